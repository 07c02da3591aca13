// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * Case generation: from a spec, a base call whose every argument is valid
 * as far as the spec and a few naming conventions tell, then one case per
 * claim, each changing one argument of the base call: every mask bit in
 * and out of the mask, every enum value and the holes around it, range
 * edges and the first value past each, and per type class the classic bad
 * inputs.  What the spec predicts is left to the validator kapi validate
 * uses (conform__describe), so a case judges the spec and the validator.
 */
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "check/expr_eval.h"
#include "live/conform/conform.h"

#define AT_FDCWD_VALUE (-100)

/*
 * A case list lives in a mapping of its own that forked processes do not
 * get (MADV_DONTFORK): a sandbox forks once a case, and copying the page
 * tables of ten thousand cases no child reads was a fifth of a run's CPU.
 * The cases a run hands its sandboxes are in a shared mapping (run.c).
 */
static int cases_grow(struct conform_cases *cs)
{
	size_t cap = cs->cap ? cs->cap * 2 : 64;
	size_t len = cap * sizeof(*cs->items);
	void *p = mmap(NULL, len, PROT_READ | PROT_WRITE,
		       MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

	if (p == MAP_FAILED)
		return -ENOMEM;
	madvise(p, len, MADV_DONTFORK);
	if (cs->count)
		memcpy(p, cs->items, cs->count * sizeof(*cs->items));
	if (cs->items)
		munmap(cs->items, cs->cap * sizeof(*cs->items));
	cs->items = p;
	cs->cap = cap;
	return 0;
}

int conform__cases_add(struct conform_cases *cs, const struct conform_case *c)
{
	if (cs->count == cs->cap && cases_grow(cs))
		return -ENOMEM;
	cs->items[cs->count++] = *c;
	return 0;
}

void conform__cases_free(struct conform_cases *cs)
{
	if (cs->items)
		munmap(cs->items, cs->cap * sizeof(*cs->items));
	memset(cs, 0, sizeof(*cs));
}

static const char *const target_names[T__COUNT] = {
	[T_FD_FILE] = "<file fd>", [T_FD_RDONLY] = "<read-only fd>",
	[T_FD_WRONLY] = "<write-only fd>", [T_FD_DIR] = "<directory fd>",
	[T_FD_PIPE] = "<pipe fd>", [T_FD_SOCKET] = "<socket fd>",
	[T_FD_LISTEN] = "<listening socket fd>", [T_FD_OPATH] = "<O_PATH fd>",
	[T_FD_CLOSED] = "<closed fd>", [T_FD_MEMFD] = "<memfd>",
	[T_FD_EVENTFD] = "<eventfd>", [T_FD_EPOLL] = "<epoll fd>",
	[T_FD_TIMERFD] = "<timerfd>", [T_FD_INOTIFY] = "<inotify fd>",
	[T_FD_PIDFD] = "<pidfd>", [T_FD_UNCONNECTED] = "<unconnected socket>",
	[T_FD_DGRAM] = "<datagram socket without a peer>",
	[T_FD_PEER_CLOSED] = "<socket whose peer closed>", [T_BUF] = "<buffer>",
	[T_RO_PAGE] = "<read-only page>", [T_UNMAPPED] = "<unmapped>",
	[T_MAP] = "<mapping>", [T_IOVEC] = "<iovec of 16 bytes>",
	[T_MSGHDR] = "<msghdr of 16 bytes>", [T_PATH_FILE] = "\"file\"",
	[T_PATH_DIR] = "\"dir\"", [T_PATH_NEW] = "\"new\"",
	[T_PATH_NOTDIR] = "\"file/x\"", [T_PATH_LONG] = "<path of 4200 bytes>",
	[T_PATH_LOOP] = "\"loop\"", [T_PATH_EMPTY] = "\"\"",
	[T_PATH_DANGLING] = "\"dangling\"",
	[T_STRING] = "\"kapi\"", [T_XATTR_NAME] = "\"user.kapi\"",
	[T_PID_SELF] = "<own pid>",
	[T_FD_FANOTIFY] = "<fanotify fd>", [T_FD_NS] = "<namespace fd>",
	[T_FD_PIDFD_ZOMBIE] = "<pidfd of an exited child>",
	[T_SHARED_MAP] = "<shared file mapping>", [T_SHM_ID] = "<shm id>",
	[T_SHM_ADDR] = "<attached shm>", [T_MSG_ID] = "<msg queue id>",
	[T_MSGBUF] = "<msgbuf of type 1>", [T_SEM_ID] = "<sem id>",
	[T_TIMER_ID] = "<timer id>", [T_AIO_CTX] = "<aio context>",
	[T_MNT_REQ_ROOT] = "<mnt_id_req of the root>",
	[T_MNT_REQ_CWD] = "<mnt_id_req of a mount>",
	[T_RSEQ_AREA] = "<registered rseq>", [T_NODEMASK] = "<bitmap {0}>",
	[T_FD_LANDLOCK] = "<landlock ruleset fd>",
	[T_FUTEX_WAITV] = "<futex_waitv array>",
	[T_SOCKADDR_UN] = "<sockaddr_un>", [T_CAP_HEADER] = "<cap header v3>",
	[T_INOTIFY_WD] = "<inotify watch>", [T_DEV_CWD] = "<tmpfs dev>",
	[T_LANDLOCK_BENEATH] = "<path-beneath rule on dir>",
	[T_FD_MQUEUE] = "<mqueue fd>", [T_FD_IO_URING] = "<io_uring fd>",
	[T_LANDLOCK_ATTR] = "<ruleset attr>",
	[T_MQ_NAME] = "\"kapi\" (a queue)",
	[T_IOVEC_FILLED] = "<iovec of 16 bytes of 0xa5>",
	[T_PATH_CWD] = "\".\" (a mount)",
	[T_MOUNT_ATTR] = "<mount_attr RDONLY|NOEXEC>",
	[T_PAGE_LIST] = "<array of 1 page>",
	[T_TIMEX] = "<timex ADJ_ESTERROR>",
	[T_LSM_CTX] = "<lsm_ctx apparmor \"exec unconfined\">",
	[T_PATH_EXEC] = "\"prog\" (a program)", [T_EXEC_ARGV] = "<argv {\"prog\"}>",
	[T_SWAP_AREA] = "<swap area on a loop device>",
	[T_SWAP_ON] = "<swap area in use>",
	[T_QUOTA_DEV] = "<ext2 device with quotas>",
	[T_QUOTA_FILE] = "\"aquota.user\" (its quota file)",
	[T_FD_QUOTA] = "<ext2 root fd, user quotas on>",
	[T_FD_PIPE_WRITE] = "<pipe write end>", [T_FD_TCP] = "<tcp socket>",
	[T_FD_UDP] = "<udp socket>", [T_FD_TCP6] = "<tcp6 socket>",
	[T_FD_UDP6] = "<udp6 socket>", [T_FD_NETLINK] = "<netlink socket>",
	[T_FD_PACKET] = "<packet socket>", [T_FD_SIGNALFD] = "<signalfd>",
	[T_FD_USERFAULTFD] = "<userfaultfd>", [T_FD_PERF] = "<perf event fd>",
	[T_FD_DEVNULL] = "</dev/null fd>",
};

const char *conform__target_name(enum conform_target t)
{
	return t < T__COUNT ? target_names[t] : NULL;
}

bool conform__target_is_fd(enum conform_target t)
{
	return (t >= T_FD_FILE && t <= T_FD_DEVNULL) || t == T_FD_QUOTA;
}

static bool in_list(const char *s, const char *const *list)
{
	for (; *list; list++)
		if (!strcmp(s, *list))
			return true;
	return false;
}

static bool name_has(const char *name, const char *part)
{
	return name && strstr(name, part);
}

/* Bits of a parameter's register value, and whether it is signed. */
static int param_width(const struct kapi_param_spec *p, bool *is_signed)
{
	int64_t probe = kapi_param__normalize(p, 0x1ffffffffull);

	if (probe == 0x1ffffffffll) {
		*is_signed = p->type == KAPI_TYPE_INT;
		return 64;
	}
	*is_signed = probe == -1;
	return 32;
}

/* The register holding v for this parameter, as a caller would pass it. */
int64_t conform__to_reg(const struct kapi_param_spec *p, int64_t v)
{
	bool sig;

	if (param_width(p, &sig) == 32)
		return (int64_t)(uint32_t)v;
	return v;
}

#define to_reg conform__to_reg

static bool is_pointer(const struct kapi_param_spec *p)
{
	const char *t = p->type_name;

	return p->type == KAPI_TYPE_PTR || p->type == KAPI_TYPE_USER_PTR ||
	       p->constraint_type == KAPI_CONSTRAINT_USER_PTR ||
	       (t && strchr(t, '*')) || (t && strstr(t, "user_"));
}

static bool is_path(const struct kapi_param_spec *p)
{
	return p->type == KAPI_TYPE_PATH ||
	       p->constraint_type == KAPI_CONSTRAINT_USER_PATH;
}

static bool is_string(const struct kapi_param_spec *p)
{
	return p->type == KAPI_TYPE_STRING ||
	       p->constraint_type == KAPI_CONSTRAINT_USER_STRING;
}

static bool is_fd(const struct kapi_param_spec *p)
{
	return p->type == KAPI_TYPE_FD;
}

/* Counts of things: the base call passes one. */
static bool is_count(const char *n)
{
	static const char *const counts[] = { "vlen", "iovcnt", "nr_segs",
		"nfds", "maxevents", "n", "nr", "gidsetsize", "entries",
		"nr_events", "nr_pages", "backlog", NULL };

	return n && in_list(n, counts);
}

/* Byte sizes: the base call passes a page, the buffer holds 16. */
static bool is_size(const char *n)
{
	static const char *const sizes[] = { "len", "length", "size", "count",
		"bufsiz", "nbytes", "len_in", "old_len", "new_len", "usize",
		"optlen", "addrlen", "addr_len", "rseq_len", "sz", NULL };

	return n && in_list(n, sizes);
}

static bool is_id(const char *n)
{
	static const char *const ids[] = { "user", "group", "owner", "uid",
		"gid", "ruid", "euid", "suid", "rgid", "egid", "sgid", "fsuid",
		"fsgid", NULL };

	return n && in_list(n, ids);
}

static const char *const socket_calls[] = { "bind", "connect",
	"getsockname", "getpeername", "sendto", "recvfrom", "sendmsg",
	"recvmsg", "sendmmsg", "recvmmsg", "shutdown", "setsockopt",
	"getsockopt", "send", "recv", NULL };
static const char *const listen_calls[] = { "accept", "accept4", "listen",
	NULL };
static const char *const dir_fd_calls[] = { "fchdir", "getdents",
	"getdents64", NULL };
static const char *const create_calls[] = { "mkdir", "mkdirat", "mknod",
	"mknodat", "creat", NULL };
static const char *const dir_calls[] = { "rmdir", "chdir", "chroot", NULL };

static void base_fd(const char *sc, const struct kapi_param_spec *p,
		    struct conform_arg *a)
{
	const char *n = p->name ? p->name : "";

	a->target = T_FD_FILE;
	if (!strcmp(n, "dfd") || !strcmp(n, "dirfd") || !strcmp(n, "olddfd") ||
	    !strcmp(n, "newdfd") || !strcmp(n, "fromfd") || !strcmp(n, "todfd")) {
		a->target = T_VALUE;
		a->value = AT_FDCWD_VALUE;
	} else if (!strcmp(n, "newfd")) {
		a->target = T_VALUE;
		a->value = 20;
	} else if (!strcmp(n, "epfd")) {
		a->target = T_FD_EPOLL;
	} else if (!strncmp(sc, "epoll_ctl", 9)) {
		a->target = T_FD_EVENTFD;
	} else if (!strncmp(sc, "timerfd_", 8)) {
		a->target = T_FD_TIMERFD;
	} else if (!strncmp(sc, "inotify_", 8)) {
		a->target = T_FD_INOTIFY;
	} else if (name_has(n, "pidfd") || !strncmp(sc, "pidfd_", 6)) {
		a->target = T_FD_PIDFD;
	} else if (!strncmp(sc, "signalfd", 8)) {
		a->target = T_VALUE;
		a->value = -1;
	} else if (in_list(sc, listen_calls)) {
		a->target = T_FD_LISTEN;
	} else if (in_list(sc, socket_calls)) {
		a->target = T_FD_SOCKET;
	} else if (in_list(sc, dir_fd_calls)) {
		a->target = T_FD_DIR;
	} else if (!strcmp(sc, "mmap")) {
		a->target = T_FD_MEMFD;
	}
}

static void base_path(const char *sc, const struct kapi_param_spec *p,
		      struct conform_arg *a)
{
	const char *n = p->name ? p->name : "";

	a->target = T_PATH_FILE;
	if (!strcmp(n, "newname") || !strcmp(n, "newpath") ||
	    !strcmp(n, "linkpath") || in_list(sc, create_calls))
		a->target = T_PATH_NEW;
	else if (in_list(sc, dir_calls))
		a->target = T_PATH_DIR;
}

static int64_t base_int(const char *sc, const struct kapi_param_spec *p)
{
	const char *n = p->name ? p->name : "";
	bool sig;
	int w = param_width(p, &sig);

	(void)sc;
	switch (p->constraint_type) {
	case KAPI_CONSTRAINT_ENUM:
		return p->enum_count ? p->enum_values[0] : 0;
	case KAPI_CONSTRAINT_RANGE:
		if (is_size(n) && p->min_value <= 4096 && p->max_value >= 4096)
			return 4096;
		if (p->min_value <= 0 && p->max_value >= 0)
			return is_count(n) && p->max_value >= 1 ? 1 : 0;
		return p->min_value;
	case KAPI_CONSTRAINT_NONZERO:
		return is_size(n) ? 4096 : 1;
	case KAPI_CONSTRAINT_ALIGNMENT:
		return p->alignment ? (int64_t)p->alignment : 0;
	case KAPI_CONSTRAINT_POWER_OF_TWO:
		return 4096;
	case KAPI_CONSTRAINT_MASK:
		return 0;
	default:
		break;
	}
	if (!strcmp(n, "sigsetsize"))
		return 8;
	if (is_count(n))
		return 1;
	if (is_size(n))
		return 4096;
	if (is_id(n))
		return w == 32 ? 0xffffffffll : -1;
	if (!strcmp(n, "mode"))
		return 0600;
	return 0;
}

/*
 * Base values naming conventions cannot guess: what a syscall needs for
 * its valid call to succeed, so that a refused value shows.
 */
static const struct {
	const char *syscall, *param;
	uint8_t target;
	int64_t value;
} overrides[] = {
	{ "mmap", "flags", T_VALUE, 0x22 },	/* MAP_PRIVATE | MAP_ANONYMOUS */
	{ "mmap", "fd", T_VALUE, -1 },
	{ "mremap", "old_len", T_VALUE, 4096 },
	{ "mremap", "new_len", T_VALUE, 4096 },
	{ "signalfd4", "ufd", T_VALUE, -1 },
	{ "signalfd", "ufd", T_VALUE, -1 },
	{ "sendto", "addr", T_VALUE, 0 },	/* a connected socket */
	{ "sendto", "addr_len", T_VALUE, 0 },
	{ "readlink", "path", T_PATH_LOOP, 0 },	/* a symbolic link */
	{ "readlinkat", "pathname", T_PATH_LOOP, 0 },
	{ "copy_file_range", "fd_out", T_FD_MEMFD, 0 },
	{ "rseq", "rseq_len", T_VALUE, 32 },
	/* node masks: room for every node ID to read one into; none to set
	 * (an empty mask, valid for the default policy) */
	{ "get_mempolicy", "maxnode", T_VALUE, 1025 },
	{ "set_mempolicy", "maxnode", T_VALUE, 1 },
	{ "mbind", "maxnode", T_VALUE, 1 },
	/* no ring: past the 16 registered-ring slots, so each flag shows */
	{ "io_uring_enter", "fd", T_VALUE, 0xffffffff },
	/* a pipe at one end, so the flags are judged, not the file kinds */
	{ "splice", "fd_in", T_FD_PIPE, 0 },
	{ "splice", "off_in", T_VALUE, 0 },
	{ "tee", "fdin", T_FD_PIPE, 0 },
	{ "tee", "fdout", T_FD_PIPE, 0 },
	/* two PIDs to compare: the case child with itself */
	{ "kcmp", "pid1", T_PID_SELF, 0 },
	{ "kcmp", "pid2", T_PID_SELF, 0 },
	/* a stack of its own: with CLONE_VM the child would otherwise run
	 * on the caller's, racing it; it faults at its first return */
	{ "clone", "newsp", T_MAP, 4 * 4096 - 256 },
	/* objects made for the call to act on (target.c) */
	{ "fanotify_mark", "fanotify_fd", T_FD_FANOTIFY, 0 },
	{ "fanotify_mark", "flags", T_VALUE, 0x1 },	/* FAN_MARK_ADD */
	{ "fanotify_mark", "mask", T_VALUE, 0x20 },	/* FAN_OPEN */
	{ "remap_file_pages", "start", T_SHARED_MAP, 0 },
	{ "setns", "fd", T_FD_NS, 0 },
	{ "process_mrelease", "pidfd", T_FD_PIDFD_ZOMBIE, 0 },
	{ "shmat", "shmaddr", T_VALUE, 0 },	/* the kernel picks */
	{ "shmdt", "shmaddr", T_SHM_ADDR, 0 },
	{ "msgsnd", "msgp", T_MSGBUF, 0 },
	{ "msgrcv", "msgsz", T_VALUE, 4096 },
	{ "listmount", "req", T_MNT_REQ_ROOT, 0 },
	{ "listmount", "nr_mnt_ids", T_VALUE, 16 },
	{ "statmount", "req", T_MNT_REQ_CWD, 0 },
	{ "statmount", "bufsize", T_VALUE, 4096 },
	{ "rseq", "rseq", T_RSEQ_AREA, 0 },
	{ "rseq", "sig", T_VALUE, 0x53053053 },	/* glibc's RSEQ_SIG */
	{ "migrate_pages", "maxnode", T_VALUE, 2 },	/* one node bit */
	{ "migrate_pages", "old_nodes", T_NODEMASK, 0 },
	{ "migrate_pages", "new_nodes", T_NODEMASK, 0 },
	{ "sched_setaffinity", "user_mask_ptr", T_NODEMASK, 0 },
	{ "pkey_mprotect", "pkey", T_VALUE, -1 },	/* no key: mprotect */
	{ "landlock_add_rule", "ruleset_fd", T_FD_LANDLOCK, 0 },
	{ "landlock_add_rule", "rule_type", T_VALUE, 1 },	/* PATH_BENEATH */
	{ "landlock_add_rule", "rule_attr", T_LANDLOCK_BENEATH, 0 },
	{ "futex_waitv", "waiters", T_FUTEX_WAITV, 0 },
	{ "futex_requeue", "waiters", T_FUTEX_WAITV, 0 },
	{ "bind", "umyaddr", T_SOCKADDR_UN, 0 },
	{ "bind", "addrlen", T_VALUE, 110 },	/* sizeof(struct sockaddr_un) */
	{ "connect", "uservaddr", T_SOCKADDR_UN, 0 },
	{ "connect", "addrlen", T_VALUE, 110 },
	{ "timer_create", "timer_event_spec", T_VALUE, 0 },	/* SIGALRM */
	{ "capget", "header", T_CAP_HEADER, 0 },
	{ "capset", "header", T_CAP_HEADER, 0 },
	{ "setuid", "uid", T_VALUE, 0 },	/* -1 is no ID here */
	{ "setgid", "gid", T_VALUE, 0 },
	{ "semget", "nsems", T_VALUE, 1 },	/* a new set has semaphores */
	{ "inotify_rm_watch", "wd", T_INOTIFY_WD, 0 },
	{ "ustat", "dev", T_DEV_CWD, 0 },
	{ "landlock_create_ruleset", "attr", T_LANDLOCK_ATTR, 0 },
	{ "landlock_restrict_self", "ruleset_fd", T_FD_LANDLOCK, 0 },
	{ "io_uring_register", "fd", T_FD_IO_URING, 0 },
	{ "io_uring_register", "opcode", T_VALUE, 8 },	/* PROBE, read-only */
	{ "io_uring_register", "nr_args", T_VALUE, 1 },
	{ "mq_open", "u_name", T_MQ_NAME, 0 },
	{ "mq_open", "oflag", T_VALUE, 2 },	/* O_RDWR: the queue exists */
	{ "mq_unlink", "u_name", T_MQ_NAME, 0 },
	{ "mq_timedreceive", "mqdes", T_FD_MQUEUE, 0 },
	{ "mq_timedreceive", "msg_len", T_VALUE, 8192 },	/* the msgsize */
	{ "mq_timedsend", "mqdes", T_FD_MQUEUE, 0 },
	{ "mq_notify", "mqdes", T_FD_MQUEUE, 0 },
	{ "mq_notify", "u_notification", T_VALUE, 0 },	/* unregister */
	{ "mq_getsetattr", "mqdes", T_FD_MQUEUE, 0 },
	/* bytes to overwrite that differ from the zeros copied over them */
	{ "process_vm_writev", "rvec", T_IOVEC_FILLED, 0 },
	/* the case's tmpfs, a mount in the case child's own namespace
	 * (sandbox.c), with attributes it does not have yet */
	{ "mount_setattr", "path", T_PATH_CWD, 0 },
	{ "mount_setattr", "uattr", T_MOUNT_ATTR, 0 },
	{ "pivot_root", "new_root", T_PATH_CWD, 0 },
	{ "pivot_root", "put_old", T_PATH_CWD, 0 },
	/* a page that is there to move (the buffer's zero is no page) */
	{ "move_pages", "pages", T_PAGE_LIST, 0 },
	/* a change to make (only in a lab VM: sandbox.c), and a console
	 * level the read actions take as a length */
	{ "adjtimex", "txc_p", T_TIMEX, 0 },
	{ "clock_adjtime", "utx", T_TIMEX, 0 },
	{ "syslog", "len", T_VALUE, 8 },
	/* a swap area to turn on, one to turn off (in a lab VM only) */
	{ "swapon", "specialfile", T_SWAP_AREA, 0 },
	{ "swapoff", "specialfile", T_SWAP_ON, 0 },
	/* user quotas to turn on, QFMT_VFS_V1, on a file system of the
	 * case's with quota files (in a lab VM only); quotactl_fd's
	 * Q_QUOTAON takes no file, so it turns them off */
	{ "quotactl", "cmd", T_VALUE, 0x80000200 },	/* QCMD(Q_QUOTAON, USRQUOTA) */
	{ "quotactl", "special", T_QUOTA_DEV, 0 },
	{ "quotactl", "id", T_VALUE, 4 },
	{ "quotactl", "addr", T_QUOTA_FILE, 0 },
	{ "quotactl_fd", "fd", T_FD_QUOTA, 0 },
	{ "quotactl_fd", "cmd", T_VALUE, 0x80000300 },	/* Q_QUOTAOFF */
	{ "quotactl_fd", "addr", T_QUOTA_FILE, 0 },
	/* ports to open (in a lab VM only: sandbox.c) */
	{ "iopl", "level", T_VALUE, 3 },
	{ "ioperm", "from", T_VALUE, 0x80 },
	{ "ioperm", "num", T_VALUE, 1 },
	{ "ioperm", "turn_on", T_VALUE, 1 },
	/* a value the unconfined caller may set: AppArmor's profile for
	 * its next exec (where AppArmor is not active, EOPNOTSUPP) */
	{ "lsm_set_self_attr", "attr", T_VALUE, 101 },	/* LSM_ATTR_EXEC */
	{ "lsm_set_self_attr", "ctx", T_LSM_CTX, 0 },
};

/* Arguments naming an object by ID: one made for the call. */
static const struct {
	const char *param;
	uint8_t target;
} object_ids[] = {
	{ "msqid", T_MSG_ID }, { "shmid", T_SHM_ID }, { "semid", T_SEM_ID },
	{ "timer_id", T_TIMER_ID }, { "ctx_id", T_AIO_CTX },
	{ "ctx", T_AIO_CTX },
};

static bool object_id(const char *param, struct conform_arg *a)
{
	for (size_t i = 0; i < KAPI_ARRAY_SIZE(object_ids); i++)
		if (!strcmp(object_ids[i].param, param)) {
			a->target = object_ids[i].target;
			a->value = 0;
			return true;
		}
	return false;
}

static bool base_override(const char *sc, const char *param,
			  struct conform_arg *a)
{
	for (size_t i = 0; i < KAPI_ARRAY_SIZE(overrides); i++)
		if (!strcmp(overrides[i].syscall, sc) &&
		    !strcmp(overrides[i].param, param)) {
			a->target = overrides[i].target;
			a->value = overrides[i].value;
			return true;
		}
	return false;
}

int conform__base(const struct kernel_api_spec *spec, struct conform_case *c)
{
	const char *sc = spec->name + (strncmp(spec->name, "sys_", 4) ? 0 : 4);
	int nargs;

	memset(c, 0, sizeof(*c));
	c->r.spec = spec;
	c->r.syscall = sc;
	c->r.nr = kapi_syscall__nr(sc);
	c->r.param = -1;
	c->r.kind = KAPI_CONFORM_CASE_BASE;
	snprintf(c->r.what, sizeof(c->r.what), "base call");
	nargs = kapi_syscall__proto(sc, NULL);
	if (nargs < (int)spec->param_count)
		nargs = (int)spec->param_count;
	if (nargs > CONFORM_MAX_ARGS)
		nargs = CONFORM_MAX_ARGS;
	c->nargs = nargs;
	if (c->r.nr < 0)
		c->not_run = "no syscall number on this architecture";
	else
		c->not_run = kapi_conform__denied(sc);
	/* no namespace contains hardware: what the spec says acts on it
	 * never runs (what it calls irreversible dies with the tmpfs) */
	for (uint32_t i = 0; i < spec->side_effect_count && !c->not_run; i++)
		if (spec->side_effects[i].type & KAPI_EFFECT_HARDWARE)
			c->not_run = "the spec says it acts on hardware, which "
				     "no sandbox contains";
	for (uint32_t i = 0; i < spec->param_count && i < CONFORM_MAX_ARGS; i++) {
		const struct kapi_param_spec *p = &spec->params[i];
		struct conform_arg *a = &c->args[i];
		const char *n = p->name ? p->name : "";

		if (base_override(sc, n, a)) {
			/* a value this syscall needs to get anywhere */
		} else if (!is_pointer(p) && object_id(n, a)) {
			/* an object it acts on, made in the case child */
		} else if (is_fd(p)) {
			base_fd(sc, p, a);
		} else if (is_path(p)) {
			base_path(sc, p, a);
		} else if (is_string(p)) {
			a->target = name_has(sc, "xattr") ? T_XATTR_NAME : T_STRING;
		} else if ((p->constraint_type == KAPI_CONSTRAINT_PAGE_ALIGNED &&
			    !name_has(n, "off")) ||
			   (!strcmp(n, "start") && !is_pointer(p))) {
			a->target = T_MAP;
		} else if (is_pointer(p)) {
			if (!strcmp(sc, "mmap") || !strcmp(sc, "brk") ||
			    !strcmp(sc, "mremap"))
				a->value = 0;
			else if (!strcmp(n, "addr") &&
				 (!strcmp(sc, "munmap") || !strcmp(sc, "mprotect") ||
				  !strcmp(sc, "madvise") || !strcmp(sc, "msync") ||
				  !strcmp(sc, "mlock") || !strcmp(sc, "munlock") ||
				  !strcmp(sc, "mlock2") || !strcmp(sc, "mincore")))
				a->target = T_MAP;
			else if (name_has(p->type_name, "iovec"))
				a->target = T_IOVEC;	/* 16 bytes, not none */
			else if (name_has(p->type_name, "msghdr") &&
				 !name_has(p->type_name, "mmsghdr"))
				a->target = T_MSGHDR;
			else
				a->target = T_BUF;
		} else if (!strcmp(n, "pid") || !strcmp(n, "tgid") ||
			   !strcmp(n, "tid") || !strcmp(n, "upid")) {
			a->target = T_PID_SELF;
		} else {
			a->value = to_reg(p, base_int(sc, p));
		}
	}
	return 0;
}

/* One case from the base: parameter i set to (target, value). */
static int add_case(struct conform_cases *out, const struct conform_case *base,
		    int i, enum kapi_conform_case_kind kind, uint8_t target,
		    int64_t value, const char *fmt, ...)
	__attribute__((format(printf, 7, 8)));

static int add_case(struct conform_cases *out, const struct conform_case *base,
		    int i, enum kapi_conform_case_kind kind, uint8_t target,
		    int64_t value, const char *fmt, ...)
{
	struct conform_case c = *base;
	va_list ap;

	c.r.param = i;
	c.r.kind = kind;
	c.args[i].target = target;
	c.args[i].value = value;
	va_start(ap, fmt);
	vsnprintf(c.r.what, sizeof(c.r.what), fmt, ap);
	va_end(ap);
	/* the same call as the base (a bit the base already has): skip */
	if (!memcmp(c.args, base->args, sizeof(c.args)) &&
	    kind != KAPI_CONFORM_CASE_BASE)
		return 0;
	for (size_t k = 0; k < out->count; k++)
		if (out->items[k].r.spec == c.r.spec &&
		    !memcmp(out->items[k].args, c.args, sizeof(c.args)))
			return 0;
	return conform__cases_add(out, &c);
}

int conform__base_variants(const struct conform_case *base,
			   struct conform_cases *out)
{
	const struct kernel_api_spec *spec = base->r.spec;
	int err = 0;

	for (uint32_t i = 0; i < spec->param_count && i < CONFORM_MAX_ARGS; i++) {
		const struct kapi_param_spec *p = &spec->params[i];
		const char *n = p->name ? p->name : "?";

		if (base->args[i].target != T_VALUE)
			continue;
		if (p->constraint_type == KAPI_CONSTRAINT_MASK) {
			for (int b = 0; b < 64 && !err; b++)
				if (p->valid_mask >> b & 1)
					err = add_case(out, base, (int)i,
						       KAPI_CONFORM_CASE_BASE,
						       T_VALUE,
						       to_reg(p, (int64_t)(1ull << b)),
						       "base with %s=0x%llx", n,
						       1ull << b);
		} else if (p->constraint_type == KAPI_CONSTRAINT_ENUM) {
			for (uint32_t k = 0; k < p->enum_count && !err; k++)
				err = add_case(out, base, (int)i,
					       KAPI_CONFORM_CASE_BASE, T_VALUE,
					       to_reg(p, p->enum_values[k]),
					       "base with %s=%" PRId64, n,
					       p->enum_values[k]);
		} else if (p->constraint_type == KAPI_CONSTRAINT_RANGE) {
			/* the first few values: a family, a resource */
			for (int64_t v = p->min_value; v <= p->max_value &&
			     v < p->min_value + 3 && !err; v++)
				err = add_case(out, base, (int)i,
					       KAPI_CONFORM_CASE_BASE, T_VALUE,
					       to_reg(p, v), "base with %s=%" PRId64,
					       n, v);
		}
	}
	return err;
}

/* splitmix64: small, and the same everywhere for a seed */
static uint64_t mix(uint64_t *s)
{
	uint64_t z = (*s += 0x9e3779b97f4a7c15ull);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
	return z ^ (z >> 31);
}

static uint64_t hash_name(const char *s)
{
	uint64_t h = 1469598103934665603ull;

	while (*s)
		h = (h ^ (uint8_t)*s++) * 1099511628211ull;
	return h;
}

static bool enum_has(const struct kapi_param_spec *p, int64_t v)
{
	for (uint32_t k = 0; k < p->enum_count; k++)
		if (p->enum_values[k] == v)
			return true;
	return false;
}

/* The value fits the parameter's register width and signedness. */
static bool fits(const struct kapi_param_spec *p, int64_t v, bool sig, int w)
{
	(void)p;
	if (w == 64)
		return true;
	return sig ? v >= INT32_MIN && v <= INT32_MAX : v >= 0 && v <= UINT32_MAX;
}

static int value_cases(struct conform_cases *out, const struct conform_case *base,
		       int i, uint64_t *rng)
{
	const struct kapi_param_spec *p = &base->r.spec->params[i];
	const char *n = p->name ? p->name : "?";
	int64_t b = base->args[i].value;
	bool sig;
	int w = param_width(p, &sig);
	int err = 0;

	switch (p->constraint_type) {
	case KAPI_CONSTRAINT_MASK:
		for (int bit = 0; bit < w && !err; bit++) {
			uint64_t m = 1ull << bit;

			err = add_case(out, base, i, KAPI_CONFORM_CASE_VALUE,
				       T_VALUE, (int64_t)((uint64_t)b | m),
				       "%s bit 0x%llx %s", n,
				       (unsigned long long)m,
				       p->valid_mask & m ? "(in the mask)" :
				       "(outside the mask)");
		}
		/*
		 * A run of 2 to 4 adjacent valid bits is often a field, not
		 * flags (socket's type, open's access mode): every value of
		 * it, with the base's other bits.
		 */
		for (int lo = 0; lo < w && !err; ) {
			int len = 0;

			while (lo + len < w && (p->valid_mask >> (lo + len) & 1))
				len++;
			if (len >= 2 && len <= 4) {
				uint64_t field = ((1ull << len) - 1) << lo;

				for (uint64_t f = 0; f < (1ull << len) && !err; f++)
					err = add_case(out, base, i,
						       KAPI_CONFORM_CASE_VALUE, T_VALUE,
						       (int64_t)(((uint64_t)b & ~field) |
								 f << lo),
						       "%s field 0x%llx=0x%llx", n,
						       (unsigned long long)field,
						       (unsigned long long)(f << lo));
			}
			lo += len ? len : 1;
		}
		/* two random combinations of valid bits */
		for (int k = 0; k < 2 && !err && p->valid_mask; k++) {
			uint64_t v = mix(rng) & p->valid_mask;

			if (w == 32)
				v &= 0xffffffffull;
			err = add_case(out, base, i, KAPI_CONFORM_CASE_VALUE,
				       T_VALUE, (int64_t)v,
				       "%s=0x%llx (random valid bits)", n,
				       (unsigned long long)v);
		}
		break;
	case KAPI_CONSTRAINT_ENUM:
		for (uint32_t k = 0; k < p->enum_count && !err; k++) {
			int64_t v = p->enum_values[k];
			int64_t around[2] = { v - 1, v + 1 };

			err = add_case(out, base, i, KAPI_CONFORM_CASE_VALUE,
				       T_VALUE, to_reg(p, v),
				       "%s=%" PRId64 " (listed)", n, v);
			for (int h = 0; h < 2 && !err; h++)
				if (!enum_has(p, around[h]) &&
				    fits(p, around[h], sig, w))
					err = add_case(out, base, i,
						       KAPI_CONFORM_CASE_VALUE,
						       T_VALUE,
						       to_reg(p, around[h]),
						       "%s=%" PRId64 " (a hole)",
						       n, around[h]);
		}
		if (!err && !enum_has(p, -1) && sig)
			err = add_case(out, base, i, KAPI_CONFORM_CASE_VALUE,
				       T_VALUE, to_reg(p, -1), "%s=-1 (a hole)", n);
		break;
	case KAPI_CONSTRAINT_RANGE: {
		int64_t lo = p->min_value, hi = p->max_value;

		err = add_case(out, base, i, KAPI_CONFORM_CASE_VALUE, T_VALUE,
			       to_reg(p, lo), "%s=%" PRId64 " (the minimum)", n, lo);
		if (!err)
			err = add_case(out, base, i, KAPI_CONFORM_CASE_VALUE,
				       T_VALUE, to_reg(p, hi),
				       "%s=%" PRId64 " (the maximum)", n, hi);
		if (!err && lo > INT64_MIN && fits(p, lo - 1, sig, w) &&
		    (sig || lo > 0))
			err = add_case(out, base, i, KAPI_CONFORM_CASE_VALUE,
				       T_VALUE, to_reg(p, lo - 1),
				       "%s=%" PRId64 " (below the minimum)", n,
				       lo - 1);
		if (!err && hi < INT64_MAX && fits(p, hi + 1, sig, w))
			err = add_case(out, base, i, KAPI_CONFORM_CASE_VALUE,
				       T_VALUE, to_reg(p, hi + 1),
				       "%s=%" PRId64 " (above the maximum)", n,
				       hi + 1);
		break;
	}
	case KAPI_CONSTRAINT_NONZERO:
		err = add_case(out, base, i, KAPI_CONFORM_CASE_VALUE,
			       base->args[i].target, 0, "%s=0", n);
		break;
	case KAPI_CONSTRAINT_POWER_OF_TWO:
		err = add_case(out, base, i, KAPI_CONFORM_CASE_VALUE, T_VALUE, 3,
			       "%s=3 (not a power of two)", n);
		break;
	case KAPI_CONSTRAINT_ALIGNMENT:
	case KAPI_CONSTRAINT_PAGE_ALIGNED:
		err = add_case(out, base, i, KAPI_CONFORM_CASE_VALUE,
			       base->args[i].target, b + 1, "%s misaligned by 1", n);
		break;
	default:
		break;
	}
	return err;
}

/*
 * A parameter a resource limit bounds (depends(KERNEL_MSGMAX) in an
 * expression on it): the limit this kernel has, and the first value past.
 */
static int limit_cases(struct conform_cases *out, const struct conform_case *base,
		       int i)
{
	const struct kernel_api_spec *spec = base->r.spec;
	const char *n = spec->params[i].name ? spec->params[i].name : "?";
	int err = 0;

	for (uint32_t k = 0; k < spec->constraint_count && !err; k++) {
		const struct kapi__expr *x = kapi__expr_of(spec, k, NULL, 0);
		const char *path;
		int64_t lim;

		if (!x || !x->depends || !(x->params >> i & 1) ||
		    base->args[i].target != T_VALUE ||
		    !conform__limit(x->text + x->depends_at,
				    (size_t)kapi__expr_depends_len(x), &lim, &path))
			continue;
		err = add_case(out, base, i, KAPI_CONFORM_CASE_VALUE, T_VALUE,
			       to_reg(&spec->params[i], lim),
			       "%s=%" PRId64 " (%s here)", n, lim, path);
		if (!err)
			err = add_case(out, base, i, KAPI_CONFORM_CASE_VALUE,
				       T_VALUE, to_reg(&spec->params[i], lim + 1),
				       "%s=%" PRId64 " (past %s)", n, lim + 1,
				       path);
	}
	return err;
}

/* Targets passed by address: NULL, unmapped and read-only stand-ins apply. */
static bool is_memory_target(uint8_t t)
{
	switch (t) {
	case T_BUF: case T_MAP: case T_IOVEC: case T_MSGHDR: case T_IOVEC_FILLED:
	case T_MOUNT_ATTR: case T_PAGE_LIST: case T_TIMEX: case T_LSM_CTX:
	case T_QUOTA_FILE:	/* a path, or a struct for other subcommands */
	case T_SHARED_MAP: case T_SHM_ADDR: case T_MSGBUF:
	case T_MNT_REQ_ROOT: case T_MNT_REQ_CWD: case T_RSEQ_AREA:
	case T_NODEMASK: case T_FUTEX_WAITV: case T_SOCKADDR_UN:
	case T_CAP_HEADER: case T_LANDLOCK_BENEATH: case T_LANDLOCK_ATTR:
		return true;
	default:
		return false;
	}
}

static int bad_cases(struct conform_cases *out, const struct conform_case *base,
		     int i)
{
	static const uint8_t fd_bad[] = { T_FD_CLOSED, T_FD_DIR, T_FD_PIPE,
		T_FD_SOCKET, T_FD_OPATH, T_FD_RDONLY, T_FD_WRONLY,
		T_FD_UNCONNECTED, T_FD_DGRAM, T_FD_PEER_CLOSED, T_FD_EVENTFD };
	static const uint8_t path_bad[] = { T_PATH_NEW, T_PATH_NOTDIR,
		T_PATH_LONG, T_PATH_LOOP, T_PATH_EMPTY, T_PATH_DIR,
		T_PATH_FILE, T_PATH_DANGLING };
	const struct kapi_param_spec *p = &base->r.spec->params[i];
	const char *n = p->name ? p->name : "?";
	uint8_t bt = base->args[i].target;
	bool sig;
	int w = param_width(p, &sig);
	int err = 0;

	if (is_fd(p)) {
		err = add_case(out, base, i, KAPI_CONFORM_CASE_BAD, T_VALUE,
			       to_reg(p, -1), "%s=-1", n);
		for (size_t k = 0; k < KAPI_ARRAY_SIZE(fd_bad) && !err; k++)
			if (fd_bad[k] != bt)
				err = add_case(out, base, i, KAPI_CONFORM_CASE_BAD,
					       fd_bad[k], 0, "%s: %s", n,
					       conform__target_name(fd_bad[k]));
	} else if (is_path(p) || is_string(p)) {
		err = add_case(out, base, i, KAPI_CONFORM_CASE_BAD, T_VALUE, 0,
			       "%s=NULL", n);
		if (!err)
			err = add_case(out, base, i, KAPI_CONFORM_CASE_BAD,
				       T_UNMAPPED, 0, "%s unmapped", n);
		for (size_t k = 0; k < KAPI_ARRAY_SIZE(path_bad) && !err &&
		     is_path(p); k++)
			if (path_bad[k] != bt)
				err = add_case(out, base, i, KAPI_CONFORM_CASE_BAD,
					       path_bad[k], 0, "%s %s", n,
					       conform__target_name(path_bad[k]));
		if (!err && is_string(p))
			err = add_case(out, base, i, KAPI_CONFORM_CASE_BAD,
				       T_PATH_LONG, 0, "%s of 4200 bytes", n);
	} else if (is_memory_target(bt)) {
		err = add_case(out, base, i, KAPI_CONFORM_CASE_BAD, T_VALUE, 0,
			       "%s=NULL", n);
		if (!err)
			err = add_case(out, base, i, KAPI_CONFORM_CASE_BAD,
				       T_UNMAPPED, 0, "%s unmapped", n);
		if (!err && (p->flags & (KAPI_PARAM_OUT | KAPI_PARAM_INOUT)))
			err = add_case(out, base, i, KAPI_CONFORM_CASE_BAD,
				       T_RO_PAGE, 0, "%s read-only page", n);
		if (!err && p->alignment > 1)
			err = add_case(out, base, i, KAPI_CONFORM_CASE_BAD, bt,
				       1, "%s misaligned", n);
	} else if (bt == T_VALUE && (is_size(p->name) || is_count(p->name))) {
		err = add_case(out, base, i, KAPI_CONFORM_CASE_BAD, T_VALUE, 0,
			       "%s=0", n);
		if (!err)
			err = add_case(out, base, i, KAPI_CONFORM_CASE_BAD, T_VALUE,
				       w == 32 ? (sig ? INT32_MAX : UINT32_MAX) :
				       INT64_MAX, "%s huge", n);
	}
	return err;
}

int conform__gen(const struct conform_case *base, uint64_t seed, size_t max,
		 struct conform_cases *out)
{
	const struct kernel_api_spec *spec = base->r.spec;
	struct conform_cases all = { 0 };
	uint64_t rng = seed ^ hash_name(spec->name);
	int err;

	err = conform__cases_add(&all, base);
	if (!err) {
		all.items[0].r.kind = KAPI_CONFORM_CASE_BASE;
		all.items[0].r.param = -1;
		snprintf(all.items[0].r.what, sizeof(all.items[0].r.what),
			 "base call");
	}
	for (uint32_t i = 0; !err && i < spec->param_count &&
	     i < CONFORM_MAX_ARGS; i++) {
		err = value_cases(&all, base, (int)i, &rng);
		if (!err && spec->constraint_count)
			err = limit_cases(&all, base, (int)i);
		if (!err)
			err = bad_cases(&all, base, (int)i);
	}
	if (err) {
		conform__cases_free(&all);
		return err;
	}
	/* keep the base call and a seeded choice of the others, in order */
	if (max && all.count > max) {
		size_t keep = max - 1, left = all.count - 1;
		size_t w = 1;

		for (size_t k = 1; k < all.count; k++, left--) {
			if (keep && mix(&rng) % left < keep) {
				all.items[w++] = all.items[k];
				keep--;
			}
		}
		all.count = w;
	}
	/* each capability the spec names: with it and without it (not in a
	 * chosen subset, which -n keeps to its count) */
	if (!base->not_run && !max)
		err = conform__cap_cases(base, &all);
	/* what the spec says of signals and of effects user space sees */
	if (!err && !base->not_run && !max)
		err = conform__signal_cases(base, &all);
	if (!err && !base->not_run && !max)
		err = conform__effect_cases(base, &all);
	if (!err && !base->not_run && !max)
		err = conform__pair_cases(base, &all);
	for (size_t k = 0; k < all.count && !err; k++) {
		all.items[k].r.index = k;
		err = conform__cases_add(out, &all.items[k]);
	}
	conform__cases_free(&all);
	return err;
}

/*
 * Stand-ins for targets when the validator looks at the values: one a
 * target, so an expression comparing two arguments (epoll_ctl's fd !=
 * epfd, futex's uaddr != uaddr2) sees two targets as different and one
 * target as itself.
 */
static int64_t placeholder(const struct conform_arg *a)
{
	if (a->target == T_VALUE)
		return a->value;
	if (conform__target_is_fd(a->target))
		return 3 + a->target;
	if (a->target == T_PID_SELF)
		return 2;
	return 0x7f0000000000ll + ((int64_t)a->target << 32) + a->value;
}

static void format_arg(char *buf, size_t len, const struct kapi_param_spec *p,
		       const struct conform_arg *a)
{
	if (a->target != T_VALUE) {
		if (a->value)
			snprintf(buf, len, "%s+%" PRId64,
				 conform__target_name(a->target), a->value);
		else
			snprintf(buf, len, "%s", conform__target_name(a->target));
		return;
	}
	if (p && p->type == KAPI_TYPE_FD && (int32_t)a->value == AT_FDCWD_VALUE) {
		snprintf(buf, len, "AT_FDCWD");
		return;
	}
	/* a descriptor is an int to the kernel, whatever the C type says */
	if (p && p->type == KAPI_TYPE_FD) {
		snprintf(buf, len, "%d", (int32_t)a->value);
		return;
	}
	if (p && (p->constraint_type == KAPI_CONSTRAINT_MASK ||
		  (a->value && (is_pointer(p) || is_path(p) || is_string(p)))))
		snprintf(buf, len, "0x%" PRIx64, (uint64_t)a->value);
	else if (p)
		snprintf(buf, len, "%" PRId64, kapi_param__normalize(p,
						(uint64_t)a->value));
	else
		snprintf(buf, len, "%" PRId64, a->value);
}

/* The errno a classic bad input calls for, 0 if none in particular. */
static int expected_errno(const struct conform_case *c)
{
	const struct conform_arg *a = &c->args[c->r.param];
	const struct kapi_param_spec *p = &c->r.spec->params[c->r.param];

	switch (a->target) {
	case T_FD_CLOSED:
		return EBADF;
	case T_UNMAPPED:
	case T_RO_PAGE:
		return EFAULT;
	case T_PATH_NEW:
	case T_PATH_EMPTY:
	case T_PATH_DANGLING:
		return ENOENT;
	case T_PATH_NOTDIR:
		return ENOTDIR;
	case T_PATH_LONG:
		return is_path(p) ? ENAMETOOLONG : 0;
	case T_PATH_LOOP:
		return ELOOP;
	case T_VALUE:
		if (is_fd(p) && (int32_t)a->value == -1)
			return EBADF;
		if (!a->value && (is_pointer(p) || is_path(p) || is_string(p)))
			return EFAULT;
		return 0;
	default:
		return 0;
	}
}

/*
 * An expression on the varied parameter that the running kernel decides
 * (depends(NAME)) or that reads memory behind a pointer (which the
 * validator never reads), and these values leave open: the spec says an
 * EINVAL here comes from the build, an object's state or that memory,
 * not from the value alone.
 */
static void depends_of(struct conform_case *c, const int64_t *vals,
		       uint64_t given)
{
	const struct kernel_api_spec *spec = c->r.spec;
	uint64_t varied = c->r.param >= 0 && c->r.param < 64 ?
			  1ull << c->r.param : c->pair;

	c->depends[0] = '\0';
	if (!varied)
		return;
	for (uint32_t i = 0; i < spec->constraint_count; i++) {
		const struct kapi__expr *x = kapi__expr_of(spec, i, NULL, 0);

		if (!x || !(x->depends || x->memory) || !(x->params & varied) ||
		    kapi__expr_eval(x, vals, given) != KAPI_VERDICT_UNKNOWN)
			continue;
		if (x->depends)
			snprintf(c->depends, sizeof(c->depends), "%.*s",
				 kapi__expr_depends_len(x), x->text + x->depends_at);
		else
			snprintf(c->depends, sizeof(c->depends), "%s",
				 CONFORM_DEPENDS_MEMORY);
		return;
	}
}

/*
 * A value whose rule leaves it to a resource limit conform knows: refused
 * past the limit this kernel has, accepted up to it.
 */
static bool limit_claim(struct conform_case *c, const int64_t *vals)
{
	const struct kapi_param_spec *p;
	const char *path;
	int64_t lim;

	if (!c->depends[0] || c->r.param < 0 ||
	    !conform__limit(c->depends, strlen(c->depends), &lim, &path))
		return false;
	c->depends[0] = '\0';
	p = &c->r.spec->params[c->r.param];
	c->r.spec_refuses = vals[c->r.param] > lim;
	snprintf(c->r.claim, sizeof(c->r.claim), "%s: %s=%" PRId64 " is %s %s "
		 "(%" PRId64 " on this kernel)",
		 c->r.spec_refuses ? "refused" : "accepted", p->name,
		 vals[c->r.param], c->r.spec_refuses ? "above" : "within",
		 path, lim);
	return true;
}

void conform__describe(struct conform_case *c)
{
	const struct kernel_api_spec *spec = c->r.spec;
	int64_t vals[CONFORM_MAX_ARGS] = { 0 };
	struct kapi_strbuf sb;
	struct kapi_report rep;
	uint64_t given = 0;
	int checked;

	kapi__strbuf_init_fixed(&sb, c->r.call, sizeof(c->r.call));
	kapi__strbuf_printf(&sb, "%s(", c->r.syscall);
	for (int i = 0; i < c->nargs; i++) {
		const struct kapi_param_spec *p =
			(uint32_t)i < spec->param_count ? &spec->params[i] : NULL;
		char a[64];

		format_arg(a, sizeof(a), p, &c->args[i]);
		kapi__strbuf_printf(&sb, "%s%s", i ? ", " : "", a);
		if (p) {
			vals[i] = c->args[i].target == T_VALUE ?
				  kapi_param__normalize(p, (uint64_t)c->args[i].value) :
				  placeholder(&c->args[i]);
			given |= 1ull << i;
		}
	}
	kapi__strbuf_printf(&sb, ")");
	depends_of(c, vals, given);
	kapi_report__init(&rep);
	c->r.spec_refuses = false;
	checked = kapi_call__check(spec, vals, given, &rep);
	if (checked <= 0 && limit_claim(c, vals)) {
		/* judged against the limit this kernel has */
	} else if (checked > 0 && rep.count) {
		c->r.spec_refuses = true;
		snprintf(c->r.claim, sizeof(c->r.claim), "refused: %.*s",
			 (int)sizeof(c->r.claim) - 10, rep.items[0].message);
	} else if (rep.count) {
		/* a note: bits the kernel ignores */
		snprintf(c->r.claim, sizeof(c->r.claim), "accepted: %.*s",
			 (int)sizeof(c->r.claim) - 11, rep.items[0].message);
	} else if (c->r.kind == KAPI_CONFORM_CASE_BAD) {
		int e = expected_errno(c);

		if (e)
			snprintf(c->r.claim, sizeof(c->r.claim),
				 "fails, with %s if it checks this first (%s)",
				 kapi_errno__name(e),
				 kapi_spec__has_errno(spec, e) ? "listed" :
				 "not listed");
		else
			snprintf(c->r.claim, sizeof(c->r.claim),
				 "any answer; an error must be one it lists");
	} else {
		snprintf(c->r.claim, sizeof(c->r.claim), "accepted");
	}
	kapi_report__free(&rep);
	if (c->cap_case && c->cap_spec)
		snprintf(c->r.claim, sizeof(c->r.claim), "%s: %s",
			 c->cap_case == CONFORM_CAP_WITH ? "allows" : "without it",
			 (c->cap_case == CONFORM_CAP_WITH ? c->cap_spec->allows :
			  c->cap_spec->without_cap) ?: "(not said)");
	if (c->sig_spec)
		conform__signal_describe(c);
	if (c->effect.check)
		snprintf(c->r.claim, sizeof(c->r.claim), "after a successful "
			 "call: %s (%s)", c->effect.check,
			 c->effect.target ? c->effect.target : "");
}

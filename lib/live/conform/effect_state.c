// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * The observations of effect checks about the process and kernel
 * objects: /proc/self/status, signals, credentials and scheduling,
 * namespaces, SysV IPC, message queues, timers, keys (effect_kinds.c has
 * descriptors, paths and memory).  Made in the case child after its call,
 * under its deny filter; each answers 1, 0 or -1 (cannot tell).
 */
#include <errno.h>
#include <inttypes.h>
#include <fcntl.h>
#include <sched.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <linux/capability.h>
#include <linux/fs.h>
#include <sys/ioctl.h>
#include <sys/ipc.h>
#include <sys/mman.h>
#include <sys/msg.h>
#include <sys/personality.h>
#include <sys/resource.h>
#include <sys/sem.h>
#include <sys/shm.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/utsname.h>
#include <sys/wait.h>
#include <sys/xattr.h>
#include <time.h>
#include "base/base.h"
#include "live/conform/effect.h"

/* ---- /proc/self/status ------------------------------------------------- */

static int status_cmp(const struct effect_check *ck, int op)
{
	uint64_t v, want = (uint64_t)ck->v[1];

	if (kapi__proc_status(0, ck->s[0], &v))
		return -1;
	switch (op) {
	case 0: return v == want;
	case 1: return v >= want;
	case 2: return v <= want;
	case 3: return (v & want) == want;
	default: return !(v & want);
	}
}

static int k_status(const struct effect_check *ck) { return status_cmp(ck, 0); }
static int k_status_min(const struct effect_check *ck) { return status_cmp(ck, 1); }
static int k_status_max(const struct effect_check *ck) { return status_cmp(ck, 2); }
static int k_status_bits(const struct effect_check *ck) { return status_cmp(ck, 3); }
static int k_status_nobits(const struct effect_check *ck) { return status_cmp(ck, 4); }

static int k_locked(const struct effect_check *ck)
{
	uint64_t v;

	return kapi__proc_status(0, "VmLck", &v) ? -1 : v >= (uint64_t)ck->v[0];
}

/* ---- signals ----------------------------------------------------------- */

static int sig_in_mask(int64_t sig)
{
	uint64_t set = 0;

	if (sig < 1 || sig > 64 ||
	    syscall(SYS_rt_sigprocmask, SIG_BLOCK, NULL, &set, 8))
		return -1;
	return (int)(set >> (sig - 1) & 1);
}

static int k_sig_blocked(const struct effect_check *ck)
{
	return sig_in_mask(ck->v[0]);
}

/* ---- process state ----------------------------------------------------- */

static int k_umask(const struct effect_check *ck)
{
	mode_t m = umask(0);

	umask(m);
	return (int64_t)m == (ck->v[0] & 0777);
}

static int k_personality(const struct effect_check *ck)
{
	return personality(0xffffffff) == (int)ck->v[0];
}

static int k_fsuid(const struct effect_check *ck)
{
	/* -1 is no id: the call only answers the current one */
	return (int)syscall(SYS_setfsuid, -1) == (int)ck->v[0];
}

static int k_fsgid(const struct effect_check *ck)
{
	return (int)syscall(SYS_setfsgid, -1) == (int)ck->v[0];
}

static int k_ioprio(const struct effect_check *ck)
{
	long p = syscall(SYS_ioprio_get, (int)ck->v[0], (int)ck->v[1]);

	return p < 0 ? -1 : p == ck->v[2];
}

/* The policy without SCHED_RESET_ON_FORK. */
static int k_sched_policy(const struct effect_check *ck)
{
	int p = sched_getscheduler((pid_t)ck->v[0]);

	return p < 0 ? -1 : (p & ~0x40000000) == ((int)ck->v[1] & ~0x40000000);
}

static int k_sched_prio(const struct effect_check *ck)
{
	struct sched_param sp;

	return sched_getparam((pid_t)ck->v[0], &sp) ? -1 :
	       sp.sched_priority == (int)ck->v[1];
}

/* The mode of the policy at addr (the thread's with 0), flags apart. */
static int k_mempolicy(const struct effect_check *ck)
{
	int mode = -1;
	long r = syscall(SYS_get_mempolicy, &mode, NULL, 0UL, (void *)ck->v[0],
			 ck->v[0] ? 2UL /* MPOL_F_ADDR */ : 0UL);

	return r ? -1 : (mode & 0xff) == (ck->v[1] & 0xff);
}

/* The node the page at addr is on (move_pages asked with no nodes);
 * -1 for a page not faulted in, or past the low 64 nodes. */
static int node_of(int64_t addr)
{
	void *page = (void *)(uintptr_t)(addr & -sysconf(_SC_PAGESIZE));
	int status = -1;

	if (syscall(SYS_move_pages, 0, 1UL, &page, NULL, &status, 0) ||
	    status < 0 || status >= 64)
		return -1;
	return status;
}

/* The node the page at addr is on is one of the bits of mask (the low
 * 64 nodes); -1 for a page not faulted in. */
static int k_page_in(const struct effect_check *ck)
{
	int node = node_of(ck->v[0]);

	return node < 0 ? -1 : (int)((uint64_t)ck->v[1] >> node & 1);
}

/* The page at addr is on node (an int: the low half of the word). */
static int k_page_node(const struct effect_check *ck)
{
	int node = node_of(ck->v[0]);

	return node < 0 ? -1 : node == (int32_t)ck->v[1];
}

/*
 * No page of the process that /proc/self/numa_maps counts ("N<node>=")
 * is on a node of old that is not one of new (the low 64 nodes): what
 * migrate_pages moves away is gone.  -1 without numa_maps (no NUMA) or
 * without a page counted.
 */
static int k_pages_moved(const struct effect_check *ck)
{
	FILE *f = fopen("/proc/self/numa_maps", "re");
	char word[128];
	bool any = false;
	int ok = 1;

	if (!f)
		return -1;
	while (ok && fscanf(f, "%127s", word) == 1) {
		unsigned int node;
		unsigned long n;

		if (sscanf(word, "N%u=%lu", &node, &n) != 2 || !n)
			continue;
		any = true;
		if (node < 64 && ((uint64_t)ck->v[0] & ~(uint64_t)ck->v[1]) >> node & 1)
			ok = 0;
	}
	fclose(f);
	return any ? ok : -1;
}

/* The policy of struct sched_attr at attr (its second word). */
static int k_sched_attr(const struct effect_check *ck)
{
	const uint32_t *attr = (const uint32_t *)(uintptr_t)ck->v[1];
	int p = sched_getscheduler((pid_t)ck->v[0]);

	return p < 0 ? -1 : (p & ~0x40000000) == (int)(attr[1] & ~0x40000000u);
}

static int uts_is(const char *have, int64_t want, int64_t len, size_t cap)
{
	return len >= 0 && (size_t)len < cap &&
	       !memcmp(have, (const char *)want, (size_t)len) && !have[len];
}

static int k_hostname(const struct effect_check *ck)
{
	struct utsname u;

	return !uname(&u) && uts_is(u.nodename, ck->v[0], ck->v[1],
				    sizeof(u.nodename));
}

static int k_domainname(const struct effect_check *ck)
{
	struct utsname u;

	return !uname(&u) && uts_is(u.domainname, ck->v[0], ck->v[1],
				    sizeof(u.domainname));
}

static const struct { int64_t flag; const char *name; } ns_files[] = {
	{ CLONE_NEWNS, "mnt" }, { CLONE_NEWUTS, "uts" },
	{ CLONE_NEWIPC, "ipc" }, { CLONE_NEWNET, "net" },
	{ CLONE_NEWUSER, "user" }, { CLONE_NEWCGROUP, "cgroup" },
	{ CLONE_NEWPID, "pid_for_children" },
	{ 0x80, "time_for_children" },	/* CLONE_NEWTIME */
};
#define NS_FILES (sizeof(ns_files) / sizeof(ns_files[0]))

/* The namespaces the case child was in before its call (0: unknown). */
static ino_t ns_before[NS_FILES];

static ino_t ns_ino(size_t i)
{
	char path[64];
	struct stat st;

	snprintf(path, sizeof(path), "/proc/self/ns/%s", ns_files[i].name);
	return stat(path, &st) ? 0 : st.st_ino;
}

void conform__effect_ns_before(void)
{
	for (size_t i = 0; i < NS_FILES; i++)
		ns_before[i] = ns_ino(i);
}

/* Each CLONE_NEW* bit of flags: the namespace differs from the one the
 * case child was in before the call. */
static int k_ns_new(const struct effect_check *ck)
{
	for (size_t i = 0; i < NS_FILES; i++) {
		ino_t now;

		if (!(ck->v[0] & ns_files[i].flag))
			continue;
		now = ns_ino(i);
		if (!now || !ns_before[i])
			return -1;
		if (now == ns_before[i])
			return 0;
	}
	return 1;
}

static int k_caps(const struct effect_check *ck)
{
	struct __user_cap_header_struct h;
	struct __user_cap_data_struct got[2];
	const struct __user_cap_data_struct *want = (const void *)ck->v[1];
	int n;

	memcpy(&h, (const void *)ck->v[0], sizeof(h));
	h.pid = 0;
	n = h.version == _LINUX_CAPABILITY_VERSION_1 ? 1 : 2;
	if (syscall(SYS_capget, &h, got))
		return -1;
	for (int i = 0; i < n; i++)
		if (got[i].effective != want[i].effective ||
		    got[i].permitted != want[i].permitted ||
		    got[i].inheritable != want[i].inheritable)
			return 0;
	return 1;
}

/* The working directory is the one path named from the old one: the
 * link /proc/self/cwd ends with it. */
static int k_cwd_is(const struct effect_check *ck)
{
	const char *p = (const char *)ck->v[0];
	char cwd[4096];
	ssize_t n = readlink("/proc/self/cwd", cwd, sizeof(cwd) - 1);
	size_t len = strlen(p);

	if (n < 0)
		return -1;
	cwd[n] = '\0';
	while (len > 1 && p[len - 1] == '/')
		len--;
	if (*p == '/')
		return (size_t)n == len && !strncmp(cwd, p, len);
	return (size_t)n > len && cwd[(size_t)n - len - 1] == '/' &&
	       !strncmp(cwd + (size_t)n - len, p, len);
}

static int k_cwd_fd(const struct effect_check *ck)
{
	struct stat a, b;

	return !stat(".", &a) && !fstat((int)ck->v[0], &b) &&
	       a.st_dev == b.st_dev && a.st_ino == b.st_ino;
}

/* The soft limit of resource res is cur (the first word of a struct
 * rlimit: "*rlim"). */
static int k_rlimit(const struct effect_check *ck)
{
	struct rlimit r;

	if (getrlimit((int)ck->v[0], &r))
		return -1;
	return (uint64_t)r.rlim_cur == (uint64_t)ck->v[1];
}

static int k_fd_mode(const struct effect_check *ck)
{
	struct stat st;

	return !fstat((int)ck->v[0], &st) &&
	       (st.st_mode & 07777) == (ck->v[1] & 07777);
}

static int k_path_size(const struct effect_check *ck)
{
	struct stat st;

	return !stat((const char *)ck->v[0], &st) && st.st_size == ck->v[1];
}

/*
 * Signal sig's disposition, as SigIgn and SigCgt of /proc/self/status
 * show it, is handler h: SIG_DFL in neither, SIG_IGN in SigIgn, a
 * function in SigCgt.
 */
static int k_sig_disposition(const struct effect_check *ck)
{
	static const char *const fields[] = { "SigIgn", "SigCgt" };
	uint64_t v[2], ign, cgt, bit;

	if (ck->v[0] < 1 || ck->v[0] > 64 ||
	    kapi__proc_status_fields(0, fields, v, 2))
		return -1;
	ign = v[0];
	cgt = v[1];
	bit = 1ull << (ck->v[0] - 1);
	if (ck->v[1] == (int64_t)(uintptr_t)SIG_DFL)
		return !(ign & bit) && !(cgt & bit);
	if (ck->v[1] == (int64_t)(uintptr_t)SIG_IGN)
		return (ign & bit) && !(cgt & bit);
	return !(ign & bit) && (cgt & bit);
}

static int k_session_leader(const struct effect_check *ck)
{
	(void)ck;
	return getsid(0) == getpid();
}

/* ---- IPC objects, timers, keys ----------------------------------------- */

/* Whether SysV object id of kind (msg, sem, shm) still exists. */
static int ipc_there(const char *kind, int id)
{
	struct msqid_ds m;
	struct semid_ds s;
	struct shmid_ds h;
	int r;

	if (!strcmp(kind, "msg"))
		r = msgctl(id, IPC_STAT, &m);
	else if (!strcmp(kind, "sem"))
		r = semctl(id, 0, IPC_STAT, &s);
	else if (!strcmp(kind, "shm"))
		r = shmctl(id, IPC_STAT, &h);
	else
		return -1;
	if (r < 0 && errno != EINVAL && errno != EIDRM)
		return -1;
	return r >= 0;
}

static int k_ipc(const struct effect_check *ck)
{
	return ipc_there(ck->s[0], (int)ck->v[1]);
}

static int mq_there(const char *name)
{
	long fd = syscall(SYS_mq_open, name[0] == '/' ? name + 1 : name,
			  O_RDONLY | O_CLOEXEC, 0, NULL);

	if (fd >= 0)
		close((int)fd);
	return fd >= 0 ? 1 : errno == ENOENT ? 0 : -1;
}

static int k_mq(const struct effect_check *ck)
{
	return mq_there((const char *)ck->v[0]);
}

/* A POSIX timer: 1 armed, 0 disarmed, -1 no such timer (int ids). */
static int timer_state(int64_t id)
{
	struct { struct timespec interval, value; } it;

	if (syscall(SYS_timer_gettime, (int)id, &it))
		return -1;
	return it.value.tv_sec || it.value.tv_nsec;
}

static int k_timer(const struct effect_check *ck)
{
	return timer_state(ck->v[0]) >= 0;
}

static int k_no_timer(const struct effect_check *ck)
{
	return timer_state(ck->v[0]) < 0 && errno == EINVAL;
}

static int k_timer_armed(const struct effect_check *ck)
{
	int r = timer_state(ck->v[0]);

	return r < 0 ? 0 : r;
}

/* Armed exactly when struct itimerspec at setting has a nonzero value. */
static int k_timer_set(const struct effect_check *ck)
{
	const struct timespec *want = (const struct timespec *)(uintptr_t)ck->v[1];
	int r = timer_state(ck->v[0]);

	if (r < 0)
		return 0;
	return r == (want[1].tv_sec || want[1].tv_nsec);
}

/* Clock clk reads within 2 s of sec (a clock just set). */
static int k_clock_near(const struct effect_check *ck)
{
	struct timespec now;

	if (clock_gettime((clockid_t)ck->v[0], &now))
		return -1;
	return llabs((long long)now.tv_sec - (long long)ck->v[1]) <= 2;
}

/* struct timezone as one 64-bit word: minuteswest, then dsttime. */
static int k_timezone(const struct effect_check *ck)
{
	int tz[2];

	if (syscall(SYS_gettimeofday, NULL, tz))
		return -1;
	return (uint32_t)tz[0] == (uint32_t)ck->v[0] &&
	       (uint32_t)tz[1] == (uint32_t)((uint64_t)ck->v[0] >> 32);
}

/* Descriptor fd is one of the namespaces the caller is in now. */
static int k_in_ns(const struct effect_check *ck)
{
	static const char *const ns[] = { "mnt", "uts", "ipc", "net", "user",
		"cgroup", "pid", "time" };
	char path[64];
	struct stat want, have;

	if (fstat((int)ck->v[0], &want))
		return -1;
	for (size_t i = 0; i < sizeof(ns) / sizeof(ns[0]); i++) {
		snprintf(path, sizeof(path), "/proc/self/ns/%s", ns[i]);
		if (!stat(path, &have) && have.st_dev == want.st_dev &&
		    have.st_ino == want.st_ino)
			return 1;
	}
	return access("/proc/self/ns", F_OK) ? -1 : 0;
}

/* A process that exits now leaves a record in the file at path. */
static int k_acct_logs(const struct effect_check *ck)
{
	struct stat before, after;
	pid_t pid;

	if (stat((const char *)ck->v[0], &before))
		return 0;
	pid = fork();
	if (pid == 0)
		_exit(0);
	if (pid < 0)
		return -1;
	/* SIGCHLD is ignored: waiting ends with ECHILD once it is gone */
	while (waitpid(pid, NULL, 0) == -1 && errno == EINTR)
		;
	return !stat((const char *)ck->v[0], &after) &&
	       after.st_size > before.st_size;
}

/* A line of /proc/keys starts with the key's serial number in hex. */
static int k_key(const struct effect_check *ck)
{
	FILE *f = fopen("/proc/keys", "re");
	char line[256], want[24];
	int found = 0;

	if (!f)
		return -1;
	snprintf(want, sizeof(want), "%08x ", (unsigned int)ck->v[0]);
	while (!found && fgets(line, sizeof(line), f))
		found = !strncmp(line, want, strlen(want));
	fclose(f);
	return found;
}

/* The kernel log holds nothing to read from where it was last cleared
 * (SYSLOG_ACTION_READ_ALL reads 0 bytes). */
static int k_log_cleared(const struct effect_check *ck)
{
	char buf[256];
	long n = syscall(SYS_syslog, 3 /* SYSLOG_ACTION_READ_ALL */, buf,
			 (int)sizeof(buf));

	(void)ck;
	return n < 0 ? -1 : n == 0;
}

/* The console log level (kernel.printk's first field) is n, or the
 * minimum level (its third) where n is below that. */
static int k_console_level(const struct effect_check *ck)
{
	FILE *f = fopen("/proc/sys/kernel/printk", "re");
	int level, dflt, min;
	int n;

	if (!f)
		return -1;
	n = fscanf(f, "%d %d %d", &level, &dflt, &min);
	fclose(f);
	if (n != 3)
		return -1;
	return level == (ck->v[0] < min ? min : ck->v[0]);
}

static int k_tainted(const struct effect_check *ck)
{
	FILE *f = fopen("/proc/sys/kernel/tainted", "re");
	unsigned long long t;
	int n;

	if (!f)
		return -1;
	n = fscanf(f, "%llu", &t);
	fclose(f);
	return n != 1 ? -1 : (int)(t >> ck->v[0] & 1);
}

/* ---- the table --------------------------------------------------------- */

const struct effect_kind conform__effect_state_kinds[] = {
	{ "status", 2, 1, k_status, NULL },
	{ "status_min", 2, 1, k_status_min, NULL },
	{ "status_max", 2, 1, k_status_max, NULL },
	{ "status_bits", 2, 1, k_status_bits, NULL },
	{ "status_nobits", 2, 1, k_status_nobits, NULL },
	{ "locked", 1, 0, k_locked, NULL },
	{ "sig_blocked", 1, 0, k_sig_blocked, NULL },
	{ "umask", 1, 0, k_umask, NULL },
	{ "personality", 1, 0, k_personality, NULL },
	{ "fsuid", 1, 0, k_fsuid, NULL },
	{ "fsgid", 1, 0, k_fsgid, NULL },
	{ "ioprio", 3, 0, k_ioprio, NULL },
	{ "sched_policy", 2, 0, k_sched_policy, NULL },
	{ "sched_prio", 2, 0, k_sched_prio, NULL },
	{ "mempolicy", 2, 0, k_mempolicy, NULL },
	{ "sched_attr", 2, 0, k_sched_attr, NULL },
	{ "page_in", 2, 0, k_page_in, NULL },
	{ "page_node", 2, 0, k_page_node, NULL },
	{ "pages_moved", 2, 0, k_pages_moved, NULL },
	{ "hostname", 2, 0, k_hostname, NULL },
	{ "domainname", 2, 0, k_domainname, NULL },
	{ "ns_new", 1, 0, k_ns_new, NULL },
	{ "caps", 2, 0, k_caps, NULL },
	{ "ipc", 2, 1, k_ipc, NULL },
	{ "mq", 1, 0, k_mq, NULL },
	{ "timer", 1, 0, k_timer, NULL },
	{ "no_timer", 1, 0, k_no_timer, NULL },
	{ "timer_armed", 1, 0, k_timer_armed, NULL },
	{ "key", 1, 0, k_key, NULL },
	{ "timer_set", 2, 0, k_timer_set, NULL },
	{ "clock_near", 2, 0, k_clock_near, NULL },
	{ "timezone", 1, 0, k_timezone, NULL },
	{ "in_ns", 1, 0, k_in_ns, NULL },
	{ "acct_logs", 1, 0, k_acct_logs, NULL },
	{ "cwd_is", 1, 0, k_cwd_is, NULL },
	{ "cwd_fd", 1, 0, k_cwd_fd, NULL },
	{ "rlimit", 2, 0, k_rlimit, NULL },
	{ "fd_mode", 2, 0, k_fd_mode, NULL },
	{ "path_size", 2, 0, k_path_size, NULL },
	{ "sig_disposition", 2, 0, k_sig_disposition, NULL },
	{ "session_leader", 0, 0, k_session_leader, NULL },
	{ "tainted", 1, 0, k_tainted, NULL },
	{ "log_cleared", 0, 0, k_log_cleared, NULL },
	{ "console_level", 1, 0, k_console_level, NULL },
};

const size_t conform__effect_state_kind_count =
	sizeof(conform__effect_state_kinds) / sizeof(conform__effect_state_kinds[0]);

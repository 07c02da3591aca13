// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * Targets: what a call acts on, built by the case child in its own
 * scratch directory (a fresh tmpfs each case) so a valid call has
 * something valid to act on and a bad one something of the wrong kind.
 * Everything is made on first use; nothing here runs in the caller.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <sys/inotify.h>
#include <sys/ioctl.h>
#include <sys/ipc.h>
#include <sys/msg.h>
#include <sys/sem.h>
#include <sys/shm.h>
#include <sys/wait.h>
#include <linux/aio_abi.h>
#include <linux/fanotify.h>
#include <signal.h>
#include <time.h>
#include <sys/mman.h>
#include <sys/mount.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/timex.h>
#include <sys/signalfd.h>
#include <sys/timerfd.h>
#include <sys/uio.h>
#include <sys/un.h>
#include <sys/xattr.h>

#include "live/conform/conform.h"

#define BUF_SIZE (64 * 1024)
#define LONG_PATH 4200

struct conform_targets {
	uint64_t value[T__COUNT];
	bool built[T__COUNT];
	char *strings;		/* the path and string texts */
};

static struct conform_targets the_targets;

static long map(size_t len, int prot, unsigned int slot);

/* The fixed layout every case starts from. */
int conform__targets_build(struct conform_targets **out)
{
	struct conform_targets *t = &the_targets;
	static const char content[4096];
	int fd;

	memset(t, 0, sizeof(*t));
	fd = open("file", O_RDWR | O_CREAT | O_TRUNC, 0644);
	if (fd < 0)
		return -errno;
	if (write(fd, content, sizeof(content)) < 0) {
		close(fd);
		return -errno;
	}
	close(fd);
	if (mkdir("dir", 0755) || symlink("loop", "loop") ||
	    symlink("nowhere", "dangling"))
		return -errno;
	/* an attribute to read back; tmpfs keeps user xattrs from 6.6,
	 * before that a security one still makes the list non-empty */
	if (setxattr("file", "user.kapi", "v", 1, 0))
		setxattr("file", "security.kapi", "v", 1, 0);
	t->strings = (char *)map(2 * 4096 + LONG_PATH, PROT_READ | PROT_WRITE, 0);
	if (!t->strings)
		return -ENOMEM;
	*out = t;
	return 0;
}

static char *text(struct conform_targets *t, size_t off, const char *s)
{
	strcpy(t->strings + off, s);
	return t->strings + off;
}

/*
 * A mapping between two PROT_NONE guard pages: a call told a buffer is
 * huge (read, getrandom) faults at the guard instead of writing over the
 * next mapping, which may be the run's shared answers.  Each kind of
 * target has its own fixed address, so an address that leaks into an
 * argument (a futex count read from a pointer register) is the same
 * every run, whatever the tool's own address space layout.
 */
#define SLOT_BASE 0x200000000000ull
#define SLOT_SIZE 0x100000ull

static long map(size_t len, int prot, unsigned int slot)
{
	void *hint = (void *)(uintptr_t)(SLOT_BASE + slot * SLOT_SIZE);
	char *p = mmap(hint, len + 2 * 4096, PROT_NONE,
		       MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED_NOREPLACE, -1, 0);

	if (p == MAP_FAILED)
		p = mmap(NULL, len + 2 * 4096, PROT_NONE,
			 MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (p == MAP_FAILED)
		return 0;
	if (prot != PROT_NONE && mprotect(p + 4096, len, prot))
		return 0;
	return (long)(p + 4096);
}

void conform__targets_unmap(void)
{
	munmap((void *)(uintptr_t)SLOT_BASE, T__COUNT * SLOT_SIZE);
}

static long open_listener(void)
{
	struct sockaddr_un a = { .sun_family = AF_UNIX };
	int fd = socket(AF_UNIX, SOCK_STREAM | SOCK_NONBLOCK, 0);

	strcpy(a.sun_path, "sock");
	if (fd < 0 || bind(fd, (struct sockaddr *)&a, sizeof(a)) ||
	    listen(fd, 4))
		return -1;
	return fd;
}

/* struct mnt_id_req (6.8), a version 1 request of 32 bytes */
struct mnt_req {
	uint32_t size, spare;
	uint64_t mnt_id, param, mnt_ns_id;
};

#define LSMT_ROOT_ID 0xffffffffffffffffull
#define STATX_MNT_ID_UNIQUE_BIT 0x4000u
/* pidfs ioctl (6.11): the namespace fd of a pidfd's process */
#define PIDFD_GET_UTS_NAMESPACE_IOC _IO(0xFF, 10)

extern const ptrdiff_t __rseq_offset __attribute__((weak));
extern const unsigned int __rseq_size __attribute__((weak));

/* glibc's struct rseq of this thread: at __rseq_offset from the TCB */
static long rseq_area(void)
{
#ifdef __x86_64__
	char *tp;

	if (!&__rseq_size || !__rseq_size)
		return 0;
	__asm__ ("mov %%fs:0, %0" : "=r" (tp));
	return (long)(tp + __rseq_offset);
#elif defined(__aarch64__)
	char *tp;

	if (!&__rseq_size || !__rseq_size)
		return 0;
	__asm__ ("mrs %0, tpidr_el0" : "=r" (tp));
	return (long)(tp + __rseq_offset);
#else
	return 0;
#endif
}

/* The unique ID of the mount the case directory is on, or 0. */
static uint64_t cwd_mount_id(void)
{
	uint64_t stx[32] = { 0 };	/* struct statx, 256 bytes */

	if (syscall(SYS_statx, AT_FDCWD, ".", 0, STATX_MNT_ID_UNIQUE_BIT, stx))
		return 0;
	return stx[18];			/* stx_mnt_id, at byte 144 */
}

static long mnt_request(unsigned int slot, uint64_t mnt_id)
{
	struct mnt_req *r = (struct mnt_req *)map(4096, PROT_READ | PROT_WRITE,
						 slot);

	if (!r)
		return 0;
	r->size = sizeof(*r);
	r->mnt_id = mnt_id;
	return (long)r;
}

/*
 * A namespace fd: the pidfs ioctl (6.11), else the sandbox's own proc
 * mounted for a moment in the case directory (the chroot has no /proc).
 */
static long ns_fd(void)
{
	long pfd = syscall(SYS_pidfd_open, getpid(), 0), v = -1;

	if (pfd >= 0)
		v = ioctl((int)pfd, PIDFD_GET_UTS_NAMESPACE_IOC, 0);
	if (v >= 0 || mkdir("nsproc", 0755))
		return v;
	if (!mount("proc", "nsproc", "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC,
		   NULL)) {
		v = open("nsproc/self/ns/uts", O_RDONLY | O_CLOEXEC);
		umount2("nsproc", MNT_DETACH);
	}
	rmdir("nsproc");
	return v;
}

/* A child that exits at once, left unreaped: a pidfd of a dead process. */
static long zombie_pidfd(void)
{
	siginfo_t si;
	pid_t pid = fork();
	long fd;

	if (pid == 0)
		_exit(0);
	if (pid < 0)
		return -1;
	fd = syscall(SYS_pidfd_open, pid, 0);
	if (waitid(P_PID, (id_t)pid, &si, WEXITED | WNOWAIT))
		return -1;
	return fd;
}

static long shared_map(unsigned int slot)
{
	void *hint = (void *)(uintptr_t)(SLOT_BASE + slot * SLOT_SIZE);
	long fd = syscall(SYS_memfd_create, "kapi-shared", 0);
	void *p;

	if (fd < 0 || ftruncate((int)fd, 4 * 4096))
		return 0;
	p = mmap(hint, 4 * 4096, PROT_READ | PROT_WRITE, MAP_SHARED, (int)fd, 0);
	close((int)fd);
	return p == MAP_FAILED ? 0 : (long)p;
}

static long message_queue(void)
{
	struct { long mtype; char text[16]; } m = { 1, "kapi" };
	int id = msgget(IPC_PRIVATE, IPC_CREAT | 0600);

	if (id >= 0 && msgsnd(id, &m, sizeof(m.text), IPC_NOWAIT))
		return -1;
	return id;
}

static long posix_timer(void)
{
	struct sigevent ev = { .sigev_notify = SIGEV_NONE };
	int id = -1;

	if (syscall(SYS_timer_create, CLOCK_MONOTONIC, &ev, &id))
		return -1;
	return id;
}

/* struct futex_waitv (5.16) */
struct waitv {
	uint64_t val, uaddr;
	uint32_t flags, reserved;
};

#define FUTEX2_SIZE_U32_FLAG 0x02
#define FUTEX2_PRIVATE_FLAG 128

static long futex_waiters(unsigned int slot)
{
	char *p = (char *)map(4096, PROT_READ | PROT_WRITE, slot);
	struct waitv *w = (struct waitv *)p;

	if (!p)
		return 0;
	/* as many as a call takes (128), on words of 0 after them, with a
	 * value the words do not hold: a wait returns at once */
	for (int i = 0; i < 128; i++) {
		w[i].val = 1;
		w[i].uaddr = (uint64_t)(uintptr_t)(p + 3584 + 4 * i);
		w[i].flags = FUTEX2_SIZE_U32_FLAG | FUTEX2_PRIVATE_FLAG;
	}
	return (long)p;
}

/* struct landlock_ruleset_attr's first field and the path-beneath rule */
#define LANDLOCK_EXECUTE 1ull

static long landlock_ruleset(void)
{
	uint64_t handled = LANDLOCK_EXECUTE;

	return syscall(SYS_landlock_create_ruleset, &handled, sizeof(handled), 0);
}

static long landlock_beneath(unsigned int slot)
{
	char *p = (char *)map(4096, PROT_READ | PROT_WRITE, slot);
	int dfd = open("dir", O_PATH | O_DIRECTORY);
	int32_t fd32 = dfd;
	uint64_t allowed = LANDLOCK_EXECUTE;

	if (!p || dfd < 0)
		return 0;
	/* packed: u64 allowed_access, s32 parent_fd */
	memcpy(p, &allowed, 8);
	memcpy(p + 8, &fd32, 4);
	return (long)p;
}

/*
 * POSIX queue "kapi" in the sandbox's IPC namespace, one message in it:
 * a new one each case, since the namespace outlives the case child and
 * an old queue may be full.
 */
static long mqueue(void)
{
	long fd;

	syscall(SYS_mq_unlink, "kapi");
	fd = syscall(SYS_mq_open, "kapi", O_RDWR | O_CREAT | O_EXCL, 0600, NULL);

	if (fd >= 0 && syscall(SYS_mq_timedsend, fd, "kapi", 4, 0, NULL))
		return -1;
	return fd;
}

static uint64_t build(struct conform_targets *t, enum conform_target k);

/* Another target this one needs, built once. */
static uint64_t need(struct conform_targets *t, enum conform_target k)
{
	if (!t->built[k]) {
		t->value[k] = build(t, k);
		t->built[k] = true;
	}
	return t->value[k];
}

/* Descriptors that are one open() of the fixed layout. */
static const struct {
	uint8_t kind;
	const char *path;
	int flags;
} opened[] = {
	{ T_FD_FILE, "file", O_RDWR },
	{ T_FD_RDONLY, "file", O_RDONLY },
	{ T_FD_WRONLY, "file", O_WRONLY },
	{ T_FD_DIR, "dir", O_RDONLY | O_DIRECTORY },
	{ T_FD_OPATH, "file", O_PATH },
};

/* Paths and strings: the text, at its own place in the strings mapping. */
static const struct {
	uint8_t kind;
	uint16_t off;
	const char *text;
} texts[] = {
	{ T_PATH_FILE, 0, "file" },
	{ T_PATH_DIR, 64, "dir" },
	{ T_PATH_NEW, 128, "new" },
	{ T_PATH_NOTDIR, 192, "file/x" },
	{ T_PATH_LOOP, 256, "loop" },
	{ T_PATH_EMPTY, 320, "" },
	{ T_STRING, 384, "kapi" },
	{ T_XATTR_NAME, 448, "user.kapi" },
	{ T_PATH_DANGLING, 512, "dangling" },
	{ T_PATH_CWD, 640, "." },
};

/* Memory: a guarded mapping of len bytes, its first word set to first. */
static const struct {
	uint8_t kind;
	int prot;
	size_t len;
	uint64_t first;
} mapped[] = {
	{ T_BUF, PROT_READ | PROT_WRITE, BUF_SIZE, 0 },
	{ T_RO_PAGE, PROT_READ, 4096, 0 },
	{ T_MAP, PROT_READ | PROT_WRITE, 4 * 4096, 0 },
	{ T_MSGBUF, PROT_READ | PROT_WRITE, 4096, 1 },		/* mtype 1 */
	{ T_NODEMASK, PROT_READ | PROT_WRITE, 4096, 1 },	/* node 0 */
	{ T_LANDLOCK_ATTR, PROT_READ | PROT_WRITE, 4096, LANDLOCK_EXECUTE },
	/* _LINUX_CAPABILITY_VERSION_3 in the u32 version, pid 0 */
	{ T_CAP_HEADER, PROT_READ | PROT_WRITE, 4096, 0x20080522 },
	/* attr_set MOUNT_ATTR_RDONLY | MOUNT_ATTR_NOEXEC, the rest 0 */
	{ T_MOUNT_ATTR, PROT_READ | PROT_WRITE, 4096, 0x1 | 0x8 },
};

static long pipe_end(void)
{
	int fds[2];

	return pipe2(fds, O_NONBLOCK) ? -1 : fds[0];
}

/* One end of a unix stream pair; the other closed when peer_closed. */
static long pair_end(bool peer_closed)
{
	int fds[2];

	if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_NONBLOCK, 0, fds))
		return -1;
	if (peer_closed)
		close(fds[1]);
	return fds[0];
}

static long closed_fd(void)
{
	int fd = open("file", O_RDONLY);

	if (fd >= 0)
		close(fd);
	return fd;
}

static long memfd(void)
{
	long fd = syscall(SYS_memfd_create, "kapi", 0);

	return fd >= 0 && ftruncate((int)fd, 4 * 4096) ? -1 : fd;
}

/* the kind of fanotify group a user namespace's root may make */
static long fanotify_group(void)
{
	/* non-blocking: a read of no event answers at once */
	unsigned int flags = FAN_CLASS_NOTIF | FAN_NONBLOCK;
	long fd = syscall(SYS_fanotify_init, flags | FAN_REPORT_FID, O_RDONLY);

	return fd >= 0 ? fd : syscall(SYS_fanotify_init, flags, O_RDONLY);
}

static long io_uring_ring(unsigned int slot)
{
	char *params = (char *)map(4096, PROT_READ | PROT_WRITE, slot);

	return params ? syscall(SYS_io_uring_setup, 1, params) : -1;
}

static long pipe_write_end(void)
{
	int fds[2];

	return pipe2(fds, O_NONBLOCK) ? -1 : fds[1];
}

/* user-mode faults only: what an unprivileged process may ask for */
#define UFFD_USER_MODE_ONLY_FLAG 1
#define PERF_COUNT_SW_DUMMY_EVENT 9

static long userfault_fd(void)
{
	return syscall(SYS_userfaultfd, O_NONBLOCK | O_CLOEXEC |
		       UFFD_USER_MODE_ONLY_FLAG);
}

/* a dummy software event of this task, user space only */
static long perf_fd(void)
{
	uint32_t attr[32] = { 0 };	/* struct perf_event_attr, 128 bytes */

	attr[0] = 1;			/* PERF_TYPE_SOFTWARE */
	attr[1] = sizeof(attr);
	attr[2] = PERF_COUNT_SW_DUMMY_EVENT;
	attr[10] = 1u << 5 | 1u << 6;	/* exclude_kernel, exclude_hv */
	return syscall(SYS_perf_event_open, attr, 0, -1, -1, 0);
}

static long signal_fd(void)
{
	sigset_t set;

	sigemptyset(&set);
	sigaddset(&set, SIGUSR1);
	return signalfd(-1, &set, SFD_NONBLOCK);
}

/* The kinds of descriptor only the fd kinds' cases use. */
static long build_more_fd(enum conform_target k)
{
	switch (k) {
	case T_FD_PIPE_WRITE:	return pipe_write_end();
	case T_FD_TCP:		return socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK, 0);
	case T_FD_UDP:		return socket(AF_INET, SOCK_DGRAM | SOCK_NONBLOCK, 0);
	case T_FD_TCP6:		return socket(AF_INET6, SOCK_STREAM | SOCK_NONBLOCK, 0);
	case T_FD_UDP6:		return socket(AF_INET6, SOCK_DGRAM | SOCK_NONBLOCK, 0);
	case T_FD_NETLINK:	return socket(AF_NETLINK, SOCK_RAW | SOCK_NONBLOCK, 0);
	case T_FD_PACKET:	return socket(AF_PACKET, SOCK_DGRAM | SOCK_NONBLOCK, 0);
	case T_FD_SIGNALFD:	return signal_fd();
	case T_FD_USERFAULTFD:	return userfault_fd();
	case T_FD_PERF:		return perf_fd();
	case T_FD_DEVNULL:	return fcntl(CONFORM_DEVNULL_FD, F_DUPFD, 0);
	case T_FD_QUOTA:
		return conform__quota_fs(true) ? -1 :
		       open(CONFORM_QUOTA_DIR, O_RDONLY | O_DIRECTORY);
	default:		return -1;
	}
}

/* Descriptors made by a call of their own. */
static long build_fd(struct conform_targets *t, enum conform_target k)
{
	(void)t;
	switch (k) {
	case T_FD_PIPE:		return pipe_end();
	case T_FD_SOCKET:	return pair_end(false);
	case T_FD_PEER_CLOSED:	return pair_end(true);
	case T_FD_UNCONNECTED:	return socket(AF_UNIX, SOCK_STREAM | SOCK_NONBLOCK, 0);
	case T_FD_DGRAM:	return socket(AF_UNIX, SOCK_DGRAM | SOCK_NONBLOCK, 0);
	case T_FD_LISTEN:	return open_listener();
	case T_FD_CLOSED:	return closed_fd();
	case T_FD_MEMFD:	return memfd();
	case T_FD_EVENTFD:	return eventfd(0, EFD_NONBLOCK);
	case T_FD_EPOLL:	return epoll_create1(0);
	case T_FD_TIMERFD:	return timerfd_create(CLOCK_MONOTONIC, TFD_NONBLOCK);
	case T_FD_INOTIFY:	return inotify_init1(IN_NONBLOCK);
	case T_FD_PIDFD:	return syscall(SYS_pidfd_open, getpid(), 0);
	case T_FD_FANOTIFY:	return fanotify_group();
	case T_FD_NS:		return ns_fd();
	case T_FD_PIDFD_ZOMBIE:	return zombie_pidfd();
	case T_FD_MQUEUE:	return mqueue();
	case T_FD_IO_URING:	return io_uring_ring(k);
	case T_FD_LANDLOCK:	return landlock_ruleset();
	default:		return build_more_fd(k);
	}
}

static long unmapped(unsigned int slot)
{
	long v = map(4096, PROT_NONE, slot);

	if (v)
		munmap((void *)v, 4096);
	return v;
}

/*
 * One struct iovec, or a struct msghdr holding it: a call that moves 0
 * bytes returns before it looks at its flags, so it gets 16 to move.
 * T_IOVEC_FILLED's bytes are set, so a write of zeros over them shows.
 */
static long io_vector(enum conform_target k)
{
	char *p = (char *)map(4096, PROT_READ | PROT_WRITE, k);
	struct iovec *iov = (struct iovec *)(p + 256);
	struct msghdr *mh = (struct msghdr *)p;

	if (!p)
		return 0;
	iov->iov_base = p + 1024;
	iov->iov_len = 16;
	if (k == T_IOVEC_FILLED) {
		memset(p + 1024, 0xa5, 16);
		memset(p + 1040, 0x5a, 16);
	}
	mh->msg_iov = iov;
	mh->msg_iovlen = 1;
	return k == T_MSGHDR ? (long)mh : (long)iov;
}

static long long_path(struct conform_targets *t)
{
	memset(t->strings + 4096, 'a', LONG_PATH);
	t->strings[4096 + LONG_PATH] = '\0';
	return (long)(t->strings + 4096);
}

static long shm_attached(void)
{
	int id = shmget(IPC_PRIVATE, 4096, IPC_CREAT | 0600);
	void *p = id < 0 ? (void *)-1 : shmat(id, NULL, 0);

	return p == (void *)-1 ? 0 : (long)p;
}

static long aio_context(void)
{
	aio_context_t ctx = 0;

	return syscall(SYS_io_setup, 1, &ctx) ? 0 : (long)ctx;
}

/* glibc registers an rseq area for each thread; without it, a buffer */
static long rseq_or_buffer(unsigned int slot)
{
	long v = rseq_area();

	return v ? v : map(4096, PROT_READ | PROT_WRITE, slot);
}

static long unix_address(unsigned int slot)
{
	struct sockaddr_un *a = (struct sockaddr_un *)map(4096,
				PROT_READ | PROT_WRITE, slot);

	if (a) {
		a->sun_family = AF_UNIX;
		strcpy(a->sun_path, "bound");
	}
	return (long)a;
}

static long inotify_watch(struct conform_targets *t)
{
	long fd = (long)need(t, T_FD_INOTIFY);

	return fd < 0 ? -1 : inotify_add_watch((int)fd, "file", IN_MODIFY);
}

static long mq_name(struct conform_targets *t)
{
	return need(t, T_FD_MQUEUE) == (uint64_t)-1 ? -1 :
	       (long)text(t, 576, "kapi");
}

/* An array of one page pointer, to the array's own page, written to. */
static long page_list(enum conform_target k)
{
	void **p = (void **)map(4096, PROT_READ | PROT_WRITE, k);

	if (p)
		p[0] = p;
	return (long)p;
}

/* A struct timex that sets the estimated error, a value that only
 * reports (it steers nothing) and stays as set. */
static long timex_request(enum conform_target k)
{
	struct timex *tx = (struct timex *)map(4096, PROT_READ | PROT_WRITE, k);

	if (tx) {
		tx->modes = ADJ_ESTERROR;
		tx->esterror = 4242;
	}
	return (long)tx;
}

/* A struct lsm_ctx for AppArmor (LSM_ID_APPARMOR) asking the profile
 * "unconfined" for the next exec. */
static long lsm_context(enum conform_target k)
{
	static const char value[] = "exec unconfined";
	uint64_t *c = (uint64_t *)map(4096, PROT_READ | PROT_WRITE, k);

	if (c) {
		c[0] = 104;			/* id */
		c[3] = sizeof(value);		/* ctx_len, with its NUL */
		c[2] = 4 * 8 + sizeof(value);	/* len */
		memcpy(c + 4, value, sizeof(value));
	}
	return (long)c;
}

static long cwd_device(void)
{
	struct stat st;

	return stat(".", &st) ? 0 : (long)st.st_dev;
}

/* A program an exec case runs (effect_exec.c writes it), and an argv
 * naming it; 0 when either cannot be made. */
static long exec_program(struct conform_targets *t)
{
	return conform__exec_prog_write("prog") ? 0 : (long)text(t, 768, "prog");
}

static long exec_argv(struct conform_targets *t, enum conform_target k)
{
	char **v = (char **)map(4096, PROT_READ | PROT_WRITE, k);

	if (v)
		v[0] = text(t, 832, "prog");
	return (long)v;
}

/* The path of a swap area (effect_swap.c); where none could be made it
 * names nothing, and the call fails as the base does (ENOENT). */
static long swap_area(struct conform_targets *t, bool in_use)
{
	conform__swap_area(in_use);
	return (long)text(t, 896, CONFORM_SWAP_DEV);
}

/* Memory, paths and the objects calls act on by ID or address. */
static long build_other(struct conform_targets *t, enum conform_target k)
{
	switch (k) {
	case T_UNMAPPED:	return unmapped(k);
	case T_IOVEC:
	case T_IOVEC_FILLED:
	case T_MSGHDR:		return io_vector(k);
	case T_PATH_LONG:	return long_path(t);
	case T_PID_SELF:	return getpid();
	case T_SHARED_MAP:	return shared_map(k);
	case T_SHM_ID:		return shmget(IPC_PRIVATE, 4096, IPC_CREAT | 0600);
	case T_SHM_ADDR:	return shm_attached();
	case T_MSG_ID:		return message_queue();
	case T_SEM_ID:		return semget(IPC_PRIVATE, 1, IPC_CREAT | 0600);
	case T_TIMER_ID:	return posix_timer();
	case T_AIO_CTX:		return aio_context();
	case T_MNT_REQ_ROOT:	return mnt_request(k, LSMT_ROOT_ID);
	case T_MNT_REQ_CWD:	return mnt_request(k, cwd_mount_id());
	case T_RSEQ_AREA:	return rseq_or_buffer(k);
	case T_LANDLOCK_BENEATH: return landlock_beneath(k);
	case T_FUTEX_WAITV:	return futex_waiters(k);
	case T_SOCKADDR_UN:	return unix_address(k);
	case T_INOTIFY_WD:	return inotify_watch(t);
	case T_MQ_NAME:		return mq_name(t);
	case T_DEV_CWD:		return cwd_device();
	case T_PAGE_LIST:	return page_list(k);
	case T_TIMEX:		return timex_request(k);
	case T_LSM_CTX:		return lsm_context(k);
	case T_PATH_EXEC:	return exec_program(t);
	case T_EXEC_ARGV:	return exec_argv(t, k);
	case T_SWAP_AREA:
	case T_SWAP_ON:		return swap_area(t, k == T_SWAP_ON);
	/* where the file system cannot be made they name nothing */
	case T_QUOTA_DEV:
		conform__quota_fs(false);
		return (long)text(t, 960, CONFORM_QUOTA_DEV);
	case T_QUOTA_FILE:
		conform__quota_fs(false);
		return (long)text(t, 1024, CONFORM_QUOTA_FILE);
	default:		return 0;
	}
}

/* A mapping of the table, its first word set; 0 when it cannot be made. */
static long build_mapped(size_t i)
{
	long v = map(mapped[i].len, mapped[i].prot, mapped[i].kind);

	if (v && mapped[i].first) {
		if (mapped[i].kind == T_CAP_HEADER)
			*(uint32_t *)v = (uint32_t)mapped[i].first;
		else
			*(uint64_t *)v = mapped[i].first;
	}
	return v;
}

static uint64_t build(struct conform_targets *t, enum conform_target k)
{
	for (size_t i = 0; i < KAPI_ARRAY_SIZE(opened); i++)
		if (opened[i].kind == k)
			return (uint64_t)(long)open(opened[i].path, opened[i].flags);
	for (size_t i = 0; i < KAPI_ARRAY_SIZE(texts); i++)
		if (texts[i].kind == k)
			return (uint64_t)(long)text(t, texts[i].off, texts[i].text);
	for (size_t i = 0; i < KAPI_ARRAY_SIZE(mapped); i++)
		if (mapped[i].kind == k)
			return (uint64_t)build_mapped(i);
	if (conform__target_is_fd(k))
		return (uint64_t)build_fd(t, k);
	return (uint64_t)build_other(t, k);
}

uint64_t conform__arg_value(struct conform_targets *t,
			    const struct conform_arg *a)
{
	if (a->target == T_VALUE || a->target >= T__COUNT)
		return (uint64_t)a->value;
	return need(t, a->target) + (uint64_t)a->value;
}

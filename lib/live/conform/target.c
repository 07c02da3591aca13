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

static uint64_t build(struct conform_targets *t, enum conform_target k)
{
	int fds[2];
	long v = -1;

	switch (k) {
	case T_FD_FILE:
		v = open("file", O_RDWR);
		break;
	case T_FD_RDONLY:
		v = open("file", O_RDONLY);
		break;
	case T_FD_WRONLY:
		v = open("file", O_WRONLY);
		break;
	case T_FD_DIR:
		v = open("dir", O_RDONLY | O_DIRECTORY);
		break;
	case T_FD_PIPE:
		if (!pipe2(fds, O_NONBLOCK))
			v = fds[0];
		break;
	case T_FD_SOCKET:
		if (!socketpair(AF_UNIX, SOCK_STREAM | SOCK_NONBLOCK, 0, fds))
			v = fds[0];
		break;
	case T_FD_UNCONNECTED:
		v = socket(AF_UNIX, SOCK_STREAM | SOCK_NONBLOCK, 0);
		break;
	case T_FD_DGRAM:
		v = socket(AF_UNIX, SOCK_DGRAM | SOCK_NONBLOCK, 0);
		break;
	case T_FD_PEER_CLOSED:
		if (!socketpair(AF_UNIX, SOCK_STREAM | SOCK_NONBLOCK, 0, fds)) {
			close(fds[1]);
			v = fds[0];
		}
		break;
	case T_FD_LISTEN:
		v = open_listener();
		break;
	case T_FD_OPATH:
		v = open("file", O_PATH);
		break;
	case T_FD_CLOSED:
		v = open("file", O_RDONLY);
		if (v >= 0)
			close((int)v);
		break;
	case T_FD_MEMFD:
		v = syscall(SYS_memfd_create, "kapi", 0);
		if (v >= 0 && ftruncate((int)v, 4 * 4096))
			v = -1;
		break;
	case T_FD_EVENTFD:
		v = eventfd(0, EFD_NONBLOCK);
		break;
	case T_FD_EPOLL:
		v = epoll_create1(0);
		break;
	case T_FD_TIMERFD:
		v = timerfd_create(CLOCK_MONOTONIC, TFD_NONBLOCK);
		break;
	case T_FD_INOTIFY:
		v = inotify_init1(IN_NONBLOCK);
		break;
	case T_FD_PIDFD:
		v = syscall(SYS_pidfd_open, getpid(), 0);
		break;
	case T_BUF:
		v = map(BUF_SIZE, PROT_READ | PROT_WRITE, k);
		break;
	case T_RO_PAGE:
		v = map(4096, PROT_READ, k);
		break;
	case T_UNMAPPED:
		v = map(4096, PROT_NONE, k);
		if (v)
			munmap((void *)v, 4096);
		break;
	case T_MAP:
		v = map(4 * 4096, PROT_READ | PROT_WRITE, k);
		break;
	case T_IOVEC:
	case T_MSGHDR: {
		/* a call that moves 0 bytes returns before it looks at its
		 * flags: give it 16 to move */
		char *p = (char *)map(4096, PROT_READ | PROT_WRITE, k);
		struct iovec *iov = (struct iovec *)(p + 256);
		struct msghdr *mh = (struct msghdr *)p;

		if (!p)
			break;
		iov->iov_base = p + 1024;
		iov->iov_len = 16;
		mh->msg_iov = iov;
		mh->msg_iovlen = 1;
		v = k == T_IOVEC ? (long)iov : (long)mh;
		break;
	}
	case T_PATH_FILE:
		v = (long)text(t, 0, "file");
		break;
	case T_PATH_DIR:
		v = (long)text(t, 64, "dir");
		break;
	case T_PATH_NEW:
		v = (long)text(t, 128, "new");
		break;
	case T_PATH_NOTDIR:
		v = (long)text(t, 192, "file/x");
		break;
	case T_PATH_LOOP:
		v = (long)text(t, 256, "loop");
		break;
	case T_PATH_EMPTY:
		v = (long)text(t, 320, "");
		break;
	case T_PATH_DANGLING:
		v = (long)text(t, 512, "dangling");
		break;
	case T_STRING:
		v = (long)text(t, 384, "kapi");
		break;
	case T_XATTR_NAME:
		v = (long)text(t, 448, "user.kapi");
		break;
	case T_PATH_LONG:
		memset(t->strings + 4096, 'a', LONG_PATH);
		t->strings[4096 + LONG_PATH] = '\0';
		v = (long)(t->strings + 4096);
		break;
	case T_PID_SELF:
		v = getpid();
		break;
	case T_FD_FANOTIFY:
		/* the kind of group a user namespace's root may make */
		v = syscall(SYS_fanotify_init, FAN_CLASS_NOTIF | FAN_REPORT_FID,
			    O_RDONLY);
		if (v < 0)
			v = syscall(SYS_fanotify_init, FAN_CLASS_NOTIF, O_RDONLY);
		break;
	case T_FD_NS:
		v = ns_fd();
		break;
	case T_FD_PIDFD_ZOMBIE:
		v = zombie_pidfd();
		break;
	case T_SHARED_MAP:
		v = shared_map(k);
		break;
	case T_SHM_ID:
		v = shmget(IPC_PRIVATE, 4096, IPC_CREAT | 0600);
		break;
	case T_SHM_ADDR: {
		int id = shmget(IPC_PRIVATE, 4096, IPC_CREAT | 0600);
		void *p = id < 0 ? (void *)-1 : shmat(id, NULL, 0);

		v = p == (void *)-1 ? 0 : (long)p;
		break;
	}
	case T_MSG_ID:
		v = message_queue();
		break;
	case T_MSGBUF:
		v = map(4096, PROT_READ | PROT_WRITE, k);
		if (v)
			*(long *)v = 1;
		break;
	case T_SEM_ID:
		v = semget(IPC_PRIVATE, 1, IPC_CREAT | 0600);
		break;
	case T_TIMER_ID:
		v = posix_timer();
		break;
	case T_AIO_CTX: {
		aio_context_t ctx = 0;

		v = syscall(SYS_io_setup, 1, &ctx) ? 0 : (long)ctx;
		break;
	}
	case T_MNT_REQ_ROOT:
		v = mnt_request(k, LSMT_ROOT_ID);
		break;
	case T_MNT_REQ_CWD:
		v = mnt_request(k, cwd_mount_id());
		break;
	case T_RSEQ_AREA:
		/* glibc registers one for each thread; without it, a buffer */
		v = rseq_area();
		if (!v)
			v = map(4096, PROT_READ | PROT_WRITE, k);
		break;
	case T_NODEMASK:
		v = map(4096, PROT_READ | PROT_WRITE, k);
		if (v)
			*(unsigned long *)v = 1;
		break;
	case T_FD_LANDLOCK:
		v = landlock_ruleset();
		break;
	case T_LANDLOCK_BENEATH:
		v = landlock_beneath(k);
		break;
	case T_FUTEX_WAITV:
		v = futex_waiters(k);
		break;
	case T_SOCKADDR_UN: {
		struct sockaddr_un *a = (struct sockaddr_un *)map(4096,
					PROT_READ | PROT_WRITE, k);

		if (a) {
			a->sun_family = AF_UNIX;
			strcpy(a->sun_path, "bound");
		}
		v = (long)a;
		break;
	}
	case T_CAP_HEADER: {
		uint32_t *h = (uint32_t *)map(4096, PROT_READ | PROT_WRITE, k);

		if (h)
			h[0] = 0x20080522;	/* _LINUX_CAPABILITY_VERSION_3 */
		v = (long)h;
		break;
	}
	case T_INOTIFY_WD: {
		long fd = (long)need(t, T_FD_INOTIFY);

		v = fd < 0 ? -1 : inotify_add_watch((int)fd, "file", IN_MODIFY);
		break;
	}
	case T_FD_MQUEUE:
		v = mqueue();
		break;
	case T_MQ_NAME:
		if (need(t, T_FD_MQUEUE) != (uint64_t)-1)
			v = (long)text(t, 576, "kapi");
		break;
	case T_FD_IO_URING: {
		char *params = (char *)map(4096, PROT_READ | PROT_WRITE, k);

		if (params)
			v = syscall(SYS_io_uring_setup, 1, params);
		break;
	}
	case T_LANDLOCK_ATTR:
		v = map(4096, PROT_READ | PROT_WRITE, k);
		if (v)
			*(uint64_t *)v = LANDLOCK_EXECUTE;
		break;
	case T_DEV_CWD: {
		struct stat st;

		v = stat(".", &st) ? 0 : (long)st.st_dev;
		break;
	}
	default:
		v = 0;
		break;
	}
	return (uint64_t)v;
}

uint64_t conform__arg_value(struct conform_targets *t,
			    const struct conform_arg *a)
{
	if (a->target == T_VALUE || a->target >= T__COUNT)
		return (uint64_t)a->value;
	return need(t, a->target) + (uint64_t)a->value;
}

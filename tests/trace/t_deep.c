// SPDX-License-Identifier: GPL-2.0
/*
 * Valid calls of the syscalls with deep specs, made directly with
 * syscall(2) so the libc cannot pick another call.  kapi trace must print
 * nothing for them: every argument is inside its spec and every errno
 * the kernel might return is listed.  The program prints the name of each
 * call it made, for the test to compare with kapi trace --summary.
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <linux/futex.h>
#include <linux/openat2.h>
#include <linux/sched.h>
#include <signal.h>
#include <stdio.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <linux/close_range.h>
#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/random.h>
#include <sys/socket.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <sys/syscall.h>
#include <sys/uio.h>
#include <sys/un.h>
#include <sys/utsname.h>
#include <sys/wait.h>
#include <time.h>
#include <asm/prctl.h>
#include <linux/capability.h>
#include <sys/sysinfo.h>
#include <sys/signalfd.h>
#include <sys/xattr.h>
#include <sys/file.h>
#include <errno.h>
#include <sys/time.h>
#include <sys/select.h>
#include <sys/inotify.h>
#include <sys/timerfd.h>
#include <unistd.h>
#include <sched.h>
#include <sys/mount.h>
#include <linux/mount.h>
#include <linux/fanotify.h>
#include <linux/quota.h>
#include <linux/aio_abi.h>
#include <linux/io_uring.h>
#include <linux/userfaultfd.h>
#include <sys/ioctl.h>
#include <mqueue.h>
#include <sys/ipc.h>
#include <sys/msg.h>
#include <sys/sem.h>
#include <sys/shm.h>
#include <stdint.h>
#include <linux/keyctl.h>
#include <linux/landlock.h>
#include <linux/perf_event.h>
#include <linux/seccomp.h>
#include <sys/ptrace.h>

#ifndef SYS_epoll_pwait2
#define SYS_epoll_pwait2 441
#endif
#ifndef SYS_close_range
#define SYS_close_range 436
#endif

#ifndef SYS_futex_waitv
#define SYS_futex_waitv 449
#endif
#ifndef SYS_futex_wake
#define SYS_futex_wake 454
#define SYS_futex_wait 455
#define SYS_futex_requeue 456
#endif
#ifndef FUTEX2_SIZE_U32
#define FUTEX2_SIZE_U32 0x02
#define FUTEX2_PRIVATE 128
#endif

#define CALL(name, ...) \
	do { \
		syscall(SYS_##name, __VA_ARGS__); \
		printf("CALLED %s\n", #name); \
	} while (0)

static char page[4096] __attribute__((aligned(4096)));

static void files(const char *dir)
{
	struct open_how how = { .flags = O_RDONLY, .resolve = RESOLVE_NO_SYMLINKS };
	char buf[64], d1[256], d2[256];
	struct iovec iov = { buf, sizeof(buf) };
	struct statx stx;
	struct stat st;
	int fd, fd2, fd3;

	fd = (int)syscall(SYS_open, "/dev/null", O_RDWR | O_CLOEXEC);
	printf("CALLED open\n");
	/* without O_CREAT the mode register is never read: any value */
	fd2 = (int)syscall(SYS_openat, AT_FDCWD, "/dev/null", O_RDONLY,
			   0xdeadbeef);
	printf("CALLED openat\n");
	fd3 = (int)syscall(SYS_openat2, AT_FDCWD, "/dev/null", &how, sizeof(how));
	printf("CALLED openat2\n");
	CALL(read, fd, buf, sizeof(buf));
	CALL(read, fd, NULL, 0);	/* a zero-length buffer is never touched */
	CALL(write, fd, "x", 1);
	CALL(pread64, fd, buf, sizeof(buf), 0);
	CALL(pwrite64, fd, "x", 1, 4096);
	CALL(readv, fd, &iov, 1);
	CALL(writev, fd, &iov, 1);
	CALL(lseek, fd, 0, SEEK_SET);
	CALL(fcntl, fd, F_GETFL, 0);
	CALL(fcntl, fd, F_SETFD, FD_CLOEXEC);
	CALL(dup3, fd, 100, O_CLOEXEC);
	CALL(close, 100);
	CALL(newfstatat, AT_FDCWD, "/", &st, 0);
	CALL(statx, AT_FDCWD, "/", AT_SYMLINK_NOFOLLOW, STATX_BASIC_STATS, &stx);
	CALL(statx, fd, NULL, AT_EMPTY_PATH, STATX_BASIC_STATS, &stx);
	snprintf(d1, sizeof(d1), "%s/a", dir);
	snprintf(d2, sizeof(d2), "%s/b", dir);
	CALL(mkdirat, AT_FDCWD, d1, 0700);
	CALL(renameat2, AT_FDCWD, d1, AT_FDCWD, d2, RENAME_NOREPLACE);
	CALL(unlinkat, AT_FDCWD, d2, AT_REMOVEDIR);
	CALL(close, fd3);
	CALL(close, fd2);
	CALL(close, fd);
}

/* paths.c: links, listings, access checks, cwd, statistics, syncing */
static void paths(const char *dir)
{
	char buf[256], file[300];
	struct statfs sfs;
	int dfd, fd;

	CALL(readlink, "/proc/self/exe", buf, sizeof(buf));
	CALL(readlinkat, AT_FDCWD, "/proc/self/exe", buf, sizeof(buf));
	dfd = open("/", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	CALL(getdents64, dfd, buf, sizeof(buf));
	CALL(access, "/", R_OK);
	CALL(faccessat, AT_FDCWD, "/", F_OK);
	CALL(faccessat2, AT_FDCWD, "/", R_OK | X_OK, AT_EACCESS);
	CALL(getcwd, buf, sizeof(buf));
	CALL(chdir, dir);
	CALL(fchdir, dfd);
	CALL(statfs, "/", &sfs);
	CALL(fstatfs, dfd, &sfs);
	snprintf(file, sizeof(file), "%s/f", dir);
	fd = open(file, O_RDWR | O_CREAT | O_CLOEXEC, 0600);
	CALL(ftruncate, fd, 4096);
	CALL(fsync, fd);
	CALL(fdatasync, fd);
	CALL(unlink, file);
	close(fd);
	close(dfd);
}

static void fds(void)
{
	struct epoll_event ev = { .events = EPOLLIN }, out[4];
	struct timespec zero = { 0, 0 };
	unsigned int futex_word = 0;
	char buf[16];
	int p[2], efd, ep, mfd, pidfd;

	CALL(pipe2, p, O_CLOEXEC | O_NONBLOCK);
	efd = (int)syscall(SYS_eventfd2, 0, EFD_CLOEXEC);
	printf("CALLED eventfd2\n");
	ep = (int)syscall(SYS_epoll_create1, EPOLL_CLOEXEC);
	printf("CALLED epoll_create1\n");
	CALL(epoll_ctl, ep, EPOLL_CTL_ADD, efd, &ev);
	CALL(epoll_pwait2, ep, out, 4, &zero, NULL, 8);
	mfd = (int)syscall(SYS_memfd_create, "t_deep", MFD_CLOEXEC | MFD_ALLOW_SEALING);
	printf("CALLED memfd_create\n");
	CALL(getrandom, buf, sizeof(buf), GRND_NONBLOCK);
	CALL(futex, &futex_word, FUTEX_WAKE_PRIVATE, 1, NULL, NULL, 0);
	pidfd = (int)syscall(SYS_pidfd_open, getpid(), 0);
	printf("CALLED pidfd_open\n");
	CALL(close_range, 200, ~0U, CLOSE_RANGE_CLOEXEC);
	close(pidfd);
	close(mfd);
	close(ep);
	close(efd);
	close(p[0]);
	close(p[1]);
}

static void memory(void)
{
	void *m = mmap(NULL, 8192, PROT_READ | PROT_WRITE,
		       MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

	printf("CALLED mmap\n");
	CALL(mprotect, m, 4096, PROT_READ);
	CALL(madvise, m, 8192, MADV_DONTNEED);
	CALL(munmap, m, 8192);
	CALL(brk, 0);
	CALL(mlock, page, sizeof(page));
	CALL(munlock, page, sizeof(page));
}

static void processes(void)
{
	struct clone_args args = { .exit_signal = SIGCHLD };
	unsigned long long set = 0, old[4];
	siginfo_t info;
	long pid;
	int status;

	CALL(rt_sigaction, SIGUSR1, NULL, old, 8);
	CALL(rt_sigprocmask, SIG_BLOCK, &set, NULL, 8);
	CALL(prctl, PR_GET_DUMPABLE, 0, 0, 0, 0);
	fflush(stdout);
	pid = syscall(SYS_clone, SIGCHLD, 0, NULL, NULL, 0);
	if (pid == 0) {
		/* the child's own clear-tid address: it exits next */
		CALL(set_tid_address, NULL);
		_exit(0);
	}
	printf("CALLED clone\n");
	CALL(wait4, pid, &status, 0, NULL);
	fflush(stdout);
	pid = syscall(SYS_clone3, &args, sizeof(args));
	if (pid == 0)
		_exit(0);
	printf("CALLED clone3\n");
	CALL(waitid, P_PID, pid, &info, WEXITED, NULL);
}

static void sockets(void)
{
	struct sockaddr_un addr = { .sun_family = AF_UNIX };
	socklen_t len = offsetof(struct sockaddr_un, sun_path) + 12;
	char byte = 'x';
	struct iovec iov = { &byte, 1 };
	struct msghdr msg = { .msg_iov = &iov, .msg_iovlen = 1 };
	int s, c, a;

	/* an abstract address: nothing to clean up */
	snprintf(addr.sun_path + 1, sizeof(addr.sun_path) - 1, "kapi%07d",
		 (int)getpid());
	s = (int)syscall(SYS_socket, AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
	printf("CALLED socket\n");
	CALL(bind, s, &addr, len);
	listen(s, 1);
	c = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
	CALL(connect, c, &addr, len);
	a = (int)syscall(SYS_accept4, s, NULL, NULL, SOCK_CLOEXEC);
	printf("CALLED accept4\n");
	CALL(sendmsg, c, &msg, MSG_NOSIGNAL);
	CALL(recvmsg, a, &msg, 0);
	CALL(sendto, c, "y", 1, MSG_NOSIGNAL, NULL, 0);
	CALL(recvfrom, a, &byte, 1, 0, NULL, NULL);
	len = sizeof(addr);
	CALL(getsockname, s, &addr, &len);
	len = sizeof(addr);
	CALL(getpeername, c, &addr, &len);
	{
		int v = 65536, sv[2];
		socklen_t vl = sizeof(v);

		CALL(setsockopt, c, SOL_SOCKET, SO_SNDBUF, &v, sizeof(v));
		CALL(getsockopt, c, SOL_SOCKET, SO_TYPE, &v, &vl);
		CALL(shutdown, c, SHUT_WR);
		CALL(socketpair, AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, sv);
		close(sv[0]);
		close(sv[1]);
	}
	close(a);
	close(c);
	close(s);
}

/* time_signal.c: sleeping, polling, signals, per-thread set-up */
static void time_signal(void)
{
	struct timespec tiny = { 0, 1000 }, zero = { 0, 0 };
	struct { unsigned long long cur, max; } lim;
	struct utsname uts;
	void *head;
	size_t hlen;

	CALL(nanosleep, &tiny, NULL);
	CALL(clock_nanosleep, CLOCK_MONOTONIC, 0, &tiny, NULL);
	CALL(poll, NULL, 0, 0);
	CALL(ppoll, NULL, 0, &zero, NULL, 0);
	CALL(kill, getpid(), 0);
	CALL(tgkill, getpid(), (pid_t)syscall(SYS_gettid), 0);
	CALL(prlimit64, 0, RLIMIT_NOFILE, NULL, &lim);
	/* set the list the C library registered back to itself */
	if (!syscall(SYS_get_robust_list, 0, &head, &hlen))
		CALL(set_robust_list, head, hlen);
	/* the registered area again: EINVAL or EBUSY, both listed */
	CALL(rseq, NULL, 32, 0, 0);
	CALL(uname, &uts);
	CALL(sched_yield, 0);
}

/* identities kept as they are, vectored I/O, syncing, and signals */
static void credentials(const char *dir)
{
	char a[16] = "abcdefgh", b[16], path[300];
	struct iovec iov[2] = { { a, 4 }, { a + 4, 4 } }, riov = { b, 8 };
	unsigned long long set = 1ULL << (SIGUSR2 - 1), pend;
	struct timespec zero = { 0, 0 };
	unsigned char vec[1];
	uid_t r, e, sv;
	gid_t rg, eg, sg, groups[64];
	int fd, n, prio;
	void *map;

	CALL(setuid, getuid());
	CALL(setgid, getgid());
	CALL(setreuid, -1, -1);
	CALL(setregid, -1, -1);
	CALL(setresuid, -1, -1, -1);
	CALL(setresgid, -1, -1, -1);
	CALL(getresuid, &r, &e, &sv);
	CALL(getresgid, &rg, &eg, &sg);
	n = getgroups(64, groups);
	if (n >= 0)
		CALL(setgroups, n, groups);	/* the same list: EPERM unless root */
	prio = (int)syscall(SYS_getpriority, PRIO_PROCESS, 0);
	printf("CALLED getpriority\n");
	CALL(setpriority, PRIO_PROCESS, 0, 20 - prio);
	CALL(tkill, (pid_t)syscall(SYS_gettid), 0);
	CALL(rt_sigpending, &pend, 8);

	snprintf(path, sizeof(path), "%s/vec", dir);
	fd = open(path, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
	CALL(pwritev, fd, iov, 2, 0, 0);
	CALL(preadv, fd, &riov, 1, 0, 0);
	CALL(pwritev2, fd, iov, 2, -1, 0, 0);
	CALL(preadv2, fd, &riov, 1, 0, 0, 0);
	CALL(syncfs, fd);
	map = mmap(NULL, 4096, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
	if (map != MAP_FAILED) {
		CALL(msync, map, 4096, MS_ASYNC);
		CALL(mincore, map, 4096, vec);
		munmap(map, 4096);
	}
	CALL(chown, path, -1, -1);
	CALL(lchown, path, -1, -1);
	close(fd);
	unlink(path);
	CALL(sync, 0);

	/* a pending SIGUSR2 taken without a handler running */
	syscall(SYS_rt_sigprocmask, SIG_BLOCK, &set, NULL, 8);
	kill(getpid(), SIGUSR2);
	CALL(rt_sigtimedwait, &set, NULL, &zero, 8);
	syscall(SYS_rt_sigprocmask, SIG_UNBLOCK, &set, NULL, 8);
}

/* status, waiting, timers, watches and the process's own settings */
static void timers(const char *dir)
{
	struct itimerspec its = { { 0, 0 }, { 0, 1000000 } }, old_its;
	struct itimerval itv = { { 0, 0 }, { 0, 0 } }, old_itv;
	struct { const void *set; size_t size; } sig = { NULL, 8 };
	struct timeval tv = { 0, 0 };
	struct timespec ts = { 0, 0 };
	unsigned long mask[16];
	struct rlimit rl;
	struct stat st;
	gid_t groups[64];
	fd_set rd;
	int fd, in, wd;

	/* the specs are sys_newstat and so on, the table names stat */
	CALL(stat, dir, &st);
	CALL(lstat, dir, &st);
	CALL(fstat, 0, &st);
	FD_ZERO(&rd);
	CALL(select, 0, NULL, NULL, NULL, &tv);
	CALL(pselect6, 0, NULL, NULL, NULL, &ts, &sig);
	fd = (int)syscall(SYS_timerfd_create, CLOCK_MONOTONIC, TFD_CLOEXEC);
	printf("CALLED timerfd_create\n");
	CALL(timerfd_settime, fd, 0, &its, &old_its);
	CALL(timerfd_gettime, fd, &old_its);
	close(fd);
	CALL(setitimer, ITIMER_VIRTUAL, &itv, &old_itv);
	CALL(getitimer, ITIMER_VIRTUAL, &old_itv);
	CALL(alarm, 0);
	in = (int)syscall(SYS_inotify_init1, IN_CLOEXEC | IN_NONBLOCK);
	printf("CALLED inotify_init1\n");
	wd = (int)syscall(SYS_inotify_add_watch, in, dir, IN_CREATE | IN_DELETE);
	printf("CALLED inotify_add_watch\n");
	CALL(inotify_rm_watch, in, wd);
	close(in);
	CALL(getrlimit, RLIMIT_NOFILE, &rl);
	CALL(setrlimit, RLIMIT_NOFILE, &rl);
	CALL(getpgid, 0);
	CALL(setpgid, 0, getpgrp());	/* the group it is in already */
	CALL(getsid, 0);
	CALL(getgroups, 0, NULL);
	CALL(getgroups, 64, groups);
	if (!syscall(SYS_sched_getaffinity, 0, sizeof(mask), mask) ||
	    errno != EINVAL)
		CALL(sched_setaffinity, 0, sizeof(mask), mask);
	CALL(membarrier, 0, 0, 0);	/* MEMBARRIER_CMD_QUERY */
	{
		char p[300];
		int src, dst;

		snprintf(p, sizeof(p), "%s/sf", dir);
		src = open("/etc/hostname", O_RDONLY | O_CLOEXEC);
		dst = open(p, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
		CALL(sendfile, dst, src, NULL, 64);
		close(src);
		close(dst);
		unlink(p);
	}
}

/* names, locks and sizes of a scratch file, and the older fd calls */
static void links(const char *dir)
{
	char a[300], b[300], c[300];
	stack_t ss = { 0 };
	struct epoll_event ev[2];
	int fd, p[2], ep;

	snprintf(a, sizeof(a), "%s/la", dir);
	snprintf(b, sizeof(b), "%s/lb", dir);
	snprintf(c, sizeof(c), "%s/lc", dir);
	fd = open(a, O_RDWR | O_CREAT | O_CLOEXEC, 0600);
	CALL(flock, fd, LOCK_EX | LOCK_NB);
	CALL(flock, fd, LOCK_UN);
	CALL(fallocate, fd, 0, 0, 4096);
	CALL(truncate, a, 100);
	CALL(link, a, b);
	CALL(linkat, AT_FDCWD, b, AT_FDCWD, c, 0);
	unlink(c);
	CALL(symlink, "la", c);
	unlink(c);
	CALL(symlinkat, "la", AT_FDCWD, c);
	CALL(rename, c, b);
	CALL(renameat, AT_FDCWD, b, AT_FDCWD, c);
	unlink(c);
	unlink(a);
	close(fd);
	CALL(pipe, p);
	close(p[0]);
	close(p[1]);
	ep = (int)syscall(SYS_epoll_create, 4);
	printf("CALLED epoll_create\n");
	CALL(epoll_wait, ep, ev, 2, 0);
	close(ep);
	CALL(sigaltstack, NULL, &ss);
}

static void on_usr2(int sig)
{
	(void)sig;
}

/* identity, limits and the calls a program start or end makes */
static void identity(const char *dir)
{
	struct __user_cap_header_struct hdr = { _LINUX_CAPABILITY_VERSION_3, 0 };
	struct __user_cap_data_struct caps[2];
	unsigned long long empty = 0, usr2 = 1ULL << (SIGUSR2 - 1);
	unsigned long mask[16], fsbase;
	struct epoll_event ev[4];
	struct sigaction sa = { .sa_handler = on_usr2 };
	struct rusage ru;
	struct sysinfo si;
	char path[300], xval[256];
	long key;
	int fd, ep;

	CALL(getpid, 0);
	CALL(getppid, 0);
	CALL(gettid, 0);
	CALL(getpgrp, 0);
	CALL(getuid, 0);
	CALL(geteuid, 0);
	CALL(getgid, 0);
	CALL(getegid, 0);
	CALL(getrusage, RUSAGE_SELF, &ru);
	CALL(getrusage, RUSAGE_CHILDREN, &ru);
	CALL(sysinfo, &si);
	CALL(sched_getaffinity, 0, sizeof(mask), mask);
	CALL(arch_prctl, ARCH_GET_FS, &fsbase);
	CALL(capget, &hdr, caps);
	/* a machine without protection keys says ENOSPC, which is listed */
	key = syscall(SYS_pkey_alloc, 0, 0);
	printf("CALLED pkey_alloc\n");
	if (key > 0)
		syscall(SYS_pkey_free, key);
	fd = (int)syscall(SYS_dup, 0);
	printf("CALLED dup\n");
	CALL(dup2, fd, fd);
	close(fd);
	ep = epoll_create1(EPOLL_CLOEXEC);
	CALL(epoll_pwait, ep, ev, 4, 0, NULL, 8);
	close(ep);
	snprintf(path, sizeof(path), "%s/created", dir);
	fd = (int)syscall(SYS_creat, path, 0600);
	printf("CALLED creat\n");
	close(fd);
	unlink(path);
	/* attributes of a file of our own, then a directory made and removed */
	fd = (int)syscall(SYS_creat, path, 0600);
	CALL(umask, 022);
	CALL(chmod, path, 0640);
	CALL(fchmod, fd, 0600);
	CALL(fchmodat, AT_FDCWD, path, 0644);
	CALL(fchown, fd, -1, -1);
	CALL(fchownat, AT_FDCWD, path, -1, -1, AT_SYMLINK_NOFOLLOW);
	CALL(utimensat, AT_FDCWD, path, NULL, 0);
	CALL(utimensat, fd, NULL, NULL, 0);	/* futimens */
	CALL(fadvise64, fd, 0, 0, POSIX_FADV_SEQUENTIAL);
	if (write(fd, "abc", 3) == 3) {
		loff_t in = 0, out = 3;

		CALL(copy_file_range, fd, &in, fd, &out, 3, 0);
	}
	/* extended attributes; a file system without user.* says
	 * EOPNOTSUPP, which is listed */
	CALL(setxattr, path, "user.kapi", "1", 1, 0);
	CALL(lsetxattr, path, "user.kapi", "2", 1, XATTR_REPLACE);
	CALL(fsetxattr, fd, "user.kapi2", "3", 1, XATTR_CREATE);
	CALL(getxattr, path, "user.kapi", NULL, 0);
	CALL(lgetxattr, path, "user.kapi", xval, sizeof(xval));
	CALL(fgetxattr, fd, "user.kapi", xval, sizeof(xval));
	CALL(listxattr, path, NULL, 0);
	CALL(llistxattr, path, xval, sizeof(xval));
	CALL(flistxattr, fd, xval, sizeof(xval));
	CALL(removexattr, path, "user.kapi");
	CALL(lremovexattr, path, "user.kapi");	/* gone: ENODATA */
	CALL(fremovexattr, fd, "user.kapi2");
	close(fd);
	unlink(path);
	snprintf(path, sizeof(path), "%s/made", dir);
	CALL(mkdir, path, 0755);
	CALL(rmdir, path);
	links(dir);
	timers(dir);
	credentials(dir);
	fd = (int)syscall(SYS_signalfd4, -1, &usr2, 8, SFD_CLOEXEC);
	printf("CALLED signalfd4\n");
	close(fd);
	{
		void *p = mmap(NULL, 8192, PROT_READ | PROT_WRITE,
			       MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

		p = (void *)syscall(SYS_mremap, p, 8192, 4096, 0, 0);
		printf("CALLED mremap\n");
		munmap(p, 4096);
	}
	/* a pending SIGUSR2 ends the suspend at once, with EINTR */
	sigaction(SIGUSR2, &sa, NULL);
	syscall(SYS_rt_sigprocmask, SIG_BLOCK, &usr2, NULL, 8);
	kill(getpid(), SIGUSR2);
	CALL(rt_sigsuspend, &empty, 8);
	syscall(SYS_rt_sigprocmask, SIG_UNBLOCK, &usr2, NULL, 8);
}

/* File system, mount and xattr calls; numbers the C library may lack */
#ifndef SYS_fchmodat2
#define SYS_fchmodat2 452
#endif
#ifndef SYS_statmount
#define SYS_statmount 457
#define SYS_listmount 458
#endif
#ifndef SYS_setxattrat
#define SYS_setxattrat 463
#define SYS_getxattrat 464
#define SYS_listxattrat 465
#define SYS_removexattrat 466
#endif
#ifndef SYS_open_tree_attr
#define SYS_open_tree_attr 467
#endif
#ifndef SYS_file_getattr
#define SYS_file_getattr 468
#define SYS_file_setattr 469
#endif

static void deep_fs(const char *dir)
{
	struct { unsigned int size, spare; unsigned long long id, param, ns; } req;
	struct { unsigned long long value; unsigned int size, flags; } xa;
	struct { unsigned int bytes; int type; unsigned char h[128]; } fh;
	struct { unsigned long long x; unsigned int e, n, p, c; } fa;
	struct { unsigned long long set, clr, prop, userns; } ma = { 1, 0, 0, 0 };
	unsigned long long ids[16];
	char path[256], node[256], buf[4096], val[8] = "v", m[256], a[256];
	struct stat st;
	int fd, dfd, hfd, mnt_id, fc, mfd;
	pid_t pid;

	snprintf(path, sizeof(path), "%s/fs_file", dir);
	fd = open(path, O_RDWR | O_CREAT | O_TRUNC, 0600);
	if (fd < 0 || write(fd, "kapi", 4) != 4)
		return;
	dfd = open(dir, O_RDONLY | O_DIRECTORY);
	CALL(getdents, dfd, buf, sizeof(buf));
	CALL(readahead, fd, 0, 4096);
	CALL(sync_file_range, fd, 0, 0, SYNC_FILE_RANGE_WRITE);
	hfd = (int)syscall(SYS_inotify_init);
	printf("CALLED inotify_init\n");
	if (hfd >= 0)
		close(hfd);
	CALL(utime, path, NULL);
	CALL(utimes, path, NULL);
	CALL(futimesat, AT_FDCWD, path, NULL);
	CALL(fchmodat2, AT_FDCWD, path, 0640, AT_SYMLINK_NOFOLLOW);
	snprintf(node, sizeof(node), "%s/fs_fifo", dir);
	CALL(mknod, node, S_IFIFO | 0600, 0);
	unlink(node);
	CALL(mknodat, dfd, "fs_node", S_IFREG | 0600, 0);
	unlinkat(dfd, "fs_node", 0);
	/* a handle of our own file, opened again by it */
	memset(&fh, 0, sizeof(fh));
	fh.bytes = sizeof(fh.h);
	CALL(name_to_handle_at, AT_FDCWD, path, &fh, &mnt_id, 0);
	hfd = (int)syscall(SYS_open_by_handle_at, dfd, &fh, O_RDONLY | O_CLOEXEC);
	printf("CALLED open_by_handle_at\n");
	if (hfd >= 0)
		close(hfd);
	/* extended attributes by the *at forms; EOPNOTSUPP is listed */
	xa = (typeof(xa)){ (unsigned long)val, 1, 0 };
	CALL(setxattrat, AT_FDCWD, path, 0, "user.kapi", &xa, sizeof(xa));
	xa = (typeof(xa)){ (unsigned long)buf, sizeof(buf), 0 };
	CALL(getxattrat, dfd, "fs_file", AT_SYMLINK_NOFOLLOW, "user.kapi", &xa, sizeof(xa));
	CALL(listxattrat, fd, "", AT_EMPTY_PATH, buf, sizeof(buf));
	CALL(removexattrat, AT_FDCWD, path, 0, "user.kapi");
	/* inode flags read, then written back unchanged */
	memset(&fa, 0, sizeof(fa));
	CALL(file_getattr, AT_FDCWD, path, &fa, sizeof(fa), 0);
	CALL(file_setattr, AT_FDCWD, path, &fa, sizeof(fa), 0);
	hfd = (int)syscall(SYS_fanotify_init,
			   FAN_CLASS_NOTIF | FAN_CLOEXEC | FAN_REPORT_FID, O_RDONLY);
	printf("CALLED fanotify_init\n");
	CALL(fanotify_mark, hfd, FAN_MARK_ADD,
	     (unsigned long long)(FAN_CREATE | FAN_ONDIR), AT_FDCWD, dir);
	if (hfd >= 0)
		close(hfd);
	/* mounts, read only: the IDs under the root, then the first one */
	memset(&req, 0, sizeof(req));
	req.size = 24;
	req.id = ~0ULL;	/* LSMT_ROOT */
	ids[0] = 0;
	CALL(listmount, &req, ids, 16, 0);
	req.id = ids[0];
	req.param = 0x2;	/* STATMOUNT_MNT_BASIC */
	CALL(statmount, &req, buf, sizeof(buf), 0);
	CALL(sysfs, 3, 0, 0);
	if (!fstat(fd, &st))
		CALL(ustat, (unsigned int)st.st_dev, buf);
	/* "/" is the root already: nothing changes */
	CALL(chroot, "/");
	/* machine-wide state is only asked of what does not exist: ENOENT */
	CALL(swapon, "/nonexistent/kapi-swap", 0);
	CALL(swapoff, "/nonexistent/kapi-swap");
	CALL(acct, "/nonexistent/kapi-acct");
	CALL(quotactl, QCMD(Q_GETFMT, USRQUOTA), "/nonexistent/kapi-dev", 0, buf);
	CALL(quotactl_fd, fd, QCMD(Q_GETFMT, USRQUOTA), 0, buf);
	/* a child of its own session has no controlling terminal to hang up */
	pid = fork();
	if (pid == 0) {
		setsid();
		CALL(vhangup, 0);
		_exit(0);
	}
	if (pid > 0)
		waitpid(pid, NULL, 0);
	/* the mount-changing calls, in a child with a private mount
	 * namespace of its own (never the host's mounts); without privilege
	 * each is refused with EPERM, which the specs list */
	pid = fork();
	if (pid == 0) {
		if (unshare(CLONE_NEWNS)) {
			if (geteuid() == 0)
				_exit(1);	/* root without a namespace: change nothing */
		} else if (mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL)) {
			_exit(1);
		}
		snprintf(m, sizeof(m), "%s/m", dir);
		snprintf(a, sizeof(a), "%s/m/a", dir);
		mkdir(m, 0755);
		CALL(mount, "kapi", m, "tmpfs", MS_NOSUID | MS_NODEV, "size=1m");
		mkdir(a, 0755);
		fc = (int)syscall(SYS_fsopen, "tmpfs", FSOPEN_CLOEXEC);
		printf("CALLED fsopen\n");
		CALL(fsconfig, fc, FSCONFIG_CMD_CREATE, NULL, NULL, 0);
		mfd = (int)syscall(SYS_fsmount, fc, FSMOUNT_CLOEXEC, MOUNT_ATTR_NODEV);
		printf("CALLED fsmount\n");
		CALL(move_mount, mfd, "", AT_FDCWD, a, MOVE_MOUNT_F_EMPTY_PATH);
		if (mfd >= 0)
			close(mfd);
		if (fc >= 0)
			close(fc);
		fc = (int)syscall(SYS_fspick, AT_FDCWD, m, FSPICK_CLOEXEC);
		printf("CALLED fspick\n");
		if (fc >= 0)
			close(fc);
		mfd = (int)syscall(SYS_open_tree, AT_FDCWD, m, OPEN_TREE_CLONE | OPEN_TREE_CLOEXEC);
		printf("CALLED open_tree\n");
		if (mfd >= 0)
			close(mfd);
		mfd = (int)syscall(SYS_open_tree_attr, AT_FDCWD, m,
				   OPEN_TREE_CLONE | OPEN_TREE_CLOEXEC, &ma, sizeof(ma));
		printf("CALLED open_tree_attr\n");
		if (mfd >= 0)
			close(mfd);
		ma.set = MOUNT_ATTR_NOSUID;
		CALL(mount_setattr, AT_FDCWD, m, 0, &ma, sizeof(ma));
		CALL(umount2, a, 0);
		/* put_old does not exist: ENOENT, and the root stays */
		snprintf(a, sizeof(a), "%s/m/missing", dir);
		CALL(pivot_root, m, a);
		CALL(umount2, m, MNT_DETACH);
		_exit(0);
	}
	if (pid > 0)
		waitpid(pid, NULL, 0);
	if (dfd >= 0)
		close(dfd);
	close(fd);
	unlink(path);
}

/* clocks, timers, NUMA and memory, signals, privileged host calls */
#include <sched.h>
#include <sys/times.h>
#include <sys/timex.h>
#include <linux/reboot.h>
#ifndef SYS_cachestat
#define SYS_cachestat 451
#endif
#ifndef SYS_mseal
#define SYS_mseal 462
#endif

static void deep_time_mm_handler(int sig)
{
	(void)sig;
}

static void deep_time_mm(const char *dir)
{
	struct timespec ts = { 0, 0 }, bad_ts = { 0, 2000000000L };
	struct itimerspec its = { { 0, 0 }, { 10, 0 } }, old_its;
	struct sigevent sev = { .sigev_notify = SIGEV_NONE };
	struct sigaction sa = { .sa_handler = deep_time_mm_handler };
	unsigned long node0 = 1, cs_range[2] = { 0, 0 }, cstat[8];
	unsigned int cpu, node;
	struct timex tx = { .modes = 0 };
	struct timeval tv;
	struct tms tms;
	siginfo_t si;
	void *robust_head, *pages[1];
	size_t robust_len;
	char path[4096], ldt[16];
	int timer_id = -1, mode = 0, status = -1, fd, pkey;
	char *map, *shared, *sealed;
	pid_t pid;

	/* clocks: reading them, and refusing a new time the kernel finds
	 * invalid before it asks whether it may set it */
	CALL(clock_gettime, CLOCK_MONOTONIC, &ts);
	CALL(clock_getres, CLOCK_REALTIME, &ts);
	CALL(clock_settime, CLOCK_REALTIME, &bad_ts);	/* EINVAL: tv_nsec */
	CALL(clock_adjtime, CLOCK_REALTIME, &tx);	/* modes 0: only reads */
	tx.modes = 0;
	CALL(adjtimex, &tx);
	CALL(gettimeofday, &tv, NULL);
	CALL(settimeofday, NULL, NULL);		/* sets nothing */
	CALL(time, NULL);
	CALL(times, &tms);
	if (syscall(SYS_timer_create, CLOCK_MONOTONIC, &sev, &timer_id) == 0) {
		printf("CALLED timer_create\n");
		CALL(timer_settime, timer_id, 0, &its, &old_its);
		CALL(timer_gettime, timer_id, &old_its);
		CALL(timer_getoverrun, timer_id);
		CALL(timer_delete, timer_id);
	}

	/* memory policy on mappings of our own; node 0 always exists */
	map = mmap(NULL, 3 * 4096, PROT_READ | PROT_WRITE,
		   MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (map != MAP_FAILED) {
		map[0] = 1;
		CALL(get_mempolicy, &mode, NULL, 0, 0, 0);
		CALL(set_mempolicy, 0 /* MPOL_DEFAULT */, NULL, 0);
		CALL(mbind, map, 4096, 2 /* MPOL_BIND */, &node0, 2, 0);
		CALL(set_mempolicy_home_node, map, 4096, 0, 0);
		CALL(migrate_pages, 0, 2, &node0, &node0);
		pages[0] = map;
		CALL(move_pages, 0, 1, pages, NULL, &status, 0);
		CALL(pkey_mprotect, map + 4096, 4096, PROT_READ, -1);
		/* sealing is for good: a page nothing else uses */
		sealed = map + 2 * 4096;
		CALL(mseal, sealed, 4096, 0);
	}
	pkey = (int)syscall(SYS_pkey_alloc, 0, 0);
	/* without PKU hardware no key is allocated: EINVAL, listed */
	CALL(pkey_free, pkey >= 0 ? pkey : 1);
	shared = mmap(NULL, 2 * 4096, PROT_READ | PROT_WRITE,
		      MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	if (shared != MAP_FAILED) {
		CALL(remap_file_pages, shared, 4096, 0, 1, 0);
		munmap(shared, 2 * 4096);
	}
	snprintf(path, sizeof(path), "%s/cachestat", dir);
	fd = open(path, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
	if (fd >= 0) {
		if (write(fd, path, 64) == 64)
			CALL(cachestat, fd, cs_range, cstat, 0);
		close(fd);
		unlink(path);
	}
	fd = (int)syscall(SYS_memfd_secret, O_CLOEXEC);
	printf("CALLED memfd_secret\n");
	if (fd >= 0)
		close(fd);

	/* host: read-only or refused calls only */
	CALL(getcpu, &cpu, &node, NULL);
	CALL(get_robust_list, 0, &robust_head, &robust_len);
	memset(&si, 0, sizeof(si));
	si.si_code = SI_QUEUE;
	si.si_pid = getpid();
	si.si_uid = getuid();
	CALL(rt_sigqueueinfo, getpid(), 0, &si);	/* signal 0: checks only */
	CALL(rt_tgsigqueueinfo, getpid(), (pid_t)syscall(SYS_gettid), 0, &si);
	CALL(restart_syscall, 0);	/* nothing to resume: EINTR */
	CALL(modify_ldt, 0, ldt, sizeof(ldt));
	CALL(syslog, 10 /* SYSLOG_ACTION_SIZE_BUFFER */, NULL, 0);
	CALL(iopl, 0);			/* dropping needs no privilege */
	CALL(ioperm, 0x80, 1, 0);
	/* a wrong magic number: EINVAL before any command is looked at */
	CALL(reboot, 0, 0, LINUX_REBOOT_CMD_CAD_OFF, NULL);
	/*
	 * Not called: uretprobe outside the kernel's trampoline kills the
	 * caller with SIGILL; uprobe fails with ENXIO (strace shows it), but
	 * kapi trace gets no exit stop for it after its seccomp stop on
	 * 6.18, so --summary would not count it.
	 */

	/* a handler's return is rt_sigreturn, made by the C library */
	sigaction(SIGUSR1, &sa, NULL);
	syscall(SYS_tgkill, getpid(), (pid_t)syscall(SYS_gettid), SIGUSR1);
	printf("CALLED rt_sigreturn\n");
	signal(SIGUSR1, SIG_DFL);

	/* names, in a UTS namespace of a child's own */
	pid = fork();
	if (pid == 0) {
		if (unshare(CLONE_NEWUTS) == 0) {
			CALL(sethostname, "kapi-deep", 9);
			CALL(setdomainname, "kapi", 4);
		}
		fflush(stdout);
		_exit(0);
	}
	if (pid > 0)
		waitpid(pid, NULL, 0);
}

/*
 * IPC, futex2, AIO, io_uring, the splice family, multi-message sockets
 * and the old descriptor makers.  Every System V object and the POSIX
 * queue made here is removed before the function returns.
 */
static void deep_ipc(const char *dir)
{
	struct { long mtype; char mtext[8]; } msg = { 1, "kapi" };
	struct sembuf op = { 0, 1, 0 };
	struct timespec zero = { 0, 0 };
	struct mq_attr attr = { .mq_maxmsg = 4, .mq_msgsize = 16 };
	static uint32_t words[2] __attribute__((aligned(8)));
	struct futex_waitv wv[2] = {
		{ .val = 1, .uaddr = (uintptr_t)&words[0],
		  .flags = FUTEX2_SIZE_U32 | FUTEX2_PRIVATE },
		{ .val = 0, .uaddr = (uintptr_t)&words[1],
		  .flags = FUTEX2_SIZE_U32 | FUTEX2_PRIVATE },
	};
	static char probe[sizeof(struct io_uring_probe) +
			  16 * sizeof(struct io_uring_probe_op)];
	struct io_uring_params up = { 0 };
	char buf[16], name[64], path[4096];
	struct iovec iov = { "kapi", 4 }, riov = { buf, sizeof(buf) };
	struct mmsghdr mm = { .msg_hdr = { .msg_iov = &riov, .msg_iovlen = 1 } };
	struct iocb cb = { 0 }, *cbs[1] = { &cb };
	struct io_event ev[1];
	aio_context_t ctx = 0;
	unsigned int prio;
	int id, fd, mq, null, p1[2], p2[2], sv[2];
	sigset_t usr2;
	void *at;

	/* the file the AIO read reads, made while the caller's IDs map */
	snprintf(path, sizeof(path), "%s/aio", dir);
	fd = open(path, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
	if (write(fd, "kapi", 4) != 4)
		perror("write");
	/*
	 * System V objects and POSIX queues are seen host-wide: make them in
	 * an IPC namespace of our own (inside a user namespace when not
	 * root), so a concurrent look at the host's IPC never finds them.
	 */
	if (syscall(SYS_unshare, CLONE_NEWIPC) != 0 &&
	    syscall(SYS_unshare, CLONE_NEWUSER | CLONE_NEWIPC) == 0) {
		/* our own IDs, mapped, so new queues have an owner */
		static const char *const files[] = { "/proc/self/setgroups",
			"/proc/self/uid_map", "/proc/self/gid_map" };
		char map[3][32];

		snprintf(map[0], sizeof(map[0]), "deny");
		snprintf(map[1], sizeof(map[1]), "%u %u 1", (unsigned int)geteuid(),
			 (unsigned int)geteuid());
		snprintf(map[2], sizeof(map[2]), "%u %u 1", (unsigned int)getegid(),
			 (unsigned int)getegid());
		for (int i = 0; i < 3; i++) {
			int m = open(files[i], O_WRONLY | O_CLOEXEC);
			size_t len = strlen(map[i]);

			if (m >= 0) {
				if (write(m, map[i], len) != (ssize_t)len)
					perror(files[i]);
				close(m);
			}
		}
	}

	/* System V message queue, semaphore set and segment */
	id = (int)syscall(SYS_msgget, IPC_PRIVATE, IPC_CREAT | 0600);
	printf("CALLED msgget\n");
	CALL(msgsnd, id, &msg, 5, IPC_NOWAIT);
	CALL(msgrcv, id, &msg, sizeof(msg.mtext), 0, IPC_NOWAIT);
	CALL(msgctl, id, IPC_RMID, NULL);
	id = (int)syscall(SYS_semget, IPC_PRIVATE, 1, IPC_CREAT | 0600);
	printf("CALLED semget\n");
	CALL(semop, id, &op, 1);
	op.sem_op = -1;
	CALL(semtimedop, id, &op, 1, &zero);
	CALL(semctl, id, 0, GETVAL, 0);
	CALL(semctl, id, 0, IPC_RMID, 0);
	id = (int)syscall(SYS_shmget, IPC_PRIVATE, 4096, IPC_CREAT | 0600);
	printf("CALLED shmget\n");
	at = (void *)syscall(SYS_shmat, id, NULL, 0);
	printf("CALLED shmat\n");
	CALL(shmctl, id, IPC_RMID, NULL);
	CALL(shmdt, at);

	/* a POSIX queue of our own name, unlinked at the end */
	snprintf(name, sizeof(name), "kapi-deep-%d", (int)getpid());
	mq = (int)syscall(SYS_mq_open, name, O_RDWR | O_CREAT | O_EXCL, 0600,
			  &attr);
	printf("CALLED mq_open\n");
	CALL(mq_timedsend, mq, "hi", 2, 1, NULL);
	CALL(mq_getsetattr, mq, NULL, &attr);
	CALL(mq_notify, mq, NULL);
	CALL(mq_timedreceive, mq, buf, sizeof(buf), &prio, NULL);
	if (mq >= 0)
		close(mq);
	CALL(mq_unlink, name);

	/* futex2: nobody waits, and the waits find a value they do not want */
	CALL(futex_wake, words, 0xffffffffUL, 1, FUTEX2_SIZE_U32 | FUTEX2_PRIVATE);
	CALL(futex_wait, words, 1UL, 0xffffffffUL,
	     FUTEX2_SIZE_U32 | FUTEX2_PRIVATE, NULL, 0);
	CALL(futex_waitv, wv, 1, 0, NULL, 0);
	wv[0].val = 0;
	CALL(futex_requeue, wv, 0, 1, 1);

	/* Linux AIO: one read of the small file */
	cb.aio_fildes = (uint32_t)fd;
	cb.aio_lio_opcode = IOCB_CMD_PREAD;
	cb.aio_buf = (uintptr_t)buf;
	cb.aio_nbytes = sizeof(buf);
	CALL(io_setup, 8, &ctx);
	CALL(io_submit, ctx, 1, cbs);
	CALL(io_getevents, ctx, 1, 1, ev, NULL);
	CALL(io_pgetevents, ctx, 0, 1, ev, &zero, NULL);
	CALL(io_cancel, ctx, &cb, NULL);	/* done already: EINVAL */
	CALL(io_destroy, ctx);
	close(fd);
	unlink(path);

	/* io_uring: an empty enter and a probe of the opcodes */
	fd = (int)syscall(SYS_io_uring_setup, 4, &up);
	CALL(io_uring_enter, fd, 0, 0, IORING_ENTER_GETEVENTS, NULL, 0);
	CALL(io_uring_register, fd, IORING_REGISTER_PROBE, probe, 16);
	close(fd);

	/* pipes: user pages in, a copy across, drained to /dev/null */
	null = open("/dev/null", O_WRONLY | O_CLOEXEC);
	if (pipe2(p1, O_CLOEXEC) == 0 && pipe2(p2, O_CLOEXEC) == 0) {
		CALL(vmsplice, p1[1], &iov, 1, 0);
		CALL(tee, p1[0], p2[1], 4, SPLICE_F_NONBLOCK);
		CALL(splice, p2[0], NULL, null, NULL, 4, 0);
		CALL(ioctl, p1[0], FIOCLEX, 0);
		close(p1[0]);
		close(p1[1]);
		close(p2[0]);
		close(p2[1]);
	}
	close(null);

	/* several datagrams in one call each way */
	if (socketpair(AF_UNIX, SOCK_DGRAM | SOCK_CLOEXEC, 0, sv) == 0) {
		memcpy(buf, "kapi", 4);
		riov.iov_len = 4;
		CALL(sendmmsg, sv[0], &mm, 1, MSG_DONTWAIT);
		riov.iov_len = sizeof(buf);
		CALL(recvmmsg, sv[1], &mm, 1, MSG_DONTWAIT, NULL);
		close(sv[0]);
		close(sv[1]);
	}

	/* the old descriptor makers; user-mode faults only */
	fd = (int)syscall(SYS_eventfd, 0);
	printf("CALLED eventfd\n");
	close(fd);
	sigemptyset(&usr2);
	sigaddset(&usr2, SIGUSR2);
	fd = (int)syscall(SYS_signalfd, -1, &usr2, 8);
	printf("CALLED signalfd\n");
	close(fd);
	fd = (int)syscall(SYS_userfaultfd, O_CLOEXEC | UFFD_USER_MODE_ONLY);
	printf("CALLED userfaultfd\n");
	if (fd >= 0)
		close(fd);
}

#ifndef SYS_lsm_get_self_attr
#define SYS_lsm_get_self_attr 459
#define SYS_lsm_set_self_attr 460
#define SYS_lsm_list_modules 461
#endif

/* The part of deep_security() that needs a child, a pidfd or a key */
static void deep_security_procs(const char *dir)
{
	char buf[64] = "kapi", out[64];
	struct iovec liov = { out, sizeof(out) }, riov = { buf, sizeof(buf) };
	unsigned long long ids[32], ruleset_attr = 1ull << 2; /* READ_FILE */
	unsigned int sz, bpf_attr[4] = { 0 };
	unsigned long msg;
	int pidfd, fd, pfd[2], st;
	pid_t pid;
	void *map;

	/* fork: the child leaves at once */
	pid = (pid_t)syscall(SYS_fork);
	if (pid == 0)
		_exit(0);
	printf("CALLED fork\n");
	if (pid > 0)
		waitpid(pid, &st, 0);

	CALL(kcmp, getpid(), getpid(), 1 /* KCMP_VM */, 0, 0);
	CALL(process_vm_readv, getpid(), &liov, 1, &riov, 1, 0);
	CALL(process_vm_writev, getpid(), &riov, 1, &liov, 1, 0);
	pidfd = (int)syscall(SYS_pidfd_open, getpid(), 0);
	CALL(pidfd_send_signal, pidfd, 0, NULL, 0);	/* 0: a check only */
	fd = (int)syscall(SYS_pidfd_getfd, pidfd, 1, 0);
	printf("CALLED pidfd_getfd\n");
	if (fd >= 0)
		close(fd);
	map = mmap(NULL, 4096, PROT_READ | PROT_WRITE,
		   MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (map != MAP_FAILED) {
		struct iovec miov = { map, 4096 };

		CALL(process_madvise, pidfd, &miov, 1, MADV_COLD, 0);
		munmap(map, 4096);
	}
	close(pidfd);

	/* a child of our own, killed through its pidfd, then reaped early */
	if (pipe(pfd) == 0) {
		pid = fork();
		if (pid == 0) {
			char c;

			close(pfd[1]);
			while (read(pfd[0], &c, 1) < 0 && errno == EINTR)
				;
			_exit(0);
		}
		close(pfd[0]);
		pidfd = pid > 0 ? (int)syscall(SYS_pidfd_open, pid, 0) : -1;
		if (pidfd >= 0) {
			CALL(pidfd_send_signal, pidfd, SIGKILL, NULL, 0);
			/* 0, or ESRCH once its memory is already gone */
			CALL(process_mrelease, pidfd, 0);
			close(pidfd);
		}
		close(pfd[1]);
		if (pid > 0)
			waitpid(pid, &st, 0);
	}

	/* ptrace only on a child of our own, which we do not trace: ESRCH */
	if (pipe(pfd) == 0) {
		pid = fork();
		if (pid == 0) {
			char c;

			close(pfd[1]);
			while (read(pfd[0], &c, 1) < 0 && errno == EINTR)
				;
			_exit(0);
		}
		close(pfd[0]);
		if (pid > 0)
			CALL(ptrace, PTRACE_GETEVENTMSG, pid, 0, &msg);
		close(pfd[1]);
		if (pid > 0)
			waitpid(pid, &st, 0);
	}

	/* a software counter of our own task time */
	{
		struct perf_event_attr pa;

		memset(&pa, 0, sizeof(pa));
		pa.size = sizeof(pa);
		pa.type = PERF_TYPE_SOFTWARE;
		pa.config = PERF_COUNT_SW_TASK_CLOCK;
		pa.disabled = 1;
		fd = (int)syscall(SYS_perf_event_open, &pa, 0, -1, -1,
				  PERF_FLAG_FD_CLOEXEC);
		printf("CALLED perf_event_open\n");
		if (fd >= 0)
			close(fd);
	}
	/* the ID of the first BPF program loaded, if any: reads only */
	CALL(bpf, 11 /* BPF_PROG_GET_NEXT_ID */, bpf_attr, sizeof(bpf_attr));
	/* keys: nothing is made or changed on the host */
	CALL(keyctl, KEYCTL_GET_KEYRING_ID, KEY_SPEC_THREAD_KEYRING, 0, 0, 0);
	/* a keyring named with a leading '.': EPERM before anything */
	CALL(add_key, "keyring", ".kapi", NULL, 0, KEY_SPEC_THREAD_KEYRING);
	/* an internal key type: EPERM before any search */
	CALL(request_key, ".kapi", "x", NULL, 0);

	sz = sizeof(ids);
	CALL(lsm_list_modules, ids, &sz, 0);
	sz = sizeof(out);
	CALL(lsm_get_self_attr, 100 /* LSM_ATTR_CURRENT */, out, &sz, 0);
	/* an lsm_ctx whose lengths do not add up: EINVAL, nothing set */
	memset(out, 0, sizeof(out));
	CALL(lsm_set_self_attr, 100, out, 24, 0);
	CALL(landlock_create_ruleset, NULL, 0, LANDLOCK_CREATE_RULESET_VERSION);

	/* what restricts or moves the caller runs in a child that exits */
	pid = fork();
	if (pid == 0) {
		struct landlock_path_beneath_attr pb = {
			.allowed_access = 1ull << 2,
		};
		int rs, ns;

		CALL(seccomp, SECCOMP_GET_ACTION_AVAIL, 0,
		     &(unsigned int){ SECCOMP_RET_ALLOW });
		CALL(unshare, CLONE_NEWUTS);
		ns = open("/proc/self/ns/uts", O_RDONLY | O_CLOEXEC);
		CALL(setns, ns, CLONE_NEWUTS);
		rs = (int)syscall(SYS_landlock_create_ruleset, &ruleset_attr,
				  sizeof(ruleset_attr), 0);
		pb.parent_fd = open(dir, O_PATH | O_CLOEXEC);
		CALL(landlock_add_rule, rs, LANDLOCK_RULE_PATH_BENEATH, &pb, 0);
		CALL(landlock_restrict_self, rs, 0);
		_exit(0);
	}
	if (pid > 0)
		waitpid(pid, &st, 0);
}

/*
 * Scheduling, I/O priority, personality, file-system IDs, capabilities,
 * keys, LSM, landlock, seccomp, BPF, perf, ptrace, namespaces and the
 * pidfd and process_* calls.  Each call either reads state, sets it to
 * what it already is, acts on a child of our own, or is refused
 * harmlessly with an errno its spec lists.  landlock_restrict_self,
 * seccomp, unshare and setns run only in a forked child that exits.
 */
static void deep_security(const char *dir)
{
	struct { int sched_priority; } sp = { 0 };
	struct sched_attr_v1 {
		unsigned int size, policy;
		unsigned long long flags;
		int nice;
		unsigned int prio;
		unsigned long long runtime, deadline, period;
		unsigned int util_min, util_max;
	} sa;
	struct timespec ts;
	long prio;

	(void)dir;
	CALL(sched_get_priority_max, SCHED_FIFO);
	CALL(sched_get_priority_min, SCHED_RR);
	CALL(sched_getscheduler, 0);
	CALL(sched_getparam, 0, &sp);
	CALL(sched_setparam, 0, &sp);	/* the priority it has: 0 */
	CALL(sched_setscheduler, 0, SCHED_NORMAL, &sp);
	CALL(sched_rr_get_interval, 0, &ts);
	memset(&sa, 0, sizeof(sa));
	CALL(sched_getattr, 0, &sa, sizeof(sa), 0);
	/* what it read, back: policy SCHED_OTHER, its own nice value */
	sa.size = sizeof(sa);
	sa.flags = 0;
	CALL(sched_setattr, 0, &sa, 0);
	prio = syscall(SYS_ioprio_get, 1 /* IOPRIO_WHO_PROCESS */, 0);
	printf("CALLED ioprio_get\n");
	if (prio >= 0)
		CALL(ioprio_set, 1, 0, (int)prio);
	CALL(personality, 0xffffffffu);	/* only reads */
	CALL(setfsuid, -1);		/* an invalid ID only reads */
	CALL(setfsgid, -1);
	{
		/* a version the kernel does not know: EINVAL, nothing set */
		struct __user_cap_header_struct h = { 0, 0 };
		struct __user_cap_data_struct d[2];

		memset(d, 0, sizeof(d));
		CALL(capset, &h, d);
	}
	deep_security_procs(dir);
}

int main(int argc, char **argv)
{
	setvbuf(stdout, NULL, _IOLBF, 0);
	files(argc > 1 ? argv[1] : "/tmp");
	paths(argc > 1 ? argv[1] : "/tmp");
	fds();
	memory();
	processes();
	sockets();
	time_signal();
	identity(argc > 1 ? argv[1] : "/tmp");
	deep_fs(argc > 1 ? argv[1] : "/tmp");
	deep_time_mm(argc > 1 ? argv[1] : "/tmp");
	deep_ipc(argc > 1 ? argv[1] : "/tmp");
	deep_security(argc > 1 ? argv[1] : "/tmp");
	printf("done\n");
	return 0;
}

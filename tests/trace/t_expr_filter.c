// SPDX-License-Identifier: GPL-2.0
/*
 * Calls that keep to and calls that break the corpus's constraint
 * expressions, for the seccomp filter against the tracer: trace_expr.t
 * compares the findings of full mode with --entry-only's (where the filter
 * decides the expressions) and counts the stops.  Every call is harmless:
 * bad combinations fail before the kernel does anything, and good ones
 * act on this process's own descriptors, memory and nonexistent paths.
 * rt_sigprocmask with no new set shows a parameter the filter skips as the
 * library does (how is not read).  Prints how many invalid calls it made.
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <linux/futex.h>
#include <linux/stat.h>
#include <netinet/in.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <sys/epoll.h>
#include <sys/inotify.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/random.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#ifndef RENAME_NOREPLACE
#define RENAME_NOREPLACE	1
#define RENAME_EXCHANGE		2
#define RENAME_WHITEOUT		4
#endif

int main(void)
{
	static char page[8192] __attribute__((aligned(4096)));
	static uint32_t word;
	char buf[8];
	siginfo_t si;
	struct epoll_event ev = { .events = EPOLLIN };
	struct sockaddr_in sin = { .sin_family = AF_INET };
	uint64_t mask = 0, act[4] = { 0 };	/* the kernel's sigaction */
	int invalid = 0, ep = epoll_create1(EPOLL_CLOEXEC);
	int in = inotify_init1(IN_CLOEXEC);
	long fd;
	void *p;

	for (int f = 0; f < 8; f++) {			/* mlockall */
		if (syscall(SYS_mlockall, f) == 0)
			syscall(SYS_munlockall);
		else
			invalid++;
	}
	syscall(SYS_dup3, 1, 1, 0), invalid++;		/* dup3 */
	fd = syscall(SYS_dup3, 1, 100, O_CLOEXEC);
	if (fd >= 0)
		close((int)fd);
	syscall(SYS_renameat2, AT_FDCWD, "/nonexistent/a", AT_FDCWD,
		"/nonexistent/b", RENAME_EXCHANGE | RENAME_NOREPLACE), invalid++;
	syscall(SYS_renameat2, AT_FDCWD, "/nonexistent/a", AT_FDCWD,
		"/nonexistent/b", RENAME_EXCHANGE);
	syscall(SYS_futex, &word, FUTEX_WAKE_PRIVATE, 1, NULL, NULL, 0);
	syscall(SYS_futex, &word, FUTEX_WAKE | FUTEX_CLOCK_REALTIME, 1, NULL,
		NULL, 0), invalid++;
	syscall(SYS_futex, &word, FUTEX_WAIT_BITSET | FUTEX_CLOCK_REALTIME, 1,
		NULL, NULL, ~0u);			/* word is 0: EAGAIN */
	syscall(SYS_futex, &word, FUTEX_WAKE_BITSET, 1, NULL, NULL, 0), invalid++;
	syscall(SYS_futex, &word, 14, 1, NULL, NULL, 0), invalid++;
	syscall(SYS_waitid, P_ALL, 0, &si, WNOHANG, NULL), invalid++;
	syscall(SYS_waitid, P_ALL, 0, &si, WEXITED | WNOHANG, NULL);
	syscall(SYS_waitid, P_PID, 0, &si, WEXITED | WNOHANG, NULL), invalid++;
	syscall(SYS_getrandom, buf, sizeof(buf), GRND_INSECURE | GRND_RANDOM),
		invalid++;
	syscall(SYS_getrandom, buf, sizeof(buf), GRND_INSECURE);
	syscall(SYS_epoll_ctl, ep, EPOLL_CTL_ADD, ep, &ev), invalid++;
	syscall(SYS_socket, AF_INET, 11, 0), invalid++;
	fd = syscall(SYS_socket, AF_UNIX, SOCK_DGRAM | SOCK_CLOEXEC, 0);
	if (fd >= 0)
		close((int)fd);
	syscall(SYS_mmap, NULL, 4096, PROT_READ, MAP_ANONYMOUS, -1, 0), invalid++;
	syscall(SYS_mmap, 0x20000001UL, 4096, PROT_READ,
		MAP_FIXED_NOREPLACE | MAP_PRIVATE | MAP_ANONYMOUS, -1, 0), invalid++;
	p = mmap(NULL, 4096, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (p != MAP_FAILED)
		munmap(p, 4096);
	syscall(SYS_msync, page, 4096, MS_ASYNC | MS_SYNC), invalid++;
	syscall(SYS_mprotect, page, 4096,
		PROT_READ | PROT_GROWSDOWN | PROT_GROWSUP), invalid++;
	syscall(SYS_close_range, 10, 5, 0), invalid++;
	syscall(SYS_fcntl, 1, F_SETSIG, 65), invalid++;
	syscall(SYS_fcntl, 1, F_GETFD, 0xdeadbeefUL);
	syscall(SYS_openat, AT_FDCWD, "/tmp", O_TMPFILE | O_RDONLY, 0600), invalid++;
	syscall(SYS_mremap, page, 4096, 4096, MREMAP_FIXED, 0), invalid++;
	syscall(SYS_inotify_add_watch, in, "/tmp",
		IN_MODIFY | IN_MASK_ADD | IN_MASK_CREATE), invalid++;
	syscall(SYS_utimensat, in, NULL, NULL, AT_SYMLINK_NOFOLLOW), invalid++;
	syscall(SYS_memfd_create, "kapi", 0x10 | 0x8), invalid++;
	/* how is not read without a new set: valid, and no stop */
	syscall(SYS_rt_sigprocmask, 99, NULL, &mask, 8);
	syscall(SYS_rt_sigprocmask, 99, &mask, NULL, 8), invalid++;
	syscall(SYS_rt_sigaction, SIGKILL, NULL, &act, 8);
	syscall(SYS_rt_sigaction, SIGKILL, &act, NULL, 8), invalid++;
	syscall(SYS_prctl, PR_GET_NO_NEW_PRIVS, 0, 0, 0, 0);
	syscall(SYS_prctl, PR_GET_NO_NEW_PRIVS, 1, 0, 0, 0), invalid++;
	fd = syscall(SYS_socket, AF_INET, SOCK_DGRAM | SOCK_CLOEXEC, 0);
	if (fd >= 0) {
		/* no address: addr_len is not read (EDESTADDRREQ) */
		syscall(SYS_sendto, fd, "x", 1, 0, NULL, 200);
		syscall(SYS_sendto, fd, "x", 1, 0, &sin, 200), invalid++;
		close((int)fd);
	}
	close(ep);
	close(in);
	printf("invalid %d\n", invalid);
	return 0;
}

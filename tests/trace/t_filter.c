// SPDX-License-Identifier: GPL-2.0
/*
 * One valid and one invalid call for each kind of check the seccomp filter
 * makes in --entry-only mode: a mask, an enum, an unsigned and a signed
 * 32-bit range, a 64-bit range decided by the high word, one that needs
 * both words, page alignment and a 64-bit nonzero; and a valid call on
 * each bound a range check compares with, so an off-by-one comparison
 * stops a valid call.  trace.t compares the findings with full mode's; it
 * prints how many invalid calls it made.  With the argument "none" it
 * makes none of the calls, which gives the stops every run has.
 */
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/uio.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	static char page[4096] __attribute__((aligned(4096)));
	static struct iovec iovs[1024];
	struct sockaddr_storage addr = { .ss_family = AF_UNIX };
	struct iovec iov = { page, 1 };
	int fd = open("/dev/null", O_RDWR | O_CLOEXEC), invalid = 0;
	void *big;

	if (argc > 1 && !strcmp(argv[1], "none"))
		goto out;
	for (int i = 0; i < 1024; i++)
		iovs[i] = iov;
	/* the bounds themselves are valid */
	syscall(SYS_readv, fd, iovs, 0);		/* 0..1024 */
	syscall(SYS_readv, fd, iovs, 1024);
	syscall(SYS_bind, -1, &addr, 0);		/* 0..128, signed */
	syscall(SYS_bind, -1, &addr, 128);
	syscall(SYS_fadvise64, fd, 0, 0x7fffffffffffffffL, 0); /* LLONG_MAX */
	syscall(SYS_munlock, page, 0x00007ffffffff000UL);	/* TASK_SIZE_MAX */

	syscall(SYS_mlockall, MCL_FUTURE);		/* mask */
	syscall(SYS_munlockall);
	syscall(SYS_mlockall, 0x40), invalid++;
	syscall(SYS_lseek, fd, 0, SEEK_END);		/* enum */
	syscall(SYS_lseek, fd, 0, 9), invalid++;
	syscall(SYS_readv, fd, &iov, 1);		/* unsigned 32-bit range */
	syscall(SYS_readv, fd, &iov, 1025), invalid++;
	syscall(SYS_bind, -1, NULL, -1), invalid++;	/* signed 32-bit range */
	syscall(SYS_fadvise64, fd, 0, 0, 0);		/* 0..LLONG_MAX */
	syscall(SYS_fadvise64, fd, 0, -1L, 0), invalid++;
	syscall(SYS_munlock, page, 0);			/* 0..TASK_SIZE_MAX */
	syscall(SYS_munlock, page, 0x00007fffffffffffUL), invalid++;
	syscall(SYS_munmap, page + 1, 4096), invalid++;	/* page alignment */
	/* a length of 2^32: zero low word, nonzero high word, valid */
	big = (void *)syscall(SYS_mmap, NULL, 1UL << 32, PROT_NONE,
			      MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
	if (big != MAP_FAILED)
		syscall(SYS_munmap, big, 1UL << 32);
	syscall(SYS_mmap, NULL, 0, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
		invalid++;				/* nonzero */
out:
	close(fd);
	printf("invalid %d\n", invalid);
	return 0;
}

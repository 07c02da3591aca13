// SPDX-License-Identifier: GPL-2.0
/*
 * The ways around a seccomp filter that looks at x86_64 calls only: the
 * mmap(PROT_READ | PROT_EXEC) of an x86_64 call made as an i386 mmap2
 * (int 0x80, from this 64-bit process or natively when built with -m32)
 * and as an x32 call (the number with bit 30 set).  Under kapi trace
 * --enforce with a spec refusing PROT_EXEC, none may map.  Prints what
 * each call returned: "mapped", the errno's name, or "unavailable" when
 * this kernel runs no i386 code (int 0x80 faults without IA32 emulation).
 * Built static: the spec refuses the loader's own PROT_EXEC mappings.
 */
#define _GNU_SOURCE
#if defined(__x86_64__)
/* -m32 may lack the i386 kernel headers these need */
#include <errno.h>
#include <sys/syscall.h>
#endif
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

#define PROT (PROT_READ | PROT_EXEC)
#define FLAGS (MAP_PRIVATE | MAP_ANONYMOUS)

static void show(const char *what, long r)
{
	if (r < 0 && r > -4096)
		printf("%s = %s\n", what, strerrorname_np((int)-r));
	else
		printf("%s = mapped\n", what);
}

/* i386 mmap2 (192) through the 32-bit entry; pgoff (ebp) is 0 */
static long int80_mmap2(void)
{
	long r;

#if defined(__x86_64__)
	__asm__ volatile("sub $128, %%rsp\n\t"	/* past the red zone */
			 "push %%rbp\n\t"
			 "xor %%ebp, %%ebp\n\t"
			 "int $0x80\n\t"
			 "pop %%rbp\n\t"
			 "add $128, %%rsp"
			 : "=a"(r)
			 : "a"(192L), "b"(0L), "c"(4096L), "d"((long)PROT),
			   "S"((long)FLAGS), "D"(-1L)
			 : "r8", "r9", "r10", "r11", "memory", "cc");
	return (long)(int)r;
#else
	__asm__ volatile("push %%ebp\n\t"
			 "xor %%ebp, %%ebp\n\t"
			 "int $0x80\n\t"
			 "pop %%ebp"
			 : "=a"(r)
			 : "a"(192L), "b"(0L), "c"(4096L), "d"((long)PROT),
			   "S"((long)FLAGS), "D"(-1L)
			 : "memory", "cc");
	return r;
#endif
}

/* In a child: without IA32 emulation int 0x80 is a SIGSEGV */
static void try_int80(void)
{
	int fds[2], st;
	long r = 0;
	pid_t pid;

	fflush(stdout);
	if (pipe(fds))
		return;
	pid = fork();
	if (pid == 0) {
		r = int80_mmap2();
		_exit(write(fds[1], &r, sizeof(r)) == sizeof(r) ? 0 : 1);
	}
	close(fds[1]);
	if (pid > 0 && read(fds[0], &r, sizeof(r)) == sizeof(r))
		show("int80 mmap2", r);
	else
		printf("int80 mmap2 = unavailable\n");
	close(fds[0]);
	if (pid > 0)
		waitpid(pid, &st, 0);
}

int main(void)
{
#if defined(__x86_64__)
	long r = syscall(SYS_mmap, 0, 4096, PROT, FLAGS, -1, 0);

	show("mmap", r == -1 ? -errno : 0);
	/* ENOSYS where the kernel has no x32 (most), mapped where it has */
	r = syscall(SYS_mmap | 0x40000000, 0, 4096, PROT, FLAGS, -1, 0);
	show("x32 mmap", r == -1 ? -errno : 0);
#endif
	try_int80();
	return 0;
}

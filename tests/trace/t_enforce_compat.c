// SPDX-License-Identifier: GPL-2.0
/*
 * The ways around a seccomp filter that looks at x86_64 calls only: the
 * mmap(PROT_READ | PROT_EXEC) of an x86_64 call made as an i386 mmap2 or
 * old mmap (int 0x80, from this 64-bit process or natively when built
 * with -m32) and as an x32 call (the number with bit 30 set); a socket of
 * an unknown family (46) made as i386's own socket and socketcall.  Under
 * kapi trace --enforce with specs refusing PROT_EXEC and family 46, none
 * may run.  Prints what each call returned: "mapped" (it ran and
 * succeeded), the errno's name, or "unavailable" when this kernel runs no
 * i386 code (int 0x80 faults without IA32 emulation).  Built static: the
 * spec refuses the loader's own PROT_EXEC mappings.
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

/* An i386 call through the 32-bit entry, its sixth argument (ebp) 0 */
static long int80(long nr, long a, long b, long c, long d, long e)
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
			 : "a"(nr), "b"(a), "c"(b), "d"(c), "S"(d), "D"(e)
			 : "r8", "r9", "r10", "r11", "memory", "cc");
	return (long)(int)r;
#else
	__asm__ volatile("push %%ebp\n\t"
			 "xor %%ebp, %%ebp\n\t"
			 "int $0x80\n\t"
			 "pop %%ebp"
			 : "=a"(r)
			 : "a"(nr), "b"(a), "c"(b), "d"(c), "S"(d), "D"(e)
			 : "memory", "cc");
	return r;
#endif
}

/*
 * Arguments in memory for the i386 calls that take a block of them: old
 * mmap's six, socketcall's. Static data: below 4 GiB in a static 64-bit
 * program too, where int 0x80 can pass its address.
 */
static unsigned int old_mmap_args[6] = { 0, 4096, PROT, FLAGS, -1u, 0 };
static unsigned int socket_args[3] = { 46, 1, 0 };	/* family 46: none */

/* What each i386 call makes of PROT_EXEC, or of an unknown family */
static long i386_call(int which)
{
	switch (which) {
	case 0:		/* mmap2 (192), pgoff 0 */
		return int80(192, 0, 4096, PROT, FLAGS, -1);
	case 1:		/* old mmap (90): one pointer to its arguments */
		return int80(90, (long)old_mmap_args, 0, 0, 0, 0);
	case 2:		/* socket (359), i386 only */
		return int80(359, 46, 1, 0, 0, 0);
	default:	/* socketcall (102) SYS_SOCKET (1) */
		return int80(102, 1, (long)socket_args, 0, 0, 0);
	}
}

static const char *const i386_names[] = {
	"int80 mmap2", "int80 old mmap", "int80 socket", "int80 socketcall",
};

/* In a child: without IA32 emulation int 0x80 is a SIGSEGV */
static void try_int80(int which)
{
	int fds[2], st;
	long r = 0;
	pid_t pid;

	fflush(stdout);
	if (pipe(fds))
		return;
	pid = fork();
	if (pid == 0) {
		r = i386_call(which);
		_exit(write(fds[1], &r, sizeof(r)) == sizeof(r) ? 0 : 1);
	}
	close(fds[1]);
	if (pid > 0 && read(fds[0], &r, sizeof(r)) == sizeof(r))
		show(i386_names[which], r);
	else
		printf("%s = unavailable\n", i386_names[which]);
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
	for (int i = 0; i < 4; i++)
		try_int80(i);
	return 0;
}

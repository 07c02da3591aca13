// SPDX-License-Identifier: GPL-2.0
/*
 * Built with -m32 by trace_m32.t (and plainly by make, where it checks
 * the same lines natively): calls from 32-bit code must be judged by
 * their i386 numbers.  "EXPECT" lines are the exact findings; link() is
 * i386 syscall 9, which is mmap on x86_64, and must not be read as one.
 */
#include <stdio.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>

int main(void)
{
	int pid = getpid();

	/* valid: no finding */
	syscall(SYS_mlockall, MCL_FUTURE);
	syscall(SYS_munlockall);
	syscall(SYS_link, "/nonexistent/a", "/nonexistent/b");

	syscall(SYS_mlockall, 0x8);
	printf("EXPECT %d mlockall(flags=0x8 /* MCL_??? */) = -EINVAL: "
	       "flags=0x8 has bits 0x8 outside MCL_CURRENT | MCL_FUTURE | "
	       "MCL_ONFAULT (0x7)\n", pid);
	/* a negative int in a 32-bit register must read as negative */
	syscall(SYS_close, -1);
	printf("EXPECT %d close(fd=-1) = -EBADF: fd=-1 is outside the range "
	       "0..2147483647\n", pid);
	printf("bits %d\n", (int)(sizeof(long) * 8));
	return 0;
}

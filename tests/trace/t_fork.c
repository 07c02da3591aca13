// SPDX-License-Identifier: GPL-2.0
/*
 * A child makes an invalid call and exits 7; the parent makes one too.
 * "EXPECT-F" lines are the child's: kapi trace reports them with -f only.
 */
#include <stdio.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

int main(void)
{
	int status;
	pid_t child;

	fflush(stdout);
	child = fork();
	if (child == 0) {
		syscall(SYS_mlockall, 0x100);
		printf("EXPECT-F %d mlockall(flags=0x100 /* MCL_??? */) = -EINVAL: "
		       "flags=0x100 has bits 0x100 outside MCL_CURRENT | "
		       "MCL_FUTURE | MCL_ONFAULT (0x7)\n", getpid());
		return 7;
	}
	waitpid(child, &status, 0);
	printf("child exited %d\n", WEXITSTATUS(status));
	syscall(SYS_mlockall, 0x200);
	printf("EXPECT %d mlockall(flags=0x200 /* MCL_??? */) = -EINVAL: "
	       "flags=0x200 has bits 0x200 outside MCL_CURRENT | MCL_FUTURE | "
	       "MCL_ONFAULT (0x7)\n", getpid());
	return 0;
}

// SPDX-License-Identifier: GPL-2.0
/*
 * Execs itself once: the successful execve draws no finding, and the new
 * image's invalid call is reported under the same pid.
 */
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	if (argc > 1 && !strcmp(argv[1], "again")) {
		syscall(SYS_mlockall, 0x400);
		printf("EXPECT %d mlockall(flags=0x400 /* MCL_??? */) = -EINVAL: "
		       "flags=0x400 has bits 0x400 outside MCL_CURRENT | "
		       "MCL_FUTURE | MCL_ONFAULT (0x7)\n", getpid());
		return 5;
	}
	printf("before exec\n");
	fflush(stdout);
	execl("/proc/self/exe", argv[0], "again", (char *)NULL);
	perror("execl");
	return 1;
}

// SPDX-License-Identifier: GPL-2.0
/*
 * t_loop N [BAD_EVERY [SLEEP_US]]: N calls of mlockall(MCL_FUTURE), every
 * BAD_EVERY-th one with an invalid flag instead.  Used for event counts,
 * attach mode and the benchmark.
 */
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 1000;
	long bad = argc > 2 ? atol(argv[2]) : 0;
	long pause_us = argc > 3 ? atol(argv[3]) : 0;
	long invalid = 0;

	for (long i = 1; i <= n; i++) {
		if (bad && i % bad == 0) {
			syscall(SYS_mlockall, 0x8);
			invalid++;
		} else {
			syscall(SYS_mlockall, MCL_FUTURE);
		}
		if (pause_us)
			usleep((useconds_t)pause_us);
	}
	syscall(SYS_munlockall);
	printf("%ld calls, %ld invalid\n", n, invalid);
	return 0;
}

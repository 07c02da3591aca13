// SPDX-License-Identifier: GPL-2.0
/*
 * t_getppid N: N getppid calls, then "ns_per_call X" measured around the
 * loop alone (no start-up, no exit), for bench/watch.sh, and
 * "cpu_ns_per_call X", the thread's own CPU time (kernel time, and so the
 * BPF programs, included): on a shared machine the time spent waiting for
 * a CPU is not in it.
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>
#include <sys/syscall.h>

int main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 1000000;
	struct timespec a, b, ca, cb;

	clock_gettime(CLOCK_MONOTONIC, &a);
	clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ca);
	for (long i = 0; i < n; i++)
		syscall(SYS_getppid);
	clock_gettime(CLOCK_THREAD_CPUTIME_ID, &cb);
	clock_gettime(CLOCK_MONOTONIC, &b);
	printf("ns_per_call %.1f\n", ((b.tv_sec - a.tv_sec) * 1e9 +
				      (b.tv_nsec - a.tv_nsec)) / (double)(n ? n : 1));
	printf("cpu_ns_per_call %.1f\n", ((cb.tv_sec - ca.tv_sec) * 1e9 +
					  (cb.tv_nsec - ca.tv_nsec)) / (double)(n ? n : 1));
	return 0;
}

// SPDX-License-Identifier: GPL-2.0
/*
 * t_flood N [PROCS]: PROCS processes (default 1) make N invalid
 * mlockall(0x8) calls between them; each fails with EINVAL and is one
 * finding under kapi trace.  Prints "flood N" at the end.
 */
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 1000000;
	int procs = argc > 2 ? atoi(argv[2]) : 1;

	for (int p = 1; p < procs; p++) {
		if (fork() == 0) {
			for (long i = 0; i < n / procs; i++)
				mlockall(0x8);
			_exit(0);
		}
	}
	for (long i = 0; i < n - (n / procs) * (procs - 1); i++)
		mlockall(0x8);
	while (wait(NULL) > 0)
		;
	printf("flood %ld\n", n);
	return 0;
}

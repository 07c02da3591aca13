// SPDX-License-Identifier: GPL-2.0
/*
 * A fork, exec and thread storm for kapi watch: PROCS processes, each with
 * THREADS threads, each thread making CALLS invalid mlockall calls; every
 * process then execs itself once more as "leaf", which makes CALLS more.
 * Prints "TOTAL n": the findings a watcher must report, or count as lost.
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/syscall.h>
#include <sys/wait.h>

#define PROCS	8
#define THREADS	4
#define CALLS	200

static void *bad_calls(void *arg)
{
	(void)arg;
	for (int i = 0; i < CALLS; i++)
		syscall(SYS_mlockall, 0x8);
	return NULL;
}

int main(int argc, char **argv)
{
	if (argc > 1 && !strcmp(argv[1], "leaf")) {
		bad_calls(NULL);
		return 0;
	}
	for (int p = 0; p < PROCS; p++) {
		pid_t pid = fork();

		if (pid < 0)
			return 1;
		if (pid == 0) {
			pthread_t t[THREADS];

			for (int k = 0; k < THREADS; k++)
				pthread_create(&t[k], NULL, bad_calls, NULL);
			for (int k = 0; k < THREADS; k++)
				pthread_join(t[k], NULL);
			execl("/proc/self/exe", argv[0], "leaf", (char *)NULL);
			_exit(127);
		}
	}
	for (int p = 0; p < PROCS; p++) {
		int status;

		if (wait(&status) < 0 || !WIFEXITED(status) || WEXITSTATUS(status))
			return 1;
	}
	printf("TOTAL %d\n", PROCS * (THREADS + 1) * CALLS);
	return 0;
}

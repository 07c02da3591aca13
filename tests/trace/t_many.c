// SPDX-License-Identifier: GPL-2.0
/*
 * t_many threads|procs N [CALLS]: N threads or N child processes, all
 * alive at the same time (they wait for each other before calling), each
 * making CALLS (default 3) invalid mlockall(0x8) calls, one finding each.
 * Prints "done N CALLS" when every one has finished, so a test can check
 * that kapi trace followed them all and counted N * CALLS findings.
 */
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

static pthread_barrier_t barrier;
static int calls = 3;

static void make_calls(void)
{
	for (int i = 0; i < calls; i++)
		mlockall(0x8);
}

static void *thread_main(void *arg)
{
	(void)arg;
	pthread_barrier_wait(&barrier);
	make_calls();
	return NULL;
}

static int threads(int n)
{
	pthread_t *tids = calloc((size_t)n, sizeof(*tids));
	pthread_attr_t attr;

	if (!tids)
		return 1;
	pthread_attr_init(&attr);
	pthread_attr_setstacksize(&attr, 64 * 1024);
	pthread_barrier_init(&barrier, NULL, (unsigned int)n + 1);
	for (int i = 0; i < n; i++)
		if (pthread_create(&tids[i], &attr, thread_main, NULL)) {
			fprintf(stderr, "thread %d: %s\n", i, strerror(errno));
			return 1;
		}
	pthread_barrier_wait(&barrier);
	for (int i = 0; i < n; i++)
		pthread_join(tids[i], NULL);
	free(tids);
	return 0;
}

static int procs(int n)
{
	int go[2], failed = 0;

	if (pipe(go))
		return 1;
	for (int i = 0; i < n; i++) {
		pid_t pid = fork();

		if (pid < 0) {
			fprintf(stderr, "fork %d: %s\n", i, strerror(errno));
			return 1;
		}
		if (pid == 0) {
			char c;

			close(go[1]);
			/* every child is alive before any calls: wait for EOF */
			while (read(go[0], &c, 1) > 0)
				;
			make_calls();
			_exit(0);
		}
	}
	close(go[1]);
	close(go[0]);
	for (int i = 0; i < n; i++) {
		int status;

		if (wait(&status) < 0 || !WIFEXITED(status) || WEXITSTATUS(status))
			failed++;
	}
	return failed != 0;
}

int main(int argc, char **argv)
{
	int n, err;

	if (argc < 3) {
		fprintf(stderr, "usage: t_many threads|procs N [CALLS]\n");
		return 2;
	}
	n = atoi(argv[2]);
	if (argc > 3)
		calls = atoi(argv[3]);
	err = strcmp(argv[1], "threads") ? procs(n) : threads(n);
	if (!err)
		printf("done %d %d\n", n, calls);
	return err;
}

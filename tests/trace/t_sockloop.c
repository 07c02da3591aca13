// SPDX-License-Identifier: GPL-2.0
/*
 * t_sockloop [PAIRS [SECONDS]]: PAIRS (default 8) pairs of processes pass
 * one byte back and forth over a socket pair until SECONDS (default 2) have
 * passed on the monotonic clock, each counting its round trips.  The
 * clock starts once every process is forked (on a loaded machine, or under
 * a tracer, forking them can take longer than SECONDS), and all pairs
 * start together.  The
 * program then prints "pairs N, every pair made progress" if every pair
 * made at least one round trip, or which did not.  It is over when its
 * time is: a tracer that serves some tracees and starves others shows as
 * a pair with no progress, one that loses track of them as a hang.
 */
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

/* The side that starts each round trip; its count goes to report.  It
 * starts when go is closed, and *end is set by then. */
static void pinger(int s, int go, const volatile double *end, int report)
{
	long trips = 0;
	char c = 'x';

	if (read(go, &c, 1) != 0)
		_exit(1);
	while (now() < *end) {
		if (send(s, &c, 1, 0) != 1 || recv(s, &c, 1, 0) != 1)
			break;
		trips++;
	}
	shutdown(s, SHUT_RDWR);
	if (write(report, &trips, sizeof(trips)) != sizeof(trips))
		_exit(1);
	_exit(0);
}

static void ponger(int s)
{
	char c;

	while (recv(s, &c, 1, 0) == 1)
		if (send(s, &c, 1, 0) != 1)
			break;
	_exit(0);
}

int main(int argc, char **argv)
{
	int pairs = argc > 1 ? atoi(argv[1]) : 8;
	double secs = argc > 2 ? atof(argv[2]) : 2;
	volatile double *end = mmap(NULL, sizeof(*end), PROT_READ | PROT_WRITE,
				    MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	int report[2], go[2], stuck = 0;
	long trips, total = 0;

	if (end == MAP_FAILED || pipe(report) || pipe(go))
		return 1;
	for (int i = 0; i < pairs; i++) {
		int sv[2];

		if (socketpair(AF_UNIX, SOCK_STREAM, 0, sv))
			return 1;
		if (fork() == 0) {
			close(sv[1]);
			close(report[0]);
			close(go[1]);
			pinger(sv[0], go[0], end, report[1]);
		}
		if (fork() == 0) {
			close(sv[0]);
			close(report[0]);
			close(report[1]);
			close(go[0]);
			close(go[1]);
			ponger(sv[1]);
		}
		close(sv[0]);
		close(sv[1]);
	}
	close(report[1]);
	close(go[0]);
	*end = now() + secs;
	close(go[1]);		/* every pinger reads EOF: go */
	while (read(report[0], &trips, sizeof(trips)) == sizeof(trips)) {
		stuck += trips == 0;
		total += trips;
	}
	while (wait(NULL) > 0)
		;
	if (stuck)
		printf("pairs %d, %d made no round trip\n", pairs, stuck);
	else
		printf("pairs %d, every pair made progress\n", pairs);
	fprintf(stderr, "round trips: %ld\n", total);
	return 0;
}

// SPDX-License-Identifier: GPL-2.0
/*
 * A program that leaves a daemon behind: the child starts a session of
 * its own, prints its pid, waits a moment, writes its pid into the file
 * given, lives on for SECONDS (3) and exits; the parent exits at once.
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	int secs = argc > 2 ? atoi(argv[2]) : 3;
	struct timespec ms = { 0, 200 * 1000 * 1000 };
	pid_t pid;

	if (argc < 2)
		return 2;
	fflush(stdout);
	pid = fork();
	if (pid < 0)
		return 1;
	if (pid > 0) {
		printf("daemon %d\n", (int)pid);
		return 0;
	}
	setsid();
	nanosleep(&ms, NULL);
	FILE *f = fopen(argv[1], "w");

	if (f) {
		fprintf(f, "%d\n", (int)getpid());
		fclose(f);
	}
	sleep((unsigned int)secs);
	return 0;
}

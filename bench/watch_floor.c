// SPDX-License-Identifier: GPL-2.0
/*
 * Attaches bench/watch_floor.bpf.c's empty program to sys_exit, says
 * "attached" on stdout and holds it until SIGINT or SIGTERM: the floor
 * bench/watch.sh measures kapi watch's cost for unwatched processes
 * against.  Exit 3 when the program cannot be loaded or attached.
 */
#include <signal.h>
#include <stdio.h>
#include <unistd.h>

#include "watch_floor.skel.h"

static volatile sig_atomic_t stop;

static void on_stop(int sig)
{
	(void)sig;
	stop = 1;
}

int main(void)
{
	struct watch_floor_bpf *skel = watch_floor_bpf__open_and_load();
	struct sigaction sa = { .sa_handler = on_stop };

	if (!skel || watch_floor_bpf__attach(skel)) {
		fprintf(stderr, "watch_floor: cannot load or attach the empty program\n");
		watch_floor_bpf__destroy(skel);
		return 3;
	}
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);
	printf("attached\n");
	fflush(stdout);
	while (!stop)
		pause();
	watch_floor_bpf__destroy(skel);
	return 0;
}

// SPDX-License-Identifier: GPL-2.0
/*
 * A program that handles SIGINT, SIGTERM, SIGHUP and SIGQUIT itself: it
 * makes checked calls in a loop and, when one of those signals arrives,
 * prints "caught SIG<NAME>" and exits 0.  It prints from its main loop,
 * after the handler has returned, so the line goes through write() like
 * any summary a real program prints on the way out; if the signal came
 * more than once, the line says how many times.  Run with a file name, it
 * creates that file once its handlers are in place, so a test knows when
 * to send the signal.  Without a signal it gives up after 20 seconds and
 * exits 9.  Before that it makes one invalid call, mlockall(0x8).
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>

static volatile sig_atomic_t got, times;

static void on_signal(int sig)
{
	got = sig;
	times++;
}

int main(int argc, char **argv)
{
	static const int sigs[] = { SIGINT, SIGTERM, SIGHUP, SIGQUIT };
	struct sigaction sa;
	struct timespec tick = { 0, 5 * 1000 * 1000 };

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_signal;
	sigemptyset(&sa.sa_mask);
	for (size_t i = 0; i < sizeof(sigs) / sizeof(sigs[0]); i++)
		sigaction(sigs[i], &sa, NULL);
	/* one finding, so a tracer has something to report when stopped */
	mlockall(0x8);
	if (argc > 1) {
		int fd = open(argv[1], O_WRONLY | O_CREAT | O_CLOEXEC, 0600);

		if (fd >= 0)
			close(fd);
	}
	for (int i = 0; i < 4000 && !got; i++) {
		getppid();
		nanosleep(&tick, NULL);
	}
	if (!got) {
		printf("no signal came\n");
		return 9;
	}
	/* a second delivery of the signal (a tracer passing on one the
	 * program had already) would show within this pause */
	tick.tv_nsec = 300 * 1000 * 1000;
	nanosleep(&tick, NULL);
	if (times > 1)
		printf("caught SIG%s %d times\n", sigabbrev_np(got), (int)times);
	else
		printf("caught SIG%s\n", sigabbrev_np(got));
	fflush(stdout);
	/* a few more checked calls on the way out */
	getppid();
	close(-1);
	return 0;
}

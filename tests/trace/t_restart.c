// SPDX-License-Identifier: GPL-2.0
/*
 * A read() on an empty pipe interrupted by SIGALRM: with SA_RESTART the
 * kernel restarts it (the tracer sees -ERESTARTSYS, which is no error the
 * program sees), without it the read fails with EINTR.
 */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/time.h>
#include <unistd.h>

static int fds[2];

static void on_alarm(int sig)
{
	static int n;

	(void)sig;
	/* the second alarm feeds the pipe so the restarted read ends */
	if (++n == 2 && write(fds[1], "x", 1) != 1)
		_exit(2);
}

static void arm(int restart)
{
	struct sigaction sa;

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_alarm;
	sa.sa_flags = restart ? SA_RESTART : 0;
	sigaction(SIGALRM, &sa, NULL);
	ualarm(50000, 50000);
}

int main(void)
{
	char c;
	ssize_t r;

	if (pipe(fds))
		return 1;
	arm(1);
	r = read(fds[0], &c, 1);
	printf("restarted read returned %zd\n", r);
	ualarm(0, 0);
	arm(0);
	r = read(fds[0], &c, 1);
	printf("plain read returned %zd (%s)\n", r, r < 0 ? strerror(errno) : "");
	ualarm(0, 0);
	return 0;
}

// SPDX-License-Identifier: GPL-2.0
/*
 * SECCOMP_MODE_STRICT, as LTP's seccomp01 uses it: a child asks for it
 * (prctl, or seccomp() with "syscall"), writes "strict: 0" with write(),
 * then makes a call strict mode forbids (getpid) and must die of SIGKILL
 * there.  The parent prints "child: SIGKILL" or how else it ended.
 */
#define _GNU_SOURCE
#include <linux/seccomp.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

static void say(const char *s)
{
	if (write(1, s, strlen(s)) < 0)
		syscall(SYS_exit, 9);
}

int main(int argc, char **argv)
{
	bool by_seccomp = argc > 1 && !strcmp(argv[1], "syscall");
	int status;
	pid_t pid;

	fflush(stdout);
	pid = fork();
	if (pid == 0) {
		long r = by_seccomp ?
			 syscall(SYS_seccomp, SECCOMP_SET_MODE_STRICT, 0, NULL) :
			 prctl(PR_SET_SECCOMP, SECCOMP_MODE_STRICT);

		say(r ? "strict: refused\n" : "strict: 0\n");
		syscall(SYS_getpid);
		say("getpid: ran\n");
		syscall(SYS_exit, 0);
	}
	if (pid < 0 || waitpid(pid, &status, 0) != pid)
		return 1;
	if (WIFSIGNALED(status))
		printf("child: %s\n", sigabbrev_np(WTERMSIG(status)) ?
		       sigabbrev_np(WTERMSIG(status)) : "?");
	else
		printf("child: exit %d\n", WEXITSTATUS(status));
	return 0;
}

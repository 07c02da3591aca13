// SPDX-License-Identifier: GPL-2.0
/*
 * Signals must reach the traced program as they would untraced: handled
 * signals run their handler, and a child's stop and continue are seen by
 * its parent.  The output is the same traced or not.
 */
#include <signal.h>
#include <stdio.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

static volatile sig_atomic_t handled;

static void on_usr1(int sig)
{
	(void)sig;
	handled++;
}

int main(void)
{
	int status;
	pid_t child;

	signal(SIGUSR1, on_usr1);
	for (int i = 0; i < 3; i++) {
		raise(SIGUSR1);
		syscall(SYS_mlockall, MCL_FUTURE);
	}
	syscall(SYS_munlockall);
	printf("handler ran %d times\n", (int)handled);
	fflush(stdout);
	child = fork();
	if (child == 0) {
		raise(SIGSTOP);
		syscall(SYS_munlockall);
		_exit(0);
	}
	waitpid(child, &status, WUNTRACED);
	printf("child %s\n", WIFSTOPPED(status) ? "stopped" : "did not stop");
	kill(child, SIGCONT);
	waitpid(child, &status, 0);
	printf("child exited %d\n", WIFEXITED(status) ? WEXITSTATUS(status) : -1);
	return 0;
}

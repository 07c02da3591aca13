// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * The effect kinds that need the case child made ready before its call
 * (docs/kapi-conform.rst, "Effect cases"): the child ignores every signal,
 * so a signal queued to it is dropped and a child it forks is reaped at
 * once.  Each kind's "before" undoes that much for its own case only:
 * pending() blocks the signals first (a blocked signal stays queued, even
 * an ignored one), new_child() gives SIGCHLD its default action (the
 * exited child stays a zombie to wait for).  The observations answer 1,
 * 0 or -1 as effect_kinds.c's do.
 */
#include <signal.h>
#include <string.h>
#include <unistd.h>
#include <sys/syscall.h>
#include <sys/wait.h>

#include "live/conform/effect.h"

/* Every signal but the alarm that ends a stuck case is blocked. */
static void block_signals(void)
{
	uint64_t set = ~(1ull << (SIGALRM - 1));

	syscall(SYS_rt_sigprocmask, SIG_SETMASK, &set, NULL, 8UL);
}

/* Signal sig is pending in field (ShdPnd: the process's queue, SigPnd:
 * the thread's); sig 0 queues nothing and is not looked at. */
static int k_pending(const struct effect_check *ck)
{
	uint64_t v;

	if (ck->v[1] < 1 || ck->v[1] > 64 ||
	    (strcmp(ck->s[0], "ShdPnd") && strcmp(ck->s[0], "SigPnd")) ||
	    conform__effect_status(ck->s[0], &v))
		return -1;
	return (int)(v >> (ck->v[1] - 1) & 1);
}

static void default_sigchld(void)
{
	signal(SIGCHLD, SIG_DFL);
}

/* pid is a child of the caller: one that exits (the case runner's new
 * child does at once) can be waited for. */
static int k_new_child(const struct effect_check *ck)
{
	siginfo_t si;

	if (ck->v[0] <= 0 || ck->v[0] == getpid())
		return 0;
	memset(&si, 0, sizeof(si));
	if (waitid(P_PID, (id_t)ck->v[0], &si, WEXITED))
		return 0;
	return si.si_pid == (pid_t)ck->v[0];
}

const struct effect_kind conform__effect_task_kinds[] = {
	{ "pending", 2, 1, k_pending, block_signals },
	{ "new_child", 1, 0, k_new_child, default_sigchld },
};

const size_t conform__effect_task_kind_count =
	sizeof(conform__effect_task_kinds) / sizeof(conform__effect_task_kinds[0]);

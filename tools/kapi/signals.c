// SPDX-License-Identifier: GPL-2.0
/*
 * SIGINT, SIGTERM and SIGHUP reach every verb, whatever disposition kapi
 * was started with: a shell starts a background job (kapi trace -p PID &)
 * with SIGINT and SIGQUIT ignored, and a kapi that ignored them could not
 * be stopped, or would not let go of what it holds.  Which of them came
 * in ignored is remembered, for a program kapi runs (trace), which gets
 * them as they came.
 */
#include <signal.h>
#include <string.h>

#include "main.h"

static const int stop_signals[] = { SIGINT, SIGTERM, SIGHUP };

uint64_t inherited_ignored;

void take_stop_signals(void)
{
	for (size_t i = 0; i < (sizeof(stop_signals) / sizeof(stop_signals[0])); i++) {
		struct sigaction old;

		if (!sigaction(stop_signals[i], NULL, &old) &&
		    old.sa_handler == SIG_IGN) {
			inherited_ignored |= 1ull << (stop_signals[i] - 1);
			signal(stop_signals[i], SIG_DFL);
		}
	}
}

void catch_stop_signals(void (*handler)(int))
{
	struct sigaction sa;

	/* no SA_RESTART: a wait in progress returns to look at the flag */
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = handler;
	sigemptyset(&sa.sa_mask);
	for (size_t i = 0; i < (sizeof(stop_signals) / sizeof(stop_signals[0])); i++)
		sigaddset(&sa.sa_mask, stop_signals[i]);
	for (size_t i = 0; i < (sizeof(stop_signals) / sizeof(stop_signals[0])); i++)
		sigaction(stop_signals[i], &sa, NULL);
}

void die_of_signal(int sig)
{
	sigset_t set;

	signal(sig, SIG_DFL);
	sigemptyset(&set);
	sigaddset(&set, sig);
	sigprocmask(SIG_UNBLOCK, &set, NULL);
	raise(sig);
}

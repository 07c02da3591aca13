// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * The effect kinds that need the case child made ready before its call
 * (docs/kapi-conform.rst, "Effect cases"): the child ignores every signal,
 * so a signal queued to it is dropped and a child it forks is reaped at
 * once.  Each kind's "before" undoes that much for its own case only:
 * pending() blocks the signals first (a blocked signal stays queued, even
 * an ignored one), new_child() gives SIGCHLD its default action (the
 * exited child stays a zombie to wait for).  ldt_entry() reads the
 * process's x86 LDT back.  The observations answer 1, 0 or -1 as
 * effect_kinds.c's do.
 */
#include <signal.h>
#include <stdbool.h>
#include <string.h>
#include <unistd.h>
#if defined(__x86_64__) || defined(__i386__)
#include <asm/ldt.h>
#define HAVE_LDT 1
#endif
#include <sys/syscall.h>
#include <sys/wait.h>

#include "base/base.h"
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
	    kapi__proc_status(0, ck->s[0], &v))
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

#ifdef HAVE_LDT
/*
 * Entry ud->entry_number of the LDT (modify_ldt func 0 reads it, zero
 * past the table's end) is what writing *ud made it: zero for a
 * descriptor that clears (base and limit 0 with func 1; with either func
 * also the "empty" pattern: not present, read/exec only, no other flag),
 * set otherwise; and a table there (read answers 0 without one).
 */
static int k_ldt_entry(const struct effect_check *ck)
{
	const struct user_desc *ud = (const struct user_desc *)(uintptr_t)ck->v[0];
	static uint64_t ldt[LDT_ENTRIES];
	bool clears, old = ck->v[1] == 1;

	long n;

	if (!ud || ud->entry_number >= LDT_ENTRIES ||
	    (n = syscall(SYS_modify_ldt, 0, ldt, sizeof(ldt))) < 0)
		return -1;
	if (!n)		/* every write leaves the process a table */
		return 0;
	clears = !ud->base_addr && !ud->limit &&
		 (old || (!ud->contents && !ud->seg_32bit &&
			  !ud->limit_in_pages && !ud->useable && !ud->lm &&
			  ud->read_exec_only && ud->seg_not_present));
	return clears == !ldt[ud->entry_number];
}
#else
/* the LDT and modify_ldt are x86's: nothing to read back elsewhere */
static int k_ldt_entry(const struct effect_check *ck)
{
	(void)ck;
	return -1;
}
#endif

const struct effect_kind conform__effect_task_kinds[] = {
	{ "pending", 2, 1, k_pending, block_signals },
	{ "new_child", 1, 0, k_new_child, default_sigchld },
	{ "ldt_entry", 2, 0, k_ldt_entry, NULL },
};

const size_t conform__effect_task_kind_count =
	sizeof(conform__effect_task_kinds) / sizeof(conform__effect_task_kinds[0]);

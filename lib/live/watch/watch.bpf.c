// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * kapi watch's programs: spec checks of syscalls inside the kernel.
 *
 * Checks run when a call returns (tp_btf/sys_exit), on the argument
 * registers the entry saved in pt_regs, which still hold the arguments
 * then: one hook a syscall instead of two, and entry and exit paired by
 * construction, per thread.  The exceptions have entry hooks of their own
 * (the per-syscall entry tracepoints): exit and exit_group never return
 * (they are checked and reported at entry).  A successful execve returns
 * into a new image whose registers are cleared: it is not checked (a
 * failed one is, its registers intact).  rt_sigreturn restores the interrupted registers and sets
 * orig_ax to -1, so its exit is no call at all; restarts (-ERESTART*)
 * are skipped by the result check and checked again when remade.
 *
 * A process that is not watched pays the bit test in watched_now() and
 * nothing else.  Only calls that fail a check cross the ring buffer;
 * submissions do not wake the reader unless the buffer fills past a
 * threshold, the reader polls on a timer as well.
 */
#include "live/watch/watch_common.bpf.h"

static __always_inline bool is_compat(void)
{
	struct task_struct *t = bpf_get_current_task_btf();

	return t->thread_info.status & TS_COMPAT;
}

/* regs is a trusted BTF pointer: plain loads, no helper calls */
static __always_inline void regs_args(struct pt_regs *regs, __u64 *args)
{
	args[0] = regs->di;
	args[1] = regs->si;
	args[2] = regs->dx;
	args[3] = regs->r10;
	args[4] = regs->r8;
	args[5] = regs->r9;
}

SEC("tp_btf/sys_exit")
int BPF_PROG(kapi_sys_exit, struct pt_regs *regs, long ret)
{
	struct kapi_watch_syscall *s;
	struct call c = {};
	__u32 nr;

	if (!watched_now())
		return 0;
	nr = (__u32)regs->orig_ax;
	if (nr >= KAPI_WATCH_MAX_NR)
		return 0;	/* rt_sigreturn's -1, x32 */
	s = bpf_map_lookup_elem(&checks, &nr);
	if (!s || !(s->flags & KAPI_WATCH_S_ACTIVE) || is_compat())
		return 0;
	c.nr = nr;
	c.ret = ret;
	c.returned = 1;
	/*
	 * A successful exec returns 0 into the new image, whose registers
	 * are cleared: there is nothing left to check, and the arguments
	 * were good enough.  A failed one left them in place.
	 */
	if ((s->flags & KAPI_WATCH_S_EXEC) && ret == 0)
		return 0;
	regs_args(regs, c.args);
	c.bad = check_args(s, &c);
	if (s->flags & KAPI_WATCH_S_EXPR) {
		struct kapi_watch_expr *x = bpf_map_lookup_elem(&exprs, &nr);
		int r = kapi_check_exprs(x, &c);
		__u32 ig = (r >> 8) & 0x3f;

		/* "COND -> ignored(p)": p's own checks do not count */
		c.bad &= ~(ig | ig << 8 | ig << 16);
		/* as user space: a value already refused needs no second finding */
		if ((r & 1) && !(c.bad & 0x3f))
			c.bad |= KAPI_WATCH_E_EXPR;
	}
	if (ret_bad(s, ret))
		c.bad |= KAPI_WATCH_E_RET;
	count(nr, nbad(c.bad));
	if (c.bad) {
		c.bad |= KAPI_WATCH_E_RETURNED;
		kapi_report(s, &c);
	}
	return 0;
}

/*
 * exit and exit_group never return: their arguments are checked at entry,
 * on their own tracepoints.  Those cost every other syscall a call and a
 * bit test, so the loader attaches them only when the specs give those
 * arguments a check.
 */
static __always_inline int entry_event(struct trace_event_raw_sys_enter *ctx,
				       __u32 nr, int nargs)
{
	struct kapi_watch_syscall *s;
	struct call c = {};

	if (!watched_now())
		return 0;
	s = bpf_map_lookup_elem(&checks, &nr);
	if (!s || !(s->flags & KAPI_WATCH_S_ACTIVE))
		return 0;
	/* constant offsets, and no further than this syscall's record */
	c.args[0] = ctx->args[0];
	if (nargs > 1)
		c.args[1] = ctx->args[1];
	if (nargs > 2)
		c.args[2] = ctx->args[2];
	if (nargs > 3)
		c.args[3] = ctx->args[3];
	if (nargs > 4)
		c.args[4] = ctx->args[4];
	c.nr = nr;
	c.bad = check_args(s, &c);
	count(nr, nbad(c.bad));
	if (c.bad)
		kapi_report(s, &c);
	return 0;
}

SEC("tracepoint/syscalls/sys_enter_exit_group")
int kapi_exit_group(struct trace_event_raw_sys_enter *ctx)
{
	return entry_event(ctx, NR_EXIT_GROUP, 1);
}

SEC("tracepoint/syscalls/sys_enter_exit")
int kapi_exit(struct trace_event_raw_sys_enter *ctx)
{
	return entry_event(ctx, NR_EXIT, 1);
}

/* A watched process's children are watched from their first instruction. */
SEC("tp_btf/sched_process_fork")
int BPF_PROG(kapi_fork, struct task_struct *parent, struct task_struct *child)
{
	__u32 ptgid = parent->tgid, ctgid = child->tgid;

	if (ptgid == ctgid || ptgid >= KAPI_WATCH_PID_LIMIT ||
	    ctgid >= KAPI_WATCH_PID_LIMIT ||
	    !(*word_of(ptgid) & BIT(ptgid)))
		return 0;
	__sync_fetch_and_or(word_of(ctgid), BIT(ctgid));
	return 0;
}

/*
 * A watched group that has died leaves the set.  The tracepoint says so
 * itself on kernels whose sched_process_exit has a group_dead argument
 * (newer than 6.12); before, the last thread out has brought the group's live
 * count to 0 by then.  The loader loads the one the kernel's BTF fits.
 */
static __always_inline void process_gone(__u32 tgid)
{
	if (tgid < KAPI_WATCH_PID_LIMIT)
		__sync_fetch_and_and(word_of(tgid), ~BIT(tgid));
}

SEC("tp_btf/sched_process_exit")
int BPF_PROG(kapi_process_exit, struct task_struct *task, bool group_dead)
{
	if (group_dead)
		process_gone(task->tgid);
	return 0;
}

SEC("tp_btf/sched_process_exit")
int BPF_PROG(kapi_process_exit_live, struct task_struct *task)
{
	if (!task->signal->live.counter)
		process_gone(task->tgid);
	return 0;
}

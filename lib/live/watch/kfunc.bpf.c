// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * kapi watch's checks of in-kernel functions: one fexit program a
 * function (a slot the loader points at its target through BTF), which
 * sees the arguments the function was called with and its result, so
 * entry and exit are one event.  Argument count and layout come from the
 * target's BTF prototype (bpf_get_func_arg); the checks are the syscall
 * checks' (watch_common.bpf.h), indexed by slot.  A kernel without
 * BPF trampolines (no ftrace) refuses these programs; the loader then
 * reports the functions as not watched and goes on with the syscalls.
 */
#include "live/watch/watch_common.bpf.h"

static __always_inline int fn_exit(__u64 *ctx, __u32 slot)
{
	struct kapi_watch_syscall *s;
	struct call c = {};
	__u64 ret = 0;

	if (!watched_now())
		return 0;
	s = bpf_map_lookup_elem(&checks, &slot);
	if (!s || !(s->flags & KAPI_WATCH_S_ACTIVE))
		return 0;
	for (int i = 0; i < 6; i++)
		if (i < s->nargs)
			bpf_get_func_arg(ctx, i, &c.args[i]);
	c.nr = KAPI_WATCH_FN_BASE + slot;
	c.bad = check_args(s, &c);
	if (!(s->flags & KAPI_WATCH_S_VOID)) {
		bpf_get_func_ret(ctx, &ret);
		/* an int result: the register's upper half is not defined */
		c.ret = (s->flags & KAPI_WATCH_S_RET32) ? (__s64)(__s32)ret :
							 (__s64)ret;
		c.returned = 1;
		if (ret_bad(s, c.ret))
			c.bad |= KAPI_WATCH_E_RET;
	}
	count(slot, nbad(c.bad));
	if (c.bad) {
		if (c.returned)
			c.bad |= KAPI_WATCH_E_RETURNED;
		kapi_report(s, &c);
	}
	return 0;
}

#define SLOT(n)							\
	SEC("fexit")						\
	int kapi_fn##n(__u64 *ctx)				\
	{							\
		return fn_exit(ctx, n);				\
	}

SLOT(0) SLOT(1) SLOT(2) SLOT(3) SLOT(4) SLOT(5) SLOT(6) SLOT(7)
SLOT(8) SLOT(9) SLOT(10) SLOT(11) SLOT(12) SLOT(13) SLOT(14) SLOT(15)

/* SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause */
/* The tracer's seccomp filter (filter.c). */
#ifndef KAPI_LIB_TRACE_FILTER_H
#define KAPI_LIB_TRACE_FILTER_H

#include <linux/filter.h>

#include "live/live.h"

struct kapi_filter {
	struct sock_filter *insns;
	size_t count, cap;
	size_t checked;		/* syscalls whose arguments the filter checks */
};

/*
 * A filter that returns SECCOMP_RET_TRACE for the syscalls to check (nrs)
 * and ALLOW for every other one.  With in_filter, a syscall whose integer
 * constraints (masks, ranges, enums) the filter can express is allowed
 * when its arguments pass them, and traced only when they do not.
 */
int kapi__filter_build(struct kapi_filter *f, const struct kapi_registry *reg,
		       const long *nrs, size_t n, bool in_filter);
void kapi__filter_free(struct kapi_filter *f);

#endif /* KAPI_LIB_TRACE_FILTER_H */

// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * Descriptor kinds: a spec of api type fdtype lists, one row a syscall,
 * what the call does given a descriptor of that kind (an errno, or
 * success), on the releases the row names.  Lint, diff and conform look
 * rows up through these.
 */
#include <string.h>

#include "model/model.h"

bool kapi__fd_op_in_kernel(const struct kapi_fd_op *op, uint32_t kver)
{
	return op && kapi__release_within(op->since, op->until, kver);
}

bool kapi__fd_op_succeeds(const struct kapi_fd_op *op)
{
	return !op->error || !*op->error;
}

const struct kapi_fd_op *kapi__fd_op_find(const struct kernel_api_spec *kind,
					  const char *sc, uint32_t kver)
{
	for (uint32_t i = 0; kind && sc && i < kind->fd_op_count; i++) {
		const struct kapi_fd_op *op = &kind->fd_ops[i];

		if (op->syscall && !strcmp(op->syscall, sc) &&
		    kapi__fd_op_in_kernel(op, kver))
			return op;
	}
	return NULL;
}

bool kapi__fd_ops_clash(const struct kapi_fd_op *a, const struct kapi_fd_op *b)
{
	return a->syscall && b->syscall && !strcmp(a->syscall, b->syscall) &&
	       kapi__releases_overlap(a->since, a->until, b->since, b->until);
}

// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * kapi_diff() of an fd kind's rows: what each syscall does given a
 * descriptor of the kind.  A row's errno that changes (or a call that
 * failed and now succeeds, or the reverse) breaks programs that rely on
 * it; a row that appears documents one more call; a row that goes is for
 * review.
 */
#include <stdio.h>
#include <string.h>

#include "check/diff_ktree.h"

static const char *str(const char *s)
{
	return s ? s : "";
}

static const char *result(const struct kapi_fd_op *op)
{
	return kapi__fd_op_succeeds(op) ? "success" : op->error;
}

/* The row of s for op's syscall on op's releases: the same range first. */
static const struct kapi_fd_op *row_of(const struct kernel_api_spec *s,
				       const struct kapi_fd_op *op)
{
	const struct kapi_fd_op *clash = NULL;

	for (uint32_t i = 0; i < s->fd_op_count; i++) {
		const struct kapi_fd_op *r = &s->fd_ops[i];

		if (strcmp(str(r->syscall), str(op->syscall)))
			continue;
		if (!strcmp(str(r->since), str(op->since)) &&
		    !strcmp(str(r->until), str(op->until)))
			return r;
		if (!clash && kapi__fd_ops_clash(r, op))
			clash = r;
	}
	return clash;
}

void kapi__diff_fd_ops(const struct kapi_diff_ctx *d,
		       const struct kernel_api_spec *o,
		       const struct kernel_api_spec *n)
{
	char sub[96];

	for (uint32_t i = 0; i < n->fd_op_count; i++) {
		const struct kapi_fd_op *nr = &n->fd_ops[i];
		const struct kapi_fd_op *or = row_of(o, nr);

		snprintf(sub, sizeof(sub), "fd_ops %s", str(nr->syscall));
		if (!or)
			d->add(d->ctx, "D094", sub, NULL, result(nr),
			       "%s on this kind: %s (a new row)",
			       str(nr->syscall), result(nr));
		else if (strcmp(result(or), result(nr)))
			d->add(d->ctx, "D093", sub, result(or), result(nr),
			       "%s on this kind gives %s, was %s",
			       str(nr->syscall), result(nr), result(or));
	}
	for (uint32_t i = 0; i < o->fd_op_count; i++) {
		const struct kapi_fd_op *or = &o->fd_ops[i];

		if (row_of(n, or))
			continue;
		snprintf(sub, sizeof(sub), "fd_ops %s", str(or->syscall));
		d->add(d->ctx, "D095", sub, result(or), NULL,
		       "%s on this kind is no longer described (was %s)",
		       str(or->syscall), result(or));
	}
}

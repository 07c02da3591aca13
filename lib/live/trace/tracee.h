/* SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause */
/* Starting the traced program (tracee.c). */
#ifndef KAPI_LIB_LIVE_TRACE_TRACEE_H
#define KAPI_LIB_LIVE_TRACE_TRACEE_H

#include <linux/filter.h>
#include <stdint.h>
#include <sys/types.h>

#include "live/trace/filter.h"

struct kapi_tracee {
	const char *path;		/* looked up on PATH already */
	char *const *argv;
	int errfd;			/* the child writes a failure's errno */
	int gofd;			/* reads one byte once it is seized */
	int kapi_ends[2];		/* kapi's ends of the two pipes */
	uint64_t ignored;		/* signals the caller gave ignored */
	/* the filters in the order they go in, and what holds them */
	struct sock_fprog progs[3];
	int nprogs;
	struct sock_filter *joined;
	char *stack;
};

/* The programs for filter f (none when f is empty); f must outlive the
 * child's exec. */
void kapi__tracee_prepare(struct kapi_tracee *c, const struct kapi_filter *f);
/* Starts the child (it waits on gofd); its pid, or -1 with errno. */
pid_t kapi__tracee_start(struct kapi_tracee *c);
/* Once the child has exec'd or died: what start and prepare held. */
void kapi__tracee_release(struct kapi_tracee *c);

#endif

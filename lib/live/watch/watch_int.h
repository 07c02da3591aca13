/* SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause */
/*
 * kapi watch's loader, within the library: what the kernel allows
 * (watch_probe.c) and what libbpf said (watch_log.c).
 */
#ifndef KAPI_LIB_WATCH_INT_H
#define KAPI_LIB_WATCH_INT_H

#include <stdbool.h>
#include <stddef.h>

#include "base/base.h"

struct btf;

/* The running kernel, as its BTF describes it. */
struct kapi__watch_kernel {
	char release[65];
	bool group_dead;	/* sched_process_exit says when a group died */
	bool loop;		/* bpf_loop (5.17): expressions in the kernel */
	bool func_args;		/* bpf_get_func_arg (5.17): kernel functions */
	struct btf *btf;	/* vmlinux's */
};

/* 0, or -errno when the kernel has no BTF to read. */
int kapi__watch_kernel_probe(struct kapi__watch_kernel *k);
void kapi__watch_kernel_free(struct kapi__watch_kernel *k);

/* A kernel function's shape, as fexit sees it. */
struct kapi__watch_fn {
	int nargs;
	bool ret_void;
	int ret_size;		/* bytes */
};

/* 0, or -ENOENT when the kernel's BTF has no function fn. */
int kapi__watch_fn_shape(const struct kapi__watch_kernel *k, const char *fn,
			 struct kapi__watch_fn *shape);
/* uname's release, for messages. */
const char *kapi__watch_release(void);
/* "EACCES", or "errno N". */
void kapi__watch_errno(int err, char *buf, size_t n);

/* libbpf's lines, from start to stop. */
struct kapi__watch_log {
	struct kapi_strbuf text;
	size_t mark;		/* where the step being explained began */
	void (*on_line)(void *ctx, const char *line);
	void *ctx;
};

void kapi__watch_log_start(struct kapi__watch_log *l,
			   void (*on_line)(void *ctx, const char *line), void *ctx);
void kapi__watch_log_stop(struct kapi__watch_log *l);
/* Forgets what came before, for the next explanation. */
void kapi__watch_log_mark(struct kapi__watch_log *l);
/*
 * One sentence for a step (what: "load", "attach", ...) that failed with
 * err: the kernel's release, the program libbpf named last and the
 * verifier's reason when its log is there, else errno's text.
 */
void kapi__watch_log_explain(const struct kapi__watch_log *l, const char *what,
			     int err, char *buf, size_t n);

#endif /* KAPI_LIB_WATCH_INT_H */

/* SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause */
/*
 * kapi watch: spec checks of syscalls inside the running kernel, with eBPF
 * (lib/live/watch/).  Programs on the syscall exit hook test each watched
 * call's arguments and result against maps compiled from the specs; the
 * calls that fail a check come back through a ring buffer, are judged
 * again by the same validators as kapi validate and kapi trace, and reach
 * on_call as a struct kapi_trace_call.
 *
 *	kapi_watch__open(&opts, &w);	load, fill the maps
 *	kapi_watch__attach(w);		start checking
 *	kapi_watch__add(w, pid, true);	for KAPI_WATCH_PIDS
 *	while (...) kapi_watch__poll(w, 100);
 *	kapi_watch__close(w);		detach, free
 *
 * Not part of libkapi's ABI yet: the kapi command links these from the
 * library's objects; libkapi.so does not export them and make install
 * does not install this header, until the interface has settled.
 */
#ifndef KAPI_WATCH_H
#define KAPI_WATCH_H

#include <kapi/kapi.h>

enum kapi_watch_target {
	KAPI_WATCH_PIDS = 0,	/* kapi_watch__add()'s processes and their children */
	KAPI_WATCH_ALL,		/* every process but this one */
	KAPI_WATCH_CGROUP,	/* tasks in a cgroup v2 directory, or below it */
	KAPI_WATCH_COMM,	/* tasks of this command name */
};

struct kapi_watch_opts {
	size_t sz;			/* sizeof(struct kapi_watch_opts) */
	const struct kapi_registry *reg;
	enum kapi_watch_target target;
	const char *cgroup;		/* KAPI_WATCH_CGROUP: its directory */
	const char *comm;		/* KAPI_WATCH_COMM: at most 15 bytes */
	const long *only;		/* NULL: every syscall with a spec */
	size_t only_count;
	bool generated;			/* check generated baselines too */
	bool summary;			/* count calls per syscall in the kernel */
	size_t ring_bytes;		/* ring buffer size; 0: 4 MiB */
	bool no_functions;		/* leave kernel function specs out */
	void (*on_call)(void *ctx, const struct kapi_trace_call *call);
	/* a kernel function spec that is not watched, and why */
	void (*on_skip)(void *ctx, const char *name, const char *why);
	/* what the running kernel lets watch check, and how, or why not:
	 * a few calls while it loads and attaches */
	void (*on_feature)(void *ctx, const char *what, const char *how);
	/* NULL, or every line libbpf logs, the verifier's log of a refused
	 * program among them (kapi watch -v) */
	void (*on_log)(void *ctx, const char *line);
	void *ctx;
};

struct kapi_watch_stats {
	uint64_t events;	/* calls the kernel reported */
	uint64_t drops;		/* reports lost to a full ring buffer */
	uint64_t unconfirmed;	/* reports the validators found nothing in */
	size_t syscalls;	/* syscalls with checks in the kernel */
	size_t functions;	/* kernel functions watched (fexit) */
};

struct kapi_watch;

/* NULL when watch is built in; otherwise why it is not. */
const char *kapi_watch__unavailable(void);
/*
 * Loads the programs and fills their maps; nothing is attached yet.
 * -EPERM without root (or CAP_BPF and CAP_PERFMON), -EOPNOTSUPP when built
 * without BPF, another negative errno when the kernel refuses;
 * kapi_watch__error() then says in one sentence which step failed, on
 * which kernel release, the program and the verifier's reason.
 */
int kapi_watch__open(const struct kapi_watch_opts *opts,
			      struct kapi_watch **out);
const char *kapi_watch__error(const struct kapi_watch *w);
int kapi_watch__attach(struct kapi_watch *w);
/* Watches process tgid (KAPI_WATCH_PIDS), with its living descendants. */
int kapi_watch__add(struct kapi_watch *w, pid_t tgid,
			     bool descendants);
/* Hands the reported calls to on_call; returns how many or -errno. */
int kapi_watch__poll(struct kapi_watch *w, int timeout_ms);
/* KAPI_WATCH_PIDS: whether every watched process has exited. */
bool kapi_watch__idle(struct kapi_watch *w);
int kapi_watch__stats(struct kapi_watch *w, struct kapi_watch_stats *st);
/* --summary: calls of syscall nr checked in the kernel, failed checks. */
int kapi_watch__count(struct kapi_watch *w, long nr, uint64_t *calls,
			       uint64_t *findings);
/* Detaches every program and frees w. */
void kapi_watch__close(struct kapi_watch *w);

#endif /* KAPI_WATCH_H */

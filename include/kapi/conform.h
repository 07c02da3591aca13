/* SPDX-License-Identifier: GPL-2.0 */
/*
 * libkapi: the running kernel as the judge of the syscall specs.
 *
 * kapi_conform__run() turns every machine-checkable claim of a spec (mask
 * bits, enum values, ranges, pointers, descriptors, paths, sizes) into calls
 * made by number in a throwaway child inside a sandbox (user, mount, pid,
 * net, ipc and uts namespaces, a private tmpfs as the only writable place,
 * tight rlimits, an alarm and a seccomp deny list), and compares each answer
 * with what the spec predicts through the same validator `kapi validate`
 * uses.  The library never prints.
 */
#ifndef KAPI_CONFORM_H
#define KAPI_CONFORM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <kapi/kapi.h>

#ifdef __cplusplus
extern "C" {
#endif

enum kapi_conform_verdict {
	KAPI_CONFORM_AGREE = 0,
	KAPI_CONFORM_FALSE_POSITIVE,	/* the kernel accepts what the spec refuses */
	KAPI_CONFORM_MISS,		/* the spec accepts what the kernel refuses (EINVAL) */
	KAPI_CONFORM_ERRNO_GAP,		/* an errno the spec does not list */
	KAPI_CONFORM_MACHINE,		/* ENOSYS, EOPNOTSUPP, ENODEV, ENOPKG, EPERM */
	KAPI_CONFORM_INCONCLUSIVE,	/* the answer cannot judge the claim */
	KAPI_CONFORM_NOT_RUN,		/* denied by the sandbox, or unsafe */
	KAPI_CONFORM__COUNT
};

/* What a case tries: the valid base call, a value, or a classic bad input. */
enum kapi_conform_case_kind {
	KAPI_CONFORM_CASE_BASE = 0,
	KAPI_CONFORM_CASE_VALUE,	/* a mask bit, enum value, range edge */
	KAPI_CONFORM_CASE_BAD,		/* -1 fd, NULL, missing path, size 0 */
};

#define KAPI_CONFORM_TEXT 192

/* One case and, after the run, the kernel's answer and the verdict. */
struct kapi_conform_result {
	const struct kernel_api_spec *spec;
	const char *syscall;		/* name without "sys_" */
	long nr;
	size_t index;			/* of the case within its syscall */
	int param;			/* the parameter varied, -1 for none */
	enum kapi_conform_case_kind kind;
	char what[64];			/* "flags bit 0x40", "fd: closed" */
	char call[KAPI_CONFORM_TEXT];	/* the exact call, targets in <> */
	bool spec_refuses;		/* the validator finds a problem */
	char claim[KAPI_CONFORM_TEXT];	/* its finding, or what it expects */
	/* the kernel's answer */
	bool ran;
	bool returned;			/* the call came back */
	bool timed_out;			/* it blocked past the alarm */
	int64_t ret;			/* return value when >= 0 */
	int err;			/* positive errno, 0 on success */
	int signal;			/* the child died of this signal */
	enum kapi_conform_verdict verdict;
	char reason[KAPI_CONFORM_TEXT];
};

struct kapi_conform_opts {
	size_t sz;			/* sizeof(struct kapi_conform_opts) */
	const struct kapi_registry *reg;
	const char *const *only;	/* syscall names ("openat" or "sys_openat"), NULL: all */
	size_t only_count;
	bool generated;			/* also run generated baseline specs */
	size_t max_cases;		/* per syscall (the base call included), 0: all */
	uint64_t seed;			/* picks the random extra values and the
					 * subset kept by max_cases */
	unsigned int jobs;		/* sandboxes run in parallel, 0: 1 */
	unsigned int timeout_ms;	/* a blocked call is stopped after, 0: 200 */
	const char *scratch_parent;	/* where the scratch directory is made:
					 * NULL: $TMPDIR, then /tmp */
	bool dry_run;			/* generate the cases, run nothing */
	void (*progress)(void *ctx, size_t done, size_t total);
	/* every case, in order, after the run */
	void (*on_case)(void *ctx, const struct kapi_conform_result *r);
	void *ctx;
	/* out */
	unsigned int namespaces;	/* KAPI_CONFORM_NS_* the sandbox got */
	size_t cases;			/* cases generated */
	char sandbox[128];		/* how the sandbox was made, for reports */
};

#define KAPI_CONFORM_NS_USER	(1u << 0)
#define KAPI_CONFORM_NS_MOUNT	(1u << 1)
#define KAPI_CONFORM_NS_PID	(1u << 2)
#define KAPI_CONFORM_NS_NET	(1u << 3)
#define KAPI_CONFORM_NS_IPC	(1u << 4)
#define KAPI_CONFORM_NS_UTS	(1u << 5)

/*
 * Generates the cases of every selected syscall spec, runs them in the
 * sandbox and calls on_case for each.  0, -ENOENT when --only names no
 * spec, -EPERM when no sandbox can be made (nothing is ever run in the
 * caller's context), or another negative errno.
 */
KAPI_API int kapi_conform__run(struct kapi_conform_opts *opts);
KAPI_API const char *kapi_conform__verdict_name(enum kapi_conform_verdict v);
/* The syscalls the sandbox never runs, with the reason; NULL if it may. */
KAPI_API const char *kapi_conform__denied(const char *syscall);

#ifdef __cplusplus
}
#endif

#endif /* KAPI_CONFORM_H */

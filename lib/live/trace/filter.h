/* SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause */
/* The tracer's seccomp filter (filter.c). */
#ifndef KAPI_LIB_TRACE_FILTER_H
#define KAPI_LIB_TRACE_FILTER_H

#include <linux/filter.h>

#include "live/live.h"

/*
 * The data kapi's SECCOMP_RET_TRACE carries (SECCOMP_RET_DATA, 16 bits):
 * a seccomp stop with other data comes from a filter the program
 * installed itself, and is answered as the kernel answers it when no
 * tracer asks (ENOSYS).
 */
#define KAPI_FILTER_TRACE_DATA 0x6b61u	/* "ka" */

struct kapi_filter {
	struct sock_filter *insns;
	size_t count, cap;
	size_t checked;		/* syscalls whose arguments the filter checks */
	size_t trapped;		/* syscalls left to the tracer: no room for their checks */
	uint32_t refuse;	/* what a call failing the checks gets */
	uint32_t pass;		/* what a checked syscall's valid call gets */
	/*
	 * The checks that did not fit: a second filter, installed beside
	 * this one, or NULL.  This one allows those syscalls and the second
	 * judges them (the kernel runs every filter and takes the strictest
	 * action); the second allows every other call.
	 */
	struct kapi_filter *spill;
};

/*
 * A filter that returns SECCOMP_RET_TRACE for the syscalls to check (nrs)
 * and ALLOW for every other one.  With in_filter, a syscall whose integer
 * constraints (masks, ranges, enums) the filter can express is allowed
 * when its arguments pass them, and traced only when they do not.
 * generated: baseline specs are in use (--generated); otherwise a
 * syscall whose only spec is a baseline is not trapped for it.  nrs32 are
 * i386 numbers to trap when 32-bit code makes the call (data.arch), with
 * no checks in the filter.  refuse is the action for a call that fails
 * the filter's checks: SECCOMP_RET_TRACE, or SECCOMP_RET_ERRNO | errno to
 * refuse it in the kernel without a stop.  pass is the action for
 * a call of a checked syscall that passes them (or that has nothing to
 * check): SECCOMP_RET_ALLOW, or SECCOMP_RET_TRACE so that every call stops
 * once (kapi trace -c --entry-only counts them all).  enforce: x32 calls
 * (the number with bit 30 set), which no spec judges, fail with ENOSYS
 * as on a kernel without x32, instead of running unchecked.
 */
int kapi__filter_build(struct kapi_filter *f, const struct kapi_registry *reg,
		       const long *nrs, size_t n, const long *nrs32, size_t n32,
		       bool in_filter, bool generated, uint32_t refuse,
		       uint32_t pass, bool enforce);
void kapi__filter_free(struct kapi_filter *f);

struct kapi__expr;

/*
 * Appends the test of one constraint expression (filter_expr.c): false
 * jumps to the block's trap sentinel, true falls through.  When the
 * filter cannot decide it exactly, nothing is emitted and *expressible is
 * cleared.  0 or -ENOMEM.
 */
int kapi__filter_expr(struct kapi_filter *f, const struct kernel_api_spec *spec,
		      const struct kapi__expr *x, bool *expressible);
/*
 * For x of the form "COND -> ignored(p)" with p == param: a test of COND
 * that jumps, when it holds, over a JA whose offset the caller sets once
 * p's checks are laid out (*ja is its index; (size_t)-1 when nothing was
 * emitted and p's checks stay unconditional).  0 or -ENOMEM.
 */
int kapi__filter_skip(struct kapi_filter *f, const struct kernel_api_spec *spec,
		      const struct kapi__expr *x, uint32_t param, size_t *ja);
/* Whether the filter decides x itself (for counts and tests). */
bool kapi__expr_compiles(const struct kernel_api_spec *spec,
			 const struct kapi__expr *x);

/*
 * kapi trace --entry-only's filter with nothing but the corpus reg: no
 * -e, no --generated, no --enforce (filter_prebuilt.c).  The generator
 * builds it at compile time; kapi__filter_prebuilt copies that when reg
 * is the built-in corpus (false otherwise, or when the environment has
 * KAPI_TRACE_NO_PREBUILT, or in a program without the array).
 */
int kapi__filter_default(struct kapi_filter *f, const struct kapi_registry *reg);
bool kapi__filter_prebuilt(struct kapi_filter *f, const struct kapi_registry *reg);

/* How a call from 32-bit (i386) code is judged (filter_i386.c). */
enum kapi__i386_how {
	KAPI__I386_FREE,	/* stands for no x86_64 syscall: runs */
	KAPI__I386_SAME,	/* the arguments of x86_64 syscall *nr64 */
	KAPI__I386_PAGES,	/* mmap2: mmap's, the offset in pages */
	KAPI__I386_FCNTL64,	/* fcntl's, but for the 64-bit lock commands */
	KAPI__I386_OPAQUE,	/* stands for *nr64 (or for socketcall and ipc,
				 * a family), its arguments beyond checking */
};

enum kapi__i386_how kapi__i386_call(long nr32, long *nr64);
/* Whether i386 syscall nr32 stands for one of the x86_64 syscalls nrs. */
bool kapi__i386_stands_for(long nr32, const long *nrs, size_t n);
/*
 * The i386 numbers for the filter to trap, given the checked x86_64
 * syscalls nrs: those checked as an x86_64 syscall, and with enforce the
 * opaque ones standing for a checked syscall (the tracer refuses them).
 * NULL on ENOMEM.
 */
long *kapi__i386_numbers(const long *nrs, size_t n, bool enforce, size_t *n32);

#endif /* KAPI_LIB_TRACE_FILTER_H */

/* SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause */
/*
 * Emitters that read the model directly instead of being driven by the
 * walk: man pages, syzkaller descriptions and seccomp profiles are not
 * field-by-field renderings of a spec but documents of their own shape.
 */
#ifndef KAPI_LIB_EMIT_DIRECT_H
#define KAPI_LIB_EMIT_DIRECT_H

#include <stddef.h>

#include "base/base.h"

/* An option of struct kapi_emit_opts, or def when the caller's is older. */
#define KAPI_EMIT_OPT(o, field, def)					\
	((o) && (o)->sz >= offsetof(struct kapi_emit_opts, field) +	\
			   sizeof((o)->field) ? (o)->field : (def))

typedef int (*kapi_direct_emit_fn)(struct kapi_out *out,
				   const struct kernel_api_spec *const *specs,
				   size_t count,
				   const struct kapi_emit_opts *opts);

int kapi__emit_man(struct kapi_out *out,
		   const struct kernel_api_spec *const *specs, size_t count,
		   const struct kapi_emit_opts *opts);
int kapi__emit_syzlang(struct kapi_out *out,
		       const struct kernel_api_spec *const *specs, size_t count,
		       const struct kapi_emit_opts *opts);
int kapi__emit_seccomp(struct kapi_out *out,
		       const struct kernel_api_spec *const *specs, size_t count,
		       const struct kapi_emit_opts *opts);

/* A named constant of a mask or enum, as the spec's expression names it. */
struct kapi_named_const {
	char name[64];
	int64_t value;
	bool known;		/* the value resolved */
};

/*
 * The constants a constraint_expr names ("MCL_CURRENT | MCL_FUTURE",
 * "((const s64[]){ A, B })"): upper-case identifiers, in order, without
 * repeats.  Returns how many were found (at most max are stored).
 */
size_t kapi__expr_consts(const char *expr, struct kapi_named_const *out,
			 size_t max);

/* The syscall name of a function spec ("sys_mlockall" -> "mlockall"). */
const char *kapi__syscall_name(const struct kernel_api_spec *spec);

#endif /* KAPI_LIB_EMIT_DIRECT_H */

/* SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause */
/* C constant expressions as spec blocks write them, and the names in them. */
#ifndef KAPI_LIB_CEXPR_H
#define KAPI_LIB_CEXPR_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* A name from the constant table (uapi headers plus kernel_consts.h). */
bool kapi__const_lookup(const char *name, size_t len, uint64_t *value,
			bool *is_unsigned);

/*
 * The names a composite constant ORs together (up to max of them, in the
 * header's order), or 0 when name is a single constant.
 */
size_t kapi__const_parts_of(const char *name, const char **parts, size_t max);

/*
 * Evaluates the expression in s[0..len).  Returns 0 with *out set, -ENOENT
 * when it names something unknown (copied to unknown, NUL-terminated), or
 * -EINVAL when it is not a constant expression we understand.
 */
int kapi__cexpr_eval(const char *s, size_t len, int64_t *out,
		     char *unknown, size_t unknown_size);

/*
 * The same, consulting resolve for names the table lacks (a file's own
 * #defines): it returns true with the text that name stands for.
 */
typedef bool (*kapi_cexpr_resolve_fn)(void *ctx, const char *name,
				      size_t len, const char **text,
				      size_t *text_len);
int kapi__cexpr_eval_with(const char *s, size_t len, int64_t *out,
			  char *unknown, size_t unknown_size,
			  kapi_cexpr_resolve_fn resolve, void *ctx);

/*
 * The same with every name from resolve: a kernel tree's values come from
 * its own headers, never from the table built from this host's.
 */
int kapi__cexpr_eval_own(const char *s, size_t len, int64_t *out,
			 char *unknown, size_t unknown_size,
			 kapi_cexpr_resolve_fn resolve, void *ctx);

#endif /* KAPI_LIB_CEXPR_H */

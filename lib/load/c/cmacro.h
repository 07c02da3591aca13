/* SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause */
/*
 * The macros a spec file can use besides the DSL's own: its #defines and
 * those of the headers it includes (found on a search path), expanded with
 * the C preprocessor's rules for what spec helpers need.
 */
#ifndef KAPI_LIB_CMACRO_H
#define KAPI_LIB_CMACRO_H

#include "load/c/csrc.h"
#include "base/base.h"

struct kapi_loader;

/* A file and the headers it includes, in the order they were read. */
struct cenv {
	struct csrc *files;	/* [0] is the spec file itself */
	char **texts;		/* header texts, owned */
	size_t nfiles, cap;
	size_t budget;		/* bytes of expansion text still allowed */
};

/* Tokens [t, t + n): one macro argument. */
struct cspan {
	const struct ctok *t;
	size_t n;
};

/*
 * Sets up env around an opened file and reads the headers it includes
 * (transitively).  <kapi_specs/...> and "..." names are looked up in the
 * file's directory, the include_dirs of the load options, the
 * specs/include of the source root (the nearest ancestor directory having
 * one) and last the helper headers built into the library.
 */
int kapi__cenv_open(struct cenv *env, struct csrc *main_file,
		    struct kapi_loader *l);
void kapi__cenv_close(struct cenv *env);
/* The latest definition of name in the file, else in its headers. */
const struct cdefine *kapi__cenv_macro(const struct cenv *env,
				       const char *name, size_t len);
/* The same, object-like only (constants). */
const struct cdefine *kapi__cenv_define(const struct cenv *env,
					const char *name, size_t len);

/*
 * Writes the text of an argument with the macros in it expanded (C's
 * prescan of an argument not next to # or ##).
 */
typedef int (*kapi_cmacro_arg_fn)(void *ctx, const struct ctok *t, size_t n,
				  struct kapi_strbuf *out);

/*
 * Expands one use of d (args for a function-like one) into text: # and
 * ## and __VA_ARGS__ as in C, arguments expanded first by expand_arg
 * (may be NULL: as written); the result is rescanned by the caller.
 * -E2BIG when the expansion budget is spent, -EINVAL when the number of
 * arguments does not fit.
 */
int kapi__cmacro_expand(struct cenv *env, const struct cdefine *d,
			const struct cspan *args, int nargs,
			kapi_cmacro_arg_fn expand_arg, void *ctx,
			struct kapi_strbuf *out);

/* Header texts built into the library: { path, text } pairs, NULL ended. */
struct kapi_builtin_header {
	const char *path, *text;
};
extern const struct kapi_builtin_header kapi__builtin_headers[];

#endif /* KAPI_LIB_CMACRO_H */

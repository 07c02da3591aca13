/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Helpers for writing specs: errors named once, the error conditions many
 * calls share, and the usual shapes of a parameter.  Every helper has its
 * index implied (the next of its list), so a spec lists items in order
 * without numbering them.
 *
 * The source loader (kapi extract, --from) expands these macros as the
 * compiler does; it reads this header where a spec file includes it, and
 * has a copy built in.  One rule keeps the two in step: a helper never
 * hands one of its arguments on to a macro that stringifies it (such as
 * KAPI_PARAM_VALID_MASK), since the compiler would expand the constant
 * names in it first; pass the whole KAPI_PARAM_VALID_MASK(...) instead.
 */
#ifndef KAPI_SPECS_HELPERS_H
#define KAPI_SPECS_HELPERS_H

/*
 * An error: KAPI_ERRNO(EBADF, "condition") or with a description,
 * KAPI_ERRNO(EBADF, "condition", "description").
 */
#define KAPI_ERRNO(e, ...)	KAPI__ERRNO(-e, #e, __VA_ARGS__, "")
#define KAPI__ERRNO(code, name, cond, desc, ...) \
	KAPI_ERROR_NEXT(code, name, cond, desc)

#endif /* KAPI_SPECS_HELPERS_H */

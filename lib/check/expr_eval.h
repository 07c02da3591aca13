/* SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause */
/*
 * Evaluating constraint expressions over a call's arguments, with a third
 * answer besides true and false: undecided, when the value needs an
 * argument that was not given or memory behind a pointer.
 */
#ifndef KAPI_LIB_EXPR_EVAL_H
#define KAPI_LIB_EXPR_EVAL_H

#include "load/expr.h"
#include "model/model.h"

enum kapi__verdict {
	KAPI_VERDICT_FALSE = 0,
	KAPI_VERDICT_TRUE = 1,
	KAPI_VERDICT_UNKNOWN = 2,
};

/*
 * Evaluates x with vals[i] the normalized value of parameter i, known when
 * bit i of given is set.
 */
enum kapi__verdict kapi__expr_eval(const struct kapi__expr *x,
				   const int64_t *vals, uint64_t given);

/*
 * Adds a finding (KAPI_FINDING_EXPRESSION) for every expression of spec
 * that is false with these arguments, but for one naming a parameter the
 * report already has a finding about.  0, 1 (findings added) or -ENOMEM.
 */
int kapi__check_exprs(const struct kernel_api_spec *spec, const int64_t *vals,
		      uint64_t given, struct kapi_report *rep);

/* Whether an expression "COND -> ignored(p)" with COND true leaves
 * parameter i unread by the kernel. */
bool kapi__param_ignored(const struct kernel_api_spec *spec, uint32_t i,
			 const int64_t *vals, uint64_t given);

/*
 * Calls fn with assignments of telling values (expr_sample.c) to the
 * parameters the expressions read, until fn returns false.  Returns
 * whether every combination was tried.
 */
typedef bool (*kapi__sample_fn)(void *ctx, const int64_t *vals, uint64_t given);
bool kapi__expr_sample(const struct kernel_api_spec *spec,
		       const struct kapi__expr *const *xs, size_t nx,
		       kapi__sample_fn fn, void *ctx);

#endif /* KAPI_LIB_EXPR_EVAL_H */

/* SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause */
/*
 * Constraint expressions (docs/constraint-expr.md): the text of
 * KAPI_CONSTRAINT_EXPR parsed once into a flat tree over a spec's
 * parameters, evaluated by the check stage and compiled into the trace
 * filter by the live stage.
 */
#ifndef KAPI_LIB_EXPR_H
#define KAPI_LIB_EXPR_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <kapi/kapi.h>

enum kapi__expr_op {
	KX_CONST,	/* k */
	KX_PARAM,	/* k = parameter index */
	KX_MEMORY,	/* a struct field behind a pointer: never readable here */
	/* unary: a */
	KX_NOT, KX_BNOT, KX_NEG,
	/* binary: a, b */
	KX_OR, KX_AND, KX_XOR, KX_SHL, KX_SHR, KX_ADD, KX_SUB, KX_MUL,
	KX_DIV, KX_MOD, KX_EQ, KX_NE, KX_LT, KX_LE, KX_GT, KX_GE,
	KX_LAND, KX_LOR, KX_IMPLIES,
	/* helpers: a, then b (second argument) or a's next chain */
	KX_POPCOUNT, KX_IS_POW2, KX_EXACTLY_ONE, KX_ALIGNED, KX_HAS,
	KX_ONE_OF,	/* a = the value, its next chain = the choices */
	KX_IGNORED,	/* k = parameter index: always true */
};

struct kapi__expr_node {
	uint8_t op;		/* enum kapi__expr_op */
	uint16_t pos;		/* offset in the text, for messages */
	int16_t a, b;		/* operands, -1 if none */
	int16_t next;		/* the next argument of one_of, -1 */
	int64_t k;
};

/* A parsed expression: nodes[root] is the whole of it. */
struct kapi__expr {
	const char *text;
	struct kapi__expr_node *nodes;
	uint16_t count;
	uint16_t root;
	uint64_t params;	/* bit i: parameter i is named */
	uint64_t bitwise;	/* bit i: parameter i is used as bits (hex) */
	bool memory;		/* names a struct field */
	/* depends(NAME): what decides is the kernel's build (CONFIG_*) or
	 * the state of an object, which no argument shows; never decided */
	bool depends;
	uint16_t depends_at;	/* offset of NAME in text */
};

#define KAPI_EXPR_ERR_LEN 160

/*
 * Parses text against spec's parameter names.  0, -EINVAL with a message
 * in err ("column 7: expected ')' ..."), -ENOENT (likewise) when it names
 * something that is neither a parameter, a constant nor a function of the
 * language, or -ENOMEM.
 */
int kapi__expr_parse(const char *text, const struct kernel_api_spec *spec,
		     struct kapi__expr *out, char *err, size_t err_len);
/*
 * True when text is written in the kernel's own terms rather than over the
 * call's arguments: it names kernel state (vma, is_discard(behavior)),
 * follows pointers (uattr->sched_policy) or holds statements.  Upstream's
 * specs write such expressions for the reader; they are kept as written
 * and never evaluated (lint says so), and loading them is no error.
 */
bool kapi__expr_kernel_side(const char *text,
			    const struct kernel_api_spec *spec);
void kapi__expr_free(struct kapi__expr *x);
/* A binary operator on two values; false if it has none (x / 0). */
bool kapi__expr_fold(uint8_t op, int64_t a, int64_t b, int64_t *r);

/*
 * The parsed form of a spec's constraint i, parsed on first use and kept
 * for the life of the process; NULL when the constraint has no expression
 * or it does not parse (err, if not NULL, gets the message).
 */
/*
 * "COND -> ignored(p)" or "COND -> ignored(p) && ignored(q) && ...": the
 * parameters the kernel does not read when COND holds, as bits (bit i:
 * parameter i); 0 for an expression of any other form.  COND is
 * x->nodes[x->nodes[x->root].a].
 */
uint64_t kapi__expr_ignored_params(const struct kapi__expr *x);

/* The length of depends()'s NAME in x->text (x->depends). */
int kapi__expr_depends_len(const struct kapi__expr *x);

const struct kapi__expr *kapi__expr_of(const struct kernel_api_spec *spec,
				       uint32_t i, char *err, size_t err_len);

#endif /* KAPI_LIB_EXPR_H */

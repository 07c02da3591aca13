// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * Constraint expressions compiled for register checkers (regop.h): the
 * expressions of a syscall spec that read only argument values become one
 * postfix program, the conjunction of them all, which kapi watch's BPF
 * program runs on the saved registers.  "COND -> ignored(p) && ignored(q)"
 * becomes COND and an IGNORE of p and q: the program says which arguments
 * the call ignores, whose own checks then do not count
 * (kapi__param_ignored()).
 *
 * An expression is compiled only where the program computes exactly what
 * kapi__expr_eval() does with every argument given: no struct fields
 * (unknown to the registers), no division (x / 0 is unknown to the
 * library).  Every argument is known, so the library's three-valued logic
 * is plain logic here and both sides of && and || may be computed.  What
 * is not compiled stays with user space, which judges every reported call
 * anyway: a register checker may miss nothing it compiles, and never
 * decides alone.
 */
#include <errno.h>
#include <string.h>

#include "check/regcheck.h"
#include "load/expr.h"

struct rc {
	const struct kernel_api_spec *spec;
	const struct kapi__expr *x;
	struct kapi_reg_insn *ops;
	uint32_t count;
	bool fail;
};

static void emit(struct rc *c, uint8_t code, uint8_t flags, int64_t k)
{
	if (c->count >= KAPI_REG_OPS_MAX) {
		c->fail = true;
		return;
	}
	c->ops[c->count++] = (struct kapi_reg_insn){ .code = code, .flags = flags, .k = k };
}

static int node(struct rc *c, int i);

/* a, b, then op: the stack depth both need */
static int binary(struct rc *c, int a, int b, uint8_t code)
{
	int da = node(c, a), db = node(c, b);

	emit(c, code, 0, 0);
	return da > db + 1 ? da : db + 1;
}

static int with_const(struct rc *c, int a, int64_t k, uint8_t code)
{
	int da = node(c, a);

	emit(c, KAPI_REG_OP_CONST, 0, k);
	emit(c, code, 0, 0);
	return da > 2 ? da : 2;
}

static const uint8_t binary_op[] = {
	[KX_OR] = KAPI_REG_OP_OR, [KX_AND] = KAPI_REG_OP_AND,
	[KX_XOR] = KAPI_REG_OP_XOR, [KX_SHL] = KAPI_REG_OP_SHL,
	[KX_SHR] = KAPI_REG_OP_SHR, [KX_ADD] = KAPI_REG_OP_ADD,
	[KX_SUB] = KAPI_REG_OP_SUB, [KX_MUL] = KAPI_REG_OP_MUL,
	[KX_EQ] = KAPI_REG_OP_EQ, [KX_NE] = KAPI_REG_OP_NE,
	[KX_LT] = KAPI_REG_OP_LT, [KX_LE] = KAPI_REG_OP_LE,
	[KX_GT] = KAPI_REG_OP_GT, [KX_GE] = KAPI_REG_OP_GE,
	[KX_LAND] = KAPI_REG_OP_LAND, [KX_LOR] = KAPI_REG_OP_LOR,
	[KX_IMPLIES] = KAPI_REG_OP_IMPLIES,
};

/* Emits node i; the stack depth it needs, or -1 (c->fail) */
static int node(struct rc *c, int i)
{
	const struct kapi__expr_node *n;
	int d = 1;

	if (c->fail || i < 0 || i >= c->x->count) {
		c->fail = true;
		return -1;
	}
	n = &c->x->nodes[i];
	switch (n->op) {
	case KX_CONST:
		emit(c, KAPI_REG_OP_CONST, 0, n->k);
		break;
	case KX_IGNORED:	/* a statement of relevance: always true */
		emit(c, KAPI_REG_OP_CONST, 0, 1);
		break;
	case KX_PARAM: {
		bool is_signed;
		uint8_t f = 0;

		if (n->k < 0 || n->k >= 6 || n->k >= c->spec->param_count) {
			c->fail = true;
			return -1;
		}
		if (kapi__reg_width(&c->spec->params[n->k], &is_signed) == 32)
			f = KAPI_REG_ARG_32 | (is_signed ? KAPI_REG_ARG_SIGNED : 0);
		emit(c, KAPI_REG_OP_ARG, f, n->k);
		break;
	}
	case KX_NOT:
	case KX_BNOT:
	case KX_NEG:
	case KX_POPCOUNT:
	case KX_IS_POW2:
	case KX_EXACTLY_ONE:
		d = node(c, n->a);
		emit(c, n->op == KX_NOT ? KAPI_REG_OP_NOT :
			n->op == KX_BNOT ? KAPI_REG_OP_BNOT :
			n->op == KX_NEG ? KAPI_REG_OP_NEG :
			n->op == KX_POPCOUNT ? KAPI_REG_OP_POPCOUNT :
			KAPI_REG_OP_IS_POW2, 0, 0);
		break;
	case KX_ALIGNED: {
		int64_t k = n->b >= 0 ? c->x->nodes[n->b].k : 0;

		if (!k) {
			c->fail = true;
			return -1;
		}
		d = with_const(c, n->a, k, KAPI_REG_OP_UMOD);
		emit(c, KAPI_REG_OP_NOT, 0, 0);
		break;
	}
	case KX_HAS: {		/* (a & f) == f */
		int64_t f = n->b >= 0 ? c->x->nodes[n->b].k : 0;

		d = with_const(c, n->a, f, KAPI_REG_OP_AND);
		emit(c, KAPI_REG_OP_CONST, 0, f);
		emit(c, KAPI_REG_OP_EQ, 0, 0);
		break;
	}
	case KX_ONE_OF: {	/* a == k1 || a == k2 ...: a computed again */
		bool first = true;

		for (int k = c->x->nodes[n->a].next; k >= 0 && !c->fail;
		     k = c->x->nodes[k].next) {
			int dk = with_const(c, n->a, c->x->nodes[k].k,
					    KAPI_REG_OP_EQ);

			dk += first ? 0 : 1;
			d = dk > d ? dk : d;
			if (!first)
				emit(c, KAPI_REG_OP_LOR, 0, 0);
			first = false;
		}
		if (first)	/* no choices: never true */
			emit(c, KAPI_REG_OP_CONST, 0, 0);
		break;
	}
	default:
		if (n->op >= sizeof(binary_op) || !binary_op[n->op]) {
			c->fail = true;	/* division, struct fields */
			return -1;
		}
		d = binary(c, n->a, n->b, binary_op[n->op]);
		break;
	}
	return c->fail ? -1 : d;
}

/*
 * "COND -> ignored(p) [&& ignored(q) ...]": the index of COND's node, the
 * parameters as bits in *params; -1 if not
 */
static int ignore_form(const struct kapi__expr *x, uint64_t *params)
{
	*params = kapi__expr_ignored_params(x);
	return *params ? x->nodes[x->root].a : -1;
}

int kapi__reg_program_of_spec(const struct kernel_api_spec *spec,
			      struct kapi__reg_program *out)
{
	memset(out, 0, sizeof(*out));
	if (!spec)
		return -EINVAL;
	/* the conjunction starts true; each expression is and-ed into it */
	out->ops[out->count++] = (struct kapi_reg_insn){ .code = KAPI_REG_OP_CONST, .k = 1 };
	for (uint32_t i = 0; i < spec->constraint_count; i++) {
		const struct kapi__expr *x = kapi__expr_of(spec, i, NULL, 0);
		struct rc c = { spec, x, out->ops, out->count, false };
		uint64_t params = 0;
		int d, cond;

		if (!x || !x->count || x->memory || x->depends) {
			out->skipped += x != NULL;
			continue;
		}
		cond = ignore_form(x, &params);
		if (cond >= 0 && params < 1u << 6) {
			d = node(&c, cond) + 1;		/* over the conjunction */
			emit(&c, KAPI_REG_OP_IGNORE, 0, (int64_t)params);
		} else {
			d = node(&c, x->root) + 1;
			emit(&c, KAPI_REG_OP_LAND, 0, 0);
		}
		if (c.fail || d > KAPI_REG_STACK_MAX) {
			out->skipped++;
			continue;	/* out->count unchanged: dropped */
		}
		out->count = c.count;
		out->exprs++;
	}
	if (!out->exprs)
		out->count = 0;	/* nothing to run */
	return (int)out->exprs;
}

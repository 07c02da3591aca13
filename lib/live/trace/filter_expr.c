// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * Constraint expressions as classic BPF, for the --entry-only filter.
 *
 * classic BPF computes in 32 bits while the library evaluates in 64, so
 * a value is compiled only when its low word says everything about it.
 * Each value carries what is known of its high word: a sign extension of
 * the low word (S), zeros (U), or both (a constant in 0..INT32_MAX).  A
 * 32-bit int parameter is S, an unsigned one U, a 64-bit one neither; and
 * "x & C" with C in 0..U32_MAX is U whatever x is, which is how flags in
 * unsigned long registers compile.  aligned() and has() read low bits
 * only.  A 64-bit compare of registers and constants compiles word by
 * word, and so does "p <op> K - q" over parameters whose range checks
 * bound them (bounded_sum).  Anything else (a shift right, other
 * arithmetic, popcount()) is not compiled, and the syscall's block then
 * traps every call, so the library judges it: the filter never passes a
 * call the library would refuse, nor traps one only the filter dislikes.
 *
 * Conditions jump to labels; a label is resolved once the expression is
 * laid out.  Two are fixed: the end of the expression (true) and the
 * block's trap (false), which filter.c patches.
 */
#include <errno.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "check/regcheck.h"
#include "live/trace/filter.h"
#include "load/expr.h"

#define KS 1u		/* the high word is the low word's sign */
#define KU 2u		/* the high word is zero */

#define L_PASS 0	/* label: the expression holds */
#define L_TRAP 1	/* label: it does not */
#define MAX_LABELS 256
#define MAX_INSNS 1024
#define TO_TRAP 0xff	/* as filter.c's sentinel */

struct xc {
	const struct kapi__expr *x;
	const struct kernel_api_spec *spec;
	struct sock_filter insns[MAX_INSNS];
	uint16_t jt_label[MAX_INSNS], jf_label[MAX_INSNS];	/* +1; 0 none */
	size_t count;
	size_t label_at[MAX_LABELS];
	int labels;
	int scratch;		/* M[] slots in use */
	bool fail;
};

static void op(struct xc *c, uint16_t code, uint32_t k)
{
	if (c->count >= MAX_INSNS) {
		c->fail = true;
		return;
	}
	c->jt_label[c->count] = c->jf_label[c->count] = 0;
	c->insns[c->count++] = (struct sock_filter){ code, 0, 0, k };
}

/* A conditional jump (the whole opcode) to labels t and f. */
static void jump(struct xc *c, uint16_t code, uint32_t k, int t, int f)
{
	op(c, code, k);
	if (c->fail)
		return;
	c->jt_label[c->count - 1] = (uint16_t)(t + 1);
	c->jf_label[c->count - 1] = (uint16_t)(f + 1);
}

/* ... comparing A with the constant k */
static void jmp(struct xc *c, uint16_t code, uint32_t k, int t, int f)
{
	jump(c, BPF_JMP | code | BPF_K, k, t, f);
}

/* ... comparing A with X */
static void jmp_x(struct xc *c, uint16_t code, int t, int f)
{
	jump(c, BPF_JMP | code | BPF_X, 0, t, f);
}

static void ja(struct xc *c, int l)
{
	op(c, BPF_JMP | BPF_JA, 0);
	if (!c->fail)
		c->jt_label[c->count - 1] = (uint16_t)(l + 1);
}

static int label(struct xc *c)
{
	if (c->labels >= MAX_LABELS) {
		c->fail = true;
		return L_TRAP;
	}
	c->label_at[c->labels] = (size_t)-1;
	return c->labels++;
}

static void place(struct xc *c, int l)
{
	c->label_at[l] = c->count;
}

static int width(const struct kapi_param_spec *p, bool *is_signed)
{
	int64_t probe = kapi_param__normalize(p, 0x1ffffffffull);

	if (probe == 0x1ffffffffll)
		return 64;
	*is_signed = probe == -1;
	return 32;
}

static unsigned const_kind(int64_t k)
{
	if (k >= 0 && k <= INT32_MAX)
		return KS | KU;
	if (k >= INT32_MIN && k < 0)
		return KS;
	if (k > INT32_MAX && k <= (int64_t)UINT32_MAX)
		return KU;
	return 0;
}

static bool is_const(struct xc *c, int n, int64_t *k)
{
	if (c->x->nodes[n].op != KX_CONST)
		return false;
	*k = c->x->nodes[n].k;
	return true;
}

/*
 * The low word of node n into A.  Returns what is known of the high word
 * (KS, KU), 0 when the value's low word alone does not decide it; sets
 * c->fail when it cannot compute even the low word.
 */
static unsigned value(struct xc *c, int n)
{
	const struct kapi__expr_node *e = &c->x->nodes[n];
	unsigned ka, kb;
	int64_t k;
	bool sig = false;
	uint16_t alu;

	switch (e->op) {
	case KX_CONST:
		op(c, BPF_LD | BPF_W | BPF_IMM, (uint32_t)e->k);
		return const_kind(e->k);
	case KX_PARAM:
		if (e->k >= 6) {
			c->fail = true;
			return 0;
		}
		op(c, BPF_LD | BPF_W | BPF_ABS,
		   (uint32_t)(offsetof(struct seccomp_data, args) + 8 * e->k));
		if (width(&c->spec->params[e->k], &sig) == 64)
			return 0;
		return sig ? KS : KU;
	case KX_BNOT:
		ka = value(c, e->a);
		op(c, BPF_ALU | BPF_XOR | BPF_K, 0xffffffffu);
		return ka & KS;
	case KX_AND: alu = BPF_AND; break;
	case KX_OR: alu = BPF_OR; break;
	case KX_XOR: alu = BPF_XOR; break;
	default:
		c->fail = true;
		return 0;
	}
	if (is_const(c, e->b, &k) || is_const(c, e->a, &k)) {
		int other = is_const(c, e->b, &k) ? e->a : e->b;

		if ((uint64_t)k > UINT32_MAX && const_kind(k) != KS) {
			c->fail = true;
			return 0;
		}
		ka = value(c, other);
		kb = const_kind(k);
		op(c, BPF_ALU | alu | BPF_K, (uint32_t)k);
	} else {
		int slot = c->scratch++;

		if (slot >= BPF_MEMWORDS) {
			c->fail = true;
			return 0;
		}
		kb = value(c, e->b);
		op(c, BPF_ST, (uint32_t)slot);
		ka = value(c, e->a);
		op(c, BPF_LDX | BPF_W | BPF_MEM, (uint32_t)slot);
		op(c, BPF_ALU | alu | BPF_X, 0);
		c->scratch--;
	}
	/* a zero high word on either side of & leaves one on the result */
	if (alu == BPF_AND && ((ka | kb) & KU))
		return KU | (ka & kb & KS);
	return ka & kb;
}

/* A value that must be exact (its low word decides it), into A. */
static unsigned exact(struct xc *c, int n)
{
	unsigned k = value(c, n);

	if (!k)
		c->fail = true;
	return k;
}

static void cond(struct xc *c, int n, int t, int f);

/* A 64-bit parameter's register, or a constant: compared word by word. */
static bool plain64(struct xc *c, int n, bool *wide)
{
	const struct kapi__expr_node *e = &c->x->nodes[n];
	bool sig;

	if (e->op == KX_CONST)
		return true;
	if (e->op != KX_PARAM || e->k >= 6)
		return false;
	if (width(&c->spec->params[e->k], &sig) != 64)
		return false;
	*wide = true;
	return true;
}

static void load_word(struct xc *c, int n, bool hi, uint32_t flip)
{
	const struct kapi__expr_node *e = &c->x->nodes[n];

	if (e->op == KX_CONST)
		op(c, BPF_LD | BPF_W | BPF_IMM,
		   (uint32_t)((uint64_t)e->k >> (hi ? 32 : 0)) ^ flip);
	else {
		op(c, BPF_LD | BPF_W | BPF_ABS,
		   (uint32_t)(offsetof(struct seccomp_data, args) + 8 * e->k +
			      (hi ? 4 : 0)));
		if (flip)
			op(c, BPF_ALU | BPF_XOR | BPF_K, flip);
	}
}

/*
 * A comparison as a BPF jump: the jump's code, and whether its branches
 * swap (a < b is !(a >= b)).  False for any other operator.
 */
static bool jump_of(int op, uint16_t *code, bool *neg)
{
	*neg = false;
	switch (op) {
	case KX_EQ: *code = BPF_JEQ; break;
	case KX_NE: *code = BPF_JEQ; *neg = true; break;
	case KX_GT: *code = BPF_JGT; break;
	case KX_GE: *code = BPF_JGE; break;
	case KX_LT: *code = BPF_JGE; *neg = true; break;	/* !(a >= b) */
	case KX_LE: *code = BPF_JGT; *neg = true; break;	/* !(a > b) */
	default: return false;
	}
	return true;
}

/*
 * a <op> b over 64-bit registers and constants, as the library compares
 * them (signed): the high words decide unless equal, then the low words.
 */
static void compare64(struct xc *c, const struct kapi__expr_node *e, int t,
		      int f)
{
	int lo = label(c), eq = label(c);
	uint16_t code = BPF_JGT;
	bool neg = false;

	if (!jump_of(e->op, &code, &neg)) {
		c->fail = true;
		return;
	}
	if (neg) {
		int tmp = t;

		t = f;
		f = tmp;
	}
	/* high words, signed: flip the sign bit and compare unsigned */
	load_word(c, e->b, true, code == BPF_JEQ ? 0 : 0x80000000u);
	op(c, BPF_MISC | BPF_TAX, 0);
	load_word(c, e->a, true, code == BPF_JEQ ? 0 : 0x80000000u);
	if (code == BPF_JEQ) {
		jmp_x(c, BPF_JEQ, lo, f);
	} else {
		jmp_x(c, BPF_JGT, t, eq);
		place(c, eq);
		jmp_x(c, BPF_JEQ, lo, f);
	}
	/* equal high words: the low words, unsigned */
	place(c, lo);
	load_word(c, e->b, false, 0);
	op(c, BPF_MISC | BPF_TAX, 0);
	load_word(c, e->a, false, 0);
	jmp_x(c, code, t, f);
}

/*
 * Whether the block's own checks have already trapped every value of
 * parameter n outside 0..LLONG_MAX by the time its expressions run: a
 * 64-bit parameter with a range check inside that, which no "COND ->
 * ignored(n)" can skip (filter.c lays the parameters' checks out first).
 */
static bool bounded(struct xc *c, int n)
{
	const struct kapi__expr_node *e = &c->x->nodes[n];
	const struct kernel_api_spec *spec = c->spec;
	struct kapi__reg_check rc;
	bool sig;

	if (e->op != KX_PARAM || e->k >= 6 || e->k >= spec->param_count ||
	    width(&spec->params[e->k], &sig) != 64)
		return false;
	kapi__reg_check_of_param(spec, (uint32_t)e->k, &rc);
	if (rc.kind != KAPI__REG_RANGE || rc.min < 0 || rc.max < 0)
		return false;
	for (uint32_t i = 0; i < spec->constraint_count; i++) {
		const struct kapi__expr *x = kapi__expr_of(spec, i, NULL, 0);

		if (x && kapi__expr_ignored_params(x) >> e->k & 1)
			return false;
	}
	return true;
}

/*
 * "p <op> K - q" with p and q bounded() and K in 0..LLONG_MAX: K - q
 * cannot wrap, so it holds exactly when p + q <op> K, and p + q (below
 * 2^64) is computed word by word, the low words' carry into the high.
 * This is how a file range fits in an offset ("pos <= LLONG_MAX -
 * count", pread64's).  False, with nothing emitted, for any other form.
 */
static bool bounded_sum(struct xc *c, const struct kapi__expr_node *e, int t,
			int f)
{
	const struct kapi__expr_node *d;
	int p = e->a, sub = e->b, carry, nocarry, sum, lo, eq, slot, tmp;
	uint16_t code;
	uint32_t k_hi, k_lo;
	bool neg = false;
	int64_t k;

	if (c->x->nodes[p].op == KX_SUB) {
		/* K - q <op> p: p <op'> K - q */
		p = e->b;
		sub = e->a;
	}
	d = &c->x->nodes[sub];
	if (d->op != KX_SUB || !is_const(c, d->a, &k) || k < 0 ||
	    !bounded(c, p) || !bounded(c, d->b))
		return false;
	if (!jump_of(e->op, &code, &neg))
		return false;
	if (p != e->a && code != BPF_JEQ) {
		/* the sum was on the right: a > b is b < a, and so on */
		neg = !neg;
		code = code == BPF_JGT ? BPF_JGE : BPF_JGT;
	}
	if (neg) {
		tmp = t;
		t = f;
		f = tmp;
	}
	slot = c->scratch;
	if (slot >= BPF_MEMWORDS) {
		c->fail = true;
		return true;
	}
	carry = label(c);
	nocarry = label(c);
	sum = label(c);
	lo = label(c);
	eq = label(c);
	k_hi = (uint32_t)((uint64_t)k >> 32);
	k_lo = (uint32_t)k;
	/* the low words: a sum below either addend carried */
	load_word(c, p, false, 0);
	op(c, BPF_MISC | BPF_TAX, 0);
	load_word(c, d->b, false, 0);
	op(c, BPF_ALU | BPF_ADD | BPF_X, 0);
	op(c, BPF_ST, (uint32_t)slot);
	jmp_x(c, BPF_JGE, nocarry, carry);
	place(c, carry);
	op(c, BPF_LD | BPF_W | BPF_IMM, 1);
	ja(c, sum);
	place(c, nocarry);
	op(c, BPF_LD | BPF_W | BPF_IMM, 0);
	/* the high words and the carry: below 2^32, both being < 2^31 */
	place(c, sum);
	op(c, BPF_MISC | BPF_TAX, 0);
	load_word(c, p, true, 0);
	op(c, BPF_ALU | BPF_ADD | BPF_X, 0);
	op(c, BPF_MISC | BPF_TAX, 0);
	load_word(c, d->b, true, 0);
	op(c, BPF_ALU | BPF_ADD | BPF_X, 0);
	/* the sum against K, unsigned: high words, then low words */
	if (code == BPF_JEQ) {
		jmp(c, BPF_JEQ, k_hi, lo, f);
	} else {
		jmp(c, BPF_JGT, k_hi, t, eq);
		place(c, eq);
		jmp(c, BPF_JEQ, k_hi, lo, f);
	}
	place(c, lo);
	op(c, BPF_LD | BPF_W | BPF_MEM, (uint32_t)slot);
	jmp(c, code, k_lo, t, f);
	return true;
}

/* a <op> b, both exact with a common kind of high word. */
static void compare(struct xc *c, const struct kapi__expr_node *e, int t,
		    int f)
{
	unsigned ka, kb, kind;
	uint32_t flip;
	int64_t k;
	uint16_t code;
	bool swap = false, neg = false;

	if (!jump_of(e->op, &code, &neg)) {
		c->fail = true;
		return;
	}
	if (bounded_sum(c, e, t, f))
		return;
	{
		bool wide = false;

		if (plain64(c, e->a, &wide) && plain64(c, e->b, &wide) && wide) {
			compare64(c, e, t, f);
			return;
		}
	}
	if (is_const(c, e->a, &k) && !is_const(c, e->b, &k)) {
		/* K <op> x: x <op'> K */
		swap = true;
	}
	if (is_const(c, swap ? e->a : e->b, &k)) {
		ka = exact(c, swap ? e->b : e->a);
		kb = const_kind(k);
	} else {
		int slot = c->scratch++;

		if (slot >= BPF_MEMWORDS) {
			c->fail = true;
			return;
		}
		kb = exact(c, e->b);
		op(c, BPF_ST, (uint32_t)slot);
		ka = exact(c, e->a);
		kind = ka & kb;
		flip = !(kind & KU) && code != BPF_JEQ ? 0x80000000u : 0;
		if (flip) {
			op(c, BPF_ALU | BPF_XOR | BPF_K, flip);
			op(c, BPF_ST, (uint32_t)slot + 1);
			op(c, BPF_LD | BPF_W | BPF_MEM, (uint32_t)slot);
			op(c, BPF_ALU | BPF_XOR | BPF_K, flip);
			op(c, BPF_MISC | BPF_TAX, 0);
			op(c, BPF_LD | BPF_W | BPF_MEM, (uint32_t)slot + 1);
			if (slot + 1 >= BPF_MEMWORDS)
				c->fail = true;
		} else {
			op(c, BPF_LDX | BPF_W | BPF_MEM, (uint32_t)slot);
		}
		c->scratch--;
		if (!kind)
			c->fail = true;
		jmp_x(c, code, neg ? f : t, neg ? t : f);
		return;
	}
	kind = ka & kb;
	if (!kind) {
		c->fail = true;
		return;
	}
	if (swap) {
		/* K < x is x > K, K <= x is x >= K, and so on */
		switch (e->op) {
		case KX_GT: code = BPF_JGE; neg = true; break;	/* x < K */
		case KX_GE: code = BPF_JGT; neg = true; break;	/* x <= K */
		case KX_LT: code = BPF_JGT; neg = false; break;	/* x > K */
		case KX_LE: code = BPF_JGE; neg = false; break;	/* x >= K */
		default: break;
		}
	}
	flip = !(kind & KU) && code != BPF_JEQ ? 0x80000000u : 0;
	if (flip)
		op(c, BPF_ALU | BPF_XOR | BPF_K, flip);
	jmp(c, code, (uint32_t)k ^ flip, neg ? f : t, neg ? t : f);
}

/* The truth of a value: nonzero. */
static void truth(struct xc *c, int n, int t, int f)
{
	const struct kapi__expr_node *e = &c->x->nodes[n];
	bool sig;

	/* a 64-bit register: either word nonzero */
	if (e->op == KX_PARAM && e->k < 6 &&
	    width(&c->spec->params[e->k], &sig) == 64) {
		size_t lo = offsetof(struct seccomp_data, args) + 8 * e->k;

		op(c, BPF_LD | BPF_W | BPF_ABS, (uint32_t)lo);
		jmp(c, BPF_JEQ, 0, label(c), t);
		place(c, c->labels - 1);
		op(c, BPF_LD | BPF_W | BPF_ABS, (uint32_t)lo + 4);
		jmp(c, BPF_JEQ, 0, f, t);
		return;
	}
	exact(c, n);
	jmp(c, BPF_JEQ, 0, f, t);
}

static void cond(struct xc *c, int n, int t, int f)
{
	const struct kapi__expr_node *e = &c->x->nodes[n];
	int mid;
	int64_t k;

	if (c->fail)
		return;
	switch (e->op) {
	case KX_CONST:
		ja(c, e->k ? t : f);
		return;
	case KX_IGNORED:
		ja(c, t);
		return;
	case KX_NOT:
		cond(c, e->a, f, t);
		return;
	case KX_LAND:
		mid = label(c);
		cond(c, e->a, mid, f);
		place(c, mid);
		cond(c, e->b, t, f);
		return;
	case KX_LOR:
		mid = label(c);
		cond(c, e->a, t, mid);
		place(c, mid);
		cond(c, e->b, t, f);
		return;
	case KX_IMPLIES:
		mid = label(c);
		cond(c, e->a, mid, t);
		place(c, mid);
		cond(c, e->b, t, f);
		return;
	case KX_EQ: case KX_NE: case KX_LT: case KX_LE: case KX_GT: case KX_GE:
		compare(c, e, t, f);
		return;
	case KX_HAS:
		k = c->x->nodes[e->b].k;
		if ((uint64_t)k > UINT32_MAX) {
			c->fail = true;
			return;
		}
		value(c, e->a);		/* low bits only: any width */
		op(c, BPF_ALU | BPF_AND | BPF_K, (uint32_t)k);
		jmp(c, BPF_JEQ, (uint32_t)k, t, f);
		return;
	case KX_ALIGNED:
		k = c->x->nodes[e->b].k;
		if (k <= 0 || k > 0x80000000ll || (k & (k - 1))) {
			c->fail = true;
			return;
		}
		value(c, e->a);
		op(c, BPF_ALU | BPF_AND | BPF_K, (uint32_t)(k - 1));
		jmp(c, BPF_JEQ, 0, t, f);
		return;
	case KX_ONE_OF: {
		unsigned kind = exact(c, e->a);

		for (int ch = c->x->nodes[e->a].next; ch >= 0 && !c->fail;
		     ch = c->x->nodes[ch].next) {
			int next = label(c);

			if (!(const_kind(c->x->nodes[ch].k) & kind))
				continue;	/* no value of this kind equals it */
			jmp(c, BPF_JEQ, (uint32_t)c->x->nodes[ch].k, t, next);
			place(c, next);
		}
		ja(c, f);
		return;
	}
	case KX_IS_POW2:
	case KX_EXACTLY_ONE: {
		/* a negative 64-bit value is no power of two, whatever its
		 * low word: only values known non-negative compile */
		unsigned kind = exact(c, e->a);
		int nz = label(c);

		if (!(kind & KU))
			c->fail = true;
		jmp(c, BPF_JEQ, 0, f, nz);
		place(c, nz);
		op(c, BPF_MISC | BPF_TAX, 0);
		op(c, BPF_ALU | BPF_SUB | BPF_K, 1);
		op(c, BPF_ALU | BPF_AND | BPF_X, 0);
		jmp(c, BPF_JEQ, 0, t, f);
		return;
	}
	default:
		truth(c, n, t, f);
		return;
	}
}

/* Lays the expression out after f's instructions; false if it cannot. */
static bool lay_out(struct xc *c, struct kapi_filter *f)
{
	for (size_t i = 0; i < c->count; i++) {
		struct sock_filter in = c->insns[i];
		int ls[2] = { c->jt_label[i] - 1, c->jf_label[i] - 1 };
		uint32_t d[2];

		for (int j = 0; j < 2; j++) {
			size_t at;

			if (ls[j] < 0)
				continue;
			if (ls[j] == L_TRAP) {
				d[j] = TO_TRAP;
				continue;
			}
			at = ls[j] == L_PASS ? c->count : c->label_at[ls[j]];
			if (at == (size_t)-1 || at <= i || at - i - 1 >= TO_TRAP)
				return false;
			d[j] = (uint32_t)(at - i - 1);
		}
		if (BPF_CLASS(in.code) == BPF_JMP && BPF_OP(in.code) == BPF_JA) {
			/* filter.c patches a JA whose k is the sentinel */
			in.k = ls[0] >= 0 ? d[0] : in.k;
		} else if (BPF_CLASS(in.code) == BPF_JMP) {
			in.jt = (uint8_t)d[0];
			in.jf = (uint8_t)d[1];
		}
		if (kapi__grow(&f->insns, &f->cap, f->count, sizeof(*f->insns),
			       256))
			return false;
		f->insns[f->count++] = in;
	}
	return true;
}

int kapi__filter_expr(struct kapi_filter *f, const struct kernel_api_spec *spec,
		      const struct kapi__expr *x, bool *expressible)
{
	struct xc *c;
	size_t start = f->count;

	/* a struct field is read by nobody: neither filter nor library;
	 * nor is what depends() names */
	if (x->memory || x->depends)
		return 0;
	c = calloc(1, sizeof(*c));
	if (!c)
		return -ENOMEM;
	c->x = x;
	c->spec = spec;
	c->labels = 2;
	cond(c, x->root, L_PASS, L_TRAP);
	if (c->fail || !lay_out(c, f)) {
		f->count = start;
		*expressible = false;
	}
	free(c);
	return 0;
}

int kapi__filter_skip(struct kapi_filter *f, const struct kernel_api_spec *spec,
		      const struct kapi__expr *x, uint32_t param, size_t *ja)
{
	const struct kapi__expr_node *top = &x->nodes[x->root];
	size_t start = f->count;
	struct xc *c;
	int skip;

	*ja = (size_t)-1;
	if (param >= 64 || !(kapi__expr_ignored_params(x) >> param & 1))
		return 0;
	c = calloc(1, sizeof(*c));
	if (!c)
		return -ENOMEM;
	c->x = x;
	c->spec = spec;
	c->labels = 2;
	skip = label(c);
	/* the condition holds: over a JA the caller points past the checks */
	cond(c, top->a, skip, L_PASS);
	place(c, skip);
	op(c, BPF_JMP | BPF_JA, 0);
	if (c->fail || !lay_out(c, f))
		f->count = start;	/* the checks stay unconditional */
	else
		*ja = f->count - 1;
	free(c);
	return 0;
}

bool kapi__expr_compiles(const struct kernel_api_spec *spec,
			 const struct kapi__expr *x)
{
	struct kapi_filter f = { 0 };
	bool ok = true;

	if (kapi__filter_expr(&f, spec, x, &ok))
		ok = false;
	kapi__filter_free(&f);
	return ok && !x->memory && !x->depends;
}

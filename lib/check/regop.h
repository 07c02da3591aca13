/* SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause */
/*
 * The instructions of a constraint expression compiled for a register
 * checker (regcheck.h): a postfix program over the six argument registers
 * and a small stack of 64-bit values.  No includes and plain C types: the
 * same header is read by the host compiler and by clang for the BPF target,
 * so kapi watch's programs run the very step function the unit test runs.
 */
#ifndef KAPI_LIB_REGOP_H
#define KAPI_LIB_REGOP_H

#define KAPI_REG_OPS_MAX	64	/* instructions in one spec's program */
#define KAPI_REG_STACK_MAX	8	/* values on the stack at once */

enum kapi_reg_opcode {
	KAPI_REG_OP_CONST = 0,	/* push k */
	KAPI_REG_OP_ARG,	/* push argument k, as its width and sign say */
	/* unary: replace the top */
	KAPI_REG_OP_NOT, KAPI_REG_OP_BNOT, KAPI_REG_OP_NEG,
	KAPI_REG_OP_POPCOUNT, KAPI_REG_OP_IS_POW2,
	/* binary: pop b, replace a with a op b (64-bit, as the library) */
	KAPI_REG_OP_OR, KAPI_REG_OP_AND, KAPI_REG_OP_XOR,
	KAPI_REG_OP_SHL, KAPI_REG_OP_SHR,	/* 0 from a count >= 64 */
	KAPI_REG_OP_ADD, KAPI_REG_OP_SUB, KAPI_REG_OP_MUL,
	KAPI_REG_OP_UMOD,			/* aligned(): k != 0 */
	KAPI_REG_OP_EQ, KAPI_REG_OP_NE,
	KAPI_REG_OP_LT, KAPI_REG_OP_LE, KAPI_REG_OP_GT, KAPI_REG_OP_GE, /* signed */
	KAPI_REG_OP_LAND, KAPI_REG_OP_LOR, KAPI_REG_OP_IMPLIES,
	/* pop a: when true, the own checks of the arguments whose bits k
	 * sets (bit i: argument i) do not count */
	KAPI_REG_OP_IGNORE,
	KAPI_REG_OP_COUNT
};

/* Flags of KAPI_REG_OP_ARG: how the register becomes the argument's value */
#define KAPI_REG_ARG_32		0x01	/* a 32-bit C type: the low word */
#define KAPI_REG_ARG_SIGNED	0x02	/* ... sign-extended */

/* One instruction: 16 bytes, the same on the host and in BPF maps */
struct kapi_reg_insn {
	unsigned char code;	/* enum kapi_reg_opcode */
	unsigned char flags;	/* KAPI_REG_ARG_* */
	unsigned char pad[6];
	long long k;		/* CONST: the value; ARG: the index */
};

/* The machine: the stack and its depth */
struct kapi_reg_machine {
	long long st[KAPI_REG_STACK_MAX];
	unsigned int sp;
	unsigned int bad;	/* a malformed program: judge nothing */
	unsigned int ignored;	/* bit i: argument i is ignored by this call */
};

static inline unsigned long long kapi_reg_popcount(unsigned long long v)
{
	v = v - ((v >> 1) & 0x5555555555555555ull);
	v = (v & 0x3333333333333333ull) + ((v >> 2) & 0x3333333333333333ull);
	v = (v + (v >> 4)) & 0x0f0f0f0f0f0f0f0full;
	return (v * 0x0101010101010101ull) >> 56;
}

/*
 * Runs one instruction on m over the six argument registers.  Indexes are
 * masked so the BPF verifier sees them in bounds; a program the compiler
 * made never needs the mask.
 */
static inline void kapi_reg_step(struct kapi_reg_machine *m,
				 const struct kapi_reg_insn *in,
				 const unsigned long long *args)
{
	unsigned int sp = m->sp;
	unsigned long long ua, ub;
	long long a, b, r;

	if (in->code == KAPI_REG_OP_CONST || in->code == KAPI_REG_OP_ARG) {
		if (sp >= KAPI_REG_STACK_MAX) {
			m->bad = 1;
			return;
		}
		r = in->k;
		if (in->code == KAPI_REG_OP_ARG) {
			unsigned int ai = (unsigned int)in->k & 7;

			if (ai >= 6) {
				m->bad = 1;
				return;
			}
			r = (long long)args[ai];
			if (in->flags & KAPI_REG_ARG_SIGNED)
				r = (long long)(int)(unsigned int)r;
			else if (in->flags & KAPI_REG_ARG_32)
				r = (long long)(unsigned int)r;
		}
		m->st[sp & (KAPI_REG_STACK_MAX - 1)] = r;
		m->sp = sp + 1;
		return;
	}
	if (sp < 1 || sp > KAPI_REG_STACK_MAX) {
		m->bad = 1;
		return;
	}
	a = m->st[(sp - 1) & (KAPI_REG_STACK_MAX - 1)];
	ua = (unsigned long long)a;
	if (in->code == KAPI_REG_OP_IGNORE) {
		if (a)
			m->ignored |= (unsigned int)in->k & 0x3f;
		m->sp = sp - 1;
		return;
	}
	switch (in->code) {
	case KAPI_REG_OP_NOT: r = !a; goto unary;
	case KAPI_REG_OP_BNOT: r = ~a; goto unary;
	case KAPI_REG_OP_NEG: r = (long long)(0 - ua); goto unary;
	case KAPI_REG_OP_POPCOUNT: r = (long long)kapi_reg_popcount(ua); goto unary;
	case KAPI_REG_OP_IS_POW2: r = a && !(ua & (ua - 1)); goto unary;
	default: break;
	}
	if (sp < 2) {
		m->bad = 1;
		return;
	}
	b = a;
	ub = ua;
	a = m->st[(sp - 2) & (KAPI_REG_STACK_MAX - 1)];
	ua = (unsigned long long)a;
	switch (in->code) {
	case KAPI_REG_OP_OR: r = a | b; break;
	case KAPI_REG_OP_AND: r = a & b; break;
	case KAPI_REG_OP_XOR: r = a ^ b; break;
	case KAPI_REG_OP_SHL: r = ub < 64 ? (long long)(ua << (ub & 63)) : 0; break;
	case KAPI_REG_OP_SHR: r = ub < 64 ? (long long)(ua >> (ub & 63)) : 0; break;
	case KAPI_REG_OP_ADD: r = (long long)(ua + ub); break;
	case KAPI_REG_OP_SUB: r = (long long)(ua - ub); break;
	case KAPI_REG_OP_MUL: r = (long long)(ua * ub); break;
	case KAPI_REG_OP_UMOD: r = ub ? (long long)(ua % ub) : 0; break;
	case KAPI_REG_OP_EQ: r = a == b; break;
	case KAPI_REG_OP_NE: r = a != b; break;
	case KAPI_REG_OP_LT: r = a < b; break;
	case KAPI_REG_OP_LE: r = a <= b; break;
	case KAPI_REG_OP_GT: r = a > b; break;
	case KAPI_REG_OP_GE: r = a >= b; break;
	case KAPI_REG_OP_LAND: r = a && b; break;
	case KAPI_REG_OP_LOR: r = a || b; break;
	case KAPI_REG_OP_IMPLIES: r = !a || b; break;
	default:
		m->bad = 1;
		return;
	}
	m->st[(sp - 2) & (KAPI_REG_STACK_MAX - 1)] = r;
	m->sp = sp - 1;
	return;
unary:
	m->st[(sp - 1) & (KAPI_REG_STACK_MAX - 1)] = r;
}

#endif /* KAPI_LIB_REGOP_H */

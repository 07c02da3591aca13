/* SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause */
/*
 * The checks of a syscall spec that need only the argument registers:
 * what a seccomp filter or a BPF program can test without reading the
 * caller's memory.  One derivation for every in-kernel checker (the
 * tracer's filter, kapi watch's maps), so they agree with each other and
 * with kapi_call__check(), which stays the judge of what a value means.
 */
#ifndef KAPI_LIB_REGCHECK_H
#define KAPI_LIB_REGCHECK_H

#include "check/regop.h"
#include "check/validate.h"

enum kapi__reg_kind {
	KAPI__REG_NONE = 0,	/* nothing a register can tell */
	KAPI__REG_MASK,		/* value & ~mask == 0 */
	KAPI__REG_RANGE,	/* min..max, unsigned per cmp_unsigned */
	KAPI__REG_ENUM,		/* one of enums[0..enum_count) */
	KAPI__REG_ALIGN,	/* value % align == 0 */
	KAPI__REG_POW2,		/* a power of two; 0 too when optional */
	KAPI__REG_NONZERO,	/* value != 0 */
	KAPI__REG_NONNULL,	/* a pointer that must not be NULL */
	KAPI__REG_OPAQUE,	/* a check only user space can make (custom) */
};

struct kapi__reg_check {
	enum kapi__reg_kind kind;
	int width;		/* 32 or 64: bits of the register that count */
	bool is_signed;		/* a 32-bit value is sign-extended */
	bool cmp_unsigned;	/* RANGE: compared as unsigned */
	bool optional;		/* POW2: 0 means absent */
	bool fdcwd_unused;	/* AT_FDCWD (-100) means "not used" */
	int size_idx;		/* NONNULL: unused when this argument is 0; -1 */
	uint64_t mask;		/* MASK: the valid bits */
	int64_t min, max;	/* RANGE */
	uint64_t align;		/* ALIGN (page alignment resolved) */
	const int64_t *enums;	/* ENUM */
	uint32_t enum_count;
};

/* How wide parameter p's value is in its register, and whether signed. */
int kapi__reg_width(const struct kapi_param_spec *p, bool *is_signed);

/*
 * The register check of parameter i of a syscall spec, mirroring what
 * kapi_call__check() and kapi__param_unused() decide for that parameter.
 */
void kapi__reg_check_of_param(const struct kernel_api_spec *spec, uint32_t i,
			      struct kapi__reg_check *c);

/*
 * The constraint expressions of a syscall spec that need only register
 * arguments, as one program (regop.h) whose result is non-zero when all
 * of them hold, and whose machine's ignored bits say which arguments
 * "COND -> ignored(p)" sets aside for the call.  Expressions that read memory, divide, or do not fit are
 * left out (skipped) for user space to judge.
 */
struct kapi__reg_program {
	struct kapi_reg_insn ops[KAPI_REG_OPS_MAX];
	uint32_t count;		/* ops used */
	uint32_t exprs;		/* expressions compiled */
	uint32_t skipped;	/* expressions left to user space */
};

/* Compiles spec's expressions into out: how many, or -EINVAL. */
int kapi__reg_program_of_spec(const struct kernel_api_spec *spec,
			      struct kapi__reg_program *out);

#endif /* KAPI_LIB_REGCHECK_H */

// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * Combination cases: two values varied at once.  A constraint
 * expression that names two mask or enum parameters (fallocate's mode
 * with itself is one, clone's flags with exit_signal another, fcntl's
 * cmd with arg) is a claim about which pairs of values the kernel takes;
 * each pair of a few values of the one and a few of the other becomes a
 * case, and the validator's answer for the pair is judged as a single
 * value's would be.  The values: 0 and each listed value or mask bit, at
 * most PAIR_VALUES of them (evenly spaced), so a pair of parameters gives
 * at most PAIR_VALUES squared cases.  A mask whose bits an expression
 * reads (O_CREAT with O_DIRECTORY, fallocate's modes, clone's flags) gets
 * each pair of two of its bits, of at most PAIR_BITS of them.
 */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "live/conform/conform.h"
#include "load/expr.h"

#define PAIR_VALUES 8

static bool varies(const struct kapi_param_spec *p)
{
	return p->constraint_type == KAPI_CONSTRAINT_MASK ||
	       p->constraint_type == KAPI_CONSTRAINT_ENUM;
}

/* Up to PAIR_VALUES values of p: 0, then the listed values or bits. */
static int values_of(const struct kapi_param_spec *p, int64_t *out)
{
	int64_t all[65];
	int n = 0, k = 0;

	all[n++] = 0;
	if (p->constraint_type == KAPI_CONSTRAINT_ENUM) {
		for (uint32_t i = 0; i < p->enum_count && n < 65; i++)
			if (p->enum_values[i])
				all[n++] = p->enum_values[i];
	} else {
		for (int b = 0; b < 64 && n < 65; b++)
			if (p->valid_mask >> b & 1)
				all[n++] = (int64_t)(1ull << b);
	}
	if (n <= PAIR_VALUES) {
		memcpy(out, all, (size_t)n * sizeof(*out));
		return n;
	}
	for (k = 0; k < PAIR_VALUES; k++)
		out[k] = all[(size_t)k * (size_t)(n - 1) / (PAIR_VALUES - 1)];
	return k;
}

static bool known_args(const struct conform_cases *out,
		       const struct conform_case *c)
{
	for (size_t k = 0; k < out->count; k++)
		if (out->items[k].r.spec == c->r.spec &&
		    !memcmp(out->items[k].args, c->args, sizeof(c->args)))
			return true;
	return false;
}

static int pair(struct conform_cases *out, const struct conform_case *base,
		int i, int j)
{
	const struct kernel_api_spec *spec = base->r.spec;
	const struct kapi_param_spec *pi = &spec->params[i], *pj = &spec->params[j];
	int64_t vi[PAIR_VALUES], vj[PAIR_VALUES];
	int ni = values_of(pi, vi), nj = values_of(pj, vj);
	int err = 0;

	for (int a = 0; a < ni && !err; a++)
		for (int b = 0; b < nj && !err; b++) {
			struct conform_case c = *base;

			c.r.kind = KAPI_CONFORM_CASE_PAIR;
			c.r.param = -1;
			c.pair = 1ull << i | 1ull << j;
			c.args[i].value = conform__to_reg(pi, vi[a]);
			c.args[j].value = conform__to_reg(pj, vj[b]);
			if (!memcmp(c.args, base->args, sizeof(c.args)) ||
			    known_args(out, &c))
				continue;
			snprintf(c.r.what, sizeof(c.r.what), "%s=%#" PRIx64
				 " with %s=%#" PRIx64, pi->name, (uint64_t)vi[a],
				 pj->name, (uint64_t)vj[b]);
			err = conform__cases_add(out, &c);
		}
	return err;
}

#define PAIR_BITS 12

/* Two bits of one mask at once, where an expression reads its bits. */
static int bit_pairs(struct conform_cases *out, const struct conform_case *base,
		     int i)
{
	const struct kapi_param_spec *p = &base->r.spec->params[i];
	uint64_t bits[64], pick[PAIR_BITS];
	int n = 0, m;
	int err = 0;

	for (int b = 0; b < 64; b++)
		if (p->valid_mask >> b & 1)
			bits[n++] = 1ull << b;
	m = n <= PAIR_BITS ? n : PAIR_BITS;
	for (int k = 0; k < m; k++)
		pick[k] = bits[n <= PAIR_BITS ? (size_t)k :
			       (size_t)k * (size_t)(n - 1) / (PAIR_BITS - 1)];
	for (int a = 0; a < m && !err; a++)
		for (int b = a + 1; b < m && !err; b++) {
			struct conform_case c = *base;
			uint64_t v = (uint64_t)base->args[i].value | pick[a] | pick[b];

			c.r.kind = KAPI_CONFORM_CASE_PAIR;
			c.r.param = -1;
			c.pair = 1ull << i;
			c.args[i].value = conform__to_reg(p, (int64_t)v);
			if (!memcmp(c.args, base->args, sizeof(c.args)) ||
			    known_args(out, &c))
				continue;
			snprintf(c.r.what, sizeof(c.r.what), "%s=%#" PRIx64
				 " (bits %#" PRIx64 " and %#" PRIx64 ")", p->name,
				 v, pick[a], pick[b]);
			err = conform__cases_add(out, &c);
		}
	return err;
}

int conform__pair_cases(const struct conform_case *base,
			struct conform_cases *out)
{
	const struct kernel_api_spec *spec = base->r.spec;
	uint32_t n = spec->param_count < CONFORM_MAX_ARGS ? spec->param_count :
			CONFORM_MAX_ARGS;
	uint64_t done = 0;	/* bit i * 8 + j: the pair has its cases */
	int err = 0;

	for (uint32_t k = 0; k < spec->constraint_count && !err; k++) {
		const struct kapi__expr *x = kapi__expr_of(spec, k, NULL, 0);

		if (!x || x->depends || x->memory)
			continue;
		for (uint32_t i = 0; i < n && !err; i++) {
			uint64_t bit = 1ull << (i * 8 + i);

			if (!(x->params >> i & 1) || !(x->bitwise >> i & 1) ||
			    (done & bit) ||
			    spec->params[i].constraint_type != KAPI_CONSTRAINT_MASK ||
			    base->args[i].target != T_VALUE)
				continue;
			done |= bit;
			err = bit_pairs(out, base, (int)i);
		}
		for (uint32_t i = 0; i < n && !err; i++)
			for (uint32_t j = i + 1; j < n && !err; j++) {
				uint64_t bit = 1ull << (i * 8 + j);

				if (!(x->params >> i & 1) || !(x->params >> j & 1) ||
				    (done & bit) || !varies(&spec->params[i]) ||
				    !varies(&spec->params[j]) ||
				    base->args[i].target != T_VALUE ||
				    base->args[j].target != T_VALUE)
					continue;
				done |= bit;
				err = pair(out, base, (int)i, (int)j);
			}
	}
	return err;
}

// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * Argument values that tell expressions apart, for lint (is it always
 * true or false?) and diff (did it tighten or loosen?).  The values that
 * matter to a flag or comparison expression are the constants it names,
 * their neighbours and the combinations of their bits; every assignment of
 * such values to the parameters the expressions read is tried.  The
 * search is complete only when the combinations fit the budget; callers
 * make claims of "always" only then.
 */
#include <stdlib.h>
#include <string.h>

#include "check/expr_eval.h"

#define MAX_VALUES 320
#define BUDGET 200000

static size_t add(int64_t *v, size_t n, int64_t x)
{
	for (size_t i = 0; i < n; i++)
		if (v[i] == x)
			return n;
	if (n < MAX_VALUES)
		v[n++] = x;
	return n;
}

static size_t candidates(const struct kapi__expr *const *xs, size_t nx,
			 int64_t *v)
{
	static const int64_t base[] = { 0, 1, 2, 3, 4, 5, 7, 8, 16, -1, -2,
		0x7fffffff, 0x80000000ll, 0xffffffffll, INT64_MAX, INT64_MIN };
	uint64_t bits = 0;
	size_t n = 0;

	for (size_t i = 0; i < nx; i++)
		for (uint16_t j = 0; xs[i] && j < xs[i]->count; j++) {
			int64_t k = xs[i]->nodes[j].k;

			if (xs[i]->nodes[j].op != KX_CONST)
				continue;
			bits |= (uint64_t)k;
			n = add(v, n, k);
			/* wrapping, as the evaluator's arithmetic does */
			n = add(v, n, (int64_t)((uint64_t)k - 1));
			n = add(v, n, (int64_t)((uint64_t)k + 1));
			n = add(v, n, ~k);
			n = add(v, n, (int64_t)(0 - (uint64_t)k));
		}
	if (__builtin_popcountll(bits) <= 8) {
		for (uint64_t s = bits;; s = (s - 1) & bits) {
			n = add(v, n, (int64_t)s);
			if (!s)
				break;
		}
	} else {
		for (int b = 0; b < 64; b++)
			if (bits >> b & 1) {
				n = add(v, n, (int64_t)(1ull << b));
				n = add(v, n, (int64_t)(bits & ~(1ull << b)));
			}
		n = add(v, n, (int64_t)bits);
	}
	for (size_t i = 0; i < sizeof(base) / sizeof(base[0]); i++)
		n = add(v, n, base[i]);
	return n;
}

bool kapi__expr_sample(const struct kernel_api_spec *spec,
		       const struct kapi__expr *const *xs, size_t nx,
		       kapi__sample_fn fn, void *ctx)
{
	int64_t cand[MAX_VALUES], vals[64] = { 0 };
	size_t n = candidates(xs, nx, cand), idx[64] = { 0 }, total;
	uint32_t used[64], nu = 0;
	uint64_t params = 0, given;
	bool complete = true;

	for (size_t i = 0; i < nx; i++)
		if (xs[i])
			params |= xs[i]->params;
	for (uint32_t i = 0; i < 64 && i < spec->param_count; i++)
		if (params >> i & 1)
			used[nu++] = i;
	given = params;
	/* fewer values a parameter when there are many parameters */
	for (;;) {
		total = 1;
		for (uint32_t u = 0; u < nu && total <= BUDGET; u++)
			total *= n;
		if (total <= BUDGET)
			break;
		complete = false;
		n--;
	}
	for (;;) {
		for (uint32_t u = 0; u < nu; u++)
			vals[used[u]] = kapi_param__normalize(
				&spec->params[used[u]], (uint64_t)cand[idx[u]]);
		if (!fn(ctx, vals, given))
			return complete;
		/* the next assignment, like an odometer */
		uint32_t u = 0;

		while (u < nu && ++idx[u] >= n) {
			idx[u] = 0;
			u++;
		}
		if (u >= nu)
			break;
	}
	return complete;
}

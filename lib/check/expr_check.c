// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * Constraint expressions judged over a call's arguments.  Values are
 * 64-bit and signed as the parameters' normalized values are; >> shifts
 * logically.  Logic is three-valued (Kleene): an argument not given, or a
 * struct field the library cannot read, makes a value unknown, and
 * "false && x", "true || x" and "false -> x" are decided without it.
 */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "check/expr_eval.h"
#include "check/validate.h"

struct tv {
	int64_t v;
	bool known;
};

static const struct tv unknown = { 0, false };

static struct tv known(int64_t v)
{
	return (struct tv){ v, true };
}

static struct tv eval(const struct kapi__expr *x, int i, const int64_t *vals,
		      uint64_t given)
{
	const struct kapi__expr_node *n = &x->nodes[i];
	struct tv a, b;
	int64_t r;

	switch (n->op) {
	case KX_CONST:
		return known(n->k);
	case KX_PARAM:
		return given >> n->k & 1 ? known(vals[n->k]) : unknown;
	case KX_MEMORY:
		return unknown;
	case KX_IGNORED:
		return known(1);
	default:
		break;
	}
	a = eval(x, n->a, vals, given);
	switch (n->op) {
	case KX_NOT:
		return a.known ? known(!a.v) : unknown;
	case KX_BNOT:
		return a.known ? known(~a.v) : unknown;
	case KX_NEG:
		return a.known ? known((int64_t)(0 - (uint64_t)a.v)) : unknown;
	case KX_POPCOUNT:
		return a.known ? known(__builtin_popcountll((uint64_t)a.v))
			       : unknown;
	case KX_IS_POW2:
	case KX_EXACTLY_ONE:
		return a.known ? known(a.v && !((uint64_t)a.v &
						((uint64_t)a.v - 1)))
			       : unknown;
	case KX_ALIGNED:
		return a.known ? known((uint64_t)a.v %
				       (uint64_t)x->nodes[n->b].k == 0)
			       : unknown;
	case KX_HAS: {
		int64_t f = x->nodes[n->b].k;

		return a.known ? known((a.v & f) == f) : unknown;
	}
	case KX_ONE_OF:
		if (!a.known)
			return unknown;
		for (int c = x->nodes[n->a].next; c >= 0; c = x->nodes[c].next)
			if (x->nodes[c].k == a.v)
				return known(1);
		return known(0);
	case KX_LAND:
		if (a.known && !a.v)
			return known(0);
		b = eval(x, n->b, vals, given);
		if (b.known && !b.v)
			return known(0);
		return a.known && b.known ? known(1) : unknown;
	case KX_LOR:
		if (a.known && a.v)
			return known(1);
		b = eval(x, n->b, vals, given);
		if (b.known && b.v)
			return known(1);
		return a.known && b.known ? known(0) : unknown;
	case KX_IMPLIES:
		if (a.known && !a.v)
			return known(1);
		b = eval(x, n->b, vals, given);
		if (b.known && b.v)
			return known(1);
		return a.known && b.known ? known(0) : unknown;
	default:
		break;
	}
	b = eval(x, n->b, vals, given);
	/* x & 0 is 0 whatever x is */
	if (n->op == KX_AND && ((a.known && !a.v) || (b.known && !b.v)))
		return known(0);
	if (!a.known || !b.known || !kapi__expr_fold(n->op, a.v, b.v, &r))
		return unknown;
	return known(r);
}

enum kapi__verdict kapi__expr_eval(const struct kapi__expr *x,
				   const int64_t *vals, uint64_t given)
{
	struct tv r;

	if (!x || !x->count)
		return KAPI_VERDICT_UNKNOWN;
	r = eval(x, x->root, vals, given);
	if (!r.known)
		return KAPI_VERDICT_UNKNOWN;
	return r.v ? KAPI_VERDICT_TRUE : KAPI_VERDICT_FALSE;
}

/* "flags=4, addr=0x1001": the values an expression read. */
static void values(const struct kernel_api_spec *spec,
		   const struct kapi__expr *x, const int64_t *vals,
		   uint64_t given, char *buf, size_t len)
{
	size_t n = 0;

	buf[0] = '\0';
	for (uint32_t i = 0; i < spec->param_count && i < 64 && n < len; i++) {
		bool hex;

		if (!(x->params >> i & 1) || !(given >> i & 1))
			continue;
		hex = (x->bitwise >> i & 1) ||
		      spec->params[i].constraint_type == KAPI_CONSTRAINT_MASK ||
		      spec->params[i].type == KAPI_TYPE_PTR ||
		      spec->params[i].type == KAPI_TYPE_USER_PTR ||
		      vals[i] > 4096 || vals[i] < -4096;
		/* small negative values read better in decimal (AT_FDCWD) */
		hex = hex && !(vals[i] < 0 && vals[i] >= -4096);
		n += (size_t)snprintf(buf + n, len - n,
				      hex ? "%s%s=0x%" PRIx64 : "%s%s=%" PRId64,
				      n ? ", " : "", spec->params[i].name,
				      hex ? (int64_t)(uint64_t)vals[i] : vals[i]);
	}
}

/* Parameters the report already has a finding about. */
static uint64_t refused(const struct kernel_api_spec *spec,
			const struct kapi_report *rep)
{
	uint64_t m = 0;

	for (size_t f = 0; f < rep->count; f++)
		for (uint32_t i = 0; i < spec->param_count && i < 64; i++)
			if (rep->items[f].kind != KAPI_FINDING_EXPRESSION &&
			    rep->items[f].subject && spec->params[i].name &&
			    !strcmp(rep->items[f].subject, spec->params[i].name))
				m |= 1ULL << i;
	return m;
}

int kapi__check_exprs(const struct kernel_api_spec *spec, const int64_t *vals,
		      uint64_t given, struct kapi_report *rep)
{
	/* a value already outside its own constraint needs no second finding */
	uint64_t bad = refused(spec, rep);
	int ret = 0;

	for (uint32_t i = 0; i < spec->constraint_count; i++) {
		const struct kapi_constraint_spec *c = &spec->constraints[i];
		const struct kapi__expr *x = kapi__expr_of(spec, i, NULL, 0);
		char vs[128];
		int r;

		if (!x || (x->params & bad) ||
		    kapi__expr_eval(x, vals, given) != KAPI_VERDICT_FALSE)
			continue;
		values(spec, x, vals, given, vs, sizeof(vs));
		r = kapi__report_add(rep, KAPI_FINDING_EXPRESSION, (int32_t)i,
				     c->name, 0, "%s: '%s' is false%s%s%s%s",
				     c->name ? c->name : "constraint", x->text,
				     vs[0] ? " for " : "", vs,
				     c->description ? ": " : "",
				     c->description ? c->description : "");
		if (r < 0)
			return r;
		ret = 1;
	}
	return ret;
}

int kapi_call__undecided(const struct kernel_api_spec *spec,
			 const int64_t *vals, uint64_t given,
			 struct kapi_report *rep)
{
	int ret = 0;

	if (!spec || !vals || !rep)
		return -EINVAL;
	for (uint32_t i = 0; i < spec->constraint_count; i++) {
		const struct kapi_constraint_spec *c = &spec->constraints[i];
		const struct kapi__expr *x;
		char err[KAPI_EXPR_ERR_LEN], why[160] = "";
		size_t n = 0;
		int r;

		if (!c->expression)
			continue;
		x = kapi__expr_of(spec, i, err, sizeof(err));
		if (!x) {
			r = kapi__report_add(rep, KAPI_FINDING_NOT_CHECKABLE,
					     (int32_t)i, c->name, 0,
					     "%s: '%s' is not checkable: %s",
					     c->name ? c->name : "constraint",
					     c->expression,
					     err[0] ? err : "out of memory");
			if (r < 0)
				return r;
			ret = 1;
			continue;
		}
		if (kapi__expr_eval(x, vals, given) != KAPI_VERDICT_UNKNOWN)
			continue;
		for (uint32_t p = 0; p < spec->param_count && p < 64; p++)
			if ((x->params >> p & 1) && !(given >> p & 1) &&
			    n < sizeof(why))
				n += (size_t)snprintf(why + n, sizeof(why) - n,
						      "%s%s", n ? ", " : "needs ",
						      spec->params[p].name);
		if (x->depends && n < sizeof(why))
			n += (size_t)snprintf(why + n, sizeof(why) - n,
					      "%sthe running kernel decides (%.*s)",
					      n ? "; " : "", kapi__expr_depends_len(x),
					      x->text + x->depends_at);
		if (x->memory && n < sizeof(why))
			snprintf(why + n, sizeof(why) - n, "%s",
				 n ? "; reads memory behind a pointer"
				   : "reads memory behind a pointer");
		r = kapi__report_add(rep, KAPI_FINDING_NOT_CHECKABLE, (int32_t)i,
				     c->name, 0, "%s: '%s' not checked: %s",
				     c->name ? c->name : "constraint", x->text,
				     why[0] ? why : "undecided");
		if (r < 0)
			return r;
		ret = 1;
	}
	return ret;
}

bool kapi__param_ignored(const struct kernel_api_spec *spec, uint32_t i,
			 const int64_t *vals, uint64_t given)
{
	for (uint32_t c = 0; c < spec->constraint_count; c++) {
		const struct kapi__expr *x;
		struct tv cond;

		if (!spec->constraints[c].expression ||
		    !strstr(spec->constraints[c].expression, "ignored"))
			continue;
		x = kapi__expr_of(spec, c, NULL, 0);
		if (!x)
			continue;
		if (i >= 64 || !(kapi__expr_ignored_params(x) >> i & 1))
			continue;
		cond = eval(x, x->nodes[x->root].a, vals, given);
		if (cond.known && cond.v)
			return true;
	}
	return false;
}

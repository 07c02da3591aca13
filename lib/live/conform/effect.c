// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * Effect cases: a side effect or state transition whose spec entry
 * carries a check (KAPI_EFFECT_CHECK, KAPI_STATE_TRANS_CHECK) is looked at
 * after the base call succeeds, in the case child, on the very objects the
 * call acted on.  A check is one observation "kind(word, ...)" of the set
 * in effect_kinds.c; a word is a parameter's value, "ret" (the return
 * value), "*name" (the 64 bits parameter name points to: before the call
 * for an input, after it for an output), a number, or a
 * bare name the kind reads as text ("VmLck", "lo", "msg").  "!kind(...)"
 * claims the opposite: it holds where the observation does not (an
 * observation that cannot be made stays so).
 *
 * A check with a "when" expression (KAPI_EFFECT_CHECK_WHEN) applies to a
 * call whose arguments meet it: when the base call's do not, one
 * plain-value argument gets a value that does (0, a value of its enum, or
 * one more bit of its mask), or failing that two do; otherwise the case
 * says the check was not reached.  A check as written wrong is not run, with the reason.
 */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/syscall.h>
#include <sys/uio.h>

#include "check/expr_eval.h"
#include "live/conform/conform.h"
#include "live/conform/effect.h"
#include "load/expr.h"

/* ---- the cases ---------------------------------------------------------- */

/* What when says of arguments vals (given: the bits known); UNKNOWN when
 * it does not parse. */
static enum kapi__verdict when_holds(const char *when,
				     const struct kernel_api_spec *spec,
				     const int64_t *vals, uint64_t given)
{
	struct kapi__expr x;
	char err[KAPI_EXPR_ERR_LEN];
	enum kapi__verdict v;

	if (kapi__expr_parse(when, spec, &x, err, sizeof(err)))
		return KAPI_VERDICT_UNKNOWN;
	v = kapi__expr_eval(&x, vals, given);
	kapi__expr_free(&x);
	return v;
}

static enum kapi__verdict case_meets(const struct conform_case *c)
{
	const struct kernel_api_spec *spec = c->r.spec;
	int64_t vals[CONFORM_MAX_ARGS] = { 0 };
	uint64_t given = 0;

	for (int k = 0; k < c->nargs && k < (int)spec->param_count; k++)
		if (c->args[k].target == T_VALUE) {
			vals[k] = kapi_param__normalize(&spec->params[k],
							(uint64_t)c->args[k].value);
			given |= 1ull << k;
		}
	return when_holds(c->effect.when, spec, vals, given);
}

/* Tries v for plain-value argument k: kept when the check then may
 * apply (what the other arguments point to is known in the child only). */
static bool try_value(struct conform_case *c, int k, int64_t v)
{
	int64_t old = c->args[k].value;

	c->args[k].value = conform__to_reg(&c->r.spec->params[k], v);
	if (case_meets(c) != KAPI_VERDICT_FALSE)
		return true;
	c->args[k].value = old;
	return false;
}

static bool meet_one(struct conform_case *c, int from, bool pair);

/* Tries v for argument k, and with pair one value more of a later
 * argument: kept when the check then may apply. */
static bool try_step(struct conform_case *c, int k, int64_t v, bool pair)
{
	int64_t old = c->args[k].value;

	if (try_value(c, k, v))
		return true;
	if (!pair)
		return false;
	c->args[k].value = conform__to_reg(&c->r.spec->params[k], v);
	if (meet_one(c, k + 1, false))
		return true;
	c->args[k].value = old;
	return false;
}

/* One plain-value argument from the from'th on (with pair, two) gets a
 * value for which the check may apply: 0, a value of its enum, or one
 * more bit of its mask (without one, of its low word). */
static bool meet_one(struct conform_case *c, int from, bool pair)
{
	const struct kernel_api_spec *spec = c->r.spec;

	for (int k = from; k < c->nargs && k < (int)spec->param_count; k++) {
		const struct kapi_param_spec *p = &spec->params[k];

		if (c->args[k].target != T_VALUE)
			continue;
		if (try_step(c, k, 0, pair))
			return true;
		for (uint32_t e = 0; e < p->enum_count; e++)
			if (try_step(c, k, p->enum_values[e], pair))
				return true;
		int64_t had = kapi_param__normalize(p, (uint64_t)c->args[k].value);

		for (int b = 0; b < 64; b++)
			if ((p->valid_mask ? p->valid_mask >> b & 1 : b < 32) &&
			    try_step(c, k, had | (int64_t)(1ull << b), pair))
				return true;
	}
	return false;
}

/* Arguments for which the check's when holds, from the base's: one
 * changed if that is enough, else two. */
static void meet_when(struct conform_case *c)
{
	if (!c->effect.when || case_meets(c) != KAPI_VERDICT_FALSE)
		return;
	if (!meet_one(c, 0, false))
		meet_one(c, 0, true);
}

static const char *check_problem(const char *check, const char *when,
				 const struct kernel_api_spec *spec);

static int add_case(const struct conform_case *base, const char *check,
		    const char *when, const char *target,
		    struct conform_cases *out)
{
	struct conform_case c = *base;

	if (!check || !*check)
		return 0;
	c.r.kind = KAPI_CONFORM_CASE_EFFECT;
	c.r.param = -1;
	c.effect.check = check;
	c.effect.when = when && *when ? when : NULL;
	c.effect.target = target;
	conform__effect_exec_args(&c);
	if (!c.not_run)
		c.not_run = check_problem(check, c.effect.when, c.r.spec);
	meet_when(&c);
	snprintf(c.r.what, sizeof(c.r.what), "effect %s", check);
	return conform__cases_add(out, &c);
}

int conform__effect_cases(const struct conform_case *base,
			  struct conform_cases *out)
{
	const struct kernel_api_spec *spec = base->r.spec;
	int err = 0;

	for (uint32_t i = 0; i < spec->side_effect_count && !err; i++) {
		const struct kapi_side_effect *e = &spec->side_effects[i];

		err = add_case(base, e->check, e->check_when, e->target, out);
	}
	for (uint32_t i = 0; i < spec->state_trans_count && !err; i++) {
		const struct kapi_state_transition *t = &spec->state_transitions[i];

		err = add_case(base, t->check, t->check_when, t->object, out);
	}
	return err;
}

/* ---- in the case child -------------------------------------------------- */

/*
 * "*name" of a parameter the call only reads is taken just before the
 * call: the kernel may write an output through another pointer to the
 * same buffer (rt_sigaction's act and oact).  Of an output or in-out
 * parameter it is read after the call, which filled it in.
 */
static int64_t deref_before[CONFORM_MAX_ARGS];
static uint8_t deref_taken;	/* bit i: deref_before[i] holds */

static bool input_only(const struct kapi_param_spec *p)
{
	return (p->flags & KAPI_PARAM_IN) &&
	       !(p->flags & (KAPI_PARAM_OUT | KAPI_PARAM_INOUT));
}

/* 8 bytes at addr, or false when they cannot be read (no fault). */
static bool peek(uint64_t addr, int64_t *v)
{
	struct iovec local = { v, sizeof(*v) }, remote = { (void *)addr, sizeof(*v) };

	return syscall(SYS_process_vm_readv, getpid(), &local, 1UL, &remote,
		       1UL, 0UL) == (long)sizeof(*v);
}

static bool named_deref(const char *check, const char *name)
{
	size_t n = strlen(name);

	for (const char *p = check; (p = strchr(p, '*')); p++)
		if (!strncmp(p + 1, name, n) && !isalnum((unsigned char)p[1 + n]) &&
		    p[1 + n] != '_')
			return true;
	return false;
}

/* What the check's kind needs done before the call (effect_task.c). */
static void kind_before(const struct conform_case *c, const uint64_t *a)
{
	const struct effect_kind *k;
	struct effect_check ck;

	memset(&ck, 0, sizeof(ck));
	if (conform__effect_parse(c->effect.check, c->r.spec, a, 0, &ck))
		return;
	k = conform__effect_kind(ck.kind);
	if (k && k->before && k->nargs == ck.n)
		k->before(&ck);
}

void conform__effect_before(const struct conform_case *c, const uint64_t *a)
{
	const struct kernel_api_spec *s = c->r.spec;

	deref_taken = 0;
	for (uint32_t i = 0; i < s->param_count && i < CONFORM_MAX_ARGS; i++)
		if (s->params[i].name && input_only(&s->params[i]) && a[i] &&
		    named_deref(c->effect.check, s->params[i].name) &&
		    peek(a[i], &deref_before[i]))
			deref_taken |= (uint8_t)(1u << i);
	conform__effect_ns_before();
	kind_before(c, a);
}

static bool bare_name(const char *w, size_t len)
{
	if (!len || !(isalpha((unsigned char)w[0]) || w[0] == '_'))
		return false;
	for (size_t i = 1; i < len; i++)
		if (!isalnum((unsigned char)w[i]) && w[i] != '_')
			return false;
	return true;
}

/* One argument: ret, a parameter (through its pointer with '*') or a
 * number (0), or a bare name (1: value 0, the text in s); -1 neither. */
static int word_value(const char *w, size_t len, const struct kernel_api_spec *s,
		      const uint64_t *a, long ret, int64_t *v)
{
	bool deref = len > 1 && *w == '*';
	char *end;

	if (len == 3 && !strncmp(w, "ret", 3)) {
		*v = ret;
		return 0;
	}
	if (deref)
		w++, len--;
	for (uint32_t i = 0; i < s->param_count && i < CONFORM_MAX_ARGS; i++)
		if (s->params[i].name && strlen(s->params[i].name) == len &&
		    !strncmp(s->params[i].name, w, len)) {
			if (!a)		/* the parent, checking the words */
				return 0;
			*v = kapi_param__normalize(&s->params[i], a[i]);
			if (deref && (deref_taken >> i & 1))
				*v = deref_before[i];
			else if (deref && !peek(a[i], v))
				return -1;
			return 0;
		}
	if (deref)
		return -1;
	*v = strtoll(w, &end, 0);
	if (end == w + len)
		return 0;
	*v = 0;
	return bare_name(w, len) ? 1 : -1;
}

int conform__effect_parse(const char *text, const struct kernel_api_spec *s,
			  const uint64_t *a, long ret, struct effect_check *ck)
{
	const char *p, *q;
	size_t klen;

	ck->negated = *text == '!';
	text += ck->negated;
	p = strchr(text, '(');
	klen = p ? (size_t)(p - text) : 0;

	if (!p || !klen || klen >= sizeof(ck->kind))
		return -1;
	memcpy(ck->kind, text, klen);
	ck->kind[klen] = '\0';
	for (ck->n = 0, p++; *p && *p != ')'; p = *q ? q + 1 : q) {
		while (isspace((unsigned char)*p))
			p++;
		for (q = p; *q && *q != ',' && *q != ')'; q++)
			;
		size_t len = (size_t)(q - p);

		while (len && isspace((unsigned char)p[len - 1]))
			len--;
		int w;

		if (ck->n == EFFECT_MAX_WORDS || len >= sizeof(ck->s[0]) ||
		    (w = word_value(p, len, s, a, ret, &ck->v[ck->n])) < 0)
			return -1;
		if (w)
			ck->bare |= 1u << ck->n;
		memcpy(ck->s[ck->n], p, len);
		ck->s[ck->n][len] = '\0';
		ck->n++;
		if (*q == ')')
			break;
	}
	return 0;
}

/* What is wrong with a check as written, or NULL: a typo is said at once,
 * not met as an inconclusive case. */
static const char *check_problem(const char *check, const char *when,
				 const struct kernel_api_spec *spec)
{
	const struct effect_kind *k;
	struct effect_check ck;

	memset(&ck, 0, sizeof(ck));
	if (conform__effect_parse(check, spec, NULL, 0, &ck))
		return "the check does not parse: kind(word, ...), each word "
		       "a parameter, *parameter, ret, a number or a name";
	k = conform__effect_kind(ck.kind);
	if (!k)
		return "the check names no kind of observation conform knows";
	if (k->nargs != ck.n)
		return "the check gives its kind the wrong number of words";
	if (ck.bare & ~k->names)
		return "a word of the check is no parameter, ret or number "
		       "(a misspelt parameter?)";
	if (when) {
		struct kapi__expr x;
		char err[KAPI_EXPR_ERR_LEN];

		if (kapi__expr_parse(when, spec, &x, err, sizeof(err)))
			return "the check's condition is no constraint expression";
		kapi__expr_free(&x);
	}
	return NULL;
}

int conform__effect_observe(const struct conform_case *c, const uint64_t *a,
			    long ret)
{
	const struct kernel_api_spec *spec = c->r.spec;
	const struct effect_kind *k;
	struct effect_check ck;

	if (c->effect.when) {
		int64_t vals[CONFORM_MAX_ARGS] = { 0 };

		for (uint32_t i = 0; i < spec->param_count && i < CONFORM_MAX_ARGS; i++)
			vals[i] = kapi_param__normalize(&spec->params[i], a[i]);
		if (when_holds(c->effect.when, spec, vals,
			       (1ull << CONFORM_MAX_ARGS) - 1) != KAPI_VERDICT_TRUE)
			return CONFORM_EFFECT_NOT_MET;
	}
	memset(&ck, 0, sizeof(ck));
	if (conform__effect_parse(c->effect.check, spec, a, ret, &ck))
		return -1;
	k = conform__effect_kind(ck.kind);
	if (!k || k->nargs != ck.n || (ck.bare & ~k->names))
		return -1;
	return conform__effect_judge_kind(k, &ck);
}

int conform__effect_judge_kind(const struct effect_kind *k,
			       const struct effect_check *ck)
{
	int r = k->observe(ck);

	return ck->negated && (r == 0 || r == 1) ? !r : r;
}

/* ---- the verdict -------------------------------------------------------- */

void conform__judge_effect(struct conform_case *c)
{
	struct kapi_conform_result *r = &c->r;
	const char *check = c->effect.check;

	if (!r->returned || r->err) {
		r->verdict = KAPI_CONFORM_INCONCLUSIVE;
		snprintf(r->reason, sizeof(r->reason), "the call failed (%s): "
			 "no effect to look at", r->returned ?
			 kapi_errno__name(r->err) : "it did not return");
		return;
	}
	switch (c->observed) {
	case 1:
		r->verdict = KAPI_CONFORM_AGREE;
		snprintf(r->reason, sizeof(r->reason), "%s holds after the call",
			 check);
		break;
	case 0:
		r->verdict = KAPI_CONFORM_FALSE_POSITIVE;
		snprintf(r->reason, sizeof(r->reason), "%s does not hold after "
			 "the call: the spec claims an effect the kernel did "
			 "not have", check);
		break;
	case CONFORM_EFFECT_NOT_MET:
		r->verdict = KAPI_CONFORM_INCONCLUSIVE;
		snprintf(r->reason, sizeof(r->reason), "the call's arguments do "
			 "not meet the check's condition (%s): %s not looked at",
			 c->effect.when, check);
		break;
	default:
		r->verdict = KAPI_CONFORM_INCONCLUSIVE;
		snprintf(r->reason, sizeof(r->reason), "%s cannot be looked at "
			 "here (an unknown check, or no /proc)", check);
	}
}

// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * kapi_diff() of the facts that hold only from (or until) a kernel release:
 * a spec's since_version and until_version, and each version fact of a
 * parameter's value.  Moving a release is a change to review; a value the
 * new side adds together with the release that brought it is compatible.
 */
#include <stdio.h>
#include <string.h>

#include "check/diff_ktree.h"

static const char *str(const char *s)
{
	return s ? s : "";
}

static bool same(const char *a, const char *b)
{
	return !strcmp(str(a), str(b));
}

static const struct kapi_version_fact *
fact_of(const struct kernel_api_spec *s, const struct kapi_version_fact *f)
{
	for (uint32_t i = 0; i < s->version_fact_count; i++)
		if (s->version_facts[i].value == f->value &&
		    same(s->version_facts[i].param, f->param))
			return &s->version_facts[i];
	return NULL;
}

/* Whether the spec's parameter takes the fact's value at all. */
static bool accepts(const struct kernel_api_spec *s,
		    const struct kapi_version_fact *f)
{
	int idx = f->param ? kapi_spec__param_index(s, f->param) : -1;
	const struct kapi_param_spec *p;

	if (idx < 0)
		return false;
	p = &s->params[idx];
	switch (p->constraint_type) {
	case KAPI_CONSTRAINT_MASK:
		return ((uint64_t)f->value & ~p->valid_mask) == 0;
	case KAPI_CONSTRAINT_ENUM:
		for (uint32_t i = 0; i < p->enum_count; i++)
			if (p->enum_values[i] == f->value)
				return true;
		return false;
	case KAPI_CONSTRAINT_RANGE:
		return f->value >= p->min_value && f->value <= p->max_value;
	default:
		return true;
	}
}

static void releases(char *buf, size_t len, const char *since,
		     const char *until)
{
	snprintf(buf, len, "%s..%s", *str(since) ? since : "any",
		 *str(until) ? until : "now");
}

/* One side's fact f against the other's g (NULL: none there). */
static void fact(const struct kapi_diff_ctx *d, const struct kernel_api_spec *o,
		 const struct kapi_version_fact *of,
		 const struct kapi_version_fact *nf)
{
	const struct kapi_version_fact *f = nf ? nf : of;
	char sub[160], a[64], b[64];

	snprintf(sub, sizeof(sub), "version_facts %s %s", str(f->param),
		 str(f->name));
	releases(a, sizeof(a), of ? of->since : NULL, of ? of->until : NULL);
	releases(b, sizeof(b), nf ? nf->since : NULL, nf ? nf->until : NULL);
	if (of && nf && same(of->since, nf->since) &&
	    same(of->until, nf->until))
		return;
	if (!of && !accepts(o, nf))
		d->add(d->ctx, "D092", sub, NULL, b,
		       "%s: %s added, in kernels %s", str(f->param),
		       str(f->name), b);
	else
		d->add(d->ctx, "D091", sub, a, b,
		       "%s: %s is in kernels %s, was %s", str(f->param),
		       str(f->name), b, a);
}

void kapi__diff_versions(const struct kapi_diff_ctx *d,
			 const struct kernel_api_spec *o,
			 const struct kernel_api_spec *n)
{
	char a[64], b[64];

	if (!same(o->since_version, n->since_version) ||
	    !same(o->until_version, n->until_version)) {
		releases(a, sizeof(a), o->since_version, o->until_version);
		releases(b, sizeof(b), n->since_version, n->until_version);
		d->add(d->ctx, "D091", "since_version", a, b,
		       "in kernels %s, was %s", b, a);
	}
	for (uint32_t i = 0; i < n->version_fact_count; i++)
		fact(d, o, fact_of(o, &n->version_facts[i]),
		     &n->version_facts[i]);
	for (uint32_t i = 0; i < o->version_fact_count; i++)
		if (!fact_of(n, &o->version_facts[i]) &&
		    accepts(n, &o->version_facts[i]))
			fact(d, o, &o->version_facts[i], NULL);
}

// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * Kernel releases: facts that hold from one release on (a whole syscall, a
 * flag bit, an enum member), and a parameter's constraint as one release
 * has it.  A release is packed as KAPI_KERNEL_VERSION(a, b, c); 0 stands
 * for "no release given", under which every fact holds.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/model.h"

int kapi_kernel_version__parse(const char *s, uint32_t *out)
{
	unsigned long part[3] = { 0, 0, 0 };
	int n = 0;

	if (!s || !out)
		return -EINVAL;
	/* by hand, not strtoul: every spec's facts are read at start-up */
	while (n < 3) {
		if (*s < '0' || *s > '9')
			return -EINVAL;
		for (; *s >= '0' && *s <= '9'; s++)
			if (part[n] <= 255)
				part[n] = part[n] * 10 + (unsigned long)(*s - '0');
		n++;
		if (*s != '.')
			break;
		s++;
	}
	/* "6.1.0-57-amd64", "6.12.0+deb13": what follows the numbers is a
	 * distribution's; a lone "6" is not a release */
	if (n < 2 || (*s && *s != '-' && *s != '+' && *s != '_' && *s != '~') ||
	    part[0] > 255 || part[1] > 255)
		return -EINVAL;
	*out = KAPI_KERNEL_VERSION(part[0], part[1], part[2]);
	return 0;
}

int kapi_kernel_version__str(uint32_t kver, char *buf, size_t len)
{
	int n;

	if (!buf || !len)
		return -EINVAL;
	n = (kver & 0xff) ?
	    snprintf(buf, len, "%u.%u.%u", kver >> 16, kver >> 8 & 0xff,
		     kver & 0xff) :
	    snprintf(buf, len, "%u.%u", kver >> 16, kver >> 8 & 0xff);
	return n < 0 || (size_t)n >= len ? -ENOSPC : 0;
}

/* A release a spec names, 0 when it names none or cannot be read. */
static uint32_t release(const char *s)
{
	uint32_t v;

	return s && *s && !kapi_kernel_version__parse(s, &v) ? v : 0;
}

/* Whether [since, until) holds kver; 0 (no kernel named) is inside. */
static bool within(const char *since, const char *until, uint32_t kver)
{
	uint32_t s = release(since), u = release(until);

	return !kver || ((!s || kver >= s) && (!u || kver < u));
}

bool kapi__release_within(const char *since, const char *until, uint32_t kver)
{
	return within(since, until, kver);
}

bool kapi__releases_overlap(const char *s1, const char *u1, const char *s2,
			    const char *u2)
{
	uint32_t a = release(s1), b = release(s2), x = release(u1),
		 y = release(u2);
	uint32_t from = a > b ? a : b;

	/* no end is no bound: the later start must come before both ends */
	return (!x || from < x) && (!y || from < y);
}

bool kapi_spec__in_kernel(const struct kernel_api_spec *spec, uint32_t kver)
{
	return spec && within(spec->since_version, spec->until_version, kver);
}

bool kapi_version_fact__in_kernel(const struct kapi_version_fact *f,
				  uint32_t kver)
{
	return f && within(f->since, f->until, kver);
}

/*
 * Whether constraint i of spec holds on kver: a fact without a parameter
 * names a rule (KAPI_CONSTRAINT_SINCE/UNTIL) by the constraint's name.
 */
bool kapi__constraint_in_kernel(const struct kernel_api_spec *spec,
				uint32_t i, uint32_t kver)
{
	const char *name;

	if (!spec || i >= spec->constraint_count || !kver)
		return true;
	name = spec->constraints[i].name;
	for (uint32_t k = 0; name && k < spec->version_fact_count; k++) {
		const struct kapi_version_fact *f = &spec->version_facts[k];

		if (!f->param && f->name && !strcmp(f->name, name) &&
		    !within(f->since, f->until, kver))
			return false;
	}
	return true;
}

bool kapi__spec_facts_exclude(const struct kernel_api_spec *spec,
			       uint32_t kver)
{
	for (uint32_t i = 0; spec && kver && i < spec->version_fact_count; i++)
		if (!within(spec->version_facts[i].since,
			    spec->version_facts[i].until, kver))
			return true;
	return false;
}

/* Whether fact f, about parameter name, takes its value away on kver. */
static bool absent(const struct kapi_version_fact *f, const char *name,
		   uint32_t kver)
{
	return f->param && name && !strcmp(f->param, name) &&
	       !within(f->since, f->until, kver);
}

static bool value_absent(const struct kernel_api_spec *spec, const char *name,
			 int64_t v, uint32_t kver)
{
	/* a fact without a value's name is about a whole field */
	for (uint32_t i = 0; i < spec->version_fact_count; i++)
		if (spec->version_facts[i].value == v &&
		    spec->version_facts[i].name && *spec->version_facts[i].name &&
		    absent(&spec->version_facts[i], name, kver))
			return true;
	return false;
}

bool kapi_param__changes_at(const struct kernel_api_spec *spec, uint32_t idx,
			    uint32_t kver)
{
	if (!spec || idx >= spec->param_count || !kver)
		return false;
	for (uint32_t i = 0; i < spec->version_fact_count; i++)
		if (absent(&spec->version_facts[i], spec->params[idx].name, kver))
			return true;
	return false;
}

int kapi_param__at_version(const struct kernel_api_spec *spec, uint32_t idx,
			   uint32_t kver, struct kapi_param_spec *out,
			   int64_t *enums, uint32_t cap)
{
	const struct kapi_param_spec *p;
	uint32_t n = 0;

	if (!spec || idx >= spec->param_count || !out)
		return -EINVAL;
	p = &spec->params[idx];
	*out = *p;
	if (!kapi_param__changes_at(spec, idx, kver))
		return 0;
	for (uint32_t i = 0; i < spec->version_fact_count; i++) {
		const struct kapi_version_fact *f = &spec->version_facts[i];

		if (!absent(f, p->name, kver))
			continue;
		/* a mask loses the fact's bits; a range its ends */
		out->valid_mask &= ~(uint64_t)f->value;
		out->ignored_mask &= ~(uint64_t)f->value;
	}
	while (out->constraint_type == KAPI_CONSTRAINT_RANGE &&
	       out->max_value > out->min_value &&
	       value_absent(spec, p->name, out->max_value, kver))
		out->max_value--;
	while (out->constraint_type == KAPI_CONSTRAINT_RANGE &&
	       out->min_value < out->max_value &&
	       value_absent(spec, p->name, out->min_value, kver))
		out->min_value++;
	if (!p->enum_values || !p->enum_count)
		return 0;
	for (uint32_t i = 0; i < p->enum_count; i++) {
		if (value_absent(spec, p->name, p->enum_values[i], kver))
			continue;
		if (n >= cap)
			return -ENOSPC;
		enums[n++] = p->enum_values[i];
	}
	out->enum_values = enums;
	out->enum_count = n;
	return 0;
}

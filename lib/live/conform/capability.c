// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * Capability cases: a spec's capability entry says what the capability
 * allows and what the call does without it.  Each entry gives two cases
 * of the base call, one with every capability the sandbox's user
 * namespace grants and one with that capability dropped from every set
 * just before the call.  The kernel agrees when the call without the
 * capability is refused with a permission errno the spec lists, or
 * answers as with it where the base call is not one the capability
 * decides (its condition not met, or a check against the initial user
 * namespace that no sandbox passes).
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <linux/capability.h>
#include <sys/prctl.h>
#include <sys/syscall.h>

#include "live/conform/conform.h"

static int add_cap(struct conform_cases *out, const struct conform_case *base,
		   const struct kapi_capability_spec *cs, uint8_t which)
{
	struct conform_case c = *base;
	const char *name = cs->cap_name ? cs->cap_name : "the capability";

	c.r.kind = KAPI_CONFORM_CASE_CAPABILITY;
	c.r.param = -1;
	c.cap_case = which;
	c.cap = (uint8_t)cs->capability;
	c.cap_spec = cs;
	snprintf(c.r.what, sizeof(c.r.what), "%s %s",
		 which == CONFORM_CAP_WITH ? "with" : "without", name);
	return conform__cases_add(out, &c);
}

int conform__cap_cases(const struct conform_case *base,
		       struct conform_cases *out)
{
	const struct kernel_api_spec *spec = base->r.spec;
	int err = 0;

	for (uint32_t i = 0; i < spec->capability_count && !err; i++) {
		const struct kapi_capability_spec *cs = &spec->capabilities[i];

		/* a number the kernel knows; duplicates of one are one case */
		if (cs->capability < 0 || cs->capability > CAP_LAST_CAP)
			continue;
		bool seen = false;

		for (uint32_t k = 0; k < i; k++)
			seen |= spec->capabilities[k].capability == cs->capability;
		if (seen)
			continue;
		err = add_cap(out, base, cs, CONFORM_CAP_WITH);
		if (!err)
			err = add_cap(out, base, cs, CONFORM_CAP_WITHOUT);
	}
	return err;
}

int conform__cap_drop(unsigned int cap)
{
	struct __user_cap_header_struct h = { _LINUX_CAPABILITY_VERSION_3, 0 };
	struct __user_cap_data_struct d[2];

	if (syscall(SYS_capget, &h, d))
		return -errno;
	d[cap / 32].effective &= ~(1u << (cap % 32));
	d[cap / 32].permitted &= ~(1u << (cap % 32));
	d[cap / 32].inheritable &= ~(1u << (cap % 32));
	/* ambient and bounding too, so no later step brings it back */
	prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_LOWER, cap, 0, 0);
	prctl(PR_CAPBSET_DROP, cap, 0, 0, 0);
	if (syscall(SYS_capset, &h, d))
		return -errno;
	return 0;
}

/* check_condition says the kernel checks in the initial user namespace */
static bool says_init_ns(const struct kapi_capability_spec *cs)
{
	const char *t = cs ? cs->check_condition : NULL;

	return t && (strstr(t, "initial user namespace") ||
		     strstr(t, "init_user_ns"));
}

const struct kapi_capability_spec *
conform__cap_init_ns(const struct kernel_api_spec *spec, bool *said)
{
	const struct kapi_capability_spec *first = NULL;

	*said = false;
	for (uint32_t i = 0; i < spec->capability_count; i++) {
		const struct kapi_capability_spec *cs = &spec->capabilities[i];

		if (says_init_ns(cs)) {
			*said = true;
			return cs;
		}
		if (!first)
			first = cs;
	}
	return first;
}

void conform__init_ns_reason(const struct kernel_api_spec *spec, char *buf,
			     size_t len)
{
	bool said;
	const struct kapi_capability_spec *cs = conform__cap_init_ns(spec, &said);
	const char *name = cs && cs->cap_name ? cs->cap_name : "a capability";

	if (said)
		snprintf(buf, len, "-EPERM: the kernel checks %s in the initial "
			 "user namespace (capable()), as the spec says; the "
			 "sandbox holds it only in its own", name);
	else if (cs)
		snprintf(buf, len, "-EPERM with every capability of the "
			 "sandbox's user namespace: %s checked in the initial one "
			 "(capable()) or this machine's policy; the spec does not "
			 "say which", name);
	else
		snprintf(buf, len, "-EPERM: this machine or the sandbox's "
			 "namespaces decide (the spec names no capability)");
}

static void say(struct conform_case *c, enum kapi_conform_verdict v,
		const char *fmt, const char *a, const char *b)
{
	c->r.verdict = v;
	snprintf(c->r.reason, sizeof(c->r.reason), fmt, a, b);
}

static bool same_answer(const struct kapi_conform_result *a,
			const struct kapi_conform_result *b)
{
	return a->returned == b->returned && a->err == b->err &&
	       a->timed_out == b->timed_out &&
	       (a->err || !a->returned || (a->ret >= 0) == (b->ret >= 0));
}

void conform__judge_cap(struct conform_case *c, const struct conform_case *base)
{
	const struct kapi_conform_result *r = &c->r;
	const struct kapi_conform_result *b = base ? &base->r : NULL;
	const char *name = c->cap_spec && c->cap_spec->cap_name ?
			   c->cap_spec->cap_name : "the capability";
	const char *without = c->cap_spec && c->cap_spec->without_cap ?
			      c->cap_spec->without_cap : "(the spec says nothing)";
	const char *en = kapi_errno__name(r->err);

	if (!r->ran || !r->returned) {
		say(c, r->timed_out ? KAPI_CONFORM_AGREE : KAPI_CONFORM_INCONCLUSIVE,
		    "%s%s", r->timed_out ? "blocked until the alarm, as the "
		    "base call may" : "did not return", "");
		if (b && r->timed_out && !b->timed_out)
			say(c, KAPI_CONFORM_INCONCLUSIVE, "%s%s", "blocked where "
			    "the base call did not", "");
		return;
	}
	if (r->err && !kapi_spec__has_errno(r->spec, r->err)) {
		say(c, KAPI_CONFORM_ERRNO_GAP, "-%s %s, which the spec does not list",
		    en ? en : "E???", c->cap_case == CONFORM_CAP_WITH ? "with it" :
		    "without it");
		return;
	}
	/* with every capability of its user namespace and still EPERM: the
	 * check is against the initial namespace, which no sandbox passes */
	if (r->err == EPERM && (c->cap_case == CONFORM_CAP_WITH ||
				(b && b->returned && b->err == EPERM))) {
		bool said = says_init_ns(c->cap_spec);

		say(c, said ? KAPI_CONFORM_AGREE : KAPI_CONFORM_INCONCLUSIVE,
		    "-EPERM %s: %s", c->cap_case == CONFORM_CAP_WITH ?
		    "with it in the sandbox's user namespace" : "without it, as "
		    "with it",
		    said ? "checked in the initial user namespace, as the spec "
		    "says; nothing behind that check was judged" : "the check is "
		    "against the initial user namespace (capable()) or this "
		    "machine's policy; the spec's check_condition does not say");
		return;
	}
	if (c->cap_case == CONFORM_CAP_WITH) {
		say(c, KAPI_CONFORM_AGREE, "with %s%s, the base call's answer", name,
		    "");
		return;
	}
	if ((r->err == EPERM || r->err == EACCES) && b &&
	    !(b->returned && b->err == r->err)) {
		say(c, KAPI_CONFORM_AGREE, "-%s without it, as the spec says: %s",
		    en, without);
		return;
	}
	if (b && same_answer(r, b)) {
		say(c, KAPI_CONFORM_INCONCLUSIVE, "the same answer as with %s: the "
		    "base call is not one it decides here (%s)", name,
		    b->err == EPERM ? "a check outside the user namespace" :
		    "its condition is not met");
		return;
	}
	if (b && b->returned && !b->err && r->err) {
		say(c, KAPI_CONFORM_INCONCLUSIVE, "-%s without %s, not a "
		    "permission errno", en ? en : "E???", name);
		return;
	}
	say(c, KAPI_CONFORM_INCONCLUSIVE, "%s%s", "answers otherwise than the "
	    "base call", "");
}

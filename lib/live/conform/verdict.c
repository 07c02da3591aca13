// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * Verdicts: what the kernel answered against what the spec predicted.
 * The kernel "refuses" a value when it answers EINVAL and the base call
 * (the same call with the valid value) did not; anything else (success,
 * another error, blocking until the alarm) means the value got past the
 * argument checks.  Errors that depend on this machine's build or the
 * sandbox's missing privileges are kept apart.
 */
#include <errno.h>
#include <inttypes.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>

#include "live/conform/conform.h"

#ifndef ENOTSUPP
#define ENOTSUPP 524
#endif

static const char *const verdict_names[KAPI_CONFORM__COUNT] = {
	[KAPI_CONFORM_AGREE] = "agree",
	[KAPI_CONFORM_FALSE_POSITIVE] = "false_positive",
	[KAPI_CONFORM_MISS] = "miss",
	[KAPI_CONFORM_ERRNO_GAP] = "errno_gap",
	[KAPI_CONFORM_MACHINE] = "machine_dependent",
	[KAPI_CONFORM_INCONCLUSIVE] = "inconclusive",
	[KAPI_CONFORM_NOT_RUN] = "not_run",
	[KAPI_CONFORM_NOT_IN_KERNEL] = "not_in_kernel",
};

const char *kapi_conform__verdict_name(enum kapi_conform_verdict v)
{
	return (unsigned int)v < KAPI_CONFORM__COUNT ? verdict_names[v] : NULL;
}

bool conform__machine_errno(int err)
{
	return err == ENOSYS || err == EOPNOTSUPP || err == ENOTSUPP ||
	       err == ENODEV || err == ENOPKG || err == EPERM;
}

static const char *ename(int err)
{
	const char *n = kapi_errno__name(err);

	return n ? n : "E???";
}

static void answer(const struct kapi_conform_result *r, char *buf, size_t len)
{
	if (r->timed_out)
		snprintf(buf, len, "blocked until the alarm");
	else if (r->signal && !r->returned)
		snprintf(buf, len, "the child died of signal %d", r->signal);
	else if (!r->returned)
		snprintf(buf, len, "did not return");
	else if (r->err)
		snprintf(buf, len, "-%s", ename(r->err));
	else
		snprintf(buf, len, "%" PRId64, r->ret);
}

static void set(struct conform_case *c, enum kapi_conform_verdict v,
		const char *fmt, const char *ans)
{
	c->r.verdict = v;
	snprintf(c->r.reason, sizeof(c->r.reason), fmt, ans);
}

static const char *const later_what[] = {
	[CONFORM_LATER_LOOKUP] = "a lookup after the value checks",
	[CONFORM_LATER_POINTER] = "a pointer the call went on to use",
};

/* A case that varies values: one argument's, or two at once */
static bool varied(enum kapi_conform_case_kind kind)
{
	return kind == KAPI_CONFORM_CASE_VALUE || kind == KAPI_CONFORM_CASE_PAIR;
}

/*
 * A value the spec refuses and the kernel refused too: the errno must be
 * the one the spec gives for it.  True when that judged the case.
 */
static bool strict_refusal(struct conform_case *c)
{
	struct kapi_conform_result *r = &c->r;
	const struct kapi_param_spec *p;
	int later = conform__later_work(c, r->err);

	if (later == CONFORM_LATER_PERMISSION) {
		c->r.verdict = KAPI_CONFORM_INCONCLUSIVE;
		snprintf(r->reason, sizeof(r->reason), "-%s: a permission check "
			 "comes first (the initial user namespace's, or this "
			 "machine's policy), so the value checks behind it were "
			 "not judged", ename(r->err));
		return true;
	}
	if (later == CONFORM_LATER_LOOKUP && c->depends[0]) {
		/* ptrace looks its tracee up before it reads request */
		c->r.verdict = KAPI_CONFORM_INCONCLUSIVE;
		snprintf(r->reason, sizeof(r->reason), "-%s: the spec leaves the "
			 "value to the state of what it acts on (depends(%s)), "
			 "whose lookup failed first", ename(r->err), c->depends);
		return true;
	}
	if (later) {
		c->r.verdict = KAPI_CONFORM_FALSE_POSITIVE;
		snprintf(r->reason, sizeof(r->reason), "the kernel accepts it: "
			 "-%s comes from %s", ename(r->err), later_what[later]);
		return true;
	}
	/* the classic bad inputs keep their classic errnos (EFAULT for
	 * NULL): only a value of a mask, enum or range needs its own */
	if (r->kind != KAPI_CONFORM_CASE_VALUE ||
	    conform__refusal_errno(r->spec, r->param, r->err) !=
	    CONFORM_REFUSAL_OTHER)
		return false;
	p = &r->spec->params[r->param];
	c->r.verdict = KAPI_CONFORM_ERRNO_GAP;
	snprintf(r->reason, sizeof(r->reason), "refused with -%s, which the "
		 "spec does not give for %s", ename(r->err), p->name);
	return true;
}

void conform__judge(struct conform_case *c, const struct conform_case *base)
{
	struct kapi_conform_result *r = &c->r;
	const struct kapi_conform_result *b = base ? &base->r : NULL;
	bool refused, base_refused;
	char ans[64];

	answer(r, ans, sizeof(ans));
	if (c->not_run) {
		set(c, KAPI_CONFORM_NOT_RUN, "not run: %s", c->not_run);
		return;
	}
	if (!r->ran) {
		set(c, KAPI_CONFORM_NOT_RUN, "not run: %s", "the sandbox stopped");
		return;
	}
	if (r->signal == SIGSYS && !r->returned) {
		set(c, KAPI_CONFORM_NOT_RUN, "the sandbox's deny list stopped it (%s)",
		    ans);
		return;
	}
	if (conform__sigreturn_judge(c))
		return;
	if (r->kind == KAPI_CONFORM_CASE_CAPABILITY) {
		conform__judge_cap(c, base);
		return;
	}
	if (r->kind == KAPI_CONFORM_CASE_SIGNAL) {
		conform__judge_signal(c);
		return;
	}
	if (r->kind == KAPI_CONFORM_CASE_EFFECT) {
		conform__judge_effect(c);
		return;
	}
	if (!r->returned && !r->timed_out) {
		if (r->spec->return_spec.check_type == KAPI_RETURN_NO_RETURN &&
		    !r->signal)
			set(c, KAPI_CONFORM_AGREE, "%s, as the spec says", ans);
		else
			set(c, KAPI_CONFORM_INCONCLUSIVE, "%s", ans);
		return;
	}
	/* a value the spec refuses may be refused with any error: only
	 * what the spec accepts can depend on this machine */
	if (r->returned && r->err && conform__machine_errno(r->err) &&
	    !(r->spec_refuses && !(b && b->returned && b->err == r->err))) {
		set(c, KAPI_CONFORM_MACHINE, "%s: this kernel's build or the "
		    "sandbox's privileges decide", ans);
		if (r->err == EPERM)
			conform__init_ns_reason(r->spec, r->reason,
						sizeof(r->reason));
		return;
	}
	/*
	 * A value the spec refuses counts as refused by any error the base
	 * call did not get (EBADF for a descriptor out of range,
	 * EAFNOSUPPORT for a family); one the spec accepts counts as
	 * refused only by EINVAL, since other errors of a valid value are
	 * the call doing its work (ENOTDIR for O_DIRECTORY on a file).
	 */
	base_refused = b && b->returned && b->err == EINVAL;
	refused = r->returned && r->err &&
		  !(b && b->returned && b->err == r->err);
	if (r->kind == KAPI_CONFORM_CASE_BASE) {
		if (r->returned && r->err == EINVAL) {
			set(c, KAPI_CONFORM_INCONCLUSIVE, "the base call gets %s: "
			    "its values cannot be judged", ans);
			return;
		}
	} else if (varied(r->kind) || r->spec_refuses) {
		if (r->returned && r->err == EINVAL && base_refused) {
			set(c, KAPI_CONFORM_INCONCLUSIVE,
			    "%s, as the base call: nothing to compare", ans);
			return;
		}
		if (r->spec_refuses && !refused) {
			/* a bad pointer or descriptor the kernel never got
			 * to, since the base call fails the same way */
			if (r->kind == KAPI_CONFORM_CASE_BAD && r->err &&
			    b && b->returned && b->err == r->err) {
				set(c, KAPI_CONFORM_INCONCLUSIVE, "%s, as the base "
				    "call: the argument was never looked at", ans);
				return;
			}
			/* the base call fails the same way for want of a
			 * feature of this kernel's build or version */
			/* a permission check before the value checks:
			 * perf_event_paranoid's EACCES */
			if (r->err && b && b->returned && b->err == r->err &&
			    conform__later_work(c, r->err) ==
			    CONFORM_LATER_PERMISSION) {
				set(c, KAPI_CONFORM_INCONCLUSIVE, "%s, as the base "
				    "call: a permission check comes first, so the "
				    "value was not judged", ans);
				return;
			}
			if (r->err && b && b->returned && b->err == r->err &&
			    conform__machine_errno(r->err)) {
				set(c, KAPI_CONFORM_MACHINE, "%s, as the base call: "
				    "this kernel's build or version decides", ans);
				return;
			}
			set(c, KAPI_CONFORM_FALSE_POSITIVE,
			    "the kernel accepts it: %s", ans);
			return;
		}
		if (r->spec_refuses && strict_refusal(c))
			return;
		if (!r->spec_refuses && r->returned && r->err == EINVAL &&
		    varied(r->kind) && c->depends[0]) {
			/* the spec says the build or a state decides */
			bool build = !strncmp(c->depends, "CONFIG_", 7);

			c->r.verdict = build ? KAPI_CONFORM_MACHINE :
					       KAPI_CONFORM_INCONCLUSIVE;
			if (!strcmp(c->depends, CONFORM_DEPENDS_MEMORY))
				snprintf(r->reason, sizeof(r->reason), "%s: the "
					 "spec's rule for it reads memory behind a "
					 "pointer, which the validator does not", ans);
			else
				snprintf(r->reason, sizeof(r->reason), "%s: the spec leaves "
				 "it to %s (depends(%s))", ans,
				 build ? "the kernel's build" : "the state of what it acts on", c->depends);
			return;
		}
		if (!r->spec_refuses && r->returned && r->err == EINVAL &&
		    varied(r->kind)) {
			set(c, KAPI_CONFORM_MISS, "the kernel refuses it: %s", ans);
			goto errno_gap_too;
		}
	}
	set(c, KAPI_CONFORM_AGREE, "%s", ans);
	if (r->returned && r->err && r->err != ENOSYS &&
	    !kapi_spec__has_errno(r->spec, r->err))
		snprintf(r->reason, sizeof(r->reason),
			 "-%s, which the spec does not list", ename(r->err)),
		r->verdict = KAPI_CONFORM_ERRNO_GAP;
	return;
errno_gap_too:
	/* a miss stays a miss; the reason says when the errno is unlisted too */
	if (!kapi_spec__has_errno(r->spec, r->err))
		strncat(r->reason, " (unlisted)", sizeof(r->reason) -
			strlen(r->reason) - 1);
}

/* Whether the syscall of cases [0, n) is one the kernel lacks. */
static bool lacks(const struct conform_case *c, size_t n, uint32_t kver)
{
	size_t returned = 0;

	for (size_t k = 0; k < n; k++) {
		if (!c[k].r.returned)
			continue;
		if (c[k].r.err != ENOSYS)
			return false;
		returned++;
	}
	return returned || !kapi_spec__in_kernel(c[0].r.spec, kver);
}

/*
 * A miss on a value the release lacks (a fact of the varied parameter,
 * also one an expression names, like SCHED_EXT in a one_of()) is the
 * kernel agreeing with the spec's history.
 */
static void absent_value(struct conform_case *c, uint32_t kver)
{
	const struct kernel_api_spec *s = c->r.spec;
	const char *name;

	if (c->r.verdict != KAPI_CONFORM_MISS || c->r.param < 0 ||
	    (uint32_t)c->r.param >= s->param_count)
		return;
	name = s->params[c->r.param].name;
	for (uint32_t i = 0; name && i < s->version_fact_count; i++) {
		const struct kapi_version_fact *f = &s->version_facts[i];

		if (!f->param || strcmp(f->param, name) ||
		    f->value != c->args[c->r.param].value ||
		    kapi_version_fact__in_kernel(f, kver))
			continue;
		c->r.verdict = KAPI_CONFORM_AGREE;
		snprintf(c->r.reason, sizeof(c->r.reason),
			 "-EINVAL: %s is not in this kernel (%s %s)",
			 f->name ? f->name : "the value",
			 f->until && *f->until ? "gone in" : "added in",
			 f->until && *f->until ? f->until : f->since);
		return;
	}
}

void conform__not_in_kernel(struct conform_case *cases, size_t n,
			    uint32_t kver)
{
	for (size_t first = 0, end; first < n; first = end) {
		const struct kernel_api_spec *s = cases[first].r.spec;

		for (end = first + 1; end < n && cases[end].r.index; end++)
			;
		if (!lacks(cases + first, end - first, kver)) {
			for (size_t k = first; kver && k < end; k++)
				absent_value(&cases[k], kver);
			continue;
		}
		for (size_t k = first; k < end; k++) {
			cases[k].r.verdict = KAPI_CONFORM_NOT_IN_KERNEL;
			snprintf(cases[k].r.reason, sizeof(cases[k].r.reason),
				 "not in this kernel%s%s%s",
				 s->since_version ? " (added in " : "",
				 s->since_version ? s->since_version : "",
				 s->since_version ? ")" : "");
		}
	}
}

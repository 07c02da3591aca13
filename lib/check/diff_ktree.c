// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * What kapi diff compares in baselines made from a kernel tree or the
 * running kernel (lib/load/load_ktree.c): the syscall table's number and
 * entry point (kept in cmd and cmd_name of a syscall spec), the uapi
 * constants an argument takes (listed by name in its constraint text,
 * "uapi: NAME=VALUE ..."), the ABI level of a sysfs attribute.  When a
 * baseline meets a hand-written spec of the same syscall, only what the
 * baseline knows better is compared: a value the kernel defines that the
 * deep spec's mask or enum does not admit.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check/diff_ktree.h"
#include "model/model.h"

#define UAPI "uapi:"

bool kapi__is_syscall_baseline(const struct kernel_api_spec *s)
{
	return s && s->generated && s->api_type == KAPI_API_FUNCTION &&
	       (s->cmd_name || s->cmd);
}

bool kapi__is_live_baseline(const struct kernel_api_spec *s)
{
	return s && s->generated && s->description &&
	       !strcmp(s->description, KAPI_LIVE_DESCRIPTION);
}

bool kapi__has_uapi_constants(const struct kapi_param_spec *p)
{
	return p && p->constraints && !strncmp(p->constraints, UAPI, 5);
}

/* The next "NAME=VALUE" of a uapi list; false at the end. */
static bool next_const(const char **p, const char **name, size_t *nlen,
		       const char **val, size_t *vlen)
{
	const char *s = *p, *eq;

	while (*s == ' ')
		s++;
	if (!*s)
		return false;
	*name = s;
	s += strcspn(s, " ");
	eq = memchr(*name, '=', (size_t)(s - *name));
	*nlen = eq ? (size_t)(eq - *name) : (size_t)(s - *name);
	*val = eq ? eq + 1 : s;
	*vlen = (size_t)(s - *val);
	*p = s;
	return true;
}

/* The value name has in list (NULL if it is not there). */
static const char *find_const(const char *list, const char *name, size_t nlen,
			      size_t *vlen)
{
	const char *p = list ? list + 5 : "", *n, *v;
	size_t nl;

	while (next_const(&p, &n, &nl, &v, vlen))
		if (nl == nlen && !memcmp(n, name, nlen))
			return v;
	return NULL;
}

/*
 * Structs a syscall takes together with their size (or a size field of
 * their own): the kernel accepts the older, shorter layout and zero tails
 * of newer ones, so growth at the end breaks no caller.
 */
bool kapi__is_extensible_struct(const char *name)
{
	static const char *const names[] = {
		"perf_event_attr", "landlock_ruleset_attr", "clone_args",
		"open_how", "sched_attr", "mount_attr", "bpf_attr",
		"io_uring_params", "rseq", "futex_waitv", "cachestat_range",
		"mnt_id_req", "statmount", "lsm_ctx", "procmap_query",
		"file_attr", "landlock_net_port_attr", "landlock_path_beneath_attr",
	};

	if (name && !strncmp(name, "struct ", 7))
		name += 7;
	for (size_t i = 0; name && i < sizeof(names) / sizeof(names[0]); i++)
		if (!strcmp(name, names[i]))
			return true;
	return false;
}

void kapi__diff_uapi_constants(const struct kapi_diff_ctx *d,
			       const char *subject, const char *old_list,
			       const char *new_list)
{
	const char *p, *n, *v, *ov;
	size_t nl, vl, ovl;
	char name[128], a[64], b[64];

	p = new_list ? new_list + 5 : "";
	while (next_const(&p, &n, &nl, &v, &vl)) {
		snprintf(name, sizeof(name), "%.*s", (int)nl, n);
		snprintf(b, sizeof(b), "%.*s", (int)vl, v);
		ov = find_const(old_list, n, nl, &ovl);
		if (!ov) {
			d->add(d->ctx, "D036", subject, NULL, name,
			       "%s: %s (%s) is new", subject, name, b);
			continue;
		}
		snprintf(a, sizeof(a), "%.*s", (int)ovl, ov);
		if (strcmp(a, b))
			d->add(d->ctx, kapi__is_sentinel(n, nl) ? "D044" : "D038",
			       subject, a, b, "%s: %s is now %s, was %s", subject,
			       name, b, a);
	}
	p = old_list ? old_list + 5 : "";
	while (next_const(&p, &n, &nl, &v, &vl)) {
		if (find_const(new_list, n, nl, &ovl))
			continue;
		snprintf(name, sizeof(name), "%.*s", (int)nl, n);
		d->add(d->ctx, kapi__is_sentinel(n, nl) ? "D044" : "D037",
		       subject, name, NULL,
		       "%s: %s is no longer defined", subject, name);
	}
}

void kapi__diff_syscall_table(const struct kapi_diff_ctx *d,
			      const struct kernel_api_spec *o,
			      const struct kernel_api_spec *n)
{
	char a[32], b[32];

	if (o->cmd != n->cmd) {
		snprintf(a, sizeof(a), "%" PRIu32, o->cmd);
		snprintf(b, sizeof(b), "%" PRIu32, n->cmd);
		d->add(d->ctx, "D006", "number", a, b,
		       "syscall number %s became %s", a, b);
	}
	if (o->cmd_name && !n->cmd_name)
		d->add(d->ctx, "D005", "entry point", o->cmd_name, NULL,
		       "number %" PRIu32 " kept, entry point %s removed", n->cmd,
		       o->cmd_name);
	else if (n->cmd_name && o->cmd_name && strcmp(o->cmd_name, n->cmd_name))
		d->add(d->ctx, "D004", "entry point", o->cmd_name, n->cmd_name,
		       "entry point %s became %s", o->cmd_name, n->cmd_name);
	else if (n->cmd_name && !o->cmd_name)
		d->add(d->ctx, "D004", "entry point", NULL, n->cmd_name,
		       "number %" PRIu32 " has an entry point again: %s",
		       n->cmd, n->cmd_name);
}

static bool admits(const struct kapi_param_spec *p, int64_t v)
{
	if (p->constraint_type == KAPI_CONSTRAINT_MASK)
		return !((uint64_t)v & ~p->valid_mask);
	if (p->constraint_type == KAPI_CONSTRAINT_ENUM) {
		for (uint32_t i = 0; i < p->enum_count; i++)
			if (p->enum_values[i] == v)
				return true;
		return false;
	}
	return true;	/* a deep spec with no value set admits anything */
}

void kapi__diff_against_deep(const struct kapi_diff_ctx *d,
			     const struct kernel_api_spec *base,
			     const struct kernel_api_spec *deep)
{
	char sub[160];

	for (uint32_t i = 0; i < base->param_count && i < deep->param_count; i++) {
		const struct kapi_param_spec *p = &base->params[i];
		const struct kapi_param_spec *q = &deep->params[i];
		const char *s, *n, *v;
		size_t nl, vl;

		if (!kapi__has_uapi_constants(p) ||
		    (q->constraint_type != KAPI_CONSTRAINT_MASK &&
		     q->constraint_type != KAPI_CONSTRAINT_ENUM))
			continue;
		snprintf(sub, sizeof(sub), "parameters[%u] %s", i,
			 q->name ? q->name : "");
		s = p->constraints + 5;
		while (next_const(&s, &n, &nl, &v, &vl)) {
			char name[128], val[64];
			char *end;
			long long x;

			snprintf(val, sizeof(val), "%.*s", (int)vl, v);
			x = strtoll(val, &end, 0);
			if (*end || admits(q, x))
				continue;
			snprintf(name, sizeof(name), "%.*s", (int)nl, n);
			d->add(d->ctx, "D039", sub, NULL, name,
			       "%s: the kernel defines %s (%s), the hand-written "
			       "spec does not admit it", sub, name, val);
		}
	}
}

/* "ABI level: X." at the start of a sysfs baseline's notes (load_abi.c). */
static size_t abi_level(const struct kernel_api_spec *s, const char **at)
{
	static const char tag[] = "ABI level: ";

	if (!s->notes || strncmp(s->notes, tag, sizeof(tag) - 1))
		return 0;
	*at = s->notes + sizeof(tag) - 1;
	return strcspn(*at, ".");
}

bool kapi__diff_abi_level(const struct kapi_diff_ctx *d,
			  const struct kernel_api_spec *o,
			  const struct kernel_api_spec *n)
{
	const char *a = NULL, *b = NULL;
	size_t al = abi_level(o, &a), bl = abi_level(n, &b);
	char x[32], y[32];

	if (!al || !bl)
		return false;
	if (al != bl || memcmp(a, b, al)) {
		snprintf(x, sizeof(x), "%.*s", (int)al, a);
		snprintf(y, sizeof(y), "%.*s", (int)bl, b);
		d->add(d->ctx, "D074", "ABI level", x, y,
		       "documented as %s ABI, was %s", y, x);
	}
	return true;
}

void kapi__diff_ioctl_cmd(const struct kapi_diff_ctx *d, uint32_t o, uint32_t n)
{
	static const char *const dirs[] = { "none", "write", "read",
					    "read/write" };
	uint32_t od = o >> 30, nd = n >> 30;
	uint32_t os = (o >> 16) & 0x3fff, ns = (n >> 16) & 0x3fff;
	char a[32], b[32];

	if (od != nd)
		d->add(d->ctx, "D075", "direction", dirs[od], dirs[nd],
		       "direction %s became %s", dirs[od], dirs[nd]);
	if (os != ns) {
		snprintf(a, sizeof(a), "%" PRIu32, os);
		snprintf(b, sizeof(b), "%" PRIu32, ns);
		d->add(d->ctx, "D061", "size", a, b,
		       "argument size %s became %s", a, b);
	}
	if ((o & 0xffff) != (n & 0xffff)) {
		snprintf(a, sizeof(a), "0x%" PRIx32, o);
		snprintf(b, sizeof(b), "0x%" PRIx32, n);
		d->add(d->ctx, "D060", "cmd", a, b,
		       "type or number changed: command %s became %s", a, b);
	}
}

// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * kapi_diff(): every difference between two spec sets, classified by the
 * rules in change.c.  Direction decides the level: a value set that
 * shrinks breaks callers when it is an input (syscall arguments, ioctl
 * fields the kernel reads, sysfs writes) and needs review when it grows as
 * an output (fields the kernel writes, sysfs reads, return values).  What
 * no rule names is still reported: a spec whose export differs yet drew no
 * change gets "detail-changed", so nothing goes unseen.
 */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check/change.h"
#include "check/diff_ktree.h"
#include "check/diff_moved.h"
#include "check/expr_eval.h"
#include "load/ktree.h"

enum { DIR_IN = 1, DIR_OUT = 2 };

struct dctx {
	struct kapi_changes *out;
	const struct kernel_api_spec *o, *n;
	const char *loc;
	int err;
	size_t first;		/* index of this spec's first change */
	bool exprs_changed;	/* expressions() reported the constraints */
	bool abi_levels;	/* notes hold ABI levels, compared as such */
	struct kapi_diff_ctx kt;	/* for diff_ktree.c */
	const struct kapi_registry *old_set, *new_set;
	/* a struct of a uapi header found in another (diff_moved.c) */
	struct kapi_moved old_moved, new_moved;
};

#define ADD(d, rule, subject, oldv, newv, ...) \
	add(d, rule, subject, oldv, newv, __VA_ARGS__)

/* The one way diff adds a change; diff_ktree.c calls it through kt.add. */
__attribute__((format(printf, 6, 7)))
static void add(void *ctx, const char *rule, const char *subject,
		const char *oldv, const char *newv, const char *fmt, ...)
{
	struct dctx *d = ctx;
	const struct kernel_api_spec *s = d->n ? d->n : d->o;
	va_list ap;
	int err;

	va_start(ap, fmt);
	err = kapi__change_vadd(d->out, rule, s->name, s->api_type, d->loc,
				subject, oldv, newv, fmt, ap);
	va_end(ap);
	if (err && !d->err)
		d->err = err;
}

static const char *str(const char *s)
{
	return s ? s : "";
}

static bool same(const char *a, const char *b)
{
	return !strcmp(str(a), str(b));
}

static char *hex(uint64_t v, char *buf, size_t n)
{
	snprintf(buf, n, "0x%" PRIx64, v);
	return buf;
}

static char *num(int64_t v, char *buf, size_t n)
{
	snprintf(buf, n, "%" PRId64, v);
	return buf;
}

/* Which way a parameter's values flow, for the direction rules. */
static unsigned int direction(const struct kernel_api_spec *s,
			      const struct kapi_param_spec *p)
{
	if (s->api_type == KAPI_API_SYSFS) {
		if (p->flags & KAPI_PARAM_SYSFS_WRITEONLY)
			return DIR_IN;
		if (p->flags & KAPI_PARAM_SYSFS_RW)
			return DIR_IN | DIR_OUT;
		if (p->flags & KAPI_PARAM_SYSFS_READONLY)
			return DIR_OUT;
		return p->sysfs_permissions & 0222 ? DIR_IN | DIR_OUT : DIR_OUT;
	}
	/* a syscall argument is always passed in, whatever it points at */
	if (s->api_type == KAPI_API_FUNCTION)
		return DIR_IN;
	if (p->flags & KAPI_PARAM_INOUT)
		return DIR_IN | DIR_OUT;
	if (p->flags & KAPI_PARAM_OUT)
		return p->flags & KAPI_PARAM_IN ? DIR_IN | DIR_OUT : DIR_OUT;
	return DIR_IN;
}

/*
 * A value set that lost (shrank) or gained (grew) members.  For an input
 * the rules are the given pair (mask bits, range, values); for an output
 * growing needs review and shrinking is compatible, whatever the kind.
 */
static void value_set(struct dctx *d, const char *subject, unsigned int dir,
		      bool shrank, bool grew, const char *oldv,
		      const char *newv, const char *what,
		      const char *in_shrank, const char *in_grew)
{
	if (shrank && (dir & DIR_IN))
		ADD(d, in_shrank, subject, oldv, newv,
		    "%s: accepted %s shrank from %s to %s", subject, what,
		    oldv, newv);
	else if (shrank)
		ADD(d, "D030", subject, oldv, newv,
		    "%s: possible %s shrank from %s to %s", subject, what,
		    oldv, newv);
	if (grew && (dir & DIR_OUT))
		ADD(d, "D029", subject, oldv, newv,
		    "%s: the kernel may now return %s outside %s (now %s)",
		    subject, what, oldv, newv);
	else if (grew)
		ADD(d, in_grew, subject, oldv, newv,
		    "%s: accepted %s grew from %s to %s", subject, what, oldv,
		    newv);
}

static bool has_value(const int64_t *v, uint32_t n, int64_t x)
{
	for (uint32_t i = 0; i < n; i++)
		if (v[i] == x)
			return true;
	return false;
}

static void list_values(const int64_t *v, uint32_t n, char *buf, size_t size)
{
	size_t o = 0;

	buf[0] = '\0';
	for (uint32_t i = 0; i < n && o < size; i++)
		o += (size_t)snprintf(buf + o, size - o, "%s%" PRId64,
				      i ? "," : "", v[i]);
}

static bool has_string(const char *const *v, uint32_t n, const char *s)
{
	for (uint32_t i = 0; i < n; i++)
		if (same(v[i], s))
			return true;
	return false;
}

static void list_strings(const char *const *v, uint32_t n, char *buf,
			 size_t size)
{
	size_t o = 0;

	buf[0] = '\0';
	for (uint32_t i = 0; i < n && o < size; i++)
		o += (size_t)snprintf(buf + o, size - o, "%s%s", i ? "," : "",
				      str(v[i]));
}

/* The values a constraint admits, compared by kind. */
static void constraint(struct dctx *d, const char *subject, unsigned int dir,
		       uint8_t ct_o, uint8_t ct_n, int64_t min_o, int64_t max_o,
		       int64_t min_n, int64_t max_n, uint64_t mask_o,
		       uint64_t mask_n, const int64_t *en_o, uint32_t cnt_o,
		       const int64_t *en_n, uint32_t cnt_n)
{
	char a[512], b[512];

	if (ct_o == ct_n) {
		switch (ct_o) {
		case KAPI_CONSTRAINT_MASK:
			value_set(d, subject, dir, mask_o & ~mask_n,
				  mask_n & ~mask_o, hex(mask_o, a, sizeof(a)),
				  hex(mask_n, b, sizeof(b)), "flag bits", "D020",
				  "D021");
			break;
		case KAPI_CONSTRAINT_RANGE:
			snprintf(a, sizeof(a), "%" PRId64 "..%" PRId64, min_o, max_o);
			snprintf(b, sizeof(b), "%" PRId64 "..%" PRId64, min_n, max_n);
			value_set(d, subject, dir, min_n > min_o || max_n < max_o,
				  min_n < min_o || max_n > max_o, a, b, "range",
				  "D022", "D023");
			break;
		case KAPI_CONSTRAINT_ENUM: {
			bool lost = false, gained = false;

			for (uint32_t i = 0; i < cnt_o; i++)
				lost |= !has_value(en_n, cnt_n, en_o[i]);
			for (uint32_t i = 0; i < cnt_n; i++)
				gained |= !has_value(en_o, cnt_o, en_n[i]);
			list_values(en_o, cnt_o, a, sizeof(a));
			list_values(en_n, cnt_n, b, sizeof(b));
			value_set(d, subject, dir, lost, gained, a, b,
				  "values", "D024", "D025");
			break;
		}
		default:
			break;
		}
		return;
	}
	snprintf(a, sizeof(a), "%s", str(kapi_name(KAPI_NAMES_CONSTRAINT, ct_o)));
	snprintf(b, sizeof(b), "%s", str(kapi_name(KAPI_NAMES_CONSTRAINT, ct_n)));
	if (ct_o == KAPI_CONSTRAINT_NONE && (dir & DIR_IN))
		ADD(d, "D026", subject, a, b, "%s: now checked (%s)", subject, b);
	else if (ct_o == KAPI_CONSTRAINT_NONE)
		ADD(d, "D030", subject, a, b, "%s: output now limited (%s)",
		    subject, b);
	else if (ct_n == KAPI_CONSTRAINT_NONE && (dir & DIR_OUT))
		ADD(d, "D029", subject, a, b, "%s: output no longer limited "
		    "(was %s)", subject, a);
	else if (ct_n == KAPI_CONSTRAINT_NONE)
		ADD(d, "D027", subject, a, b, "%s: no longer checked (was %s)",
		    subject, a);
	else
		ADD(d, "D028", subject, a, b, "%s: checked as %s, was %s",
		    subject, b, a);
}

static void prose(struct dctx *d, const char *subject, const char *field,
		  const char *a, const char *b)
{
	char sub[256];

	if (same(a, b))
		return;
	snprintf(sub, sizeof(sub), "%s%s%s", subject, *subject ? " " : "",
		 field);
	ADD(d, "D099", sub, a, b, "%s: text changed", sub);
}

static void params(struct dctx *d)
{
	const struct kernel_api_spec *o = d->o, *n = d->n;
	uint32_t common = o->param_count < n->param_count ? o->param_count
							  : n->param_count;
	char sub[160], a[64], b[64];

	for (uint32_t i = 0; i < common; i++) {
		const struct kapi_param_spec *p = &o->params[i], *q = &n->params[i];
		unsigned int dir = direction(n, q) | direction(o, p);

		snprintf(sub, sizeof(sub), "parameters[%u] %s", i, str(q->name));
		if (!same(p->name, q->name))
			ADD(d, "D012", sub, p->name, q->name,
			    "parameter %u renamed from %s to %s", i, str(p->name),
			    str(q->name));
		if (p->type != q->type)
			ADD(d, "D013", sub,
			    kapi_name(KAPI_NAMES_PARAM_TYPE, p->type),
			    kapi_name(KAPI_NAMES_PARAM_TYPE, q->type),
			    "%s: type class %s became %s", sub,
			    str(kapi_name(KAPI_NAMES_PARAM_TYPE, p->type)),
			    str(kapi_name(KAPI_NAMES_PARAM_TYPE, q->type)));
		else if (!same(p->type_name, q->type_name))
			ADD(d, "D014", sub, p->type_name, q->type_name,
			    "%s: C type '%s' became '%s'", sub, str(p->type_name),
			    str(q->type_name));
		if ((p->flags ^ q->flags) & (KAPI_PARAM_IN | KAPI_PARAM_OUT |
					     KAPI_PARAM_INOUT))
			ADD(d, "D015", sub, hex(p->flags, a, sizeof(a)),
			    hex(q->flags, b, sizeof(b)),
			    "%s: direction flags changed", sub);
		if (p->size != q->size)
			ADD(d, "D033", sub, num((int64_t)p->size, a, sizeof(a)),
			    num((int64_t)q->size, b, sizeof(b)),
			    "%s: size %s became %s", sub, a, b);
		if (q->alignment > p->alignment)
			ADD(d, "D031", sub, num((int64_t)p->alignment, a, sizeof(a)),
			    num((int64_t)q->alignment, b, sizeof(b)),
			    "%s: must now be %s-byte aligned", sub, b);
		else if (q->alignment < p->alignment)
			ADD(d, "D032", sub, num((int64_t)p->alignment, a, sizeof(a)),
			    num((int64_t)q->alignment, b, sizeof(b)),
			    "%s: alignment relaxed to %s", sub, b);
		/* constants a kernel tree names are compared by name */
		if ((kapi__is_live_baseline(o) || kapi__is_live_baseline(n)) &&
		    !(kapi__has_uapi_constants(p) && kapi__has_uapi_constants(q)))
			;	/* no enum of the running kernel's BTF names them */
		else if (kapi__has_uapi_constants(p) ||
			 kapi__has_uapi_constants(q))
			kapi__diff_uapi_constants(&d->kt, sub,
				kapi__has_uapi_constants(p) ? p->constraints : NULL,
				kapi__has_uapi_constants(q) ? q->constraints : NULL);
		else
			constraint(d, sub, dir, p->constraint_type,
				   q->constraint_type, p->min_value,
				   p->max_value, q->min_value, q->max_value,
				   p->valid_mask, q->valid_mask, p->enum_values,
				   p->enum_count, q->enum_values, q->enum_count);
		if (p->allowed_string_count || q->allowed_string_count) {
			char sa[512], sb[512];
			bool lost = false, gained = false;

			for (uint32_t k = 0; k < p->allowed_string_count; k++)
				lost |= !has_string(q->allowed_strings,
						    q->allowed_string_count,
						    p->allowed_strings[k]);
			for (uint32_t k = 0; k < q->allowed_string_count; k++)
				gained |= !has_string(p->allowed_strings,
						      p->allowed_string_count,
						      q->allowed_strings[k]);
			list_strings(p->allowed_strings, p->allowed_string_count,
				     sa, sizeof(sa));
			list_strings(q->allowed_strings, q->allowed_string_count,
				     sb, sizeof(sb));
			value_set(d, sub, dir, lost, gained, sa, sb, "strings",
				  "D024", "D025");
		}
		if (!same(p->sysfs_path, q->sysfs_path))
			ADD(d, "D070", sub, p->sysfs_path, q->sysfs_path,
			    "attribute moved from %s to %s", str(p->sysfs_path),
			    str(q->sysfs_path));
		if (p->sysfs_permissions & ~q->sysfs_permissions) {
			snprintf(a, sizeof(a), "0%o", p->sysfs_permissions);
			snprintf(b, sizeof(b), "0%o", q->sysfs_permissions);
			ADD(d, "D071", sub, a, b, "mode %s became %s", a, b);
		}
		if (q->sysfs_permissions & ~p->sysfs_permissions) {
			snprintf(a, sizeof(a), "0%o", p->sysfs_permissions);
			snprintf(b, sizeof(b), "0%o", q->sysfs_permissions);
			ADD(d, "D072", sub, a, b, "mode %s became %s", a, b);
		}
		if (!same(p->units, q->units))
			ADD(d, "D073", sub, p->units, q->units,
			    "units '%s' became '%s'", str(p->units), str(q->units));
		prose(d, sub, "description", p->description, q->description);
		if (!kapi__has_uapi_constants(p) && !kapi__has_uapi_constants(q))
			prose(d, sub, "constraint_desc", p->constraints,
			      q->constraints);
	}
	for (uint32_t i = common; i < n->param_count; i++) {
		snprintf(sub, sizeof(sub), "parameters[%u] %s", i,
			 str(n->params[i].name));
		ADD(d, "D010", sub, NULL, n->params[i].name,
		    "parameter %u (%s) added", i, str(n->params[i].name));
	}
	for (uint32_t i = common; i < o->param_count; i++) {
		snprintf(sub, sizeof(sub), "parameters[%u] %s", i,
			 str(o->params[i].name));
		ADD(d, "D011", sub, o->params[i].name, NULL,
		    "parameter %u (%s) removed", i, str(o->params[i].name));
	}
}

static void ret(struct dctx *d)
{
	const struct kapi_return_spec *p = &d->o->return_spec,
				      *q = &d->n->return_spec;
	char a[96], b[96];

	if (p->type != q->type)
		ADD(d, "D040", "return", kapi_name(KAPI_NAMES_PARAM_TYPE, p->type),
		    kapi_name(KAPI_NAMES_PARAM_TYPE, q->type),
		    "return type class %s became %s",
		    str(kapi_name(KAPI_NAMES_PARAM_TYPE, p->type)),
		    str(kapi_name(KAPI_NAMES_PARAM_TYPE, q->type)));
	if (p->check_type != q->check_type) {
		ADD(d, "D041", "return",
		    kapi_name(KAPI_NAMES_RETURN_CHECK, p->check_type),
		    kapi_name(KAPI_NAMES_RETURN_CHECK, q->check_type),
		    "success check %s became %s",
		    str(kapi_name(KAPI_NAMES_RETURN_CHECK, p->check_type)),
		    str(kapi_name(KAPI_NAMES_RETURN_CHECK, q->check_type)));
	} else if (p->check_type == KAPI_RETURN_RANGE) {
		snprintf(a, sizeof(a), "%" PRId64 "..%" PRId64, p->success_min,
			 p->success_max);
		snprintf(b, sizeof(b), "%" PRId64 "..%" PRId64, q->success_min,
			 q->success_max);
		if (q->success_min < p->success_min ||
		    q->success_max > p->success_max)
			ADD(d, "D042", "return", a, b,
			    "success range %s became %s", a, b);
		else if (q->success_min > p->success_min ||
			 q->success_max < p->success_max)
			ADD(d, "D043", "return", a, b,
			    "success range %s became %s", a, b);
	} else if (p->check_type == KAPI_RETURN_EXACT &&
		   p->success_value != q->success_value) {
		ADD(d, "D042", "return", num(p->success_value, a, sizeof(a)),
		    num(q->success_value, b, sizeof(b)),
		    "success value %s became %s", a, b);
	}
	prose(d, "return", "description", p->description, q->description);
}

static const struct kapi_error_spec *find_error(const struct kernel_api_spec *s,
						const char *name)
{
	for (uint32_t i = 0; i < s->error_count; i++)
		if (same(s->errors[i].name, name))
			return &s->errors[i];
	return NULL;
}

static void errors(struct dctx *d)
{
	char sub[96], a[32], b[32];

	for (uint32_t i = 0; i < d->n->error_count; i++) {
		const struct kapi_error_spec *e = &d->n->errors[i];
		const struct kapi_error_spec *old = find_error(d->o, e->name);

		snprintf(sub, sizeof(sub), "errors %s", str(e->name));
		if (!old) {
			ADD(d, "D050", sub, NULL, e->name, "may now fail with %s",
			    str(e->name));
			continue;
		}
		if (old->error_code != e->error_code)
			ADD(d, "D052", sub, num(old->error_code, a, sizeof(a)),
			    num(e->error_code, b, sizeof(b)),
			    "%s is now %s, was %s", str(e->name), b, a);
		prose(d, sub, "condition", old->condition, e->condition);
		prose(d, sub, "description", old->description, e->description);
	}
	for (uint32_t i = 0; i < d->o->error_count; i++)
		if (!find_error(d->n, d->o->errors[i].name)) {
			snprintf(sub, sizeof(sub), "errors %s",
				 str(d->o->errors[i].name));
			ADD(d, "D051", sub, d->o->errors[i].name, NULL,
			    "no longer fails with %s", str(d->o->errors[i].name));
		}
}

static const struct kapi_struct_field *
find_field(const struct kapi_struct_spec *s, const char *name)
{
	for (uint32_t i = 0; i < s->field_count; i++)
		if (same(s->fields[i].name, name))
			return &s->fields[i];
	return NULL;
}

static const struct kapi_struct_field *
field_at(const struct kapi_struct_spec *s, uint64_t off, uint64_t size)
{
	for (uint32_t i = 0; i < s->field_count; i++)
		if (s->fields[i].offset == off && s->fields[i].size == size)
			return &s->fields[i];
	return NULL;
}

static void fields(struct dctx *d, const struct kapi_struct_spec *p,
		   const struct kapi_struct_spec *q, bool is_ioctl)
{
	char sub[192], a[32], b[32];

	for (uint32_t i = 0; i < p->field_count; i++) {
		const struct kapi_struct_field *f = &p->fields[i];
		const struct kapi_struct_field *g = find_field(q, f->name);

		snprintf(sub, sizeof(sub), "struct %s.%s", str(p->name), str(f->name));
		if (!g) {
			const struct kapi_struct_field *r = field_at(q, f->offset,
								     f->size);

			if (r && !find_field(p, r->name))
				ADD(d, "D067", sub, f->name, r->name,
				    "%s renamed to %s", sub, str(r->name));
			else
				ADD(d, "D065", sub, f->name, NULL, "%s removed", sub);
			continue;
		}
		if (f->offset != g->offset)
			ADD(d, "D063", sub, num((int64_t)f->offset, a, sizeof(a)),
			    num((int64_t)g->offset, b, sizeof(b)),
			    "%s moved from offset %s to %s", sub, a, b);
		if (f->size != g->size)
			ADD(d, "D064", sub, num((int64_t)f->size, a, sizeof(a)),
			    num((int64_t)g->size, b, sizeof(b)),
			    "%s: size %s became %s", sub, a, b);
		/* the kernel reads ioctl input fields and writes output ones */
		constraint(d, sub, is_ioctl && (g->flags & KAPI_PARAM_OUT) &&
			   !(g->flags & KAPI_PARAM_IN) ? DIR_OUT : DIR_IN,
			   f->constraint_type, g->constraint_type, f->min_value,
			   f->max_value, g->min_value, g->max_value, f->valid_mask,
			   g->valid_mask, f->enum_values, f->enum_count,
			   g->enum_values, g->enum_count);
	}
	for (uint32_t i = 0; i < q->field_count; i++) {
		const struct kapi_struct_field *g = &q->fields[i];

		if (find_field(p, g->name))
			continue;
		if (field_at(p, g->offset, g->size) &&
		    !find_field(q, field_at(p, g->offset, g->size)->name))
			continue;	/* reported as a rename */
		snprintf(sub, sizeof(sub), "struct %s.%s", str(q->name), str(g->name));
		ADD(d, "D066", sub, NULL, g->name, "%s added", sub);
	}
}

/*
 * A uapi header gone from the new tree: the header alone breaks nobody
 * (its structs may have moved elsewhere); each struct of it that the new
 * tree has nowhere is what it took out of the API.
 */
static void removed_header(struct dctx *d)
{
	char sub[128];

	ADD(d, "D007", "", d->o->name, NULL, "header %s removed", d->o->name);
	for (uint32_t i = 0; i < d->o->struct_spec_count; i++) {
		const char *name = d->o->struct_specs[i].name;

		if (kapi__moved_struct(&d->new_moved, d->o, name))
			continue;
		snprintf(sub, sizeof(sub), "struct %s", str(name));
		ADD(d, "D068", sub, name, NULL, "%s removed", sub);
	}
}

static void structs(struct dctx *d)
{
	char sub[128], a[32], b[32];
	bool ioctl = d->n->api_type == KAPI_API_IOCTL;

	if (kapi__header_unmeasured(d->o) != kapi__header_unmeasured(d->n)) {
		ADD(d, "D008", "", NULL, NULL, "%s does not compile on its own "
		    "in the %s tree: its structs are not compared", d->n->name,
		    kapi__header_unmeasured(d->o) ? "old" : "new");
		return;
	}

	for (uint32_t i = 0; i < d->o->struct_spec_count; i++) {
		const struct kapi_struct_spec *p = &d->o->struct_specs[i], *q = NULL;

		for (uint32_t j = 0; j < d->n->struct_spec_count; j++)
			if (same(d->n->struct_specs[j].name, p->name))
				q = &d->n->struct_specs[j];
		snprintf(sub, sizeof(sub), "struct %s", str(p->name));
		/* moved to another header: compared there, not removed */
		if (!q)
			q = kapi__moved_struct(&d->new_moved, d->n, p->name);
		if (!q) {
			ADD(d, "D068", sub, p->name, NULL, "%s removed", sub);
			continue;
		}
		if (p->size != q->size)
			ADD(d, q->size > p->size &&
			    kapi__is_extensible_struct(p->name) ? "D045" : "D062",
			    sub, num((int64_t)p->size, a, sizeof(a)),
			    num((int64_t)q->size, b, sizeof(b)),
			    "%s: size %s became %s", sub, a, b);
		/* a kernel tree's struct may have its size measured alone */
		if (!((d->o->generated && !p->field_count && p->description &&
		       !strcmp(p->description, "fields not measured")) ||
		      (d->n->generated && !q->field_count && q->description &&
		       !strcmp(q->description, "fields not measured"))))
			fields(d, p, q, ioctl);
	}
	for (uint32_t j = 0; j < d->n->struct_spec_count; j++) {
		bool found = false;

		for (uint32_t i = 0; i < d->o->struct_spec_count; i++)
			found |= same(d->n->struct_specs[j].name,
				      d->o->struct_specs[i].name);
		if (!found && !kapi__moved_struct(&d->old_moved, d->o,
						  d->n->struct_specs[j].name)) {
			snprintf(sub, sizeof(sub), "struct %s",
				 str(d->n->struct_specs[j].name));
			ADD(d, "D069", sub, NULL, d->n->struct_specs[j].name,
			    "%s added", sub);
		}
	}
}

static bool has_cap(const struct kernel_api_spec *s, int32_t cap)
{
	for (uint32_t i = 0; i < s->capability_count; i++)
		if (s->capabilities[i].capability == cap)
			return true;
	return false;
}

static bool has_signal(const struct kernel_api_spec *s,
		       const struct kapi_signal_spec *g)
{
	for (uint32_t i = 0; i < s->signal_count; i++)
		if (s->signals[i].signal_num == g->signal_num &&
		    same(s->signals[i].signal_name, g->signal_name) &&
		    s->signals[i].direction == g->direction)
			return true;
	return false;
}

static void behaviour(struct dctx *d)
{
	const struct kernel_api_spec *o = d->o, *n = d->n;
	char a[32], b[32], sub[96];

	if (o->context_flags & ~n->context_flags)
		ADD(d, "D080", "context_flags", hex(o->context_flags, a, sizeof(a)),
		    hex(n->context_flags, b, sizeof(b)),
		    "allowed contexts %s became %s", a, b);
	else if (n->context_flags & ~o->context_flags)
		ADD(d, "D081", "context_flags", hex(o->context_flags, a, sizeof(a)),
		    hex(n->context_flags, b, sizeof(b)),
		    "allowed contexts %s became %s", a, b);
	for (uint32_t i = 0; i < n->capability_count; i++)
		if (!has_cap(o, n->capabilities[i].capability)) {
			snprintf(sub, sizeof(sub), "capabilities %s",
				 str(n->capabilities[i].cap_name));
			ADD(d, "D082", sub, NULL, n->capabilities[i].cap_name,
			    "now checks %s", str(n->capabilities[i].cap_name));
		}
	for (uint32_t i = 0; i < o->capability_count; i++)
		if (!has_cap(n, o->capabilities[i].capability)) {
			snprintf(sub, sizeof(sub), "capabilities %s",
				 str(o->capabilities[i].cap_name));
			ADD(d, "D083", sub, o->capabilities[i].cap_name, NULL,
			    "no longer checks %s", str(o->capabilities[i].cap_name));
		}
	for (uint32_t i = 0; i < n->signal_count; i++)
		if (!has_signal(o, &n->signals[i])) {
			snprintf(sub, sizeof(sub), "signals %s",
				 str(n->signals[i].signal_name));
			ADD(d, "D084", sub, NULL, n->signals[i].signal_name,
			    "new behaviour for %s", str(n->signals[i].signal_name));
		}
	for (uint32_t i = 0; i < o->signal_count; i++)
		if (!has_signal(n, &o->signals[i])) {
			snprintf(sub, sizeof(sub), "signals %s",
				 str(o->signals[i].signal_name));
			ADD(d, "D085", sub, o->signals[i].signal_name, NULL,
			    "no behaviour listed for %s any more",
			    str(o->signals[i].signal_name));
		}
	if (!o->deprecated && n->deprecated)
		ADD(d, "D090", "deprecated", "false", "true",
		    "deprecated%s%s", n->replacement ? "; use " : "",
		    str(n->replacement));
}

/* Old and new verdicts of one constraint expression on the same values. */
struct versus {
	const struct kapi__expr *o, *n;
	bool tighter, looser;
};

static bool compare_verdicts(void *ctx, const int64_t *vals, uint64_t given)
{
	struct versus *v = ctx;
	enum kapi__verdict a = kapi__expr_eval(v->o, vals, given);
	enum kapi__verdict b = kapi__expr_eval(v->n, vals, given);

	v->tighter |= a == KAPI_VERDICT_TRUE && b == KAPI_VERDICT_FALSE;
	v->looser |= a == KAPI_VERDICT_FALSE && b == KAPI_VERDICT_TRUE;
	return !(v->tighter && v->looser);
}

static const struct kapi_constraint_spec *
find_constraint(const struct kernel_api_spec *s, const char *name, uint32_t i,
		uint32_t *at)
{
	for (uint32_t j = 0; name && j < s->constraint_count; j++)
		if (same(s->constraints[j].name, name)) {
			*at = j;
			return &s->constraints[j];
		}
	if (!name && i < s->constraint_count && !s->constraints[i].name) {
		*at = i;
		return &s->constraints[i];
	}
	return NULL;
}

/*
 * Constraint expressions, matched by constraint name: one that refuses a
 * call the old one accepted breaks callers (D034), one that only accepts
 * more is compatible (D035); both texts are shown.
 */
static void expressions(struct dctx *d)
{
	const struct kernel_api_spec *o = d->o, *n = d->n;
	char sub[128];
	uint32_t at;

	for (uint32_t i = 0; i < n->constraint_count; i++) {
		const struct kapi_constraint_spec *nc = &n->constraints[i], *oc;
		const char *oe;
		struct versus v = { 0 };
		const struct kapi__expr *xs[2];

		oc = find_constraint(o, nc->name, i, &at);
		oe = oc ? oc->expression : NULL;
		if (!nc->expression || same(oe, nc->expression))
			continue;
		snprintf(sub, sizeof(sub), "constraints %s", str(nc->name));
		d->exprs_changed = true;
		if (!oe && !kapi__expr_of(n, i, NULL, 0)) {
			/* in the kernel's terms: it refuses nothing a caller sees */
			ADD(d, "D098", sub, NULL, nc->expression,
			    "new expression '%s' (not machine-checkable)",
			    nc->expression);
			continue;
		}
		if (!oe) {
			ADD(d, "D034", sub, NULL, nc->expression,
			    "new expression '%s'", nc->expression);
			continue;
		}
		v.o = kapi__expr_of(o, at, NULL, 0);
		v.n = kapi__expr_of(n, i, NULL, 0);
		if (!v.o || !v.n || o->param_count != n->param_count) {
			ADD(d, "D098", sub, oe, nc->expression,
			    "expression '%s' became '%s' (not comparable)",
			    oe, nc->expression);
			continue;
		}
		xs[0] = v.o;
		xs[1] = v.n;
		kapi__expr_sample(n, xs, 2, compare_verdicts, &v);
		if (v.tighter)
			ADD(d, "D034", sub, oe, nc->expression,
			    "expression '%s' became '%s', which refuses calls "
			    "the old one accepted%s", oe, nc->expression,
			    v.looser ? " (and accepts some it refused)" : "");
		else if (v.looser)
			ADD(d, "D035", sub, oe, nc->expression,
			    "expression '%s' became '%s', which accepts more",
			    oe, nc->expression);
		else
			ADD(d, "D098", sub, oe, nc->expression,
			    "expression '%s' rewritten as '%s', same verdicts",
			    oe, nc->expression);
	}
	for (uint32_t i = 0; i < o->constraint_count; i++) {
		const struct kapi_constraint_spec *oc = &o->constraints[i], *nc;

		nc = find_constraint(n, oc->name, i, &at);
		if (!oc->expression || (nc && nc->expression))
			continue;
		snprintf(sub, sizeof(sub), "constraints %s", str(oc->name));
		d->exprs_changed = true;
		ADD(d, "D035", sub, oc->expression, NULL,
		    "expression '%s' is gone", oc->expression);
	}
}

/* One list of details (locks, side effects, ...) compared alone. */
#define DETAIL(d, field, count, label) do { \
	struct kernel_api_spec a_ = { .name = "x" }, b_ = { .name = "x" }; \
	a_.field = (d)->o->field; a_.count = (d)->o->count; \
	b_.field = (d)->n->field; b_.count = (d)->n->count; \
	if (!kapi__item_equal(KAPI_K_SPEC, &a_, &b_)) \
		ADD(d, "D098", label, NULL, NULL, "%s changed", label); \
} while (0)

static void details(struct dctx *d)
{
	const struct kernel_api_spec *o = d->o, *n = d->n;

	DETAIL(d, locks, lock_count, "locks");
	DETAIL(d, side_effects, side_effect_count, "side_effects");
	DETAIL(d, state_transitions, state_trans_count, "state_transitions");
	if (!d->exprs_changed)
		DETAIL(d, constraints, constraint_count, "constraints");
	DETAIL(d, signal_masks, signal_mask_count, "signal_masks");
	/* the running kernel's specs say where they come from, no more */
	bool live = kapi__is_live_baseline(o) != kapi__is_live_baseline(n);

	if (!live && kapi__header_unmeasured(o) == kapi__header_unmeasured(n))
		prose(d, "", "description", o->description, n->description);
	prose(d, "", "long_description", o->long_description,
	      n->long_description);
	if (!d->abi_levels)
		prose(d, "", "notes", o->notes, n->notes);
	prose(d, "", "examples", o->examples, n->examples);
	/* whatever else differs still shows */
	if (d->out->count == d->first && !live &&
	    !kapi__item_equal(KAPI_K_SPEC, o, n))
		ADD(d, "D098", "", NULL, NULL, "details no rule names changed");
}

static void diff_spec(struct dctx *d)
{
	char a[32], b[32];

	if (d->o->api_type != d->n->api_type) {
		ADD(d, "D003", "api_type",
		    kapi_name(KAPI_NAMES_API_TYPE, d->o->api_type),
		    kapi_name(KAPI_NAMES_API_TYPE, d->n->api_type),
		    "was a %s, is a %s",
		    str(kapi_name(KAPI_NAMES_API_TYPE, d->o->api_type)),
		    str(kapi_name(KAPI_NAMES_API_TYPE, d->n->api_type)));
		return;
	}
	/* a kernel tree's baseline against a hand-written spec */
	if (d->n->api_type == KAPI_API_FUNCTION &&
	    kapi__is_syscall_baseline(d->o) != kapi__is_syscall_baseline(d->n)) {
		if (kapi__is_syscall_baseline(d->o))
			kapi__diff_against_deep(&d->kt, d->o, d->n);
		else
			kapi__diff_against_deep(&d->kt, d->n, d->o);
		return;
	}
	if (kapi__is_syscall_baseline(d->o))
		kapi__diff_syscall_table(&d->kt, d->o, d->n);
	if (d->n->api_type == KAPI_API_SYSFS)
		d->abi_levels = kapi__diff_abi_level(&d->kt, d->o, d->n);
	/* two trees' ioctls: the command's direction and size bits apart */
	if (d->n->api_type == KAPI_API_IOCTL && d->o->generated &&
	    d->n->generated && d->o->cmd_name && d->n->cmd_name) {
		kapi__diff_ioctl_cmd(&d->kt, d->o->cmd, d->n->cmd);
	} else if (d->n->api_type == KAPI_API_IOCTL) {
		if (d->o->cmd != d->n->cmd)
			ADD(d, "D060", "cmd", hex(d->o->cmd, a, sizeof(a)),
			    hex(d->n->cmd, b, sizeof(b)),
			    "command %s became %s", a, b);
		if (d->o->input_size != d->n->input_size ||
		    d->o->output_size != d->n->output_size) {
			snprintf(a, sizeof(a), "%u/%u", d->o->input_size,
				 d->o->output_size);
			snprintf(b, sizeof(b), "%u/%u", d->n->input_size,
				 d->n->output_size);
			ADD(d, "D061", "input_size/output_size", a, b,
			    "argument size (in/out) %s became %s", a, b);
		}
	}
	params(d);
	ret(d);
	errors(d);
	structs(d);
	behaviour(d);
	kapi__diff_versions(&d->kt, d->o, d->n);
	kapi__diff_fd_ops(&d->kt, d->o, d->n);
	expressions(d);
	details(d);
}

int kapi_diff(const struct kapi_registry *old_set,
	      const struct kapi_registry *new_set, struct kapi_changes *out)
{
	struct dctx d = { .out = out, .old_set = old_set, .new_set = new_set,
			  .old_moved.set = old_set, .new_moved.set = new_set };

	d.kt.ctx = &d;
	d.kt.add = add;
	if (!old_set || !new_set || !out)
		return -EINVAL;
	for (size_t i = 0; i < kapi_registry__count(new_set); i++) {
		const struct kernel_api_spec *n = kapi_registry__at(new_set, i);
		/* by name only: find's fallbacks (sys_NAME, a scan of every
		 * spec's cmd_name) give another name, refused here anyway */
		const struct kernel_api_spec *o =
			kapi__registry_find_exact(old_set, n->name);

		d.n = n;
		d.o = o && !strcmp(o->name, n->name) ? o : NULL;
		d.loc = kapi_registry__origin(new_set, n);
		d.first = out->count;
		d.exprs_changed = false;
		d.abi_levels = false;
		if (!d.o && kapi__is_live_baseline(n) &&
		    n->api_type == KAPI_API_SYSFS)
			ADD(&d, "D076", "", NULL, n->name, "%s", n->notes ? n->notes :
			    "in the running kernel's /sys, undocumented");
		else if (!d.o)
			ADD(&d, "D002", "", NULL, n->name, "%s %s added",
			    str(kapi_name(KAPI_NAMES_API_TYPE, n->api_type)),
			    n->name);
		else
			diff_spec(&d);
	}
	for (size_t i = 0; i < kapi_registry__count(old_set); i++) {
		const struct kernel_api_spec *o = kapi_registry__at(old_set, i);
		const struct kernel_api_spec *n =
			kapi__registry_find_exact(new_set, o->name);

		if (n && !strcmp(n->name, o->name))
			continue;
		d.o = o;
		d.n = NULL;
		d.loc = kapi_registry__origin(old_set, o);
		if (kapi__is_live_baseline(o) && o->api_type == KAPI_API_SYSFS)
			ADD(&d, "D076", "", o->name, NULL, "%s", o->notes ? o->notes :
			    "in the running kernel's /sys, undocumented");
		else if (o->generated && !strncmp(o->name, "uapi/", 5))
			removed_header(&d);
		else
			ADD(&d, "D001", "", o->name, NULL, "%s %s removed",
			    str(kapi_name(KAPI_NAMES_API_TYPE, o->api_type)),
			    o->name);
	}
	kapi__moved_free(&d.old_moved);
	kapi__moved_free(&d.new_moved);
	kapi_changes__sort(out);
	return d.err;
}

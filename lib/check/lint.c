// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * kapi_lint(): inconsistencies inside specs that make them lie or make
 * validation wrong.  Checks that need the source text (declared counts,
 * indices, unknown names) are the loader's; kapi_lint__loader_note() turns
 * its coded messages into findings of the same list.
 */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check/change.h"
#include "check/expr_eval.h"

struct lctx {
	struct kapi_changes *out;
	const struct kernel_api_spec *s;
	const char *loc;
	enum kapi_arch arch;	/* whose errno values the set carries */
	int err;
};

__attribute__((format(printf, 4, 5)))
static void find(struct lctx *c, const char *rule, const char *subject,
		 const char *fmt, ...)
{
	va_list ap;
	int err;

	va_start(ap, fmt);
	err = kapi__change_vadd(c->out, rule, c->s->name, c->s->api_type,
				c->loc, subject, NULL, NULL, fmt, ap);
	va_end(ap);
	if (err && !c->err)
		c->err = err;
}

static const char *str(const char *s)
{
	return s ? s : "";
}

static bool listed(const struct kernel_api_spec *s, int64_t code)
{
	for (uint32_t i = 0; i < s->error_count; i++)
		if (s->errors[i].error_code == code)
			return true;
	return false;
}

/* Checks shared by parameters and struct fields. */
static void value_checks(struct lctx *c, const char *sub, uint8_t ct,
			 int64_t lo, int64_t hi, uint64_t mask,
			 const char *expr, uint32_t enum_count)
{
	if (ct == KAPI_CONSTRAINT_RANGE && lo > hi)
		find(c, "L007", sub, "%s: min %" PRId64 " is above max %" PRId64,
		     sub, lo, hi);
	if (ct == KAPI_CONSTRAINT_MASK && !mask && !(expr && *expr))
		find(c, "L006", sub, "%s: a mask constraint without a mask", sub);
	if (ct == KAPI_CONSTRAINT_ENUM && !enum_count)
		find(c, "L008", sub, "%s: an enum constraint without values", sub);
}

static void params(struct lctx *c)
{
	const struct kernel_api_spec *s = c->s;
	char sub[128];

	for (uint32_t i = 0; i < s->param_count; i++) {
		const struct kapi_param_spec *p = &s->params[i];
		unsigned int w = p->sysfs_permissions & 0222;
		unsigned int r = p->sysfs_permissions & 0444;

		snprintf(sub, sizeof(sub), "parameters[%u] %s", i, str(p->name));
		value_checks(c, sub, p->constraint_type, p->min_value,
			     p->max_value, p->valid_mask, p->constraint_expr,
			     p->enum_count);
		if (s->api_type != KAPI_API_SYSFS || !p->sysfs_permissions)
			continue;
		if (((p->flags & KAPI_PARAM_SYSFS_READONLY) && w) ||
		    ((p->flags & KAPI_PARAM_SYSFS_RW) && !(w && r)) ||
		    ((p->flags & KAPI_PARAM_SYSFS_WRITEONLY) && (r || !w)))
			find(c, "L009", sub, "mode 0%o disagrees with %s", 
			     p->sysfs_permissions,
			     p->flags & KAPI_PARAM_SYSFS_READONLY ? "read-only" :
			     p->flags & KAPI_PARAM_SYSFS_RW ? "read-write" :
			     "write-only");
	}
}

/* A release range [since, until): both readable, since before until. */
static void releases(struct lctx *c, const char *sub, const char *since,
		     const char *until)
{
	uint32_t a = 0, b = 0;

	if (since && *since && kapi_kernel_version__parse(since, &a))
		find(c, "L032", sub, "%s: '%s' is not a kernel release", sub,
		     since);
	if (until && *until && kapi_kernel_version__parse(until, &b))
		find(c, "L032", sub, "%s: '%s' is not a kernel release", sub,
		     until);
	if (a && b && a >= b)
		find(c, "L030", sub, "%s: since %s is not before until %s", sub,
		     since, until);
}

/*
 * An fd kind's rows: each names a syscall of the kernel's table and an
 * errno kapi knows, reads as releases, and no two speak for one syscall
 * on one release.
 */
static void fd_ops(struct lctx *c)
{
	const struct kernel_api_spec *s = c->s;
	const char *params;
	char sub[96];

	for (uint32_t i = 0; i < s->fd_op_count; i++) {
		const struct kapi_fd_op *op = &s->fd_ops[i];
		const char *sc = str(op->syscall);

		snprintf(sub, sizeof(sub), "fd_ops[%u] %s", i, sc);
		if (kapi_syscall__proto(kapi_syscall__kernel_name(sc), &params) < 0)
			find(c, "L033", sub, "%s: '%s' is not in the kernel's "
			     "syscall table", sub, sc);
		if (!kapi__fd_op_succeeds(op) &&
		    kapi_errno__value_arch(c->arch, op->error) <= 0)
			find(c, "L013", sub, "unknown errno name '%s'", op->error);
		releases(c, sub, op->since, op->until);
		for (uint32_t k = 0; k < i; k++)
			if (kapi__fd_ops_clash(&s->fd_ops[k], op))
				find(c, "L034", sub, "%s: fd_ops[%u] already says "
				     "what %s does on these releases", sub, k, sc);
	}
}

/* Whether parameter p takes value v at all (its mask, enum or range). */
static bool takes(const struct kapi_param_spec *p, int64_t v)
{
	switch (p->constraint_type) {
	case KAPI_CONSTRAINT_MASK:
		return v && ((uint64_t)v & ~p->valid_mask) == 0;
	case KAPI_CONSTRAINT_ENUM:
		for (uint32_t i = 0; i < p->enum_count; i++)
			if (p->enum_values[i] == v)
				return true;
		return false;
	case KAPI_CONSTRAINT_RANGE:
		return v >= p->min_value && v <= p->max_value;
	default:
		return true;	/* values an expression names */
	}
}

static bool constraint_named(const struct kernel_api_spec *s,
			     const char *name)
{
	for (uint32_t i = 0; name && i < s->constraint_count; i++)
		if (s->constraints[i].name &&
		    !strcmp(s->constraints[i].name, name))
			return true;
	return false;
}

static void versions(struct lctx *c)
{
	const struct kernel_api_spec *s = c->s;
	char sub[160];

	releases(c, "since_version", s->since_version, s->until_version);
	for (uint32_t i = 0; i < s->version_fact_count; i++) {
		const struct kapi_version_fact *f = &s->version_facts[i];
		int k = f->param ? kapi_spec__param_index(s, f->param) : -1;

		snprintf(sub, sizeof(sub), "version_facts %s %s", str(f->param),
			 str(f->name));
		releases(c, sub, f->since, f->until);
		if (!f->param) {
			if (!constraint_named(s, f->name))
				find(c, "L031", sub, "%s: no constraint '%s'",
				     sub, str(f->name));
		} else if (k < 0)
			find(c, "L031", sub, "%s: no parameter '%s'", sub,
			     str(f->param));
		else if (f->name && *f->name && !takes(&s->params[k], f->value))
			find(c, "L031", sub, "%s: %s (0x%" PRIx64 ") is not a value "
			     "%s takes", sub, str(f->name), (uint64_t)f->value,
			     str(f->param));
	}
}

static void errors(struct lctx *c)
{
	const struct kernel_api_spec *s = c->s;
	char sub[96];

	for (uint32_t i = 0; i < s->error_count; i++) {
		const struct kapi_error_spec *e = &s->errors[i];
		int by_name = kapi_errno__value_arch(c->arch, str(e->name));

		snprintf(sub, sizeof(sub), "errors[%u] %s", i, str(e->name));
		/* the same name, or the same code unless both are unresolved */
		for (uint32_t j = 0; j < i; j++)
			if ((e->error_code && s->errors[j].error_code == e->error_code) ||
			    (e->name && s->errors[j].name &&
			     !strcmp(s->errors[j].name, e->name))) {
				find(c, "L004", sub, "%s listed twice (errors %u "
				     "and %u)", str(e->name), j, i);
				break;
			}
		if (e->error_code >= 0)
			find(c, "L012", sub, "%s has code %d; errors are negative",
			     str(e->name), e->error_code);
		if (!by_name)
			find(c, "L013", sub, "unknown errno name '%s'", str(e->name));
		else if (e->error_code != -by_name && e->error_code != by_name)
			find(c, "L014", sub, "code %d is not %s (%d)",
			     e->error_code, str(e->name), -by_name);
	}
	for (uint32_t i = 0; i < s->return_spec.error_count; i++) {
		int64_t v = s->return_spec.error_values[i];

		if (!listed(s, v) && !listed(s, -v)) {
			snprintf(sub, sizeof(sub), "return.error_values[%u]", i);
			find(c, "L005", sub, "return error %" PRId64 " (%s) is not "
			     "in the error list", v,
			     str(kapi_errno__name_arch(c->arch, (int)v)));
		}
	}
}

static void signals(struct lctx *c)
{
	const struct kernel_api_spec *s = c->s;
	char sub[96];

	for (uint32_t i = 0; i < s->signal_count; i++) {
		const struct kapi_signal_spec *g = &s->signals[i];
		const char *name = str(g->signal_name);
		int by_name = kapi_signal__value(name);

		snprintf(sub, sizeof(sub), "signals[%u] %s", i, name);
		/* group names such as FATAL_SIGNALS stand for several */
		if (!strncmp(name, "SIG", 3) && !by_name)
			find(c, "L015", sub, "unknown signal name '%s'", name);
		else if (by_name && g->signal_num && g->signal_num != by_name)
			find(c, "L016", sub, "number %d is not %s (%d)",
			     g->signal_num, name, by_name);
	}
}

static void structs(struct lctx *c)
{
	const struct kernel_api_spec *s = c->s;
	char sub[160];

	for (uint32_t i = 0; i < s->struct_spec_count; i++) {
		const struct kapi_struct_spec *st = &s->struct_specs[i];

		for (uint32_t j = 0; j < st->field_count; j++) {
			const struct kapi_struct_field *f = &st->fields[j];
			uint64_t end = f->offset + f->size;

			snprintf(sub, sizeof(sub), "struct %s.%s", str(st->name),
				 str(f->name));
			value_checks(c, sub, f->constraint_type, f->min_value,
				     f->max_value, f->valid_mask,
				     f->constraint_expr, f->enum_count);
			if (st->size && end > st->size)
				find(c, "L011", sub, "%s ends at byte %" PRIu64
				     ", past the %" PRIu64 "-byte struct", sub, end,
				     st->size);
			for (uint32_t k = 0; k < j; k++) {
				const struct kapi_struct_field *g = &st->fields[k];

				if (f->size && g->size && f->offset < g->offset + g->size &&
				    g->offset < end)
					find(c, "L010", sub, "%s overlaps %s", sub,
					     str(g->name));
			}
		}
	}
}

/* A syscall spec against the kernel's prototype table. */
static void arity(struct lctx *c)
{
	const struct kernel_api_spec *s = c->s;
	const char *params, *p;
	int n;

	if (s->api_type != KAPI_API_FUNCTION || strncmp(s->name, "sys_", 4))
		return;
	n = kapi_syscall__proto(s->name + 4, &params);
	if (n < 0) {
		find(c, "L018", "", "%s is not in the kernel's syscall "
		     "prototype table", s->name);
		return;
	}
	if ((uint32_t)n != s->param_count) {
		find(c, "L017", "parameters", "%u parameters; the kernel's "
		     "prototype has %d (%s)", s->param_count, n, params);
		return;
	}
	p = params;
	for (uint32_t i = 0; i < s->param_count && *p; i++) {
		size_t len = strcspn(p, "|");
		const char *name = p + len;
		char sub[96];

		/* the parameter name is the last word of "type name" */
		while (name > p && name[-1] != ' ' && name[-1] != '*')
			name--;
		if (strlen(str(s->params[i].name)) != (size_t)(p + len - name) ||
		    memcmp(str(s->params[i].name), name, (size_t)(p + len - name))) {
			snprintf(sub, sizeof(sub), "parameters[%u] %s", i,
				 str(s->params[i].name));
			find(c, "L019", sub, "the kernel calls parameter %u '%.*s'",
			     i, (int)(p + len - name), name);
		}
		p += len + (p[len] == '|');
	}
}

struct constancy {
	const struct kapi__expr *x;
	bool seen[3];
};

static bool note_verdict(void *ctx, const int64_t *vals, uint64_t given)
{
	struct constancy *k = ctx;

	k->seen[kapi__expr_eval(k->x, vals, given)] = true;
	/* both answers seen: it depends on the arguments, stop */
	return !(k->seen[KAPI_VERDICT_TRUE] && k->seen[KAPI_VERDICT_FALSE]);
}

/* Constraint expressions: they parse, name what exists, can fail and pass. */
static void expressions(struct lctx *c)
{
	const struct kernel_api_spec *s = c->s;
	char sub[128], err[KAPI_EXPR_ERR_LEN];

	for (uint32_t i = 0; i < s->constraint_count; i++) {
		const struct kapi_constraint_spec *cs = &s->constraints[i];
		const struct kapi__expr *x;
		struct constancy k = { 0 };
		bool complete;

		if (!cs->expression)
			continue;
		snprintf(sub, sizeof(sub), "constraints[%u] %s", i, str(cs->name));
		x = kapi__expr_of(s, i, err, sizeof(err));
		if (!x) {
			find(c, strstr(err, "unknown name") ||
				strstr(err, "unknown function") ? "L028" : "L027",
			     sub, "'%s': %s", cs->expression,
			     err[0] ? err : "out of memory");
			continue;
		}
		/* "COND -> ignored(p) [&& ignored(q) ...]" says when p is
		 * unread: true by design */
		if (x->memory || x->depends || kapi__expr_ignored_params(x))
			continue;
		k.x = x;
		complete = kapi__expr_sample(s, &x, 1, note_verdict, &k);
		if (k.seen[KAPI_VERDICT_TRUE] && k.seen[KAPI_VERDICT_FALSE])
			continue;
		if (!complete && x->params)
			continue;
		find(c, "L029", sub, "'%s' is always %s", cs->expression,
		     k.seen[KAPI_VERDICT_TRUE] ? "true: it refuses nothing" :
		     "false: it refuses every call");
	}
}

int kapi_lint(const struct kapi_registry *set, struct kapi_changes *out)
{
	struct lctx c = { .out = out, .arch = kapi_registry__arch(set) };

	if (!set || !out)
		return -EINVAL;
	for (size_t i = 0; i < kapi_registry__count(set); i++) {
		c.s = kapi_registry__at(set, i);
		c.loc = kapi_registry__origin(set, c.s);
		params(&c);
		errors(&c);
		signals(&c);
		structs(&c);
		arity(&c);
		expressions(&c);
		versions(&c);
		fd_ops(&c);
	}
	kapi_changes__sort(out);
	return c.err;
}

/* Loader message codes and the lint rule each one is. */
static const struct {
	const char *code, *rule;
} loader_rules[] = {
	{ "count-mismatch", "L001" }, { "index-twice", "L002" },
	{ "index-missing", "L003" }, { "errno-unknown", "L013" },
	{ "unknown-name", "L020" }, { "unknown-macro", "L021" },
	{ "unknown-field", "L022" }, { "end-mismatch", "L023" },
	{ "unclosed-block", "L024" }, { "unclosed-spec", "L024" },
	{ "duplicate-spec", "L025" }, { "bad-expression", "L026" },
	{ "not-a-string", "L026" }, { "bad-array", "L026" },
	{ "outside-block", "L026" }, { "too-few-args", "L026" },
	{ "unbalanced", "L026" }, { "unknown-token", "L026" },
	{ "param-not-in-prototype", "L026" }, { "unnamed-spec", "L026" },
};

int kapi_lint__loader_note(struct kapi_changes *out, const char *code,
			   const char *file, unsigned int line, const char *msg)
{
	char loc[4096], sub[64];

	if (!code)
		return 0;
	for (size_t i = 0; i < sizeof(loader_rules) / sizeof(loader_rules[0]); i++) {
		if (strcmp(code, loader_rules[i].code))
			continue;
		snprintf(loc, sizeof(loc), "%s:%u", file ? file : "-", line);
		snprintf(sub, sizeof(sub), "line %u", line);
		/* grouped under the file: the spec may not have a name yet */
		return kapi__change_add(out, loader_rules[i].rule,
					file ? file : "", 0,
					file ? loc : NULL, sub, NULL, NULL,
					"%s", msg);
	}
	return 0;
}

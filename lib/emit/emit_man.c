// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * Man pages from specs: man(7) macros, one page a spec, in the sections a
 * reader of man(2) expects (NAME, SYNOPSIS, DESCRIPTION, RETURN VALUE,
 * ERRORS, ...).  Every string of a spec is free text, so each one goes
 * through the escapes here: backslashes, control characters at the start of
 * a line, quotes in macro arguments, trailing blanks.
 */
#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <time.h>

#include "emit/emit_direct.h"

struct man {
	struct kapi_out *out;
	const struct kernel_api_spec *spec;
	const struct kapi_emit_opts *opts;
	const struct kernel_api_spec *const *related;
	size_t related_count;
	char date[16];
};

/* ---- escaping ---------------------------------------------------------- */

/* One character of text in roff: the escapes roff needs in any position. */
static void put_char(struct kapi_out *out, unsigned char c)
{
	switch (c) {
	case '\\':
		kapi__out_puts(out, "\\e");
		break;
	case '\t':
		kapi__out_puts(out, " ");
		break;
	case '-':
		/* a plain hyphen: roff's '-' may render as a dash */
		kapi__out_puts(out, "\\-");
		break;
	default:
		if (c < 0x20)
			kapi__out_puts(out, " ");
		else
			kapi__out_write(out, (const char *)&c, 1);
	}
}

/* Text of one input line (no newline in s[0..n)); trailing blanks cut. */
static void put_line_text(struct kapi_out *out, const char *s, size_t n,
			  bool fill)
{
	while (n && (s[n - 1] == ' ' || s[n - 1] == '\t' || s[n - 1] == '\r'))
		n--;
	if (fill)
		while (n && (*s == ' ' || *s == '\t')) {
			s++;
			n--;
		}
	/* a leading '.' or '\'' would be a request; '\&' keeps it text */
	if (n && (s[0] == '.' || s[0] == '\''))
		kapi__out_puts(out, "\\&");
	for (size_t i = 0; i < n; i++)
		put_char(out, (unsigned char)s[i]);
}

/* Whether a text ends a sentence (so no period is added after it). */
static bool ends_sentence(const char *s, size_t n)
{
	while (n && (s[n - 1] == ' ' || s[n - 1] == '\t' || s[n - 1] == '\r'))
		n--;
	return !n || strchr(".!?:;", s[n - 1]);
}

/*
 * Free text as filled lines: each line of s becomes an input line; blank
 * lines become paragraph breaks (a blank input line is a warning in man).
 * Texts are sentences on a page: a period closes the last one if needed.
 */
static void put_text(struct kapi_out *out, const char *s)
{
	bool any = false;

	while (s && *s) {
		const char *nl = strchr(s, '\n');
		size_t n = nl ? (size_t)(nl - s) : strlen(s);
		size_t k = 0;

		while (k < n && (s[k] == ' ' || s[k] == '\t' || s[k] == '\r'))
			k++;
		if (k == n) {
			if (any)
				kapi__out_puts(out, ".PP\n");
			any = false;
		} else {
			const char *rest = s + n + (nl ? 1 : 0);

			put_line_text(out, s, n, true);
			/* the last line with text closes the sentence */
			while (*rest == ' ' || *rest == '\t' || *rest == '\n' ||
			       *rest == '\r')
				rest++;
			if (!*rest && !ends_sentence(s, n))
				kapi__out_puts(out, ".");
			kapi__out_puts(out, "\n");
			any = true;
		}
		s += n + (nl ? 1 : 0);
	}
}

/* Text kept as written (examples, expressions): .EX ... .EE. */
static void put_example(struct kapi_out *out, const char *s)
{
	kapi__out_puts(out, ".in +4n\n.EX\n");
	while (s && *s) {
		const char *nl = strchr(s, '\n');
		size_t n = nl ? (size_t)(nl - s) : strlen(s);

		if (!nl && !n)
			break;
		put_line_text(out, s, n, false);
		kapi__out_puts(out, n ? "\n" : "\\&\n");
		s += n + (nl ? 1 : 0);
	}
	kapi__out_puts(out, ".EE\n.in\n");
}

/* Text inline in a line being built (no line start, no newline). */
static void put_inline(struct kapi_out *out, const char *s)
{
	for (; s && *s; s++)
		put_char(out, *s == '\n' ? ' ' : (unsigned char)*s);
}

/* Inline text that ends an input line and a sentence. */
static void put_inline_end(struct kapi_out *out, const char *s)
{
	put_inline(out, s);
	kapi__out_puts(out, ends_sentence(s, strlen(s)) ? "\n" : ".\n");
}

/* A word in a font: \fBword\fR. */
static void put_font(struct kapi_out *out, char font, const char *s)
{
	kapi__out_printf(out, "\\f%c", font);
	put_inline(out, s);
	kapi__out_puts(out, "\\fR");
}

static bool blank(const char *s)
{
	if (!s)
		return true;
	for (; *s; s++)
		if (*s != ' ' && *s != '\t' && *s != '\n')
			return false;
	return true;
}

/* .TP with a bold tag, then the body text. */
static void tagged(struct kapi_out *out, const char *tag)
{
	kapi__out_puts(out, ".TP\n");
	put_font(out, 'B', tag);
	kapi__out_puts(out, "\n");
}

/* ---- naming ------------------------------------------------------------ */

/*
 * An ioctl's page is its command's name when the spec is named after the
 * command alone; a spec of a number several drivers share (tap_tunsetiff,
 * kvm_vm_check_extension) or of a command with arguments in its name
 * (EVIOCGBIT(EV_KEY, ...)) has a page of its own name.
 */
static const char *page_name(const struct kernel_api_spec *spec)
{
	if (spec->api_type == KAPI_API_IOCTL)
		return spec->cmd_name && !strcasecmp(spec->cmd_name, spec->name) ?
		       spec->cmd_name : spec->name;
	if (spec->api_type == KAPI_API_FUNCTION)
		return kapi__syscall_name(spec);
	return spec->name;
}

static int page_section(const struct kernel_api_spec *spec)
{
	if (spec->api_type == KAPI_API_FDTYPE)
		return 7;	/* an overview, like pipe(7) */
	return spec->api_type == KAPI_API_SYSFS ? 5 : 2;
}

int kapi_man__path(const struct kernel_api_spec *spec, char *buf, size_t len)
{
	const char *name;
	int n;

	if (!spec || !spec->name)
		return -EINVAL;
	name = page_name(spec);
	if (!name[0] || name[0] == '.' || strchr(name, '/'))
		return -EINVAL;
	n = snprintf(buf, len, "man%d/%s.%d", page_section(spec), name,
		     page_section(spec));
	if (n < 0 || (size_t)n >= len)
		return -ENAMETOOLONG;
	return 0;
}

/* ---- values ------------------------------------------------------------ */

static void put_int(struct kapi_out *out, int64_t v)
{
	if (v == INT64_MAX)
		kapi__out_puts(out, "INT64_MAX");
	else if (v == INT64_MIN)
		kapi__out_puts(out, "INT64_MIN");
	else if (v < 0)
		kapi__out_printf(out, "\\-%" PRIu64, (uint64_t)0 - (uint64_t)v);
	else
		kapi__out_printf(out, "%" PRId64, v);
}

/* Constant names of a mask or enum, bold, joined by sep; 0 if none. */
static size_t put_const_names(struct kapi_out *out, const char *expr,
			      const char *sep)
{
	struct kapi_named_const c[64];
	size_t n = kapi__expr_consts(expr, c, KAPI_ARRAY_SIZE(c));

	if (n > KAPI_ARRAY_SIZE(c))
		n = KAPI_ARRAY_SIZE(c);
	for (size_t i = 0; i < n; i++) {
		if (i)
			kapi__out_puts(out, sep);
		put_font(out, 'B', c[i].name);
	}
	return n;
}

/* What values a parameter accepts, as sentences on their own lines. */
static void put_accepted(struct man *m, const struct kapi_param_spec *p)
{
	struct kapi_out *out = m->out;

	switch (p->constraint_type) {
	case KAPI_CONSTRAINT_MASK:
		kapi__out_puts(out, "Accepted bits: ");
		if (!put_const_names(out, p->constraint_expr, " | "))
			kapi__out_puts(out, "those of the mask");
		kapi__out_printf(out, " (mask 0x%" PRIx64 ").\n", p->valid_mask);
		break;
	case KAPI_CONSTRAINT_ENUM:
		kapi__out_puts(out, "One of: ");
		if (!put_const_names(out, p->constraint_expr, ", ")) {
			for (uint32_t i = 0; i < p->enum_count; i++) {
				if (i)
					kapi__out_puts(out, ", ");
				put_int(out, p->enum_values[i]);
			}
		}
		kapi__out_puts(out, ".\n");
		break;
	case KAPI_CONSTRAINT_RANGE:
		kapi__out_puts(out, "From ");
		put_int(out, p->min_value);
		kapi__out_puts(out, " to ");
		put_int(out, p->max_value);
		if (p->step > 1)
			kapi__out_printf(out, " in steps of %" PRId64, p->step);
		kapi__out_puts(out, ".\n");
		break;
	case KAPI_CONSTRAINT_ALIGNMENT:
		kapi__out_printf(out, "Aligned to %" PRIu64 " bytes.\n",
				 p->alignment);
		break;
	case KAPI_CONSTRAINT_POWER_OF_TWO:
		kapi__out_puts(out, "A power of two.\n");
		break;
	case KAPI_CONSTRAINT_PAGE_ALIGNED:
		kapi__out_puts(out, "Aligned to the page size.\n");
		break;
	case KAPI_CONSTRAINT_NONZERO:
		kapi__out_puts(out, "Not zero.\n");
		break;
	case KAPI_CONSTRAINT_USER_STRING:
		kapi__out_puts(out, "A NUL\\-terminated string in user memory.\n");
		break;
	case KAPI_CONSTRAINT_USER_PATH:
		kapi__out_puts(out, "A path name in user memory.\n");
		break;
	case KAPI_CONSTRAINT_USER_PTR:
		kapi__out_puts(out, "An address in user memory.\n");
		break;
	default:
		break;
	}
	if (p->allowed_string_count) {
		kapi__out_puts(out, "Accepted strings: ");
		for (uint32_t i = 0; i < p->allowed_string_count; i++) {
			if (i)
				kapi__out_puts(out, ", ");
			put_font(out, 'B', p->allowed_strings[i]);
		}
		kapi__out_puts(out, ".\n");
	}
	if (!blank(p->constraints))
		put_text(out, p->constraints);
}

static void put_param(struct man *m, const struct kapi_param_spec *p)
{
	const struct kernel_api_spec *spec = m->spec;
	struct kapi_out *out = m->out;
	const char *dir = NULL;

	kapi__out_puts(out, ".TP\n");
	put_font(out, 'I', p->name ? p->name : "?");
	if (p->type_name && p->type_name[0]) {
		kapi__out_puts(out, " (");
		put_inline(out, p->type_name);
		kapi__out_puts(out, ")");
	}
	kapi__out_puts(out, "\n");
	if (!blank(p->description))
		put_text(out, p->description);
	if (p->flags & KAPI_PARAM_INOUT)
		dir = "Read and written by the kernel.";
	else if ((p->flags & KAPI_PARAM_OUT) && (p->flags & KAPI_PARAM_USER))
		dir = "Written by the kernel.";
	if (dir)
		kapi__out_printf(out, "%s\n", dir);
	if (p->flags & KAPI_PARAM_OPTIONAL)
		kapi__out_puts(out, "May be NULL or absent.\n");
	put_accepted(m, p);
	if (p->size_param_idx >= 0 &&
	    (uint32_t)p->size_param_idx < spec->param_count) {
		kapi__out_puts(out, "Its size in bytes is ");
		put_font(out, 'I', spec->params[p->size_param_idx].name);
		kapi__out_puts(out, ".\n");
	} else if (p->size) {
		kapi__out_printf(out, "Its size is %" PRIu64 " bytes.\n",
				 p->size);
	}
	if (p->sysfs_path) {
		kapi__out_printf(out, "File mode %04o", p->sysfs_permissions);
		if (p->units && p->units[0]) {
			kapi__out_puts(out, "; units: ");
			put_inline(out, p->units);
		}
		if (p->default_value && p->default_value[0]) {
			kapi__out_puts(out, "; default ");
			put_font(out, 'B', p->default_value);
		}
		if (p->record && p->record[0]) {
			kapi__out_puts(out, "; records laid out as ");
			put_font(out, 'B', p->record);
			if (p->separator && p->separator[0]) {
				kapi__out_puts(out, ", split at ");
				put_font(out, 'B', !strcmp(p->separator, " ") ? "blanks" :
					 !strcmp(p->separator, "\t") ? "tabs" :
					 !strcmp(p->separator, "\\0") ? "NUL" :
					 p->separator);
			}
			kapi__out_puts(out, "; the parameters after this one are its fields");
		}
		kapi__out_puts(out, ".\n");
	}
}

/* ---- sections ---------------------------------------------------------- */

static void put_synopsis(struct man *m)
{
	const struct kernel_api_spec *spec = m->spec;
	struct kapi_out *out = m->out;
	const char *ret = spec->return_spec.type_name;

	kapi__out_puts(out, ".SH SYNOPSIS\n.nf\n");
	if (spec->api_type == KAPI_API_SYSFS) {
		for (uint32_t i = 0; i < spec->param_count; i++)
			if (spec->params[i].sysfs_path) {
				put_font(out, 'I', spec->params[i].sysfs_path);
				kapi__out_puts(out, "\n");
			}
		kapi__out_puts(out, ".fi\n");
		return;
	}
	if (spec->api_type == KAPI_API_IOCTL) {
		const struct kapi_struct_spec *st =
			spec->struct_spec_count ? &spec->struct_specs[0] : NULL;

		kapi__out_puts(out, "\\fB#include <sys/ioctl.h>\\fR\n.PP\n");
		kapi__out_puts(out, "\\fBint ioctl(int \\fR\\fIfd\\fR\\fB, ");
		put_inline(out, page_name(spec));
		if (st) {
			kapi__out_puts(out, ", struct ");
			put_inline(out, st->name);
			kapi__out_puts(out, " *\\fR\\fIarg\\fR\\fB);\\fR\n");
		} else {
			kapi__out_puts(out, ", ...);\\fR\n");
		}
		kapi__out_puts(out, ".fi\n");
		return;
	}
	kapi__out_puts(out, "\\fB#include <sys/syscall.h>\\fR\n.PP\n\\fB");
	put_inline(out, ret && ret[0] ? ret : "long");
	kapi__out_puts(out, " ");
	put_inline(out, page_name(spec));
	kapi__out_puts(out, "(");
	if (!spec->param_count)
		kapi__out_puts(out, "void");
	for (uint32_t i = 0; i < spec->param_count; i++) {
		const struct kapi_param_spec *p = &spec->params[i];
		const char *t = p->type_name && p->type_name[0] ? p->type_name
								 : "long";
		size_t tl = strlen(t);

		if (i)
			kapi__out_puts(out, ",\\fR\n.RS 4\n\\fB");
		put_inline(out, t);
		if (tl && t[tl - 1] != '*')
			kapi__out_puts(out, " ");
		kapi__out_puts(out, "\\fR");
		put_font(out, 'I', p->name ? p->name : "arg");
		kapi__out_puts(out, "\\fB");
	}
	kapi__out_puts(out, ");\\fR\n");
	if (spec->param_count > 1)
		kapi__out_puts(out, ".RE\n");
	kapi__out_puts(out, ".fi\n");
}

static void put_struct(struct kapi_out *out, const struct kapi_struct_spec *st)
{
	kapi__out_puts(out, ".in +4n\n.EX\n");
	kapi__out_puts(out, "struct ");
	put_inline(out, st->name);
	kapi__out_printf(out, " {\t/* %" PRIu64 " bytes */\n", st->size);
	for (uint32_t i = 0; i < st->field_count; i++) {
		const struct kapi_struct_field *f = &st->fields[i];
		const char *t = f->type_name ? f->type_name : "";
		size_t tl = strlen(t);

		kapi__out_puts(out, "    ");
		put_inline(out, t);
		if (tl && t[tl - 1] != '*')
			kapi__out_puts(out, " ");
		put_inline(out, f->name);
		kapi__out_printf(out, ";\t/* offset %" PRIu64 ", %" PRIu64
				 " bytes */\n", f->offset, f->size);
	}
	kapi__out_puts(out, "};\n.EE\n.in\n");
}

static void put_description(struct man *m)
{
	const struct kernel_api_spec *spec = m->spec;
	struct kapi_out *out = m->out;

	kapi__out_puts(out, ".SH DESCRIPTION\n");
	put_text(out, blank(spec->long_description) ? spec->description
						    : spec->long_description);
	if (spec->api_type == KAPI_API_IOCTL) {
		kapi__out_printf(out, ".PP\nCommand number 0x%x", spec->cmd);
		if (spec->file_ops_name && spec->file_ops_name[0]) {
			kapi__out_puts(out, ", handled by ");
			put_font(out, 'I', spec->file_ops_name);
		}
		kapi__out_puts(out, ".\n");
	}
	if (spec->param_count) {
		kapi__out_printf(out, ".SS %s\n",
				 spec->api_type == KAPI_API_IOCTL ? "Fields" :
				 spec->api_type == KAPI_API_SYSFS ? "Value" :
				 "Arguments");
		for (uint32_t i = 0; i < spec->param_count; i++)
			put_param(m, &spec->params[i]);
	}
	for (uint32_t i = 0; i < spec->struct_spec_count; i++) {
		const struct kapi_struct_spec *st = &spec->struct_specs[i];

		kapi__out_puts(out, ".SS Structure ");
		put_inline(out, st->name);
		kapi__out_puts(out, "\n");
		if (!blank(st->description)) {
			put_text(out, st->description);
			kapi__out_puts(out, ".PP\n");
		}
		put_struct(out, st);
	}
	if (spec->constraint_count) {
		kapi__out_puts(out, ".SS Constraints\n");
		for (uint32_t i = 0; i < spec->constraint_count; i++) {
			const struct kapi_constraint_spec *c =
				&spec->constraints[i];

			tagged(out, c->name ? c->name : "constraint");
			if (!blank(c->description))
				put_text(out, c->description);
			if (!blank(c->expression)) {
				kapi__out_puts(out, "Expression: ");
				put_font(out, 'B', c->expression);
				kapi__out_puts(out, "\n");
			}
		}
	}
	if (spec->lock_count) {
		kapi__out_puts(out, ".SS Locks\n");
		for (uint32_t i = 0; i < spec->lock_count; i++) {
			const struct kapi_lock_spec *l = &spec->locks[i];
			const char *type = kapi_name(KAPI_NAMES_LOCK_TYPE,
						     l->lock_type);

			tagged(out, l->lock_name ? l->lock_name : "lock");
			if (type)
				kapi__out_printf(out, "A %s.\n", type);
			if (!blank(l->description))
				put_text(out, l->description);
		}
	}
	if (spec->side_effect_count) {
		kapi__out_puts(out, ".SS Side effects\n");
		for (uint32_t i = 0; i < spec->side_effect_count; i++) {
			const struct kapi_side_effect *e = &spec->side_effects[i];

			tagged(out, e->target && e->target[0] ? e->target
							     : "effect");
			if (!blank(e->description))
				put_text(out, e->description);
			if (!blank(e->condition)) {
				kapi__out_puts(out, "When: ");
				put_inline_end(out, e->condition);
			}
			if (e->reversible)
				kapi__out_puts(out, "Reversible.\n");
		}
	}
	if (spec->state_trans_count) {
		kapi__out_puts(out, ".SS State transitions\n");
		for (uint32_t i = 0; i < spec->state_trans_count; i++) {
			const struct kapi_state_transition *t =
				&spec->state_transitions[i];

			tagged(out, t->object ? t->object : "state");
			kapi__out_puts(out, "From ");
			put_font(out, 'I', t->from_state ? t->from_state : "?");
			kapi__out_puts(out, " to ");
			put_font(out, 'I', t->to_state ? t->to_state : "?");
			if (!blank(t->condition)) {
				kapi__out_puts(out, " when ");
				put_inline(out, t->condition);
			}
			kapi__out_puts(out, ".\n");
			if (!blank(t->description))
				put_text(out, t->description);
		}
	}
}

static void put_return(struct man *m)
{
	const struct kapi_return_spec *r = &m->spec->return_spec;
	struct kapi_out *out = m->out;

	if (m->spec->api_type == KAPI_API_SYSFS ||
	    m->spec->api_type == KAPI_API_FDTYPE)
		return;
	kapi__out_puts(out, ".SH RETURN VALUE\n");
	switch (r->check_type) {
	case KAPI_RETURN_EXACT:
		kapi__out_puts(out, "On success, ");
		put_int(out, r->success_value);
		kapi__out_puts(out, ".\n");
		break;
	case KAPI_RETURN_RANGE:
		kapi__out_puts(out, "On success, a value from ");
		put_int(out, r->success_min);
		kapi__out_puts(out, " to ");
		put_int(out, r->success_max);
		kapi__out_puts(out, ".\n");
		break;
	case KAPI_RETURN_FD:
		kapi__out_puts(out, "On success, a new file descriptor.\n");
		break;
	case KAPI_RETURN_NO_RETURN:
		kapi__out_puts(out, "On success, the call does not return.\n");
		break;
	default:
		break;
	}
	if (!blank(r->description))
		put_text(out, r->description);
	if (r->check_type != KAPI_RETURN_NO_RETURN || m->spec->error_count)
		kapi__out_puts(out, ".PP\nThe kernel returns a negative error "
				    "number on failure;\nthe C library wrapper "
				    "returns \\-1 and sets\n.I errno\n"
				    "to the number instead.\n");
}

static void put_errors(struct man *m)
{
	const struct kernel_api_spec *spec = m->spec;
	struct kapi_out *out = m->out;

	if (!spec->error_count)
		return;
	kapi__out_puts(out, ".SH ERRORS\n");
	for (uint32_t i = 0; i < spec->error_count; i++) {
		const struct kapi_error_spec *e = &spec->errors[i];
		const char *name = e->name && e->name[0] ? e->name :
				   kapi_errno__name(e->error_code);
		char num[24];

		if (!name) {
			snprintf(num, sizeof(num), "%d", e->error_code);
			name = num;
		}
		tagged(out, name);
		if (!blank(e->condition))
			put_text(out, e->condition);
		if (!blank(e->description)) {
			if (!blank(e->condition))
				kapi__out_puts(out, ".IP\n");
			put_text(out, e->description);
		}
		if (blank(e->condition) && blank(e->description))
			kapi__out_puts(out, "No condition recorded.\n");
	}
}

/* An fd kind: one tag a syscall, its answer and the releases. */
static void put_fd_ops(struct man *m)
{
	const struct kernel_api_spec *spec = m->spec;
	struct kapi_out *out = m->out;

	if (!spec->fd_op_count)
		return;
	kapi__out_puts(out, ".SH OPERATIONS\n");
	for (uint32_t i = 0; i < spec->fd_op_count; i++) {
		const struct kapi_fd_op *op = &spec->fd_ops[i];

		kapi__out_puts(out, ".TP\n.BR ");
		put_inline(out, op->syscall ? op->syscall : "?");
		kapi__out_puts(out, " (2)\n");
		put_font(out, 'B', blank(op->error) ? "success" :
							       op->error);
		if (!blank(op->since) || !blank(op->until)) {
			kapi__out_puts(out, " (Linux ");
			put_inline(out, blank(op->since) ? "" : op->since);
			kapi__out_puts(out, blank(op->until) ? " on" : " until ");
			put_inline(out, blank(op->until) ? "" : op->until);
			kapi__out_puts(out, ")");
		}
		kapi__out_puts(out, ": ");
		put_inline_end(out, blank(op->description) ? "" :
							     op->description);
	}
}

static void put_signals(struct man *m)
{
	const struct kernel_api_spec *spec = m->spec;
	struct kapi_out *out = m->out;

	if (!spec->signal_count)
		return;
	kapi__out_puts(out, ".SH SIGNALS\n");
	for (uint32_t i = 0; i < spec->signal_count; i++) {
		const struct kapi_signal_spec *s = &spec->signals[i];
		const char *action = kapi_name(KAPI_NAMES_SIGNAL_ACTION,
					       s->action);
		const char *name = s->signal_name && s->signal_name[0] ?
				   s->signal_name : kapi_signal__name(s->signal_num);

		tagged(out, name ? name : "signal");
		if (!blank(s->condition))
			put_text(out, s->condition);
		if (!blank(s->description))
			put_text(out, s->description);
		if (action) {
			kapi__out_puts(out, "Action: ");
			put_inline(out, action);
			if (s->error_on_signal) {
				const char *en = kapi_errno__name(s->error_on_signal);

				kapi__out_puts(out, ", failing with ");
				put_font(out, 'B', en ? en : "an error");
			}
			if (s->restartable)
				kapi__out_puts(out, "; restartable");
			kapi__out_puts(out, ".\n");
		}
		if (!blank(s->timing)) {
			kapi__out_puts(out, "Timing: ");
			put_inline(out, s->timing);
			kapi__out_puts(out, ".\n");
		}
	}
}

static void put_capabilities(struct man *m)
{
	const struct kernel_api_spec *spec = m->spec;
	struct kapi_out *out = m->out;

	if (!spec->capability_count)
		return;
	kapi__out_puts(out, ".SH CAPABILITIES\n");
	for (uint32_t i = 0; i < spec->capability_count; i++) {
		const struct kapi_capability_spec *c = &spec->capabilities[i];

		tagged(out, c->cap_name ? c->cap_name : "capability");
		if (!blank(c->allows))
			put_text(out, c->allows);
		if (!blank(c->without_cap)) {
			kapi__out_puts(out, "Without it: ");
			put_inline_end(out, c->without_cap);
		}
		if (!blank(c->check_condition)) {
			kapi__out_puts(out, "Checked when: ");
			put_inline_end(out, c->check_condition);
		}
	}
}


/* One line a version fact: "MFD_NOEXEC_SEAL (flags): Linux 6.3." */
static void put_value_history(struct kapi_out *out,
			      const struct kernel_api_spec *spec, bool first)
{
	for (uint32_t i = 0; i < spec->version_fact_count; i++) {
		const struct kapi_version_fact *f = &spec->version_facts[i];

		if (!first || i)
			kapi__out_puts(out, ".br\n");
		put_font(out, 'B', f->name ? f->name : "?");
		kapi__out_puts(out, " (");
		put_inline(out, f->param ? f->param : "a rule");
		kapi__out_puts(out, "):");
		if (!blank(f->since)) {
			kapi__out_puts(out, " Linux ");
			put_inline(out, f->since);
		}
		if (!blank(f->until)) {
			kapi__out_puts(out, blank(f->since) ? " removed in Linux " :
					    ", removed in Linux ");
			put_inline(out, f->until);
		}
		kapi__out_puts(out, ".\n");
	}
}
static void put_tail(struct man *m)
{
	const struct kernel_api_spec *spec = m->spec;
	struct kapi_out *out = m->out;

	if (!blank(spec->examples)) {
		kapi__out_puts(out, ".SH EXAMPLES\n");
		put_example(out, spec->examples);
	}
	if (!blank(spec->notes)) {
		kapi__out_puts(out, ".SH NOTES\n");
		put_text(out, spec->notes);
	}
	if (!blank(spec->since_version) || !blank(spec->until_version) ||
	    spec->version_fact_count || spec->deprecated) {
		kapi__out_puts(out, ".SH HISTORY\n");
		if (!blank(spec->since_version)) {
			kapi__out_puts(out, "Linux ");
			put_inline(out, spec->since_version);
			kapi__out_puts(out, ".\n");
		}
		if (!blank(spec->until_version)) {
			kapi__out_puts(out, "Removed in Linux ");
			put_inline(out, spec->until_version);
			kapi__out_puts(out, ".\n");
		}
		put_value_history(out, spec, blank(spec->since_version) &&
				  blank(spec->until_version));
		if (spec->deprecated) {
			kapi__out_puts(out, "Deprecated");
			if (!blank(spec->replacement)) {
				kapi__out_puts(out, "; use ");
				put_font(out, 'B', spec->replacement);
				kapi__out_puts(out, " instead");
			}
			kapi__out_puts(out, ".\n");
		}
	}
}

/* ---- SEE ALSO ---------------------------------------------------------- */

/* Whether word occurs in s as a whole word (letters, digits, '_'). */
static bool mentions(const char *s, const char *word)
{
	size_t n = strlen(word);

	for (const char *p = s; p && (p = strstr(p, word)); p++) {
		bool left = p == s || !(isalnum((unsigned char)p[-1]) ||
					p[-1] == '_');
		bool right = !(isalnum((unsigned char)p[n]) || p[n] == '_');

		if (left && right)
			return true;
	}
	return false;
}

static bool spec_mentions(const struct kernel_api_spec *s, const char *word)
{
	if (mentions(s->long_description, word) ||
	    mentions(s->description, word) || mentions(s->notes, word) ||
	    mentions(s->examples, word) || mentions(s->replacement, word))
		return true;
	for (uint32_t i = 0; i < s->error_count; i++)
		if (mentions(s->errors[i].condition, word) ||
		    mentions(s->errors[i].description, word))
			return true;
	for (uint32_t i = 0; i < s->constraint_count; i++)
		if (mentions(s->constraints[i].description, word))
			return true;
	return false;
}

/*
 * Related pages: syscalls of the same family (one name extends the other,
 * mlock and mlockall, or adds "un", mlock and munlock) and syscalls the
 * spec's text names.  Only pages the set has: no dangling references.
 */
static bool related(const struct kernel_api_spec *a,
		    const struct kernel_api_spec *b)
{
	const char *an = page_name(a), *bn = page_name(b);
	size_t al = strlen(an), bl = strlen(bn);

	if (a == b || !strcmp(an, bn) || b->generated)
		return false;
	if (a->api_type == KAPI_API_SYSFS || b->api_type == KAPI_API_SYSFS)
		return false;
	if (al >= 4 && bl >= 4 &&
	    ((!strncmp(an, bn, al) && bl - al <= 4) ||
	     (!strncmp(bn, an, bl) && al - bl <= 4)))
		return true;
	if (al >= 4 && bl == al + 2 && !strncmp(bn, an, 1) &&
	    !strncmp(bn + 1, "un", 2) && !strcmp(bn + 3, an + 1))
		return true;
	if (bl >= 4 && al == bl + 2 && !strncmp(an, bn, 1) &&
	    !strncmp(an + 1, "un", 2) && !strcmp(an + 3, bn + 1))
		return true;
	return bl >= 4 && spec_mentions(a, bn);
}

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(const char *const *)a, *(const char *const *)b);
}

static void put_see_also(struct man *m)
{
	const char *names[16];
	size_t n = 0;

	for (size_t i = 0; i < m->related_count && n < 16; i++) {
		const struct kernel_api_spec *b = m->related[i];

		if (related(m->spec, b)) {
			bool dup = false;

			for (size_t j = 0; j < n; j++)
				dup |= !strcmp(names[j], page_name(b));
			if (dup)
				continue;
			names[n++] = page_name(b);
		}
	}
	/* related pages are all in section 2: sort the names alone */
	qsort(names, n, sizeof(names[0]), cmp_str);
	kapi__out_puts(m->out, ".SH SEE ALSO\n");
	for (size_t i = 0; i < n; i++) {
		kapi__out_puts(m->out, ".BR ");
		put_inline(m->out, names[i]);
		kapi__out_puts(m->out, " (2),\n");
	}
	kapi__out_puts(m->out, ".BR kapi (1)\n");
}

/* ---- the page ---------------------------------------------------------- */

static void upper(char *dst, size_t len, const char *src)
{
	size_t i;

	for (i = 0; i + 1 < len && src[i]; i++)
		dst[i] = (char)toupper((unsigned char)src[i]);
	dst[i] = '\0';
}

static void put_page(struct man *m)
{
	const struct kernel_api_spec *spec = m->spec;
	struct kapi_out *out = m->out;
	char title[128];

	upper(title, sizeof(title), page_name(spec));
	kapi__out_puts(out, ".\\\" Generated by kapi from the spec ");
	put_inline(out, spec->name);
	kapi__out_puts(out, "; edit the spec, not this page.\n");
	kapi__out_puts(out, ".TH \"");
	put_inline(out, title);
	kapi__out_printf(out, "\" %d %s \"kapi %s\" "
			 "\"Linux Kernel API Specifications\"\n",
			 page_section(spec), m->date, kapi_version());
	kapi__out_puts(out, ".SH NAME\n");
	put_line_text(out, page_name(spec), strlen(page_name(spec)), true);
	kapi__out_puts(out, " \\- ");
	put_inline(out, blank(spec->description) ? "(no description)"
						 : spec->description);
	kapi__out_puts(out, "\n");
	if (spec->api_type != KAPI_API_FDTYPE)
		put_synopsis(m);
	put_description(m);
	put_return(m);
	put_fd_ops(m);
	put_errors(m);
	put_signals(m);
	put_capabilities(m);
	put_tail(m);
	put_see_also(m);
}

static void man_date(char *buf, size_t len, const char *given)
{
	const char *epoch = getenv("SOURCE_DATE_EPOCH");
	time_t t = epoch ? (time_t)strtoll(epoch, NULL, 10) : time(NULL);
	struct tm tm;

	if (given) {
		snprintf(buf, len, "%s", given);
		return;
	}
	gmtime_r(&t, &tm);
	strftime(buf, len, "%Y-%m-%d", &tm);
}

static void man_init(struct man *m, struct kapi_out *out,
		     const struct kernel_api_spec *const *specs, size_t count,
		     const struct kapi_emit_opts *opts)
{
	memset(m, 0, sizeof(*m));
	m->out = out;
	m->opts = opts;
	m->related = KAPI_EMIT_OPT(opts, related, NULL);
	m->related_count = KAPI_EMIT_OPT(opts, related_count, 0);
	if (!m->related) {
		m->related = specs;
		m->related_count = count;
	}
	man_date(m->date, sizeof(m->date), KAPI_EMIT_OPT(opts, date, NULL));
}

int kapi__emit_man(struct kapi_out *out,
		   const struct kernel_api_spec *const *specs, size_t count,
		   const struct kapi_emit_opts *opts)
{
	struct man m;

	man_init(&m, out, specs, count, opts);
	for (size_t i = 0; i < count && !out->err; i++) {
		m.spec = specs[i];
		put_page(&m);
	}
	return out->err;
}

int kapi_export__man_tree(const struct kernel_api_spec *const *specs,
			  size_t count, const char *dir,
			  const struct kapi_emit_opts *opts)
{
	char path[4096], rel[512];
	struct kapi_out out = { .write = kapi_write__file };
	struct man m;
	int err = 0;

	if (!dir || (!specs && count))
		return -EINVAL;
	if (mkdir(dir, 0755) && errno != EEXIST)
		return -errno;
	man_init(&m, &out, specs, count, opts);
	for (size_t i = 0; !err && i < count; i++) {
		FILE *f;

		err = kapi_man__path(specs[i], rel, sizeof(rel));
		if (err)
			break;
		snprintf(path, sizeof(path), "%s/%.4s", dir, rel);
		if (mkdir(path, 0755) && errno != EEXIST)
			return -errno;
		if (snprintf(path, sizeof(path), "%s/%s", dir, rel) >=
		    (int)sizeof(path))
			return -ENAMETOOLONG;
		f = fopen(path, "w");
		if (!f)
			return -errno;
		out.ctx = f;
		out.err = 0;
		m.spec = specs[i];
		put_page(&m);
		err = out.err;
		if (fclose(f) && !err)
			err = -errno;
	}
	return err;
}

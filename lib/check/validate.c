// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * Validators: values against parameter and field constraints, return values
 * against the return spec and error list.  Every check appends findings to a
 * kapi_report and never prints.
 */
#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "check/validate.h"
#include "check/expr_eval.h"
#include "load/c/cexpr.h"

static bool type_is_unsigned(uint8_t type)
{
	return type == KAPI_TYPE_UINT || type == KAPI_TYPE_HEX ||
	       type == KAPI_TYPE_PTR || type == KAPI_TYPE_USER_PTR ||
	       type == KAPI_TYPE_BITMAP || type == KAPI_TYPE_BOOL;
}

static void fmt_num(char *buf, size_t len, int64_t v, bool is_unsigned)
{
	if (is_unsigned)
		snprintf(buf, len, "%" PRIu64, (uint64_t)v);
	else
		snprintf(buf, len, "%" PRId64, v);
}

/*
 * A spec helper's KAPI_X stands for a name X that older headers lack
 * (KAPI_FSCONFIG_CMD_CREATE_EXCL): the user knows X.
 */
static void drop_helper_prefix(char *list)
{
	char *p = list;

	while ((p = strstr(p, "KAPI_"))) {
		if (p == list || p[-1] == ' ' || p[-1] == ',')
			memmove(p, p + 5, strlen(p + 5) + 1);
		else
			p += 5;
	}
}

/* "((const s64[]){ A, B })" -> "A, B"; other text is returned as it is. */
static void enum_names(const char *expr, char *buf, size_t len)
{
	const char *open, *close;
	size_t n;

	buf[0] = '\0';
	if (!expr)
		return;
	open = strchr(expr, '{');
	close = open ? strrchr(open, '}') : NULL;
	if (open && close) {
		expr = open + 1;
		n = (size_t)(close - expr);
	} else {
		n = strlen(expr);
	}
	while (n && isspace((unsigned char)*expr)) {
		expr++;
		n--;
	}
	while (n && isspace((unsigned char)expr[n - 1]))
		n--;
	if (n >= len)
		n = len - 1;
	memcpy(buf, expr, n);
	buf[n] = '\0';
	drop_helper_prefix(buf);
}

/* Cuts a ", "-separated list to at most max bytes at an item boundary. */
static void cut_list(char *list, size_t max)
{
	char *comma;

	if (strlen(list) <= max || max < 8)
		return;
	list[max - 5] = '\0';
	comma = strrchr(list, ',');
	strcpy(comma ? comma : list, ", ...");
}

/* The finding for a value outside an enum, its values named as room allows. */
static int enum_finding(const struct kapi__constraint *c, const char *n,
			const char *vs, int64_t v, struct kapi_report *rep)
{
	char list[512], names[512];
	struct kapi_strbuf sb;
	size_t used = strlen(n) + strlen(vs) + 40;
	size_t room = used < KAPI_FINDING_MSG_LEN - 40 ?
		      KAPI_FINDING_MSG_LEN - used : 40;

	kapi__strbuf_init_fixed(&sb, list, sizeof(list));
	for (uint32_t i = 0; i < c->enum_count; i++)
		kapi__strbuf_printf(&sb, "%s%" PRId64, i ? ", " : "", c->enums[i]);
	enum_names(c->expr, names, sizeof(names));
	/* values written as plain numbers need no second list */
	if (!strcmp(names, list))
		names[0] = '\0';
	if (names[0] && strlen(names) + strlen(list) + 3 > room) {
		cut_list(names, room);
		return kapi__report_add(rep, KAPI_FINDING_ENUM, c->index, c->name,
					v, "%s=%s is not one of the %u values %s",
					n, vs, c->enum_count, names);
	}
	cut_list(list, room);
	return kapi__report_add(rep, KAPI_FINDING_ENUM, c->index, c->name, v,
				"%s=%s is not one of %s%s(%s)", n, vs, names,
				names[0] ? " " : "", list);
}

/* Spelled with unexpanded corpus helpers: "outside KAPI_UMOUNT_FLAGS"
 * would name nothing a user knows; its parts do (MNT_FORCE | ...). */
static void mask_words(const char *name, size_t len, char *buf, size_t size,
		       size_t *o, int depth)
{
	const char *parts[32];
	char whole[128];
	size_t n = 0;

	snprintf(whole, sizeof(whole), "%.*s", (int)len, name);
	if (!strncmp(whole, "KAPI_", 5) && depth < 4)
		n = kapi__const_parts_of(whole, parts, 32);
	if (n < 2) {
		if (*o < size)
			*o += (size_t)snprintf(buf + *o, size - *o, "%s",
					       strncmp(whole, "KAPI_", 5) ?
					       whole : whole + 5);
		return;
	}
	for (size_t i = 0; i < n; i++) {
		if (i && *o < size)
			*o += (size_t)snprintf(buf + *o, size - *o, " | ");
		mask_words(parts[i], strlen(parts[i]), buf, size, o, depth + 1);
	}
}

static const char *mask_text(const char *expr, char *buf, size_t size)
{
	size_t o = 0;

	if (!expr || !*expr)
		return "the valid mask";
	buf[0] = '\0';
	for (const char *s = expr; *s && o < size;) {
		size_t n = 0;

		if (isalpha((unsigned char)*s) || *s == '_') {
			while (isalnum((unsigned char)s[n]) || s[n] == '_')
				n++;
			mask_words(s, n, buf, size, &o, 0);
			s += n;
		} else {
			buf[o++] = *s++;
			buf[o < size ? o : size - 1] = '\0';
		}
	}
	buf[size - 1] = '\0';
	return buf;
}

static long page_size(void)
{
	long ps = sysconf(_SC_PAGESIZE);

	return ps > 0 ? ps : 4096;
}

int kapi__check_constraint(const struct kapi__constraint *c, int64_t v,
			   struct kapi_report *rep)
{
	char text[512];
	bool u = type_is_unsigned(c->type);
	const char *n = c->name ? c->name : "value";
	char vs[32], lo[32], hi[32];
	uint64_t bad, uv;

	fmt_num(vs, sizeof(vs), v, u);
	/* a descriptor passed as unsigned int is still -1, not 4294967295 */
	if (c->type == KAPI_TYPE_FD && v > INT32_MAX && v <= UINT32_MAX)
		fmt_num(vs, sizeof(vs), (int32_t)v, false);
	switch (c->ctype) {
	case KAPI_CONSTRAINT_RANGE:
		if (u ? ((uint64_t)v < (uint64_t)c->min ||
			 (uint64_t)v > (uint64_t)c->max)
		      : (v < c->min || v > c->max)) {
			fmt_num(lo, sizeof(lo), c->min, u);
			fmt_num(hi, sizeof(hi), c->max, u);
			return kapi__report_add(rep, KAPI_FINDING_RANGE, c->index,
						c->name, v,
						"%s=%s is outside the range %s..%s",
						n, vs, lo, hi);
		}
		return 0;
	case KAPI_CONSTRAINT_MASK:
		/* an int's bit 31 is bit 31, not bits 31..63 of a sign
		 * extension: the kernel reads 32 bits */
		uv = c->bits == 32 ? (uint32_t)v : (uint64_t)v;
		bad = uv & ~c->mask & ~c->ignored;
		/* bits the kernel ignores are valid: a note, and 0 */
		if (!bad && (uv & ~c->mask)) {
			int r = kapi__report_add(rep, KAPI_FINDING_IGNORED_BITS,
						 c->index, c->name, v,
						 "%s=0x%" PRIx64 " has bits 0x%" PRIx64
						 " the kernel ignores (no effect)",
						 n, uv, uv & ~c->mask);

			return r < 0 ? r : 0;
		}
		if (bad)
			return kapi__report_add(rep, KAPI_FINDING_MASK, c->index,
						c->name, v,
						"%s=0x%" PRIx64 " has bits 0x%" PRIx64
						" outside %s (0x%" PRIx64 ")",
						n, uv, bad, mask_text(c->expr, text, sizeof(text)),
						c->mask);
		return 0;
	case KAPI_CONSTRAINT_ENUM:
		for (uint32_t i = 0; i < c->enum_count; i++)
			if (c->enums[i] == v)
				return 0;
		return enum_finding(c, n, vs, v, rep);
	case KAPI_CONSTRAINT_ALIGNMENT:
		if (c->alignment && (uint64_t)v % c->alignment)
			return kapi__report_add(rep, KAPI_FINDING_ALIGNMENT, c->index,
						c->name, v,
						"%s=%s is not a multiple of %" PRIu64,
						n, vs, c->alignment);
		return 0;
	case KAPI_CONSTRAINT_POWER_OF_TWO:
		/* an optional value may be 0, meaning absent */
		if (v == 0 && (c->flags & KAPI_PARAM_OPTIONAL))
			return 0;
		if (v <= 0 || ((uint64_t)v & ((uint64_t)v - 1)))
			return kapi__report_add(rep, KAPI_FINDING_POWER_OF_TWO,
						c->index, c->name, v,
						"%s=%s is not a power of two", n, vs);
		return 0;
	case KAPI_CONSTRAINT_PAGE_ALIGNED:
		if ((uint64_t)v % (uint64_t)page_size())
			return kapi__report_add(rep, KAPI_FINDING_PAGE_ALIGNED,
						c->index, c->name, v,
						"%s=0x%" PRIx64 " is not page aligned (%ld)",
						n, (uint64_t)v, page_size());
		return 0;
	case KAPI_CONSTRAINT_NONZERO:
		if (!v)
			return kapi__report_add(rep, KAPI_FINDING_NONZERO, c->index,
						c->name, v, "%s must not be 0", n);
		return 0;
	case KAPI_CONSTRAINT_USER_STRING:
	case KAPI_CONSTRAINT_USER_PATH:
	case KAPI_CONSTRAINT_USER_PTR:
		if (!v && !(c->flags & KAPI_PARAM_OPTIONAL))
			return kapi__report_add(rep, KAPI_FINDING_NULL_POINTER,
						c->index, c->name, v,
						"%s is NULL but not optional", n);
		return 0;
	case KAPI_CONSTRAINT_CUSTOM:
		if (c->validate && !c->validate(v))
			return kapi__report_add(rep, KAPI_FINDING_CUSTOM, c->index,
						c->name, v,
						"%s=%s is refused by the spec's validator",
						n, vs);
		return 0;
	default:
		return 0;
	}
}

void kapi__constraint_of_param(const struct kapi_param_spec *p, int32_t index,
			       struct kapi__constraint *c)
{
	memset(c, 0, sizeof(*c));
	c->name = p->name;
	c->index = index;
	c->ctype = p->constraint_type;
	c->type = p->type;
	c->flags = p->flags;
	c->min = p->min_value;
	c->max = p->max_value;
	c->mask = p->valid_mask;
	c->ignored = p->ignored_mask;
	c->bits = kapi_param__normalize(p, 0x1ffffffffull) == 0x1ffffffffll ?
		  64 : 32;
	c->enums = p->enum_values;
	c->enum_count = p->enum_count;
	c->alignment = p->alignment;
	c->expr = p->constraint_expr;
	c->validate = p->validate;
}

void kapi__constraint_of_field(const struct kapi_struct_field *f, int32_t index,
			       struct kapi__constraint *c)
{
	memset(c, 0, sizeof(*c));
	c->name = f->name;
	c->index = index;
	c->ctype = f->constraint_type;
	c->type = f->type;
	c->flags = f->flags;
	c->min = f->min_value;
	c->max = f->max_value;
	c->mask = f->valid_mask;
	c->enums = f->enum_values;
	c->enum_count = f->enum_count;
	c->expr = f->constraint_expr;
}

int kapi_param__check(const struct kapi_param_spec *param, int64_t value,
		      struct kapi_report *rep)
{
	struct kapi__constraint c;

	if (!param || !rep)
		return -EINVAL;
	kapi__constraint_of_param(param, -1, &c);
	return kapi__check_constraint(&c, value, rep);
}

#define KAPI_AT_FDCWD	(-100)

bool kapi__param_unused(const struct kernel_api_spec *spec, uint32_t i,
			const int64_t *vals, uint64_t given)
{
	const struct kapi_param_spec *p = &spec->params[i];
	int32_t size = p->size_param_idx;

	/* AT_FDCWD stands for "the current directory", unless a range says
	 * what the descriptor may be */
	if (p->type == KAPI_TYPE_FD && vals[i] == KAPI_AT_FDCWD &&
	    p->constraint_type != KAPI_CONSTRAINT_RANGE)
		return true;
	if (spec->constraint_count && kapi__param_ignored(spec, i, vals, given))
		return true;
	return (p->constraint_type == KAPI_CONSTRAINT_USER_PTR ||
		p->constraint_type == KAPI_CONSTRAINT_USER_STRING ||
		p->type == KAPI_TYPE_USER_PTR) &&
	       size >= 0 && (uint32_t)size < spec->param_count && size < 64 &&
	       (given >> size & 1) && vals[size] == 0;
}

int kapi_call__check(const struct kernel_api_spec *spec, const int64_t *vals,
		     uint64_t given, struct kapi_report *rep)
{
	int ret = 0;

	if (!spec || !vals || !rep)
		return -EINVAL;
	for (uint32_t i = 0; i < spec->param_count && i < 64; i++) {
		int r;

		if (!(given >> i & 1) || kapi__param_unused(spec, i, vals, given))
			continue;
		r = kapi_param__check(&spec->params[i], vals[i], rep);
		if (r < 0)
			return r;
		ret |= r;
	}
	if (spec->constraint_count) {
		int r = kapi__check_exprs(spec, vals, given, rep);

		if (r < 0)
			return r;
		ret |= r;
	}
	return ret;
}

/* The C types whose values live in 32 bits on x86_64. */
static int type_width(const char *type_name, bool *is_signed)
{
	static const char *const s32[] = { "int", "pid_t", "uid_t", "gid_t",
		"key_serial_t", "clockid_t", "timer_t", "mqd_t", "s32",
		"__s32", "int32_t", "rwf_t", "qid_t" };
	static const char *const u32[] = { "unsigned int", "unsigned", "u32",
		"__u32", "uint32_t", "umode_t", "mode_t", "old_uid_t",
		"socklen_t" };

	if (!type_name)
		return 64;
	/* the kernel's prototypes qualify some scalars: "const __u32" */
	while (!strncmp(type_name, "const ", 6))
		type_name += 6;
	/* an enum argument is an int in the syscall's prototype */
	if (!strncmp(type_name, "enum ", 5) && !strchr(type_name, '*')) {
		*is_signed = true;
		return 32;
	}
	for (size_t i = 0; i < KAPI_ARRAY_SIZE(s32); i++)
		if (!strcmp(type_name, s32[i])) {
			*is_signed = true;
			return 32;
		}
	for (size_t i = 0; i < KAPI_ARRAY_SIZE(u32); i++)
		if (!strcmp(type_name, u32[i])) {
			*is_signed = false;
			return 32;
		}
	return 64;
}

int64_t kapi_param__normalize(const struct kapi_param_spec *param,
			      uint64_t raw)
{
	bool is_signed = true;

	if (param && type_width(param->type_name, &is_signed) == 32)
		return is_signed ? (int64_t)(int32_t)(uint32_t)raw
				 : (int64_t)(uint32_t)raw;
	return (int64_t)raw;
}

int kapi_spec__param_index(const struct kernel_api_spec *spec,
			   const char *name)
{
	for (uint32_t i = 0; i < spec->param_count; i++)
		if (spec->params[i].name && !strcmp(spec->params[i].name, name))
			return (int)i;
	return -1;
}

bool kapi_spec__has_errno(const struct kernel_api_spec *spec, int err)
{
	int e = err < 0 ? -err : err;
	const char *name = kapi_errno__name(e);

	for (uint32_t i = 0; i < spec->error_count; i++) {
		const struct kapi_error_spec *es = &spec->errors[i];

		if (es->error_code == -e || es->error_code == e)
			return true;
		if (name && es->name && !strcmp(es->name, name))
			return true;
	}
	for (uint32_t i = 0; i < spec->return_spec.error_count; i++)
		if (spec->return_spec.error_values[i] == -e)
			return true;
	return false;
}

int kapi_return__check(const struct kernel_api_spec *spec, int64_t retval,
		       struct kapi_report *rep)
{
	const struct kapi_return_spec *r;

	if (!spec || !rep)
		return -EINVAL;
	r = &spec->return_spec;
	if (retval < 0 && retval >= -4095) {
		const char *en = kapi_errno__name((int)-retval);

		/* any call answers ENOSYS where the kernel was built without
		 * it or a seccomp filter refuses it: no spec need list that */
		if (retval == -ENOSYS && spec->api_type == KAPI_API_FUNCTION)
			return 0;
		if (kapi_spec__has_errno(spec, (int)retval))
			return 0;
		return kapi__report_add(rep, KAPI_FINDING_ERRNO_UNLISTED, -1, NULL,
					retval,
					"returned -%s (%" PRId64 "), which the spec "
					"does not list", en ? en : "E???", retval);
	}
	switch (r->check_type) {
	case KAPI_RETURN_EXACT:
		if (retval != r->success_value)
			return kapi__report_add(rep, KAPI_FINDING_RETURN_VALUE, -1,
						NULL, retval,
						"returned %" PRId64 ", the spec's "
						"success value is %" PRId64,
						retval, r->success_value);
		return 0;
	case KAPI_RETURN_RANGE:
		if (retval < r->success_min || retval > r->success_max)
			return kapi__report_add(rep, KAPI_FINDING_RETURN_VALUE, -1,
						NULL, retval,
						"returned %" PRId64 ", outside the "
						"success range %" PRId64 "..%" PRId64,
						retval, r->success_min,
						r->success_max);
		return 0;
	case KAPI_RETURN_FD:
		if (retval < 0)
			return kapi__report_add(rep, KAPI_FINDING_RETURN_VALUE, -1,
						NULL, retval,
						"returned %" PRId64 ", not a file "
						"descriptor", retval);
		return 0;
	case KAPI_RETURN_CUSTOM:
		if (r->is_success && !r->is_success(retval))
			return kapi__report_add(rep, KAPI_FINDING_RETURN_VALUE, -1,
						NULL, retval,
						"returned %" PRId64 ", refused by the "
						"spec's validator", retval);
		return 0;
	case KAPI_RETURN_NO_RETURN:
		return kapi__report_add(rep, KAPI_FINDING_NO_RETURN, -1, NULL,
					retval,
					"returned %" PRId64 " but the spec says "
					"it does not return on success", retval);
	default:
		return 0;
	}
}

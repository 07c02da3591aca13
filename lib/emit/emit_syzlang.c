// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * Syzkaller descriptions (syzlang) from specs: what a fuzzer needs to make
 * calls the kernel takes seriously.  Masks and enums become flag sets named
 * after their constants, ranges int ranges, type classes fd, filename,
 * string and ptr[in|out|inout, ...], size links len[...], ioctls
 * ioctl$CMD with their structure, fds returned and taken resources.
 * Errors are not part of syzlang.
 *
 * Syscalls and resources take syzkaller's names (sys/linux), so the output
 * replaces the descriptions of the same syscalls rather than joining them.
 * syzlang's lexer has no negative numbers: values are written as 64-bit
 * two's complement hex, and ranges reaching below zero are left open.
 */
#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "emit/emit_direct.h"

#define MAX_NAMES 4096

struct syz {
	struct kapi_out *out;
	/* flag sets and structs written so far, by name */
	char *done[MAX_NAMES];
	size_t done_count;
	/* deferred definitions (flag sets, structs) of the current spec */
	struct kapi_strbuf defs;
};

/* ---- names --------------------------------------------------------------- */

static bool seen(struct syz *z, const char *name)
{
	for (size_t i = 0; i < z->done_count; i++)
		if (!strcmp(z->done[i], name))
			return true;
	if (z->done_count < MAX_NAMES) {
		char *copy = strdup(name);

		/* out of memory: the name may be defined twice, no worse */
		if (copy)
			z->done[z->done_count++] = copy;
	}
	return false;
}

/* An identifier syzlang accepts: [A-Za-z_][A-Za-z0-9_]*, no keyword. */
static void ident(char *dst, size_t len, const char *src, const char *fallback)
{
	static const char *const keywords[] = {
		"include", "incdir", "define", "resource", "parent",
	};
	size_t n = 0;

	if (!src || !src[0])
		src = fallback;
	if (!isalpha((unsigned char)src[0]) && src[0] != '_' && n + 1 < len)
		dst[n++] = '_';
	for (; *src && n + 1 < len; src++)
		dst[n++] = isalnum((unsigned char)*src) ? *src : '_';
	dst[n] = '\0';
	for (size_t i = 0; i < KAPI_ARRAY_SIZE(keywords); i++)
		if (!strcmp(dst, keywords[i]) && n + 2 < len) {
			dst[n++] = '_';
			dst[n] = '\0';
		}
}

/* A comment line "# name: text": one line, no NUL. */
static void comment(struct kapi_out *out, const char *name, const char *s)
{
	kapi__out_puts(out, "# ");
	kapi__out_puts(out, name);
	kapi__out_puts(out, ": ");
	for (; s && *s; s++)
		kapi__out_write(out, *s == '\n' || *s == '\r' ? " " : s, 1);
	kapi__out_puts(out, "\n");
}

/* ---- integer types --------------------------------------------------------- */

/* "int8".."int64" or "intptr" for a C type name or a byte size. */
static const char *int_type(const char *type_name, uint64_t size)
{
	static const struct {
		const char *name;
		const char *syz;
	} types[] = {
		{ "long", "intptr" }, { "unsigned long", "intptr" },
		{ "size_t", "intptr" }, { "ssize_t", "intptr" },
		{ "off_t", "intptr" }, { "uintptr_t", "intptr" },
		{ "u64", "int64" }, { "__u64", "int64" }, { "s64", "int64" },
		{ "__s64", "int64" }, { "loff_t", "int64" },
		{ "__aligned_u64", "int64" }, { "uint64_t", "int64" },
		{ "int64_t", "int64" }, { "long long", "int64" },
		{ "unsigned long long", "int64" }, { "aio_context_t", "int64" },
		{ "u16", "int16" }, { "__u16", "int16" }, { "s16", "int16" },
		{ "short", "int16" }, { "unsigned short", "int16" },
		{ "umode_t", "int16" }, { "__be16", "int16" },
		{ "u8", "int8" }, { "__u8", "int8" }, { "s8", "int8" },
		{ "char", "int8" }, { "unsigned char", "int8" },
	};
	const char *t = type_name ? type_name : "";

	while (!strncmp(t, "const ", 6))
		t += 6;
	for (size_t i = 0; i < KAPI_ARRAY_SIZE(types); i++)
		if (!strcmp(t, types[i].name))
			return types[i].syz;
	switch (size) {
	case 1: return "int8";
	case 2: return "int16";
	case 8: return "int64";
	case 4: return "int32";
	default: break;
	}
	return t[0] ? "int32" : "intptr";
}

static bool is_64(const char *syz)
{
	return !strcmp(syz, "int64") || !strcmp(syz, "intptr");
}

static void put_value(struct kapi_strbuf *sb, int64_t v)
{
	if (v < 0)
		kapi__strbuf_printf(sb, "0x%" PRIx64, (uint64_t)v);
	else
		kapi__strbuf_printf(sb, "%" PRId64, v);
}

/* ---- flag sets ------------------------------------------------------------ */

/*
 * name = A, B, C from a mask or enum: the constants the expression names
 * when they account for the values, else the bits or values as numbers.
 */
static void define_flags(struct syz *z, const char *name, uint8_t ctype,
			 const char *expr, uint64_t mask,
			 const int64_t *values, uint32_t value_count)
{
	struct kapi_named_const c[64];
	size_t n = kapi__expr_consts(expr, c, KAPI_ARRAY_SIZE(c));
	bool use_names = n && n <= KAPI_ARRAY_SIZE(c);
	struct kapi_strbuf *sb = &z->defs;

	if (seen(z, name))
		return;
	if (ctype == KAPI_CONSTRAINT_ENUM && value_count && n != value_count)
		use_names = false;
	kapi__strbuf_printf(sb, "%s = ", name);
	if (use_names) {
		for (size_t i = 0; i < n; i++)
			kapi__strbuf_printf(sb, "%s%s", i ? ", " : "", c[i].name);
	} else if (ctype == KAPI_CONSTRAINT_ENUM) {
		for (uint32_t i = 0; i < value_count; i++) {
			if (i)
				kapi__strbuf_add(sb, ", ", 2);
			put_value(sb, values[i]);
		}
	} else {
		bool first = true;

		for (int b = 0; b < 64; b++)
			if (mask & ((uint64_t)1 << b)) {
				kapi__strbuf_printf(sb, "%s0x%" PRIx64,
						    first ? "" : ", ",
						    (uint64_t)1 << b);
				first = false;
			}
	}
	kapi__strbuf_add(sb, "\n", 1);
}

/* A value with a constraint: flags[...], intN[min:max] or intN. */
static void put_scalar(struct syz *z, struct kapi_strbuf *sb,
		       const char *flags_name, const char *itype,
		       uint8_t ctype, const char *expr, uint64_t mask,
		       const int64_t *values, uint32_t value_count,
		       int64_t min, int64_t max)
{
	bool mask_ok = ctype == KAPI_CONSTRAINT_MASK && mask;
	bool enum_ok = ctype == KAPI_CONSTRAINT_ENUM && value_count;
	int64_t top = is_64(itype) ? INT64_MAX :
		      !strcmp(itype, "int16") ? 0xffff :
		      !strcmp(itype, "int8") ? 0xff : 0xffffffffll;

	if (mask_ok || enum_ok) {
		define_flags(z, flags_name, ctype, expr, mask, values,
			     value_count);
		kapi__strbuf_printf(sb, "flags[%s, %s]", flags_name, itype);
		return;
	}
	if (ctype == KAPI_CONSTRAINT_RANGE && min >= 0 && max >= min &&
	    (min > 0 || max < top) && max <= top) {
		kapi__strbuf_printf(sb, "%s[%" PRId64 ":%" PRId64 "]", itype,
				    min, max);
		return;
	}
	kapi__strbuf_printf(sb, "%s", itype);
}

/* ---- resources ------------------------------------------------------------ */

/* The resource a syscall returns, by syzkaller's names; NULL: plain fd. */
static const char *created_resource(const char *call)
{
	static const struct {
		const char *call;
		const char *res;
	} creators[] = {
		{ "socket", "sock" }, { "accept", "sock" }, { "accept4", "sock" },
		{ "epoll_create", "fd_epoll" }, { "epoll_create1", "fd_epoll" },
		{ "eventfd", "fd_event" }, { "eventfd2", "fd_event" },
		{ "timerfd_create", "fd_timer" },
		{ "inotify_init", "fd_inotify" }, { "inotify_init1", "fd_inotify" },
		{ "signalfd", "fd_signal" }, { "signalfd4", "fd_signal" },
		{ "memfd_create", "fd_memfd" }, { "pidfd_open", "fd_pidfd" },
		{ "fanotify_init", "fd_fanotify" }, { "userfaultfd", "fd_uffd" },
		{ "io_uring_setup", "fd_io_uring" },
		{ "perf_event_open", "fd_perf" },
		{ "landlock_create_ruleset", "fd_ruleset" },
		{ "fsopen", "fd_fscontext" }, { "fspick", "fd_fscontext" },
		{ "mq_open", "fd_mq" },
	};

	for (size_t i = 0; i < KAPI_ARRAY_SIZE(creators); i++)
		if (!strcmp(call, creators[i].call))
			return creators[i].res;
	return NULL;
}

/* The resource an fd parameter takes (idx: its position). */
static const char *fd_resource(const struct kernel_api_spec *spec,
			       const char *call, const char *param,
			       uint32_t idx)
{
	static const char *const socket_calls[] = {
		"bind", "connect", "listen", "accept", "accept4", "getsockname",
		"getpeername", "sendto", "recvfrom", "sendmsg", "recvmsg",
		"sendmmsg", "recvmmsg", "shutdown", "setsockopt", "getsockopt",
	};
	static const struct {
		const char *prefix;
		const char *res;
	} families[] = {
		{ "epoll_", "fd_epoll" }, { "timerfd_", "fd_timer" },
		{ "inotify_", "fd_inotify" }, { "fanotify_", "fd_fanotify" },
		{ "io_uring_", "fd_io_uring" }, { "landlock_", "fd_ruleset" },
		{ "pidfd_", "fd_pidfd" }, { "mq_", "fd_mq" },
		{ "signalfd", "fd_signal" },
	};
	static const char *const dir_names[] = {
		"dfd", "dirfd", "olddfd", "newdfd", "olddirfd", "newdirfd",
		"from_dfd", "to_dfd", "mountdirfd",
	};
	static const struct {
		const char *param;
		const char *res;
	} by_name[] = {
		{ "epfd", "fd_epoll" }, { "pidfd", "fd_pidfd" },
		{ "ruleset_fd", "fd_ruleset" }, { "fanotify_fd", "fd_fanotify" },
		{ "fs_fd", "fd_fscontext" }, { "group_fd", "fd_perf" },
	};

	for (size_t i = 0; i < KAPI_ARRAY_SIZE(dir_names); i++)
		if (!strcmp(param, dir_names[i]))
			return "fd_dir";
	for (size_t i = 0; i < KAPI_ARRAY_SIZE(by_name); i++)
		if (!strcmp(param, by_name[i].param))
			return by_name[i].res;
	/* the object a call of a family works on comes first */
	if (idx)
		return "fd";
	for (size_t i = 0; i < KAPI_ARRAY_SIZE(socket_calls); i++)
		if (!strcmp(call, socket_calls[i]))
			return "sock";
	if (spec->net)
		return "sock";
	for (size_t i = 0; i < KAPI_ARRAY_SIZE(families); i++)
			if (!strncmp(call, families[i].prefix,
				     strlen(families[i].prefix)))
				return families[i].res;
	return "fd";
}

/* ---- structs ------------------------------------------------------------- */

static const struct kapi_struct_spec *find_struct(
	const struct kernel_api_spec *spec, const char *type_name)
{
	const char *p = type_name ? strstr(type_name, "struct ") : NULL;
	size_t n;

	if (!p)
		return NULL;
	p += 7;
	n = strcspn(p, " *");
	for (uint32_t i = 0; i < spec->struct_spec_count; i++) {
		const struct kapi_struct_spec *st = &spec->struct_specs[i];

		if (st->name && strlen(st->name) == n && !strncmp(st->name, p, n))
			return st;
	}
	return NULL;
}

static const char *direction(uint32_t flags, const char *type_name)
{
	if (flags & KAPI_PARAM_INOUT)
		return "inout";
	if ((flags & KAPI_PARAM_OUT) && (flags & KAPI_PARAM_IN))
		return "inout";
	if ((flags & KAPI_PARAM_OUT) &&
	    !(type_name && !strncmp(type_name, "const ", 6)))
		return "out";
	return "in";
}

/* The ioctl parameter describing field name, if the spec has one. */
static const struct kapi_param_spec *field_param(
	const struct kernel_api_spec *spec, const char *name)
{
	for (uint32_t i = 0; i < spec->param_count; i++)
		if (spec->params[i].name && !strcmp(spec->params[i].name, name))
			return &spec->params[i];
	return NULL;
}

static void define_struct(struct syz *z, const struct kernel_api_spec *spec,
			  const struct kapi_struct_spec *st, const char *name)
{
	struct kapi_strbuf body;
	uint64_t at = 0;
	int pad = 0;
	bool ok = true;

	if (seen(z, name))
		return;
	kapi__strbuf_init(&body);
	for (uint32_t i = 0; ok && i < st->field_count; i++) {
		const struct kapi_struct_field *f = &st->fields[i];
		const struct kapi_param_spec *p = field_param(spec, f->name);
		const char *itype = int_type(f->type_name, f->size);
		char fname[128], flags_name[256];
		int len_of = -1;

		if (f->offset < at || !f->size) {
			ok = false;	/* overlapping (a union) or unsized */
			break;
		}
		if (f->offset > at)
			kapi__strbuf_printf(&body, "\tpad%d\tarray[const[0, int8], %" PRIu64 "]\n",
					    pad++, f->offset - at);
		ident(fname, sizeof(fname), f->name, "field");
		snprintf(flags_name, sizeof(flags_name), "%s_%s", name, fname);
		/* a size field: some pointer field's length */
		for (uint32_t k = 0; p && k < spec->param_count; k++)
			if (spec->params[k].size_param_idx >= 0 &&
			    &spec->params[spec->params[k].size_param_idx] == p)
				len_of = (int)k;
		kapi__strbuf_printf(&body, "\t%s\t", fname);
		if (len_of >= 0) {
			char target[128];

			ident(target, sizeof(target), spec->params[len_of].name,
			      "field");
			kapi__strbuf_printf(&body, "len[%s, %s]", target, itype);
		} else if (i == 0 && (!strcmp(fname, "size") ||
				      !strcmp(fname, "argsz"))) {
			kapi__strbuf_printf(&body, "bytesize[parent, %s]", itype);
		} else if (f->type == KAPI_TYPE_FD) {
			kapi__strbuf_printf(&body, "fd");
		} else if (f->type == KAPI_TYPE_USER_PTR ||
			   f->type == KAPI_TYPE_PTR) {
			kapi__strbuf_printf(&body, "%s[%s, array[int8]]",
					    f->size == 8 ? "ptr64" : "ptr",
					    direction(p ? p->flags : f->flags, NULL));
		} else if (f->type == KAPI_TYPE_ARRAY ||
			   f->size > 8 || (f->size & (f->size - 1))) {
			kapi__strbuf_printf(&body, "array[int8, %" PRIu64 "]",
					    f->size);
		} else if (p && p->constraint_type != KAPI_CONSTRAINT_NONE) {
			put_scalar(z, &body, flags_name, itype, p->constraint_type,
				   p->constraint_expr, p->valid_mask,
				   p->enum_values, p->enum_count, p->min_value,
				   p->max_value);
		} else {
			put_scalar(z, &body, flags_name, itype, f->constraint_type,
				   f->constraint_expr, f->valid_mask,
				   f->enum_values, f->enum_count, f->min_value,
				   f->max_value);
		}
		kapi__strbuf_add(&body, "\n", 1);
		at = f->offset + f->size;
	}
	if (ok && st->size > at)
		kapi__strbuf_printf(&body, "\tpad%d\tarray[const[0, int8], %" PRIu64 "]\n",
				    pad, st->size - at);
	if (!ok || !st->field_count) {
		/* what the layout cannot say, the size still can */
		body.len = 0;
		kapi__strbuf_printf(&body, "\tdata\tarray[int8, %" PRIu64 "]\n",
				    st->size ? st->size : 1);
	}
	kapi__strbuf_printf(&z->defs, "\n%s {\n", name);
	kapi__strbuf_add(&z->defs, body.buf ? body.buf : "", body.len);
	kapi__strbuf_add(&z->defs, "}\n", 2);
	kapi__strbuf_free(&body);
}

/* ---- arguments ------------------------------------------------------------ */

/* Pointer to a scalar: "int *" -> the int type, NULL for void and char. */
static const char *pointee_int(const char *type_name)
{
	char base[64];
	size_t n;
	const char *t = type_name;

	while (!strncmp(t, "const ", 6))
		t += 6;
	n = strcspn(t, "*");
	while (n && t[n - 1] == ' ')
		n--;
	if (!n || n >= sizeof(base) || !strchr(t, '*'))
		return NULL;
	memcpy(base, t, n);
	base[n] = '\0';
	if (!strcmp(base, "void") || !strcmp(base, "char") ||
	    strstr(base, "struct") || strstr(base, "union") ||
	    strstr(t, "**"))
		return NULL;
	return int_type(base, 0);
}

static void put_arg(struct syz *z, struct kapi_strbuf *sb,
		    const struct kernel_api_spec *spec, const char *call,
		    const char *flags_prefix, uint32_t idx)
{
	const struct kapi_param_spec *p = &spec->params[idx];
	const char *itype = int_type(p->type_name, 0);
	const char *dir = direction(p->flags, p->type_name);
	const char *opt = p->flags & KAPI_PARAM_OPTIONAL ? ", opt" : "";
	const struct kapi_struct_spec *st;
	char pname[128], flags_name[256];

	ident(pname, sizeof(pname), p->name, "arg");
	snprintf(flags_name, sizeof(flags_name), "%s_%s", flags_prefix, pname);
	/* a size parameter: the length of the buffer that names it */
	for (uint32_t k = 0; k < spec->param_count; k++)
		if (spec->params[k].size_param_idx == (int32_t)idx && k != idx) {
			char target[128];

			ident(target, sizeof(target), spec->params[k].name, "arg");
			kapi__strbuf_printf(sb, "len[%s, %s]", target, itype);
			return;
		}
	switch (p->type) {
	case KAPI_TYPE_FD:
		kapi__strbuf_printf(sb, "%s", fd_resource(spec, call, pname, idx));
		return;
	case KAPI_TYPE_PATH:
		kapi__strbuf_printf(sb, "ptr[in, filename%s]", opt);
		return;
	case KAPI_TYPE_STRING:
		if (!strcmp(dir, "in"))
			kapi__strbuf_printf(sb, "ptr[in, string%s]", opt);
		else
			kapi__strbuf_printf(sb, "buffer[%s]", dir);
		return;
	case KAPI_TYPE_USER_PTR:
	case KAPI_TYPE_PTR:
		st = find_struct(spec, p->type_name);
		if (st) {
			char sname[128];

			ident(sname, sizeof(sname), st->name, "data");
			define_struct(z, spec, st, sname);
			kapi__strbuf_printf(sb, "ptr[%s, %s%s]", dir, sname, opt);
		} else if (p->size_param_idx < 0 && pointee_int(p->type_name)) {
			kapi__strbuf_printf(sb, "ptr[%s, %s%s]", dir,
					    pointee_int(p->type_name), opt);
		} else if (*opt) {
			kapi__strbuf_printf(sb, "ptr[%s, array[int8], opt]", dir);
		} else {
			kapi__strbuf_printf(sb, "buffer[%s]", dir);
		}
		return;
	case KAPI_TYPE_BOOL:
		kapi__strbuf_printf(sb, "%s", !strcmp(itype, "intptr") ? "boolptr" :
					      !strcmp(itype, "int64") ? "bool64" :
					      !strcmp(itype, "int16") ? "bool16" :
					      !strcmp(itype, "int8") ? "bool8" : "bool32");
		return;
	case KAPI_TYPE_INT:
	case KAPI_TYPE_UINT:
	case KAPI_TYPE_ENUM:
	case KAPI_TYPE_HEX:
	case KAPI_TYPE_BITMAP:
		put_scalar(z, sb, flags_name, itype, p->constraint_type,
			   p->constraint_expr, p->valid_mask, p->enum_values,
			   p->enum_count, p->min_value, p->max_value);
		return;
	default:
		kapi__strbuf_printf(sb, "intptr");
		return;
	}
}

/* ---- calls -------------------------------------------------------------- */

static void flush_defs(struct syz *z)
{
	if (z->defs.len) {
		kapi__out_write(z->out, z->defs.buf, z->defs.len);
		z->defs.len = 0;
	}
}

static void put_syscall(struct syz *z, const struct kernel_api_spec *spec)
{
	const char *call = kapi__syscall_name(spec);
	long nr = kapi_syscall__nr(call);
	const struct kapi_return_spec *r = &spec->return_spec;
	struct kapi_strbuf line;
	char name[128];

	if (nr < 0) {
		comment(z->out, spec->name, "not an x86_64 syscall, not described");
		kapi__out_puts(z->out, "\n");
		return;
	}
	ident(name, sizeof(name), kapi_syscall__name(nr), "call");
	comment(z->out, spec->name, spec->description);
	kapi__strbuf_init(&line);
	kapi__strbuf_printf(&line, "%s(", name);
	for (uint32_t i = 0; i < spec->param_count; i++) {
		char pname[128];

		ident(pname, sizeof(pname), spec->params[i].name, "arg");
		kapi__strbuf_printf(&line, "%s%s ", i ? ", " : "", pname);
		put_arg(z, &line, spec, name, name, i);
	}
	kapi__strbuf_add(&line, ")", 1);
	if (r->type == KAPI_TYPE_FD || r->check_type == KAPI_RETURN_FD) {
		const char *res = created_resource(name);

		kapi__strbuf_printf(&line, " %s", res ? res : "fd");
	}
	kapi__strbuf_add(&line, "\n", 1);
	if (!line.failed)
		kapi__out_write(z->out, line.buf, line.len);
	kapi__strbuf_free(&line);
	flush_defs(z);
	kapi__out_puts(z->out, "\n");
}

static void put_ioctl(struct syz *z, const struct kernel_api_spec *spec)
{
	char cmd[128], call[300];
	const struct kapi_struct_spec *st = NULL;
	uint32_t fields = 0;
	struct kapi_strbuf line;
	bool in = false, out = false;

	ident(cmd, sizeof(cmd), spec->cmd_name && spec->cmd_name[0] ?
				spec->cmd_name : spec->name, "cmd");
	snprintf(call, sizeof(call), "ioctl$%s", cmd);
	/* a number several drivers' specs share (KVM_CHECK_EXTENSION on
	 * /dev/kvm and on a VM, TUNSETIFF on tun and macvtap): the second
	 * call is named after its spec */
	if (seen(z, call)) {
		char own[128];

		ident(own, sizeof(own), spec->name, "cmd");
		for (char *p = own; *p; p++)
			*p = (char)toupper((unsigned char)*p);
		snprintf(call, sizeof(call), "ioctl$%s", own);
		if (seen(z, call)) {
			ident(own, sizeof(own), spec->file_ops_name ?
			      spec->file_ops_name : "other", "fops");
			snprintf(call, sizeof(call), "ioctl$%s_%s", cmd, own);
		}
	}
	comment(z->out, spec->name, spec->description);
	kapi__strbuf_init(&line);
	kapi__strbuf_printf(&line, "%s(fd fd, cmd const[%s]", call, cmd);
	/* the parameters are the fields of the argument structure */
	if (spec->struct_spec_count && spec->param_count > 1) {
		st = &spec->struct_specs[0];
		for (uint32_t i = 0; i < spec->param_count; i++) {
			uint32_t f = spec->params[i].flags;

			fields += !!field_param(spec, spec->params[i].name);
			in |= (f & (KAPI_PARAM_IN | KAPI_PARAM_INOUT)) != 0;
			out |= (f & (KAPI_PARAM_OUT | KAPI_PARAM_INOUT)) != 0;
		}
	}
	if (st && fields) {
		char sname[128];

		ident(sname, sizeof(sname), st->name, "data");
		define_struct(z, spec, st, sname);
		kapi__strbuf_printf(&line, ", arg ptr[%s, %s]",
				    in && out ? "inout" : out ? "out" : "in",
				    sname);
	} else if (spec->param_count == 1) {
		kapi__strbuf_add(&line, ", arg ", 6);
		put_arg(z, &line, spec, call, cmd, 0);
	}
	kapi__strbuf_add(&line, ")", 1);
	if (spec->return_spec.type == KAPI_TYPE_FD ||
	    spec->return_spec.check_type == KAPI_RETURN_FD)
		kapi__strbuf_add(&line, " fd", 3);
	kapi__strbuf_add(&line, "\n", 1);
	if (!line.failed)
		kapi__out_write(z->out, line.buf, line.len);
	kapi__strbuf_free(&line);
	flush_defs(z);
	kapi__out_puts(z->out, "\n");
}

/*
 * The resources the calls use, declared so the file stands alone (fd
 * itself is syzkaller's built-in base).
 */
static void put_resources(struct syz *z,
			  const struct kernel_api_spec *const *specs, size_t count)
{
	static const char *const all[] = {
		"fd_epoll", "fd_event", "fd_timer", "fd_inotify", "fd_signal",
		"fd_memfd", "fd_pidfd", "fd_fanotify", "fd_uffd", "fd_io_uring",
		"fd_perf", "fd_ruleset", "fd_fscontext", "fd_mq", "sock",
		"fd_dir",
	};
	bool any = false;

	for (size_t r = 0; r < KAPI_ARRAY_SIZE(all); r++) {
		bool used = false;

		for (size_t i = 0; !used && i < count; i++) {
			const struct kernel_api_spec *s = specs[i];
			const char *call = kapi__syscall_name(s);

			if (s->api_type != KAPI_API_FUNCTION)
				continue;
			if (created_resource(call) &&
			    !strcmp(created_resource(call), all[r]))
				used = true;
			for (uint32_t k = 0; !used && k < s->param_count; k++)
				if (s->params[k].type == KAPI_TYPE_FD &&
				    s->params[k].name &&
				    !strcmp(fd_resource(s, call, s->params[k].name, k),
					    all[r]))
					used = true;
		}
		if (!used)
			continue;
		if (!strcmp(all[r], "fd_dir"))
			kapi__out_puts(z->out, "resource fd_dir[fd]: 0xffffffffffffff9c\n");
		else
			kapi__out_printf(z->out, "resource %s[fd]\n", all[r]);
		any = true;
	}
	if (any)
		kapi__out_puts(z->out, "\n");
}

int kapi__emit_syzlang(struct kapi_out *out,
		       const struct kernel_api_spec *const *specs, size_t count,
		       const struct kapi_emit_opts *opts)
{
	struct syz z;

	(void)opts;
	memset(&z, 0, sizeof(z));
	z.out = out;
	kapi__strbuf_init(&z.defs);
	kapi__out_printf(out,
		"# Syzkaller descriptions generated by kapi %s from %zu specs.\n"
		"# Syscalls and resources take syzkaller's names, so these replace\n"
		"# the descriptions of the same syscalls; constants keep their uapi\n"
		"# names for syz-extract.  The resource fd is syzkaller's own.\n\n",
		kapi_version(), count);
	put_resources(&z, specs, count);
	for (size_t i = 0; i < count && !out->err; i++) {
		const struct kernel_api_spec *s = specs[i];

		if (s->api_type == KAPI_API_FUNCTION)
			put_syscall(&z, s);
		else if (s->api_type == KAPI_API_IOCTL)
			put_ioctl(&z, s);
		else
			kapi__out_printf(out, "# %s: a sysfs attribute, not a call\n\n",
					 s->name);
	}
	for (size_t i = 0; i < z.done_count; i++)
		free(z.done[i]);
	if (z.defs.failed && !out->err)
		out->err = -ENOMEM;
	kapi__strbuf_free(&z.defs);
	return out->err;
}

// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * Kernel function specs (api_type function, not named sys_*) against the
 * running kernel's BTF: the function must be there (V006), with the
 * spec's parameter count (V003), names (V004) and C types (V005).  BTF is
 * read with libbpf; built without it, there is nothing to compare with.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check/change.h"
#include "live/live.h"

bool kapi__is_kernel_function(const struct kernel_api_spec *s)
{
	return s->api_type == KAPI_API_FUNCTION && strncmp(s->name, "sys_", 4);
}

#ifndef KAPI_HAVE_BPF

int kapi__btf_proto(const char *btf_path, const char *fn,
		    struct kapi__btf_proto *p)
{
	(void)btf_path, (void)fn, (void)p;
	return -EOPNOTSUPP;
}

int kapi__verify_btf(const struct kapi_registry *reg, const char *btf_path,
		     struct kapi_changes *out)
{
	(void)reg, (void)btf_path, (void)out;
	return -EOPNOTSUPP;
}

#else

#include <bpf/btf.h>
#include <bpf/libbpf.h>

/* A type's C spelling, as btf_dump writes a declaration without a name. */
struct decl {
	char buf[KAPI__BTF_TYPE_LEN];
	size_t len;
};

static void decl_printf(void *ctx, const char *fmt, va_list ap)
{
	struct decl *d = ctx;

	if (d->len < sizeof(d->buf))
		d->len += (size_t)vsnprintf(d->buf + d->len, sizeof(d->buf) - d->len,
					   fmt, ap);
}

/* "struct file  *" -> "struct file *": single spaces, none at the ends */
static void squeeze(char *s)
{
	char *o = s;
	bool space = false;

	for (const char *p = s; *p; p++) {
		if (*p == ' ' || *p == '\t') {
			space = o != s;
			continue;
		}
		if (space)
			*o++ = ' ';
		space = false;
		*o++ = *p;
	}
	*o = '\0';
}

/* The dumper writes to a context fixed at creation: route it per call. */
static struct decl *current_decl;

static void route_printf(void *ctx, const char *fmt, va_list ap)
{
	(void)ctx;
	if (current_decl)
		decl_printf(current_decl, fmt, ap);
}

static int proto_fill(const struct btf *btf, struct btf_dump *dump,
		      const char *fn, struct kapi__btf_proto *p)
{
	const struct btf_type *t, *proto;
	const struct btf_param *params;
	int id = btf__find_by_name_kind(btf, fn, BTF_KIND_FUNC);

	memset(p, 0, sizeof(*p));
	if (id <= 0)
		return -ENOENT;
	t = btf__type_by_id(btf, (__u32)id);
	proto = t ? btf__type_by_id(btf, t->type) : NULL;
	if (!proto || !btf_is_func_proto(proto))
		return -ENOENT;
	p->nargs = btf_vlen(proto);
	p->ret_void = proto->type == 0;
	p->ret_size = p->ret_void ? 0 : (int)btf__resolve_size(btf, proto->type);
	params = btf_params(proto);
	for (int i = 0; i < p->nargs && i < KAPI__BTF_MAX_ARGS; i++) {
		DECLARE_LIBBPF_OPTS(btf_dump_emit_type_decl_opts, o,
				    .field_name = "");
		struct decl d = { .len = 0 };

		snprintf(p->name[i], sizeof(p->name[i]), "%s",
			 btf__name_by_offset(btf, params[i].name_off));
		d.buf[0] = '\0';
		current_decl = &d;
		btf_dump__emit_type_decl(dump, params[i].type, &o);
		current_decl = NULL;
		squeeze(d.buf);
		snprintf(p->type[i], sizeof(p->type[i]), "%s", d.buf);
	}
	return 0;
}

static struct btf *load_btf(const char *path)
{
	return path ? btf__parse(path, NULL) : btf__load_vmlinux_btf();
}

int kapi__btf_proto(const char *btf_path, const char *fn,
		    struct kapi__btf_proto *p)
{
	struct btf *btf = load_btf(btf_path);
	struct btf_dump *dump;
	int err;

	if (!btf)
		return errno ? -errno : -ENOENT;
	dump = btf_dump__new(btf, route_printf, NULL, NULL);
	if (!dump) {
		btf__free(btf);
		return -ENOMEM;
	}
	err = proto_fill(btf, dump, fn, p);
	btf_dump__free(dump);
	btf__free(btf);
	return err;
}

int kapi__verify_btf(const struct kapi_registry *reg, const char *btf_path,
		     struct kapi_changes *out)
{
	struct btf *btf = NULL;
	struct btf_dump *dump = NULL;
	int err = 0;

	for (size_t i = 0; !err && i < kapi_registry__count(reg); i++) {
		const struct kernel_api_spec *s = kapi_registry__at(reg, i);
		struct kapi__btf_proto p;

		if (!kapi__is_kernel_function(s))
			continue;
		if (!btf) {
			btf = load_btf(btf_path);
			if (!btf)
				return errno ? -errno : -ENOENT;
			dump = btf_dump__new(btf, route_printf, NULL, NULL);
			if (!dump) {
				err = -ENOMEM;
				break;
			}
		}
		if (proto_fill(btf, dump, s->name, &p)) {
			err = kapi__verify_add(out, "V006", s, "",
					       "the running kernel's BTF has no "
					       "function %s", s->name);
			continue;
		}
		if ((int)s->param_count != p.nargs) {
			err = kapi__verify_add(out, "V003", s, "parameters",
					       "%u parameters, the kernel's "
					       "prototype has %d",
					       s->param_count, p.nargs);
			continue;
		}
		for (int k = 0; k < p.nargs && k < KAPI__BTF_MAX_ARGS && !err; k++) {
			const struct kapi_param_spec *q = &s->params[k];
			char type[KAPI__BTF_TYPE_LEN];

			snprintf(type, sizeof(type), "%s",
				 q->type_name ? q->type_name : "");
			squeeze(type);
			err = kapi__verify_param(out, s, k, type, p.name[k],
						 p.type[k]);
		}
	}
	btf_dump__free(dump);
	btf__free(btf);
	return err;
}

#endif /* KAPI_HAVE_BPF */

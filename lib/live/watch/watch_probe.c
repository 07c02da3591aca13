// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * What the running kernel lets kapi watch do, read from its BTF before
 * anything loads: which variant of a program fits it, which checks can run
 * in the kernel and which cannot.  The same object then loads on every
 * kernel from 5.15 with BTF on.
 */
#include <errno.h>
#include <string.h>

#include "live/watch/watch_int.h"

#ifdef KAPI_HAVE_BPF

#include <bpf/btf.h>
#include <bpf/libbpf.h>

/* Whether enum bpf_func_id has value name: the kernel has that helper. */
static bool has_helper(const struct btf *btf, const char *name)
{
	int id = btf__find_by_name_kind(btf, "bpf_func_id", BTF_KIND_ENUM);
	const struct btf_type *t = id > 0 ? btf__type_by_id(btf, id) : NULL;
	const struct btf_enum *e;

	if (!t)
		return false;
	e = btf_enum(t);
	for (int i = 0; i < btf_vlen(t); i++)
		if (!strcmp(btf__name_by_offset(btf, e[i].name_off), name))
			return true;
	return false;
}

/* The number of arguments of raw tracepoint tp (its btf_trace_ typedef,
 * less the context), or -1. */
static int tracepoint_args(const struct btf *btf, const char *tp)
{
	char name[128];
	const struct btf_type *t;
	int id;

	snprintf(name, sizeof(name), "btf_trace_%s", tp);
	id = btf__find_by_name_kind(btf, name, BTF_KIND_TYPEDEF);
	t = id > 0 ? btf__type_by_id(btf, id) : NULL;
	if (t && btf_is_typedef(t))
		t = btf__type_by_id(btf, t->type);
	if (t && btf_is_ptr(t))
		t = btf__type_by_id(btf, t->type);
	if (!t || !btf_is_func_proto(t))
		return -1;
	return btf_vlen(t) - 1;
}

int kapi__watch_kernel_probe(struct kapi__watch_kernel *k)
{
	memset(k, 0, sizeof(*k));
	snprintf(k->release, sizeof(k->release), "%s", kapi__watch_release());
	k->btf = btf__load_vmlinux_btf();
	if (!k->btf)
		return errno ? -errno : -ENOENT;
	k->group_dead = tracepoint_args(k->btf, "sched_process_exit") >= 2;
	k->loop = has_helper(k->btf, "BPF_FUNC_loop");
	k->func_args = has_helper(k->btf, "BPF_FUNC_get_func_arg");
	return 0;
}

int kapi__watch_fn_shape(const struct kapi__watch_kernel *k, const char *fn,
			 struct kapi__watch_fn *shape)
{
	int id = btf__find_by_name_kind(k->btf, fn, BTF_KIND_FUNC);
	const struct btf_type *t = id > 0 ? btf__type_by_id(k->btf, id) : NULL;

	memset(shape, 0, sizeof(*shape));
	t = t ? btf__type_by_id(k->btf, t->type) : NULL;
	if (!t || !btf_is_func_proto(t))
		return -ENOENT;
	shape->nargs = btf_vlen(t);
	shape->ret_void = t->type == 0;
	shape->ret_size = t->type ? (int)btf__resolve_size(k->btf, t->type) : 0;
	return 0;
}

void kapi__watch_kernel_free(struct kapi__watch_kernel *k)
{
	btf__free(k->btf);
	k->btf = NULL;
}

#endif /* KAPI_HAVE_BPF */

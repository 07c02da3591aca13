// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * The registry: a set of specs kept in name order, with lookups by name,
 * syscall number, ioctl command and sysfs path.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/model.h"

/* Where a loaded spec came from; kept apart so built-in specs cost nothing. */
struct origin {
	const struct kernel_api_spec *spec;
	const char *where;
};

struct kapi_registry {
	const struct kernel_api_spec **specs;
	size_t count;
	size_t cap;
	bool sorted;
	struct kapi_arena *arena;	/* owns loaded specs */
	struct origin *origins;
	size_t origin_count, origin_cap;
	bool origins_sorted;
	enum kapi_arch arch;		/* whose errno values the specs carry */
};

/* The built-in corpus; the linker script kapi_specs.ld defines the bounds. */
extern const struct kernel_api_spec *const __start_kapi_specs[]
	__attribute__((weak, visibility("hidden")));
extern const struct kernel_api_spec *const __stop_kapi_specs[]
	__attribute__((weak, visibility("hidden")));

int kapi_registry__new(struct kapi_registry **out)
{
	struct kapi_registry *reg = calloc(1, sizeof(*reg));

	if (!reg)
		return -ENOMEM;
	reg->sorted = true;
	reg->arch = kapi_arch__native();
	*out = reg;
	return 0;
}

void kapi_registry__free(struct kapi_registry *reg)
{
	if (!reg)
		return;
	free(reg->specs);
	free(reg->origins);
	kapi__arena_free(reg->arena);
	free(reg);
}

struct kapi_arena *kapi__registry_arena(struct kapi_registry *reg)
{
	if (!reg->arena)
		reg->arena = kapi__arena_new();
	return reg->arena;
}

int kapi__registry_set_origin(struct kapi_registry *reg,
			      const struct kernel_api_spec *spec,
			      const char *where)
{
	struct kapi_arena *a = kapi__registry_arena(reg);
	char *copy;

	if (!a)
		return -ENOMEM;
	copy = kapi__arena_strndup(a, where, strlen(where));
	if (!copy)
		return -ENOMEM;
	if (kapi__grow(&reg->origins, &reg->origin_cap, reg->origin_count,
		       sizeof(*reg->origins), 64))
		return -ENOMEM;
	reg->origins[reg->origin_count++] = (struct origin){ spec, copy };
	reg->origins_sorted = false;
	return 0;
}

static int by_spec(const void *a, const void *b)
{
	const struct origin *x = a, *y = b;

	return x->spec < y->spec ? -1 : x->spec > y->spec;
}

const char *kapi_registry__origin(const struct kapi_registry *creg,
				  const struct kernel_api_spec *spec)
{
	struct kapi_registry *reg = (struct kapi_registry *)creg;
	struct origin key = { spec, NULL }, *hit;

	if (!reg || !spec || !reg->origin_count)
		return NULL;
	if (!reg->origins_sorted) {
		qsort(reg->origins, reg->origin_count, sizeof(*reg->origins),
		      by_spec);
		reg->origins_sorted = true;
	}
	hit = bsearch(&key, reg->origins, reg->origin_count,
		      sizeof(*reg->origins), by_spec);
	return hit ? hit->where : NULL;
}

int kapi_registry__add(struct kapi_registry *reg,
		       const struct kernel_api_spec *spec)
{
	if (!reg || !spec || !spec->name)
		return -EINVAL;
	if (kapi__grow(&reg->specs, &reg->cap, reg->count, sizeof(*reg->specs),
		       64))
		return -ENOMEM;
	reg->specs[reg->count++] = spec;
	reg->sorted = false;
	return 0;
}

int kapi_registry__add_builtin(struct kapi_registry *reg)
{
	const struct kernel_api_spec *const *p;
	int err;

	if (!__start_kapi_specs || !__stop_kapi_specs)
		return 0;
	for (p = __start_kapi_specs; p < __stop_kapi_specs; p++) {
		err = kapi_registry__add(reg, *p);
		if (err)
			return err;
	}
	return 0;
}

static int by_name(const void *a, const void *b)
{
	const struct kernel_api_spec *const *x = a, *const *y = b;

	return strcmp((*x)->name, (*y)->name);
}

/* Sorting is deferred to the first lookup; the registry is logically const. */
static void ensure_sorted(const struct kapi_registry *creg)
{
	struct kapi_registry *reg = (struct kapi_registry *)creg;

	if (reg->sorted)
		return;
	if (reg->count > 1)
		qsort(reg->specs, reg->count, sizeof(*reg->specs), by_name);
	reg->sorted = true;
}

size_t kapi_registry__count(const struct kapi_registry *reg)
{
	return reg ? reg->count : 0;
}

const struct kernel_api_spec *kapi_registry__at(const struct kapi_registry *reg,
						size_t idx)
{
	if (!reg || idx >= reg->count)
		return NULL;
	ensure_sorted(reg);
	return reg->specs[idx];
}

static const struct kernel_api_spec *find_exact(const struct kapi_registry *reg,
						const char *name)
{
	size_t lo = 0, hi = reg->count;

	ensure_sorted(reg);
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		int c = strcmp(name, reg->specs[mid]->name);

		if (!c)
			return reg->specs[mid];
		if (c < 0)
			hi = mid;
		else
			lo = mid + 1;
	}
	return NULL;
}

const struct kernel_api_spec *
kapi_registry__find(const struct kapi_registry *reg, const char *name)
{
	const struct kernel_api_spec *spec;
	char buf[128];

	if (!reg || !name)
		return NULL;
	spec = find_exact(reg, name);
	if (spec)
		return spec;
	if (strlen(name) < sizeof(buf) - 4) {
		snprintf(buf, sizeof(buf), "sys_%s", name);
		spec = find_exact(reg, buf);
		if (spec && spec->api_type == KAPI_API_FUNCTION)
			return spec;
	}
	for (size_t i = 0; i < reg->count; i++)
		if (reg->specs[i]->cmd_name &&
		    !strcmp(reg->specs[i]->cmd_name, name))
			return reg->specs[i];
	return NULL;
}

const struct kernel_api_spec *
kapi_registry__find_syscall(const struct kapi_registry *reg, long nr)
{
	const char *name = reg ? kapi_syscall__name_arch(reg->arch, nr) : NULL;
	const struct kernel_api_spec *spec;
	char buf[128];

	if (!reg || !name)
		return NULL;
	/* the kernel's name where it differs from the table's (stat: newstat) */
	snprintf(buf, sizeof(buf), "sys_%s", kapi_syscall__kernel_name(name));
	spec = find_exact(reg, buf);
	return spec && spec->api_type == KAPI_API_FUNCTION ? spec : NULL;
}

const struct kernel_api_spec *
kapi_registry__find_ioctl(const struct kapi_registry *reg, uint32_t cmd)
{
	if (!reg)
		return NULL;
	ensure_sorted(reg);
	for (size_t i = 0; i < reg->count; i++)
		if (reg->specs[i]->api_type == KAPI_API_IOCTL &&
		    reg->specs[i]->cmd == cmd)
			return reg->specs[i];
	return NULL;
}

/* Matches a concrete path against a pattern whose <x> components are wild. */
static bool sysfs_path_match(const char *pattern, const char *path)
{
	while (*pattern && *path) {
		const char *pe = strchrnul(pattern, '/');
		const char *qe = strchrnul(path, '/');
		size_t pl = (size_t)(pe - pattern), ql = (size_t)(qe - path);
		bool wild = pl >= 2 && pattern[0] == '<' && pattern[pl - 1] == '>';

		if (wild ? ql == 0 : (pl != ql || memcmp(pattern, path, pl)))
			return false;
		pattern = *pe ? pe + 1 : pe;
		path = *qe ? qe + 1 : qe;
		if (!*pe != !*qe)
			return false;
	}
	return !*pattern && !*path;
}

const struct kernel_api_spec *
kapi_registry__find_sysfs(const struct kapi_registry *reg, const char *path)
{
	if (!reg || !path)
		return NULL;
	ensure_sorted(reg);
	for (size_t i = 0; i < reg->count; i++) {
		const struct kernel_api_spec *spec = reg->specs[i];

		if (spec->api_type != KAPI_API_SYSFS || !spec->param_count ||
		    !spec->params[0].sysfs_path)
			continue;
		if (sysfs_path_match(spec->params[0].sysfs_path, path))
			return spec;
	}
	return NULL;
}

enum kapi_arch kapi_registry__arch(const struct kapi_registry *reg)
{
	return reg ? reg->arch : kapi_arch__native();
}

/* An errno as from numbers it, as to numbers it (same sign). */
static int32_t errno_for(enum kapi_arch from, enum kapi_arch to, int32_t code,
			 const char *name)
{
	int v;

	if (!name)
		name = kapi_errno__name_arch(from, code);
	v = name ? kapi_errno__value_arch(to, name) : 0;
	if (!v)
		return code;
	return code > 0 ? v : -v;
}

static bool errnos_change(const struct kernel_api_spec *s, enum kapi_arch from,
			  enum kapi_arch to)
{
	for (uint32_t i = 0; i < s->error_count; i++)
		if (errno_for(from, to, s->errors[i].error_code,
			      s->errors[i].name) != s->errors[i].error_code)
			return true;
	for (uint32_t i = 0; i < s->return_spec.error_count; i++)
		if (errno_for(from, to, (int32_t)s->return_spec.error_values[i],
			      NULL) != s->return_spec.error_values[i])
			return true;
	for (uint32_t i = 0; i < s->signal_count; i++)
		if (s->signals[i].error_on_signal &&
		    errno_for(from, to, s->signals[i].error_on_signal, NULL) !=
		    s->signals[i].error_on_signal)
			return true;
	return false;
}

/* A copy of spec whose errors and signals carry arch's errno values. */
static struct kernel_api_spec *retarget(struct kapi_arena *a,
					const struct kernel_api_spec *s,
					enum kapi_arch from, enum kapi_arch to)
{
	struct kernel_api_spec *copy = kapi__arena_dup(a, s, sizeof(*s));
	struct kapi_error_spec *errs = NULL;
	struct kapi_signal_spec *sigs = NULL;

	if (!copy)
		return NULL;
	if (s->error_count) {
		errs = kapi__arena_dup(a, s->errors,
				       s->error_count * sizeof(*errs));
		if (!errs)
			return NULL;
		for (uint32_t i = 0; i < s->error_count; i++)
			errs[i].error_code = errno_for(from, to, errs[i].error_code,
						       errs[i].name);
		copy->errors = errs;
	}
	if (s->return_spec.error_count) {
		int64_t *vals = kapi__arena_dup(a, s->return_spec.error_values,
						s->return_spec.error_count *
						sizeof(*vals));

		if (!vals)
			return NULL;
		for (uint32_t i = 0; i < s->return_spec.error_count; i++)
			vals[i] = errno_for(from, to, (int32_t)vals[i], NULL);
		copy->return_spec.error_values = vals;
	}
	if (s->signal_count) {
		sigs = kapi__arena_dup(a, s->signals,
				       s->signal_count * sizeof(*sigs));
		if (!sigs)
			return NULL;
		for (uint32_t i = 0; i < s->signal_count; i++)
			if (sigs[i].error_on_signal)
				sigs[i].error_on_signal =
					errno_for(from, to, sigs[i].error_on_signal, NULL);
		copy->signals = sigs;
	}
	return copy;
}

int kapi_registry__set_arch(struct kapi_registry *reg, enum kapi_arch arch)
{
	struct kapi_arena *a;

	if (!reg || (unsigned int)arch >= KAPI_ARCH__COUNT)
		return -EINVAL;
	for (size_t i = 0; i < reg->count; i++) {
		const struct kernel_api_spec *old = reg->specs[i];
		struct kernel_api_spec *copy;

		if (!errnos_change(old, reg->arch, arch))
			continue;
		a = kapi__registry_arena(reg);
		copy = a ? retarget(a, old, reg->arch, arch) : NULL;
		if (!copy)
			return -ENOMEM;
		reg->specs[i] = copy;
		for (size_t j = 0; j < reg->origin_count; j++)
			if (reg->origins[j].spec == old) {
				reg->origins[j].spec = copy;
				reg->origins_sorted = false;
			}
	}
	reg->arch = arch;
	return 0;
}

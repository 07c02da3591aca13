// SPDX-License-Identifier: GPL-2.0
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
	const char *name = kapi_syscall__name(nr);
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

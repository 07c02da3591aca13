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
	enum kapi_arch flags_arch;	/* whose flag and enum constants */
	uint32_t kver;			/* the release judged, 0: none */
	/*
	 * Names hashed to their first spec: adding and looking up stay
	 * constant time while loading, where a sorted array would be
	 * re-sorted after every add.
	 */
	const struct kernel_api_spec **hash;
	size_t hash_cap;		/* a power of two, or 0 */
};

/* The built-in corpus; the linker script kapi_specs.ld defines the bounds. */
extern const struct kernel_api_spec *const __start_kapi_specs[]
	__attribute__((weak, visibility("hidden")));
extern const struct kernel_api_spec *const __stop_kapi_specs[]
	__attribute__((weak, visibility("hidden")));

/* The newest since and the oldest until the built-in corpus's version
 * facts name (0: none), found at build time (tools/gen-trace-filter.c);
 * the library alone has no such table. */
extern const uint32_t kapi__prebuilt_release_span[2]
	__attribute__((weak, visibility("hidden")));

/* An order-free digest of a set of spec addresses. */
static void digest(uintptr_t p, uintptr_t *sum, uintptr_t *mix)
{
	*sum += p;
	*mix ^= p * (uintptr_t)0x9e3779b97f4a7c15ull;
}

/*
 * Whether reg holds the built-in specs and nothing else.  The digest is
 * blind to order, so the registry is taken as it stands, not sorted.
 */
bool kapi__registry_only_builtin(const struct kapi_registry *reg)
{
	size_t n = (size_t)(__stop_kapi_specs - __start_kapi_specs), count;
	const struct kernel_api_spec *const *specs =
		kapi__registry_specs(reg, &count);
	uintptr_t s1 = 0, m1 = 0, s2 = 0, m2 = 0;

	if (!__start_kapi_specs || !__stop_kapi_specs || count != n)
		return false;
	for (size_t i = 0; i < n; i++) {
		digest((uintptr_t)__start_kapi_specs[i], &s1, &m1);
		digest((uintptr_t)specs[i], &s2, &m2);
	}
	return s1 == s2 && m1 == m2;
}

int kapi_registry__new(struct kapi_registry **out)
{
	struct kapi_registry *reg = calloc(1, sizeof(*reg));

	if (!reg)
		return -ENOMEM;
	reg->sorted = true;
	reg->arch = kapi_arch__native();
	reg->flags_arch = reg->arch;
	*out = reg;
	return 0;
}

void kapi_registry__free(struct kapi_registry *reg)
{
	if (!reg)
		return;
	free(reg->specs);
	free(reg->hash);
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

static size_t name_hash(const char *s)
{
	size_t h = 5381;

	while (*s)
		h = h * 33 ^ (unsigned char)*s++;
	return h;
}

/* Puts spec in the hash unless its name is there already. */
static void hash_put(const struct kernel_api_spec **tab, size_t cap,
		     const struct kernel_api_spec *spec)
{
	for (size_t i = name_hash(spec->name) & (cap - 1);; i = (i + 1) & (cap - 1)) {
		if (!tab[i]) {
			tab[i] = spec;
			return;
		}
		if (!strcmp(tab[i]->name, spec->name))
			return;
	}
}

/* Room in the hash for n specs in all, at most half full. */
static int hash_reserve(struct kapi_registry *reg, size_t n)
{
	if (n * 2 > reg->hash_cap) {
		size_t cap = reg->hash_cap ? reg->hash_cap : 256;
		const struct kernel_api_spec **tab;

		while (n * 2 > cap)
			cap *= 2;
		tab = calloc(cap, sizeof(*tab));

		if (!tab)
			return -ENOMEM;
		for (size_t i = 0; i < reg->count; i++)
			hash_put(tab, cap, reg->specs[i]);
		free(reg->hash);
		reg->hash = tab;
		reg->hash_cap = cap;
	}
	return 0;
}

/*
 * The name hash is made on the first lookup by name (or before the first
 * sort, so that of two specs with one name the first added stays the one
 * found): a run that looks nothing up by name, such as kapi trace whose
 * program makes no call to judge, never reads the specs' names.  Once
 * made, every spec added goes in.  The registry is logically const.
 */
static bool hash_ready(const struct kapi_registry *creg)
{
	struct kapi_registry *reg = (struct kapi_registry *)creg;

	return reg->hash_cap || (reg->count && !hash_reserve(reg, reg->count));
}

static int hash_add(struct kapi_registry *reg,
		    const struct kernel_api_spec *spec)
{
	if (!reg->hash_cap)
		return 0;
	if (hash_reserve(reg, reg->count + 1))
		return -ENOMEM;
	hash_put(reg->hash, reg->hash_cap, spec);
	return 0;
}

const struct kernel_api_spec *
kapi__registry_find_exact(const struct kapi_registry *reg, const char *name)
{
	if (!reg || !name)
		return NULL;
	if (!hash_ready(reg)) {
		/* no memory for the hash: the first of the name, the slow way */
		for (size_t i = 0; i < reg->count; i++)
			if (!strcmp(reg->specs[i]->name, name))
				return reg->specs[i];
		return NULL;
	}
	for (size_t i = name_hash(name) & (reg->hash_cap - 1); reg->hash[i];
	     i = (i + 1) & (reg->hash_cap - 1))
		if (!strcmp(reg->hash[i]->name, name))
			return reg->hash[i];
	return NULL;
}

int kapi_registry__add(struct kapi_registry *reg,
		       const struct kernel_api_spec *spec)
{
	if (!reg || !spec || !spec->name)
		return -EINVAL;
	if (kapi__grow(&reg->specs, &reg->cap, reg->count, sizeof(*reg->specs),
		       64))
		return -ENOMEM;
	if (hash_add(reg, spec))
		return -ENOMEM;
	reg->specs[reg->count++] = spec;
	reg->sorted = false;
	return 0;
}

int kapi_registry__add_builtin(struct kapi_registry *reg)
{
	const struct kernel_api_spec *const *p;
	size_t n;
	int err;

	if (!__start_kapi_specs || !__stop_kapi_specs)
		return 0;
	/* room for the whole corpus at once: no array or hash regrown */
	n = reg->count + (size_t)(__stop_kapi_specs - __start_kapi_specs);
	if (n > reg->cap) {
		const struct kernel_api_spec **specs =
			realloc(reg->specs, n * sizeof(*specs));

		if (!specs)
			return -ENOMEM;
		reg->specs = specs;
		reg->cap = n;
	}
	/* the specs themselves are not read here (each has its name) */
	for (p = __start_kapi_specs; p < __stop_kapi_specs; p++) {
		err = hash_add(reg, *p);
		if (err)
			return err;
		reg->specs[reg->count++] = *p;
		reg->sorted = false;
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
	hash_ready(reg);
	if (reg->count > 1)
		qsort(reg->specs, reg->count, sizeof(*reg->specs), by_name);
	reg->sorted = true;
}

const struct kernel_api_spec *const *
kapi__registry_specs(const struct kapi_registry *reg, size_t *count)
{
	*count = reg ? reg->count : 0;
	return reg ? reg->specs : NULL;
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

	if (hash_ready(reg))
		return kapi__registry_find_exact(reg, name);
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

#define KAPI_ARCH_ENUM_MAX 512

/*
 * The values of parameter p's mask (one) or enum on arch to, into vals;
 * false when they are those of from, or the text does not give the values
 * the spec holds on from (then nothing is known to move).
 */
static bool param_moves(const struct kapi_param_spec *p, enum kapi_arch from,
			enum kapi_arch to, int64_t *vals, size_t *n)
{
	int64_t was[KAPI_ARCH_ENUM_MAX];
	size_t m, k;

	if (!p->constraint_expr || from == to ||
	    (p->constraint_type != KAPI_CONSTRAINT_MASK &&
	     p->constraint_type != KAPI_CONSTRAINT_ENUM) ||
	    kapi__flags_eval(from, p->constraint_expr, was, KAPI_ARCH_ENUM_MAX, &m) ||
	    kapi__flags_eval(to, p->constraint_expr, vals, KAPI_ARCH_ENUM_MAX, n) ||
	    *n != m)
		return false;
	if (p->constraint_type == KAPI_CONSTRAINT_MASK) {
		if (m != 1 || (uint64_t)was[0] != p->valid_mask)
			return false;
	} else {
		if (m != p->enum_count || !p->enum_values)
			return false;
		for (k = 0; k < m; k++)
			if (was[k] != p->enum_values[k])
				return false;
	}
	for (k = 0; k < m; k++)
		if (vals[k] != was[k])
			return true;
	return false;
}

/* Whether a range bound or the return's of s is a limit that moves. */
static bool bounds_move(const struct kernel_api_spec *s, enum kapi_arch from,
			enum kapi_arch to)
{
	const struct kapi_return_spec *r = &s->return_spec;

	for (uint32_t i = 0; i < s->param_count; i++) {
		const struct kapi_param_spec *p = &s->params[i];

		if (kapi__arch_bound(from, to, p->min_value) != p->min_value ||
		    kapi__arch_bound(from, to, p->max_value) != p->max_value)
			return true;
	}
	return kapi__arch_bound(from, to, r->success_min) != r->success_min ||
	       kapi__arch_bound(from, to, r->success_max) != r->success_max;
}

static bool params_change(const struct kernel_api_spec *s, enum kapi_arch from,
			  enum kapi_arch to)
{
	int64_t vals[KAPI_ARCH_ENUM_MAX];
	size_t n;

	if (from != to && bounds_move(s, from, to))
		return true;

	/* expressions name constants too; they are written from the
	 * specs' own (generic) text, so only a move away from it counts */
	for (uint32_t i = 0; from != to && i < s->constraint_count; i++)
		if (kapi__flags_moved(to, s->constraints[i].expression, NULL, 0))
			return true;

	for (uint32_t i = 0; i < s->param_count; i++)
		if (param_moves(&s->params[i], from, to, vals, &n))
			return true;
	return false;
}

/* The parameters of a copy, with their masks and enums on arch to. */
static struct kapi_param_spec *retarget_params(struct kapi_arena *a,
					       const struct kernel_api_spec *s,
					       enum kapi_arch from,
					       enum kapi_arch to)
{
	int64_t vals[KAPI_ARCH_ENUM_MAX];
	struct kapi_param_spec *ps = kapi__arena_dup(a, s->params,
						     s->param_count * sizeof(*ps));
	size_t n;

	if (!ps)
		return NULL;
	for (uint32_t i = 0; i < s->param_count; i++) {
		int64_t *e;

		ps[i].min_value = kapi__arch_bound(from, to, ps[i].min_value);
		ps[i].max_value = kapi__arch_bound(from, to, ps[i].max_value);
		if (!param_moves(&s->params[i], from, to, vals, &n))
			continue;
		if (ps[i].constraint_type == KAPI_CONSTRAINT_MASK) {
			ps[i].valid_mask = (uint64_t)vals[0];
			continue;
		}
		e = kapi__arena_dup(a, vals, n * sizeof(*e));
		if (!e)
			return NULL;
		ps[i].enum_values = e;
	}
	return ps;
}

/* A copy of spec whose errors and signals carry arch's errno values, and,
 * when flags (params_change()), whose masks, enums and expressions arch's
 * constants. */
static struct kernel_api_spec *retarget(struct kapi_arena *a,
					const struct kernel_api_spec *s,
					enum kapi_arch from, enum kapi_arch to,
					bool flags, enum kapi_arch flags_from,
					enum kapi_arch flags_to)
{
	struct kernel_api_spec *copy = kapi__arena_dup(a, s, sizeof(*s));
	struct kapi_error_spec *errs = NULL;
	struct kapi_signal_spec *sigs = NULL;

	if (!copy)
		return NULL;
	if (flags) {
		struct kapi_constraint_spec *cs;

		copy->params = retarget_params(a, s, flags_from, flags_to);
		if (!copy->params)
			return NULL;
		cs = kapi__arena_dup(a, s->constraints,
				     s->constraint_count * sizeof(*cs));
		if (s->constraint_count && !cs)
			return NULL;
		for (uint32_t i = 0; i < s->constraint_count; i++) {
			cs[i].expression = kapi__flags_rewrite(a, flags_to,
							       cs[i].expression);
			if (s->constraints[i].expression && !cs[i].expression)
				return NULL;
		}
		copy->constraints = cs;
		copy->return_spec.success_min = kapi__arch_bound(flags_from, flags_to,
				s->return_spec.success_min);
		copy->return_spec.success_max = kapi__arch_bound(flags_from, flags_to,
				s->return_spec.success_max);
	}
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

/* Spec i of the set becomes copy: its origin and its hash slot follow. */
static void replace(struct kapi_registry *reg, size_t i,
		    const struct kernel_api_spec *copy)
{
	const struct kernel_api_spec *old = reg->specs[i];

	reg->specs[i] = copy;
	for (size_t j = 0; j < reg->origin_count; j++)
		if (reg->origins[j].spec == old) {
			reg->origins[j].spec = copy;
			reg->origins_sorted = false;
		}
}

/* The hash points at specs just replaced: fill it again. */
static void rehash(struct kapi_registry *reg)
{
	if (!reg->hash_cap)
		return;
	memset(reg->hash, 0, reg->hash_cap * sizeof(*reg->hash));
	for (size_t i = 0; i < reg->count; i++)
		hash_put(reg->hash, reg->hash_cap, reg->specs[i]);
}

int kapi__registry_retarget(struct kapi_registry *reg, enum kapi_arch arch,
			    bool errnos)
{
	enum kapi_arch to;
	struct kapi_arena *a;
	bool changed = false;

	if (!reg || (unsigned int)arch >= KAPI_ARCH__COUNT)
		return -EINVAL;
	to = errnos ? arch : reg->arch;
	for (size_t i = 0; i < reg->count; i++) {
		const struct kernel_api_spec *old = reg->specs[i];
		bool flags = params_change(old, reg->flags_arch, arch);
		struct kernel_api_spec *copy;

		if (!flags && !errnos_change(old, reg->arch, to))
			continue;
		a = kapi__registry_arena(reg);
		copy = a ? retarget(a, old, reg->arch, to, flags, reg->flags_arch,
				    arch) : NULL;
		if (!copy)
			return -ENOMEM;
		replace(reg, i, copy);
		changed = true;
	}
	reg->arch = to;
	reg->flags_arch = arch;
	if (changed)
		rehash(reg);
	return 0;
}

int kapi_registry__set_arch(struct kapi_registry *reg, enum kapi_arch arch)
{
	return kapi__registry_retarget(reg, arch, true);
}

/* The parameters of spec as release kver has them. */
static struct kapi_param_spec *params_at(struct kapi_arena *a,
					 const struct kernel_api_spec *s,
					 uint32_t kver)
{
	struct kapi_param_spec *ps = kapi__arena_dup(a, s->params,
						     s->param_count * sizeof(*ps));

	for (uint32_t i = 0; ps && i < s->param_count; i++) {
		const struct kapi_param_spec *p = &s->params[i];
		int64_t *e = NULL;

		if (!kapi_param__changes_at(s, i, kver))
			continue;
		if (p->enum_count) {
			e = kapi__arena_alloc(a, p->enum_count * sizeof(*e));
			if (!e)
				return NULL;
		}
		if (kapi_param__at_version(s, i, kver, &ps[i], e,
					   p->enum_count))
			return NULL;
	}
	return ps;
}

/* The constraints of spec that release kver follows; n of them. */
static struct kapi_constraint_spec *rules_at(struct kapi_arena *a,
					     const struct kernel_api_spec *s,
					     uint32_t kver, uint32_t *n)
{
	struct kapi_constraint_spec *cs = kapi__arena_alloc(a,
			(s->constraint_count ? s->constraint_count : 1) *
			sizeof(*cs));

	*n = 0;
	for (uint32_t i = 0; cs && i < s->constraint_count; i++)
		if (kapi__constraint_in_kernel(s, i, kver))
			cs[(*n)++] = s->constraints[i];
	return cs;
}

static bool rules_change_at(const struct kernel_api_spec *s, uint32_t kver)
{
	for (uint32_t i = 0; i < s->constraint_count; i++)
		if (!kapi__constraint_in_kernel(s, i, kver))
			return true;
	return false;
}

int kapi_registry__set_kernel_version(struct kapi_registry *reg,
				      uint32_t kver)
{
	struct kapi_arena *a;
	bool changed = false;

	if (!reg || (reg->kver && kver != reg->kver))
		return -EINVAL;
	/* every fact of the built-in corpus holds on kver: nothing changes,
	 * and no spec needs reading (a start-up cost kapi trace pays) */
	if (kver && kapi__prebuilt_release_span &&
	    kver >= kapi__prebuilt_release_span[0] &&
	    (!kapi__prebuilt_release_span[1] ||
	     kver < kapi__prebuilt_release_span[1]) &&
	    kapi__registry_only_builtin(reg)) {
		reg->kver = kver;
		return 0;
	}
	for (size_t i = 0; kver && !reg->kver && i < reg->count; i++) {
		const struct kernel_api_spec *old = reg->specs[i];
		struct kernel_api_spec *copy;
		bool changes = false, rules;

		if (!kapi__spec_facts_exclude(old, kver))
			continue;
		rules = rules_change_at(old, kver);

		for (uint32_t k = 0; k < old->param_count && !changes; k++)
			changes = kapi_param__changes_at(old, k, kver);
		if (!changes && !rules)
			continue;
		a = kapi__registry_arena(reg);
		copy = a ? kapi__arena_dup(a, old, sizeof(*old)) : NULL;
		if (!copy || (changes && !(copy->params = params_at(a, old, kver))))
			return -ENOMEM;
		if (rules && !(copy->constraints = rules_at(a, old, kver,
							    &copy->constraint_count)))
			return -ENOMEM;
		replace(reg, i, copy);
		changed = true;
	}
	if (changed)
		rehash(reg);
	reg->kver = kver;
	return 0;
}

uint32_t kapi_registry__kernel_version(const struct kapi_registry *reg)
{
	return reg ? reg->kver : 0;
}

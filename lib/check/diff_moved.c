// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * The structs of a spec set's uapi headers by name, for kapi_diff to tell
 * a struct moved to another header (6.12 moved setup_data from
 * asm/bootparam.h to asm/setup_data.h) from one removed.  Each name keeps
 * the first struct of that name in the set's order and the first in a
 * header named otherwise: the first not in a given header is one of the
 * two.  Made on the first look-up; without memory, every spec is walked.
 */
#include <stdlib.h>
#include <string.h>

#include "check/diff_moved.h"

struct kapi_moved_ent {
	const char *name;
	const struct kernel_api_spec *first_in;
	const struct kapi_struct_spec *first, *other;
};

static const char *str(const char *s)
{
	return s ? s : "";
}

static bool uapi_spec(const struct kernel_api_spec *s)
{
	return s->generated && !strncmp(s->name, "uapi/", 5);
}

static size_t hash(const char *s)
{
	uint64_t h = 1469598103934665603ULL;

	while (*s)
		h = (h ^ (unsigned char)*s++) * 1099511628211ULL;
	return (size_t)h;
}

static struct kapi_moved_ent *slot(const struct kapi_moved *m, const char *name)
{
	for (size_t i = hash(name) & (m->cap - 1);; i = (i + 1) & (m->cap - 1))
		if (!m->e[i].name || !strcmp(m->e[i].name, name))
			return &m->e[i];
}

static void add(struct kapi_moved *m, const struct kernel_api_spec *s,
		const struct kapi_struct_spec *st)
{
	struct kapi_moved_ent *e = slot(m, str(st->name));

	if (!e->name) {
		*e = (struct kapi_moved_ent){ str(st->name), s, st, NULL };
	} else if (!e->other && strcmp(e->first_in->name, s->name)) {
		e->other = st;
	}
}

static void build(struct kapi_moved *m)
{
	size_t n = 0, count = kapi_registry__count(m->set);

	m->built = true;
	for (size_t i = 0; i < count; i++) {
		const struct kernel_api_spec *s = kapi_registry__at(m->set, i);

		if (uapi_spec(s))
			n += s->struct_spec_count;
	}
	for (m->cap = 16; m->cap < n * 2; m->cap *= 2)
		;
	m->e = calloc(m->cap, sizeof(*m->e));
	if (!m->e) {
		m->failed = true;
		return;
	}
	for (size_t i = 0; i < count; i++) {
		const struct kernel_api_spec *s = kapi_registry__at(m->set, i);

		for (uint32_t j = 0; uapi_spec(s) && j < s->struct_spec_count; j++)
			add(m, s, &s->struct_specs[j]);
	}
}

/* Without the index: the first match in set's order, outside from. */
static const struct kapi_struct_spec *
walk(const struct kapi_registry *set, const struct kernel_api_spec *from,
     const char *name)
{
	for (size_t i = 0; i < kapi_registry__count(set); i++) {
		const struct kernel_api_spec *s = kapi_registry__at(set, i);

		if (!uapi_spec(s) || !strcmp(s->name, from->name))
			continue;
		for (uint32_t j = 0; j < s->struct_spec_count; j++)
			if (!strcmp(str(s->struct_specs[j].name), name))
				return &s->struct_specs[j];
	}
	return NULL;
}

const struct kapi_struct_spec *kapi__moved_struct(struct kapi_moved *m,
						  const struct kernel_api_spec *from,
						  const char *name)
{
	const struct kapi_moved_ent *e;

	if (!m->set || !name || !uapi_spec(from))
		return NULL;
	if (!m->built)
		build(m);
	if (m->failed)
		return walk(m->set, from, name);
	e = slot(m, name);
	if (!e->name)
		return NULL;
	return strcmp(e->first_in->name, from->name) ? e->first : e->other;
}

void kapi__moved_free(struct kapi_moved *m)
{
	free(m->e);
	memset(m, 0, sizeof(*m));
}

// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * A bump allocator for loaded specs: everything a loader builds lives as
 * long as the registry that holds it and is freed in one go.
 */
#include <stdlib.h>
#include <string.h>

#include "base/base.h"

#define ARENA_CHUNK (64 * 1024)

struct arena_chunk {
	struct arena_chunk *next;
	size_t used, cap;
	max_align_t data[];
};

struct kapi_arena {
	struct arena_chunk *head;
};

struct kapi_arena *kapi__arena_new(void)
{
	return calloc(1, sizeof(struct kapi_arena));
}

void kapi__arena_free(struct kapi_arena *a)
{
	if (!a)
		return;
	while (a->head) {
		struct arena_chunk *next = a->head->next;

		free(a->head);
		a->head = next;
	}
	free(a);
}

/* size bytes, not cleared: for copies that fill them */
static void *arena_take(struct kapi_arena *a, size_t size)
{
	struct arena_chunk *c = a->head;
	size_t need = (size + 15) & ~(size_t)15;
	void *p;

	if (need < size)
		return NULL;
	if (!c || c->cap - c->used < need) {
		size_t cap = need > ARENA_CHUNK / 2 ? need : ARENA_CHUNK;

		c = malloc(sizeof(*c) + cap);
		if (!c)
			return NULL;
		c->used = 0;
		c->cap = cap;
		/* a big block gets its own chunk and leaves the head in use */
		if (a->head && cap != ARENA_CHUNK) {
			c->next = a->head->next;
			a->head->next = c;
		} else {
			c->next = a->head;
			a->head = c;
		}
	}
	p = (char *)c->data + c->used;
	c->used += need;
	return p;
}

void *kapi__arena_alloc(struct kapi_arena *a, size_t size)
{
	void *p = arena_take(a, size);

	if (p)
		memset(p, 0, size);
	return p;
}

void *kapi__arena_dup(struct kapi_arena *a, const void *src, size_t size)
{
	void *p;

	if (!size)
		return NULL;
	p = arena_take(a, size);
	if (p)
		memcpy(p, src, size);
	return p;
}

char *kapi__arena_strndup(struct kapi_arena *a, const char *s, size_t n)
{
	char *p = n + 1 ? arena_take(a, n + 1) : NULL;

	if (p) {
		memcpy(p, s, n);
		p[n] = '\0';
	}
	return p;
}

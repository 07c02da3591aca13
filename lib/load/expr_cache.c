// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * Parsed constraint expressions, once each.  Specs are read-only (the
 * built-in corpus lives in .rodata), so the trees live beside them in a
 * table keyed by spec and constraint index.  An entry remembers the text
 * and parameter names it was parsed from: a spec freed and another loaded
 * at the same address is parsed anew, never judged by a stale tree.
 */
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "load/expr.h"

struct entry {
	const struct kernel_api_spec *spec;
	uint32_t idx;
	char *text;		/* copy of the expression */
	char *names;		/* the parameter names, '|'-joined */
	/* what the spec looked like: equal pointers and text skip the names */
	const char *expr_ptr;
	const struct kapi_param_spec *params;
	uint32_t param_count;
	int status;		/* 0, or the parse error */
	char err[KAPI_EXPR_ERR_LEN];
	struct kapi__expr x;
};

static struct {
	pthread_mutex_t lock;
	struct entry **slots;
	size_t cap, count;
} cache = { .lock = PTHREAD_MUTEX_INITIALIZER };

static size_t hash(const struct kernel_api_spec *spec, uint32_t idx)
{
	uint64_t h = (uint64_t)(uintptr_t)spec * 0x9e3779b97f4a7c15ull;

	return (size_t)((h ^ (h >> 29)) + idx * 0x85ebca6bu);
}

static char *param_names(const struct kernel_api_spec *spec)
{
	size_t len = 1;
	char *s;

	for (uint32_t i = 0; i < spec->param_count; i++)
		len += (spec->params[i].name ? strlen(spec->params[i].name) : 0) + 1;
	s = malloc(len);
	if (!s)
		return NULL;
	s[0] = '\0';
	for (uint32_t i = 0; i < spec->param_count; i++) {
		strcat(s, spec->params[i].name ? spec->params[i].name : "");
		strcat(s, "|");
	}
	return s;
}

static bool matches(const struct entry *e, const struct kernel_api_spec *spec,
		    uint32_t idx, const char *text, const char *names)
{
	return e->spec == spec && e->idx == idx && !strcmp(e->text, text) &&
	       !strcmp(e->names, names);
}

static void drop(struct entry *e)
{
	kapi__expr_free(&e->x);
	free(e->text);
	free(e->names);
	free(e);
}

static int grow(void)
{
	size_t cap = cache.cap ? cache.cap * 2 : 256;
	struct entry **slots = calloc(cap, sizeof(*slots));

	if (!slots)
		return -ENOMEM;
	for (size_t i = 0; i < cache.cap; i++) {
		struct entry *e = cache.slots[i];
		size_t h;

		if (!e)
			continue;
		for (h = hash(e->spec, e->idx) & (cap - 1); slots[h];
		     h = (h + 1) & (cap - 1))
			;
		slots[h] = e;
	}
	free(cache.slots);
	cache.slots = slots;
	cache.cap = cap;
	return 0;
}

const struct kapi__expr *kapi__expr_of(const struct kernel_api_spec *spec,
				       uint32_t i, char *err, size_t err_len)
{
	const char *text;
	struct entry *e = NULL;
	char *names;
	size_t h;

	if (err && err_len)
		err[0] = '\0';
	if (!spec || i >= spec->constraint_count)
		return NULL;
	text = spec->constraints[i].expression;
	if (!text)
		return NULL;
	pthread_mutex_lock(&cache.lock);
	/* the usual case: the same spec asked again */
	for (h = cache.cap ? hash(spec, i) & (cache.cap - 1) : 0;
	     cache.cap && cache.slots[h]; h = (h + 1) & (cache.cap - 1)) {
		struct entry *c = cache.slots[h];

		if (c->spec == spec && c->idx == i && c->expr_ptr == text &&
		    c->params == spec->params &&
		    c->param_count == spec->param_count && !strcmp(c->text, text)) {
			e = c;
			pthread_mutex_unlock(&cache.lock);
			goto found;
		}
	}
	pthread_mutex_unlock(&cache.lock);
	names = param_names(spec);
	if (!names)
		return NULL;
	pthread_mutex_lock(&cache.lock);
	if ((cache.count + 1) * 2 > cache.cap && grow())
		goto out;
	for (h = hash(spec, i) & (cache.cap - 1); cache.slots[h];
	     h = (h + 1) & (cache.cap - 1)) {
		struct entry *c = cache.slots[h];

		if (c->spec != spec || c->idx != i)
			continue;
		if (matches(c, spec, i, text, names)) {
			/* the same text and names at new addresses */
			c->expr_ptr = text;
			c->params = spec->params;
			c->param_count = spec->param_count;
			e = c;
			goto out;
		}
		/* the same slot for a spec that changed: parse again */
		drop(c);
		cache.slots[h] = NULL;
		cache.count--;
		break;
	}
	e = calloc(1, sizeof(*e));
	if (!e)
		goto out;
	e->spec = spec;
	e->idx = i;
	e->expr_ptr = text;
	e->params = spec->params;
	e->param_count = spec->param_count;
	e->text = strdup(text);
	e->names = names;
	names = NULL;
	if (!e->text) {
		drop(e);
		e = NULL;
		goto out;
	}
	e->status = kapi__expr_parse(e->text, spec, &e->x, e->err,
				     sizeof(e->err));
	if (e->status == -ENOMEM) {
		drop(e);
		e = NULL;
		goto out;
	}
	cache.slots[h] = e;
	cache.count++;
out:
	pthread_mutex_unlock(&cache.lock);
	free(names);
found:
	if (!e)
		return NULL;
	if (e->status) {
		if (err && err_len)
			snprintf(err, err_len, "%s", e->err);
		return NULL;
	}
	return &e->x;
}

// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * The spec builder every loader feeds.  Lists grow as items are opened by
 * index or appended; finishing copies each list into the registry's arena
 * at its exact size, so a loaded spec has the same compact shape as a
 * compiled one.  Declared counts and index slips are reported here, once
 * for every loader.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "load/load.h"

/* No spec has anywhere near this many entries in one list. */
#define BUILD_MAX_INDEX 4096

struct vec {
	char *items;
	bool *used;
	uint32_t n, cap;
};

struct kapi_build {
	struct kapi_loader *l;
	bool active;
	unsigned int line;
	struct kernel_api_spec spec;
	struct kapi_net_spec net;
	struct kapi_socket_state_spec sockstate;
	struct kapi_buffer_spec buffer;
	struct kapi_async_spec async;
	bool have[KAPI_K__COUNT];
	struct vec vec[KAPI_K__COUNT];
	struct vec *fields;		/* per struct spec, cap of vec[STRUCT] */
	long cur[KAPI_K__COUNT];
	int64_t declared[KAPI_K__COUNT];
	unsigned int declared_line[KAPI_K__COUNT];
};

static const size_t item_size[KAPI_K__COUNT] = {
	[KAPI_K_PARAM] = sizeof(struct kapi_param_spec),
	[KAPI_K_ERROR] = sizeof(struct kapi_error_spec),
	[KAPI_K_LOCK] = sizeof(struct kapi_lock_spec),
	[KAPI_K_CONSTRAINT] = sizeof(struct kapi_constraint_spec),
	[KAPI_K_SIGNAL] = sizeof(struct kapi_signal_spec),
	[KAPI_K_SIGMASK] = sizeof(struct kapi_signal_mask_spec),
	[KAPI_K_STRUCT] = sizeof(struct kapi_struct_spec),
	[KAPI_K_FIELD] = sizeof(struct kapi_struct_field),
	[KAPI_K_EFFECT] = sizeof(struct kapi_side_effect),
	[KAPI_K_TRANS] = sizeof(struct kapi_state_transition),
	[KAPI_K_CAP] = sizeof(struct kapi_capability_spec),
	[KAPI_K_PROTO] = sizeof(struct kapi_protocol_behavior),
	[KAPI_K_ADDR] = sizeof(struct kapi_addr_family_spec),
	[KAPI_K_VERS] = sizeof(struct kapi_version_fact),
	[KAPI_K_FDOP] = sizeof(struct kapi_fd_op),
};

struct kapi_build *kapi__build_new(struct kapi_loader *l)
{
	struct kapi_build *b = calloc(1, sizeof(*b));

	if (b)
		b->l = l;
	return b;
}

static void vec_free(struct vec *v)
{
	free(v->items);
	free(v->used);
	memset(v, 0, sizeof(*v));
}

static void reset(struct kapi_build *b)
{
	for (uint32_t i = 0; i < b->vec[KAPI_K_STRUCT].cap; i++)
		vec_free(&b->fields[i]);
	free(b->fields);
	b->fields = NULL;
	for (int k = 0; k < KAPI_K__COUNT; k++) {
		vec_free(&b->vec[k]);
		b->cur[k] = -1;
		b->declared[k] = -1;
		b->have[k] = false;
	}
	memset(&b->spec, 0, sizeof(b->spec));
	memset(&b->net, 0, sizeof(b->net));
	memset(&b->sockstate, 0, sizeof(b->sockstate));
	memset(&b->buffer, 0, sizeof(b->buffer));
	memset(&b->async, 0, sizeof(b->async));
	b->active = false;
}

void kapi__build_free(struct kapi_build *b)
{
	if (!b)
		return;
	reset(b);
	free(b);
}

void kapi__build_begin(struct kapi_build *b, const char *name,
		       uint8_t api_type, unsigned int line)
{
	reset(b);
	b->active = true;
	b->line = line;
	b->spec.name = name;
	b->spec.api_type = api_type;
	b->spec.version = 1;
}

bool kapi__build_active(const struct kapi_build *b)
{
	return b->active;
}

/* Grows v (and for struct specs, the parallel field lists) to hold idx. */
static int vec_reserve(struct kapi_build *b, struct vec *v, size_t size,
		       uint32_t idx, bool is_struct)
{
	uint32_t cap = v->cap ? v->cap : 8;
	char *items;
	bool *used;

	if (idx < v->cap)
		return 0;
	while (cap <= idx)
		cap *= 2;
	items = realloc(v->items, (size_t)cap * size);
	if (!items)
		return -ENOMEM;
	v->items = items;
	used = realloc(v->used, cap * sizeof(*used));
	if (!used)
		return -ENOMEM;
	v->used = used;
	memset(v->items + (size_t)v->cap * size, 0, (size_t)(cap - v->cap) * size);
	memset(v->used + v->cap, 0, (cap - v->cap) * sizeof(*used));
	if (is_struct) {
		struct vec *f = realloc(b->fields, cap * sizeof(*f));

		if (!f)
			return -ENOMEM;
		memset(f + v->cap, 0, (cap - v->cap) * sizeof(*f));
		b->fields = f;
	}
	v->cap = cap;
	return 0;
}

static struct vec *list_of(struct kapi_build *b, enum kapi_kind kind)
{
	if (kind != KAPI_K_FIELD)
		return &b->vec[kind];
	if (b->cur[KAPI_K_STRUCT] < 0)
		return NULL;
	return &b->fields[b->cur[KAPI_K_STRUCT]];
}

static void *single(struct kapi_build *b, enum kapi_kind kind)
{
	b->have[kind] = true;
	switch (kind) {
	case KAPI_K_SPEC:
		return &b->spec;
	case KAPI_K_RETURN:
		return &b->spec.return_spec;
	case KAPI_K_NET:
		return &b->net;
	case KAPI_K_SOCKSTATE:
		return &b->sockstate;
	case KAPI_K_BUFFER:
		return &b->buffer;
	case KAPI_K_ASYNC:
		return &b->async;
	default:
		return NULL;
	}
}

void *kapi__build_open(struct kapi_build *b, enum kapi_kind kind, long idx,
		       unsigned int line)
{
	struct vec *v;
	char *item;

	if (!b->active || kind >= KAPI_K__COUNT)
		return NULL;
	if (!kapi__kind_is_list(kind))
		return single(b, kind);
	v = list_of(b, kind);
	if (!v) {
		kapi__load_msg(b->l, KAPI_LOG_WARN, line,
			       "%s outside a struct spec ignored",
			       kapi__kind_name(kind));
		return NULL;
	}
	if (idx < 0)
		idx = v->n;
	if (idx >= BUILD_MAX_INDEX) {
		kapi__load_msg(b->l, KAPI_LOG_WARN, line,
			       "%s index %ld is out of range, ignored",
			       kapi__kind_name(kind), idx);
		return NULL;
	}
	if (vec_reserve(b, v, item_size[kind], (uint32_t)idx,
			kind == KAPI_K_STRUCT))
		return NULL;
	item = v->items + (size_t)idx * item_size[kind];
	if (v->used[idx]) {
		kapi__load_note(b->l, KAPI_LOG_ERROR, "index-twice", line,
			       "%s index %ld used twice; the later one wins",
			       kapi__kind_name(kind), idx);
		memset(item, 0, item_size[kind]);
		if (kind == KAPI_K_STRUCT)
			vec_free(&b->fields[idx]);
	}
	v->used[idx] = true;
	if ((uint32_t)idx >= v->n)
		v->n = (uint32_t)idx + 1;
	if (kind == KAPI_K_PARAM)
		((struct kapi_param_spec *)item)->size_param_idx = -1;
	b->cur[kind] = idx;
	if (kind == KAPI_K_STRUCT)
		b->cur[KAPI_K_FIELD] = -1;
	return item;
}

void *kapi__build_at(struct kapi_build *b, enum kapi_kind kind, long idx)
{
	struct vec *v;

	if (!b->active || !kapi__kind_is_list(kind) || idx < 0)
		return NULL;
	v = list_of(b, kind);
	if (!v || (uint64_t)idx >= v->n || !v->used[idx])
		return NULL;
	b->cur[kind] = idx;
	return v->items + (size_t)idx * item_size[kind];
}

void *kapi__build_cur(struct kapi_build *b, enum kapi_kind kind)
{
	struct vec *v;

	if (!b->active || kind >= KAPI_K__COUNT)
		return NULL;
	if (!kapi__kind_is_list(kind))
		return single(b, kind);
	v = list_of(b, kind);
	if (!v || b->cur[kind] < 0 || (uint32_t)b->cur[kind] >= v->n)
		return NULL;
	return v->items + (size_t)b->cur[kind] * item_size[kind];
}

void kapi__build_close(struct kapi_build *b, enum kapi_kind kind)
{
	if (kind < KAPI_K__COUNT)
		b->cur[kind] = -1;
	if (kind == KAPI_K_STRUCT)
		b->cur[KAPI_K_FIELD] = -1;
}

void kapi__build_declare(struct kapi_build *b, enum kapi_kind kind,
			 int64_t count, unsigned int line)
{
	if (kind >= KAPI_K__COUNT)
		return;
	b->declared[kind] = count;
	b->declared_line[kind] = line;
}

/* Copies a list into the arena; reports slots that were never filled. */
static void *freeze(struct kapi_build *b, struct vec *v, enum kapi_kind kind,
		    uint32_t *count, int *err)
{
	for (uint32_t i = 0; i < v->n; i++)
		if (!v->used[i])
			kapi__load_note(b->l, KAPI_LOG_ERROR, "index-missing",
				       b->line,
				       "%s: %s %u is missing (indices skip it)",
				       b->spec.name, kapi__kind_name(kind), i);
	*count = v->n;
	if (!v->n)
		return NULL;
	void *p = kapi__arena_dup(b->l->arena, v->items,
				  (size_t)v->n * item_size[kind]);
	if (!p)
		*err = -ENOMEM;
	return p;
}

static void check_declared(struct kapi_build *b, enum kapi_kind kind,
			   uint32_t actual)
{
	const char *name = kapi__kind_name(kind);
	size_t len = strlen(name);
	bool y = len && name[len - 1] == 'y';	/* capability -> capabilities */

	if (b->declared[kind] >= 0 && b->declared[kind] != actual)
		kapi__load_note(b->l, KAPI_LOG_WARN, "count-mismatch",
			       b->declared_line[kind],
			       "%s declares %lld %.*s%s but defines %u",
			       b->spec.name, (long long)b->declared[kind],
			       (int)(len - y), name, y ? "ies" : "s", actual);
}

int kapi__build_finish(struct kapi_build *b)
{
	struct kapi_arena *a = b->l->arena;
	struct kernel_api_spec *spec;
	struct kapi_struct_spec *structs;
	int err = 0;

	if (!b->active)
		return 0;
	b->active = false;
	spec = kapi__arena_dup(a, &b->spec, sizeof(*spec));
	if (!spec)
		return -ENOMEM;
#define LIST(kind, field, count) \
	spec->field = freeze(b, &b->vec[kind], kind, &spec->count, &err); \
	check_declared(b, kind, spec->count)
	LIST(KAPI_K_PARAM, params, param_count);
	LIST(KAPI_K_ERROR, errors, error_count);
	LIST(KAPI_K_LOCK, locks, lock_count);
	LIST(KAPI_K_CONSTRAINT, constraints, constraint_count);
	LIST(KAPI_K_SIGNAL, signals, signal_count);
	LIST(KAPI_K_SIGMASK, signal_masks, signal_mask_count);
	LIST(KAPI_K_EFFECT, side_effects, side_effect_count);
	LIST(KAPI_K_TRANS, state_transitions, state_trans_count);
	LIST(KAPI_K_CAP, capabilities, capability_count);
	LIST(KAPI_K_STRUCT, struct_specs, struct_spec_count);
	LIST(KAPI_K_VERS, version_facts, version_fact_count);
	LIST(KAPI_K_FDOP, fd_ops, fd_op_count);
#undef LIST
	structs = (struct kapi_struct_spec *)spec->struct_specs;
	for (uint32_t i = 0; structs && i < spec->struct_spec_count; i++)
		structs[i].fields = freeze(b, &b->fields[i], KAPI_K_FIELD,
					   &structs[i].field_count, &err);

	if (b->have[KAPI_K_NET] || b->have[KAPI_K_SOCKSTATE] ||
	    b->have[KAPI_K_BUFFER] || b->have[KAPI_K_ASYNC] ||
	    b->vec[KAPI_K_PROTO].n || b->vec[KAPI_K_ADDR].n) {
		struct kapi_net_spec *net = kapi__arena_dup(a, &b->net,
							    sizeof(*net));

		if (!net)
			return -ENOMEM;
		net->protocol_behaviors = freeze(b, &b->vec[KAPI_K_PROTO],
				KAPI_K_PROTO, &net->protocol_behavior_count, &err);
		net->addr_families = freeze(b, &b->vec[KAPI_K_ADDR],
				KAPI_K_ADDR, &net->addr_family_count, &err);
		if (b->have[KAPI_K_SOCKSTATE])
			net->socket_state = kapi__arena_dup(a, &b->sockstate,
						sizeof(b->sockstate));
		if (b->have[KAPI_K_BUFFER])
			net->buffer_spec = kapi__arena_dup(a, &b->buffer,
						sizeof(b->buffer));
		if (b->have[KAPI_K_ASYNC])
			net->async_spec = kapi__arena_dup(a, &b->async,
						sizeof(b->async));
		spec->net = net;
	}
	if (err)
		return err;
	return kapi__load_add(b->l, spec, b->line);
}

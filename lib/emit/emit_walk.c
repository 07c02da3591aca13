// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * The one walk over a spec that drives every emitter, run from the field
 * table (model/vocab.def): names, order and how each field shows come from
 * its rows.  The order follows upstream's kapi_export_json(); fields
 * upstream lacks are marked optional and left out when empty.
 */
#include <string.h>

#include "emit/emit.h"

#define F(s, k, ...) emit(s, k, &(struct kapi_value){ __VA_ARGS__ })

static void emit(struct kapi_sink *s, const char *key, const struct kapi_value *v)
{
	if (v->optional && kapi__value_empty(v))
		return;
	s->ops->field(s, key, v);
}

bool kapi__value_empty(const struct kapi_value *v)
{
	switch (v->kind) {
	case KAPI_V_STR:
		return !v->s || !v->s[0];
	case KAPI_V_INT:
		return v->i == 0;
	case KAPI_V_BOOL:
		return !v->b;
	default:
		return v->u == 0;
	}
}

static void str(struct kapi_sink *s, const char *key, const char *val)
{
	F(s, key, .kind = KAPI_V_STR, .s = val ? val : "");
}

static void u64(struct kapi_sink *s, const char *key, uint64_t val)
{
	F(s, key, .kind = KAPI_V_UINT, .u = val);
}

static void name(struct kapi_sink *s, const char *key,
		 enum kapi_name_table table, uint32_t val)
{
	const char *n = kapi_name(table, val);

	if (n)
		str(s, key, n);
	else
		u64(s, key, val);
}

/* The integer field of kind called c_name in item, 0 if there is none. */
static int64_t sibling(enum kapi_kind kind, const void *item,
		       const char *c_name)
{
	const struct kapi_field *f = kapi__field_by_c(kind, c_name,
						      strlen(c_name));

	return f ? kapi__field_get_int(item, f) : 0;
}

/* RANGE fields show as a pair: kept for a range constraint or when set. */
static bool keep_range(enum kapi_kind kind, const void *item)
{
	size_t n;
	const struct kapi_field *f = kapi__fields(kind, &n);

	if (sibling(kind, item, "constraint_type") == KAPI_CONSTRAINT_RANGE)
		return true;
	for (size_t i = 0; i < n; i++)
		if (f[i].walk == KAPI_W_RANGE && kapi__field_get_int(item, &f[i]))
			return true;
	return false;
}

/* One value shown the way walk says; x holds it for integer styles. */
static void value(struct kapi_sink *s, const char *key,
		  const struct kapi_field *f, enum kapi_kind kind,
		  const void *item, int64_t x, const char *sv)
{
	switch (f->walk) {
	case KAPI_W_STR:
		str(s, key, sv);
		break;
	case KAPI_W_OPT_STR:
		F(s, key, .kind = KAPI_V_STR, .s = sv, .optional = true);
		break;
	case KAPI_W_INT:
		F(s, key, .kind = KAPI_V_INT, .i = x);
		break;
	case KAPI_W_OPT_INT:
		F(s, key, .kind = KAPI_V_INT, .i = x, .optional = true);
		break;
	case KAPI_W_KEEP_INT:
		F(s, key, .kind = KAPI_V_INT, .i = x, .keep = true);
		break;
	case KAPI_W_UINT:
		u64(s, key, (uint64_t)x);
		break;
	case KAPI_W_KEEP_UINT:
		F(s, key, .kind = KAPI_V_UINT, .u = (uint64_t)x, .keep = true);
		break;
	case KAPI_W_HEX:
		F(s, key, .kind = KAPI_V_HEX, .u = (uint64_t)x);
		break;
	case KAPI_W_OPT_HEX:
		F(s, key, .kind = KAPI_V_HEX, .u = (uint64_t)x, .optional = true);
		break;
	case KAPI_W_OPT_OCTAL:
		F(s, key, .kind = KAPI_V_OCTAL, .u = (uint64_t)x,
		  .optional = true);
		break;
	case KAPI_W_FLAGS:
		F(s, key, .kind = KAPI_V_FLAGS, .u = (uint32_t)x,
		  .names = (enum kapi_name_table)f->names);
		break;
	case KAPI_W_NAME:
		name(s, key, (enum kapi_name_table)f->names, (uint32_t)x);
		break;
	case KAPI_W_BOOL:
		F(s, key, .kind = KAPI_V_BOOL, .b = x != 0);
		break;
	case KAPI_W_OPT_BOOL:
		F(s, key, .kind = KAPI_V_BOOL, .b = x != 0, .optional = true);
		break;
	case KAPI_W_RANGE:
		F(s, key, .kind = KAPI_V_INT, .i = x,
		  .keep = keep_range(kind, item));
		break;
	case KAPI_W_EXACT:
		F(s, key, .kind = KAPI_V_INT, .i = x,
		  .keep = sibling(kind, item, "check_type") == KAPI_RETURN_EXACT);
		break;
	default:
		break;
	}
}

static const char *str_at(const void *item, size_t off)
{
	const char *p;

	memcpy(&p, (const char *)item + off, sizeof(p));
	return p;
}

static const void *ptr_at(const void *item, size_t off)
{
	const void *p;

	memcpy(&p, (const char *)item + off, sizeof(p));
	return p;
}

static void walk_item(struct kapi_sink *s, enum kapi_kind kind,
		      const void *item, const char *key);

static void walk_array(struct kapi_sink *s, enum kapi_kind kind,
		       const void *item, const struct kapi_field *f)
{
	uint32_t n = kapi__field_count(item, f);
	const char *const *strs = ptr_at(item, f->off);

	if (f->walk == KAPI_W_OPT_STR && !n)
		return;
	s->ops->begin_arr(s, f->json, f->item);
	for (uint32_t i = 0; i < n; i++) {
		if (f->type == KAPI_F_ARR_STR)
			value(s, NULL, f, kind, item, 0, strs[i]);
		else
			value(s, NULL, f, kind, item,
			      kapi__field_elem_int(item, f, i), NULL);
	}
	s->ops->end_arr(s);
}

static void walk_child(struct kapi_sink *s, const void *item,
		       const struct kapi_field *f)
{
	enum kapi_kind kind = (enum kapi_kind)f->child;
	const char *p;
	uint32_t n;

	switch (f->walk) {
	case KAPI_W_EMBED:
		walk_item(s, kind, (const char *)item + f->off, f->json);
		break;
	case KAPI_W_ONE:
		p = ptr_at(item, f->off);
		if (p)
			walk_item(s, kind, p, f->json);
		break;
	case KAPI_W_LIST:
	case KAPI_W_OPT_LIST:
		p = ptr_at(item, f->off);
		n = kapi__field_count(item, f);
		if (!n && f->walk == KAPI_W_OPT_LIST)
			break;
		s->ops->begin_arr(s, f->json, f->item);
		for (uint32_t i = 0; i < n; i++)
			walk_item(s, kind, p + (size_t)i * kapi__kind_size(kind),
				  NULL);
		s->ops->end_arr(s);
		break;
	default:
		break;
	}
}

/* An item as an object, its fields in the order of model/vocab.def. */
static void walk_item(struct kapi_sink *s, enum kapi_kind kind,
		      const void *item, const char *key)
{
	uint8_t api = kind == KAPI_K_SPEC ?
		((const struct kernel_api_spec *)item)->api_type : 0;
	size_t n;
	const struct kapi_field *f = kapi__fields(kind, &n);

	s->ops->begin_obj(s, key);
	for (size_t i = 0; i < n; i++, f++) {
		if (f->walk == KAPI_W_NONE || (f->api >= 0 && f->api != api))
			continue;
		if (s->compat == KAPI_COMPAT_UPSTREAM &&
		    kapi__json_upstream_field(s, kind, item, f))
			continue;
		switch (f->type) {
		case KAPI_F_STR:
			value(s, f->json, f, kind, item, 0, str_at(item, f->off));
			break;
		case KAPI_F_INT:
		case KAPI_F_BOOL:
			value(s, f->json, f, kind, item,
			      kapi__field_get_int(item, f), NULL);
			break;
		case KAPI_F_ARR_INT:
		case KAPI_F_ARR_STR:
			walk_array(s, kind, item, f);
			break;
		case KAPI_F_CHILD:
			walk_child(s, item, f);
			break;
		default:
			break;
		}
	}
	s->ops->end_obj(s);
}

void kapi__walk_spec(struct kapi_sink *s, const struct kernel_api_spec *spec)
{
	walk_item(s, KAPI_K_SPEC, spec, NULL);
}

void kapi__sink_push(struct kapi_sink *s, const char *key, bool is_arr,
		     const char *item)
{
	if (s->depth + 1 < KAPI_SINK_MAX_DEPTH) {
		s->depth++;
		s->count[s->depth] = 0;
		s->is_arr[s->depth] = is_arr;
		s->item[s->depth] = item;
		s->key[s->depth] = key;
	}
}

void kapi__sink_pop(struct kapi_sink *s)
{
	if (s->depth > 0)
		s->depth--;
	s->count[s->depth]++;
}

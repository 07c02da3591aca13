// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * The model's fields by name, expanded from the rows of model/vocab.def:
 * the C designated-initialiser name the source extractor meets
 * (.valid_mask = ...), the JSON key the emitters write and the JSON loader
 * reads, where the member lives and how the emit walk shows it.
 */
#include <stddef.h>
#include <string.h>

#include "model/model.h"

#define M(T, f)		(((T *)0)->f)
/* (T)-1 is below 1 only for a signed T (as a constant: no type-limits) */
#define SIGNED(x)	((__typeof__(x))-1 < 1)
#define T_(K)		kapi__type_##K

/* size and signedness by field type */
#define SIZE_STR(K, f)		0
#define SIGN_STR(K, f)		false
#define SIZE_INT(K, f)		sizeof(M(T_(K), f))
#define SIGN_INT(K, f)		SIGNED(M(T_(K), f))
#define SIZE_BOOL(K, f)		1
#define SIGN_BOOL(K, f)		false
#define SIZE_ARR_INT(K, f)	sizeof(*M(T_(K), f))
#define SIGN_ARR_INT(K, f)	SIGNED(*M(T_(K), f))
#define SIZE_ARR_STR(K, f)	sizeof(char *)
#define SIGN_ARR_STR(K, f)	false

#define FIELD_(K, f, j, ft, nm, w, a) \
	{ #f, j, offsetof(T_(K), f), 0, KAPI_F_##ft, SIZE_##ft(K, f), nm, 0, \
	  KAPI_W_##w, SIGN_##ft(K, f), a, NULL },
#define KAPI_FIELD_IF(K, f, j, ft, nm, w, api) \
	FIELD_(K, f, j, ft, nm, w, KAPI_API_##api)
#define KAPI_FIELD(K, f, j, ft, nm, w)	FIELD_(K, f, j, ft, nm, w, -1)
#define KAPI_ARRAY(K, f, n, j, ft, nm, w, it) \
	{ #f, j, offsetof(T_(K), f), offsetof(T_(K), n), KAPI_F_##ft, \
	  SIZE_##ft(K, f), nm, 0, KAPI_W_##w, SIGN_##ft(K, f), -1, it },
#define KAPI_LIST(K, f, n, j, ch, it) \
	{ #f, j, offsetof(T_(K), f), offsetof(T_(K), n), KAPI_F_CHILD, 0, \
	  -1, KAPI_K_##ch, KAPI_W_LIST, false, -1, it },
#define KAPI_OPT_LIST(K, f, n, j, ch, it) \
	{ NULL, j, offsetof(T_(K), f), offsetof(T_(K), n), KAPI_F_CHILD, 0, \
	  -1, KAPI_K_##ch, KAPI_W_OPT_LIST, false, -1, it },
#define KAPI_ONE(K, f, j, ch) \
	{ #f, j, offsetof(T_(K), f), 0, KAPI_F_CHILD, 0, -1, KAPI_K_##ch, \
	  KAPI_W_ONE, false, -1, NULL },
#define KAPI_EMBED(K, f, j, ch) \
	{ #f, j, offsetof(T_(K), f), 0, KAPI_F_CHILD, 0, -1, KAPI_K_##ch, \
	  KAPI_W_EMBED, false, -1, NULL },
#define KAPI_ALIAS(K, j, ch) \
	{ NULL, j, 0, 0, KAPI_F_CHILD, 0, -1, KAPI_K_##ch, KAPI_W_NONE, \
	  false, -1, NULL },
#define KAPI_COUNT(K, f, ch) \
	{ #f, NULL, 0, 0, KAPI_F_COUNT, 0, -1, KAPI_K_##ch, KAPI_W_NONE, \
	  false, -1, NULL },
#define KAPI_FUNC(K, f) \
	{ NULL, NULL, offsetof(T_(K), f), 0, KAPI_F_FUNC, sizeof(void *), -1, \
	  0, KAPI_W_NONE, false, -1, NULL },
#define KAPI_KIND(K, type, label, list, sel) \
	typedef type T_(K); \
	static const struct kapi_field K##_fields[] = {
#define KAPI_KIND_END(K) };
#include "model/vocab.def"

static const struct {
	const struct kapi_field *fields;
	size_t count;
	const char *name;
	bool list;
	size_t size;
} kinds[KAPI_K__COUNT] = {
#define KAPI_KIND(K, type, label, list, sel) [KAPI_K_##K] = { \
	K##_fields, KAPI_ARRAY_SIZE(K##_fields), label, list, sizeof(type) },
#include "model/vocab.def"
};

bool kapi__kind_is_list(enum kapi_kind kind)
{
	return kind < KAPI_K__COUNT && kinds[kind].list;
}

const char *kapi__kind_name(enum kapi_kind kind)
{
	return kind < KAPI_K__COUNT ? kinds[kind].name : "?";
}

size_t kapi__kind_size(enum kapi_kind kind)
{
	return kind < KAPI_K__COUNT ? kinds[kind].size : 0;
}

const struct kapi_field *kapi__fields(enum kapi_kind kind, size_t *count)
{
	*count = kind < KAPI_K__COUNT ? kinds[kind].count : 0;
	return kind < KAPI_K__COUNT ? kinds[kind].fields : NULL;
}

const struct kapi_field *kapi__field_by_c(enum kapi_kind kind,
					  const char *name, size_t len)
{
	size_t n;
	const struct kapi_field *f = kapi__fields(kind, &n);

	for (size_t i = 0; i < n; i++)
		if (f[i].c_name && strlen(f[i].c_name) == len &&
		    !memcmp(f[i].c_name, name, len))
			return &f[i];
	return NULL;
}

const struct kapi_field *kapi__field_by_json(enum kapi_kind kind,
					     const char *name)
{
	size_t n;
	const struct kapi_field *f = kapi__fields(kind, &n);

	for (size_t i = 0; i < n; i++)
		if (f[i].json && !strcmp(f[i].json, name))
			return &f[i];
	return NULL;
}

void kapi__field_set_int(void *item, const struct kapi_field *f, int64_t v)
{
	char *p = (char *)item + f->off;

	if (f->type == KAPI_F_BOOL) {
		*(bool *)p = v != 0;
		return;
	}
	switch (f->size) {
	case 1: { uint8_t x = (uint8_t)v; memcpy(p, &x, 1); break; }
	case 2: { uint16_t x = (uint16_t)v; memcpy(p, &x, 2); break; }
	case 4: { uint32_t x = (uint32_t)v; memcpy(p, &x, 4); break; }
	default: memcpy(p, &v, 8); break;
	}
}

void kapi__field_set_str(void *item, const struct kapi_field *f,
			 const char *s)
{
	memcpy((char *)item + f->off, &s, sizeof(s));
}

void kapi__field_set_arr(void *item, const struct kapi_field *f,
			 const void *arr, uint32_t n)
{
	memcpy((char *)item + f->off, &arr, sizeof(arr));
	memcpy((char *)item + f->count_off, &n, sizeof(n));
}

/* Reads size bytes at p as the integer type the field declares. */
static int64_t get_int(const char *p, size_t size, bool is_signed)
{
	uint8_t b;
	uint16_t h;
	uint32_t w;
	int64_t q;

	switch (size) {
	case 1:
		memcpy(&b, p, 1);
		return is_signed ? (int64_t)(int8_t)b : (int64_t)b;
	case 2:
		memcpy(&h, p, 2);
		return is_signed ? (int64_t)(int16_t)h : (int64_t)h;
	case 4:
		memcpy(&w, p, 4);
		return is_signed ? (int64_t)(int32_t)w : (int64_t)w;
	default:
		memcpy(&q, p, 8);
		return q;
	}
}

int64_t kapi__field_get_int(const void *item, const struct kapi_field *f)
{
	return get_int((const char *)item + f->off, f->size, f->is_signed);
}

int64_t kapi__field_elem_int(const void *item, const struct kapi_field *f,
			     uint32_t i)
{
	const char *arr;

	memcpy(&arr, (const char *)item + f->off, sizeof(arr));
	return get_int(arr + (size_t)i * f->size, f->size, f->is_signed);
}

uint32_t kapi__field_count(const void *item, const struct kapi_field *f)
{
	uint32_t n;

	memcpy(&n, (const char *)item + f->count_off, sizeof(n));
	return n;
}

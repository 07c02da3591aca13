// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * Whether two items of the model say the same, field by field through the
 * field table: what an export would show of each is compared (a field the
 * walk never shows, or shows only for another api_type, is not), with no
 * text made on the way.  kapi diff asks it of what no rule of its own
 * looks at.
 */
#include <string.h>

#include "model/model.h"

static const void *ptr_at(const void *item, size_t off)
{
	const void *p;

	memcpy(&p, (const char *)item + off, sizeof(p));
	return p;
}

/* NULL and "" read the same (an export shows both as nothing). */
static bool same_str(const char *a, const char *b)
{
	return !strcmp(a ? a : "", b ? b : "");
}

/* A success value is shown, and so compared, for an exact check only. */
static bool exact_check(enum kapi_kind kind, const void *a, const void *b)
{
	const struct kapi_field *f = kapi__field_by_c(kind, "check_type", 10);

	return !f || kapi__field_get_int(a, f) == KAPI_RETURN_EXACT ||
	       kapi__field_get_int(b, f) == KAPI_RETURN_EXACT;
}

static bool same_array(const void *a, const void *b, const struct kapi_field *f)
{
	uint32_t n = kapi__field_count(a, f);
	const char *const *sa = ptr_at(a, f->off), *const *sb = ptr_at(b, f->off);

	if (n != kapi__field_count(b, f))
		return false;
	for (uint32_t i = 0; i < n; i++)
		if (f->type == KAPI_F_ARR_STR ? !same_str(sa[i], sb[i]) :
		    kapi__field_elem_int(a, f, i) != kapi__field_elem_int(b, f, i))
			return false;
	return true;
}

static bool same_child(const void *a, const void *b, const struct kapi_field *f)
{
	enum kapi_kind kind = (enum kapi_kind)f->child;
	const char *pa, *pb;
	size_t size = kapi__kind_size(kind);
	uint32_t n;

	switch (f->walk) {
	case KAPI_W_EMBED:
		return kapi__item_equal(kind, (const char *)a + f->off,
					(const char *)b + f->off);
	case KAPI_W_ONE:
		pa = ptr_at(a, f->off);
		pb = ptr_at(b, f->off);
		return (!pa && !pb) ||
		       (pa && pb && kapi__item_equal(kind, pa, pb));
	case KAPI_W_LIST:
	case KAPI_W_OPT_LIST:
		n = kapi__field_count(a, f);
		if (n != kapi__field_count(b, f))
			return false;
		pa = ptr_at(a, f->off);
		pb = ptr_at(b, f->off);
		for (uint32_t i = 0; i < n; i++)
			if (!kapi__item_equal(kind, pa + i * size, pb + i * size))
				return false;
		return true;
	default:
		return true;
	}
}

bool kapi__item_equal(enum kapi_kind kind, const void *a, const void *b)
{
	uint8_t api = kind == KAPI_K_SPEC ?
		((const struct kernel_api_spec *)a)->api_type : 0;
	size_t n;
	const struct kapi_field *f = kapi__fields(kind, &n);

	if (kind == KAPI_K_SPEC &&
	    api != ((const struct kernel_api_spec *)b)->api_type)
		return false;
	for (size_t i = 0; i < n; i++, f++) {
		if (f->walk == KAPI_W_NONE || (f->api >= 0 && f->api != api))
			continue;
		switch (f->type) {
		case KAPI_F_STR:
			if (!same_str(ptr_at(a, f->off), ptr_at(b, f->off)))
				return false;
			break;
		case KAPI_F_INT:
		case KAPI_F_BOOL:
			if (f->walk == KAPI_W_EXACT && !exact_check(kind, a, b))
				break;
			if (kapi__field_get_int(a, f) != kapi__field_get_int(b, f))
				return false;
			break;
		case KAPI_F_ARR_INT:
		case KAPI_F_ARR_STR:
			if (!same_array(a, b, f))
				return false;
			break;
		case KAPI_F_CHILD:
			if (!same_child(a, b, f))
				return false;
			break;
		default:
			break;
		}
	}
	return true;
}

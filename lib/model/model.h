/* SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause */
/*
 * The model stage: the registry's private side and the table of the
 * model's fields by their C and JSON names, which loaders, fix-ups and the
 * walk share.
 */
#ifndef KAPI_LIB_MODEL_H
#define KAPI_LIB_MODEL_H

#include "base/base.h"

/* The registry's arena, created on first use. */
struct kapi_arena *kapi__registry_arena(struct kapi_registry *reg);
int kapi__registry_set_origin(struct kapi_registry *reg,
			      const struct kernel_api_spec *spec,
			      const char *origin);

/* ---- the items of a spec, as the builder and field table see them ---- */
enum kapi_kind {
	KAPI_K_SPEC,
	KAPI_K_PARAM,
	KAPI_K_RETURN,
	KAPI_K_ERROR,
	KAPI_K_LOCK,
	KAPI_K_CONSTRAINT,
	KAPI_K_SIGNAL,
	KAPI_K_SIGMASK,
	KAPI_K_STRUCT,
	KAPI_K_FIELD,		/* of the current struct */
	KAPI_K_EFFECT,
	KAPI_K_TRANS,
	KAPI_K_CAP,
	KAPI_K_NET,
	KAPI_K_SOCKSTATE,
	KAPI_K_PROTO,
	KAPI_K_BUFFER,
	KAPI_K_ASYNC,
	KAPI_K_ADDR,
	KAPI_K__COUNT
};

/* Whether items of this kind form a list (params) or are single (return). */
bool kapi__kind_is_list(enum kapi_kind kind);
const char *kapi__kind_name(enum kapi_kind kind);

enum kapi_ftype {
	KAPI_F_STR,
	KAPI_F_INT,		/* of size bytes */
	KAPI_F_BOOL,
	KAPI_F_ARR_INT,		/* array of integers; count at count_off */
	KAPI_F_ARR_STR,		/* array of strings; count at count_off */
	KAPI_F_CHILD,		/* JSON only: nested item(s) of kind child */
	KAPI_F_COUNT,		/* C only: a declared count of child items */
};

struct kapi_field {
	const char *c_name;	/* designated-initialiser name, NULL if none */
	const char *json;	/* JSON key, NULL if none */
	uint16_t off;
	uint16_t count_off;
	uint8_t type;		/* enum kapi_ftype */
	uint8_t size;		/* integer or element size */
	int8_t names;		/* enum kapi_name_table, -1 for none */
	uint8_t child;		/* enum kapi_kind for CHILD and COUNT */
};

const struct kapi_field *kapi__fields(enum kapi_kind kind, size_t *count);
const struct kapi_field *kapi__field_by_c(enum kapi_kind kind,
					  const char *name, size_t len);
const struct kapi_field *kapi__field_by_json(enum kapi_kind kind,
					     const char *name);
void kapi__field_set_int(void *item, const struct kapi_field *f, int64_t v);
void kapi__field_set_str(void *item, const struct kapi_field *f,
			 const char *s);
/* arr is already in the arena, elements of f->size bytes (or char *) */
void kapi__field_set_arr(void *item, const struct kapi_field *f,
			 const void *arr, uint32_t n);

#endif /* KAPI_LIB_MODEL_H */

// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/* The JSON sink: the walk's events fed to the JSON writer. */
#include <inttypes.h>
#include <string.h>

#include "emit/emit.h"

static struct kapi_json *J(struct kapi_sink *s)
{
	return s->json;
}

static void json_key(struct kapi_sink *s, const char *key)
{
	if (key)
		kapi_json__key(J(s), key);
}

static void json_begin_doc(struct kapi_sink *s, bool many)
{
	if (many)
		kapi_json__begin_array(J(s));
}

static void json_end_doc(struct kapi_sink *s, bool many)
{
	if (many)
		kapi_json__end_array(J(s));
}

static void json_begin_obj(struct kapi_sink *s, const char *key)
{
	json_key(s, key);
	kapi_json__begin_object(J(s));
}

static void json_end_obj(struct kapi_sink *s)
{
	kapi_json__end_object(J(s));
}

static void json_begin_arr(struct kapi_sink *s, const char *key,
			   const char *item)
{
	(void)item;
	json_key(s, key);
	kapi_json__begin_array(J(s));
}

static void json_end_arr(struct kapi_sink *s)
{
	kapi_json__end_array(J(s));
}

static void json_field(struct kapi_sink *s, const char *key,
		       const struct kapi_value *v)
{
	json_key(s, key);
	switch (v->kind) {
	case KAPI_V_STR:
		kapi_json__string(J(s), v->s ? v->s : "");
		break;
	case KAPI_V_INT:
		kapi_json__int(J(s), v->i);
		break;
	case KAPI_V_UINT:
		kapi_json__uint(J(s), v->u);
		break;
	case KAPI_V_HEX:
	case KAPI_V_FLAGS:
		kapi_json__stringf(J(s), "0x%" PRIx64, v->u);
		break;
	case KAPI_V_OCTAL:
		kapi_json__stringf(J(s), "0%" PRIo64, v->u);
		break;
	case KAPI_V_BOOL:
		kapi_json__bool(J(s), v->b);
		break;
	}
}

const struct kapi_sink_ops kapi__json_ops = {
	.begin_doc = json_begin_doc,
	.end_doc = json_end_doc,
	.begin_obj = json_begin_obj,
	.end_obj = json_end_obj,
	.begin_arr = json_begin_arr,
	.end_arr = json_end_arr,
	.field = json_field,
};

/*
 * Upstream's numbering (--compat upstream), where it differs from ours:
 * its kernel_api_spec.h has KAPI_CONSTRAINT_BUFFER (11) before CUSTOM (12),
 * no sysfs value types (its KAPI_TYPE_CUSTOM is 12), KAPI_PARAM_INOUT as
 * IN|OUT rather than a bit of its own, a 1-based size_param_idx (0: none)
 * and a lock scope instead of acquired/released/held booleans.  Enum
 * fields are written as numbers, as upstream's tool writes them; a value
 * upstream has no number for keeps its name, which reads the same either
 * way.
 */
static bool upstream_number(enum kapi_name_table names, int64_t x,
			    int64_t *out)
{
	switch (names) {
	case KAPI_NAMES_PARAM_TYPE:
		if (x == KAPI_TYPE_CUSTOM)
			x = 12;
		else if (x > KAPI_TYPE_PATH)	/* string .. bitmap: ours */
			return false;
		break;
	case KAPI_NAMES_CONSTRAINT:
		if (x == KAPI_CONSTRAINT_CUSTOM)
			x = 12;
		break;
	case KAPI_NAMES_RETURN_CHECK:
	case KAPI_NAMES_LOCK_TYPE:
	case KAPI_NAMES_LOCK_SCOPE:
	case KAPI_NAMES_SIGNAL_ACTION:
	case KAPI_NAMES_CAP_ACTION:
		break;			/* the same numbers */
	default:
		return false;
	}
	*out = x;
	return true;
}

static void upstream_emit(struct kapi_sink *s, const char *key,
			  const struct kapi_value *v)
{
	s->ops->field(s, key, v);
}

bool kapi__json_upstream_field(struct kapi_sink *s, enum kapi_kind kind,
			       const void *item, const struct kapi_field *f)
{
	int64_t x, n;

	if (f->type != KAPI_F_INT && f->type != KAPI_F_BOOL)
		return false;
	if (kind == KAPI_K_LOCK && f->type == KAPI_F_BOOL)
		return true;		/* the scope says it */
	x = kapi__field_get_int(item, f);
	if (f->c_name && !strcmp(f->c_name, "size_param_idx")) {
		upstream_emit(s, f->json, &(struct kapi_value){
			.kind = KAPI_V_INT, .i = x >= 0 ? x + 1 : 0 });
		return true;
	}
	if (f->names == KAPI_NAMES_PARAM_FLAGS) {
		uint64_t u = (uint64_t)x;

		if (u & KAPI_PARAM_INOUT)
			u = (u & ~(uint64_t)KAPI_PARAM_INOUT) | KAPI_PARAM_IN |
			    KAPI_PARAM_OUT;
		upstream_emit(s, f->json, &(struct kapi_value){
			.kind = KAPI_V_HEX, .u = u });
		return true;
	}
	if (kind == KAPI_K_PARAM && f->names == KAPI_NAMES_CONSTRAINT &&
	    x == KAPI_CONSTRAINT_USER_PTR &&
	    ((const struct kapi_param_spec *)item)->size_param_idx >= 0) {
		/* a user pointer sized by another argument: upstream's BUFFER */
		upstream_emit(s, f->json, &(struct kapi_value){
			.kind = KAPI_V_INT, .i = 11 });
		return true;
	}
	if (f->walk != KAPI_W_NAME ||
	    !upstream_number((enum kapi_name_table)f->names, x, &n))
		return false;
	upstream_emit(s, f->json, &(struct kapi_value){
		.kind = KAPI_V_INT, .i = n });
	return true;
}

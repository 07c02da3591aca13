// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/* The JSON sink: the walk's events fed to the JSON writer. */
#include <inttypes.h>

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

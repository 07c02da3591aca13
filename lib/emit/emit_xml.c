// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * The XML sink: one element per field, arrays as a container element of
 * item elements (<parameters><parameter>...).
 */
#include <inttypes.h>

#include "emit/emit.h"

/* Escapes markup characters; drops bytes XML 1.0 cannot carry. */
static void xml_text(struct kapi_out *out, const char *str)
{
	const unsigned char *p = (const unsigned char *)str;

	while (*p) {
		unsigned char c = *p;
		size_t n = 1;

		switch (c) {
		case '&': kapi__out_puts(out, "&amp;"); break;
		case '<': kapi__out_puts(out, "&lt;"); break;
		case '>': kapi__out_puts(out, "&gt;"); break;
		case '"': kapi__out_puts(out, "&quot;"); break;
		default:
			if (c < 0x20 && c != '\n' && c != '\t' && c != '\r') {
				kapi__out_puts(out, "\xef\xbf\xbd");
			} else if (c >= 0x80) {
				n = kapi__utf8_len(p, 4);
				if (n)
					kapi__out_write(out, (const char *)p, n);
				else {
					kapi__out_puts(out, "\xef\xbf\xbd");
					n = 1;
				}
			} else {
				kapi__out_write(out, (const char *)p, 1);
			}
		}
		while (n-- && *p)
			p++;
	}
}

static const char *xml_name(struct kapi_sink *s, const char *key)
{
	if (key)
		return key;
	if (s->depth > 0 && s->item[s->depth])
		return s->item[s->depth];
	return "spec";
}

static void xml_open(struct kapi_sink *s, const char *tag)
{
	kapi__out_indent(s->out, s->depth, 2);
	kapi__out_printf(s->out, "<%s>", tag);
}

static void xml_begin_doc(struct kapi_sink *s, bool many)
{
	kapi__out_puts(s->out, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
	if (many) {
		kapi__out_puts(s->out, "<kapi_specs>\n");
		kapi__sink_push(s, "kapi_specs", true, "spec");
	}
}

static void xml_end_doc(struct kapi_sink *s, bool many)
{
	if (many) {
		kapi__sink_pop(s);
		kapi__out_puts(s->out, "</kapi_specs>\n");
	}
}

static void xml_begin_container(struct kapi_sink *s, const char *key,
				bool is_arr, const char *item)
{
	const char *tag = xml_name(s, key);

	xml_open(s, tag);
	kapi__out_write(s->out, "\n", 1);
	kapi__sink_push(s, tag, is_arr, item);
}

static void xml_begin_obj(struct kapi_sink *s, const char *key)
{
	xml_begin_container(s, key, false, NULL);
}

static void xml_begin_arr(struct kapi_sink *s, const char *key,
			  const char *item)
{
	xml_begin_container(s, key, true, item);
}

static void xml_end(struct kapi_sink *s)
{
	const char *tag = s->key[s->depth];

	kapi__sink_pop(s);
	kapi__out_indent(s->out, s->depth, 2);
	kapi__out_printf(s->out, "</%s>\n", tag);
}

static void xml_field(struct kapi_sink *s, const char *key,
		      const struct kapi_value *v)
{
	const char *tag = xml_name(s, key);

	xml_open(s, tag);
	switch (v->kind) {
	case KAPI_V_STR:
		xml_text(s->out, v->s ? v->s : "");
		break;
	case KAPI_V_INT:
		kapi__out_printf(s->out, "%" PRId64, v->i);
		break;
	case KAPI_V_UINT:
		kapi__out_printf(s->out, "%" PRIu64, v->u);
		break;
	case KAPI_V_HEX:
	case KAPI_V_FLAGS:
		kapi__out_printf(s->out, "0x%" PRIx64, v->u);
		break;
	case KAPI_V_OCTAL:
		kapi__out_printf(s->out, "0%" PRIo64, v->u);
		break;
	case KAPI_V_BOOL:
		kapi__out_puts(s->out, v->b ? "true" : "false");
		break;
	}
	kapi__out_printf(s->out, "</%s>\n", tag);
	s->count[s->depth]++;
}

const struct kapi_sink_ops kapi__xml_ops = {
	.begin_doc = xml_begin_doc,
	.end_doc = xml_end_doc,
	.begin_obj = xml_begin_obj,
	.end_obj = xml_end,
	.begin_arr = xml_begin_arr,
	.end_arr = xml_end,
	.field = xml_field,
};

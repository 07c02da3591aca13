// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * What the human formats (plain text and ReST) share: which values to
 * show and how, list markers and indentation, and scalar lists collected
 * onto one line.
 */
#include <inttypes.h>
#include <string.h>

#include "emit/emit.h"

bool kapi__human_skip(const struct kapi_value *v)
{
	return !v->keep && kapi__value_empty(v);
}

void kapi__human_value(const struct kapi_value *v, struct kapi_strbuf *sb)
{
	char buf[512];

	switch (v->kind) {
	case KAPI_V_STR:
		kapi__strbuf_add(sb, v->s ? v->s : "", v->s ? strlen(v->s) : 0);
		break;
	case KAPI_V_INT:
		kapi__strbuf_printf(sb, "%" PRId64, v->i);
		break;
	case KAPI_V_UINT:
		kapi__strbuf_printf(sb, "%" PRIu64, v->u);
		break;
	case KAPI_V_HEX:
		kapi__strbuf_printf(sb, "0x%" PRIx64, v->u);
		break;
	case KAPI_V_OCTAL:
		kapi__strbuf_printf(sb, "0%" PRIo64, v->u);
		break;
	case KAPI_V_BOOL:
		kapi__strbuf_printf(sb, "%s", v->b ? "yes" : "no");
		break;
	case KAPI_V_FLAGS:
		kapi_flags__format(v->names, (uint32_t)v->u, buf, sizeof(buf));
		kapi__strbuf_printf(sb, "%s", buf);
		break;
	}
}

/* Starts a line: a pending list marker, or the container's indentation. */
void kapi__human_line_start(struct kapi_sink *s)
{
	if (s->dash_col >= 0) {
		kapi__out_indent(s->out, s->dash_col, 1);
		kapi__out_puts(s->out, "- ");
		s->dash_col = -1;
	} else {
		kapi__out_indent(s->out, s->base[s->depth], 1);
	}
}

/*
 * Arrays print nothing until their first element: a list of objects gets
 * a header then, a list of scalars is collected and printed at its end.
 */
void kapi__human_begin_arr(struct kapi_sink *s, const char *key,
			   const char *item)
{
	int parent = s->depth;

	kapi__sink_push(s, key, true, item);
	s->base[s->depth] = s->base[parent];
	s->in_item[s->depth] = s->in_item[parent];
	s->opened[s->depth] = false;
	s->scratch.len = 0;
	if (s->scratch.buf)
		s->scratch.buf[0] = '\0';
}

bool kapi__human_collect(struct kapi_sink *s, const char *key,
			 const struct kapi_value *v)
{
	if (key)
		return false;
	if (s->scratch.len)
		kapi__strbuf_add(&s->scratch, ", ", 2);
	kapi__human_value(v, &s->scratch);
	s->count[s->depth]++;
	return true;
}

// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * The plain text sink: an indented "key: value" layout that reads like
 * YAML, with empty values left out and flags shown by name.
 */
#include <inttypes.h>
#include <string.h>

#include "emit/emit.h"

/* Prints a pending array header before its first object element. */
static void text_open_parent(struct kapi_sink *s)
{
	int d = s->depth;

	if (d > 0 && s->is_arr[d] && !s->opened[d]) {
		kapi__out_indent(s->out, s->base[d], 1);
		kapi__out_printf(s->out, "%s:\n", s->key[d]);
		s->opened[d] = true;
	}
}

static void text_begin_doc(struct kapi_sink *s, bool many)
{
	(void)many;
	s->dash_col = -1;
}

static void text_end_doc(struct kapi_sink *s, bool many)
{
	(void)s;
	(void)many;
}

static void text_begin_obj(struct kapi_sink *s, const char *key)
{
	int parent = s->depth;

	if (parent == 0) {
		if (s->spec_index++ > 0)
			kapi__out_write(s->out, "\n", 1);
		kapi__sink_push(s, key, false, NULL);
		s->base[s->depth] = 0;
		return;
	}
	if (key) {
		kapi__human_line_start(s);
		kapi__out_printf(s->out, "%s:\n", key);
		kapi__sink_push(s, key, false, NULL);
		s->base[s->depth] = s->base[parent] + 2;
		return;
	}
	text_open_parent(s);
	kapi__sink_push(s, key, false, NULL);
	s->base[s->depth] = s->base[parent] + 4;
	s->dash_col = s->base[parent] + 2;
}

static void text_end_obj(struct kapi_sink *s)
{
	s->dash_col = -1;
	kapi__sink_pop(s);
}

static void text_end_arr(struct kapi_sink *s)
{
	int d = s->depth;

	if (!s->opened[d] && s->count[d] > 0) {
		/* a list of scalars, collected inline */
		kapi__human_line_start(s);
		kapi__out_printf(s->out, "%s: [%s]\n", s->key[d],
				 s->scratch.buf ? s->scratch.buf : "");
	}
	kapi__sink_pop(s);
}

static void text_field(struct kapi_sink *s, const char *key,
		       const struct kapi_value *v)
{
	struct kapi_strbuf val;

	if (kapi__human_collect(s, key, v))
		return;
	if (kapi__human_skip(v))
		return;
	kapi__strbuf_init(&val);
	kapi__human_value(v, &val);
	kapi__human_line_start(s);
	if (val.buf && strchr(val.buf, '\n')) {
		const char *line = val.buf;

		kapi__out_printf(s->out, "%s: |\n", key);
		while (line && *line) {
			const char *nl = strchr(line, '\n');
			size_t n = nl ? (size_t)(nl - line) : strlen(line);

			/* a blank line stays blank: no trailing indent */
			if (n)
				kapi__out_indent(s->out, s->base[s->depth] + 2, 1);
			kapi__out_write(s->out, line, n);
			kapi__out_write(s->out, "\n", 1);
			line = nl ? nl + 1 : NULL;
		}
	} else {
		kapi__out_printf(s->out, "%s: %s\n", key, val.buf ? val.buf : "");
	}
	kapi__strbuf_free(&val);
	s->count[s->depth]++;
}

const struct kapi_sink_ops kapi__text_ops = {
	.begin_doc = text_begin_doc,
	.end_doc = text_end_doc,
	.begin_obj = text_begin_obj,
	.end_obj = text_end_obj,
	.begin_arr = kapi__human_begin_arr,
	.end_arr = text_end_arr,
	.field = text_field,
};

// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * The reStructuredText sink.  A spec is a document titled with its name:
 * top-level facts form a field list, each list or object of the spec is a
 * section, and list elements are bullet items holding field lists.
 */
#include <string.h>

#include "emit/emit.h"

static const char heading_chars[] = "=-~^";

/* Inline text with reST markup characters escaped. */
static void rst_inline(struct kapi_out *out, const char *str)
{
	for (const char *p = str; *p; p++) {
		if (strchr("\\*`|_[]<>", *p))
			kapi__out_write(out, "\\", 1);
		kapi__out_write(out, p, 1);
	}
}

static void rst_heading(struct kapi_sink *s, const char *title, int level)
{
	size_t n = strlen(title);
	char ch = heading_chars[level < 3 ? level : 3];

	kapi__out_write(s->out, "\n", 1);
	if (level == 0) {
		for (size_t i = 0; i < n; i++)
			kapi__out_write(s->out, &ch, 1);
		kapi__out_write(s->out, "\n", 1);
	}
	kapi__out_printf(s->out, "%s\n", title);
	for (size_t i = 0; i < n; i++)
		kapi__out_write(s->out, &ch, 1);
	kapi__out_write(s->out, "\n\n", 2);
}

/* "side_effects" -> "Side effects" */
static void rst_section(struct kapi_sink *s, const char *key, int level)
{
	char title[64];
	size_t n = strlen(key);

	if (n >= sizeof(title))
		n = sizeof(title) - 1;
	for (size_t i = 0; i < n; i++)
		title[i] = key[i] == '_' ? ' ' : key[i];
	title[n] = '\0';
	if (title[0] >= 'a' && title[0] <= 'z')
		title[0] = (char)(title[0] - 'a' + 'A');
	rst_heading(s, title, level);
}

static void rst_begin_doc(struct kapi_sink *s, bool many)
{
	(void)many;
	s->dash_col = -1;
}

static void rst_end_doc(struct kapi_sink *s, bool many)
{
	(void)s;
	(void)many;
}

/* Prints a pending array heading (or nested list gap) before an element. */
static void rst_open_parent(struct kapi_sink *s)
{
	int d = s->depth;

	if (d <= 0 || !s->is_arr[d] || s->opened[d])
		return;
	s->opened[d] = true;
	if (s->in_item[d])
		kapi__out_write(s->out, "\n", 1);
	else
		rst_section(s, s->key[d], d - 1);
}

static void rst_begin_obj(struct kapi_sink *s, const char *key)
{
	int parent = s->depth;

	if (parent == 0) {
		kapi__sink_push(s, key, false, NULL);
		s->base[s->depth] = 0;
		s->in_item[s->depth] = false;
		return;
	}
	if (key) {
		kapi__sink_push(s, key, false, NULL);
		s->in_item[s->depth] = s->in_item[parent];
		if (s->in_item[parent]) {
			kapi__human_line_start(s);
			kapi__out_printf(s->out, ":%s:\n\n", key);
			s->base[s->depth] = s->base[parent] + 2;
		} else {
			rst_section(s, key, parent);
			s->base[s->depth] = 0;
		}
		return;
	}
	rst_open_parent(s);
	kapi__sink_push(s, key, false, NULL);
	s->in_item[s->depth] = true;
	s->base[s->depth] = s->base[parent] + 2;
	s->dash_col = s->base[parent];
}

static void rst_end_obj(struct kapi_sink *s)
{
	bool item = s->depth > 1 && s->is_arr[s->depth - 1];

	s->dash_col = -1;
	kapi__sink_pop(s);
	if (item)
		kapi__out_write(s->out, "\n", 1);
}

static void rst_end_arr(struct kapi_sink *s)
{
	int d = s->depth;

	if (!s->opened[d] && s->count[d] > 0) {
		kapi__human_line_start(s);
		kapi__out_printf(s->out, ":%s: ", s->key[d]);
		rst_inline(s->out, s->scratch.buf ? s->scratch.buf : "");
		kapi__out_write(s->out, "\n", 1);
	}
	kapi__sink_pop(s);
}

static void rst_field(struct kapi_sink *s, const char *key,
		      const struct kapi_value *v)
{
	struct kapi_strbuf val;

	if (kapi__human_collect(s, key, v))
		return;
	if (s->depth == 1 && !strcmp(key, "name") && v->kind == KAPI_V_STR) {
		if (s->spec_index++ > 0)
			kapi__out_write(s->out, "\n", 1);
		rst_heading(s, v->s && v->s[0] ? v->s : "(unnamed)", 0);
		s->count[s->depth]++;
		return;
	}
	if (kapi__human_skip(v))
		return;
	kapi__strbuf_init(&val);
	kapi__human_value(v, &val);
	kapi__human_line_start(s);
	if (val.buf && strchr(val.buf, '\n')) {
		/* multi-line text keeps its layout as a literal block */
		const char *line = val.buf;
		int ind = s->base[s->depth] + 4;

		kapi__out_printf(s->out, ":%s:\n\n", key);
		kapi__out_indent(s->out, ind, 1);
		kapi__out_puts(s->out, "::\n\n");
		while (line && *line) {
			const char *nl = strchr(line, '\n');
			size_t n = nl ? (size_t)(nl - line) : strlen(line);

			if (n) {
				kapi__out_indent(s->out, ind + 4, 1);
				kapi__out_write(s->out, line, n);
			}
			kapi__out_write(s->out, "\n", 1);
			line = nl ? nl + 1 : NULL;
		}
		kapi__out_write(s->out, "\n", 1);
	} else {
		kapi__out_printf(s->out, ":%s: ", key);
		rst_inline(s->out, val.buf ? val.buf : "");
		kapi__out_write(s->out, "\n", 1);
	}
	kapi__strbuf_free(&val);
	s->count[s->depth]++;
}

const struct kapi_sink_ops kapi__rst_ops = {
	.begin_doc = rst_begin_doc,
	.end_doc = rst_end_doc,
	.begin_obj = rst_begin_obj,
	.end_obj = rst_end_obj,
	.begin_arr = kapi__human_begin_arr,
	.end_arr = rst_end_arr,
	.field = rst_field,
};

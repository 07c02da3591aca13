// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * A streaming JSON writer: it tracks nesting and separators, escapes every
 * control character and replaces invalid UTF-8, so output always parses.
 */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>

#include "base/base.h"

#define JSON_MAX_DEPTH 32

struct kapi_json {
	struct kapi_out out;
	bool pretty;
	int depth;
	int count[JSON_MAX_DEPTH];
	bool after_key;
};

struct kapi_json *kapi_json__new(kapi_write_fn write, void *ctx, bool pretty)
{
	struct kapi_json *j = calloc(1, sizeof(*j));

	if (!j)
		return NULL;
	j->out.write = write;
	j->out.ctx = ctx;
	j->pretty = pretty;
	return j;
}

int kapi_json__free(struct kapi_json *j)
{
	int err;

	if (!j)
		return 0;
	if (!j->depth)
		kapi__out_write(&j->out, "\n", 1);
	err = j->out.err ? j->out.err : (j->depth ? -EINVAL : 0);
	free(j);
	return err;
}

static void json_string(struct kapi_out *out, const char *str)
{
	const unsigned char *p = (const unsigned char *)str;
	const unsigned char *run = p;

	kapi__out_write(out, "\"", 1);
	while (*p) {
		unsigned char c = *p;
		const char *esc = NULL;
		char ubuf[8];
		size_t n = 1;

		if (c == '"')
			esc = "\\\"";
		else if (c == '\\')
			esc = "\\\\";
		else if (c == '\n')
			esc = "\\n";
		else if (c == '\t')
			esc = "\\t";
		else if (c == '\r')
			esc = "\\r";
		else if (c < 0x20 || c == 0x7f) {
			snprintf(ubuf, sizeof(ubuf), "\\u%04x", c);
			esc = ubuf;
		} else if (c >= 0x80) {
			n = kapi__utf8_len(p, 4);
			if (!n) {
				esc = "\\ufffd";
				n = 1;
			}
		}
		if (esc) {
			kapi__out_write(out, (const char *)run, (size_t)(p - run));
			kapi__out_puts(out, esc);
			p += n;
			run = p;
		} else {
			/* a multi-byte sequence stops early at a NUL */
			while (n-- && *p)
				p++;
		}
	}
	kapi__out_write(out, (const char *)run, (size_t)(p - run));
	kapi__out_write(out, "\"", 1);
}

/* Separator and indentation before a value or a key. */
static void json_sep(struct kapi_json *j)
{
	if (j->after_key) {
		j->after_key = false;
		return;
	}
	if (j->count[j->depth]++ > 0)
		kapi__out_write(&j->out, ",", 1);
	if (j->pretty && j->depth > 0) {
		kapi__out_write(&j->out, "\n", 1);
		kapi__out_indent(&j->out, j->depth, 2);
	}
}

void kapi_json__key(struct kapi_json *j, const char *key)
{
	json_sep(j);
	json_string(&j->out, key);
	kapi__out_puts(&j->out, j->pretty ? ": " : ":");
	j->after_key = true;
}

static void json_open(struct kapi_json *j, const char *c)
{
	json_sep(j);
	kapi__out_puts(&j->out, c);
	if (j->depth + 1 < JSON_MAX_DEPTH)
		j->count[++j->depth] = 0;
	else
		j->out.err = j->out.err ? j->out.err : -E2BIG;
}

static void json_close(struct kapi_json *j, const char *c)
{
	bool had = j->count[j->depth] > 0;

	if (j->depth > 0)
		j->depth--;
	if (j->pretty && had) {
		kapi__out_write(&j->out, "\n", 1);
		kapi__out_indent(&j->out, j->depth, 2);
	}
	kapi__out_puts(&j->out, c);
}

void kapi_json__begin_object(struct kapi_json *j) { json_open(j, "{"); }
void kapi_json__end_object(struct kapi_json *j) { json_close(j, "}"); }
void kapi_json__begin_array(struct kapi_json *j) { json_open(j, "["); }
void kapi_json__end_array(struct kapi_json *j) { json_close(j, "]"); }

void kapi_json__string(struct kapi_json *j, const char *s)
{
	json_sep(j);
	if (s)
		json_string(&j->out, s);
	else
		kapi__out_puts(&j->out, "null");
}

void kapi_json__key_str(struct kapi_json *j, const char *key, const char *s)
{
	kapi_json__key(j, key);
	kapi_json__string(j, s);
}

void kapi_json__int(struct kapi_json *j, int64_t v)
{
	json_sep(j);
	kapi__out_printf(&j->out, "%" PRId64, v);
}

void kapi_json__uint(struct kapi_json *j, uint64_t v)
{
	json_sep(j);
	kapi__out_printf(&j->out, "%" PRIu64, v);
}

void kapi_json__bool(struct kapi_json *j, bool v)
{
	json_sep(j);
	kapi__out_puts(&j->out, v ? "true" : "false");
}

void kapi_json__null(struct kapi_json *j)
{
	json_sep(j);
	kapi__out_puts(&j->out, "null");
}

/* The formatted value as a JSON string ("0x1f", "0644"). */
void kapi_json__stringf(struct kapi_json *j, const char *fmt, ...)
{
	va_list ap;
	char *p = NULL;
	int n;

	va_start(ap, fmt);
	n = vasprintf(&p, fmt, ap);
	va_end(ap);
	if (n < 0) {
		j->out.err = -ENOMEM;
		return;
	}
	kapi_json__string(j, p);
	free(p);
}

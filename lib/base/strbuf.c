// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/* String building and output streams. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/base.h"

void kapi__strbuf_init_fixed(struct kapi_strbuf *sb, char *buf, size_t cap)
{
	memset(sb, 0, sizeof(*sb));
	sb->buf = buf;
	sb->cap = cap;
	sb->fixed = true;
	if (buf && cap)
		buf[0] = '\0';
}

void kapi__strbuf_init(struct kapi_strbuf *sb)
{
	memset(sb, 0, sizeof(*sb));
}

void kapi__strbuf_free(struct kapi_strbuf *sb)
{
	if (!sb->fixed)
		free(sb->buf);
	memset(sb, 0, sizeof(*sb));
}

static bool strbuf_reserve(struct kapi_strbuf *sb, size_t n)
{
	size_t need = sb->len + n + 1;
	char *p;

	if (need <= sb->cap)
		return true;
	if (sb->fixed || sb->failed)
		return false;
	if (need < sb->cap * 2)
		need = sb->cap * 2;
	if (need < 64)
		need = 64;
	p = realloc(sb->buf, need);
	if (!p) {
		sb->failed = true;
		return false;
	}
	sb->buf = p;
	sb->cap = need;
	return true;
}

void kapi__strbuf_add(struct kapi_strbuf *sb, const char *s, size_t n)
{
	sb->want += n;
	if (!strbuf_reserve(sb, n)) {
		/* fixed buffers keep what fits */
		if (sb->fixed && sb->cap > sb->len + 1) {
			size_t room = sb->cap - sb->len - 1;

			memcpy(sb->buf + sb->len, s, room);
			sb->len += room;
			sb->buf[sb->len] = '\0';
		}
		return;
	}
	memcpy(sb->buf + sb->len, s, n);
	sb->len += n;
	sb->buf[sb->len] = '\0';
}

void kapi__strbuf_printf(struct kapi_strbuf *sb, const char *fmt, ...)
{
	char small[256];
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(small, sizeof(small), fmt, ap);
	va_end(ap);
	if (n < 0)
		return;
	if ((size_t)n < sizeof(small)) {
		kapi__strbuf_add(sb, small, (size_t)n);
		return;
	}
	{
		char *big = malloc((size_t)n + 1);

		if (!big) {
			sb->failed = true;
			sb->want += (size_t)n;
			return;
		}
		va_start(ap, fmt);
		vsnprintf(big, (size_t)n + 1, fmt, ap);
		va_end(ap);
		kapi__strbuf_add(sb, big, (size_t)n);
		free(big);
	}
}

void kapi__out_write(struct kapi_out *out, const char *s, size_t n)
{
	if (out->err || !n)
		return;
	out->err = out->write(out->ctx, s, n);
}

void kapi__out_puts(struct kapi_out *out, const char *s)
{
	kapi__out_write(out, s, strlen(s));
}

void kapi__out_printf(struct kapi_out *out, const char *fmt, ...)
{
	va_list ap;
	char *p = NULL;
	int n;

	if (out->err)
		return;
	va_start(ap, fmt);
	n = vasprintf(&p, fmt, ap);
	va_end(ap);
	if (n < 0) {
		out->err = -ENOMEM;
		return;
	}
	kapi__out_write(out, p, (size_t)n);
	free(p);
}

void kapi__out_indent(struct kapi_out *out, int level, int width)
{
	static const char spaces[] = "                                ";
	int n = level * width;

	while (n > 0) {
		int k = n < (int)sizeof(spaces) - 1 ? n : (int)sizeof(spaces) - 1;

		kapi__out_write(out, spaces, (size_t)k);
		n -= k;
	}
}

int kapi_write__file(void *file, const char *buf, size_t len)
{
	if (fwrite(buf, 1, len, (FILE *)file) != len)
		return errno ? -errno : -EIO;
	return 0;
}

size_t kapi__utf8_len(const unsigned char *s, size_t n)
{
	unsigned char c = s[0];
	size_t len;
	uint32_t cp;

	if (c < 0x80)
		return 1;
	if ((c & 0xE0) == 0xC0) {
		len = 2;
		cp = c & 0x1F;
	} else if ((c & 0xF0) == 0xE0) {
		len = 3;
		cp = c & 0x0F;
	} else if ((c & 0xF8) == 0xF0) {
		len = 4;
		cp = c & 0x07;
	} else {
		return 0;
	}
	if (len > n)
		return 0;
	for (size_t i = 1; i < len; i++) {
		if ((s[i] & 0xC0) != 0x80)
			return 0;
		cp = (cp << 6) | (s[i] & 0x3F);
	}
	/* overlong forms, surrogates and values past U+10FFFF */
	if ((len == 2 && cp < 0x80) || (len == 3 && cp < 0x800) ||
	    (len == 4 && cp < 0x10000) || cp > 0x10FFFF ||
	    (cp >= 0xD800 && cp <= 0xDFFF))
		return 0;
	return len;
}

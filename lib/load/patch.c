// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * A patch series applied to a tree in memory: for every file the series
 * touches, the text before and after, so a caller can load both sides and
 * ask what the series changes in the API.  Only the touched files are
 * read; the tree is never written.
 */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "base/base.h"

/* A source file or a patch larger than this is not one (bounded reads). */
#define KAPI_PATCH_MAX_BYTES (64u << 20)

struct text {
	char *s;
	size_t len, cap;
};

struct touched {
	char *path;		/* relative to the tree */
	struct text before, after;
	long delta;		/* lines the applied hunks added, less removed */
	bool exists;		/* the tree has it (a new file does not) */
};

struct series {
	struct touched *files;
	size_t count, cap;
	kapi_log_fn log;
	void *log_ctx;
};

static void say(struct series *sr, enum kapi_log_level level, const char *file,
		unsigned int line, const char *fmt, ...)
	__attribute__((format(printf, 5, 6)));

static void say(struct series *sr, enum kapi_log_level level, const char *file,
		unsigned int line, const char *fmt, ...)
{
	char msg[512];
	va_list ap;

	if (!sr->log)
		return;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	sr->log(sr->log_ctx, level, NULL, file, line, msg);
}

/* Room for need bytes in t (kapi__grow doubles once; texts jump). */
static int reserve(struct text *t, size_t need)
{
	size_t cap = t->cap ? t->cap : 4096;
	char *p;

	if (need <= t->cap)
		return 0;
	while (cap < need)
		cap *= 2;
	p = realloc(t->s, cap);
	if (!p)
		return -ENOMEM;
	t->s = p;
	t->cap = cap;
	return 0;
}

static int text_add(struct text *t, const char *s, size_t n)
{
	if (reserve(t, t->len + n + 1))
		return -ENOMEM;
	memcpy(t->s + t->len, s, n);
	t->len += n;
	t->s[t->len] = '\0';
	return 0;
}

/* A whole regular file, bounded; 0, -ENOENT or another -errno. */
static int read_file(const char *path, struct text *t)
{
	char *s;
	size_t len;
	int err = kapi__read_file(path, KAPI_PATCH_MAX_BYTES, &s, &len);

	if (err)
		return err;
	free(t->s);
	t->s = s;
	t->len = len;
	t->cap = len + 1;
	return 0;
}

/* "a/fs/open.c" -> "fs/open.c"; NULL for /dev/null or a path leaving the tree. */
static char *strip_path(const char *l, size_t n)
{
	size_t end = strcspn(l, "\t\n");
	char *p;

	if (end > n)
		end = n;
	while (end && l[end - 1] == ' ')
		end--;
	if (end >= 9 && !memcmp(l, "/dev/null", 9))
		return NULL;
	if (end > 2 && (l[0] == 'a' || l[0] == 'b') && l[1] == '/') {
		l += 2;
		end -= 2;
	}
	p = strndup(l, end);
	if (p && (p[0] == '/' || strstr(p, "../") || !strcmp(p, ".."))) {
		free(p);
		return NULL;
	}
	return p;
}

static struct touched *touch(struct series *sr, const char *tree,
			     const char *path, int *err)
{
	char full[PATH_MAX];
	struct touched *t;

	for (size_t i = 0; i < sr->count; i++)
		if (!strcmp(sr->files[i].path, path))
			return &sr->files[i];
	if (kapi__grow(&sr->files, &sr->cap, sr->count, sizeof(*sr->files), 8)) {
		*err = -ENOMEM;
		return NULL;
	}
	t = &sr->files[sr->count];
	memset(t, 0, sizeof(*t));
	t->path = strdup(path);
	if (!t->path) {
		*err = -ENOMEM;
		return NULL;
	}
	snprintf(full, sizeof(full), "%s/%s", tree, path);
	*err = read_file(full, &t->before);
	if (*err == -ENOENT) {
		*err = text_add(&t->before, "", 0);
	} else if (!*err) {
		t->exists = true;
	}
	if (!*err)
		*err = text_add(&t->after, t->before.s, t->before.len);
	if (*err) {
		free(t->path);
		free(t->before.s);
		free(t->after.s);
		return NULL;
	}
	sr->count++;
	return t;
}

/* Lines of a hunk: what it expects (context, removed) and what it leaves. */
struct hunk {
	long old_start;
	struct text want, put;
	unsigned int line;	/* in the patch, for messages */
};

/* Byte offset of line number no (1-based) in t, or t->len past its end. */
static size_t line_offset(const struct text *t, long no)
{
	size_t off = 0;

	for (long i = 1; i < no && off < t->len; i++) {
		const char *nl = memchr(t->s + off, '\n', t->len - off);

		off = nl ? (size_t)(nl - t->s) + 1 : t->len;
	}
	return off;
}

/*
 * Applies a hunk: its old lines must stand at old_start, or, as patch(1)
 * allows, a few lines away from it (an earlier patch of the series or
 * local changes moved them).  -ESPIPE when they are nowhere near.
 */
static long count_lines(const struct text *t)
{
	long n = 0;

	for (size_t i = 0; i < t->len; i++)
		n += t->s[i] == '\n';
	return n;
}

static int apply_hunk(struct text *t, const struct hunk *h, long delta)
{
	static const long spread = 200;
	struct text out = { 0 };
	size_t at = SIZE_MAX;

	for (long d = 0; d <= spread && at == SIZE_MAX; d++) {
		for (int sign = 0; sign < 2 && at == SIZE_MAX; sign++) {
			long no = h->old_start + delta + (sign ? -d : d);
			size_t off;

			if (no < 1 && !(no == 0 && !h->want.len))
				continue;
			off = line_offset(t, no ? no : 1);
			if (t->len - off >= h->want.len &&
			    !memcmp(t->s + off, h->want.s, h->want.len))
				at = off;
			if (!d)
				break;
		}
	}
	if (at == SIZE_MAX)
		return -ESPIPE;
	if (text_add(&out, t->s, at) || text_add(&out, h->put.s ? h->put.s : "", h->put.len) ||
	    text_add(&out, t->s + at + h->want.len, t->len - at - h->want.len)) {
		free(out.s);
		return -ENOMEM;
	}
	free(t->s);
	*t = out;
	return 0;
}

static int finish_hunk(struct series *sr, struct touched *f, struct hunk *h,
		       const char *patch)
{
	int err = 0;

	if (f && h->line) {
		err = apply_hunk(&f->after, h, f->delta);
		if (!err)
			f->delta += count_lines(&h->put) - count_lines(&h->want);
		if (err == -ESPIPE)
			say(sr, KAPI_LOG_ERROR, patch, h->line,
			    "hunk does not apply to %s", f->path);
	}
	free(h->want.s);
	free(h->put.s);
	memset(h, 0, sizeof(*h));
	return err;
}

static int read_series(struct series *sr, const char *tree, const char *patch)
{
	struct text p = { 0 };
	struct touched *f = NULL;
	struct hunk h = { 0 };
	unsigned int line = 0;
	char *minus = NULL;
	int err = read_file(patch, &p);

	if (err)
		return err;
	for (size_t i = 0; !err && i < p.len;) {
		const char *l = p.s + i, *nl = memchr(l, '\n', p.len - i);
		size_t n = nl ? (size_t)(nl - l) : p.len - i;

		line++;
		i += n + 1;
		if (n >= 4 && !memcmp(l, "--- ", 4)) {
			err = finish_hunk(sr, f, &h, patch);
			free(minus);
			minus = strip_path(l + 4, n - 4);
			f = NULL;
		} else if (n >= 4 && !memcmp(l, "+++ ", 4)) {
			char *plus = strip_path(l + 4, n - 4);
			const char *path = plus ? plus : minus;

			err = finish_hunk(sr, f, &h, patch);
			f = path && !err ? touch(sr, tree, path, &err) : NULL;
			if (!path)
				say(sr, KAPI_LOG_WARN, patch, line,
				    "a file outside the tree is left alone");
			free(plus);
		} else if (n >= 4 && !memcmp(l, "@@ -", 4)) {
			err = finish_hunk(sr, f, &h, patch);
			h.old_start = strtol(l + 4, NULL, 10);
			h.line = line;
		} else if (h.line && n && (l[0] == ' ' || l[0] == '-')) {
			err = text_add(&h.want, l + 1, n - 1) ?: text_add(&h.want, "\n", 1);
			if (!err && l[0] == ' ')
				err = text_add(&h.put, l + 1, n - 1) ?: text_add(&h.put, "\n", 1);
		} else if (h.line && n && l[0] == '+') {
			err = text_add(&h.put, l + 1, n - 1) ?: text_add(&h.put, "\n", 1);
		} else if (h.line && !n) {
			err = text_add(&h.want, "\n", 1) ?: text_add(&h.put, "\n", 1);
		} else if (h.line && n && l[0] != '\\') {
			err = finish_hunk(sr, f, &h, patch);	/* mail text, next diff */
		}
	}
	if (!err)
		err = finish_hunk(sr, f, &h, patch);
	free(minus);
	free(p.s);
	return err;
}

static void free_series(struct series *sr)
{
	for (size_t i = 0; i < sr->count; i++) {
		free(sr->files[i].path);
		free(sr->files[i].before.s);
		free(sr->files[i].after.s);
	}
	free(sr->files);
}

int kapi_patch__apply(const char *tree, const char *const *patches,
		      size_t npatches, kapi_patch_file_fn cb, void *ctx,
		      kapi_log_fn log, void *log_ctx)
{
	struct series sr = { .log = log, .log_ctx = log_ctx };
	struct stat st;
	int err = 0;

	if (!tree || !patches || !cb)
		return -EINVAL;
	if (stat(tree, &st) || !S_ISDIR(st.st_mode))
		return -ENOTDIR;
	for (size_t i = 0; !err && i < npatches; i++) {
		err = read_series(&sr, tree, patches[i]);
		if (err == -ESPIPE)
			err = -EINVAL;	/* said which hunk */
		else if (err && err != -ENOMEM)
			say(&sr, KAPI_LOG_ERROR, patches[i], 0, "cannot read: %s",
			    strerror(-err));
	}
	for (size_t i = 0; !err && i < sr.count; i++) {
		const struct touched *t = &sr.files[i];

		err = cb(ctx, t->path, t->exists ? t->before.s : NULL,
			 t->before.len, t->after.s, t->after.len);
	}
	free_series(&sr);
	return err;
}

// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * Documentation/ABI loader: the kernel documents sysfs attributes in files
 * of "Tag: value" entries (What:, Date:, KernelVersion:, Contact:,
 * Description:, Users:), continued on indented lines.  Each /sys path an
 * entry names becomes a skeleton sysfs spec: its path, the documented text,
 * version and access mark ([RO], [RW], [WO]), and no value constraints,
 * marked generated.  Checked live, such a
 * spec finds nothing wrong with a value, but it covers the file, so
 * "kapi sysfs check --from Documentation/ABI" lists what is undocumented.
 */
#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "load/load.h"

/* Tags that open a field; any other "Word:" at column 0 is text. */
static const char *const abi_tags[] = {
	"What", "Date", "KernelVersion", "Contact", "Description", "Users",
	"User", "Values", "Note", "Notes", "Example",
};

enum { TAG_NONE = -1, TAG_WHAT = 0, TAG_DATE = 1, TAG_VERSION = 2,
       TAG_DESCRIPTION = 4 };

struct abi_what {
	const char *s;
	size_t n;
	unsigned int line;
};

struct abi_entry {
	struct abi_what *what;
	size_t nwhat, cap;
	struct kapi_strbuf date, version, desc;
};

struct abi {
	struct kapi_loader *l;
	struct kapi_build *b;
	struct abi_entry e;
	int tag;			/* the field continuation lines extend */
	unsigned int line;
};

/* The tag a column-0 line opens, and where its value starts. */
static int tag_of(const char *s, size_t n, size_t *value)
{
	for (size_t t = 0; t < sizeof(abi_tags) / sizeof(abi_tags[0]); t++) {
		size_t k = strlen(abi_tags[t]);

		if (n > k && !memcmp(s, abi_tags[t], k) && s[k] == ':') {
			*value = k + 1;
			return (int)t;
		}
	}
	return TAG_NONE;
}

static struct kapi_strbuf *field_of(struct abi_entry *e, int tag)
{
	switch (tag) {
	case TAG_DATE:
		return &e->date;
	case TAG_VERSION:
		return &e->version;
	case TAG_DESCRIPTION:
		return &e->desc;
	default:
		return NULL;
	}
}

static void trim(const char **s, size_t *n)
{
	while (*n && isspace((unsigned char)**s))
		(*s)++, (*n)--;
	while (*n && isspace((unsigned char)(*s)[*n - 1]))
		(*n)--;
}

/* One line of text joins the field; a blank line keeps a paragraph break. */
static void append(struct kapi_strbuf *sb, const char *s, size_t n)
{
	trim(&s, &n);
	if (!n) {
		if (sb->len && sb->buf[sb->len - 1] != '\n')
			kapi__strbuf_add(sb, "\n\n", 2);
		return;
	}
	if (sb->len && sb->buf[sb->len - 1] != '\n')
		kapi__strbuf_add(sb, " ", 1);
	kapi__strbuf_add(sb, s, n);
}

/*
 * Documents mark access at the start of a description: [RO], [RW], [WO].
 * Returns the flag and moves *d past the mark.
 */
static uint32_t access_mark(const char **d)
{
	static const struct { const char *mark; uint32_t flag; } marks[] = {
		{ "[RO]", KAPI_PARAM_SYSFS_READONLY },
		{ "[RW]", KAPI_PARAM_SYSFS_RW },
		{ "[WO]", KAPI_PARAM_SYSFS_WRITEONLY },
	};

	for (size_t i = 0; i < sizeof(marks) / sizeof(marks[0]); i++)
		if (!strncmp(*d, marks[i].mark, 4)) {
			*d += 4;
			while (**d == ' ')
				(*d)++;
			return marks[i].flag;
		}
	return 0;
}

/* The first sentence (or line) of a description, for the one-liner. */
static size_t summary_len(const char *d)
{
	size_t n = strcspn(d, "\n");

	for (size_t i = 0; i + 1 < n; i++)
		if (d[i] == '.' && d[i + 1] == ' ')
			return i + 1;
	return n;
}

/*
 * A spec name: the attribute's file name, or with as many parent
 * components (joined by '.') as it takes to be unique in the registry.
 */
static char *unique_name(struct abi *a, const char *path)
{
	const char *start = path + strlen(path);
	char name[256];

	/* two kernel trees are compared by the whole path */
	if (a->l->abi_level)
		return kapi__load_strdup(a->l, path);
	for (;;) {
		const struct kernel_api_spec *old;
		size_t n, o = 0;

		while (start > path && start[-1] != '/')
			start--;
		n = strlen(start);
		if (n >= sizeof(name))
			return NULL;
		for (size_t i = 0; i < n; i++)
			name[o++] = start[i] == '/' ? '.' : start[i];
		name[o] = '\0';
		old = kapi_registry__find(a->l->reg, name);
		if (!old || strcmp(old->name, name))
			return kapi__load_strdup(a->l, name);
		if (start <= path + 5)		/* back at "/sys/" */
			return NULL;
		start--;			/* take in the parent too */
	}
}

/* The first component below /sys, or below /sys/class|bus|devices. */
static char *subsystem_of(struct abi *a, const char *path)
{
	const char *s = path + 5;
	size_t n = strcspn(s, "/");

	if ((n == 5 && !memcmp(s, "class", 5)) || (n == 3 && !memcmp(s, "bus", 3)) ||
	    (n == 7 && !memcmp(s, "devices", 7) && s[n] == '/' &&
	     strncmp(s + n + 1, "system", 6) && s[n + 1] != '<')) {
		s += n + (s[n] == '/');
		n = strcspn(s, "/");
	}
	return kapi__arena_strndup(a->l->arena, s, n);
}

static int add_spec(struct abi *a, const char *path, unsigned int line)
{
	struct abi_entry *e = &a->e;
	struct kernel_api_spec *s;
	struct kapi_param_spec *p;
	const char *desc = e->desc.buf ? e->desc.buf : "";
	uint32_t access = access_mark(&desc);
	char *name = unique_name(a, path);
	size_t dlen;

	if (!name) {
		kapi__load_msg(a->l, KAPI_LOG_WARN, line,
			       "%s: no unique spec name, skipped", path);
		return 0;
	}
	kapi__build_begin(a->b, name, KAPI_API_SYSFS, line);
	s = kapi__build_cur(a->b, KAPI_K_SPEC);
	p = kapi__build_open(a->b, KAPI_K_PARAM, -1, line);
	if (!s || !p)
		return -ENOMEM;
	s->generated = true;
	s->description = kapi__arena_strndup(a->l->arena, desc,
					     summary_len(desc));
	dlen = strlen(desc);
	while (dlen && isspace((unsigned char)desc[dlen - 1]))
		dlen--;
	s->long_description = kapi__arena_strndup(a->l->arena, desc, dlen);
	s->since_version = kapi__load_strdup(a->l, e->version.buf);
	s->subsystem = subsystem_of(a, path);
	if (e->date.buf || a->l->abi_level) {
		struct kapi_strbuf note = { 0 };

		/* a kernel tree's folder says how stable the ABI is (added
		 * piece by piece: printf was 2% of a warm kernel diff) */
		if (a->l->abi_level) {
			kapi__strbuf_add(&note, "ABI level: ", 11);
			kapi__strbuf_add(&note, a->l->abi_level,
					 strlen(a->l->abi_level));
			kapi__strbuf_add(&note, ". ", e->date.buf ? 2 : 1);
		}
		if (e->date.buf) {
			kapi__strbuf_add(&note, "Documented since ", 17);
			kapi__strbuf_add(&note, e->date.buf, strlen(e->date.buf));
			kapi__strbuf_add(&note, ".", 1);
		}
		s->notes = kapi__load_strdup(a->l, note.buf);
		kapi__strbuf_free(&note);
	}
	p->name = s->name + (strrchr(s->name, '.') ? strrchr(s->name, '.') -
			     s->name + 1 : 0);
	p->flags = access;
	p->type = KAPI_TYPE_STRING;
	p->type_name = "string";
	p->sysfs_path = kapi__load_strdup(a->l, path);
	kapi__build_close(a->b, KAPI_K_PARAM);
	return kapi__build_finish(a->b);
}

/* Ends an entry: one spec per /sys path it names. */
static int flush(struct abi *a)
{
	struct abi_entry *e = &a->e;
	int err = 0;

	for (size_t i = 0; !err && i < e->nwhat; i++) {
		char path[4096];
		const char *w = e->what[i].s;
		size_t n = e->what[i].n;

		if (n >= sizeof(path) || n < 6 || memcmp(w, "/sys/", 5) ||
		    w[n - 1] == '/') {
			a->l->abi_skipped++;
			continue;	/* /proc, /dev, configfs, a directory */
		}
		memcpy(path, w, n);
		path[n] = '\0';
		/* "..." and spaces stand for what no walk can expand */
		if (strstr(path, "...") || strpbrk(path, " \t")) {
			a->l->abi_skipped++;
			continue;
		}
		err = add_spec(a, path, e->what[i].line);
	}
	kapi__strbuf_free(&e->date);
	kapi__strbuf_free(&e->version);
	kapi__strbuf_free(&e->desc);
	e->nwhat = 0;
	a->tag = TAG_NONE;
	return err;
}

static int line_in(struct abi *a, const char *s, size_t n)
{
	size_t v;
	int tag = n && !isspace((unsigned char)s[0]) ? tag_of(s, n, &v)
						      : TAG_NONE;
	int err = 0;

	if (tag == TAG_NONE) {
		struct kapi_strbuf *sb = field_of(&a->e, a->tag);

		if (sb)
			append(sb, s, n);
		return 0;
	}
	s += v;
	n -= v;
	trim(&s, &n);
	if (tag == TAG_WHAT) {
		/* a What: after other fields opens the next entry */
		if (a->tag != TAG_WHAT && a->e.nwhat)
			err = flush(a);
		if (!err && kapi__grow(&a->e.what, &a->e.cap, a->e.nwhat,
				       sizeof(*a->e.what), 8))
			err = -ENOMEM;
		if (!err)
			a->e.what[a->e.nwhat++] = (struct abi_what){ s, n, a->line };
	} else if (field_of(&a->e, tag)) {
		append(field_of(&a->e, tag), s, n);
	}
	a->tag = tag;
	return err;
}

int kapi__load_abi(struct kapi_loader *l, const char *data, size_t len)
{
	struct abi a = { .l = l, .tag = TAG_NONE };
	const char *p = data, *end = data + len;
	int err = 0;

	a.b = kapi__build_new(l);
	if (!a.b)
		return -ENOMEM;
	while (!err && p < end) {
		const char *nl = memchr(p, '\n', (size_t)(end - p));
		size_t n = nl ? (size_t)(nl - p) : (size_t)(end - p);

		a.line++;
		err = line_in(&a, p, n);
		p += n + 1;
	}
	if (!err)
		err = flush(&a);
	else
		kapi__strbuf_free(&a.e.desc), kapi__strbuf_free(&a.e.date),
		kapi__strbuf_free(&a.e.version);
	free(a.e.what);
	kapi__build_free(a.b);
	return err;
}

bool kapi__looks_like_abi(const char *data, size_t len)
{
	size_t i = 0, v;

	while (i < len && isspace((unsigned char)data[i]))
		i++;
	return tag_of(data + i, len - i, &v) == TAG_WHAT;
}

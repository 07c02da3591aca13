// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * Flag and enum constants whose values differ per architecture (O_* on
 * alpha, arm, mips, parisc, powerpc and sparc; MCL_* on alpha, powerpc and
 * sparc; ...), from data/flags_arch.tsv.  A spec keeps the text of each
 * mask and enum ("O_CREAT | O_EXCL", "{ SIG_BLOCK, ... }"), so its values
 * on another architecture are that text evaluated with the architecture's
 * constants: the spec need not say which of its flags move, the table does.
 */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/model.h"

struct flag_row {
	const char *family, *name;
	long long value;
};

static const struct flag_row flag_rows[] = {
#include "flags_arch.h"
};

/* name[0..len) on family (or generically); false if the table lacks it */
static bool value_of(const char *family, const char *name, size_t len,
		     int64_t *v)
{
	bool found = false;

	for (size_t i = 0; i < KAPI_ARRAY_SIZE(flag_rows); i++) {
		const struct flag_row *r = &flag_rows[i];

		if (strncmp(r->name, name, len) || r->name[len])
			continue;
		if (family && !strcmp(r->family, family)) {
			*v = r->value;
			return true;	/* the architecture's own value */
		}
		if (!strcmp(r->family, "generic")) {
			*v = r->value;
			found = true;
		}
	}
	return found;
}

struct ev {
	const char *s;
	const char *family;
	bool fail;
};

static void skip_space(struct ev *e)
{
	while (isspace((unsigned char)*e->s))
		e->s++;
}

static int64_t or_expr(struct ev *e);

static int64_t term(struct ev *e)
{
	int64_t v = 0;

	skip_space(e);
	if (*e->s == '(') {
		e->s++;
		v = or_expr(e);
		skip_space(e);
		if (*e->s != ')')
			e->fail = true;
		else
			e->s++;
	} else if (isdigit((unsigned char)*e->s)) {
		char *end;

		v = (int64_t)strtoull(e->s, &end, 0);
		while (*end == 'u' || *end == 'U' || *end == 'l' || *end == 'L')
			end++;
		e->s = end;
	} else if (isalpha((unsigned char)*e->s) || *e->s == '_') {
		const char *start = e->s;

		while (isalnum((unsigned char)*e->s) || *e->s == '_')
			e->s++;
		if (!value_of(e->family, start, (size_t)(e->s - start), &v))
			e->fail = true;
	} else {
		e->fail = true;
	}
	return v;
}

static int64_t or_expr(struct ev *e)
{
	int64_t v = term(e);

	for (skip_space(e); !e->fail && *e->s == '|'; skip_space(e)) {
		e->s++;
		v |= term(e);
	}
	return v;
}

int kapi__flags_eval(enum kapi_arch arch, const char *text, int64_t *vals,
		     size_t max, size_t *n)
{
	static const char list_open[] = "((const s64[]){";
	struct ev e = { text, kapi__arch_flags_family(arch), false };
	bool list;

	*n = 0;
	if (!text)
		return -EINVAL;
	skip_space(&e);
	list = !strncmp(e.s, list_open, sizeof(list_open) - 1);
	if (list)
		e.s += sizeof(list_open) - 1;
	for (;;) {
		int64_t v = or_expr(&e);

		if (e.fail || *n >= max)
			return -EINVAL;
		vals[(*n)++] = v;
		skip_space(&e);
		if (!list || *e.s != ',')
			break;
		e.s++;
	}
	if (list) {
		skip_space(&e);
		if (strncmp(e.s, "})", 2))
			return -EINVAL;
		e.s += 2;
		skip_space(&e);
	}
	return *e.s ? -EINVAL : 0;
}

/*
 * The next word of text at *p: a name whose value on family is not the
 * generic one (true, its value in *v), or anything else (false).  *p moves
 * past it; *start is where it began.
 */
static bool next_moved(const char **p, const char *family, const char **start,
		       int64_t *v)
{
	const char *s = *p;
	int64_t generic;

	*start = s;
	if (!isalpha((unsigned char)*s) && *s != '_') {
		/* a number's digits and suffix are no name */
		if (isalnum((unsigned char)*s))
			while (isalnum((unsigned char)*s) || *s == '_')
				s++;
		else
			s++;
		*p = s;
		return false;
	}
	while (isalnum((unsigned char)*s) || *s == '_')
		s++;
	*p = s;
	return value_of(NULL, *start, (size_t)(s - *start), &generic) &&
	       value_of(family, *start, (size_t)(s - *start), v) && *v != generic;
}

size_t kapi__flags_moved(enum kapi_arch arch, const char *text, char *buf,
			 size_t len)
{
	const char *family = kapi__arch_flags_family(arch);
	size_t moved = 0, at = 0;

	if (len)
		buf[0] = '\0';
	for (const char *p = text; family && p && *p;) {
		const char *start;
		int64_t here;

		if (!next_moved(&p, family, &start, &here))
			continue;
		moved++;
		if (at < len)
			at += (size_t)snprintf(buf + at, len - at, "%s%.*s=%#llx",
					       at ? ", " : "", (int)(p - start),
					       start, (unsigned long long)here);
	}
	return moved;
}

const char *kapi__flags_rewrite(struct kapi_arena *a, enum kapi_arch arch,
				const char *text)
{
	const char *family = kapi__arch_flags_family(arch);
	size_t len = text ? strlen(text) : 0, at = 0, cap;
	char *out;

	if (!family || !text || !kapi__flags_moved(arch, text, NULL, 0))
		return text;
	cap = len * 3 + 64;	/* a name becomes at most 18 characters */
	out = kapi__arena_alloc(a, cap);
	if (!out)
		return NULL;
	for (const char *p = text; *p && at + 24 < cap;) {
		const char *start;
		int64_t here;

		if (next_moved(&p, family, &start, &here))
			at += (size_t)snprintf(out + at, cap - at, "%#llx",
					       (unsigned long long)here);
		else {
			memcpy(out + at, start, (size_t)(p - start));
			at += (size_t)(p - start);
		}
	}
	out[at] = '\0';
	return out;
}

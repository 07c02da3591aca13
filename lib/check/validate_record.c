// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * Files of records (/proc/meminfo, /proc/<pid>/stat, .../limits): the
 * text is cut into fields by the layout the file's parameter names
 * (KAPI_RECORD_* in kernel_api_spec.h), each field is matched with the
 * parameter of its key or position and checked as a sysfs value is
 * (type, units, range, allowed strings), and fields the spec has but the
 * text lacks, or the text has but the spec lacks, are findings.  Whether
 * a field exists on a release is a version fact without a value
 * (KAPI_KEY_SINCE).
 */
#include <ctype.h>
#include <errno.h>
#include <fnmatch.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check/validate.h"

#define MAX_FIELDS 128

struct rec {
	const struct kernel_api_spec *s;
	const struct kapi_param_spec *file;
	uint32_t kver;
	struct kapi_report *rep;
	int ret;
	bool seen[MAX_FIELDS];
	unsigned int line;
};

bool kapi__is_record_spec(const struct kernel_api_spec *s)
{
	return s && s->api_type == KAPI_API_SYSFS && s->param_count &&
	       s->params[0].record && s->params[0].record[0];
}

static bool is(const char *layout, const char *name)
{
	return layout && !strcmp(layout, name);
}

static void note(struct rec *r, int err)
{
	if (err < 0 && r->ret >= 0)
		r->ret = err;
	else if (err > 0 && r->ret == 0)
		r->ret = 1;
}

/* The version fact that says when field name came or went, if any. */
static const struct kapi_version_fact *presence(const struct kernel_api_spec *s,
						const char *name)
{
	for (uint32_t i = 0; i < s->version_fact_count; i++) {
		const struct kapi_version_fact *f = &s->version_facts[i];

		if ((!f->name || !*f->name) && f->param && !strcmp(f->param, name))
			return f;
	}
	return NULL;
}

static bool in_kernel(const struct rec *r, const struct kapi_param_spec *p)
{
	const struct kapi_version_fact *f = presence(r->s, p->name);

	return !f || kapi_version_fact__in_kernel(f, r->kver);
}

static char *trim(char *s)
{
	size_t n;

	while (isspace((unsigned char)*s))
		s++;
	n = strlen(s);
	while (n && isspace((unsigned char)s[n - 1]))
		s[--n] = '\0';
	return s;
}

/* Every word an integer, and as many as the field's size says (0: any). */
static int check_words(struct rec *r, const struct kapi_param_spec *p,
		       char *v)
{
	uint64_t n = 0;
	char *save = NULL;

	for (char *w = strtok_r(v, " \t", &save); w; w = strtok_r(NULL, " \t", &save)) {
		char *end;

		n++;
		errno = 0;
		(void)strtoll(w, &end, 10);
		if (errno || *end)
			return kapi__report_add(r->rep, KAPI_FINDING_FORMAT, 0, p->name, 0,
						"%s: '%s' is not an integer", p->name, w);
	}
	if (p->size && n != p->size)
		return kapi__report_add(r->rep, KAPI_FINDING_FORMAT, 0, p->name,
					(int64_t)n, "%s has %llu values, the spec "
					"says %llu", p->name, (unsigned long long)n,
					(unsigned long long)p->size);
	return 0;
}

static int check_value(struct rec *r, const struct kapi_param_spec *p,
		       char *v)
{
	char *end;

	switch (p->type) {
	case KAPI_TYPE_ARRAY:
		return check_words(r, p, v);
	case KAPI_TYPE_BITMAP:
		if (!*v || strspn(v, "0123456789abcdefABCDEF,") != strlen(v))
			return kapi__report_add(r->rep, KAPI_FINDING_FORMAT, 0, p->name, 0,
						"%s='%s' is not a hex bitmap", p->name, v);
		return 0;
	case KAPI_TYPE_CUSTOM:	/* a decimal fraction: "0.42" */
		errno = 0;
		(void)strtod(v, &end);
		if (errno || end == v || *trim(end))
			return kapi__report_add(r->rep, KAPI_FINDING_FORMAT, 0, p->name, 0,
						"%s='%s' is not a decimal number", p->name, v);
		return 0;
	default:
		return kapi_sysfs__check_value(p, v, strlen(v), r->rep);
	}
}

/* The field whose name is key: the same name first, then a pattern. */
static int field_of(const struct rec *r, const char *key)
{
	for (uint32_t i = 1; i < r->s->param_count; i++)
		if (r->s->params[i].name && !strcmp(r->s->params[i].name, key))
			return (int)i;
	for (uint32_t i = 1; i < r->s->param_count; i++)
		if (r->s->params[i].name && strpbrk(r->s->params[i].name, "*?[") &&
		    !fnmatch(r->s->params[i].name, key, 0))
			return (int)i;
	return -1;
}

/* A field's value, once its field is known (idx 0: unknown). */
static void field(struct rec *r, int idx, const char *key, char *value)
{
	const struct kapi_param_spec *p;
	const struct kapi_version_fact *f;

	if (idx <= 0) {
		note(r, kapi__report_add(r->rep, KAPI_FINDING_FIELD_UNKNOWN, 0, key, 0,
					 "line %u: '%s' is not a field the spec "
					 "knows", r->line, key));
		return;
	}
	p = &r->s->params[idx];
	if (idx < MAX_FIELDS)
		r->seen[idx] = true;
	/* an optional field may also be shown empty (limits' Units) */
	if (!*value && (p->flags & KAPI_PARAM_OPTIONAL))
		return;
	f = presence(r->s, p->name);
	if (r->kver && f && !kapi_version_fact__in_kernel(f, r->kver))
		note(r, kapi__report_add(r->rep, KAPI_FINDING_FIELD_UNKNOWN, idx, p->name,
					 0, "%s is shown, but the spec says %s%s%s%s",
					 p->name, f->since ? "since " : "",
					 f->since ? f->since : "",
					 f->until ? " until " : "",
					 f->until ? f->until : ""));
	note(r, check_value(r, p, value));
}

/* At the end of a record: the fields it should have shown. */
static void record_end(struct rec *r)
{
	for (uint32_t i = 1; i < r->s->param_count && i < MAX_FIELDS; i++) {
		const struct kapi_param_spec *p = &r->s->params[i];

		if (!r->seen[i] && !(p->flags & KAPI_PARAM_OPTIONAL) &&
		    in_kernel(r, p))
			note(r, kapi__report_add(r->rep, KAPI_FINDING_FIELD_MISSING,
						 (int32_t)i, p->name, 0,
						 "line %u: no field %s", r->line,
						 p->name));
		r->seen[i] = false;
	}
}

/* Splits "key<sep>value"; NULL when the line has no separator. */
static char *split_key(char *line, const char *sep, char **value)
{
	bool blanks = !strcmp(sep, " ");
	char *at = blanks ? line + strcspn(line, " \t") : strstr(line, sep);

	if (!at)
		return NULL;
	if (*at) {
		*at = '\0';
		at += blanks ? 1 : strlen(sep);
	}
	*value = trim(at);
	return trim(line);
}

static void keyed_line(struct rec *r, char *line)
{
	char *value, *key = split_key(line, r->file->separator, &value);

	if (!key) {
		note(r, kapi__report_add(r->rep, KAPI_FINDING_FORMAT, 0, r->file->name,
					 0, "line %u: no '%s' between a key and "
					 "its value", r->line, r->file->separator));
		return;
	}
	field(r, field_of(r, key), key, value);
}

/*
 * The next field of a line at *pos (NULL: the line is used up): a
 * blank-separated word, a parenthesised one up to the line's last ')', a
 * list up to its end word, or the rest of the line for a last string
 * field.  With another separator (':' in /proc/<pid>/cgroup) fields may
 * be empty.
 */
static char *next_field(const struct rec *r, char **pos, uint32_t idx)
{
	const struct kapi_param_spec *p = idx < r->s->param_count ?
					  &r->s->params[idx] : NULL;
	const char *sep = r->file->separator;
	bool blanks = !strcmp(sep, " ");
	char *s = *pos, *end;
	size_t skip;

	if (!s)
		return NULL;
	if (blanks)
		s += strspn(s, " \t");
	if (blanks && !*s)
		return NULL;
	if (p && idx + 1 == r->s->param_count && p->type == KAPI_TYPE_STRING) {
		*pos = NULL;
		return trim(s);
	}
	if (p && p->separator && *p->separator) {
		size_t k = strlen(p->separator);

		for (end = s; *end; end += strspn(end, " \t")) {
			size_t n = strcspn(end, " \t");

			if (n == k && !strncmp(end, p->separator, k))
				break;
			end += n;
		}
		skip = *end ? k : 0;
	} else if (blanks && *s == '(' && strrchr(s, ')')) {
		end = strrchr(s, ')') + 1;
		skip = *end ? 1 : 0;
	} else {
		end = blanks ? s + strcspn(s, " \t") : strstr(s, sep);
		if (!end)
			end = s + strlen(s);
		skip = *end ? (blanks ? 1 : strlen(sep)) : 0;
	}
	*pos = *end ? end + skip : NULL;
	*end = '\0';
	return trim(s);
}

static void fields_line(struct rec *r, char *line)
{
	char *pos = line, *v;

	for (uint32_t i = 1; (v = next_field(r, &pos, i)); i++) {
		char name[32];

		if (i >= r->s->param_count) {
			snprintf(name, sizeof(name), "field %u", i);
			field(r, 0, name, v);
			break;
		}
		field(r, (int)i, r->s->params[i].name, v);
	}
	record_end(r);
}

/* A table's header: the fields' names in order, blank-separated. */
static bool header_ok(struct rec *r, char *line, size_t *cols)
{
	bool columns = !strcmp(r->file->separator, "columns");
	char *at = line;

	for (uint32_t i = 1; i < r->s->param_count && i < MAX_FIELDS; i++) {
		const char *name = r->s->params[i].name;
		char *hit;

		at += strspn(at, " \t");
		hit = columns ? strstr(at, name) : at;
		if (!hit || strncmp(hit, name, strlen(name))) {
			note(r, kapi__report_add(r->rep, KAPI_FINDING_FIELD_MISSING,
						 (int32_t)i, name, 0, "the header "
						 "lacks column '%s' where the spec "
						 "has it", name));
			return false;
		}
		cols[i] = (size_t)(hit - line);
		at = hit + strlen(name);
	}
	if (*trim(at))
		note(r, kapi__report_add(r->rep, KAPI_FINDING_FIELD_UNKNOWN, 0, at, 0,
					 "the header has column '%s' the spec "
					 "lacks", trim(at)));
	return true;
}

static void columns_line(struct rec *r, char *line, const size_t *cols)
{
	size_t len = strlen(line);

	for (uint32_t i = 1; i < r->s->param_count && i < MAX_FIELDS; i++) {
		size_t a = cols[i], b = i + 1 < r->s->param_count ? cols[i + 1] : len;
		char v[256];

		/* a row's last columns may be cut off when empty */
		if (a > len)
			a = len;
		if (b > len)
			b = len;
		snprintf(v, sizeof(v), "%.*s", (int)(b - a), line + a);
		field(r, (int)i, r->s->params[i].name, trim(v));
	}
	record_end(r);
}

static void lines(struct rec *r, char *text)
{
	bool keyed = is(r->file->record, KAPI_RECORD_KEYED);
	bool table = is(r->file->record, KAPI_RECORD_TABLE);
	bool columns = table && !strcmp(r->file->separator, "columns");
	bool header = table, any = false;
	size_t cols[MAX_FIELDS] = { 0 };
	char *save = NULL;

	r->line = 0;
	for (char *l = text; l; l = save) {
		save = strchr(l, '\n');
		if (save)
			*save++ = '\0';
		if (!save && !*l)
			break;
		r->line++;
		if (!*trim(l)) {
			if (keyed && any)
				record_end(r);
			any = false;
			continue;
		}
		any = true;
		if (header) {
			header = false;
			if (!header_ok(r, l, cols))
				return;
		} else if (keyed) {
			keyed_line(r, l);
		} else if (columns) {
			columns_line(r, l, cols);
		} else {
			fields_line(r, l);
			if (is(r->file->record, KAPI_RECORD_FIELDS))
				return;
		}
	}
	if (keyed && any)
		record_end(r);
}

static void list(struct rec *r, char *text, size_t len)
{
	const struct kapi_param_spec *p = r->s->param_count > 1 ?
					  &r->s->params[1] : NULL;

	if (len && text[len - 1] != '\0')
		note(r, kapi__report_add(r->rep, KAPI_FINDING_FORMAT, 0, r->file->name,
					 0, "the last value is not ended by a NUL"));
	for (size_t at = 0; p && at < len; at += strlen(text + at) + 1) {
		r->line++;
		note(r, check_value(r, p, text + at));
	}
}

static void link_target(struct rec *r, char *text)
{
	const struct kapi_param_spec *p = r->s->param_count > 1 ?
					  &r->s->params[1] : NULL;

	if (!p || !p->allowed_string_count)
		return;
	for (uint32_t i = 0; i < p->allowed_string_count; i++)
		if (!fnmatch(p->allowed_strings[i], text, 0))
			return;
	note(r, kapi__report_add(r->rep, KAPI_FINDING_STRING_VALUE, 1, p->name, 0,
				 "%s='%s' has none of the shapes the spec allows",
				 p->name, text));
}

int kapi__record_check(const struct kernel_api_spec *spec, const char *text,
		       size_t len, uint32_t kver, struct kapi_report *rep)
{
	struct kapi_param_spec blanks;
	struct rec *r;
	char *copy;
	int ret;

	if (!kapi__is_record_spec(spec) || !text || !rep)
		return -EINVAL;
	r = calloc(1, sizeof(*r));
	copy = malloc(len + 1);
	if (!r || !copy) {
		free(r);
		free(copy);
		return -ENOMEM;
	}
	memcpy(copy, text, len);
	copy[len] = '\0';
	*r = (struct rec){ .s = spec, .file = &spec->params[0], .kver = kver,
			   .rep = rep };
	if (!r->file->separator) {
		blanks = spec->params[0];
		blanks.separator = " ";
		r->file = &blanks;
	}
	if (is(r->file->record, KAPI_RECORD_LIST))
		list(r, copy, len);
	else if (is(r->file->record, KAPI_RECORD_LINK))
		link_target(r, trim(copy));
	else
		lines(r, copy);
	ret = r->ret;
	free(r);
	free(copy);
	return ret;
}

// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * Suppressions and baselines: what a report leaves out.  A suppression file
 * names findings by rule, API, subject, value or fingerprint, each with a
 * reason (docs/suppressions.md); a baseline is an earlier JSON report whose
 * fingerprints are known already, so only new findings are reported.
 */
#include <ctype.h>
#include <errno.h>
#include <fnmatch.h>
#include <json-c/json.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/base.h"
#include "check/change.h"

/* Neither file is ever large; a bigger one is a mistake, not input. */
#define KAPI_SUPPRESS_MAX_BYTES (16u << 20)

struct suppression {
	char *rule, *api, *subject, *value, *fingerprint, *reason;
	unsigned int line;
};

struct kapi_suppressions {
	struct suppression *items;
	size_t count, cap;
};

struct kapi_baseline {
	char **prints;		/* sorted */
	size_t count, cap;
};

static char *trim(char *s)
{
	char *e;

	while (isspace((unsigned char)*s))
		s++;
	e = s + strlen(s);
	while (e > s && isspace((unsigned char)e[-1]))
		*--e = '\0';
	return s;
}

static void say(kapi_log_fn log, void *ctx, const char *path,
		unsigned int line, const char *msg)
{
	if (log)
		log(ctx, KAPI_LOG_ERROR, NULL, path, line, msg);
}

/* Closes the section being read: a suppression needs a reason and a key. */
static int finish(struct kapi_suppressions *s, struct suppression *cur,
		  kapi_log_fn log, void *ctx, const char *path)
{
	if (!cur->line)
		return 0;
	if (!cur->reason || !*cur->reason) {
		say(log, ctx, path, cur->line, "suppression without a reason");
		return -EINVAL;
	}
	if (!cur->rule && !cur->api && !cur->subject && !cur->value &&
	    !cur->fingerprint) {
		say(log, ctx, path, cur->line,
		    "suppression that names nothing (rule, api, subject, value "
		    "or fingerprint)");
		return -EINVAL;
	}
	if (kapi__grow(&s->items, &s->cap, s->count, sizeof(*s->items), 8))
		return -ENOMEM;
	s->items[s->count++] = *cur;
	memset(cur, 0, sizeof(*cur));
	return 0;
}

static void free_item(struct suppression *it)
{
	free(it->rule);
	free(it->api);
	free(it->subject);
	free(it->value);
	free(it->fingerprint);
	free(it->reason);
}

/* Sets key of the current section; -EINVAL for an unknown or repeated key. */
static int set_key(struct suppression *cur, const char *key, const char *val)
{
	static const char *const keys[] = {
		"rule", "api", "subject", "value", "fingerprint", "reason",
	};
	char **slots[] = {
		&cur->rule, &cur->api, &cur->subject, &cur->value,
		&cur->fingerprint, &cur->reason,
	};

	for (size_t i = 0; i < KAPI_ARRAY_SIZE(keys); i++) {
		if (strcmp(key, keys[i]))
			continue;
		if (*slots[i])
			return -EINVAL;
		*slots[i] = strdup(val);
		return *slots[i] ? 0 : -ENOMEM;
	}
	return -EINVAL;
}

static int parse(struct kapi_suppressions *s, char *text, kapi_log_fn log,
		 void *ctx, const char *path)
{
	struct suppression cur = { 0 };
	unsigned int line = 0;
	int err = 0;
	char msg[256];

	for (char *next, *l = text; l && !err; l = next) {
		char *eq, *p;

		next = strchr(l, '\n');
		if (next)
			*next++ = '\0';
		line++;
		p = trim(l);
		if (!*p || *p == '#')
			continue;
		if (!strcmp(p, "[suppress]")) {
			err = finish(s, &cur, log, ctx, path);
			cur.line = line;
			continue;
		}
		eq = strchr(p, '=');
		if (!cur.line || !eq) {
			say(log, ctx, path, line, cur.line ?
			    "want 'key = value'" :
			    "want a [suppress] section first");
			err = -EINVAL;
			break;
		}
		*eq = '\0';
		err = set_key(&cur, trim(p), trim(eq + 1));
		if (err == -EINVAL) {
			snprintf(msg, sizeof(msg), "unknown or repeated key '%s' "
				 "(rule, api, subject, value, fingerprint, reason)",
				 trim(p));
			say(log, ctx, path, line, msg);
		}
	}
	if (!err)
		err = finish(s, &cur, log, ctx, path);
	if (err)
		free_item(&cur);
	return err;
}

int kapi_suppressions__load(const char *path, kapi_log_fn log, void *log_ctx,
			    struct kapi_suppressions **out)
{
	struct kapi_suppressions *s;
	char *text;
	size_t len;
	int err;

	if (!path || !out)
		return -EINVAL;
	err = kapi__read_file(path, KAPI_SUPPRESS_MAX_BYTES, &text, &len);
	if (err == -EINVAL)	/* the one error the caller cannot name */
		say(log, log_ctx, path, 0, "not a regular file (a suppression "
		    "file is text: docs/suppressions.md)");
	if (err)
		return err;
	s = calloc(1, sizeof(*s));
	if (!s) {
		free(text);
		return -ENOMEM;
	}
	if (memchr(text, '\0', len)) {
		say(log, log_ctx, path, 0, "binary data, not a suppression file "
		    "(docs/suppressions.md)");
		err = -EINVAL;
	} else {
		err = parse(s, text, log, log_ctx, path);
	}
	free(text);
	if (err) {
		kapi_suppressions__free(s);
		return err;
	}
	*out = s;
	return 0;
}

void kapi_suppressions__free(struct kapi_suppressions *s)
{
	if (!s)
		return;
	for (size_t i = 0; i < s->count; i++)
		free_item(&s->items[i]);
	free(s->items);
	free(s);
}

size_t kapi_suppressions__count(const struct kapi_suppressions *s)
{
	return s ? s->count : 0;
}

static bool glob_ok(const char *pattern, const char *s)
{
	return !pattern || (s && !fnmatch(pattern, s, 0));
}

const char *kapi_suppressions__match(const struct kapi_suppressions *s,
				     const struct kapi_change *c)
{
	for (size_t i = 0; s && c && i < s->count; i++) {
		const struct suppression *it = &s->items[i];

		if (it->rule && strcmp(it->rule, c->rule->id) &&
		    strcmp(it->rule, c->rule->name))
			continue;
		if (!glob_ok(it->api, c->api) || !glob_ok(it->subject, c->subject))
			continue;
		if (it->value && !glob_ok(it->value, c->old_value) &&
		    !glob_ok(it->value, c->new_value) &&
		    !glob_ok(it->value, c->message))
			continue;
		if (it->fingerprint &&
		    strncmp(it->fingerprint, c->fingerprint, strlen(it->fingerprint)))
			continue;
		return it->reason;
	}
	return NULL;
}

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Every "fingerprint" string in the document, at any depth. */
static int collect(struct kapi_baseline *b, struct json_object *o)
{
	int err = 0;

	if (json_object_is_type(o, json_type_array)) {
		for (size_t i = 0; !err && i < json_object_array_length(o); i++)
			err = collect(b, json_object_array_get_idx(o, i));
		return err;
	}
	if (!json_object_is_type(o, json_type_object))
		return 0;
	json_object_object_foreach(o, key, val) {
		if (err)
			break;
		if (!strcmp(key, "fingerprint") &&
		    json_object_is_type(val, json_type_string)) {
			char *copy = strdup(json_object_get_string(val));

			if (!copy || kapi__grow(&b->prints, &b->cap, b->count,
						sizeof(*b->prints), 64)) {
				free(copy);
				return -ENOMEM;
			}
			b->prints[b->count++] = copy;
		} else {
			err = collect(b, val);
		}
	}
	return err;
}

int kapi_baseline__load(const char *path, struct kapi_baseline **out)
{
	struct json_tokener *tok;
	struct json_object *doc;
	struct kapi_baseline *b;
	char *text;
	size_t len;
	int err;

	if (!path || !out)
		return -EINVAL;
	err = kapi__read_file(path, KAPI_SUPPRESS_MAX_BYTES, &text, &len);
	if (err)
		return err;
	tok = json_tokener_new();
	doc = tok ? json_tokener_parse_ex(tok, text, (int)len) : NULL;
	err = !tok ? -ENOMEM :
	      !doc || json_tokener_get_error(tok) != json_tokener_success ? -EINVAL : 0;
	if (tok)
		json_tokener_free(tok);
	free(text);
	b = err ? NULL : calloc(1, sizeof(*b));
	if (!err && !b)
		err = -ENOMEM;
	if (!err)
		err = collect(b, doc);
	json_object_put(doc);
	if (err) {
		kapi_baseline__free(b);
		return err;
	}
	qsort(b->prints, b->count, sizeof(*b->prints), cmp_str);
	*out = b;
	return 0;
}

void kapi_baseline__free(struct kapi_baseline *b)
{
	if (!b)
		return;
	for (size_t i = 0; i < b->count; i++)
		free(b->prints[i]);
	free(b->prints);
	free(b);
}

size_t kapi_baseline__count(const struct kapi_baseline *b)
{
	return b ? b->count : 0;
}

bool kapi_baseline__has(const struct kapi_baseline *b, const char *fingerprint)
{
	return b && fingerprint &&
	       bsearch(&fingerprint, b->prints, b->count, sizeof(*b->prints),
		       cmp_str);
}

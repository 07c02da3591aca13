// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * Kerneldoc-form specs, the authoring form upstream adopted after the
 * macros: a comment with "contexts:" and keyed blocks (param:, return:,
 * error:, lock:, signal:, side-effect:, state-trans:, capability:,
 * constraint:), bound to the SYSCALL_DEFINEn() that follows it, whose
 * argument list gives parameter order and C types.  docs/kerneldoc-spec.md
 * documents the grammar accepted here.
 */
#include <ctype.h>
#include <stdint.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "load/c/cexpr.h"
#include "load/c/csrc.h"
#include "load/load.h"

#define MAX_SUBS 24
#define MAX_DOC_PARAMS 16

struct kv {
	char key[24];
	struct kapi_strbuf val;	/* lines joined with '\n' */
	uint32_t line;
};

struct block {
	struct kv head;		/* the key and the text after it */
	struct kv subs[MAX_SUBS];
	int nsubs;
};

/*
 * Top-level keys and the subfields each block accepts, and the revision
 * of upstream's grammar that introduced them (docs/kerneldoc-spec.md).
 */
static const struct {
	const char *key;
	const char *subs;	/* space-separated */
} grammar[] = {
	{ "long-desc", "" }, { "contexts", "" }, { "context-flags", "" },
	{ "api-type", "" }, { "param-count", "" }, { "examples", "" },
	{ "notes", "" }, { "since-version", "" }, { "subsystem", "" },
	{ "param", "type flags constraint-type constraint range valid-mask "
		   "arch-mask size size-param size-multiplier alignment desc "
		   "enum" },
	{ "return", "type check-type success range desc" },
	{ "error", "desc condition" },
	{ "lock", "type scope acquired released held-entry held-exit desc" },
	{ "signal", "number direction action target condition desc errno "
		    "priority restartable interruptible queue timing "
		    "transform-to sa-flags-required sa-flags-forbidden "
		    "state-required state-forbidden" },
	{ "side-effect", "type target condition desc reversible" },
	{ "state-trans", "from to object condition desc" },
	{ "capability", "type allows without condition priority desc "
			"alternative" },
	{ "constraint", "desc expr" },
	/* RFC v3: a struct argument's fields and policy-dependent rules */
	{ "struct-type", "" },
	{ "struct-field", "range enum mask validate policy version flag desc "
			  "type constraint-type constraint field" },
	/* RFC v4: "struct: struct NAME" with size:, alignment: and field: */
	{ "struct", "size alignment desc field" },
	{ "validation-group", "policy rule flag desc" },
};

/* Other spellings of subfields, per block ("*" for every block). */
static const struct {
	const char *block, *alias, *sub;
} sub_aliases[] = {
	{ "*", "description", "desc" },
	{ "*", "cond", "condition" },
	{ "param", "cdesc", "constraint" },
	{ "param", "constraint-desc", "constraint" },
	{ "param", "mask", "valid-mask" },
	{ "param", "enum-values", "enum" },
	{ "signal", "error", "errno" },
	{ "signal", "transform", "transform-to" },
	{ "signal", "transform_to", "transform-to" },
	{ "signal", "sa_flags_required", "sa-flags-required" },
	{ "signal", "sa_flags_forbidden", "sa-flags-forbidden" },
	{ "signal", "state_required", "state-required" },
	{ "signal", "state_forbidden", "state-forbidden" },
	{ "signal", "queue_behavior", "queue" },
	{ "signal", "queue-behavior", "queue" },
	{ "signal", "sa-flags-req", "sa-flags-required" },
	{ "signal", "sa-flags-forbid", "sa-flags-forbidden" },
	{ "signal", "state-req", "state-required" },
	{ "signal", "state-forbid", "state-forbidden" },
	{ "state-trans", "cond", "condition" },
	{ "state-trans", "target", "object" },
	{ "capability", "without-cap", "without" },
};

/* Standard kerneldoc sections; not spec fields, skipped quietly. */
static const char *const kdoc_sections[] = {
	"Return", "Returns", "Context", "Note", "Notes", "Example",
	"Description", "Locking", "NOTE",
};

static int grammar_index(const char *key)
{
	for (size_t i = 0; i < sizeof(grammar) / sizeof(grammar[0]); i++)
		if (!strcmp(grammar[i].key, key))
			return (int)i;
	return -1;
}

static bool has_sub(int g, const char *key)
{
	const char *s = g >= 0 ? grammar[g].subs : "";
	size_t n = strlen(key);

	while (*s) {
		size_t w = strcspn(s, " ");

		if (w == n && !memcmp(s, key, n))
			return true;
		s += w + (s[w] == ' ');
	}
	return false;
}

/* The canonical subfield name of key in block g, or NULL. */
static const char *sub_name(int g, const char *key)
{
	if (g < 0)
		return NULL;
	if (has_sub(g, key))
		return key;
	for (size_t i = 0; i < sizeof(sub_aliases) / sizeof(sub_aliases[0]); i++)
		if (!strcmp(sub_aliases[i].alias, key) &&
		    (!strcmp(sub_aliases[i].block, "*") ||
		     !strcmp(sub_aliases[i].block, grammar[g].key)) &&
		    has_sub(g, sub_aliases[i].sub))
			return sub_aliases[i].sub;
	return NULL;
}

struct kdoc {
	struct kapi_loader *l;
	struct block *blocks;
	int nblocks, cap;
	char name[128];		/* from the "name - summary" line */
	struct kapi_strbuf summary;
	struct kv params[MAX_DOC_PARAMS];	/* @name: text */
	int nparams;
	uint32_t line;
};

static void kv_free(struct kv *kv)
{
	kapi__strbuf_free(&kv->val);
}

static void kdoc_free(struct kdoc *d)
{
	for (int i = 0; i < d->nblocks; i++) {
		kv_free(&d->blocks[i].head);
		for (int j = 0; j < d->blocks[i].nsubs; j++)
			kv_free(&d->blocks[i].subs[j]);
	}
	free(d->blocks);
	for (int i = 0; i < d->nparams; i++)
		kv_free(&d->params[i]);
	kapi__strbuf_free(&d->summary);
}

static void kv_start(struct kv *kv, const char *key, size_t klen,
		     const char *val, size_t vlen, uint32_t line)
{
	snprintf(kv->key, sizeof(kv->key), "%.*s", (int)klen, key);
	kapi__strbuf_init(&kv->val);
	kapi__strbuf_add(&kv->val, val, vlen);
	kv->line = line;
}

static void kv_more(struct kv *kv, const char *s, size_t n)
{
	kapi__strbuf_add(&kv->val, "\n", 1);
	kapi__strbuf_add(&kv->val, s, n);
}

static const char *kv_text(const struct kv *kv)
{
	return kv->val.buf ? kv->val.buf : "";
}

/* "key:" at the start of s; returns the key length or 0. */
static size_t key_at(const char *s, size_t n)
{
	size_t i = 0;

	while (i < n && (isalnum((unsigned char)s[i]) || s[i] == '-' ||
			 s[i] == '_'))
		i++;
	return i && i < n && s[i] == ':' && i < 24 ? i : 0;
}

static bool is_lower_key(const char *key)
{
	for (; *key; key++)
		if (isupper((unsigned char)*key))
			return false;
	return true;
}

static bool kdoc_section(const char *key)
{
	for (size_t i = 0; i < sizeof(kdoc_sections) / sizeof(kdoc_sections[0]); i++)
		if (!strcmp(kdoc_sections[i], key))
			return true;
	return false;
}

/* Blocks grow as needed: a comment may hold any number of them. */
static struct kv *add_sub(struct kdoc *d, struct block *b, const char *key,
			  const char *v, size_t vlen, uint32_t line);

static struct block *add_block(struct kdoc *d, const char *key,
			       const char *v, size_t vlen, uint32_t line)
{
	struct block *b;

	if (d->nblocks == d->cap) {
		int cap = d->cap ? d->cap * 2 : 32;
		struct block *nb = realloc(d->blocks, (size_t)cap * sizeof(*nb));

		if (!nb)
			return NULL;
		d->blocks = nb;
		d->cap = cap;
	}
	b = &d->blocks[d->nblocks++];
	memset(b, 0, sizeof(*b));
	if (!strcmp(key, "param") && memchr(v, ',', vlen)) {
		/* RFC v4: "param: start, KAPI_TYPE_UINT", the name then its type */
		const char *comma = memchr(v, ',', vlen);
		const char *t = comma + 1;
		size_t n = (size_t)(comma - v), tn = vlen - (size_t)(t - v);

		while (n && v[n - 1] == ' ')
			n--;
		while (tn && *t == ' ')
			t++, tn--;
		kv_start(&b->head, key, strlen(key), v, n, line);
		add_sub(d, b, "type", t, tn, line);
		return b;
	}
	kv_start(&b->head, key, strlen(key), v, vlen, line);
	return b;
}

static struct kv *add_sub(struct kdoc *d, struct block *b, const char *key,
			  const char *v, size_t vlen, uint32_t line)
{
	if (b->nsubs >= MAX_SUBS) {
		kapi__load_note(d->l, KAPI_LOG_WARN, "too-many-subfields", line,
			       "more than %d subfields in one %s block; '%s' "
			       "ignored", MAX_SUBS, b->head.key, key);
		return NULL;
	}
	kv_start(&b->subs[b->nsubs], key, strlen(key), v, vlen, line);
	return &b->subs[b->nsubs++];
}

/* The last block of this key, optionally with this head text. */
static struct block *last_block(struct kdoc *d, const char *key,
				const char *head, size_t hlen)
{
	for (int i = d->nblocks - 1; i >= 0; i--) {
		struct block *b = &d->blocks[i];

		if (strcmp(b->head.key, key))
			continue;
		if (!head || (b->head.val.len == hlen &&
			      !memcmp(kv_text(&b->head), head, hlen)))
			return b;
	}
	return NULL;
}

/* The last block of key whose name (head up to a comma) is name[0..n). */
static struct block *block_named(struct kdoc *d, const char *key,
				 const char *name, size_t n)
{
	for (int i = d->nblocks - 1; i >= 0; i--) {
		const char *h = kv_text(&d->blocks[i].head);
		size_t hl = strcspn(h, ",");

		while (hl && h[hl - 1] == ' ')
			hl--;
		if (!strcmp(d->blocks[i].head.key, key) && hl == n &&
		    !memcmp(h, name, n))
			return &d->blocks[i];
	}
	return NULL;
}

/*
 * The flat keys of the earliest kerneldoc form (RFC v3): "param-type: NAME,
 * TYPE", "return-check-type: T", "lock-acquired: yes", "signal-action: A",
 * "capability-allows: ...", "constraint-expr: ...".  Each becomes the
 * subfield of a block, as the newer indented form writes it.  Returns the
 * new subfield, or NULL when key is not such a key.
 */
static struct kv *flat_key(struct kdoc *d, const char *key, const char *v,
			   size_t vlen, uint32_t line, bool *handled)
{
	static const char *const owners[] = {
		"param", "return", "error", "lock", "signal", "side-effect",
		"effect", "state-trans", "capability", "constraint",
		"struct-field", "validation",
	};

	*handled = false;
	if (!strcmp(key, "error-code")) {
		/*
		 * "-ENOMEM, ENOMEM, summary, description": the description
		 * may go on in indented lines, so it is the open value.
		 */
		char buf[1024], *part[4] = { NULL };
		int np = 0;
		struct block *b;
		struct kv *desc;

		snprintf(buf, sizeof(buf), "%.*s", (int)vlen, v);
		*handled = true;
		for (char *p = buf; p && np < 4; np++) {
			char *comma = np < 3 ? strchr(p, ',') : NULL;

			part[np] = p + strspn(p, " ");
			if (comma)
				*comma = '\0';
			p = comma ? comma + 1 : NULL;
		}
		if (np < 2) {
			b = add_block(d, "error", buf, strlen(buf), line);
			return b ? &b->head : NULL;
		}
		{
			char head[600];
			const char *name = part[1][0] ? part[1] :
					   part[0] + (part[0][0] == '-');

			snprintf(head, sizeof(head), "%s, %s", name,
				 part[2] ? part[2] : "");
			b = add_block(d, "error", head, strlen(head), line);
		}
		if (!b)
			return NULL;
		desc = add_sub(d, b, "desc", part[3] ? part[3] : "",
			       part[3] ? strlen(part[3]) : 0, line);
		return desc;
	}
	for (size_t i = 0; i < sizeof(owners) / sizeof(owners[0]); i++) {
		size_t n = strlen(owners[i]);
		const char *owner = !strcmp(owners[i], "effect") ? "side-effect" :
				    !strcmp(owners[i], "validation") ?
				    "validation-group" : owners[i];
		const char *sub;
		struct block *b;
		int g;

		if (strncmp(key, owners[i], n) || key[n] != '-')
			continue;
		g = grammar_index(owner);
		sub = sub_name(g, key + n + 1);
		if (!sub && !strcmp(key + n + 1, "cond"))
			sub = "condition";
		if (!sub)
			continue;
		*handled = true;
		if (!strcmp(owner, "param") || !strcmp(owner, "struct-field") ||
		    (!strcmp(owner, "constraint") && memchr(v, ',', vlen))) {
			/* the parameter's (field's, constraint's) name first */
			const char *comma = memchr(v, ',', vlen);
			size_t hlen = comma ? (size_t)(comma - v) : vlen;

			while (hlen && v[hlen - 1] == ' ')
				hlen--;
			b = block_named(d, owner, v, hlen);
			if (!b && !strcmp(owner, "constraint") &&
			    (b = last_block(d, owner, NULL, 0)))
				/* no constraint of that name: all is the value */
				return add_sub(d, b, sub, v, vlen, line);
			if (!b)
				b = add_block(d, owner, v, hlen, line);
			if (comma) {
				vlen -= (size_t)(comma + 1 - v);
				v = comma + 1;
				while (vlen && *v == ' ')
					v++, vlen--;
			} else {
				vlen = 0;
			}
		} else {
			b = last_block(d, owner, NULL, 0);
			if (!b && !strcmp(owner, "return"))
				b = add_block(d, "return", "", 0, line);
			if (!b) {
				kapi__load_note(d->l, KAPI_LOG_WARN, "orphan-key", line,
					       "'%s:' with no %s: block before it; "
					       "ignored", key, owner);
				return NULL;
			}
		}
		return b ? add_sub(d, b, sub, v, vlen, line) : NULL;
	}
	return NULL;
}

/* Prose at the blocks' indent still continues these (older comments). */
static bool in_sub_prose(const struct kv *cur)
{
	return cur && (!strcmp(cur->key, "desc") ||
		       !strcmp(cur->key, "condition") ||
		       !strcmp(cur->key, "constraint"));
}

/* Splits the comment into header, @params and keyed blocks. */
static int parse_comment(struct kdoc *d, const struct cdoc *doc)
{
	const char *p = doc->p, *end = doc->p + doc->n;
	uint32_t line = doc->line;
	struct kv *cur = NULL;	/* where continuation lines go */
	int cur_g = -1, base = -1, cur_indent = 0;
	bool header_done = false, in_sub = false, prose_head = false;
	bool skipping = false;	/* after a warned line, until the next key */

	kapi__strbuf_init(&d->summary);
	for (; p < end; line++) {
		const char *nl = memchr(p, '\n', (size_t)(end - p));
		const char *s = p, *e = nl ? nl : end;
		int indent = 0;
		size_t n, k;

		p = nl ? nl + 1 : end;
		while (s < e && (*s == ' ' || *s == '\t'))
			s++;
		if (e - s >= 3 && !memcmp(s, "/**", 3))
			s += 3;
		else if (s < e && *s == '*' && !(e - s >= 2 && s[1] == '/'))
			s++;
		if (e - s >= 2 && !memcmp(e - 2, "*/", 2))
			e -= 2;
		while (s < e && (*s == ' ' || *s == '\t')) {
			indent += *s == '\t' ? 8 : 1;
			s++;
		}
		while (e > s && isspace((unsigned char)e[-1]))
			e--;
		n = (size_t)(e - s);
		if (!n) {
			if (cur)
				kv_more(cur, "", 0);
			continue;
		}
		if (!header_done && !cur) {
			/* "sys_read - Read data from a file descriptor" */
			const char *dash = memmem(s, n, " - ", 3);

			header_done = true;
			if (dash && !key_at(s, n)) {
				snprintf(d->name, sizeof(d->name), "%.*s",
					 (int)(dash - s), s);
				kapi__strbuf_add(&d->summary, dash + 3,
						 (size_t)(e - dash - 3));
				continue;
			}
		}
		/* "@arg: text" at the top level, before or between blocks */
		if (*s == '@' && (base < 0 || indent <= base)) {
			const char *colon = memchr(s, ':', n);

			cur = NULL;
			cur_g = -1;
			prose_head = false;
			skipping = false;
			if (colon && d->nparams < MAX_DOC_PARAMS) {
				const char *v = colon + 1;

				while (v < e && *v == ' ')
					v++;
				cur = &d->params[d->nparams++];
				kv_start(cur, s + 1, (size_t)(colon - s - 1), v,
					 (size_t)(e - v), line);
				cur_indent = indent;
			} else if (colon) {
				kapi__load_note(d->l, KAPI_LOG_WARN, "kdoc-line", line,
					       "more than %d @parameter lines; "
					       "'%.*s' ignored", MAX_DOC_PARAMS,
					       (int)(colon - s), s);
				skipping = true;
			} else {
				kapi__load_note(d->l, KAPI_LOG_WARN, "kdoc-line", line,
					       "parameter line '%.*s' not understood; "
					       "ignored", (int)n, s);
				skipping = true;
			}
			continue;
		}
		k = key_at(s, n);
		if (k)
			skipping = false;
		if (k) {
			char key[24];
			const char *v = s + k + 1, *sub;
			size_t vlen;
			int g;

			memcpy(key, s, k);
			key[k] = '\0';
			g = is_lower_key(key) ? grammar_index(key) : -1;
			while (v < e && *v == ' ')
				v++;
			vlen = (size_t)(e - v);
			if (base < 0 && g >= 0)
				base = indent;
			/*
			 * Membership follows indentation: deeper than the
			 * blocks is a subfield.  A subfield name that is not
			 * a block key is also taken at the blocks' indent,
			 * as the first kerneldoc revisions wrote it.
			 */
			sub = cur_g >= 0 && (indent > base || g < 0) ?
			      sub_name(cur_g, key) : NULL;
			if (sub && !strcmp(sub, "field")) {
				/* RFC v4: each field: of a struct: is a block */
				struct block *b = add_block(d, "struct-field", v,
							    vlen, line);

				if (!b)
					return -ENOMEM;
				cur = &b->head;
				cur_g = grammar_index("struct-field");
				cur_indent = indent;
				in_sub = false;
				prose_head = false;
				continue;
			}
			if (sub) {
				/* a subfield of the open block, by indentation */
				cur = add_sub(d, &d->blocks[d->nblocks - 1], sub,
					      v, vlen, line);
				cur_indent = indent;
				in_sub = true;
				continue;
			}
			if (cur_g >= 0 && indent > base) {
				/* prose with a colon, deeper than its subfield */
				if (cur && in_sub && indent > cur_indent)
					goto more;
				if (cur && prose_head)
					goto more;
				kapi__load_note(d->l, KAPI_LOG_WARN, "unknown-subfield",
					       line, "'%s:' is not a subfield of "
					       "%s:; ignored", key,
					       grammar[cur_g].key);
				cur = NULL;
				skipping = true;
				in_sub = true;
				cur_indent = indent;
				continue;
			}
			if (g >= 0) {
				struct block *b = add_block(d, key, v, vlen, line);

				if (!b)
					return -ENOMEM;
				cur = &b->head;
				cur_g = g;
				cur_indent = indent;
				in_sub = false;
				prose_head = !*grammar[g].subs;
				continue;
			}
			if (base >= 0 || is_lower_key(key)) {
				bool handled;
				struct kv *kv = flat_key(d, key, v, vlen, line,
							 &handled);

				if (handled) {
					/* the older flat form: no open block */
					cur = kv;
					cur_g = -1;
					cur_indent = indent;
					in_sub = true;
					prose_head = false;
					continue;
				}
			}
			if (kdoc_section(key)) {
				cur = NULL;
				cur_g = -1;
				prose_head = false;
				skipping = true;
				continue;
			}
			if (base >= 0 || d->nblocks) {
				kapi__load_note(d->l, KAPI_LOG_WARN, "unknown-key", line,
					       "unknown key '%s:'; ignored", key);
				cur = NULL;
				cur_g = -1;
				prose_head = false;
				skipping = true;
				continue;
			}
		}
		if (skipping && !cur)
			continue;
		if (base >= 0 && indent <= base && !prose_head && !in_sub_prose(cur)) {
			kapi__load_note(d->l, KAPI_LOG_WARN, "kdoc-line", line,
				       "line '%.*s' is not under a block; ignored",
				       (int)(n > 40 ? 40 : n), s);
			continue;
		}
more:
		if (cur) {
			/* keep the indentation; examples need it */
			static const char pad[] = "                                ";
			int w = indent < (int)sizeof(pad) - 1 ? indent
							      : (int)sizeof(pad) - 1;

			kv_more(cur, pad, (size_t)w);
			kapi__strbuf_add(&cur->val, s, n);
		}
	}
	return 0;
}

/* ---- values ---- */

/* Prose: wrapped lines join with a space, blank lines and "- " items break. */
static char *prose(const char *raw)
{
	size_t n = strlen(raw), o = 0;
	char *out = malloc(n + 1);
	bool blank = false;

	if (!out)
		return NULL;
	while (*raw) {
		size_t len;

		raw += strspn(raw, " \t");
		len = strcspn(raw, "\n");
		if (!len) {
			blank = o > 0;
		} else {
			if (o)
				out[o++] = blank ? '\n' : (raw[0] == '-' &&
					   raw[1] == ' ') ? '\n' : ' ';
			if (blank && o)
				out[o++] = '\n';
			memcpy(out + o, raw, len);
			o += len;
			blank = false;
		}
		raw += len + (raw[len] == '\n');
	}
	out[o] = '\0';
	return out;
}

static const char *arena_prose(struct kdoc *d, const char *raw)
{
	char *p = prose(raw);
	const char *copy = p && *p ? kapi__load_strdup(d->l, p) : NULL;

	free(p);
	return copy;
}

static int64_t expr(struct kdoc *d, const char *s, uint32_t line)
{
	char unknown[64];
	int64_t v = 0;
	int err = kapi__cexpr_eval(s, strlen(s), &v, unknown, sizeof(unknown));

	if (err == -ENOENT)
		kapi__load_note(d->l, KAPI_LOG_WARN, "unknown-name", line,
			       "unknown name '%s' in '%s'; 0 used", unknown, s);
	else if (err)
		kapi__load_note(d->l, KAPI_LOG_WARN, "bad-expression", line,
			       "cannot evaluate '%s'; 0 used", s);
	return err ? 0 : v;
}

/*
 * Names upstream's kerneldoc generator (RFC v4 on) rewrites before the C
 * compiler sees them: a bit mask constraint is a mask, a buffer is a user
 * pointer sized by another argument, every "bypass" capability type is
 * BYPASS_CHECK, SCHEDULER is SCHEDULE and any other side-effect name it
 * does not know is MODIFY_STATE.
 */
static bool generator_alias(const char *tok, int table, int64_t *out)
{
	if (table == KAPI_NAMES_CONSTRAINT) {
		if (!strcmp(tok, "KAPI_CONSTRAINT_BITMASK"))
			return *out = KAPI_CONSTRAINT_MASK, true;
		if (!strcmp(tok, "KAPI_CONSTRAINT_BUFFER"))
			return *out = KAPI_CONSTRAINT_USER_PTR, true;
	} else if (table == KAPI_NAMES_CAP_ACTION) {
		if (strstr(tok, "BYPASS") && !strncmp(tok, "KAPI_CAP_", 9))
			return *out = KAPI_CAP_BYPASS_CHECK, true;
	} else if (table == KAPI_NAMES_EFFECT &&
		   !strncmp(tok, "KAPI_EFFECT_", 12)) {
		uint32_t v;

		if (!strcmp(tok, "KAPI_EFFECT_SCHEDULER"))
			return *out = KAPI_EFFECT_SCHEDULE, true;
		if (strcmp(tok, "KAPI_EFFECT_NONE") &&
		    kapi_name__value(KAPI_NAMES_EFFECT, tok, &v))
			return *out = KAPI_EFFECT_MODIFY_STATE, true;
	}
	return false;
}

/*
 * A short token (process, user_ptr, rwlock): tried as a name of the table,
 * then as PREFIX + the token in capitals, then as a constant spelled out
 * (KAPI_CTX_PROCESS).
 */
static bool token(const char *tok, int table, const char *prefix, int64_t *out)
{
	char buf[96];
	uint32_t v;
	uint64_t c;
	bool u;
	size_t n = strlen(tok), k;

	if (generator_alias(tok, table, out))
		return true;

	if (table >= 0 && !kapi_name__value((enum kapi_name_table)table, tok, &v)) {
		*out = v;
		return true;
	}
	k = (size_t)snprintf(buf, sizeof(buf), "%s", prefix);
	for (size_t i = 0; i < n && k + 1 < sizeof(buf); i++)
		buf[k++] = (char)toupper((unsigned char)tok[i]);
	buf[k] = '\0';
	if (table >= 0 && !kapi_name__value((enum kapi_name_table)table, buf, &v)) {
		*out = v;
		return true;
	}
	if (kapi__const_lookup(buf, strlen(buf), &c, &u) ||
	    kapi__const_lookup(tok, n, &c, &u)) {
		*out = (int64_t)c;
		return true;
	}
	return false;
}

/* Tokens joined by '|' or ',' ORed together; unknown ones reported. */
static int64_t token_flags(struct kdoc *d, const char *s, int table,
			   const char *prefix, uint32_t line)
{
	int64_t acc = 0, v;
	char tok[64];

	while (*s) {
		size_t n;

		s += strspn(s, " \t\n|,");
		n = strcspn(s, " \t\n|,");
		if (!n)
			break;
		snprintf(tok, sizeof(tok), "%.*s", (int)n, s);
		if (token(tok, table, prefix, &v))
			acc |= v;
		else
			kapi__load_note(d->l, KAPI_LOG_WARN, "unknown-token", line,
				       "unknown %s token '%s' ignored",
				       prefix, tok);
		s += n;
	}
	return acc;
}

/* The type aliases of "type:" and the flags that may follow them. */
static const struct {
	const char *alias;
	int value;
} type_aliases[] = {
	{ "int", KAPI_TYPE_INT }, { "uint", KAPI_TYPE_UINT },
	{ "ptr", KAPI_TYPE_PTR }, { "fd", KAPI_TYPE_FD },
	{ "path", KAPI_TYPE_PATH }, { "user_ptr", KAPI_TYPE_USER_PTR },
	{ "uptr", KAPI_TYPE_USER_PTR }, { "struct", KAPI_TYPE_STRUCT },
	{ "union", KAPI_TYPE_UNION }, { "enum", KAPI_TYPE_ENUM },
	{ "func_ptr", KAPI_TYPE_FUNC_PTR }, { "array", KAPI_TYPE_ARRAY },
	{ "custom", KAPI_TYPE_CUSTOM }, { "string", KAPI_TYPE_STRING },
	{ "bool", KAPI_TYPE_BOOL }, { "void", KAPI_TYPE_VOID },
	{ "long", KAPI_TYPE_INT }, { "size_t", KAPI_TYPE_UINT },
	{ "ssize_t", KAPI_TYPE_INT }, { "loff_t", KAPI_TYPE_INT },
	{ "off_t", KAPI_TYPE_INT }, { "unsigned", KAPI_TYPE_UINT },
}, flag_aliases[] = {
	{ "input", KAPI_PARAM_IN }, { "in", KAPI_PARAM_IN },
	{ "output", KAPI_PARAM_OUT }, { "out", KAPI_PARAM_OUT },
	{ "inout", KAPI_PARAM_INOUT }, { "user", KAPI_PARAM_USER },
	{ "optional", KAPI_PARAM_OPTIONAL }, { "const", KAPI_PARAM_CONST },
	{ "volatile", KAPI_PARAM_VOLATILE }, { "dma", KAPI_PARAM_DMA },
	{ "aligned", KAPI_PARAM_ALIGNED },
};

static bool alias(const char *tok, bool flags, int *out)
{
	size_t n = flags ? sizeof(flag_aliases) / sizeof(flag_aliases[0])
			 : sizeof(type_aliases) / sizeof(type_aliases[0]);

	for (size_t i = 0; i < n; i++) {
		const char *a = flags ? flag_aliases[i].alias : type_aliases[i].alias;

		if (!strcasecmp(a, tok)) {
			*out = flags ? flag_aliases[i].value : type_aliases[i].value;
			return true;
		}
	}
	return false;
}

/* "type: fd, input": the type class, then flags. */
static void type_line(struct kdoc *d, const char *s, uint8_t *type,
		      uint32_t *flags, uint32_t line)
{
	char tok[64];
	bool first = true;

	while (*s) {
		size_t n;
		int v;
		int64_t x;

		s += strspn(s, " \t\n,|");
		n = strcspn(s, " \t\n,|");
		if (!n)
			break;
		snprintf(tok, sizeof(tok), "%.*s", (int)n, s);
		s += n;
		if (first && alias(tok, false, &v)) {
			*type = (uint8_t)v;
		} else if (first && token(tok, KAPI_NAMES_PARAM_TYPE, "KAPI_TYPE_",
					  &x)) {
			*type = (uint8_t)x;
		} else if (flags && alias(tok, true, &v)) {
			*flags |= (uint32_t)v;
		} else if (flags && token(tok, KAPI_NAMES_PARAM_FLAGS,
					  "KAPI_PARAM_", &x)) {
			*flags |= (uint32_t)x;
		} else {
			kapi__load_note(d->l, KAPI_LOG_WARN, "unknown-token", line,
				       "unknown type word '%s' ignored", tok);
		}
		first = false;
	}
}

/* The argument text of "name(args)" if s has that form. */
static bool call(const char *s, const char *name, char *args, size_t size)
{
	size_t n = strlen(name);
	const char *close;

	if (strncmp(s, name, n) || s[n] != '(')
		return false;
	close = strrchr(s, ')');
	if (!close || close < s + n)
		return false;
	snprintf(args, size, "%.*s", (int)(close - s - n - 1), s + n + 1);
	return true;
}

/* Splits "a, b" at the first top-level comma. */
static bool split2(const char *s, char *a, size_t asize, char *b, size_t bsize)
{
	int depth = 0;

	for (const char *p = s; *p; p++) {
		depth += *p == '(';
		depth -= *p == ')';
		if (*p == ',' && !depth) {
			snprintf(a, asize, "%.*s", (int)(p - s), s);
			snprintf(b, bsize, "%s", p + 1 + strspn(p + 1, " "));
			return true;
		}
	}
	return false;
}

static void constraint_line(struct kdoc *d, struct kapi_param_spec *p,
			    const char *s, uint32_t line)
{
	char args[512], a[256], b[256];
	int64_t v;

	if (call(s, "range", args, sizeof(args)) && split2(args, a, sizeof(a), b, sizeof(b))) {
		p->constraint_type = KAPI_CONSTRAINT_RANGE;
		p->min_value = expr(d, a, line);
		p->max_value = expr(d, b, line);
	} else if (call(s, "mask", args, sizeof(args))) {
		p->constraint_type = KAPI_CONSTRAINT_MASK;
		p->valid_mask = (uint64_t)expr(d, args, line);
		p->constraint_expr = kapi__load_strdup(d->l, args);
	} else if (call(s, "enum", args, sizeof(args))) {
		size_t count = 1;
		int64_t *vals;
		char *rest = args;

		for (char *q = args; *q; q++)
			count += *q == ',';
		vals = kapi__arena_alloc(d->l->arena, count * sizeof(*vals));
		p->constraint_type = KAPI_CONSTRAINT_ENUM;
		p->constraint_expr = kapi__load_strdup(d->l, args);
		for (size_t i = 0; vals && i < count; i++) {
			char *comma = strchr(rest, ',');

			if (comma)
				*comma = '\0';
			vals[i] = expr(d, rest, line);
			rest = comma ? comma + 1 : rest + strlen(rest);
		}
		p->enum_values = vals;
		p->enum_count = vals ? (uint32_t)count : 0;
	} else if (call(s, "buffer", args, sizeof(args))) {
		p->constraint_type = KAPI_CONSTRAINT_USER_PTR;
		p->size_param_idx = (int32_t)expr(d, args, line);
	} else if (call(s, "alignment", args, sizeof(args))) {
		p->constraint_type = KAPI_CONSTRAINT_ALIGNMENT;
		p->alignment = (uint64_t)expr(d, args, line);
	} else if (token(s, KAPI_NAMES_CONSTRAINT, "KAPI_CONSTRAINT_", &v)) {
		p->constraint_type = (uint8_t)v;
	} else {
		kapi__load_note(d->l, KAPI_LOG_WARN, "unknown-token", line,
			       "unknown constraint-type '%s' ignored", s);
	}
}

/* A subfield's text, flattened to one line (for single values). */
static const char *flat(const struct kv *kv, char *buf, size_t size)
{
	size_t o = 0;

	for (const char *s = kv_text(kv); *s && o + 1 < size; s++) {
		if (*s == '\n' || (*s == ' ' && o && buf[o - 1] == ' ')) {
			if (o && buf[o - 1] != ' ')
				buf[o++] = ' ';
			continue;
		}
		buf[o++] = *s;
	}
	while (o && buf[o - 1] == ' ')
		o--;
	buf[o] = '\0';
	return buf;
}

/* A yes/no subfield; another word is reported and read as no. */
static bool yes_no(struct kdoc *d, const char *what, const char *s,
		   uint32_t line)
{
	if (!strcasecmp(s, "yes") || !strcasecmp(s, "true") || !strcmp(s, "1"))
		return true;
	/* "conditional": not on every path, so not a yes (as upstream reads it) */
	if (strcasecmp(s, "no") && strcasecmp(s, "false") && strcmp(s, "0") &&
	    strcasecmp(s, "conditional"))
		kapi__load_note(d->l, KAPI_LOG_WARN, "unknown-token", line,
				"unknown %s '%s' (yes or no); read as no",
				what, s);
	return false;
}

/* The architecture names arch-mask: accepts (upstream's short names). */
static bool known_arch(const char *a)
{
	static const char *const arches[] = {
		"alpha", "arc", "arm", "arm64", "csky", "hexagon", "loongarch",
		"m68k", "microblaze", "mips", "nios2", "openrisc", "parisc",
		"powerpc", "riscv", "s390", "sh", "sparc", "um", "x86", "xtensa",
	};

	for (size_t i = 0; i < sizeof(arches) / sizeof(arches[0]); i++)
		if (!strcmp(arches[i], a))
			return true;
	return false;
}

/* One enum word; an unknown one is a warning, and the field keeps 0. */
static bool word(struct kdoc *d, const char *what, const char *s, int table,
		 const char *prefix, uint32_t line, int64_t *out)
{
	if (token(s, table, prefix, out))
		return true;
	kapi__load_note(d->l, KAPI_LOG_WARN, "unknown-token", line,
		       "unknown %s '%s'; left unset", what, s);
	return false;
}

/* ---- the SYSCALL_DEFINEn() that follows the comment ---- */

struct proto {
	char name[64];
	int nargs;
	char *types[8];
	char *args[8];
};

static bool read_proto(const struct csrc *c, size_t i, struct proto *pr)
{
	const struct ctok *t = c->toks;
	size_t n = c->ntoks, start;
	int depth = 0, field = 0;

	memset(pr, 0, sizeof(*pr));
	if (i + 3 >= n || t[i].type != CT_IDENT || t[i].n != 15 ||
	    memcmp(t[i].p, "SYSCALL_DEFINE", 14) || !isdigit((unsigned char)t[i].p[14]) ||
	    !kapi__ctok_is(&t[i + 1], "(") || t[i + 2].type != CT_IDENT)
		return false;
	snprintf(pr->name, sizeof(pr->name), "sys_%.*s", (int)t[i + 2].n,
		 t[i + 2].p);
	i += 3;			/* at the "," after the name, or ")" */
	if (i < n && kapi__ctok_is(&t[i], ")"))
		return true;
	start = ++i;
	for (; i < n; i++) {
		bool end = false;

		if (kapi__ctok_is(&t[i], "("))
			depth++;
		else if (kapi__ctok_is(&t[i], ")"))
			end = depth-- == 0;
		if ((kapi__ctok_is(&t[i], ",") && !depth) || end) {
			if (i > start && pr->nargs < 8) {
				char *text = kapi__ctok_text(t + start, i - start);

				/*
				 * An empty field (",,") shifts type and name:
				 * a second type for the same slot replaces
				 * the first.
				 */
				if (field % 2 == 0) {
					free(pr->types[pr->nargs]);
					pr->types[pr->nargs] = text;
				} else {
					pr->args[pr->nargs++] = text;
				}
			}
			field++;
			start = i + 1;
		}
		if (end)
			break;
	}
	if (i >= n) {
		/* cut short where a patch's hunk ends: the name, no arguments */
		for (int k = 0; k < 8; k++) {
			free(pr->args[k]);
			free(pr->types[k]);
			pr->args[k] = pr->types[k] = NULL;
		}
		pr->nargs = 0;
	}
	return true;
}

static void proto_free(struct proto *pr)
{
	for (int i = 0; i < 8; i++) {
		free(pr->types[i]);
		free(pr->args[i]);
	}
}

/* ---- blocks into the builder ---- */

static const struct kv *sub(const struct block *b, const char *key)
{
	for (int i = 0; i < b->nsubs; i++)
		if (!strcmp(b->subs[i].key, key))
			return &b->subs[i];
	return NULL;
}

static const char *param_doc(struct kdoc *d, const char *name)
{
	for (int i = 0; i < d->nparams; i++)
		if (!strcmp(d->params[i].key, name))
			return kv_text(&d->params[i]);
	return NULL;
}

static void do_param(struct kdoc *d, struct kapi_build *bld,
		     const struct block *b, const struct proto *pr)
{
	char buf[512], name[64];
	struct kapi_param_spec *p;
	long idx = -1;

	snprintf(name, sizeof(name), "%s", flat(&b->head, buf, sizeof(buf)));
	for (int i = 0; i < pr->nargs; i++)
		if (pr->args[i] && !strcmp(pr->args[i], name))
			idx = i;
	if (pr->nargs && idx < 0)
		kapi__load_note(d->l, KAPI_LOG_WARN, "param-not-in-prototype", b->head.line,
			       "param '%s' is not an argument of %s", name,
			       pr->name);
	p = idx >= 0 ? kapi__build_at(bld, KAPI_K_PARAM, idx)
		     : kapi__build_open(bld, KAPI_K_PARAM, -1, b->head.line);
	if (!p)
		return;
	if (!p->name)
		p->name = kapi__load_strdup(d->l, name);
	if (!p->description && param_doc(d, name))
		p->description = arena_prose(d, param_doc(d, name));
	for (int i = 0; i < b->nsubs; i++) {
		const char *v = flat(&b->subs[i], buf, sizeof(buf));
		const char *k = b->subs[i].key;
		uint32_t line = b->subs[i].line;

		if (!strcmp(k, "type"))
			type_line(d, v, &p->type, &p->flags, line);
		else if (!strcmp(k, "flags"))
			p->flags |= (uint32_t)token_flags(d, v,
				KAPI_NAMES_PARAM_FLAGS, "KAPI_PARAM_", line);
		else if (!strcmp(k, "constraint-type"))
			constraint_line(d, p, v, line);
		else if (!strcmp(k, "constraint"))
			p->constraints = arena_prose(d, kv_text(&b->subs[i]));
		else if (!strcmp(k, "desc"))
			p->description = arena_prose(d, kv_text(&b->subs[i]));
		else if (!strcmp(k, "enum")) {
			char call_text[560];

			snprintf(call_text, sizeof(call_text), "enum(%s)", v);
			constraint_line(d, p, call_text, line);
		} else if (!strcmp(k, "size-multiplier"))
			p->size_multiplier = (uint64_t)expr(d, v, line);
		else if (!strcmp(k, "range")) {
			char lo[256], hi[256];

			if (split2(v, lo, sizeof(lo), hi, sizeof(hi))) {
				p->min_value = expr(d, lo, line);
				p->max_value = expr(d, hi, line);
				/* a range alone is a range constraint */
				if (p->constraint_type == KAPI_CONSTRAINT_NONE)
					p->constraint_type = KAPI_CONSTRAINT_RANGE;
			} else {
				kapi__load_note(d->l, KAPI_LOG_WARN, "bad-expression",
					       line, "range '%s' is not LO, HI; "
					       "ignored", v);
			}
		} else if (!strcmp(k, "valid-mask")) {
			p->valid_mask = (uint64_t)expr(d, v, line);
			p->constraint_expr = kapi__load_strdup(d->l, v);
		} else if (!strcmp(k, "arch-mask")) {
			/* "ARCH = BITS": only x86 bits apply to this machine */
			const char *eq = strchr(v, '=');
			char arch[32];

			snprintf(arch, sizeof(arch), "%.*s",
				 eq ? (int)(eq - v) : (int)strlen(v), v);
			for (size_t j = strlen(arch); j && arch[j - 1] == ' ';)
				arch[--j] = '\0';
			if (!eq || !known_arch(arch))
				kapi__load_note(d->l, KAPI_LOG_WARN, "unknown-arch", line,
					       "arch-mask '%s' is not ARCH = BITS "
					       "with a known architecture; ignored", v);
			else if (!strcmp(arch, "x86"))
				p->valid_mask |= (uint64_t)expr(d, eq + 1, line);
		} else if (!strcmp(k, "size"))
			p->size = (uint64_t)expr(d, v, line);
		else if (!strcmp(k, "size-param"))
			p->size_param_idx = (int32_t)expr(d, v, line);
		else if (!strcmp(k, "alignment"))
			p->alignment = (uint64_t)expr(d, v, line);
	}
	kapi__build_close(bld, KAPI_K_PARAM);
}

static void do_return(struct kdoc *d, struct kapi_build *bld,
		      const struct block *b)
{
	struct kapi_return_spec *r = kapi__build_open(bld, KAPI_K_RETURN, -1,
						      b->head.line);
	char buf[512];
	int64_t v;

	for (int i = 0; r && i < b->nsubs; i++) {
		const char *s = flat(&b->subs[i], buf, sizeof(buf));
		const char *k = b->subs[i].key;
		uint32_t line = b->subs[i].line;

		if (!strcmp(k, "type")) {
			r->type_name = kapi__load_strdup(d->l, s);
			type_line(d, s, &r->type, NULL, line);
		} else if (!strcmp(k, "check-type")) {
			if (token(s, KAPI_NAMES_RETURN_CHECK, "KAPI_RETURN_", &v))
				r->check_type = (uint8_t)v;
			else
				kapi__load_note(d->l, KAPI_LOG_WARN, "unknown-token", line,
					       "unknown check-type '%s'", s);
		} else if (!strcmp(k, "success")) {
			/* "0", "= 0" or ">= 0" */
			bool ge = !strncmp(s, ">=", 2);

			s += ge ? 2 : (*s == '=' ? 1 : 0);
			v = expr(d, s, line);
			if (ge) {
				r->success_min = v;
				r->success_max = INT64_MAX;
			} else {
				r->success_value = v;
			}
		} else if (!strcmp(k, "range")) {
			char lo[256], hi[256];

			if (split2(s, lo, sizeof(lo), hi, sizeof(hi))) {
				r->success_min = expr(d, lo, line);
				r->success_max = expr(d, hi, line);
			}
		} else if (!strcmp(k, "desc")) {
			r->description = arena_prose(d, kv_text(&b->subs[i]));
		}
	}
}

static void do_error(struct kdoc *d, struct kapi_build *bld,
		     const struct block *b)
{
	char buf[512], name[64], summary[448];
	struct kapi_error_spec *e;
	const struct kv *kv;
	int code;

	flat(&b->head, buf, sizeof(buf));
	if (!split2(buf, name, sizeof(name), summary, sizeof(summary))) {
		snprintf(name, sizeof(name), "%.63s", buf);
		summary[0] = '\0';
	}
	code = kapi_errno__value(name[0] == '-' ? name + 1 : name);
	/* "(driver-specific)": upstream says no one errno, in brackets */
	if (!code && name[0] != '(')
		kapi__load_note(d->l, KAPI_LOG_WARN, "errno-unknown", b->head.line,
			       "unknown errno name '%s'", name);
	e = kapi__build_open(bld, KAPI_K_ERROR, -1, b->head.line);
	if (!e)
		return;
	e->error_code = -code;
	e->name = kapi__load_strdup(d->l, name[0] == '-' ? name + 1 : name);
	kv = sub(b, "condition");
	e->condition = kv ? arena_prose(d, kv_text(kv))
			  : kapi__load_strdup(d->l, summary);
	kv = sub(b, "desc");
	e->description = kv ? arena_prose(d, kv_text(kv))
			    : kapi__load_strdup(d->l, summary);
	kapi__build_close(bld, KAPI_K_ERROR);
}

static void do_lock(struct kdoc *d, struct kapi_build *bld,
		    const struct block *b)
{
	struct kapi_lock_spec *k = kapi__build_open(bld, KAPI_K_LOCK, -1,
						    b->head.line);
	char buf[512];
	int64_t v;

	if (!k)
		return;
	flat(&b->head, buf, sizeof(buf));
	{
		/* RFC v3 wrote "lock: NAME, TYPE" on one line */
		char name[256], type[256];

		if (split2(buf, name, sizeof(name), type, sizeof(type))) {
			k->lock_name = kapi__load_strdup(d->l, name);
			if (word(d, "lock type", type, KAPI_NAMES_LOCK_TYPE,
				 "KAPI_LOCK_", b->head.line, &v))
				k->lock_type = (uint8_t)v;
		} else {
			k->lock_name = kapi__load_strdup(d->l, buf);
		}
	}
	for (int i = 0; i < b->nsubs; i++) {
		const char *s = flat(&b->subs[i], buf, sizeof(buf));
		const char *key = b->subs[i].key;

		if (!strcmp(key, "type")) {
			if (word(d, "lock type", s, KAPI_NAMES_LOCK_TYPE,
				 "KAPI_LOCK_", b->subs[i].line, &v))
				k->lock_type = (uint8_t)v;
		} else if (!strcmp(key, "scope")) {
			if (word(d, "lock scope", s, KAPI_NAMES_LOCK_SCOPE,
				 "KAPI_LOCK_", b->subs[i].line, &v))
				k->scope = (uint8_t)v;
		} else if (!strcmp(key, "held-entry"))
			k->held_on_entry = yes_no(d, "lock held-entry", s,
						    b->subs[i].line);
		else if (!strcmp(key, "held-exit"))
			k->held_on_exit = yes_no(d, "lock held-exit", s,
						    b->subs[i].line);
		else if (!strcmp(key, "acquired"))
			k->acquired = yes_no(d, "lock acquired", s,
						    b->subs[i].line);
		else if (!strcmp(key, "released"))
			k->released = yes_no(d, "lock released", s,
						    b->subs[i].line);
		else if (!strcmp(key, "desc"))
			k->description = arena_prose(d, kv_text(&b->subs[i]));
		else
			kapi__load_note(d->l, KAPI_LOG_WARN, "unknown-token", b->subs[i].line,
				       "lock %s '%s' not understood", key, s);
	}
	/* upstream derives the scope from acquired:/released: */
	if (!sub(b, "scope"))
		k->scope = k->acquired && !k->released ? KAPI_LOCK_ACQUIRES :
			   k->released && !k->acquired ? KAPI_LOCK_RELEASES :
			   KAPI_LOCK_INTERNAL;
	kapi__build_close(bld, KAPI_K_LOCK);
}

/*
 * "Any signal", "Any fatal signal", "FATAL": upstream names a class of
 * signals rather than one; it has no number, and 0 says "any".
 */
static bool signal_class(const char *name)
{
	if (!strncasecmp(name, "any", 3) || !strcasecmp(name, "fatal") ||
	    !strcasecmp(name, "all"))
		return true;
	/*
	 * A description rather than a name: lower case (pending_signals),
	 * words (HANDLERS_RESET, SIGCHLD_SETUP).  Only a single SIGxxx word
	 * that is no signal is a mistake worth a warning.
	 */
	for (const char *p = name; *p; p++)
		if (islower((unsigned char)*p) || *p == '_' || *p == ' ')
			return true;
	return false;
}

static void do_signal(struct kdoc *d, struct kapi_build *bld,
		      const struct block *b)
{
	struct kapi_signal_spec *g = kapi__build_open(bld, KAPI_K_SIGNAL, -1,
						      b->head.line);
	char buf[512];
	int64_t v;
	bool numbered;

	if (!g)
		return;
	flat(&b->head, buf, sizeof(buf));
	g->signal_name = kapi__load_strdup(d->l, buf);
	g->signal_num = kapi_signal__value(buf);
	numbered = g->signal_num != 0 || signal_class(buf);
	for (int i = 0; i < b->nsubs; i++) {
		const char *s = flat(&b->subs[i], buf, sizeof(buf));
		const char *k = b->subs[i].key;
		uint32_t line = b->subs[i].line;

		if (!strcmp(k, "number")) {
			numbered = true;
			g->signal_num = kapi_signal__value(s);
			if (!g->signal_num)
				g->signal_num = (int32_t)expr(d, s, line);
		} else if (!strcmp(k, "direction")) {
			g->direction = (uint32_t)token_flags(d, s,
				KAPI_NAMES_SIGNAL_DIRECTION, "KAPI_SIGNAL_", line);
		} else if (!strcmp(k, "action")) {
			if (word(d, "signal action", s, KAPI_NAMES_SIGNAL_ACTION,
				 "KAPI_SIGNAL_ACTION_", line, &v))
				g->action = (uint8_t)v;
		} else if (!strcmp(k, "transform-to")) {
			g->transform_to = kapi_signal__value(s);
			if (!g->transform_to)
				g->transform_to = (int32_t)expr(d, s, line);
		} else if (!strcmp(k, "sa-flags-required")) {
			g->sa_flags_required = (uint32_t)expr(d, s, line);
		} else if (!strcmp(k, "sa-flags-forbidden")) {
			g->sa_flags_forbidden = (uint32_t)expr(d, s, line);
		} else if (!strcmp(k, "state-required")) {
			g->state_required = (uint32_t)token_flags(d, s,
				KAPI_NAMES_SIGNAL_STATE, "KAPI_SIGNAL_STATE_", line);
		} else if (!strcmp(k, "state-forbidden")) {
			g->state_forbidden = (uint32_t)token_flags(d, s,
				KAPI_NAMES_SIGNAL_STATE, "KAPI_SIGNAL_STATE_", line);
		} else if (!strcmp(k, "errno")) {
			/* "-EINTR (in io_event.res, ...)": the name, then prose */
			char nm[64];
			int e;

			snprintf(nm, sizeof(nm), "%.*s", (int)strcspn(s, " ("), s);
			e = kapi_errno__value(nm[0] == '-' ? nm + 1 : nm);
			g->error_on_signal = e ? -e : (int32_t)expr(d, s, line);
		} else if (!strcmp(k, "priority")) {
			g->priority = (uint8_t)expr(d, s, line);
		} else if (!strcmp(k, "restartable")) {
			g->restartable = yes_no(d, "signal restartable", s,
						 line);
		} else if (!strcmp(k, "interruptible")) {
			g->interruptible = yes_no(d, "signal interruptible",
						   s, line);
		} else if (!strcmp(k, "queue")) {
			g->queue_behavior = kapi__load_strdup(d->l, s);
		} else if (!strcmp(k, "timing")) {
			/* KAPI_SIGNAL_TIME_DURING is the string "during" */
			if (!strncmp(s, "KAPI_SIGNAL_TIME_", 17)) {
				char low[64];
				size_t j = 0;

				for (const char *q = s + 17; *q && j + 1 < sizeof(low); q++)
					low[j++] = (char)tolower((unsigned char)*q);
				low[j] = '\0';
				g->timing = kapi__load_strdup(d->l, low);
			} else {
				g->timing = kapi__load_strdup(d->l, s);
			}
		} else if (!strcmp(k, "target")) {
			g->target = kapi__load_strdup(d->l, s);
		} else if (!strcmp(k, "condition")) {
			g->condition = arena_prose(d, kv_text(&b->subs[i]));
		} else if (!strcmp(k, "desc")) {
			g->description = arena_prose(d, kv_text(&b->subs[i]));
		}
	}
	if (!numbered)
		kapi__load_note(d->l, KAPI_LOG_WARN, "unknown-token",
				b->head.line, "unknown signal '%s' and no "
				"number: subfield; its number is left 0",
				g->signal_name);
	kapi__build_close(bld, KAPI_K_SIGNAL);
}

static void do_effect(struct kdoc *d, struct kapi_build *bld,
		      const struct block *b)
{
	struct kapi_side_effect *e = kapi__build_open(bld, KAPI_K_EFFECT, -1,
						      b->head.line);
	char buf[512], types[256], desc[512] = "";

	if (!e)
		return;
	flat(&b->head, buf, sizeof(buf));
	/*
	 * The older form: "TYPES, target, description", with optional
	 * "reversible=yes" and "condition=..." parts (RFC v3).
	 */
	{
		char part[256], rest[512];
		int pos = 0;

		snprintf(rest, sizeof(rest), "%s", buf);
		types[0] = '\0';
		while (rest[0]) {
			char tail[512];

			if (!split2(rest, part, sizeof(part), tail, sizeof(tail))) {
				snprintf(part, sizeof(part), "%.255s", rest);
				tail[0] = '\0';
			}
			if (!strncmp(part, "reversible=", 11))
				e->reversible = yes_no(d, "reversible", part + 11,
						       b->head.line);
			else if (!strncmp(part, "condition=", 10))
				e->condition = kapi__load_strdup(d->l, part + 10);
			else if (pos == 0)
				snprintf(types, sizeof(types), "%s", part), pos++;
			else if (pos == 1)
				e->target = kapi__load_strdup(d->l, part), pos++;
			else if (pos == 2)
				snprintf(desc, sizeof(desc), "%s", part), pos++;
			else	/* the description had commas of its own */
				snprintf(desc + strlen(desc),
					 sizeof(desc) - strlen(desc), ", %s", part);
			snprintf(rest, sizeof(rest), "%s", tail);
		}
	}
	if (desc[0])
		e->description = kapi__load_strdup(d->l, desc);
	e->type = (uint32_t)token_flags(d, types, KAPI_NAMES_EFFECT,
					"KAPI_EFFECT_", b->head.line);
	for (int i = 0; i < b->nsubs; i++) {
		const char *s = flat(&b->subs[i], buf, sizeof(buf));
		const char *k = b->subs[i].key;

		if (!strcmp(k, "type"))
			e->type |= (uint32_t)token_flags(d, s, KAPI_NAMES_EFFECT,
						 "KAPI_EFFECT_", b->subs[i].line);
		else if (!strcmp(k, "target"))
			e->target = kapi__load_strdup(d->l, s);
		else if (!strcmp(k, "condition"))
			e->condition = arena_prose(d, kv_text(&b->subs[i]));
		else if (!strcmp(k, "desc"))
			e->description = arena_prose(d, kv_text(&b->subs[i]));
		else if (!strcmp(k, "reversible"))
			e->reversible = yes_no(d, "side-effect reversible",
					       s, b->subs[i].line);
	}
	kapi__build_close(bld, KAPI_K_EFFECT);
}

static void do_trans(struct kdoc *d, struct kapi_build *bld,
		     const struct block *b)
{
	struct kapi_state_transition *t = kapi__build_open(bld, KAPI_K_TRANS,
							   -1, b->head.line);
	char buf[512];

	if (!t)
		return;
	if (*flat(&b->head, buf, sizeof(buf))) {
		/* RFC v3: "state-trans: OBJECT, FROM, TO, description" */
		char obj[256], rest[256], from[256], rest2[256], to[256], desc[256];

		if (split2(buf, obj, sizeof(obj), rest, sizeof(rest))) {
			t->object = kapi__load_strdup(d->l, obj);
			if (!split2(rest, from, sizeof(from), rest2, sizeof(rest2))) {
				snprintf(from, sizeof(from), "%s", rest);
				rest2[0] = '\0';
			}
			t->from_state = kapi__load_strdup(d->l, from);
			if (rest2[0]) {
				if (!split2(rest2, to, sizeof(to), desc, sizeof(desc))) {
					snprintf(to, sizeof(to), "%s", rest2);
					desc[0] = '\0';
				}
				t->to_state = kapi__load_strdup(d->l, to);
				if (desc[0])
					t->description = kapi__load_strdup(d->l, desc);
			}
		} else {
			t->object = kapi__load_strdup(d->l, buf);
		}
	}
	for (int i = 0; i < b->nsubs; i++) {
		const char *s = flat(&b->subs[i], buf, sizeof(buf));
		const char *k = b->subs[i].key;

		if (!strcmp(k, "from"))
			t->from_state = kapi__load_strdup(d->l, s);
		else if (!strcmp(k, "to"))
			t->to_state = kapi__load_strdup(d->l, s);
		else if (!strcmp(k, "object"))
			t->object = kapi__load_strdup(d->l, s);
		else if (!strcmp(k, "condition"))
			t->condition = arena_prose(d, kv_text(&b->subs[i]));
		else if (!strcmp(k, "desc"))
			t->description = arena_prose(d, kv_text(&b->subs[i]));
	}
	kapi__build_close(bld, KAPI_K_TRANS);
}

static void do_cap(struct kdoc *d, struct kapi_build *bld,
		   const struct block *b)
{
	struct kapi_capability_spec *c = kapi__build_open(bld, KAPI_K_CAP, -1,
							  b->head.line);
	char buf[512];
	int64_t v;

	if (!c)
		return;
	flat(&b->head, buf, sizeof(buf));
	{
		/* RFC v3: "capability: CAP_X, TYPE, name" on one line */
		char cap[256], rest[256], type[256], name[256];

		if (split2(buf, cap, sizeof(cap), rest, sizeof(rest))) {
			if (!split2(rest, type, sizeof(type), name, sizeof(name))) {
				snprintf(type, sizeof(type), "%s", rest);
				name[0] = '\0';
			}
			if (word(d, "capability type", type, KAPI_NAMES_CAP_ACTION,
				 "KAPI_CAP_", b->head.line, &v))
				c->action = (uint8_t)v;
			snprintf(buf, sizeof(buf), "%s", cap);
			if (name[0]) {
				/* the third part names it, as KAPI_CAPABILITY's */
				c->capability = (int32_t)expr(d, cap, b->head.line);
				c->cap_name = kapi__load_strdup(d->l, name);
				goto subs;
			}
		}
	}
	c->cap_name = kapi__load_strdup(d->l, buf);
	c->capability = (int32_t)expr(d, buf, b->head.line);
subs:
	for (int i = 0; i < b->nsubs; i++) {
		const char *s = flat(&b->subs[i], buf, sizeof(buf));
		const char *k = b->subs[i].key;

		if (!strcmp(k, "type")) {
			if (word(d, "capability type", s, KAPI_NAMES_CAP_ACTION,
				 "KAPI_CAP_", b->subs[i].line, &v))
				c->action = (uint8_t)v;
		} else if (!strcmp(k, "alternative")) {
			/* "CAP_A, CAP_B": capabilities that also do */
			size_t count = 1;
			int32_t *alts;
			char list[512], *rest = list;

			snprintf(list, sizeof(list), "%s", s);
			for (char *q = list; *q; q++)
				count += *q == ',';
			alts = kapi__arena_alloc(d->l->arena, count * sizeof(*alts));
			for (size_t j = 0; alts && j < count; j++) {
				char *comma = strchr(rest, ',');

				if (comma)
					*comma = '\0';
				alts[j] = (int32_t)expr(d, rest, b->subs[i].line);
				rest = comma ? comma + 1 : rest + strlen(rest);
			}
			c->alternative = alts;
			c->alternative_count = alts ? (uint32_t)count : 0;
		}
		else if (!strcmp(k, "allows") || !strcmp(k, "desc"))
			c->allows = arena_prose(d, kv_text(&b->subs[i]));
		else if (!strcmp(k, "without"))
			c->without_cap = arena_prose(d, kv_text(&b->subs[i]));
		else if (!strcmp(k, "condition"))
			c->check_condition = arena_prose(d, kv_text(&b->subs[i]));
		else if (!strcmp(k, "priority"))
			c->priority = (uint8_t)expr(d, s, b->subs[i].line);
	}
	kapi__build_close(bld, KAPI_K_CAP);
}

static void do_constraint(struct kdoc *d, struct kapi_build *bld,
			  const struct block *b)
{
	struct kapi_constraint_spec *c = kapi__build_open(bld,
				KAPI_K_CONSTRAINT, -1, b->head.line);
	char buf[512];
	const struct kv *kv;

	if (!c)
		return;
	flat(&b->head, buf, sizeof(buf));
	kv = sub(b, "desc");
	if (kv) {
		c->name = kapi__load_strdup(d->l, buf);
		c->description = arena_prose(d, kv_text(kv));
	} else {
		/* RFC v3: "constraint: NAME, description" */
		char name[256], desc[512];

		if (split2(buf, name, sizeof(name), desc, sizeof(desc))) {
			c->name = kapi__load_strdup(d->l, name);
			c->description = arena_prose(d, strchr(kv_text(&b->head), ',') + 1);
		} else {
			c->name = kapi__load_strdup(d->l, buf);
		}
	}
	kv = sub(b, "expr");
	if (kv)
		c->expression = kapi__load_strdup(d->l, flat(kv, buf, sizeof(buf)));
	kapi__build_close(bld, KAPI_K_CONSTRAINT);
}

/* RFC v3 "struct-type: ARG, struct NAME": opens the struct its fields fill. */
static void do_struct_type(struct kdoc *d, struct kapi_build *bld,
			   const struct block *b)
{
	char buf[512], arg[256], type[256];
	struct kapi_struct_spec *st;
	const char *name;

	flat(&b->head, buf, sizeof(buf));
	if (!split2(buf, arg, sizeof(arg), type, sizeof(type))) {
		snprintf(type, sizeof(type), "%.255s", buf);
		arg[0] = '\0';
	}
	name = !strncmp(type, "struct ", 7) ? type + 7 : type;
	st = kapi__build_open(bld, KAPI_K_STRUCT, -1, b->head.line);
	if (!st)
		return;
	st->name = kapi__load_strdup(d->l, name);
	for (int i = 0; i < b->nsubs; i++) {
		const char *v = flat(&b->subs[i], buf, sizeof(buf));

		if (!strcmp(b->subs[i].key, "size"))
			st->size = (uint64_t)expr(d, v, b->subs[i].line);
		else if (!strcmp(b->subs[i].key, "alignment"))
			st->alignment = (uint64_t)expr(d, v, b->subs[i].line);
		else if (!strcmp(b->subs[i].key, "desc"))
			st->description = arena_prose(d, kv_text(&b->subs[i]));
	}
	if (arg[0]) {
		char desc[300];

		snprintf(desc, sizeof(desc), "what argument %s points to", arg);
		st->description = kapi__load_strdup(d->l, desc);
	}
}

/*
 * RFC v3 "struct-field: NAME, TYPE, description" with -range, -enum
 * ("A(0), B(1)"), -mask, -validate (kept as the constraint expression) and
 * -policy, -version, -flag (kept in the description: the model has no
 * field for them).
 */
static void do_struct_field(struct kdoc *d, struct kapi_build *bld,
			    const struct block *b)
{
	char buf[512], name[128], rest[384], type[128], desc[384];
	struct kapi_struct_field *f;
	struct kapi_strbuf extra;

	if (!kapi__build_cur(bld, KAPI_K_STRUCT)) {
		kapi__load_note(d->l, KAPI_LOG_WARN, "orphan-key", b->head.line,
			       "struct-field: with no struct-type: before it; "
			       "ignored");
		return;
	}
	f = kapi__build_open(bld, KAPI_K_FIELD, -1, b->head.line);
	if (!f)
		return;
	flat(&b->head, buf, sizeof(buf));
	desc[0] = type[0] = '\0';
	if (split2(buf, name, sizeof(name), rest, sizeof(rest))) {
		if (!split2(rest, type, sizeof(type), desc, sizeof(desc)))
			snprintf(type, sizeof(type), "%.127s", rest);
	} else {
		snprintf(name, sizeof(name), "%.127s", buf);
	}
	f->name = kapi__load_strdup(d->l, name);
	if (type[0])
		f->type_name = kapi__load_strdup(d->l, type);
	kapi__strbuf_init(&extra);
	kapi__strbuf_add(&extra, desc, strlen(desc));
	for (int i = 0; i < b->nsubs; i++) {
		const char *v = flat(&b->subs[i], buf, sizeof(buf));
		const char *k = b->subs[i].key;
		uint32_t line = b->subs[i].line;

		if (!strcmp(k, "range")) {
			char lo[256], hi[256];

			if (split2(v, lo, sizeof(lo), hi, sizeof(hi))) {
				f->constraint_type = KAPI_CONSTRAINT_RANGE;
				f->min_value = expr(d, lo, line);
				f->max_value = expr(d, hi, line);
			}
		} else if (!strcmp(k, "mask")) {
			f->constraint_type = KAPI_CONSTRAINT_MASK;
			f->valid_mask = (uint64_t)expr(d, v, line);
			f->constraint_expr = kapi__load_strdup(d->l, v);
		} else if (!strcmp(k, "enum")) {
			/* "NAME(0), NAME(1)": the number in brackets, else the name */
			size_t count = 1, n = 0;
			int64_t *vals;
			char list[512], *p = list;

			snprintf(list, sizeof(list), "%s", v);
			for (char *q = list; *q; q++)
				count += *q == ',';
			vals = kapi__arena_alloc(d->l->arena, count * sizeof(*vals));
			while (vals && p && *p && n < count) {
				char *comma = strchr(p, ','), *open;

				if (comma)
					*comma = '\0';
				open = strchr(p, '(');
				if (open && strchr(open, ')'))
					*strchr(open, ')') = '\0';
				vals[n++] = open ? expr(d, open + 1, line)
						 : expr(d, p, line);
				p = comma ? comma + 1 : NULL;
			}
			f->constraint_type = KAPI_CONSTRAINT_ENUM;
			f->enum_values = vals;
			f->enum_count = vals ? (uint32_t)n : 0;
			f->constraint_expr = kapi__load_strdup(d->l, v);
		} else if (!strcmp(k, "validate")) {
			f->constraint_expr = kapi__load_strdup(d->l, v);
		} else if (!strcmp(k, "type")) {
			f->type_name = kapi__load_strdup(d->l, v);
		} else if (!strcmp(k, "constraint-type")) {
			int64_t ct;

			/* range:, enum:, mask: say it again; a bare kind here */
			if (token(v, KAPI_NAMES_CONSTRAINT, "KAPI_CONSTRAINT_", &ct) &&
			    !f->constraint_type)
				f->constraint_type = (uint8_t)ct;
		} else if (!strcmp(k, "desc")) {
			extra.len = 0;
			kapi__strbuf_add(&extra, v, strlen(v));
		} else {
			/* policy, version, flag */
			char note[600];

			snprintf(note, sizeof(note), "%s%s: %s",
				 extra.len ? "; " : "", k, v);
			kapi__strbuf_add(&extra, note, strlen(note));
		}
	}
	if (extra.len)
		f->description = kapi__arena_strndup(d->l->arena, extra.buf,
						     extra.len);
	kapi__strbuf_free(&extra);
	kapi__build_close(bld, KAPI_K_FIELD);
}

/*
 * RFC v3/v4 "validation-group: NAME" with policy:, flag: and rule: lines:
 * prose for the reader, which upstream's generator turns into no
 * constraint.  It is kept in the spec's notes, one paragraph a group.
 */
static void do_validation(const struct block *b, struct kapi_strbuf *sb)
{
	char buf[512];

	if (sb->len)
		kapi__strbuf_add(sb, "\n\n", 2);
	kapi__strbuf_add(sb, "Validation group ", 17);
	flat(&b->head, buf, sizeof(buf));
	kapi__strbuf_add(sb, buf, strlen(buf));
	kapi__strbuf_add(sb, ":", 1);
	for (int i = 0; i < b->nsubs; i++) {
		const char *v = flat(&b->subs[i], buf, sizeof(buf));
		const char *k = b->subs[i].key;

		kapi__strbuf_add(sb, "\n- ", 3);
		if (strcmp(k, "rule")) {
			kapi__strbuf_add(sb, k, strlen(k));
			kapi__strbuf_add(sb, ": ", 2);
		}
		kapi__strbuf_add(sb, v, strlen(v));
	}
}

/* notes: and the validation groups after them, one text. */
static const char *joined_notes(struct kdoc *d, const char *notes,
				struct kapi_strbuf *groups)
{
	struct kapi_strbuf sb;
	const char *out;

	kapi__strbuf_init(&sb);
	if (notes) {
		kapi__strbuf_add(&sb, notes, strlen(notes));
		kapi__strbuf_add(&sb, "\n\n", 2);
	}
	kapi__strbuf_add(&sb, groups->buf, groups->len);
	out = kapi__arena_strndup(d->l->arena, sb.buf, sb.len);
	kapi__strbuf_free(&sb);
	return out;
}

/*
 * examples: one per line.  Continuation lines lose the indentation they
 * share, so nested code keeps its relative indentation.
 */
static const char *examples(struct kdoc *d, const char *raw)
{
	struct kapi_strbuf sb;
	size_t common = SIZE_MAX;
	const char *first_nl = strchr(raw, '\n'), *p, *out;

	for (p = first_nl; p && p[1]; p = strchr(p + 1, '\n')) {
		size_t sp = strspn(p + 1, " ");

		if (p[1 + sp] && p[1 + sp] != '\n' && sp < common)
			common = sp;
	}
	if (common == SIZE_MAX)
		common = 0;
	kapi__strbuf_init(&sb);
	for (p = raw; *p;) {
		size_t len = strcspn(p, "\n"), skip = 0;

		if (p != raw)
			skip = strspn(p, " ") < common ? strspn(p, " ") : common;
		kapi__strbuf_add(&sb, p + skip, len - skip);
		p += len;
		if (*p == '\n')
			p++;
		if (*p)
			kapi__strbuf_add(&sb, "\n", 1);
	}
	while (sb.len && sb.buf[sb.len - 1] == '\n')
		sb.len--;
	out = sb.len ? kapi__arena_strndup(d->l->arena, sb.buf, sb.len) : NULL;
	kapi__strbuf_free(&sb);
	return out;
}

int kapi__load_kdoc(struct kapi_loader *l, struct kapi_build *bld,
		    const struct csrc *c, const struct cdoc *doc);

int kapi__load_kdoc(struct kapi_loader *l, struct kapi_build *bld,
		    const struct csrc *c, const struct cdoc *doc)
{
	struct kdoc d = { .l = l, .line = doc->line };
	struct kapi_strbuf groups;
	bool struct_open = false;
	struct kernel_api_spec *spec;
	struct proto pr;
	bool have_proto;
	const char *name;
	char buf[512];
	int err;

	kapi__strbuf_init(&groups);
	err = parse_comment(&d, doc);
	if (err || !d.nblocks) {
		kdoc_free(&d);
		return err;
	}
	/*
	 * Another comment between this one and the next code means the
	 * SYSCALL_DEFINE found there belongs to that comment, not this one.
	 */
	if (doc + 1 < c->docs + c->ndocs && doc[1].next_tok == doc->next_tok)
		memset(&pr, 0, sizeof(pr)), have_proto = false;
	else
		have_proto = read_proto(c, doc->next_tok, &pr);
	name = have_proto ? pr.name : d.name;
	if (!name[0]) {
		kapi__load_note(l, KAPI_LOG_WARN, "unnamed-spec", doc->line,
			       "kerneldoc spec without a name or a "
			       "SYSCALL_DEFINE after it; skipped");
		proto_free(&pr);
		kdoc_free(&d);
		return 0;
	}
	kapi__build_begin(bld, kapi__load_strdup(l, name), KAPI_API_FUNCTION,
			  doc->line);
	spec = kapi__build_cur(bld, KAPI_K_SPEC);
	if (d.summary.len)
		spec->description = kapi__load_strdup(l, d.summary.buf);
	/* the prototype fixes order, names and C types of the parameters */
	for (int i = 0; have_proto && i < pr.nargs; i++) {
		struct kapi_param_spec *p = kapi__build_open(bld, KAPI_K_PARAM,
							     i, doc->line);

		if (!p)
			continue;
		p->name = kapi__load_strdup(l, pr.args[i]);
		p->type_name = kapi__load_strdup(l, pr.types[i]);
		if (param_doc(&d, pr.args[i]))
			p->description = arena_prose(&d, param_doc(&d, pr.args[i]));
		kapi__build_close(bld, KAPI_K_PARAM);
	}
	for (int i = 0; i < d.nblocks; i++) {
		const struct block *b = &d.blocks[i];
		const char *k = b->head.key;

		/* a struct stays open for the struct-field: blocks after it */
		if (struct_open && strcmp(k, "struct-field")) {
			kapi__build_close(bld, KAPI_K_STRUCT);
			struct_open = false;
		}
		const char *v = flat(&b->head, buf, sizeof(buf));

		if (!strcmp(k, "long-desc"))
			spec->long_description = arena_prose(&d, kv_text(&b->head));
		else if (!strcmp(k, "contexts"))
			spec->context_flags |= (uint32_t)token_flags(&d, v,
				KAPI_NAMES_CONTEXT, "KAPI_CTX_", b->head.line);
		else if (!strcmp(k, "context-flags"))
			spec->context_flags |= (uint32_t)expr(&d, v, b->head.line);
		else if (!strcmp(k, "api-type")) {
			int64_t t;

			if (word(&d, "api-type", v, KAPI_NAMES_API_TYPE,
				 "KAPI_API_", b->head.line, &t))
				spec->api_type = (uint8_t)t;
		} else if (!strcmp(k, "param-count"))
			kapi__build_declare(bld, KAPI_K_PARAM,
					    expr(&d, v, b->head.line), b->head.line);
		else if (!strcmp(k, "examples"))
			spec->examples = examples(&d, kv_text(&b->head));
		else if (!strcmp(k, "notes"))
			spec->notes = arena_prose(&d, kv_text(&b->head));
		else if (!strcmp(k, "since-version"))
			spec->since_version = kapi__load_strdup(l, v);
		else if (!strcmp(k, "subsystem"))
			spec->subsystem = kapi__load_strdup(l, v);
		else if (!strcmp(k, "param"))
			do_param(&d, bld, b, &pr);
		else if (!strcmp(k, "return"))
			do_return(&d, bld, b);
		else if (!strcmp(k, "error"))
			do_error(&d, bld, b);
		else if (!strcmp(k, "lock"))
			do_lock(&d, bld, b);
		else if (!strcmp(k, "signal"))
			do_signal(&d, bld, b);
		else if (!strcmp(k, "side-effect"))
			do_effect(&d, bld, b);
		else if (!strcmp(k, "state-trans"))
			do_trans(&d, bld, b);
		else if (!strcmp(k, "capability"))
			do_cap(&d, bld, b);
		else if (!strcmp(k, "constraint"))
			do_constraint(&d, bld, b);
		else if (!strcmp(k, "validation-group"))
			do_validation(b, &groups);
		else if (!strcmp(k, "struct-type") || !strcmp(k, "struct")) {
			if (struct_open)
				kapi__build_close(bld, KAPI_K_STRUCT);
			do_struct_type(&d, bld, b);
			struct_open = kapi__build_cur(bld, KAPI_K_STRUCT) != NULL;
		} else if (!strcmp(k, "struct-field"))
			do_struct_field(&d, bld, b);
	}
	if (struct_open)
		kapi__build_close(bld, KAPI_K_STRUCT);
	if (groups.len)
		spec->notes = joined_notes(&d, spec->notes, &groups);
	kapi__strbuf_free(&groups);
	err = kapi__build_finish(bld);
	proto_free(&pr);
	kdoc_free(&d);
	return err;
}

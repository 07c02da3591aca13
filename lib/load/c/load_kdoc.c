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

#include "load/c/cexpr.h"
#include "load/c/csrc.h"
#include "load/load.h"

#define MAX_BLOCKS 256
#define MAX_SUBS 16
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

/* Top-level keys and the subfields each block accepts. */
static const struct {
	const char *key;
	const char *subs;	/* space-separated */
} grammar[] = {
	{ "long-desc", "" }, { "contexts", "" }, { "context-flags", "" },
	{ "api-type", "" }, { "param-count", "" }, { "examples", "" },
	{ "notes", "" }, { "since-version", "" }, { "subsystem", "" },
	{ "param", "type flags constraint-type constraint range valid-mask "
		   "arch-mask size size-param alignment desc" },
	{ "return", "type check-type success range desc" },
	{ "error", "desc condition" },
	{ "lock", "type scope acquired released desc" },
	{ "signal", "number direction action target condition desc errno "
		    "priority restartable interruptible queue timing" },
	{ "side-effect", "target condition desc reversible" },
	{ "state-trans", "from to object condition desc" },
	{ "capability", "type allows without condition priority desc" },
	{ "constraint", "desc expr" },
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

struct kdoc {
	struct kapi_loader *l;
	struct block *blocks;
	int nblocks;
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

	while (i < n && (islower((unsigned char)s[i]) ||
			 isdigit((unsigned char)s[i]) || s[i] == '-' ||
			 s[i] == '_'))
		i++;
	return i && i < n && s[i] == ':' && i < 24 ? i : 0;
}

/* Splits the comment into header, @params and keyed blocks. */
static int parse_comment(struct kdoc *d, const struct cdoc *doc)
{
	const char *p = doc->p, *end = doc->p + doc->n;
	uint32_t line = doc->line;
	struct kv *cur = NULL;
	int cur_g = -1, base = -1;
	bool header_done = false;

	d->blocks = calloc(MAX_BLOCKS, sizeof(*d->blocks));
	if (!d->blocks)
		return -ENOMEM;
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
		if (*s == '@' && !cur) {
			const char *colon = memchr(s, ':', n);

			if (colon && d->nparams < MAX_DOC_PARAMS) {
				const char *v = colon + 1;

				while (v < e && *v == ' ')
					v++;
				kv_start(&d->params[d->nparams++], s + 1,
					 (size_t)(colon - s - 1), v,
					 (size_t)(e - v), line);
			}
			continue;
		}
		k = key_at(s, n);
		if (k) {
			char key[24];
			const char *v = s + k + 1;
			int g;

			memcpy(key, s, k);
			key[k] = '\0';
			g = grammar_index(key);
			while (v < e && *v == ' ')
				v++;
			if (base < 0 && g >= 0)
				base = indent;
			if (cur_g >= 0 && has_sub(cur_g, key) &&
			    (indent > base || g < 0)) {
				struct block *b = &d->blocks[d->nblocks - 1];

				if (b->nsubs < MAX_SUBS) {
					cur = &b->subs[b->nsubs++];
					kv_start(cur, key, k, v, (size_t)(e - v),
						 line);
				}
				continue;
			}
			if (g >= 0 && d->nblocks < MAX_BLOCKS) {
				struct block *b = &d->blocks[d->nblocks++];

				kv_start(&b->head, key, k, v, (size_t)(e - v), line);
				cur = &b->head;
				cur_g = g;
				continue;
			}
		}
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

static bool yes(const char *s)
{
	return !strcasecmp(s, "yes") || !strcasecmp(s, "true") ||
	       !strcmp(s, "1");
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

				if (field % 2 == 0)
					pr->types[pr->nargs] = text;
				else
					pr->args[pr->nargs++] = text;
			}
			field++;
			start = i + 1;
		}
		if (end)
			break;
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
		else if (!strcmp(k, "constraint") || !strcmp(k, "desc"))
			p->constraints = arena_prose(d, kv_text(&b->subs[i]));
		else if (!strcmp(k, "range")) {
			char lo[256], hi[256];

			if (split2(v, lo, sizeof(lo), hi, sizeof(hi))) {
				p->min_value = expr(d, lo, line);
				p->max_value = expr(d, hi, line);
			}
		} else if (!strcmp(k, "valid-mask")) {
			p->valid_mask = (uint64_t)expr(d, v, line);
			p->constraint_expr = kapi__load_strdup(d->l, v);
		} else if (!strcmp(k, "arch-mask")) {
			/* "x86 = BITS": only x86 bits apply to this machine */
			const char *eq = strchr(v, '=');

			if (eq && !strncmp(v, "x86", 3))
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
	if (!code)
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
	k->lock_name = kapi__load_strdup(d->l, flat(&b->head, buf, sizeof(buf)));
	for (int i = 0; i < b->nsubs; i++) {
		const char *s = flat(&b->subs[i], buf, sizeof(buf));
		const char *key = b->subs[i].key;

		if (!strcmp(key, "type") &&
		    token(s, KAPI_NAMES_LOCK_TYPE, "KAPI_LOCK_", &v))
			k->lock_type = (uint8_t)v;
		else if (!strcmp(key, "scope") &&
			 token(s, KAPI_NAMES_LOCK_SCOPE, "KAPI_LOCK_", &v))
			k->scope = (uint8_t)v;
		else if (!strcmp(key, "acquired"))
			k->acquired = yes(s);
		else if (!strcmp(key, "released"))
			k->released = yes(s);
		else if (!strcmp(key, "desc"))
			k->description = arena_prose(d, kv_text(&b->subs[i]));
		else
			kapi__load_note(d->l, KAPI_LOG_WARN, "unknown-token", b->subs[i].line,
				       "lock %s '%s' not understood", key, s);
	}
	kapi__build_close(bld, KAPI_K_LOCK);
}

static void do_signal(struct kdoc *d, struct kapi_build *bld,
		      const struct block *b)
{
	struct kapi_signal_spec *g = kapi__build_open(bld, KAPI_K_SIGNAL, -1,
						      b->head.line);
	char buf[512];
	int64_t v;

	if (!g)
		return;
	flat(&b->head, buf, sizeof(buf));
	g->signal_name = kapi__load_strdup(d->l, buf);
	g->signal_num = kapi_signal__value(buf);
	for (int i = 0; i < b->nsubs; i++) {
		const char *s = flat(&b->subs[i], buf, sizeof(buf));
		const char *k = b->subs[i].key;
		uint32_t line = b->subs[i].line;

		if (!strcmp(k, "number")) {
			g->signal_num = kapi_signal__value(s);
			if (!g->signal_num)
				g->signal_num = (int32_t)expr(d, s, line);
		} else if (!strcmp(k, "direction")) {
			g->direction = (uint32_t)token_flags(d, s,
				KAPI_NAMES_SIGNAL_DIRECTION, "KAPI_SIGNAL_", line);
		} else if (!strcmp(k, "action")) {
			if (token(s, KAPI_NAMES_SIGNAL_ACTION,
				  "KAPI_SIGNAL_ACTION_", &v))
				g->action = (uint8_t)v;
		} else if (!strcmp(k, "errno")) {
			int e = kapi_errno__value(s[0] == '-' ? s + 1 : s);

			g->error_on_signal = e ? -e : (int32_t)expr(d, s, line);
		} else if (!strcmp(k, "priority")) {
			g->priority = (uint8_t)expr(d, s, line);
		} else if (!strcmp(k, "restartable")) {
			g->restartable = yes(s);
		} else if (!strcmp(k, "interruptible")) {
			g->interruptible = yes(s);
		} else if (!strcmp(k, "queue")) {
			g->queue_behavior = kapi__load_strdup(d->l, s);
		} else if (!strcmp(k, "timing")) {
			g->timing = kapi__load_strdup(d->l, s);
		} else if (!strcmp(k, "target")) {
			g->target = kapi__load_strdup(d->l, s);
		} else if (!strcmp(k, "condition")) {
			g->condition = arena_prose(d, kv_text(&b->subs[i]));
		} else if (!strcmp(k, "desc")) {
			g->description = arena_prose(d, kv_text(&b->subs[i]));
		}
	}
	kapi__build_close(bld, KAPI_K_SIGNAL);
}

static void do_effect(struct kdoc *d, struct kapi_build *bld,
		      const struct block *b)
{
	struct kapi_side_effect *e = kapi__build_open(bld, KAPI_K_EFFECT, -1,
						      b->head.line);
	char buf[512], types[256], rest[256];

	if (!e)
		return;
	flat(&b->head, buf, sizeof(buf));
	/* the older form: "TYPES, target, description" */
	if (split2(buf, types, sizeof(types), rest, sizeof(rest))) {
		char target[256], desc[256];

		if (split2(rest, target, sizeof(target), desc, sizeof(desc))) {
			e->target = kapi__load_strdup(d->l, target);
			e->description = kapi__load_strdup(d->l, desc);
		} else {
			e->target = kapi__load_strdup(d->l, rest);
		}
	} else {
		snprintf(types, sizeof(types), "%.255s", buf);
	}
	e->type = (uint32_t)token_flags(d, types, KAPI_NAMES_EFFECT,
					"KAPI_EFFECT_", b->head.line);
	for (int i = 0; i < b->nsubs; i++) {
		const char *s = flat(&b->subs[i], buf, sizeof(buf));
		const char *k = b->subs[i].key;

		if (!strcmp(k, "target"))
			e->target = kapi__load_strdup(d->l, s);
		else if (!strcmp(k, "condition"))
			e->condition = arena_prose(d, kv_text(&b->subs[i]));
		else if (!strcmp(k, "desc"))
			e->description = arena_prose(d, kv_text(&b->subs[i]));
		else if (!strcmp(k, "reversible"))
			e->reversible = yes(s);
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
	if (*flat(&b->head, buf, sizeof(buf)))
		t->object = kapi__load_strdup(d->l, buf);
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
	c->cap_name = kapi__load_strdup(d->l, buf);
	c->capability = (int32_t)expr(d, buf, b->head.line);
	for (int i = 0; i < b->nsubs; i++) {
		const char *s = flat(&b->subs[i], buf, sizeof(buf));
		const char *k = b->subs[i].key;

		if (!strcmp(k, "type") &&
		    token(s, KAPI_NAMES_CAP_ACTION, "KAPI_CAP_", &v))
			c->action = (uint8_t)v;
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
	c->name = kapi__load_strdup(d->l, flat(&b->head, buf, sizeof(buf)));
	kv = sub(b, "desc");
	if (kv)
		c->description = arena_prose(d, kv_text(kv));
	kv = sub(b, "expr");
	if (kv)
		c->expression = kapi__load_strdup(d->l, flat(kv, buf, sizeof(buf)));
	kapi__build_close(bld, KAPI_K_CONSTRAINT);
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
	struct kernel_api_spec *spec;
	struct proto pr;
	bool have_proto;
	const char *name;
	char buf[512];
	int err;

	err = parse_comment(&d, doc);
	if (err || !d.nblocks) {
		kdoc_free(&d);
		return err;
	}
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

			if (token(v, KAPI_NAMES_API_TYPE, "KAPI_API_", &t))
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
	}
	err = kapi__build_finish(bld);
	proto_free(&pr);
	kdoc_free(&d);
	return err;
}

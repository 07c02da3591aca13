// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * Tokenizing C for the source extractor.  This is not a C front end: it
 * knows comments, string and character literals, numbers, identifiers and
 * punctuation, skips preprocessor lines (remembering object-like #defines)
 * and keeps kerneldoc comments that look like API specs.
 */
#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "load/c/csrc.h"
#include "base/base.h"

/*
 * Two scans: "API" finds KAPI_ macros and DEFINE_*_API_SPEC openers,
 * "context" finds the kerneldoc form's contexts: and context-flags:.
 */
bool kapi__csrc_maybe_spec(const char *data, size_t len)
{
	const char *p = data, *end = data + len;

	while ((p = memmem(p, (size_t)(end - p), "API", 3))) {
		if ((p > data && p[-1] == 'K' && end - p > 3 && p[3] == '_') ||
		    (p > data && p[-1] == '_' && end - p >= 8 &&
		     !memcmp(p + 3, "_SPEC", 5)))
			return true;
		p += 3;
	}
	for (p = data; (p = memmem(p, (size_t)(end - p), "context", 7));) {
		p += 7;
		if ((end - p >= 2 && p[0] == 's' && p[1] == ':') ||
		    (end - p >= 7 && !memcmp(p, "-flags:", 7)))
			return true;
	}
	return false;
}

/* A unified diff: some line starts with "@@ -" and one with "+++ ". */
static bool is_diff(const char *s, size_t len)
{
	const char *hunk = memmem(s, len, "\n@@ -", 5);

	return (len > 4 && !memcmp(s, "@@ -", 4)) ||
	       (hunk && memmem(s, len, "\n+++ ", 5));
}

/*
 * A file of a patch whose spec blocks are examples, not the kernel's API:
 * documentation, the tools and their test data, samples, unit tests.
 */
static bool example_path(const char *p, size_t n)
{
	static const char *const dirs[] = {
		"Documentation/", "tools/", "samples/",
	};
	static const char *const ends[] = {
		".rst", ".txt", ".md", ".py", ".rs", "_kunit.c", "_test.c",
	};

	if (n >= 2 && (!memcmp(p, "a/", 2) || !memcmp(p, "b/", 2)))
		p += 2, n -= 2;
	for (size_t i = 0; i < sizeof(dirs) / sizeof(dirs[0]); i++)
		if (n >= strlen(dirs[i]) && !memcmp(p, dirs[i], strlen(dirs[i])))
			return true;
	for (size_t i = 0; i < sizeof(ends) / sizeof(ends[0]); i++)
		if (n >= strlen(ends[i]) &&
		    !memcmp(p + n - strlen(ends[i]), ends[i], strlen(ends[i])))
			return true;
	return false;
}

/*
 * The post-image of every hunk: context and added lines, in order, with a
 * map back to the diff's own line numbers for messages.  Hunks of example
 * files are left out unless KAPI__CSRC_EXAMPLES asks for them.
 */
static int diff_post_image(struct csrc *c, const char *s, size_t len,
			   unsigned int flags)
{
	size_t lines = 1, out = 0, line_no = 0, post = 0;
	bool in_hunk = false, skip_file = false;

	for (size_t i = 0; i < len; i++)
		lines += s[i] == '\n';
	c->owned = malloc(len + 1);
	c->linemap = malloc((lines + 1) * sizeof(*c->linemap));
	c->added = calloc(lines + 2, 1);
	if (!c->owned || !c->linemap || !c->added)
		return -ENOMEM;
	c->nadded = lines + 2;
	for (size_t i = 0; i < len;) {
		const char *nl = memchr(s + i, '\n', len - i);
		size_t n = nl ? (size_t)(nl - (s + i)) : len - i;
		const char *l = s + i;

		line_no++;
		if (n >= 4 && !memcmp(l, "+++ ", 4)) {
			size_t end = 4 + strcspn(l + 4, "\t\n");

			skip_file = !(flags & KAPI__CSRC_EXAMPLES) &&
				    example_path(l + 4, (end < n ? end : n) - 4);
			if (skip_file)
				c->examples_skipped++;
		}
		if (n >= 4 && !memcmp(l, "@@ -", 4)) {
			in_hunk = !skip_file;
		} else if (n >= 4 && (!memcmp(l, "diff", 4) ||
				      !memcmp(l, "--- ", 4) ||
				      !memcmp(l, "+++ ", 4))) {
			in_hunk = false;
		} else if (in_hunk && n && (l[0] == '+' || l[0] == ' ')) {
			c->added[line_no] = l[0] == '+';
			memcpy(c->owned + out, l + 1, n - 1);
			out += n - 1;
			c->owned[out++] = '\n';
			c->linemap[post++] = (uint32_t)line_no;
		} else if (in_hunk && !n) {
			c->owned[out++] = '\n';	/* an empty context line */
			c->linemap[post++] = (uint32_t)line_no;
		}
		i += n + 1;
	}
	/* tokens past the last mapped line report the diff's last line */
	while (post <= lines)
		c->linemap[post++] = (uint32_t)line_no;
	c->owned[out] = '\0';
	c->text = c->owned;
	c->len = out;
	return 0;
}

static int push_tok(struct ctok **toks, size_t *n, size_t *cap,
		    const struct ctok *t)
{
	if (kapi__grow(toks, cap, *n, sizeof(**toks), 1024))
		return -ENOMEM;
	(*toks)[(*n)++] = *t;
	return 0;
}

static size_t skip_blanks(const char *s, size_t i, size_t n)
{
	while (i < n && (s[i] == ' ' || s[i] == '\t'))
		i++;
	return i;
}

static int add_include(struct csrc *c, const char *s, size_t n, size_t i,
		       uint32_t line)
{
	char close;
	size_t start;

	i = skip_blanks(s, i, n);
	if (i >= n || (s[i] != '<' && s[i] != '"'))
		return 0;
	close = s[i] == '<' ? '>' : '"';
	start = ++i;
	while (i < n && s[i] != close && s[i] != '\n')
		i++;
	if (i >= n || s[i] != close || i == start)
		return 0;
	if (kapi__grow(&c->incs, &c->inc_cap, c->nincs, sizeof(*c->incs), 8))
		return -ENOMEM;
	c->incs[c->nincs++] = (struct cinclude){
		.name = s + start, .len = i - start, .angled = close == '>',
		.line = line,
	};
	return 0;
}

/*
 * s is a directive after its '#': "define NAME body", "define NAME(a, b)
 * body" or "include <x.h>".  Other directives are not needed.
 */
static int add_directive(struct csrc *c, const char *s, size_t n,
			 uint32_t line)
{
	size_t i = skip_blanks(s, 0, n), name, params = 0, params_len = 0;
	bool func = false;

	if (n - i >= 7 && !memcmp(s + i, "include", 7))
		return add_include(c, s, n, i + 7, line);
	if (n - i < 7 || memcmp(s + i, "define", 6) ||
	    !(s[i + 6] == ' ' || s[i + 6] == '\t'))
		return 0;
	i = skip_blanks(s, i + 6, n);
	name = i;
	while (i < n && (isalnum((unsigned char)s[i]) || s[i] == '_'))
		i++;
	if (i == name)
		return 0;
	if (i < n && s[i] == '(') {
		/* no blank between the name and '(': function-like */
		const char *close = memchr(s + i, ')', n - i);

		if (!close)
			return 0;
		func = true;
		params = i + 1;
		params_len = (size_t)(close - (s + params));
		i = (size_t)(close - s) + 1;
	}
	if (kapi__grow(&c->defs, &c->def_cap, c->ndefs, sizeof(*c->defs), 64))
		return -ENOMEM;
	c->defs[c->ndefs++] = (struct cdefine){
		.name = s + name, .name_len = (size_t)(func ? params - 1 : i) - name,
		.body = s + i, .body_len = n - i,
		.params = func ? s + params : NULL, .params_len = params_len,
		.func = func, .line = line,
	};
	return 0;
}

static int add_doc(struct csrc *c, const char *p, size_t n, uint32_t line,
		   size_t next_tok)
{
	if (!memmem(p, n, "contexts:", 9) && !memmem(p, n, "context-flags:", 14))
		return 0;
	if (kapi__grow(&c->docs, &c->doc_cap, c->ndocs, sizeof(*c->docs), 16))
		return -ENOMEM;
	c->docs[c->ndocs++] = (struct cdoc){ p, n, line, next_tok };
	return 0;
}

static const char *const puncts[] = {
	"<<=", ">>=", "...", "->", "++", "--", "<<", ">>", "<=", ">=", "==",
	"!=", "&&", "||", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=",
	"##",
};

/*
 * The tokenizer.  c may be NULL (expansions): then defines and docs are
 * not collected.  Lines are mapped through linemap when there is one.
 */
static int tokenize(struct csrc *c, const char *s, size_t len, uint32_t line0,
		    const uint32_t *linemap, struct ctok **toks, size_t *n,
		    size_t *cap)
{
	uint32_t line = line0;
	bool space = true, line_start = true;
	size_t i = 0;
	int err = 0;

#define LINE() (linemap ? linemap[line - 1] : line)
	while (i < len && !err) {
		char ch = s[i];
		struct ctok t = { .p = s + i, .space_before = space };

		if (ch == '\n') {
			line++;
			i++;
			space = line_start = true;
			continue;
		}
		if (ch == ' ' || ch == '\t' || ch == '\r' || ch == '\f' ||
		    ch == '\v') {
			i++;
			space = true;
			continue;
		}
		if (ch == '\\' && i + 1 < len && s[i + 1] == '\n') {
			i += 2;
			line++;
			space = true;
			continue;
		}
		if (ch == '/' && i + 1 < len && s[i + 1] == '*') {
			const char *end = memmem(s + i + 2, len - i - 2, "*/", 2);
			size_t stop = end ? (size_t)(end - s) + 2 : len;
			uint32_t start_line = line;

			for (size_t k = i; k < stop; k++)
				line += s[k] == '\n';
			if (c && stop - i > 3 && s[i + 2] == '*' && s[i + 3] != '/')
				err = add_doc(c, s + i, stop - i,
					      linemap ? linemap[start_line - 1]
						      : start_line, *n);
			i = stop;
			space = true;
			continue;
		}
		if (ch == '/' && i + 1 < len && s[i + 1] == '/') {
			while (i < len && s[i] != '\n')
				i++;
			space = true;
			continue;
		}
		/* in an expansion (c is NULL) "#" is an operator, not a directive */
		if (ch == '#' && line_start && c) {
			/* a directive, through its continuation lines */
			size_t start = i + 1;
			uint32_t dline = LINE();

			while (i < len && s[i] != '\n') {
				if (s[i] == '\\' && i + 1 < len && s[i + 1] == '\n') {
					i++;
					line++;
				}
				i++;
			}
			if (c)
				err = add_directive(c, s + start, i - start,
						    dline);
			continue;
		}
		line_start = false;
		t.line = LINE();
		if (isalpha((unsigned char)ch) || ch == '_') {
			size_t j = i;

			while (j < len && (isalnum((unsigned char)s[j]) || s[j] == '_'))
				j++;
			/* L"..", u8".." prefixes belong to the literal */
			t.type = CT_IDENT;
			t.n = (uint32_t)(j - i);
			i = j;
		} else if (isdigit((unsigned char)ch) ||
			   (ch == '.' && i + 1 < len &&
			    isdigit((unsigned char)s[i + 1]))) {
			size_t j = i;

			while (j < len && (isalnum((unsigned char)s[j]) ||
					   s[j] == '.' || s[j] == '_'))
				j++;
			t.type = CT_NUM;
			t.n = (uint32_t)(j - i);
			i = j;
		} else if (ch == '"' || ch == '\'') {
			size_t j = i + 1;

			while (j < len && s[j] != ch && s[j] != '\n') {
				if (s[j] == '\\' && j + 1 < len)
					j++;
				j++;
			}
			if (j < len && s[j] == ch)
				j++;
			t.type = ch == '"' ? CT_STR : CT_CHAR;
			t.n = (uint32_t)(j - i);
			i = j;
		} else {
			size_t k;

			t.type = CT_PUNCT;
			t.n = 1;
			for (k = 0; k < sizeof(puncts) / sizeof(puncts[0]); k++) {
				size_t pl = strlen(puncts[k]);

				if (len - i >= pl && !memcmp(s + i, puncts[k], pl)) {
					t.n = (uint32_t)pl;
					break;
				}
			}
			i += t.n;
		}
		err = push_tok(toks, n, cap, &t);
		space = false;
	}
#undef LINE
	return err;
}

int kapi__csrc_open(struct csrc *c, const char *data, size_t len,
		    unsigned int flags)
{
	int err;

	memset(c, 0, sizeof(*c));
	c->text = data;
	c->len = len;
	if (is_diff(data, len)) {
		err = diff_post_image(c, data, len, flags);
		if (err)
			return err;
	}
	return tokenize(c, c->text, c->len, 1, c->linemap, &c->toks, &c->ntoks,
			&c->tok_cap);
}

void kapi__csrc_close(struct csrc *c)
{
	free(c->owned);
	free(c->linemap);
	free(c->added);
	free(c->toks);
	free(c->defs);
	free(c->incs);
	free(c->docs);
	memset(c, 0, sizeof(*c));
}

int kapi__csrc_tokenize_text(const char *text, size_t len, uint32_t line,
			     struct ctok **toks, size_t *n)
{
	size_t cap = 0;
	int err;

	*toks = NULL;
	*n = 0;
	err = tokenize(NULL, text, len, line, NULL, toks, n, &cap);
	if (err) {
		/* callers free the tokens only when this succeeds */
		free(*toks);
		*toks = NULL;
		*n = 0;
		return err;
	}
	/* every token of an expansion reports the line of its use */
	for (size_t i = 0; i < *n; i++)
		(*toks)[i].line = line;
	return err;
}

const struct cdefine *kapi__csrc_macro(const struct csrc *c, const char *name,
				       size_t len)
{
	/* the last definition wins, as after a #undef and #define */
	for (size_t i = c->ndefs; i-- > 0;)
		if (c->defs[i].name_len == len &&
		    !memcmp(c->defs[i].name, name, len))
			return &c->defs[i];
	return NULL;
}

const struct cdefine *kapi__csrc_define(const struct csrc *c, const char *name,
					size_t len)
{
	const struct cdefine *d = kapi__csrc_macro(c, name, len);

	/* function-like macros are not constants */
	return d && !d->func ? d : NULL;
}

bool kapi__ctok_is(const struct ctok *t, const char *s)
{
	return strlen(s) == t->n && !memcmp(t->p, s, t->n);
}

static size_t unescape(const char *p, size_t n, char *out)
{
	size_t o = 0;

	for (size_t i = 0; i < n; i++) {
		char ch = p[i];

		if (ch != '\\' || i + 1 >= n) {
			out[o++] = ch;
			continue;
		}
		ch = p[++i];
		switch (ch) {
		case 'n': out[o++] = '\n'; break;
		case 't': out[o++] = '\t'; break;
		case 'r': out[o++] = '\r'; break;
		case 'a': out[o++] = '\a'; break;
		case 'b': out[o++] = '\b'; break;
		case 'f': out[o++] = '\f'; break;
		case 'v': out[o++] = '\v'; break;
		case 'x': {
			unsigned v = 0;

			while (i + 1 < n && isxdigit((unsigned char)p[i + 1])) {
				char d = p[++i];

				v = v * 16 + (unsigned)(isdigit((unsigned char)d) ?
					d - '0' : tolower((unsigned char)d) - 'a' + 10);
			}
			out[o++] = (char)v;
			break;
		}
		case '\n':
			break;	/* line continuation inside a literal */
		default:
			if (ch >= '0' && ch <= '7') {
				unsigned v = (unsigned)(ch - '0');

				for (int k = 0; k < 2 && i + 1 < n &&
				     p[i + 1] >= '0' && p[i + 1] <= '7'; k++)
					v = v * 8 + (unsigned)(p[++i] - '0');
				out[o++] = (char)v;
			} else {
				out[o++] = ch;	/* \\ \" \' \? */
			}
		}
	}
	return o;
}

char *kapi__ctok_strings(const struct ctok *t, size_t n)
{
	size_t total = 0, o = 0;
	char *out;

	for (size_t i = 0; i < n; i++) {
		if (t[i].type != CT_STR || t[i].n < 2)
			return NULL;
		total += t[i].n;
	}
	out = malloc(total + 1);
	if (!out)
		return NULL;
	for (size_t i = 0; i < n; i++)
		o += unescape(t[i].p + 1, t[i].n - 2, out + o);
	out[o] = '\0';
	/* an embedded NUL ends the string, as it would in C */
	return out;
}

char *kapi__ctok_text(const struct ctok *t, size_t n)
{
	size_t total = 1, o = 0;
	char *out;

	for (size_t i = 0; i < n; i++)
		total += t[i].n + 1;
	out = malloc(total);
	if (!out)
		return NULL;
	for (size_t i = 0; i < n; i++) {
		if (i && t[i].space_before)
			out[o++] = ' ';
		memcpy(out + o, t[i].p, t[i].n);
		o += t[i].n;
	}
	out[o] = '\0';
	return out;
}

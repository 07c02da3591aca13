// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * C source loader: finds spec blocks (DEFINE_KERNEL_API_SPEC ...
 * KAPI_END_SPEC and the ioctl and sysfs forms) in files, headers and the
 * post-image of unified diffs, and reads them macro by macro into the
 * builder.  Raw designated initialisers (.valid_mask = A | B,) are read
 * through the field table.  Constant expressions are evaluated with the
 * uapi constant table and the file's own #defines; a name that cannot be
 * resolved is reported and its text kept where the model has room for it.
 * Kerneldoc-form specs in the same file go to load_kdoc.c.
 */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "load/c/cexpr.h"
#include "load/c/cmacro.h"
#include "load/c/csrc.h"
#include "load/load.h"

enum mop {
	M_SPEC,		/* DEFINE_*: kind holds the api type */
	M_END,		/* KAPI_END_SPEC */
	M_OPEN,		/* opens an item of kind; its END macro closes it */
	M_ITEM,		/* an item complete in one macro (KAPI_ERROR) */
	M_SET,		/* sets fields of the current item of kind */
	M_CLOSE,
	M_DECLARE,	/* a declared count */
	M_IGNORE,
};

/*
 * What each macro does: the KAPI_DSL_* rows of model/vocab.def, which also
 * spell out the argument programs (idx, f, #f, f+, f*, f=V, -).
 * tests/unit/test_vocab.c checks the rows against include/kapi/spec_dsl.h;
 * the round-trip tests check that specs/ read this way equals the
 * compiled corpus.
 */
struct macro {
	const char *name;
	uint8_t op;
	uint8_t kind;
	const char *prog;
};

static const struct macro macros[] = {
#define KAPI_DSL_SPEC(n, api, p)	{ n, M_SPEC, KAPI_API_##api, p },
#define KAPI_DSL_END(n)			{ n, M_END, 0, "" },
#define KAPI_DSL_IGNORE(n)		{ n, M_IGNORE, 0, "" },
#define KAPI_DSL_COUNT(n, k)		{ n, M_DECLARE, KAPI_K_##k, "n" },
#define KAPI_DSL_OPEN(n, k, p)		{ n, M_OPEN, KAPI_K_##k, p },
#define KAPI_DSL_ITEM(n, k, p)		{ n, M_ITEM, KAPI_K_##k, p },
#define KAPI_DSL_SET(n, k, p)		{ n, M_SET, KAPI_K_##k, p },
#define KAPI_DSL_CLOSE(n, k)		{ n, M_CLOSE, KAPI_K_##k, "" },
#include "model/vocab.def"
};

/* String-valued macros of the model header (signal timing words). */
static const struct {
	const char *name, *value;
} string_macros[] = {
	{ "KAPI_SIGNAL_TIME_ENTRY", KAPI_SIGNAL_TIME_ENTRY },
	{ "KAPI_SIGNAL_TIME_DURING", KAPI_SIGNAL_TIME_DURING },
	{ "KAPI_SIGNAL_TIME_EXIT", KAPI_SIGNAL_TIME_EXIT },
	{ "KAPI_SIGNAL_TIME_ANYTIME", KAPI_SIGNAL_TIME_ANYTIME },
	{ "KAPI_SIGNAL_TIME_BLOCKING", KAPI_SIGNAL_TIME_BLOCKING },
	{ "KAPI_SIGNAL_TIME_SLEEPING", KAPI_SIGNAL_TIME_SLEEPING },
	{ "KAPI_SIGNAL_TIME_BEFORE", KAPI_SIGNAL_TIME_BEFORE },
	{ "KAPI_SIGNAL_TIME_AFTER", KAPI_SIGNAL_TIME_AFTER },
	{ "KAPI_SIGNAL_QUEUE_STANDARD", KAPI_SIGNAL_QUEUE_STANDARD },
	{ "KAPI_SIGNAL_QUEUE_REALTIME", KAPI_SIGNAL_QUEUE_REALTIME },
	{ "KAPI_SIGNAL_QUEUE_COALESCE", KAPI_SIGNAL_QUEUE_COALESCE },
	{ "KAPI_SIGNAL_QUEUE_REPLACE", KAPI_SIGNAL_QUEUE_REPLACE },
	{ "KAPI_SIGNAL_QUEUE_DISCARD", KAPI_SIGNAL_QUEUE_DISCARD },
	{ "KAPI_RECORD_KEYED", KAPI_RECORD_KEYED },
	{ "KAPI_RECORD_FIELDS", KAPI_RECORD_FIELDS },
	{ "KAPI_RECORD_ROWS", KAPI_RECORD_ROWS },
	{ "KAPI_RECORD_TABLE", KAPI_RECORD_TABLE },
	{ "KAPI_RECORD_LIST", KAPI_RECORD_LIST },
	{ "KAPI_RECORD_LINK", KAPI_RECORD_LINK },
};

/* The DSL's composite helpers, generated from spec_dsl.h with the consts. */
struct kapi_dsl_helper {
	const char *name, *params, *body;
};
extern const struct kapi_dsl_helper kapi__dsl_helpers[];

struct range {
	size_t a, b;		/* tokens [a, b) */
};

struct carray {
	const struct ctok *name;
	size_t open;		/* index of "{" */
	size_t close;		/* index of the matching "}" */
};

#define MAX_SCOPE 8
/* Helpers nest a few levels; a chain deeper than this is a runaway. */
#define MAX_EXPANSION_DEPTH 32
#define MAX_ARGS 32

struct cl {
	struct kapi_loader *l;
	struct csrc *c;
	struct cenv env;		/* the file's macros and its headers' */
	const struct cdefine *active[MAX_EXPANSION_DEPTH];
	struct kapi_build *b;
	const struct ctok *toks;	/* the stream being run */
	size_t ntoks;
	struct carray *arrays;
	size_t narrays;
	enum kapi_kind scope[MAX_SCOPE];
	int depth;
	int expanding;
	bool in_spec;
	bool told_partial;		/* a patch hunk held part of a block */
	uint32_t spec_line;
};

static const struct macro *find_macro(const struct ctok *t)
{
	if (t->type != CT_IDENT || t->n < 5)
		return NULL;
	for (size_t i = 0; i < sizeof(macros) / sizeof(macros[0]); i++)
		if (kapi__ctok_is(t, macros[i].name))
			return &macros[i];
	return NULL;
}

static const struct kapi_dsl_helper *find_helper(const struct ctok *t)
{
	for (const struct kapi_dsl_helper *h = kapi__dsl_helpers; h->name; h++)
		if (kapi__ctok_is(t, h->name))
			return h;
	return NULL;
}

bool kapi__c_macro_known(const char *name)
{
	struct ctok t = { .type = CT_IDENT, .p = name, .n = strlen(name) };

	return find_macro(&t) || find_helper(&t);
}

static bool is_kapi_word(const struct ctok *t)
{
	return t->type == CT_IDENT && t->n > 5 && !memcmp(t->p, "KAPI_", 5);
}

static bool is_punct(const struct ctok *t, char ch)
{
	return t->type == CT_PUNCT && t->n == 1 && t->p[0] == ch;
}

/* The index of the bracket closing the one at i, or n. */
static size_t match(const struct ctok *t, size_t n, size_t i)
{
	int depth = 0;

	for (; i < n; i++) {
		if (t[i].type != CT_PUNCT || t[i].n != 1)
			continue;
		if (strchr("({[", t[i].p[0]))
			depth++;
		else if (strchr(")}]", t[i].p[0]) && --depth == 0)
			return i;
	}
	return n;
}

/*
 * The comma-separated parts between the bracket at open and its match at
 * close (nested brackets kept whole).  Empty parts count only with
 * keep_empty: an argument may be empty, an array's trailing comma is not
 * an element.  Returns how many there are; at most max are stored.
 */
static int split_commas(const struct ctok *t, size_t open, size_t close,
			struct range *out, int max, bool keep_empty)
{
	size_t start = open + 1;
	int count = 0, depth = 0;

	for (size_t k = start; k <= close; k++) {
		bool sep = k == close;

		if (!sep && t[k].type == CT_PUNCT && t[k].n == 1) {
			if (strchr("({[", t[k].p[0]))
				depth++;
			else if (strchr(")}]", t[k].p[0]))
				depth--;
			else if (t[k].p[0] == ',' && !depth)
				sep = true;
		}
		if (sep) {
			if (keep_empty || k > start) {
				if (count < max)
					out[count] = (struct range){ start, k };
				count++;
			}
			start = k + 1;
		}
	}
	return count;
}

/* Splits the arguments between the "(" at *i and its ")"; advances *i. */
static int split_args(const struct ctok *t, size_t n, size_t *i,
		      struct range *args, int max)
{
	size_t end = match(t, n, *i);
	int count;

	if (end == n)
		return -1;
	count = end == *i + 1 ? 0 : split_commas(t, *i, end, args, max, true);
	*i = end + 1;
	return count;
}

static void warn(struct cl *cl, const char *code, uint32_t line,
		 const char *fmt, ...) __attribute__((format(printf, 4, 5)));

static void warn(struct cl *cl, const char *code, uint32_t line,
		 const char *fmt, ...)
{
	char msg[400];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	kapi__load_note(cl->l, KAPI_LOG_WARN, code, line, "%s", msg);
}

static bool resolve_define(void *ctx, const char *name, size_t len,
			   const char **text, size_t *text_len)
{
	struct cl *cl = ctx;
	const struct cdefine *d = kapi__cenv_define(&cl->env, name, len);

	if (!d)
		return false;
	*text = d->body;
	*text_len = d->body_len;
	return true;
}

static int array_elems(struct cl *cl, struct range r, struct range *out,
		       int max, const struct ctok **toks, size_t *ntoks);

/*
 * The text of tokens t[0..n) with ARRAY_SIZE(arr) of a static array of
 * the file replaced by its element count, as the kernel's macro computes.
 */
static char *text_with_counts(struct cl *cl, const struct ctok *t, size_t n)
{
	struct kapi_strbuf sb;
	size_t from = 0;
	char *out;

	if (t < cl->toks || t + n > cl->toks + cl->ntoks)
		return kapi__ctok_text(t, n);
	kapi__strbuf_init(&sb);
	for (size_t i = 0; i + 3 < n; i++) {
		struct range elems[1024];
		const struct ctok *et;
		size_t ent, close;
		int cnt;
		char num[32];
		char *part;

		if (t[i].type != CT_IDENT || t[i].n != 10 ||
		    memcmp(t[i].p, "ARRAY_SIZE", 10) || !is_punct(&t[i + 1], '('))
			continue;
		close = i + 1 + match(t + i + 1, n - i - 1, 0);
		if (close >= n)
			continue;
		cnt = array_elems(cl, (struct range){ (size_t)(t + i + 2 - cl->toks),
				  (size_t)(t + close - cl->toks) }, elems,
				  (int)(sizeof(elems) / sizeof(elems[0])), &et, &ent);
		if (cnt < 0)
			continue;
		part = kapi__ctok_text(t + from, i - from);
		if (part)
			kapi__strbuf_add(&sb, part, strlen(part));
		free(part);
		snprintf(num, sizeof(num), " %d ", cnt);
		kapi__strbuf_add(&sb, num, strlen(num));
		from = close + 1;
		i = close;
	}
	if (!from) {
		kapi__strbuf_free(&sb);
		return kapi__ctok_text(t, n);
	}
	out = kapi__ctok_text(t + from, n - from);
	if (out)
		kapi__strbuf_add(&sb, out, strlen(out));
	free(out);
	out = sb.buf ? strdup(sb.buf) : NULL;
	kapi__strbuf_free(&sb);
	return out;
}

/* Evaluates tokens as an integer; reports what it cannot resolve. */
static int64_t eval(struct cl *cl, const struct ctok *t, size_t n, bool *ok)
{
	char unknown[64];
	char *text = text_with_counts(cl, t, n);
	int64_t v = 0;
	int err;

	*ok = false;
	if (!text)
		return 0;
	err = kapi__cexpr_eval_with(text, strlen(text), &v, unknown,
				    sizeof(unknown), resolve_define, cl);
	if (err == -ENOENT)
		warn(cl, "unknown-name", n ? t[0].line : 0,
		     "unknown name '%s' in '%s'; 0 used, text kept", unknown,
		     text);
	else if (err)
		warn(cl, "bad-expression", n ? t[0].line : 0, "cannot evaluate '%s'; 0 used", text);
	*ok = !err;
	free(text);
	return err ? 0 : v;
}

/* string literals collected from a sequence and the macros in it */
struct str_toks {
	struct ctok *t;
	size_t n, cap;
	size_t expansions;	/* macros replaced so far */
};

/* bounds for macros of macros: nesting, and all replacements together
 * (A defined as B B, B as C C, ... doubles at every level) */
#define STRING_MACRO_DEPTH	16
#define STRING_MACRO_EXPANSIONS	1024

/*
 * Appends the string literals t spells to out, replacing each object-like
 * macro by its body (again and again: "x " BOTH with BOTH defined as WHO
 * TAIL); false when anything else is in the way.  The tokens point into
 * the macros' bodies, which live as long as the environment.
 */
static bool collect_strings(struct cl *cl, const struct ctok *t, size_t n,
			    struct str_toks *out, int depth)
{
	for (size_t i = 0; i < n; i++) {
		const struct cdefine *d;
		struct ctok *dt;
		size_t dn;
		bool ok;

		if (t[i].type == CT_STR) {
			if (out->n == out->cap) {
				size_t cap = out->cap ? out->cap * 2 : 8;
				void *nt = realloc(out->t, cap * sizeof(*out->t));

				if (!nt)
					return false;
				out->t = nt;
				out->cap = cap;
			}
			out->t[out->n++] = t[i];
			continue;
		}
		if (t[i].type != CT_IDENT || depth >= STRING_MACRO_DEPTH ||
		    ++out->expansions > STRING_MACRO_EXPANSIONS)
			return false;
		d = kapi__cenv_define(&cl->env, t[i].p, t[i].n);
		if (!d || d->func ||
		    kapi__csrc_tokenize_text(d->body, d->body_len, t[i].line,
					     &dt, &dn))
			return false;
		ok = dn && collect_strings(cl, dt, dn, out, depth + 1);
		free(dt);
		if (!ok)
			return false;
	}
	return true;
}

/*
 * Adjacent string literals and string macros, joined as C joins them
 * ("text " MACRO, MACRO " text"); NULL if t is anything else.
 */
static char *joined_strings(struct cl *cl, const struct ctok *t, size_t n)
{
	struct str_toks st = { 0 };
	char *s = NULL;

	if (collect_strings(cl, t, n, &st, 0) && st.n)
		s = kapi__ctok_strings(st.t, st.n);
	free(st.t);
	return s;
}

/* A string argument: literals, string macros, or (stringify) its text. */
static const char *string_arg(struct cl *cl, const struct ctok *t, size_t n,
			      bool stringify)
{
	char *s = n ? kapi__ctok_strings(t, n) : NULL;
	const char *copy;

	if (!s && n == 1 && t[0].type == CT_IDENT && !stringify)
		for (size_t i = 0; i < sizeof(string_macros) /
					sizeof(string_macros[0]); i++)
			if (kapi__ctok_is(&t[0], string_macros[i].name))
				return kapi__load_strdup(cl->l,
							 string_macros[i].value);
	if (!s && n && !stringify)
		s = joined_strings(cl, t, n);
	if (!s) {
		s = kapi__ctok_text(t, n);
		if (!s)
			return NULL;
		if (!stringify && n && !(n == 1 && kapi__ctok_is(&t[0], "NULL")))
			warn(cl, "not-a-string", t[0].line,
			     "'%s' is not a string literal; kept as written", s);
		if (n == 1 && kapi__ctok_is(&t[0], "NULL")) {
			free(s);
			return NULL;
		}
	}
	copy = kapi__load_strdup(cl->l, s);
	free(s);
	return copy;
}

static const struct carray *find_array(struct cl *cl, const struct ctok *name)
{
	for (size_t i = cl->narrays; i-- > 0;)
		if (cl->arrays[i].name->n == name->n &&
		    !memcmp(cl->arrays[i].name->p, name->p, name->n))
			return &cl->arrays[i];
	return NULL;
}

/*
 * The elements of an array argument: a brace list, a compound literal
 * ((const s64[]){ ... }) or the name of a static array of the file.
 */
static int array_elems(struct cl *cl, struct range r, struct range *out,
		       int max, const struct ctok **toks, size_t *ntoks)
{
	const struct ctok *t = cl->toks;
	size_t open = r.b, close;
	int n;

	*toks = cl->toks;
	*ntoks = cl->ntoks;
	for (size_t k = r.a; k < r.b; k++)
		if (is_punct(&t[k], '{')) {
			open = k;
			break;
		}
	if (open == r.b && r.b - r.a == 1 && t[r.a].type == CT_IDENT) {
		const struct carray *a = find_array(cl, &t[r.a]);

		if (!a)
			return -1;
		/* static arrays live in the file's own token stream */
		*toks = cl->c->toks;
		*ntoks = cl->c->ntoks;
		open = a->open;
		t = cl->c->toks;
	}
	if (open == r.b && t == cl->toks)
		return -1;
	close = match(t, *ntoks, open);
	if (close >= *ntoks)
		return -1;
	n = split_commas(t, open, close, out, max, false);
	return n < max ? n : max;
}

#define MAX_ELEMS 256

static void set_array(struct cl *cl, void *item, const struct kapi_field *f,
		      const struct range *elems, int n, const struct ctok *t)
{
	char *arr;

	if (n <= 0) {
		kapi__field_set_arr(item, f, NULL, 0);
		return;
	}
	arr = kapi__arena_alloc(cl->l->arena, (size_t)n * f->size);
	if (!arr)
		return;
	for (int i = 0; i < n; i++) {
		const struct ctok *et = t + elems[i].a;
		size_t en = elems[i].b - elems[i].a;

		if (f->type == KAPI_F_ARR_STR) {
			const char *s = string_arg(cl, et, en, false);

			memcpy(arr + (size_t)i * sizeof(char *), &s, sizeof(s));
		} else {
			struct kapi_field elem = *f;
			bool ok;

			elem.off = 0;
			elem.type = KAPI_F_INT;
			kapi__field_set_int(arr + (size_t)i * f->size, &elem,
					    eval(cl, et, en, &ok));
		}
	}
	kapi__field_set_arr(item, f, arr, (uint32_t)n);
}

static void set_expr_text(struct cl *cl, void *item, enum kapi_kind kind,
			  const struct ctok *t, size_t n)
{
	/* a version fact keeps the value's text as its name */
	const struct kapi_field *f = kind == KAPI_K_VERS ?
		kapi__field_by_c(kind, "name", 4) :
		kapi__field_by_c(kind, "constraint_expr", 15);
	char *text = kapi__ctok_text(t, n);

	if (f && text)
		kapi__field_set_str(item, f, kapi__load_strdup(cl->l, text));
	free(text);
}

/* Sets one field from tokens t[0..n) (or, with rest, from args). */
static void set_field(struct cl *cl, void *item, enum kapi_kind kind,
		      const struct kapi_field *f, const struct ctok *t,
		      size_t n, bool stringify, const struct range *rest,
		      int nrest)
{
	uint32_t line = n ? t[0].line : cl->spec_line;
	bool ok;

	switch (f->type) {
	case KAPI_F_STR:
		kapi__field_set_str(item, f, string_arg(cl, t, n, stringify));
		break;
	case KAPI_F_INT:
	case KAPI_F_BOOL:
		kapi__field_set_int(item, f, eval(cl, t, n, &ok));
		break;
	case KAPI_F_ARR_INT:
	case KAPI_F_ARR_STR: {
		struct range elems[MAX_ELEMS];
		const struct ctok *et;
		size_t ent;
		int ne;

		if (rest) {
			set_array(cl, item, f, rest, nrest, cl->toks);
			break;
		}
		ne = array_elems(cl, (struct range){ (size_t)(t - cl->toks),
				 (size_t)(t - cl->toks) + n }, elems, MAX_ELEMS,
				 &et, &ent);
		if (ne < 0) {
			char *text = kapi__ctok_text(t, n);

			warn(cl, "bad-array", line, "cannot read the array '%s'",
			     text ? text : "");
			free(text);
			break;
		}
		set_array(cl, item, f, elems, ne, et);
		break;
	}
	case KAPI_F_COUNT: {
		int64_t v = eval(cl, t, n, &ok);

		if (ok && f->child < KAPI_K__COUNT)
			kapi__build_declare(cl->b, f->child, v, line);
		break;
	}
	default:
		break;
	}
	(void)kind;
}

/*
 * An array field given its elements directly rather than an array: the
 * variadic KAPI_PARAM_ENUM_VALUES(A, B, C) and KAPI_CAP_ALTERNATIVE(A, B)
 * of the newest revision, or one string listing them,
 * KAPI_FIELD_CONSTRAINT_ENUM("A,B").  Returns false for an array argument,
 * which set_field() reads.
 */
static bool list_arg(struct cl *cl, void *item, enum kapi_kind kind,
		     const struct kapi_field *f, const struct range *args,
		     int nargs, bool expr)
{
	const struct ctok *t = cl->toks + args[0].a, *et;
	struct range dummy[1];
	size_t ent;

	if (args[0].b - args[0].a == 1 && t->type == CT_STR && nargs == 1 &&
	    f->type == KAPI_F_ARR_INT) {
		/* "A,B": the names inside the string */
		struct range elems[MAX_ELEMS];
		const struct ctok *keep = cl->toks;
		struct ctok *vt;
		size_t vn;
		int ne = 0;

		if (t->n < 2 || kapi__csrc_tokenize_text(t->p + 1, t->n - 2,
							 t->line, &vt, &vn))
			return false;
		for (size_t k = 0, start = 0; k <= vn && ne < MAX_ELEMS; k++) {
			if (k == vn || is_punct(&vt[k], ',')) {
				if (k > start)
					elems[ne++] = (struct range){ start, k };
				start = k + 1;
			}
		}
		cl->toks = vt;
		set_array(cl, item, f, elems, ne, vt);
		cl->toks = keep;
		free(vt);
		if (expr)
			set_expr_text(cl, item, kind, t, 1);
		return true;
	}
	if (array_elems(cl, args[0], dummy, 1, &et, &ent) >= 0)
		return false;
	set_array(cl, item, f, args, nargs < MAX_ELEMS ? nargs : MAX_ELEMS,
		  cl->toks);
	if (expr)
		set_expr_text(cl, item, kind, t, args[nargs - 1].b - args[0].a);
	return true;
}

static const char *kind_label(enum kapi_kind k)
{
	return kapi__kind_name(k);
}

static void close_scope(struct cl *cl, enum kapi_kind kind, uint32_t line,
			const char *macro)
{
	if (!cl->depth) {
		warn(cl, "end-mismatch", line, "%s without an open %s", macro, kind_label(kind));
		return;
	}
	if (cl->scope[cl->depth - 1] != kind)
		warn(cl, "end-mismatch", line, "%s closes a %s", macro,
		     kind_label(cl->scope[cl->depth - 1]));
	kapi__build_close(cl->b, cl->scope[--cl->depth]);
}

static void open_scope(struct cl *cl, enum kapi_kind kind, uint32_t line,
		       const char *macro)
{
	/* a missing END: the kernel's macros would not compile, we go on */
	while (cl->depth && (cl->scope[cl->depth - 1] == kind ||
			     (kind != KAPI_K_FIELD &&
			      cl->scope[cl->depth - 1] == KAPI_K_FIELD))) {
		warn(cl, "unclosed-block", line, "%s opens a %s while one is open", macro,
		     kind_label(kind));
		kapi__build_close(cl->b, cl->scope[--cl->depth]);
	}
	if (cl->depth < MAX_SCOPE)
		cl->scope[cl->depth++] = kind;
}

static void finish_spec(struct cl *cl)
{
	int err;

	while (cl->depth)
		kapi__build_close(cl->b, cl->scope[--cl->depth]);
	err = kapi__build_finish(cl->b);
	if (err && !cl->l->first_err)
		cl->l->first_err = err;
	cl->in_spec = false;
}

/* Runs one macro's argument program. */

/*
 * An item macro with no spec open.  In a patch this is a hunk that edits
 * part of a spec block without its DEFINE line: say where, and how to read
 * it whole (the patch applied to its tree).
 */
static void outside_spec(struct cl *cl, const char *macro, int len,
			 unsigned int line)
{
	if (cl->c->linemap)
		warn(cl, "outside-block", line, "%.*s outside a spec block "
		     "ignored: this hunk edits part of a spec; 'kapi diff "
		     "--apply PATCH TREE' reads it with the tree it applies to",
		     len, macro);
	else
		warn(cl, "outside-block", line, "%.*s outside a spec block ignored",
		     len, macro);
}
/*
 * Whether a patch adds this line of it: context lines around a hunk may
 * show part of a spec the patch does not touch, which is no mistake.
 */
static bool added_line(const struct csrc *c, uint32_t line)
{
	return !c->added || (line < c->nadded && c->added[line]);
}

/* "(const s64[]){ A, B }": a C99 compound literal of an array. */
static bool compound_literal(const struct ctok *t, size_t n)
{
	size_t close;

	if (n < 4 || !is_punct(&t[0], '('))
		return false;
	close = match(t, n, 0);
	return close + 1 < n && is_punct(&t[close + 1], '{') &&
	       is_punct(&t[close - 1], ']');
}

static void apply(struct cl *cl, const struct macro *m, const struct ctok *at,
		  const struct range *args, int nargs)
{
	const char *p = m->prog;
	enum kapi_kind kind = (enum kapi_kind)m->kind;
	void *item = NULL;
	int ai = 0;
	long idx = -1;

	/* the index comes first; the item is opened before fields are set */
	if (!strncmp(p, "idx", 3)) {
		bool ok;

		if (nargs > 0)
			idx = (long)eval(cl, cl->toks + args[0].a,
					 args[0].b - args[0].a, &ok);
		if (idx < 0)
			idx = -1;
		ai = 1;
		p += 3;
	}
	if (m->op == M_OPEN || m->op == M_ITEM) {
		if (m->op == M_OPEN)
			open_scope(cl, kind, at->line, m->name);
		else if (!kapi__build_active(cl->b)) {
			outside_spec(cl, m->name, (int)strlen(m->name), at->line);
			return;
		}
		item = kapi__build_open(cl->b, kind, idx, at->line);
	} else {
		item = kapi__build_cur(cl->b, kind);
		if (!item) {
			warn(cl, "outside-block", at->line, "%s outside a %s ignored", m->name,
			     kind_label(kind));
			return;
		}
	}
	while (item && *p) {
		char word[64];
		size_t wl = strcspn(p + strspn(p, " "), " ");
		const char *w = p + strspn(p, " ");
		const char *eq;
		bool stringify = false, expr = false, rest = false;
		const struct kapi_field *f;

		p = w + wl;
		if (!wl || wl >= sizeof(word))
			break;
		memcpy(word, w, wl);
		word[wl] = '\0';
		if (!strcmp(word, "-")) {
			ai++;
			continue;
		}
		eq = strchr(word, '=');
		if (eq) {
			struct ctok *vt;
			size_t vn;

			f = kapi__field_by_c(kind, word, (size_t)(eq - word));
			if (f && !kapi__csrc_tokenize_text(eq + 1, strlen(eq + 1),
							    at->line, &vt, &vn)) {
				const struct ctok *keep = cl->toks;

				cl->toks = vt;
				set_field(cl, item, kind, f, vt, vn, false, NULL, 0);
				cl->toks = keep;
				free(vt);
			}
			continue;
		}
		if (word[0] == '#') {
			stringify = true;
			memmove(word, word + 1, strlen(word));
		}
		while (strlen(word) && strchr("+*", word[strlen(word) - 1])) {
			if (word[strlen(word) - 1] == '+')
				expr = true;
			else
				rest = true;
			word[strlen(word) - 1] = '\0';
		}
		f = kapi__field_by_c(kind, word, strlen(word));
		if (!f)
			break;
		if (rest && nargs > ai && (f->type == KAPI_F_ARR_INT ||
					   f->type == KAPI_F_ARR_STR) &&
		    compound_literal(cl->toks + args[ai].a,
				     args[ai].b - args[ai].a)) {
			/* RFC v1/v2: (const s64[]){ ... }, then its count */
			set_field(cl, item, kind, f, cl->toks + args[ai].a,
				  args[ai].b - args[ai].a, false, NULL, 0);
			if (expr)
				set_expr_text(cl, item, kind,
					      cl->toks + args[ai].a,
					      args[ai].b - args[ai].a);
			ai = nargs;
			continue;
		}
		if (rest && nargs > ai && (f->type == KAPI_F_ARR_INT ||
					   f->type == KAPI_F_ARR_STR) &&
		    list_arg(cl, item, kind, f, args + ai, nargs - ai, expr)) {
			ai = nargs;
			continue;
		}
		if (rest) {
			set_field(cl, item, kind, f, NULL, 0, false,
				  args + ai, nargs > ai ? nargs - ai : 0);
			if (expr && nargs > ai)
				set_expr_text(cl, item, kind,
					      cl->toks + args[ai].a,
					      args[nargs - 1].b - args[ai].a);
			ai = nargs;
			continue;
		}
		if (ai >= nargs) {
			warn(cl, "too-few-args", at->line, "%s: too few arguments", m->name);
			break;
		}
		if ((f->type == KAPI_F_ARR_INT || f->type == KAPI_F_ARR_STR) &&
		    list_arg(cl, item, kind, f, args + ai, nargs - ai, expr)) {
			/* the newest variadic spelling: the list is the rest */
			ai = nargs;
			continue;
		}
		set_field(cl, item, kind, f, cl->toks + args[ai].a,
			  args[ai].b - args[ai].a, stringify, NULL, 0);
		if (expr)
			set_expr_text(cl, item, kind, cl->toks + args[ai].a,
				      args[ai].b - args[ai].a);
		ai++;
	}
	if (m->op == M_ITEM)
		kapi__build_close(cl->b, kind);
}

static void run(struct cl *cl, const struct ctok *t, size_t n);

/* The index of t among a helper's comma-separated parameters, or -1. */
static int helper_param(const char *params, const struct ctok *t)
{
	int pi = 0;

	while (t->type == CT_IDENT && *params) {
		size_t pl = strcspn(params, ",");

		if (pl == t->n && !memcmp(params, t->p, pl))
			return pi;
		params += pl + (params[pl] == ',');
		pi++;
	}
	return -1;
}

/* Expands a composite helper macro and runs its text. */
static void expand(struct cl *cl, const struct kapi_dsl_helper *h,
		   const struct ctok *at, const struct range *args, int nargs)
{
	struct kapi_strbuf sb;
	const char *params = h->params;
	struct ctok *bt;
	size_t bn;
	const struct ctok *keep_toks = cl->toks;
	size_t keep_n = cl->ntoks;

	if (cl->expanding >= MAX_EXPANSION_DEPTH ||
	    kapi__csrc_tokenize_text(h->body, strlen(h->body), at->line, &bt, &bn))
		return;
	kapi__strbuf_init(&sb);
	for (size_t i = 0; i < bn; i++) {
		bool str = bt[i].type == CT_PUNCT && bt[i].n == 1 &&
			   bt[i].p[0] == '#' && i + 1 < bn;
		int pi = helper_param(params, &bt[i + str]);
		char *text;

		if (pi < 0 || pi >= nargs) {
			kapi__strbuf_add(&sb, bt[i].p, bt[i].n);
			kapi__strbuf_add(&sb, " ", 1);
			continue;
		}
		text = kapi__ctok_text(cl->toks + args[pi].a,
				       args[pi].b - args[pi].a);
		if (str) {		/* #param: the argument as a string */
			kapi__strbuf_add(&sb, "\"", 1);
			for (const char *c = text; c && *c; c++) {
				if (*c == '"' || *c == '\\')
					kapi__strbuf_add(&sb, "\\", 1);
				kapi__strbuf_add(&sb, c, 1);
			}
			kapi__strbuf_add(&sb, "\"", 1);
			i++;
		} else if (text) {
			kapi__strbuf_add(&sb, text, strlen(text));
		}
		free(text);
		kapi__strbuf_add(&sb, " ", 1);
	}
	free(bt);
	if (!sb.failed &&
	    !kapi__csrc_tokenize_text(sb.buf ? sb.buf : "", sb.len, at->line,
				      &bt, &bn)) {
		/* a level of its own, with no helper of the file active */
		cl->active[cl->expanding++] = NULL;
		run(cl, bt, bn);
		cl->expanding--;
		free(bt);
	}
	cl->toks = keep_toks;
	cl->ntoks = keep_n;
	kapi__strbuf_free(&sb);
}

static int expand_text(struct cl *cl, const struct ctok *t, size_t n,
		       struct kapi_strbuf *out);

/* C's prescan of an argument: the helpers in it expanded. */
static int expand_arg(void *ctx, const struct ctok *t, size_t n,
		      struct kapi_strbuf *out)
{
	struct kapi_strbuf sb;
	int err;

	kapi__strbuf_init(&sb);
	err = expand_text(ctx, t, n, &sb);
	if (!err && sb.len)
		kapi__strbuf_add(out, sb.buf, sb.len);
	kapi__strbuf_free(&sb);
	return err;
}

/*
 * Expands a helper macro of the file or its headers and runs the text.
 * A macro is not expanded again inside its own expansion, as in C.
 */
static void expand_define(struct cl *cl, const struct cdefine *d,
			  const struct ctok *at, const struct range *args,
			  int nargs, const struct ctok *t, size_t n, size_t *next)
{
	struct cspan spans[MAX_ARGS];
	struct kapi_strbuf sb;
	const struct ctok *keep_toks = cl->toks;
	size_t keep_n = cl->ntoks, bn;
	struct ctok *bt;
	int err;

	for (int k = 0; k < cl->expanding; k++)
		if (cl->active[k] == d) {
			warn(cl, "macro-recursion", at->line,
			     "%.*s is not expanded inside itself", (int)at->n,
			     at->p);
			return;
		}
	if (cl->expanding >= MAX_EXPANSION_DEPTH) {
		warn(cl, "macro-too-deep", at->line,
		     "%.*s: helper macros nest deeper than %d; not expanded",
		     (int)at->n, at->p, MAX_EXPANSION_DEPTH);
		return;
	}
	for (int k = 0; k < nargs; k++)
		spans[k] = (struct cspan){ cl->toks + args[k].a,
					   args[k].b - args[k].a };
	kapi__strbuf_init(&sb);
	err = kapi__cmacro_expand(&cl->env, d, spans, nargs, expand_arg, cl,
				  &sb);
	/*
	 * An expansion ending in a name followed by "(" in the file: that
	 * use takes its arguments from the file, as in C.
	 */
	if (!err && *next < n && is_punct(&t[*next], '(') && sb.len &&
	    (isalnum((unsigned char)sb.buf[sb.len - 1]) ||
	     sb.buf[sb.len - 1] == '_')) {
		size_t close = match(t, n, *next);

		if (close < n) {
			char *rest = kapi__ctok_text(t + *next, close + 1 - *next);

			if (rest)
				kapi__strbuf_add(&sb, rest, strlen(rest));
			else
				sb.failed = true;
			free(rest);
			*next = close + 1;
		}
	}
	if (err == -EINVAL)
		warn(cl, "macro-args", at->line,
		     "%.*s: %d argument%s do not fit its parameters (%.*s)",
		     (int)at->n, at->p, nargs, nargs == 1 ? "" : "s",
		     (int)d->params_len, d->params);
	else if (err == -E2BIG)
		warn(cl, "macro-too-large", at->line,
		     "%.*s: helper expansions of this file exceed the limit; "
		     "not expanded", (int)at->n, at->p);
	if (!err && !kapi__csrc_tokenize_text(sb.buf ? sb.buf : "", sb.len,
					      at->line, &bt, &bn)) {
		cl->active[cl->expanding++] = d;
		run(cl, bt, bn);
		cl->expanding--;
		free(bt);
	} else if (err == -ENOMEM && !cl->l->first_err) {
		cl->l->first_err = -ENOMEM;
	}
	cl->toks = keep_toks;
	cl->ntoks = keep_n;
	kapi__strbuf_free(&sb);
}

/* Whether an object-like macro's body uses a function-like helper. */
static bool body_uses_helper(struct cl *cl, const struct cdefine *d)
{
	struct ctok *bt;
	size_t bn;
	bool uses = false;

	if (kapi__csrc_tokenize_text(d->body, d->body_len, d->line, &bt, &bn))
		return false;
	for (size_t i = 0; i + 1 < bn && !uses; i++) {
		const struct cdefine *h;

		if (bt[i].type != CT_IDENT || !is_punct(&bt[i + 1], '('))
			continue;
		h = kapi__cenv_macro(&cl->env, bt[i].p, bt[i].n);
		uses = h && h->func && h != d;
	}
	free(bt);
	return uses;
}

/*
 * A helper of the file or its headers used at t[i]: NAME( for a
 * function-like one; an object-like one only when its body uses one (a
 * plain constant stays a name: its text is kept in constraint_expr).
 */
static const struct cdefine *helper_at(struct cl *cl, const struct ctok *t,
				       size_t n, size_t i)
{
	const struct cdefine *d;

	if (t[i].type != CT_IDENT)
		return NULL;
	d = kapi__cenv_macro(&cl->env, t[i].p, t[i].n);
	if (!d || (d->func && !(i + 1 < n && is_punct(&t[i + 1], '('))) ||
	    (!d->func && !body_uses_helper(cl, d)))
		return NULL;
	for (int k = 0; k < cl->expanding; k++)
		if (cl->active[k] == d)
			return NULL;
	return d;
}

/*
 * The text of t[0..n) with every helper use in it expanded, to the end:
 * what the compiler makes of the arguments of a DSL macro.
 */
static int expand_text(struct cl *cl, const struct ctok *t, size_t n,
		       struct kapi_strbuf *out)
{
	struct range r[MAX_ARGS];
	int err = 0;

	for (size_t i = 0; i < n && !err; i++) {
		const struct cdefine *d = cl->expanding < MAX_EXPANSION_DEPTH ?
					  helper_at(cl, t, n, i) : NULL;
		struct cspan spans[MAX_ARGS];
		struct kapi_strbuf sb;
		struct ctok *et;
		size_t en, j = i + 1;
		int nargs;

		if (out->len && t[i].space_before)
			kapi__strbuf_add(out, " ", 1);
		if (!d || (d->func &&
			   (nargs = split_args(t, n, &j, r, MAX_ARGS)) < 0)) {
			kapi__strbuf_add(out, t[i].p, t[i].n);
			continue;
		}
		if (!d->func)
			nargs = 0;
		if (nargs > MAX_ARGS)
			nargs = MAX_ARGS;
		for (int k = 0; k < nargs; k++)
			spans[k] = (struct cspan){ t + r[k].a, r[k].b - r[k].a };
		kapi__strbuf_init(&sb);
		err = kapi__cmacro_expand(&cl->env, d, spans, nargs, expand_arg,
					  cl, &sb);
		if (!err)
			err = kapi__csrc_tokenize_text(sb.buf ? sb.buf : "", sb.len,
						       t[i].line, &et, &en);
		if (!err) {
			cl->active[cl->expanding++] = d;
			err = expand_text(cl, et, en, out);
			cl->expanding--;
			free(et);
		}
		kapi__strbuf_free(&sb);
		i = j - 1;
	}
	return out->failed ? -ENOMEM : err;
}

/* Whether the arguments of a DSL macro use a helper. */
static bool args_use_helper(struct cl *cl, const struct ctok *t, size_t n,
			    const struct range *args, int nargs)
{
	if (cl->expanding >= MAX_EXPANSION_DEPTH)
		return false;
	for (int k = 0; k < nargs; k++)
		for (size_t i = args[k].a; i < args[k].b; i++)
			if (helper_at(cl, t, n, i))
				return true;
	return false;
}

/* Runs the DSL macro at t[0..n) again with its arguments expanded. */
static void run_expanded(struct cl *cl, const struct ctok *t, size_t n)
{
	const struct ctok *keep_toks = cl->toks;
	size_t keep_n = cl->ntoks, en;
	struct kapi_strbuf sb;
	struct ctok *et;
	int err;

	kapi__strbuf_init(&sb);
	kapi__strbuf_add(&sb, t[0].p, t[0].n);
	err = expand_text(cl, t + 1, n - 1, &sb);
	if (err == -E2BIG)
		warn(cl, "macro-too-large", t[0].line,
		     "%.*s: helper expansions of this file exceed the limit",
		     (int)t[0].n, t[0].p);
	else if (err == -EINVAL)
		warn(cl, "macro-args", t[0].line,
		     "%.*s: a helper in its arguments has arguments that do "
		     "not fit", (int)t[0].n, t[0].p);
	if (!err && !kapi__csrc_tokenize_text(sb.buf ? sb.buf : "", sb.len,
					      t[0].line, &et, &en)) {
		/* counts as a level, so a helper left unexpanded cannot loop */
		cl->active[cl->expanding++] = NULL;
		run(cl, et, en);
		cl->expanding--;
		free(et);
	}
	cl->toks = keep_toks;
	cl->ntoks = keep_n;
	kapi__strbuf_free(&sb);
}

/*
 * ".return_spec = { ... }" and ".locks[0] = { ... }" (RFC v1): an item
 * written as a nested C initialiser.  Returns the index after it, or i
 * when t[i] starts no such thing.
 */
static size_t nested_init(struct cl *cl, const struct ctok *t, size_t n,
			  size_t i)
{
	const struct ctok *name = &t[i + 1];
	enum kapi_kind cur = cl->depth ? cl->scope[cl->depth - 1] : KAPI_K_SPEC;
	const struct kapi_field *f = kapi__field_by_c(cur, name->p, name->n);
	size_t j = i + 2, close;
	long idx = -1;

	if (kapi__ctok_is(name, "api_spec") && j + 1 < n &&
	    is_punct(&t[j], '=') && is_punct(&t[j + 1], '{')) {
		/* RFC v1's ioctl spec holds the spec itself: read it in place */
		close = match(t, n, j + 1);
		if (close >= n)
			return i;
		run(cl, t + j + 2, close - j - 2);
		cl->toks = t;
		cl->ntoks = n;
		j = close + 1;
		return j < n && is_punct(&t[j], ',') ? j + 1 : j;
	}
	if (!f || f->type != KAPI_F_CHILD)
		return i;
	if (j < n && is_punct(&t[j], '[')) {
		size_t rb = match(t, n, j);
		bool ok = false;

		if (rb < n)
			idx = (long)eval(cl, t + j + 1, rb - j - 1, &ok);
		if (!ok || idx < 0)
			idx = -1;
		j = rb + 1;
	}
	if (j + 1 >= n || !is_punct(&t[j], '=') || !is_punct(&t[j + 1], '{'))
		return i;
	close = match(t, n, j + 1);
	if (close >= n)
		return i;
	open_scope(cl, (enum kapi_kind)f->child, name->line, f->c_name);
	kapi__build_open(cl->b, (enum kapi_kind)f->child, idx, name->line);
	run(cl, t + j + 2, close - j - 2);
	cl->toks = t;
	cl->ntoks = n;
	close_scope(cl, (enum kapi_kind)f->child, t[close].line, f->c_name);
	j = close + 1;
	return j < n && is_punct(&t[j], ',') ? j + 1 : j;
}

/* ".field = value," inside a block: the field of the innermost item. */
static size_t raw_init(struct cl *cl, const struct ctok *t, size_t n, size_t i)
{
	const struct ctok *name = &t[i + 1];
	size_t start = i + 3, k = start;
	int depth = 0;

	for (; k < n; k++) {
		if (t[k].type == CT_PUNCT && t[k].n == 1) {
			if (strchr("({[", t[k].p[0]))
				depth++;
			else if (strchr(")}]", t[k].p[0]))
				depth--;
			else if (t[k].p[0] == ',' && !depth)
				break;
		}
		/* a macro at top level ends an initialiser missing its comma */
		if (!depth && t[k].type == CT_IDENT && find_macro(&t[k]))
			break;
	}
	for (int s = cl->depth; s >= 0; s--) {
		enum kapi_kind kind = s ? cl->scope[s - 1] : KAPI_K_SPEC;
		const struct kapi_field *f = kapi__field_by_c(kind, name->p,
							      name->n);
		void *item;

		/* items are read from nested initialisers, not pointers */
		if (!f || f->type == KAPI_F_CHILD)
			continue;
		item = kapi__build_cur(cl->b, kind);
		if (item)
			set_field(cl, item, kind, f, t + start, k - start, false,
				  NULL, 0);
		return k;
	}
	/* upstream keeps the socket facts in the spec; we keep them in net */
	if (!cl->depth) {
		const struct kapi_field *f = kapi__field_by_c(KAPI_K_NET, name->p,
							      name->n);

		if (f) {
			set_field(cl, kapi__build_cur(cl->b, KAPI_K_NET),
				  KAPI_K_NET, f, t + start, k - start, false,
				  NULL, 0);
			return k;
		}
	}
	warn(cl, "unknown-field", name->line, "unknown field '.%.*s' ignored", (int)name->n,
	     name->p);
	return k;
}

/*
 * RFC v1's ioctl form: "struct kapi_ioctl_spec VAR = { .cmd = ..., .api_spec
 * = { .name = "x", KAPI_... } };".  The spec is named by .api_spec's .name,
 * else by VAR less a "_spec" ending.  Returns the index after the
 * initialiser, or i when t[i] starts no such thing.
 */
static size_t ioctl_struct(struct cl *cl, const struct ctok *t, size_t n,
			   size_t i)
{
	size_t open = i + 3, close;
	char name[128];
	const struct ctok *var = &t[i + 2];
	int vn = (int)var->n;

	if (i + 4 >= n || !kapi__ctok_is(&t[i + 1], "kapi_ioctl_spec") ||
	    var->type != CT_IDENT || !is_punct(&t[open], '=') ||
	    !is_punct(&t[open + 1], '{'))
		return i;
	open++;
	close = match(t, n, open);
	if (close >= n)
		return i;
	if (vn > 5 && !memcmp(var->p + vn - 5, "_spec", 5))
		vn -= 5;
	snprintf(name, sizeof(name), "%.*s", vn, var->p);
	for (size_t k = open; k + 7 < close; k++)
		if (kapi__ctok_is(&t[k + 1], "api_spec") && is_punct(&t[k], '.') &&
		    is_punct(&t[k + 3], '{') && is_punct(&t[k + 4], '.') &&
		    kapi__ctok_is(&t[k + 5], "name") && t[k + 7].type == CT_STR) {
			char *s = kapi__ctok_strings(&t[k + 7], 1);

			if (s)
				snprintf(name, sizeof(name), "%s", s);
			free(s);
			break;
		}
	kapi__build_begin(cl->b, kapi__load_strdup(cl->l, name), KAPI_API_IOCTL,
			  var->line);
	cl->in_spec = true;
	cl->spec_line = var->line;
	cl->depth = 0;
	run(cl, t + open + 1, close - open - 1);
	cl->toks = t;
	cl->ntoks = n;
	if (cl->in_spec)
		finish_spec(cl);
	return close + 1;
}

static void run(struct cl *cl, const struct ctok *t, size_t n)
{
	struct range args[MAX_ARGS];

	for (size_t i = 0; i < n;) {
		const struct ctok *tk = &t[i];
		const struct macro *m;
		const struct kapi_dsl_helper *h = NULL;
		const struct cdefine *d = NULL;
		int nargs = 0;

		cl->toks = t;
		cl->ntoks = n;
		m = find_macro(tk);
		if (!m && tk->type == CT_IDENT && tk->n > 7 &&
		    !memcmp(tk->p, "DEFINE_", 7))
			h = find_helper(tk);	/* RFC v1's DEFINE_IOCTL_HANDLER */
		if (!cl->in_spec && kapi__ctok_is(tk, "struct")) {
			size_t next = ioctl_struct(cl, t, n, i);

			if (next != i) {
				i = next;
				continue;
			}
		}
		if (!cl->in_spec && (!m || m->op != M_SPEC) && !h) {
			/* a patch hunk holding part of a block: say so, once */
			/* only the vocabulary's own item macros are spec parts */
			if (cl->c->linemap && !cl->told_partial && m &&
			    m->op != M_IGNORE && added_line(cl->c, tk->line) &&
			    i + 1 < n && is_punct(&t[i + 1], '(')) {
				outside_spec(cl, tk->p, (int)tk->n, tk->line);
				cl->told_partial = true;
			}
			i++;
			continue;
		}
		if (cl->in_spec && is_punct(tk, '.') && i + 3 < n &&
		    t[i + 1].type == CT_IDENT) {
			size_t next = nested_init(cl, t, n, i);

			if (next != i) {
				i = next;
				continue;
			}
		}
		if (cl->in_spec && is_punct(tk, '.') && i + 2 < n &&
		    t[i + 1].type == CT_IDENT && is_punct(&t[i + 2], '=')) {
			i = raw_init(cl, t, n, i);
			continue;
		}
		if (!m && !h && cl->in_spec && tk->type == CT_IDENT) {
			d = kapi__cenv_macro(&cl->env, tk->p, tk->n);
			/* a function-like name without "(" is no use of it */
			if (d && d->func && !(i + 1 < n && is_punct(&t[i + 1], '(')))
				d = NULL;
		}
		if (!m && !d && !h && is_kapi_word(tk))
			h = find_helper(tk);
		if (!m && !h && !d) {
			i++;
			if (is_kapi_word(tk) ||
			    (tk->type == CT_IDENT && i < n && is_punct(&t[i], '('))) {
				warn(cl, "unknown-macro", tk->line, "unknown macro %.*s ignored",
				     (int)tk->n, tk->p);
				if (i < n && is_punct(&t[i], '('))
					i = match(t, n, i) + 1;
			}
			continue;
		}
		i++;
		if (i < n && is_punct(&t[i], '(')) {
			nargs = split_args(t, n, &i, args, MAX_ARGS);
			if (nargs < 0) {
				warn(cl, "unbalanced", tk->line, "%.*s: unbalanced parentheses",
				     (int)tk->n, tk->p);
				i = n;
				break;
			}
			if (nargs > MAX_ARGS)
				nargs = MAX_ARGS;
		}
		if (h) {
			expand(cl, h, tk, args, nargs);
			continue;
		}
		if (d) {
			expand_define(cl, d, tk, args, nargs, t, n, &i);
			continue;
		}
		if (nargs > 0 && args_use_helper(cl, t, n, args, nargs)) {
			run_expanded(cl, tk, (size_t)(&t[i] - tk));
			continue;
		}
		switch (m->op) {
		case M_SPEC: {
			const char *name, *rest;

			if (cl->in_spec) {
				warn(cl, "unclosed-spec", tk->line, "spec not closed before %s",
				     m->name);
				finish_spec(cl);
			}
			if (nargs < 1)
				break;
			name = string_arg(cl, t + args[0].a,
					  args[0].b - args[0].a, true);
			if (!name)
				break;
			kapi__build_begin(cl->b, name, m->kind, tk->line);
			cl->in_spec = true;
			cl->spec_line = tk->line;
			cl->depth = 0;
			/*
			 * the header's other arguments, as its row says:
			 * DEFINE_IOCTL_API_SPEC(name, cmd, "NAME"), RFC v1's
			 * KAPI_DEFINE_IOCTL_SPEC(name, cmd, "NAME", in, out,
			 * "fops")
			 */
			rest = strchr(m->prog, ' ');
			if (nargs > 1 && rest) {
				char prog[128];

				snprintf(prog, sizeof(prog), "-%s", rest);
				apply(cl, &(struct macro){ m->name, M_SET,
				      KAPI_K_SPEC, prog }, tk, args, nargs);
			}
			break;
		}
		case M_END:
			finish_spec(cl);
			break;
		case M_CLOSE:
			close_scope(cl, (enum kapi_kind)m->kind, tk->line, m->name);
			break;
		case M_DECLARE:
			if (nargs == 1) {
				bool ok;
				int64_t v = eval(cl, t + args[0].a,
						 args[0].b - args[0].a, &ok);

				if (ok)
					kapi__build_declare(cl->b, m->kind, v,
							    tk->line);
			}
			break;
		case M_IGNORE:
			break;
		default:
			apply(cl, m, tk, args, nargs);
			break;
		}
	}
}

/* Notes "name[...] = {" arrays, which ENUM_VALUES and friends may name. */
static int scan_arrays(struct cl *cl)
{
	const struct ctok *t = cl->c->toks;
	size_t n = cl->c->ntoks, cap = 0;

	for (size_t i = 0; i + 3 < n; i++) {
		size_t close, k;

		if (t[i].type != CT_IDENT || !is_punct(&t[i + 1], '['))
			continue;
		close = match(t, n, i + 1);
		k = close + 1;
		if (k + 1 >= n || !is_punct(&t[k], '=') || !is_punct(&t[k + 1], '{'))
			continue;
		if (kapi__grow(&cl->arrays, &cap, cl->narrays,
			       sizeof(*cl->arrays), 16))
			return -ENOMEM;
		cl->arrays[cl->narrays++] = (struct carray){
			&t[i], k + 1, match(t, n, k + 1)
		};
	}
	return 0;
}

int kapi__load_kdoc(struct kapi_loader *l, struct kapi_build *b,
		    const struct csrc *c, const struct cdoc *doc);

int kapi__load_c(struct kapi_loader *l, const char *data, size_t len)
{
	struct csrc c;
	struct cl cl = { .l = l };
	int err;

	if (!kapi__csrc_maybe_spec(data, len))
		return 0;
	err = kapi__csrc_open(&c, data, len,
			      l->opts && l->opts->examples ? KAPI__CSRC_EXAMPLES : 0);
	if (err) {
		kapi__csrc_close(&c);
		return err;
	}
	cl.c = &c;
	cl.b = kapi__build_new(l);
	if (!cl.b) {
		kapi__csrc_close(&c);
		return -ENOMEM;
	}
	err = kapi__cenv_open(&cl.env, &c, l);
	if (!err)
		err = scan_arrays(&cl);
	if (!err) {
		run(&cl, c.toks, c.ntoks);
		if (cl.in_spec) {
			warn(&cl, "unclosed-spec", cl.spec_line, "spec not closed by KAPI_END_SPEC");
			finish_spec(&cl);
		}
		for (size_t i = 0; !err && i < c.ndocs; i++)
			err = kapi__load_kdoc(l, cl.b, &c, &c.docs[i]);
	}
	kapi__build_free(cl.b);
	kapi__cenv_close(&cl.env);
	free(cl.arrays);
	kapi__csrc_close(&c);
	return err == -ENOMEM ? err : 0;
}

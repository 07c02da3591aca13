// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * Spec helper macros for the source loader: the #defines of a spec file
 * and of the headers it includes, and their expansion.  The expansion
 * follows the C preprocessor where helpers need it: parameters, # and ##,
 * __VA_ARGS__ (and GNU's ", ## __VA_ARGS__"), arguments expanded before
 * they are substituted (through the caller, which knows which names are
 * helpers: the DSL's own macros are read by the loader, not expanded, and
 * constants stay names); the caller rescans the text and keeps the
 * recursion guard.  Every expansion draws on one budget per file, so a
 * file cannot blow up (A(x) = x x x x nested ten deep).
 */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "load/c/cmacro.h"
#include "load/load.h"

/* Bytes of expansion text one file may produce in all. */
#define EXPANSION_BUDGET (8u << 20)
/* Headers one file may pull in, and the largest one read. */
#define MAX_HEADERS 64
#define MAX_HEADER_SIZE (4u << 20)

static char *read_text(const char *path, size_t *len)
{
	struct stat st;
	char *buf = NULL;
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	ssize_t got = 0;

	if (fd < 0)
		return NULL;
	if (fstat(fd, &st) || !S_ISREG(st.st_mode) ||
	    st.st_size > MAX_HEADER_SIZE)
		goto out;
	buf = malloc((size_t)st.st_size + 1);
	if (!buf)
		goto out;
	while ((size_t)got < (size_t)st.st_size) {
		ssize_t n = read(fd, buf + got, (size_t)st.st_size - (size_t)got);

		if (n <= 0)
			break;
		got += n;
	}
	buf[got] = '\0';
	*len = (size_t)got;
out:
	close(fd);
	return buf;
}

static char *try_dir(const char *dir, size_t dlen, const char *name,
		     size_t nlen, size_t *len)
{
	char path[PATH_MAX];

	if (dlen + 1 + nlen >= sizeof(path))
		return NULL;
	snprintf(path, sizeof(path), "%.*s/%.*s", (int)dlen, dir, (int)nlen,
		 name);
	return read_text(path, len);
}

/* specs/include of the nearest ancestor of dir that has one. */
static char *try_source_root(const char *dir, size_t dlen, const char *name,
			     size_t nlen, size_t *len)
{
	char real[PATH_MAX], sub[PATH_MAX];
	size_t n;

	if (dlen >= sizeof(sub))
		return NULL;
	memcpy(sub, dir, dlen);
	sub[dlen] = '\0';
	if (!realpath(sub, real))
		return NULL;
	for (n = strlen(real); n > 0;) {
		char *text;

		snprintf(sub, sizeof(sub), "%.*s/specs/include", (int)n, real);
		text = try_dir(sub, strlen(sub), name, nlen, len);
		if (text)
			return text;
		while (n > 0 && real[n - 1] != '/')
			n--;
		if (n > 0)
			n--;	/* drop the slash */
	}
	return NULL;
}

static char *find_header(struct kapi_loader *l, const struct cinclude *inc,
			 size_t *len, bool *builtin)
{
	const char *file = l->file ? l->file : "";
	const char *slash = strrchr(file, '/');
	const char *const *dirs = kapi__load_include_dirs(l);
	char *text;

	*builtin = false;
	if (inc->angled && (inc->len < 11 || memcmp(inc->name, "kapi_specs/", 11)))
		return NULL;	/* a system header: constants come from the table */
	text = slash ? try_dir(file, (size_t)(slash - file), inc->name,
			       inc->len, len)
		     : try_dir(".", 1, inc->name, inc->len, len);
	for (; !text && dirs && *dirs; dirs++)
		text = try_dir(*dirs, strlen(*dirs), inc->name, inc->len, len);
	if (!text)
		text = slash ? try_source_root(file, (size_t)(slash - file),
					       inc->name, inc->len, len)
			     : try_source_root(".", 1, inc->name, inc->len, len);
	if (text)
		return text;
	for (const struct kapi_builtin_header *h = kapi__builtin_headers;
	     h->path; h++)
		if (strlen(h->path) == inc->len &&
		    !memcmp(h->path, inc->name, inc->len)) {
			*builtin = true;
			*len = strlen(h->text);
			return (char *)h->text;
		}
	return NULL;
}

static bool already_read(const struct cenv *env, const char *text)
{
	for (size_t i = 1; i < env->nfiles; i++)
		if (env->texts[i] == text)
			return true;
	return false;
}

int kapi__cenv_open(struct cenv *env, struct csrc *main_file,
		    struct kapi_loader *l)
{
	char *names[MAX_HEADERS];
	size_t nnames = 0;

	memset(env, 0, sizeof(*env));
	env->budget = EXPANSION_BUDGET;
	env->cap = 4;
	env->files = calloc(env->cap, sizeof(*env->files));
	env->texts = calloc(env->cap, sizeof(*env->texts));
	if (!env->files || !env->texts)
		return -ENOMEM;
	env->files[0] = *main_file;	/* borrowed: not closed here */
	env->nfiles = 1;
	/* breadth first: each file read is scanned for its own includes */
	for (size_t f = 0; f < env->nfiles; f++) {
		for (size_t i = 0; i < env->files[f].nincs; i++) {
			const struct cinclude *inc = &env->files[f].incs[i];
			bool seen = false, builtin;
			size_t len = 0;
			char *text;
			int err;

			for (size_t k = 0; k < nnames && !seen; k++)
				seen = strlen(names[k]) == inc->len &&
				       !memcmp(names[k], inc->name, inc->len);
			if (seen || nnames >= MAX_HEADERS)
				continue;
			names[nnames] = strndup(inc->name, inc->len);
			if (!names[nnames])
				break;
			nnames++;
			text = find_header(l, inc, &len, &builtin);
			if (!text || already_read(env, text))
				continue;
			if (env->nfiles == env->cap) {
				size_t cap = env->cap * 2;
				struct csrc *nf = realloc(env->files, cap * sizeof(*nf));
				char **nt;

				if (!nf)
					break;
				env->files = nf;
				nt = realloc(env->texts, cap * sizeof(*nt));
				if (!nt)
					break;
				env->texts = nt;
				env->cap = cap;
			}
			/* a header is plain C; a built-in one is not ours to free */
			err = kapi__csrc_open(&env->files[env->nfiles], text, len, 0);
			env->texts[env->nfiles] = builtin ? NULL : text;
			env->nfiles++;
			if (err)
				break;
		}
	}
	for (size_t k = 0; k < nnames; k++)
		free(names[k]);
	return 0;
}

void kapi__cenv_close(struct cenv *env)
{
	for (size_t i = 1; i < env->nfiles; i++) {
		kapi__csrc_close(&env->files[i]);
		free(env->texts[i]);
	}
	free(env->files);
	free(env->texts);
	memset(env, 0, sizeof(*env));
}

const struct cdefine *kapi__cenv_macro(const struct cenv *env,
				       const char *name, size_t len)
{
	for (size_t i = 0; i < env->nfiles; i++) {
		const struct cdefine *d = kapi__csrc_macro(&env->files[i], name,
							   len);

		if (d)
			return d;
	}
	return NULL;
}

const struct cdefine *kapi__cenv_define(const struct cenv *env,
					const char *name, size_t len)
{
	const struct cdefine *d = kapi__cenv_macro(env, name, len);

	return d && !d->func ? d : NULL;
}

/* The parameter names of d: idents separated by commas; "..." last. */
static int params_of(const struct cdefine *d, struct ctok **pt, size_t *pn,
		     bool *variadic, const struct ctok **named_va)
{
	struct ctok *t;
	size_t n, out = 0;

	*variadic = false;
	*named_va = NULL;
	*pt = NULL;
	*pn = 0;
	if (kapi__csrc_tokenize_text(d->params, d->params_len, d->line, &t, &n))
		return -ENOMEM;
	for (size_t i = 0; i < n; i++) {
		if (t[i].type == CT_IDENT) {
			if (i + 1 < n && kapi__ctok_is(&t[i + 1], "...")) {
				*variadic = true;	/* GNU: name... */
				*named_va = NULL;
				t[out++] = t[i];
				*named_va = &t[out - 1];
				i++;
				continue;
			}
			t[out++] = t[i];
		} else if (kapi__ctok_is(&t[i], "...")) {
			*variadic = true;
		}
	}
	*pt = t;
	*pn = out;
	return 0;
}

static void add_text(struct kapi_strbuf *sb, const struct ctok *t, size_t n)
{
	char *text = kapi__ctok_text(t, n);

	if (text)
		kapi__strbuf_add(sb, text, strlen(text));
	else
		sb->failed = true;
	free(text);
}

/*
 * The tokens as a string literal, as the # operator makes them: one space
 * where there was any, and every " and \ of a literal escaped.
 */
static void stringize(struct kapi_strbuf *sb, const struct ctok *t, size_t n)
{
	kapi__strbuf_add(sb, "\"", 1);
	for (size_t i = 0; i < n; i++) {
		if (i && t[i].space_before)
			kapi__strbuf_add(sb, " ", 1);
		if (t[i].type != CT_STR && t[i].type != CT_CHAR) {
			kapi__strbuf_add(sb, t[i].p, t[i].n);
			continue;
		}
		for (size_t k = 0; k < t[i].n; k++) {
			if (t[i].p[k] == '"' || t[i].p[k] == '\\')
				kapi__strbuf_add(sb, "\\", 1);
			kapi__strbuf_add(sb, t[i].p + k, 1);
		}
	}
	kapi__strbuf_add(sb, "\"", 1);
}

int kapi__cmacro_expand(struct cenv *env, const struct cdefine *d,
			const struct cspan *args, int nargs,
			kapi_cmacro_arg_fn expand_arg, void *ctx,
			struct kapi_strbuf *out)
{
	struct ctok *bt = NULL, *pt = NULL;
	size_t bn = 0, pn = 0, start = out->len;
	const struct ctok *named_va = NULL;
	bool variadic = false;
	struct cspan va = { NULL, 0 }, empty = { NULL, 0 };
	int err = 0;

	if (d->func && params_of(d, &pt, &pn, &variadic, &named_va))
		return -ENOMEM;
	if (d->func) {
		size_t fixed = pn - (named_va ? 1 : 0);

		/* F() passes one empty argument; a macro of none takes it */
		if (nargs == 1 && !args[0].n && !fixed && !variadic)
			nargs = 0;
		else if (nargs == 0 && fixed == 1) {
			args = &empty;
			nargs = 1;
		}
		if ((size_t)nargs < fixed || (!variadic && (size_t)nargs > fixed)) {
			free(pt);
			return -EINVAL;
		}
		if (variadic && (size_t)nargs > fixed) {
			va.t = args[fixed].t;
			va.n = (size_t)(args[nargs - 1].t + args[nargs - 1].n -
					args[fixed].t);
		}
	}
	if (kapi__csrc_tokenize_text(d->body, d->body_len, d->line, &bt, &bn)) {
		free(pt);
		return -ENOMEM;
	}
	for (size_t i = 0; i < bn && !err; i++) {
		const struct cspan *arg = NULL;
		bool str = false, paste_next, paste_prev;

		/* # param: the argument as a string literal */
		if (d->func && kapi__ctok_is(&bt[i], "#") && i + 1 < bn &&
		    bt[i + 1].type == CT_IDENT) {
			str = true;
			i++;
		}
		if (d->func && bt[i].type == CT_IDENT) {
			if (kapi__ctok_is(&bt[i], "__VA_ARGS__") && variadic &&
			    !named_va) {
				arg = &va;
			} else {
				for (size_t p = 0; p < pn; p++)
					if (pt[p].n == bt[i].n &&
					    !memcmp(pt[p].p, bt[i].p, bt[i].n)) {
						arg = named_va == &pt[p] ? &va :
						      (int)p < nargs ? &args[p] : NULL;
						if (!arg)
							arg = &va;
						break;
					}
			}
		}
		paste_next = i + 1 < bn && kapi__ctok_is(&bt[i + 1], "##");
		paste_prev = i > 0 && kapi__ctok_is(&bt[i - 1], "##");
		if (kapi__ctok_is(&bt[i], "##"))
			continue;	/* the neighbours join below */
		/* GNU: ", ## __VA_ARGS__" drops the comma when there are none */
		if (kapi__ctok_is(&bt[i], ",") && paste_next && i + 2 < bn &&
		    ((kapi__ctok_is(&bt[i + 2], "__VA_ARGS__") && !named_va) ||
		     (named_va && bt[i + 2].n == named_va->n &&
		      !memcmp(bt[i + 2].p, named_va->p, named_va->n))) &&
		    !va.n) {
			i += 2;
			continue;
		}
		if (!paste_prev && out->len > start)
			kapi__strbuf_add(out, " ", 1);
		if (str)
			stringize(out, arg ? arg->t : &bt[i], arg ? arg->n : 1);
		else if (arg && expand_arg && !paste_prev && !paste_next)
			err = expand_arg(ctx, arg->t, arg->n, out);
		else if (arg)
			add_text(out, arg->t, arg->n);
		else
			kapi__strbuf_add(out, bt[i].p, bt[i].n);
		if (out->len - start > env->budget)
			err = -E2BIG;
	}
	free(bt);
	free(pt);
	if (out->failed)
		return -ENOMEM;
	if (!err)
		env->budget -= out->len - start;
	else
		env->budget = 0;
	return err;
}

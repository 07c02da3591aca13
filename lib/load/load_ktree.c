// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * Kernel tree loader: what a kernel source tree says about its user-space
 * API, as generated specs (marked generated, like the baselines of
 * scripts/gen-syscall-specs.sh), so kapi diff can compare two trees, a
 * tree and the running kernel, or a tree and the deep specs.
 *
 *  - one spec "sys_NAME" per x86-64 syscall of
 *    arch/x86/entry/syscalls/syscall_64.tbl: its number in cmd and its
 *    entry point in cmd_name (NULL for a number kept with no entry), the
 *    parameters of its SYSCALL_DEFINEn with C types and type classes
 *    (data/type_classes.tsv), and, for the arguments data/arg_constants.tsv
 *    names, the constants the tree's uapi headers define for them, valued
 *    by the tree's own #defines (never this host's);
 *  - the sysfs attributes of Documentation/ABI with their ABI level;
 *  - ioctl commands and uapi struct layouts (ktree_ioctl.c).
 */
#include <errno.h>
#include <pthread.h>
#include <regex.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "load/c/cexpr.h"
#include "load/ktree.h"

#define TBL "arch/x86/entry/syscalls/syscall_64.tbl"

bool kapi__is_ktree(const char *dir)
{
	char path[4096];
	struct stat st;

	snprintf(path, sizeof(path), "%s/" TBL, dir);
	if (stat(path, &st) || !S_ISREG(st.st_mode))
		return false;
	snprintf(path, sizeof(path), "%s/include/uapi", dir);
	return !stat(path, &st) && S_ISDIR(st.st_mode);
}

static bool resolve(void *ctx, const char *name, size_t len, const char **text,
		    size_t *text_len)
{
	struct ktree *t = ctx;
	struct ktree_ent *e = ktree_map_find(&t->defs, name, len);

	if (!e || !e->val)
		return false;
	*text = e->val;
	*text_len = e->vlen;
	return true;
}

int ktree_define_value(struct ktree *t, const char *name, size_t len,
		       int64_t *v)
{
	struct ktree_ent *e = ktree_map_find(&t->defs, name, len);

	if (!e || !e->val || !e->vlen)
		return -ENOENT;
	return kapi__cexpr_eval_own(e->val, e->vlen, v, NULL, 0, resolve, t);
}

/* ---- type classes ---- */

struct class_rule {
	uint8_t type;
	bool has[3];
	regex_t re[3];		/* name, type, type-not */
};

struct classes {
	struct class_rule r[16];
	size_t n;
};

static const struct {
	const char *name;
	uint8_t type;
} class_names[] = {
	{ "FD", KAPI_TYPE_FD }, { "PATH", KAPI_TYPE_PATH },
	{ "STRING", KAPI_TYPE_STRING }, { "USER_PTR", KAPI_TYPE_USER_PTR },
	{ "UINT", KAPI_TYPE_UINT }, { "INT", KAPI_TYPE_INT },
};

static void classes_load(struct classes *c)
{
	const char *p = kapi__type_classes_tsv;

	c->n = 0;
	while (*p && c->n < sizeof(c->r) / sizeof(c->r[0])) {
		const char *eol = strchrnul(p, '\n');
		char line[512], *f[4], *save = NULL;
		struct class_rule *r = &c->r[c->n];
		size_t n = (size_t)(eol - p), k = 0;

		if (*p != '#' && n && n < sizeof(line)) {
			memcpy(line, p, n);
			line[n] = '\0';
			for (char *s = strtok_r(line, "\t", &save); s && k < 4;
			     s = strtok_r(NULL, "\t", &save))
				f[k++] = s;
			for (size_t i = 0; k == 4 && i < 6; i++) {
				if (strcmp(f[0], class_names[i].name))
					continue;
				r->type = class_names[i].type;
				for (int j = 0; j < 3; j++)
					r->has[j] = strcmp(f[j + 1], "-") &&
						!regcomp(&r->re[j], f[j + 1],
							 REG_EXTENDED | REG_NOSUB);
				c->n++;
			}
		}
		p = *eol ? eol + 1 : eol;
	}
}

static void classes_free(struct classes *c)
{
	for (size_t i = 0; i < c->n; i++)
		for (int j = 0; j < 3; j++)
			if (c->r[i].has[j])
				regfree(&c->r[i].re[j]);
}

static uint8_t class_of(const struct classes *c, const char *type,
			const char *name)
{
	for (size_t i = 0; i < c->n; i++) {
		const struct class_rule *r = &c->r[i];

		if ((!r->has[0] || !regexec(&r->re[0], name, 0, NULL, 0)) &&
		    (!r->has[1] || !regexec(&r->re[1], type, 0, NULL, 0)) &&
		    (!r->has[2] || regexec(&r->re[2], type, 0, NULL, 0)))
			return r->type;
	}
	return KAPI_TYPE_INT;
}

static struct classes shared_classes;
static pthread_once_t shared_once = PTHREAD_ONCE_INIT;

static void shared_load(void)
{
	classes_load(&shared_classes);
}

uint8_t kapi__type_class(const char *type, const char *name)
{
	pthread_once(&shared_once, shared_load);
	return class_of(&shared_classes, type ? type : "", name ? name : "");
}

/* ---- argument constants ---- */

struct named {
	const char *name;
	size_t len;
	int64_t v;
};

static int by_name(const void *a, const void *b)
{
	const struct named *x = a, *y = b;
	size_t n = x->len < y->len ? x->len : y->len;
	int c = memcmp(x->name, y->name, n);

	return c ? c : (x->len > y->len) - (x->len < y->len);
}

static bool token_matches(const char *tok, size_t tlen, const char *name,
			  size_t nlen)
{
	if (tlen && tok[tlen - 1] == '*')
		return nlen >= tlen - 1 && !memcmp(name, tok, tlen - 1);
	return nlen == tlen && !memcmp(name, tok, tlen);
}

/* Whether a "-NAME" or "-PREFIX*" token of the row leaves name out. */
static bool excluded(const char *row, const char *end, const char *name,
		     size_t nlen)
{
	for (const char *p = row; p < end;) {
		size_t n = strcspn(p, " \n");

		if (p + n > end)
			n = (size_t)(end - p);
		if (n > 1 && p[0] == '-' && token_matches(p + 1, n - 1, name, nlen))
			return true;
		p += n + 1;
	}
	return false;
}

/* The TAG of the row's "enum:TAG" token: globs take its members only. */
static const char *row_enum(const char *row, const char *end, size_t *len)
{
	for (const char *p = row; p < end;) {
		size_t n = strcspn(p, " \n");

		if (p + n > end)
			n = (size_t)(end - p);
		if (n > 5 && !memcmp(p, "enum:", 5)) {
			*len = n - 5;
			return p + 5;
		}
		p += n + 1;
	}
	return NULL;
}

/*
 * Whether e is an enumerator of enum tag, or a #define naming one (an
 * alias): the values the argument's own enum has, not every constant a
 * prefix matches (BPF_* takes in attach types and TCP states).
 */
static bool in_enum(const struct ktree *t, const struct ktree_ent *e,
		    const char *tag, size_t len)
{
	if (!e->tag && e->val && e->vlen < 128)
		e = ktree_map_find(&t->defs, e->val, e->vlen);
	return e && e->tag && e->taglen == len && !memcmp(e->tag, tag, len);
}

static int add_named(struct named **v, size_t *n, size_t *cap, const char *name,
		     size_t len, int64_t val)
{
	for (size_t i = 0; i < *n; i++)
		if ((*v)[i].len == len && !memcmp((*v)[i].name, name, len))
			return 0;
	if (kapi__grow(v, cap, *n, sizeof(**v), 32))
		return -ENOMEM;
	(*v)[(*n)++] = (struct named){ name, len, val };
	return 0;
}

static int by_key(const void *a, const void *b)
{
	const struct ktree_ent *x = *(const struct ktree_ent *const *)a;
	const struct ktree_ent *y = *(const struct ktree_ent *const *)b;
	size_t n = x->klen < y->klen ? x->klen : y->klen;
	int c = memcmp(x->key, y->key, n);

	return c ? c : (x->klen > y->klen) - (x->klen < y->klen);
}

/* A define with its name's first 8 bytes as a number, for sorting. */
struct keyed {
	uint64_t head;
	const struct ktree_ent *e;
};

static int by_head(const void *a, const void *b)
{
	const struct keyed *x = a, *y = b;

	if (x->head != y->head)
		return x->head < y->head ? -1 : 1;
	return by_key(&x->e, &y->e);
}

/* The first 8 bytes of k (zeros past its end), compared as memcmp would. */
static uint64_t head_of(const char *k, size_t n)
{
	uint64_t h = 0;

	for (size_t i = 0; i < 8; i++)
		h = h << 8 | (i < n ? (unsigned char)k[i] : 0);
	return h;
}

/*
 * The prefixes of data/arg_constants.tsv's globs ("PREFIX*", "-PREFIX*"):
 * only names with one of them are ever looked up in the sorted list, so
 * only those are sorted (some 40 prefixes against 50,000 names a tree).
 */
struct glob_prefixes {
	struct { const char *s; size_t n; } p[128];
	size_t n;
	bool all;			/* a prefix too short to index, or too many */
	uint8_t first2[65536 / 8];	/* the first two bytes of each */
};

static struct glob_prefixes globs;
static pthread_once_t globs_once = PTHREAD_ONCE_INIT;

static void glob_add(const char *tok, size_t n)
{
	unsigned int two;

	if (n && tok[0] == '-')
		tok++, n--;
	if (n < 3 || globs.n == sizeof(globs.p) / sizeof(globs.p[0])) {
		globs.all = true;	/* "X*" or "*": every name kept */
		return;
	}
	n--;				/* the '*' */
	globs.p[globs.n].s = tok;
	globs.p[globs.n++].n = n;
	two = (unsigned int)(unsigned char)tok[0] << 8 | (unsigned char)tok[1];
	globs.first2[two / 8] |= (uint8_t)(1u << (two % 8));
}

static void globs_load(void)
{
	for (const char *p = kapi__arg_constants_tsv; *p;) {
		const char *eol = strchrnul(p, '\n');

		for (const char *q = p; *p != '#' && q < eol;) {
			size_t n = strcspn(q, " \t\n");

			if (n && q[n - 1] == '*')
				glob_add(q, n);
			q += n + (q + n < eol);
		}
		p = *eol ? eol + 1 : eol;
	}
}

/* Whether a glob of the table may take the name. */
static bool glob_wanted(const char *k, size_t n)
{
	unsigned int two;

	if (globs.all)
		return true;
	if (n < 2)
		return false;
	two = (unsigned int)(unsigned char)k[0] << 8 | (unsigned char)k[1];
	if (!(globs.first2[two / 8] & (1u << (two % 8))))
		return false;
	for (size_t i = 0; i < globs.n; i++)
		if (n >= globs.p[i].n && !memcmp(k, globs.p[i].s, globs.p[i].n))
			return true;
	return false;
}

/*
 * The tree's defines a glob may take, sorted by name, made on first use.
 * Most compares end on the names' first bytes, kept beside each entry: the
 * sort does not reach into the header buffers for them.
 */
static int sort_defs(struct ktree *t)
{
	struct keyed *v;
	size_t k = 0;

	pthread_once(&globs_once, globs_load);

	if (t->sorted)
		return 0;
	t->sorted = malloc((t->defs.n ? t->defs.n : 1) * sizeof(*t->sorted));
	v = malloc((t->defs.n ? t->defs.n : 1) * sizeof(*v));
	if (!t->sorted || !v) {
		free(v);
		free(t->sorted);
		t->sorted = NULL;
		return -ENOMEM;
	}
	for (size_t i = 0; i < t->defs.cap; i++) {
		const struct ktree_ent *e = &t->defs.e[i];

		if (e->key && glob_wanted(e->key, e->klen))
			v[k++] = (struct keyed){ head_of(e->key, e->klen), e };
	}
	qsort(v, k, sizeof(*v), by_head);
	for (size_t i = 0; i < k; i++)
		t->sorted[i] = v[i].e;
	free(v);
	t->nsorted = k;
	return 0;
}

/* The first of the sorted defines not below prefix p (n bytes). */
static size_t lower_bound(const struct ktree *t, const char *p, size_t n)
{
	size_t lo = 0, hi = t->nsorted;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		const struct ktree_ent *e = t->sorted[mid];
		size_t m = e->klen < n ? e->klen : n;
		int c = memcmp(e->key, p, m);

		if (c < 0 || (!c && e->klen < n))
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

/*
 * The constants a row names, valued by the tree; into p's constraint (a
 * mask of their bits or an enum of their values) and its text, which lists
 * them by name ("uapi: NAME=VALUE ...", what kapi diff compares by name).
 */
static int arg_constants(struct ktree *t, struct kapi_param_spec *p,
			 const char *row, const char *end)
{
	bool mask = !strncmp(row, "mask", 4);
	struct named *v = NULL;
	size_t n = 0, cap = 0, taglen = 0;
	const char *tag;
	struct kapi_strbuf sb;
	int err = 0;
	int64_t val;

	row = strchr(row, '\t');
	if (!row || row > end)
		return 0;
	row++;
	tag = row_enum(row, end, &taglen);
	for (const char *p2 = row; p2 < end && !err;) {
		size_t tl = strcspn(p2, " \n");

		if (p2 + tl > end)
			tl = (size_t)(end - p2);
		if (tl && p2[0] != '-' && p2[tl - 1] == '*') {
			/* the names with the prefix are a run of the sorted list */
			err = sort_defs(t);
			for (size_t i = err ? t->nsorted : lower_bound(t, p2, tl - 1);
			     i < t->nsorted && !err; i++) {
				const struct ktree_ent *e = t->sorted[i];

				if (!token_matches(p2, tl, e->key, e->klen))
					break;
				if (excluded(row, end, e->key, e->klen) ||
				    (tag && !in_enum(t, e, tag, taglen)) ||
				    ktree_define_value(t, e->key, e->klen, &val) ||
				    (mask && val < 0))
					continue;
				err = add_named(&v, &n, &cap, e->key, e->klen, val);
			}
		} else if (tl && p2[0] != '-' && !(tl > 5 && !memcmp(p2, "enum:", 5)) &&
			   !ktree_define_value(t, p2, tl, &val) &&
			   !(mask && val < 0)) {
			err = add_named(&v, &n, &cap, p2, tl, val);
		}
		p2 += tl + 1;
	}
	if (err || !n) {
		free(v);
		return err;
	}
	qsort(v, n, sizeof(*v), by_name);
	kapi__strbuf_init(&sb);
	kapi__strbuf_printf(&sb, "uapi:");
	if (mask) {
		p->constraint_type = KAPI_CONSTRAINT_MASK;
		for (size_t i = 0; i < n; i++) {
			p->valid_mask |= (uint64_t)v[i].v;
			kapi__strbuf_printf(&sb, " %.*s=0x%llx", (int)v[i].len,
					    v[i].name, (unsigned long long)v[i].v);
		}
	} else {
		int64_t *ev = kapi__arena_alloc(t->l->arena, n * sizeof(*ev));
		uint32_t k = 0;

		if (!ev) {
			free(v);
			kapi__strbuf_free(&sb);
			return -ENOMEM;
		}
		p->constraint_type = KAPI_CONSTRAINT_ENUM;
		for (size_t i = 0; i < n; i++) {
			bool dup = false;

			for (uint32_t j = 0; j < k; j++)
				dup |= ev[j] == v[i].v;
			if (!dup)
				ev[k++] = v[i].v;
			kapi__strbuf_printf(&sb, " %.*s=%lld", (int)v[i].len,
					    v[i].name, (long long)v[i].v);
		}
		p->enum_values = ev;
		p->enum_count = k;
	}
	free(v);
	p->constraints = sb.failed ? NULL : kapi__load_strdup(t->l, sb.buf);
	err = sb.failed ? -ENOMEM : 0;
	kapi__strbuf_free(&sb);
	return err;
}

/* The row of data/arg_constants.tsv for syscall.arg: its kind column on. */
static const char *arg_row(const char *sys, const char *arg, const char **end)
{
	const char *found = NULL, *p = kapi__arg_constants_tsv;
	size_t sl = strlen(sys), al = strlen(arg);

	while (*p) {
		const char *eol = strchrnul(p, '\n');

		/* a later row for the same argument wins */
		if (*p != '#' && !strncmp(p, sys, sl) && p[sl] == '\t' &&
		    !strncmp(p + sl + 1, arg, al) && p[sl + 1 + al] == '\t') {
			found = p + sl + al + 2;
			*end = eol;
		}
		p = *eol ? eol + 1 : eol;
	}
	return found;
}

bool kapi__arg_constant_wanted(const char *sys, const char *arg,
			       const char *name)
{
	const char *end = NULL, *row = arg_row(sys, arg, &end);
	size_t nlen = strlen(name);

	row = row ? strchr(row, '\t') : NULL;
	if (!row || row > end)
		return false;
	row++;
	if (excluded(row, end, name, nlen))
		return false;
	for (const char *p = row; p < end;) {
		size_t n = strcspn(p, " \n");

		if (p + n > end)
			n = (size_t)(end - p);
		if (n && p[0] != '-' && token_matches(p, n, name, nlen))
			return true;
		p += n + 1;
	}
	return false;
}

/* ---- syscalls ---- */

/* A C type as ftrace prints it: no __user, single spaces. */
static char *norm_type(struct ktree *t, const char *s, size_t n)
{
	char buf[256];
	size_t k = 0;

	for (size_t i = 0; i < n && k + 2 < sizeof(buf); i++) {
		if (n - i >= 6 && !memcmp(s + i, "__user", 6) &&
		    (n - i == 6 || !(s[i + 6] == '_' ||
				     (s[i + 6] >= 'a' && s[i + 6] <= 'z')))) {
			i += 5;
			continue;
		}
		if (s[i] == ' ' || s[i] == '\t' || s[i] == '\n' || s[i] == '\\') {
			if (k && buf[k - 1] != ' ')
				buf[k++] = ' ';
			continue;
		}
		buf[k++] = s[i];
	}
	while (k && buf[k - 1] == ' ')
		k--;
	buf[k] = '\0';
	return kapi__load_strdup(t->l, buf[0] == ' ' ? buf + 1 : buf);
}

static void trim(const char **s, const char **e)
{
	while (*s < *e && (**s == ' ' || **s == '\t' || **s == '\n' ||
			   **s == '\\'))
		(*s)++;
	while (*e > *s && ((*e)[-1] == ' ' || (*e)[-1] == '\t' ||
			   (*e)[-1] == '\n' || (*e)[-1] == '\\'))
		(*e)--;
}

static int add_params(struct ktree *t, struct kapi_build *b,
		      const struct classes *c, const char *sys,
		      const char *args, unsigned int line)
{
	const char *p = strchr(args, ',');
	const char *parts[14][2];
	int n = 0;

	/* args: "name, type, arg, type, arg ..." */
	while (p && n < 14) {
		const char *s = p + 1, *e = s;
		int depth = 0;

		while (*e && (depth || *e != ',')) {
			depth += *e == '(';
			depth -= *e == ')';
			e++;
		}
		trim(&s, &e);
		parts[n][0] = s;
		parts[n++][1] = e;
		p = *e ? strchr(e, ',') : NULL;
	}
	for (int i = 0; i + 1 < n; i += 2) {
		struct kapi_param_spec *q = kapi__build_open(b, KAPI_K_PARAM,
							      i / 2, line);
		const char *row, *end = NULL;
		char *name;
		int err;

		if (!q)
			return -ENOMEM;
		q->type_name = norm_type(t, parts[i][0],
					 (size_t)(parts[i][1] - parts[i][0]));
		name = kapi__arena_strndup(t->l->arena, parts[i + 1][0],
					   (size_t)(parts[i + 1][1] -
						    parts[i + 1][0]));
		if (!q->type_name || !name)
			return -ENOMEM;
		q->name = name;
		q->type = class_of(c, q->type_name, name);
		q->flags = KAPI_PARAM_IN |
			   (strchr(q->type_name, '*') ? KAPI_PARAM_USER : 0);
		q->size_param_idx = -1;
		row = arg_row(sys, name, &end);
		if (row && (err = arg_constants(t, q, row, end)))
			return err;
		kapi__build_close(b, KAPI_K_PARAM);
	}
	return 0;
}

static int add_syscall(struct ktree *t, struct kapi_build *b,
		       const struct classes *c, long nr, const char *name,
		       const char *entry, unsigned int line)
{
	char spec_name[160];
	struct kernel_api_spec *s;
	const struct ktree_ent *proto = NULL;
	int err;

	snprintf(spec_name, sizeof(spec_name), "sys_%s", name);
	kapi__build_begin(b, kapi__load_strdup(t->l, spec_name),
			  KAPI_API_FUNCTION, line);
	s = kapi__build_cur(b, KAPI_K_SPEC);
	if (!s)
		return -ENOMEM;
	s->generated = true;
	s->cmd = (uint32_t)nr;
	s->context_flags = KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE;
	s->description = "as the kernel tree declares it";
	if (entry) {
		s->cmd_name = kapi__load_strdup(t->l, entry);
		if (!strncmp(entry, "sys_", 4))
			proto = ktree_map_find(&t->protos, entry + 4,
					       strlen(entry + 4));
		else if (!strncmp(entry, "compat_sys_", 11))
			proto = ktree_map_find(&t->protos, entry,
					       strlen("compat_") +
					       strlen(entry + 11));
	}
	s->return_spec.type_name = "long";
	s->return_spec.type = KAPI_TYPE_INT;
	s->return_spec.check_type = KAPI_RETURN_ERROR_CHECK;
	if (proto && proto->val &&
	    (err = add_params(t, b, c, name, proto->val, line)))
		return err;
	return kapi__build_finish(b);
}

static int load_syscalls(struct ktree *t)
{
	struct kapi_build *b;
	struct classes c;
	size_t len;
	char *tbl = ktree_slurp(t, TBL, &len);
	unsigned int line = 0;
	size_t missing = 0;
	char where[4096];
	int err = 0;

	if (!tbl)
		return -ENOENT;
	b = kapi__build_new(t->l);
	if (!b)
		return -ENOMEM;
	/* a syscall's location is its line of the table: file:line */
	snprintf(where, sizeof(where), "%s/%s", t->root, TBL);
	t->l->file = where;
	classes_load(&c);
	for (char *save = NULL, *l = strtok_r(tbl, "\n", &save); l && !err;
	     l = strtok_r(NULL, "\n", &save)) {
		char *f[5], *s2 = NULL;
		int k = 0;
		char *end;
		long nr;

		line++;
		if (*l == '#')
			continue;
		for (char *w = strtok_r(l, " \t", &s2); w && k < 5;
		     w = strtok_r(NULL, " \t", &s2))
			f[k++] = w;
		if (k < 3 || (strcmp(f[1], "common") && strcmp(f[1], "64")))
			continue;
		nr = strtol(f[0], &end, 10);
		if (*end || nr < 0)
			continue;
		if (k >= 4 && !strncmp(f[3], "sys_", 4) &&
		    !ktree_map_find(&t->protos, f[3] + 4, strlen(f[3] + 4)))
			missing++;
		err = add_syscall(t, b, &c, nr, f[2], k >= 4 ? f[3] : NULL,
				  line);
	}
	classes_free(&c);
	kapi__build_free(b);
	t->l->file = t->root;
	if (missing)
		kapi__load_msg(t->l, KAPI_LOG_WARN, 0,
			       "%zu syscall entry point%s with no SYSCALL_DEFINE "
			       "found: no parameters", missing,
			       missing == 1 ? "" : "s");
	return err;
}

void ktree_tick(struct ktree *t)
{
	struct kapi_loader *l = t->l;

	if (!l->opts || !l->opts->progress ||
	    __atomic_exchange_n(&t->ticking, 1, __ATOMIC_ACQUIRE))
		return;
	l->stats.files = t->files0 +
			 __atomic_load_n(&t->c_files, __ATOMIC_RELAXED) +
			 __atomic_load_n(&t->headers, __ATOMIC_RELAXED) +
			 __atomic_load_n(&t->probed, __ATOMIC_RELAXED);
	l->opts->progress(l->opts->log_ctx, &l->stats);
	__atomic_store_n(&t->ticking, 0, __ATOMIC_RELEASE);
}

static void *protos_thread(void *arg)
{
	struct ktree *t = arg;

	t->protos_err = ktree_scan_protos(t);
	return NULL;
}

/*
 * The uapi headers and the .c files' walks share nothing but the kept
 * buffers (locked) and the counts: on two CPUs they take the time of the
 * longer one.
 */
static int scan(struct ktree *t)
{
	pthread_t th;
	bool threaded = !pthread_create(&th, NULL, protos_thread, t);
	int err = ktree_scan_defines(t);

	if (threaded)
		pthread_join(th, NULL);
	else if (!err)
		t->protos_err = ktree_scan_protos(t);
	return err ? err : t->protos_err;
}

int kapi__load_ktree(struct kapi_loader *l, const char *root)
{
	struct ktree t = { .l = l, .root = root, .files0 = l->stats.files,
			   .lock = PTHREAD_MUTEX_INITIALIZER };
	int err;

	err = scan(&t);
	if (!err)
		err = load_syscalls(&t);
	if (!err)
		err = kapi__ktree_ioctls(&t);
	if (!err)
		err = kapi__ktree_abi(&t);
	l->stats.files = t.files0 + t.c_files + t.headers;
	for (size_t i = 0; i < t.nbufs; i++)
		free(t.bufs[i]);
	free(t.bufs);
	ktree_pool_free(&t);
	free(t.hdrs);
	free(t.sorted);
	ktree_map_free(&t.defs);
	ktree_map_free(&t.protos);
	return err;
}

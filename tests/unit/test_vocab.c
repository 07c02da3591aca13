// SPDX-License-Identifier: GPL-2.0
/*
 * The vocabulary is defined once, in lib/model/vocab.def.  What cannot be
 * expanded from it is checked against it here:
 *  - every macro include/kapi/spec_dsl.h defines (as the preprocessor sees
 *    it: build/gen/dsl_defines.h) is read by the C-source loader, or is a
 *    constant the loader's evaluator knows;
 *  - every KAPI_DSL_* row names a macro of spec_dsl.h with as many
 *    parameters as its program reads, that selects the pass of the row's
 *    kind and initialises the very fields the row sets;
 *  - every kind's pass exists in spec_pass.h and spec_compile.h runs them
 *    all;
 *  - within a kind, C and JSON names are unique and every row's walk
 *    style can show a value of its type.
 */
#include <stdlib.h>
#include <string.h>

#include "tap.h"
#include "load/load.h"
#include "load/c/cexpr.h"
#include "dsl_defines.h"

struct row {
	const char *name, *op;
	enum kapi_kind kind;
	const char *prog;
};

static const struct row rows[] = {
#define KAPI_DSL_SPEC(n, api, p)	{ n, "SPEC", KAPI_K_SPEC, p },
#define KAPI_DSL_END(n)			{ n, "END", KAPI_K_SPEC, "" },
#define KAPI_DSL_IGNORE(n)		{ n, "IGNORE", KAPI_K_SPEC, NULL },
#define KAPI_DSL_COUNT(n, k)		{ n, "COUNT", KAPI_K_##k, "n" },
#define KAPI_DSL_OPEN(n, k, p)		{ n, "OPEN", KAPI_K_##k, p },
#define KAPI_DSL_ITEM(n, k, p)		{ n, "ITEM", KAPI_K_##k, p },
#define KAPI_DSL_SET(n, k, p)		{ n, "SET", KAPI_K_##k, p },
#define KAPI_DSL_CLOSE(n, k)		{ n, "CLOSE", KAPI_K_##k, "" },
#include "model/vocab.def"
};

static const char *const sel_of[KAPI_K__COUNT] = {
#define KAPI_KIND(K, type, label, list, sel)	[KAPI_K_##K] = #sel,
#include "model/vocab.def"
};

#define COUNT_OF(a)	(sizeof(a) / sizeof((a)[0]))

static const struct dsl_define *define_of(const char *name)
{
	for (size_t i = 0; i < COUNT_OF(dsl_defines); i++)
		if (!strcmp(dsl_defines[i].name, name))
			return &dsl_defines[i];
	return NULL;
}

static bool is_const(const char *name)
{
	uint64_t v;
	bool is_unsigned;

	return kapi__const_lookup(name, strlen(name), &v, &is_unsigned);
}

/* Whether body emits through KAPI__IN_<sel>, itself or via a KAPI__ helper. */
static bool selects(const char *body, const char *sel)
{
	char want[64];

	snprintf(want, sizeof(want), "KAPI__IN_%s(", sel);
	if (strstr(body, want))
		return true;
	for (size_t i = 0; i < COUNT_OF(dsl_defines); i++) {
		const struct dsl_define *d = &dsl_defines[i];
		char call[80];

		if (strncmp(d->name, "KAPI__", 6) || !d->fn)
			continue;
		snprintf(call, sizeof(call), "%s(", d->name);
		if (strstr(body, call) && strstr(d->body, want))
			return true;
	}
	return false;
}

/* Parameters of a define: how many fixed ones, and whether it takes "...". */
static int params_of(const struct dsl_define *d, bool *variadic)
{
	int n = 0;

	*variadic = strstr(d->params, "...") != NULL;
	if (!d->params[0])
		return 0;
	n = 1;
	for (const char *p = d->params; *p; p++)
		n += *p == ',';
	return *variadic ? n - 1 : n;
}

static int problems;

static void problem(const char *name, const char *what, const char *detail)
{
	printf("#   %s: %s%s%s\n", name, what, detail ? " " : "",
	       detail ? detail : "");
	problems++;
}

/* Checks one row's program against the macro it describes. */
static void check_row(const struct row *r, const struct dsl_define *d)
{
	bool variadic, rest = false;
	int want, args = 0;
	char *prog, *save = NULL;

	want = params_of(d, &variadic);
	if (!r->prog)
		return;
	prog = strdup(r->prog);
	for (char *w = strtok_r(prog, " ", &save); w;
	     w = strtok_r(NULL, " ", &save)) {
		size_t len;

		if (strchr(w, '=')) {
			*strchr(w, '=') = '\0';
		} else {
			len = strlen(w);
			if (len && w[len - 1] == '+')
				w[--len] = '\0';
			if (len && w[len - 1] == '*') {
				w[--len] = '\0';
				rest = true;
			} else {
				args++;
			}
		}
		if (*w == '#')
			w++;
		if (!strcmp(w, "idx") || !strcmp(w, "-") ||
		    !strcmp(r->op, "COUNT") || !strcmp(r->op, "SPEC"))
			continue;
		if (!kapi__field_by_c(r->kind, w, strlen(w)))
			problem(r->name, "sets no field of its kind:", w);
		else {
			char init[80];

			snprintf(init, sizeof(init), ".%s =", w);
			if (!strstr(d->body, init))
				problem(r->name, "does not initialise", init);
		}
	}
	free(prog);
	if (args != want || rest != variadic) {
		char detail[80];

		snprintf(detail, sizeof(detail),
			 "the row reads %d%s, the macro takes %d%s", args,
			 rest ? "+..." : "", want, variadic ? "+..." : "");
		problem(r->name, "arity:", detail);
	}
	if (!want && !variadic && d->fn)
		problem(r->name, "takes no argument but is function-like", NULL);
	if ((!strcmp(r->op, "OPEN") || !strcmp(r->op, "ITEM") ||
	     !strcmp(r->op, "SET") || !strcmp(r->op, "CLOSE")) &&
	    !selects(d->body, sel_of[r->kind]))
		problem(r->name, "does not emit in the pass of its kind:",
			sel_of[r->kind]);
}

static void check_rows(void)
{
	for (size_t i = 0; i < COUNT_OF(rows); i++) {
		const struct row *r = &rows[i];
		const struct dsl_define *d = define_of(r->name);
		int before = problems;

		if (!d) {
			problem(r->name, "is not defined by spec_dsl.h", NULL);
		} else {
			check_row(r, d);
		}
		ok(problems == before, "row %s agrees with spec_dsl.h", r->name);
	}
}

static void check_defines(void)
{
	for (size_t i = 0; i < COUNT_OF(dsl_defines); i++) {
		const struct dsl_define *d = &dsl_defines[i];
		bool statement;

		if (!strncmp(d->name, "KAPI__", 6) ||
		    !strcmp(d->name, "KAPI_SPEC_DSL_H"))
			continue;
		/* a statement emits through the passes (or is empty) */
		statement = !d->body[0] || strstr(d->body, "KAPI__") ||
			    strstr(d->body, "KAPI_PARAM(");
		if (statement)
			ok(kapi__c_macro_known(d->name),
			   "%s: accepted by the compiler, read by the source loader",
			   d->name);
		else
			ok(kapi__c_macro_known(d->name) || is_const(d->name),
			   "%s: a constant the source loader evaluates", d->name);
	}
	ok(!kapi__c_macro_known("KAPI_NO_SUCH_MACRO"),
	   "an unknown macro is not reported as known");
}

static void check_passes(void)
{
	for (int k = 0; k < KAPI_K__COUNT; k++) {
		bool found = false;

		for (size_t i = 0; i < COUNT_OF(dsl_passes); i++)
			found |= !strcmp(dsl_passes[i], sel_of[k]);
		ok(found, "kind %s emits in pass %s of spec_pass.h",
		   kapi__kind_name((enum kapi_kind)k), sel_of[k]);
	}
	/* and back: a pass no kind emits through is dead (NETMARK only
	 * marks that a spec has network facts, INDEX only checks that
	 * explicit indices neither repeat nor skip) */
	for (size_t i = 0; i < COUNT_OF(dsl_passes); i++) {
		bool used = !strcmp(dsl_passes[i], "NETMARK") ||
			    !strcmp(dsl_passes[i], "INDEX");

		for (int k = 0; k < KAPI_K__COUNT; k++)
			used |= !strcmp(dsl_passes[i], sel_of[k]);
		ok(used, "pass %s of spec_pass.h serves a kind of vocab.def",
		   dsl_passes[i]);
	}
	is_int(dsl_compile_passes, COUNT_OF(dsl_passes),
	       "spec_compile.h runs every pass spec_pass.h defines");
}

/* Whether a row's walk style can show a value of its type. */
static bool walk_fits(const struct kapi_field *f)
{
	bool named = f->walk == KAPI_W_NAME || f->walk == KAPI_W_FLAGS;

	if (f->walk != KAPI_W_NONE && !f->json)
		return false;
	switch (f->type) {
	case KAPI_F_STR:
	case KAPI_F_ARR_STR:
		return f->walk == KAPI_W_STR || f->walk == KAPI_W_OPT_STR;
	case KAPI_F_INT:
	case KAPI_F_BOOL:
	case KAPI_F_ARR_INT:
		if (named != (f->names >= 0))
			return false;
		return f->walk != KAPI_W_NONE && f->walk != KAPI_W_STR &&
		       f->walk != KAPI_W_OPT_STR && f->walk < KAPI_W_LIST &&
		       (f->type != KAPI_F_ARR_INT || f->item);
	case KAPI_F_CHILD:
		return f->walk == KAPI_W_NONE || f->walk == KAPI_W_ONE ||
		       f->walk == KAPI_W_EMBED ||
		       ((f->walk == KAPI_W_LIST || f->walk == KAPI_W_OPT_LIST) &&
			f->item);
	default:
		return f->walk == KAPI_W_NONE;
	}
}

static void check_names(void)
{
	for (int k = 0; k < KAPI_K__COUNT; k++) {
		size_t n;
		const struct kapi_field *f = kapi__fields((enum kapi_kind)k, &n);
		int before = problems;

		for (size_t i = 0; i < n; i++)
			for (size_t j = i + 1; j < n; j++) {
				if (f[i].c_name && f[j].c_name &&
				    !strcmp(f[i].c_name, f[j].c_name))
					problem(f[i].c_name, "twice as a C name", NULL);
				if (f[i].json && f[j].json &&
				    !strcmp(f[i].json, f[j].json))
					problem(f[i].json, "twice as a JSON key", NULL);
			}
		for (size_t i = 0; i < n; i++)
			if (!walk_fits(&f[i]))
				problem(f[i].json ? f[i].json : f[i].c_name,
					"has a walk style its type cannot show",
					NULL);
		ok(problems == before,
		   "kind %s: unique C and JSON names, walk styles fit the types",
		   kapi__kind_name((enum kapi_kind)k));
	}
}

int main(void)
{
	check_defines();
	check_rows();
	check_passes();
	check_names();
	return done_testing();
}

// SPDX-License-Identifier: GPL-2.0
/*
 * kapi lab matrix --kernels 6.1,6.12,live -- conform [ARGS]: conform on
 * each kernel (each in its VM; "live" here), then per syscall and kernel
 * what the kernel said: agree, absent (ENOSYS: not in that kernel), or the
 * disagreements; "since" names the oldest kernel of the list that has the
 * syscall when an older one lacks it.  Per kernel DIR/K.json is conform's
 * JSON report and DIR/K.kcidb.json a KCIDB document (its own checkout).
 */
#include <errno.h>
#include <getopt.h>
#include <json-c/json.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "conform_report.h"
#include "lab.h"
#include "main.h"

#define MAX_KERNELS 16

struct column {
	const char *spec;		/* as given: 6.1, live */
	char json[PATH_MAX], kcidb[PATH_MAX];
	json_object *doc;		/* conform's report, NULL when it failed */
	const char *release;
};

static int matrix_help(void)
{
	printf("usage: %s lab matrix --kernels K1,K2,... [-o DIR] -- conform [ARGS]\n"
	       "\n"
	       "Run conform on each kernel (live: this machine's) and print, per\n"
	       "syscall and kernel, agree, absent (ENOSYS), or the false\n"
	       "positives (FP), misses and errno gaps; 'since' is the first kernel\n"
	       "of the list having a syscall an earlier one lacks.  DIR (default\n"
	       "'.') gets K.json (conform's JSON) and K.kcidb.json (KCIDB, one\n"
	       "checkout per kernel) for each kernel.  With -j, the matrix as\n"
	       "JSON.  Exit status: 0 all agree, 1 disagreements, 3 a kernel\n"
	       "could not be run.\n", bin_name);
	return EXIT_OK;
}

/* Runs conform for one column: this kapi, in a VM unless live. */
static int run_column(struct column *c, int argc, char **argv)
{
	char **av = calloc((size_t)argc + 10, sizeof(*av));
	int n = 0, ret;

	if (!av)
		return -ENOMEM;
	av[n++] = "/proc/self/exe";
	if (strcmp(c->spec, "live")) {
		av[n++] = "--kernel";
		av[n++] = (char *)c->spec;
	}
	av[n++] = "conform";
	for (int i = 1; i < argc; i++)
		av[n++] = argv[i];
	av[n++] = "-f";
	av[n++] = "json";
	av[n++] = "-o";
	av[n++] = c->json;
	lab_progress("conform on %s", c->spec);
	ret = lab_run(av, -1, -1);
	free(av);
	if (ret != EXIT_OK && ret != EXIT_FINDINGS)
		return ret;
	c->doc = json_object_from_file(c->json);
	if (!c->doc)
		return EXIT_FAILURE_;
	c->release = json_object_get_string(json_object_object_get(c->doc, "kernel"));
	return EXIT_OK;
}

static size_t get_uint(json_object *o, const char *key)
{
	return (size_t)json_object_get_int64(json_object_object_get(o, key));
}

/* A syscall's entry in a column, or NULL. */
static json_object *syscall_of(const struct column *c, const char *name)
{
	json_object *arr = json_object_object_get(c->doc, "syscalls");
	size_t n = json_object_array_length(arr);

	for (size_t i = 0; i < n; i++) {
		json_object *s = json_object_array_get_idx(arr, i);
		const char *nm = json_object_get_string(json_object_object_get(s, "name"));

		if (nm && !strcmp(nm, name))
			return s;
	}
	return NULL;
}

/* Not in this kernel: its base call answered ENOSYS. */
static bool absent(json_object *s)
{
	json_object *res = json_object_object_get(s, "results");
	json_object *k = json_object_object_get(json_object_array_get_idx(res, 0),
					       "kernel");
	const char *e = json_object_get_string(json_object_object_get(k, "errno"));

	return e && !strcmp(e, "ENOSYS");
}

/* One cell: agree, absent, not run, -, or "FP n miss n gap n". */
static void cell(json_object *s, char *buf, size_t len)
{
	size_t fp, miss, gap;

	if (!s) {
		lab_fmt(buf, len, "-");
		return;
	}
	fp = get_uint(s, kapi_conform__verdict_name(KAPI_CONFORM_FALSE_POSITIVE));
	miss = get_uint(s, kapi_conform__verdict_name(KAPI_CONFORM_MISS));
	gap = get_uint(s, kapi_conform__verdict_name(KAPI_CONFORM_ERRNO_GAP));
	if (fp || miss || gap)
		lab_fmt(buf, len, "FP %zu miss %zu gap %zu", fp, miss, gap);
	else if (absent(s))
		lab_fmt(buf, len, "absent");
	else if (get_uint(s, "cases") == get_uint(s, kapi_conform__verdict_name(KAPI_CONFORM_NOT_RUN)))
		lab_fmt(buf, len, "not run");
	else
		lab_fmt(buf, len, "agree");
}

/* The first column having the syscall after one lacking it, or NULL. */
static const char *since(const struct column *cols, int n, const char *name)
{
	bool lacked = false;

	for (int i = 0; i < n; i++) {
		json_object *s = cols[i].doc ? syscall_of(&cols[i], name) : NULL;

		if (!s)
			continue;
		if (absent(s))
			lacked = true;
		else if (lacked)
			return cols[i].release ? cols[i].release : cols[i].spec;
	}
	return NULL;
}

/* The syscall names of every column, in the first report's order. */
static json_object *all_names(const struct column *cols, int n)
{
	json_object *names = json_object_new_array();

	for (int i = 0; i < n; i++) {
		json_object *arr = cols[i].doc ?
				   json_object_object_get(cols[i].doc, "syscalls") : NULL;

		for (size_t k = 0; arr && k < json_object_array_length(arr); k++) {
			json_object *nm = json_object_object_get(
				json_object_array_get_idx(arr, k), "name");
			bool seen = false;

			for (size_t m = 0; m < json_object_array_length(names) && !seen; m++)
				seen = !strcmp(json_object_get_string(
					json_object_array_get_idx(names, m)),
					json_object_get_string(nm));
			if (!seen)
				json_object_array_add(names, json_object_get(nm));
		}
	}
	return names;
}

/* DIR/K.kcidb.json through conform's own KCIDB writer. */
static int write_kcidb(const struct column *c)
{
	json_object *arr = json_object_object_get(c->doc, "syscalls");
	size_t n = json_object_array_length(arr);
	struct conform_run run = { .seed = get_uint(c->doc, "seed"),
				   .release = c->release };
	FILE *f;
	int err;

	run.calls = calloc(n ? n : 1, sizeof(*run.calls));
	if (!run.calls)
		return -ENOMEM;
	for (size_t i = 0; i < n; i++) {
		json_object *s = json_object_array_get_idx(arr, i);
		struct conform_syscall *cs = &run.calls[run.ncalls++];

		cs->name = json_object_get_string(json_object_object_get(s, "name"));
		cs->count = get_uint(s, "cases");
		for (int v = 0; v < KAPI_CONFORM__COUNT; v++)
			cs->tally[v] = get_uint(s, kapi_conform__verdict_name(v));
	}
	f = fopen(c->kcidb, "w");
	err = f ? conform_write(&run, CF_KCIDB, f) : -errno;
	if (f && fclose(f) && !err)
		err = -errno;
	free(run.calls);
	return err;
}

static void print_text(const struct column *cols, int n, json_object *names)
{
	char buf[64];

	printf("%-24s", "syscall");
	for (int i = 0; i < n; i++)
		printf(" %-24s", cols[i].release ? cols[i].release : cols[i].spec);
	printf(" since\n");
	for (size_t k = 0; k < json_object_array_length(names); k++) {
		const char *nm = json_object_get_string(json_object_array_get_idx(names, k));
		const char *s = since(cols, n, nm);

		printf("%-24s", nm);
		for (int i = 0; i < n; i++) {
			cell(cols[i].doc ? syscall_of(&cols[i], nm) : NULL, buf, sizeof(buf));
			printf(" %-24s", cols[i].doc ? buf : "(failed)");
		}
		printf(" %s\n", s ? s : "");
	}
	for (int i = 0; i < n; i++) {
		json_object *t = cols[i].doc ? json_object_object_get(cols[i].doc, "totals") : NULL;

		if (t)
			printf("total %s: %zu cases, %zu agree, %zu false positives, "
			       "%zu misses, %zu errno gaps (%s, %s)\n",
			       cols[i].release, get_uint(t, "cases"),
			       get_uint(t, "agree"), get_uint(t, "false_positive"),
			       get_uint(t, "miss"), get_uint(t, "errno_gap"),
			       cols[i].json, cols[i].kcidb);
		else
			printf("total %s: failed\n", cols[i].spec);
	}
}

static void print_json(const struct column *cols, int n, json_object *names)
{
	struct kapi_json *j = json_document();
	char buf[64];

	if (!j)
		return;
	kapi_json__key(j, "kernels");
	kapi_json__begin_array(j);
	for (int i = 0; i < n; i++) {
		kapi_json__begin_object(j);
		kapi_json__key_str(j, "kernel", cols[i].spec);
		kapi_json__key_str(j, "release", cols[i].release ? cols[i].release : "");
		kapi_json__key_str(j, "report", cols[i].json);
		kapi_json__key_str(j, "kcidb", cols[i].kcidb);
		kapi_json__key(j, "ok");
		kapi_json__bool(j, cols[i].doc != NULL);
		kapi_json__end_object(j);
	}
	kapi_json__end_array(j);
	kapi_json__key(j, "syscalls");
	kapi_json__begin_array(j);
	for (size_t k = 0; k < json_object_array_length(names); k++) {
		const char *nm = json_object_get_string(json_object_array_get_idx(names, k));
		const char *s = since(cols, n, nm);

		kapi_json__begin_object(j);
		kapi_json__key_str(j, "name", nm);
		kapi_json__key(j, "cells");
		kapi_json__begin_array(j);
		for (int i = 0; i < n; i++) {
			cell(cols[i].doc ? syscall_of(&cols[i], nm) : NULL, buf, sizeof(buf));
			kapi_json__string(j, cols[i].doc ? buf : "failed");
		}
		kapi_json__end_array(j);
		if (s)
			kapi_json__key_str(j, "since", s);
		kapi_json__end_object(j);
	}
	kapi_json__end_array(j);
	kapi_json__end_object(j);
	kapi_json__free(j);
}

static int parse_kernels(char *list, struct column *cols, int *n)
{
	for (char *save = NULL, *t = strtok_r(list, ",", &save); t;
	     t = strtok_r(NULL, ",", &save)) {
		if (*n == MAX_KERNELS) {
			p_err("lab matrix: at most %d kernels", MAX_KERNELS);
			return EXIT_USAGE;
		}
		cols[(*n)++].spec = t;
	}
	if (!*n) {
		p_err("lab matrix: --kernels names none");
		return EXIT_USAGE;
	}
	return EXIT_OK;
}

static int run_all(struct column *cols, int n, const char *dir, int argc,
		   char **argv)
{
	int ret = EXIT_OK;

	for (int i = 0; i < n; i++) {
		lab_fmt(cols[i].json, sizeof(cols[i].json), "%s/%s.json", dir, cols[i].spec);
		lab_fmt(cols[i].kcidb, sizeof(cols[i].kcidb), "%s/%s.kcidb.json",
			dir, cols[i].spec);
		if (run_column(&cols[i], argc, argv)) {
			p_err("lab matrix: conform on %s failed", cols[i].spec);
			ret = EXIT_FAILURE_;
		} else if (write_kcidb(&cols[i])) {
			p_err("cannot write '%s': %s", cols[i].kcidb, strerror(errno));
			ret = EXIT_FAILURE_;
		}
	}
	return ret;
}

int lab_matrix(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "kernels", required_argument, NULL, 'k' },
		{ "output", required_argument, NULL, 'o' },
		{ "json", no_argument, NULL, 'j' },
		{ NULL, 0, NULL, 0 },
	};
	struct column cols[MAX_KERNELS] = { 0 };
	const char *dir = ".";
	char *list = NULL;
	int opt, n = 0, ret, disagree = 0;
	json_object *names;

	if (is_help_request(argc, argv))
		return matrix_help();
	while ((opt = getopt_long(argc, argv, "+k:o:j", opts, NULL)) != -1) {
		if (opt == 'k')
			list = optarg;
		else if (opt == 'o')
			dir = optarg;
		else if (opt == 'j')
			json_output = true;
		else
			return EXIT_USAGE;
	}
	if (!list || optind >= argc || strcmp(argv[optind], "conform")) {
		p_err("usage: %s lab matrix --kernels K1,K2 [-o DIR] -- conform [ARGS]",
		      bin_name);
		return EXIT_USAGE;
	}
	ret = parse_kernels(list, cols, &n);
	if (ret)
		return ret;
	if (lab_mkdirs(dir, 0755)) {
		p_err("cannot make '%s': %s", dir, strerror(errno));
		return EXIT_FAILURE_;
	}
	ret = run_all(cols, n, dir, argc - optind, argv + optind);
	names = all_names(cols, n);
	if (json_output)
		print_json(cols, n, names);
	else
		print_text(cols, n, names);
	for (int i = 0; i < n; i++) {
		json_object *t = cols[i].doc ? json_object_object_get(cols[i].doc, "totals") : NULL;

		disagree += t && (get_uint(t, "false_positive") || get_uint(t, "miss") ||
				  get_uint(t, "errno_gap"));
	}
	json_object_put(names);
	for (int i = 0; i < n; i++)
		json_object_put(cols[i].doc);
	return ret ? ret : disagree ? EXIT_FINDINGS : EXIT_OK;
}

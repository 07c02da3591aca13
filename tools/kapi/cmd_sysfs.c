// SPDX-License-Identifier: GPL-2.0
/*
 * kapi sysfs check [--root DIR] [--no-undefined] [PATTERN]
 * kapi sysfs list  [--root DIR] [PATTERN]
 *
 * Reads every sysfs attribute the specs describe on this machine (never
 * writing), checks value, mode and access, and lists attributes beside
 * them that have no spec.
 */
#include <errno.h>
#include <getopt.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>

#include "main.h"

/* One attribute of 'sysfs list', kept so the list prints sorted by path. */
struct listed {
	char *path, *spec, *value;
	unsigned int mode;
	bool readable, writable, not_read;
};

struct sysfs_run {
	struct kapi_json *j;
	bool list;
	struct listed *listed;
	size_t nlisted, listed_cap;
	bool oom;
	size_t instances, findings, undefined;
	uint64_t ignored;		/* -X: finding kinds left out */
	struct kapi_suppressions *suppressions;
	struct kapi_baseline *baseline;
	size_t suppressed, baselined;
};

/*
 * A stable name for one finding, as lint and diff have: spec, path and
 * kind, FNV-1a over them, so --baseline can recognise it in a later run.
 */
static void fingerprint(const struct kapi_sysfs_instance *in,
			const struct kapi_finding *f, char out[17])
{
	const char *parts[] = { in->spec->name, in->path,
				kapi_finding__kind_name(f->kind) };
	uint64_t h = 0xcbf29ce484222325ULL;

	for (size_t i = 0; i < sizeof(parts) / sizeof(parts[0]); i++) {
		for (const char *c = parts[i]; c && *c; c++)
			h = (h ^ (unsigned char)*c) * 0x100000001b3ULL;
		h = (h ^ 0xff) * 0x100000001b3ULL;
	}
	snprintf(out, 17, "%016llx", (unsigned long long)h);
}

/*
 * Whether a finding stays out of the report: its kind is ignored, a
 * suppression names it (rule = its kind, api = the spec, subject = the
 * path, value = the value read), or the baseline holds it.
 */
static bool left_out(struct sysfs_run *r, const struct kapi_sysfs_instance *in,
		     const struct kapi_finding *f, const char *print)
{
	const char *kind = kapi_finding__kind_name(f->kind);
	struct kapi_rule rule = { .id = kind, .name = kind };
	struct kapi_change as_change = {
		.rule = &rule, .api = (char *)in->spec->name,
		.subject = (char *)in->path, .new_value = (char *)in->value,
		.message = (char *)f->message,
	};

	if (r->ignored >> f->kind & 1)
		return true;
	snprintf(as_change.fingerprint, sizeof(as_change.fingerprint), "%s",
		 print);
	if (kapi_suppressions__match(r->suppressions, &as_change)) {
		r->suppressed++;
		return true;
	}
	if (kapi_baseline__has(r->baseline, print)) {
		r->baselined++;
		return true;
	}
	return false;
}

static int sysfs_help(void)
{
	printf("usage: %s sysfs check [--root DIR] [--no-undefined] [PATTERN]\n"
	       "       %s sysfs list [--root DIR] [PATTERN]\n"
	       "\n"
	       "check: read every attribute a sysfs spec describes (placeholders\n"
	       "such as <disk> match every entry, <cgroup> every cgroup v2 group;\n"
	       "sysctls under /proc/sys too), check its value, file mode and\n"
	       "whether it opens for reading and writing (nothing is written), and\n"
	       "list attribute files beside them that no spec covers.\n"
	       "list: show each attribute with its value and mode.\n"
	       "\n"
	       "  --root DIR       a sysfs tree other than /sys (a copy, a fixture);\n"
	       "                   /proc/sys is then DIR/../proc/sys\n"
	       "  --no-undefined   do not list attributes without a spec\n"
	       "  -X, --ignore KINDS  leave out findings of these kinds (comma-\n"
	       "                   separated, e.g. mode for a copied tree)\n"
	       "  --suppressions FILE  leave out the findings FILE names\n"
	       "                   (rule = kind, api = spec, subject = path)\n"
	       "  --baseline FILE  report only findings an earlier -j check lacks\n"
	       "  PATTERN          a glob on the spec name or the attribute path\n"
	       "\n"
	       "With --from the kernel's Documentation/ABI, every documented file\n"
	       "is covered, so check lists what no document describes.\n"
	       "\n"
	       "Exit status: 0 no finding, 1 findings, 2 usage, 3 failure.\n",
	       bin_name, bin_name);
	return EXIT_OK;
}

/* What text output shows for a value it does not have. */
static const char *shown(const struct kapi_sysfs_instance *in)
{
	if (in->value)
		return in->value;
	return in->not_read ? "<not read: reading has side effects>"
			    : "<unreadable>";
}

static void keep_listed(struct sysfs_run *r, const struct kapi_sysfs_instance *in)
{
	struct listed *l;

	if (r->nlisted == r->listed_cap) {
		size_t cap = r->listed_cap ? 2 * r->listed_cap : 256;
		void *p = realloc(r->listed, cap * sizeof(*r->listed));

		if (!p) {
			r->oom = true;
			return;
		}
		r->listed = p;
		r->listed_cap = cap;
	}
	l = &r->listed[r->nlisted];
	*l = (struct listed){
		.path = strdup(in->path), .spec = strdup(in->spec->name),
		.value = in->value ? strdup(in->value) : NULL,
		.mode = in->mode, .readable = in->readable,
		.writable = in->writable, .not_read = in->not_read,
	};
	if (!l->path || !l->spec || (in->value && !l->value)) {
		r->oom = true;
		free(l->path);
		free(l->spec);
		free(l->value);
		return;
	}
	r->nlisted++;
}

static int by_path(const void *a, const void *b)
{
	return strcmp(((const struct listed *)a)->path,
		      ((const struct listed *)b)->path);
}

/* 'sysfs list', in path order whatever order the specs come in. */
static void print_listed(struct sysfs_run *r)
{
	qsort(r->listed, r->nlisted, sizeof(*r->listed), by_path);
	for (size_t i = 0; i < r->nlisted; i++) {
		struct listed *l = &r->listed[i];

		if (!r->j) {
			printf("%s = %s  (0%o%s%s)\n", l->path,
			       l->value ? l->value : l->not_read ?
			       "<not read: reading has side effects>" :
			       "<unreadable>", l->mode, l->readable ? " r" : "",
			       l->writable ? " w" : "");
		} else {
			kapi_json__begin_object(r->j);
			kapi_json__key(r->j, "path");
			kapi_json__string(r->j, l->path);
			kapi_json__key(r->j, "spec");
			kapi_json__string(r->j, l->spec);
			kapi_json__key(r->j, "value");
			if (l->value)
				kapi_json__string(r->j, l->value);
			else
				kapi_json__null(r->j);
			kapi_json__key(r->j, "mode");
			kapi_json__stringf(r->j, "0%o", l->mode);
			kapi_json__key(r->j, "readable");
			kapi_json__bool(r->j, l->readable);
			kapi_json__key(r->j, "writable");
			kapi_json__bool(r->j, l->writable);
			if (l->not_read) {
				kapi_json__key(r->j, "not_read");
				kapi_json__bool(r->j, true);
			}
			kapi_json__end_object(r->j);
		}
		free(l->path);
		free(l->spec);
		free(l->value);
	}
	free(r->listed);
	r->listed = NULL;
	r->nlisted = 0;
}

static void on_instance(void *ctx, const struct kapi_sysfs_instance *in)
{
	struct sysfs_run *r = ctx;

	r->instances++;
	if (r->list) {
		keep_listed(r, in);
		return;
	}
	for (size_t i = 0; i < in->findings->count; i++) {
		const struct kapi_finding *f = &in->findings->items[i];
		char print[17];

		fingerprint(in, f, print);
		if (left_out(r, in, f, print))
			continue;
		r->findings++;
		if (!r->j) {
			printf("%s: %s (value '%s', mode 0%o)\n", in->path,
			       f->message, shown(in), in->mode);
			continue;
		}
		kapi_json__begin_object(r->j);
		kapi_json__key(r->j, "path");
		kapi_json__string(r->j, in->path);
		kapi_json__key(r->j, "spec");
		kapi_json__string(r->j, in->spec->name);
		kapi_json__key(r->j, "finding");
		kapi_json__string(r->j, kapi_finding__kind_name(f->kind));
		kapi_json__key(r->j, "message");
		kapi_json__string(r->j, f->message);
		kapi_json__key(r->j, "fingerprint");
		kapi_json__string(r->j, print);
		kapi_json__key(r->j, "value");
		if (in->value)
			kapi_json__string(r->j, in->value);
		else
			kapi_json__null(r->j);
		kapi_json__end_object(r->j);
	}
}

static void on_undefined(void *ctx, const char *path)
{
	struct sysfs_run *r = ctx;

	r->undefined++;
	if (r->j)
		kapi_json__string(r->j, path);
	else
		printf("%s: no spec\n", path);
}

static int sysfs_run(struct sysfs_run *r, const char *root,
		     const char *pattern, bool undefined);

enum { OPT_ROOT = OPT_VERB_FIRST };

int do_sysfs(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "root", required_argument, NULL, OPT_ROOT },
		{ "no-undefined", no_argument, NULL, 'U' },
		{ "ignore", required_argument, NULL, 'X' },
		{ "suppressions", required_argument, NULL, OPT_SUPPRESS },
		{ "baseline", required_argument, NULL, OPT_BASELINE },
		{ "help", no_argument, NULL, 'h' },
		OUTPUT_OPTION,
		COMMON_OPTIONS,
		{ NULL, 0, NULL, 0 },
	};
	const char *root = NULL, *pattern = NULL;
	struct sysfs_run r = { 0 };
	bool undefined = true;
	int opt, ret;

	if (argc < 2 || is_help_request(argc, argv))
		return argc < 2 ? (sysfs_help(), EXIT_USAGE) : sysfs_help();
	if (!strcmp(argv[1], "list"))
		r.list = true;
	else if (strcmp(argv[1], "check")) {
		p_err("unknown sysfs command '%s' (check or list)", argv[1]);
		return EXIT_USAGE;
	}
	argc--;
	argv++;
	if (is_help_request(argc, argv))
		return sysfs_help();
	while ((opt = getopt_long(argc, argv, "X:o:jph", opts, NULL)) != -1) {
		switch (opt) {
		case OPT_ROOT:
			root = optarg;
			break;
		case 'X':
			if (parse_finding_kinds(optarg, &r.ignored))
				return EXIT_USAGE;
			break;
		case OPT_SUPPRESS:
			if (read_suppressions(optarg, &r.suppressions))
				return EXIT_FAILURE_;
			break;
		case OPT_BASELINE:
			if (read_baseline(optarg, "not a JSON document",
					  &r.baseline))
				return EXIT_FAILURE_;
			break;
		case 'U':
			undefined = false;
			break;
		case 'o':
		COMMON_CASES:
			ret = common_option(opt, optarg);
			if (ret)
				return ret;
			break;
		case 'h':
			return sysfs_help();
		default:
			return EXIT_USAGE;
		}
	}
	if (optind < argc)
		pattern = argv[optind++];
	if (optind < argc) {
		p_err("one PATTERN at most");
		return EXIT_USAGE;
	}
	if (root) {
		struct stat st;

		int e = stat(root, &st) ? errno :
			S_ISDIR(st.st_mode) ? 0 : ENOTDIR;

		if (e) {
			p_err("cannot use '%s' as the sysfs root: %s", root,
			      strerror(e));
			return EXIT_FAILURE_;
		}
	}
	ret = sysfs_run(&r, root, pattern, undefined);
	kapi_suppressions__free(r.suppressions);
	kapi_baseline__free(r.baseline);
	return ret;
}

static int sysfs_run(struct sysfs_run *rp, const char *root,
		     const char *pattern, bool undefined)
{
	struct sysfs_run r = *rp;
	int err;

	if (json_output) {
		r.j = json_document();
		if (!r.j)
			return EXIT_FAILURE_;
		kapi_json__key(r.j, r.list ? "attributes" : "findings");
		kapi_json__begin_array(r.j);
	}
	err = kapi_sysfs__walk(spec_registry(), root, pattern, on_instance, &r);
	if (r.list)
		print_listed(&r);
	if (r.j)
		kapi_json__end_array(r.j);
	if (r.oom && !err)
		err = -ENOMEM;
	if (!err && !r.list && undefined) {
		if (r.j) {
			kapi_json__key(r.j, "undefined");
			kapi_json__begin_array(r.j);
		}
		err = kapi_sysfs__undefined(spec_registry(), root, pattern,
					    on_undefined, &r);
		if (r.j)
			kapi_json__end_array(r.j);
	}
	if (r.j) {
		kapi_json__key(r.j, "instances");
		kapi_json__uint(r.j, r.instances);
		kapi_json__key(r.j, "suppressed");
		kapi_json__uint(r.j, r.suppressed);
		kapi_json__key(r.j, "in_baseline");
		kapi_json__uint(r.j, r.baselined);
		kapi_json__end_object(r.j);
		if (kapi_json__free(r.j))
			return EXIT_FAILURE_;
	} else if (!r.list) {
		printf("%zu attributes checked, %zu findings, %zu without a spec\n",
		       r.instances, r.findings, r.undefined);
		if (r.suppressions || r.baseline)
			printf("not shown: %zu suppressed, %zu in the baseline\n",
			       r.suppressed, r.baselined);
	}
	if (err) {
		p_err("cannot walk the sysfs tree: %s", strerror(-err));
		return EXIT_FAILURE_;
	}
	if (!r.instances && !r.list)
		p_info("%s: no attribute matched a sysfs spec under %s", bin_name,
		       root ? root : "/sys");
	if (r.instances && !r.list && geteuid() != 0)
		p_info("%s: not root: read-only and read-write behaviour not "
		       "checked", bin_name);
	return r.findings ? EXIT_FINDINGS : EXIT_OK;
}

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
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>

#include "main.h"

struct sysfs_run {
	struct kapi_json *j;
	bool list;
	size_t instances, findings, undefined;
};

static int sysfs_help(void)
{
	printf("usage: %s sysfs check [--root DIR] [--no-undefined] [PATTERN]\n"
	       "       %s sysfs list [--root DIR] [PATTERN]\n"
	       "\n"
	       "check: read every attribute a sysfs spec describes (placeholders\n"
	       "such as <disk> match every entry), check its value, file mode and\n"
	       "whether it opens for reading and writing (nothing is written), and\n"
	       "list attribute files beside them that no spec covers.\n"
	       "list: show each attribute with its value and mode.\n"
	       "\n"
	       "  --root DIR       a sysfs tree other than /sys (a copy, a fixture)\n"
	       "  --no-undefined   do not list attributes without a spec\n"
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

static void on_instance(void *ctx, const struct kapi_sysfs_instance *in)
{
	struct sysfs_run *r = ctx;

	r->instances++;
	r->findings += in->findings->count;
	if (r->list) {
		if (r->j) {
			kapi_json__begin_object(r->j);
			kapi_json__key(r->j, "path");
			kapi_json__string(r->j, in->path);
			kapi_json__key(r->j, "spec");
			kapi_json__string(r->j, in->spec->name);
			kapi_json__key(r->j, "value");
			if (in->value)
				kapi_json__string(r->j, in->value);
			else
				kapi_json__null(r->j);
			kapi_json__key(r->j, "mode");
			kapi_json__stringf(r->j, "0%o", in->mode);
			kapi_json__key(r->j, "readable");
			kapi_json__bool(r->j, in->readable);
			kapi_json__key(r->j, "writable");
			kapi_json__bool(r->j, in->writable);
			if (in->not_read) {
				kapi_json__key(r->j, "not_read");
				kapi_json__bool(r->j, true);
			}
			kapi_json__end_object(r->j);
		} else {
			printf("%s = %s  (0%o%s%s)\n", in->path,
			       shown(in), in->mode, in->readable ? " r" : "", in->writable ? " w" : "");
		}
		return;
	}
	for (size_t i = 0; i < in->findings->count; i++) {
		const struct kapi_finding *f = &in->findings->items[i];

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

int do_sysfs(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "root", required_argument, NULL, 'r' },
		{ "no-undefined", no_argument, NULL, 'U' },
		{ "help", no_argument, NULL, 'h' },
		SOURCE_OPTIONS,
		{ NULL, 0, NULL, 0 },
	};
	const char *root = NULL, *pattern = NULL;
	struct sysfs_run r = { 0 };
	bool undefined = true;
	int opt, err;

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
	while ((opt = getopt_long(argc, argv, "r:h", opts, NULL)) != -1) {
		switch (opt) {
		case 'r':
			root = optarg;
			break;
		case 'U':
			undefined = false;
			break;
		case OPT_FROM:
		case OPT_SOURCE_TYPE:
			if (source_option(opt, optarg))
				return EXIT_USAGE;
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
	if (json_output) {
		r.j = json_stdout();
		if (!r.j)
			return EXIT_FAILURE_;
		kapi_json__begin_object(r.j);
		kapi_json__key(r.j, r.list ? "attributes" : "findings");
		kapi_json__begin_array(r.j);
	}
	err = kapi_sysfs__walk(spec_registry(), root, pattern, on_instance, &r);
	if (r.j)
		kapi_json__end_array(r.j);
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
		kapi_json__end_object(r.j);
		if (kapi_json__free(r.j))
			return EXIT_FAILURE_;
	} else if (!r.list) {
		printf("%zu attributes checked, %zu findings, %zu without a spec\n",
		       r.instances, r.findings, r.undefined);
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

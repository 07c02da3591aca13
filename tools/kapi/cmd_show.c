// SPDX-License-Identifier: GPL-2.0
/* kapi show [-f FORMAT] NAME...  and  kapi export [...] [NAME...] */
#include <errno.h>
#include <getopt.h>
#include <stdlib.h>
#include <string.h>

#include "main.h"
#include "output.h"
#include "model/model.h"

static int show_help(const char *verb)
{
	if (!strcmp(verb, "show"))
		printf("usage: %s show [-f plain|json|xml|rst|man|syzlang|seccomp] NAME...\n"
		       "\n"
		       "Show specs in full.  NAME is a spec name (sys_mlockall), a\n"
		       "syscall name (mlockall) or number (151), an ioctl command\n"
		       "name (FWCTL_RPC) or number (0x4c82), or a sysfs path\n"
		       "(/sys/block/vda/queue/nr_requests).\n",
		       bin_name);
	else
		printf("usage: %s export [-f plain|json|xml|rst|man|syzlang|seccomp]\n"
		       "       [-o FILE] [--tree DIR] [--syscalls LIST|FILE] [NAME...]\n"
		       "\n"
		       "Export specs, all of them unless names are given, as one\n"
		       "document; -j selects JSON.  --tree DIR writes a debugfs-style\n"
		       "tree: list, specs/NAME, specs-json/NAME, all.json, all.xml;\n"
		       "with -f man it writes man2/NAME.2 and man5/NAME.5 for man -M.\n"
		       "-f seccomp writes an OCI seccomp profile allowing the named\n"
		       "syscalls (see --syscalls); kapi-export(1) has the details.\n",
		       bin_name);
	printf("  -f, --format FMT  output format (default plain, json with -j)\n");
	if (strcmp(verb, "show"))
		printf("  --tree DIR        write a debugfs-style tree into DIR\n"
		       "  --syscalls LIST|FILE  seccomp: syscalls to allow, as a\n"
		       "                    comma list or a file (a 'kapi trace -c -j'\n"
		       "                    summary, or names); repeatable\n");
	printf("  -o, --output FILE write to FILE instead of standard output\n");
	return EXIT_OK;
}

/* The whole set, for man pages' SEE ALSO; NULL: the specs written. */
static const struct kernel_api_spec **related_set;
static size_t related_count;

/*
 * A JSON export is a document like every other kapi JSON output:
 * {"schema_version": N, "specs": [...]}.  The emitter writes the bare
 * array; this sink puts it inside the object, indenting it one level more
 * when pretty (raw newlines in JSON are only the writer's layout: strings
 * escape theirs).
 */
struct json_wrap {
	FILE *out;
	bool pretty;
	bool newline;	/* one held back: the array's last is the object's */
};

static int wrap_write(void *ctx, const char *buf, size_t len)
{
	struct json_wrap *w = ctx;

	for (size_t i = 0; i < len; i++) {
		if (w->newline && fputs(w->pretty ? "\n  " : "\n", w->out) == EOF)
			return -EIO;
		w->newline = buf[i] == '\n';
		if (!w->newline && fputc(buf[i], w->out) == EOF)
			return -EIO;
	}
	return 0;
}

static int emit_json_document(const struct kernel_api_spec **specs,
			      size_t count, const struct kapi_emit_opts *eopts,
			      FILE *out)
{
	struct json_wrap w = { .out = out, .pretty = eopts->pretty };
	const char *nl = w.pretty ? "\n  " : "";
	int err;

	fprintf(out, "{%s\"schema_version\":%s%d,%s\"specs\":%s", nl,
		w.pretty ? " " : "", KAPI_JSON_SCHEMA_VERSION, nl,
		w.pretty ? " " : "");
	err = kapi_emit__specs(specs, count, KAPI_FORMAT_JSON, eopts,
			       wrap_write, &w);
	if (!err && fprintf(out, "%s}\n", w.pretty ? "\n" : "") < 0)
		err = -EIO;
	return err;
}

/*
 * Writes specs to output (stdout when NULL) in fmt, or as a tree under dir.
 * single: one spec is written as itself rather than as a one-element list
 * (not in JSON, where show of one name and of several have one shape).
 */
int write_specs(const struct kernel_api_spec **specs, size_t count,
		enum kapi_format fmt, const char *output, const char *tree,
		bool single)
{
	struct kapi_emit_opts eopts = { .sz = sizeof(eopts) };
	FILE *out = stdout;
	struct out_file of;
	int err, ret = EXIT_OK;

	eopts.related = related_set;
	eopts.related_count = related_count;
	if (tree) {
		err = fmt == KAPI_FORMAT_MAN ?
		      kapi_export__man_tree(specs, count, tree, &eopts) :
		      kapi_export__tree(specs, count, tree);
		if (err) {
			p_err("cannot write the tree under '%s': %s", tree,
			      strerror(-err));
			ret = EXIT_FAILURE_;
		}
		return ret;
	}
	if (output && !(out = out_open(&of, output)))
		return EXIT_FAILURE_;
	eopts.pretty = pretty_output || output;
	eopts.compat = compat_mode;
	/* show of one spec prints the spec itself, not a one-element list */
	if (fmt == KAPI_FORMAT_JSON)
		err = emit_json_document(specs, count, &eopts, out);
	else if (single && count == 1)
		err = kapi_emit__spec(specs[0], fmt, &eopts, kapi_write__file, out);
	else
		err = kapi_emit__specs(specs, count, fmt, &eopts, kapi_write__file,
				       out);
	if (output && err && of.err)
		err = -of.err;		/* the real errno of a failed write */
	if (output && out_close(&of, !err))
		return EXIT_FAILURE_;
	if (err) {
		p_err("cannot write '%s': %s", output ? output : "the output",
		      strerror(-err));
		ret = EXIT_FAILURE_;
	}
	return ret;
}

/* show --arch: each spec after the number it has on that architecture */
static int show_for_arch(const struct kernel_api_spec **specs, size_t count)
{
	int ret = EXIT_OK;

	for (size_t i = 0; i < count && ret == EXIT_OK; i++) {
		long nr = spec_syscall_nr(specs[i]);

		printf("%sarch: %s\n", i ? "\n" : "", kapi_arch__name(target_arch));
		if (nr >= 0)
			printf("syscall_nr: %ld\n", nr);
		else if (nr != -1 || !strncmp(specs[i]->name, "sys_", 4))
			printf("syscall_nr: none (%s has no %s)\n",
			       kapi_arch__name(target_arch), specs[i]->name + 4);
		/* the masks and enums below already hold these values */
		for (uint32_t p = 0; p < specs[i]->param_count; p++) {
			const struct kapi_param_spec *ps = &specs[i]->params[p];
			char moved[512];

			if (kapi__flags_moved(target_arch, ps->constraint_expr,
					      moved, sizeof(moved)))
				printf("arch_constants: %s: %s\n", ps->name, moved);
		}
		ret = write_specs(&specs[i], 1, KAPI_FORMAT_PLAIN, NULL, NULL,
				  true);
	}
	return ret;
}

enum { OPT_TREE = OPT_VERB_FIRST, OPT_SYSCALLS };

/* Shared by show and export: they differ in defaults, not in mechanism. */
static int show_or_export(int argc, char **argv, bool is_export)
{
	static const struct option opts[] = {
		{ "format", required_argument, NULL, 'f' },
		{ "output", required_argument, NULL, 'o' },
		{ "tree", required_argument, NULL, OPT_TREE },
		{ "syscalls", required_argument, NULL, OPT_SYSCALLS },
		{ "help", no_argument, NULL, 'h' },
		COMMON_OPTIONS,
		{ NULL, 0, NULL, 0 },
	};
	enum kapi_format fmt = KAPI_FORMAT__COUNT;	/* unless -f: by -j */
	const char *output = NULL, *tree = NULL;
	const struct kernel_api_spec **specs;
	struct kapi_registry *reg;
	size_t count = 0;
	int opt, ret;
	char *lists[16];
	int list_count = 0;

	if (is_help_request(argc, argv))
		return show_help(argv[0]);
	while ((opt = getopt_long(argc, argv, is_export ? "f:o:jph" : "f:o:jph",
				  opts, NULL)) != -1) {
		switch (opt) {
		case 'f':
			if (kapi_format__parse(optarg, &fmt)) {
				p_err("unknown format '%s' (plain, json, xml, rst, "
				      "man, syzlang or seccomp)", optarg);
				return EXIT_USAGE;
			}
			break;
		case 'o':
			output = optarg;
			break;
		case OPT_TREE:
			tree = optarg;
			break;
		case OPT_SYSCALLS:
			if (!is_export || list_count == 16) {
				p_err("--syscalls is an option of export -f seccomp "
				      "(at most 16 times)");
				return EXIT_USAGE;
			}
			lists[list_count++] = optarg;
			break;
		case 'h':
			return show_help(argv[0]);
		COMMON_CASES:
			ret = common_option(opt, optarg);
			if (ret)
				return ret;
			break;
		default:
			return EXIT_USAGE;
		}
	}
	if (fmt == KAPI_FORMAT__COUNT)
		fmt = json_output ? KAPI_FORMAT_JSON : KAPI_FORMAT_PLAIN;
	if (!is_export && optind >= argc) {
		p_err("show needs a spec name (see '%s list')", bin_name);
		return EXIT_USAGE;
	}

	if (fmt == KAPI_FORMAT_SECCOMP && is_export && !tree)
		return export_seccomp(argv + optind, argc - optind, lists,
				      list_count, output, pretty_output);
	if (list_count) {
		p_err("--syscalls goes with export -f seccomp");
		return EXIT_USAGE;
	}
	if (tree && (fmt == KAPI_FORMAT_SECCOMP || fmt == KAPI_FORMAT_SYZLANG)) {
		p_err("--tree writes the debugfs-style tree, or man pages with "
		      "-f man; -f %s is one document (use -o)",
		      kapi_format__name(fmt));
		return EXIT_USAGE;
	}
	reg = spec_registry();
	specs = calloc(kapi_registry__count(reg) + (size_t)argc, sizeof(*specs));
	if (!specs) {
		p_err("out of memory");
		return EXIT_FAILURE_;
	}
	if (optind < argc) {
		for (int i = optind; i < argc; i++) {
			specs[count] = find_spec_or_complain(argv[i]);
			if (!specs[count]) {
				free(specs);
				return EXIT_FAILURE_;
			}
			count++;
		}
	} else {
		for (size_t i = 0; i < kapi_registry__count(reg); i++)
			specs[count++] = kapi_registry__at(reg, i);
	}

	/* man pages point to pages of the whole set, not only those asked */
	related_count = kapi_registry__count(reg);
	related_set = calloc(related_count + 1, sizeof(*related_set));
	for (size_t i = 0; related_set && i < related_count; i++)
		related_set[i] = kapi_registry__at(reg, i);
	if (!related_set)
		related_count = 0;
	if (!is_export && arch_given && fmt == KAPI_FORMAT_PLAIN)
		ret = show_for_arch(specs, count);
	else
		ret = write_specs(specs, count, fmt, output, tree, !is_export);
	free(related_set);
	related_set = NULL;
	free(specs);
	return ret;
}

int do_show(int argc, char **argv)
{
	return show_or_export(argc, argv, false);
}

int do_export(int argc, char **argv)
{
	return show_or_export(argc, argv, true);
}

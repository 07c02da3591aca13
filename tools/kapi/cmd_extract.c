// SPDX-License-Identifier: GPL-2.0
/*
 * kapi extract [-t TYPE] [-f FMT] [-o FILE] [--tree DIR] [-I DIR] [-q] PATH...
 *
 * Reads specs from C sources (files, trees, patches), ELF files, JSON and
 * debugfs-style trees.  Without -f it lists what it found and where; with
 * -f, -o or --tree it writes the specs as export does.
 */
#include <getopt.h>
#include <stdlib.h>
#include <string.h>

#include "main.h"

static int extract_help(void)
{
	printf("usage: %s extract [OPTIONS] PATH...\n"
	       "\n"
	       "Read specs from each PATH: C sources and headers (macro blocks and\n"
	       "kerneldoc), unified diffs, directory trees of those, ELF objects,\n"
	       "executables and libraries (.kapi_specs), JSON exports and\n"
	       "debugfs-style trees.  The kind of each PATH is detected unless\n"
	       "--source-type says it.  '-' reads standard input.\n"
	       "\n"
	       "      --source-type TYPE  auto, source, elf, json, tree or abi\n"
	       "  -f, --format FMT   write the specs in full: plain, json, xml, rst\n"
	       "  -o, --output FILE  write to FILE (implies -f json unless given)\n"
	       "      --tree DIR     write a debugfs-style tree into DIR\n"
	       "  -I, --include DIR  look for the headers C sources include in DIR\n"
	       "  -q, --quiet        no warnings, no summary\n"
	       "\n"
	       "Helper macros of a C source are expanded: its own #defines and\n"
	       "those of the headers it includes, looked for in the file's\n"
	       "directory, each -I DIR, the specs/include of the nearest\n"
	       "directory above that has one, then the copy of\n"
	       "<kapi_specs/helpers.h> built into kapi.\n"
	       "\n"
	       "Without -f it prints one line per spec: name, type and origin,\n"
	       "then a summary on standard error.  -j prints that list as JSON.\n"
	       "Exit status: 0 ok, 2 usage, 3 when an input could not be read\n"
	       "(everything else is still read and written).\n",
	       bin_name);
	return EXIT_OK;
}

static int list_found(struct kapi_registry *reg)
{
	size_t n = kapi_registry__count(reg);

	if (json_output) {
		struct kapi_json *j = json_document();

		if (!j)
			return EXIT_FAILURE_;
		kapi_json__key(j, "specs");
		kapi_json__begin_array(j);
		for (size_t i = 0; i < n; i++) {
			const struct kernel_api_spec *s = kapi_registry__at(reg, i);
			const char *origin = kapi_registry__origin(reg, s);

			kapi_json__begin_object(j);
			kapi_json__key(j, "name");
			kapi_json__string(j, s->name);
			kapi_json__key(j, "api_type");
			kapi_json__string(j, kapi_name(KAPI_NAMES_API_TYPE,
						       s->api_type));
			kapi_json__key(j, "origin");
			kapi_json__string(j, origin ? origin : "");
			kapi_json__end_object(j);
		}
		kapi_json__end_array(j);
		kapi_json__key(j, "files");
		kapi_json__uint(j, load_totals.files);
		kapi_json__key(j, "warnings");
		kapi_json__uint(j, load_totals.warnings);
		kapi_json__key(j, "errors");
		kapi_json__uint(j, load_totals.errors);
		kapi_json__end_object(j);
		return kapi_json__free(j) ? EXIT_FAILURE_ : EXIT_OK;
	}
	for (size_t i = 0; i < n; i++) {
		const struct kernel_api_spec *s = kapi_registry__at(reg, i);
		const char *origin = kapi_registry__origin(reg, s);

		printf("%-32s %-8s %s\n", s->name,
		       kapi_name(KAPI_NAMES_API_TYPE, s->api_type),
		       origin ? origin : "");
	}
	return EXIT_OK;
}

int do_extract(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "format", required_argument, NULL, 'f' },
		{ "output", required_argument, NULL, 'o' },
		{ "tree", required_argument, NULL, 'T' },
		{ "quiet", no_argument, NULL, 'q' },
		{ "include", required_argument, NULL, 'I' },
		{ "help", no_argument, NULL, 'h' },
		COMMON_OPTIONS,
		{ NULL, 0, NULL, 0 },
	};
	enum kapi_format fmt = KAPI_FORMAT_JSON;
	const char *output = NULL, *tree = NULL;
	bool full = false;
	struct kapi_registry *reg;
	const struct kernel_api_spec **specs;
	size_t count;
	int opt, ret;

	if (is_help_request(argc, argv))
		return extract_help();
	while ((opt = getopt_long(argc, argv, "f:o:qI:jph", opts, NULL)) != -1) {
		switch (opt) {
		COMMON_CASES:
			ret = common_option(opt, optarg);
			if (ret)
				return ret;
			break;
		case 'f':
			if (kapi_format__parse(optarg, &fmt)) {
				p_err("unknown format '%s' (plain, json, xml or rst)",
				      optarg);
				return EXIT_USAGE;
			}
			full = true;
			break;
		case 'o':
			output = optarg;
			full = true;
			break;
		case 'T':
			tree = optarg;
			full = true;
			break;
		case 'q':
			quiet_load = true;
			break;
		case 'I':
			if (add_include_dir(optarg))
				return EXIT_USAGE;
			break;
		case 'h':
			return extract_help();
		default:
			return EXIT_USAGE;
		}
	}
	if (optind >= argc) {
		p_err("extract needs at least one PATH");
		return EXIT_USAGE;
	}
	for (int i = optind; i < argc; i++)
		if (source_option(OPT_FROM, argv[i]))
			return EXIT_USAGE;
	reg = spec_registry();
	count = kapi_registry__count(reg);
	if (!quiet_load && !json_output)
		fprintf(stderr, "%s: %zu specs from %zu files (%zu warnings, "
			"%zu errors)\n", bin_name, count, load_totals.files,
			load_totals.warnings, load_totals.errors);
	if (!full)
		return list_found(reg);
	specs = calloc(count ? count : 1, sizeof(*specs));
	if (!specs) {
		p_err("out of memory");
		return EXIT_FAILURE_;
	}
	for (size_t i = 0; i < count; i++)
		specs[i] = kapi_registry__at(reg, i);
	ret = write_specs(specs, count, fmt, output, tree, false);
	free(specs);
	return ret;
}

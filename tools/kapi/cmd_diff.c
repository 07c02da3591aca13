// SPDX-License-Identifier: GPL-2.0
/*
 * kapi diff [-f text|json|sarif] [--fail-on LEVEL] OLD NEW
 *
 * Each side is a spec source (C tree, patch, ELF, JSON, debugfs tree) or
 * "builtin".  Exit status uses abidiff's bits: 1 error, 2 usage, 4 change,
 * 8 a change at or above --fail-on (breaking by default).
 */
#include <getopt.h>
#include <string.h>

#include "main.h"
#include "report.h"

static int diff_help(void)
{
	printf("usage: %s diff [OPTIONS] OLD NEW\n"
	       "\n"
	       "Classify every difference between two spec sets.  OLD and NEW\n"
	       "are anything --from reads (C source, patch, ELF, JSON, debugfs\n"
	       "tree) or 'builtin' for the built-in corpus.\n"
	       "\n"
	       "  -f, --format FMT       text (default), json or sarif\n"
	       "  -o, --output FILE      write the report to FILE\n"
	       "      --fail-on LEVEL    set bit 8 for changes at LEVEL or above:\n"
	       "                         breaking (default), needs_review,\n"
	       "                         compatible, info or never\n"
	       "      --old-type TYPE    how to read OLD (auto, source, elf, json, tree, abi)\n"
	       "      --new-type TYPE    how to read NEW\n"
	       "      --suppressions FILE  leave out what FILE names (with reasons)\n"
	       "      --baseline FILE    report only what an earlier -f json\n"
	       "                         report of the same command lacks\n"
	       "      --rules            list the rules and exit\n"
	       "\n"
	       "Exit status bits: 1 error, 2 usage, 4 changes found, 8 a change\n"
	       "at or above --fail-on.  A set diffed against itself exits 0.\n",
	       bin_name);
	return 0;
}

int do_diff(int argc, char **argv)
{
	static const struct option opts[] = {
		REPORT_OPTIONS,
		{ "old-type", required_argument, NULL, 'O' },
		{ "new-type", required_argument, NULL, 'N' },
		{ "help", no_argument, NULL, 'h' },
		COMMON_OPTIONS,
		{ NULL, 0, NULL, 0 },
	};
	enum kapi_source types[2] = { KAPI_SOURCE_AUTO, KAPI_SOURCE_AUTO };
	struct kapi_registry *sets[2] = { NULL, NULL };
	struct kapi_changes changes;
	struct report r;
	bool partial = false;
	int opt, status = 0;

	if (is_help_request(argc, argv))
		return diff_help();
	report_init(&r, "diff");
	while ((opt = report_getopt(&r, argc, argv, "f:o:jph", opts)) != -1) {
		switch (opt) {
		case REPORT_STOP:
			return r.stop_status;
		case 'O':
		case 'N':
			if (kapi_source__parse(optarg, &types[opt == 'N'])) {
				p_err("unknown source type '%s'", optarg);
				return REPORT_USAGE;
			}
			break;
		case 'h':
			return diff_help();
		COMMON_CASES:
			if (common_option(opt, optarg))
				return REPORT_USAGE;
			break;
		default:
			return REPORT_USAGE;
		}
	}
	/* the two sides are named here; a --from would be silently unused */
	if (have_sources()) {
		p_err("diff reads OLD and NEW, not --from (name the sources as "
		      "OLD and NEW)");
		return REPORT_USAGE;
	}
	if (argc - optind != 2) {
		p_err("diff needs OLD and NEW (see '%s diff help')", bin_name);
		return REPORT_USAGE;
	}
	for (int i = 0; i < 2; i++) {
		sets[i] = load_spec_set(argv[optind + i], types[i], log_message,
					NULL, &partial);
		if (!sets[i]) {
			kapi_registry__free(sets[0]);
			return REPORT_ERROR;
		}
	}
	kapi_changes__init(&changes);
	if (kapi_diff(sets[0], sets[1], &changes)) {
		p_err("out of memory");
		status = REPORT_ERROR;
	} else {
		r.inputs = (const char *const *)argv + optind;
		r.ninputs = 2;
		status = report_finish(&r, &changes);
	}
	if (partial)
		status |= REPORT_ERROR;
	kapi_changes__free(&changes);
	report_free(&r);
	kapi_registry__free(sets[0]);
	kapi_registry__free(sets[1]);
	return status;
}

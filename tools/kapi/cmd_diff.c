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
	       "      --old-type TYPE    how to read OLD (auto, source, elf, json, tree)\n"
	       "      --new-type TYPE    how to read NEW\n"
	       "      --rules            list the rules and exit\n"
	       "\n"
	       "Exit status bits: 1 error, 2 usage, 4 changes found, 8 a change\n"
	       "at or above --fail-on.  A set diffed against itself exits 0.\n",
	       bin_name);
	return 0;
}

/* Shared with lint: the rule table as text or JSON. */
int print_rules(bool lint)
{
	size_t n;
	const struct kapi_rule *rules = kapi_rules(&n);
	struct kapi_json *j = json_output ? json_stdout() : NULL;

	if (j)
		kapi_json__begin_array(j);
	for (size_t i = 0; i < n; i++) {
		const struct kapi_rule *r = &rules[i];

		if ((r->id[0] == 'L') != lint)
			continue;
		if (!j) {
			printf("%s  %-28s %-12s %-15s %s\n", r->id, r->name,
			       kapi_level__name(r->level, lint),
			       r->breaks == (KAPI_BREAKS_BINARY | KAPI_BREAKS_SOURCE) ?
			       "binary+source" : r->breaks & KAPI_BREAKS_BINARY ?
			       "binary" : r->breaks ? "source" : "-", r->summary);
			continue;
		}
		kapi_json__begin_object(j);
		kapi_json__key(j, "id");
		kapi_json__string(j, r->id);
		kapi_json__key(j, "name");
		kapi_json__string(j, r->name);
		kapi_json__key(j, "level");
		kapi_json__string(j, kapi_level__name(r->level, lint));
		kapi_json__key(j, "breaks_binary");
		kapi_json__bool(j, r->breaks & KAPI_BREAKS_BINARY);
		kapi_json__key(j, "breaks_source");
		kapi_json__bool(j, r->breaks & KAPI_BREAKS_SOURCE);
		kapi_json__key(j, "summary");
		kapi_json__string(j, r->summary);
		kapi_json__end_object(j);
	}
	if (j) {
		kapi_json__end_array(j);
		return kapi_json__free(j) ? REPORT_ERROR : 0;
	}
	return 0;
}

/* --fail-on's argument: a level, or never. */
int parse_fail_on(const char *arg, enum kapi_level *level, bool *never)
{
	*never = !strcmp(arg, "never");
	if (*never || !kapi_level__parse(arg, level))
		return 0;
	p_err("unknown level '%s' for --fail-on", arg);
	return -1;
}

int do_diff(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "format", required_argument, NULL, 'f' },
		{ "output", required_argument, NULL, 'o' },
		{ "fail-on", required_argument, NULL, 'F' },
		{ "old-type", required_argument, NULL, 'O' },
		{ "new-type", required_argument, NULL, 'N' },
		{ "rules", no_argument, NULL, 'R' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	struct report r = { .format = json_output ? REPORT_JSON : REPORT_TEXT };
	enum kapi_source types[2] = { KAPI_SOURCE_AUTO, KAPI_SOURCE_AUTO };
	enum kapi_level fail_on = KAPI_LEVEL_BREAKING;
	struct kapi_registry *sets[2] = { NULL, NULL };
	struct kapi_changes changes;
	bool never = false, partial = false;
	int opt, status = 0;

	if (is_help_request(argc, argv))
		return diff_help();
	while ((opt = getopt_long(argc, argv, "f:o:h", opts, NULL)) != -1) {
		switch (opt) {
		case 'f':
			if (report_format_parse(optarg, &r.format)) {
				p_err("unknown format '%s' (text, json or sarif)",
				      optarg);
				return REPORT_USAGE;
			}
			break;
		case 'o':
			r.output = optarg;
			break;
		case 'F':
			if (parse_fail_on(optarg, &fail_on, &never))
				return REPORT_USAGE;
			break;
		case 'O':
		case 'N':
			if (kapi_source__parse(optarg, &types[opt == 'N'])) {
				p_err("unknown source type '%s'", optarg);
				return REPORT_USAGE;
			}
			break;
		case 'R':
			return print_rules(false);
		case 'h':
			return diff_help();
		default:
			return REPORT_USAGE;
		}
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
		r.changes = &changes;
		r.inputs = (const char *const *)argv + optind;
		r.ninputs = 2;
		if (report_write(&r))
			status = REPORT_ERROR;
		status |= report_status(&changes, fail_on, never);
	}
	if (partial)
		status |= REPORT_ERROR;
	kapi_changes__free(&changes);
	kapi_registry__free(sets[0]);
	kapi_registry__free(sets[1]);
	return status;
}

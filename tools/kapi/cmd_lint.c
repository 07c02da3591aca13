// SPDX-License-Identifier: GPL-2.0
/*
 * kapi lint [-f text|json|sarif] [--fail-on LEVEL] [SOURCE...]
 *
 * Lints the built-in corpus, or the specs at each SOURCE; what the loader
 * noticed in the source (declared counts, indices, unknown names) is part
 * of the findings.  Exit status bits as for diff.
 */
#include <getopt.h>
#include <string.h>

#include "main.h"
#include "report.h"

static int lint_help(void)
{
	printf("usage: %s lint [OPTIONS] [SOURCE...]\n"
	       "\n"
	       "Check specs for inconsistencies: declared counts against entries,\n"
	       "duplicate or missing indices, errno and signal names and signs,\n"
	       "ranges, masks, enums, sysfs modes, struct layouts, and syscall\n"
	       "arity against the kernel's prototypes.  Without SOURCE the\n"
	       "built-in corpus is checked ('builtin' names it too).\n"
	       "\n"
	       "  -f, --format FMT       text (default), json or sarif\n"
	       "  -o, --output FILE      write the report to FILE\n"
	       "      --source-type TYPE how to read SOURCE\n"
	       "  -I, --include DIR      look for the headers C sources include in DIR\n"
	       "      --fail-on LEVEL    set bit 8 for findings at LEVEL or above:\n"
	       "                         error (default), warning, note, info, never\n"
	       "      --suppressions FILE  leave out the findings FILE names\n"
	       "      --baseline FILE    report only findings not in FILE, an\n"
	       "                         earlier 'lint -f json' report\n"
	       "      --allow-empty      a SOURCE with no specs is no error\n"
	       "      --rules            list the rules and exit\n"
	       "\n"
	       "Without SOURCE, the global --from paths are linted, or else the\n"
	       "built-in corpus.  A SOURCE that cannot be read, or that holds no\n"
	       "specs, is reported and the others are still linted.\n"
	       "\n"
	       "Exit status bits: 1 error (also an unreadable or empty SOURCE),\n"
	       "2 usage, 4 findings, 8 a finding at or above --fail-on.\n", bin_name);
	return 0;
}

struct collect {
	struct kapi_changes *changes;
	int err;
	unsigned int findings;	/* loader errors that became findings */
	unsigned int other;	/* loader errors printed as such */
};

/* Coded loader messages become findings; the rest are printed. */
static void collect_note(void *ctx, enum kapi_log_level level,
			 const char *code, const char *file, unsigned int line,
			 const char *msg)
{
	struct collect *c = ctx;
	int err;

	if (code) {
		size_t before = c->changes->count;

		err = kapi_lint__loader_note(c->changes, code, file, line, msg);
		if (err && !c->err)
			c->err = err;
		if (!err && c->changes->count > before) {
			/* an index slip is a finding, not a failed load */
			c->findings += level == KAPI_LOG_ERROR;
			return;
		}
	}
	if (level == KAPI_LOG_ERROR)
		c->other++;
	log_message(NULL, level, code, file, line, msg);
}

int do_lint(int argc, char **argv)
{
	static const struct option opts[] = {
		REPORT_OPTIONS,
		{ "allow-empty", no_argument, NULL, OPT_ALLOW_EMPTY },
		{ "include", required_argument, NULL, 'I' },
		{ "help", no_argument, NULL, 'h' },
		COMMON_OPTIONS,
		{ NULL, 0, NULL, 0 },
	};
	static const char *const builtin[] = { "builtin" };
	enum kapi_source type = KAPI_SOURCE_AUTO;
	struct kapi_changes changes;
	struct collect col = { .changes = &changes };
	struct report r;
	bool partial = false;
	int opt, status = 0;

	if (is_help_request(argc, argv))
		return lint_help();
	report_init(&r, "lint");
	while ((opt = report_getopt(&r, argc, argv, "f:o:I:jph", opts)) != -1) {
		switch (opt) {
		case REPORT_STOP:
			return r.stop_status;
		COMMON_CASES:
			if (common_option(opt, optarg))
				return REPORT_USAGE;
			break;
		case OPT_ALLOW_EMPTY:
			allow_empty = true;
			break;
		case 'I':
			if (add_include_dir(optarg))
				return REPORT_USAGE;
			break;
		case 'h':
			return lint_help();
		default:
			return REPORT_USAGE;
		}
	}
	type = source_kind();
	kapi_changes__init(&changes);
	/* SOURCEs, else the global --from ones, else the built-in corpus */
	if (optind < argc) {
		r.inputs = (const char *const *)argv + optind;
		r.ninputs = argc - optind;
	} else if (have_sources()) {
		r.inputs = source_list(&r.ninputs);
	} else {
		r.inputs = builtin;
		r.ninputs = 1;
	}
	/* a source that cannot be read is reported; the others still are */
	for (int i = 0; i < r.ninputs; i++) {
		struct kapi_registry *reg = load_spec_set(r.inputs[i], type,
							  collect_note, &col,
							  &partial);

		if (!reg) {
			status |= REPORT_ERROR;
			report_load_error(&r, r.inputs[i], "cannot be read");
			continue;
		}
		if (!kapi_registry__count(reg) && !allow_empty) {
			say_no_specs(r.inputs[i]);
			status |= REPORT_ERROR;
			report_load_error(&r, r.inputs[i], "holds no specs");
		}
		if (kapi_lint(reg, &changes) || col.err)
			status |= REPORT_ERROR;
		kapi_registry__free(reg);
	}
	kapi_changes__sort(&changes);
	status |= report_finish(&r, &changes);
	/* loader errors that are findings (an index used twice) are reported
	 * as such; only the others make the run itself fail */
	if (partial && (col.other || !col.findings))
		status |= REPORT_ERROR;
	kapi_changes__free(&changes);
	report_free(&r);
	return status;
}

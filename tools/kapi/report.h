/* SPDX-License-Identifier: GPL-2.0 */
/* Reports of kapi diff and kapi lint, and their exit status bits. */
#ifndef KAPI_TOOL_REPORT_H
#define KAPI_TOOL_REPORT_H

#include <getopt.h>

#include <stdbool.h>

#include <kapi/kapi.h>

/* abidiff's layout, so scripts written for it work unchanged */
enum {
	REPORT_ERROR = 1,	/* the tool failed */
	REPORT_USAGE = 2,	/* the command line is wrong */
	REPORT_CHANGE = 4,	/* something was reported */
	REPORT_BREAKING = 8,	/* something at or above --fail-on */
};

enum report_format { REPORT_TEXT, REPORT_JSON, REPORT_SARIF, REPORT__DEFAULT };

struct report {
	const struct kapi_changes *changes;
	enum report_format format;
	bool lint;		/* findings, not changes */
	char family;		/* rule ids it reports: 'D', 'L' or 'V' */
	const char *command;	/* "diff", "lint", "verify" */
	const char *const *inputs;
	int ninputs;
	const char *output;	/* NULL: standard output */
	enum kapi_level fail_on;
	bool never;		/* --fail-on never */
	int stop_status;	/* the exit status after REPORT_STOP */
	/* inputs that could not be used; JSON and SARIF carry them too */
	struct report_load_error {
		const char *input;
		const char *message;
	} load_errors[16];
	int nload_errors;
	size_t load_errors_dropped;
	/* --suppressions and --baseline; what they took out of the report */
	struct kapi_suppressions *suppressions;
	struct kapi_baseline *baseline;
	struct kapi_changes hidden;	/* suppressed or already in the baseline */
	size_t nsuppressed, nbaselined;
	/* kernel API areas: text opens with counts per area, grouped by area */
	bool areas;
};

/* The area of a change: syscalls, ioctl, structs or sysfs. */
enum report_area { AREA_SYSCALLS, AREA_IOCTL, AREA_STRUCTS, AREA_SYSFS,
		   AREA__COUNT };
enum report_area report_area_of(const struct kapi_change *ch);
const char *report_area_name(enum report_area a);
int report_area_parse(const char *s, enum report_area *a);

/* The options diff and lint share, for their getopt_long tables. */
#define REPORT_OPTIONS \
	{ "format", required_argument, NULL, 'f' }, \
	{ "output", required_argument, NULL, 'o' }, \
	{ "fail-on", required_argument, NULL, OPT_FAIL_ON }, \
	{ "rules", no_argument, NULL, OPT_RULES }, \
	{ "baseline", required_argument, NULL, OPT_BASELINE }, \
	{ "suppressions", required_argument, NULL, OPT_SUPPRESS }

/* Defaults for a verb ("diff" reports changes, the others findings). */
void report_init(struct report *r, const char *command);
/*
 * getopt_long that handles the REPORT_OPTIONS itself: returns the verb's
 * next own option, -1 at the end, or REPORT_STOP when a report option ends
 * the command (a bad value, or --rules which lists the rules), with the
 * exit status in r->stop_status.
 */
#define REPORT_STOP (-2)
int report_getopt(struct report *r, int argc, char **argv,
		  const char *shortopts, const struct option *longopts);
/* An input that could not be used (the caller said why): kept for the
 * report, and the run fails. */
void report_load_error(struct report *r, const char *input,
		       const char *message);
/* Frees what report_getopt() loaded (suppressions, baseline). */
void report_free(struct report *r);
/* Writes the report and returns the exit status bits it earns. */
int report_finish(struct report *r, const struct kapi_changes *c);

/*
 * A SARIF 2.1.0 log of one run, opened up to the tool's "rules" array for
 * the caller to fill; report_sarif_results() closes the rules and the tool
 * and opens the run's "results" array.
 */
void report_sarif_begin(struct kapi_json *j, const char *tool);
void report_sarif_results(struct kapi_json *j);

#endif /* KAPI_TOOL_REPORT_H */

/* SPDX-License-Identifier: GPL-2.0 */
/* Reports of kapi diff and kapi lint, and their exit status bits. */
#ifndef KAPI_TOOL_REPORT_H
#define KAPI_TOOL_REPORT_H

#include <stdbool.h>

#include <kapi/kapi.h>

/* abidiff's layout, so scripts written for it work unchanged */
enum {
	REPORT_ERROR = 1,	/* the tool failed */
	REPORT_USAGE = 2,	/* the command line is wrong */
	REPORT_CHANGE = 4,	/* something was reported */
	REPORT_BREAKING = 8,	/* something at or above --fail-on */
};

enum report_format { REPORT_TEXT, REPORT_JSON, REPORT_SARIF };

struct report {
	const struct kapi_changes *changes;
	enum report_format format;
	bool lint;		/* findings, not changes */
	const char *const *inputs;
	int ninputs;
	const char *output;	/* NULL: standard output */
};

int report_format_parse(const char *s, enum report_format *f);
/* 0, or -1 after saying why. */
int report_write(const struct report *r);
/* REPORT_CHANGE and REPORT_BREAKING bits for the changes. */
int report_status(const struct kapi_changes *c, enum kapi_level fail_on,
		  bool never);

#endif /* KAPI_TOOL_REPORT_H */

/* SPDX-License-Identifier: GPL-2.0 */
/* kapi conform's reports: text, JSON, TAP, SARIF and KCIDB (conform_report.c). */
#ifndef KAPI_TOOL_CONFORM_REPORT_H
#define KAPI_TOOL_CONFORM_REPORT_H

#include <stdio.h>

#include <kapi/kapi.h>

enum conform_format { CF_TEXT, CF_JSON, CF_TAP, CF_SARIF, CF_KCIDB };

/* The cases of one syscall and their tally. */
struct conform_syscall {
	const char *name;		/* "openat" */
	const char *spec;		/* "sys_openat" */
	size_t first, count;		/* its cases in the run's array */
	size_t tally[KAPI_CONFORM__COUNT];
};

struct conform_run {
	struct kapi_conform_result *cases;
	size_t ncases, cap;
	struct conform_syscall *calls;
	size_t ncalls, callcap;
	size_t tally[KAPI_CONFORM__COUNT];
	const char *sandbox;
	unsigned long long seed;
	bool verbose;			/* text: every case, not only disagreements */
	bool pretty;
};

/* Disagreements: false positives, misses and errno gaps. */
size_t conform_disagreements(const size_t *tally);
int conform_write(const struct conform_run *run, enum conform_format fmt,
		  FILE *out);
int conform_format_parse(const char *name, enum conform_format *fmt);

#endif /* KAPI_TOOL_CONFORM_REPORT_H */

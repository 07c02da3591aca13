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

/* Why a disagreement is left out of the report (--suppressions, --baseline). */
enum conform_hidden { CF_SHOWN, CF_SUPPRESSED, CF_IN_BASELINE };

struct conform_run {
	struct kapi_conform_result *cases;
	unsigned char *hidden;		/* per case: enum conform_hidden */
	const char **hidden_why;	/* per case: a suppression's reason */
	size_t ncases, cap;
	struct conform_syscall *calls;
	size_t ncalls, callcap;
	size_t tally[KAPI_CONFORM__COUNT];
	/* the same, per kind of case (value, capability, ...) */
	size_t kind_tally[KAPI_CONFORM_CASE__COUNT][KAPI_CONFORM__COUNT];
	size_t kind_cases[KAPI_CONFORM_CASE__COUNT];
	const char *sandbox;
	const char *release;		/* KCIDB: the kernel judged, when not this one's */
	unsigned long long seed;
	bool verbose;			/* text: every case, not only disagreements */
	bool pretty;
	bool filtered;			/* --suppressions or --baseline given */
	size_t nsuppressed, nbaselined;	/* disagreements left out */
};

/* Disagreements: false positives, misses and errno gaps. */
size_t conform_disagreements(const size_t *tally);
/*
 * A case's fingerprint: FNV-1a over the spec, the verdict and what the case
 * varied, so a later run (--baseline) knows it whatever the addresses or
 * the wording of the kernel's answer.
 */
void conform_fingerprint(const struct kapi_conform_result *r, char out[17]);
/* The SARIF rule id of a verdict ("C001"), NULL for one with no rule. */
const char *conform_rule_id(enum kapi_conform_verdict v);
int conform_write(const struct conform_run *run, enum conform_format fmt,
		  FILE *out);
int conform_format_parse(const char *name, enum conform_format *fmt);

#endif /* KAPI_TOOL_CONFORM_REPORT_H */

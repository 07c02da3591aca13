// SPDX-License-Identifier: GPL-2.0
/*
 * kapi conform's reports.  Text and JSON carry everything; TAP has one test
 * a syscall; SARIF one result a disagreement (and a note a machine-
 * dependent answer); KCIDB (KernelCI's I/O schema, v5.3) one test a
 * syscall under one checkout and one build that stand for this kernel.
 */
#include <errno.h>
#include <inttypes.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/utsname.h>

#include "conform_report.h"
#include "main.h"
#include "report.h"

static const char *const class_titles[KAPI_CONFORM__COUNT] = {
	[KAPI_CONFORM_AGREE] = "agree",
	[KAPI_CONFORM_FALSE_POSITIVE] = "false positives",
	[KAPI_CONFORM_MISS] = "misses",
	[KAPI_CONFORM_ERRNO_GAP] = "errno gaps",
	[KAPI_CONFORM_MACHINE] = "machine-dependent",
	[KAPI_CONFORM_INCONCLUSIVE] = "inconclusive",
	[KAPI_CONFORM_NOT_RUN] = "not run",
	[KAPI_CONFORM_NOT_IN_KERNEL] = "not in this kernel",
};

static const char *const class_labels[KAPI_CONFORM__COUNT] = {
	[KAPI_CONFORM_FALSE_POSITIVE] = "false positive",
	[KAPI_CONFORM_MISS] = "miss",
	[KAPI_CONFORM_ERRNO_GAP] = "errno gap",
	[KAPI_CONFORM_MACHINE] = "machine-dependent",
	[KAPI_CONFORM_INCONCLUSIVE] = "inconclusive",
	[KAPI_CONFORM_NOT_RUN] = "not run",
	[KAPI_CONFORM_NOT_IN_KERNEL] = "not in this kernel",
	[KAPI_CONFORM_AGREE] = "agree",
};

void conform_fingerprint(const struct kapi_conform_result *r, char out[17])
{
	const char *parts[3] = { r->spec->name,
				 kapi_conform__verdict_name(r->verdict), r->what };
	uint64_t h = 0xcbf29ce484222325ULL;

	for (size_t i = 0; i < 3; i++) {
		for (const char *p = parts[i]; p && *p; p++)
			h = (h ^ (unsigned char)*p) * 0x100000001b3ULL;
		h = (h ^ 0xff) * 0x100000001b3ULL;
	}
	snprintf(out, 17, "%016llx", (unsigned long long)h);
}

size_t conform_disagreements(const size_t *tally)
{
	return tally[KAPI_CONFORM_FALSE_POSITIVE] + tally[KAPI_CONFORM_MISS] +
	       tally[KAPI_CONFORM_ERRNO_GAP];
}

int conform_format_parse(const char *name, enum conform_format *fmt)
{
	static const char *const names[] = { "text", "json", "tap", "sarif",
		"kcidb" };

	for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		if (!strcmp(name, names[i])) {
			*fmt = (enum conform_format)i;
			return 0;
		}
	return -EINVAL;
}

static void kernel_answer(const struct kapi_conform_result *r, char *buf,
			  size_t len)
{
	const char *en = kapi_errno__name(r->err);

	if (!r->ran)
		snprintf(buf, len, "not run");
	else if (r->timed_out)
		snprintf(buf, len, "blocked until the alarm");
	else if (!r->returned && r->signal)
		snprintf(buf, len, "killed by signal %d", r->signal);
	else if (!r->returned)
		snprintf(buf, len, "did not return");
	else if (r->err)
		snprintf(buf, len, "-%s", en ? en : "E???");
	else
		snprintf(buf, len, "%" PRId64, r->ret);
}

static void tally_line(FILE *out, const size_t *t, size_t cases)
{
	fprintf(out, "%zu cases", cases);
	for (int v = 0; v < KAPI_CONFORM__COUNT; v++)
		if (t[v] || v <= KAPI_CONFORM_ERRNO_GAP)
			fprintf(out, ", %zu %s", t[v], class_titles[v]);
	fputc('\n', out);
}

static const char *const case_kinds[KAPI_CONFORM_CASE__COUNT] = {
	"base", "value", "bad_input", "capability", "signal", "effect",
	"fd_op", "layout", "combination" };

static void text(const struct conform_run *run, FILE *out)
{
	for (size_t s = 0; s < run->ncalls; s++) {
		const struct conform_syscall *c = &run->calls[s];

		fprintf(out, "%s: ", c->name);
		tally_line(out, c->tally, c->count);
		for (size_t k = c->first; k < c->first + c->count; k++) {
			const struct kapi_conform_result *r = &run->cases[k];
			char ans[64];

			if (r->verdict == KAPI_CONFORM_AGREE && !run->verbose)
				continue;
			if (run->hidden && run->hidden[k])
				continue;
			if ((r->verdict == KAPI_CONFORM_INCONCLUSIVE ||
			     r->verdict == KAPI_CONFORM_NOT_RUN ||
			     r->verdict == KAPI_CONFORM_NOT_IN_KERNEL) &&
			    !run->verbose)
				continue;
			kernel_answer(r, ans, sizeof(ans));
			fprintf(out, "  %s: %s\n    %s\n    kernel: %s; spec: %s\n",
				class_labels[r->verdict], r->what, r->call, ans,
				r->claim);
			if (r->verdict != KAPI_CONFORM_AGREE)
				fprintf(out, "    %s\n", r->reason);
		}
	}
	fprintf(out, "total: %zu syscalls, ", run->ncalls);
	tally_line(out, run->tally, run->ncases);
	for (int k = 0; k < KAPI_CONFORM_CASE__COUNT; k++) {
		fprintf(out, "  %s cases: ", case_kinds[k]);
		tally_line(out, run->kind_tally[k], run->kind_cases[k]);
	}
	if (run->filtered)
		fprintf(out, "not shown: %zu suppressed, %zu in the baseline\n",
			run->nsuppressed, run->nbaselined);
	fprintf(out, "sandbox: %s\n", run->sandbox);
}

static void json_tally(struct kapi_json *j, const size_t *t, size_t cases)
{
	kapi_json__key(j, "cases");
	kapi_json__uint(j, cases);
	for (int v = 0; v < KAPI_CONFORM__COUNT; v++) {
		kapi_json__key(j, kapi_conform__verdict_name(v));
		kapi_json__uint(j, t[v]);
	}
}

static void json_case(struct kapi_json *j, const struct conform_run *run,
		      size_t k)
{
	const struct kapi_conform_result *r = &run->cases[k];
	const char *en = kapi_errno__name(r->err);
	char fp[17];

	kapi_json__begin_object(j);
	kapi_json__key(j, "index");
	kapi_json__uint(j, r->index);
	kapi_json__key(j, "kind");
	kapi_json__string(j, case_kinds[r->kind]);
	kapi_json__key(j, "param");
	kapi_json__int(j, r->param);
	kapi_json__key(j, "what");
	kapi_json__string(j, r->what);
	kapi_json__key(j, "call");
	kapi_json__string(j, r->call);
	kapi_json__key(j, "spec_refuses");
	kapi_json__bool(j, r->spec_refuses);
	kapi_json__key(j, "spec_claim");
	kapi_json__string(j, r->claim);
	kapi_json__key(j, "kernel");
	kapi_json__begin_object(j);
	kapi_json__key(j, "ran");
	kapi_json__bool(j, r->ran);
	kapi_json__key(j, "returned");
	kapi_json__bool(j, r->returned);
	if (r->returned && !r->err) {
		kapi_json__key(j, "return");
		kapi_json__int(j, r->ret);
	}
	if (r->returned && r->err) {
		kapi_json__key(j, "errno");
		kapi_json__string(j, en ? en : "E???");
	}
	kapi_json__key(j, "timed_out");
	kapi_json__bool(j, r->timed_out);
	kapi_json__key(j, "signal");
	kapi_json__int(j, r->signal);
	kapi_json__end_object(j);
	kapi_json__key(j, "verdict");
	kapi_json__string(j, kapi_conform__verdict_name(r->verdict));
	kapi_json__key(j, "reason");
	kapi_json__string(j, r->reason);
	conform_fingerprint(r, fp);
	kapi_json__key(j, "fingerprint");
	kapi_json__string(j, fp);
	if (run->hidden && run->hidden[k]) {
		kapi_json__key(j, "not_shown");
		if (run->hidden[k] == CF_SUPPRESSED)
			kapi_json__stringf(j, "suppressed: %s", run->hidden_why[k]);
		else
			kapi_json__string(j, "in the baseline");
	}
	kapi_json__end_object(j);
}

static void json(const struct conform_run *run, struct kapi_json *j)
{
	struct utsname u;

	uname(&u);
	kapi_json__begin_object(j);
	kapi_json__key(j, "schema_version");
	kapi_json__uint(j, KAPI_JSON_SCHEMA_VERSION);
	kapi_json__key(j, "kernel");
	kapi_json__string(j, u.release);
	kapi_json__key(j, "machine");
	kapi_json__string(j, u.machine);
	kapi_json__key(j, "seed");
	kapi_json__uint(j, run->seed);
	kapi_json__key(j, "sandbox");
	kapi_json__string(j, run->sandbox);
	kapi_json__key(j, "totals");
	kapi_json__begin_object(j);
	kapi_json__key(j, "syscalls");
	kapi_json__uint(j, run->ncalls);
	json_tally(j, run->tally, run->ncases);
	if (run->filtered) {
		kapi_json__key(j, "suppressed");
		kapi_json__uint(j, run->nsuppressed);
		kapi_json__key(j, "in_baseline");
		kapi_json__uint(j, run->nbaselined);
	}
	kapi_json__key(j, "by_kind");
	kapi_json__begin_object(j);
	for (int k = 0; k < KAPI_CONFORM_CASE__COUNT; k++) {
		kapi_json__key(j, case_kinds[k]);
		kapi_json__begin_object(j);
		json_tally(j, run->kind_tally[k], run->kind_cases[k]);
		kapi_json__end_object(j);
	}
	kapi_json__end_object(j);
	kapi_json__end_object(j);
	kapi_json__key(j, "syscalls");
	kapi_json__begin_array(j);
	for (size_t s = 0; s < run->ncalls; s++) {
		const struct conform_syscall *c = &run->calls[s];

		kapi_json__begin_object(j);
		kapi_json__key(j, "name");
		kapi_json__string(j, c->name);
		kapi_json__key(j, "spec");
		kapi_json__string(j, c->spec);
		json_tally(j, c->tally, c->count);
		kapi_json__key(j, "results");
		kapi_json__begin_array(j);
		for (size_t k = c->first; k < c->first + c->count; k++)
			json_case(j, run, k);
		kapi_json__end_array(j);
		kapi_json__end_object(j);
	}
	kapi_json__end_array(j);
	kapi_json__end_object(j);
}

static void tap(const struct conform_run *run, FILE *out)
{
	fprintf(out, "TAP version 13\n1..%zu\n", run->ncalls);
	for (size_t s = 0; s < run->ncalls; s++) {
		const struct conform_syscall *c = &run->calls[s];
		size_t bad = conform_disagreements(c->tally);
		size_t judged = c->count - c->tally[KAPI_CONFORM_NOT_RUN] -
				c->tally[KAPI_CONFORM_NOT_IN_KERNEL];

		if (!judged) {
			fprintf(out, "ok %zu - %s # SKIP %s\n", s + 1,
				c->name, run->cases[c->first].reason);
			continue;
		}
		fprintf(out, "%sok %zu - %s: %zu cases, %zu agree\n",
			bad ? "not " : "", s + 1, c->name, c->count,
			c->tally[KAPI_CONFORM_AGREE]);
		for (size_t k = c->first; k < c->first + c->count; k++) {
			const struct kapi_conform_result *r = &run->cases[k];
			char ans[64];

			if (r->verdict < KAPI_CONFORM_FALSE_POSITIVE ||
			    r->verdict > KAPI_CONFORM_ERRNO_GAP ||
			    (run->hidden && run->hidden[k]))
				continue;
			kernel_answer(r, ans, sizeof(ans));
			fprintf(out, "# %s: %s -> %s; spec: %s\n",
				class_labels[r->verdict], r->call, ans, r->claim);
		}
	}
}

static const struct {
	enum kapi_conform_verdict v;
	const char *id, *name, *level, *text;
} sarif_rules[] = {
	{ KAPI_CONFORM_FALSE_POSITIVE, "C001", "spec-false-positive", "error",
	  "The kernel accepts a value the spec refuses" },
	{ KAPI_CONFORM_MISS, "C002", "spec-miss", "error",
	  "The spec accepts a value the kernel refuses with EINVAL" },
	{ KAPI_CONFORM_ERRNO_GAP, "C003", "errno-gap", "warning",
	  "The kernel returns an errno the spec does not list" },
	{ KAPI_CONFORM_MACHINE, "C004", "machine-dependent", "note",
	  "The answer depends on this kernel's build or privileges" },
};

const char *conform_rule_id(enum kapi_conform_verdict v)
{
	for (size_t i = 0; i < sizeof(sarif_rules) / sizeof(sarif_rules[0]); i++)
		if (sarif_rules[i].v == v)
			return sarif_rules[i].id;
	return NULL;
}

static void sarif(const struct conform_run *run, struct kapi_json *j)
{
	report_sarif_begin(j, "kapi conform");
	for (size_t i = 0; i < sizeof(sarif_rules) / sizeof(sarif_rules[0]); i++) {
		kapi_json__begin_object(j);
		kapi_json__key_str(j, "id", sarif_rules[i].id);
		kapi_json__key_str(j, "name", sarif_rules[i].name);
		kapi_json__key(j, "shortDescription");
		kapi_json__begin_object(j);
		kapi_json__key_str(j, "text", sarif_rules[i].text);
		kapi_json__end_object(j);
		kapi_json__key(j, "defaultConfiguration");
		kapi_json__begin_object(j);
		kapi_json__key_str(j, "level", sarif_rules[i].level);
		kapi_json__end_object(j);
		kapi_json__end_object(j);
	}
	report_sarif_results(j);
	for (size_t k = 0; k < run->ncases; k++) {
		const struct kapi_conform_result *r = &run->cases[k];
		char ans[64];
		size_t i;

		for (i = 0; i < sizeof(sarif_rules) / sizeof(sarif_rules[0]); i++)
			if (sarif_rules[i].v == r->verdict)
				break;
		if (i == sizeof(sarif_rules) / sizeof(sarif_rules[0]))
			continue;
		kernel_answer(r, ans, sizeof(ans));
		kapi_json__begin_object(j);
		kapi_json__key_str(j, "ruleId", sarif_rules[i].id);
		kapi_json__key_str(j, "level", sarif_rules[i].level);
		if (run->filtered) {
			char fp[17];

			conform_fingerprint(r, fp);
			kapi_json__key(j, "partialFingerprints");
			kapi_json__begin_object(j);
			kapi_json__key_str(j, "kapi/v1", fp);
			kapi_json__end_object(j);
			kapi_json__key_str(j, "baselineState",
				run->hidden[k] == CF_IN_BASELINE ? "unchanged" : "new");
			if (run->hidden[k] == CF_SUPPRESSED) {
				kapi_json__key(j, "suppressions");
				kapi_json__begin_array(j);
				kapi_json__begin_object(j);
				kapi_json__key_str(j, "kind", "external");
				kapi_json__key_str(j, "justification",
						   run->hidden_why[k]);
				kapi_json__end_object(j);
				kapi_json__end_array(j);
			}
		}
		kapi_json__key(j, "message");
		kapi_json__begin_object(j);
		kapi_json__key(j, "text");
		kapi_json__stringf(j, "%s: %s -> %s; spec: %s", r->what, r->call,
				   ans, r->claim);
		kapi_json__end_object(j);
		kapi_json__key(j, "locations");
		kapi_json__begin_array(j);
		kapi_json__begin_object(j);
		kapi_json__key(j, "logicalLocations");
		kapi_json__begin_array(j);
		kapi_json__begin_object(j);
		kapi_json__key_str(j, "name", r->spec->name);
		kapi_json__key_str(j, "kind", "function");
		kapi_json__end_object(j);
		kapi_json__end_array(j);
		kapi_json__end_object(j);
		kapi_json__end_array(j);
		kapi_json__end_object(j);
	}
	kapi_json__end_array(j);
	kapi_json__end_object(j);
	kapi_json__end_array(j);
	kapi_json__end_object(j);
}

/* A name KCIDB ids and paths accept: letters, digits, '_' and '-'. */
static void id_part(char *buf, size_t len, const char *s)
{
	size_t n = 0;

	for (; *s && n + 1 < len; s++)
		buf[n++] = (char)((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') ||
				  (*s >= '0' && *s <= '9') || *s == '_' ||
				  *s == '-' ? *s : '_');
	buf[n] = '\0';
}

static void kcidb(const struct conform_run *run, struct kapi_json *j)
{
	char host[65], rel[65], base[160], stamp[40];
	struct utsname u;
	time_t now = time(NULL);

	uname(&u);
	/* another kernel's report (kapi lab matrix): its release names it */
	if (run->release && strcmp(run->release, u.release)) {
		snprintf(u.release, sizeof(u.release), "%s", run->release);
		u.version[0] = '\0';
	}
	id_part(host, sizeof(host), u.nodename);
	id_part(rel, sizeof(rel), u.release);
	snprintf(base, sizeof(base), "kapi:%s-%s", host, rel);
	strftime(stamp, sizeof(stamp), "%Y-%m-%dT%H:%M:%SZ", gmtime(&now));
	kapi_json__begin_object(j);
	kapi_json__key(j, "version");
	kapi_json__begin_object(j);
	kapi_json__key(j, "major");
	kapi_json__uint(j, 5);
	kapi_json__key(j, "minor");
	kapi_json__uint(j, 3);
	kapi_json__end_object(j);
	kapi_json__key(j, "checkouts");
	kapi_json__begin_array(j);
	kapi_json__begin_object(j);
	kapi_json__key_str(j, "id", base);
	kapi_json__key_str(j, "origin", "kapi");
	kapi_json__key(j, "misc");
	kapi_json__begin_object(j);
	kapi_json__key_str(j, "kernel_release", u.release);
	kapi_json__key_str(j, "kernel_version", u.version);
	kapi_json__end_object(j);
	kapi_json__end_object(j);
	kapi_json__end_array(j);
	kapi_json__key(j, "builds");
	kapi_json__begin_array(j);
	kapi_json__begin_object(j);
	kapi_json__key_str(j, "id", base);
	kapi_json__key_str(j, "origin", "kapi");
	kapi_json__key_str(j, "checkout_id", base);
	kapi_json__key_str(j, "architecture", u.machine);
	kapi_json__key_str(j, "status", "PASS");
	kapi_json__end_object(j);
	kapi_json__end_array(j);
	kapi_json__key(j, "tests");
	kapi_json__begin_array(j);
	for (size_t s = 0; s < run->ncalls; s++) {
		const struct conform_syscall *c = &run->calls[s];
		size_t judged = c->count - c->tally[KAPI_CONFORM_NOT_RUN] -
				c->tally[KAPI_CONFORM_NOT_IN_KERNEL];
		char name[64];
		const char *status = conform_disagreements(c->tally) ? "FAIL" :
				     !judged ? "SKIP" : "PASS";

		id_part(name, sizeof(name), c->name);
		kapi_json__begin_object(j);
		kapi_json__key(j, "id");
		kapi_json__stringf(j, "%s.conform.%s", base, name);
		kapi_json__key_str(j, "origin", "kapi");
		kapi_json__key_str(j, "build_id", base);
		kapi_json__key(j, "path");
		kapi_json__stringf(j, "kapi.conform.%s", name);
		kapi_json__key_str(j, "status", status);
		kapi_json__key_str(j, "start_time", stamp);
		kapi_json__key(j, "misc");
		kapi_json__begin_object(j);
		json_tally(j, c->tally, c->count);
		kapi_json__key(j, "seed");
		kapi_json__uint(j, run->seed);
		kapi_json__end_object(j);
		kapi_json__end_object(j);
	}
	kapi_json__end_array(j);
	kapi_json__end_object(j);
}

int conform_write(const struct conform_run *run, enum conform_format fmt,
		  FILE *out)
{
	struct kapi_json *j;

	switch (fmt) {
	case CF_TEXT:
		text(run, out);
		break;
	case CF_TAP:
		tap(run, out);
		break;
	default:
		j = kapi_json__new(kapi_write__file, out, run->pretty);
		if (!j)
			return -ENOMEM;
		if (fmt == CF_JSON)
			json(run, j);
		else if (fmt == CF_SARIF)
			sarif(run, j);
		else
			kcidb(run, j);
		if (kapi_json__free(j))
			return -EIO;
		fputc('\n', out);
		break;
	}
	if (fflush(out) || ferror(out))
		return -EIO;
	return 0;
}

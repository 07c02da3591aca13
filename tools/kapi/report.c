// SPDX-License-Identifier: GPL-2.0
/*
 * Writing diff changes and lint findings: text grouped by API, JSON with a
 * summary and a fingerprint per item, and SARIF 2.1.0 for code-scanning
 * services.  Also the exit status both verbs share (abidiff's bits).
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "main.h"
#include "output.h"
#include "report.h"

static int report_format_parse(const char *s, enum report_format *f)
{
	if (!strcmp(s, "text") || !strcmp(s, "plain"))
		*f = REPORT_TEXT;
	else if (!strcmp(s, "json"))
		*f = REPORT_JSON;
	else if (!strcmp(s, "sarif"))
		*f = REPORT_SARIF;
	else
		return -1;
	return 0;
}

static void counts(const struct kapi_changes *c, size_t n[KAPI_LEVEL__COUNT])
{
	memset(n, 0, sizeof(size_t) * KAPI_LEVEL__COUNT);
	for (size_t i = 0; i < c->count; i++)
		n[c->items[i].rule->level]++;
}

static void breaks_text(unsigned int b, char *buf, size_t size)
{
	snprintf(buf, size, "%s%s%s", b ? "  [" : "",
		 b == (KAPI_BREAKS_BINARY | KAPI_BREAKS_SOURCE) ? "binary, source" :
		 b & KAPI_BREAKS_BINARY ? "binary" :
		 b & KAPI_BREAKS_SOURCE ? "source" : "", b ? "]" : "");
}

static const char *const area_names[AREA__COUNT] = {
	"syscalls", "ioctl", "structs", "sysfs",
};

enum report_area report_area_of(const struct kapi_change *ch)
{
	if (ch->api_type == KAPI_API_IOCTL)
		return AREA_IOCTL;
	if (ch->api_type == KAPI_API_SYSFS)
		return AREA_SYSFS;
	/* a kernel tree's uapi header is a list of structs (load_ktree.c) */
	return ch->api && !strncmp(ch->api, "uapi/", 5) ? AREA_STRUCTS
							 : AREA_SYSCALLS;
}

const char *report_area_name(enum report_area a)
{
	return a < AREA__COUNT ? area_names[a] : NULL;
}

int report_area_parse(const char *s, enum report_area *a)
{
	for (int i = 0; i < AREA__COUNT; i++)
		if (!strcmp(s, area_names[i])) {
			*a = (enum report_area)i;
			return 0;
		}
	return -1;
}

/* A table of counts per area and level, before the changes. */
static void area_summary(FILE *f, const struct kapi_changes *c)
{
	size_t n[AREA__COUNT][KAPI_LEVEL__COUNT] = { { 0 } };

	for (size_t i = 0; i < c->count; i++)
		n[report_area_of(&c->items[i])][c->items[i].rule->level]++;
	fprintf(f, "%-10s %9s %12s %11s %6s\n", "area", "breaking",
		"needs review", "compatible", "info");
	for (int a = 0; a < AREA__COUNT; a++)
		fprintf(f, "%-10s %9zu %12zu %11zu %6zu\n", area_names[a],
			n[a][KAPI_LEVEL_BREAKING], n[a][KAPI_LEVEL_REVIEW],
			n[a][KAPI_LEVEL_COMPATIBLE], n[a][KAPI_LEVEL_INFO]);
}

static void change_line(FILE *f, const struct kapi_change *ch, bool lint)
{
	/* a source problem's api is its file, already the location */
	bool api_is_file = ch->location && *ch->api &&
			   !strncmp(ch->location, ch->api, strlen(ch->api));
	char br[32];

	breaks_text(ch->rule->breaks, br, sizeof(br));
	fprintf(f, "%s: %s: [%s] %s%s%s%s\n",
		ch->location ? ch->location : "<builtin>",
		kapi_level__name(ch->rule->level, lint), ch->rule->id,
		api_is_file || !*ch->api ? "" : ch->api,
		api_is_file || !*ch->api ? "" : ": ", ch->message, br);
}

/*
 * One line a finding, as compilers write them, so grep, editors and CI
 * annotations read it: "file:line: level: [RULE] api: message [breaks]".
 * A spec of the built-in corpus has no file: "<builtin>" stands for it.
 */
static void text(FILE *f, const struct report *r)
{
	const struct kapi_changes *c = r->changes;
	size_t n[KAPI_LEVEL__COUNT];
	bool lint = r->lint;

	if (r->areas) {
		area_summary(f, c);
		for (int a = 0; a < AREA__COUNT; a++) {
			bool header = false;

			for (size_t i = 0; i < c->count; i++) {
				if (report_area_of(&c->items[i]) != (enum report_area)a)
					continue;
				if (!header)
					fprintf(f, "\n%s:\n", area_names[a]);
				header = true;
				change_line(f, &c->items[i], lint);
			}
		}
	} else {
		for (size_t i = 0; i < c->count; i++)
			change_line(f, &c->items[i], lint);
	}
	counts(c, n);
	if (lint)
		fprintf(f, "%s%zu findings: %zu errors, %zu warnings, %zu notes, "
			"%zu info\n", c->count ? "\n" : "", c->count,
			n[KAPI_LEVEL_BREAKING], n[KAPI_LEVEL_REVIEW],
			n[KAPI_LEVEL_COMPATIBLE], n[KAPI_LEVEL_INFO]);
	else
		fprintf(f, "%s%zu changes: %zu breaking, %zu needs review, "
			"%zu compatible, %zu info\n", c->count ? "\n" : "",
			c->count, n[KAPI_LEVEL_BREAKING], n[KAPI_LEVEL_REVIEW],
			n[KAPI_LEVEL_COMPATIBLE], n[KAPI_LEVEL_INFO]);
	if (r->suppressions || r->baseline)
		fprintf(f, "not shown: %zu suppressed, %zu in the baseline\n",
			r->nsuppressed, r->nbaselined);
}

static void json_load_errors(struct kapi_json *j, const struct report *r)
{
	kapi_json__key(j, "errors");
	kapi_json__begin_array(j);
	for (int i = 0; i < r->nload_errors; i++) {
		kapi_json__begin_object(j);
		kapi_json__key_str(j, "input", r->load_errors[i].input);
		kapi_json__key_str(j, "message", r->load_errors[i].message);
		kapi_json__end_object(j);
	}
	kapi_json__end_array(j);
}

/* Why a finding is not shown: a suppression's reason, or the baseline. */
static const char *hidden_reason(const struct report *r,
				 const struct kapi_change *ch)
{
	const char *why = kapi_suppressions__match(r->suppressions, ch);

	return why ? why : "in the baseline";
}

/* What --suppressions and --baseline left out, with the reason. */
static void json_hidden(struct kapi_json *j, const struct report *r)
{
	kapi_json__key(j, "not_shown");
	kapi_json__begin_array(j);
	for (size_t i = 0; i < r->hidden.count; i++) {
		const struct kapi_change *ch = &r->hidden.items[i];

		kapi_json__begin_object(j);
		kapi_json__key_str(j, "rule_id", ch->rule->id);
		kapi_json__key_str(j, "api", ch->api);
		kapi_json__key_str(j, "subject", ch->subject);
		kapi_json__key_str(j, "fingerprint", ch->fingerprint);
		kapi_json__key_str(j, "reason", hidden_reason(r, ch));
		kapi_json__end_object(j);
	}
	kapi_json__end_array(j);
}

static void json(struct kapi_json *j, const struct report *r)
{
	const struct kapi_changes *c = r->changes;
	size_t n[KAPI_LEVEL__COUNT];

	counts(c, n);
	kapi_json__begin_object(j);
	kapi_json__key(j, "schema_version");
	kapi_json__uint(j, KAPI_JSON_SCHEMA_VERSION);
	kapi_json__key(j, "tool");
	kapi_json__begin_object(j);
	kapi_json__key_str(j, "name", "kapi");
	kapi_json__key_str(j, "version", kapi_version());
	kapi_json__end_object(j);
	kapi_json__key_str(j, "command", r->command);
	kapi_json__key(j, "inputs");
	kapi_json__begin_array(j);
	for (int i = 0; i < r->ninputs; i++)
		kapi_json__string(j, r->inputs[i]);
	kapi_json__end_array(j);
	kapi_json__key(j, "summary");
	kapi_json__begin_object(j);
	for (int l = KAPI_LEVEL__COUNT - 1; l >= 0; l--) {
		kapi_json__key(j, kapi_level__name((enum kapi_level)l, r->lint));
		kapi_json__uint(j, n[l]);
	}
	kapi_json__key(j, "suppressed");
	kapi_json__uint(j, r->nsuppressed);
	kapi_json__key(j, "in_baseline");
	kapi_json__uint(j, r->nbaselined);
	if (r->areas) {
		size_t m[AREA__COUNT][KAPI_LEVEL__COUNT] = { { 0 } };

		for (size_t i = 0; i < c->count; i++)
			m[report_area_of(&c->items[i])][c->items[i].rule->level]++;
		kapi_json__key(j, "areas");
		kapi_json__begin_object(j);
		for (int a = 0; a < AREA__COUNT; a++) {
			kapi_json__key(j, area_names[a]);
			kapi_json__begin_object(j);
			for (int l = KAPI_LEVEL__COUNT - 1; l >= 0; l--) {
				kapi_json__key(j, kapi_level__name((enum kapi_level)l,
								   false));
				kapi_json__uint(j, m[a][l]);
			}
			kapi_json__end_object(j);
		}
		kapi_json__end_object(j);
	}
	kapi_json__end_object(j);
	json_load_errors(j, r);
	json_hidden(j, r);
	kapi_json__key(j, r->lint ? "findings" : "changes");
	kapi_json__begin_array(j);
	for (size_t i = 0; i < c->count; i++) {
		const struct kapi_change *ch = &c->items[i];

		kapi_json__begin_object(j);
		kapi_json__key_str(j, "rule_id", ch->rule->id);
		kapi_json__key_str(j, "rule", ch->rule->name);
		kapi_json__key_str(j, "level",
				   kapi_level__name(ch->rule->level, r->lint));
		if (r->areas)
			kapi_json__key_str(j, "area",
					   area_names[report_area_of(ch)]);
		if (!r->lint) {
			kapi_json__key(j, "breaks");
			kapi_json__begin_object(j);
			kapi_json__key(j, "binary");
			kapi_json__bool(j, ch->rule->breaks & KAPI_BREAKS_BINARY);
			kapi_json__key(j, "source");
			kapi_json__bool(j, ch->rule->breaks & KAPI_BREAKS_SOURCE);
			kapi_json__end_object(j);
		}
		kapi_json__key_str(j, "api", ch->api);
		kapi_json__key_str(j, "api_type", ch->api_type || *ch->api ?
			kapi_name(KAPI_NAMES_API_TYPE, ch->api_type) : NULL);
		kapi_json__key_str(j, "subject", ch->subject);
		if (!r->lint) {
			kapi_json__key_str(j, "old", ch->old_value);
			kapi_json__key_str(j, "new", ch->new_value);
		}
		kapi_json__key_str(j, "message", ch->message);
		kapi_json__key_str(j, "fingerprint", ch->fingerprint);
		kapi_json__key_str(j, "location", ch->location);
		kapi_json__end_object(j);
	}
	kapi_json__end_array(j);
	kapi_json__end_object(j);
}

static const char *sarif_level(enum kapi_level l)
{
	static const char *const names[KAPI_LEVEL__COUNT] = {
		[KAPI_LEVEL_INFO] = "none", [KAPI_LEVEL_COMPATIBLE] = "note",
		[KAPI_LEVEL_REVIEW] = "warning", [KAPI_LEVEL_BREAKING] = "error",
	};
	return names[l];
}

/* "file:line" into a SARIF physical location; the spec name otherwise. */
static void sarif_location(struct kapi_json *j, const struct kapi_change *ch)
{
	const char *loc = ch->location;
	const char *colon = loc ? strrchr(loc, ':') : NULL;
	char *end = NULL;
	unsigned long line = colon ? strtoul(colon + 1, &end, 10) : 0;

	kapi_json__key(j, "locations");
	kapi_json__begin_array(j);
	kapi_json__begin_object(j);
	kapi_json__key(j, "physicalLocation");
	kapi_json__begin_object(j);
	kapi_json__key(j, "artifactLocation");
	kapi_json__begin_object(j);
	kapi_json__key(j, "uri");
	if (loc && line && end && !*end)
		kapi_json__stringf(j, "%.*s", (int)(colon - loc), loc);
	else
		kapi_json__string(j, loc ? loc : "kapi-builtin-corpus");
	kapi_json__end_object(j);
	if (loc && line && end && !*end) {
		kapi_json__key(j, "region");
		kapi_json__begin_object(j);
		kapi_json__key(j, "startLine");
		kapi_json__uint(j, line);
		kapi_json__end_object(j);
	}
	kapi_json__end_object(j);
	if (*ch->api) {
		kapi_json__key(j, "logicalLocations");
		kapi_json__begin_array(j);
		kapi_json__begin_object(j);
		kapi_json__key_str(j, "name", ch->api);
		kapi_json__key_str(j, "kind", "function");
		kapi_json__end_object(j);
		kapi_json__end_array(j);
	}
	kapi_json__end_object(j);
	kapi_json__end_array(j);
}

/*
 * One result.  A hidden one is still listed, as SARIF wants: suppressed
 * with the suppression's reason, or marked unchanged against the baseline.
 */
static void sarif_result(struct kapi_json *j, const struct report *r,
			 const struct kapi_change *ch, bool hidden)
{
	const char *why = hidden ?
			  kapi_suppressions__match(r->suppressions, ch) : NULL;

	kapi_json__begin_object(j);
	kapi_json__key_str(j, "ruleId", ch->rule->id);
	kapi_json__key_str(j, "level", sarif_level(ch->rule->level));
	/* a level of none goes with a kind other than fail */
	if (ch->rule->level == KAPI_LEVEL_INFO)
		kapi_json__key_str(j, "kind", "informational");
	kapi_json__key(j, "message");
	kapi_json__begin_object(j);
	kapi_json__key(j, "text");
	kapi_json__stringf(j, "%s%s%s", ch->api, *ch->api ? ": " : "",
			   ch->message);
	kapi_json__end_object(j);
	sarif_location(j, ch);
	kapi_json__key(j, "partialFingerprints");
	kapi_json__begin_object(j);
	kapi_json__key_str(j, "kapiFingerprint/v1", ch->fingerprint);
	kapi_json__end_object(j);
	if (r->baseline)
		kapi_json__key_str(j, "baselineState",
			kapi_baseline__has(r->baseline, ch->fingerprint) ?
			"unchanged" : "new");
	if (why) {
		kapi_json__key(j, "suppressions");
		kapi_json__begin_array(j);
		kapi_json__begin_object(j);
		kapi_json__key_str(j, "kind", "external");
		kapi_json__key_str(j, "justification", why);
		kapi_json__end_object(j);
		kapi_json__end_array(j);
	}
	kapi_json__end_object(j);
}

/* Inputs that could not be read, as the run's tool notifications. */
static void sarif_invocation(struct kapi_json *j, const struct report *r)
{
	kapi_json__key(j, "invocations");
	kapi_json__begin_array(j);
	kapi_json__begin_object(j);
	kapi_json__key(j, "executionSuccessful");
	kapi_json__bool(j, r->nload_errors == 0);
	kapi_json__key(j, "toolExecutionNotifications");
	kapi_json__begin_array(j);
	for (int i = 0; i < r->nload_errors; i++) {
		kapi_json__begin_object(j);
		kapi_json__key_str(j, "level", "error");
		kapi_json__key(j, "message");
		kapi_json__begin_object(j);
		kapi_json__key(j, "text");
		kapi_json__stringf(j, "%s: %s", r->load_errors[i].input,
				   r->load_errors[i].message);
		kapi_json__end_object(j);
		kapi_json__end_object(j);
	}
	kapi_json__end_array(j);
	kapi_json__end_object(j);
	kapi_json__end_array(j);
}

void report_sarif_begin(struct kapi_json *j, const char *tool)
{
	kapi_json__begin_object(j);
	kapi_json__key_str(j, "$schema",
			   "https://json.schemastore.org/sarif-2.1.0.json");
	kapi_json__key_str(j, "version", "2.1.0");
	kapi_json__key(j, "runs");
	kapi_json__begin_array(j);
	kapi_json__begin_object(j);
	kapi_json__key(j, "tool");
	kapi_json__begin_object(j);
	kapi_json__key(j, "driver");
	kapi_json__begin_object(j);
	kapi_json__key_str(j, "name", tool);
	kapi_json__key_str(j, "version", kapi_version());
	kapi_json__key(j, "rules");
	kapi_json__begin_array(j);
}

void report_sarif_results(struct kapi_json *j)
{
	kapi_json__end_array(j);
	kapi_json__end_object(j);
	kapi_json__end_object(j);
	kapi_json__key(j, "results");
	kapi_json__begin_array(j);
}

static void sarif(struct kapi_json *j, const struct report *r)
{
	const struct kapi_changes *c = r->changes;
	size_t nrules;
	const struct kapi_rule *rules = kapi_rules(&nrules);

	report_sarif_begin(j, "kapi");
	for (size_t i = 0; i < nrules; i++) {
		if (rules[i].id[0] != r->family)
			continue;
		kapi_json__begin_object(j);
		kapi_json__key_str(j, "id", rules[i].id);
		kapi_json__key_str(j, "name", rules[i].name);
		kapi_json__key(j, "shortDescription");
		kapi_json__begin_object(j);
		kapi_json__key_str(j, "text", rules[i].summary);
		kapi_json__end_object(j);
		kapi_json__key(j, "help");
		kapi_json__begin_object(j);
		kapi_json__key(j, "text");
		kapi_json__stringf(j, "%s (%s, level %s). Run 'kapi %s --rules' for "
				   "every rule; suppress one with a [suppress] "
				   "section naming rule = %s and a reason.",
				   rules[i].summary, rules[i].id,
				   kapi_level__name(rules[i].level, r->lint),
				   r->command, rules[i].id);
		kapi_json__end_object(j);
		kapi_json__key(j, "defaultConfiguration");
		kapi_json__begin_object(j);
		kapi_json__key_str(j, "level", sarif_level(rules[i].level));
		kapi_json__end_object(j);
		kapi_json__end_object(j);
	}
	report_sarif_results(j);
	for (size_t i = 0; i < c->count; i++)
		sarif_result(j, r, &c->items[i], false);
	for (size_t i = 0; i < r->hidden.count; i++)
		sarif_result(j, r, &r->hidden.items[i], true);
	kapi_json__end_array(j);
	sarif_invocation(j, r);
	kapi_json__end_object(j);
	kapi_json__end_array(j);
	kapi_json__end_object(j);
}

static int report_write(struct report *r)
{
	FILE *f = stdout;
	struct out_file of;
	struct kapi_json *j;
	int err = 0;

	if (r->format == REPORT__DEFAULT)
		r->format = json_output ? REPORT_JSON : REPORT_TEXT;

	if (r->output && !(f = out_open(&of, r->output)))
		return -1;
	if (r->format == REPORT_TEXT) {
		text(f, r);
	} else {
		j = kapi_json__new(kapi_write__file, f, pretty_output ||
				   r->format == REPORT_SARIF);
		if (!j) {
			if (r->output)
				out_close(&of, false);
			return -1;
		}
		if (r->format == REPORT_JSON)
			json(j, r);
		else
			sarif(j, r);
		err = kapi_json__free(j);
		if (!err)
			fputc('\n', f);
	}
	if (r->output && out_close(&of, true))
		return -1;
	if (err)
		return -1;
	return 0;
}

/* The rule table of one verb, as text or JSON. */
static int print_rules(char family, bool lint)
{
	size_t n;
	const struct kapi_rule *rules = kapi_rules(&n);
	struct kapi_json *j = json_output ? json_document() : NULL;

	if (j) {
		kapi_json__key(j, "rules");
		kapi_json__begin_array(j);
	}
	for (size_t i = 0; i < n; i++) {
		const struct kapi_rule *r = &rules[i];

		if (r->id[0] != family)
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
		kapi_json__key_str(j, "id", r->id);
		kapi_json__key_str(j, "name", r->name);
		kapi_json__key_str(j, "level",
				   kapi_level__name(r->level, lint));
		kapi_json__key(j, "breaks_binary");
		kapi_json__bool(j, r->breaks & KAPI_BREAKS_BINARY);
		kapi_json__key(j, "breaks_source");
		kapi_json__bool(j, r->breaks & KAPI_BREAKS_SOURCE);
		kapi_json__key_str(j, "summary", r->summary);
		kapi_json__end_object(j);
	}
	if (j) {
		kapi_json__end_array(j);
		kapi_json__end_object(j);
		return kapi_json__free(j) ? REPORT_ERROR : 0;
	}
	return 0;
}

void report_init(struct report *r, const char *command)
{
	memset(r, 0, sizeof(*r));
	r->format = REPORT__DEFAULT;	/* text, or JSON with -j */
	r->command = command;
	r->family = (char)(command[0] - 'a' + 'A');
	r->lint = r->family != 'D';
	r->fail_on = KAPI_LEVEL_BREAKING;
}

/*
 * -1 when opt is not a report option, 0 when handled, 1 when the command
 * ends here with r->stop_status
 */
static int report_option(struct report *r, int opt, const char *arg)
{
	switch (opt) {
	case 'f':
		if (!report_format_parse(arg, &r->format))
			return 0;
		p_err("unknown format '%s' (text, json or sarif)", arg);
		break;
	case 'o':
		r->output = arg;
		return 0;
	case OPT_FAIL_ON:
		r->never = !strcmp(arg, "never");
		if (r->never || !kapi_level__parse(arg, &r->fail_on))
			return 0;
		p_err("unknown level '%s' for --fail-on", arg);
		break;
	case OPT_RULES:
		r->stop_status = print_rules(r->family, r->lint);
		return 1;
	case OPT_SUPPRESS:
		if (!read_suppressions(arg, &r->suppressions))
			return 0;
		r->stop_status = REPORT_ERROR;
		return 1;
	case OPT_BASELINE:
		if (!read_baseline(arg, "not a JSON document", &r->baseline))
			return 0;
		r->stop_status = REPORT_ERROR;
		return 1;
	default:
		return -1;
	}
	r->stop_status = REPORT_USAGE;
	return 1;
}

int report_getopt(struct report *r, int argc, char **argv,
		  const char *shortopts, const struct option *longopts)
{
	int opt, ret;

	while ((opt = getopt_long(argc, argv, shortopts, longopts, NULL)) != -1) {
		ret = report_option(r, opt, optarg);
		if (ret < 0)
			return opt;
		if (ret)
			return REPORT_STOP;
	}
	return -1;
}

void report_load_error(struct report *r, const char *input,
		       const char *message)
{
	if (r->nload_errors == (int)(sizeof(r->load_errors) /
				     sizeof(r->load_errors[0]))) {
		r->load_errors_dropped++;
		return;
	}
	r->load_errors[r->nload_errors++] =
		(struct report_load_error){ input, message };
}

void report_free(struct report *r)
{
	kapi_suppressions__free(r->suppressions);
	kapi_baseline__free(r->baseline);
	free(r->hidden.items);
	r->suppressions = NULL;
	r->baseline = NULL;
	r->hidden.items = NULL;
}

/*
 * Splits c into what is shown and what suppressions and the baseline
 * hide.  The items are shared with c, which keeps owning their strings.
 */
static int split(struct report *r, const struct kapi_changes *c,
		 struct kapi_changes *shown)
{
	memset(shown, 0, sizeof(*shown));
	for (size_t i = 0; i < c->count; i++) {
		const struct kapi_change *ch = &c->items[i];
		bool supp = kapi_suppressions__match(r->suppressions, ch);
		bool known = !supp && kapi_baseline__has(r->baseline,
							 ch->fingerprint);
		struct kapi_changes *to = supp || known ? &r->hidden : shown;

		if (!to->cap || to->count == to->cap) {
			size_t cap = to->cap ? 2 * to->cap : 16;
			void *p = realloc(to->items, cap * sizeof(*to->items));

			if (!p)
				return -1;
			to->items = p;
			to->cap = cap;
		}
		to->items[to->count++] = *ch;
		r->nsuppressed += supp;
		r->nbaselined += known;
	}
	return 0;
}

int report_finish(struct report *r, const struct kapi_changes *c)
{
	struct kapi_changes shown;
	int status = r->nload_errors ? REPORT_ERROR : 0;

	if (split(r, c, &shown)) {
		p_err("out of memory");
		free(shown.items);
		return REPORT_ERROR;
	}
	r->changes = &shown;
	if (report_write(r))
		status |= REPORT_ERROR;
	for (size_t i = 0; i < shown.count; i++) {
		status |= REPORT_CHANGE;
		if (!r->never && shown.items[i].rule->level >= r->fail_on)
			status |= REPORT_BREAKING;
	}
	r->changes = NULL;
	free(shown.items);
	return status;
}

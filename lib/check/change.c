// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * The rule catalogue of kapi diff and kapi lint, and the list of changes or
 * findings both produce: stable rule ids, a level each, what a change
 * breaks, and a fingerprint that does not depend on message wording.
 */
#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check/change.h"

#define B KAPI_BREAKS_BINARY
#define S KAPI_BREAKS_SOURCE
#define R(id, name, lvl, br, sum) { id, name, KAPI_LEVEL_##lvl, br, sum }

static const struct kapi_rule rules[] = {
	/* diff: whole interfaces */
	R("D001", "api-removed", BREAKING, B | S, "an interface is gone"),
	R("D002", "api-added", COMPATIBLE, 0, "a new interface"),
	R("D003", "api-type-changed", BREAKING, B | S,
	  "a syscall became an ioctl or the like"),
	/* diff: a kernel tree's syscall table (lib/check/diff_ktree.c) */
	R("D004", "syscall-entry-renamed", REVIEW, 0,
	  "a syscall number is served by another entry point"),
	R("D005", "syscall-entry-removed", BREAKING, B,
	  "a syscall number is kept with no entry point"),
	R("D006", "syscall-number-changed", BREAKING, B,
	  "a syscall has another number"),
	/* diff: a kernel tree's uapi headers (what they define is apart) */
	R("D007", "uapi-header-removed", INFO, 0,
	  "a uapi header is gone; what it defined is reported on its own"),
	R("D008", "uapi-header-not-measured", INFO, 0,
	  "a uapi header compiles on its own in one tree only: structs not compared"),
	/* diff: parameters */
	R("D010", "param-added", BREAKING, B | S, "the argument count grew"),
	R("D011", "param-removed", BREAKING, B | S, "the argument count shrank"),
	R("D012", "param-renamed", INFO, 0, "a parameter has a new name"),
	R("D013", "param-type-changed", BREAKING, B | S,
	  "a parameter's type class changed"),
	R("D014", "param-c-type-changed", REVIEW, S,
	  "a parameter's C type is spelled differently"),
	R("D015", "param-direction-changed", REVIEW, B,
	  "a parameter is now read or written where it was not"),
	R("D020", "input-mask-bit-removed", BREAKING, B,
	  "an accepted flag bit is now refused"),
	R("D021", "input-mask-bit-added", COMPATIBLE, 0,
	  "a new flag bit is accepted"),
	R("D022", "input-range-narrowed", BREAKING, B,
	  "accepted values now start later or end sooner"),
	R("D023", "input-range-widened", COMPATIBLE, 0,
	  "more values are accepted"),
	R("D024", "input-value-removed", BREAKING, B,
	  "an accepted value or string is now refused"),
	R("D025", "input-value-added", COMPATIBLE, 0,
	  "a new value or string is accepted"),
	R("D026", "input-constraint-added", BREAKING, B,
	  "an input that took anything is now checked"),
	R("D027", "input-constraint-removed", COMPATIBLE, 0,
	  "an input is no longer checked"),
	R("D028", "constraint-kind-changed", REVIEW, B,
	  "an input is checked in a different way"),
	R("D029", "output-values-widened", REVIEW, B,
	  "an output may hold values it could not before"),
	R("D030", "output-values-narrowed", COMPATIBLE, 0,
	  "an output holds fewer possible values"),
	R("D031", "alignment-stricter", BREAKING, B,
	  "an input must be aligned more strictly"),
	R("D032", "alignment-relaxed", COMPATIBLE, 0,
	  "an input may be aligned less strictly"),
	R("D033", "param-size-changed", BREAKING, B | S,
	  "a parameter's size changed"),
	R("D034", "input-expression-tightened", BREAKING, B,
	  "a constraint expression refuses calls it accepted"),
	R("D035", "input-expression-loosened", COMPATIBLE, 0,
	  "a constraint expression accepts calls it refused"),
	R("D036", "uapi-constant-added", COMPATIBLE, 0,
	  "the uapi headers define a new flag or value for an argument"),
	R("D037", "uapi-constant-removed", BREAKING, B | S,
	  "a flag or value the uapi headers defined for an argument is gone"),
	R("D038", "uapi-constant-value-changed", BREAKING, B,
	  "a uapi flag or value has another number"),
	R("D039", "deep-spec-misses-constant", REVIEW, 0,
	  "a hand-written spec does not admit a value the kernel defines"),
	R("D045", "extensible-struct-grew", COMPATIBLE, 0,
	  "a struct passed with its size (clone_args, open_how...) grew at its end"),
	R("D044", "uapi-sentinel-moved", COMPATIBLE, 0,
	  "a count or last-value marker (*_MAX, *_LAST, __*) moved or went"),
	/* diff: return value and errors */
	R("D040", "return-type-changed", BREAKING, B | S,
	  "the return type class changed"),
	R("D041", "return-check-changed", REVIEW, B,
	  "success is told apart from failure differently"),
	R("D042", "return-success-widened", REVIEW, B,
	  "success may return values it could not before"),
	R("D043", "return-success-narrowed", COMPATIBLE, 0,
	  "success returns fewer possible values"),
	R("D050", "errno-added", REVIEW, B,
	  "a new errno callers may not handle"),
	R("D051", "errno-removed", INFO, 0, "an errno is no longer returned"),
	R("D052", "errno-code-changed", BREAKING, B,
	  "an errno name now has another number"),
	/* diff: ioctls and their structs */
	R("D060", "ioctl-cmd-changed", BREAKING, B | S,
	  "the ioctl command number changed"),
	R("D061", "ioctl-size-changed", BREAKING, B,
	  "the ioctl argument size changed"),
	R("D062", "struct-size-changed", BREAKING, B,
	  "a structure's size changed"),
	R("D063", "struct-field-offset-changed", BREAKING, B,
	  "a field moved"),
	R("D064", "struct-field-size-changed", BREAKING, B,
	  "a field's size changed"),
	R("D065", "struct-field-removed", BREAKING, B | S, "a field is gone"),
	R("D066", "struct-field-added", COMPATIBLE, 0,
	  "a field uses space the structure already had"),
	R("D067", "struct-field-renamed", INFO, S, "a field has a new name"),
	R("D068", "struct-removed", BREAKING, B | S, "a structure is gone"),
	R("D069", "struct-added", COMPATIBLE, 0, "a new structure"),
	/* diff: sysfs */
	R("D070", "sysfs-path-changed", BREAKING, B,
	  "the attribute moved"),
	R("D071", "sysfs-mode-bit-lost", BREAKING, B,
	  "the attribute lost a permission"),
	R("D072", "sysfs-mode-bit-gained", COMPATIBLE, 0,
	  "the attribute gained a permission"),
	R("D073", "sysfs-units-changed", BREAKING, B,
	  "the attribute's value has other units"),
	R("D074", "sysfs-abi-level-changed", REVIEW, 0,
	  "the attribute is documented at another ABI level"),
	R("D075", "ioctl-direction-changed", BREAKING, B,
	  "the kernel reads or writes the ioctl argument differently"),
	R("D076", "sysfs-undocumented-live", INFO, 0,
	  "the running kernel has an attribute the other side does not document"),
	/* diff: behaviour */
	R("D080", "context-narrowed", REVIEW, B,
	  "callable from fewer contexts"),
	R("D081", "context-widened", INFO, 0, "callable from more contexts"),
	R("D082", "capability-required", REVIEW, B,
	  "a new capability check"),
	R("D083", "capability-dropped", COMPATIBLE, 0,
	  "a capability check is gone"),
	R("D084", "signal-added", REVIEW, B, "a new signal behaviour"),
	R("D085", "signal-removed", INFO, 0, "a signal behaviour is gone"),
	R("D090", "deprecated", REVIEW, 0, "the interface is now deprecated"),
	R("D091", "since-changed", REVIEW, 0,
	  "the kernel releases that have an interface or a value changed"),
	R("D092", "value-added-since", COMPATIBLE, 0,
	  "a new value, with the release that brought it"),
	R("D093", "fd-op-errno-changed", BREAKING, B,
	  "a syscall given a descriptor of the kind answers differently"),
	R("D094", "fd-op-added", COMPATIBLE, 0,
	  "an fd kind says what one more syscall does"),
	R("D095", "fd-op-removed", REVIEW, 0,
	  "an fd kind no longer says what a syscall does"),
	R("D098", "detail-changed", INFO, 0,
	  "locks, side effects, state transitions or other details changed"),
	R("D099", "prose-changed", INFO, 0, "only descriptions changed"),

	/* lint */
	R("L001", "count-mismatch", BREAKING, 0,
	  "a declared count disagrees with the entries"),
	R("L002", "index-twice", BREAKING, 0, "two entries share an index"),
	R("L003", "index-missing", BREAKING, 0, "indices skip an entry"),
	R("L004", "error-duplicated", REVIEW, 0, "an errno is listed twice"),
	R("L005", "return-error-unlisted", REVIEW, 0,
	  "a return error value is not in the error list"),
	R("L006", "mask-without-mask", REVIEW, 0,
	  "a mask constraint with no mask"),
	R("L007", "range-inverted", BREAKING, 0, "min is above max"),
	R("L008", "enum-empty", BREAKING, 0, "an enum constraint with no values"),
	R("L009", "sysfs-mode-flags", BREAKING, 0,
	  "file mode and read-only/read-write flag disagree"),
	R("L010", "struct-field-overlap", BREAKING, 0, "struct fields overlap"),
	R("L011", "struct-field-past-end", BREAKING, 0,
	  "a struct field ends past the struct"),
	R("L012", "errno-sign", BREAKING, 0,
	  "an error code is not a negative errno"),
	R("L013", "errno-unknown", REVIEW, 0, "an errno name is unknown"),
	R("L014", "errno-mismatch", BREAKING, 0,
	  "an error's code and name disagree"),
	R("L015", "signal-unknown", REVIEW, 0, "a signal name is unknown"),
	R("L016", "signal-mismatch", BREAKING, 0,
	  "a signal's number and name disagree"),
	R("L017", "syscall-arity", BREAKING, 0,
	  "parameter count differs from the kernel's prototype"),
	R("L018", "syscall-unknown", REVIEW, 0,
	  "no syscall of this name in the prototype table"),
	R("L019", "param-name-mismatch", INFO, 0,
	  "a parameter is named differently in the kernel's prototype"),
	R("L020", "unknown-name", REVIEW, 0,
	  "an expression names an unknown constant"),
	R("L021", "unknown-macro", REVIEW, 0, "an unknown KAPI_ macro"),
	R("L022", "unknown-field", REVIEW, 0,
	  "a designated initialiser names no field"),
	R("L023", "end-mismatch", REVIEW, 0,
	  "an END macro closes the wrong kind of block"),
	R("L024", "unclosed", REVIEW, 0, "a block or spec is not closed"),
	R("L025", "duplicate-spec", REVIEW, 0, "two specs share a name"),
	R("L026", "source-problem", REVIEW, 0,
	  "the source could not be read exactly as written"),
	R("L027", "expr-syntax", BREAKING, 0,
	  "a constraint expression does not parse"),
	R("L028", "expr-unknown-name", BREAKING, 0,
	  "an expression names no parameter and no known constant"),
	R("L029", "expr-constant", BREAKING, 0,
	  "an expression is always true or always false"),
	R("L030", "since-after-until", BREAKING, 0,
	  "a release range is empty: since is not before until"),
	R("L031", "version-fact-outside", BREAKING, 0,
	  "a version fact names a value its parameter does not take"),
	R("L032", "version-unreadable", REVIEW, 0,
	  "a kernel release is not written X.Y or X.Y.Z"),
	R("L033", "fd-op-syscall-unknown", REVIEW, 0,
	  "an fd kind names a syscall the kernel's table lacks"),
	R("L034", "fd-op-duplicated", BREAKING, 0,
	  "two rows of an fd kind speak for one syscall on one release"),

	/* verify: the spec set against the running kernel */
	R("V001", "syscall-without-spec", BREAKING, 0,
	  "the kernel has a syscall no spec describes"),
	R("V002", "spec-not-in-kernel", BREAKING, 0,
	  "a syscall spec the running kernel does not implement"),
	R("V003", "param-count-mismatch", BREAKING, 0,
	  "the spec and the kernel disagree on the argument count"),
	R("V004", "param-name-mismatch", REVIEW, 0,
	  "a parameter has another name in the kernel"),
	R("V005", "param-type-mismatch", BREAKING, 0,
	  "a parameter has another C type in the kernel"),
	R("V006", "function-not-in-btf", BREAKING, 0,
	  "a kernel function spec the running kernel's BTF does not have"),
};

#undef B
#undef S
#undef R

static const char *const level_names[KAPI_LEVEL__COUNT][2] = {
	[KAPI_LEVEL_INFO] = { "info", "info" },
	[KAPI_LEVEL_COMPATIBLE] = { "compatible", "note" },
	[KAPI_LEVEL_REVIEW] = { "needs_review", "warning" },
	[KAPI_LEVEL_BREAKING] = { "breaking", "error" },
};

const struct kapi_rule *kapi_rules(size_t *count)
{
	*count = sizeof(rules) / sizeof(rules[0]);
	return rules;
}

const struct kapi_rule *kapi_rule__find(const char *id)
{
	for (size_t i = 0; id && i < sizeof(rules) / sizeof(rules[0]); i++)
		if (!strcmp(rules[i].id, id) || !strcmp(rules[i].name, id))
			return &rules[i];
	return NULL;
}

const char *kapi_level__name(enum kapi_level level, bool lint)
{
	return level < KAPI_LEVEL__COUNT ? level_names[level][lint] : "?";
}

int kapi_level__parse(const char *name, enum kapi_level *level)
{
	static const struct {
		const char *name;
		enum kapi_level level;
	} aliases[] = { { "review", KAPI_LEVEL_REVIEW } };

	for (int i = 0; i < KAPI_LEVEL__COUNT; i++)
		if (!strcmp(name, level_names[i][0]) ||
		    !strcmp(name, level_names[i][1])) {
			*level = (enum kapi_level)i;
			return 0;
		}
	for (size_t i = 0; i < sizeof(aliases) / sizeof(aliases[0]); i++)
		if (!strcmp(name, aliases[i].name)) {
			*level = aliases[i].level;
			return 0;
		}
	return -EINVAL;
}

void kapi_changes__init(struct kapi_changes *c)
{
	memset(c, 0, sizeof(*c));
}

void kapi_changes__free(struct kapi_changes *c)
{
	if (!c)
		return;
	for (size_t i = 0; i < c->count; i++) {
		free(c->items[i].api);
		free(c->items[i].subject);
		free(c->items[i].old_value);
		free(c->items[i].new_value);
		free(c->items[i].message);
		free(c->items[i].location);
	}
	free(c->items);
	kapi_changes__init(c);
}

/* FNV-1a over the parts that identify a change, NULs between them. */
static void fingerprint(struct kapi_change *ch)
{
	const char *parts[] = { ch->rule->id, ch->api, ch->subject,
				ch->old_value, ch->new_value };
	uint64_t h = 0xcbf29ce484222325ULL;

	for (size_t i = 0; i < sizeof(parts) / sizeof(parts[0]); i++) {
		for (const char *p = parts[i] ? parts[i] : ""; *p; p++) {
			h ^= (unsigned char)*p;
			h *= 0x100000001b3ULL;
		}
		h *= 0x100000001b3ULL;
	}
	snprintf(ch->fingerprint, sizeof(ch->fingerprint), "%016" PRIx64, h);
}

static char *dup_or_null(const char *s)
{
	return s ? strdup(s) : NULL;
}

int kapi__change_add(struct kapi_changes *c, const char *rule_id,
		     const char *api, uint8_t api_type, const char *location,
		     const char *subject, const char *old_value,
		     const char *new_value, const char *fmt, ...)
{
	va_list ap;
	int err;

	va_start(ap, fmt);
	err = kapi__change_vadd(c, rule_id, api, api_type, location, subject,
				old_value, new_value, fmt, ap);
	va_end(ap);
	return err;
}

int kapi__change_vadd(struct kapi_changes *c, const char *rule_id,
		      const char *api, uint8_t api_type, const char *location,
		      const char *subject, const char *old_value,
		      const char *new_value, const char *fmt, va_list ap)
{
	const struct kapi_rule *rule = kapi_rule__find(rule_id);
	struct kapi_change *ch;
	char msg[512];

	if (!rule)
		return -EINVAL;
	if (kapi__grow(&c->items, &c->cap, c->count, sizeof(*c->items), 16))
		return -ENOMEM;
	vsnprintf(msg, sizeof(msg), fmt, ap);
	ch = &c->items[c->count];
	memset(ch, 0, sizeof(*ch));
	ch->rule = rule;
	ch->api = strdup(api ? api : "");
	ch->api_type = api_type;
	ch->subject = strdup(subject ? subject : "");
	ch->old_value = dup_or_null(old_value);
	ch->new_value = dup_or_null(new_value);
	ch->message = strdup(msg);
	ch->location = dup_or_null(location);
	if (!ch->api || !ch->subject || !ch->message ||
	    (old_value && !ch->old_value) || (new_value && !ch->new_value) ||
	    (location && !ch->location)) {
		free(ch->api);
		free(ch->subject);
		free(ch->old_value);
		free(ch->new_value);
		free(ch->message);
		free(ch->location);
		return -ENOMEM;
	}
	fingerprint(ch);
	c->count++;
	return 0;
}

static int by_api_plain(const void *a, const void *b)
{
	return strcmp(((const struct kapi_change *)a)->api,
		      ((const struct kapi_change *)b)->api);
}

/* A change with the most severe level among its api's changes. */
struct keyed {
	struct kapi_change ch;
	enum kapi_level worst;
};

static int by_api(const void *a, const void *b)
{
	return strcmp(((const struct keyed *)a)->ch.api,
		      ((const struct keyed *)b)->ch.api);
}

static int by_severity(const void *a, const void *b)
{
	const struct keyed *kx = a, *ky = b;
	const struct kapi_change *x = &kx->ch, *y = &ky->ch;
	int c;

	if (kx->worst != ky->worst)
		return kx->worst > ky->worst ? -1 : 1;
	c = strcmp(x->api, y->api);
	if (c)
		return c;
	if (x->rule->level != y->rule->level)
		return x->rule->level > y->rule->level ? -1 : 1;
	c = strcmp(x->rule->id, y->rule->id);
	if (c)
		return c;
	c = strcmp(x->subject, y->subject);
	return c ? c : strcmp(x->fingerprint, y->fingerprint);
}

/*
 * Grouped by api, the api with the worst change first.  Each api's worst
 * level is found once, over its run after a sort by api, so the sort
 * stays n log n (a scan per comparison made lint of 4,000 specs take
 * 18 s).
 */
void kapi_changes__sort(struct kapi_changes *c)
{
	struct keyed *k;
	size_t i, j;

	if (c->count < 2)
		return;		/* and qsort must not see a NULL array */
	k = malloc(c->count * sizeof(*k));
	if (!k) {	/* by api at least */
		qsort(c->items, c->count, sizeof(*c->items), by_api_plain);
		return;
	}
	for (i = 0; i < c->count; i++)
		k[i] = (struct keyed){ .ch = c->items[i] };
	qsort(k, c->count, sizeof(*k), by_api);
	for (i = 0; i < c->count; i = j) {
		enum kapi_level w = KAPI_LEVEL_INFO;

		for (j = i; j < c->count && !strcmp(k[j].ch.api, k[i].ch.api); j++)
			if (k[j].ch.rule->level > w)
				w = k[j].ch.rule->level;
		for (size_t m = i; m < j; m++)
			k[m].worst = w;
	}
	qsort(k, c->count, sizeof(*k), by_severity);
	for (i = 0; i < c->count; i++)
		c->items[i] = k[i].ch;
	free(k);
}

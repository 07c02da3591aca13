// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * An OCI (runc, Docker, podman) seccomp profile that allows the syscalls of
 * the specs emitted, each with the argument rules its spec can express,
 * and refuses everything else with EPERM.
 *
 * What a rule can say is bounded by the format and by libseccomp:
 *  - a rule compares each argument at most once, and the conditions of one
 *    rule all have to hold; rules of the same syscall are alternatives;
 *  - SCMP_CMP_MASKED_EQ takes value = the mask and valueTwo = the datum and
 *    holds when (arg & value) == valueTwo: a valid_mask M becomes
 *    value = ~M, valueTwo = 0 (no bit outside M);
 *  - comparisons are unsigned and on 64 bits.  The kernel reads a 32-bit
 *    argument from the low half of its register, so masks and enum values
 *    of 32-bit parameters compare the low half only (MASKED_EQ with
 *    0xffffffff), and the upper half a caller leaves behind does not
 *    matter.
 * So: an enum becomes one rule per value (alternatives); a range becomes
 * SCMP_CMP_LE max when min is 0 (negative values are huge unsigned and
 * fail it), else SCMP_CMP_GE min; ranges that admit negative values, and a
 * second enum parameter, cannot be expressed and are left unchecked.  A
 * profile never refuses a call its spec accepts.
 */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "emit/emit_direct.h"
#include "model/model.h"

/* Beyond this many values an enum is left to the kernel. */
#define MAX_ENUM_RULES 64

struct arg_rule {
	uint32_t index;
	uint64_t value;
	uint64_t value_two;
	const char *op;
};

struct syscall_rules {
	const char *name;		/* the uapi name */
	const struct kernel_api_spec *spec;
	struct arg_rule fixed[6];	/* conditions every rule has */
	size_t fixed_count;
	int enum_param;			/* -1: none expanded */
	bool width32;			/* of enum_param */
	int64_t values[MAX_ENUM_RULES];	/* enum_param's, one rule each */
	uint32_t value_count;
	uint32_t ioctl_cmd;
	bool is_ioctl;
	char comment[512];
};

static bool is_width32(const struct kapi_param_spec *p)
{
	return kapi_param__normalize(p, (uint64_t)1 << 32) == 0;
}

static bool is_integer(const struct kapi_param_spec *p)
{
	switch (p->type) {
	case KAPI_TYPE_INT:
	case KAPI_TYPE_UINT:
	case KAPI_TYPE_ENUM:
	case KAPI_TYPE_BOOL:
	case KAPI_TYPE_HEX:
	case KAPI_TYPE_BITMAP:
		return true;
	default:
		return false;
	}
}

/* The comment of an entry says what its rules check, a param at a time. */
static void note(struct syscall_rules *r, const char *param, const char *what)
{
	size_t n = strlen(r->comment);

	snprintf(r->comment + n, sizeof(r->comment) - n, "%s%s: %s",
		 n ? "; " : "", param, what);
}

/* The rule for one parameter's mask or range, if one can say it. */
static bool param_rule(const struct kapi_param_spec *p, uint32_t index,
		       struct arg_rule *out)
{
	bool w32 = is_width32(p);
	uint64_t width = w32 ? 0xffffffffull : UINT64_MAX;

	out->index = index;
	switch (p->constraint_type) {
	case KAPI_CONSTRAINT_MASK:
		out->value = ~p->valid_mask & width;
		out->value_two = 0;
		out->op = "SCMP_CMP_MASKED_EQ";
		return out->value != 0;
	case KAPI_CONSTRAINT_RANGE:
		if (p->max_value < p->min_value || p->max_value < 0)
			return false;
		if (p->min_value <= 0) {
			/* negative values allowed: not one unsigned compare */
			if (p->min_value < 0)
				return false;
			/* up to the type's maximum: nothing to check */
			if ((uint64_t)p->max_value >= width >> 1)
				return false;
			out->value = (uint64_t)p->max_value;
			out->value_two = 0;
			out->op = "SCMP_CMP_LE";
			return true;
		}
		out->value = (uint64_t)p->min_value;
		out->value_two = 0;
		out->op = "SCMP_CMP_GE";
		return true;
	default:
		return false;
	}
}

/* "mask A|B|C" from the constants the spec's expression names. */
static const char *mask_text(const struct kapi_param_spec *p, char *buf,
			     size_t len)
{
	struct kapi_named_const c[32];
	size_t n = kapi__expr_consts(p->constraint_expr, c, KAPI_ARRAY_SIZE(c));
	size_t used;

	snprintf(buf, len, "mask");
	if (n > KAPI_ARRAY_SIZE(c))
		n = KAPI_ARRAY_SIZE(c);
	for (size_t i = 0; i < n; i++) {
		used = strlen(buf);
		/* a name that does not fit ends the list */
		if (snprintf(buf + used, len - used, "%s%s", i ? "|" : " ",
			     c[i].name) >= (int)(len - used))
			break;
	}
	return buf;
}

/* Masks this small are refined by the spec's expressions, value by value. */
#define MAX_REFINED_BITS 6

static int cmp_i64(const void *a, const void *b)
{
	int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;

	return x < y ? -1 : x > y;
}

/*
 * A mask says which bits may be set, not which combinations: "at least one
 * of MCL_CURRENT and MCL_FUTURE" is an expression.  For a small mask, every
 * combination of its bits goes through kapi_call__check() with this
 * argument alone known (expressions about others stay undecided, so never
 * refuse); when some are refused, the rule becomes one alternative a
 * combination accepted.  Returns whether it did.
 */
static bool refine_mask(struct syscall_rules *r, uint32_t idx)
{
	const struct kapi_param_spec *p = &r->spec->params[idx];
	int64_t vals[6] = { 0 };
	uint64_t mask = p->valid_mask, sub = mask;
	uint32_t n = 0, tried = 0;
	struct kapi_report rep;

	if (!r->spec->constraint_count || !mask ||
	    __builtin_popcountll(mask) > MAX_REFINED_BITS)
		return false;
	kapi_report__init(&rep);
	for (;;) {
		vals[idx] = kapi_param__normalize(p, sub);
		rep.count = 0;
		tried++;
		if (kapi_call__check(r->spec, vals, (uint64_t)1 << idx, &rep) == 0)
			r->values[n++] = vals[idx];
		if (!sub)
			break;
		sub = (sub - 1) & mask;
	}
	kapi_report__free(&rep);
	if (!n || n == tried)
		return false;
	qsort(r->values, n, sizeof(r->values[0]), cmp_i64);
	r->value_count = n;
	r->enum_param = (int)idx;
	r->width32 = is_width32(p);
	return true;
}

static void plan_rules(struct syscall_rules *r)
{
	const struct kernel_api_spec *spec = r->spec;
	char what[256];

	r->enum_param = -1;
	for (uint32_t i = 0; i < spec->param_count && i < 6; i++) {
		const struct kapi_param_spec *p = &spec->params[i];
		const char *pname = p->name ? p->name : "?";

		if (!is_integer(p))
			continue;
		if (p->constraint_type == KAPI_CONSTRAINT_ENUM) {
			if (r->enum_param < 0 && p->enum_count &&
			    p->enum_count <= MAX_ENUM_RULES) {
				r->enum_param = (int)i;
				r->width32 = is_width32(p);
				r->value_count = p->enum_count;
				memcpy(r->values, p->enum_values,
				       p->enum_count * sizeof(r->values[0]));
				note(r, pname, "enum");
			} else {
				note(r, pname, "enum left to the kernel");
			}
			continue;
		}
		if (param_rule(p, i, &r->fixed[r->fixed_count])) {
			bool refined = r->enum_param < 0 &&
				       p->constraint_type == KAPI_CONSTRAINT_MASK &&
				       refine_mask(r, i);

			if (p->constraint_type == KAPI_CONSTRAINT_MASK)
				mask_text(p, what, sizeof(what));
			else
				snprintf(what, sizeof(what), "range");
			if (refined)
				snprintf(what + strlen(what), sizeof(what) - strlen(what),
					 ", the combinations its expressions allow");
			else
				r->fixed_count++;
			note(r, pname, what);
		} else if (p->constraint_type == KAPI_CONSTRAINT_RANGE) {
			note(r, pname, "range left to the kernel");
		}
	}
}

static void put_arg(struct kapi_json *j, const struct arg_rule *a)
{
	kapi_json__begin_object(j);
	kapi_json__key(j, "index");
	kapi_json__uint(j, a->index);
	kapi_json__key(j, "value");
	kapi_json__uint(j, a->value);
	kapi_json__key(j, "valueTwo");
	kapi_json__uint(j, a->value_two);
	kapi_json__key(j, "op");
	kapi_json__string(j, a->op);
	kapi_json__end_object(j);
}

static void put_entry(struct kapi_json *j, const char *name,
		      const struct arg_rule *args, size_t count,
		      const char *comment)
{
	kapi_json__begin_object(j);
	kapi_json__key(j, "names");
	kapi_json__begin_array(j);
	kapi_json__string(j, name);
	kapi_json__end_array(j);
	kapi_json__key(j, "action");
	kapi_json__string(j, "SCMP_ACT_ALLOW");
	kapi_json__key(j, "args");
	kapi_json__begin_array(j);
	for (size_t i = 0; i < count; i++)
		put_arg(j, &args[i]);
	kapi_json__end_array(j);
	if (comment && comment[0]) {
		kapi_json__key(j, "comment");
		kapi_json__string(j, comment);
	}
	kapi_json__end_object(j);
}

static void put_rules(struct kapi_json *j, const struct syscall_rules *r)
{
	struct arg_rule args[7];
	size_t n = r->fixed_count;

	memcpy(args, r->fixed, n * sizeof(args[0]));
	if (r->is_ioctl) {
		char comment[160];

		snprintf(comment, sizeof(comment), "%s (%s)",
			 r->spec->cmd_name ? r->spec->cmd_name : "ioctl",
			 r->spec->name);
		args[0] = (struct arg_rule){ 1, 0xffffffffull, r->ioctl_cmd,
					     "SCMP_CMP_MASKED_EQ" };
		put_entry(j, "ioctl", args, 1, comment);
		return;
	}
	if (r->enum_param < 0) {
		put_entry(j, r->name, args, n, r->comment);
		return;
	}
	for (uint32_t i = 0; i < r->value_count; i++) {
		uint64_t v = (uint64_t)r->values[i];

		args[n] = r->width32 ?
			(struct arg_rule){ (uint32_t)r->enum_param, 0xffffffffull,
					   v & 0xffffffffull, "SCMP_CMP_MASKED_EQ" } :
			(struct arg_rule){ (uint32_t)r->enum_param, v, 0,
					   "SCMP_CMP_EQ" };
		put_entry(j, r->name, args, n + 1, r->comment);
	}
}

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(const char *const *)a, *(const char *const *)b);
}

static bool listed(const char *const *names, size_t count, const char *name)
{
	for (size_t i = 0; i < count; i++)
		if (!strcmp(names[i], name))
			return true;
	return false;
}

/* The uapi name a function spec's syscall has, NULL if not a syscall of
 * arch. */
static const char *uapi_name(const struct kernel_api_spec *spec,
			     enum kapi_arch arch)
{
	/* the table knows kernel names too: sys_newstat's number is stat's */
	long nr = kapi_syscall__nr(kapi__syscall_name(spec));
	const char *name = nr < 0 ? NULL : kapi_syscall__name(nr);

	return name && kapi_syscall__nr_arch(arch, name) >= 0 ? name : NULL;
}

/* The architecture opts name (the library's own if none), in *arch and
 * as a profile names it; NULL if it is unknown or profiles have no name
 * for it. */
static const char *profile_arch(const struct kapi_emit_opts *opts,
				enum kapi_arch *arch)
{
	const char *name = KAPI_EMIT_OPT(opts, arch, NULL);

	*arch = kapi_arch__native();
	if (name && kapi_arch__parse(name, arch))
		return NULL;
	return kapi__arch_oci(*arch);
}

static bool unconditional(const struct syscall_rules *r)
{
	return !r->is_ioctl && !r->fixed_count && r->enum_param < 0;
}

int kapi__emit_seccomp(struct kapi_out *out,
		       const struct kernel_api_spec *const *specs, size_t count,
		       const struct kapi_emit_opts *opts)
{
	const char *const *extra = KAPI_EMIT_OPT(opts, extra_syscalls, NULL);
	size_t extra_count = extra ? KAPI_EMIT_OPT(opts, extra_count, 0) : 0;
	struct syscall_rules *rules = calloc(count + 1, sizeof(*rules));
	const char **plain = calloc(count + extra_count + 1, sizeof(*plain));
	size_t nrules = 0, nplain = 0;
	bool pretty = KAPI_EMIT_OPT(opts, pretty, false);
	enum kapi_arch arch;
	const char *arch_name = profile_arch(opts, &arch);
	struct kapi_json *j;
	int err;

	if (!rules || !plain || !arch_name) {
		free(rules);
		free(plain);
		return arch_name ? -ENOMEM : -EINVAL;
	}
	for (size_t i = 0; i < extra_count; i++) {
		if (kapi_syscall__nr_arch(arch, extra[i]) < 0) {
			free(rules);
			free(plain);
			return -ENOENT;
		}
		if (!listed(plain, nplain, extra[i]))
			plain[nplain++] = extra[i];
	}
	for (size_t i = 0; i < count; i++) {
		struct syscall_rules *r = &rules[nrules];

		memset(r, 0, sizeof(*r));
		r->spec = specs[i];
		if (specs[i]->api_type == KAPI_API_IOCTL) {
			r->is_ioctl = true;
			r->ioctl_cmd = specs[i]->cmd;
			r->name = "ioctl";
			nrules++;
			continue;
		}
		if (specs[i]->api_type != KAPI_API_FUNCTION)
			continue;
		r->name = uapi_name(specs[i], arch);
		if (!r->name || listed(plain, nplain, r->name))
			continue;
		plan_rules(r);
		if (unconditional(r))
			plain[nplain++] = r->name;
		else
			nrules++;
	}
	qsort(plain, nplain, sizeof(plain[0]), cmp_str);

	j = kapi_json__new(out->write, out->ctx, pretty);
	if (!j) {
		free(rules);
		free(plain);
		return -ENOMEM;
	}
	kapi_json__begin_object(j);
	kapi_json__key(j, "defaultAction");
	kapi_json__string(j, "SCMP_ACT_ERRNO");
	kapi_json__key(j, "defaultErrnoRet");
	kapi_json__int(j, EPERM);
	kapi_json__key(j, "architectures");
	kapi_json__begin_array(j);
	kapi_json__string(j, arch_name);
	kapi_json__end_array(j);
	kapi_json__key(j, "syscalls");
	kapi_json__begin_array(j);
	if (nplain) {
		kapi_json__begin_object(j);
		kapi_json__key(j, "names");
		kapi_json__begin_array(j);
		for (size_t i = 0; i < nplain; i++)
			kapi_json__string(j, plain[i]);
		kapi_json__end_array(j);
		kapi_json__key(j, "action");
		kapi_json__string(j, "SCMP_ACT_ALLOW");
		kapi_json__end_object(j);
	}
	for (size_t i = 0; i < nrules; i++) {
		/* an unconditional entry already allows every call */
		if (listed(plain, nplain, rules[i].name))
			continue;
		put_rules(j, &rules[i]);
	}
	kapi_json__end_array(j);
	kapi_json__end_object(j);
	err = kapi_json__free(j);
	if (!err && !pretty)
		kapi__out_puts(out, "\n");
	free(rules);
	free(plain);
	return err;
}

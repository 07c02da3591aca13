// SPDX-License-Identifier: GPL-2.0
/*
 * kapi validate NAME [ARG=VALUE...] [--return N] [--mode MODE] [--data HEX]
 *
 * Offline checks with the same validators the live checks use.
 */
#include <ctype.h>
#include <errno.h>
#include <getopt.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "main.h"
#include "check/validate.h"

/* "fd, buf, count": the names a user may give, as the spec spells them */
static void param_names(const struct kernel_api_spec *spec, char *buf,
			size_t len)
{
	size_t at = 0;

	buf[0] = '\0';
	for (uint32_t i = 0; i < spec->param_count && at < len; i++)
		at += (size_t)snprintf(buf + at, len - at, "%s%s", i ? ", " : "",
				       spec->params[i].name ? spec->params[i].name : "?");
	if (!spec->param_count)
		snprintf(buf, len, "none");
}

static int validate_help(void)
{
	printf("usage: %s validate NAME [ARG=VALUE...] [--return N] [--mode MODE]\n"
	       "                      [--data HEX]\n"
	       "\n"
	       "Check values against a spec without running anything.  ARG is a\n"
	       "parameter name or index; VALUE an integer (decimal, 0x hex, 0 octal,\n"
	       "negative, a constant name, NAME|NAME) or, for sysfs specs, the\n"
	       "attribute's text.  Several values are checked together, against\n"
	       "the spec's constraint expressions too.\n"
	       "  -r, --return N   check a return value (a number or -ENAME)\n"
	       "  -m, --mode MODE  check a sysfs file mode (octal)\n"
	       "  -d, --data HEX   check an ioctl argument struct given as hex bytes\n"
	       "Exit status: 0 valid, 1 findings, 2 usage error, 3 failure.\n",
	       bin_name);
	return EXIT_OK;
}

/*
 * With --arch, an error return is that architecture's number: the checks
 * compare by this build's numbers, so it goes through its name.  False
 * when the architecture has no errno of that number.
 */
static bool native_errno(int64_t *v)
{
	const char *name;

	if (*v >= 0 || *v < -4095)
		return true;
	name = kapi_errno__name_arch(target_arch, (int)-*v);
	if (!name)
		return false;
	*v = -kapi_errno__value(name);
	return true;
}

/* Integers as C writes them, up to the full unsigned 64-bit range. */
/* The name parse_value() did not know, for the message. */
static char unknown_const[128];

static bool parse_value(const char *s, int64_t *out)
{
	char *end;

	errno = 0;
	if (s[0] == '-' && isalpha((unsigned char)s[1])) {
		int e = kapi_errno__value(s + 1);

		*out = -e;
		return e != 0;
	}
	if (isalpha((unsigned char)s[0]) && kapi_errno__value(s)) {
		*out = kapi_errno__value(s);
		return true;
	}
	if (strchr(s, '|') || isalpha((unsigned char)s[0]) || s[0] == '_') {
		char part[128];
		const char *p = s;

		/* constants and numbers, or'ed: MAP_SHARED|MAP_ANONYMOUS */
		*out = 0;
		while (*p) {
			size_t n = strcspn(p, "|");
			int64_t v;

			if (!n || n >= sizeof(part))
				return false;
			memcpy(part, p, n);
			part[n] = '\0';
			if (isalpha((unsigned char)part[0]) || part[0] == '_') {
				if (kapi_const__value(part, &v)) {
					memcpy(unknown_const, part, n + 1);
					return false;
				}
			} else if (strchr(part, '|') || !parse_value(part, &v)) {
				return false;
			}
			*out |= v;
			p += n + (p[n] == '|');
			if (p[-1] == '|' && !*p)
				return false;
		}
		return true;
	}
	if (s[0] == '-')
		*out = strtoll(s, &end, 0);
	else
		*out = (int64_t)strtoull(s, &end, 0);
	return !errno && end != s && !*end;
}

static int parse_hex(const char *s, unsigned char **buf, size_t *len)
{
	size_t n = 0, cap = strlen(s) / 2 + 1;
	unsigned char *b = malloc(cap);

	if (!b)
		return -ENOMEM;
	while (*s) {
		unsigned int byte;

		if (isspace((unsigned char)*s) || *s == ':') {
			s++;
			continue;
		}
		if (!isxdigit((unsigned char)s[0]) || !isxdigit((unsigned char)s[1]) ||
		    sscanf(s, "%2x", &byte) != 1) {
			free(b);
			return -EINVAL;
		}
		b[n++] = (unsigned char)byte;
		s += 2;
	}
	*buf = b;
	*len = n;
	return 0;
}

static int find_param(const struct kernel_api_spec *spec, const char *arg)
{
	char *end;
	long idx;

	if (spec->api_type == KAPI_API_SYSFS && spec->param_count &&
	    !strcmp(arg, "value"))
		return 0;
	idx = strtol(arg, &end, 10);
	if (!*end && end != arg)
		return idx >= 0 && idx < (long)spec->param_count ? (int)idx : -1;
	return kapi_spec__param_index(spec, arg);
}

static void print_findings(const struct kernel_api_spec *spec,
			   const struct kapi_report *rep,
			   const struct kapi_report *undecided, size_t checked)
{
	if (json_output) {
		struct kapi_json *j = json_document();

		if (!j)
			return;
		kapi_json__key(j, "spec");
		kapi_json__string(j, spec->name);
		kapi_json__key(j, "checked");
		kapi_json__uint(j, checked);
		kapi_json__key(j, "valid");
		kapi_json__bool(j, rep->count == 0);
		kapi_json__key(j, "findings");
		kapi_json__begin_array(j);
		for (size_t i = 0; i < rep->count; i++) {
			const struct kapi_finding *f = &rep->items[i];

			kapi_json__begin_object(j);
			kapi_json__key(j, "kind");
			kapi_json__string(j, kapi_finding__kind_name(f->kind));
			kapi_json__key(j, "subject");
			kapi_json__string(j, f->subject);
			kapi_json__key(j, "value");
			kapi_json__int(j, f->value);
			kapi_json__key(j, "message");
			kapi_json__string(j, f->message);
			kapi_json__end_object(j);
		}
		kapi_json__end_array(j);
		/* expressions neither passed nor failed */
		kapi_json__key(j, "not_checked");
		kapi_json__begin_array(j);
		for (size_t i = 0; i < undecided->count; i++) {
			kapi_json__begin_object(j);
			kapi_json__key(j, "subject");
			kapi_json__string(j, undecided->items[i].subject);
			kapi_json__key(j, "message");
			kapi_json__string(j, undecided->items[i].message);
			kapi_json__end_object(j);
		}
		kapi_json__end_array(j);
		kapi_json__end_object(j);
		kapi_json__free(j);
		return;
	}
	for (size_t i = 0; i < rep->count; i++)
		printf("%s: %s\n", spec->name, rep->items[i].message);
	for (size_t i = 0; i < undecided->count; i++)
		printf("%s: note: %s\n", spec->name, undecided->items[i].message);
	if (!rep->count)
		printf("%s: %zu value%s valid%s\n", spec->name, checked,
		       checked == 1 ? "" : "s",
		       undecided->count ? ", some expressions not checked" : "");
}

/* The judged release lacks the whole call: a finding of its own. */
static int not_in_kernel(const struct kernel_api_spec *spec,
			 struct kapi_report *rep)
{
	uint32_t kver = target_kernel_version();
	char rel[32];

	if (kapi_spec__in_kernel(spec, kver))
		return 0;
	kapi_kernel_version__str(kver, rel, sizeof(rel));
	return kapi__report_add(rep, KAPI_FINDING_NOT_IN_KERNEL, -1, NULL, 0,
				"%s is not in Linux %s (%s %s)", spec->name, rel,
				spec->until_version ? "gone in" : "added in",
				spec->until_version ? spec->until_version :
				spec->since_version);
}

/* Values given that the judged release does not have, each named. */
static int absent_values(const struct kernel_api_spec *spec,
			 const int64_t *vals, uint64_t given,
			 struct kapi_report *rep)
{
	uint32_t kver = target_kernel_version();
	char rel[32];
	int ret = 0;

	kapi_kernel_version__str(kver, rel, sizeof(rel));
	for (uint32_t i = 0; i < spec->version_fact_count; i++) {
		const struct kapi_version_fact *f = &spec->version_facts[i];
		int k = f->param ? find_param(spec, f->param) : -1;
		const struct kapi_param_spec *p = k >= 0 ? &spec->params[k] : NULL;
		bool has;
		int r;

		if (!p || k >= 64 || !(given >> k & 1) ||
		    !kapi_param__changes_at(spec, (uint32_t)k, kver))
			continue;
		has = p->constraint_type == KAPI_CONSTRAINT_MASK ?
		      f->value && ((uint64_t)vals[k] & (uint64_t)f->value) ==
				  (uint64_t)f->value :
		      vals[k] == f->value;
		if (!has || kapi_version_fact__in_kernel(f, kver))
			continue;
		r = kapi__report_add(rep, KAPI_FINDING_NOT_IN_KERNEL, k, p->name,
				     vals[k], "%s: %s is not in Linux %s (%s %s)",
				     p->name, f->name, rel,
				     f->until && *f->until ? "gone in" : "added in",
				     f->until && *f->until ? f->until : f->since);
		if (r < 0)
			return r;
		ret |= r;
	}
	return ret;
}

int do_validate(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "return", required_argument, NULL, 'r' },
		{ "mode", required_argument, NULL, 'm' },
		{ "data", required_argument, NULL, 'd' },
		{ "help", no_argument, NULL, 'h' },
		OUTPUT_OPTION,
		COMMON_OPTIONS,
		{ NULL, 0, NULL, 0 },
	};
	const char *ret_arg = NULL, *mode_arg = NULL, *data_arg = NULL;
	const struct kernel_api_spec *spec;
	struct kapi_report rep, undecided;
	size_t checked = 0;
	int64_t vals[64];
	uint64_t given = 0;
	int opt, err = 0, status;

	native_errnos = true;

	if (is_help_request(argc, argv))
		return validate_help();
	/* options may come before or after the name and the values */
	while ((opt = getopt_long(argc, argv, "r:m:d:o:jph", opts, NULL)) != -1) {
		switch (opt) {
		case 'r': ret_arg = optarg; break;
		case 'm': mode_arg = optarg; break;
		case 'd': data_arg = optarg; break;
		case 'h': return validate_help();
		case 'o':
		COMMON_CASES:
			status = common_option(opt, optarg);
			if (status)
				return status;
			break;
		default: return EXIT_USAGE;
		}
	}
	if (optind >= argc) {
		p_err("validate needs a spec name");
		return EXIT_USAGE;
	}
	judge_registry();
	spec = find_spec_or_complain(argv[optind++]);
	if (!spec)
		return EXIT_FAILURE_;

	kapi_report__init(&rep);
	kapi_report__init(&undecided);
	err = not_in_kernel(spec, &rep);
	memset(vals, 0, sizeof(vals));
	for (int i = optind; i < argc && err >= 0; i++) {
		char *eq = strchr(argv[i], '=');
		const struct kapi_param_spec *p;
		int64_t v;
		int idx;

		if (!eq) {
			p_err("expected ARG=VALUE, got '%s'", argv[i]);
			status = EXIT_USAGE;
			goto out;
		}
		*eq = '\0';
		idx = find_param(spec, argv[i]);
		if (idx < 0) {
			char names[256];

			param_names(spec, names, sizeof(names));
			p_err("%s has no parameter '%s' (its parameters: %s)",
			      spec->name, argv[i], names);
			status = EXIT_USAGE;
			goto out;
		}
		p = &spec->params[idx];
		if (spec->api_type == KAPI_API_SYSFS) {
			err = kapi_sysfs__check_value(p, eq + 1, strlen(eq + 1), &rep);
		} else {
			unknown_const[0] = '\0';
			if (!parse_value(eq + 1, &v)) {
				if (unknown_const[0])
					p_err("'%s' is not a known constant of %s's %s "
					      "(give a number or the constants '%s "
					      "show %s' names)", unknown_const,
					      strncmp(spec->name, "sys_", 4) ?
					      spec->name : spec->name + 4, p->name,
					      bin_name, spec->name);
				else
					p_err("'%s' is not a number", eq + 1);
				status = EXIT_USAGE;
				goto out;
			}
			if (idx < 64) {
				vals[idx] = kapi_param__normalize(p, (uint64_t)v);
				given |= 1ULL << idx;
			}
		}
		checked++;
	}
	if (given && err >= 0)
		err = absent_values(spec, vals, given, &rep);
	/* the call's arguments together: one may make another unused */
	if (given && err >= 0)
		err = kapi_call__check(spec, vals, given, &rep);
	if (given && err >= 0)
		err = kapi_call__undecided(spec, vals, given, &undecided);
	if (ret_arg && err >= 0) {
		int64_t v;

		if (!parse_value(ret_arg, &v)) {
			p_err("'%s' is not a return value", ret_arg);
			status = EXIT_USAGE;
			goto out;
		}
		/* errno names are the same everywhere; numbers are not */
		if (arch_given && !isalpha((unsigned char)ret_arg[ret_arg[0] == '-']) &&
		    !native_errno(&v)) {
			p_err("%s has no errno %" PRId64, kapi_arch__name(target_arch),
			      -v);
			status = EXIT_USAGE;
			goto out;
		}
		err = kapi_return__check(spec, v, &rep);
		checked++;
	}
	if (mode_arg && err >= 0) {
		char *end;
		long mode = strtol(mode_arg, &end, 8);

		if (*end || end == mode_arg || mode < 0 || mode > 07777 ||
		    spec->api_type != KAPI_API_SYSFS || !spec->param_count) {
			p_err("--mode takes an octal mode and a sysfs spec");
			status = EXIT_USAGE;
			goto out;
		}
		err = kapi_sysfs__check_mode(&spec->params[0], (mode_t)mode, &rep);
		checked++;
	}
	if (data_arg && err >= 0) {
		unsigned char *buf;
		size_t len;

		if (parse_hex(data_arg, &buf, &len)) {
			p_err("--data takes hex bytes, e.g. 18000000 00000000");
			status = EXIT_USAGE;
			goto out;
		}
		err = kapi_ioctl__check_struct(spec, buf, len, &rep);
		free(buf);
		checked++;
	}
	if (err < 0) {
		p_err("validation failed: %s", strerror(-err));
		status = EXIT_FAILURE_;
		goto out;
	}
	print_findings(spec, &rep, &undecided, checked);
	/* ignored bits are valid: their note does not fail the check */
	status = EXIT_OK;
	for (size_t i = 0; i < rep.count; i++)
		if (!kapi_finding__is_note(rep.items[i].kind))
			status = EXIT_FINDINGS;
out:
	kapi_report__free(&rep);
	kapi_report__free(&undecided);
	return status;
}

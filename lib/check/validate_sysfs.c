// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * sysfs attribute checks: the text an attribute shows, its file mode and
 * whether it can be opened for reading and writing.
 */
#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "check/validate.h"

/*
 * Parses an integer and the text after it, surrounding white space
 * skipped; *rest is "" when the number is all there is.
 */
static bool parse_int(char *s, bool is_unsigned, int base, int64_t *out,
		      const char **rest)
{
	char *end;
	size_t len;

	errno = 0;
	while (isspace((unsigned char)*s))
		s++;
	if (!*s)
		return false;
	if (is_unsigned) {
		if (*s == '-')
			return false;
		*out = (int64_t)strtoull(s, &end, base);
	} else {
		*out = strtoll(s, &end, base);
	}
	if (errno || end == s)
		return false;
	while (isspace((unsigned char)*end))
		end++;
	len = strlen(end);
	while (len && isspace((unsigned char)end[len - 1]))
		end[--len] = '\0';
	*rest = end;
	return true;
}

/* A unit word: letters, with '/' or '%' as in "KiB/s" or "%". */
static bool is_unit_word(const char *s)
{
	if (!*s)
		return false;
	for (; *s; s++)
		if (!isalpha((unsigned char)*s) && *s != '/' && *s != '%')
			return false;
	return true;
}

/*
 * Whether a unit the value shows is the one the spec names, allowing the
 * spellings the kernel uses for the same unit.
 */
static bool same_units(const char *shown, const char *spec)
{
	static const char *const aliases[][4] = {
		{ "bytes", "byte", "B", NULL },
		{ "KiB", "kB", "KB", "K" },
		{ "MiB", "MB", "M", NULL },
		{ "ms", "msec", "msecs", "milliseconds" },
		{ "us", "usec", "usecs", "microseconds" },
		{ "ns", "nsec", "nsecs", "nanoseconds" },
		{ "s", "sec", "secs", "seconds" },
	};

	if (!strcasecmp(shown, spec))
		return true;
	for (size_t i = 0; i < KAPI_ARRAY_SIZE(aliases); i++) {
		bool has_shown = false, has_spec = false;

		for (size_t j = 0; j < 4 && aliases[i][j]; j++) {
			has_shown |= !strcmp(shown, aliases[i][j]);
			has_spec |= !strcmp(spec, aliases[i][j]);
		}
		if (has_shown && has_spec)
			return true;
	}
	return false;
}

/* sysfs booleans as the kernel's kstrtobool() reads them */
static bool parse_bool(const char *s, int64_t *out)
{
	static const char *const yes[] = { "1", "y", "Y", "on", "On", "ON" };
	static const char *const no[] = { "0", "n", "N", "off", "Off", "OFF" };

	for (size_t i = 0; i < KAPI_ARRAY_SIZE(yes); i++) {
		if (!strcmp(s, yes[i])) {
			*out = 1;
			return true;
		}
		if (!strcmp(s, no[i])) {
			*out = 0;
			return true;
		}
	}
	return false;
}

static int check_number(const struct kapi_param_spec *p, int64_t v,
			struct kapi_report *rep)
{
	struct kapi__constraint c;
	uint8_t kinds[3];
	int n = 0, ret = 0, r;

	kapi__constraint_of_param(p, 0, &c);
	/* a sysfs range or mask applies whatever the constraint type says */
	if (c.ctype != KAPI_CONSTRAINT_RANGE && (p->min_value || p->max_value))
		kinds[n++] = KAPI_CONSTRAINT_RANGE;
	if (c.ctype != KAPI_CONSTRAINT_MASK && p->valid_mask)
		kinds[n++] = KAPI_CONSTRAINT_MASK;
	kinds[n++] = c.ctype;
	for (int i = 0; i < n; i++) {
		c.ctype = kinds[i];
		r = kapi__check_constraint(&c, v, rep);
		if (r < 0)
			return r;
		ret |= r;
	}
	if (p->step > 0 && (v - p->min_value) % p->step) {
		r = kapi__report_add(rep, KAPI_FINDING_STEP, 0, p->name, v,
				     "%s=%" PRId64 " is not %" PRId64 " plus a "
				     "multiple of %" PRId64, p->name, v,
				     p->min_value, p->step);
		if (r < 0)
			return r;
		ret = 1;
	}
	return ret;
}

int kapi_sysfs__check_value(const struct kapi_param_spec *p, const char *text,
			    size_t len, struct kapi_report *rep)
{
	const char *rest;
	char *s;
	int64_t v;
	int ret = 0;

	if (!p || !text || !rep)
		return -EINVAL;
	s = strndup(text, len);
	if (!s)
		return -ENOMEM;
	len = strlen(s);
	if (len && s[len - 1] == '\n')
		s[--len] = '\0';

	switch (p->type) {
	case KAPI_TYPE_BOOL:
		if (!parse_bool(s, &v))
			ret = kapi__report_add(rep, KAPI_FINDING_FORMAT, 0, p->name, 0,
					       "%s='%s' is not a boolean", p->name, s);
		else
			ret = check_number(p, v, rep);
		break;
	case KAPI_TYPE_INT:
	case KAPI_TYPE_UINT:
	case KAPI_TYPE_HEX:
	case KAPI_TYPE_FD:
		if (!parse_int(s, p->type == KAPI_TYPE_UINT || p->type == KAPI_TYPE_HEX,
			       p->type == KAPI_TYPE_HEX ? 16 : 10, &v, &rest) ||
		    (*rest && !(p->units && is_unit_word(rest))))
			ret = kapi__report_add(rep, KAPI_FINDING_FORMAT, 0, p->name, 0,
					       "%s='%s' is not %s integer", p->name, s,
					       p->type == KAPI_TYPE_INT ? "an" :
					       p->type == KAPI_TYPE_HEX ? "a hex" :
					       "an unsigned");
		else if (*rest && !same_units(rest, p->units))
			ret = kapi__report_add(rep, KAPI_FINDING_UNITS, 0, p->name, v,
					       "%s='%s' is in %s, the spec says %s",
					       p->name, s, rest, p->units);
		else
			ret = check_number(p, v, rep);
		break;
	case KAPI_TYPE_STRING:
		if (p->size && len > p->size) {
			ret = kapi__report_add(rep, KAPI_FINDING_STRING_LENGTH, 0,
					       p->name, (int64_t)len,
					       "%s is %zu bytes long, at most %" PRIu64
					       " allowed", p->name, len, p->size);
			break;
		}
		if (p->allowed_string_count) {
			bool found = false;

			for (uint32_t i = 0; i < p->allowed_string_count; i++)
				if (!strcmp(s, p->allowed_strings[i]))
					found = true;
			if (!found)
				ret = kapi__report_add(rep, KAPI_FINDING_STRING_VALUE, 0,
						       p->name, 0,
						       "%s='%s' is not one of the "
						       "allowed strings", p->name, s);
		}
		break;
	default:
		break;
	}
	free(s);
	return ret;
}

int kapi_sysfs__check_mode(const struct kapi_param_spec *p, mode_t mode,
			   struct kapi_report *rep)
{
	unsigned int perms = mode & 07777;

	if (!p || !rep)
		return -EINVAL;
	if (p->sysfs_permissions && perms != p->sysfs_permissions)
		return kapi__report_add(rep, KAPI_FINDING_MODE, 0, p->name, perms,
					"%s has mode 0%o, the spec says 0%o",
					p->name, perms, p->sysfs_permissions);
	return 0;
}

int kapi_sysfs__check_access(const struct kapi_param_spec *p, bool readable,
			     bool writable, struct kapi_report *rep)
{
	if (!p || !rep)
		return -EINVAL;
	if ((p->flags & KAPI_PARAM_SYSFS_READONLY) && writable)
		return kapi__report_add(rep, KAPI_FINDING_ACCESS, 0, p->name, 0,
					"%s opens for writing, the spec says "
					"read-only", p->name);
	if ((p->flags & KAPI_PARAM_SYSFS_WRITEONLY) && readable)
		return kapi__report_add(rep, KAPI_FINDING_ACCESS, 0, p->name, 0,
					"%s opens for reading, the spec says "
					"write-only", p->name);
	if ((p->flags & KAPI_PARAM_SYSFS_RW) && !(readable && writable))
		return kapi__report_add(rep, KAPI_FINDING_ACCESS, 0, p->name, 0,
					"%s is not %s, the spec says read-write",
					p->name, readable ? "writable" : "readable");
	return 0;
}

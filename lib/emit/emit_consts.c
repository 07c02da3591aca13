// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/* Helpers the direct emitters share: constant names of an expression. */
#include <ctype.h>
#include <string.h>

#include "emit/emit_direct.h"

static bool is_const_name(const char *s, size_t n)
{
	bool upper = false;

	if (n < 2 || isdigit((unsigned char)s[0]))
		return false;
	for (size_t i = 0; i < n; i++) {
		if (islower((unsigned char)s[i]))
			return false;
		if (isupper((unsigned char)s[i]))
			upper = true;
	}
	return upper;
}

size_t kapi__expr_consts(const char *expr, struct kapi_named_const *out,
			 size_t max)
{
	size_t found = 0;
	const char *p = expr;

	while (p && *p) {
		const char *start;
		size_t n, i;

		if (!isalpha((unsigned char)*p) && *p != '_') {
			p++;
			continue;
		}
		start = p;
		while (isalnum((unsigned char)*p) || *p == '_')
			p++;
		n = (size_t)(p - start);
		if (!is_const_name(start, n) || n >= sizeof(out->name))
			continue;
		for (i = 0; i < found && i < max; i++)
			if (!strncmp(out[i].name, start, n) && !out[i].name[n])
				break;
		if (i < found && i < max)
			continue;
		if (found < max) {
			memcpy(out[found].name, start, n);
			out[found].name[n] = '\0';
			out[found].known =
				!kapi_const__value(out[found].name,
						   &out[found].value);
			if (!out[found].known)
				out[found].value = 0;
		}
		found++;
	}
	return found;
}

const char *kapi__syscall_name(const struct kernel_api_spec *spec)
{
	if (!strncmp(spec->name, "sys_", 4))
		return spec->name + 4;
	return spec->name;
}

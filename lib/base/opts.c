// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/* Options structs from callers built against another version of kapi.h. */
#include <errno.h>
#include <string.h>

#include "base/base.h"

int kapi__opts_copy(void *dst, size_t known, const void *opts)
{
	const unsigned char *p = opts;
	size_t sz;

	memset(dst, 0, known);
	if (!opts)
		return 0;
	memcpy(&sz, opts, sizeof(sz));
	if (sz < sizeof(sz))
		return -EINVAL;
	/* a newer caller's fields this library does not know must be unset */
	for (size_t i = known; i < sz; i++)
		if (p[i])
			return -EINVAL;
	memcpy(dst, opts, sz < known ? sz : known);
	return 0;
}

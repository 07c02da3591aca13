// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/* Growable arrays: the one place that doubles a buffer. */
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>

#include "base/base.h"

int kapi__grow(void *arrp, size_t *cap, size_t count, size_t elem,
	       size_t first)
{
	void **arr = arrp;
	size_t n;
	void *p;

	if (count < *cap)
		return 0;
	n = *cap ? *cap * 2 : first;
	if (n <= count || n > SIZE_MAX / elem)
		return -ENOMEM;
	p = realloc(*arr, n * elem);
	if (!p)
		return -ENOMEM;
	*arr = p;
	*cap = n;
	return 0;
}

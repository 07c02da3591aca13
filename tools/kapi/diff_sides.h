/* SPDX-License-Identifier: GPL-2.0 */
#ifndef KAPI_TOOL_DIFF_SIDES_H
#define KAPI_TOOL_DIFF_SIDES_H

#include <stdbool.h>

#include "kapi/kapi.h"

/*
 * Reads OLD into sets[0] and NEW into sets[1] at once (NEW in a thread);
 * false when it did not (progress shown, "live" on a side, no thread):
 * then the caller reads them one at a time.
 */
bool diff_sides_together(const char *old, const char *new,
			 const enum kapi_source types[2],
			 struct kapi_registry *sets[2], bool *partial);

#endif

// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * One field of /proc/<pid>/status as a number.  The masks (Sig*, Shd*,
 * Cap*) are hex, the "kB" sizes come back in bytes, the rest is decimal.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/base.h"

static bool hex_field(const char *name)
{
	return !strncmp(name, "Sig", 3) || !strncmp(name, "Shd", 3) ||
	       !strncmp(name, "Cap", 3);
}

int kapi__proc_status(pid_t pid, const char *name, uint64_t *v)
{
	char path[64], line[256], *end;
	size_t n = strlen(name);
	int found = -1;
	FILE *f;

	if (pid)
		snprintf(path, sizeof(path), "/proc/%d/status", (int)pid);
	else
		snprintf(path, sizeof(path), "/proc/self/status");
	f = fopen(path, "re");
	if (!f)
		return -1;
	while (found < 0 && fgets(line, sizeof(line), f)) {
		if (strncmp(line, name, n) || line[n] != ':')
			continue;
		*v = strtoull(line + n + 1, &end, hex_field(name) ? 16 : 10);
		if (strstr(end, "kB"))
			*v *= 1024;
		found = end != line + n + 1;
	}
	fclose(f);
	return found > 0 ? 0 : -1;
}

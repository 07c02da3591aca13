// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * Fields of /proc/<pid>/status as numbers, read in one pass.  The masks (Sig*, Shd*,
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

int kapi__proc_status_fields(pid_t pid, const char *const *names, uint64_t *v,
			     size_t n)
{
	char path[64], line[256], *end;
	uint64_t seen = 0, all;
	FILE *f;

	if (n < 1 || n > 64)
		return -1;
	all = n == 64 ? ~0ull : (1ull << n) - 1;
	if (pid)
		snprintf(path, sizeof(path), "/proc/%d/status", (int)pid);
	else
		snprintf(path, sizeof(path), "/proc/self/status");
	f = fopen(path, "re");
	if (!f)
		return -1;
	while (seen != all && fgets(line, sizeof(line), f))
		for (size_t i = 0; i < n; i++) {
			size_t len = strlen(names[i]);

			if (seen >> i & 1 || strncmp(line, names[i], len) ||
			    line[len] != ':')
				continue;
			v[i] = strtoull(line + len + 1, &end,
					hex_field(names[i]) ? 16 : 10);
			if (strstr(end, "kB"))
				v[i] *= 1024;
			if (end != line + len + 1)
				seen |= 1ull << i;
			break;
		}
	fclose(f);
	return seen == all ? 0 : -1;
}

int kapi__proc_status(pid_t pid, const char *name, uint64_t *v)
{
	return kapi__proc_status_fields(pid, &name, v, 1);
}

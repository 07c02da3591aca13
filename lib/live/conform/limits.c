// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * Resource limits of the running kernel that decide whether a value is
 * refused: a spec writes "msgsz > 8192 -> depends(KERNEL_MSGMAX)" and
 * conform judges msgsz against the limit the sandbox really has.  The
 * limits are read (never written) from /proc/sys by a process of the
 * sandbox's namespaces, since an IPC namespace has limits of its own.
 */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <sys/mman.h>
#include <sys/wait.h>

#include "live/conform/conform.h"

static const struct {
	const char *name;	/* as depends(NAME) writes it */
	const char *path;
	int field;		/* of the whitespace-separated numbers */
	const char *label;	/* how a report names it */
} limits[] = {
	{ "KERNEL_MSGMAX", "/proc/sys/kernel/msgmax", 0, "kernel.msgmax" },
	{ "KERNEL_MSGMNB", "/proc/sys/kernel/msgmnb", 0, "kernel.msgmnb" },
	{ "KERNEL_SEMMSL", "/proc/sys/kernel/sem", 0, "SEMMSL (kernel.sem)" },
	{ "KERNEL_SEMOPM", "/proc/sys/kernel/sem", 2, "SEMOPM (kernel.sem)" },
	{ "KERNEL_SEMMNI", "/proc/sys/kernel/sem", 3, "SEMMNI (kernel.sem)" },
	{ "FS_PIPE_MAX_SIZE", "/proc/sys/fs/pipe-max-size", 0, "fs.pipe-max-size" },
	{ "FS_NR_OPEN", "/proc/sys/fs/nr_open", 0, "fs.nr_open" },
};

#define NLIMITS (sizeof(limits) / sizeof(limits[0]))

/* read in the parent after the sandbox process wrote them: -1 unknown */
static int64_t values[NLIMITS] = { -1, -1, -1, -1, -1, -1, -1 };

static int64_t read_field(const char *path, int field)
{
	FILE *f = fopen(path, "r");
	int64_t v = -1;

	if (!f)
		return -1;
	for (int i = 0; i <= field; i++)
		if (fscanf(f, "%" SCNd64, &v) != 1) {
			v = -1;
			break;
		}
	fclose(f);
	return v;
}

static int read_all(void *arg)
{
	int64_t *out = arg;

	for (size_t i = 0; i < NLIMITS; i++)
		out[i] = read_field(limits[i].path, limits[i].field);
	return 0;
}

int conform__limits_read(struct conform_sandbox *sb)
{
	int64_t *shared = mmap(NULL, sizeof(values), PROT_READ | PROT_WRITE,
			       MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	pid_t pid;
	int status, lifeline = -1;

	if (shared == MAP_FAILED)
		return -errno;
	memcpy(shared, values, sizeof(values));
	pid = conform__sandbox_spawn(sb, read_all, shared, &lifeline);
	if (pid > 0 && waitpid(pid, &status, 0) == pid && WIFEXITED(status) &&
	    !WEXITSTATUS(status))
		memcpy(values, shared, sizeof(values));
	if (lifeline >= 0)
		close(lifeline);
	munmap(shared, sizeof(values));
	return pid < 0 ? (int)pid : 0;
}

bool conform__limit(const char *name, size_t len, int64_t *v, const char **label)
{
	for (size_t i = 0; i < NLIMITS; i++)
		if (strlen(limits[i].name) == len &&
		    !strncmp(limits[i].name, name, len) && values[i] >= 0) {
			*v = values[i];
			if (label)
				*label = limits[i].label;
			return true;
		}
	return false;
}

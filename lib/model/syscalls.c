// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * x86_64 syscall names and numbers, from the uapi header at build time, and
 * the kernel's prototypes, from data/ftrace_syscall_protos_*.tsv.
 */
#include <errno.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "model/model.h"

struct syscall_entry {
	const char *name;
	long nr;
};

static const struct syscall_entry syscall_table[] = {
#include "syscall_table.h"
};

/*
 * Lookup indexes, built once: names (uapi and kernel spellings) sorted for
 * bsearch, and names by number.  Tracing resolves every spec's number at
 * start, so a linear scan here cost milliseconds.
 */
#define KAPI_MAX_NR 1024

struct name_nr {
	const char *name;
	long nr;
};

static struct name_nr by_name[2 * KAPI_ARRAY_SIZE(syscall_table)];
static size_t by_name_count;
static const char *by_number[KAPI_MAX_NR];
static pthread_once_t index_once = PTHREAD_ONCE_INIT;

static int cmp_name_nr(const void *a, const void *b)
{
	return strcmp(((const struct name_nr *)a)->name,
		      ((const struct name_nr *)b)->name);
}

static void build_index(void)
{
	for (size_t i = 0; i < KAPI_ARRAY_SIZE(syscall_table); i++) {
		const char *name = syscall_table[i].name;
		const char *kname = kapi_syscall__kernel_name(name);
		long nr = syscall_table[i].nr;

		if (nr >= 0 && nr < KAPI_MAX_NR && !by_number[nr])
			by_number[nr] = name;
		by_name[by_name_count++] = (struct name_nr){ name, nr };
		if (strcmp(kname, name))
			by_name[by_name_count++] = (struct name_nr){ kname, nr };
	}
	qsort(by_name, by_name_count, sizeof(*by_name), cmp_name_nr);
}

long kapi_syscall__nr(const char *name)
{
	struct name_nr key = { name, 0 }, *hit;

	if (!name)
		return -1;
	pthread_once(&index_once, build_index);
	hit = bsearch(&key, by_name, by_name_count, sizeof(*by_name),
		      cmp_name_nr);
	return hit ? hit->nr : -1;
}

const char *kapi_syscall__name(long nr)
{
	if (nr < 0 || nr >= KAPI_MAX_NR)
		return NULL;
	pthread_once(&index_once, build_index);
	return by_number[nr];
}

struct syscall_proto {
	const char *name;
	int nargs;
	const char *params;
};

static const struct syscall_proto protos[] = {
#include "syscall_protos.h"
};

static int by_proto_name(const void *key, const void *elem)
{
	return strcmp(key, ((const struct syscall_proto *)elem)->name);
}

int kapi_syscall__proto(const char *name, const char **params)
{
	const struct syscall_proto *p;

	if (!name)
		return -EINVAL;
	p = bsearch(name, protos, KAPI_ARRAY_SIZE(protos), sizeof(*protos),
		    by_proto_name);
	if (!p)
		return -ENOENT;
	if (params)
		*params = p->params;
	return p->nargs;
}

/* uapi names whose kernel function (and spec) is called otherwise */
static const struct {
	const char *uapi, *kernel;
} renamed[] = {
	{ "stat", "newstat" }, { "fstat", "newfstat" }, { "lstat", "newlstat" },
	{ "uname", "newuname" }, { "sendfile", "sendfile64" },
	{ "umount2", "umount" },
};

const char *kapi_syscall__kernel_name(const char *name)
{
	for (size_t i = 0; name && i < KAPI_ARRAY_SIZE(renamed); i++)
		if (!strcmp(renamed[i].uapi, name))
			return renamed[i].kernel;
	return name;
}

// SPDX-License-Identifier: GPL-2.0
/*
 * x86_64 syscall names and numbers, from the uapi header at build time, and
 * the kernel's prototypes, from data/ftrace_syscall_protos_*.tsv.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

struct syscall_entry {
	const char *name;
	long nr;
};

static const struct syscall_entry syscall_table[] = {
#include "syscall_table.h"
};

long kapi_syscall__nr(const char *name)
{
	if (!name)
		return -1;
	for (size_t i = 0; i < KAPI_ARRAY_SIZE(syscall_table); i++)
		if (!strcmp(syscall_table[i].name, name) ||
		    !strcmp(kapi_syscall__kernel_name(syscall_table[i].name), name))
			return syscall_table[i].nr;
	return -1;
}

const char *kapi_syscall__name(long nr)
{
	for (size_t i = 0; i < KAPI_ARRAY_SIZE(syscall_table); i++)
		if (syscall_table[i].nr == nr)
			return syscall_table[i].name;
	return NULL;
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

// SPDX-License-Identifier: GPL-2.0
/* x86_64 syscall names and numbers, from the uapi header at build time. */
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
		if (!strcmp(syscall_table[i].name, name))
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

// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * Calls from 32-bit code on x86_64 (i386: int 0x80 from any process, or
 * a 32-bit program) and which x86_64 spec judges them.  Their numbers are
 * i386 ones, and many i386 calls have no x86_64 twin of the same name:
 * mmap2 is mmap with an offset in pages, chown32 is chown, stat64 is
 * stat.  Others cannot be checked by register: a struct in memory in
 * place of arguments (old mmap and select, socketcall, ipc), 64-bit
 * values split over two registers, 16-bit ids, compat struct sizes.
 * Those are "opaque": the tracer lets them run, and refuses them under
 * --enforce when the syscall they stand for is checked, so that 32-bit
 * code is no way around a spec.
 */
#include <errno.h>
#include <seccomp.h>
#include <stdlib.h>
#include <string.h>

#include "live/trace/filter.h"

#define I386_MAX 512

/* i386 names that are not the x86_64 syscall's name, or not its arguments */
static const struct {
	const char *i386, *x86_64;
	enum kapi__i386_how how;
} aliases[] = {
	{ "mmap2", "mmap", KAPI__I386_PAGES },
	{ "fcntl64", "fcntl", KAPI__I386_FCNTL64 },
	{ "_newselect", "select", KAPI__I386_SAME },
	{ "ugetrlimit", "getrlimit", KAPI__I386_SAME },
	{ "stat64", "stat", KAPI__I386_SAME },
	{ "lstat64", "lstat", KAPI__I386_SAME },
	{ "fstat64", "fstat", KAPI__I386_SAME },
	{ "fstatat64", "newfstatat", KAPI__I386_SAME },
	{ "sendfile64", "sendfile", KAPI__I386_SAME },
	{ "chown32", "chown", KAPI__I386_SAME },
	{ "lchown32", "lchown", KAPI__I386_SAME },
	{ "fchown32", "fchown", KAPI__I386_SAME },
	{ "setuid32", "setuid", KAPI__I386_SAME },
	{ "setgid32", "setgid", KAPI__I386_SAME },
	{ "setreuid32", "setreuid", KAPI__I386_SAME },
	{ "setregid32", "setregid", KAPI__I386_SAME },
	{ "setresuid32", "setresuid", KAPI__I386_SAME },
	{ "setresgid32", "setresgid", KAPI__I386_SAME },
	{ "getresuid32", "getresuid", KAPI__I386_SAME },
	{ "getresgid32", "getresgid", KAPI__I386_SAME },
	{ "getgroups32", "getgroups", KAPI__I386_SAME },
	{ "setgroups32", "setgroups", KAPI__I386_SAME },
	{ "getuid32", "getuid", KAPI__I386_SAME },
	{ "getgid32", "getgid", KAPI__I386_SAME },
	{ "geteuid32", "geteuid", KAPI__I386_SAME },
	{ "getegid32", "getegid", KAPI__I386_SAME },
	{ "setfsuid32", "setfsuid", KAPI__I386_SAME },
	{ "setfsgid32", "setfsgid", KAPI__I386_SAME },
	/* a struct, split 64-bit values, 16-bit ids or compat sizes */
	{ "mmap", "mmap", KAPI__I386_OPAQUE },
	{ "select", "select", KAPI__I386_OPAQUE },
	{ "clone", "clone", KAPI__I386_OPAQUE },
	{ "ioctl", "ioctl", KAPI__I386_OPAQUE },
	{ "_llseek", "lseek", KAPI__I386_OPAQUE },
	{ "truncate64", "truncate", KAPI__I386_OPAQUE },
	{ "ftruncate64", "ftruncate", KAPI__I386_OPAQUE },
	{ "statfs64", "statfs", KAPI__I386_OPAQUE },
	{ "fstatfs64", "fstatfs", KAPI__I386_OPAQUE },
	{ "fadvise64_64", "fadvise64", KAPI__I386_OPAQUE },
	{ "waitpid", "wait4", KAPI__I386_OPAQUE },
	{ "pread64", "pread64", KAPI__I386_OPAQUE },
	{ "pwrite64", "pwrite64", KAPI__I386_OPAQUE },
	{ "preadv", "preadv", KAPI__I386_OPAQUE },
	{ "pwritev", "pwritev", KAPI__I386_OPAQUE },
	{ "preadv2", "preadv2", KAPI__I386_OPAQUE },
	{ "pwritev2", "pwritev2", KAPI__I386_OPAQUE },
	{ "readahead", "readahead", KAPI__I386_OPAQUE },
	{ "fadvise64", "fadvise64", KAPI__I386_OPAQUE },
	{ "fallocate", "fallocate", KAPI__I386_OPAQUE },
	{ "sync_file_range", "sync_file_range", KAPI__I386_OPAQUE },
	{ "chown", "chown", KAPI__I386_OPAQUE },
	{ "lchown", "lchown", KAPI__I386_OPAQUE },
	{ "fchown", "fchown", KAPI__I386_OPAQUE },
	{ "setuid", "setuid", KAPI__I386_OPAQUE },
	{ "setgid", "setgid", KAPI__I386_OPAQUE },
	{ "setreuid", "setreuid", KAPI__I386_OPAQUE },
	{ "setregid", "setregid", KAPI__I386_OPAQUE },
	{ "setresuid", "setresuid", KAPI__I386_OPAQUE },
	{ "setresgid", "setresgid", KAPI__I386_OPAQUE },
	{ "getresuid", "getresuid", KAPI__I386_OPAQUE },
	{ "getresgid", "getresgid", KAPI__I386_OPAQUE },
	{ "getgroups", "getgroups", KAPI__I386_OPAQUE },
	{ "setgroups", "setgroups", KAPI__I386_OPAQUE },
	{ "getuid", "getuid", KAPI__I386_OPAQUE },
	{ "getgid", "getgid", KAPI__I386_OPAQUE },
	{ "geteuid", "geteuid", KAPI__I386_OPAQUE },
	{ "getegid", "getegid", KAPI__I386_OPAQUE },
	{ "setfsuid", "setfsuid", KAPI__I386_OPAQUE },
	{ "setfsgid", "setfsgid", KAPI__I386_OPAQUE },
	{ "set_robust_list", "set_robust_list", KAPI__I386_OPAQUE },
	{ "get_robust_list", "get_robust_list", KAPI__I386_OPAQUE },
};

/* What socketcall and ipc multiplex: one of these checked refuses them */
static const char *const socket_family[] = {
	"socket", "bind", "connect", "listen", "accept", "accept4",
	"getsockname", "getpeername", "socketpair", "sendto", "recvfrom",
	"shutdown", "setsockopt", "getsockopt", "sendmsg", "recvmsg",
	"recvmmsg", "sendmmsg", NULL };
static const char *const ipc_family[] = {
	"semop", "semget", "semctl", "semtimedop", "msgsnd", "msgrcv",
	"msgget", "msgctl", "shmat", "shmdt", "shmget", "shmctl", NULL };

static struct {
	int16_t nr64;		/* -1: none; -2: socketcall's family, -3: ipc's */
	uint8_t how;
} table[I386_MAX];
static bool table_done;

/* The i386 name of nr32, libseccomp's copy when x86_64 has no such name */
static const char *i386_name(long nr32, char **owned)
{
	const char *name = kapi_syscall__name_arch(KAPI_ARCH_I386, nr32);

	*owned = NULL;
	if (!name)
		name = *owned = seccomp_syscall_resolve_num_arch(SCMP_ARCH_X86,
								 (int)nr32);
	return name;
}

static void fill_one(long nr32)
{
	char *owned;
	const char *name = i386_name(nr32, &owned);

	table[nr32].nr64 = -1;
	table[nr32].how = KAPI__I386_FREE;
	if (!name)
		return;
	if (!strcmp(name, "socketcall") || !strcmp(name, "ipc")) {
		table[nr32].nr64 = name[0] == 's' ? -2 : -3;
		table[nr32].how = KAPI__I386_OPAQUE;
		free(owned);
		return;
	}
	table[nr32].nr64 = (int16_t)kapi_syscall__nr(name);
	if (table[nr32].nr64 >= 0)
		table[nr32].how = KAPI__I386_SAME;
	for (size_t i = 0; i < sizeof(aliases) / sizeof(aliases[0]); i++)
		if (!strcmp(aliases[i].i386, name)) {
			table[nr32].nr64 = (int16_t)kapi_syscall__nr(aliases[i].x86_64);
			table[nr32].how = table[nr32].nr64 < 0 ? KAPI__I386_FREE :
					  aliases[i].how;
		}
	free(owned);
}

static void fill(void)
{
	if (table_done)
		return;
	for (long nr32 = 0; nr32 < I386_MAX; nr32++)
		fill_one(nr32);
	table_done = true;
}

enum kapi__i386_how kapi__i386_call(long nr32, long *nr64)
{
	*nr64 = -1;
	if (nr32 < 0 || nr32 >= I386_MAX)
		return KAPI__I386_FREE;
	fill();
	if (table[nr32].nr64 >= 0)
		*nr64 = table[nr32].nr64;
	return (enum kapi__i386_how)table[nr32].how;
}

static bool in_set(long nr, const long *nrs, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (nrs[i] == nr)
			return true;
	return false;
}

static bool family_in_set(const char *const *family, const long *nrs, size_t n)
{
	for (; *family; family++)
		if (in_set(kapi_syscall__nr(*family), nrs, n))
			return true;
	return false;
}

bool kapi__i386_stands_for(long nr32, const long *nrs, size_t n)
{
	long nr64;

	kapi__i386_call(nr32, &nr64);
	if (nr32 < 0 || nr32 >= I386_MAX)
		return false;
	if (table[nr32].nr64 == -2)
		return family_in_set(socket_family, nrs, n);
	if (table[nr32].nr64 == -3)
		return family_in_set(ipc_family, nrs, n);
	return nr64 >= 0 && in_set(nr64, nrs, n);
}

long *kapi__i386_numbers(const long *nrs, size_t n, bool enforce, size_t *n32)
{
	long *out = calloc(I386_MAX, sizeof(*out));

	*n32 = 0;
	if (!out)
		return NULL;
	for (long nr32 = 0; nr32 < I386_MAX; nr32++) {
		long nr64;
		enum kapi__i386_how how = kapi__i386_call(nr32, &nr64);

		if (how == KAPI__I386_FREE || (how == KAPI__I386_OPAQUE && !enforce))
			continue;
		if (kapi__i386_stands_for(nr32, nrs, n))
			out[(*n32)++] = nr32;
	}
	return out;
}

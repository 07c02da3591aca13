// SPDX-License-Identifier: GPL-2.0
/*
 * Calls that a narrower spec forbids and the kernel accepts: under
 * kapi trace --enforce with a spec allowing mlockall(MCL_CURRENT) only,
 * the second call must fail with EINVAL without running.  Prints what each
 * call returned.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>

static void show(const char *what, long r)
{
	printf("%s = %ld%s%s\n", what, r, r < 0 ? " " : "",
	       r < 0 ? strerrorname_np(errno) : "");
}

int main(void)
{
	show("mlockall(MCL_CURRENT)", syscall(SYS_mlockall, MCL_CURRENT));
	show("munlockall()", syscall(SYS_munlockall));
	show("mlockall(MCL_CURRENT|MCL_FUTURE)",
	     syscall(SYS_mlockall, MCL_CURRENT | MCL_FUTURE));
	show("munlockall()", syscall(SYS_munlockall));
	return 0;
}

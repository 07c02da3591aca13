// SPDX-License-Identifier: GPL-2.0
/*
 * A program for the seccomp profile test.  Every mode makes the same calls
 * (so one traced run gives the profile of all), with different values:
 *   ok       mlockall(MCL_FUTURE) and munlockall(): within the spec
 *   badbits  mlockall(MCL_CURRENT | 0x8): a bit outside the spec's mask
 *   onfault  mlockall(MCL_ONFAULT): within the mask, refused by its expression
 *   unlisted also getppid(), which the traced run did not make
 * It prints each call's result ("mlockall: 0", "mlockall: EINVAL").
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>

static void result(const char *call, long r)
{
	printf("%s: %s\n", call, r < 0 ? (errno == EPERM ? "EPERM" :
					   errno == EINVAL ? "EINVAL" :
					   errno == ENOMEM ? "ENOMEM" :
					   strerror(errno)) : "0");
}

int main(int argc, char **argv)
{
	const char *mode = argc > 1 ? argv[1] : "ok";
	long flags = !strcmp(mode, "badbits") ? MCL_CURRENT | 0x8 :
		     !strcmp(mode, "onfault") ? MCL_ONFAULT : MCL_FUTURE;

	result("mlockall", syscall(SYS_mlockall, flags));
	result("munlockall", syscall(SYS_munlockall));
	if (!strcmp(mode, "unlisted"))
		result("getppid", syscall(SYS_getppid));
	return 0;
}

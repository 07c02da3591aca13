/* SPDX-License-Identifier: GPL-2.0 */
/*
 * What the t_ioctl_<family> programs share.  Each call's result is compared
 * with what the spec says, so the program is also the proof that the kernel
 * agrees with the spec: "MISMATCH" lines fail tests/cli/ioctls.t.  The one
 * invalid call of each program prints the line kapi trace must print.
 */
#ifndef T_IOCTL_H
#define T_IOCTL_H

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

/* ioctl(fd, cmd, arg) must return ok (>= 0) or fail with errno want */
#define EXPECT_IOCTL(fd, cmd, arg, want) ({ \
	long r_ = ioctl((fd), (cmd), (arg)); \
	expect_ioctl(#cmd, r_, errno, (want)); })

static inline long expect_ioctl(const char *name, long ret, int err, int want)
{
	if (want == 0 && ret < 0)
		printf("MISMATCH %s failed: %s\n", name, strerror(err));
	else if (want && ret >= 0)
		printf("MISMATCH %s succeeded, expected %s\n", name,
		       strerror(want));
	else if (want && err != want)
		printf("MISMATCH %s: %s, expected %s\n", name,
		       strerror(err), strerror(want));
	return ret;
}

#define SKIP(...) do { printf("SKIP " __VA_ARGS__); printf("\n"); return 0; } while (0)

#endif /* T_IOCTL_H */

// SPDX-License-Identifier: GPL-2.0
/*
 * t_uprobe: calls the uprobe syscall (x86_64 336) from ordinary code, where
 * the kernel refuses it with ENXIO (only its uprobe trampolines may make
 * it), and prints "uprobe: ENXIO", "uprobe: ENOSYS" on a kernel without it,
 * or the number of any other outcome.  Seccomp lets this call through every
 * filter unseen, so kapi trace sees it only when it stops at every call.
 */
#include <errno.h>
#include <stdio.h>
#include <unistd.h>
#include <sys/syscall.h>

#ifndef __NR_uprobe
#define __NR_uprobe 336
#endif

int main(void)
{
	long r = syscall(__NR_uprobe);

	if (r == -1 && errno == ENXIO)
		printf("uprobe: ENXIO\n");
	else if (r == -1 && errno == ENOSYS)
		printf("uprobe: ENOSYS\n");
	else
		printf("uprobe: %ld, errno %d\n", r, r == -1 ? errno : 0);
	return 0;
}

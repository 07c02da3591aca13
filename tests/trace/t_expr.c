// SPDX-License-Identifier: GPL-2.0
/*
 * Calls that break a constraint expression across arguments, and calls
 * that keep to it.  Each "EXPECT" line is the exact line kapi trace must
 * print for the call just made, with or without --entry-only (the seccomp
 * filter decides these expressions itself); valid calls print nothing.
 */
#include <stdio.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>

int main(void)
{
	int pid = getpid();
	void *p;

	/* valid: no finding */
	syscall(SYS_mlockall, MCL_CURRENT | MCL_ONFAULT);
	syscall(SYS_munlockall);
	p = mmap(NULL, 4096, PROT_READ, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	if (p != MAP_FAILED)
		munmap(p, 4096);

	/* MAP_SHARED | MAP_PRIVATE is MAP_SHARED_VALIDATE: EINVAL when anonymous */
	syscall(SYS_mmap, NULL, 4096, PROT_READ,
		MAP_SHARED | MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	printf("EXPECT %d mmap(addr=0, len=4096, prot=0x1 /* PROT_READ */, "
	       "flags=35, fd=-1, off=0) = -EINVAL: Anonymous mappings are shared "
	       "or private: 'has(flags, MAP_ANONYMOUS) -> (flags & MAP_TYPE) != "
	       "MAP_SHARED_VALIDATE' is false for flags=0x23: MAP_SHARED_VALIDATE "
	       "(the value of MAP_SHARED | MAP_PRIVATE) is refused with EINVAL for "
	       "an anonymous mapping.\n", pid);
	syscall(SYS_mlockall, MCL_ONFAULT);
	printf("EXPECT %d mlockall(flags=0x4 /* MCL_ONFAULT */) = -EINVAL: Valid "
	       "flag combinations: 'flags & (MCL_CURRENT | MCL_FUTURE)' is false "
	       "for flags=0x4: At least one of MCL_CURRENT and MCL_FUTURE must be "
	       "set.\n", pid);
	syscall(SYS_dup3, 1, 1, 0);
	printf("EXPECT %d dup3(oldfd=1, newfd=1, flags=0) = -EINVAL: Two different "
	       "descriptors: 'oldfd != newfd' is false for oldfd=1, newfd=1: "
	       "Unlike dup2(), dup3() refuses oldfd equal to newfd with EINVAL.\n",
	       pid);
	return 0;
}

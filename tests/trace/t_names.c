// SPDX-License-Identifier: GPL-2.0
/*
 * How arguments are named in trace's lines: with the names a user knows,
 * never the spec helpers' own KAPI_ names, and no PREFIX_??? for a value
 * that is fine.  Each "EXPECT" line is the exact line kapi trace must print.
 */
#include <stdio.h>
#include <sys/syscall.h>
#include <unistd.h>

int main(void)
{
	static char page[4096] __attribute__((aligned(4096)));
	static unsigned long node0 = 1;
	int pid = getpid();

	/* sysfs(2) options have no names in any header: plain numbers */
	syscall(SYS_sysfs, 7, 0, 0);
	printf("EXPECT %d sysfs(option=7, arg1=0, arg2=0) = -EINVAL: option=7 "
	       "is not one of (1, 2, 3)\n", pid);
	/* mbind's mode is a field of values (MPOL_BIND is 2), not a flag:
	 * named as the one value; the bad flags are the finding */
	syscall(SYS_mbind, page, sizeof(page), 2, &node0, 64, 0x80);
	printf("EXPECT %d mbind(start=%#lx, len=4096, mode=0x2 /* MPOL_BIND */, "
	       "nmask=%#lx, maxnode=64, flags=0x80 /* MPOL_MF_??? */) = -EINVAL: flags=0x80 has "
	       "bits 0x80 outside MPOL_MF_STRICT | MPOL_MF_MOVE | "
	       "MPOL_MF_MOVE_ALL (0x7)\n", pid, (unsigned long)page,
	       (unsigned long)&node0);
	/* a spec helper standing for a newer header's name shows that name */
	syscall(SYS_fsconfig, -1, 99, 0, 0, 0);
	printf("EXPECT %d fsconfig(fd=-1, cmd=99 /* FSCONFIG_??? */, _key=NULL, "
	       "_value=NULL, aux=0) = -EINVAL: cmd=99 is not one of the 9 values "
	       "FSCONFIG_SET_FLAG, FSCONFIG_SET_STRING, FSCONFIG_SET_BINARY, "
	       "FSCONFIG_SET_PATH, FSCONFIG_SET_PATH_EMPTY, FSCONFIG_SET_FD, "
	       "FSCONFIG_CMD_CREATE, FSCONFIG_CMD_RECONFIGURE, "
	       "FSCONFIG_CMD_CREATE_EXCL\n", pid);
	/* a field of values (the policy mode in bits 0-2) is named as one
	 * value, the mode flags above it as flags */
	syscall(SYS_mbind, 0, 4096, 0x4004UL, 0, 0, 0);
	printf("EXPECT %d mbind(start=0, len=4096, mode=0x4004 /* "
	       "MPOL_LOCAL|MPOL_F_RELATIVE_NODES */, nmask=NULL, maxnode=0, "
	       "flags=0) = -EINVAL: No node flags for the local mode: "
	       "'(mode & 7) == MPOL_LOCAL -> (mode & (MPOL_F_STATIC_NODES | "
	       "MPOL_F_RELATIVE_NODES)) == 0' is false for mode=0x4004: "
	       "MPOL_LOCAL takes no nodes, so MPOL_F_STATIC_NODES and "
	       "MPOL_F_RELATIVE_NODES with it are EINVAL.\n", pid);
	/* a corpus helper (KAPI_UMOUNT_FLAGS) is shown as the names it joins */
	syscall(SYS_umount2, "/nonexistent", 0x12);
	printf("EXPECT %d umount(name=\"/nonexistent\", flags=0x12 /* "
	       "MNT_DETACH|MNT_??? */) = -EINVAL: flags=0x12 has bits 0x10 "
	       "outside MNT_FORCE | MNT_DETACH | MNT_EXPIRE | UMOUNT_NOFOLLOW "
	       "(0xf)\n", pid);
	return 0;
}

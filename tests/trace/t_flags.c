// SPDX-License-Identifier: GPL-2.0
/*
 * Valid and invalid flag arguments.  Each "EXPECT" line is the exact line
 * kapi trace must print for the call just made; valid calls print nothing.
 */
#include <fcntl.h>
#include <stdio.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>

int main(void)
{
	static char page[4096] __attribute__((aligned(4096)));
	int pid = getpid();

	/* valid: no finding */
	syscall(SYS_mlockall, MCL_FUTURE);
	syscall(SYS_munlockall);
	syscall(SYS_mlock2, page, sizeof(page), 1 /* MLOCK_ONFAULT */);
	syscall(SYS_munlock, page, sizeof(page));

	syscall(SYS_mlockall, 0x8);
	printf("EXPECT %d mlockall(flags=0x8 /* MCL_??? */) = -EINVAL: "
	       "flags=0x8 has bits 0x8 outside MCL_CURRENT | MCL_FUTURE | "
	       "MCL_ONFAULT (0x7)\n", pid);
	syscall(SYS_mlockall, MCL_CURRENT | 0x20);
	printf("EXPECT %d mlockall(flags=0x21 /* MCL_CURRENT|MCL_??? */) = "
	       "-EINVAL: flags=0x21 has bits 0x20 outside MCL_CURRENT | "
	       "MCL_FUTURE | MCL_ONFAULT (0x7)\n", pid);
	syscall(SYS_mlock2, page, sizeof(page), 2);
	printf("EXPECT %d mlock2(start=%#lx, len=4096, flags=0x2 /* MLOCK_??? */) "
	       "= -EINVAL: flags=0x2 has bits 0x2 outside MLOCK_ONFAULT (0x1)\n",
	       pid, (unsigned long)page);
	/* a descriptor that is not open: fd_closed, which -X can drop */
	syscall(SYS_close, 77);
	printf("EXPECT %d close(fd=77) = -EBADF: fd=77 is not an open file "
	       "descriptor\n", pid);
	/* -1 is one finding, shown as -1 though close takes unsigned int */
	syscall(SYS_close, -1);
	printf("EXPECT %d close(fd=-1) = -EBADF: fd=-1 is outside the range "
	       "0..2147483647\n", pid);
	/* a string argument is shown quoted and escaped, as strace does; the
	 * flags break a rule between bits (an unknown bit would be ignored) */
	syscall(SYS_openat, AT_FDCWD, "/nonexistent/\"q\"\n", O_CREAT | O_DIRECTORY, 0);
	printf("EXPECT %d openat(dfd=-100, filename=\"/nonexistent/\\\"q\\\"\\n\", "
	       "flags=0x10040 /* O_CREAT|O_DIRECTORY */, mode=0) = -EINVAL: No directory "
	       "to create: '!has(flags, O_PATH) -> !has(flags, O_CREAT | O_DIRECTORY)' "
	       "is false for flags=0x10040: O_CREAT with O_DIRECTORY (O_TMPFILE "
	       "included) is EINVAL, unless O_PATH dropped O_CREAT.\n", pid);
	/* an enum argument is named, an unknown one shown as PREFIX_??? */
	syscall(SYS_lseek, 0, 0, 77);
	printf("EXPECT %d lseek(fd=0, offset=0, whence=77 /* SEEK_??? */) = "
	       "-EINVAL: whence=77 is not one of SEEK_SET, SEEK_CUR, SEEK_END, "
	       "SEEK_DATA, SEEK_HOLE (0, 1, 2, 3, 4)\n", pid);
	syscall(SYS_fcntl, 1, 9999, 0);
	printf("EXPECT %d fcntl(fd=1, cmd=9999 /* F_??? */, arg=0) = -EINVAL: "
	       "cmd=9999 is not one of the 30 values F_DUPFD, F_GETFD, F_SETFD, "
	       "F_GETFL, F_SETFL, F_GETLK, F_SETLK, F_SETLKW, F_SETOWN, F_GETOWN, "
	       "F_SETSIG, F_GETSIG, F_SETOWN_EX, F_GETOWN_EX, F_GETOWNER_UIDS, "
	       "F_OFD_GETLK, F_OFD_SETLK, F_OFD_SETLKW, ...\n", pid);
	printf("done\n");
	return 0;
}

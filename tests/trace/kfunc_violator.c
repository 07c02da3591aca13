// SPDX-License-Identifier: GPL-2.0
/*
 * Calls that reach in-kernel VFS functions (kfunc/vfs.c) with arguments
 * their specs refuse, for kapi watch's fexit checks:
 *   vfs_read     count 0xffffffffffffffff  (read with count SIZE_MAX)
 *   vfs_write    count 0xffffffffffffffff  (write with count SIZE_MAX)
 *   vfs_fallocate mode 0x4000              (a bit no FALLOC_FL_* has)
 *   vfs_fallocate len 0                    (fallocate wants at least 1)
 * (lseek's whence is refused before vfs_llseek is reached.)  Each call
 * fails (EFAULT, EINVAL, EOPNOTSUPP); none changes anything
 * outside a file this program creates and removes.  Exits 0.
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
#include <sys/syscall.h>

int main(void)
{
	char path[] = "/tmp/kfunc_violator.XXXXXX";
	char buf[16] = "kapi";
	int fd = mkstemp(path);

	if (fd < 0) {
		perror("mkstemp");
		return 1;
	}
	unlink(path);
	/* raw syscalls: libc may check or split what it is given */
	syscall(SYS_read, fd, buf, SIZE_MAX);
	syscall(SYS_write, fd, buf, SIZE_MAX);
	syscall(SYS_fallocate, fd, 0x4000, 0L, 4096L);
	syscall(SYS_fallocate, fd, 0, 0L, 0L);
	close(fd);
	return 0;
}

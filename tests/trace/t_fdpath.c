// SPDX-License-Identifier: GPL-2.0
/*
 * An invalid call on a descriptor that names a file, for -y: lseek with a
 * whence no kernel knows, on /dev/null.
 */
#include <fcntl.h>
#include <stdio.h>
#include <sys/syscall.h>
#include <unistd.h>

int main(void)
{
	int fd = open("/dev/null", O_RDONLY);

	if (fd < 0)
		return 1;
	syscall(SYS_lseek, fd, 0, 77);
	printf("fd %d\n", fd);
	return 0;
}

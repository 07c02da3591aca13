// SPDX-License-Identifier: GPL-2.0
/* The entropy pool's ioctls on /dev/urandom: all valid, then a negative credit. */
#include <fcntl.h>
#include <linux/random.h>
#include "t_ioctl.h"

int main(void)
{
	int fd = open("/dev/urandom", O_RDWR | O_CLOEXEC);
	struct { int count, size; unsigned char data[8]; } add = { 0, 8, "kapi-t" };
	int n = 0;

	if (fd < 0)
		SKIP("no /dev/urandom");
	if (geteuid())
		SKIP("the pool's ioctls need CAP_SYS_ADMIN");
	EXPECT_IOCTL(fd, RNDGETENTCNT, &n, 0);
	n = 0;
	EXPECT_IOCTL(fd, RNDADDTOENTCNT, &n, 0);
	EXPECT_IOCTL(fd, RNDADDENTROPY, &add, 0);
	EXPECT_IOCTL(fd, RNDZAPENTCNT, 0, 0);
	EXPECT_IOCTL(fd, RNDCLEARPOOL, 0, 0);
	EXPECT_IOCTL(fd, RNDRESEEDCRNG, 0, 0);
	n = -1;
	EXPECT_IOCTL(fd, RNDADDTOENTCNT, &n, EINVAL);
	printf("EXPECT %d ioctl(fd=%d, cmd=RNDADDTOENTCNT, arg=%#lx) = -EINVAL: "
	       "count=-1 is outside the range 0..2147483647\n", (int)getpid(),
	       fd, (unsigned long)&n);
	close(fd);
	return 0;
}

// SPDX-License-Identifier: GPL-2.0
/*
 * Loop ioctls, valid and not: LOOP_CTL_GET_FREE, then LOOP_CONFIGURE with
 * a block size and a flag the kernel refuses, then a valid LOOP_CONFIGURE,
 * LOOP_GET_STATUS64 and LOOP_CLR_FD.  Needs root and /dev/loop-control.
 */
#include <fcntl.h>
#include <linux/loop.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

int main(void)
{
	struct loop_config cfg;
	struct loop_info64 info;
	char dev[64], file[] = "/tmp/kapi-loop-XXXXXX";
	int ctl, n, loop, back, pid = getpid();

	ctl = open("/dev/loop-control", O_RDWR | O_CLOEXEC);
	back = mkstemp(file);
	if (ctl < 0 || back < 0 || ftruncate(back, 1 << 20)) {
		perror("setup");
		return 2;
	}
	unlink(file);
	n = ioctl(ctl, LOOP_CTL_GET_FREE);
	snprintf(dev, sizeof(dev), "/dev/loop%d", n);
	loop = open(dev, O_RDWR | O_CLOEXEC);
	if (loop < 0) {
		perror(dev);
		return 2;
	}
	memset(&cfg, 0, sizeof(cfg));
	cfg.fd = (unsigned int)back;
	cfg.block_size = 1000;
	cfg.info.lo_flags = LO_FLAGS_AUTOCLEAR | 0x40;
	if (ioctl(loop, LOOP_CONFIGURE, &cfg) == 0)
		printf("unexpected success\n");
	printf("EXPECT %d ioctl(fd=%d, cmd=LOOP_CONFIGURE, arg=%#lx) = -EINVAL: "
	       "block_size=1000 is not one of (0, 512, 1024, 2048, 4096)\n",
	       pid, loop, (unsigned long)&cfg);
	printf("EXPECT %d ioctl(fd=%d, cmd=LOOP_CONFIGURE, arg=%#lx) = -EINVAL: "
	       "lo_flags=0x44 has bits 0x40 outside LO_FLAGS_READ_ONLY | "
	       "LO_FLAGS_AUTOCLEAR | LO_FLAGS_PARTSCAN | LO_FLAGS_DIRECT_IO "
	       "(0x1d)\n", pid, loop, (unsigned long)&cfg);
	cfg.block_size = 512;
	cfg.info.lo_flags = LO_FLAGS_AUTOCLEAR;
	if (ioctl(loop, LOOP_CONFIGURE, &cfg)) {
		perror("LOOP_CONFIGURE");
		return 3;
	}
	if (ioctl(loop, LOOP_GET_STATUS64, &info) || ioctl(loop, LOOP_CLR_FD, 0)) {
		perror("status");
		return 4;
	}
	printf("configured and cleared %s\n", dev);
	return 0;
}

// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * Block devices for the cases of calls that need one (swapon, swapoff,
 * quotactl), which run in a lab VM only, as its root: the VM has no disk,
 * and tmpfs takes neither swap nor quotas.  The case child mounts a small
 * tmpfs of its own at /case/blk (the case's tmpfs is nodev), and binds a
 * file there to a free loop device (loop-control's first free one,
 * configured to detach itself once its last user closes it) whose node
 * it makes there too.  Nothing is made outside the initial user
 * namespace: a host's sandboxes all have a namespace of their own.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <linux/loop.h>
#include <sys/ioctl.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>

#include "live/conform/conform.h"

#define LOOP_MAJOR_NR 7		/* block/major.h; minor = number (max_part 0) */
#define LOOP_CONTROL_MINOR 237	/* misc device 10:237 */

static bool initial_user_ns(void)
{
	char map[128] = "";
	FILE *f = fopen("/proc/self/uid_map", "re");
	unsigned long inside, outside, count;
	bool all;

	if (!f)
		return false;
	all = fgets(map, sizeof(map), f) &&
	      sscanf(map, "%lu %lu %lu", &inside, &outside, &count) == 3 &&
	      !inside && !outside && count == 4294967295ul;
	fclose(f);
	return all;
}

static int blk_dir(void)
{
	struct stat st;

	if (!stat(CONFORM_BLK_DIR, &st))
		return 0;	/* made for another target of the case */
	if (!initial_user_ns() || mkdir(CONFORM_BLK_DIR, 0700) ||
	    mount("kapi-blk", CONFORM_BLK_DIR, "tmpfs", MS_NOSUID | MS_NOEXEC,
		  "size=4m,mode=0700"))
		return -1;
	return 0;
}

/* Binds back to loop device n through a node of it at dev: the device
 * open, or -1 with errno (EBUSY: another sandbox took it first; --jobs). */
static int bind_one(int back, int n, const char *dev)
{
	struct loop_config cfg = { .fd = (uint32_t)back };
	struct loop_info64 info;
	int fd, e;

	if (mknod(dev, S_IFBLK | 0600, makedev(LOOP_MAJOR_NR, n)))
		return -1;
	fd = open(dev, O_RDWR | O_CLOEXEC);
	if (fd < 0)
		goto gone;
	cfg.info.lo_flags = LO_FLAGS_AUTOCLEAR;
	if (ioctl(fd, LOOP_CONFIGURE, &cfg)) {
		if (errno == EBUSY)
			goto fail;
		/* before 5.8: bind, then set the flag */
		memset(&info, 0, sizeof(info));
		info.lo_flags = LO_FLAGS_AUTOCLEAR;
		if (ioctl(fd, LOOP_SET_FD, back) ||
		    ioctl(fd, LOOP_SET_STATUS64, &info))
			goto fail;
	}
	/* the node's minor is the device loop-control gave */
	if (!ioctl(fd, LOOP_GET_STATUS64, &info) && info.lo_number == (uint32_t)n)
		return fd;
	errno = ENXIO;
fail:
	e = errno;
	close(fd);	/* which detaches it, if it was bound */
	errno = e;
gone:
	e = errno;
	unlink(dev);
	errno = e;
	return -1;
}

static int loop_bind(int back, const char *dev)
{
	static const char ctl_path[] = CONFORM_BLK_DIR "/loop-control";
	struct stat st;
	int ctl, fd = -1;

	if (stat(ctl_path, &st) &&
	    mknod(ctl_path, S_IFCHR | 0600, makedev(10, LOOP_CONTROL_MINOR)))
		return -1;
	ctl = open(ctl_path, O_RDWR | O_CLOEXEC);
	if (ctl < 0)
		return -1;
	/* loop-control's free device is not kept for the asker */
	for (int tries = 0; tries < 4; tries++) {
		int n = ioctl(ctl, LOOP_CTL_GET_FREE);

		fd = n < 0 ? -1 : bind_one(back, n, dev);
		if (fd >= 0 || errno != EBUSY)
			break;
	}
	close(ctl);
	return fd;
}

int conform__loop_image(int (*write_image)(const char *path),
			const char *image, const char *dev)
{
	int back, fd;

	if (blk_dir())
		return -1;
	back = write_image(image);
	if (back < 0)
		return -1;
	fd = loop_bind(back, dev);
	close(back);
	return fd;
}

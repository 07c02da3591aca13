// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * Swap areas for swapon's and swapoff's cases, which run in a lab VM
 * only, as its root (sandbox.c denies both on a host).  tmpfs takes no
 * swap, so the case child makes a block device: a small tmpfs of its own
 * at /case/swap (the case's tmpfs is nodev), a file there with a swap
 * header written here (version 1, its last page, the signature at the
 * end of the first page), and a loop device bound to it (loop-control's
 * first free one, configured to detach itself once its last user closes
 * it), whose node swap/dev is the path the calls get.  swapoff's cases
 * get the area in use already.  After each case the sandbox turns off
 * what a case left in use (conform__swap_reap), so the next starts from
 * no area of kapi's; with the case child gone, the loop device detaches.
 *
 * swap_active(path) and swap_inactive(path) read /proc/swaps after the
 * call for an area that is the file path names (same device and inode),
 * and before it too: an area already in use before swapon (or not before
 * swapoff) tells nothing, -1.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <linux/loop.h>
#include <sys/ioctl.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/sysmacros.h>

#include "live/conform/conform.h"
#include "live/conform/effect.h"

#define SWAP_DIR "/case/swap"
#define SWAP_PAGES 256		/* 1 MiB of 4 KiB pages: the header and 255 */
#define LOOP_MAJOR_NR 7		/* block/major.h; minor = number (max_part 0) */
#define LOOP_CONTROL_MINOR 237	/* misc device 10:237 */

/* the loop device, open until the case child exits: its last close
 * detaches it (LO_FLAGS_AUTOCLEAR), so it must not come before the call */
static int loop_fd = -1;

/* Only a process of the initial user namespace (a lab VM's root sandbox)
 * makes an area: a host's sandboxes all have a namespace of their own. */
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

/* The backing file: a swap header on its first page, the rest a hole
 * (the loop device reads zeros there, which swap never reads). */
static int write_area(const char *path)
{
	long page = sysconf(_SC_PAGESIZE);
	unsigned char *hdr = calloc(1, (size_t)page);
	uint32_t version = 1, last = SWAP_PAGES - 1;
	int fd = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
	int err = 0;

	if (!hdr || fd < 0) {
		free(hdr);
		if (fd >= 0)
			close(fd);
		return -1;
	}
	/* the version and last page usable follow 1024 bytes of boot code */
	memcpy(hdr + 1024, &version, sizeof(version));
	memcpy(hdr + 1028, &last, sizeof(last));
	memcpy(hdr + page - 10, "SWAPSPACE2", 10);
	if (write(fd, hdr, (size_t)page) != page ||
	    ftruncate(fd, (off_t)SWAP_PAGES * page))
		err = -1;
	free(hdr);
	if (err) {
		close(fd);
		return -1;
	}
	return fd;
}

/* Binds a free loop device to file descriptor back: its node at dev,
 * left open in loop_fd.  0 or -1. */
static int bind_loop(int back, const char *dev)
{
	struct loop_config cfg = { .fd = (uint32_t)back };
	struct loop_info64 info;
	int ctl, n;

	if (mknod(SWAP_DIR "/loop-control", S_IFCHR | 0600,
		  makedev(10, LOOP_CONTROL_MINOR)))
		return -1;
	ctl = open(SWAP_DIR "/loop-control", O_RDWR | O_CLOEXEC);
	n = ctl < 0 ? -1 : ioctl(ctl, LOOP_CTL_GET_FREE);
	if (ctl >= 0)
		close(ctl);
	if (n < 0 || mknod(dev, S_IFBLK | 0600, makedev(LOOP_MAJOR_NR, n)))
		return -1;
	loop_fd = open(dev, O_RDWR | O_CLOEXEC);
	if (loop_fd < 0)
		return -1;
	cfg.info.lo_flags = LO_FLAGS_AUTOCLEAR;
	if (ioctl(loop_fd, LOOP_CONFIGURE, &cfg)) {
		/* before 5.8: bind, then set the flag */
		memset(&info, 0, sizeof(info));
		info.lo_flags = LO_FLAGS_AUTOCLEAR;
		if (ioctl(loop_fd, LOOP_SET_FD, back) ||
		    ioctl(loop_fd, LOOP_SET_STATUS64, &info))
			return -1;
	}
	/* the node's minor is the device loop-control gave */
	if (ioctl(loop_fd, LOOP_GET_STATUS64, &info) || info.lo_number != (uint32_t)n)
		return -1;
	return 0;
}

int conform__swap_area(const char *dev, bool in_use)
{
	int back;

	if (!initial_user_ns() || mkdir(SWAP_DIR, 0700) ||
	    mount("kapi-swap", SWAP_DIR, "tmpfs", MS_NOSUID | MS_NOEXEC,
		  "size=4m,mode=0700"))
		return -1;
	back = write_area(SWAP_DIR "/area");
	if (back < 0)
		return -1;
	if (bind_loop(back, dev)) {
		close(back);
		return -1;
	}
	close(back);
	if (in_use && syscall(SYS_swapon, dev, 0))
		return -1;
	return 0;
}

void conform__swap_reap(const struct conform_sandbox *sb)
{
	struct stat st;

	if (sb->throwaway && sb->real_root && !stat(SWAP_DIR "/dev", &st))
		syscall(SYS_swapoff, SWAP_DIR "/dev");
}

/* ---- the effect kinds --------------------------------------------------- */

/* Whether /proc/swaps lists the file path names: 1, 0, or -1 unreadable. */
static int listed(const char *path)
{
	char line[512], name[512];
	struct stat want, st;
	FILE *f;
	int found = 0;

	if (!path || stat(path, &want))
		return -1;
	f = fopen("/proc/swaps", "re");
	if (!f)
		return -1;
	/* the heading, then a line an area, its path first */
	while (fgets(line, sizeof(line), f))
		if (sscanf(line, "%511s", name) == 1 && name[0] == '/' &&
		    !stat(name, &st) && st.st_dev == want.st_dev &&
		    st.st_ino == want.st_ino)
			found = 1;
	fclose(f);
	return found;
}

static int listed_before = -1;

static void swap_before(const struct effect_check *ck)
{
	listed_before = listed((const char *)(uintptr_t)ck->v[0]);
}

/* 1 when the area is listed after the call (on), or not (off), and was
 * the other way before it; 0 when it is not so after the call; -1 when
 * it was so before already, which tells nothing. */
static int swap_state(const struct effect_check *ck, bool on)
{
	int now = listed((const char *)(uintptr_t)ck->v[0]);

	if (now < 0)
		return -1;
	if (now != on)
		return 0;
	return listed_before == !on ? 1 : -1;
}

static int k_swap_active(const struct effect_check *ck)
{
	return swap_state(ck, true);
}

static int k_swap_inactive(const struct effect_check *ck)
{
	return swap_state(ck, false);
}

const struct effect_kind conform__effect_swap_kinds[] = {
	{ "swap_active", 1, 0, k_swap_active, swap_before },
	{ "swap_inactive", 1, 0, k_swap_inactive, swap_before },
};

const size_t conform__effect_swap_kind_count =
	sizeof(conform__effect_swap_kinds) / sizeof(conform__effect_swap_kinds[0]);

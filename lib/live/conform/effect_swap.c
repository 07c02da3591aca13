// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * Swap areas for swapon's and swapoff's cases, which run in a lab VM
 * only, as its root (sandbox.c denies both on a host).  tmpfs takes no
 * swap, so the area is a loop device (loopdev.c) on a file of 1 MiB with
 * a swap header written here (version 1, its last page, the signature at
 * the end of the first page); its node is the path the calls get.
 * swapoff's cases get it in use already.  After each case the sandbox
 * turns off what a case left in use (conform__swap_reap), so the next
 * starts from no area of kapi's; with the case child gone, the loop
 * device detaches.
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
#include <sys/stat.h>
#include <sys/syscall.h>

#include "live/conform/conform.h"
#include "live/conform/effect.h"

#define SWAP_PAGES 256		/* 1 MiB of 4 KiB pages: the header and 255 */

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

int conform__swap_area(bool in_use)
{
	/* the device stays open until the case child exits: its last
	 * close would detach it */
	int dev = conform__loop_image(write_area, CONFORM_BLK_DIR "/swap.img",
				      CONFORM_SWAP_DEV);

	if (dev < 0 || (in_use && syscall(SYS_swapon, CONFORM_SWAP_DEV, 0)))
		return -1;
	return 0;
}

void conform__swap_reap(const struct conform_sandbox *sb)
{
	struct stat st;

	if (sb->throwaway && sb->real_root && !stat(CONFORM_SWAP_DEV, &st))
		syscall(SYS_swapoff, CONFORM_SWAP_DEV);
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

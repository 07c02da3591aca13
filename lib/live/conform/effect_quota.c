// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * A file system with quotas for quotactl's and quotactl_fd's cases, which
 * run in a lab VM only, as its root (sandbox.c denies both on a host).
 * tmpfs of the lab kernels keeps no quotas (6.12 is built without
 * CONFIG_TMPFS_QUOTA), so the case child writes a small ext2 file system
 * itself (one group of 1 KiB blocks: superblock, descriptor, bitmaps, 32
 * inodes, an empty root directory), binds it to a loop device
 * (loopdev.c), mounts it with usrquota and grpquota at /case/quota (the
 * ext4 driver, which the lab initramfs loads with quota_v2) and writes
 * empty quota files of format QFMT_VFS_V1 there, quotas still off, or
 * user quotas on for quotactl_fd, whose Q_QUOTAON takes no quota file.
 * The mount goes with the case's tmpfs; the loop device then detaches.
 *
 * quota_on(special, cmd) and quota_off(special, cmd) ask Q_GETFMT of the
 * file system on block device special for cmd's quota type (it answers
 * ESRCH while quotas of that type are off), after the call and before
 * it; fd_quota_on(fd, cmd) and fd_quota_off(fd, cmd) the same of the
 * file system holding fd (quotactl_fd).  Already so before: -1.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/mount.h>
#include <sys/quota.h>
#include <sys/stat.h>
#include <sys/syscall.h>

#include "live/conform/conform.h"
#include "live/conform/effect.h"

/* ---- the file system ---------------------------------------------------- */

#define BLK 1024
#define FS_BLOCKS 256		/* 256 KiB */
#define FS_INODES 32
#define FS_USED_BLOCKS 9	/* blocks 1-9: super, descriptor, two
				 * bitmaps, four of inodes, the root's */
#define FS_FIRST_INO 11		/* 1-10 are reserved */
#define ROOT_DIR_BLOCK 9

static void put16(unsigned char *p, unsigned int v)
{
	p[0] = (unsigned char)v;
	p[1] = (unsigned char)(v >> 8);
}

static void put32(unsigned char *p, uint32_t v)
{
	put16(p, v & 0xffff);
	put16(p + 2, v >> 16);
}

/* Bits [0, used) and [valid, BLK * 8) of a bitmap block: the end past
 * the group's blocks or inodes counts as in use. */
static void bitmap(unsigned char *b, unsigned int used, unsigned int valid)
{
	for (unsigned int i = 0; i < BLK * 8; i++)
		if (i < used || i >= valid)
			b[i / 8] |= (unsigned char)(1u << (i % 8));
}

static void superblock(unsigned char *s)
{
	put32(s + 0, FS_INODES);
	put32(s + 4, FS_BLOCKS);
	put32(s + 12, FS_BLOCKS - 1 - FS_USED_BLOCKS);	/* free blocks */
	put32(s + 16, FS_INODES - (FS_FIRST_INO - 1));	/* free inodes */
	put32(s + 20, 1);			/* first data block */
	put32(s + 32, BLK * 8);			/* blocks per group */
	put32(s + 36, BLK * 8);			/* clusters per group */
	put32(s + 40, FS_INODES);		/* inodes per group */
	put16(s + 54, 0xffff);			/* max mount count: none */
	put16(s + 56, 0xef53);			/* magic */
	put16(s + 58, 1);			/* clean */
	put16(s + 60, 1);			/* errors: continue */
	put32(s + 76, 1);			/* dynamic revision */
	put32(s + 84, FS_FIRST_INO);
	put16(s + 88, 128);			/* inode size */
}

/* The image's first blocks; the rest of its FS_BLOCKS are a hole. */
static void image(unsigned char *img)
{
	unsigned char *gd = img + 2 * BLK, *root = img + 5 * BLK + 128;
	unsigned char *dir = img + ROOT_DIR_BLOCK * BLK;

	superblock(img + BLK);
	put32(gd + 0, 3);			/* block bitmap */
	put32(gd + 4, 4);			/* inode bitmap */
	put32(gd + 8, 5);			/* inode table */
	put16(gd + 12, FS_BLOCKS - 1 - FS_USED_BLOCKS);
	put16(gd + 14, FS_INODES - (FS_FIRST_INO - 1));
	put16(gd + 16, 1);			/* directories */
	bitmap(img + 3 * BLK, FS_USED_BLOCKS, FS_BLOCKS - 1);
	bitmap(img + 4 * BLK, FS_FIRST_INO - 1, FS_INODES);
	/* inode 2, the root: a directory of one block */
	put16(root + 0, 040755);
	put32(root + 4, BLK);
	put16(root + 26, 2);			/* links */
	put32(root + 28, BLK / 512);		/* sectors */
	put32(root + 40, ROOT_DIR_BLOCK);
	/* "." and "..", both the root (names of 16-bit length) */
	put32(dir + 0, 2);
	put16(dir + 4, 12);
	put16(dir + 6, 1);
	dir[8] = '.';
	put32(dir + 12, 2);
	put16(dir + 16, BLK - 12);
	put16(dir + 18, 2);
	dir[20] = dir[21] = '.';
}

static int write_fs(const char *path)
{
	unsigned char *img = calloc(ROOT_DIR_BLOCK + 1, BLK);
	int fd = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
	bool ok;

	if (img)
		image(img);
	ok = img && fd >= 0 &&
	     write(fd, img, (ROOT_DIR_BLOCK + 1) * BLK) == (ROOT_DIR_BLOCK + 1) * BLK &&
	     !ftruncate(fd, (off_t)FS_BLOCKS * BLK);
	free(img);
	if (!ok && fd >= 0) {
		close(fd);
		fd = -1;
	}
	return fd;
}

/* An empty quota file of format QFMT_VFS_V1 for type: the header and
 * its info in block 0, block 1 the tree's root with no entries. */
static int quota_file(const char *path, int type)
{
	static const uint32_t magic[] = { 0xd9c01f11, 0xd9c01927 };
	unsigned char b[2 * BLK] = { 0 };
	int fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
	bool ok;

	put32(b + 0, magic[type]);
	put32(b + 4, 1);			/* version 1 */
	put32(b + 8, 7 * 24 * 3600);		/* block grace */
	put32(b + 12, 7 * 24 * 3600);		/* inode grace */
	put32(b + 20, 2);			/* blocks in the file */
	ok = fd >= 0 && write(fd, b, sizeof(b)) == (ssize_t)sizeof(b);
	if (fd >= 0)
		close(fd);
	return ok ? 0 : -1;
}

static int make_fs(void)
{
	int dev = conform__loop_image(write_fs, CONFORM_BLK_DIR "/quota.img",
				      CONFORM_QUOTA_DEV);

	if (dev < 0)
		return -1;
	if (mkdir(CONFORM_QUOTA_DIR, 0755) ||
	    mount(CONFORM_QUOTA_DEV, CONFORM_QUOTA_DIR, "ext2",
		  MS_NOSUID | MS_NODEV | MS_NOEXEC, "usrquota,grpquota")) {
		close(dev);
		return -1;
	}
	close(dev);	/* the mount holds the device now */
	return quota_file(CONFORM_QUOTA_FILE, USRQUOTA) ||
	       quota_file(CONFORM_QUOTA_DIR "/aquota.group", GRPQUOTA) ? -1 : 0;
}

/* User quotas turned on (as quotactl's base call does). */
static int user_quota_on(void)
{
	return (int)syscall(SYS_quotactl, QCMD(Q_QUOTAON, USRQUOTA),
			    CONFORM_QUOTA_DEV, QFMT_VFS_V1, CONFORM_QUOTA_FILE);
}

static int quota_is_on(int64_t obj, int64_t cmd, bool by_fd);

/* Kept nowhere but in the case's tmpfs, which is new each case: a case
 * child may share the sandbox's memory (case_spawn.c). */
int conform__quota_fs(bool on)
{
	struct stat st;

	if (stat(CONFORM_QUOTA_DIR, &st) && make_fs())
		return -1;
	if (stat(CONFORM_QUOTA_FILE, &st))
		return -1;	/* made, or tried, for another target */
	if (on && quota_is_on((int64_t)(uintptr_t)CONFORM_QUOTA_DEV,
			      USRQUOTA, false) != 1)
		return user_quota_on() ? -1 : 0;
	return 0;
}

/* ---- the effect kinds --------------------------------------------------- */

/* Whether quotas of cmd's type are on for the file system of special (a
 * block device) or of fd: 1, 0, or -1 when the answer is no such. */
static int quota_is_on(int64_t obj, int64_t cmd, bool by_fd)
{
	unsigned int q = QCMD(Q_GETFMT, (unsigned int)cmd & SUBCMDMASK);
	uint32_t fmt;
	long r;

	r = by_fd ? syscall(SYS_quotactl_fd, (unsigned int)obj, q, 0, &fmt) :
		    syscall(SYS_quotactl, q, (const char *)(uintptr_t)obj, 0, &fmt);
	if (!r)
		return 1;
	return errno == ESRCH ? 0 : -1;
}

static int on_before = -1;

static void quota_before(const struct effect_check *ck)
{
	on_before = quota_is_on(ck->v[0], ck->v[1], false);
}

static void fd_quota_before(const struct effect_check *ck)
{
	on_before = quota_is_on(ck->v[0], ck->v[1], true);
}

/* 1 when quotas are on after the call (on) or off, and were the other
 * way before it; 0 when they are not so after it. */
static int quota_state(const struct effect_check *ck, bool on, bool by_fd)
{
	int now = quota_is_on(ck->v[0], ck->v[1], by_fd);

	if (now < 0)
		return -1;
	if (now != on)
		return 0;
	return on_before == !on ? 1 : -1;
}

static int k_quota_on(const struct effect_check *ck)
{
	return quota_state(ck, true, false);
}

static int k_quota_off(const struct effect_check *ck)
{
	return quota_state(ck, false, false);
}

static int k_fd_quota_on(const struct effect_check *ck)
{
	return quota_state(ck, true, true);
}

static int k_fd_quota_off(const struct effect_check *ck)
{
	return quota_state(ck, false, true);
}

const struct effect_kind conform__effect_quota_kinds[] = {
	{ "quota_on", 2, 0, k_quota_on, quota_before },
	{ "quota_off", 2, 0, k_quota_off, quota_before },
	{ "fd_quota_on", 2, 0, k_fd_quota_on, fd_quota_before },
	{ "fd_quota_off", 2, 0, k_fd_quota_off, fd_quota_before },
};

const size_t conform__effect_quota_kind_count =
	sizeof(conform__effect_quota_kinds) / sizeof(conform__effect_quota_kinds[0]);

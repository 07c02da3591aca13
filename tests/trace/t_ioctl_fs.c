// SPDX-License-Identifier: GPL-2.0
/*
 * File and file system ioctls on a file on ext4 ($TMPDIR or /tmp) and one
 * on tmpfs (/dev/shm): flags, attributes, extent maps, the remap calls
 * both refuse, identity, and ext4's own.  The invalid calls set the
 * reserved inode flag and ask FIEMAP for a flag that does not exist.
 */
#define _GNU_SOURCE
#include <asm/ioctls.h>
#include <fcntl.h>
#include <stdlib.h>
#include <sys/statfs.h>
#include <linux/fiemap.h>
#include <linux/fs.h>
#include <linux/fscrypt.h>
#include <linux/fsverity.h>
#include "../../specs/include/kapi_specs/uapi_extra.h"
#include "t_ioctl.h"

#define EXT4_MAGIC	0xEF53
#define TMPFS_MAGIC	0x01021994

static int make_file(const char *dir, char *path, size_t n)
{
	char buf[8192];
	int fd;

	snprintf(path, n, "%s/kapi-t-ioctl-XXXXXX", dir);
	fd = mkostemp(path, O_CLOEXEC);
	if (fd < 0)
		return -1;
	memset(buf, 'k', sizeof(buf));
	if (write(fd, buf, sizeof(buf)) != sizeof(buf) || fsync(fd))
		return -1;
	return fd;
}

/* What both file systems answer alike */
static void common(int a, int b, int fiemap_err)
{
	struct { struct fiemap f; struct fiemap_extent e[4]; } fm = {
		.f = { .fm_length = ~0ULL, .fm_flags = FIEMAP_FLAG_SYNC,
		       .fm_extent_count = 4 } };
	struct file_clone_range cr = { .src_fd = a, .src_length = 4096 };
	struct { struct file_dedupe_range d; struct file_dedupe_range_info i; } dr = {
		.d = { .src_length = 4096, .dest_count = 1 }, .i = { .dest_fd = b } };
	struct fsxattr x;
	struct fsuuid2 uuid;
	long long size;
	int flags, set, bs;

	EXPECT_IOCTL(a, FS_IOC_GETFLAGS, &flags, 0);
	set = flags | FS_NODUMP_FL;
	EXPECT_IOCTL(a, FS_IOC_SETFLAGS, &set, 0);
	EXPECT_IOCTL(a, FS_IOC_SETFLAGS, &flags, 0);
	EXPECT_IOCTL(a, FS_IOC_FSGETXATTR, &x, 0);
	EXPECT_IOCTL(a, FS_IOC_FSSETXATTR, &x, 0);
	EXPECT_IOCTL(a, FS_IOC_FIEMAP, &fm, fiemap_err);
	EXPECT_IOCTL(b, FICLONE, a, EOPNOTSUPP);
	EXPECT_IOCTL(b, FICLONERANGE, &cr, EOPNOTSUPP);
	EXPECT_IOCTL(a, FIDEDUPERANGE, &dr, EOPNOTSUPP);
	EXPECT_IOCTL(a, FIGETBSZ, &bs, 0);
	EXPECT_IOCTL(a, FIOQSIZE, &size, 0);
	EXPECT_IOCTL(a, FS_IOC_GETFSUUID, &uuid, 0);
}

int main(void)
{
	const char *dir = getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp";
	char pa[256], pb[256], ta[256], tb[256], label[FSLABEL_MAX];
	struct { struct fsverity_digest d; unsigned char room[64]; } vd = {
		.d = { .digest_size = 64 } };
	struct fstrim_range trim = { 0, ~0ULL, ~0ULL };
	struct fscrypt_policy_v1 pol;
	struct fs_sysfs_path sp;
	struct statfs fs;
	int a, b, ta_fd, tb_fd, blk = 0, ver, set;

	if (statfs(dir, &fs) || fs.f_type != EXT4_MAGIC)
		SKIP("%s is not on ext4", dir);
	a = make_file(dir, pa, sizeof(pa));
	b = make_file(dir, pb, sizeof(pb));
	if (a < 0 || b < 0)
		SKIP("cannot write files in %s", dir);
	common(a, b, 0);
	EXPECT_IOCTL(a, FS_IOC_GETFSSYSFSPATH, &sp, 0);
	EXPECT_IOCTL(a, FIBMAP, &blk, geteuid() ? EPERM : 0);
	EXPECT_IOCTL(a, FS_IOC_GETVERSION, &ver, 0);
	EXPECT_IOCTL(a, FS_IOC_SETVERSION, &ver, 0);
	EXPECT_IOCTL(a, FS_IOC_GETFSLABEL, label, 0);
	EXPECT_IOCTL(a, FITRIM, &trim, geteuid() ? EPERM : EINVAL);
	EXPECT_IOCTL(a, FS_IOC_GET_ENCRYPTION_POLICY, &pol, EOPNOTSUPP);
	EXPECT_IOCTL(a, FS_IOC_MEASURE_VERITY, &vd, EOPNOTSUPP);
	set = FS_RESERVED_FL;
	EXPECT_IOCTL(a, FS_IOC_SETFLAGS, &set, EOPNOTSUPP);
	printf("EXPECT %d ioctl(fd=%d, cmd=FS_IOC_SETFLAGS, arg=%#lx) = "
	       "-EOPNOTSUPP: flags=0x80000000 has bits 0x80000000 outside "
	       "FS_FL_DEFINED (0x72ffffff)\n", (int)getpid(), a, (unsigned long)&set);

	{
		struct fiemap fm = { .fm_length = ~0ULL, .fm_flags = 0x80 };

		EXPECT_IOCTL(a, FS_IOC_FIEMAP, &fm, EBADR);
		printf("EXPECT %d ioctl(fd=%d, cmd=FS_IOC_FIEMAP, arg=%#lx) = "
		       "-EBADR: fm_flags=0x80 has bits 0x80 outside "
		       "FIEMAP_FLAG_SYNC | FIEMAP_FLAG_XATTR | FIEMAP_FLAG_CACHE (0x7)\n",
		       (int)getpid(), a, (unsigned long)&fm);
	}

	/* tmpfs: no extent map, no block map, no ext4 ioctls */
	if (!statfs("/dev/shm", &fs) && fs.f_type == TMPFS_MAGIC &&
	    (ta_fd = make_file("/dev/shm", ta, sizeof(ta))) >= 0 &&
	    (tb_fd = make_file("/dev/shm", tb, sizeof(tb))) >= 0) {
		common(ta_fd, tb_fd, EOPNOTSUPP);
		EXPECT_IOCTL(ta_fd, FS_IOC_GETFSSYSFSPATH, &sp, ENOTTY);
		if (!geteuid())
			EXPECT_IOCTL(ta_fd, FIBMAP, &blk, EINVAL);
		EXPECT_IOCTL(ta_fd, FS_IOC_GETVERSION, &ver, ENOTTY);
		unlink(ta);
		unlink(tb);
	} else {
		printf("note no tmpfs at /dev/shm\n");
	}
	unlink(pa);
	unlink(pb);
	return 0;
}

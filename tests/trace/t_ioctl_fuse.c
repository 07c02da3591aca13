// SPDX-License-Identifier: GPL-2.0
/*
 * /dev/fuse and inotify ioctls.  A FUSE file system is mounted, with no
 * server behind it, in a mount namespace of its own; a second /dev/fuse
 * descriptor joins its connection; the passthrough calls are refused as
 * no passthrough was agreed.  The invalid call clones from descriptor -1.
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <sched.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/inotify.h>
#include <sys/mount.h>
#include <linux/fuse.h>
#include "../../specs/include/kapi_specs/uapi_extra.h"
#include "t_ioctl.h"

#define INOTIFY_IOC_SETNEXTWD	_IOW('I', 0, __s32)

int main(void)
{
	char dir[] = "/tmp/kapi-t-fuse-XXXXXX", opts[128];
	struct fuse_backing_map map = { 0 };
	uint32_t old, id = 1;
	int in, a, b, n;

	in = inotify_init1(IN_CLOEXEC);
	EXPECT_IOCTL(in, INOTIFY_IOC_SETNEXTWD, 5, 0);
	EXPECT_IOCTL(in, INOTIFY_IOC_SETNEXTWD, 0, EINVAL);
	EXPECT_IOCTL(in, FIONREAD, &n, 0);

	if (geteuid() || unshare(CLONE_NEWNS) ||
	    mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL))
		SKIP("a mount namespace of its own needs root");
	a = open("/dev/fuse", O_RDWR | O_CLOEXEC);
	b = open("/dev/fuse", O_RDWR | O_CLOEXEC);
	if (a < 0 || b < 0 || !mkdtemp(dir))
		SKIP("no /dev/fuse");
	old = a;
	EXPECT_IOCTL(b, FUSE_DEV_IOC_CLONE, &old, EPERM);	/* not mounted */
	snprintf(opts, sizeof(opts), "fd=%d,rootmode=40000,user_id=0,group_id=0", a);
	if (mount("kapi", dir, "fuse.kapi", MS_NOSUID | MS_NODEV, opts)) {
		rmdir(dir);
		SKIP("cannot mount fuse: %s", strerror(errno));
	}
	EXPECT_IOCTL(b, FUSE_DEV_IOC_CLONE, &old, 0);
	EXPECT_IOCTL(b, FUSE_DEV_IOC_CLONE, &old, EINVAL);	/* attached */
	map.fd = in;
	EXPECT_IOCTL(a, FUSE_DEV_IOC_BACKING_OPEN, &map, EPERM);
	EXPECT_IOCTL(a, FUSE_DEV_IOC_BACKING_CLOSE, &id, EPERM);

	n = open("/dev/fuse", O_RDWR | O_CLOEXEC);
	old = (uint32_t)-1;
	EXPECT_IOCTL(n, FUSE_DEV_IOC_CLONE, &old, EINVAL);
	printf("EXPECT %d ioctl(fd=%d, cmd=FUSE_DEV_IOC_CLONE, arg=%#lx) = "
	       "-EINVAL: oldfd=-1 is outside the range 0..2147483647\n",
	       (int)getpid(), n, (unsigned long)&old);
	umount2(dir, MNT_DETACH);
	rmdir(dir);
	return 0;
}

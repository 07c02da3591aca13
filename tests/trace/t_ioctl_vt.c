// SPDX-License-Identifier: GPL-2.0
/*
 * Virtual console ioctls on /dev/tty0: queries only, and VT_SETMODE
 * writing back the mode it read.  The invalid call sets mode 5.
 */
#include <fcntl.h>
#include <linux/kd.h>
#include <linux/vt.h>
#include "t_ioctl.h"

int main(void)
{
	int fd = open("/dev/tty0", O_RDWR | O_NOCTTY | O_CLOEXEC);
	struct vt_stat st;
	struct vt_mode mode;
	struct kbentry ke = { K_NORMTAB, 30, 0 };
	char map[E_TABSZ], c;
	unsigned short mask;
	int n;

	if (fd < 0)
		SKIP("no virtual console: /dev/tty0: %s", strerror(errno));
	EXPECT_IOCTL(fd, VT_OPENQRY, &n, 0);
	EXPECT_IOCTL(fd, VT_GETSTATE, &st, 0);
	EXPECT_IOCTL(fd, VT_GETMODE, &mode, 0);
	EXPECT_IOCTL(fd, VT_SETMODE, &mode, 0);
	EXPECT_IOCTL(fd, VT_GETHIFONTMASK, &mask, 0);
	EXPECT_IOCTL(fd, KDGETMODE, &n, 0);
	EXPECT_IOCTL(fd, KDGKBTYPE, &c, 0);
	EXPECT_IOCTL(fd, KDGKBMODE, &n, 0);
	EXPECT_IOCTL(fd, KDGKBMETA, &n, 0);
	EXPECT_IOCTL(fd, KDGETLED, &c, 0);
	EXPECT_IOCTL(fd, KDGKBLED, &c, 0);
	EXPECT_IOCTL(fd, KDGKBENT, &ke, 0);
	EXPECT_IOCTL(fd, GIO_SCRNMAP, map, 0);
	mode.mode = 5;
	EXPECT_IOCTL(fd, VT_SETMODE, &mode, EINVAL);
	printf("EXPECT %d ioctl(fd=%d, cmd=VT_SETMODE, arg=%#lx) = -EINVAL: "
	       "mode=5 is not one of VT_AUTO, VT_PROCESS (0, 1)\n",
	       (int)getpid(), fd, (unsigned long)&mode);
	return 0;
}

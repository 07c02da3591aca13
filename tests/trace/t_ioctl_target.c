// SPDX-License-Identifier: GPL-2.0
/*
 * An ioctl is checked against a spec only on the kind of file the spec
 * serves: TCSETS with a bad line discipline on /dev/null (not a terminal)
 * draws no finding, the same call on a pseudo-terminal master does.
 */
#include <asm/ioctls.h>
#include <asm/termbits.h>
#include <fcntl.h>
#include <stdio.h>
#include <sys/ioctl.h>
#include <unistd.h>

int main(void)
{
	struct termios t = { 0 };
	int null = open("/dev/null", O_RDWR | O_CLOEXEC);
	int ptm = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC);

	if (null < 0 || ptm < 0) {
		printf("SKIP no /dev/null or /dev/ptmx\n");
		return 0;
	}
	t.c_line = 99;
	ioctl(null, TCSETS, &t);		/* ENOTTY, and not a tty: unchecked */
	ioctl(ptm, TCGETS, &t);
	t.c_line = 99;
	ioctl(ptm, TCSETS, &t);
	printf("EXPECT %d ioctl(fd=%d, cmd=TCSETS, arg=%#lx) = 0: c_line=99 is "
	       "outside the range 0..30\n", (int)getpid(), ptm,
	       (unsigned long)&t);
	close(ptm);
	close(null);
	return 0;
}

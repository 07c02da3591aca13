// SPDX-License-Identifier: GPL-2.0
/*
 * ioctl(2) looks at the descriptor before any command does: a terminal
 * command on a descriptor that is not open is EBADF, and kapi trace says
 * so from ioctl(2)'s own spec although the command has a spec of its own.
 * The same commands on an open terminal draw nothing.
 */
#include <asm/ioctls.h>
#include <asm/termbits.h>
#include <fcntl.h>
#include <stdio.h>
#include <sys/ioctl.h>
#include <unistd.h>

static void bad(int fd, unsigned long cmd, const char *name, void *arg)
{
	ioctl(fd, cmd, arg);
	printf("EXPECT %d ioctl(fd=%d, cmd=%s, arg=%#lx) = -EBADF: fd=%d is "
	       "not an open file descriptor\n", (int)getpid(), fd, name,
	       (unsigned long)arg, fd);
}

int main(void)
{
	struct termios t = { 0 };
	int ptm = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC);

	if (ptm < 0) {
		printf("SKIP no /dev/ptmx\n");
		return 0;
	}
	bad(-1, TCGETA, "TCGETA", &t);
	bad(-1, TCGETS, "TCGETS", &t);
	bad(ptm + 100, TCGETS, "TCGETS", &t);	/* in range, not open */
	ioctl(ptm, TCGETS, &t);
	ioctl(ptm, TCGETA, &t);
	close(ptm);
	return 0;
}

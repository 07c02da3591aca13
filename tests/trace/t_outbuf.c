// SPDX-License-Identifier: GPL-2.0
/*
 * Output buffers are not inputs: read() into memory the process cannot
 * read (a PROT_NONE page) fails with EFAULT, which the spec lists, and
 * draws no finding about its buffer on entry.  write() from the same page
 * (into a pipe, which copies it) is an input that cannot be read: one
 * finding, printed here as EXPECT.
 */
#include <fcntl.h>
#include <stdio.h>
#include <sys/mman.h>
#include <unistd.h>

int main(void)
{
	void *page = mmap(NULL, 4096, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS,
			  -1, 0);
	int in = open("/dev/zero", O_RDONLY | O_CLOEXEC);
	int p[2], out;
	char ok[16];

	if (page == MAP_FAILED || in < 0 || pipe(p))
		return 1;
	out = p[1];
	if (read(in, page, 16) != -1)
		return 1;
	if (read(in, ok, sizeof(ok)) != sizeof(ok))
		return 1;
	if (write(out, page, 16) != -1)
		return 1;
	printf("EXPECT %d write(fd=%d, buf=%p, count=16) = -EFAULT: buf=%p cannot be read\n",
	       getpid(), out, page, page);
	return 0;
}

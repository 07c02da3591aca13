// SPDX-License-Identifier: GPL-2.0
/*
 * userfaultfd ioctls on this process's own memory: agree on the API,
 * register anonymous pages, fill them by copy, zeroes, poison and move,
 * write-protect one, register shmem for minor faults and map it with
 * CONTINUE.  The invalid calls: UFFDIO_REGISTER without a mode and
 * UFFDIO_API with a wrong version.
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdint.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <linux/userfaultfd.h>
#include "../../specs/include/kapi_specs/uapi_extra.h"
#include "t_ioctl.h"

int main(void)
{
	long page = sysconf(_SC_PAGESIZE);
	int uffd = syscall(SYS_userfaultfd, O_CLOEXEC | O_NONBLOCK);
	int dev = open("/dev/userfaultfd", O_RDWR | O_CLOEXEC);
	struct uffdio_api api = { .api = UFFD_API,
				  .features = UFFD_FEATURE_MOVE | UFFD_FEATURE_POISON };
	char *mem, *src, *shm;
	int memfd, bad;

	if (uffd < 0)
		SKIP("userfaultfd: %s", strerror(errno));
	if (dev >= 0) {
		int u2 = EXPECT_IOCTL(dev, USERFAULTFD_IOC_NEW, O_CLOEXEC, 0);

		EXPECT_IOCTL(dev, USERFAULTFD_IOC_NEW, 0x10, EINVAL);
		close(u2);
	}
	EXPECT_IOCTL(uffd, UFFDIO_API, &api, 0);
	EXPECT_IOCTL(uffd, UFFDIO_API, &api, EINVAL);	/* only once */
	mem = mmap(NULL, 4 * page, PROT_READ | PROT_WRITE,
		   MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	src = mmap(NULL, 2 * page, PROT_READ | PROT_WRITE,
		   MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	memset(src, 'k', 2 * page);

	struct uffdio_register reg = {
		.range = { (uintptr_t)mem, 4 * page },
		.mode = UFFDIO_REGISTER_MODE_MISSING | UFFDIO_REGISTER_MODE_WP,
	};
	EXPECT_IOCTL(uffd, UFFDIO_REGISTER, &reg, 0);
	reg.mode = 0;
	EXPECT_IOCTL(uffd, UFFDIO_REGISTER, &reg, EINVAL);
	printf("EXPECT %d ioctl(fd=%d, cmd=UFFDIO_REGISTER, arg=%#lx) = -EINVAL: "
	       "mode=0 is outside the range 1..7\n", (int)getpid(), uffd,
	       (unsigned long)&reg);

	struct uffdio_copy copy = { (uintptr_t)mem, (uintptr_t)src, page, 0, 0 };
	EXPECT_IOCTL(uffd, UFFDIO_COPY, &copy, 0);
	EXPECT_IOCTL(uffd, UFFDIO_COPY, &copy, EEXIST);
	struct uffdio_zeropage zero = { { (uintptr_t)mem + page, page }, 0, 0 };
	EXPECT_IOCTL(uffd, UFFDIO_ZEROPAGE, &zero, 0);
	struct uffdio_poison poison = { { (uintptr_t)mem + 2 * page, page }, 0, 0 };
	EXPECT_IOCTL(uffd, UFFDIO_POISON, &poison, 0);
	struct uffdio_move move = { (uintptr_t)mem + 3 * page,
				    (uintptr_t)src + page, page, 0, 0 };
	EXPECT_IOCTL(uffd, UFFDIO_MOVE, &move, 0);
	struct uffdio_writeprotect wp = { { (uintptr_t)mem, page },
					  UFFDIO_WRITEPROTECT_MODE_WP };
	EXPECT_IOCTL(uffd, UFFDIO_WRITEPROTECT, &wp, 0);
	wp.mode = 0;
	EXPECT_IOCTL(uffd, UFFDIO_WRITEPROTECT, &wp, 0);
	struct uffdio_range range = { (uintptr_t)mem, 4 * page };
	EXPECT_IOCTL(uffd, UFFDIO_WAKE, &range, 0);
	EXPECT_IOCTL(uffd, UFFDIO_UNREGISTER, &range, 0);
	range.start += 1;
	EXPECT_IOCTL(uffd, UFFDIO_UNREGISTER, &range, EINVAL);

	/* minor faults: shmem whose page is already in the page cache */
	memfd = memfd_create("kapi-uffd", MFD_CLOEXEC);
	if (memfd >= 0 && !ftruncate(memfd, page) &&
	    pwrite(memfd, "x", 1, 0) == 1) {
		shm = mmap(NULL, page, PROT_READ | PROT_WRITE, MAP_SHARED,
			   memfd, 0);
		struct uffdio_register mreg = {
			.range = { (uintptr_t)shm, page },
			.mode = UFFDIO_REGISTER_MODE_MINOR,
		};
		EXPECT_IOCTL(uffd, UFFDIO_REGISTER, &mreg, 0);
		struct uffdio_continue cont = { { (uintptr_t)shm, page }, 0, 0 };
		EXPECT_IOCTL(uffd, UFFDIO_CONTINUE, &cont, 0);
	}

	bad = syscall(SYS_userfaultfd, O_CLOEXEC);
	api.api = 0xab;
	api.features = 0;
	EXPECT_IOCTL(bad, UFFDIO_API, &api, EINVAL);
	printf("EXPECT %d ioctl(fd=%d, cmd=UFFDIO_API, arg=%#lx) = -EINVAL: "
	       "api=171 is not one of UFFD_API (170)\n", (int)getpid(), bad,
	       (unsigned long)&api);
	return 0;
}

// SPDX-License-Identifier: GPL-2.0
/*
 * perf event ioctls on software events of this process: a sampling task
 * clock with a ring buffer, a counting one, and a write breakpoint.  The
 * invalid call sets a sampling period of 0.
 */
#define _GNU_SOURCE
#include <stdint.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <linux/hw_breakpoint.h>
#include <linux/perf_event.h>
#include "t_ioctl.h"

static int open_event(struct perf_event_attr *a)
{
	a->size = sizeof(*a);
	a->disabled = 1;
	a->exclude_kernel = 1;
	a->exclude_hv = 1;
	return syscall(SYS_perf_event_open, a, 0, -1, -1, PERF_FLAG_FD_CLOEXEC);
}

int main(void)
{
	struct perf_event_attr sa = { .type = PERF_TYPE_SOFTWARE,
				      .config = PERF_COUNT_SW_TASK_CLOCK,
				      .sample_period = 1000000 };
	struct perf_event_attr ca = { .type = PERF_TYPE_SOFTWARE,
				      .config = PERF_COUNT_SW_TASK_CLOCK };
	static volatile uint64_t watched, other;
	struct perf_event_attr ba = { .type = PERF_TYPE_BREAKPOINT,
				      .bp_type = HW_BREAKPOINT_W,
				      .bp_addr = (uintptr_t)&watched,
				      .bp_len = HW_BREAKPOINT_LEN_8 };
	struct perf_event_query_bpf q = { .ids_len = 0 };
	int fd = open_event(&sa), cfd = open_event(&ca), bfd;
	uint64_t v, id = 0;

	if (fd < 0 || cfd < 0)
		SKIP("perf_event_open: %s", strerror(errno));
	EXPECT_IOCTL(fd, PERF_EVENT_IOC_ENABLE, 0, 0);
	EXPECT_IOCTL(fd, PERF_EVENT_IOC_DISABLE, PERF_IOC_FLAG_GROUP, 0);
	EXPECT_IOCTL(cfd, PERF_EVENT_IOC_RESET, 0, 0);
	EXPECT_IOCTL(fd, PERF_EVENT_IOC_REFRESH, 1, 0);
	EXPECT_IOCTL(cfd, PERF_EVENT_IOC_REFRESH, 1, EINVAL);
	v = 2000000;
	EXPECT_IOCTL(fd, PERF_EVENT_IOC_PERIOD, &v, 0);
	EXPECT_IOCTL(cfd, PERF_EVENT_IOC_PERIOD, &v, EINVAL);
	EXPECT_IOCTL(fd, PERF_EVENT_IOC_SET_OUTPUT, -1L, 0);
	EXPECT_IOCTL(fd, PERF_EVENT_IOC_SET_OUTPUT, 999L, EBADF);
	EXPECT_IOCTL(fd, PERF_EVENT_IOC_SET_FILTER, "common_pid == 1", EINVAL);
	EXPECT_IOCTL(fd, PERF_EVENT_IOC_ID, &id, 0);
	EXPECT_IOCTL(fd, PERF_EVENT_IOC_SET_BPF, 999, EBADF);
	EXPECT_IOCTL(fd, PERF_EVENT_IOC_SET_BPF, fd, EINVAL);
	EXPECT_IOCTL(fd, PERF_EVENT_IOC_PAUSE_OUTPUT, 1, EINVAL);
	if (mmap(NULL, 2 * sysconf(_SC_PAGESIZE), PROT_READ | PROT_WRITE,
		 MAP_SHARED, fd, 0) != MAP_FAILED) {
		EXPECT_IOCTL(fd, PERF_EVENT_IOC_PAUSE_OUTPUT, 1, 0);
		EXPECT_IOCTL(fd, PERF_EVENT_IOC_PAUSE_OUTPUT, 0, 0);
	}
	EXPECT_IOCTL(fd, PERF_EVENT_IOC_QUERY_BPF, &q, EINVAL);
	bfd = open_event(&ba);
	if (bfd >= 0) {
		ba.bp_addr = (uintptr_t)&other;
		EXPECT_IOCTL(bfd, PERF_EVENT_IOC_MODIFY_ATTRIBUTES, &ba, 0);
	} else {
		printf("note no hardware breakpoints: %s\n", strerror(errno));
	}
	v = 0;
	EXPECT_IOCTL(fd, PERF_EVENT_IOC_PERIOD, &v, EINVAL);
	printf("EXPECT %d ioctl(fd=%d, cmd=PERF_EVENT_IOC_PERIOD, arg=%#lx) = "
	       "-EINVAL: period=0 is outside the range 1..9223372036854775807\n",
	       (int)getpid(), fd, (unsigned long)&v);
	return 0;
}

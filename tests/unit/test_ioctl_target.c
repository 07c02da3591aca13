// SPDX-License-Identifier: GPL-2.0
/*
 * The file kinds ioctl specs name are recognised on real descriptors of
 * this process: each fits its own kind and not a neighbour's, so a wrong
 * table entry cannot silently turn checking off.
 */
#include <fcntl.h>
#include <stdio.h>
#include <sys/inotify.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <string.h>
#include <unistd.h>
#include <sys/ioctl.h>
#include <linux/if_tun.h>
#include <kapi/kapi.h>
#include "live/live.h"
#include "tap.h"

static bool fits(const char *fops, int fd)
{
	struct kernel_api_spec spec = { .file_ops_name = fops };
	char path[64];
	struct stat st;

	snprintf(path, sizeof(path), "/proc/self/fd/%d", fd);
	if (stat(path, &st))
		return false;
	return kapi__ioctl_fits_at(&spec, &st, path);
}

int main(void)
{
	int ino = inotify_init1(IN_CLOEXEC);
	int pidfd = syscall(SYS_pidfd_open, getpid(), 0);
	int ns = open("/proc/self/ns/net", O_RDONLY | O_CLOEXEC);
	int sock = socket(AF_INET, SOCK_DGRAM | SOCK_CLOEXEC, 0);
	int rnd = open("/dev/urandom", O_RDONLY | O_CLOEXEC);
	int reg = open("/proc/self/exe", O_RDONLY | O_CLOEXEC);
	int null = open("/dev/null", O_RDONLY | O_CLOEXEC);
	int vsock = open("/dev/vsock", O_RDONLY | O_CLOEXEC);
	int tun = open("/dev/net/tun", O_RDWR | O_CLOEXEC);

	ok(fits("inotify_fops", ino), "an inotify descriptor is inotify's");
	ok(!fits("userfaultfd_fops", ino), "and not userfaultfd's");
	ok(pidfd < 0 || fits("pidfd_fops", pidfd), "a pidfd is a pidfd");
	ok(pidfd < 0 || !fits("ns_file_operations", pidfd), "and not a namespace");
	ok(fits("ns_file_operations", ns), "/proc/self/ns/net is nsfs");
	ok(!fits("ext4_file_operations", ns), "and not a file on ext4");
	ok(fits("socket_file_ops", sock), "a socket is a socket");
	ok(!fits("socket_file_ops", null), "/dev/null is not");
	ok(fits("random_fops", rnd), "/dev/urandom takes the pool's ioctls");
	ok(!fits("random_fops", null), "/dev/null (1:3) does not");
	ok(!fits("tun_fops", null), "nor the tun device's");
	ok(fits("file_ioctl", reg), "the program file is a regular file");
	ok(!fits("file_ioctl", sock), "a socket is not");
	ok(fits("do_vfs_ioctl", sock), "every descriptor takes the generic ioctls");
	/* drivers recognised by the name /proc/devices or /proc/misc gives */
	ok(!fits("vsock_device_ops", null), "/dev/null is not /dev/vsock");
	ok(!fits("evdev_fops", null), "nor an input device");
	ok(!fits("kvm_vm_fops", sock), "a socket is no KVM VM");
	if (vsock >= 0)
		ok(fits("vsock_device_ops", vsock), "/dev/vsock is vsock's (misc, by name)");
	else
		ok(1, "# SKIP no /dev/vsock");
	if (tun >= 0) {
		struct kapi_registry *specs = NULL;
		const struct kernel_api_spec *s = NULL;
		char path[64];
		struct stat st;

		snprintf(path, sizeof(path), "/proc/self/fd/%d", tun);
		if (!kapi_registry__new(&specs) && !kapi_registry__add_builtin(specs) &&
		    !stat(path, &st))
			s = kapi__ioctl_spec_at(specs, TUNSETIFF, &st, path);
		ok(s && !strcmp(s->name, "tunsetiff"),
		   "TUNSETIFF on /dev/net/tun is tun's spec, not macvtap's");
		ok(!fits("tap_fops", tun), "/dev/net/tun is not a macvtap queue");
		kapi_registry__free(specs);
	} else {
		ok(1, "# SKIP no /dev/net/tun");
		ok(1, "# SKIP no /dev/net/tun");
	}
	return done_testing();
}

// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * Whether an ioctl spec applies to the file a descriptor refers to.
 * Command numbers collide across drivers (TCSETSW is also OSS's
 * SNDCTL_TMR_STOP), so a call is checked against a spec only when the file
 * is of the kind the spec's file operations serve: a terminal for
 * tty_fops, a block device for def_blk_fops, and so on.  One table says
 * how each kind is recognised: by device number, by the text of the
 * descriptor's /proc link (anonymous inodes, sockets, namespaces), or by
 * the file system the file lives on.
 */
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include "live/live.h"

#define MAX_TTY_MAJORS 64

static unsigned int tty_majors[MAX_TTY_MAJORS];
static size_t tty_major_count;
static pthread_once_t tty_once = PTHREAD_ONCE_INIT;

/* The majors of every tty driver, from /proc/tty/drivers. */
static void read_tty_majors(void)
{
	FILE *f = fopen("/proc/tty/drivers", "re");
	char line[256];

	if (!f)
		return;
	while (fgets(line, sizeof(line), f) &&
	       tty_major_count < MAX_TTY_MAJORS) {
		char name[64], dev[64];
		unsigned int major;

		if (sscanf(line, "%63s %63s %u", name, dev, &major) == 3)
			tty_majors[tty_major_count++] = major;
	}
	fclose(f);
}

static bool is_tty(const struct stat *st)
{
	unsigned int major = major(st->st_rdev);

	if (!S_ISCHR(st->st_mode))
		return false;
	pthread_once(&tty_once, read_tty_majors);
	if (!tty_major_count)	/* no /proc/tty: the usual tty majors */
		return major == 4 || major == 5 || major == 128 ||
		       (major >= 136 && major <= 143);
	for (size_t i = 0; i < tty_major_count; i++)
		if (tty_majors[i] == major)
			return true;
	return false;
}

/* How a kind of file is recognised */
enum ioctl_kind_test {
	KIND_TTY,		/* a tty driver's major */
	KIND_BLOCK,		/* any block device */
	KIND_CHR,		/* any character device */
	KIND_CHRDEV,		/* character device major, minors in a range */
	KIND_LINK,		/* /proc/<pid>/fd/<n> link text starts with */
	KIND_FS,		/* a file (not a device) on a file system with magic */
	KIND_REG,		/* a regular file or directory, any file system */
	KIND_DEVNAME,		/* character major /proc/devices names .link */
	KIND_MISC,		/* misc device (major 10) /proc/misc names .link */
};

struct ioctl_kind {
	const char *fops;	/* the spec's file_ops_name */
	enum ioctl_kind_test test;
	unsigned int major, minor, minor_last;	/* minors minor..minor_last */
	const char *link;
	unsigned long magic;
};

static const struct ioctl_kind kinds[] = {
	{ .fops = "tty_fops", .test = KIND_TTY },
	{ .fops = "ptmx_fops", .test = KIND_TTY },
	/* virtual consoles: tty0..63 share major 4 with the 8250 ttyS64.. */
	{ .fops = "vt_ioctl", .test = KIND_CHRDEV, .major = 4, .minor = 0, .minor_last = 63 },
	{ .fops = "def_blk_fops", .test = KIND_BLOCK },
	{ .fops = "lo_fops", .test = KIND_BLOCK },
	{ .fops = "loop_ctl_fops", .test = KIND_CHRDEV, .major = 10, .minor = 237 },
	{ .fops = "fwctl_fops", .test = KIND_CHR },
	{ .fops = "tun_fops", .test = KIND_CHRDEV, .major = 10, .minor = 200 },
	{ .fops = "fuse_dev_operations", .test = KIND_CHRDEV, .major = 10, .minor = 229 },
	/* /dev/random and /dev/urandom share one ioctl handler */
	{ .fops = "random_fops", .test = KIND_CHRDEV, .major = 1, .minor = 8, .minor_last = 9 },
	{ .fops = "userfaultfd_dev_fops", .test = KIND_CHRDEV, .major = 10, .minor = 257 },
	{ .fops = "userfaultfd_fops", .test = KIND_LINK, .link = "anon_inode:[userfaultfd]" },
	{ .fops = "perf_fops", .test = KIND_LINK, .link = "anon_inode:[perf_event]" },
	{ .fops = "seccomp_notify_ops", .test = KIND_LINK, .link = "anon_inode:seccomp notify" },
	{ .fops = "inotify_fops", .test = KIND_LINK, .link = "anon_inode:inotify" },
	{ .fops = "pidfd_fops", .test = KIND_LINK, .link = "anon_inode:[pidfd]" },
	{ .fops = "ns_file_operations", .test = KIND_FS, .magic = 0x6e736673 },	/* NSFS_MAGIC */
	{ .fops = "socket_file_ops", .test = KIND_LINK, .link = "socket:" },
	{ .fops = "ext4_file_operations", .test = KIND_FS, .magic = 0xEF53 },
	{ .fops = "file_ioctl", .test = KIND_REG },
	/* drivers found by the name their major or misc minor has here */
	{ .fops = "kvm_chardev_ops", .test = KIND_MISC, .link = "kvm" },
	{ .fops = "kvm_vm_fops", .test = KIND_LINK, .link = "anon_inode:kvm-vm" },
	{ .fops = "kvm_vcpu_fops", .test = KIND_LINK, .link = "anon_inode:kvm-vcpu:" },
	{ .fops = "kvm_device_fops", .test = KIND_LINK, .link = "anon_inode:kvm-vfio" },
	{ .fops = "vsock_device_ops", .test = KIND_MISC, .link = "vsock" },
	{ .fops = "btrfs_ctl_fops", .test = KIND_MISC, .link = "btrfs-control" },
	{ .fops = "evdev_fops", .test = KIND_DEVNAME, .link = "input" },
	{ .fops = "hidraw_ops", .test = KIND_DEVNAME, .link = "hidraw" },
	{ .fops = "mei_fops", .test = KIND_DEVNAME, .link = "mei" },
	{ .fops = "ptp_clock_ops", .test = KIND_DEVNAME, .link = "ptp" },
	{ .fops = "pps_cdev_fops", .test = KIND_DEVNAME, .link = "pps" },
	{ .fops = "bsg_fops", .test = KIND_DEVNAME, .link = "bsg" },
	{ .fops = "watchdog_fops", .test = KIND_DEVNAME, .link = "watchdog" },
	{ .fops = "nd_bus_fops", .test = KIND_DEVNAME, .link = "ndctl" },
	{ .fops = "nvdimm_fops", .test = KIND_DEVNAME, .link = "dimmctl" },
	{ .fops = "tap_fops", .test = KIND_DEVNAME, .link = "macvtap" },
};

/*
 * Whether number (a major, or a misc minor) is the one file lists for
 * name: "/proc/devices" (character section) or "/proc/misc".
 */
static bool listed_as(const char *file, const char *name, unsigned int number)
{
	FILE *f = fopen(file, "re");
	char line[256], got[128];
	unsigned int n;
	bool hit = false;

	if (!f)
		return true;	/* cannot tell */
	while (!hit && fgets(line, sizeof(line), f)) {
		if (!strncmp(line, "Block", 5))
			break;
		hit = sscanf(line, "%u %127s", &n, got) == 2 &&
		      n == number && !strcmp(got, name);
	}
	fclose(f);
	return hit;
}

static bool link_starts(const char *fdpath, const char *prefix)
{
	char text[128];
	ssize_t n;

	if (!fdpath)
		return true;
	n = readlink(fdpath, text, sizeof(text) - 1);
	if (n < 0)
		return true;	/* the descriptor went away: cannot tell */
	text[n] = 0;
	return !strncmp(text, prefix, strlen(prefix));
}

static bool fits_kind(const struct ioctl_kind *k, const struct stat *st,
		      const char *fdpath)
{
	struct statfs fs;

	switch (k->test) {
	case KIND_TTY:
		return is_tty(st);
	case KIND_BLOCK:
		return S_ISBLK(st->st_mode);
	case KIND_CHR:
		return S_ISCHR(st->st_mode);
	case KIND_CHRDEV:
		return S_ISCHR(st->st_mode) && major(st->st_rdev) == k->major &&
		       minor(st->st_rdev) >= k->minor &&
		       minor(st->st_rdev) <= (k->minor_last ? k->minor_last
							     : k->minor);
	case KIND_LINK:
		return link_starts(fdpath, k->link);
	case KIND_FS:
		if (S_ISCHR(st->st_mode) || S_ISBLK(st->st_mode) ||
		    S_ISSOCK(st->st_mode) || S_ISFIFO(st->st_mode))
			return false;
		if (!fdpath || statfs(fdpath, &fs))
			return true;
		return (unsigned long)fs.f_type == k->magic;
	case KIND_REG:
		return S_ISREG(st->st_mode) || S_ISDIR(st->st_mode);
	case KIND_DEVNAME:
		return S_ISCHR(st->st_mode) &&
		       listed_as("/proc/devices", k->link, major(st->st_rdev));
	case KIND_MISC:
		return S_ISCHR(st->st_mode) && major(st->st_rdev) == 10 &&
		       listed_as("/proc/misc", k->link, minor(st->st_rdev));
	}
	return true;
}

bool kapi__ioctl_fits_at(const struct kernel_api_spec *spec,
			 const struct stat *st, const char *fdpath)
{
	const char *fops = spec->file_ops_name;

	if (!fops || !st)
		return true;
	for (size_t i = 0; i < sizeof(kinds) / sizeof(kinds[0]); i++)
		if (!strcmp(fops, kinds[i].fops))
			return fits_kind(&kinds[i], st, fdpath);
	return true;			/* do_vfs_ioctl and the unknown */
}

const struct kernel_api_spec *
kapi__ioctl_spec_at(const struct kapi_registry *reg, uint32_t cmd,
		    const struct stat *st, const char *fdpath)
{
	const struct kernel_api_spec *first = NULL;

	for (size_t i = 0; i < kapi_registry__count(reg); i++) {
		const struct kernel_api_spec *s = kapi_registry__at(reg, i);

		if (s->api_type != KAPI_API_IOCTL || s->cmd != cmd)
			continue;
		if (!first)
			first = s;
		if (!st || kapi__ioctl_fits_at(s, st, fdpath))
			return s;
	}
	return st ? NULL : first;
}

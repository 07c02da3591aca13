// SPDX-License-Identifier: GPL-2.0
/*
 * pidfd and nsfs ioctls: from a pidfd of this process to a descriptor for
 * each of its namespaces, then the nsfs questions on those.  The invalid
 * call is PIDFD_GET_INFO without a struct.
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stddef.h>
#include <sys/syscall.h>
#include <linux/nsfs.h>
#include "../../specs/include/kapi_specs/uapi_extra.h"
#include "t_ioctl.h"

static const unsigned long ns_cmds[] = {
	PIDFD_GET_CGROUP_NAMESPACE, PIDFD_GET_IPC_NAMESPACE,
	PIDFD_GET_MNT_NAMESPACE, PIDFD_GET_NET_NAMESPACE,
	PIDFD_GET_PID_NAMESPACE, PIDFD_GET_PID_FOR_CHILDREN_NAMESPACE,
	PIDFD_GET_TIME_NAMESPACE, PIDFD_GET_TIME_FOR_CHILDREN_NAMESPACE,
	PIDFD_GET_USER_NAMESPACE, PIDFD_GET_UTS_NAMESPACE,
};

int main(void)
{
	int pidfd = syscall(SYS_pidfd_open, getpid(), 0);
	struct pidfd_info info = { .mask = PIDFD_INFO_PID | PIDFD_INFO_CREDS };
	struct mnt_ns_info mi = { 0 };
	int ns[10], pid = getpid();
	unsigned int uid;
	__u64 id;
	long r;

	if (pidfd < 0)
		SKIP("no pidfd_open");
	if (ioctl(pidfd, PIDFD_GET_INFO, &info) < 0 && errno == ENOTTY)
		SKIP("PIDFD_GET_INFO needs Linux 6.13");
	EXPECT_IOCTL(pidfd, PIDFD_GET_INFO, &info, 0);
	EXPECT_IOCTL(pidfd, _IOWR(PIDFS_IOCTL_MAGIC, 11, char[PIDFD_INFO_SIZE_VER0]), &info, 0);
	for (int i = 0; i < 10; i++)
		ns[i] = EXPECT_IOCTL(pidfd, ns_cmds[i], 0, 0);
	EXPECT_IOCTL(pidfd, PIDFD_GET_NET_NAMESPACE, 1, EINVAL);
	/* ns[2] mount, ns[3] net, ns[4] pid, ns[8] user */
	EXPECT_IOCTL(ns[4], NS_GET_USERNS, 0, 0);
	EXPECT_IOCTL(ns[4], NS_GET_PARENT, 0, EPERM);
	EXPECT_IOCTL(ns[3], NS_GET_PARENT, 0, EINVAL);
	r = EXPECT_IOCTL(ns[3], NS_GET_NSTYPE, 0, 0);
	if (r != 0x40000000)	/* CLONE_NEWNET */
		printf("MISMATCH NS_GET_NSTYPE of a net namespace: %#lx\n", r);
	EXPECT_IOCTL(ns[8], NS_GET_OWNER_UID, &uid, 0);
	EXPECT_IOCTL(ns[4], NS_GET_OWNER_UID, &uid, EINVAL);
	EXPECT_IOCTL(ns[2], NS_GET_MNTNS_ID, &id, 0);
	EXPECT_IOCTL(ns[3], NS_GET_MNTNS_ID, &id, EINVAL);
	if (ioctl(ns[3], NS_GET_ID, &id) < 0 && errno == ENOTTY)
		printf("note NS_GET_ID needs 6.18\n");
	else
		EXPECT_IOCTL(ns[3], NS_GET_ID, &id, 0);
	if (EXPECT_IOCTL(ns[4], NS_GET_PID_FROM_PIDNS, pid, 0) != pid)
		printf("MISMATCH NS_GET_PID_FROM_PIDNS is not the identity here\n");
	EXPECT_IOCTL(ns[4], NS_GET_TGID_FROM_PIDNS, pid, 0);
	EXPECT_IOCTL(ns[4], NS_GET_PID_IN_PIDNS, pid, 0);
	EXPECT_IOCTL(ns[4], NS_GET_TGID_IN_PIDNS, pid, 0);
	EXPECT_IOCTL(ns[4], NS_GET_PID_IN_PIDNS, -1, ESRCH);
	EXPECT_IOCTL(ns[2], NS_GET_PID_IN_PIDNS, pid, EINVAL);
	EXPECT_IOCTL(ns[2], NS_MNT_GET_INFO, &mi, 0);
	EXPECT_IOCTL(ns[3], NS_MNT_GET_INFO, &mi, EINVAL);
	/* the first namespace has no previous one; the walk forward may be empty */
	r = ioctl(ns[2], NS_MNT_GET_NEXT, &mi);
	if (r < 0 && errno != ENOENT)
		printf("MISMATCH NS_MNT_GET_NEXT: %s\n", strerror(errno));
	r = ioctl(ns[2], NS_MNT_GET_PREV, NULL);
	if (r < 0 && errno != ENOENT)
		printf("MISMATCH NS_MNT_GET_PREV: %s\n", strerror(errno));

	EXPECT_IOCTL(pidfd, PIDFD_GET_INFO, NULL, EINVAL);
	printf("EXPECT %d ioctl(fd=%d, cmd=PIDFD_GET_INFO, arg=0) = -EINVAL: "
	       "arg=0: the 72-byte pidfd_info argument cannot be read\n",
	       pid, pidfd);
	return 0;
}

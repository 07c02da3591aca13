// SPDX-License-Identifier: GPL-2.0
/*
 * TUN/TAP ioctls on /dev/net/tun, in a network namespace of its own: a
 * multi-queue tap with its options, filters and queues, and a tun.  The
 * invalid call sets a virtio-net header smaller than the struct.
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <net/if.h>
#include <sched.h>
#include <linux/filter.h>
#include <linux/if_arp.h>
#include <linux/if_tun.h>
#include "t_ioctl.h"

int main(void)
{
	struct sock_filter code[] = { BPF_STMT(BPF_RET | BPF_K, 0xffff) };
	struct sock_fprog prog = { 1, code }, got = { 0 };
	struct { struct tun_filter f; unsigned char addr[6]; } tx = {
		{ 0, 1 }, { 2, 0, 0, 0, 0, 1 } };
	struct ifreq r = { 0 }, q = { 0 };
	unsigned int features, index = 42;
	int tap, tun, fresh, v, nofd = -1;

	if (geteuid() || unshare(CLONE_NEWNET))
		SKIP("a network namespace of its own needs root");
	tap = open("/dev/net/tun", O_RDWR | O_CLOEXEC);
	if (tap < 0)
		SKIP("no /dev/net/tun");
	EXPECT_IOCTL(tap, TUNGETFEATURES, &features, 0);
	EXPECT_IOCTL(tap, TUNGETIFF, &r, EBADFD);
	EXPECT_IOCTL(tap, TUNSETIFINDEX, &index, 0);
	strcpy(r.ifr_name, "kapitap%d");
	r.ifr_flags = IFF_TAP | IFF_NO_PI | IFF_MULTI_QUEUE | IFF_VNET_HDR;
	EXPECT_IOCTL(tap, TUNSETIFF, &r, 0);
	EXPECT_IOCTL(tap, TUNSETIFF, &r, EEXIST);	/* bound already */
	EXPECT_IOCTL(tap, TUNGETIFF, &r, 0);
	EXPECT_IOCTL(tap, TUNSETPERSIST, 0, 0);
	EXPECT_IOCTL(tap, TUNSETOWNER, 0, 0);
	EXPECT_IOCTL(tap, TUNSETGROUP, 0, 0);
	EXPECT_IOCTL(tap, TUNSETLINK, ARPHRD_ETHER, 0);
	EXPECT_IOCTL(tap, TUNSETOFFLOAD, TUN_F_CSUM, 0);
	EXPECT_IOCTL(tap, TUNSETOFFLOAD, 0x10000, EINVAL);
	EXPECT_IOCTL(tap, TUNSETDEBUG, 0, 0);
	EXPECT_IOCTL(tap, TUNSETNOCSUM, 0, 0);
	EXPECT_IOCTL(tap, TUNGETSNDBUF, &v, 0);
	EXPECT_IOCTL(tap, TUNSETSNDBUF, &v, 0);
	EXPECT_IOCTL(tap, TUNGETVNETHDRSZ, &v, 0);
	v = 12;
	EXPECT_IOCTL(tap, TUNSETVNETHDRSZ, &v, 0);
	EXPECT_IOCTL(tap, TUNGETVNETLE, &v, 0);
	EXPECT_IOCTL(tap, TUNSETVNETLE, &v, 0);
	if (ioctl(tap, TUNGETVNETBE, &v) == 0)
		EXPECT_IOCTL(tap, TUNSETVNETBE, &v, 0);
	else
		EXPECT_IOCTL(tap, TUNSETVNETBE, &v, EINVAL);
	v = 1;
	EXPECT_IOCTL(tap, TUNSETCARRIER, &v, 0);
	close(EXPECT_IOCTL(tap, TUNGETDEVNETNS, 0, 0));
	EXPECT_IOCTL(tap, TUNATTACHFILTER, &prog, 0);
	EXPECT_IOCTL(tap, TUNGETFILTER, &got, 0);
	EXPECT_IOCTL(tap, TUNDETACHFILTER, 0, 0);
	EXPECT_IOCTL(tap, TUNSETSTEERINGEBPF, &nofd, 0);
	EXPECT_IOCTL(tap, TUNSETFILTEREBPF, &nofd, 0);
	if (EXPECT_IOCTL(tap, TUNSETTXFILTER, &tx, 0) != 1)
		printf("MISMATCH TUNSETTXFILTER: one address not matched exactly\n");
	q.ifr_flags = IFF_DETACH_QUEUE;
	EXPECT_IOCTL(tap, TUNSETQUEUE, &q, 0);
	q.ifr_flags = IFF_ATTACH_QUEUE;
	EXPECT_IOCTL(tap, TUNSETQUEUE, &q, 0);

	tun = open("/dev/net/tun", O_RDWR | O_CLOEXEC);
	memset(&r, 0, sizeof(r));
	r.ifr_flags = IFF_TUN;
	EXPECT_IOCTL(tun, TUNSETIFF, &r, 0);
	EXPECT_IOCTL(tun, TUNATTACHFILTER, &prog, EINVAL);
	EXPECT_IOCTL(tun, TUNSETTXFILTER, &tx, EINVAL);

	fresh = open("/dev/net/tun", O_RDWR | O_CLOEXEC);
	memset(&r, 0, sizeof(r));
	r.ifr_flags = IFF_NO_PI;
	EXPECT_IOCTL(fresh, TUNSETIFF, &r, EINVAL);	/* neither tun nor tap */

	v = 4;
	EXPECT_IOCTL(tap, TUNSETVNETHDRSZ, &v, EINVAL);
	printf("EXPECT %d ioctl(fd=%d, cmd=TUNSETVNETHDRSZ, arg=%#lx) = -EINVAL: "
	       "value=4 is outside the range 10..2147483647\n",
	       (int)getpid(), tap, (unsigned long)&v);
	return 0;
}

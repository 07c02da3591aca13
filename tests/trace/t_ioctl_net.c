// SPDX-License-Identifier: GPL-2.0
/*
 * Socket ioctls on lo, in a network namespace of its own so nothing of
 * the machine changes: flags, MTU, queue length, an IPv4 address, netmask
 * and broadcast, a route, ethtool, and timestamps of a packet sent to
 * itself.  The invalid call sets a negative MTU.
 */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <net/if.h>
#include <net/route.h>
#include <netinet/in.h>
#include <sched.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <linux/ethtool.h>
#include <linux/sockios.h>
#include "t_ioctl.h"

static struct ifreq lo(void)
{
	struct ifreq r = { 0 };

	strcpy(r.ifr_name, "lo");
	return r;
}

static void set_inet(struct sockaddr *sa, const char *addr)
{
	struct sockaddr_in *in = (struct sockaddr_in *)sa;

	memset(in, 0, sizeof(*in));
	in->sin_family = AF_INET;
	inet_pton(AF_INET, addr, &in->sin_addr);
}

int main(void)
{
	struct ifreq r;
	struct ifconf conf = { 0 };
	struct ethtool_value link = { .cmd = ETHTOOL_GLINK };
	struct rtentry rt = { 0 };
	struct sockaddr_in self = { .sin_family = AF_INET };
	struct timeval tv;
	struct timespec ts;
	socklen_t len = sizeof(self);
	int s, u, t, at;
	char buf[4];

	if (geteuid() || unshare(CLONE_NEWNET))
		SKIP("a network namespace of its own needs root");
	s = socket(AF_INET, SOCK_DGRAM | SOCK_CLOEXEC, 0);
	r = lo();
	EXPECT_IOCTL(s, SIOCGIFINDEX, &r, 0);
	EXPECT_IOCTL(s, SIOCGIFNAME, &r, 0);
	if (strcmp(r.ifr_name, "lo"))
		printf("MISMATCH SIOCGIFNAME: %s\n", r.ifr_name);
	r = lo();
	EXPECT_IOCTL(s, SIOCGIFFLAGS, &r, 0);
	r.ifr_flags |= IFF_UP;
	EXPECT_IOCTL(s, SIOCSIFFLAGS, &r, 0);
	r = lo();
	EXPECT_IOCTL(s, SIOCGIFMTU, &r, 0);
	r.ifr_mtu = 1500;
	EXPECT_IOCTL(s, SIOCSIFMTU, &r, 0);
	r = lo();
	EXPECT_IOCTL(s, SIOCGIFMETRIC, &r, 0);
	EXPECT_IOCTL(s, SIOCGIFTXQLEN, &r, 0);
	r.ifr_qlen = 500;
	EXPECT_IOCTL(s, SIOCSIFTXQLEN, &r, 0);
	r = lo();
	EXPECT_IOCTL(s, SIOCGIFHWADDR, &r, 0);
	EXPECT_IOCTL(s, SIOCGIFMAP, &r, 0);
	r = lo();
	set_inet(&r.ifr_addr, "127.0.0.1");
	EXPECT_IOCTL(s, SIOCSIFADDR, &r, 0);
	set_inet(&r.ifr_netmask, "255.0.0.0");
	EXPECT_IOCTL(s, SIOCSIFNETMASK, &r, 0);
	set_inet(&r.ifr_broadaddr, "127.255.255.255");
	EXPECT_IOCTL(s, SIOCSIFBRDADDR, &r, 0);
	r = lo();
	EXPECT_IOCTL(s, SIOCGIFADDR, &r, 0);
	EXPECT_IOCTL(s, SIOCGIFNETMASK, &r, 0);
	EXPECT_IOCTL(s, SIOCGIFBRDADDR, &r, 0);
	EXPECT_IOCTL(s, SIOCGIFDSTADDR, &r, 0);
	r = lo();
	r.ifr_addr.sa_family = AF_INET6;
	EXPECT_IOCTL(s, SIOCSIFADDR, &r, EINVAL);
	printf("EXPECT %d ioctl(fd=%d, cmd=SIOCSIFADDR, arg=%#lx) = -EINVAL: "
	       "ifr_addr.sa_family=10 is not one of AF_INET (2)\n",
	       (int)getpid(), s, (unsigned long)&r);
	EXPECT_IOCTL(s, SIOCGIFCONF, &conf, 0);
	r = lo();
	r.ifr_data = (void *)&link;
	EXPECT_IOCTL(s, SIOCETHTOOL, &r, 0);
	strcpy(r.ifr_name, "nosuch0");
	EXPECT_IOCTL(s, SIOCGIFFLAGS, &r, ENODEV);

	set_inet(&rt.rt_dst, "10.99.0.0");
	set_inet(&rt.rt_genmask, "255.255.0.0");
	set_inet(&rt.rt_gateway, "0.0.0.0");
	rt.rt_flags = RTF_UP;
	rt.rt_dev = "lo";
	EXPECT_IOCTL(s, SIOCADDRT, &rt, 0);
	EXPECT_IOCTL(s, SIOCADDRT, &rt, EEXIST);
	EXPECT_IOCTL(s, SIOCDELRT, &rt, 0);
	EXPECT_IOCTL(s, SIOCDELRT, &rt, ESRCH);

	/* a packet to itself, for its timestamp */
	u = socket(AF_INET, SOCK_DGRAM | SOCK_CLOEXEC, 0);
	self.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	bind(u, (struct sockaddr *)&self, sizeof(self));
	getsockname(u, (struct sockaddr *)&self, &len);
	EXPECT_IOCTL(u, SIOCGSTAMP, &tv, ENOENT);
	sendto(u, "hi", 2, 0, (struct sockaddr *)&self, sizeof(self));
	if (recv(u, buf, sizeof(buf), 0) == 2) {
		EXPECT_IOCTL(u, SIOCGSTAMP, &tv, 0);
		EXPECT_IOCTL(u, SIOCGSTAMPNS, &ts, 0);
	}
	EXPECT_IOCTL(u, SIOCATMARK, &at, ENOTTY);
	t = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
	EXPECT_IOCTL(t, SIOCATMARK, &at, 0);

	r = lo();
	r.ifr_mtu = -1;
	EXPECT_IOCTL(s, SIOCSIFMTU, &r, EINVAL);
	printf("EXPECT %d ioctl(fd=%d, cmd=SIOCSIFMTU, arg=%#lx) = -EINVAL: "
	       "ifr_mtu=-1 is outside the range 0..2147483647\n",
	       (int)getpid(), s, (unsigned long)&r);
	return 0;
}

// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * macvtap and ipvtap queues: /dev/tapN (drivers/net/tap.c), the character
 * devices of "macvtap" in /proc/devices.  They take a subset of TUN/TAP's
 * commands (type 'T', shared with the terminals' numbers) and two socket
 * ioctls; the interface exists already, made with ip link.
 */
#include <kapi/spec_compile.h>
#include <errno.h>
#include <limits.h>
#include <stddef.h>
#include <linux/ioctl.h>
#include <net/if.h>
#include <linux/if_tun.h>
#include <linux/sockios.h>
#include <linux/capability.h>
#include <kapi_specs/helpers.h>

#define TAP		"tap_fops"
_Static_assert(sizeof(struct ifreq) == 40 && offsetof(struct ifreq, ifr_ifru) == 16, "struct ifreq");

DEFINE_KAPI_IOCTL_SPEC(tap_tunsetiff)
	KAPI_IOCTL_HEAD_W(TUNSETIFF, TAP, "struct ifreq *", 40,
			  "Choose the frame format of this macvtap queue",
			  "ifr_flags: IFF_TAP, IFF_NO_PI, IFF_VNET_HDR, IFF_MULTI_QUEUE")
	KAPI_LONG_DESC("The interface is the one the /dev/tapN node belongs to; only the flags "
	               "matter. Flags other than these are refused.")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EINVAL, "A flag other than IFF_TAP, IFF_NO_PI, IFF_VNET_HDR, IFF_MULTI_QUEUE and IFF_ONE_QUEUE, or no IFF_TAP")
	KAPI_STRUCT_SPEC(0, ifreq, "struct ifreq (40 bytes on LP64)")
		KAPI_STRUCT_SIZE(40, 8)
		KAPI_STRUCT_FIELD(0, "ifr_name", KAPI_TYPE_STRING, "char[IFNAMSIZ]", "Interface name")
			KAPI_FIELD_OFFSET(0)
			KAPI_FIELD_SIZE(16)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(1, "ifr_flags", KAPI_TYPE_UINT, "short", "IFF_* flags")
			KAPI_FIELD_OFFSET(16)
			KAPI_FIELD_SIZE(2)
			KAPI_FIELD_CONSTRAINT_MASK(IFF_TAP | IFF_NO_PI | IFF_VNET_HDR | IFF_MULTI_QUEUE | IFF_ONE_QUEUE)
		KAPI_STRUCT_FIELD_END
	KAPI_STRUCT_SPEC_END
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(tap_tungetiff)
	KAPI_IOCTL_HEAD_R(TUNGETIFF, TAP, "struct ifreq *", 40,
			  "The interface's name and this queue's flags",
			  "Filled in")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENOLINK, "The interface went away")
	KAPI_STRUCT_SPEC(0, ifreq, "struct ifreq (40 bytes on LP64)")
		KAPI_STRUCT_SIZE(40, 8)
		KAPI_STRUCT_FIELD(0, "ifr_name", KAPI_TYPE_STRING, "char[IFNAMSIZ]", "Interface name")
			KAPI_FIELD_OFFSET(0)
			KAPI_FIELD_SIZE(16)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(1, "ifr_flags", KAPI_TYPE_UINT, "short", "IFF_* flags of the queue")
			KAPI_FIELD_OFFSET(16)
			KAPI_FIELD_SIZE(2)
		KAPI_STRUCT_FIELD_END
	KAPI_STRUCT_SPEC_END
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(tap_tunsetqueue)
	KAPI_IOCTL_HEAD_W(TUNSETQUEUE, TAP, "struct ifreq *", 40,
			  "Detach this queue from the interface or attach it again",
			  "ifr_flags: IFF_ATTACH_QUEUE or IFF_DETACH_QUEUE")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EINVAL, "Neither flag, or the queue is already so")
	KAPI_ERRNO(EBADFD, "The queue is no longer attached to an interface")
	KAPI_STRUCT_SPEC(0, ifreq, "struct ifreq (40 bytes on LP64)")
		KAPI_STRUCT_SIZE(40, 8)
		KAPI_STRUCT_FIELD(0, "ifr_name", KAPI_TYPE_STRING, "char[IFNAMSIZ]", "Interface name")
			KAPI_FIELD_OFFSET(0)
			KAPI_FIELD_SIZE(16)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(1, "ifr_flags", KAPI_TYPE_UINT, "short", "IFF_ATTACH_QUEUE or IFF_DETACH_QUEUE")
			KAPI_FIELD_OFFSET(16)
			KAPI_FIELD_SIZE(2)
			KAPI_FIELD_CONSTRAINT_ENUM(IFF_ATTACH_QUEUE, IFF_DETACH_QUEUE)
		KAPI_STRUCT_FIELD_END
	KAPI_STRUCT_SPEC_END
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(tap_tungetfeatures)
	KAPI_IOCTL_HEAD_R(TUNGETFEATURES, TAP, "int *", sizeof(int),
			  "The IFF_* flags TUNSETIFF takes here",
			  "Receives the flags")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_IOCTL_SCALAR(features, KAPI_TYPE_INT, "int", 4, "IFF_TAP | IFF_NO_PI | IFF_VNET_HDR | IFF_MULTI_QUEUE",
		KAPI_FIELD_CONSTRAINT_MASK(IFF_TAP | IFF_NO_PI | IFF_VNET_HDR | IFF_MULTI_QUEUE))
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(tap_tunsetsndbuf)
	KAPI_IOCTL_HEAD_W(TUNSETSNDBUF, TAP, "int *", sizeof(int),
			  "The socket send buffer of the queue",
			  "Bytes")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EINVAL, "Zero or negative")
	KAPI_IOCTL_SCALAR(sndbuf, KAPI_TYPE_INT, "int", 4, "Bytes",
		KAPI_FIELD_CONSTRAINT_RANGE(1, INT_MAX))
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(tap_tungetvnethdrsz)
	KAPI_IOCTL_HEAD_R(TUNGETVNETHDRSZ, TAP, "int *", sizeof(int),
			  "Size of the virtio-net header on each frame",
			  "Receives the size")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_IOCTL_SCALAR(vnet_hdr_sz, KAPI_TYPE_INT, "int", 4, "Bytes")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(tap_tunsetvnethdrsz)
	KAPI_IOCTL_HEAD_W(TUNSETVNETHDRSZ, TAP, "int *", sizeof(int),
			  "Set the size of the virtio-net header",
			  "Bytes, at least sizeof(struct virtio_net_hdr) (10)")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EINVAL, "Below 10")
	KAPI_IOCTL_SCALAR(vnet_hdr_sz, KAPI_TYPE_INT, "int", 4, "Bytes",
		KAPI_FIELD_CONSTRAINT_RANGE(10, INT_MAX))
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(tap_tungetvnetle)
	KAPI_IOCTL_HEAD_R(TUNGETVNETLE, TAP, "int *", sizeof(int),
			  "Whether virtio-net headers are little-endian",
			  "Receives 0 or 1")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_IOCTL_SCALAR(le, KAPI_TYPE_INT, "int", 4, "0 or 1")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(tap_tunsetvnetle)
	KAPI_IOCTL_HEAD_W(TUNSETVNETLE, TAP, "int *", sizeof(int),
			  "Make virtio-net headers little-endian, or native",
			  "0 or 1")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_IOCTL_SCALAR(le, KAPI_TYPE_INT, "int", 4, "Nonzero: little-endian")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(tap_tungetvnetbe)
	KAPI_IOCTL_HEAD_R(TUNGETVNETBE, TAP, "int *", sizeof(int),
			  "Whether virtio-net headers are big-endian (legacy guests)",
			  "Receives 0 or 1")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EINVAL, "The kernel lacks CONFIG_TUN_VNET_CROSS_LE")
	KAPI_IOCTL_SCALAR(be, KAPI_TYPE_INT, "int", 4, "0 or 1")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(tap_tunsetvnetbe)
	KAPI_IOCTL_HEAD_W(TUNSETVNETBE, TAP, "int *", sizeof(int),
			  "Make virtio-net headers big-endian, or native",
			  "0 or 1")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EINVAL, "The kernel lacks CONFIG_TUN_VNET_CROSS_LE")
	KAPI_IOCTL_SCALAR(be, KAPI_TYPE_INT, "int", 4, "Nonzero: big-endian")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(tap_tunsetoffload)
	KAPI_IOCTL_HEAD_V(TUNSETOFFLOAD, TAP, "unsigned int",
			  "Which offloaded (unchecksummed, segmentation) frames the reader accepts",
			  "TUN_F_* offloads the reader can take",
			  KAPI_PARAM_VALID_MASK(TUN_F_CSUM | TUN_F_TSO4 | TUN_F_TSO6 | TUN_F_TSO_ECN | TUN_F_UFO))
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EINVAL, "Unknown TUN_F_* bits")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(tap_siocgifhwaddr)
	KAPI_IOCTL_HEAD_R(SIOCGIFHWADDR, TAP, "struct ifreq *", 40,
			  "The interface's MAC address",
			  "ifr_hwaddr filled in")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENOLINK, "The interface went away")
	KAPI_STRUCT_SPEC(0, ifreq, "struct ifreq with ifr_hwaddr (40 bytes)")
		KAPI_STRUCT_SIZE(40, 8)
		KAPI_STRUCT_FIELD(0, "ifr_name", KAPI_TYPE_STRING, "char[IFNAMSIZ]", "Interface name")
			KAPI_FIELD_OFFSET(0)
			KAPI_FIELD_SIZE(16)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(1, "ifr_hwaddr", KAPI_TYPE_STRUCT, "struct sockaddr", "sa_family ARPHRD_ETHER, then the address")
			KAPI_FIELD_OFFSET(16)
			KAPI_FIELD_SIZE(16)
		KAPI_STRUCT_FIELD_END
	KAPI_STRUCT_SPEC_END
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(tap_siocsifhwaddr)
	KAPI_IOCTL_HEAD_W(SIOCSIFHWADDR, TAP, "struct ifreq *", 40,
			  "Change the interface's MAC address",
			  "ifr_hwaddr")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENOLINK, "The interface went away")
	KAPI_ERRNO(EPERM, "Without CAP_NET_ADMIN")
	KAPI_ERRNO(EADDRNOTAVAIL, "Not a valid unicast address")
	KAPI_ERRNO(EBUSY, "The interface cannot change it while up")
	KAPI_CAPABILITY_NEXT(CAP_NET_ADMIN, "CAP_NET_ADMIN", KAPI_CAP_GRANT_PERMISSION)
		KAPI_CAP_ALLOWS("Changing the address")
		KAPI_CAP_WITHOUT("EPERM")
	KAPI_CAPABILITY_END
	KAPI_STRUCT_SPEC(0, ifreq, "struct ifreq with ifr_hwaddr (40 bytes)")
		KAPI_STRUCT_SIZE(40, 8)
		KAPI_STRUCT_FIELD(0, "ifr_name", KAPI_TYPE_STRING, "char[IFNAMSIZ]", "Ignored")
			KAPI_FIELD_OFFSET(0)
			KAPI_FIELD_SIZE(16)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(1, "ifr_hwaddr", KAPI_TYPE_STRUCT, "struct sockaddr", "The new address")
			KAPI_FIELD_OFFSET(16)
			KAPI_FIELD_SIZE(16)
		KAPI_STRUCT_FIELD_END
	KAPI_STRUCT_SPEC_END
KAPI_END_SPEC;

// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * Socket ioctls (net/socket.c sock_ioctl, net/core/dev_ioctl.c,
 * net/ipv4/devinet.c, net/ipv4/af_inet.c): network interfaces by name
 * through struct ifreq, IPv4 addresses and routes, and per-socket queries.
 * Any socket takes the interface commands; the IPv4 address and route
 * ones need an AF_INET socket.
 */
#include <kapi/spec_compile.h>
#include <errno.h>
#include <limits.h>
#include <stddef.h>
#include <sys/socket.h>
#include <net/if.h>
#include <net/route.h>
#include <linux/sockios.h>
#include <linux/capability.h>
#include <kapi_specs/uapi_extra.h>
#include <kapi_specs/helpers.h>

/*
 * struct ifreq and struct ifconf hold unions, whose layout the source
 * loader cannot take from the headers: spelt out here for LP64, and
 * checked against the compiler's.
 */
#define IFREQ_SIZE	40
#define IFREQ_ALIGN	8
#define IFREQ_UNION	16	/* ifr_flags, ifr_mtu, ifr_addr ... */
#define IFCONF_SIZE	16
#define IFCONF_BUF	8
_Static_assert(sizeof(struct ifreq) == IFREQ_SIZE &&
	       __alignof__(struct ifreq) == IFREQ_ALIGN &&
	       offsetof(struct ifreq, ifr_ifru) == IFREQ_UNION &&
	       sizeof(struct ifconf) == IFCONF_SIZE &&
	       offsetof(struct ifconf, ifc_ifcu) == IFCONF_BUF,
	       "struct ifreq/ifconf layout");

#define SOCK_FOPS	KAPI_IOCTL_FILE_OPS_NAME("socket_file_ops")

/* struct ifreq: the interface name, then one member of the union */
#define IFR_NAME_FIELD \
	KAPI_STRUCT_FIELD(0, "ifr_name", KAPI_TYPE_STRING, "char[IFNAMSIZ]", "Interface name, NUL-terminated") \
		KAPI_FIELD_OFFSET(0) \
		KAPI_FIELD_SIZE(IFNAMSIZ) \
	KAPI_STRUCT_FIELD_END

#define IFR_FIELD(name, size, ktype, ctype, desc, ...) \
	KAPI_STRUCT_FIELD(1, name, ktype, ctype, desc) \
		KAPI_FIELD_OFFSET(IFREQ_UNION) \
		KAPI_FIELD_SIZE(size) \
		__VA_ARGS__ \
	KAPI_STRUCT_FIELD_END

#define NEEDS_NET_ADMIN \
	KAPI_CAPABILITY_NEXT(CAP_NET_ADMIN, "CAP_NET_ADMIN", KAPI_CAP_GRANT_PERMISSION) \
		KAPI_CAP_ALLOWS("Changing the interface, in the socket's network namespace") \
		KAPI_CAP_WITHOUT("EPERM") \
	KAPI_CAPABILITY_END

#define IFR_SOCKADDR(desc, ...) \
	IFR_FIELD("ifr_addr.sa_family", 2, KAPI_TYPE_UINT, "sa_family_t", desc, __VA_ARGS__)
#define IFR_INET_ONLY	KAPI_FIELD_CONSTRAINT_ENUM(AF_INET)
#define NO_ADDR \
	KAPI_ERRNO(EADDRNOTAVAIL, "The interface has no IPv4 address (of that label)")
#define INET_ONLY_ERR \
	KAPI_ERRNO(EINVAL, "The address family is not AF_INET, or the value is unusable")

DEFINE_KAPI_IOCTL_SPEC(siocgifname)
	KAPI_IOCTL_CMD(SIOCGIFNAME)
	KAPI_IOCTL_CMD_NAME("SIOCGIFNAME")
	KAPI_IOCTL_INPUT_SIZE(IFREQ_SIZE)
	SOCK_FOPS
	KAPI_DESCRIPTION("The name of the interface with an index")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_INOUT("arg", "struct ifreq *", "ifr_ifindex in, ifr_name out")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(ENODEV, "No interface with that index")
	KAPI_ERRNO(EFAULT, "The struct cannot be read or written")
	KAPI_STRUCT_SPEC(0, ifreq, "What SIOCGIFNAME reads")
		KAPI_STRUCT_SIZE(IFREQ_SIZE, IFREQ_ALIGN)
		IFR_NAME_FIELD
		IFR_FIELD("ifr_ifindex", 4, KAPI_TYPE_INT, "int", "Interface index, from 1",
			  KAPI_FIELD_CONSTRAINT_RANGE(1, INT_MAX))
	KAPI_STRUCT_SPEC_END
	KAPI_NOTES("if_indextoname() is built on it.")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(siocgifindex)
	KAPI_IOCTL_CMD(SIOCGIFINDEX)
	KAPI_IOCTL_CMD_NAME("SIOCGIFINDEX")
	KAPI_IOCTL_INPUT_SIZE(IFREQ_SIZE)
	SOCK_FOPS
	KAPI_DESCRIPTION("The index of the interface with a name")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_INOUT("arg", "struct ifreq *", "The interface's name; the answer is written into the union")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(ENODEV, "No interface of that name in the socket's network namespace")
	KAPI_ERRNO(EFAULT, "The struct cannot be read or written")
	KAPI_STRUCT_SPEC(0, ifreq, "What SIOCGIFINDEX reads and writes")
		KAPI_STRUCT_SIZE(IFREQ_SIZE, IFREQ_ALIGN)
		IFR_NAME_FIELD
		IFR_FIELD("ifr_ifindex", 4, KAPI_TYPE_INT, "int", "Written: the index")
	KAPI_STRUCT_SPEC_END
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(siocgifflags)
	KAPI_IOCTL_CMD(SIOCGIFFLAGS)
	KAPI_IOCTL_CMD_NAME("SIOCGIFFLAGS")
	KAPI_IOCTL_INPUT_SIZE(IFREQ_SIZE)
	SOCK_FOPS
	KAPI_DESCRIPTION("The interface's IFF_* flags (the low 16 bits)")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_INOUT("arg", "struct ifreq *", "The interface's name; the answer is written into the union")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(ENODEV, "No interface of that name in the socket's network namespace")
	KAPI_ERRNO(EFAULT, "The struct cannot be read or written")
	KAPI_STRUCT_SPEC(0, ifreq, "What SIOCGIFFLAGS reads and writes")
		KAPI_STRUCT_SIZE(IFREQ_SIZE, IFREQ_ALIGN)
		IFR_NAME_FIELD
		IFR_FIELD("ifr_flags", 2, KAPI_TYPE_UINT, "short", "Written: IFF_UP, IFF_LOOPBACK, ...")
	KAPI_STRUCT_SPEC_END
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(siocsifflags)
	KAPI_IOCTL_CMD(SIOCSIFFLAGS)
	KAPI_IOCTL_CMD_NAME("SIOCSIFFLAGS")
	KAPI_IOCTL_INPUT_SIZE(IFREQ_SIZE)
	SOCK_FOPS
	KAPI_DESCRIPTION("Change the interface's flags: bring it up or down, promiscuous mode")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_IN("arg", "struct ifreq *", "The interface's name and the new value")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(EPERM, "The caller lacks CAP_NET_ADMIN over the socket's network namespace")
	KAPI_ERRNO(ENODEV, "No interface of that name in the socket's network namespace")
	KAPI_ERRNO(EFAULT, "The struct cannot be read")
	KAPI_ERRNO(EINVAL, "The device refuses the change")
	NEEDS_NET_ADMIN
	KAPI_STRUCT_SPEC(0, ifreq, "What SIOCSIFFLAGS reads")
		KAPI_STRUCT_SIZE(IFREQ_SIZE, IFREQ_ALIGN)
		IFR_NAME_FIELD
		IFR_FIELD("ifr_flags", 2, KAPI_TYPE_UINT, "short", "The new IFF_* flags; read-only bits are kept")
	KAPI_STRUCT_SPEC_END
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(siocgifmtu)
	KAPI_IOCTL_CMD(SIOCGIFMTU)
	KAPI_IOCTL_CMD_NAME("SIOCGIFMTU")
	KAPI_IOCTL_INPUT_SIZE(IFREQ_SIZE)
	SOCK_FOPS
	KAPI_DESCRIPTION("The interface's MTU")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_INOUT("arg", "struct ifreq *", "The interface's name; the answer is written into the union")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(ENODEV, "No interface of that name in the socket's network namespace")
	KAPI_ERRNO(EFAULT, "The struct cannot be read or written")
	KAPI_STRUCT_SPEC(0, ifreq, "What SIOCGIFMTU reads and writes")
		KAPI_STRUCT_SIZE(IFREQ_SIZE, IFREQ_ALIGN)
		IFR_NAME_FIELD
		IFR_FIELD("ifr_mtu", 4, KAPI_TYPE_INT, "int", "Written: bytes")
	KAPI_STRUCT_SPEC_END
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(siocsifmtu)
	KAPI_IOCTL_CMD(SIOCSIFMTU)
	KAPI_IOCTL_CMD_NAME("SIOCSIFMTU")
	KAPI_IOCTL_INPUT_SIZE(IFREQ_SIZE)
	SOCK_FOPS
	KAPI_DESCRIPTION("Change the interface's MTU")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_IN("arg", "struct ifreq *", "The interface's name and the new value")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(EPERM, "The caller lacks CAP_NET_ADMIN over the socket's network namespace")
	KAPI_ERRNO(ENODEV, "No interface of that name in the socket's network namespace")
	KAPI_ERRNO(EFAULT, "The struct cannot be read")
	KAPI_ERRNO(EINVAL, "A negative MTU, or one outside the device's limits")
	NEEDS_NET_ADMIN
	KAPI_STRUCT_SPEC(0, ifreq, "What SIOCSIFMTU reads")
		KAPI_STRUCT_SIZE(IFREQ_SIZE, IFREQ_ALIGN)
		IFR_NAME_FIELD
		IFR_FIELD("ifr_mtu", 4, KAPI_TYPE_INT, "int", "Bytes, within the device's minimum and maximum",
		  KAPI_FIELD_CONSTRAINT_RANGE(0, INT_MAX))
	KAPI_STRUCT_SPEC_END
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(siocgifmetric)
	KAPI_IOCTL_CMD(SIOCGIFMETRIC)
	KAPI_IOCTL_CMD_NAME("SIOCGIFMETRIC")
	KAPI_IOCTL_INPUT_SIZE(IFREQ_SIZE)
	SOCK_FOPS
	KAPI_DESCRIPTION("The interface's metric, always 0 on Linux")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_INOUT("arg", "struct ifreq *", "The interface's name; the answer is written into the union")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(ENODEV, "No interface of that name in the socket's network namespace")
	KAPI_ERRNO(EFAULT, "The struct cannot be read or written")
	KAPI_STRUCT_SPEC(0, ifreq, "What SIOCGIFMETRIC reads and writes")
		KAPI_STRUCT_SIZE(IFREQ_SIZE, IFREQ_ALIGN)
		IFR_NAME_FIELD
		IFR_FIELD("ifr_metric", 4, KAPI_TYPE_INT, "int", "Written: 0")
	KAPI_STRUCT_SPEC_END
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(siocgiftxqlen)
	KAPI_IOCTL_CMD(SIOCGIFTXQLEN)
	KAPI_IOCTL_CMD_NAME("SIOCGIFTXQLEN")
	KAPI_IOCTL_INPUT_SIZE(IFREQ_SIZE)
	SOCK_FOPS
	KAPI_DESCRIPTION("The length of the interface's transmit queue")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_INOUT("arg", "struct ifreq *", "The interface's name; the answer is written into the union")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(ENODEV, "No interface of that name in the socket's network namespace")
	KAPI_ERRNO(EFAULT, "The struct cannot be read or written")
	KAPI_STRUCT_SPEC(0, ifreq, "What SIOCGIFTXQLEN reads and writes")
		KAPI_STRUCT_SIZE(IFREQ_SIZE, IFREQ_ALIGN)
		IFR_NAME_FIELD
		IFR_FIELD("ifr_qlen", 4, KAPI_TYPE_INT, "int", "Written: packets")
	KAPI_STRUCT_SPEC_END
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(siocsiftxqlen)
	KAPI_IOCTL_CMD(SIOCSIFTXQLEN)
	KAPI_IOCTL_CMD_NAME("SIOCSIFTXQLEN")
	KAPI_IOCTL_INPUT_SIZE(IFREQ_SIZE)
	SOCK_FOPS
	KAPI_DESCRIPTION("Change the length of the interface's transmit queue")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_IN("arg", "struct ifreq *", "The interface's name and the new value")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(EPERM, "The caller lacks CAP_NET_ADMIN over the socket's network namespace")
	KAPI_ERRNO(ENODEV, "No interface of that name in the socket's network namespace")
	KAPI_ERRNO(EFAULT, "The struct cannot be read")
	KAPI_ERRNO(EINVAL, "A negative length")
	NEEDS_NET_ADMIN
	KAPI_STRUCT_SPEC(0, ifreq, "What SIOCSIFTXQLEN reads")
		KAPI_STRUCT_SIZE(IFREQ_SIZE, IFREQ_ALIGN)
		IFR_NAME_FIELD
		IFR_FIELD("ifr_qlen", 4, KAPI_TYPE_INT, "int", "Packets, not negative",
		  KAPI_FIELD_CONSTRAINT_RANGE(0, INT_MAX))
	KAPI_STRUCT_SPEC_END
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(siocgifhwaddr)
	KAPI_IOCTL_CMD(SIOCGIFHWADDR)
	KAPI_IOCTL_CMD_NAME("SIOCGIFHWADDR")
	KAPI_IOCTL_INPUT_SIZE(IFREQ_SIZE)
	SOCK_FOPS
	KAPI_DESCRIPTION("The interface's hardware address and its ARPHRD_* type")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_INOUT("arg", "struct ifreq *", "The interface's name; the answer is written into the union")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(ENODEV, "No interface of that name in the socket's network namespace")
	KAPI_ERRNO(EFAULT, "The struct cannot be read or written")
	KAPI_STRUCT_SPEC(0, ifreq, "What SIOCGIFHWADDR reads and writes")
		KAPI_STRUCT_SIZE(IFREQ_SIZE, IFREQ_ALIGN)
		IFR_NAME_FIELD
		IFR_FIELD("ifr_hwaddr.sa_family", 2, KAPI_TYPE_UINT, "sa_family_t", "Written: ARPHRD_ETHER, ARPHRD_LOOPBACK, ...")
	KAPI_STRUCT_SPEC_END
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(siocgifmap)
	KAPI_IOCTL_CMD(SIOCGIFMAP)
	KAPI_IOCTL_CMD_NAME("SIOCGIFMAP")
	KAPI_IOCTL_INPUT_SIZE(IFREQ_SIZE)
	SOCK_FOPS
	KAPI_DESCRIPTION("The interface's hardware parameters (I/O base, IRQ, DMA)")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_INOUT("arg", "struct ifreq *", "The interface's name; the answer is written into the union")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(ENODEV, "No interface of that name in the socket's network namespace")
	KAPI_ERRNO(EFAULT, "The struct cannot be read or written")
	KAPI_STRUCT_SPEC(0, ifreq, "What SIOCGIFMAP reads and writes")
		KAPI_STRUCT_SIZE(IFREQ_SIZE, IFREQ_ALIGN)
		IFR_NAME_FIELD
		IFR_FIELD("ifr_map.mem_start", 8, KAPI_TYPE_UINT, "unsigned long", "Written: shared memory start")
	KAPI_STRUCT_SPEC_END
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(siocgifaddr)
	KAPI_IOCTL_CMD(SIOCGIFADDR)
	KAPI_IOCTL_CMD_NAME("SIOCGIFADDR")
	KAPI_IOCTL_INPUT_SIZE(IFREQ_SIZE)
	SOCK_FOPS
	KAPI_DESCRIPTION("The interface's IPv4 address")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_INOUT("arg", "struct ifreq *", "The interface's name; the answer is written into the union")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(ENODEV, "No interface of that name in the socket's network namespace")
	KAPI_ERRNO(EFAULT, "The struct cannot be read or written")
	NO_ADDR
	KAPI_ERRNO(EINVAL, "The socket is not AF_INET")
	KAPI_STRUCT_SPEC(0, ifreq, "What SIOCGIFADDR reads and writes")
		KAPI_STRUCT_SIZE(IFREQ_SIZE, IFREQ_ALIGN)
		IFR_NAME_FIELD
		IFR_SOCKADDR("Written: AF_INET")
	KAPI_STRUCT_SPEC_END
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(siocgifnetmask)
	KAPI_IOCTL_CMD(SIOCGIFNETMASK)
	KAPI_IOCTL_CMD_NAME("SIOCGIFNETMASK")
	KAPI_IOCTL_INPUT_SIZE(IFREQ_SIZE)
	SOCK_FOPS
	KAPI_DESCRIPTION("The interface's IPv4 netmask")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_INOUT("arg", "struct ifreq *", "The interface's name; the answer is written into the union")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(ENODEV, "No interface of that name in the socket's network namespace")
	KAPI_ERRNO(EFAULT, "The struct cannot be read or written")
	NO_ADDR
	KAPI_ERRNO(EINVAL, "The socket is not AF_INET")
	KAPI_STRUCT_SPEC(0, ifreq, "What SIOCGIFNETMASK reads and writes")
		KAPI_STRUCT_SIZE(IFREQ_SIZE, IFREQ_ALIGN)
		IFR_NAME_FIELD
		IFR_SOCKADDR("Written: AF_INET")
	KAPI_STRUCT_SPEC_END
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(siocgifbrdaddr)
	KAPI_IOCTL_CMD(SIOCGIFBRDADDR)
	KAPI_IOCTL_CMD_NAME("SIOCGIFBRDADDR")
	KAPI_IOCTL_INPUT_SIZE(IFREQ_SIZE)
	SOCK_FOPS
	KAPI_DESCRIPTION("The interface's IPv4 broadcast address")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_INOUT("arg", "struct ifreq *", "The interface's name; the answer is written into the union")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(ENODEV, "No interface of that name in the socket's network namespace")
	KAPI_ERRNO(EFAULT, "The struct cannot be read or written")
	NO_ADDR
	KAPI_ERRNO(EINVAL, "The socket is not AF_INET")
	KAPI_STRUCT_SPEC(0, ifreq, "What SIOCGIFBRDADDR reads and writes")
		KAPI_STRUCT_SIZE(IFREQ_SIZE, IFREQ_ALIGN)
		IFR_NAME_FIELD
		IFR_SOCKADDR("Written: AF_INET")
	KAPI_STRUCT_SPEC_END
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(siocgifdstaddr)
	KAPI_IOCTL_CMD(SIOCGIFDSTADDR)
	KAPI_IOCTL_CMD_NAME("SIOCGIFDSTADDR")
	KAPI_IOCTL_INPUT_SIZE(IFREQ_SIZE)
	SOCK_FOPS
	KAPI_DESCRIPTION("The peer address of a point-to-point interface")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_INOUT("arg", "struct ifreq *", "The interface's name; the answer is written into the union")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(ENODEV, "No interface of that name in the socket's network namespace")
	KAPI_ERRNO(EFAULT, "The struct cannot be read or written")
	NO_ADDR
	KAPI_ERRNO(EINVAL, "The socket is not AF_INET")
	KAPI_STRUCT_SPEC(0, ifreq, "What SIOCGIFDSTADDR reads and writes")
		KAPI_STRUCT_SIZE(IFREQ_SIZE, IFREQ_ALIGN)
		IFR_NAME_FIELD
		IFR_SOCKADDR("Written: AF_INET")
	KAPI_STRUCT_SPEC_END
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(siocsifaddr)
	KAPI_IOCTL_CMD(SIOCSIFADDR)
	KAPI_IOCTL_CMD_NAME("SIOCSIFADDR")
	KAPI_IOCTL_INPUT_SIZE(IFREQ_SIZE)
	SOCK_FOPS
	KAPI_DESCRIPTION("Set the interface's IPv4 address")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_IN("arg", "struct ifreq *", "The interface's name and the new value")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(EPERM, "The caller lacks CAP_NET_ADMIN over the socket's network namespace")
	KAPI_ERRNO(ENODEV, "No interface of that name in the socket's network namespace")
	KAPI_ERRNO(EFAULT, "The struct cannot be read")
	INET_ONLY_ERR
	KAPI_ERR_NOMEM
	NEEDS_NET_ADMIN
	KAPI_STRUCT_SPEC(0, ifreq, "What SIOCSIFADDR reads")
		KAPI_STRUCT_SIZE(IFREQ_SIZE, IFREQ_ALIGN)
		IFR_NAME_FIELD
		IFR_SOCKADDR("AF_INET", IFR_INET_ONLY)
	KAPI_STRUCT_SPEC_END
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(siocsifnetmask)
	KAPI_IOCTL_CMD(SIOCSIFNETMASK)
	KAPI_IOCTL_CMD_NAME("SIOCSIFNETMASK")
	KAPI_IOCTL_INPUT_SIZE(IFREQ_SIZE)
	SOCK_FOPS
	KAPI_DESCRIPTION("Set the netmask of the interface's IPv4 address")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_IN("arg", "struct ifreq *", "The interface's name and the new value")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(EPERM, "The caller lacks CAP_NET_ADMIN over the socket's network namespace")
	KAPI_ERRNO(ENODEV, "No interface of that name in the socket's network namespace")
	KAPI_ERRNO(EFAULT, "The struct cannot be read")
	INET_ONLY_ERR
	KAPI_ERRNO(EADDRNOTAVAIL, "The interface has no IPv4 address")
	NEEDS_NET_ADMIN
	KAPI_STRUCT_SPEC(0, ifreq, "What SIOCSIFNETMASK reads")
		KAPI_STRUCT_SIZE(IFREQ_SIZE, IFREQ_ALIGN)
		IFR_NAME_FIELD
		IFR_SOCKADDR("AF_INET", IFR_INET_ONLY)
	KAPI_STRUCT_SPEC_END
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(siocsifbrdaddr)
	KAPI_IOCTL_CMD(SIOCSIFBRDADDR)
	KAPI_IOCTL_CMD_NAME("SIOCSIFBRDADDR")
	KAPI_IOCTL_INPUT_SIZE(IFREQ_SIZE)
	SOCK_FOPS
	KAPI_DESCRIPTION("Set the broadcast address of the interface's IPv4 address")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_IN("arg", "struct ifreq *", "The interface's name and the new value")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(EPERM, "The caller lacks CAP_NET_ADMIN over the socket's network namespace")
	KAPI_ERRNO(ENODEV, "No interface of that name in the socket's network namespace")
	KAPI_ERRNO(EFAULT, "The struct cannot be read")
	INET_ONLY_ERR
	KAPI_ERRNO(EADDRNOTAVAIL, "The interface has no IPv4 address")
	NEEDS_NET_ADMIN
	KAPI_STRUCT_SPEC(0, ifreq, "What SIOCSIFBRDADDR reads")
		KAPI_STRUCT_SIZE(IFREQ_SIZE, IFREQ_ALIGN)
		IFR_NAME_FIELD
		IFR_SOCKADDR("AF_INET", IFR_INET_ONLY)
	KAPI_STRUCT_SPEC_END
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(siocgifconf)
	KAPI_IOCTL_CMD(SIOCGIFCONF)
	KAPI_IOCTL_CMD_NAME("SIOCGIFCONF")
	KAPI_IOCTL_INPUT_SIZE(IFCONF_SIZE)
	SOCK_FOPS
	KAPI_DESCRIPTION("List the interfaces with an IPv4 address, one struct ifreq each")
	KAPI_LONG_DESC("With a NULL buffer only the length needed is returned in ifc_len.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_INOUT("arg", "struct ifconf *", "Buffer and its length; then the length used")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(EFAULT, "The struct or the buffer cannot be read or written")
	KAPI_STRUCT_SPEC(0, ifconf, "What SIOCGIFCONF reads")
		KAPI_STRUCT_SIZE(IFCONF_SIZE, 8)
		KAPI_STRUCT_FIELD(0, "ifc_len", KAPI_TYPE_INT, "int", "Bytes of buffer")
			KAPI_FIELD_OFFSET(0)
			KAPI_FIELD_SIZE(4)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(1, "ifc_buf", KAPI_TYPE_USER_PTR, "char *", "The buffer, or NULL to ask the size")
			KAPI_FIELD_OFFSET(IFCONF_BUF)
			KAPI_FIELD_SIZE(8)
		KAPI_STRUCT_FIELD_END
	KAPI_STRUCT_SPEC_END
	KAPI_NOTES("Interfaces without an IPv4 address are not listed; getifaddrs() uses netlink instead.")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(siocethtool)
	KAPI_IOCTL_CMD(SIOCETHTOOL)
	KAPI_IOCTL_CMD_NAME("SIOCETHTOOL")
	KAPI_IOCTL_INPUT_SIZE(IFREQ_SIZE)
	SOCK_FOPS
	KAPI_DESCRIPTION("An ethtool command for the interface, its struct at ifr_data")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_INOUT("arg", "struct ifreq *", "The interface's name; the answer is written into the union")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(ENODEV, "No interface of that name in the socket's network namespace")
	KAPI_ERRNO(EFAULT, "The struct cannot be read or written")
	KAPI_ERRNO(EOPNOTSUPP, "The driver does not implement that ethtool command")
	KAPI_ERRNO(EPERM, "A setting command without CAP_NET_ADMIN")
	KAPI_STRUCT_SPEC(0, ifreq, "What SIOCETHTOOL reads and writes")
		KAPI_STRUCT_SIZE(IFREQ_SIZE, IFREQ_ALIGN)
		IFR_NAME_FIELD
		IFR_FIELD("ifr_data", 8, KAPI_TYPE_USER_PTR, "void *", "The ethtool struct, whose first __u32 is ETHTOOL_*")
	KAPI_STRUCT_SPEC_END
KAPI_END_SPEC;

#define RT_SOCKADDR_FIELD(i, member, desc) \
	KAPI_STRUCT_FIELD(i, #member ".sa_family", KAPI_TYPE_UINT, "sa_family_t", desc) \
		KAPI_FIELD_OFFSET(offsetof(struct rtentry, member)) \
		KAPI_FIELD_SIZE(2) \
		KAPI_FIELD_CONSTRAINT_ENUM(AF_INET) \
	KAPI_STRUCT_FIELD_END

DEFINE_KAPI_IOCTL_SPEC(siocaddrt)
	KAPI_IOCTL_CMD(SIOCADDRT)
	KAPI_IOCTL_CMD_NAME("SIOCADDRT")
	KAPI_IOCTL_INPUT_SIZE(sizeof(struct rtentry))
	SOCK_FOPS
	KAPI_DESCRIPTION("Add an IPv4 route")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_IN("arg", "struct rtentry *", "Destination, gateway, mask, flags and device")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(EPERM, "The caller lacks CAP_NET_ADMIN over the socket's network namespace")
	KAPI_ERRNO(EFAULT, "The struct or the device name cannot be read")
	KAPI_ERRNO(EAFNOSUPPORT, "An address family other than AF_INET")
	KAPI_ERRNO(ENODEV, "rt_dev names no interface")
	KAPI_ERRNO(EINVAL, "The mask does not fit the destination")
	KAPI_ERRNO(EEXIST, "The route exists")
	KAPI_ERRNO(ENETUNREACH, "The gateway is not reachable")
	NEEDS_NET_ADMIN
	KAPI_STRUCT_SPEC(0, rtentry, "What SIOCADDRT reads")
		KAPI_STRUCT_SIZE(sizeof(struct rtentry), __alignof__(struct rtentry))
		RT_SOCKADDR_FIELD(0, rt_dst, "AF_INET")
		KAPI_STRUCT_FIELD(1, "rt_flags", KAPI_TYPE_UINT, "unsigned short", "RTF_UP, RTF_GATEWAY, RTF_HOST, ...")
			KAPI_FIELD_OFFSET(offsetof(struct rtentry, rt_flags))
			KAPI_FIELD_SIZE(2)
		KAPI_STRUCT_FIELD_END
	KAPI_STRUCT_SPEC_END
	KAPI_NOTES("The old route(8) interface; an AF_INET socket.")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(siocdelrt)
	KAPI_IOCTL_CMD(SIOCDELRT)
	KAPI_IOCTL_CMD_NAME("SIOCDELRT")
	KAPI_IOCTL_INPUT_SIZE(sizeof(struct rtentry))
	SOCK_FOPS
	KAPI_DESCRIPTION("Delete an IPv4 route")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_IN("arg", "struct rtentry *", "Destination, gateway, mask, flags and device")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(EPERM, "The caller lacks CAP_NET_ADMIN over the socket's network namespace")
	KAPI_ERRNO(EFAULT, "The struct or the device name cannot be read")
	KAPI_ERRNO(EAFNOSUPPORT, "An address family other than AF_INET")
	KAPI_ERRNO(ENODEV, "rt_dev names no interface")
	KAPI_ERRNO(EINVAL, "The mask does not fit the destination")
	KAPI_ERRNO(ESRCH, "No such route")
	NEEDS_NET_ADMIN
	KAPI_STRUCT_SPEC(0, rtentry, "What SIOCDELRT reads")
		KAPI_STRUCT_SIZE(sizeof(struct rtentry), __alignof__(struct rtentry))
		RT_SOCKADDR_FIELD(0, rt_dst, "AF_INET")
		KAPI_STRUCT_FIELD(1, "rt_flags", KAPI_TYPE_UINT, "unsigned short", "RTF_UP, RTF_GATEWAY, RTF_HOST, ...")
			KAPI_FIELD_OFFSET(offsetof(struct rtentry, rt_flags))
			KAPI_FIELD_SIZE(2)
		KAPI_STRUCT_FIELD_END
	KAPI_STRUCT_SPEC_END
	KAPI_NOTES("The old route(8) interface; an AF_INET socket.")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(siocatmark)
	KAPI_IOCTL_CMD(SIOCATMARK)
	KAPI_IOCTL_CMD_NAME("SIOCATMARK")
	KAPI_IOCTL_OUTPUT_SIZE(sizeof(int))
	SOCK_FOPS
	KAPI_DESCRIPTION("Whether a TCP socket's read position is at the urgent mark")
	KAPI_LONG_DESC("sockatmark() is built on it.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_OUT("arg", "int *", "Set to 1 at the mark, else 0")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF
	KAPI_ERRNO(EFAULT, "The answer cannot be written")
	KAPI_ERRNO(EINVAL, "A listening TCP socket")
	KAPI_ERRNO(ENOTTY, "The protocol has no urgent data (UDP and the like)")
	KAPI_STRUCT_SPEC(0, atmark, "What SIOCATMARK writes")
		KAPI_STRUCT_SIZE(sizeof(int), __alignof__(int))
		KAPI_STRUCT_FIELD(0, "atmark", KAPI_TYPE_INT, "int", "0 or 1")
			KAPI_FIELD_OFFSET(0)
			KAPI_FIELD_SIZE(4)
			KAPI_FIELD_CONSTRAINT_RANGE(0, 1)
		KAPI_STRUCT_FIELD_END
	KAPI_STRUCT_SPEC_END
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(siocgstamp)
	KAPI_IOCTL_CMD(SIOCGSTAMP)
	KAPI_IOCTL_CMD_NAME("SIOCGSTAMP")
	KAPI_IOCTL_OUTPUT_SIZE(16)
	SOCK_FOPS
	KAPI_DESCRIPTION("When the last packet read from the socket arrived, as a struct timeval")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_OUT("arg", "struct timeval *", "Receives the time")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(ENOENT, "No packet has been read yet")
	KAPI_ERRNO(EFAULT, "The time cannot be written")
	KAPI_STRUCT_SPEC(0, timeval, "What SIOCGSTAMP writes")
		KAPI_STRUCT_SIZE(16, 8)
		KAPI_STRUCT_FIELD(0, "tv_sec", KAPI_TYPE_INT, "time_t", "Seconds since the epoch")
			KAPI_FIELD_OFFSET(0)
			KAPI_FIELD_SIZE(8)
			KAPI_FIELD_CONSTRAINT_RANGE(0, LLONG_MAX)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(1, "tv_usec", KAPI_TYPE_INT, "suseconds_t", "Microseconds")
			KAPI_FIELD_OFFSET(8)
			KAPI_FIELD_SIZE(8)
			KAPI_FIELD_CONSTRAINT_RANGE(0, 999999)
		KAPI_STRUCT_FIELD_END
	KAPI_STRUCT_SPEC_END
	KAPI_NOTES("Turns on receive timestamps for the socket as a side effect. "
		   "SIOCGSTAMP_OLD on 64-bit; 32-bit programs with a 64-bit "
		   "time_t use SIOCGSTAMP_NEW.")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(siocgstampns)
	KAPI_IOCTL_CMD(SIOCGSTAMPNS)
	KAPI_IOCTL_CMD_NAME("SIOCGSTAMPNS")
	KAPI_IOCTL_OUTPUT_SIZE(16)
	SOCK_FOPS
	KAPI_DESCRIPTION("When the last packet read from the socket arrived, as a struct timespec")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_OUT("arg", "struct timespec *", "Receives the time")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(ENOENT, "No packet has been read yet")
	KAPI_ERRNO(EFAULT, "The time cannot be written")
	KAPI_STRUCT_SPEC(0, timespec, "What SIOCGSTAMPNS writes")
		KAPI_STRUCT_SIZE(16, 8)
		KAPI_STRUCT_FIELD(0, "tv_sec", KAPI_TYPE_INT, "time_t", "Seconds since the epoch")
			KAPI_FIELD_OFFSET(0)
			KAPI_FIELD_SIZE(8)
			KAPI_FIELD_CONSTRAINT_RANGE(0, LLONG_MAX)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(1, "tv_nsec", KAPI_TYPE_INT, "long", "Nanoseconds")
			KAPI_FIELD_OFFSET(8)
			KAPI_FIELD_SIZE(8)
			KAPI_FIELD_CONSTRAINT_RANGE(0, 999999999)
		KAPI_STRUCT_FIELD_END
	KAPI_STRUCT_SPEC_END
KAPI_END_SPEC;

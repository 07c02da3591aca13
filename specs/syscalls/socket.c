// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/* Socket creation: socket (net/socket.c). */
#include <kapi/spec_compile.h>
#include <errno.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <netinet/in.h>
#include <linux/netlink.h>
#include <linux/if_packet.h>
#include <linux/capability.h>
#include <kapi_specs/uapi_extra.h>
#include <kapi_specs/helpers.h>

DEFINE_KERNEL_API_SPEC(sys_socket)
	KAPI_DESCRIPTION("Create a communication endpoint and return its descriptor")
	KAPI_LONG_DESC("Creates an unconnected socket of the given address "
		       "family, type and protocol and installs it at the lowest "
		       "free descriptor. The family's module may be loaded on "
		       "first use.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)

	KAPI_PARAM_INT_IN("family", "int", "Address family (AF_*)",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(1, NPROTO - 1)
		KAPI_PARAM_CONSTRAINT("AF_UNIX (1) to AF_MCTP (45); AF_UNSPEC (0) is always "
			"EAFNOSUPPORT, and whether another family "
			"works depends on the kernel build"))
	KAPI_PARAM_INT_IN("type", "int", "Socket type, optionally ORed with SOCK_NONBLOCK and SOCK_CLOEXEC",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(SOCK_TYPE_MASK | SOCK_NONBLOCK | SOCK_CLOEXEC)
		KAPI_PARAM_CONSTRAINT("The low four bits select the type, 1 (SOCK_STREAM) "
			"to 10 (SOCK_PACKET)"))
	KAPI_PARAM_INT_IN("protocol", "int", "Protocol within the family; 0 picks the default",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_NONE)
		KAPI_PARAM_CONSTRAINT("Meaning depends on the family: IPPROTO_* for "
			"AF_INET/AF_INET6, NETLINK_* (0-31) for "
			"AF_NETLINK, a big-endian ETH_P_* for AF_PACKET"))

	KAPI_RETURN_NEW_FD("long", "The new descriptor, or a negative errno")

	KAPI_ERRNO(EAFNOSUPPORT, "Unknown or unavailable family",
		   "family is outside 0..45, or no protocol family is registered "
		   "for it and none could be loaded.")
	KAPI_ERRNO(EINVAL, "Bad type or flag bits",
		   "The type is 0 or at least SOCK_MAX (11), or flags other than "
		   "SOCK_NONBLOCK and SOCK_CLOEXEC are set.")
	KAPI_ERRNO(EPROTONOSUPPORT, "Protocol not offered by the family",
		   "For example a non-zero protocol with AF_UNIX.")
	KAPI_ERRNO(ESOCKTNOSUPPORT, "Type not offered by the family",
		   "For example SOCK_SEQPACKET with AF_NETLINK.")
	KAPI_ERRNO(EPROTOTYPE, "Protocol does not fit the socket type",
		   "AF_INET with a protocol registered for another type.")
	KAPI_ERRNO(EPERM, "Raw or packet socket without CAP_NET_RAW")
	KAPI_ERRNO(EACCES, "A security module refused the socket")
	KAPI_ERRNO(EMFILE, "Per-process descriptor limit reached")
	KAPI_ERRNO(ENFILE, "System-wide file limit reached")
	KAPI_ERRNO(ENOMEM, "Out of kernel memory")
	KAPI_ERRNO(ENOBUFS, "Out of socket buffers")
	KAPI_ERRNO(EINTR, "Interrupted while loading the family's module")

	KAPI_SIGNAL_NEXT(0, "fatal signals", KAPI_SIGNAL_RECEIVE, KAPI_SIGNAL_ACTION_RETURN)
		KAPI_SIGNAL_CONDITION("Pending while request_module() runs modprobe")
		KAPI_SIGNAL_DESC("The wait for the module loader can be cut short.")
		KAPI_SIGNAL_TIMING(KAPI_SIGNAL_TIME_BLOCKING)
		KAPI_SIGNAL_ERROR(-EINTR)
		KAPI_SIGNAL_INTERRUPTIBLE
	KAPI_SIGNAL_END

	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_ALLOC_MEMORY | KAPI_EFFECT_RESOURCE_CREATE,
			 "socket", "Allocates the socket inode, struct socket and struct sock")
		KAPI_EFFECT_REVERSIBLE
		KAPI_EFFECT_CHECK("socket(ret)")
	KAPI_SIDE_EFFECT_END
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_RESOURCE_CREATE, "file descriptor table",
			 "Installs the socket at the lowest free descriptor")
		KAPI_EFFECT_REVERSIBLE
		KAPI_EFFECT_CHECK("fd_open(ret)")
	KAPI_SIDE_EFFECT_END
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_MODIFY_STATE, "loaded modules",
			 "May load net-pf-<family> through modprobe")
		KAPI_EFFECT_CONDITION("Family not yet registered, modules enabled")
		KAPI_EFFECT_UNOBSERVABLE("Whether this call loaded the module is not visible: the family may be built in or loaded already, and /proc/modules does not say who loaded it")
	KAPI_SIDE_EFFECT_END

	KAPI_STATE_TRANS(0, "file descriptor table", "n descriptors", "n + 1 descriptors",
			 "The new descriptor is the lowest free number")
		KAPI_STATE_TRANS_CHECK("lowest_fd(ret)")
	KAPI_STATE_TRANS_END
	KAPI_STATE_TRANS(1, "socket", "nonexistent", "SS_UNCONNECTED",
			 "Ready for bind(), connect() or listen()")
		KAPI_STATE_TRANS_CHECK("unconnected(ret)")
	KAPI_STATE_TRANS_END

	KAPI_LOCK_NEXT("rcu_read_lock", KAPI_LOCK_RCU)
		KAPI_LOCK_ACQUIRED
		KAPI_LOCK_RELEASED
		KAPI_LOCK_DESC("Guards the lookup of the family in net_families[]")
	KAPI_LOCK_END

	KAPI_CAPABILITY_NEXT(CAP_NET_RAW, "CAP_NET_RAW", KAPI_CAP_GRANT_PERMISSION)
		KAPI_CAP_ALLOWS("SOCK_RAW sockets in AF_INET/AF_INET6, and AF_PACKET sockets")
		KAPI_CAP_WITHOUT("Those sockets fail with EPERM")
		KAPI_CAP_CONDITION("type is SOCK_RAW or family is AF_PACKET")
	KAPI_CAPABILITY_END

	KAPI_SOCKET_STATE_REQ(KAPI_SOCK_STATE_UNSPEC)
	KAPI_SOCKET_STATE_RESULT(KAPI_SOCK_STATE_OPEN)
	KAPI_SOCKET_STATE_COND("The call succeeds")
	KAPI_SOCKET_STATE_PROTOS(KAPI_PROTO_ALL)
	KAPI_SOCKET_STATE_END

	KAPI_PROTOCOL_BEHAVIOR(0, KAPI_PROTO_TCP,
			       "SOCK_STREAM in AF_INET/AF_INET6: a reliable byte stream")
	KAPI_PROTOCOL_BEHAVIOR_END
	KAPI_PROTOCOL_BEHAVIOR(1, KAPI_PROTO_UDP,
			       "SOCK_DGRAM in AF_INET/AF_INET6: unreliable datagrams")
	KAPI_PROTOCOL_BEHAVIOR_END
	KAPI_PROTOCOL_BEHAVIOR(2, KAPI_PROTO_UNIX,
			       "AF_UNIX: local stream, datagram or seqpacket; protocol must be 0")
	KAPI_PROTOCOL_BEHAVIOR_END
	KAPI_PROTOCOL_BEHAVIOR(3, KAPI_PROTO_RAW,
			       "SOCK_RAW: IP datagrams of one protocol; needs CAP_NET_RAW")
	KAPI_PROTOCOL_BEHAVIOR_END
	KAPI_PROTOCOL_BEHAVIOR(4, KAPI_PROTO_PACKET,
			       "AF_PACKET: link-layer frames; needs CAP_NET_RAW")
	KAPI_PROTOCOL_BEHAVIOR_END
	KAPI_PROTOCOL_BEHAVIOR(5, KAPI_PROTO_NETLINK,
			       "AF_NETLINK: messages to kernel subsystems; SOCK_RAW or SOCK_DGRAM")
	KAPI_PROTOCOL_BEHAVIOR_END

	KAPI_ADDR_FAMILY(0, AF_UNIX, "AF_UNIX", sizeof(struct sockaddr_un), 2,
			 sizeof(struct sockaddr_un))
		KAPI_ADDR_FORMAT("struct sockaddr_un: a path, or an abstract name after a NUL")
		KAPI_ADDR_FEATURES(false, false, false)
	KAPI_ADDR_FAMILY_END
	KAPI_ADDR_FAMILY(1, AF_INET, "AF_INET", sizeof(struct sockaddr_in),
			 sizeof(struct sockaddr_in), sizeof(struct sockaddr_in))
		KAPI_ADDR_FORMAT("struct sockaddr_in: port and IPv4 address, network order")
		KAPI_ADDR_FEATURES(true, true, true)
		KAPI_ADDR_PORTS(0, 65535)
	KAPI_ADDR_FAMILY_END
	KAPI_ADDR_FAMILY(2, AF_INET6, "AF_INET6", sizeof(struct sockaddr_in6),
			 sizeof(struct sockaddr_in6), sizeof(struct sockaddr_in6))
		KAPI_ADDR_FORMAT("struct sockaddr_in6: port, flow info, IPv6 address, scope")
		KAPI_ADDR_FEATURES(true, true, false)
		KAPI_ADDR_PORTS(0, 65535)
	KAPI_ADDR_FAMILY_END
	KAPI_ADDR_FAMILY(3, AF_NETLINK, "AF_NETLINK", sizeof(struct sockaddr_nl),
			 sizeof(struct sockaddr_nl), sizeof(struct sockaddr_nl))
		KAPI_ADDR_FORMAT("struct sockaddr_nl: port id and multicast group mask")
		KAPI_ADDR_FEATURES(false, true, false)
	KAPI_ADDR_FAMILY_END
	KAPI_ADDR_FAMILY(4, AF_PACKET, "AF_PACKET", sizeof(struct sockaddr_ll),
			 sizeof(struct sockaddr_ll), sizeof(struct sockaddr_ll))
		KAPI_ADDR_FORMAT("struct sockaddr_ll: protocol, interface index, hardware address")
		KAPI_ADDR_FEATURES(true, true, true)
	KAPI_ADDR_FAMILY_END

	KAPI_NET_REENTRANT
	KAPI_NET_DATA_TRANSFER("None: socket() only creates the endpoint")

	KAPI_CONSTRAINT(0, "Family, type and protocol must agree",
			"Each family accepts its own set of types and protocols; "
			"the range and mask checks above are necessary, not sufficient.")
	KAPI_CONSTRAINT_END
	KAPI_CONSTRAINT(1, "A known base type",
			"The base type (type & SOCK_TYPE_MASK) runs up to SOCK_PACKET; the "
			"bits above it are only SOCK_NONBLOCK and SOCK_CLOEXEC, judged "
			"apart by the mask.  A larger base type is EINVAL.")
		KAPI_CONSTRAINT_EXPR("(type & SOCK_TYPE_MASK) <= SOCK_PACKET")
	KAPI_CONSTRAINT_END

	KAPI_SINCE_VERSION("1.0")
	KAPI_EXAMPLES("socket(AF_INET, SOCK_STREAM, 0);\n"
		      "socket(AF_UNIX, SOCK_DGRAM | SOCK_CLOEXEC, 0);\n"
		      "socket(AF_NETLINK, SOCK_RAW, NETLINK_ROUTE);")
	KAPI_NOTES("SOCK_NONBLOCK and SOCK_CLOEXEC arrived in 2.6.27.")
KAPI_END_SPEC;

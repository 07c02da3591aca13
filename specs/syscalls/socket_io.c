// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * Sockets once made: datagrams with addresses, names, options, listening,
 * shutdown, and connected pairs (net/socket.c).  Where a length goes with
 * an address, the kernel copies at most a sockaddr_storage (128 bytes).
 */
#include <kapi/spec_compile.h>
#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <sys/socket.h>
#include <linux/net.h>
#include <linux/capability.h>
#include <kapi_specs/uapi_extra.h>
#include <kapi_specs/kernel_consts.h>
#include <kapi_specs/helpers.h>


DEFINE_KERNEL_API_SPEC(sys_sendto)
	KAPI_DESCRIPTION("Send a message, to an address if the socket is not connected")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("fd", "int", "A socket")
	KAPI_PARAM_USER_IN("buff", "void *", "The data",
		KAPI_PARAM_SIZE_PARAM(2))
	KAPI_PARAM_UINT_IN("len", "size_t", "Bytes to send")
	KAPI_PARAM_UINT_IN("flags", "unsigned int", "MSG_* flags",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(MSG_OOB | MSG_PEEK | MSG_DONTROUTE | MSG_CTRUNC | MSG_PROXY | MSG_TRUNC | MSG_DONTWAIT | MSG_EOR | MSG_WAITALL | MSG_FIN | MSG_SYN | MSG_CONFIRM | MSG_RST | MSG_ERRQUEUE | MSG_NOSIGNAL | MSG_MORE | MSG_WAITFORONE | MSG_BATCH | MSG_ZEROCOPY | MSG_FASTOPEN | MSG_CMSG_CLOEXEC)
		KAPI_PARAM_IGNORED_MASK(0x9bfa0000))
	KAPI_PARAM_USER_IN_OPT("addr", "struct sockaddr *", "Destination, or NULL on a connected socket")
	KAPI_PARAM_INT_IN("addr_len", "int", "Length of addr; read only when addr is given",
		KAPI_PARAM_CONSTRAINT("With an address: 0 to 128 bytes, else EINVAL"))
	KAPI_RETURN_IN_RANGE("long", "Bytes sent", 0, LLONG_MAX)
	KAPI_ERRNO(EACCES, "Broadcast without SO_BROADCAST, or a path the caller may not write")
	KAPI_ERRNO(EAFNOSUPPORT, "addr is of another family")
	KAPI_ERRNO(EAGAIN, "Non-blocking and the send buffer is full")
	KAPI_ERR_BADF
	KAPI_ERRNO(ECONNREFUSED, "A datagram peer refused an earlier one")
	KAPI_ERR_CONNRESET
	KAPI_ERRNO(EDESTADDRREQ, "Not connected and no address")
	KAPI_ERRNO(EFAULT, "buff or addr cannot be read")
	KAPI_ERRNO(EHOSTUNREACH, "No route to the host")
	KAPI_ERRNO(EINTR, "A signal arrived before data was sent")
	KAPI_ERRNO(EINVAL, "addr_len out of range, or a flag the protocol rejects")
	KAPI_ERRNO(EISCONN, "An address on a connected stream socket")
	KAPI_ERRNO(EMSGSIZE, "Too big for one datagram")
	KAPI_ERRNO(ENETUNREACH, "No route to the network")
	KAPI_ERRNO(ENOBUFS, "Kernel buffers ran out")
	KAPI_ERR_NOMEM
	KAPI_ERRNO(ENOTCONN, "A stream socket that is not connected")
	KAPI_ERR_NOTSOCK
	KAPI_ERRNO(EOPNOTSUPP, "A flag the socket type does not support")
	KAPI_ERRNO(EPIPE, "The local end was shut down for writing")
	KAPI_ERRNO(ENOENT, "A unix socket address names a path that does not exist")
	KAPI_ERRNO(EALREADY, "MSG_FASTOPEN while another TCP Fast Open connect is in progress")
	KAPI_SIGNAL_NEXT(SIGPIPE, "SIGPIPE", KAPI_SIGNAL_SEND, KAPI_SIGNAL_ACTION_TERMINATE)
		KAPI_SIGNAL_TARGET("The calling thread")
		KAPI_SIGNAL_CONDITION("Writing to a stream whose local end is shut down, without "
		                      "MSG_NOSIGNAL")
		KAPI_SIGNAL_TIMING(KAPI_SIGNAL_TIME_DURING)
	KAPI_SIGNAL_END
	KAPI_SIGNAL_INTR_RESTART("A signal arrives before any data was sent")
	KAPI_CONSTRAINT(0, "An address length that fits",
			"With an address its length must be 0..sizeof(struct "
			"sockaddr_storage) (128), else EINVAL; without one addr_len is not "
			"read.")
		KAPI_CONSTRAINT_EXPR("addr != 0 -> addr_len >= 0 && addr_len <= 128")
	KAPI_CONSTRAINT_END
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_recvfrom)
	KAPI_DESCRIPTION("Receive a message and, optionally, the sender's address")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("fd", "int", "A socket")
	KAPI_PARAM_USER_OUT("ubuf", "void *", "Receives the data",
		KAPI_PARAM_SIZE_PARAM(2))
	KAPI_PARAM_UINT_IN("size", "size_t", "Room in ubuf")
	KAPI_PARAM_UINT_IN("flags", "unsigned int", "MSG_* flags",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(MSG_OOB | MSG_PEEK | MSG_DONTROUTE | MSG_CTRUNC | MSG_PROXY | MSG_TRUNC | MSG_DONTWAIT | MSG_EOR | MSG_WAITALL | MSG_FIN | MSG_SYN | MSG_CONFIRM | MSG_RST | MSG_ERRQUEUE | MSG_NOSIGNAL | MSG_MORE | MSG_WAITFORONE | MSG_BATCH | MSG_ZEROCOPY | MSG_FASTOPEN | MSG_CMSG_CLOEXEC | MSG_SOCK_DEVMEM)
		KAPI_PARAM_IGNORED_MASK(0x99fa0000))
	KAPI_PARAM_USER_OUT_OPT("addr", "struct sockaddr *", "Receives the sender's address, or NULL")
	KAPI_PARAM_USER_INOUT_OPT("addr_len", "int *", "Room in addr, then the address length")
	KAPI_RETURN_IN_RANGE("long", "Bytes received, 0 at the end of a stream", 0, LLONG_MAX)
	KAPI_ERRNO(EAGAIN, "Non-blocking and nothing to read, or a receive timeout")
	KAPI_ERR_BADF
	KAPI_ERRNO(ECONNREFUSED, "The peer refused")
	KAPI_ERR_CONNRESET
	KAPI_ERRNO(EFAULT, "A buffer cannot be written")
	KAPI_ERRNO(EINTR, "A signal arrived before data")
	KAPI_ERRNO(EINVAL, "A negative address length, or a flag the protocol rejects")
	KAPI_ERR_NOMEM
	KAPI_ERRNO(ENOTCONN, "A stream socket that is not connected")
	KAPI_ERR_NOTSOCK
	KAPI_ERRNO(EOPNOTSUPP, "A flag the socket type does not support")
	KAPI_SIGNAL_INTR_RESTART("A signal arrives while the call waits for data")
	KAPI_CONSTRAINT(0, "Out-of-band data must be waiting",
			"MSG_OOB reads the urgent byte; with none waiting (or it read "
			"inline) the socket answers EINVAL.")
		KAPI_CONSTRAINT_EXPR("has(flags, MSG_OOB) -> depends(OOB_DATA_WAITING)")
	KAPI_CONSTRAINT_END
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_getsockname)
	KAPI_DESCRIPTION("The address a socket is bound to")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("fd", "int", "A socket")
	KAPI_PARAM_USER_OUT_OPT("usockaddr", "struct sockaddr *", "Receives the address; "
		"not touched when *usockaddr_len is 0, so NULL is valid then")
	KAPI_PARAM_USER_INOUT("usockaddr_len", "int *", "Room in usockaddr, then the full length")
	KAPI_RETURN_ZERO("long", "0, or a negative errno")
	KAPI_ERR_BADF
	KAPI_ERRNO(EFAULT, "A pointer cannot be used")
	KAPI_ERRNO(EINVAL, "The length is negative")
	KAPI_ERRNO(ENOBUFS, "Kernel buffers ran out")
	KAPI_ERR_NOTSOCK
	KAPI_ERRNO(EOPNOTSUPP, "The family has no names")
	KAPI_NOTES("A name longer than the room given is cut; the length reports "
	           "the full size.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_getpeername)
	KAPI_DESCRIPTION("The address of a connected socket's peer")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("fd", "int", "A socket")
	KAPI_PARAM_USER_OUT_OPT("usockaddr", "struct sockaddr *", "Receives the address; "
		"not touched when *usockaddr_len is 0, so NULL is valid then")
	KAPI_PARAM_USER_INOUT("usockaddr_len", "int *", "Room in usockaddr, then the full length")
	KAPI_RETURN_ZERO("long", "0, or a negative errno")
	KAPI_ERR_BADF
	KAPI_ERRNO(EFAULT, "A pointer cannot be used")
	KAPI_ERRNO(EINVAL, "The length is negative")
	KAPI_ERRNO(ENOBUFS, "Kernel buffers ran out")
	KAPI_ERRNO(ENOTCONN, "The socket is not connected")
	KAPI_ERR_NOTSOCK
	KAPI_ERRNO(EOPNOTSUPP, "The family has no names")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_setsockopt)
	KAPI_DESCRIPTION("Set a socket option")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("fd", "int", "A socket")
	KAPI_PARAM_INT_IN("level", "int", "SOL_SOCKET or a protocol number")
	KAPI_PARAM_INT_IN("optname", "int", "The option, within level")
	KAPI_PARAM_USER_IN_OPT("optval", "char *", "The new value",
		KAPI_PARAM_SIZE_PARAM(4))
	KAPI_PARAM_INT_IN("optlen", "int", "Length of optval",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, INT_MAX)
		KAPI_PARAM_CONSTRAINT("A negative length is refused"))
	KAPI_RETURN_ZERO("long", "0, or a negative errno")
	KAPI_ERR_BADF
	KAPI_ERRNO(EFAULT, "optval cannot be read")
	KAPI_ERRNO(EINVAL, "optlen is negative or wrong for the option, or a value out of range")
	KAPI_ERR_NOMEM
	KAPI_ERRNO(ENOPROTOOPT, "Unknown option at this level")
	KAPI_ERR_NOTSOCK
	KAPI_ERRNO(EOPNOTSUPP, "The socket type has no such option")
	KAPI_ERRNO(EPERM, "The option needs a privilege the caller lacks")
	KAPI_ERRNO(EBUSY, "The option cannot change in the socket's present state (e.g. a bound or attached socket)")
	KAPI_ERRNO(EADDRNOTAVAIL, "A multicast membership names an address or interface that is not there")
	KAPI_CAPABILITY_NEXT(CAP_NET_ADMIN, "CAP_NET_ADMIN", KAPI_CAP_GRANT_PERMISSION)
		KAPI_CAP_ALLOWS("Options such as SO_MARK, SO_PRIORITY above 6 and "
		                "SO_RCVBUFFORCE")
		KAPI_CAP_WITHOUT("EPERM")
	KAPI_CAPABILITY_END
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_getsockopt)
	KAPI_DESCRIPTION("Read a socket option")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("fd", "int", "A socket")
	KAPI_PARAM_INT_IN("level", "int", "SOL_SOCKET or a protocol number")
	KAPI_PARAM_INT_IN("optname", "int", "The option, within level")
	KAPI_PARAM_USER_OUT_OPT("optval", "char *", "Receives the value")
	KAPI_PARAM_USER_INOUT("optlen", "int *", "Room in optval, then the value's length")
	KAPI_RETURN_ZERO("long", "0, or a negative errno")
	KAPI_ERR_BADF
	KAPI_ERRNO(EFAULT, "optval or optlen cannot be used")
	KAPI_ERRNO(EINVAL, "optlen is negative or too small")
	KAPI_ERRNO(ENOPROTOOPT, "Unknown option at this level")
	KAPI_ERR_NOTSOCK
	KAPI_ERRNO(EOPNOTSUPP, "The socket type has no such option")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_listen)
	KAPI_DESCRIPTION("Accept connections on a socket")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("fd", "int", "A socket")
	KAPI_PARAM_INT_IN("backlog", "int", "Queue length for pending connections",
		KAPI_PARAM_CONSTRAINT("Larger values are cut to net.core.somaxconn; negative ones "
			"count as that limit too"))
	KAPI_RETURN_ZERO("long", "0, or a negative errno")
	KAPI_ERRNO(EADDRINUSE, "Another socket listens on the same port")
	KAPI_ERR_BADF
	KAPI_ERRNO(EINVAL, "The socket is connected or in a state that cannot listen")
	KAPI_ERR_NOTSOCK
	KAPI_ERRNO(EOPNOTSUPP, "The socket type does not listen")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_shutdown)
	KAPI_DESCRIPTION("Shut down part or all of a full-duplex connection")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("fd", "int", "A socket")
	KAPI_PARAM_INT_IN("how", "int", "SHUT_RD, SHUT_WR or SHUT_RDWR",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_ENUM)
		KAPI_PARAM_ENUM_VALUES(((const s64[]){ SHUT_RD, SHUT_WR, SHUT_RDWR })))
	KAPI_RETURN_ZERO("long", "0, or a negative errno")
	KAPI_ERR_BADF
	KAPI_ERRNO(EINVAL, "how is not one of the three")
	KAPI_ERRNO(ENOTCONN, "The socket is not connected")
	KAPI_ERR_NOTSOCK
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_socketpair)
	KAPI_DESCRIPTION("Make a pair of connected sockets")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_INT_IN("family", "int", "Address family; in practice AF_UNIX; AF_UNSPEC (0) is always EAFNOSUPPORT",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(1, NPROTO - 1))
	KAPI_PARAM_INT_IN("type", "int", "Socket type with SOCK_NONBLOCK and SOCK_CLOEXEC",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(SOCK_TYPE_MASK | SOCK_NONBLOCK | SOCK_CLOEXEC))
	KAPI_PARAM_INT_IN("protocol", "int", "Protocol; 0 picks the default")
	KAPI_PARAM_USER_OUT("usockvec", "int *", "Receives the two descriptors")
	KAPI_RETURN_ZERO("long", "0, or a negative errno")
	KAPI_ERRNO(EAFNOSUPPORT, "The family does not exist or has no pairs")
	KAPI_ERRNO(EFAULT, "usockvec cannot be written")
	KAPI_ERRNO(EINVAL, "Unknown flags in type")
	KAPI_ERR_MFILE
	KAPI_ERR_NFILE
	KAPI_ERR_NOMEM
	KAPI_ERRNO(EOPNOTSUPP, "The family makes no pairs of this type")
	KAPI_ERRNO(EPROTONOSUPPORT, "The protocol is not supported in the family")
	KAPI_ERRNO(ESOCKTNOSUPPORT, "The socket type is not supported in the family")
	KAPI_ERRNO(EPROTOTYPE, "The protocol does not fit the type")
	KAPI_EXAMPLES("socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, sv);")
	KAPI_CONSTRAINT(0, "A known base type",
			"The base type (type & SOCK_TYPE_MASK) runs up to SOCK_PACKET; a "
			"larger one is EINVAL.")
		KAPI_CONSTRAINT_EXPR("(type & SOCK_TYPE_MASK) <= SOCK_PACKET")
	KAPI_CONSTRAINT_END
KAPI_END_SPEC;

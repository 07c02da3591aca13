// SPDX-License-Identifier: GPL-2.0
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


DEFINE_KERNEL_API_SPEC(sys_sendto)
	KAPI_DESCRIPTION("Send a message, to an address if the socket is not connected")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "fd", "int", "A socket")
		KAPI_PARAM_TYPE(KAPI_TYPE_FD)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
	KAPI_PARAM_END
	KAPI_PARAM(1, "buff", "void *", "The data")
		KAPI_PARAM_TYPE(KAPI_TYPE_USER_PTR)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN | KAPI_PARAM_USER)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_PTR)
		KAPI_PARAM_SIZE_PARAM(2)
	KAPI_PARAM_END
	KAPI_PARAM(2, "len", "size_t", "Bytes to send")
		KAPI_PARAM_TYPE(KAPI_TYPE_UINT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
	KAPI_PARAM_END
	KAPI_PARAM(3, "flags", "unsigned int", "MSG_* flags")
		KAPI_PARAM_TYPE(KAPI_TYPE_UINT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(MSG_OOB | MSG_PEEK | MSG_DONTROUTE | MSG_CTRUNC | MSG_PROXY | MSG_TRUNC | MSG_DONTWAIT | MSG_EOR | MSG_WAITALL | MSG_FIN | MSG_SYN | MSG_CONFIRM | MSG_RST | MSG_ERRQUEUE | MSG_NOSIGNAL | MSG_MORE | MSG_WAITFORONE | MSG_BATCH | MSG_ZEROCOPY | MSG_FASTOPEN | MSG_CMSG_CLOEXEC)
	KAPI_PARAM_END
	KAPI_PARAM(4, "addr", "struct sockaddr *", "Destination, or NULL on a connected socket")
		KAPI_PARAM_TYPE(KAPI_TYPE_USER_PTR)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN | KAPI_PARAM_USER | KAPI_PARAM_OPTIONAL)
	KAPI_PARAM_END
	KAPI_PARAM(5, "addr_len", "int", "Length of addr; read only when addr is given")
		KAPI_PARAM_TYPE(KAPI_TYPE_INT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
		KAPI_PARAM_CONSTRAINT("With an address: 0 to 128 bytes, else EINVAL")
	KAPI_PARAM_END
	KAPI_RETURN("long", "Bytes sent")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_RANGE)
		KAPI_RETURN_SUCCESS_RANGE(0, LLONG_MAX)
	KAPI_RETURN_END
	KAPI_ERROR(0, -EACCES, "EACCES", "Broadcast without SO_BROADCAST, or a path the caller may not write",
		   "")
	KAPI_ERROR(1, -EAFNOSUPPORT, "EAFNOSUPPORT", "addr is of another family",
		   "")
	KAPI_ERROR(2, -EAGAIN, "EAGAIN", "Non-blocking and the send buffer is full",
		   "")
	KAPI_ERROR(3, -EBADF, "EBADF", "fd is not open",
		   "")
	KAPI_ERROR(4, -ECONNREFUSED, "ECONNREFUSED", "A datagram peer refused an earlier one",
		   "")
	KAPI_ERROR(5, -ECONNRESET, "ECONNRESET", "The peer reset the connection",
		   "")
	KAPI_ERROR(6, -EDESTADDRREQ, "EDESTADDRREQ", "Not connected and no address",
		   "")
	KAPI_ERROR(7, -EFAULT, "EFAULT", "buff or addr cannot be read",
		   "")
	KAPI_ERROR(8, -EHOSTUNREACH, "EHOSTUNREACH", "No route to the host",
		   "")
	KAPI_ERROR(9, -EINTR, "EINTR", "A signal arrived before data was sent",
		   "")
	KAPI_ERROR(10, -EINVAL, "EINVAL", "addr_len out of range, or a flag the protocol rejects",
		   "")
	KAPI_ERROR(11, -EISCONN, "EISCONN", "An address on a connected stream socket",
		   "")
	KAPI_ERROR(12, -EMSGSIZE, "EMSGSIZE", "Too big for one datagram",
		   "")
	KAPI_ERROR(13, -ENETUNREACH, "ENETUNREACH", "No route to the network",
		   "")
	KAPI_ERROR(14, -ENOBUFS, "ENOBUFS", "Kernel buffers ran out",
		   "")
	KAPI_ERROR(15, -ENOMEM, "ENOMEM", "Kernel memory ran out",
		   "")
	KAPI_ERROR(16, -ENOTCONN, "ENOTCONN", "A stream socket that is not connected",
		   "")
	KAPI_ERROR(17, -ENOTSOCK, "ENOTSOCK", "fd is not a socket",
		   "")
	KAPI_ERROR(18, -EOPNOTSUPP, "EOPNOTSUPP", "A flag the socket type does not support",
		   "")
	KAPI_ERROR(19, -EPIPE, "EPIPE", "The local end was shut down for writing",
		   "")
	KAPI_SIGNAL(0, SIGPIPE, "SIGPIPE", KAPI_SIGNAL_SEND, KAPI_SIGNAL_ACTION_TERMINATE)
		KAPI_SIGNAL_TARGET("The calling thread")
		KAPI_SIGNAL_CONDITION("Writing to a stream whose local end is shut down, without "
		                      "MSG_NOSIGNAL")
		KAPI_SIGNAL_TIMING(KAPI_SIGNAL_TIME_DURING)
	KAPI_SIGNAL_END
	KAPI_SIGNAL(1, 0, "any handled signal", KAPI_SIGNAL_RECEIVE, KAPI_SIGNAL_ACTION_RETURN)
		KAPI_SIGNAL_CONDITION("A signal arrives before any data was sent")
		KAPI_SIGNAL_ERROR(-EINTR)
		KAPI_SIGNAL_RESTARTABLE
		KAPI_SIGNAL_INTERRUPTIBLE
	KAPI_SIGNAL_END
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_recvfrom)
	KAPI_DESCRIPTION("Receive a message and, optionally, the sender's address")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "fd", "int", "A socket")
		KAPI_PARAM_TYPE(KAPI_TYPE_FD)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
	KAPI_PARAM_END
	KAPI_PARAM(1, "ubuf", "void *", "Receives the data")
		KAPI_PARAM_TYPE(KAPI_TYPE_USER_PTR)
		KAPI_PARAM_FLAGS(KAPI_PARAM_OUT | KAPI_PARAM_USER)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_PTR)
		KAPI_PARAM_SIZE_PARAM(2)
	KAPI_PARAM_END
	KAPI_PARAM(2, "size", "size_t", "Room in ubuf")
		KAPI_PARAM_TYPE(KAPI_TYPE_UINT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
	KAPI_PARAM_END
	KAPI_PARAM(3, "flags", "unsigned int", "MSG_* flags")
		KAPI_PARAM_TYPE(KAPI_TYPE_UINT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(MSG_OOB | MSG_PEEK | MSG_DONTROUTE | MSG_CTRUNC | MSG_PROXY | MSG_TRUNC | MSG_DONTWAIT | MSG_EOR | MSG_WAITALL | MSG_FIN | MSG_SYN | MSG_CONFIRM | MSG_RST | MSG_ERRQUEUE | MSG_NOSIGNAL | MSG_MORE | MSG_WAITFORONE | MSG_BATCH | MSG_ZEROCOPY | MSG_FASTOPEN | MSG_CMSG_CLOEXEC | MSG_SOCK_DEVMEM)
	KAPI_PARAM_END
	KAPI_PARAM(4, "addr", "struct sockaddr *", "Receives the sender's address, or NULL")
		KAPI_PARAM_TYPE(KAPI_TYPE_USER_PTR)
		KAPI_PARAM_FLAGS(KAPI_PARAM_OUT | KAPI_PARAM_USER | KAPI_PARAM_OPTIONAL)
	KAPI_PARAM_END
	KAPI_PARAM(5, "addr_len", "int *", "Room in addr, then the address length")
		KAPI_PARAM_TYPE(KAPI_TYPE_USER_PTR)
		KAPI_PARAM_FLAGS(KAPI_PARAM_INOUT | KAPI_PARAM_USER | KAPI_PARAM_OPTIONAL)
	KAPI_PARAM_END
	KAPI_RETURN("long", "Bytes received, 0 at the end of a stream")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_RANGE)
		KAPI_RETURN_SUCCESS_RANGE(0, LLONG_MAX)
	KAPI_RETURN_END
	KAPI_ERROR(0, -EAGAIN, "EAGAIN", "Non-blocking and nothing to read, or a receive timeout",
		   "")
	KAPI_ERROR(1, -EBADF, "EBADF", "fd is not open",
		   "")
	KAPI_ERROR(2, -ECONNREFUSED, "ECONNREFUSED", "The peer refused",
		   "")
	KAPI_ERROR(3, -ECONNRESET, "ECONNRESET", "The peer reset the connection",
		   "")
	KAPI_ERROR(4, -EFAULT, "EFAULT", "A buffer cannot be written",
		   "")
	KAPI_ERROR(5, -EINTR, "EINTR", "A signal arrived before data",
		   "")
	KAPI_ERROR(6, -EINVAL, "EINVAL", "A negative address length, or a flag the protocol rejects",
		   "")
	KAPI_ERROR(7, -ENOMEM, "ENOMEM", "Kernel memory ran out",
		   "")
	KAPI_ERROR(8, -ENOTCONN, "ENOTCONN", "A stream socket that is not connected",
		   "")
	KAPI_ERROR(9, -ENOTSOCK, "ENOTSOCK", "fd is not a socket",
		   "")
	KAPI_ERROR(10, -EOPNOTSUPP, "EOPNOTSUPP", "A flag the socket type does not support",
		   "")
	KAPI_SIGNAL(0, 0, "any handled signal", KAPI_SIGNAL_RECEIVE, KAPI_SIGNAL_ACTION_RETURN)
		KAPI_SIGNAL_CONDITION("A signal arrives while the call waits for data")
		KAPI_SIGNAL_ERROR(-EINTR)
		KAPI_SIGNAL_RESTARTABLE
		KAPI_SIGNAL_INTERRUPTIBLE
	KAPI_SIGNAL_END
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_getsockname)
	KAPI_DESCRIPTION("The address a socket is bound to")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "fd", "int", "A socket")
		KAPI_PARAM_TYPE(KAPI_TYPE_FD)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
	KAPI_PARAM_END
	KAPI_PARAM(1, "usockaddr", "struct sockaddr *", "Receives the address")
		KAPI_PARAM_TYPE(KAPI_TYPE_USER_PTR)
		KAPI_PARAM_FLAGS(KAPI_PARAM_OUT | KAPI_PARAM_USER)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_PTR)
	KAPI_PARAM_END
	KAPI_PARAM(2, "usockaddr_len", "int *", "Room in usockaddr, then the full length")
		KAPI_PARAM_TYPE(KAPI_TYPE_USER_PTR)
		KAPI_PARAM_FLAGS(KAPI_PARAM_INOUT | KAPI_PARAM_USER)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_PTR)
	KAPI_PARAM_END
	KAPI_RETURN("long", "0, or a negative errno")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_EXACT)
		KAPI_RETURN_SUCCESS(0)
	KAPI_RETURN_END
	KAPI_ERROR(0, -EBADF, "EBADF", "fd is not open",
		   "")
	KAPI_ERROR(1, -EFAULT, "EFAULT", "A pointer cannot be used",
		   "")
	KAPI_ERROR(2, -EINVAL, "EINVAL", "The length is negative",
		   "")
	KAPI_ERROR(3, -ENOBUFS, "ENOBUFS", "Kernel buffers ran out",
		   "")
	KAPI_ERROR(4, -ENOTSOCK, "ENOTSOCK", "fd is not a socket",
		   "")
	KAPI_ERROR(5, -EOPNOTSUPP, "EOPNOTSUPP", "The family has no names",
		   "")
	KAPI_NOTES("A name longer than the room given is cut; the length reports "
	           "the full size.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_getpeername)
	KAPI_DESCRIPTION("The address of a connected socket's peer")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "fd", "int", "A socket")
		KAPI_PARAM_TYPE(KAPI_TYPE_FD)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
	KAPI_PARAM_END
	KAPI_PARAM(1, "usockaddr", "struct sockaddr *", "Receives the address")
		KAPI_PARAM_TYPE(KAPI_TYPE_USER_PTR)
		KAPI_PARAM_FLAGS(KAPI_PARAM_OUT | KAPI_PARAM_USER)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_PTR)
	KAPI_PARAM_END
	KAPI_PARAM(2, "usockaddr_len", "int *", "Room in usockaddr, then the full length")
		KAPI_PARAM_TYPE(KAPI_TYPE_USER_PTR)
		KAPI_PARAM_FLAGS(KAPI_PARAM_INOUT | KAPI_PARAM_USER)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_PTR)
	KAPI_PARAM_END
	KAPI_RETURN("long", "0, or a negative errno")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_EXACT)
		KAPI_RETURN_SUCCESS(0)
	KAPI_RETURN_END
	KAPI_ERROR(0, -EBADF, "EBADF", "fd is not open",
		   "")
	KAPI_ERROR(1, -EFAULT, "EFAULT", "A pointer cannot be used",
		   "")
	KAPI_ERROR(2, -EINVAL, "EINVAL", "The length is negative",
		   "")
	KAPI_ERROR(3, -ENOBUFS, "ENOBUFS", "Kernel buffers ran out",
		   "")
	KAPI_ERROR(4, -ENOTCONN, "ENOTCONN", "The socket is not connected",
		   "")
	KAPI_ERROR(5, -ENOTSOCK, "ENOTSOCK", "fd is not a socket",
		   "")
	KAPI_ERROR(6, -EOPNOTSUPP, "EOPNOTSUPP", "The family has no names",
		   "")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_setsockopt)
	KAPI_DESCRIPTION("Set a socket option")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "fd", "int", "A socket")
		KAPI_PARAM_TYPE(KAPI_TYPE_FD)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
	KAPI_PARAM_END
	KAPI_PARAM(1, "level", "int", "SOL_SOCKET or a protocol number")
		KAPI_PARAM_TYPE(KAPI_TYPE_INT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
	KAPI_PARAM_END
	KAPI_PARAM(2, "optname", "int", "The option, within level")
		KAPI_PARAM_TYPE(KAPI_TYPE_INT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
	KAPI_PARAM_END
	KAPI_PARAM(3, "optval", "char *", "The new value")
		KAPI_PARAM_TYPE(KAPI_TYPE_USER_PTR)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN | KAPI_PARAM_USER | KAPI_PARAM_OPTIONAL)
		KAPI_PARAM_SIZE_PARAM(4)
	KAPI_PARAM_END
	KAPI_PARAM(4, "optlen", "int", "Length of optval")
		KAPI_PARAM_TYPE(KAPI_TYPE_INT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, INT_MAX)
		KAPI_PARAM_CONSTRAINT("A negative length is refused")
	KAPI_PARAM_END
	KAPI_RETURN("long", "0, or a negative errno")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_EXACT)
		KAPI_RETURN_SUCCESS(0)
	KAPI_RETURN_END
	KAPI_ERROR(0, -EBADF, "EBADF", "fd is not open",
		   "")
	KAPI_ERROR(1, -EFAULT, "EFAULT", "optval cannot be read",
		   "")
	KAPI_ERROR(2, -EINVAL, "EINVAL", "optlen is negative or wrong for the option, or a value out of range",
		   "")
	KAPI_ERROR(3, -ENOMEM, "ENOMEM", "Kernel memory ran out",
		   "")
	KAPI_ERROR(4, -ENOPROTOOPT, "ENOPROTOOPT", "Unknown option at this level",
		   "")
	KAPI_ERROR(5, -ENOTSOCK, "ENOTSOCK", "fd is not a socket",
		   "")
	KAPI_ERROR(6, -EOPNOTSUPP, "EOPNOTSUPP", "The socket type has no such option",
		   "")
	KAPI_ERROR(7, -EPERM, "EPERM", "The option needs a privilege the caller lacks",
		   "")
	KAPI_CAPABILITY(0, CAP_NET_ADMIN, "CAP_NET_ADMIN", KAPI_CAP_GRANT_PERMISSION)
		KAPI_CAP_ALLOWS("Options such as SO_MARK, SO_PRIORITY above 6 and "
		                "SO_RCVBUFFORCE")
		KAPI_CAP_WITHOUT("EPERM")
	KAPI_CAPABILITY_END
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_getsockopt)
	KAPI_DESCRIPTION("Read a socket option")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "fd", "int", "A socket")
		KAPI_PARAM_TYPE(KAPI_TYPE_FD)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
	KAPI_PARAM_END
	KAPI_PARAM(1, "level", "int", "SOL_SOCKET or a protocol number")
		KAPI_PARAM_TYPE(KAPI_TYPE_INT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
	KAPI_PARAM_END
	KAPI_PARAM(2, "optname", "int", "The option, within level")
		KAPI_PARAM_TYPE(KAPI_TYPE_INT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
	KAPI_PARAM_END
	KAPI_PARAM(3, "optval", "char *", "Receives the value")
		KAPI_PARAM_TYPE(KAPI_TYPE_USER_PTR)
		KAPI_PARAM_FLAGS(KAPI_PARAM_OUT | KAPI_PARAM_USER | KAPI_PARAM_OPTIONAL)
	KAPI_PARAM_END
	KAPI_PARAM(4, "optlen", "int *", "Room in optval, then the value's length")
		KAPI_PARAM_TYPE(KAPI_TYPE_USER_PTR)
		KAPI_PARAM_FLAGS(KAPI_PARAM_INOUT | KAPI_PARAM_USER)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_PTR)
	KAPI_PARAM_END
	KAPI_RETURN("long", "0, or a negative errno")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_EXACT)
		KAPI_RETURN_SUCCESS(0)
	KAPI_RETURN_END
	KAPI_ERROR(0, -EBADF, "EBADF", "fd is not open",
		   "")
	KAPI_ERROR(1, -EFAULT, "EFAULT", "optval or optlen cannot be used",
		   "")
	KAPI_ERROR(2, -EINVAL, "EINVAL", "optlen is negative or too small",
		   "")
	KAPI_ERROR(3, -ENOPROTOOPT, "ENOPROTOOPT", "Unknown option at this level",
		   "")
	KAPI_ERROR(4, -ENOTSOCK, "ENOTSOCK", "fd is not a socket",
		   "")
	KAPI_ERROR(5, -EOPNOTSUPP, "EOPNOTSUPP", "The socket type has no such option",
		   "")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_listen)
	KAPI_DESCRIPTION("Accept connections on a socket")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "fd", "int", "A socket")
		KAPI_PARAM_TYPE(KAPI_TYPE_FD)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
	KAPI_PARAM_END
	KAPI_PARAM(1, "backlog", "int", "Queue length for pending connections")
		KAPI_PARAM_TYPE(KAPI_TYPE_INT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
		KAPI_PARAM_CONSTRAINT("Larger values are cut to net.core.somaxconn; negative ones "
		                      "count as that limit too")
	KAPI_PARAM_END
	KAPI_RETURN("long", "0, or a negative errno")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_EXACT)
		KAPI_RETURN_SUCCESS(0)
	KAPI_RETURN_END
	KAPI_ERROR(0, -EADDRINUSE, "EADDRINUSE", "Another socket listens on the same port",
		   "")
	KAPI_ERROR(1, -EBADF, "EBADF", "fd is not open",
		   "")
	KAPI_ERROR(2, -EINVAL, "EINVAL", "The socket is connected or in a state that cannot listen",
		   "")
	KAPI_ERROR(3, -ENOTSOCK, "ENOTSOCK", "fd is not a socket",
		   "")
	KAPI_ERROR(4, -EOPNOTSUPP, "EOPNOTSUPP", "The socket type does not listen",
		   "")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_shutdown)
	KAPI_DESCRIPTION("Shut down part or all of a full-duplex connection")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "fd", "int", "A socket")
		KAPI_PARAM_TYPE(KAPI_TYPE_FD)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
	KAPI_PARAM_END
	KAPI_PARAM(1, "how", "int", "SHUT_RD, SHUT_WR or SHUT_RDWR")
		KAPI_PARAM_TYPE(KAPI_TYPE_INT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_ENUM)
		KAPI_PARAM_ENUM_VALUES(((const s64[]){ SHUT_RD, SHUT_WR, SHUT_RDWR }))
	KAPI_PARAM_END
	KAPI_RETURN("long", "0, or a negative errno")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_EXACT)
		KAPI_RETURN_SUCCESS(0)
	KAPI_RETURN_END
	KAPI_ERROR(0, -EBADF, "EBADF", "fd is not open",
		   "")
	KAPI_ERROR(1, -EINVAL, "EINVAL", "how is not one of the three",
		   "")
	KAPI_ERROR(2, -ENOTCONN, "ENOTCONN", "The socket is not connected",
		   "")
	KAPI_ERROR(3, -ENOTSOCK, "ENOTSOCK", "fd is not a socket",
		   "")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_socketpair)
	KAPI_DESCRIPTION("Make a pair of connected sockets")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "family", "int", "Address family; in practice AF_UNIX")
		KAPI_PARAM_TYPE(KAPI_TYPE_INT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, NPROTO - 1)
	KAPI_PARAM_END
	KAPI_PARAM(1, "type", "int", "Socket type with SOCK_NONBLOCK and SOCK_CLOEXEC")
		KAPI_PARAM_TYPE(KAPI_TYPE_INT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(SOCK_TYPE_MASK | SOCK_NONBLOCK | SOCK_CLOEXEC)
	KAPI_PARAM_END
	KAPI_PARAM(2, "protocol", "int", "Protocol; 0 picks the default")
		KAPI_PARAM_TYPE(KAPI_TYPE_INT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
	KAPI_PARAM_END
	KAPI_PARAM(3, "usockvec", "int *", "Receives the two descriptors")
		KAPI_PARAM_TYPE(KAPI_TYPE_USER_PTR)
		KAPI_PARAM_FLAGS(KAPI_PARAM_OUT | KAPI_PARAM_USER)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_PTR)
	KAPI_PARAM_END
	KAPI_RETURN("long", "0, or a negative errno")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_EXACT)
		KAPI_RETURN_SUCCESS(0)
	KAPI_RETURN_END
	KAPI_ERROR(0, -EAFNOSUPPORT, "EAFNOSUPPORT", "The family does not exist or has no pairs",
		   "")
	KAPI_ERROR(1, -EFAULT, "EFAULT", "usockvec cannot be written",
		   "")
	KAPI_ERROR(2, -EINVAL, "EINVAL", "Unknown flags in type",
		   "")
	KAPI_ERROR(3, -EMFILE, "EMFILE", "The process has RLIMIT_NOFILE descriptors open",
		   "")
	KAPI_ERROR(4, -ENFILE, "ENFILE", "The system-wide file limit is reached",
		   "")
	KAPI_ERROR(5, -ENOMEM, "ENOMEM", "Kernel memory ran out",
		   "")
	KAPI_ERROR(6, -EOPNOTSUPP, "EOPNOTSUPP", "The family makes no pairs of this type",
		   "")
	KAPI_ERROR(7, -EPROTONOSUPPORT, "EPROTONOSUPPORT", "The protocol is not supported in the family",
		   "")
	KAPI_ERROR(8, -ESOCKTNOSUPPORT, "ESOCKTNOSUPPORT", "The socket type is not supported in the family",
		   "")
	KAPI_ERROR(9, -EPROTOTYPE, "EPROTOTYPE", "The protocol does not fit the type",
		   "")
	KAPI_EXAMPLES("socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, sv);")
KAPI_END_SPEC;

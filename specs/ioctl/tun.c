// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * TUN/TAP: /dev/net/tun (drivers/net/tun.c).  TUNSETIFF binds the
 * descriptor to a new or existing tun (IP) or tap (Ethernet) interface;
 * until then the other commands but TUNGETFEATURES, TUNSETIFINDEX and
 * TUNSETQUEUE fail with EBADFD.
 */
#include <kapi/spec_compile.h>
#include <errno.h>
#include <limits.h>
#include <stddef.h>
#include <net/if.h>
#include <linux/if_tun.h>
#include <linux/filter.h>
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

#define TUN_FOPS	KAPI_IOCTL_FILE_OPS_NAME("tun_fops")
#define TUN_UNBOUND	KAPI_ERRNO(EBADFD, "TUNSETIFF has not bound the descriptor yet")
#define TUN_NEEDS_NET_ADMIN(what) \
	KAPI_CAPABILITY_NEXT(CAP_NET_ADMIN, "CAP_NET_ADMIN", KAPI_CAP_GRANT_PERMISSION) \
		KAPI_CAP_ALLOWS(what) \
		KAPI_CAP_WITHOUT("EPERM") \
	KAPI_CAPABILITY_END

/* The IFF_* flags TUNGETFEATURES reports */
#define TUN_FEATURES_KNOWN	(IFF_TUN | IFF_TAP | IFF_NAPI | IFF_NAPI_FRAGS | \
				 IFF_NO_CARRIER | IFF_NO_PI | IFF_ONE_QUEUE | \
				 IFF_VNET_HDR | IFF_MULTI_QUEUE)

DEFINE_KAPI_IOCTL_SPEC(tunsetiff)
	KAPI_IOCTL_CMD(TUNSETIFF)
	KAPI_IOCTL_CMD_NAME("TUNSETIFF")
	KAPI_IOCTL_INPUT_SIZE(IFREQ_SIZE)
	TUN_FOPS
	KAPI_DESCRIPTION("Create or attach to a tun or tap interface")
	KAPI_LONG_DESC("ifr_name names the interface (empty, or with %d, for "
		       "the kernel to choose); ifr_flags says tun or tap and "
		       "the options. The chosen name is written back.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_INOUT("arg", "struct ifreq *", "Name and IFF_* flags (numbered int, reads a struct ifreq)")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(EINVAL, "Neither IFF_TUN nor IFF_TAP, or options the existing interface was not made with")
	KAPI_ERRNO(EPERM, "Creating without CAP_NET_ADMIN, or attaching to an interface the caller does not own")
	KAPI_ERRNO(EBUSY, "The interface is in use by another descriptor and is not multi-queue")
	KAPI_ERRNO(EEXIST, "The descriptor is already bound, or a non-tun interface has that name")
	KAPI_ERRNO(EFAULT, "The struct cannot be read or written")
	KAPI_ERR_NOMEM
	TUN_NEEDS_NET_ADMIN("Creating an interface")
	KAPI_STRUCT_SPEC(0, ifreq, "What TUNSETIFF reads")
		KAPI_STRUCT_SIZE(IFREQ_SIZE, IFREQ_ALIGN)
		KAPI_STRUCT_FIELD(0, "ifr_name", KAPI_TYPE_STRING, "char[IFNAMSIZ]", "Interface name or pattern")
			KAPI_FIELD_OFFSET(0)
			KAPI_FIELD_SIZE(IFNAMSIZ)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(1, "ifr_flags", KAPI_TYPE_UINT, "short", "IFF_TUN or IFF_TAP, and options")
			KAPI_FIELD_OFFSET(IFREQ_UNION)
			KAPI_FIELD_SIZE(2)
		KAPI_STRUCT_FIELD_END
	KAPI_STRUCT_SPEC_END
	KAPI_NOTES("Flags the kernel does not know are dropped, not refused; "
		   "TUNGETFEATURES says which it knows.")
	KAPI_EXAMPLES("struct ifreq r = { .ifr_flags = IFF_TAP | IFF_NO_PI };\n"
		      "ioctl(fd, TUNSETIFF, &r);")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(tungetiff)
	KAPI_IOCTL_CMD(TUNGETIFF)
	KAPI_IOCTL_CMD_NAME("TUNGETIFF")
	KAPI_IOCTL_OUTPUT_SIZE(IFREQ_SIZE)
	TUN_FOPS
	KAPI_DESCRIPTION("The name and flags of the bound interface")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_OUT("arg", "struct ifreq *", "Filled in")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	TUN_UNBOUND
	KAPI_ERRNO(EFAULT, "The struct cannot be written")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(tungetfeatures)
	KAPI_IOCTL_CMD(TUNGETFEATURES)
	KAPI_IOCTL_CMD_NAME("TUNGETFEATURES")
	KAPI_IOCTL_OUTPUT_SIZE(sizeof(unsigned int))
	TUN_FOPS
	KAPI_DESCRIPTION("The IFF_* flags this kernel's TUNSETIFF accepts")
	KAPI_CONTEXT(KAPI_CTX_PROCESS)
	KAPI_PARAM_USER_OUT("arg", "unsigned int *", "Receives the flags")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(EFAULT, "The flags cannot be written")
	KAPI_STRUCT_SPEC(0, features, "What TUNGETFEATURES writes")
		KAPI_STRUCT_SIZE(sizeof(unsigned int), __alignof__(unsigned int))
		KAPI_STRUCT_FIELD(0, "features", KAPI_TYPE_UINT, "unsigned int", "IFF_*")
			KAPI_FIELD_OFFSET(0)
			KAPI_FIELD_SIZE(4)
			KAPI_FIELD_CONSTRAINT_MASK(TUN_FEATURES_KNOWN)
		KAPI_STRUCT_FIELD_END
	KAPI_STRUCT_SPEC_END
	KAPI_NOTES("Works before TUNSETIFF.")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(tunsetqueue)
	KAPI_IOCTL_CMD(TUNSETQUEUE)
	KAPI_IOCTL_CMD_NAME("TUNSETQUEUE")
	KAPI_IOCTL_INPUT_SIZE(IFREQ_SIZE)
	TUN_FOPS
	KAPI_DESCRIPTION("Detach this queue of a multi-queue interface, or attach it again")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_IN("arg", "struct ifreq *", "ifr_flags: IFF_ATTACH_QUEUE or IFF_DETACH_QUEUE")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(EINVAL, "Neither flag, a descriptor never bound, or a queue already in that state")
	KAPI_ERRNO(EPERM, "The caller does not own the interface")
	KAPI_ERRNO(EFAULT, "The struct cannot be read")
	KAPI_STRUCT_SPEC(0, ifreq, "What TUNSETQUEUE reads")
		KAPI_STRUCT_SIZE(IFREQ_SIZE, IFREQ_ALIGN)
		KAPI_STRUCT_FIELD(0, "ifr_flags", KAPI_TYPE_UINT, "short", "IFF_ATTACH_QUEUE or IFF_DETACH_QUEUE")
			KAPI_FIELD_OFFSET(IFREQ_UNION)
			KAPI_FIELD_SIZE(2)
			KAPI_FIELD_CONSTRAINT_ENUM(IFF_ATTACH_QUEUE, IFF_DETACH_QUEUE)
		KAPI_STRUCT_FIELD_END
	KAPI_STRUCT_SPEC_END
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(tunsetifindex)
	KAPI_IOCTL_CMD(TUNSETIFINDEX)
	KAPI_IOCTL_CMD_NAME("TUNSETIFINDEX")
	KAPI_IOCTL_INPUT_SIZE(sizeof(unsigned int))
	TUN_FOPS
	KAPI_DESCRIPTION("Choose the index the interface TUNSETIFF creates will get")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_IN("arg", "const unsigned int *", "The index; 0 lets the kernel choose")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(EPERM, "The descriptor is already bound")
	KAPI_ERRNO(EFAULT, "The index cannot be read")
	KAPI_NOTES("Only before TUNSETIFF.")
	KAPI_SINCE_VERSION("3.8")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(tunsetpersist)
	KAPI_IOCTL_CMD(TUNSETPERSIST)
	KAPI_IOCTL_CMD_NAME("TUNSETPERSIST")
	TUN_FOPS
	KAPI_DESCRIPTION("Keep the interface when the last descriptor closes, or stop keeping it")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_UINT_IN("arg", "unsigned long", "Nonzero to keep")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_ERRNOS
	TUN_UNBOUND
	KAPI_ERRNO(EPERM, "The caller does not own the interface")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(tunsetowner)
	KAPI_IOCTL_CMD(TUNSETOWNER)
	KAPI_IOCTL_CMD_NAME("TUNSETOWNER")
	TUN_FOPS
	KAPI_DESCRIPTION("Give the interface an owning user, who may attach without CAP_NET_ADMIN")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_UINT_IN("arg", "unsigned long", "The uid, or -1 (as a long) for none")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_ERRNOS
	TUN_UNBOUND
	KAPI_ERRNO(EINVAL, "The uid has no mapping in the caller's user namespace")
	KAPI_ERRNO(EPERM, "The caller does not own the interface")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(tunsetgroup)
	KAPI_IOCTL_CMD(TUNSETGROUP)
	KAPI_IOCTL_CMD_NAME("TUNSETGROUP")
	TUN_FOPS
	KAPI_DESCRIPTION("Give the interface an owning group")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_UINT_IN("arg", "unsigned long", "The gid, or -1 (as a long) for none")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_ERRNOS
	TUN_UNBOUND
	KAPI_ERRNO(EINVAL, "The gid has no mapping in the caller's user namespace")
	KAPI_ERRNO(EPERM, "The caller does not own the interface")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(tunsetlink)
	KAPI_IOCTL_CMD(TUNSETLINK)
	KAPI_IOCTL_CMD_NAME("TUNSETLINK")
	TUN_FOPS
	KAPI_DESCRIPTION("Set the interface's link type (ARPHRD_*)")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_UINT_IN("arg", "unsigned long", "The ARPHRD_* type")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_ERRNOS
	TUN_UNBOUND
	KAPI_ERRNO(EBUSY, "The interface is up")
	KAPI_ERRNO(EPERM, "The caller does not own the interface")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(tunsetoffload)
	KAPI_IOCTL_CMD(TUNSETOFFLOAD)
	KAPI_IOCTL_CMD_NAME("TUNSETOFFLOAD")
	TUN_FOPS
	KAPI_DESCRIPTION("Which offloads the reader can take: checksums, TSO, UFO (TUN_F_*)")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_UINT_IN("arg", "unsigned long", "TUN_F_* bits")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_ERRNOS
	TUN_UNBOUND
	KAPI_ERRNO(EINVAL, "An unknown bit, or TSO without checksum offload")
	KAPI_ERRNO(EPERM, "The caller does not own the interface")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(tunsetdebug)
	KAPI_IOCTL_CMD(TUNSETDEBUG)
	KAPI_IOCTL_CMD_NAME("TUNSETDEBUG")
	TUN_FOPS
	KAPI_DESCRIPTION("Turn driver debug messages on or off")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_UINT_IN("arg", "unsigned long", "Nonzero for on; only with a TUN_DEBUG build")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_ERRNOS
	TUN_UNBOUND
	KAPI_ERRNO(EPERM, "The caller does not own the interface")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(tunsetnocsum)
	KAPI_IOCTL_CMD(TUNSETNOCSUM)
	KAPI_IOCTL_CMD_NAME("TUNSETNOCSUM")
	TUN_FOPS
	KAPI_DESCRIPTION("Obsolete: accepted and ignored")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_UINT_IN("arg", "unsigned long", "Ignored")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_ERRNOS
	TUN_UNBOUND
	KAPI_ERRNO(EPERM, "The caller does not own the interface")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(tungetsndbuf)
	KAPI_IOCTL_CMD(TUNGETSNDBUF)
	KAPI_IOCTL_CMD_NAME("TUNGETSNDBUF")
	KAPI_IOCTL_OUTPUT_SIZE(sizeof(int))
	TUN_FOPS
	KAPI_DESCRIPTION("The send buffer size of the interface's queues")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_OUT("arg", "int *", "Bytes")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	TUN_UNBOUND
	KAPI_ERRNO(EFAULT, "The value cannot be written")
	KAPI_STRUCT_SPEC(0, value, "What TUNGETSNDBUF writes")
		KAPI_STRUCT_SIZE(sizeof(int), __alignof__(int))
		KAPI_STRUCT_FIELD(0, "value", KAPI_TYPE_INT, "int", "Bytes")
			KAPI_FIELD_OFFSET(0)
			KAPI_FIELD_SIZE(4)
		KAPI_STRUCT_FIELD_END
	KAPI_STRUCT_SPEC_END
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(tunsetsndbuf)
	KAPI_IOCTL_CMD(TUNSETSNDBUF)
	KAPI_IOCTL_CMD_NAME("TUNSETSNDBUF")
	KAPI_IOCTL_INPUT_SIZE(sizeof(int))
	TUN_FOPS
	KAPI_DESCRIPTION("Change the send buffer size of the interface's queues")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_IN("arg", "const int *", "Bytes, positive")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	TUN_UNBOUND
	KAPI_ERRNO(EFAULT, "The value cannot be read")
	KAPI_ERRNO(EINVAL, "Zero or negative")
	KAPI_ERRNO(EPERM, "The caller does not own the interface")
	KAPI_STRUCT_SPEC(0, value, "What TUNSETSNDBUF reads")
		KAPI_STRUCT_SIZE(sizeof(int), __alignof__(int))
		KAPI_STRUCT_FIELD(0, "value", KAPI_TYPE_INT, "int", "Bytes, positive")
			KAPI_FIELD_OFFSET(0)
			KAPI_FIELD_SIZE(4)
			KAPI_FIELD_CONSTRAINT_RANGE(1, INT_MAX)
		KAPI_STRUCT_FIELD_END
	KAPI_STRUCT_SPEC_END
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(tungetvnethdrsz)
	KAPI_IOCTL_CMD(TUNGETVNETHDRSZ)
	KAPI_IOCTL_CMD_NAME("TUNGETVNETHDRSZ")
	KAPI_IOCTL_OUTPUT_SIZE(sizeof(int))
	TUN_FOPS
	KAPI_DESCRIPTION("The size of the virtio-net header before each packet (with IFF_VNET_HDR)")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_OUT("arg", "int *", "Bytes")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	TUN_UNBOUND
	KAPI_ERRNO(EFAULT, "The value cannot be written")
	KAPI_STRUCT_SPEC(0, value, "What TUNGETVNETHDRSZ writes")
		KAPI_STRUCT_SIZE(sizeof(int), __alignof__(int))
		KAPI_STRUCT_FIELD(0, "value", KAPI_TYPE_INT, "int", "Bytes")
			KAPI_FIELD_OFFSET(0)
			KAPI_FIELD_SIZE(4)
		KAPI_STRUCT_FIELD_END
	KAPI_STRUCT_SPEC_END
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(tunsetvnethdrsz)
	KAPI_IOCTL_CMD(TUNSETVNETHDRSZ)
	KAPI_IOCTL_CMD_NAME("TUNSETVNETHDRSZ")
	KAPI_IOCTL_INPUT_SIZE(sizeof(int))
	TUN_FOPS
	KAPI_DESCRIPTION("Change the size of the virtio-net header")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_IN("arg", "const int *", "Bytes, at least sizeof(struct virtio_net_hdr) = 10")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	TUN_UNBOUND
	KAPI_ERRNO(EFAULT, "The value cannot be read")
	KAPI_ERRNO(EINVAL, "Smaller than struct virtio_net_hdr")
	KAPI_ERRNO(EPERM, "The caller does not own the interface")
	KAPI_STRUCT_SPEC(0, value, "What TUNSETVNETHDRSZ reads")
		KAPI_STRUCT_SIZE(sizeof(int), __alignof__(int))
		KAPI_STRUCT_FIELD(0, "value", KAPI_TYPE_INT, "int", "Bytes, at least sizeof(struct virtio_net_hdr) = 10")
			KAPI_FIELD_OFFSET(0)
			KAPI_FIELD_SIZE(4)
			KAPI_FIELD_CONSTRAINT_RANGE(10, INT_MAX)
		KAPI_STRUCT_FIELD_END
	KAPI_STRUCT_SPEC_END
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(tungetvnetle)
	KAPI_IOCTL_CMD(TUNGETVNETLE)
	KAPI_IOCTL_CMD_NAME("TUNGETVNETLE")
	KAPI_IOCTL_OUTPUT_SIZE(sizeof(int))
	TUN_FOPS
	KAPI_DESCRIPTION("Whether virtio-net headers are little-endian regardless of the host")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_OUT("arg", "int *", "0 or 1")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	TUN_UNBOUND
	KAPI_ERRNO(EFAULT, "The value cannot be written")
	KAPI_STRUCT_SPEC(0, value, "What TUNGETVNETLE writes")
		KAPI_STRUCT_SIZE(sizeof(int), __alignof__(int))
		KAPI_STRUCT_FIELD(0, "value", KAPI_TYPE_INT, "int", "0 or 1")
			KAPI_FIELD_OFFSET(0)
			KAPI_FIELD_SIZE(4)
			KAPI_FIELD_CONSTRAINT_RANGE(0, 1)
		KAPI_STRUCT_FIELD_END
	KAPI_STRUCT_SPEC_END
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(tunsetvnetle)
	KAPI_IOCTL_CMD(TUNSETVNETLE)
	KAPI_IOCTL_CMD_NAME("TUNSETVNETLE")
	KAPI_IOCTL_INPUT_SIZE(sizeof(int))
	TUN_FOPS
	KAPI_DESCRIPTION("Make virtio-net headers little-endian regardless of the host, or not")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_IN("arg", "const int *", "Nonzero for little-endian")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	TUN_UNBOUND
	KAPI_ERRNO(EFAULT, "The value cannot be read")
	KAPI_ERRNO(EPERM, "The caller does not own the interface")
	KAPI_STRUCT_SPEC(0, value, "What TUNSETVNETLE reads")
		KAPI_STRUCT_SIZE(sizeof(int), __alignof__(int))
		KAPI_STRUCT_FIELD(0, "value", KAPI_TYPE_INT, "int", "Nonzero for little-endian")
			KAPI_FIELD_OFFSET(0)
			KAPI_FIELD_SIZE(4)
		KAPI_STRUCT_FIELD_END
	KAPI_STRUCT_SPEC_END
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(tungetvnetbe)
	KAPI_IOCTL_CMD(TUNGETVNETBE)
	KAPI_IOCTL_CMD_NAME("TUNGETVNETBE")
	KAPI_IOCTL_OUTPUT_SIZE(sizeof(int))
	TUN_FOPS
	KAPI_DESCRIPTION("Whether virtio-net headers are big-endian (legacy virtio on little-endian hosts)")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_OUT("arg", "int *", "0 or 1")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	TUN_UNBOUND
	KAPI_ERRNO(EFAULT, "The value cannot be written")
	KAPI_ERRNO(EINVAL, "The kernel is built without CONFIG_TUN_VNET_CROSS_LE")
	KAPI_STRUCT_SPEC(0, value, "What TUNGETVNETBE writes")
		KAPI_STRUCT_SIZE(sizeof(int), __alignof__(int))
		KAPI_STRUCT_FIELD(0, "value", KAPI_TYPE_INT, "int", "0 or 1")
			KAPI_FIELD_OFFSET(0)
			KAPI_FIELD_SIZE(4)
			KAPI_FIELD_CONSTRAINT_RANGE(0, 1)
		KAPI_STRUCT_FIELD_END
	KAPI_STRUCT_SPEC_END
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(tunsetvnetbe)
	KAPI_IOCTL_CMD(TUNSETVNETBE)
	KAPI_IOCTL_CMD_NAME("TUNSETVNETBE")
	KAPI_IOCTL_INPUT_SIZE(sizeof(int))
	TUN_FOPS
	KAPI_DESCRIPTION("Make virtio-net headers big-endian, or not")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_IN("arg", "const int *", "Nonzero for big-endian")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	TUN_UNBOUND
	KAPI_ERRNO(EFAULT, "The value cannot be read")
	KAPI_ERRNO(EINVAL, "The kernel is built without CONFIG_TUN_VNET_CROSS_LE")
	KAPI_STRUCT_SPEC(0, value, "What TUNSETVNETBE reads")
		KAPI_STRUCT_SIZE(sizeof(int), __alignof__(int))
		KAPI_STRUCT_FIELD(0, "value", KAPI_TYPE_INT, "int", "Nonzero for big-endian")
			KAPI_FIELD_OFFSET(0)
			KAPI_FIELD_SIZE(4)
		KAPI_STRUCT_FIELD_END
	KAPI_STRUCT_SPEC_END
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(tunsetcarrier)
	KAPI_IOCTL_CMD(TUNSETCARRIER)
	KAPI_IOCTL_CMD_NAME("TUNSETCARRIER")
	KAPI_IOCTL_INPUT_SIZE(sizeof(int))
	TUN_FOPS
	KAPI_DESCRIPTION("Set the interface's carrier on or off")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_IN("arg", "const int *", "Nonzero for carrier on")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	TUN_UNBOUND
	KAPI_ERRNO(EFAULT, "The value cannot be read")
	KAPI_ERRNO(EPERM, "The caller lacks CAP_NET_ADMIN over the interface's namespace")
	KAPI_STRUCT_SPEC(0, value, "What TUNSETCARRIER reads")
		KAPI_STRUCT_SIZE(sizeof(int), __alignof__(int))
		KAPI_STRUCT_FIELD(0, "value", KAPI_TYPE_INT, "int", "Nonzero for carrier on")
			KAPI_FIELD_OFFSET(0)
			KAPI_FIELD_SIZE(4)
		KAPI_STRUCT_FIELD_END
	KAPI_STRUCT_SPEC_END
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(tunsetsteeringebpf)
	KAPI_IOCTL_CMD(TUNSETSTEERINGEBPF)
	KAPI_IOCTL_CMD_NAME("TUNSETSTEERINGEBPF")
	KAPI_IOCTL_INPUT_SIZE(sizeof(int))
	TUN_FOPS
	KAPI_DESCRIPTION("Attach a BPF program that picks the queue of each packet, or detach it")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_IN("arg", "const int *", "A BPF program's descriptor, or -1 to detach")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_ENOTTY
	TUN_UNBOUND
	KAPI_ERRNO(EFAULT, "The value cannot be read")
	KAPI_ERRNO(EBADF, "Not an open descriptor")
	KAPI_ERRNO(EINVAL, "Not a socket filter BPF program")
	KAPI_STRUCT_SPEC(0, value, "What TUNSETSTEERINGEBPF reads")
		KAPI_STRUCT_SIZE(sizeof(int), __alignof__(int))
		KAPI_STRUCT_FIELD(0, "value", KAPI_TYPE_INT, "int", "A BPF program's descriptor, or -1 to detach")
			KAPI_FIELD_OFFSET(0)
			KAPI_FIELD_SIZE(4)
			KAPI_FIELD_CONSTRAINT_RANGE(-1, INT_MAX)
		KAPI_STRUCT_FIELD_END
	KAPI_STRUCT_SPEC_END
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(tunsetfilterebpf)
	KAPI_IOCTL_CMD(TUNSETFILTEREBPF)
	KAPI_IOCTL_CMD_NAME("TUNSETFILTEREBPF")
	KAPI_IOCTL_INPUT_SIZE(sizeof(int))
	TUN_FOPS
	KAPI_DESCRIPTION("Attach a BPF program that filters the packets sent to the reader, or detach it")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_IN("arg", "const int *", "A BPF program's descriptor, or -1 to detach")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_ENOTTY
	TUN_UNBOUND
	KAPI_ERRNO(EFAULT, "The value cannot be read")
	KAPI_ERRNO(EBADF, "Not an open descriptor")
	KAPI_ERRNO(EINVAL, "Not a socket filter BPF program")
	KAPI_STRUCT_SPEC(0, value, "What TUNSETFILTEREBPF reads")
		KAPI_STRUCT_SIZE(sizeof(int), __alignof__(int))
		KAPI_STRUCT_FIELD(0, "value", KAPI_TYPE_INT, "int", "A BPF program's descriptor, or -1 to detach")
			KAPI_FIELD_OFFSET(0)
			KAPI_FIELD_SIZE(4)
			KAPI_FIELD_CONSTRAINT_RANGE(-1, INT_MAX)
		KAPI_STRUCT_FIELD_END
	KAPI_STRUCT_SPEC_END
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(tungetdevnetns)
	KAPI_IOCTL_CMD(TUNGETDEVNETNS)
	KAPI_IOCTL_CMD_NAME("TUNGETDEVNETNS")
	TUN_FOPS
	KAPI_DESCRIPTION("Open the network namespace the interface lives in")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_RETURN_NEW_FD("int", "A new nsfs descriptor")
	KAPI_IOCTL_GENERAL_ERRNOS
	TUN_UNBOUND
	KAPI_ERRNO(EPERM, "The caller lacks CAP_NET_ADMIN over that namespace")
	KAPI_ERR_MFILE_SHORT
	TUN_NEEDS_NET_ADMIN("Opening the interface's namespace")
	KAPI_SINCE_VERSION("5.2")
KAPI_END_SPEC;

#define TUN_FPROG_FIELDS \
	KAPI_STRUCT_SIZE(sizeof(struct sock_fprog), __alignof__(struct sock_fprog)) \
	KAPI_STRUCT_FIELD(0, "len", KAPI_TYPE_UINT, "unsigned short", "Instructions, 1 to BPF_MAXINSNS") \
		KAPI_FIELD_OFFSET(offsetof(struct sock_fprog, len)) \
		KAPI_FIELD_SIZE(2) \
		KAPI_FIELD_CONSTRAINT_RANGE(1, BPF_MAXINSNS) \
	KAPI_STRUCT_FIELD_END

DEFINE_KAPI_IOCTL_SPEC(tunattachfilter)
	KAPI_IOCTL_CMD(TUNATTACHFILTER)
	KAPI_IOCTL_CMD_NAME("TUNATTACHFILTER")
	KAPI_IOCTL_INPUT_SIZE(sizeof(struct sock_fprog))
	TUN_FOPS
	KAPI_DESCRIPTION("Filter the packets a tap interface hands the reader with a classic BPF program")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_IN("arg", "const struct sock_fprog *", "The program")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	TUN_UNBOUND
	KAPI_ERRNO(EINVAL, "A tun (not tap) interface, or a program that does not verify")
	KAPI_ERRNO(EFAULT, "The program cannot be read")
	KAPI_STRUCT_SPEC(0, sock_fprog, "What TUNATTACHFILTER reads")
		TUN_FPROG_FIELDS
	KAPI_STRUCT_SPEC_END
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(tundetachfilter)
	KAPI_IOCTL_CMD(TUNDETACHFILTER)
	KAPI_IOCTL_CMD_NAME("TUNDETACHFILTER")
	TUN_FOPS
	KAPI_DESCRIPTION("Remove the classic BPF filter of a tap interface")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_ERRNOS
	TUN_UNBOUND
	KAPI_ERRNO(EINVAL, "A tun (not tap) interface, or no filter attached")
	KAPI_NOTES("Numbered with a struct sock_fprog the kernel does not read.")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(tungetfilter)
	KAPI_IOCTL_CMD(TUNGETFILTER)
	KAPI_IOCTL_CMD_NAME("TUNGETFILTER")
	KAPI_IOCTL_INPUT_SIZE(sizeof(struct sock_fprog))
	TUN_FOPS
	KAPI_DESCRIPTION("Copy out the classic BPF filter of a tap interface")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_INOUT("arg", "struct sock_fprog *", "Room for the program; then its length")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	TUN_UNBOUND
	KAPI_ERRNO(EINVAL, "A tun (not tap) interface, or no filter attached")
	KAPI_ERRNO(EFAULT, "The program cannot be written")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(tunsettxfilter)
	KAPI_IOCTL_CMD(TUNSETTXFILTER)
	KAPI_IOCTL_CMD_NAME("TUNSETTXFILTER")
	KAPI_IOCTL_INPUT_SIZE(sizeof(struct tun_filter))
	TUN_FOPS
	KAPI_DESCRIPTION("Let only frames to these Ethernet addresses through to a tap reader")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_IN("arg", "const struct tun_filter *", "Flags, count, then the addresses")
	KAPI_RETURN_IN_RANGE("int", "How many addresses are matched exactly (the rest by hash)", 0, INT_MAX)
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	TUN_UNBOUND
	KAPI_ERRNO(EINVAL, "A tun (not tap) interface")
	KAPI_ERRNO(EFAULT, "The filter cannot be read")
	KAPI_STRUCT_SPEC(0, tun_filter, "What TUNSETTXFILTER reads")
		KAPI_STRUCT_SIZE(sizeof(struct tun_filter), __alignof__(struct tun_filter))
		KAPI_STRUCT_FIELD(0, "flags", KAPI_TYPE_UINT, "__u16", "TUN_FLT_ALLMULTI")
			KAPI_FIELD_OFFSET(offsetof(struct tun_filter, flags))
			KAPI_FIELD_SIZE(2)
			KAPI_FIELD_CONSTRAINT_MASK(TUN_FLT_ALLMULTI)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(1, "count", KAPI_TYPE_UINT, "__u16", "Addresses that follow")
			KAPI_FIELD_OFFSET(offsetof(struct tun_filter, count))
			KAPI_FIELD_SIZE(2)
		KAPI_STRUCT_FIELD_END
	KAPI_STRUCT_SPEC_END
KAPI_END_SPEC;

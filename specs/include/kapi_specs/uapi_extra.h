/* SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause */
/*
 * Constants and uapi structures the specs need that Debian 12's headers do
 * not have (newer than its linux-libc-dev) or that are kernel-internal.
 * Values are those of the 6.18 kernel.
 */
#ifndef KAPI_SPECS_UAPI_EXTRA_H
#define KAPI_SPECS_UAPI_EXTRA_H

#include <linux/types.h>
#include <linux/ioctl.h>

/* include/linux/sizes.h */
#define SZ_1K			0x00000400
#define SZ_4K			0x00001000
#define SZ_64K			0x00010000
#define SZ_1M			0x00100000
#define SZ_2M			0x00200000

/* Kernel-internal limits used by the specs (x86_64) */
#ifndef PAGE_SHIFT
#define PAGE_SHIFT		12
#endif
#define BLKDEV_MIN_RQ		4
#define SOCK_TYPE_MASK		0xf
/* linux/net.h spells it AF_MAX, which only the C library defines */
#undef NPROTO
#define NPROTO			46	/* AF_MAX in 6.18 */

/* linux/fcntl.h, since 6.14 */
#ifndef AT_EXECVE_CHECK
#define AT_EXECVE_CHECK		0x10000
#endif

/* linux/memfd.h: exec sealing, since 6.3 */
#ifndef MFD_NOEXEC_SEAL
#define MFD_NOEXEC_SEAL		0x0008U
#define MFD_EXEC		0x0010U
#endif

/* linux/pidfd.h: a pidfd for a thread, since 6.9 */
#ifndef PIDFD_THREAD
#define PIDFD_THREAD		O_EXCL
#endif

/* linux/fcntl.h: descriptor queries, since 6.10 and 6.12 */
#ifndef F_DUPFD_QUERY
#define F_DUPFD_QUERY		1027
#endif
#ifndef F_CREATED_QUERY
#define F_CREATED_QUERY		1028
#endif

/* asm-generic/mman-common.h: guard regions, since 6.13 */
#ifndef MADV_GUARD_INSTALL
#define MADV_GUARD_INSTALL	102
#define MADV_GUARD_REMOVE	103
#endif

/* linux/mman.h: mlock2() flag, since 4.4 */
#ifndef MLOCK_ONFAULT
#define MLOCK_ONFAULT		0x01
#endif

/* uapi/fwctl/fwctl.h, since 6.15 */
#define FWCTL_TYPE		0x9A

enum {
	FWCTL_CMD_BASE = 0,
	FWCTL_CMD_INFO = 0,
	FWCTL_CMD_RPC = 1,
};

enum fwctl_device_type {
	FWCTL_DEVICE_TYPE_ERROR = 0,
	FWCTL_DEVICE_TYPE_MLX5 = 1,
	FWCTL_DEVICE_TYPE_CXL = 2,
	FWCTL_DEVICE_TYPE_PDS = 4,
};

enum fwctl_rpc_scope {
	FWCTL_RPC_CONFIGURATION = 0,
	FWCTL_RPC_DEBUG_READ_ONLY = 1,
	FWCTL_RPC_DEBUG_WRITE = 2,
	FWCTL_RPC_DEBUG_WRITE_FULL = 3,
};

struct fwctl_info {
	__u32 size;
	__u32 flags;
	__u32 out_device_type;
	__u32 device_data_len;
	__aligned_u64 out_device_data;
};

struct fwctl_rpc {
	__u32 size;
	__u32 scope;
	__u32 in_len;
	__u32 out_len;
	__aligned_u64 in;
	__aligned_u64 out;
};

#define FWCTL_INFO		_IO(FWCTL_TYPE, FWCTL_CMD_INFO)
#define FWCTL_RPC		_IO(FWCTL_TYPE, FWCTL_CMD_RPC)
#define MAX_RPC_LEN		SZ_2M	/* drivers/fwctl/main.c */

/* receiving into device memory (devmem TCP), since 6.12 */
#ifndef MSG_SOCK_DEVMEM
#define MSG_SOCK_DEVMEM		0x2000000
#endif

/* arch_prctl codes newer than Debian's headers: linear address masking
 * (6.4) and shadow stacks (6.6), arch/x86/include/uapi/asm/prctl.h */
#ifndef ARCH_GET_UNTAG_MASK
#define ARCH_GET_UNTAG_MASK	0x4001
#define ARCH_ENABLE_TAGGED_ADDR	0x4002
#define ARCH_GET_MAX_TAG_BITS	0x4003
#define ARCH_FORCE_TAGGED_SVA	0x4004
#endif
#ifndef ARCH_SHSTK_ENABLE
#define ARCH_SHSTK_ENABLE	0x5001
#define ARCH_SHSTK_DISABLE	0x5002
#define ARCH_SHSTK_LOCK		0x5003
#define ARCH_SHSTK_UNLOCK	0x5004
#define ARCH_SHSTK_STATUS	0x5005
#endif

/* per-call I/O flags newer than Debian's headers (6.9, 6.11, 6.14) */
#ifndef RWF_NOAPPEND
#define RWF_NOAPPEND		0x00000020
#endif
#ifndef RWF_ATOMIC
#define RWF_ATOMIC		0x00000040
#endif
#ifndef RWF_DONTCACHE
#define RWF_DONTCACHE		0x00000080
#endif
#ifndef RWF_NOSIGNAL
#define RWF_NOSIGNAL		0x00000100	/* 6.11 */
#endif

/* membarrier: which commands the process registered for (6.3) */
#ifndef MEMBARRIER_CMD_GET_REGISTRATIONS
#define MEMBARRIER_CMD_GET_REGISTRATIONS	(1 << 9)
#endif

/* fallocate: zeroes written out rather than unwritten extents (6.17) */
#ifndef FALLOC_FL_WRITE_ZEROES
#define FALLOC_FL_WRITE_ZEROES	0x80
#endif

/* the C library's name for EOPNOTSUPP, which man pages use */
#ifndef ENOTSUP
#define ENOTSUP			95
#endif

/* ioctls newer than Debian's headers: pidfd (6.9, 6.13), nsfs (6.10-6.18),
 * seccomp notification flags (6.6), userfaultfd (6.6, 6.8); the nsfs,
 * seccomp and userfaultfd ones need their uapi header included first */
#ifndef PIDFD_GET_INFO
#define PIDFS_IOCTL_MAGIC	0xFF
#define PIDFD_GET_CGROUP_NAMESPACE		_IO(PIDFS_IOCTL_MAGIC, 1)
#define PIDFD_GET_IPC_NAMESPACE			_IO(PIDFS_IOCTL_MAGIC, 2)
#define PIDFD_GET_MNT_NAMESPACE			_IO(PIDFS_IOCTL_MAGIC, 3)
#define PIDFD_GET_NET_NAMESPACE			_IO(PIDFS_IOCTL_MAGIC, 4)
#define PIDFD_GET_PID_NAMESPACE			_IO(PIDFS_IOCTL_MAGIC, 5)
#define PIDFD_GET_PID_FOR_CHILDREN_NAMESPACE	_IO(PIDFS_IOCTL_MAGIC, 6)
#define PIDFD_GET_TIME_NAMESPACE		_IO(PIDFS_IOCTL_MAGIC, 7)
#define PIDFD_GET_TIME_FOR_CHILDREN_NAMESPACE	_IO(PIDFS_IOCTL_MAGIC, 8)
#define PIDFD_GET_USER_NAMESPACE		_IO(PIDFS_IOCTL_MAGIC, 9)
#define PIDFD_GET_UTS_NAMESPACE			_IO(PIDFS_IOCTL_MAGIC, 10)
#define PIDFD_INFO_PID		(1UL << 0)
#define PIDFD_INFO_CREDS	(1UL << 1)
#define PIDFD_INFO_CGROUPID	(1UL << 2)
#define PIDFD_INFO_EXIT		(1UL << 3)
#define PIDFD_INFO_COREDUMP	(1UL << 4)
#define PIDFD_INFO_SIZE_VER0	64
#define PIDFD_INFO_SIZE_VER1	72
struct pidfd_info {
	__u64 mask;
	__u64 cgroupid;
	__u32 pid;
	__u32 tgid;
	__u32 ppid;
	__u32 ruid;
	__u32 rgid;
	__u32 euid;
	__u32 egid;
	__u32 suid;
	__u32 sgid;
	__u32 fsuid;
	__u32 fsgid;
	__s32 exit_code;
	__u32 coredump_mask;
	__u32 __spare1;
};
#define PIDFD_GET_INFO		_IOWR(PIDFS_IOCTL_MAGIC, 11, struct pidfd_info)
#endif
#if defined(NSIO) && !defined(NS_GET_MNTNS_ID)
#define NS_GET_MNTNS_ID		_IOR(NSIO, 0x5, __u64)
#define NS_GET_PID_FROM_PIDNS	_IOR(NSIO, 0x6, int)
#define NS_GET_TGID_FROM_PIDNS	_IOR(NSIO, 0x7, int)
#define NS_GET_PID_IN_PIDNS	_IOR(NSIO, 0x8, int)
#define NS_GET_TGID_IN_PIDNS	_IOR(NSIO, 0x9, int)
struct mnt_ns_info {
	__u32 size;
	__u32 nr_mounts;
	__u64 mnt_ns_id;
};
#define MNT_NS_INFO_SIZE_VER0	16
#define NS_MNT_GET_INFO		_IOR(NSIO, 10, struct mnt_ns_info)
#define NS_MNT_GET_NEXT		_IOR(NSIO, 11, struct mnt_ns_info)
#define NS_MNT_GET_PREV		_IOR(NSIO, 12, struct mnt_ns_info)
#endif
#if defined(NSIO) && !defined(NS_GET_ID)
#define NS_GET_ID		_IOR(NSIO, 13, __u64)
#endif
#if defined(SECCOMP_IOC_MAGIC) && !defined(SECCOMP_IOCTL_NOTIF_SET_FLAGS)
#define SECCOMP_IOCTL_NOTIF_SET_FLAGS	SECCOMP_IOW(4, __u64)
#define SECCOMP_USER_NOTIF_FD_SYNC_WAKE_UP	(1UL << 0)
#endif
#if defined(UFFDIO) && !defined(UFFDIO_MOVE)
#define _UFFDIO_MOVE		(0x05)
struct uffdio_move {
	__u64 dst;
	__u64 src;
	__u64 len;
	__u64 mode;
	__s64 move;
};
#define UFFDIO_MOVE_MODE_DONTWAKE	((__u64)1 << 0)
#define UFFDIO_MOVE_MODE_ALLOW_SRC_HOLES	((__u64)1 << 1)
#define UFFDIO_MOVE		_IOWR(UFFDIO, _UFFDIO_MOVE, struct uffdio_move)
#endif
#if defined(UFFDIO) && !defined(UFFDIO_POISON)
#define _UFFDIO_POISON		(0x08)
struct uffdio_poison {
	struct uffdio_range range;
	__u64 mode;
	__s64 updated;
};
#define UFFDIO_POISON_MODE_DONTWAKE	((__u64)1 << 0)
#define UFFDIO_POISON		_IOWR(UFFDIO, _UFFDIO_POISON, struct uffdio_poison)
#endif

#if defined(UFFDIO) && !defined(UFFD_FEATURE_MOVE)
#define UFFD_FEATURE_WP_UNPOPULATED	(1 << 13)
#define UFFD_FEATURE_POISON		(1 << 14)
#define UFFD_FEATURE_WP_ASYNC		(1 << 15)
#define UFFD_FEATURE_MOVE		(1 << 16)
#define UFFDIO_CONTINUE_MODE_WP		((__u64)1 << 1)
#endif

/* file system identity ioctls (6.5, 6.8) */
#ifndef FS_IOC_GETFSUUID
struct fsuuid2 {
	__u8 len;
	__u8 uuid[16];
};
struct fs_sysfs_path {
	__u8 len;
	__u8 name[128];
};
#define FS_IOC_GETFSUUID	_IOR(0x15, 0, struct fsuuid2)
#define FS_IOC_GETFSSYSFSPATH	_IOR(0x15, 1, struct fs_sysfs_path)
#endif

/* tun: create the interface with its carrier off (6.0) */
#if defined(IFF_TUN) && !defined(IFF_NO_CARRIER)
#define IFF_NO_CARRIER		0x0040
#endif

/* fuse passthrough backing files (6.9) */
#if defined(FUSE_DEV_IOC_MAGIC) && !defined(FUSE_DEV_IOC_BACKING_OPEN)
struct fuse_backing_map {
	__s32 fd;
	__u32 flags;
	__u64 padding;
};
#define FUSE_DEV_IOC_BACKING_OPEN	_IOW(FUSE_DEV_IOC_MAGIC, 1, struct fuse_backing_map)
#define FUSE_DEV_IOC_BACKING_CLOSE	_IOW(FUSE_DEV_IOC_MAGIC, 2, __u32)
#endif

#endif /* KAPI_SPECS_UAPI_EXTRA_H */

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

#endif /* KAPI_SPECS_UAPI_EXTRA_H */

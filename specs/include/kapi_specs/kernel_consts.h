/* SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause */
/*
 * Kernel-internal names that spec blocks use in constant expressions but
 * that no uapi header exports.  The source extractor's constant table is
 * built from the uapi headers plus this file; values are those of x86_64
 * on the 6.18 kernel.
 */
#ifndef KAPI_SPECS_KERNEL_CONSTS_H
#define KAPI_SPECS_KERNEL_CONSTS_H

#include <kapi_specs/uapi_extra.h>

/* include/linux/err.h: the largest errno an ERR_PTR() holds */
#define MAX_ERRNO		4095

/* include/linux/sizes.h (the ones uapi_extra.h lacks) */
#define SZ_1			0x00000001
#define SZ_2			0x00000002
#define SZ_4			0x00000004
#define SZ_8			0x00000008
#define SZ_16			0x00000010
#define SZ_32			0x00000020
#define SZ_64			0x00000040
#define SZ_128			0x00000080
#define SZ_256			0x00000100
#define SZ_512			0x00000200
#define SZ_2K			0x00000800
#define SZ_8K			0x00002000
#define SZ_16K			0x00004000
#define SZ_32K			0x00008000
#define SZ_128K			0x00020000
#define SZ_256K			0x00040000
#define SZ_512K			0x00080000
#define SZ_4M			0x00400000
#define SZ_8M			0x00800000
#define SZ_16M			0x01000000
#define SZ_32M			0x02000000
#define SZ_64M			0x04000000
#define SZ_128M			0x08000000
#define SZ_256M			0x10000000
#define SZ_512M			0x20000000
#define SZ_1G			0x40000000
#define SZ_2G			0x80000000ULL
#define SZ_4G			0x100000000ULL

/* include/linux/limits.h and vdso/limits.h */
#define U8_MAX			((unsigned char)~0U)
#define S8_MAX			((signed char)(U8_MAX >> 1))
#define S8_MIN			((signed char)(-S8_MAX - 1))
#define U16_MAX			((unsigned short)~0U)
#define S16_MAX			((short)(U16_MAX >> 1))
#define S16_MIN			((short)(-S16_MAX - 1))
#define U32_MAX			((unsigned int)~0U)
#define S32_MAX			((int)(U32_MAX >> 1))
#define S32_MIN			((int)(-S32_MAX - 1))
#define U64_MAX			((unsigned long long)~0ULL)
#define S64_MAX			((long long)(U64_MAX >> 1))
#define S64_MIN			((long long)(-S64_MAX - 1))
#define SIZE_MAX_KERNEL		(~(unsigned long)0)
#define PHYS_ADDR_MAX		(~(unsigned long long)0)

/* arch/x86 page geometry */
#define PAGE_SIZE		(1UL << PAGE_SHIFT)
#define PAGE_MASK		(~(PAGE_SIZE - 1))
#define PMD_SHIFT		21
#define PUD_SHIFT		30
#define HPAGE_SHIFT		PMD_SHIFT
#define HPAGE_SIZE		(1UL << HPAGE_SHIFT)
#if defined(__aarch64__)
/* arch/arm64: 1 << VA_BITS, 48 in Debian's arm64 kernels (4 KB pages);
 * the arm64 6.1 kernel maps an old_len of (1 << 47) - 4096 in mremap */
#define TASK_SIZE_MAX		(1UL << 48)
#else
#define TASK_SIZE_MAX		((1UL << 47) - PAGE_SIZE)
#endif

/* include/linux/binfmts.h, sched.h, cred.h, fs.h */
#define MAX_ARG_STRLEN		(PAGE_SIZE * 32)
#define MAX_ARG_STRINGS		0x7FFFFFFF
#define BINPRM_BUF_SIZE		256
#define TASK_COMM_LEN		16
#define MAX_RW_COUNT		(INT_MAX & PAGE_MASK)
#define MAX_LFS_FILESIZE	((long long)LLONG_MAX)
#define NR_OPEN_DEFAULT		64
/* include/linux/threads.h: the largest PID on 64-bit; user and group
 * IDs stop one short of (uid_t)-1, which means "no change" */
#define PID_MAX_LIMIT		(4 * 1024 * 1024)
#define UID_MAX_VALID		0xfffffffeU
#define SECTOR_SHIFT		9
#define SECTOR_SIZE		(1 << SECTOR_SHIFT)

/* include/linux/fcntl.h: the first struct open_how */
#define OPEN_HOW_SIZE_VER0	24

/* fs/eventpoll.c: INT_MAX / sizeof(struct epoll_event), 12 bytes (packed)
 * on x86-64, 16 elsewhere (the arm64 6.1 kernel refuses x86's maximum) */
#if defined(__x86_64__)
#define EP_MAX_EVENTS		(INT_MAX / 12)
#else
#define EP_MAX_EVENTS		(INT_MAX / 16)
#endif

/* io_uring/io_uring.h: the largest submission queue */
#define IORING_MAX_ENTRIES	32768

/* include/linux/blkdev.h */
#define BLK_MAX_SEGMENTS	128
#define BLK_DEF_MAX_SECTORS_CAP	2560
#define BLK_MIN_SEGMENT_SIZE	4096

/* include/linux/errno.h: codes a tracer sees but programs never do */
#ifndef ERESTARTSYS
#define ERESTARTSYS		512
#define ERESTARTNOINTR		513
#define ERESTARTNOHAND		514
#define ENOIOCTLCMD		515
#define ERESTART_RESTARTBLOCK	516
#endif

/* kernel/signal and locking: names some spec blocks mention */
#define SIGRTMIN_KERNEL		32
#define MAX_SCHEDULE_TIMEOUT	LONG_MAX

#endif /* KAPI_SPECS_KERNEL_CONSTS_H */

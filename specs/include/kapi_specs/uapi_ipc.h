/* SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause */
/*
 * Constants of the IPC, futex2, AIO, io_uring and splice specs that
 * Debian 12's uapi headers lack (added after 6.1) or keep kernel-internal.
 * Values are those of the 6.18 kernel on x86_64.
 */
#ifndef KAPI_SPECS_UAPI_IPC_H
#define KAPI_SPECS_UAPI_IPC_H

/* linux/futex.h: futex2 flags, since 6.7 (NUMA and MPOL since 6.16) */
#ifndef FUTEX2_SIZE_U32
#define FUTEX2_SIZE_U8		0x00
#define FUTEX2_SIZE_U16		0x01
#define FUTEX2_SIZE_U32		0x02
#define FUTEX2_SIZE_U64		0x03
#define FUTEX2_NUMA		0x04
#define FUTEX2_PRIVATE		128
#endif
#ifndef FUTEX2_MPOL
#define FUTEX2_MPOL		0x08
#endif
#ifndef FUTEX2_SIZE_MASK
#define FUTEX2_SIZE_MASK	0x03
#endif

/* linux/io_uring.h: io_uring_enter flags newer than 6.1 */
#ifndef IORING_ENTER_ABS_TIMER
#define IORING_ENTER_ABS_TIMER		(1U << 5)
#endif
#ifndef IORING_ENTER_EXT_ARG_REG
#define IORING_ENTER_EXT_ARG_REG	(1U << 6)
#endif
#ifndef IORING_ENTER_NO_IOWAIT
#define IORING_ENTER_NO_IOWAIT		(1U << 7)
#endif
/* linux/io_uring.h: opcode flag for a ring registered in the task */
#ifndef IORING_REGISTER_USE_REGISTERED_RING
#define IORING_REGISTER_USE_REGISTERED_RING	(1U << 31)
#endif
/*
 * The first register opcode 6.18 does not know (IORING_REGISTER_QUERY is
 * 35; Debian's header names an older end) and the registered-ring slots.
 */
#define KAPI_IORING_REGISTER_LAST_6_18	36
#define IO_RINGFD_REG_MAX	16

/* splice flags: the C library's fcntl.h has them, no uapi header does */
#ifndef SPLICE_F_MOVE
#define SPLICE_F_MOVE		1
#define SPLICE_F_NONBLOCK	2
#define SPLICE_F_MORE		4
#define SPLICE_F_GIFT		8
#endif

#endif /* KAPI_SPECS_UAPI_IPC_H */

/* SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause */
/*
 * What kapi watch's BPF programs (watch.bpf.c) and their loader (watch.c)
 * share: the per-syscall checks user space writes into the "checks" map
 * and the violation records the programs send back through the ring
 * buffer.  Only fixed-width types: the same header is compiled for the
 * BPF target against vmlinux.h and for the host against <linux/types.h>.
 */
#ifndef KAPI_LIB_WATCH_ABI_H
#define KAPI_LIB_WATCH_ABI_H

#include "check/regop.h"

#define KAPI_WATCH_MAX_NR	512	/* syscall numbers checked: 0..511 */
#define KAPI_WATCH_ENUMS	64	/* values of an enum listed in the kernel */
#define KAPI_WATCH_STR		258	/* a string argument: 256 bytes, NUL, one more */
#define KAPI_WATCH_ERRNO_MAX	256	/* errnos below this are in the bitmap */
#define KAPI_WATCH_PID_LIMIT	4194304	/* the kernel's PID_MAX_LIMIT */

/* How processes are chosen (the rodata "target"). */
enum kapi_watch_target_kind {
	KAPI_WATCH_T_TGID = 0,	/* the tgids in the "watched" bitmap (and children) */
	KAPI_WATCH_T_ALL,	/* every process but kapi itself */
	KAPI_WATCH_T_CGROUP,	/* tasks under the cgroup in the "cgroup" map */
	KAPI_WATCH_T_COMM,	/* tasks whose comm is the rodata "comm" */
};

/* One argument's register check; user space derives it from the spec. */
enum kapi_watch_check_kind {
	KAPI_WATCH_C_NONE = 0,
	KAPI_WATCH_C_MASK,		/* v & bits: refused bits set */
	KAPI_WATCH_C_RANGE_S,		/* signed lo..hi */
	KAPI_WATCH_C_RANGE_U,		/* unsigned lo..hi */
	KAPI_WATCH_C_ENUM,		/* one of enums[0..nenums) */
	KAPI_WATCH_C_ALIGN,		/* v % lo == 0 */
	KAPI_WATCH_C_POW2,		/* a power of two (0 too when optional) */
	KAPI_WATCH_C_NONZERO,		/* v != 0 */
	KAPI_WATCH_C_NONNULL,		/* a pointer that is not optional */
	KAPI_WATCH_C_ENUM_SET,		/* bit v - lo of set[] (a long enum) */
};

/* kapi_watch_arg.flags */
#define KAPI_WATCH_A_32		0x01	/* a 32-bit C type: truncate first */
#define KAPI_WATCH_A_SIGNED	0x02	/* ... and sign-extend */
#define KAPI_WATCH_A_OPTIONAL	0x04	/* 0 means absent (POW2) */
#define KAPI_WATCH_A_FDCWD	0x08	/* AT_FDCWD (-100) means unused */
#define KAPI_WATCH_A_STRING	0x10	/* read the text when reporting */
#define KAPI_WATCH_A_FD		0x20	/* a descriptor: closed one after EBADF */
#define KAPI_WATCH_A_UPTR	0x40	/* a pointer: unreadable one after EFAULT */

struct kapi_watch_arg {
	__u8 kind;
	__u8 flags;
	__u8 nenums;		/* ENUM: up to KAPI_WATCH_ENUMS */
	__s8 size_idx;		/* NONNULL: unused when that argument is 0 */
	__u32 pad;
	__u64 bits;		/* MASK: the refused bits */
	__s64 lo, hi;		/* RANGE; ALIGN: lo is the alignment */
	__s64 enums[KAPI_WATCH_ENUMS];
	__u64 set[4];		/* ENUM_SET: values lo..lo+255 */
};

/* kapi_watch_syscall.ret_kind */
enum kapi_watch_ret_kind {
	KAPI_WATCH_R_NONE = 0,
	KAPI_WATCH_R_EXACT,	/* success is lo exactly */
	KAPI_WATCH_R_RANGE,	/* success lies in lo..hi */
	KAPI_WATCH_R_NORETURN,	/* any return is a finding */
};

/* kapi_watch_syscall.flags */
#define KAPI_WATCH_S_ACTIVE	0x01
#define KAPI_WATCH_S_EXEC	0x02	/* execve: success returns to a new image */
#define KAPI_WATCH_S_NO_EXIT	0x04	/* never returns: checked at entry */
#define KAPI_WATCH_S_ENOSYS_OK	0x08	/* ENOSYS needs no listing */
#define KAPI_WATCH_S_BIG_ERRNO	0x10	/* errnos >= 256 may be listed */
#define KAPI_WATCH_S_RET32	0x20	/* a kernel function returning int */
#define KAPI_WATCH_S_VOID	0x40	/* a kernel function returning nothing */
#define KAPI_WATCH_S_EXPR	0x80	/* has a program in the "exprs" map */

/* Kernel functions: fexit slots, reported as nr KAPI_WATCH_FN_BASE + slot */
#define KAPI_WATCH_FN_SLOTS	16
#define KAPI_WATCH_FN_BASE	4096

/* One syscall's checks; its constraint expressions are in "exprs". */
struct kapi_watch_syscall {
	__u8 flags;
	__u8 nargs;
	__u8 ret_kind;
	__u8 pad[5];
	__s64 ret_lo, ret_hi;
	__u64 errnos[KAPI_WATCH_ERRNO_MAX / 64];	/* bit e: -e is listed */
	struct kapi_watch_arg arg[6];
};

/*
 * The constraint expressions of a syscall that need only the registers,
 * as one program (regop.h, regcheck.h): the call breaks one of them when
 * the program leaves 0.
 */
struct kapi_watch_expr {
	__u32 nops;
	__u32 pad;
	struct kapi_reg_insn op[KAPI_REG_OPS_MAX];
};

/* Per-CPU counts per syscall, for --summary. */
struct kapi_watch_count {
	__u64 calls;
	__u64 findings;		/* failed checks */
};

/* kapi_watch_event.bad: bits 0-5 arguments, then these */
#define KAPI_WATCH_E_RET	(1u << 6)	/* the result */
#define KAPI_WATCH_E_RETURNED	(1u << 7)	/* ret is valid */
#define KAPI_WATCH_E_FDCLOSED(i)  (1u << (8 + (i)))	/* fd i not open */
#define KAPI_WATCH_E_FAULT(i)	  (1u << (16 + (i)))	/* ptr i unreadable */
#define KAPI_WATCH_E_CUT(i)	  (1u << (24 + (i)))	/* string i cut */
#define KAPI_WATCH_E_EXPR	  (1u << 30)	/* a constraint expression is false */
#define KAPI_WATCH_E_FINDINGS	  (0x00ffff7fu | KAPI_WATCH_E_EXPR) /* bits that are findings */

/* A call that failed a check, as the ring buffer carries it. */
struct kapi_watch_event {
	__u32 tid;
	__u32 tgid;
	__s32 nr;
	__u32 bad;
	__u64 args[6];
	__s64 ret;
	__u8 has_string;	/* bit i: str[i] holds argument i's text */
	__u8 pad[7];
	char str[6][KAPI_WATCH_STR];
};

#endif /* KAPI_LIB_WATCH_ABI_H */

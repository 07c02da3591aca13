/* SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause */
/*
 * Constants of the clock, timer, memory-policy and host-control specs that
 * Debian 12's headers lack (newer than its linux-libc-dev, or internal to
 * the kernel).  Values are those of the 6.18 kernel on x86_64.
 */
#ifndef KAPI_SPECS_UAPI_TIME_MM_H
#define KAPI_SPECS_UAPI_TIME_MM_H

/* linux/time.h, since 6.17: the first auxiliary clock and how many */
#ifndef CLOCK_AUX
#define CLOCK_AUX		16
#endif
#ifndef MAX_AUX_CLOCKS
#define MAX_AUX_CLOCKS		8
#endif
#ifndef CLOCK_AUX_LAST
#define CLOCK_AUX_LAST		(CLOCK_AUX + MAX_AUX_CLOCKS - 1)
#endif

/* linux/mempolicy.h: the mode added in 6.9, and one past the last mode */
#ifndef MPOL_WEIGHTED_INTERLEAVE
#define MPOL_WEIGHTED_INTERLEAVE	6
#endif
#define KAPI_MPOL_MODES		7	/* MPOL_MAX of 6.18 */
/* The modes, one value in bits 0-2 of a mode argument (a field, not flags) */
#define KAPI_MPOL_MODE_FIELD	(MPOL_DEFAULT | MPOL_PREFERRED | MPOL_BIND | \
				 MPOL_INTERLEAVE | MPOL_LOCAL | \
				 MPOL_PREFERRED_MANY | MPOL_WEIGHTED_INTERLEAVE)

/* include/linux/syslog.h (not uapi): the actions of syslog(2) */
#ifndef SYSLOG_ACTION_CLOSE
#define SYSLOG_ACTION_CLOSE		0
#define SYSLOG_ACTION_OPEN		1
#define SYSLOG_ACTION_READ		2
#define SYSLOG_ACTION_READ_ALL		3
#define SYSLOG_ACTION_READ_CLEAR	4
#define SYSLOG_ACTION_CLEAR		5
#define SYSLOG_ACTION_CONSOLE_OFF	6
#define SYSLOG_ACTION_CONSOLE_ON	7
#define SYSLOG_ACTION_CONSOLE_LEVEL	8
#define SYSLOG_ACTION_SIZE_UNREAD	9
#define SYSLOG_ACTION_SIZE_BUFFER	10
#endif

/* arch/x86/include/asm/io_bitmap.h: ports ioperm() reaches */
#define IO_BITMAP_BITS		65536

/* the bytes of a page bitmap get_nodes() reads at most, in bits, plus 1 */
#define KAPI_MAXNODE_LIMIT	(4096 * 8 + 1)

/* MAX_NUMNODES of a distribution x86_64 kernel (NODES_SHIFT 10) */
#define KAPI_MAX_NUMNODES	1024

/* arch/x86: protection keys a process may hold with PKU */
#define KAPI_X86_PKEYS		16

/* struct user_desc, the one entry modify_ldt() writes */
#define KAPI_USER_DESC_SIZE	16

#endif /* KAPI_SPECS_UAPI_TIME_MM_H */

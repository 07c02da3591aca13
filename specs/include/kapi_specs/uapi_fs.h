/* SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause */
/*
 * Constants of the mount, file-handle, fanotify, xattr-at and file_attr
 * interfaces that Debian 12's uapi headers (6.1) lack.  Values are those
 * of the 6.18 kernel.
 */
#ifndef KAPI_SPECS_UAPI_FS_H
#define KAPI_SPECS_UAPI_FS_H

#include <linux/mount.h>

/* linux/mount.h: mount beneath the top mount, since 6.5 */
#ifndef MOVE_MOUNT_BENEATH
#define MOVE_MOUNT_BENEATH	0x00000200
#endif
#define KAPI_MOVE_MOUNT_FLAGS	0x00000377	/* MOVE_MOUNT__MASK in 6.18 */

/* linux/mount.h: fsconfig() commands past 6.1 */
#define KAPI_FSCONFIG_CMD_CREATE_EXCL	8	/* since 6.6 */

/* linux/mount.h: every MOUNT_ATTR_* bit of 6.18 */
#define KAPI_MOUNT_ATTR_FLAGS	(0x00000001 | 0x00000002 | 0x00000004 | \
				 0x00000008 | 0x00000070 | 0x00000080 | \
				 0x00100000 | 0x00200000)
/* the ones fsmount() takes (no idmapping there) */
#define KAPI_FSMOUNT_ATTR_FLAGS	(0x00000001 | 0x00000002 | 0x00000004 | \
				 0x00000008 | 0x00000070 | 0x00000080 | \
				 0x00200000)
#ifndef MOUNT_ATTR_SIZE_VER0
#define MOUNT_ATTR_SIZE_VER0	32
#endif

/* linux/mount.h: statmount() and listmount(), since 6.8 */
#ifndef MNT_ID_REQ_SIZE_VER0
#define MNT_ID_REQ_SIZE_VER0	24
#endif
#ifndef MNT_ID_REQ_SIZE_VER1
#define MNT_ID_REQ_SIZE_VER1	32	/* with mnt_ns_id, since 6.11 */
#endif
#ifndef STATMOUNT_SB_BASIC
#define STATMOUNT_SB_BASIC		0x00000001U
#define STATMOUNT_MNT_BASIC		0x00000002U
#define STATMOUNT_PROPAGATE_FROM	0x00000004U
#define STATMOUNT_MNT_ROOT		0x00000008U
#define STATMOUNT_MNT_POINT		0x00000010U
#define STATMOUNT_FS_TYPE		0x00000020U
#endif
#ifndef STATMOUNT_MNT_NS_ID
#define STATMOUNT_MNT_NS_ID		0x00000040U
#endif
#ifndef STATMOUNT_MNT_OPTS
#define STATMOUNT_MNT_OPTS		0x00000080U
#endif
#ifndef LSMT_ROOT
#define LSMT_ROOT		0xffffffffffffffffULL
#endif
#ifndef LISTMOUNT_REVERSE
#define LISTMOUNT_REVERSE	(1 << 0)	/* since 6.11 */
#endif

/* linux/fcntl.h: name_to_handle_at() flags past 6.1 */
#ifndef AT_HANDLE_FID
#define AT_HANDLE_FID		0x200		/* since 6.5 */
#endif
#ifndef AT_HANDLE_MNT_ID_UNIQUE
#define AT_HANDLE_MNT_ID_UNIQUE	0x001		/* since 6.12 */
#endif
#ifndef AT_HANDLE_CONNECTABLE
#define AT_HANDLE_CONNECTABLE	0x002		/* since 6.13 */
#endif
#ifndef MAX_HANDLE_SZ
#define MAX_HANDLE_SZ		128
#endif

/* linux/fanotify.h: fanotify_init() flags past 6.1 */
#ifndef FAN_REPORT_FD_ERROR
#define FAN_REPORT_FD_ERROR	0x00002000	/* since 6.13 */
#endif
#ifndef FAN_REPORT_MNT
#define FAN_REPORT_MNT		0x00004000	/* since 6.14 */
#endif
#define KAPI_FAN_INIT_FLAGS	(0x00001fff | FAN_REPORT_FD_ERROR | \
				 FAN_REPORT_MNT)
/* fanotify_mark() flags: every FAN_MARK_* bit of 6.18 */
#define KAPI_FAN_MARK_FLAGS	0x000007ff
/* fanotify_mark() events and event flags of 6.18 */
#ifndef FAN_PRE_ACCESS
#define FAN_PRE_ACCESS		0x00100000	/* since 6.14 */
#endif
#ifndef FAN_MNT_ATTACH
#define FAN_MNT_ATTACH		0x01000000	/* since 6.14 */
#define FAN_MNT_DETACH		0x02000000
#endif
#define KAPI_FAN_MARK_MASK	(0x00001fffULL /* ACCESS .. OPEN_EXEC */ | \
				 0x00008000ULL /* FS_ERROR */ | \
				 0x00070000ULL /* the _PERM events */ | \
				 FAN_PRE_ACCESS | FAN_MNT_ATTACH | \
				 FAN_MNT_DETACH | \
				 0x08000000ULL /* EVENT_ON_CHILD */ | \
				 0x10000000ULL /* RENAME */ | \
				 0x40000000ULL /* ONDIR */)

/* linux/xattr.h: the argument block of setxattrat()/getxattrat(), 6.13 */
#ifndef XATTR_ARGS_SIZE_VER0
#define XATTR_ARGS_SIZE_VER0	16
#endif

/* linux/fs.h: struct file_attr of file_getattr()/file_setattr(), 6.17 */
#ifndef FILE_ATTR_SIZE_VER0
#define FILE_ATTR_SIZE_VER0	24
#endif

/* The largest user structure the extensible calls read (PAGE_SIZE) */
#define KAPI_EXT_STRUCT_MAX	4096

/* sys/mount.h (the C library's): umount2() flags; named here, since the
 * C library's header clashes with linux/mount.h (a trace shows MNT_FORCE) */
#define KAPI_MNT_FORCE		0x1
#define KAPI_MNT_DETACH		0x2
#define KAPI_MNT_EXPIRE		0x4
#define KAPI_UMOUNT_NOFOLLOW	0x8
#define KAPI_UMOUNT_FLAGS	(KAPI_MNT_FORCE | KAPI_MNT_DETACH | \
				 KAPI_MNT_EXPIRE | KAPI_UMOUNT_NOFOLLOW)

/* linux/mount.h: the MS_* bits mount() acts on ... */
#define KAPI_MS_FLAGS		(MS_RDONLY | MS_NOSUID | MS_NODEV | MS_NOEXEC | \
				 MS_SYNCHRONOUS | MS_REMOUNT | MS_MANDLOCK | \
				 MS_DIRSYNC | MS_NOSYMFOLLOW | MS_NOATIME | \
				 MS_NODIRATIME | MS_BIND | MS_MOVE | MS_REC | \
				 MS_SILENT | MS_POSIXACL | MS_UNBINDABLE | \
				 MS_PRIVATE | MS_SLAVE | MS_SHARED | \
				 MS_RELATIME | MS_I_VERSION | MS_STRICTATIME | \
				 MS_LAZYTIME)
/* ... and the kernel-internal ones it drops without a word (bits 32-63
 * and MS_NOUSER are refused) */
#define KAPI_MS_IGNORED		(0x200 /* unassigned */ | MS_KERNMOUNT | \
				 MS_SUBMOUNT | MS_NOREMOTELOCK | MS_NOSEC | \
				 MS_BORN | MS_ACTIVE)

/* swapon() flags: priority, prefer, and the discard policies */
#ifndef SWAP_FLAG_DISCARD_ONCE
#define SWAP_FLAG_DISCARD_ONCE	0x20000
#define SWAP_FLAG_DISCARD_PAGES	0x40000
#endif
#define KAPI_SWAP_FLAGS		0x7ffff

/* listmount(): the most IDs one call returns */
#define KAPI_LISTMOUNT_MAX	1000000

#endif /* KAPI_SPECS_UAPI_FS_H */

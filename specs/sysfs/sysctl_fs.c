// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * fs.* sysctls (/proc/sys/fs, fs/): file and inotify limits, pipe and
 * AIO limits, and the link and dump protections.
 */
#include <limits.h>
#include <kapi/spec_compile.h>
#include <kapi_specs/helpers.h>

DEFINE_SYSFS_API_SPEC(sysctl_fs_file_max)
	KAPI_ATTR("sysctl", KAPI_SYSFS_UINT_RW, "file-max", "unsigned long", 0644,
		  "/proc/sys/fs/file-max",
		  "Most open files the system allows")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_fs_file_nr)
	KAPI_ATTR("sysctl", KAPI_SYSFS_STRING_RO, "file-nr", "char *", 0444,
		  "/proc/sys/fs/file-nr",
		  "Open files, free file structures (always 0) and file-max, three integers")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_fs_nr_open)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "nr_open", "int", 0644,
		  "/proc/sys/fs/nr_open",
		  "Highest RLIMIT_NOFILE a process may set",
		  KAPI_SYSFS_RANGE(1024, INT_MAX))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_fs_inode_nr)
	KAPI_ATTR("sysctl", KAPI_SYSFS_STRING_RO, "inode-nr", "char *", 0444,
		  "/proc/sys/fs/inode-nr",
		  "Inodes allocated and unused ones, two integers")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_fs_dentry_state)
	KAPI_ATTR("sysctl", KAPI_SYSFS_STRING_RO, "dentry-state", "char *", 0444,
		  "/proc/sys/fs/dentry-state",
		  "Dentry cache counters: total, unused, age limit, want pages, negative, dummy")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_fs_inotify_max_user_watches)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "max_user_watches", "int", 0644,
		  "/proc/sys/fs/inotify/max_user_watches",
		  "Most inotify watches one user may create",
		  KAPI_SYSFS_RANGE(0, INT_MAX))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_fs_inotify_max_user_instances)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "max_user_instances", "int", 0644,
		  "/proc/sys/fs/inotify/max_user_instances",
		  "Most inotify instances one user may create",
		  KAPI_SYSFS_RANGE(0, INT_MAX))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_fs_inotify_max_queued_events)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "max_queued_events", "int", 0644,
		  "/proc/sys/fs/inotify/max_queued_events",
		  "Events an inotify instance queues before IN_Q_OVERFLOW",
		  KAPI_SYSFS_RANGE(0, INT_MAX))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_fs_epoll_max_user_watches)
	KAPI_ATTR("sysctl", KAPI_SYSFS_UINT_RW, "max_user_watches", "long", 0644,
		  "/proc/sys/fs/epoll/max_user_watches",
		  "Most descriptors one user may watch with epoll")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_fs_aio_max_nr)
	KAPI_ATTR("sysctl", KAPI_SYSFS_UINT_RW, "aio-max-nr", "unsigned long", 0644,
		  "/proc/sys/fs/aio-max-nr",
		  "Most AIO requests in flight system-wide")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_fs_aio_nr)
	KAPI_ATTR("sysctl", KAPI_SYSFS_UINT_RO, "aio-nr", "unsigned long", 0444,
		  "/proc/sys/fs/aio-nr",
		  "AIO requests now in flight system-wide")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_fs_pipe_max_size)
	KAPI_ATTR("sysctl", KAPI_SYSFS_UINT_RW, "pipe-max-size", "unsigned int", 0644,
		  "/proc/sys/fs/pipe-max-size",
		  "Largest buffer F_SETPIPE_SZ grants an unprivileged user; rounded up to a power-of-two number of pages",
		  KAPI_SYSFS_RANGE(4096, UINT_MAX) KAPI_UNITS("bytes"))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_fs_pipe_user_pages_soft)
	KAPI_ATTR("sysctl", KAPI_SYSFS_UINT_RW, "pipe-user-pages-soft", "unsigned long", 0644,
		  "/proc/sys/fs/pipe-user-pages-soft",
		  "Pipe buffer pages a user may hold before new pipes get one page; 0 no limit",
		  KAPI_UNITS("pages"))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_fs_pipe_user_pages_hard)
	KAPI_ATTR("sysctl", KAPI_SYSFS_UINT_RW, "pipe-user-pages-hard", "unsigned long", 0644,
		  "/proc/sys/fs/pipe-user-pages-hard",
		  "Pipe buffer pages a user may hold at most; 0 no limit",
		  KAPI_UNITS("pages"))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_fs_protected_symlinks)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "protected_symlinks", "int", 0644,
		  "/proc/sys/fs/protected_symlinks",
		  "Whether symlinks in sticky world-writable folders are followed only by their owner or the folder's",
		  KAPI_SYSFS_RANGE(0, 1))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_fs_protected_hardlinks)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "protected_hardlinks", "int", 0644,
		  "/proc/sys/fs/protected_hardlinks",
		  "Whether hard links need ownership or read-write access to the target",
		  KAPI_SYSFS_RANGE(0, 1))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_fs_protected_fifos)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "protected_fifos", "int", 0644,
		  "/proc/sys/fs/protected_fifos",
		  "O_CREAT opens of others' FIFOs in sticky folders: 0 allowed, 1 not in world-writable ones, 2 also not in group-writable ones",
		  KAPI_SYSFS_RANGE(0, 2))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_fs_protected_regular)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "protected_regular", "int", 0644,
		  "/proc/sys/fs/protected_regular",
		  "As protected_fifos, for regular files",
		  KAPI_SYSFS_RANGE(0, 2))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_fs_suid_dumpable)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "suid_dumpable", "int", 0644,
		  "/proc/sys/fs/suid_dumpable",
		  "Core dumps of set-user-ID programs: 0 none, 1 as usual, 2 readable by root only",
		  KAPI_SYSFS_RANGE(0, 2))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_fs_lease_break_time)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "lease-break-time", "int", 0644,
		  "/proc/sys/fs/lease-break-time",
		  "How long a lease holder has to give a lease up",
		  KAPI_UNITS("s"))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_fs_leases_enable)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "leases-enable", "int", 0644,
		  "/proc/sys/fs/leases-enable",
		  "Whether fcntl F_SETLEASE is allowed")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_fs_dir_notify_enable)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "dir-notify-enable", "int", 0644,
		  "/proc/sys/fs/dir-notify-enable",
		  "Whether dnotify (F_NOTIFY) is allowed",
		  KAPI_SYSFS_RANGE(0, 1))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_fs_mount_max)
	KAPI_ATTR("sysctl", KAPI_SYSFS_UINT_RW, "mount-max", "unsigned int", 0644,
		  "/proc/sys/fs/mount-max",
		  "Most mounts one mount namespace may hold",
		  KAPI_SYSFS_RANGE(1, UINT_MAX))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_fs_overflowuid)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "overflowuid", "int", 0644,
		  "/proc/sys/fs/overflowuid",
		  "UID file systems with 16-bit IDs store for larger ones",
		  KAPI_SYSFS_RANGE(0, 65535))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_fs_overflowgid)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "overflowgid", "int", 0644,
		  "/proc/sys/fs/overflowgid",
		  "GID file systems with 16-bit IDs store for larger ones",
		  KAPI_SYSFS_RANGE(0, 65535))
KAPI_END_SPEC;

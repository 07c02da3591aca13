// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * More file system calls: old directory and time calls, device nodes, file
 * handles, fanotify, readahead and range sync, the *xattrat family and
 * file_getattr/file_setattr.
 */
#include <kapi/spec_compile.h>
#include <errno.h>
#include <limits.h>
#include <linux/fcntl.h>
#include <sys/stat.h>
#include <linux/fs.h>
#include <linux/xattr.h>
#include <linux/fanotify.h>
#include <linux/capability.h>
#include <kapi_specs/uapi_extra.h>
#include <kapi_specs/uapi_fs.h>
#include <kapi_specs/kernel_consts.h>
#include <kapi_specs/helpers.h>

/* The errors of resolving a path from a directory descriptor (EFAULT is
 * worded by each spec, as its pointers differ) */
#define FS_AT_PATH_ERRORS \
	KAPI_ERR_ACCES_PATH \
	KAPI_ERRNO(EBADF, "dfd is not open, and the path is relative or empty") \
	KAPI_ERR_LOOP \
	KAPI_ERR_NAMETOOLONG \
	KAPI_ERRNO(ENOENT, "A component does not exist, or the path is empty without AT_EMPTY_PATH") \
	KAPI_ERR_NOMEM \
	KAPI_ERRNO(ENOTDIR, "A component, or dfd for a relative path, is not a directory")

DEFINE_KERNEL_API_SPEC(sys_getdents)
	KAPI_DESCRIPTION("Read directory entries in the old linux_dirent layout")
	KAPI_LONG_DESC("Fills dirent with as many struct linux_dirent records as "
		       "fit (d_ino and d_off as unsigned long, the file type in the "
		       "last byte of each record) and moves the directory position "
		       "past them. getdents64 replaced it; 64-bit x86 still has it.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("fd", "unsigned int", "An open directory")
	KAPI_PARAM_USER_OUT("dirent", "struct linux_dirent *", "Receives the records",
		KAPI_PARAM_SIZE_PARAM(2))
	KAPI_PARAM_UINT_IN("count", "unsigned int", "Room in dirent, in bytes",
		KAPI_PARAM_CONSTRAINT("Must hold the next record; above INT_MAX no record fits"))
	KAPI_RETURN_IN_RANGE("long", "Bytes of records placed, 0 at the end", 0, INT_MAX)
	KAPI_ERR_BADF
	KAPI_ERRNO(EFAULT, "dirent cannot be written")
	KAPI_ERRNO(EINVAL, "count is too small for the next record")
	KAPI_ERRNO(ENOENT, "The directory was removed")
	KAPI_ERRNO(ENOTDIR, "fd is not a directory")
	KAPI_ERRNO(EOVERFLOW, "An inode number does not fit d_ino (32-bit callers)")
	KAPI_ERR_IO
	KAPI_ERR_NOMEM
	KAPI_SINCE_VERSION("1.0")
	KAPI_NOTES("Absent from architectures that start at getdents64 (arm64, "
		   "riscv). A record's name is NUL-terminated and padded to a "
		   "multiple of sizeof(long).")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_readahead)
	KAPI_DESCRIPTION("Start reading part of a file into the page cache")
	KAPI_LONG_DESC("Asks for the pages of [offset, offset + count) to be read "
		       "in the background, as POSIX_FADV_WILLNEED does; the call "
		       "does not wait for the I/O. Only regular files and block "
		       "devices take it.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("fd", "int", "A regular file or block device open for reading")
	KAPI_PARAM_INT_IN("offset", "loff_t", "First byte to read ahead",
		KAPI_PARAM_CONSTRAINT("Any value; reading starts at the page holding it"))
	KAPI_PARAM_UINT_IN("count", "size_t", "Bytes to read ahead",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, LLONG_MAX)
		KAPI_PARAM_CONSTRAINT("Taken as a signed file length: a negative one is EINVAL; 0 reads ahead to the end"))
	KAPI_RETURN_ZERO("long", "0 once the reads are queued")
	KAPI_ERRNO(EBADF, "fd is not open, or not open for reading")
	KAPI_ERRNO(EINVAL, "fd is not a regular file or block device, or count is negative as a file length")
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_ALLOC_MEMORY, "page cache",
			      "Pages of the range are allocated and read in")
		KAPI_EFFECT_UNOBSERVABLE("Not the call's to tell: the pages may be cached before it and evicted after it, and mincore() shows residency, not who brought the pages in")
	KAPI_SIDE_EFFECT_END
	KAPI_SINCE_VERSION("2.4.13")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_sync_file_range)
	KAPI_DESCRIPTION("Write back, or wait for, the dirty pages of part of a file")
	KAPI_LONG_DESC("Starts writeback of the dirty pages of [offset, offset + "
		       "nbytes) and waits for it as flags ask. It neither flushes "
		       "metadata nor the disk cache, so it is no durability "
		       "promise; fsync() and fdatasync() are.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("fd", "int", "A regular file, block device, directory or symbolic link")
	KAPI_PARAM_INT_IN("offset", "loff_t", "First byte of the range",
		KAPI_PARAM_CONSTRAINT("Negative is EINVAL"))
	KAPI_PARAM_INT_IN("nbytes", "loff_t", "Length of the range; 0 means to the end of the file",
		KAPI_PARAM_CONSTRAINT("offset + nbytes must not pass LLONG_MAX"))
	KAPI_PARAM_UINT_IN("flags", "unsigned int", "SYNC_FILE_RANGE_WAIT_BEFORE, _WRITE, _WAIT_AFTER",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(SYNC_FILE_RANGE_WAIT_BEFORE | SYNC_FILE_RANGE_WRITE | SYNC_FILE_RANGE_WAIT_AFTER))
	KAPI_RETURN_ZERO("long", "0")
	KAPI_ERR_BADF
	KAPI_ERRNO(EINVAL, "flags has other bits, offset is negative, or the range end overflows")
	KAPI_ERR_IO
	KAPI_ERR_NOMEM
	KAPI_ERRNO(ENOSPC, "Writeback ran out of room")
	KAPI_ERRNO(ESPIPE, "fd is a pipe, socket or other file without pages")
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_FILESYSTEM, "dirty pages",
			      "Dirty pages of the range are written back")
		KAPI_EFFECT_CONDITION("flags has SYNC_FILE_RANGE_WRITE")
		KAPI_EFFECT_UNOBSERVABLE("A page written back looks like one never dirtied; the Dirty and Writeback counts of /proc/meminfo are machine-wide")
	KAPI_SIDE_EFFECT_END
	KAPI_SINCE_VERSION("2.6.17")
	KAPI_NOTES("flags 0 does nothing. A negative nbytes whose end stays "
		   "non-negative is taken as the rest of the file on 6.18.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_inotify_init)
	KAPI_DESCRIPTION("Create an inotify instance, without flags")
	KAPI_LONG_DESC("The first form of inotify_init1(): a new descriptor for "
		       "an empty watch list, neither close-on-exec nor "
		       "non-blocking.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_RETURN_NEW_FD("long", "The new inotify descriptor")
	KAPI_ERRNO(EMFILE, "The user has max_user_instances instances, or RLIMIT_NOFILE descriptors are open")
	KAPI_ERR_NFILE
	KAPI_ERR_NOMEM
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_RESOURCE_CREATE | KAPI_EFFECT_ALLOC_MEMORY,
			      "inotify instance", "A new instance and its descriptor")
		KAPI_EFFECT_REVERSIBLE
		KAPI_EFFECT_CHECK("fd_link(ret, inotify)")
	KAPI_SIDE_EFFECT_END
	KAPI_SINCE_VERSION("2.6.13")
	KAPI_NOTES("/proc/sys/fs/inotify/max_user_instances bounds instances per user.")
KAPI_END_SPEC;

/* utime, utimes, futimesat: the time errors they share */
#define UTIME_ERRORS \
	KAPI_ERRNO(EACCES, "Search permission is missing, or times is NULL and the caller may neither write nor owns the file") \
	KAPI_ERR_IO \
	KAPI_ERRNO(EPERM, "Explicit times on a file the caller does not own, or an immutable or append-only file") \
	KAPI_ERR_ROFS

/* ... and the path, memory and ownership ones */
#define UTIME_LOOKUP_ERRORS \
	KAPI_ERR_LOOP \
	KAPI_ERR_NAMETOOLONG \
	KAPI_ERR_NOENT \
	KAPI_ERR_NOMEM
#define UTIME_FOWNER_CAP \
	KAPI_CAPABILITY_NEXT(CAP_FOWNER, "CAP_FOWNER", KAPI_CAP_BYPASS_CHECK) \
		KAPI_CAP_ALLOWS("Setting explicit times on another user's file") \
		KAPI_CAP_WITHOUT("Only the owner may set explicit times") \
	KAPI_CAPABILITY_END

/* utimes and futimesat: the times in microseconds */
#define UTIMES_PARAM \
	KAPI_PARAM_USER_IN_OPT("utimes", "struct __kernel_old_timeval *", "Two timevals, access then modification; NULL for now", \
		KAPI_PARAM_SIZE(32) \
		KAPI_PARAM_CONSTRAINT("Each tv_usec in 0..999999"))

DEFINE_KERNEL_API_SPEC(sys_utime)
	KAPI_DESCRIPTION("Set a file's access and modification times, in whole seconds")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_PATH_IN("filename", "char *", "The file; symbolic links are followed")
	KAPI_PARAM_USER_IN_OPT("times", "struct utimbuf *", "actime then modtime in seconds; NULL for now",
		KAPI_PARAM_SIZE(16))
	KAPI_RETURN_ZERO("long", "0")
	UTIME_ERRORS
	KAPI_ERRNO(EFAULT, "filename or times lies outside the address space")
	UTIME_LOOKUP_ERRORS
	KAPI_ERR_NOTDIR
	UTIME_FOWNER_CAP
	KAPI_SINCE_VERSION("1.0")
	KAPI_NOTES("Not on architectures without old time calls (arm64, riscv); "
		   "utimensat() replaces it.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_utimes)
	KAPI_DESCRIPTION("Set a file's access and modification times, in microseconds")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_PATH_IN("filename", "char *", "The file; symbolic links are followed")
	UTIMES_PARAM
	KAPI_RETURN_ZERO("long", "0")
	UTIME_ERRORS
	KAPI_ERRNO(EFAULT, "filename or utimes lies outside the address space")
	KAPI_ERRNO(EINVAL, "A tv_usec is negative or 1000000 or more")
	UTIME_LOOKUP_ERRORS
	KAPI_ERR_NOTDIR
	UTIME_FOWNER_CAP
	KAPI_SINCE_VERSION("1.0")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_futimesat)
	KAPI_DESCRIPTION("Set a file's times in microseconds, relative to a directory descriptor")
	KAPI_LONG_DESC("utimes() with a starting directory. A NULL filename with "
		       "a real descriptor acts on that descriptor's file.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("dfd", "int", "Directory a relative path starts from, AT_FDCWD, or the file itself when filename is NULL")
	KAPI_PARAM_NEXT("filename", "const char *", "The file, or NULL to act on dfd")
		KAPI_PARAM_TYPE(KAPI_TYPE_PATH)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN | KAPI_PARAM_USER | KAPI_PARAM_OPTIONAL)
	KAPI_PARAM_END
	UTIMES_PARAM
	KAPI_RETURN_ZERO("long", "0")
	UTIME_ERRORS
	KAPI_ERRNO(EBADF, "dfd is not open")
	KAPI_ERRNO(EFAULT, "filename or utimes lies outside the address space, or filename is NULL with AT_FDCWD")
	KAPI_ERRNO(EINVAL, "A tv_usec is negative or 1000000 or more")
	UTIME_LOOKUP_ERRORS
	KAPI_ERRNO(ENOTDIR, "A component, or dfd for a relative path, is not a directory")
	UTIME_FOWNER_CAP
	KAPI_SINCE_VERSION("2.6.16")
	KAPI_NOTES("Obsolete: utimensat() does the same to the nanosecond.")
KAPI_END_SPEC;

/* mknod and mknodat */
#define MKNOD_MODE \
	KAPI_PARAM_UINT_IN("mode", "umode_t", "File type (S_IFREG, S_IFCHR, S_IFBLK, S_IFIFO, S_IFSOCK, or 0 for regular) and permission bits", \
		KAPI_PARAM_CONSTRAINT("The permission bits are masked by the umask; S_IFDIR is EPERM, other types EINVAL"))
#define MKNOD_DEV(t) \
	KAPI_PARAM_UINT_IN("dev", t, "Device number for S_IFCHR and S_IFBLK, in the kernel's new encoding; ignored otherwise")
#define MKNOD_ERRORS \
	KAPI_ERRNO(EACCES, "Search permission on the path or write permission on the parent is missing") \
	KAPI_ERR_DQUOT \
	KAPI_ERRNO(EEXIST, "The name exists, even as a dangling symbolic link") \
	KAPI_ERRNO(EINVAL, "The file type in mode is none of the ones listed") \
	KAPI_ERR_IO \
	KAPI_ERR_LOOP \
	KAPI_ERR_NAMETOOLONG \
	KAPI_ERR_NOMEM \
	KAPI_ERR_NOSPC \
	KAPI_ERRNO(EPERM, "S_IFDIR, a device node without CAP_MKNOD, or a file system that makes no such nodes") \
	KAPI_ERR_ROFS
#define MKNOD_CAPS \
	KAPI_CAPABILITY_NEXT(CAP_MKNOD, "CAP_MKNOD", KAPI_CAP_GRANT_PERMISSION) \
		KAPI_CAP_ALLOWS("Creating character and block device nodes (a 0:0 whiteout excepted)") \
		KAPI_CAP_WITHOUT("Device nodes are EPERM") \
		KAPI_CAP_CONDITION("Checked in the caller's user namespace for the file system") \
	KAPI_CAPABILITY_END
#define MKNOD_TYPE_CONSTRAINT \
	KAPI_CONSTRAINT(0, "A known file type", \
			"The type bits of mode are 0, S_IFREG, S_IFCHR, S_IFBLK, S_IFIFO or S_IFSOCK; S_IFDIR is refused with EPERM and other values with EINVAL.") \
		KAPI_CONSTRAINT_EXPR("one_of(mode & S_IFMT, 0, S_IFREG, S_IFCHR, S_IFBLK, S_IFIFO, S_IFSOCK)") \
	KAPI_CONSTRAINT_END

DEFINE_KERNEL_API_SPEC(sys_mknod)
	KAPI_DESCRIPTION("Create a file system node: a regular file, device, FIFO or socket")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_PATH_IN("filename", "const char *", "The new name; a final symbolic link is not followed")
	MKNOD_MODE
	MKNOD_DEV("unsigned")
	KAPI_RETURN_ZERO("long", "0")
	MKNOD_ERRORS
	KAPI_ERR_FAULT_PATH
	KAPI_ERR_NOENT_COMPONENT
	KAPI_ERR_NOTDIR
	MKNOD_CAPS
	MKNOD_TYPE_CONSTRAINT
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_FILESYSTEM | KAPI_EFFECT_RESOURCE_CREATE,
			      "directory entry", "A new inode and its name")
		KAPI_EFFECT_CHECK("exists(filename)")
	KAPI_SIDE_EFFECT_END
	KAPI_SINCE_VERSION("1.0")
	KAPI_NOTES("A 0:0 character device is an overlay whiteout and needs no "
		   "CAP_MKNOD. Not on architectures that start at mknodat (arm64).")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_mknodat)
	KAPI_DESCRIPTION("Create a file system node relative to a directory descriptor")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("dfd", "int", "Directory a relative path starts from, or AT_FDCWD")
	KAPI_PARAM_PATH_IN("filename", "const char *", "The new name; a final symbolic link is not followed")
	MKNOD_MODE
	MKNOD_DEV("unsigned int")
	KAPI_RETURN_ZERO("long", "0")
	MKNOD_ERRORS
	KAPI_ERRNO(EBADF, "dfd is not open and the path is relative")
	KAPI_ERR_FAULT_PATH
	KAPI_ERR_NOENT_COMPONENT
	KAPI_ERRNO(ENOTDIR, "A component, or dfd for a relative path, is not a directory")
	MKNOD_CAPS
	MKNOD_TYPE_CONSTRAINT
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_FILESYSTEM | KAPI_EFFECT_RESOURCE_CREATE,
			      "directory entry", "A new inode and its name")
		KAPI_EFFECT_CHECK("exists(filename)")
		KAPI_EFFECT_CHECK_WHEN("dfd == AT_FDCWD")
	KAPI_SIDE_EFFECT_END
	KAPI_SINCE_VERSION("2.6.16")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_fchmodat2)
	KAPI_DESCRIPTION("Change the permission bits of a file, with lookup flags")
	KAPI_LONG_DESC("fchmodat() with the flags argument POSIX describes: "
		       "AT_SYMLINK_NOFOLLOW acts on a final symbolic link itself "
		       "(whose mode no Linux file system can change), AT_EMPTY_PATH "
		       "on dfd's own file.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("dfd", "int", "Directory a relative path starts from, AT_FDCWD, or the file with AT_EMPTY_PATH")
	KAPI_PARAM_PATH_IN("filename", "const char *", "The file; empty with AT_EMPTY_PATH")
	KAPI_PARAM_UINT_IN("mode", "umode_t", "Permission, set-ID and sticky bits",
		KAPI_PARAM_CONSTRAINT("Cut to 07777; the file-type bits are dropped, not refused"))
	KAPI_PARAM_UINT_IN("flags", "unsigned int", "AT_SYMLINK_NOFOLLOW, AT_EMPTY_PATH",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(AT_SYMLINK_NOFOLLOW | AT_EMPTY_PATH))
	KAPI_RETURN_ZERO("long", "0")
	FS_AT_PATH_ERRORS
	KAPI_ERR_FAULT_PATH
	KAPI_ERRNO(EINVAL, "flags has other bits")
	KAPI_ERR_IO
	KAPI_ERRNO(EOPNOTSUPP, "AT_SYMLINK_NOFOLLOW and the file is a symbolic link")
	KAPI_ERRNO(EPERM, "The caller neither owns the file nor has CAP_FOWNER, or it is immutable or append-only")
	KAPI_ERR_ROFS
	KAPI_CAPABILITY_NEXT(CAP_FOWNER, "CAP_FOWNER", KAPI_CAP_BYPASS_CHECK)
		KAPI_CAP_ALLOWS("Changing the mode of another user's file")
		KAPI_CAP_WITHOUT("Only the owner may change the mode")
	KAPI_CAPABILITY_END
	KAPI_SINCE_VERSION("6.6")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_name_to_handle_at)
	KAPI_DESCRIPTION("Get a persistent handle for a file, and its mount's ID")
	KAPI_LONG_DESC("Encodes the file as an opaque handle its file system can "
		       "resolve later, even from another process, with "
		       "open_by_handle_at(). handle->handle_bytes says the room in "
		       "f_handle; when it is too small the call sets the size "
		       "needed and fails with EOVERFLOW.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("dfd", "int", "Directory a relative path starts from, AT_FDCWD, or the file with AT_EMPTY_PATH")
	KAPI_PARAM_PATH_IN("name", "const char *", "The file; empty with AT_EMPTY_PATH")
	KAPI_PARAM_USER_INOUT("handle", "struct file_handle *", "In: handle_bytes, the room in f_handle. Out: the handle, its size and type",
		KAPI_PARAM_CONSTRAINT("handle_bytes at most MAX_HANDLE_SZ (128)"))
	KAPI_PARAM_USER_OUT("mnt_id", "void *", "Receives the mount ID: an int, or a 64-bit unique ID with AT_HANDLE_MNT_ID_UNIQUE")
	KAPI_PARAM_INT_IN("flag", "int", "AT_SYMLINK_FOLLOW, AT_EMPTY_PATH, AT_HANDLE_FID, AT_HANDLE_MNT_ID_UNIQUE, AT_HANDLE_CONNECTABLE",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(AT_SYMLINK_FOLLOW | AT_EMPTY_PATH | AT_HANDLE_FID | AT_HANDLE_MNT_ID_UNIQUE | AT_HANDLE_CONNECTABLE))
	KAPI_RETURN_ZERO("long", "0")
	FS_AT_PATH_ERRORS
	KAPI_ERRNO(EFAULT, "name, handle or mnt_id lies outside the address space")
	KAPI_ERRNO(EINVAL, "flag has other bits, AT_HANDLE_CONNECTABLE with AT_HANDLE_FID, or handle_bytes is over MAX_HANDLE_SZ")
	KAPI_ERRNO(EOPNOTSUPP, "The file system cannot encode handles (try AT_HANDLE_FID)")
	KAPI_ERRNO(EOVERFLOW, "handle_bytes is too small; the size needed is written back")
	KAPI_CONSTRAINT(0, "Connectable handles are openable ones",
			"AT_HANDLE_CONNECTABLE (0x2) asks for a handle open_by_handle_at() can reconnect; AT_HANDLE_FID (0x200) handles are not openable, so the pair is EINVAL.")
		KAPI_CONSTRAINT_EXPR("has(flag, AT_HANDLE_CONNECTABLE) -> !has(flag, AT_HANDLE_FID)")
	KAPI_CONSTRAINT_END
	KAPI_CONSTRAINT(1, "Connectable handles of a named file",
			"AT_HANDLE_CONNECTABLE with AT_EMPTY_PATH (dfd itself) is "
			"EINVAL: the handle needs the parent the path gives.")
		KAPI_CONSTRAINT_EXPR("has(flag, AT_HANDLE_CONNECTABLE) -> !has(flag, AT_EMPTY_PATH)")
	KAPI_CONSTRAINT_END
	KAPI_SINCE_VERSION("2.6.39")
	KAPI_NOTES("AT_HANDLE_FID since 6.5, AT_HANDLE_MNT_ID_UNIQUE since 6.12, "
		   "AT_HANDLE_CONNECTABLE since 6.13. Needs no privilege; opening "
		   "the handle does.")
	KAPI_PARAM_SINCE(flag, AT_HANDLE_FID, "6.5")
	KAPI_PARAM_SINCE(flag, AT_HANDLE_MNT_ID_UNIQUE, "6.12")
	KAPI_PARAM_SINCE(flag, AT_HANDLE_CONNECTABLE, "6.13")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_open_by_handle_at)
	KAPI_DESCRIPTION("Open a file by a handle from name_to_handle_at()")
	KAPI_LONG_DESC("Decodes the handle on the file system of mountdirfd's "
		       "mount and opens the file it names, bypassing path lookup "
		       "and so the permission checks of the directories on the way.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("mountdirfd", "int", "Any file on the mount the handle belongs to, or AT_FDCWD")
	KAPI_PARAM_USER_IN("handle", "struct file_handle *", "A handle name_to_handle_at() wrote",
		KAPI_PARAM_CONSTRAINT("handle_bytes 1 to MAX_HANDLE_SZ (128)"))
	KAPI_PARAM_INT_IN("flags", "int", "open() flags; O_CREAT and O_EXCL have no file to create and are ignored",
		KAPI_PARAM_CONSTRAINT("As for open(); O_PATH opens a path-only descriptor"))
	KAPI_RETURN_NEW_FD("long", "The new descriptor")
	KAPI_ERRNO(EBADF, "mountdirfd is not open")
	KAPI_ERRNO(EFAULT, "handle lies outside the address space")
	KAPI_ERRNO(EINVAL, "handle_bytes is 0 or over MAX_HANDLE_SZ, handle_type is negative, or the flags are invalid")
	KAPI_ERRNO(ELOOP, "The handle names a symbolic link and flags lacks O_PATH")
	KAPI_ERR_MFILE
	KAPI_ERR_NFILE
	KAPI_ERR_NOMEM
	KAPI_ERRNO(EPERM, "The caller lacks CAP_DAC_READ_SEARCH and may not use handles on that mount")
	KAPI_ERRNO(ESTALE, "The handle names no file, or a deleted one")
	KAPI_ERRNO(EACCES, "The file's own permissions refuse the access mode")
	KAPI_ERRNO(EOPNOTSUPP, "The file system cannot decode handles")
	KAPI_ERRNO(EISDIR, "A directory opened for writing")
	KAPI_ERRNO(ENOTDIR, "O_DIRECTORY (or O_TMPFILE) and the file is not a directory")
	KAPI_ERR_ROFS
	KAPI_CAPABILITY_NEXT(CAP_DAC_READ_SEARCH, "CAP_DAC_READ_SEARCH", KAPI_CAP_GRANT_PERMISSION)
		KAPI_CAP_ALLOWS("Opening any file by handle")
		KAPI_CAP_WITHOUT("Since 6.9 only handles of the caller's own mounts, for files below its root, are allowed")
	KAPI_CAPABILITY_END
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_RESOURCE_CREATE, "file descriptor",
			      "A new open file")
		KAPI_EFFECT_REVERSIBLE
		KAPI_EFFECT_CHECK("fd_open(ret)")
	KAPI_SIDE_EFFECT_END
	KAPI_SINCE_VERSION("2.6.39")
	KAPI_NOTES("kapi conform does not run it: a handle reaches files outside "
		   "the sandbox's scratch tree.")
KAPI_END_SPEC;

/* The *xattrat family (6.13): the xattr calls with a dfd and lookup flags */
#define XATTRAT_LOOKUP \
	KAPI_PARAM_FD_IN("dfd", "int", "Directory a relative path starts from, AT_FDCWD, or the file with AT_EMPTY_PATH") \
	KAPI_PARAM_PATH_IN("pathname", "const char *", "The file; empty with AT_EMPTY_PATH") \
	KAPI_PARAM_UINT_IN("at_flags", "unsigned int", "AT_SYMLINK_NOFOLLOW, AT_EMPTY_PATH", \
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK) \
		KAPI_PARAM_VALID_MASK(AT_SYMLINK_NOFOLLOW | AT_EMPTY_PATH))
#define XATTRAT_NAME \
	KAPI_PARAM_STRING_IN("name", "const char *", "Attribute name with its namespace prefix: user., trusted., security. or system.", \
		KAPI_PARAM_CONSTRAINT("1 to XATTR_NAME_MAX (255) bytes"))
#define XATTRAT_USIZE \
	KAPI_PARAM_UINT_IN("usize", "size_t", "Size of the caller's struct xattr_args", \
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE) \
		KAPI_PARAM_RANGE(XATTR_ARGS_SIZE_VER0, KAPI_EXT_STRUCT_MAX) \
		KAPI_PARAM_CONSTRAINT("At least XATTR_ARGS_SIZE_VER0 (16), else EINVAL; over a page is E2BIG, as is a non-zero byte past the struct the kernel knows"))
#define XATTRAT_ERRORS \
	FS_AT_PATH_ERRORS \
	KAPI_ERR_IO \
	KAPI_ERRNO(EOPNOTSUPP, "The file system or the namespace has no extended attributes")

DEFINE_KERNEL_API_SPEC(sys_setxattrat)
	KAPI_DESCRIPTION("Create or replace an extended attribute, relative to a directory descriptor")
	KAPI_LONG_DESC("setxattr() with a starting directory, lookup flags and "
		       "an extensible argument block: struct xattr_args carries "
		       "the value pointer, its size and XATTR_CREATE/XATTR_REPLACE.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	XATTRAT_LOOKUP
	XATTRAT_NAME
	KAPI_PARAM_USER_IN("uargs", "const struct xattr_args *", "value (a user pointer as __u64), size, flags",
		KAPI_PARAM_SIZE_PARAM(5)
		KAPI_PARAM_CONSTRAINT("flags 0, XATTR_CREATE or XATTR_REPLACE; size at most XATTR_SIZE_MAX"))
	XATTRAT_USIZE
	KAPI_RETURN_ZERO("long", "0")
	XATTRAT_ERRORS
	KAPI_ERRNO(E2BIG, "usize is over a page, uargs has unknown non-zero bytes, or the value is over XATTR_SIZE_MAX")
	KAPI_ERR_DQUOT
	KAPI_ERRNO(EEXIST, "XATTR_CREATE and the attribute exists")
	KAPI_ERRNO(EFAULT, "pathname, name, uargs or the value lies outside the address space")
	KAPI_ERRNO(EINVAL, "at_flags has other bits, usize is below XATTR_ARGS_SIZE_VER0, args flags has other bits, or the value is malformed for its namespace")
	KAPI_ERRNO(ENODATA, "XATTR_REPLACE and the attribute does not exist")
	KAPI_ERRNO(ENOSPC, "No room for the attribute")
	KAPI_ERRNO(EPERM, "An immutable or append-only file, a namespace the caller may not write, or user.* on a file that is neither regular nor a directory")
	KAPI_ERRNO(ERANGE, "The name is empty or too long")
	KAPI_ERR_ROFS
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_FILESYSTEM, "extended attributes",
			      "The attribute is created or replaced")
		KAPI_EFFECT_CHECK("xattr(dfd, pathname, name)")
	KAPI_SIDE_EFFECT_END
	KAPI_SINCE_VERSION("6.13")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_getxattrat)
	KAPI_DESCRIPTION("Read an extended attribute, relative to a directory descriptor")
	KAPI_LONG_DESC("getxattr() with a starting directory, lookup flags and "
		       "struct xattr_args: value and size name the caller's buffer, "
		       "flags must be 0.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	XATTRAT_LOOKUP
	XATTRAT_NAME
	KAPI_PARAM_USER_IN("uargs", "struct xattr_args *", "value (the buffer, as __u64), size (its room; 0 asks for the size), flags (0)",
		KAPI_PARAM_SIZE_PARAM(5))
	XATTRAT_USIZE
	KAPI_RETURN_IN_RANGE("long", "The value's size; with size 0, the size it needs", 0, XATTR_SIZE_MAX)
	XATTRAT_ERRORS
	KAPI_ERRNO(E2BIG, "usize is over a page, uargs has unknown non-zero bytes, or the value is over XATTR_SIZE_MAX")
	KAPI_ERRNO(EFAULT, "pathname, name, uargs or the buffer lies outside the address space")
	KAPI_ERRNO(EINVAL, "at_flags has other bits, usize is below XATTR_ARGS_SIZE_VER0, or args flags is not 0")
	KAPI_ERRNO(ENODATA, "The file has no such attribute, or the caller may not see it")
	KAPI_ERRNO(ERANGE, "size is non-zero and too small, or the name is empty or too long")
	KAPI_SINCE_VERSION("6.13")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_listxattrat)
	KAPI_DESCRIPTION("List the extended attribute names of a file, relative to a directory descriptor")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	XATTRAT_LOOKUP
	KAPI_PARAM_USER_OUT("list", "char *", "Receives the names, each NUL-terminated; may be NULL when size is 0",
		KAPI_PARAM_SIZE_PARAM(4))
	KAPI_PARAM_UINT_IN("size", "size_t", "Room in list",
		KAPI_PARAM_CONSTRAINT("0 asks for the size needed; more than the largest possible is clamped"))
	KAPI_RETURN_IN_RANGE("long", "Bytes of the list; with size 0, the size it needs", 0, XATTR_LIST_MAX)
	XATTRAT_ERRORS
	KAPI_ERRNO(E2BIG, "The list is larger than XATTR_LIST_MAX")
	KAPI_ERRNO(EFAULT, "pathname or list lies outside the address space")
	KAPI_ERRNO(EINVAL, "at_flags has other bits")
	KAPI_ERRNO(ERANGE, "size is non-zero and too small for the list")
	KAPI_SINCE_VERSION("6.13")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_removexattrat)
	KAPI_DESCRIPTION("Remove an extended attribute, relative to a directory descriptor")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	XATTRAT_LOOKUP
	XATTRAT_NAME
	KAPI_RETURN_ZERO("long", "0")
	XATTRAT_ERRORS
	KAPI_ERRNO(EFAULT, "pathname or name lies outside the address space")
	KAPI_ERRNO(EINVAL, "at_flags has other bits")
	KAPI_ERRNO(ENODATA, "The file has no such attribute")
	KAPI_ERRNO(EPERM, "An immutable or append-only file, or a namespace the caller may not write")
	KAPI_ERRNO(ERANGE, "The name is empty or too long")
	KAPI_ERR_ROFS
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_FILESYSTEM, "extended attributes",
			      "The attribute is removed")
		KAPI_EFFECT_CHECK("!xattr(dfd, pathname, name)")
	KAPI_SIDE_EFFECT_END
	KAPI_SINCE_VERSION("6.13")
KAPI_END_SPEC;

/* file_getattr and file_setattr (6.17): the FS_IOC_FSGETXATTR data by path */
#define FILE_ATTR_PARAMS(dir, ptype, pdesc) \
	KAPI_PARAM_FD_IN("dfd", "int", "Directory a relative path starts from, AT_FDCWD, or the file with AT_EMPTY_PATH") \
	KAPI_PARAM_PATH_IN("filename", "const char *", "The file; empty with AT_EMPTY_PATH") \
	dir("ufattr", ptype, pdesc, KAPI_PARAM_SIZE_PARAM(3)) \
	KAPI_PARAM_UINT_IN("usize", "size_t", "Size of the caller's struct file_attr", \
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE) \
		KAPI_PARAM_RANGE(FILE_ATTR_SIZE_VER0, KAPI_EXT_STRUCT_MAX) \
		KAPI_PARAM_CONSTRAINT("At least FILE_ATTR_SIZE_VER0 (24), else EINVAL; over a page is E2BIG")) \
	KAPI_PARAM_UINT_IN("at_flags", "unsigned int", "AT_SYMLINK_NOFOLLOW, AT_EMPTY_PATH", \
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK) \
		KAPI_PARAM_VALID_MASK(AT_SYMLINK_NOFOLLOW | AT_EMPTY_PATH))

DEFINE_KERNEL_API_SPEC(sys_file_getattr)
	KAPI_DESCRIPTION("Read a file's inode flags, extent size hints and project ID")
	KAPI_LONG_DESC("Fills struct file_attr (fa_xflags, fa_extsize, "
		       "fa_nextents, fa_projid, fa_cowextsize) as the "
		       "FS_IOC_FSGETXATTR ioctl does, but by path: it works on "
		       "files that cannot be opened, such as device nodes.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	FILE_ATTR_PARAMS(KAPI_PARAM_USER_OUT, "struct file_attr *", "Receives the attributes")
	KAPI_RETURN_ZERO("long", "0")
	FS_AT_PATH_ERRORS
	KAPI_ERRNO(E2BIG, "usize is over a page")
	KAPI_ERRNO(EFAULT, "filename or ufattr lies outside the address space")
	KAPI_ERRNO(EINVAL, "at_flags has other bits, or usize is below FILE_ATTR_SIZE_VER0")
	KAPI_ERR_IO
	KAPI_ERRNO(EOPNOTSUPP, "The file system keeps no such attributes")
	KAPI_SINCE_VERSION("6.17")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_file_setattr)
	KAPI_DESCRIPTION("Set a file's inode flags, extent size hints and project ID")
	KAPI_LONG_DESC("Applies struct file_attr as the FS_IOC_FSSETXATTR ioctl "
		       "does, by path. fa_nextents is output only and not read; "
		       "fa_xflags bits that only report state (FS_XFLAG_HASATTR) "
		       "are ignored.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	FILE_ATTR_PARAMS(KAPI_PARAM_USER_IN, "struct file_attr *", "The attributes to set")
	KAPI_RETURN_ZERO("long", "0")
	FS_AT_PATH_ERRORS
	KAPI_ERRNO(E2BIG, "usize is over a page, or ufattr has unknown non-zero bytes")
	KAPI_ERRNO(EFAULT, "filename or ufattr lies outside the address space")
	KAPI_ERRNO(EINVAL, "at_flags has other bits, usize is below FILE_ATTR_SIZE_VER0, or a hint or flag the file system refuses")
	KAPI_ERR_IO
	KAPI_ERRNO(EOPNOTSUPP, "The file system keeps no such attributes, or not the one asked")
	KAPI_ERRNO(EPERM, "The caller does not own the file, or changes the immutable or append-only flag without CAP_LINUX_IMMUTABLE")
	KAPI_ERR_ROFS
	KAPI_CAPABILITY_NEXT(CAP_LINUX_IMMUTABLE, "CAP_LINUX_IMMUTABLE", KAPI_CAP_GRANT_PERMISSION)
		KAPI_CAP_ALLOWS("Setting or clearing FS_XFLAG_IMMUTABLE and FS_XFLAG_APPEND")
		KAPI_CAP_WITHOUT("Changing those two flags is EPERM")
	KAPI_CAPABILITY_END
	KAPI_CAPABILITY_NEXT(CAP_FOWNER, "CAP_FOWNER", KAPI_CAP_BYPASS_CHECK)
		KAPI_CAP_ALLOWS("Changing another user's file")
		KAPI_CAP_WITHOUT("Only the owner may")
	KAPI_CAPABILITY_END
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_FILESYSTEM, "inode flags",
			      "The file's flags, hints and project ID change")
		KAPI_EFFECT_REVERSIBLE
		KAPI_EFFECT_CHECK("fsxattr(dfd, filename, ufattr)")
	KAPI_SIDE_EFFECT_END
	KAPI_SINCE_VERSION("6.17")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_fanotify_init)
	KAPI_DESCRIPTION("Create a fanotify group to watch file system events")
	KAPI_LONG_DESC("Returns a descriptor to read events from and to mark "
		       "objects with fanotify_mark(). flags pick the class "
		       "(notification, content or pre-content permission events), "
		       "how events identify files (open descriptors or file "
		       "handles) and limits; event_f_flags are the open flags of "
		       "the descriptors events carry.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_UINT_IN("flags", "unsigned int", "FAN_CLASS_*, FAN_CLOEXEC, FAN_NONBLOCK, FAN_UNLIMITED_*, FAN_ENABLE_AUDIT, FAN_REPORT_*",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(KAPI_FAN_INIT_FLAGS))
	KAPI_PARAM_UINT_IN("event_f_flags", "unsigned int", "Access mode and O_APPEND, O_NONBLOCK, O_DSYNC, O_SYNC, O_LARGEFILE, O_NOATIME, O_CLOEXEC",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(O_ACCMODE | O_APPEND | O_NONBLOCK | O_DSYNC | O_LARGEFILE | O_NOATIME | O_CLOEXEC | O_SYNC))
	KAPI_RETURN_NEW_FD("long", "The group's descriptor")
	KAPI_ERRNO(EINVAL, "Unknown bits in flags, both class bits, an access mode of 3 in event_f_flags, FAN_REPORT_PIDFD with FAN_REPORT_TID, a file-handle report with a permission class, FAN_REPORT_NAME without FAN_REPORT_DIR_FID, FAN_REPORT_TARGET_FID without FAN_REPORT_FID and FAN_REPORT_NAME, or FAN_REPORT_MNT with a file-handle report")
	KAPI_ERRNO(EMFILE, "RLIMIT_NOFILE is reached, or the user has max_user_groups groups")
	KAPI_ERR_NFILE
	KAPI_ERR_NOMEM
	KAPI_ERRNO(EPERM, "Without CAP_SYS_ADMIN: an admin flag (permission classes, unlimited queue or marks, FAN_REPORT_TID) or no file-handle report; FAN_ENABLE_AUDIT without CAP_AUDIT_WRITE")
	KAPI_ERRNO(ENOSYS, "The kernel was built without fanotify")
	KAPI_CAPABILITY_NEXT(CAP_SYS_ADMIN, "CAP_SYS_ADMIN", KAPI_CAP_GRANT_PERMISSION)
		KAPI_CAP_ALLOWS("Any class and flag, events with open descriptors")
		KAPI_CAP_WITHOUT("Since 5.13 only notification groups that report file handles")
		KAPI_CAP_CONDITION("Checked in the initial user namespace (capable()): the root of any other user namespace counts as unprivileged")
	KAPI_CAPABILITY_END
	KAPI_CONSTRAINT(0, "One class",
			"FAN_CLASS_CONTENT and FAN_CLASS_PRE_CONTENT together are no class.")
		KAPI_CONSTRAINT_EXPR("(flags & (FAN_CLASS_CONTENT | FAN_CLASS_PRE_CONTENT)) != (FAN_CLASS_CONTENT | FAN_CLASS_PRE_CONTENT)")
	KAPI_CONSTRAINT_END
	KAPI_CONSTRAINT(1, "A real access mode",
			"The access mode of event_f_flags is O_RDONLY, O_WRONLY or O_RDWR.")
		KAPI_CONSTRAINT_EXPR("(event_f_flags & O_ACCMODE) != O_ACCMODE")
	KAPI_CONSTRAINT_END
	KAPI_CONSTRAINT(2, "Mount events come alone",
			"FAN_REPORT_MNT (0x4000) groups report mount events only, so no file-handle report goes with it.")
		KAPI_CONSTRAINT_EXPR("has(flags, FAN_REPORT_MNT) -> !(flags & (FAN_REPORT_FID | FAN_REPORT_DIR_FID | FAN_REPORT_NAME | FAN_REPORT_TARGET_FID))")
	KAPI_CONSTRAINT_END
	KAPI_CONSTRAINT(3, "A name comes with its directory",
			"FAN_REPORT_NAME (0x800) reports a name relative to a directory file handle, so it needs FAN_REPORT_DIR_FID.")
		KAPI_CONSTRAINT_EXPR("has(flags, FAN_REPORT_NAME) -> has(flags, FAN_REPORT_DIR_FID)")
	KAPI_CONSTRAINT_END
	KAPI_CONSTRAINT(4, "A target handle comes with the others",
			"FAN_REPORT_TARGET_FID (0x1000) needs FAN_REPORT_FID and FAN_REPORT_NAME (hence FAN_REPORT_DIR_FID).")
		KAPI_CONSTRAINT_EXPR("has(flags, FAN_REPORT_TARGET_FID) -> has(flags, FAN_REPORT_FID) && has(flags, FAN_REPORT_NAME)")
	KAPI_CONSTRAINT_END
	KAPI_CONSTRAINT(5, "A pidfd or a thread ID, not both",
			"FAN_REPORT_PIDFD with FAN_REPORT_TID is EINVAL.")
		KAPI_CONSTRAINT_EXPR("!(has(flags, FAN_REPORT_PIDFD) && has(flags, FAN_REPORT_TID))")
	KAPI_CONSTRAINT_END
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_RESOURCE_CREATE | KAPI_EFFECT_ALLOC_MEMORY,
			      "fanotify group", "A new group and its descriptor")
		KAPI_EFFECT_REVERSIBLE
		KAPI_EFFECT_CHECK("fd_link(ret, fanotify)")
	KAPI_SIDE_EFFECT_END
	KAPI_SINCE_VERSION("2.6.37")
	KAPI_NOTES("FAN_REPORT_FD_ERROR since 6.13, FAN_REPORT_MNT since 6.14. "
		   "Without CAP_SYS_ADMIN the EPERM check comes before the others.")
	KAPI_PARAM_SINCE(flags, FAN_REPORT_FD_ERROR, "6.13")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_fanotify_mark)
	KAPI_DESCRIPTION("Add, remove or flush the marks of a fanotify group")
	KAPI_LONG_DESC("Marks an inode, a mount, a file system or a mount "
		       "namespace for the events in mask, removes events from a "
		       "mark, or flushes all marks of a type. The object is "
		       "pathname from dfd, or dfd itself when pathname is NULL.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("fanotify_fd", "int", "A descriptor from fanotify_init()")
	KAPI_PARAM_UINT_IN("flags", "unsigned int", "One of FAN_MARK_ADD, _REMOVE, _FLUSH; the object type; _DONT_FOLLOW, _ONLYDIR, _IGNORE*, _EVICTABLE",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(KAPI_FAN_MARK_FLAGS))
	KAPI_PARAM_UINT_IN("mask", "__u64", "Events and event flags (FAN_ONDIR, FAN_EVENT_ON_CHILD)",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(KAPI_FAN_MARK_MASK)
		KAPI_PARAM_CONSTRAINT("Not 0 with ADD or REMOVE; some events need a file-handle group, a permission class or a file system mark"))
	KAPI_PARAM_FD_IN("dfd", "int", "Directory a relative path starts from, AT_FDCWD, or the object when pathname is NULL")
	KAPI_PARAM_NEXT("pathname", "const char *", "The object, or NULL for dfd itself")
		KAPI_PARAM_TYPE(KAPI_TYPE_PATH)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN | KAPI_PARAM_USER | KAPI_PARAM_OPTIONAL)
	KAPI_PARAM_END
	KAPI_RETURN_ZERO("long", "0")
	KAPI_ERR_ACCES_PATH
	KAPI_ERRNO(EBADF, "fanotify_fd is not open, or dfd is not open with a NULL or relative pathname")
	KAPI_ERRNO(EEXIST, "FAN_MARK_EVICTABLE on an object already marked without it")
	KAPI_ERR_FAULT_PATH
	KAPI_ERRNO(EINVAL, "fanotify_fd is no fanotify group, bad flag or mask bits, no or two commands, mask 0 with ADD or REMOVE, or events the group or mark type cannot report")
	KAPI_ERRNO(EISDIR, "FAN_MARK_IGNORE on a directory without FAN_ONDIR or FAN_EVENT_ON_CHILD's pairing rules")
	KAPI_ERR_LOOP
	KAPI_ERR_NAMETOOLONG
	KAPI_ERRNO(ENODEV, "The object's file system has no fsid, for a file-handle group")
	KAPI_ERR_NOENT
	KAPI_ERR_NOMEM
	KAPI_ERRNO(ENOSPC, "The group has max_user_marks marks")
	KAPI_ERRNO(ENOTDIR, "FAN_MARK_ONLYDIR and the object is not a directory, or a component is not one")
	KAPI_ERRNO(EOPNOTSUPP, "The file system cannot encode handles for a file-handle group")
	KAPI_ERRNO(EPERM, "A mount, file system or mount namespace mark without CAP_SYS_ADMIN, or permission events the caller may not ask")
	KAPI_ERRNO(EXDEV, "A file-handle group and the object's fsid differs from its file system's root (a subvolume)")
	KAPI_ERRNO(ENOSYS, "The kernel was built without fanotify")
	KAPI_CAPABILITY_NEXT(CAP_SYS_ADMIN, "CAP_SYS_ADMIN", KAPI_CAP_GRANT_PERMISSION)
		KAPI_CAP_ALLOWS("Mount, file system and mount namespace marks")
		KAPI_CAP_WITHOUT("Only inode marks, in an unprivileged group")
	KAPI_CAPABILITY_END
	KAPI_CONSTRAINT(0, "One command",
			"Exactly one of FAN_MARK_ADD, FAN_MARK_REMOVE and FAN_MARK_FLUSH.")
		KAPI_CONSTRAINT_EXPR("exactly_one(flags & (FAN_MARK_ADD | FAN_MARK_REMOVE | FAN_MARK_FLUSH))")
	KAPI_CONSTRAINT_END
	KAPI_CONSTRAINT(1, "FAN_FS_ERROR on a file system mark",
			"FAN_FS_ERROR (0x8000) in mask with any mark type but "
			"FAN_MARK_FILESYSTEM (0x100 of the 0x110 type field) is EINVAL.")
		KAPI_CONSTRAINT_EXPR("has(mask, 0x8000) -> ((flags & 0x110) == 0x100)")
	KAPI_CONSTRAINT_END
	KAPI_CONSTRAINT(2, "Events the group decides",
			"Permission events (0x70000) need a content or pre-content "
			"class, FAN_PRE_ACCESS (0x100000) a pre-content class, "
			"FAN_MNT_ATTACH/DETACH (0x3000000) a FAN_REPORT_MNT group, "
			"FAN_RENAME (0x10000000) a FAN_REPORT_NAME group: otherwise EINVAL.")
		KAPI_CONSTRAINT_EXPR("(mask & 0x13170000) != 0 -> depends(GROUP_FLAGS)")
	KAPI_CONSTRAINT_END
	KAPI_CONSTRAINT(3, "A mount namespace mark",
			"The 0x110 type (FAN_MARK_MNTNS, 6.14) marks a mount "
			"namespace given by dfd, for a FAN_REPORT_MNT group only.")
		KAPI_CONSTRAINT_EXPR("(flags & 0x110) == 0x110 -> depends(GROUP_FLAGS)")
	KAPI_CONSTRAINT_END
	KAPI_CONSTRAINT(4, "Evictable inode marks only",
			"FAN_MARK_EVICTABLE (0x200) with a mount or file system "
			"mark is EINVAL: only inodes are evicted.")
		KAPI_CONSTRAINT_EXPR("has(flags, 0x200) -> (flags & 0x110) == 0")
	KAPI_CONSTRAINT_END
	KAPI_CONSTRAINT(5, "One way to ignore",
			"FAN_MARK_IGNORED_MASK (0x20) and FAN_MARK_IGNORE (0x400) "
			"together are EINVAL; FAN_MARK_IGNORE on a mount or file "
			"system mark needs FAN_MARK_IGNORED_SURV_MODIFY (0x40).")
		KAPI_CONSTRAINT_EXPR("(flags & 0x420) != 0x420 && (has(flags, 0x400) && (flags & 0x110) != 0 -> has(flags, 0x40))")
	KAPI_CONSTRAINT_END
	KAPI_CONSTRAINT(6, "Something to add or remove",
			"FAN_MARK_ADD or FAN_MARK_REMOVE with an empty mask is EINVAL.")
		KAPI_CONSTRAINT_EXPR("(flags & (FAN_MARK_ADD | FAN_MARK_REMOVE)) != 0 -> mask != 0")
	KAPI_CONSTRAINT_END
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_MODIFY_STATE, "fanotify marks",
			      "The group's marks change")
		KAPI_EFFECT_REVERSIBLE
		KAPI_EFFECT_CHECK("fdinfo(fanotify_fd, fanotify)")
		KAPI_EFFECT_CHECK_WHEN("has(flags, FAN_MARK_ADD)")
	KAPI_SIDE_EFFECT_END
	KAPI_SINCE_VERSION("2.6.37")
	KAPI_NOTES("FAN_MARK_EVICTABLE and FAN_MARK_IGNORE since 6.0, mount "
		   "namespace marks and FAN_MNT_ATTACH/DETACH and FAN_PRE_ACCESS "
		   "since 6.14.")
KAPI_END_SPEC;

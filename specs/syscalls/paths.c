// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * Path and directory queries and whole-file operations: symlinks,
 * directory listings, access checks, the working directory, unlink,
 * file system statistics, truncation and syncing (fs/stat.c, fs/readdir.c,
 * fs/open.c, fs/d_path.c, fs/namei.c, fs/statfs.c, fs/sync.c).
 */
#include <kapi/spec_compile.h>
#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <unistd.h>
#include <linux/capability.h>
#include <linux/fcntl.h>
#include <kapi_specs/kernel_consts.h>
#include <kapi_specs/helpers.h>

/* The errors of fsync and fdatasync */
#define FSYNC_ERRORS \
	KAPI_ERR_BADF \
	KAPI_ERRNO(EDQUOT, "The quota ran out writing delayed data") \
	KAPI_ERRNO(EINVAL, "The file does not support syncing") \
	KAPI_ERRNO(EIO, "Writing back failed, now or since the last sync") \
	KAPI_ERRNO(ENOSPC, "No room for delayed data") \
	KAPI_ERRNO(EROFS, "The file does not support syncing")

/* The errors of newstat and newlstat */
#define NEWSTAT_ERRORS \
	KAPI_ERR_ACCES_PATH \
	KAPI_ERRNO(EFAULT, "The path or statbuf is out of reach") \
	KAPI_ERR_LOOP \
	KAPI_ERR_NAMETOOLONG \
	KAPI_ERRNO(ENOENT, "The file does not exist, or the path is empty") \
	KAPI_ERR_NOMEM \
	KAPI_ERR_NOTDIR \
	KAPI_ERRNO(EOVERFLOW, "A field does not fit struct stat")


DEFINE_KERNEL_API_SPEC(sys_readlink)
	KAPI_DESCRIPTION("Read the target of a symbolic link")
	KAPI_LONG_DESC("Copies the link text into buf without a terminating NUL and "
	               "returns how many bytes it copied; a longer target is cut to "
	               "bufsiz.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_PATH_IN("path", "const char *", "The symbolic link")
	KAPI_PARAM_USER_OUT("buf", "char *", "Receives the target text",
		KAPI_PARAM_SIZE_PARAM(2))
	KAPI_PARAM_INT_IN("bufsiz", "int", "Room in buf",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(1, INT_MAX)
		KAPI_PARAM_CONSTRAINT("Zero or negative sizes are refused"))
	KAPI_RETURN_IN_RANGE("long", "Bytes placed in buf", 0, LLONG_MAX)
	KAPI_ERRNO(EACCES, "Search permission is denied on a directory of the path")
	KAPI_ERRNO(EFAULT, "The path lies outside the caller's memory")
	KAPI_ERRNO(EINVAL, "bufsiz is not positive, or the file is not a symbolic link")
	KAPI_ERRNO(EIO, "The file system failed reading the link")
	KAPI_ERRNO(ELOOP, "Too many symbolic links while resolving the path")
	KAPI_ERRNO(ENAMETOOLONG, "The path or one of its components is too long")
	KAPI_ERRNO(ENOENT, "A component of the path does not exist, or the path is empty")
	KAPI_ERR_NOMEM
	KAPI_ERRNO(ENOTDIR, "A component used as a directory is not one")
	KAPI_EXAMPLES("n = readlink(\"/proc/self/exe\", buf, sizeof(buf));")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_readlinkat)
	KAPI_DESCRIPTION("Read the target of a symbolic link, relative to a directory")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("dfd", "int", "Directory a relative path starts from, or AT_FDCWD")
	KAPI_PARAM_PATH_IN("pathname", "const char *", "The link; \"\" reads the link dfd itself refers to")
	KAPI_PARAM_USER_OUT("buf", "char *", "Receives the target text",
		KAPI_PARAM_SIZE_PARAM(3))
	KAPI_PARAM_INT_IN("bufsiz", "int", "Room in buf",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(1, INT_MAX))
	KAPI_RETURN_IN_RANGE("long", "Bytes placed in buf", 0, LLONG_MAX)
	KAPI_ERRNO(EACCES, "Search permission is denied on a directory of the path")
	KAPI_ERRNO(EBADF, "dfd is neither open nor AT_FDCWD, with a relative path")
	KAPI_ERRNO(EFAULT, "The path lies outside the caller's memory")
	KAPI_ERRNO(EINVAL, "bufsiz is not positive, or the file is not a symbolic link")
	KAPI_ERRNO(EIO, "The file system failed reading the link")
	KAPI_ERRNO(ELOOP, "Too many symbolic links while resolving the path")
	KAPI_ERRNO(ENAMETOOLONG, "The path or one of its components is too long")
	KAPI_ERRNO(ENOENT, "A component of the path does not exist, or the path is empty")
	KAPI_ERR_NOMEM
	KAPI_ERRNO(ENOTDIR, "A component used as a directory is not one")
	KAPI_SINCE_VERSION("2.6.16")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_getdents64)
	KAPI_DESCRIPTION("Read directory entries")
	KAPI_LONG_DESC("Fills dirent with as many linux_dirent64 records as fit and "
	               "advances the directory position past them; 0 means the end of "
	               "the directory.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("fd", "unsigned int", "An open directory")
	KAPI_PARAM_USER_OUT("dirent", "struct linux_dirent64 *", "Receives the records",
		KAPI_PARAM_SIZE_PARAM(2))
	KAPI_PARAM_UINT_IN("count", "unsigned int", "Room in dirent, in bytes")
	KAPI_RETURN_IN_RANGE("long", "Bytes of records placed, 0 at the end", 0, LLONG_MAX)
	KAPI_ERR_BADF
	KAPI_ERRNO(EFAULT, "dirent cannot be written")
	KAPI_ERRNO(EINVAL, "count is too small for the next record")
	KAPI_ERRNO(ENOENT, "The directory was removed")
	KAPI_ERRNO(ENOTDIR, "fd is not a directory")
	KAPI_ERRNO(EIO, "The file system failed reading the directory")
	KAPI_EXAMPLES("n = getdents64(fd, buf, sizeof(buf));")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_access)
	KAPI_DESCRIPTION("Check whether the real user may use a file")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_PATH_IN("filename", "const char *", "The file")
	KAPI_PARAM_INT_IN("mode", "int", "F_OK, or R_OK, W_OK and X_OK",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(F_OK | R_OK | W_OK | X_OK))
	KAPI_RETURN_ZERO("long", "0 when every access asked for is allowed")
	KAPI_ERRNO(EACCES, "Search permission is denied on a directory of the path")
	KAPI_ERRNO(EFAULT, "The path lies outside the caller's memory")
	KAPI_ERRNO(EINVAL, "mode has bits beyond R_OK | W_OK | X_OK")
	KAPI_ERR_IO
	KAPI_ERRNO(ELOOP, "Too many symbolic links while resolving the path")
	KAPI_ERRNO(ENAMETOOLONG, "The path or one of its components is too long")
	KAPI_ERRNO(ENOENT, "A component of the path does not exist, or the path is empty")
	KAPI_ERR_NOMEM
	KAPI_ERRNO(ENOTDIR, "A component used as a directory is not one")
	KAPI_ERRNO(EROFS, "W_OK on a read-only file system")
	KAPI_ERRNO(ETXTBSY, "W_OK on a running executable")
	KAPI_ERRNO(EPERM, "Write access asked of a file with the immutable flag")
	KAPI_NOTES("The check uses the real, not the effective, user and group "
	           "IDs.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_faccessat)
	KAPI_DESCRIPTION("access() relative to a directory")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("dfd", "int", "Directory a relative path starts from, or AT_FDCWD")
	KAPI_PARAM_PATH_IN("filename", "const char *", "The file")
	KAPI_PARAM_INT_IN("mode", "int", "F_OK, or R_OK, W_OK and X_OK",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(F_OK | R_OK | W_OK | X_OK))
	KAPI_RETURN_ZERO("long", "0 when every access asked for is allowed")
	KAPI_ERRNO(EACCES, "Search permission is denied on a directory of the path")
	KAPI_ERRNO(EBADF, "dfd is neither open nor AT_FDCWD, with a relative path")
	KAPI_ERRNO(EFAULT, "The path lies outside the caller's memory")
	KAPI_ERRNO(EINVAL, "mode has bits beyond R_OK | W_OK | X_OK")
	KAPI_ERR_IO
	KAPI_ERRNO(ELOOP, "Too many symbolic links while resolving the path")
	KAPI_ERRNO(ENAMETOOLONG, "The path or one of its components is too long")
	KAPI_ERRNO(ENOENT, "A component of the path does not exist, or the path is empty")
	KAPI_ERR_NOMEM
	KAPI_ERRNO(ENOTDIR, "A component used as a directory is not one")
	KAPI_ERRNO(EROFS, "W_OK on a read-only file system")
	KAPI_ERRNO(ETXTBSY, "W_OK on a running executable")
	KAPI_ERRNO(EPERM, "Write access asked of a file with the immutable flag")
	KAPI_SINCE_VERSION("2.6.16")
	KAPI_NOTES("The system call has no flags argument; faccessat2 added one.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_faccessat2)
	KAPI_DESCRIPTION("access() relative to a directory, with lookup flags")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("dfd", "int", "Directory a relative path starts from, or AT_FDCWD")
	KAPI_PARAM_PATH_IN("filename", "const char *", "The file; \"\" with AT_EMPTY_PATH checks dfd")
	KAPI_PARAM_INT_IN("mode", "int", "F_OK, or R_OK, W_OK and X_OK",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(F_OK | R_OK | W_OK | X_OK))
	KAPI_PARAM_INT_IN("flags", "int", "AT_EACCESS, AT_SYMLINK_NOFOLLOW, AT_EMPTY_PATH",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(AT_EACCESS | AT_SYMLINK_NOFOLLOW | AT_EMPTY_PATH))
	KAPI_RETURN_ZERO("long", "0 when every access asked for is allowed")
	KAPI_ERRNO(EACCES, "Search permission is denied on a directory of the path")
	KAPI_ERRNO(EBADF, "dfd is neither open nor AT_FDCWD, with a relative path")
	KAPI_ERRNO(EFAULT, "The path lies outside the caller's memory")
	KAPI_ERRNO(EINVAL, "Unknown bits in mode or flags")
	KAPI_ERR_IO
	KAPI_ERRNO(ELOOP, "Too many symbolic links while resolving the path")
	KAPI_ERRNO(ENAMETOOLONG, "The path or one of its components is too long")
	KAPI_ERRNO(ENOENT, "A component of the path does not exist, or the path is empty")
	KAPI_ERR_NOMEM
	KAPI_ERRNO(ENOTDIR, "A component used as a directory is not one")
	KAPI_ERRNO(EROFS, "W_OK on a read-only file system")
	KAPI_ERRNO(ETXTBSY, "W_OK on a running executable")
	KAPI_ERRNO(EPERM, "Write access asked of a file with the immutable flag")
	KAPI_SINCE_VERSION("5.8")
	KAPI_NOTES("AT_EACCESS checks with the effective IDs instead of the real "
	           "ones.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_getcwd)
	KAPI_DESCRIPTION("Get the path of the current working directory")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_OUT("buf", "char *", "Receives the path and its NUL",
		KAPI_PARAM_SIZE_PARAM(1))
	KAPI_PARAM_UINT_IN("size", "unsigned long", "Room in buf")
	KAPI_RETURN_IN_RANGE("long", "The length of the path including its NUL", 0, LLONG_MAX)
	KAPI_ERRNO(EFAULT, "buf cannot be written")
	KAPI_ERRNO(ENOENT, "The working directory was removed")
	KAPI_ERR_NOMEM
	KAPI_ERRNO(ERANGE, "The path and its NUL do not fit in size bytes")
	KAPI_ERRNO(ENAMETOOLONG, "The path of the working directory is longer than a page")
	KAPI_NOTES("A directory outside the caller's root shows as \"(unreachable)\" "
	           "followed by the path."
		   " EACCES and EINVAL on the man page are the C library's (its fallback walk, a size of 0 with a buffer); the system call gives ERANGE for a short buffer.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_chdir)
	KAPI_DESCRIPTION("Change the current working directory")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_PATH_IN("filename", "const char *", "The new working directory")
	KAPI_RETURN_ZERO("long", "0, or a negative errno")
	KAPI_ERRNO(EACCES, "Search permission is denied on a directory of the path")
	KAPI_ERRNO(EFAULT, "The path lies outside the caller's memory")
	KAPI_ERR_IO
	KAPI_ERRNO(ELOOP, "Too many symbolic links while resolving the path")
	KAPI_ERRNO(ENAMETOOLONG, "The path or one of its components is too long")
	KAPI_ERRNO(ENOENT, "A component of the path does not exist, or the path is empty")
	KAPI_ERR_NOMEM
	KAPI_ERRNO(ENOTDIR, "A component used as a directory is not one")
	KAPI_EXAMPLES("chdir(\"/\");")
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_MODIFY_STATE, "fs->pwd",
			      "The working directory becomes filename")
		KAPI_EFFECT_CHECK("cwd_is(filename)")
	KAPI_SIDE_EFFECT_END
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_fchdir)
	KAPI_DESCRIPTION("Change the current working directory to an open directory")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("fd", "unsigned int", "An open directory")
	KAPI_RETURN_ZERO("long", "0, or a negative errno")
	KAPI_ERRNO(EACCES, "Search permission is denied on the directory")
	KAPI_ERR_BADF
	KAPI_ERRNO(ENOTDIR, "fd is not a directory")
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_MODIFY_STATE, "fs->pwd",
			      "The working directory becomes fd's directory")
		KAPI_EFFECT_CHECK("cwd_fd(fd)")
	KAPI_SIDE_EFFECT_END
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_unlink)
	KAPI_DESCRIPTION("Remove a name from the file system")
	KAPI_LONG_DESC("Removes the directory entry; the file itself goes away once no "
	               "name and no open descriptor refers to it.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_PATH_IN("pathname", "const char *", "The name to remove")
	KAPI_RETURN_ZERO("long", "0, or a negative errno")
	KAPI_ERRNO(EACCES, "Search permission is denied on a directory of the path")
	KAPI_ERRNO(EBUSY, "The file is a mount point or otherwise in use by the system")
	KAPI_ERRNO(EFAULT, "The path lies outside the caller's memory")
	KAPI_ERR_IO
	KAPI_ERRNO(EISDIR, "pathname is a directory")
	KAPI_ERRNO(ELOOP, "Too many symbolic links while resolving the path")
	KAPI_ERRNO(ENAMETOOLONG, "The path or one of its components is too long")
	KAPI_ERRNO(ENOENT, "A component of the path does not exist, or the path is empty")
	KAPI_ERR_NOMEM
	KAPI_ERRNO(ENOTDIR, "A component used as a directory is not one")
	KAPI_ERRNO(EPERM, "The directory is sticky and the caller owns neither it nor the file, or the file is immutable")
	KAPI_ERRNO(EROFS, "The file system is read-only")
	KAPI_CAPABILITY_NEXT(CAP_FOWNER, "CAP_FOWNER", KAPI_CAP_BYPASS_CHECK)
		KAPI_CAP_ALLOWS("Removing others' files from a sticky directory")
		KAPI_CAP_WITHOUT("EPERM")
	KAPI_CAPABILITY_END
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_RESOURCE_DESTROY | KAPI_EFFECT_FILESYSTEM, "directory entry",
			 "The name is gone; the inode stays while it is open or linked elsewhere")
		KAPI_EFFECT_CHECK("gone(pathname)")
	KAPI_SIDE_EFFECT_END
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_statfs)
	KAPI_DESCRIPTION("File system statistics for a path")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_PATH_IN("pathname", "const char *", "Any file on the file system")
	KAPI_PARAM_USER_OUT("buf", "struct statfs *", "Receives the statistics")
	KAPI_RETURN_ZERO("long", "0, or a negative errno")
	KAPI_ERRNO(EACCES, "Search permission is denied on a directory of the path")
	KAPI_ERRNO(EFAULT, "The path lies outside the caller's memory")
	KAPI_ERR_INTR_WAIT
	KAPI_ERR_IO
	KAPI_ERRNO(ELOOP, "Too many symbolic links while resolving the path")
	KAPI_ERRNO(ENAMETOOLONG, "The path or one of its components is too long")
	KAPI_ERRNO(ENOENT, "A component of the path does not exist, or the path is empty")
	KAPI_ERR_NOMEM
	KAPI_ERRNO(ENOSYS, "The file system has no statistics")
	KAPI_ERRNO(ENOTDIR, "A component used as a directory is not one")
	KAPI_ERRNO(EOVERFLOW, "A value does not fit the structure")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_fstatfs)
	KAPI_DESCRIPTION("File system statistics for an open file")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("fd", "unsigned int", "Any open file on the file system")
	KAPI_PARAM_USER_OUT("buf", "struct statfs *", "Receives the statistics")
	KAPI_RETURN_ZERO("long", "0, or a negative errno")
	KAPI_ERR_BADF
	KAPI_ERRNO(EFAULT, "buf cannot be written")
	KAPI_ERR_INTR_WAIT
	KAPI_ERR_IO
	KAPI_ERRNO(ENOSYS, "The file system has no statistics")
	KAPI_ERRNO(EOVERFLOW, "A value does not fit the structure")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_ftruncate)
	KAPI_DESCRIPTION("Set the size of an open file")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("fd", "unsigned int", "A regular file open for writing")
	KAPI_PARAM_INT_IN("length", "off_t", "The new size in bytes",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, LLONG_MAX)
		KAPI_PARAM_CONSTRAINT("A negative length is refused"))
	KAPI_RETURN_ZERO("long", "0, or a negative errno")
	KAPI_ERRNO(EBADF, "fd is not open for writing")
	KAPI_ERRNO(EFBIG, "length exceeds the file size limit or RLIMIT_FSIZE")
	KAPI_ERR_INTR_WAIT
	KAPI_ERRNO(EINVAL, "length is negative, or fd is not a regular file")
	KAPI_ERR_IO
	KAPI_ERRNO(EPERM, "The file is append-only, immutable or sealed")
	KAPI_ERRNO(EROFS, "The file system is read-only")
	KAPI_ERRNO(ETXTBSY, "The file is a running executable")
	KAPI_SIGNAL_NEXT(SIGXFSZ, "SIGXFSZ", KAPI_SIGNAL_SEND, KAPI_SIGNAL_ACTION_TERMINATE)
		KAPI_SIGNAL_TARGET("The calling thread")
		KAPI_SIGNAL_CONDITION("length is above RLIMIT_FSIZE")
		KAPI_SIGNAL_TIMING(KAPI_SIGNAL_TIME_DURING)
	KAPI_SIGNAL_END
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_MODIFY_STATE | KAPI_EFFECT_FILESYSTEM, "file size",
			 "The file is length bytes long: cut, or extended with zeros")
		KAPI_EFFECT_CHECK("size(fd, length)")
	KAPI_SIDE_EFFECT_END
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_fsync)
	KAPI_DESCRIPTION("Write a file's data and metadata to its device")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("fd", "unsigned int", "The file")
	KAPI_RETURN_ZERO("long", "0 once the data is on stable storage")
	FSYNC_ERRORS
	KAPI_ERRNO(EINTR, "A signal interrupted a flush that waits interruptibly (some network file systems)")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_fdatasync)
	KAPI_DESCRIPTION("Write a file's data, and the metadata needed to read it, to "
	                 "its device")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("fd", "unsigned int", "The file")
	KAPI_RETURN_ZERO("long", "0 once the data is on stable storage")
	FSYNC_ERRORS
	KAPI_ERRNO(EINTR, "A signal interrupted a flush that waits interruptibly (some network file systems)")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_mkdir)
	KAPI_DESCRIPTION("Make a directory")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_PATH_IN("pathname", "const char *", "The new directory")
	KAPI_PARAM_UINT_IN("mode", "umode_t", "Permissions, less the umask",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(07777)
		KAPI_PARAM_IGNORED_MASK(0xfffff000))
	KAPI_RETURN_ZERO("long", "0")
	KAPI_ERR_ACCES_SEARCH_WRITE
	KAPI_ERR_FAULT_PATH
	KAPI_ERR_LOOP
	KAPI_ERR_NAMETOOLONG
	KAPI_ERRNO(ENOENT, "A directory on the path does not exist")
	KAPI_ERR_NOMEM
	KAPI_ERR_NOTDIR
	KAPI_ERR_DQUOT
	KAPI_ERRNO(EEXIST, "The name exists, even as a dangling symbolic link")
	KAPI_ERRNO(EMLINK, "The parent has too many links")
	KAPI_ERR_NOSPC
	KAPI_ERRNO(EPERM, "The file system cannot make directories")
	KAPI_ERR_ROFS
	KAPI_ERRNO(EINVAL, "A name the file system cannot store")
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_RESOURCE_CREATE | KAPI_EFFECT_FILESYSTEM, "directory entry",
			 "A new empty directory at pathname")
		KAPI_EFFECT_CHECK("is_dir(pathname)")
	KAPI_SIDE_EFFECT_END
	KAPI_NOTES("mkdirat() with AT_FDCWD. Mode bits above 07777 are dropped.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_rmdir)
	KAPI_DESCRIPTION("Remove an empty directory")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_PATH_IN("pathname", "const char *", "The directory")
	KAPI_RETURN_ZERO("long", "0")
	KAPI_ERR_ACCES_SEARCH_WRITE
	KAPI_ERRNO(EBUSY, "The directory is a mount point or a root")
	KAPI_ERR_FAULT_PATH
	KAPI_ERRNO(EINVAL, "The last component is \".\"")
	KAPI_ERR_LOOP
	KAPI_ERR_NAMETOOLONG
	KAPI_ERRNO(ENOENT, "The directory does not exist")
	KAPI_ERR_NOMEM
	KAPI_ERRNO(ENOTDIR, "A component, or the target, is not a directory")
	KAPI_ERRNO(ENOTEMPTY, "The directory has entries, or the last component is \"..\"")
	KAPI_ERRNO(EEXIST, "The directory has entries (some file systems say this instead)")
	KAPI_ERRNO(EPERM, "A sticky parent the caller does not own, or an immutable directory")
	KAPI_ERR_ROFS
	KAPI_ERR_IO
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_RESOURCE_DESTROY | KAPI_EFFECT_FILESYSTEM, "directory entry",
			 "The empty directory is gone")
		KAPI_EFFECT_CHECK("gone(pathname)")
	KAPI_SIDE_EFFECT_END
	KAPI_NOTES("unlinkat() with AT_FDCWD and AT_REMOVEDIR.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_link)
	KAPI_DESCRIPTION("Give a file another name (a hard link)")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_PATH_IN("oldname", "const char *", "The existing file")
	KAPI_PARAM_PATH_IN("newname", "const char *", "The new name")
	KAPI_RETURN_ZERO("long", "0")
	KAPI_ERR_ACCES_SEARCH_WRITE
	KAPI_ERR_DQUOT
	KAPI_ERRNO(EEXIST, "newname exists")
	KAPI_ERR_FAULT_A_PATH
	KAPI_ERR_IO
	KAPI_ERR_LOOP
	KAPI_ERRNO(EMLINK, "oldname has the most links its file system allows")
	KAPI_ERRNO(ENAMETOOLONG, "A path or a component is too long")
	KAPI_ERR_NOENT_COMPONENT
	KAPI_ERR_NOMEM
	KAPI_ERR_NOSPC
	KAPI_ERR_NOTDIR
	KAPI_ERRNO(EPERM, "oldname is a directory, an immutable or append-only file, or protected_hardlinks refuses it")
	KAPI_ERR_ROFS
	KAPI_ERRNO(EXDEV, "The two names are on different mounts")
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_RESOURCE_CREATE | KAPI_EFFECT_FILESYSTEM, "directory entry",
			      "newname is a new name of oldname's file")
		KAPI_EFFECT_CHECK("exists(newname)")
	KAPI_SIDE_EFFECT_END
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_linkat)
	KAPI_DESCRIPTION("Give a file another name, relative to directory descriptors")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("olddfd", "int", "Directory oldname starts from, or AT_FDCWD")
	KAPI_PARAM_PATH_IN("oldname", "const char *", "The existing file")
	KAPI_PARAM_FD_IN("newdfd", "int", "Directory newname starts from, or AT_FDCWD")
	KAPI_PARAM_PATH_IN("newname", "const char *", "The new name")
	KAPI_PARAM_INT_IN("flags", "int", "AT_SYMLINK_FOLLOW, AT_EMPTY_PATH",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(AT_SYMLINK_FOLLOW | AT_EMPTY_PATH))
	KAPI_RETURN_ZERO("long", "0")
	KAPI_ERR_ACCES_SEARCH_WRITE
	KAPI_ERRNO(EBADF, "A directory descriptor is not open")
	KAPI_ERR_DQUOT
	KAPI_ERRNO(EEXIST, "newname exists")
	KAPI_ERR_FAULT_A_PATH
	KAPI_ERRNO(EINVAL, "flags has other bits")
	KAPI_ERR_IO
	KAPI_ERR_LOOP
	KAPI_ERRNO(EMLINK, "oldname has the most links its file system allows")
	KAPI_ERRNO(ENAMETOOLONG, "A path or a component is too long")
	KAPI_ERR_NOENT_COMPONENT
	KAPI_ERR_NOMEM
	KAPI_ERR_NOSPC
	KAPI_ERR_NOTDIR
	KAPI_ERRNO(EPERM, "oldname is a directory, an immutable or append-only file, or protected_hardlinks refuses it")
	KAPI_ERR_ROFS
	KAPI_ERRNO(EXDEV, "The two names are on different mounts")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_symlink)
	KAPI_DESCRIPTION("Make a symbolic link")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_PATH_IN("oldname", "const char *", "The text the link holds; it need not name anything")
	KAPI_PARAM_PATH_IN("newname", "const char *", "The new name")
	KAPI_RETURN_ZERO("long", "0")
	KAPI_ERR_ACCES_SEARCH_WRITE
	KAPI_ERR_DQUOT
	KAPI_ERRNO(EEXIST, "newname exists")
	KAPI_ERR_FAULT_A_PATH
	KAPI_ERR_IO
	KAPI_ERR_LOOP
	KAPI_ERRNO(ENAMETOOLONG, "A path or a component is too long")
	KAPI_ERR_NOENT_COMPONENT
	KAPI_ERR_NOMEM
	KAPI_ERR_NOSPC
	KAPI_ERR_NOTDIR
	KAPI_ERRNO(EPERM, "The file system cannot make symbolic links")
	KAPI_ERR_ROFS
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_RESOURCE_CREATE | KAPI_EFFECT_FILESYSTEM, "directory entry",
			      "newname is a new symbolic link")
		KAPI_EFFECT_CHECK("exists(newname)")
	KAPI_SIDE_EFFECT_END
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_symlinkat)
	KAPI_DESCRIPTION("Make a symbolic link, relative to a directory descriptor")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_PATH_IN("oldname", "const char *", "The text the link holds; it need not name anything")
	KAPI_PARAM_FD_IN("newdfd", "int", "Directory newname starts from, or AT_FDCWD")
	KAPI_PARAM_PATH_IN("newname", "const char *", "The new name")
	KAPI_RETURN_ZERO("long", "0")
	KAPI_ERR_ACCES_SEARCH_WRITE
	KAPI_ERRNO(EBADF, "A directory descriptor is not open")
	KAPI_ERR_DQUOT
	KAPI_ERRNO(EEXIST, "newname exists")
	KAPI_ERR_FAULT_A_PATH
	KAPI_ERR_IO
	KAPI_ERR_LOOP
	KAPI_ERRNO(ENAMETOOLONG, "A path or a component is too long")
	KAPI_ERR_NOENT_COMPONENT
	KAPI_ERR_NOMEM
	KAPI_ERR_NOSPC
	KAPI_ERR_NOTDIR
	KAPI_ERRNO(EPERM, "The file system cannot make symbolic links")
	KAPI_ERR_ROFS
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_rename)
	KAPI_DESCRIPTION("Rename or move a file, replacing newname if it exists")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_PATH_IN("oldname", "const char *", "The existing file")
	KAPI_PARAM_PATH_IN("newname", "const char *", "The new name")
	KAPI_RETURN_ZERO("long", "0")
	KAPI_ERR_ACCES_SEARCH_WRITE
	KAPI_ERRNO(EBUSY, "A name is a mount point or in use")
	KAPI_ERR_DQUOT
	KAPI_ERRNO(EEXIST, "newname is a non-empty directory (some file systems say this)")
	KAPI_ERR_FAULT_A_PATH
	KAPI_ERRNO(EINVAL, "A directory into its own subtree, or a last component of . or ..")
	KAPI_ERRNO(EISDIR, "newname is a directory and oldname is not")
	KAPI_ERR_LOOP
	KAPI_ERRNO(EMLINK, "Too many links")
	KAPI_ERRNO(ENAMETOOLONG, "A path or a component is too long")
	KAPI_ERR_NOENT_COMPONENT
	KAPI_ERR_NOMEM
	KAPI_ERR_NOSPC
	KAPI_ERR_NOTDIR
	KAPI_ERRNO(ENOTEMPTY, "newname is a non-empty directory")
	KAPI_ERRNO(EPERM, "Sticky directory or immutable file")
	KAPI_ERR_ROFS
	KAPI_ERRNO(EXDEV, "The two paths are on different mounts")
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_FILESYSTEM, "directory entry",
			      "oldname is gone; newname names the file")
		KAPI_EFFECT_CHECK("gone(oldname)")
	KAPI_SIDE_EFFECT_END
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_renameat)
	KAPI_DESCRIPTION("Rename or move a file, relative to directory descriptors")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("olddfd", "int", "Directory oldname starts from, or AT_FDCWD")
	KAPI_PARAM_PATH_IN("oldname", "const char *", "The existing file")
	KAPI_PARAM_FD_IN("newdfd", "int", "Directory newname starts from, or AT_FDCWD")
	KAPI_PARAM_PATH_IN("newname", "const char *", "The new name")
	KAPI_RETURN_ZERO("long", "0")
	KAPI_ERR_ACCES_SEARCH_WRITE
	KAPI_ERRNO(EBADF, "A directory descriptor is not open")
	KAPI_ERRNO(EBUSY, "A name is a mount point or in use")
	KAPI_ERR_DQUOT
	KAPI_ERRNO(EEXIST, "newname is a non-empty directory (some file systems say this)")
	KAPI_ERR_FAULT_A_PATH
	KAPI_ERRNO(EINVAL, "A directory into its own subtree, or a last component of . or ..")
	KAPI_ERRNO(EISDIR, "newname is a directory and oldname is not")
	KAPI_ERR_LOOP
	KAPI_ERRNO(EMLINK, "Too many links")
	KAPI_ERRNO(ENAMETOOLONG, "A path or a component is too long")
	KAPI_ERR_NOENT_COMPONENT
	KAPI_ERR_NOMEM
	KAPI_ERR_NOSPC
	KAPI_ERR_NOTDIR
	KAPI_ERRNO(ENOTEMPTY, "newname is a non-empty directory")
	KAPI_ERRNO(EPERM, "Sticky directory or immutable file")
	KAPI_ERR_ROFS
	KAPI_ERRNO(EXDEV, "The two paths are on different mounts")
	KAPI_NOTES("renameat2 with flags 0.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_newstat)
	KAPI_DESCRIPTION("File status by path, following symbolic links (stat)")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_PATH_IN("filename", "const char *", "The file")
	KAPI_PARAM_USER_OUT("statbuf", "struct stat *", "Receives the status")
	KAPI_RETURN_ZERO("long", "0")
	NEWSTAT_ERRORS
	KAPI_NOTES("The C library now calls newfstatat for stat(); older binaries call this.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_newlstat)
	KAPI_DESCRIPTION("File status by path, of a final symbolic link itself (lstat)")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_PATH_IN("filename", "const char *", "The file")
	KAPI_PARAM_USER_OUT("statbuf", "struct stat *", "Receives the status")
	KAPI_RETURN_ZERO("long", "0")
	NEWSTAT_ERRORS
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_newfstat)
	KAPI_DESCRIPTION("File status of an open file (fstat)")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("fd", "unsigned int", "The file, O_PATH descriptors included",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, INT_MAX))
	KAPI_PARAM_USER_OUT("statbuf", "struct stat *", "Receives the status")
	KAPI_RETURN_ZERO("long", "0")
	KAPI_ERR_BADF
	KAPI_ERRNO(EFAULT, "statbuf is out of reach")
	KAPI_ERR_NOMEM
	KAPI_ERRNO(EOVERFLOW, "A field does not fit struct stat")
KAPI_END_SPEC;

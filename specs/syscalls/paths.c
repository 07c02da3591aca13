// SPDX-License-Identifier: GPL-2.0
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


DEFINE_KERNEL_API_SPEC(sys_readlink)
	KAPI_DESCRIPTION("Read the target of a symbolic link")
	KAPI_LONG_DESC("Copies the link text into buf without a terminating NUL and "
	               "returns how many bytes it copied; a longer target is cut to "
	               "bufsiz.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "path", "const char *", "The symbolic link")
		KAPI_PARAM_TYPE(KAPI_TYPE_PATH)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN | KAPI_PARAM_USER)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_PATH)
	KAPI_PARAM_END
	KAPI_PARAM(1, "buf", "char *", "Receives the target text")
		KAPI_PARAM_TYPE(KAPI_TYPE_USER_PTR)
		KAPI_PARAM_FLAGS(KAPI_PARAM_OUT | KAPI_PARAM_USER)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_PTR)
		KAPI_PARAM_SIZE_PARAM(2)
	KAPI_PARAM_END
	KAPI_PARAM(2, "bufsiz", "int", "Room in buf")
		KAPI_PARAM_TYPE(KAPI_TYPE_INT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(1, INT_MAX)
		KAPI_PARAM_CONSTRAINT("Zero or negative sizes are refused")
	KAPI_PARAM_END
	KAPI_RETURN("long", "Bytes placed in buf")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_RANGE)
		KAPI_RETURN_SUCCESS_RANGE(0, LLONG_MAX)
	KAPI_RETURN_END
	KAPI_ERROR(0, -EACCES, "EACCES", "Search permission is denied on a directory of the path",
		   "")
	KAPI_ERROR(1, -EFAULT, "EFAULT", "The path lies outside the caller's memory",
		   "")
	KAPI_ERROR(2, -EINVAL, "EINVAL", "bufsiz is not positive, or the file is not a symbolic link",
		   "")
	KAPI_ERROR(3, -EIO, "EIO", "The file system failed reading the link",
		   "")
	KAPI_ERROR(4, -ELOOP, "ELOOP", "Too many symbolic links while resolving the path",
		   "")
	KAPI_ERROR(5, -ENAMETOOLONG, "ENAMETOOLONG", "The path or one of its components is too long",
		   "")
	KAPI_ERROR(6, -ENOENT, "ENOENT", "A component of the path does not exist, or the path is empty",
		   "")
	KAPI_ERROR(7, -ENOMEM, "ENOMEM", "Kernel memory ran out",
		   "")
	KAPI_ERROR(8, -ENOTDIR, "ENOTDIR", "A component used as a directory is not one",
		   "")
	KAPI_EXAMPLES("n = readlink(\"/proc/self/exe\", buf, sizeof(buf));")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_readlinkat)
	KAPI_DESCRIPTION("Read the target of a symbolic link, relative to a directory")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "dfd", "int", "Directory a relative path starts from, or AT_FDCWD")
		KAPI_PARAM_TYPE(KAPI_TYPE_FD)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
	KAPI_PARAM_END
	KAPI_PARAM(1, "pathname", "const char *", "The link; \"\" reads the link dfd itself refers to")
		KAPI_PARAM_TYPE(KAPI_TYPE_PATH)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN | KAPI_PARAM_USER)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_PATH)
	KAPI_PARAM_END
	KAPI_PARAM(2, "buf", "char *", "Receives the target text")
		KAPI_PARAM_TYPE(KAPI_TYPE_USER_PTR)
		KAPI_PARAM_FLAGS(KAPI_PARAM_OUT | KAPI_PARAM_USER)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_PTR)
		KAPI_PARAM_SIZE_PARAM(3)
	KAPI_PARAM_END
	KAPI_PARAM(3, "bufsiz", "int", "Room in buf")
		KAPI_PARAM_TYPE(KAPI_TYPE_INT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(1, INT_MAX)
	KAPI_PARAM_END
	KAPI_RETURN("long", "Bytes placed in buf")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_RANGE)
		KAPI_RETURN_SUCCESS_RANGE(0, LLONG_MAX)
	KAPI_RETURN_END
	KAPI_ERROR(0, -EACCES, "EACCES", "Search permission is denied on a directory of the path",
		   "")
	KAPI_ERROR(1, -EBADF, "EBADF", "dfd is neither open nor AT_FDCWD, with a relative path",
		   "")
	KAPI_ERROR(2, -EFAULT, "EFAULT", "The path lies outside the caller's memory",
		   "")
	KAPI_ERROR(3, -EINVAL, "EINVAL", "bufsiz is not positive, or the file is not a symbolic link",
		   "")
	KAPI_ERROR(4, -EIO, "EIO", "The file system failed reading the link",
		   "")
	KAPI_ERROR(5, -ELOOP, "ELOOP", "Too many symbolic links while resolving the path",
		   "")
	KAPI_ERROR(6, -ENAMETOOLONG, "ENAMETOOLONG", "The path or one of its components is too long",
		   "")
	KAPI_ERROR(7, -ENOENT, "ENOENT", "A component of the path does not exist, or the path is empty",
		   "")
	KAPI_ERROR(8, -ENOMEM, "ENOMEM", "Kernel memory ran out",
		   "")
	KAPI_ERROR(9, -ENOTDIR, "ENOTDIR", "A component used as a directory is not one",
		   "")
	KAPI_SINCE_VERSION("2.6.16")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_getdents64)
	KAPI_DESCRIPTION("Read directory entries")
	KAPI_LONG_DESC("Fills dirent with as many linux_dirent64 records as fit and "
	               "advances the directory position past them; 0 means the end of "
	               "the directory.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "fd", "unsigned int", "An open directory")
		KAPI_PARAM_TYPE(KAPI_TYPE_FD)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
	KAPI_PARAM_END
	KAPI_PARAM(1, "dirent", "struct linux_dirent64 *", "Receives the records")
		KAPI_PARAM_TYPE(KAPI_TYPE_USER_PTR)
		KAPI_PARAM_FLAGS(KAPI_PARAM_OUT | KAPI_PARAM_USER)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_PTR)
		KAPI_PARAM_SIZE_PARAM(2)
	KAPI_PARAM_END
	KAPI_PARAM(2, "count", "unsigned int", "Room in dirent, in bytes")
		KAPI_PARAM_TYPE(KAPI_TYPE_UINT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
	KAPI_PARAM_END
	KAPI_RETURN("long", "Bytes of records placed, 0 at the end")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_RANGE)
		KAPI_RETURN_SUCCESS_RANGE(0, LLONG_MAX)
	KAPI_RETURN_END
	KAPI_ERROR(0, -EBADF, "EBADF", "fd is not open",
		   "")
	KAPI_ERROR(1, -EFAULT, "EFAULT", "dirent cannot be written",
		   "")
	KAPI_ERROR(2, -EINVAL, "EINVAL", "count is too small for the next record",
		   "")
	KAPI_ERROR(3, -ENOENT, "ENOENT", "The directory was removed",
		   "")
	KAPI_ERROR(4, -ENOTDIR, "ENOTDIR", "fd is not a directory",
		   "")
	KAPI_ERROR(5, -EIO, "EIO", "The file system failed reading the directory",
		   "")
	KAPI_EXAMPLES("n = getdents64(fd, buf, sizeof(buf));")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_access)
	KAPI_DESCRIPTION("Check whether the real user may use a file")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "filename", "const char *", "The file")
		KAPI_PARAM_TYPE(KAPI_TYPE_PATH)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN | KAPI_PARAM_USER)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_PATH)
	KAPI_PARAM_END
	KAPI_PARAM(1, "mode", "int", "F_OK, or R_OK, W_OK and X_OK")
		KAPI_PARAM_TYPE(KAPI_TYPE_INT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(F_OK | R_OK | W_OK | X_OK)
	KAPI_PARAM_END
	KAPI_RETURN("long", "0 when every access asked for is allowed")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_EXACT)
		KAPI_RETURN_SUCCESS(0)
	KAPI_RETURN_END
	KAPI_ERROR(0, -EACCES, "EACCES", "Search permission is denied on a directory of the path",
		   "")
	KAPI_ERROR(1, -EFAULT, "EFAULT", "The path lies outside the caller's memory",
		   "")
	KAPI_ERROR(2, -EINVAL, "EINVAL", "mode has bits beyond R_OK | W_OK | X_OK",
		   "")
	KAPI_ERROR(3, -EIO, "EIO", "An I/O error",
		   "")
	KAPI_ERROR(4, -ELOOP, "ELOOP", "Too many symbolic links while resolving the path",
		   "")
	KAPI_ERROR(5, -ENAMETOOLONG, "ENAMETOOLONG", "The path or one of its components is too long",
		   "")
	KAPI_ERROR(6, -ENOENT, "ENOENT", "A component of the path does not exist, or the path is empty",
		   "")
	KAPI_ERROR(7, -ENOMEM, "ENOMEM", "Kernel memory ran out",
		   "")
	KAPI_ERROR(8, -ENOTDIR, "ENOTDIR", "A component used as a directory is not one",
		   "")
	KAPI_ERROR(9, -EROFS, "EROFS", "W_OK on a read-only file system",
		   "")
	KAPI_ERROR(10, -ETXTBSY, "ETXTBSY", "W_OK on a running executable",
		   "")
	KAPI_NOTES("The check uses the real, not the effective, user and group "
	           "IDs.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_faccessat)
	KAPI_DESCRIPTION("access() relative to a directory")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "dfd", "int", "Directory a relative path starts from, or AT_FDCWD")
		KAPI_PARAM_TYPE(KAPI_TYPE_FD)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
	KAPI_PARAM_END
	KAPI_PARAM(1, "filename", "const char *", "The file")
		KAPI_PARAM_TYPE(KAPI_TYPE_PATH)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN | KAPI_PARAM_USER)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_PATH)
	KAPI_PARAM_END
	KAPI_PARAM(2, "mode", "int", "F_OK, or R_OK, W_OK and X_OK")
		KAPI_PARAM_TYPE(KAPI_TYPE_INT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(F_OK | R_OK | W_OK | X_OK)
	KAPI_PARAM_END
	KAPI_RETURN("long", "0 when every access asked for is allowed")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_EXACT)
		KAPI_RETURN_SUCCESS(0)
	KAPI_RETURN_END
	KAPI_ERROR(0, -EACCES, "EACCES", "Search permission is denied on a directory of the path",
		   "")
	KAPI_ERROR(1, -EBADF, "EBADF", "dfd is neither open nor AT_FDCWD, with a relative path",
		   "")
	KAPI_ERROR(2, -EFAULT, "EFAULT", "The path lies outside the caller's memory",
		   "")
	KAPI_ERROR(3, -EINVAL, "EINVAL", "mode has bits beyond R_OK | W_OK | X_OK",
		   "")
	KAPI_ERROR(4, -EIO, "EIO", "An I/O error",
		   "")
	KAPI_ERROR(5, -ELOOP, "ELOOP", "Too many symbolic links while resolving the path",
		   "")
	KAPI_ERROR(6, -ENAMETOOLONG, "ENAMETOOLONG", "The path or one of its components is too long",
		   "")
	KAPI_ERROR(7, -ENOENT, "ENOENT", "A component of the path does not exist, or the path is empty",
		   "")
	KAPI_ERROR(8, -ENOMEM, "ENOMEM", "Kernel memory ran out",
		   "")
	KAPI_ERROR(9, -ENOTDIR, "ENOTDIR", "A component used as a directory is not one",
		   "")
	KAPI_ERROR(10, -EROFS, "EROFS", "W_OK on a read-only file system",
		   "")
	KAPI_ERROR(11, -ETXTBSY, "ETXTBSY", "W_OK on a running executable",
		   "")
	KAPI_SINCE_VERSION("2.6.16")
	KAPI_NOTES("The system call has no flags argument; faccessat2 added one.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_faccessat2)
	KAPI_DESCRIPTION("access() relative to a directory, with lookup flags")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "dfd", "int", "Directory a relative path starts from, or AT_FDCWD")
		KAPI_PARAM_TYPE(KAPI_TYPE_FD)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
	KAPI_PARAM_END
	KAPI_PARAM(1, "filename", "const char *", "The file; \"\" with AT_EMPTY_PATH checks dfd")
		KAPI_PARAM_TYPE(KAPI_TYPE_PATH)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN | KAPI_PARAM_USER)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_PATH)
	KAPI_PARAM_END
	KAPI_PARAM(2, "mode", "int", "F_OK, or R_OK, W_OK and X_OK")
		KAPI_PARAM_TYPE(KAPI_TYPE_INT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(F_OK | R_OK | W_OK | X_OK)
	KAPI_PARAM_END
	KAPI_PARAM(3, "flags", "int", "AT_EACCESS, AT_SYMLINK_NOFOLLOW, AT_EMPTY_PATH")
		KAPI_PARAM_TYPE(KAPI_TYPE_INT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(AT_EACCESS | AT_SYMLINK_NOFOLLOW | AT_EMPTY_PATH)
	KAPI_PARAM_END
	KAPI_RETURN("long", "0 when every access asked for is allowed")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_EXACT)
		KAPI_RETURN_SUCCESS(0)
	KAPI_RETURN_END
	KAPI_ERROR(0, -EACCES, "EACCES", "Search permission is denied on a directory of the path",
		   "")
	KAPI_ERROR(1, -EBADF, "EBADF", "dfd is neither open nor AT_FDCWD, with a relative path",
		   "")
	KAPI_ERROR(2, -EFAULT, "EFAULT", "The path lies outside the caller's memory",
		   "")
	KAPI_ERROR(3, -EINVAL, "EINVAL", "Unknown bits in mode or flags",
		   "")
	KAPI_ERROR(4, -EIO, "EIO", "An I/O error",
		   "")
	KAPI_ERROR(5, -ELOOP, "ELOOP", "Too many symbolic links while resolving the path",
		   "")
	KAPI_ERROR(6, -ENAMETOOLONG, "ENAMETOOLONG", "The path or one of its components is too long",
		   "")
	KAPI_ERROR(7, -ENOENT, "ENOENT", "A component of the path does not exist, or the path is empty",
		   "")
	KAPI_ERROR(8, -ENOMEM, "ENOMEM", "Kernel memory ran out",
		   "")
	KAPI_ERROR(9, -ENOTDIR, "ENOTDIR", "A component used as a directory is not one",
		   "")
	KAPI_ERROR(10, -EROFS, "EROFS", "W_OK on a read-only file system",
		   "")
	KAPI_ERROR(11, -ETXTBSY, "ETXTBSY", "W_OK on a running executable",
		   "")
	KAPI_SINCE_VERSION("5.8")
	KAPI_NOTES("AT_EACCESS checks with the effective IDs instead of the real "
	           "ones.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_getcwd)
	KAPI_DESCRIPTION("Get the path of the current working directory")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "buf", "char *", "Receives the path and its NUL")
		KAPI_PARAM_TYPE(KAPI_TYPE_USER_PTR)
		KAPI_PARAM_FLAGS(KAPI_PARAM_OUT | KAPI_PARAM_USER)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_PTR)
		KAPI_PARAM_SIZE_PARAM(1)
	KAPI_PARAM_END
	KAPI_PARAM(1, "size", "unsigned long", "Room in buf")
		KAPI_PARAM_TYPE(KAPI_TYPE_UINT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
	KAPI_PARAM_END
	KAPI_RETURN("long", "The length of the path including its NUL")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_RANGE)
		KAPI_RETURN_SUCCESS_RANGE(0, LLONG_MAX)
	KAPI_RETURN_END
	KAPI_ERROR(0, -EFAULT, "EFAULT", "buf cannot be written",
		   "")
	KAPI_ERROR(1, -ENOENT, "ENOENT", "The working directory was removed",
		   "")
	KAPI_ERROR(2, -ENOMEM, "ENOMEM", "Kernel memory ran out",
		   "")
	KAPI_ERROR(3, -ERANGE, "ERANGE", "The path and its NUL do not fit in size bytes",
		   "")
	KAPI_NOTES("A directory outside the caller's root shows as \"(unreachable)\" "
	           "followed by the path.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_chdir)
	KAPI_DESCRIPTION("Change the current working directory")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "filename", "const char *", "The new working directory")
		KAPI_PARAM_TYPE(KAPI_TYPE_PATH)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN | KAPI_PARAM_USER)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_PATH)
	KAPI_PARAM_END
	KAPI_RETURN("long", "0, or a negative errno")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_EXACT)
		KAPI_RETURN_SUCCESS(0)
	KAPI_RETURN_END
	KAPI_ERROR(0, -EACCES, "EACCES", "Search permission is denied on a directory of the path",
		   "")
	KAPI_ERROR(1, -EFAULT, "EFAULT", "The path lies outside the caller's memory",
		   "")
	KAPI_ERROR(2, -EIO, "EIO", "An I/O error",
		   "")
	KAPI_ERROR(3, -ELOOP, "ELOOP", "Too many symbolic links while resolving the path",
		   "")
	KAPI_ERROR(4, -ENAMETOOLONG, "ENAMETOOLONG", "The path or one of its components is too long",
		   "")
	KAPI_ERROR(5, -ENOENT, "ENOENT", "A component of the path does not exist, or the path is empty",
		   "")
	KAPI_ERROR(6, -ENOMEM, "ENOMEM", "Kernel memory ran out",
		   "")
	KAPI_ERROR(7, -ENOTDIR, "ENOTDIR", "A component used as a directory is not one",
		   "")
	KAPI_EXAMPLES("chdir(\"/\");")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_fchdir)
	KAPI_DESCRIPTION("Change the current working directory to an open directory")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "fd", "unsigned int", "An open directory")
		KAPI_PARAM_TYPE(KAPI_TYPE_FD)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
	KAPI_PARAM_END
	KAPI_RETURN("long", "0, or a negative errno")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_EXACT)
		KAPI_RETURN_SUCCESS(0)
	KAPI_RETURN_END
	KAPI_ERROR(0, -EACCES, "EACCES", "Search permission is denied on the directory",
		   "")
	KAPI_ERROR(1, -EBADF, "EBADF", "fd is not open",
		   "")
	KAPI_ERROR(2, -ENOTDIR, "ENOTDIR", "fd is not a directory",
		   "")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_unlink)
	KAPI_DESCRIPTION("Remove a name from the file system")
	KAPI_LONG_DESC("Removes the directory entry; the file itself goes away once no "
	               "name and no open descriptor refers to it.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "pathname", "const char *", "The name to remove")
		KAPI_PARAM_TYPE(KAPI_TYPE_PATH)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN | KAPI_PARAM_USER)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_PATH)
	KAPI_PARAM_END
	KAPI_RETURN("long", "0, or a negative errno")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_EXACT)
		KAPI_RETURN_SUCCESS(0)
	KAPI_RETURN_END
	KAPI_ERROR(0, -EACCES, "EACCES", "Search permission is denied on a directory of the path",
		   "")
	KAPI_ERROR(1, -EBUSY, "EBUSY", "The file is a mount point or otherwise in use by the system",
		   "")
	KAPI_ERROR(2, -EFAULT, "EFAULT", "The path lies outside the caller's memory",
		   "")
	KAPI_ERROR(3, -EIO, "EIO", "An I/O error",
		   "")
	KAPI_ERROR(4, -EISDIR, "EISDIR", "pathname is a directory",
		   "")
	KAPI_ERROR(5, -ELOOP, "ELOOP", "Too many symbolic links while resolving the path",
		   "")
	KAPI_ERROR(6, -ENAMETOOLONG, "ENAMETOOLONG", "The path or one of its components is too long",
		   "")
	KAPI_ERROR(7, -ENOENT, "ENOENT", "A component of the path does not exist, or the path is empty",
		   "")
	KAPI_ERROR(8, -ENOMEM, "ENOMEM", "Kernel memory ran out",
		   "")
	KAPI_ERROR(9, -ENOTDIR, "ENOTDIR", "A component used as a directory is not one",
		   "")
	KAPI_ERROR(10, -EPERM, "EPERM", "The directory is sticky and the caller owns neither it nor the file, or the file is immutable",
		   "")
	KAPI_ERROR(11, -EROFS, "EROFS", "The file system is read-only",
		   "")
	KAPI_CAPABILITY(0, CAP_FOWNER, "CAP_FOWNER", KAPI_CAP_BYPASS_CHECK)
		KAPI_CAP_ALLOWS("Removing others' files from a sticky directory")
		KAPI_CAP_WITHOUT("EPERM")
	KAPI_CAPABILITY_END
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_statfs)
	KAPI_DESCRIPTION("File system statistics for a path")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "pathname", "const char *", "Any file on the file system")
		KAPI_PARAM_TYPE(KAPI_TYPE_PATH)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN | KAPI_PARAM_USER)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_PATH)
	KAPI_PARAM_END
	KAPI_PARAM(1, "buf", "struct statfs *", "Receives the statistics")
		KAPI_PARAM_TYPE(KAPI_TYPE_USER_PTR)
		KAPI_PARAM_FLAGS(KAPI_PARAM_OUT | KAPI_PARAM_USER)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_PTR)
	KAPI_PARAM_END
	KAPI_RETURN("long", "0, or a negative errno")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_EXACT)
		KAPI_RETURN_SUCCESS(0)
	KAPI_RETURN_END
	KAPI_ERROR(0, -EACCES, "EACCES", "Search permission is denied on a directory of the path",
		   "")
	KAPI_ERROR(1, -EFAULT, "EFAULT", "The path lies outside the caller's memory",
		   "")
	KAPI_ERROR(2, -EINTR, "EINTR", "A signal arrived while waiting",
		   "")
	KAPI_ERROR(3, -EIO, "EIO", "An I/O error",
		   "")
	KAPI_ERROR(4, -ELOOP, "ELOOP", "Too many symbolic links while resolving the path",
		   "")
	KAPI_ERROR(5, -ENAMETOOLONG, "ENAMETOOLONG", "The path or one of its components is too long",
		   "")
	KAPI_ERROR(6, -ENOENT, "ENOENT", "A component of the path does not exist, or the path is empty",
		   "")
	KAPI_ERROR(7, -ENOMEM, "ENOMEM", "Kernel memory ran out",
		   "")
	KAPI_ERROR(8, -ENOSYS, "ENOSYS", "The file system has no statistics",
		   "")
	KAPI_ERROR(9, -ENOTDIR, "ENOTDIR", "A component used as a directory is not one",
		   "")
	KAPI_ERROR(10, -EOVERFLOW, "EOVERFLOW", "A value does not fit the structure",
		   "")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_fstatfs)
	KAPI_DESCRIPTION("File system statistics for an open file")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "fd", "unsigned int", "Any open file on the file system")
		KAPI_PARAM_TYPE(KAPI_TYPE_FD)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
	KAPI_PARAM_END
	KAPI_PARAM(1, "buf", "struct statfs *", "Receives the statistics")
		KAPI_PARAM_TYPE(KAPI_TYPE_USER_PTR)
		KAPI_PARAM_FLAGS(KAPI_PARAM_OUT | KAPI_PARAM_USER)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_PTR)
	KAPI_PARAM_END
	KAPI_RETURN("long", "0, or a negative errno")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_EXACT)
		KAPI_RETURN_SUCCESS(0)
	KAPI_RETURN_END
	KAPI_ERROR(0, -EBADF, "EBADF", "fd is not open",
		   "")
	KAPI_ERROR(1, -EFAULT, "EFAULT", "buf cannot be written",
		   "")
	KAPI_ERROR(2, -EINTR, "EINTR", "A signal arrived while waiting",
		   "")
	KAPI_ERROR(3, -EIO, "EIO", "An I/O error",
		   "")
	KAPI_ERROR(4, -ENOSYS, "ENOSYS", "The file system has no statistics",
		   "")
	KAPI_ERROR(5, -EOVERFLOW, "EOVERFLOW", "A value does not fit the structure",
		   "")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_ftruncate)
	KAPI_DESCRIPTION("Set the size of an open file")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "fd", "unsigned int", "A regular file open for writing")
		KAPI_PARAM_TYPE(KAPI_TYPE_FD)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
	KAPI_PARAM_END
	KAPI_PARAM(1, "length", "off_t", "The new size in bytes")
		KAPI_PARAM_TYPE(KAPI_TYPE_INT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, LLONG_MAX)
		KAPI_PARAM_CONSTRAINT("A negative length is refused")
	KAPI_PARAM_END
	KAPI_RETURN("long", "0, or a negative errno")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_EXACT)
		KAPI_RETURN_SUCCESS(0)
	KAPI_RETURN_END
	KAPI_ERROR(0, -EBADF, "EBADF", "fd is not open for writing",
		   "")
	KAPI_ERROR(1, -EFBIG, "EFBIG", "length exceeds the file size limit or RLIMIT_FSIZE",
		   "")
	KAPI_ERROR(2, -EINTR, "EINTR", "A signal arrived while waiting",
		   "")
	KAPI_ERROR(3, -EINVAL, "EINVAL", "length is negative, or fd is not a regular file",
		   "")
	KAPI_ERROR(4, -EIO, "EIO", "An I/O error",
		   "")
	KAPI_ERROR(5, -EPERM, "EPERM", "The file is append-only, immutable or sealed",
		   "")
	KAPI_ERROR(6, -EROFS, "EROFS", "The file system is read-only",
		   "")
	KAPI_ERROR(7, -ETXTBSY, "ETXTBSY", "The file is a running executable",
		   "")
	KAPI_SIGNAL(0, SIGXFSZ, "SIGXFSZ", KAPI_SIGNAL_SEND, KAPI_SIGNAL_ACTION_TERMINATE)
		KAPI_SIGNAL_TARGET("The calling thread")
		KAPI_SIGNAL_CONDITION("length is above RLIMIT_FSIZE")
		KAPI_SIGNAL_TIMING(KAPI_SIGNAL_TIME_DURING)
	KAPI_SIGNAL_END
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_fsync)
	KAPI_DESCRIPTION("Write a file's data and metadata to its device")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "fd", "unsigned int", "The file")
		KAPI_PARAM_TYPE(KAPI_TYPE_FD)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
	KAPI_PARAM_END
	KAPI_RETURN("long", "0 once the data is on stable storage")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_EXACT)
		KAPI_RETURN_SUCCESS(0)
	KAPI_RETURN_END
	KAPI_ERROR(0, -EBADF, "EBADF", "fd is not open",
		   "")
	KAPI_ERROR(1, -EDQUOT, "EDQUOT", "The quota ran out writing delayed data",
		   "")
	KAPI_ERROR(2, -EINVAL, "EINVAL", "The file does not support syncing",
		   "")
	KAPI_ERROR(3, -EIO, "EIO", "Writing back failed, now or since the last sync",
		   "")
	KAPI_ERROR(4, -ENOSPC, "ENOSPC", "No room for delayed data",
		   "")
	KAPI_ERROR(5, -EROFS, "EROFS", "The file does not support syncing",
		   "")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_fdatasync)
	KAPI_DESCRIPTION("Write a file's data, and the metadata needed to read it, to "
	                 "its device")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "fd", "unsigned int", "The file")
		KAPI_PARAM_TYPE(KAPI_TYPE_FD)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
	KAPI_PARAM_END
	KAPI_RETURN("long", "0 once the data is on stable storage")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_EXACT)
		KAPI_RETURN_SUCCESS(0)
	KAPI_RETURN_END
	KAPI_ERROR(0, -EBADF, "EBADF", "fd is not open",
		   "")
	KAPI_ERROR(1, -EDQUOT, "EDQUOT", "The quota ran out writing delayed data",
		   "")
	KAPI_ERROR(2, -EINVAL, "EINVAL", "The file does not support syncing",
		   "")
	KAPI_ERROR(3, -EIO, "EIO", "Writing back failed, now or since the last sync",
		   "")
	KAPI_ERROR(4, -ENOSPC, "ENOSPC", "No room for delayed data",
		   "")
	KAPI_ERROR(5, -EROFS, "EROFS", "The file does not support syncing",
		   "")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_mkdir)
	KAPI_DESCRIPTION("Make a directory")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "pathname", "const char *", "The new directory")
		KAPI_PARAM_TYPE(KAPI_TYPE_PATH)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN | KAPI_PARAM_USER)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_PATH)
	KAPI_PARAM_END
	KAPI_PARAM(1, "mode", "umode_t", "Permissions, less the umask")
		KAPI_PARAM_TYPE(KAPI_TYPE_UINT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(07777)
	KAPI_PARAM_END
	KAPI_RETURN("long", "0")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_EXACT)
		KAPI_RETURN_SUCCESS(0)
	KAPI_RETURN_END
	KAPI_ERROR(0, -EACCES, "EACCES", "Search or write permission is missing",
		   "")
	KAPI_ERROR(1, -EFAULT, "EFAULT", "The path lies outside the address space",
		   "")
	KAPI_ERROR(2, -ELOOP, "ELOOP", "Too many symbolic links",
		   "")
	KAPI_ERROR(3, -ENAMETOOLONG, "ENAMETOOLONG", "The path or a component is too long",
		   "")
	KAPI_ERROR(4, -ENOENT, "ENOENT", "A directory on the path does not exist",
		   "")
	KAPI_ERROR(5, -ENOMEM, "ENOMEM", "Kernel memory ran out",
		   "")
	KAPI_ERROR(6, -ENOTDIR, "ENOTDIR", "A component is not a directory",
		   "")
	KAPI_ERROR(7, -EDQUOT, "EDQUOT", "The quota is used up",
		   "")
	KAPI_ERROR(8, -EEXIST, "EEXIST", "The name exists, even as a dangling symbolic link",
		   "")
	KAPI_ERROR(9, -EMLINK, "EMLINK", "The parent has too many links",
		   "")
	KAPI_ERROR(10, -ENOSPC, "ENOSPC", "No room",
		   "")
	KAPI_ERROR(11, -EPERM, "EPERM", "The file system cannot make directories",
		   "")
	KAPI_ERROR(12, -EROFS, "EROFS", "Read-only file system",
		   "")
	KAPI_ERROR(13, -EINVAL, "EINVAL", "A name the file system cannot store",
		   "")
	KAPI_NOTES("mkdirat() with AT_FDCWD. Mode bits above 07777 are dropped.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_rmdir)
	KAPI_DESCRIPTION("Remove an empty directory")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "pathname", "const char *", "The directory")
		KAPI_PARAM_TYPE(KAPI_TYPE_PATH)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN | KAPI_PARAM_USER)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_PATH)
	KAPI_PARAM_END
	KAPI_RETURN("long", "0")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_EXACT)
		KAPI_RETURN_SUCCESS(0)
	KAPI_RETURN_END
	KAPI_ERROR(0, -EACCES, "EACCES", "Search or write permission is missing",
		   "")
	KAPI_ERROR(1, -EBUSY, "EBUSY", "The directory is a mount point or a root",
		   "")
	KAPI_ERROR(2, -EFAULT, "EFAULT", "The path lies outside the address space",
		   "")
	KAPI_ERROR(3, -EINVAL, "EINVAL", "The last component is \".\"",
		   "")
	KAPI_ERROR(4, -ELOOP, "ELOOP", "Too many symbolic links",
		   "")
	KAPI_ERROR(5, -ENAMETOOLONG, "ENAMETOOLONG", "The path or a component is too long",
		   "")
	KAPI_ERROR(6, -ENOENT, "ENOENT", "The directory does not exist",
		   "")
	KAPI_ERROR(7, -ENOMEM, "ENOMEM", "Kernel memory ran out",
		   "")
	KAPI_ERROR(8, -ENOTDIR, "ENOTDIR", "A component, or the target, is not a directory",
		   "")
	KAPI_ERROR(9, -ENOTEMPTY, "ENOTEMPTY", "The directory has entries, or the last component is \"..\"",
		   "")
	KAPI_ERROR(10, -EEXIST, "EEXIST", "The directory has entries (some file systems say this instead)",
		   "")
	KAPI_ERROR(11, -EPERM, "EPERM", "A sticky parent the caller does not own, or an immutable directory",
		   "")
	KAPI_ERROR(12, -EROFS, "EROFS", "Read-only file system",
		   "")
	KAPI_ERROR(13, -EIO, "EIO", "An I/O error",
		   "")
	KAPI_NOTES("unlinkat() with AT_FDCWD and AT_REMOVEDIR.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_link)
	KAPI_DESCRIPTION("Give a file another name (a hard link)")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "oldname", "const char *", "The existing file")
		KAPI_PARAM_TYPE(KAPI_TYPE_PATH)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN | KAPI_PARAM_USER)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_PATH)
	KAPI_PARAM_END
	KAPI_PARAM(1, "newname", "const char *", "The new name")
		KAPI_PARAM_TYPE(KAPI_TYPE_PATH)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN | KAPI_PARAM_USER)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_PATH)
	KAPI_PARAM_END
	KAPI_RETURN("long", "0")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_EXACT)
		KAPI_RETURN_SUCCESS(0)
	KAPI_RETURN_END
	KAPI_ERROR(0, -EACCES, "EACCES", "Search or write permission is missing",
		   "")
	KAPI_ERROR(1, -EDQUOT, "EDQUOT", "The quota is used up",
		   "")
	KAPI_ERROR(2, -EEXIST, "EEXIST", "newname exists",
		   "")
	KAPI_ERROR(3, -EFAULT, "EFAULT", "A path lies outside the address space",
		   "")
	KAPI_ERROR(4, -EIO, "EIO", "An I/O error",
		   "")
	KAPI_ERROR(5, -ELOOP, "ELOOP", "Too many symbolic links",
		   "")
	KAPI_ERROR(6, -EMLINK, "EMLINK", "oldname has the most links its file system allows",
		   "")
	KAPI_ERROR(7, -ENAMETOOLONG, "ENAMETOOLONG", "A path or a component is too long",
		   "")
	KAPI_ERROR(8, -ENOENT, "ENOENT", "A component does not exist",
		   "")
	KAPI_ERROR(9, -ENOMEM, "ENOMEM", "Kernel memory ran out",
		   "")
	KAPI_ERROR(10, -ENOSPC, "ENOSPC", "No room",
		   "")
	KAPI_ERROR(11, -ENOTDIR, "ENOTDIR", "A component is not a directory",
		   "")
	KAPI_ERROR(12, -EPERM, "EPERM", "oldname is a directory, an immutable or append-only file, or protected_hardlinks refuses it",
		   "")
	KAPI_ERROR(13, -EROFS, "EROFS", "Read-only file system",
		   "")
	KAPI_ERROR(14, -EXDEV, "EXDEV", "The two names are on different mounts",
		   "")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_linkat)
	KAPI_DESCRIPTION("Give a file another name, relative to directory descriptors")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "olddfd", "int", "Directory oldname starts from, or AT_FDCWD")
		KAPI_PARAM_TYPE(KAPI_TYPE_FD)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
	KAPI_PARAM_END
	KAPI_PARAM(1, "oldname", "const char *", "The existing file")
		KAPI_PARAM_TYPE(KAPI_TYPE_PATH)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN | KAPI_PARAM_USER)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_PATH)
	KAPI_PARAM_END
	KAPI_PARAM(2, "newdfd", "int", "Directory newname starts from, or AT_FDCWD")
		KAPI_PARAM_TYPE(KAPI_TYPE_FD)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
	KAPI_PARAM_END
	KAPI_PARAM(3, "newname", "const char *", "The new name")
		KAPI_PARAM_TYPE(KAPI_TYPE_PATH)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN | KAPI_PARAM_USER)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_PATH)
	KAPI_PARAM_END
	KAPI_PARAM(4, "flags", "int", "AT_SYMLINK_FOLLOW, AT_EMPTY_PATH")
		KAPI_PARAM_TYPE(KAPI_TYPE_INT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(AT_SYMLINK_FOLLOW | AT_EMPTY_PATH)
	KAPI_PARAM_END
	KAPI_RETURN("long", "0")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_EXACT)
		KAPI_RETURN_SUCCESS(0)
	KAPI_RETURN_END
	KAPI_ERROR(0, -EACCES, "EACCES", "Search or write permission is missing",
		   "")
	KAPI_ERROR(1, -EBADF, "EBADF", "A directory descriptor is not open",
		   "")
	KAPI_ERROR(2, -EDQUOT, "EDQUOT", "The quota is used up",
		   "")
	KAPI_ERROR(3, -EEXIST, "EEXIST", "newname exists",
		   "")
	KAPI_ERROR(4, -EFAULT, "EFAULT", "A path lies outside the address space",
		   "")
	KAPI_ERROR(5, -EINVAL, "EINVAL", "flags has other bits",
		   "")
	KAPI_ERROR(6, -EIO, "EIO", "An I/O error",
		   "")
	KAPI_ERROR(7, -ELOOP, "ELOOP", "Too many symbolic links",
		   "")
	KAPI_ERROR(8, -EMLINK, "EMLINK", "oldname has the most links its file system allows",
		   "")
	KAPI_ERROR(9, -ENAMETOOLONG, "ENAMETOOLONG", "A path or a component is too long",
		   "")
	KAPI_ERROR(10, -ENOENT, "ENOENT", "A component does not exist",
		   "")
	KAPI_ERROR(11, -ENOMEM, "ENOMEM", "Kernel memory ran out",
		   "")
	KAPI_ERROR(12, -ENOSPC, "ENOSPC", "No room",
		   "")
	KAPI_ERROR(13, -ENOTDIR, "ENOTDIR", "A component is not a directory",
		   "")
	KAPI_ERROR(14, -EPERM, "EPERM", "oldname is a directory, an immutable or append-only file, or protected_hardlinks refuses it",
		   "")
	KAPI_ERROR(15, -EROFS, "EROFS", "Read-only file system",
		   "")
	KAPI_ERROR(16, -EXDEV, "EXDEV", "The two names are on different mounts",
		   "")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_symlink)
	KAPI_DESCRIPTION("Make a symbolic link")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "oldname", "const char *", "The text the link holds; it need not name anything")
		KAPI_PARAM_TYPE(KAPI_TYPE_PATH)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN | KAPI_PARAM_USER)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_PATH)
	KAPI_PARAM_END
	KAPI_PARAM(1, "newname", "const char *", "The new name")
		KAPI_PARAM_TYPE(KAPI_TYPE_PATH)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN | KAPI_PARAM_USER)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_PATH)
	KAPI_PARAM_END
	KAPI_RETURN("long", "0")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_EXACT)
		KAPI_RETURN_SUCCESS(0)
	KAPI_RETURN_END
	KAPI_ERROR(0, -EACCES, "EACCES", "Search or write permission is missing",
		   "")
	KAPI_ERROR(1, -EDQUOT, "EDQUOT", "The quota is used up",
		   "")
	KAPI_ERROR(2, -EEXIST, "EEXIST", "newname exists",
		   "")
	KAPI_ERROR(3, -EFAULT, "EFAULT", "A path lies outside the address space",
		   "")
	KAPI_ERROR(4, -EIO, "EIO", "An I/O error",
		   "")
	KAPI_ERROR(5, -ELOOP, "ELOOP", "Too many symbolic links",
		   "")
	KAPI_ERROR(6, -ENAMETOOLONG, "ENAMETOOLONG", "A path or a component is too long",
		   "")
	KAPI_ERROR(7, -ENOENT, "ENOENT", "A component does not exist",
		   "")
	KAPI_ERROR(8, -ENOMEM, "ENOMEM", "Kernel memory ran out",
		   "")
	KAPI_ERROR(9, -ENOSPC, "ENOSPC", "No room",
		   "")
	KAPI_ERROR(10, -ENOTDIR, "ENOTDIR", "A component is not a directory",
		   "")
	KAPI_ERROR(11, -EPERM, "EPERM", "The file system cannot make symbolic links",
		   "")
	KAPI_ERROR(12, -EROFS, "EROFS", "Read-only file system",
		   "")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_symlinkat)
	KAPI_DESCRIPTION("Make a symbolic link, relative to a directory descriptor")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "oldname", "const char *", "The text the link holds; it need not name anything")
		KAPI_PARAM_TYPE(KAPI_TYPE_PATH)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN | KAPI_PARAM_USER)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_PATH)
	KAPI_PARAM_END
	KAPI_PARAM(1, "newdfd", "int", "Directory newname starts from, or AT_FDCWD")
		KAPI_PARAM_TYPE(KAPI_TYPE_FD)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
	KAPI_PARAM_END
	KAPI_PARAM(2, "newname", "const char *", "The new name")
		KAPI_PARAM_TYPE(KAPI_TYPE_PATH)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN | KAPI_PARAM_USER)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_PATH)
	KAPI_PARAM_END
	KAPI_RETURN("long", "0")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_EXACT)
		KAPI_RETURN_SUCCESS(0)
	KAPI_RETURN_END
	KAPI_ERROR(0, -EACCES, "EACCES", "Search or write permission is missing",
		   "")
	KAPI_ERROR(1, -EBADF, "EBADF", "A directory descriptor is not open",
		   "")
	KAPI_ERROR(2, -EDQUOT, "EDQUOT", "The quota is used up",
		   "")
	KAPI_ERROR(3, -EEXIST, "EEXIST", "newname exists",
		   "")
	KAPI_ERROR(4, -EFAULT, "EFAULT", "A path lies outside the address space",
		   "")
	KAPI_ERROR(5, -EIO, "EIO", "An I/O error",
		   "")
	KAPI_ERROR(6, -ELOOP, "ELOOP", "Too many symbolic links",
		   "")
	KAPI_ERROR(7, -ENAMETOOLONG, "ENAMETOOLONG", "A path or a component is too long",
		   "")
	KAPI_ERROR(8, -ENOENT, "ENOENT", "A component does not exist",
		   "")
	KAPI_ERROR(9, -ENOMEM, "ENOMEM", "Kernel memory ran out",
		   "")
	KAPI_ERROR(10, -ENOSPC, "ENOSPC", "No room",
		   "")
	KAPI_ERROR(11, -ENOTDIR, "ENOTDIR", "A component is not a directory",
		   "")
	KAPI_ERROR(12, -EPERM, "EPERM", "The file system cannot make symbolic links",
		   "")
	KAPI_ERROR(13, -EROFS, "EROFS", "Read-only file system",
		   "")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_rename)
	KAPI_DESCRIPTION("Rename or move a file, replacing newname if it exists")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "oldname", "const char *", "The existing file")
		KAPI_PARAM_TYPE(KAPI_TYPE_PATH)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN | KAPI_PARAM_USER)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_PATH)
	KAPI_PARAM_END
	KAPI_PARAM(1, "newname", "const char *", "The new name")
		KAPI_PARAM_TYPE(KAPI_TYPE_PATH)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN | KAPI_PARAM_USER)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_PATH)
	KAPI_PARAM_END
	KAPI_RETURN("long", "0")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_EXACT)
		KAPI_RETURN_SUCCESS(0)
	KAPI_RETURN_END
	KAPI_ERROR(0, -EACCES, "EACCES", "Search or write permission is missing",
		   "")
	KAPI_ERROR(1, -EBUSY, "EBUSY", "A name is a mount point or in use",
		   "")
	KAPI_ERROR(2, -EDQUOT, "EDQUOT", "The quota is used up",
		   "")
	KAPI_ERROR(3, -EEXIST, "EEXIST", "newname is a non-empty directory (some file systems say this)",
		   "")
	KAPI_ERROR(4, -EFAULT, "EFAULT", "A path lies outside the address space",
		   "")
	KAPI_ERROR(5, -EINVAL, "EINVAL", "A directory into its own subtree, or a last component of . or ..",
		   "")
	KAPI_ERROR(6, -EISDIR, "EISDIR", "newname is a directory and oldname is not",
		   "")
	KAPI_ERROR(7, -ELOOP, "ELOOP", "Too many symbolic links",
		   "")
	KAPI_ERROR(8, -EMLINK, "EMLINK", "Too many links",
		   "")
	KAPI_ERROR(9, -ENAMETOOLONG, "ENAMETOOLONG", "A path or a component is too long",
		   "")
	KAPI_ERROR(10, -ENOENT, "ENOENT", "A component does not exist",
		   "")
	KAPI_ERROR(11, -ENOMEM, "ENOMEM", "Kernel memory ran out",
		   "")
	KAPI_ERROR(12, -ENOSPC, "ENOSPC", "No room",
		   "")
	KAPI_ERROR(13, -ENOTDIR, "ENOTDIR", "A component is not a directory",
		   "")
	KAPI_ERROR(14, -ENOTEMPTY, "ENOTEMPTY", "newname is a non-empty directory",
		   "")
	KAPI_ERROR(15, -EPERM, "EPERM", "Sticky directory or immutable file",
		   "")
	KAPI_ERROR(16, -EROFS, "EROFS", "Read-only file system",
		   "")
	KAPI_ERROR(17, -EXDEV, "EXDEV", "The two paths are on different mounts",
		   "")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_renameat)
	KAPI_DESCRIPTION("Rename or move a file, relative to directory descriptors")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "olddfd", "int", "Directory oldname starts from, or AT_FDCWD")
		KAPI_PARAM_TYPE(KAPI_TYPE_FD)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
	KAPI_PARAM_END
	KAPI_PARAM(1, "oldname", "const char *", "The existing file")
		KAPI_PARAM_TYPE(KAPI_TYPE_PATH)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN | KAPI_PARAM_USER)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_PATH)
	KAPI_PARAM_END
	KAPI_PARAM(2, "newdfd", "int", "Directory newname starts from, or AT_FDCWD")
		KAPI_PARAM_TYPE(KAPI_TYPE_FD)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
	KAPI_PARAM_END
	KAPI_PARAM(3, "newname", "const char *", "The new name")
		KAPI_PARAM_TYPE(KAPI_TYPE_PATH)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN | KAPI_PARAM_USER)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_PATH)
	KAPI_PARAM_END
	KAPI_RETURN("long", "0")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_EXACT)
		KAPI_RETURN_SUCCESS(0)
	KAPI_RETURN_END
	KAPI_ERROR(0, -EACCES, "EACCES", "Search or write permission is missing",
		   "")
	KAPI_ERROR(1, -EBADF, "EBADF", "A directory descriptor is not open",
		   "")
	KAPI_ERROR(2, -EBUSY, "EBUSY", "A name is a mount point or in use",
		   "")
	KAPI_ERROR(3, -EDQUOT, "EDQUOT", "The quota is used up",
		   "")
	KAPI_ERROR(4, -EEXIST, "EEXIST", "newname is a non-empty directory (some file systems say this)",
		   "")
	KAPI_ERROR(5, -EFAULT, "EFAULT", "A path lies outside the address space",
		   "")
	KAPI_ERROR(6, -EINVAL, "EINVAL", "A directory into its own subtree, or a last component of . or ..",
		   "")
	KAPI_ERROR(7, -EISDIR, "EISDIR", "newname is a directory and oldname is not",
		   "")
	KAPI_ERROR(8, -ELOOP, "ELOOP", "Too many symbolic links",
		   "")
	KAPI_ERROR(9, -EMLINK, "EMLINK", "Too many links",
		   "")
	KAPI_ERROR(10, -ENAMETOOLONG, "ENAMETOOLONG", "A path or a component is too long",
		   "")
	KAPI_ERROR(11, -ENOENT, "ENOENT", "A component does not exist",
		   "")
	KAPI_ERROR(12, -ENOMEM, "ENOMEM", "Kernel memory ran out",
		   "")
	KAPI_ERROR(13, -ENOSPC, "ENOSPC", "No room",
		   "")
	KAPI_ERROR(14, -ENOTDIR, "ENOTDIR", "A component is not a directory",
		   "")
	KAPI_ERROR(15, -ENOTEMPTY, "ENOTEMPTY", "newname is a non-empty directory",
		   "")
	KAPI_ERROR(16, -EPERM, "EPERM", "Sticky directory or immutable file",
		   "")
	KAPI_ERROR(17, -EROFS, "EROFS", "Read-only file system",
		   "")
	KAPI_ERROR(18, -EXDEV, "EXDEV", "The two paths are on different mounts",
		   "")
	KAPI_NOTES("renameat2 with flags 0.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_newstat)
	KAPI_DESCRIPTION("File status by path, following symbolic links (stat)")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "filename", "const char *", "The file")
		KAPI_PARAM_TYPE(KAPI_TYPE_PATH)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN | KAPI_PARAM_USER)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_PATH)
	KAPI_PARAM_END
	KAPI_PARAM(1, "statbuf", "struct stat *", "Receives the status")
		KAPI_PARAM_TYPE(KAPI_TYPE_USER_PTR)
		KAPI_PARAM_FLAGS(KAPI_PARAM_OUT | KAPI_PARAM_USER)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_PTR)
	KAPI_PARAM_END
	KAPI_RETURN("long", "0")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_EXACT)
		KAPI_RETURN_SUCCESS(0)
	KAPI_RETURN_END
	KAPI_ERROR(0, -EACCES, "EACCES", "Search permission is missing on the path",
		   "")
	KAPI_ERROR(1, -EFAULT, "EFAULT", "The path or statbuf is out of reach",
		   "")
	KAPI_ERROR(2, -ELOOP, "ELOOP", "Too many symbolic links",
		   "")
	KAPI_ERROR(3, -ENAMETOOLONG, "ENAMETOOLONG", "The path or a component is too long",
		   "")
	KAPI_ERROR(4, -ENOENT, "ENOENT", "The file does not exist, or the path is empty",
		   "")
	KAPI_ERROR(5, -ENOMEM, "ENOMEM", "Kernel memory ran out",
		   "")
	KAPI_ERROR(6, -ENOTDIR, "ENOTDIR", "A component is not a directory",
		   "")
	KAPI_ERROR(7, -EOVERFLOW, "EOVERFLOW", "A field does not fit struct stat",
		   "")
	KAPI_NOTES("The C library now calls newfstatat for stat(); older binaries call this.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_newlstat)
	KAPI_DESCRIPTION("File status by path, of a final symbolic link itself (lstat)")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "filename", "const char *", "The file")
		KAPI_PARAM_TYPE(KAPI_TYPE_PATH)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN | KAPI_PARAM_USER)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_PATH)
	KAPI_PARAM_END
	KAPI_PARAM(1, "statbuf", "struct stat *", "Receives the status")
		KAPI_PARAM_TYPE(KAPI_TYPE_USER_PTR)
		KAPI_PARAM_FLAGS(KAPI_PARAM_OUT | KAPI_PARAM_USER)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_PTR)
	KAPI_PARAM_END
	KAPI_RETURN("long", "0")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_EXACT)
		KAPI_RETURN_SUCCESS(0)
	KAPI_RETURN_END
	KAPI_ERROR(0, -EACCES, "EACCES", "Search permission is missing on the path",
		   "")
	KAPI_ERROR(1, -EFAULT, "EFAULT", "The path or statbuf is out of reach",
		   "")
	KAPI_ERROR(2, -ELOOP, "ELOOP", "Too many symbolic links",
		   "")
	KAPI_ERROR(3, -ENAMETOOLONG, "ENAMETOOLONG", "The path or a component is too long",
		   "")
	KAPI_ERROR(4, -ENOENT, "ENOENT", "The file does not exist, or the path is empty",
		   "")
	KAPI_ERROR(5, -ENOMEM, "ENOMEM", "Kernel memory ran out",
		   "")
	KAPI_ERROR(6, -ENOTDIR, "ENOTDIR", "A component is not a directory",
		   "")
	KAPI_ERROR(7, -EOVERFLOW, "EOVERFLOW", "A field does not fit struct stat",
		   "")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_newfstat)
	KAPI_DESCRIPTION("File status of an open file (fstat)")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "fd", "unsigned int", "The file, O_PATH descriptors included")
		KAPI_PARAM_TYPE(KAPI_TYPE_FD)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, INT_MAX)
	KAPI_PARAM_END
	KAPI_PARAM(1, "statbuf", "struct stat *", "Receives the status")
		KAPI_PARAM_TYPE(KAPI_TYPE_USER_PTR)
		KAPI_PARAM_FLAGS(KAPI_PARAM_OUT | KAPI_PARAM_USER)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_PTR)
	KAPI_PARAM_END
	KAPI_RETURN("long", "0")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_EXACT)
		KAPI_RETURN_SUCCESS(0)
	KAPI_RETURN_END
	KAPI_ERROR(0, -EBADF, "EBADF", "fd is not open",
		   "")
	KAPI_ERROR(1, -EFAULT, "EFAULT", "statbuf is out of reach",
		   "")
	KAPI_ERROR(2, -ENOMEM, "ENOMEM", "Kernel memory ran out",
		   "")
	KAPI_ERROR(3, -EOVERFLOW, "EOVERFLOW", "A field does not fit struct stat",
		   "")
KAPI_END_SPEC;

// SPDX-License-Identifier: GPL-2.0
/*
 * File attributes: permission bits, owners, timestamps, and the umask that
 * trims the bits of new files (fs/open.c, fs/attr.c, fs/utimes.c,
 * kernel/sys.c).  The chmod calls drop mode bits above 07777 without a
 * word, and programs do pass st_mode with its file-type bits (Node's
 * copyFileSync does), so those specs state the rule instead of refusing.
 */
#include <kapi/spec_compile.h>
#include <errno.h>
#include <limits.h>
#include <fcntl.h>
#include <linux/capability.h>
#include <kapi_specs/kernel_consts.h>


DEFINE_KERNEL_API_SPEC(sys_umask)
	KAPI_DESCRIPTION("Set the bits removed from the mode of new files, and return the old ones")
	KAPI_CONTEXT(KAPI_CTX_PROCESS)
	KAPI_PARAM(0, "mask", "int", "Permission bits to clear on creation")
		KAPI_PARAM_TYPE(KAPI_TYPE_INT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
		KAPI_PARAM_CONSTRAINT("Cut to 0777, so umask(~mode) works as written")
	KAPI_PARAM_END
	KAPI_RETURN("long", "The previous mask")
		KAPI_RETURN_TYPE(KAPI_TYPE_UINT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_RANGE)
		KAPI_RETURN_SUCCESS_RANGE(0, 0777)
	KAPI_RETURN_END
	KAPI_NOTES("It never fails; bits outside 0777 are dropped. A directory "
	           "with a default ACL ignores the umask.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_chmod)
	KAPI_DESCRIPTION("Change the permission bits of a file named by path")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "filename", "const char *", "The file; symbolic links are followed")
		KAPI_PARAM_TYPE(KAPI_TYPE_PATH)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN | KAPI_PARAM_USER)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_PATH)
	KAPI_PARAM_END
	KAPI_PARAM(1, "mode", "umode_t", "Permission, set-ID and sticky bits")
		KAPI_PARAM_TYPE(KAPI_TYPE_UINT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
		KAPI_PARAM_CONSTRAINT("Cut to 07777; the file-type bits of st_mode are dropped, not refused")
	KAPI_PARAM_END
	KAPI_RETURN("long", "0")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_EXACT)
		KAPI_RETURN_SUCCESS(0)
	KAPI_RETURN_END
	KAPI_ERROR(0, -EACCES, "EACCES", "Search permission is missing on the path",
		   "")
	KAPI_ERROR(1, -EFAULT, "EFAULT", "The path lies outside the address space",
		   "")
	KAPI_ERROR(2, -EIO, "EIO", "An I/O error",
		   "")
	KAPI_ERROR(3, -ELOOP, "ELOOP", "Too many symbolic links",
		   "")
	KAPI_ERROR(4, -ENAMETOOLONG, "ENAMETOOLONG", "The path or a component is too long",
		   "")
	KAPI_ERROR(5, -ENOENT, "ENOENT", "The file does not exist",
		   "")
	KAPI_ERROR(6, -ENOMEM, "ENOMEM", "Kernel memory ran out",
		   "")
	KAPI_ERROR(7, -ENOTDIR, "ENOTDIR", "A component is not a directory",
		   "")
	KAPI_ERROR(8, -EPERM, "EPERM", "The caller neither owns the file nor has CAP_FOWNER, or it is immutable or append-only",
		   "")
	KAPI_ERROR(9, -EROFS, "EROFS", "Read-only file system",
		   "")
	KAPI_CAPABILITY(0, CAP_FOWNER, "CAP_FOWNER", KAPI_CAP_BYPASS_CHECK)
		KAPI_CAP_ALLOWS("Changing the mode of a file the caller does not own")
		KAPI_CAP_WITHOUT("Only the owner may change it")
	KAPI_CAPABILITY_END
	KAPI_NOTES("Without CAP_FSETID, setting set-group-ID on a file whose "
	           "group the caller is not in clears that bit silently.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_fchmod)
	KAPI_DESCRIPTION("Change the permission bits of an open file")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "fd", "unsigned int", "The file")
		KAPI_PARAM_TYPE(KAPI_TYPE_FD)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, INT_MAX)
	KAPI_PARAM_END
	KAPI_PARAM(1, "mode", "umode_t", "Permission, set-ID and sticky bits")
		KAPI_PARAM_TYPE(KAPI_TYPE_UINT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
		KAPI_PARAM_CONSTRAINT("Cut to 07777; the file-type bits of st_mode are dropped, not refused")
	KAPI_PARAM_END
	KAPI_RETURN("long", "0")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_EXACT)
		KAPI_RETURN_SUCCESS(0)
	KAPI_RETURN_END
	KAPI_ERROR(0, -EBADF, "EBADF", "fd is not open, or was opened with O_PATH",
		   "")
	KAPI_ERROR(1, -EIO, "EIO", "An I/O error",
		   "")
	KAPI_ERROR(2, -EPERM, "EPERM", "The caller neither owns the file nor has CAP_FOWNER, or it is immutable or append-only",
		   "")
	KAPI_ERROR(3, -EROFS, "EROFS", "Read-only file system",
		   "")
	KAPI_CAPABILITY(0, CAP_FOWNER, "CAP_FOWNER", KAPI_CAP_BYPASS_CHECK)
		KAPI_CAP_ALLOWS("Changing the mode of a file the caller does not own")
		KAPI_CAP_WITHOUT("Only the owner may change it")
	KAPI_CAPABILITY_END
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_fchmodat)
	KAPI_DESCRIPTION("Change the permission bits of a file, relative to a directory descriptor")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "dfd", "int", "Directory a relative path starts from, or AT_FDCWD")
		KAPI_PARAM_TYPE(KAPI_TYPE_FD)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
	KAPI_PARAM_END
	KAPI_PARAM(1, "filename", "const char *", "The file; symbolic links are followed")
		KAPI_PARAM_TYPE(KAPI_TYPE_PATH)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN | KAPI_PARAM_USER)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_PATH)
	KAPI_PARAM_END
	KAPI_PARAM(2, "mode", "umode_t", "Permission, set-ID and sticky bits")
		KAPI_PARAM_TYPE(KAPI_TYPE_UINT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
		KAPI_PARAM_CONSTRAINT("Cut to 07777; the file-type bits of st_mode are dropped, not refused")
	KAPI_PARAM_END
	KAPI_RETURN("long", "0")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_EXACT)
		KAPI_RETURN_SUCCESS(0)
	KAPI_RETURN_END
	KAPI_ERROR(0, -EACCES, "EACCES", "Search permission is missing on the path",
		   "")
	KAPI_ERROR(1, -EBADF, "EBADF", "dfd is not open",
		   "")
	KAPI_ERROR(2, -EFAULT, "EFAULT", "The path lies outside the address space",
		   "")
	KAPI_ERROR(3, -EIO, "EIO", "An I/O error",
		   "")
	KAPI_ERROR(4, -ELOOP, "ELOOP", "Too many symbolic links",
		   "")
	KAPI_ERROR(5, -ENAMETOOLONG, "ENAMETOOLONG", "The path or a component is too long",
		   "")
	KAPI_ERROR(6, -ENOENT, "ENOENT", "The file does not exist",
		   "")
	KAPI_ERROR(7, -ENOMEM, "ENOMEM", "Kernel memory ran out",
		   "")
	KAPI_ERROR(8, -ENOTDIR, "ENOTDIR", "A component, or dfd for a relative path, is not a directory",
		   "")
	KAPI_ERROR(9, -EPERM, "EPERM", "The caller neither owns the file nor has CAP_FOWNER, or it is immutable or append-only",
		   "")
	KAPI_ERROR(10, -EROFS, "EROFS", "Read-only file system",
		   "")
	KAPI_NOTES("This call has no flags argument; the C library builds "
	           "AT_SYMLINK_NOFOLLOW on fchmodat2.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_fchown)
	KAPI_DESCRIPTION("Change the owner and group of an open file")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "fd", "unsigned int", "The file")
		KAPI_PARAM_TYPE(KAPI_TYPE_FD)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, INT_MAX)
	KAPI_PARAM_END
	KAPI_PARAM(1, "user", "uid_t", "New owner, or -1 to keep it")
		KAPI_PARAM_TYPE(KAPI_TYPE_UINT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
	KAPI_PARAM_END
	KAPI_PARAM(2, "group", "gid_t", "New group, or -1 to keep it")
		KAPI_PARAM_TYPE(KAPI_TYPE_UINT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
	KAPI_PARAM_END
	KAPI_RETURN("long", "0")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_EXACT)
		KAPI_RETURN_SUCCESS(0)
	KAPI_RETURN_END
	KAPI_ERROR(0, -EBADF, "EBADF", "fd is not open, or was opened with O_PATH",
		   "")
	KAPI_ERROR(1, -EINVAL, "EINVAL", "An ID has no mapping in the caller's user namespace",
		   "")
	KAPI_ERROR(2, -EIO, "EIO", "An I/O error",
		   "")
	KAPI_ERROR(3, -EPERM, "EPERM", "Giving the file away, or a group the caller is not in, without CAP_CHOWN",
		   "")
	KAPI_ERROR(4, -EROFS, "EROFS", "Read-only file system",
		   "")
	KAPI_ERROR(5, -EDQUOT, "EDQUOT", "The new owner's quota is used up",
		   "")
	KAPI_CAPABILITY(0, CAP_CHOWN, "CAP_CHOWN", KAPI_CAP_GRANT_PERMISSION)
		KAPI_CAP_ALLOWS("Any owner and any group")
		KAPI_CAP_WITHOUT("The owner may only pick one of its own groups")
	KAPI_CAPABILITY_END
	KAPI_NOTES("A change of owner by an unprivileged caller clears the "
	           "set-user-ID and set-group-ID bits of an executable.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_fchownat)
	KAPI_DESCRIPTION("Change the owner and group of a file, relative to a directory descriptor")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "dfd", "int", "Directory a relative path starts from, or AT_FDCWD")
		KAPI_PARAM_TYPE(KAPI_TYPE_FD)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
	KAPI_PARAM_END
	KAPI_PARAM(1, "filename", "const char *", "The file; empty with AT_EMPTY_PATH for dfd itself")
		KAPI_PARAM_TYPE(KAPI_TYPE_PATH)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN | KAPI_PARAM_USER)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_PATH)
	KAPI_PARAM_END
	KAPI_PARAM(2, "user", "uid_t", "New owner, or -1 to keep it")
		KAPI_PARAM_TYPE(KAPI_TYPE_UINT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
	KAPI_PARAM_END
	KAPI_PARAM(3, "group", "gid_t", "New group, or -1 to keep it")
		KAPI_PARAM_TYPE(KAPI_TYPE_UINT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
	KAPI_PARAM_END
	KAPI_PARAM(4, "flag", "int", "AT_SYMLINK_NOFOLLOW, AT_EMPTY_PATH")
		KAPI_PARAM_TYPE(KAPI_TYPE_INT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(AT_SYMLINK_NOFOLLOW | AT_EMPTY_PATH)
	KAPI_PARAM_END
	KAPI_RETURN("long", "0")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_EXACT)
		KAPI_RETURN_SUCCESS(0)
	KAPI_RETURN_END
	KAPI_ERROR(0, -EACCES, "EACCES", "Search permission is missing on the path",
		   "")
	KAPI_ERROR(1, -EBADF, "EBADF", "dfd is not open",
		   "")
	KAPI_ERROR(2, -EFAULT, "EFAULT", "The path lies outside the address space",
		   "")
	KAPI_ERROR(3, -EINVAL, "EINVAL", "flag has other bits, or an ID has no mapping in the caller's user namespace",
		   "")
	KAPI_ERROR(4, -EIO, "EIO", "An I/O error",
		   "")
	KAPI_ERROR(5, -ELOOP, "ELOOP", "Too many symbolic links",
		   "")
	KAPI_ERROR(6, -ENAMETOOLONG, "ENAMETOOLONG", "The path or a component is too long",
		   "")
	KAPI_ERROR(7, -ENOENT, "ENOENT", "The file does not exist, or the path is empty without AT_EMPTY_PATH",
		   "")
	KAPI_ERROR(8, -ENOMEM, "ENOMEM", "Kernel memory ran out",
		   "")
	KAPI_ERROR(9, -ENOTDIR, "ENOTDIR", "A component, or dfd for a relative path, is not a directory",
		   "")
	KAPI_ERROR(10, -EPERM, "EPERM", "Giving the file away, or a group the caller is not in, without CAP_CHOWN",
		   "")
	KAPI_ERROR(11, -EROFS, "EROFS", "Read-only file system",
		   "")
	KAPI_ERROR(12, -EDQUOT, "EDQUOT", "The new owner's quota is used up",
		   "")
	KAPI_CAPABILITY(0, CAP_CHOWN, "CAP_CHOWN", KAPI_CAP_GRANT_PERMISSION)
		KAPI_CAP_ALLOWS("Any owner and any group")
		KAPI_CAP_WITHOUT("The owner may only pick one of its own groups")
	KAPI_CAPABILITY_END
	KAPI_NOTES("chown() and lchown() are this call with AT_FDCWD, and with "
	           "and without AT_SYMLINK_NOFOLLOW.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_utimensat)
	KAPI_DESCRIPTION("Set a file's access and modification times, to the nanosecond")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "dfd", "int", "Directory a relative path starts from, AT_FDCWD, or the file itself when filename is NULL")
		KAPI_PARAM_TYPE(KAPI_TYPE_FD)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
	KAPI_PARAM_END
	KAPI_PARAM(1, "filename", "const char *", "The file, or NULL to act on dfd")
		KAPI_PARAM_TYPE(KAPI_TYPE_PATH)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN | KAPI_PARAM_USER | KAPI_PARAM_OPTIONAL)
	KAPI_PARAM_END
	KAPI_PARAM(2, "utimes", "struct __kernel_timespec *", "Access then modification time; NULL for now; UTIME_NOW and UTIME_OMIT in tv_nsec")
		KAPI_PARAM_TYPE(KAPI_TYPE_USER_PTR)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN | KAPI_PARAM_USER | KAPI_PARAM_OPTIONAL)
	KAPI_PARAM_END
	KAPI_PARAM(3, "flags", "int", "AT_SYMLINK_NOFOLLOW, AT_EMPTY_PATH")
		KAPI_PARAM_TYPE(KAPI_TYPE_INT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(AT_SYMLINK_NOFOLLOW | AT_EMPTY_PATH)
	KAPI_PARAM_END
	KAPI_RETURN("long", "0")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_EXACT)
		KAPI_RETURN_SUCCESS(0)
	KAPI_RETURN_END
	KAPI_ERROR(0, -EACCES, "EACCES", "Setting the current time without write access or ownership",
		   "")
	KAPI_ERROR(1, -EBADF, "EBADF", "dfd is not open",
		   "")
	KAPI_ERROR(2, -EFAULT, "EFAULT", "filename or utimes is out of reach",
		   "")
	KAPI_ERROR(3, -EINVAL, "EINVAL", "flags has other bits, a tv_nsec is out of range, or NULL filename with AT_SYMLINK_NOFOLLOW",
		   "")
	KAPI_ERROR(4, -ELOOP, "ELOOP", "Too many symbolic links",
		   "")
	KAPI_ERROR(5, -ENAMETOOLONG, "ENAMETOOLONG", "The path or a component is too long",
		   "")
	KAPI_ERROR(6, -ENOENT, "ENOENT", "The file does not exist",
		   "")
	KAPI_ERROR(7, -ENOTDIR, "ENOTDIR", "A component, or dfd for a relative path, is not a directory",
		   "")
	KAPI_ERROR(8, -EPERM, "EPERM", "Setting explicit times on a file the caller does not own, or an immutable or append-only file",
		   "")
	KAPI_ERROR(9, -EROFS, "EROFS", "Read-only file system",
		   "")
	KAPI_ERROR(10, -ESRCH, "ESRCH", "Search permission is missing on the path",
		   "")
	KAPI_ERROR(11, -ENOMEM, "ENOMEM", "Kernel memory ran out",
		   "")
	KAPI_CAPABILITY(0, CAP_FOWNER, "CAP_FOWNER", KAPI_CAP_BYPASS_CHECK)
		KAPI_CAP_ALLOWS("Setting explicit times on another user's file")
		KAPI_CAP_WITHOUT("Only the owner may set explicit times")
	KAPI_CAPABILITY_END
	KAPI_NOTES("futimens() is this call with a NULL filename; touch uses it.")
	KAPI_CONSTRAINT(0, "No path, no link to follow",
			"With filename NULL (the descriptor itself) AT_SYMLINK_NOFOLLOW is "
			"EINVAL.")
		KAPI_CONSTRAINT_EXPR("filename == 0 -> !(flags & AT_SYMLINK_NOFOLLOW)")
	KAPI_CONSTRAINT_END
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_chown)
	KAPI_DESCRIPTION("Change the owner and group of a file named by path, following symbolic links")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "filename", "const char *", "The file")
		KAPI_PARAM_TYPE(KAPI_TYPE_PATH)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN | KAPI_PARAM_USER)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_PATH)
	KAPI_PARAM_END
	KAPI_PARAM(1, "user", "uid_t", "New owner, or -1 to keep it")
		KAPI_PARAM_TYPE(KAPI_TYPE_UINT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
	KAPI_PARAM_END
	KAPI_PARAM(2, "group", "gid_t", "New group, or -1 to keep it")
		KAPI_PARAM_TYPE(KAPI_TYPE_UINT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
	KAPI_PARAM_END
	KAPI_RETURN("long", "0")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_EXACT)
		KAPI_RETURN_SUCCESS(0)
	KAPI_RETURN_END
	KAPI_ERROR(0, -EACCES, "EACCES", "Search permission is missing on the path",
		   "")
	KAPI_ERROR(1, -EDQUOT, "EDQUOT", "The new owner's quota is used up",
		   "")
	KAPI_ERROR(2, -EFAULT, "EFAULT", "The path lies outside the address space",
		   "")
	KAPI_ERROR(3, -EINVAL, "EINVAL", "An ID has no mapping in the caller's user namespace",
		   "")
	KAPI_ERROR(4, -EIO, "EIO", "An I/O error",
		   "")
	KAPI_ERROR(5, -ELOOP, "ELOOP", "Too many symbolic links",
		   "")
	KAPI_ERROR(6, -ENAMETOOLONG, "ENAMETOOLONG", "The path or a component is too long",
		   "")
	KAPI_ERROR(7, -ENOENT, "ENOENT", "The file does not exist",
		   "")
	KAPI_ERROR(8, -ENOMEM, "ENOMEM", "Kernel memory ran out",
		   "")
	KAPI_ERROR(9, -ENOTDIR, "ENOTDIR", "A component is not a directory",
		   "")
	KAPI_ERROR(10, -EPERM, "EPERM", "Giving the file away, or a group the caller is not in, without CAP_CHOWN",
		   "")
	KAPI_ERROR(11, -EROFS, "EROFS", "Read-only file system",
		   "")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_lchown)
	KAPI_DESCRIPTION("Change the owner and group of a file named by path, not following a final symbolic link")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "filename", "const char *", "The file or link")
		KAPI_PARAM_TYPE(KAPI_TYPE_PATH)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN | KAPI_PARAM_USER)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_PATH)
	KAPI_PARAM_END
	KAPI_PARAM(1, "user", "uid_t", "New owner, or -1 to keep it")
		KAPI_PARAM_TYPE(KAPI_TYPE_UINT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
	KAPI_PARAM_END
	KAPI_PARAM(2, "group", "gid_t", "New group, or -1 to keep it")
		KAPI_PARAM_TYPE(KAPI_TYPE_UINT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
	KAPI_PARAM_END
	KAPI_RETURN("long", "0")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_EXACT)
		KAPI_RETURN_SUCCESS(0)
	KAPI_RETURN_END
	KAPI_ERROR(0, -EACCES, "EACCES", "Search permission is missing on the path",
		   "")
	KAPI_ERROR(1, -EDQUOT, "EDQUOT", "The new owner's quota is used up",
		   "")
	KAPI_ERROR(2, -EFAULT, "EFAULT", "The path lies outside the address space",
		   "")
	KAPI_ERROR(3, -EINVAL, "EINVAL", "An ID has no mapping in the caller's user namespace",
		   "")
	KAPI_ERROR(4, -EIO, "EIO", "An I/O error",
		   "")
	KAPI_ERROR(5, -ELOOP, "ELOOP", "Too many symbolic links",
		   "")
	KAPI_ERROR(6, -ENAMETOOLONG, "ENAMETOOLONG", "The path or a component is too long",
		   "")
	KAPI_ERROR(7, -ENOENT, "ENOENT", "The file does not exist",
		   "")
	KAPI_ERROR(8, -ENOMEM, "ENOMEM", "Kernel memory ran out",
		   "")
	KAPI_ERROR(9, -ENOTDIR, "ENOTDIR", "A component is not a directory",
		   "")
	KAPI_ERROR(10, -EPERM, "EPERM", "Giving the file away, or a group the caller is not in, without CAP_CHOWN",
		   "")
	KAPI_ERROR(11, -EROFS, "EROFS", "Read-only file system",
		   "")
KAPI_END_SPEC;

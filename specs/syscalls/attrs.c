// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
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
#include <kapi_specs/helpers.h>

/* The errors of chown and lchown */
#define CHOWN_ERRORS \
	KAPI_ERR_ACCES_PATH \
	KAPI_ERRNO(EDQUOT, "The new owner's quota is used up") \
	KAPI_ERR_FAULT_PATH \
	KAPI_ERR_UNMAPPED_ID \
	KAPI_ERR_IO \
	KAPI_ERR_LOOP \
	KAPI_ERR_NAMETOOLONG \
	KAPI_ERR_NOENT \
	KAPI_ERR_NOMEM \
	KAPI_ERR_NOTDIR \
	KAPI_ERRNO(EPERM, "Giving the file away, or a group the caller is not in, without CAP_CHOWN") \
	KAPI_ERR_ROFS


DEFINE_KERNEL_API_SPEC(sys_umask)
	KAPI_DESCRIPTION("Set the bits removed from the mode of new files, and return the old ones")
	KAPI_CONTEXT(KAPI_CTX_PROCESS)
	KAPI_PARAM_INT_IN("mask", "int", "Permission bits to clear on creation",
		KAPI_PARAM_CONSTRAINT("Cut to 0777, so umask(~mode) works as written"))
	KAPI_RETURN("long", "The previous mask")
		KAPI_RETURN_TYPE(KAPI_TYPE_UINT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_RANGE)
		KAPI_RETURN_SUCCESS_RANGE(0, 0777)
	KAPI_RETURN_END
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_MODIFY_STATE, "fs->umask",
			 "mask & 0777 replaces the process's mask; the old one is returned")
		KAPI_EFFECT_CHECK("umask(mask)")
	KAPI_SIDE_EFFECT_END
	KAPI_NOTES("It never fails; bits outside 0777 are dropped. A directory "
	           "with a default ACL ignores the umask.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_chmod)
	KAPI_DESCRIPTION("Change the permission bits of a file named by path")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_PATH_IN("filename", "const char *", "The file; symbolic links are followed")
	KAPI_PARAM_UINT_IN("mode", "umode_t", "Permission, set-ID and sticky bits",
		KAPI_PARAM_CONSTRAINT("Cut to 07777; the file-type bits of st_mode are dropped, not refused"))
	KAPI_RETURN_ZERO("long", "0")
	KAPI_ERR_ACCES_PATH
	KAPI_ERR_FAULT_PATH
	KAPI_ERR_IO
	KAPI_ERR_LOOP
	KAPI_ERR_NAMETOOLONG
	KAPI_ERR_NOENT
	KAPI_ERR_NOMEM
	KAPI_ERR_NOTDIR
	KAPI_ERRNO(EPERM, "The caller neither owns the file nor has CAP_FOWNER, or it is immutable or append-only")
	KAPI_ERR_ROFS
	KAPI_CAPABILITY_NEXT(CAP_FOWNER, "CAP_FOWNER", KAPI_CAP_BYPASS_CHECK)
	KAPI_ERRNO(EOPNOTSUPP, "The file cannot change its mode, e.g. a symbolic link reached through /proc/self/fd")
		KAPI_CAP_ALLOWS("Changing the mode of a file the caller does not own")
		KAPI_CAP_WITHOUT("Only the owner may change it")
	KAPI_CAPABILITY_END
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_MODIFY_STATE | KAPI_EFFECT_FILESYSTEM, "inode mode",
			 "The file's permission bits become mode & 07777")
		KAPI_EFFECT_CHECK("mode(filename, mode)")
	KAPI_SIDE_EFFECT_END
	KAPI_NOTES("Without CAP_FSETID, setting set-group-ID on a file whose "
	           "group the caller is not in clears that bit silently."
		   " EINVAL on the shared chmod(2) page is fchmodat()'s (flags), which this call has not.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_fchmod)
	KAPI_DESCRIPTION("Change the permission bits of an open file")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("fd", "unsigned int", "The file",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, INT_MAX))
	KAPI_PARAM_UINT_IN("mode", "umode_t", "Permission, set-ID and sticky bits",
		KAPI_PARAM_CONSTRAINT("Cut to 07777; the file-type bits of st_mode are dropped, not refused"))
	KAPI_RETURN_ZERO("long", "0")
	KAPI_ERRNO(EBADF, "fd is not open, or was opened with O_PATH")
	KAPI_ERR_IO
	KAPI_ERRNO(EPERM, "The caller neither owns the file nor has CAP_FOWNER, or it is immutable or append-only")
	KAPI_ERR_ROFS
	KAPI_CAPABILITY_NEXT(CAP_FOWNER, "CAP_FOWNER", KAPI_CAP_BYPASS_CHECK)
		KAPI_CAP_ALLOWS("Changing the mode of a file the caller does not own")
		KAPI_CAP_WITHOUT("Only the owner may change it")
	KAPI_CAPABILITY_END
	KAPI_NOTES("EINVAL on the shared chmod(2) page is fchmodat()'s (flags), which this call has not.")
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_MODIFY_STATE | KAPI_EFFECT_FILESYSTEM, "inode mode",
			      "The file's permission bits become mode & 07777")
		KAPI_EFFECT_CHECK("fd_mode(fd, mode)")
	KAPI_SIDE_EFFECT_END
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_fchmodat)
	KAPI_DESCRIPTION("Change the permission bits of a file, relative to a directory descriptor")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("dfd", "int", "Directory a relative path starts from, or AT_FDCWD")
	KAPI_PARAM_PATH_IN("filename", "const char *", "The file; symbolic links are followed")
	KAPI_PARAM_UINT_IN("mode", "umode_t", "Permission, set-ID and sticky bits",
		KAPI_PARAM_CONSTRAINT("Cut to 07777; the file-type bits of st_mode are dropped, not refused"))
	KAPI_RETURN_ZERO("long", "0")
	KAPI_ERR_ACCES_PATH
	KAPI_ERRNO(EBADF, "dfd is not open")
	KAPI_ERR_FAULT_PATH
	KAPI_ERR_IO
	KAPI_ERR_LOOP
	KAPI_ERR_NAMETOOLONG
	KAPI_ERR_NOENT
	KAPI_ERR_NOMEM
	KAPI_ERRNO(ENOTDIR, "A component, or dfd for a relative path, is not a directory")
	KAPI_ERRNO(EPERM, "The caller neither owns the file nor has CAP_FOWNER, or it is immutable or append-only")
	KAPI_ERR_ROFS
	KAPI_NOTES("This call has no flags argument; the C library builds "
	           "AT_SYMLINK_NOFOLLOW on fchmodat2."
		   " EINVAL for flags on the man page is the C library's fchmodat(): the system call takes no flags.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_fchown)
	KAPI_DESCRIPTION("Change the owner and group of an open file")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("fd", "unsigned int", "The file",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, INT_MAX))
	KAPI_PARAM_UINT_IN("user", "uid_t", "New owner, or -1 to keep it")
	KAPI_PARAM_UINT_IN("group", "gid_t", "New group, or -1 to keep it")
	KAPI_RETURN_ZERO("long", "0")
	KAPI_ERRNO(EBADF, "fd is not open, or was opened with O_PATH")
	KAPI_ERR_UNMAPPED_ID
	KAPI_ERR_IO
	KAPI_ERRNO(EPERM, "Giving the file away, or a group the caller is not in, without CAP_CHOWN")
	KAPI_ERR_ROFS
	KAPI_ERRNO(EDQUOT, "The new owner's quota is used up")
	KAPI_CAPABILITY_NEXT(CAP_CHOWN, "CAP_CHOWN", KAPI_CAP_GRANT_PERMISSION)
		KAPI_CAP_ALLOWS("Any owner and any group")
		KAPI_CAP_WITHOUT("The owner may only pick one of its own groups")
	KAPI_CAPABILITY_END
	KAPI_NOTES("A change of owner by an unprivileged caller clears the "
	           "set-user-ID and set-group-ID bits of an executable.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_fchownat)
	KAPI_DESCRIPTION("Change the owner and group of a file, relative to a directory descriptor")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("dfd", "int", "Directory a relative path starts from, or AT_FDCWD")
	KAPI_PARAM_PATH_IN("filename", "const char *", "The file; empty with AT_EMPTY_PATH for dfd itself")
	KAPI_PARAM_UINT_IN("user", "uid_t", "New owner, or -1 to keep it")
	KAPI_PARAM_UINT_IN("group", "gid_t", "New group, or -1 to keep it")
	KAPI_PARAM_INT_IN("flag", "int", "AT_SYMLINK_NOFOLLOW, AT_EMPTY_PATH",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(AT_SYMLINK_NOFOLLOW | AT_EMPTY_PATH))
	KAPI_RETURN_ZERO("long", "0")
	KAPI_ERR_ACCES_PATH
	KAPI_ERRNO(EBADF, "dfd is not open")
	KAPI_ERR_FAULT_PATH
	KAPI_ERRNO(EINVAL, "flag has other bits, or an ID has no mapping in the caller's user namespace")
	KAPI_ERR_IO
	KAPI_ERR_LOOP
	KAPI_ERR_NAMETOOLONG
	KAPI_ERRNO(ENOENT, "The file does not exist, or the path is empty without AT_EMPTY_PATH")
	KAPI_ERR_NOMEM
	KAPI_ERRNO(ENOTDIR, "A component, or dfd for a relative path, is not a directory")
	KAPI_ERRNO(EPERM, "Giving the file away, or a group the caller is not in, without CAP_CHOWN")
	KAPI_ERR_ROFS
	KAPI_ERRNO(EDQUOT, "The new owner's quota is used up")
	KAPI_CAPABILITY_NEXT(CAP_CHOWN, "CAP_CHOWN", KAPI_CAP_GRANT_PERMISSION)
		KAPI_CAP_ALLOWS("Any owner and any group")
		KAPI_CAP_WITHOUT("The owner may only pick one of its own groups")
	KAPI_CAPABILITY_END
	KAPI_NOTES("chown() and lchown() are this call with AT_FDCWD, and with "
	           "and without AT_SYMLINK_NOFOLLOW.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_utimensat)
	KAPI_DESCRIPTION("Set a file's access and modification times, to the nanosecond")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("dfd", "int", "Directory a relative path starts from, AT_FDCWD, or the file itself when filename is NULL")
	KAPI_PARAM_NEXT("filename", "const char *", "The file, or NULL to act on dfd")
		KAPI_PARAM_TYPE(KAPI_TYPE_PATH)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN | KAPI_PARAM_USER | KAPI_PARAM_OPTIONAL)
	KAPI_PARAM_END
	KAPI_PARAM_USER_IN_OPT("utimes", "struct __kernel_timespec *", "Access then modification time; NULL for now; UTIME_NOW and UTIME_OMIT in tv_nsec")
	KAPI_PARAM_INT_IN("flags", "int", "AT_SYMLINK_NOFOLLOW, AT_EMPTY_PATH",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(AT_SYMLINK_NOFOLLOW | AT_EMPTY_PATH))
	KAPI_RETURN_ZERO("long", "0")
	KAPI_ERRNO(EACCES, "Setting the current time without write access or ownership")
	KAPI_ERRNO(EBADF, "dfd is not open")
	KAPI_ERRNO(EFAULT, "filename or utimes is out of reach")
	KAPI_ERRNO(EINVAL, "flags has other bits, a tv_nsec is out of range, or NULL filename with AT_SYMLINK_NOFOLLOW")
	KAPI_ERR_LOOP
	KAPI_ERR_NAMETOOLONG
	KAPI_ERR_NOENT
	KAPI_ERRNO(ENOTDIR, "A component, or dfd for a relative path, is not a directory")
	KAPI_ERRNO(EPERM, "Setting explicit times on a file the caller does not own, or an immutable or append-only file")
	KAPI_ERR_ROFS
	KAPI_ERRNO(ESRCH, "Search permission is missing on the path")
	KAPI_ERR_NOMEM
	KAPI_CAPABILITY_NEXT(CAP_FOWNER, "CAP_FOWNER", KAPI_CAP_BYPASS_CHECK)
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
	KAPI_PARAM_PATH_IN("filename", "const char *", "The file")
	KAPI_PARAM_UINT_IN("user", "uid_t", "New owner, or -1 to keep it")
	KAPI_PARAM_UINT_IN("group", "gid_t", "New group, or -1 to keep it")
	KAPI_RETURN_ZERO("long", "0")
	CHOWN_ERRORS
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_lchown)
	KAPI_DESCRIPTION("Change the owner and group of a file named by path, not following a final symbolic link")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_PATH_IN("filename", "const char *", "The file or link")
	KAPI_PARAM_UINT_IN("user", "uid_t", "New owner, or -1 to keep it")
	KAPI_PARAM_UINT_IN("group", "gid_t", "New group, or -1 to keep it")
	KAPI_RETURN_ZERO("long", "0")
	CHOWN_ERRORS
KAPI_END_SPEC;

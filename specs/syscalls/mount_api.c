// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * Mounts and whole-system file system state: mount and umount, the new
 * mount API (fsopen, fsconfig, fsmount, fspick, move_mount, open_tree,
 * open_tree_attr, mount_setattr), statmount/listmount, pivot_root, chroot,
 * swap, quotas, process accounting, vhangup, sysfs and ustat.
 */
#include <kapi/spec_compile.h>
#include <errno.h>
#include <signal.h>
#include <limits.h>
#include <linux/fcntl.h>
#include <linux/fs.h>
#include <linux/quota.h>
#include <linux/capability.h>
#include <kapi_specs/uapi_extra.h>
#include <kapi_specs/uapi_fs.h>
#include <kapi_specs/kernel_consts.h>
#include <kapi_specs/helpers.h>

/* What every call that changes the mount tree needs */
#define MOUNT_CAP \
	KAPI_CAPABILITY_NEXT(CAP_SYS_ADMIN, "CAP_SYS_ADMIN", KAPI_CAP_GRANT_PERMISSION) \
		KAPI_CAP_ALLOWS("Changing the mount tree of the caller's mount namespace") \
		KAPI_CAP_WITHOUT("EPERM") \
		KAPI_CAP_CONDITION("In the user namespace owning the caller's mount namespace") \
	KAPI_CAPABILITY_END

/* Why conform leaves the calls that change mounts alone */
#define MOUNT_NOT_CONFORMED \
	KAPI_NOTES("kapi conform runs it only in a lab VM (kapi --kernel): on " \
		   "the host it changes mounts, which only a sandbox of its own may do.")

#define MOUNT_OWN_NAMESPACE \
	KAPI_NOTES("kapi conform runs it in a mount namespace the case child " \
		   "makes for itself, on the case's own tmpfs (\".\"), which " \
		   "no other process shares.")

/* Path and memory errors umount2, pivot_root and chroot share */
#define MOUNT_LOOKUP_ERRORS \
	KAPI_ERR_LOOP \
	KAPI_ERR_NAMETOOLONG \
	KAPI_ERR_NOENT \
	KAPI_ERR_NOMEM

/* swapon and swapoff */
#define SWAP_CAP \
	KAPI_CAPABILITY_NEXT(CAP_SYS_ADMIN, "CAP_SYS_ADMIN", KAPI_CAP_GRANT_PERMISSION) \
		KAPI_CAP_ALLOWS("Changing the swap areas") \
		KAPI_CAP_WITHOUT("EPERM") \
		KAPI_CAP_CONDITION("In the initial user namespace") \
	KAPI_CAPABILITY_END

/* Resolving a path, from a directory descriptor */
#define MNT_AT_PATH_ERRORS \
	KAPI_ERRNO(EBADF, "dfd is not open, and the path is relative or empty") \
	MNT_PATH_ERRORS
#define MNT_PATH_ERRORS \
	KAPI_ERR_ACCES_PATH \
	KAPI_ERR_LOOP \
	KAPI_ERR_NAMETOOLONG \
	KAPI_ERRNO(ENOENT, "A component does not exist, or the path is empty without AT_EMPTY_PATH") \
	KAPI_ERR_NOMEM \
	KAPI_ERRNO(ENOTDIR, "A component, or dfd for a relative path, is not a directory")

DEFINE_KERNEL_API_SPEC(sys_mount)
	KAPI_DESCRIPTION("Mount a file system, or change or move a mount")
	KAPI_LONG_DESC("One call for many operations, picked by flags: a new "
		       "mount of type on dir_name, MS_REMOUNT (new options), "
		       "MS_BIND (a bind mount), MS_MOVE (move a mount), "
		       "MS_SHARED/PRIVATE/SLAVE/UNBINDABLE (propagation). data is "
		       "the file system's option string, up to a page.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_NEXT("dev_name", "char *", "Source: a block device, a path to bind or move, or any string the file system takes")
		KAPI_PARAM_TYPE(KAPI_TYPE_STRING)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN | KAPI_PARAM_USER | KAPI_PARAM_OPTIONAL)
	KAPI_PARAM_END
	KAPI_PARAM_PATH_IN("dir_name", "char *", "The mount point, or the mount acted on")
	KAPI_PARAM_NEXT("type", "char *", "File system type for a new mount; not read by remount, bind, move and propagation changes")
		KAPI_PARAM_TYPE(KAPI_TYPE_STRING)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN | KAPI_PARAM_USER | KAPI_PARAM_OPTIONAL)
	KAPI_PARAM_END
	KAPI_PARAM_UINT_IN("flags", "unsigned long", "MS_* flags",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(KAPI_MS_FLAGS)
		KAPI_PARAM_IGNORED_MASK(KAPI_MS_IGNORED)
		KAPI_PARAM_CONSTRAINT("MS_NOUSER and bits 32-63 are EINVAL; the old magic 0xC0ED in the top 16 bits is stripped first"))
	KAPI_PARAM_USER_IN_OPT("data", "void *", "Options for the file system, usually a comma-separated string; at most a page is read")
	KAPI_RETURN_ZERO("long", "0")
	KAPI_ERRNO(EACCES, "Search permission is missing, or the source block device lies on a nodev mount")
	KAPI_ERRNO(EBUSY, "The source is mounted elsewhere read-write, the target is busy, or a remount to read-only finds files open for writing")
	KAPI_ERRNO(EFAULT, "An argument lies outside the address space")
	KAPI_ERRNO(EINVAL, "MS_NOUSER or a bit above 31, a bad flag mix, a remount of a non-mount, a move of a non-mount, or options the file system refuses")
	KAPI_ERR_LOOP
	KAPI_ERRNO(EMFILE, "No anonymous device number is left")
	KAPI_ERR_NAMETOOLONG
	KAPI_ERRNO(ENODEV, "type is no file system this kernel knows")
	KAPI_ERR_NOENT
	KAPI_ERR_NOMEM
	KAPI_ERRNO(ENOTBLK, "The file system needs a block device and dev_name is none")
	KAPI_ERR_NOTDIR
	KAPI_ERRNO(ENXIO, "The device's major number is out of range")
	KAPI_ERRNO(EPERM, "The caller lacks CAP_SYS_ADMIN in its mount namespace's user namespace, or the mount would reveal more than it may")
	KAPI_ERR_ROFS
	KAPI_ERR_IO
	KAPI_ERRNO(EOPNOTSUPP, "The file system refuses an option or an idmapped or other feature")
	MOUNT_CAP
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_MODIFY_STATE | KAPI_EFFECT_FILESYSTEM,
			      "mount tree", "A mount is added, changed or moved")
		KAPI_EFFECT_REVERSIBLE
		KAPI_EFFECT_CHECK("mountpoint(dir_name)")
		KAPI_EFFECT_CHECK_WHEN("!(flags & (MS_REMOUNT | MS_BIND | MS_MOVE | MS_SHARED | MS_PRIVATE | MS_SLAVE | MS_UNBINDABLE))")
	KAPI_SIDE_EFFECT_END
	KAPI_CONSTRAINT(0, "A propagation change takes nothing else",
			"Without MS_REMOUNT or MS_BIND, MS_SHARED, MS_PRIVATE, MS_SLAVE or "
			"MS_UNBINDABLE changes propagation: exactly one of them, with MS_REC and "
			"MS_SILENT only (after the old magic is stripped); any other flag is EINVAL.")
		KAPI_CONSTRAINT_EXPR("!(flags & (MS_REMOUNT | MS_BIND)) && "
				     "(flags & (MS_SHARED | MS_PRIVATE | MS_SLAVE | MS_UNBINDABLE)) -> "
				     "one_of(flags & ~(MS_REC | MS_SILENT), MS_SHARED, MS_PRIVATE, MS_SLAVE, "
				     "MS_UNBINDABLE, 0xc0ed0000 | MS_SHARED, 0xc0ed0000 | MS_PRIVATE, "
				     "0xc0ed0000 | MS_SLAVE, 0xc0ed0000 | MS_UNBINDABLE)")
	KAPI_CONSTRAINT_END
	KAPI_CONSTRAINT(1, "Remounts and propagation act on a mount",
			"MS_REMOUNT (with or without MS_BIND) and the propagation flags need "
			"dir_name to be the root of a mount in the caller's namespace: "
			"anything else is EINVAL.")
		KAPI_CONSTRAINT_EXPR("has(flags, MS_REMOUNT) || (!has(flags, MS_BIND) && "
				     "(flags & (MS_SHARED | MS_PRIVATE | MS_SLAVE | MS_UNBINDABLE))) -> "
				     "depends(MOUNT_ROOT)")
	KAPI_CONSTRAINT_END
	KAPI_SINCE_VERSION("1.0")
	KAPI_NOTES("Bit 9 (unassigned) and the internal MS_KERNMOUNT, "
		   "MS_SUBMOUNT, MS_NOREMOTELOCK, MS_NOSEC, MS_BORN and MS_ACTIVE "
		   "are dropped. A caller "
		   "passing the old magic (MS_MGC_VAL) draws a finding for it. "
		   "kapi conform runs it only in a lab VM (kapi --kernel): on the host "
		   "it changes mounts, which only a sandbox of its own may do.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_umount)
	KAPI_DESCRIPTION("Unmount a file system (umount2)")
	KAPI_LONG_DESC("Detaches the mount at name. MNT_DETACH detaches it at "
		       "once and frees it when no longer busy; MNT_FORCE asks the "
		       "file system to abort pending requests; MNT_EXPIRE marks "
		       "an unused mount and unmounts it on a second call.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_PATH_IN("name", "char *", "The mount point")
	KAPI_PARAM_INT_IN("flags", "int", "MNT_FORCE, MNT_DETACH, MNT_EXPIRE, UMOUNT_NOFOLLOW",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(KAPI_UMOUNT_FLAGS))
	KAPI_RETURN_ZERO("long", "0")
	KAPI_ERR_ACCES_PATH
	KAPI_ERRNO(EAGAIN, "MNT_EXPIRE on a mount not marked yet: now it is")
	KAPI_ERRNO(EBUSY, "The mount is in use and MNT_DETACH was not given")
	KAPI_ERR_FAULT_PATH
	KAPI_ERRNO(EINVAL, "name is not a mount point, the mount is locked, unknown flags, or MNT_EXPIRE with MNT_FORCE or MNT_DETACH")
	MOUNT_LOOKUP_ERRORS
	KAPI_ERR_NOTDIR
	KAPI_ERRNO(EPERM, "The caller lacks CAP_SYS_ADMIN, or MNT_FORCE on the root without it")
	MOUNT_CAP
	KAPI_CONSTRAINT(0, "Expiry is its own mode",
			"MNT_EXPIRE (0x4) cannot go with MNT_FORCE (0x1) or MNT_DETACH (0x2).")
		KAPI_CONSTRAINT_EXPR("has(flags, 0x4) -> !(flags & 0x3)")
	KAPI_CONSTRAINT_END
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_MODIFY_STATE | KAPI_EFFECT_FILESYSTEM,
			      "mount tree", "The mount is removed")
		KAPI_EFFECT_CHECK("not_mountpoint(name)")
	KAPI_SIDE_EFFECT_END
	KAPI_SINCE_VERSION("2.1.116")
	KAPI_NOTES("On x86_64 the kernel's umount is umount2(2); there is no "
		   "one-argument form. kapi conform runs it only in a "
		   "lab VM (kapi --kernel): on the host it changes mounts.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_fsopen)
	KAPI_DESCRIPTION("Start building a file system instance of a type")
	KAPI_LONG_DESC("Returns a file system context descriptor for fs_name: "
		       "fsconfig() sets its parameters and creates the "
		       "superblock, fsmount() turns it into a detached mount. "
		       "Messages of the file system can be read from it.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_STRING_IN("_fs_name", "const char *", "File system type, as in /proc/filesystems")
	KAPI_PARAM_UINT_IN("flags", "unsigned int", "FSOPEN_CLOEXEC",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(FSOPEN_CLOEXEC))
	KAPI_RETURN_NEW_FD("long", "The context descriptor")
	KAPI_ERRNO(EFAULT, "_fs_name lies outside the address space")
	KAPI_ERRNO(EINVAL, "flags has other bits, or _fs_name is longer than a page")
	KAPI_ERR_MFILE
	KAPI_ERR_NFILE
	KAPI_ERRNO(ENODEV, "No file system of that type")
	KAPI_ERR_NOMEM
	KAPI_ERRNO(EPERM, "The caller lacks CAP_SYS_ADMIN in its mount namespace's user namespace")
	MOUNT_CAP
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_RESOURCE_CREATE, "file system context",
			      "A new context and its descriptor; may load the file system's module")
		KAPI_EFFECT_REVERSIBLE
		KAPI_EFFECT_CHECK("fd_link(ret, fscontext)")
	KAPI_SIDE_EFFECT_END
	KAPI_SINCE_VERSION("5.2")
	MOUNT_NOT_CONFORMED
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_fsconfig)
	KAPI_DESCRIPTION("Set a parameter of, or act on, a file system context")
	KAPI_LONG_DESC("cmd says what: set a flag, a string, a binary blob, a "
		       "path or a descriptor under _key, or create "
		       "(FSCONFIG_CMD_CREATE, _EXCL) or reconfigure the "
		       "superblock. Which of _key, _value and aux are used "
		       "depends on cmd.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("fd", "int", "A context from fsopen() or fspick()")
	KAPI_PARAM_UINT_IN("cmd", "unsigned int", "FSCONFIG_SET_* or FSCONFIG_CMD_*",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_ENUM)
		KAPI_PARAM_ENUM_VALUES(((const s64[]){ FSCONFIG_SET_FLAG, FSCONFIG_SET_STRING,
			FSCONFIG_SET_BINARY, FSCONFIG_SET_PATH, FSCONFIG_SET_PATH_EMPTY,
			FSCONFIG_SET_FD, FSCONFIG_CMD_CREATE, FSCONFIG_CMD_RECONFIGURE,
			KAPI_FSCONFIG_CMD_CREATE_EXCL }))
		KAPI_PARAM_CONSTRAINT("An unknown command is EOPNOTSUPP"))
	KAPI_PARAM_NEXT("_key", "const char *", "Parameter name; NULL for the CMD_ commands")
		KAPI_PARAM_TYPE(KAPI_TYPE_STRING)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN | KAPI_PARAM_USER | KAPI_PARAM_OPTIONAL)
	KAPI_PARAM_END
	KAPI_PARAM_USER_IN_OPT("_value", "const void *", "A string, a blob of aux bytes or a path; NULL for flags, descriptors and commands")
	KAPI_PARAM_INT_IN("aux", "int", "Blob size, dfd of a path, or the descriptor; 0 otherwise")
	KAPI_RETURN_ZERO("long", "0")
	KAPI_ERRNO(EBADF, "fd, or the descriptor in aux, is not open")
	KAPI_ERRNO(EBUSY, "The context is in the wrong phase for cmd")
	KAPI_ERRNO(EEXIST, "FSCONFIG_CMD_CREATE_EXCL and the superblock exists")
	KAPI_ERRNO(EFAULT, "_key or _value lies outside the address space")
	KAPI_ERRNO(EINVAL, "fd is negative or no context, _key/_value/aux do not fit cmd, or the file system refuses the parameter")
	KAPI_ERRNO(ENOMEM, "Kernel memory ran out")
	KAPI_ERRNO(EOPNOTSUPP, "Unknown cmd, or a command a legacy file system cannot take")
	KAPI_ERRNO(EPERM, "Reconfiguring without CAP_SYS_ADMIN")
	KAPI_ERRNO(EACCES, "A path in _value cannot be reached")
	KAPI_ERRNO(ENOENT, "A path in _value does not exist, or the source of a new superblock")
	KAPI_ERRNO(ENODEV, "The source device is missing")
	KAPI_ERRNO(ENOTBLK, "The source is not a block device")
	KAPI_ERR_IO
	KAPI_CONSTRAINT(0, "Commands take no parameter",
			"FSCONFIG_CMD_CREATE, _RECONFIGURE and _CREATE_EXCL need _key and _value NULL and aux 0.")
		KAPI_CONSTRAINT_EXPR("cmd >= FSCONFIG_CMD_CREATE -> (_key == 0 && _value == 0 && aux == 0)")
	KAPI_CONSTRAINT_END
	KAPI_CONSTRAINT(1, "A blob has a size",
			"FSCONFIG_SET_BINARY needs aux from 1 to 1 MiB.")
		KAPI_CONSTRAINT_EXPR("cmd == FSCONFIG_SET_BINARY -> (aux > 0 && aux <= 1048576)")
	KAPI_CONSTRAINT_END
	KAPI_PARAM_SINCE(cmd, KAPI_FSCONFIG_CMD_CREATE_EXCL, "6.6")
	KAPI_SINCE_VERSION("5.2")
	KAPI_NOTES("FSCONFIG_CMD_CREATE_EXCL since 6.6. Errors of superblock "
		   "creation come from the file system. kapi conform runs it only in "
		   "a lab VM (kapi --kernel): on the host it changes mounts.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_fsmount)
	KAPI_DESCRIPTION("Make a detached mount of a created file system context")
	KAPI_LONG_DESC("Returns an O_PATH-like descriptor of a new mount of the "
		       "context's superblock, not attached anywhere; "
		       "move_mount() attaches it. attr_flags are MOUNT_ATTR_* "
		       "for the mount.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("fs_fd", "int", "A context after FSCONFIG_CMD_CREATE")
	KAPI_PARAM_UINT_IN("flags", "unsigned int", "FSMOUNT_CLOEXEC",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(FSMOUNT_CLOEXEC))
	KAPI_PARAM_UINT_IN("attr_flags", "unsigned int", "MOUNT_ATTR_* of the new mount (not IDMAP)",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(KAPI_FSMOUNT_ATTR_FLAGS)
		KAPI_PARAM_CONSTRAINT("The atime field (MOUNT_ATTR__ATIME) is RELATIME, NOATIME or STRICTATIME"))
	KAPI_RETURN_NEW_FD("long", "The mount's descriptor")
	KAPI_ERRNO(EBADF, "fs_fd is not open")
	KAPI_ERRNO(EBUSY, "The context was mounted already")
	KAPI_ERRNO(EINVAL, "fs_fd is no context, unknown flags or attributes, a bad atime value, or no superblock created yet")
	KAPI_ERR_MFILE
	KAPI_ERR_NFILE
	KAPI_ERR_NOMEM
	KAPI_ERRNO(EPERM, "The caller lacks CAP_SYS_ADMIN, or the mount would reveal more than visible mounts do")
	MOUNT_CAP
	KAPI_CONSTRAINT(0, "One atime mode",
			"The MOUNT_ATTR__ATIME field is one of RELATIME (0), NOATIME and STRICTATIME.")
		KAPI_CONSTRAINT_EXPR("one_of(attr_flags & MOUNT_ATTR__ATIME, MOUNT_ATTR_RELATIME, MOUNT_ATTR_NOATIME, MOUNT_ATTR_STRICTATIME)")
	KAPI_CONSTRAINT_END
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_RESOURCE_CREATE, "mount",
			      "A detached mount and an anonymous mount namespace holding it")
		KAPI_EFFECT_REVERSIBLE
		KAPI_EFFECT_CHECK("fd_open(ret)")
	KAPI_SIDE_EFFECT_END
	KAPI_SINCE_VERSION("5.2")
	MOUNT_NOT_CONFORMED
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_fspick)
	KAPI_DESCRIPTION("Open a file system context to reconfigure a mounted superblock")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("dfd", "int", "Directory a relative path starts from, AT_FDCWD, or the mount with FSPICK_EMPTY_PATH")
	KAPI_PARAM_PATH_IN("path", "const char *", "The root of the mount")
	KAPI_PARAM_UINT_IN("flags", "unsigned int", "FSPICK_CLOEXEC, _SYMLINK_NOFOLLOW, _NO_AUTOMOUNT, _EMPTY_PATH",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(FSPICK_CLOEXEC | FSPICK_SYMLINK_NOFOLLOW | FSPICK_NO_AUTOMOUNT | FSPICK_EMPTY_PATH))
	KAPI_RETURN_NEW_FD("long", "The context descriptor, in the reconfigure phase")
	MNT_AT_PATH_ERRORS
	KAPI_ERR_FAULT_PATH
	KAPI_ERRNO(EINVAL, "flags has other bits, the path is not the root of a mount, or its superblock is internal")
	KAPI_ERR_MFILE
	KAPI_ERR_NFILE
	KAPI_ERRNO(EPERM, "The caller lacks CAP_SYS_ADMIN in its mount namespace's user namespace")
	MOUNT_CAP
	KAPI_SINCE_VERSION("5.2")
	MOUNT_NOT_CONFORMED
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_move_mount)
	KAPI_DESCRIPTION("Move a mount, or attach a detached one, to a mount point")
	KAPI_LONG_DESC("Moves the mount at from to to; a detached mount from "
		       "fsmount() or open_tree(OPEN_TREE_CLONE) is attached. "
		       "MOVE_MOUNT_SET_GROUP copies the sharing group instead, "
		       "MOVE_MOUNT_BENEATH mounts below the top mount at to.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("from_dfd", "int", "Directory from_pathname starts from, AT_FDCWD, or the mount with MOVE_MOUNT_F_EMPTY_PATH")
	KAPI_PARAM_PATH_IN("from_pathname", "const char *", "The mount to move")
	KAPI_PARAM_FD_IN("to_dfd", "int", "Directory to_pathname starts from, AT_FDCWD, or the target with MOVE_MOUNT_T_EMPTY_PATH")
	KAPI_PARAM_PATH_IN("to_pathname", "const char *", "The mount point")
	KAPI_PARAM_UINT_IN("flags", "unsigned int", "MOVE_MOUNT_F_*, MOVE_MOUNT_T_*, _SET_GROUP, _BENEATH",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(KAPI_MOVE_MOUNT_FLAGS))
	KAPI_RETURN_ZERO("long", "0")
	KAPI_ERR_ACCES_PATH
	KAPI_ERRNO(EBADF, "A dfd is not open, and its path is relative or empty")
	KAPI_ERRNO(EBUSY, "The target is busy, or BENEATH under a mount that cannot have one")
	KAPI_ERR_FAULT_A_PATH
	KAPI_ERRNO(EINVAL, "Unknown flags, SET_GROUP with BENEATH, the source is not a mount, a loop, or propagation forbids it")
	KAPI_ERR_LOOP
	KAPI_ERR_NAMETOOLONG
	KAPI_ERRNO(ENOENT, "A component does not exist, or an empty path without its _EMPTY_PATH flag")
	KAPI_ERR_NOMEM
	KAPI_ERRNO(ENOTDIR, "A component is not a directory, or a directory onto a non-directory")
	KAPI_ERRNO(EPERM, "The caller lacks CAP_SYS_ADMIN in its mount namespace's user namespace")
	KAPI_ERRNO(ENOSPC, "The mount namespace holds its maximum of mounts")
	KAPI_ERRNO(EXDEV, "SET_GROUP between unrelated trees")
	MOUNT_CAP
	KAPI_CONSTRAINT(0, "One of the special modes",
			"MOVE_MOUNT_SET_GROUP and MOVE_MOUNT_BENEATH exclude each other.")
		KAPI_CONSTRAINT_EXPR("!has(flags, MOVE_MOUNT_SET_GROUP | MOVE_MOUNT_BENEATH)")
	KAPI_CONSTRAINT_END
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_MODIFY_STATE | KAPI_EFFECT_FILESYSTEM,
			      "mount tree", "The mount moves or is attached")
		KAPI_EFFECT_REVERSIBLE
		KAPI_EFFECT_CHECK("mountpoint(to_pathname)")
		KAPI_EFFECT_CHECK_WHEN("to_dfd == AT_FDCWD")
	KAPI_SIDE_EFFECT_END
	KAPI_PARAM_SINCE(flags, MOVE_MOUNT_SET_GROUP, "5.15")
	KAPI_PARAM_SINCE(flags, MOVE_MOUNT_BENEATH, "6.5")
	KAPI_SINCE_VERSION("5.2")
	KAPI_NOTES("kapi conform runs it only in a lab VM (kapi --kernel): on the "
		   "host it changes mounts, which only a sandbox of its own may do.")
KAPI_END_SPEC;

/* open_tree and open_tree_attr: the lookup and clone flags */
#define OPEN_TREE_PARAMS \
	KAPI_PARAM_FD_IN("dfd", "int", "Directory a relative path starts from, AT_FDCWD, or the object with AT_EMPTY_PATH") \
	KAPI_PARAM_PATH_IN("filename", "const char *", "The mount or directory") \
	KAPI_PARAM_UINT_IN("flags", "unsigned", "OPEN_TREE_CLONE, OPEN_TREE_CLOEXEC, AT_EMPTY_PATH, AT_NO_AUTOMOUNT, AT_RECURSIVE, AT_SYMLINK_NOFOLLOW", \
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK) \
		KAPI_PARAM_VALID_MASK(OPEN_TREE_CLONE | OPEN_TREE_CLOEXEC | AT_SYMLINK_NOFOLLOW | AT_NO_AUTOMOUNT | AT_EMPTY_PATH | AT_RECURSIVE))
#define OPEN_TREE_CONSTRAINT \
	KAPI_CONSTRAINT(0, "Recursion clones", \
			"AT_RECURSIVE only has a meaning with OPEN_TREE_CLONE: alone it is EINVAL.") \
		KAPI_CONSTRAINT_EXPR("has(flags, AT_RECURSIVE) -> has(flags, OPEN_TREE_CLONE)") \
	KAPI_CONSTRAINT_END
#define OPEN_TREE_ERRORS \
	MNT_AT_PATH_ERRORS \
	KAPI_ERR_MFILE \
	KAPI_ERR_NFILE \
	KAPI_ERRNO(EPERM, "OPEN_TREE_CLONE without CAP_SYS_ADMIN in the mount namespace's user namespace")

DEFINE_KERNEL_API_SPEC(sys_open_tree)
	KAPI_DESCRIPTION("Get a descriptor of a mount, or of a detached copy of it")
	KAPI_LONG_DESC("Without OPEN_TREE_CLONE, an O_PATH descriptor of the "
		       "object. With it, a detached clone of the mount (of the "
		       "whole subtree with AT_RECURSIVE) that move_mount() can "
		       "attach elsewhere: a bind mount in two steps.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	OPEN_TREE_PARAMS
	KAPI_RETURN_NEW_FD("long", "The descriptor")
	OPEN_TREE_ERRORS
	KAPI_ERR_FAULT_PATH
	KAPI_ERRNO(EINVAL, "Unknown flags, AT_RECURSIVE without OPEN_TREE_CLONE, or a mount that may not be cloned")
	MOUNT_CAP
	OPEN_TREE_CONSTRAINT
	KAPI_SINCE_VERSION("5.2")
	MOUNT_NOT_CONFORMED
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_open_tree_attr)
	KAPI_DESCRIPTION("open_tree() that also sets mount attributes on the clone")
	KAPI_LONG_DESC("As open_tree(); when uattr is given the attributes of "
		       "struct mount_attr are applied to the detached clone, as "
		       "mount_setattr() would, before the descriptor is returned.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	OPEN_TREE_PARAMS
	KAPI_PARAM_USER_IN_OPT("uattr", "struct mount_attr *", "attr_set, attr_clr, propagation, userns_fd; NULL for none",
		KAPI_PARAM_SIZE_PARAM(4))
	KAPI_PARAM_UINT_IN("usize", "size_t", "Size of the caller's struct mount_attr; 0 with uattr NULL",
		KAPI_PARAM_CONSTRAINT("MOUNT_ATTR_SIZE_VER0 (32) up to a page when uattr is given"))
	KAPI_RETURN_NEW_FD("long", "The descriptor")
	OPEN_TREE_ERRORS
	KAPI_ERRNO(E2BIG, "usize is over a page, or uattr has unknown non-zero bytes")
	KAPI_ERRNO(EFAULT, "filename or uattr lies outside the address space")
	KAPI_ERRNO(EINVAL, "Unknown flags, AT_RECURSIVE without OPEN_TREE_CLONE, usize out of range, attributes without OPEN_TREE_CLONE, or attributes mount_setattr refuses")
	KAPI_ERRNO(EBUSY, "The mount is busy for an attribute change")
	MOUNT_CAP
	OPEN_TREE_CONSTRAINT
	KAPI_SINCE_VERSION("6.15")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_mount_setattr)
	KAPI_DESCRIPTION("Change the attributes and propagation of a mount or mount tree")
	KAPI_LONG_DESC("Sets attr_set and clears attr_clr (MOUNT_ATTR_*), changes "
		       "propagation, or makes the mount idmapped by the user "
		       "namespace userns_fd; AT_RECURSIVE acts on the whole "
		       "subtree, all or nothing.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("dfd", "int", "Directory a relative path starts from, AT_FDCWD, or the mount with AT_EMPTY_PATH")
	KAPI_PARAM_NEXT("path", "const char *", "The mount; not read when uattr changes nothing")
		KAPI_PARAM_TYPE(KAPI_TYPE_PATH)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN | KAPI_PARAM_USER | KAPI_PARAM_OPTIONAL)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_PATH)
		KAPI_PARAM_CONSTRAINT("A uattr with attr_set, attr_clr and propagation all 0 "
				      "returns 0 before the path is looked up, so even NULL "
				      "passes; any other NULL is EFAULT")
	KAPI_PARAM_END
	KAPI_PARAM_UINT_IN("flags", "unsigned int", "AT_EMPTY_PATH, AT_RECURSIVE, AT_SYMLINK_NOFOLLOW, AT_NO_AUTOMOUNT",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(AT_EMPTY_PATH | AT_RECURSIVE | AT_SYMLINK_NOFOLLOW | AT_NO_AUTOMOUNT))
	KAPI_PARAM_USER_IN("uattr", "struct mount_attr *", "attr_set, attr_clr, propagation, userns_fd",
		KAPI_PARAM_SIZE_PARAM(4)
		KAPI_PARAM_CONSTRAINT("Only MOUNT_ATTR_* bits; an atime mode needs MOUNT_ATTR__ATIME in attr_clr; propagation one of 0, MS_SHARED, MS_SLAVE, MS_PRIVATE, MS_UNBINDABLE"))
	KAPI_PARAM_UINT_IN("usize", "size_t", "Size of the caller's struct mount_attr",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(MOUNT_ATTR_SIZE_VER0, KAPI_EXT_STRUCT_MAX))
	KAPI_RETURN_ZERO("long", "0")
	KAPI_ERRNO(EBADF, "dfd is not open with a relative or empty path, or userns_fd is not open with MOUNT_ATTR_IDMAP")
	MNT_PATH_ERRORS
	KAPI_ERRNO(E2BIG, "usize is over a page, or uattr has unknown non-zero bytes")
	KAPI_ERRNO(EBUSY, "A mount of the tree is busy, or is idmapped already")
	KAPI_ERRNO(EFAULT, "path or uattr lies outside the address space")
	KAPI_ERRNO(EINVAL, "Unknown flags or attributes, usize below MOUNT_ATTR_SIZE_VER0, a bad atime or propagation value, nothing to change, or the path is not a mount")
	KAPI_ERRNO(EPERM, "The caller lacks CAP_SYS_ADMIN, or clears a locked attribute")
	KAPI_ERRNO(EOPNOTSUPP, "The file system does not support idmapped mounts")
	KAPI_ERRNO(ENOSPC, "Making the mounts shared ran out of peer group IDs")
	MOUNT_CAP
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_MODIFY_STATE, "mount attributes",
			      "Mount flags, propagation or the idmapping change")
		KAPI_EFFECT_REVERSIBLE
		KAPI_EFFECT_CHECK("mount_flags(dfd, path, *uattr)")
	KAPI_SIDE_EFFECT_END
	KAPI_SINCE_VERSION("5.12")
	MOUNT_OWN_NAMESPACE
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_statmount)
	KAPI_DESCRIPTION("Read facts about a mount by its unique ID")
	KAPI_LONG_DESC("req names the mount (mnt_id, a 64-bit unique ID as "
		       "statx STATX_MNT_ID_UNIQUE and listmount give) and the "
		       "wanted STATMOUNT_* groups in param; buf receives struct "
		       "statmount and, after it, the strings it points to.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_IN("req", "const struct mnt_id_req *", "size, mnt_id, param (the mask), mnt_ns_id",
		KAPI_PARAM_CONSTRAINT("size at least MNT_ID_REQ_SIZE_VER0 (24); mnt_id a unique ID of a mount the caller can see"))
	KAPI_PARAM_USER_OUT("buf", "struct statmount *", "Receives the facts and strings",
		KAPI_PARAM_SIZE_PARAM(2))
	KAPI_PARAM_UINT_IN("bufsize", "size_t", "Room in buf",
		KAPI_PARAM_CONSTRAINT("A buffer shorter than struct statmount gets its head only; asked strings need room after it, else EOVERFLOW"))
	KAPI_PARAM_UINT_IN("flags", "unsigned int", "Reserved, 0",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(0))
	KAPI_RETURN_ZERO("long", "0")
	KAPI_ERRNO(E2BIG, "req->size is over a page, or req has unknown non-zero bytes")
	KAPI_ERRNO(EFAULT, "req or buf lies outside the address space")
	KAPI_ERRNO(EINVAL, "flags is not 0, req->size is below MNT_ID_REQ_SIZE_VER0, or mnt_id is below the first unique ID")
	KAPI_ERRNO(ENOENT, "No such mount, or no such mount namespace for mnt_ns_id")
	KAPI_ERR_NOMEM
	KAPI_ERRNO(EOVERFLOW, "The strings do not fit in buf")
	KAPI_ERRNO(EPERM, "A mount namespace other than the caller's, without CAP_SYS_ADMIN over it")
	KAPI_SINCE_VERSION("6.8")
	KAPI_NOTES("Mask bits the kernel does not know are ignored: the mask "
		   "of the answer says what was filled. Groups added later: MNT_NS_ID 6.11, MNT_OPTS 6.11, "
		   "FS_SUBTYPE, SB_SOURCE, OPT_ARRAY, OPT_SEC_ARRAY 6.13, "
		   "SUPPORTED_MASK, MNT_UIDMAP, MNT_GIDMAP 6.15.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_listmount)
	KAPI_DESCRIPTION("List the unique IDs of the mounts below a mount")
	KAPI_LONG_DESC("Writes to mnt_ids the IDs of the mounts under req->mnt_id "
		       "(LSMT_ROOT for the namespace's root), starting after "
		       "req->param, so repeated calls page through them.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_IN("req", "const struct mnt_id_req *", "size, mnt_id (or LSMT_ROOT), param (last ID seen), mnt_ns_id",
		KAPI_PARAM_CONSTRAINT("size at least MNT_ID_REQ_SIZE_VER0 (24)"))
	KAPI_PARAM_USER_OUT("mnt_ids", "u64 *", "Receives the IDs",
		KAPI_PARAM_SIZE_PARAM(2)
		KAPI_PARAM_SIZE_MULTIPLIER(8))
	KAPI_PARAM_UINT_IN("nr_mnt_ids", "size_t", "Room in mnt_ids, in IDs",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, KAPI_LISTMOUNT_MAX)
		KAPI_PARAM_CONSTRAINT("More than 1000000 is EOVERFLOW"))
	KAPI_PARAM_UINT_IN("flags", "unsigned int", "LISTMOUNT_REVERSE",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(LISTMOUNT_REVERSE))
	KAPI_RETURN_IN_RANGE("long", "IDs written", 0, KAPI_LISTMOUNT_MAX)
	KAPI_ERRNO(E2BIG, "req->size is over a page, or req has unknown non-zero bytes")
	KAPI_ERRNO(EFAULT, "req or mnt_ids lies outside the address space")
	KAPI_ERRNO(EINVAL, "flags has other bits, req->size is below MNT_ID_REQ_SIZE_VER0, or mnt_id is no unique ID")
	KAPI_ERRNO(ENOENT, "No such mount, or another namespace the caller may not list")
	KAPI_ERRNO(EBADF, "req names a mount namespace by descriptor (mnt_ns_fd, since 6.18) that is not open")
	KAPI_ERR_NOMEM
	KAPI_ERRNO(EOVERFLOW, "nr_mnt_ids is over 1000000")
	KAPI_ERRNO(EPERM, "A mount below which the caller may not look")
	KAPI_SINCE_VERSION("6.8")
	KAPI_NOTES("LISTMOUNT_REVERSE and mnt_ns_id since 6.11.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_pivot_root)
	KAPI_DESCRIPTION("Make a mount the root mount of the caller's mount namespace")
	KAPI_LONG_DESC("Moves the current root mount to put_old and makes "
		       "new_root the root; processes whose root or working "
		       "directory was the old root move to the new one. "
		       "Container runtimes call it in a new mount namespace.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_PATH_IN("new_root", "const char *", "A mount point, not the current root")
	KAPI_PARAM_PATH_IN("put_old", "const char *", "At or under new_root: where the old root goes")
	KAPI_RETURN_ZERO("long", "0")
	KAPI_ERR_ACCES_PATH
	KAPI_ERRNO(EBUSY, "new_root or put_old is the current root, or put_old has a mount on it")
	KAPI_ERR_FAULT_A_PATH
	KAPI_ERRNO(EINVAL, "new_root is not a mount point, put_old is not under new_root, the current root is not a mount point, or a mount involved is shared")
	MOUNT_LOOKUP_ERRORS
	KAPI_ERRNO(ENOTDIR, "new_root or put_old is not a directory")
	KAPI_ERRNO(EPERM, "The caller lacks CAP_SYS_ADMIN in its mount namespace's user namespace")
	MOUNT_CAP
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_MODIFY_STATE | KAPI_EFFECT_PROCESS_STATE,
			      "root mount", "The namespace's root changes, and roots and working directories with it")
		KAPI_EFFECT_CHECK("root_is(new_root)")
	KAPI_SIDE_EFFECT_END
	KAPI_SINCE_VERSION("2.3.41")
	MOUNT_OWN_NAMESPACE
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_chroot)
	KAPI_DESCRIPTION("Change the caller's root directory")
	KAPI_LONG_DESC("Path lookups of the process starting with / begin at "
		       "filename from now on. The working directory does not "
		       "move, so chroot alone confines nothing.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_PATH_IN("filename", "const char *", "The new root directory")
	KAPI_RETURN_ZERO("long", "0")
	KAPI_ERRNO(EACCES, "Search permission is missing on the path or the directory itself")
	KAPI_ERR_FAULT_PATH
	KAPI_ERR_IO
	MOUNT_LOOKUP_ERRORS
	KAPI_ERRNO(ENOTDIR, "filename or a component is not a directory")
	KAPI_ERRNO(EPERM, "The caller lacks CAP_SYS_CHROOT in its user namespace")
	KAPI_CAPABILITY_NEXT(CAP_SYS_CHROOT, "CAP_SYS_CHROOT", KAPI_CAP_GRANT_PERMISSION)
		KAPI_CAP_ALLOWS("Changing the root directory")
		KAPI_CAP_WITHOUT("EPERM")
	KAPI_CAPABILITY_END
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_PROCESS_STATE, "fs->root",
			      "The process's root directory")
		KAPI_EFFECT_CHECK("root_is(filename)")
	KAPI_SIDE_EFFECT_END
	KAPI_SINCE_VERSION("1.0")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_swapon)
	KAPI_DESCRIPTION("Start swapping to a file or block device")
	KAPI_LONG_DESC("Adds specialfile, prepared by mkswap, to the swap areas. "
		       "With SWAP_FLAG_PREFER the low 15 bits are its priority; "
		       "the discard flags pick when freed swap is discarded.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_PATH_IN("specialfile", "const char *", "The swap file or device")
	KAPI_PARAM_INT_IN("swap_flags", "int", "Priority bits, SWAP_FLAG_PREFER, SWAP_FLAG_DISCARD, _DISCARD_ONCE, _DISCARD_PAGES",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(KAPI_SWAP_FLAGS))
	KAPI_RETURN_ZERO("long", "0")
	KAPI_ERRNO(EBUSY, "The file is in use as swap already, or held by another user")
	KAPI_ERRNO(EINVAL, "Unknown flags, no swap signature, not a regular file or block device, or a file with holes")
	KAPI_ERRNO(ENOENT, "specialfile does not exist")
	KAPI_ERRNO(ENOMEM, "Kernel memory ran out")
	KAPI_ERRNO(EPERM, "The caller lacks CAP_SYS_ADMIN, or every swap slot (MAX_SWAPFILES) is used")
	KAPI_ERRNO(EFAULT, "specialfile lies outside the address space")
	KAPI_ERR_NAMETOOLONG
	KAPI_ERR_LOOP
	KAPI_ERRNO(EACCES, "The file cannot be opened for reading and writing")
	KAPI_ERR_IO
	KAPI_ERRNO(ETXTBSY, "The swap file is mapped or open for writing elsewhere")
	KAPI_ERRNO(ENFILE, "The system-wide limit on open files is reached")
	KAPI_ERR_NOTDIR
	KAPI_ERRNO(EISDIR, "specialfile is a directory, which it opens for writing")
	SWAP_CAP
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_MODIFY_STATE, "swap areas",
			      "The machine swaps to the new area")
		KAPI_EFFECT_REVERSIBLE
		KAPI_EFFECT_CHECK("swap_active(specialfile)")
	KAPI_SIDE_EFFECT_END
	KAPI_SINCE_VERSION("1.0")
	KAPI_NOTES("kapi conform runs it only in a lab VM (kapi --kernel), as the "
		   "VM's root: swap is machine-wide, and CAP_SYS_ADMIN is checked "
		   "in the initial user namespace. Its cases get a swap area on a "
		   "loop device (tmpfs takes no swap), turned off after each case.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_swapoff)
	KAPI_DESCRIPTION("Stop swapping to a file or block device")
	KAPI_LONG_DESC("Reads every page of the area back into memory, then "
		       "removes it from the swap areas; it can take long and fail "
		       "for lack of memory.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_PATH_IN("specialfile", "const char *", "The swap file or device")
	KAPI_RETURN_ZERO("long", "0")
	KAPI_ERRNO(EINVAL, "specialfile is not an active swap area")
	KAPI_ERRNO(ENOENT, "specialfile does not exist")
	KAPI_ERRNO(ENOMEM, "Memory is too short to take the swapped pages back")
	KAPI_ERRNO(EPERM, "The caller lacks CAP_SYS_ADMIN")
	KAPI_ERRNO(EFAULT, "specialfile lies outside the address space")
	KAPI_ERR_NAMETOOLONG
	KAPI_ERR_LOOP
	KAPI_ERR_ACCES_PATH
	KAPI_ERR_NOTDIR
	KAPI_ERR_INTR
	KAPI_ERRNO(ENFILE, "The system-wide limit on open files is reached")
	KAPI_ERRNO(EISDIR, "specialfile is a directory, which it opens for writing")
	SWAP_CAP
	KAPI_SIGNAL_NEXT(SIGKILL, "SIGKILL", KAPI_SIGNAL_RECEIVE, KAPI_SIGNAL_ACTION_RETURN)
		KAPI_SIGNAL_CONDITION("Pending while pages are read back")
		KAPI_SIGNAL_DESC("A fatal signal stops the read-back; the area stays in use.")
		KAPI_SIGNAL_ERROR(-EINTR)
		KAPI_SIGNAL_INTERRUPTIBLE
	KAPI_SIGNAL_END
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_MODIFY_STATE | KAPI_EFFECT_ALLOC_MEMORY,
			      "swap areas", "Swapped pages come back to memory and the area is removed")
		KAPI_EFFECT_REVERSIBLE
		KAPI_EFFECT_CHECK("swap_inactive(specialfile)")
	KAPI_SIDE_EFFECT_END
	KAPI_SINCE_VERSION("1.0")
	KAPI_NOTES("kapi conform runs it only in a lab VM (kapi --kernel), as the "
		   "VM's root: swap is machine-wide, and CAP_SYS_ADMIN is checked "
		   "in the initial user namespace. Its cases get a swap area on a "
		   "loop device, in use as swap before the call.")
KAPI_END_SPEC;

/* quotactl and quotactl_fd */
#define QUOTA_CMD_PARAM \
	KAPI_PARAM_UINT_IN("cmd", "unsigned int", "QCMD(subcommand, type): Q_* or Q_X* in the high bits, USRQUOTA, GRPQUOTA or PRJQUOTA in the low 8", \
		KAPI_PARAM_CONSTRAINT("The type must be below MAXQUOTAS (3)"))
#define QUOTA_ID_ADDR \
	KAPI_PARAM_UINT_IN("id", "qid_t", "User, group or project ID, for the per-ID commands") \
	KAPI_PARAM_USER_INOUT_OPT("addr", "void *", "The subcommand's argument: a quota file path, a struct if_dqblk, if_dqinfo, fs_quota_stat, ...")
#define QUOTA_ERRORS \
	KAPI_ERRNO(EACCES, "Q_QUOTAON with a quota file that is not regular") \
	KAPI_ERRNO(EBUSY, "Q_QUOTAON and quotas are on already") \
	KAPI_ERRNO(EFAULT, "addr or special lies outside the address space") \
	KAPI_ERRNO(EINVAL, "Unknown subcommand or type, or the file system does not take it") \
	KAPI_ERR_IO \
	KAPI_ERRNO(ENOENT, "The file or the ID's quota does not exist") \
	KAPI_ERRNO(ENOSYS, "The kernel was built without quota support") \
	KAPI_ERRNO(EPERM, "A subcommand that changes quotas, or reads another ID's, without CAP_SYS_ADMIN") \
	KAPI_ERRNO(ESRCH, "Quotas of that type are off, or Q_QUOTAON with an unknown format") \
	KAPI_ERRNO(ERANGE, "Q_SETQUOTA with limits out of range") \
	KAPI_ERR_NOMEM \
	KAPI_ERRNO(ENOSPC, "No room in the quota file") \
	KAPI_ERR_ROFS
#define QUOTA_CAP \
	KAPI_CAPABILITY_NEXT(CAP_SYS_ADMIN, "CAP_SYS_ADMIN", KAPI_CAP_GRANT_PERMISSION) \
		KAPI_CAP_ALLOWS("Every subcommand, and reading any ID's quota") \
		KAPI_CAP_WITHOUT("Only Q_GETQUOTA/Q_XGETQUOTA of the caller's own IDs and the read-only info calls") \
	KAPI_CAPABILITY_END

/* what conform does with them, the first sentences of both notes */
#define QUOTA_LAB_NOTE \
	"kapi conform runs it only in a lab VM (kapi --kernel), as the VM's " \
	"root: quotas belong to the machine's file systems, and " \
	"CAP_SYS_ADMIN is checked in the initial user namespace. Its cases " \
	"act on an ext2 file system of their own on a loop device, mounted " \
	"with usrquota and grpquota, with empty quota files (format " \
	"QFMT_VFS_V1). "

DEFINE_KERNEL_API_SPEC(sys_quotactl)
	KAPI_DESCRIPTION("Manage disk quotas of a file system named by its block device")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	QUOTA_CMD_PARAM
	KAPI_PARAM_NEXT("special", "const char *", "The block device of the file system; NULL for Q_SYNC of all")
		KAPI_PARAM_TYPE(KAPI_TYPE_PATH)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN | KAPI_PARAM_USER | KAPI_PARAM_OPTIONAL)
	KAPI_PARAM_END
	QUOTA_ID_ADDR
	KAPI_RETURN_ZERO("long", "0")
	QUOTA_ERRORS
	KAPI_ERRNO(ENODEV, "special is no mounted file system's device, or Q_SYNC with special NULL finds none with quotas")
	KAPI_ERRNO(ENOTBLK, "special is not a block device")
	KAPI_ERR_LOOP
	KAPI_ERR_NAMETOOLONG
	KAPI_ERR_NOTDIR
	QUOTA_CAP
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_FILESYSTEM, "quota state",
			      "Quotas turn on or off, or limits change, as the subcommand says")
		KAPI_EFFECT_REVERSIBLE
		KAPI_EFFECT_CHECK("quota_on(special, cmd)")
		KAPI_EFFECT_CHECK_WHEN("cmd == 0x80000200")
	KAPI_SIDE_EFFECT_END
	KAPI_SINCE_VERSION("1.3")
	KAPI_NOTES(QUOTA_LAB_NOTE "The base call turns user quotas on "
		   "(QCMD(Q_QUOTAON, USRQUOTA) = 0x80000200, id the format, addr "
		   "the quota file), and Q_GETFMT tells they are on. Turning "
		   "them off (quotactl_fd's case) and setting limits are not "
		   "checked here: an effect case varies the base call's "
		   "arguments by a bit at most, which does not reach Q_SETQUOTA "
		   "(0x800008), and a check of limits would need four words "
		   "(device, type, id, if_dqblk), one more than a check takes.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_quotactl_fd)
	KAPI_DESCRIPTION("Manage disk quotas of the file system holding an open file")
	KAPI_LONG_DESC("quotactl() with the file system named by any descriptor "
		       "on it, so file systems without a block device work too.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("fd", "unsigned int", "Any file of the file system")
	QUOTA_CMD_PARAM
	QUOTA_ID_ADDR
	KAPI_RETURN_ZERO("long", "0")
	KAPI_ERR_BADF
	QUOTA_ERRORS
	QUOTA_CAP
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_FILESYSTEM, "quota state",
			      "Quotas turn on or off, or limits change, as the subcommand says")
		KAPI_EFFECT_REVERSIBLE
		KAPI_EFFECT_CHECK("fd_quota_off(fd, cmd)")
		KAPI_EFFECT_CHECK_WHEN("cmd == 0x80000300")
	KAPI_SIDE_EFFECT_END
	KAPI_SINCE_VERSION("5.14")
	KAPI_NOTES(QUOTA_LAB_NOTE "Q_QUOTAON takes no quota file here: it "
		   "works only on file systems that keep quotas in hidden files "
		   "(ext4's quota feature, XFS), and answers EINVAL on one with "
		   "quota files (seen in 6.12). So the base call turns "
		   "user quotas off (QCMD(Q_QUOTAOFF, USRQUOTA) = 0x80000300) "
		   "after the case child turned them on, and Q_GETFMT tells they "
		   "are off; setting limits is not checked (see quotactl).")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_acct)
	KAPI_DESCRIPTION("Turn BSD process accounting on or off")
	KAPI_LONG_DESC("With a file name, a record is appended to that file for "
		       "every process of the pid namespace that exits; NULL "
		       "turns accounting off.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_NEXT("name", "const char *", "An existing regular file, or NULL to stop")
		KAPI_PARAM_TYPE(KAPI_TYPE_PATH)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN | KAPI_PARAM_USER | KAPI_PARAM_OPTIONAL)
	KAPI_PARAM_END
	KAPI_RETURN_ZERO("long", "0")
	KAPI_ERRNO(EACCES, "The file is not regular, or cannot be written")
	KAPI_ERRNO(EFAULT, "name lies outside the address space")
	KAPI_ERR_IO
	KAPI_ERRNO(EISDIR, "name is a directory")
	KAPI_ERR_LOOP
	KAPI_ERR_NAMETOOLONG
	KAPI_ERRNO(ENFILE, "The system file limit is reached")
	KAPI_ERR_NOENT
	KAPI_ERR_NOMEM
	KAPI_ERRNO(ENOSYS, "The kernel was built without BSD process accounting")
	KAPI_ERR_NOTDIR
	KAPI_ERRNO(EPERM, "The caller lacks CAP_SYS_PACCT")
	KAPI_ERR_ROFS
	KAPI_CAPABILITY_NEXT(CAP_SYS_PACCT, "CAP_SYS_PACCT", KAPI_CAP_GRANT_PERMISSION)
		KAPI_CAP_ALLOWS("Turning accounting on or off")
		KAPI_CAP_WITHOUT("EPERM")
	KAPI_CAPABILITY_END
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_MODIFY_STATE, "process accounting",
			      "Exits of the pid namespace's processes are logged, or no longer")
		KAPI_EFFECT_REVERSIBLE
		KAPI_EFFECT_CHECK("acct_logs(name)")
		KAPI_EFFECT_CHECK_WHEN("name != 0")
	KAPI_SIDE_EFFECT_END
	KAPI_SINCE_VERSION("1.0")
	KAPI_NOTES("kapi conform does not run it: accounting is per pid "
		   "namespace and keeps a file open."
		   " EUSERS, which the man page lists, is not returned by current kernels.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_vhangup)
	KAPI_DESCRIPTION("Hang up the caller's controlling terminal")
	KAPI_LONG_DESC("Simulates a hangup on the controlling terminal: other "
		       "open descriptors of it stop working, so a login program "
		       "can hand a clean terminal to the next user. Without a "
		       "controlling terminal it does nothing and succeeds.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_RETURN_ZERO("long", "0")
	KAPI_ERRNO(EPERM, "The caller lacks CAP_SYS_TTY_CONFIG")
	KAPI_CAPABILITY_NEXT(CAP_SYS_TTY_CONFIG, "CAP_SYS_TTY_CONFIG", KAPI_CAP_GRANT_PERMISSION)
		KAPI_CAP_ALLOWS("Hanging up the terminal")
		KAPI_CAP_WITHOUT("EPERM")
	KAPI_CAPABILITY_END
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_HARDWARE | KAPI_EFFECT_SIGNAL_SEND,
			      "controlling terminal", "The terminal is hung up; its session gets SIGHUP")
		KAPI_EFFECT_CHECK("tty_hung()")
	KAPI_SIDE_EFFECT_END
	KAPI_SINCE_VERSION("1.0")
	KAPI_NOTES("kapi conform runs it only in a lab VM (kapi --kernel), as the "
		   "VM's root (CAP_SYS_TTY_CONFIG is checked in the initial user "
		   "namespace): on a host it would hang up the terminal of whoever "
		   "runs it.  Its effect case leads a session of its own with a "
		   "pty of a new devpts instance as its terminal.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_sysfs)
	KAPI_DESCRIPTION("Ask about the file system types the kernel knows (obsolete)")
	KAPI_LONG_DESC("Option 1 maps the name arg1 to its index, option 2 "
		       "copies the name of index arg1 to the buffer arg2, option "
		       "3 counts the types. /proc/filesystems tells the same.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_INT_IN("option", "int", "1 (index of a name), 2 (name of an index), 3 (count)",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_ENUM)
		KAPI_PARAM_ENUM_VALUES(((const s64[]){ 1, 2, 3 })))
	KAPI_PARAM_UINT_IN("arg1", "unsigned long", "Option 1: pointer to the name; option 2: the index; option 3: unused")
	KAPI_PARAM_UINT_IN("arg2", "unsigned long", "Option 2: pointer to a buffer for the name; otherwise unused")
	KAPI_RETURN_IN_RANGE("long", "The index (1), 0 (2) or the count (3)", 0, INT_MAX)
	KAPI_ERRNO(EFAULT, "The name or the buffer lies outside the address space")
	KAPI_ERRNO(EINVAL, "Unknown option, no type of that name, or an index past the last")
	KAPI_ERR_NOMEM
	KAPI_SINCE_VERSION("1.3.57")
	KAPI_NOTES("Option 3 reads neither argument, option 1 not arg2. Only when "
		   "the kernel is built with CONFIG_SYSFS_SYSCALL; the C library "
		   "has no wrapper.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_ustat)
	KAPI_DESCRIPTION("Free space and inodes of a mounted file system, by device number (obsolete)")
	KAPI_LONG_DESC("Fills struct ustat (f_tfree, f_tinode; the name fields "
		       "are zeroed) for the superblock of dev. statfs() replaces it.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_UINT_IN("dev", "unsigned", "Device number of a mounted file system, in the old 16-bit or new encoding")
	KAPI_PARAM_USER_OUT("ubuf", "struct ustat *", "Receives the counts")
	KAPI_RETURN_ZERO("long", "0")
	KAPI_ERRNO(EFAULT, "ubuf lies outside the address space")
	KAPI_ERRNO(EINVAL, "No mounted file system has that device number")
	KAPI_ERRNO(ENOSYS, "The file system cannot report its counts")
	KAPI_ERR_IO
	KAPI_SINCE_VERSION("1.0")
	KAPI_NOTES("Absent from newer architectures (arm64, riscv).")
KAPI_END_SPEC;

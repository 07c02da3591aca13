// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * /dev/fuse (fs/fuse/dev.c): a FUSE server shares one connection among
 * several descriptors, one per worker thread, and hands the kernel
 * backing files for passthrough I/O.  And an inotify descriptor's own
 * ioctl (fs/notify/inotify/inotify_user.c), used by checkpoint/restore.
 */
#include <kapi/spec_compile.h>
#include <errno.h>
#include <limits.h>
#include <stddef.h>
#include <linux/fuse.h>
#include <linux/ioctl.h>
#include <linux/capability.h>
#include <kapi_specs/uapi_extra.h>
#include <kapi_specs/helpers.h>

/* linux/inotify.h clashes with the C library's fcntl.h; the number alone */
#define INOTIFY_IOC_SETNEXTWD_NR	_IOW('I', 0, __s32)

#define FUSE_FOPS	KAPI_IOCTL_FILE_OPS_NAME("fuse_dev_operations")

DEFINE_KAPI_IOCTL_SPEC(fuse_dev_ioc_clone)
	KAPI_IOCTL_CMD(FUSE_DEV_IOC_CLONE)
	KAPI_IOCTL_CMD_NAME("FUSE_DEV_IOC_CLONE")
	KAPI_IOCTL_INPUT_SIZE(sizeof(__u32))
	FUSE_FOPS
	KAPI_DESCRIPTION("Attach a fresh /dev/fuse descriptor to the connection of another")
	KAPI_LONG_DESC("Requests are then spread over both descriptors, so "
		       "each worker thread reads its own. libfuse's "
		       "clone_fd option uses it.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_IN("arg", "const uint32_t *", "The descriptor already attached to a mounted connection")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(EPERM, "The old descriptor's file system is not mounted yet")
	KAPI_ERRNO(EINVAL, "The old descriptor is not open or not /dev/fuse, or this one is already attached")
	KAPI_ERR_FAULT_ARG_READ
	KAPI_ERR_NOMEM
	KAPI_STRUCT_SPEC(0, oldfd, "What FUSE_DEV_IOC_CLONE reads")
		KAPI_STRUCT_SIZE(sizeof(__u32), __alignof__(__u32))
		KAPI_STRUCT_FIELD(0, "oldfd", KAPI_TYPE_FD, "uint32_t", "An open /dev/fuse descriptor")
			KAPI_FIELD_OFFSET(0)
			KAPI_FIELD_SIZE(4)
			KAPI_FIELD_CONSTRAINT_RANGE(0, INT_MAX)
		KAPI_STRUCT_FIELD_END
	KAPI_STRUCT_SPEC_END
	KAPI_SINCE_VERSION("4.2")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(fuse_dev_ioc_backing_open)
	KAPI_IOCTL_CMD(FUSE_DEV_IOC_BACKING_OPEN)
	KAPI_IOCTL_CMD_NAME("FUSE_DEV_IOC_BACKING_OPEN")
	KAPI_IOCTL_INPUT_SIZE(sizeof(struct fuse_backing_map))
	FUSE_FOPS
	KAPI_DESCRIPTION("Register a file whose I/O the kernel does itself for a FUSE file (passthrough)")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_IN("arg", "const struct fuse_backing_map *", "The backing file and flags")
	KAPI_RETURN_IN_RANGE("int", "The backing ID the server names in open replies", 1, INT_MAX)
	KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(EPERM, "Passthrough was not agreed in FUSE_INIT, or the caller lacks CAP_SYS_ADMIN")
	KAPI_ERRNO(EINVAL, "Nonzero flags or padding, or a file that cannot back")
	KAPI_ERRNO(EBADF, "fd is not open")
	KAPI_ERRNO(EOPNOTSUPP, "The kernel is built without FUSE passthrough")
	KAPI_ERR_FAULT_ARG_READ
	KAPI_ERR_NOMEM
	KAPI_CAPABILITY_NEXT(CAP_SYS_ADMIN, "CAP_SYS_ADMIN", KAPI_CAP_GRANT_PERMISSION)
		KAPI_CAP_ALLOWS("Registering backing files")
		KAPI_CAP_WITHOUT("EPERM")
	KAPI_CAPABILITY_END
	KAPI_STRUCT_SPEC(0, fuse_backing_map, "What FUSE_DEV_IOC_BACKING_OPEN reads")
		KAPI_STRUCT_SIZE(sizeof(struct fuse_backing_map), __alignof__(struct fuse_backing_map))
		KAPI_STRUCT_FIELD(0, "fd", KAPI_TYPE_FD, "int32_t", "The backing file")
			KAPI_FIELD_OFFSET(offsetof(struct fuse_backing_map, fd))
			KAPI_FIELD_SIZE(4)
			KAPI_FIELD_CONSTRAINT_RANGE(0, INT_MAX)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(1, "flags", KAPI_TYPE_UINT, "uint32_t", "Must be 0")
			KAPI_FIELD_OFFSET(offsetof(struct fuse_backing_map, flags))
			KAPI_FIELD_SIZE(4)
			KAPI_FIELD_CONSTRAINT_RANGE(0, 0)
		KAPI_STRUCT_FIELD_END
	KAPI_STRUCT_SPEC_END
	KAPI_NOTES("The tests here cannot agree on passthrough without a FUSE "
		   "server; only the EPERM refusal is shown.")
	KAPI_SINCE_VERSION("6.9")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(fuse_dev_ioc_backing_close)
	KAPI_IOCTL_CMD(FUSE_DEV_IOC_BACKING_CLOSE)
	KAPI_IOCTL_CMD_NAME("FUSE_DEV_IOC_BACKING_CLOSE")
	KAPI_IOCTL_INPUT_SIZE(sizeof(__u32))
	FUSE_FOPS
	KAPI_DESCRIPTION("Drop a backing file registered with FUSE_DEV_IOC_BACKING_OPEN")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_IN("arg", "const uint32_t *", "The backing ID")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(EPERM, "Passthrough was not agreed in FUSE_INIT, or the caller lacks CAP_SYS_ADMIN")
	KAPI_ERRNO(ENOENT, "No backing file has that ID")
	KAPI_ERRNO(EINVAL, "ID 0")
	KAPI_ERR_FAULT_ARG_READ
	KAPI_STRUCT_SPEC(0, backing_id, "What FUSE_DEV_IOC_BACKING_CLOSE reads")
		KAPI_STRUCT_SIZE(sizeof(__u32), __alignof__(__u32))
		KAPI_STRUCT_FIELD(0, "backing_id", KAPI_TYPE_UINT, "uint32_t", "From 1")
			KAPI_FIELD_OFFSET(0)
			KAPI_FIELD_SIZE(4)
			KAPI_FIELD_CONSTRAINT_RANGE(1, UINT_MAX)
		KAPI_STRUCT_FIELD_END
	KAPI_STRUCT_SPEC_END
	KAPI_SINCE_VERSION("6.9")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(inotify_ioc_setnextwd)
	KAPI_IOCTL_CMD(INOTIFY_IOC_SETNEXTWD_NR)
	KAPI_IOCTL_CMD_NAME("INOTIFY_IOC_SETNEXTWD")
	KAPI_IOCTL_FILE_OPS_NAME("inotify_fops")
	KAPI_DESCRIPTION("The watch descriptor number the next inotify_add_watch() should get")
	KAPI_LONG_DESC("Restoring a checkpointed process (CRIU) recreates its "
		       "watches with their old numbers.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_INT_IN("arg", "int", "The number, 1 to INT_MAX (a value, not a pointer)",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(1, INT_MAX))
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EINVAL, "Outside 1 to INT_MAX")
	KAPI_ERRNO(ENOTTY, "The kernel is built without CONFIG_CHECKPOINT_RESTORE")
	KAPI_SINCE_VERSION("4.13")
KAPI_END_SPEC;

// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/* Generic block device queries on /dev/<disk> (block/ioctl.c). */
#include <kapi/spec_compile.h>
#include <errno.h>
#include <linux/fs.h>
#include <kapi_specs/uapi_extra.h>
#include <kapi_specs/helpers.h>

DEFINE_KAPI_IOCTL_SPEC(blkgetsize64)
	KAPI_IOCTL_CMD(BLKGETSIZE64)
	KAPI_IOCTL_CMD_NAME("BLKGETSIZE64")
	KAPI_IOCTL_OUTPUT_SIZE(8)
	KAPI_IOCTL_FILE_OPS_NAME("def_blk_fops")
	KAPI_DESCRIPTION("Size of a block device in bytes")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_OUT("arg", "u64 *", "Where the size goes")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF
	KAPI_ERRNO(EFAULT, "The result cannot be written")
	KAPI_ERRNO(ENOTTY, "The file is not a block device")
	KAPI_EXAMPLES("uint64_t bytes;\nioctl(fd, BLKGETSIZE64, &bytes);")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(blksszget)
	KAPI_IOCTL_CMD(BLKSSZGET)
	KAPI_IOCTL_CMD_NAME("BLKSSZGET")
	KAPI_IOCTL_OUTPUT_SIZE(4)
	KAPI_IOCTL_FILE_OPS_NAME("def_blk_fops")
	KAPI_DESCRIPTION("Logical block size of a block device")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_OUT("arg", "int *", "Where the size goes")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF
	KAPI_ERRNO(EFAULT, "The result cannot be written")
	KAPI_ERRNO(ENOTTY, "The file is not a block device")
	KAPI_EXAMPLES("int size;\nioctl(fd, BLKSSZGET, &size);")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(blkroget)
	KAPI_IOCTL_CMD(BLKROGET)
	KAPI_IOCTL_CMD_NAME("BLKROGET")
	KAPI_IOCTL_OUTPUT_SIZE(4)
	KAPI_IOCTL_FILE_OPS_NAME("def_blk_fops")
	KAPI_DESCRIPTION("Whether a block device is read-only")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_OUT("arg", "int *", "Set to 1 if read-only, else 0")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF
	KAPI_ERRNO(EFAULT, "The result cannot be written")
	KAPI_ERRNO(ENOTTY, "The file is not a block device")
	KAPI_EXAMPLES("int ro;\nioctl(fd, BLKROGET, &ro);")
KAPI_END_SPEC;

// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * ioctls every file takes, whatever its driver (fs/ioctl.c do_vfs_ioctl):
 * close-on-exec, non-blocking mode, and bytes ready to read.
 */
#include <kapi/spec_compile.h>
#include <errno.h>
#include <limits.h>
#include <asm/ioctls.h>
#include <kapi_specs/uapi_extra.h>
#include <kapi_specs/helpers.h>

DEFINE_KAPI_IOCTL_SPEC(fioclex)
	KAPI_IOCTL_CMD(FIOCLEX)
	KAPI_IOCTL_CMD_NAME("FIOCLEX")
	KAPI_IOCTL_FILE_OPS_NAME("do_vfs_ioctl")
	KAPI_DESCRIPTION("Set close-on-exec on the descriptor")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EBADF, "The descriptor is not open")
	KAPI_NOTES("The same as fcntl(F_SETFD, FD_CLOEXEC).")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(fionclex)
	KAPI_IOCTL_CMD(FIONCLEX)
	KAPI_IOCTL_CMD_NAME("FIONCLEX")
	KAPI_IOCTL_FILE_OPS_NAME("do_vfs_ioctl")
	KAPI_DESCRIPTION("Clear close-on-exec on the descriptor")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EBADF, "The descriptor is not open")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(fionbio)
	KAPI_IOCTL_CMD(FIONBIO)
	KAPI_IOCTL_CMD_NAME("FIONBIO")
	KAPI_IOCTL_INPUT_SIZE(sizeof(int))
	KAPI_IOCTL_FILE_OPS_NAME("do_vfs_ioctl")
	KAPI_DESCRIPTION("Turn non-blocking mode on or off")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_IN("arg", "const int *", "Nonzero sets O_NONBLOCK, 0 clears it")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(EBADF, "The descriptor is not open")
	KAPI_ERR_FAULT_ARG_READ
	KAPI_STRUCT_SPEC(0, on, "What FIONBIO reads")
		KAPI_STRUCT_SIZE(sizeof(int), __alignof__(int))
		KAPI_STRUCT_FIELD(0, "on", KAPI_TYPE_INT, "int", "Nonzero for non-blocking")
			KAPI_FIELD_OFFSET(0)
			KAPI_FIELD_SIZE(4)
		KAPI_STRUCT_FIELD_END
	KAPI_STRUCT_SPEC_END
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(fionread)
	KAPI_IOCTL_CMD(FIONREAD)
	KAPI_IOCTL_CMD_NAME("FIONREAD")
	KAPI_IOCTL_OUTPUT_SIZE(sizeof(int))
	KAPI_IOCTL_FILE_OPS_NAME("do_vfs_ioctl")
	KAPI_DESCRIPTION("Bytes that can be read without blocking")
	KAPI_LONG_DESC("Regular files answer with the size beyond the file position; sockets, pipes and terminals with what is queued. Also known as TIOCINQ.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_OUT("arg", "int *", "Receives the count")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_ERRNO(EBADF, "The descriptor is not open")
	KAPI_ERRNO(EFAULT, "The argument cannot be written")
	KAPI_ERRNO(EINVAL, "A listening socket, or a file type without a count")
	KAPI_ERRNO(ENOTTY, "The file has no notion of bytes ready")
	KAPI_STRUCT_SPEC(0, count, "What FIONREAD writes")
		KAPI_STRUCT_SIZE(sizeof(int), __alignof__(int))
		KAPI_STRUCT_FIELD(0, "count", KAPI_TYPE_INT, "int", "Bytes ready")
			KAPI_FIELD_OFFSET(0)
			KAPI_FIELD_SIZE(4)
			KAPI_FIELD_CONSTRAINT_RANGE(0, INT_MAX)
		KAPI_STRUCT_FIELD_END
	KAPI_STRUCT_SPEC_END
KAPI_END_SPEC;

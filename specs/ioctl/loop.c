// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * Loop devices: /dev/loop-control and /dev/loopN (drivers/block/loop.c).
 * The struct fields are checked where the kernel checks them: flags a
 * command cannot set, offsets past LLONG_MAX, block sizes that are not a
 * power of two from 512 to the page size.
 */
#include <kapi/spec_compile.h>
#include <errno.h>
#include <limits.h>
#include <stddef.h>
#include <linux/loop.h>
#include <kapi_specs/uapi_extra.h>
#include <kapi_specs/helpers.h>

DEFINE_KAPI_IOCTL_SPEC(loop_ctl_get_free)
	KAPI_IOCTL_CMD(LOOP_CTL_GET_FREE)
	KAPI_IOCTL_CMD_NAME("LOOP_CTL_GET_FREE")
	KAPI_IOCTL_FILE_OPS_NAME("loop_ctl_fops")
	KAPI_DESCRIPTION("Find or create an unbound loop device")
	KAPI_LONG_DESC("Returns the number of a loop device with no backing "
		       "file, creating one when all are bound. Issued on "
		       "/dev/loop-control; the argument is ignored.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_RETURN_IN_RANGE("int", "The device number N of /dev/loopN", 0, INT_MAX)
	KAPI_IOCTL_GENERAL_ERRNOS
	KAPI_ERRNO(ENOMEM, "A new device could not be allocated")
	KAPI_ERRNO(EINTR, "A fatal signal while waiting for the control lock")
	KAPI_ERRNO(EEXIST, "A racing creation took the number")
	KAPI_EXAMPLES("int n = ioctl(ctl, LOOP_CTL_GET_FREE);")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(loop_configure)
	KAPI_IOCTL_CMD(LOOP_CONFIGURE)
	KAPI_IOCTL_CMD_NAME("LOOP_CONFIGURE")
	KAPI_IOCTL_INPUT_SIZE(sizeof(struct loop_config))
	KAPI_IOCTL_FILE_OPS_NAME("lo_fops")
	KAPI_DESCRIPTION("Bind a loop device to a file and set it up in one step")
	KAPI_LONG_DESC("Takes the backing file descriptor, the logical block "
		       "size and the loop_info64 settings together, so a device "
		       "never appears half configured.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_IN("arg", "struct loop_config *", "The configuration")
	KAPI_RETURN_ZERO("int", "0 on success, a negative errno otherwise")
	KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(EFAULT, "The configuration cannot be read")
	KAPI_ERRNO(EBADF, "fd is not an open file")
	KAPI_ERRNO(EBUSY, "The device is already bound",
		   "Or the file is itself this loop device's stack.")
	KAPI_ERRNO(EINVAL, "A flag that cannot be set, a bad block size, or an unusable file")
	KAPI_ERRNO(EOVERFLOW, "Offset or size limit beyond LLONG_MAX")
	KAPI_ERRNO(EINTR, "A fatal signal while waiting for the device lock")
	KAPI_ERRNO(ENOMEM, "Memory for the work queue could not be had")
	KAPI_ERRNO(EPERM, "A read-only file bound for writing")
	KAPI_ERRNO(ENXIO, "The device is being deleted")
	KAPI_STRUCT_SPEC(0, loop_config, "Argument of LOOP_CONFIGURE")
		KAPI_STRUCT_SIZE(sizeof(struct loop_config), __alignof__(struct loop_config))
		KAPI_STRUCT_FIELD(0, "fd", KAPI_TYPE_FD, "__u32", "Backing file")
			KAPI_FIELD_OFFSET(offsetof(struct loop_config, fd))
			KAPI_FIELD_SIZE(4)
			KAPI_FIELD_CONSTRAINT_RANGE(0, INT_MAX)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(1, "block_size", KAPI_TYPE_UINT, "__u32", "Logical block size, 0 for the file's own")
			KAPI_FIELD_OFFSET(offsetof(struct loop_config, block_size))
			KAPI_FIELD_SIZE(4)
			KAPI_FIELD_CONSTRAINT_ENUM(0, 512, 1024, 2048, 4096)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(2, "lo_offset", KAPI_TYPE_UINT, "__u64", "Where the device starts in the file")
			KAPI_FIELD_OFFSET(offsetof(struct loop_config, info) + offsetof(struct loop_info64, lo_offset))
			KAPI_FIELD_SIZE(8)
			KAPI_FIELD_CONSTRAINT_RANGE(0, LLONG_MAX)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(3, "lo_sizelimit", KAPI_TYPE_UINT, "__u64", "Largest size, 0 for the whole file")
			KAPI_FIELD_OFFSET(offsetof(struct loop_config, info) + offsetof(struct loop_info64, lo_sizelimit))
			KAPI_FIELD_SIZE(8)
			KAPI_FIELD_CONSTRAINT_RANGE(0, LLONG_MAX)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(4, "lo_flags", KAPI_TYPE_UINT, "__u32", "LO_FLAGS_* to set")
			KAPI_FIELD_OFFSET(offsetof(struct loop_config, info) + offsetof(struct loop_info64, lo_flags))
			KAPI_FIELD_SIZE(4)
			KAPI_FIELD_CONSTRAINT_MASK(LO_FLAGS_READ_ONLY | LO_FLAGS_AUTOCLEAR | LO_FLAGS_PARTSCAN | LO_FLAGS_DIRECT_IO)
		KAPI_STRUCT_FIELD_END
	KAPI_STRUCT_SPEC_END
	KAPI_SINCE_VERSION("5.8")
	KAPI_EXAMPLES("struct loop_config c = { .fd = file, .info.lo_flags = LO_FLAGS_AUTOCLEAR };\n"
		      "ioctl(loop, LOOP_CONFIGURE, &c);")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(loop_set_status64)
	KAPI_IOCTL_CMD(LOOP_SET_STATUS64)
	KAPI_IOCTL_CMD_NAME("LOOP_SET_STATUS64")
	KAPI_IOCTL_INPUT_SIZE(sizeof(struct loop_info64))
	KAPI_IOCTL_FILE_OPS_NAME("lo_fops")
	KAPI_DESCRIPTION("Change offset, size limit, name and flags of a bound loop device")
	KAPI_LONG_DESC("Only LO_FLAGS_AUTOCLEAR and LO_FLAGS_PARTSCAN can be "
		       "changed this way; other flag bits are kept as they are.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_IN("arg", "struct loop_info64 *", "The new settings")
	KAPI_RETURN_ZERO("int", "0 on success, a negative errno otherwise")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(EFAULT, "The settings cannot be read")
	KAPI_ERRNO(ENXIO, "The device is not bound")
	KAPI_ERRNO(EINVAL, "A key size above LO_KEY_SIZE or an unusable setting")
	KAPI_ERRNO(EOVERFLOW, "Offset or size limit beyond LLONG_MAX")
	KAPI_ERRNO(EPERM, "The caller may not change this device")
	KAPI_ERRNO(EBUSY, "The device changed size while in use")
	KAPI_ERRNO(EAGAIN, "Page cache could not be dropped")
	KAPI_ERRNO(EINTR, "A fatal signal while waiting for the device lock")
	KAPI_STRUCT_SPEC(0, loop_info64, "Argument of LOOP_SET_STATUS64")
		KAPI_STRUCT_SIZE(sizeof(struct loop_info64), __alignof__(struct loop_info64))
		KAPI_STRUCT_FIELD(0, "lo_offset", KAPI_TYPE_UINT, "__u64", "Where the device starts in the file")
			KAPI_FIELD_OFFSET(offsetof(struct loop_info64, lo_offset))
			KAPI_FIELD_SIZE(8)
			KAPI_FIELD_CONSTRAINT_RANGE(0, LLONG_MAX)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(1, "lo_sizelimit", KAPI_TYPE_UINT, "__u64", "Largest size, 0 for the whole file")
			KAPI_FIELD_OFFSET(offsetof(struct loop_info64, lo_sizelimit))
			KAPI_FIELD_SIZE(8)
			KAPI_FIELD_CONSTRAINT_RANGE(0, LLONG_MAX)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(2, "lo_encrypt_key_size", KAPI_TYPE_UINT, "__u32", "Unused, at most LO_KEY_SIZE")
			KAPI_FIELD_OFFSET(offsetof(struct loop_info64, lo_encrypt_key_size))
			KAPI_FIELD_SIZE(4)
			KAPI_FIELD_CONSTRAINT_RANGE(0, LO_KEY_SIZE)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(3, "lo_flags", KAPI_TYPE_UINT, "__u32", "LO_FLAGS_*")
			KAPI_FIELD_OFFSET(offsetof(struct loop_info64, lo_flags))
			KAPI_FIELD_SIZE(4)
			KAPI_FIELD_CONSTRAINT_MASK(LO_FLAGS_READ_ONLY | LO_FLAGS_AUTOCLEAR | LO_FLAGS_PARTSCAN | LO_FLAGS_DIRECT_IO)
		KAPI_STRUCT_FIELD_END
	KAPI_STRUCT_SPEC_END
	KAPI_EXAMPLES("struct loop_info64 i = { .lo_flags = LO_FLAGS_AUTOCLEAR };\n"
		      "ioctl(loop, LOOP_SET_STATUS64, &i);")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(loop_get_status64)
	KAPI_IOCTL_CMD(LOOP_GET_STATUS64)
	KAPI_IOCTL_CMD_NAME("LOOP_GET_STATUS64")
	KAPI_IOCTL_OUTPUT_SIZE(sizeof(struct loop_info64))
	KAPI_IOCTL_FILE_OPS_NAME("lo_fops")
	KAPI_DESCRIPTION("Read the settings of a bound loop device")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_OUT("arg", "struct loop_info64 *", "Filled in")
	KAPI_RETURN_ZERO("int", "0 on success, a negative errno otherwise")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(EFAULT, "The buffer cannot be written")
	KAPI_ERRNO(ENXIO, "The device is not bound")
	KAPI_ERRNO(EINVAL, "No argument was given")
	KAPI_ERRNO(EINTR, "A fatal signal while waiting for the device lock")
	KAPI_STRUCT_SPEC(0, loop_info64, "What LOOP_GET_STATUS64 fills in")
		KAPI_STRUCT_SIZE(sizeof(struct loop_info64), __alignof__(struct loop_info64))
		KAPI_STRUCT_FIELD(0, "lo_offset", KAPI_TYPE_UINT, "__u64", "Where the device starts in the file")
			KAPI_FIELD_OFFSET(offsetof(struct loop_info64, lo_offset))
			KAPI_FIELD_SIZE(8)
			KAPI_FIELD_CONSTRAINT_RANGE(0, LLONG_MAX)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(1, "lo_number", KAPI_TYPE_UINT, "__u32", "N of /dev/loopN")
			KAPI_FIELD_OFFSET(offsetof(struct loop_info64, lo_number))
			KAPI_FIELD_SIZE(4)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(2, "lo_flags", KAPI_TYPE_UINT, "__u32", "LO_FLAGS_* in effect")
			KAPI_FIELD_OFFSET(offsetof(struct loop_info64, lo_flags))
			KAPI_FIELD_SIZE(4)
			KAPI_FIELD_CONSTRAINT_MASK(LO_FLAGS_READ_ONLY | LO_FLAGS_AUTOCLEAR | LO_FLAGS_PARTSCAN | LO_FLAGS_DIRECT_IO)
		KAPI_STRUCT_FIELD_END
	KAPI_STRUCT_SPEC_END
	KAPI_EXAMPLES("struct loop_info64 i;\nioctl(loop, LOOP_GET_STATUS64, &i);")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(loop_clr_fd)
	KAPI_IOCTL_CMD(LOOP_CLR_FD)
	KAPI_IOCTL_CMD_NAME("LOOP_CLR_FD")
	KAPI_IOCTL_FILE_OPS_NAME("lo_fops")
	KAPI_DESCRIPTION("Unbind a loop device from its file")
	KAPI_LONG_DESC("While the device is still open elsewhere the unbinding "
		       "is deferred to the last close, as with LO_FLAGS_AUTOCLEAR.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_RETURN_ZERO("int", "0 on success, a negative errno otherwise")
	KAPI_IOCTL_GENERAL_ERRNOS
	KAPI_ERRNO(ENXIO, "The device is not bound")
	KAPI_ERRNO(EINTR, "A fatal signal while waiting for the device lock")
	KAPI_EXAMPLES("ioctl(loop, LOOP_CLR_FD, 0);")
KAPI_END_SPEC;

// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/* fwctl: firmware RPC character devices /dev/fwctl/fwctlN (drivers/fwctl/main.c). */
#include <kapi/spec_compile.h>
#include <errno.h>
#include <stddef.h>
#include <linux/capability.h>
#include <kapi_specs/uapi_extra.h>
#include <kapi_specs/helpers.h>

DEFINE_KAPI_IOCTL_SPEC(fwctl_info)
	KAPI_IOCTL_CMD(FWCTL_INFO)
	KAPI_IOCTL_CMD_NAME("FWCTL_INFO")
	KAPI_IOCTL_INPUT_SIZE(sizeof(struct fwctl_info))
	KAPI_IOCTL_OUTPUT_SIZE(sizeof(struct fwctl_info))
	KAPI_IOCTL_FILE_OPS_NAME("fwctl_fops")
	KAPI_DESCRIPTION("Ask which firmware interface a fwctl device speaks")
	KAPI_LONG_DESC("Reports the device type and copies driver-specific "
		       "information into a caller buffer, telling the caller "
		       "which RPC format FWCTL_RPC expects.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)

	KAPI_IOCTL_PARAM_SIZE
	KAPI_IOCTL_PARAM_FLAGS
	KAPI_PARAM(2, "out_device_type", "__u32", "Device type (enum fwctl_device_type)")
		KAPI_PARAM_FLAGS(KAPI_PARAM_OUT)
		KAPI_PARAM_TYPE(KAPI_TYPE_UINT)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_ENUM)
		KAPI_PARAM_ENUM_VALUES(((const s64[]){ FWCTL_DEVICE_TYPE_ERROR,
						       FWCTL_DEVICE_TYPE_MLX5,
						       FWCTL_DEVICE_TYPE_CXL,
						       FWCTL_DEVICE_TYPE_PDS }))
	KAPI_PARAM_END
	KAPI_PARAM(3, "device_data_len", "__u32", "Size of the device data buffer")
		KAPI_PARAM_FLAGS(KAPI_PARAM_INOUT)
		KAPI_PARAM_TYPE(KAPI_TYPE_UINT)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, SZ_1M)
		KAPI_PARAM_CONSTRAINT("In: the buffer size, may be 0. Out: the size "
				      "of the driver's data, which may differ")
	KAPI_PARAM_END
	KAPI_IOCTL_PARAM_USER_OUT_BUF(4, "out_device_data", "Driver-specific data", 3)

	KAPI_RETURN("int", "0 on success, a negative errno otherwise")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_EXACT)
		KAPI_RETURN_SUCCESS(0)
		KAPI_RETURN_ERROR_VALUES(((const s64[]){ -EFAULT, -EOPNOTSUPP, -ENODEV,
							  -ENOMEM }))
	KAPI_RETURN_END

	KAPI_ERRNO(EFAULT, "The struct or the data buffer is unreadable or unwritable")
	KAPI_ERRNO(EOPNOTSUPP, "flags is not 0",
		   "Unknown flags are refused so they can gain meaning later.")
	KAPI_ERRNO(ENODEV, "The device was unplugged",
		   "The fd outlived its device.")
	KAPI_ERRNO(ENOMEM, "The driver could not allocate its info")

	KAPI_STRUCT_SPEC(0, fwctl_info, "Argument of FWCTL_INFO")
		KAPI_STRUCT_SIZE(sizeof(struct fwctl_info), __alignof__(struct fwctl_info))
		KAPI_STRUCT_FIELD(0, "size", KAPI_TYPE_UINT, "__u32", "sizeof(struct fwctl_info) as the caller knows it")
			KAPI_FIELD_OFFSET(offsetof(struct fwctl_info, size))
			KAPI_FIELD_SIZE(sizeof(__u32))
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(1, "flags", KAPI_TYPE_UINT, "__u32", "Reserved, must be 0")
			KAPI_FIELD_OFFSET(offsetof(struct fwctl_info, flags))
			KAPI_FIELD_SIZE(sizeof(__u32))
			KAPI_FIELD_CONSTRAINT_RANGE(0, 0)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(2, "out_device_type", KAPI_TYPE_UINT, "__u32", "Filled in by the kernel")
			KAPI_FIELD_OFFSET(offsetof(struct fwctl_info, out_device_type))
			KAPI_FIELD_SIZE(sizeof(__u32))
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(3, "device_data_len", KAPI_TYPE_UINT, "__u32", "Buffer size in, data size out")
			KAPI_FIELD_OFFSET(offsetof(struct fwctl_info, device_data_len))
			KAPI_FIELD_SIZE(sizeof(__u32))
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(4, "out_device_data", KAPI_TYPE_USER_PTR, "__aligned_u64", "Buffer address")
			KAPI_FIELD_OFFSET(offsetof(struct fwctl_info, out_device_data))
			KAPI_FIELD_SIZE(sizeof(__aligned_u64))
		KAPI_STRUCT_FIELD_END
	KAPI_STRUCT_SPEC_END

	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_NONE, "none", "A query: nothing changes")
		KAPI_EFFECT_UNOBSERVABLE("Nothing changes: a query")
	KAPI_SIDE_EFFECT_END

	KAPI_SINCE_VERSION("6.15")
	KAPI_EXAMPLES("struct fwctl_info info = { .size = sizeof(info) };\n"
		      "ioctl(fd, FWCTL_INFO, &info);")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(fwctl_rpc)
	KAPI_IOCTL_CMD(FWCTL_RPC)
	KAPI_IOCTL_CMD_NAME("FWCTL_RPC")
	KAPI_IOCTL_INPUT_SIZE(sizeof(struct fwctl_rpc))
	KAPI_IOCTL_OUTPUT_SIZE(sizeof(struct fwctl_rpc))
	KAPI_IOCTL_FILE_OPS_NAME("fwctl_fops")
	KAPI_DESCRIPTION("Send a request to the device firmware and get its reply")
	KAPI_LONG_DESC("Passes an opaque, device-specific request to the "
		       "firmware and copies the response back. The scope says "
		       "how much the request may change; the riskier scopes need "
		       "privilege and taint the kernel.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)

	KAPI_IOCTL_PARAM_SIZE
	KAPI_PARAM(1, "scope", "__u32", "What the RPC may do (enum fwctl_rpc_scope)")
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
		KAPI_PARAM_TYPE(KAPI_TYPE_UINT)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_ENUM)
		KAPI_PARAM_ENUM_VALUES(((const s64[]){ FWCTL_RPC_CONFIGURATION,
						       FWCTL_RPC_DEBUG_READ_ONLY,
						       FWCTL_RPC_DEBUG_WRITE,
						       FWCTL_RPC_DEBUG_WRITE_FULL }))
		KAPI_PARAM_CONSTRAINT("FWCTL_RPC_DEBUG_WRITE_FULL needs CAP_SYS_RAWIO")
	KAPI_PARAM_END
	KAPI_PARAM(2, "in_len", "__u32", "Request length in bytes")
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
		KAPI_PARAM_TYPE(KAPI_TYPE_UINT)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, MAX_RPC_LEN)
	KAPI_PARAM_END
	KAPI_PARAM(3, "out_len", "__u32", "Response buffer length in bytes")
		KAPI_PARAM_FLAGS(KAPI_PARAM_INOUT)
		KAPI_PARAM_TYPE(KAPI_TYPE_UINT)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, MAX_RPC_LEN)
	KAPI_PARAM_END
	KAPI_IOCTL_PARAM_USER_BUF(4, "in", "Request in the device's format", 2)
	KAPI_IOCTL_PARAM_USER_OUT_BUF(5, "out", "Response in the device's format", 3)

	KAPI_RETURN("int", "0 on success, a negative errno otherwise")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_EXACT)
		KAPI_RETURN_SUCCESS(0)
		KAPI_RETURN_ERROR_VALUES(((const s64[]){ -EMSGSIZE, -EOPNOTSUPP, -EPERM,
							  -ENOMEM, -EFAULT, -ENODEV }))
	KAPI_RETURN_END

	KAPI_ERRNO(EMSGSIZE, "in_len or out_len above MAX_RPC_LEN (2 MiB)")
	KAPI_ERRNO(EOPNOTSUPP, "Unknown scope")
	KAPI_ERRNO(EPERM, "FWCTL_RPC_DEBUG_WRITE_FULL without CAP_SYS_RAWIO, "
		   "or a scope the driver does not allow")
	KAPI_ERRNO(ENOMEM, "The request or response buffer could not be allocated")
	KAPI_ERRNO(EFAULT, "A buffer is unreadable or unwritable")
	KAPI_ERRNO(ENODEV, "The device was unplugged")

	KAPI_STRUCT_SPEC(0, fwctl_rpc, "Argument of FWCTL_RPC")
		KAPI_STRUCT_SIZE(sizeof(struct fwctl_rpc), __alignof__(struct fwctl_rpc))
		KAPI_STRUCT_FIELD(0, "size", KAPI_TYPE_UINT, "__u32", "sizeof(struct fwctl_rpc) as the caller knows it")
			KAPI_FIELD_OFFSET(offsetof(struct fwctl_rpc, size))
			KAPI_FIELD_SIZE(sizeof(__u32))
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(1, "scope", KAPI_TYPE_UINT, "__u32", "enum fwctl_rpc_scope")
			KAPI_FIELD_OFFSET(offsetof(struct fwctl_rpc, scope))
			KAPI_FIELD_SIZE(sizeof(__u32))
			KAPI_FIELD_CONSTRAINT_RANGE(FWCTL_RPC_CONFIGURATION, FWCTL_RPC_DEBUG_WRITE_FULL)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(2, "in_len", KAPI_TYPE_UINT, "__u32", "Request length")
			KAPI_FIELD_OFFSET(offsetof(struct fwctl_rpc, in_len))
			KAPI_FIELD_SIZE(sizeof(__u32))
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(3, "out_len", KAPI_TYPE_UINT, "__u32", "Response buffer length")
			KAPI_FIELD_OFFSET(offsetof(struct fwctl_rpc, out_len))
			KAPI_FIELD_SIZE(sizeof(__u32))
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(4, "in", KAPI_TYPE_USER_PTR, "__aligned_u64", "Request address")
			KAPI_FIELD_OFFSET(offsetof(struct fwctl_rpc, in))
			KAPI_FIELD_SIZE(sizeof(__aligned_u64))
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(5, "out", KAPI_TYPE_USER_PTR, "__aligned_u64", "Response address")
			KAPI_FIELD_OFFSET(offsetof(struct fwctl_rpc, out))
			KAPI_FIELD_SIZE(sizeof(__aligned_u64))
		KAPI_STRUCT_FIELD_END
	KAPI_STRUCT_SPEC_END

	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_HARDWARE | KAPI_EFFECT_MODIFY_STATE,
			 "device firmware", "The firmware may change its configuration")
		KAPI_EFFECT_CONDITION("scope >= FWCTL_RPC_DEBUG_WRITE")
		KAPI_EFFECT_UNOBSERVABLE("The firmware's configuration is the device's own: no generic interface reads it back")
	KAPI_SIDE_EFFECT_END
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_MODIFY_STATE | KAPI_EFFECT_IRREVERSIBLE,
			 "kernel taint", "Sets TAINT_FWCTL on the first write-scope RPC")
		KAPI_EFFECT_CONDITION("scope >= FWCTL_RPC_DEBUG_WRITE")
		KAPI_EFFECT_CHECK("tainted(19)")
		KAPI_EFFECT_CHECK_WHEN("scope >= FWCTL_RPC_DEBUG_WRITE")
	KAPI_SIDE_EFFECT_END
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_SCHEDULE, "caller",
			 "Sleeps until the firmware answers")
		KAPI_EFFECT_UNOBSERVABLE("Only time: the call leaves nothing behind to say it slept")
	KAPI_SIDE_EFFECT_END

	KAPI_STATE_TRANS(0, "kernel taint", "untainted", "TAINT_FWCTL",
			 "Stays set until reboot")
		KAPI_STATE_TRANS_COND("First write-scope RPC")
		KAPI_STATE_TRANS_CHECK("tainted(19)")
		KAPI_STATE_TRANS_CHECK_WHEN("scope >= FWCTL_RPC_DEBUG_WRITE")
	KAPI_STATE_TRANS_END

	KAPI_CAPABILITY_NEXT(CAP_SYS_RAWIO, "CAP_SYS_RAWIO", KAPI_CAP_GRANT_PERMISSION)
		KAPI_CAP_ALLOWS("RPCs with scope FWCTL_RPC_DEBUG_WRITE_FULL")
		KAPI_CAP_WITHOUT("That scope fails with EPERM")
		KAPI_CAP_CONDITION("scope == FWCTL_RPC_DEBUG_WRITE_FULL")
	KAPI_CAPABILITY_END

	KAPI_SINCE_VERSION("6.15")
	KAPI_EXAMPLES("struct fwctl_rpc rpc = {\n"
		      "\t.size = sizeof(rpc), .scope = FWCTL_RPC_CONFIGURATION,\n"
		      "\t.in = (uintptr_t)req, .in_len = sizeof(req),\n"
		      "\t.out = (uintptr_t)resp, .out_len = sizeof(resp),\n"
		      "};\n"
		      "ioctl(fd, FWCTL_RPC, &rpc);")
	KAPI_NOTES("out_len is updated to the length of the response.")
KAPI_END_SPEC;

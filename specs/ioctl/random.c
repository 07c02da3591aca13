// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * The entropy pool behind /dev/random and /dev/urandom (drivers/char/
 * random.c).  Since 5.18 the pool only credits entropy and reseeds; the
 * old commands that cleared it are kept as permission-checked no-ops.
 */
#include <kapi/spec_compile.h>
#include <errno.h>
#include <limits.h>
#include <stddef.h>
#include <linux/random.h>
#include <linux/capability.h>
#include <kapi_specs/uapi_extra.h>
#include <kapi_specs/helpers.h>

/* Every command but RNDGETENTCNT changes the pool: root only */
#define RND_NEEDS_ADMIN(what) \
	KAPI_CAPABILITY_NEXT(CAP_SYS_ADMIN, "CAP_SYS_ADMIN", KAPI_CAP_GRANT_PERMISSION) \
		KAPI_CAP_ALLOWS(what) \
		KAPI_CAP_WITHOUT("EPERM") \
	KAPI_CAPABILITY_END

DEFINE_KAPI_IOCTL_SPEC(rndgetentcnt)
	KAPI_IOCTL_CMD(RNDGETENTCNT)
	KAPI_IOCTL_CMD_NAME("RNDGETENTCNT")
	KAPI_IOCTL_OUTPUT_SIZE(sizeof(int))
	KAPI_IOCTL_FILE_OPS_NAME("random_fops")
	KAPI_DESCRIPTION("Bits of entropy the input pool is credited with")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_OUT("arg", "int *", "Receives the count")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(EFAULT, "The count cannot be written")
	KAPI_STRUCT_SPEC(0, entropy_count, "What RNDGETENTCNT writes")
		KAPI_STRUCT_SIZE(sizeof(int), __alignof__(int))
		KAPI_STRUCT_FIELD(0, "count", KAPI_TYPE_INT, "int", "Bits, at most the pool's 256")
			KAPI_FIELD_OFFSET(0)
			KAPI_FIELD_SIZE(4)
			KAPI_FIELD_CONSTRAINT_RANGE(0, 256)
		KAPI_STRUCT_FIELD_END
	KAPI_STRUCT_SPEC_END
	KAPI_NOTES("Once the generator is seeded the count stays at 256.")
	KAPI_EXAMPLES("int bits;\nioctl(fd, RNDGETENTCNT, &bits);")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(rndaddtoentcnt)
	KAPI_IOCTL_CMD(RNDADDTOENTCNT)
	KAPI_IOCTL_CMD_NAME("RNDADDTOENTCNT")
	KAPI_IOCTL_INPUT_SIZE(sizeof(int))
	KAPI_IOCTL_FILE_OPS_NAME("random_fops")
	KAPI_DESCRIPTION("Credit the input pool with entropy without adding data")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_IN("arg", "const int *", "Bits to credit")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(EPERM, "The caller lacks CAP_SYS_ADMIN")
	KAPI_ERR_FAULT_ARG_READ
	KAPI_ERRNO(EINVAL, "A negative count")
	RND_NEEDS_ADMIN("Crediting entropy")
	KAPI_STRUCT_SPEC(0, entropy_count, "What RNDADDTOENTCNT reads")
		KAPI_STRUCT_SIZE(sizeof(int), __alignof__(int))
		KAPI_STRUCT_FIELD(0, "count", KAPI_TYPE_INT, "int", "Bits, not negative")
			KAPI_FIELD_OFFSET(0)
			KAPI_FIELD_SIZE(4)
			KAPI_FIELD_CONSTRAINT_RANGE(0, INT_MAX)
		KAPI_STRUCT_FIELD_END
	KAPI_STRUCT_SPEC_END
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(rndaddentropy)
	KAPI_IOCTL_CMD(RNDADDENTROPY)
	KAPI_IOCTL_CMD_NAME("RNDADDENTROPY")
	KAPI_IOCTL_INPUT_SIZE(2 * sizeof(int))
	KAPI_IOCTL_FILE_OPS_NAME("random_fops")
	KAPI_DESCRIPTION("Mix bytes into the input pool and credit them with entropy")
	KAPI_LONG_DESC("The argument is struct rand_pool_info: the bits to "
		       "credit, the byte count, then the bytes themselves.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_IN("arg", "const struct rand_pool_info *", "Credit, length and data")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(EPERM, "The caller lacks CAP_SYS_ADMIN")
	KAPI_ERRNO(EFAULT, "The header or the data cannot be read")
	KAPI_ERRNO(EINVAL, "A negative credit or a negative length")
	RND_NEEDS_ADMIN("Adding credited entropy")
	KAPI_STRUCT_SPEC(0, rand_pool_info, "The header RNDADDENTROPY reads before the data")
		KAPI_STRUCT_SIZE(2 * sizeof(int), __alignof__(int))
		KAPI_STRUCT_FIELD(0, "entropy_count", KAPI_TYPE_INT, "int", "Bits to credit")
			KAPI_FIELD_OFFSET(0)
			KAPI_FIELD_SIZE(4)
			KAPI_FIELD_CONSTRAINT_RANGE(0, INT_MAX)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(1, "buf_size", KAPI_TYPE_INT, "int", "Bytes of data that follow")
			KAPI_FIELD_OFFSET(4)
			KAPI_FIELD_SIZE(4)
			KAPI_FIELD_CONSTRAINT_RANGE(0, INT_MAX)
		KAPI_STRUCT_FIELD_END
	KAPI_STRUCT_SPEC_END
	KAPI_NOTES("rngd and similar feeders use it.")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(rndzapentcnt)
	KAPI_IOCTL_CMD(RNDZAPENTCNT)
	KAPI_IOCTL_CMD_NAME("RNDZAPENTCNT")
	KAPI_IOCTL_FILE_OPS_NAME("random_fops")
	KAPI_DESCRIPTION("Once cleared the entropy count; now only checks permission")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_ERRNOS
	KAPI_ERRNO(EPERM, "The caller lacks CAP_SYS_ADMIN")
	RND_NEEDS_ADMIN("The call")
	KAPI_NOTES("A no-op since 5.18; the argument is ignored.")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(rndclearpool)
	KAPI_IOCTL_CMD(RNDCLEARPOOL)
	KAPI_IOCTL_CMD_NAME("RNDCLEARPOOL")
	KAPI_IOCTL_FILE_OPS_NAME("random_fops")
	KAPI_DESCRIPTION("Once emptied the pool; now only checks permission")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_ERRNOS
	KAPI_ERRNO(EPERM, "The caller lacks CAP_SYS_ADMIN")
	RND_NEEDS_ADMIN("The call")
	KAPI_NOTES("A no-op since 5.18, the same as RNDZAPENTCNT.")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(rndreseedcrng)
	KAPI_IOCTL_CMD(RNDRESEEDCRNG)
	KAPI_IOCTL_CMD_NAME("RNDRESEEDCRNG")
	KAPI_IOCTL_FILE_OPS_NAME("random_fops")
	KAPI_DESCRIPTION("Reseed the generator from the input pool now")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_ERRNOS
	KAPI_ERRNO(EPERM, "The caller lacks CAP_SYS_ADMIN")
	KAPI_ERRNO(ENODATA, "The generator has not been seeded yet")
	RND_NEEDS_ADMIN("Forcing a reseed")
	KAPI_SINCE_VERSION("4.17")
KAPI_END_SPEC;

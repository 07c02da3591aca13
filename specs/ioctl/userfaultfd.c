// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * userfaultfd (fs/userfaultfd.c): a descriptor from userfaultfd(2) or from
 * /dev/userfaultfd, through which a process resolves its own page faults.
 * UFFDIO_API comes first; ranges must be page-aligned and registered.
 */
#include <kapi/spec_compile.h>
#include <errno.h>
#include <limits.h>
#include <stddef.h>
#include <linux/userfaultfd.h>
#include <kapi_specs/uapi_extra.h>
#include <kapi_specs/helpers.h>

#define UFFD_FOPS	KAPI_IOCTL_FILE_OPS_NAME("userfaultfd_fops")

/* A struct uffdio_range at the start of the argument: fields 0 and 1 */
#define UFFD_RANGE_FIELDS \
	KAPI_STRUCT_FIELD(0, "start", KAPI_TYPE_UINT, "__u64", "First byte, page-aligned") \
		KAPI_FIELD_OFFSET(0) \
		KAPI_FIELD_SIZE(8) \
	KAPI_STRUCT_FIELD_END \
	KAPI_STRUCT_FIELD(1, "len", KAPI_TYPE_UINT, "__u64", "Bytes, a nonzero multiple of the page size") \
		KAPI_FIELD_OFFSET(8) \
		KAPI_FIELD_SIZE(8) \
		KAPI_FIELD_CONSTRAINT_RANGE(1, LLONG_MAX) \
	KAPI_STRUCT_FIELD_END

/* The mode field; its KAPI_FIELD_CONSTRAINT_MASK(...) is passed whole */
#define UFFD_MODE_FIELD(i, off, mask) \
	KAPI_STRUCT_FIELD(i, "mode", KAPI_TYPE_UINT, "__u64", "Mode bits") \
		KAPI_FIELD_OFFSET(off) \
		KAPI_FIELD_SIZE(8) \
		mask \
	KAPI_STRUCT_FIELD_END

/* What every range operation can be refused for */
#define UFFD_RANGE_ERRORS \
	KAPI_ERRNO(EINVAL, "UFFDIO_API not done yet, an unaligned or empty range, or an unknown mode bit") \
	KAPI_ERRNO(EFAULT, "The struct cannot be read or written") \
	KAPI_ERRNO(ENOENT, "The range is not (or no longer) registered with this descriptor") \
	KAPI_ERRNO(EAGAIN, "The address space changed meanwhile; retry")

DEFINE_KAPI_IOCTL_SPEC(userfaultfd_ioc_new)
	KAPI_IOCTL_CMD(USERFAULTFD_IOC_NEW)
	KAPI_IOCTL_CMD_NAME("USERFAULTFD_IOC_NEW")
	KAPI_IOCTL_FILE_OPS_NAME("userfaultfd_dev_fops")
	KAPI_DESCRIPTION("Create a userfaultfd through /dev/userfaultfd")
	KAPI_LONG_DESC("The argument holds the userfaultfd(2) flags. Access is "
		       "granted by the device's permissions rather than by "
		       "vm.unprivileged_userfaultfd.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_UINT_IN("arg", "unsigned int", "O_CLOEXEC | O_NONBLOCK | UFFD_USER_MODE_ONLY",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(02000000 | 04000 | 1))
	KAPI_RETURN_NEW_FD("int", "The new userfaultfd")
	KAPI_IOCTL_GENERAL_ERRNOS
	KAPI_ERRNO(EINVAL, "An unknown flag")
	KAPI_ERR_MFILE_SHORT
	KAPI_ERR_NOMEM
	KAPI_SINCE_VERSION("6.1")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(uffdio_api)
	KAPI_IOCTL_CMD(UFFDIO_API)
	KAPI_IOCTL_CMD_NAME("UFFDIO_API")
	KAPI_IOCTL_INPUT_SIZE(sizeof(struct uffdio_api))
	UFFD_FOPS
	KAPI_DESCRIPTION("Agree on the API version and features; the first call on a userfaultfd")
	KAPI_LONG_DESC("The kernel answers with the features it enabled and the "
		       "ioctls the descriptor takes. Without it every other "
		       "command is refused.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_INOUT("arg", "struct uffdio_api *", "Version and features asked, then granted")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(EINVAL, "api is not UFFD_API, a feature is unknown or not available, or the API was already agreed")
	KAPI_ERRNO(EFAULT, "The struct cannot be read or written")
	KAPI_ERRNO(EPERM, "UFFD_FEATURE_EVENT_FORK without CAP_SYS_PTRACE in a user-mode-only descriptor")
	KAPI_STRUCT_SPEC(0, uffdio_api, "What UFFDIO_API reads")
		KAPI_STRUCT_SIZE(sizeof(struct uffdio_api), __alignof__(struct uffdio_api))
		KAPI_STRUCT_FIELD(0, "api", KAPI_TYPE_UINT, "__u64", "UFFD_API")
			KAPI_FIELD_OFFSET(offsetof(struct uffdio_api, api))
			KAPI_FIELD_SIZE(8)
			KAPI_FIELD_CONSTRAINT_ENUM(UFFD_API)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(1, "features", KAPI_TYPE_UINT, "__u64", "UFFD_FEATURE_* wanted")
			KAPI_FIELD_OFFSET(offsetof(struct uffdio_api, features))
			KAPI_FIELD_SIZE(8)
			KAPI_FIELD_CONSTRAINT_MASK(UFFD_API_FEATURES | UFFD_FEATURE_WP_UNPOPULATED | UFFD_FEATURE_POISON | UFFD_FEATURE_WP_ASYNC | UFFD_FEATURE_MOVE)
		KAPI_STRUCT_FIELD_END
	KAPI_STRUCT_SPEC_END
	KAPI_EXAMPLES("struct uffdio_api a = { .api = UFFD_API };\nioctl(uffd, UFFDIO_API, &a);")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(uffdio_register)
	KAPI_IOCTL_CMD(UFFDIO_REGISTER)
	KAPI_IOCTL_CMD_NAME("UFFDIO_REGISTER")
	KAPI_IOCTL_INPUT_SIZE(sizeof(struct uffdio_register))
	UFFD_FOPS
	KAPI_DESCRIPTION("Have faults of a mapped range reported on this descriptor")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_INOUT("arg", "struct uffdio_register *", "Range and modes, then the ioctls the range takes")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(EINVAL, "No mode, an unknown mode, an unaligned range, a hole in it, or memory of a kind the mode does not serve")
	KAPI_ERRNO(EFAULT, "The struct cannot be read or written")
	KAPI_ERRNO(EBUSY, "Part of the range is registered with another userfaultfd")
	KAPI_ERRNO(ENOMEM, "The range is not mapped at all")
	KAPI_ERRNO(EPERM, "Write-protect mode on a mapping the caller cannot write")
	KAPI_STRUCT_SPEC(0, uffdio_register, "What UFFDIO_REGISTER reads")
		KAPI_STRUCT_SIZE(sizeof(struct uffdio_register), __alignof__(struct uffdio_register))
		UFFD_RANGE_FIELDS
		KAPI_STRUCT_FIELD(2, "mode", KAPI_TYPE_UINT, "__u64", "UFFDIO_REGISTER_MODE_*, at least one")
			KAPI_FIELD_OFFSET(offsetof(struct uffdio_register, mode))
			KAPI_FIELD_SIZE(8)
			KAPI_FIELD_CONSTRAINT_RANGE(1, UFFDIO_REGISTER_MODE_MISSING | UFFDIO_REGISTER_MODE_WP | UFFDIO_REGISTER_MODE_MINOR)
		KAPI_STRUCT_FIELD_END
	KAPI_STRUCT_SPEC_END
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(uffdio_unregister)
	KAPI_IOCTL_CMD(UFFDIO_UNREGISTER)
	KAPI_IOCTL_CMD_NAME("UFFDIO_UNREGISTER")
	KAPI_IOCTL_INPUT_SIZE(sizeof(struct uffdio_range))
	UFFD_FOPS
	KAPI_DESCRIPTION("Stop reporting faults of a range; waiting faulters are woken")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_IN("arg", "struct uffdio_range *", "The range")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(EINVAL, "UFFDIO_API not done yet, an unaligned or empty range, or a hole in it")
	KAPI_ERRNO(EFAULT, "The range cannot be read")
	KAPI_ERRNO(ENOMEM, "The range is not mapped at all")
	KAPI_STRUCT_SPEC(0, uffdio_range, "What UFFDIO_UNREGISTER reads")
		KAPI_STRUCT_SIZE(sizeof(struct uffdio_range), __alignof__(struct uffdio_range))
		UFFD_RANGE_FIELDS
	KAPI_STRUCT_SPEC_END
	KAPI_NOTES("Numbered _IOR though the kernel reads the range.")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(uffdio_wake)
	KAPI_IOCTL_CMD(UFFDIO_WAKE)
	KAPI_IOCTL_CMD_NAME("UFFDIO_WAKE")
	KAPI_IOCTL_INPUT_SIZE(sizeof(struct uffdio_range))
	UFFD_FOPS
	KAPI_DESCRIPTION("Wake the threads waiting on faults in a range")
	KAPI_LONG_DESC("For resolutions made with a DONTWAKE mode.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_IN("arg", "struct uffdio_range *", "The range")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(EINVAL, "UFFDIO_API not done yet, or an unaligned or empty range")
	KAPI_ERRNO(EFAULT, "The range cannot be read")
	KAPI_STRUCT_SPEC(0, uffdio_range, "What UFFDIO_WAKE reads")
		KAPI_STRUCT_SIZE(sizeof(struct uffdio_range), __alignof__(struct uffdio_range))
		UFFD_RANGE_FIELDS
	KAPI_STRUCT_SPEC_END
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(uffdio_copy)
	KAPI_IOCTL_CMD(UFFDIO_COPY)
	KAPI_IOCTL_CMD_NAME("UFFDIO_COPY")
	KAPI_IOCTL_INPUT_SIZE(sizeof(struct uffdio_copy))
	UFFD_FOPS
	KAPI_DESCRIPTION("Resolve missing-page faults by copying data into the range")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_INOUT("arg", "struct uffdio_copy *", "Destination, source, length, mode; then bytes copied")
	KAPI_RETURN_ZERO("int", "0 when all was copied")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	UFFD_RANGE_ERRORS
	KAPI_ERRNO(EEXIST, "A page of the destination is already present")
	KAPI_ERRNO(ESRCH, "The faulting process is gone")
	KAPI_ERRNO(ENOMEM, "Memory for the pages ran out")
	KAPI_STRUCT_SPEC(0, uffdio_copy, "What UFFDIO_COPY reads")
		KAPI_STRUCT_SIZE(sizeof(struct uffdio_copy), __alignof__(struct uffdio_copy))
		KAPI_STRUCT_FIELD(0, "dst", KAPI_TYPE_UINT, "__u64", "Destination, page-aligned")
			KAPI_FIELD_OFFSET(offsetof(struct uffdio_copy, dst))
			KAPI_FIELD_SIZE(8)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(1, "src", KAPI_TYPE_UINT, "__u64", "Source, page-aligned")
			KAPI_FIELD_OFFSET(offsetof(struct uffdio_copy, src))
			KAPI_FIELD_SIZE(8)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(2, "len", KAPI_TYPE_UINT, "__u64", "Bytes, a nonzero multiple of the page size")
			KAPI_FIELD_OFFSET(offsetof(struct uffdio_copy, len))
			KAPI_FIELD_SIZE(8)
			KAPI_FIELD_CONSTRAINT_RANGE(1, LLONG_MAX)
		KAPI_STRUCT_FIELD_END
		UFFD_MODE_FIELD(3, offsetof(struct uffdio_copy, mode), KAPI_FIELD_CONSTRAINT_MASK(UFFDIO_COPY_MODE_DONTWAKE | UFFDIO_COPY_MODE_WP))
	KAPI_STRUCT_SPEC_END
	KAPI_NOTES("On a partial copy the error is returned and copy says how far it got.")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(uffdio_zeropage)
	KAPI_IOCTL_CMD(UFFDIO_ZEROPAGE)
	KAPI_IOCTL_CMD_NAME("UFFDIO_ZEROPAGE")
	KAPI_IOCTL_INPUT_SIZE(sizeof(struct uffdio_zeropage))
	UFFD_FOPS
	KAPI_DESCRIPTION("Resolve missing-page faults with zero-filled pages")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_INOUT("arg", "struct uffdio_zeropage *", "Range and mode; then bytes zeroed")
	KAPI_RETURN_ZERO("int", "0 when the whole range was filled")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	UFFD_RANGE_ERRORS
	KAPI_ERRNO(EEXIST, "A page of the range is already present")
	KAPI_STRUCT_SPEC(0, uffdio_zeropage, "What UFFDIO_ZEROPAGE reads")
		KAPI_STRUCT_SIZE(sizeof(struct uffdio_zeropage), __alignof__(struct uffdio_zeropage))
		UFFD_RANGE_FIELDS
		UFFD_MODE_FIELD(2, offsetof(struct uffdio_zeropage, mode), KAPI_FIELD_CONSTRAINT_MASK(UFFDIO_ZEROPAGE_MODE_DONTWAKE))
	KAPI_STRUCT_SPEC_END
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(uffdio_writeprotect)
	KAPI_IOCTL_CMD(UFFDIO_WRITEPROTECT)
	KAPI_IOCTL_CMD_NAME("UFFDIO_WRITEPROTECT")
	KAPI_IOCTL_INPUT_SIZE(sizeof(struct uffdio_writeprotect))
	UFFD_FOPS
	KAPI_DESCRIPTION("Write-protect a range, or lift the protection")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_IN("arg", "struct uffdio_writeprotect *", "Range and mode")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	UFFD_RANGE_ERRORS
	KAPI_STRUCT_SPEC(0, uffdio_writeprotect, "What UFFDIO_WRITEPROTECT reads")
		KAPI_STRUCT_SIZE(sizeof(struct uffdio_writeprotect), __alignof__(struct uffdio_writeprotect))
		UFFD_RANGE_FIELDS
		UFFD_MODE_FIELD(2, offsetof(struct uffdio_writeprotect, mode), KAPI_FIELD_CONSTRAINT_MASK(UFFDIO_WRITEPROTECT_MODE_WP | UFFDIO_WRITEPROTECT_MODE_DONTWAKE))
	KAPI_STRUCT_SPEC_END
	KAPI_NOTES("WP and DONTWAKE together are refused: protecting wakes no one. "
		   "The range must be registered with UFFDIO_REGISTER_MODE_WP.")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(uffdio_continue)
	KAPI_IOCTL_CMD(UFFDIO_CONTINUE)
	KAPI_IOCTL_CMD_NAME("UFFDIO_CONTINUE")
	KAPI_IOCTL_INPUT_SIZE(sizeof(struct uffdio_continue))
	UFFD_FOPS
	KAPI_DESCRIPTION("Resolve minor faults by mapping the page already in the page cache")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_INOUT("arg", "struct uffdio_continue *", "Range and mode; then bytes mapped")
	KAPI_RETURN_ZERO("int", "0 when the whole range was mapped")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	UFFD_RANGE_ERRORS
	KAPI_ERRNO(EEXIST, "A page of the range is already mapped")
	KAPI_STRUCT_SPEC(0, uffdio_continue, "What UFFDIO_CONTINUE reads")
		KAPI_STRUCT_SIZE(sizeof(struct uffdio_continue), __alignof__(struct uffdio_continue))
		UFFD_RANGE_FIELDS
		UFFD_MODE_FIELD(2, offsetof(struct uffdio_continue, mode), KAPI_FIELD_CONSTRAINT_MASK(UFFDIO_CONTINUE_MODE_DONTWAKE | UFFDIO_CONTINUE_MODE_WP))
	KAPI_STRUCT_SPEC_END
	KAPI_NOTES("Only for shmem or hugetlbfs ranges registered in minor mode.")
	KAPI_SINCE_VERSION("5.13")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(uffdio_poison)
	KAPI_IOCTL_CMD(UFFDIO_POISON)
	KAPI_IOCTL_CMD_NAME("UFFDIO_POISON")
	KAPI_IOCTL_INPUT_SIZE(sizeof(struct uffdio_poison))
	UFFD_FOPS
	KAPI_DESCRIPTION("Resolve faults with poisoned entries: touching them raises SIGBUS")
	KAPI_LONG_DESC("Used by live migration to carry over pages the source "
		       "lost to memory errors.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_INOUT("arg", "struct uffdio_poison *", "Range and mode; then bytes marked")
	KAPI_RETURN_ZERO("int", "0 when the whole range was marked")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	UFFD_RANGE_ERRORS
	KAPI_ERRNO(EEXIST, "A page of the range is already present")
	KAPI_STRUCT_SPEC(0, uffdio_poison, "What UFFDIO_POISON reads")
		KAPI_STRUCT_SIZE(sizeof(struct uffdio_poison), __alignof__(struct uffdio_poison))
		UFFD_RANGE_FIELDS
		UFFD_MODE_FIELD(2, offsetof(struct uffdio_poison, mode), KAPI_FIELD_CONSTRAINT_MASK(UFFDIO_POISON_MODE_DONTWAKE))
	KAPI_STRUCT_SPEC_END
	KAPI_SINCE_VERSION("6.6")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(uffdio_move)
	KAPI_IOCTL_CMD(UFFDIO_MOVE)
	KAPI_IOCTL_CMD_NAME("UFFDIO_MOVE")
	KAPI_IOCTL_INPUT_SIZE(sizeof(struct uffdio_move))
	UFFD_FOPS
	KAPI_DESCRIPTION("Resolve missing-page faults by moving pages in, not copying them")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_INOUT("arg", "struct uffdio_move *", "Destination, source, length, mode; then bytes moved")
	KAPI_RETURN_ZERO("int", "0 when all was moved")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	UFFD_RANGE_ERRORS
	KAPI_ERRNO(EEXIST, "A page of the destination is already present")
	KAPI_ERRNO(EBUSY, "A source page is shared or pinned and cannot move")
	KAPI_STRUCT_SPEC(0, uffdio_move, "What UFFDIO_MOVE reads")
		KAPI_STRUCT_SIZE(sizeof(struct uffdio_move), __alignof__(struct uffdio_move))
		KAPI_STRUCT_FIELD(0, "len", KAPI_TYPE_UINT, "__u64", "Bytes, a nonzero multiple of the page size")
			KAPI_FIELD_OFFSET(offsetof(struct uffdio_move, len))
			KAPI_FIELD_SIZE(8)
			KAPI_FIELD_CONSTRAINT_RANGE(1, LLONG_MAX)
		KAPI_STRUCT_FIELD_END
		UFFD_MODE_FIELD(1, offsetof(struct uffdio_move, mode), KAPI_FIELD_CONSTRAINT_MASK(UFFDIO_MOVE_MODE_DONTWAKE | UFFDIO_MOVE_MODE_ALLOW_SRC_HOLES))
	KAPI_STRUCT_SPEC_END
	KAPI_NOTES("Needs UFFD_FEATURE_MOVE; anonymous private memory only.")
	KAPI_SINCE_VERSION("6.8")
KAPI_END_SPEC;

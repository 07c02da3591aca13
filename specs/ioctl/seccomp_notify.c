// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * The listener descriptor of a seccomp filter installed with
 * SECCOMP_FILTER_FLAG_NEW_LISTENER (kernel/seccomp.c): a supervisor reads
 * the system calls the filter sent to user space and answers them.
 */
#include <kapi/spec_compile.h>
#include <errno.h>
#include <limits.h>
#include <stddef.h>
#include <linux/seccomp.h>
#include <kapi_specs/uapi_extra.h>
#include <kapi_specs/helpers.h>

/* data.nr follows id, pid and flags */
_Static_assert(offsetof(struct seccomp_notif, data.nr) == 16, "seccomp_notif");

#define NOTIF_FOPS	KAPI_IOCTL_FILE_OPS_NAME("seccomp_notify_ops")

/* A u64 field that must be zero on the way in */
#define NOTIF_ZERO_FIELD(i, name, type, off, sz) \
	KAPI_STRUCT_FIELD(i, name, KAPI_TYPE_UINT, type, "Must be zero on entry") \
		KAPI_FIELD_OFFSET(off) \
		KAPI_FIELD_SIZE(sz) \
		KAPI_FIELD_CONSTRAINT_RANGE(0, 0) \
	KAPI_STRUCT_FIELD_END

DEFINE_KAPI_IOCTL_SPEC(seccomp_ioctl_notif_recv)
	KAPI_IOCTL_CMD(SECCOMP_IOCTL_NOTIF_RECV)
	KAPI_IOCTL_CMD_NAME("SECCOMP_IOCTL_NOTIF_RECV")
	KAPI_IOCTL_INPUT_SIZE(sizeof(struct seccomp_notif))
	NOTIF_FOPS
	KAPI_DESCRIPTION("Wait for the next system call the filter hands to user space")
	KAPI_LONG_DESC("Fills in the notification's ID, the caller's pid as the "
		       "listener's PID namespace sees it, and the system call's "
		       "number, architecture, instruction pointer and arguments.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_INOUT("arg", "struct seccomp_notif *", "Zeroed, then filled in")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(EINVAL, "The struct was not zeroed")
	KAPI_ERRNO(EFAULT, "The struct cannot be read or written")
	KAPI_ERRNO(ENOENT, "The caller went away (was killed) before the notification was read")
	KAPI_ERRNO(EAGAIN, "The listener is non-blocking and nothing is pending")
	KAPI_ERR_INTR_WAIT
	KAPI_SIGNAL_INTR_RESTART("A signal arrives while waiting")
	KAPI_STRUCT_SPEC(0, seccomp_notif, "What SECCOMP_IOCTL_NOTIF_RECV reads: zeroes")
		KAPI_STRUCT_SIZE(sizeof(struct seccomp_notif), __alignof__(struct seccomp_notif))
		NOTIF_ZERO_FIELD(0, "id", "__u64", offsetof(struct seccomp_notif, id), 8)
		NOTIF_ZERO_FIELD(1, "pid", "__u32", offsetof(struct seccomp_notif, pid), 4)
		NOTIF_ZERO_FIELD(2, "flags", "__u32", offsetof(struct seccomp_notif, flags), 4)
		NOTIF_ZERO_FIELD(3, "data.nr", "int", 16, 4)
	KAPI_STRUCT_SPEC_END
	KAPI_SINCE_VERSION("5.0")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(seccomp_ioctl_notif_send)
	KAPI_IOCTL_CMD(SECCOMP_IOCTL_NOTIF_SEND)
	KAPI_IOCTL_CMD_NAME("SECCOMP_IOCTL_NOTIF_SEND")
	KAPI_IOCTL_INPUT_SIZE(sizeof(struct seccomp_notif_resp))
	NOTIF_FOPS
	KAPI_DESCRIPTION("Answer a notification: a return value, an error, or let the call run")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_IN("arg", "struct seccomp_notif_resp *", "The answer")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(EINVAL, "An unknown flag, or CONTINUE with a value or an error")
	KAPI_ERRNO(EFAULT, "The answer cannot be read")
	KAPI_ERRNO(ENOENT, "No such notification pending: answered, or its caller is gone")
	KAPI_ERRNO(EINPROGRESS, "A file descriptor is being added to the caller")
	KAPI_STRUCT_SPEC(0, seccomp_notif_resp, "What SECCOMP_IOCTL_NOTIF_SEND reads")
		KAPI_STRUCT_SIZE(sizeof(struct seccomp_notif_resp), __alignof__(struct seccomp_notif_resp))
		KAPI_STRUCT_FIELD(0, "id", KAPI_TYPE_UINT, "__u64", "The notification's ID")
			KAPI_FIELD_OFFSET(offsetof(struct seccomp_notif_resp, id))
			KAPI_FIELD_SIZE(8)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(1, "error", KAPI_TYPE_INT, "__s32", "0, or a negative errno for the call to fail with")
			KAPI_FIELD_OFFSET(offsetof(struct seccomp_notif_resp, error))
			KAPI_FIELD_SIZE(4)
			KAPI_FIELD_CONSTRAINT_RANGE(-4095, 0)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(2, "flags", KAPI_TYPE_UINT, "__u32", "SECCOMP_USER_NOTIF_FLAG_CONTINUE to run the call")
			KAPI_FIELD_OFFSET(offsetof(struct seccomp_notif_resp, flags))
			KAPI_FIELD_SIZE(4)
			KAPI_FIELD_CONSTRAINT_MASK(SECCOMP_USER_NOTIF_FLAG_CONTINUE)
		KAPI_STRUCT_FIELD_END
	KAPI_STRUCT_SPEC_END
	KAPI_NOTES("The kernel accepts any error value and hands it on; values "
		   "outside -4095..0 are not errors the caller can tell apart "
		   "from a return value, so the spec flags them.")
	KAPI_SINCE_VERSION("5.0")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(seccomp_ioctl_notif_id_valid)
	KAPI_IOCTL_CMD(SECCOMP_IOCTL_NOTIF_ID_VALID)
	KAPI_IOCTL_CMD_NAME("SECCOMP_IOCTL_NOTIF_ID_VALID")
	KAPI_IOCTL_INPUT_SIZE(sizeof(__u64))
	NOTIF_FOPS
	KAPI_DESCRIPTION("Whether a notification is still pending")
	KAPI_LONG_DESC("A supervisor that read the caller's memory asks this "
		       "afterwards, so it knows the pid was not reused meanwhile.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_IN("arg", "const __u64 *", "The notification's ID")
	KAPI_RETURN_ZERO("int", "0: still pending")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(ENOENT, "Not pending any more")
	KAPI_ERRNO(EFAULT, "The ID cannot be read")
	KAPI_SINCE_VERSION("5.0")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(seccomp_ioctl_notif_addfd)
	KAPI_IOCTL_CMD(SECCOMP_IOCTL_NOTIF_ADDFD)
	KAPI_IOCTL_CMD_NAME("SECCOMP_IOCTL_NOTIF_ADDFD")
	KAPI_IOCTL_INPUT_SIZE(sizeof(struct seccomp_notif_addfd))
	NOTIF_FOPS
	KAPI_DESCRIPTION("Install one of the supervisor's descriptors in the notified process")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_IN("arg", "struct seccomp_notif_addfd *", "Which notification, which descriptor, where")
	KAPI_RETURN_IN_RANGE("int", "The descriptor's number in the notified process", 0, INT_MAX)
	KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(EINVAL, "An unknown flag, a newfd without SETFD, or a bad newfd_flags")
	KAPI_ERRNO(EFAULT, "The struct cannot be read")
	KAPI_ERRNO(EBADF, "srcfd is not open, or newfd is beyond the target's limit")
	KAPI_ERRNO(ENOENT, "No such notification pending")
	KAPI_ERRNO(EINPROGRESS, "The notification has not been received yet")
	KAPI_ERRNO(EBUSY, "SEND while another descriptor is still being added")
	KAPI_ERRNO(EMFILE, "The notified process has no free descriptor")
	KAPI_ERR_INTR_WAIT
	KAPI_STRUCT_SPEC(0, seccomp_notif_addfd, "What SECCOMP_IOCTL_NOTIF_ADDFD reads")
		KAPI_STRUCT_SIZE(sizeof(struct seccomp_notif_addfd), __alignof__(struct seccomp_notif_addfd))
		KAPI_STRUCT_FIELD(0, "flags", KAPI_TYPE_UINT, "__u32", "SECCOMP_ADDFD_FLAG_*")
			KAPI_FIELD_OFFSET(offsetof(struct seccomp_notif_addfd, flags))
			KAPI_FIELD_SIZE(4)
			KAPI_FIELD_CONSTRAINT_MASK(SECCOMP_ADDFD_FLAG_SETFD | SECCOMP_ADDFD_FLAG_SEND)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(1, "srcfd", KAPI_TYPE_FD, "__u32", "The supervisor's descriptor")
			KAPI_FIELD_OFFSET(offsetof(struct seccomp_notif_addfd, srcfd))
			KAPI_FIELD_SIZE(4)
			KAPI_FIELD_CONSTRAINT_RANGE(0, INT_MAX)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(2, "newfd_flags", KAPI_TYPE_UINT, "__u32", "O_CLOEXEC or 0")
			KAPI_FIELD_OFFSET(offsetof(struct seccomp_notif_addfd, newfd_flags))
			KAPI_FIELD_SIZE(4)
			KAPI_FIELD_CONSTRAINT_MASK(02000000)
		KAPI_STRUCT_FIELD_END
	KAPI_STRUCT_SPEC_END
	KAPI_SINCE_VERSION("5.9")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(seccomp_ioctl_notif_set_flags)
	KAPI_IOCTL_CMD(SECCOMP_IOCTL_NOTIF_SET_FLAGS)
	KAPI_IOCTL_CMD_NAME("SECCOMP_IOCTL_NOTIF_SET_FLAGS")
	KAPI_IOCTL_FILE_OPS_NAME("seccomp_notify_ops")
	KAPI_DESCRIPTION("Wake the supervisor on the caller's CPU, for lower latency")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_UINT_IN("arg", "__u64", "SECCOMP_USER_NOTIF_FD_SYNC_WAKE_UP or 0 (a value, not a pointer)",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(SECCOMP_USER_NOTIF_FD_SYNC_WAKE_UP))
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_ERRNOS
	KAPI_ERRNO(EINVAL, "An unknown flag")
	KAPI_SINCE_VERSION("6.6")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(seccomp_ioctl_notif_id_valid_ior)
	KAPI_IOCTL_CMD(_IOR('!', 2, __u64))
	KAPI_IOCTL_CMD_NAME("SECCOMP_IOCTL_NOTIF_ID_VALID_WRONG_DIR")
	KAPI_IOCTL_INPUT_SIZE(sizeof(__u64))
	NOTIF_FOPS
	KAPI_DESCRIPTION("SECCOMP_IOCTL_NOTIF_ID_VALID as 5.0 to 5.7 headers numbered it")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_IN("arg", "const __u64 *", "The notification's ID")
	KAPI_RETURN_ZERO("int", "0: still pending")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(ENOENT, "Not pending any more")
	KAPI_ERRNO(EFAULT, "The ID cannot be read")
	KAPI_NOTES("The direction bits were wrong; the kernel keeps the old number working.")
	KAPI_SINCE_VERSION("5.0")
KAPI_END_SPEC;

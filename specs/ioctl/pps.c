// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * Pulse-per-second sources: /dev/ppsN (drivers/pps/pps.c), the RFC 2783
 * interface.  The command numbers encode the size of a pointer, not of
 * the struct the pointer reaches.
 */
#include <kapi/spec_compile.h>
#include <errno.h>
#include <limits.h>
#include <stddef.h>
#include <linux/ioctl.h>
#include <linux/pps.h>
#include <linux/capability.h>
#include <kapi_specs/helpers.h>

#define PPS		"pps_cdev_fops"
/* the numbers encode a pointer: 8 bytes on LP64 */
_Static_assert(_IOC_SIZE(PPS_GETPARAMS) == 8 && _IOC_SIZE(PPS_FETCH) == 8, "pps sizes");

DEFINE_KAPI_IOCTL_SPEC(pps_getparams)
	KAPI_IOCTL_HEAD_R(PPS_GETPARAMS, PPS, "struct pps_kparams *", 8,
			  "The source's current parameters",
			  "Filled in")
	KAPI_LONG_DESC("The number encodes the size of a pointer (8), not of the struct (40).")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENODEV, "The source was unregistered")
	KAPI_IOCTL_STRUCT(pps_kparams, "API version, mode and offsets",
		KAPI_IOCTL_FIELD(0, pps_kparams, api_version, KAPI_TYPE_INT, "int", 4,
				 "PPS_API_VERS (1)")
		KAPI_IOCTL_FIELD(1, pps_kparams, mode, KAPI_TYPE_INT, "int", 4,
				 "PPS_CAPTURE*, PPS_OFFSET*, PPS_ECHO*, PPS_CANWAIT, PPS_TSFMT_*")
		KAPI_IOCTL_FIELD(2, pps_kparams, assert_off_tu, KAPI_TYPE_STRUCT, "struct pps_ktime", 16,
				 "Offset added to assert times")
		KAPI_IOCTL_FIELD(3, pps_kparams, clear_off_tu, KAPI_TYPE_STRUCT, "struct pps_ktime", 16,
				 "Offset added to clear times"))
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(pps_setparams)
	KAPI_IOCTL_HEAD_W(PPS_SETPARAMS, PPS, "struct pps_kparams *", 8,
			  "Change the source's parameters",
			  "The new parameters")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENODEV, "The source was unregistered")
	KAPI_ERRNO(EPERM, "Without CAP_SYS_TIME")
	KAPI_ERRNO(EINVAL, "Mode bits the source cannot do, or neither capture edge")
	KAPI_ERRNO(EINTR, "A signal arrived while waiting for the lock")
	KAPI_CAPABILITY_NEXT(CAP_SYS_TIME, "CAP_SYS_TIME", KAPI_CAP_GRANT_PERMISSION)
		KAPI_CAP_ALLOWS("Changing the parameters")
		KAPI_CAP_WITHOUT("EPERM")
	KAPI_CAPABILITY_END
	KAPI_IOCTL_STRUCT(pps_kparams, "API version, mode and offsets",
		KAPI_IOCTL_FIELD(0, pps_kparams, api_version, KAPI_TYPE_INT, "int", 4,
				 "PPS_API_VERS (1)")
		KAPI_IOCTL_FIELD(1, pps_kparams, mode, KAPI_TYPE_INT, "int", 4,
				 "PPS_CAPTURE*, PPS_OFFSET*, PPS_ECHO*, PPS_CANWAIT, PPS_TSFMT_*")
		KAPI_IOCTL_FIELD(2, pps_kparams, assert_off_tu, KAPI_TYPE_STRUCT, "struct pps_ktime", 16,
				 "Offset added to assert times")
		KAPI_IOCTL_FIELD(3, pps_kparams, clear_off_tu, KAPI_TYPE_STRUCT, "struct pps_ktime", 16,
				 "Offset added to clear times"))
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(pps_getcap)
	KAPI_IOCTL_HEAD_R(PPS_GETCAP, PPS, "int *", 8,
			  "The mode bits the source can do",
			  "Receives the bits")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENODEV, "The source was unregistered")
	KAPI_IOCTL_SCALAR(caps, KAPI_TYPE_INT, "int", 4, "PPS_* mode bits")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(pps_fetch)
	KAPI_IOCTL_HEAD_WR(PPS_FETCH, PPS, "struct pps_fdata *", 8,
			  "Wait for the next event (or not) and read the last assert and clear times",
			  "timeout in, times out")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENODEV, "The source was unregistered")
	KAPI_ERRNO(ETIMEDOUT, "No event before the timeout")
	KAPI_ERRNO(EINTR, "A signal arrived while waiting")
	KAPI_ERRNO(EINVAL, "A timeout with nanoseconds out of range")
	KAPI_IOCTL_STRUCT(pps_fdata, "Event info and timeout",
		KAPI_IOCTL_FIELD(0, pps_fdata, info, KAPI_TYPE_STRUCT, "struct pps_kinfo", 48,
				 "Out: sequence numbers, times, mode")
		KAPI_IOCTL_FIELD(1, pps_fdata, timeout, KAPI_TYPE_STRUCT, "struct pps_ktime", 16,
				 "In: how long to wait; PPS_TIME_INVALID in flags: forever"))
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(pps_kc_bind)
	KAPI_IOCTL_HEAD_W(PPS_KC_BIND, PPS, "struct pps_bind_args *", 8,
			  "Bind the source to the kernel's hardpps, or unbind it",
			  "Format, edge, consumer")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENODEV, "The source was unregistered")
	KAPI_ERRNO(EPERM, "Without CAP_SYS_TIME")
	KAPI_ERRNO(EINVAL, "A format other than PPS_TSFMT_TSPEC, an edge the source cannot capture, or a consumer other than PPS_KC_HARDPPS")
	KAPI_ERRNO(EBUSY, "Another source is bound")
	KAPI_CAPABILITY_NEXT(CAP_SYS_TIME, "CAP_SYS_TIME", KAPI_CAP_GRANT_PERMISSION)
		KAPI_CAP_ALLOWS("Binding to hardpps")
		KAPI_CAP_WITHOUT("EPERM")
	KAPI_CAPABILITY_END
	KAPI_IOCTL_STRUCT(pps_bind_args, "The binding",
		KAPI_IOCTL_FIELD(0, pps_bind_args, tsformat, KAPI_TYPE_INT, "int", 4,
				 "PPS_TSFMT_TSPEC",
				 KAPI_FIELD_CONSTRAINT_ENUM(PPS_TSFMT_TSPEC))
		KAPI_IOCTL_FIELD(1, pps_bind_args, edge, KAPI_TYPE_INT, "int", 4,
				 "PPS_CAPTUREASSERT, PPS_CAPTURECLEAR, or 0 to unbind",
				 KAPI_FIELD_CONSTRAINT_MASK(PPS_CAPTUREBOTH))
		KAPI_IOCTL_FIELD(2, pps_bind_args, consumer, KAPI_TYPE_INT, "int", 4,
				 "PPS_KC_HARDPPS",
				 KAPI_FIELD_CONSTRAINT_ENUM(PPS_KC_HARDPPS)))
KAPI_END_SPEC;

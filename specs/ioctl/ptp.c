// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * PTP hardware clocks: /dev/ptpN (drivers/ptp/ptp_chardev.c), type '='.
 * The clock itself is read with clock_gettime() on FD_TO_CLOCKID(fd);
 * these commands ask what it has and drive its pins, timestamp channels
 * and periodic outputs.  Each command exists twice: the second number (2)
 * checks flags and reserved fields strictly.
 */
#include <kapi/spec_compile.h>
#include <errno.h>
#include <limits.h>
#include <stddef.h>
#include <linux/ioctl.h>
#include <linux/ptp_clock.h>
#include <linux/capability.h>
#include <kapi_specs/helpers.h>

#define PTP		"ptp_clock_ops"

DEFINE_KAPI_IOCTL_SPEC(ptp_clock_getcaps)
	KAPI_IOCTL_HEAD_R(PTP_CLOCK_GETCAPS, PTP, "struct ptp_clock_caps *", sizeof(struct ptp_clock_caps),
			  "What the PTP clock can do",
			  "Filled in")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_IOCTL_STRUCT(ptp_clock_caps, "What the clock has",
		KAPI_IOCTL_FIELD(0, ptp_clock_caps, max_adj, KAPI_TYPE_INT, "int", 4,
				 "Largest frequency adjustment, parts per billion")
		KAPI_IOCTL_FIELD(1, ptp_clock_caps, n_alarm, KAPI_TYPE_INT, "int", 4,
				 "Programmable alarms")
		KAPI_IOCTL_FIELD(2, ptp_clock_caps, n_ext_ts, KAPI_TYPE_INT, "int", 4,
				 "External timestamp channels")
		KAPI_IOCTL_FIELD(3, ptp_clock_caps, n_per_out, KAPI_TYPE_INT, "int", 4,
				 "Periodic outputs")
		KAPI_IOCTL_FIELD(4, ptp_clock_caps, pps, KAPI_TYPE_INT, "int", 4,
				 "1 if it can feed the kernel PPS")
		KAPI_IOCTL_FIELD(5, ptp_clock_caps, n_pins, KAPI_TYPE_INT, "int", 4,
				 "Configurable pins")
		KAPI_IOCTL_FIELD(6, ptp_clock_caps, cross_timestamping, KAPI_TYPE_INT, "int", 4,
				 "1 if PTP_SYS_OFFSET_PRECISE works")
		KAPI_IOCTL_FIELD(7, ptp_clock_caps, adjust_phase, KAPI_TYPE_INT, "int", 4,
				 "1 if it adjusts phase"))
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(ptp_extts_request)
	KAPI_IOCTL_HEAD_W(PTP_EXTTS_REQUEST, PTP, "struct ptp_extts_request *", sizeof(struct ptp_extts_request),
			  "Turn an external timestamp channel on or off",
			  "Channel and flags")
	KAPI_LONG_DESC("Timestamps are then read from the descriptor. Unknown flags are ignored, "
	               "as old programs left them unset.")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EINVAL, "The channel is n_ext_ts or more, or (second form) bad flags or reserved fields")
	KAPI_ERRNO(EOPNOTSUPP, "The clock cannot take these edges")
	KAPI_ERRNO(EINTR, "A signal arrived while waiting for the lock")
	KAPI_IOCTL_STRUCT(ptp_extts_request, "Channel and flags",
		KAPI_IOCTL_FIELD(0, ptp_extts_request, index, KAPI_TYPE_UINT, "__u32", 4,
				 "Channel, below n_ext_ts")
		KAPI_IOCTL_FIELD(1, ptp_extts_request, flags, KAPI_TYPE_UINT, "__u32", 4,
				 "PTP_ENABLE_FEATURE, edges, PTP_STRICT_FLAGS",
				 KAPI_FIELD_CONSTRAINT_MASK(PTP_EXTTS_V1_VALID_FLAGS)))
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(ptp_perout_request)
	KAPI_IOCTL_HEAD_W(PTP_PEROUT_REQUEST, PTP, "struct ptp_perout_request *", sizeof(struct ptp_perout_request),
			  "Start or stop a periodic output signal",
			  "Start, period, channel, flags")
	KAPI_LONG_DESC("Unknown flags are ignored, as old programs left them unset.")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EINVAL, "The channel is n_per_out or more, or (second form) bad flags or reserved fields")
	KAPI_ERRNO(EOPNOTSUPP, "The clock cannot make this signal")
	KAPI_ERRNO(ERANGE, "A duty cycle longer than the period")
	KAPI_IOCTL_STRUCT(ptp_perout_request, "Start (or phase), period, channel, flags",
		KAPI_STRUCT_FIELD(0, "start", KAPI_TYPE_STRUCT, "struct ptp_clock_time", "Start time, or the phase with PTP_PEROUT_PHASE")
			KAPI_FIELD_OFFSET(0)
			KAPI_FIELD_SIZE(16)
		KAPI_STRUCT_FIELD_END
		KAPI_IOCTL_FIELD(1, ptp_perout_request, period, KAPI_TYPE_STRUCT, "struct ptp_clock_time", 16,
				 "Period; zero turns the output off")
		KAPI_IOCTL_FIELD(2, ptp_perout_request, index, KAPI_TYPE_UINT, "__u32", 4,
				 "Channel, below n_per_out")
		KAPI_IOCTL_FIELD(3, ptp_perout_request, flags, KAPI_TYPE_UINT, "__u32", 4,
				 "PTP_PEROUT_*",
				 KAPI_FIELD_CONSTRAINT_MASK(PTP_PEROUT_V1_VALID_FLAGS)))
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(ptp_enable_pps)
	KAPI_IOCTL_HEAD_W(PTP_ENABLE_PPS, PTP, "int", sizeof(int),
			  "Feed the kernel's PPS from this clock, or stop",
			  "1 on, 0 off (the value itself, though the number says a pointer to int)")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EPERM, "Without CAP_SYS_TIME")
	KAPI_ERRNO(EOPNOTSUPP, "The clock has no PPS")
	KAPI_CAPABILITY_NEXT(CAP_SYS_TIME, "CAP_SYS_TIME", KAPI_CAP_GRANT_PERMISSION)
		KAPI_CAP_ALLOWS("Switching the PPS feed")
		KAPI_CAP_WITHOUT("EPERM")
	KAPI_CAPABILITY_END
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(ptp_sys_offset)
	KAPI_IOCTL_HEAD_W(PTP_SYS_OFFSET, PTP, "struct ptp_sys_offset *", sizeof(struct ptp_sys_offset),
			  "Sample the clock between two system clock reads, n times",
			  "n_samples in, times out")
	KAPI_LONG_DESC("The number says _IOW; the kernel writes the times back all the same.")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EINVAL, "n_samples above PTP_MAX_SAMPLES")
	KAPI_ERRNO(EOPNOTSUPP, "The clock cannot be read this way")
	KAPI_ERRNO(ENOMEM, "Kernel memory ran out")
	KAPI_IOCTL_STRUCT(ptp_sys_offset, "Samples wanted, then system/device/system time triples",
		KAPI_IOCTL_FIELD(0, ptp_sys_offset, n_samples, KAPI_TYPE_UINT, "unsigned int", 4,
				 "Samples, 1..PTP_MAX_SAMPLES",
				 KAPI_FIELD_CONSTRAINT_RANGE(1, PTP_MAX_SAMPLES))
		KAPI_IOCTL_FIELD(1, ptp_sys_offset, ts, KAPI_TYPE_ARRAY, "struct ptp_clock_time[2 * PTP_MAX_SAMPLES + 1]", 816,
				 "Out: system, device, system, ... times"))
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(ptp_pin_getfunc)
	KAPI_IOCTL_HEAD_WR(PTP_PIN_GETFUNC, PTP, "struct ptp_pin_desc *", sizeof(struct ptp_pin_desc),
			  "What a pin does now",
			  "index in, description out")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EINVAL, "The index is n_pins or more, or (second form) reserved fields set")
	KAPI_ERRNO(EOPNOTSUPP, "The clock has no pins")
	KAPI_ERRNO(EINTR, "A signal arrived while waiting for the pin lock")
	KAPI_IOCTL_STRUCT(ptp_pin_desc, "A pin: name, index, function, channel",
		KAPI_IOCTL_FIELD(0, ptp_pin_desc, name, KAPI_TYPE_STRING, "char[64]", 64,
				 "Out: pin name")
		KAPI_IOCTL_FIELD(1, ptp_pin_desc, index, KAPI_TYPE_UINT, "unsigned int", 4,
				 "Pin, below n_pins")
		KAPI_IOCTL_FIELD(2, ptp_pin_desc, func, KAPI_TYPE_UINT, "unsigned int", 4,
				 "PTP_PF_NONE, _EXTTS, _PEROUT or _PHYSYNC",
				 KAPI_FIELD_CONSTRAINT_RANGE(PTP_PF_NONE, PTP_PF_PHYSYNC))
		KAPI_IOCTL_FIELD(3, ptp_pin_desc, chan, KAPI_TYPE_UINT, "unsigned int", 4,
				 "Channel of that function"))
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(ptp_pin_setfunc)
	KAPI_IOCTL_HEAD_W(PTP_PIN_SETFUNC, PTP, "struct ptp_pin_desc *", sizeof(struct ptp_pin_desc),
			  "Give a pin a function and channel",
			  "Pin, function, channel")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EINVAL, "The index is n_pins or more, a channel out of range, or a function the pin cannot have")
	KAPI_ERRNO(EOPNOTSUPP, "The clock has no pins")
	KAPI_ERRNO(EINTR, "A signal arrived while waiting for the pin lock")
	KAPI_IOCTL_STRUCT(ptp_pin_desc, "A pin: name, index, function, channel",
		KAPI_IOCTL_FIELD(0, ptp_pin_desc, name, KAPI_TYPE_STRING, "char[64]", 64,
				 "Out: pin name")
		KAPI_IOCTL_FIELD(1, ptp_pin_desc, index, KAPI_TYPE_UINT, "unsigned int", 4,
				 "Pin, below n_pins")
		KAPI_IOCTL_FIELD(2, ptp_pin_desc, func, KAPI_TYPE_UINT, "unsigned int", 4,
				 "PTP_PF_NONE, _EXTTS, _PEROUT or _PHYSYNC",
				 KAPI_FIELD_CONSTRAINT_RANGE(PTP_PF_NONE, PTP_PF_PHYSYNC))
		KAPI_IOCTL_FIELD(3, ptp_pin_desc, chan, KAPI_TYPE_UINT, "unsigned int", 4,
				 "Channel of that function"))
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(ptp_sys_offset_precise)
	KAPI_IOCTL_HEAD_WR(PTP_SYS_OFFSET_PRECISE, PTP, "struct ptp_sys_offset_precise *", sizeof(struct ptp_sys_offset_precise),
			  "Device and system times taken by the hardware at one instant",
			  "Filled in")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EOPNOTSUPP, "The clock has no cross timestamping")
	KAPI_IOCTL_STRUCT(ptp_sys_offset_precise, "Device time with system times taken at the same instant",
		KAPI_IOCTL_FIELD(0, ptp_sys_offset_precise, device, KAPI_TYPE_STRUCT, "struct ptp_clock_time", 16,
				 "Device clock")
		KAPI_IOCTL_FIELD(1, ptp_sys_offset_precise, sys_realtime, KAPI_TYPE_STRUCT, "struct ptp_clock_time", 16,
				 "CLOCK_REALTIME")
		KAPI_IOCTL_FIELD(2, ptp_sys_offset_precise, sys_monoraw, KAPI_TYPE_STRUCT, "struct ptp_clock_time", 16,
				 "CLOCK_MONOTONIC_RAW"))
	KAPI_SINCE_VERSION("4.6")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(ptp_sys_offset_extended)
	KAPI_IOCTL_HEAD_WR(PTP_SYS_OFFSET_EXTENDED, PTP, "struct ptp_sys_offset_extended *", sizeof(struct ptp_sys_offset_extended),
			  "Sample the clock with system reads tight around each device read",
			  "n_samples in, triples out")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EINVAL, "n_samples above PTP_MAX_SAMPLES, or reserved fields set")
	KAPI_ERRNO(EOPNOTSUPP, "The driver cannot sample this way")
	KAPI_ERRNO(ENOMEM, "Kernel memory ran out")
	KAPI_IOCTL_STRUCT(ptp_sys_offset_extended, "Samples wanted, then (system, device, system) triples",
		KAPI_IOCTL_FIELD(0, ptp_sys_offset_extended, n_samples, KAPI_TYPE_UINT, "unsigned int", 4,
				 "Samples, 1..PTP_MAX_SAMPLES",
				 KAPI_FIELD_CONSTRAINT_RANGE(1, PTP_MAX_SAMPLES))
		KAPI_IOCTL_FIELD(1, ptp_sys_offset_extended, ts, KAPI_TYPE_ARRAY, "struct ptp_clock_time[PTP_MAX_SAMPLES][3]", 1200,
				 "Out: the triples"))
	KAPI_SINCE_VERSION("5.0")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(ptp_clock_getcaps2)
	KAPI_IOCTL_HEAD_R(PTP_CLOCK_GETCAPS2, PTP, "struct ptp_clock_caps *", sizeof(struct ptp_clock_caps),
			  "What the PTP clock can do",
			  "Filled in")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_IOCTL_STRUCT(ptp_clock_caps, "What the clock has",
		KAPI_IOCTL_FIELD(0, ptp_clock_caps, max_adj, KAPI_TYPE_INT, "int", 4,
				 "Largest frequency adjustment, parts per billion")
		KAPI_IOCTL_FIELD(1, ptp_clock_caps, n_alarm, KAPI_TYPE_INT, "int", 4,
				 "Programmable alarms")
		KAPI_IOCTL_FIELD(2, ptp_clock_caps, n_ext_ts, KAPI_TYPE_INT, "int", 4,
				 "External timestamp channels")
		KAPI_IOCTL_FIELD(3, ptp_clock_caps, n_per_out, KAPI_TYPE_INT, "int", 4,
				 "Periodic outputs")
		KAPI_IOCTL_FIELD(4, ptp_clock_caps, pps, KAPI_TYPE_INT, "int", 4,
				 "1 if it can feed the kernel PPS")
		KAPI_IOCTL_FIELD(5, ptp_clock_caps, n_pins, KAPI_TYPE_INT, "int", 4,
				 "Configurable pins")
		KAPI_IOCTL_FIELD(6, ptp_clock_caps, cross_timestamping, KAPI_TYPE_INT, "int", 4,
				 "1 if PTP_SYS_OFFSET_PRECISE works")
		KAPI_IOCTL_FIELD(7, ptp_clock_caps, adjust_phase, KAPI_TYPE_INT, "int", 4,
				 "1 if it adjusts phase"))
	KAPI_SINCE_VERSION("5.4")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(ptp_extts_request2)
	KAPI_IOCTL_HEAD_W(PTP_EXTTS_REQUEST2, PTP, "struct ptp_extts_request *", sizeof(struct ptp_extts_request),
			  "Turn an external timestamp channel on or off",
			  "Channel and flags")
	KAPI_LONG_DESC("Timestamps are then read from the descriptor. Reserved fields and "
	               "unknown flags are refused (EINVAL), unlike the first form.")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EINVAL, "The channel is n_ext_ts or more, or (second form) bad flags or reserved fields")
	KAPI_ERRNO(EOPNOTSUPP, "The clock cannot take these edges")
	KAPI_ERRNO(EINTR, "A signal arrived while waiting for the lock")
	KAPI_IOCTL_STRUCT(ptp_extts_request, "Channel and flags",
		KAPI_IOCTL_FIELD(0, ptp_extts_request, index, KAPI_TYPE_UINT, "__u32", 4,
				 "Channel, below n_ext_ts")
		KAPI_IOCTL_FIELD(1, ptp_extts_request, flags, KAPI_TYPE_UINT, "__u32", 4,
				 "PTP_ENABLE_FEATURE, edges, PTP_STRICT_FLAGS",
				 KAPI_FIELD_CONSTRAINT_MASK(PTP_EXTTS_VALID_FLAGS)))
	KAPI_SINCE_VERSION("5.4")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(ptp_perout_request2)
	KAPI_IOCTL_HEAD_W(PTP_PEROUT_REQUEST2, PTP, "struct ptp_perout_request *", sizeof(struct ptp_perout_request),
			  "Start or stop a periodic output signal",
			  "Start, period, channel, flags")
	KAPI_LONG_DESC("Reserved fields and unknown flags are refused (EINVAL), unlike the first "
	               "form.")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EINVAL, "The channel is n_per_out or more, or (second form) bad flags or reserved fields")
	KAPI_ERRNO(EOPNOTSUPP, "The clock cannot make this signal")
	KAPI_ERRNO(ERANGE, "A duty cycle longer than the period")
	KAPI_IOCTL_STRUCT(ptp_perout_request, "Start (or phase), period, channel, flags",
		KAPI_STRUCT_FIELD(0, "start", KAPI_TYPE_STRUCT, "struct ptp_clock_time", "Start time, or the phase with PTP_PEROUT_PHASE")
			KAPI_FIELD_OFFSET(0)
			KAPI_FIELD_SIZE(16)
		KAPI_STRUCT_FIELD_END
		KAPI_IOCTL_FIELD(1, ptp_perout_request, period, KAPI_TYPE_STRUCT, "struct ptp_clock_time", 16,
				 "Period; zero turns the output off")
		KAPI_IOCTL_FIELD(2, ptp_perout_request, index, KAPI_TYPE_UINT, "__u32", 4,
				 "Channel, below n_per_out")
		KAPI_IOCTL_FIELD(3, ptp_perout_request, flags, KAPI_TYPE_UINT, "__u32", 4,
				 "PTP_PEROUT_*",
				 KAPI_FIELD_CONSTRAINT_MASK(PTP_PEROUT_VALID_FLAGS)))
	KAPI_SINCE_VERSION("5.4")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(ptp_enable_pps2)
	KAPI_IOCTL_HEAD_W(PTP_ENABLE_PPS2, PTP, "int", sizeof(int),
			  "Feed the kernel's PPS from this clock, or stop",
			  "1 on, 0 off (the value itself, though the number says a pointer to int)")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EPERM, "Without CAP_SYS_TIME")
	KAPI_ERRNO(EOPNOTSUPP, "The clock has no PPS")
	KAPI_CAPABILITY_NEXT(CAP_SYS_TIME, "CAP_SYS_TIME", KAPI_CAP_GRANT_PERMISSION)
		KAPI_CAP_ALLOWS("Switching the PPS feed")
		KAPI_CAP_WITHOUT("EPERM")
	KAPI_CAPABILITY_END
	KAPI_SINCE_VERSION("5.4")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(ptp_sys_offset2)
	KAPI_IOCTL_HEAD_W(PTP_SYS_OFFSET2, PTP, "struct ptp_sys_offset *", sizeof(struct ptp_sys_offset),
			  "Sample the clock between two system clock reads, n times",
			  "n_samples in, times out")
	KAPI_LONG_DESC("The number says _IOW; the kernel writes the times back all the same.")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EINVAL, "n_samples above PTP_MAX_SAMPLES")
	KAPI_ERRNO(EOPNOTSUPP, "The clock cannot be read this way")
	KAPI_ERRNO(ENOMEM, "Kernel memory ran out")
	KAPI_IOCTL_STRUCT(ptp_sys_offset, "Samples wanted, then system/device/system time triples",
		KAPI_IOCTL_FIELD(0, ptp_sys_offset, n_samples, KAPI_TYPE_UINT, "unsigned int", 4,
				 "Samples, 1..PTP_MAX_SAMPLES",
				 KAPI_FIELD_CONSTRAINT_RANGE(1, PTP_MAX_SAMPLES))
		KAPI_IOCTL_FIELD(1, ptp_sys_offset, ts, KAPI_TYPE_ARRAY, "struct ptp_clock_time[2 * PTP_MAX_SAMPLES + 1]", 816,
				 "Out: system, device, system, ... times"))
	KAPI_SINCE_VERSION("5.4")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(ptp_pin_getfunc2)
	KAPI_IOCTL_HEAD_WR(PTP_PIN_GETFUNC2, PTP, "struct ptp_pin_desc *", sizeof(struct ptp_pin_desc),
			  "What a pin does now",
			  "index in, description out")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EINVAL, "The index is n_pins or more, or (second form) reserved fields set")
	KAPI_ERRNO(EOPNOTSUPP, "The clock has no pins")
	KAPI_ERRNO(EINTR, "A signal arrived while waiting for the pin lock")
	KAPI_IOCTL_STRUCT(ptp_pin_desc, "A pin: name, index, function, channel",
		KAPI_IOCTL_FIELD(0, ptp_pin_desc, name, KAPI_TYPE_STRING, "char[64]", 64,
				 "Out: pin name")
		KAPI_IOCTL_FIELD(1, ptp_pin_desc, index, KAPI_TYPE_UINT, "unsigned int", 4,
				 "Pin, below n_pins")
		KAPI_IOCTL_FIELD(2, ptp_pin_desc, func, KAPI_TYPE_UINT, "unsigned int", 4,
				 "PTP_PF_NONE, _EXTTS, _PEROUT or _PHYSYNC",
				 KAPI_FIELD_CONSTRAINT_RANGE(PTP_PF_NONE, PTP_PF_PHYSYNC))
		KAPI_IOCTL_FIELD(3, ptp_pin_desc, chan, KAPI_TYPE_UINT, "unsigned int", 4,
				 "Channel of that function"))
	KAPI_SINCE_VERSION("5.4")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(ptp_pin_setfunc2)
	KAPI_IOCTL_HEAD_W(PTP_PIN_SETFUNC2, PTP, "struct ptp_pin_desc *", sizeof(struct ptp_pin_desc),
			  "Give a pin a function and channel",
			  "Pin, function, channel")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EINVAL, "The index is n_pins or more, a channel out of range, or a function the pin cannot have")
	KAPI_ERRNO(EOPNOTSUPP, "The clock has no pins")
	KAPI_ERRNO(EINTR, "A signal arrived while waiting for the pin lock")
	KAPI_IOCTL_STRUCT(ptp_pin_desc, "A pin: name, index, function, channel",
		KAPI_IOCTL_FIELD(0, ptp_pin_desc, name, KAPI_TYPE_STRING, "char[64]", 64,
				 "Out: pin name")
		KAPI_IOCTL_FIELD(1, ptp_pin_desc, index, KAPI_TYPE_UINT, "unsigned int", 4,
				 "Pin, below n_pins")
		KAPI_IOCTL_FIELD(2, ptp_pin_desc, func, KAPI_TYPE_UINT, "unsigned int", 4,
				 "PTP_PF_NONE, _EXTTS, _PEROUT or _PHYSYNC",
				 KAPI_FIELD_CONSTRAINT_RANGE(PTP_PF_NONE, PTP_PF_PHYSYNC))
		KAPI_IOCTL_FIELD(3, ptp_pin_desc, chan, KAPI_TYPE_UINT, "unsigned int", 4,
				 "Channel of that function"))
	KAPI_SINCE_VERSION("5.4")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(ptp_sys_offset_precise2)
	KAPI_IOCTL_HEAD_WR(PTP_SYS_OFFSET_PRECISE2, PTP, "struct ptp_sys_offset_precise *", sizeof(struct ptp_sys_offset_precise),
			  "Device and system times taken by the hardware at one instant",
			  "Filled in")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EOPNOTSUPP, "The clock has no cross timestamping")
	KAPI_IOCTL_STRUCT(ptp_sys_offset_precise, "Device time with system times taken at the same instant",
		KAPI_IOCTL_FIELD(0, ptp_sys_offset_precise, device, KAPI_TYPE_STRUCT, "struct ptp_clock_time", 16,
				 "Device clock")
		KAPI_IOCTL_FIELD(1, ptp_sys_offset_precise, sys_realtime, KAPI_TYPE_STRUCT, "struct ptp_clock_time", 16,
				 "CLOCK_REALTIME")
		KAPI_IOCTL_FIELD(2, ptp_sys_offset_precise, sys_monoraw, KAPI_TYPE_STRUCT, "struct ptp_clock_time", 16,
				 "CLOCK_MONOTONIC_RAW"))
	KAPI_SINCE_VERSION("5.4")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(ptp_sys_offset_extended2)
	KAPI_IOCTL_HEAD_WR(PTP_SYS_OFFSET_EXTENDED2, PTP, "struct ptp_sys_offset_extended *", sizeof(struct ptp_sys_offset_extended),
			  "Sample the clock with system reads tight around each device read",
			  "n_samples in, triples out")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EINVAL, "n_samples above PTP_MAX_SAMPLES, or reserved fields set")
	KAPI_ERRNO(EOPNOTSUPP, "The driver cannot sample this way")
	KAPI_ERRNO(ENOMEM, "Kernel memory ran out")
	KAPI_IOCTL_STRUCT(ptp_sys_offset_extended, "Samples wanted, then (system, device, system) triples",
		KAPI_IOCTL_FIELD(0, ptp_sys_offset_extended, n_samples, KAPI_TYPE_UINT, "unsigned int", 4,
				 "Samples, 1..PTP_MAX_SAMPLES",
				 KAPI_FIELD_CONSTRAINT_RANGE(1, PTP_MAX_SAMPLES))
		KAPI_IOCTL_FIELD(1, ptp_sys_offset_extended, ts, KAPI_TYPE_ARRAY, "struct ptp_clock_time[PTP_MAX_SAMPLES][3]", 1200,
				 "Out: the triples"))
	KAPI_SINCE_VERSION("5.4")
KAPI_END_SPEC;

/* offsets the specs above spell as numbers, checked by the compiler */
_Static_assert(offsetof(struct ptp_perout_request, start) == 0, "ptp_perout_request.start");

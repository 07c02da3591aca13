// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * Clocks and POSIX timers (kernel/time/posix-timers.c, posix-cpu-timers.c,
 * posix-clock.c), the old time-of-day calls and clock tuning
 * (kernel/time/time.c, timekeeping.c, ntp.c), and times() (kernel/sys.c).
 */
#include <kapi/spec_compile.h>
#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <time.h>
#include <sys/timex.h>
#include <linux/capability.h>
#include <kapi_specs/kernel_consts.h>
#include <kapi_specs/uapi_time_mm.h>
#include <kapi_specs/helpers.h>

/*
 * A clock ID: a fixed clock (0..11 less the retired 10, and the auxiliary
 * clocks since 6.17), or a negative ID naming a process or thread CPU
 * clock or, with the low bits 3, a clock device opened as a descriptor
 * (PTP).  A negative ID whose low three bits are 7 names nothing.
 */
#define CLOCKID_ANY_EXPR \
	"(which_clock < 0 && (which_clock & 7) != 7) || " \
	"(which_clock >= 0 && which_clock <= CLOCK_TAI && which_clock != CLOCK_SGI_CYCLE) || " \
	"(which_clock >= CLOCK_AUX && which_clock <= CLOCK_AUX_LAST)"

#define CLOCKID_NOTES \
	"CLOCK_REALTIME_ALARM and CLOCK_BOOTTIME_ALARM need a real-time clock " \
	"device: a kernel without one (like this machine's, without " \
	"CONFIG_RTC_CLASS) refuses them (EINVAL; timer_create EOPNOTSUPP). The auxiliary clocks " \
	"16..23 exist only with CONFIG_POSIX_AUX_CLOCKS (6.17) and once enabled " \
	"in sysfs; otherwise EINVAL or ENODEV."

#define TIMER_ID_PARAM \
	KAPI_PARAM_INT_IN("timer_id", "timer_t", "A timer ID timer_create() returned to this process")

/* clock_gettime and clock_getres: any clock, and the check that it exists */
#define CLOCKID_ANY_PARAM \
	KAPI_PARAM_INT_IN("which_clock", "const clockid_t", "CLOCK_* or a CPU or descriptor clock ID")
#define CLOCKID_ANY_CONSTRAINT \
	KAPI_CONSTRAINT(0, "A clock that exists", \
			"Fixed IDs 0..11 but 10, the auxiliary range 16..23, or a " \
			"negative CPU or descriptor clock ID.") \
		KAPI_CONSTRAINT_EXPR(CLOCKID_ANY_EXPR) \
	KAPI_CONSTRAINT_END

/* A clock ID that named a device or an auxiliary clock now gone */
#define CLOCK_ERR_NODEV \
	KAPI_ERRNO(ENODEV, "A descriptor clock whose device went away, or an auxiliary clock that is not enabled")

/* clock_adjtime and adjtimex: reading is free, changing needs CAP_SYS_TIME */
#define ADJTIME_CAP \
	KAPI_CAPABILITY_NEXT(CAP_SYS_TIME, "CAP_SYS_TIME", KAPI_CAP_GRANT_PERMISSION) \
		KAPI_CAP_ALLOWS("Any mode other than 0 and ADJ_OFFSET_SS_READ") \
		KAPI_CAP_WITHOUT("EPERM") \
	KAPI_CAPABILITY_END

DEFINE_KERNEL_API_SPEC(sys_clock_gettime)
	KAPI_DESCRIPTION("Read a clock")
	KAPI_LONG_DESC("Stores the current value of the clock in *tp. Programs "
		       "usually reach the vDSO instead; this is the system call "
		       "it falls back to, and the only way for CPU-time and "
		       "descriptor clocks.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	CLOCKID_ANY_PARAM
	KAPI_PARAM_USER_OUT("tp", "struct __kernel_timespec *", "Receives the time")
	KAPI_RETURN_ZERO("long", "0, or a negative errno")
	KAPI_ERRNO(EFAULT, "tp cannot be written")
	KAPI_ERRNO(EINVAL, "No such clock, a CPU clock of a process that is gone, or an alarm clock without an RTC device")
	CLOCK_ERR_NODEV
	KAPI_ERRNO(EOPNOTSUPP, "The clock device cannot be read")
	CLOCKID_ANY_CONSTRAINT
	KAPI_SINCE_VERSION("2.6")
	KAPI_NOTES(CLOCKID_NOTES)
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_clock_getres)
	KAPI_DESCRIPTION("Read the resolution of a clock")
	KAPI_LONG_DESC("High-resolution clocks report 1 ns, the coarse ones a "
		       "tick, CPU clocks 1 ns.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	CLOCKID_ANY_PARAM
	KAPI_PARAM_USER_OUT_OPT("tp", "struct __kernel_timespec *", "Receives the resolution, or NULL to only check the clock")
	KAPI_RETURN_ZERO("long", "0, or a negative errno")
	KAPI_ERRNO(EFAULT, "tp cannot be written")
	KAPI_ERRNO(EINVAL, "No such clock, or an alarm clock without an RTC device")
	CLOCK_ERR_NODEV
	KAPI_ERRNO(EOPNOTSUPP, "The clock device has no resolution to report")
	CLOCKID_ANY_CONSTRAINT
	KAPI_SINCE_VERSION("2.6")
	KAPI_NOTES(CLOCKID_NOTES)
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_clock_settime)
	KAPI_DESCRIPTION("Set a clock")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_INT_IN("which_clock", "const clockid_t", "CLOCK_REALTIME, an auxiliary clock or a descriptor clock opened for writing")
	KAPI_PARAM_USER_IN("tp", "const struct __kernel_timespec *", "The new time")
	KAPI_RETURN_ZERO("long", "0, or a negative errno")
	KAPI_ERRNO(EACCES, "A descriptor clock opened without write access")
	KAPI_ERRNO(EFAULT, "tp cannot be read")
	KAPI_ERRNO(EINVAL, "No such clock, a clock that cannot be set (CLOCK_MONOTONIC and the like), tv_nsec outside 0..999999999, a negative time, or one past the limit")
	CLOCK_ERR_NODEV
	KAPI_ERRNO(EOPNOTSUPP, "The clock device cannot be set")
	KAPI_ERRNO(EPERM, "No CAP_SYS_TIME, or a CPU-time clock")
	KAPI_CAPABILITY_NEXT(CAP_SYS_TIME, "CAP_SYS_TIME", KAPI_CAP_GRANT_PERMISSION)
		KAPI_CAP_ALLOWS("Setting the system clocks")
		KAPI_CAP_WITHOUT("EPERM")
		KAPI_CAP_CONDITION("Checked in the initial user namespace: a time namespace cannot set the clock")
	KAPI_CAPABILITY_END
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_MODIFY_STATE | KAPI_EFFECT_IRREVERSIBLE, "system time",
			 "Steps the clock for every process; absolute CLOCK_REALTIME timers and "
			 "timerfds with TFD_TIMER_CANCEL_ON_SET see the jump")
		KAPI_EFFECT_CHECK("clock_near(which_clock, *tp)")
	KAPI_SIDE_EFFECT_END
	KAPI_CONSTRAINT(0, "A clock that can be set",
			"Only CLOCK_REALTIME, the auxiliary clocks and descriptor "
			"clocks take a new time; CPU clocks answer EPERM, the rest EINVAL.")
		KAPI_CONSTRAINT_EXPR("which_clock == CLOCK_REALTIME || (which_clock < 0 && (which_clock & 7) == 3) || "
				     "(which_clock >= CLOCK_AUX && which_clock <= CLOCK_AUX_LAST)")
	KAPI_CONSTRAINT_END
	KAPI_SINCE_VERSION("2.6")
	KAPI_NOTES("Not run by kapi conform: it would set the machine's clock.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_clock_adjtime)
	KAPI_DESCRIPTION("Read or tune a clock's NTP state")
	KAPI_LONG_DESC("adjtimex() for any adjustable clock: with utx->modes 0 it "
		       "only reads the state; other modes change the offset, "
		       "frequency, status or tick of the clock.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_INT_IN("which_clock", "const clockid_t", "CLOCK_REALTIME, an auxiliary clock or a descriptor clock")
	KAPI_PARAM_USER_INOUT("utx", "struct __kernel_timex *", "modes and new values in; the clock's state out")
	KAPI_RETURN_IN_RANGE("long", "The clock state, TIME_OK (0) to TIME_ERROR (5)", 0, 5)
	KAPI_ERRNO(EFAULT, "utx cannot be read or written")
	KAPI_ERRNO(EINVAL, "No such clock, ADJ_OFFSET_SINGLESHOT mixed with other modes, a tick outside 900000/HZ..1100000/HZ, or an ADJ_SETOFFSET time with a bad fraction")
	CLOCK_ERR_NODEV
	KAPI_ERRNO(EOPNOTSUPP, "The clock cannot be adjusted (CLOCK_MONOTONIC, CPU clocks and the like)")
	KAPI_ERRNO(EPERM, "modes asks for a change without CAP_SYS_TIME")
	KAPI_ERRNO(EACCES, "A descriptor clock opened without write access and modes asks for a change")
	ADJTIME_CAP
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_MODIFY_STATE, "clock discipline",
			 "A nonzero modes changes how the clock runs for every process")
		KAPI_EFFECT_CONDITION("utx->modes has bits besides ADJ_OFFSET_SS_READ")
		KAPI_EFFECT_CHECK("timex(which_clock, utx, *utx)")
	KAPI_SIDE_EFFECT_END
	KAPI_SINCE_VERSION("2.6.39")
	KAPI_NOTES("kapi conform runs it only in a lab VM (kapi --kernel), as the "
		   "VM's root: its modes tune the machine's clock, and CAP_SYS_TIME "
		   "is checked in the initial user namespace. It sets the estimated "
		   "error there and reads it back.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_adjtimex)
	KAPI_DESCRIPTION("Read or tune the system clock's NTP state")
	KAPI_LONG_DESC("clock_adjtime(CLOCK_REALTIME, txc_p). modes 0 only reads "
		       "the offset, frequency, error estimates, status and TAI "
		       "offset; NTP daemons set them.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_INOUT("txc_p", "struct __kernel_timex *", "modes and new values in; the state out")
	KAPI_RETURN_IN_RANGE("long", "The clock state, TIME_OK (0) to TIME_ERROR (5)", 0, 5)
	KAPI_ERRNO(EFAULT, "txc_p cannot be read or written")
	KAPI_ERRNO(EINVAL, "ADJ_OFFSET_SINGLESHOT mixed with other modes, a tick outside 900000/HZ..1100000/HZ, a status with bad bits, or an ADJ_SETOFFSET time with a bad fraction")
	KAPI_ERRNO(EPERM, "modes asks for a change without CAP_SYS_TIME")
	ADJTIME_CAP
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_MODIFY_STATE, "clock discipline",
			 "A nonzero modes changes how the system clock runs")
		KAPI_EFFECT_CONDITION("txc_p->modes has bits besides ADJ_OFFSET_SS_READ")
		KAPI_EFFECT_CHECK("timex(0, txc_p, *txc_p)")
	KAPI_SIDE_EFFECT_END
	KAPI_SINCE_VERSION("1.0")
	KAPI_NOTES("kapi conform runs it only in a lab VM (kapi --kernel), as the "
		   "VM's root (CAP_SYS_TIME is checked in the initial user "
		   "namespace); there it sets the estimated error and reads it "
		   "back. ntp_adjtime(3) is this call.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_gettimeofday)
	KAPI_DESCRIPTION("Read the wall clock in microseconds, and the time zone")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_OUT_OPT("tv", "struct __kernel_old_timeval *", "Receives the time, or NULL")
	KAPI_PARAM_USER_OUT_OPT("tz", "struct timezone *", "Receives the kernel's time zone, or NULL")
	KAPI_RETURN_ZERO("long", "0, or -EFAULT")
	KAPI_ERRNO(EFAULT, "tv or tz cannot be written")
	KAPI_SINCE_VERSION("1.0")
	KAPI_NOTES("Normally answered by the vDSO. The time zone is whatever "
		   "settimeofday() last stored; nothing uses it for local time.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_settimeofday)
	KAPI_DESCRIPTION("Set the wall clock, the kernel's time zone, or neither")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_IN_OPT("tv", "struct __kernel_old_timeval *", "The new time, or NULL to leave the clock")
	KAPI_PARAM_USER_IN_OPT("tz", "struct timezone *", "The new time zone, or NULL")
	KAPI_RETURN_ZERO("long", "0, or a negative errno")
	KAPI_ERRNO(EFAULT, "tv or tz cannot be read")
	KAPI_ERRNO(EINVAL, "tv_usec outside 0..999999, a negative or too large time, or tz_minuteswest outside -900..900")
	KAPI_ERRNO(EPERM, "No CAP_SYS_TIME")
	KAPI_CAPABILITY_NEXT(CAP_SYS_TIME, "CAP_SYS_TIME", KAPI_CAP_GRANT_PERMISSION)
		KAPI_CAP_ALLOWS("Setting the clock or the time zone")
		KAPI_CAP_WITHOUT("EPERM, even with both pointers NULL")
	KAPI_CAPABILITY_END
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_MODIFY_STATE | KAPI_EFFECT_IRREVERSIBLE, "system time",
			 "Steps CLOCK_REALTIME for every process")
		KAPI_EFFECT_CONDITION("tv is not NULL")
		KAPI_EFFECT_CHECK("clock_near(0, *tv)")
		KAPI_EFFECT_CHECK_WHEN("tv != 0")
	KAPI_SIDE_EFFECT_END
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_MODIFY_STATE, "kernel time zone",
			 "Stores tz; the first call with a zone and no time shifts a "
			 "clock kept in local time to UTC")
		KAPI_EFFECT_CONDITION("tz is not NULL")
		KAPI_EFFECT_CHECK("timezone(*tz)")
		KAPI_EFFECT_CHECK_WHEN("tz != 0")
	KAPI_SIDE_EFFECT_END
	KAPI_SINCE_VERSION("1.0")
	KAPI_NOTES("With both pointers NULL it only checks the capability and "
		   "changes nothing. Not run by kapi conform: it would set the "
		   "machine's clock.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_time)
	KAPI_DESCRIPTION("Read the wall clock in whole seconds")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_OUT_OPT("tloc", "__kernel_old_time_t *", "Also receives the time, or NULL")
	KAPI_RETURN_IN_RANGE("long", "Seconds since the epoch", 0, LLONG_MAX)
	KAPI_ERRNO(EFAULT, "tloc cannot be written")
	KAPI_SINCE_VERSION("1.0")
	KAPI_NOTES("Normally answered by the vDSO.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_times)
	KAPI_DESCRIPTION("Read the CPU time used by the process and its waited-for children")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_OUT_OPT("tbuf", "struct tms *", "Receives user and system times of the process and of its reaped children, in clock ticks; or NULL")
	KAPI_RETURN_IN_RANGE("long", "Clock ticks since an arbitrary point in the past", 0, LLONG_MAX)
	KAPI_ERRNO(EFAULT, "tbuf cannot be written")
	KAPI_SINCE_VERSION("1.0")
	KAPI_NOTES("Ticks are USER_HZ (100 a second). The return value starts "
		   "near the 32-bit wrap so that programs meet it early.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_timer_create)
	KAPI_DESCRIPTION("Create a per-process POSIX interval timer")
	KAPI_LONG_DESC("Makes a disarmed timer on a clock that signals the "
		       "process (or one thread, with SIGEV_THREAD_ID) on expiry, "
		       "or does nothing with SIGEV_NONE; its ID goes to "
		       "*created_timer_id.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_INT_IN("which_clock", "const clockid_t", "CLOCK_REALTIME, _MONOTONIC, _BOOTTIME, _TAI, the _ALARM clocks or a CPU clock")
	KAPI_PARAM_USER_IN_OPT("timer_event_spec", "struct sigevent *", "How expiry is signalled; NULL means SIGALRM to the process with the timer ID as value")
	KAPI_PARAM_USER_INOUT("created_timer_id", "timer_t *", "Receives the new ID (read first when restoring IDs with PR_TIMER_CREATE_RESTORE_IDS)")
	KAPI_RETURN_ZERO("long", "0, or a negative errno")
	KAPI_ERRNO(EAGAIN, "No memory for the timer, or no free timer ID")
	KAPI_ERRNO(EBUSY, "Restoring IDs and the ID asked for is taken")
	KAPI_ERRNO(EFAULT, "timer_event_spec cannot be read or created_timer_id written")
	KAPI_ERRNO(EINVAL, "No such clock, an unknown sigev_notify, a signal number outside 1..64, or SIGEV_THREAD_ID naming a thread of another process")
	KAPI_ERRNO(ENOMEM, "No memory for the signal queue entry")
	KAPI_ERRNO(EOPNOTSUPP, "The clock has no timers (CLOCK_MONOTONIC_RAW, the coarse clocks, descriptor and auxiliary clocks), or an _ALARM clock on a machine without an RTC device")
	KAPI_ERRNO(EPERM, "An _ALARM clock without CAP_WAKE_ALARM")
	KAPI_CAPABILITY_NEXT(CAP_WAKE_ALARM, "CAP_WAKE_ALARM", KAPI_CAP_GRANT_PERMISSION)
		KAPI_CAP_ALLOWS("Timers on CLOCK_REALTIME_ALARM and CLOCK_BOOTTIME_ALARM")
		KAPI_CAP_WITHOUT("EPERM")
	KAPI_CAPABILITY_END
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_ALLOC_MEMORY | KAPI_EFFECT_RESOURCE_CREATE, "POSIX timer",
			 "A timer owned by the process until timer_delete(), exec or exit")
		KAPI_EFFECT_CHECK("timer(*created_timer_id)")
	KAPI_SIDE_EFFECT_END
	KAPI_CONSTRAINT(0, "A clock with timers",
			"Fixed clocks REALTIME, MONOTONIC, the two CPU-time clocks, "
			"BOOTTIME, the two alarm clocks and TAI, or a CPU clock ID "
			"(negative, low bits not 3 or 7).")
		KAPI_CONSTRAINT_EXPR("(which_clock < 0 && (which_clock & 3) != 3) || "
				     "one_of(which_clock, CLOCK_REALTIME, CLOCK_MONOTONIC, CLOCK_PROCESS_CPUTIME_ID, "
				     "CLOCK_THREAD_CPUTIME_ID, CLOCK_BOOTTIME, CLOCK_REALTIME_ALARM, CLOCK_BOOTTIME_ALARM, CLOCK_TAI)")
	KAPI_CONSTRAINT_END
	KAPI_SINCE_VERSION("2.6")
	KAPI_NOTES(CLOCKID_NOTES)
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_timer_settime)
	KAPI_DESCRIPTION("Arm or disarm a POSIX timer")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	TIMER_ID_PARAM
	KAPI_PARAM_INT_IN("flags", "int", "TIMER_ABSTIME for an absolute first expiry, else 0",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(TIMER_ABSTIME)
		KAPI_PARAM_IGNORED_MASK(~TIMER_ABSTIME))
	KAPI_PARAM_USER_IN("new_setting", "const struct __kernel_itimerspec *", "First expiry and interval; a zero it_value disarms")
	KAPI_PARAM_USER_OUT_OPT("old_setting", "struct __kernel_itimerspec *", "Receives the previous setting, or NULL")
	KAPI_RETURN_ZERO("long", "0, or a negative errno")
	KAPI_ERRNO(EFAULT, "new_setting cannot be read or old_setting written")
	KAPI_ERRNO(EINVAL, "No such timer in this process, or a tv_nsec outside 0..999999999 or negative seconds")
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_MODIFY_STATE, "timer",
			 "Re-arms the timer; a pending expiry signal of the old arming is dropped")
		KAPI_EFFECT_REVERSIBLE
		KAPI_EFFECT_CHECK("timer_set(timer_id, new_setting)")
	KAPI_SIDE_EFFECT_END
	KAPI_SINCE_VERSION("2.6")
	KAPI_NOTES("Flag bits other than TIMER_ABSTIME are ignored.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_timer_gettime)
	KAPI_DESCRIPTION("Read the time left on a POSIX timer and its interval")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	TIMER_ID_PARAM
	KAPI_PARAM_USER_OUT("setting", "struct __kernel_itimerspec *", "Receives the time to the next expiry and the interval")
	KAPI_RETURN_ZERO("long", "0, or a negative errno")
	KAPI_ERRNO(EFAULT, "setting cannot be written")
	KAPI_ERRNO(EINVAL, "No such timer in this process")
	KAPI_SINCE_VERSION("2.6")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_timer_getoverrun)
	KAPI_DESCRIPTION("Count the expiries lost since the timer's last signal was delivered")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	TIMER_ID_PARAM
	KAPI_RETURN_IN_RANGE("long", "The overrun count, capped at INT_MAX", 0, INT_MAX)
	KAPI_ERRNO(EINVAL, "No such timer in this process")
	KAPI_SINCE_VERSION("2.6")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_timer_delete)
	KAPI_DESCRIPTION("Disarm and free a POSIX timer")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	TIMER_ID_PARAM
	KAPI_RETURN_ZERO("long", "0, or a negative errno")
	KAPI_ERRNO(EINVAL, "No such timer in this process")
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_FREE_MEMORY | KAPI_EFFECT_RESOURCE_DESTROY, "POSIX timer",
			 "The ID becomes free; a queued expiry signal is dropped")
		KAPI_EFFECT_CHECK("no_timer(timer_id)")
	KAPI_SIDE_EFFECT_END
	KAPI_SINCE_VERSION("2.6")
KAPI_END_SPEC;

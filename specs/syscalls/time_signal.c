// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * Sleeping and waiting (kernel/time/hrtimer.c, kernel/time/posix-timers.c,
 * fs/select.c), signals to processes and threads (kernel/signal.c), and the
 * per-thread set-up every program start makes: resource limits, the robust
 * futex list, the clear-tid address, rseq and uname (kernel/sys.c,
 * kernel/futex/syscalls.c, kernel/fork.c, kernel/rseq.c).
 */
#include <kapi/spec_compile.h>
#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <time.h>
#include <sys/time.h>
#include <sys/timerfd.h>
#include <sys/resource.h>
#include <linux/capability.h>
#include <kapi_specs/kernel_consts.h>
#include <kapi_specs/helpers.h>

/* The errors of select and pselect6 */
#define SELECT_ERRORS \
	KAPI_ERRNO(EBADF, "A set names a descriptor that is not open") \
	KAPI_ERRNO(EFAULT, "A set or the timeout is out of reach") \
	KAPI_ERRNO(EINTR, "A handled signal arrived") \
	KAPI_ERRNO(EINVAL, "n is negative, or the timeout is invalid") \
	KAPI_ERRNO(ENOMEM, "No memory for the kernel copies of the sets")


DEFINE_KERNEL_API_SPEC(sys_nanosleep)
	KAPI_DESCRIPTION("Sleep for a relative time")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_IN("rqtp", "struct __kernel_timespec *", "How long to sleep")
	KAPI_PARAM_USER_OUT_OPT("rmtp", "struct __kernel_timespec *", "Receives the time left when interrupted, or NULL")
	KAPI_RETURN_ZERO("long", "0 once the time has passed")
	KAPI_ERRNO(EFAULT, "A timespec cannot be read or written")
	KAPI_ERRNO(EINTR, "A handled signal woke the sleeper; rmtp holds what was left")
	KAPI_ERRNO(EINVAL, "tv_nsec is outside 0..999999999, or tv_sec is negative")
	KAPI_SIGNAL_INTR("A handled signal arrives during the sleep; EINTR even under SA_RESTART (only a stop and SIGCONT restart it)")
	KAPI_NOTES("Measured on CLOCK_MONOTONIC. After a stop signal and SIGCONT "
	           "the sleep resumes by itself.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_clock_nanosleep)
	KAPI_DESCRIPTION("Sleep on a chosen clock, for a while or until a time")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_INT_IN("which_clock", "const clockid_t", "CLOCK_REALTIME, CLOCK_MONOTONIC, CLOCK_BOOTTIME, CLOCK_TAI or a process CPU clock",
		KAPI_PARAM_CONSTRAINT("CLOCK_THREAD_CPUTIME_ID and clocks without timers are refused"))
	KAPI_PARAM_INT_IN("flags", "int", "0 for a relative time, TIMER_ABSTIME for an absolute one",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(TIMER_ABSTIME)
		KAPI_PARAM_IGNORED_MASK(0xfffffffe))
	KAPI_PARAM_USER_IN("rqtp", "const struct __kernel_timespec *", "The time")
	KAPI_PARAM_USER_OUT_OPT("rmtp", "struct __kernel_timespec *", "Time left when a relative sleep is interrupted, or NULL")
	KAPI_RETURN_ZERO("long", "0 once the time has come")
	KAPI_ERRNO(EFAULT, "A timespec cannot be read or written")
	KAPI_ERRNO(EINTR, "A handled signal woke the sleeper; rmtp holds what was left")
	KAPI_ERRNO(EINVAL, "tv_nsec is outside 0..999999999, or tv_sec is negative")
	KAPI_ERRNO(EOPNOTSUPP, "The clock cannot be slept on")
	KAPI_SIGNAL_INTR("A handled signal arrives during the sleep; EINTR even under SA_RESTART (only a stop and SIGCONT restart it)")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_poll)
	KAPI_DESCRIPTION("Wait for events on a set of descriptors")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_INOUT_OPT("ufds", "struct pollfd *", "The descriptors and events; revents are filled in")
	KAPI_PARAM_UINT_IN("nfds", "unsigned int", "Entries in ufds",
		KAPI_PARAM_CONSTRAINT("At most RLIMIT_NOFILE"))
	KAPI_PARAM_INT_IN("timeout_msecs", "int", "Milliseconds to wait; negative waits for ever, 0 returns at once")
	KAPI_RETURN_IN_RANGE("long", "Entries with events, 0 on timeout", 0, LLONG_MAX)
	KAPI_ERRNO(EFAULT, "ufds cannot be read or written")
	KAPI_ERRNO(EINTR, "A handled signal arrived first")
	KAPI_ERRNO(EINVAL, "nfds exceeds RLIMIT_NOFILE")
	KAPI_ERR_NOMEM
	KAPI_SIGNAL_INTR("A handled signal arrives before any event; EINTR even under SA_RESTART")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_ppoll)
	KAPI_DESCRIPTION("Wait for events on descriptors with a timespec and a signal "
	                 "mask")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_INOUT_OPT("ufds", "struct pollfd *", "The descriptors and events; revents are filled in")
	KAPI_PARAM_UINT_IN("nfds", "unsigned int", "Entries in ufds",
		KAPI_PARAM_CONSTRAINT("At most RLIMIT_NOFILE"))
	KAPI_PARAM_USER_INOUT_OPT("tsp", "struct __kernel_timespec *", "Timeout, updated with what is left; NULL waits for ever")
	KAPI_PARAM_USER_IN_OPT("sigmask", "const sigset_t *", "Signal mask while waiting, or NULL")
	KAPI_PARAM_UINT_IN("sigsetsize", "size_t", "Size of *sigmask, 8; read only with a mask")
	KAPI_RETURN_IN_RANGE("long", "Entries with events, 0 on timeout", 0, LLONG_MAX)
	KAPI_ERRNO(EFAULT, "An argument cannot be read or written")
	KAPI_ERRNO(EINTR, "A handled signal arrived first")
	KAPI_ERRNO(EINVAL, "nfds exceeds RLIMIT_NOFILE, a bad timeout, or sigsetsize is not 8")
	KAPI_ERR_NOMEM
	KAPI_SIGNAL_INTR("A handled signal arrives before any event; EINTR even under SA_RESTART")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_kill)
	KAPI_DESCRIPTION("Send a signal to a process or a group of processes")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_INT_IN("pid", "pid_t", ">0 a process, 0 the caller's group, -1 every process it may signal, <-1 group -pid")
	KAPI_PARAM_INT_IN("sig", "int", "The signal; 0 only checks that the target exists",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, 64))
	KAPI_RETURN_ZERO("long", "0 when at least one target got it")
	KAPI_ERRNO(EINVAL, "sig is not a valid signal number")
	KAPI_ERRNO(EPERM, "The caller may not signal any of the targets")
	KAPI_ERRNO(ESRCH, "No such process or group")
	KAPI_CAPABILITY_NEXT(CAP_KILL, "CAP_KILL", KAPI_CAP_BYPASS_CHECK)
		KAPI_CAP_ALLOWS("Signalling processes of other users")
		KAPI_CAP_WITHOUT("EPERM")
	KAPI_CAPABILITY_END
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_tgkill)
	KAPI_DESCRIPTION("Send a signal to one thread of a thread group")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_INT_IN("tgid", "pid_t", "The thread group (process)",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(1, INT_MAX))
	KAPI_PARAM_INT_IN("pid", "pid_t", "The thread",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(1, INT_MAX))
	KAPI_PARAM_INT_IN("sig", "int", "The signal; 0 only checks that the thread exists",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, 64))
	KAPI_RETURN_ZERO("long", "0, or a negative errno")
	KAPI_ERRNO(EAGAIN, "The real-time signal queue is full")
	KAPI_ERRNO(EINVAL, "A non-positive ID, or sig is not a valid signal number")
	KAPI_ERRNO(EPERM, "The caller may not signal the thread")
	KAPI_ERRNO(ESRCH, "No such thread in that group")
	KAPI_CAPABILITY_NEXT(CAP_KILL, "CAP_KILL", KAPI_CAP_BYPASS_CHECK)
		KAPI_CAP_ALLOWS("Signalling threads of other users")
		KAPI_CAP_WITHOUT("EPERM")
	KAPI_CAPABILITY_END
	KAPI_SINCE_VERSION("2.5.75")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_prlimit64)
	KAPI_DESCRIPTION("Get and set a process's resource limits")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_INT_IN("pid", "pid_t", "The process, or 0 for the caller")
	KAPI_PARAM_UINT_IN("resource", "unsigned int", "RLIMIT_*",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, RLIM_NLIMITS - 1))
	KAPI_PARAM_USER_IN_OPT("new_rlim", "const struct rlimit64 *", "New soft and hard limits, or NULL")
	KAPI_PARAM_USER_OUT_OPT("old_rlim", "struct rlimit64 *", "Receives the old limits, or NULL")
	KAPI_RETURN_ZERO("long", "0, or a negative errno")
	KAPI_ERRNO(EFAULT, "A limit struct cannot be used")
	KAPI_ERRNO(EINVAL, "Unknown resource, or a soft limit above the hard one")
	KAPI_ERRNO(EPERM, "Raising a hard limit, or touching another user's process, without privilege")
	KAPI_ERR_SRCH
	KAPI_CAPABILITY_NEXT(CAP_SYS_RESOURCE, "CAP_SYS_RESOURCE", KAPI_CAP_BYPASS_CHECK)
		KAPI_CAP_ALLOWS("Raising a hard limit, and RLIMIT_NOFILE above fs.nr_open")
		KAPI_CAP_WITHOUT("EPERM")
	KAPI_CAPABILITY_END
	KAPI_SINCE_VERSION("2.6.36")
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_MODIFY_STATE, "rlimits",
			      "The soft limit of resource becomes new_rlim's")
		KAPI_EFFECT_CHECK("rlimit(resource, *new_rlim)")
		KAPI_EFFECT_CHECK_WHEN("new_rlim != 0 && resource != RLIMIT_CPU")
	KAPI_SIDE_EFFECT_END
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_set_robust_list)
	KAPI_DESCRIPTION("Register the thread's list of robust futexes")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_NEXT("head", "struct robust_list_head *", "The list head; the kernel only stores it")
		KAPI_PARAM_TYPE(KAPI_TYPE_USER_PTR)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN | KAPI_PARAM_USER)
	KAPI_PARAM_END
	KAPI_PARAM_UINT_IN("len", "size_t", "sizeof(struct robust_list_head)",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(24, 24))
	KAPI_RETURN_ZERO("long", "0, or a negative errno")
	KAPI_ERRNO(EINVAL, "len is not the size of the list head (24 bytes on x86-64)")
	KAPI_NOTES("At thread exit the kernel walks the list and marks each held "
	           "futex as owned by a dead thread.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_set_tid_address)
	KAPI_DESCRIPTION("Set the address the kernel clears when the thread exits")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_IN_OPT("tidptr", "int *", "Cleared and futex-woken at exit; NULL for none")
	KAPI_RETURN_IN_RANGE("long", "The caller's thread ID", 0, LLONG_MAX)
	KAPI_NOTES("It never fails. Thread libraries use the wake-up to join "
	           "exited threads.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_rseq)
	KAPI_DESCRIPTION("Register or unregister restartable sequences for the thread")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_NEXT("rseq", "struct rseq *", "The thread's rseq area; the kernel keeps its cpu fields current")
		KAPI_PARAM_TYPE(KAPI_TYPE_USER_PTR)
		KAPI_PARAM_FLAGS(KAPI_PARAM_INOUT | KAPI_PARAM_USER)
	KAPI_PARAM_END
	KAPI_PARAM_UINT_IN("rseq_len", "u32", "Size of the area: 32, or larger to use later fields")
	KAPI_PARAM_INT_IN("flags", "int", "0 to register, RSEQ_FLAG_UNREGISTER to unregister",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(1))
	KAPI_PARAM_UINT_IN("sig", "u32", "Signature that must precede each abort handler")
	KAPI_RETURN_ZERO("long", "0, or a negative errno")
	KAPI_ERRNO(EBUSY, "Another area is already registered")
	KAPI_ERRNO(EFAULT, "The area cannot be written")
	KAPI_ERRNO(EINVAL, "Unknown flags, a bad size or alignment, or unregistering an area that is not the registered one")
	KAPI_ERRNO(EPERM, "Unregistering with a signature other than the registered one")
	KAPI_SINCE_VERSION("4.18")
	KAPI_NOTES("The C library registers an area for each thread it starts.")
	KAPI_STRUCT_SPEC(0, rseq, "The area a thread registers with rseq; the kernel updates it on every return to user space. 32 bytes registered, 32-byte aligned; the kernel uses the first AT_RSEQ_FEATURE_SIZE bytes")
		KAPI_STRUCT_SIZE(32, 32)
		KAPI_STRUCT_FIELD(0, "cpu_id_start", KAPI_TYPE_UINT, "__u32", "The CPU the thread runs on, always valid once registered")
			KAPI_FIELD_OFFSET(0) KAPI_FIELD_SIZE(4)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(1, "cpu_id", KAPI_TYPE_UINT, "__u32", "The same, or RSEQ_CPU_ID_UNINITIALIZED (-1) / RSEQ_CPU_ID_REGISTRATION_FAILED (-2)")
			KAPI_FIELD_OFFSET(4) KAPI_FIELD_SIZE(4)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(2, "rseq_cs", KAPI_TYPE_UINT, "__u64", "Address of the active struct rseq_cs, 0 outside a critical section")
			KAPI_FIELD_OFFSET(8) KAPI_FIELD_SIZE(8)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(3, "flags", KAPI_TYPE_UINT, "__u32", "Deprecated RSEQ_CS_FLAG_NO_RESTART_ON_* bits")
			KAPI_FIELD_OFFSET(16) KAPI_FIELD_SIZE(4)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(4, "node_id", KAPI_TYPE_UINT, "__u32", "The NUMA node the thread runs on (6.3 on, with AT_RSEQ_FEATURE_SIZE >= 24)")
			KAPI_FIELD_OFFSET(20) KAPI_FIELD_SIZE(4)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(5, "mm_cid", KAPI_TYPE_UINT, "__u32", "A concurrency ID of the process, below its thread count and CPU count (6.3 on)")
			KAPI_FIELD_OFFSET(24) KAPI_FIELD_SIZE(4)
		KAPI_STRUCT_FIELD_END
	KAPI_STRUCT_SPEC_END
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_newuname)
	KAPI_DESCRIPTION("Describe the running kernel and machine")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_OUT("name", "struct new_utsname *", "Receives the system name, node name, release, version, machine and domain")
	KAPI_RETURN_ZERO("long", "0, or a negative errno")
	KAPI_ERRNO(EFAULT, "name cannot be written")
	KAPI_NOTES("Each field is a NUL-terminated string of at most 64 bytes; "
	           "uname(2) is this call.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_sched_yield)
	KAPI_DESCRIPTION("Give up the CPU to other runnable threads")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_RETURN_ZERO("long", "Always 0")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_sigaltstack)
	KAPI_DESCRIPTION("Set or read the stack signal handlers run on")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_IN_OPT("uss", "const stack_t *", "The new stack, SS_DISABLE to turn it off, or NULL")
	KAPI_PARAM_USER_OUT_OPT("uoss", "stack_t *", "Receives the current stack, or NULL")
	KAPI_RETURN_ZERO("long", "0")
	KAPI_ERRNO(EFAULT, "uss or uoss is out of reach")
	KAPI_ERRNO(EINVAL, "ss_flags, less SS_AUTODISARM, is neither 0, SS_ONSTACK nor SS_DISABLE")
	KAPI_ERRNO(ENOMEM, "ss_size is below the minimum signal stack size")
	KAPI_ERRNO(EPERM, "The thread is running on the alternate stack now")
	KAPI_NOTES("Programs set one up so a handler can run after a stack overflow.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_select)
	KAPI_DESCRIPTION("Wait until descriptors are ready, with a microsecond timeout")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_INT_IN("n", "int", "One more than the highest descriptor in the sets",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, INT_MAX))
	KAPI_PARAM_USER_INOUT_OPT("inp", "fd_set *", "Descriptors to watch for reading, or NULL")
	KAPI_PARAM_USER_INOUT_OPT("outp", "fd_set *", "Descriptors to watch for writing, or NULL")
	KAPI_PARAM_USER_INOUT_OPT("exp", "fd_set *", "Descriptors to watch for exceptions, or NULL")
	KAPI_PARAM_USER_INOUT_OPT("tvp", "struct __kernel_old_timeval *", "Time left to wait, updated; NULL waits for ever")
	KAPI_RETURN_IN_RANGE("long", "Ready descriptors counted over the three sets; 0 on timeout", 0, INT_MAX)
	SELECT_ERRORS
	KAPI_SIGNAL_INTR("A handled signal arrives during the wait")
	KAPI_NOTES("Descriptors at or above FD_SETSIZE (1024) overrun the C library fd_set.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_pselect6)
	KAPI_DESCRIPTION("Wait until descriptors are ready, with a nanosecond timeout and a temporary signal mask")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_INT_IN("n", "int", "One more than the highest descriptor in the sets",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, INT_MAX))
	KAPI_PARAM_USER_INOUT_OPT("inp", "fd_set *", "Descriptors to watch for reading, or NULL")
	KAPI_PARAM_USER_INOUT_OPT("outp", "fd_set *", "Descriptors to watch for writing, or NULL")
	KAPI_PARAM_USER_INOUT_OPT("exp", "fd_set *", "Descriptors to watch for exceptions, or NULL")
	KAPI_PARAM_USER_INOUT_OPT("tsp", "struct __kernel_timespec *", "Time left to wait, updated; NULL waits for ever")
	KAPI_PARAM_USER_IN_OPT("sig", "void *", "A {sigset pointer, size} pair, or NULL")
	KAPI_RETURN_IN_RANGE("long", "Ready descriptors counted over the three sets; 0 on timeout", 0, INT_MAX)
	SELECT_ERRORS
	KAPI_SIGNAL_INTR("A signal the temporary mask lets through arrives")
	KAPI_NOTES("The sigset size in sig must be 8; a wrong one gives EINVAL.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_timerfd_create)
	KAPI_DESCRIPTION("Make a timer that is read through a descriptor")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_INT_IN("clockid", "int", "The clock it counts",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_ENUM)
		KAPI_PARAM_ENUM_VALUES(((const s64[]){ CLOCK_REALTIME, CLOCK_MONOTONIC, CLOCK_BOOTTIME, CLOCK_REALTIME_ALARM, CLOCK_BOOTTIME_ALARM })))
	KAPI_PARAM_INT_IN("flags", "int", "TFD_CLOEXEC, TFD_NONBLOCK",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(TFD_CLOEXEC | TFD_NONBLOCK))
	KAPI_RETURN_NEW_FD("long", "The new descriptor")
	KAPI_ERRNO(EINVAL, "An unknown clock or flag")
	KAPI_ERR_MFILE_SHORT
	KAPI_ERR_NFILE_SHORT
	KAPI_ERRNO(ENODEV, "The anonymous inode could not be mounted")
	KAPI_ERR_NOMEM
	KAPI_ERRNO(EPERM, "An _ALARM clock without CAP_WAKE_ALARM")
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_RESOURCE_CREATE, "file descriptor table",
			      "A new timerfd and its descriptor")
		KAPI_EFFECT_CHECK("fd_link(ret, timerfd)")
	KAPI_SIDE_EFFECT_END
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_timerfd_settime)
	KAPI_DESCRIPTION("Arm or disarm a timerfd")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("ufd", "int", "The timerfd")
	KAPI_PARAM_INT_IN("flags", "int", "TFD_TIMER_ABSTIME, TFD_TIMER_CANCEL_ON_SET",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(TFD_TIMER_ABSTIME | TFD_TIMER_CANCEL_ON_SET))
	KAPI_PARAM_USER_IN("utmr", "const struct __kernel_itimerspec *", "First expiry and interval; a zero expiry disarms")
	KAPI_PARAM_USER_OUT_OPT("otmr", "struct __kernel_itimerspec *", "Receives the previous setting, or NULL")
	KAPI_RETURN_ZERO("long", "0")
	KAPI_ERRNO(EBADF, "ufd is not open")
	KAPI_ERRNO(ECANCELED, "TFD_TIMER_CANCEL_ON_SET and the realtime clock was set meanwhile")
	KAPI_ERRNO(EFAULT, "utmr or otmr is out of reach")
	KAPI_ERRNO(EINVAL, "ufd is not a timerfd, an unknown flag, a nanosecond field out of range, or CANCEL_ON_SET without ABSTIME on a realtime clock")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_timerfd_gettime)
	KAPI_DESCRIPTION("Read the time left on a timerfd and its interval")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("ufd", "int", "The timerfd")
	KAPI_PARAM_USER_OUT("otmr", "struct __kernel_itimerspec *", "Receives the setting")
	KAPI_RETURN_ZERO("long", "0")
	KAPI_ERRNO(EBADF, "ufd is not open")
	KAPI_ERRNO(EFAULT, "otmr is out of reach")
	KAPI_ERRNO(EINVAL, "ufd is not a timerfd")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_setitimer)
	KAPI_DESCRIPTION("Arm or disarm one of the process interval timers")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_INT_IN("which", "int", "ITIMER_REAL, ITIMER_VIRTUAL or ITIMER_PROF",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_ENUM)
		KAPI_PARAM_ENUM_VALUES(((const s64[]){ ITIMER_REAL, ITIMER_VIRTUAL, ITIMER_PROF })))
	KAPI_PARAM_USER_IN_OPT("value", "struct __kernel_old_itimerval *", "The new setting; NULL disarms")
	KAPI_PARAM_USER_OUT_OPT("ovalue", "struct __kernel_old_itimerval *", "Receives the previous setting, or NULL")
	KAPI_RETURN_ZERO("long", "0")
	KAPI_ERRNO(EFAULT, "value or ovalue is out of reach")
	KAPI_ERRNO(EINVAL, "An unknown timer, or a microsecond field outside 0..999999")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_getitimer)
	KAPI_DESCRIPTION("Read one of the process interval timers")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_INT_IN("which", "int", "ITIMER_REAL, ITIMER_VIRTUAL or ITIMER_PROF",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_ENUM)
		KAPI_PARAM_ENUM_VALUES(((const s64[]){ ITIMER_REAL, ITIMER_VIRTUAL, ITIMER_PROF })))
	KAPI_PARAM_USER_OUT("value", "struct __kernel_old_itimerval *", "Receives the setting")
	KAPI_RETURN_ZERO("long", "0")
	KAPI_ERRNO(EFAULT, "value is out of reach")
	KAPI_ERRNO(EINVAL, "An unknown timer")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_alarm)
	KAPI_DESCRIPTION("Send SIGALRM after a number of seconds, replacing any earlier alarm")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_UINT_IN("seconds", "unsigned int", "Seconds from now; 0 cancels")
	KAPI_RETURN_IN_RANGE("long", "Seconds the earlier alarm had left, rounded up; 0 if none", 0, UINT_MAX)
	KAPI_NOTES("It never fails. It shares ITIMER_REAL with setitimer().")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_rt_sigtimedwait)
	KAPI_DESCRIPTION("Take a pending signal from a set, waiting up to a timeout")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_IN("uthese", "const sigset_t *", "Signals to wait for, normally blocked")
	KAPI_PARAM_USER_OUT_OPT("uinfo", "siginfo_t *", "Receives the signal details, or NULL")
	KAPI_PARAM_USER_IN_OPT("uts", "const struct __kernel_timespec *", "Longest wait; NULL waits for ever")
	KAPI_PARAM_UINT_IN("sigsetsize", "size_t", "sizeof the kernel sigset (8)",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(8, 8))
	KAPI_RETURN_IN_RANGE("long", "The signal number taken", 1, 64)
	KAPI_ERRNO(EAGAIN, "The timeout passed")
	KAPI_ERR_FAULT_PTR
	KAPI_ERRNO(EINTR, "A signal outside the set was caught")
	KAPI_ERRNO(EINVAL, "sigsetsize is not 8, or the timeout is invalid")
	KAPI_SIGNAL_INTR("A signal outside the set is caught")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_rt_sigpending)
	KAPI_DESCRIPTION("The signals pending for the thread or its process while blocked")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_OUT("uset", "sigset_t *", "Receives the set; not touched when sigsetsize is 0",
		KAPI_PARAM_SIZE_PARAM(1))
	KAPI_PARAM_UINT_IN("sigsetsize", "size_t", "Bytes of the set wanted, at most 8",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, 8))
	KAPI_RETURN_ZERO("long", "0")
	KAPI_ERRNO(EFAULT, "uset is out of reach")
	KAPI_ERRNO(EINVAL, "sigsetsize is larger than 8")
KAPI_END_SPEC;

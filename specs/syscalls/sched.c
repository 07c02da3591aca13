// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * Scheduling policy and I/O priority, personality, the file-system IDs and
 * capset (kernel/sched/syscalls.c, block/ioprio.c, kernel/exec_domain.c,
 * kernel/sys.c, kernel/capability.c).
 */
#include <kapi/spec_compile.h>
#include <errno.h>
#include <limits.h>
#include <linux/sched.h>
#include <linux/sched/types.h>
#include <linux/ioprio.h>
#include <linux/capability.h>
#include <kapi_specs/kernel_consts.h>
#include <kapi_specs/uapi_sec.h>
#include <kapi_specs/helpers.h>

/* A pid argument: 0 for the caller, negative is EINVAL */
#define SCHED_PID(d) \
	KAPI_PARAM_INT_IN("pid", "pid_t", d, \
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE) \
		KAPI_PARAM_RANGE(0, INT_MAX) \
		KAPI_PARAM_CONSTRAINT("0 names the calling thread; a negative pid is EINVAL"))

#define SCHED_CAP_NICE(what) \
	KAPI_CAPABILITY_NEXT(CAP_SYS_NICE, "CAP_SYS_NICE", KAPI_CAP_BYPASS_CHECK) \
		KAPI_CAP_ALLOWS(what) \
		KAPI_CAP_WITHOUT("Only the caller's own threads (matching real or effective UID), " \
				 "no real-time priority above RLIMIT_RTPRIO, no leaving SCHED_IDLE " \
				 "unless RLIMIT_NICE allows it") \
		KAPI_CAP_CONDITION("Checked in the caller's user namespace against the target's") \
	KAPI_CAPABILITY_END

/* sched_getattr and sched_setattr: flags, reserved */
#define SCHED_ATTR_FLAGS_PARAM \
	KAPI_PARAM_UINT_IN("flags", "unsigned int", "Reserved: 0", \
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK) \
		KAPI_PARAM_VALID_MASK(0))

DEFINE_KERNEL_API_SPEC(sys_sched_get_priority_max)
	KAPI_DESCRIPTION("Highest static priority a scheduling policy takes")
	KAPI_CONTEXT(KAPI_CTX_PROCESS)
	KAPI_PARAM_INT_IN("policy", "int", "A SCHED_* policy (SCHED_ISO, 4, is reserved)",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_ENUM)
		KAPI_PARAM_ENUM_VALUES(((const s64[]){ SCHED_NORMAL, SCHED_FIFO, SCHED_RR, SCHED_BATCH, SCHED_IDLE, SCHED_DEADLINE, SCHED_EXT })))
	KAPI_RETURN_IN_RANGE("long", "99 for SCHED_FIFO and SCHED_RR, 0 for the others", 0, 99)
	KAPI_ERRNO(EINVAL, "policy is not a known scheduling policy")
	KAPI_SINCE_VERSION("2.0")
	KAPI_NOTES("SCHED_EXT (7, since 6.12) answers 0 like SCHED_NORMAL. The "
		   "SCHED_RESET_ON_FORK bit is not accepted here.")
	KAPI_PARAM_SINCE(policy, SCHED_EXT, "6.12")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_sched_get_priority_min)
	KAPI_DESCRIPTION("Lowest static priority a scheduling policy takes")
	KAPI_CONTEXT(KAPI_CTX_PROCESS)
	KAPI_PARAM_INT_IN("policy", "int", "A SCHED_* policy (SCHED_ISO, 4, is reserved)",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_ENUM)
		KAPI_PARAM_ENUM_VALUES(((const s64[]){ SCHED_NORMAL, SCHED_FIFO, SCHED_RR, SCHED_BATCH, SCHED_IDLE, SCHED_DEADLINE, SCHED_EXT })))
	KAPI_RETURN_IN_RANGE("long", "1 for SCHED_FIFO and SCHED_RR, 0 for the others", 0, 1)
	KAPI_ERRNO(EINVAL, "policy is not a known scheduling policy")
	KAPI_SINCE_VERSION("2.0")
	KAPI_PARAM_SINCE(policy, SCHED_EXT, "6.12")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_sched_getscheduler)
	KAPI_DESCRIPTION("The scheduling policy of a thread")
	KAPI_CONTEXT(KAPI_CTX_PROCESS)
	SCHED_PID("Thread to ask about")
	KAPI_RETURN("long", "The SCHED_* policy, with SCHED_RESET_ON_FORK ORed in when set")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_RANGE)
		KAPI_RETURN_SUCCESS_RANGE(0, SCHED_RESET_ON_FORK | SCHED_EXT)
	KAPI_RETURN_END
	KAPI_ERRNO(EINVAL, "pid is negative")
	KAPI_ERR_SRCH
	KAPI_ERRNO(EPERM, "A security module refused to show the thread's scheduling")
	KAPI_SINCE_VERSION("2.0")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_sched_getparam)
	KAPI_DESCRIPTION("The static (real-time) priority of a thread")
	KAPI_CONTEXT(KAPI_CTX_PROCESS)
	SCHED_PID("Thread to ask about")
	KAPI_PARAM_USER_OUT("param", "struct sched_param *", "Receives sched_priority",
		KAPI_PARAM_SIZE(sizeof(int)))
	KAPI_RETURN_ZERO("long", "0")
	KAPI_ERRNO(EINVAL, "param is NULL or pid is negative",
		   "A NULL param is EINVAL here, not EFAULT.")
	KAPI_ERR_SRCH
	KAPI_ERRNO(EFAULT, "param cannot be written")
	KAPI_ERRNO(EPERM, "A security module refused to show the thread's scheduling")
	KAPI_SINCE_VERSION("2.0")
	KAPI_NOTES("The priority is 0 for every policy but SCHED_FIFO and SCHED_RR.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_sched_setparam)
	KAPI_DESCRIPTION("Change the static priority of a thread, keeping its policy")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	SCHED_PID("Thread to change")
	KAPI_PARAM_USER_IN("param", "struct sched_param *", "sched_priority: 1..99 under SCHED_FIFO/RR, 0 otherwise",
		KAPI_PARAM_SIZE(sizeof(int)))
	KAPI_RETURN_ZERO("long", "0")
	KAPI_ERRNO(EINVAL, "param is NULL, pid is negative, or the priority does not fit the policy")
	KAPI_ERR_SRCH
	KAPI_ERRNO(EFAULT, "param cannot be read")
	KAPI_ERRNO(EPERM, "Another user's thread, or a priority over RLIMIT_RTPRIO, without CAP_SYS_NICE",
		   "Also when a security module refuses, or the thread is a real-time "
		   "one in a cgroup with no real-time runtime.")
	KAPI_ERRNO(EBUSY, "A SCHED_DEADLINE thread's bandwidth no longer fits")
	SCHED_CAP_NICE("Change any thread's priority, past RLIMIT_RTPRIO")
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_MODIFY_STATE | KAPI_EFFECT_SCHEDULE, "task priority",
			      "The thread is requeued at its new priority and may be preempted")
		KAPI_EFFECT_REVERSIBLE
		KAPI_EFFECT_CHECK("sched_prio(pid, *param)")
	KAPI_SIDE_EFFECT_END
	KAPI_SINCE_VERSION("2.0")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_sched_setscheduler)
	KAPI_DESCRIPTION("Change the scheduling policy and static priority of a thread")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	SCHED_PID("Thread to change")
	KAPI_PARAM_INT_IN("policy", "int", "SCHED_NORMAL, SCHED_FIFO, SCHED_RR, SCHED_BATCH, SCHED_IDLE or SCHED_EXT, optionally | SCHED_RESET_ON_FORK",
		KAPI_PARAM_CONSTRAINT("Which values pass depends on param too: see the constraints. "
				      "SCHED_DEADLINE needs sched_setattr() and is always EINVAL here"))
	KAPI_PARAM_USER_IN("param", "struct sched_param *", "sched_priority: 1..99 under SCHED_FIFO/RR, 0 otherwise",
		KAPI_PARAM_SIZE(sizeof(int)))
	KAPI_RETURN_ZERO("long", "0")
	KAPI_ERRNO(EINVAL, "Unknown policy, NULL param, negative pid, or a priority the policy does not take",
		   "SCHED_FIFO and SCHED_RR take 1..99, every other policy 0.")
	KAPI_ERR_SRCH
	KAPI_ERRNO(EFAULT, "param cannot be read")
	KAPI_ERRNO(EPERM, "Real-time policy, another user's thread or leaving SCHED_IDLE without CAP_SYS_NICE",
		   "Also when the thread is pinned to CPUs it may not leave, a security "
		   "module refuses, or clearing SCHED_RESET_ON_FORK without privilege.")
	KAPI_ERRNO(EBUSY, "A SCHED_DEADLINE thread's bandwidth no longer fits after the change")
	SCHED_CAP_NICE("Real-time policies and priorities for any thread")
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_MODIFY_STATE | KAPI_EFFECT_SCHEDULE, "task policy",
			      "The thread moves to the policy's scheduling class")
		KAPI_EFFECT_REVERSIBLE
		KAPI_EFFECT_CHECK("sched_policy(pid, policy)")
	KAPI_SIDE_EFFECT_END
	KAPI_CONSTRAINT(0, "A known policy",
			"Without SCHED_RESET_ON_FORK, policy is one of the six policies "
			"this call sets (7 is SCHED_EXT, taken only with CONFIG_SCHED_CLASS_EXT).")
		KAPI_CONSTRAINT_EXPR("one_of(policy & ~SCHED_RESET_ON_FORK, SCHED_NORMAL, SCHED_FIFO, SCHED_RR, SCHED_BATCH, SCHED_IDLE, SCHED_EXT)")
	KAPI_CONSTRAINT_END
	KAPI_CONSTRAINT(1, "Real-time priority",
			"With SCHED_FIFO or SCHED_RR, param->sched_priority is 1..99; "
			"with any other policy it is 0.")
		KAPI_CONSTRAINT_EXPR("one_of(policy & ~SCHED_RESET_ON_FORK, SCHED_FIFO, SCHED_RR) -> "
				     "param.sched_priority >= 1 && param.sched_priority <= 99")
	KAPI_CONSTRAINT_END
	KAPI_EXAMPLES("struct sched_param p = { .sched_priority = 10 };\nsched_setscheduler(0, SCHED_FIFO | SCHED_RESET_ON_FORK, &p);")
	KAPI_SINCE_VERSION("2.0")
	KAPI_NOTES("SCHED_RESET_ON_FORK (since 2.6.32) makes children start under "
		   "SCHED_NORMAL. SCHED_EXT (6.12) runs in the fair class while no BPF "
		   "scheduler is loaded; a kernel without CONFIG_SCHED_CLASS_EXT (this "
		   "machine's) refuses it with EINVAL. The policy is checked by the "
		   "constraints rather than an enum, because SCHED_FIFO and SCHED_RR are "
		   "valid only with a priority in param.")
	KAPI_PARAM_SINCE(policy, SCHED_EXT, "6.12")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_sched_rr_get_interval)
	KAPI_DESCRIPTION("The round-robin time slice of a thread")
	KAPI_CONTEXT(KAPI_CTX_PROCESS)
	SCHED_PID("Thread to ask about")
	KAPI_PARAM_USER_OUT("interval", "struct __kernel_timespec *", "Receives the slice",
		KAPI_PARAM_SIZE(16))
	KAPI_RETURN_ZERO("long", "0")
	KAPI_ERRNO(EINVAL, "pid is negative")
	KAPI_ERR_SRCH
	KAPI_ERRNO(EFAULT, "interval cannot be written")
	KAPI_ERRNO(EPERM, "A security module refused to show the thread's scheduling")
	KAPI_SINCE_VERSION("2.0")
	KAPI_NOTES("SCHED_FIFO threads get 0; fair-class threads get their current slice."
		   " ENOSYS only on very old kernels.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_sched_getattr)
	KAPI_DESCRIPTION("Read a thread's scheduling attributes, deadline parameters and clamps included")
	KAPI_CONTEXT(KAPI_CTX_PROCESS)
	SCHED_PID("Thread to ask about")
	KAPI_PARAM_USER_OUT("uattr", "struct sched_attr *", "Receives the attributes",
		KAPI_PARAM_SIZE_PARAM(2))
	KAPI_PARAM_UINT_IN("usize", "unsigned int", "Size of the caller's struct sched_attr",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(SCHED_ATTR_SIZE_VER0, PAGE_SIZE))
	SCHED_ATTR_FLAGS_PARAM
	KAPI_RETURN_ZERO("long", "0")
	KAPI_ERRNO(EINVAL, "uattr NULL, pid negative, usize outside 48..4096, or flags not 0")
	KAPI_ERR_SRCH
	KAPI_ERRNO(EFAULT, "uattr cannot be written")
	KAPI_ERRNO(EPERM, "A security module refused to show the thread's scheduling")
	KAPI_SINCE_VERSION("3.14")
	KAPI_NOTES("The kernel writes min(usize, its own size) bytes and sets the size "
		   "field to what it wrote; a larger usize has its tail zeroed.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_sched_setattr)
	KAPI_DESCRIPTION("Change a thread's policy, nice value, priority, deadline parameters or clamps")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	SCHED_PID("Thread to change")
	KAPI_PARAM_USER_INOUT("uattr", "struct sched_attr *", "The attributes; its size field is 0 or 48..4096 and is rewritten on E2BIG")
	SCHED_ATTR_FLAGS_PARAM
	KAPI_RETURN_ZERO("long", "0")
	KAPI_ERRNO(EINVAL, "flags not 0, uattr NULL, pid negative, or an attribute out of range",
		   "Unknown policy or sched_flags bit, nice outside -20..19, a priority "
		   "the policy does not take, inconsistent deadline parameters, or a "
		   "clamp above 1024.")
	KAPI_ERRNO(E2BIG, "uattr->size is 1..47 or above 4096, or bytes past the known struct are not 0",
		   "The kernel writes its own size into uattr->size.")
	KAPI_ERR_SRCH
	KAPI_ERRNO(EFAULT, "uattr cannot be read")
	KAPI_ERRNO(EPERM, "Raising priority, real-time or deadline policy without CAP_SYS_NICE",
		   "Also another user's thread, or the affinity of a deadline thread "
		   "does not cover its root domain.")
	KAPI_ERRNO(EBUSY, "Deadline admission control refused the bandwidth")
	KAPI_ERRNO(EOPNOTSUPP, "Utilisation clamps asked for on a kernel without them")
	KAPI_ERRNO(ENOMEM, "No memory for the scheduler's bookkeeping")
	SCHED_CAP_NICE("Real-time and deadline policies, lower nice values, any thread")
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_MODIFY_STATE | KAPI_EFFECT_SCHEDULE, "task policy",
			      "The thread moves to the new class and parameters")
		KAPI_EFFECT_REVERSIBLE
		KAPI_EFFECT_CHECK("sched_attr(pid, uattr)")
	KAPI_SIDE_EFFECT_END
	KAPI_EXAMPLES("struct sched_attr a = { .size = sizeof(a), .sched_policy = SCHED_DEADLINE, .sched_runtime = 10000000, .sched_deadline = 30000000, .sched_period = 30000000 };\nsched_setattr(0, &a, 0);")
	KAPI_SINCE_VERSION("3.14")
	KAPI_NOTES("A size of 0 is read as 48 (SCHED_ATTR_SIZE_VER0). SCHED_FLAG_KEEP_POLICY "
		   "and SCHED_FLAG_KEEP_PARAMS (5.3) keep the current values; "
		   "SCHED_FLAG_UTIL_CLAMP_* (5.3) need CONFIG_UCLAMP_TASK.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_ioprio_get)
	KAPI_DESCRIPTION("The I/O scheduling class and level of a process, group or user")
	KAPI_CONTEXT(KAPI_CTX_PROCESS)
	KAPI_PARAM_INT_IN("which", "int", "IOPRIO_WHO_PROCESS, IOPRIO_WHO_PGRP or IOPRIO_WHO_USER",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_ENUM)
		KAPI_PARAM_ENUM_VALUES(((const s64[]){ IOPRIO_WHO_PROCESS, IOPRIO_WHO_PGRP, IOPRIO_WHO_USER })))
	KAPI_PARAM_INT_IN("who", "int", "Thread ID, process group ID or UID; 0 for the caller's own")
	KAPI_RETURN_IN_RANGE("long", "class << 13 | hint << 3 | level; the highest of a group or user's", 0, 0xffff)
	KAPI_ERRNO(EINVAL, "which is not one of the three")
	KAPI_ERRNO(ESRCH, "Nothing matched which and who")
	KAPI_ERRNO(EPERM, "A security module refused to show the priority")
	KAPI_SINCE_VERSION("2.6.13")
	KAPI_NOTES("A thread that never set one reports IOPRIO_CLASS_BE with the level "
		   "its nice value gives (IOPRIO_CLASS_NONE under some schedulers).")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_ioprio_set)
	KAPI_DESCRIPTION("Set the I/O scheduling class and level of a process, group or user")
	KAPI_CONTEXT(KAPI_CTX_PROCESS)
	KAPI_PARAM_INT_IN("which", "int", "IOPRIO_WHO_PROCESS, IOPRIO_WHO_PGRP or IOPRIO_WHO_USER",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_ENUM)
		KAPI_PARAM_ENUM_VALUES(((const s64[]){ IOPRIO_WHO_PROCESS, IOPRIO_WHO_PGRP, IOPRIO_WHO_USER })))
	KAPI_PARAM_INT_IN("who", "int", "Thread ID, process group ID or UID; 0 for the caller's own")
	KAPI_PARAM_INT_IN("ioprio", "int", "IOPRIO_PRIO_VALUE(class, level), hint bits 3..12",
		KAPI_PARAM_CONSTRAINT("class 0 (NONE) needs level 0; RT and BE take levels 0..7; "
				      "IDLE any; classes 4..7 are EINVAL"))
	KAPI_RETURN_ZERO("long", "0")
	KAPI_ERRNO(EINVAL, "which is unknown, or ioprio names an unknown class or a bad level")
	KAPI_ERRNO(EPERM, "IOPRIO_CLASS_RT without CAP_SYS_NICE or CAP_SYS_ADMIN, or another user's process")
	KAPI_ERRNO(ESRCH, "Nothing matched which and who")
	KAPI_CAPABILITY_NEXT(CAP_SYS_NICE, "CAP_SYS_NICE", KAPI_CAP_GRANT_PERMISSION)
		KAPI_CAP_ALLOWS("The real-time I/O class, and other users' processes")
		KAPI_CAP_WITHOUT("Best-effort and idle classes of the caller's own processes only")
		KAPI_CAP_CONDITION("ioprio's class is IOPRIO_CLASS_RT, or the target belongs to another user")
	KAPI_CAPABILITY_END
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_MODIFY_STATE, "io_context",
			      "The I/O priority later requests of the target carry")
		KAPI_EFFECT_REVERSIBLE
		KAPI_EFFECT_CHECK("ioprio(which, who, ioprio)")
	KAPI_SIDE_EFFECT_END
	KAPI_CONSTRAINT(0, "A known class",
			"The class is bits 13..15; 0..3 exist.")
		KAPI_CONSTRAINT_EXPR("((ioprio >> IOPRIO_CLASS_SHIFT) & IOPRIO_CLASS_MASK) <= IOPRIO_CLASS_IDLE")
	KAPI_CONSTRAINT_END
	KAPI_CONSTRAINT(1, "No level without a class",
			"IOPRIO_CLASS_NONE takes level 0 only (bits 0..2).")
		KAPI_CONSTRAINT_EXPR("((ioprio >> IOPRIO_CLASS_SHIFT) & IOPRIO_CLASS_MASK) == IOPRIO_CLASS_NONE -> (ioprio & IOPRIO_LEVEL_MASK) == 0")
	KAPI_CONSTRAINT_END
	KAPI_EXAMPLES("ioprio_set(IOPRIO_WHO_PROCESS, 0, IOPRIO_PRIO_VALUE(IOPRIO_CLASS_IDLE, 0));")
	KAPI_SINCE_VERSION("2.6.13")
	KAPI_NOTES("Bits above 15 are ignored. The hint bits 3..12 (6.5) are "
		   "passed on to the block layer.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_personality)
	KAPI_DESCRIPTION("Set or read the execution domain (personality) of the process")
	KAPI_CONTEXT(KAPI_CTX_PROCESS)
	KAPI_PARAM_UINT_IN("personality", "unsigned int", "PER_* with ADDR_*, READ_IMPLIES_EXEC ... flags; 0xffffffff only reads")
	KAPI_RETURN("long", "The previous personality")
		KAPI_RETURN_TYPE(KAPI_TYPE_UINT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_RANGE)
		KAPI_RETURN_SUCCESS_RANGE(0, UINT_MAX)
	KAPI_RETURN_END
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_MODIFY_STATE, "current->personality",
			      "Takes effect at once; ADDR_NO_RANDOMIZE and the like shape the next execve")
		KAPI_EFFECT_CONDITION("personality is not 0xffffffff")
		KAPI_EFFECT_REVERSIBLE
		KAPI_EFFECT_CHECK("personality(personality)")
		KAPI_EFFECT_CHECK_WHEN("(personality & 0xffffffff) != 0xffffffff")
	KAPI_SIDE_EFFECT_END
	KAPI_EXAMPLES("personality(PER_LINUX | ADDR_NO_RANDOMIZE);")
	KAPI_SINCE_VERSION("1.2")
	KAPI_NOTES("It never fails: any value is stored as given. Some flags are "
		   "dropped on execve of a set-user-ID program.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_setfsuid)
	KAPI_DESCRIPTION("Set the user ID used for file-system permission checks")
	KAPI_CONTEXT(KAPI_CTX_PROCESS)
	KAPI_PARAM_UINT_IN("uid", "uid_t", "New file-system UID; an invalid one (e.g. -1) only reads")
	KAPI_RETURN("long", "The previous file-system UID, whether or not it changed")
		KAPI_RETURN_TYPE(KAPI_TYPE_UINT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_RANGE)
		KAPI_RETURN_SUCCESS_RANGE(0, UID_MAX_VALID)
	KAPI_RETURN_END
	KAPI_CAPABILITY_NEXT(CAP_SETUID, "CAP_SETUID", KAPI_CAP_BYPASS_CHECK)
		KAPI_CAP_ALLOWS("Any mapped UID")
		KAPI_CAP_WITHOUT("Only the real, effective, saved or current file-system UID")
	KAPI_CAPABILITY_END
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_MODIFY_STATE, "credentials",
			      "fsuid changes; going from 0 to non-zero drops the file capabilities from the effective set")
		KAPI_EFFECT_REVERSIBLE
		KAPI_EFFECT_CHECK("fsuid(uid)")
		KAPI_EFFECT_CHECK_WHEN("(uid & 0xffffffff) != 0xffffffff")
	KAPI_SIDE_EFFECT_END
	KAPI_SINCE_VERSION("1.2")
	KAPI_NOTES("It never reports an error: a refused change returns the "
		   "current value, so callers call it twice to check.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_setfsgid)
	KAPI_DESCRIPTION("Set the group ID used for file-system permission checks")
	KAPI_CONTEXT(KAPI_CTX_PROCESS)
	KAPI_PARAM_UINT_IN("gid", "gid_t", "New file-system GID; an invalid one (e.g. -1) only reads")
	KAPI_RETURN("long", "The previous file-system GID, whether or not it changed")
		KAPI_RETURN_TYPE(KAPI_TYPE_UINT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_RANGE)
		KAPI_RETURN_SUCCESS_RANGE(0, UID_MAX_VALID)
	KAPI_RETURN_END
	KAPI_CAPABILITY_NEXT(CAP_SETGID, "CAP_SETGID", KAPI_CAP_BYPASS_CHECK)
		KAPI_CAP_ALLOWS("Any mapped GID")
		KAPI_CAP_WITHOUT("Only the real, effective, saved or current file-system GID")
	KAPI_CAPABILITY_END
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_MODIFY_STATE, "credentials", "fsgid changes")
		KAPI_EFFECT_REVERSIBLE
		KAPI_EFFECT_CHECK("fsgid(gid)")
		KAPI_EFFECT_CHECK_WHEN("(gid & 0xffffffff) != 0xffffffff")
	KAPI_SIDE_EFFECT_END
	KAPI_SINCE_VERSION("1.2")
	KAPI_NOTES("It never reports an error: a refused change returns the current value.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_capset)
	KAPI_DESCRIPTION("Set the calling thread's permitted, effective and inheritable capabilities")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_INOUT("header", "cap_user_header_t", "Version and pid (0 or the caller's); a wrong version is replaced by the kernel's",
		KAPI_PARAM_SIZE(8))
	KAPI_PARAM_USER_IN("data", "const cap_user_data_t", "One (version 1) or two (versions 2 and 3) struct __user_cap_data_struct")
	KAPI_RETURN_ZERO("long", "0")
	KAPI_ERRNO(EFAULT, "header or data cannot be read")
	KAPI_ERRNO(EINVAL, "header->version is not one the kernel knows",
		   "The kernel writes _LINUX_CAPABILITY_VERSION_3 back into the header.")
	KAPI_ERRNO(EPERM, "pid is another thread, or the new sets are not allowed",
		   "New permitted bits, inheritable bits outside the bounding set or "
		   "(without CAP_SETPCAP) the permitted set, or effective bits outside "
		   "permitted.")
	KAPI_ERR_NOMEM
	KAPI_CAPABILITY_NEXT(CAP_SETPCAP, "CAP_SETPCAP", KAPI_CAP_GRANT_PERMISSION)
		KAPI_CAP_ALLOWS("Add to the inheritable set any capability of the bounding set")
		KAPI_CAP_WITHOUT("Inheritable bits must also be permitted")
	KAPI_CAPABILITY_END
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_MODIFY_STATE | KAPI_EFFECT_IRREVERSIBLE, "credentials",
			      "The three sets are replaced; dropping permitted bits cannot be undone")
		KAPI_EFFECT_CHECK("caps(header, data)")
	KAPI_SIDE_EFFECT_END
	KAPI_SINCE_VERSION("2.2")
	KAPI_NOTES("Since 2.6.25 only the calling thread can be changed (pid 0 or its own). "
		   "Versions: 0x19980330 (32-bit sets), 0x20071026 and 0x20080522 (64-bit).")
KAPI_END_SPEC;

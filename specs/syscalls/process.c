// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * What a process asks about itself and how it ends (kernel/sys.c,
 * kernel/exit.c, kernel/fork.c, kernel/capability.c), and the x86 and
 * scheduler calls every program start makes (arch/x86/kernel/process_64.c,
 * kernel/sched/syscalls.c, mm/mprotect.c).
 */
#include <kapi/spec_compile.h>
#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/time.h>
#ifdef __x86_64__
#include <asm/prctl.h>
#endif
#include <kapi_specs/uapi_x86.h>
#include <linux/membarrier.h>
#include <kapi_specs/kernel_consts.h>
#include <kapi_specs/helpers.h>

/* The errors of setuid, setgid, setreuid, setregid, setresuid and setresgid */
#define SETUID_ERRORS \
	KAPI_ERR_UNMAPPED_ID \
	KAPI_ERRNO(ENOMEM, "No memory for the new credentials") \
	KAPI_ERRNO(EPERM, "Without CAP_SETUID (or CAP_SETGID), only IDs the caller already has")


DEFINE_KERNEL_API_SPEC(sys_exit)
	KAPI_DESCRIPTION("End the calling thread")
	KAPI_CONTEXT(KAPI_CTX_PROCESS)
	KAPI_PARAM_INT_IN("error_code", "int", "Status; only the low 8 bits reach a waiting parent")
	KAPI_RETURN("long", "Never returns")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_NO_RETURN)
	KAPI_RETURN_END
	KAPI_NOTES("Only the calling thread ends; the process lives on while "
	           "other threads remain. C libraries call exit_group for exit().")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_exit_group)
	KAPI_DESCRIPTION("End every thread of the calling process")
	KAPI_CONTEXT(KAPI_CTX_PROCESS)
	KAPI_PARAM_INT_IN("error_code", "int", "Status; only the low 8 bits reach a waiting parent")
	KAPI_RETURN("long", "Never returns")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_NO_RETURN)
	KAPI_RETURN_END
	KAPI_SIGNAL_NEXT(SIGKILL, "SIGKILL", KAPI_SIGNAL_SEND, KAPI_SIGNAL_ACTION_TERMINATE)
		KAPI_SIGNAL_TARGET("The other threads of the process")
		KAPI_SIGNAL_CONDITION("The process has more than one thread")
	KAPI_SIGNAL_END
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_vfork)
	KAPI_DESCRIPTION("Create a child that borrows the parent's memory until it execs or exits")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_RETURN_IN_RANGE("long", "The child's PID in the parent, 0 in the child", 0, PID_MAX_LIMIT)
	KAPI_ERRNO(EAGAIN, "RLIMIT_NPROC or the system's thread limit is reached")
	KAPI_ERR_NOMEM
	KAPI_NOTES("The parent sleeps until the child calls execve or exits; "
	           "the child must touch nothing but its own stack frame until then.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_getpid)
	KAPI_DESCRIPTION("The process ID (thread group ID) of the caller")
	KAPI_CONTEXT(KAPI_CTX_PROCESS)
	KAPI_RETURN_IN_RANGE("long", "The PID, as the caller's PID namespace numbers it", 1, PID_MAX_LIMIT)
	KAPI_NOTES("It never fails.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_getppid)
	KAPI_DESCRIPTION("The process ID of the caller's parent")
	KAPI_CONTEXT(KAPI_CTX_PROCESS)
	KAPI_RETURN_IN_RANGE("long", "The parent's PID; 0 when the parent lies outside the caller's PID namespace", 0, PID_MAX_LIMIT)
	KAPI_NOTES("It never fails.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_gettid)
	KAPI_DESCRIPTION("The thread ID of the caller")
	KAPI_CONTEXT(KAPI_CTX_PROCESS)
	KAPI_RETURN_IN_RANGE("long", "The TID; equal to getpid() in the main thread", 1, PID_MAX_LIMIT)
	KAPI_NOTES("It never fails.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_getpgrp)
	KAPI_DESCRIPTION("The process group ID of the caller")
	KAPI_CONTEXT(KAPI_CTX_PROCESS)
	KAPI_RETURN_IN_RANGE("long", "The group's ID; 0 when its leader lies outside the caller's PID namespace", 0, PID_MAX_LIMIT)
	KAPI_NOTES("It never fails.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_getuid)
	KAPI_DESCRIPTION("The real user ID of the caller")
	KAPI_CONTEXT(KAPI_CTX_PROCESS)
	KAPI_RETURN("long", "The ID as the caller's user namespace maps it; the overflow ID (65534) when unmapped")
		KAPI_RETURN_TYPE(KAPI_TYPE_UINT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_RANGE)
		KAPI_RETURN_SUCCESS_RANGE(0, UID_MAX_VALID)
	KAPI_RETURN_END
	KAPI_NOTES("It never fails.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_geteuid)
	KAPI_DESCRIPTION("The effective user ID of the caller, the one permission checks use")
	KAPI_CONTEXT(KAPI_CTX_PROCESS)
	KAPI_RETURN("long", "The ID as the caller's user namespace maps it; the overflow ID (65534) when unmapped")
		KAPI_RETURN_TYPE(KAPI_TYPE_UINT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_RANGE)
		KAPI_RETURN_SUCCESS_RANGE(0, UID_MAX_VALID)
	KAPI_RETURN_END
	KAPI_NOTES("It never fails.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_getgid)
	KAPI_DESCRIPTION("The real group ID of the caller")
	KAPI_CONTEXT(KAPI_CTX_PROCESS)
	KAPI_RETURN("long", "The ID as the caller's user namespace maps it; the overflow ID (65534) when unmapped")
		KAPI_RETURN_TYPE(KAPI_TYPE_UINT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_RANGE)
		KAPI_RETURN_SUCCESS_RANGE(0, UID_MAX_VALID)
	KAPI_RETURN_END
	KAPI_NOTES("It never fails.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_getegid)
	KAPI_DESCRIPTION("The effective group ID of the caller")
	KAPI_CONTEXT(KAPI_CTX_PROCESS)
	KAPI_RETURN("long", "The ID as the caller's user namespace maps it; the overflow ID (65534) when unmapped")
		KAPI_RETURN_TYPE(KAPI_TYPE_UINT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_RANGE)
		KAPI_RETURN_SUCCESS_RANGE(0, UID_MAX_VALID)
	KAPI_RETURN_END
	KAPI_NOTES("It never fails.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_getrusage)
	KAPI_DESCRIPTION("Resource usage of the caller, its thread, or its waited-for children")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_INT_IN("who", "int", "RUSAGE_SELF, RUSAGE_CHILDREN or RUSAGE_THREAD",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_ENUM)
		KAPI_PARAM_ENUM_VALUES(((const s64[]){ RUSAGE_SELF, RUSAGE_CHILDREN, RUSAGE_THREAD })))
	KAPI_PARAM_USER_OUT("ru", "struct rusage *", "Receives the counters")
	KAPI_RETURN_ZERO("long", "0")
	KAPI_ERRNO(EFAULT, "ru is out of reach")
	KAPI_ERRNO(EINVAL, "who is none of the three")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_sysinfo)
	KAPI_DESCRIPTION("Uptime, load averages, memory and swap totals, process count")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_OUT("info", "struct sysinfo *", "Receives the figures")
	KAPI_RETURN_ZERO("long", "0")
	KAPI_ERRNO(EFAULT, "info is out of reach")
	KAPI_NOTES("Memory sizes are in units of mem_unit bytes; uptime counts "
	           "from boot in the caller's time namespace.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_sched_getaffinity)
	KAPI_DESCRIPTION("The CPUs a thread may run on")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_INT_IN("pid", "pid_t", "Thread ID; 0 for the caller")
	KAPI_PARAM_UINT_IN("len", "unsigned int", "Bytes in the mask buffer",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_ALIGNMENT)
		KAPI_PARAM_ALIGNMENT(8)
		KAPI_PARAM_CONSTRAINT("A multiple of sizeof(long) with a bit for every possible CPU"))
	KAPI_PARAM_USER_OUT("user_mask_ptr", "unsigned long *", "Receives the mask",
		KAPI_PARAM_SIZE_PARAM(1))
	KAPI_RETURN_IN_RANGE("long", "Bytes written: the kernel's mask size, at most len", 8, INT_MAX)
	KAPI_ERRNO(EFAULT, "user_mask_ptr is out of reach")
	KAPI_ERRNO(EINVAL, "len is not a multiple of sizeof(long), or too small for the possible CPUs")
	KAPI_ERRNO(ESRCH, "No thread has that ID")
	KAPI_ERRNO(EPERM, "A security module refused the query")
	KAPI_ERRNO(ENOMEM, "No memory for the kernel's copy of the mask")
	KAPI_NOTES("The C library returns 0 on success; the system call returns "
	           "the size it wrote, which callers use to size later masks.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_arch_prctl)
	KAPI_DESCRIPTION("Get or set x86 thread state: FS and GS bases, CPUID faulting, "
	                 "AMX permission, vDSO placement, tagged addresses, shadow stacks")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_INT_IN("option", "int", "ARCH_* code",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_ENUM)
		KAPI_PARAM_ENUM_VALUES(((const s64[]){ ARCH_SET_GS, ARCH_SET_FS, ARCH_GET_FS, ARCH_GET_GS, ARCH_GET_CPUID, ARCH_SET_CPUID, ARCH_GET_XCOMP_SUPP, ARCH_GET_XCOMP_PERM, ARCH_REQ_XCOMP_PERM, ARCH_GET_XCOMP_GUEST_PERM, ARCH_REQ_XCOMP_GUEST_PERM, ARCH_MAP_VDSO_X32, ARCH_MAP_VDSO_32, ARCH_MAP_VDSO_64, ARCH_GET_UNTAG_MASK, ARCH_ENABLE_TAGGED_ADDR, ARCH_GET_MAX_TAG_BITS, ARCH_FORCE_TAGGED_SVA, ARCH_SHSTK_ENABLE, ARCH_SHSTK_DISABLE, ARCH_SHSTK_LOCK, ARCH_SHSTK_UNLOCK, ARCH_SHSTK_STATUS })))
	KAPI_PARAM_NEXT("arg2", "unsigned long", "A value to set, or where to store one, as option says")
		KAPI_PARAM_TYPE(KAPI_TYPE_UINT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_INOUT)
	KAPI_PARAM_END
	KAPI_RETURN_IN_RANGE("long", "0, or a value for the few options that return one", 0, LLONG_MAX)
	KAPI_ERRNO(EFAULT, "arg2 points out of reach for a GET option")
	KAPI_ERRNO(EINVAL, "An unknown option, or an argument the option refuses")
	KAPI_ERRNO(EPERM, "A base address above the user address space, or a locked setting")
	KAPI_ERRNO(ENODEV, "The CPU or kernel lacks the feature (CPUID faulting, tagged addresses)")
	KAPI_ERRNO(EBUSY, "Tagged addresses asked for after the process went multi-threaded")
	KAPI_ERRNO(EOPNOTSUPP, "Shadow stacks are not supported here")
	KAPI_ERRNO(ENOMEM, "Kernel memory ran out (vDSO mapping, AMX state)")
	KAPI_ERRNO(ENOSPC, "AMX state would exceed the signal stack size limit")
	KAPI_ERRNO(EINTR, "A fatal signal arrived while waiting for the memory map lock")
	KAPI_ERRNO(EEXIST, "ARCH_MAP_VDSO_* while a vDSO is already mapped")
	KAPI_NOTES("The C library sets the FS base for thread-local storage at "
	           "start-up; the ARCH_MAP_VDSO codes exist only with "
	           "CONFIG_CHECKPOINT_RESTORE.")
	KAPI_CONSTRAINT(0, "x32 vDSO needs the x32 ABI",
			"ARCH_MAP_VDSO_X32 is EINVAL in a kernel built without the x32 ABI.")
		KAPI_CONSTRAINT_EXPR("option == ARCH_MAP_VDSO_X32 -> depends(CONFIG_X86_X32_ABI)")
	KAPI_CONSTRAINT_END
	KAPI_CONSTRAINT(1, "Tagged addresses need address masking",
			"The LAM options are EINVAL in a kernel built without address masking.")
		KAPI_CONSTRAINT_EXPR("one_of(option, ARCH_GET_UNTAG_MASK, ARCH_ENABLE_TAGGED_ADDR, "
				     "ARCH_GET_MAX_TAG_BITS, ARCH_FORCE_TAGGED_SVA) -> depends(CONFIG_ADDRESS_MASKING)")
	KAPI_CONSTRAINT_END
	KAPI_CONSTRAINT(2, "Shadow stacks need their build option",
			"The ARCH_SHSTK_* options are EINVAL in a kernel built without user shadow stacks.")
		KAPI_CONSTRAINT_EXPR("one_of(option, ARCH_SHSTK_ENABLE, ARCH_SHSTK_DISABLE, ARCH_SHSTK_LOCK, "
				     "ARCH_SHSTK_UNLOCK, ARCH_SHSTK_STATUS) -> depends(CONFIG_X86_USER_SHADOW_STACK)")
	KAPI_CONSTRAINT_END
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_capget)
	KAPI_DESCRIPTION("Read a thread's capability sets")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_INOUT("header", "cap_user_header_t", "Version and PID; a wrong version is replaced by the kernel's")
	KAPI_PARAM_USER_OUT_OPT("dataptr", "cap_user_data_t", "Receives the sets; NULL to ask only for the version")
	KAPI_RETURN_ZERO("long", "0")
	KAPI_ERRNO(EFAULT, "header or dataptr is out of reach")
	KAPI_ERRNO(EINVAL, "header's version is not one the kernel knows, or its pid is negative")
	KAPI_ERRNO(ESRCH, "No thread has that ID")
	KAPI_ERRNO(EPERM, "A security module refused the query")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_pkey_alloc)
	KAPI_DESCRIPTION("Allocate a memory protection key")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_UINT_IN("flags", "unsigned long", "Reserved: 0",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, 0))
	KAPI_PARAM_UINT_IN("init_val", "unsigned long", "Starting rights of the calling thread for the key",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(PKEY_DISABLE_ACCESS | PKEY_DISABLE_WRITE))
	KAPI_RETURN_IN_RANGE("long", "The key, 1..15 on x86 (key 0 is the default one)", 1, 15)
	KAPI_ERRNO(EINVAL, "flags is not 0, or init_val has other bits")
	KAPI_ERRNO(ENOSPC, "No key is free, or the CPU or kernel has no protection keys")
	KAPI_SINCE_VERSION("4.9")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_rt_sigsuspend)
	KAPI_DESCRIPTION("Replace the signal mask and sleep until a handled signal arrives")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_IN("unewset", "sigset_t *", "The mask during the sleep")
	KAPI_PARAM_UINT_IN("sigsetsize", "size_t", "sizeof the kernel sigset (8)",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(8, 8))
	KAPI_RETURN_CHECKED("long", "Always -EINTR, after the handler ran",
		KAPI_RETURN_ERROR_VALUES(((const s64[]){ -EINTR, -EFAULT, -EINVAL })))
	KAPI_ERRNO(EFAULT, "unewset is out of reach")
	KAPI_ERRNO(EINTR, "A signal was caught: the normal end")
	KAPI_ERRNO(EINVAL, "sigsetsize is not 8")
	KAPI_SIGNAL_INTR("A signal the new mask lets through arrives")
	KAPI_NOTES("SIGKILL and SIGSTOP cannot be blocked; the old mask returns "
	           "when the call ends.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_setsid)
	KAPI_DESCRIPTION("Start a new session and process group, led by the caller, with no terminal")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_RETURN_IN_RANGE("long", "The new session ID, the caller's PID", 1, PID_MAX_LIMIT)
	KAPI_ERRNO(EPERM, "The caller already leads a process group, or one has its PID as ID")
	KAPI_NOTES("Daemons fork first so the child, never a group leader, can call it.")
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_MODIFY_STATE, "session",
			      "The caller leads a new session and process group")
		KAPI_EFFECT_CHECK("session_leader()")
	KAPI_SIDE_EFFECT_END
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_getrlimit)
	KAPI_DESCRIPTION("Read a resource limit of the calling process")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_UINT_IN("resource", "unsigned int", "RLIMIT_*",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, RLIM_NLIMITS - 1))
	KAPI_PARAM_USER_OUT("rlim", "struct rlimit *", "Receives the soft and hard limits")
	KAPI_RETURN_ZERO("long", "0")
	KAPI_ERRNO(EFAULT, "rlim is out of reach")
	KAPI_ERRNO(EINVAL, "An unknown resource")
	KAPI_NOTES("The C library calls prlimit64 instead.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_setrlimit)
	KAPI_DESCRIPTION("Change a resource limit of the calling process")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_UINT_IN("resource", "unsigned int", "RLIMIT_*",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, RLIM_NLIMITS - 1))
	KAPI_PARAM_USER_IN("rlim", "struct rlimit *", "The new soft and hard limits")
	KAPI_RETURN_ZERO("long", "0")
	KAPI_ERRNO(EFAULT, "rlim is out of reach")
	KAPI_ERRNO(EINVAL, "An unknown resource, a soft limit above the hard one, or RLIMIT_NOFILE above nr_open")
	KAPI_ERRNO(EPERM, "Raising the hard limit without CAP_SYS_RESOURCE")
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_MODIFY_STATE, "rlimits",
			      "The soft limit of resource becomes rlim's")
		KAPI_EFFECT_CHECK("rlimit(resource, *rlim)")
		KAPI_EFFECT_CHECK_WHEN("resource != RLIMIT_CPU")
	KAPI_SIDE_EFFECT_END
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_getpgid)
	KAPI_DESCRIPTION("The process group of a process")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_INT_IN("pid", "pid_t", "The process; 0 for the caller")
	KAPI_RETURN_IN_RANGE("long", "The group ID", 0, PID_MAX_LIMIT)
	KAPI_ERR_SRCH
	KAPI_ERRNO(EPERM, "A security module refused the query")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_setpgid)
	KAPI_DESCRIPTION("Move a process into a process group, or make it a group leader")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_INT_IN("pid", "pid_t", "The caller or one of its children; 0 for the caller")
	KAPI_PARAM_INT_IN("pgid", "pid_t", "The group; 0 for pid itself; one naming no group in the session is EPERM",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, INT_MAX))
	KAPI_RETURN_ZERO("long", "0")
	KAPI_ERRNO(EACCES, "The child has already called execve")
	KAPI_ERRNO(EINVAL, "pgid is negative")
	KAPI_ERRNO(EPERM, "A session leader, another session, or a group that does not exist in the session")
	KAPI_ERRNO(ESRCH, "pid is neither the caller nor one of its children")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_getsid)
	KAPI_DESCRIPTION("The session of a process")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_INT_IN("pid", "pid_t", "The process; 0 for the caller")
	KAPI_RETURN_IN_RANGE("long", "The session ID", 0, PID_MAX_LIMIT)
	KAPI_ERR_SRCH
	KAPI_ERRNO(EPERM, "A security module refused the query")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_getgroups)
	KAPI_DESCRIPTION("The supplementary groups of the caller")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_INT_IN("gidsetsize", "int", "Room in grouplist; 0 asks for the count",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, INT_MAX))
	KAPI_PARAM_USER_OUT_OPT("grouplist", "gid_t *", "Receives the group IDs; "
		"written only when the caller has some, so NULL fails (EFAULT) only then",
		KAPI_PARAM_SIZE_PARAM(0))
	KAPI_RETURN_IN_RANGE("long", "The number of groups", 0, NGROUPS_MAX)
	KAPI_ERRNO(EFAULT, "grouplist is out of reach")
	KAPI_ERRNO(EINVAL, "gidsetsize is negative, or non-zero and too small")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_sched_setaffinity)
	KAPI_DESCRIPTION("Set the CPUs a thread may run on")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_INT_IN("pid", "pid_t", "Thread ID; 0 for the caller")
	KAPI_PARAM_UINT_IN("len", "unsigned int", "Bytes in the mask; a short mask means the rest are clear")
	KAPI_PARAM_USER_IN("user_mask_ptr", "unsigned long *", "The mask",
		KAPI_PARAM_SIZE_PARAM(1))
	KAPI_RETURN_ZERO("long", "0")
	KAPI_ERRNO(EFAULT, "The mask is out of reach")
	KAPI_ERRNO(EINVAL, "The mask holds no CPU the thread may use")
	KAPI_ERRNO(ENOMEM, "No memory for the kernel copy of the mask")
	KAPI_ERRNO(EPERM, "Another user's thread without CAP_SYS_NICE")
	KAPI_ERRNO(ESRCH, "No thread has that ID")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_membarrier)
	KAPI_DESCRIPTION("Make every thread see this thread's memory writes, without a fence in each")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_INT_IN("cmd", "int", "MEMBARRIER_CMD_*",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_ENUM)
		KAPI_PARAM_ENUM_VALUES(((const s64[]){ MEMBARRIER_CMD_QUERY, MEMBARRIER_CMD_GLOBAL, MEMBARRIER_CMD_GLOBAL_EXPEDITED, MEMBARRIER_CMD_REGISTER_GLOBAL_EXPEDITED, MEMBARRIER_CMD_PRIVATE_EXPEDITED, MEMBARRIER_CMD_REGISTER_PRIVATE_EXPEDITED, MEMBARRIER_CMD_PRIVATE_EXPEDITED_SYNC_CORE, MEMBARRIER_CMD_REGISTER_PRIVATE_EXPEDITED_SYNC_CORE, MEMBARRIER_CMD_PRIVATE_EXPEDITED_RSEQ, MEMBARRIER_CMD_REGISTER_PRIVATE_EXPEDITED_RSEQ, MEMBARRIER_CMD_GET_REGISTRATIONS })))
	KAPI_PARAM_UINT_IN("flags", "unsigned int", "MEMBARRIER_CMD_FLAG_CPU with the RSEQ command, else 0",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(MEMBARRIER_CMD_FLAG_CPU))
	KAPI_PARAM_INT_IN("cpu_id", "int", "The CPU, with MEMBARRIER_CMD_FLAG_CPU")
	KAPI_RETURN_IN_RANGE("long", "0, or for QUERY and GET_REGISTRATIONS a mask of commands", 0, INT_MAX)
	KAPI_ERRNO(EINVAL, "An unknown command or flag, or one this kernel does not offer")
	KAPI_ERR_NOMEM
	KAPI_ERRNO(EPERM, "A PRIVATE_EXPEDITED command before its REGISTER command")
	KAPI_NOTES("Language runtimes (the JVM, .NET, Go) use it to stop the world cheaply.")
	KAPI_CONSTRAINT(0, "A flag only for the RSEQ command",
			"MEMBARRIER_CMD_FLAG_CPU goes with MEMBARRIER_CMD_PRIVATE_EXPEDITED_RSEQ; "
			"every other command takes flags 0, else EINVAL.")
		KAPI_CONSTRAINT_EXPR("flags != 0 -> cmd == MEMBARRIER_CMD_PRIVATE_EXPEDITED_RSEQ")
	KAPI_CONSTRAINT_END
	KAPI_PARAM_SINCE(cmd, MEMBARRIER_CMD_GET_REGISTRATIONS, "6.3")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_setuid)
	KAPI_DESCRIPTION("Set the user IDs: all of them with CAP_SETUID, else the effective one")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_UINT_IN("uid", "uid_t", "The new user ID")
	KAPI_RETURN_ZERO("long", "0")
	SETUID_ERRORS
	KAPI_NOTES("(uid_t)-1 is refused with EINVAL.")
	KAPI_ERRNO(EAGAIN, "A new real UID needs per-user accounting the kernel could not allocate")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_setgid)
	KAPI_DESCRIPTION("Set the group IDs: all of them with CAP_SETGID, else the effective one")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_UINT_IN("gid", "gid_t", "The new group ID")
	KAPI_RETURN_ZERO("long", "0")
	SETUID_ERRORS
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_setreuid)
	KAPI_DESCRIPTION("Set the real and effective user IDs")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_UINT_IN("ruid", "uid_t", "New real user ID, or -1 to keep it")
	KAPI_PARAM_UINT_IN("euid", "uid_t", "New effective user ID, or -1 to keep it")
	KAPI_RETURN_ZERO("long", "0")
	SETUID_ERRORS
	KAPI_ERRNO(EAGAIN, "A new real UID needs per-user accounting the kernel could not allocate")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_setregid)
	KAPI_DESCRIPTION("Set the real and effective group IDs")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_UINT_IN("rgid", "gid_t", "New real group ID, or -1 to keep it")
	KAPI_PARAM_UINT_IN("egid", "gid_t", "New effective group ID, or -1 to keep it")
	KAPI_RETURN_ZERO("long", "0")
	SETUID_ERRORS
	KAPI_NOTES("EAGAIN on the shared page is for UID changes (per-user accounting); GID changes do not allocate it.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_setresuid)
	KAPI_DESCRIPTION("Set the real, effective and saved user IDs")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_UINT_IN("ruid", "uid_t", "New real user ID, or -1 to keep it")
	KAPI_PARAM_UINT_IN("euid", "uid_t", "New effective user ID, or -1 to keep it")
	KAPI_PARAM_UINT_IN("suid", "uid_t", "New saved user ID, or -1 to keep it")
	KAPI_RETURN_ZERO("long", "0")
	SETUID_ERRORS
	KAPI_ERRNO(EAGAIN, "A new real UID needs per-user accounting the kernel could not allocate")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_setresgid)
	KAPI_DESCRIPTION("Set the real, effective and saved group IDs")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_UINT_IN("rgid", "gid_t", "New real group ID, or -1 to keep it")
	KAPI_PARAM_UINT_IN("egid", "gid_t", "New effective group ID, or -1 to keep it")
	KAPI_PARAM_UINT_IN("sgid", "gid_t", "New saved group ID, or -1 to keep it")
	KAPI_RETURN_ZERO("long", "0")
	SETUID_ERRORS
	KAPI_NOTES("EAGAIN on the shared page is for UID changes (per-user accounting); GID changes do not allocate it.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_getresuid)
	KAPI_DESCRIPTION("Read the real, effective and saved user IDs")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_OUT("ruidp", "uid_t *", "Receives the real ID")
	KAPI_PARAM_USER_OUT("euidp", "uid_t *", "Receives the effective ID")
	KAPI_PARAM_USER_OUT("suidp", "uid_t *", "Receives the saved ID")
	KAPI_RETURN_ZERO("long", "0")
	KAPI_ERR_FAULT_PTR
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_getresgid)
	KAPI_DESCRIPTION("Read the real, effective and saved group IDs")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_OUT("rgidp", "gid_t *", "Receives the real ID")
	KAPI_PARAM_USER_OUT("egidp", "gid_t *", "Receives the effective ID")
	KAPI_PARAM_USER_OUT("sgidp", "gid_t *", "Receives the saved ID")
	KAPI_RETURN_ZERO("long", "0")
	KAPI_ERR_FAULT_PTR
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_setgroups)
	KAPI_DESCRIPTION("Replace the supplementary groups")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_INT_IN("gidsetsize", "int", "Entries in grouplist",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, NGROUPS_MAX))
	KAPI_PARAM_USER_IN("grouplist", "gid_t *", "The group IDs",
		KAPI_PARAM_SIZE_PARAM(0))
	KAPI_RETURN_ZERO("long", "0")
	KAPI_ERRNO(EFAULT, "grouplist is out of reach")
	KAPI_ERRNO(EINVAL, "gidsetsize is out of range, or an ID has no mapping")
	KAPI_ERR_NOMEM
	KAPI_ERRNO(EPERM, "Without CAP_SETGID, or setgroups is denied in this user namespace")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_getpriority)
	KAPI_DESCRIPTION("The scheduling priority of a process, group or user")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_INT_IN("which", "int", "PRIO_PROCESS, PRIO_PGRP or PRIO_USER",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_ENUM)
		KAPI_PARAM_ENUM_VALUES(((const s64[]){ PRIO_PROCESS, PRIO_PGRP, PRIO_USER })))
	KAPI_PARAM_INT_IN("who", "int", "ID of that kind; 0 for the caller")
	KAPI_RETURN_IN_RANGE("long", "20 minus the nice value (1..40), the best of the matches", 1, 40)
	KAPI_ERRNO(EINVAL, "An unknown which")
	KAPI_ERRNO(ESRCH, "Nothing matched")
	KAPI_NOTES("The C library turns the result back into a nice value, so -1 is ambiguous there, not here.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_setpriority)
	KAPI_DESCRIPTION("Set the nice value of a process, group or user")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_INT_IN("which", "int", "PRIO_PROCESS, PRIO_PGRP or PRIO_USER",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_ENUM)
		KAPI_PARAM_ENUM_VALUES(((const s64[]){ PRIO_PROCESS, PRIO_PGRP, PRIO_USER })))
	KAPI_PARAM_INT_IN("who", "int", "ID of that kind; 0 for the caller")
	KAPI_PARAM_INT_IN("niceval", "int", "The nice value; clamped to -20..19")
	KAPI_RETURN_ZERO("long", "0")
	KAPI_ERRNO(EACCES, "Lowering the nice value without CAP_SYS_NICE or RLIMIT_NICE room")
	KAPI_ERRNO(EINVAL, "An unknown which")
	KAPI_ERRNO(EPERM, "Another user's process without CAP_SYS_NICE")
	KAPI_ERRNO(ESRCH, "Nothing matched")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_pause)
	KAPI_DESCRIPTION("Sleep until a signal is caught")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_RETURN_IN_RANGE("long", "Always -EINTR, after the handler ran", LLONG_MIN, -1)
	KAPI_ERRNO(EINTR, "A signal was caught: the normal end")
	KAPI_SIGNAL_INTR("A handled signal arrives")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_tkill)
	KAPI_DESCRIPTION("Send a signal to a thread (tgkill without the thread group check)")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_INT_IN("pid", "pid_t", "Thread ID; a positive one naming no thread is ESRCH",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(1, INT_MAX))
	KAPI_PARAM_INT_IN("sig", "int", "Signal number; 0 only checks",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, 64))
	KAPI_RETURN_ZERO("long", "0")
	KAPI_ERRNO(EAGAIN, "The real-time signal queue is full")
	KAPI_ERRNO(EINVAL, "pid is not positive, or sig is out of range")
	KAPI_ERRNO(EPERM, "Not allowed to signal that thread")
	KAPI_ERRNO(ESRCH, "No thread has that ID")
	KAPI_NOTES("Thread IDs are reused, so tgkill is the safe form.")
KAPI_END_SPEC;

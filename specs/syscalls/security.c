// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * Process creation and namespaces, seccomp, landlock, the LSM self-attribute
 * calls, keys, BPF, perf events, ptrace, kcmp and the calls that act on
 * another process through a pidfd or a PID (kernel/fork.c, kernel/nsproxy.c,
 * kernel/seccomp.c, security/landlock/syscalls.c, security/lsm_syscalls.c,
 * security/keys/keyctl.c, kernel/bpf/syscall.c, kernel/events/core.c,
 * kernel/ptrace.c, kernel/kcmp.c, kernel/pid.c, kernel/signal.c,
 * mm/madvise.c, mm/oom_kill.c, mm/process_vm_access.c).
 */
#include <kapi/spec_compile.h>
#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <linux/mman.h>
#include <linux/sched.h>
#include <linux/capability.h>
#include <linux/seccomp.h>
#include <linux/landlock.h>
#include <linux/keyctl.h>
#include <linux/bpf.h>
#include <linux/perf_event.h>
#include <linux/ptrace.h>
#ifdef __x86_64__
#include <asm/ptrace-abi.h>
#endif
#include <kapi_specs/uapi_x86.h>
#include <linux/kcmp.h>
#include <linux/uio.h>
#include <kapi_specs/kernel_consts.h>
#include <kapi_specs/uapi_sec.h>
#include <kapi_specs/helpers.h>

/* Every CLONE_NEW* namespace flag */
#define SEC_NS_ALL (CLONE_NEWNS | CLONE_NEWCGROUP | CLONE_NEWUTS | CLONE_NEWIPC | \
		    CLONE_NEWUSER | CLONE_NEWPID | CLONE_NEWNET | CLONE_NEWTIME)

/* A flags argument that must be 0 */
#define SEC_FLAGS_ZERO(t) \
	KAPI_PARAM_UINT_IN("flags", t, "Reserved: 0", \
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK) \
		KAPI_PARAM_VALID_MASK(0))

#define SEC_CAP_SYS_ADMIN(allows, without) \
	KAPI_CAPABILITY_NEXT(CAP_SYS_ADMIN, "CAP_SYS_ADMIN", KAPI_CAP_GRANT_PERMISSION) \
		KAPI_CAP_ALLOWS(allows) \
		KAPI_CAP_WITHOUT(without) \
	KAPI_CAPABILITY_END

DEFINE_KERNEL_API_SPEC(sys_fork)
	KAPI_DESCRIPTION("Create a child process that is a copy of the caller")
	KAPI_LONG_DESC("The child gets a copy-on-write copy of the address space, "
		       "duplicates of the descriptors and signal dispositions, and "
		       "runs from the same point; SIGCHLD reaches the parent when it ends.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_RETURN_IN_RANGE("long", "The child's PID in the parent, 0 in the child", 0, PID_MAX_LIMIT)
	KAPI_ERRNO(EAGAIN, "RLIMIT_NPROC, the pids cgroup or the system's thread limit is reached")
	KAPI_ERR_NOMEM
	KAPI_ERRNO(EINTR, "A fatal signal arrived while the child was being made")
	KAPI_ERRNO(ERESTARTNOINTR, "A signal arrived while forking; the call is made again")
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_PROCESS_STATE | KAPI_EFFECT_ALLOC_MEMORY, "new process",
			      "A new task with its own PID, copy-on-write memory and a copy of the descriptor table")
		KAPI_EFFECT_CHECK("new_child(ret)")
	KAPI_SIDE_EFFECT_END
	KAPI_SIGNAL_NEXT(SIGCHLD, "SIGCHLD", KAPI_SIGNAL_SEND, KAPI_SIGNAL_ACTION_DEFAULT)
		KAPI_SIGNAL_TARGET("The parent")
		KAPI_SIGNAL_CONDITION("When the child ends")
	KAPI_SIGNAL_END
	KAPI_SINCE_VERSION("1.0")
	KAPI_NOTES("C libraries implement fork() with clone(SIGCHLD); the fork "
		   "syscall itself is the same as that clone. The child's pending "
		   "signals, timers, locks and memory locks are not inherited."
		   " ENOSYS only on builds without an MMU, where fork() is not offered.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_unshare)
	KAPI_DESCRIPTION("Give the caller private copies of shared state or new namespaces")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_UINT_IN("unshare_flags", "unsigned long", "CLONE_* flags: what to stop sharing",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(CLONE_THREAD | CLONE_FS | CLONE_NEWNS | CLONE_SIGHAND | CLONE_VM | CLONE_FILES | CLONE_SYSVSEM | CLONE_NEWUTS | CLONE_NEWIPC | CLONE_NEWNET | CLONE_NEWUSER | CLONE_NEWPID | CLONE_NEWCGROUP | CLONE_NEWTIME))
	KAPI_RETURN_ZERO("long", "0")
	KAPI_ERRNO(EINVAL, "An unknown flag, or CLONE_THREAD, CLONE_SIGHAND or CLONE_VM in a multi-threaded process",
		   "CLONE_SIGHAND and CLONE_VM also need the signal handlers and the "
		   "address space not to be shared with another process.")
	KAPI_ERRNO(EPERM, "A new namespace without CAP_SYS_ADMIN, or CLONE_NEWUSER from a chroot or without the user namespace's permission")
	KAPI_ERRNO(ENOSPC, "The per-user namespace count (/proc/sys/user/max_*_namespaces) or nesting limit (32) is reached")
	KAPI_ERRNO(EUSERS, "Nesting limit of user namespaces, on kernels before 4.9")
	KAPI_ERR_NOMEM
	SEC_CAP_SYS_ADMIN("Every new namespace but a user namespace",
			  "Only CLONE_NEWUSER (and what it implies) and the non-namespace flags")
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_PROCESS_STATE, "nsproxy, fs_struct, files",
			      "The caller gets new namespaces or private copies; a new PID or "
			      "time namespace applies to children made afterwards")
		KAPI_EFFECT_CHECK("ns_new(unshare_flags)")
		KAPI_EFFECT_CHECK_WHEN("unshare_flags & (CLONE_NEWNS | CLONE_NEWUTS | CLONE_NEWIPC | CLONE_NEWNET | CLONE_NEWCGROUP | CLONE_NEWUSER | CLONE_NEWPID)")
	KAPI_SIDE_EFFECT_END
	KAPI_CONSTRAINT(0, "Implied flags",
			"CLONE_NEWUSER implies CLONE_THREAD and CLONE_FS; CLONE_NEWNS implies "
			"CLONE_FS; CLONE_VM implies CLONE_SIGHAND, which implies CLONE_THREAD.")
	KAPI_CONSTRAINT_END
	KAPI_EXAMPLES("unshare(CLONE_NEWUSER | CLONE_NEWNS);")
	KAPI_SINCE_VERSION("2.6.16")
	KAPI_NOTES("CLONE_NEWCGROUP since 4.6, CLONE_NEWTIME since 5.6. conform runs it "
		   "in its sandbox, where CLONE_NEWUSER from the chroot is EPERM.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_setns)
	KAPI_DESCRIPTION("Move the calling thread into the namespaces of a namespace file or pidfd")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("fd", "int", "A /proc/PID/ns/* file (or nsfs descriptor) or a pidfd")
	KAPI_PARAM_INT_IN("flags", "int", "0 or the CLONE_NEW* type of a namespace file; one or more CLONE_NEW* for a pidfd",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(CLONE_NEWNS | CLONE_NEWCGROUP | CLONE_NEWUTS | CLONE_NEWIPC | CLONE_NEWUSER | CLONE_NEWPID | CLONE_NEWNET | CLONE_NEWTIME))
	KAPI_RETURN_ZERO("long", "0")
	KAPI_ERR_BADF
	KAPI_ERRNO(EINVAL, "fd is neither a namespace file nor a pidfd, flags does not match its type, "
			   "flags is 0 or unknown for a pidfd, or the move is not allowed",
		   "Also joining the caller's own user namespace, a user namespace from a "
		   "multi-threaded process, or a PID namespace outside the caller's.")
	KAPI_ERRNO(EPERM, "Without CAP_SYS_ADMIN in the target's user namespace (or in the caller's)")
	KAPI_ERRNO(ESRCH, "The pidfd's process has exited")
	KAPI_ERR_NOMEM
	SEC_CAP_SYS_ADMIN("Joining a namespace, checked against the owning user namespace",
			  "Only a user namespace the caller has every capability in")
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_PROCESS_STATE, "nsproxy",
			      "The thread's namespaces change; a mount namespace also resets "
			      "root and working directory, a PID namespace applies to children")
		KAPI_EFFECT_CHECK("in_ns(fd)")
	KAPI_SIDE_EFFECT_END
	KAPI_EXAMPLES("int fd = open(\"/proc/1234/ns/net\", O_RDONLY);\nsetns(fd, CLONE_NEWNET);")
	KAPI_SINCE_VERSION("3.0")
	KAPI_NOTES("Mount, PID, cgroup and user namespace files since 3.8, time "
		   "namespaces 5.6, pidfds (several namespaces at once) 5.8.")
	KAPI_CONSTRAINT(0, "The type fd has",
			"A nonzero flags must be the namespace file's own CLONE_NEW* "
			"type, or the types wanted from a pidfd: the descriptor decides.")
		KAPI_CONSTRAINT_EXPR("flags != 0 -> depends(NAMESPACE_TYPE)")
	KAPI_CONSTRAINT_END
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_seccomp)
	KAPI_DESCRIPTION("Restrict the caller's syscalls (strict mode or a BPF filter), or ask what seccomp supports")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_UINT_IN("op", "unsigned int", "SECCOMP_SET_MODE_STRICT, SECCOMP_SET_MODE_FILTER, SECCOMP_GET_ACTION_AVAIL or SECCOMP_GET_NOTIF_SIZES",
		KAPI_PARAM_CONSTRAINT("One of four operations: see the constraints; which pass depends on uargs too"))
	KAPI_PARAM_UINT_IN("flags", "unsigned int", "SECCOMP_FILTER_FLAG_* with SECCOMP_SET_MODE_FILTER, else 0",
		KAPI_PARAM_CONSTRAINT("See the constraints: the valid bits depend on op"))
	KAPI_PARAM_USER_INOUT_OPT("uargs", "void *", "struct sock_fprog, a u32 action or struct seccomp_notif_sizes, as op wants; NULL for strict mode")
	KAPI_RETURN_CHECKED("long", "0; a listener descriptor with SECCOMP_FILTER_FLAG_NEW_LISTENER; "
			    "with SECCOMP_FILTER_FLAG_TSYNC, the ID of a thread that could not be synchronised")
	KAPI_ERRNO(EINVAL, "Unknown op or flag, flags with an op that takes none, a filter of 0 or over 4096 instructions, or a filter the checker refuses")
	KAPI_ERRNO(EFAULT, "uargs cannot be read or written")
	KAPI_ERRNO(EACCES, "A filter without no_new_privs and without CAP_SYS_ADMIN")
	KAPI_ERRNO(EBUSY, "SECCOMP_FILTER_FLAG_NEW_LISTENER when a filter with a listener is already installed")
	KAPI_ERRNO(ENOMEM, "The filters would pass 32768 instructions in all, or memory ran out")
	KAPI_ERRNO(EOPNOTSUPP, "SECCOMP_GET_ACTION_AVAIL for an action this kernel lacks")
	KAPI_ERRNO(ESRCH, "TSYNC_ESRCH: another thread could not be synchronised")
	KAPI_ERR_MFILE_SHORT
	SEC_CAP_SYS_ADMIN("A filter without no_new_privs set",
			  "prctl(PR_SET_NO_NEW_PRIVS, 1) must come first")
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_PROCESS_STATE | KAPI_EFFECT_IRREVERSIBLE, "seccomp state",
			      "Strict mode or a filter attached to the thread (all threads with TSYNC); "
			      "inherited by children and kept across execve, never removed")
		KAPI_EFFECT_CONDITION("op is SECCOMP_SET_MODE_STRICT or SECCOMP_SET_MODE_FILTER")
		KAPI_EFFECT_CHECK("status(Seccomp, 2)")
		KAPI_EFFECT_CHECK_WHEN("op == SECCOMP_SET_MODE_FILTER")
	KAPI_SIDE_EFFECT_END
	KAPI_CONSTRAINT(0, "A known operation", "op is one of the four.")
		KAPI_CONSTRAINT_EXPR("one_of(op, SECCOMP_SET_MODE_STRICT, SECCOMP_SET_MODE_FILTER, SECCOMP_GET_ACTION_AVAIL, SECCOMP_GET_NOTIF_SIZES)")
	KAPI_CONSTRAINT_END
	KAPI_CONSTRAINT(1, "Strict mode takes nothing", "SECCOMP_SET_MODE_STRICT needs flags 0 and uargs NULL.")
		KAPI_CONSTRAINT_EXPR("op == SECCOMP_SET_MODE_STRICT -> flags == 0 && uargs == 0")
	KAPI_CONSTRAINT_END
	KAPI_CONSTRAINT(2, "Flags only for a filter", "Every op but SECCOMP_SET_MODE_FILTER needs flags 0.")
		KAPI_CONSTRAINT_EXPR("op != SECCOMP_SET_MODE_FILTER -> flags == 0")
	KAPI_CONSTRAINT_END
	KAPI_CONSTRAINT(3, "Known filter flags",
			"TSYNC, LOG, SPEC_ALLOW, NEW_LISTENER, TSYNC_ESRCH, WAIT_KILLABLE_RECV.")
		KAPI_CONSTRAINT_EXPR("op == SECCOMP_SET_MODE_FILTER -> (flags & ~(SECCOMP_FILTER_FLAG_TSYNC | SECCOMP_FILTER_FLAG_LOG | SECCOMP_FILTER_FLAG_SPEC_ALLOW | SECCOMP_FILTER_FLAG_NEW_LISTENER | SECCOMP_FILTER_FLAG_TSYNC_ESRCH | SECCOMP_FILTER_FLAG_WAIT_KILLABLE_RECV)) == 0")
	KAPI_CONSTRAINT_END
	KAPI_CONSTRAINT(4, "TSYNC and a listener",
			"TSYNC with NEW_LISTENER needs TSYNC_ESRCH, since the return value "
			"cannot be both a thread ID and a descriptor.")
		KAPI_CONSTRAINT_EXPR("has(flags, SECCOMP_FILTER_FLAG_TSYNC | SECCOMP_FILTER_FLAG_NEW_LISTENER) -> has(flags, SECCOMP_FILTER_FLAG_TSYNC_ESRCH)")
	KAPI_CONSTRAINT_END
	KAPI_CONSTRAINT(5, "Killable waits need a listener",
			"SECCOMP_FILTER_FLAG_WAIT_KILLABLE_RECV goes with NEW_LISTENER.")
		KAPI_CONSTRAINT_EXPR("has(flags, SECCOMP_FILTER_FLAG_WAIT_KILLABLE_RECV) -> has(flags, SECCOMP_FILTER_FLAG_NEW_LISTENER)")
	KAPI_CONSTRAINT_END
	KAPI_EXAMPLES("prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0);\nseccomp(SECCOMP_SET_MODE_FILTER, SECCOMP_FILTER_FLAG_TSYNC, &prog);")
	KAPI_SINCE_VERSION("3.17")
	KAPI_NOTES("GET_ACTION_AVAIL since 4.14, GET_NOTIF_SIZES and NEW_LISTENER 5.0, "
		   "TSYNC_ESRCH 5.7, WAIT_KILLABLE_RECV 5.19. op and flags are "
		   "constraints rather than an enum and a mask because whether a value "
		   "passes depends on what uargs points to. Strict mode leaves only "
		   "read, write, _exit and sigreturn: anything else is SIGKILL.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_pidfd_send_signal)
	KAPI_DESCRIPTION("Send a signal to the process a pidfd refers to")
	KAPI_CONTEXT(KAPI_CTX_PROCESS)
	KAPI_PARAM_FD_IN("pidfd", "int", "A pidfd, or a /proc/PID directory descriptor")
	KAPI_PARAM_INT_IN("sig", "int", "Signal number; 0 only checks that the process exists and may be signalled",
		KAPI_PARAM_CONSTRAINT("0..64, and equal to info->si_signo when info is given"))
	KAPI_PARAM_USER_IN_OPT("info", "siginfo_t *", "The siginfo to deliver; NULL for a kill()-like one")
	KAPI_PARAM_UINT_IN("flags", "unsigned int", "At most one PIDFD_SIGNAL_* scope",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(PIDFD_SIGNAL_THREAD | PIDFD_SIGNAL_THREAD_GROUP | PIDFD_SIGNAL_PROCESS_GROUP))
	KAPI_RETURN_ZERO("long", "0")
	KAPI_ERRNO(EBADF, "pidfd is not open, or not a pidfd nor a /proc/PID directory")
	KAPI_ERRNO(EINVAL, "Unknown or several flags, sig out of range, or info->si_signo differs from sig")
	KAPI_ERRNO(EPERM, "No permission to signal, or a forged si_code for another process")
	KAPI_ERRNO(ESRCH, "The process has exited")
	KAPI_ERRNO(EFAULT, "info cannot be read")
	KAPI_ERRNO(EAGAIN, "The real-time signal queue is full")
	KAPI_CAPABILITY_NEXT(CAP_KILL, "CAP_KILL", KAPI_CAP_BYPASS_CHECK)
		KAPI_CAP_ALLOWS("Signal processes of other users")
		KAPI_CAP_WITHOUT("The caller's real or effective UID must match the target's real or saved UID")
	KAPI_CAPABILITY_END
	KAPI_SIGNAL_NEXT(0, "sig", KAPI_SIGNAL_SEND, KAPI_SIGNAL_ACTION_DEFAULT)
		KAPI_SIGNAL_TARGET("The pidfd's process, thread or process group, as flags scope it")
		KAPI_SIGNAL_CONDITION("sig is not 0")
	KAPI_SIGNAL_END
	KAPI_CONSTRAINT(0, "A signal number", "sig is 0..64.")
		KAPI_CONSTRAINT_EXPR("sig >= 0 && sig <= 64")
	KAPI_CONSTRAINT_END
	KAPI_CONSTRAINT(1, "One scope", "At most one PIDFD_SIGNAL_* flag.")
		KAPI_CONSTRAINT_EXPR("popcount(flags) <= 1")
	KAPI_CONSTRAINT_END
	KAPI_CONSTRAINT(2, "siginfo names the signal", "A given info carries sig in si_signo.")
		KAPI_CONSTRAINT_EXPR("info != 0 -> info.si_signo == sig")
	KAPI_CONSTRAINT_END
	KAPI_EXAMPLES("int pfd = pidfd_open(pid, 0);\npidfd_send_signal(pfd, SIGTERM, NULL, 0);")
	KAPI_SINCE_VERSION("5.1")
	KAPI_NOTES("The PIDFD_SIGNAL_* scopes since 6.9. sig is a constraint rather "
		   "than a range because with info its validity depends on info->si_signo.")
	KAPI_PARAM_SINCE(flags, PIDFD_SIGNAL_THREAD, "6.9")
	KAPI_PARAM_SINCE(flags, PIDFD_SIGNAL_THREAD_GROUP, "6.9")
	KAPI_PARAM_SINCE(flags, PIDFD_SIGNAL_PROCESS_GROUP, "6.9")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_pidfd_getfd)
	KAPI_DESCRIPTION("Duplicate a descriptor of another process into the caller")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("pidfd", "int", "pidfd of the process holding the descriptor")
	KAPI_PARAM_INT_IN("fd", "int", "The descriptor's number in that process, not in the caller's",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, INT_MAX))
	SEC_FLAGS_ZERO("unsigned int")
	KAPI_RETURN_NEW_FD("long", "The new descriptor, close-on-exec")
	KAPI_ERRNO(EBADF, "pidfd is not a pidfd, or fd is not open in the target")
	KAPI_ERRNO(EINVAL, "flags is not 0")
	KAPI_ERRNO(EPERM, "The caller may not ptrace-attach to the target (PTRACE_MODE_ATTACH_REALCREDS)")
	KAPI_ERRNO(ESRCH, "The process has exited or is exiting")
	KAPI_ERRNO(EINTR, "A fatal signal arrived while waiting for the target's exec lock")
	KAPI_ERR_MFILE_SHORT
	KAPI_ERR_NFILE_SHORT
	KAPI_LOCK_NEXT("signal->exec_update_lock", KAPI_LOCK_RWLOCK)
		KAPI_LOCK_ACQUIRED
		KAPI_LOCK_RELEASED
		KAPI_LOCK_DESC("The target's lock, read side and killable, so it cannot exec while its descriptor is taken")
	KAPI_LOCK_END
	KAPI_CAPABILITY_NEXT(CAP_SYS_PTRACE, "CAP_SYS_PTRACE", KAPI_CAP_BYPASS_CHECK)
		KAPI_CAP_ALLOWS("Take descriptors of any process")
		KAPI_CAP_WITHOUT("Only processes with the caller's credentials that Yama allows")
	KAPI_CAPABILITY_END
	KAPI_EXAMPLES("int copy = pidfd_getfd(pfd, 3, 0);")
	KAPI_SINCE_VERSION("5.6")
	KAPI_NOTES("The copy shares the open file (offset, status flags) with the original.")
KAPI_END_SPEC;

/*
 * process_vm_readv and process_vm_writev: the same parameters, return and
 * errors but for the words that say which way the bytes go; and the same
 * rule that an empty local list leaves the remote one unread.
 */
#define PROCESS_VM_PARAMS_ERRORS(pid_desc, lvec_desc, rvec_desc, fault) \
	KAPI_PARAM_INT_IN("pid", "pid_t", pid_desc) \
	KAPI_PARAM_USER_IN("lvec", "const struct iovec *", lvec_desc, \
		KAPI_PARAM_SIZE_PARAM(2)) \
	KAPI_PARAM_UINT_IN("liovcnt", "unsigned long", "Entries of lvec", \
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE) \
		KAPI_PARAM_RANGE(0, UIO_MAXIOV)) \
	KAPI_PARAM_USER_IN("rvec", "const struct iovec *", rvec_desc, \
		KAPI_PARAM_SIZE_PARAM(4)) \
	KAPI_PARAM_UINT_IN("riovcnt", "unsigned long", "Entries of rvec", \
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE) \
		KAPI_PARAM_RANGE(0, UIO_MAXIOV)) \
	KAPI_PARAM_UINT_IN("flags", "unsigned long", "Reserved: 0", \
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK) \
		KAPI_PARAM_VALID_MASK(0)) \
	KAPI_RETURN_IN_RANGE("long", "Bytes copied; less than asked when a remote range is partly unmapped", 0, SSIZE_MAX) \
	KAPI_ERRNO(EINVAL, "flags is not 0, a count is over 1024, or the iovec lengths overflow ssize_t") \
	KAPI_ERRNO(EFAULT, fault) \
	KAPI_ERR_NOMEM \
	KAPI_ERRNO(EPERM, "The caller may not ptrace-attach to the process (PTRACE_MODE_ATTACH_REALCREDS)") \
	KAPI_ERRNO(ESRCH, "No process has that PID, or it has no memory (exited, kernel thread)") \
	KAPI_ERRNO(EINTR, "A fatal signal arrived while waiting for the target's exec lock")
#define PROCESS_VM_EMPTY_CONSTRAINTS \
	KAPI_CONSTRAINT(0, "Nothing to copy", "With liovcnt 0 the kernel returns 0 before it reads rvec.") \
		KAPI_CONSTRAINT_EXPR("liovcnt == 0 -> ignored(rvec)") \
	KAPI_CONSTRAINT_END \
	KAPI_CONSTRAINT(1, "Nothing to copy, so no count", "Nor does it check riovcnt then.") \
		KAPI_CONSTRAINT_EXPR("liovcnt == 0 -> ignored(riovcnt)") \
	KAPI_CONSTRAINT_END

DEFINE_KERNEL_API_SPEC(sys_process_vm_readv)
	KAPI_DESCRIPTION("Copy from another process's memory into the caller's")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	PROCESS_VM_PARAMS_ERRORS("Process to read from", "Local buffers to fill",
		"Remote ranges to read",
		"An iovec array or a local buffer is out of reach, or no remote byte could be read")
	KAPI_CAPABILITY_NEXT(CAP_SYS_PTRACE, "CAP_SYS_PTRACE", KAPI_CAP_BYPASS_CHECK)
		KAPI_CAP_ALLOWS("Read any process")
		KAPI_CAP_WITHOUT("Only processes with the caller's credentials that Yama allows")
	KAPI_CAPABILITY_END
	PROCESS_VM_EMPTY_CONSTRAINTS
	KAPI_EXAMPLES("struct iovec l = { buf, n }, r = { remote_addr, n };\nprocess_vm_readv(pid, &l, 1, &r, 1, 0);")
	KAPI_SINCE_VERSION("3.2")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_process_vm_writev)
	KAPI_DESCRIPTION("Copy from the caller's memory into another process's")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	PROCESS_VM_PARAMS_ERRORS("Process to write to", "Local buffers to copy",
		"Remote ranges to write",
		"An iovec array or a local buffer is out of reach, or no remote byte could be written")
	KAPI_CAPABILITY_NEXT(CAP_SYS_PTRACE, "CAP_SYS_PTRACE", KAPI_CAP_BYPASS_CHECK)
		KAPI_CAP_ALLOWS("Write any process")
		KAPI_CAP_WITHOUT("Only processes with the caller's credentials that Yama allows")
	KAPI_CAPABILITY_END
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_MODIFY_STATE, "target memory",
			      "The remote pages are written, read-only ones included when ptrace could")
		KAPI_EFFECT_CHECK("iov_copied(lvec, rvec, ret)")
		KAPI_EFFECT_CHECK_WHEN("liovcnt >= 1 && riovcnt >= 1")
	KAPI_SIDE_EFFECT_END
	PROCESS_VM_EMPTY_CONSTRAINTS
	KAPI_SINCE_VERSION("3.2")
	KAPI_NOTES("conform runs it on the case child's own pid only (its filter "
		   "kills any other), its remote range set to other bytes first, "
		   "so the copy shows.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_ptrace)
	KAPI_DESCRIPTION("Observe and control another process: attach, read and write its memory and registers, resume it")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_INT_IN("request", "long", "PTRACE_* request",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_ENUM)
		KAPI_PARAM_ENUM_VALUES(((const s64[]){ PTRACE_TRACEME, PTRACE_PEEKTEXT, PTRACE_PEEKDATA, PTRACE_PEEKUSR, PTRACE_POKETEXT, PTRACE_POKEDATA, PTRACE_POKEUSR, PTRACE_CONT, PTRACE_KILL, PTRACE_SINGLESTEP, PTRACE_GETREGS, PTRACE_SETREGS, PTRACE_GETFPREGS, PTRACE_SETFPREGS, PTRACE_ATTACH, PTRACE_DETACH, PTRACE_OLDSETOPTIONS, PTRACE_SYSCALL, PTRACE_GET_THREAD_AREA, PTRACE_SET_THREAD_AREA, PTRACE_ARCH_PRCTL, PTRACE_SYSEMU, PTRACE_SYSEMU_SINGLESTEP, PTRACE_SINGLEBLOCK, PTRACE_SETOPTIONS, PTRACE_GETEVENTMSG, PTRACE_GETSIGINFO, PTRACE_SETSIGINFO, PTRACE_GETREGSET, PTRACE_SETREGSET, PTRACE_SEIZE, PTRACE_INTERRUPT, PTRACE_LISTEN, PTRACE_PEEKSIGINFO, PTRACE_GETSIGMASK, PTRACE_SETSIGMASK, PTRACE_SECCOMP_GET_FILTER, PTRACE_SECCOMP_GET_METADATA, PTRACE_GET_SYSCALL_INFO, PTRACE_GET_RSEQ_CONFIGURATION, PTRACE_SET_SYSCALL_USER_DISPATCH_CONFIG, PTRACE_GET_SYSCALL_USER_DISPATCH_CONFIG, PTRACE_SET_SYSCALL_INFO })))
	KAPI_PARAM_INT_IN("pid", "long", "The tracee's thread ID; ignored by PTRACE_TRACEME")
	KAPI_PARAM_UINT_IN("addr", "unsigned long", "An address in the tracee, an offset or a size, as request wants")
	KAPI_PARAM_UINT_IN("data", "unsigned long", "A value, a signal or a pointer in the caller, as request wants")
	KAPI_RETURN_CHECKED("long", "0; PTRACE_GET_SYSCALL_INFO and PTRACE_GET_RSEQ_CONFIGURATION return the size of what they wrote. "
			    "The PEEK requests store the word at data; the C library's wrapper returns it instead")
	KAPI_ERRNO(EIO, "An unknown request, or an address or register the request cannot use",
		   "Unknown requests are EIO, not EINVAL.")
	KAPI_ERRNO(EPERM, "Attaching is not allowed, the target is already traced, or it is init or a kernel thread",
		   "Also PTRACE_TRACEME when already traced.")
	KAPI_ERRNO(ESRCH, "No such thread, or it is not traced by the caller or not stopped for the request")
	KAPI_ERRNO(EFAULT, "An address in the tracee or the caller cannot be reached")
	KAPI_ERRNO(EINVAL, "An invalid option, signal, register set, size or thread-area index for the request")
	KAPI_ERRNO(EBUSY, "A debug register is in use (x86 PTRACE_POKEUSR)")
	KAPI_ERRNO(EACCES, "PTRACE_SECCOMP_GET_FILTER without CAP_SYS_ADMIN or while seccomp-restricted")
	KAPI_ERRNO(ENOENT, "PTRACE_SECCOMP_GET_FILTER/METADATA past the last filter")
	KAPI_ERRNO(EOPNOTSUPP, "PTRACE_GETREGSET or PTRACE_SETREGSET of a set the CPU lacks")
	KAPI_ERR_NOMEM
	KAPI_CAPABILITY_NEXT(CAP_SYS_PTRACE, "CAP_SYS_PTRACE", KAPI_CAP_BYPASS_CHECK)
		KAPI_CAP_ALLOWS("Attach to processes of other users and set-user-ID ones")
		KAPI_CAP_WITHOUT("Same credentials, dumpable target, and Yama's ptrace_scope allowing it")
	KAPI_CAPABILITY_END
	KAPI_SIGNAL_NEXT(SIGSTOP, "SIGSTOP", KAPI_SIGNAL_SEND, KAPI_SIGNAL_ACTION_STOP)
		KAPI_SIGNAL_TARGET("The tracee")
		KAPI_SIGNAL_CONDITION("request is PTRACE_ATTACH")
	KAPI_SIGNAL_END
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_PROCESS_STATE, "tracee",
			      "Attaching makes the caller the tracer (PTRACE_TRACEME makes the parent the caller's); CONT, SYSCALL and DETACH resume the tracee; POKE writes its memory")
		KAPI_EFFECT_CHECK("status_min(TracerPid, 1)")
		KAPI_EFFECT_CHECK_WHEN("request == PTRACE_TRACEME")
	KAPI_SIDE_EFFECT_END
	KAPI_CONSTRAINT(0, "Most requests need a stopped tracee first",
			"Every request but PTRACE_TRACEME, PTRACE_ATTACH and PTRACE_SEIZE looks "
			"pid up as a tracee of the caller, stopped (but for PTRACE_KILL and "
			"PTRACE_INTERRUPT), before it looks at request: ESRCH comes before an "
			"unknown request's EIO.")
		KAPI_CONSTRAINT_EXPR("!one_of(request, PTRACE_TRACEME, PTRACE_ATTACH, PTRACE_SEIZE) -> "
				     "depends(STOPPED_TRACEE)")
	KAPI_CONSTRAINT_END
	KAPI_PARAM_SINCE(request, PTRACE_SET_SYSCALL_USER_DISPATCH_CONFIG, "6.11")
	KAPI_PARAM_SINCE(request, PTRACE_GET_SYSCALL_USER_DISPATCH_CONFIG, "6.11")
	KAPI_PARAM_SINCE(request, PTRACE_SET_SYSCALL_INFO, "6.16")
	KAPI_SINCE_VERSION("1.0")
	KAPI_NOTES("PTRACE_SEIZE/INTERRUPT/LISTEN since 3.4, GET_SYSCALL_INFO 5.3, "
		   "SET_SYSCALL_INFO 6.16. PTRACE_GETFPXREGS is 32-bit only. conform "
		   "runs it only in a lab VM (kapi --kernel), with pid its own process, "
		   "which is no tracee: its sandbox forbids ptrace on the host.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_perf_event_open)
	KAPI_DESCRIPTION("Open a performance counter or sampling event on a task, a CPU or a cgroup")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_IN("attr_uptr", "struct perf_event_attr *", "The event: type, config, sampling and flags; attr->size names its version")
	KAPI_PARAM_INT_IN("pid", "pid_t", "Task to watch: 0 the caller, -1 every task on cpu, or a cgroup descriptor with PERF_FLAG_PID_CGROUP")
	KAPI_PARAM_INT_IN("cpu", "int", "CPU to watch, or -1 for any CPU the task runs on",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(-1, INT_MAX))
	KAPI_PARAM_INT_IN("group_fd", "int", "Group leader's descriptor, or -1 to start a group")
	KAPI_PARAM_UINT_IN("flags", "unsigned long", "PERF_FLAG_*",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(PERF_FLAG_FD_NO_GROUP | PERF_FLAG_FD_OUTPUT | PERF_FLAG_PID_CGROUP | PERF_FLAG_FD_CLOEXEC))
	KAPI_RETURN_NEW_FD("long", "The event's descriptor")
	KAPI_ERRNO(E2BIG, "attr->size is larger than the kernel's struct and the tail is not zero",
		   "The kernel writes its own size back into attr->size.")
	KAPI_ERRNO(EACCES, "perf_event_paranoid forbids the event for this caller")
	KAPI_ERRNO(EBADF, "group_fd (or the cgroup descriptor) is not open")
	KAPI_ERRNO(EBUSY, "Exclusive hardware (e.g. a PMU in use) is taken")
	KAPI_ERRNO(EFAULT, "attr cannot be read")
	KAPI_ERRNO(EINTR, "Interrupted while taking the task's exec lock")
	KAPI_ERRNO(EINVAL, "Unknown flags, pid and cpu both -1, a bad attr field, or a group it cannot join")
	KAPI_ERR_MFILE_SHORT
	KAPI_ERRNO(ENODEV, "The event type's feature is not on this CPU")
	KAPI_ERRNO(ENOENT, "attr->type names no PMU, or the config no event")
	KAPI_ERRNO(ENOSPC, "No hardware breakpoint slot is free")
	KAPI_ERRNO(EOPNOTSUPP, "The PMU cannot do what attr asks (sampling, exclusions, branch stack)")
	KAPI_ERRNO(EOVERFLOW, "sample_max_stack above the kernel.perf_event_max_stack limit")
	KAPI_ERRNO(EPERM, "Privileged exclusions or kernel events without CAP_PERFMON, or the caller may not trace the task")
	KAPI_ERRNO(ESRCH, "No task has that pid")
	KAPI_ERRNO(ENOSYS, "attr asks for a sample type (e.g. user stack or registers) the architecture cannot give")
	KAPI_ERR_NOMEM
	KAPI_CAPABILITY_NEXT(CAP_PERFMON, "CAP_PERFMON", KAPI_CAP_BYPASS_CHECK)
		KAPI_CAP_ALLOWS("Events of any task and CPU, and kernel events, whatever perf_event_paranoid says")
		KAPI_CAP_WITHOUT("perf_event_paranoid decides (2: own tasks' user-space events only)")
		KAPI_CAP_CONDITION("CAP_SYS_ADMIN also serves")
	KAPI_CAPABILITY_END
	KAPI_CONSTRAINT(0, "Something to watch", "pid and cpu cannot both be -1.")
		KAPI_CONSTRAINT_EXPR("!(pid == -1 && cpu == -1)")
	KAPI_CONSTRAINT_END
	KAPI_CONSTRAINT(1, "A cgroup needs a CPU", "PERF_FLAG_PID_CGROUP watches per CPU: cpu is not -1.")
		KAPI_CONSTRAINT_EXPR("has(flags, PERF_FLAG_PID_CGROUP) -> cpu >= 0")
	KAPI_CONSTRAINT_END
	KAPI_EXAMPLES("struct perf_event_attr a = { .size = sizeof(a), .type = PERF_TYPE_SOFTWARE, .config = PERF_COUNT_SW_TASK_CLOCK };\nint fd = perf_event_open(&a, 0, -1, -1, PERF_FLAG_FD_CLOEXEC);")
	KAPI_SINCE_VERSION("2.6.31")
	KAPI_NOTES("PERF_FLAG_FD_CLOEXEC since 3.14. conform runs it only in a lab "
		   "VM (kapi --kernel), where Debian's perf_event_paranoid 3 answers "
		   "EACCES before any argument is looked at: its sandbox forbids "
		   "perf_event_open on the host (its layout case opens a "
		   "self-only event before that filter).")
	KAPI_STRUCT_SPEC(0, perf_event_mmap_page, "The first page of a perf event's mapping: counter state and the sample ring's head and tail")
		KAPI_STRUCT_SIZE(1088, 8)
		KAPI_STRUCT_FIELD(0, "version", KAPI_TYPE_UINT, "__u32", "Version of this page, 0")
			KAPI_FIELD_OFFSET(0) KAPI_FIELD_SIZE(4)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(1, "compat_version", KAPI_TYPE_UINT, "__u32", "The lowest version this one is compatible with, 0")
			KAPI_FIELD_OFFSET(4) KAPI_FIELD_SIZE(4)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(2, "lock", KAPI_TYPE_UINT, "__u32", "Sequence count for reading the fields below consistently")
			KAPI_FIELD_OFFSET(8) KAPI_FIELD_SIZE(4)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(3, "index", KAPI_TYPE_UINT, "__u32", "Hardware counter + 1 for rdpmc, 0 when none")
			KAPI_FIELD_OFFSET(12) KAPI_FIELD_SIZE(4)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(4, "offset", KAPI_TYPE_INT, "__s64", "Add to the counter's value")
			KAPI_FIELD_OFFSET(16) KAPI_FIELD_SIZE(8)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(5, "time_enabled", KAPI_TYPE_UINT, "__u64", "Time the event was enabled")
			KAPI_FIELD_OFFSET(24) KAPI_FIELD_SIZE(8)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(6, "time_running", KAPI_TYPE_UINT, "__u64", "Time the event ran")
			KAPI_FIELD_OFFSET(32) KAPI_FIELD_SIZE(8)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(7, "capabilities", KAPI_TYPE_UINT, "__u64", "cap_user_rdpmc, cap_user_time, cap_user_time_zero, cap_user_time_short bits")
			KAPI_FIELD_OFFSET(40) KAPI_FIELD_SIZE(8)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(8, "pmc_width", KAPI_TYPE_UINT, "__u16", "Bits of the counter rdpmc reads")
			KAPI_FIELD_OFFSET(48) KAPI_FIELD_SIZE(2)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(9, "time_shift", KAPI_TYPE_UINT, "__u16", "Converting cycles to time: shift")
			KAPI_FIELD_OFFSET(50) KAPI_FIELD_SIZE(2)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(10, "time_mult", KAPI_TYPE_UINT, "__u32", "... multiplier")
			KAPI_FIELD_OFFSET(52) KAPI_FIELD_SIZE(4)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(11, "time_offset", KAPI_TYPE_UINT, "__u64", "... offset")
			KAPI_FIELD_OFFSET(56) KAPI_FIELD_SIZE(8)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(12, "time_zero", KAPI_TYPE_UINT, "__u64", "The time of cycle 0, with cap_user_time_zero")
			KAPI_FIELD_OFFSET(64) KAPI_FIELD_SIZE(8)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(13, "size", KAPI_TYPE_UINT, "__u32", "The size of the header the kernel fills: the offset of __reserved (96)")
			KAPI_FIELD_OFFSET(72) KAPI_FIELD_SIZE(4)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(14, "__reserved_1", KAPI_TYPE_UINT, "__u32", "Padding")
			KAPI_FIELD_OFFSET(76) KAPI_FIELD_SIZE(4)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(15, "time_cycles", KAPI_TYPE_UINT, "__u64", "With cap_user_time_short: the counter's base")
			KAPI_FIELD_OFFSET(80) KAPI_FIELD_SIZE(8)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(16, "time_mask", KAPI_TYPE_UINT, "__u64", "... and its mask")
			KAPI_FIELD_OFFSET(88) KAPI_FIELD_SIZE(8)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(17, "__reserved", KAPI_TYPE_ARRAY, "__u8[928]", "Pads the header to 1 KiB")
			KAPI_FIELD_OFFSET(96) KAPI_FIELD_SIZE(928)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(18, "data_head", KAPI_TYPE_UINT, "__u64", "Head of the sample ring (read with acquire ordering)")
			KAPI_FIELD_OFFSET(1024) KAPI_FIELD_SIZE(8)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(19, "data_tail", KAPI_TYPE_UINT, "__u64", "Tail the reader writes back (writable mappings)")
			KAPI_FIELD_OFFSET(1032) KAPI_FIELD_SIZE(8)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(20, "data_offset", KAPI_TYPE_UINT, "__u64", "Where the sample ring starts in the mapping: one page on")
			KAPI_FIELD_OFFSET(1040) KAPI_FIELD_SIZE(8)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(21, "data_size", KAPI_TYPE_UINT, "__u64", "Size of the sample ring")
			KAPI_FIELD_OFFSET(1048) KAPI_FIELD_SIZE(8)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(22, "aux_head", KAPI_TYPE_UINT, "__u64", "Head of the AUX area")
			KAPI_FIELD_OFFSET(1056) KAPI_FIELD_SIZE(8)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(23, "aux_tail", KAPI_TYPE_UINT, "__u64", "Tail of the AUX area")
			KAPI_FIELD_OFFSET(1064) KAPI_FIELD_SIZE(8)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(24, "aux_offset", KAPI_TYPE_UINT, "__u64", "Where the reader maps the AUX area")
			KAPI_FIELD_OFFSET(1072) KAPI_FIELD_SIZE(8)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(25, "aux_size", KAPI_TYPE_UINT, "__u64", "Its size")
			KAPI_FIELD_OFFSET(1080) KAPI_FIELD_SIZE(8)
		KAPI_STRUCT_FIELD_END
	KAPI_STRUCT_SPEC_END
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_bpf)
	KAPI_DESCRIPTION("Load BPF programs, create and use maps, links, BTF and tokens")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_INT_IN("cmd", "int", "BPF_* command",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_ENUM)
		KAPI_PARAM_ENUM_VALUES(((const s64[]){ BPF_MAP_CREATE, BPF_MAP_LOOKUP_ELEM, BPF_MAP_UPDATE_ELEM, BPF_MAP_DELETE_ELEM, BPF_MAP_GET_NEXT_KEY, BPF_PROG_LOAD, BPF_OBJ_PIN, BPF_OBJ_GET, BPF_PROG_ATTACH, BPF_PROG_DETACH, BPF_PROG_TEST_RUN, BPF_PROG_GET_NEXT_ID, BPF_MAP_GET_NEXT_ID, BPF_PROG_GET_FD_BY_ID, BPF_MAP_GET_FD_BY_ID, BPF_OBJ_GET_INFO_BY_FD, BPF_PROG_QUERY, BPF_RAW_TRACEPOINT_OPEN, BPF_BTF_LOAD, BPF_BTF_GET_FD_BY_ID, BPF_TASK_FD_QUERY, BPF_MAP_LOOKUP_AND_DELETE_ELEM, BPF_MAP_FREEZE, BPF_BTF_GET_NEXT_ID, BPF_MAP_LOOKUP_BATCH, BPF_MAP_LOOKUP_AND_DELETE_BATCH, BPF_MAP_UPDATE_BATCH, BPF_MAP_DELETE_BATCH, BPF_LINK_CREATE, BPF_LINK_UPDATE, BPF_LINK_GET_FD_BY_ID, BPF_LINK_GET_NEXT_ID, BPF_ENABLE_STATS, BPF_ITER_CREATE, BPF_LINK_DETACH, BPF_PROG_BIND_MAP, BPF_TOKEN_CREATE_NR, BPF_PROG_STREAM_READ_BY_FD_NR })))
	KAPI_PARAM_USER_INOUT("uattr", "union bpf_attr *", "The command's arguments; some commands write results back",
		KAPI_PARAM_SIZE_PARAM(2))
	KAPI_PARAM_UINT_IN("size", "unsigned int", "Bytes of uattr the caller knows",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, PAGE_SIZE)
		KAPI_PARAM_CONSTRAINT("Bytes past the kernel's union must be 0 (E2BIG); fewer are zero-filled"))
	KAPI_RETURN_CHECKED("long", "A new descriptor (map, program, link, BTF, token), an ID, a count, or 0, as cmd says")
	KAPI_ERRNO(EINVAL, "Unknown cmd, or an attribute the command does not take (unused fields must be 0)")
	KAPI_ERRNO(E2BIG, "size is over a page, or bytes past the kernel's union are not 0; also a too large program or map")
	KAPI_ERRNO(EPERM, "Without CAP_BPF (or CAP_SYS_ADMIN), or kernel.unprivileged_bpf_disabled, or a token that does not allow it")
	KAPI_ERRNO(EFAULT, "uattr or a pointer inside it cannot be reached")
	KAPI_ERRNO(EACCES, "The verifier refused the program")
	KAPI_ERRNO(EBADF, "A descriptor in uattr is not open or not a BPF object")
	KAPI_ERRNO(ENOENT, "No element, ID or pinned object of that name")
	KAPI_ERRNO(EEXIST, "BPF_NOEXIST update of an existing element, or a pin path in use")
	KAPI_ERRNO(ENOSPC, "The map is full")
	KAPI_ERRNO(EBUSY, "The object is in use (a frozen map, an attach point taken)")
	KAPI_ERRNO(EAGAIN, "The verifier ran out of memory or time; retry")
	KAPI_ERRNO(EOPNOTSUPP, "The map or program type cannot do the command",
		   "Some commands leak the kernel-internal ENOTSUPP (524) instead.")
	KAPI_ERR_NOMEM
	KAPI_ERR_MFILE_SHORT
	KAPI_CAPABILITY_NEXT(CAP_BPF, "CAP_BPF", KAPI_CAP_GRANT_PERMISSION)
		KAPI_CAP_ALLOWS("Maps and most program types; CAP_PERFMON and CAP_NET_ADMIN add tracing and networking programs")
		KAPI_CAP_WITHOUT("Only what kernel.unprivileged_bpf_disabled=0 leaves (socket filters, some maps), or a BPF token")
		KAPI_CAP_CONDITION("CAP_SYS_ADMIN also serves")
	KAPI_CAPABILITY_END
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_MODIFY_STATE | KAPI_EFFECT_ALLOC_MEMORY, "BPF objects",
			      "Maps, programs and links are created, attached to kernel hooks or pinned in bpffs")
		KAPI_EFFECT_CHECK("fd_link(ret, bpf)")
		KAPI_EFFECT_CHECK_WHEN("one_of(cmd, BPF_MAP_CREATE, BPF_PROG_LOAD, BPF_LINK_CREATE, BPF_BTF_LOAD)")
	KAPI_SIDE_EFFECT_END
	KAPI_CONSTRAINT(0, "The command's member of the union decides",
			"Every command but the ID walkers and BPF_ENABLE_STATS reads a descriptor "
			"(map, program, link, BTF, bpffs) or a type from its member of union "
			"bpf_attr: descriptor 0 that is no BPF object, or type 0 (UNSPEC), is "
			"EINVAL, so a zeroed union says nothing about cmd itself.")
		KAPI_CONSTRAINT_EXPR("!one_of(cmd, BPF_PROG_GET_NEXT_ID, BPF_MAP_GET_NEXT_ID, "
				     "BPF_PROG_GET_FD_BY_ID, BPF_MAP_GET_FD_BY_ID, BPF_BTF_GET_FD_BY_ID, "
				     "BPF_BTF_GET_NEXT_ID, BPF_LINK_GET_FD_BY_ID, BPF_LINK_GET_NEXT_ID, "
				     "BPF_ENABLE_STATS) -> depends(BPF_ATTR_OBJECT)")
	KAPI_CONSTRAINT_END
	KAPI_PARAM_SINCE(cmd, BPF_TOKEN_CREATE_NR, "6.9")
	KAPI_PARAM_SINCE(cmd, BPF_PROG_STREAM_READ_BY_FD_NR, "6.17")
	KAPI_SINCE_VERSION("3.18")
	KAPI_NOTES("BPF_PROG_RUN is another name of BPF_PROG_TEST_RUN (10). "
		   "Each command reads its own member of union bpf_attr; the "
		   "union is not modelled here. conform runs it only in a lab VM "
		   "(kapi --kernel): its sandbox forbids bpf on the host.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_keyctl)
	KAPI_DESCRIPTION("Manage keys and keyrings: look up, update, link, read, set permissions and timeouts")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_INT_IN("option", "int", "KEYCTL_* operation",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_ENUM)
		KAPI_PARAM_ENUM_VALUES(((const s64[]){ KEYCTL_GET_KEYRING_ID, KEYCTL_JOIN_SESSION_KEYRING, KEYCTL_UPDATE, KEYCTL_REVOKE, KEYCTL_CHOWN, KEYCTL_SETPERM, KEYCTL_DESCRIBE, KEYCTL_CLEAR, KEYCTL_LINK, KEYCTL_UNLINK, KEYCTL_SEARCH, KEYCTL_READ, KEYCTL_INSTANTIATE, KEYCTL_NEGATE, KEYCTL_SET_REQKEY_KEYRING, KEYCTL_SET_TIMEOUT, KEYCTL_ASSUME_AUTHORITY, KEYCTL_GET_SECURITY, KEYCTL_SESSION_TO_PARENT, KEYCTL_REJECT, KEYCTL_INSTANTIATE_IOV, KEYCTL_INVALIDATE, KEYCTL_GET_PERSISTENT, KEYCTL_DH_COMPUTE, KEYCTL_PKEY_QUERY, KEYCTL_PKEY_ENCRYPT, KEYCTL_PKEY_DECRYPT, KEYCTL_PKEY_SIGN, KEYCTL_PKEY_VERIFY, KEYCTL_RESTRICT_KEYRING, KEYCTL_MOVE, KEYCTL_CAPABILITIES, KEYCTL_WATCH_KEY })))
	KAPI_PARAM_UINT_IN("arg2", "unsigned long", "Usually the key's serial or a KEY_SPEC_* special ID")
	KAPI_PARAM_UINT_IN("arg3", "unsigned long", "As option wants")
	KAPI_PARAM_UINT_IN("arg4", "unsigned long", "As option wants")
	KAPI_PARAM_UINT_IN("arg5", "unsigned long", "As option wants")
	KAPI_RETURN_CHECKED("long", "0, a key serial, or a byte count (READ, DESCRIBE, GET_SECURITY, DH_COMPUTE, PKEY_*)")
	KAPI_ERRNO(EOPNOTSUPP, "An unknown option, or one this kernel's build lacks",
		   "Unknown options are EOPNOTSUPP, not EINVAL.")
	KAPI_ERRNO(EACCES, "The key's permissions deny the operation")
	KAPI_ERRNO(EDQUOT, "The user's key quota is used up")
	KAPI_ERRNO(EFAULT, "A user buffer cannot be reached")
	KAPI_ERRNO(EINVAL, "A bad argument for the option: key serial 0, a buffer size, a permission mask, a type, "
		   "KEYCTL_REJECT's error outside 1..4094 or a restart code, KEYCTL_DH_COMPUTE without parameters")
	KAPI_ERRNO(EKEYEXPIRED, "The key has expired")
	KAPI_ERRNO(EKEYREJECTED, "The key was rejected")
	KAPI_ERRNO(EKEYREVOKED, "The key was revoked")
	KAPI_ERRNO(ENOKEY, "No such key, or a special keyring that does not exist and was not to be made")
	KAPI_ERRNO(ENOTDIR, "A keyring operation on a key that is not a keyring")
	KAPI_ERRNO(EPERM, "Changing a key the caller does not own, or a session keyring change not allowed")
	KAPI_ERRNO(EDEADLK, "KEYCTL_LINK would make a cycle")
	KAPI_ERRNO(ENFILE, "The keyring is full")
	KAPI_ERRNO(EEXIST, "KEYCTL_MOVE with KEYCTL_MOVE_EXCL and a key of that name in the target")
	KAPI_ERRNO(EBUSY, "KEYCTL_WATCH_KEY on a key already watched through that queue")
	KAPI_ERRNO(EXDEV, "A key restriction refuses the link")
	KAPI_ERRNO(ELOOP, "KEYCTL_LINK would nest keyrings too deep")
	KAPI_ERRNO(EMSGSIZE, "KEYCTL_DH_COMPUTE with an output buffer over the KDF limit")
	KAPI_ERRNO(ENOENT, "KEYCTL_DH_COMPUTE or a KEYCTL_PKEY_* operation names a hash or algorithm the kernel lacks")
	KAPI_ERRNO(EAGAIN, "KEYCTL_DH_COMPUTE could not set up its crypto transform")
	KAPI_ERR_NOMEM
	KAPI_CAPABILITY_NEXT(CAP_SYS_ADMIN, "CAP_SYS_ADMIN", KAPI_CAP_BYPASS_CHECK)
		KAPI_CAP_ALLOWS("KEYCTL_CHOWN to any user, KEYCTL_SETPERM of others' keys, clearing special keyrings")
		KAPI_CAP_WITHOUT("Only keys the caller owns, within its permissions")
	KAPI_CAPABILITY_END
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_MODIFY_STATE, "keys and keyrings",
			      "Keys are linked, revoked, changed; session keyrings created or joined")
		KAPI_EFFECT_CHECK("key(ret)")
		KAPI_EFFECT_CHECK_WHEN("option == KEYCTL_JOIN_SESSION_KEYRING")
	KAPI_SIDE_EFFECT_END
	KAPI_CONSTRAINT(0, "Key serial 0 names no key",
			"The options that look up arg2 as a key or keyring before anything else "
			"answer EINVAL for 0 (serials are positive, KEY_SPEC_* negative).")
		KAPI_CONSTRAINT_EXPR("one_of(option, KEYCTL_GET_KEYRING_ID, KEYCTL_UPDATE, KEYCTL_REVOKE, "
				     "KEYCTL_CHOWN, KEYCTL_SETPERM, KEYCTL_DESCRIBE, KEYCTL_CLEAR, KEYCTL_LINK, "
				     "KEYCTL_UNLINK, KEYCTL_SET_TIMEOUT, KEYCTL_GET_SECURITY, KEYCTL_INVALIDATE, "
				     "KEYCTL_RESTRICT_KEYRING, KEYCTL_MOVE) -> arg2 != 0")
	KAPI_CONSTRAINT_END
	KAPI_CONSTRAINT(1, "A persistent keyring goes somewhere",
			"KEYCTL_GET_PERSISTENT links into the keyring arg3 names: 0 is EINVAL.")
		KAPI_CONSTRAINT_EXPR("option == KEYCTL_GET_PERSISTENT -> arg3 != 0")
	KAPI_CONSTRAINT_END
	KAPI_CONSTRAINT(2, "A rejection carries an error",
			"KEYCTL_REJECT's arg4 is the errno to report: 1..4094 and not one of the "
			"kernel's restart codes (512, 513, 514, 516).")
		KAPI_CONSTRAINT_EXPR("option == KEYCTL_REJECT -> arg4 >= 1 && arg4 <= 4094 && "
				     "!one_of(arg4, 512, 513, 514, 516)")
	KAPI_CONSTRAINT_END
	KAPI_CONSTRAINT(3, "Diffie-Hellman needs its parameters",
			"KEYCTL_DH_COMPUTE with a NULL parameter block, or a NULL buffer of "
			"nonzero length, is EINVAL.")
		KAPI_CONSTRAINT_EXPR("option == KEYCTL_DH_COMPUTE -> arg2 != 0 && (arg3 != 0 || arg4 == 0)")
	KAPI_CONSTRAINT_END
	KAPI_SINCE_VERSION("2.6.10")
	KAPI_NOTES("KEYCTL_MOVE and KEYCTL_CAPABILITIES since 5.3, KEYCTL_WATCH_KEY 5.8. "
		   "The meaning of arg2..arg5 is per option and not modelled here. "
		   "This machine's kernel is built without KEYCTL_DH_COMPUTE and "
		   "KEYCTL_WATCH_KEY: both answer EOPNOTSUPP. "
		   "conform runs it only in a lab VM (kapi --kernel): its sandbox "
		   "forbids keyctl on the host, keyrings not being namespaced."
		   " ETIMEDOUT, which the man page lists, is not pinned to an operation here.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_add_key)
	KAPI_DESCRIPTION("Create or update a key and link it into a keyring")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_STRING_IN("_type", "const char *", "Key type: \"user\", \"logon\", \"keyring\", \"big_key\", \"asymmetric\", ...")
	KAPI_PARAM_USER_IN_OPT("_description", "const char *", "The key's description (its name); required but for some types")
	KAPI_PARAM_USER_IN_OPT("_payload", "const void *", "The key's data; NULL with plen 0 for a keyring",
		KAPI_PARAM_SIZE_PARAM(3))
	KAPI_PARAM_UINT_IN("plen", "size_t", "Length of the payload",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, 1024 * 1024 - 1))
	KAPI_PARAM_INT_IN("ringid", "key_serial_t", "Keyring to link the key into: a serial or KEY_SPEC_*")
	KAPI_RETURN_IN_RANGE("long", "The key's serial number", 1, INT_MAX)
	KAPI_ERRNO(EINVAL, "plen is 1 MiB or more, the description is empty or missing, or the payload is bad for the type")
	KAPI_ERRNO(EFAULT, "A string or the payload cannot be read")
	KAPI_ERRNO(ENODEV, "No key type of that name")
	KAPI_ERRNO(EPERM, "The type starts with '.', or a keyring description starts with '.'")
	KAPI_ERRNO(EACCES, "No write permission on the keyring")
	KAPI_ERRNO(EDQUOT, "The key quota is used up")
	KAPI_ERRNO(EKEYEXPIRED, "The keyring has expired")
	KAPI_ERRNO(EKEYREVOKED, "The keyring was revoked")
	KAPI_ERRNO(ENOKEY, "The keyring does not exist")
	KAPI_ERRNO(ENOTDIR, "ringid is not a keyring")
	KAPI_ERRNO(EBADMSG, "The payload does not parse for the type (e.g. asymmetric, encrypted)")
	KAPI_ERRNO(ENFILE, "The keyring is full")
	KAPI_ERR_NOMEM
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_MODIFY_STATE | KAPI_EFFECT_ALLOC_MEMORY, "keyring",
			      "A new key (or the updated one of that type and description) linked into ringid")
		KAPI_EFFECT_CHECK("key(ret)")
	KAPI_SIDE_EFFECT_END
	KAPI_CONSTRAINT(0, "Payload and length agree", "A NULL payload goes with plen 0; with more the kernel answers EFAULT.")
		KAPI_CONSTRAINT_EXPR("_payload == 0 -> plen == 0")
	KAPI_CONSTRAINT_END
	KAPI_SINCE_VERSION("2.6.10")
	KAPI_NOTES("conform does not run it: its sandbox forbids add_key.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_request_key)
	KAPI_DESCRIPTION("Find a key by type and description, asking user space to make it if a callout is given")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_STRING_IN("_type", "const char *", "Key type")
	KAPI_PARAM_STRING_IN("_description", "const char *", "The key's description")
	KAPI_PARAM_USER_IN_OPT("_callout_info", "const char *", "Text for /sbin/request-key; NULL searches only")
	KAPI_PARAM_INT_IN("destringid", "key_serial_t", "Keyring to link a found key into, or 0")
	KAPI_RETURN_IN_RANGE("long", "The key's serial number", 1, INT_MAX)
	KAPI_ERRNO(EINVAL, "The description is empty")
	KAPI_ERRNO(EFAULT, "A string cannot be read")
	KAPI_ERRNO(ENOKEY, "No key matched and none could be made, or the type is unknown")
	KAPI_ERRNO(ENOENT, "A key or keyring on the way was found dead or not found by the upcall (seen by LTP's request_key tests)")
	KAPI_ERRNO(EPERM, "The type starts with '.'")
	KAPI_ERRNO(EACCES, "The keyring is not writable, or the key not searchable")
	KAPI_ERRNO(EDQUOT, "The key quota is used up")
	KAPI_ERRNO(EINTR, "A signal arrived while waiting for the upcall")
	KAPI_ERRNO(EKEYEXPIRED, "The key or a keyring has expired")
	KAPI_ERRNO(EKEYREJECTED, "The upcall rejected the key")
	KAPI_ERRNO(EKEYREVOKED, "The key or a keyring was revoked")
	KAPI_ERR_NOMEM
	KAPI_SIGNAL_INTR("Waiting for /sbin/request-key to make the key")
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_PROCESS_STATE, "upcall",
			      "Runs /sbin/request-key when a callout is given and no key matched")
		KAPI_EFFECT_CONDITION("_callout_info is not NULL")
		KAPI_EFFECT_UNOBSERVABLE("The helper is started by the kernel in the initial namespaces, out of the caller's sight; the caller sees only the key it may instantiate")
	KAPI_SIDE_EFFECT_END
	KAPI_SINCE_VERSION("2.6.10")
	KAPI_NOTES("conform does not run it: its sandbox forbids request_key.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_kcmp)
	KAPI_DESCRIPTION("Compare a kernel resource of two processes: is it the same object?")
	KAPI_CONTEXT(KAPI_CTX_PROCESS)
	KAPI_PARAM_INT_IN("pid1", "pid_t", "First process",
		KAPI_PARAM_CONSTRAINT("A PID in the caller's namespace; every value is looked up, and one naming no process (0, a negative one) is ESRCH, not a refused value"))
	KAPI_PARAM_INT_IN("pid2", "pid_t", "Second process, looked up as pid1")
	KAPI_PARAM_INT_IN("type", "int", "KCMP_* resource",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_ENUM)
		KAPI_PARAM_ENUM_VALUES(((const s64[]){ KCMP_FILE, KCMP_VM, KCMP_FILES, KCMP_FS, KCMP_SIGHAND, KCMP_IO, KCMP_SYSVSEM, KCMP_EPOLL_TFD })))
	KAPI_PARAM_UINT_IN("idx1", "unsigned long", "Descriptor in pid1 for KCMP_FILE and KCMP_EPOLL_TFD")
	KAPI_PARAM_UINT_IN("idx2", "unsigned long", "Descriptor in pid2, or a struct kcmp_epoll_slot pointer for KCMP_EPOLL_TFD")
	KAPI_RETURN_IN_RANGE("long", "0 equal, 1 less, 2 greater (an ordering of kernel pointers), 3 not equal", 0, 3)
	KAPI_ERRNO(EBADF, "KCMP_FILE or KCMP_EPOLL_TFD with a descriptor that is not open")
	KAPI_ERRNO(EINVAL, "Unknown type")
	KAPI_ERRNO(EPERM, "The caller may not read both processes (PTRACE_MODE_READ_REALCREDS)")
	KAPI_ERRNO(ESRCH, "No process has pid1 or pid2")
	KAPI_ERRNO(EFAULT, "The kcmp_epoll_slot cannot be read")
	KAPI_ERRNO(ENOENT, "KCMP_EPOLL_TFD: the target is not in that epoll set")
	KAPI_ERRNO(EOPNOTSUPP, "KCMP_SYSVSEM or KCMP_EPOLL_TFD on a kernel without System V IPC or epoll")
	KAPI_ERRNO(EINTR, "Interrupted while taking the exec locks")
	KAPI_LOCK_NEXT("signal->exec_update_lock", KAPI_LOCK_RWLOCK)
		KAPI_LOCK_ACQUIRED
		KAPI_LOCK_RELEASED
		KAPI_LOCK_DESC("Both processes' locks, read side and killable, so neither execs during the comparison")
	KAPI_LOCK_END
	KAPI_EXAMPLES("kcmp(getpid(), other, KCMP_FILE, fd, otherfd) == 0 /* same open file */")
	KAPI_SINCE_VERSION("3.5")
	KAPI_NOTES("KCMP_EPOLL_TFD since 4.13. Needs CONFIG_KCMP (or CHECKPOINT_RESTORE); "
		   "otherwise ENOSYS.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_process_madvise)
	KAPI_DESCRIPTION("Give memory advice for ranges of another process (or the caller)")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("pidfd", "int", "pidfd of the process")
	KAPI_PARAM_USER_IN("vec", "const struct iovec *", "Ranges of the target's address space",
		KAPI_PARAM_SIZE_PARAM(2))
	KAPI_PARAM_UINT_IN("vlen", "size_t", "Entries of vec",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, UIO_MAXIOV))
	KAPI_PARAM_INT_IN("behavior", "int", "MADV_* advice; another process takes MADV_COLD, MADV_PAGEOUT, MADV_WILLNEED and MADV_COLLAPSE only",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_ENUM)
		KAPI_PARAM_ENUM_VALUES(((const s64[]){ MADV_NORMAL, MADV_RANDOM, MADV_SEQUENTIAL, MADV_WILLNEED, MADV_DONTNEED, MADV_FREE, MADV_REMOVE, MADV_DONTFORK, MADV_DOFORK, MADV_MERGEABLE, MADV_UNMERGEABLE, MADV_HUGEPAGE, MADV_NOHUGEPAGE, MADV_DONTDUMP, MADV_DODUMP, MADV_WIPEONFORK, MADV_KEEPONFORK, MADV_COLD, MADV_PAGEOUT, MADV_POPULATE_READ, MADV_POPULATE_WRITE, MADV_DONTNEED_LOCKED, MADV_COLLAPSE, MADV_HWPOISON, MADV_SOFT_OFFLINE, MADV_GUARD_INSTALL, MADV_GUARD_REMOVE })))
	SEC_FLAGS_ZERO("unsigned int")
	KAPI_RETURN_IN_RANGE("long", "Bytes advised; less than asked when a later range failed", 0, SSIZE_MAX)
	KAPI_ERRNO(EBADF, "pidfd is not open or not a pidfd")
	KAPI_ERRNO(EINVAL, "flags not 0, vlen over 1024, advice another process cannot take, or a range madvise refuses")
	KAPI_ERRNO(EFAULT, "vec cannot be read, or populating a range faulted")
	KAPI_ERRNO(EPERM, "Another process without CAP_SYS_NICE, or advice that needs a privilege (MADV_HWPOISON)")
	KAPI_ERRNO(EACCES, "The caller may not read the target's memory (PTRACE_MODE_READ_FSCREDS)")
	KAPI_ERRNO(ESRCH, "The process has exited")
	KAPI_ERRNO(ENOMEM, "A range is not mapped, or memory ran out")
	KAPI_ERRNO(EAGAIN, "A kernel resource was busy; retry")
	KAPI_ERRNO(EIO, "MADV_HWPOISON or populating a range hit an I/O error")
	KAPI_ERRNO(EINTR, "A signal interrupted the advice")
	KAPI_ERRNO(EBUSY, "MADV_SOFT_OFFLINE on a page that cannot be migrated")
	KAPI_ERRNO(EHWPOISON, "Populating met a poisoned page")
	KAPI_CAPABILITY_NEXT(CAP_SYS_NICE, "CAP_SYS_NICE", KAPI_CAP_GRANT_PERMISSION)
		KAPI_CAP_ALLOWS("Advice on another process's memory")
		KAPI_CAP_WITHOUT("Only the caller's own memory")
		KAPI_CAP_CONDITION("The target is not the caller")
	KAPI_CAPABILITY_END
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_MODIFY_STATE, "target memory",
			      "Pages are reclaimed, deactivated, collapsed or read ahead, as the advice says")
		KAPI_EFFECT_UNOBSERVABLE("Advice is a hint the kernel may act on later or not at all; reclaimed, deactivated and resident pages read the same to the caller")
	KAPI_SIDE_EFFECT_END
	KAPI_CONSTRAINT(0, "Nothing to advise", "With vlen 0 the kernel returns 0 before it looks at the advice "
			"(since 6.13, for the caller's own process; before, the advice is checked first).")
		KAPI_CONSTRAINT_EXPR("vlen == 0 -> ignored(behavior)")
	KAPI_CONSTRAINT_END
	KAPI_CONSTRAINT_SINCE("Nothing to advise", "6.13")
	KAPI_SINCE_VERSION("5.10")
	KAPI_NOTES("MADV_WILLNEED and MADV_COLLAPSE for other processes since 5.19/6.1; "
		   "since 6.13 the caller's own pidfd takes every madvise() advice.")
	KAPI_PARAM_SINCE(behavior, MADV_NORMAL, "6.13")
	KAPI_PARAM_SINCE(behavior, MADV_RANDOM, "6.13")
	KAPI_PARAM_SINCE(behavior, MADV_SEQUENTIAL, "6.13")
	KAPI_PARAM_SINCE(behavior, MADV_DONTNEED, "6.13")
	KAPI_PARAM_SINCE(behavior, MADV_FREE, "6.13")
	KAPI_PARAM_SINCE(behavior, MADV_REMOVE, "6.13")
	KAPI_PARAM_SINCE(behavior, MADV_DONTFORK, "6.13")
	KAPI_PARAM_SINCE(behavior, MADV_DOFORK, "6.13")
	KAPI_PARAM_SINCE(behavior, MADV_MERGEABLE, "6.13")
	KAPI_PARAM_SINCE(behavior, MADV_UNMERGEABLE, "6.13")
	KAPI_PARAM_SINCE(behavior, MADV_HUGEPAGE, "6.13")
	KAPI_PARAM_SINCE(behavior, MADV_NOHUGEPAGE, "6.13")
	KAPI_PARAM_SINCE(behavior, MADV_DONTDUMP, "6.13")
	KAPI_PARAM_SINCE(behavior, MADV_DODUMP, "6.13")
	KAPI_PARAM_SINCE(behavior, MADV_WIPEONFORK, "6.13")
	KAPI_PARAM_SINCE(behavior, MADV_KEEPONFORK, "6.13")
	KAPI_PARAM_SINCE(behavior, MADV_POPULATE_READ, "6.13")
	KAPI_PARAM_SINCE(behavior, MADV_POPULATE_WRITE, "6.13")
	KAPI_PARAM_SINCE(behavior, MADV_DONTNEED_LOCKED, "6.13")
	KAPI_PARAM_SINCE(behavior, MADV_HWPOISON, "6.13")
	KAPI_PARAM_SINCE(behavior, MADV_SOFT_OFFLINE, "6.13")
	KAPI_PARAM_SINCE(behavior, MADV_GUARD_INSTALL, "6.13")
	KAPI_PARAM_SINCE(behavior, MADV_GUARD_REMOVE, "6.13")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_process_mrelease)
	KAPI_DESCRIPTION("Free the memory of a dying process now, without waiting for it to exit")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("pidfd", "int", "pidfd of a process that has been sent SIGKILL")
	SEC_FLAGS_ZERO("unsigned int")
	KAPI_RETURN_ZERO("long", "0")
	KAPI_ERRNO(EBADF, "pidfd is not open or not a pidfd")
	KAPI_ERRNO(EINVAL, "flags not 0, or the process is not dying (no fatal signal pending)")
	KAPI_ERRNO(ESRCH, "The process has exited and has no memory left")
	KAPI_ERRNO(EAGAIN, "Another reaper holds the memory's lock; retry")
	KAPI_ERRNO(EINTR, "Interrupted while waiting for the memory's lock")
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_FREE_MEMORY, "target memory",
			      "The dying process's private memory is reaped at once")
		KAPI_EFFECT_UNOBSERVABLE("The target is already exiting: its memory goes with or without the call, and nothing tells which freed it")
	KAPI_SIDE_EFFECT_END
	KAPI_SINCE_VERSION("5.15")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_landlock_create_ruleset)
	KAPI_DESCRIPTION("Create a landlock ruleset, or ask the landlock ABI version or errata")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_IN_OPT("attr", "const struct landlock_ruleset_attr *const", "The access rights the ruleset handles; NULL with a flag",
		KAPI_PARAM_SIZE_PARAM(1))
	KAPI_PARAM_UINT_IN("size", "const size_t", "sizeof(*attr): 8 (5.13), 16 (6.7), 24 (6.12); 0 with a flag",
		KAPI_PARAM_CONSTRAINT("See the constraints: 8..4096 to create, 0 with a flag"))
	KAPI_PARAM_UINT_IN("flags", "const __u32", "0 to create, or one of LANDLOCK_CREATE_RULESET_VERSION and _ERRATA",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(LANDLOCK_CREATE_RULESET_VERSION | LANDLOCK_CREATE_RULESET_ERRATA))
	KAPI_RETURN_CHECKED("long", "A ruleset descriptor (close-on-exec), or the ABI version or errata mask with a flag")
	KAPI_ERRNO(EOPNOTSUPP, "Landlock is built in but not enabled at boot")
	KAPI_ERRNO(EINVAL, "Unknown or several flags, attr or size with a flag, size below 8, or unknown access bits")
	KAPI_ERRNO(E2BIG, "size is over a page, or bytes past the kernel's struct are not 0")
	KAPI_ERRNO(EFAULT, "attr cannot be read")
	KAPI_ERRNO(ENOMSG, "The ruleset would handle no access at all")
	KAPI_ERR_NOMEM
	KAPI_ERR_MFILE_SHORT
	KAPI_ERR_NFILE_SHORT
	KAPI_CONSTRAINT(0, "A query takes no struct", "With a flag, attr is NULL and size 0.")
		KAPI_CONSTRAINT_EXPR("flags != 0 -> attr == 0 && size == 0")
	KAPI_CONSTRAINT_END
	KAPI_CONSTRAINT(1, "One query at a time", "VERSION and ERRATA are not combined.")
		KAPI_CONSTRAINT_EXPR("popcount(flags) <= 1")
	KAPI_CONSTRAINT_END
	KAPI_CONSTRAINT(2, "A struct to create from", "Without a flag, size is 8..4096 (4096 is PAGE_SIZE).")
		KAPI_CONSTRAINT_EXPR("flags == 0 -> size >= 8 && size <= 4096")
	KAPI_CONSTRAINT_END
	KAPI_EXAMPLES("int abi = landlock_create_ruleset(NULL, 0, LANDLOCK_CREATE_RULESET_VERSION);")
	KAPI_SINCE_VERSION("5.13")
	KAPI_NOTES("ABI versions: 1 (5.13) ... 7 (6.15, this kernel). handled_access_net "
		   "since 6.7, scoped since 6.12, LANDLOCK_CREATE_RULESET_ERRATA since 6.15.")
	KAPI_PARAM_SINCE(flags, LANDLOCK_CREATE_RULESET_ERRATA, "6.15")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_landlock_add_rule)
	KAPI_DESCRIPTION("Add a rule to a landlock ruleset: a file hierarchy or a TCP port and the rights allowed on it")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("ruleset_fd", "const int", "A ruleset descriptor open for writing")
	KAPI_PARAM_INT_IN("rule_type", "const enum landlock_rule_type", "LANDLOCK_RULE_PATH_BENEATH or LANDLOCK_RULE_NET_PORT",
		KAPI_PARAM_CONSTRAINT("Checked only after ruleset_fd: see the constraint"))
	KAPI_PARAM_USER_IN("rule_attr", "const void *const", "struct landlock_path_beneath_attr (12 bytes) or struct landlock_net_port_attr (16)")
	SEC_FLAGS_ZERO("const __u32")
	KAPI_RETURN_ZERO("long", "0")
	KAPI_ERRNO(EOPNOTSUPP, "Landlock is not enabled")
	KAPI_ERRNO(EINVAL, "flags not 0, unknown rule type, rights the ruleset does not handle, or a port over 65535")
	KAPI_ERRNO(ENOMSG, "allowed_access is 0")
	KAPI_ERRNO(EBADF, "ruleset_fd or parent_fd is not open")
	KAPI_ERRNO(EBADFD, "ruleset_fd is not a ruleset")
	KAPI_ERRNO(EPERM, "ruleset_fd is not open for writing")
	KAPI_ERRNO(EFAULT, "rule_attr cannot be read")
	KAPI_ERRNO(EAFNOSUPPORT, "A port rule on a kernel without TCP support")
	KAPI_ERR_NOMEM
	KAPI_CONSTRAINT(0, "A known rule type", "LANDLOCK_RULE_PATH_BENEATH (1) or LANDLOCK_RULE_NET_PORT (2).")
		KAPI_CONSTRAINT_EXPR("one_of(rule_type, LANDLOCK_RULE_PATH_BENEATH, LANDLOCK_RULE_NET_PORT)")
	KAPI_CONSTRAINT_END
	KAPI_SINCE_VERSION("5.13")
	KAPI_NOTES("LANDLOCK_RULE_NET_PORT since 6.7. rule_type is a constraint "
		   "rather than an enum because the kernel judges it only once "
		   "ruleset_fd is a ruleset, which conform's targets do not include.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_landlock_restrict_self)
	KAPI_DESCRIPTION("Enforce a landlock ruleset on the calling thread and its future children")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("ruleset_fd", "const int", "The ruleset; -1 only with LANDLOCK_RESTRICT_SELF_LOG_SUBDOMAINS_OFF alone")
	KAPI_PARAM_UINT_IN("flags", "const __u32", "LANDLOCK_RESTRICT_SELF_LOG_* audit flags",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(LANDLOCK_RESTRICT_SELF_LOG_SAME_EXEC_OFF | LANDLOCK_RESTRICT_SELF_LOG_NEW_EXEC_ON | LANDLOCK_RESTRICT_SELF_LOG_SUBDOMAINS_OFF))
	KAPI_RETURN_ZERO("long", "0")
	KAPI_ERRNO(EOPNOTSUPP, "Landlock is not enabled")
	KAPI_ERRNO(EINVAL, "Unknown flags")
	KAPI_ERRNO(EPERM, "Neither no_new_privs nor CAP_SYS_ADMIN in the caller's user namespace")
	KAPI_ERRNO(EBADF, "ruleset_fd is not open; -1 counts as open only with LOG_SUBDOMAINS_OFF alone")
	KAPI_ERRNO(EBADFD, "ruleset_fd is not a ruleset")
	KAPI_ERRNO(E2BIG, "16 layers of rulesets are already enforced")
	KAPI_ERR_NOMEM
	SEC_CAP_SYS_ADMIN("Restricting without no_new_privs",
			  "prctl(PR_SET_NO_NEW_PRIVS, 1) must come first")
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_PROCESS_STATE | KAPI_EFFECT_IRREVERSIBLE, "credentials",
			      "A new landlock domain layer on the thread, inherited by children, never removed")
		KAPI_EFFECT_CHECK("exec_denied()")
	KAPI_SIDE_EFFECT_END
	KAPI_CONSTRAINT(0, "No ruleset, only the subdomain flag",
			"ruleset_fd -1 (no new rules) goes with flags "
			"LANDLOCK_RESTRICT_SELF_LOG_SUBDOMAINS_OFF (4) and nothing else; "
			"otherwise the kernel answers EBADF.")
		KAPI_CONSTRAINT_EXPR("ruleset_fd == -1 -> flags == LANDLOCK_RESTRICT_SELF_LOG_SUBDOMAINS_OFF")
	KAPI_CONSTRAINT_END
	KAPI_EXAMPLES("prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0);\nlandlock_restrict_self(ruleset_fd, 0);")
	KAPI_SINCE_VERSION("5.13")
	KAPI_NOTES("The LOG flags since 6.15; ruleset_fd -1 with "
		   "LOG_SUBDOMAINS_OFF mutes the audit logs of later domains "
		   "without adding rules.")
	KAPI_PARAM_SINCE(flags, LANDLOCK_RESTRICT_SELF_LOG_SAME_EXEC_OFF, "6.15")
	KAPI_PARAM_SINCE(flags, LANDLOCK_RESTRICT_SELF_LOG_NEW_EXEC_ON, "6.15")
	KAPI_PARAM_SINCE(flags, LANDLOCK_RESTRICT_SELF_LOG_SUBDOMAINS_OFF, "6.15")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_lsm_list_modules)
	KAPI_DESCRIPTION("List the IDs of the active Linux security modules")
	KAPI_CONTEXT(KAPI_CTX_PROCESS)
	KAPI_PARAM_USER_OUT("ids", "u64 *", "Receives one LSM_ID_* a module")
	KAPI_PARAM_USER_INOUT("size", "u32 *", "In: bytes at ids; out: bytes needed")
	SEC_FLAGS_ZERO("u32")
	KAPI_RETURN_IN_RANGE("long", "The number of modules", 1, 32)
	KAPI_ERRNO(E2BIG, "*size is too small; it now holds the size needed")
	KAPI_ERRNO(EFAULT, "ids or size cannot be reached")
	KAPI_ERRNO(EINVAL, "flags is not 0")
	KAPI_SINCE_VERSION("6.8")
	KAPI_NOTES("IDs: capability 100, selinux 101, smack 102, tomoyo 103, apparmor "
		   "104, yama 105, loadpin 106, safesetid 107, lockdown 108, bpf 109, "
		   "landlock 110, ima 111, evm 112, ipe 113.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_lsm_get_self_attr)
	KAPI_DESCRIPTION("Read a security attribute (e.g. the current context) of the caller, from every LSM that has it")
	KAPI_CONTEXT(KAPI_CTX_PROCESS)
	KAPI_PARAM_UINT_IN("attr", "unsigned int", "LSM_ATTR_CURRENT, _EXEC, _FSCREATE, _KEYCREATE, _PREV or _SOCKCREATE",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_NONZERO)
		KAPI_PARAM_CONSTRAINT("LSM_ATTR_UNDEF (0) is EINVAL; other unknown values are left to the modules (EOPNOTSUPP)"))
	KAPI_PARAM_USER_OUT_OPT("ctx", "struct lsm_ctx *", "Receives a list of struct lsm_ctx; may be NULL to ask the size")
	KAPI_PARAM_USER_INOUT("size", "u32 *", "In: bytes at ctx; out: bytes used or needed")
	KAPI_PARAM_UINT_IN("flags", "u32", "0, or LSM_FLAG_SINGLE to ask one module (ctx->id)",
		KAPI_PARAM_CONSTRAINT("0 or LSM_FLAG_SINGLE; with LSM_FLAG_SINGLE ctx names the module"))
	KAPI_RETURN_IN_RANGE("long", "The number of lsm_ctx entries written", 0, 32)
	KAPI_ERRNO(EINVAL, "attr is LSM_ATTR_UNDEF, unknown flags, or LSM_FLAG_SINGLE without a module ID")
	KAPI_ERRNO(E2BIG, "*size is too small; it now holds the size needed")
	KAPI_ERRNO(EFAULT, "ctx or size cannot be reached")
	KAPI_ERRNO(EOPNOTSUPP, "No active module provides the attribute")
	KAPI_ERR_NOMEM
	KAPI_CONSTRAINT(0, "Known flags", "flags is 0 or LSM_FLAG_SINGLE (1).")
		KAPI_CONSTRAINT_EXPR("(flags & ~LSM_FLAG_SINGLE) == 0")
	KAPI_CONSTRAINT_END
	KAPI_SINCE_VERSION("6.8")
	KAPI_NOTES("This machine's modules (capability, lockdown, bpf, landlock) "
		   "provide no attribute: every call is EOPNOTSUPP. flags is a "
		   "constraint rather than a mask because LSM_FLAG_SINGLE needs ctx->id.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_lsm_set_self_attr)
	KAPI_DESCRIPTION("Set a security attribute of the caller in one LSM")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_UINT_IN("attr", "unsigned int", "LSM_ATTR_* to set",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_NONZERO))
	KAPI_PARAM_USER_IN("ctx", "struct lsm_ctx *", "One struct lsm_ctx: the module's ID and the value",
		KAPI_PARAM_SIZE_PARAM(2))
	KAPI_PARAM_UINT_IN("size", "u32", "Bytes at ctx",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(24, PAGE_SIZE))
	SEC_FLAGS_ZERO("u32")
	KAPI_RETURN_ZERO("long", "0")
	KAPI_ERRNO(EINVAL, "flags not 0, size below 24, lengths in ctx that do not add up, or a value the module refuses")
	KAPI_ERRNO(E2BIG, "size is over a page")
	KAPI_ERRNO(EFAULT, "ctx cannot be read")
	KAPI_ERRNO(EOPNOTSUPP, "No active module with ctx->id sets the attribute")
	KAPI_ERRNO(EPERM, "The module's policy forbids the change")
	KAPI_ERRNO(EACCES, "The module's policy forbids the change")
	KAPI_ERR_NOMEM
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_MODIFY_STATE, "credentials",
			      "The module's attribute of the caller changes (its context for exec, file or socket creation)")
		KAPI_EFFECT_CHECK("lsm_attr(attr, ctx)")
	KAPI_SIDE_EFFECT_END
	KAPI_CONSTRAINT(0, "The buffer holds the context",
			"size must reach ctx->len (the struct's 32 bytes and the value); "
			"a smaller one is EINVAL, which no argument shows.")
		KAPI_CONSTRAINT_EXPR("size < 4096 -> depends(CTX_LEN)")
	KAPI_CONSTRAINT_END
	KAPI_SINCE_VERSION("6.8")
	KAPI_NOTES("kapi conform asks AppArmor for the profile of the next exec, "
		   "\"unconfined\", which the unconfined caller may set; where "
		   "AppArmor is not active the call is EOPNOTSUPP.")
KAPI_END_SPEC;

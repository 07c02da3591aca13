// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * Processes and signals (kernel/fork.c, kernel/exit.c, kernel/signal.c,
 * kernel/sys.c), path operations beyond open (fs/namei.c, fs/stat.c),
 * sockets once made (net/socket.c) and io_uring_setup (io_uring/).
 * sigsetsize is the kernel's sigset size: 8 bytes on x86-64.
 */
#include <kapi/spec_compile.h>
#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <linux/capability.h>
#include <linux/fcntl.h>
#include <linux/fs.h>
#include <linux/sched.h>
#include <linux/stat.h>
#include <linux/wait.h>
#include <sys/socket.h>
#include <kapi_specs/kernel_consts.h>
#include <kapi_specs/helpers.h>


DEFINE_KERNEL_API_SPEC(sys_clone)
	KAPI_DESCRIPTION("Make a new process or thread, the old way")
	KAPI_LONG_DESC("The flags pick what the child shares with the parent; the low "
	               "byte is the signal sent to the parent when the child ends.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_UINT_IN("clone_flags", "unsigned long", "CLONE_* flags and the exit signal",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(CSIGNAL | CLONE_VM | CLONE_FS | CLONE_FILES | CLONE_SIGHAND | CLONE_PIDFD | CLONE_PTRACE | CLONE_VFORK | CLONE_PARENT | CLONE_THREAD | CLONE_NEWNS | CLONE_SYSVSEM | CLONE_SETTLS | CLONE_PARENT_SETTID | CLONE_CHILD_CLEARTID | CLONE_DETACHED | CLONE_UNTRACED | CLONE_CHILD_SETTID | CLONE_NEWCGROUP | CLONE_NEWUTS | CLONE_NEWIPC | CLONE_NEWUSER | CLONE_NEWPID | CLONE_NEWNET | CLONE_IO)
		KAPI_PARAM_IGNORED_MASK(0xffffffff00000000ull))
	KAPI_PARAM_UINT_IN("newsp", "unsigned long", "Stack of the child, 0 to share the position")
	KAPI_PARAM_USER_OUT_OPT("parent_tidptr", "int *", "Where CLONE_PARENT_SETTID stores the tid")
	KAPI_PARAM_USER_OUT_OPT("child_tidptr", "int *", "For CLONE_CHILD_SETTID and CLONE_CHILD_CLEARTID")
	KAPI_PARAM_UINT_IN("tls", "unsigned long", "Thread pointer for CLONE_SETTLS")
	KAPI_RETURN_CHECKED("long", "The child's tid in the parent, 0 in the child")
	KAPI_ERRNO(EAGAIN, "RLIMIT_NPROC or the system thread limit is reached")
	KAPI_ERRNO(EBUSY, "CLONE_INTO_CGROUP into a cgroup that cannot take tasks")
	KAPI_ERRNO(EEXIST, "A requested PID is already in use")
	KAPI_ERRNO(EINVAL, "A forbidden flag combination (CLONE_THREAD without CLONE_SIGHAND, ...)")
	KAPI_ERR_NOMEM
	KAPI_ERRNO(ENOSPC, "A namespace limit or the PID space is exhausted")
	KAPI_ERRNO(EOPNOTSUPP, "CLONE_INTO_CGROUP with a cgroup version 1 descriptor")
	KAPI_ERRNO(EPERM, "New namespaces without CAP_SYS_ADMIN, or a set PID without CAP_CHECKPOINT_RESTORE")
	KAPI_ERRNO(EUSERS, "Too many nested user namespaces")
	KAPI_ERRNO(ERESTARTNOINTR, "A signal arrived while forking; the call is made again",
		   "Tracers see it, programs never do")
	KAPI_CAPABILITY_NEXT(CAP_SYS_ADMIN, "CAP_SYS_ADMIN", KAPI_CAP_GRANT_PERMISSION)
		KAPI_CAP_ALLOWS("New namespaces other than a user namespace")
		KAPI_CAP_WITHOUT("EPERM for CLONE_NEW* flags")
	KAPI_CAPABILITY_END
	KAPI_EXAMPLES("clone(CLONE_VM | CLONE_FS | CLONE_FILES | CLONE_SIGHAND | CLONE_THREAD, stack, NULL, NULL, 0);")
	KAPI_CONSTRAINT(0, "Threads share signal handlers",
			"CLONE_THREAD without CLONE_SIGHAND is EINVAL.")
		KAPI_CONSTRAINT_EXPR("has(clone_flags, CLONE_THREAD) -> has(clone_flags, CLONE_SIGHAND)")
	KAPI_CONSTRAINT_END
	KAPI_CONSTRAINT(1, "Shared handlers need shared memory",
			"CLONE_SIGHAND without CLONE_VM is EINVAL.")
		KAPI_CONSTRAINT_EXPR("has(clone_flags, CLONE_SIGHAND) -> has(clone_flags, CLONE_VM)")
	KAPI_CONSTRAINT_END
	KAPI_CONSTRAINT(2, "A new mount or user namespace keeps its own fs",
			"CLONE_NEWNS or CLONE_NEWUSER together with CLONE_FS is EINVAL.")
		KAPI_CONSTRAINT_EXPR("!(clone_flags & (CLONE_NEWNS | CLONE_NEWUSER) && has(clone_flags, CLONE_FS))")
	KAPI_CONSTRAINT_END
	KAPI_CONSTRAINT(3, "Threads stay in their namespaces",
			"CLONE_THREAD with CLONE_NEWUSER or CLONE_NEWPID is EINVAL.")
		KAPI_CONSTRAINT_EXPR("has(clone_flags, CLONE_THREAD) -> !(clone_flags & (CLONE_NEWUSER | CLONE_NEWPID))")
	KAPI_CONSTRAINT_END
	KAPI_CONSTRAINT(4, "A pidfd is not detached",
			"CLONE_PIDFD shares its bit's old meaning with CLONE_DETACHED: both "
			"is EINVAL.")
		KAPI_CONSTRAINT_EXPR("!(has(clone_flags, CLONE_PIDFD) && has(clone_flags, CLONE_DETACHED))")
	KAPI_CONSTRAINT_END
	KAPI_CONSTRAINT(5, "New IPC namespace, no shared semaphores",
			"CLONE_NEWIPC with CLONE_SYSVSEM is EINVAL.")
		KAPI_CONSTRAINT_EXPR("!(has(clone_flags, CLONE_NEWIPC) && has(clone_flags, CLONE_SYSVSEM))")
	KAPI_CONSTRAINT_END
	KAPI_CONSTRAINT(6, "One use of parent_tid",
			"clone() stores the pidfd where CLONE_PARENT_SETTID stores the tid, so "
			"CLONE_PIDFD with CLONE_PARENT_SETTID is EINVAL.")
		KAPI_CONSTRAINT_EXPR("!(has(clone_flags, CLONE_PIDFD) && has(clone_flags, CLONE_PARENT_SETTID))")
	KAPI_CONSTRAINT_END
	KAPI_NOTES("EACCES on the shared clone(2) page is clone3()'s CLONE_INTO_CGROUP, which clone() cannot ask.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_clone3)
	KAPI_DESCRIPTION("Make a new process or thread from an extensible argument "
	                 "struct")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_IN("uargs", "struct clone_args *", "Flags, pidfd, stack, tls, set_tid, cgroup",
		KAPI_PARAM_SIZE_PARAM(1))
	KAPI_PARAM_UINT_IN("size", "size_t", "sizeof the caller's struct clone_args",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(CLONE_ARGS_SIZE_VER0, PAGE_SIZE))
	KAPI_RETURN_CHECKED("long", "The child's tid in the parent, 0 in the child")
	KAPI_ERRNO(EAGAIN, "RLIMIT_NPROC or the system thread limit is reached")
	KAPI_ERRNO(EBUSY, "CLONE_INTO_CGROUP into a cgroup that cannot take tasks")
	KAPI_ERRNO(EEXIST, "A requested PID is already in use")
	KAPI_ERRNO(EINVAL, "size below CLONE_ARGS_SIZE_VER0, or a forbidden flag combination (CLONE_THREAD without CLONE_SIGHAND, ...)")
	KAPI_ERR_NOMEM
	KAPI_ERRNO(ENOSPC, "A namespace limit or the PID space is exhausted")
	KAPI_ERRNO(EOPNOTSUPP, "CLONE_INTO_CGROUP with a cgroup version 1 descriptor")
	KAPI_ERRNO(EPERM, "New namespaces without CAP_SYS_ADMIN, or a set PID without CAP_CHECKPOINT_RESTORE")
	KAPI_ERRNO(EUSERS, "Too many nested user namespaces")
	KAPI_ERRNO(ERESTARTNOINTR, "A signal arrived while forking; the call is made again",
		   "Tracers see it, programs never do")
	KAPI_ERRNO(E2BIG, "size is larger than the kernel knows and the extra bytes are not zero")
	KAPI_ERRNO(EFAULT, "uargs cannot be read")
	KAPI_ERRNO(EACCES, "CLONE_INTO_CGROUP into a cgroup the caller may not write")
	KAPI_CAPABILITY_NEXT(CAP_SYS_ADMIN, "CAP_SYS_ADMIN", KAPI_CAP_GRANT_PERMISSION)
		KAPI_CAP_ALLOWS("New namespaces other than a user namespace")
		KAPI_CAP_WITHOUT("EPERM for CLONE_NEW* flags")
	KAPI_CAPABILITY_END
	KAPI_SINCE_VERSION("5.3")
	KAPI_EXAMPLES("struct clone_args a = { .flags = CLONE_PIDFD, .pidfd = (u64)&pfd, .exit_signal = SIGCHLD };\\nclone3(&a, sizeof(a));")
	KAPI_CONSTRAINT(0, "Threads share signal handlers",
			"cl_args.flags with CLONE_THREAD but not CLONE_SIGHAND is EINVAL.")
		KAPI_CONSTRAINT_EXPR("has(uargs.flags, CLONE_THREAD) -> has(uargs.flags, CLONE_SIGHAND)")
	KAPI_CONSTRAINT_END
	KAPI_CONSTRAINT(1, "Shared handlers need shared memory",
			"CLONE_SIGHAND without CLONE_VM is EINVAL.")
		KAPI_CONSTRAINT_EXPR("has(uargs.flags, CLONE_SIGHAND) -> has(uargs.flags, CLONE_VM)")
	KAPI_CONSTRAINT_END
	KAPI_CONSTRAINT(2, "A new mount or user namespace keeps its own fs",
			"CLONE_NEWNS or CLONE_NEWUSER with CLONE_FS is EINVAL.")
		KAPI_CONSTRAINT_EXPR("!(uargs.flags & (CLONE_NEWNS | CLONE_NEWUSER) && has(uargs.flags, CLONE_FS))")
	KAPI_CONSTRAINT_END
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_wait4)
	KAPI_DESCRIPTION("Wait for a child to change state")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_INT_IN("upid", "pid_t", "Child pid, -1 any, 0 same group, < -1 that group")
	KAPI_PARAM_USER_OUT_OPT("stat_addr", "int *", "Where the status goes, or NULL")
	KAPI_PARAM_INT_IN("options", "int", "WNOHANG, WUNTRACED, WCONTINUED and the __W flags",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(WNOHANG | WUNTRACED | WCONTINUED | __WNOTHREAD | __WALL | __WCLONE))
	KAPI_PARAM_USER_OUT_OPT("ru", "struct rusage *", "Resource use of the child, or NULL")
	KAPI_RETURN_CHECKED("long", "The pid of the child; 0 with WNOHANG and nothing to report")
	KAPI_ERRNO(ECHILD, "No child matches")
	KAPI_ERRNO(EFAULT, "stat_addr or ru cannot be written")
	KAPI_ERR_INTR_WAIT
	KAPI_ERRNO(EINVAL, "Unknown options")
	KAPI_ERRNO(ESRCH, "upid is INT_MIN, whose process group cannot be named by negation")
	KAPI_SIGNAL_INTR_RESTART("A signal arrives while waiting")
	KAPI_EXAMPLES("wait4(-1, &status, 0, NULL);")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_waitid)
	KAPI_DESCRIPTION("Wait for a child to change state, selected by id type")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_INT_IN("which", "int", "P_ALL, P_PID, P_PGID or P_PIDFD",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_ENUM)
		KAPI_PARAM_ENUM_VALUES(((const s64[]){ P_ALL, P_PID, P_PGID, P_PIDFD })))
	KAPI_PARAM_INT_IN("upid", "pid_t", "The id, its kind set by which")
	KAPI_PARAM_USER_OUT_OPT("infop", "struct siginfo *", "What happened, or NULL")
	KAPI_PARAM_INT_IN("options", "int", "WEXITED, WSTOPPED, WCONTINUED, WNOHANG, WNOWAIT and the __W flags",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(WNOHANG | WEXITED | WSTOPPED | WCONTINUED | WNOWAIT | __WNOTHREAD | __WALL | __WCLONE))
	KAPI_PARAM_USER_OUT_OPT("ru", "struct rusage *", "Resource use, or NULL")
	KAPI_RETURN_ZERO("long", "0, or a negative errno")
	KAPI_ERRNO(EAGAIN, "P_PIDFD on a non-blocking pidfd whose child runs")
	KAPI_ERRNO(EBADF, "P_PIDFD with a bad descriptor")
	KAPI_ERRNO(ECHILD, "No child matches")
	KAPI_ERRNO(EFAULT, "infop or ru cannot be written")
	KAPI_ERR_INTR_WAIT
	KAPI_ERRNO(EINVAL, "Unknown which or options, or no event selected")
	KAPI_SIGNAL_INTR_RESTART("A signal arrives while waiting")
	KAPI_EXAMPLES("waitid(P_PIDFD, pfd, &info, WEXITED);")
	KAPI_CONSTRAINT(0, "Something to wait for",
			"options must hold at least one of WEXITED, WSTOPPED and "
			"WCONTINUED.")
		KAPI_CONSTRAINT_EXPR("options & (WEXITED | WSTOPPED | WCONTINUED)")
	KAPI_CONSTRAINT_END
	KAPI_CONSTRAINT(1, "P_PID names a process",
			"With P_PID the id is a process id above 0.")
		KAPI_CONSTRAINT_EXPR("which == P_PID -> upid > 0")
	KAPI_CONSTRAINT_END
	KAPI_CONSTRAINT(2, "P_PGID and P_PIDFD take no negative id",
			"With P_PGID (0: the caller's group) and P_PIDFD (a descriptor) a "
			"negative id is EINVAL.")
		KAPI_CONSTRAINT_EXPR("one_of(which, P_PGID, P_PIDFD) -> upid >= 0")
	KAPI_CONSTRAINT_END
	KAPI_CONSTRAINT(3, "P_ALL ignores the id",
			"With P_ALL the id is not read.")
		KAPI_CONSTRAINT_EXPR("which == P_ALL -> ignored(upid)")
	KAPI_CONSTRAINT_END
	KAPI_NOTES("ESRCH on the shared wait(2) page is not one waitid() gives: no child to wait for is ECHILD.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_rt_sigaction)
	KAPI_DESCRIPTION("Read or set what a signal does")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_INT_IN("sig", "int", "The signal",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(1, 64))
	KAPI_PARAM_USER_IN_OPT("act", "const struct sigaction *", "New action, or NULL to only read")
	KAPI_PARAM_USER_OUT_OPT("oact", "struct sigaction *", "Old action, or NULL")
	KAPI_PARAM_UINT_IN("sigsetsize", "size_t", "sizeof the kernel sigset (8)",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(8, 8))
	KAPI_RETURN_ZERO("int", "0, or a negative errno")
	KAPI_ERRNO(EFAULT, "act or oact is out of reach")
	KAPI_ERRNO(EINVAL, "A bad signal, SIGKILL or SIGSTOP changed, or a wrong sigsetsize")
	KAPI_EXAMPLES("rt_sigaction(SIGINT, &sa, NULL, 8);")
	KAPI_CONSTRAINT(0, "SIGKILL and SIGSTOP keep their action",
			"A new action for SIGKILL or SIGSTOP is EINVAL; asking for the old "
			"one is fine.")
		KAPI_CONSTRAINT_EXPR("one_of(sig, SIGKILL, SIGSTOP) -> act == 0")
	KAPI_CONSTRAINT_END
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_MODIFY_STATE, "signal disposition",
			      "sig's handler becomes act's: default, ignored or caught, as /proc/self/status SigIgn and SigCgt show")
		KAPI_EFFECT_CHECK("sig_disposition(sig, *act)")
		KAPI_EFFECT_CHECK_WHEN("act != 0")
	KAPI_SIDE_EFFECT_END
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_rt_sigprocmask)
	KAPI_DESCRIPTION("Read or change the blocked signals of the thread")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_INT_IN("how", "int", "SIG_BLOCK, SIG_UNBLOCK or SIG_SETMASK",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_ENUM)
		KAPI_PARAM_ENUM_VALUES(((const s64[]){ SIG_BLOCK, SIG_UNBLOCK, SIG_SETMASK })))
	KAPI_PARAM_USER_IN_OPT("nset", "sigset_t *", "The set, or NULL to only read")
	KAPI_PARAM_USER_OUT_OPT("oset", "sigset_t *", "The old mask, or NULL")
	KAPI_PARAM_UINT_IN("sigsetsize", "size_t", "sizeof the kernel sigset (8)",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(8, 8))
	KAPI_RETURN_ZERO("int", "0, or a negative errno")
	KAPI_ERRNO(EFAULT, "nset or oset is out of reach")
	KAPI_ERRNO(EINVAL, "Unknown how, or a wrong sigsetsize")
	KAPI_EXAMPLES("rt_sigprocmask(SIG_BLOCK, &set, &old, 8);")
	KAPI_NOTES("SIGKILL and SIGSTOP cannot be blocked; they are left out "
	           "silently.")
	KAPI_CONSTRAINT(0, "how matters only with a new set",
			"With nset NULL the mask is only read and how is not looked at.")
		KAPI_CONSTRAINT_EXPR("nset == 0 -> ignored(how)")
	KAPI_CONSTRAINT_END
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_MODIFY_STATE, "signal mask",
			      "SIG_BLOCK adds nset's signals to the thread's mask (SigBlk in /proc/self/status)")
		KAPI_EFFECT_CHECK("status_bits(SigBlk, *nset)")
		KAPI_EFFECT_CHECK_WHEN("how == SIG_BLOCK && nset != 0")
	KAPI_SIDE_EFFECT_END
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_prctl)
	KAPI_DESCRIPTION("Query or change properties of the process or thread")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_INT_IN("option", "int", "PR_* operation",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(1, 0x59616d61)	/* PR_SET_PTRACER */
		KAPI_PARAM_CONSTRAINT("The highest code is PR_SET_PTRACER (\"Yama\"); the "
				      "codes in between are sparse, and unknown ones are EINVAL"))
	KAPI_PARAM_UINT_IN("arg2", "unsigned long", "Meaning set by option")
	KAPI_PARAM_UINT_IN("arg3", "unsigned long", "Meaning set by option; often must be 0")
	KAPI_PARAM_UINT_IN("arg4", "unsigned long", "Meaning set by option; often must be 0")
	KAPI_PARAM_UINT_IN("arg5", "unsigned long", "Meaning set by option; often must be 0")
	KAPI_RETURN_CHECKED("int", "0 or a value, depending on option")
	KAPI_ERRNO(EACCES, "The operation is not allowed in this state")
	KAPI_ERRNO(EBADF, "A descriptor argument is not open")
	KAPI_ERRNO(EBUSY, "The setting is locked")
	KAPI_ERRNO(EFAULT, "A pointer argument is out of reach")
	KAPI_ERRNO(EINVAL, "Unknown option, or unused arguments not 0")
	KAPI_ERRNO(ENXIO, "No such property")
	KAPI_ERRNO(EOPNOTSUPP, "The kernel was built without it")
	KAPI_ERRNO(EPERM, "A capability the option needs is missing")
	KAPI_ERRNO(ERANGE, "A value out of range")
	KAPI_ERRNO(ENODEV, "No such feature on this machine")
	KAPI_EXAMPLES("prctl(PR_SET_NAME, \"worker\", 0, 0, 0);")
	KAPI_CONSTRAINT(0, "PR_GET_NO_NEW_PRIVS takes no argument",
			"Any nonzero arg2..arg5 is EINVAL.")
		KAPI_CONSTRAINT_EXPR("option == PR_GET_NO_NEW_PRIVS -> !arg2 && !arg3 && !arg4 "
				     "&& !arg5")
	KAPI_CONSTRAINT_END
	KAPI_CONSTRAINT(1, "PR_SET_NO_NEW_PRIVS takes 1",
			"arg2 must be 1 and arg3..arg5 zero; anything else is EINVAL.")
		KAPI_CONSTRAINT_EXPR("option == PR_SET_NO_NEW_PRIVS -> arg2 == 1 && !arg3 "
				     "&& !arg4 && !arg5")
	KAPI_CONSTRAINT_END
	KAPI_CONSTRAINT(2, "PR_GET_THP_DISABLE takes no argument",
			"Any nonzero arg2..arg5 is EINVAL.")
		KAPI_CONSTRAINT_EXPR("option == PR_GET_THP_DISABLE -> !arg2 && !arg3 && !arg4 "
				     "&& !arg5")
	KAPI_CONSTRAINT_END
	KAPI_CONSTRAINT(3, "PR_SET_DUMPABLE takes 0 or 1",
			"SUID_DUMP_ROOT (2) cannot be set from user space: EINVAL.")
		KAPI_CONSTRAINT_EXPR("option == PR_SET_DUMPABLE -> arg2 == 0 || arg2 == 1")
	KAPI_CONSTRAINT_END
	KAPI_CONSTRAINT(4, "PR_SET_PTRACER is Yama's",
			"PR_SET_PTRACER is handled by the Yama security module; a kernel "
			"without it, or booted without it among its LSMs, answers EINVAL.")
		KAPI_CONSTRAINT_EXPR("option == 0x59616d61 -> depends(CONFIG_SECURITY_YAMA)")
	KAPI_CONSTRAINT_END
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_statx)
	KAPI_DESCRIPTION("Get file status, choosing which fields and how fresh")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("dfd", "int", "Directory a relative path starts from, or AT_FDCWD")
	KAPI_PARAM_NEXT("filename", "const char *", "Path, or \"\" or NULL (since 6.11) with AT_EMPTY_PATH")
		KAPI_PARAM_TYPE(KAPI_TYPE_PATH)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN | KAPI_PARAM_USER | KAPI_PARAM_OPTIONAL)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_PATH)
	KAPI_PARAM_END
	KAPI_PARAM_UINT_IN("flags", "unsigned", "AT_* lookup and sync flags",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(AT_SYMLINK_NOFOLLOW | AT_NO_AUTOMOUNT | AT_EMPTY_PATH | AT_STATX_SYNC_TYPE))
	KAPI_PARAM_UINT_IN("mask", "unsigned int", "STATX_* fields wanted",
		KAPI_PARAM_CONSTRAINT("STATX__RESERVED must be clear"))
	KAPI_PARAM_USER_OUT("buffer", "struct statx *", "The result")
	KAPI_RETURN_ZERO("int", "0, or a negative errno")
	KAPI_ERR_ACCES_SEARCH_WRITE
	KAPI_ERRNO(EBADF, "The directory descriptor is not open")
	KAPI_ERR_FAULT_A_PATH
	KAPI_ERR_LOOP
	KAPI_ERR_NAMETOOLONG
	KAPI_ERR_NOENT_COMPONENT
	KAPI_ERR_NOMEM
	KAPI_ERR_NOTDIR
	KAPI_ERRNO(EINVAL, "Unknown flags, both sync types, or STATX__RESERVED in mask")
	KAPI_SINCE_VERSION("4.11")
	KAPI_EXAMPLES("statx(AT_FDCWD, \"f\", 0, STATX_BASIC_STATS, &stx);")
	KAPI_CONSTRAINT(0, "One sync type",
			"AT_STATX_FORCE_SYNC with AT_STATX_DONT_SYNC is EINVAL.")
		KAPI_CONSTRAINT_EXPR("(flags & AT_STATX_SYNC_TYPE) != AT_STATX_SYNC_TYPE")
	KAPI_CONSTRAINT_END
	KAPI_CONSTRAINT(1, "No reserved mask bit",
			"STATX__RESERVED in mask is EINVAL; other unknown bits are ignored.")
		KAPI_CONSTRAINT_EXPR("!(mask & STATX__RESERVED)")
	KAPI_CONSTRAINT_END
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_newfstatat)
	KAPI_DESCRIPTION("Get file status, relative to a directory descriptor")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("dfd", "int", "Directory a relative path starts from, or AT_FDCWD")
	KAPI_PARAM_NEXT("filename", "const char *", "Path, or \"\" or NULL (since 6.11) with AT_EMPTY_PATH")
		KAPI_PARAM_TYPE(KAPI_TYPE_PATH)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN | KAPI_PARAM_USER | KAPI_PARAM_OPTIONAL)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_PATH)
	KAPI_PARAM_END
	KAPI_PARAM_USER_OUT("statbuf", "struct stat *", "The result")
	KAPI_PARAM_INT_IN("flag", "int", "AT_SYMLINK_NOFOLLOW, AT_NO_AUTOMOUNT, AT_EMPTY_PATH",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(AT_SYMLINK_NOFOLLOW | AT_NO_AUTOMOUNT | AT_EMPTY_PATH | AT_STATX_SYNC_TYPE))
	KAPI_RETURN_ZERO("int", "0, or a negative errno")
	KAPI_ERR_ACCES_SEARCH_WRITE
	KAPI_ERRNO(EBADF, "The directory descriptor is not open")
	KAPI_ERR_FAULT_A_PATH
	KAPI_ERR_LOOP
	KAPI_ERR_NAMETOOLONG
	KAPI_ERR_NOENT_COMPONENT
	KAPI_ERR_NOMEM
	KAPI_ERR_NOTDIR
	KAPI_ERRNO(EINVAL, "Unknown flag bits")
	KAPI_ERRNO(EOVERFLOW, "A value does not fit struct stat")
	KAPI_EXAMPLES("fstatat(AT_FDCWD, \"f\", &st, AT_SYMLINK_NOFOLLOW);")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_renameat2)
	KAPI_DESCRIPTION("Rename a file, with options")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("olddfd", "int", "Directory a relative path starts from, or AT_FDCWD")
	KAPI_PARAM_PATH_IN("oldname", "const char *", "Current path")
	KAPI_PARAM_FD_IN("newdfd", "int", "Directory a relative path starts from, or AT_FDCWD")
	KAPI_PARAM_PATH_IN("newname", "const char *", "New path")
	KAPI_PARAM_UINT_IN("flags", "unsigned int", "RENAME_NOREPLACE, RENAME_EXCHANGE, RENAME_WHITEOUT",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(RENAME_NOREPLACE | RENAME_EXCHANGE | RENAME_WHITEOUT))
	KAPI_RETURN_ZERO("int", "0, or a negative errno")
	KAPI_ERR_ACCES_SEARCH_WRITE
	KAPI_ERRNO(EBADF, "The directory descriptor is not open")
	KAPI_ERR_FAULT_A_PATH
	KAPI_ERR_LOOP
	KAPI_ERR_NAMETOOLONG
	KAPI_ERR_NOENT_COMPONENT
	KAPI_ERR_NOMEM
	KAPI_ERR_NOTDIR
	KAPI_ERRNO(EBUSY, "A name is a mount point or in use")
	KAPI_ERR_DQUOT
	KAPI_ERRNO(EEXIST, "RENAME_NOREPLACE and newname exists")
	KAPI_ERRNO(EINVAL, "Bad flags, or a directory into itself")
	KAPI_ERRNO(EISDIR, "newname is a directory, oldname is not")
	KAPI_ERRNO(EMLINK, "Too many links")
	KAPI_ERR_NOSPC
	KAPI_ERRNO(ENOTEMPTY, "newname is a non-empty directory")
	KAPI_ERRNO(EPERM, "Sticky directory or immutable file")
	KAPI_ERR_ROFS
	KAPI_ERRNO(EXDEV, "The two paths are on different mounts")
	KAPI_SINCE_VERSION("3.15")
	KAPI_EXAMPLES("renameat2(AT_FDCWD, \"a\", AT_FDCWD, \"b\", RENAME_NOREPLACE);")
	KAPI_CONSTRAINT(0, "An exchange neither refuses nor whites out",
			"RENAME_EXCHANGE with RENAME_NOREPLACE or RENAME_WHITEOUT is "
			"EINVAL.")
		KAPI_CONSTRAINT_EXPR("has(flags, RENAME_EXCHANGE) -> !(flags & (RENAME_NOREPLACE | RENAME_WHITEOUT))")
	KAPI_CONSTRAINT_END
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_unlinkat)
	KAPI_DESCRIPTION("Remove a name, or an empty directory with AT_REMOVEDIR")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("dfd", "int", "Directory a relative path starts from, or AT_FDCWD")
	KAPI_PARAM_PATH_IN("pathname", "const char *", "The name to remove")
	KAPI_PARAM_INT_IN("flag", "int", "AT_REMOVEDIR or 0",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(AT_REMOVEDIR))
	KAPI_RETURN_ZERO("int", "0, or a negative errno")
	KAPI_ERR_ACCES_SEARCH_WRITE
	KAPI_ERRNO(EBADF, "The directory descriptor is not open")
	KAPI_ERR_FAULT_A_PATH
	KAPI_ERR_LOOP
	KAPI_ERR_NAMETOOLONG
	KAPI_ERR_NOENT_COMPONENT
	KAPI_ERR_NOMEM
	KAPI_ERR_NOTDIR
	KAPI_ERRNO(EBUSY, "The name is in use as a mount point")
	KAPI_ERRNO(EINVAL, "Unknown flag bits")
	KAPI_ERRNO(EISDIR, "A directory without AT_REMOVEDIR")
	KAPI_ERRNO(ENOTEMPTY, "The directory is not empty")
	KAPI_ERRNO(EPERM, "Sticky directory, immutable file, or a directory without AT_REMOVEDIR")
	KAPI_ERR_ROFS
	KAPI_ERR_IO
	KAPI_EXAMPLES("unlinkat(dirfd, \"tmp\", 0);")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_mkdirat)
	KAPI_DESCRIPTION("Make a directory, relative to a directory descriptor")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("dfd", "int", "Directory a relative path starts from, or AT_FDCWD")
	KAPI_PARAM_PATH_IN("pathname", "const char *", "The new directory")
	KAPI_PARAM_UINT_IN("mode", "umode_t", "Permissions, less the umask",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(07777)
		KAPI_PARAM_IGNORED_MASK(0xfffff000))
	KAPI_RETURN_ZERO("int", "0, or a negative errno")
	KAPI_ERR_ACCES_SEARCH_WRITE
	KAPI_ERRNO(EBADF, "The directory descriptor is not open")
	KAPI_ERR_FAULT_A_PATH
	KAPI_ERR_LOOP
	KAPI_ERR_NAMETOOLONG
	KAPI_ERR_NOENT_COMPONENT
	KAPI_ERR_NOMEM
	KAPI_ERR_NOTDIR
	KAPI_ERR_DQUOT
	KAPI_ERRNO(EEXIST, "The name exists")
	KAPI_ERRNO(EMLINK, "The parent has too many links")
	KAPI_ERR_NOSPC
	KAPI_ERRNO(EPERM, "The file system cannot make directories")
	KAPI_ERR_ROFS
	KAPI_EXAMPLES("mkdirat(AT_FDCWD, \"out\", 0755);")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_accept4)
	KAPI_DESCRIPTION("Take a connection from a listening socket")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("fd", "int", "A socket")
	KAPI_PARAM_USER_OUT_OPT("upeer_sockaddr", "struct sockaddr *", "The peer address, or NULL")
	KAPI_PARAM_USER_INOUT_OPT("upeer_addrlen", "int *", "Room in, length out; NULL with a NULL address")
	KAPI_PARAM_INT_IN("flags", "int", "SOCK_NONBLOCK, SOCK_CLOEXEC",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(SOCK_NONBLOCK | SOCK_CLOEXEC))
	KAPI_RETURN_NEW_FD("long", "The connected socket")
	KAPI_ERR_BADF
	KAPI_ERR_NOTSOCK
	KAPI_ERR_INTR
	KAPI_ERRNO(EAGAIN, "Non-blocking and no connection waits")
	KAPI_ERRNO(ECONNABORTED, "The connection was aborted")
	KAPI_ERRNO(EFAULT, "The address cannot be written")
	KAPI_ERRNO(EINVAL, "Not listening, bad flags or length")
	KAPI_ERR_MFILE_SHORT
	KAPI_ERR_NFILE_SHORT
	KAPI_ERRNO(ENOBUFS, "Socket buffers ran out")
	KAPI_ERR_NOMEM
	KAPI_ERRNO(EOPNOTSUPP, "The socket type does not accept")
	KAPI_ERRNO(EPERM, "A firewall refused it")
	KAPI_ERRNO(EPROTO, "A protocol error")
	KAPI_SIGNAL_INTR_RESTART("A signal arrives while waiting for a connection")
	KAPI_EXAMPLES("c = accept4(s, NULL, NULL, SOCK_CLOEXEC);")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_bind)
	KAPI_DESCRIPTION("Give a socket its local address")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("fd", "int", "A socket")
	KAPI_PARAM_USER_IN("umyaddr", "struct sockaddr *", "The address",
		KAPI_PARAM_SIZE_PARAM(2))
	KAPI_PARAM_INT_IN("addrlen", "int", "Its length",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, 128)
		KAPI_PARAM_CONSTRAINT("At most sizeof(struct sockaddr_storage)"))
	KAPI_RETURN_ZERO("int", "0, or a negative errno")
	KAPI_ERR_BADF
	KAPI_ERR_NOTSOCK
	KAPI_ERRNO(EACCES, "A privileged port without CAP_NET_BIND_SERVICE")
	KAPI_ERRNO(EADDRINUSE, "The address is taken")
	KAPI_ERRNO(EADDRNOTAVAIL, "The address is not local")
	KAPI_ERRNO(EAFNOSUPPORT, "The family does not match the socket")
	KAPI_ERRNO(EFAULT, "The address cannot be read")
	KAPI_ERRNO(EINVAL, "Already bound, or a bad length")
	KAPI_ERR_NOMEM
	KAPI_ERRNO(ENOENT, "A UNIX path component does not exist")
	KAPI_ERRNO(ELOOP, "Too many links in a UNIX path")
	KAPI_ERRNO(ENAMETOOLONG, "A UNIX path is too long")
	KAPI_ERRNO(ENOTDIR, "A UNIX path component is not a directory")
	KAPI_ERRNO(EROFS, "A UNIX socket on a read-only file system")
	KAPI_CAPABILITY_NEXT(CAP_NET_BIND_SERVICE, "CAP_NET_BIND_SERVICE", KAPI_CAP_GRANT_PERMISSION)
		KAPI_CAP_ALLOWS("Binding ports below ip_unprivileged_port_start")
		KAPI_CAP_WITHOUT("EACCES")
	KAPI_CAPABILITY_END
	KAPI_EXAMPLES("bind(s, (struct sockaddr *)&sin, sizeof(sin));")
	KAPI_CONSTRAINT(0, "The family's address length",
			"Each address family has its own bounds inside 0..128 (AF_UNIX "
			"2..110, AF_INET at least 16, AF_INET6 at least 24); a length "
			"outside them is EINVAL, so the socket decides.")
		KAPI_CONSTRAINT_EXPR("addrlen >= 0 -> depends(ADDRESS_FAMILY)")
	KAPI_CONSTRAINT_END
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_connect)
	KAPI_DESCRIPTION("Connect a socket to an address")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("fd", "int", "A socket")
	KAPI_PARAM_USER_IN("uservaddr", "struct sockaddr *", "The peer address",
		KAPI_PARAM_SIZE_PARAM(2))
	KAPI_PARAM_INT_IN("addrlen", "int", "Its length",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, 128))
	KAPI_RETURN_ZERO("int", "0, or a negative errno")
	KAPI_ERR_BADF
	KAPI_ERR_NOTSOCK
	KAPI_ERR_INTR
	KAPI_ERRNO(EACCES, "Permission or firewall")
	KAPI_ERRNO(EADDRINUSE, "The local address is taken")
	KAPI_ERRNO(EADDRNOTAVAIL, "No local port is free")
	KAPI_ERRNO(EAFNOSUPPORT, "The family does not match")
	KAPI_ERRNO(EAGAIN, "No ports, or a UNIX peer backlog is full")
	KAPI_ERRNO(EALREADY, "A non-blocking connect is in progress")
	KAPI_ERRNO(ECONNREFUSED, "Nobody listens there")
	KAPI_ERRNO(EFAULT, "The address cannot be read")
	KAPI_ERRNO(EINPROGRESS, "Non-blocking: the connection is on its way")
	KAPI_ERRNO(EISCONN, "Already connected")
	KAPI_ERRNO(ENETUNREACH, "No route to the network")
	KAPI_ERRNO(EHOSTUNREACH, "No route to the host")
	KAPI_ERRNO(ETIMEDOUT, "The peer did not answer")
	KAPI_ERRNO(EPERM, "A broadcast without SO_BROADCAST, or a firewall")
	KAPI_ERRNO(EPROTOTYPE, "The socket type does not match the peer")
	KAPI_ERRNO(ENOENT, "A UNIX path does not exist")
	KAPI_ERRNO(EINVAL, "A bad length or address")
	KAPI_ERR_CONNRESET
	KAPI_SIGNAL_INTR_RESTART("A signal arrives while connecting")
	KAPI_EXAMPLES("connect(s, (struct sockaddr *)&sin, sizeof(sin));")
	KAPI_CONSTRAINT(0, "The family's address length",
			"Each address family has its own bounds inside 0..128 (AF_UNIX "
			"2..110, AF_INET at least 16, AF_INET6 at least 24); a length "
			"outside them is EINVAL, so the socket decides.")
		KAPI_CONSTRAINT_EXPR("addrlen >= 0 -> depends(ADDRESS_FAMILY)")
	KAPI_CONSTRAINT_END
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_sendmsg)
	KAPI_DESCRIPTION("Send a message, with ancillary data, on a socket")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("fd", "int", "A socket")
	KAPI_PARAM_USER_IN("msg", "struct user_msghdr *", "Address, buffers and control data")
	KAPI_PARAM_UINT_IN("flags", "unsigned int", "MSG_* flags",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(MSG_OOB | MSG_PEEK | MSG_DONTROUTE | MSG_CTRUNC | MSG_PROXY | MSG_TRUNC | MSG_DONTWAIT | MSG_EOR | MSG_WAITALL | MSG_FIN | MSG_SYN | MSG_CONFIRM | MSG_RST | MSG_ERRQUEUE | MSG_NOSIGNAL | MSG_MORE | MSG_WAITFORONE | MSG_BATCH | MSG_ZEROCOPY | MSG_FASTOPEN | MSG_CMSG_CLOEXEC)
		KAPI_PARAM_IGNORED_MASK(0x1bfa0000))
	KAPI_RETURN_IN_RANGE("ssize_t", "Bytes sent", 0, LLONG_MAX)
	KAPI_ERR_BADF
	KAPI_ERR_NOTSOCK
	KAPI_ERR_INTR
	KAPI_ERRNO(EACCES, "Permission or broadcast")
	KAPI_ERRNO(EAGAIN, "Non-blocking and the buffer is full")
	KAPI_ERR_CONNRESET
	KAPI_ERRNO(EDESTADDRREQ, "No peer address")
	KAPI_ERRNO(EFAULT, "A buffer is out of reach")
	KAPI_ERRNO(EINVAL, "A bad argument")
	KAPI_ERRNO(EISCONN, "An address given on a connected socket")
	KAPI_ERRNO(EMSGSIZE, "The message is too large to send at once")
	KAPI_ERRNO(ENOBUFS, "The queue is full")
	KAPI_ERR_NOMEM
	KAPI_ERRNO(ENOTCONN, "Not connected")
	KAPI_ERRNO(EOPNOTSUPP, "A flag the socket does not support")
	KAPI_ERRNO(EPIPE, "The connection is shut down",
		   "SIGPIPE too, unless MSG_NOSIGNAL")
	KAPI_ERRNO(ECONNREFUSED, "The peer refused the message, e.g. a unix datagram socket whose peer is gone")
	KAPI_ERRNO(ENOENT, "A unix socket address names a path that does not exist")
	KAPI_ERRNO(EALREADY, "MSG_FASTOPEN while another TCP Fast Open connect is in progress")
	KAPI_SIGNAL_INTR_RESTART("A signal arrives before anything was sent")
	KAPI_EXAMPLES("sendmsg(s, &mh, MSG_NOSIGNAL);")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_recvmsg)
	KAPI_DESCRIPTION("Receive a message, with ancillary data, from a socket")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("fd", "int", "A socket")
	KAPI_PARAM_USER_INOUT("msg", "struct user_msghdr *", "Buffers in, address and control data out")
	KAPI_PARAM_UINT_IN("flags", "unsigned int", "MSG_* flags",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(MSG_OOB | MSG_PEEK | MSG_DONTROUTE | MSG_CTRUNC | MSG_PROXY | MSG_TRUNC | MSG_DONTWAIT | MSG_EOR | MSG_WAITALL | MSG_FIN | MSG_SYN | MSG_CONFIRM | MSG_RST | MSG_ERRQUEUE | MSG_NOSIGNAL | MSG_MORE | MSG_WAITFORONE | MSG_BATCH | MSG_ZEROCOPY | MSG_FASTOPEN | MSG_CMSG_CLOEXEC | MSG_SOCK_DEVMEM)
		KAPI_PARAM_IGNORED_MASK(0x19fa0000))
	KAPI_RETURN_IN_RANGE("ssize_t", "Bytes received; 0 on an orderly shutdown", 0, LLONG_MAX)
	KAPI_ERR_BADF
	KAPI_ERR_NOTSOCK
	KAPI_ERR_INTR
	KAPI_ERRNO(EAGAIN, "Non-blocking and nothing to read, or a timeout")
	KAPI_ERRNO(ECONNREFUSED, "The peer refused")
	KAPI_ERRNO(EFAULT, "A buffer is out of reach")
	KAPI_ERRNO(EINVAL, "A bad argument")
	KAPI_ERR_NOMEM
	KAPI_ERRNO(ENOTCONN, "Not connected")
	KAPI_ERRNO(EOPNOTSUPP, "A flag the socket does not support")
	KAPI_ERR_CONNRESET
	KAPI_SIGNAL_INTR_RESTART("A signal arrives before data")
	KAPI_ERRNO(EMSGSIZE, "The message does not fit and the protocol cannot cut it short (e.g. some netlink and error-queue reads)")
	KAPI_EXAMPLES("n = recvmsg(s, &mh, 0);")
	KAPI_CONSTRAINT(0, "Out-of-band data must be waiting",
			"MSG_OOB reads the urgent byte; with none waiting (or it read "
			"inline) the socket answers EINVAL.")
		KAPI_CONSTRAINT_EXPR("has(flags, MSG_OOB) -> depends(OOB_DATA_WAITING)")
	KAPI_CONSTRAINT_END
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_io_uring_setup)
	KAPI_DESCRIPTION("Make an io_uring instance")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_UINT_IN("entries", "u32", "Submission queue size",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_NONZERO)
		KAPI_PARAM_CONSTRAINT("At most IORING_MAX_ENTRIES (32768) unless params asks for IORING_SETUP_CLAMP, which clamps larger values; 0 is refused"))
	KAPI_PARAM_USER_INOUT("params", "struct io_uring_params *", "Flags in; ring offsets and features out")
	KAPI_RETURN_NEW_FD("long", "The io_uring descriptor")
	KAPI_ERRNO(EFAULT, "params is out of reach")
	KAPI_ERRNO(EINVAL, "Reserved fields not zero, unknown flags, or entries 0 or too big")
	KAPI_ERR_MFILE_SHORT
	KAPI_ERR_NFILE_SHORT
	KAPI_ERR_NOMEM
	KAPI_ERRNO(EPERM, "io_uring is disabled by sysctl, or SQPOLL without privilege")
	KAPI_ERRNO(EOPNOTSUPP, "A setup flag the kernel does not support")
	KAPI_CAPABILITY_NEXT(CAP_SYS_ADMIN, "CAP_SYS_ADMIN", KAPI_CAP_GRANT_PERMISSION)
		KAPI_CAP_ALLOWS("io_uring when kernel.io_uring_disabled is 1")
		KAPI_CAP_WITHOUT("EPERM")
	KAPI_CAPABILITY_END
	KAPI_SINCE_VERSION("5.1")
	KAPI_EXAMPLES("fd = io_uring_setup(64, &p);")
	KAPI_STRUCT_SPEC(0, io_uring_params, "What io_uring_setup reads and fills")
		KAPI_STRUCT_SIZE(120, 4)
		KAPI_STRUCT_FIELD(0, "sq_entries", KAPI_TYPE_UINT, "__u32", "Out: submission queue entries (entries rounded up to a power of two)")
			KAPI_FIELD_OFFSET(0) KAPI_FIELD_SIZE(4)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(1, "cq_entries", KAPI_TYPE_UINT, "__u32", "In with IORING_SETUP_CQSIZE, out: completion queue entries (twice sq_entries by default)")
			KAPI_FIELD_OFFSET(4) KAPI_FIELD_SIZE(4)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(2, "flags", KAPI_TYPE_UINT, "__u32", "In: IORING_SETUP_* flags")
			KAPI_FIELD_OFFSET(8) KAPI_FIELD_SIZE(4)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(3, "sq_thread_cpu", KAPI_TYPE_UINT, "__u32", "In with IORING_SETUP_SQ_AFF: the CPU of the polling thread")
			KAPI_FIELD_OFFSET(12) KAPI_FIELD_SIZE(4)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(4, "sq_thread_idle", KAPI_TYPE_UINT, "__u32", "In with IORING_SETUP_SQPOLL: idle milliseconds before the thread sleeps")
			KAPI_FIELD_OFFSET(16) KAPI_FIELD_SIZE(4)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(5, "features", KAPI_TYPE_UINT, "__u32", "Out: IORING_FEAT_* bits this kernel has")
			KAPI_FIELD_OFFSET(20) KAPI_FIELD_SIZE(4)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(6, "wq_fd", KAPI_TYPE_UINT, "__u32", "In with IORING_SETUP_ATTACH_WQ: the ring whose workers to share")
			KAPI_FIELD_OFFSET(24) KAPI_FIELD_SIZE(4)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(7, "resv", KAPI_TYPE_ARRAY, "__u32[3]", "Must be zero")
			KAPI_FIELD_OFFSET(28) KAPI_FIELD_SIZE(12)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(8, "sq_off", KAPI_TYPE_STRUCT, "struct io_sqring_offsets", "Out: where the fields of the submission ring lie in its mapping")
			KAPI_FIELD_OFFSET(40) KAPI_FIELD_SIZE(40)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(9, "cq_off", KAPI_TYPE_STRUCT, "struct io_cqring_offsets", "Out: where the fields of the completion ring lie in its mapping")
			KAPI_FIELD_OFFSET(80) KAPI_FIELD_SIZE(40)
		KAPI_STRUCT_FIELD_END
	KAPI_STRUCT_SPEC_END
	KAPI_STRUCT_SPEC(1, io_sqring_offsets, "The submission ring's field offsets, in params.sq_off")
		KAPI_STRUCT_SIZE(40, 8)
		KAPI_STRUCT_FIELD(0, "head", KAPI_TYPE_UINT, "__u32", "Offset of the head index (the kernel advances it)")
			KAPI_FIELD_OFFSET(0) KAPI_FIELD_SIZE(4)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(1, "tail", KAPI_TYPE_UINT, "__u32", "Offset of the tail index (the program advances it)")
			KAPI_FIELD_OFFSET(4) KAPI_FIELD_SIZE(4)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(2, "ring_mask", KAPI_TYPE_UINT, "__u32", "Offset of the index mask, sq_entries - 1")
			KAPI_FIELD_OFFSET(8) KAPI_FIELD_SIZE(4)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(3, "ring_entries", KAPI_TYPE_UINT, "__u32", "Offset of the entry count")
			KAPI_FIELD_OFFSET(12) KAPI_FIELD_SIZE(4)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(4, "flags", KAPI_TYPE_UINT, "__u32", "Offset of IORING_SQ_* flags (NEED_WAKEUP, CQ_OVERFLOW, TASKRUN)")
			KAPI_FIELD_OFFSET(16) KAPI_FIELD_SIZE(4)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(5, "dropped", KAPI_TYPE_UINT, "__u32", "Offset of the count of invalid entries skipped")
			KAPI_FIELD_OFFSET(20) KAPI_FIELD_SIZE(4)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(6, "array", KAPI_TYPE_UINT, "__u32", "Offset of the index array into the SQE array")
			KAPI_FIELD_OFFSET(24) KAPI_FIELD_SIZE(4)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(7, "resv1", KAPI_TYPE_UINT, "__u32", "Reserved")
			KAPI_FIELD_OFFSET(28) KAPI_FIELD_SIZE(4)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(8, "user_addr", KAPI_TYPE_UINT, "__u64", "In with IORING_SETUP_NO_MMAP: the program's memory for the ring (6.5 on; reserved before)")
			KAPI_FIELD_OFFSET(32) KAPI_FIELD_SIZE(8)
		KAPI_STRUCT_FIELD_END
	KAPI_STRUCT_SPEC_END
	KAPI_STRUCT_SPEC(2, io_cqring_offsets, "The completion ring's field offsets, in params.cq_off")
		KAPI_STRUCT_SIZE(40, 8)
		KAPI_STRUCT_FIELD(0, "head", KAPI_TYPE_UINT, "__u32", "Offset of the head index (the program advances it)")
			KAPI_FIELD_OFFSET(0) KAPI_FIELD_SIZE(4)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(1, "tail", KAPI_TYPE_UINT, "__u32", "Offset of the tail index (the kernel advances it)")
			KAPI_FIELD_OFFSET(4) KAPI_FIELD_SIZE(4)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(2, "ring_mask", KAPI_TYPE_UINT, "__u32", "Offset of the index mask, cq_entries - 1")
			KAPI_FIELD_OFFSET(8) KAPI_FIELD_SIZE(4)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(3, "ring_entries", KAPI_TYPE_UINT, "__u32", "Offset of the entry count")
			KAPI_FIELD_OFFSET(12) KAPI_FIELD_SIZE(4)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(4, "overflow", KAPI_TYPE_UINT, "__u32", "Offset of the count of completions lost to overflow")
			KAPI_FIELD_OFFSET(16) KAPI_FIELD_SIZE(4)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(5, "cqes", KAPI_TYPE_UINT, "__u32", "Offset of the CQE array")
			KAPI_FIELD_OFFSET(20) KAPI_FIELD_SIZE(4)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(6, "flags", KAPI_TYPE_UINT, "__u32", "Offset of IORING_CQ_* flags (5.8 on)")
			KAPI_FIELD_OFFSET(24) KAPI_FIELD_SIZE(4)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(7, "resv1", KAPI_TYPE_UINT, "__u32", "Reserved")
			KAPI_FIELD_OFFSET(28) KAPI_FIELD_SIZE(4)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(8, "user_addr", KAPI_TYPE_UINT, "__u64", "In with IORING_SETUP_NO_MMAP (6.5 on)")
			KAPI_FIELD_OFFSET(32) KAPI_FIELD_SIZE(8)
		KAPI_STRUCT_FIELD_END
	KAPI_STRUCT_SPEC_END
	KAPI_STRUCT_SPEC(3, io_uring_sqe, "A submission queue entry, in the array mapped at IORING_OFF_SQES (128 bytes each with IORING_SETUP_SQE128)")
		KAPI_STRUCT_SIZE(64, 8)
		KAPI_STRUCT_FIELD(0, "opcode", KAPI_TYPE_UINT, "__u8", "IORING_OP_*")
			KAPI_FIELD_OFFSET(0) KAPI_FIELD_SIZE(1)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(1, "flags", KAPI_TYPE_UINT, "__u8", "IOSQE_* flags")
			KAPI_FIELD_OFFSET(1) KAPI_FIELD_SIZE(1)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(2, "ioprio", KAPI_TYPE_UINT, "__u16", "I/O priority")
			KAPI_FIELD_OFFSET(2) KAPI_FIELD_SIZE(2)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(3, "fd", KAPI_TYPE_INT, "__s32", "The file descriptor (or fixed-file index)")
			KAPI_FIELD_OFFSET(4) KAPI_FIELD_SIZE(4)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(4, "off", KAPI_TYPE_UINT, "__u64", "File offset; addr2 for some operations")
			KAPI_FIELD_OFFSET(8) KAPI_FIELD_SIZE(8)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(5, "addr", KAPI_TYPE_UINT, "__u64", "Buffer address; splice_off_in for splice")
			KAPI_FIELD_OFFSET(16) KAPI_FIELD_SIZE(8)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(6, "len", KAPI_TYPE_UINT, "__u32", "Buffer length or iovec count")
			KAPI_FIELD_OFFSET(24) KAPI_FIELD_SIZE(4)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(7, "op_flags", KAPI_TYPE_UINT, "__u32", "The operation's own flags (rw_flags, fsync_flags, poll32_events, ...)")
			KAPI_FIELD_OFFSET(28) KAPI_FIELD_SIZE(4)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(8, "user_data", KAPI_TYPE_UINT, "__u64", "Handed back unchanged in the completion")
			KAPI_FIELD_OFFSET(32) KAPI_FIELD_SIZE(8)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(9, "buf_index", KAPI_TYPE_UINT, "__u16", "Fixed buffer index or buffer group")
			KAPI_FIELD_OFFSET(40) KAPI_FIELD_SIZE(2)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(10, "personality", KAPI_TYPE_UINT, "__u16", "Credentials registered with IORING_REGISTER_PERSONALITY")
			KAPI_FIELD_OFFSET(42) KAPI_FIELD_SIZE(2)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(11, "splice_fd_in", KAPI_TYPE_INT, "__s32", "splice_fd_in, file_index or addr_len")
			KAPI_FIELD_OFFSET(44) KAPI_FIELD_SIZE(4)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(12, "addr3", KAPI_TYPE_UINT, "__u64", "A third address; the first half of the 80-byte command area of IORING_SETUP_SQE128")
			KAPI_FIELD_OFFSET(48) KAPI_FIELD_SIZE(8)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(13, "__pad2", KAPI_TYPE_UINT, "__u64", "Reserved")
			KAPI_FIELD_OFFSET(56) KAPI_FIELD_SIZE(8)
		KAPI_STRUCT_FIELD_END
	KAPI_STRUCT_SPEC_END
	KAPI_STRUCT_SPEC(4, io_uring_cqe, "A completion queue entry, at cq_off.cqes in the completion ring (32 bytes each with IORING_SETUP_CQE32)")
		KAPI_STRUCT_SIZE(16, 8)
		KAPI_STRUCT_FIELD(0, "user_data", KAPI_TYPE_UINT, "__u64", "The submission's user_data")
			KAPI_FIELD_OFFSET(0) KAPI_FIELD_SIZE(8)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(1, "res", KAPI_TYPE_INT, "__s32", "The result: as the matching syscall returns, -errno on failure")
			KAPI_FIELD_OFFSET(8) KAPI_FIELD_SIZE(4)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(2, "flags", KAPI_TYPE_UINT, "__u32", "IORING_CQE_F_* bits; the buffer ID in the upper 16 bits")
			KAPI_FIELD_OFFSET(12) KAPI_FIELD_SIZE(4)
		KAPI_STRUCT_FIELD_END
	KAPI_STRUCT_SPEC_END
KAPI_END_SPEC;

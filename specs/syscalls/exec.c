// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/* Program execution: execve and execveat (fs/exec.c). */
#include <kapi/spec_compile.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <linux/capability.h>
#include <kapi_specs/uapi_extra.h>
#include <kapi_specs/helpers.h>

/*
 * What an exec keeps or resets beyond the program itself, checked in the
 * new program (docs/kapi-conform.rst, "After an exec"); when is the
 * entries' KAPI_EFFECT_CHECK_WHEN, or nothing.
 */
#define EXEC_CARRIED_EFFECTS(when) \
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_PROCESS_STATE, "signal mask", \
			 "The blocked signal mask carries over into the new program") \
		KAPI_EFFECT_CHECK("exec_kept(blocked)") \
		when \
	KAPI_SIDE_EFFECT_END \
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_PROCESS_STATE, "pending signals", \
			 "Signals pending for the process stay pending") \
		KAPI_EFFECT_CHECK("exec_kept(pending)") \
		when \
	KAPI_SIDE_EFFECT_END \
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_PROCESS_STATE, "ignored signals", \
			 "Signals set to SIG_IGN stay ignored; only handlers are reset") \
		KAPI_EFFECT_CHECK("exec_kept(ignored)") \
		when \
	KAPI_SIDE_EFFECT_END \
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_PROCESS_STATE, "no_new_privs", \
			 "A no_new_privs bit the caller set stays set") \
		KAPI_EFFECT_CHECK("exec_kept(nnp)") \
		when \
	KAPI_SIDE_EFFECT_END \
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_RESOURCE_DESTROY, "POSIX timers", \
			 "Timers made with timer_create are deleted (setitimer ones carry over)") \
		KAPI_EFFECT_CHECK("exec_timers(0)") \
		when \
	KAPI_SIDE_EFFECT_END \
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_PROCESS_STATE, "personality", \
			 "The personality flags carry over; only a set-ID program loses the unsafe ones") \
		KAPI_EFFECT_CHECK("exec_kept(personality)") \
		when \
	KAPI_SIDE_EFFECT_END \
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_MODIFY_STATE, "capability sets", \
			 "Recomputed for the new program: from a file without capabilities, a " \
			 "caller that is not root (nor root under SECBIT_NOROOT) keeps only its " \
			 "ambient set") \
		KAPI_EFFECT_CHECK("exec_status(CapPrm, 0)") \
		when \
	KAPI_SIDE_EFFECT_END

DEFINE_KERNEL_API_SPEC(sys_execve)
	KAPI_DESCRIPTION("Replace the calling process's program")
	KAPI_LONG_DESC("Loads the executable or script at filename into a fresh "
		       "address space and starts it with the given argument and "
		       "environment vectors. The process keeps its PID, open "
		       "files without close-on-exec, and most credentials.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)

	KAPI_PARAM_PATH_IN("filename", "const char __user *", "Path of the program",
		KAPI_PARAM_CONSTRAINT("NUL-terminated, shorter than PATH_MAX (4096)"))
	KAPI_PARAM_USER_IN_OPT("argv", "const char __user *const __user *", "Argument vector",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_PTR)
		KAPI_PARAM_CONSTRAINT("NULL-terminated array of string pointers; NULL is "
			"taken as an empty vector"))
	KAPI_PARAM_USER_IN_OPT("envp", "const char __user *const __user *", "Environment vector",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_PTR)
		KAPI_PARAM_CONSTRAINT("NULL-terminated array of \"key=value\" pointers"))

	KAPI_RETURN("long", "Nothing on success (the new program runs); a negative errno on failure")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_NO_RETURN)
	KAPI_RETURN_END

	KAPI_ERRNO(E2BIG, "argv and envp too large",
		   "Their strings and pointers together exceed a quarter of the stack limit.")
	KAPI_ERRNO(EACCES, "No search or execute permission",
		   "A path component is not searchable, the file is not regular, "
		   "is not executable, or sits on a noexec mount.")
	KAPI_ERRNO(EAGAIN, "RLIMIT_NPROC exceeded after a UID change",
		   "The real UID now owns more processes than its limit allows.")
	KAPI_ERRNO(EFAULT, "A pointer is outside the address space",
		   "filename, argv, envp or one of their strings cannot be read.")
	KAPI_ERRNO(EINVAL, "Malformed ELF executable",
		   "For example more than one PT_INTERP segment.")
	KAPI_ERRNO(EIO, "I/O error reading the file")
	KAPI_ERRNO(EISDIR, "The ELF interpreter is a directory")
	KAPI_ERRNO(ELIBBAD, "The ELF interpreter has an unknown format")
	KAPI_ERRNO(ELOOP, "Too many symbolic links, or script nesting too deep",
		   "Also returned when interpreters nest more than four levels.")
	KAPI_ERRNO(EMFILE, "Per-process file limit reached while opening")
	KAPI_ERRNO(ENAMETOOLONG, "Path or an argument string too long")
	KAPI_ERRNO(ENFILE, "System-wide file limit reached")
	KAPI_ERRNO(ENOENT, "The file or its interpreter does not exist")
	KAPI_ERRNO(ENOEXEC, "No binary format recognises the file",
		   "Not ELF, not a script with #!, and no binfmt_misc match.")
	KAPI_ERRNO(ENOMEM, "Out of kernel memory")
	KAPI_ERRNO(ENOTDIR, "A path prefix component is not a directory")
	KAPI_ERRNO(EPERM, "Set-ID execution refused",
		   "nosuid mount, no_new_privs, or a tracer without the needed capability.")
	KAPI_ERRNO(ETXTBSY, "The file is open for writing")
	KAPI_ERRNO(EINTR, "Fatal signal during the point of no return setup")

	KAPI_SIGNAL_NEXT(SIGKILL, "SIGKILL", KAPI_SIGNAL_SEND, KAPI_SIGNAL_ACTION_TERMINATE)
		KAPI_SIGNAL_TARGET("Other threads of the thread group")
		KAPI_SIGNAL_CONDITION("The caller is multi-threaded")
		KAPI_SIGNAL_DESC("Every other thread is killed so that only the "
				 "calling thread carries on into the new program.")
		KAPI_SIGNAL_TIMING(KAPI_SIGNAL_TIME_DURING)
	KAPI_SIGNAL_END
	KAPI_SIGNAL_NEXT(0, "caught signals", KAPI_SIGNAL_HANDLE, KAPI_SIGNAL_ACTION_DEFAULT)
		KAPI_SIGNAL_CONDITION("A handler is installed")
		KAPI_SIGNAL_DESC("Handled signals are reset to SIG_DFL; ignored ones "
				 "stay ignored and the blocked mask is kept.")
		KAPI_SIGNAL_TIMING(KAPI_SIGNAL_TIME_DURING)
	KAPI_SIGNAL_END
	KAPI_SIGNAL_NEXT(SIGTRAP, "SIGTRAP", KAPI_SIGNAL_SEND, KAPI_SIGNAL_ACTION_DEFAULT)
		KAPI_SIGNAL_TARGET("The calling process")
		KAPI_SIGNAL_CONDITION("Traced with ptrace without PTRACE_O_TRACEEXEC")
		KAPI_SIGNAL_DESC("The tracer sees the new program stop before its first instruction.")
		KAPI_SIGNAL_TIMING(KAPI_SIGNAL_TIME_EXIT)
		KAPI_SIGNAL_STATE_REQ(KAPI_SIGNAL_STATE_TRACED)
	KAPI_SIGNAL_END
	KAPI_SIGNAL_NEXT(SIGSEGV, "SIGSEGV", KAPI_SIGNAL_SEND, KAPI_SIGNAL_ACTION_COREDUMP)
		KAPI_SIGNAL_TARGET("The calling process")
		KAPI_SIGNAL_CONDITION("Failure after the old image was torn down")
		KAPI_SIGNAL_DESC("Past the point of no return there is no program to "
				 "return an error to, so the process is killed.")
		KAPI_SIGNAL_TIMING(KAPI_SIGNAL_TIME_DURING)
	KAPI_SIGNAL_END
	KAPI_SIGNAL_NEXT(0, "fatal signals", KAPI_SIGNAL_RECEIVE, KAPI_SIGNAL_ACTION_RETURN)
		KAPI_SIGNAL_CONDITION("Pending while other threads are being killed")
		KAPI_SIGNAL_DESC("The wait for the other threads is killable.")
		KAPI_SIGNAL_TIMING(KAPI_SIGNAL_TIME_BLOCKING)
		KAPI_SIGNAL_ERROR(-EINTR)
		KAPI_SIGNAL_INTERRUPTIBLE
	KAPI_SIGNAL_END

	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_PROCESS_STATE | KAPI_EFFECT_FREE_MEMORY |
			 KAPI_EFFECT_ALLOC_MEMORY, "address space",
			 "The old mappings are dropped and the new program mapped")
		KAPI_EFFECT_CONDITION("Success")
		KAPI_EFFECT_CHECK("exec_maps()")
	KAPI_SIDE_EFFECT_END
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_RESOURCE_DESTROY, "file descriptor table",
			 "Descriptors with FD_CLOEXEC are closed")
		KAPI_EFFECT_CHECK("!exec_fd_open(cloexec)")
	KAPI_SIDE_EFFECT_END
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_SIGNAL_SEND | KAPI_EFFECT_PROCESS_STATE,
			 "other threads", "All other threads of the group exit")
		KAPI_EFFECT_CONDITION("Multi-threaded caller")
		KAPI_EFFECT_CHECK("exec_status(Threads, 1)")
	KAPI_SIDE_EFFECT_END
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_MODIFY_STATE, "credentials",
			 "Set-user-ID and set-group-ID bits and file capabilities apply")
		KAPI_EFFECT_CONDITION("Set-ID or capability-bearing file, not nosuid")
		KAPI_EFFECT_UNOBSERVABLE("Needs a set-ID or file-capability program owned by "
			"another ID on a mount without nosuid; conform's sandbox maps one ID "
			"and mounts its scratch nosuid, so no case can make the switch happen")
	KAPI_SIDE_EFFECT_END
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_MODIFY_STATE, "signal dispositions",
			 "Handlers reset to default, alternate stack cleared")
		KAPI_EFFECT_CHECK("exec_status(SigCgt, 0)")
	KAPI_SIDE_EFFECT_END
	EXEC_CARRIED_EFFECTS()

	KAPI_STATE_TRANS(0, "process image", "old program", "new program",
			 "The PID stays; everything mapped is replaced")
		KAPI_STATE_TRANS_CHECK("exec_image()")
	KAPI_STATE_TRANS_END
	KAPI_STATE_TRANS(1, "thread group", "many threads", "one thread",
			 "The caller becomes the only thread and the group leader")
		KAPI_STATE_TRANS_COND("Multi-threaded caller")
		KAPI_STATE_TRANS_CHECK("exec_status(Threads, 1)")
	KAPI_STATE_TRANS_END
	KAPI_STATE_TRANS(2, "credentials", "caller's", "possibly raised",
			 "Effective IDs and capabilities follow the file's set-ID bits")
		KAPI_STATE_TRANS_COND("Set-ID file")
		KAPI_STATE_TRANS_UNOBSERVABLE("As the credentials side effect: the sandbox has "
			"no second ID and no mount without nosuid for a set-ID program")
	KAPI_STATE_TRANS_END

	KAPI_LOCK_NEXT("cred_guard_mutex", KAPI_LOCK_MUTEX)
		KAPI_LOCK_ACQUIRED
		KAPI_LOCK_RELEASED
		KAPI_LOCK_DESC("Keeps ptrace attach and credential changes out while credentials are computed")
	KAPI_LOCK_END
	KAPI_LOCK_NEXT("sighand->siglock", KAPI_LOCK_SPINLOCK)
		KAPI_LOCK_ACQUIRED
		KAPI_LOCK_RELEASED
		KAPI_LOCK_DESC("Taken while other threads are killed and handlers reset")
	KAPI_LOCK_END

	KAPI_CAPABILITY_NEXT(CAP_SETUID, "CAP_SETUID", KAPI_CAP_MODIFY_BEHAVIOR)
		KAPI_CAP_ALLOWS("A traced set-user-ID program still gains its owner's UID")
		KAPI_CAP_WITHOUT("Under ptrace the set-user-ID bit is ignored")
		KAPI_CAP_CONDITION("The tracer's capabilities are checked")
	KAPI_CAPABILITY_END

	KAPI_CONSTRAINT(0, "Argument space",
			"argv and envp strings plus pointers must fit in a quarter "
			"of RLIMIT_STACK, and each string in MAX_ARG_STRLEN (32 pages).")
	KAPI_CONSTRAINT_END

	KAPI_SINCE_VERSION("1.0")
	KAPI_EXAMPLES("char *argv[] = { \"ls\", \"-l\", NULL };\n"
		      "char *envp[] = { \"LC_ALL=C\", NULL };\n"
		      "execve(\"/bin/ls\", argv, envp);")
	KAPI_NOTES("On success the call does not return: the tracer sees the "
		   "syscall exit in the new program with a return value of 0. "
		   "conform looks at the effects in the new program, through "
		   "/proc/PID; the alternate signal stack's reset does not show "
		   "there, so the signal dispositions' check covers the handlers only.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_execveat)
	KAPI_DESCRIPTION("Replace the program, naming it relative to a directory fd")
	KAPI_LONG_DESC("Like execve(), with the file named by dirfd and pathname "
		       "as openat() does. AT_EMPTY_PATH runs the file dirfd "
		       "refers to (fexecve()); AT_EXECVE_CHECK only checks "
		       "whether the file may be executed and returns 0.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)

	KAPI_PARAM_FD_IN("fd", "int", "Directory file descriptor, or AT_FDCWD",
		KAPI_PARAM_CONSTRAINT("An open descriptor, or AT_FDCWD (-100)"))
	KAPI_PARAM_NEXT("filename", "const char __user *", "Path, relative to fd")
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN | KAPI_PARAM_USER | KAPI_PARAM_OPTIONAL)
		KAPI_PARAM_TYPE(KAPI_TYPE_PATH)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_PATH)
		KAPI_PARAM_CONSTRAINT("May be empty (or NULL since 6.11) with AT_EMPTY_PATH")
	KAPI_PARAM_END
	KAPI_PARAM_USER_IN_OPT("argv", "const char __user *const __user *", "Argument vector",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_PTR)
		KAPI_PARAM_CONSTRAINT("NULL-terminated array of string pointers"))
	KAPI_PARAM_USER_IN_OPT("envp", "const char __user *const __user *", "Environment vector",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_PTR)
		KAPI_PARAM_CONSTRAINT("NULL-terminated array of \"key=value\" pointers"))
	KAPI_PARAM_INT_IN("flags", "int", "Lookup and mode flags",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(AT_EMPTY_PATH | AT_SYMLINK_NOFOLLOW | AT_EXECVE_CHECK)
		KAPI_PARAM_CONSTRAINT("0 or an OR of AT_EMPTY_PATH, AT_SYMLINK_NOFOLLOW, AT_EXECVE_CHECK"))

	KAPI_RETURN_ZERO("long", "Nothing on success; 0 with AT_EXECVE_CHECK; a negative errno on failure")

	KAPI_ERRNO(E2BIG, "argv and envp too large")
	KAPI_ERRNO(EACCES, "No search or execute permission")
	KAPI_ERRNO(EAGAIN, "RLIMIT_NPROC exceeded after a UID change")
	KAPI_ERRNO(EBADF, "fd is not an open descriptor",
		   "Also when a script is run through an fd whose close-on-exec "
		   "flag hides it from the interpreter.")
	KAPI_ERRNO(EFAULT, "A pointer is outside the address space")
	KAPI_ERRNO(EINVAL, "Unknown flag bits, or a malformed ELF file")
	KAPI_ERRNO(EIO, "I/O error reading the file")
	KAPI_ERRNO(EISDIR, "The ELF interpreter is a directory")
	KAPI_ERRNO(ELIBBAD, "The ELF interpreter has an unknown format")
	KAPI_ERRNO(ELOOP, "Too many links, or a symlink with AT_SYMLINK_NOFOLLOW")
	KAPI_ERRNO(EMFILE, "Per-process file limit reached")
	KAPI_ERRNO(ENAMETOOLONG, "Path or an argument string too long")
	KAPI_ERRNO(ENFILE, "System-wide file limit reached")
	KAPI_ERRNO(ENOENT, "No such file, or an empty path without AT_EMPTY_PATH")
	KAPI_ERRNO(ENOEXEC, "No binary format recognises the file")
	KAPI_ERRNO(ENOMEM, "Out of kernel memory")
	KAPI_ERRNO(ENOTDIR, "A path component, or fd with a relative path, is not a directory")
	KAPI_ERRNO(EPERM, "Set-ID execution refused")
	KAPI_ERRNO(ETXTBSY, "The file is open for writing")
	KAPI_ERRNO(EINTR, "Fatal signal during setup")

	KAPI_SIGNAL_NEXT(SIGKILL, "SIGKILL", KAPI_SIGNAL_SEND, KAPI_SIGNAL_ACTION_TERMINATE)
		KAPI_SIGNAL_TARGET("Other threads of the thread group")
		KAPI_SIGNAL_CONDITION("The caller is multi-threaded")
		KAPI_SIGNAL_DESC("Every other thread is killed before the new program starts.")
		KAPI_SIGNAL_TIMING(KAPI_SIGNAL_TIME_DURING)
	KAPI_SIGNAL_END
	KAPI_SIGNAL_NEXT(0, "caught signals", KAPI_SIGNAL_HANDLE, KAPI_SIGNAL_ACTION_DEFAULT)
		KAPI_SIGNAL_CONDITION("A handler is installed")
		KAPI_SIGNAL_DESC("Handlers are reset to SIG_DFL; ignored signals and the mask are kept.")
		KAPI_SIGNAL_TIMING(KAPI_SIGNAL_TIME_DURING)
	KAPI_SIGNAL_END
	KAPI_SIGNAL_NEXT(SIGTRAP, "SIGTRAP", KAPI_SIGNAL_SEND, KAPI_SIGNAL_ACTION_DEFAULT)
		KAPI_SIGNAL_TARGET("The calling process")
		KAPI_SIGNAL_CONDITION("Traced without PTRACE_O_TRACEEXEC")
		KAPI_SIGNAL_TIMING(KAPI_SIGNAL_TIME_EXIT)
		KAPI_SIGNAL_STATE_REQ(KAPI_SIGNAL_STATE_TRACED)
	KAPI_SIGNAL_END
	KAPI_SIGNAL_NEXT(SIGSEGV, "SIGSEGV", KAPI_SIGNAL_SEND, KAPI_SIGNAL_ACTION_COREDUMP)
		KAPI_SIGNAL_TARGET("The calling process")
		KAPI_SIGNAL_CONDITION("Failure after the old image was torn down")
		KAPI_SIGNAL_TIMING(KAPI_SIGNAL_TIME_DURING)
	KAPI_SIGNAL_END

	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_PROCESS_STATE | KAPI_EFFECT_FREE_MEMORY |
			 KAPI_EFFECT_ALLOC_MEMORY, "address space",
			 "The old mappings are dropped and the new program mapped")
		KAPI_EFFECT_CONDITION("Success without AT_EXECVE_CHECK")
		KAPI_EFFECT_CHECK("exec_maps()")
		KAPI_EFFECT_CHECK_WHEN("!has(flags, AT_EXECVE_CHECK)")
	KAPI_SIDE_EFFECT_END
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_RESOURCE_DESTROY, "file descriptor table",
			 "Descriptors with FD_CLOEXEC are closed")
		KAPI_EFFECT_CHECK("!exec_fd_open(cloexec)")
		KAPI_EFFECT_CHECK_WHEN("!has(flags, AT_EXECVE_CHECK)")
	KAPI_SIDE_EFFECT_END
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_SIGNAL_SEND | KAPI_EFFECT_PROCESS_STATE,
			 "other threads", "All other threads of the group exit")
		KAPI_EFFECT_CONDITION("Multi-threaded caller")
		KAPI_EFFECT_CHECK("exec_status(Threads, 1)")
		KAPI_EFFECT_CHECK_WHEN("!has(flags, AT_EXECVE_CHECK)")
	KAPI_SIDE_EFFECT_END
	EXEC_CARRIED_EFFECTS(KAPI_EFFECT_CHECK_WHEN("!has(flags, AT_EXECVE_CHECK)"))
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_FILESYSTEM, "executable file",
			 "The file is opened and read; its atime may change")
		KAPI_EFFECT_UNOBSERVABLE("Whether atime moves is the mount's choice (relatime, noatime), not the call's")
	KAPI_SIDE_EFFECT_END

	KAPI_STATE_TRANS(0, "process image", "old program", "new program",
			 "The PID stays; everything mapped is replaced")
		KAPI_STATE_TRANS_COND("Success without AT_EXECVE_CHECK")
		KAPI_STATE_TRANS_CHECK("exec_image()")
		KAPI_STATE_TRANS_CHECK_WHEN("!has(flags, AT_EXECVE_CHECK)")
	KAPI_STATE_TRANS_END
	KAPI_STATE_TRANS(1, "thread group", "many threads", "one thread",
			 "The caller becomes the only thread")
		KAPI_STATE_TRANS_COND("Multi-threaded caller")
		KAPI_STATE_TRANS_CHECK("exec_status(Threads, 1)")
		KAPI_STATE_TRANS_CHECK_WHEN("!has(flags, AT_EXECVE_CHECK)")
	KAPI_STATE_TRANS_END

	KAPI_LOCK_NEXT("cred_guard_mutex", KAPI_LOCK_MUTEX)
		KAPI_LOCK_ACQUIRED
		KAPI_LOCK_RELEASED
		KAPI_LOCK_DESC("Serialises credential computation against ptrace attach")
	KAPI_LOCK_END
	KAPI_LOCK_NEXT("sighand->siglock", KAPI_LOCK_SPINLOCK)
		KAPI_LOCK_ACQUIRED
		KAPI_LOCK_RELEASED
		KAPI_LOCK_DESC("Taken while other threads are killed and handlers reset")
	KAPI_LOCK_END

	KAPI_CONSTRAINT(0, "Script through a close-on-exec fd",
			"With AT_EMPTY_PATH and an fd marked close-on-exec, a script "
			"fails: its interpreter would get a /dev/fd path that no "
			"longer exists.")
	KAPI_CONSTRAINT_END

	KAPI_SINCE_VERSION("3.19")
	KAPI_EXAMPLES("execveat(AT_FDCWD, \"/bin/true\", argv, envp, 0);\n"
		      "execveat(fd, \"\", argv, envp, AT_EMPTY_PATH);\n"
		      "execveat(fd, \"\", argv, envp, AT_EMPTY_PATH | AT_EXECVE_CHECK);")
	KAPI_NOTES("AT_EXECVE_CHECK appeared in 6.14; older kernels reject it with EINVAL.")
	KAPI_PARAM_SINCE(flags, AT_EXECVE_CHECK, "6.14")
KAPI_END_SPEC;

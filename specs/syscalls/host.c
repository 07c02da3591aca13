// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * Calls that act on the whole machine or on the kernel's own mechanics:
 * reboot, host and domain names, the kernel log (kernel/reboot.c,
 * kernel/sys.c, kernel/printk/printk.c), x86 I/O ports and the LDT
 * (arch/x86/kernel/ioport.c, ldt.c), the signal-return and restart paths
 * (arch/x86/kernel/signal_64.c, kernel/signal.c), queued signals, the
 * robust futex list (kernel/futex/syscalls.c), getcpu (kernel/sys.c) and
 * the uprobe trampolines' calls (arch/x86/kernel/uprobes.c).
 */
#include <kapi/spec_compile.h>
#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <linux/reboot.h>
#include <linux/utsname.h>
#include <linux/capability.h>
#include <kapi_specs/kernel_consts.h>
#include <kapi_specs/uapi_time_mm.h>
#include <kapi_specs/helpers.h>

/* sethostname and setdomainname: a name of len bytes, no NUL needed */
#define UTS_NAME_PARAMS(what) \
	KAPI_PARAM_USER_IN("name", "char *", "The new " what ", len bytes; a NUL is not needed", \
		KAPI_PARAM_SIZE_PARAM(1)) \
	KAPI_PARAM_INT_IN("len", "int", "Bytes of name, at most 64", \
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE) \
		KAPI_PARAM_RANGE(0, __NEW_UTS_LEN))

#define UTS_NAME_ERRORS \
	KAPI_ERRNO(EFAULT, "name cannot be read") \
	KAPI_ERRNO(EINVAL, "len is negative or above 64") \
	KAPI_ERRNO(EPERM, "No CAP_SYS_ADMIN over the UTS namespace (checked before len)") \
	KAPI_CAPABILITY_NEXT(CAP_SYS_ADMIN, "CAP_SYS_ADMIN", KAPI_CAP_GRANT_PERMISSION) \
		KAPI_CAP_ALLOWS("Renaming, in the user namespace that owns the UTS namespace") \
		KAPI_CAP_WITHOUT("EPERM") \
	KAPI_CAPABILITY_END

/* The permission rule of the two queueing calls */
#define SIGQUEUE_EPERM \
	KAPI_ERRNO(EPERM, "The caller may not signal the target, or it sends to another process a uinfo whose si_code is 0 or more or SI_TKILL (codes the kernel alone may use)")

/*
 * Their signal and siginfo, return and first errors; and the CAP_KILL
 * bypass and queueing effect, for a process or a thread.
 */
#define SIGQUEUE_SIG_INFO \
	KAPI_PARAM_INT_IN("sig", "int", "The signal; 0 only checks the target and the permission", \
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE) \
		KAPI_PARAM_RANGE(0, 64)) \
	KAPI_PARAM_USER_IN("uinfo", "siginfo_t *", "The siginfo to deliver; si_signo is overwritten with sig") \
	KAPI_RETURN_ZERO("long", "0, or a negative errno") \
	KAPI_ERRNO(E2BIG, "uinfo has an si_code whose layout the kernel does not know, with bytes set past the common part") \
	KAPI_ERRNO(EAGAIN, "The real-time signal queue is full (RLIMIT_SIGPENDING)") \
	KAPI_ERRNO(EFAULT, "uinfo cannot be read")
#define SIGQUEUE_CAP_EFFECT(allows, target, check) \
	KAPI_CAPABILITY_NEXT(CAP_KILL, "CAP_KILL", KAPI_CAP_BYPASS_CHECK) \
		KAPI_CAP_ALLOWS(allows) \
		KAPI_CAP_WITHOUT("EPERM") \
	KAPI_CAPABILITY_END \
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_SIGNAL_SEND, target, \
			 "Queues sig with the caller's siginfo") \
		KAPI_EFFECT_CONDITION("sig is not 0") \
		KAPI_EFFECT_CHECK(check) \
		KAPI_EFFECT_CHECK_WHEN("sig != 0") \
	KAPI_SIDE_EFFECT_END

DEFINE_KERNEL_API_SPEC(sys_getcpu)
	KAPI_DESCRIPTION("Tell which CPU and NUMA node the thread is running on")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_OUT_OPT("cpup", "unsigned *", "Receives the CPU number, or NULL")
	KAPI_PARAM_USER_OUT_OPT("nodep", "unsigned *", "Receives the node number, or NULL")
	KAPI_PARAM_USER_INOUT_OPT("unused", "struct getcpu_cache *", "Ignored since 2.6.24; pass NULL")
	KAPI_RETURN_ZERO("long", "0, or -EFAULT")
	KAPI_ERRNO(EFAULT, "cpup or nodep cannot be written")
	KAPI_SINCE_VERSION("2.6.19")
	KAPI_NOTES("The answer may be stale as soon as it is read: the thread can "
		   "migrate. sched_getcpu(3) uses the vDSO or rseq instead.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_get_robust_list)
	KAPI_DESCRIPTION("Read the robust futex list head a thread registered")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_INT_IN("pid", "int", "The thread, or 0 for the caller")
	KAPI_PARAM_USER_OUT("head_ptr", "struct robust_list_head **", "Receives the registered head (NULL if none)")
	KAPI_PARAM_USER_OUT("len_ptr", "size_t *", "Receives the size registered with it")
	KAPI_RETURN_ZERO("long", "0, or a negative errno")
	KAPI_ERRNO(EFAULT, "head_ptr or len_ptr cannot be written")
	KAPI_ERRNO(EPERM, "The caller may not read the thread's state (ptrace read access)")
	KAPI_ERRNO(ESRCH, "No such thread")
	KAPI_CAPABILITY_NEXT(CAP_SYS_PTRACE, "CAP_SYS_PTRACE", KAPI_CAP_BYPASS_CHECK)
		KAPI_CAP_ALLOWS("Reading the list of another user's thread")
		KAPI_CAP_WITHOUT("EPERM")
	KAPI_CAPABILITY_END
	KAPI_SINCE_VERSION("2.6.17")
	KAPI_NOTES("Checkpoint tools read it; threads themselves never need to.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_rt_sigqueueinfo)
	KAPI_DESCRIPTION("Queue a signal with a chosen siginfo to a process")
	KAPI_LONG_DESC("sigqueue(3) is this call with si_code SI_QUEUE. The "
		       "signal goes to any thread of the process that does not "
		       "block it.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_INT_IN("pid", "pid_t", "The process")
	SIGQUEUE_SIG_INFO
	KAPI_ERRNO(EINVAL, "sig is not a valid signal number")
	SIGQUEUE_EPERM
	KAPI_ERRNO(ESRCH, "No such process (pid 0 and negative pids name none)")
	SIGQUEUE_CAP_EFFECT("Signalling processes of other users",
			    "target process", "pending(ShdPnd, sig)")
	KAPI_SINCE_VERSION("2.2")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_rt_tgsigqueueinfo)
	KAPI_DESCRIPTION("Queue a signal with a chosen siginfo to one thread")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_INT_IN("tgid", "pid_t", "The thread group (process)",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(1, INT_MAX))
	KAPI_PARAM_INT_IN("pid", "pid_t", "The thread",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(1, INT_MAX))
	SIGQUEUE_SIG_INFO
	KAPI_ERRNO(EINVAL, "A non-positive ID, or sig is not a valid signal number")
	SIGQUEUE_EPERM
	KAPI_ERRNO(ESRCH, "No such thread in that group")
	SIGQUEUE_CAP_EFFECT("Signalling threads of other users",
			    "target thread", "pending(SigPnd, sig)")
	KAPI_SINCE_VERSION("2.6.31")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_rt_sigreturn)
	KAPI_DESCRIPTION("Return from a signal handler to the interrupted code")
	KAPI_LONG_DESC("Restores the registers, signal mask and alternate stack "
		       "saved in the signal frame at the stack pointer. The C "
		       "library's restorer makes this call when a handler "
		       "returns; nothing else should.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_RETURN("long", "Does not return to its caller: the interrupted code resumes with its own registers")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_NO_RETURN)
	KAPI_RETURN_END
	KAPI_SIGNAL_NEXT(SIGSEGV, "SIGSEGV", KAPI_SIGNAL_SEND, KAPI_SIGNAL_ACTION_COREDUMP)
		KAPI_SIGNAL_CONDITION("The frame cannot be read or holds bad segment or FPU state")
		KAPI_SIGNAL_DESC("A bad frame kills the caller with SIGSEGV instead of returning.")
	KAPI_SIGNAL_END
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_PROCESS_STATE, "thread registers and signal mask",
			 "Replaced by the frame's saved copies")
		KAPI_EFFECT_CHECK("frame_restored(ret)")
	KAPI_SIDE_EFFECT_END
	KAPI_SINCE_VERSION("2.2")
	KAPI_NOTES("kapi conform never makes it bare (with no frame at the stack "
		   "pointer the kernel would load garbage into the registers): "
		   "on x86-64 and arm64 a case child sends itself SIGUSR1, whose "
		   "handler, restored through a stub of kapi's (SA_RESTORER), "
		   "adds SIGUSR2 to the frame's saved mask and writes a mark "
		   "over the interrupted tgkill's saved return register; after "
		   "the call the tgkill reads the mark and SigBlk is the frame's "
		   "mask. For the SIGSEGV entry the handler spoils the frame's "
		   "FPU state instead, and the SIGSEGV must reach a handler. "
		   "Elsewhere it is not run. "
		   "Tracers see the interrupted code's rax as its return value.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_restart_syscall)
	KAPI_DESCRIPTION("Resume a sleep a stop signal interrupted, with its time adjusted")
	KAPI_LONG_DESC("The kernel sets it up itself: after a stop and SIGCONT, a "
		       "nanosleep, clock_nanosleep, poll or futex wait resumes "
		       "through this call with the time that was left. Called "
		       "by a program with nothing to resume, it fails with EINTR.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_RETURN_CHECKED("long", "What the resumed call returns; -EINTR when nothing is pending")
	KAPI_ERRNO(EINTR, "No interrupted call is waiting to be resumed")
	KAPI_ERRNO(EFAULT, "The resumed call cannot write its remaining time")
	KAPI_ERRNO(EINVAL, "The resumed call's arguments have become invalid")
	KAPI_SINCE_VERSION("2.6")
	KAPI_NOTES("Programs never call it; strace shows it after a stopped sleep "
		   "is continued.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_modify_ldt)
	KAPI_DESCRIPTION("Read or write the process's x86 local descriptor table")
	KAPI_LONG_DESC("func 0 reads the LDT into ptr, 2 reads zeroed default "
		       "entries, 1 and 0x11 install the one struct user_desc at "
		       "ptr (0x11 with the newer semantics: useable bit, no "
		       "clearing of contents).")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_INT_IN("func", "int", "0 read, 1 write (old), 2 read defaults, 0x11 write")
	KAPI_PARAM_USER_INOUT_OPT("ptr", "void *", "The buffer read into, or the struct user_desc written; unread when there is nothing to copy",
		KAPI_PARAM_SIZE_PARAM(2))
	KAPI_PARAM_UINT_IN("bytecount", "unsigned long", "Bytes of ptr; 16 for a write")
	KAPI_RETURN_IN_RANGE("int", "Bytes read, or 0 for a write; a failure comes back as -errno truncated to 32 bits", 0, UINT_MAX)
	KAPI_ERRNO(EFAULT, "ptr cannot be read or written")
	KAPI_ERRNO(EINVAL, "A write whose bytecount is not 16, an entry number of 8192 or more, or a descriptor with bad contents")
	KAPI_ERR_NOMEM
	KAPI_ERRNO(ENOSYS, "func is not 0, 1, 2 or 0x11, or the kernel lacks CONFIG_MODIFY_LDT_SYSCALL")
	KAPI_ERRNO(EINTR, "A fatal signal while waiting for the LDT lock")
	KAPI_CONSTRAINT(0, "A known function",
			"Anything other than 0, 1, 2 and 0x11 is ENOSYS.")
		KAPI_CONSTRAINT_EXPR("one_of(func, 0, 1, 2, 0x11)")
	KAPI_CONSTRAINT_END
	KAPI_CONSTRAINT(1, "One descriptor a write",
			"func 1 and 0x11 read exactly one struct user_desc.")
		KAPI_CONSTRAINT_EXPR("one_of(func, 1, 0x11) -> bytecount == KAPI_USER_DESC_SIZE")
	KAPI_CONSTRAINT_END
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_MODIFY_STATE, "process LDT",
			 "Installs or clears one entry, shared by every thread")
		KAPI_EFFECT_CONDITION("func is 1 or 0x11")
		KAPI_EFFECT_REVERSIBLE
		KAPI_EFFECT_CHECK("ldt_entry(ptr, func)")
		KAPI_EFFECT_CHECK_WHEN("one_of(func, 1, 0x11) && bytecount == KAPI_USER_DESC_SIZE")
	KAPI_SIDE_EFFECT_END
	KAPI_SINCE_VERSION("1.0")
	KAPI_NOTES("The kernel returns an int in a long register unsign-extended: "
		   "-EINVAL arrives as 4294967274, which the C library wrapper "
		   "turns back into -1 and errno; a raw syscall(2) sees a large "
		   "positive value. Wine and old threading code use it.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_syslog)
	KAPI_DESCRIPTION("Read or control the kernel log buffer")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_INT_IN("type", "int", "SYSLOG_ACTION_*: 0 close, 1 open, 2 read, 3 read all, 4 read and clear, 5 clear, 6 console off, 7 console on, 8 console level, 9 unread bytes, 10 buffer size",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(SYSLOG_ACTION_CLOSE, SYSLOG_ACTION_SIZE_BUFFER))
	KAPI_PARAM_USER_OUT_OPT("buf", "char *", "Receives log text for the read actions; unused by the others",
		KAPI_PARAM_SIZE_PARAM(2))
	KAPI_PARAM_INT_IN("len", "int", "Bytes of buf for reads, the level 1..8 for SYSLOG_ACTION_CONSOLE_LEVEL")
	KAPI_RETURN_IN_RANGE("long", "Bytes read, the size asked for, or 0", 0, INT_MAX)
	KAPI_ERRNO(EFAULT, "buf cannot be written")
	KAPI_ERRNO(EINVAL, "An unknown type, a read with buf NULL or len negative, or a console level outside 1..8")
	KAPI_ERRNO(EPERM, "No CAP_SYSLOG for an action other than reading all and the buffer size, or for any action with kernel.dmesg_restrict set")
	KAPI_ERRNO(EINTR, "A signal arrived while SYSLOG_ACTION_READ waited for messages")
	KAPI_ERRNO(ENOSYS, "The kernel is built without printk")
	KAPI_ERRNO(ERESTARTSYS, "A signal arrived while SYSLOG_ACTION_READ waited; restarted, or EINTR (tracers see it)")
	KAPI_CAPABILITY_NEXT(CAP_SYSLOG, "CAP_SYSLOG", KAPI_CAP_GRANT_PERMISSION)
		KAPI_CAP_ALLOWS("Clearing, console control, and reading when dmesg_restrict is set")
		KAPI_CAP_WITHOUT("EPERM (CAP_SYS_ADMIN is accepted with a warning)")
	KAPI_CAPABILITY_END
	KAPI_SIGNAL_INTR("SYSLOG_ACTION_READ waits while the log is empty")
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_MODIFY_STATE | KAPI_EFFECT_IRREVERSIBLE, "kernel log",
			 "Clears the buffer (4 and 5), or consumes the messages read (2)")
		KAPI_EFFECT_CONDITION("type is 2, 4 or 5")
		KAPI_EFFECT_CHECK("log_cleared()")
		KAPI_EFFECT_CHECK_WHEN("one_of(type, SYSLOG_ACTION_READ_CLEAR, SYSLOG_ACTION_CLEAR)")
	KAPI_SIDE_EFFECT_END
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_MODIFY_STATE, "console log level",
			 "Sets or restores the level of messages printed on the console")
		KAPI_EFFECT_CONDITION("type is 6, 7 or 8")
		KAPI_EFFECT_CHECK("console_level(len)")
		KAPI_EFFECT_CHECK_WHEN("type == SYSLOG_ACTION_CONSOLE_LEVEL && len >= 1 && len <= 8")
	KAPI_SIDE_EFFECT_END
	KAPI_CONSTRAINT(0, "A console level",
			"SYSLOG_ACTION_CONSOLE_LEVEL takes a level of 1..8 in len.")
		KAPI_CONSTRAINT_EXPR("type == SYSLOG_ACTION_CONSOLE_LEVEL -> (len >= 1 && len <= 8)")
	KAPI_CONSTRAINT_END
	KAPI_CONSTRAINT(1, "Reads need room",
			"The read actions need a buffer and a length of 0 or more.")
		KAPI_CONSTRAINT_EXPR("one_of(type, SYSLOG_ACTION_READ, SYSLOG_ACTION_READ_ALL, SYSLOG_ACTION_READ_CLEAR) -> (buf != 0 && len >= 0)")
	KAPI_CONSTRAINT_END
	KAPI_SINCE_VERSION("1.0")
	KAPI_NOTES("klogctl(3) is this call; dmesg uses type 3 and 10. kapi conform "
		   "runs it only in a lab VM (kapi --kernel), as the VM's root: "
		   "clearing or muting the log is not namespaced, and CAP_SYSLOG "
		   "is checked in the initial user namespace.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_sethostname)
	KAPI_DESCRIPTION("Set the host name of the caller's UTS namespace")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	UTS_NAME_PARAMS("host name")
	KAPI_RETURN_ZERO("long", "0, or a negative errno")
	UTS_NAME_ERRORS
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_MODIFY_STATE, "UTS namespace",
			 "Every process in the namespace sees the new nodename")
		KAPI_EFFECT_REVERSIBLE
		KAPI_EFFECT_CHECK("hostname(name, len)")
	KAPI_SIDE_EFFECT_END
	KAPI_SINCE_VERSION("1.0")
	KAPI_NOTES("Not run by kapi conform, which denies it. In a new UTS "
		   "namespace it changes only that namespace."
		   " ENAMETOOLONG on the shared page is the C library's gethostname(); a long name here is EINVAL.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_setdomainname)
	KAPI_DESCRIPTION("Set the NIS domain name of the caller's UTS namespace")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	UTS_NAME_PARAMS("domain name")
	KAPI_RETURN_ZERO("long", "0, or a negative errno")
	UTS_NAME_ERRORS
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_MODIFY_STATE, "UTS namespace",
			 "Every process in the namespace sees the new domainname")
		KAPI_EFFECT_REVERSIBLE
		KAPI_EFFECT_CHECK("domainname(name, len)")
	KAPI_SIDE_EFFECT_END
	KAPI_SINCE_VERSION("1.0")
	KAPI_NOTES("Not run by kapi conform, which denies it. It has nothing to "
		   "do with DNS domains.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_reboot)
	KAPI_DESCRIPTION("Restart, halt or power off the machine, or set what Ctrl-Alt-Del does")
	KAPI_LONG_DESC("Both magic numbers must match before cmd is looked at. "
		       "In a PID namespace other than the first, restart and "
		       "halt only end the namespace's init.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_INT_IN("magic1", "int", "LINUX_REBOOT_MAGIC1 (0xfee1dead)")
	KAPI_PARAM_INT_IN("magic2", "int", "LINUX_REBOOT_MAGIC2, _MAGIC2A, _MAGIC2B or _MAGIC2C")
	KAPI_PARAM_UINT_IN("cmd", "unsigned int", "LINUX_REBOOT_CMD_*",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_ENUM)
		KAPI_PARAM_ENUM_VALUES(((const s64[]){ LINUX_REBOOT_CMD_CAD_OFF, LINUX_REBOOT_CMD_RESTART, LINUX_REBOOT_CMD_HALT, LINUX_REBOOT_CMD_CAD_ON, LINUX_REBOOT_CMD_POWER_OFF, LINUX_REBOOT_CMD_RESTART2, LINUX_REBOOT_CMD_SW_SUSPEND, LINUX_REBOOT_CMD_KEXEC })))
	KAPI_PARAM_USER_IN_OPT("arg", "void *", "The restart command string for LINUX_REBOOT_CMD_RESTART2; unused otherwise")
	KAPI_RETURN_ZERO("long", "0 for the Ctrl-Alt-Del settings; a restart, halt or power-off does not return")
	KAPI_ERRNO(EPERM, "No CAP_SYS_BOOT in the PID namespace's user namespace (checked before the magic numbers)")
	KAPI_ERRNO(EINVAL, "A wrong magic number, an unknown cmd, a cmd a PID namespace cannot do, or LINUX_REBOOT_CMD_KEXEC with no kernel loaded")
	KAPI_ERRNO(EFAULT, "The RESTART2 string cannot be read")
	KAPI_ERRNO(EBUSY, "A kexec or hibernation is already under way")
	KAPI_ERRNO(ENOSYS, "LINUX_REBOOT_CMD_SW_SUSPEND on a kernel without hibernation")
	KAPI_ERR_NOMEM
	KAPI_CAPABILITY_NEXT(CAP_SYS_BOOT, "CAP_SYS_BOOT", KAPI_CAP_GRANT_PERMISSION)
		KAPI_CAP_ALLOWS("Any reboot command")
		KAPI_CAP_WITHOUT("EPERM")
	KAPI_CAPABILITY_END
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_HARDWARE | KAPI_EFFECT_IRREVERSIBLE, "machine",
			 "Restarts, halts, powers off, hibernates or boots a loaded kernel")
		KAPI_EFFECT_CONDITION("cmd is not a Ctrl-Alt-Del setting")
		KAPI_EFFECT_UNOBSERVABLE("The caller does not outlive a restart, halt or power-off to look")
	KAPI_SIDE_EFFECT_END
	KAPI_CONSTRAINT(0, "The magic numbers",
			"magic1 is 0xfee1dead and magic2 one of 672274793, 85072278, "
			"369367448 and 537993216. Left unchecked on purpose: a "
			"wrong magic number is the one harmless way to make the "
			"call, and its EINVAL is the kernel's documented answer.")
	KAPI_CONSTRAINT_END
	KAPI_SINCE_VERSION("1.0")
	KAPI_NOTES("Not run by kapi conform: no sandbox contains the machine. The "
		   "C library does not sync file systems first; reboot(8) does.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_iopl)
	KAPI_DESCRIPTION("Set the thread's x86 I/O privilege level")
	KAPI_LONG_DESC("Level 3 lets the thread use every I/O port (emulated "
		       "with a full I/O bitmap since 5.5; cli/sti are no longer "
		       "allowed); 0 takes that away.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_UINT_IN("level", "unsigned int", "0..3",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, 3))
	KAPI_RETURN_ZERO("long", "0, or a negative errno")
	KAPI_ERRNO(EINVAL, "level is above 3")
	KAPI_ERRNO(EPERM, "Raising the level without CAP_SYS_RAWIO, or the kernel is locked down")
	KAPI_ERRNO(ENOSYS, "The kernel lacks CONFIG_X86_IOPL_IOPERM (as this machine's does)")
	KAPI_CAPABILITY_NEXT(CAP_SYS_RAWIO, "CAP_SYS_RAWIO", KAPI_CAP_GRANT_PERMISSION)
		KAPI_CAP_ALLOWS("Raising the level")
		KAPI_CAP_WITHOUT("EPERM")
	KAPI_CAPABILITY_END
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_HARDWARE | KAPI_EFFECT_MODIFY_STATE, "I/O permission bitmap",
			 "Grants or drops access to every port for the thread")
		KAPI_EFFECT_REVERSIBLE
		KAPI_EFFECT_CHECK("iopl_ports(level)")
	KAPI_SIDE_EFFECT_END
	KAPI_SINCE_VERSION("1.0")
	KAPI_NOTES("x86 only. kapi conform runs it only in a lab VM (kapi --kernel), "
		   "as the VM's root (CAP_SYS_RAWIO is checked in the initial user "
		   "namespace), and reads port 0x80 after it.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_ioperm)
	KAPI_DESCRIPTION("Grant or drop the thread's access to a range of x86 I/O ports")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_UINT_IN("from", "unsigned long", "First port")
	KAPI_PARAM_UINT_IN("num", "unsigned long", "Ports in the range, at least 1")
	KAPI_PARAM_INT_IN("turn_on", "int", "Nonzero grants, 0 drops")
	KAPI_RETURN_ZERO("long", "0, or a negative errno")
	KAPI_ERRNO(EINVAL, "num is 0, or the range wraps or passes port 65535")
	KAPI_ERRNO(EPERM, "Granting without CAP_SYS_RAWIO, or the kernel is locked down")
	KAPI_ERR_NOMEM
	KAPI_ERRNO(ENOSYS, "The kernel lacks CONFIG_X86_IOPL_IOPERM (as this machine's does)")
	KAPI_CAPABILITY_NEXT(CAP_SYS_RAWIO, "CAP_SYS_RAWIO", KAPI_CAP_GRANT_PERMISSION)
		KAPI_CAP_ALLOWS("Granting access")
		KAPI_CAP_WITHOUT("EPERM; dropping needs no privilege")
	KAPI_CAPABILITY_END
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_HARDWARE | KAPI_EFFECT_MODIFY_STATE, "I/O permission bitmap",
			 "Sets or clears the ports' bits for the thread; children of fork inherit it")
		KAPI_EFFECT_REVERSIBLE
		KAPI_EFFECT_CHECK("io_port(from, turn_on)")
	KAPI_SIDE_EFFECT_END
	KAPI_CONSTRAINT(0, "Ports that exist",
			"The range holds at least one port and ends at or before 65536.")
		KAPI_CONSTRAINT_EXPR("num >= 1 && from < IO_BITMAP_BITS && num <= IO_BITMAP_BITS - from")
	KAPI_CONSTRAINT_END
	KAPI_SINCE_VERSION("1.0")
	KAPI_NOTES("x86 only. kapi conform runs it only in a lab VM (kapi --kernel), "
		   "as the VM's root, on port 0x80, which it then reads."
		   " EIO on the man page is PowerPC's; x86 has the call.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_uretprobe)
	KAPI_DESCRIPTION("Let the kernel's uretprobe trampoline report a probed function's return")
	KAPI_LONG_DESC("Only the trampoline page the kernel maps for return "
		       "probes makes this call; from anywhere else it kills the "
		       "caller with SIGILL.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_RETURN_CHECKED("long", "To the trampoline, the probed function's return value")
	KAPI_SIGNAL_NEXT(SIGILL, "SIGILL", KAPI_SIGNAL_SEND, KAPI_SIGNAL_ACTION_TERMINATE)
		KAPI_SIGNAL_CONDITION("Called from outside the uretprobe trampoline")
		KAPI_SIGNAL_DESC("The kernel forces SIGILL on the caller.")
	KAPI_SIGNAL_END
	KAPI_SINCE_VERSION("6.11")
	KAPI_NOTES("x86-64 only. Never called by programs; t_deep does not call it "
		   "since it would die of SIGILL.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_uprobe)
	KAPI_DESCRIPTION("Let the kernel's uprobe trampoline report a probe hit")
	KAPI_LONG_DESC("Optimized uprobes jump to a kernel-mapped trampoline "
		       "that makes this call instead of taking a breakpoint trap. "
		       "From anywhere else it fails with ENXIO.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_RETURN_CHECKED("long", "To the trampoline, the restored register value")
	KAPI_ERRNO(ENXIO, "Called from outside a uprobe trampoline")
	KAPI_SIGNAL_NEXT(SIGILL, "SIGILL", KAPI_SIGNAL_SEND, KAPI_SIGNAL_ACTION_TERMINATE)
		KAPI_SIGNAL_CONDITION("The trampoline's saved state on the stack cannot be read")
		KAPI_SIGNAL_DESC("The kernel forces SIGILL on the caller.")
	KAPI_SIGNAL_END
	KAPI_SINCE_VERSION("6.16")
	KAPI_NOTES("x86-64 only. Never called by programs.")
KAPI_END_SPEC;

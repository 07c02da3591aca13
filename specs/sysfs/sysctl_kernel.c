// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * kernel.* sysctls most programs and administrators touch
 * (/proc/sys/kernel, kernel/sysctl.c and the subsystems that register
 * them).  Ranges are the ones the kernel's handlers enforce on write;
 * where a handler accepts any int, none is given.
 */
#include <limits.h>
#include <kapi/spec_compile.h>
#include <kapi_specs/helpers.h>

DEFINE_SYSFS_API_SPEC(sysctl_kernel_pid_max)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "pid_max", "int", 0644,
		  "/proc/sys/kernel/pid_max",
		  "Process IDs are allocated below this value",
		  KAPI_SYSFS_RANGE(301, 4194304))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_kernel_threads_max)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "threads-max", "int", 0644,
		  "/proc/sys/kernel/threads-max",
		  "Most threads the system may have at once",
		  KAPI_SYSFS_RANGE(20, 0x3fffffff))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_kernel_panic)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "panic", "int", 0644,
		  "/proc/sys/kernel/panic",
		  "Seconds to wait after a panic before rebooting; 0 waits forever, below 0 reboots at once",
		  KAPI_UNITS("s"))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_kernel_panic_on_oops)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "panic_on_oops", "int", 0644,
		  "/proc/sys/kernel/panic_on_oops",
		  "Whether an oops escalates to a panic")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_kernel_panic_on_warn)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "panic_on_warn", "int", 0644,
		  "/proc/sys/kernel/panic_on_warn",
		  "Whether a WARN() escalates to a panic",
		  KAPI_SYSFS_RANGE(0, 1))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_kernel_printk)
	KAPI_ATTR("sysctl", KAPI_SYSFS_STRING_RW, "printk", "char *", 0644,
		  "/proc/sys/kernel/printk",
		  "Console, default, minimum and boot-time default log levels, four integers")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_kernel_printk_ratelimit)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "printk_ratelimit", "int", 0644,
		  "/proc/sys/kernel/printk_ratelimit",
		  "Interval of the printk rate limit",
		  KAPI_UNITS("s"))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_kernel_dmesg_restrict)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "dmesg_restrict", "int", 0644,
		  "/proc/sys/kernel/dmesg_restrict",
		  "Whether reading the kernel log needs CAP_SYSLOG",
		  KAPI_SYSFS_RANGE(0, 1))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_kernel_kptr_restrict)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "kptr_restrict", "int", 0644,
		  "/proc/sys/kernel/kptr_restrict",
		  "How kernel addresses printed with %pK are hidden: 0 shown, 1 hidden from unprivileged readers, 2 always hidden",
		  KAPI_SYSFS_RANGE(0, 2))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_kernel_perf_event_paranoid)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "perf_event_paranoid", "int", 0644,
		  "/proc/sys/kernel/perf_event_paranoid",
		  "How much of perf_event_open unprivileged users may use; lower is more")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_kernel_perf_event_max_sample_rate)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "perf_event_max_sample_rate", "int", 0644,
		  "/proc/sys/kernel/perf_event_max_sample_rate",
		  "Highest sampling rate perf events may ask for",
		  KAPI_SYSFS_RANGE(1, INT_MAX) KAPI_UNITS("Hz"))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_kernel_randomize_va_space)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "randomize_va_space", "int", 0644,
		  "/proc/sys/kernel/randomize_va_space",
		  "Address space layout randomisation: 0 off, 1 stack, mmap and vDSO, 2 also the heap")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_kernel_core_pattern)
	KAPI_ATTR("sysctl", KAPI_SYSFS_STRING_RW, "core_pattern", "char *", 0644,
		  "/proc/sys/kernel/core_pattern",
		  "Name template of core dump files, or a pipe to a helper when it starts with a bar",
		  KAPI_PARAM_SIZE(127))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_kernel_core_uses_pid)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "core_uses_pid", "int", 0644,
		  "/proc/sys/kernel/core_uses_pid",
		  "Whether the PID is appended to core file names that lack %p")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_kernel_core_pipe_limit)
	KAPI_ATTR("sysctl", KAPI_SYSFS_UINT_RW, "core_pipe_limit", "unsigned int", 0644,
		  "/proc/sys/kernel/core_pipe_limit",
		  "How many crashing processes may pipe core dumps at once; 0 is no limit")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_kernel_hostname)
	KAPI_ATTR("sysctl", KAPI_SYSFS_STRING_RW, "hostname", "char *", 0644,
		  "/proc/sys/kernel/hostname",
		  "The UTS namespace's host name",
		  KAPI_PARAM_SIZE(64))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_kernel_domainname)
	KAPI_ATTR("sysctl", KAPI_SYSFS_STRING_RW, "domainname", "char *", 0644,
		  "/proc/sys/kernel/domainname",
		  "The UTS namespace's NIS domain name",
		  KAPI_PARAM_SIZE(64))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_kernel_osrelease)
	KAPI_ATTR("sysctl", KAPI_SYSFS_STRING_RO, "osrelease", "char *", 0444,
		  "/proc/sys/kernel/osrelease",
		  "The kernel release, as uname -r shows it",
		  KAPI_PARAM_SIZE(64))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_kernel_ostype)
	KAPI_ATTR("sysctl", KAPI_SYSFS_STRING_RO, "ostype", "char *", 0444,
		  "/proc/sys/kernel/ostype",
		  "The operating system name",
		  KAPI_ALLOWED_STRINGS(((const char *const[]){ "Linux" }), 1))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_kernel_shmmax)
	KAPI_ATTR("sysctl", KAPI_SYSFS_UINT_RW, "shmmax", "unsigned long", 0644,
		  "/proc/sys/kernel/shmmax",
		  "Largest System V shared memory segment",
		  KAPI_UNITS("bytes"))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_kernel_shmall)
	KAPI_ATTR("sysctl", KAPI_SYSFS_UINT_RW, "shmall", "unsigned long", 0644,
		  "/proc/sys/kernel/shmall",
		  "Total System V shared memory allowed, in pages",
		  KAPI_UNITS("pages"))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_kernel_shmmni)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "shmmni", "int", 0644,
		  "/proc/sys/kernel/shmmni",
		  "Most System V shared memory segments",
		  KAPI_SYSFS_RANGE(0, 32768))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_kernel_msgmax)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "msgmax", "int", 0644,
		  "/proc/sys/kernel/msgmax",
		  "Largest System V message",
		  KAPI_SYSFS_RANGE(0, INT_MAX) KAPI_UNITS("bytes"))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_kernel_msgmnb)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "msgmnb", "int", 0644,
		  "/proc/sys/kernel/msgmnb",
		  "Default byte limit of a System V message queue",
		  KAPI_SYSFS_RANGE(0, INT_MAX) KAPI_UNITS("bytes"))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_kernel_msgmni)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "msgmni", "int", 0644,
		  "/proc/sys/kernel/msgmni",
		  "Most System V message queues",
		  KAPI_SYSFS_RANGE(0, 32768))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_kernel_sem)
	KAPI_ATTR("sysctl", KAPI_SYSFS_STRING_RW, "sem", "char *", 0644,
		  "/proc/sys/kernel/sem",
		  "System V semaphore limits: per set, system-wide, per semop call, number of sets")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_kernel_unprivileged_bpf_disabled)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "unprivileged_bpf_disabled", "int", 0644,
		  "/proc/sys/kernel/unprivileged_bpf_disabled",
		  "0 lets unprivileged users call bpf(), 1 forbids it for good, 2 forbids it until reset",
		  KAPI_SYSFS_RANGE(0, 2))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_kernel_bpf_stats_enabled)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "bpf_stats_enabled", "int", 0644,
		  "/proc/sys/kernel/bpf_stats_enabled",
		  "Whether BPF programs' run time and count are collected",
		  KAPI_SYSFS_RANGE(0, 1))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_kernel_sched_autogroup_enabled)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "sched_autogroup_enabled", "int", 0644,
		  "/proc/sys/kernel/sched_autogroup_enabled",
		  "Whether sessions get task groups of their own for fair scheduling",
		  KAPI_SYSFS_RANGE(0, 1))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_kernel_watchdog)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "watchdog", "int", 0644,
		  "/proc/sys/kernel/watchdog",
		  "Whether the soft and hard lockup detectors run",
		  KAPI_SYSFS_RANGE(0, 1))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_kernel_watchdog_thresh)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "watchdog_thresh", "int", 0644,
		  "/proc/sys/kernel/watchdog_thresh",
		  "Lockup detection threshold; soft lockups are reported after twice this",
		  KAPI_SYSFS_RANGE(0, 60) KAPI_UNITS("s"))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_kernel_softlockup_panic)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "softlockup_panic", "int", 0644,
		  "/proc/sys/kernel/softlockup_panic",
		  "Whether a soft lockup panics",
		  KAPI_SYSFS_RANGE(0, 1))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_kernel_hung_task_timeout_secs)
	KAPI_ATTR("sysctl", KAPI_SYSFS_UINT_RW, "hung_task_timeout_secs", "unsigned long", 0644,
		  "/proc/sys/kernel/hung_task_timeout_secs",
		  "How long a task may sleep uninterruptibly before it is reported; 0 disables the check",
		  KAPI_UNITS("s"))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_kernel_ngroups_max)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RO, "ngroups_max", "int", 0444,
		  "/proc/sys/kernel/ngroups_max",
		  "Most supplementary groups a process may have (NGROUPS_MAX)",
		  KAPI_SYSFS_RANGE(65536, 65536))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_kernel_cap_last_cap)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RO, "cap_last_cap", "int", 0444,
		  "/proc/sys/kernel/cap_last_cap",
		  "The highest capability number this kernel knows",
		  KAPI_SYSFS_RANGE(0, 63))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_kernel_random_entropy_avail)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RO, "entropy_avail", "int", 0444,
		  "/proc/sys/kernel/random/entropy_avail",
		  "Entropy the input pool holds",
		  KAPI_SYSFS_RANGE(0, 256) KAPI_UNITS("bits"))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_kernel_random_poolsize)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RO, "poolsize", "int", 0444,
		  "/proc/sys/kernel/random/poolsize",
		  "Size of the input pool",
		  KAPI_SYSFS_RANGE(256, 256) KAPI_UNITS("bits"))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_kernel_random_boot_id)
	KAPI_ATTR("sysctl", KAPI_SYSFS_STRING_RO, "boot_id", "char *", 0444,
		  "/proc/sys/kernel/random/boot_id",
		  "A random UUID chosen once per boot",
		  KAPI_PARAM_SIZE(36))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_kernel_keys_maxkeys)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "maxkeys", "int", 0644,
		  "/proc/sys/kernel/keys/maxkeys",
		  "Most keys a non-root user may own",
		  KAPI_SYSFS_RANGE(0, INT_MAX))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_kernel_pty_max)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "max", "int", 0644,
		  "/proc/sys/kernel/pty/max",
		  "Most Unix98 pseudo-terminals",
		  KAPI_SYSFS_RANGE(0, 1048576))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_kernel_pty_nr)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RO, "nr", "int", 0444,
		  "/proc/sys/kernel/pty/nr",
		  "Unix98 pseudo-terminals in use",
		  KAPI_SYSFS_RANGE(0, 1048576))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_kernel_ctrl_alt_del)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "ctrl-alt-del", "int", 0644,
		  "/proc/sys/kernel/ctrl-alt-del",
		  "0 sends SIGINT to init on Ctrl-Alt-Del, anything else reboots at once")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_kernel_tainted)
	KAPI_ATTR("sysctl", KAPI_SYSFS_UINT_RW, "tainted", "unsigned long", 0644,
		  "/proc/sys/kernel/tainted",
		  "Taint flags, one bit per reason; writing may only add bits")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_kernel_ns_last_pid)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "ns_last_pid", "int", 0666,
		  "/proc/sys/kernel/ns_last_pid",
		  "The last PID allocated in the reader's PID namespace; writing steers the next one",
		  KAPI_SYSFS_RANGE(0, 4194304))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_kernel_io_uring_disabled)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "io_uring_disabled", "int", 0644,
		  "/proc/sys/kernel/io_uring_disabled",
		  "0 allows io_uring for all, 1 only for the io_uring_group and CAP_SYS_ADMIN, 2 for nobody",
		  KAPI_SYSFS_RANGE(0, 2))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_kernel_overflowuid)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "overflowuid", "int", 0644,
		  "/proc/sys/kernel/overflowuid",
		  "UID shown where a UID does not fit 16 bits",
		  KAPI_SYSFS_RANGE(0, 65535))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_kernel_overflowgid)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "overflowgid", "int", 0644,
		  "/proc/sys/kernel/overflowgid",
		  "GID shown where a GID does not fit 16 bits",
		  KAPI_SYSFS_RANGE(0, 65535))
KAPI_END_SPEC;

/* SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause */
/*
 * Constants of the scheduling, security, key, BPF, perf and process
 * syscalls that Debian 12's linux-libc-dev (6.1) lacks; values of the
 * 6.18 kernel (its uapi headers and BTF).
 */
#ifndef KAPI_SPECS_UAPI_SEC_H
#define KAPI_SPECS_UAPI_SEC_H

/* linux/sched.h */
#ifndef SCHED_EXT
#define SCHED_EXT			7
#endif

/* linux/landlock.h */
#ifndef LANDLOCK_RULE_NET_PORT
#define LANDLOCK_RULE_NET_PORT		2
#endif
#ifndef LANDLOCK_RESTRICT_SELF_LOG_SAME_EXEC_OFF
#define LANDLOCK_RESTRICT_SELF_LOG_SAME_EXEC_OFF	(1U << 0)
#define LANDLOCK_RESTRICT_SELF_LOG_NEW_EXEC_ON		(1U << 1)
#define LANDLOCK_RESTRICT_SELF_LOG_SUBDOMAINS_OFF	(1U << 2)
#endif

/* linux/lsm.h (6.8) */
#ifndef LSM_ATTR_UNDEF
#define LSM_ATTR_UNDEF			0
#define LSM_ATTR_CURRENT		100
#define LSM_ATTR_EXEC			101
#define LSM_ATTR_FSCREATE		102
#define LSM_ATTR_KEYCREATE		103
#define LSM_ATTR_PREV			104
#define LSM_ATTR_SOCKCREATE		105
#endif
#ifndef LSM_FLAG_SINGLE
#define LSM_FLAG_SINGLE			0x0001
#endif

/* linux/seccomp.h */
#ifndef SECCOMP_FILTER_FLAG_WAIT_KILLABLE_RECV
#define SECCOMP_FILTER_FLAG_WAIT_KILLABLE_RECV	(1UL << 5)
#endif

/* linux/pidfd.h / linux/sched.h: pidfd_send_signal scopes (6.9) */
#ifndef PIDFD_SIGNAL_THREAD
#define PIDFD_SIGNAL_THREAD		(1UL << 0)
#define PIDFD_SIGNAL_THREAD_GROUP	(1UL << 1)
#define PIDFD_SIGNAL_PROCESS_GROUP	(1UL << 2)
#endif

/* linux/mman.h: process_madvise advice added after 6.1 */
#ifndef MADV_GUARD_INSTALL
#define MADV_GUARD_INSTALL		102
#define MADV_GUARD_REMOVE		103
#endif

/* linux/bpf.h: commands after 6.1 */
#ifndef BPF_TOKEN_CREATE_NR
#define BPF_TOKEN_CREATE_NR		36
#define BPF_PROG_STREAM_READ_BY_FD_NR	37
#endif

/* linux/perf_event.h */
#ifndef PERF_FLAG_FD_NO_GROUP
#define PERF_FLAG_FD_NO_GROUP		(1UL << 0)
#define PERF_FLAG_FD_OUTPUT		(1UL << 1)
#define PERF_FLAG_PID_CGROUP		(1UL << 2)
#define PERF_FLAG_FD_CLOEXEC		(1UL << 3)
#endif

/* linux/ptrace.h: requests after 6.1 */
#ifndef PTRACE_SET_SYSCALL_USER_DISPATCH_CONFIG
#define PTRACE_SET_SYSCALL_USER_DISPATCH_CONFIG	0x4210
#define PTRACE_GET_SYSCALL_USER_DISPATCH_CONFIG	0x4211
#endif
#ifndef PTRACE_SET_SYSCALL_INFO
#define PTRACE_SET_SYSCALL_INFO		0x4212
#endif

#endif /* KAPI_SPECS_UAPI_SEC_H */

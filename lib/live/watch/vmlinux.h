/* SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause */
/*
 * The kernel types kapi watch's BPF programs use, and only those: written
 * here instead of dumped from the build host's /sys/kernel/btf/vmlinux, so
 * that the objects are the same whatever kernel builds them (a package
 * builder's, a chroot's) and need no BTF at build time.
 *
 * Every struct is marked preserve_access_index (CO-RE): a field access
 * records the field's name, and libbpf moves it to the field's offset in
 * the running kernel's BTF when the programs load.  The layouts below are
 * x86_64's and only give the compiler something to start from; a member
 * the code does not name may be left out, a member it names must keep the
 * kernel's name.  Constants are the uapi's (linux/bpf.h), which do not
 * change.  A program that needs another type or field adds it here.
 */
#ifndef __VMLINUX_H__
#define __VMLINUX_H__	/* bpf_tracing.h: kernel names of pt_regs' fields */

typedef signed char __s8;
typedef unsigned char __u8;
typedef short __s16;
typedef unsigned short __u16;
typedef int __s32;
typedef unsigned int __u32;
typedef long long __s64;
typedef unsigned long long __u64;
typedef __s8 s8;
typedef __u8 u8;
typedef __s16 s16;
typedef __u16 u16;
typedef __s32 s32;
typedef __u32 u32;
typedef __s64 s64;
typedef __u64 u64;
typedef __u16 __be16;
typedef __u32 __be32;
typedef __u32 __wsum;
typedef _Bool bool;
enum { false = 0, true = 1 };

/* linux/bpf.h */
enum bpf_map_type {
	BPF_MAP_TYPE_HASH = 1,
	BPF_MAP_TYPE_ARRAY = 2,
	BPF_MAP_TYPE_PERCPU_ARRAY = 6,
	BPF_MAP_TYPE_CGROUP_ARRAY = 8,
	BPF_MAP_TYPE_RINGBUF = 27,
};

/* bpf_core_enum_value_exists() asks the running kernel about these */
enum bpf_func_id {
	BPF_FUNC_unspec = 0,
	BPF_FUNC_loop = 181,
};

enum {
	BPF_ANY = 0,
	BPF_NOEXIST = 1,
	BPF_EXIST = 2,
};

enum {
	BPF_RB_NO_WAKEUP = 1,
	BPF_RB_FORCE_WAKEUP = 2,
};

enum {
	BPF_RB_AVAIL_DATA = 0,
	BPF_RB_RING_SIZE = 1,
	BPF_RB_CONS_POS = 2,
	BPF_RB_PROD_POS = 3,
};

#pragma clang attribute push (__attribute__((preserve_access_index)), apply_to = record)

/* arch/x86/include/asm/ptrace.h (x86_64) */
struct pt_regs {
	unsigned long r15;
	unsigned long r14;
	unsigned long r13;
	unsigned long r12;
	unsigned long bp;
	unsigned long bx;
	unsigned long r11;
	unsigned long r10;
	unsigned long r9;
	unsigned long r8;
	unsigned long ax;
	unsigned long cx;
	unsigned long dx;
	unsigned long si;
	unsigned long di;
	unsigned long orig_ax;
	unsigned long ip;
	unsigned long cs;
	unsigned long flags;
	unsigned long sp;
	unsigned long ss;
};

/* arch/x86/include/asm/thread_info.h: status holds TS_COMPAT */
struct thread_info {
	unsigned long flags;
	unsigned long syscall_work;
	u32 status;
	u32 cpu;
};

typedef struct {
	int counter;
} atomic_t;

struct file;

/* include/linux/fdtable.h */
struct fdtable {
	unsigned int max_fds;
	struct file **fd;
};

struct files_struct {
	struct fdtable *fdt;
};

/* include/linux/sched/signal.h: live counts the group's threads */
struct signal_struct {
	atomic_t live;
};

/* include/linux/sched.h: the members the programs read */
struct task_struct {
	struct thread_info thread_info;
	int pid;
	int tgid;
	struct files_struct *files;
	struct signal_struct *signal;
};

/* include/linux/trace_events.h, include/trace/events/syscalls.h */
struct trace_entry {
	unsigned short type;
	unsigned char flags;
	unsigned char preempt_count;
	int pid;
};

struct trace_event_raw_sys_enter {
	struct trace_entry ent;
	long id;
	unsigned long args[6];
};

struct trace_event_raw_sys_exit {
	struct trace_entry ent;
	long id;
	long ret;
};

#pragma clang attribute pop

#endif /* __VMLINUX_H__ */

/* SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause */
/*
 * What kapi watch's BPF objects share (watch.bpf.c for syscalls, kfunc.bpf.c
 * for kernel functions): the watched set, the checks of one call against
 * its map entry, the ring buffer report.  Each object that includes it
 * gets its own maps; the loader makes the watched bitmap (.bss) one.
 */
#ifndef KAPI_WATCH_COMMON_BPF_H
#define KAPI_WATCH_COMMON_BPF_H

#include "vmlinux.h"
#include <bpf/bpf_helpers.h>
#include <bpf/bpf_tracing.h>
#include <bpf/bpf_core_read.h>

#include "live/watch/watch_abi.h"

char LICENSE[] SEC("license") = "Dual BSD/GPL";	/* GPL-compatible: the probe-read helpers */

#define EBADF		9
#define EFAULT		14
#define ENOSYS		38
#define NR_EXIT		60
#define NR_EXIT_GROUP	231
#define TS_COMPAT	0x0002
#define AT_FDCWD	(-100)

/* set by the loader before load */
const volatile __u32 target = KAPI_WATCH_T_TGID;
const volatile __u32 self_tgid = 0;
const volatile __u32 count_calls = 0;
const volatile __u64 wakeup_bytes = 1 << 16;
const volatile char comm[16] = {};

/*
 * The watched processes (KAPI_WATCH_T_TGID): one bit a tgid, up to the
 * kernel's PID_MAX_LIMIT.  A bit test in global data is the whole cost of
 * the hook for a process that is not watched: no helper, no hash.
 */
__u64 watched[KAPI_WATCH_PID_LIMIT / 64];

/*
 * The word of tgid's bit.  The mask, in asm so the compiler cannot fold it
 * into the shifts, shows the verifier the index is in bounds.
 */
static __always_inline __u64 *word_of(__u32 tgid)
{
	__u64 w = tgid >> 6;

	asm volatile("%0 &= 0xffff" : "+r"(w));	/* KAPI_WATCH_PID_LIMIT / 64 - 1 */
	return &watched[w];
}
#define BIT(tgid)	(1ull << ((tgid) % 64))

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__uint(max_entries, KAPI_WATCH_MAX_NR);
	__type(key, __u32);
	__type(value, struct kapi_watch_syscall);
} checks SEC(".maps");

struct {
	__uint(type, BPF_MAP_TYPE_PERCPU_ARRAY);
	__uint(max_entries, KAPI_WATCH_MAX_NR);
	__type(key, __u32);
	__type(value, struct kapi_watch_count);
} counts SEC(".maps");

/* per syscall number, when its flags have KAPI_WATCH_S_EXPR */
struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__uint(max_entries, KAPI_WATCH_MAX_NR);
	__type(key, __u32);
	__type(value, struct kapi_watch_expr);
} exprs SEC(".maps");

/* [0] events dropped: the ring buffer was full */
struct {
	__uint(type, BPF_MAP_TYPE_PERCPU_ARRAY);
	__uint(max_entries, 1);
	__type(key, __u32);
	__type(value, __u64);
} drops SEC(".maps");

struct {
	__uint(type, BPF_MAP_TYPE_RINGBUF);
	__uint(max_entries, 1 << 22);
} events SEC(".maps");

struct {
	__uint(type, BPF_MAP_TYPE_CGROUP_ARRAY);
	__uint(max_entries, 1);
	__type(key, __u32);
	__type(value, __u32);
} cgroup SEC(".maps");

static __always_inline bool watched_now(void)
{
	__u32 tgid = bpf_get_current_pid_tgid() >> 32;

	if (target == KAPI_WATCH_T_TGID)
		return tgid < KAPI_WATCH_PID_LIMIT && (*word_of(tgid) & BIT(tgid));
	if (target == KAPI_WATCH_T_ALL)
		return tgid != self_tgid;
	if (target == KAPI_WATCH_T_CGROUP)
		return bpf_current_task_under_cgroup(&cgroup, 0) == 1;
	if (target == KAPI_WATCH_T_COMM) {
		char now[16];

		bpf_get_current_comm(now, sizeof(now));
		for (int i = 0; i < 16; i++) {
			if (now[i] != comm[i])
				return false;
			if (!now[i])
				break;
		}
		return true;
	}
	return false;
}

static __always_inline __s64 value_of(const struct kapi_watch_arg *a,
				      __u64 raw)
{
	if (!(a->flags & KAPI_WATCH_A_32))
		return (__s64)raw;
	if (a->flags & KAPI_WATCH_A_SIGNED)
		return (__s64)(__s32)(__u32)raw;
	return (__s64)(__u32)raw;
}

/* One call as the checks see it. */
struct call {
	__u64 args[6];
	__s64 ret;
	__u32 nr;
	__u32 bad;
	__u32 returned;
	__u32 pad;
};

/* Whether the argument's value v breaks its check. */
static __always_inline bool value_bad(const struct kapi_watch_arg *a, __s64 v,
				      const struct call *c)
{
	__u32 j = (__u32)(__s32)a->size_idx;

	if ((a->flags & KAPI_WATCH_A_FDCWD) && v == AT_FDCWD)
		return false;
	switch (a->kind) {
	case KAPI_WATCH_C_MASK:
		return ((__u64)v & a->bits) != 0;
	case KAPI_WATCH_C_RANGE_S:
		return v < a->lo || v > a->hi;
	case KAPI_WATCH_C_RANGE_U:
		return (__u64)v < (__u64)a->lo || (__u64)v > (__u64)a->hi;
	case KAPI_WATCH_C_ENUM:
		for (int k = 0; k < KAPI_WATCH_ENUMS; k++) {
			if (k >= a->nenums)
				break;
			if (a->enums[k] == v)
				return false;
		}
		return true;
	case KAPI_WATCH_C_ENUM_SET: {
		__u64 off = (__u64)v - (__u64)a->lo;

		if (off >= 256)
			return true;
		return !((a->set[(off >> 6) & 3] >> (off & 63)) & 1);
	}
	case KAPI_WATCH_C_ALIGN:
		return a->lo && ((__u64)v % (__u64)a->lo) != 0;
	case KAPI_WATCH_C_POW2:
		if (!v && (a->flags & KAPI_WATCH_A_OPTIONAL))
			return false;
		return v <= 0 || ((__u64)v & ((__u64)v - 1));
	case KAPI_WATCH_C_NONZERO:
		return v == 0;
	case KAPI_WATCH_C_NONNULL:
		/* a NULL buffer of length 0 is not used */
		if (v)
			return false;
		if (j >= 6)
			return true;
		barrier_var(j);
		return j >= 6 || c->args[j & 7] != 0;
	default:
		return false;
	}
}

/*
 * Whether errno e (1..4095) is listed.  e comes from -ret, and a negation
 * leaves older verifiers (6.1, 6.12) with no bounds on it; the compiler,
 * which knows e < KAPI_WATCH_ERRNO_MAX, drops a C mask.  The masks in asm
 * stay, and give the verifier the word's index and the bit's shift in
 * range whatever it knows of e.
 */
static __always_inline bool errno_listed(const struct kapi_watch_syscall *s,
					 long e)
{
	__u64 word, bit;

	if (e == ENOSYS && (s->flags & KAPI_WATCH_S_ENOSYS_OK))
		return true;
	if (e >= KAPI_WATCH_ERRNO_MAX)
		return false;	/* user space looks it up */
	word = (__u64)e >> 6;
	bit = (__u64)e;
	asm volatile("%0 &= 3" : "+r"(word));	/* KAPI_WATCH_ERRNO_MAX / 64 - 1 */
	asm volatile("%0 &= 63" : "+r"(bit));
	return (s->errnos[word] >> bit) & 1;
}

static __always_inline bool ret_bad(const struct kapi_watch_syscall *s,
				    long ret)
{
	if (ret < 0 && ret >= -4095) {
		/* interrupted, made again: no result yet */
		if (ret <= -512 && ret >= -516)
			return false;
		return !errno_listed(s, -ret);
	}
	switch (s->ret_kind) {
	case KAPI_WATCH_R_EXACT:
		return ret != s->ret_lo;
	case KAPI_WATCH_R_RANGE:
		return ret < s->ret_lo || ret > s->ret_hi;
	case KAPI_WATCH_R_NORETURN:
		return true;
	default:
		return false;
	}
}

/* Whether descriptor fd is open in the current task. */
static __always_inline bool fd_open(__s64 fd)
{
	struct task_struct *t = bpf_get_current_task_btf();
	struct fdtable *fdt = BPF_CORE_READ(t, files, fdt);
	struct file **fds;
	struct file *f = NULL;

	if (!fdt || fd < 0 || fd >= BPF_CORE_READ(fdt, max_fds))
		return false;
	fds = BPF_CORE_READ(fdt, fd);
	bpf_probe_read_kernel(&f, sizeof(f), &fds[fd]);
	return f != NULL;
}

static __always_inline void count(__u32 nr, __u32 findings)
{
	struct kapi_watch_count *c;

	if (!count_calls)
		return;
	c = bpf_map_lookup_elem(&counts, &nr);
	if (!c)
		return;
	c->calls++;
	c->findings += findings;
}

/*
 * Argument i of call c against its check: bit 0 the value is bad, bit 1 a
 * descriptor is not open, bit 2 a pointer cannot be read; the last two
 * only when the kernel's answer (EBADF, EFAULT) says to look.  A global
 * function: the verifier checks it once, not once per argument and path.
 */
__attribute__((noinline))
int kapi_check_arg(const struct kapi_watch_arg *a, const struct call *c, __u32 i)
{
	__u64 raw;
	__s64 v;

	if (!a || !c || i >= 6)
		return 0;
	barrier_var(i);
	if (i >= 6)
		return 0;
	raw = c->args[i];
	v = value_of(a, raw);
	if (value_bad(a, v, c))
		return 1;
	if (!c->returned)
		return 0;
	if ((a->flags & KAPI_WATCH_A_FD) && c->ret == -EBADF && v >= 0 &&
	    !fd_open(v))
		return 2;
	if ((a->flags & KAPI_WATCH_A_UPTR) && c->ret == -EFAULT && raw) {
		char byte;

		if (bpf_probe_read_user(&byte, 1, (const void *)raw))
			return 4;
	}
	return 0;
}

/* The argument checks' bits, without a branch per argument. */
static __always_inline __u32 check_args(const struct kapi_watch_syscall *s,
					const struct call *c)
{
	__u32 bad = 0;

	for (int i = 0; i < 6; i++) {
		__u32 r;

		if (i >= s->nargs)
			break;
		r = kapi_check_arg(&s->arg[i], c, i);

		bad |= (r & 1) << i;
		bad |= ((r >> 1) & 1) << (8 + i);
		bad |= ((r >> 2) & 1) << (16 + i);
	}
	return bad;
}

/*
 * The expression machine, one per CPU.  It lives in a map because the
 * verifier takes nothing in a map value for a constant: on the stack,
 * verifiers before 6.7 (6.1 among them), which check a bpf_loop callback
 * as if it ran once, saw the first step's stack pointer as the only one,
 * pruned every branch of later steps as dead, and no expression ever
 * failed.  Tracepoint programs do not nest on a CPU; an fexit program
 * has its object's own machine.
 */
struct {
	__uint(type, BPF_MAP_TYPE_PERCPU_ARRAY);
	__uint(max_entries, 1);
	__type(key, __u32);
	__type(value, struct kapi_reg_machine);
} machine SEC(".maps");

/* One run of an expression program, through bpf_loop's context */
struct expr_run {
	const struct kapi_watch_expr *x;
	const __u64 *args;
	struct kapi_reg_machine *m;
};

static long expr_step(__u64 i, void *ctx)
{
	struct expr_run *r = ctx;

	if (i >= KAPI_REG_OPS_MAX)
		return 1;
	kapi_reg_step(r->m, &r->x->op[i], (const unsigned long long *)r->args);
	return r->m->bad ? 1 : 0;	/* 1 stops the loop */
}

/*
 * Runs program x on call c: bit 0 set when c breaks one of its expressions,
 * bits 8-13 the arguments the call ignores.  bpf_loop has the verifier
 * check the step once, whatever the program's length.
 */
__attribute__((noinline))
int kapi_check_exprs(const struct kapi_watch_expr *x, const struct call *c)
{
	struct expr_run r = {};
	struct kapi_reg_machine *m;
	__u32 n, zero = 0;

	if (!x || !c)
		return 0;
	n = x->nops;
	if (!n || n > KAPI_REG_OPS_MAX)
		return 0;
	/* bpf_loop came in 5.17: before, expressions stay with user space
	 * (libbpf turns the test into a constant, the verifier drops the
	 * call) */
	if (!bpf_core_enum_value_exists(enum bpf_func_id, BPF_FUNC_loop))
		return 0;
	m = bpf_map_lookup_elem(&machine, &zero);
	if (!m)
		return 0;
	__builtin_memset(m, 0, sizeof(*m));
	r.x = x;
	r.args = c->args;
	r.m = m;
	bpf_loop(n, expr_step, &r, 0);
	/* a malformed program judges nothing: user space decides anyway */
	if (m->bad || m->sp != 1)
		return 0;
	return (int)((m->ignored & 0x3f) << 8) | (m->st[0] == 0);
}

/* Sends one violation; only the reader's timer or a full buffer wakes it. */
__attribute__((noinline))
int kapi_report(const struct kapi_watch_syscall *s, const struct call *c)
{
	__u64 id = bpf_get_current_pid_tgid();
	struct kapi_watch_event *e;
	__u32 strings = 0;
	long avail;

	if (!s || !c)
		return 0;
	for (int i = 0; i < 6; i++)
		if ((s->arg[i].flags & KAPI_WATCH_A_STRING) && c->args[i])
			strings |= 1u << i;
	if (strings)
		e = bpf_ringbuf_reserve(&events, sizeof(*e), 0);
	else
		e = bpf_ringbuf_reserve(&events,
					__builtin_offsetof(struct kapi_watch_event, str), 0);
	if (!e) {
		__u32 zero = 0;
		__u64 *d = bpf_map_lookup_elem(&drops, &zero);

		if (d)
			(*d)++;
		return 0;
	}
	e->tid = (__u32)id;
	e->tgid = id >> 32;
	e->nr = c->nr;
	e->ret = c->ret;
	e->bad = c->bad;
	e->has_string = 0;
	for (int i = 0; i < 6; i++)
		e->args[i] = c->args[i];
	if (strings) {
		for (int i = 0; i < 6; i++) {
			long n;

			if (!(strings & (1u << i)))
				continue;
			n = bpf_probe_read_user_str(e->str[i], KAPI_WATCH_STR,
						    (const void *)c->args[i]);
			if (n <= 0)
				continue;
			e->has_string |= 1 << i;
			if (n >= KAPI_WATCH_STR)
				e->bad |= KAPI_WATCH_E_CUT(i);
		}
	}
	avail = bpf_ringbuf_query(&events, BPF_RB_AVAIL_DATA);
	bpf_ringbuf_submit(e, avail >= (long)wakeup_bytes ? BPF_RB_FORCE_WAKEUP :
							   BPF_RB_NO_WAKEUP);
	return 0;
}

static __always_inline __u32 nbad(__u32 bad)
{
	return __builtin_popcount(bad & KAPI_WATCH_E_FINDINGS);
}


#endif /* KAPI_WATCH_COMMON_BPF_H */

// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * The seccomp filter of kapi trace, written as classic BPF by hand: one
 * block per checked syscall, reached through a binary search tree on the
 * syscall number.  A block
 * either traps every call or, for --entry-only, tests the integer
 * constraints of the spec on the argument registers and traps only calls
 * that break one.  Arguments are 64-bit and classic BPF compares 32 bits at
 * a time, so each test looks at the low word and, for 64-bit parameters,
 * the high word too.  Anything the filter cannot say exactly (a 64-bit
 * range, a custom check) makes the block trap every call, so the tracer
 * sees every call it has to judge.  Pointer and descriptor checks need the
 * tracee's memory and so a stop: in this mode they are made only for calls
 * that trap.
 */
#include <errno.h>
#include <linux/audit.h>
#include <linux/seccomp.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/syscall.h>

#include "check/regcheck.h"
#include "live/native_arch.h"
#include "live/trace/filter.h"
#include "load/expr.h"

#define ARG_LO(i) (offsetof(struct seccomp_data, args) + 8 * (i))
#define ARG_HI(i) (ARG_LO(i) + 4)
#define X32_BIT	0x40000000u

static int emit(struct kapi_filter *f, uint16_t code, uint8_t jt, uint8_t jf,
		uint32_t k)
{
	if (kapi__grow(&f->insns, &f->cap, f->count, sizeof(*f->insns), 256))
		return -ENOMEM;
	f->insns[f->count++] = (struct sock_filter){ code, jt, jf, k };
	return 0;
}

#define LD(f, off)	emit(f, BPF_LD | BPF_W | BPF_ABS, 0, 0, off)
#define RET(f, v)	emit(f, BPF_RET | BPF_K, 0, 0, v)

/*
 * Instructions checking one parameter, jumping to the block's trap (at
 * distance 'trap' from the end of what this emits) when it fails.  The
 * caller fixes the jumps: each emitted jump to the trap carries the
 * sentinel 0xff and is patched once the block is laid out.
 */
#define TO_TRAP 0xff

/* what becomes of a syscall's block (lay_out) */
enum { TRAP_NONE, TRAP_PLAIN, TRAP_SPILLED };

static int param_checks(struct kapi_filter *f, int i,
			const struct kernel_api_spec *spec, bool *expressible)
{
	struct kapi__reg_check c;
	bool sig;
	int w, err = 0;

	/* what a register can tell: the derivation kapi watch uses too */
	kapi__reg_check_of_param(spec, (uint32_t)i, &c);
	w = c.width;
	sig = c.is_signed;
	switch (c.kind) {
	case KAPI__REG_MASK: {
		uint64_t bad = ~c.mask;

		err |= LD(f, ARG_LO(i));
		err |= emit(f, BPF_ALU | BPF_AND | BPF_K, 0, 0, (uint32_t)bad);
		err |= emit(f, BPF_JMP | BPF_JEQ | BPF_K, 0, TO_TRAP, 0);
		if (w == 64) {
			err |= LD(f, ARG_HI(i));
			err |= emit(f, BPF_ALU | BPF_AND | BPF_K, 0, 0,
				    (uint32_t)(bad >> 32));
			err |= emit(f, BPF_JMP | BPF_JEQ | BPF_K, 0, TO_TRAP, 0);
		}
		break;
	}
	case KAPI__REG_RANGE: {
		int64_t lo = c.min, hi = c.max;

		if (w == 64 && lo == 0 && (hi & 0xffffffffll) == 0xffffffffll) {
			/* 0..N * 2^32 - 1, such as 0..LLONG_MAX: the high word
			 * alone decides */
			err |= LD(f, ARG_HI(i));
			err |= emit(f, BPF_JMP | BPF_JGT | BPF_K, TO_TRAP, 0,
				    (uint32_t)((uint64_t)hi >> 32));
			break;
		}
		if (w == 64 && lo == 0 && hi > (int64_t)0xffffffffll) {
			/* 0..H, such as 0..TASK_SIZE_MAX: a high word above
			 * H's traps, an equal one sends the low word on */
			err |= LD(f, ARG_HI(i));
			err |= emit(f, BPF_JMP | BPF_JGT | BPF_K, TO_TRAP, 0,
				    (uint32_t)((uint64_t)hi >> 32));
			err |= emit(f, BPF_JMP | BPF_JEQ | BPF_K, 0, 2,
				    (uint32_t)((uint64_t)hi >> 32));
			err |= LD(f, ARG_LO(i));
			err |= emit(f, BPF_JMP | BPF_JGT | BPF_K, TO_TRAP, 0,
				    (uint32_t)hi);
			break;
		}
		if (w == 64) {
			/* only a range inside 0..U32_MAX: high word zero */
			if (lo < 0 || (uint64_t)hi > 0xffffffffull) {
				*expressible = false;
				return 0;
			}
			err |= LD(f, ARG_HI(i));
			err |= emit(f, BPF_JMP | BPF_JEQ | BPF_K, 0, TO_TRAP, 0);
			err |= LD(f, ARG_LO(i));
		} else if (sig) {
			/* flip the sign bit: signed order becomes unsigned */
			if (lo < INT32_MIN || hi > INT32_MAX) {
				*expressible = false;
				return 0;
			}
			err |= LD(f, ARG_LO(i));
			err |= emit(f, BPF_ALU | BPF_XOR | BPF_K, 0, 0, 0x80000000u);
			lo = (int64_t)((uint32_t)lo ^ 0x80000000u);
			hi = (int64_t)((uint32_t)hi ^ 0x80000000u);
		} else {
			if (lo < 0 || hi > (int64_t)0xffffffffll) {
				*expressible = false;
				return 0;
			}
			err |= LD(f, ARG_LO(i));
		}
		err |= emit(f, BPF_JMP | BPF_JGE | BPF_K, 0, TO_TRAP, (uint32_t)lo);
		err |= emit(f, BPF_JMP | BPF_JGT | BPF_K, TO_TRAP, 0, (uint32_t)hi);
		break;
	}
	case KAPI__REG_ENUM: {
		uint32_t n = c.enum_count;

		if (!n || n > 64 || w == 64) {
			*expressible = false;
			return 0;
		}
		err |= LD(f, ARG_LO(i));
		/* jump over the rest of the list on a match, trap after it */
		for (uint32_t k = 0; k < n; k++)
			err |= emit(f, BPF_JMP | BPF_JEQ | BPF_K,
				    (uint8_t)(n - k), 0,
				    (uint32_t)c.enums[k]);
		err |= emit(f, BPF_JMP | BPF_JA, 0, 0, TO_TRAP);
		break;
	}
	case KAPI__REG_ALIGN: {
		/* a power-of-two alignment is a mask on the low word */
		uint64_t a = c.align;

		if (a < 2 || a > 0x80000000ull || (a & (a - 1))) {
			*expressible = a <= 1;
			return 0;
		}
		err |= LD(f, ARG_LO(i));
		err |= emit(f, BPF_ALU | BPF_AND | BPF_K, 0, 0, (uint32_t)(a - 1));
		err |= emit(f, BPF_JMP | BPF_JEQ | BPF_K, 0, TO_TRAP, 0);
		break;
	}
	case KAPI__REG_NONZERO:
		err |= LD(f, ARG_LO(i));
		if (w == 64) {
			/* a nonzero low word passes; else the high word decides */
			err |= emit(f, BPF_JMP | BPF_JEQ | BPF_K, 0, 2, 0);
			err |= LD(f, ARG_HI(i));
		}
		err |= emit(f, BPF_JMP | BPF_JEQ | BPF_K, TO_TRAP, 0, 0);
		break;
	case KAPI__REG_NONE:
	case KAPI__REG_NONNULL:
		/*
		 * Pointers and descriptors are checked by reading the
		 * tracee, which needs a stop: --entry-only leaves them to
		 * the calls that trap for another reason.
		 */
		break;
	default:
		/* a power of two, a custom validator */
		*expressible = false;
		break;
	}
	return err ? -ENOMEM : 0;
}

/* Points the sentinel jumps of [start, end) at the trap instruction. */
static int patch(struct kapi_filter *f, size_t start, size_t trap)
{
	for (size_t k = start; k < trap; k++) {
		struct sock_filter *in = &f->insns[k];
		size_t dist = trap - (k + 1);

		if (dist > 255 && (in->jt == TO_TRAP || in->jf == TO_TRAP))
			return -E2BIG;
		if (BPF_CLASS(in->code) == BPF_JMP && BPF_OP(in->code) == BPF_JA) {
			if (in->k == TO_TRAP)
				in->k = (uint32_t)dist;
			continue;
		}
		if (BPF_CLASS(in->code) != BPF_JMP)
			continue;
		if (in->jt == TO_TRAP)
			in->jt = (uint8_t)dist;
		if (in->jf == TO_TRAP)
			in->jf = (uint8_t)dist;
	}
	return 0;
}

/*
 * Whether a call of ioctl command s must stop: with in_filter
 * (--entry-only) only when the entry check can find something, which
 * for a command means reading its input struct; a command that only
 * fills a struct in (TCGETS, which isatty makes on every file) is
 * judged at its return, which --entry-only does not see.
 */
static bool ioctl_traps(const struct kernel_api_spec *s, bool in_filter)
{
	return s->api_type == KAPI_API_IOCTL &&
	       (!in_filter || (s->input_size && s->struct_spec_count));
}

static int cmp_u32(const void *a, const void *b)
{
	uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;

	return (x > y) - (x < y);
}

/* The ioctl commands whose calls must stop, sorted, each once (cmds). */
static uint32_t *trapped_cmds(const struct kapi_registry *reg, bool in_filter,
			      size_t *n)
{
	uint32_t *cmds = malloc((kapi_registry__count(reg) + 1) * sizeof(*cmds));
	size_t count = 0;

	*n = 0;
	if (!cmds)
		return NULL;
	for (size_t i = 0; i < kapi_registry__count(reg); i++) {
		const struct kernel_api_spec *s = kapi_registry__at(reg, i);

		if (ioctl_traps(s, in_filter))
			cmds[count++] = s->cmd;
	}
	qsort(cmds, count, sizeof(*cmds), cmp_u32);
	for (size_t i = 0; i < count; i++)
		if (!*n || cmds[i] != cmds[*n - 1])
			cmds[(*n)++] = cmds[i];
	return cmds;
}

/*
 * ioctl: trap the commands that have specs, let every other one run.
 * The commands are compared in runs short enough for a match to jump
 * over the rest of its run (8-bit offsets), each run ending in the trap
 * it jumps to; no match in a run goes on to the next, and after the
 * last to ALLOW.  The same number in two drivers' specs is listed once.
 */
#define IOCTL_RUN 250

static int ioctl_block(struct kapi_filter *f, const struct kapi_registry *reg,
		       bool in_filter)
{
	size_t n;
	uint32_t *cmds = trapped_cmds(reg, in_filter, &n);
	int err;

	if (!cmds)
		return -ENOMEM;
	if (!n) {
		free(cmds);
		return RET(f, SECCOMP_RET_ALLOW);
	}
	err = LD(f, ARG_LO(1));
	for (size_t at = 0; !err && at < n; at += IOCTL_RUN) {
		size_t m = n - at < IOCTL_RUN ? n - at : IOCTL_RUN;

		/* a match jumps over the rest of the run and its JA */
		for (size_t k = 0; !err && k < m; k++)
			err = emit(f, BPF_JMP | BPF_JEQ | BPF_K,
				   (uint8_t)(m - k), 0, cmds[at + k]);
		if (!err)
			err = emit(f, BPF_JMP | BPF_JA, 0, 0, 1);
		if (!err)
			err = RET(f, SECCOMP_RET_TRACE);
	}
	if (!err)
		err = RET(f, SECCOMP_RET_ALLOW);
	free(cmds);
	return err;
}

/*
 * One parameter's checks, skipped when an expression "COND -> ignored(p)"
 * says the kernel does not read it (open's mode without O_CREAT), as the
 * library skips them.
 */
static int param_and_skips(struct kapi_filter *f,
			   const struct kernel_api_spec *spec, uint32_t i,
			   bool *expressible)
{
	size_t ja[8], n = 0, before, start = f->count;
	int err = 0;

	for (uint32_t c = 0; c < spec->constraint_count && n < 8 && !err; c++) {
		const struct kapi__expr *x;

		if (!spec->constraints[c].expression ||
		    !strstr(spec->constraints[c].expression, "ignored"))
			continue;
		x = kapi__expr_of(spec, c, NULL, 0);
		if (x)
			err = kapi__filter_skip(f, spec, x, i, &ja[n]);
		if (!err && x && ja[n] != (size_t)-1)
			n++;
	}
	before = f->count;
	if (!err)
		err = param_checks(f, (int)i, spec, expressible);
	if (err)
		return err;
	if (f->count == before) {
		/* no checks to skip: no tests either */
		f->count = start;
		n = 0;
	}
	for (size_t k = 0; k < n; k++) {
		size_t dist = f->count - (ja[k] + 1);

		/* a JA of 0xff would read as the trap sentinel */
		if (dist == TO_TRAP) {
			*expressible = false;
			return 0;
		}
		f->insns[ja[k]].k = (uint32_t)dist;
	}
	return 0;
}

/* One syscall's block: checks then ALLOW and TRACE, or just TRACE. */
static int block(struct kapi_filter *f, const struct kernel_api_spec *spec,
		 bool in_filter)
{
	size_t start = f->count;
	bool expressible = in_filter && spec;
	int err = 0;

	for (uint32_t i = 0; !err && expressible && spec &&
	     i < spec->param_count && i < 6; i++)
		err = param_and_skips(f, spec, i, &expressible);
	/* the spec's expressions across parameters; one that does not parse
	 * is judged by nobody, here as in the library */
	for (uint32_t i = 0; !err && expressible && spec &&
	     i < spec->constraint_count; i++) {
		const struct kapi__expr *x = kapi__expr_of(spec, i, NULL, 0);

		if (x)
			err = kapi__filter_expr(f, spec, x, &expressible);
	}
	if (err)
		return err;
	if (!expressible) {
		/* not exactly expressible: every call is traced */
		f->count = start;
		return RET(f, SECCOMP_RET_TRACE);
	}
	if (f->count == start)
		return RET(f, f->pass);	/* nothing to check */
	err = RET(f, f->pass);
	if (!err)
		err = patch(f, start, f->count);
	/* a call that broke a check: trapped, or refused here (--enforce) */
	if (!err)
		err = RET(f, f->refuse);
	if (!err)
		f->checked++;
	return err;
}

static int cmp_long(const void *a, const void *b)
{
	long x = *(const long *)a, y = *(const long *)b;

	return (x > y) - (x < y);
}

/*
 * The search tree over sorted syscall numbers nrs[lo..hi), with the number
 * in A.  An inner node is "nr >= mid ? JA right : fall into left"; a leaf
 * is "nr == N ? JA its block : ALLOW".  JA takes a 32-bit offset, so no
 * subtree is too far to reach.  Leaf JAs are patched once the blocks are
 * laid out; leaf_ja[i] records where nrs[i]'s is.
 */
static int emit_tree(struct kapi_filter *f, const long *nrs, size_t lo,
		     size_t hi, size_t *leaf_ja)
{
	size_t mid = lo + (hi - lo) / 2, ja;
	int err;

	if (hi - lo == 1) {
		err = emit(f, BPF_JMP | BPF_JEQ | BPF_K, 0, 1, (uint32_t)nrs[lo]);
		leaf_ja[lo] = f->count;
		err = err ? err : emit(f, BPF_JMP | BPF_JA, 0, 0, 0);
		return err ? err : RET(f, SECCOMP_RET_ALLOW);
	}
	err = emit(f, BPF_JMP | BPF_JGE | BPF_K, 0, 1, (uint32_t)nrs[mid]);
	ja = f->count;
	err = err ? err : emit(f, BPF_JMP | BPF_JA, 0, 0, 0);
	err = err ? err : emit_tree(f, nrs, lo, mid, leaf_ja);
	if (err)
		return err;
	f->insns[ja].k = (uint32_t)(f->count - (ja + 1));
	return emit_tree(f, nrs, mid, hi, leaf_ja);
}

/* The block that judges one syscall: its checks, or a plain trap. */
static int syscall_block(struct kapi_filter *f, const struct kapi_registry *reg,
			 long nr, bool in_filter, bool generated)
{
	/* by number, as the tracer finds it: sys_newuname is uname's */
	const struct kernel_api_spec *spec = kapi_registry__find_syscall(reg, nr);
	size_t start = f->count;
	int err;

	/*
	 * ioctl: the commands with specs of their own are trapped.  The
	 * generic spec (the deep one, or the baseline when it is used),
	 * when not checked in the filter, judges the results of every other
	 * command, so then all trap.
	 */
	if (nr == SYS_ioctl) {
		if (spec && (!spec->generated || generated) && !in_filter)
			return RET(f, SECCOMP_RET_TRACE);
		return ioctl_block(f, reg, in_filter);
	}
	if (spec && spec->generated && !generated)
		spec = NULL;
	err = block(f, spec, in_filter);
	if (err == -E2BIG) {
		/* checks too long for BPF's 8-bit jumps: trap every call */
		f->count = start;
		err = RET(f, SECCOMP_RET_TRACE);
	}
	return err;
}

/*
 * Calls most programs make often: their checks stay in the filter when
 * others must give up theirs, since a trap costs a ptrace stop per call.
 * arch_prctl is made once per process, but by every one (the dynamic
 * loader sets its thread pointer with it): a stop in each start-up.
 */
static bool is_hot(long nr)
{
	static const char *const hot[] = {
		"read", "write", "openat", "close", "fstat", "newfstatat",
		"lseek", "mmap", "mprotect", "munmap", "brk", "ioctl", "pread64",
		"pwrite64", "readv", "writev", "access", "pipe2", "dup3",
		"fcntl", "futex", "clone", "clone3", "poll", "ppoll",
		"epoll_wait", "epoll_pwait", "epoll_ctl", "recvfrom", "sendto",
		"recvmsg", "sendmsg", "getdents64", "madvise", "prctl",
		"rt_sigaction", "rt_sigprocmask", "wait4", "statx", "getrandom",
		"arch_prctl",
	};
	const char *name = kapi_syscall__name(nr);

	for (size_t i = 0; name && i < sizeof(hot) / sizeof(hot[0]); i++)
		if (!strcmp(name, hot[i]))
			return true;
	return false;
}

/* [size, index, hot]: cold blocks first, the largest of each first */
static int cmp_trap_order(const void *a, const void *b)
{
	const size_t *x = a, *y = b;

	if (x[2] != y[2])
		return x[2] < y[2] ? -1 : 1;
	return (x[0] < y[0]) - (x[0] > y[0]);
}

/*
 * Lays out the blocks of the sorted syscalls after the tree, each reached
 * from its leaf; trap[i]: a plain trap instead of syscall i's checks.
 * size, if not NULL, receives each block's [length, index, hot].
 */
static int lay_out(struct kapi_filter *f, const struct kapi_registry *reg,
		   const long *sorted, size_t count, size_t *leaf_ja,
		   bool in_filter, bool generated, const uint8_t *trap,
		   size_t (*size)[3])
{
	int err = 0;

	for (size_t i = 0; !err && i < count; i++) {
		size_t at = f->count;

		f->insns[leaf_ja[i]].k = (uint32_t)(at - (leaf_ja[i] + 1));
		if (trap[i] == TRAP_PLAIN)
			err = RET(f, SECCOMP_RET_TRACE);
		else if (trap[i] == TRAP_SPILLED)
			err = RET(f, SECCOMP_RET_ALLOW);
		else
			err = syscall_block(f, reg, sorted[i], in_filter, generated);
		if (size) {
			size[i][0] = f->count - at;
			size[i][1] = i;
			size[i][2] = is_hot(sorted[i]);
		}
	}
	return err;
}

static int spill_filter(struct kapi_filter *f, const struct kapi_registry *reg,
			const long *sorted, size_t count, const uint8_t *trap,
			bool in_filter, bool generated);

/*
 * Which blocks that do not fit go to the second filter: all but
 * seccomp()'s, which must not stop while kapi installs the first one
 * (the second is in place by then).  When the second filter is not to
 * be (it is the second, or there are no checks), all are plain traps.
 */
static void spill_or_trap(struct kapi_filter *f, const long *sorted,
			  size_t count, uint8_t *trap, bool may_spill)
{
	for (size_t i = 0; i < count; i++) {
		if (trap[i] != TRAP_PLAIN)
			continue;
		if (may_spill && sorted[i] != SYS_seccomp)
			trap[i] = TRAP_SPILLED;
		else
			f->trapped++;
	}
}

/*
 * The blocks of the sorted syscalls, each reached from its leaf in the
 * tree.  A filter holds BPF_MAXINSNS instructions: when every block's
 * checks do not fit, the largest blocks leave (those of the calls
 * programs make most often last) until they do, for a second filter
 * (may_spill) or as plain traps, the tracer judging those calls.  Room
 * for one instruction is kept for the i386 part, which then traps every
 * call.
 */
static int syscall_blocks(struct kapi_filter *f, const struct kapi_registry *reg,
			  const long *sorted, size_t count, size_t *leaf_ja,
			  bool in_filter, bool generated, bool may_spill)
{
	size_t first = f->count, checked = f->checked, over, (*size)[3];
	uint8_t *trap;
	int err;

	size = calloc(count, sizeof(*size));
	trap = calloc(count, sizeof(*trap));
	if (!size || !trap) {
		err = -ENOMEM;
		goto out;
	}
	err = lay_out(f, reg, sorted, count, leaf_ja, in_filter, generated,
		      trap, size);
	if (err || f->count < BPF_MAXINSNS)
		goto out;
	/* too long: trap the largest blocks, cold ones first, until it fits */
	over = f->count - (BPF_MAXINSNS - 1);
	qsort(size, count, sizeof(*size), cmp_trap_order);
	for (size_t k = 0; k < count && over; k++) {
		size_t saved = size[k][0] - 1;

		trap[size[k][1]] = TRAP_PLAIN;
		over = saved >= over ? 0 : over - saved;
	}
	spill_or_trap(f, sorted, count, trap, may_spill && in_filter);
	f->count = first;
	f->checked = checked;
	err = lay_out(f, reg, sorted, count, leaf_ja, in_filter, generated,
		      trap, NULL);
	if (!err && may_spill && in_filter)
		err = spill_filter(f, reg, sorted, count, trap, in_filter,
				   generated);
out:
	free(size);
	free(trap);
	return err;
}

/*
 * The i386 part, reached when data.arch says the call was made by 32-bit
 * code: the i386 numbers of the checked syscalls trap (no argument checks
 * in the filter: the registers hold 32-bit values and the tracer judges
 * them), every other call runs.
 */
static int i386_part(struct kapi_filter *f, const long *nrs32, size_t n32)
{
	size_t *leaf_ja;
	long *sorted;
	size_t count = 0;
	int err;

	if (!n32)
		return RET(f, SECCOMP_RET_ALLOW);
	sorted = malloc(n32 * sizeof(*sorted));
	leaf_ja = malloc(n32 * sizeof(*leaf_ja));
	if (!sorted || !leaf_ja) {
		free(sorted);
		free(leaf_ja);
		return -ENOMEM;
	}
	memcpy(sorted, nrs32, n32 * sizeof(*sorted));
	qsort(sorted, n32, sizeof(*sorted), cmp_long);
	for (size_t i = 0; i < n32; i++)
		if (!count || sorted[i] != sorted[count - 1])
			sorted[count++] = sorted[i];
	err = LD(f, offsetof(struct seccomp_data, nr));
	err = err ? err : emit_tree(f, sorted, 0, count, leaf_ja);
	/* every leaf that matches jumps to the one trap at the end */
	for (size_t i = 0; !err && i < count; i++)
		f->insns[leaf_ja[i]].k = (uint32_t)(f->count - (leaf_ja[i] + 1));
	err = err ? err : RET(f, SECCOMP_RET_TRACE);
	free(sorted);
	free(leaf_ja);
	return err;
}

/*
 * The second filter: the spilled syscalls' blocks, behind the same search
 * tree as the first's; every other call, i386 and x32 ones included (the
 * first judges those), is allowed.  What does not fit here either traps.
 */
static int spill_filter(struct kapi_filter *f, const struct kapi_registry *reg,
			const long *sorted, size_t count, const uint8_t *trap,
			bool in_filter, bool generated)
{
	struct kapi_filter *s = calloc(1, sizeof(*s));
	long *nrs = malloc(count * sizeof(*nrs));
	size_t *leaf_ja = malloc(count * sizeof(*leaf_ja)), n = 0;
	int err = 0;

	if (!s || !nrs || !leaf_ja) {
		err = -ENOMEM;
		goto out;
	}
	for (size_t i = 0; i < count; i++)
		if (trap[i] == TRAP_SPILLED)
			nrs[n++] = sorted[i];
	s->refuse = f->refuse;
	s->pass = f->pass;
	err |= LD(s, offsetof(struct seccomp_data, arch));
	err |= emit(s, BPF_JMP | BPF_JEQ | BPF_K, 1, 0, KAPI_AUDIT_ARCH_NATIVE);
	err |= RET(s, SECCOMP_RET_ALLOW);
	err |= LD(s, offsetof(struct seccomp_data, nr));
	err |= emit(s, BPF_JMP | BPF_JGE | BPF_K, 0, 1, X32_BIT);
	err |= RET(s, SECCOMP_RET_ALLOW);
	if (!err && n)
		err = emit_tree(s, nrs, 0, n, leaf_ja);
	if (!err && n)
		err = syscall_blocks(s, reg, nrs, n, leaf_ja, in_filter,
				     generated, false);
	if (!err && s->count > BPF_MAXINSNS)
		err = -E2BIG;
	if (!err) {
		f->checked += s->checked;
		f->trapped += s->trapped;
		f->spill = s;
		s = NULL;
	}
out:
	if (s)
		kapi__filter_free(s);
	free(s);
	free(nrs);
	free(leaf_ja);
	return err;
}

int kapi__filter_build(struct kapi_filter *f, const struct kapi_registry *reg,
		       const long *nrs, size_t n, const long *nrs32, size_t n32,
		       bool in_filter, bool generated, uint32_t refuse,
		       uint32_t pass, bool enforce)
{
	size_t *leaf_ja = NULL, count = 0, to_i386;
	long *sorted = NULL;
	int err = 0;

	memset(f, 0, sizeof(*f));
	f->refuse = refuse;
	f->pass = pass;
	/*
	 * The arch word first: an i386 call's number means another syscall
	 * (i386 getuid is x86_64's poll), so native numbers and checks apply
	 * to native calls only.  i386 calls go to their own part (on x86_64;
	 * no arm64 call is one); anything else runs unchecked, and so do x32
	 * calls unless enforcing (arm64 has no such bit).
	 */
	err |= LD(f, offsetof(struct seccomp_data, arch));
	err |= emit(f, BPF_JMP | BPF_JEQ | BPF_K, 3, 0, KAPI_AUDIT_ARCH_NATIVE);
	err |= emit(f, BPF_JMP | BPF_JEQ | BPF_K, 0, 1, AUDIT_ARCH_I386);
	to_i386 = f->count;
	err |= emit(f, BPF_JMP | BPF_JA, 0, 0, 0);
	err |= RET(f, SECCOMP_RET_ALLOW);
	err |= LD(f, offsetof(struct seccomp_data, nr));
	err |= emit(f, BPF_JMP | BPF_JGE | BPF_K, 0, 1, X32_BIT);
	err |= RET(f, enforce ? SECCOMP_RET_ERRNO | ENOSYS : SECCOMP_RET_ALLOW);
	if (err)
		goto fail;
	if (!n) {
		err = RET(f, SECCOMP_RET_ALLOW);
		goto done;
	}
	sorted = malloc(n * sizeof(*sorted));
	leaf_ja = malloc(n * sizeof(*leaf_ja));
	if (!sorted || !leaf_ja) {
		err = -ENOMEM;
		goto fail;
	}
	memcpy(sorted, nrs, n * sizeof(*sorted));
	qsort(sorted, n, sizeof(*sorted), cmp_long);
	for (size_t i = 0; i < n; i++)
		if (!count || sorted[i] != sorted[count - 1])
			sorted[count++] = sorted[i];
	/* a search tree costs each call a few jumps, not one per syscall */
	err = emit_tree(f, sorted, 0, count, leaf_ja);
	if (!err)
		err = syscall_blocks(f, reg, sorted, count, leaf_ja, in_filter,
				     generated, true);
done:
	if (!err) {
		size_t start = f->count;

		f->insns[to_i386].k = (uint32_t)(f->count - (to_i386 + 1));
		err = i386_part(f, nrs32, n32);
		/* no room for the i386 tree (--generated checks hundreds of
		 * syscalls): every i386 call traps, the tracer picks */
		if (!err && f->count > BPF_MAXINSNS && start < BPF_MAXINSNS) {
			f->count = start;
			err = RET(f, SECCOMP_RET_TRACE);
		}
	}
	if (!err && f->count > BPF_MAXINSNS)
		err = -E2BIG;
	if (err)
		goto fail;
	free(sorted);
	free(leaf_ja);
	return 0;
fail:
	free(sorted);
	free(leaf_ja);
	kapi__filter_free(f);
	return err;
}

void kapi__filter_free(struct kapi_filter *f)
{
	if (f->spill) {
		kapi__filter_free(f->spill);
		free(f->spill);
	}
	free(f->insns);
	memset(f, 0, sizeof(*f));
}

// SPDX-License-Identifier: GPL-2.0
/*
 * Constraint expressions: the parser's trees and messages, the evaluator's
 * three-valued answers, and the seccomp filter's verdicts against the
 * library's on the same register values, for hand-picked expressions and
 * for every expression of the built-in corpus that compiles; and the same
 * for the register programs kapi watch's BPF programs run (regop.h).
 */
#include <errno.h>
#include <fcntl.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <stddef.h>
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>

#include "tap.h"
#include "check/expr_eval.h"
#include "check/regcheck.h"
#include "live/native_arch.h"
#include "live/trace/filter.h"

static const struct kapi_param_spec params[] = {
	{ .name = "flags", .type_name = "int", .type = KAPI_TYPE_INT },
	{ .name = "uflags", .type_name = "unsigned int", .type = KAPI_TYPE_UINT },
	{ .name = "addr", .type_name = "unsigned long", .type = KAPI_TYPE_PTR },
	{ .name = "len", .type_name = "size_t", .type = KAPI_TYPE_UINT },
	{ .name = "how", .type_name = "struct open_how *", .type = KAPI_TYPE_USER_PTR },
};

static struct kapi_constraint_spec one;
static struct kernel_api_spec spec = {
	.name = "sys_test", .params = params, .param_count = 5,
	.constraints = &one, .constraint_count = 1,
};

static const struct kapi__expr *parse(const char *text, char *err, size_t len)
{
	one.expression = text;
	return kapi__expr_of(&spec, 0, err, len);
}

static enum kapi__verdict judge(const char *text, int64_t f, int64_t u,
				int64_t a, uint64_t given)
{
	int64_t vals[5] = { f, u, a, 0, 0 };
	const struct kapi__expr *x = parse(text, NULL, 0);

	return x ? kapi__expr_eval(x, vals, given) : (enum kapi__verdict)-1;
}

/* ---- a classic BPF interpreter for the filter's instructions ---- */

static uint32_t run_bpf(const struct sock_filter *p, size_t n,
			const struct seccomp_data *d, bool *bad)
{
	uint32_t a = 0, x = 0, mem[BPF_MEMWORDS] = { 0 };

	for (size_t pc = 0; pc < n; pc++) {
		const struct sock_filter *in = &p[pc];
		uint32_t k = in->k, src;

		switch (BPF_CLASS(in->code)) {
		case BPF_LD:
			if (BPF_MODE(in->code) == BPF_ABS && k + 4 <= sizeof(*d))
				memcpy(&a, (const char *)d + k, 4);
			else if (BPF_MODE(in->code) == BPF_IMM)
				a = k;
			else if (BPF_MODE(in->code) == BPF_MEM && k < BPF_MEMWORDS)
				a = mem[k];
			else
				goto fault;
			break;
		case BPF_LDX:
			if (BPF_MODE(in->code) != BPF_MEM || k >= BPF_MEMWORDS)
				goto fault;
			x = mem[k];
			break;
		case BPF_ST:
			if (k >= BPF_MEMWORDS)
				goto fault;
			mem[k] = a;
			break;
		case BPF_ALU:
			src = BPF_SRC(in->code) == BPF_X ? x : k;
			switch (BPF_OP(in->code)) {
			case BPF_AND: a &= src; break;
			case BPF_OR: a |= src; break;
			case BPF_XOR: a ^= src; break;
			case BPF_ADD: a += src; break;
			case BPF_SUB: a -= src; break;
			case BPF_NEG: a = -a; break;
			default: goto fault;
			}
			break;
		case BPF_MISC:
			if (BPF_MISCOP(in->code) == BPF_TAX)
				x = a;
			else
				a = x;
			break;
		case BPF_JMP:
			src = BPF_SRC(in->code) == BPF_X ? x : k;
			if (BPF_OP(in->code) == BPF_JA) {
				pc += k;
			} else {
				bool t = BPF_OP(in->code) == BPF_JEQ ? a == src :
					 BPF_OP(in->code) == BPF_JGT ? a > src :
					 BPF_OP(in->code) == BPF_JGE ? a >= src :
					 (a & src) != 0;

				pc += t ? in->jt : in->jf;
			}
			if (pc >= n)
				goto fault;
			break;
		case BPF_RET:
			return k;
		default:
			goto fault;
		}
	}
fault:
	*bad = true;
	return 0;
}

/* The filter's answer for x: [expr] ALLOW, trap: TRACE. */
struct prog {
	struct kapi_filter f;
	bool compiles;
};

static int build(struct prog *pr, const struct kernel_api_spec *s,
		 const struct kapi__expr *x)
{
	size_t trap;

	memset(pr, 0, sizeof(*pr));
	pr->compiles = true;
	if (kapi__filter_expr(&pr->f, s, x, &pr->compiles))
		return -ENOMEM;
	if (!pr->compiles)
		return 0;
	trap = pr->f.count + 1;
	for (size_t i = 0; i < pr->f.count; i++) {
		struct sock_filter *in = &pr->f.insns[i];

		if (BPF_CLASS(in->code) != BPF_JMP)
			continue;
		if (BPF_OP(in->code) == BPF_JA) {
			if (in->k == 0xff)
				in->k = (uint32_t)(trap - i - 1);
			continue;
		}
		if (in->jt == 0xff)
			in->jt = (uint8_t)(trap - i - 1);
		if (in->jf == 0xff)
			in->jf = (uint8_t)(trap - i - 1);
	}
	kapi__grow(&pr->f.insns, &pr->f.cap, pr->f.count, sizeof(*pr->f.insns), 8);
	pr->f.insns[pr->f.count++] = (struct sock_filter)BPF_STMT(BPF_RET | BPF_K,
							   SECCOMP_RET_ALLOW);
	kapi__grow(&pr->f.insns, &pr->f.cap, pr->f.count, sizeof(*pr->f.insns), 8);
	pr->f.insns[pr->f.count++] = (struct sock_filter)BPF_STMT(BPF_RET | BPF_K,
							   SECCOMP_RET_TRACE);
	return 0;
}

/* Register values worth trying: the expression's constants and around. */
static size_t samples(const struct kapi__expr *x, uint64_t *out, size_t max)
{
	static const uint64_t base[] = { 0, 1, 2, 3, 4, 7, 0xf, 0x10, 0xfff,
		0x1000, 0x1001, 0x7fffffff, 0x80000000, 0xffffffff,
		0x100000000ull, 0xffffffff00000000ull, 0xdeadbeef00000003ull,
		~0ull, 0x8000000000000000ull, 0x7fffffffffffffffull };
	uint64_t bits = 0;
	size_t n = 0;

	for (size_t i = 0; i < sizeof(base) / sizeof(base[0]) && n < max; i++)
		out[n++] = base[i];
	for (uint16_t i = 0; i < x->count && n + 6 < max; i++) {
		uint64_t k = (uint64_t)x->nodes[i].k;

		if (x->nodes[i].op != KX_CONST)
			continue;
		bits |= k;
		out[n++] = k;
		out[n++] = k - 1;
		out[n++] = k + 1;
		out[n++] = ~k;
		out[n++] = k | 0x100000000ull;
		out[n++] = bits;
	}
	/* subsets of the bits the constants name */
	for (uint64_t sub = bits; n < max; sub = (sub - 1) & bits) {
		out[n++] = sub;
		if (!sub)
			break;
	}
	return n;
}

/*
 * Whether the block's range check of parameter i lets v through: a value
 * it traps never reaches the expressions, which may then rely on it
 * (pread64's "pos <= LLONG_MAX - count" with pos and count in range).
 */
static bool in_range(const struct kernel_api_spec *s, uint32_t i, uint64_t v)
{
	struct kapi__reg_check rc;

	kapi__reg_check_of_param(s, i, &rc);
	if (rc.kind != KAPI__REG_RANGE || rc.width != 64 || rc.min < 0 ||
	    rc.max < 0)
		return true;
	return v >= (uint64_t)rc.min && v <= (uint64_t)rc.max;
}

/*
 * Tries the filter and the library on value combinations; returns the
 * number of disagreements, counts the tries in *tried.
 */
static size_t agree(const struct kernel_api_spec *s, const struct kapi__expr *x,
		    size_t *tried, bool *bad)
{
	static uint64_t v[160];
	size_t n = samples(x, v, 160), wrong = 0;
	uint32_t np = s->param_count < 6 ? s->param_count : 6;
	int used[6], nu = 0;
	struct prog pr = { 0 };

	if (x->memory || build(&pr, s, x) || !pr.compiles) {
		kapi__filter_free(&pr.f);
		return 0;
	}
	for (uint32_t i = 0; i < np; i++)
		if (x->params >> i & 1)
			used[nu++] = (int)i;
	if (nu > 3)
		nu = 3;		/* the rest stay 0 */
	for (size_t a = 0; a < n; a++)
		for (size_t b = 0; b < (nu > 1 ? n : 1); b++)
			for (size_t c = 0; c < (nu > 2 ? 24 : 1); c++) {
				struct seccomp_data d = { .nr = 0 };
				int64_t vals[6] = { 0 };
				uint64_t pick[3] = { v[a], v[b], v[c] };
				enum kapi__verdict lib;
				uint32_t ret;
				bool reached = true;

				for (int u = 0; u < nu; u++) {
					d.args[used[u]] = pick[u];
					reached &= in_range(s, (uint32_t)used[u], pick[u]);
				}
				if (!reached)
					continue;
				for (uint32_t i = 0; i < np; i++)
					vals[i] = kapi_param__normalize(&s->params[i],
									d.args[i]);
				lib = kapi__expr_eval(x, vals, (1ull << np) - 1);
				ret = run_bpf(pr.f.insns, pr.f.count, &d, bad);
				(*tried)++;
				if ((ret == SECCOMP_RET_ALLOW) !=
				    (lib == KAPI_VERDICT_TRUE)) {
					if (!wrong)
						printf("#   %s: '%s' filter %s, library %d "
						       "for %#llx %#llx %#llx\n",
						       s->name, x->text,
						       ret == SECCOMP_RET_ALLOW ?
						       "allows" : "traps", lib,
						       (unsigned long long)pick[0],
						       (unsigned long long)pick[1],
						       (unsigned long long)pick[2]);
					wrong++;
				}
			}
	kapi__filter_free(&pr.f);
	return wrong;
}

static void test_parse(void)
{
	char err[KAPI_EXPR_ERR_LEN];
	const struct kapi__expr *x;

	x = parse("flags & (MCL_CURRENT | MCL_FUTURE)", err, sizeof(err));
	ok(x && x->count == 3 && x->params == 1,
	   "a mask test is three nodes, the constants folded into one");
	x = parse("has(flags, O_TMPFILE) -> one_of(flags & O_ACCMODE, O_WRONLY, "
		  "O_RDWR)", err, sizeof(err));
	ok(x && x->nodes[x->root].op == KX_IMPLIES, "-> is the top operator");
	x = parse("flags & BIT(3) || GENMASK(7, 4) & uflags", err, sizeof(err));
	ok(x != NULL, "BIT() and GENMASK() come from the C evaluator (%s)", err);
	x = parse("how.size >= 24", err, sizeof(err));
	ok(x && x->memory, "a struct field parses, marked as memory");
	x = parse("a -> b -> c", err, sizeof(err));
	ok(!x, "an unknown name is refused");
	has_str(err, "column 1: unknown name 'a'", "with its column and name");
	x = parse("flags & (MCL_CURRENT | MCL_FUTURE", err, sizeof(err));
	ok(!x, "a missing ')' is refused");
	has_str(err, "column 34: expected ')', found the end", "saying what was expected where");
	x = parse("one_of(flags, uflags)", err, sizeof(err));
	ok(!x, "one_of() choices must be constants");
	has_str(err, "column 15: one_of() choices must be constants", "so it says");
	x = parse("aligned(addr)", err, sizeof(err));
	has_str(err, "aligned() takes 2 arguments, not 1", "a helper's arity is checked");
	x = parse("flags &", err, sizeof(err));
	has_str(err, "column 8: expected a value after '&'", "a dangling operator");
	x = parse("flags 3", err, sizeof(err));
	has_str(err, "expected an operator or the end, found '3'", "two values in a row");
	x = parse("0x1g", err, sizeof(err));
	has_str(err, "column 4: expected a number", "a malformed number");
	x = parse("ignored(MCL_FUTURE)", err, sizeof(err));
	has_str(err, "ignored() takes a parameter name", "ignored() names a parameter");
}

static void test_eval(void)
{
	const uint64_t all = 0x1f, fl = 1;

	is_int(judge("flags & (MCL_CURRENT | MCL_FUTURE)", 0, 0, 0, all), 0, "0: false");
	is_int(judge("flags & (MCL_CURRENT | MCL_FUTURE)", 5, 0, 0, all), 1, "5: true");
	is_int(judge("has(flags, MCL_ONFAULT) -> flags & 3", 4, 0, 0, all), 0,
	       "-> with a true left side is its right side");
	is_int(judge("has(flags, MCL_ONFAULT) -> flags & 3", 1, 0, 0, all), 1,
	       "-> with a false left side is true");
	is_int(judge("has(flags, 1) -> aligned(addr, 4096)", 1, 0, 0, fl), 2,
	       "an argument not given: unknown");
	is_int(judge("has(flags, 1) -> aligned(addr, 4096)", 0, 0, 0, fl), 1,
	       "unless the other side decides");
	is_int(judge("flags == 0 && how.size > 3", 1, 0, 0, all), 0,
	       "false && memory: false");
	is_int(judge("flags == 0 && how.size > 3", 0, 0, 0, all), 2,
	       "true && memory: unknown, never a pass");
	is_int(judge("exactly_one(flags & (1|2|4))", 6, 0, 0, all), 0, "exactly_one: two bits");
	is_int(judge("exactly_one(flags & (1|2|4))", 4, 0, 0, all), 1, "exactly_one: one bit");
	is_int(judge("popcount(flags) == 2", 6, 0, 0, all), 1, "popcount");
	is_int(judge("is_pow2(uflags)", 0, 0, 0, all), 0, "0 is no power of two");
	is_int(judge("one_of(flags, 1, 2, 8)", 8, 0, 0, all), 1, "one_of: listed");
	is_int(judge("one_of(flags, 1, 2, 8)", 3, 0, 0, all), 0, "one_of: not listed");
	is_int(judge("flags < 0", -1, 0, 0, all), 1, "comparisons are signed");
	is_int(judge("(flags >> 60) == 0xf", -1, 0, 0, all), 1, ">> is logical");
	is_int(judge("~flags & 1", 0, 0, 0, all), 1, "~ and &");
	is_int(judge("flags % 0 == 1", 1, 0, 0, all), 2, "x %% 0 is unknown, not a crash");
}

static const char *const filter_exprs[] = {
	"flags & (MCL_CURRENT | MCL_FUTURE)",
	"has(flags, 4) -> flags & 3",
	"exactly_one(flags & (1 | 2 | 4))",
	"one_of(flags & 0xf, 1, 2, 3)",
	"one_of(flags, -1, 0, 5, 0x80000000)",
	"has(flags, 0x10) -> aligned(addr, 4096)",
	"!(has(uflags, 1) && has(uflags, 2))",
	"flags >= -5 && flags < 100",
	"uflags > 7 || uflags == 0",
	"-3 < flags",
	"(flags ^ uflags) & 8",
	"uflags <= (flags & 0xff)",
	"(flags | 1) != -1",
	"addr == len",
	"addr != 0x100000000",
	"addr < len",
	"addr >= -2",
	"len > 0x7fffffff00000000",
	"addr <= len",
	"~flags & 3",
	"addr",
	"(addr & 0xff) == 0x10",
	"is_pow2(uflags)",
	"flags > 0x80000000",
	"flags != uflags",
	"flags <= uflags",
	"addr & ~0xfff",
	"(addr + 1) <= 4096",
	"popcount(flags) <= 1",
	"(flags >> 1) & 1",
	"how.size > 3",
};

static void test_filter(void)
{
	size_t compiled = 0, tried = 0, wrong = 0;
	bool bad = false;

	for (size_t i = 0; i < sizeof(filter_exprs) / sizeof(filter_exprs[0]); i++) {
		const struct kapi__expr *x = parse(filter_exprs[i], NULL, 0);
		size_t t = 0, w;

		if (!x) {
			ok(0, "'%s' parses", filter_exprs[i]);
			continue;
		}
		w = agree(&spec, x, &t, &bad);
		compiled += kapi__expr_compiles(&spec, x);
		wrong += w;
		tried += t;
		ok(!w, "filter and library agree on '%s' (%zu tries%s)",
		   filter_exprs[i], t, t ? "" : ": not compiled");
	}
	ok(!bad, "every compiled program stays in bounds");
	/* the first 23 compile; mixed signedness, a 64-bit value under
	 * arithmetic, popcount, >> and memory do not */
	is_int(compiled, 23, "23 of the %zu expressions compile into the filter",
	       sizeof(filter_exprs) / sizeof(filter_exprs[0]));
	printf("# %zu tries, %zu disagreements\n", tried, wrong);
}

static void test_corpus(void)
{
	struct kapi_registry *reg;
	size_t total = 0, compiled = 0, tried = 0, wrong = 0, broken = 0;
	bool bad = false;

	if (kapi_registry__new(&reg) || kapi_registry__add_builtin(reg)) {
		ok(0, "the built-in corpus loads");
		return;
	}
	for (size_t i = 0; i < kapi_registry__count(reg); i++) {
		const struct kernel_api_spec *s = kapi_registry__at(reg, i);

		for (uint32_t c = 0; c < s->constraint_count; c++) {
			const struct kapi__expr *x;

			if (!s->constraints[c].expression)
				continue;
			total++;
			x = kapi__expr_of(s, c, NULL, 0);
			if (!x) {
				broken++;
				continue;
			}
			if (!kapi__expr_compiles(s, x))
				continue;
			compiled++;
			wrong += agree(s, x, &tried, &bad);
		}
	}
	ok(!wrong && !bad, "corpus: filter and library agree on every compiled "
	   "expression (%zu of %zu compile, %zu tries)", compiled, total, tried);
	printf("# corpus: %zu expressions, %zu compile into the filter, %zu do "
	       "not parse\n", total, compiled, broken);
	kapi_registry__free(reg);
}

/*
 * A whole syscall block: open's mode (a mask) is skipped by the filter
 * when "!(flags & O_CREAT) -> ignored(mode)" holds, as the library skips
 * it; the filter allows exactly the calls kapi_call__check() passes.
 * With "... -> ignored(mode) && ignored(extra)" one condition skips two
 * parameters' checks (a made-up fourth one, a mask too).
 */
static void test_ignored(const char *rule, uint32_t nparams)
{
	static const struct kapi_param_spec p[] = {
		{ .name = "filename", .type_name = "const char *",
		  .type = KAPI_TYPE_PATH },
		{ .name = "flags", .type_name = "int", .type = KAPI_TYPE_INT,
		  .constraint_type = KAPI_CONSTRAINT_MASK, .valid_mask = 0xffff },
		{ .name = "mode", .type_name = "umode_t", .type = KAPI_TYPE_UINT,
		  .constraint_type = KAPI_CONSTRAINT_MASK, .valid_mask = 07777 },
		{ .name = "extra", .type_name = "unsigned int", .type = KAPI_TYPE_UINT,
		  .constraint_type = KAPI_CONSTRAINT_MASK, .valid_mask = 0x3 },
	};
	struct kapi_constraint_spec c[] = {
		{ .name = "mode when creating", .expression = rule },
		{ .name = "no O_EXCL alone", .expression = "has(flags, O_EXCL) -> has(flags, O_CREAT)" },
	};
	struct kernel_api_spec s = {
		.name = "sys_open", .api_type = KAPI_API_FUNCTION, .params = p,
		.param_count = nparams, .constraints = c, .constraint_count = 2,
	};
	static const uint64_t flags[] = { 0, O_CREAT, O_EXCL, O_CREAT | O_EXCL,
		O_RDWR, 0x10000, 0xdead00000040ull };
	static const uint64_t modes[] = { 0, 0644, 07777, 010000, ~0ull };
	static const uint64_t extras[] = { 0, 3, 4 };
	size_t n_extras = nparams > 3 ? 3 : 1;
	struct kapi_registry *reg;
	struct kapi_filter f;
	long nr = 2;	/* open */
	size_t wrong = 0, tried = 0;
	bool bad = false;

	if (kapi_registry__new(&reg) || kapi_registry__add(reg, &s) ||
	    kapi__filter_build(&f, reg, &nr, 1, NULL, 0, true, false, SECCOMP_RET_TRACE,
			       SECCOMP_RET_ALLOW, false)) {
		ok(0, "a filter for open builds");
		return;
	}
	ok(f.checked == 1, "the filter checks open itself, mode skip and all");
	for (size_t i = 0; i < sizeof(flags) / sizeof(flags[0]); i++)
		for (size_t j = 0; j < sizeof(modes) / sizeof(modes[0]); j++)
		for (size_t e = 0; e < n_extras; e++) {
			struct seccomp_data d = { .nr = 2, .arch = 0xc000003e,
				.args = { 0x1000, flags[i], modes[j], extras[e] } };
			int64_t vals[4];
			struct kapi_report rep;
			uint32_t ret = run_bpf(f.insns, f.count, &d, &bad);
			int lib;

			for (uint32_t k = 0; k < nparams; k++)
				vals[k] = kapi_param__normalize(&p[k], d.args[k]);
			kapi_report__init(&rep);
			lib = kapi_call__check(&s, vals, (1u << nparams) - 1, &rep);
			kapi_report__free(&rep);
			tried++;
			if ((ret == SECCOMP_RET_ALLOW) != (lib == 0)) {
				printf("#   flags %#llx mode %#llo extra %llu: filter %#x, library %d\n",
				       (unsigned long long)flags[i],
				       (unsigned long long)modes[j],
				       (unsigned long long)extras[e], ret, lib);
				wrong++;
			}
			/* without O_CREAT nothing the rule ignores is refused */
			if (!(flags[i] & (O_CREAT | O_EXCL)) && flags[i] <= 0xffff &&
			    (lib != 0 || ret != SECCOMP_RET_ALLOW)) {
				printf("#   flags %#llx: an ignored value refused\n",
				       (unsigned long long)flags[i]);
				wrong++;
			}
		}
	ok(!wrong && !bad, "open (%s): filter and library agree on %zu calls, "
	   "unread values included", rule, tried);
	kapi__filter_free(&f);
	kapi_registry__free(reg);
}

/*
 * The corpus's pread64 and pwrite64 blocks: "pos <= LLONG_MAX - count"
 * with both in 0..LLONG_MAX is checked in the filter (it used to make
 * every call stop), and the whole block allows exactly the calls
 * kapi_call__check() passes, at the edges of the sum too.
 */
static void test_file_range(const char *name)
{
	static const uint64_t v[] = { 0, 1, 0x310, 0x7fffffff, 0x80000000,
		0xffffffff, 0x100000000ull, 0x1ffffffffull, 0x3fffffffffffffffull,
		0x4000000000000000ull, 0x7ffffffe00000000ull, 0x7fffffff00000000ull,
		0x7ffffffffffffcefull, 0x7ffffffffffffcf0ull, 0x7ffffffffffffffeull,
		0x7fffffffffffffffull, 0x8000000000000000ull, 0xffffffff00000000ull,
		~0ull };
	const size_t nv = sizeof(v) / sizeof(v[0]);
	const struct kernel_api_spec *s;
	struct kapi_registry *reg;
	struct kapi_filter f;
	size_t wrong = 0, tried = 0, passed = 0;
	bool bad = false;
	long nr;

	if (kapi_registry__new(&reg) || kapi_registry__add_builtin(reg) ||
	    !(s = kapi_registry__find(reg, name)) ||
	    (nr = kapi_syscall__nr(name + 4)) < 0 ||
	    kapi__filter_build(&f, reg, &nr, 1, NULL, 0, true, false,
			       SECCOMP_RET_TRACE, SECCOMP_RET_ALLOW, false)) {
		ok(0, "a filter for %s builds", name);
		return;
	}
	ok(f.checked == 1, "%s's arguments are checked in the filter", name);
	for (size_t i = 0; i < nv; i++)
		for (size_t j = 0; j < nv; j++) {
			struct seccomp_data d = { .nr = (int)nr,
				.arch = AUDIT_ARCH_X86_64,
				.args = { 3, 0x7ffd0000, v[i], v[j] } };
			int64_t vals[4];
			struct kapi_report rep;
			uint32_t ret = run_bpf(f.insns, f.count, &d, &bad);
			int lib;

			for (uint32_t k = 0; k < 4; k++)
				vals[k] = kapi_param__normalize(&s->params[k], d.args[k]);
			kapi_report__init(&rep);
			lib = kapi_call__check(s, vals, 0xf, &rep);
			kapi_report__free(&rep);
			tried++;
			passed += lib == 0;
			/* the filter traps what the library refuses, and only
			 * that (buf, a pointer, is read at a stop alone) */
			if ((ret == SECCOMP_RET_ALLOW) != (lib == 0)) {
				printf("#   count %#llx pos %#llx: filter %#x, library %d\n",
				       (unsigned long long)v[i],
				       (unsigned long long)v[j], ret, lib);
				wrong++;
			}
		}
	ok(!wrong && !bad && passed && passed < tried,
	   "%s: filter and library agree on %zu calls (%zu valid)", name, tried,
	   passed);
	kapi__filter_free(&f);
	kapi_registry__free(reg);
}

/*
 * More ioctl commands with input structs than one run of 8-bit jumps can
 * span (the filter used to give up past 200 and stop every ioctl): each
 * listed command traps, from the first to the last, and no other runs
 * into a stop; a command two specs share is listed once.
 */
static void test_ioctl_runs(void)
{
	enum { N = 600 };
	static struct kernel_api_spec specs[N + 1];
	static const struct kapi_struct_spec st = { .name = "arg" };
	struct kapi_registry *reg;
	struct kapi_filter f;
	long nr = SYS_ioctl;
	size_t wrong = 0, tried = 0;
	bool bad = false;

	if (kapi_registry__new(&reg)) {
		ok(0, "a registry");
		return;
	}
	for (uint32_t i = 0; i <= N; i++) {
		static char names[N + 1][16];

		snprintf(names[i], sizeof(names[i]), "CMD%u", i);
		specs[i] = (struct kernel_api_spec){ .name = names[i],
			.api_type = KAPI_API_IOCTL, .input_size = 8,
			.struct_specs = &st, .struct_spec_count = 1,
			/* every third number apart; the last repeats one */
			.cmd = 0x40080000u + 3 * (i < N ? i : 7) };
		kapi_registry__add(reg, &specs[i]);
	}
	if (kapi__filter_build(&f, reg, &nr, 1, NULL, 0, true, false,
			       SECCOMP_RET_TRACE, SECCOMP_RET_ALLOW, false)) {
		ok(0, "a filter for %d ioctl commands builds", N);
		return;
	}
	for (uint32_t c = 0x40080000u - 5; c < 0x40080000u + 3 * N + 5; c++) {
		struct seccomp_data d = { .nr = SYS_ioctl, .arch = AUDIT_ARCH_X86_64,
			.args = { 1, c, 0x1000 } };
		bool listed = c >= 0x40080000u && c < 0x40080000u + 3 * N &&
			      (c - 0x40080000u) % 3 == 0;
		uint32_t ret = run_bpf(f.insns, f.count, &d, &bad);

		tried++;
		if ((ret == SECCOMP_RET_ALLOW) == listed) {
			if (!wrong)
				printf("#   cmd %#x: filter %#x\n", c, ret);
			wrong++;
		}
	}
	ok(!wrong && !bad, "%d ioctl commands: each traps, no other (%zu tried)",
	   N, tried);
	ok(f.count < N + 30, "each command is one instruction (%zu in all)",
	   f.count);
	kapi__filter_free(&f);
	kapi_registry__free(reg);
}

/* ---- register programs (regop.h), run by the step function BPF runs ---- */

static unsigned int last_ignored;	/* the machine's ignored bits */

static int run_program(const struct kapi__reg_program *p, const uint64_t *args,
		       bool *bad)
{
	struct kapi_reg_machine m = { .sp = 0 };

	for (uint32_t i = 0; i < p->count; i++)
		kapi_reg_step(&m, &p->ops[i], (const unsigned long long *)args);
	if (m.bad || m.sp != 1)
		*bad = true;
	last_ignored = m.ignored;
	return m.st[0] != 0;
}

/* spec with only its constraint c: a program of that one expression */
static struct kernel_api_spec one_spec;

static int program_of_one(const struct kernel_api_spec *s, uint32_t c,
			  struct kapi__reg_program *p)
{
	one_spec = *s;
	one_spec.constraints = &s->constraints[c];
	one_spec.constraint_count = 1;
	return kapi__reg_program_of_spec(&one_spec, p);
}

static void test_programs(void)
{
	static const char *const texts[] = {
		"flags & 3 -> uflags != 0",
		"one_of(uflags, 1, 2, 4) && aligned(addr, 4096)",
		"has(uflags, 6) || popcount(len) == 1",
		"how.flags == 0",		/* memory: left out */
		"len / 2 < 8",			/* division: left out */
		"((((((((len + 1) + 2) + 3) + 4) + 5) + 6) + 7) + 8) == "
		"(1 + (2 + (3 + (4 + (5 + (6 + (7 + (8 + len))))))))",
	};
	struct kapi_constraint_spec cs[6] = { { 0 } };
	struct kernel_api_spec s = spec;
	struct kapi__reg_program p;
	struct kapi_registry *reg;
	size_t specs = 0, exprs = 0, tried = 0, wrong = 0;
	bool bad = false;
	uint64_t args[6] = { 0 };

	for (int i = 0; i < 6; i++)
		cs[i].expression = texts[i];
	s.constraints = cs;
	s.constraint_count = 6;
	is_int(kapi__reg_program_of_spec(&s, &p), 3,
	       "three of six expressions compile into one program");
	is_int((int)p.skipped, 3, "memory, division and a stack too deep are left out");
	args[1] = 2;		/* uflags */
	args[2] = 0x2000;	/* addr */
	args[3] = 4;		/* len */
	ok(run_program(&p, args, &bad) && !bad, "the program holds when all hold");
	args[0] = 1;		/* flags & 3 with uflags 2: still holds */
	args[1] = 0;		/* one_of fails now */
	ok(!run_program(&p, args, &bad) && !bad, "and fails when one fails");
	args[0] = -1ll & 0xffffffffull;	/* an int: -1 after sign extension */
	args[1] = 4;
	args[2] = 0x2001;
	ok(!run_program(&p, args, &bad) && !bad, "aligned() is computed unsigned");
	cs[0].expression = "uflags == 0 -> ignored(len)";
	s.constraint_count = 1;
	is_int(kapi__reg_program_of_spec(&s, &p), 1, "COND -> ignored(p) compiles");
	args[1] = 0;
	ok(run_program(&p, args, &bad) && last_ignored == 1u << 3 && !bad,
	   "and says the call ignores len when COND holds");
	args[1] = 5;
	ok(run_program(&p, args, &bad) && !last_ignored && !bad,
	   "and nothing when it does not");
	cs[0].expression = "uflags == 0 -> ignored(len) && ignored(addr) && ignored(flags)";
	is_int(kapi__reg_program_of_spec(&s, &p), 1,
	       "COND -> ignored(p) && ignored(q) && ignored(r) compiles");
	args[1] = 0;
	ok(run_program(&p, args, &bad) && last_ignored == (1u << 3 | 1u << 2 | 1u << 0) &&
	   !bad, "and says the call ignores all three when COND holds");
	args[1] = 5;
	ok(run_program(&p, args, &bad) && !last_ignored && !bad,
	   "and none when it does not");

	if (kapi_registry__new(&reg) || kapi_registry__add_builtin(reg)) {
		ok(0, "the built-in corpus loads");
		return;
	}
	for (size_t i = 0; i < kapi_registry__count(reg); i++) {
		const struct kernel_api_spec *sp = kapi_registry__at(reg, i);
		uint32_t np = sp->param_count < 6 ? sp->param_count : 6;

		if (kapi__reg_program_of_spec(sp, &p) > 0)
			specs++;
		for (uint32_t c = 0; c < sp->constraint_count; c++) {
			const struct kapi__expr *x = kapi__expr_of(sp, c, NULL, 0);
			static uint64_t v[160];
			size_t n;

			if (!x || program_of_one(sp, c, &p) != 1)
				continue;
			exprs++;
			n = samples(x, v, 160);
			for (size_t a = 0; a < n; a++)
				for (size_t b = 0; b < n; b += 7) {
					uint64_t r[6] = { 0 };
					int64_t vals[6] = { 0 };
					int u = 0;
					bool lib;

					for (uint32_t k = 0; k < np; k++)
						if (x->params >> k & 1)
							r[k] = u++ ? v[b] : v[a];
					for (uint32_t k = 0; k < np; k++)
						vals[k] = kapi_param__normalize(&sp->params[k], r[k]);
					lib = kapi__expr_eval(x, vals, (1ull << np) - 1) ==
					      KAPI_VERDICT_TRUE;
					tried++;
					if (run_program(&p, r, &bad) != lib && !wrong++)
						printf("#   %s: '%s' program %d, library %d "
						       "for %#llx %#llx\n", sp->name, x->text,
						       !lib, lib, (unsigned long long)v[a],
						       (unsigned long long)v[b]);
					for (uint32_t k = 0; k < np; k++)
						if ((last_ignored >> k & 1) !=
						    kapi__param_ignored(&one_spec, k, vals,
									(1ull << np) - 1) &&
						    !wrong++)
							printf("#   %s: '%s' ignores argument %u "
							       "unlike the library for %#llx %#llx\n",
							       sp->name, x->text, k,
							       (unsigned long long)v[a],
							       (unsigned long long)v[b]);
				}
		}
	}
	ok(exprs > 0 && !wrong && !bad, "corpus: register programs and library "
	   "agree on every compiled expression and on the arguments it "
	   "ignores (%zu expressions of %zu specs, "
	   "%zu tries)", exprs, specs, tried);
	kapi_registry__free(reg);
}

/* What the kernel makes of two filters' answers: the stricter action. */
static uint32_t both(const struct kapi_filter *f, const struct seccomp_data *d,
		     bool *bad)
{
	uint32_t a = run_bpf(f->insns, f->count, d, bad), b;

	if (!f->spill)
		return a;
	b = run_bpf(f->spill->insns, f->spill->count, d, bad);
	return (a & SECCOMP_RET_ACTION_FULL) <= (b & SECCOMP_RET_ACTION_FULL) ?
	       a : b;
}

/*
 * The two filters together answer every call as a filter of that one
 * syscall does (no room problem there): never allow what it traps, and
 * trap what it allows only for the syscalls left plain traps.
 */
static void spill_judges_alike(const struct kapi_registry *reg,
			       const struct kapi_filter *f, const long *nrs,
			       size_t n)
{
	static const uint64_t vals[] = { 0, 1, 2, 0x80, 0x800, 0xffffffffu,
					 ~0ull, 0x7fffffffffffull };
	size_t lax = 0, strict = 0, tried = 0;
	bool bad = false;

	for (size_t i = 0; i < n; i++) {
		struct kapi_filter g;
		bool stricter = false;

		if (kapi__filter_build(&g, reg, &nrs[i], 1, NULL, 0, true, false,
				       SECCOMP_RET_TRACE, SECCOMP_RET_ALLOW,
				       false))
			continue;
		for (size_t v = 0; v < KAPI_ARRAY_SIZE(vals); v++) {
			struct seccomp_data d = { .nr = (int)nrs[i],
						  .arch = KAPI_AUDIT_ARCH_NATIVE };
			uint32_t want, got;

			for (int a = 0; a < 6; a++)
				d.args[a] = vals[(v + (size_t)a) % KAPI_ARRAY_SIZE(vals)];
			want = run_bpf(g.insns, g.count, &d, &bad);
			got = both(f, &d, &bad);
			tried++;
			lax += want != SECCOMP_RET_ALLOW && got == SECCOMP_RET_ALLOW;
			stricter |= want == SECCOMP_RET_ALLOW && got != want;
		}
		strict += stricter;
		kapi__filter_free(&g);
	}
	ok(!bad && tried && !lax && strict <= f->trapped,
	   "the two filters judge %zu calls as one-syscall filters do (%zu "
	   "let through that should stop, %zu syscalls stopped for lack of room)",
	   tried, lax, strict);
}

/*
 * The whole corpus in one filter: every syscall with a spec, checks in
 * the filter.  It must fit BPF_MAXINSNS, by trapping the blocks of rarely
 * made calls, never those programs make all the time.
 */
static void test_filter_fits(void)
{
	struct kapi_registry *reg;
	struct kapi_filter f;
	long nrs[1024];
	size_t n = 0;
	int err;

	if (kapi_registry__new(&reg) || kapi_registry__add_builtin(reg)) {
		ok(0, "the built-in corpus loads");
		return;
	}
	for (long nr = 0; nr < 1024 && n < 1024; nr++)
		if (kapi_registry__find_syscall(reg, nr))
			nrs[n++] = nr;
	err = kapi__filter_build(&f, reg, nrs, n, NULL, 0, true, false,
				 SECCOMP_RET_TRACE, SECCOMP_RET_ALLOW, false);
	ok(!err && f.count <= BPF_MAXINSNS,
	   "a filter of all %zu syscalls fits: %zu instructions, %zu checked, "
	   "%zu left to the tracer", n, f.count, f.checked, f.trapped);
	ok(!err && f.checked > n / 2, "and most keep their checks in the kernel");
	ok(!err && f.spill && f.spill->count <= BPF_MAXINSNS && f.trapped <= 2,
	   "the checks that do not fit go to a second filter (%zu instructions)",
	   f.spill ? f.spill->count : 0);
	if (!err)
		spill_judges_alike(reg, &f, nrs, n);
	kapi__filter_free(&f);
	kapi_registry__free(reg);
}

/*
 * --enforce and 32-bit code: an i386 mmap2 (int 0x80 from a 64-bit
 * process works too) must reach the tracer, which checks it as mmap with
 * its offset in pages; opaque i386 calls standing for a checked syscall
 * reach it too (it refuses them); x32 calls fail in the kernel.
 */
static void test_filter_compat(void)
{
	struct kapi_param_spec p[] = {
		{ .name = "addr", .type = KAPI_TYPE_UINT },
		{ .name = "len", .type = KAPI_TYPE_UINT },
		{ .name = "prot", .type = KAPI_TYPE_UINT,
		  .constraint_type = KAPI_CONSTRAINT_MASK, .valid_mask = 0x3 },
	};
	struct kernel_api_spec s = {
		.name = "sys_mmap", .api_type = KAPI_API_FUNCTION, .params = p,
		.param_count = 3,
	};
	struct seccomp_data d = { .arch = AUDIT_ARCH_I386, .nr = 192,
		.args = { 0, 4096, 0x5, 0x22, (uint32_t)-1, 0 } };
	long nrs[] = { SYS_mmap, SYS_socket }, *nrs32, nr64;
	struct kapi_registry *reg;
	struct kapi_filter f;
	size_t n32 = 0;
	bool bad = false;

	is_int(kapi__i386_call(192, &nr64), KAPI__I386_PAGES, "i386 192 is mmap2, offset in pages");
	is_int(nr64, SYS_mmap, "and stands for mmap");
	is_int(kapi__i386_call(90, &nr64), KAPI__I386_OPAQUE, "i386 90, old mmap, is opaque");
	is_int(kapi__i386_call(221, &nr64), KAPI__I386_FCNTL64, "i386 221 is fcntl64");
	ok(kapi__i386_stands_for(102, nrs, 2), "socketcall stands for socket");
	ok(!kapi__i386_stands_for(102, nrs, 1), "but not for mmap");
	if (kapi_registry__new(&reg) || kapi_registry__add(reg, &s)) {
		ok(0, "a registry for mmap");
		return;
	}
	for (int enforce = 0; enforce < 2; enforce++) {
		bool has90 = false, has192 = false;

		nrs32 = kapi__i386_numbers(nrs, 1, enforce, &n32);
		for (size_t i = 0; nrs32 && i < n32; i++) {
			has90 |= nrs32[i] == 90;
			has192 |= nrs32[i] == 192;
		}
		ok(has192, "enforce %d: mmap2 is trapped", enforce);
		ok(has90 == enforce, "enforce %d: old mmap is trapped only to be refused", enforce);
		if (!nrs32 || kapi__filter_build(&f, reg, nrs, 1, nrs32, n32, true,
						 false, SECCOMP_RET_TRACE,
						 SECCOMP_RET_ALLOW, enforce)) {
			ok(0, "a filter for mmap builds");
			free(nrs32);
			continue;
		}
		d.arch = AUDIT_ARCH_I386;
		d.nr = 192;
		is_int(run_bpf(f.insns, f.count, &d, &bad), SECCOMP_RET_TRACE,
		       "enforce %d: i386 mmap2(PROT_EXEC) reaches the tracer", enforce);
		d.arch = AUDIT_ARCH_X86_64;
		d.nr = SYS_mmap | 0x40000000;
		is_int(run_bpf(f.insns, f.count, &d, &bad),
		       enforce ? SECCOMP_RET_ERRNO | ENOSYS : SECCOMP_RET_ALLOW,
		       "enforce %d: an x32 mmap %s", enforce,
		       enforce ? "fails with ENOSYS" : "runs");
		d.nr = SYS_mmap;
		is_int(run_bpf(f.insns, f.count, &d, &bad), SECCOMP_RET_TRACE,
		       "enforce %d: x86_64 mmap(PROT_EXEC) is trapped", enforce);
		ok(!bad, "the filter reads nothing out of bounds");
		kapi__filter_free(&f);
		free(nrs32);
	}
	kapi_registry__free(reg);
}

int main(void)
{
	test_parse();
	test_eval();
	test_filter();
	test_corpus();
	test_ignored("!(flags & O_CREAT) -> ignored(mode)", 3);
	test_ignored("!(flags & O_CREAT) -> ignored(mode) && ignored(extra)", 4);
	test_file_range("sys_pread64");
	test_file_range("sys_pwrite64");
	test_ioctl_runs();
	test_programs();
	test_filter_fits();
	test_filter_compat();
	return done_testing();
}

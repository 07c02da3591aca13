// SPDX-License-Identifier: GPL-2.0
/* The constant-expression evaluator and the constant table behind it. */
#include <errno.h>
#include <stdint.h>
#include <string.h>

#include "tap.h"
#include "load/c/cexpr.h"

static int64_t ev(const char *s, int *err)
{
	int64_t v = -12345;

	*err = kapi__cexpr_eval(s, strlen(s), &v, NULL, 0);
	return v;
}

#define EV(s, want) do { \
	int e_; \
	int64_t v_ = ev(s, &e_); \
	ok(!e_ && v_ == (int64_t)(want), "%s = %lld", s, (long long)(want)); \
	if (e_ || v_ != (int64_t)(want)) \
		printf("#   got %lld, err %d\n", (long long)v_, e_); \
} while (0)

static bool lookup_x(void *ctx, const char *name, size_t len,
		     const char **text, size_t *text_len)
{
	(void)ctx;
	if (len == 5 && !memcmp(name, "LOCAL", 5)) {
		*text = "SZ_1K * 2";
		*text_len = strlen(*text);
		return true;
	}
	if (len == 4 && !memcmp(name, "LOOP", 4)) {
		*text = "LOOP + 1";	/* a define that names itself */
		*text_len = strlen(*text);
		return true;
	}
	return false;
}

int main(void)
{
	char unknown[32];
	int64_t v;
	int err;

	EV("42", 42);
	EV("0x1f", 31);
	EV("0644", 420);
	EV("0b101", 5);
	EV("10UL", 10);
	EV("'A'", 65);
	EV("'\\n'", 10);
	EV("-E2BIG", -7);
	EV("MCL_CURRENT | MCL_FUTURE | MCL_ONFAULT", 7);
	EV("ULONG_MAX >> (PAGE_SHIFT - 10)", (int64_t)(UINT64_MAX >> 2));
	EV("-1 >> 1", -1);
	EV("SZ_1M", 1 << 20);
	EV("1 + 2 * 3", 7);
	EV("(1 + 2) * 3", 9);
	EV("1 << 4 | 1", 17);
	EV("7 & ~2", 5);
	EV("3 > 2 && 2 > 1", 1);
	EV("0 ? 5 : 6", 6);
	EV("!0", 1);
	EV("-7 / 2", -3);
	EV("-7 % 3", -1);
	EV("(u8)0x1ff", 255);
	EV("(int)0xffffffff", -1);
	EV("(unsigned int)-1", 0xffffffffLL);
	EV("(unsigned long)-1 >> 63", 1);
	EV("BIT(3) | BIT_ULL(40)", (1LL << 3) | (1LL << 40));
	EV("GENMASK(7, 4)", 0xf0);
	EV("_IOR('L', 0x05, __u32)", (2LL << 30) | (4 << 16) | ('L' << 8) | 5);
	EV("sizeof(long)", 8);
	EV("sizeof(struct fwctl_info)", 24);
	EV("offsetof(struct fwctl_info,   flags)", 4);
	EV("__alignof__(struct fwctl_rpc)", 8);
	EV("KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE", 0x21);
	EV("KAPI_PARAM_IN | KAPI_PARAM_USER_PTR", 0x41);
	EV("FWCTL_INFO", 0x9a00);
	EV("LOOP_SET_STATUS64", 0x4c04);
	EV("AF_NETLINK", 16);
	EV("SOCK_NONBLOCK | SOCK_CLOEXEC", 0x80800);
	EV("NPROTO - 1", 45);
	EV("1 /* comment */ + 1", 2);

	err = kapi__cexpr_eval("NO_SUCH_NAME | 1", 16, &v, unknown,
			       sizeof(unknown));
	ok(err == -ENOENT && !strcmp(unknown, "NO_SUCH_NAME"),
	   "an unknown name is reported by name");
	err = kapi__cexpr_eval("sizeof(struct no_such)", 22, &v, unknown,
			       sizeof(unknown));
	ok(err == -ENOENT, "an unknown struct is unknown, not 0");
	ev("1 +", &err);
	ok(err == -EINVAL, "a dangling operator is a syntax error");
	ev("1 / 0", &err);
	ok(err == -EINVAL, "division by zero is refused");
	ev("((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((1", &err);
	ok(err == -EINVAL, "runaway nesting is refused, not a stack overflow");
	ev("1 2", &err);
	ok(err == -EINVAL, "trailing tokens are refused");
	ev("0x", &err);
	ok(err == 0 || err == -EINVAL, "a bare 0x does not crash");

	err = kapi__cexpr_eval_with("LOCAL + 1", 9, &v, NULL, 0, lookup_x, NULL);
	ok(!err && v == 2049, "a file's own define is resolved through the callback");
	err = kapi__cexpr_eval_with("LOOP", 4, &v, NULL, 0, lookup_x, NULL);
	ok(err != 0, "a define that names itself ends, with an error");
	return done_testing();
}

/* SPDX-License-Identifier: GPL-2.0 */
/* A minimal TAP producer for the C unit tests; prove reads the output. */
#ifndef KAPI_TESTS_TAP_H
#define KAPI_TESTS_TAP_H

#include <stdio.h>
#include <string.h>

static int tap_n, tap_failed;

#define ok(cond, ...) do { \
	int ok_ = !!(cond); \
	printf("%sok %d - ", ok_ ? "" : "not ", ++tap_n); \
	printf(__VA_ARGS__); \
	printf("\n"); \
	if (!ok_) { \
		tap_failed++; \
		printf("#   failed at %s:%d\n", __FILE__, __LINE__); \
	} \
} while (0)

#define is_int(got, want, ...) do { \
	long long g_ = (long long)(got), w_ = (long long)(want); \
	ok(g_ == w_, __VA_ARGS__); \
	if (g_ != w_) \
		printf("#   got %lld, want %lld\n", g_, w_); \
} while (0)

#define has_str(hay, needle, ...) do { \
	const char *h_ = (hay); \
	ok(h_ && strstr(h_, (needle)), __VA_ARGS__); \
	if (!h_ || !strstr(h_, (needle))) \
		printf("#   '%s' lacks '%s'\n", h_ ? h_ : "(null)", (needle)); \
} while (0)

static inline int done_testing(void)
{
	printf("1..%d\n", tap_n);
	return tap_failed ? 1 : 0;
}

#endif /* KAPI_TESTS_TAP_H */

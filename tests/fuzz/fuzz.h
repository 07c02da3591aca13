/* SPDX-License-Identifier: GPL-2.0 */
/* What every harness does: load the input, then emit whatever loaded. */
#ifndef KAPI_TESTS_FUZZ_H
#define KAPI_TESTS_FUZZ_H

#include <kapi/kapi.h>

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size);

static int fuzz_discard(void *ctx, const char *buf, size_t len)
{
	(void)ctx;
	(void)buf;
	(void)len;
	return 0;
}

static inline void fuzz_load(const void *data, size_t size,
			     enum kapi_source src, enum kapi_format fmt)
{
	struct kapi_load_opts o = { .sz = sizeof(o), .source = src };
	struct kapi_registry *reg;

	if (kapi_registry__new(&reg))
		return;
	kapi_registry__load_mem(reg, "fuzz-input", data, size, &o);
	for (size_t i = 0; i < kapi_registry__count(reg); i++)
		kapi_emit__spec(kapi_registry__at(reg, i), fmt, NULL,
				fuzz_discard, NULL);
	kapi_registry__free(reg);
}

#endif /* KAPI_TESTS_FUZZ_H */

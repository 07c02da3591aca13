// SPDX-License-Identifier: GPL-2.0
/* libFuzzer harness: C source (macro blocks, diffs) into the loader. */
#include <kapi/kapi.h>

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size);

static int discard(void *ctx, const char *buf, size_t len)
{
	(void)ctx;
	(void)buf;
	(void)len;
	return 0;
}

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
	struct kapi_load_opts o = { .sz = sizeof(o), .source = KAPI_SOURCE_C };
	struct kapi_registry *reg;

	if (kapi_registry__new(&reg))
		return 0;
	kapi_registry__load_mem(reg, "fuzz.c", data, size, &o);
	/* what loaded must also emit */
	for (size_t i = 0; i < kapi_registry__count(reg); i++)
		kapi_emit__spec(kapi_registry__at(reg, i), KAPI_FORMAT_JSON,
				NULL, discard, NULL);
	kapi_registry__free(reg);
	return 0;
}

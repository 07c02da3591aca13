// SPDX-License-Identifier: GPL-2.0
/*
 * libFuzzer harness: ELF files.  libelf may write to the image it is
 * given, so the input is copied first, as the loader does with a private
 * mapping.
 */
#include <stdlib.h>
#include <string.h>

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
	struct kapi_load_opts o = { .sz = sizeof(o), .source = KAPI_SOURCE_ELF };
	struct kapi_registry *reg;
	unsigned char *copy = malloc(size ? size : 1);

	if (!copy)
		return 0;
	memcpy(copy, data, size);
	if (!kapi_registry__new(&reg)) {
		kapi_registry__load_mem(reg, "fuzz.o", copy, size, &o);
		for (size_t i = 0; i < kapi_registry__count(reg); i++)
			kapi_emit__spec(kapi_registry__at(reg, i),
					KAPI_FORMAT_RST, NULL, discard, NULL);
		kapi_registry__free(reg);
	}
	free(copy);
	return 0;
}

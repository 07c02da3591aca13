// SPDX-License-Identifier: GPL-2.0
/*
 * libFuzzer harness: ELF files.  libelf may write to the image it is
 * given, so the input is copied first, as the loader does with a private
 * mapping.
 */
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
	unsigned char *copy = malloc(size ? size : 1);

	if (!copy)
		return 0;
	memcpy(copy, data, size);
	fuzz_load(copy, size, KAPI_SOURCE_ELF, KAPI_FORMAT_RST);
	free(copy);
	return 0;
}

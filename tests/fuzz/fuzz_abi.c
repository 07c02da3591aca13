// SPDX-License-Identifier: GPL-2.0
/* libFuzzer harness: Documentation/ABI text into the loader, and back out. */
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
	fuzz_load(data, size, KAPI_SOURCE_ABI, KAPI_FORMAT_JSON);
	return 0;
}

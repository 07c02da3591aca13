// SPDX-License-Identifier: GPL-2.0
/* libFuzzer harness: C source (macro blocks, diffs) into the loader. */
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
	fuzz_load(data, size, KAPI_SOURCE_C, KAPI_FORMAT_JSON);
	return 0;
}

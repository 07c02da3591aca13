// SPDX-License-Identifier: GPL-2.0
/* libFuzzer harness: JSON documents into the loader, and back out. */
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
	fuzz_load(data, size, KAPI_SOURCE_JSON, KAPI_FORMAT_XML);
	return 0;
}

// SPDX-License-Identifier: GPL-2.0
/*
 * libFuzzer harness: the kerneldoc grammar.  The input becomes the body of
 * a spec comment in front of a SYSCALL_DEFINE, so mutations exercise the
 * block parser rather than the search for comments.
 */
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
	static const char head[] = "/**\n * sys_fuzz - fuzzed\n * contexts: process\n";
	static const char tail[] = "\n */\nSYSCALL_DEFINE2(fuzz, int, a, long, b)\n";
	char *text = malloc(sizeof(head) + size + sizeof(tail));
	size_t n = 0;

	if (!text)
		return 0;
	memcpy(text, head, sizeof(head) - 1);
	n += sizeof(head) - 1;
	memcpy(text + n, data, size);
	n += size;
	memcpy(text + n, tail, sizeof(tail) - 1);
	n += sizeof(tail) - 1;
	fuzz_load(text, n, KAPI_SOURCE_C, KAPI_FORMAT_PLAIN);
	free(text);
	return 0;
}

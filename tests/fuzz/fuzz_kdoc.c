// SPDX-License-Identifier: GPL-2.0
/*
 * libFuzzer harness: the kerneldoc grammar.  The input becomes the body of
 * a spec comment in front of a SYSCALL_DEFINE, so mutations exercise the
 * block parser rather than the search for comments.
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
	static const char head[] = "/**\n * sys_fuzz - fuzzed\n * contexts: process\n";
	static const char tail[] = "\n */\nSYSCALL_DEFINE2(fuzz, int, a, long, b)\n";
	struct kapi_load_opts o = { .sz = sizeof(o), .source = KAPI_SOURCE_C };
	struct kapi_registry *reg;
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
	if (!kapi_registry__new(&reg)) {
		kapi_registry__load_mem(reg, "fuzz.c", text, n, &o);
		for (size_t i = 0; i < kapi_registry__count(reg); i++)
			kapi_emit__spec(kapi_registry__at(reg, i),
					KAPI_FORMAT_PLAIN, NULL, discard, NULL);
		kapi_registry__free(reg);
	}
	free(text);
	return 0;
}

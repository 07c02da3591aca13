// SPDX-License-Identifier: GPL-2.0
/*
 * libFuzzer harness: files of records (/proc text).  The first byte picks
 * one of the built-in record specs (each layout: keyed, fields, rows,
 * table, columns, list, link), the rest is the file's text; it is parsed
 * and checked as a release the second byte picks, and every finding's
 * message must be a string.
 */
#include <string.h>

#include "fuzz.h"
#include "check/validate.h"

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
	static struct kapi_registry *reg;
	static const struct kernel_api_spec *specs[64];
	static size_t n;
	struct kapi_report rep;
	uint32_t kver;

	if (!reg) {
		if (kapi_registry__new(&reg) || kapi_registry__add_builtin(reg))
			return 0;
		for (size_t i = 0; i < kapi_registry__count(reg) && n < 64; i++)
			if (kapi__is_record_spec(kapi_registry__at(reg, i)))
				specs[n++] = kapi_registry__at(reg, i);
	}
	if (size < 2 || !n)
		return 0;
	kver = data[1] ? KAPI_KERNEL_VERSION(data[1] % 8 + 2, data[1] % 20, 0) : 0;
	kapi_report__init(&rep);
	kapi__record_check(specs[data[0] % n], (const char *)data + 2, size - 2,
			   kver, &rep);
	for (size_t i = 0; i < rep.count; i++)
		if (strnlen(rep.items[i].message, KAPI_FINDING_MSG_LEN) ==
		    KAPI_FINDING_MSG_LEN)
			__builtin_trap();
	kapi_report__free(&rep);
	return 0;
}

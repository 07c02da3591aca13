// SPDX-License-Identifier: GPL-2.0
/*
 * Options structs across library versions, as libbpf treats them: a smaller
 * sz reads the missing fields as zero, unknown non-zero bytes are refused.
 */
#include <errno.h>
#include <stddef.h>
#include <kapi/kapi.h>
#include "base/base.h"
#include "tap.h"

/* what a newer caller's kapi_load_opts might look like */
struct newer_load_opts {
	struct kapi_load_opts known;
	long added_later;
};

int main(void)
{
	static const char spec[] =
		"DEFINE_KERNEL_API_SPEC(sys_opts_test) KAPI_END_SPEC;\n";
	struct kapi_load_opts older = { .sz = offsetof(struct kapi_load_opts, source) };
	struct newer_load_opts newer = { .known.sz = sizeof(newer) };
	struct kapi_emit_opts eopts;
	struct kapi_registry *reg;
	struct { size_t sz; int a, b; } big = { sizeof(big), 1, 2 }, small;

	is_int(kapi__opts_copy(&small, sizeof(small), NULL), 0, "NULL options are all zero");
	is_int(small.a | small.b, 0, "and read as zero");
	big.sz = offsetof(__typeof__(big), b);
	is_int(kapi__opts_copy(&small, sizeof(small), &big), 0, "a smaller sz is accepted");
	is_int(small.a, 1, "the fields it has are read");
	is_int(small.b, 0, "the fields it lacks read as zero");
	big.sz = 2;
	is_int(kapi__opts_copy(&small, sizeof(small), &big), -EINVAL, "sz smaller than the sz field is refused");

	if (kapi_registry__new(&reg))
		return 1;
	older.source = KAPI_SOURCE_JSON;	/* past its sz: must be ignored */
	is_int(kapi_registry__load_mem(reg, "older", spec, sizeof(spec) - 1, &older), 0,
	       "an older caller's load options (only sz) work");
	ok(kapi_registry__find(reg, "sys_opts_test") != NULL,
	   "and the source was sniffed, not read from past sz");
	is_int(kapi_registry__load_mem(reg, "newer", spec, sizeof(spec) - 1,
				       (struct kapi_load_opts *)&newer), 0,
	       "a newer caller with its new field unset works");
	newer.added_later = 1;
	is_int(kapi_registry__load_mem(reg, "newer", spec, sizeof(spec) - 1,
				       (struct kapi_load_opts *)&newer), -EINVAL,
	       "a newer caller asking for something unknown gets -EINVAL");
	eopts = (struct kapi_emit_opts){ .sz = 1 };
	is_int(kapi_emit__spec(kapi_registry__at(reg, 0), KAPI_FORMAT_JSON, &eopts,
			       kapi_write__file, stdout), -EINVAL,
	       "emit refuses an sz too small to hold sz");
	kapi_registry__free(reg);
	return done_testing();
}

// SPDX-License-Identifier: GPL-2.0
/*
 * libFuzzer harness: constraint expressions.  The input is the text of a
 * KAPI_CONSTRAINT_EXPR over a spec with parameters of each width; what
 * parses is evaluated on a few argument sets and compiled into the
 * seccomp filter, whose instructions must stay inside the program.
 */
#include <stdlib.h>
#include <string.h>
#include <linux/filter.h>

#include "fuzz.h"
#include "check/expr_eval.h"
#include "live/trace/filter.h"

static const struct kapi_param_spec params[] = {
	{ .name = "flags", .type_name = "int", .type = KAPI_TYPE_INT },
	{ .name = "mode", .type_name = "unsigned int", .type = KAPI_TYPE_UINT },
	{ .name = "addr", .type_name = "unsigned long", .type = KAPI_TYPE_PTR },
	{ .name = "how", .type_name = "struct open_how *",
	  .type = KAPI_TYPE_USER_PTR },
};

static const struct kernel_api_spec spec = {
	.name = "sys_fuzz", .params = params, .param_count = 4,
};

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
	static const int64_t sets[][4] = {
		{ 0, 0, 0, 0 }, { -1, 0xffffffff, -1, 0 }, { 5, 3, 0x1000, 0 },
		{ INT32_MIN, 0x80000000, INT64_MIN, 0 },
	};
	char *text = malloc(size + 1), err[KAPI_EXPR_ERR_LEN];
	struct kapi__expr x;
	struct kapi_filter f = { 0 };
	bool ok = true;

	if (!text)
		return 0;
	memcpy(text, data, size);
	text[size] = '\0';
	if (!kapi__expr_parse(text, &spec, &x, err, sizeof(err))) {
		for (size_t i = 0; i < sizeof(sets) / sizeof(sets[0]); i++) {
			kapi__expr_eval(&x, sets[i], 0xf);
			kapi__expr_eval(&x, sets[i], 0x1);
		}
		if (!kapi__filter_expr(&f, &spec, &x, &ok) && ok) {
			for (size_t i = 0; i < f.count; i++) {
				const struct sock_filter *in = &f.insns[i];

				/* a jump stays inside, or is the trap sentinel */
				if (BPF_CLASS(in->code) == BPF_JMP &&
				    BPF_OP(in->code) != BPF_JA &&
				    ((in->jt != 0xff && i + 1 + in->jt > f.count) ||
				     (in->jf != 0xff && i + 1 + in->jf > f.count)))
					abort();
			}
		}
		kapi__filter_free(&f);
		kapi__expr_free(&x);
	}
	free(text);
	return 0;
}

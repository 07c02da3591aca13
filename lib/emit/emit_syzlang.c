// SPDX-License-Identifier: GPL-2.0
#include <errno.h>

#include "emit/emit_direct.h"

int kapi__emit_syzlang(struct kapi_out *out,
		const struct kernel_api_spec *const *specs, size_t count,
		const struct kapi_emit_opts *opts)
{
	(void)out; (void)specs; (void)count; (void)opts;
	return -EOPNOTSUPP;
}

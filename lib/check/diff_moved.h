/* SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause */
/*
 * Where a struct of a kernel tree's uapi header went (diff_moved.c): the
 * structs of a set's "uapi/" specs by name, made once, so kapi_diff looks
 * up each struct missing from its header instead of walking every spec.
 */
#ifndef KAPI_LIB_DIFF_MOVED_H
#define KAPI_LIB_DIFF_MOVED_H

#include "model/model.h"

struct kapi_moved_ent;

struct kapi_moved {
	const struct kapi_registry *set;
	struct kapi_moved_ent *e;
	size_t cap;
	bool built, failed;	/* failed: looked up the slow way */
};

/*
 * The struct name in set's uapi specs other than one named like from (a
 * "uapi/HEADER" spec a kernel tree made), the first in set's order; NULL
 * if none, or if from is no such spec.
 */
const struct kapi_struct_spec *kapi__moved_struct(struct kapi_moved *m,
						  const struct kernel_api_spec *from,
						  const char *name);
void kapi__moved_free(struct kapi_moved *m);

#endif /* KAPI_LIB_DIFF_MOVED_H */

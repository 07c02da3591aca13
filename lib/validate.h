/* SPDX-License-Identifier: GPL-2.0 */
/* The constraint checker shared by param, sysfs and ioctl validation. */
#ifndef KAPI_LIB_VALIDATE_H
#define KAPI_LIB_VALIDATE_H

#include "internal.h"

/* A constraint, whether it comes from a parameter or a struct field. */
struct kapi__constraint {
	const char *name;
	int32_t index;
	uint8_t ctype;
	uint8_t type;
	uint32_t flags;
	int64_t min;
	int64_t max;
	uint64_t mask;
	const int64_t *enums;
	uint32_t enum_count;
	uint64_t alignment;
	const char *expr;
	bool (*validate)(int64_t value);
};

/* 0 valid, 1 finding added, -ENOMEM */
int kapi__check_constraint(const struct kapi__constraint *c, int64_t v,
			   struct kapi_report *rep);
void kapi__constraint_of_param(const struct kapi_param_spec *p, int32_t index,
			       struct kapi__constraint *c);
void kapi__constraint_of_field(const struct kapi_struct_field *f, int32_t index,
			       struct kapi__constraint *c);

#endif /* KAPI_LIB_VALIDATE_H */

/* SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause */
/*
 * The check stage's validators: the constraint checker shared by param,
 * sysfs and ioctl validation, and the report they add findings to.
 */
#ifndef KAPI_LIB_VALIDATE_H
#define KAPI_LIB_VALIDATE_H

#include "model/model.h"

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
	uint64_t ignored;		/* mask bits accepted without effect */
	uint8_t bits;			/* register width the kernel reads: 32
					 * or 64 (0: 64) */
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

/* Adds a finding to a report; returns 1 (a finding) or -ENOMEM. */
__attribute__((format(printf, 6, 7)))
int kapi__report_add(struct kapi_report *rep, enum kapi_finding_kind kind,
		     int32_t index, const char *subject, int64_t value,
		     const char *fmt, ...);

/*
 * Whether parameter i of a call is unused by the kernel with these values
 * (AT_FDCWD, a zero-length buffer): then it is not checked at all.
 */
bool kapi__param_unused(const struct kernel_api_spec *spec, uint32_t i,
			const int64_t *vals, uint64_t given);

/*
 * A file of records (the spec's first parameter has a record layout)
 * against the fields its spec lists, as release kver shows them (0: every
 * field): text that does not parse, fields missing or unknown, values of
 * the wrong type or out of range.  0 valid, 1 findings added, -errno.
 */
int kapi__record_check(const struct kernel_api_spec *spec, const char *text,
		       size_t len, uint32_t kver, struct kapi_report *rep);
/* Whether a spec describes a file of records. */
bool kapi__is_record_spec(const struct kernel_api_spec *spec);

#endif /* KAPI_LIB_VALIDATE_H */

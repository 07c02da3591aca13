// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * The report every checker adds its findings to (values, structs, sysfs,
 * expressions, ioctls; trace and watch too), and the names of the finding
 * kinds.  Its own file, so that a checker adding a finding does not call
 * back into the value validators of validate.c.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check/validate.h"

static const char *const finding_names[KAPI_FINDING__COUNT] = {
	[KAPI_FINDING_RANGE] = "range",
	[KAPI_FINDING_MASK] = "mask",
	[KAPI_FINDING_ENUM] = "enum",
	[KAPI_FINDING_ALIGNMENT] = "alignment",
	[KAPI_FINDING_POWER_OF_TWO] = "power_of_two",
	[KAPI_FINDING_PAGE_ALIGNED] = "page_aligned",
	[KAPI_FINDING_NONZERO] = "nonzero",
	[KAPI_FINDING_NULL_POINTER] = "null_pointer",
	[KAPI_FINDING_CUSTOM] = "custom",
	[KAPI_FINDING_STEP] = "step",
	[KAPI_FINDING_STRING_LENGTH] = "string_length",
	[KAPI_FINDING_STRING_VALUE] = "string_value",
	[KAPI_FINDING_FORMAT] = "format",
	[KAPI_FINDING_RETURN_VALUE] = "return_value",
	[KAPI_FINDING_ERRNO_UNLISTED] = "errno_unlisted",
	[KAPI_FINDING_NO_RETURN] = "no_return",
	[KAPI_FINDING_MODE] = "mode",
	[KAPI_FINDING_ACCESS] = "access",
	[KAPI_FINDING_STRUCT_SIZE] = "struct_size",
	[KAPI_FINDING_FD_CLOSED] = "fd_closed",
	[KAPI_FINDING_FAULT] = "fault",
	[KAPI_FINDING_UNITS] = "units",
	[KAPI_FINDING_EXPRESSION] = "expression",
	[KAPI_FINDING_NOT_CHECKABLE] = "not_checkable",
	[KAPI_FINDING_IGNORED_BITS] = "ignored_bits",
	[KAPI_FINDING_NOT_IN_KERNEL] = "not_in_kernel",
	[KAPI_FINDING_FIELD_MISSING] = "field_missing",
	[KAPI_FINDING_FIELD_UNKNOWN] = "field_unknown",
};

bool kapi_finding__is_note(enum kapi_finding_kind kind)
{
	return kind == KAPI_FINDING_IGNORED_BITS;
}

const char *kapi_finding__kind_name(enum kapi_finding_kind kind)
{
	if ((unsigned int)kind >= KAPI_FINDING__COUNT)
		return NULL;
	return finding_names[kind];
}

void kapi_report__init(struct kapi_report *rep)
{
	memset(rep, 0, sizeof(*rep));
}

void kapi_report__free(struct kapi_report *rep)
{
	free(rep->items);
	memset(rep, 0, sizeof(*rep));
}

int kapi__report_add(struct kapi_report *rep, enum kapi_finding_kind kind,
		     int32_t index, const char *subject, int64_t value,
		     const char *fmt, ...)
{
	struct kapi_finding *f;
	va_list ap;

	if (kapi__grow(&rep->items, &rep->cap, rep->count,
		       sizeof(*rep->items), 8))
		return -ENOMEM;
	f = &rep->items[rep->count++];
	f->kind = kind;
	f->index = index;
	f->subject = subject;
	f->value = value;
	va_start(ap, fmt);
	vsnprintf(f->message, sizeof(f->message), fmt, ap);
	va_end(ap);
	return 1;
}

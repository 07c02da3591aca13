/* SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause */
/* Adding to a list of changes or findings (diff.c, lint.c). */
#ifndef KAPI_LIB_CHANGE_H
#define KAPI_LIB_CHANGE_H

#include <stdarg.h>

#include "model/model.h"

/* 0, -EINVAL for an unknown rule id, -ENOMEM. */
__attribute__((format(printf, 9, 10)))
int kapi__change_add(struct kapi_changes *c, const char *rule_id,
		     const char *api, uint8_t api_type, const char *location,
		     const char *subject, const char *old_value,
		     const char *new_value, const char *fmt, ...);

__attribute__((format(printf, 9, 0)))
int kapi__change_vadd(struct kapi_changes *c, const char *rule_id,
		      const char *api, uint8_t api_type, const char *location,
		      const char *subject, const char *old_value,
		      const char *new_value, const char *fmt, va_list ap);

#endif /* KAPI_LIB_CHANGE_H */

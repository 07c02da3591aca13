/* SPDX-License-Identifier: GPL-2.0 */
/* An argument's value as a trace line shows it: names where the spec has them. */
#ifndef KAPI_TOOL_ARG_TEXT_H
#define KAPI_TOOL_ARG_TEXT_H

#include <stddef.h>
#include <stdint.h>

#include <kapi/kapi.h>

/*
 * raw as p's type reads it: NULL or an address for pointers, a signed fd,
 * a mask as hex with the names of its bits and fields, an enum with its
 * name, PREFIX_??? for what the spec does not name.
 */
void kapi_arg_text(const struct kapi_param_spec *p, uint64_t raw, char *buf,
		   size_t size);

#endif /* KAPI_TOOL_ARG_TEXT_H */

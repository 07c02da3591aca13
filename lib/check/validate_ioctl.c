// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * ioctl argument checks driven by the spec's struct layout: offsets, sizes
 * and constraints all come from the struct spec, none from tables here.
 */
#include <errno.h>
#include <inttypes.h>
#include <string.h>

#include "check/validate.h"

static int64_t read_field(const unsigned char *p, uint64_t size, bool sign)
{
	switch (size) {
	case 1: {
		uint8_t v = p[0];

		return sign ? (int64_t)(int8_t)v : (int64_t)v;
	}
	case 2: {
		uint16_t v;

		memcpy(&v, p, 2);
		return sign ? (int64_t)(int16_t)v : (int64_t)v;
	}
	case 4: {
		uint32_t v;

		memcpy(&v, p, 4);
		return sign ? (int64_t)(int32_t)v : (int64_t)v;
	}
	default: {
		uint64_t v;

		memcpy(&v, p, 8);
		return (int64_t)v;
	}
	}
}

int kapi_ioctl__check_struct(const struct kernel_api_spec *spec,
			     const void *buf, size_t len,
			     struct kapi_report *rep)
{
	const struct kapi_struct_spec *st;
	int ret = 0;

	if (!spec || (!buf && len) || !rep)
		return -EINVAL;
	if (!spec->struct_spec_count)
		return 0;
	st = &spec->struct_specs[0];
	if (len < st->size) {
		ret = kapi__report_add(rep, KAPI_FINDING_STRUCT_SIZE, -1, st->name,
				       (int64_t)len,
				       "argument is %zu bytes, struct %s is %" PRIu64,
				       len, st->name, st->size);
		if (ret < 0)
			return ret;
	}
	for (uint32_t i = 0; i < st->field_count; i++) {
		const struct kapi_struct_field *f = &st->fields[i];
		struct kapi__constraint c;
		int64_t v;
		int pi, r;

		if (!f->size || f->size > 8 || f->offset + f->size > len)
			continue;
		v = read_field((const unsigned char *)buf + f->offset, f->size,
			       f->type == KAPI_TYPE_INT);
		kapi__constraint_of_field(f, (int32_t)i, &c);
		r = kapi__check_constraint(&c, v, rep);
		if (r < 0)
			return r;
		if (r) {
			ret = 1;
			continue;
		}
		/* the parameter of the same name may constrain it further */
		pi = f->name ? kapi_spec__param_index(spec, f->name) : -1;
		if (pi < 0 || !(spec->params[pi].flags & (KAPI_PARAM_IN |
							  KAPI_PARAM_INOUT)))
			continue;
		kapi__constraint_of_param(&spec->params[pi], (int32_t)i, &c);
		r = kapi__check_constraint(&c, v, rep);
		if (r < 0)
			return r;
		ret |= r;
	}
	return ret;
}

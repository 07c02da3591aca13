// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * Register checks of a syscall spec (regcheck.h): the part of the
 * validator a seccomp filter or a BPF program can run on the argument
 * registers alone.
 */
#include <string.h>
#include <unistd.h>

#include "check/regcheck.h"

#define KAPI_AT_FDCWD	(-100)

int kapi__reg_width(const struct kapi_param_spec *p, bool *is_signed)
{
	/* kapi_param__normalize knows the 32-bit C types: it truncates */
	int64_t probe = kapi_param__normalize(p, 0x1ffffffffull);

	if (probe == 0x1ffffffffll) {
		*is_signed = p->type == KAPI_TYPE_INT;
		return 64;
	}
	*is_signed = probe == -1;
	return 32;
}

void kapi__reg_check_of_param(const struct kernel_api_spec *spec, uint32_t i,
			      struct kapi__reg_check *c)
{
	const struct kapi_param_spec *p = &spec->params[i];
	long ps;

	memset(c, 0, sizeof(*c));
	c->width = kapi__reg_width(p, &c->is_signed);
	c->size_idx = -1;
	/* kapi__param_unused: AT_FDCWD is "here" unless a range judges it */
	c->fdcwd_unused = p->type == KAPI_TYPE_FD &&
			  p->constraint_type != KAPI_CONSTRAINT_RANGE;
	switch (p->constraint_type) {
	case KAPI_CONSTRAINT_MASK:
		c->kind = KAPI__REG_MASK;
		/* bits the kernel ignores pass too: a valid call */
		c->mask = p->valid_mask | p->ignored_mask;
		break;
	case KAPI_CONSTRAINT_RANGE:
		c->kind = KAPI__REG_RANGE;
		c->min = p->min_value;
		c->max = p->max_value;
		/* the validator compares unsigned types unsigned */
		c->cmp_unsigned = p->type == KAPI_TYPE_UINT ||
				  p->type == KAPI_TYPE_HEX ||
				  p->type == KAPI_TYPE_PTR ||
				  p->type == KAPI_TYPE_USER_PTR ||
				  p->type == KAPI_TYPE_BITMAP ||
				  p->type == KAPI_TYPE_BOOL;
		break;
	case KAPI_CONSTRAINT_ENUM:
		c->kind = KAPI__REG_ENUM;
		c->enums = p->enum_values;
		c->enum_count = p->enum_count;
		break;
	case KAPI_CONSTRAINT_ALIGNMENT:
		c->kind = p->alignment ? KAPI__REG_ALIGN : KAPI__REG_NONE;
		c->align = p->alignment;
		break;
	case KAPI_CONSTRAINT_PAGE_ALIGNED:
		ps = sysconf(_SC_PAGESIZE);
		c->kind = KAPI__REG_ALIGN;
		c->align = ps > 0 ? (uint64_t)ps : 4096;
		break;
	case KAPI_CONSTRAINT_POWER_OF_TWO:
		c->kind = KAPI__REG_POW2;
		c->optional = p->flags & KAPI_PARAM_OPTIONAL;
		break;
	case KAPI_CONSTRAINT_NONZERO:
		c->kind = KAPI__REG_NONZERO;
		break;
	case KAPI_CONSTRAINT_USER_STRING:
	case KAPI_CONSTRAINT_USER_PATH:
	case KAPI_CONSTRAINT_USER_PTR:
		if (p->flags & KAPI_PARAM_OPTIONAL)
			break;
		c->kind = KAPI__REG_NONNULL;
		/* kapi__param_unused: a buffer of length 0 is not read */
		if (p->size_param_idx >= 0 &&
		    (uint32_t)p->size_param_idx < spec->param_count &&
		    p->size_param_idx < 6 &&
		    (p->constraint_type == KAPI_CONSTRAINT_USER_PTR ||
		     p->constraint_type == KAPI_CONSTRAINT_USER_STRING ||
		     p->type == KAPI_TYPE_USER_PTR))
			c->size_idx = p->size_param_idx;
		break;
	case KAPI_CONSTRAINT_CUSTOM:
		c->kind = p->validate ? KAPI__REG_OPAQUE : KAPI__REG_NONE;
		break;
	default:
		c->kind = KAPI__REG_NONE;
		break;
	}
}

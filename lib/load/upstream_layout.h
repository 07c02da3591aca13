/* SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause */
/*
 * Upstream's in-kernel spec layout (kernel_api_spec.h of the series from
 * RFC v4 on): one struct with fixed-size arrays of KAPI_MAX_* items, each
 * array after a magic number and a count.  Only the field order, types and
 * array bounds matter here; they are facts of the published header,
 * declared again in our own names for x86-64 (LP64), so the ELF loader
 * can read such a spec and the tests can build one.
 */
#ifndef KAPI_LOAD_UPSTREAM_LAYOUT_H
#define KAPI_LOAD_UPSTREAM_LAYOUT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define UP_MAX_PARAMS		16
#define UP_MAX_ERRORS		32
#define UP_MAX_CONSTRAINTS	32
#define UP_MAX_LOCKS		16
#define UP_MAX_SIGNALS		32
#define UP_MAX_CAPABILITIES	8
#define UP_MAX_STRUCT_SPECS	8
#define UP_MAX_SIDE_EFFECTS	32
#define UP_MAX_STATE_TRANS	8

/* 'KAP1' ... 'KACC': the magic number before each array */
#define UP_MAGIC_PARAMS		0x4B415031
#define UP_MAGIC_RETURN		0x4B415232
#define UP_MAGIC_ERRORS		0x4B414533
#define UP_MAGIC_LOCKS		0x4B414C34
#define UP_MAGIC_CONSTRAINTS	0x4B414335
#define UP_MAGIC_INFO		0x4B414936
#define UP_MAGIC_SIGNALS	0x4B415337
#define UP_MAGIC_SIGMASK	0x4B414D38
#define UP_MAGIC_STRUCTS	0x4B415439
#define UP_MAGIC_EFFECTS	0x4B414641
#define UP_MAGIC_TRANS		0x4B415442
#define UP_MAGIC_CAPS		0x4B414343

/* Pointers are kept as 64-bit addresses in the file being read. */
typedef uint64_t up_ptr;

struct up_param {
	up_ptr name, type_name;
	uint32_t type;		/* enum: 4 bytes */
	uint32_t flags;
	uint64_t size, alignment;
	int64_t min_value, max_value;
	uint64_t valid_mask;
	up_ptr enum_values;
	uint32_t enum_count;
	uint32_t constraint_type;
	up_ptr validate, description, constraints;
	int32_t size_param_idx;	/* 1-based; 0: none */
	uint64_t size_multiplier;
};

struct up_error {
	int32_t error_code;
	up_ptr name, condition, description;
};

struct up_return {
	up_ptr type_name;
	uint32_t type, check_type;
	int64_t success_value, success_min, success_max;
	up_ptr error_values;
	uint32_t error_count;
	up_ptr is_success, description;
};

struct up_lock {
	up_ptr lock_name;
	uint32_t lock_type, scope;
	up_ptr description;
};

struct up_constraint {
	up_ptr name, description, expression;
};

struct up_signal {
	int32_t signal_num;
	up_ptr signal_name;
	uint32_t direction, action;
	up_ptr target, condition, description;
	bool restartable;
	uint32_t sa_flags_required, sa_flags_forbidden;
	int32_t error_on_signal, transform_to;
	up_ptr timing;
	uint8_t priority;
	bool interruptible;
	up_ptr queue_behavior;
	uint32_t state_required, state_forbidden;
};

struct up_sigmask {
	up_ptr mask_name;
	int32_t signals[UP_MAX_SIGNALS];
	uint32_t signal_count;
	up_ptr description;
};

struct up_field {
	up_ptr name;
	uint32_t type;
	up_ptr type_name;
	uint64_t offset, size;
	uint32_t flags, constraint_type;
	int64_t min_value, max_value;
	uint64_t valid_mask;
	up_ptr enum_values;	/* a string: "A,B" */
	up_ptr description;
};

struct up_struct {
	up_ptr name;
	uint64_t size, alignment;
	uint32_t field_count;
	struct up_field fields[UP_MAX_PARAMS];
	up_ptr description;
};

struct up_cap {
	int32_t capability;
	up_ptr cap_name;
	uint32_t action;
	up_ptr allows, without_cap, check_condition;
	uint8_t priority;
	int32_t alternative[UP_MAX_CAPABILITIES];
	uint32_t alternative_count;
};

struct up_effect {
	uint32_t type;
	up_ptr target, condition, description;
	bool reversible;
};

struct up_trans {
	up_ptr from_state, to_state, condition, object, description;
};

struct up_spec {
	up_ptr name;
	uint32_t version;
	up_ptr description, long_description;
	uint32_t context_flags;

	uint32_t param_magic, param_count;
	struct up_param params[UP_MAX_PARAMS];

	uint32_t return_magic;
	struct up_return return_spec;

	uint32_t error_magic, error_count;
	struct up_error errors[UP_MAX_ERRORS];

	uint32_t lock_magic, lock_count;
	struct up_lock locks[UP_MAX_LOCKS];

	uint32_t constraint_magic, constraint_count;
	struct up_constraint constraints[UP_MAX_CONSTRAINTS];

	uint32_t info_magic;
	up_ptr examples, notes;

	uint32_t signal_magic, signal_count;
	struct up_signal signals[UP_MAX_SIGNALS];

	uint32_t sigmask_magic, signal_mask_count;
	struct up_sigmask signal_masks[UP_MAX_SIGNALS];

	uint32_t struct_magic, struct_spec_count;
	struct up_struct struct_specs[UP_MAX_STRUCT_SPECS];

	uint32_t effect_magic, side_effect_count;
	struct up_effect side_effects[UP_MAX_SIDE_EFFECTS];

	uint32_t trans_magic, state_trans_count;
	struct up_trans state_transitions[UP_MAX_STATE_TRANS];

	uint32_t cap_magic, capability_count;
	struct up_cap capabilities[UP_MAX_CAPABILITIES];
};

#endif

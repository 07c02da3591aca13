// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * The model's fields by name: the C designated-initialiser name the source
 * extractor meets (.valid_mask = ...) and the JSON key the emitters write
 * and the JSON loader reads.  The round-trip tests keep this table and the
 * emit walk in step.
 */
#include <stddef.h>
#include <string.h>

#include "model/model.h"

#define M(T, f)		(((T *)0)->f)

#define FS(T, f, j)	{ #f, j, offsetof(T, f), 0, KAPI_F_STR, 0, -1, 0 }
#define FN(T, f, j, nm)	{ #f, j, offsetof(T, f), 0, KAPI_F_INT, \
			  sizeof(M(T, f)), nm, 0 }
#define FI(T, f, j)	FN(T, f, j, -1)
#define FB(T, f, j)	{ #f, j, offsetof(T, f), 0, KAPI_F_BOOL, 1, -1, 0 }
#define FA(T, f, n, j, nm) { #f, j, offsetof(T, f), offsetof(T, n), \
			  KAPI_F_ARR_INT, sizeof(*M(T, f)), nm, 0 }
#define FAS(T, f, n, j)	{ #f, j, offsetof(T, f), offsetof(T, n), \
			  KAPI_F_ARR_STR, sizeof(char *), -1, 0 }
#define CHILD(j, k)	{ NULL, j, 0, 0, KAPI_F_CHILD, 0, -1, k }
#define COUNT(c, k)	{ c, NULL, 0, 0, KAPI_F_COUNT, 0, -1, k }

#define T struct kernel_api_spec
static const struct kapi_field spec_fields[] = {
	FS(T, name, "name"),
	FN(T, api_type, "api_type", KAPI_NAMES_API_TYPE),
	FI(T, version, "version"),
	FS(T, description, "description"),
	FS(T, long_description, "long_description"),
	FN(T, context_flags, "context_flags", KAPI_NAMES_CONTEXT),
	FI(T, cmd, "cmd"),
	FS(T, cmd_name, "cmd_name"),
	FI(T, input_size, "input_size"),
	FI(T, output_size, "output_size"),
	FS(T, file_ops_name, "file_ops_name"),
	FS(T, subsystem, "subsystem"),
	FS(T, device_type, "device_type"),
	FS(T, since_version, "since_version"),
	FB(T, deprecated, "deprecated"),
	FB(T, generated, "generated"),
	FS(T, replacement, "replacement"),
	FS(T, examples, "examples"),
	FS(T, notes, "notes"),
	CHILD("parameters", KAPI_K_PARAM),
	CHILD("return", KAPI_K_RETURN),
	CHILD("return_spec", KAPI_K_RETURN),
	CHILD("errors", KAPI_K_ERROR),
	CHILD("locks", KAPI_K_LOCK),
	CHILD("capabilities", KAPI_K_CAP),
	CHILD("constraints", KAPI_K_CONSTRAINT),
	CHILD("signals", KAPI_K_SIGNAL),
	CHILD("signal_masks", KAPI_K_SIGMASK),
	CHILD("side_effects", KAPI_K_EFFECT),
	CHILD("state_transitions", KAPI_K_TRANS),
	CHILD("struct_specs", KAPI_K_STRUCT),
	CHILD("network", KAPI_K_NET),
	COUNT("param_count", KAPI_K_PARAM),
	COUNT("error_count", KAPI_K_ERROR),
	COUNT("lock_count", KAPI_K_LOCK),
	COUNT("constraint_count", KAPI_K_CONSTRAINT),
	COUNT("signal_count", KAPI_K_SIGNAL),
	COUNT("signal_mask_count", KAPI_K_SIGMASK),
	COUNT("struct_spec_count", KAPI_K_STRUCT),
	COUNT("side_effect_count", KAPI_K_EFFECT),
	COUNT("state_trans_count", KAPI_K_TRANS),
	COUNT("capability_count", KAPI_K_CAP),
};
#undef T

#define T struct kapi_param_spec
static const struct kapi_field param_fields[] = {
	FS(T, name, "name"),
	FS(T, type_name, "type"),
	FN(T, type, "type_class", KAPI_NAMES_PARAM_TYPE),
	FN(T, flags, "flags", KAPI_NAMES_PARAM_FLAGS),
	FS(T, description, "description"),
	FN(T, constraint_type, "constraint_type", KAPI_NAMES_CONSTRAINT),
	FS(T, constraints, "constraint_desc"),
	FS(T, constraint_expr, "constraint_expr"),
	FI(T, min_value, "min_value"),
	FI(T, max_value, "max_value"),
	FI(T, valid_mask, "valid_mask"),
	FI(T, ignored_mask, "ignored_mask"),
	FA(T, enum_values, enum_count, "enum_values", -1),
	FI(T, size, "size"),
	FI(T, alignment, "alignment"),
	FI(T, size_param_idx, "size_param_idx"),
	FI(T, size_multiplier, "size_multiplier"),
	FS(T, sysfs_path, "sysfs_path"),
	FI(T, sysfs_permissions, "permissions"),
	FS(T, default_value, "default_value"),
	FS(T, units, "units"),
	FI(T, step, "step"),
	FAS(T, allowed_strings, allowed_string_count, "allowed_strings"),
	COUNT("enum_count", KAPI_K__COUNT),
	COUNT("allowed_string_count", KAPI_K__COUNT),
};
#undef T

#define T struct kapi_return_spec
static const struct kapi_field return_fields[] = {
	FS(T, type_name, "type"),
	FN(T, type, "type_class", KAPI_NAMES_PARAM_TYPE),
	FN(T, check_type, "check_type", KAPI_NAMES_RETURN_CHECK),
	FI(T, success_value, "success_value"),
	FI(T, success_min, "success_min"),
	FI(T, success_max, "success_max"),
	FA(T, error_values, error_count, "error_values", -1),
	FS(T, description, "description"),
	COUNT("error_count", KAPI_K__COUNT),
};
#undef T

#define T struct kapi_error_spec
static const struct kapi_field error_fields[] = {
	FI(T, error_code, "code"),
	FS(T, name, "name"),
	FS(T, condition, "condition"),
	FS(T, description, "description"),
};
#undef T

#define T struct kapi_lock_spec
static const struct kapi_field lock_fields[] = {
	FS(T, lock_name, "name"),
	FN(T, lock_type, "type", KAPI_NAMES_LOCK_TYPE),
	FN(T, scope, "scope", KAPI_NAMES_LOCK_SCOPE),
	FS(T, description, "description"),
	FB(T, acquired, "acquired"),
	FB(T, released, "released"),
	FB(T, held_on_entry, "held_on_entry"),
	FB(T, held_on_exit, "held_on_exit"),
};
#undef T

#define T struct kapi_constraint_spec
static const struct kapi_field constraint_fields[] = {
	FS(T, name, "name"),
	FS(T, description, "description"),
	FS(T, expression, "expression"),
};
#undef T

#define T struct kapi_signal_spec
static const struct kapi_field signal_fields[] = {
	FI(T, signal_num, "signal_num"),
	FS(T, signal_name, "signal_name"),
	FN(T, direction, "direction", KAPI_NAMES_SIGNAL_DIRECTION),
	FN(T, action, "action", KAPI_NAMES_SIGNAL_ACTION),
	FS(T, target, "target"),
	FS(T, condition, "condition"),
	FS(T, description, "description"),
	FB(T, restartable, "restartable"),
	FI(T, sa_flags_required, "sa_flags_required"),
	FI(T, sa_flags_forbidden, "sa_flags_forbidden"),
	FI(T, error_on_signal, "error_on_signal"),
	FI(T, transform_to, "transform_to"),
	FS(T, timing, "timing"),
	FI(T, priority, "priority"),
	FB(T, interruptible, "interruptible"),
	FS(T, queue_behavior, "queue_behavior"),
	FN(T, state_required, "state_required", KAPI_NAMES_SIGNAL_STATE),
	FN(T, state_forbidden, "state_forbidden", KAPI_NAMES_SIGNAL_STATE),
};
#undef T

#define T struct kapi_signal_mask_spec
static const struct kapi_field sigmask_fields[] = {
	FS(T, mask_name, "name"),
	FS(T, description, "description"),
	FA(T, signals, signal_count, "signals", -1),
};
#undef T

#define T struct kapi_struct_spec
static const struct kapi_field struct_fields[] = {
	FS(T, name, "name"),
	FI(T, size, "size"),
	FI(T, alignment, "alignment"),
	FS(T, description, "description"),
	CHILD("fields", KAPI_K_FIELD),
	COUNT("field_count", KAPI_K_FIELD),
};
#undef T

#define T struct kapi_struct_field
static const struct kapi_field field_fields[] = {
	FS(T, name, "name"),
	FS(T, type_name, "type"),
	FN(T, type, "type_class", KAPI_NAMES_PARAM_TYPE),
	FI(T, offset, "offset"),
	FI(T, size, "size"),
	FN(T, flags, "flags", KAPI_NAMES_PARAM_FLAGS),
	FN(T, constraint_type, "constraint_type", KAPI_NAMES_CONSTRAINT),
	FS(T, constraint_expr, "constraint_expr"),
	FI(T, min_value, "min_value"),
	FI(T, max_value, "max_value"),
	FI(T, valid_mask, "valid_mask"),
	FA(T, enum_values, enum_count, "enum_values", -1),
	FS(T, description, "description"),
};
#undef T

#define T struct kapi_side_effect
static const struct kapi_field effect_fields[] = {
	FN(T, type, "type", KAPI_NAMES_EFFECT),
	FS(T, target, "target"),
	FS(T, condition, "condition"),
	FS(T, description, "description"),
	FB(T, reversible, "reversible"),
};
#undef T

#define T struct kapi_state_transition
static const struct kapi_field trans_fields[] = {
	FS(T, object, "object"),
	FS(T, from_state, "from_state"),
	FS(T, to_state, "to_state"),
	FS(T, condition, "condition"),
	FS(T, description, "description"),
};
#undef T

#define T struct kapi_capability_spec
static const struct kapi_field cap_fields[] = {
	FI(T, capability, "capability"),
	FS(T, cap_name, "name"),
	FN(T, action, "action", KAPI_NAMES_CAP_ACTION),
	FS(T, allows, "allows"),
	FS(T, without_cap, "without_cap"),
	FS(T, check_condition, "check_condition"),
	FI(T, priority, "priority"),
	FA(T, alternative, alternative_count, "alternatives", -1),
};
#undef T

#define T struct kapi_net_spec
static const struct kapi_field net_fields[] = {
	CHILD("socket_state", KAPI_K_SOCKSTATE),
	CHILD("protocol_behaviors", KAPI_K_PROTO),
	CHILD("addr_families", KAPI_K_ADDR),
	CHILD("buffer_spec", KAPI_K_BUFFER),
	CHILD("async_spec", KAPI_K_ASYNC),
	FB(T, is_connection_oriented, "is_connection_oriented"),
	FB(T, is_message_oriented, "is_message_oriented"),
	FB(T, supports_oob_data, "supports_oob_data"),
	FB(T, supports_peek, "supports_peek"),
	FB(T, supports_select_poll, "supports_select_poll"),
	FB(T, is_reentrant, "is_reentrant"),
	FS(T, connection_establishment, "connection_establishment"),
	FS(T, connection_termination, "connection_termination"),
	FS(T, data_transfer_semantics, "data_transfer_semantics"),
	COUNT("protocol_behavior_count", KAPI_K_PROTO),
	COUNT("addr_family_count", KAPI_K_ADDR),
};
#undef T

#define T struct kapi_socket_state_spec
static const struct kapi_field sockstate_fields[] = {
	FA(T, required_states, required_state_count, "required_states",
	   KAPI_NAMES_SOCKET_STATE),
	FA(T, forbidden_states, forbidden_state_count, "forbidden_states",
	   KAPI_NAMES_SOCKET_STATE),
	FN(T, resulting_state, "resulting_state", KAPI_NAMES_SOCKET_STATE),
	FS(T, state_condition, "condition"),
	FN(T, applicable_protocols, "protocols", KAPI_NAMES_PROTOCOL),
};
#undef T

#define T struct kapi_protocol_behavior
static const struct kapi_field proto_fields[] = {
	FN(T, applicable_protocols, "protocols", KAPI_NAMES_PROTOCOL),
	FS(T, behavior, "behavior"),
	FI(T, protocol_flags, "protocol_flags"),
	FS(T, flag_description, "flag_description"),
};
#undef T

#define T struct kapi_buffer_spec
static const struct kapi_field buffer_fields[] = {
	FN(T, buffer_behaviors, "behaviors", KAPI_NAMES_BUFFER),
	FI(T, min_buffer_size, "min_buffer_size"),
	FI(T, max_buffer_size, "max_buffer_size"),
	FI(T, optimal_buffer_size, "optimal_buffer_size"),
	FS(T, fragmentation_rules, "fragmentation_rules"),
	FB(T, can_partial_transfer, "can_partial_transfer"),
	FS(T, partial_transfer_rules, "partial_transfer_rules"),
};
#undef T

#define T struct kapi_async_spec
static const struct kapi_field async_fields[] = {
	FN(T, supported_modes, "supported_modes", KAPI_NAMES_ASYNC),
	FI(T, nonblock_errno, "nonblock_errno"),
	FI(T, poll_events_in, "poll_events_in"),
	FI(T, poll_events_out, "poll_events_out"),
	FS(T, completion_condition, "completion_condition"),
	FB(T, supports_timeout, "supports_timeout"),
	FS(T, timeout_behavior, "timeout_behavior"),
};
#undef T

#define T struct kapi_addr_family_spec
static const struct kapi_field addr_fields[] = {
	FI(T, family, "family"),
	FS(T, family_name, "family_name"),
	FI(T, addr_struct_size, "addr_struct_size"),
	FI(T, min_addr_len, "min_addr_len"),
	FI(T, max_addr_len, "max_addr_len"),
	FS(T, addr_format, "addr_format"),
	FB(T, supports_wildcard, "supports_wildcard"),
	FB(T, supports_multicast, "supports_multicast"),
	FB(T, supports_broadcast, "supports_broadcast"),
	FS(T, special_addresses, "special_addresses"),
	FI(T, port_range_min, "port_range_min"),
	FI(T, port_range_max, "port_range_max"),
};
#undef T

static const struct {
	const struct kapi_field *fields;
	size_t count;
	const char *name;
	bool list;
} kinds[KAPI_K__COUNT] = {
#define K(k, arr, n, l) [k] = { arr, KAPI_ARRAY_SIZE(arr), n, l }
	K(KAPI_K_SPEC, spec_fields, "spec", false),
	K(KAPI_K_PARAM, param_fields, "parameter", true),
	K(KAPI_K_RETURN, return_fields, "return", false),
	K(KAPI_K_ERROR, error_fields, "error", true),
	K(KAPI_K_LOCK, lock_fields, "lock", true),
	K(KAPI_K_CONSTRAINT, constraint_fields, "constraint", true),
	K(KAPI_K_SIGNAL, signal_fields, "signal", true),
	K(KAPI_K_SIGMASK, sigmask_fields, "signal mask", true),
	K(KAPI_K_STRUCT, struct_fields, "struct spec", true),
	K(KAPI_K_FIELD, field_fields, "struct field", true),
	K(KAPI_K_EFFECT, effect_fields, "side effect", true),
	K(KAPI_K_TRANS, trans_fields, "state transition", true),
	K(KAPI_K_CAP, cap_fields, "capability", true),
	K(KAPI_K_NET, net_fields, "network", false),
	K(KAPI_K_SOCKSTATE, sockstate_fields, "socket state", false),
	K(KAPI_K_PROTO, proto_fields, "protocol behavior", true),
	K(KAPI_K_BUFFER, buffer_fields, "buffer spec", false),
	K(KAPI_K_ASYNC, async_fields, "async spec", false),
	K(KAPI_K_ADDR, addr_fields, "address family", true),
#undef K
};

bool kapi__kind_is_list(enum kapi_kind kind)
{
	return kind < KAPI_K__COUNT && kinds[kind].list;
}

const char *kapi__kind_name(enum kapi_kind kind)
{
	return kind < KAPI_K__COUNT ? kinds[kind].name : "?";
}

const struct kapi_field *kapi__fields(enum kapi_kind kind, size_t *count)
{
	*count = kind < KAPI_K__COUNT ? kinds[kind].count : 0;
	return kind < KAPI_K__COUNT ? kinds[kind].fields : NULL;
}

const struct kapi_field *kapi__field_by_c(enum kapi_kind kind,
					  const char *name, size_t len)
{
	size_t n;
	const struct kapi_field *f = kapi__fields(kind, &n);

	for (size_t i = 0; i < n; i++)
		if (f[i].c_name && strlen(f[i].c_name) == len &&
		    !memcmp(f[i].c_name, name, len))
			return &f[i];
	return NULL;
}

const struct kapi_field *kapi__field_by_json(enum kapi_kind kind,
					     const char *name)
{
	size_t n;
	const struct kapi_field *f = kapi__fields(kind, &n);

	for (size_t i = 0; i < n; i++)
		if (f[i].json && !strcmp(f[i].json, name))
			return &f[i];
	return NULL;
}

void kapi__field_set_int(void *item, const struct kapi_field *f, int64_t v)
{
	char *p = (char *)item + f->off;

	if (f->type == KAPI_F_BOOL) {
		*(bool *)p = v != 0;
		return;
	}
	switch (f->size) {
	case 1: { uint8_t x = (uint8_t)v; memcpy(p, &x, 1); break; }
	case 2: { uint16_t x = (uint16_t)v; memcpy(p, &x, 2); break; }
	case 4: { uint32_t x = (uint32_t)v; memcpy(p, &x, 4); break; }
	default: memcpy(p, &v, 8); break;
	}
}

void kapi__field_set_str(void *item, const struct kapi_field *f,
			 const char *s)
{
	memcpy((char *)item + f->off, &s, sizeof(s));
}

void kapi__field_set_arr(void *item, const struct kapi_field *f,
			 const void *arr, uint32_t n)
{
	memcpy((char *)item + f->off, &arr, sizeof(arr));
	memcpy((char *)item + f->count_off, &n, sizeof(n));
}

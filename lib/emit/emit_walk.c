// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * The one walk over a spec that drives every emitter.  Field names and
 * order follow upstream's kapi_export_json(); fields upstream lacks are
 * marked optional and left out when empty.
 */
#include <string.h>

#include "emit/emit.h"

#define F(s, k, ...) emit(s, k, &(struct kapi_value){ __VA_ARGS__ })

static void emit(struct kapi_sink *s, const char *key, const struct kapi_value *v)
{
	if (v->optional && kapi__value_empty(v))
		return;
	s->ops->field(s, key, v);
}

bool kapi__value_empty(const struct kapi_value *v)
{
	switch (v->kind) {
	case KAPI_V_STR:
		return !v->s || !v->s[0];
	case KAPI_V_INT:
		return v->i == 0;
	case KAPI_V_BOOL:
		return !v->b;
	default:
		return v->u == 0;
	}
}

static void str(struct kapi_sink *s, const char *key, const char *val)
{
	F(s, key, .kind = KAPI_V_STR, .s = val ? val : "");
}

static void opt_str(struct kapi_sink *s, const char *key, const char *val)
{
	F(s, key, .kind = KAPI_V_STR, .s = val, .optional = true);
}

static void i64(struct kapi_sink *s, const char *key, int64_t val)
{
	F(s, key, .kind = KAPI_V_INT, .i = val);
}

static void opt_i64(struct kapi_sink *s, const char *key, int64_t val)
{
	F(s, key, .kind = KAPI_V_INT, .i = val, .optional = true);
}

static void u64(struct kapi_sink *s, const char *key, uint64_t val)
{
	F(s, key, .kind = KAPI_V_UINT, .u = val);
}

static void flags(struct kapi_sink *s, const char *key, uint32_t val,
		  enum kapi_name_table names)
{
	F(s, key, .kind = KAPI_V_FLAGS, .u = val, .names = names);
}

static void boolean(struct kapi_sink *s, const char *key, bool val)
{
	F(s, key, .kind = KAPI_V_BOOL, .b = val);
}

static void opt_bool(struct kapi_sink *s, const char *key, bool val)
{
	F(s, key, .kind = KAPI_V_BOOL, .b = val, .optional = true);
}

static void name(struct kapi_sink *s, const char *key,
		 enum kapi_name_table table, uint32_t val)
{
	const char *n = kapi_name(table, val);

	if (n)
		str(s, key, n);
	else
		u64(s, key, val);
}

/* min and max are meaningful as a pair when either is set or it is a range */
static void range(struct kapi_sink *s, uint8_t ctype, int64_t lo, int64_t hi)
{
	bool keep = ctype == KAPI_CONSTRAINT_RANGE || lo || hi;

	F(s, "min_value", .kind = KAPI_V_INT, .i = lo, .keep = keep);
	F(s, "max_value", .kind = KAPI_V_INT, .i = hi, .keep = keep);
}

static void begin_arr(struct kapi_sink *s, const char *key, const char *item)
{
	s->ops->begin_arr(s, key, item);
}

static void walk_param(struct kapi_sink *s, const struct kapi_param_spec *p)
{
	s->ops->begin_obj(s, NULL);
	str(s, "name", p->name);
	str(s, "type", p->type_name);
	name(s, "type_class", KAPI_NAMES_PARAM_TYPE, p->type);
	flags(s, "flags", p->flags, KAPI_NAMES_PARAM_FLAGS);
	str(s, "description", p->description);
	name(s, "constraint_type", KAPI_NAMES_CONSTRAINT, p->constraint_type);
	str(s, "constraint_desc", p->constraints);
	opt_str(s, "constraint_expr", p->constraint_expr);
	range(s, p->constraint_type, p->min_value, p->max_value);
	F(s, "valid_mask", .kind = KAPI_V_HEX, .u = p->valid_mask);
	if (p->ignored_mask)
		F(s, "ignored_mask", .kind = KAPI_V_HEX, .u = p->ignored_mask);
	begin_arr(s, "enum_values", "value");
	for (uint32_t i = 0; i < p->enum_count; i++)
		F(s, NULL, .kind = KAPI_V_INT, .i = p->enum_values[i], .keep = true);
	s->ops->end_arr(s);
	u64(s, "size", p->size);
	u64(s, "alignment", p->alignment);
	i64(s, "size_param_idx", p->size_param_idx);
	u64(s, "size_multiplier", p->size_multiplier);
	opt_str(s, "sysfs_path", p->sysfs_path);
	F(s, "permissions", .kind = KAPI_V_OCTAL, .u = p->sysfs_permissions,
	  .optional = true);
	opt_str(s, "default_value", p->default_value);
	opt_str(s, "units", p->units);
	opt_i64(s, "step", p->step);
	if (p->allowed_string_count) {
		begin_arr(s, "allowed_strings", "string");
		for (uint32_t i = 0; i < p->allowed_string_count; i++)
			str(s, NULL, p->allowed_strings[i]);
		s->ops->end_arr(s);
	}
	s->ops->end_obj(s);
}

static void walk_return(struct kapi_sink *s, const struct kapi_return_spec *r)
{
	s->ops->begin_obj(s, "return");
	str(s, "type", r->type_name);
	name(s, "type_class", KAPI_NAMES_PARAM_TYPE, r->type);
	name(s, "check_type", KAPI_NAMES_RETURN_CHECK, r->check_type);
	F(s, "success_value", .kind = KAPI_V_INT, .i = r->success_value,
	  .keep = r->check_type == KAPI_RETURN_EXACT);
	i64(s, "success_min", r->success_min);
	i64(s, "success_max", r->success_max);
	begin_arr(s, "error_values", "value");
	for (uint32_t i = 0; i < r->error_count; i++)
		i64(s, NULL, r->error_values[i]);
	s->ops->end_arr(s);
	str(s, "description", r->description);
	s->ops->end_obj(s);
}

static void walk_errors(struct kapi_sink *s, const struct kernel_api_spec *spec)
{
	begin_arr(s, "errors", "error");
	for (uint32_t i = 0; i < spec->error_count; i++) {
		const struct kapi_error_spec *e = &spec->errors[i];

		s->ops->begin_obj(s, NULL);
		i64(s, "code", e->error_code);
		str(s, "name", e->name);
		str(s, "condition", e->condition);
		str(s, "description", e->description);
		s->ops->end_obj(s);
	}
	s->ops->end_arr(s);
}

static void walk_locks(struct kapi_sink *s, const struct kernel_api_spec *spec)
{
	begin_arr(s, "locks", "lock");
	for (uint32_t i = 0; i < spec->lock_count; i++) {
		const struct kapi_lock_spec *l = &spec->locks[i];

		s->ops->begin_obj(s, NULL);
		str(s, "name", l->lock_name);
		name(s, "type", KAPI_NAMES_LOCK_TYPE, l->lock_type);
		name(s, "scope", KAPI_NAMES_LOCK_SCOPE, l->scope);
		str(s, "description", l->description);
		opt_bool(s, "acquired", l->acquired);
		opt_bool(s, "released", l->released);
		opt_bool(s, "held_on_entry", l->held_on_entry);
		opt_bool(s, "held_on_exit", l->held_on_exit);
		s->ops->end_obj(s);
	}
	s->ops->end_arr(s);
}

static void walk_caps(struct kapi_sink *s, const struct kernel_api_spec *spec)
{
	begin_arr(s, "capabilities", "capability");
	for (uint32_t i = 0; i < spec->capability_count; i++) {
		const struct kapi_capability_spec *c = &spec->capabilities[i];

		s->ops->begin_obj(s, NULL);
		F(s, "capability", .kind = KAPI_V_INT, .i = c->capability,
		  .keep = true);
		str(s, "name", c->cap_name);
		name(s, "action", KAPI_NAMES_CAP_ACTION, c->action);
		str(s, "allows", c->allows);
		str(s, "without_cap", c->without_cap);
		str(s, "check_condition", c->check_condition);
		u64(s, "priority", c->priority);
		begin_arr(s, "alternatives", "capability");
		for (uint32_t j = 0; j < c->alternative_count; j++)
			i64(s, NULL, c->alternative[j]);
		s->ops->end_arr(s);
		s->ops->end_obj(s);
	}
	s->ops->end_arr(s);
}

static void walk_constraints(struct kapi_sink *s,
			     const struct kernel_api_spec *spec)
{
	begin_arr(s, "constraints", "constraint");
	for (uint32_t i = 0; i < spec->constraint_count; i++) {
		const struct kapi_constraint_spec *c = &spec->constraints[i];

		s->ops->begin_obj(s, NULL);
		str(s, "name", c->name);
		str(s, "description", c->description);
		str(s, "expression", c->expression);
		s->ops->end_obj(s);
	}
	s->ops->end_arr(s);
}

static void walk_signals(struct kapi_sink *s, const struct kernel_api_spec *spec)
{
	begin_arr(s, "signals", "signal");
	for (uint32_t i = 0; i < spec->signal_count; i++) {
		const struct kapi_signal_spec *g = &spec->signals[i];

		s->ops->begin_obj(s, NULL);
		i64(s, "signal_num", g->signal_num);
		str(s, "signal_name", g->signal_name);
		flags(s, "direction", g->direction, KAPI_NAMES_SIGNAL_DIRECTION);
		name(s, "action", KAPI_NAMES_SIGNAL_ACTION, g->action);
		str(s, "target", g->target);
		str(s, "condition", g->condition);
		str(s, "description", g->description);
		boolean(s, "restartable", g->restartable);
		F(s, "sa_flags_required", .kind = KAPI_V_HEX, .u = g->sa_flags_required);
		F(s, "sa_flags_forbidden", .kind = KAPI_V_HEX,
		  .u = g->sa_flags_forbidden);
		i64(s, "error_on_signal", g->error_on_signal);
		i64(s, "transform_to", g->transform_to);
		str(s, "timing", g->timing);
		u64(s, "priority", g->priority);
		boolean(s, "interruptible", g->interruptible);
		str(s, "queue_behavior", g->queue_behavior);
		flags(s, "state_required", g->state_required,
		      KAPI_NAMES_SIGNAL_STATE);
		flags(s, "state_forbidden", g->state_forbidden,
		      KAPI_NAMES_SIGNAL_STATE);
		s->ops->end_obj(s);
	}
	s->ops->end_arr(s);
}

static void walk_signal_masks(struct kapi_sink *s,
			      const struct kernel_api_spec *spec)
{
	begin_arr(s, "signal_masks", "signal_mask");
	for (uint32_t i = 0; i < spec->signal_mask_count; i++) {
		const struct kapi_signal_mask_spec *m = &spec->signal_masks[i];

		s->ops->begin_obj(s, NULL);
		str(s, "name", m->mask_name);
		str(s, "description", m->description);
		begin_arr(s, "signals", "signal");
		for (uint32_t j = 0; j < m->signal_count; j++)
			i64(s, NULL, m->signals[j]);
		s->ops->end_arr(s);
		s->ops->end_obj(s);
	}
	s->ops->end_arr(s);
}

static void walk_effects(struct kapi_sink *s, const struct kernel_api_spec *spec)
{
	begin_arr(s, "side_effects", "side_effect");
	for (uint32_t i = 0; i < spec->side_effect_count; i++) {
		const struct kapi_side_effect *e = &spec->side_effects[i];

		s->ops->begin_obj(s, NULL);
		flags(s, "type", e->type, KAPI_NAMES_EFFECT);
		str(s, "target", e->target);
		str(s, "condition", e->condition);
		str(s, "description", e->description);
		boolean(s, "reversible", e->reversible);
		s->ops->end_obj(s);
	}
	s->ops->end_arr(s);
}

static void walk_transitions(struct kapi_sink *s,
			     const struct kernel_api_spec *spec)
{
	begin_arr(s, "state_transitions", "state_transition");
	for (uint32_t i = 0; i < spec->state_trans_count; i++) {
		const struct kapi_state_transition *t = &spec->state_transitions[i];

		s->ops->begin_obj(s, NULL);
		str(s, "object", t->object);
		str(s, "from_state", t->from_state);
		str(s, "to_state", t->to_state);
		str(s, "condition", t->condition);
		str(s, "description", t->description);
		s->ops->end_obj(s);
	}
	s->ops->end_arr(s);
}

static void walk_field(struct kapi_sink *s, const struct kapi_struct_field *f)
{
	s->ops->begin_obj(s, NULL);
	str(s, "name", f->name);
	str(s, "type", f->type_name);
	name(s, "type_class", KAPI_NAMES_PARAM_TYPE, f->type);
	F(s, "offset", .kind = KAPI_V_UINT, .u = f->offset, .keep = true);
	u64(s, "size", f->size);
	flags(s, "flags", f->flags, KAPI_NAMES_PARAM_FLAGS);
	name(s, "constraint_type", KAPI_NAMES_CONSTRAINT, f->constraint_type);
	opt_str(s, "constraint_expr", f->constraint_expr);
	range(s, f->constraint_type, f->min_value, f->max_value);
	F(s, "valid_mask", .kind = KAPI_V_HEX, .u = f->valid_mask);
	begin_arr(s, "enum_values", "value");
	for (uint32_t i = 0; i < f->enum_count; i++)
		F(s, NULL, .kind = KAPI_V_INT, .i = f->enum_values[i], .keep = true);
	s->ops->end_arr(s);
	str(s, "description", f->description);
	s->ops->end_obj(s);
}

static void walk_structs(struct kapi_sink *s, const struct kernel_api_spec *spec)
{
	begin_arr(s, "struct_specs", "struct_spec");
	for (uint32_t i = 0; i < spec->struct_spec_count; i++) {
		const struct kapi_struct_spec *st = &spec->struct_specs[i];

		s->ops->begin_obj(s, NULL);
		str(s, "name", st->name);
		u64(s, "size", st->size);
		u64(s, "alignment", st->alignment);
		str(s, "description", st->description);
		begin_arr(s, "fields", "field");
		for (uint32_t j = 0; j < st->field_count; j++)
			walk_field(s, &st->fields[j]);
		s->ops->end_arr(s);
		s->ops->end_obj(s);
	}
	s->ops->end_arr(s);
}

static void walk_net(struct kapi_sink *s, const struct kapi_net_spec *n)
{
	s->ops->begin_obj(s, "network");
	if (n->socket_state) {
		const struct kapi_socket_state_spec *st = n->socket_state;

		s->ops->begin_obj(s, "socket_state");
		begin_arr(s, "required_states", "state");
		for (uint32_t i = 0; i < st->required_state_count; i++)
			name(s, NULL, KAPI_NAMES_SOCKET_STATE, st->required_states[i]);
		s->ops->end_arr(s);
		begin_arr(s, "forbidden_states", "state");
		for (uint32_t i = 0; i < st->forbidden_state_count; i++)
			name(s, NULL, KAPI_NAMES_SOCKET_STATE, st->forbidden_states[i]);
		s->ops->end_arr(s);
		name(s, "resulting_state", KAPI_NAMES_SOCKET_STATE,
		     st->resulting_state);
		str(s, "condition", st->state_condition);
		flags(s, "protocols", st->applicable_protocols,
		      KAPI_NAMES_PROTOCOL);
		s->ops->end_obj(s);
	}
	begin_arr(s, "protocol_behaviors", "protocol_behavior");
	for (uint32_t i = 0; i < n->protocol_behavior_count; i++) {
		const struct kapi_protocol_behavior *b = &n->protocol_behaviors[i];

		s->ops->begin_obj(s, NULL);
		flags(s, "protocols", b->applicable_protocols,
		      KAPI_NAMES_PROTOCOL);
		str(s, "behavior", b->behavior);
		i64(s, "protocol_flags", b->protocol_flags);
		str(s, "flag_description", b->flag_description);
		s->ops->end_obj(s);
	}
	s->ops->end_arr(s);
	begin_arr(s, "addr_families", "addr_family");
	for (uint32_t i = 0; i < n->addr_family_count; i++) {
		const struct kapi_addr_family_spec *a = &n->addr_families[i];

		s->ops->begin_obj(s, NULL);
		F(s, "family", .kind = KAPI_V_INT, .i = a->family, .keep = true);
		str(s, "family_name", a->family_name);
		u64(s, "addr_struct_size", a->addr_struct_size);
		u64(s, "min_addr_len", a->min_addr_len);
		u64(s, "max_addr_len", a->max_addr_len);
		str(s, "addr_format", a->addr_format);
		boolean(s, "supports_wildcard", a->supports_wildcard);
		boolean(s, "supports_multicast", a->supports_multicast);
		boolean(s, "supports_broadcast", a->supports_broadcast);
		str(s, "special_addresses", a->special_addresses);
		u64(s, "port_range_min", a->port_range_min);
		u64(s, "port_range_max", a->port_range_max);
		s->ops->end_obj(s);
	}
	s->ops->end_arr(s);
	if (n->buffer_spec) {
		const struct kapi_buffer_spec *b = n->buffer_spec;

		s->ops->begin_obj(s, "buffer_spec");
		flags(s, "behaviors", b->buffer_behaviors, KAPI_NAMES_BUFFER);
		u64(s, "min_buffer_size", b->min_buffer_size);
		u64(s, "max_buffer_size", b->max_buffer_size);
		u64(s, "optimal_buffer_size", b->optimal_buffer_size);
		str(s, "fragmentation_rules", b->fragmentation_rules);
		boolean(s, "can_partial_transfer", b->can_partial_transfer);
		str(s, "partial_transfer_rules", b->partial_transfer_rules);
		s->ops->end_obj(s);
	}
	if (n->async_spec) {
		const struct kapi_async_spec *a = n->async_spec;

		s->ops->begin_obj(s, "async_spec");
		flags(s, "supported_modes", a->supported_modes, KAPI_NAMES_ASYNC);
		i64(s, "nonblock_errno", a->nonblock_errno);
		F(s, "poll_events_in", .kind = KAPI_V_HEX, .u = a->poll_events_in);
		F(s, "poll_events_out", .kind = KAPI_V_HEX, .u = a->poll_events_out);
		str(s, "completion_condition", a->completion_condition);
		boolean(s, "supports_timeout", a->supports_timeout);
		str(s, "timeout_behavior", a->timeout_behavior);
		s->ops->end_obj(s);
	}
	boolean(s, "is_connection_oriented", n->is_connection_oriented);
	boolean(s, "is_message_oriented", n->is_message_oriented);
	boolean(s, "supports_oob_data", n->supports_oob_data);
	boolean(s, "supports_peek", n->supports_peek);
	boolean(s, "supports_select_poll", n->supports_select_poll);
	boolean(s, "is_reentrant", n->is_reentrant);
	opt_str(s, "connection_establishment", n->connection_establishment);
	opt_str(s, "connection_termination", n->connection_termination);
	opt_str(s, "data_transfer_semantics", n->data_transfer_semantics);
	s->ops->end_obj(s);
}

void kapi__walk_spec(struct kapi_sink *s, const struct kernel_api_spec *spec)
{
	s->ops->begin_obj(s, NULL);
	str(s, "name", spec->name);
	name(s, "api_type", KAPI_NAMES_API_TYPE, spec->api_type);
	u64(s, "version", spec->version);
	str(s, "description", spec->description);
	str(s, "long_description", spec->long_description);
	flags(s, "context_flags", spec->context_flags, KAPI_NAMES_CONTEXT);
	if (spec->api_type == KAPI_API_IOCTL) {
		F(s, "cmd", .kind = KAPI_V_HEX, .u = spec->cmd);
		str(s, "cmd_name", spec->cmd_name);
		u64(s, "input_size", spec->input_size);
		u64(s, "output_size", spec->output_size);
		opt_str(s, "file_ops_name", spec->file_ops_name);
	}
	if (spec->api_type == KAPI_API_SYSFS) {
		opt_str(s, "subsystem", spec->subsystem);
		opt_str(s, "device_type", spec->device_type);
	}
	str(s, "since_version", spec->since_version);
	boolean(s, "deprecated", spec->deprecated);
	opt_bool(s, "generated", spec->generated);
	str(s, "replacement", spec->replacement);

	begin_arr(s, "parameters", "parameter");
	for (uint32_t i = 0; i < spec->param_count; i++)
		walk_param(s, &spec->params[i]);
	s->ops->end_arr(s);
	walk_return(s, &spec->return_spec);
	walk_errors(s, spec);
	walk_locks(s, spec);
	walk_caps(s, spec);
	walk_constraints(s, spec);
	walk_signals(s, spec);
	walk_signal_masks(s, spec);
	walk_effects(s, spec);
	walk_transitions(s, spec);
	walk_structs(s, spec);
	if (spec->net)
		walk_net(s, spec->net);
	str(s, "examples", spec->examples);
	str(s, "notes", spec->notes);
	s->ops->end_obj(s);
}

void kapi__sink_push(struct kapi_sink *s, const char *key, bool is_arr,
		     const char *item)
{
	if (s->depth + 1 < KAPI_SINK_MAX_DEPTH) {
		s->depth++;
		s->count[s->depth] = 0;
		s->is_arr[s->depth] = is_arr;
		s->item[s->depth] = item;
		s->key[s->depth] = key;
	}
}

void kapi__sink_pop(struct kapi_sink *s)
{
	if (s->depth > 0)
		s->depth--;
	s->count[s->depth]++;
}

// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/* Public emitter entry points: pick a sink, run the walk. */
#include <errno.h>
#include <string.h>

#include "emit/emit.h"
#include "emit/emit_direct.h"

static const char *const format_names[KAPI_FORMAT__COUNT] = {
	[KAPI_FORMAT_PLAIN] = "plain",
	[KAPI_FORMAT_JSON] = "json",
	[KAPI_FORMAT_XML] = "xml",
	[KAPI_FORMAT_RST] = "rst",
	[KAPI_FORMAT_MAN] = "man",
	[KAPI_FORMAT_SYZLANG] = "syzlang",
	[KAPI_FORMAT_SECCOMP] = "seccomp",
};

static const struct kapi_sink_ops *const format_ops[KAPI_FORMAT__COUNT] = {
	[KAPI_FORMAT_PLAIN] = &kapi__text_ops,
	[KAPI_FORMAT_JSON] = &kapi__json_ops,
	[KAPI_FORMAT_XML] = &kapi__xml_ops,
	[KAPI_FORMAT_RST] = &kapi__rst_ops,
};

/* Formats that are documents of their own shape, not walk renderings. */
static const kapi_direct_emit_fn direct_emitters[KAPI_FORMAT__COUNT] = {
	[KAPI_FORMAT_MAN] = kapi__emit_man,
	[KAPI_FORMAT_SYZLANG] = kapi__emit_syzlang,
	[KAPI_FORMAT_SECCOMP] = kapi__emit_seccomp,
};

const char *kapi_format__name(enum kapi_format fmt)
{
	if ((unsigned int)fmt >= KAPI_FORMAT__COUNT)
		return NULL;
	return format_names[fmt];
}

int kapi_format__parse(const char *name, enum kapi_format *fmt)
{
	for (int i = 0; i < KAPI_FORMAT__COUNT; i++) {
		if (!strcmp(name, format_names[i])) {
			*fmt = (enum kapi_format)i;
			return 0;
		}
	}
	if (!strcmp(name, "text")) {
		*fmt = KAPI_FORMAT_PLAIN;
		return 0;
	}
	return -EINVAL;
}

static int emit(const struct kernel_api_spec *const *specs, size_t count,
		bool many, enum kapi_format fmt,
		const struct kapi_emit_opts *opts, kapi_write_fn write,
		void *ctx)
{
	struct kapi_out out = { .write = write, .ctx = ctx };
	struct kapi_emit_opts o;
	struct kapi_sink s;

	if ((unsigned int)fmt >= KAPI_FORMAT__COUNT || !write ||
	    kapi__opts_copy(&o, sizeof(o), opts))
		return -EINVAL;
	if (direct_emitters[fmt]) {
		int err = direct_emitters[fmt](&out, specs, count, opts);

		return err ? err : out.err;
	}
	memset(&s, 0, sizeof(s));
	s.ops = format_ops[fmt];
	s.out = &out;
	s.pretty = fmt != KAPI_FORMAT_JSON || o.pretty;
	kapi__strbuf_init(&s.scratch);
	if (fmt == KAPI_FORMAT_JSON) {
		s.json = kapi_json__new(write, ctx, s.pretty);
		if (!s.json)
			return -ENOMEM;
		s.compat = o.compat;
	}
	s.ops->begin_doc(&s, many);
	for (size_t i = 0; i < count && !out.err; i++)
		kapi__walk_spec(&s, specs[i]);
	s.ops->end_doc(&s, many);
	if (s.json) {
		int err = kapi_json__free(s.json);

		if (err && !out.err)
			out.err = err;
	}
	if (s.scratch.failed && !out.err)
		out.err = -ENOMEM;
	kapi__strbuf_free(&s.scratch);
	return out.err;
}

int kapi_emit__spec(const struct kernel_api_spec *spec, enum kapi_format fmt,
		    const struct kapi_emit_opts *opts, kapi_write_fn write,
		    void *ctx)
{
	if (!spec)
		return -EINVAL;
	return emit(&spec, 1, false, fmt, opts, write, ctx);
}

int kapi_emit__specs(const struct kernel_api_spec *const *specs, size_t count,
		     enum kapi_format fmt, const struct kapi_emit_opts *opts,
		     kapi_write_fn write, void *ctx)
{
	if (!specs && count)
		return -EINVAL;
	return emit(specs, count, true, fmt, opts, write, ctx);
}

size_t kapi_spec__footprint(const struct kernel_api_spec *spec)
{
	size_t n = sizeof(*spec);

	n += spec->param_count * sizeof(*spec->params);
	for (uint32_t i = 0; i < spec->param_count; i++)
		n += spec->params[i].enum_count * sizeof(int64_t) +
		     spec->params[i].allowed_string_count * sizeof(char *);
	n += spec->return_spec.error_count * sizeof(int64_t);
	n += spec->error_count * sizeof(*spec->errors);
	n += spec->fd_op_count * sizeof(*spec->fd_ops);
	n += spec->lock_count * sizeof(*spec->locks);
	n += spec->constraint_count * sizeof(*spec->constraints);
	n += spec->signal_count * sizeof(*spec->signals);
	n += spec->signal_mask_count * sizeof(*spec->signal_masks);
	for (uint32_t i = 0; i < spec->signal_mask_count; i++)
		n += spec->signal_masks[i].signal_count * sizeof(int32_t);
	n += spec->struct_spec_count * sizeof(*spec->struct_specs);
	for (uint32_t i = 0; i < spec->struct_spec_count; i++) {
		const struct kapi_struct_spec *st = &spec->struct_specs[i];

		n += st->field_count * sizeof(*st->fields);
		for (uint32_t j = 0; j < st->field_count; j++)
			n += st->fields[j].enum_count * sizeof(int64_t);
	}
	n += spec->side_effect_count * sizeof(*spec->side_effects);
	n += spec->state_trans_count * sizeof(*spec->state_transitions);
	n += spec->capability_count * sizeof(*spec->capabilities);
	for (uint32_t i = 0; i < spec->capability_count; i++)
		n += spec->capabilities[i].alternative_count * sizeof(int32_t);
	if (spec->net) {
		const struct kapi_net_spec *net = spec->net;

		n += sizeof(*net);
		n += net->protocol_behavior_count * sizeof(*net->protocol_behaviors);
		n += net->addr_family_count * sizeof(*net->addr_families);
		if (net->socket_state)
			n += sizeof(*net->socket_state) +
			     net->socket_state->required_state_count +
			     net->socket_state->forbidden_state_count;
		if (net->buffer_spec)
			n += sizeof(*net->buffer_spec);
		if (net->async_spec)
			n += sizeof(*net->async_spec);
	}
	return n;
}

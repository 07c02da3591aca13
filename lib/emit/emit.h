/* SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause */
/* The emit stage: the model walk and the sinks it drives. */
#ifndef KAPI_LIB_EMIT_H
#define KAPI_LIB_EMIT_H

#include "model/model.h"

/*
 * The model walk.  Every emitter is a sink: the walk visits a spec once, in
 * a fixed order with upstream's field names, and the sink renders what it
 * is shown.
 */
enum kapi_value_kind {
	KAPI_V_STR,
	KAPI_V_INT,
	KAPI_V_UINT,
	KAPI_V_HEX,		/* JSON: "0x.." string, like upstream */
	KAPI_V_OCTAL,		/* file modes: "0644" */
	KAPI_V_BOOL,
	KAPI_V_FLAGS,		/* hex in JSON/XML, names in text */
};

struct kapi_value {
	enum kapi_value_kind kind;
	const char *s;
	int64_t i;
	uint64_t u;
	bool b;
	enum kapi_name_table names;	/* for KAPI_V_FLAGS */
	bool optional;			/* omitted everywhere when empty */
	bool keep;			/* shown by text/rst even when 0 */
};

struct kapi_sink;

struct kapi_sink_ops {
	void (*begin_doc)(struct kapi_sink *s, bool many);
	void (*end_doc)(struct kapi_sink *s, bool many);
	/* key is NULL for array elements */
	void (*begin_obj)(struct kapi_sink *s, const char *key);
	void (*end_obj)(struct kapi_sink *s);
	void (*begin_arr)(struct kapi_sink *s, const char *key, const char *item);
	void (*end_arr)(struct kapi_sink *s);
	void (*field)(struct kapi_sink *s, const char *key,
		      const struct kapi_value *v);
};

#define KAPI_SINK_MAX_DEPTH 16

struct kapi_sink {
	const struct kapi_sink_ops *ops;
	struct kapi_out *out;
	bool pretty;
	int depth;
	/* per depth: elements emitted so far, and whether it is an array */
	int count[KAPI_SINK_MAX_DEPTH];
	bool is_arr[KAPI_SINK_MAX_DEPTH];
	const char *item[KAPI_SINK_MAX_DEPTH];
	const char *key[KAPI_SINK_MAX_DEPTH];
	/* human formats: indentation, lazily printed headers, inline lists */
	int base[KAPI_SINK_MAX_DEPTH];
	bool opened[KAPI_SINK_MAX_DEPTH];
	bool in_item[KAPI_SINK_MAX_DEPTH];
	int dash_col;			/* -1: no list marker pending */
	struct kapi_strbuf scratch;
	int spec_index;
	struct kapi_json *json;		/* the JSON sink's writer */
	int compat;			/* JSON: enum kapi_compat */
};

/* Human formats: whether to skip a value, and its display text. */
bool kapi__human_skip(const struct kapi_value *v);
void kapi__human_value(const struct kapi_value *v, struct kapi_strbuf *sb);
void kapi__human_line_start(struct kapi_sink *s);
void kapi__human_begin_arr(struct kapi_sink *s, const char *key,
			   const char *item);
/* Collects an array's scalar element (key NULL); false for keyed fields. */
bool kapi__human_collect(struct kapi_sink *s, const char *key,
			 const struct kapi_value *v);

extern const struct kapi_sink_ops kapi__json_ops;
extern const struct kapi_sink_ops kapi__xml_ops;
extern const struct kapi_sink_ops kapi__text_ops;
extern const struct kapi_sink_ops kapi__rst_ops;

/*
 * JSON in upstream's numbering: shows field f of item the way upstream
 * numbers it, or leaves it out; false when the walk should show it as ours.
 */
bool kapi__json_upstream_field(struct kapi_sink *s, enum kapi_kind kind,
			       const void *item, const struct kapi_field *f);

void kapi__walk_spec(struct kapi_sink *s, const struct kernel_api_spec *spec);
/* Whether a value is empty (and so skipped when optional). */
bool kapi__value_empty(const struct kapi_value *v);

/* sink bookkeeping: call on entering and leaving a container */
void kapi__sink_push(struct kapi_sink *s, const char *key, bool is_arr,
		     const char *item);
void kapi__sink_pop(struct kapi_sink *s);

#endif /* KAPI_LIB_EMIT_H */

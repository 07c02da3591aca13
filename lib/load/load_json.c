// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * JSON loader: our own export, the kernel's kapi_export_json() objects and
 * the upstream tool's {"api_details": {...}} all use the same field names,
 * so one table (fields.c) maps every key onto the model.  Enum and flag
 * fields take a number, a "0x.." string, a name, "A|B" or an array of names.
 */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <json-c/json.h>

#include "load/load.h"

#define JSON_MAX_DEPTH 32

struct jl {
	struct kapi_loader *l;
	struct kapi_build *b;
	int compat;		/* enum kapi_compat of the spec being read */
	int asked;		/* the option: AUTO detects per spec */
};

/* What one spec object shows of the numbering it was written in. */
struct numbering_signs {
	const char *upstream;	/* a key holding a bare enum number */
	const char *native;	/* a key or value only kapi writes */
};

/*
 * The keys upstream's own tool (tools/kapi, {"api_details": ...}) spells
 * differently from the kernel's kapi_export_json(); NULL: a key with
 * nothing to keep (a position, a count).
 */
static const struct {
	enum kapi_kind kind;
	const char *key, *as;
} tool_keys[] = {
	{ KAPI_K_PARAM, "param_type", "type_class" },
	{ KAPI_K_PARAM, "type_name", "type" },
	{ KAPI_K_PARAM, "constraint", "constraint_desc" },
	{ KAPI_K_PARAM, "index", NULL },
	{ KAPI_K_RETURN, "return_type", "type_class" },
	{ KAPI_K_RETURN, "type_name", "type" },
	{ KAPI_K_ERROR, "error_code", "code" },
	{ KAPI_K_LOCK, "lock_name", "name" },
	{ KAPI_K_LOCK, "lock_type", "type" },
	{ KAPI_K_SIGNAL, "queue", "queue_behavior" },
	{ KAPI_K_SIGNAL, "sa_flags", NULL },
	{ KAPI_K_EFFECT, "effect_type", "type" },
	{ KAPI_K_FIELD, "field_type", "type_class" },
	{ KAPI_K_FIELD, "type_name", "type" },
	{ KAPI_K_STRUCT, "field_count", NULL },
};

/* The field a key names; NULL with *skip set for a key to pass over. */
static const struct kapi_field *field_of(enum kapi_kind kind, const char *key,
					 bool *skip)
{
	const struct kapi_field *f = kapi__field_by_json(kind, key);

	*skip = false;
	for (size_t i = 0; !f && i < sizeof(tool_keys) / sizeof(tool_keys[0]);
	     i++) {
		if (tool_keys[i].kind != kind || strcmp(tool_keys[i].key, key))
			continue;
		if (!tool_keys[i].as)
			*skip = true;
		else
			f = kapi__field_by_json(kind, tool_keys[i].as);
	}
	return f;
}

static bool is_size_param(const struct kapi_field *f)
{
	return f->c_name && !strcmp(f->c_name, "size_param_idx");
}

/*
 * A bare number in upstream's numbering, as ours.  Names need no mapping;
 * only the values where the two enums differ move.
 */
static int64_t from_upstream(enum kapi_kind kind, const struct kapi_field *f,
			     int64_t x)
{
	(void)kind;
	if (f->names == KAPI_NAMES_CONSTRAINT) {
		if (x == 11)		/* KAPI_CONSTRAINT_BUFFER */
			return KAPI_CONSTRAINT_USER_PTR;
		if (x == 12)
			return KAPI_CONSTRAINT_CUSTOM;
	} else if (f->names == KAPI_NAMES_PARAM_TYPE) {
		if (x == 12)
			return KAPI_TYPE_CUSTOM;
	} else if (f->names == KAPI_NAMES_PARAM_FLAGS) {
		/*
		 * upstream's INOUT is IN|OUT; ours is a bit of its own, which
		 * our specs set alone (and the export writes as IN|OUT)
		 */
		if ((x & (KAPI_PARAM_IN | KAPI_PARAM_OUT)) ==
		    (KAPI_PARAM_IN | KAPI_PARAM_OUT))
			x = (x & ~(int64_t)(KAPI_PARAM_IN | KAPI_PARAM_OUT)) |
			    KAPI_PARAM_INOUT;
	} else if (is_size_param(f)) {
		return x > 0 ? x - 1 : -1;	/* 1-based, 0: none */
	}
	return x;
}

static bool is_number(json_object *v)
{
	const char *s;
	char *end;

	if (json_object_is_type(v, json_type_int))
		return true;
	if (!json_object_is_type(v, json_type_string))
		return false;
	s = json_object_get_string(v);
	strtoll(s, &end, 0);
	return *s && !*end;
}

/* Upstream's locks say only their scope; ours also keep the booleans. */
static void lock_from_scope(struct kapi_lock_spec *k)
{
	k->acquired = k->scope == KAPI_LOCK_INTERNAL ||
		      k->scope == KAPI_LOCK_ACQUIRES;
	k->released = k->scope == KAPI_LOCK_INTERNAL ||
		      k->scope == KAPI_LOCK_RELEASES;
	k->held_on_entry = k->scope == KAPI_LOCK_RELEASES ||
			   k->scope == KAPI_LOCK_CALLER_HELD;
	k->held_on_exit = k->scope == KAPI_LOCK_ACQUIRES ||
			  k->scope == KAPI_LOCK_CALLER_HELD;
}

/*
 * The names the kernel's kapi_export_json() spells differently from ours;
 * they mean one thing whatever the numbering, so they are always read.
 */
static const struct {
	int names;
	const char *name;
	uint32_t value;
} upstream_names[] = {
	{ KAPI_NAMES_PARAM_TYPE, "pointer", KAPI_TYPE_PTR },
	{ KAPI_NAMES_PARAM_TYPE, "function_pointer", KAPI_TYPE_FUNC_PTR },
	{ KAPI_NAMES_RETURN_CHECK, "file_descriptor", KAPI_RETURN_FD },
	{ KAPI_NAMES_CONSTRAINT, "buffer", KAPI_CONSTRAINT_USER_PTR },
};

static bool name_value(int names, const char *tok, uint32_t *v)
{
	if (!kapi_name__value((enum kapi_name_table)names, tok, v))
		return true;
	for (size_t i = 0; i < sizeof(upstream_names) / sizeof(upstream_names[0]);
	     i++) {
		if (upstream_names[i].names == names &&
		    !strcmp(upstream_names[i].name, tok)) {
			*v = upstream_names[i].value;
			return true;
		}
	}
	return false;
}

/* A number, or names from a table joined by '|', ',' or spaces. */
static bool parse_text_int(const char *s, int names, int64_t *out)
{
	char *end;
	int64_t acc = 0;
	char tok[128];

	errno = 0;
	if (*s) {
		long long v = strtoll(s, &end, 0);

		if (!*end && !errno) {
			*out = v;
			return true;
		}
		unsigned long long u;

		/* past INT64_MAX strtoll set ERANGE: a 64-bit mask is fine */
		errno = 0;
		u = strtoull(s, &end, 0);

		if (!*end && !errno && s[0] != '-') {
			*out = (int64_t)u;
			return true;
		}
	}
	if (names < 0)
		return false;
	while (*s) {
		size_t n = strcspn(s, "|, \t");
		uint32_t v;

		if (n && n < sizeof(tok)) {
			memcpy(tok, s, n);
			tok[n] = '\0';
			if (!name_value(names, tok, &v))
				return false;
			acc |= v;
		} else if (n) {
			return false;
		}
		s += n;
		s += strspn(s, "|, \t");
	}
	*out = acc;
	return true;
}

static bool json_int(struct jl *j, json_object *v, int names, int64_t *out)
{
	switch (json_object_get_type(v)) {
	case json_type_int:
		*out = json_object_get_int64(v);
		if (*out == INT64_MAX)
			*out = (int64_t)json_object_get_uint64(v);
		return true;
	case json_type_boolean:
		*out = json_object_get_boolean(v);
		return true;
	case json_type_double:
		*out = (int64_t)json_object_get_double(v);
		return true;
	case json_type_string:
		return parse_text_int(json_object_get_string(v), names, out);
	case json_type_array: {
		int64_t acc = 0, x;

		for (size_t i = 0; i < json_object_array_length(v); i++) {
			if (!json_int(j, json_object_array_get_idx(v, i), names,
				      &x))
				return false;
			acc |= x;
		}
		*out = acc;
		return true;
	}
	case json_type_null:
		*out = 0;
		return true;
	default:
		return false;
	}
}

/*
 * Whether the JSON number v fits the field's integer type: a double past
 * it (1e400 is infinite, 1e26 is past 64 bits) or a negative number in an
 * unsigned field would wrap into something else entirely.
 */
static bool fits(const struct kapi_field *f, json_object *v, int64_t x)
{
	int bits = f->size * 8;
	double d, lo, hi;

	if (f->type == KAPI_F_BOOL || bits < 8 || bits > 64)
		return true;
	lo = f->is_signed ? -ldexp(1, bits - 1) : 0;
	hi = ldexp(1, f->is_signed ? bits - 1 : bits);
	switch (json_object_get_type(v)) {
	case json_type_double:
		d = json_object_get_double(v);
		return isfinite(d) && d >= lo && d < hi;
	case json_type_int:
		if (!f->is_signed && json_object_get_int64(v) < 0)
			return false;
		if (bits == 64)
			return true;	/* json-c's own range is 64 bits */
		return (double)x >= lo && (double)x < hi;
	default:
		return true;	/* names and strings are checked as such */
	}
}

/* A number that does not fit its field is refused, naming both. */
static bool out_of_range(struct jl *j, enum kapi_kind kind,
			 const struct kapi_field *f, json_object *v, int64_t x)
{
	const char *why = NULL;
	char msg[128];

	if (!fits(f, v, x))
		why = f->is_signed ? "does not fit a signed %d-bit field" :
				     "does not fit an unsigned %d-bit field";
	else if (is_size_param(f) && (x < -1 || x >= KAPI_MAX_PARAMS))
		why = "is no parameter's index (-1, or 0 to 15)";
	if (!why)
		return false;
	snprintf(msg, sizeof(msg), why, f->size * 8);
	kapi__load_msg(j->l, KAPI_LOG_ERROR, 0, "%s field '%s': %s %s; refused",
		       kapi__kind_name(kind), f->json,
		       json_object_to_json_string_ext(v, JSON_C_TO_STRING_PLAIN),
		       msg);
	return true;
}

static void bad_value(struct jl *j, enum kapi_kind kind, const char *key)
{
	kapi__load_msg(j->l, KAPI_LOG_WARN, 0,
		       "%s field '%s' has a value of the wrong type, ignored",
		       kapi__kind_name(kind), key);
}

static void set_array(struct jl *j, void *item, enum kapi_kind kind,
		      const struct kapi_field *f, json_object *v)
{
	size_t n;
	char *arr;

	if (!json_object_is_type(v, json_type_array)) {
		bad_value(j, kind, f->json);
		return;
	}
	n = json_object_array_length(v);
	if (!n) {
		kapi__field_set_arr(item, f, NULL, 0);
		return;
	}
	arr = kapi__arena_alloc(j->l->arena, n * f->size);
	if (!arr)
		return;
	for (size_t i = 0; i < n; i++) {
		json_object *e = json_object_array_get_idx(v, i);

		if (f->type == KAPI_F_ARR_STR) {
			const char *s = json_object_is_type(e, json_type_string) ?
					json_object_get_string(e) : "";
			char *copy = kapi__load_strdup(j->l, s);

			memcpy(arr + i * sizeof(char *), &copy, sizeof(copy));
		} else {
			struct kapi_field elem = *f;
			int64_t x = 0;

			if (!json_int(j, e, f->names, &x))
				bad_value(j, kind, f->json);
			else if (out_of_range(j, kind, f, e, x))
				x = 0;
			elem.off = 0;
			elem.type = KAPI_F_INT;
			kapi__field_set_int(arr + i * f->size, &elem, x);
		}
	}
	kapi__field_set_arr(item, f, arr, (uint32_t)n);
}

static void fill(struct jl *j, enum kapi_kind kind, void *item,
		 json_object *obj);

static void child(struct jl *j, enum kapi_kind kind, json_object *v)
{
	if (kapi__kind_is_list(kind)) {
		if (!json_object_is_type(v, json_type_array)) {
			bad_value(j, kind, kapi__kind_name(kind));
			return;
		}
		for (size_t i = 0; i < json_object_array_length(v); i++) {
			json_object *e = json_object_array_get_idx(v, i);
			void *item;

			if (!json_object_is_type(e, json_type_object))
				continue;
			item = kapi__build_open(j->b, kind, -1, 0);
			if (item)
				fill(j, kind, item, e);
			kapi__build_close(j->b, kind);
		}
		return;
	}
	if (json_object_is_type(v, json_type_object))
		fill(j, kind, kapi__build_open(j->b, kind, -1, 0), v);
}

static void fill(struct jl *j, enum kapi_kind kind, void *item,
		 json_object *obj)
{
	if (!item)
		return;
	json_object_object_foreach(obj, key, v) {
		bool skip;
		const struct kapi_field *f = field_of(kind, key, &skip);
		int64_t x;

		if (skip)
			continue;
		if (!f) {
			kapi__load_msg(j->l, KAPI_LOG_WARN, 0,
				       "unknown %s field '%s' ignored",
				       kapi__kind_name(kind), key);
			continue;
		}
		switch (f->type) {
		case KAPI_F_STR:
			/* writers give a constraint without an expression
			 * as "" (ours, the kernel's): it has none */
			if (kind == KAPI_K_CONSTRAINT &&
			    !strcmp(f->json, "expression") &&
			    json_object_is_type(v, json_type_string) &&
			    !*json_object_get_string(v))
				break;
			if (json_object_is_type(v, json_type_string))
				kapi__field_set_str(item, f, kapi__load_strdup(
					j->l, json_object_get_string(v)));
			else if (!json_object_is_type(v, json_type_null))
				bad_value(j, kind, key);
			break;
		case KAPI_F_INT:
		case KAPI_F_BOOL:
			if (json_object_is_type(v, json_type_null) &&
			    is_size_param(f)) {
				/* the kernel's export: null is "none" */
				kapi__field_set_int(item, f, -1);
			} else if (json_int(j, v, f->names, &x)) {
				if (j->compat == KAPI_COMPAT_UPSTREAM &&
				    is_number(v))
					x = from_upstream(kind, f, x);
				if (!out_of_range(j, kind, f, v, x))
					kapi__field_set_int(item, f, x);
			} else if (json_object_is_type(v, json_type_string)) {
				kapi__load_msg(j->l, KAPI_LOG_WARN, 0,
					       "%s field '%s': unknown name in "
					       "'%s'; left unset",
					       kapi__kind_name(kind), key,
					       json_object_get_string(v));
			} else {
				bad_value(j, kind, key);
			}
			break;
		case KAPI_F_ARR_INT:
		case KAPI_F_ARR_STR:
			set_array(j, item, kind, f, v);
			break;
		case KAPI_F_CHILD:
			child(j, f->child, v);
			break;
		default:
			break;
		}
	}
	if (kind == KAPI_K_LOCK && j->compat == KAPI_COMPAT_UPSTREAM &&
	    json_object_object_get_ex(obj, "scope", NULL) &&
	    !json_object_object_get_ex(obj, "acquired", NULL))
		lock_from_scope(item);
}

/* Enum fields kapi writes as names and upstream's tool as numbers. */
static bool named_enum(const struct kapi_field *f)
{
	if (f->walk != KAPI_W_NAME)
		return false;
	switch (f->names) {
	case KAPI_NAMES_PARAM_TYPE:
	case KAPI_NAMES_CONSTRAINT:
	case KAPI_NAMES_RETURN_CHECK:
	case KAPI_NAMES_LOCK_TYPE:
	case KAPI_NAMES_LOCK_SCOPE:
	case KAPI_NAMES_SIGNAL_ACTION:
	case KAPI_NAMES_CAP_ACTION:
		return true;
	default:
		return false;
	}
}

static void find_signs(enum kapi_kind kind, json_object *obj,
		       struct numbering_signs *sg, int depth)
{
	if (depth > JSON_MAX_DEPTH || !json_object_is_type(obj, json_type_object))
		return;
	json_object_object_foreach(obj, key, v) {
		bool skip;
		const struct kapi_field *f = field_of(kind, key, &skip);
		int64_t x;

		if (!f)
			continue;
		if (f->type == KAPI_F_CHILD) {
			if (json_object_is_type(v, json_type_array)) {
				for (size_t i = 0; i < json_object_array_length(v); i++)
					find_signs(f->child,
						   json_object_array_get_idx(v, i),
						   sg, depth + 1);
			} else {
				find_signs(f->child, v, sg, depth + 1);
			}
			continue;
		}
		if (named_enum(f) && is_number(v) && !sg->upstream)
			sg->upstream = f->json;
		if (sg->native)
			continue;
		if (kind == KAPI_K_LOCK && f->type == KAPI_F_BOOL)
			sg->native = f->json;	/* upstream has the scope only */
		else if (is_size_param(f) &&
			 json_object_is_type(v, json_type_int) &&
			 json_object_get_int64(v) < 0)
			sg->native = "size_param_idx: -1";
		else if (f->names == KAPI_NAMES_PARAM_FLAGS && is_number(v) &&
			 json_int(NULL, v, -1, &x) && (x & KAPI_PARAM_INOUT))
			sg->native = "flags with KAPI_PARAM_INOUT's own bit";
	}
}

/*
 * --compat not given: a spec is read in upstream's numbering when it holds
 * a bare number where kapi always writes a name (type_class,
 * constraint_type, check_type, a lock's type or scope, an action) and
 * nothing only kapi writes (a lock's acquired/released/held flags, a
 * size_param_idx of -1, the INOUT flag bit 0x4).  Signs of both: read as
 * ours, with a warning.
 */
static int spec_numbering(struct jl *j, json_object *obj, const char *name)
{
	struct numbering_signs sg = { 0 };

	if (j->asked != KAPI_COMPAT_AUTO)
		return j->asked;
	find_signs(KAPI_K_SPEC, obj, &sg, 0);
	if (!sg.upstream)
		return KAPI_COMPAT_NATIVE;
	if (!sg.native)
		return KAPI_COMPAT_UPSTREAM;
	kapi__load_msg(j->l, KAPI_LOG_WARN, 0,
		       "%s: a bare number in '%s' is upstream's numbering but "
		       "'%s' is kapi's; read in kapi's (--compat upstream or "
		       "native decides)", name, sg.upstream, sg.native);
	return KAPI_COMPAT_NATIVE;
}

static int load_spec(struct jl *j, json_object *obj)
{
	json_object *name;

	if (!json_object_is_type(obj, json_type_object)) {
		kapi__load_msg(j->l, KAPI_LOG_ERROR, 0, "a spec is not an object");
		return 0;
	}
	if (json_object_object_get_ex(obj, "api_details", &name))
		return load_spec(j, name);
	if (!json_object_object_get_ex(obj, "name", &name) ||
	    !json_object_is_type(name, json_type_string)) {
		kapi__load_msg(j->l, KAPI_LOG_ERROR, 0, "a spec has no name");
		return 0;
	}
	j->compat = spec_numbering(j, obj, json_object_get_string(name));
	kapi__build_begin(j->b, kapi__load_strdup(j->l,
			  json_object_get_string(name)), KAPI_API_FUNCTION, 0);
	fill(j, KAPI_K_SPEC, kapi__build_cur(j->b, KAPI_K_SPEC), obj);
	return kapi__build_finish(j->b);
}

/*
 * What a document holds specs under: kapi's {"schema_version": N,
 * "specs": [...]}, {"specs"|"apis": [...]}, a bare array (0.1.0
 * pre-releases, upstream's lists) or one spec object.  NULL after an
 * error: a kapi document that is not a spec export.
 */
static json_object *top_level_list(struct jl *j, json_object *root)
{
	json_object *inner, *version;

	if (!json_object_is_type(root, json_type_object))
		return root;
	if (json_object_object_get_ex(root, "schema_version", &version)) {
		int64_t v = json_object_get_int64(version);

		if (!json_object_is_type(version, json_type_int) || v < 1) {
			kapi__load_msg(j->l, KAPI_LOG_ERROR, 0,
				       "schema_version is not a positive integer");
			return NULL;
		}
		if (!json_object_object_get_ex(root, "specs", &inner) ||
		    !json_object_is_type(inner, json_type_array)) {
			kapi__load_msg(j->l, KAPI_LOG_ERROR, 0,
				       "a kapi JSON document without a \"specs\" "
				       "array (not an export of specs)");
			return NULL;
		}
		if (v > KAPI_JSON_SCHEMA_VERSION)
			kapi__load_msg(j->l, KAPI_LOG_WARN, 0,
				       "schema_version %" PRId64 " is newer than "
				       "%d: fields this kapi does not know are "
				       "skipped", v, KAPI_JSON_SCHEMA_VERSION);
		return inner;
	}
	if ((json_object_object_get_ex(root, "specs", &inner) ||
	     json_object_object_get_ex(root, "apis", &inner)) &&
	    json_object_is_type(inner, json_type_array))
		return inner;
	return root;
}

int kapi__load_json(struct kapi_loader *l, const char *data, size_t len)
{
	struct json_tokener *tok;
	json_object *root, *list;
	struct jl j = { .l = l, .asked = l->opts ? l->opts->compat : 0 };
	int err = 0;

	if (len > INT32_MAX) {
		kapi__load_msg(l, KAPI_LOG_ERROR, 0, "JSON document too large");
		return -EFBIG;
	}
	tok = json_tokener_new_ex(JSON_MAX_DEPTH);
	if (!tok)
		return -ENOMEM;
	root = json_tokener_parse_ex(tok, data, (int)len);
	if (!root || json_tokener_get_error(tok) != json_tokener_success ||
	    tok->char_offset < (int)len) {
		size_t rest = tok->char_offset;

		while (root && rest < len && strchr(" \t\r\n", data[rest]))
			rest++;
		if (!root || rest < len ||
		    json_tokener_get_error(tok) != json_tokener_success) {
			kapi__load_msg(l, KAPI_LOG_ERROR, 0,
				       "not valid JSON at byte %zu: %s",
				       (size_t)tok->char_offset,
				       root ? "trailing data" :
				       json_tokener_error_desc(
					       json_tokener_get_error(tok)));
			json_object_put(root);
			json_tokener_free(tok);
			return -EINVAL;
		}
	}
	json_tokener_free(tok);
	j.b = kapi__build_new(l);
	if (!j.b) {
		json_object_put(root);
		return -ENOMEM;
	}
	list = top_level_list(&j, root);
	if (!list)
		err = -EINVAL;
	else if (json_object_is_type(list, json_type_array)) {
		for (size_t i = 0; !err && i < json_object_array_length(list);
		     i++)
			err = load_spec(&j, json_object_array_get_idx(list, i));
	} else {
		err = load_spec(&j, list);
	}
	kapi__build_free(j.b);
	json_object_put(root);
	return err;
}

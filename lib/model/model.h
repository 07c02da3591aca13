/* SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause */
/*
 * The model stage: the registry's private side and the table of the
 * model's fields by their C and JSON names, which loaders, fix-ups and the
 * walk share.
 */
#ifndef KAPI_LIB_MODEL_H
#define KAPI_LIB_MODEL_H

#include "base/base.h"

/* The registry's arena, created on first use. */
struct kapi_arena *kapi__registry_arena(struct kapi_registry *reg);
/* Whether reg holds the built-in specs and nothing else */
bool kapi__registry_only_builtin(const struct kapi_registry *reg);
/*
 * kapi_registry__set_arch(), or with errnos false only the flag and enum
 * constants: the errno values stay those the specs carry.
 */
int kapi__registry_retarget(struct kapi_registry *reg, enum kapi_arch arch,
			    bool errnos);
int kapi__registry_set_origin(struct kapi_registry *reg,
			      const struct kernel_api_spec *spec,
			      const char *origin);
/*
 * The specs as they stand, in no promised order: for a walk that needs
 * none, which kapi_registry__at() would sort by name first.
 */
const struct kernel_api_spec *const *
kapi__registry_specs(const struct kapi_registry *reg, size_t *count);
/* The spec of exactly this name, in constant time (no sys_ or cmd_name). */
const struct kernel_api_spec *
kapi__registry_find_exact(const struct kapi_registry *reg, const char *name);

/* kver.c: whether [since, until) holds release kver (0: any release) */
bool kapi__release_within(const char *since, const char *until, uint32_t kver);
/* Whether [s1, u1) and [s2, u2) share a release ("" or NULL: open). */
bool kapi__releases_overlap(const char *s1, const char *u1, const char *s2,
			    const char *u2);

/* fdkind.c: the operations of an fd kind (api_type fdtype) */
bool kapi__fd_op_in_kernel(const struct kapi_fd_op *op, uint32_t kver);
/* The row of an fd kind for syscall sc (no "sys_") on release kver. */
const struct kapi_fd_op *kapi__fd_op_find(const struct kernel_api_spec *kind,
					  const char *sc, uint32_t kver);
/* Whether two rows would both speak for one syscall on some release. */
bool kapi__fd_ops_clash(const struct kapi_fd_op *a, const struct kapi_fd_op *b);
/* Whether a row says the call succeeds (no errno). */
bool kapi__fd_op_succeeds(const struct kapi_fd_op *op);

/* ---- the items of a spec, as the builder and field table see them ---- */
/* Every kind and field is a row of model/vocab.def. */
enum kapi_kind {
#define KAPI_KIND(K, type, label, list, sel) KAPI_K_##K,
#include "model/vocab.def"
	KAPI_K__COUNT
};

/* Whether items of this kind form a list (params) or are single (return). */
bool kapi__kind_is_list(enum kapi_kind kind);
const char *kapi__kind_name(enum kapi_kind kind);
/* sizeof the struct an item of this kind is */
size_t kapi__kind_size(enum kapi_kind kind);

enum kapi_ftype {
	KAPI_F_STR,
	KAPI_F_INT,		/* of size bytes */
	KAPI_F_BOOL,
	KAPI_F_ARR_INT,		/* array of integers; count at count_off */
	KAPI_F_ARR_STR,		/* array of strings; count at count_off */
	KAPI_F_CHILD,		/* nested item(s) of kind child; how in walk */
	KAPI_F_COUNT,		/* C only: a declared count of child items */
	KAPI_F_FUNC,		/* a function pointer: never loaded */
};

/* How the emit walk shows a field (for arrays: each element). */
enum kapi_walk {
	KAPI_W_NONE,		/* not shown */
	KAPI_W_STR,		/* NULL shows as "" */
	KAPI_W_OPT_STR,		/* left out when empty */
	KAPI_W_INT,
	KAPI_W_OPT_INT,
	KAPI_W_KEEP_INT,	/* shown by text and rst even when 0 */
	KAPI_W_UINT,
	KAPI_W_KEEP_UINT,
	KAPI_W_HEX,
	KAPI_W_OPT_HEX,		/* left out when 0 */
	KAPI_W_OPT_OCTAL,
	KAPI_W_FLAGS,		/* a bit set spelled with names */
	KAPI_W_NAME,		/* a value spelled with names, else a number */
	KAPI_W_BOOL,
	KAPI_W_OPT_BOOL,
	KAPI_W_RANGE,		/* kept while constraint_type is a range or
				 * any RANGE field of the item is set */
	KAPI_W_EXACT,		/* kept while check_type is exact */
	/* children */
	KAPI_W_LIST,		/* array of items, count at count_off */
	KAPI_W_OPT_LIST,	/* the same, left out when empty */
	KAPI_W_ONE,		/* one item behind a pointer, if not NULL */
	KAPI_W_EMBED,		/* one item in place */
};

struct kapi_field {
	const char *c_name;	/* designated-initialiser (C member) name, or NULL */
	const char *json;	/* JSON key, NULL if none */
	uint16_t off;
	uint16_t count_off;
	uint8_t type;		/* enum kapi_ftype */
	uint8_t size;		/* integer or element size */
	int8_t names;		/* enum kapi_name_table, -1 for none */
	uint8_t child;		/* enum kapi_kind for CHILD and COUNT */
	uint8_t walk;		/* enum kapi_walk */
	bool is_signed;		/* the integer (or element) type is */
	int8_t api;		/* shown only for this api_type; -1: always */
	const char *item;	/* name of an array element (XML) */
};

const struct kapi_field *kapi__fields(enum kapi_kind kind, size_t *count);
const struct kapi_field *kapi__field_by_c(enum kapi_kind kind,
					  const char *name, size_t len);
const struct kapi_field *kapi__field_by_json(enum kapi_kind kind,
					     const char *name);
void kapi__field_set_int(void *item, const struct kapi_field *f, int64_t v);
/* An integer or bool field (or element i of an integer array field). */
int64_t kapi__field_get_int(const void *item, const struct kapi_field *f);
int64_t kapi__field_elem_int(const void *item, const struct kapi_field *f,
			     uint32_t i);
/* The count of an array or list field. */
uint32_t kapi__field_count(const void *item, const struct kapi_field *f);
/* Whether items a and b of a kind show the same in an export (equal.c). */
bool kapi__item_equal(enum kapi_kind kind, const void *a, const void *b);
void kapi__field_set_str(void *item, const struct kapi_field *f,
			 const char *s);
/* arr is already in the arena, elements of f->size bytes (or char *) */
void kapi__field_set_arr(void *item, const struct kapi_field *f,
			 const void *arr, uint32_t n);

/*
 * Flag and enum constants per architecture (arch_flags.c).  The family
 * whose constants arch uses (NULL: the generic values).
 */
const char *kapi__arch_flags_family(enum kapi_arch arch);
/* A range bound v of from, on to: another value when v is a limit of the
 * kernel's that differs there (TASK_SIZE_MAX), else v. */
int64_t kapi__arch_bound(enum kapi_arch from, enum kapi_arch to, int64_t v);
/* The SCMP_ARCH_* name of an OCI seccomp profile; NULL when it has none. */
const char *kapi__arch_oci(enum kapi_arch arch);
/*
 * The values of a mask's or an enum's source text ("A | B", or the enum
 * list "((const s64[]){ A, B | C })") with arch's constants: 0 with *n
 * values, -EINVAL when the text has more than names, numbers, | and ( ).
 */
int kapi__flags_eval(enum kapi_arch arch, const char *text, int64_t *vals,
		     size_t max, size_t *n);
/* The names in text whose value on arch is not the generic one, as
 * "NAME=0x.., ..." in buf; how many. */
size_t kapi__flags_moved(enum kapi_arch arch, const char *text, char *buf,
			 size_t len);
/*
 * text with each name whose value moves on arch written as that value (an
 * expression that keeps its meaning there); text itself when none moves,
 * NULL when out of memory.
 */
const char *kapi__flags_rewrite(struct kapi_arena *a, enum kapi_arch arch,
				const char *text);

/* Whether release kver (0: any) follows constraint i of spec. */
/* Whether any version fact of spec leaves something out on kver: when
 * none does, the spec is the same on kver (the quick test before the
 * per-parameter and per-rule ones) */
bool kapi__spec_facts_exclude(const struct kernel_api_spec *spec,
			       uint32_t kver);
bool kapi__constraint_in_kernel(const struct kernel_api_spec *spec,
				uint32_t i, uint32_t kver);

/* A count or last-value marker (__X_MAX, X_MAX, X_LAST): not a value. */
bool kapi__is_sentinel(const char *name, size_t len);

#endif /* KAPI_LIB_MODEL_H */

/* SPDX-License-Identifier: GPL-2.0 */
/*
 * What the loaders share: an arena the registry owns, a loader context for
 * messages and bookkeeping, a spec builder, and a table of the model's
 * fields by their C and JSON names.
 */
#ifndef KAPI_LIB_LOAD_H
#define KAPI_LIB_LOAD_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "internal.h"

/* ---- arena ---- */
struct kapi_arena;

struct kapi_arena *kapi__arena_new(void);
void kapi__arena_free(struct kapi_arena *a);
void *kapi__arena_alloc(struct kapi_arena *a, size_t size);	/* zeroed */
void *kapi__arena_dup(struct kapi_arena *a, const void *src, size_t size);
char *kapi__arena_strndup(struct kapi_arena *a, const char *s, size_t n);

/* The registry's arena, created on first use. */
struct kapi_arena *kapi__registry_arena(struct kapi_registry *reg);
int kapi__registry_set_origin(struct kapi_registry *reg,
			      const struct kernel_api_spec *spec,
			      const char *origin);

/*
 * Input limits (docs/kapi.rst): a file is mapped or read up to
 * KAPI_LOAD_MAX_FILE bytes; standard input and pipes are read into memory
 * up to KAPI_LOAD_MAX_STREAM bytes, each chunk within
 * KAPI_LOAD_IDLE_SECONDS.  Past a limit the load fails with -EFBIG.
 */
#define KAPI_LOAD_MAX_FILE	((size_t)1 << 30)
#define KAPI_LOAD_MAX_STREAM	((size_t)256 << 20)
#define KAPI_LOAD_IDLE_SECONDS	60

/* ---- loader context ---- */
struct kapi_loader {
	struct kapi_registry *reg;
	struct kapi_arena *arena;
	const struct kapi_load_opts *opts;
	struct kapi_load_stats stats;
	const char *file;		/* for messages */
	const char *root;		/* the path the load started at */
	int first_err;			/* negative errno of the first error */
	char *buf;			/* reused while a tree is read */
	enum kapi_source walk_src;	/* what a directory walk reads */
	size_t abi_skipped;		/* ABI What: paths with no sysfs file */
	size_t buf_cap;
};

__attribute__((format(printf, 4, 5)))
void kapi__load_msg(struct kapi_loader *l, enum kapi_log_level level,
		    unsigned int line, const char *fmt, ...);
/* The same with a code saying which lint rule the message is. */
__attribute__((format(printf, 5, 6)))
void kapi__load_note(struct kapi_loader *l, enum kapi_log_level level,
		     const char *code, unsigned int line, const char *fmt, ...);
/* Adds a finished spec, skipping (with a warning) a name already present. */
int kapi__load_add(struct kapi_loader *l, const struct kernel_api_spec *spec,
		   unsigned int line);
char *kapi__load_strdup(struct kapi_loader *l, const char *s);

/* The format loaders; data need not be NUL-terminated. */
int kapi__load_json(struct kapi_loader *l, const char *data, size_t len);
int kapi__load_elf(struct kapi_loader *l, const char *data, size_t len);
int kapi__load_c(struct kapi_loader *l, const char *data, size_t len);
int kapi__load_tree(struct kapi_loader *l, const char *dir);
int kapi__load_abi(struct kapi_loader *l, const char *data, size_t len);
/* Whether text starts like a Documentation/ABI file (a What: line). */
bool kapi__looks_like_abi(const char *data, size_t len);

/* ---- the items of a spec, as the builder and field table see them ---- */
enum kapi_kind {
	KAPI_K_SPEC,
	KAPI_K_PARAM,
	KAPI_K_RETURN,
	KAPI_K_ERROR,
	KAPI_K_LOCK,
	KAPI_K_CONSTRAINT,
	KAPI_K_SIGNAL,
	KAPI_K_SIGMASK,
	KAPI_K_STRUCT,
	KAPI_K_FIELD,		/* of the current struct */
	KAPI_K_EFFECT,
	KAPI_K_TRANS,
	KAPI_K_CAP,
	KAPI_K_NET,
	KAPI_K_SOCKSTATE,
	KAPI_K_PROTO,
	KAPI_K_BUFFER,
	KAPI_K_ASYNC,
	KAPI_K_ADDR,
	KAPI_K__COUNT
};

/* Whether items of this kind form a list (params) or are single (return). */
bool kapi__kind_is_list(enum kapi_kind kind);
const char *kapi__kind_name(enum kapi_kind kind);

enum kapi_ftype {
	KAPI_F_STR,
	KAPI_F_INT,		/* of size bytes */
	KAPI_F_BOOL,
	KAPI_F_ARR_INT,		/* array of integers; count at count_off */
	KAPI_F_ARR_STR,		/* array of strings; count at count_off */
	KAPI_F_CHILD,		/* JSON only: nested item(s) of kind child */
	KAPI_F_COUNT,		/* C only: a declared count of child items */
};

struct kapi_field {
	const char *c_name;	/* designated-initialiser name, NULL if none */
	const char *json;	/* JSON key, NULL if none */
	uint16_t off;
	uint16_t count_off;
	uint8_t type;		/* enum kapi_ftype */
	uint8_t size;		/* integer or element size */
	int8_t names;		/* enum kapi_name_table, -1 for none */
	uint8_t child;		/* enum kapi_kind for CHILD and COUNT */
};

const struct kapi_field *kapi__fields(enum kapi_kind kind, size_t *count);
const struct kapi_field *kapi__field_by_c(enum kapi_kind kind,
					  const char *name, size_t len);
const struct kapi_field *kapi__field_by_json(enum kapi_kind kind,
					     const char *name);
void kapi__field_set_int(void *item, const struct kapi_field *f, int64_t v);
void kapi__field_set_str(void *item, const struct kapi_field *f,
			 const char *s);
/* arr is already in the arena, elements of f->size bytes (or char *) */
void kapi__field_set_arr(void *item, const struct kapi_field *f,
			 const void *arr, uint32_t n);

/* ---- the spec builder ---- */
struct kapi_build;

struct kapi_build *kapi__build_new(struct kapi_loader *l);
void kapi__build_free(struct kapi_build *b);
/* Starts a spec; any spec in progress is discarded. */
void kapi__build_begin(struct kapi_build *b, const char *name,
		       uint8_t api_type, unsigned int line);
bool kapi__build_active(const struct kapi_build *b);
/*
 * Opens an item: idx < 0 appends, otherwise the slot idx (growing the list;
 * a slot used twice is reported).  Single items are simply made current.
 * Returns the item, or NULL when it cannot (out of memory, no struct open
 * for a field, index absurdly large).
 */
void *kapi__build_open(struct kapi_build *b, enum kapi_kind kind, long idx,
		       unsigned int line);
/* Makes an item already filled in current again (NULL if there is none). */
void *kapi__build_at(struct kapi_build *b, enum kapi_kind kind, long idx);
/* The current item of a kind, NULL when none is open. */
void *kapi__build_cur(struct kapi_build *b, enum kapi_kind kind);
void kapi__build_close(struct kapi_build *b, enum kapi_kind kind);
/* A declared count (KAPI_PARAM_COUNT, .error_count = ...), checked at finish. */
void kapi__build_declare(struct kapi_build *b, enum kapi_kind kind,
			 int64_t count, unsigned int line);
/* Finishes the spec into the arena and adds it to the registry. */
int kapi__build_finish(struct kapi_build *b);

#endif /* KAPI_LIB_LOAD_H */

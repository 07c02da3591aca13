/* SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause */
/*
 * What the loaders share: a loader context for messages and bookkeeping
 * (loader.c), the format loaders the dispatcher (load.c) picks from, and
 * the spec builder.
 */
#ifndef KAPI_LIB_LOAD_H
#define KAPI_LIB_LOAD_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "model/model.h"

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
	const struct kapi_load_opts *opts;	/* NULL, or &opts_copy */
	struct kapi_load_opts opts_copy;	/* the caller's, at this size */
	struct kapi_load_stats stats;
	const char *file;		/* for messages */
	const char *root;		/* the path the load started at */
	int first_err;			/* negative errno of the first error */
	char *buf;			/* reused while a tree is read */
	enum kapi_source walk_src;	/* what a directory walk reads */
	size_t abi_skipped;		/* ABI What: paths with no sysfs file */
	const char *abi_level;		/* stable, testing, ... (kernel trees) */
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
/* The include directories of the load options, or NULL. */
const char *const *kapi__load_include_dirs(const struct kapi_loader *l);

/* The format loaders; data need not be NUL-terminated. */
int kapi__load_json(struct kapi_loader *l, const char *data, size_t len);
int kapi__load_elf(struct kapi_loader *l, const char *data, size_t len);
int kapi__load_c(struct kapi_loader *l, const char *data, size_t len);
/* Whether the C-source loader reads the spec_dsl.h macro name (tests). */
bool kapi__c_macro_known(const char *name);
int kapi__load_tree(struct kapi_loader *l, const char *dir);
int kapi__load_abi(struct kapi_loader *l, const char *data, size_t len);
/* A kernel source tree (load_ktree.c), told by its syscall table. */
int kapi__load_ktree(struct kapi_loader *l, const char *root);
bool kapi__is_ktree(const char *dir);
/* A syscall parameter's type class by data/type_classes.tsv. */
uint8_t kapi__type_class(const char *type, const char *name);
/*
 * Whether data/arg_constants.tsv's row for sys.arg takes the constant name
 * (named, or in a PREFIX* family and not excluded); the running kernel's
 * enums are sorted into arguments by it (lib/live/live_baseline.c).
 */
bool kapi__arg_constant_wanted(const char *sys, const char *arg,
			       const char *name);
/* Whether text starts like a Documentation/ABI file (a What: line). */
bool kapi__looks_like_abi(const char *data, size_t len);

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

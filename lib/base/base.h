/* SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause */
/*
 * The first stage: helpers every other part of libkapi builds on (string
 * builder, output stream, array growth, UTF-8, arena).  Nothing here knows
 * the spec model beyond the public header's types.
 */
#ifndef KAPI_LIB_BASE_H
#define KAPI_LIB_BASE_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

#include <kapi/kapi.h>

#define KAPI_ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))

/*
 * A string builder.  Fixed mode writes into a caller's buffer and truncates;
 * growable mode reallocates.  want counts what would have been written.
 */
struct kapi_strbuf {
	char *buf;
	size_t len;
	size_t cap;
	size_t want;
	bool fixed;
	bool failed;		/* an allocation failed */
};

void kapi__strbuf_init_fixed(struct kapi_strbuf *sb, char *buf, size_t cap);
void kapi__strbuf_init(struct kapi_strbuf *sb);
void kapi__strbuf_free(struct kapi_strbuf *sb);
void kapi__strbuf_add(struct kapi_strbuf *sb, const char *s, size_t n);
__attribute__((format(printf, 2, 3)))
void kapi__strbuf_printf(struct kapi_strbuf *sb, const char *fmt, ...);

/* An output stream over a kapi_write_fn; the first error sticks. */
struct kapi_out {
	kapi_write_fn write;
	void *ctx;
	int err;
};

void kapi__out_write(struct kapi_out *out, const char *s, size_t n);
void kapi__out_puts(struct kapi_out *out, const char *s);
__attribute__((format(printf, 2, 3)))
void kapi__out_printf(struct kapi_out *out, const char *fmt, ...);
void kapi__out_indent(struct kapi_out *out, int level, int width);

/*
 * Makes room for element count of the array at *arrp (elements of elem
 * bytes, *cap of them), doubling from first; 0 or -ENOMEM.
 */
int kapi__grow(void *arrp, size_t *cap, size_t count, size_t elem,
	       size_t first);

/*
 * The whole of the regular file at path, up to max bytes, NUL-terminated
 * in a malloc'd *out of *len bytes; 0, -EINVAL (not a regular file),
 * -EFBIG (larger than max), -ENOMEM or the -errno of open.
 */
int kapi__read_file(const char *path, size_t max, char **out, size_t *len);
/* The same for an open file descriptor, which stays open. */
int kapi__read_fd(int fd, size_t max, char **out, size_t *len);
/*
 * A whole file read to its end as a malloc'd C string, for files whose
 * size stat does not tell (/proc/kallsyms); NULL if it cannot be read.
 */
char *kapi__read_text(const char *path);
/*
 * Field name of /proc/<pid>/status (pid 0: this process) as a number, hex
 * for the Sig/Shd/Cap masks, bytes for a kB size; 0, or -1 if unreadable.
 */
int kapi__proc_status(pid_t pid, const char *name, uint64_t *v);
/* The same for n (1..64) fields names[] into v[], read in one pass; -1
 * unless every one is found. */
int kapi__proc_status_fields(pid_t pid, const char *const *names, uint64_t *v,
			     size_t n);

/* Length of a valid UTF-8 sequence at s (of at most n bytes), 0 if invalid. */
size_t kapi__utf8_len(const unsigned char *s, size_t n);

/*
 * Options structs, checked as libbpf checks them: their first field is
 * size_t sz.  A caller built against an older kapi.h passes a smaller sz,
 * and the fields it lacks read as zero; bytes past what this library knows
 * must be zero, since a newer caller set something it cannot honour.
 * Copies opts (NULL: all zero) into dst of known bytes; 0 or -EINVAL.
 */
int kapi__opts_copy(void *dst, size_t known, const void *opts);

/*
 * A streaming JSON writer (json_writer.c), for the JSON sink and the kapi
 * command; not exported.  It places separators itself and always writes
 * valid JSON.  kapi_json__free() returns the first write error, or
 * -EINVAL if containers were left open.
 */
struct kapi_json;

struct kapi_json *kapi_json__new(kapi_write_fn write, void *ctx,
					  bool pretty);
int kapi_json__free(struct kapi_json *j);
void kapi_json__key(struct kapi_json *j, const char *key);
void kapi_json__begin_object(struct kapi_json *j);
void kapi_json__end_object(struct kapi_json *j);
void kapi_json__begin_array(struct kapi_json *j);
void kapi_json__end_array(struct kapi_json *j);
void kapi_json__string(struct kapi_json *j, const char *s);
/* A key and its string value (NULL: null). */
void kapi_json__key_str(struct kapi_json *j, const char *key, const char *s);
__attribute__((format(printf, 2, 3)))
void kapi_json__stringf(struct kapi_json *j, const char *fmt, ...);
void kapi_json__int(struct kapi_json *j, int64_t v);
void kapi_json__uint(struct kapi_json *j, uint64_t v);
void kapi_json__bool(struct kapi_json *j, bool v);
void kapi_json__null(struct kapi_json *j);

/* An arena: many small allocations freed together. */
struct kapi_arena;

struct kapi_arena *kapi__arena_new(void);
void kapi__arena_free(struct kapi_arena *a);
void *kapi__arena_alloc(struct kapi_arena *a, size_t size);	/* zeroed */
void *kapi__arena_dup(struct kapi_arena *a, const void *src, size_t size);
char *kapi__arena_strndup(struct kapi_arena *a, const char *s, size_t n);

#endif /* KAPI_LIB_BASE_H */

/* SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause */
/*
 * What the kernel tree loader's files share (load_ktree.c, ktree_scan.c,
 * ktree_ioctl.c): a string map, the tree's #defines, its tables.
 */
#ifndef KAPI_LIB_KTREE_H
#define KAPI_LIB_KTREE_H

#include <pthread.h>

#include "load/load.h"

/* An open-addressing map from a string to a string, both not owned. */
struct ktree_ent {
	const char *key, *val;
	uint32_t klen, vlen;
	uint32_t flags;
	uint32_t taglen;
	uint32_t hash;		/* of key, low bits (the map's) */
	const char *tag;	/* an enumerator's enum tag (NULL: a #define
				 * or an anonymous enum's) */
};

struct ktree_map {
	struct ktree_ent *e;
	size_t cap, n;
};

struct ktree_ent *ktree_map_find(const struct ktree_map *m, const char *k,
				 size_t klen);
/* The entry for k, added empty (val NULL) when new; NULL without memory. */
struct ktree_ent *ktree_map_get(struct ktree_map *m, const char *k,
				size_t klen);
/* Room for n entries without growing; 0 or -ENOMEM. */
int ktree_map_reserve(struct ktree_map *m, size_t n);
void ktree_map_free(struct ktree_map *m);

/* A struct whose size alone was measured (its fields did not compile). */
#define KAPI_FIELDS_UNMEASURED "fields not measured"
/* The spec of a uapi header with structs that does not compile on its own. */
#define KAPI_HEADER_UNMEASURED "structs not measured: the header does not " \
			       "compile on its own"
static inline bool kapi__header_unmeasured(const struct kernel_api_spec *s)
{
	return s->generated && s->description &&
	       !strcmp(s->description, KAPI_HEADER_UNMEASURED);
}

/* A uapi header of the tree: where it is, its text. */
struct ktree_header {
	const char *rel;		/* from the root */
	const char *inc;		/* as #include names it */
	const char *buf;
	size_t len;
};

struct ktree {
	struct kapi_loader *l;
	const char *root;
	struct ktree_header *hdrs;	/* defs' flags index this */
	size_t nhdrs, hdrs_cap;
	struct ktree_map defs;		/* uapi #define NAME (or enumerator)
					 * -> value text, flags: its header's
					 * index */
	struct ktree_map protos;	/* SYSCALL_DEFINE name -> arguments */
	pthread_mutex_t lock;		/* over bufs: two walks add to it */
	char **bufs;			/* file contents the maps point into */
	size_t nbufs, bufs_cap;
	char *pool;			/* headers' texts (ktree_scan.c) */
	size_t pool_used;
	bool pool_failed;
	size_t c_files, headers;	/* files seen (atomic) */
	struct ktree_scan_cache *scan;	/* .c files known to hold no
					 * SYSCALL_DEFINE (ktree_scan_cache.c) */
	const struct ktree_ent **sorted;	/* defs by name, for prefix globs */
	size_t nsorted;
	size_t files0;			/* the loader's count before the tree */
	size_t probed;			/* headers the compiler measured (atomic) */
	int ticking;			/* a thread is in ktree_tick (atomic) */
	int protos_err;			/* the .c files' walk's, in its thread */
};

/* Unmaps the headers' texts (after the last use of the maps). */
void ktree_pool_free(struct ktree *t);
/* Progress: files seen and probes compiled so far, to the loader's callback. */
void ktree_tick(struct ktree *t);

/* Reads root/rel (a file) whole into a buffer the tree keeps; NULL if absent. */
char *ktree_slurp(struct ktree *t, const char *rel, size_t *len);
char *ktree_slurp_abs(struct ktree *t, const char *path, size_t *len);
/* Evaluates a #define of the tree by name, with the tree's values only. */
int ktree_define_value(struct ktree *t, const char *name, size_t len,
		       int64_t *v);
/*
 * Calls fn on each file under root/sub whose name ends in suffix (folders
 * no x86-64 API lives in are left out).  keep_buf: the buffer stays the
 * tree's (maps may point into it), else it is freed after fn.
 */
typedef int (*ktree_file_fn)(struct ktree *t, const char *rel, char *buf,
			     size_t len);
int ktree_walk(struct ktree *t, const char *sub, const char *suffix,
	       bool keep_buf, ktree_file_fn fn);
/* Scans the tree's .c files for SYSCALL_DEFINEn (ktree_scan.c). */
int ktree_scan_protos(struct ktree *t);
/* $KAPI_CACHE_DIR/ktree (or the XDG or home one), made if need be. */
int ktree_cache_dir(char *dir, size_t size);
/*
 * The scan cache (ktree_scan_cache.c): each folder of the tree with its
 * entries, and each .c file found to hold no "SYSCALL_DEFINE" in an
 * earlier run with its size and mtime, so a run over an unchanged tree
 * need not list the folders nor read those files.  Off with
 * KAPI_KTREE_CACHE=0.  open and save fail silently (no cache, no harm).
 */
struct stat;
struct kapi_strbuf;
void ktree_scan_cache_open(struct ktree *t);
/*
 * The last run's entries of folder rel ("dNAME/cNAME/kSIG NAME..."), NULL
 * if none; *replay: its mtime and inode are those of the last run, the
 * entries are its entries now.
 */
const char *ktree_scan_cache_dir(struct ktree *t, const char *rel,
				 const struct stat *st, bool *replay);
/* The entry at list: its type, a clean file's signature (else NULL), its
 * name ("" if longer than size); returns the next entry. */
const char *ktree_scan_entry(const char *list, char *type, const char **sig,
			     size_t *siglen, char *name, size_t size);
/* The signature of the clean file name in list (a folder's entries). */
const char *ktree_scan_cache_sig_of(const char *list, const char *name,
				    size_t *siglen);
/* Whether a file with this stat is still the one with signature sig. */
bool ktree_scan_cache_clean(const char *sig, size_t siglen,
			    const struct stat *st);
/* An entry's text at out ('k': with st's signature); its length, 0 if it
 * does not fit. */
size_t ktree_scan_cache_format(char *out, size_t size, char type,
			       const char *name, const struct stat *st);
/* Adds an entry to a folder's list: 'd' folder, 'c' file read, 'k' clean. */
void ktree_scan_cache_entry(struct kapi_strbuf *kids, char type,
			    const char *name, const struct stat *st);
/* The folder's entries as this run found them, for the next run;
 * listable: not holding a link (its listing may be replayed). */
void ktree_scan_cache_dir_done(struct ktree *t, const char *rel,
			       const struct stat *st, bool listable,
			       const struct kapi_strbuf *kids);
/* Keeps this run's notes for the next (complete: the walk was whole). */
void ktree_scan_cache_save(struct ktree *t, bool complete);
/* Reads #defines of include/uapi and arch/x86/include/uapi (ktree_scan.c). */
int ktree_scan_defines(struct ktree *t);
/* What probing a uapi header gave (ktree_ioctl.c). */
struct ktree_probed {
	char *text;		/* the probe's output; NULL: none compiled */
	bool structs;		/* the header has structs */
	bool skip;		/* left out: not x86's (asm-generic) */
};
/*
 * The tree's probe answers kept as one file named by its probe key
 * (ktree_bundle.c): add each header's in order, then save; load fills
 * res (texts the tree keeps), 0 or -errno (then res is all empty).
 */
struct kapi_strbuf;
void ktree_bundle_add(struct kapi_strbuf *sb, const struct ktree_header *h,
		      const struct ktree_probed *r);
void ktree_bundle_save(const char *cache, uint64_t key,
		       const struct kapi_strbuf *sb);
int ktree_bundle_load(struct ktree *t, const char *cache, uint64_t key,
		      struct ktree_probed *res);
/* ioctl commands and uapi struct layouts (ktree_ioctl.c). */
int kapi__ktree_ioctls(struct ktree *t);
/* Documentation/ABI with each attribute's ABI level (ktree_abi.c). */
int kapi__ktree_abi(struct ktree *t);
/* data/arg_constants.tsv, NUL-terminated. */
extern const char kapi__arg_constants_tsv[];
extern const char kapi__type_classes_tsv[];

#endif /* KAPI_LIB_KTREE_H */

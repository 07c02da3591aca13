// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * What the SYSCALL_DEFINE scan of a kernel tree learnt, kept for the next
 * run over the same tree: each folder's entries (subfolders and .c files)
 * with the folder's mtime and inode, and with each .c file that holds no
 * "SYSCALL_DEFINE" at all its size and mtime.  Of some 30,000 files a
 * tree has a few hundred with syscalls, so a second run stats the others
 * instead of reading them, and a file whose size or mtime moved is read
 * again.  A folder whose mtime has not moved has had no entry added,
 * removed or renamed, so it is not listed again (its files are still
 * stat'ed, an edit in place moving only theirs).  A folder changed in the
 * last two seconds, or holding a link, is kept with a signature no folder
 * has (inode 0): listed again next time, its files' signatures still used.
 * The signatures live in their folder's line, so a run looks up folders
 * (a few thousand) by path, never files.
 *
 * The cache is a text file in the ktree cache folder's scan/, one per
 * tree root: a version line, then for each folder a line
 * "D SECONDS.NANOSECONDS INODE PATH" and a line of its entries joined by
 * '/': "dNAME" a folder, "cNAME" a .c file that is read each run,
 * "kSECONDS.NANOSECONDS SIZE NAME" a .c file known clean.  It is written
 * again only when it would say something else: a run over an unchanged
 * tree writes nothing.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "base/base.h"
#include "load/ktree.h"

#define SCAN_CACHE_VERSION "kapi-ktree-scan 3"
/* the signature of a folder never replayed: no folder has inode 0 */
#define NO_DIR_SIG "0.000000000 0"

struct ktree_scan_cache {
	struct ktree_map dirs;	/* folder -> "mtime inode", tag: entries;
				 * flags: unchanged in this run */
	char *text;		/* the last run's file, the map points into it */
	size_t hits;		/* old folders unchanged */
	struct kapi_strbuf news;	/* lines of folders changed or new */
	char path[4200], tmp[4220];
};

static uint64_t fnv(const char *s)
{
	uint64_t h = 1469598103934665603ULL;

	while (*s)
		h = (h ^ (unsigned char)*s++) * 1099511628211ULL;
	return h;
}

/* v in decimal at out, at least width digits (zeros before); past them. */
static char *put_dec(char *out, unsigned long long v, int width)
{
	char tmp[24];
	int n = 0;

	do {
		tmp[n++] = (char)('0' + v % 10);
		v /= 10;
	} while (v || n < width);
	while (n)
		*out++ = tmp[--n];
	return out;
}

/*
 * "SECONDS.NANOSECONDS SIZE" of a file: its length.  Written by hand, not
 * by snprintf: a warm run signs every .c file of the tree.
 */
static int file_sig(const struct stat *st, char *out, size_t size)
{
	char *p = out;

	if (st->st_mtim.tv_sec < 0 || st->st_size < 0 || size < 64)
		return snprintf(out, size, "%lld.%09ld %lld",
				(long long)st->st_mtim.tv_sec,
				(long)st->st_mtim.tv_nsec,
				(long long)st->st_size);
	p = put_dec(p, (unsigned long long)st->st_mtim.tv_sec, 1);
	*p++ = '.';
	p = put_dec(p, (unsigned long long)st->st_mtim.tv_nsec, 9);
	*p++ = ' ';
	p = put_dec(p, (unsigned long long)st->st_size, 1);
	*p = '\0';
	return (int)(p - out);
}

/* "SECONDS.NANOSECONDS INODE" of a folder (by hand, as file_sig). */
static void dir_sig(const struct stat *st, char *out, size_t size)
{
	char *p = out;

	if (st->st_mtim.tv_sec < 0 || size < 64) {
		snprintf(out, size, "%lld.%09ld %llu",
			 (long long)st->st_mtim.tv_sec,
			 (long)st->st_mtim.tv_nsec,
			 (unsigned long long)st->st_ino);
		return;
	}
	p = put_dec(p, (unsigned long long)st->st_mtim.tv_sec, 1);
	*p++ = '.';
	p = put_dec(p, (unsigned long long)st->st_mtim.tv_nsec, 9);
	*p++ = ' ';
	p = put_dec(p, (unsigned long long)st->st_ino, 1);
	*p = '\0';
}

/* "D SIG INODE PATH" at line, its entries on the next: past them, or NULL. */
static char *load_dir(struct ktree_scan_cache *c, char *line, char *nl)
{
	char *sp = strchr(line + 2, ' '), *sp2 = sp ? strchr(sp + 1, ' ') : NULL;
	char *kids = nl + 1, *end = strchr(kids, '\n');
	struct ktree_ent *e;

	if (!sp2 || sp2 > nl || !end)
		return NULL;
	*nl = *end = '\0';
	e = ktree_map_get(&c->dirs, sp2 + 1, strlen(sp2 + 1));
	if (!e)
		return NULL;
	*sp2 = '\0';
	e->val = line + 2;
	e->vlen = (uint32_t)(sp2 - line - 2);
	e->tag = kids;
	e->taglen = (uint32_t)(end - kids);
	return end;
}

static void load_old(struct ktree_scan_cache *c)
{
	size_t len;
	char *line, *nl;

	if (kapi__read_file(c->path, 64 << 20, &c->text, &len))
		return;
	if (strncmp(c->text, SCAN_CACHE_VERSION "\n",
		    strlen(SCAN_CACHE_VERSION) + 1))
		return;
	for (line = strchr(c->text, '\n') + 1; *line; line = nl + 1) {
		nl = strchr(line, '\n');
		if (!nl || strncmp(line, "D ", 2) || !(nl = load_dir(c, line, nl)))
			break;
	}
}

void ktree_scan_cache_open(struct ktree *t)
{
	const char *use = getenv("KAPI_KTREE_CACHE");
	struct ktree_scan_cache *c;
	char dir[4096], root[4096];

	t->scan = NULL;
	if ((use && !strcmp(use, "0")) || !realpath(t->root, root) ||
	    ktree_cache_dir(dir, sizeof(dir)))
		return;
	c = calloc(1, sizeof(*c));
	if (!c)
		return;
	/* a folder of their own: the measurements' folder is keyed on content */
	snprintf(c->path, sizeof(c->path), "%s/scan", dir);
	if (mkdir(c->path, 0755) && errno != EEXIST) {
		free(c);
		return;
	}
	snprintf(c->path, sizeof(c->path), "%s/scan/%016llx", dir,
		 (unsigned long long)fnv(root));
	snprintf(c->tmp, sizeof(c->tmp), "%s.%d", c->path, (int)gettid());
	load_old(c);
	kapi__strbuf_init(&c->news);
	t->scan = c;
}

const char *ktree_scan_cache_dir(struct ktree *t, const char *rel,
				 const struct stat *st, bool *replay)
{
	struct ktree_ent *e;
	char sig[64];

	*replay = false;
	if (!t->scan)
		return NULL;
	e = ktree_map_find(&t->scan->dirs, rel, strlen(rel));
	if (!e)
		return NULL;
	dir_sig(st, sig, sizeof(sig));
	*replay = e->vlen == strlen(sig) && !memcmp(e->val, sig, e->vlen);
	return e->tag;
}

const char *ktree_scan_entry(const char *list, char *type, const char **sig,
			     size_t *siglen, char *name, size_t size)
{
	const char *end = list + 1 + strcspn(list + 1, "/"), *n = list + 1;

	*type = *list;
	*sig = NULL;
	*siglen = 0;
	if (*type == 'k') {
		const char *sp = memchr(n, ' ', (size_t)(end - n));
		const char *sp2 = sp ? memchr(sp + 1, ' ', (size_t)(end - sp - 1))
				     : NULL;

		if (sp2) {
			*sig = n;
			*siglen = (size_t)(sp2 - n);
			n = sp2 + 1;
		}
	}
	name[0] = '\0';
	if ((size_t)(end - n) < size) {
		memcpy(name, n, (size_t)(end - n));
		name[end - n] = '\0';
	}
	return *end ? end + 1 : end;
}

const char *ktree_scan_cache_sig_of(const char *list, const char *name,
				    size_t *siglen)
{
	char type, n[256];
	const char *sig;

	while (list && *list) {
		list = ktree_scan_entry(list, &type, &sig, siglen, n, sizeof(n));
		if (type == 'k' && sig && !strcmp(n, name))
			return sig;
	}
	return NULL;
}

bool ktree_scan_cache_clean(const char *sig, size_t siglen,
			    const struct stat *st)
{
	char now[64];

	return sig && (size_t)file_sig(st, now, sizeof(now)) == siglen &&
	       !memcmp(now, sig, siglen);
}

size_t ktree_scan_cache_format(char *out, size_t size, char type,
			       const char *name, const struct stat *st)
{
	size_t nlen = strlen(name), at = 1;

	if (size < 64 + nlen + 1)
		return 0;
	out[0] = type;
	if (type == 'k') {
		at += (size_t)file_sig(st, out + 1, size - 1);
		out[at++] = ' ';
	}
	memcpy(out + at, name, nlen + 1);
	return at + nlen;
}

void ktree_scan_cache_entry(struct kapi_strbuf *kids, char type,
			    const char *name, const struct stat *st)
{
	char e[384];
	size_t n = ktree_scan_cache_format(e, sizeof(e), type, name, st);

	if (!n) {
		kids->failed = true;	/* no name this long is kept */
		return;
	}
	if (kids->len)
		kapi__strbuf_add(kids, "/", 1);
	kapi__strbuf_add(kids, e, n);
}

void ktree_scan_cache_dir_done(struct ktree *t, const char *rel,
			       const struct stat *st, bool listable,
			       const struct kapi_strbuf *kids)
{
	struct ktree_scan_cache *c = t->scan;
	const char *list = kids->buf ? kids->buf : "";
	struct ktree_ent *e;
	char sig[64];

	if (!c)
		return;
	/* changed within the clock's tick: a second change may not show */
	if (listable && st->st_mtim.tv_sec + 2 <= time(NULL))
		dir_sig(st, sig, sizeof(sig));
	else
		snprintf(sig, sizeof(sig), "%s", NO_DIR_SIG);
	e = ktree_map_find(&c->dirs, rel, strlen(rel));
	if (e && !e->flags && e->vlen == strlen(sig) &&
	    !memcmp(e->val, sig, e->vlen) && e->taglen == kids->len &&
	    !memcmp(e->tag, list, kids->len)) {
		e->flags = 1;
		c->hits++;
		return;
	}
	kapi__strbuf_printf(&c->news, "D %s %s\n%s\n", sig, rel, list);
}

/* This run's cache: the old folders unchanged, then the new lines. */
static bool write_next(struct ktree_scan_cache *c)
{
	FILE *f = fopen(c->tmp, "we");
	bool ok;

	if (!f)
		return false;
	fprintf(f, "%s\n", SCAN_CACHE_VERSION);
	for (size_t i = 0; i < c->dirs.cap; i++) {
		const struct ktree_ent *e = &c->dirs.e[i];

		if (e->key && e->flags)
			fprintf(f, "D %.*s %.*s\n%.*s\n", (int)e->vlen, e->val,
				(int)e->klen, e->key, (int)e->taglen, e->tag);
	}
	/* nothing new: news.buf is NULL, and fwrite's buffer may not be */
	if (c->news.len)
		fwrite(c->news.buf, 1, c->news.len, f);
	ok = !ferror(f);
	if (fclose(f) || !ok || rename(c->tmp, c->path)) {
		unlink(c->tmp);
		return false;
	}
	return true;
}

void ktree_scan_cache_save(struct ktree *t, bool complete)
{
	struct ktree_scan_cache *c = t->scan;

	if (!c)
		return;
	/* unchanged: every old folder as it was, none new */
	if (complete && !c->news.failed &&
	    (c->news.len || c->hits != c->dirs.n))
		write_next(c);
	kapi__strbuf_free(&c->news);
	ktree_map_free(&c->dirs);
	free(c->text);
	free(c);
	t->scan = NULL;
}

// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * What the SYSCALL_DEFINE scan of a kernel tree learnt, kept for the next
 * run over the same tree: the .c files with no "SYSCALL_DEFINE" at all,
 * each with its size and mtime.  Of some 30,000 files a tree has a few
 * hundred with syscalls, so a second run stats the others instead of
 * reading them.  A file whose size or mtime moved is read again.  Each
 * folder's entries (subfolders and .c files) are kept too, with the
 * folder's mtime and inode: a folder whose mtime has not moved has had
 * no entry added, removed or renamed, so it is not listed again (its
 * files are still stat'ed, an edit in place moving only theirs).  A
 * folder changed in the last two seconds is not kept: a second change
 * within the clock's tick would not move its mtime.
 *
 * The cache is a text file in the ktree cache folder's scan/, one per
 * tree root: a version line, then "SECONDS.NANOSECONDS SIZE PATH" lines
 * for files and "D SECONDS.NANOSECONDS INODE PATH" lines for folders,
 * each followed by a line of its entries, "dNAME" or "cNAME" joined by
 * '/'.  It is written again only when it would say something else: a run
 * over an unchanged tree writes nothing.
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

#define SCAN_CACHE_VERSION "kapi-ktree-scan 2"

struct ktree_scan_cache {
	struct ktree_map old;	/* path -> "mtime size" of the last run;
				 * flags: still clean in this run */
	struct ktree_map dirs;	/* folder -> "mtime inode", tag: entries;
				 * flags: unchanged in this run */
	char *text;		/* the last run's file, the map points into it */
	size_t hits;		/* old entries still clean or unchanged */
	struct kapi_strbuf news;	/* lines of files found clean now */
	char path[4200], tmp[4220];
};

static uint64_t fnv(const char *s)
{
	uint64_t h = 1469598103934665603ULL;

	while (*s)
		h = (h ^ (unsigned char)*s++) * 1099511628211ULL;
	return h;
}

static void sig_of(const struct stat *st, char *out, size_t size)
{
	snprintf(out, size, "%lld.%09ld %lld", (long long)st->st_mtim.tv_sec,
		 (long)st->st_mtim.tv_nsec, (long long)st->st_size);
}

static void dir_sig(const struct stat *st, char *out, size_t size)
{
	snprintf(out, size, "%lld.%09ld %llu", (long long)st->st_mtim.tv_sec,
		 (long)st->st_mtim.tv_nsec, (unsigned long long)st->st_ino);
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
		char *sp = strchr(line, ' '), *sp2;
		struct ktree_ent *e;

		nl = strchr(line, '\n');
		if (nl && !strncmp(line, "D ", 2)) {
			if (!(nl = load_dir(c, line, nl)))
				break;
			continue;
		}
		if (!nl || !sp || !(sp2 = strchr(sp + 1, ' ')) || sp2 > nl)
			break;
		*nl = '\0';
		e = ktree_map_get(&c->old, sp2 + 1, strlen(sp2 + 1));
		if (!e)
			break;
		*sp2 = '\0';
		e->val = line;
		e->vlen = (uint32_t)(sp2 - line);
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

void ktree_scan_cache_note(struct ktree *t, const char *rel,
			   const struct stat *st)
{
	char sig[64];

	if (!t->scan)
		return;
	sig_of(st, sig, sizeof(sig));
	kapi__strbuf_printf(&t->scan->news, "%s %s\n", sig, rel);
}

/* rel's entry in map if its signature is still sig (then counted a hit). */
static struct ktree_ent *still(struct ktree_scan_cache *c, struct ktree_map *map,
			       const char *rel, const char *sig)
{
	struct ktree_ent *e = ktree_map_find(map, rel, strlen(rel));

	if (!e || e->vlen != strlen(sig) || memcmp(e->val, sig, e->vlen))
		return NULL;
	if (!e->flags)
		c->hits++;
	e->flags = 1;
	return e;
}

bool ktree_scan_cache_clean(struct ktree *t, const char *rel,
			    const struct stat *st)
{
	char sig[64];

	if (!t->scan)
		return false;
	sig_of(st, sig, sizeof(sig));
	return still(t->scan, &t->scan->old, rel, sig) != NULL;
}

const char *ktree_scan_cache_dir(struct ktree *t, const char *rel,
				 const struct stat *st)
{
	struct ktree_ent *e;
	char sig[64];

	if (!t->scan)
		return NULL;
	dir_sig(st, sig, sizeof(sig));
	e = still(t->scan, &t->scan->dirs, rel, sig);
	return e ? e->tag : NULL;
}

void ktree_scan_cache_dir_note(struct ktree *t, const char *rel,
			       const struct stat *st, const char *entries)
{
	char sig[64];

	/* changed within the clock's tick: a second change may not show */
	if (!t->scan || st->st_mtim.tv_sec + 2 > time(NULL))
		return;
	dir_sig(st, sig, sizeof(sig));
	kapi__strbuf_printf(&t->scan->news, "D %s %s\n%s\n", sig, rel, entries);
}

/* This run's cache: the old entries still clean, then the new ones. */
static bool write_next(struct ktree_scan_cache *c)
{
	FILE *f = fopen(c->tmp, "we");
	bool ok;

	if (!f)
		return false;
	fprintf(f, "%s\n", SCAN_CACHE_VERSION);
	for (size_t i = 0; i < c->old.cap; i++) {
		const struct ktree_ent *e = &c->old.e[i];

		if (e->key && e->flags)
			fprintf(f, "%.*s %.*s\n", (int)e->vlen, e->val,
				(int)e->klen, e->key);
	}
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
	/* unchanged: every old entry still clean, none new */
	if (complete && !c->news.failed &&
	    (c->news.len || c->hits != c->old.n + c->dirs.n))
		write_next(c);
	kapi__strbuf_free(&c->news);
	ktree_map_free(&c->old);
	ktree_map_free(&c->dirs);
	free(c->text);
	free(c);
	t->scan = NULL;
}

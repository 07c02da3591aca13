// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * A tree's probe answers as one file: for each uapi header, whether it
 * was left out (an asm-generic header x86 replaces), whether it has
 * structs, and the probe's output if it compiled.  The file is named by
 * the tree's probe key (every header's path and text, the compiler, the
 * shim's inputs, the probe's version: ktree_ioctl.c), so the same
 * headers find it and any edit misses it; a warm run then reads one file
 * instead of building, hashing and looking up a probe a header.
 *
 * Format: a version line with the header count, then per header
 * "FLAGS LEN PATH\n" and LEN bytes of output and a NUL.  FLAGS is three
 * characters: 'k' left out, 's' has structs, 't' output follows (else '-').
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "base/base.h"
#include "load/ktree.h"

#define BUNDLE_VERSION "kapi-ktree-bundle 1"

static void bundle_path(char *out, size_t size, const char *cache,
			uint64_t key)
{
	snprintf(out, size, "%s/tree-%016llx", cache, (unsigned long long)key);
}

void ktree_bundle_add(struct kapi_strbuf *sb, const struct ktree_header *h,
		      const struct ktree_probed *r)
{
	size_t len = r->text ? strlen(r->text) : 0;

	/* a path no line can hold: no bundle (each probe is still cached) */
	if (strchr(h->rel, '\n')) {
		sb->failed = true;
		return;
	}
	kapi__strbuf_printf(sb, "%c%c%c %zu %s\n", r->skip ? 'k' : '-',
			    r->structs ? 's' : '-', r->text ? 't' : '-', len,
			    h->rel);
	if (r->text)
		kapi__strbuf_add(sb, r->text, len + 1);
}

void ktree_bundle_save(const char *cache, uint64_t key,
		       const struct kapi_strbuf *sb)
{
	char path[4200], tmp[4240];
	FILE *f;
	bool ok;

	if (sb->failed)
		return;
	bundle_path(path, sizeof(path), cache, key);
	snprintf(tmp, sizeof(tmp), "%s.%d.tmp", path, (int)gettid());
	f = fopen(tmp, "we");
	if (!f)
		return;
	fprintf(f, "%s\n", BUNDLE_VERSION);
	ok = fwrite(sb->buf, 1, sb->len, f) == sb->len;
	ok &= !fclose(f);
	if (!ok || rename(tmp, path))
		unlink(tmp);
}

/* One entry at *p (advanced past it) into r, its path's map entry. */
static int entry(struct ktree_map *paths, char **p, const char *end,
		 struct ktree_probed *res)
{
	char *line = *p, *nl = memchr(line, '\n', (size_t)(end - line));
	char *path, *after;
	struct ktree_ent *e;
	unsigned long long len;

	if (!nl || nl - line < 6 || line[3] != ' ')
		return -EINVAL;
	*nl = '\0';
	len = strtoull(line + 4, &after, 10);
	if (*after != ' ')
		return -EINVAL;
	path = after + 1;
	e = ktree_map_find(paths, path, strlen(path));
	if (!e || e->flags)	/* a header this tree lacks, or twice */
		return -EINVAL;
	e->flags = 1;
	struct ktree_probed *r = &res[e->vlen];

	r->skip = line[0] == 'k';
	r->structs = line[1] == 's';
	r->text = NULL;
	*p = nl + 1;
	if (line[2] == 't') {
		if ((unsigned long long)(end - *p) < len + 1 || (*p)[len])
			return -EINVAL;
		r->text = *p;
		*p += len + 1;
	}
	return 0;
}

int ktree_bundle_load(struct ktree *t, const char *cache, uint64_t key,
		      struct ktree_probed *res)
{
	struct ktree_map paths = { 0 };
	char path[4200], *text, *p, *end;
	size_t len, seen = 0;
	int err = 0;

	bundle_path(path, sizeof(path), cache, key);
	if (access(path, R_OK) || !(text = ktree_slurp_abs(t, path, &len)))
		return -ENOENT;
	end = text + len;
	if (strncmp(text, BUNDLE_VERSION "\n", sizeof(BUNDLE_VERSION)))
		return -EINVAL;
	/* the headers by path: vlen carries the index */
	for (size_t h = 0; h < t->nhdrs && !err; h++) {
		struct ktree_ent *e = ktree_map_get(&paths, t->hdrs[h].rel,
						    strlen(t->hdrs[h].rel));

		if (!e)
			err = -ENOMEM;
		else
			e->vlen = (uint32_t)h;
	}
	for (p = text + sizeof(BUNDLE_VERSION); !err && p < end; seen++)
		err = entry(&paths, &p, end, res);
	ktree_map_free(&paths);
	if (!err && seen != t->nhdrs)
		err = -EINVAL;
	if (err)
		memset(res, 0, t->nhdrs * sizeof(*res));
	return err;
}

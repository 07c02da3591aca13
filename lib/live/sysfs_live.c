// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * The live side of sysfs specs: a spec's path such as
 * /sys/block/<disk>/queue/nr_requests is expanded over the tree (every
 * <...> component matches any entry, a component with * or ? is a glob), each instance is read and checked,
 * and attribute files beside instances that no spec covers are listed.
 * Nothing is ever written: writability is tested by opening for writing,
 * which runs no store method.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <fnmatch.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "live/live.h"

struct walk {
	const struct kapi_registry *reg;
	const char *root;
	const char *pattern;
	void (*cb)(void *ctx, const struct kapi_sysfs_instance *inst);
	void (*dir_cb)(void *ctx, const char *dir);	/* directories seen */
	void *ctx;
	int err;
};

/* The spec path under root: "/sys/x" with root "/tmp/t" is "/tmp/t/x". */
static void rooted(const char *root, const char *spec_path, char *out,
		   size_t size)
{
	const char *rest = spec_path;

	if (!root)
		root = "/sys";
	if (!strncmp(rest, "/sys/", 5))
		rest += 4;
	snprintf(out, size, "%s%s%s", root, *rest == '/' ? "" : "/", rest);
}

static const struct kapi_param_spec *attr_of(const struct kernel_api_spec *s)
{
	if (s->api_type != KAPI_API_SYSFS || !s->param_count ||
	    !s->params[0].sysfs_path)
		return NULL;
	return &s->params[0];
}

/*
 * Attributes whose read changes the system or may block: reading
 * zram-control/hot_add creates a zram device, and /sys/power/wakeup_count
 * waits for wakeup events in progress.  They are never opened; their
 * readability is taken from the mode.  Paths are relative to the root.
 */
static const char *const read_unsafe[] = {
	"class/zram-control/hot_add",
	"power/wakeup_count",
};

static bool safe_to_read(const struct walk *w, const char *path)
{
	const char *root = w->root ? w->root : "/sys";
	size_t n = strlen(root);

	if (strncmp(path, root, n) || path[n] != '/')
		return true;
	for (size_t i = 0; i < sizeof(read_unsafe) / sizeof(read_unsafe[0]); i++)
		if (!strcmp(path + n + 1, read_unsafe[i]))
			return false;
	return true;
}

static void check_instance(struct walk *w, const struct kernel_api_spec *spec,
			   const char *path)
{
	const struct kapi_param_spec *p = attr_of(spec);
	struct kapi_sysfs_instance inst = { .spec = spec, .path = path };
	struct kapi_report rep;
	char value[4097];
	struct stat st;
	int fd;

	if (stat(path, &st) || !S_ISREG(st.st_mode))
		return;
	kapi_report__init(&rep);
	inst.mode = st.st_mode & 07777;
	/*
	 * Root may open any file whatever its mode; only the kernel's
	 * refusal tells: so a mode without the bit counts as refusal too.
	 */
	fd = st.st_mode & 0444 && safe_to_read(w, path) ?
	     open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK) : -1;
	if (fd < 0 && st.st_mode & 0444 && !safe_to_read(w, path))
		inst.readable = inst.not_read = true;
	if (fd >= 0) {
		ssize_t n = read(fd, value, sizeof(value) - 1);

		inst.readable = true;
		if (n >= 0) {
			while (n > 0 && value[n - 1] == '\n')
				n--;
			value[n] = '\0';
			inst.value = value;
		}
		close(fd);
	}
	/* opening for writing runs no store method: nothing is written */
	fd = st.st_mode & 0222 ? open(path, O_WRONLY | O_CLOEXEC | O_NONBLOCK)
			       : -1;
	if (fd >= 0) {
		inst.writable = true;
		close(fd);
	}
	if (p->sysfs_permissions)
		kapi_sysfs__check_mode(p, inst.mode, &rep);
	/* for others, open() reports the mode's verdict, not the kernel's */
	if (geteuid() == 0)
		kapi_sysfs__check_access(p, inst.readable, inst.writable, &rep);
	if (inst.value)
		kapi_sysfs__check_value(p, inst.value, strlen(inst.value), &rep);
	inst.findings = &rep;
	w->cb(w->ctx, &inst);
	kapi_report__free(&rep);
}

/* Expands pattern from component start on; path holds the prefix so far. */
static void expand(struct walk *w, const struct kernel_api_spec *spec,
		   char *path, size_t len, const char *rest, int depth)
{
	const char *slash;
	size_t n;

	while (*rest == '/')
		rest++;
	if (!*rest) {
		if (w->cb && (!w->pattern ||
			      !fnmatch(w->pattern, spec->name, 0) ||
			      !fnmatch(w->pattern, path, 0)))
			check_instance(w, spec, path);
		return;
	}
	if (depth > 32)
		return;
	slash = strchr(rest, '/');
	n = slash ? (size_t)(slash - rest) : strlen(rest);
	if ((n >= 2 && rest[0] == '<' && rest[n - 1] == '>') ||
	    memchr(rest, '*', n) || memchr(rest, '?', n)) {
		bool any = rest[0] == '<';
		DIR *d = opendir(path);
		struct dirent *e;
		char glob[NAME_MAX + 1];

		if (!d || (!any && n > NAME_MAX)) {
			if (d)
				closedir(d);
			return;
		}
		memcpy(glob, rest, n);
		glob[n] = '\0';
		while ((e = readdir(d))) {
			size_t el = strlen(e->d_name);

			if (e->d_name[0] == '.' || len + el + 2 > PATH_MAX ||
			    (!any && fnmatch(glob, e->d_name, 0)))
				continue;
			path[len] = '/';
			memcpy(path + len + 1, e->d_name, el + 1);
			expand(w, spec, path, len + 1 + el, rest + n, depth + 1);
		}
		closedir(d);
		path[len] = '\0';
		return;
	}
	if (len + n + 2 > PATH_MAX)
		return;
	path[len] = '/';
	memcpy(path + len + 1, rest, n);
	path[len + 1 + n] = '\0';
	expand(w, spec, path, len + 1 + n, rest + n, depth + 1);
	path[len] = '\0';
}

static int walk_all(struct walk *w)
{
	char *path = malloc(PATH_MAX);

	if (!path)
		return -ENOMEM;
	for (size_t i = 0; i < kapi_registry__count(w->reg); i++) {
		const struct kernel_api_spec *s = kapi_registry__at(w->reg, i);
		const struct kapi_param_spec *p = attr_of(s);
		char full[PATH_MAX];

		if (!p)
			continue;
		rooted(w->root, p->sysfs_path, full, sizeof(full));
		/* the root itself holds no placeholder: start after it */
		snprintf(path, PATH_MAX, "%s", w->root ? w->root : "/sys");
		expand(w, s, path, strlen(path), full + strlen(path), 0);
	}
	free(path);
	return w->err;
}

int kapi_sysfs__walk(const struct kapi_registry *reg, const char *root,
		     const char *pattern,
		     void (*cb)(void *ctx, const struct kapi_sysfs_instance *inst),
		     void *ctx)
{
	struct walk w = { reg, root, pattern, cb, NULL, ctx, 0 };

	if (!reg || !cb)
		return -EINVAL;
	return walk_all(&w);
}

/* Undefined attributes: collect instance directories, then list them. */
struct dirs {
	char **names;
	size_t count, cap;
	int err;
};

static void note_dir(void *ctx, const struct kapi_sysfs_instance *inst)
{
	struct dirs *d = ctx;
	const char *slash = strrchr(inst->path, '/');
	size_t n = slash ? (size_t)(slash - inst->path) : 0;

	for (size_t i = 0; i < d->count; i++)
		if (strlen(d->names[i]) == n && !strncmp(d->names[i], inst->path, n))
			return;
	if (kapi__grow(&d->names, &d->cap, d->count, sizeof(*d->names), 16)) {
		d->err = -ENOMEM;
		return;
	}
	d->names[d->count] = strndup(inst->path, n);
	if (!d->names[d->count])
		d->err = -ENOMEM;
	else
		d->count++;
}

static int by_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/*
 * The spec paths as fnmatch patterns (<x> becomes *, which FNM_PATHNAME
 * keeps in one component), sorted by their last component so a file is
 * matched only against the patterns that can name it.
 */
struct cover {
	char *pat;
	const char *base;	/* last component of pat */
	bool wild;		/* the last component is a pattern itself */
};

struct covers {
	struct cover *v;
	size_t count, wild;	/* wild ones first, then sorted by base */
};

static int by_cover(const void *a, const void *b)
{
	const struct cover *x = a, *y = b;

	if (x->wild != y->wild)
		return x->wild ? -1 : 1;
	return x->wild ? 0 : strcmp(x->base, y->base);
}

static char *cover_pattern(const char *full)
{
	char *pat = malloc(2 * strlen(full) + 1);
	size_t o = 0;

	if (!pat)
		return NULL;
	for (const char *s = full; *s; s++) {
		if (*s == '<') {
			const char *e = strchr(s, '>');

			if (e) {
				pat[o++] = '*';
				s = e;
				continue;
			}
		}
		if (strchr("?[\\", *s))
			pat[o++] = '\\';
		pat[o++] = *s;
	}
	pat[o] = '\0';
	return pat;
}

static int covers_build(struct covers *c, const struct kapi_registry *reg,
			const char *root)
{
	size_t cap = 0;

	memset(c, 0, sizeof(*c));
	for (size_t i = 0; i < kapi_registry__count(reg); i++) {
		const struct kapi_param_spec *p = attr_of(kapi_registry__at(reg, i));
		char full[PATH_MAX];
		struct cover *v;

		if (!p)
			continue;
		if (kapi__grow(&c->v, &cap, c->count, sizeof(*c->v), 64))
			return -ENOMEM;
		rooted(root, p->sysfs_path, full, sizeof(full));
		v = &c->v[c->count];
		v->pat = cover_pattern(full);
		if (!v->pat)
			return -ENOMEM;
		v->base = strrchr(v->pat, '/') ? strrchr(v->pat, '/') + 1 : v->pat;
		v->wild = strpbrk(v->base, "*?[\\") != NULL;
		c->wild += v->wild;
		c->count++;
	}
	if (c->count > 1)
		qsort(c->v, c->count, sizeof(*c->v), by_cover);
	return 0;
}

static void covers_free(struct covers *c)
{
	for (size_t i = 0; i < c->count; i++)
		free(c->v[i].pat);
	free(c->v);
}

/* Whether some spec's expanded path could name this file. */
static bool covered(const struct covers *c, const char *path)
{
	const char *base = strrchr(path, '/') ? strrchr(path, '/') + 1 : path;
	size_t lo = c->wild, hi = c->count;

	for (size_t i = 0; i < c->wild; i++)
		if (!fnmatch(c->v[i].pat, path, FNM_PATHNAME))
			return true;
	while (lo < hi) {		/* the first pattern with this base */
		size_t mid = lo + (hi - lo) / 2;

		if (strcmp(c->v[mid].base, base) < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	for (; lo < c->count && !strcmp(c->v[lo].base, base); lo++)
		if (!fnmatch(c->v[lo].pat, path, FNM_PATHNAME))
			return true;
	return false;
}

int kapi_sysfs__undefined(const struct kapi_registry *reg, const char *root,
			  const char *pattern,
			  void (*cb)(void *ctx, const char *path), void *ctx)
{
	struct dirs d = { 0 };
	struct walk w = { reg, root, pattern, note_dir, NULL, &d, 0 };
	struct covers c;
	char path[PATH_MAX];
	int err;

	if (!reg || !cb)
		return -EINVAL;
	err = covers_build(&c, reg, root);
	if (!err)
		err = walk_all(&w);
	if (!err)
		err = d.err;
	if (d.count > 1)
		qsort(d.names, d.count, sizeof(*d.names), by_str);
	for (size_t i = 0; !err && i < d.count; i++) {
		struct dirent **ents;
		int n = scandir(d.names[i], &ents, NULL, alphasort);

		for (int k = 0; k < n; k++) {
			struct stat st;

			snprintf(path, sizeof(path), "%s/%s", d.names[i],
				 ents[k]->d_name);
			if (ents[k]->d_name[0] != '.' && !stat(path, &st) &&
			    S_ISREG(st.st_mode) && !covered(&c, path))
				cb(ctx, path);
			free(ents[k]);
		}
		if (n >= 0)
			free(ents);
	}
	for (size_t i = 0; i < d.count; i++)
		free(d.names[i]);
	free(d.names);
	covers_free(&c);
	return err;
}

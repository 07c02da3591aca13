// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * The live side of sysfs specs: a spec's path such as
 * /sys/block/<disk>/queue/nr_requests is expanded over the tree (every
 * <...> component matches any entry, a component with * or ? is a glob), each instance is read and checked,
 * and attribute files beside instances that no spec covers are listed.
 * Nothing is ever written, nor opened for writing: writability is judged
 * from the mode and this process's credentials (faccessat).
 *
 * Specs under /proc/sys (sysctls) are walked the same way.  A root other
 * than /sys stands for /sys; /proc/sys is then looked for beside it, at
 * ROOT/../proc/sys, so one fixture tree can hold both.  The component
 * <cgroup> stands for any cgroup v2 group: the hierarchy's root and every
 * group below it.  On the live system only cgroup2 mounts count (so a
 * hybrid layout's v1 hierarchies are left alone); under another root
 * every directory does.
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
#include <sys/statvfs.h>
#include <sys/vfs.h>
#include <unistd.h>

#include "live/live.h"

/* A directory's entries, read once however many specs glob over it. */
struct listing {
	char *path;
	char **names;
	size_t count;
};

/* Whether a file system (by device) is mounted read-only. */
struct ro_dev {
	dev_t dev;
	bool ro;
};

struct walk {
	const struct kapi_registry *reg;
	const char *root;
	const char *pattern;
	void (*cb)(void *ctx, const struct kapi_sysfs_instance *inst);
	void (*dir_cb)(void *ctx, const char *dir);	/* directories seen */
	void *ctx;
	int err;
	bool paths_only;	/* instances found, not read (undefined) */
	bool root_user;		/* euid 0, asked once */
	struct listing *lists;
	size_t list_count, list_cap;
	struct ro_dev *devs;
	size_t dev_count, dev_cap;
};

#define CGROUP2_MAGIC	0x63677270	/* CGROUP2_SUPER_MAGIC */
#define CGROUP_ANY	"<cgroup>"

/*
 * The spec path under root: "/sys/x" with root "/tmp/t" is "/tmp/t/x",
 * "/proc/sys/x" is "/tmp/proc/sys/x".  Returns the length of the fixed
 * prefix the walk starts from (the root of the path's file system).
 */
static size_t rooted(const char *root, const char *spec_path, char *out,
		     size_t size)
{
	const char *rest = spec_path;
	int n;

	if (!strncmp(rest, "/proc/sys/", 10) || !strcmp(rest, "/proc/sys")) {
		size_t r = root ? strlen(root) : 0;

		if (!root) {
			n = snprintf(out, size, "%s", rest);
			return n < 0 ? 0 : (size_t)n < size ? 9 : 0;
		}
		while (r > 1 && root[r - 1] == '/')
			r--;
		while (r > 0 && root[r - 1] != '/')
			r--;
		while (r > 1 && root[r - 1] == '/')
			r--;
		if (r == 1 && root[0] == '/')	/* the root is /X */
			r = 0;
		else if (!r)			/* a relative X */
			rest++;
		n = snprintf(out, size, "%.*s%s", (int)r, root, rest);
		return n < 0 || (size_t)n >= size ? 0 : r + strlen("/proc/sys") -
		       (rest[0] == '/' ? 0 : 1);
	}
	if (!root)
		root = "/sys";
	if (!strncmp(rest, "/sys/", 5))
		rest += 4;
	snprintf(out, size, "%s%s%s", root, *rest == '/' ? "" : "/", rest);
	return strlen(root);
}

static const struct kapi_param_spec *attr_of(const struct kernel_api_spec *s)
{
	/* files of records under /proc are kapi__proc_walk's */
	if (s->api_type != KAPI_API_SYSFS || !s->param_count ||
	    !s->params[0].sysfs_path || kapi__is_record_spec(s))
		return NULL;
	return &s->params[0];
}

/*
 * Attributes whose read changes the system or may block: reading
 * zram-control/hot_add creates a zram device, /sys/power/wakeup_count
 * waits for wakeup events in progress, and vm.stat_refresh folds every
 * CPU's counters.  They are never opened; their readability is taken
 * from the mode.
 */
static const char *const read_unsafe[] = {
	"/sys/class/zram-control/hot_add",
	"/sys/power/wakeup_count",
	"/proc/sys/vm/stat_refresh",
};

static bool safe_to_read(const struct walk *w, const char *path)
{
	char full[PATH_MAX];

	for (size_t i = 0; i < sizeof(read_unsafe) / sizeof(read_unsafe[0]); i++) {
		rooted(w->root, read_unsafe[i], full, sizeof(full));
		if (!strcmp(path, full))
			return false;
	}
	return true;
}

/*
 * Whether root may write a file with a write bit on this device: the
 * kernel's permission check passes root but for a read-only mount, which
 * statvfs tells once per file system.
 */
static bool dev_writable(struct walk *w, dev_t dev, const char *path)
{
	struct statvfs sv;
	bool ro;

	for (size_t i = 0; i < w->dev_count; i++)
		if (w->devs[i].dev == dev)
			return !w->devs[i].ro;
	ro = !statvfs(path, &sv) && (sv.f_flag & ST_RDONLY);
	if (!kapi__grow(&w->devs, &w->dev_cap, w->dev_count, sizeof(*w->devs), 8))
		w->devs[w->dev_count++] = (struct ro_dev){ dev, ro };
	return !ro;
}

/*
 * Opens a readable-looking instance first and asks its fd for the mode,
 * one path lookup where stat then open made two; a file whose mode has
 * no read bit is closed unread (*fd -1).  0, or -1 when path is not a
 * regular file.
 */
static int open_instance(struct walk *w, const char *path, struct stat *st,
			 int *fd)
{
	bool opened = safe_to_read(w, path);

	*fd = opened ? open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK) : -1;
	if (opened && *fd < 0 && errno == ENOENT)
		return -1;	/* no such attribute on this kernel */
	if (*fd >= 0 ? fstat(*fd, st) : stat(path, st))
		st->st_mode = 0;
	if (!S_ISREG(st->st_mode) || !(st->st_mode & 0444)) {
		if (*fd >= 0)
			close(*fd);
		*fd = -1;
	}
	return S_ISREG(st->st_mode) ? 0 : -1;
}

/* Undefined attributes: collect instance directories, then list them. */
struct dirs {
	char **names;
	size_t count, cap;
	int err;
};

/* Whether the directory of path is among those noted already. */
static bool dir_noted(const void *ctx, const char *path)
{
	const struct dirs *d = ctx;
	const char *slash = strrchr(path, '/');
	size_t n = slash ? (size_t)(slash - path) : 0;

	for (size_t i = 0; i < d->count; i++)
		if (strlen(d->names[i]) == n && !strncmp(d->names[i], path, n))
			return true;
	return false;
}

static void note_dir(void *ctx, const struct kapi_sysfs_instance *inst)
{
	struct dirs *d = ctx;
	const char *slash = strrchr(inst->path, '/');
	size_t n = slash ? (size_t)(slash - inst->path) : 0;

	if (dir_noted(d, inst->path))
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

static void check_instance(struct walk *w, const struct kernel_api_spec *spec,
			   const char *path)
{
	const struct kapi_param_spec *p = attr_of(spec);
	struct kapi_sysfs_instance inst = { .spec = spec, .path = path };
	struct kapi_report rep;
	char value[4097];
	struct stat st;
	int fd;

	if (w->paths_only) {
		if (!dir_noted(w->ctx, path) && !stat(path, &st) &&
		    S_ISREG(st.st_mode))
			w->cb(w->ctx, &inst);
		return;
	}
	/*
	 * Root may open any file whatever its mode; only the kernel's
	 * refusal tells: so a mode without the bit counts as refusal too.
	 */
	if (open_instance(w, path, &st, &fd))
		return;
	kapi_report__init(&rep);
	inst.mode = st.st_mode & 07777;
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
	/*
	 * A write bit in the mode, and the kernel's permission check for
	 * these credentials (root passes it, a read-only mount does not);
	 * as with reading, root's override does not stand in for the bit.
	 */
	inst.writable = st.st_mode & 0222 &&
			(w->root_user ? dev_writable(w, st.st_dev, path) :
			 !faccessat(AT_FDCWD, path, W_OK, AT_EACCESS));
	if (p->sysfs_permissions)
		kapi_sysfs__check_mode(p, inst.mode, &rep);
	/* for others, access is the mode's verdict, not the kernel's */
	if (w->root_user)
		kapi_sysfs__check_access(p, inst.readable, inst.writable, &rep);
	if (inst.value)
		kapi_sysfs__check_value(p, inst.value, strlen(inst.value), &rep);
	inst.findings = &rep;
	w->cb(w->ctx, &inst);
	kapi_report__free(&rep);
}

static void expand(struct walk *w, const struct kernel_api_spec *spec,
		   char *path, size_t len, const char *rest, int depth);

/* Whether path is a cgroup v2 group (any directory under another root). */
static bool is_group(const struct walk *w, const char *path)
{
	struct statfs sf;

	if (w->root)
		return true;
	return !statfs(path, &sf) && sf.f_type == CGROUP2_MAGIC;
}

/* Appends the group at path and those below it (pre-order) to l. */
static int collect_groups(struct walk *w, char *path, size_t len, int depth,
			  bool top, struct listing *l, size_t *cap)
{
	bool group = is_group(w, path);
	struct dirent *e;
	DIR *d;
	int err = 0;

	if (depth > 32 || (!group && !top))
		return 0;
	if (group) {
		if (kapi__grow(&l->names, cap, l->count, sizeof(*l->names), 16) ||
		    !(l->names[l->count] = strdup(path)))
			return -ENOMEM;
		l->count++;
	}
	d = opendir(path);
	if (!d)
		return 0;
	while (!err && (e = readdir(d))) {
		size_t el = strlen(e->d_name);
		struct stat st;

		if (e->d_name[0] == '.' || len + el + 2 > PATH_MAX)
			continue;
		path[len] = '/';
		memcpy(path + len + 1, e->d_name, el + 1);
		if (e->d_type == DT_DIR ||
		    (e->d_type == DT_UNKNOWN && !lstat(path, &st) &&
		     S_ISDIR(st.st_mode)))
			err = collect_groups(w, path, len + 1 + el, depth + 1,
					     false, l, cap);
	}
	closedir(d);
	path[len] = '\0';
	return err;
}

static const struct listing *cached(struct walk *w, const char *key);
static struct listing *cache_add(struct walk *w, const char *key);

/*
 * <cgroup>: the rest of the pattern under this group and under each
 * group below it.  The first directory need not be a group itself (the
 * hybrid layout mounts v2 at /sys/fs/cgroup/unified): its children are
 * tried.  Symbolic links are not followed.  The groups are found once
 * for all the specs that name them.
 */
static void expand_groups(struct walk *w, const struct kernel_api_spec *spec,
			  char *path, size_t len, const char *rest, int depth)
{
	char key[PATH_MAX + 1];
	const struct listing *l;

	snprintf(key, sizeof(key), "%s%s", CGROUP_ANY, path);
	l = cached(w, key);
	if (!l) {
		struct listing *n = cache_add(w, key);
		size_t cap = 0;

		if (!n)
			return;
		if (collect_groups(w, path, len, depth, true, n, &cap))
			w->err = -ENOMEM;
		l = n;
	}
	/* by value: expand() may list directories, moving the cache */
	char *const *groups = l->names;
	size_t ngroups = l->count;

	for (size_t i = 0; i < ngroups; i++) {
		size_t gl = strlen(groups[i]);

		memcpy(path, groups[i], gl + 1);
		expand(w, spec, path, gl, rest, depth + 1);
	}
	path[len] = '\0';
}

static int read_listing(struct listing *l, const char *path)
{
	size_t cap = 0;
	struct dirent *e;
	DIR *d = opendir(path);

	if (!d)
		return -errno;
	while ((e = readdir(d))) {
		if (e->d_name[0] == '.')
			continue;
		if (kapi__grow(&l->names, &cap, l->count, sizeof(*l->names), 16) ||
		    !(l->names[l->count] = strdup(e->d_name))) {
			closedir(d);
			return -ENOMEM;
		}
		l->count++;
	}
	closedir(d);
	return 0;
}

/*
 * The entries of directory path (dot files left out), from the walk's
 * cache: every spec of /sys/block/<disk>/... globs over /sys/block, and
 * reading it once for all of them saves a hundred listings.  NULL when
 * it cannot be read.
 */
static const struct listing *cached(struct walk *w, const char *key)
{
	for (size_t i = 0; i < w->list_count; i++)
		if (!strcmp(w->lists[i].path, key))
			return &w->lists[i];
	return NULL;
}

static struct listing *cache_add(struct walk *w, const char *key)
{
	struct listing *l;

	if (kapi__grow(&w->lists, &w->list_cap, w->list_count,
		       sizeof(*w->lists), 16)) {
		w->err = -ENOMEM;
		return NULL;
	}
	l = &w->lists[w->list_count];
	*l = (struct listing){ strdup(key), NULL, 0 };
	if (!l->path) {
		w->err = -ENOMEM;
		return NULL;
	}
	w->list_count++;
	return l;
}

static const struct listing *list_dir(struct walk *w, const char *path)
{
	const struct listing *hit = cached(w, path);
	struct listing *l;

	if (hit)
		return hit->names || !hit->count ? hit : NULL;
	l = cache_add(w, path);
	if (!l)
		return NULL;
	if (read_listing(l, path)) {
		/* unreadable: remembered as such (no names, count 1) */
		for (size_t i = 0; i < l->count; i++)
			free(l->names[i]);
		free(l->names);
		l->names = NULL;
		l->count = 1;
		return NULL;
	}
	return l;
}

static void walk_free(struct walk *w)
{
	for (size_t i = 0; i < w->list_count; i++) {
		for (size_t k = 0; w->lists[i].names && k < w->lists[i].count; k++)
			free(w->lists[i].names[k]);
		free(w->lists[i].names);
		free(w->lists[i].path);
	}
	free(w->lists);
	free(w->devs);
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
	if (n == strlen(CGROUP_ANY) && !memcmp(rest, CGROUP_ANY, n)) {
		expand_groups(w, spec, path, len, rest + n, depth);
		return;
	}
	if ((n >= 2 && rest[0] == '<' && rest[n - 1] == '>') ||
	    memchr(rest, '*', n) || memchr(rest, '?', n)) {
		bool any = rest[0] == '<';
		const struct listing *l = list_dir(w, path);
		char glob[NAME_MAX + 1], *const *names;
		size_t count;

		if (!l || (!any && n > NAME_MAX))
			return;
		/* the names stay; the cache's array of listings may move
		 * when the recursion below lists another directory */
		names = l->names;
		count = l->count;
		memcpy(glob, rest, n);
		glob[n] = '\0';
		for (size_t i = 0; i < count; i++) {
			const char *name = names[i];
			size_t el = strlen(name);

			if (len + el + 2 > PATH_MAX ||
			    (!any && fnmatch(glob, name, 0)))
				continue;
			path[len] = '/';
			memcpy(path + len + 1, name, el + 1);
			expand(w, spec, path, len + 1 + el, rest + n, depth + 1);
		}
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
	w->root_user = geteuid() == 0;
	for (size_t i = 0; i < kapi_registry__count(w->reg); i++) {
		const struct kernel_api_spec *s = kapi_registry__at(w->reg, i);
		const struct kapi_param_spec *p = attr_of(s);
		char full[PATH_MAX];

		if (!p)
			continue;
		size_t base = rooted(w->root, p->sysfs_path, full, sizeof(full));

		if (!base)
			continue;
		/* the root itself holds no placeholder: start after it */
		memcpy(path, full, base);
		path[base] = '\0';
		expand(w, s, path, base, full + base, 0);
	}
	free(path);
	walk_free(w);
	return w->err;
}

int kapi_sysfs__walk(const struct kapi_registry *reg, const char *root,
		     const char *pattern,
		     void (*cb)(void *ctx, const struct kapi_sysfs_instance *inst),
		     void *ctx)
{
	struct walk w = { .reg = reg, .root = root, .pattern = pattern,
			  .cb = cb, .ctx = ctx };

	if (!reg || !cb)
		return -EINVAL;
	return walk_all(&w);
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
	bool deep;		/* its * may span components (<cgroup>) */
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

/* With <cgroup> left out (skip) or standing for any number of groups. */
static char *cover_pattern(const char *full, bool skip_groups)
{
	char *pat = malloc(2 * strlen(full) + 1);
	size_t o = 0;

	if (!pat)
		return NULL;
	for (const char *s = full; *s; s++) {
		if (skip_groups && !strncmp(s, "/" CGROUP_ANY, 9) &&
		    (s[9] == '/' || !s[9])) {
			s += 8;
			continue;
		}
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

static int cover_add(struct covers *c, size_t *cap, const char *full,
		     bool skip_groups, bool deep)
{
	struct cover *v;

	if (kapi__grow(&c->v, cap, c->count, sizeof(*c->v), 64))
		return -ENOMEM;
	v = &c->v[c->count];
	v->pat = cover_pattern(full, skip_groups);
	if (!v->pat)
		return -ENOMEM;
	v->base = strrchr(v->pat, '/') ? strrchr(v->pat, '/') + 1 : v->pat;
	v->wild = strpbrk(v->base, "*?[\\") != NULL;
	v->deep = deep;
	c->wild += v->wild;
	c->count++;
	return 0;
}

static int covers_build(struct covers *c, const struct kapi_registry *reg,
			const char *root)
{
	size_t cap = 0;

	memset(c, 0, sizeof(*c));
	for (size_t i = 0; i < kapi_registry__count(reg); i++) {
		const struct kapi_param_spec *p = attr_of(kapi_registry__at(reg, i));
		char full[PATH_MAX];
		bool deep;
		int err;

		if (!p || !rooted(root, p->sysfs_path, full, sizeof(full)))
			continue;
		/* a group at any depth: the hierarchy's root or below it */
		deep = strstr(full, "/" CGROUP_ANY) != NULL;
		err = cover_add(c, &cap, full, false, deep);
		if (!err && deep)
			err = cover_add(c, &cap, full, true, false);
		if (err)
			return err;
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
		if (!fnmatch(c->v[i].pat, path, c->v[i].deep ? 0 : FNM_PATHNAME))
			return true;
	while (lo < hi) {		/* the first pattern with this base */
		size_t mid = lo + (hi - lo) / 2;

		if (strcmp(c->v[mid].base, base) < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	for (; lo < c->count && !strcmp(c->v[lo].base, base); lo++)
		if (!fnmatch(c->v[lo].pat, path, c->v[lo].deep ? 0 : FNM_PATHNAME))
			return true;
	return false;
}

int kapi_sysfs__undefined(const struct kapi_registry *reg, const char *root,
			  const char *pattern,
			  void (*cb)(void *ctx, const char *path), void *ctx)
{
	struct dirs d = { 0 };
	/* where the instances are, not what they hold: nothing is read */
	struct walk w = { .reg = reg, .root = root, .pattern = pattern,
			  .cb = note_dir, .ctx = &d, .paths_only = true };
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
			/* the entry's type where the file system gives it */
			if (ents[k]->d_name[0] != '.' &&
			    (ents[k]->d_type == DT_REG ||
			     ((ents[k]->d_type == DT_UNKNOWN ||
			       ents[k]->d_type == DT_LNK) &&
			      !stat(path, &st) && S_ISREG(st.st_mode))) &&
			    !covered(&c, path))
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

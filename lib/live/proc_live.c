// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * The live side of /proc record specs: a spec's path such as
 * /proc/<pid>/fdinfo/<fd> is expanded under the root (<pid> is the
 * process asked for, any other <...> component every entry of its
 * directory), each file is read whole (or, for a link layout, its target)
 * and checked by kapi__record_check.  Nothing is written.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <fnmatch.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "live/live.h"

#define PROC_MAX_READ (4u << 20)

struct pwalk {
	const struct kernel_api_spec *spec;
	const char *pid;
	uint32_t kver;
	void (*cb)(void *ctx, const struct kapi__proc_file *f);
	void *ctx;
};

/* Reads a file of /proc whole: its size says nothing, so read to EOF. */
static int read_all(const char *path, char **out, size_t *len)
{
	size_t cap = 4096, n = 0;
	char *buf = malloc(cap);
	int fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK);
	ssize_t got;

	if (fd < 0 || !buf) {
		int e = fd < 0 ? -errno : -ENOMEM;

		free(buf);
		if (fd >= 0)
			close(fd);
		return e;
	}
	while ((got = read(fd, buf + n, cap - n)) > 0) {
		n += (size_t)got;
		if (n == cap && cap < PROC_MAX_READ) {
			char *p = realloc(buf, cap * 2);

			if (!p) {
				got = -1;
				errno = ENOMEM;
				break;
			}
			buf = p;
			cap *= 2;
		} else if (n == cap) {
			break;
		}
	}
	if (got < 0) {
		int e = -errno;

		close(fd);
		free(buf);
		return e;
	}
	close(fd);
	*out = buf;
	*len = n;
	return 0;
}

static int check_file(struct pwalk *w, const char *path)
{
	struct kapi__proc_file f = { .spec = w->spec, .path = path };
	struct kapi_report rep;
	char *text = NULL, target[PATH_MAX];
	size_t len = 0;
	int err;

	kapi_report__init(&rep);
	if (!strcmp(w->spec->params[0].record, KAPI_RECORD_LINK)) {
		ssize_t n = readlink(path, target, sizeof(target) - 1);

		err = n < 0 ? -errno : 0;
		if (n >= 0) {
			target[n] = '\0';
			text = strdup(target);
			len = (size_t)n;
			err = text ? 0 : -ENOMEM;
		}
	} else {
		err = read_all(path, &text, &len);
	}
	if (err == -ENOENT) {
		free(text);
		return 0;	/* gone since it was listed (a closed fd) */
	}
	if (err == -ENOMEM)
		return err;
	if (!err)
		err = kapi__record_check(w->spec, text, len, w->kver, &rep);
	f.err = err < 0 ? err : 0;
	f.findings = &rep;
	w->cb(w->ctx, &f);
	kapi_report__free(&rep);
	free(text);
	return err == -ENOMEM ? err : 0;
}

/* Expands the components of rest under the directory dir. */
static int expand(struct pwalk *w, const char *dir, const char *rest)
{
	char comp[NAME_MAX + 1], path[PATH_MAX];
	const char *slash = strchr(rest, '/');
	size_t n = slash ? (size_t)(slash - rest) : strlen(rest);
	const char *next = slash ? slash + 1 : NULL;
	struct dirent *de;
	DIR *d;
	int err = 0;

	if (n > NAME_MAX)
		return -ENAMETOOLONG;
	memcpy(comp, rest, n);
	comp[n] = '\0';
	if (!strcmp(comp, "<pid>"))
		snprintf(comp, sizeof(comp), "%s", w->pid);
	if (comp[0] != '<') {
		snprintf(path, sizeof(path), "%s/%s", dir, comp);
		return next ? expand(w, path, next) : check_file(w, path);
	}
	d = opendir(dir);
	if (!d && errno != ENOENT && errno != ENOMEM) {
		/* another's fd/ without the right to trace it: unreadable */
		struct kapi__proc_file f = { .spec = w->spec, .path = dir,
					     .err = -errno };

		w->cb(w->ctx, &f);
		return 0;
	}
	if (!d)
		return errno == ENOENT ? 0 : -errno;
	/* the listing's own descriptor shows in fd/ and fdinfo/: skip it */
	while (!err && (de = readdir(d))) {
		if (de->d_name[0] == '.' ||
		    (int)strtol(de->d_name, NULL, 10) == dirfd(d))
			continue;
		snprintf(path, sizeof(path), "%s/%s", dir, de->d_name);
		err = next ? expand(w, path, next) : check_file(w, path);
	}
	closedir(d);
	return err;
}

int kapi__proc_walk(const struct kapi_registry *reg, const char *root,
		    const char *pid, const char *pattern, uint32_t kver,
		    void (*cb)(void *ctx, const struct kapi__proc_file *f),
		    void *ctx)
{
	struct pwalk w = { .pid = pid ? pid : "self", .kver = kver, .cb = cb,
			   .ctx = ctx };
	int err = 0;

	if (!reg || !cb)
		return -EINVAL;
	if (!root)
		root = "/proc";
	for (size_t i = 0; i < kapi_registry__count(reg) && !err; i++) {
		const struct kernel_api_spec *s = kapi_registry__at(reg, i);
		const char *path;

		if (!kapi__is_record_spec(s))
			continue;
		path = s->params[0].sysfs_path;
		if (!path || strncmp(path, "/proc/", 6))
			continue;
		if (pattern && fnmatch(pattern, s->name, 0) &&
		    fnmatch(pattern, path, 0))
			continue;
		if (!kapi_spec__in_kernel(s, kver))
			continue;
		w.spec = s;
		err = expand(&w, root, path + 6);
	}
	return err;
}

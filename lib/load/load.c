// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * Loading specs from a path: decides what the path holds, walks trees, reads
 * files, and hands each to its format loader.  Messages go to the caller's
 * log callback; the library itself never prints.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "load/load.h"

static const char *const source_names[KAPI_SOURCE__COUNT] = {
	[KAPI_SOURCE_AUTO] = "auto", [KAPI_SOURCE_C] = "source",
	[KAPI_SOURCE_ELF] = "elf", [KAPI_SOURCE_JSON] = "json",
	[KAPI_SOURCE_TREE] = "tree", [KAPI_SOURCE_ABI] = "abi",
};

const char *kapi_source__name(enum kapi_source src)
{
	return src < KAPI_SOURCE__COUNT ? source_names[src] : NULL;
}

int kapi_source__parse(const char *name, enum kapi_source *src)
{
	for (int i = 0; i < KAPI_SOURCE__COUNT; i++)
		if (!strcmp(name, source_names[i])) {
			*src = (enum kapi_source)i;
			return 0;
		}
	if (!strcmp(name, "c") || !strcmp(name, "debugfs")) {
		*src = name[0] == 'c' ? KAPI_SOURCE_C : KAPI_SOURCE_TREE;
		return 0;
	}
	return -EINVAL;
}

static enum kapi_source sniff(const char *data, size_t len)
{
	size_t i = 0;

	if (len >= 4 && !memcmp(data, "\177ELF", 4))
		return KAPI_SOURCE_ELF;
	while (i < len && (data[i] == ' ' || data[i] == '\t' ||
			   data[i] == '\n' || data[i] == '\r'))
		i++;
	if (i < len && (data[i] == '{' || data[i] == '['))
		return KAPI_SOURCE_JSON;
	if (kapi__looks_like_abi(data, len))
		return KAPI_SOURCE_ABI;
	return KAPI_SOURCE_C;
}

static int load_buffer(struct kapi_loader *l, enum kapi_source src,
		       const char *data, size_t len)
{
	if (src == KAPI_SOURCE_AUTO || src == KAPI_SOURCE_TREE)
		src = sniff(data, len);
	l->stats.files++;
	switch (src) {
	case KAPI_SOURCE_ELF:
		return kapi__load_elf(l, data, len);
	case KAPI_SOURCE_JSON:
		return kapi__load_json(l, data, len);
	case KAPI_SOURCE_ABI:
		return kapi__load_abi(l, data, len);
	default:
		return kapi__load_c(l, data, len);
	}
}

/* Reads a whole file: mapped when it is a regular file, read otherwise. */
static int load_file(struct kapi_loader *l, int fd, const char *path,
		     enum kapi_source src)
{
	struct stat st;
	char *buf = NULL;
	size_t len = 0, cap = 0;
	int err;

	if (fstat(fd, &st))
		return -errno;
	if (S_ISREG(st.st_mode)) {
		void *map;

		if (st.st_size == 0)
			return load_buffer(l, src, "", 0);
		map = mmap(NULL, (size_t)st.st_size, PROT_READ, MAP_PRIVATE,
			   fd, 0);
		if (map == MAP_FAILED)
			return -errno;
		err = load_buffer(l, src, map, (size_t)st.st_size);
		munmap(map, (size_t)st.st_size);
		return err;
	}
	for (;;) {
		ssize_t n;

		if (cap - len < 65536) {
			char *p = realloc(buf, cap + 65536 + 1);

			if (!p) {
				free(buf);
				return -ENOMEM;
			}
			buf = p;
			cap += 65536;
		}
		n = read(fd, buf + len, cap - len);
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0) {
			err = -errno;
			free(buf);
			return err;
		}
		if (n == 0)
			break;
		len += (size_t)n;
	}
	(void)path;
	err = load_buffer(l, src, buf ? buf : "", len);
	free(buf);
	return err;
}

/*
 * Reads a source file of a tree into the loader's reusable buffer: plain
 * reads beat mapping and unmapping tens of thousands of small files.
 */
static int read_source(struct kapi_loader *l, int fd)
{
	size_t len = 0;

	for (;;) {
		ssize_t n;

		if (l->buf_cap - len < 4096) {
			size_t cap = l->buf_cap ? l->buf_cap * 2 : 1 << 20;
			char *p = realloc(l->buf, cap);

			if (!p)
				return -ENOMEM;
			l->buf = p;
			l->buf_cap = cap;
		}
		n = read(fd, l->buf + len, l->buf_cap - len);
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0)
			return -errno;
		if (n == 0)
			break;
		len += (size_t)n;
	}
	return load_buffer(l, l->walk_src, l->buf, len);
}

static bool is_source_name(const char *name)
{
	const char *dot = strrchr(name, '.');

	return dot && (!strcmp(dot, ".c") || !strcmp(dot, ".h") ||
		       !strcmp(dot, ".patch") || !strcmp(dot, ".diff"));
}

static void file_error(struct kapi_loader *l, int err)
{
	kapi__load_msg(l, KAPI_LOG_ERROR, 0, "cannot read: %s", strerror(-err));
	l->first_err = err;
}

/* Whether a walk of l's kind reads this file. */
static bool walk_wants(const struct kapi_loader *l, const char *name)
{
	if (l->walk_src == KAPI_SOURCE_ABI)
		return strcmp(name, "README") != 0;
	return is_source_name(name);
}

/*
 * Walks a directory for C sources (or ABI files) in name order, so output
 * is stable.
 */
static int walk(struct kapi_loader *l, int dirfd, char *path, size_t plen,
		size_t cap, int depth)
{
	struct dirent **names;
	int n, err = 0;

	if (depth > 64)
		return 0;
	n = scandirat(dirfd, ".", &names, NULL, alphasort);
	if (n < 0)
		return -errno;
	for (int i = 0; i < n; i++) {
		const char *name = names[i]->d_name;
		size_t nlen = strlen(name);
		unsigned char type = names[i]->d_type;
		int fd;

		if (name[0] == '.' || plen + nlen + 2 > cap)
			goto next;
		path[plen] = '/';
		memcpy(path + plen + 1, name, nlen + 1);
		if (type == DT_UNKNOWN || type == DT_LNK) {
			struct stat st;

			if (fstatat(dirfd, name, &st, 0))
				goto next;
			type = S_ISDIR(st.st_mode) ? DT_DIR :
			       S_ISREG(st.st_mode) ? DT_REG : DT_UNKNOWN;
		}
		if (type == DT_DIR) {
			fd = openat(dirfd, name, O_RDONLY | O_DIRECTORY |
				    O_CLOEXEC | O_NOFOLLOW);
			if (fd >= 0) {
				walk(l, fd, path, plen + 1 + nlen, cap, depth + 1);
				close(fd);
			}
		} else if (type == DT_REG && walk_wants(l, name)) {
			fd = openat(dirfd, name, O_RDONLY | O_CLOEXEC);
			l->file = path;
			if (fd < 0) {
				file_error(l, -errno);
			} else {
				err = read_source(l, fd);
				close(fd);
				if (err == -ENOMEM)
					goto out;
				if (err)
					file_error(l, err);
				err = 0;
			}
			if (l->opts && l->opts->progress &&
			    l->stats.files % 1024 == 0)
				l->opts->progress(l->opts->log_ctx, &l->stats);
		}
next:
		free(names[i]);
		names[i] = NULL;
	}
out:
	for (int i = 0; i < n; i++)
		free(names[i]);
	free(names);
	path[plen] = '\0';
	return err;
}

static bool is_tree(int dirfd)
{
	struct stat st;

	return !fstatat(dirfd, "list", &st, 0) && S_ISREG(st.st_mode) &&
	       (!fstatat(dirfd, "specs", &st, 0) ||
		!fstatat(dirfd, "specs-json", &st, 0));
}

/*
 * Documentation/ABI (README beside stable/ or testing/), or one of its
 * folders (files named sysfs-*).
 */
static bool is_abi_dir(int dirfd)
{
	struct stat st;
	DIR *d;
	struct dirent *e;
	bool found = false;
	int fd;

	if (!fstatat(dirfd, "README", &st, 0) && S_ISREG(st.st_mode) &&
	    ((!fstatat(dirfd, "testing", &st, 0) && S_ISDIR(st.st_mode)) ||
	     (!fstatat(dirfd, "stable", &st, 0) && S_ISDIR(st.st_mode))))
		return true;
	fd = openat(dirfd, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	d = fd >= 0 ? fdopendir(fd) : NULL;
	if (!d) {
		if (fd >= 0)
			close(fd);
		return false;
	}
	while (!found && (e = readdir(d)))
		found = !strncmp(e->d_name, "sysfs-", 6);
	closedir(d);
	return found;
}

static int loader_init(struct kapi_loader *l, struct kapi_registry *reg,
		       const struct kapi_load_opts *opts, const char *file)
{
	memset(l, 0, sizeof(*l));
	l->reg = reg;
	if (kapi__opts_copy(&l->opts_copy, sizeof(l->opts_copy), opts))
		return -EINVAL;
	l->opts = opts ? &l->opts_copy : NULL;
	l->file = l->root = file;
	l->walk_src = KAPI_SOURCE_C;
	l->arena = kapi__registry_arena(reg);
	return l->arena ? 0 : -ENOMEM;
}

static int loader_done(struct kapi_loader *l, int err)
{
	free(l->buf);
	l->buf = NULL;
	l->file = l->root;
	if (l->abi_skipped)
		kapi__load_msg(l, KAPI_LOG_WARN, 0,
			       "%zu ABI What: path%s skipped: not a file under "
			       "/sys, or with '...'", l->abi_skipped,
			       l->abi_skipped == 1 ? "" : "s");
	if (l->opts && l->opts->stats)
		*l->opts->stats = l->stats;
	if (l->opts && l->opts->progress)
		l->opts->progress(l->opts->log_ctx, &l->stats);
	return err ? err : l->first_err;
}

int kapi_registry__load(struct kapi_registry *reg, const char *path,
			const struct kapi_load_opts *opts)
{
	struct kapi_loader l;
	enum kapi_source src;
	struct stat st;
	int fd, err;

	if (!reg || !path)
		return -EINVAL;
	err = loader_init(&l, reg, opts, path);
	if (err)
		return err;
	src = l.opts_copy.source;
	if (src >= KAPI_SOURCE__COUNT)
		return -EINVAL;
	if (!strcmp(path, "-")) {
		l.file = l.root = "<stdin>";
		return loader_done(&l, load_file(&l, 0, path, src));
	}
	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0 || fstat(fd, &st)) {
		err = -errno;
		if (fd >= 0)
			close(fd);
		return err;
	}
	if (S_ISDIR(st.st_mode)) {
		if (src == KAPI_SOURCE_TREE ||
		    (src == KAPI_SOURCE_AUTO && is_tree(fd))) {
			close(fd);
			return loader_done(&l, kapi__load_tree(&l, path));
		}
		if (src == KAPI_SOURCE_ABI ||
		    (src == KAPI_SOURCE_AUTO && is_abi_dir(fd)))
			l.walk_src = KAPI_SOURCE_ABI;
		else if (src != KAPI_SOURCE_AUTO && src != KAPI_SOURCE_C) {
			close(fd);
			return -EISDIR;
		}
		char *buf = malloc(PATH_MAX);

		if (!buf) {
			close(fd);
			return -ENOMEM;
		}
		snprintf(buf, PATH_MAX, "%s", path);
		size_t plen = strlen(buf);

		while (plen > 1 && buf[plen - 1] == '/')
			buf[--plen] = '\0';
		err = walk(&l, fd, buf, plen, PATH_MAX, 0);
		close(fd);
		free(buf);
		return loader_done(&l, err);
	}
	err = load_file(&l, fd, path, src);
	close(fd);
	return loader_done(&l, err);
}

int kapi_registry__load_mem(struct kapi_registry *reg, const char *name,
			    const void *data, size_t len,
			    const struct kapi_load_opts *opts)
{
	struct kapi_loader l;
	int err;

	if (!reg || (!data && len))
		return -EINVAL;
	err = loader_init(&l, reg, opts, name ? name : "<memory>");
	if (err)
		return err;
	if (l.opts_copy.source >= KAPI_SOURCE__COUNT)
		return -EINVAL;
	return loader_done(&l, load_buffer(&l, l.opts_copy.source,
					   data ? data : "", len));
}

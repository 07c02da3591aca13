// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * debugfs-style tree loader: "list" names the specs ("name - description"
 * lines, the kernel's layout), specs-json/<name> holds each one as JSON.
 * Where only the text dump specs/<name> exists, it is read as JSON when it
 * is JSON (upstream's tool does the same); otherwise the spec keeps the
 * name and description from the list, with a warning.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "load/load.h"

/*
 * Reads dir/sub/name whole; NULL when it does not exist or is no regular
 * file (a FIFO is not waited for), or, with an error, when it is larger
 * than KAPI_LOAD_MAX_FILE.
 */
static char *slurp(struct kapi_loader *l, const char *dir, const char *sub,
		   const char *name, size_t *len)
{
	char path[4096];
	char *buf;
	int err;

	if (snprintf(path, sizeof(path), "%s/%s%s%s", dir, sub ? sub : "",
		     sub ? "/" : "", name) >= (int)sizeof(path))
		return NULL;
	err = kapi__read_file(path, KAPI_LOAD_MAX_FILE, &buf, len);
	if (err == -EFBIG)
		kapi__load_msg(l, KAPI_LOG_ERROR, 0, "%s: larger than the limit "
			       "for a file, %zu MiB", path,
			       KAPI_LOAD_MAX_FILE >> 20);
	return err ? NULL : buf;
}

/* A name usable as a file name: no path separators, not . or .. */
static bool safe_name(const char *s, size_t n)
{
	if (!n || n > 255 || (s[0] == '.' && (n == 1 || (n == 2 && s[1] == '.'))))
		return false;
	return !memchr(s, '/', n) && !memchr(s, '\0', n);
}

static int load_entry(struct kapi_loader *l, struct kapi_build *b,
		      const char *dir, const char *name, const char *desc,
		      unsigned int line)
{
	char path[4096];
	size_t len = 0;
	char *buf;
	int err;

	buf = slurp(l, dir, "specs-json", name, &len);
	snprintf(path, sizeof(path), "%s/specs-json/%s", dir, name);
	if (!buf) {
		buf = slurp(l, dir, "specs", name, &len);
		snprintf(path, sizeof(path), "%s/specs/%s", dir, name);
		if (buf && buf[strspn(buf, " \t\r\n")] != '{') {
			free(buf);
			buf = NULL;
		}
	}
	if (buf) {
		const char *keep = l->file;

		l->file = path;
		l->stats.files++;
		err = kapi__load_json(l, buf, len);
		l->file = keep;
		free(buf);
		return err;
	}
	kapi__load_msg(l, KAPI_LOG_WARN, line,
		       "%s: no JSON form in specs-json/; only its name and "
		       "description are known", name);
	kapi__build_begin(b, kapi__load_strdup(l, name), KAPI_API_FUNCTION, line);
	((struct kernel_api_spec *)kapi__build_cur(b, KAPI_K_SPEC))->description =
		kapi__load_strdup(l, desc);
	return kapi__build_finish(b);
}

int kapi__load_tree(struct kapi_loader *l, const char *dir)
{
	char listpath[4096];
	struct kapi_build *b;
	size_t len = 0;
	char *list, *line, *next;
	unsigned int lineno = 0;
	int err = 0;

	list = slurp(l, dir, NULL, "list", &len);
	snprintf(listpath, sizeof(listpath), "%s/list", dir);
	l->file = listpath;
	if (!list) {
		kapi__load_msg(l, KAPI_LOG_ERROR, 0, "cannot read the list file");
		return -ENOENT;
	}
	l->stats.files++;
	b = kapi__build_new(l);
	if (!b) {
		free(list);
		return -ENOMEM;
	}
	for (line = list; !err && line && *line; line = next) {
		char *sep, *end;
		size_t n;

		next = strchr(line, '\n');
		if (next)
			*next++ = '\0';
		lineno++;
		sep = strstr(line, " - ");
		/* headers, underlines, blank lines and "Total:" carry no spec */
		if (!sep || !strncmp(line, "Total:", 6))
			continue;
		end = sep;
		while (end > line && (end[-1] == ' ' || end[-1] == '\t'))
			end--;
		n = (size_t)(end - line);
		if (!safe_name(line, n)) {
			kapi__load_msg(l, KAPI_LOG_WARN, lineno,
				       "unusable spec name skipped");
			continue;
		}
		*end = '\0';
		err = load_entry(l, b, dir, line, sep + 3, lineno);
		l->file = listpath;
	}
	kapi__build_free(b);
	free(list);
	return err;
}

// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * A debugfs-style export: the layout upstream's kapi debugfs directory uses
 * (list, specs/<name>, specs-json/<name>) plus all.json and all.xml.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "emit/emit.h"

static int make_dir(const char *path)
{
	if (mkdir(path, 0755) && errno != EEXIST)
		return -errno;
	return 0;
}

static int open_file(const char *dir, const char *sub, const char *name,
		     FILE **out)
{
	char path[4096];
	int n;

	n = sub ? snprintf(path, sizeof(path), "%s/%s/%s", dir, sub, name)
		: snprintf(path, sizeof(path), "%s/%s", dir, name);
	if (n < 0 || (size_t)n >= sizeof(path))
		return -ENAMETOOLONG;
	*out = fopen(path, "w");
	return *out ? 0 : -errno;
}

static int close_file(FILE *f, int err)
{
	if (fclose(f) && !err)
		err = -errno;
	return err;
}

/* Spec names become file names; refuse ones that would leave the tree. */
static bool safe_name(const char *name)
{
	return name && name[0] && name[0] != '.' && !strchr(name, '/');
}

int kapi_export__tree(const struct kernel_api_spec *const *specs, size_t count,
		      const char *dir)
{
	struct kapi_emit_opts opts = { .sz = sizeof(opts), .pretty = true };
	char sub[4096];
	FILE *f;
	int err;

	if (!dir || (!specs && count))
		return -EINVAL;
	err = make_dir(dir);
	for (size_t i = 0; !err && i < 2; i++) {
		snprintf(sub, sizeof(sub), "%s/%s", dir,
			 i ? "specs-json" : "specs");
		err = make_dir(sub);
	}
	if (err)
		return err;

	err = open_file(dir, NULL, "list", &f);
	if (err)
		return err;
	fprintf(f, "Kernel API specifications\n=========================\n\n");
	for (size_t i = 0; i < count; i++)
		fprintf(f, "%s - %s\n", specs[i]->name,
			specs[i]->description ? specs[i]->description : "");
	fprintf(f, "\nTotal: %zu specifications\n", count);
	err = close_file(f, ferror(f) ? -EIO : 0);

	for (size_t i = 0; !err && i < count; i++) {
		if (!safe_name(specs[i]->name))
			return -EINVAL;
		for (int j = 0; !err && j < 2; j++) {
			err = open_file(dir, j ? "specs-json" : "specs",
					specs[i]->name, &f);
			if (err)
				return err;
			err = kapi_emit__spec(specs[i],
					      j ? KAPI_FORMAT_JSON : KAPI_FORMAT_PLAIN,
					      &opts, kapi_write__file, f);
			err = close_file(f, err);
		}
	}
	if (!err) {
		err = open_file(dir, NULL, "all.json", &f);
		if (err)
			return err;
		err = close_file(f, kapi_emit__specs(specs, count, KAPI_FORMAT_JSON,
						     &opts, kapi_write__file, f));
	}
	if (!err) {
		err = open_file(dir, NULL, "all.xml", &f);
		if (err)
			return err;
		err = close_file(f, kapi_emit__specs(specs, count, KAPI_FORMAT_XML,
						     &opts, kapi_write__file, f));
	}
	return err;
}

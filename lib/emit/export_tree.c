// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * A debugfs-style export: the layout upstream's kapi debugfs directory uses
 * (list, specs/<name>, specs-json/<name>) plus all.json and all.xml.
 * kapi_tree__render() makes any one file of it; kapi_export__tree() writes
 * them all to disk, and kapi mount serves the same bytes over FUSE.
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

/* Spec names become file names; refuse ones that would leave the tree. */
static bool safe_name(const char *name)
{
	return name && name[0] && name[0] != '.' && !strchr(name, '/');
}

static int render_list(const struct kernel_api_spec *const *specs,
		       size_t count, struct kapi_out *out)
{
	kapi__out_puts(out, "Kernel API specifications\n"
			    "=========================\n\n");
	for (size_t i = 0; i < count; i++)
		kapi__out_printf(out, "%s - %s\n", specs[i]->name,
				 specs[i]->description ? specs[i]->description : "");
	kapi__out_printf(out, "\nTotal: %zu specifications\n", count);
	return out->err;
}

int kapi_tree__render(const struct kernel_api_spec *const *specs, size_t count,
		      enum kapi_tree_file file, size_t idx, kapi_write_fn write,
		      void *ctx)
{
	struct kapi_emit_opts opts = { .sz = sizeof(opts), .pretty = true };
	struct kapi_out out = { .write = write, .ctx = ctx };

	if (!write || (!specs && count))
		return -EINVAL;
	switch (file) {
	case KAPI_TREE_LIST:
		return render_list(specs, count, &out);
	case KAPI_TREE_SPEC_TEXT:
	case KAPI_TREE_SPEC_JSON:
		if (idx >= count)
			return -ENOENT;
		return kapi_emit__spec(specs[idx],
				       file == KAPI_TREE_SPEC_JSON ?
				       KAPI_FORMAT_JSON : KAPI_FORMAT_PLAIN,
				       &opts, write, ctx);
	case KAPI_TREE_ALL_JSON:
		return kapi_emit__specs(specs, count, KAPI_FORMAT_JSON, &opts,
					write, ctx);
	case KAPI_TREE_ALL_XML:
		return kapi_emit__specs(specs, count, KAPI_FORMAT_XML, &opts,
					write, ctx);
	default:
		return -EINVAL;
	}
}

int kapi_tree__path(const struct kernel_api_spec *const *specs, size_t count,
		    enum kapi_tree_file file, size_t idx, char *buf, size_t len)
{
	static const char *const fixed[] = {
		[KAPI_TREE_LIST] = "list",
		[KAPI_TREE_ALL_JSON] = "all.json",
		[KAPI_TREE_ALL_XML] = "all.xml",
	};
	int n;

	switch (file) {
	case KAPI_TREE_LIST:
	case KAPI_TREE_ALL_JSON:
	case KAPI_TREE_ALL_XML:
		n = snprintf(buf, len, "%s", fixed[file]);
		break;
	case KAPI_TREE_SPEC_TEXT:
	case KAPI_TREE_SPEC_JSON:
		if (idx >= count)
			return -ENOENT;
		if (!safe_name(specs[idx]->name))
			return -EINVAL;
		n = snprintf(buf, len, "%s/%s",
			     file == KAPI_TREE_SPEC_JSON ? "specs-json" : "specs",
			     specs[idx]->name);
		break;
	default:
		return -EINVAL;
	}
	return n < 0 || (size_t)n >= len ? -ENAMETOOLONG : 0;
}

static int write_file(const struct kernel_api_spec *const *specs, size_t count,
		      const char *dir, enum kapi_tree_file file, size_t idx)
{
	char rel[2048], path[4096];
	FILE *f;
	int err;

	err = kapi_tree__path(specs, count, file, idx, rel, sizeof(rel));
	if (err)
		return err;
	if (snprintf(path, sizeof(path), "%s/%s", dir, rel) >= (int)sizeof(path))
		return -ENAMETOOLONG;
	f = fopen(path, "w");
	if (!f)
		return -errno;
	err = kapi_tree__render(specs, count, file, idx, kapi_write__file, f);
	if (!err && ferror(f))
		err = -EIO;
	if (fclose(f) && !err)
		err = -errno;
	return err;
}

int kapi_export__tree(const struct kernel_api_spec *const *specs, size_t count,
		      const char *dir)
{
	char sub[4096];
	int err;

	if (!dir || (!specs && count))
		return -EINVAL;
	err = make_dir(dir);
	for (size_t i = 0; !err && i < 2; i++) {
		snprintf(sub, sizeof(sub), "%s/%s", dir,
			 i ? "specs-json" : "specs");
		err = make_dir(sub);
	}
	if (!err)
		err = write_file(specs, count, dir, KAPI_TREE_LIST, 0);
	for (size_t i = 0; !err && i < count; i++) {
		err = write_file(specs, count, dir, KAPI_TREE_SPEC_TEXT, i);
		if (!err)
			err = write_file(specs, count, dir, KAPI_TREE_SPEC_JSON, i);
	}
	if (!err)
		err = write_file(specs, count, dir, KAPI_TREE_ALL_JSON, 0);
	if (!err)
		err = write_file(specs, count, dir, KAPI_TREE_ALL_XML, 0);
	return err;
}

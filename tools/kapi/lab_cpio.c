// SPDX-License-Identifier: GPL-2.0
/*
 * The newc ("070701") cpio format the kernel unpacks an initramfs from:
 * a 110-byte ASCII header of 13 eight-digit hex fields, the NUL-ended name,
 * the data, each padded to four bytes, and a "TRAILER!!!" entry at the end.
 * Written to a temporary file renamed into place on success.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "lab.h"

struct lab_cpio {
	FILE *f;
	unsigned int ino;
	int err;
	char path[PATH_MAX], tmp[PATH_MAX + 16];
};

int lab_cpio_open(const char *path, struct lab_cpio **out)
{
	struct lab_cpio *c = calloc(1, sizeof(*c));

	if (!c)
		return -ENOMEM;
	lab_fmt(c->path, sizeof(c->path), "%s", path);
	lab_fmt(c->tmp, sizeof(c->tmp), "%s.%d", path, (int)getpid());
	c->f = fopen(c->tmp, "w");
	if (!c->f) {
		int err = -errno;

		free(c);
		return err;
	}
	c->ino = 1;
	*out = c;
	return 0;
}

static void pad(struct lab_cpio *c)
{
	static const char zero[4];
	long pos = ftell(c->f);

	if (pos > 0 && pos % 4)
		fwrite(zero, 1, 4 - (size_t)(pos % 4), c->f);
}

static void header(struct lab_cpio *c, const char *name, mode_t mode,
		   size_t size, unsigned int rmaj, unsigned int rmin)
{
	/* names are relative: "init", "bin/busybox" */
	while (*name == '/')
		name++;
	fprintf(c->f, "070701%08X%08X%08X%08X%08X%08X%08zX%08X%08X%08X%08X%08zX%08X",
		c->ino++, (unsigned int)mode, 0u, 0u, 1u, 0u, size, 0u, 0u,
		rmaj, rmin, strlen(name) + 1, 0u);
	fwrite(name, 1, strlen(name) + 1, c->f);
	pad(c);
}

int lab_cpio_dir(struct lab_cpio *c, const char *name)
{
	header(c, name, S_IFDIR | 0755, 0, 0, 0);
	return 0;
}

int lab_cpio_data(struct lab_cpio *c, const char *name, mode_t mode,
		  const void *data, size_t len)
{
	header(c, name, S_IFREG | mode, len, 0, 0);
	if (len && fwrite(data, 1, len, c->f) != len)
		c->err = -EIO;
	pad(c);
	return c->err;
}

int lab_cpio_file(struct lab_cpio *c, const char *name, mode_t mode,
		  const char *src)
{
	char *buf;
	size_t len;
	int err = lab_slurp(src, &buf, &len);

	if (err)
		return c->err = err;
	err = lab_cpio_data(c, name, mode, buf, len);
	free(buf);
	return err;
}

int lab_cpio_symlink(struct lab_cpio *c, const char *name, const char *target)
{
	size_t len = strlen(target);

	header(c, name, S_IFLNK | 0777, len, 0, 0);
	fwrite(target, 1, len, c->f);
	pad(c);
	return 0;
}

int lab_cpio_chardev(struct lab_cpio *c, const char *name, unsigned int major,
		     unsigned int minor)
{
	header(c, name, S_IFCHR | 0600, 0, major, minor);
	return 0;
}

int lab_cpio_close(struct lab_cpio *c, bool ok)
{
	int err;

	header(c, "TRAILER!!!", 0, 0, 0, 0);
	if (ferror(c->f) && !c->err)
		c->err = -EIO;
	if (fclose(c->f) && !c->err)
		c->err = -errno;
	err = ok ? c->err : (c->err ?: -ECANCELED);
	if (!err && rename(c->tmp, c->path))
		err = -errno;
	if (err)
		unlink(c->tmp);
	free(c);
	return err;
}

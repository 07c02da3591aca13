// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * Whole files read in one go: small regular ones (patches, suppressions,
 * baselines, kernel sources) bounded by their size, and files whose size
 * says nothing (/proc) read to their end.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include "base/base.h"

int kapi__read_fd(int fd, size_t max, char **out, size_t *len)
{
	struct stat st;
	char *buf;
	ssize_t n;
	size_t got = 0;

	if (fstat(fd, &st) || !S_ISREG(st.st_mode))
		return -EINVAL;
	if ((size_t)st.st_size > max)
		return -EFBIG;
	buf = malloc((size_t)st.st_size + 1);
	if (!buf)
		return -ENOMEM;
	while (got < (size_t)st.st_size &&
	       (n = read(fd, buf + got, (size_t)st.st_size - got)) > 0)
		got += (size_t)n;
	buf[got] = '\0';
	*out = buf;
	*len = got;
	return 0;
}

int kapi__read_file(const char *path, size_t max, char **out, size_t *len)
{
	int err, fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK);

	if (fd < 0)
		return -errno;
	err = kapi__read_fd(fd, max, out, len);
	close(fd);
	return err;
}

char *kapi__read_text(const char *path)
{
	FILE *f = fopen(path, "re");
	char *buf = NULL;
	size_t len = 0, cap = 0, n;

	if (!f)
		return NULL;
	do {
		if (kapi__grow(&buf, &cap, len + 1, 1, 1 << 16)) {
			free(buf);
			buf = NULL;
			break;
		}
		n = fread(buf + len, 1, cap - len - 1, f);
		len += n;
	} while (n);
	if (buf)
		buf[len] = '\0';
	fclose(f);
	return buf;
}

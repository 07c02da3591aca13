// SPDX-License-Identifier: GPL-2.0
/*
 * The whole-file readers every stage shares (lib/base/file.c): bounded
 * reads of regular files, and reads to the end of files whose size stat
 * does not tell.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "base/base.h"
#include "tap.h"

int main(void)
{
	char dir[] = "/tmp/kapi-test-file-XXXXXX", path[64];
	static const char body[] = "first line\nsecond\n";
	char *buf = NULL, *text;
	size_t len = 0;
	FILE *f;
	int fd;

	if (!mkdtemp(dir)) {
		ok(0, "a scratch directory: %s", strerror(errno));
		return done_testing();
	}
	snprintf(path, sizeof(path), "%s/f", dir);
	f = fopen(path, "w");
	ok(f && fputs(body, f) >= 0 && !fclose(f), "a scratch file is written");

	is_int(kapi__read_file(path, 1024, &buf, &len), 0, "a regular file is read");
	ok(buf && len == strlen(body) && !memcmp(buf, body, len) && !buf[len],
	   "whole and NUL-terminated");
	free(buf);
	buf = NULL;
	is_int(kapi__read_file(path, strlen(body), &buf, &len), 0,
	       "a file exactly at the bound is read");
	free(buf);
	buf = NULL;
	is_int(kapi__read_file(path, strlen(body) - 1, &buf, &len), -EFBIG,
	       "a file over the bound is -EFBIG");
	ok(!buf, "and nothing is handed back");
	is_int(kapi__read_file(dir, 1024, &buf, &len), -EINVAL,
	       "a directory is -EINVAL");
	snprintf(path, sizeof(path), "%s/missing", dir);
	is_int(kapi__read_file(path, 1024, &buf, &len), -ENOENT,
	       "a missing file is -ENOENT");

	snprintf(path, sizeof(path), "%s/f", dir);
	fd = open(path, O_RDONLY);
	is_int(kapi__read_fd(fd, 1024, &buf, &len), 0, "an open descriptor is read");
	ok(fcntl(fd, F_GETFD) >= 0, "and stays open");
	close(fd);
	free(buf);

	text = kapi__read_text(path);
	ok(text && !strcmp(text, body), "read_text: a regular file to its end");
	free(text);
	text = kapi__read_text("/proc/self/status");
	ok(text && strstr(text, "Name:"), "read_text: a /proc file, whose stat size is 0");
	free(text);
	snprintf(path, sizeof(path), "%s/missing", dir);
	ok(!kapi__read_text(path), "read_text: NULL for a missing file");

	snprintf(path, sizeof(path), "%s/f", dir);
	unlink(path);
	rmdir(dir);
	return done_testing();
}

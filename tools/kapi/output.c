// SPDX-License-Identifier: GPL-2.0
/*
 * The one writer of output files for every verb (output.h).  A regular
 * file is written as ".NAME.XXXXXX" in its own directory and renamed over
 * NAME at the end; a device or a pipe is written in place, and a
 * zero-length write at the end shows it took the data (/dev/full does
 * not, even when there was nothing to write).  The
 * stream is a cookie stream that keeps the first write's errno, so the
 * message names the real cause even when stdio has lost it.
 */
#include <errno.h>
#include <fcntl.h>
#include <libgen.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "main.h"
#include "output.h"

static ssize_t cookie_write(void *c, const char *buf, size_t n)
{
	struct out_file *o = c;
	size_t done = 0;

	while (done < n) {
		ssize_t w = write(o->fd, buf + done, n - done);

		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0) {
			if (!o->err)
				o->err = w < 0 ? errno : EIO;
			return 0;	/* stdio marks the stream in error */
		}
		done += (size_t)w;
	}
	return (ssize_t)done;
}

static int cookie_close(void *c)
{
	struct out_file *o = c;

	if (close(o->fd) && !o->err)
		o->err = errno;
	o->fd = -1;
	return o->err ? -1 : 0;
}

/*
 * A symlink in a sticky world-writable directory (/tmp) that someone else
 * planted: following it would write where they chose.  The kernel's
 * protected_symlinks rule: only the link's owner or the directory's may.
 */
static bool planted_symlink(const char *path, const struct stat *lst)
{
	char *copy = strdup(path);
	struct stat dst;
	bool bad = false;

	if (!copy)
		return false;
	if (!stat(dirname(copy), &dst) && (dst.st_mode & S_ISVTX) &&
	    (dst.st_mode & S_IWOTH))
		bad = lst->st_uid != geteuid() && lst->st_uid != dst.st_uid;
	free(copy);
	return bad;
}

/* The temporary ".NAME.XXXXXX" beside target, with NAME's mode to be. */
static int open_temp(struct out_file *o, const struct stat *old)
{
	char *dcopy = strdup(o->target), *bcopy = strdup(o->target);
	mode_t mask;
	int fd = -1;

	if (!dcopy || !bcopy)
		goto out;
	if (asprintf(&o->tmp, "%s/.%s.XXXXXX", dirname(dcopy),
		     basename(bcopy)) < 0) {
		o->tmp = NULL;
		goto out;
	}
	fd = mkostemp(o->tmp, O_CLOEXEC);
	if (fd < 0) {
		free(o->tmp);
		o->tmp = NULL;
		goto out;
	}
	mask = umask(0);
	umask(mask);
	/* should this fail, the file stays 0600: safe, only less shared */
	fchmod(fd, old ? old->st_mode & 07777 : 0666 & ~mask);
out:
	free(dcopy);
	free(bcopy);
	return fd;
}

static int say_failed(struct out_file *o, int err)
{
	p_err("cannot write '%s': %s", o->path, strerror(err));
	return EXIT_FAILURE_;
}

static void out_free(struct out_file *o)
{
	free(o->path);
	free(o->target);
	free(o->tmp);
	memset(o, 0, sizeof(*o));
	o->fd = -1;
}

/* Opens the file itself: a device, a pipe, or a file in a directory we
 * may not create in. */
static int open_in_place(struct out_file *o, bool regular)
{
	o->probe = !regular;
	return open(o->target, O_WRONLY | O_CLOEXEC | O_NOCTTY |
		    (regular ? O_TRUNC : 0));
}

/* Where a dangling symlink points, relative to its own directory. */
static char *link_target(const char *path)
{
	char buf[PATH_MAX], *dcopy, *out = NULL;
	ssize_t n = readlink(path, buf, sizeof(buf) - 1);

	if (n <= 0)
		return NULL;
	buf[n] = '\0';
	if (buf[0] == '/')
		return strdup(buf);
	dcopy = strdup(path);
	if (dcopy && asprintf(&out, "%s/%s", dirname(dcopy), buf) < 0)
		out = NULL;
	free(dcopy);
	return out;
}

static int resolve(struct out_file *o, struct stat *st, bool *exists)
{
	struct stat lst;
	char *real;

	*exists = false;
	if (lstat(o->path, &lst))
		return errno == ENOENT ? 0 : -errno;
	if (S_ISLNK(lst.st_mode)) {
		if (planted_symlink(o->path, &lst)) {
			p_err("'%s' is a symlink in a sticky world-writable "
			      "directory, owned by neither you nor the directory's "
			      "owner: not followed (remove it or name another file)",
			      o->path);
			return -ELOOP;
		}
		real = realpath(o->path, NULL);
		if (!real)
			real = link_target(o->path);	/* a file to be made */
		if (real) {
			free(o->target);
			o->target = real;
		}
	}
	if (stat(o->target, st))
		return errno == ENOENT ? 0 : -errno;
	*exists = true;
	return 0;
}

FILE *out_open(struct out_file *o, const char *path)
{
	static const cookie_io_functions_t io = {
		.write = cookie_write, .close = cookie_close,
	};
	struct stat st;
	bool exists;
	int err;

	memset(o, 0, sizeof(*o));
	o->fd = -1;
	o->path = strdup(path);
	o->target = strdup(path);
	if (!o->path || !o->target) {
		p_err("out of memory");
		goto fail;
	}
	err = resolve(o, &st, &exists);
	if (err == -ELOOP)
		goto fail;
	if (err) {
		say_failed(o, -err);
		goto fail;
	}
	if (exists && S_ISDIR(st.st_mode)) {
		say_failed(o, EISDIR);
		goto fail;
	}
	if (!exists || S_ISREG(st.st_mode))
		o->fd = open_temp(o, exists ? &st : NULL);
	/* no temporary possible (a device, /proc, a read-only directory) */
	if (o->fd < 0 && exists)
		o->fd = open_in_place(o, exists && S_ISREG(st.st_mode));
	if (o->fd < 0) {
		say_failed(o, errno);
		goto fail;
	}
	o->f = fopencookie(o, "w", io);
	if (!o->f) {
		p_err("out of memory");
		close(o->fd);
		goto fail;
	}
	return o->f;
fail:
	if (o->tmp)
		unlink(o->tmp);
	out_free(o);
	return NULL;
}

int out_close(struct out_file *o, bool ok)
{
	int ret = EXIT_OK;

	if (!o->f)
		return EXIT_OK;
	if (!ok) {	/* the caller said why: only the temporary goes */
		fclose(o->f);
		if (o->tmp)
			unlink(o->tmp);
		out_free(o);
		return EXIT_OK;
	}
	if ((fflush(o->f) || ferror(o->f)) && !o->err)
		o->err = EIO;
	/* a device that takes no data (/dev/full) fails even an empty output */
	if (!o->err && o->probe && write(o->fd, "", 0) < 0)
		o->err = errno;
	fclose(o->f);	/* cookie_close keeps close()'s errno */
	o->f = NULL;
	if (!o->err && o->tmp && rename(o->tmp, o->target))
		o->err = errno;
	if (o->err) {
		if (o->tmp)
			unlink(o->tmp);
		ret = say_failed(o, o->err);
	}
	out_free(o);
	return ret;
}

/* -o of the verbs that print to standard output */
static struct out_file stdout_file = { .fd = -1 };
static FILE *real_stdout;

/* an exit() before the end (a failure) leaves no temporary behind */
static void abandon_stdout(void)
{
	if (stdout_file.f) {
		stdout = real_stdout;
		fclose(stdout_file.f);
		stdout_file.f = NULL;
		if (stdout_file.tmp)
			unlink(stdout_file.tmp);
	}
}

int out_redirect_stdout(const char *path)
{
	FILE *f;

	if (stdout_file.f) {
		p_err("-o given twice ('%s' and '%s')", stdout_file.path, path);
		return EXIT_USAGE;
	}
	f = out_open(&stdout_file, path);
	if (!f)
		return EXIT_FAILURE_;
	real_stdout = stdout;
	stdout = f;	/* glibc's stdout is a variable for this */
	atexit(abandon_stdout);
	return EXIT_OK;
}

bool out_stdout_redirected(void)
{
	return stdout_file.f != NULL;
}

int out_finish_stdout(bool ok)
{
	if (!stdout_file.f)
		return EXIT_OK;
	stdout = real_stdout;
	return out_close(&stdout_file, ok);
}

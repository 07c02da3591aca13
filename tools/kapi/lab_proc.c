// SPDX-License-Identifier: GPL-2.0
/*
 * The lab's child processes (apt-get, dpkg-deb, depmod, ldd, QEMU) and the
 * small file-system helpers around them.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "lab.h"
#include "main.h"

void lab_progress(const char *fmt, ...)
{
	va_list ap;

	if (!isatty(STDERR_FILENO))
		return;
	fprintf(stderr, "%s: ", bin_name);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
}

int lab_fmt(char *buf, size_t len, const char *fmt, ...)
{
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(buf, len, fmt, ap);
	va_end(ap);
	return n < 0 || (size_t)n >= len ? -ENAMETOOLONG : 0;
}

double lab_now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static void child_exec(char *const argv[], int out_fd, int err_fd)
{
	int null = open("/dev/null", O_RDWR);

	if (null >= 0)
		dup2(null, STDIN_FILENO);
	if (out_fd >= 0)
		dup2(out_fd, STDOUT_FILENO);
	if (err_fd >= 0)
		dup2(err_fd, STDERR_FILENO);
	execvp(argv[0], argv);
	_exit(127);
}

static int wait_status(pid_t pid)
{
	int st;

	while (waitpid(pid, &st, 0) < 0)
		if (errno != EINTR)
			return -errno;
	if (WIFSIGNALED(st))
		return 128 + WTERMSIG(st);
	return WEXITSTATUS(st);
}

int lab_run(char *const argv[], int out_fd, int err_fd)
{
	pid_t pid;

	fflush(stdout);
	fflush(stderr);
	pid = fork();
	if (pid < 0)
		return -errno;
	if (!pid)
		child_exec(argv, out_fd, err_fd);
	return wait_status(pid);
}

int lab_capture(char *const argv[], char **out, bool keep_err)
{
	char tmpl[] = "/tmp/kapi-lab-XXXXXX";
	int fd = mkstemp(tmpl), null = -1, ret;
	size_t len;

	*out = NULL;
	if (fd < 0)
		return -errno;
	unlink(tmpl);
	if (!keep_err)
		null = open("/dev/null", O_WRONLY);
	ret = lab_run(argv, fd, null);
	if (null >= 0)
		close(null);
	if (ret >= 0) {
		char path[64];
		int err;

		lab_fmt(path, sizeof(path), "/proc/self/fd/%d", fd);
		err = lab_slurp(path, out, &len);
		if (err)
			ret = err;
	}
	close(fd);
	return ret;
}

bool lab_have(const char *prog)
{
	const char *path = getenv("PATH");
	char buf[PATH_MAX];

	if (strchr(prog, '/'))
		return !access(prog, X_OK);
	if (!path)
		path = "/usr/local/bin:/usr/bin:/bin:/usr/sbin:/sbin";
	while (*path) {
		size_t n = strcspn(path, ":");

		lab_fmt(buf, sizeof(buf), "%.*s/%s", (int)n, path, prog);
		if (!access(buf, X_OK))
			return true;
		path += n + (path[n] == ':');
	}
	return false;
}

int lab_mkdirs(const char *path, mode_t mode)
{
	char buf[PATH_MAX];

	if (snprintf(buf, sizeof(buf), "%s", path) >= (int)sizeof(buf))
		return -ENAMETOOLONG;
	for (char *p = buf + 1; *p; p++) {
		if (*p != '/')
			continue;
		*p = '\0';
		if (mkdir(buf, mode) && errno != EEXIST)
			return -errno;
		*p = '/';
	}
	if (mkdir(buf, mode) && errno != EEXIST)
		return -errno;
	return 0;
}

int lab_rmtree(const char *path)
{
	DIR *d = opendir(path);
	struct dirent *e;
	int err = 0;

	if (!d)
		return errno == ENOTDIR ? (unlink(path) ? -errno : 0) : -errno;
	while ((e = readdir(d))) {
		char sub[PATH_MAX];
		struct stat st;

		if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, ".."))
			continue;
		lab_fmt(sub, sizeof(sub), "%s/%s", path, e->d_name);
		if (lstat(sub, &st))
			continue;
		if (S_ISDIR(st.st_mode))
			err = lab_rmtree(sub) ?: err;
		else if (unlink(sub))
			err = -errno;
	}
	closedir(d);
	if (rmdir(path))
		err = -errno;
	return err;
}

int lab_slurp(const char *path, char **buf, size_t *len)
{
	FILE *f = fopen(path, "r");
	size_t cap = 4096, n = 0;
	char *b;

	*buf = NULL;
	if (!f)
		return -errno;
	b = malloc(cap);
	while (b) {
		size_t got = fread(b + n, 1, cap - n - 1, f);

		n += got;
		if (n + 1 < cap)
			break;
		char *nb = realloc(b, cap * 2);

		if (!nb) {
			free(b);
			b = NULL;
			break;
		}
		b = nb;
		cap *= 2;
	}
	fclose(f);
	if (!b)
		return -ENOMEM;
	b[n] = '\0';
	*buf = b;
	if (len)
		*len = n;
	return 0;
}

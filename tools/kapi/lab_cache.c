// SPDX-License-Identifier: GPL-2.0
/*
 * The lab's kernel cache: a kernel named by package, by short form (6.1),
 * by .deb or by image path becomes an unpacked tree under the cache
 * directory.  Packages come from apt-get download and are unpacked with
 * dpkg-deb -x; nothing is installed on the host.
 *
 *   DIR/debs/        the downloaded .deb files
 *   DIR/kernels/PKG/ one unpacked package (boot/vmlinuz-REL, lib/modules/REL)
 *   DIR/busybox/     busybox-static, when the host has no static busybox
 *   DIR/initramfs/   initramfs images, by kernel release and kapi binary
 */
#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "lab.h"
#include "main.h"

const char *lab_dir(void)
{
	static char dir[PATH_MAX];
	const char *env = getenv("KAPI_LAB_DIR"), *base;

	if (dir[0])
		return dir;
	if (env && *env)
		lab_fmt(dir, sizeof(dir), "%s", env);
	else if (!geteuid())
		lab_fmt(dir, sizeof(dir), "/var/cache/kapi/lab");
	else if ((base = getenv("XDG_CACHE_HOME")) && *base)
		lab_fmt(dir, sizeof(dir), "%s/kapi/lab", base);
	else
		lab_fmt(dir, sizeof(dir), "%s/.cache/kapi/lab",
			 getenv("HOME") ? getenv("HOME") : "/tmp");
	return dir;
}

static bool is_dir(const char *path)
{
	struct stat st;

	return !stat(path, &st) && S_ISDIR(st.st_mode);
}

static bool is_file(const char *path)
{
	struct stat st;

	return !stat(path, &st) && S_ISREG(st.st_mode);
}

/* The one directory under root/lib/modules: the kernel's release. */
static void find_release(const char *root, char *rel, size_t len)
{
	char path[PATH_MAX];
	struct dirent *e;
	DIR *d;

	rel[0] = '\0';
	lab_fmt(path, sizeof(path), "%s/lib/modules", root);
	d = opendir(path);
	if (!d)
		return;
	while ((e = readdir(d)))
		if (e->d_name[0] != '.')
			lab_fmt(rel, len, "%s", e->d_name);
	closedir(d);
}

/* Fills k from an unpacked tree; false when it holds no kernel image. */
static bool kernel_from_tree(const char *root, const char *name,
			     struct lab_kernel *k)
{
	memset(k, 0, sizeof(*k));
	lab_fmt(k->name, sizeof(k->name), "%s", name);
	lab_fmt(k->root, sizeof(k->root), "%s", root);
	find_release(root, k->release, sizeof(k->release));
	k->arm64 = strlen(name) > 6 && !strcmp(name + strlen(name) - 6, "-arm64");
	lab_fmt(k->image, sizeof(k->image), "%s/boot/vmlinuz-%s", root,
		 k->release);
	return k->release[0] && is_file(k->image);
}

int lab_kernels_each(lab_kernel_fn fn, void *ctx)
{
	char dir[PATH_MAX];
	struct dirent *e;
	DIR *d;

	lab_fmt(dir, sizeof(dir), "%s/kernels", lab_dir());
	d = opendir(dir);
	if (!d)
		return errno == ENOENT ? 0 : -errno;
	while ((e = readdir(d))) {
		char root[PATH_MAX];
		struct lab_kernel k;

		if (e->d_name[0] == '.')
			continue;
		lab_fmt(root, sizeof(root), "%s/%s", dir, e->d_name);
		if (kernel_from_tree(root, e->d_name, &k))
			fn(&k, ctx);
	}
	closedir(d);
	return 0;
}

/* Unpacks deb into DIR/kernels/name (through a temporary directory). */
static int unpack(const char *deb, const char *name, struct lab_kernel *k)
{
	char tmp[PATH_MAX], root[PATH_MAX];
	int ret;

	lab_fmt(root, sizeof(root), "%s/kernels/%s", lab_dir(), name);
	lab_fmt(tmp, sizeof(tmp), "%s/kernels/.%s.%d", lab_dir(), name,
		 (int)getpid());
	lab_rmtree(tmp);
	if (lab_mkdirs(tmp, 0755)) {
		p_err("cannot make '%s': %s", tmp, strerror(errno));
		return EXIT_FAILURE_;
	}
	lab_progress("unpacking %s", name);
	char *x[] = { "dpkg-deb", "-x", (char *)deb, tmp, NULL };

	ret = lab_run(x, -1, -1);
	if (ret || !kernel_from_tree(tmp, name, k)) {
		p_err("'%s' is not a kernel package (dpkg-deb -x: status %d)",
		      deb, ret);
		lab_rmtree(tmp);
		return EXIT_FAILURE_;
	}
	/* the package carries no modules.dep: make it */
	char *dm[] = { "depmod", "-b", tmp, k->release, NULL };

	ret = lab_run(dm, -1, -1);
	if (ret)
		p_err("depmod -b %s %s: status %d", tmp, k->release, ret);
	if (!ret && rename(tmp, root) && !is_dir(root)) {
		p_err("cannot move '%s' to '%s': %s", tmp, root, strerror(errno));
		ret = -1;
	}
	lab_rmtree(tmp);	/* left when another run unpacked it first */
	if (ret)
		return EXIT_FAILURE_;
	return kernel_from_tree(root, name, k) ? EXIT_OK : EXIT_FAILURE_;
}

/* The .deb of pkg in DIR/debs, or "" */
static void find_deb(const char *pkg, char *path, size_t len)
{
	char dir[PATH_MAX];
	size_t n = strlen(pkg);
	struct dirent *e;
	DIR *d;

	path[0] = '\0';
	lab_fmt(dir, sizeof(dir), "%s/debs", lab_dir());
	d = opendir(dir);
	if (!d)
		return;
	/* busybox-static comes for amd64 and arm64 */
	while ((e = readdir(d)))
		if (!strncmp(e->d_name, pkg, n) && e->d_name[n] == '_' &&
		    strstr(e->d_name, ".deb") &&
		    !strstr(e->d_name, "_arm64.deb") == !lab_arm64_mode)
			lab_fmt(path, len, "%s/%s", dir, e->d_name);
	closedir(d);
}

int lab_download_cached(const char *pkg, char *deb, size_t len)
{
	find_deb(pkg, deb, len);
	return deb[0] ? 0 : -ENOENT;
}

/* apt-get download pkg into DIR/debs; the .deb's path, or an exit status. */
int lab_download(const char *pkg, char *deb, size_t len)
{
	char dir[PATH_MAX], log[PATH_MAX + 8];
	int ret, fd;

	find_deb(pkg, deb, len);
	if (deb[0])
		return EXIT_OK;
	lab_fmt(dir, sizeof(dir), "%s/debs", lab_dir());
	if (lab_mkdirs(dir, 0755)) {
		p_err("cannot make '%s': %s", dir, strerror(errno));
		return EXIT_FAILURE_;
	}
	lab_progress("fetching %s (apt-get download)", pkg);
	lab_fmt(log, sizeof(log), "%s/.apt.log", dir);
	fd = open(log, O_WRONLY | O_CREAT | O_TRUNC, 0644);
	char *argv[] = { "sh", "-c", "cd \"$0\" && exec apt-get download \"$1\"",
			 dir, (char *)pkg, NULL };

	ret = lab_run(argv, fd, fd);
	if (fd >= 0)
		close(fd);
	find_deb(pkg, deb, len);
	if (ret || !deb[0]) {
		char *text = NULL;

		lab_slurp(log, &text, NULL);
		p_err("apt-get download %s failed (status %d)%s%s", pkg, ret,
		      text ? ":\n" : "", text ? text : "");
		free(text);
		return EXIT_FAILURE_;
	}
	return EXIT_OK;
}

/* A package name: in the cache already, or downloaded and unpacked. */
static int kernel_by_package(const char *pkg, bool fetch, struct lab_kernel *k)
{
	char root[PATH_MAX], deb[PATH_MAX];
	int ret;

	lab_fmt(root, sizeof(root), "%s/kernels/%s", lab_dir(), pkg);
	if (kernel_from_tree(root, pkg, k))
		return EXIT_OK;
	if (!fetch) {
		p_err("kernel '%s' is not in the cache %s ('%s lab fetch %s')",
		      pkg, lab_dir(), bin_name, pkg);
		return EXIT_FAILURE_;
	}
	ret = lab_download(pkg, deb, sizeof(deb));
	return ret ? ret : unpack(deb, pkg, k);
}

/*
 * Whether a package name is an amd64 kernel image of series short ("6.1"
 * takes linux-image-6.1.0-57-amd64, not 6.12's; no rt, cloud, dbg or
 * unsigned flavours); an arm64 one (-arm64, the generic flavour, which has
 * 9p) in lab_arm64_mode.
 */
static bool in_series(const char *pkg, const char *shortv)
{
	size_t n = strlen(shortv), len = strlen(pkg);
	const char *rest;

	if (strncmp(pkg, "linux-image-", 12))
		return false;
	rest = pkg + 12;
	if (strncmp(rest, shortv, n) || (rest[n] != '.' && rest[n] != '-'))
		return false;
	if (len < 6 || strcmp(pkg + len - 6, lab_arm64_mode ? "-arm64" : "-amd64"))
		return false;
	return !strstr(rest, "-rt-") && !strstr(rest, "-cloud-") &&
	       !strstr(rest, "-dbg") && !strstr(rest, "-unsigned");
}

struct newest {
	const char *shortv;
	char best[256];
};

static void keep_newest(struct newest *n, const char *pkg)
{
	if (in_series(pkg, n->shortv) &&
	    (!n->best[0] || strverscmp(pkg, n->best) > 0))
		lab_fmt(n->best, sizeof(n->best), "%s", pkg);
}

static void newest_cached(const struct lab_kernel *k, void *ctx)
{
	keep_newest(ctx, k->name);
}

/* The package names apt knows beginning "linux-image-". */
static char *apt_kernels(void)
{
	char *argv[] = { "apt-cache", "pkgnames", "linux-image-", NULL };
	char *out = NULL;

	if (!lab_have("apt-cache"))
		return NULL;
	if (lab_capture(argv, &out, false)) {
		free(out);
		return NULL;
	}
	return out;
}

static void newest_known(struct newest *n, const char *list)
{
	while (list && *list) {
		size_t len = strcspn(list, "\n");
		char pkg[256];

		lab_fmt(pkg, sizeof(pkg), "%.*s", (int)len, list);
		keep_newest(n, pkg);
		list += len + (list[len] == '\n');
	}
}

/* Says which kernels there are, after an unknown name. */
static void list_candidates(const char *list)
{
	static const char *const series[] = { "5.10", "6.1", "6.12", NULL };
	char msg[2048];
	size_t used = 0;

	for (int i = 0; series[i]; i++) {
		struct newest n = { .shortv = series[i] };

		newest_known(&n, list);
		lab_kernels_each(newest_cached, &n);
		if (n.best[0])
			used += (size_t)snprintf(msg + used, sizeof(msg) - used,
						 "  %-5s %s\n", series[i], n.best);
	}
	fprintf(stderr, "%s", used ? "kernels known (short form, newest package):\n" :
		"apt knows no linux-image packages (apt-get update?), the cache none\n");
	fputs(msg, stderr);
}

static bool is_short_form(const char *s)
{
	if (!isdigit((unsigned char)*s))
		return false;
	for (; *s; s++)
		if (!isdigit((unsigned char)*s) && *s != '.')
			return false;
	return true;
}

/*
 * Asking apt takes seconds (18 on a loaded machine): the answer for a short
 * form is kept a day in DIR/short-FORM; lab fetch asks again.
 */
#define SHORT_MEMO_SECONDS (24 * 3600)

static bool short_memo(const char *spec, bool fresh, char *pkg, size_t len)
{
	char path[PATH_MAX], *text = NULL;
	struct stat st;
	bool ok;

	lab_fmt(path, sizeof(path), "%s/short-%s%s", lab_dir(),
		lab_arm64_mode ? "arm64-" : "", spec);
	if (fresh || stat(path, &st) || time(NULL) - st.st_mtime > SHORT_MEMO_SECONDS ||
	    lab_slurp(path, &text, NULL))
		return false;
	text[strcspn(text, "\n")] = '\0';
	ok = in_series(text, spec) && lab_fmt(pkg, len, "%s", text) == 0;
	free(text);
	return ok;
}

static void short_remember(const char *spec, const char *pkg)
{
	char path[PATH_MAX];
	FILE *f;

	lab_fmt(path, sizeof(path), "%s/short-%s%s", lab_dir(),
		lab_arm64_mode ? "arm64-" : "", spec);
	if (lab_mkdirs(lab_dir(), 0755))
		return;
	f = fopen(path, "w");
	if (f) {
		fprintf(f, "%s\n", pkg);
		fclose(f);
	}
}

/* 6.1: the newest amd64 kernel package of that series apt (or the cache) knows. */
static int kernel_by_short(const char *spec, bool fetch, bool fresh,
			   struct lab_kernel *k)
{
	struct newest n = { .shortv = spec };
	char *list;

	if (short_memo(spec, fresh, n.best, sizeof(n.best)))
		return kernel_by_package(n.best, fetch, k);
	list = apt_kernels();

	newest_known(&n, list);
	if (!n.best[0] && fetch && !geteuid()) {
		char *up[] = { "apt-get", "update", "-q", NULL };

		lab_progress("apt-get update (apt knows no %s kernel)", spec);
		lab_run(up, open("/dev/null", O_WRONLY), -1);
		free(list);
		list = apt_kernels();
		newest_known(&n, list);
	}
	lab_kernels_each(newest_cached, &n);
	if (!n.best[0]) {
		p_err("unknown kernel '%s'", spec);
		list_candidates(list);
		free(list);
		return EXIT_USAGE;
	}
	free(list);
	short_remember(spec, n.best);
	return kernel_by_package(n.best, fetch, k);
}

/* A kernel image path: its release and modules when it sits in a tree. */
static int kernel_by_image(const char *path, struct lab_kernel *k)
{
	const char *base = strrchr(path, '/') ? strrchr(path, '/') + 1 : path;
	char root[PATH_MAX], mods[PATH_MAX + 160];

	memset(k, 0, sizeof(*k));
	lab_fmt(k->name, sizeof(k->name), "%s", base);
	if (!realpath(path, k->image)) {
		p_err("cannot read '%s': %s", path, strerror(errno));
		return EXIT_FAILURE_;
	}
	if (!strncmp(base, "vmlinuz-", 8))
		lab_fmt(k->release, sizeof(k->release), "%s", base + 8);
	/* ROOT/boot/vmlinuz-REL beside ROOT/lib/modules/REL */
	lab_fmt(root, sizeof(root), "%s", k->image);
	for (int up = 0; up < 2 && strrchr(root, '/'); up++)
		*strrchr(root, '/') = '\0';
	lab_fmt(mods, sizeof(mods), "%s/lib/modules/%s", root, k->release);
	if (k->release[0] && is_dir(mods))
		lab_fmt(k->root, sizeof(k->root), "%s", root);
	return EXIT_OK;
}

/* A .deb file: unpacked under its package name. */
static int kernel_by_deb(const char *path, struct lab_kernel *k)
{
	char *argv[] = { "dpkg-deb", "-f", (char *)path, "Package", NULL };
	char *out = NULL, root[PATH_MAX];
	int ret = lab_capture(argv, &out, false);

	if (ret || !out || !*out) {
		p_err("'%s' is not a Debian package", path);
		free(out);
		return EXIT_FAILURE_;
	}
	out[strcspn(out, "\n")] = '\0';
	lab_fmt(root, sizeof(root), "%s/kernels/%s", lab_dir(), out);
	if (kernel_from_tree(root, out, k))
		ret = EXIT_OK;
	else
		ret = unpack(path, out, k);
	free(out);
	return ret;
}

int lab_kernel_get(const char *spec, bool fetch, struct lab_kernel *k)
{
	return lab_kernel_resolve(spec, fetch, false, k);
}

int lab_kernel_resolve(const char *spec, bool fetch, bool fresh,
		       struct lab_kernel *k)
{
	size_t n = strlen(spec);

	if (!lab_arm64_mode && !strncmp(spec, "arm64:", 6))
		return lab_arm64_kernel(spec + 6, fetch, fresh, k);
	if (n > 4 && !strcmp(spec + n - 4, ".deb") && is_file(spec))
		return kernel_by_deb(spec, k);
	if (strchr(spec, '/') || is_file(spec))
		return kernel_by_image(spec, k);
	if (is_short_form(spec))
		return kernel_by_short(spec, fetch, fresh, k);
	if (!strncmp(spec, "linux-image-", 12))
		return kernel_by_package(spec, fetch, k);
	p_err("unknown kernel '%s' (a package name, 6.1-style short form, "
	      ".deb or image path)", spec);
	list_candidates(NULL);
	return EXIT_USAGE;
}

/*
 * The ELF vmlinux inside a bzImage, unpacked beside it once (ROOT/boot/
 * vmlinux-REL): QEMU starts it through its PVH entry, which skips the
 * decompressor (seconds under TCG).  Debian compresses 6.1 with xz and 6.12
 * with zstd; the payload starts at the first magic of either.  false when
 * there is none, and the bzImage boots.
 */
static bool find_payload(const char *image, long *off, const char **tool)
{
	static const struct { const char *magic; size_t len; const char *tool; } m[] = {
		{ "\xfd" "7zXZ\0", 6, "xz" }, { "\x28\xb5\x2f\xfd", 4, "zstd" },
	};
	char *buf;
	size_t len;
	bool found = false;

	if (lab_slurp(image, &buf, &len))
		return false;
	for (size_t i = 0; i < len && !found; i++)
		for (size_t k = 0; k < 2 && !found; k++)
			if (i + m[k].len <= len && !memcmp(buf + i, m[k].magic, m[k].len)) {
				*off = (long)i;
				*tool = m[k].tool;
				found = true;
			}
	free(buf);
	return found;
}

bool lab_vmlinux(const struct lab_kernel *k, char *path, size_t len)
{
	char tail[PATH_MAX + 8], cmd[4 * PATH_MAX];
	const char *tool;
	char elf[4] = "";
	long off;
	FILE *f;

	if (!k->root[0] || lab_fmt(path, len, "%s/boot/vmlinux-%s", k->root, k->release))
		return false;
	if (is_file(path))
		return true;
	if (!find_payload(k->image, &off, &tool))
		return false;
	lab_fmt(tail, sizeof(tail), "%s.%d", path, (int)getpid());
	/* the tool stops at the payload's end; what follows is not its */
	lab_fmt(cmd, sizeof(cmd), "tail -c +%ld \"$0\" | %s -dc >\"$1\" 2>/dev/null; :",
		off + 1, tool);
	char *argv[] = { "sh", "-c", cmd, (char *)k->image, tail, NULL };

	lab_progress("unpacking vmlinux of %s", k->name);
	lab_run(argv, -1, -1);
	f = fopen(tail, "r");
	if (f) {
		if (fread(elf, 1, 4, f) != 4)
			elf[0] = '\0';
		fclose(f);
	}
	if (memcmp(elf, "\x7f" "ELF", 4) || rename(tail, path)) {
		unlink(tail);
		return false;
	}
	return true;
}

static bool static_busybox(const char *path)
{
	char *argv[] = { "file", "-L", (char *)path, NULL };
	char *out = NULL;
	bool ok;

	if (!is_file(path))
		return false;
	if (!lab_have("file"))
		return true;	/* Debian's /bin/busybox of busybox-static is */
	ok = !lab_capture(argv, &out, false) && out &&
	     strstr(out, "statically linked");
	free(out);
	return ok;
}

int lab_busybox(char *path, size_t len)
{
	char root[PATH_MAX], deb[PATH_MAX];
	int ret;

	if (!lab_arm64_mode && static_busybox("/bin/busybox")) {
		lab_fmt(path, len, "/bin/busybox");
		return EXIT_OK;
	}
	lab_fmt(root, sizeof(root), "%s/busybox%s", lab_dir(),
		lab_arm64_mode ? "-arm64" : "");
	lab_fmt(path, len, "%s/bin/busybox", root);
	if (is_file(path))
		return EXIT_OK;
	ret = lab_download("busybox-static", deb, sizeof(deb));
	if (ret)
		return ret;
	char *x[] = { "dpkg-deb", "-x", deb, root, NULL };

	if (lab_run(x, -1, -1) || !is_file(path)) {
		p_err("cannot unpack busybox-static ('%s')", deb);
		return EXIT_FAILURE_;
	}
	return EXIT_OK;
}

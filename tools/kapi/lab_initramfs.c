// SPDX-License-Identifier: GPL-2.0
/*
 * The lab's initramfs: busybox and its applets in /bin, this kapi binary as
 * /bin/kapi with the shared libraries ldd names (at the paths ldd names),
 * the modules 9p over virtio needs on this kernel and loop, and those
 * conform's jobs load (decompressed, loaded in the order modprobe
 * --show-depends gives), and /init.  /init mounts the
 * pseudo file systems and the run's 9p share, and runs the job the host
 * wrote there (lab_vm.c); then powers off.
 *
 * Images are cached in DIR/initramfs by kernel release and a hash of what
 * goes in (the kapi binary, busybox, the libraries, the modules, /init).
 */
#include <dirent.h>
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include <utime.h>

#include "lab.h"
#include "main.h"

#define MOUNT_9P "mount -t 9p -o trans=virtio,version=9p2000.L,msize=262144"

static const char init_script[] =
	"#!/bin/sh\n"
	"# kapi lab: the guest's init (docs/kapi-lab.rst)\n"
	"PATH=/bin:/usr/bin:/usr/sbin\n"
	"export PATH\n"
	"# a foreign busybox (arm64) was not asked for its applets\n"
	"[ -e /bin/mount ] || /bin/busybox --install -s /bin\n"
	"mount -t proc proc /proc\n"
	"mount -t sysfs sysfs /sys\n"
	"mount -t devtmpfs devtmpfs /dev\n"
	"mount -t tmpfs tmpfs /tmp\n"
	"mount -t tmpfs tmpfs /run\n"
	"mount -t debugfs debugfs /sys/kernel/debug\n"
	"mount -t tracefs tracefs /sys/kernel/tracing 2>/dev/null\n"
	"mount -t bpf bpf /sys/fs/bpf\n"
	"mount -t cgroup2 cgroup2 /sys/fs/cgroup\n"
	"for m in $(cat /modules/order); do\n"
	"\tinsmod /modules/$m || echo \"kapi-lab: insmod $m failed\"\n"
	"done\n"
	"mkdir -p " LAB_RUN_DIR "\n"
	"if " MOUNT_9P " kapirun " LAB_RUN_DIR "; then\n"
	"\tcat /proc/uptime >" LAB_RUN_DIR "/init-uptime\n"
	"\techo 'kapi-lab: init'\n"
	"\t. " LAB_RUN_DIR "/job\n"
	"else\n"
	"\techo 'kapi-lab: cannot mount the run share (9p over virtio)'\n"
	"fi\n"
	"poweroff -f\n";

/* What goes in, found before anything is written (for the cache key). */
struct contents {
	char busybox[PATH_MAX];
	char kapi[PATH_MAX];	/* the binary, this one unless arm64 */
	bool foreign;		/* an arm64 kapi and busybox: not run here */
	char *libs;		/* ldd's output */
	char *mods;		/* modprobe --show-depends's output */
	char *mods_conform;	/* the same of conform_modules */
	uint64_t hash;
};

static uint64_t fnv(uint64_t h, const void *data, size_t len)
{
	const unsigned char *p = data;

	for (size_t i = 0; i < len; i++)
		h = (h ^ p[i]) * 0x100000001b3ULL;
	return h;
}

static uint64_t fnv_file(uint64_t h, const char *path)
{
	char *buf;
	size_t len;

	if (lab_slurp(path, &buf, &len))
		return fnv(h, path, strlen(path));
	h = fnv(h, buf, len);
	free(buf);
	return h;
}

/* The modules init loads: 9p over virtio, and loop, on which conform's
 * swap cases make their area (effect_swap.c). */
static const char *const boot_modules[] = { "virtio_pci", "9pnet_virtio",
	"9p", "loop", NULL };
/* Those a conform job that may take quotactl loads first (cmd_lab.c,
 * lab_vm.c): its quota cases mount an ext2 file system with quotas
 * (effect_quota.c).  About a second of a TCG boot, which other runs do
 * not pay. */
static const char *const conform_modules[] = { "ext4", "quota_v2", NULL };

/* modprobe's answer for those modules, from the kernel's tree */
static char *module_list(const struct lab_kernel *k, const char *const *names)
{
	char *argv[16] = { "modprobe", "-d", (char *)k->root, "-S",
			   (char *)k->release, "-a", "--show-depends" };
	char *out = NULL;
	int n = 7;

	for (int i = 0; names[i] && n < 15; i++)
		argv[n++] = (char *)names[i];
	argv[n] = NULL;

	if (!k->root[0] || !k->release[0])
		return strdup("");
	if (!lab_have("modprobe") && lab_have("/sbin/modprobe"))
		argv[0] = "/sbin/modprobe";
	lab_capture(argv, &out, false);
	return out ? out : strdup("");
}

static int gather(const struct lab_kernel *k, struct contents *c)
{
	char self[PATH_MAX] = "";
	char *ldd[] = { "ldd", self, NULL };
	int ret;

	c->foreign = k->arm64;
	if (c->foreign) {
		/* the static arm64 build: no libraries */
		ret = lab_arm64_busybox(c->busybox, sizeof(c->busybox));
		ret = ret ?: lab_arm64_kapi(c->kapi, sizeof(c->kapi));
		c->libs = strdup("");
		if (ret || !c->libs)
			return ret ?: EXIT_FAILURE_;
	} else {
		ret = lab_busybox(c->busybox, sizeof(c->busybox));
		if (ret)
			return ret;
		/* ldd's /proc/self would be its own; this process's exe
		 * link works even when the binary was rebuilt meanwhile */
		lab_fmt(self, sizeof(self), "/proc/%d/exe", (int)getpid());
		lab_fmt(c->kapi, sizeof(c->kapi), "/proc/self/exe");
		if (lab_capture(ldd, &c->libs, false) || !c->libs) {
			p_err("ldd cannot list kapi's shared libraries");
			return EXIT_FAILURE_;
		}
	}
	c->mods = module_list(k, boot_modules);
	c->mods_conform = module_list(k, conform_modules);
	c->hash = fnv_file(0xcbf29ce484222325ULL, c->kapi);
	c->hash = fnv_file(c->hash, c->busybox);
	c->hash = fnv(c->hash, c->libs, strlen(c->libs));
	c->hash = fnv(c->hash, c->mods, strlen(c->mods));
	c->hash = fnv(c->hash, c->mods_conform, strlen(c->mods_conform));
	c->hash = fnv(c->hash, init_script, sizeof(init_script));
	c->hash = fnv(c->hash, k->image, strlen(k->image));
	return EXIT_OK;
}

static int add_busybox(struct lab_cpio *c, const char *busybox, bool foreign)
{
	char *argv[] = { (char *)busybox, "--list", NULL };
	char *list = NULL, *save = NULL;
	int err = lab_cpio_file(c, "bin/busybox", 0755, busybox);

	/* a foreign busybox cannot run here: init installs its applets */
	if (!err && foreign)
		return lab_cpio_symlink(c, "bin/sh", "busybox");
	if (err || lab_capture(argv, &list, false) || !list) {
		free(list);
		return err ?: -EIO;
	}
	for (char *a = strtok_r(list, "\n", &save); a; a = strtok_r(NULL, "\n", &save)) {
		char name[300];

		lab_fmt(name, sizeof(name), "bin/%s", a);
		if (strcmp(a, "busybox"))
			lab_cpio_symlink(c, name, "busybox");
	}
	free(list);
	return 0;
}

/* Each "/path (0x...)" or "name => /path (0x...)" line of ldd's output. */
static int add_libs(struct lab_cpio *c, const char *ldd)
{
	char dirs[8][PATH_MAX];
	int ndirs = 0, err = 0;

	while (*ldd && !err) {
		size_t len = strcspn(ldd, "\n");
		char line[PATH_MAX * 2], *p, dir[PATH_MAX];

		lab_fmt(line, sizeof(line), "%.*s", (int)len, ldd);
		ldd += len + (ldd[len] == '\n');
		p = strstr(line, "=> ") ? strstr(line, "=> ") + 3 : line;
		while (*p == ' ' || *p == '\t')
			p++;
		if (*p != '/')
			continue;
		p[strcspn(p, " ")] = '\0';
		lab_fmt(dir, sizeof(dir), "%s", p);
		*strrchr(dir, '/') = '\0';
		bool seen = false;

		for (int i = 0; i < ndirs; i++)
			seen |= !strcmp(dirs[i], dir);
		if (!seen && ndirs < 8) {
			/* each level of the directory, once */
			for (char *s = dir + 1; *s; s++) {
				if (*s == '/') {
					*s = '\0';
					lab_cpio_dir(c, dir);
					*s = '/';
				}
			}
			lab_cpio_dir(c, dir);
			lab_fmt(dirs[ndirs++], PATH_MAX, "%s", dir);
		}
		err = lab_cpio_file(c, p, 0755, p);
	}
	return err;
}

/* A module, decompressed when it is .ko.xz, .ko.zst or .ko.gz. */
static int add_module(struct lab_cpio *c, const char *path, int nr,
		      char *order, size_t *used, size_t cap)
{
	static const struct { const char *ext, *tool; } comp[] = {
		{ ".xz", "xz" }, { ".zst", "zstd" }, { ".gz", "gzip" },
	};
	const char *base = strrchr(path, '/') + 1;
	char name[300];
	size_t n = strlen(path);
	int err;

	lab_fmt(name, sizeof(name), "%02d-%.*s", nr, (int)strcspn(base, "."), base);
	*used += (size_t)snprintf(order + *used, cap - *used, "%s.ko\n", name);
	lab_fmt(name + strlen(name), sizeof(name) - strlen(name), ".ko");
	char full[320];

	lab_fmt(full, sizeof(full), "modules/%s", name);
	for (size_t i = 0; i < sizeof(comp) / sizeof(comp[0]); i++) {
		size_t e = strlen(comp[i].ext);
		char *argv[] = { (char *)comp[i].tool, "-dc", (char *)path, NULL };
		char tmp[] = "/tmp/kapi-lab-ko-XXXXXX";
		int fd;

		if (n <= e || strcmp(path + n - e, comp[i].ext))
			continue;
		fd = mkstemp(tmp);
		if (fd < 0)
			return -errno;
		err = lab_run(argv, fd, -1) ? -EIO : lab_cpio_file(c, full, 0644, tmp);
		close(fd);
		unlink(tmp);
		return err;
	}
	return lab_cpio_file(c, full, 0644, path);
}

/* Whether a list holds the module of that file name (foo.ko.xz: foo) */
static bool has_module(const char *list, const char *base)
{
	char key[300];

	lab_fmt(key, sizeof(key), "-%.*s.ko\n", (int)strcspn(base, "."), base);
	return strstr(list, key);
}

/* The modules of modprobe's answer mods not in seen, numbered from *nr,
 * with their names in list. */
static int add_list(struct lab_cpio *c, const char *mods, const char *seen,
		    int *nr, char *list, size_t *used, size_t cap)
{
	int err = 0;

	while (*mods && !err) {
		size_t len = strcspn(mods, "\n");
		char line[PATH_MAX], *p;

		lab_fmt(line, sizeof(line), "%.*s", (int)len, mods);
		mods += len + (mods[len] == '\n');
		if (strncmp(line, "insmod ", 7))
			continue;	/* "builtin NAME" */
		p = line + 7;
		p[strcspn(p, " ")] = '\0';
		if (has_module(seen, strrchr(p, '/') + 1) ||
		    has_module(list, strrchr(p, '/') + 1))
			continue;
		err = add_module(c, p, (*nr)++, list, used, cap);
	}
	return err;
}

/* modules/order, which init loads, and modules/conform, which a conform
 * job loads (lab_vm.c) */
static int add_modules(struct lab_cpio *c, const struct contents *ct)
{
	char order[4096] = "", more[4096] = "";
	size_t used = 0, used_more = 0;
	int nr = 0;
	int err;

	lab_cpio_dir(c, "modules");
	err = add_list(c, ct->mods, "", &nr, order, &used, sizeof(order));
	err = err ?: add_list(c, ct->mods_conform, order, &nr, more,
			      &used_more, sizeof(more));
	err = err ?: lab_cpio_data(c, "modules/order", 0644, order, used);
	return err ?: lab_cpio_data(c, "modules/conform", 0644, more, used_more);
}

static int write_image(const char *path, const struct contents *ct)
{
	static const char *const dirs[] = {
		"bin", "dev", "proc", "sys", "tmp", "run", "etc", "usr", "root",
		"mnt", NULL,
	};
	struct lab_cpio *c;
	int err = lab_cpio_open(path, &c);

	if (err)
		return err;
	for (int i = 0; dirs[i]; i++)
		lab_cpio_dir(c, dirs[i]);
	lab_cpio_chardev(c, "dev/console", 5, 1);
	lab_cpio_symlink(c, "sbin", "bin");
	err = add_busybox(c, ct->busybox, ct->foreign);
	err = err ?: lab_cpio_file(c, "bin/kapi", 0755, ct->kapi);
	err = err ?: add_libs(c, ct->libs);
	err = err ?: add_modules(c, ct);
	err = err ?: lab_cpio_data(c, "init", 0755, init_script,
				   sizeof(init_script) - 1);
	return lab_cpio_close(c, !err) ?: err;
}

/*
 * Every rebuilt kapi makes new images: those nobody used for a day go when
 * a new one is written (a hit touches its image).
 */
#define UNUSED_SECONDS (24 * 3600)

static void prune(const char *dir)
{
	DIR *d = opendir(dir);
	struct dirent *e;

	while (d && (e = readdir(d))) {
		char path[PATH_MAX];
		size_t n = strlen(e->d_name);
		struct stat st;

		if (n < 5 || strcmp(e->d_name + n - 5, ".cpio") ||
		    lab_fmt(path, sizeof(path), "%s/%s", dir, e->d_name) ||
		    stat(path, &st))
			continue;
		if (time(NULL) - st.st_mtime > UNUSED_SECONDS)
			unlink(path);
	}
	if (d)
		closedir(d);
}

int lab_initramfs(const struct lab_kernel *k, char *path, size_t len)
{
	struct contents ct = { 0 };
	char dir[PATH_MAX];
	int ret = gather(k, &ct), err;

	if (ret)
		goto out;
	lab_fmt(dir, sizeof(dir), "%s/initramfs", lab_dir());
	lab_fmt(path, len, "%s/%s-%016llx.cpio", dir,
		 k->release[0] ? k->release : k->name,
		 (unsigned long long)ct.hash);
	if (!access(path, R_OK)) {
		utime(path, NULL);
		goto out;
	}
	lab_progress("making the initramfs for %s", k->name);
	err = lab_mkdirs(dir, 0755);
	err = err ?: write_image(path, &ct);
	if (!err)
		prune(dir);
	if (err) {
		p_err("cannot write the initramfs '%s': %s", path, strerror(-err));
		ret = EXIT_FAILURE_;
	}
out:
	free(ct.libs);
	free(ct.mods);
	free(ct.mods_conform);
	return ret;
}

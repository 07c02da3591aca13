// SPDX-License-Identifier: GPL-2.0
/*
 * The lab's arm64 kernels (kapi --kernel arm64:6.1 VERB): Debian's arm64
 * packages come from a private apt state under the cache (its own sources
 * and architecture, DIR/apt-arm64; the host's dpkg never hears of arm64),
 * the VM is qemu-system-aarch64 -M virt under TCG, and the kapi it runs is
 * the arm64 build (make ARCH=arm64: build-arm64/kapi beside this binary's
 * build directory, or $KAPI_LAB_ARM64_KAPI), static, with busybox-static's
 * arm64 busybox.
 *
 *   DIR/apt-arm64/   apt.conf, sources.list and the apt state
 *   DIR/busybox-arm64/ the unpacked arm64 busybox-static
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "lab.h"
#include "main.h"

bool lab_arm64_mode;

static const char sources[] =
	"deb [arch=arm64 signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] "
	"http://deb.debian.org/debian bookworm main\n"
	"deb [arch=arm64 signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] "
	"http://deb.debian.org/debian-security bookworm-security main\n";

static int write_text(const char *path, const char *text)
{
	FILE *f = fopen(path, "w");

	if (!f)
		return -errno;
	fputs(text, f);
	return fclose(f) ? -errno : 0;
}

/* DIR/apt-arm64/apt.conf, written once; its path in conf. */
static int apt_conf(char *conf, size_t len)
{
	char root[PATH_MAX], path[PATH_MAX + 32], text[8 * PATH_MAX];
	static const char *const dirs[] = {
		"etc/sources.list.d", "etc/preferences.d", "etc/apt.conf.d",
		"state/lists/partial", "cache/archives/partial", NULL,
	};
	struct stat st;
	int err = 0;

	lab_fmt(root, sizeof(root), "%s/apt-arm64", lab_dir());
	lab_fmt(conf, len, "%s/apt.conf", root);
	if (!stat(conf, &st))
		return 0;
	for (int i = 0; dirs[i] && !err; i++) {
		lab_fmt(path, sizeof(path), "%s/%s", root, dirs[i]);
		err = lab_mkdirs(path, 0755);
	}
	lab_fmt(path, sizeof(path), "%s/etc/sources.list", root);
	err = err ?: write_text(path, sources);
	lab_fmt(path, sizeof(path), "%s/state/status", root);
	err = err ?: write_text(path, "");
	lab_fmt(text, sizeof(text),
		"Dir::Etc \"%1$s/etc\";\n"
		"Dir::Etc::sourcelist \"%1$s/etc/sources.list\";\n"
		"Dir::Etc::sourceparts \"%1$s/etc/sources.list.d\";\n"
		"Dir::Etc::preferencesparts \"%1$s/etc/preferences.d\";\n"
		"Dir::Etc::parts \"%1$s/etc/apt.conf.d\";\n"
		"Dir::State \"%1$s/state\";\n"
		"Dir::State::status \"%1$s/state/status\";\n"
		"Dir::Cache \"%1$s/cache\";\n"
		"APT::Architecture \"arm64\";\n"
		"APT::Architectures { \"arm64\"; };\n", root);
	lab_fmt(path, sizeof(path), "%s.tmp", conf);
	err = err ?: write_text(path, text);
	if (!err && rename(path, conf))
		err = -errno;
	if (err)
		p_err("cannot set up the arm64 apt state in '%s': %s", root,
		      strerror(-err));
	return err;
}

/* apt-get and apt-cache see the arm64 state until lab_arm64_leave(). */
static int enter(void)
{
	char conf[PATH_MAX];

	if (apt_conf(conf, sizeof(conf)))
		return EXIT_FAILURE_;
	setenv("APT_CONFIG", conf, 1);
	lab_arm64_mode = true;
	return EXIT_OK;
}

static void leave(const char *saved)
{
	if (saved)
		setenv("APT_CONFIG", saved, 1);
	else
		unsetenv("APT_CONFIG");
	lab_arm64_mode = false;
}

int lab_arm64_kernel(const char *spec, bool fetch, bool fresh,
		     struct lab_kernel *k)
{
	char *saved = getenv("APT_CONFIG") ? strdup(getenv("APT_CONFIG")) : NULL;
	int ret = enter();

	if (!ret)
		ret = lab_kernel_resolve(spec, fetch, fresh, k);
	leave(saved);
	free(saved);
	k->arm64 = true;
	return ret;
}

int lab_arm64_busybox(char *path, size_t len)
{
	char *saved = getenv("APT_CONFIG") ? strdup(getenv("APT_CONFIG")) : NULL;
	int ret = enter();

	if (!ret)
		ret = lab_busybox(path, len);
	leave(saved);
	free(saved);
	return ret;
}

int lab_arm64_kapi(char *path, size_t len)
{
	const char *env = getenv("KAPI_LAB_ARM64_KAPI");
	char self[PATH_MAX];
	ssize_t n;

	if (env && *env) {
		lab_fmt(path, len, "%s", env);
	} else {
		/* BUILD/kapi -> BUILD/../build-arm64/kapi */
		n = readlink("/proc/self/exe", self, sizeof(self) - 1);
		self[n > 0 ? n : 0] = '\0';
		for (int up = 0; up < 2 && strrchr(self, '/'); up++)
			*strrchr(self, '/') = '\0';
		lab_fmt(path, len, "%s/build-arm64/kapi", self);
	}
	if (access(path, X_OK)) {
		p_err("no arm64 kapi at '%s' (make ARCH=arm64, or set "
		      "KAPI_LAB_ARM64_KAPI)", path);
		return EXIT_FAILURE_;
	}
	return EXIT_OK;
}

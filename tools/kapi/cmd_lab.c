// SPDX-License-Identifier: GPL-2.0
/*
 * kapi lab: the kernel cache (list, fetch, clean), and kapi --kernel K
 * VERB ..., which runs the rest of the command line inside a VM of K.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "lab.h"
#include "main.h"

static int lab_help(void)
{
	printf("usage: %s lab list\n"
	       "       %s lab fetch KERNEL...\n"
	       "       %s lab clean [KERNEL...]\n"
	       "       %s lab matrix --kernels K1,K2,... [-o DIR] -- conform [ARGS]\n"
	       "       %s --kernel KERNEL VERB [ARGS...]\n"
	       "\n"
	       "The kernel lab runs a verb inside a throwaway QEMU VM of another\n"
	       "kernel and hands back its output and exit status.  KERNEL is a\n"
	       "Debian kernel package (linux-image-6.1.0-57-amd64), a short form\n"
	       "(6.1, 6.12: the newest amd64 package of that series apt knows),\n"
	       "a .deb, or a kernel image; 'live' is this machine's kernel.\n"
	       "Packages are fetched with apt-get download and unpacked into the\n"
	       "cache, never installed.  Paths named on the command line are\n"
	       "shared into the VM at the same paths (-o FILE comes back);\n"
	       "programs after -- run inside the VM.\n"
	       "\n"
	       "  list          the kernels in the cache\n"
	       "  fetch         download and unpack kernels into the cache\n"
	       "  clean         remove kernels (all, with the initramfs images\n"
	       "                and .deb files, when none is named)\n"
	       "  matrix        conform on several kernels, per syscall and kernel\n"
	       "                ('%s lab matrix help')\n"
	       "\n"
	       "Cache: %s (KAPI_LAB_DIR overrides).\n"
	       "Environment: KAPI_LAB_ACCEL=kvm|tcg, KAPI_LAB_CPU (TCG's CPU\n"
	       "model, default max), KAPI_LAB_MEM (2G), KAPI_LAB_TIMEOUT (1800 s),\n"
	       "KAPI_LAB_TIMES=1 prints boot and run seconds, KAPI_LAB_APPEND\n"
	       "adds kernel parameters.\n"
	       "See docs/kapi-lab.rst.\n",
	       bin_name, bin_name, bin_name, bin_name, bin_name, bin_name,
	       lab_dir());
	return EXIT_OK;
}

struct listing {
	struct kapi_json *j;
	size_t count;
};

static void list_one(const struct lab_kernel *k, void *ctx)
{
	struct listing *l = ctx;

	l->count++;
	if (!l->j) {
		printf("%-40s %s\n", k->name, k->release);
		return;
	}
	kapi_json__begin_object(l->j);
	kapi_json__key(l->j, "package");
	kapi_json__string(l->j, k->name);
	kapi_json__key(l->j, "release");
	kapi_json__string(l->j, k->release);
	kapi_json__key(l->j, "image");
	kapi_json__string(l->j, k->image);
	kapi_json__key(l->j, "root");
	kapi_json__string(l->j, k->root);
	kapi_json__end_object(l->j);
}

static int lab_list(void)
{
	struct listing l = { 0 };
	int err;

	if (json_output) {
		l.j = json_document();
		if (!l.j)
			return EXIT_FAILURE_;
		kapi_json__key(l.j, "cache");
		kapi_json__string(l.j, lab_dir());
		kapi_json__key(l.j, "kernels");
		kapi_json__begin_array(l.j);
	}
	err = lab_kernels_each(list_one, &l);
	if (l.j) {
		kapi_json__end_array(l.j);
		kapi_json__end_object(l.j);
		if (kapi_json__free(l.j))
			return EXIT_FAILURE_;
	} else if (!l.count) {
		fprintf(stderr, "%s: no kernels in %s ('%s lab fetch 6.1')\n",
			bin_name, lab_dir(), bin_name);
	}
	if (err) {
		p_err("cannot read '%s': %s", lab_dir(), strerror(-err));
		return EXIT_FAILURE_;
	}
	return EXIT_OK;
}

static int lab_fetch(int argc, char **argv)
{
	int ret = EXIT_OK;

	if (argc < 1) {
		p_err("lab fetch: name a kernel (6.1, 6.12, a package or a .deb)");
		return EXIT_USAGE;
	}
	for (int i = 0; i < argc; i++) {
		struct lab_kernel k;
		int r = lab_kernel_resolve(argv[i], true, true, &k);

		if (!r)
			printf("%-40s %s\n", k.name, k.image);
		ret = r > ret ? r : ret;
	}
	return ret;
}

static int remove_dir(const char *sub, const char *name)
{
	char path[PATH_MAX];
	int err;

	lab_fmt(path, sizeof(path), "%s/%s%s%s", lab_dir(), sub,
		 name ? "/" : "", name ? name : "");
	err = lab_rmtree(path);
	if (err && err != -ENOENT) {
		p_err("cannot remove '%s': %s", path, strerror(-err));
		return EXIT_FAILURE_;
	}
	return EXIT_OK;
}

static int lab_clean(int argc, char **argv)
{
	static const char *const all[] = {
		"kernels", "initramfs", "debs", "busybox", NULL,
	};
	int ret = EXIT_OK;

	for (int i = 0; !argc && all[i]; i++)
		ret |= remove_dir(all[i], NULL);
	for (int i = 0; i < argc; i++) {
		struct lab_kernel k;
		char deb[PATH_MAX];

		if (lab_kernel_get(argv[i], false, &k) || !k.root[0]) {
			ret = EXIT_FAILURE_;
			continue;
		}
		ret |= remove_dir("kernels", k.name);
		if (!lab_download_cached(k.name, deb, sizeof(deb)))
			unlink(deb);
	}
	return ret;
}

int do_lab(int argc, char **argv)
{
	if (argc < 2 || is_help_request(argc, argv))
		return argc < 2 ? (lab_help(), EXIT_USAGE) : lab_help();
	if (!strcmp(argv[1], "list"))
		return lab_list();
	if (!strcmp(argv[1], "fetch"))
		return lab_fetch(argc - 2, argv + 2);
	if (!strcmp(argv[1], "clean"))
		return lab_clean(argc - 2, argv + 2);
	if (!strcmp(argv[1], "matrix"))
		return lab_matrix(argc - 1, argv + 1);
	p_err("unknown lab command '%s' (list, fetch, clean, matrix)", argv[1]);
	return EXIT_USAGE;
}

bool lab_inside_vm(void)
{
	const char *env = getenv("KAPI_LAB_VM");
	char *info = NULL;
	bool virt;

	if (!env || strcmp(env, "1") || access(LAB_RUN_DIR "/job", F_OK))
		return false;
#ifdef __aarch64__
	/* no hypervisor flag on arm64: QEMU's virt board names itself */
	if (lab_slurp("/proc/device-tree/compatible", &info, NULL))
		return false;
	virt = strstr(info, "linux,dummy-virt");
#else
	if (lab_slurp("/proc/cpuinfo", &info, NULL))
		return false;
	virt = strstr(info, " hypervisor");
#endif
	free(info);
	return virt;
}

/* Whether the verb's arguments set an option already. */
static bool has_option(int argc, char **argv, const char *opt)
{
	size_t n = strlen(opt);

	for (int i = 0; i < argc && strcmp(argv[i], "--"); i++)
		if (!strncmp(argv[i], opt, n) && (!argv[i][n] || argv[i][n] == '='))
			return true;
	return false;
}

/* A conform run's -e/--syscalls/--only lists: whether they may take
 * quotactl or quotactl_fd (all of them without a list), whose cases need
 * the ext4 and quota modules (lab_initramfs.c). */
static bool may_run_quota(int argc, char **argv)
{
	bool listed = false, quota = false;

	for (int i = 0; i < argc && strcmp(argv[i], "--"); i++) {
		const char *v = NULL, *a = argv[i];

		if (!strcmp(a, "-e") || !strcmp(a, "--syscalls") || !strcmp(a, "--only"))
			v = i + 1 < argc ? argv[++i] : "";
		else if (!strncmp(a, "--syscalls=", 11) || !strncmp(a, "--only=", 7))
			v = strchr(a, '=') + 1;
		else if (!strncmp(a, "-e", 2))
			v = a + 2;
		if (v) {
			listed = true;
			quota = quota || strstr(v, "quota");
		}
	}
	return !listed || quota;
}

/* Under TCG a call takes longer: conform's --timeout default becomes 1000 ms. */
#define TCG_CONFORM_TIMEOUT "1000"

int lab_main(const char *kernel, int argc, char **argv, int verb)
{
	struct lab_opts o = { 0 };
	struct lab_kernel k;
	char **args;
	int ret, n = 0;

	ret = lab_kernel_get(kernel, true, &k);
	if (ret)
		return ret;
	args = calloc((size_t)argc + 3, sizeof(*args));
	if (!args) {
		p_err("out of memory");
		return EXIT_FAILURE_;
	}
	o.quota_modules = verb < argc && !strcmp(argv[verb], "conform") &&
			  may_run_quota(argc - verb - 1, argv + verb + 1);
	for (int i = 0; i < argc; i++) {
		args[n++] = argv[i];
		if (i == verb && !strcmp(argv[i], "conform") && !lab_kvm(&k) &&
		    !has_option(argc - i - 1, argv + i + 1, "--timeout")) {
			args[n++] = "--timeout";
			args[n++] = TCG_CONFORM_TIMEOUT;
		}
	}
	ret = lab_vm_run(&k, n, args, &o);
	if (getenv("KAPI_LAB_TIMES") && o.total > 0)
		fprintf(stderr, "%s: lab: %s %s: boot-to-init %.2f s, total %.2f s\n",
			bin_name, k.name, o.tcg ? "TCG" : "KVM", o.boot_to_init,
			o.total);
	free(args);
	return ret;
}

// SPDX-License-Identifier: GPL-2.0
/* kapi stats: how much of the API the spec set covers, and how deeply. */
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

#include "main.h"

static int stats_help(void)
{
	printf("usage: %s stats [--root DIR] [-o FILE]\n"
	       "\n"
	       "Count the specs by API type, split syscall specs into deep\n"
	       "(written by hand) and generated baselines, count side effects\n"
	       "and state transitions as checked by kapi conform, checkable but\n"
	       "not yet checked, or not observable, show how many of\n"
	       "this architecture's syscall numbers have a spec, which drivers in\n"
	       "/proc/devices and /proc/misc have spec'd ioctls, and, per area\n"
	       "of /sys and /proc/sys, how many attribute files are present\n"
	       "beside spec'd ones and how many of them have a spec.\n"
	       "\n"
	       "  --root DIR   a sysfs tree other than /sys (as kapi sysfs)\n",
	       bin_name);
	return EXIT_OK;
}

/*
 * Attribute areas by path: files present (those the specs' paths expand
 * to plus the files beside them without a spec) and files with a spec.
 * The paths are the spec paths re-rooted, so an area is found by what
 * follows the root.
 */
static const struct area {
	const char *name, *prefix;
} areas[] = {
	{ "sysctl", "/proc/sys/" },
	{ "cgroup", "/fs/cgroup/" },
	{ "net", "/class/net/" },
	{ "cpu", "/devices/system/cpu/" },
	{ "thp", "/kernel/mm/transparent_hugepage/" },
	{ "power", "/power/" },
	{ "block", "/block/" },
	{ "other", "" },
};
#define NAREAS (sizeof(areas) / sizeof(areas[0]))

struct coverage {
	const char *root;
	size_t present[NAREAS], specified[NAREAS];
};

static size_t area_of(const struct coverage *c, const char *path)
{
	const char *rest = path;
	size_t n = c->root ? strlen(c->root) : 4;

	/* /proc/sys lies outside the root; /sys paths follow it */
	if (!strncmp(path, "proc/sys/", 9) || strstr(path, "/proc/sys/"))
		return 0;
	if (!strncmp(path, c->root ? c->root : "/sys", n))
		rest = path + n;
	for (size_t i = 1; i < NAREAS - 1; i++)
		if (!strncmp(rest, areas[i].prefix, strlen(areas[i].prefix)))
			return i;
	return NAREAS - 1;
}

/*
 * The ioctl handlers of drivers as /proc/devices and /proc/misc name
 * them: the file operations (a spec's file_ops_name) whose commands are
 * the driver's own.  The type byte of _IOC numbers cannot tell: tun's
 * TUNSETIFF and the terminals' TCGETS are both type 'T'.  Drivers
 * without ioctls of their own (mem, misc, vcs, cpu/cpuid, dax, ...) are
 * not listed.
 */
#define TTY_OPS "tty_fops", "ptmx_fops", "vt_ioctl"
static const struct ioctl_driver {
	const char *name;
	const char *fops[4];
} ioctl_drivers[] = {
	{ "tty", { TTY_OPS } }, { "/dev/tty", { TTY_OPS } },
	{ "/dev/console", { TTY_OPS } }, { "/dev/ptmx", { TTY_OPS } },
	{ "/dev/vc/0", { TTY_OPS } }, { "ttyS", { "tty_fops" } },
	{ "pts", { "tty_fops" } }, { "ptm", { "tty_fops", "ptmx_fops" } },
	{ "tun", { "tun_fops" } }, { "macvtap", { "tap_fops" } },
	{ "loop", { "lo_fops", "def_blk_fops" } },
	{ "loop-control", { "loop_ctl_fops" } },
	{ "virtblk", { "def_blk_fops" } }, { "zram", { "def_blk_fops" } },
	{ "blkext", { "def_blk_fops" } }, { "sd", { "def_blk_fops", "sd_fops" } },
	{ "nvme", { "def_blk_fops" } }, { "device-mapper", { "_ctl_fops" } },
	{ "fuse", { "fuse_dev_operations" } },
	{ "userfaultfd", { "userfaultfd_dev_fops", "userfaultfd_fops" } },
	{ "kvm", { "kvm_chardev_ops", "kvm_vm_fops", "kvm_vcpu_fops" } },
	{ "btrfs-control", { "btrfs_ctl_fops" } },
	{ "watchdog", { "watchdog_fops" } }, { "input", { "evdev_fops" } },
	{ "hidraw", { "hidraw_ops" } }, { "mei", { "mei_fops" } },
	{ "ptp", { "ptp_clock_ops" } }, { "pps", { "pps_cdev_fops" } },
	{ "bsg", { "bsg_fops" } }, { "sg", { "sg_fops" } },
	{ "vsock", { "vsock_device_ops" } },
	{ "ndctl", { "nd_bus_fops" } }, { "dimmctl", { "nvdimm_fops" } },
	{ "fwctl", { "fwctl_fops" } }, { "uinput", { "uinput_fops" } },
	{ "rfkill", { "rfkill_fops" } }, { "vhost-net", { "vhost_net_fops" } },
	{ "vhost-vsock", { "vhost_vsock_fops" } },
	{ "autofs", { "_dev_ioctl_fops" } },
};
#define NDRIVERS (sizeof(ioctl_drivers) / sizeof(ioctl_drivers[0]))

/* Whether an ioctl spec is one of the driver's own commands */
static bool driver_serves(const struct ioctl_driver *d,
			  const struct kernel_api_spec *s)
{
	if (!s->file_ops_name)
		return false;
	for (size_t i = 0; i < 4 && d->fops[i]; i++)
		if (!strcmp(s->file_ops_name, d->fops[i]))
			return true;
	return false;
}

struct ioctl_coverage {
	bool present[NDRIVERS];
	size_t specs[NDRIVERS];		/* ioctl specs of the driver's own */
	size_t drivers, with_specs;
};

/* Names in /proc/devices ("MAJOR NAME") and /proc/misc ("MINOR NAME"). */
static void drivers_seen(struct ioctl_coverage *ic, const char *file)
{
	char line[256], name[200];
	FILE *f = fopen(file, "re");

	if (!f)
		return;
	while (fgets(line, sizeof(line), f))
		if (sscanf(line, "%*u %199s", name) == 1)
			for (size_t i = 0; i < NDRIVERS; i++)
				if (!strcmp(name, ioctl_drivers[i].name))
					ic->present[i] = true;
	fclose(f);
}

static void ioctl_coverage(struct ioctl_coverage *ic,
			   const struct kapi_registry *reg)
{
	drivers_seen(ic, "/proc/devices");
	drivers_seen(ic, "/proc/misc");
	for (size_t i = 0; i < kapi_registry__count(reg); i++) {
		const struct kernel_api_spec *s = kapi_registry__at(reg, i);

		if (s->api_type != KAPI_API_IOCTL)
			continue;
		for (size_t d = 0; d < NDRIVERS; d++)
			ic->specs[d] += driver_serves(&ioctl_drivers[d], s);
	}
	for (size_t d = 0; d < NDRIVERS; d++) {
		ic->drivers += ic->present[d];
		ic->with_specs += ic->present[d] && ic->specs[d];
	}
}

static void count_instance(void *ctx, const struct kapi_sysfs_instance *in)
{
	struct coverage *c = ctx;
	size_t a = area_of(c, in->path);

	c->present[a]++;
	c->specified[a]++;
}

static void count_undefined(void *ctx, const char *path)
{
	struct coverage *c = ctx;

	c->present[area_of(c, path)]++;
}

/*
 * Side effects and state transitions: checked (a check conform judges),
 * not observable (the entry says why user space cannot see it), and the
 * rest, which user space could see but no check names yet.
 */
struct effect_counts {
	size_t n[2], checked[2], unobservable[2];
};

static void effect_count(struct effect_counts *ec, int k, const char *check,
			 const char *unobservable)
{
	ec->n[k]++;
	if (check && *check)
		ec->checked[k]++;
	else if (unobservable && *unobservable)
		ec->unobservable[k]++;
}

static void effects_of(struct effect_counts *ec, const struct kernel_api_spec *s)
{
	for (uint32_t i = 0; i < s->side_effect_count; i++)
		effect_count(ec, 0, s->side_effects[i].check,
			     s->side_effects[i].unobservable);
	for (uint32_t i = 0; i < s->state_trans_count; i++)
		effect_count(ec, 1, s->state_transitions[i].check,
			     s->state_transitions[i].unobservable);
}

static const char *const effect_kinds[2] = { "side effects:", "state transitions:" };

static void effects_json(struct kapi_json *j, const struct effect_counts *ec)
{
	static const char *const keys[2] = { "side_effects", "state_transitions" };

	for (int k = 0; k < 2; k++) {
		kapi_json__key(j, keys[k]);
		kapi_json__begin_object(j);
		kapi_json__key(j, "total");
		kapi_json__uint(j, ec->n[k]);
		kapi_json__key(j, "checked");
		kapi_json__uint(j, ec->checked[k]);
		kapi_json__key(j, "not_checked");
		kapi_json__uint(j, ec->n[k] - ec->checked[k] - ec->unobservable[k]);
		kapi_json__key(j, "not_observable");
		kapi_json__uint(j, ec->unobservable[k]);
		kapi_json__end_object(j);
	}
}

static void effects_text(const struct effect_counts *ec)
{
	for (int k = 0; k < 2; k++)
		printf("%-22s%zu (checkable %zu: checked %zu, not yet %zu; "
		       "not observable %zu)\n", effect_kinds[k], ec->n[k],
		       ec->n[k] - ec->unobservable[k], ec->checked[k],
		       ec->n[k] - ec->checked[k] - ec->unobservable[k],
		       ec->unobservable[k]);
}

int do_stats(int argc, char **argv)
{
	enum { OPT_ROOT = OPT_VERB_FIRST };
	static const struct option opts[] = {
		{ "root", required_argument, NULL, OPT_ROOT },
		{ "help", no_argument, NULL, 'h' },
		OUTPUT_OPTION,
		COMMON_OPTIONS,
		{ NULL, 0, NULL, 0 },
	};
	int opt, ret;
	struct kapi_registry *reg;
	size_t by_type[KAPI_API__COUNT] = { 0 }, deep = 0, generated = 0,
	       numbered = 0, covered = 0, fd_ops = 0;
	struct coverage cov = { 0 };
	struct ioctl_coverage ic = { 0 };
	struct effect_counts ec = { 0 };
	struct stat st;
	int err;

	if (is_help_request(argc, argv))
		return stats_help();
	while ((opt = getopt_long(argc, argv, "o:jph", opts, NULL)) != -1) {
		switch (opt) {
		case 'h':
			return stats_help();
		case OPT_ROOT:
			cov.root = optarg;
			break;
		case 'o':
		COMMON_CASES:
			ret = common_option(opt, optarg);
			if (ret)
				return ret;
			break;
		default:
			return EXIT_USAGE;
		}
	}
	if (optind < argc) {
		p_err("stats takes no arguments");
		return EXIT_USAGE;
	}
	if (cov.root && (stat(cov.root, &st) || !S_ISDIR(st.st_mode))) {
		p_err("cannot use '%s' as the sysfs root: %s", cov.root,
		      strerror(errno ? errno : ENOTDIR));
		return EXIT_FAILURE_;
	}
	reg = spec_registry();
	err = kapi_sysfs__walk(reg, cov.root, NULL, count_instance, &cov);
	if (!err)
		err = kapi_sysfs__undefined(reg, cov.root, NULL, count_undefined,
					    &cov);
	if (err) {
		p_err("cannot count attribute files: %s", strerror(-err));
		return EXIT_FAILURE_;
	}
	ioctl_coverage(&ic, reg);
	for (size_t i = 0; i < kapi_registry__count(reg); i++) {
		const struct kernel_api_spec *s = kapi_registry__at(reg, i);

		if (s->api_type < KAPI_API__COUNT)
			by_type[s->api_type]++;
		fd_ops += s->fd_op_count;
		effects_of(&ec, s);
		if (s->api_type == KAPI_API_FUNCTION && !strncmp(s->name, "sys_", 4))
			s->generated ? generated++ : deep++;
	}
	/* the architecture's syscall table: which numbers have a spec */
	for (long nr = 0; nr < 1024; nr++) {
		if (!kapi_syscall__name(nr))
			continue;
		numbered++;
		covered += kapi_registry__find_syscall(reg, nr) != NULL;
	}
	if (json_output) {
		struct kapi_json *j = json_document();

		if (!j)
			return EXIT_FAILURE_;
		kapi_json__key(j, "specs");
		kapi_json__uint(j, kapi_registry__count(reg));
		kapi_json__key(j, "syscalls");
		kapi_json__uint(j, by_type[KAPI_API_FUNCTION]);
		kapi_json__key(j, "syscalls_deep");
		kapi_json__uint(j, deep);
		kapi_json__key(j, "syscalls_generated");
		kapi_json__uint(j, generated);
		kapi_json__key(j, "ioctls");
		kapi_json__uint(j, by_type[KAPI_API_IOCTL]);
		kapi_json__key(j, "sysfs");
		kapi_json__uint(j, by_type[KAPI_API_SYSFS]);
		kapi_json__key(j, "fd_kinds");
		kapi_json__uint(j, by_type[KAPI_API_FDTYPE]);
		kapi_json__key(j, "fd_ops");
		kapi_json__uint(j, fd_ops);
		effects_json(j, &ec);
		kapi_json__key(j, "syscall_numbers");
		kapi_json__uint(j, numbered);
		kapi_json__key(j, "syscall_numbers_covered");
		kapi_json__uint(j, covered);
		kapi_json__key(j, "ioctl_drivers");
		kapi_json__begin_object(j);
		kapi_json__key(j, "present");
		kapi_json__uint(j, ic.drivers);
		kapi_json__key(j, "with_specs");
		kapi_json__uint(j, ic.with_specs);
		kapi_json__key(j, "drivers");
		kapi_json__begin_object(j);
		for (size_t d = 0; d < NDRIVERS; d++) {
			if (!ic.present[d])
				continue;
			kapi_json__key(j, ioctl_drivers[d].name);
			kapi_json__uint(j, ic.specs[d]);
		}
		kapi_json__end_object(j);
		kapi_json__end_object(j);
		kapi_json__key(j, "attribute_areas");
		kapi_json__begin_object(j);
		for (size_t a = 0; a < NAREAS; a++) {
			kapi_json__key(j, areas[a].name);
			kapi_json__begin_object(j);
			kapi_json__key(j, "present");
			kapi_json__uint(j, cov.present[a]);
			kapi_json__key(j, "specified");
			kapi_json__uint(j, cov.specified[a]);
			kapi_json__key(j, "unspecified");
			kapi_json__uint(j, cov.present[a] - cov.specified[a]);
			kapi_json__end_object(j);
		}
		kapi_json__end_object(j);
		kapi_json__end_object(j);
		return kapi_json__free(j) ? EXIT_FAILURE_ : EXIT_OK;
	}
	printf("specs:                %zu\n", kapi_registry__count(reg));
	printf("syscalls:             %zu (%zu deep, %zu generated)\n",
	       by_type[KAPI_API_FUNCTION], deep, generated);
	printf("ioctls:               %zu\n", by_type[KAPI_API_IOCTL]);
	printf("sysfs attributes:     %zu\n", by_type[KAPI_API_SYSFS]);
	printf("descriptor kinds:     %zu (%zu rows: a syscall on a kind)\n",
	       by_type[KAPI_API_FDTYPE], fd_ops);
	effects_text(&ec);
	printf("syscall numbers:      %zu of %zu have a spec (%.0f%%)\n", covered,
	       numbered, numbered ? 100.0 * (double)covered / (double)numbered : 0);
	printf("ioctl drivers:        %zu in /proc/devices and /proc/misc, %zu with spec'd ioctls\n",
	       ic.drivers, ic.with_specs);
	for (size_t d = 0; d < NDRIVERS; d++)
		if (ic.present[d])
			printf("  %-14s %3zu ioctls (%s)\n",
			       ioctl_drivers[d].name, ic.specs[d],
			       ioctl_drivers[d].fops[0]);
	printf("attribute files under %s and /proc/sys (present, with a spec, without):\n",
	       cov.root ? cov.root : "/sys");
	for (size_t a = 0; a < NAREAS; a++)
		printf("  %-8s %6zu %6zu %6zu\n", areas[a].name, cov.present[a],
		       cov.specified[a], cov.present[a] - cov.specified[a]);
	return EXIT_OK;
}

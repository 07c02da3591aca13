// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * conform's ioctl cases: the read-only queries of the devices that can be
 * opened without side effects, judged against their command specs.  One
 * sandbox process (new namespaces, the deny filter, no chroot: it needs
 * /dev) opens each device of the table below and, per allowed command,
 * makes the valid call (a zeroed buffer, or the value 0), the call with
 * arg pointing nowhere, and the call on a closed descriptor.  A device
 * this machine lacks makes its commands "not run", and so does one that
 * is never opened (a watchdog arms itself when opened, and would reset
 * even a lab VM).
 */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

#include "live/conform/conform.h"

/*
 * A device and the commands that only ask (spec names; a name ending in
 * '*' is a prefix).  never: why the device is not opened here at all.
 */
static const struct ioctl_probe {
	const char *fops, *path;
	int flags;
	const char *never;
	const char *cmds[12];
} probes[] = {
	{ "kvm_chardev_ops", "/dev/kvm", O_RDWR, NULL,
	  { "kvm_get_api_version", "kvm_check_extension", "kvm_get_vcpu_mmap_size",
	    "kvm_get_msr_index_list", "kvm_get_msr_feature_index_list",
	    "kvm_get_supported_cpuid", "kvm_get_emulated_cpuid",
	    "kvm_x86_get_mce_cap_supported", "kvm_create_vm" } },
	{ "vsock_device_ops", "/dev/vsock", O_RDONLY, NULL,
	  { "ioctl_vm_sockets_get_local_cid" } },
	{ "evdev_fops", "/dev/input/event0", O_RDONLY, NULL, { "eviocg*" } },
	{ "hidraw_ops", "/dev/hidraw0", O_RDONLY, NULL,
	  { "hidiocgrdescsize", "hidiocgrawinfo", "hidiocgraw*" } },
	{ "ptp_clock_ops", "/dev/ptp0", O_RDONLY, NULL, { "ptp_clock_getcaps*" } },
	{ "pps_cdev_fops", "/dev/pps0", O_RDONLY, NULL,
	  { "pps_getparams", "pps_getcap" } },
	{ "tun_fops", "/dev/net/tun", O_RDWR, NULL,
	  { "tungetfeatures", "tungetiff", "tungetsndbuf", "tungetvnethdrsz" } },
	{ "random_fops", "/dev/urandom", O_RDONLY, NULL, { "rndgetentcnt" } },
	{ "watchdog_fops", "/dev/watchdog", 0,
	  "opening a watchdog arms it on most drivers (a VM would reset): never judged", { NULL } },
};

#define IOCTL_BUF	(64 * 1024)
#define IOCTL_CASES	3	/* valid call, arg unmapped, closed descriptor */

static bool name_matches(const char *pat, const char *name)
{
	size_t n = strlen(pat);

	if (n && pat[n - 1] == '*')
		return !strncmp(pat, name, n - 1);
	return !strcmp(pat, name);
}

static const struct ioctl_probe *probe_of(const struct kernel_api_spec *s)
{
	if (s->api_type != KAPI_API_IOCTL || !s->file_ops_name)
		return NULL;
	for (size_t i = 0; i < KAPI_ARRAY_SIZE(probes); i++) {
		const struct ioctl_probe *p = &probes[i];

		if (strcmp(p->fops, s->file_ops_name))
			continue;
		if (p->never)
			return p;
		for (size_t c = 0; c < KAPI_ARRAY_SIZE(p->cmds) && p->cmds[c]; c++)
			if (name_matches(p->cmds[c], s->name))
				return p;
	}
	return NULL;
}

bool conform__ioctl_named(const struct kapi_registry *reg, const char *name)
{
	const struct kernel_api_spec *s = kapi_registry__find(reg, name);

	return s && probe_of(s);
}

/* Whether the spec lists err */
static bool listed(const struct kernel_api_spec *s, int err)
{
	for (uint32_t i = 0; i < s->error_count; i++)
		if (s->errors[i].error_code == -err)
			return true;
	return false;
}

static bool takes_pointer(const struct kernel_api_spec *s)
{
	return s->param_count && (s->params[0].flags & KAPI_PARAM_USER);
}

static void set(struct kapi_conform_result *r, enum kapi_conform_verdict v,
		const char *fmt, const char *a)
{
	r->verdict = v;
	snprintf(r->reason, sizeof(r->reason), fmt, a);
}

/* A failed call: listed (a machine errno apart) or a gap. */
static void judge_error(struct kapi_conform_result *r, int want)
{
	const char *name = kapi_errno__name(r->err);

	if (r->err == want)
		set(r, KAPI_CONFORM_AGREE, "%s, as the spec says", name);
	else if (!listed(r->spec, r->err))
		set(r, KAPI_CONFORM_ERRNO_GAP, "%s is not among the spec's errors", name);
	else if (conform__machine_errno(r->err))
		set(r, KAPI_CONFORM_MACHINE, "%s: this machine refuses, as the spec allows", name);
	else
		set(r, KAPI_CONFORM_AGREE, "%s, an error the spec lists", name);
}

/* The valid call succeeded: its return value and what it wrote. */
static void judge_success(struct kapi_conform_result *r, const void *buf)
{
	const struct kernel_api_spec *s = r->spec;
	struct kapi_report rep;

	kapi_report__init(&rep);
	kapi_return__check(s, r->ret, &rep);
	if (s->output_size && buf)
		kapi_ioctl__check_struct(s, buf, s->output_size, &rep);
	for (size_t i = 0; i < rep.count; i++) {
		if (kapi_finding__is_note(rep.items[i].kind))
			continue;
		set(r, KAPI_CONFORM_FALSE_POSITIVE,
		    "the kernel's answer breaks the spec: %.150s", rep.items[i].message);
		kapi_report__free(&rep);
		return;
	}
	kapi_report__free(&rep);
	set(r, KAPI_CONFORM_AGREE, "%s", "success, the answer within the spec");
}

static void call(struct kapi_conform_result *r, int fd, unsigned long arg)
{
	long ret;

	errno = 0;
	ret = ioctl(fd, r->spec->cmd, arg);
	r->ran = r->returned = true;
	r->ret = ret < 0 ? -1 : ret;
	r->err = ret < 0 ? errno : 0;
	if (ret >= 0 && r->spec->return_spec.check_type == KAPI_RETURN_FD)
		close((int)ret);
}

/* The three cases of one spec, on an open descriptor of its device. */
static void run_spec(struct kapi_conform_result *r, int fd, void *buf,
		     void *nowhere)
{
	bool ptr = takes_pointer(r[0].spec);

	memset(buf, 0, IOCTL_BUF);
	call(&r[0], fd, ptr ? (unsigned long)buf : 0);
	if (r[0].err)
		judge_error(&r[0], 0);
	else
		judge_success(&r[0], ptr ? buf : NULL);
	if (ptr) {
		call(&r[1], fd, (unsigned long)nowhere);
		if (r[1].err)
			judge_error(&r[1], EFAULT);
		else
			set(&r[1], KAPI_CONFORM_INCONCLUSIVE, "%s",
			    "succeeded: the command did not reach arg");
	} else {
		set(&r[1], KAPI_CONFORM_NOT_RUN, "%s", "arg is a value, not a pointer");
	}
	call(&r[2], 1023, ptr ? (unsigned long)buf : 0);
	judge_error(&r[2], EBADF);
}

struct ioctl_run {
	const struct conform_sandbox *sb;
	struct kapi_conform_result *res;	/* shared with the run */
	size_t n;
	int fds[KAPI_ARRAY_SIZE(probes)];	/* opened by the run, or -1 */
	int errs[KAPI_ARRAY_SIZE(probes)];	/* why not */
};

/* The sandbox process: opens each device and runs its cases. */
static int ioctl_main(void *arg)
{
	struct ioctl_run *ir = arg;
	void *buf = mmap(NULL, IOCTL_BUF, PROT_READ | PROT_WRITE,
			 MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	void *nowhere = mmap(NULL, 4096, PROT_NONE,
			     MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

	if (buf == MAP_FAILED || nowhere == MAP_FAILED)
		return 3;
	alarm(10);
	if (conform__deny_filter_install(ir->sb->kill_allowed, ir->sb->throwaway))
		return 3;
	for (size_t i = 0; i < ir->n; i += IOCTL_CASES) {
		struct kapi_conform_result *r = &ir->res[i];
		size_t p = (size_t)(probe_of(r->spec) - probes);

		if (strcmp(r->reason, "not run"))
			continue;
		if (ir->fds[p] < 0) {
			for (int k = 0; k < IOCTL_CASES; k++)
				snprintf(r[k].reason, sizeof(r[k].reason),
					 "%s cannot be opened here: %s",
					 probes[p].path, strerror(ir->errs[p]));
			continue;
		}
		run_spec(r, ir->fds[p], buf, nowhere);
	}
	return 0;
}

static void describe(struct kapi_conform_result *r, int k)
{
	static const char *const what[IOCTL_CASES] = {
		"valid call", "arg: unmapped", "fd: closed" };
	const struct ioctl_probe *p = probe_of(r->spec);

	r->syscall = r->spec->name;
	r->nr = -1;
	r->index = (size_t)k;
	r->param = k == 0 ? -1 : k == 1 ? 2 : 0;
	r->kind = k == 0 ? KAPI_CONFORM_CASE_BASE : KAPI_CONFORM_CASE_BAD;
	snprintf(r->what, sizeof(r->what), "%s", what[k]);
	snprintf(r->call, sizeof(r->call), "ioctl(<%s>, %s, %s)",
		 k == 2 ? "closed" : p->path,
		 r->spec->cmd_name ? r->spec->cmd_name : r->spec->name,
		 k == 1 ? "<unmapped>" : takes_pointer(r->spec) ? "<buffer>" : "0");
	snprintf(r->claim, sizeof(r->claim), "%s",
		 k == 0 ? "success, or an errno the spec lists" :
		 k == 1 ? "EFAULT" : "EBADF");
	r->verdict = KAPI_CONFORM_NOT_RUN;
	snprintf(r->reason, sizeof(r->reason), "%s",
		 p->never ? p->never : access(p->path, F_OK) ?
		 "the device is not on this machine" : "not run");
}

static bool wanted(const struct kapi_conform_opts *o,
		   const struct kernel_api_spec *s)
{
	if (!o->only)
		return true;
	/* matched as conform__ioctl_named matches, or a name it accepts
	 * (EVIOCGREP for eviocgrep) would select nothing and pass */
	for (size_t i = 0; i < o->only_count; i++)
		if (kapi_registry__find(o->reg, o->only[i]) == s)
			return true;
	return false;
}

int conform__ioctl_run(const struct kapi_conform_opts *o,
		       struct conform_sandbox *sb, size_t *cases)
{
	struct ioctl_run ir = { .sb = sb };
	size_t nreg = kapi_registry__count(o->reg), n = 0, size;
	bool any = false;
	int lifeline = -1, status;
	pid_t pid;

	for (size_t i = 0; i < nreg; i++) {
		const struct kernel_api_spec *s = kapi_registry__at(o->reg, i);

		n += probe_of(s) && wanted(o, s) ? IOCTL_CASES : 0;
	}
	*cases = n;
	if (!n)
		return 0;
	size = n * sizeof(*ir.res);
	ir.res = mmap(NULL, size, PROT_READ | PROT_WRITE,
		      MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	if (ir.res == MAP_FAILED)
		return -ENOMEM;
	for (size_t i = 0, k = 0; i < nreg; i++) {
		const struct kernel_api_spec *s = kapi_registry__at(o->reg, i);

		if (!probe_of(s) || !wanted(o, s))
			continue;
		for (int c = 0; c < IOCTL_CASES; c++, k++) {
			ir.res[k].spec = s;
			describe(&ir.res[k], c);
			if (!strcmp(ir.res[k].reason, "not run"))
				any = true;
		}
	}
	ir.n = n;
	for (size_t p = 0; p < KAPI_ARRAY_SIZE(probes); p++) {
		ir.fds[p] = -1;
		if (any && !o->dry_run && !probes[p].never) {
			ir.fds[p] = open(probes[p].path, probes[p].flags |
					 O_CLOEXEC | O_NONBLOCK | O_NOCTTY);
			ir.errs[p] = errno;
		}
	}
	if (any && !o->dry_run) {
		pid = conform__sandbox_spawn(sb, ioctl_main, &ir, &lifeline);
		if (pid > 0)
			while (waitpid(pid, &status, __WALL) < 0 && errno == EINTR)
				;
		if (lifeline >= 0)
			close(lifeline);
	}
	for (size_t p = 0; p < KAPI_ARRAY_SIZE(probes); p++)
		if (ir.fds[p] >= 0)
			close(ir.fds[p]);
	for (size_t k = 0; k < n; k++)
		if (o->on_case)
			o->on_case(o->ctx, &ir.res[k]);
	munmap(ir.res, size);
	return 0;
}

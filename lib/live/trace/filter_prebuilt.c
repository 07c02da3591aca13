// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * kapi trace --entry-only's filter for the built-in corpus, built at
 * compile time: tools/gen-trace-filter.c writes it as a C array that the
 * kapi binary links (gen/trace_filter.c), so the usual start-up copies
 * it instead of laying out four thousand instructions.  The library
 * alone has no such array (the references are weak) and builds as usual.
 */
#include <errno.h>
#include <linux/seccomp.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>

#include "live/trace/filter.h"
#include "model/model.h"

extern const struct sock_filter kapi__prebuilt_filter[]
	__attribute__((weak, visibility("hidden")));
extern const size_t kapi__prebuilt_filter_count
	__attribute__((weak, visibility("hidden")));
extern const size_t kapi__prebuilt_filter_checked
	__attribute__((weak, visibility("hidden")));
extern const size_t kapi__prebuilt_filter_trapped
	__attribute__((weak, visibility("hidden")));
extern const struct sock_filter kapi__prebuilt_spill[]
	__attribute__((weak, visibility("hidden")));
extern const size_t kapi__prebuilt_spill_count
	__attribute__((weak, visibility("hidden")));

static bool own_spec(const struct kapi_registry *reg, long nr)
{
	const struct kernel_api_spec *s = kapi_registry__find_syscall(reg, nr);

	return s && !s->generated;
}

int kapi__filter_default(struct kapi_filter *f, const struct kapi_registry *reg)
{
	size_t n = 0, n32 = 0;
	long *nrs = calloc(kapi_registry__count(reg) + 1, sizeof(*nrs)), *nrs32;
	bool ioctls = false;
	int err;

	if (!nrs)
		return -ENOMEM;
	/* the syscalls kapi trace checks with no -e and no --generated */
	for (size_t i = 0; i < kapi_registry__count(reg); i++) {
		const struct kernel_api_spec *s = kapi_registry__at(reg, i);
		long nr;

		ioctls |= s->api_type == KAPI_API_IOCTL;
		if (s->api_type != KAPI_API_FUNCTION || strncmp(s->name, "sys_", 4))
			continue;
		nr = kapi_syscall__nr(s->name + 4);
		if (nr >= 0 && own_spec(reg, nr))
			nrs[n++] = nr;
	}
	if (ioctls && !own_spec(reg, SYS_ioctl))
		nrs[n++] = SYS_ioctl;
	nrs32 = kapi__i386_numbers(nrs, n, false, &n32);
	err = nrs32 ? kapi__filter_build(f, reg, nrs, n, nrs32, n32, true,
					 false, SECCOMP_RET_TRACE,
					 SECCOMP_RET_ALLOW, false) : -ENOMEM;
	free(nrs32);
	free(nrs);
	return err;
}

/* A copy of a prebuilt program into f; false when out of memory. */
static bool copy_program(struct kapi_filter *f, const struct sock_filter *insns,
			 size_t count)
{
	f->insns = malloc(count * sizeof(*f->insns));
	if (!f->insns)
		return false;
	memcpy(f->insns, insns, count * sizeof(*f->insns));
	f->count = f->cap = count;
	f->refuse = SECCOMP_RET_TRACE;
	f->pass = SECCOMP_RET_ALLOW;
	return true;
}

bool kapi__filter_prebuilt(struct kapi_filter *f, const struct kapi_registry *reg)
{
	memset(f, 0, sizeof(*f));
	if (!kapi__prebuilt_filter || !&kapi__prebuilt_filter_count ||
	    !&kapi__prebuilt_filter_checked || !&kapi__prebuilt_filter_trapped ||
	    !kapi__prebuilt_spill || !&kapi__prebuilt_spill_count ||
	    !kapi__registry_only_builtin(reg) || getenv("KAPI_TRACE_NO_PREBUILT"))
		return false;
	if (!copy_program(f, kapi__prebuilt_filter, kapi__prebuilt_filter_count))
		return false;
	f->checked = kapi__prebuilt_filter_checked;
	f->trapped = kapi__prebuilt_filter_trapped;
	if (kapi__prebuilt_spill_count &&
	    (!(f->spill = calloc(1, sizeof(*f->spill))) ||
	     !copy_program(f->spill, kapi__prebuilt_spill,
			   kapi__prebuilt_spill_count))) {
		kapi__filter_free(f);
		return false;
	}
	return true;
}

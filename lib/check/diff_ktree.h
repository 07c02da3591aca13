/* SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause */
/*
 * The parts of kapi_diff() for baselines of kernel trees and the running
 * kernel (diff_ktree.c); diff.c calls them with its way of adding a change.
 */
#ifndef KAPI_LIB_DIFF_KTREE_H
#define KAPI_LIB_DIFF_KTREE_H

#include "model/model.h"

struct kapi_diff_ctx {
	void *ctx;
	__attribute__((format(printf, 6, 7)))
	void (*add)(void *ctx, const char *rule, const char *subject,
		    const char *oldv, const char *newv, const char *fmt, ...);
};

/* The description of every syscall spec made from the running kernel. */
#define KAPI_LIVE_DESCRIPTION "as the running kernel shows it"
/* A spec lib/live/live_baseline.c made: it knows no constants. */
bool kapi__is_live_baseline(const struct kernel_api_spec *s);
/* A syscall spec made from a syscall table (number and entry point). */
bool kapi__is_syscall_baseline(const struct kernel_api_spec *s);
/* A parameter whose constraint text lists uapi constants by name. */
/* A struct passed with its size, which may grow at its end. */
bool kapi__is_extensible_struct(const char *name);
bool kapi__has_uapi_constants(const struct kapi_param_spec *p);
/* D004-D006: number and entry point of one syscall in two tables. */
void kapi__diff_syscall_table(const struct kapi_diff_ctx *d,
			      const struct kernel_api_spec *o,
			      const struct kernel_api_spec *n);
/* D036-D038: constants by name; either list may be NULL (none). */
void kapi__diff_uapi_constants(const struct kapi_diff_ctx *d,
			       const char *subject, const char *old_list,
			       const char *new_list);
/* D039: values the baseline's kernel defines that the deep spec refuses. */
void kapi__diff_against_deep(const struct kapi_diff_ctx *d,
			     const struct kernel_api_spec *base,
			     const struct kernel_api_spec *deep);
/* D091, D092: since and until of the spec and of its values (diff_versions.c). */
void kapi__diff_versions(const struct kapi_diff_ctx *d,
			 const struct kernel_api_spec *o,
			 const struct kernel_api_spec *n);
/* D093-D095: the rows of an fd kind (diff_fdops.c). */
void kapi__diff_fd_ops(const struct kapi_diff_ctx *d,
		       const struct kernel_api_spec *o,
		       const struct kernel_api_spec *n);
/* D060, D061, D075: an ioctl command's number, size and direction. */
void kapi__diff_ioctl_cmd(const struct kapi_diff_ctx *d, uint32_t o,
			  uint32_t n);
/* D074 for two sysfs baselines with ABI levels; false when either lacks one. */
bool kapi__diff_abi_level(const struct kapi_diff_ctx *d,
			  const struct kernel_api_spec *o,
			  const struct kernel_api_spec *n);

#endif /* KAPI_LIB_DIFF_KTREE_H */

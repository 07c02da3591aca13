/* SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause */
/* The live stage: what the tracer, sysfs and verify share. */
#ifndef KAPI_LIB_LIVE_H
#define KAPI_LIB_LIVE_H

#include "check/validate.h"

struct stat;
/*
 * Whether an ioctl spec applies to a file of this kind (its file_ops_name
 * says which: a terminal, a block device, ...), true when unknown; fdpath
 * is the descriptor's /proc/<pid>/fd/<n> link, read for kinds told apart
 * by its text or file system (NULL: those fit).
 */
bool kapi__ioctl_fits_at(const struct kernel_api_spec *spec,
			 const struct stat *st, const char *fdpath);
/*
 * The spec of command cmd that fits the file (TUNSETIFF on /dev/net/tun is
 * tun's, on /dev/tapN macvtap's); NULL if none fits.  st NULL: the first
 * spec of cmd.
 */
const struct kernel_api_spec *
kapi__ioctl_spec_at(const struct kapi_registry *reg, uint32_t cmd,
		    const struct stat *st, const char *fdpath);

/* ---- kernel functions and BTF (verify_btf.c) ---- */

/* A spec of an in-kernel function: api_type function, not named sys_*. */
bool kapi__is_kernel_function(const struct kernel_api_spec *s);

#define KAPI__BTF_MAX_ARGS	12
#define KAPI__BTF_TYPE_LEN	128

/* A function's prototype as the kernel's BTF states it. */
struct kapi__btf_proto {
	int nargs;
	bool ret_void;		/* returns nothing */
	int ret_size;		/* bytes of the result */
	char name[KAPI__BTF_MAX_ARGS][64];
	char type[KAPI__BTF_MAX_ARGS][KAPI__BTF_TYPE_LEN];	/* C spelling */
};

/*
 * Function fn's prototype from BTF (btf_path, or the running kernel's):
 * 0, -ENOENT when BTF has no such function, -EOPNOTSUPP without libbpf.
 */
int kapi__btf_proto(const char *btf_path, const char *fn,
		    struct kapi__btf_proto *p);

struct kapi_changes;
/*
 * The kernel function specs against BTF: V006 for a function BTF lacks,
 * V003-V005 for count, name and type differences.  -EOPNOTSUPP without
 * libbpf.
 */
int kapi__verify_btf(const struct kapi_registry *reg, const char *btf_path,
		     struct kapi_changes *out);
/*
 * A verify finding (verify.c): about spec s, or with s NULL about the API
 * named subject, which the running kernel has and no spec describes.
 */
int kapi__verify_add(struct kapi_changes *out, const char *rule,
		     const struct kernel_api_spec *s, const char *subject,
		     const char *fmt, ...)
	__attribute__((format(printf, 5, 6)));
/*
 * V004 and V005 for parameter i of s against the kernel's name and type
 * of it; type is the spec's, normalised as the kernel's was.
 */
int kapi__verify_param(struct kapi_changes *out,
		       const struct kernel_api_spec *s, int i, const char *type,
		       const char *kname, const char *ktype);

/* ---- files of records under /proc (proc_live.c) ---- */

/* One file a record spec's path matched, read and checked. */
struct kapi__proc_file {
	const struct kernel_api_spec *spec;
	const char *path;		/* as found, under the root */
	const struct kapi_report *findings;
	int err;			/* reading it failed: -errno */
};

/*
 * Every record spec (kapi__is_record_spec) matching pattern (NULL: all,
 * else a glob on the spec name or path): its path under root (NULL:
 * /proc) with <pid> standing for pid (NULL: "self") and any other <...>
 * component for every entry of its directory, each file read and checked
 * as release kver shows it.  0 or -errno.
 */
int kapi__proc_walk(const struct kapi_registry *reg, const char *root,
		    const char *pid, const char *pattern, uint32_t kver,
		    void (*cb)(void *ctx, const struct kapi__proc_file *f),
		    void *ctx);

#endif /* KAPI_LIB_LIVE_H */

/* SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause */
/*
 * libkapi: the spec registry, validators and emitters.
 *
 * Conventions: functions return 0 or a negative errno; the library never
 * prints and never exits; names are kapi_<object>__<verb>.
 */
#ifndef KAPI_KAPI_H
#define KAPI_KAPI_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>
#include <time.h>

#include <kapi/kernel_api_spec.h>

/*
 * struct timespec, which <time.h> declares in C11 and under POSIX; a
 * strict C99 program without POSIX's feature macros gets a struct of the
 * same layout and member names, so that this header compiles everywhere.
 */
#if (defined(__STDC_VERSION__) && __STDC_VERSION__ >= 201112L) || \
	!defined(__STRICT_ANSI__) || defined(_POSIX_C_SOURCE) || \
	defined(_XOPEN_SOURCE) || defined(_GNU_SOURCE) || \
	defined(_DEFAULT_SOURCE) || defined(__cplusplus)
typedef struct timespec kapi_timespec;
#else
typedef struct {
	time_t tv_sec;
	long tv_nsec;
} kapi_timespec;
#endif

#ifdef __cplusplus
extern "C" {
#endif

#ifndef KAPI_API
#define KAPI_API __attribute__((visibility("default")))
#endif

KAPI_API const char *kapi_version(void);

/* ---- Registry ---------------------------------------------------------- */

struct kapi_registry;

KAPI_API int kapi_registry__new(struct kapi_registry **out);
KAPI_API void kapi_registry__free(struct kapi_registry *reg);
/* Adds the specs compiled into this library (the .kapi_specs section). */
KAPI_API int kapi_registry__add_builtin(struct kapi_registry *reg);
/* Adds one spec; the registry keeps the pointer, the caller keeps the spec. */
KAPI_API int kapi_registry__add(struct kapi_registry *reg,
				const struct kernel_api_spec *spec);
KAPI_API size_t kapi_registry__count(const struct kapi_registry *reg);
/* Specs in name order. */
KAPI_API const struct kernel_api_spec *
kapi_registry__at(const struct kapi_registry *reg, size_t idx);
/*
 * By spec name ("sys_mlockall"), by syscall name ("mlockall"), or for ioctls
 * by command name ("FWCTL_RPC").
 */
KAPI_API const struct kernel_api_spec *
kapi_registry__find(const struct kapi_registry *reg, const char *name);
/* By syscall number on the registry's architecture (this machine's unless
 * kapi_registry__set_arch() chose another). */
KAPI_API const struct kernel_api_spec *
kapi_registry__find_syscall(const struct kapi_registry *reg, long nr);
KAPI_API const struct kernel_api_spec *
kapi_registry__find_ioctl(const struct kapi_registry *reg, uint32_t cmd);
/*
 * By sysfs path: a spec path's "<placeholder>" components match any one
 * path component ("/sys/block/<disk>/queue/nr_requests" matches
 * "/sys/block/vda/queue/nr_requests").
 */
KAPI_API const struct kernel_api_spec *
kapi_registry__find_sysfs(const struct kapi_registry *reg, const char *path);

/* Syscall numbers (x86_64); -1 when unknown. */
KAPI_API long kapi_syscall__nr(const char *name);
KAPI_API const char *kapi_syscall__name(long nr);
/*
 * The kernel's prototype of a syscall (name without "sys_"): returns its
 * argument count and, in *params, "type name|type name|..." (may be NULL);
 * -ENOENT if the table does not know it.
 */
KAPI_API int kapi_syscall__proto(const char *name, const char **params);
/* The kernel's name of a syscall the uapi table names otherwise
 * ("stat" -> "newstat"); name itself for all others. */
KAPI_API const char *kapi_syscall__kernel_name(const char *name);

/* ---- Architectures ----------------------------------------------------- */
/*
 * The architectures whose syscall numbers and errno values kapi knows.
 * Specs name syscalls and errnos; numbers are resolved per architecture.
 */
enum kapi_arch {
	KAPI_ARCH_X86_64,
	KAPI_ARCH_I386,
	KAPI_ARCH_X32,
	KAPI_ARCH_AARCH64,
	KAPI_ARCH_ARM,
	KAPI_ARCH_RISCV64,
	KAPI_ARCH_PPC64LE,
	KAPI_ARCH_S390X,
	KAPI_ARCH_MIPS64,	/* n64 */
	KAPI_ARCH_MIPS64N32,
	KAPI_ARCH_MIPSEL,	/* o32 */
	KAPI_ARCH_PARISC64,
	KAPI_ARCH_LOONGARCH64,
	KAPI_ARCH_ALPHA,	/* errno values only: no syscall table */
	KAPI_ARCH_SPARC64,	/* errno values only: no syscall table */
	KAPI_ARCH__COUNT
};

/* The architecture this library was built for. */
KAPI_API enum kapi_arch kapi_arch__native(void);
KAPI_API const char *kapi_arch__name(enum kapi_arch arch);
/* By name ("aarch64", also "arm64", "x86", "i686", ...); 0 or -EINVAL. */
KAPI_API int kapi_arch__parse(const char *name, enum kapi_arch *arch);
/* The AUDIT_ARCH_* value ptrace and seccomp report for this arch. */
KAPI_API uint32_t kapi_arch__audit(enum kapi_arch arch);
/*
 * A syscall's number on an architecture (name with or without "sys_", in
 * the uapi or the kernel's spelling); -1 when the architecture lacks it,
 * -ENOTSUP when kapi has no syscall table for the architecture.
 */
KAPI_API long kapi_syscall__nr_arch(enum kapi_arch arch, const char *name);
/* The uapi name of syscall nr on an architecture; NULL when unknown. */
KAPI_API const char *kapi_syscall__name_arch(enum kapi_arch arch, long nr);
/* Errno values on an architecture (positive, or 0 if unknown). */
KAPI_API int kapi_errno__value_arch(enum kapi_arch arch, const char *name);
KAPI_API const char *kapi_errno__name_arch(enum kapi_arch arch, int value);

/*
 * Makes the registry speak for another architecture: every errno in its
 * specs (errors, a signal's errno) takes that architecture's value, found
 * by name, and find_syscall() takes that architecture's numbers.  Built-in
 * specs are copied where a value changes.  0 or -ENOMEM.
 */
KAPI_API int kapi_registry__set_arch(struct kapi_registry *reg,
				     enum kapi_arch arch);
KAPI_API enum kapi_arch kapi_registry__arch(const struct kapi_registry *reg);

/* ---- Kernel releases ---------------------------------------------------- */

/*
 * A release as KAPI_KERNEL_VERSION(a, b, c) from "X.Y[.Z]" (what follows
 * the numbers after '-' or '+', as in uname's "6.1.0-57-amd64", is left
 * aside).  0 or -EINVAL.
 */
KAPI_API int kapi_kernel_version__parse(const char *s, uint32_t *kver);
/* "X.Y" or "X.Y.Z" into buf; 0, -EINVAL or -ENOSPC. */
KAPI_API int kapi_kernel_version__str(uint32_t kver, char *buf, size_t len);
/*
 * Whether release kver has the interface (its since_version and
 * until_version); kver 0 stands for any release and is always true.
 */
KAPI_API bool kapi_spec__in_kernel(const struct kernel_api_spec *spec,
				   uint32_t kver);
/* Whether release kver has the value a version fact is about. */
KAPI_API bool kapi_version_fact__in_kernel(const struct kapi_version_fact *f,
					   uint32_t kver);
/* Whether a version fact takes a value of parameter idx away on kver. */
KAPI_API bool kapi_param__changes_at(const struct kernel_api_spec *spec,
				     uint32_t idx, uint32_t kver);
/*
 * Parameter idx of spec as release kver has it, into out: the bits of a
 * mask, the members of an enum (written to enums, cap of them) and the
 * ends of a range the spec's version facts say kver lacks are taken
 * away.  0, -EINVAL, or -ENOSPC when enums is too small.
 */
KAPI_API int kapi_param__at_version(const struct kernel_api_spec *spec,
				    uint32_t idx, uint32_t kver,
				    struct kapi_param_spec *out,
				    int64_t *enums, uint32_t cap);
/*
 * Makes every spec of the registry judge as release kver does: specs with
 * version facts are copied with their parameters at that release (specs
 * added later are not).  kapi_spec__in_kernel() says which specs the
 * release lacks.  Once per registry: 0, -EINVAL (another release was set)
 * or -ENOMEM.
 */
KAPI_API int kapi_registry__set_kernel_version(struct kapi_registry *reg,
					       uint32_t kver);
/* The release set, 0 when none was. */
KAPI_API uint32_t
kapi_registry__kernel_version(const struct kapi_registry *reg);

/* ---- Names of enum values and flags ------------------------------------ */

enum kapi_name_table {
	KAPI_NAMES_API_TYPE,
	KAPI_NAMES_PARAM_TYPE,		/* type_class strings */
	KAPI_NAMES_PARAM_FLAGS,
	KAPI_NAMES_CONTEXT,
	KAPI_NAMES_CONSTRAINT,
	KAPI_NAMES_RETURN_CHECK,
	KAPI_NAMES_LOCK_TYPE,
	KAPI_NAMES_LOCK_SCOPE,
	KAPI_NAMES_SIGNAL_DIRECTION,
	KAPI_NAMES_SIGNAL_ACTION,
	KAPI_NAMES_SIGNAL_STATE,
	KAPI_NAMES_CAP_ACTION,
	KAPI_NAMES_EFFECT,
	KAPI_NAMES_SOCKET_STATE,
	KAPI_NAMES_PROTOCOL,
	KAPI_NAMES_BUFFER,
	KAPI_NAMES_ASYNC,
	KAPI_NAMES__COUNT
};

/* The short name of an enum value ("mask", "error_check"), NULL if unknown. */
KAPI_API const char *kapi_name(enum kapi_name_table table, uint32_t value);
/* The reverse of kapi_name(); -ENOENT if unknown. */
KAPI_API int kapi_name__value(enum kapi_name_table table, const char *name,
			      uint32_t *value);
/*
 * A flags value as "KAPI_PARAM_IN|KAPI_PARAM_USER"; unknown bits are shown
 * in hex.  Returns the length it wanted, like snprintf.
 */
KAPI_API int kapi_flags__format(enum kapi_name_table table, uint32_t value,
				char *buf, size_t len);

/*
 * The value of a uapi or kernel-internal constant ("MCL_FUTURE", "EINVAL",
 * "sizeof(struct fwctl_info)"), as the source extractor evaluates it.
 * 0 or -ENOENT.
 */
KAPI_API int kapi_const__value(const char *name, int64_t *value);

/* Errno names for x86_64 (the generic numbering), kernel-internal included. */
KAPI_API int kapi_errno__value(const char *name);	/* positive, or 0 */
KAPI_API const char *kapi_errno__name(int value);	/* sign ignored */
KAPI_API int kapi_signal__value(const char *name);	/* 0 if unknown */
KAPI_API const char *kapi_signal__name(int value);

/* ---- Validation -------------------------------------------------------- */

enum kapi_finding_kind {
	KAPI_FINDING_RANGE = 1,		/* value outside min..max */
	KAPI_FINDING_MASK,		/* bits outside the valid mask */
	KAPI_FINDING_ENUM,		/* not one of the listed values */
	KAPI_FINDING_ALIGNMENT,
	KAPI_FINDING_POWER_OF_TWO,
	KAPI_FINDING_PAGE_ALIGNED,
	KAPI_FINDING_NONZERO,
	KAPI_FINDING_NULL_POINTER,
	KAPI_FINDING_CUSTOM,		/* a custom validator refused it */
	KAPI_FINDING_STEP,
	KAPI_FINDING_STRING_LENGTH,
	KAPI_FINDING_STRING_VALUE,	/* not one of the allowed strings */
	KAPI_FINDING_FORMAT,		/* text does not parse as the type */
	KAPI_FINDING_RETURN_VALUE,	/* success value outside the spec */
	KAPI_FINDING_ERRNO_UNLISTED,	/* an errno the spec does not list */
	KAPI_FINDING_NO_RETURN,		/* returned though the spec says never */
	KAPI_FINDING_MODE,		/* sysfs file mode differs */
	KAPI_FINDING_ACCESS,		/* read/write access against the flags */
	KAPI_FINDING_STRUCT_SIZE,	/* ioctl buffer shorter than the struct */
	KAPI_FINDING_FD_CLOSED,		/* no such open file descriptor */
	KAPI_FINDING_FAULT,		/* a pointer the process cannot read */
	KAPI_FINDING_UNITS,		/* a sysfs value shown in other units */
	KAPI_FINDING_EXPRESSION,	/* a constraint expression is false */
	KAPI_FINDING_NOT_CHECKABLE,	/* an expression could not be decided */
	KAPI_FINDING_IGNORED_BITS,	/* a note: bits the kernel accepts and
					 * ignores (the mask's ignored_mask) */
	KAPI_FINDING_NOT_IN_KERNEL,	/* the judged release lacks the call */
	KAPI_FINDING_FIELD_MISSING,	/* a record lacks a field its spec has */
	KAPI_FINDING_FIELD_UNKNOWN,	/* a record shows a field no spec has,
					 * or one before the release it came */
	KAPI_FINDING__COUNT
};

#define KAPI_FINDING_MSG_LEN 256

struct kapi_finding {
	enum kapi_finding_kind kind;
	int32_t index;			/* param or field index, -1 if none */
	const char *subject;		/* param or field name, may be NULL */
	int64_t value;
	char message[KAPI_FINDING_MSG_LEN];
};

struct kapi_report {
	struct kapi_finding *items;
	size_t count;
	size_t cap;
};

KAPI_API const char *kapi_finding__kind_name(enum kapi_finding_kind kind);
/* A note rather than an error: the value is valid (ignored bits). */
KAPI_API bool kapi_finding__is_note(enum kapi_finding_kind kind);
KAPI_API void kapi_report__init(struct kapi_report *rep);
KAPI_API void kapi_report__free(struct kapi_report *rep);

/*
 * Checks one value against a parameter's constraint.  Returns 0 when the
 * value is valid, 1 when a finding was added, -ENOMEM on failure.
 */
KAPI_API int kapi_param__check(const struct kapi_param_spec *param,
			       int64_t value, struct kapi_report *rep);
/*
 * The value a register holding raw means for this parameter: 32-bit C
 * types are truncated and sign- or zero-extended.
 */
KAPI_API int64_t kapi_param__normalize(const struct kapi_param_spec *param,
				       uint64_t raw);
/*
 * Checks the arguments of one call together: vals[i] is parameter i's
 * normalized value, given has bit i set when it is known.  Unlike one
 * kapi_param__check() a parameter, it knows what makes a value unused:
 * AT_FDCWD in a descriptor parameter, and a buffer whose size parameter is
 * 0 (the kernel never touches it, so NULL is fine), and a parameter an
 * expression "COND -> ignored(p)" declares unread.  It also evaluates the
 * spec's constraint expressions (docs/constraint-expr.md): a false one is
 * a KAPI_FINDING_EXPRESSION.  Returns 0, 1 when a finding was added, or a
 * negative errno.
 */
KAPI_API int kapi_call__check(const struct kernel_api_spec *spec,
			      const int64_t *vals, uint64_t given,
			      struct kapi_report *rep);
/*
 * The constraint expressions kapi_call__check() could not decide with
 * these arguments (one not given, a struct field behind a pointer, an
 * expression that does not parse), each as a KAPI_FINDING_NOT_CHECKABLE
 * finding: not a violation, and not a pass either.  0, 1 or -errno.
 */
KAPI_API int kapi_call__undecided(const struct kernel_api_spec *spec,
				  const int64_t *vals, uint64_t given,
				  struct kapi_report *rep);
/* Checks a return value: success against the return spec, errors against
 * the error list. */
KAPI_API int kapi_return__check(const struct kernel_api_spec *spec,
				int64_t retval, struct kapi_report *rep);
/* Whether the spec lists an errno (positive or negative). */
KAPI_API bool kapi_spec__has_errno(const struct kernel_api_spec *spec,
				   int err);
KAPI_API int kapi_spec__param_index(const struct kernel_api_spec *spec,
				    const char *name);

/* sysfs: the text read from an attribute, its file mode, its access. */
KAPI_API int kapi_sysfs__check_value(const struct kapi_param_spec *param,
				     const char *text, size_t len,
				     struct kapi_report *rep);
KAPI_API int kapi_sysfs__check_mode(const struct kapi_param_spec *param,
				    mode_t mode, struct kapi_report *rep);
KAPI_API int kapi_sysfs__check_access(const struct kapi_param_spec *param,
				      bool readable, bool writable,
				      struct kapi_report *rep);

/*
 * ioctl: checks an argument buffer against the spec's first struct spec:
 * each field is read at its offset and size and checked against its own
 * constraint and against the constraint of the parameter of the same name.
 */
KAPI_API int kapi_ioctl__check_struct(const struct kernel_api_spec *spec,
				      const void *buf, size_t len,
				      struct kapi_report *rep);

/* ---- Loading specs ------------------------------------------------------ */

/*
 * Where specs come from.  AUTO looks at the path: a directory with a
 * "list" file is a debugfs-style tree, Documentation/ABI (or a folder of
 * sysfs-* files) is walked for ABI files, any other directory for C
 * sources (.c, .h, .patch, .diff); a file is ELF, JSON, ABI or C by
 * content.
 */
enum kapi_source {
	KAPI_SOURCE_AUTO = 0,
	KAPI_SOURCE_C,		/* macro blocks and kerneldoc, files or trees */
	KAPI_SOURCE_ELF,	/* .kapi_specs of objects, executables, libraries */
	KAPI_SOURCE_JSON,	/* kapi export -f json, kernel kapi_export_json */
	KAPI_SOURCE_TREE,	/* list, specs/, specs-json/ */
	KAPI_SOURCE_ABI,	/* Documentation/ABI files: sysfs skeletons */
	KAPI_SOURCE__COUNT
};

KAPI_API const char *kapi_source__name(enum kapi_source src);
KAPI_API int kapi_source__parse(const char *name, enum kapi_source *src);

enum kapi_log_level {
	KAPI_LOG_ERROR,		/* something was not loaded */
	KAPI_LOG_WARN,		/* loaded, but not exactly as written */
};

/*
 * file may be NULL; line is 0 when unknown.  code names the kind of a
 * warning that kapi_lint() reports as a rule ("count-mismatch",
 * "unknown-name", ...), NULL for others.
 */
typedef void (*kapi_log_fn)(void *ctx, enum kapi_log_level level,
			    const char *code, const char *file,
			    unsigned int line, const char *msg);

struct kapi_load_stats {
	size_t files;		/* files read */
	size_t specs;		/* specs added */
	size_t warnings;
	size_t errors;
};

struct kapi_load_opts {
	size_t sz;		/* sizeof(struct kapi_load_opts) */
	enum kapi_source source;
	kapi_log_fn log;	/* NULL: messages are dropped */
	void *log_ctx;
	/* called now and then while a tree is walked; may be NULL */
	void (*progress)(void *ctx, const struct kapi_load_stats *stats);
	struct kapi_load_stats *stats;	/* filled in when not NULL */
	/*
	 * Directories the C-source loader looks in for the headers a file
	 * includes (spec helper macros), after the file's own directory;
	 * NULL-terminated, may be NULL.
	 */
	const char *const *include_dirs;
	/*
	 * Whose numbering bare numbers in a JSON document use (enum
	 * kapi_compat); names are the same in both.  Appended: an older,
	 * smaller options struct reads as KAPI_COMPAT_NATIVE.
	 */
	int compat;
	/*
	 * Read the spec blocks of a patch's documentation, tools, samples
	 * and unit tests too; without it they are examples and left out.
	 * Appended like compat.
	 */
	bool examples;
	/*
	 * A spec whose name is already present is kept as NAME@TAG, TAG the
	 * file's name without its directory and extension, instead of being
	 * skipped: several revisions of one spec read side by side.
	 */
	bool keep_duplicates;
};

/*
 * Every JSON document kapi writes is an object whose first key is
 * "schema_version"; spec exports put the specs under "specs".  The JSON
 * loader reads that, a bare array (kapi 0.1.0 pre-releases, upstream's
 * kapi_export_json lists) and a single spec object.
 */
#define KAPI_JSON_SCHEMA_VERSION 1

/* Numbering of enum values in exchanged documents (docs/kapi.rst). */
enum kapi_compat {
	KAPI_COMPAT_NATIVE = 0,	/* ours */
	/*
	 * Upstream's newest kernel_api_spec.h: KAPI_CONSTRAINT_BUFFER before
	 * CUSTOM, KAPI_TYPE_CUSTOM = 12, KAPI_PARAM_INOUT = IN|OUT, a 1-based
	 * size_param_idx (0: none), lock scope instead of acquired/released.
	 */
	KAPI_COMPAT_UPSTREAM,
	/*
	 * Loading JSON: upstream's numbering when the document shows it (a
	 * bare number where kapi writes a name), else ours; a document with
	 * signs of both is read as ours, with a warning.
	 */
	KAPI_COMPAT_AUTO,
};

/*
 * Adds the specs found at path to the registry, which owns them from then
 * on.  A spec whose name is already present is skipped with a warning.
 * Loading goes on past a bad file in a tree; the return value is 0, or the
 * negative errno of the first error (-EINVAL: malformed input).
 */
KAPI_API int kapi_registry__load(struct kapi_registry *reg, const char *path,
				 const struct kapi_load_opts *opts);
/* Where the running kernel is read from; NULL members take the defaults. */
struct kapi_live_opts {
	size_t sz;		/* sizeof(struct kapi_live_opts) */
	kapi_log_fn log;
	void *log_ctx;
	const char *tracefs;	/* default: /sys/kernel/tracing */
	const char *btf;	/* default: /sys/kernel/btf/vmlinux */
	const char *kallsyms;	/* default: /proc/kallsyms */
};

/*
 * The running kernel as a baseline (kapi diff TREE live): syscalls and
 * prototypes from tracefs, layouts of like's uapi structs from the kernel's
 * BTF.  like (the other side, may be NULL) names the syscalls by their
 * table names and lends what a running kernel cannot show (constants,
 * ioctls, documented sysfs): those specs are added as they are, and so
 * must outlive reg.  0 or a negative errno (-ENOENT: no tracefs, -EACCES).
 */
KAPI_API int kapi_registry__load_live(struct kapi_registry *reg,
				      const struct kapi_registry *like,
				      const struct kapi_live_opts *opts);
/* The same for a buffer; name is used in messages.  AUTO sniffs content. */
KAPI_API int kapi_registry__load_mem(struct kapi_registry *reg,
				     const char *name, const void *data,
				     size_t len,
				     const struct kapi_load_opts *opts);
/* "file:line" a loaded spec came from, NULL for built-in ones. */
KAPI_API const char *kapi_registry__origin(const struct kapi_registry *reg,
					   const struct kernel_api_spec *spec);

/* ---- Diff and lint --------------------------------------------------------- */

/* How much a change or a lint finding matters, least first. */
enum kapi_level {
	KAPI_LEVEL_INFO = 0,		/* prose, metadata; lint: a note */
	KAPI_LEVEL_COMPATIBLE,		/* an addition nobody can trip over */
	KAPI_LEVEL_REVIEW,		/* may break someone; lint: a warning */
	KAPI_LEVEL_BREAKING,		/* breaks callers; lint: an error */
	KAPI_LEVEL__COUNT
};

/* What a change breaks, as bits. */
enum kapi_breaks {
	KAPI_BREAKS_BINARY = 1 << 0,	/* built programs */
	KAPI_BREAKS_SOURCE = 1 << 1,	/* programs being built */
};

struct kapi_rule {
	const char *id;			/* stable: "D020", "L001" */
	const char *name;		/* "input-mask-bit-removed" */
	enum kapi_level level;
	unsigned int breaks;		/* enum kapi_breaks */
	const char *summary;
};

struct kapi_change {
	const struct kapi_rule *rule;
	char *api;			/* spec name; lint: file of a source problem */
	uint8_t api_type;		/* enum kapi_api_type */
	char *subject;			/* "parameters[0] flags", "" for the spec */
	char *old_value;		/* may be NULL */
	char *new_value;
	char *message;
	char *location;			/* "file:line" or NULL */
	char fingerprint[17];		/* hex; from rule, api, subject, values */
};

struct kapi_changes {
	struct kapi_change *items;
	size_t count;
	size_t cap;
};

/*
 * A patch series (unified diffs, as git format-patch writes them) applied
 * in memory to the files of tree it touches; the tree is never written.
 * cb gets each touched file's path within the tree and its text before
 * (NULL for a file the series creates) and after the series.  A hunk that
 * does not apply is logged with the patch's file and line and makes the
 * call fail with -EINVAL; -ENOTDIR when tree is no directory.
 */
typedef int (*kapi_patch_file_fn)(void *ctx, const char *path,
				  const char *before, size_t before_len,
				  const char *after, size_t after_len);
KAPI_API int kapi_patch__apply(const char *tree, const char *const *patches,
			       size_t npatches, kapi_patch_file_fn cb,
			       void *ctx, kapi_log_fn log, void *log_ctx);

/*
 * Suppressions (a file of [suppress] sections naming findings by rule, api,
 * subject, value or fingerprint, each with a reason; docs/suppressions.md)
 * and baselines (an earlier JSON report: its fingerprints are known
 * findings).  Loading returns 0 or a negative errno; a malformed
 * suppression file is -EINVAL after each problem went to log.
 */
struct kapi_suppressions;
struct kapi_baseline;

KAPI_API int kapi_suppressions__load(const char *path, kapi_log_fn log,
				     void *log_ctx,
				     struct kapi_suppressions **out);
KAPI_API void kapi_suppressions__free(struct kapi_suppressions *s);
KAPI_API size_t kapi_suppressions__count(const struct kapi_suppressions *s);
/* The reason a change is suppressed, NULL when it is not. */
KAPI_API const char *
kapi_suppressions__match(const struct kapi_suppressions *s,
			 const struct kapi_change *c);

KAPI_API int kapi_baseline__load(const char *path, struct kapi_baseline **out);
KAPI_API void kapi_baseline__free(struct kapi_baseline *b);
KAPI_API size_t kapi_baseline__count(const struct kapi_baseline *b);
KAPI_API bool kapi_baseline__has(const struct kapi_baseline *b,
				 const char *fingerprint);

/* Every diff rule, then every lint rule, in id order. */
KAPI_API const struct kapi_rule *kapi_rules(size_t *count);
KAPI_API const struct kapi_rule *kapi_rule__find(const char *id_or_name);
KAPI_API const char *kapi_level__name(enum kapi_level level, bool lint);
KAPI_API int kapi_level__parse(const char *name, enum kapi_level *level);

KAPI_API void kapi_changes__init(struct kapi_changes *c);
KAPI_API void kapi_changes__free(struct kapi_changes *c);
/* Most severe first, then by api, rule and subject: a stable order. */
KAPI_API void kapi_changes__sort(struct kapi_changes *c);

/*
 * Classifies every difference between two spec sets.  Specs are matched by
 * name; a set diffed against itself yields no change.  0 or -ENOMEM.
 */
KAPI_API int kapi_diff(const struct kapi_registry *old_set,
		       const struct kapi_registry *new_set,
		       struct kapi_changes *out);

/*
 * Checks a spec set for inconsistencies (counts, indices, ranges, struct
 * layouts, errno and signal names, arity against the kernel's prototypes).
 * 0 or -ENOMEM.  Findings the loader made (see kapi_log_fn's code) are
 * added with kapi_lint__loader_note().
 */
KAPI_API int kapi_lint(const struct kapi_registry *set,
		       struct kapi_changes *out);
/* A loader message with a code, as a lint finding; 0 if code is unknown. */
KAPI_API int kapi_lint__loader_note(struct kapi_changes *out,
				    const char *code, const char *file,
				    unsigned int line, const char *msg);

/* ---- The spec set against the running kernel ------------------------------ */

struct kapi_verify_opts {
	size_t sz;			/* sizeof(struct kapi_verify_opts) */
	const char *tracefs;		/* NULL: /sys/kernel/tracing, then debugfs */
	const char *kallsyms;		/* NULL: /proc/kallsyms */
	bool no_probe;			/* never call a syscall to test for ENOSYS */
};

/* What kapi_verify() compared. */
struct kapi_verify_result {
	size_t kernel_syscalls;		/* syscalls the kernel traces */
	size_t specs_checked;		/* syscall specs compared */
};

/*
 * Compares the syscall specs with the kernel's own prototypes (tracefs
 * events/syscalls/sys_enter_*\/format): syscalls without a spec (V001),
 * specs of syscalls the kernel lacks (V002: not in tracefs, not in
 * kallsyms, and ENOSYS when called in a child with bad arguments), and
 * argument count, name and type mismatches (V003-V005).  0, -EACCES when
 * tracefs is there but not readable by this user, -ENOENT when
 * there is no tracefs, or another negative errno.
 */
KAPI_API int kapi_verify(const struct kapi_registry *reg,
			 const struct kapi_verify_opts *opts,
			 struct kapi_changes *out,
			 struct kapi_verify_result *result);
/*
 * The running kernel's syscall prototypes, from the same tracefs files:
 * cb gets each syscall's name and its parameters as "type name", joined
 * by '|' (the layout of data/ftrace_syscall_protos_*.tsv), in name order.
 * A nonzero return from cb stops the walk and is returned.
 */
KAPI_API int kapi_verify__protos(const char *tracefs,
				 int (*cb)(void *ctx, const char *name,
					   const char *params),
				 void *ctx);

/* ---- Checking a live sysfs ----------------------------------------------- */

/* One attribute file that a sysfs spec's path matched. */
struct kapi_sysfs_instance {
	const struct kernel_api_spec *spec;
	const char *path;		/* as found, under the root */
	const char *value;		/* what it read, trailing newline cut; NULL
					 * if it could not be read */
	unsigned int mode;		/* permission bits */
	bool readable, writable;	/* could be opened so (nothing written) */
	const struct kapi_report *findings;
	bool not_read;			/* reading it would change the system
					 * (zram hot_add): left unopened */
};

/*
 * Expands every sysfs spec's path (<disk> and other <...> components match
 * any entry) under root ("/sys" if NULL: paths starting with /sys are
 * re-rooted), reads each instance (never writes), checks its value, mode
 * and access, and calls cb.  Access (read-only, write-only, read-write) is
 * checked only for root: anyone else is refused by the file mode, which
 * says nothing of the attribute.  pattern, if not NULL, is a glob that the
 * spec name or the instance path must match.  0 or a negative errno.
 */
KAPI_API int kapi_sysfs__walk(const struct kapi_registry *reg, const char *root,
			      const char *pattern,
			      void (*cb)(void *ctx,
					 const struct kapi_sysfs_instance *inst),
			      void *ctx);
/*
 * Calls cb with each regular file in a directory some instance lives in
 * that no sysfs spec covers (like get_abi's "undefined").
 */
KAPI_API int kapi_sysfs__undefined(const struct kapi_registry *reg,
				   const char *root, const char *pattern,
				   void (*cb)(void *ctx, const char *path),
				   void *ctx);

/* ---- Tracing a process ---------------------------------------------------- */

/* One checked syscall of a traced process, handed to on_call. */
struct kapi_trace_call {
	pid_t tid;			/* the thread that made it */
	pid_t tgid;			/* its process */
	long nr;
	const struct kernel_api_spec *spec;
	uint64_t args[6];
	int64_t ret;			/* when returned */
	bool returned;			/* false: entry-only, or it never returned */
	bool restart;			/* -ERESTART*: the call will be made again */
	const struct kapi_report *entry;	/* findings about the arguments */
	const struct kapi_report *exit;		/* findings about the result */
	/*
	 * The text of string and path arguments, read when the call has
	 * findings (NULL otherwise, or when unreadable); at most
	 * KAPI_TRACE_STRING_MAX bytes, bit i of strings_cut set when cut.
	 */
	const char *strings[6];
	uint8_t strings_cut;
	/*
	 * opts.enforce: the call broke its spec and was refused; it did
	 * not run, and returned -EINVAL (ret).
	 */
	bool enforced;
	/*
	 * opts.fd_paths: what each descriptor argument named at entry
	 * (/proc/PID/fd links, "socket:[123]" and the like), NULL for the
	 * other arguments or when unreadable.
	 */
	const char *fd_paths[6];
	/* CLOCK_REALTIME at the entry stop and at the exit stop (when
	 * returned) */
	kapi_timespec entered, exited;
	/*
	 * The AUDIT_ARCH_* of the code that made the call: an i386 call is
	 * checked as the x86_64 syscall of the same name (nr is that one's),
	 * its 32-bit arguments widened; i386 syscalls whose arguments differ
	 * from it (old mmap, 64-bit values in two registers, 16-bit ids) are
	 * not checked.
	 */
	uint32_t arch;
	/* where it was made: the instruction after the syscall instruction */
	uint64_t ip;
};

#define KAPI_TRACE_STRING_MAX 256

struct kapi_trace_opts {
	size_t sz;			/* sizeof(struct kapi_trace_opts) */
	const struct kapi_registry *reg;
	bool entry_only;		/* check arguments only; one stop a call */
	bool no_filter;			/* keep checks out of the seccomp filter */
	bool no_seccomp;		/* stop at every syscall (attach mode does) */
	bool generated;			/* also check generated baseline specs */
	const long *only;		/* syscall numbers to check, NULL: all */
	size_t only_count;
	pid_t attach;			/* trace this process instead of argv */
	void (*on_call)(void *ctx, const struct kapi_trace_call *call);
	void *ctx;
	/*
	 * on_stop is called once when the run is interrupted (see
	 * kapi_trace__interrupt()), before it lets go of the program; on_wait,
	 * when set, each time the tracer is about to sleep until the next
	 * event (a good moment to flush buffered output).  The result, when
	 * one was given, is up to date whenever either is called.
	 */
	void (*on_stop)(void *ctx);
	void (*on_wait)(void *ctx);
	/*
	 * Bytes of each string argument handed to on_call (0: the default,
	 * KAPI_TRACE_STRING_MAX; at most KAPI_TRACE_STRING_LIMIT).
	 */
	size_t string_max;
	/*
	 * A call that breaks its spec fails with EINVAL instead of running
	 * (the syscall is skipped at its entry stop); on_call then sees it
	 * with enforced set.
	 */
	bool enforce;
	bool fd_paths;			/* fill kapi_trace_call.fd_paths */
	/*
	 * With enforce and entry_only: a call that fails a check the seccomp
	 * filter makes is refused by the filter itself (SECCOMP_RET_ERRNO,
	 * EINVAL), without a stop, so on_call never sees it and nothing
	 * counts it; checks the filter cannot make are still enforced at
	 * the stop.
	 */
	bool enforce_in_filter;
	/*
	 * With entry_only: every call of a checked syscall stops once, the
	 * valid ones too, so on_call sees (and a caller can count) each; the
	 * filter then only keeps its enforce_in_filter refusals, which still
	 * never stop.  Without it the filter runs valid calls unseen.
	 */
	bool stop_every_call;
	/*
	 * What the run did on the program's behalf that a report should say
	 * (a process entering SECCOMP_MODE_STRICT, which kapi's filter rules
	 * out, is held to it by the tracer instead); NULL: not told.
	 */
	void (*on_note)(void *ctx, pid_t tid, const char *note);
	/*
	 * Processes left when the program's first process exits (daemons)
	 * are let go and run on untraced, and kapi does not take them along
	 * if it dies (no PTRACE_O_EXITKILL).  A filtered process can never be
	 * let go (its trapped calls would fail with ENOSYS), so every
	 * syscall stops instead of a filter selecting them, as no_seccomp.
	 */
	bool leave_daemons;
	/* signals the program starts with ignored (bit sig - 1), as kapi's
	 * caller gave them; every other one starts at its default */
	uint64_t ignored_signals;
	/*
	 * Only the program's own process (the one started, through its
	 * execs, all its threads) is reported: its children are traced as
	 * they must be (a filtered process cannot run untraced), but their
	 * calls are not checked nor stopped at their exit, and on_call
	 * never sees them.  Not with attach nor enforce, which judge every
	 * process.
	 */
	bool program_only;
};

#define KAPI_TRACE_STRING_LIMIT 65536

/* What kapi_trace__run() did; written at the end, and before on_stop. */
struct kapi_trace_result {
	const char *mode;		/* how the run was traced, for reports */
	size_t stops;			/* ptrace stops handled */
	size_t detached;		/* threads let go with PTRACE_DETACH */
	size_t max_tasks;		/* most threads traced at once */
	int stop_sig;			/* the signal kapi_trace__interrupt()
					 * was given (-1: none), 0 if it was
					 * not called */
	size_t enforced;		/* calls refused (opts.enforce) */
};

/*
 * Runs argv (or attaches to opts->attach) under ptrace, stopping at the
 * syscalls that have specs: a seccomp filter selects them, and with
 * entry_only the filter itself checks integer constraints so valid calls
 * never stop.  Every traced thread and child is followed.  *status gets the
 * program's wait status, *result (when not NULL) what the run did.  opts
 * is only read.  0 or a negative errno (setup failed).
 */
KAPI_API int kapi_trace__run(const struct kapi_trace_opts *opts,
			     char *const argv[], int *status,
			     struct kapi_trace_result *result);

/*
 * Asks the running kapi_trace__run() to stop; async-signal-safe, for a
 * signal handler (and usable from on_call).  The state is process-wide:
 * one run per process can be interrupted, and a call made before the run
 * starts stops it as soon as it does.  sig is the signal that asked (0:
 * none).  A process given with opts->attach is detached from every thread
 * and runs on.  The program the run started carries a seccomp filter that
 * cannot be removed and that fails every call it traps with ENOSYS once no
 * tracer is attached, so it is not detached: sig is passed on to it
 * (unless it already has that signal coming, as when the whole process
 * group was signalled), and its calls are let through unchecked until it
 * exits.
 */
KAPI_API void kapi_trace__interrupt(int sig);
/* ---- The running kernel as the judge of the specs ------------------------ */

/*
 * kapi_conform__run() turns every machine-checkable claim of the syscall
 * specs (mask bits, enum values, ranges, pointers, descriptors, paths,
 * sizes) into calls made by number in a throwaway child inside a sandbox
 * (user, mount, pid, net, ipc and uts namespaces, a private tmpfs as the
 * only writable place, tight rlimits, an alarm and a seccomp deny list),
 * and compares each answer with what the spec predicts through the
 * validator kapi_call__check().
 */
enum kapi_conform_verdict {
	KAPI_CONFORM_AGREE = 0,
	KAPI_CONFORM_FALSE_POSITIVE,	/* the kernel accepts what the spec refuses */
	KAPI_CONFORM_MISS,		/* the spec accepts what the kernel refuses (EINVAL) */
	KAPI_CONFORM_ERRNO_GAP,		/* an errno the spec does not list */
	KAPI_CONFORM_MACHINE,		/* ENOSYS, EOPNOTSUPP, ENODEV, ENOPKG, EPERM */
	KAPI_CONFORM_INCONCLUSIVE,	/* the answer cannot judge the claim */
	KAPI_CONFORM_NOT_RUN,		/* denied by the sandbox, or unsafe */
	KAPI_CONFORM_NOT_IN_KERNEL,	/* the kernel lacks the syscall (ENOSYS
					 * only, or a release before its since) */
	KAPI_CONFORM__COUNT
};

/* What a case tries: the valid base call, a value, or a classic bad input. */
enum kapi_conform_case_kind {
	KAPI_CONFORM_CASE_BASE = 0,
	KAPI_CONFORM_CASE_VALUE,	/* a mask bit, enum value, range edge */
	KAPI_CONFORM_CASE_BAD,		/* -1 fd, NULL, missing path, size 0 */
	KAPI_CONFORM_CASE_CAPABILITY,	/* the base call with and without a
					 * capability the spec names */
	KAPI_CONFORM_CASE_SIGNAL,	/* a signal claim: a blocked call
					 * interrupted with and without
					 * SA_RESTART, or a signal it sends */
	KAPI_CONFORM_CASE_EFFECT,	/* a side effect seen after the call */
	KAPI_CONFORM_CASE_FD_OP,	/* a syscall given a descriptor of one
					 * kind (an fdtype spec's row) */
	KAPI_CONFORM_CASE_LAYOUT,	/* a struct the call maps or fills,
					 * read at the offsets its spec gives */
	KAPI_CONFORM_CASE_PAIR,		/* two arguments an expression names
					 * together, varied at once */
};
#define KAPI_CONFORM_CASE__COUNT (KAPI_CONFORM_CASE_PAIR + 1)

#define KAPI_CONFORM_TEXT 192

/* One case and, after the run, the kernel's answer and the verdict. */
struct kapi_conform_result {
	const struct kernel_api_spec *spec;
	const char *syscall;		/* name without "sys_" */
	long nr;
	size_t index;			/* of the case within its syscall */
	int param;			/* the parameter varied, -1 for none */
	enum kapi_conform_case_kind kind;
	char what[64];			/* "flags bit 0x40", "fd: closed" */
	char call[KAPI_CONFORM_TEXT];	/* the exact call, targets in <> */
	bool spec_refuses;		/* the validator finds a problem */
	char claim[KAPI_CONFORM_TEXT];	/* its finding, or what it expects */
	/* the kernel's answer */
	bool ran;
	bool returned;			/* the call came back */
	bool timed_out;			/* it blocked past the alarm */
	int64_t ret;			/* return value when >= 0 */
	int err;			/* positive errno, 0 on success */
	int signal;			/* the child died of this signal */
	enum kapi_conform_verdict verdict;
	char reason[KAPI_CONFORM_TEXT];
};

struct kapi_conform_opts {
	size_t sz;			/* sizeof(struct kapi_conform_opts) */
	const struct kapi_registry *reg;
	const char *const *only;	/* syscall names ("openat" or "sys_openat"), NULL: all */
	size_t only_count;
	bool generated;			/* also run generated baseline specs */
	size_t max_cases;		/* per syscall (the base call included), 0: all */
	uint64_t seed;			/* picks the random extra values and the
					 * subset kept by max_cases */
	unsigned int jobs;		/* sandboxes run in parallel, 0: 1 */
	unsigned int timeout_ms;	/* a blocked call is stopped after, 0: 200 */
	const char *scratch_parent;	/* the directory the sandboxes cover
					 * with their tmpfs, in their own mount
					 * namespaces (nothing is made in it):
					 * NULL: $TMPDIR, then /tmp */
	bool dry_run;			/* generate the cases, run nothing */
	/*
	 * total is every case the run makes, counted before the first one
	 * runs; it never changes.  While the base calls are still being
	 * found (the cases depend on them), progress is called with total 0.
	 */
	void (*progress)(void *ctx, size_t done, size_t total);
	/* every case, in order, after the run */
	void (*on_case)(void *ctx, const struct kapi_conform_result *r);
	void *ctx;
	/*
	 * The machine is a throwaway VM (kapi --kernel): what the sandbox never
	 * runs on a host (mount, swapon, clock and hostname setting, modules,
	 * keys, reboot ...) runs for real, still inside the sandbox; reboot's
	 * cases run last.  Never set it on a machine that matters.
	 */
	bool throwaway;
};

/* What a run found out about itself. */
struct kapi_conform_summary {
	unsigned int namespaces;	/* KAPI_CONFORM_NS_* the sandbox got */
	size_t cases;			/* cases generated */
	char sandbox[128];		/* how the sandbox was made, for reports */
};

#define KAPI_CONFORM_NS_USER	(1u << 0)
#define KAPI_CONFORM_NS_MOUNT	(1u << 1)
#define KAPI_CONFORM_NS_PID	(1u << 2)
#define KAPI_CONFORM_NS_NET	(1u << 3)
#define KAPI_CONFORM_NS_IPC	(1u << 4)
#define KAPI_CONFORM_NS_UTS	(1u << 5)

/*
 * Generates the cases of every selected syscall spec, runs them in the
 * sandbox and calls on_case for each; out (may be NULL) says how.  0,
 * -ENOENT when only names a syscall without a spec, -EPERM when no sandbox
 * can be made (nothing is ever run in the caller's context), or another
 * negative errno.
 */
KAPI_API int kapi_conform__run(const struct kapi_conform_opts *opts,
			       struct kapi_conform_summary *out);
KAPI_API const char *kapi_conform__verdict_name(enum kapi_conform_verdict v);
/*
 * Asks the running kapi_conform__run() to stop; async-signal-safe, for a
 * signal handler.  The sandboxes are killed at once (nothing of theirs
 * outlives them: their mounts live in their own namespaces), the cases
 * that ran are judged and handed to on_case, the others are not run
 * ("interrupted"), and the run returns -EINTR.  sig is the signal that
 * asked (0: none).  Process-wide, like kapi_trace__interrupt().
 */
KAPI_API void kapi_conform__interrupt(int sig);
/* The syscalls the sandbox never runs, with the reason; NULL if it may. */
KAPI_API const char *kapi_conform__denied(const char *syscall);

/* ---- Emitters ------------------------------------------------------------ */

enum kapi_format {
	KAPI_FORMAT_PLAIN = 0,
	KAPI_FORMAT_JSON,
	KAPI_FORMAT_XML,
	KAPI_FORMAT_RST,
	KAPI_FORMAT_MAN,	/* man(7) pages, section 2 (sysfs: 5) */
	KAPI_FORMAT_SYZLANG,	/* syzkaller descriptions */
	KAPI_FORMAT_SECCOMP,	/* an OCI seccomp profile allowing the specs */
	KAPI_FORMAT__COUNT
};

KAPI_API const char *kapi_format__name(enum kapi_format fmt);
KAPI_API int kapi_format__parse(const char *name, enum kapi_format *fmt);

/* Returns 0 or a negative errno; emitting stops at the first error. */
typedef int (*kapi_write_fn)(void *ctx, const char *buf, size_t len);

struct kapi_emit_opts {
	size_t sz;		/* sizeof(struct kapi_emit_opts) */
	bool pretty;		/* JSON: indent; other formats always are */
	/* man: the .TH date ("2026-12-04"); NULL: SOURCE_DATE_EPOCH or today */
	const char *date;
	/* man: the specs SEE ALSO may point to; NULL: the ones emitted */
	const struct kernel_api_spec *const *related;
	size_t related_count;
	/*
	 * seccomp: syscalls (x86_64 names) to allow without argument rules,
	 * besides the specs emitted: what a program needs that has no spec.
	 */
	const char *const *extra_syscalls;
	size_t extra_count;
	/*
	 * JSON: whose numbering enum values use (enum kapi_compat).
	 * KAPI_COMPAT_UPSTREAM writes upstream's numbers (docs/kapi.rst);
	 * any other value writes ours, with names.  Appended: an older,
	 * smaller options struct writes ours.
	 */
	int compat;
	/*
	 * seccomp: the architecture the profile is for (a name kapi_arch__parse
	 * takes: "aarch64", "arm64", ...); NULL: the library's own.  Only its
	 * syscalls are allowed; masks and enums are the specs' as given (see
	 * kapi_registry__set_arch()).  Appended.
	 */
	const char *arch;
};

/* One spec as a document of its own. */
KAPI_API int kapi_emit__spec(const struct kernel_api_spec *spec,
			     enum kapi_format fmt,
			     const struct kapi_emit_opts *opts,
			     kapi_write_fn write, void *ctx);
/* Several specs as one document (a JSON array, one XML root, ...). */
KAPI_API int kapi_emit__specs(const struct kernel_api_spec *const *specs,
			      size_t count, enum kapi_format fmt,
			      const struct kapi_emit_opts *opts,
			      kapi_write_fn write, void *ctx);
/* A kapi_write_fn for a FILE *. */
KAPI_API int kapi_write__file(void *file, const char *buf, size_t len);

/*
 * A debugfs-style tree under dir: list, specs/<name>, specs-json/<name>,
 * all.json and all.xml.  dir is created if missing.
 */
KAPI_API int kapi_export__tree(const struct kernel_api_spec *const *specs,
			       size_t count, const char *dir);
/* The files of such a tree, for programs that serve it (kapi mount). */
enum kapi_tree_file {
	KAPI_TREE_LIST,		/* list */
	KAPI_TREE_SPEC_TEXT,	/* specs/<name> of spec idx */
	KAPI_TREE_SPEC_JSON,	/* specs-json/<name> of spec idx */
	KAPI_TREE_ALL_JSON,	/* all.json */
	KAPI_TREE_ALL_XML,	/* all.xml */
};

/* One file of the tree, byte for byte what kapi_export__tree() writes. */
KAPI_API int kapi_tree__render(const struct kernel_api_spec *const *specs,
			       size_t count, enum kapi_tree_file file,
			       size_t idx, kapi_write_fn write, void *ctx);
/* Its path in the tree ("specs/sys_read"); -EINVAL for unsafe names. */
KAPI_API int kapi_tree__path(const struct kernel_api_spec *const *specs,
			     size_t count, enum kapi_tree_file file,
			     size_t idx, char *buf, size_t len);

/*
 * Man pages under dir for man -M: man2/<syscall>.2 for syscalls and ioctls
 * (ioctls by command name), man5/<name>.5 for sysfs attributes.
 */
KAPI_API int kapi_export__man_tree(const struct kernel_api_spec *const *specs,
				   size_t count, const char *dir,
				   const struct kapi_emit_opts *opts);
/* The file a spec's man page has in such a tree ("man2/mlockall.2"). */
KAPI_API int kapi_man__path(const struct kernel_api_spec *spec, char *buf,
			    size_t len);

/* Bytes of structures one spec occupies (strings excluded). */
KAPI_API size_t kapi_spec__footprint(const struct kernel_api_spec *spec);

#ifdef __cplusplus
}
#endif

#endif /* KAPI_KAPI_H */

// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * Architectures: syscall numbers from libseccomp's per-arch tables, errno
 * values from data/errno_arch.tsv.  Specs name syscalls and errnos, so the
 * same corpus serves every architecture once the numbers are looked up.
 */
#include <errno.h>
#include <linux/audit.h>
#include <seccomp.h>
#include <stdlib.h>
#include <string.h>

#include "model/model.h"

struct arch_info {
	const char *name;
	const char *aliases;	/* space-separated other spellings */
	const char *seccomp;	/* libseccomp's name; NULL: it has no table */
	const char *errnos;	/* errno family in errno_arch.tsv; NULL: generic */
	uint32_t audit;
	const char *flags;	/* constants family in flags_arch.tsv; NULL: generic */
};

static const struct arch_info arches[KAPI_ARCH__COUNT] = {
	[KAPI_ARCH_X86_64] = { "x86_64", "amd64 x86-64", "x86_64", NULL, AUDIT_ARCH_X86_64 },
	[KAPI_ARCH_I386] = { "i386", "x86 i486 i586 i686", "x86", NULL, AUDIT_ARCH_I386 },
	[KAPI_ARCH_X32] = { "x32", "", "x32", NULL, AUDIT_ARCH_X86_64 },
	/* arm64's asm/fcntl.h keeps 32-bit arm's O_DIRECTORY, O_NOFOLLOW,
	 * O_DIRECT, O_LARGEFILE (and O_TMPFILE): the arm family */
	[KAPI_ARCH_AARCH64] = { "aarch64", "arm64", "aarch64", NULL, AUDIT_ARCH_AARCH64, "arm" },
	[KAPI_ARCH_ARM] = { "arm", "armhf armel armv7l", "arm", NULL, AUDIT_ARCH_ARM, "arm" },
	[KAPI_ARCH_RISCV64] = { "riscv64", "", "riscv64", NULL, AUDIT_ARCH_RISCV64 },
	[KAPI_ARCH_PPC64LE] = { "ppc64le", "ppc64el powerpc64le", "ppc64le", NULL, AUDIT_ARCH_PPC64LE, "powerpc" },
	[KAPI_ARCH_S390X] = { "s390x", "", "s390x", NULL, AUDIT_ARCH_S390X },
	[KAPI_ARCH_MIPS64] = { "mips64", "mips64el mips64n64", "mips64", "mips", AUDIT_ARCH_MIPS64, "mips" },
	[KAPI_ARCH_MIPS64N32] = { "mips64n32", "mipsn32", "mips64n32", "mips", AUDIT_ARCH_MIPS64N32, "mips" },
	[KAPI_ARCH_MIPSEL] = { "mipsel", "mips mipso32", "mipsel", "mips", AUDIT_ARCH_MIPSEL, "mips" },
	[KAPI_ARCH_PARISC64] = { "parisc64", "parisc hppa", "parisc64", "parisc", AUDIT_ARCH_PARISC64, "parisc" },
	/*
	 * libseccomp 2.5 has no loongarch64 table; the architecture uses the
	 * kernel's generic table, as riscv64 does, so its numbers are taken
	 * from there (fstat and newfstatat only exist since 6.11 on it).
	 */
	[KAPI_ARCH_LOONGARCH64] = { "loongarch64", "loong64", "riscv64", NULL, 0xc0000102 },
	[KAPI_ARCH_ALPHA] = { "alpha", "", NULL, "alpha", AUDIT_ARCH_ALPHA, "alpha" },
	[KAPI_ARCH_SPARC64] = { "sparc64", "sparc", NULL, "sparc", AUDIT_ARCH_SPARC64, "sparc" },
};

/* The names OCI seccomp profiles (runc, crun) give the architectures, of
 * the byte order their audit arch above has. */
static const char *const oci_names[KAPI_ARCH__COUNT] = {
	[KAPI_ARCH_X86_64] = "SCMP_ARCH_X86_64",
	[KAPI_ARCH_I386] = "SCMP_ARCH_X86",
	[KAPI_ARCH_X32] = "SCMP_ARCH_X32",
	[KAPI_ARCH_AARCH64] = "SCMP_ARCH_AARCH64",
	[KAPI_ARCH_ARM] = "SCMP_ARCH_ARM",
	[KAPI_ARCH_RISCV64] = "SCMP_ARCH_RISCV64",
	[KAPI_ARCH_PPC64LE] = "SCMP_ARCH_PPC64LE",
	[KAPI_ARCH_S390X] = "SCMP_ARCH_S390X",
	[KAPI_ARCH_MIPS64] = "SCMP_ARCH_MIPS64",
	[KAPI_ARCH_MIPS64N32] = "SCMP_ARCH_MIPS64N32",
	[KAPI_ARCH_MIPSEL] = "SCMP_ARCH_MIPSEL",
	[KAPI_ARCH_PARISC64] = "SCMP_ARCH_PARISC64",
	[KAPI_ARCH_LOONGARCH64] = "SCMP_ARCH_LOONGARCH64",
};

/*
 * Limits of the kernel's that differ by architecture and that no uapi
 * header names, so specs hold them as numbers: a range bound equal to one
 * architecture's value is that limit, and becomes another's.  Only values
 * a kernel of the architecture confirmed (the arm64 6.1 lab: mremap maps
 * an old_len past x86-64's top; epoll_wait refuses x86-64's maxevents).
 */
struct bound_row {
	const char *name;
	enum kapi_arch arch;
	uint64_t value;
};

static const struct bound_row bound_rows[] = {
	/* the top of the user address space: 47 bits less a guard page on
	 * x86-64 (4-level), 1 << VA_BITS (48) on arm64 with 4 KB pages */
	{ "TASK_SIZE_MAX", KAPI_ARCH_X86_64, (1ULL << 47) - 4096 },
	{ "TASK_SIZE_MAX", KAPI_ARCH_AARCH64, 1ULL << 48 },
	/* INT_MAX / sizeof(struct epoll_event): packed 12 bytes on x86-64 */
	{ "EP_MAX_EVENTS", KAPI_ARCH_X86_64, 0x7fffffff / 12 },
	{ "EP_MAX_EVENTS", KAPI_ARCH_AARCH64, 0x7fffffff / 16 },
};

int64_t kapi__arch_bound(enum kapi_arch from, enum kapi_arch to, int64_t v)
{
	const struct bound_row *was = NULL;

	for (size_t i = 0; !was && i < KAPI_ARRAY_SIZE(bound_rows); i++)
		if (bound_rows[i].arch == from && (int64_t)bound_rows[i].value == v)
			was = &bound_rows[i];
	for (size_t i = 0; was && from != to && i < KAPI_ARRAY_SIZE(bound_rows); i++)
		if (bound_rows[i].arch == to && !strcmp(bound_rows[i].name, was->name))
			return (int64_t)bound_rows[i].value;
	return v;
}

struct errno_row {
	const char *arch, *name;
	int value;
};

static const struct errno_row errno_rows[] = {
#include "errno_arch.h"
};

enum kapi_arch kapi_arch__native(void)
{
#if defined(__x86_64__) && defined(__ILP32__)
	return KAPI_ARCH_X32;
#elif defined(__x86_64__)
	return KAPI_ARCH_X86_64;
#elif defined(__i386__)
	return KAPI_ARCH_I386;
#elif defined(__aarch64__)
	return KAPI_ARCH_AARCH64;
#elif defined(__arm__)
	return KAPI_ARCH_ARM;
#elif defined(__riscv) && __riscv_xlen == 64
	return KAPI_ARCH_RISCV64;
#elif defined(__powerpc64__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
	return KAPI_ARCH_PPC64LE;
#elif defined(__s390x__)
	return KAPI_ARCH_S390X;
#elif defined(__mips__) && _MIPS_SIM == _ABI64
	return KAPI_ARCH_MIPS64;
#elif defined(__mips__) && _MIPS_SIM == _ABIN32
	return KAPI_ARCH_MIPS64N32;
#elif defined(__mips__)
	return KAPI_ARCH_MIPSEL;
#elif defined(__hppa__)
	return KAPI_ARCH_PARISC64;
#elif defined(__loongarch64)
	return KAPI_ARCH_LOONGARCH64;
#elif defined(__alpha__)
	return KAPI_ARCH_ALPHA;
#elif defined(__sparc__)
	return KAPI_ARCH_SPARC64;
#else
#error "kapi does not know this architecture"
#endif
}

const char *kapi_arch__name(enum kapi_arch arch)
{
	return (unsigned int)arch < KAPI_ARCH__COUNT ? arches[arch].name : NULL;
}

static bool word_in(const char *word, const char *list)
{
	size_t n = strlen(word);

	for (const char *p = list; *p; p += strcspn(p, " "), p += *p == ' ')
		if (!strncmp(p, word, n) && (p[n] == ' ' || !p[n]))
			return true;
	return false;
}

int kapi_arch__parse(const char *name, enum kapi_arch *arch)
{
	if (!name || !*name)
		return -EINVAL;
	for (int i = 0; i < KAPI_ARCH__COUNT; i++) {
		if (!strcmp(arches[i].name, name) ||
		    word_in(name, arches[i].aliases)) {
			*arch = (enum kapi_arch)i;
			return 0;
		}
	}
	return -EINVAL;
}

const char *kapi__arch_flags_family(enum kapi_arch arch)
{
	return (unsigned int)arch < KAPI_ARCH__COUNT ? arches[arch].flags : NULL;
}

uint32_t kapi_arch__audit(enum kapi_arch arch)
{
	return (unsigned int)arch < KAPI_ARCH__COUNT ? arches[arch].audit : 0;
}

const char *kapi__arch_oci(enum kapi_arch arch)
{
	return (unsigned int)arch < KAPI_ARCH__COUNT ? oci_names[arch] : NULL;
}

/* libseccomp's token for an arch, 0 when it has no table for it. */
static uint32_t seccomp_token(enum kapi_arch arch)
{
	const char *name = arches[arch].seccomp;

	return name ? seccomp_arch_resolve_name(name) : 0;
}

/* The uapi spelling of a spec or kernel name ("sys_newstat" -> "stat"). */
static const char *uapi_name(const char *name)
{
	long nr;

	if (!strncmp(name, "sys_", 4))
		name += 4;
	nr = kapi_syscall__nr(name);
	return nr >= 0 ? kapi_syscall__name(nr) : name;
}

/*
 * Since Linux 5.1 (pidfd_send_signal, 424) every architecture but alpha
 * numbers new syscalls alike, at a fixed offset from x86_64's.  libseccomp
 * 2.5 stops at 6.3 or so; later ones are derived that way.
 */
#define KAPI_UNIFIED_FIRST 424

long kapi_syscall__nr_arch(enum kapi_arch arch, const char *name)
{
	uint32_t tok;
	long native, base;
	int nr;

	if ((unsigned int)arch >= KAPI_ARCH__COUNT || !name)
		return -1;
	name = uapi_name(name);
	if (arch == kapi_arch__native())
		return kapi_syscall__nr(name);
	tok = seccomp_token(arch);
	if (!tok)
		return -ENOTSUP;
	nr = seccomp_syscall_resolve_name_arch(tok, name);
	if (nr >= 0)
		return nr;
	native = kapi_syscall__nr(name);
	if (nr != __NR_SCMP_ERROR || native < KAPI_UNIFIED_FIRST)
		return -1;	/* known to libseccomp, absent on arch */
	base = seccomp_syscall_resolve_name_arch(tok, "pidfd_send_signal");
	return base < 0 ? -1 : base - KAPI_UNIFIED_FIRST + native;
}

const char *kapi_syscall__name_arch(enum kapi_arch arch, long nr)
{
	uint32_t tok;
	char *name;
	long native;

	if ((unsigned int)arch >= KAPI_ARCH__COUNT || nr < 0)
		return NULL;
	if (arch == kapi_arch__native())
		return kapi_syscall__name(nr);
	tok = seccomp_token(arch);
	if (!tok || nr > INT32_MAX)
		return NULL;
	name = seccomp_syscall_resolve_num_arch(tok, (int)nr);
	if (name) {
		/* the x86_64 table's copy of the name outlives libseccomp's */
		long native_nr = kapi_syscall__nr(name);
		const char *kept = native_nr >= 0 ? kapi_syscall__name(native_nr) : NULL;

		free(name);
		if (kept)
			return kept;
		return NULL;
	}
	native = nr - (seccomp_syscall_resolve_name_arch(tok, "pidfd_send_signal") -
		       KAPI_UNIFIED_FIRST);
	if (native < KAPI_UNIFIED_FIRST)
		return NULL;
	name = (char *)kapi_syscall__name(native);
	/* only where libseccomp does not know the name itself */
	if (!name || seccomp_syscall_resolve_name_arch(tok, name) != __NR_SCMP_ERROR)
		return NULL;
	return name;
}

int kapi_errno__value_arch(enum kapi_arch arch, const char *name)
{
	const char *family;

	if ((unsigned int)arch >= KAPI_ARCH__COUNT || !name)
		return 0;
	family = arches[arch].errnos;
	for (size_t i = 0; family && i < KAPI_ARRAY_SIZE(errno_rows); i++)
		if (!strcmp(errno_rows[i].arch, family) &&
		    !strcmp(errno_rows[i].name, name))
			return errno_rows[i].value;
	return kapi_errno__value(name);
}

const char *kapi_errno__name_arch(enum kapi_arch arch, int value)
{
	const char *family, *name;

	if ((unsigned int)arch >= KAPI_ARCH__COUNT)
		return NULL;
	if (value < 0)
		value = -value;
	family = arches[arch].errnos;
	if (!family)
		return kapi_errno__name(value);
	for (size_t i = 0; i < KAPI_ARRAY_SIZE(errno_rows); i++)
		if (!strcmp(errno_rows[i].arch, family) &&
		    errno_rows[i].value == value)
			return errno_rows[i].name;
	/* a generic number the family gave to another name is not this one */
	name = kapi_errno__name(value);
	return name && kapi_errno__value_arch(arch, name) == value ? name : NULL;
}

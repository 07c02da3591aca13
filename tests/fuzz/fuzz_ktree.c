// SPDX-License-Identifier: GPL-2.0
/*
 * libFuzzer harness: a kernel tree made of the input, split at NUL bytes
 * into a syscall table, a .c file (SYSCALL_DEFINEs), a uapi header
 * (#defines, structs, ioctls) and a Documentation/ABI file, loaded by the
 * kernel tree loader and emitted.  The probes are off: the fuzzer tests
 * the parsers, not the compiler.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "fuzz.h"

static char root[64];

static void put(const char *rel, const unsigned char *data, size_t size)
{
	char path[256];
	FILE *f;

	snprintf(path, sizeof(path), "%s/%s", root, rel);
	f = fopen(path, "w");
	if (!f)
		abort();
	fwrite(data, 1, size, f);
	fclose(f);
}

static void tree(void)
{
	static const char *const dirs[] = {
		"arch", "arch/x86", "arch/x86/entry", "arch/x86/entry/syscalls",
		"include", "include/uapi", "include/uapi/linux", "kernel",
		"Documentation", "Documentation/ABI", "Documentation/ABI/testing",
	};
	char path[256];

	snprintf(root, sizeof(root), "/tmp/kapi-fuzz-ktree-XXXXXX");
	if (!mkdtemp(root))
		abort();
	for (size_t i = 0; i < sizeof(dirs) / sizeof(dirs[0]); i++) {
		snprintf(path, sizeof(path), "%s/%s", root, dirs[i]);
		mkdir(path, 0755);
	}
	setenv("KAPI_KTREE_PROBES", "0", 1);
}

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
	static const char *const files[] = {
		"arch/x86/entry/syscalls/syscall_64.tbl", "kernel/sys.c",
		"include/uapi/linux/fuzz.h", "Documentation/ABI/testing/sysfs-fuzz",
	};
	struct kapi_load_opts o = { .sz = sizeof(o) };
	struct kapi_registry *reg;
	size_t at = 0;

	if (!root[0])
		tree();
	for (size_t i = 0; i < 4; i++) {
		const unsigned char *end = at < size ?
			memchr(data + at, 0, size - at) : NULL;
		size_t n = end ? (size_t)(end - (data + at)) :
			   at < size ? size - at : 0;

		put(files[i], data + at, n);
		at += n + (end != NULL);
	}
	if (kapi_registry__new(&reg))
		return 0;
	kapi_registry__load(reg, root, &o);
	for (size_t i = 0; i < kapi_registry__count(reg); i++)
		kapi_emit__spec(kapi_registry__at(reg, i), KAPI_FORMAT_JSON, NULL,
				fuzz_discard, NULL);
	kapi_registry__free(reg);
	return 0;
}

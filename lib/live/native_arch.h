/* SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause */
/*
 * The architecture this build runs on, as seccomp and ptrace name it: the
 * AUDIT_ARCH_* of its native calls.  Filters check calls of this arch
 * against the syscall table built in (lib/model/syscalls.c); x86_64 also
 * checks i386 calls (lib/live/trace/filter_i386.c); any other arch's calls
 * (arm64's 32-bit compat ones) are not judged.
 */
#ifndef KAPI_LIVE_NATIVE_ARCH_H
#define KAPI_LIVE_NATIVE_ARCH_H

#include <linux/audit.h>

#if defined(__x86_64__)
#define KAPI_AUDIT_ARCH_NATIVE AUDIT_ARCH_X86_64
#elif defined(__aarch64__)
#define KAPI_AUDIT_ARCH_NATIVE AUDIT_ARCH_AARCH64
#else
#error "kapi's tracing and conform know x86_64 and aarch64"
#endif

#endif /* KAPI_LIVE_NATIVE_ARCH_H */

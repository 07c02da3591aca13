/* SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause */
/*
 * The spec compiler.  A spec file starts with
 *
 *	#include <kapi/spec_compile.h>
 *
 * and then holds only includes, guarded #defines and spec blocks.  On its
 * first inclusion this header includes the spec file again once per table
 * pass, each time with only that pass's macros switched on.  The file is
 * found by the name KAPI_SPEC_FILE gives when it is defined (kapi's build
 * passes each spec's path relative to the source tree, with -iquote . so
 * that a build does not depend on where the tree is, nor on
 * -ffile-prefix-map rewriting __FILE__), else by __BASE_FILE__, the name
 * the file was compiled by.  When it returns, the rest of the file is read
 * a last time as the SPEC pass, which emits the specs themselves.
 *
 * Helper definitions other than macros must live in headers: a spec file's
 * body is read once per pass.
 */
#ifndef KAPI_SPEC_COMPILE_H
#define KAPI_SPEC_COMPILE_H

#include <stdint.h>
#include <kapi/spec_dsl.h>

/* Kernel-style integer names used inside spec blocks. */
typedef int64_t s64;
typedef uint64_t u64;
typedef int32_t s32;
typedef uint32_t u32;

/* KAPI_PARAM sets a default that later macros of the entry may override. */
#pragma GCC diagnostic ignored "-Woverride-init"
#ifdef __clang__
#pragma clang diagnostic ignored "-Winitializer-overrides"
#endif

#ifdef KAPI_SPEC_FILE
#define KAPI__SELF KAPI_SPEC_FILE
#else
#define KAPI__SELF __BASE_FILE__
#endif

#define KAPI__PASS 1
#include <kapi/spec_pass.h>
#include KAPI__SELF
#undef KAPI__PASS
#define KAPI__PASS 2
#include <kapi/spec_pass.h>
#include KAPI__SELF
#undef KAPI__PASS
#define KAPI__PASS 3
#include <kapi/spec_pass.h>
#include KAPI__SELF
#undef KAPI__PASS
#define KAPI__PASS 4
#include <kapi/spec_pass.h>
#include KAPI__SELF
#undef KAPI__PASS
#define KAPI__PASS 5
#include <kapi/spec_pass.h>
#include KAPI__SELF
#undef KAPI__PASS
#define KAPI__PASS 6
#include <kapi/spec_pass.h>
#include KAPI__SELF
#undef KAPI__PASS
#define KAPI__PASS 7
#include <kapi/spec_pass.h>
#include KAPI__SELF
#undef KAPI__PASS
#define KAPI__PASS 8
#include <kapi/spec_pass.h>
#include KAPI__SELF
#undef KAPI__PASS
#define KAPI__PASS 9
#include <kapi/spec_pass.h>
#include KAPI__SELF
#undef KAPI__PASS
#define KAPI__PASS 10
#include <kapi/spec_pass.h>
#include KAPI__SELF
#undef KAPI__PASS
#define KAPI__PASS 11
#include <kapi/spec_pass.h>
#include KAPI__SELF
#undef KAPI__PASS
#define KAPI__PASS 12
#include <kapi/spec_pass.h>
#include KAPI__SELF
#undef KAPI__PASS
#define KAPI__PASS 13
#include <kapi/spec_pass.h>
#include KAPI__SELF
#undef KAPI__PASS
#define KAPI__PASS 14
#include <kapi/spec_pass.h>
#include KAPI__SELF
#undef KAPI__PASS
#define KAPI__PASS 15
#include <kapi/spec_pass.h>
#include KAPI__SELF
#undef KAPI__PASS
#define KAPI__PASS 16
#include <kapi/spec_pass.h>
#include KAPI__SELF
#undef KAPI__PASS
#define KAPI__PASS 17
#include <kapi/spec_pass.h>
#include KAPI__SELF
#undef KAPI__PASS
#define KAPI__PASS 18
#include <kapi/spec_pass.h>
#include KAPI__SELF
#undef KAPI__PASS
#define KAPI__PASS 19
#include <kapi/spec_pass.h>
#include KAPI__SELF
#undef KAPI__PASS
#define KAPI__PASS 20
#include <kapi/spec_pass.h>
#include __BASE_FILE__
#undef KAPI__PASS
#define KAPI__PASS 21
#include <kapi/spec_pass.h>
#include __BASE_FILE__
#undef KAPI__PASS
#define KAPI__PASS 22
#include <kapi/spec_pass.h>

#endif /* KAPI_SPEC_COMPILE_H */

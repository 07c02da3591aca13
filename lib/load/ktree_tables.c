// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * The tables the kernel tree loader shares with the scripts, built in as
 * they are committed: data/arg_constants.tsv (which uapi constants each
 * syscall argument takes) and data/type_classes.tsv (the type class rules
 * scripts/gen-syscall-specs.sh uses too).  The Makefile makes this object
 * depend on both files.
 */
__asm__(".section .rodata\n"
	".global kapi__arg_constants_tsv\n"
	".hidden kapi__arg_constants_tsv\n"
	"kapi__arg_constants_tsv:\n"
	".incbin \"data/arg_constants.tsv\"\n"
	".byte 0\n"
	".global kapi__type_classes_tsv\n"
	".hidden kapi__type_classes_tsv\n"
	"kapi__type_classes_tsv:\n"
	".incbin \"data/type_classes.tsv\"\n"
	".byte 0\n"
	".previous\n");

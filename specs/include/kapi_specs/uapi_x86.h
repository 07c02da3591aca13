/* SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause */
/*
 * Names only x86's uapi has (asm/prctl.h's arch_prctl codes, the x86
 * requests of asm/ptrace-abi.h), for the specs that list them when they
 * are compiled for another architecture (make ARCH=arm64).  There they
 * keep x86's numbers: arch_prctl has no syscall number, and ptrace's
 * kernel answers these requests as unknown (EIO), except 31 and 32
 * (PTRACE_SYSEMU, PTRACE_SYSEMU_SINGLESTEP, arm64's too) and 33, which
 * arm64 calls PTRACE_PEEKMTETAGS.  On x86 the headers themselves define
 * them and this file adds nothing.
 */
#ifndef KAPI_SPECS_UAPI_X86_H
#define KAPI_SPECS_UAPI_X86_H

#if !defined(__x86_64__) && !defined(__i386__)
#define ARCH_SET_GS		0x1001
#define ARCH_SET_FS		0x1002
#define ARCH_GET_FS		0x1003
#define ARCH_GET_GS		0x1004
#define ARCH_GET_CPUID		0x1011
#define ARCH_SET_CPUID		0x1012
#define ARCH_GET_XCOMP_SUPP	0x1021
#define ARCH_GET_XCOMP_PERM	0x1022
#define ARCH_REQ_XCOMP_PERM	0x1023
#define ARCH_GET_XCOMP_GUEST_PERM 0x1024
#define ARCH_REQ_XCOMP_GUEST_PERM 0x1025
#define ARCH_MAP_VDSO_X32	0x2001
#define ARCH_MAP_VDSO_32	0x2002
#define ARCH_MAP_VDSO_64	0x2003

#define PTRACE_GETREGS		12
#define PTRACE_SETREGS		13
#define PTRACE_GETFPREGS	14
#define PTRACE_SETFPREGS	15
#define PTRACE_GETFPXREGS	18
#define PTRACE_SETFPXREGS	19
#define PTRACE_OLDSETOPTIONS	21
#define PTRACE_GET_THREAD_AREA	25
#define PTRACE_SET_THREAD_AREA	26
#define PTRACE_ARCH_PRCTL	30
#ifndef PTRACE_SYSEMU
#define PTRACE_SYSEMU		31
#define PTRACE_SYSEMU_SINGLESTEP 32
#endif
#define PTRACE_SINGLEBLOCK	33
#endif

#endif /* KAPI_SPECS_UAPI_X86_H */

// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * bench/watch.sh's floor: a program that does nothing, on the hook kapi
 * watch checks syscalls from (tp_btf/sys_exit).  Whatever it adds to a
 * syscall is the kernel's price for any program there (the syscall slow
 * path every task takes once a syscall tracepoint is enabled, and the
 * call into BPF), which no program can go below.
 */
#include "vmlinux.h"
#include <bpf/bpf_helpers.h>
#include <bpf/bpf_tracing.h>

char LICENSE[] SEC("license") = "Dual BSD/GPL";

SEC("tp_btf/sys_exit")
int BPF_PROG(watch_floor, struct pt_regs *regs, long ret)
{
	return 0;
}

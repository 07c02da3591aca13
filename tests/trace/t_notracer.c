// SPDX-License-Identifier: GPL-2.0
/*
 * What a seccomp filter's SECCOMP_RET_TRACE does with no tracer attached:
 * installs a filter that traps getppid() that way, calls it untraced and
 * prints "getppid: ran" or "getppid: <errno name>".  kapi trace keeps its
 * program traced to the end because this prints ENOSYS (Linux 6.18): the
 * call is refused, not run.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

int main(void)
{
	struct sock_filter insns[] = {
		BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr)),
		BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_getppid, 0, 1),
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_TRACE),
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
	};
	struct sock_fprog prog = { sizeof(insns) / sizeof(insns[0]), insns };
	long r;

	if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) ||
	    syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, 0, &prog)) {
		printf("no filter: %s\n", strerrorname_np(errno));
		return 1;
	}
	r = syscall(SYS_getppid);
	printf("getppid: %s\n", r >= 0 ? "ran" : strerrorname_np(errno));
	return 0;
}

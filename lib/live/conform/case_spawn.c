// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * How a sandbox starts the child a case runs in.
 *
 * fork() gives the child a copy of the sandbox's address space.  Where
 * the MMU is paravirtualised (this project's test machine), making and
 * tearing down an address space costs ~1.5 ms and two of them never run
 * at once, so forks bounded both a run's speed and what --jobs gains.
 * A child made with clone(CLONE_VM) shares the sandbox's address space
 * instead and costs ~70 us.  It is safe for a case whose call cannot
 * change an address space: the child's own state (descriptors,
 * credentials, signal handlers, limits, filters) is still its own, and
 * the sandbox waits while it runs.
 *
 * Calls that map, unmap, lock, seal or re-home memory, keep per-address-
 * space state (aio, rseq, userfaultfd, membarrier, protection keys, LDT,
 * dumpable), check that no other process shares the address space
 * (unshare, setns), or make processes still get a fork, and so do
 * signal, effect and layout cases, which prepare the child in ways this
 * file does not audit.  Calls that only read the address space or write
 * into the case's own buffers (process_vm_readv, get_mempolicy,
 * vmsplice) share it.  What the
 * targets map lies in one fixed area (target.c), which the sandbox
 * unmaps after a sharing child ends.
 */
#include <sched.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/mman.h>

#include "live/conform/conform.h"

/* calls that touch the address space or need it unshared, sorted */
static const char *const own_memory[] = {
	"arch_prctl", "brk", "capset", "clone", "clone3", "execve", "execveat",
	"fork", "get_robust_list", "io_cancel", "io_destroy", "io_getevents",
	"io_pgetevents", "io_setup", "io_submit", "io_uring_enter",
	"io_uring_register", "io_uring_setup", "kcmp", "keyctl", "madvise",
	"map_shadow_stack", "mbind", "membarrier", "migrate_pages", "mincore",
	"mlock", "mlock2", "mlockall", "mmap", "modify_ldt", "mount_setattr",
	"move_pages", "mprotect", "mremap", "mseal", "munlock", "munlockall",
	"munmap", "pivot_root", "pkey_alloc", "pkey_free", "pkey_mprotect",
	"prctl", "process_madvise", "process_vm_writev", "ptrace",
	"remap_file_pages", "rseq", "rt_sigreturn", "set_mempolicy_home_node",
	"set_robust_list", "set_thread_area", "set_tid_address", "setfsgid",
	"setfsuid", "setgid", "setns", "setregid", "setresgid", "setresuid",
	"setreuid", "setuid", "shmat", "shmdt", "unshare", "uselib",
	"userfaultfd", "vfork",
};

static int by_name(const void *key, const void *elem)
{
	return strcmp(key, *(const char *const *)elem);
}

/* targets whose making changes per-address-space state (target.c) */
static bool target_needs_own_memory(uint8_t t)
{
	return t == T_SHM_ADDR || t == T_AIO_CTX || t == T_RSEQ_AREA ||
	       t == T_FD_USERFAULTFD || t == T_FD_IO_URING ||
	       t == T_PATH_EXEC || t == T_EXEC_ARGV;
}

bool conform__case_shares_memory(const struct conform_case *c)
{
	const char *sc = c->r.syscall;

	if (c->r.kind == KAPI_CONFORM_CASE_SIGNAL ||
	    c->r.kind == KAPI_CONFORM_CASE_EFFECT || c->layout || !sc)
		return false;
	if (bsearch(sc, own_memory, KAPI_ARRAY_SIZE(own_memory),
		    sizeof(own_memory[0]), by_name))
		return false;
	for (int k = 0; k < c->nargs && k < CONFORM_MAX_ARGS; k++)
		if (target_needs_own_memory(c->args[k].target))
			return false;
	return true;
}

/* the sharing child's stack, made once a sandbox, a guard page below */
#define CHILD_STACK (1024 * 1024)
static char *child_stack;

struct start {
	void (*fn)(void *);
	void *arg;
};

static int sharing_child(void *p)
{
	const struct start *s = p;

	s->fn(s->arg);
	_exit(0);
}

/* read by the sharing child, which may start after the caller returned */
static struct start pending;

pid_t conform__case_start(const struct conform_case *c, void (*fn)(void *),
			  void *arg)
{
	bool share = conform__case_shares_memory(c);
	pid_t pid;

	if (share && !child_stack) {
		char *p = mmap(NULL, CHILD_STACK + 4096, PROT_READ | PROT_WRITE,
			       MAP_PRIVATE | MAP_ANONYMOUS | MAP_STACK, -1, 0);

		if (p != MAP_FAILED && !mprotect(p, 4096, PROT_NONE))
			child_stack = p + 4096;
	}
	if (!share || !child_stack) {
		pid = fork();
		if (pid == 0) {
			fn(arg);
			_exit(0);
		}
		return pid;
	}
	pending = (struct start){ fn, arg };
	return clone(sharing_child, child_stack + CHILD_STACK, CLONE_VM | SIGCHLD,
		     &pending);
}

void conform__case_finish(const struct conform_case *c)
{
	if (conform__case_shares_memory(c) && child_stack)
		conform__targets_unmap();
}

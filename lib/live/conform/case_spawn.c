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
 * unmaps after a sharing child ends.  Sharing children come from a
 * launcher that holds the deny filter (below).
 */
#include <errno.h>
#include <sched.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <linux/futex.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <time.h>

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

/* targets made with a call the deny filter refuses (target.c): mount
 * (a namespace fd before pidfs, the swap and quota file systems) and
 * perf_event_open */
static bool target_needs_unfiltered(uint8_t t)
{
	return t == T_FD_NS || t == T_FD_PERF || t == T_FD_QUOTA ||
	       t == T_SWAP_AREA || t == T_SWAP_ON || t == T_QUOTA_DEV ||
	       t == T_QUOTA_FILE;
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

/* whether the case child may hold the deny filter from its first
 * instruction on: nothing it does before its call is refused by it */
static bool case_starts_filtered(const struct conform_case *c)
{
	for (int k = 0; k < c->nargs && k < CONFORM_MAX_ARGS; k++)
		if (target_needs_unfiltered(c->args[k].target))
			return false;
	return true;
}

/* the sharing child's stack, made once a sandbox, a guard page below */
#define CHILD_STACK (1024 * 1024)
#define LAUNCHER_STACK (256 * 1024)

static char *stack_area(size_t len)
{
	char *p = mmap(NULL, len + 4096, PROT_READ | PROT_WRITE,
		       MAP_PRIVATE | MAP_ANONYMOUS | MAP_STACK, -1, 0);

	if (p == MAP_FAILED)
		return NULL;
	if (mprotect(p, 4096, PROT_NONE)) {
		munmap(p, len + 4096);
		return NULL;
	}
	return p + 4096 + len;
}

static char *child_stack;

#if defined(__SANITIZE_ADDRESS__)
#include <sanitizer/asan_interface.h>
/* A child that exited left its frames' redzones poisoned in the shadow
 * memory it shares with the sandbox; the next child on the same stack,
 * with other frames, would trip over them. */
static void child_stack_unpoison(void)
{
	__asan_unpoison_memory_region(child_stack - CHILD_STACK, CHILD_STACK);
}
#else
static void child_stack_unpoison(void)
{
}
#endif

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

/*
 * The launcher.  Each case child installing the deny filter made the
 * kernel compile it each time: ~0.1 ms of a sharing case's ~0.6, and
 * more with two sandboxes, whose compiles wait for each other (with
 * it, 4,435 cases ran in 4.8 s instead of 5.2 with one sandbox, 2.8
 * instead of 3.3 with two).  So a sandbox keeps one process that
 * installed it once: a sharing child of its own, which clones each
 * sharing case child on request.  CLONE_PARENT makes that child the
 * sandbox's, which waits for and kills it as before; it inherits the
 * filter.  A case may kill the launcher (kill(-1, SIGKILL), or the
 * sandbox's sweep after a forked case): the next request starts a new
 * one.  Requests and answers are futex words in the shared memory.
 */
static struct {
	bool kill_allowed, throwaway;
	char *stack;
	pid_t tid;		/* cleared by the kernel when it exits */
	uint32_t asked;		/* 1: clone a child */
	int32_t answer;		/* its pid or -errno; 0 till then */
} launcher;

/* which setting started this case: read by the case child */
static bool started_filtered;

static long futex(void *word, int op, uint32_t val, const struct timespec *ts)
{
	return syscall(SYS_futex, word, op, val, ts, NULL, 0);
}

/* the kernel's struct sigaction, enough of it to ignore a signal */
struct kernel_sigaction_ign {
	void (*handler)(int);
	unsigned long flags;
	void (*restorer)(void);
	unsigned long mask;
};

void conform__signals_ignore(void)
{
	for (int sig = 1; sig <= 64; sig++)
		if (sig != SIGKILL && sig != SIGSTOP)
			/* raw: glibc refuses its own two real-time signals */
			syscall(SYS_rt_sigaction, sig,
				&(struct kernel_sigaction_ign){ .handler = SIG_IGN },
				NULL, 8);
}

static int launcher_main(void *unused)
{
	(void)unused;
	prctl(PR_SET_PDEATHSIG, SIGKILL);
	/* a case's kill(-1, sig) must not end it (only SIGKILL does), and
	 * the children it clones start with every signal ignored */
	conform__signals_ignore();
	if (conform__deny_filter_install(launcher.kill_allowed,
					 launcher.throwaway))
		_exit(5);
	for (;;) {
		long pid;

		while (!__atomic_load_n(&launcher.asked, __ATOMIC_ACQUIRE))
			futex(&launcher.asked, FUTEX_WAIT, 0, NULL);
		pid = clone(sharing_child, child_stack,
			    CLONE_VM | CLONE_PARENT | SIGCHLD, &pending);
		__atomic_store_n(&launcher.asked, 0, __ATOMIC_RELAXED);
		__atomic_store_n(&launcher.answer, pid > 0 ? (int32_t)pid :
				 -errno, __ATOMIC_RELEASE);
		futex(&launcher.answer, FUTEX_WAKE, 1, NULL);
	}
	return 0;
}

void conform__case_spawn_init(bool kill_allowed, bool throwaway)
{
	conform__deny_filter_prepare(kill_allowed, throwaway);
	launcher.kill_allowed = kill_allowed;
	launcher.throwaway = throwaway;
}

static bool launcher_alive(void)
{
	return __atomic_load_n(&launcher.tid, __ATOMIC_ACQUIRE) > 0;
}

/*
 * A sharing child cloned by the launcher; -errno where there is none.
 * A case's kill(-1, SIGSTOP) stops the launcher too: it is woken, and
 * one that does not answer within a second is killed and replaced.
 */
static pid_t launch(void)
{
	const struct timespec tick = { 0, 20 * 1000 * 1000 };
	int32_t got;
	int ticks = 0;

	if (!launcher.stack && !(launcher.stack = stack_area(LAUNCHER_STACK)))
		return -ENOMEM;
	if (!launcher_alive() &&
	    clone(launcher_main, launcher.stack, CLONE_VM | CLONE_PARENT_SETTID |
		  CLONE_CHILD_CLEARTID | SIGCHLD, NULL, &launcher.tid, NULL,
		  &launcher.tid) < 0)
		return -errno;
	__atomic_store_n(&launcher.answer, 0, __ATOMIC_RELAXED);
	__atomic_store_n(&launcher.asked, 1, __ATOMIC_RELEASE);
	futex(&launcher.asked, FUTEX_WAKE, 1, NULL);
	while (!(got = __atomic_load_n(&launcher.answer, __ATOMIC_ACQUIRE))) {
		if (!launcher_alive())
			return -ESRCH;
		if (ticks == 1)
			kill(launcher.tid, SIGCONT);
		if (ticks++ == 50) {
			kill(launcher.tid, SIGKILL);
			return -ETIMEDOUT;
		}
		futex(&launcher.answer, FUTEX_WAIT, 0, &tick);
	}
	return got;
}

bool conform__case_filtered(void)
{
	return started_filtered;
}

pid_t conform__case_start(const struct conform_case *c, void (*fn)(void *),
			  void *arg)
{
	bool share = conform__case_shares_memory(c);
	pid_t pid;

	if (share && !child_stack)
		child_stack = stack_area(CHILD_STACK);
	started_filtered = false;
	if (!share || !child_stack) {
		pid = fork();
		if (pid == 0) {
			fn(arg);
			_exit(0);
		}
		return pid;
	}
	pending = (struct start){ fn, arg };
	child_stack_unpoison();
	if (case_starts_filtered(c)) {
		started_filtered = true;
		pid = launch();
		if (pid > 0)
			return pid;
		started_filtered = false;
	}
	return clone(sharing_child, child_stack, CLONE_VM | SIGCHLD, &pending);
}

void conform__case_finish(const struct conform_case *c)
{
	if (conform__case_shares_memory(c) && child_stack)
		conform__targets_unmap();
}

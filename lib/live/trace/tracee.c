// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * Starting the program kapi trace runs: the child that waits to be seized,
 * takes the filters and becomes the program.
 *
 * The child shares kapi's memory until its exec (clone CLONE_VM, a stack
 * of its own) instead of being forked: a fork copies kapi's address space
 * only for the exec to throw it away, and where the MMU is paravirtualised
 * (this project's test machine) making and dropping an address space costs
 * ~1.5 ms, a tenth of kapi's start-up.  While it runs beside kapi it only
 * reads what kapi prepared and keeps (the filters, the path, argv) and
 * allocates nothing; kapi lets go of them once the child has exec'd or
 * died.  It writes errno (shared with kapi's) only when its filters or
 * its exec fail, and then leaves.  Under ASan, whose per-thread state the
 * two would share, it forks.
 */
#include <errno.h>
#include <linux/audit.h>
#include <linux/seccomp.h>
#include <sched.h>
#include <signal.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "base/base.h"
#include "live/native_arch.h"
#include "live/trace/filter.h"
#include "live/trace/tracee.h"

/*
 * A filter beside kapi's: it sends the requests for strict mode
 * (prctl(PR_SET_SECCOMP, SECCOMP_MODE_STRICT), seccomp(SECCOMP_SET_MODE_
 * STRICT)), from x86_64 or i386 code, to the tracer, which takes them
 * (foreign_stop() in trace.c) where the kernel would refuse them next to
 * a filter.
 */
static const struct sock_filter strict_catcher[] = {
	BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, arch)),
	BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, KAPI_AUDIT_ARCH_NATIVE, 0, 3),
	BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr)),
	BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_prctl, 5, 0),
	BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_seccomp, 8, 10),
	/* 5: */
	BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, AUDIT_ARCH_I386, 0, 9),
	BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr)),
	BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, 172, 1, 0),	/* i386 prctl */
	BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, 354, 4, 6),	/* i386 seccomp */
	/* 9: prctl */
	BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, args[0])),
	BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, PR_SET_SECCOMP, 0, 4),
	BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, args[1])),
	BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SECCOMP_MODE_STRICT, 3, 2),
	/* 13: seccomp */
	BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, args[0])),
	BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SECCOMP_SET_MODE_STRICT, 1, 0),
	/* 15: */
	BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
	BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_TRACE | KAPI_FILTER_TRACE_DATA),
};

/*
 * The catcher and the second filter as one program, where they fit in
 * one: the catcher's "allow" jumps on into the second filter.  One filter
 * fewer for the kernel to take at start and to run at every call; their
 * traps carry the same data, so which of them traps does not matter.
 * NULL (the two go in apart) when they do not fit or memory is short.
 */
static struct sock_filter *catcher_and(const struct kapi_filter *spill,
				       unsigned short *len)
{
	size_t n = KAPI_ARRAY_SIZE(strict_catcher), allow = n - 2;
	struct sock_filter *p;

	if (spill->count + n > BPF_MAXINSNS ||
	    !(p = malloc((spill->count + n) * sizeof(*p))))
		return NULL;
	memcpy(p, strict_catcher, sizeof(strict_catcher));
	/* "allow" becomes a jump over the trap, to the second filter */
	p[allow] = (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JA, 1, 0, 0);
	memcpy(p + n, spill->insns, spill->count * sizeof(*p));
	*len = (unsigned short)(spill->count + n);
	return p;
}

void kapi__tracee_prepare(struct kapi_tracee *c, const struct kapi_filter *f)
{
	c->nprogs = 0;
	c->joined = NULL;
	if (!f->count)
		return;
	/* the catcher first: kapi's filter would trap its seccomp(); the
	 * second filter next, which allows seccomp() */
	if (f->spill && (c->joined = catcher_and(f->spill,
						 &c->progs[0].len))) {
		c->progs[c->nprogs++].filter = c->joined;
	} else {
		c->progs[c->nprogs++] = (struct sock_fprog){
			KAPI_ARRAY_SIZE(strict_catcher),
			(struct sock_filter *)strict_catcher };
		if (f->spill)
			c->progs[c->nprogs++] = (struct sock_fprog){
				(unsigned short)f->spill->count, f->spill->insns };
	}
	c->progs[c->nprogs++] = (struct sock_fprog){ (unsigned short)f->count,
						     f->insns };
}

/* Tells kapi the errno of what failed, and leaves. */
static void fail(int errfd, int err)
{
	if (write(errfd, &err, sizeof(err)) < 0)
		_exit(127);
	_exit(127);
}

/*
 * The child: wait to be seized, take the filters, become the program.  It
 * waits on a pipe rather than in a stop: if kapi dies before seizing it,
 * the pipe reads end-of-file and the child leaves, never stopped.
 */
static int tracee_main(void *arg)
{
	const struct kapi_tracee *c = arg;
	char go;
	ssize_t got;

	/* kapi's ends: with them closed, a kapi that dies is end-of-file */
	close(c->kapi_ends[0]);
	close(c->kapi_ends[1]);
	/* the handlers kapi installed are not the program's: exec would
	 * reset them, and a signal may come before it */
	for (int sig = 1; sig < NSIG; sig++) {
		struct sigaction sa;

		/* glibc's own two, which it refuses: no errno is written
		 * while kapi, sharing it, seizes this child */
		if (sig >= __SIGRTMIN && sig < SIGRTMIN)
			continue;

		if (!sigaction(sig, NULL, &sa) && sa.sa_handler != SIG_DFL &&
		    sa.sa_handler != SIG_IGN) {
			sa.sa_handler = SIG_DFL;
			sa.sa_flags = 0;
			sigaction(sig, &sa, NULL);
		}
		/* those kapi's caller gave ignored (kapi itself takes them) */
		if (sig <= 64 && (c->ignored >> (sig - 1) & 1))
			signal(sig, SIG_IGN);
	}
	do
		got = read(c->gofd, &go, 1);
	while (got < 0 && errno == EINTR);
	if (got != 1)
		_exit(127);
	/* root needs no NO_NEW_PRIVS, and setuid programs keep working */
	if (c->nprogs && geteuid() != 0)
		prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0);
	for (int i = 0; i < c->nprogs; i++)
		if (syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, 0, &c->progs[i]))
			fail(c->errfd, errno);
	execv(c->path, c->argv);
	fail(c->errfd, errno);
	return 127;
}

#if defined(__SANITIZE_ADDRESS__)
#define SHARE_UNTIL_EXEC false
#else
#define SHARE_UNTIL_EXEC true
#endif
#define TRACEE_STACK (256 * 1024)

pid_t kapi__tracee_start(struct kapi_tracee *c)
{
	char *stack;
	pid_t pid;

	c->stack = NULL;
	if (SHARE_UNTIL_EXEC) {
		stack = mmap(NULL, TRACEE_STACK, PROT_READ | PROT_WRITE,
			     MAP_PRIVATE | MAP_ANONYMOUS | MAP_STACK, -1, 0);
		if (stack != MAP_FAILED) {
			pid = clone(tracee_main, stack + TRACEE_STACK,
				    CLONE_VM | SIGCHLD, c);
			if (pid > 0) {
				c->stack = stack;
				return pid;
			}
			munmap(stack, TRACEE_STACK);
		}
	}
	pid = fork();
	if (pid == 0)
		tracee_main(c);
	return pid;
}

void kapi__tracee_release(struct kapi_tracee *c)
{
	if (c->stack)
		munmap(c->stack, TRACEE_STACK);
	free(c->joined);
	c->stack = NULL;
	c->joined = NULL;
}

// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * rt_sigreturn's cases.  The call reads a signal frame at the stack
 * pointer; made raw from C there is none, and the kernel would load
 * whatever lies there into the registers.  So a case child makes it the
 * way a handler's return does (conform__sigreturn_call):
 *
 * - it gives SIGUSR1 a handler whose sa_restorer (SA_RESTORER) is the
 *   stub below, the raw rt_sigreturn and nothing else but a trap after
 *   it, and sends itself SIGUSR1 (tgkill);
 * - the handler edits the frame the kernel built: it adds SIGUSR2 to the
 *   saved signal mask and writes SIGRETURN_MARK over the saved return
 *   register of the interrupted call, the tgkill; it keeps the mask it
 *   wrote (frame_mask);
 * - the handler returns into the stub, whose rt_sigreturn restores the
 *   frame: the tgkill "returns" SIGRETURN_MARK, which the case reports
 *   as its value, and the thread's mask is the frame's.
 *
 * frame_restored(ret) checks the effect: the interrupted code read the
 * frame's register and SigBlk (/proc/self/status) is the frame's mask.
 * The signal case of the spec's SIGSEGV (a bad frame) is made the same
 * way, but the handler spoils the frame's FPU state instead (x86-64: a
 * pointer to it that cannot be read; arm64: the first record of its
 * extra state given a magic no kernel knows): the kernel must refuse it
 * with SIGSEGV, which signal.c's handler counts.
 * The base case is judged by conform__sigreturn_judge: the interrupted
 * code resumed (agree), or the stub's trap after the call ran, which
 * means the call returned to its caller (false positive).  On a machine
 * without a stub here the call is never made (sandbox.c's deny list
 * keeps it) and the check answers -1.
 */
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <ucontext.h>
#include <unistd.h>
#include <sys/syscall.h>

#include "base/base.h"
#include "live/conform/conform.h"
#include "live/conform/effect.h"

#define SIGRETURN_MARK 0x6b617069L	/* "kapi" */
#define KAPI_SA_RESTORER 0x04000000UL
#define STR_(x) #x
#define STR(x) STR_(x)

#if defined(__x86_64__)
#define HAVE_STUB 1
#define STUB_TRAP SIGILL
__asm__(".text\n"
	".p2align 4\n"
	".type kapi_sigreturn_stub, @function\n"
	"kapi_sigreturn_stub:\n"
	"	mov $" STR(SYS_rt_sigreturn) ", %eax\n"
	"	syscall\n"
	"	ud2\n"
	".size kapi_sigreturn_stub, . - kapi_sigreturn_stub\n");
#elif defined(__aarch64__)
#define HAVE_STUB 1
#define STUB_TRAP SIGTRAP
__asm__(".text\n"
	".p2align 2\n"
	".type kapi_sigreturn_stub, %function\n"
	"kapi_sigreturn_stub:\n"
	"	mov x8, #" STR(SYS_rt_sigreturn) "\n"
	"	svc #0\n"
	"	brk #0\n"
	".size kapi_sigreturn_stub, . - kapi_sigreturn_stub\n");
#endif

#ifdef HAVE_STUB
void kapi_sigreturn_stub(void) __attribute__((visibility("hidden")));

/* the mask the handler left in the frame; handled: it ran; spoil: the
 * handler makes the frame bad instead */
static uint64_t frame_mask;
static volatile sig_atomic_t handled;
static bool spoil;

/* FPU state the kernel cannot restore, so it refuses the whole frame */
static void spoil_frame(ucontext_t *uc)
{
#if defined(__x86_64__)
	uc->uc_mcontext.fpregs = (fpregset_t)(uintptr_t)8;
#else
	uint32_t magic = 0x6b617069;	/* a record of no known kind */

	memcpy(uc->uc_mcontext.__reserved, &magic, sizeof(magic));
#endif
}

static void edit_frame(int sig, siginfo_t *si, void *ctx)
{
	ucontext_t *uc = ctx;
	uint64_t m;

	(void)sig;
	(void)si;
	handled = 1;
	if (spoil) {
		spoil_frame(uc);
		return;
	}
	/* the kernel's 64-bit mask is the first word of the C library's */
	memcpy(&m, &uc->uc_sigmask, sizeof(m));
	m |= 1ull << (SIGUSR2 - 1);
	memcpy(&uc->uc_sigmask, &m, sizeof(m));
	frame_mask = m;
#if defined(__x86_64__)
	uc->uc_mcontext.gregs[REG_RAX] = SIGRETURN_MARK;
#else
	uc->uc_mcontext.regs[0] = SIGRETURN_MARK;
#endif
}

bool conform__sigreturn_case(const struct conform_case *c)
{
	return c->r.nr == SYS_rt_sigreturn;
}

long conform__sigreturn_call(const struct conform_case *c)
{
	struct {
		void (*handler)(int, siginfo_t *, void *);
		unsigned long flags;
		void (*restorer)(void);
		uint64_t mask;
	} sa = { edit_frame, SA_SIGINFO | KAPI_SA_RESTORER,
		 kapi_sigreturn_stub, 0 };
	uint64_t usr1 = 1ull << (SIGUSR1 - 1);

	spoil = c->r.kind == KAPI_CONFORM_CASE_SIGNAL;
	if (syscall(SYS_rt_sigaction, SIGUSR1, &sa, NULL, 8UL) ||
	    syscall(SYS_rt_sigprocmask, SIG_UNBLOCK, &usr1, NULL, 8UL))
		return -1;
	/* what the interrupted tgkill reads is what the frame held */
	return syscall(SYS_tgkill, getpid(), (pid_t)syscall(SYS_gettid), SIGUSR1);
}

/* The interrupted code read the frame's register (ret) and the thread's
 * mask is the frame's. */
static int k_frame_restored(const struct effect_check *ck)
{
	uint64_t blk;

	if (!handled || spoil || kapi__proc_status(0, "SigBlk", &blk))
		return -1;
	return ck->v[0] == SIGRETURN_MARK && blk == frame_mask;
}
#else
bool conform__sigreturn_case(const struct conform_case *c)
{
	(void)c;
	return false;
}

long conform__sigreturn_call(const struct conform_case *c)
{
	(void)c;
	return -1;
}

static int k_frame_restored(const struct effect_check *ck)
{
	(void)ck;
	return -1;	/* no stub to return through on this machine */
}
#endif

bool conform__sigreturn_runs(void)
{
#ifdef HAVE_STUB
	return true;
#else
	return false;
#endif
}

bool conform__sigreturn_judge(struct conform_case *c)
{
	struct kapi_conform_result *r = &c->r;

#ifdef HAVE_STUB
	if (!conform__sigreturn_case(c) || r->kind == KAPI_CONFORM_CASE_EFFECT ||
	    r->kind == KAPI_CONFORM_CASE_SIGNAL)
		return false;
	if (!r->returned && r->signal == STUB_TRAP) {
		r->verdict = KAPI_CONFORM_FALSE_POSITIVE;
		snprintf(r->reason, sizeof(r->reason), "the call returned to "
			 "the stub that made it (whose trap then ran), not to "
			 "the interrupted code");
		return true;
	}
	if (!r->returned)
		return false;
	if (r->ret == SIGRETURN_MARK) {
		r->verdict = KAPI_CONFORM_AGREE;
		snprintf(r->reason, sizeof(r->reason), "made from a handler's "
			 "frame, it did not return: the interrupted call resumed "
			 "and read %#lx, the register the handler left in the "
			 "frame", SIGRETURN_MARK);
	} else if (r->err) {
		r->verdict = KAPI_CONFORM_INCONCLUSIVE;
		snprintf(r->reason, sizeof(r->reason), "the case child could "
			 "not signal itself (%s): no frame to return through",
			 kapi_errno__name(r->err));
	} else {
		r->verdict = KAPI_CONFORM_FALSE_POSITIVE;
		snprintf(r->reason, sizeof(r->reason), "the interrupted call "
			 "resumed reading %#llx, not the register the handler "
			 "left in the frame", (unsigned long long)r->ret);
	}
	return true;
#else
	(void)r;
	return false;
#endif
}

const struct effect_kind conform__effect_sigreturn_kinds[] = {
	{ "frame_restored", 1, 0, k_frame_restored, NULL },
};

const size_t conform__effect_sigreturn_kind_count =
	sizeof(conform__effect_sigreturn_kinds) /
	sizeof(conform__effect_sigreturn_kinds[0]);

// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * The effect kinds that need the case child made ready before its call
 * (docs/kapi-conform.rst, "Effect cases"): the child ignores every signal,
 * so a signal queued to it is dropped and a child it forks is reaped at
 * once.  Each kind's "before" undoes that much for its own case only:
 * pending() blocks the signals first (a blocked signal stays queued, even
 * an ignored one), new_child() gives SIGCHLD its default action (the
 * exited child stays a zombie to wait for).  ldt_entry() reads the
 * process's x86 LDT back; timex() keeps the request the call is given,
 * which the kernel overwrites; iopl_ports() and io_port() read an x86
 * I/O port, catching the fault themselves; lsm_attr() reads the
 * attribute before the call too, to tell a change; tty_hung() and
 * tty_live() give the case child a controlling terminal of its own.
 * The observations answer 1, 0 or -1 as effect_kinds.c's do.
 */
#include <errno.h>
#include <fcntl.h>
#include <setjmp.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#if defined(__x86_64__) || defined(__i386__)
#include <asm/ldt.h>
#define HAVE_LDT 1
#endif
#include <sys/ioctl.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/timex.h>
#include <time.h>
#include <sys/wait.h>

#include "base/base.h"
#include "live/conform/effect.h"

/* Every signal but the alarm that ends a stuck case is blocked. */
static void block_signals(const struct effect_check *ck)
{
	uint64_t set = ~(1ull << (SIGALRM - 1));

	(void)ck;
	syscall(SYS_rt_sigprocmask, SIG_SETMASK, &set, NULL, 8UL);
}

/* Signal sig is pending in field (ShdPnd: the process's queue, SigPnd:
 * the thread's); sig 0 queues nothing and is not looked at. */
static int k_pending(const struct effect_check *ck)
{
	uint64_t v;

	if (ck->v[1] < 1 || ck->v[1] > 64 ||
	    (strcmp(ck->s[0], "ShdPnd") && strcmp(ck->s[0], "SigPnd")) ||
	    kapi__proc_status(0, ck->s[0], &v))
		return -1;
	return (int)(v >> (ck->v[1] - 1) & 1);
}

static void default_sigchld(const struct effect_check *ck)
{
	(void)ck;
	signal(SIGCHLD, SIG_DFL);
}

/* pid is a child of the caller: one that exits (the case runner's new
 * child does at once) can be waited for. */
static int k_new_child(const struct effect_check *ck)
{
	siginfo_t si;

	if (ck->v[0] <= 0 || ck->v[0] == getpid())
		return 0;
	memset(&si, 0, sizeof(si));
	if (waitid(P_PID, (id_t)ck->v[0], &si, WEXITED))
		return 0;
	return si.si_pid == (pid_t)ck->v[0];
}

#ifdef HAVE_LDT
/*
 * Entry ud->entry_number of the LDT (modify_ldt func 0 reads it, zero
 * past the table's end) is what writing *ud made it: zero for a
 * descriptor that clears (base and limit 0 with func 1; with either func
 * also the "empty" pattern: not present, read/exec only, no other flag),
 * set otherwise; and a table there (read answers 0 without one).
 */
static int k_ldt_entry(const struct effect_check *ck)
{
	const struct user_desc *ud = (const struct user_desc *)(uintptr_t)ck->v[0];
	static uint64_t ldt[LDT_ENTRIES];
	bool clears, old = ck->v[1] == 1;

	long n;

	if (!ud || ud->entry_number >= LDT_ENTRIES ||
	    (n = syscall(SYS_modify_ldt, 0, ldt, sizeof(ldt))) < 0)
		return -1;
	if (!n)		/* every write leaves the process a table */
		return 0;
	clears = !ud->base_addr && !ud->limit &&
		 (old || (!ud->contents && !ud->seg_32bit &&
			  !ud->limit_in_pages && !ud->useable && !ud->lm &&
			  ud->read_exec_only && ud->seg_not_present));
	return clears == !ldt[ud->entry_number];
}
#else
/* the LDT and modify_ldt are x86's: nothing to read back elsewhere */
static int k_ldt_entry(const struct effect_check *ck)
{
	(void)ck;
	return -1;
}
#endif

/* The struct timex the call was given, as it was before the call (the
 * kernel writes the clock's state over it). */
static struct timex timex_asked;
static bool timex_taken;

static void timex_before(const struct effect_check *ck)
{
	timex_taken = conform__effect_copy_in(&timex_asked, (uint64_t)ck->v[1],
					      sizeof(timex_asked));
}

/*
 * Clock clk reads back what the struct timex at buf asked, for each
 * ADJ_* bit of mask (the request's modes: "*buf") that names a value
 * kept as set: ADJ_ESTERROR, ADJ_TICK, ADJ_FREQUENCY (maxerror grows
 * each second, offset and status are steered).  -1 for a mask with none
 * of them, or an adjtime()-style request (ADJ_OFFSET_SINGLESHOT's bit).
 */
static int k_timex(const struct effect_check *ck)
{
	unsigned int m = (unsigned int)ck->v[2];
	struct timex now;

	if (!timex_taken || (m & 0x8000) ||
	    !(m & (ADJ_ESTERROR | ADJ_TICK | ADJ_FREQUENCY)))
		return -1;
	memset(&now, 0, sizeof(now));
	if (syscall(SYS_clock_adjtime, (clockid_t)ck->v[0], &now) < 0)
		return -1;
	return (!(m & ADJ_ESTERROR) || now.esterror == timex_asked.esterror) &&
	       (!(m & ADJ_TICK) || now.tick == timex_asked.tick) &&
	       (!(m & ADJ_FREQUENCY) || now.freq == timex_asked.freq);
}

#if defined(__x86_64__) || defined(__i386__)
static sigjmp_buf port_jmp;

static void port_fault(int sig)
{
	(void)sig;
	siglongjmp(port_jmp, 1);
}

/* The thread may read I/O port p: 1, or 0 when the read faults (the
 * fault is caught here, not by the case child's fault handler). */
static int port_readable(unsigned short p)
{
	struct sigaction sa, old;
	volatile int ok = 0;
	unsigned char v;

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = port_fault;
	sa.sa_flags = SA_NODEFER;
	sigemptyset(&sa.sa_mask);
	if (sigaction(SIGSEGV, &sa, &old))
		return -1;
	if (!sigsetjmp(port_jmp, 1)) {
		__asm__ volatile("inb %1, %0" : "=a"(v) : "Nd"(p));
		(void)v;
		ok = 1;
	}
	sigaction(SIGSEGV, &old, NULL);
	return ok;
}
#else
static int port_readable(unsigned short p)
{
	(void)p;
	return -1;	/* no I/O ports to read */
}
#endif

/* Port 0x80 (the POST port, which no device answers to harm) is open to
 * the thread exactly when level is 3. */
static int k_iopl_ports(const struct effect_check *ck)
{
	int r = port_readable(0x80);

	return r < 0 ? r : r == (ck->v[0] == 3);
}

/* Port p is open to the thread exactly when on is nonzero. */
static int k_io_port(const struct effect_check *ck)
{
	int r;

	if (ck->v[0] < 0 || ck->v[0] > 0xffff)
		return -1;
	r = port_readable((unsigned short)ck->v[0]);
	return r < 0 ? r : r == (ck->v[1] != 0);
}

/* /proc/self/attr's file of LSM_ATTR_* attr for the module of LSM_ID_*
 * id, into path; false for an attribute or module it does not know. */
static bool lsm_attr_path(int64_t attr, uint64_t id, char *path, size_t len)
{
	static const char *const names[] = { "current", "exec", "fscreate",
		"keycreate", "prev", "sockcreate" };
	const char *dir = id == 101 ? "" : id == 102 ? "smack/" :
			  id == 104 ? "apparmor/" : NULL;

	if (!dir || attr < 100 || attr > 105)
		return false;
	snprintf(path, len, "/proc/self/attr/%s%s", dir, names[attr - 100]);
	return true;
}

/* The attribute's text, its last newline cut; "" when it cannot be read. */
static void lsm_attr_read(const char *path, char *out, size_t len)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	ssize_t n = fd < 0 ? -1 : read(fd, out, len - 1);

	if (fd >= 0)
		close(fd);
	out[n > 0 ? n : 0] = '\0';
	if (n > 0 && out[n - 1] == '\n')
		out[n - 1] = '\0';
}

static char lsm_before[256];

static void lsm_attr_before(const struct effect_check *ck)
{
	uint64_t id = 0;
	char path[96];

	lsm_before[0] = '\0';
	if (conform__effect_copy_in(&id, (uint64_t)ck->v[1], sizeof(id)) &&
	    lsm_attr_path(ck->v[0], id, path, sizeof(path)))
		lsm_attr_read(path, lsm_before, sizeof(lsm_before));
}

/*
 * Attribute attr of the module struct lsm_ctx at ctx names changed to
 * the value ctx carries (for AppArmor, whose values are commands such as
 * "exec P", to P): it reads so after the call and did not before.
 */
static int k_lsm_attr(const struct effect_check *ck)
{
	struct { uint64_t id, flags, len, ctx_len; char ctx[224]; } c;
	char path[96], now[256];
	const char *want;

	memset(&c, 0, sizeof(c));
	if (!conform__effect_copy_in(&c, (uint64_t)ck->v[1], 32) ||
	    c.ctx_len >= sizeof(c.ctx) ||
	    !conform__effect_copy_in(c.ctx, (uint64_t)ck->v[1] + 32, c.ctx_len) ||
	    !lsm_attr_path(ck->v[0], c.id, path, sizeof(path)))
		return -1;
	want = c.ctx;
	if (c.id == 104 && strchr(want, ' '))
		want = strchr(want, ' ') + 1;
	lsm_attr_read(path, now, sizeof(now));
	return !strcmp(now, want) && strcmp(lsm_before, want);
}

/* A terminal of the case child's own: the slave end of a pty of a new
 * devpts instance on /case/pts, its controlling terminal (the case child
 * leads a session for it, conform__case_group); -1 without one. */
static int tty_fd = -1;

static void own_tty(const struct effect_check *ck)
{
	unsigned int n, unlock = 0;
	char path[64];
	int m;

	(void)ck;
	if (mkdir("/case/pts", 0755) ||
	    mount("devpts", "/case/pts", "devpts", 0, "newinstance,ptmxmode=0666"))
		return;
	/* the master stays open: its close would hang the slave up too */
	m = open("/case/pts/ptmx", O_RDWR | O_CLOEXEC);
	if (m < 0 || ioctl(m, TIOCSPTLCK, &unlock) || ioctl(m, TIOCGPTN, &n))
		return;
	snprintf(path, sizeof(path), "/case/pts/%u", n);
	tty_fd = open(path, O_RDWR | O_CLOEXEC);
	if (tty_fd >= 0 && ioctl(tty_fd, TIOCSCTTY, 0)) {
		close(tty_fd);
		tty_fd = -1;
	}
}

/* Whether writing the terminal fails with EIO, as on one hung up. */
static int tty_state(bool hung)
{
	ssize_t n;

	if (tty_fd < 0)
		return -1;
	n = write(tty_fd, "k", 1);
	return (n < 0 && errno == EIO) == hung;
}

static int k_tty_hung(const struct effect_check *ck)
{
	(void)ck;
	return tty_state(true);
}

static int k_tty_live(const struct effect_check *ck)
{
	(void)ck;
	return tty_state(false);
}

const struct effect_kind conform__effect_task_kinds[] = {
	{ "pending", 2, 1, k_pending, block_signals },
	{ "new_child", 1, 0, k_new_child, default_sigchld },
	{ "ldt_entry", 2, 0, k_ldt_entry, NULL },
	{ "timex", 3, 0, k_timex, timex_before },
	{ "iopl_ports", 1, 0, k_iopl_ports, NULL },
	{ "io_port", 2, 0, k_io_port, NULL },
	{ "lsm_attr", 2, 0, k_lsm_attr, lsm_attr_before },
	{ "tty_hung", 0, 0, k_tty_hung, own_tty },
	{ "tty_live", 0, 0, k_tty_live, own_tty },
};

const size_t conform__effect_task_kind_count =
	sizeof(conform__effect_task_kinds) / sizeof(conform__effect_task_kinds[0]);

// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * Signal cases: what a spec says about signals, judged by the kernel.
 *
 * A call the spec says a handled signal interrupts (a receive entry with
 * error_on_signal -EINTR) is made to block on something the case child
 * builds (an empty pipe, a contested lock, a child that never exits), and
 * a timer sends SIGUSR2 to a handler while it waits: once with SA_RESTART
 * and once without.  Without it the call must fail with EINTR; with it,
 * a restartable call goes on waiting (until the case's alarm) and the
 * others fail with EINTR all the same.  A signal the spec says the call
 * sends (SIGPIPE on a shut-down stream, SIGXFSZ past RLIMIT_FSIZE, SIGCHLD
 * when a forked child ends, SIGSEGV for rt_sigreturn's bad frame) must
 * reach a handler of the case child.
 *
 * Only the calls a table below knows how to block (or to make send its
 * signal) get cases; the others' entries stay prose.
 */
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <linux/aio_abi.h>
#include <linux/futex.h>
#include <sys/epoll.h>
#include <sys/file.h>
#include <sys/ipc.h>
#include <sys/msg.h>
#include <sys/sem.h>
#include <sys/select.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/uio.h>
#include <sys/un.h>
#include <sys/wait.h>

#include "live/conform/conform.h"

#define CASE_SIGNAL SIGUSR2

/* What a blocked call's arguments point at: the case child's own. */
static struct {
	char buf[8192];
	struct iovec iov;
	struct msghdr msg;
	struct pollfd pfd;
	fd_set set;
	struct epoll_event ev;
	struct timespec ts;
	struct flock fl;
	uint32_t word;
	struct sembuf sop;
	struct io_event events[1];
	uint64_t mask;
	int status;
	siginfo_t info;
} blk;

static int pipe_pair(int p[2])
{
	return pipe(p);
}

/* A pipe whose write end is full: a write blocks. */
static int full_pipe(int p[2])
{
	if (pipe(p) || fcntl(p[1], F_SETFL, O_NONBLOCK))
		return -1;
	while (write(p[1], blk.buf, sizeof(blk.buf)) > 0)
		;
	return fcntl(p[1], F_SETFL, 0);
}

/* A child that waits forever, in the case's process group. */
static pid_t idle_child(void)
{
	pid_t pid = fork();

	if (pid == 0)
		for (;;)
			pause();
	return pid;
}

/* Two open file descriptions of "file", the first holding a lock. */
static int contested(int *second, bool ofd)
{
	int a = open("file", O_RDWR), b = open("file", O_RDWR);

	*second = b;
	if (a < 0 || b < 0)
		return -1;
	blk.fl = (struct flock){ .l_type = F_WRLCK, .l_whence = SEEK_SET };
	return ofd ? fcntl(a, F_OFD_SETLK, &blk.fl) : flock(a, LOCK_EX);
}

static int listener(void)
{
	struct sockaddr_un sa = { .sun_family = AF_UNIX };
	int fd = socket(AF_UNIX, SOCK_STREAM, 0);

	snprintf(sa.sun_path, sizeof(sa.sun_path), "sigsock");
	if (fd < 0 || bind(fd, (struct sockaddr *)&sa, sizeof(sa)) ||
	    listen(fd, 1))
		return -1;
	return fd;
}

/* The arguments of a call that blocks; -1 when this one is not known. */
static int block_args(const char *sc, uint64_t *a)
{
	int p[2], fd;

	blk.ts.tv_sec = 10;
	blk.iov = (struct iovec){ blk.buf, 1 };
	if (!strcmp(sc, "read") || !strcmp(sc, "readv") ||
	    !strcmp(sc, "poll") || !strcmp(sc, "ppoll") ||
	    !strcmp(sc, "select") || !strcmp(sc, "pselect6") ||
	    !strncmp(sc, "epoll_", 6) || !strcmp(sc, "splice")) {
		if (pipe_pair(p))
			return -1;
		blk.pfd = (struct pollfd){ .fd = p[0], .events = POLLIN };
		FD_ZERO(&blk.set);
		FD_SET(p[0], &blk.set);
		a[0] = (uint64_t)p[0];
		a[1] = !strcmp(sc, "read") ? (uint64_t)blk.buf : (uint64_t)&blk.iov;
		a[2] = 1;
		if (!strcmp(sc, "poll") || !strcmp(sc, "ppoll")) {
			a[0] = (uint64_t)&blk.pfd;
			a[1] = 1;
			a[2] = !strcmp(sc, "poll") ? (uint64_t)-1 : 0;
			a[3] = 0;
			a[4] = 8;
		} else if (!strcmp(sc, "select") || !strcmp(sc, "pselect6")) {
			a[0] = (uint64_t)p[0] + 1;
			a[1] = (uint64_t)&blk.set;
			a[2] = a[3] = a[4] = a[5] = 0;
		} else if (!strncmp(sc, "epoll_", 6)) {
			int ep = epoll_create1(0);

			blk.ev = (struct epoll_event){ .events = EPOLLIN };
			if (ep < 0 || epoll_ctl(ep, EPOLL_CTL_ADD, p[0], &blk.ev))
				return -1;
			a[0] = (uint64_t)ep;
			a[1] = (uint64_t)&blk.ev;
			a[2] = 1;
			a[3] = !strcmp(sc, "epoll_pwait2") ? 0 : (uint64_t)-1;
			a[4] = 0;
			a[5] = 8;
		} else if (!strcmp(sc, "splice")) {
			int q[2];

			if (pipe_pair(q))
				return -1;
			a[1] = 0;
			a[2] = (uint64_t)q[1];
			a[3] = 0;
			a[4] = 1;
			a[5] = 0;
		}
		return 0;
	}
	if (!strcmp(sc, "write") || !strcmp(sc, "writev")) {
		if (full_pipe(p))
			return -1;
		blk.iov.iov_len = 4096;
		a[0] = (uint64_t)p[1];
		a[1] = !strcmp(sc, "write") ? (uint64_t)blk.buf : (uint64_t)&blk.iov;
		a[2] = !strcmp(sc, "write") ? 4096 : 1;
		return 0;
	}
	if (!strcmp(sc, "pause"))
		return 0;
	if (!strcmp(sc, "nanosleep")) {
		a[0] = (uint64_t)&blk.ts;
		a[1] = 0;
		return 0;
	}
	if (!strcmp(sc, "clock_nanosleep")) {
		a[0] = CLOCK_MONOTONIC;
		a[1] = 0;
		a[2] = (uint64_t)&blk.ts;
		a[3] = 0;
		return 0;
	}
	if (!strcmp(sc, "wait4") || !strcmp(sc, "waitid")) {
		pid_t pid = idle_child();

		if (pid < 0)
			return -1;
		if (!strcmp(sc, "wait4")) {
			a[0] = (uint64_t)pid;
			a[1] = (uint64_t)&blk.status;
			a[2] = a[3] = 0;
		} else {
			a[0] = P_PID;
			a[1] = (uint64_t)pid;
			a[2] = (uint64_t)&blk.info;
			a[3] = WEXITED;
			a[4] = 0;
		}
		return 0;
	}
	if (!strcmp(sc, "flock")) {
		if (contested(&fd, false))
			return -1;
		a[0] = (uint64_t)fd;
		a[1] = LOCK_EX;
		return 0;
	}
	if (!strcmp(sc, "fcntl")) {
		if (contested(&fd, true))
			return -1;
		a[0] = (uint64_t)fd;
		a[1] = F_OFD_SETLKW;
		a[2] = (uint64_t)&blk.fl;
		return 0;
	}
	if (!strcmp(sc, "futex")) {
		a[0] = (uint64_t)&blk.word;
		a[1] = FUTEX_WAIT_PRIVATE;
		a[2] = a[3] = a[4] = a[5] = 0;
		return 0;
	}
	if (!strcmp(sc, "accept") || !strcmp(sc, "accept4")) {
		if ((fd = listener()) < 0)
			return -1;
		a[0] = (uint64_t)fd;
		a[1] = a[2] = a[3] = 0;
		return 0;
	}
	if (!strcmp(sc, "recvfrom") || !strcmp(sc, "recvmsg")) {
		if (socketpair(AF_UNIX, SOCK_STREAM, 0, p))
			return -1;
		blk.msg = (struct msghdr){ .msg_iov = &blk.iov, .msg_iovlen = 1 };
		a[0] = (uint64_t)p[0];
		a[1] = !strcmp(sc, "recvfrom") ? (uint64_t)blk.buf : (uint64_t)&blk.msg;
		a[2] = !strcmp(sc, "recvfrom") ? 1 : 0;
		a[3] = a[4] = a[5] = 0;
		return 0;
	}
	if (!strcmp(sc, "msgrcv")) {
		int id = msgget(IPC_PRIVATE, 0600);

		if (id < 0)
			return -1;
		a[0] = (uint64_t)id;
		a[1] = (uint64_t)blk.buf;
		a[2] = 64;
		a[3] = a[4] = 0;
		return 0;
	}
	if (!strcmp(sc, "semop") || !strcmp(sc, "semtimedop")) {
		int id = semget(IPC_PRIVATE, 1, 0600);

		if (id < 0)
			return -1;
		blk.sop = (struct sembuf){ .sem_num = 0, .sem_op = -1 };
		a[0] = (uint64_t)id;
		a[1] = (uint64_t)&blk.sop;
		a[2] = 1;
		a[3] = 0;
		return 0;
	}
	if (!strcmp(sc, "rt_sigsuspend")) {
		blk.mask = 0;
		a[0] = (uint64_t)&blk.mask;
		a[1] = 8;
		return 0;
	}
	if (!strcmp(sc, "io_getevents")) {
		aio_context_t ctx = 0;

		if (syscall(SYS_io_setup, 1, &ctx))
			return -1;
		a[0] = ctx;
		a[1] = a[2] = 1;
		a[3] = (uint64_t)blk.events;
		a[4] = 0;
		return 0;
	}
	if (!strcmp(sc, "open") || !strcmp(sc, "openat") || !strcmp(sc, "creat")) {
		/* a FIFO waits for its writer */
		if (mkfifo("sigfifo", 0600))
			return -1;
		if (!strcmp(sc, "openat")) {
			a[0] = (uint64_t)AT_FDCWD;
			a[1] = (uint64_t)"sigfifo";
			a[2] = O_RDONLY;
		} else {
			a[0] = (uint64_t)"sigfifo";
			a[1] = !strcmp(sc, "creat") ? 0600 : O_RDONLY;
		}
		return 0;
	}
	return -1;
}

/* The arguments of a call that sends the signal; -1 when not known. */
static int send_args(const char *sc, int sig, uint64_t *a)
{
	int p[2];

	if (!strcmp(sc, "sendto") && sig == SIGPIPE) {
		if (socketpair(AF_UNIX, SOCK_STREAM, 0, p) ||
		    shutdown(p[0], SHUT_WR))
			return -1;
		a[0] = (uint64_t)p[0];
		a[1] = (uint64_t)blk.buf;
		a[2] = 1;
		a[3] = a[4] = a[5] = 0;
		return 0;
	}
	if (!strcmp(sc, "ftruncate") && sig == SIGXFSZ) {
		int fd = open("file", O_RDWR);

		if (fd < 0)
			return -1;
		a[0] = (uint64_t)fd;
		a[1] = 64 << 20;	/* past the case's RLIMIT_FSIZE */
		return 0;
	}
	if (!strcmp(sc, "fork") && sig == SIGCHLD)
		return 0;
	/* a bad frame: the handler of effect_sigreturn.c spoils it */
	if (!strcmp(sc, "rt_sigreturn") && sig == SIGSEGV)
		return conform__sigreturn_runs() ? 0 : -1;
	return -1;
}

static const char *const blocking[] = { "read", "readv", "write", "writev",
	"poll", "ppoll", "select", "pselect6", "epoll_wait", "epoll_pwait",
	"epoll_pwait2", "splice", "pause", "nanosleep", "clock_nanosleep",
	"wait4", "waitid", "flock", "fcntl", "futex", "accept", "accept4",
	"recvfrom", "recvmsg", "msgrcv", "semop", "semtimedop",
	"rt_sigsuspend", "io_getevents", "open", "openat", "creat", NULL };

static bool known(const char *sc, const char *const *list)
{
	for (; *list; list++)
		if (!strcmp(sc, *list))
			return true;
	return false;
}

static bool known_send(const char *sc, int sig)
{
	return (!strcmp(sc, "sendto") && sig == SIGPIPE) ||
	       (!strcmp(sc, "ftruncate") && sig == SIGXFSZ) ||
	       (!strcmp(sc, "fork") && sig == SIGCHLD) ||
	       (!strcmp(sc, "rt_sigreturn") && sig == SIGSEGV);
}

static bool probed(const struct kapi_signal_spec *ss)
{
	return (ss->direction & KAPI_SIGNAL_RECEIVE) &&
	       ss->error_on_signal == -EINTR && ss->signal_num == 0;
}

static int add_sig(struct conform_cases *out, const struct conform_case *base,
		   const struct kapi_signal_spec *ss, bool restart, bool send)
{
	struct conform_case c = *base;

	c.r.kind = KAPI_CONFORM_CASE_SIGNAL;
	c.r.param = -1;
	c.sig_spec = ss;
	c.sa_restart = restart;
	c.sig_send = send;
	if (send)
		snprintf(c.r.what, sizeof(c.r.what), "sends %s", ss->signal_name);
	else
		snprintf(c.r.what, sizeof(c.r.what), "blocked, a handled signal%s",
			 restart ? " with SA_RESTART" : "");
	return conform__cases_add(out, &c);
}

int conform__signal_cases(const struct conform_case *base,
			  struct conform_cases *out)
{
	const struct kernel_api_spec *spec = base->r.spec;
	bool blocked = false;
	int err = 0;

	for (uint32_t i = 0; i < spec->signal_count && !err; i++) {
		const struct kapi_signal_spec *ss = &spec->signals[i];

		if (probed(ss) && !blocked && known(base->r.syscall, blocking)) {
			blocked = true;	/* one entry of a call is enough */
			err = add_sig(out, base, ss, false, false);
			if (!err)
				err = add_sig(out, base, ss, true, false);
		} else if ((ss->direction & KAPI_SIGNAL_SEND) &&
			   known_send(base->r.syscall, ss->signal_num)) {
			err = add_sig(out, base, ss, false, true);
		}
	}
	return err;
}

/* ---- in the case child -------------------------------------------------- */

static volatile int32_t *arrived;
static volatile sig_atomic_t calling;

/* a handler that ran before the call was made says so: -1 */
static void on_signal(int sig)
{
	(void)sig;
	if (arrived && *arrived >= 0)
		*arrived = calling ? *arrived + 1 : -1;
}

void conform__signal_calling(void)
{
	calling = 1;
}

int conform__signal_setup(const struct conform_case *c, uint64_t *a)
{
	memset(a, 0, CONFORM_MAX_ARGS * sizeof(*a));
	if (c->sig_send)
		return send_args(c->r.syscall, c->sig_spec->signal_num, a);
	return block_args(c->r.syscall, a);
}

int conform__signal_arm(const struct conform_case *c, volatile int32_t *count,
			unsigned int timeout_ms)
{
	int sig = c->sig_send ? c->sig_spec->signal_num : CASE_SIGNAL;
	struct sigaction sa = { .sa_handler = on_signal,
				.sa_flags = c->sa_restart ? SA_RESTART : 0 };
	struct sigevent sev = { .sigev_notify = SIGEV_SIGNAL,
				.sigev_signo = CASE_SIGNAL };
	struct itimerspec at = { .it_value = { 0, (long)timeout_ms * 1000000 / 4 } };
	timer_t timer;

	arrived = count;
	sigemptyset(&sa.sa_mask);
	if (sigaction(sig, &sa, NULL))
		return -errno;
	if (c->sig_send) {
		calling = 1;
		return 0;
	}
	/* the handled signal comes a quarter of the way to the alarm */
	if (syscall(SYS_timer_create, CLOCK_MONOTONIC, &sev, &timer) ||
	    syscall(SYS_timer_settime, timer, 0, &at, NULL))
		return -errno;
	return 0;
}

void conform__signal_after(const struct conform_case *c, long ret)
{
	struct timespec ms = { 0, 1000000 };

	/* SIGCHLD comes when the forked child has ended */
	if (c->sig_send && ret > 0)
		for (int k = 0; k < 100 && arrived && !*arrived; k++)
			nanosleep(&ms, NULL);
}

/* ---- the verdict -------------------------------------------------------- */

void conform__signal_describe(struct conform_case *c)
{
	const struct kapi_signal_spec *ss = c->sig_spec;

	snprintf(c->r.call, sizeof(c->r.call), "%s(<arguments that make it %s>)",
		 c->r.syscall, c->sig_send ? "send the signal" : "block");
	if (c->sig_send)
		snprintf(c->r.claim, sizeof(c->r.claim), "sends %s: %s",
			 ss->signal_name, ss->condition ? ss->condition : "");
	else if (c->sa_restart && ss->restartable)
		snprintf(c->r.claim, sizeof(c->r.claim), "restarts after a "
			 "SA_RESTART handler (restartable)");
	else
		snprintf(c->r.claim, sizeof(c->r.claim), "fails with EINTR after "
			 "the handler%s", c->sa_restart ? " (not restartable)" : "");
}

static void say(struct conform_case *c, enum kapi_conform_verdict v,
		const char *fmt, const char *a)
{
	c->r.verdict = v;
	snprintf(c->r.reason, sizeof(c->r.reason), fmt, a);
}

static void judge_send(struct conform_case *c)
{
	const char *name = c->sig_spec->signal_name;

	if (c->observed > 0)
		say(c, KAPI_CONFORM_AGREE, "%s arrived, as the spec says", name);
	else if (!c->r.returned)
		say(c, KAPI_CONFORM_INCONCLUSIVE, "the call did not return%s", "");
	else
		say(c, KAPI_CONFORM_FALSE_POSITIVE, "no %s arrived: the spec "
		    "says the call sends it", name);
}

void conform__judge_signal(struct conform_case *c)
{
	const struct kapi_conform_result *r = &c->r;
	bool restarts = c->sa_restart && c->sig_spec->restartable;

	if (c->sig_send) {
		judge_send(c);
		return;
	}
	if (c->observed < 0) {
		say(c, KAPI_CONFORM_INCONCLUSIVE, "%s", "the signal came before "
		    "the call was made (a slow machine): nothing to judge");
		return;
	}
	if (c->observed == 0) {
		say(c, KAPI_CONFORM_INCONCLUSIVE, "%s", r->returned ?
		    "returned before the signal came: the call did not block here" :
		    "the signal never reached the handler");
		return;
	}
	if (r->returned && r->err == EINTR) {
		if (restarts)
			say(c, KAPI_CONFORM_FALSE_POSITIVE, "-EINTR under "
			    "SA_RESTART: the spec says the call restarts%s", "");
		else
			say(c, KAPI_CONFORM_AGREE, "-EINTR after the handler%s, as "
			    "the spec says", c->sa_restart ? " despite SA_RESTART" : "");
		return;
	}
	if (r->timed_out) {
		if (restarts)
			say(c, KAPI_CONFORM_AGREE, "restarted after the handler and "
			    "waited on, as the spec says (restartable)%s", "");
		else
			say(c, KAPI_CONFORM_FALSE_POSITIVE, "%s", c->sa_restart ?
			    "restarted under SA_RESTART: the spec says it is not "
			    "restartable (EINTR)" : "went on waiting after the "
			    "handler: the spec says EINTR");
		return;
	}
	say(c, KAPI_CONFORM_INCONCLUSIVE, "%s after the handler, neither EINTR "
	    "nor a restart", r->returned && !r->err ? "success" :
	    kapi_errno__name(r->err) ? kapi_errno__name(r->err) : "E???");
}

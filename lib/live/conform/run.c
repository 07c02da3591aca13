// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * kapi_conform__run: picks the specs, finds a base call the kernel does
 * not refuse, generates the cases, runs them in sandboxes and judges each.
 *
 * Every case runs in its own child of a sandbox process (conform__sandbox_
 * spawn): the sandbox mounts a fresh tmpfs on /case for it, starts the
 * child (a fork, or a clone sharing its memory: case_spawn.c), and
 * waits for it with a deadline; the child builds its targets, limits
 * itself, arms an alarm, installs the deny filter (unless it inherited
 * it: case_spawn.c) and makes the one call.
 * Answers come back through a shared anonymous mapping, one slot a case;
 * a child that dies leaves its slot empty and the sandbox records how it
 * died.  With -j N, N sandboxes take the cases, each in an order of its
 * own (take()), each kept to one CPU (pin()).
 */
#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/mman.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <sys/wait.h>

#include "live/conform/conform.h"

struct slot {
	int32_t claimed;	/* a sandbox took it (take()) */
	int64_t ret;
	int32_t err;
	int32_t returned;
	int32_t signal;
	int32_t timed_out;
	int32_t ran;
	int32_t finished;	/* the sandbox is done with it */
	int32_t observed;	/* signal and effect cases (conform.h) */
};

struct shared {
	size_t next;		/* the next case to take */
	size_t done;
	struct slot slots[];
};

struct run {
	struct conform_sandbox sb;
	struct conform_case *cases;
	size_t n;
	struct shared *sh;
	unsigned int timeout_ms;
	unsigned int job;	/* which sandbox this is */
	bool pinned;		/* each sandbox keeps to one CPU of cpus */
	cpu_set_t cpus;		/* where the run may run */
	const uint8_t *costs;	/* case i's enum case_cost, or NULL */
};

static bool makes_a_child(long nr)
{
	/* fork is x86's, not arm64's: looked up by name */
	return nr == SYS_clone || nr == SYS_clone3 ||
	       (nr >= 0 && nr == kapi_syscall__nr("fork"));
}

static void drop_privileges(void)
{
	if (setgroups(0, NULL) || setresgid(65534, 65534, 65534) ||
	    setresuid(65534, 65534, 65534))
		_exit(6);
}

struct child_arg {
	struct run *rn;
	size_t i;
};

/* The case child: never returns. */
static void case_child(void *arg)
{
	struct run *rn = ((struct child_arg *)arg)->rn;
	size_t i = ((struct child_arg *)arg)->i;
	const struct conform_case *c = &rn->cases[i];
	struct slot *s = &rn->sh->slots[i];
	struct itimerval alarm_at = { { 0, 0 }, { rn->timeout_ms / 1000,
		(rn->timeout_ms % 1000) * 1000 } };
	struct conform_targets *t;
	uint64_t a[CONFORM_MAX_ARGS] = { 0 };
	long ret;
	int e;

	conform__case_group(c);
	close(rn->sb.lifeline);
	if (rn->sb.drop_privs)
		drop_privileges();
	/* after the credential change, which would clear it */
	prctl(PR_SET_PDEATHSIG, SIGKILL);
	if (chdir("/case") || conform__case_mounts(c) ||
	    conform__targets_build(&t))
		_exit(4);
	for (int k = 0; k < c->nargs && k < CONFORM_MAX_ARGS; k++)
		a[k] = conform__arg_value(t, &c->args[k]);
	if (c->r.kind == KAPI_CONFORM_CASE_SIGNAL && conform__signal_setup(c, a))
		_exit(4);
	/* an fd kind's case whose descriptor could not be made: not run */
	if (c->fd_arg && (int64_t)a[c->fd_arg - 1] < 0)
		_exit(7);
	if (c->cap_case == CONFORM_CAP_WITHOUT && conform__cap_drop(c->cap))
		_exit(4);
	/* a layout probe is kapi's own code (a self-only perf event, an
	 * io_uring of 4 entries), run before the deny filter */
	if (c->layout) {
		__atomic_store_n(&s->ran, 1, __ATOMIC_SEQ_CST);
		conform__layout_probe(c, &s->ret, &s->err);
		__atomic_store_n(&s->returned, 1, __ATOMIC_SEQ_CST);
		_exit(0);
	}
	conform__case_limits(&rn->sb);
	/*
	 * Only the alarm and faults may end the child: a signal the call
	 * makes (clone's exit signal, kill of itself) is ignored, so the
	 * answer is the same every run; a write past RLIMIT_FSIZE answers
	 * EFBIG, one to a closed peer EPIPE.
	 */
	/* (a fault the child itself causes is delivered all the same: the
	 * kernel forces synchronous signals past SIG_IGN; a child from the
	 * launcher ignores them all already) */
	if (!conform__case_filtered())
		conform__signals_ignore();
	signal(SIGALRM, SIG_DFL);
	conform__catch_faults(&s->signal, getpid());
	if (!conform__case_filtered() &&
	    conform__deny_filter_install(rn->sb.kill_allowed, rn->sb.throwaway))
		_exit(5);
	/* armed last: on a loaded machine building the filter can take
	 * longer than the alarm, which then cut a call that never blocked
	 * (io_pgetevents "blocked until the alarm" at a load of 40) */
	if (setitimer(ITIMER_REAL, &alarm_at, NULL))
		_exit(4);
	if (c->r.kind == KAPI_CONFORM_CASE_SIGNAL &&
	    conform__signal_arm(c, &s->observed, rn->timeout_ms))
		_exit(4);
	/* the call sees the run's CPUs, not the sandbox's one */
	if (rn->pinned)
		sched_setaffinity(0, sizeof(rn->cpus), &rn->cpus);
	if (c->r.kind == KAPI_CONFORM_CASE_EFFECT)
		conform__effect_before(c, a);
	__atomic_store_n(&s->ran, 1, __ATOMIC_SEQ_CST);
	if (c->r.kind == KAPI_CONFORM_CASE_SIGNAL)
		conform__signal_calling();
	/* rt_sigreturn returns through a handler's frame (effect_sigreturn.c) */
	ret = conform__sigreturn_case(c) ? conform__sigreturn_call(c) :
	      syscall(c->r.nr, a[0], a[1], a[2], a[3], a[4], a[5]);
	e = errno;
	if (makes_a_child(c->r.nr) && ret == 0)
		_exit(0);
	if (c->r.kind == KAPI_CONFORM_CASE_SIGNAL)
		conform__signal_after(c, ret);
	if (c->r.kind == KAPI_CONFORM_CASE_EFFECT && ret != -1)
		s->observed = conform__effect_observe(c, a, ret);
	s->ret = ret;
	s->err = ret == -1 ? e : 0;
	__atomic_store_n(&s->returned, 1, __ATOMIC_SEQ_CST);
	_exit(0);
}

/* Waits for a case child, killing it past the deadline. */
static void wait_case(struct run *rn, pid_t pid, size_t i)
{
	struct slot *s = &rn->sh->slots[i];
	int pfd = (int)syscall(SYS_pidfd_open, pid, 0);
	int status = 0;

	/* an exec case's child stops in the new program: looked at there */
	if (conform__effect_exec_case(&rn->cases[i]) &&
	    conform__effect_exec_wait(&rn->cases[i], pid, rn->timeout_ms * 4 +
				      1000, &s->observed)) {
		__atomic_store_n(&s->returned, 1, __ATOMIC_SEQ_CST);
		kill(pid, SIGKILL);
	}

	if (pfd >= 0) {
		struct pollfd p = { .fd = pfd, .events = POLLIN };

		if (poll(&p, 1, (int)rn->timeout_ms * 4 + 1000) == 0) {
			kill(pid, SIGKILL);
			s->timed_out = 1;
		}
		close(pfd);
	}
	if (waitpid(pid, &status, 0) == pid && WIFSIGNALED(status)) {
		s->signal = WTERMSIG(status);
		if (s->signal == SIGALRM && !s->returned)
			s->timed_out = 1;
	}
	/* whatever the call left behind: its process group, and with a
	 * pid namespace every process in it but this one (a child sharing
	 * this memory made none: case_spawn.c keeps process makers apart) */
	kill(-pid, SIGKILL);
	if ((rn->sb.ns & KAPI_CONFORM_NS_PID) &&
	    !conform__case_shares_memory(&rn->cases[i]))
		kill(-1, SIGKILL);
	while (waitpid(-1, NULL, WNOHANG) > 0)
		;
}

/* what a case costs, for take(): the order each sandbox takes them in */
enum case_cost { COST_SHARES, COST_FORKS, COST_WAITS, COST_KINDS };

static const uint8_t take_order[2][COST_KINDS] = {
	{ COST_FORKS, COST_SHARES, COST_WAITS },
	{ COST_WAITS, COST_SHARES, COST_FORKS },
};

/*
 * The next case this sandbox runs, claimed; false when none is left.
 * Two address spaces are never made at once here (case_spawn.c), and a
 * signal case mostly sleeps, so with more than one sandbox the even
 * ones take forked cases first while the odd ones sleep through the
 * signal cases, then all take those sharing memory, each turning to the
 * others' kind when its own runs out.  One sandbox, or a lab VM (where
 * reboot's cases must come last), takes them in order.
 */
static bool take(struct run *rn, size_t cursor[COST_KINDS], size_t *i)
{
	if (!rn->costs) {
		*i = __atomic_fetch_add(&rn->sh->next, 1, __ATOMIC_SEQ_CST);
		return *i < rn->n;
	}
	for (int pass = 0; pass < COST_KINDS; pass++) {
		uint8_t kind = take_order[rn->job % 2][pass];

		for (size_t k = cursor[kind]; k < rn->n; k++)
			if (rn->costs[k] == kind &&
			    !__atomic_exchange_n(&rn->sh->slots[k].claimed, 1,
						 __ATOMIC_SEQ_CST)) {
				cursor[kind] = k + 1;
				*i = k;
				return true;
			}
		cursor[kind] = rn->n;
	}
	return false;
}

/*
 * Keeps this sandbox, and its children until they start, on one CPU of
 * the run's: a case is a chain of wake-ups (sandbox, launcher, child,
 * sandbox), and on one CPU none waits for another CPU to wake.  With
 * two sandboxes a whole run took ~8% less time (9.0 s, not 9.8).
 */
static void pin(const struct run *rn)
{
	unsigned int k = rn->job % (unsigned int)CPU_COUNT(&rn->cpus);
	cpu_set_t one;

	for (int cpu = 0; cpu < CPU_SETSIZE; cpu++)
		if (CPU_ISSET(cpu, &rn->cpus) && !k--) {
			CPU_ZERO(&one);
			CPU_SET(cpu, &one);
			sched_setaffinity(0, sizeof(one), &one);
			return;
		}
}

/* The body of a sandbox process. */
static int sandbox_main(void *arg)
{
	struct run *rn = arg;
	/* static: a child sharing this memory reads it after clone returns */
	static struct child_arg ca;
	size_t i, cursor[COST_KINDS] = { 0 };

	if (conform__sandbox_enter(&rn->sb))
		return 3;
	conform__case_spawn_init(rn->sb.kill_allowed, rn->sb.throwaway);
	if (rn->pinned)
		pin(rn);
	/* a case's call cannot write over the cases to come */
	if (rn->n && mprotect(rn->cases, rn->n * sizeof(*rn->cases), PROT_READ))
		return 3;
	while (take(rn, cursor, &i)) {
		struct slot *s = &rn->sh->slots[i];
		pid_t pid;

		/* the run died (SIGKILL): no case more */
		if (conform__run_gone(&rn->sb))
			return 3;
		if (mount("kapi-case", "/case", "tmpfs", MS_NOSUID | MS_NODEV,
			  "size=16m,mode=01777"))
			return 3;
		ca = (struct child_arg){ rn, i };
		pid = conform__case_start(&rn->cases[i], case_child, &ca);
		if (pid > 0) {
			wait_case(rn, pid, i);
			conform__case_finish(&rn->cases[i]);
		}
		conform__swap_reap(&rn->sb);
		umount2("/case", MNT_DETACH);
		__atomic_store_n(&s->finished, 1, __ATOMIC_SEQ_CST);
		__atomic_fetch_add(&rn->sh->done, 1, __ATOMIC_SEQ_CST);
		if (pid < 0)
			return 3;
	}
	return 0;
}

#define GUARD (64 * 1024)

/* kapi_conform__interrupt(): process-wide, as a signal handler needs */
static volatile sig_atomic_t stop_request;

void kapi_conform__interrupt(int sig)
{
	if (!stop_request)
		stop_request = sig > 0 ? sig : -1;
}

static const char interrupted[] = "the run was interrupted";

/* Kills the sandboxes at once; with a pid namespace, all they made too. */
static void kill_sandboxes(const pid_t *pids, unsigned int n)
{
	for (unsigned int j = 0; j < n; j++)
		if (pids[j] > 0)
			kill(pids[j], SIGKILL);
}

static void show_progress(struct kapi_conform_opts *o, size_t done,
			  size_t total)
{
	if (o->progress)
		o->progress(o->ctx, !total ? 0 : done < total ? done : total,
			    total);
}

static uint64_t address_space_limit(void)
{
	unsigned long pages = 0;
	FILE *f = fopen("/proc/self/statm", "r");

	if (f) {
		if (fscanf(f, "%lu", &pages) != 1)
			pages = 0;
		fclose(f);
	}
	if (!pages)
		return 0;
	return (uint64_t)pages * (uint64_t)sysconf(_SC_PAGESIZE) + (512ull << 20);
}

/* Each case's enum case_cost (take()); NULL: they run in order. */
static const uint8_t *case_costs(const struct conform_case *cases, size_t n)
{
	uint8_t *costs = malloc(n);

	for (size_t i = 0; costs && i < n; i++)
		costs[i] = cases[i].r.kind == KAPI_CONFORM_CASE_SIGNAL ? COST_WAITS :
			   conform__case_shares_memory(&cases[i]) ? COST_SHARES :
			   COST_FORKS;
	return costs;
}

/*
 * Runs cases[0..n) and stores the answers in them; progress counts from
 * *done_before towards total (0: not counted yet).  -EINTR when
 * interrupted: the cases not finished are marked not run.
 */
static int run_cases(struct kapi_conform_opts *o, struct conform_sandbox *sb,
		     struct conform_case *cases, size_t n, size_t *done_before,
		     size_t total)
{
	unsigned int jobs = o->jobs ? o->jobs : 1;
	size_t len = sizeof(struct shared) + n * sizeof(struct slot);
	struct run rn = { .sb = *sb, .cases = cases, .n = n,
			  .timeout_ms = o->timeout_ms ? o->timeout_ms : 200 };
	pid_t pids[64];
	int lifelines[64];
	unsigned int alive = 0, started = 0;
	bool stopped = false;
	char *guarded;
	int err = 0;

	if (!n)
		return 0;
	if (jobs > 64)
		jobs = 64;
	if (jobs > n)
		jobs = (unsigned int)n;
	/* guard pages around the answers: a case writing past its own
	 * buffer faults instead of reaching them */
	guarded = mmap(NULL, len + 2 * GUARD, PROT_NONE,
		       MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	if (guarded == MAP_FAILED)
		return -errno;
	rn.sh = (struct shared *)(guarded + GUARD);
	if (mprotect(rn.sh, len, PROT_READ | PROT_WRITE)) {
		err = -errno;
		munmap(guarded, len + 2 * GUARD);
		return err;
	}
	if (jobs > 1 && !sb->throwaway)
		rn.costs = case_costs(cases, n);
	rn.pinned = jobs > 1 && !sched_getaffinity(0, sizeof(rn.cpus), &rn.cpus) &&
		    CPU_COUNT(&rn.cpus) > 1;
	for (unsigned int j = 0; j < jobs && !stop_request; j++) {
		pid_t pid;

		rn.job = j;
		pid = conform__sandbox_spawn(&rn.sb, sandbox_main, &rn,
					     &lifelines[started]);

		if (pid < 0) {
			err = (int)pid;
			break;
		}
		*sb = rn.sb;	/* the first spawn learns the namespaces */
		pids[started++] = pid;
		alive++;
	}
	while (alive) {
		if (stop_request && !stopped) {
			kill_sandboxes(pids, started);
			stopped = true;
		}
		for (unsigned int j = 0; j < started; j++) {
			int status;

			if (pids[j] > 0 &&
			    waitpid(pids[j], &status, stopped ? 0 : WNOHANG) ==
			    pids[j]) {
				pids[j] = 0;
				close(lifelines[j]);
				alive--;
				if (!stopped &&
				    (!WIFEXITED(status) || WEXITSTATUS(status)))
					err = err ? err : -EIO;
			}
		}
		show_progress(o, *done_before + __atomic_load_n(&rn.sh->done,
				__ATOMIC_SEQ_CST), total);
		if (alive)
			usleep(5000);
	}
	if (stop_request)
		err = -EINTR;
	for (size_t i = 0; i < n; i++) {
		struct slot *s = &rn.sh->slots[i];
		struct kapi_conform_result *r = &cases[i].r;

		if (err == -EINTR && !s->finished)
			cases[i].not_run = interrupted;

		r->ran = s->ran;
		r->returned = s->returned;
		r->ret = s->ret;
		r->err = s->err;
		r->signal = s->returned ? 0 : s->signal;
		r->timed_out = s->timed_out && !s->returned;
		cases[i].observed = s->observed;
	}
	free((void *)rn.costs);
	*done_before += n;
	munmap(guarded, len + 2 * GUARD);
	if (!started || err == -EINTR)
		return err;
	return err == -EIO ? -EIO : 0;
}

static bool selected(const struct kapi_conform_opts *o,
		     const struct kernel_api_spec *s, bool *used)
{
	const char *sc = s->name + 4;
	bool any = false;

	if (!o->only)
		return true;
	for (size_t i = 0; i < o->only_count; i++) {
		const char *n = o->only[i];

		if (!strncmp(n, "sys_", 4))
			n += 4;
		if (!strcmp(n, sc) || !strcmp(kapi_syscall__kernel_name(n), sc)) {
			used[i] = true;
			any = true;
		}
	}
	return any;
}

/* Whether case c runs in this group: in a throwaway VM the calls whose
 * permission check is against the initial user namespace run apart, in
 * a sandbox of the VM's root (root), the others in the usual one. */
static bool runnable(const struct conform_case *c,
		     const struct conform_sandbox *sb, bool root)
{
	return !c->not_run &&
	       (sb->throwaway && conform__needs_init_ns(c->r.syscall)) == root;
}

/*
 * The cases of one group that may run, packed for run_cases() in a
 * shared mapping: the sandboxes' children see it without a copy of its
 * page tables at each fork (the case lists themselves are left out of
 * forks, gen.c).
 */
static int run_group(struct kapi_conform_opts *o, struct conform_sandbox *sb,
		     struct conform_case *cases, size_t n, size_t *done,
		     size_t total, bool root)
{
	size_t *where = malloc((n ? n : 1) * sizeof(*where));
	size_t m = 0, len;
	struct conform_case *pack;
	int err;

	if (!where)
		return -ENOMEM;
	for (size_t i = 0; i < n; i++)
		if (runnable(&cases[i], sb, root))
			where[m++] = i;
	len = (m ? m : 1) * sizeof(*pack);
	pack = mmap(NULL, len, PROT_READ | PROT_WRITE,
		    MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	if (pack == MAP_FAILED) {
		free(where);
		return -ENOMEM;
	}
	for (size_t k = 0; k < m; k++)
		pack[k] = cases[where[k]];
	err = run_cases(o, sb, pack, m, done, total);
	for (size_t k = 0; k < m; k++) {
		cases[where[k]].r = pack[k].r;
		cases[where[k]].not_run = pack[k].not_run;
		cases[where[k]].observed = pack[k].observed;
	}
	munmap(pack, len);
	free(where);
	return err;
}

/* Cases that may run: the usual sandbox's, then in a VM the root one's. */
static int run_runnable(struct kapi_conform_opts *o, struct conform_sandbox *sb,
			struct conform_case *cases, size_t n, size_t *done,
			size_t total)
{
	struct conform_sandbox root;
	int err = run_group(o, sb, cases, n, done, total, false);

	if (err || !sb->throwaway)
		return err;
	root = *sb;
	conform__sandbox_as_root(&root);
	return run_group(o, &root, cases, n, done, total, true);
}

static bool refused(const struct conform_case *c)
{
	return c->r.returned && c->r.err == EINVAL;
}

static bool failed(const struct conform_case *c)
{
	return c->r.returned && c->r.err;
}

/*
 * Whether variant v is a better base call than b, at one of three levels:
 * 0 success, 1 any error but EINVAL where b got EINVAL, 2 another error
 * (not EINVAL, not one of this machine's) where the first value got past
 * the check that failed b: socket needs a family, then a type.
 */
static bool better(const struct conform_case *v, const struct conform_case *b,
		   int level)
{
	if (!v->r.returned)
		return false;
	if (!v->r.err)
		return true;
	if (level >= 1 && refused(b) && !refused(v))
		return true;
	return level >= 2 && !refused(v) && v->r.err != b->r.err &&
	       !conform__machine_errno(v->r.err);
}

#define BASE_ROUNDS 3

/* A base already replaced in this round (index marks it until the end). */
static bool picked_at(const struct conform_case *b, int level)
{
	(void)level;
	return b->r.index != 0;
}

/*
 * Base calls the kernel refuses get other valid values, one parameter at
 * a time, for a few rounds: socket needs a family, then a type.
 */
static int find_bases(struct kapi_conform_opts *o, struct conform_sandbox *sb,
		      struct conform_cases *bases, size_t *done)
{
	int err;

	/* the cases are counted once the bases are known: no total yet */
	err = run_runnable(o, sb, bases->items, bases->count, done, 0);
	for (int round = 0; round < BASE_ROUNDS && !err; round++) {
		struct conform_cases vars = { 0 };
		size_t *owner = NULL;
		bool changed = false;

		for (size_t b = 0; b < bases->count && !err; b++) {
			size_t before = vars.count;
			size_t *grown;

			if (!failed(&bases->items[b]) || bases->items[b].not_run)
				continue;
			err = conform__base_variants(&bases->items[b], &vars);
			grown = err ? NULL : realloc(owner, (vars.count + 1) *
							    sizeof(*owner));
			if (!err && !grown)
				err = -ENOMEM;
			if (grown)
				owner = grown;
			for (size_t k = before; !err && k < vars.count; k++)
				owner[k] = b;
		}
		if (!err && vars.count) {
			size_t d = 0;

			err = run_runnable(o, sb, vars.items, vars.count, &d, 0);
		}
		/* per base, the first variant at the best level there is */
		for (int level = 0; level < 3 && !err; level++)
			for (size_t k = 0; k < vars.count; k++) {
				struct conform_case *v = &vars.items[k];
				struct conform_case *b = &bases->items[owner[k]];

				if (!failed(b) || picked_at(b, level) ||
				    !better(v, b, level))
					continue;
				memcpy(b->args, v->args, sizeof(b->args));
				b->r = v->r;
				b->r.index = (size_t)level + 1;	/* picked */
				changed = true;
			}
		for (size_t b = 0; b < bases->count; b++)
			bases->items[b].r.index = 0;
		free(owner);
		conform__cases_free(&vars);
		if (!changed)
			break;
	}
	return err;
}

/* The namespaces a run got, as a report names them. */
static void summarize(struct kapi_conform_summary *out,
		      const struct conform_sandbox *sb, bool dry_run)
{
	snprintf(out->sandbox, sizeof(out->sandbox), "%s%s%s%s%s%s%s",
		 dry_run ? "none (dry run)" : "",
		 sb->ns & KAPI_CONFORM_NS_USER ? "user " : "",
		 sb->ns & KAPI_CONFORM_NS_MOUNT ? "mount " : "",
		 sb->ns & KAPI_CONFORM_NS_PID ? "pid " : "",
		 sb->ns & KAPI_CONFORM_NS_NET ? "net " : "",
		 sb->ns & KAPI_CONFORM_NS_IPC ? "ipc " : "",
		 sb->ns & KAPI_CONFORM_NS_UTS ? "uts" : "");
}

/*
 * A mask bit the kernel refuses alone may be one that needs another
 * (O_TMPFILE and write access, MFD_HUGE_* and MFD_HUGETLB): each miss on
 * a single bit is tried with every other valid bit, and the reason says
 * which pairing the kernel takes, so the fix is a constraint expression
 * rather than a narrower mask.
 */
static int explain_misses(struct kapi_conform_opts *o, struct conform_sandbox *sb,
			  struct conform_cases *all)
{
	struct conform_cases pairs = { 0 };
	size_t *owner = NULL;
	uint64_t *with = NULL;
	int err = 0;

	for (size_t k = 0; k < all->count && !err; k++) {
		struct conform_case *c = &all->items[k];
		const struct kapi_param_spec *p;
		uint64_t bit;

		if (c->r.verdict != KAPI_CONFORM_MISS || c->r.param < 0 ||
		    !strstr(c->r.what, " bit 0x"))
			continue;
		p = &c->r.spec->params[c->r.param];
		bit = (uint64_t)c->args[c->r.param].value;
		for (int b = 0; b < 64 && !err; b++) {
			uint64_t other = 1ull << b;
			struct conform_case v = *c;
			void *g1, *g2;

			if (!(p->valid_mask & other) || (bit & other))
				continue;
			v.args[c->r.param].value = (int64_t)(bit | other);
			err = conform__cases_add(&pairs, &v);
			g1 = err ? NULL : realloc(owner, pairs.cap * sizeof(*owner));
			if (g1)
				owner = g1;
			g2 = err ? NULL : realloc(with, pairs.cap * sizeof(*with));
			if (g2)
				with = g2;
			if (!err && (!g1 || !g2))
				err = -ENOMEM;
			if (!err) {
				owner[pairs.count - 1] = k;
				with[pairs.count - 1] = other;
			}
		}
	}
	if (!err && pairs.count) {
		size_t d = all->count;	/* progress stays at the end */

		err = run_runnable(o, sb, pairs.items, pairs.count, &d,
				   all->count);
	}
	for (size_t i = 0; i < pairs.count && !err; i++) {
		struct conform_case *v = &pairs.items[i];
		struct kapi_conform_result *r = &all->items[owner[i]].r;
		size_t len = strlen(r->reason);

		if (!v->r.returned || v->r.err == EINVAL || strstr(r->reason, "; with "))
			continue;
		snprintf(r->reason + len, sizeof(r->reason) - len,
			 "; with 0x%llx it is taken (%s): a combination rule",
			 (unsigned long long)with[i],
			 v->r.err ? kapi_errno__name(v->r.err) : "success");
	}
	free(owner);
	free(with);
	conform__cases_free(&pairs);
	return err;
}

/* The base call of each selected syscall spec, and the fd kinds; -ENOENT
 * where an --only name matched nothing. */
static int collect(const struct kapi_conform_opts *o, struct conform_cases *bases,
		   struct conform_fdops *fdops)
{
	size_t nreg = kapi_registry__count(o->reg);
	bool *used = NULL;
	int err = 0;

	if (o->only_count && !(used = calloc(o->only_count, sizeof(*used))))
		return -ENOMEM;
	for (size_t i = 0; i < nreg && !err; i++) {
		const struct kernel_api_spec *s = kapi_registry__at(o->reg, i);
		struct conform_case base;

		if (s->api_type == KAPI_API_FDTYPE) {
			if (conform__fdops_selected(o->only, o->only_count, s, used))
				err = conform__fdops_add(fdops, o->reg, s);
			continue;
		}
		if (s->api_type != KAPI_API_FUNCTION || strncmp(s->name, "sys_", 4))
			continue;
		if ((s->generated && !o->generated) || !selected(o, s, used))
			continue;
		err = conform__base(s, &base);
		if (!err && o->throwaway)
			conform__vm_allow(&base);
		else if (!err)
			conform__contained(&base);
		if (!err)
			err = conform__cases_add(bases, &base);
	}
	for (size_t i = 0; !err && i < o->only_count; i++)
		if (!used[i] && !conform__ioctl_named(o->reg, o->only[i]))
			err = -ENOENT;
	free(used);
	return err;
}

/* Sets up where the sandboxes go, then finds each base call the kernel
 * takes and reads the kernel's limits in a sandbox. */
static int probe(struct kapi_conform_opts *o, struct conform_sandbox *sb,
		 struct conform_cases *bases, struct conform_fdops *fdops)
{
	const char *parent = o->scratch_parent;
	size_t done = 0;
	struct stat st;
	int err;

	if (!parent)
		parent = getenv("TMPDIR");
	if (!parent || !*parent)
		parent = "/tmp";
	/* covered in the sandboxes' mount namespaces only: nothing is made
	 * here, so nothing is left whatever ends the run */
	if (stat(parent, &st) || !S_ISDIR(st.st_mode))
		return -ENOTDIR;
	snprintf(sb->scratch, sizeof(sb->scratch), "%s", parent);
	sb->as_limit = address_space_limit();
	sb->throwaway = o->throwaway;
	err = find_bases(o, sb, bases, &done);
	if (!err)
		err = find_bases(o, sb, &fdops->bases, &done);
	if (!err)
		err = conform__limits_read(sb);
	return err;
}

/* Every case of every base and fd kind, in the order they run, with
 * those that must not run here marked. */
static int generate(const struct kapi_conform_opts *o,
		    const struct conform_sandbox *sb, struct conform_cases *bases,
		    struct conform_fdops *fdops, struct conform_cases *all)
{
	int err = 0;

	for (size_t b = 0; b < bases->count && !err; b++) {
		err = conform__gen(&bases->items[b], o->seed, o->max_cases, all);
		if (!err)
			err = conform__layout_cases(bases->items[b].r.spec, all);
	}
	if (!err)
		err = conform__fdops_gen(fdops, kapi_registry__kernel_version(o->reg),
					 all);
	if (err)
		return err;
	if (o->throwaway)
		conform__vm_order(all->items, all->count, sb->kill_allowed);
	for (size_t k = 0; k < all->count && !o->throwaway; k++)
		conform__contained(&all->items[k]);
	/* without a pid namespace, signals could reach the host */
	for (size_t k = 0; k < all->count; k++)
		if (!all->items[k].not_run && !o->dry_run && !sb->kill_allowed &&
		    conform__signal_call(all->items[k].r.syscall))
			all->items[k].not_run =
				"signals could reach processes outside the sandbox "
				"(no pid namespace)";
	return 0;
}

/* Judges each case against its syscall's base call (the first case). */
static void judge_all(const struct kapi_conform_opts *o,
		      struct conform_cases *all)
{
	for (size_t k = 0, first = 0; k < all->count; k++) {
		struct conform_case *c = &all->items[k];

		if (c->fdop) {
			conform__fdops_judge(c, o->dry_run);
			continue;
		}
		if (c->r.index == 0)
			first = k;
		if (c->layout && !o->dry_run) {
			conform__layout_judge(c);
			continue;
		}
		if (!c->layout)
			conform__describe(c);
		if (o->dry_run) {
			c->r.verdict = c->not_run ? KAPI_CONFORM_NOT_RUN :
				       KAPI_CONFORM_INCONCLUSIVE;
			snprintf(c->r.reason, sizeof(c->r.reason), "%s",
				 c->not_run ? c->not_run : "dry run");
		} else {
			conform__judge(c, k == first ? NULL : &all->items[first]);
		}
	}
	if (!o->dry_run)
		conform__not_in_kernel(all->items, all->count,
				       kapi_registry__kernel_version(o->reg));
}

int kapi_conform__run(const struct kapi_conform_opts *opts,
		      struct kapi_conform_summary *out)
{
	struct kapi_conform_opts oc, *o = &oc;
	struct conform_sandbox sb = { 0 };
	struct conform_cases bases = { 0 }, all = { 0 };
	struct conform_fdops fdops = { 0 };
	bool cut_short = false;
	int err;

	if (kapi__opts_copy(&oc, sizeof(oc), opts) || !o->reg)
		return -EINVAL;
	err = collect(o, &bases, &fdops);
	if (!err && !o->dry_run)
		err = probe(o, &sb, &bases, &fdops);
	if (!err)
		err = generate(o, &sb, &bases, &fdops, &all);
	if (err)
		goto out;
	if (out) {
		memset(out, 0, sizeof(*out));
		out->cases = all.count;
	}
	if (!o->dry_run) {
		size_t done = 0;

		err = run_runnable(o, &sb, all.items, all.count, &done, all.count);
		/* interrupted: what ran is judged and reported all the same */
		cut_short = err == -EINTR;
		if (err && !cut_short)
			goto out;
	}
	if (out) {
		out->namespaces = sb.ns;
		summarize(out, &sb, o->dry_run);
	}
	judge_all(o, &all);
	if (!o->dry_run && !cut_short) {
		err = explain_misses(o, &sb, &all);
		cut_short = err == -EINTR;
	}
	for (size_t k = 0; k < all.count && (!err || cut_short); k++)
		if (o->on_case)
			o->on_case(o->ctx, &all.items[k].r);
	/* then the ioctl commands of the devices safe to open */
	if (!err && !cut_short) {
		size_t n = 0;

		err = conform__ioctl_run(o, &sb, &n);
		if (out)
			out->cases += n;
	}
out:
	if (stop_request)
		err = -EINTR;
	stop_request = 0;
	conform__cases_free(&bases);
	conform__cases_free(&all);
	conform__fdops_free(&fdops);
	return err;
}

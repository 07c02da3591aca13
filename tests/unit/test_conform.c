// SPDX-License-Identifier: GPL-2.0
/*
 * kapi conform's parts on their own: the deny filter kills what it must
 * and nothing else, case generation is deterministic and changes one
 * argument at a time, and each verdict comes from the answer it should.
 */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/syscall.h>
#include <sys/wait.h>

#include "live/conform/conform.h"
#include "tap.h"

/* a0 that stands for the child's own pid */
#define SELF_PID (-2L)

/* Runs nr in a child under the deny filter; its wait status. */
static int under_filter(bool kill_allowed, long nr, long a0, long a1)
{
	int status = -1;
	pid_t pid = fork();

	if (pid == 0) {
		if (conform__deny_filter_install(kill_allowed, false))
			_exit(90);
		syscall(nr, a0 == SELF_PID ? (long)getpid() : a0, a1, 0, 0, 0, 0);
		_exit(7);
	}
	if (pid > 0)
		while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
			;
	else
		printf("#   fork: %s\n", strerror(errno));
	return status;
}

static bool killed_by_sigsys(int status)
{
	if (WIFSIGNALED(status) && WTERMSIG(status) == SIGSYS)
		return true;
	printf("#   wait status 0x%x\n", (unsigned int)status);
	return false;
}

static void test_filter(void)
{
	int st;

	st = under_filter(true, SYS_acct, 0, 0);
	ok(killed_by_sigsys(st), "acct is killed by the deny filter");
	st = under_filter(true, SYS_reboot, 0, 0);
	ok(killed_by_sigsys(st), "reboot is killed by the deny filter");
	st = under_filter(true, SYS_init_module, 0, 0);
	ok(killed_by_sigsys(st), "init_module is killed by the deny filter");
	st = under_filter(true, SYS_getpid, 0, 0);
	ok(WIFEXITED(st) && WEXITSTATUS(st) == 7, "getpid runs under the filter (0x%x)",
	   (unsigned int)st);
	st = under_filter(true, SYS_kill, 0x7fffffff, 0);
	ok(WIFEXITED(st) && WEXITSTATUS(st) == 7,
	   "kill runs when a pid namespace contains it (0x%x)", (unsigned int)st);
	st = under_filter(false, SYS_kill, 0x7fffffff, 0);
	ok(killed_by_sigsys(st), "kill is killed without a pid namespace");
	st = under_filter(true, SYS_process_vm_writev, SELF_PID, 0);
	ok(WIFEXITED(st) && WEXITSTATUS(st) == 7,
	   "process_vm_writev runs on the caller's own pid (0x%x)", (unsigned int)st);
	st = under_filter(true, SYS_process_vm_writev, (long)getpid(), 0);
	ok(killed_by_sigsys(st), "process_vm_writev on another pid is killed");
	st = under_filter(true, SYS_mount_setattr, -1, 0);
	ok(killed_by_sigsys(st), "mount_setattr is killed without mounts of its own");
	ok(kapi_conform__denied("sys_kexec_load") != NULL, "kexec_load is never run");
	ok(kapi_conform__denied("read") == NULL, "read may run");
}

static bool same_cases(const struct conform_cases *a,
		       const struct conform_cases *b)
{
	if (a->count != b->count)
		return false;
	for (size_t i = 0; i < a->count; i++)
		if (memcmp(a->items[i].args, b->items[i].args,
			   sizeof(a->items[i].args)))
			return false;
	return true;
}

static void test_gen(const struct kernel_api_spec *spec)
{
	struct conform_case base;
	struct conform_cases a = { 0 }, b = { 0 }, c = { 0 };
	bool one_arg = true;

	conform__base(spec, &base);
	conform__gen(&base, 1, 0, &a);
	conform__gen(&base, 1, 0, &b);
	ok(a.count > 20, "openat gets many cases (%zu)", a.count);
	ok(same_cases(&a, &b), "the same seed gives the same cases");
	for (size_t i = 1; i < a.count; i++) {
		enum kapi_conform_case_kind kind = a.items[i].r.kind;
		int diff = 0;

		for (int k = 0; k < CONFORM_MAX_ARGS; k++)
			diff += memcmp(&a.items[i].args[k], &base.args[k],
				       sizeof(base.args[k])) != 0;
		/* the base call itself (capability, signal, effect cases
		 * build their own arguments or none; an effect check's
		 * condition may set one: openat's O_CLOEXEC), or two values
		 * at once */
		if (kind == KAPI_CONFORM_CASE_CAPABILITY ||
		    kind == KAPI_CONFORM_CASE_SIGNAL)
			one_arg &= diff == 0;
		else if (kind == KAPI_CONFORM_CASE_EFFECT)
			one_arg &= diff <= 1;
		else if (kind == KAPI_CONFORM_CASE_PAIR)
			one_arg &= diff == 1 || diff == 2;
		else if (diff != 1)
			one_arg = false;
	}
	ok(one_arg, "every value or bad-input case changes exactly one argument of the base call, a combination one or two");
	ok(a.items[0].r.kind == KAPI_CONFORM_CASE_BASE, "the base call comes first");
	conform__cases_free(&b);
	conform__gen(&base, 1, 10, &b);
	conform__gen(&base, 2, 10, &c);
	is_int(b.count, 10, "--max-cases keeps 10");
	ok(!same_cases(&b, &c), "another seed keeps another subset");
	conform__cases_free(&a);
	conform__cases_free(&b);
	conform__cases_free(&c);
}

/* A case of spec with an answer, judged against a base answer. */
static enum kapi_conform_verdict judge(const struct kernel_api_spec *spec,
				       enum kapi_conform_case_kind kind,
				       bool spec_refuses, int err, int base_err)
{
	struct conform_case c, b;

	conform__base(spec, &b);
	c = b;
	c.r.kind = kind;
	c.r.spec_refuses = spec_refuses;
	c.r.ran = c.r.returned = true;
	c.r.err = err;
	b.r.ran = b.r.returned = true;
	b.r.err = base_err;
	conform__judge(&c, &b);
	return c.r.verdict;
}

static void test_judge(const struct kernel_api_spec *spec)
{
	struct conform_case c;

	is_int(judge(spec, KAPI_CONFORM_CASE_VALUE, true, 0, 0),
	       KAPI_CONFORM_FALSE_POSITIVE, "refused by the spec, success: false positive");
	is_int(judge(spec, KAPI_CONFORM_CASE_VALUE, true, EINVAL, 0),
	       KAPI_CONFORM_AGREE, "refused by both: agree");
	is_int(judge(spec, KAPI_CONFORM_CASE_VALUE, true, EAGAIN, EAGAIN),
	       KAPI_CONFORM_FALSE_POSITIVE,
	       "refused by the spec, the base call's error: false positive");
	is_int(judge(spec, KAPI_CONFORM_CASE_VALUE, false, EINVAL, 0),
	       KAPI_CONFORM_MISS, "accepted by the spec, EINVAL: miss");
	is_int(judge(spec, KAPI_CONFORM_CASE_VALUE, false, EINVAL, EINVAL),
	       KAPI_CONFORM_INCONCLUSIVE, "EINVAL like the base call: inconclusive");
	is_int(judge(spec, KAPI_CONFORM_CASE_VALUE, false, ENOTDIR, 0),
	       KAPI_CONFORM_AGREE, "accepted by the spec, a listed error: agree");
	is_int(judge(spec, KAPI_CONFORM_CASE_BAD, false, ENOTSOCK, 0),
	       KAPI_CONFORM_ERRNO_GAP, "an unlisted errno: errno gap");
	is_int(judge(spec, KAPI_CONFORM_CASE_BAD, false, ENOSYS, 0),
	       KAPI_CONFORM_MACHINE, "ENOSYS: machine-dependent");
	is_int(judge(spec, KAPI_CONFORM_CASE_VALUE, false, EOPNOTSUPP, 0),
	       KAPI_CONFORM_MACHINE, "EOPNOTSUPP: machine-dependent");
	is_int(judge(spec, KAPI_CONFORM_CASE_VALUE, true, EOPNOTSUPP, 0),
	       KAPI_CONFORM_AGREE,
	       "EOPNOTSUPP for a value the spec refuses: a refusal, agree");

	conform__base(spec, &c);
	c.r.ran = true;
	c.r.signal = SIGSYS;
	conform__judge(&c, NULL);
	is_int(c.r.verdict, KAPI_CONFORM_NOT_RUN, "killed by the deny filter: not run");
	conform__base(spec, &c);
	c.not_run = "unsafe";
	conform__judge(&c, NULL);
	is_int(c.r.verdict, KAPI_CONFORM_NOT_RUN, "an unsafe call: not run");
	has_str(c.r.reason, "unsafe", "with its reason");
	conform__base(spec, &c);
	c.r.kind = KAPI_CONFORM_CASE_VALUE;
	c.r.spec_refuses = true;
	c.r.ran = c.r.timed_out = true;
	c.r.signal = SIGALRM;
	conform__judge(&c, NULL);
	is_int(c.r.verdict, KAPI_CONFORM_FALSE_POSITIVE,
	       "refused by the spec, blocked in the kernel: false positive");
}

/*
 * What comes before the value checks leaves a refused value not judged:
 * ptrace's tracee lookup (the spec's depends()), a permission errno the
 * base call got too (perf_event_paranoid's EACCES).
 */
static void test_checked_first(struct kapi_registry *reg)
{
	const struct kernel_api_spec *pt = kapi_registry__find(reg, "sys_ptrace");
	const struct kernel_api_spec *pe =
		kapi_registry__find(reg, "sys_perf_event_open");
	struct conform_case c, b;

	if (!pt || !pe) {
		ok(0, "the corpus has sys_ptrace and sys_perf_event_open");
		return;
	}
	for (int dep = 0; dep < 2; dep++) {
		conform__base(pt, &b);
		c = b;
		c.r.kind = KAPI_CONFORM_CASE_VALUE;
		c.r.param = 0;
		c.r.spec_refuses = true;
		c.r.ran = c.r.returned = b.r.ran = b.r.returned = true;
		c.r.err = ESRCH;
		c.not_run = NULL;	/* as in a lab VM */
		snprintf(c.depends, sizeof(c.depends), "%s",
			 dep ? "STOPPED_TRACEE" : "");
		conform__judge(&c, &b);
		is_int(c.r.verdict, dep ? KAPI_CONFORM_INCONCLUSIVE :
		       KAPI_CONFORM_FALSE_POSITIVE, dep ?
		       "ESRCH of a lookup the spec says comes first: not judged" :
		       "ESRCH of a lookup after the value checks: false positive");
	}
	conform__base(pe, &b);
	c = b;
	c.r.kind = KAPI_CONFORM_CASE_VALUE;
	c.r.param = 2;
	c.r.spec_refuses = true;
	c.r.ran = c.r.returned = b.r.ran = b.r.returned = true;
	c.r.err = b.r.err = EACCES;
	c.not_run = NULL;
	conform__judge(&c, &b);
	is_int(c.r.verdict, KAPI_CONFORM_INCONCLUSIVE,
	       "EACCES like the base call: a permission check first, not judged");
}

/* Arguments naming conventions cannot guess come from the overrides */
static void test_overrides(struct kapi_registry *reg)
{
	const struct kernel_api_spec *kcmp = kapi_registry__find(reg, "sys_kcmp");
	struct conform_case c;

	ok(kcmp != NULL, "the corpus has sys_kcmp");
	if (!kcmp)
		return;
	conform__base(kcmp, &c);
	ok(c.args[0].target == T_PID_SELF && c.args[1].target == T_PID_SELF,
	   "kcmp's base call compares the case child with itself");
}

/* Objects a call acts on: by the argument's name, or per syscall */
static void test_object_targets(struct kapi_registry *reg)
{
	static const struct {
		const char *spec;
		int arg;
		uint8_t target;
		const char *what;
	} want[] = {
		{ "sys_msgrcv", 0, T_MSG_ID, "msgrcv gets a message queue" },
		{ "sys_shmat", 0, T_SHM_ID, "shmat a shared memory segment" },
		{ "sys_semop", 0, T_SEM_ID, "semop a semaphore set" },
		{ "sys_timer_settime", 0, T_TIMER_ID, "timer_settime a timer" },
		{ "sys_io_getevents", 0, T_AIO_CTX, "io_getevents an AIO context" },
		{ "sys_fanotify_mark", 0, T_FD_FANOTIFY, "fanotify_mark a group" },
		{ "sys_setns", 0, T_FD_NS, "setns a namespace descriptor" },
		{ "sys_statmount", 0, T_MNT_REQ_CWD, "statmount a request" },
		{ "sys_remap_file_pages", 0, T_SHARED_MAP,
		  "remap_file_pages a shared file mapping" },
	};
	const struct kernel_api_spec *lsm;
	struct conform_case c;

	for (size_t i = 0; i < KAPI_ARRAY_SIZE(want); i++) {
		const struct kernel_api_spec *s =
			kapi_registry__find(reg, want[i].spec);

		if (!s) {
			ok(0, "the corpus has %s", want[i].spec);
			continue;
		}
		conform__base(s, &c);
		is_int(c.args[want[i].arg].target, want[i].target, "%s",
		       want[i].what);
	}
	ok(conform__target_is_fd(T_FD_FANOTIFY) &&
	   conform__target_is_fd(T_FD_LANDLOCK) &&
	   !conform__target_is_fd(T_SHM_ID), "the new descriptors count as fds");
	/* a pointer named ctx is no AIO context */
	lsm = kapi_registry__find(reg, "sys_lsm_set_self_attr");
	if (lsm) {
		conform__base(lsm, &c);
		ok(c.args[1].target != T_AIO_CTX,
		   "lsm_set_self_attr's ctx pointer stays a buffer");
	}
}

/* Cases of one syscall answered err each (0: success), then marked. */
static enum kapi_conform_verdict absent_run(const struct kernel_api_spec *spec,
					    const int *errs, size_t n,
					    uint32_t kver)
{
	struct conform_case c[4];

	for (size_t k = 0; k < n && k < 4; k++) {
		conform__base(spec, &c[k]);
		c[k].r.index = k;
		c[k].r.ran = c[k].r.returned = true;
		c[k].r.err = errs[k];
		conform__judge(&c[k], k ? &c[0] : NULL);
	}
	conform__not_in_kernel(c, n, kver);
	return c[n - 1].r.verdict;
}

static void test_not_in_kernel(struct kapi_registry *reg)
{
	const struct kernel_api_spec *cs = kapi_registry__find(reg, "sys_cachestat");
	const struct kernel_api_spec *oa = kapi_registry__find(reg, "sys_openat");
	const int nosys[] = { ENOSYS, ENOSYS, ENOSYS }, mixed[] = { ENOSYS, EINVAL, ENOSYS };
	uint32_t v61 = KAPI_KERNEL_VERSION(6, 1, 0);
	struct conform_case c;

	if (!cs || !oa) {
		ok(false, "the corpus has sys_cachestat and sys_openat");
		return;
	}
	is_int(absent_run(cs, nosys, 3, v61), KAPI_CONFORM_NOT_IN_KERNEL,
	       "ENOSYS for every case: not in this kernel");
	is_int(absent_run(oa, nosys, 3, 0), KAPI_CONFORM_NOT_IN_KERNEL,
	       "whatever the spec's release, when every case gets ENOSYS");
	ok(absent_run(oa, mixed, 3, v61) != KAPI_CONFORM_NOT_IN_KERNEL,
	   "a syscall that answers anything else is there");
	conform__base(cs, &c);
	c.not_run = "unsafe";
	conform__judge(&c, NULL);
	conform__not_in_kernel(&c, 1, v61);
	is_int(c.r.verdict, KAPI_CONFORM_NOT_IN_KERNEL,
	       "unanswered, with a since newer than the release: not in this kernel");
	has_str(c.r.reason, "added in 6.5", "the reason gives the release");
	conform__base(cs, &c);
	c.not_run = "unsafe";
	conform__judge(&c, NULL);
	conform__not_in_kernel(&c, 1, KAPI_KERNEL_VERSION(6, 18, 0));
	is_int(c.r.verdict, KAPI_CONFORM_NOT_RUN, "and on a release that has it, not run");
	has_str(kapi_conform__verdict_name(KAPI_CONFORM_NOT_IN_KERNEL),
		"not_in_kernel", "its name");
}

/* Whether this process has a mapping starting at addr (/proc/self/maps). */
static bool mapped_at(unsigned long addr)
{
	char line[256];
	bool found = false;
	FILE *f = fopen("/proc/self/maps", "re");

	while (f && !found && fgets(line, sizeof(line), f))
		found = strtoul(line, NULL, 16) == addr;
	if (f)
		fclose(f);
	return found;
}

/* what conform__targets_build leaves in the working directory */
static void remove_targets(void)
{
	unlink("file");
	unlink("loop");
	unlink("dangling");
	rmdir("dir");
}

static void build_targets(void *arg)
{
	struct conform_targets *t;

	(void)arg;
	_exit(conform__targets_build(&t) ? 1 : 0);
}

/* Starts a child for c that builds the targets; whether the slot area
 * was seen in this process after it ended, and after _finish. */
static int start_and_wait(struct conform_case *c, bool *seen, bool *left)
{
	int status = -1;
	pid_t pid = conform__case_start(c, build_targets, NULL);

	if (pid > 0)
		while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
			;
	/* the strings area: slot 0, after its guard page */
	*seen = mapped_at(0x200000000000ul);
	conform__case_finish(c);
	*left = mapped_at(0x200000000000ul);
	return status;
}

/* A case child shares the sandbox's memory only where the call cannot
 * change it, and what its targets mapped is gone once it was waited for. */
static void test_case_start(void)
{
	struct conform_case c = { .r = { .kind = KAPI_CONFORM_CASE_VALUE,
					 .syscall = "read" } };
	char dir[] = "/tmp/kapi-test-conform-XXXXXX";
	char old[4096];
	bool seen, left;
	int st;

	ok(conform__case_shares_memory(&c), "a read case shares the sandbox's memory");
	c.r.syscall = "mmap";
	ok(!conform__case_shares_memory(&c), "an mmap case forks");
	c.r.syscall = "read";
	c.r.kind = KAPI_CONFORM_CASE_SIGNAL;
	ok(!conform__case_shares_memory(&c), "a signal case forks");
	c.r.kind = KAPI_CONFORM_CASE_VALUE;
	c.nargs = 1;
	c.args[0].target = T_AIO_CTX;
	ok(!conform__case_shares_memory(&c), "a case with an AIO context forks");
	c.nargs = 0;

	if (!getcwd(old, sizeof(old)) || !mkdtemp(dir) || chdir(dir)) {
		ok(0, "a scratch directory: %s", strerror(errno));
		return;
	}
	st = start_and_wait(&c, &seen, &left);
	ok(st == 0 && seen && !left,
	   "a sharing child's targets are seen here, then unmapped (0x%x %d %d)",
	   (unsigned int)st, seen, left);
	remove_targets();
	c.r.syscall = "mmap";
	st = start_and_wait(&c, &seen, &left);
	ok(st == 0 && !seen && !left,
	   "a forked child's targets are its own (0x%x %d %d)",
	   (unsigned int)st, seen, left);
	remove_targets();
	if (chdir(old) || rmdir(dir))
		printf("#   cannot remove %s\n", dir);
}

/* The seccomp mode of process pid (/proc/PID/status), -1 unknown. */
static int seccomp_mode(pid_t pid)
{
	char path[64], text[4096], *at;
	ssize_t n = -1;
	int fd;

	/* no stdio: a case child shares this memory, and its allocator */
	snprintf(path, sizeof(path), "/proc/%d/status", (int)pid);
	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd >= 0) {
		n = read(fd, text, sizeof(text) - 1);
		close(fd);
	}
	if (n <= 0)
		return -1;
	text[n] = 0;
	at = strstr(text, "Seccomp:");
	return at ? atoi(at + 8) : -1;
}

/* what a process says of itself: its seccomp mode, 8 more where it
 * says it started as a case child with the filter, 16 more where it
 * ignores signal 32 (one glibc keeps from signal()) */
static int filter_report(void)
{
	struct { void *handler; unsigned long rest[3]; } act = { 0 };

	syscall(SYS_rt_sigaction, 32, NULL, &act, 8);
	return seccomp_mode(getpid()) + (conform__case_filtered() ? 8 : 0) +
	       (act.handler == (void *)SIG_IGN ? 16 : 0);
}

static void report_filter(void *arg)
{
	(void)arg;
	_exit(filter_report());
}

/* the case child's report, or -1; a wait status that is no report is
 * shown on stderr, where prove shows it */
static int start_reporting(const struct conform_case *c)
{
	int status = -1;
	pid_t pid = conform__case_start(c, report_filter, NULL);

	if (pid > 0)
		while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
			;
	conform__case_finish(c);
	if (pid <= 0 || !WIFEXITED(status))
		fprintf(stderr, "# case child %d: wait status 0x%x\n", (int)pid,
			(unsigned int)status);
	return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

/* This process's one child that is still running: the launcher. */
static pid_t only_child(void)
{
	char path[64];
	int pid = 0, more = 0;
	FILE *f;

	snprintf(path, sizeof(path), "/proc/self/task/%d/children",
		 (int)getpid());
	f = fopen(path, "r");
	if (!f)
		return 0;
	if (fscanf(f, "%d %d", &pid, &more) != 1)
		pid = 0;
	fclose(f);
	return pid;
}

/* Sharing case children start with the deny filter, inherited from the
 * launcher, which a stop or a kill does not keep from starting more. */
static void test_launcher(void)
{
	struct conform_case c = { .r = { .kind = KAPI_CONFORM_CASE_VALUE,
					 .syscall = "read" } };
	/* an unfiltered child reports what this process does */
	int self = filter_report(), st;
	pid_t launcher;

	st = start_reporting(&c);
	ok(st == 2 + 8 + 16,
	   "a sharing child holds the filter from its start, all signals ignored (%d)",
	   st);
	c.nargs = 1;
	c.args[0].target = T_FD_PERF;
	st = start_reporting(&c);
	ok(st == self,
	   "one whose targets need perf_event_open starts without it (%d, as %d)",
	   st, self);
	if (st != self)
		fprintf(stderr, "# the perf case child reported %d, this process %d\n",
			st, self);
	c.nargs = 0;
	launcher = only_child();
	ok(launcher > 0 && seccomp_mode(launcher) == 2,
	   "the launcher is a child with the filter (%d)", (int)launcher);
	if (launcher <= 0)
		return;
	kill(launcher, SIGSTOP);
	st = start_reporting(&c);
	ok(st == 2 + 8 + 16, "a stopped launcher is woken to start the next (%d)", st);
	kill(launcher, SIGKILL);
	waitpid(launcher, NULL, 0);
	st = start_reporting(&c);
	ok(st == 2 + 8 + 16 && only_child() > 0 && only_child() != launcher,
	   "a killed launcher is replaced (%d)", st);
}

int main(void)
{
	struct kapi_registry *reg;
	const struct kernel_api_spec *openat;

	if (kapi_registry__new(&reg) || kapi_registry__add_builtin(reg))
		return 1;
	openat = kapi_registry__find(reg, "sys_openat");
	ok(openat != NULL, "the corpus has sys_openat");
	if (!openat)
		return done_testing();
	test_filter();
	test_gen(openat);
	test_judge(openat);
	test_overrides(reg);
	test_object_targets(reg);
	test_not_in_kernel(reg);
	test_checked_first(reg);
	test_case_start();
	test_launcher();
	kapi_registry__free(reg);
	return done_testing();
}

// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * kapi_trace__run(): the ptrace engine.  The program is forked, seized
 * (PTRACE_SEIZE, so group-stops and signals keep their meaning), given a
 * seccomp filter that traps only the syscalls with specs, and executed.
 * Each trap is a PTRACE_EVENT_SECCOMP stop: the arguments are checked
 * there, and unless --entry-only the call is resumed with PTRACE_SYSCALL
 * so its exit stop shows the result.  Threads and children are followed
 * (the filter is inherited, and a RET_TRACE with no tracer would fail the
 * call with ENOSYS).  PTRACE_O_EXITKILL means a tracer that dies takes its
 * tracees with it rather than leaving them stopped.
 *
 * Attaching to a running process cannot add a filter, so -p stops at every
 * syscall and picks the checked ones in user space.
 */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <linux/seccomp.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/ptrace.h>
#include <sys/syscall.h>
#include <sys/stat.h>
#include <sys/uio.h>
#include <sys/wait.h>
#include <dirent.h>
#include <unistd.h>

#include "live/trace/filter.h"

/* struct ptrace_syscall_info, which glibc's header does not carry */
struct syscall_info {
	uint8_t op;
	uint8_t pad[3];
	uint32_t arch;
	uint64_t ip, sp;
	union {
		struct {
			uint64_t nr, args[6];
		} entry;
		struct {
			int64_t rval;
			uint8_t is_error;
		} exit;
		struct {
			uint64_t nr, args[6];
			uint32_t ret_data;
		} seccomp;
	};
};

#define OP_ENTRY	1
#define OP_EXIT		2
#define OP_SECCOMP	3
#ifndef PTRACE_GET_SYSCALL_INFO
#define PTRACE_GET_SYSCALL_INFO 0x420e
#endif

struct task {
	pid_t tid;
	pid_t tgid;
	bool in_call;		/* between a checked entry and its exit */
	bool exec_seen;		/* PTRACE_EVENT_EXEC during the call */
	bool stopped;		/* in a group-stop we listen to */
	long nr;
	uint64_t args[6];
	const struct kernel_api_spec *spec;
	struct kapi_report entry;
};

struct tracer {
	struct kapi_trace_opts *o;
	struct task *tasks;
	size_t ntasks, cap;
	bool seccomp;		/* a filter selects the stops */
	bool *wanted;		/* by syscall number, for full-stop mode */
	long max_nr;
	pid_t leader;		/* the process we started or attached */
	int status;
};

static struct task *task_find(struct tracer *t, pid_t tid)
{
	for (size_t i = 0; i < t->ntasks; i++)
		if (t->tasks[i].tid == tid)
			return &t->tasks[i];
	return NULL;
}

static pid_t tgid_of(pid_t tid)
{
	char path[64], buf[4096];
	FILE *f;
	pid_t tgid = tid;

	snprintf(path, sizeof(path), "/proc/%d/status", tid);
	f = fopen(path, "re");
	if (!f)
		return tid;
	while (fgets(buf, sizeof(buf), f))
		if (sscanf(buf, "Tgid: %d", &tgid) == 1)
			break;
	fclose(f);
	return tgid;
}

static struct task *task_add(struct tracer *t, pid_t tid)
{
	struct task *k = task_find(t, tid);

	if (k)
		return k;
	if (kapi__grow(&t->tasks, &t->cap, t->ntasks, sizeof(*t->tasks), 16))
		return NULL;
	k = &t->tasks[t->ntasks++];
	memset(k, 0, sizeof(*k));
	k->tid = tid;
	k->tgid = tgid_of(tid);
	kapi_report__init(&k->entry);
	return k;
}

static void task_del(struct tracer *t, pid_t tid)
{
	struct task *k = task_find(t, tid);

	if (!k)
		return;
	kapi_report__free(&k->entry);
	*k = t->tasks[--t->ntasks];
}

/* Reads len bytes of the tracee at addr; false if it cannot. */
static bool peek(pid_t pid, uint64_t addr, void *buf, size_t len)
{
	struct iovec local = { buf, len };
	struct iovec remote = { (void *)(uintptr_t)addr, len };

	return process_vm_readv(pid, &local, 1, &remote, 1, 0) == (ssize_t)len;
}

/*
 * Reads the string at addr: its length, or -1 unreadable, -2 longer than
 * max.  out, when not NULL, receives up to max bytes and a NUL.
 */
static long string_copy(pid_t pid, uint64_t addr, char *out, size_t max)
{
	char buf[256];
	size_t done = 0;

	while (done <= max) {
		/* never read across a page boundary in one go */
		size_t chunk = 4096 - ((addr + done) & 4095), keep;
		char *nul;

		if (chunk > sizeof(buf))
			chunk = sizeof(buf);
		if (!peek(pid, addr + done, buf, chunk))
			return -1;
		nul = memchr(buf, '\0', chunk);
		keep = nul ? (size_t)(nul - buf) : chunk;
		if (out && done < max) {
			size_t n = keep < max - done ? keep : max - done;

			memcpy(out + done, buf, n);
			out[done + n] = '\0';
		}
		if (nul)
			return (long)(done + keep) > (long)max ? -2 :
			       (long)(done + keep);
		done += chunk;
	}
	return -2;
}

static long string_len(pid_t pid, uint64_t addr, size_t max)
{
	return string_copy(pid, addr, NULL, max);
}

/* What only the tracee can tell: open descriptors, readable memory. */
static void tracee_checks(struct task *k, uint32_t i,
			  const struct kapi_param_spec *p, int64_t v)
{
	const char *name = p->name ? p->name : "?";

	if (p->type == KAPI_TYPE_FD && v >= 0) {
		char path[64];

		snprintf(path, sizeof(path), "/proc/%d/fd/%lld", k->tid,
			 (long long)v);
		if (access(path, F_OK) && errno == ENOENT)
			kapi__report_add(&k->entry, KAPI_FINDING_FD_CLOSED,
					 (int32_t)i, name, v,
					 "%s=%lld is not an open file descriptor",
					 name, v <= UINT32_MAX ?
					 (long long)(int32_t)v : (long long)v);
		return;
	}
	if (p->type != KAPI_TYPE_PATH && p->type != KAPI_TYPE_USER_PTR &&
	    p->type != KAPI_TYPE_STRING)
		return;
	/* a NULL the spec forbids is the validator's finding already */
	if (!v)
		return;
	if (p->type == KAPI_TYPE_PATH ||
	    p->constraint_type == KAPI_CONSTRAINT_USER_PATH) {
		long n = string_len(k->tid, (uint64_t)v, PATH_MAX);

		if (n == -1)
			kapi__report_add(&k->entry, KAPI_FINDING_FAULT, (int32_t)i,
					 name, v, "%s=%#llx cannot be read", name,
					 (unsigned long long)v);
		else if (n == -2 || n >= PATH_MAX)
			kapi__report_add(&k->entry, KAPI_FINDING_STRING_LENGTH,
					 (int32_t)i, name, v,
					 "%s is longer than PATH_MAX (%d)", name,
					 PATH_MAX);
		return;
	}
	/* a pointer the spec does not require to be valid may be garbage
	 * when unused (futex's uaddr2 for FUTEX_WAKE) */
	if (p->constraint_type != KAPI_CONSTRAINT_USER_PTR &&
	    p->constraint_type != KAPI_CONSTRAINT_USER_STRING)
		return;
	{
		unsigned char byte;

		if (!peek(k->tid, (uint64_t)v, &byte, 1))
			kapi__report_add(&k->entry, KAPI_FINDING_FAULT, (int32_t)i,
					 name, v, "%s=%#llx cannot be read", name,
					 (unsigned long long)v);
	}
}

/* Whether the -e list lets this syscall through. */
static bool selected(struct tracer *t, long nr)
{
	if (!t->o->only)
		return true;
	for (size_t i = 0; i < t->o->only_count; i++)
		if (t->o->only[i] == nr)
			return true;
	return false;
}

static bool have_ioctl_specs(const struct kapi_registry *reg)
{
	for (size_t i = 0; i < kapi_registry__count(reg); i++)
		if (kapi_registry__at(reg, i)->api_type == KAPI_API_IOCTL)
			return true;
	return false;
}

/*
 * The spec a syscall is checked against.  Generated baselines know types
 * but not meaning (mmap's fd is ignored for anonymous maps, man pages miss
 * errnos), so they are used only when asked for.
 */
static const struct kernel_api_spec *spec_for(struct tracer *t, long nr)
{
	const struct kernel_api_spec *s;

	if (nr < 0)
		return NULL;
	if (t->o->only) {
		bool hit = false;

		for (size_t i = 0; i < t->o->only_count; i++)
			hit |= t->o->only[i] == nr;
		if (!hit)
			return NULL;
	}
	s = kapi_registry__find_syscall(t->o->reg, nr);
	return s && s->generated && !t->o->generated ? NULL : s;
}

/* An ioctl's argument struct, read from the tracee and checked by spec. */
static void check_ioctl(struct task *k, const struct kernel_api_spec *spec,
			uint64_t arg)
{
	unsigned char buf[4096];
	size_t len = spec->input_size < sizeof(buf) ? spec->input_size
						    : sizeof(buf);

	if (!spec->struct_spec_count || !len)
		return;
	if (!peek(k->tid, arg, buf, len)) {
		kapi__report_add(&k->entry, KAPI_FINDING_FAULT, 2, "arg",
				 (int64_t)arg, "arg=%#llx: the %zu-byte %s "
				 "argument cannot be read",
				 (unsigned long long)arg, len,
				 spec->struct_specs[0].name);
		return;
	}
	kapi_ioctl__check_struct(spec, buf, len, &k->entry);
}

static void check_entry(struct tracer *t, struct task *k, long nr,
			const uint64_t *args)
{
	const struct kernel_api_spec *spec = spec_for(t, nr);
	bool ioctl = false;

	/* an ioctl without a syscall-level spec is checked by its command */
	if (!spec && nr == SYS_ioctl && selected(t, nr)) {
		char path[64];
		struct stat st;

		spec = kapi_registry__find_ioctl(t->o->reg, (uint32_t)args[1]);
		/* the same number may mean another driver's command */
		snprintf(path, sizeof(path), "/proc/%d/fd/%d", k->tid,
			 (int)args[0]);
		if (spec && !stat(path, &st) && !kapi__ioctl_fits(spec, &st))
			spec = NULL;
		ioctl = spec != NULL;
	}

	kapi_report__free(&k->entry);
	kapi_report__init(&k->entry);
	k->spec = spec;
	k->nr = nr;
	k->exec_seen = false;
	memcpy(k->args, args, sizeof(k->args));
	if (!spec)
		return;
	if (ioctl) {
		check_ioctl(k, spec, args[2]);
		return;
	}
	int64_t vals[6];
	uint32_t n = spec->param_count < 6 ? spec->param_count : 6;

	for (uint32_t i = 0; i < n; i++)
		vals[i] = kapi_param__normalize(&spec->params[i], args[i]);
	for (uint32_t i = 0; i < n; i++) {
		const struct kapi_param_spec *p = &spec->params[i];

		if (kapi__param_unused(spec, i, vals, (1ULL << n) - 1))
			continue;
		/* a baseline's type class is a guess: no fd or memory checks;
		 * a value already outside its spec needs no second finding */
		if (kapi_param__check(p, vals[i], &k->entry) == 0 &&
		    !spec->generated)
			tracee_checks(k, i, p, vals[i]);
	}
}

static bool is_string_param(const struct kapi_param_spec *p)
{
	return p->type == KAPI_TYPE_PATH || p->type == KAPI_TYPE_STRING ||
	       p->constraint_type == KAPI_CONSTRAINT_USER_PATH ||
	       p->constraint_type == KAPI_CONSTRAINT_USER_STRING;
}

/* The text of a call's string arguments, while the tracee is stopped. */
static void fetch_strings(struct task *k, struct kapi_trace_call *c,
			  char text[6][KAPI_TRACE_STRING_MAX + 1])
{
	const struct kernel_api_spec *s = k->spec;

	if (s->api_type != KAPI_API_FUNCTION)
		return;
	for (uint32_t i = 0; i < s->param_count && i < 6; i++) {
		long n;

		if (!is_string_param(&s->params[i]) || !k->args[i])
			continue;
		n = string_copy(k->tid, k->args[i], text[i],
				KAPI_TRACE_STRING_MAX);
		if (n == -1)
			continue;
		c->strings[i] = text[i];
		if (n == -2)
			c->strings_cut |= (uint8_t)(1u << i);
	}
}

static void report_call(struct tracer *t, struct task *k, bool returned,
			int64_t ret)
{
	struct kapi_trace_call c = {
		.tid = k->tid, .tgid = k->tgid, .nr = k->nr, .spec = k->spec,
		.ret = ret, .returned = returned, .entry = &k->entry,
	};
	struct kapi_report exit_rep;

	memcpy(c.args, k->args, sizeof(c.args));
	kapi_report__init(&exit_rep);
	c.exit = &exit_rep;
	/* -ERESTARTSYS and friends: interrupted, made again after the signal */
	c.restart = returned && ret <= -512 && ret >= -516;
	if (returned && !c.restart && k->spec) {
		/*
		 * A successful exec returns 0 in the new image; rt_sigreturn
		 * "returns" the interrupted code's register, not a status.
		 */
		bool skip = (k->exec_seen && ret == 0) || k->nr == SYS_rt_sigreturn;

		if (!skip)
			kapi_return__check(k->spec, ret, &exit_rep);
		/* what an ioctl wrote back is checked against its struct */
		if (ret >= 0 && k->spec->api_type == KAPI_API_IOCTL &&
		    !k->spec->input_size && k->spec->output_size &&
		    k->spec->struct_spec_count) {
			unsigned char buf[4096];
			size_t len = k->spec->output_size < sizeof(buf) ?
				     k->spec->output_size : sizeof(buf);

			if (peek(k->tid, k->args[2], buf, len))
				kapi_ioctl__check_struct(k->spec, buf, len,
							 &exit_rep);
		}
	}
	if (k->spec && t->o->on_call) {
		char text[6][KAPI_TRACE_STRING_MAX + 1];

		/* strings make a finding readable: fetched only for those */
		if (k->entry.count || exit_rep.count)
			fetch_strings(k, &c, text);
		t->o->on_call(t->o->ctx, &c);
	}
	kapi_report__free(&exit_rep);
	kapi_report__free(&k->entry);
	kapi_report__init(&k->entry);
	k->in_call = false;
}

static int resume(struct tracer *t, struct task *k, int sig)
{
	int op = !t->seccomp || (k && k->in_call) ? PTRACE_SYSCALL : PTRACE_CONT;

	return (int)ptrace(op, k ? k->tid : 0, 0, (void *)(long)sig);
}

static void on_syscall_stop(struct tracer *t, struct task *k)
{
	struct syscall_info info;
	long n = ptrace(PTRACE_GET_SYSCALL_INFO, k->tid, sizeof(info), &info);

	if (n <= 0)
		return;
	if (info.op == OP_SECCOMP) {
		check_entry(t, k, (long)info.seccomp.nr, info.seccomp.args);
		if (t->o->entry_only)
			report_call(t, k, false, 0);
		else
			k->in_call = true;
	} else if (info.op == OP_ENTRY) {
		/* full-stop mode: every syscall, pick the checked ones */
		check_entry(t, k, (long)info.entry.nr, info.entry.args);
			k->in_call = k->spec != NULL;
		if (k->in_call && t->o->entry_only)
			report_call(t, k, false, 0);
	} else if (info.op == OP_EXIT && k->in_call) {
		report_call(t, k, true, info.exit.rval);
	}
}

static void on_exit_of(struct tracer *t, pid_t tid, int status)
{
	struct task *k = task_find(t, tid);

	/* exit, exit_group and killed threads never return from a call */
	if (k && k->in_call)
		report_call(t, k, false, 0);
	if (tid == t->leader)
		t->status = status;
	task_del(t, tid);
}

static void stop_loop(struct tracer *t)
{
	int status;
	pid_t tid;

	while (t->ntasks && (tid = waitpid(-1, &status, __WALL)) != 0) {
		struct task *k;
		int event, sig;

		if (tid < 0) {
			if (errno == EINTR)
				continue;
			break;
		}
		if (WIFEXITED(status) || WIFSIGNALED(status)) {
			on_exit_of(t, tid, status);
			continue;
		}
		if (!WIFSTOPPED(status))
			continue;
		t->o->stops++;
		k = task_add(t, tid);
		if (!k)
			break;
		sig = WSTOPSIG(status);
		event = (unsigned int)status >> 16;
		switch (event) {
		case 0:
			if (sig == (SIGTRAP | 0x80)) {
				on_syscall_stop(t, k);
				resume(t, k, 0);
			} else {
				/* a signal on its way to the program */
				resume(t, k, sig);
			}
			break;
		case PTRACE_EVENT_SECCOMP:
			on_syscall_stop(t, k);
			resume(t, k, 0);
			break;
		case PTRACE_EVENT_FORK:
		case PTRACE_EVENT_VFORK:
		case PTRACE_EVENT_CLONE: {
			unsigned long child;

			if (!ptrace(PTRACE_GETEVENTMSG, tid, 0, &child))
				task_add(t, (pid_t)child);
			resume(t, k, 0);
			break;
		}
		case PTRACE_EVENT_EXEC: {
			unsigned long former;

			/* a non-leader thread that execs takes the leader's tid */
			if (!ptrace(PTRACE_GETEVENTMSG, tid, 0, &former) &&
			    (pid_t)former != tid) {
				struct task *old = task_find(t, (pid_t)former);

				if (old && old != k) {
					k->in_call = old->in_call;
					k->nr = old->nr;
					k->spec = old->spec;
					memcpy(k->args, old->args, sizeof(k->args));
					task_del(t, (pid_t)former);
					k = task_find(t, tid);
				}
			}
			if (k) {
				k->exec_seen = true;
				k->tgid = tgid_of(tid);
				resume(t, k, 0);
			}
			break;
		}
		case PTRACE_EVENT_STOP:
			if (sig == SIGSTOP || sig == SIGTSTP || sig == SIGTTIN ||
			    sig == SIGTTOU) {
				/* a group-stop: stay stopped until SIGCONT */
				ptrace(PTRACE_LISTEN, tid, 0, 0);
			} else {
				resume(t, k, 0);
			}
			break;
		default:
			resume(t, k, 0);
			break;
		}
	}
}

static long *checked_numbers(struct tracer *t, size_t *n)
{
	const struct kapi_registry *reg = t->o->reg;
	long *nrs = calloc(kapi_registry__count(reg) + 1, sizeof(*nrs));

	*n = 0;
	if (!nrs)
		return NULL;
	for (size_t i = 0; i < kapi_registry__count(reg); i++) {
		const struct kernel_api_spec *s = kapi_registry__at(reg, i);
		long nr;

		if (s->api_type != KAPI_API_FUNCTION || strncmp(s->name, "sys_", 4))
			continue;
		nr = kapi_syscall__nr(s->name + 4);
		if (nr >= 0 && spec_for(t, nr))
			nrs[(*n)++] = nr;
	}
	/* ioctls are trapped by command, in the filter's ioctl block */
	if (have_ioctl_specs(reg) && selected(t, SYS_ioctl) &&
	    !spec_for(t, SYS_ioctl))
		nrs[(*n)++] = SYS_ioctl;
	return nrs;
}

/* The child: wait to be seized, take the filter, become the program. */
static void child(const char *path, char *const argv[],
		  const struct kapi_filter *f, int errfd)
{
	struct sock_fprog prog = { (unsigned short)f->count, f->insns };
	int err;

	raise(SIGSTOP);
	if (f->count) {
		/* root needs no NO_NEW_PRIVS, and setuid programs keep working */
		if (geteuid() != 0)
			prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0);
		if (syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, 0, &prog)) {
			err = errno;
			if (write(errfd, &err, sizeof(err)) < 0)
				_exit(127);
			_exit(127);
		}
	}
	execv(path, argv);
	err = errno;
	if (write(errfd, &err, sizeof(err)) < 0)
		_exit(127);
	_exit(127);
}

/*
 * The program's path, looked up on PATH before the fork so that the traced
 * child makes one execve, not one per PATH entry.
 */
static int find_program(const char *name, char *out, size_t size)
{
	const char *path = getenv("PATH");

	if (strchr(name, '/')) {
		snprintf(out, size, "%s", name);
		return 0;
	}
	if (!path)
		path = "/usr/local/bin:/usr/bin:/bin";
	while (*path) {
		size_t n = strcspn(path, ":");

		snprintf(out, size, "%.*s%s%s", (int)n, n ? path : ".",
			 "/", name);
		if (!access(out, X_OK))
			return 0;
		path += n + (path[n] == ':');
	}
	return -ENOENT;
}

static int run_child(struct tracer *t, char *const argv[])
{
	char path[PATH_MAX];
	struct kapi_filter f = { 0 };
	size_t n = 0;
	long *nrs = checked_numbers(t, &n);
	int pipefd[2], status, err = 0, child_err = 0;
	pid_t pid;

	if (!nrs)
		return -ENOMEM;
	if (find_program(argv[0], path, sizeof(path))) {
		free(nrs);
		return -ENOENT;
	}
	if (!t->o->no_seccomp) {
		err = kapi__filter_build(&f, t->o->reg, nrs, n,
					 t->o->entry_only && !t->o->no_filter);
		if (err) {
			free(nrs);
			return err;
		}
		t->seccomp = true;
		t->o->mode = t->o->entry_only && !t->o->no_filter && f.checked ?
			     "seccomp filter checks, ptrace on violations" :
			     "seccomp selects, ptrace checks";
	} else {
		t->o->mode = "ptrace, every syscall stops";
	}
	free(nrs);
	if (pipe2(pipefd, O_CLOEXEC)) {
		kapi__filter_free(&f);
		return -errno;
	}
	pid = fork();
	if (pid < 0) {
		err = -errno;
		kapi__filter_free(&f);
		close(pipefd[0]);
		close(pipefd[1]);
		return err;
	}
	if (pid == 0) {
		close(pipefd[0]);
		child(path, argv, &f, pipefd[1]);
	}
	close(pipefd[1]);
	kapi__filter_free(&f);
	t->leader = pid;
	if (waitpid(pid, &status, WUNTRACED) != pid || !WIFSTOPPED(status) ||
	    ptrace(PTRACE_SEIZE, pid, 0, PTRACE_O_TRACESYSGOOD |
		   PTRACE_O_TRACESECCOMP | PTRACE_O_TRACECLONE |
		   PTRACE_O_TRACEFORK | PTRACE_O_TRACEVFORK |
		   PTRACE_O_TRACEEXEC | PTRACE_O_EXITKILL)) {
		err = -errno;
		kill(pid, SIGKILL);
		waitpid(pid, NULL, 0);
		close(pipefd[0]);
		return err ? err : -ECHILD;
	}
	if (!task_add(t, pid)) {
		kill(pid, SIGKILL);
		close(pipefd[0]);
		return -ENOMEM;
	}
	/* the child stopped itself before it was ours: let it go on */
	kill(pid, SIGCONT);
	stop_loop(t);
	/* a failed exec or filter reports its errno through the pipe */
	if (read(pipefd[0], &child_err, sizeof(child_err)) ==
	    (ssize_t)sizeof(child_err))
		err = -child_err;
	close(pipefd[0]);
	return err;
}

/* Seizes every thread of a running process; full stops, no filter. */
static int attach(struct tracer *t, pid_t pid)
{
	char path[64];
	struct dirent *d;
	DIR *dir;
	int seized = 0;

	t->o->mode = "ptrace attach, every syscall stops";
	t->leader = pid;
	snprintf(path, sizeof(path), "/proc/%d/task", pid);
	dir = opendir(path);
	if (!dir)
		return errno == ENOENT ? -ESRCH : -errno;
	while ((d = readdir(dir))) {
		pid_t tid = (pid_t)atoi(d->d_name);

		if (tid <= 0)
			continue;
		if (ptrace(PTRACE_SEIZE, tid, 0, PTRACE_O_TRACESYSGOOD |
			   PTRACE_O_TRACECLONE | PTRACE_O_TRACEFORK |
			   PTRACE_O_TRACEVFORK | PTRACE_O_TRACEEXEC))
			continue;
		if (!task_add(t, tid))
			break;
		/* stop it once so PTRACE_SYSCALL can start the stops */
		ptrace(PTRACE_INTERRUPT, tid, 0, 0);
		seized++;
	}
	closedir(dir);
	if (!seized)
		return errno ? -errno : -ESRCH;
	stop_loop(t);
	return 0;
}

int kapi_trace__run(struct kapi_trace_opts *o, char *const argv[], int *status)
{
	struct tracer t = { .o = o };
	int err;

	if (!o || o->sz < sizeof(*o) || !o->reg || (!o->attach && !argv))
		return -EINVAL;
	o->stops = 0;
	err = o->attach ? attach(&t, o->attach) : run_child(&t, argv);
	while (t.ntasks)
		task_del(&t, t.tasks[0].tid);
	free(t.tasks);
	if (status)
		*status = t.status;
	return err;
}

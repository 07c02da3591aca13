// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * kapi_trace__run(): the ptrace engine.  The program is forked, seized
 * (PTRACE_SEIZE, so group-stops and signals keep their meaning), given a
 * seccomp filter that traps only the syscalls with specs, and executed.
 * Each trap is a PTRACE_EVENT_SECCOMP stop: the arguments are checked
 * there, and unless --entry-only the call is resumed with PTRACE_SYSCALL
 * so its exit stop shows the result.  Threads and children are followed.
 *
 * The filter is for life: SECCOMP_RET_TRACE with no tracer attached fails
 * the call with ENOSYS (checked on 6.18), so a filtered program is never
 * detached while it runs.  PTRACE_O_EXITKILL makes a tracer that dies take
 * it along rather than leave it failing its calls.  An interrupted run
 * (kapi_trace__interrupt) passes the signal on and lets the program's
 * calls through unchecked until it exits.
 *
 * Attaching to a running process cannot add a filter, so -p stops at every
 * syscall and picks the checked ones in user space; such a process is
 * detached when the run is interrupted.
 *
 * Threads and processes live in a hash table of separately allocated
 * entries (a pointer stays good however many are added), and each round
 * of the event loop collects every stop that is ready before serving any,
 * so a busy tracee cannot starve the others.
 */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <linux/audit.h>
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
#include <sys/user.h>
#include <sys/wait.h>
#include <dirent.h>
#include <stddef.h>
#include <time.h>
#include <unistd.h>

#include "base/base.h"
#include "check/expr_eval.h"
#include "live/native_arch.h"
#include "live/trace/filter.h"
#include "live/trace/tracee.h"

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
	bool enforced;		/* refused: skipped, returns -refused */
	int refused;		/* the errno it was refused with */
	bool compat;		/* made by 32-bit (i386) code */
	bool strict;		/* asked for SECCOMP_MODE_STRICT: held to it here */
	uint64_t ip;		/* where the call was made */
	struct timespec entered;
	char *fd_text;		/* 6 descriptor paths (opts.fd_paths) */
	bool listening;		/* in a group-stop, under PTRACE_LISTEN */
	long nr;
	uint64_t args[6];
	const struct kernel_api_spec *spec;
	struct kapi_report entry;
	struct task *next;	/* hash chain */
};

struct event {
	pid_t tid;
	int status;
};

/* stop_loop() collects every ready stop once in so many rounds */
#define SWEEP_EVERY 8

struct tracer {
	const struct kapi_trace_opts *o;	/* the caller's, copied */
	struct kapi_trace_result *res;
	struct kapi_trace_result *out;	/* the caller's, or NULL */
	char *text;		/* 6 string buffers of string_max + 1 */
	size_t string_max;
	struct task **buckets;	/* by tid; entries never move */
	size_t nbuckets, ntasks;
	struct event *ev;	/* one round of ready stops */
	size_t evcap;
	pid_t *gone;		/* detached before we knew them (detach_all) */
	size_t ngone, gonecap;
	bool seccomp;		/* a filter selects the stops */
	bool stopping;		/* interrupted: no more checks */
	unsigned rounds;	/* of the event loop, for its sweeps */
	pid_t leader;		/* the process we started or attached */
	bool leader_done;
	int status;
	struct timespec sig_seen[65];	/* last delivery of each signal to
					 * the leader's process */
};

/*
 * The stop request, process-wide: a signal handler has no other way to
 * reach the run, and the caller's options are read-only to it.
 */
static volatile sig_atomic_t stop_request;

void kapi_trace__interrupt(int sig)
{
	if (!stop_request)
		stop_request = sig > 0 ? sig : -1;
}

/* Hands the figures so far to the caller (before on_stop, at the end). */
static void publish(struct tracer *t)
{
	if (t->out)
		*t->out = *t->res;
}

static struct task *task_find(struct tracer *t, pid_t tid)
{
	struct task *k;

	if (!t->nbuckets)
		return NULL;
	for (k = t->buckets[(size_t)tid % t->nbuckets]; k; k = k->next)
		if (k->tid == tid)
			return k;
	return NULL;
}

static pid_t tgid_of(pid_t tid)
{
	uint64_t tgid;

	return kapi__proc_status(tid, "Tgid", &tgid) ? tid : (pid_t)tgid;
}

/* Doubles the buckets once there are more tasks than buckets. */
static int table_grow(struct tracer *t)
{
	size_t n = t->nbuckets ? t->nbuckets * 2 : 64;
	struct task **b = calloc(n, sizeof(*b));

	if (!b)
		return -ENOMEM;
	for (size_t i = 0; i < t->nbuckets; i++) {
		struct task *k = t->buckets[i], *next;

		for (; k; k = next) {
			next = k->next;
			k->next = b[(size_t)k->tid % n];
			b[(size_t)k->tid % n] = k;
		}
	}
	free(t->buckets);
	t->buckets = b;
	t->nbuckets = n;
	return 0;
}

static struct task *task_add(struct tracer *t, pid_t tid)
{
	struct task *k = task_find(t, tid);
	size_t b;

	if (k)
		return k;
	if (t->ntasks >= t->nbuckets && table_grow(t))
		return NULL;
	k = calloc(1, sizeof(*k));
	if (!k)
		return NULL;
	k->tid = tid;
	k->tgid = tgid_of(tid);
	kapi_report__init(&k->entry);
	b = (size_t)tid % t->nbuckets;
	k->next = t->buckets[b];
	t->buckets[b] = k;
	t->ntasks++;
	if (t->ntasks > t->res->max_tasks)
		t->res->max_tasks = t->ntasks;
	return k;
}

static void task_del(struct tracer *t, pid_t tid)
{
	struct task **pp, *k;

	if (!t->nbuckets)
		return;
	for (pp = &t->buckets[(size_t)tid % t->nbuckets]; (k = *pp);
	     pp = &k->next) {
		if (k->tid != tid)
			continue;
		*pp = k->next;
		kapi_report__free(&k->entry);
		free(k->fd_text);
		free(k);
		t->ntasks--;
		return;
	}
}

/* Any task, for walking the table while deleting from it. */
static struct task *task_any(struct tracer *t)
{
	for (size_t i = 0; i < t->nbuckets; i++)
		if (t->buckets[i])
			return t->buckets[i];
	return NULL;
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
	/*
	 * An output buffer (read's buf) holds nothing yet: whether the
	 * kernel can write it shows in the result (EFAULT), and reading it
	 * would judge memory that may be write-only or not yet touched.
	 */
	if ((p->flags & KAPI_PARAM_OUT) &&
	    !(p->flags & (KAPI_PARAM_IN | KAPI_PARAM_INOUT)))
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

/*
 * ioctl(2)'s own checks come before any command's: a descriptor that is
 * not open is EBADF whatever the command.  The generic spec judges the
 * descriptor; true when it found something, and the command's struct is
 * then not read (the kernel never gets that far).
 */
static bool check_ioctl_fd(struct task *k, const struct kernel_api_spec *generic,
			   uint64_t fd)
{
	const struct kapi_param_spec *p;
	size_t before = k->entry.count;
	int64_t v;

	if (!generic || !generic->param_count)
		return false;
	p = &generic->params[0];
	v = kapi_param__normalize(p, fd);
	if (kapi_param__check(p, v, &k->entry) == 0)
		tracee_checks(k, 0, p, v);
	return k->entry.count > before;
}

static void fetch_fd_paths(struct task *k);

static void check_entry(struct tracer *t, struct task *k, long nr,
			const uint64_t *args)
{
	const struct kernel_api_spec *spec = spec_for(t, nr);
	const struct kernel_api_spec *generic = spec;
	bool ioctl = false;

	/*
	 * An ioctl is checked by the spec of its command; the generic
	 * syscall spec only judges commands that have none.
	 */
	if (nr == SYS_ioctl && selected(t, nr)) {
		const struct kernel_api_spec *cmd;
		char path[64];
		struct stat st;

		/* the same number may mean another driver's command */
		snprintf(path, sizeof(path), "/proc/%d/fd/%d", k->tid,
			 (int)args[0]);
		cmd = kapi__ioctl_spec_at(t->o->reg, (uint32_t)args[1],
					  stat(path, &st) ? NULL : &st, path);
		if (cmd) {
			spec = cmd;
			ioctl = true;
		}
	}

	kapi_report__free(&k->entry);
	kapi_report__init(&k->entry);
	k->spec = spec;
	k->nr = nr;
	k->exec_seen = false;
	memcpy(k->args, args, sizeof(k->args));
	if (!spec)
		return;
	clock_gettime(CLOCK_REALTIME, &k->entered);
	if (t->o->fd_paths)
		fetch_fd_paths(k);
	if (ioctl) {
		if (!check_ioctl_fd(k, generic, args[0]))
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
	/* the arguments together: the spec's constraint expressions */
	if (spec->constraint_count)
		kapi__check_exprs(spec, vals, (1ULL << n) - 1, &k->entry);
}

static bool is_string_param(const struct kapi_param_spec *p)
{
	return p->type == KAPI_TYPE_PATH || p->type == KAPI_TYPE_STRING ||
	       p->constraint_type == KAPI_CONSTRAINT_USER_PATH ||
	       p->constraint_type == KAPI_CONSTRAINT_USER_STRING;
}

/* The text of a call's string arguments, while the tracee is stopped. */
static void fetch_strings(struct tracer *t, struct task *k,
			  struct kapi_trace_call *c)
{
	const struct kernel_api_spec *s = k->spec;

	if (s->api_type != KAPI_API_FUNCTION)
		return;
	for (uint32_t i = 0; i < s->param_count && i < 6; i++) {
		long n;

		if (!is_string_param(&s->params[i]) || !k->args[i])
			continue;
		char *text = t->text + i * (t->string_max + 1);

		n = string_copy(k->tid, k->args[i], text, t->string_max);
		if (n == -1)
			continue;
		c->strings[i] = text;
		if (n == -2)
			c->strings_cut |= (uint8_t)(1u << i);
	}
}

#define FD_TEXT 256

/* What each descriptor argument names, read while the call has not run. */
static void fetch_fd_paths(struct task *k)
{
	const struct kernel_api_spec *s = k->spec;

	if (!k->fd_text && !(k->fd_text = malloc(6 * FD_TEXT)))
		return;
	for (uint32_t i = 0; i < 6; i++)
		k->fd_text[i * FD_TEXT] = '\0';
	if (s->api_type != KAPI_API_FUNCTION)
		return;
	for (uint32_t i = 0; i < s->param_count && i < 6; i++) {
		char path[64];
		ssize_t n;

		if (s->params[i].type != KAPI_TYPE_FD || (int)k->args[i] < 0)
			continue;
		snprintf(path, sizeof(path), "/proc/%d/fd/%d", k->tid,
			 (int)k->args[i]);
		n = readlink(path, k->fd_text + i * FD_TEXT, FD_TEXT - 1);
		k->fd_text[i * FD_TEXT + (n > 0 ? n : 0)] = '\0';
	}
}

#ifdef __x86_64__
#define REG_OFF(r) offsetof(struct user_regs_struct, r)

/*
 * Refuses the call the thread is stopped in: the syscall number -1 makes
 * the kernel skip it, and the return register gets -EINVAL (at a seccomp
 * stop the skipped call returns what is there; at an entry stop it is
 * set again at the exit stop).
 */
static bool refuse_call(pid_t tid, int err)
{
	return !ptrace(PTRACE_POKEUSER, tid, (void *)REG_OFF(orig_rax),
		       (void *)-1L) &&
	       !ptrace(PTRACE_POKEUSER, tid, (void *)REG_OFF(rax),
		       (void *)(long)-err);
}

static void set_return(pid_t tid, long v)
{
	ptrace(PTRACE_POKEUSER, tid, (void *)REG_OFF(rax), (void *)v);
}
#elif defined(__aarch64__)
#include <elf.h>

/* x0, the return register, through the general registers' regset */
static bool set_x0(pid_t tid, long v)
{
	struct user_regs_struct regs;
	struct iovec io = { &regs, sizeof(regs) };

	if (ptrace(PTRACE_GETREGSET, tid, (void *)NT_PRSTATUS, &io))
		return false;
	regs.regs[0] = (unsigned long long)v;
	return !ptrace(PTRACE_SETREGSET, tid, (void *)NT_PRSTATUS, &io);
}

/*
 * The same on arm64: the number lives in a regset of its own
 * (NT_ARM_SYSTEM_CALL); -1 skips the call, which then returns x0.
 */
static bool refuse_call(pid_t tid, int err)
{
	int nr = -1;
	struct iovec io = { &nr, sizeof(nr) };

	return !ptrace(PTRACE_SETREGSET, tid, (void *)NT_ARM_SYSTEM_CALL, &io) &&
	       set_x0(tid, -err);
}

static void set_return(pid_t tid, long v)
{
	set_x0(tid, v);
}
#endif

static bool spec_lists(const struct kernel_api_spec *s, int err)
{
	for (uint32_t i = 0; i < s->error_count; i++)
		if (s->errors[i].error_code == -err ||
		    s->errors[i].error_code == err)
			return true;
	return false;
}

/*
 * The errno a refused call gets: the one the kernel uses for that kind
 * of fault when the spec lists it (a closed or negative descriptor EBADF, unreadable
 * memory EFAULT, a path too long ENAMETOOLONG), EINVAL otherwise.
 */
static int refusal_errno(const struct task *k)
{
	const struct kapi_finding *f = &k->entry.items[0];
	int err = EINVAL;

	bool fd = false;

	/* the finding names its parameter (its index may be the check's) */
	for (uint32_t i = 0; i < k->spec->param_count && f->subject; i++)
		if (k->spec->params[i].name &&
		    !strcmp(k->spec->params[i].name, f->subject))
			fd = k->spec->params[i].type == KAPI_TYPE_FD;

	if (f->kind == KAPI_FINDING_FD_CLOSED ||
	    (fd && f->kind == KAPI_FINDING_RANGE))
		err = EBADF;
	else if (f->kind == KAPI_FINDING_FAULT)
		err = EFAULT;
	else if (f->kind == KAPI_FINDING_STRING_LENGTH)
		err = ENAMETOOLONG;
	return err != EINVAL && spec_lists(k->spec, err) ? err : EINVAL;
}

/* --enforce: a call whose arguments break the spec does not run. */
static void maybe_refuse(struct tracer *t, struct task *k)
{
	k->enforced = false;
	if (!t->o->enforce || !k->spec || !k->entry.count)
		return;
	k->refused = refusal_errno(k);
	k->enforced = refuse_call(k->tid, k->refused);
	if (k->enforced)
		t->res->enforced++;
}

static void report_call(struct tracer *t, struct task *k, bool returned,
			int64_t ret)
{
	struct kapi_trace_call c = {
		.tid = k->tid, .tgid = k->tgid, .nr = k->nr, .spec = k->spec,
		.ret = ret, .returned = returned, .entry = &k->entry,
		.enforced = k->enforced, .entered = k->entered,
		.arch = k->compat ? AUDIT_ARCH_I386 : KAPI_AUDIT_ARCH_NATIVE,
		.ip = k->ip,
	};
	struct kapi_report exit_rep;

	memcpy(c.args, k->args, sizeof(c.args));
	if (returned)
		clock_gettime(CLOCK_REALTIME, &c.exited);
	if (k->enforced) {
		/* it never ran: what it returns is ours, not the kernel's */
		c.returned = true;
		c.ret = -k->refused;
		if (returned)
			set_return(k->tid, -k->refused);
	}
	kapi_report__init(&exit_rep);
	c.exit = &exit_rep;
	/* -ERESTARTSYS and friends: interrupted, made again after the signal */
	c.restart = returned && ret <= -512 && ret >= -516;
	if (returned && !c.restart && k->spec && !k->enforced) {
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
		/* strings make a finding readable: fetched only for those */
		if (k->entry.count || exit_rep.count)
			fetch_strings(t, k, &c);
		if (t->o->fd_paths && k->fd_text)
			for (int i = 0; i < 6; i++)
				if (k->fd_text[i * FD_TEXT])
					c.fd_paths[i] = k->fd_text + i * FD_TEXT;
		t->o->on_call(t->o->ctx, &c);
	}
	kapi_report__free(&exit_rep);
	kapi_report__free(&k->entry);
	kapi_report__init(&k->entry);
	k->in_call = false;
	k->enforced = false;
}

/*
 * Whether nothing is asked of this thread's calls (program_only, and it
 * belongs to another process than the program's): they are let through,
 * unchecked, with no exit stop.
 */
static bool unreported(const struct tracer *t, const struct task *k)
{
	return t->o->program_only && !t->o->attach && !t->o->enforce &&
	       k->tgid != t->leader;
}

static int resume(struct tracer *t, struct task *k, int sig)
{
	int op;

	/* a strict-mode process is held to it at every syscall entry */
	if (k->strict)
		op = PTRACE_SYSCALL;
	/* once interrupted, nothing more is checked: no syscall stops;
	 * nor for a process whose calls are not reported */
	else if (t->stopping || unreported(t, k))
		op = PTRACE_CONT;
	else
		op = !t->seccomp || k->in_call ? PTRACE_SYSCALL : PTRACE_CONT;
	return (int)ptrace(op, k->tid, 0, (void *)(long)sig);
}

/*
 * A call from 32-bit code (info.arch is AUDIT_ARCH_I386): its number is
 * an i386 one, and its registers hold 32-bit values.  It is checked as
 * the x86_64 syscall it stands for (filter_i386.c), each argument widened
 * as its type says (signed ones sign-extended); false when there is none
 * to check it by.
 */
static bool from_compat(struct tracer *t, uint64_t *nr, uint64_t *args)
{
	long nr64;
	enum kapi__i386_how how = kapi__i386_call((long)*nr, &nr64);
	const struct kernel_api_spec *s;

	if (how == KAPI__I386_FREE || how == KAPI__I386_OPAQUE ||
	    (how == KAPI__I386_FCNTL64 && (uint32_t)args[1] - 12 < 3))
		return false;
	s = spec_for(t, nr64);
	for (int i = 0; i < 6; i++) {
		bool sign = s && (uint32_t)i < s->param_count &&
			    (s->params[i].type == KAPI_TYPE_INT ||
			     s->params[i].type == KAPI_TYPE_FD);

		args[i] = sign ? (uint64_t)(int64_t)(int32_t)args[i] :
				 (uint32_t)args[i];
	}
	if (how == KAPI__I386_PAGES)
		args[5] <<= 12;
	*nr = (uint64_t)nr64;
	return true;
}

/*
 * --enforce: a call no spec can judge although it stands for a checked
 * syscall (an opaque i386 call such as socketcall or old mmap, an x32
 * call when every call stops) fails with ENOSYS instead of running.
 */
static long *checked_numbers(struct tracer *t, size_t *n);

static void refuse_unchecked(struct tracer *t, struct task *k, bool compat,
			     uint64_t nr)
{
	long *nrs;
	size_t n = 0;
	bool stands;

	if (!t->o->enforce)
		return;
	if (!compat) {
		stands = nr & 0x40000000u;
	} else {
		nrs = checked_numbers(t, &n);
		stands = nrs && kapi__i386_stands_for((long)nr, nrs, n);
		free(nrs);
	}
	if (stands && refuse_call(k->tid, ENOSYS))
		t->res->enforced++;
}

/* A syscall stop, its registers as PTRACE_GET_SYSCALL_INFO gave them. */
static void on_syscall_info(struct tracer *t, struct task *k,
			    struct syscall_info *info)
{
	bool compat;

	compat = info->arch == AUDIT_ARCH_I386;
	/* another arch's call (arm64's 32-bit compat): not judged */
	if (!compat && info->arch != KAPI_AUDIT_ARCH_NATIVE)
		return;
	k->ip = info->ip;
	if (unreported(t, k)) {
		k->in_call = false;
		return;
	}
	if (info->op == OP_SECCOMP) {
		if ((compat && !from_compat(t, &info->seccomp.nr, info->seccomp.args)) ||
		    (info->seccomp.nr & 0x40000000u)) {
			refuse_unchecked(t, k, compat, info->seccomp.nr);
			return;
		}
		check_entry(t, k, (long)info->seccomp.nr, info->seccomp.args);
		k->compat = compat;
		maybe_refuse(t, k);
		if (t->o->entry_only)
			report_call(t, k, false, 0);
		else
			k->in_call = true;
	} else if (info->op == OP_ENTRY) {
		/* a strict-mode process under a filter stops here only to be
		 * held to strict mode; its checks come at the seccomp stop */
		if (k->strict && t->seccomp)
			return;
		/* full-stop mode: every syscall, pick the checked ones */
		k->in_call = false;
		if ((compat && !from_compat(t, &info->entry.nr, info->entry.args)) ||
		    (info->entry.nr & 0x40000000u)) {
			refuse_unchecked(t, k, compat, info->entry.nr);
			return;
		}
		check_entry(t, k, (long)info->entry.nr, info->entry.args);
		k->compat = compat;
		maybe_refuse(t, k);
		k->in_call = k->spec != NULL;
		/* a refused call's return is set at its exit stop */
		if (k->in_call && t->o->entry_only && !k->enforced)
			report_call(t, k, false, 0);
	} else if (info->op == OP_EXIT && k->in_call) {
		/* a 32-bit result is in the low half of the register */
		report_call(t, k, true, k->compat ?
			    (int64_t)(int32_t)info->exit.rval : info->exit.rval);
	}
}

static void on_syscall_stop(struct tracer *t, struct task *k)
{
	struct syscall_info info;

	if (ptrace(PTRACE_GET_SYSCALL_INFO, k->tid, sizeof(info), &info) > 0)
		on_syscall_info(t, k, &info);
}

static void on_exit_of(struct tracer *t, pid_t tid, int status)
{
	struct task *k = task_find(t, tid);

	/* exit, exit_group and killed threads never return from a call */
	if (k && k->in_call && !t->stopping)
		report_call(t, k, false, 0);
	if (tid == t->leader) {
		t->status = status;
		t->leader_done = true;
	}
	task_del(t, tid);
}

/* Whether sig is pending for the leader's process (shared or its own). */
static bool signal_pending_in(pid_t pid, int sig)
{
	static const char *const fields[] = { "SigPnd", "ShdPnd" };
	uint64_t v[2];

	if (kapi__proc_status_fields(pid, fields, v, 2))
		return false;
	return (v[0] | v[1]) >> (sig - 1) & 1;
}

static void note_signal(struct tracer *t, struct task *k, int sig)
{
	if (sig > 0 && sig < 65 && k->tgid == t->leader)
		clock_gettime(CLOCK_MONOTONIC, &t->sig_seen[sig]);
}

/* Whether sig reached the leader's process in the last 200 ms. */
static bool signal_seen(struct tracer *t, int sig)
{
	struct timespec now;
	long long ms;

	if (sig <= 0 || sig >= 65 || !t->sig_seen[sig].tv_sec)
		return false;
	clock_gettime(CLOCK_MONOTONIC, &now);
	ms = (now.tv_sec - t->sig_seen[sig].tv_sec) * 1000LL +
	     (now.tv_nsec - t->sig_seen[sig].tv_nsec) / 1000000;
	return ms < 200;
}

/*
 * SECCOMP_MODE_STRICT cannot be set on top of kapi's filter (the kernel
 * answers EINVAL), so a request for it is taken here: the call returns 0
 * without running and the thread is held to strict mode by the tracer,
 * which stops it at every syscall entry (strict_breach()).  The kernel
 * would end only the thread that broke the mode, with SIGKILL; a tracer
 * can only send SIGKILL to the whole process, which for the usual
 * single-threaded strict process is the same.
 */
static bool asks_strict(const struct syscall_info *in)
{
	bool i386 = in->arch == AUDIT_ARCH_I386;
	uint64_t nr = in->seccomp.nr;
	const uint64_t *a = in->seccomp.args;

	if (nr == (i386 ? 172u : (uint64_t)SYS_prctl))
		return (uint32_t)a[0] == PR_SET_SECCOMP &&
		       (uint32_t)a[1] == SECCOMP_MODE_STRICT;
	return nr == (i386 ? 354u : (uint64_t)SYS_seccomp) &&
	       (uint32_t)a[0] == SECCOMP_SET_MODE_STRICT;
}

static void enter_strict(struct tracer *t, struct task *k,
			 const struct syscall_info *in)
{
	bool bad = in->seccomp.nr != (in->arch == AUDIT_ARCH_I386 ? 172u :
				      (uint64_t)SYS_prctl) &&
		   (in->seccomp.args[1] || in->seccomp.args[2]);

	/* seccomp(STRICT) takes no flags and no argument */
	refuse_call(k->tid, bad ? EINVAL : 0);
	if (bad)
		return;
	k->strict = true;
	if (t->o->on_note)
		t->o->on_note(t->o->ctx, k->tid, "entered SECCOMP_MODE_STRICT, "
			      "which kapi's filter rules out: the tracer holds it "
			      "to read, write, exit and rt_sigreturn");
}

/* At a syscall entry of a strict-mode thread: ends it on any other call. */
static bool strict_breach(struct task *k)
{
	struct syscall_info in;
	bool i386;
	uint64_t nr;

	if (ptrace(PTRACE_GET_SYSCALL_INFO, k->tid, sizeof(in), &in) <= 0 ||
	    in.op != OP_ENTRY)
		return false;
	i386 = in.arch == AUDIT_ARCH_I386;
	nr = in.entry.nr;
	if (i386 ? nr == 3 || nr == 4 || nr == 1 || nr == 119 :
	    nr == SYS_read || nr == SYS_write || nr == SYS_exit ||
	    nr == SYS_rt_sigreturn)
		return false;
	refuse_call(k->tid, ENOSYS);
	kill(k->tid, SIGKILL);
	ptrace(PTRACE_CONT, k->tid, 0, 0);
	return true;
}

/*
 * A seccomp stop that kapi's filter did not ask for (its data is not
 * KAPI_FILTER_TRACE_DATA) comes from the program's own filter: answered
 * as the kernel answers SECCOMP_RET_TRACE with no tracer, ENOSYS without
 * running the call.  A request for strict mode is taken here too.  True
 * when the stop was answered.
 */
static bool foreign_stop(struct tracer *t, struct task *k,
			 const struct syscall_info *in)
{
	if (in->seccomp.ret_data != KAPI_FILTER_TRACE_DATA) {
		refuse_call(k->tid, ENOSYS);
		return true;
	}
	if (!asks_strict(in))
		return false;
	enter_strict(t, k, in);
	return true;
}

/*
 * A seccomp stop: one PTRACE_GET_SYSCALL_INFO tells whose filter asked
 * for it (its ret_data) and what the call is.  Without it (before 5.3)
 * the stop is not ours to judge: it is let through.
 */
static void on_seccomp_stop(struct tracer *t, struct task *k)
{
	struct syscall_info in;

	if (ptrace(PTRACE_GET_SYSCALL_INFO, k->tid, sizeof(in), &in) <= 0 ||
	    in.op != OP_SECCOMP)
		return;
	if (!foreign_stop(t, k, &in) && !t->stopping)
		on_syscall_info(t, k, &in);
}

/* One stop, exit or event of a traced thread. */
static void on_event(struct tracer *t, pid_t tid, int status)
{
	struct task *k;
	int event, sig;

	if (WIFEXITED(status) || WIFSIGNALED(status)) {
		on_exit_of(t, tid, status);
		return;
	}
	if (!WIFSTOPPED(status))
		return;
	t->res->stops++;
	k = task_add(t, tid);
	if (!k) {
		/* out of memory: let it go rather than leave it stopped */
		ptrace(PTRACE_CONT, tid, 0, 0);
		return;
	}
	sig = WSTOPSIG(status);
	event = (unsigned int)status >> 16;
	switch (event) {
	case 0:
		if (sig == (SIGTRAP | 0x80)) {
			if (k->strict && strict_breach(k))
				break;
			if (!t->stopping)
				on_syscall_stop(t, k);
			resume(t, k, 0);
		} else {
			/* a signal on its way to the program */
			note_signal(t, k, sig);
			resume(t, k, sig);
		}
		break;
	case PTRACE_EVENT_SECCOMP:
		on_seccomp_stop(t, k);
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

			if (old) {
				k->in_call = old->in_call;
				k->nr = old->nr;
				k->spec = old->spec;
				memcpy(k->args, old->args, sizeof(k->args));
				task_del(t, (pid_t)former);
			}
		}
		k->exec_seen = true;
		k->tgid = tgid_of(tid);
		resume(t, k, 0);
		break;
	}
	case PTRACE_EVENT_STOP:
		if (sig == SIGSTOP || sig == SIGTSTP || sig == SIGTTIN ||
		    sig == SIGTTOU) {
			/* a group-stop: stay stopped until SIGCONT */
			k->listening = true;
			ptrace(PTRACE_LISTEN, tid, 0, 0);
		} else {
			k->listening = false;
			resume(t, k, 0);
		}
		break;
	default:
		resume(t, k, 0);
		break;
	}
}

static bool push_event(struct tracer *t, size_t n, pid_t tid, int status)
{
	if (n == t->evcap &&
	    kapi__grow(&t->ev, &t->evcap, n, sizeof(*t->ev), 64))
		return false;
	t->ev[n].tid = tid;
	t->ev[n].status = status;
	return true;
}

static bool was_detached(struct tracer *t, pid_t tid)
{
	for (size_t i = 0; i < t->ngone; i++)
		if (t->gone[i] == tid)
			return true;
	return false;
}

/*
 * Lets go of every traced thread (attach mode): each is interrupted, and
 * detached at the stop that follows, with the signal it was about to
 * receive.  Children forked meanwhile are detached at their first stop.
 */
static void detach_all(struct tracer *t)
{
	for (size_t i = 0; i < t->nbuckets; i++)
		for (struct task *k = t->buckets[i]; k; k = k->next)
			ptrace(PTRACE_INTERRUPT, k->tid, 0, 0);
	while (t->ntasks) {
		struct task *k;
		int status, sig, event, inject = 0;
		pid_t tid = waitpid(-1, &status, __WALL);

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
		sig = WSTOPSIG(status);
		event = (unsigned int)status >> 16;
		if (event == 0 && sig != (SIGTRAP | 0x80))
			inject = sig;
		if (event == PTRACE_EVENT_FORK || event == PTRACE_EVENT_VFORK ||
		    event == PTRACE_EVENT_CLONE) {
			unsigned long child;

			if (!ptrace(PTRACE_GETEVENTMSG, tid, 0, &child) &&
			    !was_detached(t, (pid_t)child))
				task_add(t, (pid_t)child);
		}
		k = task_find(t, tid);
		if (!ptrace(PTRACE_DETACH, tid, 0, (void *)(long)inject))
			t->res->detached++;
		if (k) {
			task_del(t, tid);
		} else if (!kapi__grow(&t->gone, &t->gonecap, t->ngone,
				       sizeof(*t->gone), 16)) {
			/* a new child seen before its parent's event */
			t->gone[t->ngone++] = tid;
		}
	}
}

/*
 * The run was interrupted.  A process we attached to is detached.  Our
 * own program keeps its filter, so it stays traced, unchecked, until it
 * exits; the signal that stopped us is passed on to it, as it would have
 * reached it untraced, unless it is on its way already (a signal to the
 * whole process group, ^C in a terminal, timeout(1)).
 */
static void begin_stop(struct tracer *t)
{
	int sig = stop_request, status;
	size_t n = 0;
	pid_t tid;

	t->stopping = true;
	t->res->stop_sig = sig;
	publish(t);
	if (t->o->on_stop)
		t->o->on_stop(t->o->ctx);
	if (t->o->attach) {
		detach_all(t);
		return;
	}
	for (size_t i = 0; i < t->nbuckets; i++)
		for (struct task *k = t->buckets[i]; k; k = k->next)
			k->in_call = false;
	if (sig <= 0 || t->leader_done)
		return;
	/*
	 * A signal to the group reaches kapi and the program one after the
	 * other: watch the program for a moment (100 ms) before deciding it
	 * is not coming.  Its delivery shows as pending, or as a
	 * signal-delivery stop among the events served meanwhile.
	 */
	for (int round = 0; round < 100; round++) {
		struct timespec ms = { 0, 1000 * 1000 };

		n = 0;
		while ((tid = waitpid(-1, &status, __WALL | WNOHANG)) > 0) {
			if (push_event(t, n, tid, status))
				n++;
			else
				on_event(t, tid, status);
		}
		for (size_t i = 0; i < n; i++)
			on_event(t, t->ev[i].tid, t->ev[i].status);
		if (t->leader_done || signal_seen(t, sig) ||
		    signal_pending_in(t->leader, sig))
			return;
		nanosleep(&ms, NULL);
	}
	kill(t->leader, sig);
}

static void stop_loop(struct tracer *t)
{
	while (t->ntasks) {
		size_t n = 0;
		pid_t tid;
		int status;

		if (stop_request && !t->stopping) {
			begin_stop(t);
			continue;
		}
		/* the program is done: what it left running goes its way */
		if (t->o->leave_daemons && t->leader_done && !t->stopping) {
			detach_all(t);
			break;
		}
		/*
		 * Every stop that is ready, before any is served: waitpid()
		 * alone would hand out the same busy tracees first each time.
		 * Every SWEEP_EVERY rounds, not each: a sweep costs a wait4
		 * that mostly finds nothing (the one tracee just resumed has
		 * not stopped again), and a busy tracee then holds the others
		 * back by that many stops at most.
		 */
		if (t->ntasks > 1 && ++t->rounds % SWEEP_EVERY == 0) {
			while ((tid = waitpid(-1, &status, __WALL | WNOHANG)) > 0) {
				if (!push_event(t, n, tid, status)) {
					on_event(t, tid, status);
					continue;
				}
				n++;
			}
		}
		if (!n) {
			if (t->o->on_wait) {
				publish(t);
				t->o->on_wait(t->o->ctx);
			}
			if (stop_request && !t->stopping)
				continue;
			tid = waitpid(-1, &status, __WALL);
			if (tid < 0) {
				if (errno == EINTR)
					continue;
				break;
			}
			on_event(t, tid, status);
			continue;
		}
		for (size_t i = 0; i < n; i++)
			on_event(t, t->ev[i].tid, t->ev[i].status);
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

/* kapi's own SECCOMP_RET_TRACE carries its data, to tell it apart. */
static void tag_traces(struct kapi_filter *f)
{
	for (size_t i = 0; i < f->count; i++)
		if (f->insns[i].code == (BPF_RET | BPF_K) &&
		    f->insns[i].k == SECCOMP_RET_TRACE)
			f->insns[i].k |= KAPI_FILTER_TRACE_DATA;
	if (f->spill)
		tag_traces(f->spill);
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

static int start_and_trace(struct tracer *t, const char *path,
			   char *const argv[], const struct kapi_filter *f);

static int run_child(struct tracer *t, char *const argv[])
{
	char path[PATH_MAX];
	struct kapi_filter f = { 0 };
	int err = 0;

	if (find_program(argv[0], path, sizeof(path)))
		return -ENOENT;
	if (!t->o->no_seccomp && !t->o->leave_daemons) {
		size_t n = 0, n32 = 0;
		long *nrs = NULL, *nrs32 = NULL;
		bool refuse_in_filter = t->o->enforce && t->o->enforce_in_filter;
		/*
		 * stop_every_call: valid calls trap too, so the filter's
		 * checks only matter for what it refuses itself.
		 */
		bool every = t->o->entry_only && t->o->stop_every_call;
		bool in_filter = t->o->entry_only && !t->o->no_filter &&
				 (!every || refuse_in_filter);

		/* the usual case: the corpus's filter, built at compile time
		 * (nor are the checked syscalls then listed) */
		if (in_filter && !every && !t->o->enforce && !t->o->generated &&
		    !t->o->only && kapi__filter_prebuilt(&f, t->o->reg))
			err = 0;
		else if (!(nrs = checked_numbers(t, &n)) ||
			 !(nrs32 = kapi__i386_numbers(nrs, n, t->o->enforce, &n32)))
			err = -ENOMEM;
		else
			err = kapi__filter_build(&f, t->o->reg, nrs, n, nrs32, n32,
						 in_filter, t->o->generated,
						 t->o->enforce_in_filter ?
						 SECCOMP_RET_ERRNO | EINVAL :
						 SECCOMP_RET_TRACE,
						 every ? SECCOMP_RET_TRACE :
						 SECCOMP_RET_ALLOW,
						 t->o->enforce);
		free(nrs32);
		free(nrs);
		if (err)
			return err;
		tag_traces(&f);
		t->seccomp = true;
		t->res->mode = in_filter && f.checked ?
			     (refuse_in_filter ? every ?
			      "seccomp filter refuses violations, ptrace checks the rest" :
			      "seccomp filter checks and refuses violations" :
			      "seccomp filter checks, ptrace on violations") :
			     "seccomp selects, ptrace checks";
	} else {
		t->res->mode = t->o->leave_daemons ?
			       "ptrace, every syscall stops; daemons let go" :
			       "ptrace, every syscall stops";
	}
	err = start_and_trace(t, path, argv, &f);
	kapi__filter_free(&f);
	return err;
}

/* Seizes the child that waits on the go pipe; kills it when that fails. */
static int seize(struct tracer *t, pid_t pid, int go)
{
	int err;

	/* EXITKILL: a filtered program must not outlive its tracer; one
	 * whose daemons are let go is left running untraced instead */
	if (!ptrace(PTRACE_SEIZE, pid, 0, PTRACE_O_TRACESYSGOOD |
		    PTRACE_O_TRACESECCOMP | PTRACE_O_TRACECLONE |
		    PTRACE_O_TRACEFORK | PTRACE_O_TRACEVFORK |
		    PTRACE_O_TRACEEXEC |
		    (t->o->leave_daemons ? 0 : PTRACE_O_EXITKILL)) &&
	    task_add(t, pid))
		return 0;
	err = errno ? -errno : -ENOMEM;
	close(go);	/* the child reads EOF and leaves */
	kill(pid, SIGKILL);
	waitpid(pid, NULL, __WALL);
	return err;
}

/*
 * Starts the program (tracee.c) under filter f, seizes it, lets it go on
 * and traces it to the end.  f and what the child was given stay alive
 * until then: the child may share kapi's memory until its exec.
 */
static int start_and_trace(struct tracer *t, const char *path,
			   char *const argv[], const struct kapi_filter *f)
{
	struct kapi_tracee c = { .path = path, .argv = argv,
				 .ignored = t->o->ignored_signals };
	int errpipe[2], gopipe[2], err = 0, child_err = 0;
	pid_t pid;

	if (pipe2(errpipe, O_CLOEXEC))
		return -errno;
	if (pipe2(gopipe, O_CLOEXEC)) {
		err = -errno;
		close(errpipe[0]);
		close(errpipe[1]);
		return err;
	}
	c.errfd = errpipe[1];
	c.gofd = gopipe[0];
	c.kapi_ends[0] = errpipe[0];
	c.kapi_ends[1] = gopipe[1];
	kapi__tracee_prepare(&c, f);
	pid = kapi__tracee_start(&c);
	if (pid < 0)
		err = -errno;
	close(errpipe[1]);
	close(gopipe[0]);
	if (pid < 0) {
		close(gopipe[1]);
	} else {
		t->leader = pid;
		err = seize(t, pid, gopipe[1]);
	}
	if (err) {
		close(errpipe[0]);
		kapi__tracee_release(&c);
		return err;
	}
	/* seized: from here, if kapi dies, EXITKILL takes the child along */
	if (write(gopipe[1], "g", 1) != 1)
		err = -errno;
	close(gopipe[1]);
	stop_loop(t);
	/* a failed exec or filter reports its errno through the pipe */
	if (read(errpipe[0], &child_err, sizeof(child_err)) ==
	    (ssize_t)sizeof(child_err))
		err = -child_err;
	close(errpipe[0]);
	kapi__tracee_release(&c);
	return err;
}

/* Seizes every thread of a running process; full stops, no filter. */
static int attach(struct tracer *t, pid_t pid)
{
	char path[64];
	struct dirent *d;
	DIR *dir;
	int seized = 0, err = 0;

	t->res->mode = "ptrace attach, every syscall stops";
	t->leader = pid;
	snprintf(path, sizeof(path), "/proc/%d/task", pid);
	dir = opendir(path);
	if (!dir)
		return errno == ENOENT ? -ESRCH : -errno;
	while ((d = readdir(dir))) {
		char *end;
		long tid = strtol(d->d_name, &end, 10);

		if (tid <= 0 || *end)
			continue;
		if (ptrace(PTRACE_SEIZE, (pid_t)tid, 0, PTRACE_O_TRACESYSGOOD |
			   PTRACE_O_TRACECLONE | PTRACE_O_TRACEFORK |
			   PTRACE_O_TRACEVFORK | PTRACE_O_TRACEEXEC)) {
			err = -errno;
			continue;
		}
		if (!task_add(t, (pid_t)tid)) {
			ptrace(PTRACE_DETACH, (pid_t)tid, 0, 0);
			break;
		}
		/* stop it once so PTRACE_SYSCALL can start the stops */
		ptrace(PTRACE_INTERRUPT, (pid_t)tid, 0, 0);
		seized++;
	}
	closedir(dir);
	if (!seized)
		return err ? err : -ESRCH;
	stop_loop(t);
	return 0;
}

int kapi_trace__run(const struct kapi_trace_opts *opts, char *const argv[],
		    int *status, struct kapi_trace_result *result)
{
	struct kapi_trace_opts oc, *o = &oc;
	struct kapi_trace_result res = { 0 };
	struct tracer t = { .o = o, .res = &res, .out = result };
	struct task *k;
	int err;

	if (!opts || kapi__opts_copy(&oc, sizeof(oc), opts) || !o->reg ||
	    (!o->attach && !argv) || o->string_max > KAPI_TRACE_STRING_LIMIT)
		return -EINVAL;
	t.string_max = o->string_max ? o->string_max : KAPI_TRACE_STRING_MAX;
	t.text = malloc(6 * (t.string_max + 1));
	if (!t.text)
		return -ENOMEM;
	err = o->attach ? attach(&t, o->attach) : run_child(&t, argv);
	free(t.text);
	while ((k = task_any(&t)))
		task_del(&t, k->tid);
	free(t.buckets);
	free(t.ev);
	free(t.gone);
	if (status)
		*status = t.status;
	res.stop_sig = stop_request;
	stop_request = 0;
	publish(&t);
	return err;
}

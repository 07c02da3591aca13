// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * kapi watch's loader (include/kapi/watch.h): compiles the specs into the
 * BPF programs' maps, attaches the programs and turns the violations they
 * report back into findings, with the same validators as kapi trace.  The
 * kernel side (watch.bpf.c) is a filter: a call it lets through has no
 * register-checkable finding; a call it reports is judged again here, so
 * the messages are the validators' own.
 *
 * Built without libbpf, every entry point says so (-EOPNOTSUPP).
 */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <dirent.h>
#include <sys/syscall.h>

#include <kapi/watch.h>

#include "base/base.h"
#include "check/regcheck.h"
#include "live/live.h"

#ifndef KAPI_HAVE_BPF

#ifndef KAPI_WATCH_MISSING
#define KAPI_WATCH_MISSING "kapi was built without eBPF support"
#endif

const char *kapi_watch__unavailable(void)
{
	return KAPI_WATCH_MISSING;
}

int kapi_watch__open(const struct kapi_watch_opts *opts, struct kapi_watch **out)
{
	(void)opts;
	*out = NULL;
	return -EOPNOTSUPP;
}

const char *kapi_watch__error(const struct kapi_watch *w)
{
	(void)w;
	return KAPI_WATCH_MISSING;
}

int kapi_watch__attach(struct kapi_watch *w)
{
	(void)w;
	return -EOPNOTSUPP;
}

int kapi_watch__add(struct kapi_watch *w, pid_t tgid, bool descendants)
{
	(void)w, (void)tgid, (void)descendants;
	return -EOPNOTSUPP;
}

int kapi_watch__poll(struct kapi_watch *w, int timeout_ms)
{
	(void)w, (void)timeout_ms;
	return -EOPNOTSUPP;
}

bool kapi_watch__idle(struct kapi_watch *w)
{
	(void)w;
	return true;
}

int kapi_watch__stats(struct kapi_watch *w, struct kapi_watch_stats *st)
{
	(void)w, (void)st;
	return -EOPNOTSUPP;
}

int kapi_watch__count(struct kapi_watch *w, long nr, uint64_t *calls,
		      uint64_t *findings)
{
	(void)w, (void)nr, (void)calls, (void)findings;
	return -EOPNOTSUPP;
}

void kapi_watch__close(struct kapi_watch *w)
{
	(void)w;
}

#else /* KAPI_HAVE_BPF */

#include <linux/types.h>
#include <bpf/bpf.h>
#include <bpf/btf.h>
#include <bpf/libbpf.h>

#include "live/watch/watch_abi.h"
#include "live/watch/watch_int.h"
#include "watch.skel.h"
#include "kfunc.skel.h"

struct kapi_watch {
	struct kapi_watch_opts o;
	struct kapi_watch_bpf *skel;
	struct kapi_kfunc_bpf *fskel;	/* kernel functions, when any load */
	struct ring_buffer *rb;
	const struct kernel_api_spec *spec[KAPI_WATCH_MAX_NR];
	const struct kernel_api_spec *fn_spec[KAPI_WATCH_FN_SLOTS];
	struct kapi_watch_stats st;
	struct kapi__watch_kernel k;	/* what the kernel allows */
	struct kapi__watch_log log;	/* what libbpf said */
	int cgroup_fd;
	int ncpus;
	char error[512];
};

const char *kapi_watch__unavailable(void)
{
	return NULL;
}

const char *kapi_watch__error(const struct kapi_watch *w)
{
	return w ? w->error : "";
}

/* w->error: what failed, in one sentence (watch_log.c). */
static int failed(struct kapi_watch *w, const char *what, int err)
{
	kapi__watch_log_explain(&w->log, what, err, w->error, sizeof(w->error));
	return err;
}

/* One line to the caller's fn (on_feature, on_skip) about name. */
__attribute__((format(printf, 4, 5)))
static void tell(const struct kapi_watch *w,
		 void (*fn)(void *ctx, const char *name, const char *text),
		 const char *name, const char *fmt, ...)
{
	char text[320];
	va_list ap;

	if (!fn)
		return;
	va_start(ap, fmt);
	vsnprintf(text, sizeof(text), fmt, ap);
	va_end(ap);
	fn(w->o.ctx, name, text);
}
/* What the kernel lets watch check, or why not. */
#define feature(w, what, ...)	tell(w, (w)->o.on_feature, what, __VA_ARGS__)
/* A kernel function spec that is not watched, and why. */
#define skip(w, name, ...)	tell(w, (w)->o.on_skip, name, __VA_ARGS__)

/* Root, or CAP_BPF (39) with CAP_PERFMON (38), in the effective set. */
static bool may_bpf(void)
{
	uint64_t eff = 0;

	if (geteuid() == 0)
		return true;
	return !kapi__proc_status(0, "CapEff", &eff) &&
	       (eff >> 39 & 1) && (eff >> 38 & 1);
}

static bool is_string_param(const struct kapi_param_spec *p)
{
	return p->type == KAPI_TYPE_PATH || p->type == KAPI_TYPE_STRING ||
	       p->constraint_type == KAPI_CONSTRAINT_USER_PATH ||
	       p->constraint_type == KAPI_CONSTRAINT_USER_STRING;
}

/*
 * An enum the kernel can test: a short list, or a bit set when the values
 * lie within 256 of each other; else none (user space only).
 */
static void enum_check(const struct kapi__reg_check *c, struct kapi_watch_arg *a)
{
	int64_t lo, hi;

	if (!c->enum_count)
		return;
	if (c->enum_count > KAPI_WATCH_ENUMS) {
		lo = hi = c->enums[0];
		for (uint32_t k = 1; k < c->enum_count; k++) {
			lo = c->enums[k] < lo ? c->enums[k] : lo;
			hi = c->enums[k] > hi ? c->enums[k] : hi;
		}
		if ((uint64_t)hi - (uint64_t)lo >= 256)
			return;
		a->kind = KAPI_WATCH_C_ENUM_SET;
		a->lo = lo;
		for (uint32_t k = 0; k < c->enum_count; k++) {
			uint64_t off = (uint64_t)(c->enums[k] - lo);

			a->set[off / 64] |= 1ull << (off % 64);
		}
		return;
	}
	a->kind = KAPI_WATCH_C_ENUM;
	a->nenums = (__u8)c->enum_count;
	for (uint32_t k = 0; k < c->enum_count; k++)
		a->enums[k] = c->enums[k];
}

/* One argument's entry in the checks map, from the shared derivation. */
static void arg_of(const struct kernel_api_spec *spec, uint32_t i,
		   struct kapi_watch_arg *a, bool *partial)
{
	const struct kapi_param_spec *p = &spec->params[i];
	struct kapi__reg_check c;

	kapi__reg_check_of_param(spec, i, &c);
	memset(a, 0, sizeof(*a));
	a->size_idx = (__s8)c.size_idx;
	if (c.width == 32)
		a->flags |= KAPI_WATCH_A_32 | (c.is_signed ? KAPI_WATCH_A_SIGNED : 0);
	if (c.fdcwd_unused)
		a->flags |= KAPI_WATCH_A_FDCWD;
	if (c.optional)
		a->flags |= KAPI_WATCH_A_OPTIONAL;
	if (is_string_param(p))
		a->flags |= KAPI_WATCH_A_STRING;
	/* as the tracer: a baseline's type class is a guess */
	if (!spec->generated && p->type == KAPI_TYPE_FD)
		a->flags |= KAPI_WATCH_A_FD;
	if (!spec->generated &&
	    (p->type == KAPI_TYPE_PATH || p->type == KAPI_TYPE_USER_PTR ||
	     p->type == KAPI_TYPE_STRING) &&
	    (p->type == KAPI_TYPE_PATH ||
	     p->constraint_type == KAPI_CONSTRAINT_USER_PATH ||
	     p->constraint_type == KAPI_CONSTRAINT_USER_PTR ||
	     p->constraint_type == KAPI_CONSTRAINT_USER_STRING))
		a->flags |= KAPI_WATCH_A_UPTR;
	switch (c.kind) {
	case KAPI__REG_MASK:
		a->kind = KAPI_WATCH_C_MASK;
		a->bits = ~c.mask;
		break;
	case KAPI__REG_RANGE:
		a->kind = c.cmp_unsigned ? KAPI_WATCH_C_RANGE_U : KAPI_WATCH_C_RANGE_S;
		a->lo = c.min;
		a->hi = c.max;
		break;
	case KAPI__REG_ENUM:
		enum_check(&c, a);
		*partial |= a->kind == KAPI_WATCH_C_NONE;
		break;
	case KAPI__REG_ALIGN:
		a->kind = KAPI_WATCH_C_ALIGN;
		a->lo = (__s64)c.align;
		break;
	case KAPI__REG_POW2:
		a->kind = KAPI_WATCH_C_POW2;
		break;
	case KAPI__REG_NONZERO:
		a->kind = KAPI_WATCH_C_NONZERO;
		break;
	case KAPI__REG_NONNULL:
		a->kind = KAPI_WATCH_C_NONNULL;
		break;
	case KAPI__REG_OPAQUE:
		*partial = true;
		break;
	default:
		break;
	}
}

static bool selected(const struct kapi_watch_opts *o, long nr)
{
	if (!o->only)
		return true;
	for (size_t i = 0; i < o->only_count; i++)
		if (o->only[i] == nr)
			return true;
	return false;
}

/* The checks map entry of one syscall. */
static void syscall_of(const struct kernel_api_spec *spec, long nr,
		       struct kapi_watch_syscall *s)
{
	const struct kapi_return_spec *r = &spec->return_spec;
	bool partial = false;

	memset(s, 0, sizeof(*s));
	s->flags = KAPI_WATCH_S_ACTIVE;
	s->nargs = (__u8)(spec->param_count < 6 ? spec->param_count : 6);
	for (uint32_t i = 0; i < s->nargs; i++)
		arg_of(spec, i, &s->arg[i], &partial);
	if (spec->api_type == KAPI_API_FUNCTION)
		s->flags |= KAPI_WATCH_S_ENOSYS_OK;
	for (int e = 1; e < KAPI_WATCH_ERRNO_MAX; e++)
		if (kapi_spec__has_errno(spec, -e))
			s->errnos[e / 64] |= 1ull << (e % 64);
	switch (r->check_type) {
	case KAPI_RETURN_EXACT:
		s->ret_kind = KAPI_WATCH_R_EXACT;
		s->ret_lo = r->success_value;
		break;
	case KAPI_RETURN_RANGE:
		s->ret_kind = KAPI_WATCH_R_RANGE;
		s->ret_lo = r->success_min;
		s->ret_hi = r->success_max;
		break;
	case KAPI_RETURN_NO_RETURN:
		s->ret_kind = KAPI_WATCH_R_NORETURN;
		break;
	default:
		break;
	}
	if (nr == SYS_exit || nr == SYS_exit_group)
		s->flags |= KAPI_WATCH_S_NO_EXIT;
	if (nr == SYS_execve || nr == SYS_execveat)
		s->flags |= KAPI_WATCH_S_EXEC;
	/* constraints with no register form (custom validators, long enums,
	 * expressions regexpr.c leaves out) stay with user space */
	(void)partial;
}

static const struct kernel_api_spec *checked_spec(const struct kapi_watch *w,
						  long nr)
{
	const struct kernel_api_spec *spec = kapi_registry__find_syscall(w->o.reg, nr);

	if (!spec || (spec->generated && !w->o.generated) ||
	    !selected(&w->o, nr) || nr == SYS_rt_sigreturn)
		return NULL;
	return spec;
}

/* Whether syscall nr's spec gives an argument a check (the tracepoint
 * exists: CONFIG_FTRACE_SYSCALLS, which sys_exit's hook needs anyway). */
static bool entry_checks(const struct kapi_watch *w, long nr)
{
	const struct kernel_api_spec *spec = checked_spec(w, nr);
	struct kapi_watch_syscall s;

	if (!spec)
		return false;
	syscall_of(spec, nr, &s);
	for (int i = 0; i < s.nargs; i++)
		if (s.arg[i].kind != KAPI_WATCH_C_NONE)
			return true;
	return false;
}

static int fill_checks(struct kapi_watch *w)
{
	int fd = bpf_map__fd(w->skel->maps.checks);
	int xfd = bpf_map__fd(w->skel->maps.exprs);
	struct kapi__reg_program prog;

	for (long nr = 0; nr < KAPI_WATCH_MAX_NR; nr++) {
		const struct kernel_api_spec *spec = checked_spec(w, nr);
		struct kapi_watch_syscall s;
		__u32 key = (__u32)nr;

		if (!spec)
			continue;
		syscall_of(spec, nr, &s);
		if (kapi__reg_program_of_spec(spec, &prog) > 0) {
			struct kapi_watch_expr x = { .nops = prog.count };

			memcpy(x.op, prog.ops, sizeof(x.op));
			if (bpf_map_update_elem(xfd, &key, &x, BPF_ANY))
				return -errno;
			s.flags |= KAPI_WATCH_S_EXPR;
		}
		if (bpf_map_update_elem(fd, &key, &s, BPF_ANY))
			return -errno;
		w->spec[nr] = spec;
		w->st.syscalls++;
	}
	return 0;
}

/* The finding texts of what only the kernel saw (the tracer's words). */
static void kernel_findings(const struct kernel_api_spec *spec,
			    const struct kapi_watch_event *e, const int64_t *vals,
			    struct kapi_report *rep)
{
	size_t before = rep->count;

	for (uint32_t i = 0; i < spec->param_count && i < 6; i++) {
		const char *name = spec->params[i].name ? spec->params[i].name : "?";
		bool judged = false;

		/* a value already outside its spec needs no second finding */
		for (size_t k = 0; k < before; k++)
			judged |= rep->items[k].index == (int32_t)i;
		if (judged)
			continue;
		if (e->bad & KAPI_WATCH_E_FDCLOSED(i))
			kapi__report_add(rep, KAPI_FINDING_FD_CLOSED, (int32_t)i,
					 name, vals[i],
					 "%s=%lld is not an open file descriptor",
					 name, vals[i] <= UINT32_MAX ?
					 (long long)(int32_t)vals[i] :
					 (long long)vals[i]);
		if (e->bad & KAPI_WATCH_E_FAULT(i))
			kapi__report_add(rep, KAPI_FINDING_FAULT, (int32_t)i, name,
					 vals[i], "%s=%#llx cannot be read", name,
					 (unsigned long long)vals[i]);
	}
}

static int on_event(void *ctx, void *data, size_t size)
{
	struct kapi_watch *w = ctx;
	const struct kapi_watch_event *e = data;
	const struct kernel_api_spec *spec;
	struct kapi_report entry, exit_rep;
	struct kapi_trace_call c = { 0 };
	char text[6][KAPI_TRACE_STRING_MAX + 1];
	bool has_text = size >= sizeof(*e);
	int64_t vals[6];
	uint32_t n;

	w->st.events++;
	if (size < offsetof(struct kapi_watch_event, str) || e->nr < 0)
		return 0;
	if (e->nr >= KAPI_WATCH_FN_BASE &&
	    e->nr < KAPI_WATCH_FN_BASE + KAPI_WATCH_FN_SLOTS)
		spec = w->fn_spec[e->nr - KAPI_WATCH_FN_BASE];
	else
		spec = e->nr < KAPI_WATCH_MAX_NR ? w->spec[e->nr] : NULL;
	if (!spec)
		return 0;
	kapi_report__init(&entry);
	kapi_report__init(&exit_rep);
	c.tid = (pid_t)e->tid;
	c.tgid = (pid_t)e->tgid;
	c.nr = e->nr;
	c.spec = spec;
	memcpy(c.args, e->args, sizeof(c.args));
	c.returned = e->bad & KAPI_WATCH_E_RETURNED;
	c.ret = c.returned ? e->ret : 0;
	c.restart = c.returned && c.ret <= -512 && c.ret >= -516;
	c.entry = &entry;
	c.exit = &exit_rep;
	n = spec->param_count < 6 ? spec->param_count : 6;
	for (uint32_t i = 0; i < n; i++)
		vals[i] = kapi_param__normalize(&spec->params[i], e->args[i]);
	kapi_call__check(spec, vals, (1ULL << n) - 1, &entry);
	if (!spec->generated)
		kernel_findings(spec, e, vals, &entry);
	/* an exec that worked returns 0 into the new image */
	if (c.returned && !c.restart &&
	    !((e->nr == SYS_execve || e->nr == SYS_execveat) && c.ret == 0))
		kapi_return__check(spec, c.ret, &exit_rep);
	for (uint32_t i = 0; has_text && i < n; i++) {
		if (!(e->has_string >> i & 1))
			continue;
		snprintf(text[i], sizeof(text[i]), "%.*s", KAPI_TRACE_STRING_MAX,
			 e->str[i]);
		c.strings[i] = text[i];
		if ((e->bad & KAPI_WATCH_E_CUT(i)) ||
		    strnlen(e->str[i], KAPI_WATCH_STR) > KAPI_TRACE_STRING_MAX)
			c.strings_cut |= (uint8_t)(1u << i);
	}
	if (!entry.count && !exit_rep.count)
		w->st.unconfirmed++;
	else if (w->o.on_call)
		w->o.on_call(w->o.ctx, &c);
	kapi_report__free(&entry);
	kapi_report__free(&exit_rep);
	return 0;
}

/* The fexit program of slot k. */
static struct bpf_program *slot_prog(struct kapi_kfunc_bpf *f, int k)
{
	char pname[32];

	snprintf(pname, sizeof(pname), "kapi_fn%d", k);
	return bpf_object__find_program_by_name(f->obj, pname);
}

/*
 * Points fexit slot k at spec's function and fills its checks; false,
 * after saying why, when the kernel's BTF does not fit the spec.
 */
static bool fill_slot(struct kapi_watch *w, struct kapi_kfunc_bpf *f, int k,
		      const struct kernel_api_spec *spec,
		      struct kapi_watch_syscall *check)
{
	struct kapi__watch_fn fn;
	struct bpf_program *prog = slot_prog(f, k);

	if (kapi__watch_fn_shape(&w->k, spec->name, &fn)) {
		skip(w, spec->name, "the kernel's BTF has no function %s",
		     spec->name);
		return false;
	}
	if (fn.nargs != (int)spec->param_count || fn.nargs > 6) {
		skip(w, spec->name, "the spec has %u parameters, the kernel's "
		     "prototype %d", spec->param_count, fn.nargs);
		return false;
	}
	if (!prog || bpf_program__set_attach_target(prog, 0, spec->name)) {
		skip(w, spec->name, "no program slot for it");
		return false;
	}
	syscall_of(spec, -1, check);
	if (fn.ret_void)
		check->flags |= KAPI_WATCH_S_VOID;
	else if (fn.ret_size == 4)
		check->flags |= KAPI_WATCH_S_RET32;
	return true;
}

/* The kernel function specs into fexit slots: how many. */
static int fill_slots(struct kapi_watch *w, struct kapi_kfunc_bpf *f,
		      struct kapi_watch_syscall *checks)
{
	int slots = 0;

	for (size_t i = 0; i < kapi_registry__count(w->o.reg); i++) {
		const struct kernel_api_spec *spec = kapi_registry__at(w->o.reg, i);

		if (!kapi__is_kernel_function(spec) || spec->generated)
			continue;
		if (slots == KAPI_WATCH_FN_SLOTS)
			skip(w, spec->name, "more than %d kernel functions",
			     KAPI_WATCH_FN_SLOTS);
		else if (fill_slot(w, f, slots, spec, &checks[slots]))
			w->fn_spec[slots++] = spec;
	}
	for (int k = slots; k < KAPI_WATCH_FN_SLOTS; k++)
		if (slot_prog(f, k))
			bpf_program__set_autoload(slot_prog(f, k), false);
	return slots;
}

/* Loads the slots' object, sharing the syscall object's watched set. */
static int load_slots(struct kapi_watch *w, struct kapi_kfunc_bpf *f,
		      size_t ring, const struct kapi_watch_syscall *checks,
		      int slots)
{
	int err;

	*f->rodata = *(const struct kapi_kfunc_bpf__rodata *)w->skel->rodata;
	/* one watched set, one cgroup: the syscall object's */
	err = bpf_map__reuse_fd(f->maps.bss, bpf_map__fd(w->skel->maps.bss));
	err = err ? err : bpf_map__reuse_fd(f->maps.cgroup,
					    bpf_map__fd(w->skel->maps.cgroup));
	err = err ? err : bpf_map__set_max_entries(f->maps.events, (__u32)ring);
	kapi__watch_log_mark(&w->log);
	err = err ? err : kapi_kfunc_bpf__load(f);
	for (int k = 0; !err && k < slots; k++) {
		__u32 key = (__u32)k;

		if (bpf_map_update_elem(bpf_map__fd(f->maps.checks), &key,
					&checks[k], BPF_ANY))
			err = -errno;
	}
	return err;
}

/*
 * The kernel function specs, on fexit slots pointed at their targets
 * through BTF.  Nothing here is fatal: what cannot be watched is said
 * (on_skip for one function, on_feature for all) and the syscalls are
 * watched all the same.
 */
static void load_functions(struct kapi_watch *w, size_t ring)
{
	struct kapi_watch_syscall checks[KAPI_WATCH_FN_SLOTS];
	struct kapi_kfunc_bpf *f;
	char why[sizeof(w->error)];
	int slots, err;

	if (w->o.no_functions || w->o.only)
		return;
	f = kapi_kfunc_bpf__open();
	if (!f)
		return;
	slots = fill_slots(w, f, checks);
	if (slots && !w->k.func_args) {
		feature(w, "kernel functions", "not watched: Linux %s has no "
			"bpf_get_func_arg (5.17)", w->k.release);
		slots = 0;
	}
	err = slots ? load_slots(w, f, ring, checks, slots) : 0;
	if (!slots || err) {
		if (err) {
			kapi__watch_log_explain(&w->log, "load fexit", err, why,
						sizeof(why));
			feature(w, "kernel functions", "not watched: %s", why);
		}
		memset(w->fn_spec, 0, sizeof(w->fn_spec));
		kapi_kfunc_bpf__destroy(f);
		return;
	}
	w->fskel = f;
	w->st.functions = (size_t)slots;
}

/* What the kernel lets watch do, said once. */
static void tell_features(const struct kapi_watch *w)
{
	feature(w, "syscalls", "%zu checked in the kernel (Linux %s)",
		w->st.syscalls, w->k.release);
	if (w->k.loop)
		feature(w, "constraint expressions", "checked in the kernel");
	else
		feature(w, "constraint expressions", "not checked: Linux %s has "
			"no bpf_loop (5.17); a call breaking only one is not seen",
			w->k.release);
	if (w->o.target == KAPI_WATCH_PIDS)
		feature(w, "children", "followed (%s)", w->k.group_dead ?
			"sched_process_exit's group_dead" :
			"the thread group's live count");
}

/* Which programs load: what the target needs, the variants that fit. */
static void choose_programs(struct kapi_watch *w)
{
	struct kapi_watch_bpf *sk = w->skel;
	bool pids = w->o.target == KAPI_WATCH_PIDS;

	/* children are followed only for a set of processes */
	bpf_program__set_autoload(sk->progs.kapi_fork, pids);
	bpf_program__set_autoload(sk->progs.kapi_process_exit,
				  pids && w->k.group_dead);
	bpf_program__set_autoload(sk->progs.kapi_process_exit_live,
				  pids && !w->k.group_dead);
	/* exit and exit_group are checked on entry tracepoints, which every
	 * syscall pays for: only when their specs check an argument */
	if (!entry_checks(w, SYS_exit))
		bpf_program__set_autoload(sk->progs.kapi_exit, false);
	if (!entry_checks(w, SYS_exit_group))
		bpf_program__set_autoload(sk->progs.kapi_exit_group, false);
}

static int open_cgroup(struct kapi_watch *w)
{
	__u32 zero = 0;
	int err;

	w->cgroup_fd = open(w->o.cgroup ? w->o.cgroup : "", O_RDONLY |
			    O_DIRECTORY | O_CLOEXEC);
	if (w->cgroup_fd < 0) {
		err = -errno;
		snprintf(w->error, sizeof(w->error), "cannot open cgroup '%s': %s",
			 w->o.cgroup ? w->o.cgroup : "", strerror(errno));
		return err;
	}
	if (bpf_map_update_elem(bpf_map__fd(w->skel->maps.cgroup), &zero,
				&w->cgroup_fd, BPF_ANY)) {
		err = -errno;
		snprintf(w->error, sizeof(w->error),
			 "'%s' is not a cgroup v2 directory", w->o.cgroup);
		return err;
	}
	return 0;
}

/* The syscall object, opened with the rodata the options say. */
static int open_skeleton(struct kapi_watch *w, size_t ring)
{
	const struct kapi_watch_opts *opts = &w->o;
	int err;

	w->skel = kapi_watch_bpf__open();
	if (!w->skel)
		return failed(w, "open the BPF object", errno ? -errno : -ENOENT);
	w->skel->rodata->target = (__u32)opts->target;
	w->skel->rodata->self_tgid = (__u32)getpid();
	w->skel->rodata->count_calls = opts->summary;
	w->skel->rodata->wakeup_bytes = ring / 8;
	if (opts->comm)
		snprintf((char *)w->skel->rodata->comm,
			 sizeof(w->skel->rodata->comm), "%s", opts->comm);
	err = bpf_map__set_max_entries(w->skel->maps.events, (__u32)ring);
	return err ? failed(w, "size the ring buffer", err) : 0;
}

int kapi_watch__open(const struct kapi_watch_opts *opts, struct kapi_watch **out)
{
	struct kapi_watch *w;
	size_t ring;
	int err;

	*out = NULL;
	if (!opts || opts->sz < sizeof(*opts) || !opts->reg)
		return -EINVAL;
	if (!may_bpf())
		return -EPERM;		/* the one -EPERM with *out NULL */
	w = calloc(1, sizeof(*w));
	if (!w)
		return -ENOMEM;
	w->o = *opts;
	w->cgroup_fd = -1;
	*out = w;
	kapi__watch_log_start(&w->log, opts->on_log, opts->ctx);
	w->ncpus = libbpf_num_possible_cpus();
	err = kapi__watch_kernel_probe(&w->k);
	if (err) {
		snprintf(w->error, sizeof(w->error), "Linux %s has no BTF to read "
			 "(/sys/kernel/btf/vmlinux): %s", kapi__watch_release(),
			 strerror(-err));
		return err;
	}
	ring = opts->ring_bytes ? opts->ring_bytes : 4u << 20;
	err = open_skeleton(w, ring);
	if (err)
		return err;
	choose_programs(w);
	kapi__watch_log_mark(&w->log);
	err = kapi_watch_bpf__load(w->skel);
	if (err)
		return failed(w, "load", err);
	err = fill_checks(w);
	if (err)
		return failed(w, "fill the checks map", err);
	if (opts->target == KAPI_WATCH_CGROUP && (err = open_cgroup(w)))
		return err;
	w->rb = ring_buffer__new(bpf_map__fd(w->skel->maps.events), on_event, w,
				 NULL);
	if (!w->rb)
		return failed(w, "map the ring buffer", errno ? -errno : -ENOMEM);
	tell_features(w);
	load_functions(w, ring);
	if (w->fskel && ring_buffer__add(w->rb, bpf_map__fd(w->fskel->maps.events),
					 on_event, w)) {
		kapi_kfunc_bpf__destroy(w->fskel);
		w->fskel = NULL;
		w->st.functions = 0;
	}
	return 0;
}

int kapi_watch__attach(struct kapi_watch *w)
{
	char why[sizeof(w->error)];
	int err;

	if (!w || !w->skel)
		return -EINVAL;
	kapi__watch_log_mark(&w->log);
	err = kapi_watch_bpf__attach(w->skel);
	if (err)
		return failed(w, "attach", err);
	if (!w->fskel)
		return 0;
	kapi__watch_log_mark(&w->log);
	err = kapi_kfunc_bpf__attach(w->fskel);
	if (!err) {
		feature(w, "kernel functions", "%zu watched on fexit",
			w->st.functions);
		return 0;
	}
	kapi__watch_log_explain(&w->log, "attach fexit", err, why, sizeof(why));
	feature(w, "kernel functions", "not watched: %s", why);
	/* its ring stays in the reader, empty: nothing more to do */
	kapi_kfunc_bpf__detach(w->fskel);
	w->st.functions = 0;
	return 0;
}

/* The watched bitmap lives in the programs' global data, mapped here. */
static int watch_one(struct kapi_watch *w, pid_t tgid)
{
	if (tgid <= 0 || tgid >= KAPI_WATCH_PID_LIMIT)
		return -ERANGE;
	__atomic_fetch_or(&w->skel->bss->watched[tgid / 64],
			  1ull << (tgid % 64), __ATOMIC_SEQ_CST);
	return 0;
}

static bool is_watched(const struct kapi_watch *w, pid_t tgid)
{
	return tgid > 0 && tgid < KAPI_WATCH_PID_LIMIT &&
	       (__atomic_load_n(&w->skel->bss->watched[tgid / 64],
				__ATOMIC_RELAXED) >> (tgid % 64) & 1);
}

/* The parent of process pid, from /proc; 0 when gone. */
static pid_t parent_of(pid_t pid)
{
	char path[64], buf[512], *close_paren;
	int ppid = 0;
	FILE *f;

	snprintf(path, sizeof(path), "/proc/%d/stat", pid);
	f = fopen(path, "re");
	if (!f)
		return 0;
	if (fgets(buf, sizeof(buf), f) && (close_paren = strrchr(buf, ')')))
		sscanf(close_paren + 1, " %*c %d", &ppid);
	fclose(f);
	return (pid_t)ppid;
}

int kapi_watch__add(struct kapi_watch *w, pid_t tgid, bool descendants)
{
	pid_t *pids = NULL, *ppids = NULL;
	size_t n = 0, cap = 0;
	struct dirent *d;
	bool grew = true;
	DIR *dir;
	int err;

	if (!w || !w->skel || tgid <= 0)
		return -EINVAL;
	if (kill(tgid, 0) && errno == ESRCH)
		return -ESRCH;
	err = watch_one(w, tgid);
	if (err || !descendants)
		return err;
	/* the ones born from now on are the fork hook's; these exist already */
	dir = opendir("/proc");
	if (!dir)
		return 0;
	while ((d = readdir(dir))) {
		pid_t pid = (pid_t)atoi(d->d_name);

		if (pid <= 0)
			continue;
		if (n == cap) {
			size_t c = cap ? cap * 2 : 256;
			pid_t *p = realloc(pids, c * sizeof(*p));
			pid_t *q = p ? realloc(ppids, c * sizeof(*q)) : NULL;

			if (p)
				pids = p;
			if (!q)
				break;
			ppids = q;
			cap = c;
		}
		pids[n] = pid;
		ppids[n++] = parent_of(pid);
	}
	closedir(dir);
	/* mark descendants until no more are found: parents first or not */
	while (grew) {
		grew = false;
		for (size_t i = 0; i < n; i++) {
			/* never kapi itself: its own calls would feed back */
			if (!pids[i] || pids[i] == getpid() ||
			    !is_watched(w, ppids[i]))
				continue;
			if (!watch_one(w, pids[i]))
				grew = true;
			pids[i] = 0;
		}
	}
	free(pids);
	free(ppids);
	return 0;
}

int kapi_watch__poll(struct kapi_watch *w, int timeout_ms)
{
	int n;

	if (!w || !w->rb)
		return -EINVAL;
	/* no wake-up comes for a few reports: read them on the timer too */
	n = ring_buffer__poll(w->rb, timeout_ms);
	if (n < 0 && n != -EINTR)
		return n;
	n = ring_buffer__consume(w->rb);
	return n;
}

bool kapi_watch__idle(struct kapi_watch *w)
{
	if (!w || !w->skel || w->o.target != KAPI_WATCH_PIDS)
		return false;
	for (size_t i = 0; i < KAPI_WATCH_PID_LIMIT / 64; i++)
		if (__atomic_load_n(&w->skel->bss->watched[i], __ATOMIC_RELAXED))
			return false;
	return true;
}

int kapi_watch__stats(struct kapi_watch *w, struct kapi_watch_stats *st)
{
	__u64 *per_cpu;
	__u32 zero = 0;

	if (!w || !w->skel || !st)
		return -EINVAL;
	per_cpu = calloc((size_t)w->ncpus, sizeof(*per_cpu));
	if (!per_cpu)
		return -ENOMEM;
	w->st.drops = 0;
	if (!bpf_map_lookup_elem(bpf_map__fd(w->skel->maps.drops), &zero, per_cpu))
		for (int i = 0; i < w->ncpus; i++)
			w->st.drops += per_cpu[i];
	if (w->fskel &&
	    !bpf_map_lookup_elem(bpf_map__fd(w->fskel->maps.drops), &zero, per_cpu))
		for (int i = 0; i < w->ncpus; i++)
			w->st.drops += per_cpu[i];
	free(per_cpu);
	*st = w->st;
	return 0;
}

int kapi_watch__count(struct kapi_watch *w, long nr, uint64_t *calls,
		      uint64_t *findings)
{
	struct kapi_watch_count *per_cpu;
	__u32 key = (__u32)nr;

	*calls = *findings = 0;
	if (!w || !w->skel || nr < 0 || nr >= KAPI_WATCH_MAX_NR)
		return -EINVAL;
	per_cpu = calloc((size_t)w->ncpus, sizeof(*per_cpu));
	if (!per_cpu)
		return -ENOMEM;
	if (bpf_map_lookup_elem(bpf_map__fd(w->skel->maps.counts), &key, per_cpu)) {
		free(per_cpu);
		return -errno;
	}
	for (int i = 0; i < w->ncpus; i++) {
		*calls += per_cpu[i].calls;
		*findings += per_cpu[i].findings;
	}
	free(per_cpu);
	return 0;
}

void kapi_watch__close(struct kapi_watch *w)
{
	if (!w)
		return;
	ring_buffer__free(w->rb);
	/* destroying the skeletons detaches every link */
	kapi_kfunc_bpf__destroy(w->fskel);
	kapi_watch_bpf__destroy(w->skel);
	if (w->cgroup_fd >= 0)
		close(w->cgroup_fd);
	kapi__watch_kernel_free(&w->k);
	kapi__watch_log_stop(&w->log);
	free(w);
}

#endif /* KAPI_HAVE_BPF */

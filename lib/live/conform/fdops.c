// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * The fd kinds' cases: each row of an fdtype spec (what a syscall does
 * given a descriptor of that kind) becomes the base call of the syscall,
 * found like every other base, with its first descriptor parameter given
 * a descriptor of the kind.  The kernel's answer must be the row's errno,
 * or success when the row names none.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "live/conform/conform.h"
#include "model/model.h"

/* How the case child makes a descriptor of each kind the corpus names. */
static const struct {
	const char *spec;
	uint8_t target;
} makers[] = {
	{ "fd_regular", T_FD_FILE },
	{ "fd_directory", T_FD_DIR },
	{ "fd_opath", T_FD_OPATH },
	{ "fd_memfd", T_FD_MEMFD },
	{ "fd_pipe_read", T_FD_PIPE },
	{ "fd_pipe_write", T_FD_PIPE_WRITE },
	{ "fd_unix_stream", T_FD_SOCKET },
	{ "fd_unix_dgram", T_FD_DGRAM },
	{ "fd_unix_listen", T_FD_LISTEN },
	{ "fd_tcp", T_FD_TCP },
	{ "fd_udp", T_FD_UDP },
	{ "fd_tcp6", T_FD_TCP6 },
	{ "fd_udp6", T_FD_UDP6 },
	{ "fd_netlink", T_FD_NETLINK },
	{ "fd_packet", T_FD_PACKET },
	{ "fd_eventfd", T_FD_EVENTFD },
	{ "fd_timerfd", T_FD_TIMERFD },
	{ "fd_signalfd", T_FD_SIGNALFD },
	{ "fd_epoll", T_FD_EPOLL },
	{ "fd_pidfd", T_FD_PIDFD },
	{ "fd_inotify", T_FD_INOTIFY },
	{ "fd_fanotify", T_FD_FANOTIFY },
	{ "fd_io_uring", T_FD_IO_URING },
	{ "fd_userfaultfd", T_FD_USERFAULTFD },
	{ "fd_perf_event", T_FD_PERF },
	{ "fd_mqueue", T_FD_MQUEUE },
	{ "fd_namespace", T_FD_NS },
	{ "fd_landlock", T_FD_LANDLOCK },
	{ "fd_devnull", T_FD_DEVNULL },
};

static int maker(const char *spec)
{
	for (size_t i = 0; i < KAPI_ARRAY_SIZE(makers); i++)
		if (!strcmp(makers[i].spec, spec))
			return makers[i].target;
	return -1;
}

bool conform__fdops_selected(const char *const *only, size_t n,
			     const struct kernel_api_spec *s, bool *used)
{
	bool any = false;

	if (!only)
		return true;
	for (size_t i = 0; i < n; i++)
		if (!strcmp(only[i], s->name)) {
			used[i] = true;
			any = true;
		}
	return any;
}

static const struct conform_case *base_of(const struct conform_cases *bases,
					  const char *sc)
{
	sc = kapi_syscall__kernel_name(sc);
	for (size_t i = 0; i < bases->count; i++)
		if (!strcmp(bases->items[i].r.syscall, sc))
			return &bases->items[i];
	return NULL;
}

int conform__fdops_add(struct conform_fdops *f, const struct kapi_registry *reg,
		       const struct kernel_api_spec *kind)
{
	const struct kernel_api_spec **grown;
	char name[96];
	int err = 0;

	grown = realloc(f->kinds, (f->nkinds + 1) * sizeof(*grown));
	if (!grown)
		return -ENOMEM;
	f->kinds = grown;
	f->kinds[f->nkinds++] = kind;
	for (uint32_t i = 0; i < kind->fd_op_count && !err; i++) {
		const char *sc = kind->fd_ops[i].syscall;
		const struct kernel_api_spec *s;
		struct conform_case base;

		snprintf(name, sizeof(name), "sys_%s",
			 sc ? kapi_syscall__kernel_name(sc) : "");
		s = sc ? kapi__registry_find_exact(reg, name) : NULL;
		/* a syscall without a spec: lint's to say (L-rule), no case */
		if (!s || base_of(&f->bases, sc))
			continue;
		err = conform__base(s, &base);
		if (!err)
			err = conform__cases_add(&f->bases, &base);
	}
	return err;
}

/* The first descriptor parameter of a base call, -1 if none. */
static int fd_param(const struct conform_case *b)
{
	const struct kernel_api_spec *s = b->r.spec;

	for (int k = 0; k < b->nargs && (uint32_t)k < s->param_count; k++)
		if (s->params[k].type == KAPI_TYPE_FD)
			return k;
	return -1;
}

/*
 * Arguments a base call needs changed before the descriptor counts: the
 * base of mmap maps anonymous memory, which ignores the descriptor, so
 * the kind's case maps a page of it shared and readable.
 */
static const struct {
	const char *syscall;
	int arg;
	int64_t value;
} with_fd[] = {
	{ "mmap", 2, 0x1 },	/* PROT_READ */
	{ "mmap", 3, 0x1 },	/* MAP_SHARED */
};

static void use_the_fd(struct conform_case *c)
{
	for (size_t i = 0; i < KAPI_ARRAY_SIZE(with_fd); i++)
		if (!strcmp(with_fd[i].syscall, c->r.syscall) &&
		    with_fd[i].arg < c->nargs) {
			c->args[with_fd[i].arg].target = T_VALUE;
			c->args[with_fd[i].arg].value = with_fd[i].value;
		}
}

/*
 * The null device is the host's own inode: a call that would change its
 * mode, owner or size never runs, whatever a row says.
 */
static const char *const host_inode_changes[] = {
	"fchmod", "fchown", "ftruncate", "fallocate", "fsetxattr",
	"fremovexattr", NULL,
};

static const char *unsafe(const struct conform_case *c, int target)
{
	if (target != T_FD_DEVNULL)
		return NULL;
	for (const char *const *n = host_inode_changes; *n; n++)
		if (!strcmp(*n, c->r.syscall))
			return "it would change the host's /dev/null";
	return NULL;
}

static int add_case(const struct conform_case *b, const struct kernel_api_spec *kind,
		    const struct kapi_fd_op *op, int target,
		    struct conform_cases *out)
{
	struct conform_case c = *b;
	int k = fd_param(b);

	c.fdkind = kind;
	c.r.index = 0;		/* each its own group: see not_in_kernel */
	c.r.param = -1;
	c.r.kind = KAPI_CONFORM_CASE_FD_OP;
	c.fdop = op;
	c.cap_case = CONFORM_CAP_NONE;
	snprintf(c.r.what, sizeof(c.r.what), "%s on %s", op->syscall,
		 kind->name + 3);
	if (k < 0) {
		c.not_run = "the syscall's spec has no descriptor parameter";
	} else if (target < 0) {
		c.not_run = "conform cannot make a descriptor of this kind";
	} else if (unsafe(&c, target)) {
		c.not_run = unsafe(&c, target);
	} else {
		c.args[k].target = (uint8_t)target;
		c.args[k].value = 0;
		c.fd_arg = (uint8_t)(k + 1);
		use_the_fd(&c);
	}
	return conform__cases_add(out, &c);
}

int conform__fdops_gen(const struct conform_fdops *f, uint32_t kver,
		       struct conform_cases *out)
{
	int err = 0;

	for (size_t i = 0; i < f->nkinds && !err; i++) {
		const struct kernel_api_spec *kind = f->kinds[i];
		int target = maker(kind->name);

		for (uint32_t r = 0; r < kind->fd_op_count && !err; r++) {
			const struct kapi_fd_op *op = &kind->fd_ops[r];
			const struct conform_case *b;

			if (!op->syscall || !kapi__fd_op_in_kernel(op, kver))
				continue;
			b = base_of(&f->bases, op->syscall);
			if (b)
				err = add_case(b, kind, op, target, out);
		}
	}
	return err;
}

static const char *expected(const struct kapi_fd_op *op)
{
	return kapi__fd_op_succeeds(op) ? "success" : op->error;
}

/* A case whose answer cannot judge the row: why, or NULL. */
static const char *unjudged(const struct conform_case *c,
			    enum kapi_conform_verdict *v)
{
	const struct kapi_conform_result *r = &c->r;

	*v = KAPI_CONFORM_NOT_RUN;
	if (c->not_run)
		return c->not_run;
	*v = KAPI_CONFORM_MACHINE;
	if (!r->ran)
		return "this sandbox cannot make a descriptor of this kind "
		       "(refused here: a privilege, a sysctl or the build)";
	*v = KAPI_CONFORM_INCONCLUSIVE;
	if (r->timed_out)
		return "the call blocked until the alarm";
	if (!r->returned)
		return "the call did not return";
	return NULL;
}

static void judge_answer(struct conform_case *c)
{
	struct kapi_conform_result *r = &c->r;
	const char *want = c->fdop->error;
	const char *got = r->err ? kapi_errno__name(r->err) : NULL;
	bool ok = kapi__fd_op_succeeds(c->fdop);

	if (ok ? !r->err : got && !strcmp(got, want)) {
		r->verdict = KAPI_CONFORM_AGREE;
		return;
	}
	if (!r->err) {
		r->verdict = KAPI_CONFORM_FALSE_POSITIVE;
		snprintf(r->reason, sizeof(r->reason),
			 "the kernel takes the call; the %s row says %s",
			 r->spec->name, want);
		return;
	}
	/* a permission refusal is the sandbox's credentials speaking */
	r->verdict = r->err == EPERM || r->err == EACCES || r->err == ENOSYS ?
		     KAPI_CONFORM_MACHINE : KAPI_CONFORM_MISS;
	snprintf(r->reason, sizeof(r->reason),
		 "the kernel answers -%s; the %s row says %s",
		 got ? got : "E???", r->spec->name, expected(c->fdop));
}

void conform__fdops_judge(struct conform_case *c, bool dry_run)
{
	struct kapi_conform_result *r = &c->r;
	const char *why;

	/* the call as the syscall's spec spells its arguments; reported
	 * under the fd kind */
	conform__describe(c);
	r->spec = c->fdkind;
	r->spec_refuses = !kapi__fd_op_succeeds(c->fdop);
	snprintf(r->claim, sizeof(r->claim), "%s", expected(c->fdop));
	r->syscall = c->fdkind->name;
	if (dry_run) {
		r->verdict = c->not_run ? KAPI_CONFORM_NOT_RUN :
			     KAPI_CONFORM_INCONCLUSIVE;
		snprintf(r->reason, sizeof(r->reason), "%s",
			 c->not_run ? c->not_run : "dry run");
		return;
	}
	why = unjudged(c, &r->verdict);
	if (why) {
		snprintf(r->reason, sizeof(r->reason), "%s", why);
		return;
	}
	judge_answer(c);
}

void conform__fdops_free(struct conform_fdops *f)
{
	free(f->kinds);
	conform__cases_free(&f->bases);
	memset(f, 0, sizeof(*f));
}

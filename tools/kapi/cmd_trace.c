// SPDX-License-Identifier: GPL-2.0
/*
 * kapi trace [-o FILE] [-j] [-f] [--entry-only] [--summary] [-e SYSCALLS]
 *            [--fail-on-finding] (-p PID | -- CMD [ARGS])
 *
 * Runs a program under kapi_trace__run() and prints one line per finding,
 * strace-style:
 *   1234 mlockall(flags=0x8 /\* MCL_??? *\/) = -EINVAL: flags=0x8 has bits ...
 * Findings about arguments are the caller's errors; a result the spec does
 * not allow (an errno it does not list) is a gap in the spec, and says so.
 */
#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <inttypes.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <unistd.h>

#include "main.h"

enum {
	OPT_ENTRY_ONLY = OPT_VERB_FIRST,
	OPT_NO_FILTER,
	OPT_NO_SECCOMP,
	OPT_FAIL,
	OPT_GENERATED,
	OPT_MAX_REPEATS,
	OPT_IGNORED_BITS,
};

#define DEFAULT_MAX_REPEATS 10
#define SYSCALL_SLOTS 1024

struct errno_count {
	int err;
	size_t count;
};

struct per_syscall {
	long nr;
	size_t calls, findings;
	struct errno_count errnos[16];
	size_t nerrnos;
};

/*
 * One kind of finding of one process: the same syscall, parameter (or the
 * result), kind and value.  The first max_repeats are shown, the rest
 * counted.
 */
struct repeat {
	pid_t tgid;
	int32_t index;		/* parameter, -1 none, -2 the result */
	uint32_t kind;
	long nr;
	int64_t value;
	uint64_t count;
	bool used;
};

struct tracing {
	FILE *out;
	const char *out_name;	/* -o FILE, NULL for stderr */
	struct kapi_trace_opts *opts;
	struct kapi_json *json;	/* the JSON object being written (-j) */
	bool follow;		/* -f: report children too */
	pid_t leader;
	size_t findings;
	struct per_syscall *sys;
	size_t nsys, cap;
	uint32_t slot[SYSCALL_SLOTS];	/* by number: index in sys + 1 */
	uint64_t ignored;	/* --ignore: bit k drops findings of kind k */
	uint64_t max_repeats;	/* 0: show every finding */
	struct repeat *rep;	/* open addressing, a power of two */
	size_t nrep, repcap;
	uint64_t not_shown;	/* findings counted, not printed */
	bool want_summary, summary_done;
	bool dirty;		/* output written since the last flush */
	int write_err;		/* errno of a failed write to out */
};

static int trace_help(void)
{
	printf("usage: %s trace [OPTIONS] -- CMD [ARGS...]\n"
	       "       %s trace [OPTIONS] -p PID\n"
	       "\n"
	       "Run CMD (or attach to PID) and check each of its syscalls that\n"
	       "has a spec: arguments on entry, the result on exit.  One line\n"
	       "per finding; arguments outside the spec are the caller's error,\n"
	       "an errno the spec does not list is marked as a spec gap.\n"
	       "\n"
	       "  -o, --output FILE      write findings to FILE (default stderr)\n"
	       "  -f, --follow           report children too (they are always traced)\n"
	       "  -e, --syscalls LIST    check only these syscalls (comma-separated;\n"
	       "                         %%file and %%desc name strace's classes)\n"
	       "      --entry-only       check arguments only; the seccomp filter\n"
	       "                         checks masks, ranges and enums itself, so a\n"
	       "                         valid call does not stop the program\n"
	       "      --no-filter        with --entry-only, stop at every checked call\n"
	       "      --no-seccomp       stop at every syscall (as -p must)\n"
	       "  -c, --summary          per syscall: calls, findings, errnos\n"
	       "      --fail-on-finding  exit 1 when there was a finding\n"
	       "      --generated        also check syscalls whose spec is a generated\n"
	       "                         baseline (types and man-page errnos only)\n"
	       "  -X, --ignore KINDS     drop findings of these kinds (comma-separated,\n"
	       "                         e.g. fd_closed for programs probing descriptors)\n"
	       "      --max-repeats N    show the same finding (process, syscall,\n"
	       "                         kind, value) N times, then count it\n"
	       "                         (default %d; 0 shows all)\n"
	       "      --ignored-bits     warn of mask bits the spec says the kernel\n"
	       "                         ignores (off by default: they are valid)\n"
	       "  -p, --pid PID          attach to a running process\n"
	       "\n"
	       "Exit status: the program's own (128+N if killed by signal N), 1\n"
	       "with --fail-on-finding and a finding, 2 usage, 3 tracing failed,\n"
	       "127 the command could not be run.  SIGINT, SIGTERM, SIGHUP or\n"
	       "SIGQUIT to kapi: the summary is written, the signal is passed on\n"
	       "to the program (which runs on unchecked until it exits; a process\n"
	       "given with -p is detached instead) and kapi dies of it.\n",
	       bin_name, bin_name, DEFAULT_MAX_REPEATS);
	return EXIT_OK;
}

static struct per_syscall *per(struct tracing *tr, long nr)
{
	/* syscall numbers are small: a direct index spares a search a call */
	if (nr >= 0 && nr < SYSCALL_SLOTS && tr->slot[nr])
		return &tr->sys[tr->slot[nr] - 1];
	for (size_t i = 0; i < tr->nsys; i++)
		if (tr->sys[i].nr == nr)
			return &tr->sys[i];
	if (tr->nsys == tr->cap) {
		size_t cap = tr->cap ? tr->cap * 2 : 16;
		struct per_syscall *p = realloc(tr->sys, cap * sizeof(*p));

		if (!p)
			return NULL;
		tr->sys = p;
		tr->cap = cap;
	}
	memset(&tr->sys[tr->nsys], 0, sizeof(tr->sys[0]));
	tr->sys[tr->nsys].nr = nr;
	if (nr >= 0 && nr < SYSCALL_SLOTS)
		tr->slot[nr] = (uint32_t)tr->nsys + 1;
	return &tr->sys[tr->nsys++];
}

/*
 * The named constants of a spec's mask or enum expression
 * ("MCL_CURRENT | MCL_FUTURE", "{ F_DUPFD, F_GETFD }") with their values,
 * and the prefix of the first name ("MCL_"), which stands in PREFIX_???
 * for a value the spec does not name.
 */
struct named_consts {
	char text[512];
	const char *name[64];
	int64_t value[64];
	int count;
	char prefix[64];
};

static int named_consts(const char *expr, struct named_consts *nc)
{
	char *tok, *save;

	nc->count = 0;
	nc->prefix[0] = '\0';
	if (!expr || !strchr(expr, '_'))
		return 0;
	snprintf(nc->text, sizeof(nc->text), "%s", expr);
	for (tok = strtok_r(nc->text, " |(){},[]", &save); tok && nc->count < 64;
	     tok = strtok_r(NULL, " |(){},[]", &save)) {
		const char *us = strchr(tok, '_');
		int64_t v;

		if (kapi_const__value(tok, &v))
			continue;
		if (us && !nc->prefix[0] && (size_t)(us - tok) + 2 < sizeof(nc->prefix))
			snprintf(nc->prefix, sizeof(nc->prefix), "%.*s",
				 (int)(us - tok + 1), tok);
		nc->name[nc->count] = tok;
		nc->value[nc->count++] = v;
	}
	return nc->count;
}

/* A flags value as the names of its bits, unknown bits as PREFIX_???. */
static void flag_names(const struct kapi_param_spec *p, uint64_t v, char *buf,
		       size_t size)
{
	struct named_consts nc;
	uint64_t known = 0;
	size_t o = 0;

	buf[0] = '\0';
	named_consts(p->constraint_expr, &nc);
	for (int i = 0; i < nc.count; i++) {
		uint64_t bit = (uint64_t)nc.value[i];

		known |= bit;
		if (bit && (v & bit) == bit && o < size)
			o += (size_t)snprintf(buf + o, size - o, "%s%s",
					      o ? "|" : "", nc.name[i]);
	}
	if (nc.count && (v & ~known) && o < size)
		snprintf(buf + o, size - o, "%s%s???", o ? "|" : "", nc.prefix);
}

/* An enum value as its name, or PREFIX_??? when the spec lists no such value. */
static void enum_name(const struct kapi_param_spec *p, int64_t v, char *buf,
		      size_t size)
{
	struct named_consts nc;

	buf[0] = '\0';
	named_consts(p->constraint_expr, &nc);
	for (int i = 0; i < nc.count; i++) {
		if (nc.value[i] == v) {
			snprintf(buf, size, "%s", nc.name[i]);
			return;
		}
	}
	if (nc.prefix[0])
		snprintf(buf, size, "%s???", nc.prefix);
}

static void arg_text(const struct kapi_param_spec *p, uint64_t raw, char *buf,
		     size_t size)
{
	int64_t v = kapi_param__normalize(p, raw);
	char names[160];

	switch (p->type) {
	case KAPI_TYPE_PTR:
	case KAPI_TYPE_USER_PTR:
	case KAPI_TYPE_PATH:
	case KAPI_TYPE_STRING:
	case KAPI_TYPE_FUNC_PTR:
		if (v)
			snprintf(buf, size, "%#" PRIx64, (uint64_t)v);
		else
			snprintf(buf, size, "NULL");
		return;
	case KAPI_TYPE_FD:
		/* close(-1), not close(4294967295), whatever the C type */
		snprintf(buf, size, "%d", (int)(int32_t)v);
		return;
	default:
		break;
	}
	if (p->constraint_type == KAPI_CONSTRAINT_MASK) {
		flag_names(p, (uint64_t)v, names, sizeof(names));
		snprintf(buf, size, "%#" PRIx64 "%s%s%s", (uint64_t)v,
			 names[0] ? " /* " : "", names, names[0] ? " */" : "");
		return;
	}
	if (p->constraint_type == KAPI_CONSTRAINT_ENUM) {
		enum_name(p, v, names, sizeof(names));
		snprintf(buf, size, "%" PRId64 "%s%s%s", v,
			 names[0] ? " /* " : "", names, names[0] ? " */" : "");
		return;
	}
	/* an unsigned long that holds an address reads better in hex */
	if (v > (int64_t)UINT32_MAX || (v < 0 && p->type == KAPI_TYPE_UINT))
		snprintf(buf, size, "%#" PRIx64, (uint64_t)v);
	else
		snprintf(buf, size, "%" PRId64, v);
}

/* A string argument as strace shows it: quoted, escaped, "..." when cut. */
static void quoted(const char *str, bool cut, char *buf, size_t size)
{
	size_t o = 0;

	buf[o++] = '"';
	for (const unsigned char *p = (const unsigned char *)str;
	     *p && o + 8 < size; p++) {
		if (*p == '"' || *p == '\\') {
			buf[o++] = '\\';
			buf[o++] = (char)*p;
		} else if (*p == '\n') {
			buf[o++] = '\\';
			buf[o++] = 'n';
		} else if (*p == '\t') {
			buf[o++] = '\\';
			buf[o++] = 't';
		} else if (*p < 0x20 || *p >= 0x7f) {
			o += (size_t)snprintf(buf + o, size - o, "\\x%02x", *p);
		} else {
			buf[o++] = (char)*p;
		}
	}
	buf[o++] = '"';
	buf[o] = '\0';
	if (cut && o + 4 < size)
		memcpy(buf + o, "...", 4);
}

static void ret_text(const struct kapi_trace_call *c, char *buf, size_t size)
{
	const char *name;

	if (!c->returned) {
		snprintf(buf, size, "?");
		return;
	}
	name = c->ret < 0 && c->ret >= -4095 ? kapi_errno__name((int)c->ret) : NULL;
	if (name)
		snprintf(buf, size, "-%s", name);
	else
		snprintf(buf, size, "%" PRId64, c->ret);
}

static void call_text(const struct kapi_trace_call *c, char *buf, size_t size)
{
	const struct kernel_api_spec *s = c->spec;
	size_t o;

	if (s->api_type == KAPI_API_IOCTL) {
		snprintf(buf, size, "%d ioctl(fd=%d, cmd=%s, arg=%#" PRIx64 ")",
			 c->tid, (int)c->args[0], s->cmd_name ? s->cmd_name : s->name,
			 c->args[2]);
		return;
	}
	o = (size_t)snprintf(buf, size, "%d %s(", c->tid,
			     s->name + (strncmp(s->name, "sys_", 4) ? 0 : 4));

	for (uint32_t i = 0; i < s->param_count && i < 6 && o < size; i++) {
		char v[4 * KAPI_TRACE_STRING_MAX + 8];

		if (c->strings[i])
			quoted(c->strings[i], c->strings_cut >> i & 1, v,
			       sizeof(v));
		else
			arg_text(&s->params[i], c->args[i], v, sizeof(v));
		o += (size_t)snprintf(buf + o, size - o, "%s%s=%s", i ? ", " : "",
				      s->params[i].name ? s->params[i].name : "?",
				      v);
	}
	if (o < size)
		snprintf(buf + o, size - o, ")");
}

static void emit_finding(struct tracing *tr, const struct kapi_trace_call *c,
			 const struct kapi_finding *f, bool gap)
{
	char call[8192], ret[64];

	call_text(c, call, sizeof(call));
	ret_text(c, ret, sizeof(ret));
	if (!json_output) {
		fprintf(tr->out, "%s = %s: %s%s\n", call, ret,
			gap ? "spec gap: " : "", f->message);
		return;
	}
	/* JSON lines: one object a line, each its own document */
	tr->json = kapi_json__new(kapi_write__file, tr->out, false);
	if (!tr->json)
		return;
	kapi_json__begin_object(tr->json);
	kapi_json__key(tr->json, "tid");
	kapi_json__int(tr->json, c->tid);
	kapi_json__key(tr->json, "pid");
	kapi_json__int(tr->json, c->tgid);
	kapi_json__key(tr->json, "syscall");
	kapi_json__string(tr->json, kapi_syscall__name(c->nr));
	kapi_json__key(tr->json, "spec");
	kapi_json__string(tr->json, c->spec->name);
	kapi_json__key(tr->json, "args");
	kapi_json__begin_array(tr->json);
	for (uint32_t i = 0; i < c->spec->param_count && i < 6; i++)
		kapi_json__int(tr->json, kapi_param__normalize(&c->spec->params[i],
							      c->args[i]));
	kapi_json__end_array(tr->json);
	kapi_json__key(tr->json, "strings");
	kapi_json__begin_array(tr->json);
	for (uint32_t i = 0; i < c->spec->param_count && i < 6; i++)
		if (c->strings[i])
			kapi_json__string(tr->json, c->strings[i]);
		else
			kapi_json__null(tr->json);
	kapi_json__end_array(tr->json);
	kapi_json__key(tr->json, "ret");
	if (c->returned)
		kapi_json__int(tr->json, c->ret);
	else
		kapi_json__null(tr->json);
	kapi_json__key(tr->json, "class");
	kapi_json__string(tr->json, gap ? "spec_gap" : "caller_error");
	kapi_json__key(tr->json, "finding");
	kapi_json__string(tr->json, kapi_finding__kind_name(f->kind));
	kapi_json__key(tr->json, "call");
	kapi_json__stringf(tr->json, "%s = %s", call, ret);
	kapi_json__key(tr->json, "message");
	kapi_json__string(tr->json, f->message);
	kapi_json__end_object(tr->json);
	kapi_json__free(tr->json);	/* ends the line */
	tr->json = NULL;
}

static uint64_t repeat_hash(pid_t tgid, long nr, uint32_t kind, int32_t index,
			    int64_t value)
{
	uint64_t h = 1469598103934665603ULL;
	uint64_t parts[5] = { (uint64_t)tgid, (uint64_t)nr, kind,
			      (uint64_t)(int64_t)index, (uint64_t)value };

	for (int i = 0; i < 5; i++) {
		h ^= parts[i];
		h *= 1099511628211ULL;
		h ^= h >> 29;
	}
	return h;
}

static int repeats_grow(struct tracing *tr)
{
	size_t cap = tr->repcap ? tr->repcap * 2 : 256;
	struct repeat *r = calloc(cap, sizeof(*r));

	if (!r)
		return -1;
	for (size_t i = 0; i < tr->repcap; i++) {
		const struct repeat *o = &tr->rep[i];
		size_t j;

		if (!o->used)
			continue;
		j = repeat_hash(o->tgid, o->nr, o->kind, o->index, o->value) &
		    (cap - 1);
		while (r[j].used)
			j = (j + 1) & (cap - 1);
		r[j] = *o;
	}
	free(tr->rep);
	tr->rep = r;
	tr->repcap = cap;
	return 0;
}

/* Counts one finding; whether it is still among the first max_repeats. */
static bool count_repeat(struct tracing *tr, const struct kapi_trace_call *c,
			 const struct kapi_finding *f, bool on_exit)
{
	int32_t index = on_exit ? -2 : f->index;
	size_t j;

	if (!tr->max_repeats)
		return true;
	if ((tr->nrep + 1) * 2 > tr->repcap && repeats_grow(tr))
		return true;	/* out of memory: show rather than lose it */
	j = repeat_hash(c->tgid, c->nr, f->kind, index, f->value) &
	    (tr->repcap - 1);
	for (;; j = (j + 1) & (tr->repcap - 1)) {
		struct repeat *r = &tr->rep[j];

		if (!r->used) {
			*r = (struct repeat){ .tgid = c->tgid, .nr = c->nr,
					      .kind = f->kind, .index = index,
					      .value = f->value, .count = 1,
					      .used = true };
			tr->nrep++;
			return true;
		}
		if (r->tgid == c->tgid && r->nr == c->nr && r->kind == f->kind &&
		    r->index == index && r->value == f->value)
			break;
	}
	tr->rep[j].count++;
	if (tr->rep[j].count <= tr->max_repeats)
		return true;
	tr->not_shown++;
	return false;
}

/* A write to the findings file failed: stop checking, detach, exit 3. */
static void output_failed(struct tracing *tr)
{
	if (tr->write_err)
		return;
	tr->write_err = errno ? errno : EIO;
	kapi_trace__interrupt(tr->opts, 0);
}

static void flush_out(struct tracing *tr)
{
	if (tr->write_err || !tr->dirty)
		return;
	tr->dirty = false;
	if (fflush(tr->out) || ferror(tr->out))
		output_failed(tr);
}

static void on_call(void *ctx, const struct kapi_trace_call *c)
{
	struct tracing *tr = ctx;
	struct per_syscall *ps = per(tr, c->nr);
	size_t n = 0;
	bool shown;

	for (size_t i = 0; i < c->entry->count; i++)
		n += !(tr->ignored >> c->entry->items[i].kind & 1);
	for (size_t i = 0; i < c->exit->count; i++)
		n += !(tr->ignored >> c->exit->items[i].kind & 1);

	/* the program's first checked call comes before any child exists */
	if (!tr->leader)
		tr->leader = c->tgid;
	shown = tr->follow || c->tgid == tr->leader;

	if (ps) {
		ps->calls++;
		ps->findings += n;
		if (c->returned && c->ret < 0 && c->ret >= -4095 && !c->restart) {
			size_t i;

			for (i = 0; i < ps->nerrnos; i++)
				if (ps->errnos[i].err == (int)-c->ret)
					break;
			if (i == ps->nerrnos && i < 16)
				ps->errnos[ps->nerrnos++].err = (int)-c->ret;
			if (i < 16)
				ps->errnos[i].count++;
		}
	}
	if (!shown || !n)
		return;
	tr->findings += n;
	for (size_t i = 0; i < c->entry->count; i++)
		if (!(tr->ignored >> c->entry->items[i].kind & 1) &&
		    count_repeat(tr, c, &c->entry->items[i], false) &&
		    !tr->write_err) {
			emit_finding(tr, c, &c->entry->items[i], false);
			tr->dirty = true;
		}
	for (size_t i = 0; i < c->exit->count; i++)
		if (!(tr->ignored >> c->exit->items[i].kind & 1) &&
		    count_repeat(tr, c, &c->exit->items[i], true) &&
		    !tr->write_err) {
			emit_finding(tr, c, &c->exit->items[i], true);
			tr->dirty = true;
		}
	if (!tr->write_err && ferror(tr->out))
		output_failed(tr);
}

static int cmp_repeat(const void *a, const void *b)
{
	const struct repeat *x = a, *y = b;

	if (x->count != y->count)
		return x->count < y->count ? 1 : -1;
	if (x->tgid != y->tgid)
		return x->tgid < y->tgid ? -1 : 1;
	return (x->nr > y->nr) - (x->nr < y->nr);
}

/* The findings counted past max_repeats, most repeated first. */
static struct repeat *repeats_over(struct tracing *tr, size_t *n)
{
	struct repeat *list = NULL;

	*n = 0;
	if (!tr->not_shown)
		return NULL;
	list = malloc(tr->nrep * sizeof(*list));
	if (!list)
		return NULL;
	for (size_t i = 0; i < tr->repcap; i++)
		if (tr->rep[i].used && tr->rep[i].count > tr->max_repeats)
			list[(*n)++] = tr->rep[i];
	qsort(list, *n, sizeof(*list), cmp_repeat);
	return list;
}

static void repeats_text(struct tracing *tr)
{
	size_t n;
	struct repeat *list = repeats_over(tr, &n);

	if (!n) {
		free(list);
		return;
	}
	fprintf(tr->out, "repeated findings (each shown %" PRIu64 " times):\n",
		tr->max_repeats);
	for (size_t i = 0; i < n; i++) {
		const char *name = kapi_syscall__name(list[i].nr);

		fprintf(tr->out, "%8" PRIu64 " x %d %s %s %s=%" PRId64 "\n",
			list[i].count, list[i].tgid, name ? name : "?",
			kapi_finding__kind_name(list[i].kind),
			list[i].index == -2 ? "ret" : "value", list[i].value);
	}
	free(list);
}

static void repeats_json(struct tracing *tr)
{
	size_t n;
	struct repeat *list = repeats_over(tr, &n);

	kapi_json__key(tr->json, "max_repeats");
	kapi_json__uint(tr->json, tr->max_repeats);
	kapi_json__key(tr->json, "not_shown");
	kapi_json__uint(tr->json, tr->not_shown);
	kapi_json__key(tr->json, "repeats");
	kapi_json__begin_array(tr->json);
	for (size_t i = 0; i < n; i++) {
		const char *name = kapi_syscall__name(list[i].nr);

		kapi_json__begin_object(tr->json);
		kapi_json__key(tr->json, "pid");
		kapi_json__int(tr->json, list[i].tgid);
		kapi_json__key(tr->json, "syscall");
		kapi_json__string(tr->json, name ? name : "?");
		kapi_json__key(tr->json, "finding");
		kapi_json__string(tr->json, kapi_finding__kind_name(list[i].kind));
		kapi_json__key(tr->json, "on");
		kapi_json__string(tr->json, list[i].index == -2 ? "ret" : "arg");
		kapi_json__key(tr->json, "value");
		kapi_json__int(tr->json, list[i].value);
		kapi_json__key(tr->json, "count");
		kapi_json__uint(tr->json, list[i].count);
		kapi_json__end_object(tr->json);
	}
	kapi_json__end_array(tr->json);
	free(list);
}

static void summary(struct tracing *tr, const char *mode, size_t stops)
{
	if (json_output)
		tr->json = kapi_json__new(kapi_write__file, tr->out, false);
	if (tr->json) {
		kapi_json__begin_object(tr->json);
		kapi_json__key(tr->json, "summary");
		kapi_json__begin_array(tr->json);
	} else {
		fprintf(tr->out, "%-20s %8s %8s  %s\n", "syscall", "calls",
			"findings", "errnos");
	}
	for (size_t i = 0; i < tr->nsys; i++) {
		const struct per_syscall *ps = &tr->sys[i];
		const char *name = kapi_syscall__name(ps->nr);

		if (tr->json) {
			kapi_json__begin_object(tr->json);
			kapi_json__key(tr->json, "syscall");
			kapi_json__string(tr->json, name ? name : "?");
			kapi_json__key(tr->json, "calls");
			kapi_json__uint(tr->json, ps->calls);
			kapi_json__key(tr->json, "findings");
			kapi_json__uint(tr->json, ps->findings);
			kapi_json__key(tr->json, "errnos");
			kapi_json__begin_object(tr->json);
			for (size_t k = 0; k < ps->nerrnos; k++) {
				kapi_json__key(tr->json,
					       kapi_errno__name(ps->errnos[k].err));
				kapi_json__uint(tr->json, ps->errnos[k].count);
			}
			kapi_json__end_object(tr->json);
			kapi_json__end_object(tr->json);
			continue;
		}
		fprintf(tr->out, "%-20s %8zu %8zu ", name ? name : "?", ps->calls,
			ps->findings);
		for (size_t k = 0; k < ps->nerrnos; k++)
			fprintf(tr->out, " %s:%zu",
				kapi_errno__name(ps->errnos[k].err),
				ps->errnos[k].count);
		fputc('\n', tr->out);
	}
	if (tr->json) {
		kapi_json__end_array(tr->json);
		repeats_json(tr);
		kapi_json__key(tr->json, "mode");
		kapi_json__string(tr->json, mode);
		kapi_json__key(tr->json, "stops");
		kapi_json__uint(tr->json, stops);
		kapi_json__key(tr->json, "max_tasks");
		kapi_json__uint(tr->json, tr->opts->max_tasks);
		kapi_json__key(tr->json, "detached");
		kapi_json__uint(tr->json, tr->opts->detached);
		kapi_json__end_object(tr->json);
		kapi_json__free(tr->json);
		tr->json = NULL;
	} else if (!json_output) {
		repeats_text(tr);
		fprintf(tr->out, "mode: %s; %zu stops\n", mode, stops);
	}
	tr->summary_done = true;
	tr->dirty = true;
}

/* Without -c: say that findings were counted rather than shown. */
static void not_shown_note(struct tracing *tr)
{
	if (!tr->not_shown)
		return;
	if (json_output) {
		tr->json = kapi_json__new(kapi_write__file, tr->out, false);
		if (!tr->json)
			return;
		kapi_json__begin_object(tr->json);
		repeats_json(tr);
		kapi_json__end_object(tr->json);
		kapi_json__free(tr->json);
		tr->json = NULL;
	} else {
		fprintf(tr->out, "kapi trace: %" PRIu64 " repeated findings not "
			"shown (--max-repeats %" PRIu64 "; -c lists them)\n",
			tr->not_shown, tr->max_repeats);
	}
	tr->dirty = true;
}

/* "-e mlockall,openat": syscall numbers; -1 after saying which is unknown. */
/*
 * strace's %file and %desc classes, read off the specs: a path among the
 * parameters, or a descriptor as the first one.
 */
static bool in_class(const struct kernel_api_spec *s, const char *cls)
{
	if (!strcmp(cls, "%file")) {
		for (uint32_t i = 0; i < s->param_count; i++)
			if (s->params[i].type == KAPI_TYPE_PATH ||
			    s->params[i].constraint_type == KAPI_CONSTRAINT_USER_PATH)
				return true;
		return false;
	}
	return s->param_count && s->params[0].type == KAPI_TYPE_FD;
}

static int add_nr(long **nrs, size_t *n, size_t *cap, long nr)
{
	if (*n == *cap) {
		size_t c = *cap ? *cap * 2 : 64;
		long *p = realloc(*nrs, c * sizeof(*p));

		if (!p)
			return -1;
		*nrs = p;
		*cap = c;
	}
	(*nrs)[(*n)++] = nr;
	return 0;
}

/* -e: syscall names and %file/%desc, strace's "trace=" prefix allowed */
static int parse_syscalls(const char *list, long **out, size_t *n)
{
	const struct kapi_registry *reg = spec_registry();
	char *copy, *tok, *save;
	long *nrs = NULL;
	size_t cap = 0;
	int err = 0;

	if (!strncmp(list, "trace=", 6))
		list += 6;
	copy = strdup(list);
	*n = 0;
	for (tok = copy ? strtok_r(copy, ",", &save) : NULL; tok && !err;
	     tok = strtok_r(NULL, ",", &save)) {
		long nr;

		if (!strcmp(tok, "%file") || !strcmp(tok, "%desc")) {
			for (size_t i = 0; i < kapi_registry__count(reg) && !err; i++) {
				const struct kernel_api_spec *s = kapi_registry__at(reg, i);

				nr = s->api_type == KAPI_API_FUNCTION ?
				     kapi_syscall__nr(strncmp(s->name, "sys_", 4) ?
						      s->name : s->name + 4) : -1;
				if (nr >= 0 && in_class(s, tok))
					err = add_nr(&nrs, n, &cap, nr);
			}
			continue;
		}
		nr = kapi_syscall__nr(strncmp(tok, "sys_", 4) ? tok : tok + 4);
		if (nr < 0) {
			p_err("unknown syscall '%s' (names, %%file or %%desc)", tok);
			free(copy);
			free(nrs);
			return -1;
		}
		err = add_nr(&nrs, n, &cap, nr);
	}
	if (!copy || err)
		p_err("out of memory");
	else if (!nrs)
		p_err("no syscall named in '%s'", list);
	free(copy);
	if (!copy || err || !nrs) {
		free(nrs);
		return -1;
	}
	*out = nrs;
	return 0;
}

/* --ignore: finding kind names into a bit set; 0 or -1 on a bad name */
static int parse_kinds(const char *list, uint64_t *out)
{
	char *copy = strdup(list), *save = NULL;

	if (!copy)
		return -1;
	for (char *tok = strtok_r(copy, ",", &save); tok;
	     tok = strtok_r(NULL, ",", &save)) {
		int k;

		for (k = 1; k < KAPI_FINDING__COUNT; k++)
			if (!strcmp(tok, kapi_finding__kind_name(k)))
				break;
		if (k == KAPI_FINDING__COUNT) {
			p_err("unknown finding kind '%s' (see 'kapi trace help' "
			      "and the JSON 'finding' field)", tok);
			free(copy);
			return -1;
		}
		*out |= 1ULL << k;
	}
	free(copy);
	return 0;
}

/* The run being traced, for the signal handlers. */
static struct kapi_trace_opts *running;

static void on_stop_signal(int sig)
{
	/* a stop is acted on between two events; the timer makes sure one
	 * comes even if the signal lands just before the tracer sleeps */
	struct itimerval tick = { { 0, 50000 }, { 0, 50000 } };

	kapi_trace__interrupt(running, sig);
	setitimer(ITIMER_REAL, &tick, NULL);
}

static void on_wakeup(int sig)
{
	(void)sig;
}

static const int stop_signals[] = { SIGINT, SIGTERM, SIGHUP, SIGQUIT };

/*
 * SIGINT, SIGTERM, SIGHUP and SIGQUIT stop the run; SIGALRM only wakes the
 * tracer; SIGPIPE turns into a write error.  A signal kapi was started
 * with ignored stays ignored, as it is for the program (nohup).  No
 * SA_RESTART: the tracer's wait must return.
 */
static void catch_signals(void)
{
	struct sigaction sa, old;

	memset(&sa, 0, sizeof(sa));
	sigemptyset(&sa.sa_mask);
	for (size_t i = 0; i < sizeof(stop_signals) / sizeof(stop_signals[0]); i++)
		sigaddset(&sa.sa_mask, stop_signals[i]);
	for (size_t i = 0; i < sizeof(stop_signals) / sizeof(stop_signals[0]); i++) {
		sa.sa_handler = on_stop_signal;
		if (!sigaction(stop_signals[i], NULL, &old) &&
		    old.sa_handler != SIG_IGN)
			sigaction(stop_signals[i], &sa, NULL);
	}
	sa.sa_handler = on_wakeup;
	sigaction(SIGALRM, &sa, NULL);
	if (!sigaction(SIGPIPE, NULL, &old) && old.sa_handler != SIG_IGN)
		sigaction(SIGPIPE, &sa, NULL);
}

/* Dies of sig as strace does once it has let go of the program. */
static void die_of(int sig)
{
	struct itimerval off = { { 0, 0 }, { 0, 0 } };
	struct rlimit no_core = { 0, 0 };
	sigset_t set;

	setitimer(ITIMER_REAL, &off, NULL);
	setrlimit(RLIMIT_CORE, &no_core);
	signal(sig, SIG_DFL);
	sigemptyset(&set);
	sigaddset(&set, sig);
	sigprocmask(SIG_UNBLOCK, &set, NULL);
	raise(sig);
}

/*
 * If kapi was started with descriptor 0, 1 or 2 closed, its own files
 * (-o, pipes, /proc) must not take those numbers: the program would find
 * them open as its standard streams.  Each closed one is held by
 * /dev/null, close-on-exec, so the program still finds it closed.
 */
static void hold_std_fds(void)
{
	for (int fd = 0; fd < 3; fd++)
		if (fcntl(fd, F_GETFD) < 0 && errno == EBADF)
			open("/dev/null", O_RDWR | O_CLOEXEC);
}

static void trace_on_wait(void *ctx)
{
	flush_out(ctx);
}

static void trace_on_stop(void *ctx)
{
	struct tracing *tr = ctx;

	if (tr->want_summary && !tr->write_err)
		summary(tr, tr->opts->mode ? tr->opts->mode : "?",
			tr->opts->stops);
	flush_out(tr);
}

/* "-p 1234": a whole positive number, nothing after it */
static int parse_pid(const char *arg, pid_t *pid)
{
	char *end;
	long v;

	/* strtol would take " 1" and "+1": digits only */
	if (*arg < '0' || *arg > '9')
		return -1;
	errno = 0;
	v = strtol(arg, &end, 10);
	if (errno || end == arg || *end || v <= 0 || v > INT32_MAX)
		return -1;
	*pid = (pid_t)v;
	return 0;
}

static int parse_count(const char *arg, uint64_t *out)
{
	char *end;
	unsigned long long v;

	if (*arg < '0' || *arg > '9')
		return -1;
	errno = 0;
	v = strtoull(arg, &end, 10);
	if (errno || end == arg || *end)
		return -1;
	*out = v;
	return 0;
}

int do_trace(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "output", required_argument, NULL, 'o' },
		{ "follow", no_argument, NULL, 'f' },
		{ "syscalls", required_argument, NULL, 'e' },
		{ "entry-only", no_argument, NULL, OPT_ENTRY_ONLY },
		{ "no-filter", no_argument, NULL, OPT_NO_FILTER },
		{ "no-seccomp", no_argument, NULL, OPT_NO_SECCOMP },
		{ "summary", no_argument, NULL, 'c' },
		{ "fail-on-finding", no_argument, NULL, OPT_FAIL },
		{ "generated", no_argument, NULL, OPT_GENERATED },
		{ "ignore", required_argument, NULL, 'X' },
		{ "max-repeats", required_argument, NULL, OPT_MAX_REPEATS },
		{ "ignored-bits", no_argument, NULL, OPT_IGNORED_BITS },
		{ "pid", required_argument, NULL, 'p' },
		{ "help", no_argument, NULL, 'h' },
		SOURCE_OPTIONS,
		{ NULL, 0, NULL, 0 },
	};
	struct kapi_trace_opts o = { .sz = sizeof(o) };
	/* bits the kernel ignores are a warning, off unless asked for */
	struct tracing tr = { .out = stderr, .opts = &o,
			      .max_repeats = DEFAULT_MAX_REPEATS,
			      .ignored = 1ull << KAPI_FINDING_IGNORED_BITS };
	const char *output = NULL;
	bool want_summary = false, fail_on_finding = false;
	long *only = NULL;
	int opt, err, status = 0, ret;

	if (is_help_request(argc, argv))
		return trace_help();
	hold_std_fds();
	while ((opt = getopt_long(argc, argv, "+o:fe:cp:X:h", opts, NULL)) != -1) {
		switch (opt) {
		case 'o':
			output = optarg;
			break;
		case 'f':
			tr.follow = true;
			break;
		case 'e':
			free(only);
			if (parse_syscalls(optarg, &only, &o.only_count))
				return EXIT_USAGE;
			o.only = only;
			break;
		case OPT_ENTRY_ONLY:
			o.entry_only = true;
			break;
		case OPT_NO_FILTER:
			o.no_filter = true;
			break;
		case OPT_NO_SECCOMP:
			o.no_seccomp = true;
			break;
		case 'c':
			want_summary = true;
			break;
		case OPT_FAIL:
			fail_on_finding = true;
			break;
		case OPT_GENERATED:
			o.generated = true;
			break;
		case OPT_IGNORED_BITS:
			tr.ignored &= ~(1ull << KAPI_FINDING_IGNORED_BITS);
			break;
		case 'X':
			if (parse_kinds(optarg, &tr.ignored)) {
				free(only);
				return EXIT_USAGE;
			}
			break;
		case OPT_FROM:
		case OPT_SOURCE_TYPE:
			if (source_option(opt, optarg)) {
				free(only);
				return EXIT_USAGE;
			}
			break;
		case 'p':
			if (parse_pid(optarg, &o.attach)) {
				p_err("bad pid '%s': a whole positive number", optarg);
				free(only);
				return EXIT_USAGE;
			}
			break;
		case OPT_MAX_REPEATS:
			if (parse_count(optarg, &tr.max_repeats)) {
				p_err("bad count '%s' for --max-repeats", optarg);
				free(only);
				return EXIT_USAGE;
			}
			break;
		case 'h':
			free(only);
			return trace_help();
		default:
			free(only);
			return EXIT_USAGE;
		}
	}
	if (!o.attach && optind >= argc) {
		p_err("trace needs a command after '--' or -p PID");
		free(only);
		return EXIT_USAGE;
	}
	if (output) {
		/* close-on-exec: the program never sees kapi's file */
		tr.out = fopen(output, "we");
		if (!tr.out) {
			p_err("cannot open '%s': %s", output, strerror(errno));
			free(only);
			return EXIT_FAILURE_;
		}
		tr.out_name = output;
	}
	/* findings are written in batches: when the tracer is idle, stops,
	 * or the buffer is full */
	setvbuf(tr.out, NULL, _IOFBF, 1 << 16);
	tr.want_summary = want_summary;
	o.reg = spec_registry();
	o.on_call = on_call;
	o.on_wait = trace_on_wait;
	o.on_stop = trace_on_stop;
	o.ctx = &tr;
	tr.leader = o.attach;
	running = &o;
	catch_signals();
	err = kapi_trace__run(&o, o.attach ? NULL : argv + optind, &status);
	if (!tr.write_err) {
		/* the summary lists the repeats; without it, one line says */
		if (!want_summary)
			not_shown_note(&tr);
		else if (!tr.summary_done)
			summary(&tr, o.mode ? o.mode : "?", o.stops);
	}
	if (tr.json)
		kapi_json__free(tr.json);
	if (!tr.write_err && (fflush(tr.out) || ferror(tr.out)))
		tr.write_err = errno ? errno : EIO;
	if (output && fclose(tr.out) && !tr.write_err)
		tr.write_err = errno ? errno : EIO;
	free(only);
	free(tr.sys);
	free(tr.rep);
	if (tr.write_err) {
		p_err("cannot write findings to '%s': %s%s",
		      output ? output : "standard error", strerror(tr.write_err),
		      o.attach ? "; the process was detached" : "");
		return EXIT_FAILURE_;
	}
	if (err && o.attach) {
		p_err("cannot attach to process %d: %s", (int)o.attach,
		      strerror(-err));
		return EXIT_FAILURE_;
	}
	if (err) {
		bool not_run = err == -ENOENT || err == -EACCES || err == -ENOEXEC;

		p_err("%s '%s': %s", not_run ? "cannot run" : "cannot trace",
		      argv[optind], strerror(-err));
		return not_run ? 127 : EXIT_FAILURE_;
	}
	if (o.stop_sig > 0)
		die_of(o.stop_sig);
	if (fail_on_finding && tr.findings)
		return 1;
	if (WIFSIGNALED(status))
		ret = 128 + WTERMSIG(status);
	else
		ret = WEXITSTATUS(status);
	return ret;
}

/* For kapi watch, whose findings read exactly like trace's (main.h). */
void trace_print_finding(FILE *out, const struct kapi_trace_call *c,
			 const struct kapi_finding *f, bool gap)
{
	struct tracing tr = { .out = out };

	emit_finding(&tr, c, f, gap);
}

int trace_parse_syscalls(const char *list, long **out, size_t *n)
{
	return parse_syscalls(list, out, n);
}

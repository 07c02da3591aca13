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
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <regex.h>
#include <inttypes.h>
#include <limits.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <unistd.h>

#include "arg_text.h"
#include "main.h"
#include "output.h"

enum {
	OPT_ENTRY_ONLY = OPT_VERB_FIRST,
	OPT_NO_FILTER,
	OPT_NO_SECCOMP,
	OPT_FAIL,
	OPT_GENERATED,
	OPT_MAX_REPEATS,
	OPT_ENFORCE,
	OPT_LIST_KINDS,
	OPT_IGNORED_BITS,
	OPT_LEAVE_DAEMONS,
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
 * result) and kind from the same call site, whatever the value (a loop
 * over descriptors is one finding, not one a descriptor).  The first
 * max_repeats are shown, the rest counted; value is the first one seen.
 */
struct repeat {
	pid_t tgid;
	int32_t index;		/* parameter, -1 none, -2 the result */
	uint32_t kind;
	long nr;
	uint64_t site;		/* the call's instruction pointer */
	int64_t value;
	uint64_t count;
	bool used;
};

struct tracing {
	FILE *out;
	const char *out_name;	/* -o FILE, NULL for stderr */
	struct kapi_trace_opts *opts;
	struct kapi_trace_result res;	/* kept up to date by the run */
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
	size_t string_max;	/* -s N */
	int timestamps;		/* -t 1, -tt 2, -ttt 3: before each line */
	bool durations;		/* -T: <seconds> after each line */
	bool failed_only;	/* -e status=failed */
	struct kapi_suppressions *suppressions;
	struct kapi_baseline *baseline;
	uint64_t suppressed, baselined;
	bool per_process;	/* -ff: findings to out_name.PID */
	FILE *pp_out;		/* the open per-process file */
	pid_t pp_tgid;		/* whose it is */
	pid_t *pp_seen;		/* processes whose file was started */
	size_t pp_n, pp_cap;
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
	       "  -j, --json             JSON Lines: a finding an object a line\n"
	       "  -f, --follow           report children too (they are always traced)\n"
	       "  -e, --syscalls LIST    check only these syscalls (comma-separated\n"
	       "                         names, /regex/, %%file %%desc %%process\n"
	       "                         %%network %%signal %%ipc %%memory %%creds\n"
	       "                         %%clock %%pure; !LIST: all but those)\n"
	       "  -e status=failed       only calls that returned an error\n"
	       "      --enforce          calls that break the spec fail with EINVAL\n"
	       "                         instead of running (reported as enforced)\n"
	       "      --enforce=filter   with --entry-only, the filter refuses what\n"
	       "                         it checks itself: no stop, not reported\n"
	       "  -s N                   show N bytes of strings (default 256)\n"
	       "  -y                     show the files descriptors name\n"
	       "  -t, -tt, -ttt          time of day (+us, epoch) before each line\n"
	       "  -T                     time spent in the call after each line\n"
	       "  -ff                    with -o FILE: each process to FILE.PID\n"
	       "      --list-kinds       the finding kinds -X takes\n"
	       "      --baseline FILE    leave out findings an earlier -j run has\n"
	       "      --suppressions FILE  leave out the findings FILE names\n"
	       "      --entry-only       check arguments only; the seccomp filter\n"
	       "                         checks masks, ranges and enums itself, so a\n"
	       "                         valid call does not stop the program\n"
	       "      --no-filter        with --entry-only, stop at every checked call\n"
	       "      --no-seccomp       stop at every syscall (as -p must)\n"
	       "      --leave-daemons    when the program's first process exits,\n"
	       "                         let what it left running go, untraced, and\n"
	       "                         never take it along if kapi dies (every\n"
	       "                         syscall stops, as --no-seccomp)\n"
	       "  -c, --summary          per syscall: calls, findings, errnos; every\n"
	       "                         call counted (with --entry-only each stops)\n"
	       "      --summary=stopped  count only calls that stopped: with\n"
	       "                         --entry-only, not those the filter let run\n"
	       "      --fail-on-finding  exit 1 when there was a finding\n"
	       "      --generated        also check syscalls whose spec is a generated\n"
	       "                         baseline (types and man-page errnos only)\n"
	       "  -X, --ignore KINDS     drop findings of these kinds (comma-separated,\n"
	       "                         e.g. fd_closed for programs probing descriptors)\n"
	       "      --max-repeats N    show the same finding (process, syscall,\n"
	       "                         kind, call site) N times, then count it\n"
	       "                         (default %d; 0 shows all)\n"
	       "      --ignored-bits     warn of mask bits the spec says the kernel\n"
	       "                         ignores (off by default: they are valid)\n"
	       "  -p, --pid PID          attach to a running process\n"
	       "\n"
	       "Exit status: the program's own (128+N if killed by signal N), 1\n"
	       "with --fail-on-finding and a finding, 2 usage, 125 kapi failed\n"
	       "('tracing failed: ...'), 127 the command could not be run.\n"
	       "SIGINT, SIGTERM, SIGHUP or\n"
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

static void call_text(const struct kapi_trace_call *c, char *buf, size_t size,
		      char *v, size_t vsize)
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
		if (c->strings[i])
			quoted(c->strings[i], c->strings_cut >> i & 1, v, vsize);
		else
			kapi_arg_text(&s->params[i], c->args[i], v, vsize);
		o += (size_t)snprintf(buf + o, size - o, "%s%s=%s", i ? ", " : "",
				      s->params[i].name ? s->params[i].name : "?",
				      v);
		/* -y: fd=3</etc/passwd>, as strace shows it */
		if (c->fd_paths[i] && o < size)
			o += (size_t)snprintf(buf + o, size - o, "<%s>",
					      c->fd_paths[i]);
	}
	if (o < size)
		snprintf(buf + o, size - o, ")");
}

/*
 * -ff: the file of the process that made the call, FILE.PID.  One is open
 * at a time (findings come in runs from one process, and a program may
 * have more processes than kapi has descriptors); the first open of each
 * truncates it, later ones append.
 */
static FILE *out_for(struct tracing *tr, pid_t tgid)
{
	char path[PATH_MAX];
	bool seen = false;

	if (!tr->per_process)
		return tr->out;
	if (tr->pp_out && tr->pp_tgid == tgid)
		return tr->pp_out;
	if (tr->pp_out && fclose(tr->pp_out) && !tr->write_err)
		tr->write_err = errno ? errno : EIO;
	tr->pp_out = NULL;
	for (size_t i = 0; i < tr->pp_n; i++)
		seen |= tr->pp_seen[i] == tgid;
	if (!seen && tr->pp_n == tr->pp_cap) {
		size_t cap = tr->pp_cap ? tr->pp_cap * 2 : 16;
		pid_t *p = realloc(tr->pp_seen, cap * sizeof(*p));

		if (!p)
			return tr->out;
		tr->pp_seen = p;
		tr->pp_cap = cap;
	}
	if (!seen)
		tr->pp_seen[tr->pp_n++] = tgid;
	snprintf(path, sizeof(path), "%s.%d", tr->out_name, (int)tgid);
	tr->pp_out = fopen(path, seen ? "ae" : "we");
	if (!tr->pp_out) {
		if (!tr->write_err)
			tr->write_err = errno ? errno : EIO;
		kapi_trace__interrupt(0);
		return tr->out;
	}
	tr->pp_tgid = tgid;
	return tr->pp_out;
}

static double seconds_between(const struct timespec *a,
			      const struct timespec *b)
{
	return (double)(b->tv_sec - a->tv_sec) +
	       (double)(b->tv_nsec - a->tv_nsec) / 1e9;
}

/* -t/-tt/-ttt before a finding line, -T after it, as strace prints them. */
static void time_text(struct tracing *tr, const struct kapi_trace_call *c,
		      char *when, size_t wsize, char *took, size_t tsize)
{
	time_t sec = c->entered.tv_sec;
	struct tm tm;

	if (tr->timestamps == 3) {
		snprintf(when, wsize, "%lld.%06ld ", (long long)sec,
			 c->entered.tv_nsec / 1000);
	} else if (tr->timestamps && localtime_r(&sec, &tm)) {
		size_t n = strftime(when, wsize, "%H:%M:%S", &tm);

		if (tr->timestamps == 2)
			snprintf(when + n, wsize - n, ".%06ld ",
				 c->entered.tv_nsec / 1000);
		else
			snprintf(when + n, wsize - n, " ");
	}
	/* a call that never returned, or never ran, has no duration */
	if (tr->durations && c->returned && !c->enforced)
		snprintf(took, tsize, " <%.6f>",
			 seconds_between(&c->entered, &c->exited));
	else if (tr->durations)
		snprintf(took, tsize, " <?>");
}

static void fingerprint(const struct kapi_trace_call *c,
			const struct kapi_finding *f, bool on_exit, char out[17]);

static void emit_finding(struct tracing *tr, const struct kapi_trace_call *c,
			 const struct kapi_finding *f, bool gap)
{
	char ret[64], when[64] = "", took[64] = "";
	/* each string escaped (4 bytes a byte at most), 6 of them */
	size_t vsize = 4 * tr->string_max + 16, size = 6 * (vsize + 300);
	char *call = malloc(size), *v = malloc(vsize);

	if (!call || !v) {
		free(call);
		free(v);
		return;
	}
	call_text(c, call, size, v, vsize);
	free(v);
	ret_text(c, ret, sizeof(ret));
	if (!json_output) {
		time_text(tr, c, when, sizeof(when), took, sizeof(took));
		fprintf(out_for(tr, c->tgid), "%s%s = %s%s: %s%s%s\n", when,
			call, ret,
			c->enforced ? " (enforced)" : "",
			gap ? "spec gap: " : "", f->message, took);
		free(call);
		return;
	}
	/* JSON lines: one object a line, each its own document */
	tr->json = kapi_json__new(kapi_write__file, out_for(tr, c->tgid), false);
	if (!tr->json) {
		free(call);
		return;
	}
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
	kapi_json__key(tr->json, "enforced");
	kapi_json__bool(tr->json, c->enforced);
	if (c->arch == 0x40000003) {	/* AUDIT_ARCH_I386 */
		kapi_json__key(tr->json, "arch");
		kapi_json__string(tr->json, "i386");
	}
	kapi_json__key(tr->json, "time");
	kapi_json__stringf(tr->json, "%lld.%06ld", (long long)c->entered.tv_sec,
			   c->entered.tv_nsec / 1000);
	if (c->returned && !c->enforced) {
		kapi_json__key(tr->json, "duration");
		kapi_json__stringf(tr->json, "%.6f", seconds_between(&c->entered,
								     &c->exited));
	}
	kapi_json__key(tr->json, "class");
	kapi_json__string(tr->json, gap ? "spec_gap" : "caller_error");
	kapi_json__key(tr->json, "finding");
	kapi_json__string(tr->json, kapi_finding__kind_name(f->kind));
	{
		char print[17];

		fingerprint(c, f, gap, print);
		kapi_json__key(tr->json, "fingerprint");
		kapi_json__string(tr->json, print);
	}
	kapi_json__key(tr->json, "call");
	kapi_json__stringf(tr->json, "%s = %s", call, ret);
	kapi_json__key(tr->json, "message");
	kapi_json__string(tr->json, f->message);
	kapi_json__end_object(tr->json);
	kapi_json__free(tr->json);	/* ends the line */
	tr->json = NULL;
	free(call);
}

static uint64_t repeat_hash(pid_t tgid, long nr, uint32_t kind, int32_t index,
			    uint64_t site)
{
	uint64_t h = 1469598103934665603ULL;
	uint64_t parts[5] = { (uint64_t)tgid, (uint64_t)nr, kind,
			      (uint64_t)(int64_t)index, site };

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
		j = repeat_hash(o->tgid, o->nr, o->kind, o->index, o->site) &
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
	j = repeat_hash(c->tgid, c->nr, f->kind, index, c->ip) &
	    (tr->repcap - 1);
	for (;; j = (j + 1) & (tr->repcap - 1)) {
		struct repeat *r = &tr->rep[j];

		if (!r->used) {
			*r = (struct repeat){ .tgid = c->tgid, .nr = c->nr,
					      .kind = f->kind, .index = index,
					      .site = c->ip, .value = f->value,
					      .count = 1,
					      .used = true };
			tr->nrep++;
			return true;
		}
		if (r->tgid == c->tgid && r->nr == c->nr && r->kind == f->kind &&
		    r->index == index && r->site == c->ip)
			break;
	}
	tr->rep[j].count++;
	if (tr->rep[j].count <= tr->max_repeats)
		return true;
	tr->not_shown++;
	return false;
}

/* A write to the findings file failed: stop checking, detach, exit 125. */
static void output_failed(struct tracing *tr)
{
	if (tr->write_err)
		return;
	tr->write_err = errno ? errno : EIO;
	kapi_trace__interrupt(0);
}

static void flush_out(struct tracing *tr)
{
	if (tr->write_err || !tr->dirty)
		return;
	tr->dirty = false;
	if (tr->pp_out && (fflush(tr->pp_out) || ferror(tr->pp_out)))
		output_failed(tr);
	if (fflush(tr->out) || ferror(tr->out))
		output_failed(tr);
}

static bool is_pointer_type(const struct kapi_param_spec *p)
{
	return p->type == KAPI_TYPE_PTR || p->type == KAPI_TYPE_USER_PTR ||
	       p->type == KAPI_TYPE_PATH || p->type == KAPI_TYPE_STRING ||
	       p->type == KAPI_TYPE_FUNC_PTR;
}

/* Whether the parameter a finding names holds an address. */
static bool pointer_param(const struct kernel_api_spec *s, const char *name)
{
	if (s->api_type != KAPI_API_FUNCTION || !name)
		return false;
	for (uint32_t i = 0; i < s->param_count; i++)
		if (s->params[i].name && !strcmp(s->params[i].name, name))
			return is_pointer_type(&s->params[i]);
	return false;
}

/*
 * What a finding is about, in words that stay the same from run to run:
 * the errno a result finding is about (or "success"), "NULL" or "address"
 * for a pointer (addresses move with ASLR), "long" for a string too long,
 * and otherwise the argument's value in decimal.
 */
static void value_class(const struct kapi_trace_call *c,
			const struct kapi_finding *f, bool on_exit, char *buf,
			size_t size)
{
	const struct kernel_api_spec *s = c->spec;

	if (on_exit) {
		const char *e = c->ret < 0 && c->ret >= -4095 ?
				kapi_errno__name((int)c->ret) : NULL;

		snprintf(buf, size, "%s", e ? e : c->ret < 0 ? "error" : "success");
	} else if (f->kind == KAPI_FINDING_FAULT) {
		snprintf(buf, size, "address");
	} else if (f->kind == KAPI_FINDING_STRING_LENGTH) {
		snprintf(buf, size, "long");
	} else if (pointer_param(s, f->subject)) {
		snprintf(buf, size, "%s", f->value ? "address" : "NULL");
	} else {
		snprintf(buf, size, "%" PRId64, f->value);
	}
}

/*
 * A finding's fingerprint: FNV-1a over the syscall (or ioctl spec) name,
 * the finding kind, the parameter ("return" for the result) and the value
 * class, so a later run recognises it (--baseline) whatever the pid,
 * addresses or message wording.
 */
static void fingerprint(const struct kapi_trace_call *c,
			const struct kapi_finding *f, bool on_exit, char out[17])
{
	char cls[64];
	const char *parts[4];
	uint64_t h = 0xcbf29ce484222325ULL;

	value_class(c, f, on_exit, cls, sizeof(cls));
	parts[0] = c->spec->name;
	parts[1] = kapi_finding__kind_name(f->kind);
	parts[2] = on_exit ? "return" : f->subject ? f->subject : "";
	parts[3] = cls;
	for (size_t i = 0; i < 4; i++) {
		for (const char *p = parts[i]; p && *p; p++)
			h = (h ^ (unsigned char)*p) * 0x100000001b3ULL;
		h = (h ^ 0xff) * 0x100000001b3ULL;
	}
	snprintf(out, 17, "%016llx", (unsigned long long)h);
}

/*
 * Whether a finding is left out of the report: dropped by -X (counted
 * nowhere), or named by a suppression (rule = its kind, api = the spec,
 * subject = the parameter or "return", value = the value class, the value
 * in hex, or the message) or held by the baseline (both counted).
 */
static bool left_out(struct tracing *tr, const struct kapi_trace_call *c,
		     const struct kapi_finding *f, bool on_exit)
{
	const char *kind = kapi_finding__kind_name(f->kind);
	struct kapi_rule rule = { .id = kind, .name = kind };
	char cls[64], hex[32];
	struct kapi_change as_change = {
		.rule = &rule, .api = (char *)c->spec->name,
		.subject = (char *)(on_exit ? "return" :
				    f->subject ? f->subject : ""),
		.old_value = hex, .new_value = cls,
		.message = (char *)f->message,
	};

	if (tr->ignored >> f->kind & 1)
		return true;
	if (!tr->suppressions && !tr->baseline)
		return false;
	value_class(c, f, on_exit, cls, sizeof(cls));
	snprintf(hex, sizeof(hex), "%#" PRIx64,
		 on_exit ? (uint64_t)c->ret : (uint64_t)f->value);
	fingerprint(c, f, on_exit, as_change.fingerprint);
	if (kapi_suppressions__match(tr->suppressions, &as_change)) {
		tr->suppressed++;
		return true;
	}
	if (kapi_baseline__has(tr->baseline, as_change.fingerprint)) {
		tr->baselined++;
		return true;
	}
	return false;
}

static void on_call(void *ctx, const struct kapi_trace_call *c)
{
	struct tracing *tr = ctx;
	struct per_syscall *ps = per(tr, c->nr);
	size_t n = 0;
	bool shown;
	/* which findings are reported; a call has a handful at most */
	bool keep_entry[64] = { false }, keep_exit[64] = { false };

	/* the program's first checked call comes before any child exists */
	if (!tr->leader)
		tr->leader = c->tgid;
	shown = tr->follow || c->tgid == tr->leader;
	/* the summary counts the calls of the processes it reports */
	if (!shown)
		return;
	/* -e status=failed: only calls that returned an error */
	if (tr->failed_only &&
	    !(c->returned && c->ret < 0 && c->ret >= -4095 && !c->restart))
		return;

	for (size_t i = 0; i < c->entry->count && i < 64; i++)
		n += keep_entry[i] = !left_out(tr, c, &c->entry->items[i], false);
	for (size_t i = 0; i < c->exit->count && i < 64; i++)
		n += keep_exit[i] = !left_out(tr, c, &c->exit->items[i], true);

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
	if (!n)
		return;
	tr->findings += n;
	for (size_t i = 0; i < c->entry->count && i < 64; i++)
		if (keep_entry[i] &&
		    count_repeat(tr, c, &c->entry->items[i], false) &&
		    !tr->write_err) {
			emit_finding(tr, c, &c->entry->items[i], false);
			tr->dirty = true;
		}
	for (size_t i = 0; i < c->exit->count && i < 64; i++)
		if (keep_exit[i] &&
		    count_repeat(tr, c, &c->exit->items[i], true) &&
		    !tr->write_err) {
			emit_finding(tr, c, &c->exit->items[i], true);
			tr->dirty = true;
		}
	if (!tr->write_err && (ferror(tr->out) ||
			       (tr->pp_out && ferror(tr->pp_out))))
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

static void left_out_text(struct tracing *tr)
{
	fprintf(tr->out, "not shown: %" PRIu64 " suppressed, %" PRIu64
		" in the baseline\n", tr->suppressed, tr->baselined);
}

/*
 * Which calls the summary could not count, by the run's mode: -c makes
 * every checked call stop (stop_every_call), but calls the filter refuses
 * itself (--enforce=filter) never reach kapi.  NULL: every call counted.
 */
static const char *uncounted(const char *mode, const char **json)
{
	if (!strncmp(mode, "seccomp filter checks", 21)) {
		*json = "stopped";
		return "only those that stopped are counted; the filter ran "
		       "valid calls without a stop";
	}
	if (!strncmp(mode, "seccomp filter refuses", 22)) {
		*json = "all_but_refused";
		return "all but those the filter refused (--enforce=filter "
		       "refuses without a stop)";
	}
	*json = "all";
	return NULL;
}

static void summary(struct tracing *tr, const char *mode, size_t stops)
{
	const char *counted, *note = uncounted(mode, &counted);

	if (json_output)
		tr->json = kapi_json__new(kapi_write__file, tr->out, false);
	if (tr->json) {
		/* the summary is a document; the finding lines are records */
		kapi_json__begin_object(tr->json);
		kapi_json__key(tr->json, "schema_version");
		kapi_json__uint(tr->json, KAPI_JSON_SCHEMA_VERSION);
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
		if (tr->suppressions || tr->baseline) {
			kapi_json__key(tr->json, "suppressed");
			kapi_json__uint(tr->json, tr->suppressed);
			kapi_json__key(tr->json, "in_baseline");
			kapi_json__uint(tr->json, tr->baselined);
		}
		kapi_json__key(tr->json, "calls_counted");
		kapi_json__string(tr->json, counted);
		kapi_json__key(tr->json, "max_tasks");
		kapi_json__uint(tr->json, tr->res.max_tasks);
		kapi_json__key(tr->json, "detached");
		kapi_json__uint(tr->json, tr->res.detached);
		kapi_json__end_object(tr->json);
		kapi_json__free(tr->json);
		tr->json = NULL;
	} else if (!json_output) {
		repeats_text(tr);
		fprintf(tr->out, "mode: %s; %zu stops\n", mode, stops);
		if (tr->suppressions || tr->baseline)
			left_out_text(tr);
		if (note)
			fprintf(tr->out, "calls: %s\n", note);
	}
	tr->summary_done = true;
	tr->dirty = true;
}

/* Without -c: say that findings were counted rather than shown. */
static void not_shown_note(struct tracing *tr)
{
	if ((tr->suppressed || tr->baselined) && !json_output) {
		left_out_text(tr);
		tr->dirty = true;
	} else if (tr->suppressed || tr->baselined) {
		tr->json = kapi_json__new(kapi_write__file, tr->out, false);
		if (tr->json) {
			kapi_json__begin_object(tr->json);
			kapi_json__key(tr->json, "suppressed");
			kapi_json__uint(tr->json, tr->suppressed);
			kapi_json__key(tr->json, "in_baseline");
			kapi_json__uint(tr->json, tr->baselined);
			kapi_json__end_object(tr->json);
			kapi_json__free(tr->json);
			tr->json = NULL;
		}
		tr->dirty = true;
	}
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

static bool name_in(const char *name, const char *const *list)
{
	for (; *list; list++)
		if (!strcmp(name, *list))
			return true;
	return false;
}

static bool param_type_has(const struct kernel_api_spec *s, const char *word)
{
	for (uint32_t i = 0; i < s->param_count; i++)
		if (s->params[i].type_name && strstr(s->params[i].type_name, word))
			return true;
	return false;
}

/*
 * strace's classes, read off the specs: the parameter types where they
 * tell (a path, a descriptor first, a socket address), the names where
 * only the name does (the credential and clock families), and %pure from
 * the spec's shape: no parameters and no errors.
 */
static bool in_class(const struct kernel_api_spec *s, const char *name,
		     const char *cls)
{
	static const char *const process[] = {
		"clone", "clone3", "fork", "vfork", "execve", "execveat",
		"exit", "exit_group", "wait4", "waitid", "kill", "tkill",
		"tgkill", "pidfd_open", "pidfd_send_signal", "rt_sigqueueinfo",
		"rt_tgsigqueueinfo", NULL };
	static const char *const network[] = {
		"socket", "socketpair", "listen", "shutdown", "setsockopt",
		"getsockopt", "accept", "accept4", "bind", "connect",
		"getsockname", "getpeername", "sendto", "recvfrom", "sendmsg",
		"recvmsg", "sendmmsg", "recvmmsg", NULL };
	static const char *const ipc[] = {
		"msgget", "msgsnd", "msgrcv", "msgctl", "semget", "semop",
		"semtimedop", "semctl", "shmget", "shmat", "shmdt", "shmctl",
		NULL };
	static const char *const memory[] = {
		"brk", "mmap", "munmap", "mremap", "mprotect", "pkey_mprotect",
		"madvise", "process_madvise", "mlock", "mlock2", "mlockall",
		"munlock", "munlockall", "msync", "mincore", "mbind",
		"get_mempolicy", "set_mempolicy", "migrate_pages", "move_pages",
		"remap_file_pages", "mseal", NULL };
	static const char *const clock[] = {
		"adjtimex", "gettimeofday", "settimeofday", "time", NULL };

	if (!strcmp(cls, "%file")) {
		for (uint32_t i = 0; i < s->param_count; i++)
			if (s->params[i].type == KAPI_TYPE_PATH ||
			    s->params[i].constraint_type == KAPI_CONSTRAINT_USER_PATH)
				return true;
		return false;
	}
	if (!strcmp(cls, "%desc"))
		return s->param_count && s->params[0].type == KAPI_TYPE_FD;
	if (!strcmp(cls, "%process"))
		return name_in(name, process);
	if (!strcmp(cls, "%network") || !strcmp(cls, "%net"))
		return name_in(name, network) || param_type_has(s, "sockaddr") ||
		       param_type_has(s, "msghdr");
	if (!strcmp(cls, "%signal"))
		return strstr(name, "sig") || name_in(name, (const char *const[]){
			"kill", "tkill", "tgkill", "pause", NULL });
	if (!strcmp(cls, "%ipc"))
		return name_in(name, ipc);
	if (!strcmp(cls, "%memory"))
		return name_in(name, memory);
	if (!strcmp(cls, "%creds")) {
		const char *r = name;

		if (!strcmp(name, "capget") || !strcmp(name, "capset"))
			return true;
		if (strncmp(r, "get", 3) && strncmp(r, "set", 3))
			return false;
		r += 3;
		if (!strncmp(r, "res", 3) || !strncmp(r, "fs", 2))
			r += r[0] == 'r' ? 3 : 2;
		else if (!strncmp(r, "re", 2) && (r[2] == 'u' || r[2] == 'g'))
			r += 2;
		else if (r[0] == 'e')
			r += 1;
		return !strcmp(r, "uid") || !strcmp(r, "gid") ||
		       !strcmp(name + 3, "groups");
	}
	if (!strcmp(cls, "%clock"))
		return !strncmp(name, "clock_", 6) || name_in(name, clock);
	if (!strcmp(cls, "%pure"))
		return !s->param_count && !s->error_count;
	return false;
}

static const char *const classes[] = {
	"%file", "%desc", "%process", "%network", "%net", "%signal", "%ipc",
	"%memory", "%creds", "%clock", "%pure", NULL };

static int add_nr(long **nrs, size_t *n, size_t *cap, long nr)
{
	for (size_t i = 0; i < *n; i++)
		if ((*nrs)[i] == nr)
			return 0;
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

/* Each syscall spec with its name (no "sys_") and number. */
#define for_each_syscall_spec(reg, i, s, name, nr)				\
	for (size_t i = 0; i < kapi_registry__count(reg); i++)			\
		if ((s = kapi_registry__at(reg, i))->api_type ==		\
			    KAPI_API_FUNCTION &&				\
		    (name = strncmp(s->name, "sys_", 4) ? s->name :		\
							  s->name + 4) &&	\
		    (nr = kapi_syscall__nr(name)) >= 0)

/*
 * One -e item: a name, a %class or a /regex/ (matched against syscall
 * names that have specs).  Adds the numbers it stands for; -1 after
 * saying what is wrong.
 */
static int select_item(const char *tok, long **nrs, size_t *n, size_t *cap)
{
	const struct kapi_registry *reg = spec_registry();
	const struct kernel_api_spec *s;
	const char *name;
	size_t len = strlen(tok);
	long nr;
	int err = 0;

	if (tok[0] == '%') {
		if (!name_in(tok, classes)) {
			p_err("unknown syscall class '%s' (%%file %%desc %%process "
			      "%%network %%signal %%ipc %%memory %%creds %%clock "
			      "%%pure)", tok);
			return -1;
		}
		for_each_syscall_spec(reg, i, s, name, nr)
			if (!err && in_class(s, name, tok))
				err = add_nr(nrs, n, cap, nr);
		return err;
	}
	if (tok[0] == '/' && len > 1 && tok[len - 1] == '/') {
		char *re = strndup(tok + 1, len - 2);
		regex_t rx;
		int rc = re ? regcomp(&rx, re, REG_EXTENDED | REG_NOSUB) : -1;

		free(re);
		if (rc) {
			p_err("bad regular expression '%s'", tok);
			return -1;
		}
		for_each_syscall_spec(reg, i, s, name, nr)
			if (!err && !regexec(&rx, name, 0, NULL, 0))
				err = add_nr(nrs, n, cap, nr);
		regfree(&rx);
		return err;
	}
	nr = kapi_syscall__nr(strncmp(tok, "sys_", 4) ? tok : tok + 4);
	if (nr < 0) {
		p_err("unknown syscall '%s' (names, %%classes or /regex/)", tok);
		return -1;
	}
	return add_nr(nrs, n, cap, nr);
}

/*
 * -e: "trace=" (optional) then a comma-separated list of names, %classes
 * and /regex/; a leading '!' selects every checked syscall but those.
 */
static int parse_syscalls(const char *list, long **out, size_t *n)
{
	const struct kapi_registry *reg = spec_registry();
	char *copy, *tok, *save;
	long *nrs = NULL, *all = NULL;
	size_t cap = 0, nall = 0, capall = 0;
	bool negate = false;
	int err = 0;

	if (!strncmp(list, "trace=", 6))
		list += 6;
	if (*list == '!') {
		negate = true;
		list++;
	}
	copy = strdup(list);
	*n = 0;
	for (tok = copy ? strtok_r(copy, ",", &save) : NULL; tok && !err;
	     tok = strtok_r(NULL, ",", &save))
		err = select_item(tok, &nrs, n, &cap);
	if (!copy) {
		p_err("out of memory");
		err = -1;
	}
	if (!err && negate) {
		const struct kernel_api_spec *s;
		const char *name;
		long nr;

		for_each_syscall_spec(reg, i, s, name, nr) {
			bool out_ = false;

			for (size_t k = 0; k < *n; k++)
				out_ |= nrs[k] == nr;
			if (!out_ && !err)
				err = add_nr(&all, &nall, &capall, nr);
		}
		/* ioctl is checked by command: in unless named */
		if (!err && kapi_syscall__nr("ioctl") >= 0) {
			bool out_ = false;

			for (size_t k = 0; k < *n; k++)
				out_ |= nrs[k] == kapi_syscall__nr("ioctl");
			if (!out_)
				err = add_nr(&all, &nall, &capall,
					     kapi_syscall__nr("ioctl"));
		}
		free(nrs);
		nrs = all;
		*n = nall;
	}
	if (!err && !*n) {
		p_err("no syscall with a spec selected by '%s'", list);
		err = -1;
	}
	free(copy);
	if (err) {
		free(nrs);
		return -1;
	}
	*out = nrs;
	return 0;
}

static void on_stop_signal(int sig)
{
	/* a stop is acted on between two events; the timer makes sure one
	 * comes even if the signal lands just before the tracer sleeps */
	struct itimerval tick = { { 0, 50000 }, { 0, 50000 } };

	kapi_trace__interrupt(sig);
	setitimer(ITIMER_REAL, &tick, NULL);
}

static void on_wakeup(int sig)
{
	(void)sig;
}

static const int stop_signals[] = { SIGINT, SIGTERM, SIGHUP, SIGQUIT };

/*
 * SIGINT, SIGTERM, SIGHUP and SIGQUIT stop the run; SIGALRM only wakes the
 * tracer; SIGPIPE turns into a write error.  SIGINT, SIGTERM and SIGHUP
 * are taken whatever kapi inherited (main.c); the program still gets
 * them as kapi's caller gave them (nohup).  A SIGQUIT kapi was started
 * with ignored stays ignored.  No SA_RESTART: the tracer's wait must
 * return.
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
		summary(tr, tr->res.mode ? tr->res.mode : "?", tr->res.stops);
	flush_out(tr);
}

/*
 * --baseline: an earlier "kapi -j trace" output is JSON lines, one
 * document a line, where the library's loader reads one document: the
 * lines are joined into an array in memory and loaded from there.
 */
static int load_baseline(const char *path, struct kapi_baseline **out)
{
	FILE *in = fopen(path, "re");
	char *line = NULL, proc[64];
	size_t cap = 0;
	ssize_t len;
	bool first = true;
	int fd, err = 0;

	if (!in)
		return -errno;
	fd = memfd_create("kapi-baseline", MFD_CLOEXEC);
	if (fd < 0) {
		err = -errno;
		fclose(in);
		return err;
	}
	if (write(fd, "[", 1) != 1)
		err = -EIO;
	while (!err && (len = getline(&line, &cap, in)) > 0) {
		size_t n = (size_t)len;

		while (n && (line[n - 1] == '\n' || line[n - 1] == ' '))
			n--;
		if (!n)
			continue;
		if ((!first && write(fd, ",", 1) != 1) ||
		    write(fd, line, n) != (ssize_t)n)
			err = -EIO;
		first = false;
	}
	if (!err && write(fd, "]", 1) != 1)
		err = -EIO;
	free(line);
	fclose(in);
	snprintf(proc, sizeof(proc), "/proc/self/fd/%d", fd);
	if (!err)
		err = kapi_baseline__load(proc, out);
	close(fd);
	return err;
}

/* --list-kinds: what -X takes, and which side a finding of each kind blames */
static int list_kinds(void)
{
	for (int k = 1; k < KAPI_FINDING__COUNT; k++) {
		bool gap = k == KAPI_FINDING_ERRNO_UNLISTED ||
			   k == KAPI_FINDING_RETURN_VALUE ||
			   k == KAPI_FINDING_NO_RETURN;

		/* the sysfs-only kinds never come from a trace */
		if (k == KAPI_FINDING_MODE || k == KAPI_FINDING_ACCESS ||
		    k == KAPI_FINDING_UNITS)
			continue;
		printf("%s\t%s\n", kapi_finding__kind_name(k),
		       gap ? "spec_gap" : "caller_error");
	}
	return EXIT_OK;
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

/*
 * kapi's own failure (tracing could not start or go on, the findings could
 * not be written, a bad --baseline): a code of its own, as env(1) and
 * timeout(1) keep 125 for theirs, so that no program's exit status (LTP's
 * tests exit 3) reads as kapi failing.
 */
#define EXIT_TRACE_FAILED 125
/* not a status of ours: the options were parsed, go on */
#define PARSED (-1)

/* What the command line asks for, beside the library's options. */
struct trace_args {
	struct kapi_trace_opts o;
	struct tracing tr;
	const char *output;
	bool want_summary, fail_on_finding;
	bool count_stopped;	/* --summary=stopped */
	long *only;
	bool only_but;		/* -e !LIST: every checked syscall but those */
	struct out_file out_file;	/* -o: written beside, renamed in place */
	bool said;		/* a failed -o was already named */
};

static void trace_on_note(void *ctx, pid_t tid, const char *note)
{
	(void)ctx;
	p_info("%s trace: process %d %s", bin_name, (int)tid, note);
}

static int parse_status_filter(struct trace_args *a, const char *arg)
{
	if (strcmp(arg + 7, "failed") && strcmp(arg + 7, "all")) {
		p_err("-e %s: only status=failed and status=all are known", arg);
		return EXIT_USAGE;
	}
	a->tr.failed_only = !strcmp(arg + 7, "failed");
	return PARSED;
}

static int parse_syscall_list(struct trace_args *a, const char *arg)
{
	if (!strncmp(arg, "status=", 7))
		return parse_status_filter(a, arg);
	free(a->only);
	a->only = NULL;
	if (parse_syscalls(arg, &a->only, &a->o.only_count))
		return EXIT_USAGE;
	a->o.only = a->only;
	a->only_but = *(strncmp(arg, "trace=", 6) ? arg : arg + 6) == '!';
	return PARSED;
}

/* --summary[=stopped], --enforce[=filter]: the one word each knows */
static int parse_mode_word(const char *opt, const char *arg, const char *word,
			   bool *set)
{
	if (arg && strcmp(arg, word)) {
		p_err("--%s=%s: only --%s=%s is known", opt, arg, opt, word);
		return EXIT_USAGE;
	}
	*set = arg != NULL;
	return PARSED;
}

static int parse_string_limit(struct trace_args *a, const char *arg)
{
	uint64_t count;

	if (parse_count(arg, &count) || !count || count > KAPI_TRACE_STRING_LIMIT) {
		p_err("bad string length '%s' for -s (1 to %d)", arg,
		      KAPI_TRACE_STRING_LIMIT);
		return EXIT_USAGE;
	}
	a->o.string_max = count;
	a->tr.string_max = count;
	return PARSED;
}

static int parse_baseline(struct trace_args *a, const char *arg)
{
	int err;

	kapi_baseline__free(a->tr.baseline);
	a->tr.baseline = NULL;
	err = load_baseline(arg, &a->tr.baseline);
	if (err) {
		p_err("cannot read baseline '%s': %s", arg,
		      err == -EINVAL ? "not kapi -j trace output" : strerror(-err));
		return EXIT_TRACE_FAILED;
	}
	return PARSED;
}

/* One option: PARSED, or the exit status to leave with. */
static int parse_option(struct trace_args *a, int opt, const char *arg)
{
	struct tracing *tr = &a->tr;

	switch (opt) {
	case 'j':	/* JSON Lines, as -j before the verb */
		json_output = true;
		return PARSED;
	case 'o':
		a->output = arg;
		return PARSED;
	case 'f':
		/* -ff: each process to a file of its own */
		tr->per_process = tr->follow;
		tr->follow = true;
		return PARSED;
	case 'e':
		return parse_syscall_list(a, arg);
	case OPT_ENTRY_ONLY:
		a->o.entry_only = true;
		return PARSED;
	case OPT_NO_FILTER:
		a->o.no_filter = true;
		return PARSED;
	case OPT_NO_SECCOMP:
		a->o.no_seccomp = true;
		return PARSED;
	case OPT_LEAVE_DAEMONS:
		a->o.leave_daemons = true;
		return PARSED;
	case 'c':
		/* --summary=stopped: the filter's cheap way, valid calls run
		 * unseen and uncounted */
		a->want_summary = true;
		return parse_mode_word("summary", arg, "stopped", &a->count_stopped);
	case OPT_FAIL:
		a->fail_on_finding = true;
		return PARSED;
	case OPT_GENERATED:
		a->o.generated = true;
		return PARSED;
	case OPT_IGNORED_BITS:
		tr->ignored &= ~(1ull << KAPI_FINDING_IGNORED_BITS);
		return PARSED;
	case 'X':
		return parse_finding_kinds(arg, &tr->ignored) ? EXIT_USAGE : PARSED;
	case OPT_FROM:
	case OPT_SOURCE_TYPE:
		return source_option(opt, arg) ? EXIT_USAGE : PARSED;
	case 'p':
		if (parse_pid(arg, &a->o.attach)) {
			p_err("bad pid '%s': a whole positive number", arg);
			return EXIT_USAGE;
		}
		return PARSED;
	case OPT_MAX_REPEATS:
		if (parse_count(arg, &tr->max_repeats)) {
			p_err("bad count '%s' for --max-repeats", arg);
			return EXIT_USAGE;
		}
		return PARSED;
	case 's':
		return parse_string_limit(a, arg);
	case 'y':
		a->o.fd_paths = true;
		return PARSED;
	case 't':
		if (tr->timestamps < 3)
			tr->timestamps++;
		return PARSED;
	case 'T':
		tr->durations = true;
		return PARSED;
	case OPT_ENFORCE:
		/* --enforce=filter: the filter refuses what it checks, no
		 * stop and no report for those */
		a->o.enforce = true;
		return parse_mode_word("enforce", arg, "filter",
				       &a->o.enforce_in_filter);
	case OPT_LIST_KINDS:
		return list_kinds();
	case OPT_SUPPRESS:
		return read_suppressions(arg, &tr->suppressions) ?
		       EXIT_TRACE_FAILED : PARSED;
	case OPT_BASELINE:
		return parse_baseline(a, arg);
	case 'h':
		return trace_help();
	default:
		return EXIT_USAGE;
	}
}

/* What the options say together, once all are read. */
static int check_args(struct trace_args *a, int argc)
{
	const struct kapi_trace_opts *o = &a->o;

	if (!o->attach && optind >= argc) {
		p_err("trace needs a command after '--' or -p PID");
		return EXIT_USAGE;
	}
	if (o->attach && o->leave_daemons) {
		p_err("--leave-daemons is for a program kapi starts, not -p");
		return EXIT_USAGE;
	}
	/* the kernel runs no seccomp filter for these two (uprobe and
	 * uretprobe on x86_64): named with -e, they would silently not show */
	if (!o->attach && !o->no_seccomp && !a->only_but)
		for (size_t i = 0; i < o->only_count; i++)
			if (o->only[i] == 335 || o->only[i] == 336)
				p_info("%s trace: %s calls pass every seccomp filter "
				       "unseen; --no-seccomp stops at them",
				       bin_name, o->only[i] == 335 ? "uretprobe" :
				       "uprobe");
	if (a->tr.per_process && !a->output) {
		p_err("-ff needs -o FILE (findings go to FILE.PID)");
		return EXIT_USAGE;
	}
	return PARSED;
}

static int parse_args(struct trace_args *a, int argc, char **argv)
{
	static const struct option opts[] = {
		{ "output", required_argument, NULL, 'o' },
		{ "follow", no_argument, NULL, 'f' },
		{ "syscalls", required_argument, NULL, 'e' },
		{ "entry-only", no_argument, NULL, OPT_ENTRY_ONLY },
		{ "no-filter", no_argument, NULL, OPT_NO_FILTER },
		{ "no-seccomp", no_argument, NULL, OPT_NO_SECCOMP },
		{ "leave-daemons", no_argument, NULL, OPT_LEAVE_DAEMONS },
		{ "summary", optional_argument, NULL, 'c' },
		{ "fail-on-finding", no_argument, NULL, OPT_FAIL },
		{ "generated", no_argument, NULL, OPT_GENERATED },
		{ "ignore", required_argument, NULL, 'X' },
		{ "max-repeats", required_argument, NULL, OPT_MAX_REPEATS },
		{ "ignored-bits", no_argument, NULL, OPT_IGNORED_BITS },
		{ "pid", required_argument, NULL, 'p' },
		{ "string-limit", required_argument, NULL, 's' },
		{ "decode-fds", no_argument, NULL, 'y' },
		{ "enforce", optional_argument, NULL, OPT_ENFORCE },
		{ "list-kinds", no_argument, NULL, OPT_LIST_KINDS },
		{ "suppressions", required_argument, NULL, OPT_SUPPRESS },
		{ "baseline", required_argument, NULL, OPT_BASELINE },
		{ "help", no_argument, NULL, 'h' },
		{ "json", no_argument, NULL, 'j' },
		SOURCE_OPTIONS,
		{ NULL, 0, NULL, 0 },
	};
	int opt, ret;

	while ((opt = getopt_long(argc, argv, "+o:fe:cp:X:s:ytTjh", opts,
				  NULL)) != -1)
		if ((ret = parse_option(a, opt, optarg)) != PARSED)
			return ret;
	return check_args(a, argc);
}

/* -o FILE, close-on-exec (the program never sees kapi's file), buffered. */
static int open_output(struct trace_args *a)
{
	struct tracing *tr = &a->tr;

	if (a->output) {
		/* close-on-exec: the program never sees kapi's file */
		tr->out = out_open(&a->out_file, a->output);
		if (!tr->out)
			return EXIT_TRACE_FAILED;
		tr->out_name = a->output;
	}
	/* findings are written in batches: when the tracer is idle, stops,
	 * or the buffer is full */
	setvbuf(tr->out, NULL, _IOFBF, 1 << 16);
	return PARSED;
}

/* The summary or the not-shown line, then every file closed. */
static void close_output(struct trace_args *a)
{
	struct tracing *tr = &a->tr;

	if (!tr->write_err) {
		/* the summary lists the repeats; without it, one line says */
		if (!a->want_summary)
			not_shown_note(tr);
		else if (!tr->summary_done)
			summary(tr, tr->res.mode ? tr->res.mode : "?", tr->res.stops);
	}
	if (tr->json)
		kapi_json__free(tr->json);
	if (!tr->write_err && (fflush(tr->out) || ferror(tr->out)))
		tr->write_err = errno ? errno : EIO;
	/* renamed into place, or removed after a failed write */
	if (a->output) {
		if (a->out_file.err)
			tr->write_err = a->out_file.err;	/* the real errno */
		a->out_file.err = 0;	/* said in trace_status() */
		/* out_close() names the file of a failed end (rename, device) */
		a->said = out_close(&a->out_file, !tr->write_err) != EXIT_OK;
		if (a->said)
			tr->write_err = EIO;
	}
	if (tr->pp_out && fclose(tr->pp_out) && !tr->write_err)
		tr->write_err = errno ? errno : EIO;
}

static void free_args(struct trace_args *a)
{
	kapi_suppressions__free(a->tr.suppressions);
	kapi_baseline__free(a->tr.baseline);
	free(a->tr.pp_seen);
	free(a->only);
	free(a->tr.sys);
	free(a->tr.rep);
}

/*
 * The exit status: kapi's own failure as EXIT_TRACE_FAILED with a message
 * saying it is kapi's; otherwise the program's own, passed through.
 */
static int trace_status(struct trace_args *a, int err, int status,
			const char *cmd)
{
	const struct tracing *tr = &a->tr;

	if (tr->write_err) {
		if (!a->said)
			p_err("tracing failed: cannot write findings to '%s': %s",
			      a->output ? a->output : "standard error",
			      strerror(tr->write_err));
		if (a->o.attach)
			p_err("the process was detached");
		return EXIT_TRACE_FAILED;
	}
	if (err && a->o.attach) {
		p_err("tracing failed: cannot attach to process %d: %s",
		      (int)a->o.attach, strerror(-err));
		return EXIT_TRACE_FAILED;
	}
	if (err) {
		bool not_run = err == -ENOENT || err == -EACCES || err == -ENOEXEC;

		if (not_run) {
			p_err("cannot run '%s': %s", cmd, strerror(-err));
			return 127;
		}
		p_err("tracing failed: cannot trace '%s': %s", cmd, strerror(-err));
		return EXIT_TRACE_FAILED;
	}
	if (tr->res.stop_sig > 0)
		die_of(tr->res.stop_sig);
	if (a->fail_on_finding && tr->findings)
		return 1;
	return WIFSIGNALED(status) ? 128 + WTERMSIG(status) : WEXITSTATUS(status);
}

int do_trace(int argc, char **argv)
{
	/* bits the kernel ignores are a warning, off unless asked for */
	struct trace_args a = {
		.o = { .sz = sizeof(a.o) },
		.tr = { .out = stderr, .max_repeats = DEFAULT_MAX_REPEATS,
			.string_max = KAPI_TRACE_STRING_MAX,
			.ignored = 1ull << KAPI_FINDING_IGNORED_BITS },
	};
	struct kapi_trace_opts *o = &a.o;
	int err, status = 0, ret;

	if (is_help_request(argc, argv))
		return trace_help();
	hold_std_fds();
	a.tr.opts = o;
	ret = parse_args(&a, argc, argv);
	if (ret == PARSED)
		ret = open_output(&a);
	if (ret != PARSED) {
		free_args(&a);
		return ret;
	}
	a.tr.want_summary = a.want_summary;
	/* -c counts every call: with --entry-only each checked call stops once */
	o->stop_every_call = a.want_summary && !a.count_stopped;
	o->reg = judge_registry();
	o->on_call = on_call;
	o->on_wait = trace_on_wait;
	o->on_stop = trace_on_stop;
	o->on_note = trace_on_note;
	o->ctx = &a.tr;
	/* the program gets the signals kapi's caller gave ignored so */
	o->ignored_signals = inherited_ignored;
	/* without -f the children's calls are not shown: not checked either */
	o->program_only = !a.tr.follow;
	a.tr.leader = o->attach;
	catch_signals();
	err = kapi_trace__run(o, o->attach ? NULL : argv + optind, &status,
			      &a.tr.res);
	close_output(&a);
	ret = trace_status(&a, err, status, o->attach ? NULL : argv[optind]);
	free_args(&a);
	return ret;
}

/* For kapi watch, whose findings read exactly like trace's (main.h). */
void trace_print_finding(FILE *out, const struct kapi_trace_call *c,
			 const struct kapi_finding *f, bool gap)
{
	struct tracing tr = { .out = out, .string_max = KAPI_TRACE_STRING_MAX };

	emit_finding(&tr, c, f, gap);
}

int trace_parse_syscalls(const char *list, long **out, size_t *n)
{
	return parse_syscalls(list, out, n);
}

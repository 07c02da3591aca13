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
#include <getopt.h>
#include <inttypes.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

#include "main.h"

enum {
	OPT_ENTRY_ONLY = OPT_VERB_FIRST,
	OPT_NO_FILTER,
	OPT_NO_SECCOMP,
	OPT_FAIL,
	OPT_GENERATED,
	OPT_IGNORED_BITS,
};

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

struct tracing {
	FILE *out;
	struct kapi_json *json;
	bool follow;		/* -f: report children too */
	pid_t leader;
	size_t findings;
	struct per_syscall *sys;
	size_t nsys, cap;
	uint64_t ignored;	/* --ignore: bit k drops findings of kind k */
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
	       "      --ignored-bits     warn of mask bits the spec says the kernel\n"
	       "                         ignores (off by default: they are valid)\n"
	       "  -p, --pid PID          attach to a running process\n"
	       "\n"
	       "Exit status: the program's own (128+N if killed by signal N), 1\n"
	       "with --fail-on-finding and a finding, 2 usage, 3 tracing failed,\n"
	       "127 the command could not be run.\n", bin_name, bin_name);
	return EXIT_OK;
}

static struct per_syscall *per(struct tracing *tr, long nr)
{
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
	if (!tr->json) {
		fprintf(tr->out, "%s = %s: %s%s\n", call, ret,
			gap ? "spec gap: " : "", f->message);
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
	kapi_json__key(tr->json, "class");
	kapi_json__string(tr->json, gap ? "spec_gap" : "caller_error");
	kapi_json__key(tr->json, "finding");
	kapi_json__string(tr->json, kapi_finding__kind_name(f->kind));
	kapi_json__key(tr->json, "call");
	kapi_json__stringf(tr->json, "%s = %s", call, ret);
	kapi_json__key(tr->json, "message");
	kapi_json__string(tr->json, f->message);
	kapi_json__end_object(tr->json);
	/* JSON lines: one object a line */
	kapi_json__free(tr->json);
	fputc('\n', tr->out);
	tr->json = kapi_json__new(kapi_write__file, tr->out, false);
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
	if (!shown)
		return;
	tr->findings += n;
	for (size_t i = 0; i < c->entry->count; i++)
		if (!(tr->ignored >> c->entry->items[i].kind & 1))
			emit_finding(tr, c, &c->entry->items[i], false);
	for (size_t i = 0; i < c->exit->count; i++)
		if (!(tr->ignored >> c->exit->items[i].kind & 1))
			emit_finding(tr, c, &c->exit->items[i], true);
	fflush(tr->out);
}

static void summary(struct tracing *tr, const char *mode, size_t stops)
{
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
		kapi_json__key(tr->json, "mode");
		kapi_json__string(tr->json, mode);
		kapi_json__key(tr->json, "stops");
		kapi_json__uint(tr->json, stops);
		kapi_json__end_object(tr->json);
		kapi_json__free(tr->json);
		fputc('\n', tr->out);
		tr->json = NULL;
	} else {
		fprintf(tr->out, "mode: %s; %zu stops\n", mode, stops);
	}
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
		{ "ignored-bits", no_argument, NULL, OPT_IGNORED_BITS },
		{ "pid", required_argument, NULL, 'p' },
		{ "help", no_argument, NULL, 'h' },
		SOURCE_OPTIONS,
		{ NULL, 0, NULL, 0 },
	};
	struct kapi_trace_opts o = { .sz = sizeof(o) };
	/* bits the kernel ignores are a warning, off unless asked for */
	struct tracing tr = { .out = stderr,
			      .ignored = 1ull << KAPI_FINDING_IGNORED_BITS };
	const char *output = NULL;
	bool want_summary = false, fail_on_finding = false;
	long *only = NULL;
	int opt, err, status = 0, ret;

	if (is_help_request(argc, argv))
		return trace_help();
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
			o.attach = (pid_t)atoi(optarg);
			if (o.attach <= 0) {
				p_err("bad pid '%s'", optarg);
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
		tr.out = fopen(output, "w");
		if (!tr.out) {
			p_err("cannot open '%s': %s", output, strerror(errno));
			free(only);
			return EXIT_FAILURE_;
		}
	}
	if (json_output)
		tr.json = kapi_json__new(kapi_write__file, tr.out, false);
	o.reg = spec_registry();
	o.on_call = on_call;
	o.ctx = &tr;
	tr.leader = o.attach;
	err = kapi_trace__run(&o, o.attach ? NULL : argv + optind, &status);
	if (want_summary)
		summary(&tr, o.mode ? o.mode : "?", o.stops);
	if (tr.json)
		kapi_json__free(tr.json);
	if (output && fclose(tr.out))
		p_err("cannot write '%s': %s", output, strerror(errno));
	free(only);
	free(tr.sys);
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
	if (fail_on_finding && tr.findings)
		return 1;
	if (WIFSIGNALED(status))
		ret = 128 + WTERMSIG(status);
	else
		ret = WEXITSTATUS(status);
	return ret;
}

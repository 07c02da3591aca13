// SPDX-License-Identifier: GPL-2.0
/*
 * kapi conform [--only NAMES] [--max-cases N] [--seed N] [--jobs N] [-f FMT]
 *
 * The running kernel judges every machine-checkable claim of the syscall
 * specs, each case made in a throwaway child of a sandbox.
 */
#include <errno.h>
#include <getopt.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "conform_report.h"
#include "lab.h"
#include "main.h"

enum {
	OPT_JOBS = OPT_VERB_FIRST,	/* long-only: -j is JSON, as everywhere */
	OPT_SCRATCH,
	OPT_DRY_RUN,
};

static int conform_help(void)
{
	printf("usage: %s conform [OPTIONS]\n"
	       "\n"
	       "Run every machine-checkable claim of the deep syscall specs against\n"
	       "the running kernel: mask bits in and out of the mask, enum values\n"
	       "and the holes around them, range edges, and per type the classic\n"
	       "bad inputs (descriptors, pointers, paths, sizes).  Each case runs\n"
	       "in a throwaway child inside new user, mount, pid, net, ipc and uts\n"
	       "namespaces with a private tmpfs, tight rlimits, an alarm and a\n"
	       "seccomp deny list; nothing runs outside the sandbox.  Then the\n"
	       "read-only ioctl queries of the devices safe to open (/dev/kvm,\n"
	       "/dev/vsock, evdev, ...; never a watchdog) against their specs.\n"
	       "\n"
	       "  -e, --syscalls NAMES only these syscalls or ioctl specs (comma-\n"
	       "                       separated; repeatable; as trace -e; --only too),\n"
	       "                       or fd kinds (fd_pipe_read: list --type fdtype)\n"
	       "  -n, --max-cases N    at most N cases a syscall (a seeded choice)\n"
	       "      --seed N         seed of the random values and the choice (0)\n"
	       "      --jobs N         sandboxes in parallel (1..64, default 1; auto:\n"
	       "                       one a CPU)\n"
	       "      --timeout MS     stop a blocked call after MS ms (200)\n"
	       "  -g, --generated      also run the generated baseline specs\n"
	       "  -f, --format FMT     text (default), json, tap, sarif or kcidb\n"
	       "  -o, --output FILE    write the report to FILE\n"
	       "  -j, --json           JSON report (as -f json)\n"
	       "  -p, --pretty         indented JSON\n"
	       "      --from PATH      specs from PATH instead of the built-in corpus\n"
	       "      --scratch DIR    the directory the sandboxes cover with their\n"
	       "                       tmpfs, in their own mount namespace ($TMPDIR)\n"
	       "      --dry-run        list the cases and what the spec predicts\n"
	       "  -v, --verbose        text: every case, not only disagreements\n"
	       "      --baseline FILE  leave out disagreements an earlier --json\n"
	       "                       run has (by fingerprint)\n"
	       "      --suppressions FILE  leave out the disagreements FILE names\n"
	       "                       (docs/suppressions.md; rule C001-C003)\n"
	       "\n"
	       "Verdicts: agree, false positive (the kernel accepts what the spec\n"
	       "refuses), miss (the spec accepts what the kernel refuses with\n"
	       "EINVAL), errno gap (an errno the spec does not list), machine-\n"
	       "dependent (ENOSYS, EOPNOTSUPP, ENODEV, ENOPKG, EPERM), inconclusive,\n"
	       "not run (with the reason).\n"
	       "\n"
	       "Exit status: 0 all agree, 1 disagreements, 2 usage, 3 failure\n"
	       "(no sandbox could be made, a write error).  SIGINT, SIGTERM or\n"
	       "SIGHUP: the sandboxes are killed, the cases that ran are reported\n"
	       "(the others as not run) and kapi dies of the signal.\n", bin_name);
	return EXIT_OK;
}

struct collect {
	struct conform_run *run;
	bool progress;
	size_t shown, shown_total;
	int err;
	struct kapi_suppressions *suppressions;
	struct kapi_baseline *baseline;
};

/*
 * Whether a disagreement is left out: named by a suppression (rule = C001
 * to C003 or the verdict, api = the spec, subject = the parameter varied,
 * value = what the case varied or the call, fingerprint) or held by the
 * baseline.  Its reason, for a suppression, goes to *why.
 */
static enum conform_hidden left_out(const struct collect *c,
				    const struct kapi_conform_result *r,
				    const char **why)
{
	const char *name = kapi_conform__verdict_name(r->verdict);
	struct kapi_rule rule = { .id = conform_rule_id(r->verdict),
				  .name = name };
	const struct kapi_param_spec *p =
		r->param >= 0 && (uint32_t)r->param < r->spec->param_count ?
		&r->spec->params[r->param] : NULL;
	struct kapi_change as_change = {
		.rule = &rule, .api = (char *)r->spec->name,
		.subject = (char *)(p && p->name ? p->name : ""),
		.old_value = (char *)r->what, .new_value = (char *)r->call,
		.message = (char *)r->reason,
	};

	if (r->verdict < KAPI_CONFORM_FALSE_POSITIVE ||
	    r->verdict > KAPI_CONFORM_ERRNO_GAP)
		return CF_SHOWN;
	conform_fingerprint(r, as_change.fingerprint);
	*why = kapi_suppressions__match(c->suppressions, &as_change);
	if (*why)
		return CF_SUPPRESSED;
	if (kapi_baseline__has(c->baseline, as_change.fingerprint))
		return CF_IN_BASELINE;
	return CF_SHOWN;
}

static void on_case(void *ctx, const struct kapi_conform_result *r)
{
	struct collect *c = ctx;
	struct conform_run *run = c->run;
	struct conform_syscall *sc;

	if (c->err)
		return;
	if (run->ncases == run->cap) {
		size_t cap = run->cap ? run->cap * 2 : 1024;
		void *p = realloc(run->cases, cap * sizeof(*run->cases));
		void *h = p ? realloc(run->hidden, cap) : NULL;
		void *w = h ? realloc(run->hidden_why, cap * sizeof(char *)) : NULL;

		if (p)
			run->cases = p;
		if (h)
			run->hidden = h;
		if (!w) {
			c->err = -ENOMEM;
			return;
		}
		run->hidden_why = w;
		run->cap = cap;
	}
	if (!run->ncalls || strcmp(run->calls[run->ncalls - 1].spec,
				   r->spec->name)) {
		if (run->ncalls == run->callcap) {
			size_t cap = run->callcap ? run->callcap * 2 : 64;
			void *p = realloc(run->calls, cap * sizeof(*run->calls));

			if (!p) {
				c->err = -ENOMEM;
				return;
			}
			run->calls = p;
			run->callcap = cap;
		}
		sc = &run->calls[run->ncalls++];
		memset(sc, 0, sizeof(*sc));
		sc->name = r->syscall;
		sc->spec = r->spec->name;
		sc->first = run->ncases;
	}
	sc = &run->calls[run->ncalls - 1];
	run->hidden_why[run->ncases] = NULL;
	run->hidden[run->ncases] = (unsigned char)left_out(c, r,
					&run->hidden_why[run->ncases]);
	run->cases[run->ncases++] = *r;
	sc->count++;
	/* what is left out counts nowhere but in its own total */
	if (run->hidden[run->ncases - 1] == CF_SUPPRESSED)
		run->nsuppressed++;
	else if (run->hidden[run->ncases - 1] == CF_IN_BASELINE)
		run->nbaselined++;
	else {
		sc->tally[r->verdict]++;
		run->tally[r->verdict]++;
		run->kind_tally[r->kind][r->verdict]++;
		run->kind_cases[r->kind]++;
	}
}

static void on_progress(void *ctx, size_t done, size_t total)
{
	struct collect *c = ctx;

	/* redrawn only when it changes; total 0: the cases are not
	 * counted yet (the base calls are being found) */
	if (c->progress && (done != c->shown || total != c->shown_total)) {
		if (total)
			fprintf(stderr, "\r%s conform: %zu/%zu cases", bin_name,
				done, total);
		else
			fprintf(stderr, "\r%s conform: finding the base calls",
				bin_name);
		c->shown = done;
		c->shown_total = total;
	}
}

static volatile sig_atomic_t stopped_by;

static void on_stop_signal(int sig)
{
	if (!stopped_by)
		stopped_by = sig;
	kapi_conform__interrupt(sig);
}

static bool parse_count(const char *s, unsigned long long *out)
{
	char *end;

	errno = 0;
	*out = strtoull(s, &end, 0);
	return !errno && end != s && !*end && s[0] != '-';
}

/*
 * Names each --only name the library found nothing to run for, asking it
 * about one name at a time (a dry run: no sandbox, no case made), so the
 * matching stays the library's own.
 */
static void name_unknown(const struct kapi_conform_opts *co)
{
	for (size_t i = 0; i < co->only_count; i++) {
		struct kapi_conform_opts one = *co;
		const struct kernel_api_spec *s;

		one.only = &co->only[i];
		one.only_count = 1;
		one.dry_run = true;
		one.on_case = NULL;
		one.progress = NULL;
		if (kapi_conform__run(&one, NULL) != -ENOENT)
			continue;
		s = kapi_registry__find(co->reg, co->only[i]);
		if (s && s->api_type == KAPI_API_IOCTL)
			p_err("--only names '%s', an ioctl conform has no query "
			      "for (it runs only the read-only ioctls of devices "
			      "safe to open: docs/kapi-conform.rst, IOCTL CASES)",
			      co->only[i]);
		else
			p_err("--only names '%s', which has no syscall spec, "
			      "descriptor kind or ioctl query", co->only[i]);
	}
}

static void free_only(const char **only, char **lists, size_t n)
{
	for (size_t i = 0; i < n; i++)
		free(lists[i]);
	free(lists);
	free(only);
}

static bool all_digits(const char *s)
{
	if (!*s)
		return false;
	while (*s >= '0' && *s <= '9')
		s++;
	return !*s;
}

/*
 * -j was make's -j N here once; it means JSON now, as in every verb.  A
 * number after it (-j 2, -j2) was meant as jobs: say so rather than take
 * "2" for a stray argument.
 */
static int refuse_jobs_as_j(int argc, char **argv)
{
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i];

		if (a[0] != '-' || a[1] == '-' || !strchr(a, 'j'))
			continue;
		/* -j N, -j2, -vj2 */
		const char *after = strchr(a, 'j') + 1;

		if (all_digits(after) || (!*after && i + 1 < argc &&
					  all_digits(argv[i + 1]))) {
			p_err("-j means JSON in every verb; the number of "
			      "sandboxes is --jobs N (kapi conform --jobs %s)",
			      *after ? after : argv[i + 1]);
			return EXIT_USAGE;
		}
	}
	return EXIT_OK;
}

/* not an exit status: the option was taken, go on */
#define PARSED (-1)

/* What the command line asks for. */
struct conform_args {
	struct kapi_conform_opts co;
	enum conform_format fmt;
	struct conform_run run;
	struct collect col;
	const char **only;
	char **lists;		/* the --only arguments, cut up */
	size_t nonly, nlists;
};

/* -e/--only NAMES: comma-separated, repeatable */
static int parse_only(struct conform_args *a, const char *arg)
{
	char *list = strdup(arg), *save = NULL, *tok;
	char **kept = realloc(a->lists, (a->nlists + 1) * sizeof(*a->lists));

	if (kept)
		a->lists = kept;
	if (!list || !kept) {
		free(list);
		p_err("out of memory");
		return EXIT_FAILURE_;
	}
	a->lists[a->nlists++] = list;
	for (tok = strtok_r(list, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
		const char **p = realloc(a->only, (a->nonly + 1) * sizeof(*a->only));

		if (!p) {
			p_err("out of memory");
			return EXIT_FAILURE_;
		}
		a->only = p;
		a->only[a->nonly++] = tok;
	}
	return PARSED;
}

/* -n, --seed, --jobs, --timeout */
static int parse_number(struct conform_args *a, int opt, const char *arg)
{
	unsigned long long v;

	/* auto: a sandbox a CPU (the lab's VMs have the host's) */
	if (opt == OPT_JOBS && !strcmp(arg, "auto")) {
		long cpus = sysconf(_SC_NPROCESSORS_ONLN);

		a->co.jobs = cpus < 1 ? 1 : cpus > 64 ? 64 : (unsigned int)cpus;
		return PARSED;
	}
	if (!parse_count(arg, &v) || (opt != 's' && v > 1000000) ||
	    (opt == OPT_JOBS && (!v || v > 64))) {
		p_err("bad value '%s' for --%s", arg,
		      opt == 'n' ? "max-cases" : opt == 's' ? "seed" :
		      opt == OPT_JOBS ? "jobs (1..64 or auto)" : "timeout");
		return EXIT_USAGE;
	}
	if (opt == 'n')
		a->co.max_cases = (size_t)v;
	else if (opt == 's')
		a->co.seed = v;
	else if (opt == OPT_JOBS)
		a->co.jobs = (unsigned int)v;
	else
		a->co.timeout_ms = (unsigned int)v;
	return PARSED;
}

/* -o, -p, --arch, --from and the like, shared with every verb */
static int parse_common(struct conform_args *a, int opt, const char *arg)
{
	if (common_option(opt, arg))
		return EXIT_USAGE;
	if (opt == 'p' || opt == OPT_PRETTY) {
		a->run.pretty = true;
		if (a->fmt == CF_TEXT)
			a->fmt = CF_JSON;
	}
	return PARSED;
}

/* One option: PARSED, or the exit status to leave with. */
static int parse_option(struct conform_args *a, int opt, const char *arg)
{
	switch (opt) {
	case 'e':
		return parse_only(a, arg);
	case 'n':
	case 's':
	case OPT_JOBS:
	case 't':
		return parse_number(a, opt, arg);
	case 'g':
		a->co.generated = true;
		return PARSED;
	case 'f':
		if (conform_format_parse(arg, &a->fmt)) {
			p_err("unknown format '%s' (text, json, tap, sarif or kcidb)",
			      arg);
			return EXIT_USAGE;
		}
		return PARSED;
	case 'j':
		json_output = true;
		a->fmt = CF_JSON;
		return PARSED;
	case 'o':
	case 'p':
	case OPT_PRETTY:
	case OPT_ARCH:
	case OPT_FROM:
	case OPT_SOURCE_TYPE:
		return parse_common(a, opt, arg);
	case OPT_SCRATCH:
		/* said here: the run's ENOENT means an unknown name */
		if (access(arg, W_OK | X_OK)) {
			p_err("--scratch '%s': %s", arg, strerror(errno));
			return EXIT_FAILURE_;
		}
		a->co.scratch_parent = arg;
		return PARSED;
	case OPT_DRY_RUN:
		a->co.dry_run = true;
		return PARSED;
	case 'v':
		a->run.verbose = true;
		return PARSED;
	case OPT_SUPPRESS:
		a->run.filtered = true;
		return read_suppressions(arg, &a->col.suppressions) ?
		       EXIT_FAILURE_ : PARSED;
	case OPT_BASELINE:
		a->run.filtered = true;
		return read_baseline(arg, "not kapi conform --json output",
				     &a->col.baseline) ? EXIT_FAILURE_ : PARSED;
	case 'h':
		return conform_help();
	default:
		return EXIT_USAGE;
	}
}

static int parse_args(struct conform_args *a, int argc, char **argv)
{
	static const struct option opts[] = {
		{ "only", required_argument, NULL, 'e' },
		{ "syscalls", required_argument, NULL, 'e' },
		{ "max-cases", required_argument, NULL, 'n' },
		{ "seed", required_argument, NULL, 's' },
		{ "jobs", required_argument, NULL, OPT_JOBS },
		{ "timeout", required_argument, NULL, 't' },
		{ "generated", no_argument, NULL, 'g' },
		{ "format", required_argument, NULL, 'f' },
		{ "scratch", required_argument, NULL, OPT_SCRATCH },
		{ "dry-run", no_argument, NULL, OPT_DRY_RUN },
		{ "verbose", no_argument, NULL, 'v' },
		{ "baseline", required_argument, NULL, OPT_BASELINE },
		{ "suppressions", required_argument, NULL, OPT_SUPPRESS },
		{ "help", no_argument, NULL, 'h' },
		{ "json", no_argument, NULL, 'j' },
		{ "pretty", no_argument, NULL, OPT_PRETTY },
		{ "arch", required_argument, NULL, OPT_ARCH },
		SOURCE_OPTIONS,
		OUTPUT_OPTION,
		{ NULL, 0, NULL, 0 },
	};
	int opt, ret = refuse_jobs_as_j(argc, argv);

	if (ret)
		return ret;
	while ((opt = getopt_long(argc, argv, "e:n:jgf:o:pvh", opts, NULL)) != -1)
		if ((ret = parse_option(a, opt, optarg)) != PARSED)
			return ret;
	/* the cases run here: this kernel's architecture, numbers and all */
	if (arch_given && target_arch != kapi_arch__native()) {
		p_err("conform runs on this machine, which is %s, not %s",
		      kapi_arch__name(kapi_arch__native()),
		      kapi_arch__name(target_arch));
		return EXIT_USAGE;
	}
	if (optind < argc) {
		p_err("unexpected argument '%s'", argv[optind]);
		return EXIT_USAGE;
	}
	return PARSED;
}

/* Why the run failed, and the status that says so. */
static int run_failed(const struct kapi_conform_opts *co, int err)
{
	if (err == -ENOENT) {
		name_unknown(co);
		return EXIT_USAGE;
	}
	if (err == -EPERM)
		p_err("cannot make a sandbox (no user namespace, not root): "
		      "nothing was run");
	else if (err == -ENOTDIR)
		p_err("the scratch directory (--scratch, $TMPDIR or /tmp) is "
		      "not a directory");
	else
		p_err("conform failed: %s", strerror(-err));
	return EXIT_FAILURE_;
}

/* The report, and the status it makes. */
static int report(struct conform_args *a, const struct kapi_conform_summary *sum)
{
	int err;

	a->run.sandbox = sum->sandbox[0] ? sum->sandbox :
			 "none (interrupted before the first case)";
	err = conform_write(&a->run, a->fmt, stdout);
	if (err) {
		p_err("cannot write the report: %s", strerror(-err));
		return EXIT_FAILURE_;
	}
	return conform_disagreements(a->run.tally) ? EXIT_FINDINGS : EXIT_OK;
}

static int run_conform(struct conform_args *a)
{
	struct kapi_conform_opts *co = &a->co;
	struct kapi_conform_summary summary;
	int err, status;

	co->reg = judge_registry();
	if (!co->reg)
		return EXIT_FAILURE_;
	co->only = a->only;
	co->only_count = a->nonly;
	co->on_case = on_case;
	co->progress = on_progress;
	co->ctx = &a->col;
	a->col.progress = isatty(STDERR_FILENO) && !co->dry_run;
	a->run.seed = co->seed;
	catch_stop_signals(on_stop_signal);
	memset(&summary, 0, sizeof(summary));
	err = kapi_conform__run(co, &summary);
	if (a->col.progress)
		fprintf(stderr, "\r\033[K");
	if (!err)
		err = a->col.err;
	/* interrupted: what ran is written, then kapi dies of the signal */
	if (err == -EINTR && stopped_by) {
		p_info("%s conform: interrupted by SIG%s: the report holds the cases "
		       "that ran, the others as not run", bin_name,
		       sigabbrev_np(stopped_by));
		report(a, &summary);
		fflush(stdout);
		return 128 + stopped_by;
	}
	if (err)
		return run_failed(co, err);
	status = report(a, &summary);
	return status;
}

int do_conform(int argc, char **argv)
{
	struct conform_args a = {
		/* inside a lab VM the calls denied on a host run too (cmd_lab.c) */
		.co = { .sz = sizeof(a.co), .throwaway = lab_inside_vm() },
		.fmt = json_output ? CF_JSON : CF_TEXT,
		.run = { .pretty = pretty_output },
	};
	int status;

	if (is_help_request(argc, argv))
		return conform_help();
	a.col.run = &a.run;
	status = parse_args(&a, argc, argv);
	if (status == PARSED)
		status = run_conform(&a);
	kapi_suppressions__free(a.col.suppressions);
	kapi_baseline__free(a.col.baseline);
	free(a.run.cases);
	free(a.run.hidden);
	free(a.run.hidden_why);
	free(a.run.calls);
	free_only(a.only, a.lists, a.nlists);
	if (stopped_by)
		die_of_signal(stopped_by);
	return status;
}

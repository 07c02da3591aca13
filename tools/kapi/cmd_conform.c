// SPDX-License-Identifier: GPL-2.0
/*
 * kapi conform [--only NAMES] [--max-cases N] [--seed N] [--jobs N] [-f FMT]
 *
 * The running kernel judges every machine-checkable claim of the syscall
 * specs, each case made in a throwaway child of a sandbox.
 */
#include <errno.h>
#include <getopt.h>
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
	       "seccomp deny list; nothing runs outside the sandbox.\n"
	       "\n"
	       "  -e, --syscalls NAMES only these syscalls (comma-separated;\n"
	       "                       repeatable; as trace -e; --only too)\n"
	       "  -n, --max-cases N    at most N cases a syscall (a seeded choice)\n"
	       "      --seed N         seed of the random values and the choice (0)\n"
	       "      --jobs N         sandboxes in parallel (1..64, default 1)\n"
	       "      --timeout MS     stop a blocked call after MS ms (200)\n"
	       "  -g, --generated      also run the generated baseline specs\n"
	       "  -f, --format FMT     text (default), json, tap, sarif or kcidb\n"
	       "  -o, --output FILE    write the report to FILE\n"
	       "  -j, --json           JSON report (as -f json)\n"
	       "  -p, --pretty         indented JSON\n"
	       "      --from PATH      specs from PATH instead of the built-in corpus\n"
	       "      --scratch DIR    make the scratch directory in DIR ($TMPDIR)\n"
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
	       "(no sandbox could be made, a write error).\n", bin_name);
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
	}
}

static void on_progress(void *ctx, size_t done, size_t total)
{
	struct collect *c = ctx;

	/* redrawn only when it changes */
	if (c->progress && (done != c->shown || total != c->shown_total)) {
		fprintf(stderr, "\r%s conform: %zu/%zu cases", bin_name, done,
			total);
		c->shown = done;
		c->shown_total = total;
	}
}

static bool parse_count(const char *s, unsigned long long *out)
{
	char *end;

	errno = 0;
	*out = strtoull(s, &end, 0);
	return !errno && end != s && !*end && s[0] != '-';
}

/*
 * Names each --only name the library found no syscall spec for, asking it
 * about one name at a time (a dry run: no sandbox, no case made), so the
 * matching stays the library's own.
 */
static void name_unknown(const struct kapi_conform_opts *co)
{
	for (size_t i = 0; i < co->only_count; i++) {
		struct kapi_conform_opts one = *co;

		one.only = &co->only[i];
		one.only_count = 1;
		one.dry_run = true;
		one.on_case = NULL;
		one.progress = NULL;
		if (kapi_conform__run(&one, NULL) == -ENOENT)
			p_err("--only names '%s', which has no syscall spec",
			      co->only[i]);
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

int do_conform(int argc, char **argv)
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
	/* inside a lab VM the calls denied on a host run too (cmd_lab.c) */
	struct kapi_conform_opts co = { .sz = sizeof(co),
					.throwaway = lab_inside_vm() };
	struct kapi_conform_summary summary;
	enum conform_format fmt = json_output ? CF_JSON : CF_TEXT;
	struct conform_run run = { .pretty = pretty_output };
	struct collect col = { .run = &run };
	const char **only = NULL;
	char **lists = NULL;		/* the --only arguments, cut up */
	size_t nonly = 0, nlists = 0;
	unsigned long long v;
	int opt, err, status;

	if (is_help_request(argc, argv))
		return conform_help();
	status = refuse_jobs_as_j(argc, argv);
	if (status)
		goto out;
	while ((opt = getopt_long(argc, argv, "e:n:jgf:o:pvh", opts,
				  NULL)) != -1) {
		switch (opt) {
		case 'e': {
			char *list = strdup(optarg), *save = NULL, *tok;
			char **kept = realloc(lists, (nlists + 1) * sizeof(*lists));

			if (!list || !kept) {
				free(list);
				p_err("out of memory");
				{ status = EXIT_FAILURE_; goto out; }
			}
			lists = kept;
			lists[nlists++] = list;
			for (tok = strtok_r(list, ",", &save); tok;
			     tok = strtok_r(NULL, ",", &save)) {
				const char **p = realloc(only, (nonly + 1) *
							 sizeof(*only));

				if (!p) {
					p_err("out of memory");
					{ status = EXIT_FAILURE_; goto out; }
				}
				only = p;
				only[nonly++] = tok;
			}
			break;
		}
		case 'n':
		case 's':
		case OPT_JOBS:
		case 't':
			if (!parse_count(optarg, &v) ||
			    (opt != 's' && v > 1000000) ||
			    (opt == OPT_JOBS && (!v || v > 64))) {
				p_err("bad value '%s' for --%s", optarg,
				      opt == 'n' ? "max-cases" : opt == 's' ? "seed" :
				      opt == OPT_JOBS ? "jobs (1..64)" : "timeout");
				{ status = EXIT_USAGE; goto out; }
			}
			if (opt == 'n')
				co.max_cases = (size_t)v;
			else if (opt == 's')
				co.seed = v;
			else if (opt == OPT_JOBS)
				co.jobs = (unsigned int)v;
			else
				co.timeout_ms = (unsigned int)v;
			break;
		case 'g':
			co.generated = true;
			break;
		case 'f':
			if (conform_format_parse(optarg, &fmt)) {
				p_err("unknown format '%s' (text, json, tap, sarif or kcidb)",
				      optarg);
				{ status = EXIT_USAGE; goto out; }
			}
			break;
		case 'j':
			json_output = true;
			fmt = CF_JSON;
			break;
		case 'o':
		case 'p':
		case OPT_PRETTY:
		case OPT_ARCH:
		case OPT_FROM:
		case OPT_SOURCE_TYPE:
			if (common_option(opt, optarg)) {
				status = EXIT_USAGE;
				goto out;
			}
			if (opt == 'p' || opt == OPT_PRETTY) {
				run.pretty = true;
				if (fmt == CF_TEXT)
					fmt = CF_JSON;
			}
			break;
		case OPT_SCRATCH:
			co.scratch_parent = optarg;
			break;
		case OPT_DRY_RUN:
			co.dry_run = true;
			break;
		case 'v':
			run.verbose = true;
			break;
		case OPT_SUPPRESS:
			if (read_suppressions(optarg, &col.suppressions)) {
				status = EXIT_FAILURE_;
				goto out;
			}
			run.filtered = true;
			break;
		case OPT_BASELINE:
			if (read_baseline(optarg, "not kapi conform --json output",
					  &col.baseline)) {
				status = EXIT_FAILURE_;
				goto out;
			}
			run.filtered = true;
			break;
		case 'h':
			{ status = conform_help(); goto out; }
		default:
			{ status = EXIT_USAGE; goto out; }
		}
	}
	/* the cases run here: this kernel's architecture, numbers and all */
	if (arch_given && target_arch != kapi_arch__native()) {
		p_err("conform runs on this machine, which is %s, not %s",
		      kapi_arch__name(kapi_arch__native()),
		      kapi_arch__name(target_arch));
		status = EXIT_USAGE;
		goto out;
	}
	if (optind < argc) {
		p_err("unexpected argument '%s'", argv[optind]);
		{ status = EXIT_USAGE; goto out; }
	}
	co.reg = spec_registry();
	if (!co.reg)
		{ status = EXIT_FAILURE_; goto out; }
	co.only = only;
	co.only_count = nonly;
	co.on_case = on_case;
	co.progress = on_progress;
	co.ctx = &col;
	col.progress = isatty(STDERR_FILENO) && !co.dry_run;
	run.seed = co.seed;
	err = kapi_conform__run(&co, &summary);
	if (col.progress)
		fprintf(stderr, "\r\033[K");
	if (!err)
		err = col.err;
	if (err) {
		if (err == -ENOENT)
			name_unknown(&co);
		else if (err == -EPERM)
			p_err("cannot make a sandbox (no user namespace, not root): "
			      "nothing was run");
		else
			p_err("conform failed: %s", strerror(-err));
		status = err == -ENOENT ? EXIT_USAGE : EXIT_FAILURE_;
		goto out;
	}
	run.sandbox = summary.sandbox;
	err = conform_write(&run, fmt, stdout);
	status = err ? EXIT_FAILURE_ :
		 conform_disagreements(run.tally) ? EXIT_FINDINGS : EXIT_OK;
	if (err)
		p_err("cannot write the report: %s", strerror(-err));
out:
	kapi_suppressions__free(col.suppressions);
	kapi_baseline__free(col.baseline);
	free(run.cases);
	free(run.hidden);
	free(run.hidden_why);
	free(run.calls);
	free_only(only, lists, nlists);
	return status;
}

// SPDX-License-Identifier: GPL-2.0
/*
 * kapi watch [-o FILE] [-j] [-c] [-e SYSCALLS] [--generated] [--duration S]
 *            (-- CMD [ARGS] | -p PID | --cgroup PATH | --comm NAME | --all)
 *
 * Checks syscalls inside the kernel with eBPF (kapi_watch__*) and prints
 * each finding exactly as kapi trace does.  The programs are detached on
 * every way out: the end of the command, --duration, SIGINT, SIGTERM and
 * errors; if kapi itself is killed, its links die with its descriptors.
 */
#include <errno.h>
#include <getopt.h>
#include <inttypes.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/wait.h>

#include <kapi/watch.h>

#include "main.h"

enum {
	OPT_CGROUP = 256,
	OPT_COMM,
	OPT_ALL,
	OPT_DURATION,
	OPT_GENERATED,
	OPT_BUFFER,
	OPT_NO_FUNCTIONS,
};

struct watching {
	FILE *out;
	uint64_t findings;
};

static volatile sig_atomic_t stop_signal;

static void on_signal(int sig)
{
	stop_signal = sig;
}

static int watch_help(void)
{
	printf("usage: %s watch [OPTIONS] -- CMD [ARGS...]\n"
	       "       %s watch [OPTIONS] (-p PID | --cgroup PATH | --comm NAME | --all)\n"
	       "\n"
	       "Check syscalls against their specs inside the kernel, with eBPF:\n"
	       "arguments and results of every watched call are tested by programs\n"
	       "on the syscall exit hook, and only calls that fail a check are\n"
	       "reported, one line per finding as kapi trace prints them.  Needs\n"
	       "root (or CAP_BPF and CAP_PERFMON).\n"
	       "\n"
	       "  -- CMD ARGS            run CMD and watch it and its descendants\n"
	       "  -p, --pid PID          watch a running process and its descendants\n"
	       "      --cgroup PATH      watch the tasks of a cgroup v2 directory\n"
	       "      --comm NAME        watch the tasks of this command name\n"
	       "      --all              watch every process but kapi\n"
	       "      --duration SECS    stop after SECS seconds\n"
	       "  -o, --output FILE      write findings to FILE (default stderr)\n"
	       "  -j, --json             JSON Lines: a finding an object a line\n"
	       "  -e, --syscalls LIST    check only these syscalls (as trace -e)\n"
	       "  -c, --summary          per syscall: calls and findings, counted in\n"
	       "                         the kernel\n"
	       "      --generated        also check generated baseline specs\n"
	       "      --buffer-size N    ring buffer bytes (power of two; 4 MiB)\n"
	       "      --no-functions     leave kernel function specs out (they are\n"
	       "                         checked on fexit, where the kernel allows)\n"
	       "  -v, --verbose          print libbpf's whole log, with the verifier's\n"
	       "                         log of a program the kernel refuses\n"
	       "\n"
	       "At the start it says what the running kernel lets it check (syscalls,\n"
	       "constraint expressions, children, kernel functions) and what not.\n"
	       "Calls lost to a full ring buffer are always counted and reported.\n"
	       "Exit status: with CMD, its own (128+N if killed by signal N);\n"
	       "otherwise 0; 2 usage, 3 failure (no BPF, no privilege, load error).\n",
	       bin_name, bin_name);
	return EXIT_OK;
}

static void on_call(void *ctx, const struct kapi_trace_call *c)
{
	struct watching *wt = ctx;

	for (size_t i = 0; i < c->entry->count; i++)
		trace_print_finding(wt->out, c, &c->entry->items[i], false);
	for (size_t i = 0; i < c->exit->count; i++)
		trace_print_finding(wt->out, c, &c->exit->items[i], true);
	wt->findings += c->entry->count + c->exit->count;
}

/* A kernel function spec that is not watched: said, never fatal. */
static void on_skip(void *ctx, const char *name, const char *why)
{
	(void)ctx;
	fprintf(stderr, "%s watch: %s not watched: %s\n", bin_name, name, why);
}

static double now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

static void summary(struct watching *wt, struct kapi_watch *w,
		    const struct kapi_watch_stats *st)
{
	/* with -j one JSON document a line, as trace writes them */
	struct kapi_json *j = json_output ?
			      kapi_json__new(kapi_write__file, wt->out, false) : NULL;

	if (j) {
		kapi_json__begin_object(j);
		kapi_json__key(j, "schema_version");
		kapi_json__uint(j, KAPI_JSON_SCHEMA_VERSION);
		kapi_json__key(j, "summary");
		kapi_json__begin_array(j);
	} else {
		fprintf(wt->out, "%-20s %8s %8s\n", "syscall", "calls", "findings");
	}
	for (long nr = 0; nr < 512; nr++) {
		uint64_t calls, findings;
		const char *name;

		if (kapi_watch__count(w, nr, &calls, &findings) || !calls)
			continue;
		name = kapi_syscall__name(nr);
		if (j) {
			kapi_json__begin_object(j);
			kapi_json__key(j, "syscall");
			kapi_json__string(j, name ? name : "?");
			kapi_json__key(j, "calls");
			kapi_json__uint(j, calls);
			kapi_json__key(j, "findings");
			kapi_json__uint(j, findings);
			kapi_json__end_object(j);
		} else {
			fprintf(wt->out, "%-20s %8" PRIu64 " %8" PRIu64 "\n",
				name ? name : "?", calls, findings);
		}
	}
	if (j) {
		kapi_json__end_array(j);
		kapi_json__key(j, "mode");
		kapi_json__string(j, "ebpf");
		kapi_json__key(j, "drops");
		kapi_json__uint(j, st->drops);
		kapi_json__end_object(j);
		kapi_json__free(j);	/* ends the line */
	} else {
		fprintf(wt->out, "mode: ebpf, %zu syscalls checked in the kernel; "
			"%" PRIu64 " dropped\n", st->syscalls, st->drops);
	}
}

/* The drop counter, whatever else was asked: on stderr, and as JSON. */
static void totals(struct watching *wt, const struct kapi_watch_stats *st)
{
	struct kapi_json *j = json_output ?
			      kapi_json__new(kapi_write__file, wt->out, false) : NULL;

	if (j) {
		kapi_json__begin_object(j);
		kapi_json__key(j, "findings");
		kapi_json__uint(j, wt->findings);
		kapi_json__key(j, "reported");
		kapi_json__uint(j, st->events);
		kapi_json__key(j, "drops");
		kapi_json__uint(j, st->drops);
		kapi_json__key(j, "unconfirmed");
		kapi_json__uint(j, st->unconfirmed);
		kapi_json__end_object(j);
		kapi_json__free(j);
	}
	fprintf(stderr, "kapi watch: %" PRIu64 " findings in %" PRIu64
		" reported calls, %" PRIu64 " dropped\n", wt->findings,
		st->events, st->drops);
}

/* The child waits for its pid to be watched, then becomes the program. */
static pid_t start_child(char **argv, int *go_fd)
{
	int fds[2];
	pid_t pid;
	char c;

	if (pipe(fds))
		return -1;
	pid = fork();
	if (pid < 0) {
		close(fds[0]);
		close(fds[1]);
		return -1;
	}
	if (pid == 0) {
		close(fds[1]);
		if (read(fds[0], &c, 1) != 1)
			_exit(127);
		close(fds[0]);
		execvp(argv[0], argv);
		fprintf(stderr, "%s: cannot run '%s': %s\n", bin_name, argv[0],
			strerror(errno));
		_exit(127);
	}
	close(fds[0]);
	*go_fd = fds[1];
	return pid;
}

/* The command line of one run. */
struct watch_args {
	struct kapi_watch_opts o;
	const char *output;
	double duration;
	bool want_summary;
	bool verbose;
	pid_t attach;		/* -p */
	char **cmd;		/* after --, or NULL */
	long *only;		/* -e */
	int targets;
};

static int parse_buffer(const char *arg, struct watch_args *a)
{
	long page = sysconf(_SC_PAGESIZE);
	char *end;
	unsigned long long b = strtoull(arg, &end, 0);

	/* the kernel wants a power of two, whole pages */
	if (*end || b < (unsigned long long)page || (b & (b - 1)) ||
	    b > 1ull << 30) {
		p_err("bad --buffer-size '%s' (a power of two, %ld bytes to 1 GiB)",
		      arg, page);
		return EXIT_USAGE;
	}
	a->o.ring_bytes = (size_t)b;
	return EXIT_OK;
}

/* One target option: what to watch. */
static int parse_target(int opt, const char *arg, struct watch_args *a)
{
	char *end;

	a->targets++;
	switch (opt) {
	case 'p':
		a->attach = (pid_t)strtol(arg, &end, 10);
		if (*end || a->attach <= 0) {
			p_err("bad pid '%s'", arg);
			return EXIT_USAGE;
		}
		a->o.target = KAPI_WATCH_PIDS;
		break;
	case OPT_CGROUP:
		a->o.target = KAPI_WATCH_CGROUP;
		a->o.cgroup = arg;
		break;
	case OPT_COMM:
		if (!*arg || strlen(arg) > 15) {
			p_err("--comm takes a command name of 1 to 15 bytes");
			return EXIT_USAGE;
		}
		a->o.target = KAPI_WATCH_COMM;
		a->o.comm = arg;
		break;
	default:		/* OPT_ALL */
		a->o.target = KAPI_WATCH_ALL;
		break;
	}
	return EXIT_OK;
}

/* One option: EXIT_OK, EXIT_USAGE, or -1 for --help. */
static int parse_one(int opt, const char *arg, struct watch_args *a)
{
	char *end;

	switch (opt) {
	case 'j':	/* JSON Lines, as -j before the verb */
		json_output = true;
		return EXIT_OK;
	case 'o':
		a->output = arg;
		return EXIT_OK;
	case 'e':
		free(a->only);
		a->only = NULL;
		if (trace_parse_syscalls(arg, &a->only, &a->o.only_count))
			return EXIT_USAGE;
		a->o.only = a->only;
		return EXIT_OK;
	case 'c':
		a->want_summary = true;
		return EXIT_OK;
	case 'v':
		a->verbose = true;
		return EXIT_OK;
	case 'p': case OPT_CGROUP: case OPT_COMM: case OPT_ALL:
		return parse_target(opt, arg, a);
	case OPT_DURATION:
		a->duration = strtod(arg, &end);
		if (*end || a->duration <= 0) {
			p_err("bad duration '%s' (seconds)", arg);
			return EXIT_USAGE;
		}
		return EXIT_OK;
	case OPT_GENERATED:
		a->o.generated = true;
		return EXIT_OK;
	case OPT_NO_FUNCTIONS:
		a->o.no_functions = true;
		return EXIT_OK;
	case OPT_BUFFER:
		return parse_buffer(arg, a);
	case 'F':
	case 'S':
		return source_option(opt, arg) ? EXIT_USAGE : EXIT_OK;
	case 'h':
		return -1;
	default:
		return EXIT_USAGE;
	}
}

static int parse_args(int argc, char **argv, struct watch_args *a)
{
	static const struct option opts[] = {
		{ "output", required_argument, NULL, 'o' },
		{ "syscalls", required_argument, NULL, 'e' },
		{ "summary", no_argument, NULL, 'c' },
		{ "pid", required_argument, NULL, 'p' },
		{ "verbose", no_argument, NULL, 'v' },
		{ "cgroup", required_argument, NULL, OPT_CGROUP },
		{ "comm", required_argument, NULL, OPT_COMM },
		{ "all", no_argument, NULL, OPT_ALL },
		{ "duration", required_argument, NULL, OPT_DURATION },
		{ "generated", no_argument, NULL, OPT_GENERATED },
		{ "buffer-size", required_argument, NULL, OPT_BUFFER },
		{ "no-functions", no_argument, NULL, OPT_NO_FUNCTIONS },
		{ "help", no_argument, NULL, 'h' },
		{ "json", no_argument, NULL, 'j' },
		SOURCE_OPTIONS,
		{ NULL, 0, NULL, 0 },
	};
	int opt, ret;

	while ((opt = getopt_long(argc, argv, "+o:e:cp:jhv", opts, NULL)) != -1)
		if ((ret = parse_one(opt, optarg, a)) != EXIT_OK)
			return ret;
	if (optind < argc) {
		a->cmd = argv + optind;
		a->o.target = KAPI_WATCH_PIDS;
		a->targets++;
	}
	if (a->targets != 1) {
		p_err(a->targets ? "watch takes one target: a command, -p, "
				   "--cgroup, --comm or --all" :
				   "watch needs a command after '--', -p PID, "
				   "--cgroup, --comm or --all");
		return EXIT_USAGE;
	}
	return EXIT_OK;
}

/* What the kernel lets watch check: said once, at the start. */
static void on_feature(void *ctx, const char *what, const char *how)
{
	(void)ctx;
	fprintf(stderr, "%s watch: %s: %s\n", bin_name, what, how);
}

/* -v: libbpf's every line, the verifier's log among them. */
static void on_log(void *ctx, const char *line)
{
	(void)ctx;
	fprintf(stderr, "%s\n", line);
}

/* Loads the programs; EXIT_OK, or EXIT_FAILURE_ after saying why. */
static int open_watch(struct watch_args *a, struct watching *wt,
		      struct kapi_watch **w)
{
	int err;

	a->o.sz = sizeof(a->o);
	a->o.reg = judge_registry();
	a->o.summary = a->want_summary;
	a->o.on_call = on_call;
	a->o.on_skip = on_skip;
	a->o.on_feature = on_feature;
	a->o.on_log = a->verbose ? on_log : NULL;
	a->o.ctx = wt;
	err = kapi_watch__open(&a->o, w);
	if (err == -EPERM && !*w)
		p_err("watch needs root (or CAP_BPF and CAP_PERFMON)");
	else if (err)
		p_err("%s", kapi_watch__error(*w));
	return err ? EXIT_FAILURE_ : EXIT_OK;
}

/*
 * Attaches, then starts watching the target: the command (started
 * before, held until its pid is watched) or -p's process tree.
 */
static int start_watching(struct watch_args *a, struct kapi_watch *w,
			  pid_t *child, int *go_fd)
{
	int err;

	if (a->cmd) {
		*child = start_child(a->cmd, go_fd);
		if (*child < 0) {
			*child = 0;
			p_err("cannot start '%s': %s", a->cmd[0], strerror(errno));
			return EXIT_FAILURE_;
		}
	}
	err = kapi_watch__attach(w);
	if (err) {
		p_err("%s", kapi_watch__error(w));
		return EXIT_FAILURE_;
	}
	err = *child ? kapi_watch__add(w, *child, false) :
	      a->attach ? kapi_watch__add(w, a->attach, true) : 0;
	if (err == -ESRCH && a->attach)
		p_err("no process %d", (int)a->attach);
	else if (err)
		p_err("cannot watch process %d: %s", *child ? (int)*child :
		      (int)a->attach, strerror(-err));
	if (err)
		return EXIT_FAILURE_;
	if (*child) {
		/* watched from its exec on */
		if (write(*go_fd, "g", 1) != 1)
			p_err("cannot start '%s': %s", a->cmd[0], strerror(errno));
		close(*go_fd);
		*go_fd = -1;
	} else {
		/* a script may start the workload now: nothing is missed */
		fprintf(stderr, "%s watch: attached\n", bin_name);
	}
	return EXIT_OK;
}

/* Reads findings until the target is gone, the time is up or a signal. */
static int watch_loop(const struct watch_args *a, struct kapi_watch *w,
		      pid_t child, bool *reaped, int *status)
{
	double deadline = a->duration ? now() + a->duration : 0;

	while (!stop_signal) {
		int err = kapi_watch__poll(w, 100);

		if (err < 0 && err != -EINTR) {
			p_err("cannot read the ring buffer: %s", strerror(-err));
			return EXIT_FAILURE_;
		}
		if (deadline && now() >= deadline)
			break;
		if (child && !*reaped && waitpid(child, status, WNOHANG) == child)
			*reaped = true;
		/* the command, and every process it started, are gone */
		if (((child && *reaped) || a->attach) && kapi_watch__idle(w))
			break;
	}
	return EXIT_OK;
}

/* With a command, its own exit status (128+N for signal N). */
static int command_status(pid_t child, bool reaped, int status)
{
	if (!reaped && stop_signal)
		return 128 + stop_signal;
	if (!reaped && waitpid(child, &status, 0) != child)
		return EXIT_FAILURE_;
	return WIFSIGNALED(status) ? 128 + WTERMSIG(status) : WEXITSTATUS(status);
}

/* The run, once the options are read and the output is open. */
static int run_watch(struct watch_args *a, struct watching *wt)
{
	struct sigaction sa = { .sa_handler = on_signal };
	struct kapi_watch_stats st = { 0 };
	struct kapi_watch *w = NULL;
	bool reaped = false;
	pid_t child = 0;
	int go_fd = -1, status = 0, ret;

	/* before the programs load, which takes a while: a SIGINT then
	 * ends the run at once, never lost to the shell's SIG_IGN */
	sigemptyset(&sa.sa_mask);
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);
	ret = open_watch(a, wt, &w);
	if (ret == EXIT_OK)
		ret = start_watching(a, w, &child, &go_fd);
	if (ret == EXIT_OK)
		ret = watch_loop(a, w, child, &reaped, &status);
	if (ret == EXIT_OK) {
		kapi_watch__poll(w, 0);
		kapi_watch__stats(w, &st);
		if (a->want_summary)
			summary(wt, w, &st);
		totals(wt, &st);
		if (child)
			ret = command_status(child, reaped, status);
	}
	if (go_fd >= 0)
		close(go_fd);		/* the child reads EOF and leaves */
	if (child && ret == EXIT_FAILURE_ && !reaped)
		waitpid(child, NULL, 0);
	/* detach before anything else can fail */
	kapi_watch__close(w);
	return ret;
}

int do_watch(int argc, char **argv)
{
	struct watch_args a = { .o.sz = sizeof(a.o) };
	struct watching wt = { .out = stderr };
	int ret;

	if (is_help_request(argc, argv))
		return watch_help();
	ret = parse_args(argc, argv, &a);
	if (ret == EXIT_OK && kapi_watch__unavailable()) {
		p_err("watch is not available: %s", kapi_watch__unavailable());
		ret = EXIT_FAILURE_;
	}
	if (ret == EXIT_OK && a.output && !(wt.out = fopen(a.output, "we"))) {
		p_err("cannot open '%s': %s", a.output, strerror(errno));
		ret = EXIT_FAILURE_;
	}
	if (ret == EXIT_OK)
		ret = run_watch(&a, &wt);
	if (wt.out && wt.out != stderr && fclose(wt.out)) {
		p_err("cannot write '%s': %s", a.output, strerror(errno));
		ret = EXIT_FAILURE_;
	}
	free(a.only);
	return ret < 0 ? watch_help() : ret;
}

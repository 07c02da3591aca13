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
	       "\n"
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

int do_watch(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "output", required_argument, NULL, 'o' },
		{ "syscalls", required_argument, NULL, 'e' },
		{ "summary", no_argument, NULL, 'c' },
		{ "pid", required_argument, NULL, 'p' },
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
	struct kapi_watch_opts o = { .sz = sizeof(o) };
	struct watching wt = { .out = stderr };
	struct kapi_watch_stats st = { 0 };
	struct kapi_watch *w = NULL;
	struct sigaction sa = { .sa_handler = on_signal };
	const char *output = NULL;
	double duration = 0, deadline = 0;
	bool want_summary = false, reaped = false;
	pid_t attach = 0, child = 0;
	int opt, err, targets = 0, status = 0, go_fd = -1, ret = EXIT_OK;
	long *only = NULL;
	char *end;

	if (is_help_request(argc, argv))
		return watch_help();
	while ((opt = getopt_long(argc, argv, "+o:e:cp:jh", opts, NULL)) != -1) {
		switch (opt) {
		case 'j':	/* JSON Lines, as -j before the verb */
			json_output = true;
			break;
		case 'o':
			output = optarg;
			break;
		case 'e':
			free(only);
			if (trace_parse_syscalls(optarg, &only, &o.only_count))
				return EXIT_USAGE;
			o.only = only;
			break;
		case 'c':
			want_summary = true;
			break;
		case 'p':
			attach = (pid_t)strtol(optarg, &end, 10);
			if (*end || attach <= 0) {
				p_err("bad pid '%s'", optarg);
				goto usage;
			}
			o.target = KAPI_WATCH_PIDS;
			targets++;
			break;
		case OPT_CGROUP:
			o.target = KAPI_WATCH_CGROUP;
			o.cgroup = optarg;
			targets++;
			break;
		case OPT_COMM:
			if (!*optarg || strlen(optarg) > 15) {
				p_err("--comm takes a command name of 1 to 15 bytes");
				goto usage;
			}
			o.target = KAPI_WATCH_COMM;
			o.comm = optarg;
			targets++;
			break;
		case OPT_ALL:
			o.target = KAPI_WATCH_ALL;
			targets++;
			break;
		case OPT_DURATION:
			duration = strtod(optarg, &end);
			if (*end || duration <= 0) {
				p_err("bad duration '%s' (seconds)", optarg);
				goto usage;
			}
			break;
		case OPT_GENERATED:
			o.generated = true;
			break;
		case OPT_NO_FUNCTIONS:
			o.no_functions = true;
			break;
		case OPT_BUFFER: {
			unsigned long long b = strtoull(optarg, &end, 0);
			long page = sysconf(_SC_PAGESIZE);

			/* the kernel wants a power of two, whole pages */
			if (*end || b < (unsigned long long)page || (b & (b - 1)) ||
			    b > 1ull << 30) {
				p_err("bad --buffer-size '%s' (a power of two, "
				      "%ld bytes to 1 GiB)", optarg, page);
				goto usage;
			}
			o.ring_bytes = (size_t)b;
			break;
		}
		case 'F':
		case 'S':
			if (source_option(opt, optarg))
				goto usage;
			break;
		case 'h':
			free(only);
			return watch_help();
		default:
			goto usage;
		}
	}
	if (optind < argc) {
		o.target = KAPI_WATCH_PIDS;
		targets++;
	}
	if (targets != 1) {
		p_err(targets ? "watch takes one target: a command, -p, --cgroup, "
				"--comm or --all" :
			        "watch needs a command after '--', -p PID, --cgroup, "
				"--comm or --all");
		goto usage;
	}
	if (kapi_watch__unavailable()) {
		p_err("watch is not available: %s", kapi_watch__unavailable());
		free(only);
		return EXIT_FAILURE_;
	}
	if (output) {
		wt.out = fopen(output, "w");
		if (!wt.out) {
			p_err("cannot open '%s': %s", output, strerror(errno));
			free(only);
			return EXIT_FAILURE_;
		}
	}
	o.reg = judge_registry();
	o.summary = want_summary;
	o.on_call = on_call;
	o.on_skip = on_skip;
	o.ctx = &wt;
	/* before the programs load, which takes a while: a SIGINT then
	 * ends the run at once, never lost to the shell's SIG_IGN */
	sigemptyset(&sa.sa_mask);
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);
	err = kapi_watch__open(&o, &w);
	if (err == -EPERM && !w) {
		p_err("watch needs root (or CAP_BPF and CAP_PERFMON)");
		ret = EXIT_FAILURE_;
		goto out;
	}
	if (err) {
		const char *why = kapi_watch__error(w);

		/* the loader's own words, or libbpf's after errno's */
		if (*why && strncmp(why, "libbpf", 6))
			p_err("%s", why);
		else
			p_err("cannot load the BPF programs: %s%s%s", strerror(-err),
			      *why ? ": " : "", why);
		ret = EXIT_FAILURE_;
		goto out;
	}
	if (optind < argc) {
		child = start_child(argv + optind, &go_fd);
		if (child < 0) {
			p_err("cannot start '%s': %s", argv[optind], strerror(errno));
			ret = EXIT_FAILURE_;
			goto out;
		}
	}
	err = kapi_watch__attach(w);
	if (!err && child)
		err = kapi_watch__add(w, child, false);
	if (!err && attach) {
		err = kapi_watch__add(w, attach, true);
		if (err == -ESRCH) {
			p_err("no process %d", (int)attach);
			ret = EXIT_FAILURE_;
			goto out;
		}
	}
	if (err) {
		p_err("cannot attach the BPF programs: %s%s%s", strerror(-err),
		      *kapi_watch__error(w) ? ": " : "", kapi_watch__error(w));
		ret = EXIT_FAILURE_;
		goto out;
	}
	if (child) {
		/* watched from its exec on */
		if (write(go_fd, "g", 1) != 1)
			err = -errno;
		close(go_fd);
		go_fd = -1;
	} else {
		/* a script may start the workload now: nothing is missed */
		fprintf(stderr, "%s watch: attached\n", bin_name);
	}
	if (duration)
		deadline = now() + duration;
	while (!stop_signal) {
		err = kapi_watch__poll(w, 100);
		if (err < 0 && err != -EINTR) {
			p_err("cannot read the ring buffer: %s", strerror(-err));
			ret = EXIT_FAILURE_;
			break;
		}
		if (deadline && now() >= deadline)
			break;
		if (child && !reaped && waitpid(child, &status, WNOHANG) == child)
			reaped = true;
		/* the command, and every process it started, are gone */
		if ((child && reaped && kapi_watch__idle(w)) ||
		    (attach && kapi_watch__idle(w)))
			break;
	}
	kapi_watch__poll(w, 0);
	kapi_watch__stats(w, &st);
	if (want_summary)
		summary(&wt, w, &st);
	totals(&wt, &st);
	if (ret == EXIT_OK && child) {
		if (!reaped && stop_signal)
			ret = 128 + stop_signal;
		else if (!reaped && waitpid(child, &status, 0) != child)
			ret = EXIT_FAILURE_;
		else
			ret = WIFSIGNALED(status) ? 128 + WTERMSIG(status) :
						    WEXITSTATUS(status);
	}
out:
	if (go_fd >= 0)
		close(go_fd);		/* the child reads EOF and leaves */
	if (child && ret == EXIT_FAILURE_ && !reaped)
		waitpid(child, NULL, 0);
	/* detach before anything else can fail */
	kapi_watch__close(w);
	if (output && fclose(wt.out)) {
		p_err("cannot write '%s': %s", output, strerror(errno));
		ret = EXIT_FAILURE_;
	}
	free(only);
	return ret;
usage:
	free(only);
	return EXIT_USAGE;
}

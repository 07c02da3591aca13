// SPDX-License-Identifier: GPL-2.0
/*
 * kapi proc check [--root DIR] [--pid PID] [-X KINDS] [PATTERN]
 *
 * Reads the files of /proc that record specs describe (/proc/meminfo,
 * /proc/<pid>/status, .../fdinfo/<fd>, ...) and checks each field the
 * text shows against its spec: fields missing or unknown, values of the
 * wrong type, units or range.  Nothing is written.
 */
#include <errno.h>
#include <getopt.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <sys/inotify.h>
#include <sys/signalfd.h>
#include <sys/stat.h>
#include <sys/timerfd.h>

#include "main.h"
#include "live/live.h"

struct proc_run {
	struct kapi_json *j;
	size_t files, findings, unreadable;
	uint64_t ignored;		/* -X: finding kinds left out */
};

static int proc_help(void)
{
	printf("usage: %s proc check [--root DIR] [--pid PID] [-X KINDS] [PATTERN]\n"
	       "\n"
	       "Read every /proc file a record spec describes (meminfo, stat,\n"
	       "<pid>/status, <pid>/stat, <pid>/fdinfo/<fd>, ...) and check the\n"
	       "fields each shows: a field the spec has and the file lacks\n"
	       "(field_missing), one the file shows and the spec lacks or says\n"
	       "came later (field_unknown), a value of the wrong type, units or\n"
	       "range.  Fields are judged as the target release shows them\n"
	       "(--kernel-version, by default the running kernel's).  Checking\n"
	       "its own process, kapi first opens one descriptor of each kind\n"
	       "whose fdinfo has extra lines (eventfd, epoll, inotify, signalfd,\n"
	       "timerfd) so those are checked too.\n"
	       "\n"
	       "  --root DIR       a /proc tree other than /proc (a copy, a fixture)\n"
	       "  --pid PID        the process <pid> stands for (default: self)\n"
	       "  -X, --ignore KINDS  leave out findings of these kinds\n"
	       "  PATTERN          a glob on the spec name or the file's spec path\n"
	       "\n"
	       "Exit status: 0 no finding, 1 findings, 2 usage, 3 failure.\n",
	       bin_name);
	return EXIT_OK;
}

/*
 * One descriptor of each kind with extra fdinfo lines, kept open while
 * the walk reads this process's fdinfo; closed by the exit.
 */
static void open_fd_kinds(void)
{
	int efd = eventfd(0, EFD_CLOEXEC), ep = epoll_create1(EPOLL_CLOEXEC);
	int in = inotify_init1(IN_CLOEXEC);
	sigset_t set;

	sigemptyset(&set);
	sigaddset(&set, SIGUSR1);
	if (ep >= 0 && efd >= 0)
		epoll_ctl(ep, EPOLL_CTL_ADD, efd,
			  &(struct epoll_event){ .events = EPOLLIN });
	if (in >= 0)
		inotify_add_watch(in, "/", IN_CREATE);
	signalfd(-1, &set, SFD_CLOEXEC);
	timerfd_create(CLOCK_MONOTONIC, TFD_CLOEXEC);
}

static void on_file(void *ctx, const struct kapi__proc_file *f)
{
	struct proc_run *r = ctx;

	r->files++;
	if (f->err) {
		r->unreadable++;
		if (!r->j)
			printf("%s: cannot be read: %s\n", f->path, strerror(-f->err));
		return;
	}
	for (size_t i = 0; i < f->findings->count; i++) {
		const struct kapi_finding *fd = &f->findings->items[i];

		if (r->ignored >> fd->kind & 1)
			continue;
		r->findings++;
		if (!r->j) {
			printf("%s: %s: %s\n", f->path,
			       kapi_finding__kind_name(fd->kind), fd->message);
			continue;
		}
		kapi_json__begin_object(r->j);
		kapi_json__key(r->j, "path");
		kapi_json__string(r->j, f->path);
		kapi_json__key(r->j, "spec");
		kapi_json__string(r->j, f->spec->name);
		kapi_json__key(r->j, "finding");
		kapi_json__string(r->j, kapi_finding__kind_name(fd->kind));
		kapi_json__key(r->j, "field");
		kapi_json__string(r->j, fd->subject);
		kapi_json__key(r->j, "message");
		kapi_json__string(r->j, fd->message);
		kapi_json__end_object(r->j);
	}
}

static int proc_run(struct proc_run *r, const char *root, const char *pid,
		    const char *pattern)
{
	uint32_t kver = target_kernel_version();
	int err;

	if (json_output) {
		r->j = json_document();
		if (!r->j)
			return EXIT_FAILURE_;
		kapi_json__key(r->j, "findings");
		kapi_json__begin_array(r->j);
	}
	err = kapi__proc_walk(spec_registry(), root, pid, pattern, kver,
			      on_file, r);
	if (r->j) {
		kapi_json__end_array(r->j);
		kapi_json__key(r->j, "files");
		kapi_json__uint(r->j, r->files);
		kapi_json__key(r->j, "unreadable");
		kapi_json__uint(r->j, r->unreadable);
		kapi_json__end_object(r->j);
		if (kapi_json__free(r->j))
			return EXIT_FAILURE_;
	} else {
		printf("%zu files checked, %zu findings, %zu unreadable\n",
		       r->files, r->findings, r->unreadable);
	}
	if (err) {
		p_err("cannot walk %s: %s", root ? root : "/proc", strerror(-err));
		return EXIT_FAILURE_;
	}
	if (!r->files)
		p_info("%s: no file matched a /proc record spec under %s",
		       bin_name, root ? root : "/proc");
	return r->findings ? EXIT_FINDINGS : EXIT_OK;
}

enum { OPT_ROOT = OPT_VERB_FIRST, OPT_PID };

int do_proc(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "root", required_argument, NULL, OPT_ROOT },
		{ "pid", required_argument, NULL, OPT_PID },
		{ "ignore", required_argument, NULL, 'X' },
		{ "help", no_argument, NULL, 'h' },
		OUTPUT_OPTION,
		COMMON_OPTIONS,
		{ NULL, 0, NULL, 0 },
	};
	const char *root = NULL, *pid = NULL, *pattern = NULL;
	struct proc_run r = { 0 };
	struct stat st;
	int opt, ret;

	if (argc < 2 || is_help_request(argc, argv))
		return argc < 2 ? (proc_help(), EXIT_USAGE) : proc_help();
	if (strcmp(argv[1], "check")) {
		p_err("unknown proc command '%s' (check)", argv[1]);
		return EXIT_USAGE;
	}
	argc--;
	argv++;
	if (is_help_request(argc, argv))
		return proc_help();
	while ((opt = getopt_long(argc, argv, "X:o:jph", opts, NULL)) != -1) {
		switch (opt) {
		case OPT_ROOT:
			root = optarg;
			break;
		case OPT_PID:
			pid = optarg;
			if (strcmp(pid, "self") &&
			    strspn(pid, "0123456789") != strlen(pid)) {
				p_err("--pid takes a process ID or 'self', not '%s'",
				      pid);
				return EXIT_USAGE;
			}
			break;
		case 'X':
			if (parse_finding_kinds(optarg, &r.ignored))
				return EXIT_USAGE;
			break;
		case 'o':
		COMMON_CASES:
			ret = common_option(opt, optarg);
			if (ret)
				return ret;
			break;
		case 'h':
			return proc_help();
		default:
			return EXIT_USAGE;
		}
	}
	if (optind < argc)
		pattern = argv[optind++];
	if (optind < argc) {
		p_err("one PATTERN at most");
		return EXIT_USAGE;
	}
	if (root && (stat(root, &st) || !S_ISDIR(st.st_mode))) {
		p_err("cannot use '%s' as the /proc root: %s", root,
		      strerror(errno ? errno : ENOTDIR));
		return EXIT_FAILURE_;
	}
	if (!root && (!pid || !strcmp(pid, "self")))
		open_fd_kinds();
	return proc_run(&r, root, pid, pattern);
}

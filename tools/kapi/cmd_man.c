// SPDX-License-Identifier: GPL-2.0
/* kapi man [-r] NAME: one spec as a man page, through man -l on a terminal */
#include <errno.h>
#include <getopt.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "main.h"

static int man_help(void)
{
	printf("usage: %s man [--roff] NAME\n"
	       "\n"
	       "Show a spec as a man page.  On a terminal the page goes through\n"
	       "'man -l'; otherwise, or with --roff, the roff source is printed.\n"
	       "NAME is what 'kapi show' takes.\n"
	       "      --roff  print the roff source even on a terminal (long\n"
	       "              only: -r is validate's --return)\n",
	       bin_name);
	return EXIT_OK;
}

/* The whole set, so SEE ALSO names pages of other specs. */
static int emit_page(const struct kernel_api_spec *spec, FILE *f)
{
	const struct kapi_registry *reg = spec_registry();
	size_t n = kapi_registry__count(reg);
	const struct kernel_api_spec **all = calloc(n + 1, sizeof(*all));
	struct kapi_emit_opts o = { .sz = sizeof(o) };
	int err;

	for (size_t i = 0; all && i < n; i++)
		all[i] = kapi_registry__at(reg, i);
	o.related = all;
	o.related_count = all ? n : 0;
	err = kapi_emit__spec(spec, KAPI_FORMAT_MAN, &o, kapi_write__file, f);
	free(all);
	return err;
}

/* Renders the page with man -l from a temporary file. */
static int show_with_man(const struct kernel_api_spec *spec)
{
	char path[] = "/tmp/kapi-man-XXXXXX";
	int fd = mkstemp(path), status, err;
	FILE *f;
	pid_t pid;

	if (fd < 0 || !(f = fdopen(fd, "w"))) {
		p_err("cannot create a temporary file: %s", strerror(errno));
		if (fd >= 0) {
			close(fd);
			unlink(path);
		}
		return EXIT_FAILURE_;
	}
	err = emit_page(spec, f);
	if (fclose(f) && !err)
		err = -errno;
	if (err) {
		p_err("cannot write the page: %s", strerror(-err));
		unlink(path);
		return EXIT_FAILURE_;
	}
	fflush(stdout);
	pid = fork();
	if (pid == 0) {
		execlp("man", "man", "-l", path, (char *)NULL);
		fprintf(stderr, "%s: error: cannot run man: %s\n", bin_name,
			strerror(errno));
		_exit(127);
	}
	if (pid < 0 || waitpid(pid, &status, 0) < 0) {
		p_err("cannot run man: %s", strerror(errno));
		unlink(path);
		return EXIT_FAILURE_;
	}
	unlink(path);
	return WIFEXITED(status) && !WEXITSTATUS(status) ? EXIT_OK
							 : EXIT_FAILURE_;
}

int do_man(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "roff", no_argument, NULL, 'r' },
		{ "help", no_argument, NULL, 'h' },
		OUTPUT_OPTION,
		COMMON_OPTIONS,
		{ NULL, 0, NULL, 0 },
	};
	const struct kernel_api_spec *spec;
	bool roff = false;
	int opt, err, ret;

	if (is_help_request(argc, argv))
		return man_help();
	while ((opt = getopt_long(argc, argv, "hjpo:", opts, NULL)) != -1) {
		switch (opt) {
		case 'r':
			roff = true;
			break;
		case 'h':
			return man_help();
		case 'o':
		COMMON_CASES:
			ret = common_option(opt, optarg);
			if (ret)
				return ret;
			break;
		default:
			return EXIT_USAGE;
		}
	}
	if (optind != argc - 1) {
		p_err("man needs one spec name (see '%s list')", bin_name);
		return EXIT_USAGE;
	}
	spec = find_spec_or_complain(argv[optind]);
	if (!spec)
		return EXIT_FAILURE_;
	if (!roff && isatty(STDOUT_FILENO))
		return show_with_man(spec);
	err = emit_page(spec, stdout);
	if (err) {
		p_err("cannot write the page: %s", strerror(-err));
		return EXIT_FAILURE_;
	}
	return EXIT_OK;
}

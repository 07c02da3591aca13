// SPDX-License-Identifier: GPL-2.0
/*
 * kapi verify [--tracefs DIR] [--kallsyms FILE] [--no-probe] [-f FMT]
 * kapi verify --print-protos [--tracefs DIR]
 *
 * The spec set against the running kernel's own syscall prototypes, or
 * those prototypes as the table the spec generator reads.
 */
#include <errno.h>
#include <getopt.h>
#include <string.h>

#include "main.h"
#include "report.h"

static int verify_help(void)
{
	printf("usage: %s verify [OPTIONS]\n"
	       "\n"
	       "Compare the syscall specs with the running kernel: syscalls the\n"
	       "kernel has and no spec describes, specs of syscalls it does not\n"
	       "implement, and argument counts, names and types that differ from\n"
	       "the kernel's prototypes (tracefs events/syscalls/*/format).\n"
	       "\n"
	       "  --tracefs DIR      tracefs mount (default /sys/kernel/tracing,\n"
	       "                     then /sys/kernel/debug/tracing)\n"
	       "  --kallsyms FILE    symbol list (default /proc/kallsyms)\n"
	       "  --no-probe         never call a syscall to test for ENOSYS\n"
	       "  --print-protos     print the kernel's prototypes as the table\n"
	       "                     make gen-specs reads (name TAB type name|...)\n"
	       "  -f, --format FMT   text (default), json or sarif\n"
	       "  -o, --output FILE  write the report to FILE\n"
	       "      --fail-on LEVEL  exit 1 only for a finding at or above LEVEL\n"
	       "                     (error, warning, info; default: any), or never\n"
	       "      --suppressions FILE  leave out what FILE names (with reasons)\n"
	       "      --baseline FILE    report only what an earlier -f json\n"
	       "                         report of the same command lacks\n"
	       "      --rules        list the rules and exit\n"
	       "\n"
	       "Exit status: 0 the specs match the kernel, 1 a mismatch, 2 usage,\n"
	       "3 the check failed (no tracefs, a write error).\n", bin_name);
	return 0;
}

static int print_proto(void *ctx, const char *name, const char *params)
{
	(void)ctx;
	return printf("%s\t%s\n", name, params) < 0 ? -EIO : 0;
}

enum {
	OPT_TRACEFS = OPT_VERB_FIRST,
	OPT_KALLSYMS,
	OPT_NO_PROBE,
	OPT_PRINT_PROTOS,
};

int do_verify(int argc, char **argv)
{
	static const struct option opts[] = {
		REPORT_OPTIONS,
		{ "tracefs", required_argument, NULL, OPT_TRACEFS },
		{ "kallsyms", required_argument, NULL, OPT_KALLSYMS },
		{ "no-probe", no_argument, NULL, OPT_NO_PROBE },
		{ "print-protos", no_argument, NULL, OPT_PRINT_PROTOS },
		{ "help", no_argument, NULL, 'h' },
		COMMON_OPTIONS,
		{ NULL, 0, NULL, 0 },
	};
	struct kapi_verify_opts vo = { .sz = sizeof(vo) };
	struct kapi_verify_result res = { 0 };
	struct kapi_changes changes;
	struct report r;
	bool print_protos = false;
	int opt, err, status;

	if (is_help_request(argc, argv))
		return verify_help();
	report_init(&r, "verify");
	r.fail_on = KAPI_LEVEL_INFO;	/* any mismatch fails, unless told */
	while ((opt = report_getopt(&r, argc, argv, "f:o:jph", opts)) != -1) {
		switch (opt) {
		case REPORT_STOP:
			return r.stop_status == REPORT_ERROR ? EXIT_FAILURE_ :
			       r.stop_status;
		case OPT_TRACEFS:
			vo.tracefs = optarg;
			break;
		case OPT_KALLSYMS:
			vo.kallsyms = optarg;
			break;
		case OPT_NO_PROBE:
			vo.no_probe = true;
			break;
		case OPT_PRINT_PROTOS:
			print_protos = true;
			break;
		COMMON_CASES:
			if (common_option(opt, optarg))
				return EXIT_USAGE;
			break;
		case 'h':
			return verify_help();
		default:
			return EXIT_USAGE;
		}
	}
	if (optind < argc) {
		p_err("unexpected argument '%s'", argv[optind]);
		return EXIT_USAGE;
	}
	/* the running kernel speaks its own architecture's numbers */
	if (arch_given && target_arch != kapi_arch__native()) {
		p_err("verify checks the running kernel, which is %s, not %s",
		      kapi_arch__name(kapi_arch__native()),
		      kapi_arch__name(target_arch));
		return EXIT_USAGE;
	}
	if (print_protos) {
		err = kapi_verify__protos(vo.tracefs, print_proto, NULL);
		if (!err && fflush(stdout))
			err = -errno;
	} else {
		kapi_changes__init(&changes);
		err = kapi_verify(spec_registry(), &vo, &changes, &res);
	}
	if (err) {
		if (err == -ENOENT)
			p_err("no tracefs with events/syscalls: mount it (mount -t "
			      "tracefs nodev /sys/kernel/tracing) or pass --tracefs");
		else if (err == -EACCES)
			p_err("tracefs is mounted but only root may read it (mode "
			      "0700): run verify as root, or pass --tracefs DIR");
		else
			p_err("cannot verify: %s", strerror(-err));
		if (!print_protos)
			kapi_changes__free(&changes);
		return EXIT_FAILURE_;
	}
	if (print_protos)
		return 0;
	status = report_finish(&r, &changes);
	if (r.format == REPORT_TEXT)
		printf("%zu kernel syscalls, %zu specs compared\n",
		       res.kernel_syscalls, res.specs_checked);
	kapi_changes__free(&changes);
	report_free(&r);
	/* like sysfs check, not diff's bits: 1 means a mismatch */
	if (status & REPORT_ERROR)
		return EXIT_FAILURE_;
	return status & REPORT_BREAKING ? EXIT_FINDINGS : EXIT_OK;
}

// SPDX-License-Identifier: GPL-2.0
/* kapi stats: how much of the API the spec set covers, and how deeply. */
#include <getopt.h>
#include <string.h>

#include "main.h"

static int stats_help(void)
{
	printf("usage: %s stats [-o FILE]\n"
	       "\n"
	       "Count the specs by API type, split syscall specs into deep\n"
	       "(written by hand) and generated baselines, and show how many of\n"
	       "this architecture's syscall numbers have a spec.\n", bin_name);
	return EXIT_OK;
}

int do_stats(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "help", no_argument, NULL, 'h' },
		OUTPUT_OPTION,
		COMMON_OPTIONS,
		{ NULL, 0, NULL, 0 },
	};
	int opt, ret;
	struct kapi_registry *reg;
	size_t by_type[3] = { 0 }, deep = 0, generated = 0, numbered = 0,
	       covered = 0;

	if (is_help_request(argc, argv))
		return stats_help();
	while ((opt = getopt_long(argc, argv, "o:jph", opts, NULL)) != -1) {
		switch (opt) {
		case 'h':
			return stats_help();
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
	if (optind < argc) {
		p_err("stats takes no arguments");
		return EXIT_USAGE;
	}
	reg = spec_registry();
	for (size_t i = 0; i < kapi_registry__count(reg); i++) {
		const struct kernel_api_spec *s = kapi_registry__at(reg, i);

		if (s->api_type < 3)
			by_type[s->api_type]++;
		if (s->api_type == KAPI_API_FUNCTION && !strncmp(s->name, "sys_", 4))
			s->generated ? generated++ : deep++;
	}
	/* the architecture's syscall table: which numbers have a spec */
	for (long nr = 0; nr < 1024; nr++) {
		if (!kapi_syscall__name(nr))
			continue;
		numbered++;
		covered += kapi_registry__find_syscall(reg, nr) != NULL;
	}
	if (json_output) {
		struct kapi_json *j = json_document();

		if (!j)
			return EXIT_FAILURE_;
		kapi_json__key(j, "specs");
		kapi_json__uint(j, kapi_registry__count(reg));
		kapi_json__key(j, "syscalls");
		kapi_json__uint(j, by_type[KAPI_API_FUNCTION]);
		kapi_json__key(j, "syscalls_deep");
		kapi_json__uint(j, deep);
		kapi_json__key(j, "syscalls_generated");
		kapi_json__uint(j, generated);
		kapi_json__key(j, "ioctls");
		kapi_json__uint(j, by_type[KAPI_API_IOCTL]);
		kapi_json__key(j, "sysfs");
		kapi_json__uint(j, by_type[KAPI_API_SYSFS]);
		kapi_json__key(j, "syscall_numbers");
		kapi_json__uint(j, numbered);
		kapi_json__key(j, "syscall_numbers_covered");
		kapi_json__uint(j, covered);
		kapi_json__end_object(j);
		return kapi_json__free(j) ? EXIT_FAILURE_ : EXIT_OK;
	}
	printf("specs:                %zu\n", kapi_registry__count(reg));
	printf("syscalls:             %zu (%zu deep, %zu generated)\n",
	       by_type[KAPI_API_FUNCTION], deep, generated);
	printf("ioctls:               %zu\n", by_type[KAPI_API_IOCTL]);
	printf("sysfs attributes:     %zu\n", by_type[KAPI_API_SYSFS]);
	printf("syscall numbers:      %zu of %zu have a spec (%.0f%%)\n", covered,
	       numbered, numbered ? 100.0 * (double)covered / (double)numbered : 0);
	return EXIT_OK;
}

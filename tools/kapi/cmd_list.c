// SPDX-License-Identifier: GPL-2.0
/* kapi list [--type syscall|ioctl|sysfs] [--depth deep|generated] */
#include <getopt.h>
#include <string.h>

#include "main.h"

static int list_help(void)
{
	printf("usage: %s list [--type syscall|ioctl|sysfs] [--depth deep|generated]\n"
	       "\n"
	       "List the specs, grouped by kind, with their one-line description.\n"
	       "Generated baselines are marked '(generated)'.\n"
	       "  --type KIND        only specs of this kind\n"
	       "  --depth DEPTH      only hand-written (deep) or generated specs\n"
	       "  -o, --output FILE  write the list to FILE\n",
	       bin_name);
	return EXIT_OK;
}

static const struct {
	const char *word;
	enum kapi_api_type type;
	const char *title;
} kinds[] = {
	{ "syscall", KAPI_API_FUNCTION, "System calls" },
	{ "ioctl", KAPI_API_IOCTL, "IOCTLs" },
	{ "sysfs", KAPI_API_SYSFS, "Sysfs attributes" },
	{ "fdtype", KAPI_API_FDTYPE, "Descriptor kinds" },
};

static void list_json(struct kapi_json *j, const struct kernel_api_spec *s)
{
	kapi_json__begin_object(j);
	kapi_json__key(j, "name");
	kapi_json__string(j, s->name);
	kapi_json__key(j, "api_type");
	kapi_json__string(j, kapi_name(KAPI_NAMES_API_TYPE, s->api_type));
	kapi_json__key(j, "description");
	kapi_json__string(j, s->description ? s->description : "");
	kapi_json__key(j, "depth");
	kapi_json__string(j, s->generated ? "generated" : "deep");
	if (s->api_type == KAPI_API_FUNCTION && !strncmp(s->name, "sys_", 4)) {
		long nr = spec_syscall_nr(s);

		/* null: the architecture has no such syscall */
		kapi_json__key(j, "syscall_nr");
		if (nr >= 0)
			kapi_json__int(j, nr);
		else
			kapi_json__null(j);
		kapi_json__key(j, "arch");
		kapi_json__string(j, kapi_arch__name(arch_given ? target_arch :
						     kapi_arch__native()));
	}
	if (s->api_type == KAPI_API_IOCTL) {
		kapi_json__key(j, "cmd");
		kapi_json__stringf(j, "0x%x", s->cmd);
		kapi_json__key(j, "cmd_name");
		kapi_json__string(j, s->cmd_name ? s->cmd_name : "");
	}
	if (s->api_type == KAPI_API_SYSFS && s->param_count) {
		kapi_json__key(j, "sysfs_path");
		kapi_json__string(j, s->params[0].sysfs_path ?
				  s->params[0].sysfs_path : "");
	}
	kapi_json__end_object(j);
}

/* -1: any depth, 0: deep only, 1: generated only */
static int depth_filter = -1;

static bool listed(const struct kernel_api_spec *s, int want)
{
	if (want >= 0 && (int)s->api_type != want)
		return false;
	return depth_filter < 0 || (int)s->generated == depth_filter;
}

enum { OPT_TYPE = OPT_VERB_FIRST, OPT_DEPTH };

int do_list(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "type", required_argument, NULL, OPT_TYPE },
		{ "depth", required_argument, NULL, OPT_DEPTH },
		{ "help", no_argument, NULL, 'h' },
		OUTPUT_OPTION,
		COMMON_OPTIONS,
		{ NULL, 0, NULL, 0 },
	};
	struct kapi_registry *reg;
	int want = -1, opt, ret;
	size_t total = 0;

	if (is_help_request(argc, argv))
		return list_help();
	while ((opt = getopt_long(argc, argv, "jpo:h", opts, NULL)) != -1) {
		switch (opt) {
		case OPT_TYPE:
			for (size_t i = 0; i < sizeof(kinds) / sizeof(kinds[0]); i++)
				if (!strcmp(optarg, kinds[i].word))
					want = (int)kinds[i].type;
			if (want < 0) {
				p_err("unknown spec kind '%s' (syscall, ioctl or sysfs)",
				      optarg);
				return EXIT_USAGE;
			}
			break;
		case OPT_DEPTH:
			if (!strcmp(optarg, "deep")) {
				depth_filter = 0;
			} else if (!strcmp(optarg, "generated")) {
				depth_filter = 1;
			} else {
				p_err("unknown depth '%s' (deep or generated)", optarg);
				return EXIT_USAGE;
			}
			break;
		case 'h':
			return list_help();
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
		p_err("unexpected argument '%s'", argv[optind]);
		return EXIT_USAGE;
	}
	reg = spec_registry();

	if (json_output) {
		struct kapi_json *j = json_document();

		if (!j)
			return EXIT_FAILURE_;
		kapi_json__key(j, "specs");
		kapi_json__begin_array(j);
		for (size_t i = 0; i < kapi_registry__count(reg); i++) {
			const struct kernel_api_spec *s = kapi_registry__at(reg, i);

			if (listed(s, want))
				list_json(j, s);
		}
		kapi_json__end_array(j);
		kapi_json__end_object(j);
		return kapi_json__free(j) ? EXIT_FAILURE_ : EXIT_OK;
	}

	for (size_t k = 0; k < sizeof(kinds) / sizeof(kinds[0]); k++) {
		size_t n = 0, generated = 0;

		if (want >= 0 && (int)kinds[k].type != want)
			continue;
		for (size_t i = 0; i < kapi_registry__count(reg); i++) {
			const struct kernel_api_spec *s = kapi_registry__at(reg, i);

			if (listed(s, (int)kinds[k].type)) {
				n++;
				generated += s->generated;
			}
		}
		if (!n)
			continue;
		if (generated)
			printf("%s%s (%zu: %zu deep, %zu generated):\n",
			       total ? "\n" : "", kinds[k].title, n,
			       n - generated, generated);
		else
			printf("%s%s (%zu):\n", total ? "\n" : "",
			       kinds[k].title, n);
		for (size_t i = 0; i < kapi_registry__count(reg); i++) {
			const struct kernel_api_spec *s = kapi_registry__at(reg, i);

			if (!listed(s, (int)kinds[k].type))
				continue;
			if (arch_given && kinds[k].type == KAPI_API_FUNCTION) {
				long nr = spec_syscall_nr(s);

				/* the number on --arch's table, '-' if it lacks it */
				if (nr >= 0)
					printf("  %-32s %5ld  ", s->name, nr);
				else
					printf("  %-32s %5s  ", s->name, "-");
			} else {
				printf("  %-32s ", s->name);
			}
			printf("%s%s\n", s->description ? s->description : "",
			       s->generated ? " (generated)" : "");
		}
		total += n;
	}
	printf("\nTotal: %zu specifications\n", total);
	return EXIT_OK;
}

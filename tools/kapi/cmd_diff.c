// SPDX-License-Identifier: GPL-2.0
/*
 * kapi diff [-f text|json|sarif] [--fail-on LEVEL] OLD NEW
 *
 * Each side is a spec source (C tree, patch, ELF, JSON, debugfs tree) or
 * "builtin".  Exit status uses abidiff's bits: 1 error, 2 usage, 4 change,
 * 8 a change at or above --fail-on (breaking by default).
 */
#include <errno.h>
#include <getopt.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "diff_sides.h"
#include "main.h"
#include "report.h"

static int diff_help(void)
{
	printf("usage: %s diff [OPTIONS] OLD NEW\n"
	       "       %s diff [OPTIONS] --apply PATCH [--apply PATCH...] TREE\n"
	       "       %s diff [OPTIONS] TREE TREE+PATCH[,PATCH...]\n"
	       "\n"
	       "Classify every difference between two spec sets.  OLD and NEW\n"
	       "are anything --from reads (C source, patch, ELF, JSON, debugfs\n"
	       "tree) or 'builtin' for the built-in corpus.\n"
	       "\n"
	       "  -f, --format FMT       text (default), json or sarif\n"
	       "  -o, --output FILE      write the report to FILE\n"
	       "      --apply PATCH      what PATCH (repeatable: a series) changes\n"
	       "                         when applied to TREE, in memory\n"
	       "      --fail-on LEVEL    set bit 8 for changes at LEVEL or above:\n"
	       "                         breaking (default), needs_review,\n"
	       "                         compatible, info or never\n"
	       "      --old-type TYPE    how to read OLD (auto, source, elf, json, tree, abi)\n"
	       "      --new-type TYPE    how to read NEW\n"
	       "      --suppressions FILE  leave out what FILE names (with reasons)\n"
	       "      --baseline FILE    report only what an earlier -f json\n"
	       "                         report of the same command lacks\n"
	       "      --rules            list the rules and exit\n"
	       "      --only AREA        only syscalls, ioctl, structs or sysfs\n"
	       "                         (repeatable); text then opens with\n"
	       "                         counts per area\n"
	       "      --against-deep     only what a kernel tree (or live) knows\n"
	       "                         that the other side's hand-written\n"
	       "                         specs miss: no added/removed APIs\n"
	       "      --no-cache         measure a kernel tree's ioctls and\n"
	       "                         structs afresh, in a folder removed\n"
	       "                         after the run\n"
	       "\n"
	       "Exit status bits: 1 error, 2 usage, 4 changes found, 8 a change\n"
	       "at or above --fail-on.  A set diffed against itself exits 0.\n",
	       bin_name, bin_name, bin_name);
	return 0;
}

enum { OPT_APPLY = OPT_VERB_FIRST, OPT_ONLY, OPT_AGAINST_DEEP, OPT_NO_CACHE };

/* A kernel tree (its syscall table) or the running kernel. */
static bool kernel_side(const char *arg)
{
	char path[4096];

	if (!strcmp(arg, "live") && access(arg, F_OK))
		return true;
	snprintf(path, sizeof(path), "%s/arch/x86/entry/syscalls/syscall_64.tbl",
		 arg);
	return !access(path, F_OK);
}

/*
 * Leaves the changes --only and --against-deep keep at the front and
 * returns how many; the rest stay behind them to be freed.
 */
static size_t keep_changes(struct kapi_changes *c, unsigned int areas,
			   bool against_deep)
{
	size_t k = 0;

	for (size_t i = 0; i < c->count; i++) {
		const struct kapi_change *ch = &c->items[i];
		bool keep = !areas || (areas & (1u << report_area_of(ch)));

		/* one side's alone: interfaces, and uapi headers (no deep spec has them) */
		if (against_deep)
			keep &= strcmp(ch->rule->id, "D001") &&
				strcmp(ch->rule->id, "D002") &&
				!(ch->api && !strncmp(ch->api, "uapi/", 5));
		if (keep) {
			struct kapi_change tmp = c->items[k];

			c->items[k++] = c->items[i];
			c->items[i] = tmp;
		}
	}
	return k;
}

/* The two sides of "what does this patch series change": see patch_sides(). */
struct sides {
	const char *tree;
	struct kapi_registry *set[2];
	bool partial;
};

/* Only files a spec can live in are read on either side. */
static bool spec_source(const char *path)
{
	size_t n = strlen(path);

	return (n > 2 && path[n - 2] == '.' && (path[n - 1] == 'c' ||
						path[n - 1] == 'h')) ||
	       strstr(path, "Documentation/ABI/");
}

static int add_side(void *ctx, const char *path, const char *before,
		    size_t before_len, const char *after, size_t after_len)
{
	struct sides *sd = ctx;
	struct kapi_load_opts o = {
		.sz = sizeof(o), .log = log_message,
	};
	const char *text[2] = { before, after };
	size_t len[2] = { before_len, after_len };
	char name[4096];
	int err;

	if (!spec_source(path))
		return 0;
	snprintf(name, sizeof(name), "%s/%s", sd->tree, path);
	for (int i = 0; i < 2; i++) {
		if (!text[i])
			continue;	/* created by the series */
		err = kapi_registry__load_mem(sd->set[i], name, text[i], len[i], &o);
		if (err == -ENOMEM)
			return err;
		if (err)
			sd->partial = true;
	}
	return 0;
}

/*
 * TREE and TREE with the series applied, as two spec sets made of only the
 * files the series touches: the diff is what the series changes.
 */
static int patch_sides(const char *tree, const char *const *patches,
		       size_t npatches, struct kapi_registry *sets[2],
		       bool *partial)
{
	struct sides sd = { .tree = tree };
	int err;

	if (kapi_registry__new(&sd.set[0]) || kapi_registry__new(&sd.set[1])) {
		kapi_registry__free(sd.set[0]);
		p_err("out of memory");
		return REPORT_ERROR;
	}
	err = kapi_patch__apply(tree, patches, npatches, add_side, &sd,
				log_message, NULL);
	if (err) {
		if (err == -ENOTDIR)
			p_err("'%s' is no directory: --apply needs the tree the "
			      "patches are for", tree);
		else if (err != -EINVAL)
			p_err("cannot apply the patches to '%s': %s", tree,
			      strerror(-err));
		kapi_registry__free(sd.set[0]);
		kapi_registry__free(sd.set[1]);
		return REPORT_ERROR;
	}
	sets[0] = sd.set[0];
	sets[1] = sd.set[1];
	*partial |= sd.partial;
	return 0;
}

/*
 * "TREE+PATCH[,PATCH...]" names TREE with a series applied; only when no
 * file has that name and TREE is a directory.  Splits it in place.
 */
static bool tree_plus_patches(char *arg, char **tree, char **list)
{
	char *plus = strrchr(arg, '+');
	struct stat st;

	if (!plus || !access(arg, F_OK))
		return false;
	*plus = '\0';
	if (stat(arg, &st) || !S_ISDIR(st.st_mode)) {
		*plus = '+';
		return false;
	}
	*tree = arg;
	*list = plus + 1;
	return true;
}

int do_diff(int argc, char **argv)
{
	static const struct option opts[] = {
		REPORT_OPTIONS,
		{ "old-type", required_argument, NULL, 'O' },
		{ "new-type", required_argument, NULL, 'N' },
		{ "apply", required_argument, NULL, OPT_APPLY },
		{ "only", required_argument, NULL, OPT_ONLY },
		{ "against-deep", no_argument, NULL, OPT_AGAINST_DEEP },
		{ "no-cache", no_argument, NULL, OPT_NO_CACHE },
		{ "help", no_argument, NULL, 'h' },
		COMMON_OPTIONS,
		{ NULL, 0, NULL, 0 },
	};
	enum kapi_source types[2] = { KAPI_SOURCE_AUTO, KAPI_SOURCE_AUTO };
	struct kapi_registry *sets[2] = { NULL, NULL };
	struct kapi_changes changes;
	struct report r;
	bool partial = false;
	const char *patches[64];
	size_t npatches = 0;
	char *tree = NULL, *list = NULL;
	unsigned int areas = 0;
	bool against_deep = false;
	int opt, err, status = 0;

	if (is_help_request(argc, argv))
		return diff_help();
	report_init(&r, "diff");
	while ((opt = report_getopt(&r, argc, argv, "f:o:jph", opts)) != -1) {
		switch (opt) {
		case REPORT_STOP:
			return r.stop_status;
		case 'O':
		case 'N':
			if (kapi_source__parse(optarg, &types[opt == 'N'])) {
				p_err("unknown source type '%s'", optarg);
				return REPORT_USAGE;
			}
			break;
		case OPT_APPLY:
			if (npatches == sizeof(patches) / sizeof(patches[0])) {
				p_err("too many --apply patches (at most %zu)", npatches);
				return REPORT_USAGE;
			}
			patches[npatches++] = optarg;
			break;
		case OPT_ONLY: {
			enum report_area a;

			if (report_area_parse(optarg, &a)) {
				p_err("unknown area '%s' (syscalls, ioctl, structs "
				      "or sysfs)", optarg);
				return REPORT_USAGE;
			}
			areas |= 1u << a;
			r.areas = true;
			break;
		}
		case OPT_AGAINST_DEEP:
			against_deep = true;
			break;
		case OPT_NO_CACHE:
			/* the tree loader's switch (lib/load/ktree_ioctl.c) */
			setenv("KAPI_KTREE_CACHE", "0", 1);
			break;
		case 'h':
			return diff_help();
		COMMON_CASES:
			if (common_option(opt, optarg))
				return REPORT_USAGE;
			break;
		default:
			return REPORT_USAGE;
		}
	}
	/* the two sides are named here; a --from would be silently unused */
	if (have_sources()) {
		p_err("diff reads OLD and NEW, not --from (name the sources as "
		      "OLD and NEW)");
		return REPORT_USAGE;
	}
	/* kapi diff TREE TREE+0001.patch,0002.patch is --apply's other form */
	if (!npatches && argc - optind == 2 &&
	    tree_plus_patches(argv[optind + 1], &tree, &list)) {
		if (strcmp(tree, argv[optind])) {
			p_err("TREE+PATCH applies to the OLD tree: '%s' is not '%s'",
			      tree, argv[optind]);
			return REPORT_USAGE;
		}
		for (char *save = NULL, *p = strtok_r(list, ",", &save);
		     p && npatches < sizeof(patches) / sizeof(patches[0]);
		     p = strtok_r(NULL, ",", &save))
			patches[npatches++] = p;
		optind++;
	}
	if (npatches) {
		if (argc - optind != 1) {
			p_err("diff --apply PATCH needs one TREE the patches are for");
			return REPORT_USAGE;
		}
		status = patch_sides(argv[optind], patches, npatches, sets,
				     &partial);
		if (status)
			return status;
		r.inputs = (const char *const *)argv + optind;
		r.ninputs = 1;
	} else if (argc - optind != 2) {
		p_err("diff needs OLD and NEW (see '%s diff help')", bin_name);
		return REPORT_USAGE;
	}
	for (int i = 0; !npatches && i < 2; i++)
		r.areas |= kernel_side(argv[optind + i]);
	/* two kernel trees are read at once */
	bool together = !npatches && kernel_side(argv[optind]) &&
			kernel_side(argv[optind + 1]) &&
			diff_sides_together(argv[optind], argv[optind + 1],
					    types, sets, &partial);

	/* "live" is read after the other side, which it is compared with */
	for (int k = 0; !npatches && k < 2; k++) {
		int i = !strcmp(argv[optind], "live") ? 1 - k : k;

		if (!together) {
			live_like = sets[1 - i];
			sets[i] = load_spec_set(argv[optind + i], types[i],
						log_message, NULL, &partial);
			live_like = NULL;
		}
		/* nothing read is a mistake, not a set whose specs all went */
		if (sets[i] && !kapi_registry__count(sets[i]) && !allow_empty) {
			say_no_specs(argv[optind + i]);
			kapi_registry__free(sets[i]);
			sets[i] = NULL;
		}
		if (!sets[i]) {
			kapi_registry__free(sets[1 - i]);
			return REPORT_ERROR;
		}
	}
	kapi_changes__init(&changes);
	progress_stage("comparing %zu and %zu specs",
		       kapi_registry__count(sets[0]),
		       kapi_registry__count(sets[1]));
	err = kapi_diff(sets[0], sets[1], &changes);
	progress_end();
	if (err) {
		p_err("out of memory");
		status = REPORT_ERROR;
	} else {
		if (!npatches) {
			r.inputs = (const char *const *)argv + optind;
			r.ninputs = 2;
		}
		size_t all = changes.count;

		changes.count = keep_changes(&changes, areas, against_deep);
		status = report_finish(&r, &changes);
		changes.count = all;
	}
	if (partial)
		status |= REPORT_ERROR;
	kapi_changes__free(&changes);
	report_free(&r);
	kapi_registry__free(sets[0]);
	kapi_registry__free(sets[1]);
	return status;
}

// SPDX-License-Identifier: GPL-2.0
/*
 * kapi: read, export and check kernel API specifications.
 * Global options, the command table and error reporting live here; each
 * verb is in cmd_<verb>.c.
 */
#include <ctype.h>
#include <errno.h>
#include <getopt.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/utsname.h>
#include <time.h>
#include <unistd.h>
#include <sys/stat.h>

#include "lab.h"
#include "main.h"
#include "output.h"
#include "model/model.h"

bool json_output;
bool pretty_output;
const char *bin_name = "kapi";

static struct kapi_registry *registry;

/* Spec sources given with --from; none means the built-in corpus. */
#define MAX_SOURCES 256
static const char *sources[MAX_SOURCES];
static int source_count;
static enum kapi_source source_type = KAPI_SOURCE_AUTO;
static bool load_failed;
static bool empty_source;
bool allow_empty;
/* --examples, --keep-duplicates: how upstream's patches are read */
static bool read_examples, keep_duplicates;
bool quiet_load;
/* --arch: the architecture whose numbers the specs speak in */
bool arch_given;
enum kapi_arch target_arch;
/* --compat: whose enum numbering JSON input and output use */
int compat_mode = KAPI_COMPAT_AUTO;

#define MAX_INCLUDE_DIRS 32
const char *include_dirs[MAX_INCLUDE_DIRS + 1];

int add_include_dir(const char *dir)
{
	size_t n = 0;

	while (include_dirs[n])
		n++;
	if (n >= MAX_INCLUDE_DIRS) {
		p_err("too many -I directories (at most %d)", MAX_INCLUDE_DIRS);
		return -1;
	}
	include_dirs[n] = dir;
	return 0;
}

static int do_help(int argc, char **argv);
static int do_version(int argc, char **argv);

static const struct cmd commands[] = {
	{ "list", do_list, "list the specs" },
	{ "show", do_show, "show one or more specs" },
	{ "export", do_export, "export specs as text, JSON, XML, ReST or a tree" },
	{ "extract", do_extract, "read specs from C source, ELF, JSON or a tree" },
	{ "diff", do_diff, "classify the API changes between two spec sets" },
	{ "lint", do_lint, "check specs for inconsistencies" },
	{ "validate", do_validate, "check values against a spec" },
	{ "trace", do_trace, "check a running program's syscalls against the specs" },
	{ "watch", do_watch, "check syscalls inside the kernel with eBPF, system-wide" },
	{ "sysfs", do_sysfs, "check or list this machine's sysfs attributes" },
	{ "proc", do_proc, "check this machine's /proc files against their record specs" },
	{ "verify", do_verify, "compare the syscall specs with the running kernel" },
	{ "conform", do_conform, "run the syscall specs' claims against the kernel, sandboxed" },
	{ "stats", do_stats, "how much of the API the specs cover" },
	{ "man", do_man, "show a spec as a man page" },
	{ "mount", do_mount, "serve the specs as a read-only debugfs-style filesystem" },
	{ "lab", do_lab, "the kernel cache of kapi --kernel (list, fetch, clean)" },
	{ "help", do_help, "show help for kapi or one of its verbs" },
	{ "version", do_version, "show the version" },
	{ NULL, NULL, NULL },
};

/*
 * A message as it may reach a terminal: control bytes that came with the
 * input (escape sequences) are shown as \xNN, never sent raw.
 */
static const char *printable(const char *msg)
{
	static char buf[4 * 1024 + 1];
	size_t n = 0;

	for (const unsigned char *p = (const unsigned char *)msg;
	     *p && n + 5 < sizeof(buf); p++) {
		if (*p < 0x20 && *p != '\t')
			n += (size_t)snprintf(buf + n, sizeof(buf) - n, "\\x%02x", *p);
		else if (*p == 0x7f)
			n += (size_t)snprintf(buf + n, sizeof(buf) - n, "\\x7f");
		else
			buf[n++] = (char)*p;
	}
	buf[n] = '\0';
	return buf;
}

void p_err(const char *fmt, ...)
{
	char msg[1024];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	/* standard error always: -j's stdout may be a file or a pipe */
	fprintf(stderr, "%s: error: %s\n", bin_name, printable(msg));
	if (json_output) {
		struct kapi_json *j = json_document();

		if (!j)
			return;
		kapi_json__key(j, "error");
		kapi_json__string(j, msg);
		kapi_json__end_object(j);
		kapi_json__free(j);
	}
}

void p_info(const char *fmt, ...)
{
	va_list ap;
	char msg[1024];

	if (json_output)
		return;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	fprintf(stderr, "%s\n", printable(msg));
}

struct kapi_json *json_stdout(void)
{
	return kapi_json__new(kapi_write__file, stdout, pretty_output);
}

struct kapi_json *json_document(void)
{
	struct kapi_json *j = json_stdout();

	if (j) {
		kapi_json__begin_object(j);
		kapi_json__key(j, "schema_version");
		kapi_json__uint(j, KAPI_JSON_SCHEMA_VERSION);
	}
	return j;
}

int source_option(int opt, const char *arg)
{
	if (opt == OPT_FROM) {
		if (source_count == MAX_SOURCES) {
			p_err("too many --from sources (at most %d)", MAX_SOURCES);
			return EXIT_USAGE;
		}
		sources[source_count++] = arg;
		return EXIT_OK;
	}
	if (kapi_source__parse(arg, &source_type)) {
		p_err("unknown source type '%s' (auto, source, elf, json, tree or abi)",
		      arg);
		return EXIT_USAGE;
	}
	return EXIT_OK;
}

static int arch_option(const char *name);

/* --kernel-version X.Y[.Z]; 0: the running kernel's */
static uint32_t given_kver;

static int kernel_version_option(const char *arg)
{
	if (kapi_kernel_version__parse(arg, &given_kver)) {
		p_err("'%s' is not a kernel release (X.Y or X.Y.Z)", arg);
		return EXIT_USAGE;
	}
	return EXIT_OK;
}

uint32_t target_kernel_version(void)
{
	struct utsname u;
	uint32_t kver;

	if (given_kver)
		return given_kver;
	if (!uname(&u) && !kapi_kernel_version__parse(u.release, &kver))
		return kver;
	return 0;
}

int common_option(int opt, const char *arg)
{
	switch (opt) {
	case 'j':
		json_output = true;
		return EXIT_OK;
	case 'p':
	case OPT_PRETTY:
		json_output = pretty_output = true;
		return EXIT_OK;
	case 'o':
		/*
		 * A file that cannot be written is a failure (3), not a usage
		 * error: the verbs' "return EXIT_USAGE" is not reached.
		 */
		if (out_redirect_stdout(arg) == EXIT_FAILURE_)
			exit(EXIT_FAILURE_);
		return out_stdout_redirected() ? EXIT_OK : EXIT_USAGE;
	case OPT_ARCH:
		return arch_option(arg);
	case OPT_KERNEL_VERSION:
		return kernel_version_option(arg);
	case OPT_COMPAT:
		if (!strcmp(arg, "upstream"))
			compat_mode = KAPI_COMPAT_UPSTREAM;
		else if (!strcmp(arg, "native"))
			compat_mode = KAPI_COMPAT_NATIVE;
		else {
			p_err("unknown --compat '%s' (upstream or native)", arg);
			return EXIT_USAGE;
		}
		return EXIT_OK;
	default:
		return source_option(opt, arg);
	}
}

/*
 * Repeated warnings are capped: a tree can give one per ignored parameter
 * (192k lines).  A kind is the loader's code, or the message's first
 * three words; past WARN_CAP of one kind they are counted, and
 * warnings_left_out() says how many were left out.
 */
#define WARN_CAP 50
#define WARN_KINDS 64
static struct { char key[64]; size_t n; } warn_kinds[WARN_KINDS];

static bool warning_capped(const char *code, const char *msg)
{
	char key[64];
	size_t words = 0, k = 0;

	if (code) {
		snprintf(key, sizeof(key), "%s", code);
	} else {
		for (; msg[k] && k < sizeof(key) - 1; k++) {
			if (msg[k] == ' ' && ++words == 3)
				break;
			key[k] = msg[k];
		}
		key[k] = '\0';
	}
	for (int i = 0; i < WARN_KINDS; i++) {
		if (!warn_kinds[i].key[0])
			snprintf(warn_kinds[i].key, sizeof(key), "%s", key);
		else if (strcmp(warn_kinds[i].key, key))
			continue;
		return ++warn_kinds[i].n > WARN_CAP;
	}
	return false;	/* more kinds than the table: not capped */
}

void warnings_left_out(void)
{
	for (int i = 0; i < WARN_KINDS && warn_kinds[i].key[0]; i++)
		if (warn_kinds[i].n > WARN_CAP)
			fprintf(stderr, "%s: warning: %zu more warnings like "
				"'%s...' left out\n", bin_name,
				warn_kinds[i].n - WARN_CAP,
				printable(warn_kinds[i].key));
}

void log_message(void *ctx, enum kapi_log_level level, const char *code,
		 const char *file, unsigned int line, const char *msg)
{
	(void)ctx;
	if (level == KAPI_LOG_WARN && quiet_load)
		return;
	if (level == KAPI_LOG_WARN && warning_capped(code, msg))
		return;
	fprintf(stderr, "%s: %s: ", bin_name,
		level == KAPI_LOG_ERROR ? "error" : "warning");
	if (file && line)
		fprintf(stderr, "%s:%u: ", printable(file), line);
	else if (file)
		fprintf(stderr, "%s: ", printable(file));
	fprintf(stderr, "%s\n", printable(msg));
}


void say_no_specs(const char *path)
{
	struct stat st;
	const char *what = "no spec source (C, patch, ELF, JSON, tree, ABI)";

	if (!stat(path, &st) && S_ISDIR(st.st_mode))
		what = "a directory with no spec in it";
	else if (!stat(path, &st) && S_ISREG(st.st_mode) && !st.st_size)
		what = "an empty file";
	p_err("'%s' holds no specs: %s (--allow-empty accepts that)", path,
	      what);
}

/*
 * Progress of long work (reading a kernel tree takes a minute): a line on
 * standard error that each stage overwrites on a terminal, one line a
 * stage when --progress asks for it elsewhere.  Never with -j or -q.
 */
static bool progress_forced;
static bool progress_open;
static struct timespec progress_t0;

static bool progress_on(void)
{
	return (progress_forced || isatty(STDERR_FILENO)) && !json_output &&
	       !quiet_load;
}

bool progress_shown(void)
{
	return progress_on();
}

static char progress_msg[512];
static struct timespec progress_last;

static void progress_print(const struct timespec *now, const char *tail)
{
	fprintf(stderr, "%s%s: [%3lds] %s%s%s", isatty(STDERR_FILENO) ?
		"\r\033[K" : "", bin_name,
		(long)(now->tv_sec - progress_t0.tv_sec), printable(progress_msg),
		tail, isatty(STDERR_FILENO) ? "" : "\n");
	progress_last = *now;
}

void progress_stage(const char *fmt, ...)
{
	struct timespec now;
	va_list ap;

	if (!progress_on())
		return;
	clock_gettime(CLOCK_MONOTONIC, &now);
	if (!progress_open)
		progress_t0 = now;
	va_start(ap, fmt);
	vsnprintf(progress_msg, sizeof(progress_msg), fmt, ap);
	va_end(ap);
	progress_print(&now, "");
	progress_open = true;
}

/*
 * The loader's tick inside a stage (a kernel tree's files and probes): at
 * most twice a second on a terminal, every five seconds elsewhere.
 */
static void progress_tick(void *ctx, const struct kapi_load_stats *st)
{
	const char *ms = getenv("KAPI_PROGRESS_MS");	/* tests: 0 */
	long gap = ms && *ms ? atol(ms) : isatty(STDERR_FILENO) ? 500 : 5000;
	struct timespec now;
	char tail[96];

	(void)ctx;
	if (!progress_open)
		return;
	clock_gettime(CLOCK_MONOTONIC, &now);
	if ((now.tv_sec - progress_last.tv_sec) * 1000 +
	    (now.tv_nsec - progress_last.tv_nsec) / 1000000 < gap)
		return;
	snprintf(tail, sizeof(tail), ": %zu files, %zu specs", st->files,
		 st->specs);
	progress_print(&now, tail);
}

void progress_end(void)
{
	if (progress_open && isatty(STDERR_FILENO))
		fprintf(stderr, "\r\033[K");
	progress_open = false;
}

/* Loads every --from source; returns totals for the caller to report. */
static void load_sources(struct kapi_load_stats *total)
{
	for (int i = 0; i < source_count; i++) {
		struct kapi_load_stats st = { 0 };
		struct kapi_load_opts o = {
			.sz = sizeof(o), .source = source_type,
			.log = log_message, .stats = &st,
			.progress = progress_on() ? progress_tick : NULL,
			.include_dirs = include_dirs,
			.compat = compat_mode,
			.examples = read_examples,
			.keep_duplicates = keep_duplicates,
		};
		int err;

		progress_stage("reading %s", sources[i]);
		/* "builtin" adds the corpus, as in load_spec_set() */
		if (!strcmp(sources[i], "builtin") && access(sources[i], F_OK)) {
			err = kapi_registry__add_builtin(registry);
			st.specs = kapi_registry__count(registry);
		} else if (!strcmp(sources[i], "live") && access(sources[i], F_OK)) {
			/* the running kernel, as in load_spec_set() */
			struct kapi_live_opts lo = {
				.sz = sizeof(lo), .log = log_message,
			};
			size_t before = kapi_registry__count(registry);

			err = kapi_registry__load_live(registry, NULL, &lo);
			st.specs = kapi_registry__count(registry) - before;
		} else {
			err = kapi_registry__load(registry, sources[i], &o);
		}
		progress_end();
		if (err && !st.errors)
			p_err("cannot load '%s': %s", sources[i],
			      strerror(-err));
		if (err)
			load_failed = true;
		/* a source that gave nothing stops the verb: no report of nothing */
		if (err && !st.specs)
			empty_source = true;
		else if (!st.specs && !allow_empty) {
			/* a path that yields nothing is a mistake until said otherwise */
			say_no_specs(sources[i]);
			empty_source = true;
		}
		total->files += st.files;
		total->specs += st.specs;
		total->warnings += st.warnings;
		total->errors += st.errors;
	}
}

struct kapi_load_stats load_totals;

/*
 * Makes a spec set speak in --arch's errno values and flag constants (only
 * the latter with native_errnos); exits when out of memory.
 */
bool native_errnos;

static void apply_arch(struct kapi_registry *reg)
{
	int err = arch_given ?
		  kapi__registry_retarget(reg, target_arch, !native_errnos) : 0;

	if (err) {
		p_err("cannot switch the specs to %s: %s",
		      kapi_arch__name(target_arch), strerror(-err));
		exit(EXIT_FAILURE_);
	}
}

struct kapi_registry *judge_registry(void)
{
	struct kapi_registry *reg = spec_registry();
	uint32_t kver = target_kernel_version();
	int err = kapi_registry__set_kernel_version(reg, kver);
	char rel[32];

	if (err) {
		kapi_kernel_version__str(kver, rel, sizeof(rel));
		p_err("cannot judge as Linux %s: %s", rel, strerror(-err));
		exit(EXIT_FAILURE_);
	}
	return reg;
}

long spec_syscall_nr(const struct kernel_api_spec *spec)
{
	if (spec->api_type != KAPI_API_FUNCTION || strncmp(spec->name, "sys_", 4))
		return -1;
	return kapi_syscall__nr_arch(arch_given ? target_arch :
				     kapi_arch__native(), spec->name);
}

static int arch_option(const char *name)
{
	if (!kapi_arch__parse(name, &target_arch)) {
		arch_given = true;
		return EXIT_OK;
	}
	char all[256];
	size_t n = 0;

	for (int i = 0; i < KAPI_ARCH__COUNT && n < sizeof(all); i++)
		n += (size_t)snprintf(all + n, sizeof(all) - n, " %s",
				      kapi_arch__name((enum kapi_arch)i));
	p_err("unknown architecture '%s' (one of:%s)", name, all);
	return EXIT_USAGE;
}

struct kapi_registry *spec_registry(void)
{
	int err;

	if (registry)
		return registry;
	err = kapi_registry__new(&registry);
	if (!err && !source_count)
		err = kapi_registry__add_builtin(registry);
	if (err) {
		p_err("cannot load the built-in specs: %s", strerror(-err));
		exit(EXIT_FAILURE_);
	}
	load_sources(&load_totals);
	if (empty_source)
		exit(EXIT_FAILURE_);	/* said why; the verb would work on nothing */
	apply_arch(registry);
	return registry;
}

int read_suppressions(const char *path, struct kapi_suppressions **s)
{
	int err;

	kapi_suppressions__free(*s);
	*s = NULL;
	err = kapi_suppressions__load(path, log_message, NULL, s);
	if (err && err != -EINVAL)
		p_err("cannot read suppressions '%s': %s", path, strerror(-err));
	return err;
}

int read_baseline(const char *path, const char *not_what,
		  struct kapi_baseline **b)
{
	int err;

	kapi_baseline__free(*b);
	*b = NULL;
	err = kapi_baseline__load(path, b);
	if (err)
		p_err("cannot read baseline '%s': %s", path,
		      err == -EINVAL ? not_what : strerror(-err));
	return err;
}

int parse_finding_kinds(const char *list, uint64_t *out)
{
	char *copy = strdup(list), *save = NULL;

	if (!copy)
		return -1;
	for (char *tok = strtok_r(copy, ",", &save); tok;
	     tok = strtok_r(NULL, ",", &save)) {
		int k;

		for (k = 1; k < KAPI_FINDING__COUNT; k++)
			if (!strcmp(tok, kapi_finding__kind_name(k)))
				break;
		if (k == KAPI_FINDING__COUNT) {
			p_err("unknown finding kind '%s' (--list-kinds of trace, "
			      "or the JSON 'finding' field, names them)", tok);
			free(copy);
			return -1;
		}
		*out |= 1ULL << k;
	}
	free(copy);
	return 0;
}

bool have_sources(void)
{
	return source_count > 0;
}

const char *const *source_list(int *count)
{
	*count = source_count;
	return sources;
}

enum kapi_source source_kind(void)
{
	return source_type;
}

/* The other side of a diff with "live": it names what live is compared to. */
const struct kapi_registry *live_like;

static struct kapi_registry *load_one_set(const char *path,
					 enum kapi_source type, kapi_log_fn log,
					 void *log_ctx, bool *partial)
{
	struct kapi_registry *reg;
	struct kapi_load_stats st = { 0 };
	struct kapi_load_opts o = {
		.sz = sizeof(o), .source = type, .log = log,
		.log_ctx = log_ctx, .stats = &st,
		.include_dirs = include_dirs,
		.progress = progress_on() ? progress_tick : NULL,
	};
	int err;

	err = kapi_registry__new(&reg);
	if (err) {
		p_err("out of memory");
		return NULL;
	}
	/* "builtin" is the corpus, unless a file of that name is meant */
	if (!strcmp(path, "builtin") && access(path, F_OK)) {
		err = kapi_registry__add_builtin(reg);
		if (err) {
			p_err("cannot load the built-in specs: %s", strerror(-err));
			kapi_registry__free(reg);
			return NULL;
		}
		apply_arch(reg);
		return reg;
	}
	/* "live" is the running kernel, unless a file of that name is meant */
	if (!strcmp(path, "live") && access(path, F_OK)) {
		struct kapi_live_opts lo = {
			.sz = sizeof(lo), .log = log, .log_ctx = log_ctx,
		};

		err = kapi_registry__load_live(reg, live_like, &lo);
		if (err) {
			p_err("cannot read the running kernel: %s%s", strerror(-err),
			      err == -EACCES ? " (tracefs needs root)" : "");
			kapi_registry__free(reg);
			return NULL;
		}
		return reg;
	}
	err = kapi_registry__load(reg, path, &o);
	if (err && !st.errors) {
		p_err("cannot load '%s': %s", path, strerror(-err));
		kapi_registry__free(reg);
		return NULL;
	}
	if (err)
		*partial = true;
	apply_arch(reg);
	return reg;
}

struct kapi_registry *load_spec_set(const char *path, enum kapi_source type,
				    kapi_log_fn log, void *log_ctx,
				    bool *partial)
{
	struct kapi_registry *reg;

	progress_stage("reading %s", path);
	reg = load_one_set(path, type, log, log_ctx, partial);
	progress_end();
	return reg;
}

/* Edit distance of a and b (short names: a row on the stack). */
static size_t distance(const char *a, const char *b)
{
	size_t la = strlen(a), lb = strlen(b), row[64], diag, up;

	if (la >= 64 || lb >= 64)
		return SIZE_MAX;
	for (size_t j = 0; j <= lb; j++)
		row[j] = j;
	for (size_t i = 1; i <= la; i++) {
		diag = row[0];
		row[0] = i;
		for (size_t j = 1; j <= lb; j++) {
			up = row[j];
			row[j] = diag + (a[i - 1] != b[j - 1]);
			if (up + 1 < row[j])
				row[j] = up + 1;
			if (row[j - 1] + 1 < row[j])
				row[j] = row[j - 1] + 1;
			diag = up;
		}
	}
	return row[lb];
}

/* Close enough to be a typo: a third of the name, at least one edit. */
static bool near(const char *typed, const char *name, size_t *best)
{
	size_t d = distance(typed, name), most = strlen(typed) / 3;

	if (d > (most ? most : 1) || d > *best)
		return false;
	*best = d;
	return true;
}

/* "no spec named X", with the nearest names as a hint. */
static void no_such_spec(const struct kapi_registry *reg, const char *name)
{
	char hint[256] = "";
	size_t best = SIZE_MAX, n = 0;

	/* two passes: the best distance, then every name at it */
	for (int pass = 0; pass < 2; pass++)
		for (size_t i = 0; i < kapi_registry__count(reg); i++) {
			const char *s = kapi_registry__at(reg, i)->name;
			const char *bare = strncmp(s, "sys_", 4) ? s : s + 4;
			size_t b = best;

			if (!near(name, bare, &b) && !near(name, s, &b))
				continue;
			if (!pass) {
				best = b;
			} else if (b == best && n < sizeof(hint) - 1) {
				n += (size_t)snprintf(hint + n, sizeof(hint) - n,
						      "%s'%s'", n ? ", " : "", s);
			}
		}
	if (n)
		p_err("no spec named '%s'; did you mean %s?", name, hint);
	else
		p_err("no spec named '%s' (see '%s list')", name, bin_name);
}

/*
 * A spec by name, by syscall number ("39"), by ioctl command number
 * ("0x4c82"), or by a live sysfs path ("/sys/block/vda/queue/nr_requests").
 */
const struct kernel_api_spec *find_spec_or_complain(const char *name)
{
	const struct kapi_registry *reg = spec_registry();
	const struct kernel_api_spec *spec = kapi_registry__find(reg, name);
	unsigned long long nr;
	char *end;

	if (!spec && name[0] == '/')
		spec = kapi_registry__find_sysfs(reg, name);
	if (!spec && isdigit((unsigned char)name[0])) {
		errno = 0;
		nr = strtoull(name, &end, 0);
		if (!errno && !*end && nr <= UINT32_MAX)
			spec = name[1] == 'x' || name[1] == 'X' ?
			       kapi_registry__find_ioctl(reg, (uint32_t)nr) :
			       kapi_registry__find_syscall(reg, (long)nr);
	}
	if (!spec)
		no_such_spec(reg, name);
	return spec;
}

bool is_help_request(int argc, char **argv)
{
	return argc > 1 && (!strcmp(argv[1], "help") || !strcmp(argv[1], "--help") ||
			    !strcmp(argv[1], "-h"));
}

static void usage(FILE *f)
{
	fprintf(f,
		"usage: %s [OPTIONS] VERB [ARGS...]\n"
		"\n"
		"Read, export and check kernel API specifications.\n"
		"\n"
		"Verbs:\n", bin_name);
	for (const struct cmd *c = commands; c->name; c++)
		fprintf(f, "  %-10s %s\n", c->name, c->summary);
	fprintf(f,
		"\n"
		"Options:\n"
		"  -j, --json      JSON output\n"
		"      --from PATH read specs from PATH instead of the built-in\n"
		"                  corpus (C source, ELF, JSON or a debugfs tree;\n"
		"                  repeatable)\n"
		"      --source-type TYPE  auto, source, elf, json, tree or abi\n"
		"      --allow-empty  a --from source without specs is no error\n"
		"      --examples  also read the specs of a patch's documentation,\n"
		"                  tools, samples and unit tests (examples)\n"
		"      --keep-duplicates  a spec read again is kept as NAME@FILE\n"
		"                  (several revisions of one spec side by side)\n"
		"      --progress  say on stderr what long work (reading kernel\n"
		"                  trees, diffing them) is at; the default when\n"
		"                  stderr is a terminal\n"
		"      --arch ARCH syscall numbers and errno values of ARCH\n"
		"                  (x86_64, i386, x32, aarch64, arm, riscv64,\n"
		"                  ppc64le, s390x, mips64, mips64n32, mipsel,\n"
		"                  parisc64, loongarch64; alpha, sparc64: errno\n"
		"                  values only); default: this machine's\n"
		"      --kernel-version X.Y[.Z]  validate, trace, watch and conform\n"
		"                  judge as that kernel release does (its flags,\n"
		"                  enum values and syscalls); default: the running\n"
		"                  kernel's\n"
		"      --compat upstream|native  JSON read and written in that\n"
		"                  enum numbering (constraint kinds, types, INOUT,\n"
		"                  1-based size_param_idx, lock scope); default:\n"
		"                  ours out, detected per spec in JSON input\n"
		"      --kernel K  run the command inside a QEMU VM of kernel K\n"
		"                  (6.1, 6.12, a Debian package, .deb or image;\n"
		"                  '%s lab help')\n"
		"  -p, --pretty    indented JSON output (implies -j)\n"
		"  -h, --help      this help\n"
		"  -V, --version   show the version\n"
		"\n"
		"'%s VERB help' shows the help of a verb.\n"
		"Exit status: 0 ok, 1 findings, 2 usage error, 3 failure;\n"
		"diff and lint: bits 1 failure, 2 usage, 4 changes, 8 breaking.\n",
		bin_name, bin_name);
}

static const struct cmd *find_cmd(const char *name)
{
	const struct cmd *found = NULL;
	size_t n = strlen(name);

	for (const struct cmd *c = commands; c->name; c++) {
		if (!strcmp(c->name, name))
			return c;
		/* unambiguous prefixes work, like bpftool's */
		if (!strncmp(c->name, name, n)) {
			if (found)
				return NULL;
			found = c;
		}
	}
	return found;
}

/* An unknown verb: the verbs it is a prefix of, or the nearest ones. */
static void no_such_verb(const char *name)
{
	char hint[256] = "";
	size_t n = 0, best = SIZE_MAX, len = strlen(name);

	for (const struct cmd *c = commands; c->name; c++)
		if (len && !strncmp(c->name, name, len))
			n += (size_t)snprintf(hint + n, sizeof(hint) - n, "%s'%s'",
					      n ? ", " : "", c->name);
	if (n) {
		p_err("ambiguous verb '%s': %s (see '%s help')", name, hint,
		      bin_name);
		return;
	}
	for (const struct cmd *c = commands; c->name; c++)
		near(name, c->name, &best);
	for (const struct cmd *c = commands; best != SIZE_MAX && c->name; c++) {
		size_t b = best;

		if (near(name, c->name, &b) && b == best)
			n += (size_t)snprintf(hint + n, sizeof(hint) - n, "%s'%s'",
					      n ? " or " : "", c->name);
	}
	if (n)
		p_err("unknown verb '%s'; did you mean %s?", name, hint);
	else
		p_err("unknown verb '%s' (see '%s help')", name, bin_name);
}

static int do_help(int argc, char **argv)
{
	const struct cmd *c;

	if (argc < 2) {
		usage(stdout);
		return EXIT_OK;
	}
	c = is_help_request(argc, argv) ? NULL : find_cmd(argv[1]);
	if (!c && !is_help_request(argc, argv)) {
		no_such_verb(argv[1]);
		return EXIT_USAGE;
	}
	if (!c || c->func == do_help) {
		printf("usage: %s help [VERB]\n\n"
		       "Without VERB, the verbs and global options; with one, that\n"
		       "verb's help, as '%s VERB help', '%s VERB -h' and\n"
		       "'%s VERB --help' show it too.\n",
		       bin_name, bin_name, bin_name, bin_name);
		return EXIT_OK;
	}
	char *sub[] = { (char *)c->name, (char *)"help", NULL };

	return c->func(2, sub);
}

static int do_version(int argc, char **argv)
{
	(void)argc;
	(void)argv;
	if (json_output) {
		struct kapi_json *j = json_document();

		if (!j)
			return EXIT_FAILURE_;
		kapi_json__key(j, "version");
		kapi_json__string(j, kapi_version());
		kapi_json__key(j, "specs");
		kapi_json__uint(j, kapi_registry__count(spec_registry()));
		kapi_json__end_object(j);
		return kapi_json__free(j) ? EXIT_FAILURE_ : EXIT_OK;
	}
	printf("kapi %s (%zu built-in specs)\n", kapi_version(),
	       kapi_registry__count(spec_registry()));
	return EXIT_OK;
}

/*
 * --kernel K: the whole command line but --kernel runs in a VM of K
 * (cmd_lab.c); the verb stays at its index less what was taken out.
 */
static int in_lab(const char *kernel, int argc, char **argv, int verb)
{
	char **rest = calloc((size_t)argc, sizeof(*rest));
	int n = 0, at = 0, ret;

	if (!rest) {
		p_err("out of memory");
		return EXIT_FAILURE_;
	}
	for (int i = 1; i < argc; i++) {
		if (i < verb && !strcmp(argv[i], "--kernel")) {
			i++;
			continue;
		}
		if (i < verb && !strncmp(argv[i], "--kernel=", 9))
			continue;
		if (i == verb)
			at = n;
		rest[n++] = argv[i];
	}
	ret = lab_main(kernel, n, rest, at);
	free(rest);
	return ret;
}

int main(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, 'V' },
		{ "allow-empty", no_argument, NULL, OPT_ALLOW_EMPTY },
		{ "examples", no_argument, NULL, OPT_EXAMPLES },
		{ "keep-duplicates", no_argument, NULL, OPT_KEEP_DUPLICATES },
		{ "kernel", required_argument, NULL, OPT_KERNEL },
		{ "progress", no_argument, NULL, OPT_PROGRESS },
		COMMON_OPTIONS,
		{ NULL, 0, NULL, 0 },
	};
	const struct cmd *c;
	const char *kernel = NULL;
	int opt, ret, verb;

	setlinebuf(stdout);
	take_stop_signals();
	while ((opt = getopt_long(argc, argv, "+jphV", opts, NULL)) != -1) {
		switch (opt) {
		case 'j':
		case 'p':
		case OPT_PRETTY:
		case OPT_ARCH:
		case OPT_COMPAT:
		case OPT_KERNEL_VERSION:
		case OPT_FROM:
		case OPT_SOURCE_TYPE:
			if (common_option(opt, optarg))
				return EXIT_USAGE;
			break;
		case 'h':
			usage(stdout);
			return EXIT_OK;
		case 'V':
			return do_version(0, NULL);
		case OPT_ALLOW_EMPTY:
			allow_empty = true;
			break;
		case OPT_EXAMPLES:
			read_examples = true;
			break;
		case OPT_KEEP_DUPLICATES:
			keep_duplicates = true;
			break;
		case OPT_KERNEL:
			kernel = optarg;
			break;
		case OPT_PROGRESS:
			progress_forced = true;
			break;
		default:
			usage(stderr);
			return EXIT_USAGE;
		}
	}
	if (optind >= argc) {
		usage(stderr);
		return EXIT_USAGE;
	}
	c = find_cmd(argv[optind]);
	if (!c) {
		no_such_verb(argv[optind]);
		return EXIT_USAGE;
	}
	verb = optind;
	if (kernel && strcmp(kernel, "live"))
		return in_lab(kernel, argc, argv, verb);
	optind = 0;	/* let the verb run getopt afresh */
	ret = c->func(argc - verb, argv + verb);
	warnings_left_out();
	kapi_registry__free(registry);
	/* a source that failed to load fails the run, after what did load */
	if (load_failed && ret == EXIT_OK)
		ret = EXIT_FAILURE_;
	/* output that did not reach its destination is a failure */
	if (out_stdout_redirected()) {
		int err = out_finish_stdout(true);

		return err ? err : ret;
	}
	if (fflush(stdout) || ferror(stdout)) {
		fprintf(stderr, "%s: error: write error on standard output: %s\n",
			bin_name, strerror(errno));
		return EXIT_FAILURE_;
	}
	return ret;
}

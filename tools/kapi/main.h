/* SPDX-License-Identifier: GPL-2.0 */
/* Shared state and helpers of the kapi command. */
#ifndef KAPI_TOOL_MAIN_H
#define KAPI_TOOL_MAIN_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include <kapi/kapi.h>

/* the command links libkapi's objects: its JSON writer too */
#include "base/base.h"

/* Exit statuses; docs/kapi.rst documents them. */
enum {
	EXIT_OK = 0,
	EXIT_FINDINGS = 1,	/* the check ran and found problems */
	EXIT_USAGE = 2,		/* the command line is wrong */
	EXIT_FAILURE_ = 3,	/* the command could not do its job */
};

struct cmd {
	const char *name;
	int (*func)(int argc, char **argv);
	const char *summary;
};

extern bool json_output;
extern bool pretty_output;
extern const char *bin_name;

/*
 * The spec set every verb reads: the built-in corpus, or what --from named.
 * Every verb's option table includes SOURCE_OPTIONS and hands OPT_FROM and
 * OPT_SOURCE_TYPE to source_option().
 */
/* Long-only options take values above 255, so no short letter collides. */
enum {
	OPT_FROM = 0x100,
	OPT_SOURCE_TYPE,
	OPT_ARCH,
	OPT_FAIL_ON,
	OPT_RULES,
	OPT_BASELINE,
	OPT_SUPPRESS,
	OPT_PRETTY,
	OPT_ALLOW_EMPTY,
	OPT_EXAMPLES,
	OPT_KEEP_DUPLICATES,
	OPT_COMPAT,
	OPT_KERNEL_VERSION,
	OPT_KERNEL,
	OPT_PROGRESS,
	OPT_VERB_FIRST = 0x200,	/* a verb's own long-only options from here */
};

#define SOURCE_OPTIONS \
	{ "from", required_argument, NULL, OPT_FROM }, \
	{ "source-type", required_argument, NULL, OPT_SOURCE_TYPE }
int source_option(int opt, const char *arg);

/*
 * The options every verb takes after its name as well as before it: -j,
 * -p (--pretty; trace keeps strace's -p PID), --arch, --from and
 * --source-type, and -o FILE for verbs that print to standard output.
 * A verb lists COMMON_OPTIONS in its table, adds "jp" to its short
 * options, and hands COMMON_CASES to common_option(); one without an -o of
 * its own lists OUTPUT_OPTION, adds "o:" and hands case 'o' over too.
 */
#define COMMON_OPTIONS \
	{ "json", no_argument, NULL, 'j' }, \
	{ "pretty", no_argument, NULL, OPT_PRETTY }, \
	{ "arch", required_argument, NULL, OPT_ARCH }, \
	{ "compat", required_argument, NULL, OPT_COMPAT }, \
	{ "kernel-version", required_argument, NULL, OPT_KERNEL_VERSION }, \
	SOURCE_OPTIONS
#define OUTPUT_OPTION { "output", required_argument, NULL, 'o' }
#define COMMON_CASES \
	case 'j': case 'p': case OPT_PRETTY: case OPT_ARCH: case OPT_COMPAT: \
	case OPT_KERNEL_VERSION: case OPT_FROM: case OPT_SOURCE_TYPE
/* EXIT_OK, or EXIT_USAGE / EXIT_FAILURE_ after saying why. */
int common_option(int opt, const char *arg);
struct kapi_registry *spec_registry(void);
/*
 * The kernel release the judges (validate, trace, watch, conform) judge
 * against: --kernel-version, else the running kernel's (0: unknown).
 */
uint32_t target_kernel_version(void);
/* spec_registry() with its specs as that release has them. */
struct kapi_registry *judge_registry(void);
bool have_sources(void);
/* The --from paths and --source-type given so far (for verbs that load
 * each source apart, like lint). */
const char *const *source_list(int *count);
enum kapi_source source_kind(void);
/*
 * One spec set, for verbs that read two or their own: "builtin" names the
 * corpus.  Returns NULL after saying why; *partial is set when some input
 * could not be read.
 */
/* What load_spec_set() compares "live" with (kapi diff X live). */
extern const struct kapi_registry *live_like;
struct kapi_registry *load_spec_set(const char *path, enum kapi_source type,
				    kapi_log_fn log, void *log_ctx,
				    bool *partial);
/* The kapi_log_fn that prints loader messages to standard error. */
void log_message(void *ctx, enum kapi_log_level level, const char *code,
		 const char *file, unsigned int line, const char *msg);
/*
 * Progress on standard error (a terminal, or --progress): a stage
 * overwrites the one before; progress_end() clears it before output.
 */
__attribute__((format(printf, 1, 2))) void progress_stage(const char *fmt, ...);
void progress_end(void);
/* Whether progress is shown (then loading prints as it goes). */
bool progress_shown(void);
/* Says how many warnings log_message() left out past its cap per kind. */
void warnings_left_out(void);
/* What loading --from sources read; valid after spec_registry(). */
extern struct kapi_load_stats load_totals;
extern bool quiet_load;
/* --allow-empty: a source without specs is no error */
extern bool allow_empty;
/* --arch, when given: numbers are that architecture's */
extern bool arch_given;
extern enum kapi_arch target_arch;
/* --compat: enum kapi_compat for JSON input and output (AUTO: not given) */
extern int compat_mode;
/*
 * Set by verbs that check values (validate): the specs keep this build's
 * errno numbers, and the verb translates the user's by name.
 */
extern bool native_errnos;
/* A syscall spec's number on the target architecture; -1 for others. */
long spec_syscall_nr(const struct kernel_api_spec *spec);
/* -I DIR of extract and lint: where C sources find their helper headers */
extern const char *include_dirs[];
int add_include_dir(const char *dir);
const struct kernel_api_spec *find_spec_or_complain(const char *name);
/* "'PATH' holds no specs: WHY (--allow-empty ...)" through p_err. */
void say_no_specs(const char *path);

/*
 * signals.c: SIGINT, SIGTERM and SIGHUP, taken whatever was inherited
 * (take_stop_signals() at start-up, the ignored ones noted in
 * inherited_ignored, bit sig - 1); a verb's handler for all three; dying
 * of a signal once a verb has let go of what it held.
 */
extern uint64_t inherited_ignored;
void take_stop_signals(void);
void catch_stop_signals(void (*handler)(int));
void die_of_signal(int sig);

__attribute__((format(printf, 1, 2))) void p_err(const char *fmt, ...);
__attribute__((format(printf, 1, 2))) void p_info(const char *fmt, ...);

/* -X KINDS: finding kind names into a bit set (bit k: kind k); 0, or -1
 * after saying which name is unknown. */
int parse_finding_kinds(const char *list, uint64_t *out);

/*
 * --suppressions FILE and --baseline FILE of the verbs that report
 * findings: *s (*b) is replaced by the file's; 0, or -errno after saying
 * why (a suppression file's own mistakes are said through log_message).
 * not_what ends "cannot read baseline 'FILE': " when the file is not the
 * JSON output the verb wants.
 */
int read_suppressions(const char *path, struct kapi_suppressions **s);
int read_baseline(const char *path, const char *not_what,
		  struct kapi_baseline **b);

/* A JSON writer on stdout honouring -p; kapi_json__free() it. */
struct kapi_json *json_stdout(void);
/*
 * The same with a document begun: an object whose first key is
 * schema_version.  Every JSON document kapi writes starts so; the caller
 * adds its keys and ends the object.
 */
/* KAPI_JSON_SCHEMA_VERSION: kapi.h */
struct kapi_json *json_document(void);

/* getopt_long over a verb's own arguments; argv[0] is the verb. */
bool is_help_request(int argc, char **argv);

int write_specs(const struct kernel_api_spec **specs, size_t count,
		enum kapi_format fmt, const char *output, const char *tree,
		bool single);

int do_list(int argc, char **argv);
int do_show(int argc, char **argv);
int do_export(int argc, char **argv);
int do_extract(int argc, char **argv);
int do_diff(int argc, char **argv);
int do_lint(int argc, char **argv);
int do_trace(int argc, char **argv);
int do_watch(int argc, char **argv);
int do_sysfs(int argc, char **argv);
int do_proc(int argc, char **argv);
int do_verify(int argc, char **argv);
int do_conform(int argc, char **argv);
int do_stats(int argc, char **argv);
int do_validate(int argc, char **argv);
int do_man(int argc, char **argv);
int do_mount(int argc, char **argv);
int do_lab(int argc, char **argv);
/* kapi export -f seccomp (seccomp_input.c) */
int export_seccomp(char **names, int name_count, char **lists, int list_count,
		   const char *output, bool pretty);

/*
 * What kapi watch shares with kapi trace (cmd_trace.c): a finding printed
 * as trace prints it (text, or a JSON line with -j), and -e.
 */
void trace_print_finding(FILE *out, const struct kapi_trace_call *c,
			 const struct kapi_finding *f, bool gap);
int trace_parse_syscalls(const char *list, long **out, size_t *n);

#endif /* KAPI_TOOL_MAIN_H */

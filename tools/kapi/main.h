/* SPDX-License-Identifier: GPL-2.0 */
/* Shared state and helpers of the kapi command. */
#ifndef KAPI_TOOL_MAIN_H
#define KAPI_TOOL_MAIN_H

#include <stdbool.h>
#include <stdio.h>

#include <kapi/kapi.h>

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
 * Every verb's option table includes SOURCE_OPTIONS and hands 'F' and 'S'
 * to source_option().
 */
#define SOURCE_OPTIONS \
	{ "from", required_argument, NULL, 'F' }, \
	{ "source-type", required_argument, NULL, 'S' }
int source_option(int opt, const char *arg);
struct kapi_registry *spec_registry(void);
bool have_sources(void);
/*
 * One spec set, for verbs that read two or their own: "builtin" names the
 * corpus.  Returns NULL after saying why; *partial is set when some input
 * could not be read.
 */
struct kapi_registry *load_spec_set(const char *path, enum kapi_source type,
				    kapi_log_fn log, void *log_ctx,
				    bool *partial);
/* The kapi_log_fn that prints loader messages to standard error. */
void log_message(void *ctx, enum kapi_log_level level, const char *code,
		 const char *file, unsigned int line, const char *msg);
/* What loading --from sources read; valid after spec_registry(). */
extern struct kapi_load_stats load_totals;
extern bool quiet_load;
const struct kernel_api_spec *find_spec_or_complain(const char *name);

__attribute__((format(printf, 1, 2))) void p_err(const char *fmt, ...);
__attribute__((format(printf, 1, 2))) void p_info(const char *fmt, ...);

/* A JSON writer on stdout honouring -p; kapi_json__free() it. */
struct kapi_json *json_stdout(void);

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
int do_sysfs(int argc, char **argv);
int do_verify(int argc, char **argv);
int do_conform(int argc, char **argv);
int do_stats(int argc, char **argv);
int do_validate(int argc, char **argv);

#endif /* KAPI_TOOL_MAIN_H */

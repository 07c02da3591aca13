// SPDX-License-Identifier: GPL-2.0
/*
 * kapi watch's libbpf log (lib/live/watch/watch_log.c): every line reaches
 * on_log, and a refused load is one sentence naming the kernel, the
 * program and the verifier's reason, from a log as libbpf 1.1 writes it
 * (the 6.1 verifier's words for the errno bitmap it refused).
 */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "tap.h"

#ifdef KAPI_HAVE_BPF

#include <bpf/libbpf.h>

#include "live/watch/watch_int.h"

static libbpf_print_fn_t print;
static int lines;
static char last[256];

__attribute__((format(printf, 2, 3)))
static void say(enum libbpf_print_level level, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	print(level, fmt, ap);
	va_end(ap);
}

static void on_line(void *ctx, const char *line)
{
	(void)ctx;
	lines++;
	snprintf(last, sizeof(last), "%s", line);
}

/* libbpf's lines of a program the verifier refused */
static void refusal(void)
{
	say(LIBBPF_DEBUG, "libbpf: sec '%s': found %d CO-RE relocations\n",
	    "tp_btf/sys_exit", 12);
	say(LIBBPF_WARN, "libbpf: prog '%s': BPF program load failed: %s\n",
	    "kapi_sys_exit", "Permission denied");
	say(LIBBPF_WARN, "libbpf: prog '%s': -- BEGIN PROG LOAD LOG --\n%s"
	    "-- END PROG LOAD LOG --\n", "kapi_sys_exit",
	    "0: R1=ctx(off=0,imm=0) R10=fp0\n"
	    "; return (s->errnos[(e >> 6) & 3] >> (e & 63)) & 1;\n"
	    "412: (79) r1 = *(u64 *)(r7 +24)\n"
	    "R7 unbounded memory access, make sure to bounds check any such access\n"
	    "processed 2112 insns (limit 1000000) max_states_per_insn 4 "
	    "total_states 131 peak_states 131 mark_read 40\n");
	say(LIBBPF_WARN, "libbpf: failed to load object '%s'\n", "kapi_watch_bpf");
}

int main(void)
{
	struct kapi__watch_log l;
	char why[512], want[256];

	kapi__watch_log_start(&l, NULL, NULL);
	print = libbpf_set_print(NULL);
	libbpf_set_print(print);
	ok(print != NULL, "the log takes libbpf's print callback");
	say(LIBBPF_WARN, "libbpf: an earlier step's line about prog '%s'\n", "old");
	kapi__watch_log_mark(&l);
	refusal();
	kapi__watch_log_explain(&l, "load", -EACCES, why, sizeof(why));
	snprintf(want, sizeof(want), "Linux %s refused to load program "
		 "'kapi_sys_exit': R7 unbounded memory access, make sure to "
		 "bounds check any such access (EACCES); -v shows the verifier's "
		 "log", kapi__watch_release());
	ok(!strcmp(why, want), "one line: the kernel, the program, the verifier's reason");
	if (strcmp(why, want))
		printf("#   got  %s\n#   want %s\n", why, want);
	ok(!strstr(l.text.buf, "CO-RE"), "without on_log, libbpf's debug lines are not kept");
	kapi__watch_log_stop(&l);

	kapi__watch_log_start(&l, on_line, NULL);
	print = libbpf_set_print(NULL);
	libbpf_set_print(print);
	refusal();
	is_int(lines, 10, "with on_log (-v): every line, debug and the verifier's log, one at a time");
	has_str(last, "failed to load object 'kapi_watch_bpf'", "in their order");
	kapi__watch_log_explain(&l, "load", -EACCES, why, sizeof(why));
	ok(!strstr(why, "-v shows"), "with -v the log is already out: no hint to use -v");
	kapi__watch_log_mark(&l);
	kapi__watch_log_explain(&l, "attach fexit", -EPERM, why, sizeof(why));
	has_str(why, "refused to attach fexit: Operation not permitted (EPERM)",
		"no log since the mark: errno's text and name");
	kapi__watch_log_stop(&l);
	return done_testing();
}

#else

int main(void)
{
	printf("1..0 # SKIP kapi was built without libbpf\n");
	return 0;
}

#endif

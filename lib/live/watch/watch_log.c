// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * What libbpf says while kapi watch loads its programs, kept whole: handed
 * line by line to the caller's on_log (kapi watch -v), and read again when
 * a load or an attach fails to name the program and the kernel's reason
 * in one sentence, in place of a bare errno.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/utsname.h>

#include "live/watch/watch_int.h"

#ifdef KAPI_HAVE_BPF

#include <bpf/libbpf.h>

/* libbpf's print callback has no context: one log at a time */
static struct kapi__watch_log *current;

static void add_line(struct kapi__watch_log *l, const char *line, size_t n)
{
	char *copy = strndup(line, n);

	if (!copy)
		return;
	kapi__strbuf_add(&l->text, line, n);
	kapi__strbuf_add(&l->text, "\n", 1);
	if (l->on_line)
		l->on_line(l->ctx, copy);
	free(copy);
}

static int print(enum libbpf_print_level level, const char *fmt, va_list ap)
{
	struct kapi__watch_log *l = current;
	char *text = NULL, *p, *nl;

	/* libbpf's debug lines (every relocation) only when asked for */
	if (!l || (level == LIBBPF_DEBUG && !l->on_line))
		return 0;
	if (vasprintf(&text, fmt, ap) < 0)
		return 0;
	for (p = text; *p; p = nl + 1) {
		nl = strchr(p, '\n');
		if (!nl) {
			add_line(l, p, strlen(p));
			break;
		}
		add_line(l, p, (size_t)(nl - p));
	}
	free(text);
	return 0;
}

void kapi__watch_log_start(struct kapi__watch_log *l,
			   void (*on_line)(void *ctx, const char *line), void *ctx)
{
	kapi__strbuf_init(&l->text);
	l->on_line = on_line;
	l->ctx = ctx;
	current = l;
	libbpf_set_print(print);
}

void kapi__watch_log_stop(struct kapi__watch_log *l)
{
	if (current == l) {
		current = NULL;
		libbpf_set_print(NULL);
	}
	kapi__strbuf_free(&l->text);
}

void kapi__watch_log_mark(struct kapi__watch_log *l)
{
	l->mark = l->text.len;
}

/* The last "prog 'NAME'" libbpf named since the mark. */
static void last_program(const char *log, char *name, size_t n)
{
	const char *p = log, *q, *end;

	name[0] = '\0';
	while ((q = strstr(p, "prog '"))) {
		q += 6;
		end = strchr(q, '\'');
		if (!end)
			break;
		snprintf(name, n, "%.*s", (int)(end - q), q);
		p = end;
	}
}

static bool is_verifier_tally(const char *line, size_t n)
{
	static const char *const tallies[] = {
		"processed ", "verification time", "stack depth", "-- END",
		"libbpf:", "Validating ", "Func#",
	};

	if (!n)
		return true;
	for (size_t i = 0; i < sizeof(tallies) / sizeof(tallies[0]); i++)
		if (!strncmp(line, tallies[i], strlen(tallies[i])))
			return true;
	return false;
}

/*
 * The verifier's reason: the last line of the last program load log
 * that is not its closing tally.
 */
static void verifier_reason(const char *log, char *why, size_t n)
{
	const char *begin = NULL, *p = log, *end, *line, *best = NULL;
	size_t best_len = 0;

	why[0] = '\0';
	while ((p = strstr(p, "-- BEGIN PROG LOAD LOG --")))
		begin = p++;
	if (!begin)
		return;
	begin = strchr(begin, '\n');
	end = begin ? strstr(begin, "-- END PROG LOAD LOG --") : NULL;
	if (!end)
		end = begin ? begin + strlen(begin) : NULL;
	for (line = begin ? begin + 1 : end; line && line < end;) {
		const char *nl = memchr(line, '\n', (size_t)(end - line));
		size_t len = nl ? (size_t)(nl - line) : (size_t)(end - line);

		if (!is_verifier_tally(line, len)) {
			best = line;
			best_len = len;
		}
		line = nl ? nl + 1 : end;
	}
	if (best)
		snprintf(why, n, "%.*s", (int)best_len, best);
}

const char *kapi__watch_release(void)
{
	static struct utsname u;

	if (!u.release[0] && uname(&u))
		snprintf(u.release, sizeof(u.release), "?");
	return u.release;
}

static const char *errno_name(int err)
{
	switch (err) {
	case EPERM: return "EPERM";
	case EACCES: return "EACCES";
	case EINVAL: return "EINVAL";
	case ENOENT: return "ENOENT";
	case ESRCH: return "ESRCH";
	case E2BIG: return "E2BIG";
	case 524: return "ENOTSUPP";	/* the kernel's own, not in errno.h */
	case EOPNOTSUPP: return "EOPNOTSUPP";
	case ENOMEM: return "ENOMEM";
	case EBUSY: return "EBUSY";
	default: return NULL;
	}
}

void kapi__watch_errno(int err, char *buf, size_t n)
{
	const char *name = errno_name(err < 0 ? -err : err);

	if (name)
		snprintf(buf, n, "%s", name);
	else
		snprintf(buf, n, "errno %d", err < 0 ? -err : err);
}

void kapi__watch_log_explain(const struct kapi__watch_log *l, const char *what,
			     int err, char *buf, size_t n)
{
	const char *since = l->text.buf ? l->text.buf + l->mark : "";
	char prog[64], why[200], code[32];

	last_program(since, prog, sizeof(prog));
	verifier_reason(since, why, sizeof(why));
	kapi__watch_errno(err, code, sizeof(code));
	if (!why[0])
		snprintf(why, sizeof(why), "%s", strerror(err < 0 ? -err : err));
	snprintf(buf, n, "Linux %s refused to %s%s%s%s: %s (%s)%s",
		 kapi__watch_release(), what, prog[0] ? " program '" : "", prog,
		 prog[0] ? "'" : "", why, code,
		 strstr(since, "PROG LOAD LOG") && !l->on_line ?
		 "; -v shows the verifier's log" : "");
}

#endif /* KAPI_HAVE_BPF */

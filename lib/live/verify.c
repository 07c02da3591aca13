// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * kapi_verify(): the spec set against the running kernel.  The kernel
 * describes every syscall it can trace in tracefs
 * (events/syscalls/sys_enter_NAME/format: one "field:TYPE NAME;" line per
 * argument after __syscall_nr), which gives the set of syscalls and their
 * prototypes.  A spec for a syscall tracefs does not show is looked up in
 * kallsyms, and only then tried: a child calls it with bad arguments and
 * reports whether the answer was ENOSYS.
 */
#include <dirent.h>
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include "check/change.h"
#include "live/live.h"

#define MAX_ARGS 6

struct proto {
	char type[MAX_ARGS][96];
	char name[MAX_ARGS][64];
	char raw[MAX_ARGS * 160];	/* "type name|type name" as tracefs says */
	int nargs;
};

/* "const char __user * filename" and "const char *filename" compare equal */
static void normalize(const char *in, char *out, size_t size)
{
	size_t o = 0;

	for (const char *s = in; *s && o + 1 < size; s++) {
		if (!strncmp(s, "__user", 6) && (s[6] == ' ' || s[6] == '*' ||
						 !s[6])) {
			s += 5;
			continue;
		}
		if (*s == ' ' || *s == '\t') {
			/* one space between words, none next to a '*' */
			char next = s[1];

			while (next == ' ' || next == '\t')
				next = *(++s + 1);
			if (o && out[o - 1] != '*' && out[o - 1] != ' ' &&
			    next != '*' && next)
				out[o++] = ' ';
			continue;
		}
		out[o++] = *s;
	}
	while (o && out[o - 1] == ' ')
		o--;
	out[o] = '\0';
	/* a space left before a '*' by a dropped __user goes too */
	for (char *p = out; (p = strstr(p, " *"));)
		memmove(p, p + 1, strlen(p));
}

/* The arguments of one sys_enter format file. */
static int read_format(const char *path, struct proto *p)
{
	char line[512];
	bool after_nr = false;
	FILE *f = fopen(path, "re");

	memset(p, 0, sizeof(*p));
	if (!f)
		return -errno;
	while (fgets(line, sizeof(line), f)) {
		char *field = strstr(line, "field:"), *semi, *name;

		if (!field)
			continue;
		field += 6;
		semi = strchr(field, ';');
		if (!semi)
			continue;
		*semi = '\0';
		if (strstr(field, "__syscall_nr")) {
			after_nr = true;
			continue;
		}
		if (!after_nr || p->nargs == MAX_ARGS)
			continue;
		/* the name is the last word; the type is what comes before */
		name = field + strlen(field);
		while (name > field && name[-1] != ' ' && name[-1] != '*')
			name--;
		snprintf(p->name[p->nargs], sizeof(p->name[0]), "%.*s",
			 (int)sizeof(p->name[0]) - 1, name);
		snprintf(p->raw + strlen(p->raw), sizeof(p->raw) - strlen(p->raw),
			 "%s%s", p->nargs ? "|" : "", field);
		*name = '\0';
		normalize(field, p->type[p->nargs], sizeof(p->type[0]));
		p->nargs++;
	}
	fclose(f);
	return 0;
}

/*
 * The events/syscalls folder of tracefs into buf; 0, -ENOENT when no
 * tracefs is mounted, or -EACCES when one is and this user may not read it
 * (tracefs is mode 0700: only root reads it).
 */
static int events_dir(const char *tracefs, char *buf, size_t size)
{
	static const char *const candidates[] = {
		"/sys/kernel/tracing", "/sys/kernel/debug/tracing",
	};
	int err = -ENOENT;

	if (tracefs) {
		snprintf(buf, size, "%s/events/syscalls", tracefs);
		return 0;
	}
	for (size_t i = 0; i < sizeof(candidates) / sizeof(candidates[0]); i++) {
		snprintf(buf, size, "%s/events/syscalls", candidates[i]);
		if (!access(buf, R_OK))
			return 0;
		if (errno == EACCES ||
		    (errno == ENOENT && access(candidates[i], F_OK) == 0 &&
		     access(candidates[i], R_OK | X_OK) && errno == EACCES))
			err = -EACCES;
	}
	return err;
}

int kapi_verify__protos(const char *tracefs,
			int (*cb)(void *ctx, const char *name, const char *params),
			void *ctx)
{
	char dir[4096], path[4400];
	struct dirent **ents;
	int n, err = events_dir(tracefs, dir, sizeof(dir));

	if (!cb)
		return -EINVAL;
	if (err)
		return err;
	n = scandir(dir, &ents, NULL, alphasort);
	if (n < 0)
		return -errno;
	for (int i = 0; i < n; i++) {
		struct proto p;

		snprintf(path, sizeof(path), "%s/%s/format", dir, ents[i]->d_name);
		if (!err && !strncmp(ents[i]->d_name, "sys_enter_", 10) &&
		    !read_format(path, &p))
			err = cb(ctx, ents[i]->d_name + 10, p.raw);
		free(ents[i]);
	}
	free(ents);
	return err;
}

int kapi__verify_add(struct kapi_changes *out, const char *rule,
		     const struct kernel_api_spec *s, const char *subject,
		     const char *fmt, ...)
{
	va_list ap;
	int err;

	va_start(ap, fmt);
	err = kapi__change_vadd(out, rule, s ? s->name : subject,
				KAPI_API_FUNCTION, NULL, s ? subject : "", NULL,
				NULL, fmt, ap);
	va_end(ap);
	return err;
}

int kapi__verify_param(struct kapi_changes *out,
		       const struct kernel_api_spec *s, int i, const char *type,
		       const char *kname, const char *ktype)
{
	const char *name = s->params[i].name;
	char sub[96];
	int err = 0;

	snprintf(sub, sizeof(sub), "parameters[%d] %s", i, name ? name : "");
	if (!name || strcmp(name, kname))
		err = kapi__verify_add(out, "V004", s, sub, "parameter %d is '%s' "
				       "in the kernel", i, kname);
	if (!err && strcmp(type, ktype))
		err = kapi__verify_add(out, "V005", s, sub, "type '%s', the kernel "
				       "says '%s'", type, ktype);
	return err;
}

static int compare(struct kapi_changes *out, const struct kernel_api_spec *s,
		   const struct proto *p)
{
	int err = 0;

	if ((int)s->param_count != p->nargs)
		return kapi__verify_add(out, "V003", s, "parameters",
					"%u parameters, the kernel's prototype "
					"has %d", s->param_count, p->nargs);
	for (int i = 0; i < p->nargs && !err; i++) {
		const struct kapi_param_spec *q = &s->params[i];
		char type[96];

		normalize(q->type_name ? q->type_name : "", type, sizeof(type));
		err = kapi__verify_param(out, s, i, type, p->name[i],
					 p->type[i]);
	}
	return err;
}

static bool in_kallsyms(const char *file, const char *name)
{
	char line[512], want[160];
	FILE *f = fopen(file ? file : "/proc/kallsyms", "re");
	bool hit = false;

	if (!f)
		return false;
	snprintf(want, sizeof(want), " __x64_sys_%s\n", name);
	while (!hit && fgets(line, sizeof(line), f)) {
		char *sp = strchr(line, ' ');

		if (sp && (sp = strchr(sp + 1, ' ')) && !strcmp(sp, want))
			hit = true;
	}
	fclose(f);
	return hit;
}

/* Calls nr with bad arguments in a child: does the kernel know it? */
static bool enosys(long nr)
{
	int status;
	pid_t pid;

	/* these would end or stop the child, or never return */
	if (nr == SYS_exit || nr == SYS_exit_group ||
	    nr == SYS_rt_sigreturn || nr == SYS_clone || nr == SYS_clone3 ||
	    nr == SYS_rt_sigsuspend)
		return false;
	/* x86's, not arm64's: by name */
	if (nr == kapi_syscall__nr("pause") || nr == kapi_syscall__nr("vfork") ||
	    nr == kapi_syscall__nr("fork"))
		return false;
	pid = fork();
	if (pid < 0)
		return false;
	if (pid == 0) {
		alarm(2);
		errno = 0;
		syscall(nr, -1L, -1L, -1L, -1L, -1L, -1L);
		_exit(errno == ENOSYS ? 1 : 0);
	}
	if (waitpid(pid, &status, 0) != pid)
		return false;
	return WIFEXITED(status) && WEXITSTATUS(status) == 1;
}

int kapi_verify(const struct kapi_registry *reg,
		const struct kapi_verify_opts *opts, struct kapi_changes *out,
		struct kapi_verify_result *result)
{
	char dir[4096], path[4400];
	struct kapi_verify_opts oc, *o = &oc;
	struct kapi_verify_result res = { 0 };
	struct dirent **ents;
	char **seen = NULL;
	int n, err = 0;

	if (!reg || !out || kapi__opts_copy(&oc, sizeof(oc), opts))
		return -EINVAL;
	err = events_dir(o->tracefs, dir, sizeof(dir));
	if (err)
		return err;
	n = scandir(dir, &ents, NULL, alphasort);
	if (n < 0)
		return -errno;
	seen = calloc((size_t)n + 1, sizeof(*seen));
	for (int i = 0; i < n; i++) {
		const char *ev = ents[i]->d_name;
		const struct kernel_api_spec *s;
		struct proto p;
		char spec_name[160];

		if (err || strncmp(ev, "sys_enter_", 10) || !seen)
			goto next;
		snprintf(path, sizeof(path), "%s/%s/format", dir, ev);
		if (read_format(path, &p))
			goto next;
		res.kernel_syscalls++;
		seen[i] = strdup(ev + 10);
		snprintf(spec_name, sizeof(spec_name), "sys_%s", ev + 10);
		s = kapi_registry__find(reg, spec_name);
		if (!s || strcmp(s->name, spec_name)) {
			err = kapi__verify_add(out, "V001", NULL, spec_name,
					       "the kernel has %s() and no spec "
					       "describes it", ev + 10);
			goto next;
		}
		res.specs_checked++;
		err = compare(out, s, &p);
next:
		free(ents[i]);
	}
	free(ents);
	for (size_t i = 0; !err && seen && i < kapi_registry__count(reg); i++) {
		const struct kernel_api_spec *s = kapi_registry__at(reg, i);
		const char *name = s->name + 4;
		bool found = false;
		long nr;

		if (s->api_type != KAPI_API_FUNCTION || strncmp(s->name, "sys_", 4))
			continue;
		for (int k = 0; k < n && !found; k++)
			found = seen[k] && !strcmp(seen[k], name);
		if (found || in_kallsyms(o->kallsyms, name))
			continue;
		nr = kapi_syscall__nr(name);
		if (nr >= 0 && (o->no_probe || !enosys(nr)))
			continue;
		err = kapi__verify_add(out, "V002", s, "", nr < 0 ?
				       "%s has no x86-64 syscall number" :
				       "the running kernel does not implement "
				       "%s (ENOSYS)", name);
	}
	for (int k = 0; seen && k < n; k++)
		free(seen[k]);
	free(seen);
	/* kernel function specs against BTF, where libbpf and BTF are */
	if (!err) {
		err = kapi__verify_btf(reg, NULL, out);
		if (err == -EOPNOTSUPP || err == -ENOENT)
			err = 0;
	}
	kapi_changes__sort(out);
	if (result)
		*result = res;
	return err;
}

// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * Effect cases: a side effect whose spec entry carries a check
 * (KAPI_EFFECT_CHECK) is looked at after the base call succeeds, in the
 * case child, on the very objects the call acted on.  A check is one
 * observation of a small fixed set, its arguments parameter names, "ret"
 * (the return value) or numbers:
 *
 *   same_file(a, b)   descriptors a and b refer to the same file
 *   fd_open(a)        a is an open descriptor
 *   fd_closed(a)      a is not (EBADF)
 *   cloexec(a)        a has FD_CLOEXEC
 *   size(a, n)        the file behind descriptor a is n bytes long
 *   is_dir(p)         path p names a directory
 *   exists(p)         path p names something (not followed)
 *   gone(p)           path p names nothing
 *   mode(p, m)        the permission bits of path p are m
 *   umask(m)          the process's umask is m
 *   mapped(a, n)      [a, a + n) is mapped
 *   unmapped(a, n)    no page of [a, a + n) is
 *   locked(n)         /proc/self/status VmLck is at least n bytes
 *   hostname(s, n)    the UTS node name is the n bytes at s
 *
 * The answer: 1 the effect is there, 0 it is not, -1 the check cannot
 * tell (an unknown word, /proc missing).
 */
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/utsname.h>

#include "live/conform/conform.h"

int conform__effect_cases(const struct conform_case *base,
			  struct conform_cases *out)
{
	const struct kernel_api_spec *spec = base->r.spec;
	int err = 0;

	for (uint32_t i = 0; i < spec->side_effect_count && !err; i++) {
		const struct kapi_side_effect *e = &spec->side_effects[i];
		struct conform_case c = *base;

		if (!e->check || !*e->check)
			continue;
		c.r.kind = KAPI_CONFORM_CASE_EFFECT;
		c.r.param = -1;
		c.effect = e;
		snprintf(c.r.what, sizeof(c.r.what), "effect %s", e->check);
		err = conform__cases_add(out, &c);
	}
	return err;
}

/* ---- in the case child -------------------------------------------------- */

#define MAX_WORDS 3

struct check {
	char kind[16];
	int64_t v[MAX_WORDS];
	int n;
};

/* One argument: a parameter's register value, ret, or a number. */
static int word_value(const char *w, size_t len, const struct kernel_api_spec *s,
		      const uint64_t *a, long ret, int64_t *v)
{
	char *end;

	if (len == 3 && !strncmp(w, "ret", 3)) {
		*v = ret;
		return 0;
	}
	for (uint32_t i = 0; i < s->param_count && i < CONFORM_MAX_ARGS; i++)
		if (s->params[i].name && strlen(s->params[i].name) == len &&
		    !strncmp(s->params[i].name, w, len)) {
			*v = kapi_param__normalize(&s->params[i], a[i]);
			return 0;
		}
	*v = strtoll(w, &end, 0);
	return end == w + len ? 0 : -1;
}

static int parse(const char *text, const struct kernel_api_spec *s,
		 const uint64_t *a, long ret, struct check *ck)
{
	const char *p = strchr(text, '('), *q;
	size_t klen = p ? (size_t)(p - text) : 0;

	if (!p || !klen || klen >= sizeof(ck->kind))
		return -1;
	memcpy(ck->kind, text, klen);
	ck->kind[klen] = '\0';
	for (ck->n = 0, p++; *p && *p != ')'; p = *q ? q + 1 : q) {
		while (isspace((unsigned char)*p))
			p++;
		for (q = p; *q && *q != ',' && *q != ')'; q++)
			;
		size_t len = (size_t)(q - p);

		while (len && isspace((unsigned char)p[len - 1]))
			len--;
		if (ck->n == MAX_WORDS || word_value(p, len, s, a, ret, &ck->v[ck->n]))
			return -1;
		ck->n++;
		if (*q == ')')
			break;
	}
	return 0;
}

static int64_t vm_locked(void)
{
	FILE *f = fopen("/proc/self/status", "re");
	char line[128];
	long long kb = -1;

	if (!f)
		return -1;
	while (fgets(line, sizeof(line), f))
		if (sscanf(line, "VmLck: %lld kB", &kb) == 1)
			break;
	fclose(f);
	return kb < 0 ? -1 : kb * 1024;
}

/* Whether every page of [addr, addr + len) is mapped (1), none is (0). */
static int pages_mapped(int64_t addr, int64_t len, bool every)
{
	long ps = sysconf(_SC_PAGESIZE);
	unsigned char vec;

	for (int64_t o = 0; o < len; o += ps) {
		bool m = !mincore((void *)(addr + o), (size_t)ps, &vec);

		if (m != every)
			return 0;
	}
	return 1;
}

static int observe(const struct check *ck)
{
	const char *k = ck->kind;
	const int64_t *v = ck->v;
	struct stat a, b;

	if (!strcmp(k, "same_file") && ck->n == 2)
		return fstat((int)v[0], &a) || fstat((int)v[1], &b) ? 0 :
		       a.st_dev == b.st_dev && a.st_ino == b.st_ino;
	if (!strcmp(k, "fd_open") && ck->n == 1)
		return fcntl((int)v[0], F_GETFD) >= 0;
	if (!strcmp(k, "fd_closed") && ck->n == 1)
		return fcntl((int)v[0], F_GETFD) < 0 && errno == EBADF;
	if (!strcmp(k, "cloexec") && ck->n == 1) {
		int f = fcntl((int)v[0], F_GETFD);

		return f >= 0 && (f & FD_CLOEXEC);
	}
	if (!strcmp(k, "size") && ck->n == 2)
		return !fstat((int)v[0], &a) && a.st_size == v[1];
	if (!strcmp(k, "is_dir") && ck->n == 1)
		return !stat((const char *)v[0], &a) && S_ISDIR(a.st_mode);
	if (!strcmp(k, "exists") && ck->n == 1)
		return !lstat((const char *)v[0], &a);
	if (!strcmp(k, "gone") && ck->n == 1)
		return lstat((const char *)v[0], &a) && errno == ENOENT;
	if (!strcmp(k, "mode") && ck->n == 2)
		return !stat((const char *)v[0], &a) &&
		       (a.st_mode & 07777) == (v[1] & 07777);
	if (!strcmp(k, "umask") && ck->n == 1) {
		mode_t m = umask(0);

		umask(m);
		return (int64_t)m == (v[0] & 0777);
	}
	if (!strcmp(k, "mapped") && ck->n == 2)
		return pages_mapped(v[0], v[1], true);
	if (!strcmp(k, "unmapped") && ck->n == 2)
		return pages_mapped(v[0], v[1], false);
	if (!strcmp(k, "locked") && ck->n == 1) {
		int64_t l = vm_locked();

		return l < 0 ? -1 : l >= v[0];
	}
	if (!strcmp(k, "hostname") && ck->n == 2) {
		struct utsname u;

		return !uname(&u) && v[1] >= 0 && (size_t)v[1] < sizeof(u.nodename) &&
		       !memcmp(u.nodename, (const char *)v[0], (size_t)v[1]) &&
		       !u.nodename[v[1]];
	}
	return -1;
}

int conform__effect_observe(const struct conform_case *c, const uint64_t *a,
			    long ret)
{
	struct check ck;

	if (parse(c->effect->check, c->r.spec, a, ret, &ck))
		return -1;
	return observe(&ck);
}

/* ---- the verdict -------------------------------------------------------- */

void conform__judge_effect(struct conform_case *c)
{
	struct kapi_conform_result *r = &c->r;
	const char *check = c->effect->check;

	if (!r->returned || r->err) {
		r->verdict = KAPI_CONFORM_INCONCLUSIVE;
		snprintf(r->reason, sizeof(r->reason), "the call failed (%s): "
			 "no effect to look at", r->returned ?
			 kapi_errno__name(r->err) : "it did not return");
		return;
	}
	switch (c->observed) {
	case 1:
		r->verdict = KAPI_CONFORM_AGREE;
		snprintf(r->reason, sizeof(r->reason), "%s holds after the call",
			 check);
		break;
	case 0:
		r->verdict = KAPI_CONFORM_FALSE_POSITIVE;
		snprintf(r->reason, sizeof(r->reason), "%s does not hold after "
			 "the call: the spec claims an effect the kernel did "
			 "not have", check);
		break;
	default:
		r->verdict = KAPI_CONFORM_INCONCLUSIVE;
		snprintf(r->reason, sizeof(r->reason), "%s cannot be looked at "
			 "here (an unknown check, or no /proc)", check);
	}
}

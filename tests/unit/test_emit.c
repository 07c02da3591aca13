// SPDX-License-Identifier: GPL-2.0
/* Emitters: every format renders every spec; escaping holds for odd input. */
#include <stdlib.h>
#include <kapi/kapi.h>
#include "tap.h"

struct membuf {
	char *buf;
	size_t len;
};

static int mem_write(void *ctx, const char *s, size_t n)
{
	struct membuf *m = ctx;
	char *p = realloc(m->buf, m->len + n + 1);

	if (!p)
		return -12;
	memcpy(p + m->len, s, n);
	m->len += n;
	p[m->len] = '\0';
	m->buf = p;
	return 0;
}

static int fail_write(void *ctx, const char *s, size_t n)
{
	(void)ctx;
	(void)s;
	(void)n;
	return -28;
}

static char *render(const struct kernel_api_spec *s, enum kapi_format f)
{
	struct membuf m = { 0 };
	struct kapi_emit_opts o = { .sz = sizeof(o), .pretty = false };

	if (kapi_emit__spec(s, f, &o, mem_write, &m)) {
		free(m.buf);
		return NULL;
	}
	return m.buf;
}

int main(void)
{
	static const struct kapi_param_spec odd_params[] = {
		{ .name = "p\x01q\"\\", .description = "bad \xff utf8 <&> \xe2\x82\xac",
		  .size_param_idx = -1 },
	};
	const struct kernel_api_spec odd = {
		.name = "odd", .description = "tab\there\nnewline",
		.params = odd_params, .param_count = 1,
	};
	struct kapi_registry *reg;
	int all_ok = 1;
	char *out;

	kapi_registry__new(&reg);
	kapi_registry__add_builtin(reg);
	for (size_t i = 0; i < kapi_registry__count(reg); i++)
		for (int f = 0; f < KAPI_FORMAT__COUNT; f++) {
			const struct kernel_api_spec *sp = kapi_registry__at(reg, i);

			out = render(sp, (enum kapi_format)f);
			/* a seccomp profile names syscalls, not specs */
			if (!out || !strstr(out, f == KAPI_FORMAT_SECCOMP ?
						 "\"defaultAction\"" : sp->name))
				all_ok = 0;
			free(out);
		}
	ok(all_ok, "every spec renders in every format and names itself");

	out = render(&odd, KAPI_FORMAT_JSON);
	has_str(out, "\"p\\u0001q\\\"\\\\\"", "JSON escapes control chars, quotes, backslashes");
	has_str(out, "bad \\ufffd utf8", "JSON replaces invalid UTF-8");
	has_str(out, "\xe2\x82\xac", "JSON keeps valid UTF-8");
	has_str(out, "tab\\there\\nnewline", "JSON escapes tab and newline");
	free(out);
	out = render(&odd, KAPI_FORMAT_XML);
	has_str(out, "&lt;&amp;&gt;", "XML escapes markup");
	ok(out && !strchr(out, '\x01'), "XML drops control characters");
	free(out);
	out = render(kapi_registry__find(reg, "sys_mlockall"), KAPI_FORMAT_PLAIN);
	has_str(out, "context_flags: KAPI_CTX_PROCESS|KAPI_CTX_SLEEPABLE",
		"text names flags");
	has_str(out, "constraint_expr: MCL_CURRENT | MCL_FUTURE | MCL_ONFAULT",
		"text keeps the mask expression");
	free(out);
	out = render(kapi_registry__find(reg, "sys_mlockall"), KAPI_FORMAT_RST);
	has_str(out, "============\nsys_mlockall\n============", "ReST title");
	has_str(out, "Parameters\n----------", "ReST section per list");
	free(out);

	{
		const struct kernel_api_spec *s = kapi_registry__find(reg, "sys_mlock");

		ok(kapi_emit__spec(s, KAPI_FORMAT_JSON, NULL, fail_write, NULL) == -28,
		   "write errors reach the caller");
		ok(kapi_emit__spec(s, (enum kapi_format)99, NULL, mem_write, NULL) == -22,
		   "unknown format refused");
	}
	kapi_registry__free(reg);
	return done_testing();
}

// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * The constraint-expression parser (grammar: docs/constraint-expr.md).
 * Precedence climbing over the text, straight into a flat node array:
 * parameter names become indices, constants come from the same table as
 * the C reader's (cexpr.c), and calls the language does not define
 * (BIT(), GENMASK(), sizeof(...)) are handed whole to the C constant
 * evaluator.  Constant operands are folded so a tree holds no work that
 * does not depend on the call.
 */
#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "load/expr.h"
#include "load/c/cexpr.h"

#define MAX_NODES 4096
#define MAX_DEPTH 64

struct px {
	const char *s;
	size_t len, pos;
	const struct kernel_api_spec *spec;
	struct kapi__expr *x;
	size_t cap;
	int depth;
	int err;
	char *msg;
	size_t msg_len;
};

__attribute__((format(printf, 3, 4)))
static void fail_at(struct px *p, size_t pos, const char *fmt, ...)
{
	va_list ap;
	int n;

	if (p->err)
		return;
	p->err = -EINVAL;
	if (!p->msg || !p->msg_len)
		return;
	n = snprintf(p->msg, p->msg_len, "column %zu: ", pos + 1);
	if (n < 0 || (size_t)n >= p->msg_len)
		return;
	va_start(ap, fmt);
	vsnprintf(p->msg + n, p->msg_len - (size_t)n, fmt, ap);
	va_end(ap);
}

static void skip_space(struct px *p)
{
	while (p->pos < p->len && isspace((unsigned char)p->s[p->pos]))
		p->pos++;
}

/* What stands at the cursor, for "expected X, found Y" messages. */
static const char *found(struct px *p, char *buf, size_t len)
{
	size_t n = 0;

	skip_space(p);
	if (p->pos >= p->len)
		return "the end";
	while (p->pos + n < p->len && n < 12 &&
	       !isspace((unsigned char)p->s[p->pos + n]))
		n++;
	snprintf(buf, len, "'%.*s'", (int)n, p->s + p->pos);
	return buf;
}

static void expected(struct px *p, const char *what)
{
	char buf[32];
	const char *f = found(p, buf, sizeof(buf));

	fail_at(p, p->pos, "expected %s, found %s", what, f);
}

static bool peek(struct px *p, const char *op)
{
	size_t n = strlen(op);

	skip_space(p);
	return p->len - p->pos >= n && !memcmp(p->s + p->pos, op, n);
}

static bool eat(struct px *p, const char *op)
{
	if (!peek(p, op))
		return false;
	p->pos += strlen(op);
	return true;
}

static int node(struct px *p, uint8_t op, size_t pos, int a, int b, int64_t k)
{
	struct kapi__expr *x = p->x;
	struct kapi__expr_node *n;

	if (p->err)
		return -1;
	if (x->count >= MAX_NODES) {
		fail_at(p, pos, "expression too long");
		return -1;
	}
	if (x->count == p->cap) {
		size_t cap = p->cap ? p->cap * 2 : 16;
		void *nn = realloc(x->nodes, cap * sizeof(*x->nodes));

		if (!nn) {
			p->err = -ENOMEM;
			return -1;
		}
		x->nodes = nn;
		p->cap = cap;
	}
	/* a parameter read as bits is shown in hex in findings */
	if (op == KX_AND || op == KX_OR || op == KX_XOR || op == KX_BNOT ||
	    op == KX_SHL || op == KX_SHR || op == KX_HAS || op == KX_ALIGNED ||
	    op == KX_EXACTLY_ONE || op == KX_POPCOUNT || op == KX_IS_POW2)
		for (int i = 0; i < 2; i++) {
			int c = i ? b : a;

			if (c >= 0 && x->nodes[c].op == KX_PARAM)
				x->bitwise |= 1ULL << x->nodes[c].k;
		}
	n = &x->nodes[x->count];
	n->op = op;
	n->pos = (uint16_t)(pos > UINT16_MAX ? UINT16_MAX : pos);
	n->a = (int16_t)a;
	n->b = (int16_t)b;
	n->next = -1;
	n->k = k;
	return x->count++;
}

static bool is_const(struct px *p, int i)
{
	return i >= 0 && p->x->nodes[i].op == KX_CONST;
}

static int expr(struct px *p, int min_prec);

static size_t ident_len(struct px *p)
{
	size_t n = 0;

	skip_space(p);
	if (p->pos < p->len && (isalpha((unsigned char)p->s[p->pos]) ||
				p->s[p->pos] == '_'))
		while (p->pos + n < p->len &&
		       (isalnum((unsigned char)p->s[p->pos + n]) ||
			p->s[p->pos + n] == '_'))
			n++;
	return n;
}

static int param_index(struct px *p, const char *name, size_t n)
{
	const struct kernel_api_spec *s = p->spec;

	for (uint32_t i = 0; s && i < s->param_count && i < 64; i++) {
		const char *pn = s->params[i].name;

		if (pn && strlen(pn) == n && !memcmp(pn, name, n))
			return (int)i;
	}
	return -1;
}

static int number(struct px *p)
{
	size_t start = p->pos;
	const char *s = p->s + p->pos;
	unsigned base = 10;
	uint64_t v = 0;
	size_t i = 0, n = p->len - p->pos;

	if (n > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
		base = 16;
		i = 2;
	} else if (n > 2 && s[0] == '0' && (s[1] == 'b' || s[1] == 'B')) {
		base = 2;
		i = 2;
	} else if (n > 1 && s[0] == '0') {
		base = 8;
	}
	for (; i < n && isxdigit((unsigned char)s[i]); i++) {
		unsigned d = isdigit((unsigned char)s[i]) ? (unsigned)(s[i] - '0')
			: (unsigned)(tolower((unsigned char)s[i]) - 'a' + 10);

		if (d >= base) {
			fail_at(p, start + i, "'%c' is not a digit in base %u",
				s[i], base);
			return -1;
		}
		v = v * base + d;
	}
	while (i < n && strchr("uUlL", s[i]))
		i++;
	if (i < n && (isalnum((unsigned char)s[i]) || s[i] == '_')) {
		fail_at(p, start + i, "expected a number, found '%c' in it", s[i]);
		return -1;
	}
	p->pos += i;
	return node(p, KX_CONST, start, -1, -1, (int64_t)v);
}

/* The argument list of a helper: "(" expr { "," expr } ")". */
static int helper_args(struct px *p, const char *name, int *args, int max)
{
	int n = 0;

	if (!eat(p, "(")) {
		expected(p, "'(' after a helper's name");
		return 0;
	}
	do {
		int a = expr(p, 0);

		if (p->err)
			return n;
		if (n < max)
			args[n] = a;
		n++;
	} while (eat(p, ","));
	if (!eat(p, ")")) {
		char what[64];

		snprintf(what, sizeof(what), "',' or ')' in %s()", name);
		expected(p, what);
	}
	return n;
}

static const struct {
	const char *name;
	uint8_t op;
	int8_t min, max;	/* argument counts; max -1: any */
} helpers[] = {
	{ "popcount", KX_POPCOUNT, 1, 1 },
	{ "is_pow2", KX_IS_POW2, 1, 1 },
	{ "exactly_one", KX_EXACTLY_ONE, 1, 1 },
	{ "aligned", KX_ALIGNED, 2, 2 },
	{ "has", KX_HAS, 2, 2 },
	{ "one_of", KX_ONE_OF, 2, -1 },
	{ "ignored", KX_IGNORED, 1, 1 },
	{ "depends", KX_MEMORY, 1, 1 },
};

/* A helper call at name(...); -2 when name is not one of ours. */
static int helper(struct px *p, size_t start)
{
	const char *name = p->s + start;
	size_t n = p->pos - start;
	int args[64], count;

	for (size_t h = 0; h < sizeof(helpers) / sizeof(helpers[0]); h++) {
		if (strlen(helpers[h].name) != n ||
		    memcmp(helpers[h].name, name, n))
			continue;
		if (!strcmp(helpers[h].name, "depends")) {
			size_t at;

			if (!eat(p, "(")) {
				expected(p, "'(' after depends");
				return -1;
			}
			at = (skip_space(p), p->pos);
			n = ident_len(p);
			if (!n) {
				fail_at(p, at, "depends() takes a name: CONFIG_* or a state");
				return -1;
			}
			p->pos += n;
			if (!eat(p, ")")) {
				expected(p, "')' after depends' name");
				return -1;
			}
			p->x->depends = true;
			p->x->depends_at = (uint16_t)at;
			/* as a struct field: known to nobody here */
			return node(p, KX_MEMORY, start, -1, -1, -1);
		}
		if (helpers[h].op == KX_IGNORED) {
			size_t at;
			int idx;

			if (!eat(p, "(")) {
				expected(p, "'(' after ignored");
				return -1;
			}
			at = (skip_space(p), p->pos);
			n = ident_len(p);
			idx = n ? param_index(p, p->s + at, n) : -1;
			if (idx < 0) {
				fail_at(p, at, "ignored() takes a parameter name");
				return -1;
			}
			p->pos += n;
			if (!eat(p, ")")) {
				expected(p, "')' after ignored's parameter");
				return -1;
			}
			p->x->params |= 1ULL << idx;
			return node(p, KX_IGNORED, start, -1, -1, idx);
		}
		count = helper_args(p, helpers[h].name, args, 64);
		if (p->err)
			return -1;
		if (count < helpers[h].min ||
		    (helpers[h].max >= 0 && count > helpers[h].max) || count > 64) {
			fail_at(p, start, "%s() takes %d%s argument%s, not %d",
				helpers[h].name, helpers[h].min,
				helpers[h].max < 0 ? " or more" : "",
				helpers[h].min == 1 ? "" : "s", count);
			return -1;
		}
		if (helpers[h].op == KX_ONE_OF) {
			for (int i = 1; i < count; i++) {
				if (!is_const(p, args[i])) {
					fail_at(p, p->x->nodes[args[i]].pos,
						"one_of() choices must be constants");
					return -1;
				}
				p->x->nodes[args[i - 1]].next = (int16_t)args[i];
			}
			return node(p, KX_ONE_OF, start, args[0], -1, count - 1);
		}
		if ((helpers[h].op == KX_ALIGNED || helpers[h].op == KX_HAS) &&
		    !is_const(p, args[1])) {
			fail_at(p, p->x->nodes[args[1]].pos,
				"%s()'s second argument must be a constant",
				helpers[h].name);
			return -1;
		}
		if (helpers[h].op == KX_ALIGNED && p->x->nodes[args[1]].k <= 0) {
			fail_at(p, p->x->nodes[args[1]].pos,
				"aligned() needs a positive alignment");
			return -1;
		}
		return node(p, helpers[h].op, start, args[0],
			    count > 1 ? args[1] : -1, 0);
	}
	return -2;
}

/* name(...) the language does not define: the C evaluator's, if constant. */
static int c_call(struct px *p, size_t start)
{
	size_t i;
	int depth = 0;
	int64_t v;
	char unknown[64];

	skip_space(p);
	for (i = p->pos; i < p->len; i++) {
		depth += p->s[i] == '(';
		depth -= p->s[i] == ')';
		if (!depth)
			break;
	}
	if (i >= p->len) {
		fail_at(p, p->pos, "expected ')' to close this '('");
		return -1;
	}
	if (kapi__cexpr_eval(p->s + start, i + 1 - start, &v, unknown,
			     sizeof(unknown))) {
		fail_at(p, start, "unknown function or constant '%.*s'",
			(int)(p->pos - start), p->s + start);
		p->err = -ENOENT;
		return -1;
	}
	p->pos = i + 1;
	return node(p, KX_CONST, start, -1, -1, v);
}

static int primary(struct px *p)
{
	size_t start, n;
	int idx, r;

	skip_space(p);
	start = p->pos;
	if (p->pos >= p->len) {
		expected(p, "a value");
		return -1;
	}
	if (eat(p, "(")) {
		r = expr(p, 0);
		if (!p->err && !eat(p, ")"))
			expected(p, "')'");
		return r;
	}
	if (isdigit((unsigned char)p->s[p->pos]))
		return number(p);
	n = ident_len(p);
	if (!n) {
		expected(p, "a value (a name, a number or '(')");
		return -1;
	}
	p->pos += n;
	if (peek(p, "(")) {
		r = helper(p, start);
		if (r != -2)
			return r;
		return c_call(p, start);
	}
	idx = param_index(p, p->s + start, n);
	if (idx >= 0) {
		/* param.field: memory behind a pointer */
		if (p->pos < p->len && p->s[p->pos] == '.') {
			p->pos++;
			n = ident_len(p);
			if (!n) {
				expected(p, "a field name after '.'");
				return -1;
			}
			while (n) {
				p->pos += n;
				if (p->pos >= p->len || p->s[p->pos] != '.')
					break;
				p->pos++;
				n = ident_len(p);
			}
			p->x->memory = true;
			return node(p, KX_MEMORY, start, -1, -1, idx);
		}
		p->x->params |= 1ULL << idx;
		return node(p, KX_PARAM, start, -1, -1, idx);
	}
	{
		uint64_t v;
		bool u;

		if (kapi__const_lookup(p->s + start, n, &v, &u))
			return node(p, KX_CONST, start, -1, -1, (int64_t)v);
	}
	if ((n == 4 && !memcmp(p->s + start, "true", 4)) ||
	    (n == 5 && !memcmp(p->s + start, "false", 5)))
		return node(p, KX_CONST, start, -1, -1, n == 4);
	fail_at(p, start, "unknown name '%.*s': not a parameter of %s nor a "
		"known constant", (int)n, p->s + start,
		p->spec && p->spec->name ? p->spec->name : "the spec");
	p->err = -ENOENT;
	return -1;
}

static int unary(struct px *p)
{
	size_t start;
	uint8_t op;
	int a;

	skip_space(p);
	start = p->pos;
	if (++p->depth > MAX_DEPTH) {
		fail_at(p, start, "nested too deeply");
		return -1;
	}
	if (peek(p, "->") || (!(peek(p, "!") && !peek(p, "!=")) &&
			      !peek(p, "~") && !peek(p, "-"))) {
		a = primary(p);
		p->depth--;
		return a;
	}
	op = eat(p, "!") ? KX_NOT : eat(p, "~") ? KX_BNOT :
	     (eat(p, "-"), KX_NEG);
	a = unary(p);
	p->depth--;
	if (p->err)
		return -1;
	if (is_const(p, a)) {
		int64_t *k = &p->x->nodes[a].k;

		*k = op == KX_NOT ? !*k : op == KX_BNOT ? ~*k :
		     (int64_t)(0 - (uint64_t)*k);
		return a;
	}
	return node(p, op, start, a, -1, 0);
}

static const struct {
	const char *op;
	int prec;
	uint8_t kx;
} binops[] = {
	/* longer spellings first: "->" before "-", "<<" before "<" */
	{ "->", 1, KX_IMPLIES }, { "||", 2, KX_LOR }, { "&&", 3, KX_LAND },
	{ "==", 7, KX_EQ }, { "!=", 7, KX_NE }, { "<=", 8, KX_LE },
	{ ">=", 8, KX_GE }, { "<<", 9, KX_SHL }, { ">>", 9, KX_SHR },
	{ "|", 4, KX_OR }, { "^", 5, KX_XOR }, { "&", 6, KX_AND },
	{ "<", 8, KX_LT }, { ">", 8, KX_GT }, { "+", 10, KX_ADD },
	{ "-", 10, KX_SUB }, { "*", 11, KX_MUL }, { "/", 11, KX_DIV },
	{ "%", 11, KX_MOD },
};

static int next_op(struct px *p)
{
	for (size_t i = 0; i < sizeof(binops) / sizeof(binops[0]); i++)
		if (peek(p, binops[i].op))
			return (int)i;
	return -1;
}

bool kapi__expr_fold(uint8_t op, int64_t a, int64_t b, int64_t *r)
{
	uint64_t ua = (uint64_t)a, ub = (uint64_t)b;

	switch (op) {
	case KX_OR: *r = a | b; break;
	case KX_AND: *r = a & b; break;
	case KX_XOR: *r = a ^ b; break;
	case KX_SHL: *r = ub < 64 ? (int64_t)(ua << ub) : 0; break;
	case KX_SHR: *r = ub < 64 ? (int64_t)(ua >> ub) : 0; break;
	case KX_ADD: *r = (int64_t)(ua + ub); break;
	case KX_SUB: *r = (int64_t)(ua - ub); break;
	case KX_MUL: *r = (int64_t)(ua * ub); break;
	case KX_DIV:
	case KX_MOD:
		if (!b || (b == -1 && a == INT64_MIN))
			return false;
		*r = op == KX_DIV ? a / b : a % b;
		break;
	case KX_EQ: *r = a == b; break;
	case KX_NE: *r = a != b; break;
	case KX_LT: *r = a < b; break;
	case KX_LE: *r = a <= b; break;
	case KX_GT: *r = a > b; break;
	case KX_GE: *r = a >= b; break;
	case KX_LAND: *r = a && b; break;
	case KX_LOR: *r = a || b; break;
	case KX_IMPLIES: *r = !a || b; break;
	default: return false;
	}
	return true;
}

static int expr(struct px *p, int min_prec)
{
	int lhs = unary(p), i;

	while (!p->err && (i = next_op(p)) >= 0 && binops[i].prec >= min_prec) {
		size_t at = p->pos;
		/* "->" groups to the right: a -> b -> c is a -> (b -> c) */
		int right = binops[i].kx == KX_IMPLIES ? binops[i].prec
						       : binops[i].prec + 1;
		int rhs;
		int64_t v;

		p->pos += strlen(binops[i].op);
		skip_space(p);
		if (p->pos >= p->len) {
			char what[48];

			snprintf(what, sizeof(what), "a value after '%s'",
				 binops[i].op);
			expected(p, what);
			return -1;
		}
		rhs = expr(p, right);
		if (p->err)
			return -1;
		if (is_const(p, lhs) && is_const(p, rhs) &&
		    kapi__expr_fold(binops[i].kx, p->x->nodes[lhs].k,
				    p->x->nodes[rhs].k, &v)) {
			p->x->nodes[lhs].k = v;
			if (rhs == p->x->count - 1)
				p->x->count--;	/* folded away */
			continue;
		}
		lhs = node(p, binops[i].kx, at, lhs, rhs, 0);
	}
	return lhs;
}

int kapi__expr_parse(const char *text, const struct kernel_api_spec *spec,
		     struct kapi__expr *out, char *err, size_t err_len)
{
	struct px p = { .s = text, .len = text ? strlen(text) : 0,
			.spec = spec, .x = out, .msg = err, .msg_len = err_len };
	int root;

	memset(out, 0, sizeof(*out));
	out->text = text;
	if (err && err_len)
		err[0] = '\0';
	if (!text) {
		fail_at(&p, 0, "no expression");
		return p.err;
	}
	if (p.len > UINT16_MAX) {
		fail_at(&p, 0, "expression longer than %u bytes", UINT16_MAX);
		return p.err;
	}
	root = expr(&p, 0);
	if (!p.err) {
		skip_space(&p);
		if (p.pos < p.len)
			expected(&p, "an operator or the end");
	}
	if (p.err) {
		int e = p.err;

		kapi__expr_free(out);
		out->text = text;
		return e;
	}
	out->root = (uint16_t)root;
	return 0;
}

/*
 * "uattr->sched_policy": an arrow between two names with no space around
 * it.  The language's own "->" (implies) stands between expressions.
 */
static bool member_access(const char *text)
{
	for (const char *p = strstr(text, "->"); p; p = strstr(p + 2, "->"))
		if (p > text && (isalnum((unsigned char)p[-1]) || p[-1] == '_') &&
		    (isalpha((unsigned char)p[2]) || p[2] == '_'))
			return true;
	return false;
}

bool kapi__expr_kernel_side(const char *text,
			    const struct kernel_api_spec *spec)
{
	struct kapi__expr x;
	int err;

	if (!text)
		return false;
	/* statements and member access through pointers: kernel C */
	if (strchr(text, ';') || strstr(text, "=>") || member_access(text))
		return true;
	err = kapi__expr_parse(text, spec, &x, NULL, 0);
	kapi__expr_free(&x);
	return err == -ENOENT;
}

void kapi__expr_free(struct kapi__expr *x)
{
	free(x->nodes);
	memset(x, 0, sizeof(*x));
}

/* the parameters of a conjunction of ignored(); 0 if i is anything else */
static uint64_t ignored_conjunction(const struct kapi__expr *x, int i)
{
	const struct kapi__expr_node *n;
	uint64_t a, b;

	if (i < 0 || i >= x->count)
		return 0;
	n = &x->nodes[i];
	if (n->op == KX_IGNORED)
		return n->k >= 0 && n->k < 64 ? 1ULL << n->k : 0;
	if (n->op != KX_LAND)
		return 0;
	a = ignored_conjunction(x, n->a);
	b = ignored_conjunction(x, n->b);
	return a && b ? a | b : 0;
}

uint64_t kapi__expr_ignored_params(const struct kapi__expr *x)
{
	const struct kapi__expr_node *top;

	if (!x || !x->count || x->memory || x->depends)
		return 0;
	top = &x->nodes[x->root];
	if (top->op != KX_IMPLIES)
		return 0;
	return ignored_conjunction(x, top->b);
}

int kapi__expr_depends_len(const struct kapi__expr *x)
{
	int n = 0;

	if (!x->depends)
		return 0;
	while (x->text[x->depends_at + n] == '_' ||
	       (x->text[x->depends_at + n] >= '0' && x->text[x->depends_at + n] <= '9') ||
	       ((x->text[x->depends_at + n] | 0x20) >= 'a' &&
		(x->text[x->depends_at + n] | 0x20) <= 'z'))
		n++;
	return n;
}

// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * A C constant-expression evaluator for spec blocks: integer literals,
 * character constants, names from the constant table, the usual unary and
 * binary operators, ?:, casts to integer types and the kernel's BIT(),
 * GENMASK() and _IO*() helpers.  Arithmetic is 64-bit and tracks
 * signedness, so ULONG_MAX >> 2 shifts logically and -1 >> 1 does not.
 */
#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>

#include <kapi/kapi.h>

#include "load/c/cexpr.h"

#define MAX_DEPTH 128

struct kapi_const_entry {
	const char *name;
	unsigned long long value;
	int is_unsigned;
};

/* build/gen/consts.c, generated from the headers by scripts/gen-consts.sh */
extern const struct kapi_const_entry kapi__consts[];
extern const unsigned long kapi__consts_count;

bool kapi__const_lookup(const char *name, size_t len, uint64_t *value,
			bool *is_unsigned)
{
	size_t lo = 0, hi = kapi__consts_count;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		const char *m = kapi__consts[mid].name;
		int c = strncmp(name, m, len);

		if (!c && m[len])
			c = -1;
		if (!c) {
			*value = kapi__consts[mid].value;
			*is_unsigned = kapi__consts[mid].is_unsigned;
			return true;
		}
		if (c < 0)
			hi = mid;
		else
			lo = mid + 1;
	}
	return false;
}

struct kapi_const_part {
	const char *whole;
	const char *part;
};

/* build/gen/consts.c too: sorted by whole, the parts in the header's order */
extern const struct kapi_const_part kapi__const_parts[];
extern const unsigned long kapi__const_parts_count;

size_t kapi__const_parts_of(const char *name, const char **parts, size_t max)
{
	size_t lo = 0, hi = kapi__const_parts_count, n = 0;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (strcmp(kapi__const_parts[mid].whole, name) < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	for (; lo < kapi__const_parts_count &&
	       !strcmp(kapi__const_parts[lo].whole, name); lo++)
		if (n < max)
			parts[n++] = kapi__const_parts[lo].part;
	return n;
}

int kapi_const__value(const char *name, int64_t *value)
{
	uint64_t v;
	bool u;

	if (!name || !kapi__const_lookup(name, strlen(name), &v, &u))
		return -ENOENT;
	*value = (int64_t)v;
	return 0;
}

struct val {
	uint64_t v;
	bool u;		/* unsigned */
};

struct ev {
	const char *s;
	size_t len, pos;
	int depth;
	int err;
	char *unknown;
	size_t unknown_size;
	kapi_cexpr_resolve_fn resolve;
	void *ctx;
	int nesting;		/* defines expanding defines */
	bool own_only;		/* names from resolve alone, not the table */
};

static void skip_space(struct ev *e)
{
	while (e->pos < e->len) {
		char c = e->s[e->pos];

		if (isspace((unsigned char)c) || c == '\\') {
			e->pos++;
		} else if (c == '/' && e->pos + 1 < e->len &&
			   e->s[e->pos + 1] == '*') {
			const char *end = memmem(e->s + e->pos + 2,
						 e->len - e->pos - 2, "*/", 2);

			e->pos = end ? (size_t)(end - e->s) + 2 : e->len;
		} else if (c == '/' && e->pos + 1 < e->len &&
			   e->s[e->pos + 1] == '/') {
			while (e->pos < e->len && e->s[e->pos] != '\n')
				e->pos++;
		} else {
			break;
		}
	}
}

static bool peek(struct ev *e, const char *op)
{
	size_t n = strlen(op);

	skip_space(e);
	return e->len - e->pos >= n && !memcmp(e->s + e->pos, op, n);
}

static bool eat(struct ev *e, const char *op)
{
	if (!peek(e, op))
		return false;
	e->pos += strlen(op);
	return true;
}

static void fail(struct ev *e, int err)
{
	if (!e->err)
		e->err = err;
}

static bool is_ident_char(char c)
{
	return isalnum((unsigned char)c) || c == '_';
}

static size_t ident_len(struct ev *e)
{
	size_t n = 0;

	skip_space(e);
	if (e->pos < e->len && (isalpha((unsigned char)e->s[e->pos]) ||
				e->s[e->pos] == '_'))
		while (e->pos + n < e->len && is_ident_char(e->s[e->pos + n]))
			n++;
	return n;
}

static struct val ternary(struct ev *e);

static struct val number(struct ev *e)
{
	struct val r = { 0, false };
	const char *p = e->s + e->pos, *end = e->s + e->len;
	unsigned base = 10;

	if (end - p > 2 && p[0] == '0' && (p[1] == 'x' || p[1] == 'X')) {
		base = 16;
		p += 2;
	} else if (end - p > 2 && p[0] == '0' && (p[1] == 'b' || p[1] == 'B')) {
		base = 2;
		p += 2;
	} else if (end - p > 1 && p[0] == '0') {
		base = 8;
	}
	for (; p < end; p++) {
		unsigned d;

		if (isdigit((unsigned char)*p))
			d = (unsigned)(*p - '0');
		else if (isxdigit((unsigned char)*p) && base == 16)
			d = (unsigned)(tolower((unsigned char)*p) - 'a' + 10);
		else
			break;
		if (d >= base) {
			fail(e, -EINVAL);
			break;
		}
		r.v = r.v * base + d;
	}
	/* suffixes: u makes it unsigned, l/ll only widen */
	for (; p < end && strchr("uUlL", *p); p++)
		if (*p == 'u' || *p == 'U')
			r.u = true;
	if (base != 10 && r.v > INT64_MAX)
		r.u = true;
	if (p < end && is_ident_char(*p))
		fail(e, -EINVAL);
	e->pos = (size_t)(p - e->s);
	return r;
}

static struct val char_const(struct ev *e)
{
	struct val r = { 0, false };
	const char *p = e->s + e->pos + 1, *end = e->s + e->len;

	if (p < end && *p == '\\' && p + 1 < end) {
		static const char esc[] = "n\nt\tr\r0\0\\\\''\"\"a\ab\bf\fv\v";
		const char *hit;

		p++;
		if (*p == 'x') {
			for (p++; p < end && isxdigit((unsigned char)*p); p++)
				r.v = r.v * 16 + (unsigned)(isdigit((unsigned char)*p)
					? *p - '0' : tolower((unsigned char)*p) - 'a' + 10);
		} else if (*p >= '0' && *p <= '7') {
			for (int i = 0; i < 3 && p < end && *p >= '0' && *p <= '7';
			     i++, p++)
				r.v = r.v * 8 + (unsigned)(*p - '0');
		} else if ((hit = memchr(esc, *p, sizeof(esc) - 1)) &&
			   (hit - esc) % 2 == 0) {
			r.v = (unsigned char)hit[1];
			p++;
		} else {
			r.v = (unsigned char)*p++;
		}
	} else if (p < end) {
		r.v = (unsigned char)*p++;
	}
	if (p >= end || *p != '\'')
		fail(e, -EINVAL);
	else
		p++;
	e->pos = (size_t)(p - e->s);
	return r;
}

/* Integer type names a cast may use: bytes, and whether signed. */
static const struct {
	const char *name;
	int size;
	bool is_signed;
} types[] = {
	{ "u8", 1, false }, { "u16", 2, false }, { "u32", 4, false },
	{ "u64", 8, false }, { "s8", 1, true }, { "s16", 2, true },
	{ "s32", 4, true }, { "s64", 8, true }, { "__u8", 1, false },
	{ "__u16", 2, false }, { "__u32", 4, false }, { "__u64", 8, false },
	{ "__s8", 1, true }, { "__s16", 2, true }, { "__s32", 4, true },
	{ "__s64", 8, true }, { "size_t", 8, false }, { "ssize_t", 8, true },
	{ "loff_t", 8, true }, { "umode_t", 2, false }, { "pid_t", 4, true },
	{ "uint8_t", 1, false }, { "uint16_t", 2, false },
	{ "uint32_t", 4, false }, { "uint64_t", 8, false },
	{ "int8_t", 1, true }, { "int16_t", 2, true }, { "int32_t", 4, true },
	{ "int64_t", 8, true }, { "bool", 1, false }, { "gfp_t", 4, false },
	{ "__aligned_u64", 8, false }, { "__le32", 4, false },
	{ "__le64", 8, false }, { "__be32", 4, false },
	/* kernel typedefs of a fixed size on x86-64 (sizeof(sigset_t)) */
	{ "sigset_t", 8, false }, { "kernel_sigset_t", 8, false },
	{ "aio_context_t", 8, false }, { "key_serial_t", 4, true },
	{ "uid_t", 4, false }, { "gid_t", 4, false }, { "off_t", 8, true },
	{ "time64_t", 8, true }, { "clockid_t", 4, true },
	{ "timer_t", 4, true }, { "qid_t", 4, false }, { "rwf_t", 4, false },
	{ "__kernel_ulong_t", 8, false }, { "__kernel_long_t", 8, true },
	{ "binder_size_t", 8, false }, { "binder_uintptr_t", 8, false },
	{ "compat_uptr_t", 4, false }, { "dev_t", 4, false },
	{ "fmode_t", 4, false }, { "slab_flags_t", 4, false },
};

static int type_word(const char *s, size_t n, bool *is_signed)
{
	for (size_t i = 0; i < sizeof(types) / sizeof(types[0]); i++)
		if (strlen(types[i].name) == n && !memcmp(types[i].name, s, n)) {
			*is_signed = types[i].is_signed;
			return types[i].size;
		}
	return 0;
}

/*
 * A list of type words: returns the type's size in bytes, 0 if there is
 * none.  A typedef such as u32 fixes size and sign; otherwise "short",
 * "char" and "long" set the width and "unsigned" the sign, as in C.
 */
static int type_words(struct ev *e, bool *is_signed)
{
	int size = 0, width = 4, words = 0;
	bool sign = true, typedef_seen = false;

	for (size_t n; (n = ident_len(e)); e->pos += n) {
		const char *w = e->s + e->pos;
		bool s;
		int sz;

#define W(lit) (n == sizeof(lit) - 1 && !memcmp(w, lit, n))
		if (W("const") || W("volatile") || W("int") || W("signed"))
			;
		else if (W("unsigned"))
			sign = false;
		else if (W("long"))
			width = 8;
		else if (W("short"))
			width = 2;
		else if (W("char"))
			width = 1;
		else if ((sz = type_word(w, n, &s))) {
			size = sz;
			sign = s;
			typedef_seen = true;
		} else {
			break;
		}
#undef W
		words++;
	}
	*is_signed = sign;
	return !words ? 0 : typedef_seen ? size : width;
}

/* At "(": consumes "(type)" and returns its size, or 0 if it is not a cast. */
static int try_cast(struct ev *e, bool *is_signed)
{
	size_t save = e->pos;
	int size;

	e->pos++;
	size = type_words(e, is_signed);
	if (size && eat(e, ")"))
		return size;
	e->pos = save;
	return 0;
}

static struct val convert(struct val v, int size, bool is_signed)
{
	if (size < 8) {
		uint64_t mask = (1ULL << (size * 8)) - 1;

		v.v &= mask;
		if (is_signed && (v.v >> (size * 8 - 1)) & 1)
			v.v |= ~mask;
	}
	/* narrower unsigned types promote to int */
	v.u = !is_signed && size >= 4;
	return v;
}

/* Arguments of a helper macro: up to max comma-separated expressions. */
static int args(struct ev *e, struct val *out, int max)
{
	int n = 0;

	if (!eat(e, "(")) {
		fail(e, -EINVAL);
		return 0;
	}
	if (eat(e, ")"))
		return 0;
	do {
		struct val v = ternary(e);

		if (n < max)
			out[n] = v;
		n++;
	} while (!e->err && eat(e, ","));
	if (!eat(e, ")"))
		fail(e, -EINVAL);
	return n;
}

/* sizeof of a type name, for _IOR(type, nr, u32) and sizeof(long). */
static uint64_t size_arg(struct ev *e, bool *ok)
{
	bool s;
	int sz = type_words(e, &s);

	*ok = sz > 0;
	return (uint64_t)sz;
}

static struct val ioc(struct ev *e, uint64_t dir)
{
	struct val r = { 0, true }, a[2];
	bool ok = true;
	uint64_t size = 0;

	if (!eat(e, "(")) {
		fail(e, -EINVAL);
		return r;
	}
	a[0] = ternary(e);
	if (!eat(e, ","))
		fail(e, -EINVAL);
	a[1] = ternary(e);
	if (dir) {
		if (!eat(e, ","))
			fail(e, -EINVAL);
		size = size_arg(e, &ok);
		if (!ok)
			fail(e, -ENOENT);
	}
	if (!eat(e, ")"))
		fail(e, -EINVAL);
	r.v = (dir << 30) | ((size & 0x3fff) << 16) | ((a[0].v & 0xff) << 8) |
	      (a[1].v & 0xff);
	return r;
}

static struct val helper(struct ev *e, const char *name, size_t n, bool *found)
{
	struct val r = { 0, false }, a[2] = { { 0, false }, { 0, false } };

	*found = true;
#define IS(s) (n == sizeof(s) - 1 && !memcmp(name, s, n))
	if (IS("BIT") || IS("BIT_ULL") || IS("_BITUL") || IS("_BITULL")) {
		args(e, a, 1);
		r.u = true;
		r.v = a[0].v < 64 ? 1ULL << a[0].v : 0;
	} else if (IS("GENMASK") || IS("GENMASK_ULL")) {
		args(e, a, 2);
		r.u = true;
		if (a[0].v < 64 && a[1].v <= a[0].v)
			r.v = (~0ULL >> (63 - a[0].v)) & (~0ULL << a[1].v);
	} else if (IS("_IO")) {
		r = ioc(e, 0);
	} else if (IS("_IOW")) {
		r = ioc(e, 1);
	} else if (IS("_IOR")) {
		r = ioc(e, 2);
	} else if (IS("_IOWR")) {
		r = ioc(e, 3);
	} else {
		*found = false;
	}
#undef IS
	return r;
}

/* A name the caller defines: evaluate its text in a nested evaluator. */
static bool resolved(struct ev *e, const char *name, size_t n, struct val *r)
{
	const char *text;
	size_t len;
	struct ev sub;

	if (!e->resolve || e->nesting >= 16 ||
	    !e->resolve(e->ctx, name, n, &text, &len))
		return false;
	sub = *e;
	sub.s = text;
	sub.len = len;
	sub.pos = 0;
	sub.depth = 0;
	sub.err = 0;
	sub.nesting = e->nesting + 1;
	*r = ternary(&sub);
	skip_space(&sub);
	if (!sub.err && sub.pos < sub.len)
		sub.err = -EINVAL;
	if (sub.err)
		fail(e, sub.err);
	return true;
}

static bool is_layout_word(const char *s, size_t n)
{
	return (n == 6 && !memcmp(s, "sizeof", 6)) ||
	       (n == 8 && !memcmp(s, "offsetof", 8)) ||
	       (n == 11 && !memcmp(s, "__alignof__", 11)) ||
	       (n == 8 && !memcmp(s, "_Alignof", 8)) ||
	       (n == 7 && !memcmp(s, "alignof", 7));
}

/*
 * sizeof(T), __alignof__(T) and offsetof(T, m): basic types by rule, structs
 * from the table, whose keys are spelled "offsetof(struct x, m)".
 */
static bool layout(struct ev *e, const char *name, size_t n, struct val *r)
{
	char key[256];
	size_t k, start, end;
	bool offset = name[0] == 'o', align = !offset && name[0] != 's';
	bool is_signed, u;
	int size;

	(void)n;
	skip_space(e);
	e->pos++;	/* "(" */
	start = e->pos;
	if (!offset && (size = type_words(e, &is_signed)) && eat(e, ")")) {
		/* the alignment of a basic type is its size on x86-64 */
		r->v = (uint64_t)size;
		r->u = true;
		return true;
	}
	e->pos = start;
	for (int depth = 1; e->pos < e->len; e->pos++) {
		char c = e->s[e->pos];

		depth += c == '(';
		depth -= c == ')';
		if (!depth)
			break;
	}
	if (e->pos >= e->len)
		return false;
	end = e->pos++;
	k = (size_t)snprintf(key, sizeof(key), "%s(",
			     offset ? "offsetof" : align ? "__alignof__" : "sizeof");
	/* one space between words, none around "(" and ")", ", " after "," */
	for (size_t i = start; i < end && k + 3 < sizeof(key); i++) {
		char c = e->s[i];

		if (isspace((unsigned char)c) || c == '\\') {
			if (k && key[k - 1] != '(' && key[k - 1] != ' ')
				key[k++] = ' ';
			continue;
		}
		if (c == ',' || c == ')') {
			while (k && key[k - 1] == ' ')
				k--;
		}
		key[k++] = c;
		if (c == ',')
			key[k++] = ' ';
	}
	while (k && key[k - 1] == ' ')
		k--;
	if (k + 2 > sizeof(key))
		return false;
	key[k++] = ')';
	key[k] = '\0';
	if (e->own_only || !kapi__const_lookup(key, k, &r->v, &u))
		return false;
	r->u = true;
	return true;
}

static struct val unary(struct ev *e);

static struct val primary(struct ev *e)
{
	struct val r = { 0, false };
	size_t n;

	skip_space(e);
	if (e->pos >= e->len) {
		fail(e, -EINVAL);
		return r;
	}
	if (e->s[e->pos] == '(') {
		bool is_signed;
		int size = try_cast(e, &is_signed);

		if (size)
			return convert(unary(e), size, is_signed);
		e->pos++;
		r = ternary(e);
		if (!eat(e, ")"))
			fail(e, -EINVAL);
		return r;
	}
	if (isdigit((unsigned char)e->s[e->pos]))
		return number(e);
	if (e->s[e->pos] == '\'')
		return char_const(e);
	n = ident_len(e);
	if (n) {
		const char *name = e->s + e->pos;
		bool found, u;

		e->pos += n;
		if (is_layout_word(name, n) && peek(e, "(")) {
			if (layout(e, name, n, &r))
				return r;
			goto unknown;
		}
		if (peek(e, "(")) {
			r = helper(e, name, n, &found);
			if (found)
				return r;
		}
		if ((n == 4 && !memcmp(name, "true", 4)) ||
		    (n == 5 && !memcmp(name, "false", 5))) {
			r.v = n == 4;
			return r;
		}
		if (!e->own_only && kapi__const_lookup(name, n, &r.v, &u)) {
			r.u = u;
			return r;
		}
		if (resolved(e, name, n, &r))
			return r;
unknown:
		if (!e->err && e->unknown) {
			size_t m = n < e->unknown_size - 1 ? n : e->unknown_size - 1;

			memcpy(e->unknown, name, m);
			e->unknown[m] = '\0';
		}
		fail(e, -ENOENT);
		return r;
	}
	fail(e, -EINVAL);
	return r;
}

static struct val unary(struct ev *e)
{
	struct val r;

	if (++e->depth > MAX_DEPTH) {
		fail(e, -EINVAL);
		e->pos = e->len;
		r = (struct val){ 0, false };
	} else if (eat(e, "-")) {
		r = unary(e);
		r.v = -r.v;
	} else if (eat(e, "+")) {
		r = unary(e);
	} else if (eat(e, "~")) {
		r = unary(e);
		r.v = ~r.v;
	} else if (eat(e, "!")) {
		r = unary(e);
		r.v = !r.v;
		r.u = false;
	} else {
		r = primary(e);
	}
	e->depth--;
	return r;
}

static const struct {
	const char *op;
	int prec;
} binops[] = {
	/* longer spellings first so "<<" is not read as "<" */
	{ "||", 1 }, { "&&", 2 }, { "==", 6 }, { "!=", 6 }, { "<=", 7 },
	{ ">=", 7 }, { "<<", 8 }, { ">>", 8 }, { "|", 3 }, { "^", 4 },
	{ "&", 5 }, { "<", 7 }, { ">", 7 }, { "+", 9 }, { "-", 9 },
	{ "*", 10 }, { "/", 10 }, { "%", 10 },
};

static int next_op(struct ev *e)
{
	for (size_t i = 0; i < sizeof(binops) / sizeof(binops[0]); i++)
		if (peek(e, binops[i].op))
			return (int)i;
	return -1;
}

static bool less(struct val a, struct val b, bool u)
{
	return u ? a.v < b.v : (int64_t)a.v < (int64_t)b.v;
}

static struct val apply(struct ev *e, const char *op, struct val a,
			struct val b)
{
	struct val r = { 0, a.u || b.u };
	bool u = r.u;

	switch (op[0]) {
	case '|': r.v = op[1] ? (a.v || b.v) : (a.v | b.v); break;
	case '&': r.v = op[1] ? (a.v && b.v) : (a.v & b.v); break;
	case '^': r.v = a.v ^ b.v; break;
	case '+': r.v = a.v + b.v; break;
	case '-': r.v = a.v - b.v; break;
	case '*': r.v = a.v * b.v; break;
	case '=': r.v = a.v == b.v; break;
	case '!': r.v = a.v != b.v; break;
	case '/':
	case '%':
		if (!b.v || (!u && (int64_t)b.v == -1 && a.v == (1ULL << 63))) {
			fail(e, -EINVAL);
			break;
		}
		if (u)
			r.v = op[0] == '/' ? a.v / b.v : a.v % b.v;
		else
			r.v = (uint64_t)(op[0] == '/' ?
				(int64_t)a.v / (int64_t)b.v :
				(int64_t)a.v % (int64_t)b.v);
		break;
	case '<':
		if (op[1] == '<') {
			r.u = a.u;
			r.v = b.v < 64 ? a.v << b.v : 0;
		} else {
			r.v = op[1] ? !less(b, a, u) : less(a, b, u);
		}
		break;
	case '>':
		if (op[1] == '>') {
			r.u = a.u;
			if (b.v >= 64)
				r.v = a.u || !((int64_t)a.v < 0) ? 0 : ~0ULL;
			else
				r.v = a.u ? a.v >> b.v
					  : (uint64_t)((int64_t)a.v >> b.v);
		} else {
			r.v = op[1] ? !less(a, b, u) : less(b, a, u);
		}
		break;
	}
	if (strchr("=!<>", op[0]) && op[0] != op[1])
		r.u = false;
	if ((op[0] == '|' || op[0] == '&') && op[1])
		r.u = false;
	return r;
}

static struct val binary(struct ev *e, int min_prec)
{
	struct val lhs = unary(e);
	int i;

	while (!e->err && (i = next_op(e)) >= 0 && binops[i].prec >= min_prec) {
		/* "a & b" but not "a && b" at the & level, and so on */
		e->pos += strlen(binops[i].op);
		lhs = apply(e, binops[i].op, lhs, binary(e, binops[i].prec + 1));
	}
	return lhs;
}

static struct val ternary(struct ev *e)
{
	struct val c, a, b;

	if (++e->depth > MAX_DEPTH) {
		fail(e, -EINVAL);
		e->pos = e->len;
		return (struct val){ 0, false };
	}
	c = binary(e, 1);
	if (eat(e, "?")) {
		a = ternary(e);
		if (!eat(e, ":"))
			fail(e, -EINVAL);
		b = ternary(e);
		c = c.v ? a : b;
	}
	e->depth--;
	return c;
}

int kapi__cexpr_eval(const char *s, size_t len, int64_t *out,
		     char *unknown, size_t unknown_size)
{
	return kapi__cexpr_eval_with(s, len, out, unknown, unknown_size,
				     NULL, NULL);
}

static int eval(const char *s, size_t len, int64_t *out, char *unknown,
		size_t unknown_size, kapi_cexpr_resolve_fn resolve, void *ctx,
		bool own_only)
{
	struct ev e = { .s = s, .len = len, .unknown = unknown,
			.unknown_size = unknown_size, .resolve = resolve,
			.ctx = ctx, .own_only = own_only };
	struct val v;

	if (unknown && unknown_size)
		unknown[0] = '\0';
	else
		e.unknown = NULL;
	v = ternary(&e);
	skip_space(&e);
	if (!e.err && e.pos < e.len)
		e.err = -EINVAL;
	if (e.err)
		return e.err;
	*out = (int64_t)v.v;
	return 0;
}

int kapi__cexpr_eval_with(const char *s, size_t len, int64_t *out,
			  char *unknown, size_t unknown_size,
			  kapi_cexpr_resolve_fn resolve, void *ctx)
{
	return eval(s, len, out, unknown, unknown_size, resolve, ctx, false);
}

int kapi__cexpr_eval_own(const char *s, size_t len, int64_t *out,
			 char *unknown, size_t unknown_size,
			 kapi_cexpr_resolve_fn resolve, void *ctx)
{
	return eval(s, len, out, unknown, unknown_size, resolve, ctx, true);
}

// SPDX-License-Identifier: GPL-2.0
/*
 * Argument values as names.  A spec's mask or enum expression names the
 * constants the user wrote ("MCL_CURRENT | MCL_FUTURE"); a composite name
 * in it (MPOL_MODE_FLAGS, the corpus's KAPI_UMOUNT_FLAGS) is opened into
 * the names it ORs together, and a composite whose parts overlap
 * (mbind's MPOL_DEFAULT .. MPOL_WEIGHTED_INTERLEAVE in bits 0-2) is a
 * field holding one of them, not a set of flags.
 */
#include <ctype.h>
#include <inttypes.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arg_text.h"
#include "load/c/cexpr.h"
#include "model/model.h"

#define MAX_NAMES	64
#define MAX_PARTS	32

struct named_consts {
	char text[512];
	const char *name[MAX_NAMES];
	int64_t value[MAX_NAMES];
	uint64_t field_of[MAX_NAMES];	/* the field a value sits in; 0: a flag */
	int count;
	char prefix[64];
	uint64_t field;	/* bits a literal number gives: values, not flags */
};

/* A spec helper's KAPI_X stands for X (a name older headers lack); the user knows X. */
static const char *shown(const char *name)
{
	return strncmp(name, "KAPI_", 5) ? name : name + 5;
}

static void add_name(struct named_consts *nc, const char *name, int64_t v,
		     uint64_t field)
{
	const char *s = shown(name);

	if (nc->count >= MAX_NAMES)
		return;
	for (int i = 0; i < nc->count; i++)
		if (!strcmp(nc->name[i], s))
			return;	/* O_CREAT | O_DIRECTORY | O_TMPFILE's parts */
	nc->name[nc->count] = s;
	nc->value[nc->count] = v;
	nc->field_of[nc->count++] = field;
}

/* Parts whose values share bits, or include 0, are one field's values. */
static uint64_t field_of_parts(const int64_t *v, size_t n)
{
	uint64_t seen = 0, field = 0;
	bool overlap = false;

	for (size_t i = 0; i < n; i++) {
		uint64_t u = (uint64_t)v[i];

		if (!u || (seen & u))
			overlap = true;
		seen |= u;
		field |= u;
	}
	return overlap ? field : 0;
}

static void add_const(struct named_consts *nc, const char *name, int64_t v,
		      int depth)
{
	const char *parts[MAX_PARTS];
	int64_t pv[MAX_PARTS];
	size_t n = depth < 4 ? kapi__const_parts_of(name, parts, MAX_PARTS) : 0;
	uint64_t field;

	/* a part we cannot value, or an internal one (O_TMPFILE is
	 * __O_TMPFILE | O_DIRECTORY): the whole is what the user writes */
	for (size_t i = 0; i < n; i++)
		if (parts[i][0] == '_' || kapi_const__value(parts[i], &pv[i]))
			n = 0;
	if (n < 2) {
		add_name(nc, name, v, 0);
		return;
	}
	field = field_of_parts(pv, n);
	for (size_t i = 0; i < n; i++) {
		if (field)
			add_name(nc, parts[i], pv[i], field);
		else
			add_const(nc, parts[i], pv[i], depth + 1);
	}
}

/*
 * What stands in PREFIX_??? for a value no name covers: the names' common
 * prefix up to an underscore (MPOL_MF_ for mbind's flags), else the first
 * name's first word (MNT_ for MNT_FORCE .. UMOUNT_NOFOLLOW).
 */
static void set_prefix(struct named_consts *nc)
{
	size_t len, cut = 0;
	const char *us;

	nc->prefix[0] = '\0';
	if (!nc->count)
		return;
	len = strlen(nc->name[0]);
	for (int i = 1; i < nc->count; i++) {
		size_t k = 0;

		while (k < len && nc->name[i][k] == nc->name[0][k])
			k++;
		len = k;
	}
	for (size_t k = 0; k < len; k++)
		if (nc->name[0][k] == '_')
			cut = k + 1;
	if (!cut && (us = strchr(nc->name[0], '_')))
		cut = (size_t)(us - nc->name[0]) + 1;
	if (cut && cut < sizeof(nc->prefix))
		snprintf(nc->prefix, sizeof(nc->prefix), "%.*s", (int)cut,
			 nc->name[0]);
}

static int named_consts(const char *expr, struct named_consts *nc)
{
	char *tok, *save;

	nc->count = 0;
	nc->prefix[0] = '\0';
	nc->field = 0;
	if (!expr || !strchr(expr, '_'))
		return 0;
	snprintf(nc->text, sizeof(nc->text), "%s", expr);
	for (tok = strtok_r(nc->text, " |(){},[]", &save); tok;
	     tok = strtok_r(NULL, " |(){},[]", &save)) {
		int64_t v;

		if (isdigit((unsigned char)*tok)) {
			/* a literal in a mask: a field of values without names */
			nc->field |= strtoull(tok, NULL, 0);
			continue;
		}
		if (!kapi_const__value(tok, &v))
			add_const(nc, tok, v, 0);
	}
	set_prefix(nc);
	return nc->count;
}

static size_t append(char *buf, size_t size, size_t o, const char *name,
		     const char *suffix)
{
	if (o < size)
		o += (size_t)snprintf(buf + o, size - o, "%s%s%s",
				      o ? "|" : "", name, suffix);
	return o;
}

/* The value in each named field, as its name. */
static size_t field_names(const struct named_consts *nc, uint64_t v,
			  char *buf, size_t size, uint64_t *known)
{
	size_t o = 0;

	for (int i = 0; i < nc->count; i++) {
		uint64_t f = nc->field_of[i];
		const char *hit = NULL;
		bool first = true;

		for (int j = 0; j < i; j++)
			if (nc->field_of[j] == f)
				first = false;
		if (!f || !first)
			continue;
		*known |= f;
		for (int j = i; j < nc->count; j++)
			if (nc->field_of[j] == f &&
			    (uint64_t)nc->value[j] == (v & f))
				hit = nc->name[j];
		o = hit ? append(buf, size, o, hit, "") :
			  append(buf, size, o, nc->prefix, "???");
	}
	return o;
}

/* A flags value as its fields' and bits' names, unknown bits as PREFIX_???. */
static void flag_names(const struct kapi_param_spec *p, uint64_t v, char *buf,
		       size_t size)
{
	struct named_consts nc;
	uint64_t known = 0;
	size_t o;

	buf[0] = '\0';
	named_consts(p->constraint_expr, &nc);
	o = field_names(&nc, v, buf, size, &known);
	for (int i = 0; i < nc.count; i++) {
		uint64_t bit = (uint64_t)nc.value[i];

		if (nc.field_of[i])
			continue;
		known |= bit;
		if (bit && (v & bit) == bit)
			o = append(buf, size, o, nc.name[i], "");
	}
	known |= nc.field;
	if (nc.count && (v & ~known))
		append(buf, size, o, nc.prefix, "???");
}

/* An enum value as its name, or PREFIX_??? when the spec lists no such value. */
static void enum_name(const struct kapi_param_spec *p, int64_t v, char *buf,
		      size_t size)
{
	struct named_consts nc;

	buf[0] = '\0';
	named_consts(p->constraint_expr, &nc);
	for (int i = 0; i < nc.count; i++) {
		if (nc.value[i] == v) {
			snprintf(buf, size, "%s", nc.name[i]);
			return;
		}
	}
	if (nc.prefix[0])
		snprintf(buf, size, "%s???", nc.prefix);
}

void kapi_arg_text(const struct kapi_param_spec *p, uint64_t raw, char *buf,
		   size_t size)
{
	int64_t v = kapi_param__normalize(p, raw);
	char names[160];

	switch (p->type) {
	case KAPI_TYPE_PTR:
	case KAPI_TYPE_USER_PTR:
	case KAPI_TYPE_PATH:
	case KAPI_TYPE_STRING:
	case KAPI_TYPE_FUNC_PTR:
		if (v)
			snprintf(buf, size, "%#" PRIx64, (uint64_t)v);
		else
			snprintf(buf, size, "NULL");
		return;
	case KAPI_TYPE_FD:
		/* close(-1), not close(4294967295), whatever the C type */
		snprintf(buf, size, "%d", (int)(int32_t)v);
		return;
	default:
		break;
	}
	if (p->constraint_type == KAPI_CONSTRAINT_MASK) {
		flag_names(p, (uint64_t)v, names, sizeof(names));
		snprintf(buf, size, "%#" PRIx64 "%s%s%s", (uint64_t)v,
			 names[0] ? " /* " : "", names, names[0] ? " */" : "");
		return;
	}
	if (p->constraint_type == KAPI_CONSTRAINT_ENUM) {
		enum_name(p, v, names, sizeof(names));
		snprintf(buf, size, "%" PRId64 "%s%s%s", v,
			 names[0] ? " /* " : "", names, names[0] ? " */" : "");
		return;
	}
	/* an unsigned long that holds an address reads better in hex */
	if (v > (int64_t)UINT32_MAX || (v < 0 && p->type == KAPI_TYPE_UINT))
		snprintf(buf, size, "%#" PRIx64, (uint64_t)v);
	else
		snprintf(buf, size, "%" PRId64, v);
}

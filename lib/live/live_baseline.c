// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * The running kernel as a baseline, the counterpart of a kernel tree's
 * (lib/load/load_ktree.c), for "kapi diff linux-6.12/ live":
 *
 *  - syscalls and their prototypes from tracefs (the format files kapi
 *    verify reads); tracefs names a syscall by its SYSCALL_DEFINE name, so
 *    the other side's table maps it to its table name, number and entry
 *    point.  A syscall of the other side that tracefs has no event for but
 *    /proc/kallsyms has an entry point for is still there (taken over);
 *  - the layouts of the other side's uapi structs from the kernel's BTF
 *    (/sys/kernel/btf/vmlinux, libbpf); a struct the kernel's BTF lacks
 *    (no kernel code uses it) is taken over unmeasured;
 *  - the values of argument constants that are enumerators in BTF, and
 *    the enumerators of the same enums the argument's row takes;
 *  - from the running /sys, the attributes beside the other side's
 *    documented ones that it does not document (kapi diff: D076).
 *
 * What a running kernel cannot tell (the values of #define constants and
 * ioctl numbers, which are macros BTF never holds; documented attributes
 * this /sys lacks, which may be hardware or a config this machine does
 * not have) is taken over from the other side, so it is not reported as
 * changed; the log says so.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef KAPI_HAVE_LIBBPF
#include <bpf/btf.h>
#endif

#include "check/diff_ktree.h"
#include "load/ktree.h"
#include "load/load.h"

#ifndef KAPI_HAVE_LIBBPF
struct btf;
#endif

/* An enumerator of the kernel's BTF: sorted by name for lookups. */
struct live_enumerator {
	const char *name;
	int64_t value;
	uint32_t type;			/* its enum's BTF id */
};

struct live {
	struct kapi_loader l;
	const struct kapi_registry *like;
	struct kapi_build *b;
	char *kallsyms;			/* " __x64_sys_NAME\n" lines */
	size_t nsys;
	struct btf *btf;		/* NULL: none, or built without libbpf */
	struct live_enumerator *en;
	size_t nen;
	size_t enum_args;		/* arguments valued from BTF enums */
};

/* The other side's syscall spec whose entry point is sys_<name>. */
static const struct kernel_api_spec *by_entry(const struct live *lv,
					      const char *name)
{
	char entry[160];

	if (!lv->like)
		return NULL;
	snprintf(entry, sizeof(entry), "sys_%s", name);
	for (size_t i = 0; i < kapi_registry__count(lv->like); i++) {
		const struct kernel_api_spec *s = kapi_registry__at(lv->like, i);

		if (kapi__is_syscall_baseline(s) && s->cmd_name &&
		    !strcmp(s->cmd_name, entry))
			return s;
	}
	return NULL;
}

static int live_constants(struct live *lv, const struct kernel_api_spec *like,
			  int i, struct kapi_param_spec *q);

/* "type name|type name" as tracefs shows them: parameters of the spec. */
static int add_params(struct live *lv, const struct kernel_api_spec *like,
		      const char *params)
{
	char buf[1024];
	int i = 0;

	snprintf(buf, sizeof(buf), "%s", params);
	for (char *save = NULL, *p = strtok_r(buf, "|", &save); p;
	     p = strtok_r(NULL, "|", &save), i++) {
		struct kapi_param_spec *q = kapi__build_open(lv->b, KAPI_K_PARAM,
							      i, 0);
		char *name = p + strlen(p), type[256];
		size_t k = 0;

		if (!q)
			return -ENOMEM;
		while (name > p && name[-1] != ' ' && name[-1] != '*')
			name--;
		/* the type as the tree loader writes it: single spaces */
		for (const char *c = p; c < name && k + 2 < sizeof(type); c++) {
			if (*c == ' ') {
				if (k && type[k - 1] != ' ')
					type[k++] = ' ';
				continue;
			}
			if (!strncmp(c, "__user", 6)) {
				c += 5;
				continue;
			}
			type[k++] = *c;
		}
		while (k && type[k - 1] == ' ')
			k--;
		type[k] = '\0';
		q->name = kapi__load_strdup(&lv->l, name);
		q->type_name = kapi__load_strdup(&lv->l, type);
		q->flags = KAPI_PARAM_IN | (strchr(type, '*') ? KAPI_PARAM_USER : 0);
		q->type = kapi__type_class(q->type_name, q->name);
		q->size_param_idx = -1;
		if (live_constants(lv, like, i, q))
			return -ENOMEM;
		kapi__build_close(lv->b, KAPI_K_PARAM);
	}
	return 0;
}

struct live_const {
	const char *name;
	int64_t value;
	const char *text;		/* the other side's value, taken over */
};

static int by_const_name(const void *a, const void *b)
{
	return strcmp(((const struct live_const *)a)->name,
		      ((const struct live_const *)b)->name);
}

static int by_enumerator(const void *a, const void *b)
{
	return strcmp(((const struct live_enumerator *)a)->name,
		      ((const struct live_enumerator *)b)->name);
}

static const struct live_enumerator *enumerator(const struct live *lv,
						const char *name)
{
	struct live_enumerator key = { .name = name };

	return lv->nen ? bsearch(&key, lv->en, lv->nen, sizeof(key),
				 by_enumerator) : NULL;
}

static int push_const(struct live_const **v, size_t *n, size_t *cap,
		      struct live_const c)
{
	if (kapi__grow(v, cap, *n, sizeof(**v), 32))
		return -ENOMEM;
	(*v)[(*n)++] = c;
	return 0;
}

/*
 * The constants of argument i, for the arguments whose other-side
 * parameter lists them ("uapi: NAME=VALUE ..."): a name the kernel's BTF
 * has as an enumerator takes the running kernel's value, and the other
 * enumerators of those enums that the argument's row of
 * data/arg_constants.tsv takes are added; a #define (BTF never holds one)
 * keeps the other side's value, so it is never reported.
 */
static int live_constants(struct live *lv, const struct kernel_api_spec *like,
			  int i, struct kapi_param_spec *q)
{
	const struct kapi_param_spec *lp;
	struct live_const *v = NULL;
	size_t n = 0, cap = 0, from_btf = 0;
	uint32_t touched[16];
	size_t ntouched = 0;
	struct kapi_strbuf sb;
	bool mask;
	int err = 0;

	if (!like || i < 0 || (uint32_t)i >= like->param_count)
		return 0;
	lp = &like->params[i];
	if (!kapi__has_uapi_constants(lp) || !lp->name || !q->name ||
	    strcmp(lp->name, q->name) || strncmp(like->name, "sys_", 4))
		return 0;
	mask = lp->constraint_type == KAPI_CONSTRAINT_MASK;
	for (const char *p = lp->constraints + 5; *p && !err;) {
		size_t len = strcspn(p, " ");
		const char *eq = memchr(p, '=', len);
		char name[128];
		const struct live_enumerator *e;

		if (len && eq && (size_t)(eq - p) < sizeof(name)) {
			snprintf(name, sizeof(name), "%.*s", (int)(eq - p), p);
			e = enumerator(lv, name);
			if (e) {
				bool seen = false;

				for (size_t k = 0; k < ntouched; k++)
					seen |= touched[k] == e->type;
				if (!seen && ntouched < 16)
					touched[ntouched++] = e->type;
				from_btf++;
				err = push_const(&v, &n, &cap, (struct live_const){
					e->name, e->value, NULL });
			} else {
				struct live_const c = {
					kapi__arena_strndup(lv->l.arena, p,
							    (size_t)(eq - p)), 0,
					kapi__arena_strndup(lv->l.arena, eq + 1,
							    len - (size_t)(eq - p) - 1),
				};

				err = c.name && c.text ?
				      push_const(&v, &n, &cap, c) : -ENOMEM;
			}
		}
		p += len;
		p += *p == ' ';
	}
	/* what the kernel's enums add that the other side does not define */
	for (size_t k = 0; k < lv->nen && ntouched && !err; k++) {
		const struct live_enumerator *e = &lv->en[k];
		bool ours = false, dup = false;

		for (size_t t = 0; t < ntouched; t++)
			ours |= touched[t] == e->type;
		if (!ours || !kapi__arg_constant_wanted(like->name + 4, q->name,
							e->name))
			continue;
		for (size_t j = 0; j < n; j++)
			dup |= !strcmp(v[j].name, e->name);
		if (!dup && (!mask || e->value >= 0))
			err = push_const(&v, &n, &cap, (struct live_const){
				e->name, e->value, NULL });
	}
	if (err || !from_btf) {
		free(v);
		/* nothing from BTF: the list would only repeat the other side */
		return err;
	}
	qsort(v, n, sizeof(*v), by_const_name);
	kapi__strbuf_init(&sb);
	kapi__strbuf_printf(&sb, "uapi:");
	for (size_t k = 0; k < n; k++) {
		if (v[k].text)
			kapi__strbuf_printf(&sb, " %s=%s", v[k].name, v[k].text);
		else if (mask)
			kapi__strbuf_printf(&sb, " %s=0x%llx", v[k].name,
					    (unsigned long long)v[k].value);
		else
			kapi__strbuf_printf(&sb, " %s=%lld", v[k].name,
					    (long long)v[k].value);
	}
	free(v);
	q->constraint_type = lp->constraint_type;
	q->constraints = err || sb.failed ? NULL :
			 kapi__load_strdup(&lv->l, sb.buf);
	err = err ? err : q->constraints ? 0 : -ENOMEM;
	kapi__strbuf_free(&sb);
	lv->enum_args += !err;
	return err;
}

static int on_proto(void *ctx, const char *name, const char *params)
{
	struct live *lv = ctx;
	const struct kernel_api_spec *like = by_entry(lv, name);
	struct kernel_api_spec *s;
	char spec[160];
	int err;

	snprintf(spec, sizeof(spec), "sys_%s", name);
	kapi__build_begin(lv->b, kapi__load_strdup(&lv->l,
			  like ? like->name : spec), KAPI_API_FUNCTION, 0);
	s = kapi__build_cur(lv->b, KAPI_K_SPEC);
	if (!s)
		return -ENOMEM;
	s->generated = true;
	s->description = KAPI_LIVE_DESCRIPTION;
	s->context_flags = KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE;
	/* a running kernel has no readable table: the other side's number */
	s->cmd = like ? like->cmd : 0;
	s->cmd_name = kapi__load_strdup(&lv->l, like ? like->cmd_name : spec);
	s->return_spec.type_name = "long";
	s->return_spec.type = KAPI_TYPE_INT;
	s->return_spec.check_type = KAPI_RETURN_ERROR_CHECK;
	err = add_params(lv, like, params);
	if (!err)
		err = kapi__build_finish(lv->b);
	lv->nsys += !err;
	/* a name the other side has too, with no event, is taken over below */
	return err == -EEXIST ? 0 : err;
}

static bool has_entry(const struct live *lv, const char *entry)
{
	char key[192];

	if (!lv->kallsyms || !entry || strncmp(entry, "sys_", 4))
		return false;
	snprintf(key, sizeof(key), " __x64_%s\n", entry);
	return strstr(lv->kallsyms, key);
}

#ifdef KAPI_HAVE_LIBBPF
/*
 * Named members, no bit fields: what the tree's probe measures.  The
 * members of an anonymous struct or union are the outer struct's (C11),
 * at their offset within it.
 */
static int btf_fields(struct live *lv, struct btf *btf,
		      const struct btf_type *t, uint64_t base, long *fi,
		      int depth)
{
	for (__u16 i = 0; i < btf_vlen(t) && depth < 8; i++) {
		const struct btf_member *m = btf_members(t) + i;
		const char *name = btf__name_by_offset(btf, m->name_off);
		uint64_t off = base + btf_member_bit_offset(t, i) / 8;
		struct kapi_struct_field *f;
		__s64 size;

		if (btf_member_bitfield_size(t, i))
			continue;
		if (!name || !*name) {
			const struct btf_type *in = btf__type_by_id(btf, m->type);

			while (in && (btf_is_mod(in) || btf_is_typedef(in)))
				in = btf__type_by_id(btf, in->type);
			if (in && btf_is_composite(in) &&
			    btf_fields(lv, btf, in, off, fi, depth + 1))
				return -ENOMEM;
			continue;
		}
		size = btf__resolve_size(btf, m->type);
		f = kapi__build_open(lv->b, KAPI_K_FIELD, (*fi)++, 0);
		if (!f)
			return -ENOMEM;
		f->name = kapi__load_strdup(&lv->l, name);
		f->offset = off;
		f->size = size > 0 ? (uint64_t)size : 0;
		kapi__build_close(lv->b, KAPI_K_FIELD);
	}
	return 0;
}

/* A struct of the other side, measured in the kernel's BTF when it is there. */
static int btf_struct(struct live *lv, struct btf *btf,
		      const struct kapi_struct_spec *like, long idx)
{
	struct kapi_struct_spec *ss;
	const struct btf_type *t;
	__s32 id = btf__find_by_name_kind(btf, like->name, BTF_KIND_STRUCT);
	long fi = 0;

	ss = kapi__build_open(lv->b, KAPI_K_STRUCT, idx, 0);
	if (!ss)
		return -ENOMEM;
	ss->name = like->name;
	if (id < 0) {
		/* not in the kernel's BTF: taken over, so not compared */
		ss->size = like->size;
		ss->description = like->description;
		for (uint32_t i = 0; i < like->field_count; i++) {
			struct kapi_struct_field *f = kapi__build_open(lv->b,
							KAPI_K_FIELD, fi++, 0);

			if (!f)
				return -ENOMEM;
			*f = like->fields[i];
			kapi__build_close(lv->b, KAPI_K_FIELD);
		}
		kapi__build_close(lv->b, KAPI_K_STRUCT);
		return 0;
	}
	t = btf__type_by_id(btf, (__u32)id);
	ss->size = t->size;
	if (btf_fields(lv, btf, t, 0, &fi, 0))
		return -ENOMEM;
	kapi__build_close(lv->b, KAPI_K_STRUCT);
	return 0;
}

static int btf_layouts(struct live *lv)
{
	int err = 0;

	if (!lv->btf)
		return 1;
	for (size_t i = 0; i < kapi_registry__count(lv->like) && !err; i++) {
		const struct kernel_api_spec *s = kapi_registry__at(lv->like, i);
		struct kernel_api_spec *n;

		if (!s->generated || strncmp(s->name, "uapi/", 5) ||
		    !s->struct_spec_count)
			continue;
		kapi__build_begin(lv->b, s->name, KAPI_API_FUNCTION, 0);
		n = kapi__build_cur(lv->b, KAPI_K_SPEC);
		if (!n) {
			err = -ENOMEM;
			break;
		}
		n->generated = true;
		n->description = KAPI_LIVE_DESCRIPTION;
		for (uint32_t k = 0; k < s->struct_spec_count && !err; k++)
			err = btf_struct(lv, lv->btf, &s->struct_specs[k], (long)k);
		if (!err)
			err = kapi__build_finish(lv->b);
	}
	return err;
}

/* The kernel's BTF and every enumerator in it, sorted by name. */
static int btf_open(struct live *lv, const char *btf_path)
{
	struct btf *btf = btf_path ? btf__parse(btf_path, NULL)
				   : btf__load_vmlinux_btf();
	size_t cap = 0;
	__u32 n;

	if (!btf) {
		kapi__load_msg(&lv->l, KAPI_LOG_WARN, 0, "no kernel BTF (%s): "
			       "uapi struct layouts and enum values not compared",
			       btf_path ? btf_path : "/sys/kernel/btf/vmlinux");
		return 0;
	}
	lv->btf = btf;
	n = btf__type_cnt(btf);
	for (__u32 id = 1; id < n; id++) {
		const struct btf_type *t = btf__type_by_id(btf, id);

		if (!btf_is_any_enum(t))
			continue;
		for (__u16 k = 0; k < btf_vlen(t); k++) {
			struct live_enumerator e = { .type = id };

			if (btf_is_enum(t)) {
				const struct btf_enum *en = btf_enum(t) + k;

				e.name = btf__name_by_offset(btf, en->name_off);
				e.value = btf_kflag(t) ? (int64_t)en->val :
					  (int64_t)(uint32_t)en->val;
			} else {
				const struct btf_enum64 *en = btf_enum64(t) + k;

				e.name = btf__name_by_offset(btf, en->name_off);
				e.value = (int64_t)btf_enum64_value(en);
			}
			if (!e.name || !*e.name)
				continue;
			if (kapi__grow(&lv->en, &cap, lv->nen, sizeof(e), 4096))
				return -ENOMEM;
			lv->en[lv->nen++] = e;
		}
	}
	qsort(lv->en, lv->nen, sizeof(*lv->en), by_enumerator);
	return 0;
}

static void btf_close(struct live *lv)
{
	btf__free(lv->btf);
	free(lv->en);
}
#else
static int btf_layouts(struct live *lv)
{
	(void)lv;
	return 1;
}

static int btf_open(struct live *lv, const char *btf_path)
{
	(void)btf_path;
	kapi__load_msg(&lv->l, KAPI_LOG_WARN, 0, "built without libbpf: "
		       "uapi struct layouts and enum values not compared");
	return 0;
}

static void btf_close(struct live *lv)
{
	(void)lv;
}
#endif

/* ---- sysfs: the running /sys against the other side's documentation ---- */

struct sysfs_side {
	const struct kernel_api_spec **seen;	/* specs with an instance */
	size_t nseen, seen_cap;
	struct undoc {
		char *path;		/* the first one found */
		size_t more;		/* others of the same name and depth */
	} *undoc;
	size_t nundoc, undoc_cap;
	int err;
};

static void on_instance(void *ctx, const struct kapi_sysfs_instance *inst)
{
	struct sysfs_side *ss = ctx;

	if (ss->err || (ss->nseen &&
			ss->seen[ss->nseen - 1] == inst->spec))
		return;
	if (kapi__grow(&ss->seen, &ss->seen_cap, ss->nseen,
		       sizeof(*ss->seen), 256))
		ss->err = -ENOMEM;
	else
		ss->seen[ss->nseen++] = inst->spec;
}

static size_t depth_of(const char *path)
{
	size_t n = 0;

	for (; *path; path++)
		n += *path == '/';
	return n;
}

/*
 * An attribute file beside documented ones that no document covers; the
 * same name at the same depth (one a device, a slab cache ...) is one
 * entry, so a new attribute of every slab cache is reported once.
 */
static void on_undocumented(void *ctx, const char *path)
{
	struct sysfs_side *ss = ctx;
	const char *base = strrchr(path, '/');
	size_t depth = depth_of(path);

	if (ss->err)
		return;
	for (size_t i = 0; i < ss->nundoc; i++) {
		const char *b = strrchr(ss->undoc[i].path, '/');

		if (!strcmp(b, base) && depth_of(ss->undoc[i].path) == depth) {
			ss->undoc[i].more++;
			return;
		}
	}
	if (kapi__grow(&ss->undoc, &ss->undoc_cap, ss->nundoc,
		       sizeof(*ss->undoc), 64) ||
	    !(ss->undoc[ss->nundoc].path = strdup(path))) {
		ss->err = -ENOMEM;
		return;
	}
	ss->undoc[ss->nundoc++].more = 0;
}

static int by_ptr(const void *a, const void *b)
{
	const void *x = *(const void *const *)a, *y = *(const void *const *)b;

	return (x > y) - (x < y);
}

/*
 * Which of the other side's documented attributes this /sys has (they are
 * taken over either way: one missing here may belong to hardware or a
 * config this machine lacks), and the attributes it has beside them that
 * no document of the other side covers: one spec each, which kapi diff
 * reports as D076 (info: new, or only never documented).
 */
static int sysfs_side(struct live *lv, const char *root, size_t *found,
		      size_t *documented)
{
	struct sysfs_side ss = { 0 };
	int err;

	*found = *documented = 0;
	for (size_t i = 0; i < kapi_registry__count(lv->like); i++)
		*documented += kapi_registry__at(lv->like, i)->api_type ==
			       KAPI_API_SYSFS;
	if (!*documented)
		return 0;
	err = kapi_sysfs__walk(lv->like, root, NULL, on_instance, &ss);
	if (!err)
		err = ss.err;
	if (!err)
		err = kapi_sysfs__undefined(lv->like, root, NULL,
					    on_undocumented, &ss);
	if (!err)
		err = ss.err;
	qsort(ss.seen, ss.nseen, sizeof(*ss.seen), by_ptr);
	for (size_t i = 0; i < ss.nseen; i++)
		*found += !i || ss.seen[i] != ss.seen[i - 1];
	for (size_t i = 0; !err && i < ss.nundoc; i++) {
		struct kernel_api_spec *s;
		char notes[160];

		kapi__build_begin(lv->b, kapi__load_strdup(&lv->l,
				  ss.undoc[i].path), KAPI_API_SYSFS, 0);
		s = kapi__build_cur(lv->b, KAPI_K_SPEC);
		if (!s) {
			err = -ENOMEM;
			break;
		}
		s->generated = true;
		s->description = KAPI_LIVE_DESCRIPTION;
		if (ss.undoc[i].more)
			snprintf(notes, sizeof(notes), "in the running kernel's "
				 "/sys (and %zu more of this name at this depth), "
				 "undocumented by the other side",
				 ss.undoc[i].more);
		else
			snprintf(notes, sizeof(notes), "in the running kernel's "
				 "/sys, undocumented by the other side");
		s->notes = kapi__load_strdup(&lv->l, notes);
		err = kapi__build_finish(lv->b);
		/* a name the other side has too is not undocumented */
		err = err == -EEXIST ? 0 : err;
	}
	for (size_t i = 0; i < ss.nundoc; i++)
		free(ss.undoc[i].path);
	free(ss.undoc);
	free(ss.seen);
	return err;
}

int kapi_registry__load_live(struct kapi_registry *reg,
			     const struct kapi_registry *like,
			     const struct kapi_live_opts *opts)
{
	struct live lv = { .like = like };
	const char *tracefs = NULL, *btf = NULL, *kallsyms = "/proc/kallsyms";
	bool structs_measured = false;
	size_t taken = 0, sysfs_found = 0, sysfs_documented = 0;
	int err;

	if (!reg)
		return -EINVAL;
	lv.l.reg = reg;
	lv.l.arena = kapi__registry_arena(reg);
	lv.l.file = lv.l.root = "live";
	if (opts) {
		if (opts->sz < sizeof(*opts))
			return -EINVAL;
		lv.l.opts_copy.sz = sizeof(lv.l.opts_copy);
		lv.l.opts_copy.log = opts->log;
		lv.l.opts_copy.log_ctx = opts->log_ctx;
		lv.l.opts = &lv.l.opts_copy;
		tracefs = opts->tracefs;
		btf = opts->btf;
		if (opts->kallsyms)
			kallsyms = opts->kallsyms;
	}
	lv.b = kapi__build_new(&lv.l);
	if (!lv.l.arena || !lv.b) {
		kapi__build_free(lv.b);
		return -ENOMEM;
	}
	lv.kallsyms = kapi__read_text(kallsyms);
	err = like ? btf_open(&lv, btf) : 0;
	if (!err)
		err = kapi_verify__protos(tracefs, on_proto, &lv);
	if (!err && like)
		err = sysfs_side(&lv, NULL, &sysfs_found, &sysfs_documented);
	if (!err && like) {
		int r = btf_layouts(&lv);

		structs_measured = r == 0;
		err = r < 0 ? r : 0;
	}
	/* what the running kernel cannot show is the other side's */
	for (size_t i = 0; !err && like && i < kapi_registry__count(like); i++) {
		const struct kernel_api_spec *s = kapi_registry__at(like, i);
		const struct kernel_api_spec *have = kapi_registry__find(reg, s->name);

		if (have && !strcmp(have->name, s->name))
			continue;
		if (s->api_type == KAPI_API_IOCTL || s->api_type == KAPI_API_SYSFS ||
		    (!strncmp(s->name, "uapi/", 5) &&
		     (!structs_measured || kapi__header_unmeasured(s))) ||
		    (kapi__is_syscall_baseline(s) &&
		     (!s->cmd_name || has_entry(&lv, s->cmd_name)))) {
			err = kapi_registry__add(reg, s);
			taken += !err;
		}
	}
	if (!err && like)
		kapi__load_msg(&lv.l, KAPI_LOG_WARN, 0, "%zu specs taken over "
			       "from the other side (ioctls, documented sysfs ABI, "
			       "syscalls with no trace event): not compared; "
			       "%zu arguments' constants valued by the kernel's "
			       "BTF enums, #defines taken over; %zu of %zu "
			       "documented sysfs attributes found in /sys",
			       taken, lv.enum_args, sysfs_found,
			       sysfs_documented);
	btf_close(&lv);
	free(lv.kallsyms);
	kapi__build_free(lv.b);
	return err;
}

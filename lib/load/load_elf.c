// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * ELF loader: reads the .kapi_specs pointer table of an object file, an
 * executable, a PIE or a shared library built with our spec layout, and
 * copies every spec it reaches into the arena.  Nothing is executed and
 * nothing is trusted: every address is looked up in a section and every
 * read is bounds-checked against the file, so a damaged file gives an
 * error, never a read outside the buffer.
 *
 * Pointers are resolved the way the dynamic linker would: in a relocatable
 * object each section gets an address space of its own and absolute 64-bit
 * relocations (R_X86_64_64, R_AARCH64_ABS64) name the target; in a PIE or
 * a shared library relative ones (R_X86_64_RELATIVE, R_AARCH64_RELATIVE)
 * hold the value; a fixed executable has it in place, and so does a PIE
 * whose relative relocations are packed as DT_RELR (only their places are
 * listed; the value is the one in place).
 *
 * x86-64 and AArch64 are both little-endian LP64 with the same sizes and
 * alignments for every type the spec structs use, so an arm64 build's
 * .kapi_specs has the layout of an x86-64 one; only the relocation types
 * differ.
 */
#include <errno.h>
#include <gelf.h>
#include <stdlib.h>
#include <string.h>

#include "load/load.h"
#include "load/upstream_layout.h"
#include "load/c/cexpr.h"

/* Sections of a relocatable object are placed this far apart. */
#define REL_SECTION_SHIFT 40

struct esec {
	uint64_t addr, size;
	uint64_t off;		/* in the file; size 0 for NOBITS */
	bool nobits;
};

struct reloc {
	uint64_t where, value;
};

/* The relocation types of a machine whose specs have our layout. */
struct emach {
	uint16_t machine;
	uint32_t abs64, relative;
};

static const struct emach emachs[] = {
	{ EM_X86_64, R_X86_64_64, R_X86_64_RELATIVE },
	{ EM_AARCH64, R_AARCH64_ABS64, R_AARCH64_RELATIVE },
};

static const struct emach *emach_of(unsigned int machine)
{
	for (size_t i = 0; i < sizeof(emachs) / sizeof(emachs[0]); i++)
		if (emachs[i].machine == machine)
			return &emachs[i];
	return NULL;
}

struct elfr {
	struct kapi_loader *l;
	const struct emach *m;
	const char *data;
	size_t len;
	struct esec *secs;
	size_t nsecs;
	struct reloc *relocs;
	size_t nrelocs, relocs_cap;
	bool failed;		/* the current spec hit a bad address */
};

static const struct esec *sec_of(struct elfr *r, uint64_t addr, uint64_t n)
{
	for (size_t i = 0; i < r->nsecs; i++) {
		const struct esec *s = &r->secs[i];

		if (addr >= s->addr && addr - s->addr <= s->size &&
		    n <= s->size - (addr - s->addr))
			return s;
	}
	return NULL;
}

/* Copies n bytes at addr; false (and the spec is dropped) when out of bounds. */
static bool rd(struct elfr *r, uint64_t addr, void *out, uint64_t n)
{
	const struct esec *s = sec_of(r, addr, n);

	if (!s) {
		r->failed = true;
		memset(out, 0, n);
		return false;
	}
	if (s->nobits)
		memset(out, 0, n);
	else
		memcpy(out, r->data + s->off + (addr - s->addr), n);
	return true;
}

static int by_where(const void *a, const void *b)
{
	const struct reloc *x = a, *y = b;

	return x->where < y->where ? -1 : x->where > y->where;
}

/* The pointer stored at addr, after relocation. */
static uint64_t rp(struct elfr *r, uint64_t addr)
{
	struct reloc key = { addr, 0 }, *hit;
	uint64_t v = 0;

	hit = r->nrelocs ? bsearch(&key, r->relocs, r->nrelocs,
				   sizeof(*r->relocs), by_where) : NULL;
	if (hit)
		return hit->value;
	rd(r, addr, &v, sizeof(v));
	return v;
}

static const char *str_at(struct elfr *r, uint64_t addr)
{
	const struct esec *s;
	const char *p, *nul;
	char *copy;

	if (!addr)
		return NULL;
	s = sec_of(r, addr, 1);
	if (!s || s->nobits) {
		r->failed = true;
		return NULL;
	}
	p = r->data + s->off + (addr - s->addr);
	nul = memchr(p, '\0', s->size - (addr - s->addr));
	if (!nul) {
		r->failed = true;
		return NULL;
	}
	copy = kapi__arena_strndup(r->l->arena, p, (size_t)(nul - p));
	if (!copy)
		r->failed = true;
	return copy;
}

/* An array of n elements of size bytes at addr, copied raw. */
static void *arr_at(struct elfr *r, uint64_t addr, uint64_t size, uint32_t n)
{
	const struct esec *s;
	void *p;

	if (!n)
		return NULL;
	s = addr ? sec_of(r, addr, size * n) : NULL;
	/* zeros of a NOBITS section cost nothing in the file: bound them */
	if (!s || (s->nobits && size * n > r->len)) {
		r->failed = true;
		return NULL;
	}
	p = kapi__arena_alloc(r->l->arena, size * n);
	if (!p)
		r->failed = true;
	else
		rd(r, addr, p, size * n);
	return p;
}

/*
 * Fixes the pointers of the item of kind at addr, copied raw into item:
 * every pointer field of the kind (model/vocab.def) is replaced by a copy
 * of what it points to, child items recursively.  A bool holding a byte
 * other than 0 or 1 is undefined behaviour to read, and a damaged file may
 * hold any byte: each is made 0 or 1 through its byte.
 */
static void fix_item(struct elfr *r, enum kapi_kind kind, uint64_t addr,
		     void *item)
{
	size_t n;
	const struct kapi_field *f = kapi__fields(kind, &n);

	for (size_t i = 0; i < n; i++, f++) {
		char *slot = (char *)item + f->off;
		uint64_t at = addr + f->off;
		size_t size = kapi__kind_size((enum kapi_kind)f->child);
		uint32_t count = 0;
		const char *s;
		void *p = NULL;

		if (f->type == KAPI_F_ARR_INT || f->type == KAPI_F_ARR_STR ||
		    f->walk == KAPI_W_LIST || f->walk == KAPI_W_OPT_LIST)
			count = kapi__field_count(item, f);
		switch (f->type) {
		case KAPI_F_BOOL:
			*(unsigned char *)slot = *(unsigned char *)slot != 0;
			break;
		case KAPI_F_STR:
			s = str_at(r, rp(r, at));
			memcpy(slot, &s, sizeof(s));
			break;
		case KAPI_F_ARR_INT:
			p = arr_at(r, rp(r, at), f->size, count);
			memcpy(slot, &p, sizeof(p));
			break;
		case KAPI_F_ARR_STR: {
			uint64_t base = rp(r, at);
			const char **strs = arr_at(r, base, sizeof(char *), count);

			for (uint32_t j = 0; strs && j < count; j++)
				strs[j] = str_at(r, rp(r, base + j * sizeof(char *)));
			memcpy(slot, &strs, sizeof(strs));
			break;
		}
		case KAPI_F_FUNC:
			memset(slot, 0, sizeof(void *));
			break;
		case KAPI_F_CHILD:
			if (f->walk == KAPI_W_EMBED) {
				fix_item(r, (enum kapi_kind)f->child, at, slot);
			} else if (f->walk == KAPI_W_ONE || f->walk == KAPI_W_LIST ||
				   f->walk == KAPI_W_OPT_LIST) {
				uint64_t base = rp(r, at);

				if (f->walk == KAPI_W_ONE)
					count = base ? 1 : 0;
				p = arr_at(r, base, size, count);
				for (uint32_t j = 0; p && j < count; j++)
					fix_item(r, (enum kapi_kind)f->child,
						 base + j * size,
						 (char *)p + j * size);
				memcpy(slot, &p, sizeof(p));
			}
			break;
		default:
			break;
		}
	}
}

static int add_reloc(struct elfr *r, uint64_t where, uint64_t value)
{
	if (kapi__grow(&r->relocs, &r->relocs_cap, r->nrelocs,
		       sizeof(*r->relocs), 256))
		return -ENOMEM;
	r->relocs[r->nrelocs++] = (struct reloc){ where, value };
	return 0;
}

/* The address of symbol idx of symtab, or false if it has none. */
static bool sym_value(Elf_Scn *symtab, size_t idx, bool rel, uint64_t *out)
{
	Elf_Data *d = elf_getdata(symtab, NULL);
	GElf_Sym sym;

	if (!d || idx > INT32_MAX || !gelf_getsym(d, (int)idx, &sym))
		return false;
	if (!rel) {
		*out = sym.st_value;
		return sym.st_shndx != SHN_UNDEF;
	}
	if (sym.st_shndx == SHN_UNDEF || sym.st_shndx >= SHN_LORESERVE)
		return sym.st_shndx == SHN_ABS ? (*out = sym.st_value, true)
					       : false;
	*out = ((uint64_t)sym.st_shndx << REL_SECTION_SHIFT) + sym.st_value;
	return true;
}

static int read_relocs(struct elfr *r, Elf *elf, bool rel)
{
	Elf_Scn *scn = NULL;

	while ((scn = elf_nextscn(elf, scn))) {
		GElf_Shdr sh;
		Elf_Data *d;
		Elf_Scn *symtab;
		size_t n;

		if (!gelf_getshdr(scn, &sh) || sh.sh_type != SHT_RELA ||
		    !sh.sh_entsize)
			continue;
		d = elf_getdata(scn, NULL);
		if (!d)
			continue;
		symtab = elf_getscn(elf, sh.sh_link);
		n = d->d_size / sh.sh_entsize;
		for (size_t i = 0; i < n; i++) {
			GElf_Rela rela;
			uint64_t where, s = 0;
			size_t type;

			if (!gelf_getrela(d, (int)i, &rela))
				break;
			type = GELF_R_TYPE(rela.r_info);
			where = rela.r_offset;
			if (rel)
				where += (uint64_t)sh.sh_info << REL_SECTION_SHIFT;
			if (type == r->m->relative) {
				s = 0;
			} else if (type == r->m->abs64) {
				if (!symtab || !sym_value(symtab,
						GELF_R_SYM(rela.r_info), rel, &s))
					continue;
			} else {
				continue;
			}
			if (add_reloc(r, where, s + (uint64_t)rela.r_addend))
				return -ENOMEM;
		}
	}
	if (r->nrelocs > 1)
		qsort(r->relocs, r->nrelocs, sizeof(*r->relocs), by_where);
	return 0;
}

static int read_sections(struct elfr *r, Elf *elf, bool rel, uint64_t *tab,
			 uint64_t *tab_size)
{
	size_t shnum, shstrndx;
	Elf_Scn *scn = NULL;
	bool found = false;

	if (elf_getshdrnum(elf, &shnum) || elf_getshdrstrndx(elf, &shstrndx))
		return -EINVAL;
	r->secs = calloc(shnum ? shnum : 1, sizeof(*r->secs));
	if (!r->secs)
		return -ENOMEM;
	while ((scn = elf_nextscn(elf, scn))) {
		GElf_Shdr sh;
		const char *name;
		struct esec *s;

		if (!gelf_getshdr(scn, &sh))
			return -EINVAL;
		if (sh.sh_type == SHT_NULL || (!rel && !(sh.sh_flags & SHF_ALLOC)))
			continue;
		if (sh.sh_type != SHT_NOBITS &&
		    (sh.sh_offset > r->len || sh.sh_size > r->len - sh.sh_offset))
			return -EINVAL;
		s = &r->secs[r->nsecs++];
		s->addr = rel ? ((uint64_t)elf_ndxscn(scn) << REL_SECTION_SHIFT)
			      : sh.sh_addr;
		s->size = sh.sh_size;
		s->off = sh.sh_offset;
		s->nobits = sh.sh_type == SHT_NOBITS;
		name = elf_strptr(elf, shstrndx, sh.sh_name);
		/* the table is read from the file: NOBITS holds no pointers */
		if (name && !strcmp(name, ".kapi_specs") && !found &&
		    !s->nobits) {
			*tab = s->addr;
			*tab_size = sh.sh_size;
			found = true;
		}
	}
	return found ? 0 : -ENOENT;
}

/* ---- upstream's fixed-array layout (upstream_layout.h) ---- */

/* Whether the spec at addr is in upstream's layout: a magic in place. */
static bool is_upstream(struct elfr *r, uint64_t addr)
{
	static const struct {
		size_t off;
		uint32_t magic;
	} magics[] = {
		{ offsetof(struct up_spec, param_magic), UP_MAGIC_PARAMS },
		{ offsetof(struct up_spec, return_magic), UP_MAGIC_RETURN },
		{ offsetof(struct up_spec, error_magic), UP_MAGIC_ERRORS },
		{ offsetof(struct up_spec, lock_magic), UP_MAGIC_LOCKS },
		{ offsetof(struct up_spec, info_magic), UP_MAGIC_INFO },
		{ offsetof(struct up_spec, signal_magic), UP_MAGIC_SIGNALS },
		{ offsetof(struct up_spec, cap_magic), UP_MAGIC_CAPS },
	};

	if (!sec_of(r, addr, sizeof(struct up_spec)))
		return false;
	for (size_t i = 0; i < sizeof(magics) / sizeof(magics[0]); i++) {
		uint32_t v = 0;

		rd(r, addr + magics[i].off, &v, sizeof(v));
		if (v == magics[i].magic)
			return true;
	}
	return false;
}

/* A string pointer stored at addr (relocated). */
static const char *up_str(struct elfr *r, uint64_t addr)
{
	return str_at(r, rp(r, addr));
}

/* Upstream's numbers where ours differ (see --compat upstream). */
static uint8_t up_constraint(uint32_t v)
{
	return v == 11 ? KAPI_CONSTRAINT_USER_PTR :
	       v == 12 ? KAPI_CONSTRAINT_CUSTOM : (uint8_t)v;
}

static uint8_t up_type(uint32_t v)
{
	return v == 12 ? KAPI_TYPE_CUSTOM : (uint8_t)v;
}

static uint32_t up_flags(uint32_t v)
{
	/* upstream's INOUT is IN|OUT: ours is the bit of its own alone */
	return (v & 3) == 3 ? (v & ~3u) | KAPI_PARAM_INOUT : v;
}

static uint32_t up_count(struct elfr *r, uint32_t n, uint32_t max,
			 const char *what)
{
	if (n <= max)
		return n;
	kapi__load_msg(r->l, KAPI_LOG_WARN, 0, "upstream-layout spec declares "
		       "%u %s, more than its %u slots; %u read", n, what, max,
		       max);
	return max;
}

#define UP_AT(base, type, field) ((base) + offsetof(type, field))

static void up_params(struct elfr *r, struct kapi_build *b, uint64_t a,
		      const struct up_spec *u)
{
	uint32_t n = up_count(r, u->param_count, UP_MAX_PARAMS, "params");

	for (uint32_t i = 0; i < n; i++) {
		uint64_t at = a + offsetof(struct up_spec, params) +
			      i * sizeof(struct up_param);
		const struct up_param *q = &u->params[i];
		struct kapi_param_spec *p = kapi__build_open(b, KAPI_K_PARAM, i, 0);

		if (!p)
			continue;
		p->name = up_str(r, UP_AT(at, struct up_param, name));
		p->type_name = up_str(r, UP_AT(at, struct up_param, type_name));
		p->description = up_str(r, UP_AT(at, struct up_param, description));
		p->constraints = up_str(r, UP_AT(at, struct up_param, constraints));
		p->type = up_type(q->type);
		p->flags = up_flags(q->flags);
		p->size = q->size;
		p->alignment = q->alignment;
		p->min_value = q->min_value;
		p->max_value = q->max_value;
		p->valid_mask = q->valid_mask;
		p->constraint_type = up_constraint(q->constraint_type);
		p->size_param_idx = q->size_param_idx > 0 ? q->size_param_idx - 1 : -1;
		p->size_multiplier = q->size_multiplier;
		if (q->enum_count && q->enum_count <= 4096) {
			p->enum_values = arr_at(r, rp(r, UP_AT(at, struct up_param,
							       enum_values)),
						sizeof(int64_t), q->enum_count);
			p->enum_count = p->enum_values ? q->enum_count : 0;
		}
		kapi__build_close(b, KAPI_K_PARAM);
	}
}

static void up_items(struct elfr *r, struct kapi_build *b, uint64_t a,
		     const struct up_spec *u)
{
	uint32_t n;

	if (u->return_magic == UP_MAGIC_RETURN) {
		uint64_t at = a + offsetof(struct up_spec, return_spec);
		struct kapi_return_spec *ret = kapi__build_open(b, KAPI_K_RETURN, -1, 0);

		if (ret) {
			ret->type_name = up_str(r, UP_AT(at, struct up_return, type_name));
			ret->description = up_str(r, UP_AT(at, struct up_return,
							   description));
			ret->type = up_type(u->return_spec.type);
			ret->check_type = (uint8_t)u->return_spec.check_type;
			ret->success_value = u->return_spec.success_value;
			ret->success_min = u->return_spec.success_min;
			ret->success_max = u->return_spec.success_max;
		}
	}
	n = up_count(r, u->error_count, UP_MAX_ERRORS, "errors");
	for (uint32_t i = 0; i < n; i++) {
		uint64_t at = a + offsetof(struct up_spec, errors) +
			      i * sizeof(struct up_error);
		struct kapi_error_spec *e = kapi__build_open(b, KAPI_K_ERROR, i, 0);

		if (!e)
			continue;
		e->error_code = u->errors[i].error_code;
		e->name = up_str(r, UP_AT(at, struct up_error, name));
		e->condition = up_str(r, UP_AT(at, struct up_error, condition));
		e->description = up_str(r, UP_AT(at, struct up_error, description));
		kapi__build_close(b, KAPI_K_ERROR);
	}
	n = up_count(r, u->lock_count, UP_MAX_LOCKS, "locks");
	for (uint32_t i = 0; i < n; i++) {
		uint64_t at = a + offsetof(struct up_spec, locks) +
			      i * sizeof(struct up_lock);
		const struct up_lock *q = &u->locks[i];
		struct kapi_lock_spec *k = kapi__build_open(b, KAPI_K_LOCK, i, 0);

		if (!k)
			continue;
		k->lock_name = up_str(r, UP_AT(at, struct up_lock, lock_name));
		k->description = up_str(r, UP_AT(at, struct up_lock, description));
		k->lock_type = (uint8_t)q->lock_type;
		k->scope = (uint8_t)q->scope;
		/* upstream says only the scope */
		k->acquired = q->scope == KAPI_LOCK_INTERNAL ||
			      q->scope == KAPI_LOCK_ACQUIRES;
		k->released = q->scope == KAPI_LOCK_INTERNAL ||
			      q->scope == KAPI_LOCK_RELEASES;
		k->held_on_entry = q->scope == KAPI_LOCK_RELEASES ||
				   q->scope == KAPI_LOCK_CALLER_HELD;
		k->held_on_exit = q->scope == KAPI_LOCK_ACQUIRES ||
				  q->scope == KAPI_LOCK_CALLER_HELD;
		kapi__build_close(b, KAPI_K_LOCK);
	}
	n = up_count(r, u->constraint_count, UP_MAX_CONSTRAINTS, "constraints");
	for (uint32_t i = 0; i < n; i++) {
		uint64_t at = a + offsetof(struct up_spec, constraints) +
			      i * sizeof(struct up_constraint);
		struct kapi_constraint_spec *c = kapi__build_open(b,
						KAPI_K_CONSTRAINT, i, 0);

		if (!c)
			continue;
		c->name = up_str(r, UP_AT(at, struct up_constraint, name));
		c->description = up_str(r, UP_AT(at, struct up_constraint,
						 description));
		c->expression = up_str(r, UP_AT(at, struct up_constraint,
						expression));
		kapi__build_close(b, KAPI_K_CONSTRAINT);
	}
	n = up_count(r, u->signal_count, UP_MAX_SIGNALS, "signals");
	for (uint32_t i = 0; i < n; i++) {
		uint64_t at = a + offsetof(struct up_spec, signals) +
			      i * sizeof(struct up_signal);
		const struct up_signal *q = &u->signals[i];
		struct kapi_signal_spec *g = kapi__build_open(b, KAPI_K_SIGNAL, i, 0);

		if (!g)
			continue;
		g->signal_num = q->signal_num;
		g->signal_name = up_str(r, UP_AT(at, struct up_signal, signal_name));
		g->direction = q->direction;
		g->action = (uint8_t)q->action;
		g->target = up_str(r, UP_AT(at, struct up_signal, target));
		g->condition = up_str(r, UP_AT(at, struct up_signal, condition));
		g->description = up_str(r, UP_AT(at, struct up_signal, description));
		g->restartable = q->restartable;
		g->sa_flags_required = q->sa_flags_required;
		g->sa_flags_forbidden = q->sa_flags_forbidden;
		g->error_on_signal = q->error_on_signal;
		g->transform_to = q->transform_to;
		g->timing = up_str(r, UP_AT(at, struct up_signal, timing));
		g->priority = q->priority;
		g->interruptible = q->interruptible;
		g->queue_behavior = up_str(r, UP_AT(at, struct up_signal,
						    queue_behavior));
		g->state_required = q->state_required;
		g->state_forbidden = q->state_forbidden;
		kapi__build_close(b, KAPI_K_SIGNAL);
	}
	n = up_count(r, u->side_effect_count, UP_MAX_SIDE_EFFECTS, "side effects");
	for (uint32_t i = 0; i < n; i++) {
		uint64_t at = a + offsetof(struct up_spec, side_effects) +
			      i * sizeof(struct up_effect);
		struct kapi_side_effect *e = kapi__build_open(b, KAPI_K_EFFECT, i, 0);

		if (!e)
			continue;
		e->type = u->side_effects[i].type;
		e->target = up_str(r, UP_AT(at, struct up_effect, target));
		e->condition = up_str(r, UP_AT(at, struct up_effect, condition));
		e->description = up_str(r, UP_AT(at, struct up_effect, description));
		e->reversible = u->side_effects[i].reversible;
		kapi__build_close(b, KAPI_K_EFFECT);
	}
	n = up_count(r, u->state_trans_count, UP_MAX_STATE_TRANS, "state transitions");
	for (uint32_t i = 0; i < n; i++) {
		uint64_t at = a + offsetof(struct up_spec, state_transitions) +
			      i * sizeof(struct up_trans);
		struct kapi_state_transition *t = kapi__build_open(b, KAPI_K_TRANS,
								   i, 0);

		if (!t)
			continue;
		t->from_state = up_str(r, UP_AT(at, struct up_trans, from_state));
		t->to_state = up_str(r, UP_AT(at, struct up_trans, to_state));
		t->condition = up_str(r, UP_AT(at, struct up_trans, condition));
		t->object = up_str(r, UP_AT(at, struct up_trans, object));
		t->description = up_str(r, UP_AT(at, struct up_trans, description));
		kapi__build_close(b, KAPI_K_TRANS);
	}
	n = up_count(r, u->capability_count, UP_MAX_CAPABILITIES, "capabilities");
	for (uint32_t i = 0; i < n; i++) {
		uint64_t at = a + offsetof(struct up_spec, capabilities) +
			      i * sizeof(struct up_cap);
		const struct up_cap *q = &u->capabilities[i];
		struct kapi_capability_spec *c = kapi__build_open(b, KAPI_K_CAP, i, 0);
		uint32_t na = q->alternative_count < UP_MAX_CAPABILITIES ?
			      q->alternative_count : UP_MAX_CAPABILITIES;

		if (!c)
			continue;
		c->capability = q->capability;
		c->cap_name = up_str(r, UP_AT(at, struct up_cap, cap_name));
		c->action = (uint8_t)q->action;
		c->allows = up_str(r, UP_AT(at, struct up_cap, allows));
		c->without_cap = up_str(r, UP_AT(at, struct up_cap, without_cap));
		c->check_condition = up_str(r, UP_AT(at, struct up_cap,
						     check_condition));
		c->priority = q->priority;
		if (na) {
			int32_t *alt = kapi__arena_alloc(r->l->arena,
							 na * sizeof(*alt));

			if (alt) {
				memcpy(alt, q->alternative, na * sizeof(*alt));
				c->alternative = alt;
				c->alternative_count = na;
			}
		}
		kapi__build_close(b, KAPI_K_CAP);
	}
}

/* "A,B": the values of the names, where the constant table knows them. */
static void up_enum_names(struct elfr *r, struct kapi_struct_field *f)
{
	const char *s = f->constraint_expr;
	size_t count = 1, n = 0;
	int64_t *vals;

	for (const char *p = s; *p; p++)
		count += *p == ',';
	vals = kapi__arena_alloc(r->l->arena, count * sizeof(*vals));
	while (vals && *s) {
		size_t len = strcspn(s, ",");
		char unknown[64];
		int64_t v;

		if (kapi__cexpr_eval(s, len, &v, unknown, sizeof(unknown))) {
			kapi__load_msg(r->l, KAPI_LOG_WARN, 0, "field %s: enum "
				       "value '%.*s' unknown; values not kept",
				       f->name ? f->name : "?", (int)len, s);
			return;
		}
		vals[n++] = v;
		s += len + (s[len] == ',');
	}
	f->enum_values = vals;
	f->enum_count = vals ? (uint32_t)n : 0;
}

/* Signal masks (signals held in place) and struct specs with their fields. */
static void up_masks_structs(struct elfr *r, struct kapi_build *b, uint64_t a,
			     const struct up_spec *u)
{
	uint32_t n = up_count(r, u->signal_mask_count, UP_MAX_SIGNALS,
			      "signal masks");

	for (uint32_t i = 0; i < n; i++) {
		uint64_t at = a + offsetof(struct up_spec, signal_masks) +
			      i * sizeof(struct up_sigmask);
		const struct up_sigmask *q = &u->signal_masks[i];
		struct kapi_signal_mask_spec *m = kapi__build_open(b,
						KAPI_K_SIGMASK, i, 0);
		uint32_t ns = q->signal_count < UP_MAX_SIGNALS ? q->signal_count
							       : UP_MAX_SIGNALS;

		if (!m)
			continue;
		m->mask_name = up_str(r, UP_AT(at, struct up_sigmask, mask_name));
		m->description = up_str(r, UP_AT(at, struct up_sigmask,
						 description));
		if (ns) {
			int32_t *sig = kapi__arena_alloc(r->l->arena,
							 ns * sizeof(*sig));

			if (sig) {
				memcpy(sig, q->signals, ns * sizeof(*sig));
				m->signals = sig;
				m->signal_count = ns;
			}
		}
		kapi__build_close(b, KAPI_K_SIGMASK);
	}
	n = up_count(r, u->struct_spec_count, UP_MAX_STRUCT_SPECS, "struct specs");
	for (uint32_t i = 0; i < n; i++) {
		uint64_t at = a + offsetof(struct up_spec, struct_specs) +
			      i * sizeof(struct up_struct);
		const struct up_struct *q = &u->struct_specs[i];
		struct kapi_struct_spec *st = kapi__build_open(b, KAPI_K_STRUCT, i, 0);
		uint32_t nf = up_count(r, q->field_count, UP_MAX_PARAMS, "fields");

		if (!st)
			continue;
		st->name = up_str(r, UP_AT(at, struct up_struct, name));
		st->description = up_str(r, UP_AT(at, struct up_struct, description));
		st->size = q->size;
		st->alignment = q->alignment;
		for (uint32_t j = 0; j < nf; j++) {
			uint64_t fa = at + offsetof(struct up_struct, fields) +
				      j * sizeof(struct up_field);
			const struct up_field *g = &q->fields[j];
			struct kapi_struct_field *f = kapi__build_open(b,
							KAPI_K_FIELD, j, 0);

			if (!f)
				continue;
			f->name = up_str(r, UP_AT(fa, struct up_field, name));
			f->type_name = up_str(r, UP_AT(fa, struct up_field, type_name));
			f->description = up_str(r, UP_AT(fa, struct up_field,
							 description));
			/* the enum values are a string there: keep its text */
			f->constraint_expr = up_str(r, UP_AT(fa, struct up_field,
							     enum_values));
			f->type = up_type(g->type);
			f->offset = g->offset;
			f->size = g->size;
			f->flags = up_flags(g->flags);
			f->constraint_type = up_constraint(g->constraint_type);
			f->min_value = g->min_value;
			f->max_value = g->max_value;
			f->valid_mask = g->valid_mask;
			if (f->constraint_expr)
				up_enum_names(r, f);
			kapi__build_close(b, KAPI_K_FIELD);
		}
		kapi__build_close(b, KAPI_K_STRUCT);
	}
}

/* One spec in upstream's layout, through the builder. */
static int load_upstream_spec(struct elfr *r, struct kapi_build *b,
			      uint64_t addr)
{
	struct up_spec *u = malloc(sizeof(*u));
	struct kernel_api_spec *spec;
	const char *name;
	int err;

	if (!u)
		return -ENOMEM;
	rd(r, addr, u, sizeof(*u));
	name = up_str(r, UP_AT(addr, struct up_spec, name));
	if (!name) {
		free(u);
		r->failed = true;
		return 0;
	}
	kapi__build_begin(b, name, KAPI_API_FUNCTION, 0);
	spec = kapi__build_cur(b, KAPI_K_SPEC);
	spec->version = u->version;
	spec->description = up_str(r, UP_AT(addr, struct up_spec, description));
	spec->long_description = up_str(r, UP_AT(addr, struct up_spec,
						 long_description));
	spec->context_flags = u->context_flags;
	spec->examples = up_str(r, UP_AT(addr, struct up_spec, examples));
	spec->notes = up_str(r, UP_AT(addr, struct up_spec, notes));
	up_params(r, b, addr, u);
	up_items(r, b, addr, u);
	up_masks_structs(r, b, addr, u);
	free(u);
	err = kapi__build_finish(b);
	return err;
}

int kapi__load_elf(struct kapi_loader *l, const char *data, size_t len)
{
	struct elfr r = { .l = l, .data = data, .len = len };
	struct kapi_build *ub = NULL;	/* for upstream-layout specs */
	uint64_t tab = 0, tab_size = 0;
	GElf_Ehdr eh;
	Elf *elf;
	bool rel;
	int err;

	elf_version(EV_CURRENT);
	elf = elf_memory((char *)data, len);
	if (!elf || elf_kind(elf) != ELF_K_ELF || !gelf_getehdr(elf, &eh)) {
		int e = elf_errno();

		kapi__load_msg(l, KAPI_LOG_ERROR, 0, "not a valid ELF file: %s",
			       e ? elf_errmsg(e) : "no ELF header");
		err = -EINVAL;
		goto out;
	}
	r.m = emach_of(eh.e_machine);
	if (eh.e_ident[EI_CLASS] != ELFCLASS64 ||
	    eh.e_ident[EI_DATA] != ELFDATA2LSB || !r.m) {
		kapi__load_msg(l, KAPI_LOG_ERROR, 0,
			       "only x86-64 and AArch64 ELF files carry our spec layout");
		err = -EINVAL;
		goto out;
	}
	if (eh.e_shoff > len || (uint64_t)eh.e_shnum * eh.e_shentsize >
				len - eh.e_shoff) {
		kapi__load_msg(l, KAPI_LOG_ERROR, 0, "truncated or damaged: the "
			       "section headers lie outside the file");
		err = -EINVAL;
		goto out;
	}
	rel = eh.e_type == ET_REL;
	err = read_sections(&r, elf, rel, &tab, &tab_size);
	if (err == -ENOENT) {
		kapi__load_msg(l, KAPI_LOG_ERROR, 0, "no .kapi_specs section");
		err = -ENOENT;
		goto out;
	}
	if (err) {
		kapi__load_msg(l, KAPI_LOG_ERROR, 0, "damaged section headers");
		goto out;
	}
	err = read_relocs(&r, elf, rel);
	if (err)
		goto out;
	for (uint64_t at = tab; at + 8 <= tab + tab_size; at += 8) {
		uint64_t addr = rp(&r, at);
		struct kernel_api_spec *spec;

		r.failed = false;
		if (is_upstream(&r, addr)) {
			if (!ub)
				ub = kapi__build_new(l);
			err = ub ? load_upstream_spec(&r, ub, addr) : -ENOMEM;
			if (err)
				goto out;
			if (r.failed)
				kapi__load_msg(l, KAPI_LOG_ERROR, 0,
					       "spec %llu of .kapi_specs points outside the file",
					       (unsigned long long)((at - tab) / 8));
			continue;
		}
		spec = arr_at(&r, addr, sizeof(*spec), 1);
		if (spec)
			fix_item(&r, KAPI_K_SPEC, addr, spec);
		if (r.failed || !spec || !spec->name) {
			kapi__load_msg(l, KAPI_LOG_ERROR, 0,
				       "spec %llu of .kapi_specs points outside the file",
				       (unsigned long long)((at - tab) / 8));
			continue;
		}
		err = kapi__load_add(l, spec, 0);
		if (err)
			goto out;
	}
out:
	kapi__build_free(ub);
	if (elf)
		elf_end(elf);
	free(r.secs);
	free(r.relocs);
	return err;
}

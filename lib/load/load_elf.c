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
 * object each section gets an address space of its own and R_X86_64_64
 * relocations name the target; in a PIE or a shared library
 * R_X86_64_RELATIVE entries hold the value; a fixed executable has it in
 * place, and so does a PIE whose relative relocations are packed as
 * DT_RELR (only their places are listed; the value is the one in place).
 */
#include <errno.h>
#include <gelf.h>
#include <stdlib.h>
#include <string.h>

#include "load/load.h"

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

struct elfr {
	struct kapi_loader *l;
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
	void *p;

	if (!n)
		return NULL;
	if (!addr || !sec_of(r, addr, size * n)) {
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

#define STR(T, x, f)	((x)->f = str_at(r, rp(r, addr + offsetof(T, f))))
#define RAW(T, x, f, n)	((x)->f = arr_at(r, rp(r, addr + offsetof(T, f)), \
					 sizeof(*(x)->f), (x)->n))
/* Copies an array of structs, then fixes each element with fn. */
#define DEEP(T, x, f, n, fn) do { \
	uint64_t base_ = rp(r, addr + offsetof(T, f)); \
	char *arr_ = arr_at(r, base_, sizeof(*(x)->f), (x)->n); \
	for (uint32_t i_ = 0; arr_ && i_ < (x)->n; i_++) \
		fn(r, base_ + i_ * sizeof(*(x)->f), \
		   (void *)(arr_ + i_ * sizeof(*(x)->f))); \
	(x)->f = (void *)arr_; \
} while (0)

static void fix_param(struct elfr *r, uint64_t addr, struct kapi_param_spec *p)
{
	const char **strs;
	uint64_t base;

	STR(struct kapi_param_spec, p, name);
	STR(struct kapi_param_spec, p, type_name);
	STR(struct kapi_param_spec, p, description);
	STR(struct kapi_param_spec, p, constraints);
	STR(struct kapi_param_spec, p, constraint_expr);
	STR(struct kapi_param_spec, p, sysfs_path);
	STR(struct kapi_param_spec, p, default_value);
	STR(struct kapi_param_spec, p, units);
	RAW(struct kapi_param_spec, p, enum_values, enum_count);
	p->validate = NULL;
	base = rp(r, addr + offsetof(struct kapi_param_spec, allowed_strings));
	strs = arr_at(r, base, sizeof(char *), p->allowed_string_count);
	for (uint32_t i = 0; strs && i < p->allowed_string_count; i++)
		strs[i] = str_at(r, rp(r, base + i * sizeof(char *)));
	p->allowed_strings = strs;
}

static void fix_error(struct elfr *r, uint64_t addr, struct kapi_error_spec *e)
{
	STR(struct kapi_error_spec, e, name);
	STR(struct kapi_error_spec, e, condition);
	STR(struct kapi_error_spec, e, description);
}

static void fix_lock(struct elfr *r, uint64_t addr, struct kapi_lock_spec *k)
{
	STR(struct kapi_lock_spec, k, lock_name);
	STR(struct kapi_lock_spec, k, description);
}

static void fix_constraint(struct elfr *r, uint64_t addr,
			   struct kapi_constraint_spec *c)
{
	STR(struct kapi_constraint_spec, c, name);
	STR(struct kapi_constraint_spec, c, description);
	STR(struct kapi_constraint_spec, c, expression);
}

static void fix_signal(struct elfr *r, uint64_t addr, struct kapi_signal_spec *g)
{
	STR(struct kapi_signal_spec, g, signal_name);
	STR(struct kapi_signal_spec, g, target);
	STR(struct kapi_signal_spec, g, condition);
	STR(struct kapi_signal_spec, g, description);
	STR(struct kapi_signal_spec, g, timing);
	STR(struct kapi_signal_spec, g, queue_behavior);
}

static void fix_sigmask(struct elfr *r, uint64_t addr,
			struct kapi_signal_mask_spec *m)
{
	STR(struct kapi_signal_mask_spec, m, mask_name);
	STR(struct kapi_signal_mask_spec, m, description);
	RAW(struct kapi_signal_mask_spec, m, signals, signal_count);
}

static void fix_field(struct elfr *r, uint64_t addr, struct kapi_struct_field *f)
{
	STR(struct kapi_struct_field, f, name);
	STR(struct kapi_struct_field, f, type_name);
	STR(struct kapi_struct_field, f, description);
	STR(struct kapi_struct_field, f, constraint_expr);
	RAW(struct kapi_struct_field, f, enum_values, enum_count);
}

static void fix_struct(struct elfr *r, uint64_t addr, struct kapi_struct_spec *s)
{
	STR(struct kapi_struct_spec, s, name);
	STR(struct kapi_struct_spec, s, description);
	DEEP(struct kapi_struct_spec, s, fields, field_count, fix_field);
}

static void fix_effect(struct elfr *r, uint64_t addr, struct kapi_side_effect *e)
{
	STR(struct kapi_side_effect, e, target);
	STR(struct kapi_side_effect, e, condition);
	STR(struct kapi_side_effect, e, description);
}

static void fix_trans(struct elfr *r, uint64_t addr,
		      struct kapi_state_transition *t)
{
	STR(struct kapi_state_transition, t, object);
	STR(struct kapi_state_transition, t, from_state);
	STR(struct kapi_state_transition, t, to_state);
	STR(struct kapi_state_transition, t, condition);
	STR(struct kapi_state_transition, t, description);
}

static void fix_cap(struct elfr *r, uint64_t addr, struct kapi_capability_spec *c)
{
	STR(struct kapi_capability_spec, c, cap_name);
	STR(struct kapi_capability_spec, c, allows);
	STR(struct kapi_capability_spec, c, without_cap);
	STR(struct kapi_capability_spec, c, check_condition);
	RAW(struct kapi_capability_spec, c, alternative, alternative_count);
}

static void fix_proto(struct elfr *r, uint64_t addr,
		      struct kapi_protocol_behavior *p)
{
	STR(struct kapi_protocol_behavior, p, behavior);
	STR(struct kapi_protocol_behavior, p, flag_description);
}

static void fix_addr(struct elfr *r, uint64_t addr,
		     struct kapi_addr_family_spec *a)
{
	STR(struct kapi_addr_family_spec, a, family_name);
	STR(struct kapi_addr_family_spec, a, addr_format);
	STR(struct kapi_addr_family_spec, a, special_addresses);
}

static void fix_sockstate(struct elfr *r, uint64_t addr,
			  struct kapi_socket_state_spec *s)
{
	STR(struct kapi_socket_state_spec, s, state_condition);
	RAW(struct kapi_socket_state_spec, s, required_states,
	    required_state_count);
	RAW(struct kapi_socket_state_spec, s, forbidden_states,
	    forbidden_state_count);
}

static void fix_buffer(struct elfr *r, uint64_t addr, struct kapi_buffer_spec *b)
{
	STR(struct kapi_buffer_spec, b, fragmentation_rules);
	STR(struct kapi_buffer_spec, b, partial_transfer_rules);
}

static void fix_async(struct elfr *r, uint64_t addr, struct kapi_async_spec *a)
{
	STR(struct kapi_async_spec, a, completion_condition);
	STR(struct kapi_async_spec, a, timeout_behavior);
}

/* A single struct behind a pointer field, NULL when the pointer is. */
#define ONE(T, x, f, fn) do { \
	uint64_t at_ = rp(r, addr + offsetof(T, f)); \
	void *one_ = at_ ? arr_at(r, at_, sizeof(*(x)->f), 1) : NULL; \
	if (one_) \
		fn(r, at_, one_); \
	(x)->f = one_; \
} while (0)

static void fix_net(struct elfr *r, uint64_t addr, struct kapi_net_spec *n)
{
	ONE(struct kapi_net_spec, n, socket_state, fix_sockstate);
	ONE(struct kapi_net_spec, n, buffer_spec, fix_buffer);
	ONE(struct kapi_net_spec, n, async_spec, fix_async);
	DEEP(struct kapi_net_spec, n, protocol_behaviors,
	     protocol_behavior_count, fix_proto);
	DEEP(struct kapi_net_spec, n, addr_families, addr_family_count,
	     fix_addr);
	STR(struct kapi_net_spec, n, connection_establishment);
	STR(struct kapi_net_spec, n, connection_termination);
	STR(struct kapi_net_spec, n, data_transfer_semantics);
}

static void fix_spec(struct elfr *r, uint64_t addr, struct kernel_api_spec *s)
{
	uint64_t ret = addr + offsetof(struct kernel_api_spec, return_spec);

	STR(struct kernel_api_spec, s, name);
	STR(struct kernel_api_spec, s, description);
	STR(struct kernel_api_spec, s, long_description);
	STR(struct kernel_api_spec, s, examples);
	STR(struct kernel_api_spec, s, notes);
	STR(struct kernel_api_spec, s, since_version);
	STR(struct kernel_api_spec, s, replacement);
	STR(struct kernel_api_spec, s, cmd_name);
	STR(struct kernel_api_spec, s, file_ops_name);
	STR(struct kernel_api_spec, s, subsystem);
	STR(struct kernel_api_spec, s, device_type);
	DEEP(struct kernel_api_spec, s, params, param_count, fix_param);
	DEEP(struct kernel_api_spec, s, errors, error_count, fix_error);
	DEEP(struct kernel_api_spec, s, locks, lock_count, fix_lock);
	DEEP(struct kernel_api_spec, s, constraints, constraint_count,
	     fix_constraint);
	DEEP(struct kernel_api_spec, s, signals, signal_count, fix_signal);
	DEEP(struct kernel_api_spec, s, signal_masks, signal_mask_count,
	     fix_sigmask);
	DEEP(struct kernel_api_spec, s, struct_specs, struct_spec_count,
	     fix_struct);
	DEEP(struct kernel_api_spec, s, side_effects, side_effect_count,
	     fix_effect);
	DEEP(struct kernel_api_spec, s, state_transitions, state_trans_count,
	     fix_trans);
	DEEP(struct kernel_api_spec, s, capabilities, capability_count,
	     fix_cap);
	ONE(struct kernel_api_spec, s, net, fix_net);
	{
		struct kapi_return_spec *x = &s->return_spec;
		uint64_t keep = addr;

		addr = ret;
		STR(struct kapi_return_spec, x, type_name);
		STR(struct kapi_return_spec, x, description);
		RAW(struct kapi_return_spec, x, error_values, error_count);
		x->is_success = NULL;
		addr = keep;
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
			if (type == R_X86_64_RELATIVE) {
				s = 0;
			} else if (type == R_X86_64_64) {
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
		if (name && !strcmp(name, ".kapi_specs") && !found) {
			*tab = s->addr;
			*tab_size = sh.sh_size;
			found = true;
		}
	}
	return found ? 0 : -ENOENT;
}

int kapi__load_elf(struct kapi_loader *l, const char *data, size_t len)
{
	struct elfr r = { .l = l, .data = data, .len = len };
	uint64_t tab = 0, tab_size = 0;
	GElf_Ehdr eh;
	Elf *elf;
	bool rel;
	int err;

	elf_version(EV_CURRENT);
	elf = elf_memory((char *)data, len);
	if (!elf || elf_kind(elf) != ELF_K_ELF || !gelf_getehdr(elf, &eh)) {
		kapi__load_msg(l, KAPI_LOG_ERROR, 0, "not a valid ELF file: %s",
			       elf_errmsg(-1));
		err = -EINVAL;
		goto out;
	}
	if (eh.e_ident[EI_CLASS] != ELFCLASS64 ||
	    eh.e_ident[EI_DATA] != ELFDATA2LSB || eh.e_machine != EM_X86_64) {
		kapi__load_msg(l, KAPI_LOG_ERROR, 0,
			       "only x86-64 ELF files carry our spec layout");
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
		spec = arr_at(&r, addr, sizeof(*spec), 1);
		if (spec)
			fix_spec(&r, addr, spec);
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
	if (elf)
		elf_end(elf);
	free(r.secs);
	free(r.relocs);
	return err;
}

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

/*
 * Fixes the pointers of the item of kind at addr, copied raw into item:
 * every pointer field of the kind (model/vocab.def) is replaced by a copy
 * of what it points to, child items recursively.
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
		    f->walk == KAPI_W_LIST)
			count = kapi__field_count(item, f);
		switch (f->type) {
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
			} else if (f->walk == KAPI_W_ONE || f->walk == KAPI_W_LIST) {
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
	if (elf)
		elf_end(elf);
	free(r.secs);
	free(r.relocs);
	return err;
}

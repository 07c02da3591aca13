// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * Reading a kernel tree fast: the #defines of its uapi headers, and the
 * SYSCALL_DEFINEn prototypes of its .c files.  A whole tree is tens of
 * thousands of files, so each is read into one reused buffer and searched
 * with memmem before anything is parsed; folders no x86-64 syscall lives
 * in (other architectures, tools, Documentation) are not entered.
 */
#include <dirent.h>
#include <pthread.h>
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "load/ktree.h"

static uint64_t hash(const char *s, size_t n)
{
	uint64_t h = 1469598103934665603ULL;

	while (n--)
		h = (h ^ (unsigned char)*s++) * 1099511628211ULL;
	return h;
}

/* The slot of k (hash h): its entry, or the empty slot it would take. */
static struct ktree_ent *slot(const struct ktree_map *m, const char *k,
			      size_t klen, uint64_t h)
{
	for (size_t i = h & (m->cap - 1);; i = (i + 1) & (m->cap - 1)) {
		struct ktree_ent *e = &m->e[i];

		if (!e->key || (e->hash == (uint32_t)h && e->klen == klen &&
				!memcmp(e->key, k, klen)))
			return e;
	}
}

struct ktree_ent *ktree_map_find(const struct ktree_map *m, const char *k,
				 size_t klen)
{
	struct ktree_ent *e;

	if (!m->cap)
		return NULL;
	e = slot(m, k, klen, hash(k, klen));
	return e->key ? e : NULL;
}

/*
 * A large table is mapped, not calloc'ed, in huge pages where the kernel
 * gives them: a tree's defines (6 MB, their slots hashed all over it) took
 * 1,536 page faults and a memset of the arena's pages, 8% of a warm kernel
 * diff; three 2 MB pages take three.  The mapping is cut to a 2 MB bound.
 */
#define MAP_MMAP_BYTES (1u << 20)
#define MAP_HUGE_BYTES ((size_t)2 << 20)

static size_t slots_bytes(size_t cap)
{
	size_t n = cap * sizeof(struct ktree_ent);

	return (n + MAP_HUGE_BYTES - 1) & ~(MAP_HUGE_BYTES - 1);
}

/* n bytes (a multiple of 2 MB) of zeros on a 2 MB bound, huge pages asked. */
static void *huge_map(size_t n)
{
	size_t head;
	char *p = mmap(NULL, n + MAP_HUGE_BYTES, PROT_READ | PROT_WRITE,
		       MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);

	if (p == MAP_FAILED)
		return NULL;
	head = (MAP_HUGE_BYTES - ((uintptr_t)p & (MAP_HUGE_BYTES - 1))) &
	       (MAP_HUGE_BYTES - 1);
	if (head)
		munmap(p, head);
	munmap(p + head + n, MAP_HUGE_BYTES - head);
	p += head;
	/* a hint: without huge pages the memory works the same */
	(void)madvise(p, n, MADV_HUGEPAGE);
	return p;
}

static struct ktree_ent *slots_new(size_t cap)
{
	if (cap * sizeof(struct ktree_ent) < MAP_MMAP_BYTES)
		return calloc(cap, sizeof(struct ktree_ent));
	return huge_map(slots_bytes(cap));
}

static void slots_free(struct ktree_ent *e, size_t cap)
{
	if (cap * sizeof(*e) < MAP_MMAP_BYTES)
		free(e);
	else
		munmap(e, slots_bytes(cap));
}

/* To cap slots; entries move by their kept hash, no key is hashed again. */
static int map_resize(struct ktree_map *m, size_t cap)
{
	struct ktree_ent *e = slots_new(cap);

	if (!e)
		return -ENOMEM;
	for (size_t i = 0; i < m->cap; i++) {
		struct ktree_ent *o = &m->e[i];
		size_t j;

		if (!o->key)
			continue;
		/* the low 32 bits index any map of up to 4G slots */
		for (j = o->hash & (cap - 1); e[j].key; j = (j + 1) & (cap - 1))
			;
		e[j] = *o;
	}
	slots_free(m->e, m->cap);
	m->e = e;
	m->cap = cap;
	return 0;
}

static int map_grow(struct ktree_map *m)
{
	return map_resize(m, m->cap ? m->cap * 2 : 1024);
}

int ktree_map_reserve(struct ktree_map *m, size_t n)
{
	size_t cap = 1024;

	while (cap < n * 2)
		cap *= 2;
	return cap > m->cap ? map_resize(m, cap) : 0;
}

struct ktree_ent *ktree_map_get(struct ktree_map *m, const char *k,
				size_t klen)
{
	uint64_t h = hash(k, klen);
	struct ktree_ent *e;

	if ((m->n + 1) * 2 > m->cap && map_grow(m))
		return NULL;
	e = slot(m, k, klen, h);
	if (e->key)
		return e;
	e->key = k;
	e->klen = (uint32_t)klen;
	e->hash = (uint32_t)h;
	m->n++;
	return e;
}

void ktree_map_free(struct ktree_map *m)
{
	slots_free(m->e, m->cap);
	memset(m, 0, sizeof(*m));
}

/* A source file larger than this is not one (bounded reads). */
#define KTREE_MAX_FILE (64u << 20)

/* Two walks keep buffers at once (kapi__load_ktree): under the tree's lock. */
static char *keep(struct ktree *t, char *buf)
{
	char *kept = buf;

	pthread_mutex_lock(&t->lock);
	if (t->nbufs == t->bufs_cap) {
		size_t cap = t->bufs_cap ? t->bufs_cap * 2 : 256;
		char **p = realloc(t->bufs, cap * sizeof(*p));

		if (!p) {
			free(buf);
			kept = NULL;
		} else {
			t->bufs = p;
			t->bufs_cap = cap;
		}
	}
	if (kept)
		t->bufs[t->nbufs++] = buf;
	pthread_mutex_unlock(&t->lock);
	return kept;
}

/*
 * The uapi headers' texts, kept for the whole load (the maps point into
 * them), are read into one mapping in huge pages: 9 MB of headers a tree
 * in malloc'ed buffers took some 2,300 page faults.  Room for len bytes and
 * a NUL, or NULL (then malloc).  Under the tree's lock.
 */
#define KTREE_POOL_BYTES ((size_t)32 << 20)

static char *pool_take(struct ktree *t, size_t len)
{
	char *p = NULL;

	pthread_mutex_lock(&t->lock);
	if (!t->pool && !t->pool_failed &&
	    !(t->pool = huge_map(KTREE_POOL_BYTES)))
		t->pool_failed = true;
	if (t->pool && KTREE_POOL_BYTES - t->pool_used > len + 1) {
		p = t->pool + t->pool_used;
		t->pool_used += (len + 1 + 15) & ~(size_t)15;
	}
	pthread_mutex_unlock(&t->lock);
	return p;
}

void ktree_pool_free(struct ktree *t)
{
	if (t->pool)
		munmap(t->pool, KTREE_POOL_BYTES);
	t->pool = NULL;
}

/*
 * A file of the tree whole, for keeps into the pool (else malloc'ed and
 * kept): the buffer, NULL if it cannot be read (or no memory: *err).
 */
static char *read_kept(struct ktree *t, int fd, size_t *len, int *err)
{
	struct stat st;
	size_t got = 0;
	ssize_t n;
	char *buf;

	*err = 0;
	if (fstat(fd, &st) || !S_ISREG(st.st_mode) ||
	    (size_t)st.st_size > KTREE_MAX_FILE)
		return NULL;
	buf = pool_take(t, (size_t)st.st_size);
	if (!buf) {
		if (kapi__read_fd(fd, KTREE_MAX_FILE, &buf, len))
			return NULL;
		if (!keep(t, buf))
			*err = -ENOMEM;
		return *err ? NULL : buf;
	}
	while (got < (size_t)st.st_size &&
	       (n = read(fd, buf + got, (size_t)st.st_size - got)) > 0)
		got += (size_t)n;
	buf[got] = '\0';
	*len = got;
	return buf;
}

/* Files seen so far, both walks (read by ktree_tick too). */
static size_t seen(const struct ktree *t)
{
	return __atomic_load_n(&t->c_files, __ATOMIC_RELAXED) +
	       __atomic_load_n(&t->headers, __ATOMIC_RELAXED);
}

char *ktree_slurp(struct ktree *t, const char *rel, size_t *len)
{
	char path[4096];

	snprintf(path, sizeof(path), "%s/%s", t->root, rel);
	return ktree_slurp_abs(t, path, len);
}

char *ktree_slurp_abs(struct ktree *t, const char *path, size_t *len)
{
	char *buf;

	if (kapi__read_file(path, KTREE_MAX_FILE, &buf, len))
		return NULL;
	return keep(t, buf);
}

static bool ident(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
	       (c >= '0' && c <= '9') || c == '_';
}

static const char *skip_blank(const char *p, const char *end)
{
	while (p < end && (*p == ' ' || *p == '\t'))
		p++;
	return p;
}

/* The end of a logical line: newlines after a backslash continue it. */
static const char *line_end(const char *p, const char *end)
{
	while (p < end) {
		const char *nl = memchr(p, '\n', (size_t)(end - p));

		if (!nl)
			return end;
		if (nl > p && nl[-1] == '\\') {
			p = nl + 1;
			continue;
		}
		return nl;
	}
	return end;
}

/*
 * Object-like #defines of one header; the first definition of a name wins.
 * Found from each '#' (memchr), not each "define" (memmem was a tenth of a
 * warm kernel diff's instructions).
 */
static int header_defines(struct ktree *t, const char *buf, size_t len,
			  uint32_t hdr)
{
	const char *p = buf, *end = buf + len;

	while ((p = memchr(p, '#', (size_t)(end - p)))) {
		const char *q = p, *name, *val, *eol;
		struct ktree_ent *e;

		/* blanks, "#", blanks, "define" at the start of a line */
		while (q > buf && (q[-1] == ' ' || q[-1] == '\t'))
			q--;
		p = skip_blank(p + 1, end);
		if ((q != buf && q[-1] != '\n') || end - p < 6 ||
		    memcmp(p, "define", 6))
			continue;
		p += 6;
		name = skip_blank(p, end);
		if (name == p)
			continue;
		for (q = name; q < end && ident(*q); q++)
			;
		if (q == name || (q < end && *q == '('))
			continue;	/* function-like */
		val = skip_blank(q, end);
		eol = line_end(val, end);
		e = ktree_map_get(&t->defs, name, (size_t)(q - name));
		if (!e)
			return -ENOMEM;
		if (!e->val) {
			e->val = val;
			e->vlen = (uint32_t)(eol - val);
			e->flags = hdr;
		}
		p = eol;
	}
	return 0;
}

/* A copy of b..e with comments and preprocessor lines blanked, kept. */
static char *clean_copy(struct ktree *t, const char *b, const char *e)
{
	size_t n = (size_t)(e - b);
	char *c = malloc(n + 1);
	bool bol = true;

	if (!c)
		return NULL;
	for (size_t i = 0; i < n;) {
		if (b[i] == '/' && i + 1 < n && (b[i + 1] == '*' || b[i + 1] == '/')) {
			const char *stop = b[i + 1] == '*' ?
				memmem(b + i + 2, n - i - 2, "*/", 2) :
				memchr(b + i, '\n', n - i);
			size_t to = !stop ? n : b[i + 1] == '*' ?
				    (size_t)(stop - b) + 2 : (size_t)(stop - b);

			while (i < to)
				c[i++] = ' ';
			continue;
		}
		if (bol && b[i] == '#') {
			while (i < n && (b[i] != '\n' || b[i - 1] == '\\'))
				c[i++] = ' ';
			continue;
		}
		if (b[i] != ' ' && b[i] != '\t')
			bol = b[i] == '\n';
		c[i] = b[i];
		i++;
	}
	c[n] = '\0';
	return keep(t, c);
}

/* An enumerator's value as text the evaluator reads: "(BASE) + K" or "K". */
static int enum_value(struct ktree *t, struct ktree_ent *e, const char *base,
		      size_t blen, long k, uint32_t hdr)
{
	char *v;
	int n;

	if (base && !k) {
		/* as written: an ioctl number set by _IOW() stays one */
		e->val = base;
		e->vlen = (uint32_t)blen;
		e->flags = hdr;
		return 0;
	}
	n = base ? asprintf(&v, "(%.*s) + %ld", (int)blen, base, k)
		 : asprintf(&v, "%ld", k);
	if (n < 0 || !keep(t, v))
		return -ENOMEM;
	e->val = v;
	e->vlen = (uint32_t)n;
	e->flags = hdr;
	return 0;
}

/*
 * The next "enum" from p: each 'm' found with memchr, the three bytes
 * before it compared (memmem of "enum" was 6% of a warm kernel diff's
 * instructions); as memmem would, the first at or after p.
 */
static const char *find_enum(const char *p, const char *end)
{
	const char *m = p + 3;

	if (end - p < 4)
		return NULL;
	while ((m = memchr(m, 'm', (size_t)(end - m)))) {
		if (m[-3] == 'e' && m[-2] == 'n' && m[-1] == 'u')
			return m - 3;
		m++;
	}
	return NULL;
}

/*
 * The enumerators of one header's enums, as if each were a #define of its
 * value (flag and value sets are enums in some headers).  A #define that
 * names itself ("#define FOO FOO" beside the enumerator) gives way.
 */
static int header_enums(struct ktree *t, const char *buf, size_t len,
			uint32_t hdr)
{
	const char *p = buf, *end = buf + len;

	while ((p = find_enum(p, end))) {
		const char *q = p + 4, *close, *base = NULL, *tag = NULL;
		size_t blen = 0, taglen = 0;
		long k = 0;
		char *body;

		if ((p > buf && ident(p[-1])) || (q < end && ident(*q))) {
			p = q;
			continue;
		}
		while (q < end && (*q == ' ' || *q == '\t' || *q == '\n' ||
				   ident(*q))) {
			if (ident(*q) && !ident(q[-1])) {
				tag = q;
				taglen = 0;
			}
			q++;
			if (tag && !taglen && !ident(*q))
				taglen = (size_t)(q - tag);
		}
		p = q;
		if (q >= end || *q != '{' ||
		    !(close = memchr(q, '}', (size_t)(end - q))))
			continue;
		body = clean_copy(t, q + 1, close);
		if (!body)
			return -ENOMEM;
		p = close;
		for (char *it = body; *it;) {
			char *comma = it;
			int depth = 0;
			const char *name, *ne, *val, *ve;

			while (*comma && (depth || *comma != ',')) {
				depth += *comma == '(';
				depth -= *comma == ')';
				comma++;
			}
			for (name = it; *name && strchr(" \t\n\\", *name); name++)
				;
			for (ne = name; ident(*ne); ne++)
				;
			val = ne;
			while (val < comma && strchr(" \t\n\\", *val))
				val++;
			if (ne > name && !(*name >= '0' && *name <= '9')) {
				struct ktree_ent *e = ktree_map_get(&t->defs, name,
								    (size_t)(ne - name));

				if (!e)
					return -ENOMEM;
				if (val < comma && *val == '=') {
					for (val++; val < comma &&
					     strchr(" \t\n", *val); val++)
						;
					for (ve = comma; ve > val &&
					     strchr(" \t\n", ve[-1]); ve--)
						;
					base = val;
					blen = (size_t)(ve - val);
					k = 0;
				}
				if (!e->val || (e->vlen == (size_t)(ne - name) &&
						!memcmp(e->val, name, e->vlen))) {
					int err = enum_value(t, e, base, blen, k, hdr);

					if (err)
						return err;
					e->tag = tag;
					e->taglen = (uint32_t)taglen;
				}
				k++;
			}
			it = *comma ? comma + 1 : comma;
		}
	}
	return 0;
}


/* Folders of a tree no x86-64 syscall or uapi header lives in. */
static bool skipped_dir(const char *rel)
{
	static const char *const skip[] = {
		"Documentation", "tools", "samples", "scripts", "usr",
		"LICENSES", "debian", ".git",
	};

	for (size_t i = 0; i < sizeof(skip) / sizeof(skip[0]); i++)
		if (!strcmp(rel, skip[i]))
			return true;
	return !strncmp(rel, "arch/", 5) && strncmp(rel + 5, "x86", 3) &&
	       !strchr(rel + 5, '/');
}

static int on_source(struct ktree *t, const char *rel, char *buf, size_t len);

/*
 * The syscall scan's record of one folder for the scan cache: its entries
 * as found now, the last run's, whether those are its entries now.  While
 * each entry found is the last run's next one (a folder unchanged), kids
 * is not built: at marks how far old's entries were found again.
 */
struct listing {
	struct kapi_strbuf kids;
	const char *old;
	const char *at;		/* old's next entry, while same */
	bool same;		/* the entries so far are old's first ones */
	bool replay;		/* entries from old, not from readdir */
	bool listable;		/* no link among them */
};

static void listing_init(struct listing *ls, const char *old, bool replay)
{
	*ls = (struct listing){ .old = old, .at = old, .same = old != NULL,
				.replay = replay, .listable = true };
	kapi__strbuf_init(&ls->kids);
}

/* The length of old's entries found again (without the '/' after them). */
static size_t listing_found(const struct listing *ls)
{
	size_t n = (size_t)(ls->at - ls->old);

	return n && ls->at[-1] == '/' ? n - 1 : n;
}

/*
 * A decimal number at *p as put_dec writes it (no zero before another
 * digit; digits: how many, 0 for any); past it.  Whether it is v.
 */
static bool dec_is(const char **p, const char *end, unsigned long long v,
		   int digits)
{
	const char *s = *p, *q = s, *stop = end - s > 20 ? s + 20 : end;
	unsigned long long x = 0;

	for (; q < stop && (unsigned char)(*q - '0') < 10; q++)
		x = x * 10 + (unsigned long long)(*q - '0');
	*p = q;
	if (q == s || (digits ? q - s != digits : (*s == '0' && q - s > 1)))
		return false;
	return x == v;
}

/*
 * Whether the kept entry at..at+n is "kSECONDS.NANOSECONDS SIZE NAME" for
 * this stat and name, read rather than formatted and compared (a warm run
 * checks every clean .c file of the tree so); NULL-free and unsigned.
 */
static bool same_clean(const char *at, size_t n, const char *name,
		       const struct stat *st)
{
	const char *p = at + 1, *end = at + n;
	size_t nlen = strlen(name);

	return dec_is(&p, end, (unsigned long long)st->st_mtim.tv_sec, 0) &&
	       p < end && *p++ == '.' &&
	       dec_is(&p, end, (unsigned long long)st->st_mtim.tv_nsec, 9) &&
	       p < end && *p++ == ' ' &&
	       dec_is(&p, end, (unsigned long long)st->st_size, 0) &&
	       p < end && *p++ == ' ' && (size_t)(end - p) == nlen &&
	       !memcmp(p, name, nlen);
}

/* Whether this entry is old's next one (then passed). */
static bool same_entry(struct listing *ls, char type, const char *name,
		       const struct stat *st)
{
	char e[384];
	size_t on = (size_t)(strchrnul(ls->at, '/') - ls->at), n;

	if (type == 'k' && *ls->at == 'k' && st->st_mtim.tv_sec >= 0 &&
	    st->st_size >= 0) {
		if (!same_clean(ls->at, on, name, st))
			return false;
		ls->at += on + (ls->at[on] == '/');
		return true;
	}
	n = ktree_scan_cache_format(e, sizeof(e), type, name, st);
	if (!n || n != on || memcmp(ls->at, e, n))
		return false;
	ls->at += on + (ls->at[on] == '/');
	return true;
}

/* Adds an entry to the folder's record (built from the first change on). */
static void add_entry(struct listing *ls, char type, const char *name,
		      const struct stat *st)
{
	if (ls->same) {
		if (same_entry(ls, type, name, st))
			return;
		ls->same = false;
		kapi__strbuf_add(&ls->kids, ls->old, listing_found(ls));
	}
	ktree_scan_cache_entry(&ls->kids, type, name, st);
}

/*
 * A .c file of the syscall scan (path from dfd, name its entry): stat'ed
 * and, if sig (the last run's signature of it) is still its own, known
 * clean: 0, its entry added.  1: read it (st filled), 2: read it (no
 * stat; its entry added).
 */
static int source_known(struct ktree *t, int dfd, const char *path,
			const char *name, const char *sig, size_t siglen,
			struct listing *ls, struct stat *st)
{
	if (fstatat(dfd, path, st, 0)) {
		add_entry(ls, 'c', name, NULL);
		return 2;
	}
	/* the common case, an unchanged folder's clean file: one compare */
	if (ls->same && same_entry(ls, 'k', name, st)) {
		__atomic_fetch_add(&t->c_files, 1, __ATOMIC_RELAXED);
		return 0;
	}
	if (!ktree_scan_cache_clean(sig, siglen, st))
		return 1;
	add_entry(ls, 'k', name, st);
	__atomic_fetch_add(&t->c_files, 1, __ATOMIC_RELAXED);
	return 0;
}

/*
 * One file that ends in the suffix (path from dfd, name its entry): read
 * and given to fn.  ls: the syscall scan's folder record; sig: the file's
 * clean signature in the last run (it is not read if still its own).
 */
static int visit_file(struct ktree *t, int dfd, const char *rel,
		      const char *path, const char *name, bool keep_buf,
		      ktree_file_fn fn, const char *sig, size_t siglen,
		      struct listing *ls)
{
	struct stat st;
	int known = 2, fd, err = 0;
	size_t len;
	char *buf;

	if ((seen(t) & 255) == 0)
		ktree_tick(t);
	if (ls && !(known = source_known(t, dfd, path, name, sig, siglen, ls,
					 &st)))
		return 0;
	fd = openat(dfd, path, O_RDONLY | O_CLOEXEC);
	if (fd >= 0 && keep_buf && !ls) {
		buf = read_kept(t, fd, &len, &err);
		close(fd);
		if (!buf)
			return err;
		return fn(t, rel, buf, len);
	}
	if (fd >= 0) {
		err = kapi__read_fd(fd, KTREE_MAX_FILE, &buf, &len);
		close(fd);
	}
	if (fd < 0 || err) {
		/* a file it cannot read is skipped, and read next time */
		if (known == 1)
			add_entry(ls, 'c', name, NULL);
		return 0;
	}
	if (known == 1)
		add_entry(ls, memmem(buf, len, "SYSCALL_DEFINE", 14) ? 'c' : 'k',
			  name, &st);
	if (keep_buf && !keep(t, buf))
		return -ENOMEM;
	err = fn(t, rel, buf, len);
	if (!keep_buf)
		free(buf);
	return err;
}

struct walk {
	struct ktree *t;
	char *rel;		/* from the root, grown and cut back */
	const char *suffix;
	bool keep_buf;
	ktree_file_fn fn;
	const char *via;	/* the folder's name from dfd (a leaf not
				 * opened), or NULL: dfd is the folder */
};

static int walk(struct walk *w, int dfd, size_t rlen, int depth);
static int leaf(struct walk *w, int dfd, size_t rlen, const char *name,
		int depth);

static bool has_suffix(const char *name, size_t nlen, const char *suffix)
{
	size_t slen = strlen(suffix);

	return nlen > slen && !memcmp(name + nlen - slen, suffix, slen);
}

/*
 * An entry of the folder at w->rel (rlen long) of this type; ls: the
 * syscall scan's record of the folder (sig as for visit_file).
 */
static int visit(struct walk *w, int dfd, size_t rlen, const char *name,
		 unsigned char type, int depth, const char *sig, size_t siglen,
		 struct listing *ls)
{
	size_t nlen = strlen(name), at = rlen;
	char *rel = w->rel;
	int err = 0, fd;

	if (!nlen || name[0] == '.' || rlen + nlen + 2 > 4096)
		return 0;
	if (rlen)
		rel[at++] = '/';
	memcpy(rel + at, name, nlen + 1);
	if (type == DT_DIR) {
		if (ls)
			add_entry(ls, 'd', name, NULL);
		if (!skipped_dir(rel) &&
		    (!ls || (err = leaf(w, dfd, at + nlen, name, depth + 1)) == 1)) {
			err = 0;
			fd = openat(dfd, name, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
			if (fd >= 0)
				err = walk(w, fd, at + nlen, depth + 1);
		}
	} else if (type == DT_REG && has_suffix(name, nlen, w->suffix)) {
		size_t vlen = w->via ? strlen(w->via) : 0;
		char path[4096];

		/* by hand: a warm run reaches every .c file of a leaf so */
		if (w->via && vlen + nlen + 2 <= sizeof(path)) {
			memcpy(path, w->via, vlen);
			path[vlen] = '/';
			memcpy(path + vlen + 1, name, nlen + 1);
		}
		if (!w->via || vlen + nlen + 2 <= sizeof(path))
			err = visit_file(w->t, dfd, rel, w->via ? path : name,
					 name, w->keep_buf, w->fn, sig, siglen,
					 ls);
	}
	rel[rlen] = '\0';
	return err;
}

/* A folder the scan cache knows unchanged: its entries from the cache. */
static int replay(struct walk *w, int dfd, size_t rlen, int depth,
		  struct listing *ls)
{
	const char *list = ls->old, *sig;
	size_t siglen;
	char type, name[256];
	int err = 0;

	while (*list && !err) {
		list = ktree_scan_entry(list, &type, &sig, &siglen, name,
					sizeof(name));
		err = visit(w, dfd, rlen, name, type == 'd' ? DT_DIR : DT_REG,
			    depth, sig, siglen, ls);
	}
	return err;
}

/* The syscall scan's record of a folder, for the next run. */
static void listing_done(struct walk *w, const struct stat *st,
			 struct listing *ls)
{
	struct kapi_strbuf found = { 0 };
	const struct kapi_strbuf *kids = &ls->kids;

	if (ls->same && !*ls->at) {
		/* every entry the last run's: its text is the record */
		found.buf = (char *)ls->old;
		found.len = listing_found(ls);
		kids = &found;
	} else if (ls->same) {
		kapi__strbuf_add(&ls->kids, ls->old, listing_found(ls));
	}
	if (!kids->failed)
		ktree_scan_cache_dir_done(w->t, w->rel, st, ls->listable, kids);
}

/*
 * A folder of the syscall scan kept unchanged since the last run with no
 * subfolder (most of a tree's): its files are stat'ed and read through its
 * parent's dfd ("name/file.c"), the folder itself not opened nor closed.
 * 1: not such a folder (open it).
 */
static int leaf(struct walk *w, int dfd, size_t rlen, const char *name,
		int depth)
{
	struct listing ls;
	struct stat st;
	const char *old;
	bool kept;
	int err;

	if (depth > 32 || fstatat(dfd, name, &st, 0) || !S_ISDIR(st.st_mode))
		return 1;
	old = ktree_scan_cache_dir(w->t, w->rel, &st, &kept);
	if (!kept || old[0] == 'd' || strstr(old, "/d"))
		return 1;
	listing_init(&ls, old, true);
	w->via = name;
	err = replay(w, dfd, rlen, depth, &ls);
	w->via = NULL;
	if (!err)
		listing_done(w, &st, &ls);
	kapi__strbuf_free(&ls.kids);
	return err;
}

/* The type of an entry readdir did not say, or said is a link (followed). */
static unsigned char stat_type(int dfd, const char *name)
{
	struct stat st;

	if (fstatat(dfd, name, &st, 0))
		return DT_UNKNOWN;
	return S_ISDIR(st.st_mode) ? DT_DIR :
	       S_ISREG(st.st_mode) ? DT_REG : DT_UNKNOWN;
}

/* A folder read with readdir; ls (the syscall scan's) notes its entries. */
static int list_dir(struct walk *w, int dfd, size_t rlen, int depth,
		    struct listing *ls)
{
	DIR *d = fdopendir(dfd);
	struct dirent *de;
	int err = 0;

	if (!d) {
		close(dfd);
		if (ls)
			ls->listable = false;
		return 0;
	}
	while (!err && (de = readdir(d))) {
		const char *name = de->d_name, *sig = NULL;
		unsigned char type = de->d_type;
		size_t siglen = 0;

		if (type == DT_UNKNOWN || type == DT_LNK) {
			/* a link may point elsewhere later: not replayed */
			if (ls && type == DT_LNK)
				ls->listable = false;
			type = stat_type(dfd, name);
		}
		if (ls) {
			ls->listable &= strchr(name, '\n') == NULL;
			sig = ktree_scan_cache_sig_of(ls->old, name, &siglen);
		}
		err = visit(w, dfd, rlen, name, type, depth, sig, siglen, ls);
	}
	closedir(d);
	return err;
}

/*
 * Walks dfd (w->rel from the root) calling fn on files ending in suffix.
 * The syscall scan lists each folder once: a folder whose mtime has not
 * moved since (no entry added, removed or renamed) is not read again, its
 * entries come from the scan cache; each .c file is still stat'ed.
 */
static int walk(struct walk *w, int dfd, size_t rlen, int depth)
{
	bool listing = w->fn == on_source && w->t->scan;
	struct listing ls;
	struct stat st;
	bool replayed;
	const char *old;
	int err;

	if (depth > 32) {
		close(dfd);
		return 0;
	}
	if (listing && fstat(dfd, &st))
		listing = false;
	if (!listing)
		return list_dir(w, dfd, rlen, depth, NULL);
	old = ktree_scan_cache_dir(w->t, w->rel, &st, &replayed);
	listing_init(&ls, old, replayed);
	if (ls.replay) {
		err = replay(w, dfd, rlen, depth, &ls);
		close(dfd);
	} else {
		err = list_dir(w, dfd, rlen, depth, &ls);
	}
	if (!err)
		listing_done(w, &st, &ls);
	kapi__strbuf_free(&ls.kids);
	return err;
}

int ktree_walk(struct ktree *t, const char *sub, const char *suffix,
	       bool keep_buf, ktree_file_fn fn)
{
	char rel[4096];
	char path[4096];
	int fd;

	snprintf(path, sizeof(path), "%s/%s", t->root, sub);
	fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (fd < 0)
		return 0;
	struct walk w = { t, rel, suffix, keep_buf, fn, NULL };

	snprintf(rel, sizeof(rel), "%s", sub);
	if (!strcmp(sub, "."))
		rel[0] = '\0';
	return walk(&w, fd, strlen(rel), 0);
}

static int on_header(struct ktree *t, const char *rel, char *buf, size_t len)
{
	struct ktree_header *h;
	const char *inc = strstr(rel, "include/uapi/");
	char *r;
	int err;

	__atomic_fetch_add(&t->headers, 1, __ATOMIC_RELAXED);
	if (kapi__grow(&t->hdrs, &t->hdrs_cap, t->nhdrs, sizeof(*t->hdrs), 256))
		return -ENOMEM;
	r = strdup(rel);
	if (!r || !keep(t, r))
		return -ENOMEM;
	h = &t->hdrs[t->nhdrs];
	h->rel = r;
	h->inc = inc ? r + (inc - rel) + 13 : r;
	h->buf = buf;
	h->len = len;
	err = header_defines(t, buf, len, (uint32_t)t->nhdrs);
	return err ? err : header_enums(t, buf, len, (uint32_t)t->nhdrs++);
}

int ktree_scan_defines(struct ktree *t)
{
	/*
	 * a kernel's uapi has some 40,000 to 60,000 names: the map made that
	 * large at once, not grown and rehashed seven times (untouched pages
	 * of a small tree's map cost nothing)
	 */
	int err = ktree_map_reserve(&t->defs, 65000);

	/* x86's own values first: they win over asm-generic's */
	if (!err)
		err = ktree_walk(t, "arch/x86/include/uapi", ".h", true, on_header);
	return err ? err : ktree_walk(t, "include/uapi", ".h", true, on_header);
}

/*
 * SYSCALL_DEFINEn(name, type, arg, ...) and COMPAT_SYSCALL_DEFINEn: the
 * argument text is kept (copied), keyed by name ("compat_" before it for
 * the compat ones).  x86's definition wins over a generic one.
 */
static int on_source(struct ktree *t, const char *rel, char *buf, size_t len)
{
	const char *p = buf, *end = buf + len;
	bool x86 = !strncmp(rel, "arch/x86/", 9);

	__atomic_fetch_add(&t->c_files, 1, __ATOMIC_RELAXED);
	while ((p = memmem(p, (size_t)(end - p), "SYSCALL_DEFINE", 14))) {
		const char *start = p, *open, *q, *name;
		bool compat = start - buf >= 7 && !memcmp(start - 7, "COMPAT_", 7);
		const char *before = compat ? start - 7 : start;
		struct ktree_ent *e;
		char key[128];
		size_t klen;
		int depth = 0;

		p += 14;
		if ((before > buf && ident(before[-1])) || p >= end ||
		    *p < '0' || *p > '6')
			continue;
		open = p + 1;
		if (open >= end || *open != '(')
			continue;
		/* a #define of the macro itself is no prototype */
		for (q = before; q > buf && q[-1] != '\n'; q--)
			;
		if (memchr(q, '#', (size_t)(before - q)))
			continue;
		for (q = open; q < end; q++) {
			depth += *q == '(';
			depth -= *q == ')';
			if (!depth)
				break;
		}
		if (q >= end)
			break;
		name = skip_blank(open + 1, q);
		klen = 0;
		if (compat) {
			memcpy(key, "compat_", 7);
			klen = 7;
		}
		while (name < q && ident(*name) && klen < sizeof(key) - 1)
			key[klen++] = *name++;
		p = q;
		if (klen == (compat ? 7u : 0u))
			continue;
		char *k = malloc(klen + 1);
		if (!k || !keep(t, k))
			return -ENOMEM;
		memcpy(k, key, klen);
		k[klen] = '\0';
		/*
		 * x86's own definition wins; otherwise the last one does: an
		 * #ifdef ladder (clone's CONFIG_CLONE_BACKWARDS*) ends in the
		 * generic #else
		 */
		e = ktree_map_find(&t->protos, k, klen);
		if (e && e->flags && !x86)
			continue;
		if (!e && !(e = ktree_map_get(&t->protos, k, klen)))
			return -ENOMEM;
		/* the text from the name on; the caller splits it */
		char *args = malloc((size_t)(q - open));
		if (!args || !keep(t, args))
			return -ENOMEM;
		memcpy(args, open + 1, (size_t)(q - open - 1));
		args[q - open - 1] = '\0';
		e->val = args;
		e->vlen = (uint32_t)(q - open - 1);
		e->flags = x86;
	}
	return 0;
}

int ktree_scan_protos(struct ktree *t)
{
	int err;

	ktree_scan_cache_open(t);
	err = ktree_walk(t, ".", ".c", false, on_source);
	/* a walk cut short leaves the last run's cache as it was */
	ktree_scan_cache_save(t, !err);
	return err;
}

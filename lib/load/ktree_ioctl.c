// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * A kernel tree's ioctl commands (#define NAME _IO/_IOR/_IOW/_IOWR(...) in
 * its uapi headers) and the layout of each uapi struct, measured by the
 * compiler against that tree's own headers, never this host's: per header
 * a probe program is compiled with -nostdinc and the tree's include/uapi
 * and arch/x86/include/uapi (plus shim asm/ headers for what the build
 * would generate: the asm-generic fallbacks and unistd_64.h), run, and its
 * output kept in a cache, so a tree is measured once.  A header that does
 * not compile on its own is skipped and counted.
 *
 * Each ioctl becomes an ioctl spec named by its macro (cmd, the argument's
 * size in input_size/output_size by direction, its type); each header's
 * structs become the struct list of a spec named "uapi/<header>".
 */
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <limits.h>
#include <pthread.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "load/ktree.h"

extern char **environ;

/* Change with the probe or the shim: the cache key includes it. */
#define PROBE_VERSION "5"

struct pfield {
	const char *name;
	size_t len;
	bool flex;		/* name[]: no size */
};

struct pstruct {
	const char *name;
	size_t len;
	struct pfield *f;
	size_t nf, cap;
};

struct probe {
	struct pstruct *s;
	size_t ns, cap;
	const struct ktree_ent **io;	/* the header's ioctl defines */
	size_t nio, iocap;
	char *clean;			/* the header, comments blanked */
};

static bool ident(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
	       (c >= '0' && c <= '9') || c == '_';
}

/* The header with comments and preprocessor lines turned into spaces. */
static char *cleaned(const char *buf, size_t len)
{
	char *c = malloc(len + 1);
	bool bol = true;

	if (!c)
		return NULL;
	for (size_t i = 0; i < len;) {
		if (buf[i] == '/' && i + 1 < len && buf[i + 1] == '*') {
			const char *e = memmem(buf + i + 2, len - i - 2, "*/", 2);
			size_t end = e ? (size_t)(e - buf) + 2 : len;

			while (i < end)
				c[i++] = ' ';
			continue;
		}
		if (buf[i] == '/' && i + 1 < len && buf[i + 1] == '/') {
			while (i < len && buf[i] != '\n')
				c[i++] = ' ';
			continue;
		}
		if (bol && buf[i] == '#') {
			while (i < len && (buf[i] != '\n' || buf[i - 1] == '\\'))
				c[i++] = ' ';
			continue;
		}
		if (buf[i] != ' ' && buf[i] != '\t')
			bol = buf[i] == '\n';
		c[i] = buf[i];
		i++;
	}
	c[len] = '\0';
	return c;
}

/* One member declaration (between ';'s at depth 1): its field names. */
static int member(struct pstruct *s, const char *d, const char *e);

/* The members of a body d..e (between braces), split at its own ';'s. */
static int members(struct pstruct *s, const char *d, const char *e)
{
	int depth = 0, paren = 0, err = 0;
	const char *decl = d;

	for (const char *q = d; q < e && !err; q++) {
		if (*q == '{')
			depth++;
		else if (*q == '}')
			depth--;
		else if (*q == '(')
			paren++;
		else if (*q == ')')
			paren -= paren > 0;
		else if (*q == ';' && !depth && !paren) {
			err = member(s, decl, q);
			decl = q + 1;
		}
	}
	return err;
}

static int member(struct pstruct *s, const char *d, const char *e)
{
	const char *close = NULL, *open;

	for (const char *p = d; p < e; p++)
		if (*p == '}')
			close = p;
	if (close) {
		const char *n = close + 1;

		while (n < e && !ident(*n))
			n++;
		/*
		 * an anonymous struct or union: its members are the outer
		 * struct's (C11), which offsetof reaches by name
		 */
		open = memchr(d, '{', (size_t)(close - d));
		if (n >= e && open)
			return members(s, open + 1, close);
		d = close + 1;		/* "} name;" of a nested struct */
	} else if (memchr(d, '(', (size_t)(e - d)) || memchr(d, ':', (size_t)(e - d)))
		return 0;		/* function pointers, macros, bit fields */
	/* declarators are separated by ','; the name is each one's last word */
	for (const char *p = d; p < e;) {
		const char *q = memchr(p, ',', (size_t)(e - p));
		const char *end = q ? q : e, *n, *w = NULL;
		bool flex = false;

		for (n = p; n < end; n++) {
			if (*n == '[') {
				const char *r = memchr(n, ']', (size_t)(end - n));

				flex |= r && r == n + 1 + strspn(n + 1, " \t\n");
				n = r ? r : end - 1;
				continue;
			}
			if (ident(*n) && (n == p || !ident(n[-1])))
				w = n;
		}
		if (w && !(*w >= '0' && *w <= '9')) {
			size_t len = 0;

			while (w + len < end && ident(w[len]))
				len++;
			if (kapi__grow(&s->f, &s->cap, s->nf, sizeof(*s->f), 8))
				return -ENOMEM;
			s->f[s->nf++] = (struct pfield){ w, len, flex };
		}
		p = q ? q + 1 : e;
	}
	return 0;
}

/* Top-level "struct NAME { ... }" definitions of the cleaned header. */
static int structs_of(struct probe *pr, const char *c)
{
	int depth = 0;

	for (const char *p = c; *p; p++) {
		const char *n, *b, *body;

		/* C++'s extern "C" { (btrfs.h) opens no scope; its } is ignored */
		if (!depth && !strncmp(p, "extern \"C\"", 10) &&
		    (p == c || !ident(p[-1]))) {
			for (n = p + 10; *n == ' ' || *n == '\t' || *n == '\n'; n++)
				;
			if (*n == '{') {
				p = n;
				continue;
			}
		}
		if (*p == '{')
			depth++;
		else if (*p == '}')
			depth -= depth > 0;
		if (depth || strncmp(p, "struct", 6) || (p > c && ident(p[-1])) ||
		    ident(p[6]))
			continue;
		for (n = p + 6; *n == ' ' || *n == '\t' || *n == '\n'; n++)
			;
		for (b = n; ident(*b); b++)
			;
		if (b == n)
			continue;
		struct pstruct s = { n, (size_t)(b - n), NULL, 0, 0 };

		while (*b == ' ' || *b == '\t' || *b == '\n')
			b++;
		if (*b != '{')
			continue;
		body = b + 1;
		int d = 1, paren = 0;
		const char *decl = body, *q;

		/* a ';' inside a macro's parentheses ends no member */
		for (q = body; *q && d; q++) {
			if (*q == '{')
				d++;
			else if (*q == '}')
				d--;
			else if (*q == '(')
				paren++;
			else if (*q == ')')
				paren -= paren > 0;
			else if (*q == ';' && d == 1 && !paren) {
				if (member(&s, decl, q)) {
					free(s.f);
					return -ENOMEM;
				}
				decl = q + 1;
			}
		}
		if (kapi__grow(&pr->s, &pr->cap, pr->ns, sizeof(*pr->s), 16)) {
			free(s.f);
			return -ENOMEM;
		}
		pr->s[pr->ns++] = s;
		p = q - 1;
	}
	return 0;
}

static void probe_free(struct probe *pr)
{
	for (size_t i = 0; i < pr->ns; i++)
		free(pr->s[i].f);
	free(pr->s);
	free(pr->io);
	free(pr->clean);
	memset(pr, 0, sizeof(*pr));
}

/*
 * The probe: one array of constants (sizes, offsets, ioctl numbers) that
 * the compiler only has to turn into assembly (-S), nothing linked or
 * run; with_fields false leaves the fields out.  labels gets one line a
 * line of output, "S name", "F struct field" (two values) or "I NAME".
 */
static void probe_source(struct kapi_strbuf *sb, struct kapi_strbuf *labels,
			 const struct ktree_header *h, const struct probe *pr,
			 bool with_fields)
{
	kapi__strbuf_printf(sb, "#include <%s>\n"
			    "__attribute__((used)) const unsigned long "
			    "kapi_probe[] = {\n", h->inc);
	for (size_t i = 0; i < pr->ns; i++) {
		const struct pstruct *s = &pr->s[i];
		int sl = (int)s->len;

		kapi__strbuf_printf(sb, "\tsizeof(struct %.*s),\n", sl, s->name);
		kapi__strbuf_printf(labels, "S %.*s\n", sl, s->name);
		for (size_t j = 0; with_fields && j < s->nf; j++) {
			int fl = (int)s->f[j].len;
			const char *sn = s->name, *fn = s->f[j].name;

			/* a flexible array has an offset and no size */
			kapi__strbuf_printf(sb, "\t__builtin_offsetof(struct %.*s, "
					    "%.*s), ", sl, sn, fl, fn);
			if (s->f[j].flex)
				kapi__strbuf_printf(sb, "0,\n");
			else
				kapi__strbuf_printf(sb, "sizeof(((struct %.*s *)0)->"
						    "%.*s),\n", sl, sn, fl, fn);
			kapi__strbuf_printf(labels, "F %.*s %.*s\n", sl, sn,
					    fl, fn);
		}
	}
	for (size_t i = 0; i < pr->nio; i++) {
		kapi__strbuf_printf(sb, "\t(unsigned long)(%.*s),\n",
				    (int)pr->io[i]->klen, pr->io[i]->key);
		kapi__strbuf_printf(labels, "I %.*s\n", (int)pr->io[i]->klen,
				    pr->io[i]->key);
	}
	kapi__strbuf_printf(sb, "};\n");
}

/*
 * The values of kapi_probe[] in the compiler's assembly (".quad N", runs
 * of zeros as ".zero BYTES") joined to their labels: the "S name size",
 * "F struct field offset size" and "I NAME cmd" lines the cache keeps.
 * -EINVAL when the count does not match.
 */
static int probe_output(const char *as, const char *labels,
			struct kapi_strbuf *out)
{
	const char *p = strstr(as, "\nkapi_probe:\n");
	unsigned long long *v = NULL;
	size_t n = 0, cap = 0, k = 0;
	int err = 0;

	if (!p)
		return -EINVAL;
	for (p = strchr(p + 1, '\n') + 1; *p && !err;) {
		const char *eol = strchrnul(p, '\n');
		unsigned long long x;

		while (*p == ' ' || *p == '\t')
			p++;
		if (sscanf(p, ".quad %lld", (long long *)&x) == 1) {
			err = kapi__grow(&v, &cap, n, sizeof(*v), 64);
			if (!err)
				v[n++] = x;
		} else if (sscanf(p, ".zero %llu", &x) == 1 && x % 8 == 0) {
			for (x /= 8; x-- && !err;) {
				err = kapi__grow(&v, &cap, n, sizeof(*v), 64);
				if (!err)
					v[n++] = 0;
			}
		} else {
			break;
		}
		p = *eol ? eol + 1 : eol;
	}
	for (const char *l = labels; *l && !err;) {
		const char *eol = strchrnul(l, '\n');
		size_t want = *l == 'F' ? 2 : 1;

		if (k + want > n) {
			err = -EINVAL;
			break;
		}
		kapi__strbuf_printf(out, "%.*s", (int)(eol - l), l);
		while (want--)
			kapi__strbuf_printf(out, " %llu", v[k++]);
		kapi__strbuf_printf(out, "\n");
		l = *eol ? eol + 1 : eol;
	}
	if (!err && (k != n || out->failed))
		err = out->failed ? -ENOMEM : -EINVAL;
	free(v);
	return err;
}

/* Where measurements are kept: $KAPI_CACHE_DIR, or ~/.cache/kapi, /ktree. */
int ktree_cache_dir(char *dir, size_t size)
{
	const char *base = getenv("KAPI_CACHE_DIR"), *home = getenv("HOME");
	const char *xdg = getenv("XDG_CACHE_HOME");
	char tmp[PATH_MAX];

	if (base && *base)
		snprintf(tmp, sizeof(tmp), "%s", base);
	else if (xdg && *xdg)
		snprintf(tmp, sizeof(tmp), "%s/kapi", xdg);
	else if (home && *home)
		snprintf(tmp, sizeof(tmp), "%s/.cache/kapi", home);
	else
		return -ENOENT;
	if (snprintf(dir, size, "%s/ktree", tmp) >= (int)size)
		return -ENAMETOOLONG;
	/* make each level; an existing one is fine */
	for (char *p = dir + 1; *p; p++) {
		if (*p != '/')
			continue;
		*p = '\0';
		mkdir(dir, 0755);
		*p = '/';
	}
	if (mkdir(dir, 0755) && errno != EEXIST)
		return -errno;
	return 0;
}

/* A fresh folder under $TMPDIR that remove_tree() takes away after the run. */
static int private_cache(char *dir, size_t size)
{
	const char *tmp = getenv("TMPDIR");

	if (snprintf(dir, size, "%s/kapi-ktree-XXXXXX",
		     tmp && *tmp ? tmp : "/tmp") >= (int)size)
		return -ENAMETOOLONG;
	return mkdtemp(dir) ? 0 : -errno;
}

static int remove_one(const char *path, const struct stat *st, int flag,
		      struct FTW *ftw)
{
	(void)st;
	(void)ftw;
	return flag == FTW_DP ? rmdir(path) : unlink(path);
}

static void remove_tree(const char *dir)
{
	nftw(dir, remove_one, 16, FTW_DEPTH | FTW_PHYS);
}

static uint64_t fnv(uint64_t h, const char *s, size_t n)
{
	while (n--)
		h = (h ^ (unsigned char)*s++) * 1099511628211ULL;
	return h;
}

/*
 * A header's text for the tree's key, eight bytes a step (byte-wise FNV
 * over 9 MB of headers was 3% of a warm kernel diff).  Each step is a
 * bijection of the state for a given word, so an edit within one word
 * always changes the key; the length is in it too.
 */
static uint64_t text_hash(uint64_t h, const char *s, size_t n)
{
	uint64_t w;

	h ^= (uint64_t)n * 0x9e3779b97f4a7c15ULL;
	for (; n >= 8; s += 8, n -= 8) {
		memcpy(&w, s, 8);
		h = (h ^ w) * 0xff51afd7ed558ccdULL;
		h ^= h >> 29;
	}
	return fnv(h, s, n);
}

static int run(char *const argv[], const char *out)
{
	posix_spawn_file_actions_t fa;
	pid_t pid;
	int st, err;

	posix_spawn_file_actions_init(&fa);
	posix_spawn_file_actions_addopen(&fa, 1, out ? out : "/dev/null",
					 O_WRONLY | O_CREAT | O_TRUNC, 0644);
	posix_spawn_file_actions_addopen(&fa, 2, "/dev/null", O_WRONLY, 0);
	err = posix_spawnp(&pid, argv[0], &fa, NULL, argv, environ);
	posix_spawn_file_actions_destroy(&fa);
	if (err)
		return -err;
	while (waitpid(pid, &st, 0) < 0)
		if (errno != EINTR)
			return -errno;
	return WIFEXITED(st) && !WEXITSTATUS(st) ? 0 : -EINVAL;
}

struct measure {
	char cache[PATH_MAX - 64];
	char shim[PATH_MAX];
	char inc[2][PATH_MAX];
	char gccinc[PATH_MAX];
	size_t compiled, cached, failed;
};

/* What the shim is made from (the syscall table gives unistd_64.h). */
static const char *const shim_inputs[] = {
	"arch/x86/include/uapi/asm/Kbuild",
	"include/uapi/asm-generic/Kbuild",
	"arch/x86/entry/syscalls/syscall_64.tbl",
};

/* Shim asm/ headers: asm-generic fallbacks x86 lacks, and unistd_64.h. */
static int make_shim(struct ktree *t, struct measure *m, uint64_t key)
{
	const char *const *kbuilds = shim_inputs;
	char path[PATH_MAX + 256];
	size_t len;
	FILE *f;

	snprintf(m->shim, sizeof(m->shim), "%s/shim-%016llx", m->cache,
		 (unsigned long long)key);
	snprintf(path, sizeof(path), "%s/asm", m->shim);
	mkdir(m->shim, 0755);
	if (mkdir(path, 0755) && errno != EEXIST)
		return -errno;
	for (size_t k = 0; k < 2; k++) {
		char *kb = ktree_slurp(t, kbuilds[k], &len);

		for (char *save = NULL, *l = kb ? strtok_r(kb, "\n", &save) : NULL;
		     l; l = strtok_r(NULL, "\n", &save)) {
			char name[128], own[PATH_MAX];
			struct stat st;

			if (sscanf(l, "generic-y += %127s", name) != 1 &&
			    sscanf(l, "mandatory-y += %127s", name) != 1)
				continue;
			snprintf(own, sizeof(own), "%s/arch/x86/include/uapi/asm/%s",
				 t->root, name);
			if (!stat(own, &st))
				continue;	/* x86 has its own */
			snprintf(path, sizeof(path), "%s/asm/%s", m->shim, name);
			f = fopen(path, "we");
			if (!f)
				return -errno;
			fprintf(f, "#include <asm-generic/%s>\n", name);
			fclose(f);
		}
	}
	/* headers_install drops these includes; empty files do the same */
	snprintf(path, sizeof(path), "%s/linux", m->shim);
	mkdir(path, 0755);
	for (int i = 0; i < 2; i++) {
		snprintf(path, sizeof(path), "%s/linux/%s", m->shim,
			 i ? "compiler.h" : "compiler_types.h");
		f = fopen(path, "we");
		if (!f)
			return -errno;
		fclose(f);
	}
	snprintf(path, sizeof(path), "%s/asm/unistd_64.h", m->shim);
	f = fopen(path, "we");
	if (!f)
		return -errno;
	for (size_t i = 0; i < kapi_registry__count(t->l->reg); i++) {
		const struct kernel_api_spec *s = kapi_registry__at(t->l->reg, i);

		if (s->generated && s->cmd_name && !strncmp(s->name, "sys_", 4))
			fprintf(f, "#define __NR_%s %u\n", s->name + 4, s->cmd);
	}
	fclose(f);
	return 0;
}

/* Writes text to path through a temporary file, so readers see it whole. */
static int write_file(const char *path, const char *text, size_t len)
{
	char tmp[PATH_MAX + 96];
	FILE *f;
	bool ok;

	snprintf(tmp, sizeof(tmp), "%s.%d.tmp", path, (int)gettid());
	f = fopen(tmp, "we");
	if (!f)
		return -errno;
	ok = fwrite(text, 1, len, f) == len;
	ok &= !fclose(f);
	if (!ok || rename(tmp, path)) {
		unlink(tmp);
		return -EIO;
	}
	return 0;
}

/*
 * Which compiler "cc" is: the file PATH finds, by device, inode, size and
 * mtime (a new compiler or another alternative is another file).
 */
static bool cc_identity(char *out, size_t size)
{
	const char *path = getenv("PATH");

	for (const char *p = path ? path : "/usr/bin:/bin"; *p;) {
		size_t n = strcspn(p, ":");
		char file[PATH_MAX];
		struct stat st;

		snprintf(file, sizeof(file), "%.*s/cc", (int)n, n ? p : ".");
		if (!stat(file, &st) && S_ISREG(st.st_mode) &&
		    !access(file, X_OK)) {
			snprintf(out, size, "%s %llu %llu %lld %lld.%09ld\n", file,
				 (unsigned long long)st.st_dev,
				 (unsigned long long)st.st_ino,
				 (long long)st.st_size,
				 (long long)st.st_mtim.tv_sec,
				 (long)st.st_mtim.tv_nsec);
			return true;
		}
		p += n + (p[n] == ':');
	}
	return false;
}

/*
 * The compiler's include folder (cc -print-file-name=include), kept in
 * file after the compiler's identity, so a warm run starts no compiler:
 * a compiler that changed is asked again.  The text is the tree's.
 */
static char *compiler_include(struct ktree *t, const char *file, size_t *len)
{
	char *pf[] = { "cc", "-print-file-name=include", NULL };
	char id[PATH_MAX + 128], *text, *g, tmp[PATH_MAX + 96];
	size_t idlen;

	if (!cc_identity(id, sizeof(id)))
		return NULL;
	idlen = strlen(id);
	text = ktree_slurp_abs(t, file, len);
	if (text && *len > idlen && !memcmp(text, id, idlen)) {
		*len -= idlen;
		return text + idlen;
	}
	snprintf(tmp, sizeof(tmp), "%s.%d", file, (int)gettid());
	if (run(pf, tmp) || !(g = ktree_slurp_abs(t, tmp, len)) || !*len) {
		unlink(tmp);
		return NULL;
	}
	unlink(tmp);
	/* kept with the identity first; a failed write only costs a run */
	size_t glen = *len;
	char *whole = malloc(idlen + glen);

	if (whole) {
		memcpy(whole, id, idlen);
		memcpy(whole + idlen, g, glen);
		write_file(file, whole, idlen + glen);
		free(whole);
	}
	return g;
}

/*
 * The probe's output for header h: from the cache, or compiled to
 * assembly (with fields, else without them) and read back.  NULL when it
 * does not compile; warm: measure and keep, return nothing.
 */
static char *measure(struct ktree *t, struct measure *m,
		     const struct ktree_header *h, const struct probe *pr,
		     uint64_t tree_key, bool warm)
{
	for (int pass = 0; pass < 2; pass++) {
		struct kapi_strbuf sb, labels, text;
		char base[PATH_MAX + 64], src[PATH_MAX + 80], as[PATH_MAX + 80];
		char out[PATH_MAX + 80], fail[PATH_MAX + 80];
		uint64_t key;
		size_t len;
		char *asm_text;
		int err;

		kapi__strbuf_init(&sb);
		kapi__strbuf_init(&labels);
		probe_source(&sb, &labels, h, pr, pass == 0);
		if (sb.failed || labels.failed) {
			kapi__strbuf_free(&sb);
			kapi__strbuf_free(&labels);
			return NULL;
		}
		key = fnv(fnv(tree_key, sb.buf, sb.len), h->buf, h->len);
		snprintf(base, sizeof(base), "%s/%016llx", m->cache,
			 (unsigned long long)key);
		snprintf(out, sizeof(out), "%s.out", base);
		snprintf(fail, sizeof(fail), "%s.fail", base);
		if (!access(out, R_OK)) {
			kapi__strbuf_free(&sb);
			kapi__strbuf_free(&labels);
			if (warm)
				return NULL;	/* measured: that is all */
			m->cached++;
			return ktree_slurp_abs(t, out, &len);
		}
		if (!access(fail, F_OK)) {
			kapi__strbuf_free(&sb);
			kapi__strbuf_free(&labels);
			continue;
		}
		snprintf(src, sizeof(src), "%s.%d.c", base, (int)gettid());
		snprintf(as, sizeof(as), "%s.%d.s", base, (int)gettid());
		err = write_file(src, sb.buf, sb.len);
		kapi__strbuf_free(&sb);
		char *cc[] = {
			"cc", "-S", "-nostdinc", "-w", "-O0", "-isystem", m->gccinc,
			"-I", m->shim, "-I", m->inc[0], "-I", m->inc[1],
			"-D__user=", "-D__force=", "-D__iomem=",
			"-D__attribute_const__=", "-o", as, src, NULL,
		};

		if (!warm)
			m->compiled++;
		asm_text = err || run(cc, NULL) ? NULL : kapi__read_text(as);
		unlink(src);
		unlink(as);
		kapi__strbuf_init(&text);
		err = asm_text ? probe_output(asm_text, labels.buf, &text) : -EINVAL;
		free(asm_text);
		kapi__strbuf_free(&labels);
		if (err) {
			kapi__strbuf_free(&text);
			/* remember the failure: the .fail file stays */
			write_file(fail, "", 0);
			continue;
		}
		err = write_file(out, text.buf, text.len);
		if (warm || err) {
			kapi__strbuf_free(&text);
			return NULL;
		}
		/* the tree keeps the text: the specs point into it */
		char *keep = ktree_slurp_abs(t, out, &len);

		kapi__strbuf_free(&text);
		return keep;
	}
	if (!warm)
		m->failed++;
	return NULL;
}

static const char *skip_ws(const char *p)
{
	while (*p == ' ' || *p == '\t' || *p == '\\' || *p == '\n')
		p++;
	return p;
}

/* Whether a define's value is _IO/_IOR/_IOW/_IOWR(...). */
static bool is_ioctl_def(const struct ktree_ent *e)
{
	const char *v = e->val;
	size_t n = e->vlen;

	while (n && (*v == ' ' || *v == '\t' || *v == '(')) {
		v++;
		n--;
	}
	return (n > 4 && !memcmp(v, "_IO(", 4)) ||
	       (n > 5 && (!memcmp(v, "_IOR(", 5) || !memcmp(v, "_IOW(", 5))) ||
	       (n > 6 && !memcmp(v, "_IOWR(", 6));
}

/* The argument type of an _IOR/_IOW/_IOWR define: its last argument. */
static char *arg_type(struct ktree *t, const struct ktree_ent *e)
{
	const char *v = e->val, *end = e->val + e->vlen, *comma = NULL, *close = NULL;
	int depth = 0;
	char buf[128];
	size_t k = 0;

	for (const char *p = v; p < end; p++) {
		if (*p == '(')
			depth++;
		else if (*p == ')' && --depth == 0) {
			close = p;
			break;
		} else if (*p == ',' && depth == 1)
			comma = p;
	}
	if (!comma || !close || (size_t)(close - comma) > sizeof(buf) ||
	    !memcmp(skip_ws(v), "_IO(", 4))
		return NULL;
	for (const char *p = skip_ws(comma + 1); p < close && k + 1 < sizeof(buf); p++) {
		if (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\\') {
			if (k && buf[k - 1] != ' ')
				buf[k++] = ' ';
			continue;
		}
		buf[k++] = *p;
	}
	while (k && buf[k - 1] == ' ')
		k--;
	buf[k] = '\0';
	return kapi__load_strdup(t->l, buf);
}

static int add_ioctl(struct ktree *t, struct kapi_build *b,
		     const struct ktree_ent *e, unsigned long cmd)
{
	struct kernel_api_spec *s;
	struct kapi_param_spec *p;
	char *name = kapi__arena_strndup(t->l->arena, e->key, e->klen);
	uint32_t dir = (uint32_t)(cmd >> 30) & 3, size = (uint32_t)(cmd >> 16) & 0x3fff;

	if (!name)
		return -ENOMEM;
	kapi__build_begin(b, name, KAPI_API_IOCTL, 0);
	s = kapi__build_cur(b, KAPI_K_SPEC);
	if (!s)
		return -ENOMEM;
	s->generated = true;
	s->description = "as the kernel tree's uapi headers define it";
	s->cmd = (uint32_t)cmd;
	s->cmd_name = name;
	s->input_size = dir & 1 ? size : 0;	/* _IOC_WRITE: the kernel reads */
	s->output_size = dir & 2 ? size : 0;	/* _IOC_READ: the kernel writes */
	if (dir) {
		p = kapi__build_open(b, KAPI_K_PARAM, 0, 0);
		if (!p)
			return -ENOMEM;
		p->name = "arg";
		p->type_name = arg_type(t, e);
		p->type = KAPI_TYPE_USER_PTR;
		p->flags = KAPI_PARAM_IN | KAPI_PARAM_USER;
		p->size_param_idx = -1;
		kapi__build_close(b, KAPI_K_PARAM);
	}
	return kapi__build_finish(b);
}

/*
 * A probe answer's line "TAG WORD... NUMBER..." read by hand, as sscanf
 * with "TAG %127s ... %llu ..." would (sscanf was an eighth of a warm
 * kernel diff's instructions): the tag, blanks, then each word (at most
 * 127 bytes) and each decimal number after blanks.  Whether all were read.
 */
static bool probe_line(const char *l, char tag, char (*words)[128],
		       int nwords, unsigned long long *nums, int nnums)
{
	const char *p = l + 1;

	if (l[0] != tag)
		return false;
	for (int i = 0; i < nwords + nnums; i++) {
		const char *s;

		while (isspace((unsigned char)*p))
			p++;
		for (s = p; *p && !isspace((unsigned char)*p); p++)
			;
		if (p == s)
			return false;
		if (i < nwords) {
			if (p - s > 127)
				return false;
			memcpy(words[i], s, (size_t)(p - s));
			words[i][p - s] = '\0';
			continue;
		}
		unsigned long long v = 0;

		for (p = s; *p >= '0' && *p <= '9'; p++)
			v = v * 10 + (unsigned long long)(*p - '0');
		if (p == s)
			return false;
		nums[i - nwords] = v;
	}
	return true;
}

/* "S name size" and "F struct field offset size" lines: one spec a header. */
static int add_layouts(struct ktree *t, struct kapi_build *b,
		       const struct ktree_header *h, char *text)
{
	char name[PATH_MAX];
	long si = -1, fi = 0;
	bool begun = false;
	int err = 0;

	snprintf(name, sizeof(name), "uapi/%s", h->inc);
	/* without field lines the probe measured sizes only */
	bool fields = strstr(text, "\nF ") || !strncmp(text, "F ", 2);

	for (char *save = NULL, *l = strtok_r(text, "\n", &save); l && !err;
	     l = strtok_r(NULL, "\n", &save)) {
		char w[2][128];
		unsigned long long n[2];

		if (!begun && (l[0] == 'S')) {
			kapi__build_begin(b, kapi__load_strdup(t->l, name),
					  KAPI_API_FUNCTION, 0);
			struct kernel_api_spec *s = kapi__build_cur(b, KAPI_K_SPEC);

			if (!s)
				return -ENOMEM;
			s->generated = true;
			s->description = "the structs of a uapi header, as the "
					 "compiler lays them out";
			begun = true;
		}
		if (probe_line(l, 'S', w, 1, n, 1)) {
			struct kapi_struct_spec *ss;

			if (si >= 0)
				kapi__build_close(b, KAPI_K_STRUCT);
			ss = kapi__build_open(b, KAPI_K_STRUCT, ++si, 0);
			if (!ss)
				return -ENOMEM;
			ss->name = kapi__load_strdup(t->l, w[0]);
			ss->size = n[0];
			if (!fields)
				ss->description = KAPI_FIELDS_UNMEASURED;
			fi = 0;
		} else if (si >= 0 &&
			   probe_line(l, 'F', w, 2, n, 2)) {
			struct kapi_struct_field *fl;

			fl = kapi__build_open(b, KAPI_K_FIELD, fi++, 0);
			if (!fl)
				return -ENOMEM;
			fl->name = kapi__load_strdup(t->l, w[1]);
			fl->offset = n[0];
			fl->size = n[1];
			kapi__build_close(b, KAPI_K_FIELD);
		}
	}
	if (si >= 0)
		kapi__build_close(b, KAPI_K_STRUCT);
	return begun ? kapi__build_finish(b) : 0;
}

/*
 * A header with structs that did not compile: a spec with none, so a diff
 * tells "not measured" from "removed".
 */
static int add_unmeasured(struct ktree *t, struct kapi_build *b,
			  const struct ktree_header *h)
{
	char name[PATH_MAX];
	struct kernel_api_spec *s;

	snprintf(name, sizeof(name), "uapi/%s", h->inc);
	kapi__build_begin(b, kapi__load_strdup(t->l, name), KAPI_API_FUNCTION, 0);
	s = kapi__build_cur(b, KAPI_K_SPEC);
	if (!s)
		return -ENOMEM;
	s->generated = true;
	s->description = KAPI_HEADER_UNMEASURED;
	return kapi__build_finish(b);
}

static int ioctls_of(struct ktree *t, struct kapi_build *b,
		     const struct probe *pr, char *text)
{
	int err = 0;

	for (char *l = text; l && *l && !err;) {
		char *nl = strchr(l, '\n');
		char a[1][128];
		unsigned long long v;

		if (nl)
			*nl = '\0';
		if (probe_line(l, 'I', a, 1, &v, 1))
			for (size_t i = 0; i < pr->nio; i++)
				if (pr->io[i]->klen == strlen(a[0]) &&
				    !memcmp(pr->io[i]->key, a[0], pr->io[i]->klen)) {
					err = add_ioctl(t, b, pr->io[i],
							(unsigned long)v);
					break;
				}
		if (nl)
			*nl = '\n';
		l = nl ? nl + 1 : NULL;
	}
	return err;
}

struct warm {
	struct ktree *t;
	struct measure *m;
	struct probe *prs;
	uint64_t key;
	size_t next;		/* the next header to measure (atomic) */
};

static void *warm_worker(void *arg)
{
	struct warm *w = arg;
	size_t h;

	while ((h = __atomic_fetch_add(&w->next, 1, __ATOMIC_RELAXED)) <
	       w->t->nhdrs)
		if (w->prs[h].ns || w->prs[h].nio) {
			measure(w->t, w->m, &w->t->hdrs[h], &w->prs[h], w->key,
				true);
			__atomic_fetch_add(&w->t->probed, 1, __ATOMIC_RELAXED);
			ktree_tick(w->t);
		}
	return NULL;
}

/*
 * Compiles the probes the cache lacks on every CPU (the compiler is what
 * takes the time), so that the pass reading them finds them all cached.
 */
static void warm_cache(struct ktree *t, struct measure *m, struct probe *prs,
		       uint64_t key)
{
	struct warm w = { t, m, prs, key, 0 };
	long n = sysconf(_SC_NPROCESSORS_ONLN);
	pthread_t th[8];
	int started = 0;

	if (n > 8)
		n = 8;
	for (long i = 0; i < n; i++)
		started += !pthread_create(&th[started], NULL, warm_worker, &w);
	if (!started)
		warm_worker(&w);
	for (int i = 0; i < started; i++)
		pthread_join(th[i], NULL);
}

/*
 * Every header measured (from the cache of each probe, or compiled): its
 * answer in res[h]; keep: the whole tree's answers kept as one bundle.
 */
static int probe_all(struct ktree *t, struct measure *m, struct probe *prs,
		     uint64_t key, struct ktree_probed *res, bool keep)
{
	struct kapi_strbuf bundle;
	int err = make_shim(t, m, key);

	for (size_t h = 0; h < t->nhdrs && !err; h++) {
		struct probe *pr = &prs[h];

		/* an asm-generic header x86 replaces is not x86's ABI */
		if (!strncmp(t->hdrs[h].inc, "asm-generic/", 12)) {
			char own[PATH_MAX];
			struct stat st;

			snprintf(own, sizeof(own), "%s/arch/x86/include/uapi/asm/%s",
				 t->root, t->hdrs[h].inc + 12);
			if (!stat(own, &st)) {
				pr->ns = pr->nio = 0;
				res[h].skip = true;
				continue;
			}
		}
		pr->clean = cleaned(t->hdrs[h].buf, t->hdrs[h].len);
		err = pr->clean ? structs_of(pr, pr->clean) : -ENOMEM;
		res[h].structs = pr->ns != 0;
	}
	if (err)
		return err;
	warm_cache(t, m, prs, key);
	kapi__strbuf_init(&bundle);
	for (size_t h = 0; h < t->nhdrs; h++) {
		struct probe *pr = &prs[h];

		if (!res[h].skip && (pr->ns || pr->nio))
			res[h].text = measure(t, m, &t->hdrs[h], pr, key, false);
		ktree_bundle_add(&bundle, &t->hdrs[h], &res[h]);
	}
	if (keep)
		ktree_bundle_save(m->cache, key, &bundle);
	kapi__strbuf_free(&bundle);
	return 0;
}

int kapi__ktree_ioctls(struct ktree *t)
{
	struct measure m = { 0 };
	struct ktree_probed *res = NULL;
	struct probe *prs;
	struct kapi_build *b;
	char gcc[PATH_MAX + 80];
	uint64_t key;
	size_t len;
	int err = 0;

	const char *probes = getenv("KAPI_KTREE_PROBES");

	/* KAPI_KTREE_PROBES=0: syscalls, constants and sysfs only (fast) */
	if (!t->nhdrs || (probes && !strcmp(probes, "0")))
		return 0;
	/* KAPI_KTREE_CACHE=0 (kapi diff --no-cache): a folder for this run */
	const char *use_cache = getenv("KAPI_KTREE_CACHE");
	bool private_dir = use_cache && !strcmp(use_cache, "0");

	if (private_dir ? private_cache(m.cache, sizeof(m.cache))
			: ktree_cache_dir(m.cache, sizeof(m.cache))) {
		kapi__load_msg(t->l, KAPI_LOG_WARN, 0, "no cache folder "
			       "(KAPI_CACHE_DIR, HOME): ioctls and struct "
			       "layouts left out");
		return 0;
	}
	/* the compiler's own stddef.h and friends, nothing of the host's */
	snprintf(gcc, sizeof(gcc), "%s/gcc-include", m.cache);
	char *g = compiler_include(t, gcc, &len);

	if (!g || !len) {
		kapi__load_msg(t->l, KAPI_LOG_WARN, 0, "no C compiler (cc): "
			       "ioctls and struct layouts left out");
		if (private_dir)
			remove_tree(m.cache);
		return 0;
	}
	g[strcspn(g, "\n")] = '\0';
	snprintf(m.gccinc, sizeof(m.gccinc), "%s", g);
	snprintf(m.inc[0], sizeof(m.inc[0]), "%s/arch/x86/include/uapi", t->root);
	snprintf(m.inc[1], sizeof(m.inc[1]), "%s/include/uapi", t->root);
	/*
	 * Keyed on what the probes read, not where the tree is: every uapi
	 * header (a header's layout depends on those it includes), the
	 * shim's sources and the compiler, so a copied tree hits the cache
	 * and an edited one misses it.
	 */
	uint64_t sum = 0;

	/* a sum: the order folders are listed in does not count */
	for (size_t h = 0; h < t->nhdrs; h++)
		sum += text_hash(fnv(1469598103934665603ULL, t->hdrs[h].rel,
				     strlen(t->hdrs[h].rel) + 1),
				 t->hdrs[h].buf, t->hdrs[h].len);
	key = fnv(1469598103934665603ULL, m.gccinc, strlen(m.gccinc));
	key = fnv(key, (const char *)&sum, sizeof(sum));
	for (size_t i = 0; i < sizeof(shim_inputs) / sizeof(shim_inputs[0]); i++) {
		char *in = ktree_slurp(t, shim_inputs[i], &len);

		key = fnv(key, shim_inputs[i], strlen(shim_inputs[i]) + 1);
		if (in)
			key = fnv(key, in, len);
	}
	/* a new way of measuring invalidates what the old one cached */
	key = fnv(key, PROBE_VERSION, strlen(PROBE_VERSION));
	prs = calloc(t->nhdrs, sizeof(*prs));
	b = kapi__build_new(t->l);
	if (!prs || !b) {
		free(prs);
		kapi__build_free(b);
		if (private_dir)
			remove_tree(m.cache);
		return -ENOMEM;
	}
	for (size_t i = 0; i < t->defs.cap && !err; i++) {
		const struct ktree_ent *e = &t->defs.e[i];
		struct probe *pr;

		/* an enumerator set by _IOWR() is one too (binder's, in 6.12) */
		if (!e->key || !e->val || e->flags >= t->nhdrs || !is_ioctl_def(e))
			continue;
		pr = &prs[e->flags];
		if (kapi__grow(&pr->io, &pr->iocap, pr->nio, sizeof(*pr->io), 16))
			err = -ENOMEM;
		else
			pr->io[pr->nio++] = e;
	}
	res = calloc(t->nhdrs ? t->nhdrs : 1, sizeof(*res));
	if (!res)
		err = err ? err : -ENOMEM;
	/* a warm run over the same headers takes the whole tree's answers */
	if (!err && (private_dir || ktree_bundle_load(t, m.cache, key, res)))
		err = probe_all(t, &m, prs, key, res, !private_dir);
	else if (!err)
		for (size_t h = 0; h < t->nhdrs; h++)
			m.failed += !res[h].skip && !res[h].text &&
				    (res[h].structs || prs[h].nio);
	for (size_t h = 0; h < t->nhdrs && !err; h++) {
		struct probe *pr = &prs[h];
		char *text = res[h].text;

		if (res[h].skip || (!res[h].structs && !pr->nio))
			continue;
		if (!text) {
			err = res[h].structs ? add_unmeasured(t, b, &t->hdrs[h]) : 0;
			continue;
		}
		/* structs the probe could not measure: none is "removed" */
		bool sized = !strncmp(text, "S ", 2) || strstr(text, "\nS ");

		err = ioctls_of(t, b, pr, text);
		if (!err)
			err = sized ? add_layouts(t, b, &t->hdrs[h], text) :
			      res[h].structs ? add_unmeasured(t, b, &t->hdrs[h]) : 0;
	}
	free(res);
	if (m.failed)
		kapi__load_msg(t->l, KAPI_LOG_WARN, 0, "%zu uapi header%s do not "
			       "compile on their own: their ioctls and structs "
			       "are left out", m.failed, m.failed == 1 ? "" : "s");
	for (size_t h = 0; h < t->nhdrs; h++)
		probe_free(&prs[h]);
	free(prs);
	kapi__build_free(b);
	if (private_dir)
		remove_tree(m.cache);
	return err;
}

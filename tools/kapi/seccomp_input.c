// SPDX-License-Identifier: GPL-2.0
/*
 * kapi export -f seccomp: which syscalls the profile allows.  Names come
 * from the command line and from --syscalls: a comma-separated list, or a
 * file holding a `kapi trace -c -j` summary, a JSON array of names, or
 * names separated by commas, blanks or lines (# starts a comment).
 */
#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>

#include <json-c/json.h>

#include "main.h"
#include "output.h"
#include "model/model.h"

struct names {
	char **items;
	size_t count, cap;
};

static int add_name(struct names *l, const char *s, size_t n)
{
	if (!n)
		return 0;
	if (l->count == l->cap) {
		size_t cap = l->cap ? l->cap * 2 : 64;
		char **items = realloc(l->items, cap * sizeof(*items));

		if (!items)
			return -ENOMEM;
		l->items = items;
		l->cap = cap;
	}
	l->items[l->count] = strndup(s, n);
	if (!l->items[l->count])
		return -ENOMEM;
	l->count++;
	return 0;
}

/* Names separated by commas, blanks or newlines; '#' to end of line. */
static int add_words(struct names *l, const char *s)
{
	while (*s) {
		size_t n;

		if (*s == '#') {
			s += strcspn(s, "\n");
			continue;
		}
		if (*s == ',' || isspace((unsigned char)*s)) {
			s++;
			continue;
		}
		n = strcspn(s, ", \t\r\n#");
		if (add_name(l, s, n))
			return -ENOMEM;
		s += n;
	}
	return 0;
}

/* The names of a summary's "summary" array, or of an array of names. */
static int add_json_names(struct names *l, const char *path,
			  struct json_object *arr)
{
	int err = 0;

	for (size_t i = 0; !err && i < json_object_array_length(arr); i++) {
		struct json_object *e = json_object_array_get_idx(arr, i), *name;

		if (json_object_is_type(e, json_type_object) &&
		    json_object_object_get_ex(e, "syscall", &name))
			e = name;
		if (!json_object_is_type(e, json_type_string)) {
			p_err("'%s': entry %zu names no syscall", path, i);
			return -EINVAL;
		}
		err = add_name(l, json_object_get_string(e),
			       (size_t)json_object_get_string_len(e));
	}
	return err;
}

/*
 * What 'kapi -j trace -c -o FILE' writes: a JSON object a finding, one a
 * line, then {"summary": [{"syscall": ...}, ...]}; or an array of names.
 * Every document of the file is read; the summaries and arrays count.
 */
static int add_json(struct names *l, const char *path, const char *text)
{
	struct json_tokener *tok = json_tokener_new();
	size_t len = strlen(text), off = 0;
	bool found = false;
	int err = 0;

	if (!tok)
		return -ENOMEM;
	while (!err) {
		struct json_object *doc, *sum;

		while (off < len && isspace((unsigned char)text[off]))
			off++;
		if (off >= len)
			break;
		json_tokener_reset(tok);
		doc = json_tokener_parse_ex(tok, text + off, (int)(len - off));
		if (!doc) {
			p_err("'%s' is not valid JSON (at byte %zu)", path, off);
			err = -EINVAL;
			break;
		}
		off += (size_t)json_tokener_get_parse_end(tok);
		if (json_object_is_type(doc, json_type_array)) {
			err = add_json_names(l, path, doc);
			found = true;
		} else if (json_object_is_type(doc, json_type_object) &&
			   json_object_object_get_ex(doc, "summary", &sum)) {
			if (!json_object_is_type(sum, json_type_array)) {
				p_err("'%s': \"summary\" is not an array", path);
				err = -EINVAL;
			} else {
				err = add_json_names(l, path, sum);
			}
			found = true;
		}
		json_object_put(doc);
	}
	json_tokener_free(tok);
	if (!err && !found) {
		p_err("'%s' is neither a 'kapi trace -c -j' summary nor an array of names",
		      path);
		err = -EINVAL;
	}
	return err;
}

/* Text only: a binary file's bytes would reach the terminal in messages. */
static bool is_text(const char *text, size_t len)
{
	for (size_t i = 0; i < len; i++) {
		unsigned char c = (unsigned char)text[i];

		if ((c < 0x20 && !isspace(c)) || c == 0x7f)
			return false;
	}
	return true;
}

static int add_file(struct names *l, const char *path)
{
	size_t before = l->count, len;
	const char *p;
	char *text;
	struct stat st;
	int err;

	if (!stat(path, &st) && S_ISDIR(st.st_mode)) {
		p_err("'%s' is a directory, not a list of syscalls", path);
		return -EINVAL;
	}
	err = kapi__read_file(path, 64u << 20, &text, &len);
	if (err == -EINVAL) {	/* a pipe: read to its end */
		text = kapi__read_text(path);
		err = text ? 0 : -errno;
		len = text ? strlen(text) : 0;
	}
	if (err) {
		p_err("cannot read '%s': %s", path, strerror(-err));
		return err == -ENOMEM ? err : -EINVAL;
	}
	if (!is_text(text, len)) {
		p_err("'%s' is not text: neither a 'kapi trace -c -j' summary nor "
		      "a list of syscall names", path);
		free(text);
		return -EINVAL;
	}
	for (p = text; isspace((unsigned char)*p); p++)
		;
	err = *p == '{' || *p == '[' ? add_json(l, path, text)
				     : add_words(l, text);
	free(text);
	/* an empty list would make a profile that allows next to nothing */
	if (!err && l->count == before) {
		p_err("'%s' names no syscall", path);
		err = -EINVAL;
	}
	return err;
}

static const char *syscall_of(const struct kernel_api_spec *spec)
{
	return strncmp(spec->name, "sys_", 4) ? spec->name : spec->name + 4;
}

static void free_names(struct names *l)
{
	for (size_t i = 0; i < l->count; i++)
		free(l->items[i]);
	free(l->items);
}

int export_seccomp(char **names, int name_count, char **lists, int list_count,
		   const char *output, bool pretty)
{
	const struct kapi_registry *reg = spec_registry();
	const struct kernel_api_spec **specs;
	const char **extra;
	struct kapi_emit_opts o = { .sz = sizeof(o), .pretty = pretty };
	struct names l = { 0 };
	size_t nspecs = 0, nextra = 0;
	FILE *out = stdout;
	struct out_file of;
	int err = 0, ret = EXIT_OK;

	/* --arch: that architecture's syscalls, and the specs' masks and
	 * enums in its constants (the registry is retargeted already) */
	enum kapi_arch arch = arch_given ? target_arch : kapi_arch__native();

	if (!kapi__arch_oci(arch)) {
		p_err("seccomp profiles have no name for %s",
		      kapi_arch__name(arch));
		return EXIT_USAGE;
	}
	o.arch = kapi_arch__name(arch);
	for (int i = 0; !err && i < name_count; i++)
		err = add_name(&l, names[i], strlen(names[i]));
	for (int i = 0; !err && i < list_count; i++)
		err = access(lists[i], F_OK) ? add_words(&l, lists[i])
					     : add_file(&l, lists[i]);
	/*
	 * The kernel's own mechanics, which a program does not ask for and
	 * a trace may never see (a handler's return, a restarted sleep):
	 * allowed whenever names are given, as container runtimes do.
	 */
	if (!err && (name_count || list_count))
		err = add_words(&l, "rt_sigreturn,restart_syscall");
	if (err) {
		if (err == -ENOMEM)
			p_err("out of memory");
		free_names(&l);
		return err == -ENOMEM || err == -EIO ? EXIT_FAILURE_ : EXIT_USAGE;
	}
	/* no names: every syscall and ioctl the set has a spec for */
	specs = calloc(l.count + kapi_registry__count(reg) + 1, sizeof(*specs));
	extra = calloc(l.count + 1, sizeof(*extra));
	if (!specs || !extra) {
		p_err("out of memory");
		ret = EXIT_FAILURE_;
		goto out;
	}
	if (!name_count && !list_count)
		for (size_t i = 0; i < kapi_registry__count(reg); i++)
			specs[nspecs++] = kapi_registry__at(reg, i);
	for (size_t i = 0; i < l.count; i++) {
		const char *name = l.items[i];
		const struct kernel_api_spec *spec = kapi_registry__find(reg, name);

		if (spec && (spec->api_type == KAPI_API_IOCTL ||
			     (spec->api_type == KAPI_API_FUNCTION &&
			      kapi_syscall__nr_arch(arch, syscall_of(spec)) >= 0)))
			specs[nspecs++] = spec;
		else if (kapi_syscall__nr_arch(arch, name) >= 0)
			extra[nextra++] = name;
		else {
			p_err("'%s' is neither an %s syscall nor an ioctl with a spec",
			      name, kapi_arch__name(arch));
			ret = EXIT_FAILURE_;
			goto out;
		}
	}
	o.extra_syscalls = extra;
	o.extra_count = nextra;
	if (output && !(out = out_open(&of, output))) {
		ret = EXIT_FAILURE_;
		goto out;
	}
	err = kapi_emit__specs(specs, nspecs, KAPI_FORMAT_SECCOMP, &o,
			       kapi_write__file, out);
	if (output && err && of.err)
		err = -of.err;		/* the real errno of a failed write */
	if (output && out_close(&of, !err)) {
		ret = EXIT_FAILURE_;
		goto out;
	}
	if (err) {
		p_err("cannot write the profile: %s", strerror(-err));
		ret = EXIT_FAILURE_;
	}
out:
	free(specs);
	free(extra);
	free_names(&l);
	return ret;
}

// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * The loader context the format loaders call back into: messages to the
 * caller's log callback, and adding finished specs to the registry.  Kept
 * apart from the dispatcher (load.c), which calls the format loaders.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "load/load.h"
#include "load/expr.h"

static void vnote(struct kapi_loader *l, enum kapi_log_level level,
		  const char *code, unsigned int line, const char *fmt,
		  va_list ap)
{
	char msg[512];

	if (level == KAPI_LOG_ERROR) {
		l->stats.errors++;
		if (!l->first_err)
			l->first_err = -EINVAL;
	} else {
		l->stats.warnings++;
	}
	if (!l->opts || !l->opts->log)
		return;
	vsnprintf(msg, sizeof(msg), fmt, ap);
	l->opts->log(l->opts->log_ctx, level, code, l->file, line, msg);
}

void kapi__load_msg(struct kapi_loader *l, enum kapi_log_level level,
		    unsigned int line, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vnote(l, level, NULL, line, fmt, ap);
	va_end(ap);
}

void kapi__load_note(struct kapi_loader *l, enum kapi_log_level level,
		     const char *code, unsigned int line, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vnote(l, level, code, line, fmt, ap);
	va_end(ap);
}

const char *const *kapi__load_include_dirs(const struct kapi_loader *l)
{
	/* a caller's older, smaller options read as zero here */
	return l->opts ? l->opts->include_dirs : NULL;
}

char *kapi__load_strdup(struct kapi_loader *l, const char *s)
{
	return s ? kapi__arena_strndup(l->arena, s, strlen(s)) : NULL;
}

/* spec under the name NAME@TAG, TAG the base name of the file it is in. */
static const struct kernel_api_spec *tagged_copy(struct kapi_loader *l,
					const struct kernel_api_spec *spec)
{
	const char *file = l->file ? l->file : "-";
	const char *base = strrchr(file, '/') ? strrchr(file, '/') + 1 : file;
	size_t blen = strcspn(base, ".");
	struct kernel_api_spec *copy = kapi__arena_alloc(l->arena, sizeof(*copy));
	size_t n = strlen(spec->name) + blen + 2;
	char *name = kapi__arena_alloc(l->arena, n);

	if (!copy || !name)
		return NULL;
	*copy = *spec;
	snprintf(name, n, "%s@%.*s", spec->name, (int)blen, base);
	copy->name = name;
	return copy;
}

int kapi__load_add(struct kapi_loader *l, const struct kernel_api_spec *spec,
		   unsigned int line)
{
	const struct kernel_api_spec *old;
	char origin[4096];
	int err;

	if (!spec->name || !spec->name[0]) {
		kapi__load_msg(l, KAPI_LOG_ERROR, line, "spec without a name");
		return 0;
	}
	old = kapi__registry_find_exact(l->reg, spec->name);
	if (old && l->opts && l->opts->keep_duplicates) {
		spec = tagged_copy(l, spec);
		if (!spec)
			return -ENOMEM;
		old = kapi__registry_find_exact(l->reg, spec->name);
	}
	if (old) {
		const char *first = kapi_registry__origin(l->reg, old);

		kapi__load_note(l, KAPI_LOG_WARN, "duplicate-spec", line,
			       "duplicate spec '%s' skipped (first at %s)",
			       spec->name, first ? first : "built-in");
		return 0;
	}
	err = kapi_registry__add(l->reg, spec);
	if (err)
		return err;
	l->stats.specs++;
	if (line)
		snprintf(origin, sizeof(origin), "%s:%u",
			 l->file ? l->file : "-", line);
	else
		snprintf(origin, sizeof(origin), "%s", l->file ? l->file : "-");
	/* constraint expressions are parsed now, once: say what is wrong */
	for (uint32_t i = 0; i < spec->constraint_count; i++) {
		char msg[KAPI_EXPR_ERR_LEN];

		if (spec->constraints[i].expression &&
		    !kapi__expr_of(spec, i, msg, sizeof(msg)) &&
		    !kapi__expr_kernel_side(spec->constraints[i].expression, spec))
			kapi__load_note(l, KAPI_LOG_WARN, "expr-error", line,
					"%s: expression '%s' of constraint '%s': %s",
					spec->name, spec->constraints[i].expression,
					spec->constraints[i].name ?
					spec->constraints[i].name : "?", msg);
	}
	return kapi__registry_set_origin(l->reg, spec, origin);
}

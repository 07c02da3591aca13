// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * Which errno a refusal may have.  A value the spec refuses agrees with
 * the kernel only when the kernel answers with an errno the spec gives
 * for that parameter: an error entry whose condition names it.  Some
 * errnos come from work a call does after its argument checks (a lookup
 * that finds nothing, a pointer it went on to use, a permission check),
 * so they say the value was accepted or never judged, whatever the spec
 * lists.
 */
#include <ctype.h>
#include <errno.h>
#include <stdbool.h>
#include <string.h>

#include "live/conform/conform.h"

/* name occurs in text as a word of its own */
static bool names_word(const char *text, const char *name)
{
	size_t n = strlen(name);

	if (!text || !n)
		return false;
	for (const char *p = text; (p = strstr(p, name)); p++) {
		bool before = p == text || !(isalnum((unsigned char)p[-1]) ||
					     p[-1] == '_');
		bool after = !(isalnum((unsigned char)p[n]) || p[n] == '_');

		if (before && after)
			return true;
	}
	return false;
}

static bool entry_is(const struct kapi_error_spec *es, int err)
{
	const char *name = kapi_errno__name(err);

	return es->error_code == err || es->error_code == -err ||
	       (name && es->name && !strcmp(es->name, name));
}

int conform__refusal_errno(const struct kernel_api_spec *spec, int param,
			   int err)
{
	const char *pname;
	bool named = false;

	if (param < 0 || (uint32_t)param >= spec->param_count)
		return CONFORM_REFUSAL_UNNAMED;
	pname = spec->params[param].name;
	if (!pname)
		return CONFORM_REFUSAL_UNNAMED;
	for (uint32_t i = 0; i < spec->error_count; i++) {
		const struct kapi_error_spec *es = &spec->errors[i];

		if (!names_word(es->condition, pname) &&
		    !names_word(es->description, pname))
			continue;
		named = true;
		if (entry_is(es, err))
			return CONFORM_REFUSAL_NAMED;
	}
	return named ? CONFORM_REFUSAL_OTHER : CONFORM_REFUSAL_UNNAMED;
}

/*
 * Errnos of the work after the argument checks: a lookup that found
 * nothing (ESRCH, ENOENT), a pointer the call went on to use (EFAULT,
 * when the varied argument is not that pointer).
 */
int conform__later_work(const struct conform_case *c, int err)
{
	const struct kapi_param_spec *p;

	if (c->r.param < 0 || (uint32_t)c->r.param >= c->r.spec->param_count)
		return 0;
	p = &c->r.spec->params[c->r.param];
	switch (err) {
	case ESRCH:
		return CONFORM_LATER_LOOKUP;
	case ENOENT:
		return p->type == KAPI_TYPE_PATH ||
		       p->constraint_type == KAPI_CONSTRAINT_USER_PATH ||
		       c->args[c->r.param].target != T_VALUE ? 0 :
		       CONFORM_LATER_LOOKUP;
	case EFAULT:
		return c->args[c->r.param].target == T_VALUE &&
		       c->args[c->r.param].value &&
		       p->type != KAPI_TYPE_PTR && p->type != KAPI_TYPE_USER_PTR &&
		       p->constraint_type != KAPI_CONSTRAINT_USER_PTR ?
		       CONFORM_LATER_POINTER : 0;
	case EPERM:
	case EACCES:
		return CONFORM_LATER_PERMISSION;
	default:
		return 0;
	}
}

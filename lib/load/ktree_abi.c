// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * A kernel tree's Documentation/ABI: read by the ABI loader (load_abi.c),
 * each attribute marked with the level of the folder it is documented in
 * (stable, testing, obsolete, removed), which kapi diff compares.
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "load/ktree.h"

static int on_abi_file(struct ktree *t, const char *rel, char *buf, size_t len)
{
	const char *base = strrchr(rel, '/');
	char path[4096];
	int err;

	if (!strcmp(base ? base + 1 : rel, "README"))
		return 0;
	snprintf(path, sizeof(path), "%s/%s", t->root, rel);
	t->l->file = path;
	t->l->stats.files++;
	err = kapi__load_abi(t->l, buf, len);
	t->l->file = t->root;
	/* a file the ABI loader refuses is reported and left out */
	return err == -ENOMEM ? err : 0;
}

int kapi__ktree_abi(struct ktree *t)
{
	static const char *const levels[] = {
		"stable", "testing", "obsolete", "removed",
	};
	int err = 0;

	for (size_t i = 0; !err && i < sizeof(levels) / sizeof(levels[0]); i++) {
		char sub[64];

		snprintf(sub, sizeof(sub), "Documentation/ABI/%s", levels[i]);
		t->l->abi_level = levels[i];
		err = ktree_walk(t, sub, "", false, on_abi_file);
	}
	t->l->abi_level = NULL;
	return err;
}

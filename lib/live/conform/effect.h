/* SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause */
/*
 * An effect check, parsed in the case child: its kind and its arguments,
 * each a number (a parameter's value, the return value, a value read
 * through a pointer parameter, a literal) or a bare name ("VmLck", "lo");
 * "!kind(...)" claims the observation does not hold.
 */
#ifndef KAPI_CONFORM_EFFECT_H
#define KAPI_CONFORM_EFFECT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define EFFECT_MAX_WORDS 3

struct effect_check {
	char kind[20];
	int64_t v[EFFECT_MAX_WORDS];
	char s[EFFECT_MAX_WORDS][24];	/* the word as written */
	int n;
	unsigned int bare;		/* bit i: word i is a bare name */
	bool negated;			/* written "!kind(...)" */
};

struct effect_kind {
	const char *name;
	int nargs;
	unsigned int names;		/* bit i: word i is text, a bare name */
	int (*observe)(const struct effect_check *ck);	/* 1, 0 or -1 */
	/* readies the case child for it, or NULL; gets the check's words
	 * as they are before the call (ret reads 0) */
	void (*before)(const struct effect_check *ck);
};

/* effect_kinds.c: the kind of that name, or NULL */
const struct effect_kind *conform__effect_kind(const char *name);
/* effect_state.c: the kinds about the process and kernel objects */
extern const struct effect_kind conform__effect_state_kinds[];
extern const size_t conform__effect_state_kind_count;
/* effect_task.c: the kinds that ready the case child before its call */
extern const struct effect_kind conform__effect_task_kinds[];
extern const size_t conform__effect_task_kind_count;
/* effect_kinds.c: n bytes at addr into out; false when they cannot be
 * read (no fault) */
bool conform__effect_copy_in(void *out, uint64_t addr, size_t n);
/* effect_swap.c: swap areas in use or not (a lab VM's) */
extern const struct effect_kind conform__effect_swap_kinds[];
extern const size_t conform__effect_swap_kind_count;
/* effect_quota.c: quotas on or off (a lab VM's file system) */
extern const struct effect_kind conform__effect_quota_kinds[];
extern const size_t conform__effect_quota_kind_count;
/* effect_exec.c: the kinds judged after a successful exec */
extern const struct effect_kind conform__effect_exec_kinds[];
extern const size_t conform__effect_exec_kind_count;
/* effect_sigreturn.c: frame_restored(), rt_sigreturn's */
extern const struct effect_kind conform__effect_sigreturn_kinds[];
extern const size_t conform__effect_sigreturn_kind_count;
/* effect.c: parses check text (a NULL: the parameters' words read 0) */
struct kernel_api_spec;
int conform__effect_parse(const char *text, const struct kernel_api_spec *s,
			  const uint64_t *a, long ret, struct effect_check *ck);
/* effect.c: what kind k observes of ck, turned over for "!kind": 1, 0,
 * or -1 (cannot be told, either way) */
int conform__effect_judge_kind(const struct effect_kind *k,
			       const struct effect_check *ck);
/* effect_state.c: notes the namespaces the case child is in (ns_new) */
void conform__effect_ns_before(void);

#endif /* KAPI_CONFORM_EFFECT_H */

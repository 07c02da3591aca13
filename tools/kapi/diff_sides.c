// SPDX-License-Identifier: GPL-2.0
/*
 * kapi diff of two kernel trees: the NEW tree is read in a thread while
 * the OLD one is read here, so on two CPUs the sides take the time of the
 * slower.  The thread's loader messages are held and printed after the
 * OLD side's, in the order a one-at-a-time read prints them.  Only
 * without progress on standard error (progress is one line, the stage of
 * one side).
 */
#include <malloc.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "diff_sides.h"
#include "main.h"

struct held_msg {
	enum kapi_log_level level;
	char *code, *file, *msg;
	unsigned int line;
};

struct side {
	const char *path;
	enum kapi_source type;
	struct kapi_registry *reg;
	bool partial;
	struct held_msg *msgs;
	size_t n, cap;
	bool lost;		/* a message could not be held */
};

static char *dup_or_null(const char *s)
{
	return s ? strdup(s) : NULL;
}

static void hold(void *ctx, enum kapi_log_level level, const char *code,
		 const char *file, unsigned int line, const char *msg)
{
	struct side *sd = ctx;
	struct held_msg *m;

	if (sd->n == sd->cap) {
		size_t cap = sd->cap ? sd->cap * 2 : 16;
		struct held_msg *g = realloc(sd->msgs, cap * sizeof(*g));

		if (!g) {
			sd->lost = true;
			return;
		}
		sd->msgs = g;
		sd->cap = cap;
	}
	m = &sd->msgs[sd->n++];
	*m = (struct held_msg){ level, dup_or_null(code), dup_or_null(file),
				dup_or_null(msg), line };
}

static void *load_side(void *arg)
{
	struct side *sd = arg;

	sd->reg = load_spec_set(sd->path, sd->type, hold, sd, &sd->partial);
	return NULL;
}

static void release(struct side *sd)
{
	for (size_t i = 0; i < sd->n; i++) {
		struct held_msg *m = &sd->msgs[i];

		if (m->msg)
			log_message(NULL, m->level, m->code, m->file, m->line,
				    m->msg);
		free(m->code);
		free(m->file);
		free(m->msg);
	}
	if (sd->lost)
		log_message(NULL, KAPI_LOG_WARN, NULL, sd->path, 0,
			    "messages left out (out of memory)");
	free(sd->msgs);
}

bool diff_sides_together(const char *old, const char *new,
			 const enum kapi_source types[2],
			 struct kapi_registry *sets[2], bool *partial)
{
	struct side sd = { .path = new, .type = types[1] };
	pthread_t th;

	if (progress_shown() || !strcmp(old, "live") || !strcmp(new, "live"))
		return false;
	/*
	 * each side's thread builds tens of megabytes in its own malloc arena;
	 * grown a page run at a time that arena took some 900 mprotect calls
	 * a kernel diff: grown 16 MB at a time it takes a few
	 */
	mallopt(M_TOP_PAD, 16 << 20);
	if (pthread_create(&th, NULL, load_side, &sd))
		return false;
	sets[0] = load_spec_set(old, types[0], log_message, NULL, partial);
	pthread_join(th, NULL);
	release(&sd);
	sets[1] = sd.reg;
	*partial |= sd.partial;
	return true;
}

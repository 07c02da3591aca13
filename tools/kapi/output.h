/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Output files of every verb (-o FILE): written under a temporary name
 * beside FILE and renamed into place once all of it is written, so a
 * failure leaves the old FILE (or none), never a partial one.
 */
#ifndef KAPI_TOOL_OUTPUT_H
#define KAPI_TOOL_OUTPUT_H

#include <stdbool.h>
#include <stdio.h>

struct out_file {
	FILE *f;		/* what the verb writes to */
	char *path;		/* the file as named */
	char *target;		/* where it lands (a symlink's target) */
	char *tmp;		/* the temporary; NULL when written in place */
	int fd;
	int err;		/* the first write's errno, 0 while all is well */
	bool probe;		/* a device: a zero-length write tests it */
};

/*
 * Opens PATH: a temporary beside it, or PATH itself when it is no regular
 * file (a device, a pipe: nothing to rename).  Refuses a symlink planted
 * by someone else in a sticky world-writable directory.  The stream is
 * close-on-exec.  NULL after saying why (p_err).
 */
FILE *out_open(struct out_file *o, const char *path);
/*
 * Ends the file: when ok and every byte was written, renames the
 * temporary into place; otherwise removes it, silently when !ok (the
 * caller says why; o->err holds a failed write's errno for that).
 * EXIT_OK, or EXIT_FAILURE_ after naming the file and the real errno.
 */
int out_close(struct out_file *o, bool ok);
/* -o of verbs that print to standard output: stdout becomes PATH. */
int out_redirect_stdout(const char *path);
/* At exit: ends the file out_redirect_stdout() opened (if any). */
int out_finish_stdout(bool ok);
/* Whether out_redirect_stdout() is in force. */
bool out_stdout_redirected(void);

#endif /* KAPI_TOOL_OUTPUT_H */

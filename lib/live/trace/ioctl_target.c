// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * Whether an ioctl spec applies to the file a descriptor refers to.
 * Command numbers collide across drivers (TCSETSW is also OSS's
 * SNDCTL_TMR_STOP), so a call is checked against a spec only when the file
 * is of the kind the spec's file operations serve: a terminal for
 * tty_fops, a block device for def_blk_fops, and so on.
 */
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>

#include "live/live.h"

#define MAX_TTY_MAJORS 64

static unsigned int tty_majors[MAX_TTY_MAJORS];
static size_t tty_major_count;
static pthread_once_t tty_once = PTHREAD_ONCE_INIT;

/* The majors of every tty driver, from /proc/tty/drivers. */
static void read_tty_majors(void)
{
	FILE *f = fopen("/proc/tty/drivers", "re");
	char line[256];

	if (!f)
		return;
	while (fgets(line, sizeof(line), f) &&
	       tty_major_count < MAX_TTY_MAJORS) {
		char name[64], dev[64];
		unsigned int major;

		if (sscanf(line, "%63s %63s %u", name, dev, &major) == 3)
			tty_majors[tty_major_count++] = major;
	}
	fclose(f);
}

static bool is_tty(const struct stat *st)
{
	unsigned int major = major(st->st_rdev);

	if (!S_ISCHR(st->st_mode))
		return false;
	pthread_once(&tty_once, read_tty_majors);
	if (!tty_major_count)	/* no /proc/tty: the usual tty majors */
		return major == 4 || major == 5 || major == 128 ||
		       (major >= 136 && major <= 143);
	for (size_t i = 0; i < tty_major_count; i++)
		if (tty_majors[i] == major)
			return true;
	return false;
}

bool kapi__ioctl_fits(const struct kernel_api_spec *spec, const struct stat *st)
{
	const char *fops = spec->file_ops_name;

	if (!fops || !st)
		return true;
	if (!strcmp(fops, "tty_fops") || !strcmp(fops, "ptmx_fops"))
		return is_tty(st);
	if (!strcmp(fops, "def_blk_fops") || !strcmp(fops, "lo_fops"))
		return S_ISBLK(st->st_mode);
	if (!strcmp(fops, "loop_ctl_fops"))	/* misc 10:237 */
		return S_ISCHR(st->st_mode) && major(st->st_rdev) == 10 &&
		       minor(st->st_rdev) == 237;
	if (!strcmp(fops, "fwctl_fops"))
		return S_ISCHR(st->st_mode);
	return true;			/* do_vfs_ioctl and the unknown */
}

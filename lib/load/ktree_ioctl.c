// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * A kernel tree's ioctl commands and uapi struct layouts.
 */
#include "load/ktree.h"

int kapi__ktree_ioctls(struct ktree *t)
{
	(void)t;
	return 0;
}

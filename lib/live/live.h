/* SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause */
/* The live stage: what the tracer, sysfs and verify share. */
#ifndef KAPI_LIB_LIVE_H
#define KAPI_LIB_LIVE_H

#include "check/validate.h"

struct stat;
/*
 * Whether an ioctl spec applies to a file of this kind (its file_ops_name
 * says which: a terminal, a block device, ...).  True when unknown.
 */
bool kapi__ioctl_fits(const struct kernel_api_spec *spec, const struct stat *st);

#endif /* KAPI_LIB_LIVE_H */

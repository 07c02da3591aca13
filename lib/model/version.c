// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
#include <kapi/kapi.h>

#ifndef KAPI_VERSION_STRING
#define KAPI_VERSION_STRING "0.1.0"
#endif

const char *kapi_version(void)
{
	return KAPI_VERSION_STRING;
}

// SPDX-License-Identifier: GPL-2.0
/*
 * System sleep: /sys/power/ (kernel/power/main.c).  Only the files this
 * kernel's configuration creates exist; the rest are skipped.  Reading
 * wakeup_count blocks while wakeup events are in progress, so the walker
 * never opens it.
 */
#include <limits.h>
#include <kapi/spec_compile.h>
#include <kapi_specs/helpers.h>

DEFINE_SYSFS_API_SPEC(power_state)
	KAPI_ATTR("power", KAPI_SYSFS_STRING_RW, "state", "char *", 0644,
		  "/sys/power/state",
		  "Sleep states the system supports; writing one enters it")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(power_pm_freeze_timeout)
	KAPI_ATTR("power", KAPI_SYSFS_UINT_RW, "pm_freeze_timeout",
		  "unsigned int", 0644, "/sys/power/pm_freeze_timeout",
		  "How long freezing tasks may take before suspend gives up",
		  KAPI_SYSFS_RANGE(0, UINT_MAX) KAPI_UNITS("ms"))
KAPI_END_SPEC;

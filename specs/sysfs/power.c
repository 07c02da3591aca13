// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
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

DEFINE_SYSFS_API_SPEC(power_mem_sleep)
	KAPI_ATTR("power", KAPI_SYSFS_STRING_RW, "mem_sleep", "char *", 0644,
		  "/sys/power/mem_sleep",
		  "Suspend variants writing mem to state may use; the one in brackets is chosen")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(power_disk)
	KAPI_ATTR("power", KAPI_SYSFS_STRING_RW, "disk", "char *", 0644,
		  "/sys/power/disk",
		  "What hibernation does once the image is saved; the choice in brackets is current")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(power_image_size)
	KAPI_ATTR("power", KAPI_SYSFS_UINT_RW, "image_size", "unsigned long",
		  0644, "/sys/power/image_size",
		  "Size the hibernation image is kept below, if reclaim allows",
		  KAPI_UNITS("bytes"))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(power_reserved_size)
	KAPI_ATTR("power", KAPI_SYSFS_UINT_RW, "reserved_size", "unsigned long",
		  0644, "/sys/power/reserved_size",
		  "Memory kept for drivers while the hibernation image is made",
		  KAPI_UNITS("bytes"))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(power_pm_async)
	KAPI_ATTR("power", KAPI_SYSFS_INT_RW, "pm_async", "int", 0644,
		  "/sys/power/pm_async",
		  "Whether devices suspend and resume in parallel",
		  KAPI_SYSFS_RANGE(0, 1))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(power_wakeup_count)
	KAPI_ATTR("power", KAPI_SYSFS_UINT_RW, "wakeup_count", "unsigned int",
		  0644, "/sys/power/wakeup_count",
		  "Wakeup events so far; writing the count read aborts suspend if events came since")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(power_sync_on_suspend)
	KAPI_ATTR("power", KAPI_SYSFS_INT_RW, "sync_on_suspend", "int", 0644,
		  "/sys/power/sync_on_suspend",
		  "Whether file systems are synced before suspend",
		  KAPI_SYSFS_RANGE(0, 1))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(power_resume)
	KAPI_ATTR("power", KAPI_SYSFS_STRING_RW, "resume", "char *", 0644,
		  "/sys/power/resume",
		  "Device holding the hibernation image, as major:minor")
KAPI_END_SPEC;

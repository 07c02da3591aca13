// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * Attributes only zram disks have: /sys/block/zram<N>/ (drivers/block/zram).
 * Write-only files are actions: writing them never shows a value back.
 */
#include <limits.h>
#include <kapi/spec_compile.h>
#include <kapi_specs/uapi_extra.h>
#include <kapi_specs/helpers.h>

DEFINE_SYSFS_API_SPEC(zram_algorithm_params)
	KAPI_DESCRIPTION("Tuning of a zram compression algorithm")
	KAPI_SYSFS_STRING_WO("algorithm_params", "char *", "algo=NAME followed by its parameters",
		KAPI_PERMISSIONS(0200)
		KAPI_PATH("/sys/block/<disk>/algorithm_params"))
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("echo \"algo=zstd level=8\" > /sys/block/zram0/algorithm_params")
KAPI_END_SPEC;


DEFINE_SYSFS_API_SPEC(zram_comp_algorithm)
	KAPI_DESCRIPTION("Compression algorithm of a zram disk")
	KAPI_SYSFS_STRING_RW("comp_algorithm", "char *", "Available algorithms, the one in use bracketed",
		KAPI_PERMISSIONS(0644)
		KAPI_PATH("/sys/block/<disk>/comp_algorithm"))
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/zram0/comp_algorithm")
KAPI_END_SPEC;


DEFINE_SYSFS_API_SPEC(zram_compact)
	KAPI_DESCRIPTION("Compacts the memory of a zram disk when written")
	KAPI_SYSFS_STRING_WO("compact", "char *", "Any value",
		KAPI_PERMISSIONS(0200)
		KAPI_PATH("/sys/block/<disk>/compact"))
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("echo 1 > /sys/block/zram0/compact")
KAPI_END_SPEC;


DEFINE_SYSFS_API_SPEC(zram_debug_stat)
	KAPI_DESCRIPTION("Internal statistics of a zram disk")
	KAPI_SYSFS_STRING_RO("debug_stat", "char *", "A version line and counters",
		KAPI_PERMISSIONS(0444)
		KAPI_PATH("/sys/block/<disk>/debug_stat"))
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/zram0/debug_stat")
KAPI_END_SPEC;


DEFINE_SYSFS_API_SPEC(zram_disksize)
	KAPI_DESCRIPTION("Uncompressed size of a zram disk")
	KAPI_SYSFS_UINT_RW("disksize", "u64", "Size; 0 until the disk is set up",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, LLONG_MAX)
		KAPI_PERMISSIONS(0644)
		KAPI_PATH("/sys/block/<disk>/disksize")
		KAPI_UNITS("bytes"))
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/zram0/disksize")
KAPI_END_SPEC;


DEFINE_SYSFS_API_SPEC(zram_idle)
	KAPI_DESCRIPTION("Marks pages of a zram disk idle")
	KAPI_SYSFS_STRING_WO("idle", "char *", "all, or an age in seconds",
		KAPI_PERMISSIONS(0200)
		KAPI_PATH("/sys/block/<disk>/idle"))
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("echo all > /sys/block/zram0/idle")
KAPI_END_SPEC;


DEFINE_SYSFS_API_SPEC(zram_initstate)
	KAPI_DESCRIPTION("Whether a zram disk has been set up")
	KAPI_SYSFS_BOOL_RO("initstate", "int", "1 once disksize was written",
		KAPI_PERMISSIONS(0444)
		KAPI_PATH("/sys/block/<disk>/initstate"))
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/zram0/initstate")
KAPI_END_SPEC;


DEFINE_SYSFS_API_SPEC(zram_io_stat)
	KAPI_DESCRIPTION("Failed and invalid I/O of a zram disk")
	KAPI_SYSFS_STRING_RO("io_stat", "char *", "Counters of failed reads, failed writes, invalid I/O and notified frees",
		KAPI_PERMISSIONS(0444)
		KAPI_PATH("/sys/block/<disk>/io_stat"))
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/zram0/io_stat")
KAPI_END_SPEC;


DEFINE_SYSFS_API_SPEC(zram_mem_limit)
	KAPI_DESCRIPTION("Memory a zram disk may use for compressed data")
	KAPI_SYSFS_STRING_WO("mem_limit", "char *", "A size with an optional K, M or G; 0 for no limit",
		KAPI_PERMISSIONS(0200)
		KAPI_PATH("/sys/block/<disk>/mem_limit"))
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("echo 512M > /sys/block/zram0/mem_limit")
KAPI_END_SPEC;


DEFINE_SYSFS_API_SPEC(zram_mem_used_max)
	KAPI_DESCRIPTION("Resets the peak memory use of a zram disk")
	KAPI_SYSFS_STRING_WO("mem_used_max", "char *", "0",
		KAPI_PERMISSIONS(0200)
		KAPI_PATH("/sys/block/<disk>/mem_used_max"))
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("echo 0 > /sys/block/zram0/mem_used_max")
KAPI_END_SPEC;


DEFINE_SYSFS_API_SPEC(zram_mm_stat)
	KAPI_DESCRIPTION("Memory statistics of a zram disk")
	KAPI_SYSFS_STRING_RO("mm_stat", "char *", "Original and compressed sizes, memory used and limits, page counts",
		KAPI_PERMISSIONS(0444)
		KAPI_PATH("/sys/block/<disk>/mm_stat"))
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/zram0/mm_stat")
KAPI_END_SPEC;


DEFINE_SYSFS_API_SPEC(zram_reset)
	KAPI_DESCRIPTION("Tears a zram disk down when written")
	KAPI_SYSFS_STRING_WO("reset", "char *", "A true value",
		KAPI_PERMISSIONS(0200)
		KAPI_PATH("/sys/block/<disk>/reset"))
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("echo 1 > /sys/block/zram0/reset")
	KAPI_NOTES("Refused with EBUSY while the disk is open.")
KAPI_END_SPEC;


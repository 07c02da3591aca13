// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * Transparent huge pages: /sys/kernel/mm/transparent_hugepage/
 * (mm/huge_memory.c, mm/khugepaged.c).  Mode files show every choice
 * with the current one in brackets.  hugepages-<size>kB/ holds the
 * per-size (mTHP) controls and counters.
 */
#include <limits.h>
#include <kapi/spec_compile.h>
#include <kapi_specs/helpers.h>

DEFINE_SYSFS_API_SPEC(thp_enabled)
	KAPI_ATTR("mm", KAPI_SYSFS_STRING_RW, "enabled", "char *", 0644,
		  "/sys/kernel/mm/transparent_hugepage/enabled",
		  "When anonymous memory gets huge pages: always, only in MADV_HUGEPAGE areas, or never",
		  KAPI_ALLOWED_STRINGS(((const char *const[]){ "[always] madvise never", "always [madvise] never", "always madvise [never]" }), 3))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(thp_defrag)
	KAPI_ATTR("mm", KAPI_SYSFS_STRING_RW, "defrag", "char *", 0644,
		  "/sys/kernel/mm/transparent_hugepage/defrag",
		  "How hard a huge page fault compacts memory before falling back to small pages",
		  KAPI_ALLOWED_STRINGS(((const char *const[]){ "[always] defer defer+madvise madvise never", "always [defer] defer+madvise madvise never", "always defer [defer+madvise] madvise never", "always defer defer+madvise [madvise] never", "always defer defer+madvise madvise [never]" }), 5))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(thp_shmem_enabled)
	KAPI_ATTR("mm", KAPI_SYSFS_STRING_RW, "shmem_enabled", "char *", 0644,
		  "/sys/kernel/mm/transparent_hugepage/shmem_enabled",
		  "Huge page policy of tmpfs and shared anonymous memory without a mount option",
		  KAPI_ALLOWED_STRINGS(((const char *const[]){ "[always] within_size advise never deny force", "always [within_size] advise never deny force", "always within_size [advise] never deny force", "always within_size advise [never] deny force", "always within_size advise never [deny] force", "always within_size advise never deny [force]" }), 6))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(thp_use_zero_page)
	KAPI_ATTR("mm", KAPI_SYSFS_BOOL_RW, "use_zero_page", "int", 0644,
		  "/sys/kernel/mm/transparent_hugepage/use_zero_page",
		  "Whether read faults on anonymous memory map the huge zero page")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(thp_hpage_pmd_size)
	KAPI_ATTR("mm", KAPI_SYSFS_UINT_RO, "hpage_pmd_size", "unsigned long", 0444,
		  "/sys/kernel/mm/transparent_hugepage/hpage_pmd_size",
		  "Size of a PMD-mapped huge page",
		  KAPI_UNITS("bytes"))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(thp_shrink_underused)
	KAPI_ATTR("mm", KAPI_SYSFS_BOOL_RW, "shrink_underused", "int", 0644,
		  "/sys/kernel/mm/transparent_hugepage/shrink_underused",
		  "Whether mostly-zero huge pages are split under memory pressure")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(thp_anon_beside_full)
	KAPI_ATTR("mm", KAPI_SYSFS_BOOL_RW, "anon_beside_full", "int", 0644,
		  "/sys/kernel/mm/transparent_hugepage/anon_beside_full",
		  "Whether small anonymous mappings next to full PMD ranges get huge pages")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(thp_khugepaged_defrag)
	KAPI_ATTR("mm", KAPI_SYSFS_BOOL_RW, "defrag", "int", 0644,
		  "/sys/kernel/mm/transparent_hugepage/khugepaged/defrag",
		  "Whether khugepaged compacts memory to collapse pages")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(thp_khugepaged_pages_to_scan)
	KAPI_ATTR("mm", KAPI_SYSFS_UINT_RW, "pages_to_scan", "unsigned int", 0644,
		  "/sys/kernel/mm/transparent_hugepage/khugepaged/pages_to_scan",
		  "Pages khugepaged scans each pass",
		  KAPI_SYSFS_RANGE(1, UINT_MAX))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(thp_khugepaged_scan_sleep_millisecs)
	KAPI_ATTR("mm", KAPI_SYSFS_UINT_RW, "scan_sleep_millisecs", "unsigned int", 0644,
		  "/sys/kernel/mm/transparent_hugepage/khugepaged/scan_sleep_millisecs",
		  "Pause between khugepaged passes",
		  KAPI_UNITS("ms"))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(thp_khugepaged_alloc_sleep_millisecs)
	KAPI_ATTR("mm", KAPI_SYSFS_UINT_RW, "alloc_sleep_millisecs", "unsigned int", 0644,
		  "/sys/kernel/mm/transparent_hugepage/khugepaged/alloc_sleep_millisecs",
		  "Pause after a failed huge page allocation",
		  KAPI_UNITS("ms"))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(thp_khugepaged_max_ptes_none)
	KAPI_ATTR("mm", KAPI_SYSFS_UINT_RW, "max_ptes_none", "unsigned int", 0644,
		  "/sys/kernel/mm/transparent_hugepage/khugepaged/max_ptes_none",
		  "Unmapped small pages a collapse may fill in",
		  KAPI_SYSFS_RANGE(0, 511))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(thp_khugepaged_max_ptes_swap)
	KAPI_ATTR("mm", KAPI_SYSFS_UINT_RW, "max_ptes_swap", "unsigned int", 0644,
		  "/sys/kernel/mm/transparent_hugepage/khugepaged/max_ptes_swap",
		  "Swapped-out small pages a collapse may read back",
		  KAPI_SYSFS_RANGE(0, 511))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(thp_khugepaged_max_ptes_shared)
	KAPI_ATTR("mm", KAPI_SYSFS_UINT_RW, "max_ptes_shared", "unsigned int", 0644,
		  "/sys/kernel/mm/transparent_hugepage/khugepaged/max_ptes_shared",
		  "Shared small pages a collapse may include",
		  KAPI_SYSFS_RANGE(0, 511))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(thp_khugepaged_pages_collapsed)
	KAPI_ATTR("mm", KAPI_SYSFS_UINT_RO, "pages_collapsed", "unsigned int", 0444,
		  "/sys/kernel/mm/transparent_hugepage/khugepaged/pages_collapsed",
		  "Huge pages khugepaged has made")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(thp_khugepaged_full_scans)
	KAPI_ATTR("mm", KAPI_SYSFS_UINT_RO, "full_scans", "unsigned int", 0444,
		  "/sys/kernel/mm/transparent_hugepage/khugepaged/full_scans",
		  "Full passes khugepaged has completed")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(thp_hugepages_enabled)
	KAPI_ATTR("mm", KAPI_SYSFS_STRING_RW, "enabled", "char *", 0644,
		  "/sys/kernel/mm/transparent_hugepage/hugepages-*/enabled",
		  "Anonymous huge page policy of this size; inherit follows the top-level file",
		  KAPI_ALLOWED_STRINGS(((const char *const[]){ "[always] inherit madvise never", "always [inherit] madvise never", "always inherit [madvise] never", "always inherit madvise [never]" }), 4))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(thp_hugepages_shmem_enabled)
	KAPI_ATTR("mm", KAPI_SYSFS_STRING_RW, "shmem_enabled", "char *", 0644,
		  "/sys/kernel/mm/transparent_hugepage/hugepages-*/shmem_enabled",
		  "Shared memory huge page policy of this size",
		  KAPI_ALLOWED_STRINGS(((const char *const[]){ "[always] inherit within_size advise never", "always [inherit] within_size advise never", "always inherit [within_size] advise never", "always inherit within_size [advise] never", "always inherit within_size advise [never]" }), 5))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(thp_hugepages_stats)
	KAPI_ATTR("mm", KAPI_SYSFS_UINT_RO, "counter", "unsigned long", 0444,
		  "/sys/kernel/mm/transparent_hugepage/hugepages-*/stats/*",
		  "Event and page counters of this size (faults, fallbacks, splits, swap-ins and outs)")
KAPI_END_SPEC;

// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * vm.* sysctls (/proc/sys/vm, mm/): reclaim, overcommit, writeback and
 * huge page knobs.  drop_caches and compact_memory act when written and
 * cannot be read; reading stat_refresh folds every CPU's counters, so
 * the walker never opens it.
 */
#include <limits.h>
#include <kapi/spec_compile.h>
#include <kapi_specs/helpers.h>

DEFINE_SYSFS_API_SPEC(sysctl_vm_swappiness)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "swappiness", "int", 0644,
		  "/proc/sys/vm/swappiness",
		  "How readily reclaim swaps anonymous memory rather than dropping page cache",
		  KAPI_SYSFS_RANGE(0, 200))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_vm_overcommit_memory)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "overcommit_memory", "int", 0644,
		  "/proc/sys/vm/overcommit_memory",
		  "0 heuristic overcommit, 1 always overcommit, 2 strict accounting",
		  KAPI_SYSFS_RANGE(0, 2))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_vm_overcommit_ratio)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "overcommit_ratio", "int", 0644,
		  "/proc/sys/vm/overcommit_ratio",
		  "Share of RAM strict accounting allows on top of swap, unless overcommit_kbytes is set",
		  KAPI_UNITS("%"))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_vm_overcommit_kbytes)
	KAPI_ATTR("sysctl", KAPI_SYSFS_UINT_RW, "overcommit_kbytes", "unsigned long", 0644,
		  "/proc/sys/vm/overcommit_kbytes",
		  "Absolute form of overcommit_ratio; 0 while the ratio is used",
		  KAPI_UNITS("KiB"))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_vm_dirty_ratio)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "dirty_ratio", "int", 0644,
		  "/proc/sys/vm/dirty_ratio",
		  "Share of available memory that may be dirty before writers must write back themselves",
		  KAPI_SYSFS_RANGE(0, 100) KAPI_UNITS("%"))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_vm_dirty_background_ratio)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "dirty_background_ratio", "int", 0644,
		  "/proc/sys/vm/dirty_background_ratio",
		  "Share of available memory that may be dirty before background writeback starts",
		  KAPI_SYSFS_RANGE(0, 100) KAPI_UNITS("%"))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_vm_dirty_bytes)
	KAPI_ATTR("sysctl", KAPI_SYSFS_UINT_RW, "dirty_bytes", "unsigned long", 0644,
		  "/proc/sys/vm/dirty_bytes",
		  "Absolute form of dirty_ratio; 0 while the ratio is used, else at least two pages",
		  KAPI_UNITS("bytes"))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_vm_dirty_background_bytes)
	KAPI_ATTR("sysctl", KAPI_SYSFS_UINT_RW, "dirty_background_bytes", "unsigned long", 0644,
		  "/proc/sys/vm/dirty_background_bytes",
		  "Absolute form of dirty_background_ratio; 0 while the ratio is used",
		  KAPI_UNITS("bytes"))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_vm_dirty_expire_centisecs)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "dirty_expire_centisecs", "int", 0644,
		  "/proc/sys/vm/dirty_expire_centisecs",
		  "Age at which dirty data is written back",
		  KAPI_SYSFS_RANGE(0, INT_MAX) KAPI_UNITS("cs"))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_vm_dirty_writeback_centisecs)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "dirty_writeback_centisecs", "int", 0644,
		  "/proc/sys/vm/dirty_writeback_centisecs",
		  "Interval of the writeback flusher; 0 disables periodic writeback",
		  KAPI_SYSFS_RANGE(0, INT_MAX) KAPI_UNITS("cs"))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_vm_vfs_cache_pressure)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "vfs_cache_pressure", "int", 0644,
		  "/proc/sys/vm/vfs_cache_pressure",
		  "How readily dentries and inodes are reclaimed relative to page cache; 100 is neutral",
		  KAPI_SYSFS_RANGE(0, INT_MAX))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_vm_min_free_kbytes)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "min_free_kbytes", "int", 0644,
		  "/proc/sys/vm/min_free_kbytes",
		  "Memory kept free for atomic allocations; sets the zone watermarks",
		  KAPI_SYSFS_RANGE(0, INT_MAX) KAPI_UNITS("KiB"))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_vm_watermark_scale_factor)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "watermark_scale_factor", "int", 0644,
		  "/proc/sys/vm/watermark_scale_factor",
		  "Distance between zone watermarks, in ten-thousandths of memory",
		  KAPI_SYSFS_RANGE(1, 3000))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_vm_admin_reserve_kbytes)
	KAPI_ATTR("sysctl", KAPI_SYSFS_UINT_RW, "admin_reserve_kbytes", "unsigned long", 0644,
		  "/proc/sys/vm/admin_reserve_kbytes",
		  "Memory strict overcommit keeps for CAP_SYS_ADMIN processes",
		  KAPI_UNITS("KiB"))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_vm_user_reserve_kbytes)
	KAPI_ATTR("sysctl", KAPI_SYSFS_UINT_RW, "user_reserve_kbytes", "unsigned long", 0644,
		  "/proc/sys/vm/user_reserve_kbytes",
		  "Memory strict overcommit keeps back from one user's process",
		  KAPI_UNITS("KiB"))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_vm_max_map_count)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "max_map_count", "int", 0644,
		  "/proc/sys/vm/max_map_count",
		  "Most memory mappings a process may have",
		  KAPI_SYSFS_RANGE(0, INT_MAX))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_vm_mmap_min_addr)
	KAPI_ATTR("sysctl", KAPI_SYSFS_UINT_RW, "mmap_min_addr", "unsigned long", 0644,
		  "/proc/sys/vm/mmap_min_addr",
		  "Lowest address unprivileged processes may map",
		  KAPI_UNITS("bytes"))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_vm_drop_caches)
	KAPI_ATTR("sysctl", KAPI_SYSFS_STRING_WO, "drop_caches", "int", 0200,
		  "/proc/sys/vm/drop_caches",
		  "Writing 1 drops clean page cache, 2 reclaimable slab, 3 both (4 silences the log line)")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_vm_compact_memory)
	KAPI_ATTR("sysctl", KAPI_SYSFS_STRING_WO, "compact_memory", "int", 0200,
		  "/proc/sys/vm/compact_memory",
		  "Writing 1 compacts all zones now")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_vm_stat_refresh)
	KAPI_ATTR("sysctl", KAPI_SYSFS_STRING_RW, "stat_refresh", "int", 0600,
		  "/proc/sys/vm/stat_refresh",
		  "Reading or writing folds per-CPU vm counters into the totals")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_vm_stat_interval)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "stat_interval", "int", 0644,
		  "/proc/sys/vm/stat_interval",
		  "Interval at which per-CPU vm statistics are folded",
		  KAPI_UNITS("s"))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_vm_panic_on_oom)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "panic_on_oom", "int", 0644,
		  "/proc/sys/vm/panic_on_oom",
		  "0 kills a process on OOM, 1 panics unless the OOM is confined to a cpuset or memcg, 2 always panics",
		  KAPI_SYSFS_RANGE(0, 2))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_vm_oom_kill_allocating_task)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "oom_kill_allocating_task", "int", 0644,
		  "/proc/sys/vm/oom_kill_allocating_task",
		  "Whether the OOM killer kills the task that failed to allocate instead of choosing one")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_vm_oom_dump_tasks)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "oom_dump_tasks", "int", 0644,
		  "/proc/sys/vm/oom_dump_tasks",
		  "Whether the OOM killer logs every task's memory use",
		  KAPI_SYSFS_RANGE(0, 1))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_vm_nr_hugepages)
	KAPI_ATTR("sysctl", KAPI_SYSFS_UINT_RW, "nr_hugepages", "unsigned long", 0644,
		  "/proc/sys/vm/nr_hugepages",
		  "Persistent huge pages of the default size in the pool")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_vm_nr_overcommit_hugepages)
	KAPI_ATTR("sysctl", KAPI_SYSFS_UINT_RW, "nr_overcommit_hugepages", "unsigned long", 0644,
		  "/proc/sys/vm/nr_overcommit_hugepages",
		  "Huge pages that may be allocated beyond the pool on demand")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_vm_zone_reclaim_mode)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "zone_reclaim_mode", "int", 0644,
		  "/proc/sys/vm/zone_reclaim_mode",
		  "Node-local reclaim bits: 1 on, 2 writes dirty pages, 4 swaps",
		  KAPI_SYSFS_RANGE(0, INT_MAX))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_vm_page_cluster)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "page-cluster", "int", 0644,
		  "/proc/sys/vm/page-cluster",
		  "Log2 of the number of pages swap reads at once",
		  KAPI_SYSFS_RANGE(0, 31))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_vm_laptop_mode)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "laptop_mode", "int", 0644,
		  "/proc/sys/vm/laptop_mode",
		  "Seconds to delay writeback after disk activity; 0 off",
		  KAPI_UNITS("s"))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_vm_unprivileged_userfaultfd)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "unprivileged_userfaultfd", "int", 0644,
		  "/proc/sys/vm/unprivileged_userfaultfd",
		  "Whether users without CAP_SYS_PTRACE may handle kernel-mode faults with userfaultfd",
		  KAPI_SYSFS_RANGE(0, 1))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_vm_compaction_proactiveness)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "compaction_proactiveness", "int", 0644,
		  "/proc/sys/vm/compaction_proactiveness",
		  "How hard background compaction works against fragmentation",
		  KAPI_SYSFS_RANGE(0, 100))
KAPI_END_SPEC;

// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * cgroup v2 interface files (Documentation/admin-guide/cgroup-v2.rst,
 * kernel/cgroup/, mm/memcontrol.c): the core cgroup.* files, pressure
 * (PSI) files, and the memory, cpu, pids and io controllers.
 * <cgroup> is any group of a cgroup2 mount, the root included: pure
 * layouts mount it on /sys/fs/cgroup, hybrid ones on
 * /sys/fs/cgroup/unified.  Controller files exist only in groups whose
 * parent enables the controller, and several files only in the root or
 * only below it.  Limits that may be "max" are strings.  cgroup.kill and
 * memory.reclaim act when written and cannot be read.
 */
#include <limits.h>
#include <kapi/spec_compile.h>
#include <kapi_specs/helpers.h>

DEFINE_SYSFS_API_SPEC(cgroup_cgroup_controllers)
	KAPI_ATTR("cgroup", KAPI_SYSFS_STRING_RO, "cgroup.controllers", "char *", 0444,
		  "/sys/fs/cgroup/<cgroup>/cgroup.controllers",
		  "Controllers this group may enable for its children, separated by spaces")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cgroup_cgroup_subtree_control)
	KAPI_ATTR("cgroup", KAPI_SYSFS_STRING_RW, "cgroup.subtree_control", "char *", 0644,
		  "/sys/fs/cgroup/<cgroup>/cgroup.subtree_control",
		  "Controllers enabled for the children; write +name or -name to change")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cgroup_cgroup_procs)
	KAPI_ATTR("cgroup", KAPI_SYSFS_STRING_RW, "cgroup.procs", "char *", 0644,
		  "/sys/fs/cgroup/<cgroup>/cgroup.procs",
		  "Processes in the group, one PID a line; writing a PID moves that process here")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cgroup_cgroup_threads)
	KAPI_ATTR("cgroup", KAPI_SYSFS_STRING_RW, "cgroup.threads", "char *", 0644,
		  "/sys/fs/cgroup/<cgroup>/cgroup.threads",
		  "Threads in the group, one TID a line; writing a TID moves that thread here")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cgroup_cgroup_type)
	KAPI_ATTR("cgroup", KAPI_SYSFS_STRING_RW, "cgroup.type", "char *", 0644,
		  "/sys/fs/cgroup/<cgroup>/cgroup.type",
		  "Type of a non-root group; write threaded to make it part of a threaded subtree",
		  KAPI_ALLOWED_STRINGS(((const char *const[]){ "domain", "domain threaded", "domain invalid", "threaded" }), 4))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cgroup_cgroup_events)
	KAPI_ATTR("cgroup", KAPI_SYSFS_STRING_RO, "cgroup.events", "char *", 0444,
		  "/sys/fs/cgroup/<cgroup>/cgroup.events",
		  "Key-value lines: populated and frozen, each 0 or 1")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cgroup_cgroup_max_descendants)
	KAPI_ATTR("cgroup", KAPI_SYSFS_STRING_RW, "cgroup.max.descendants", "char *", 0644,
		  "/sys/fs/cgroup/<cgroup>/cgroup.max.descendants",
		  "Most descendant groups allowed, or max")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cgroup_cgroup_max_depth)
	KAPI_ATTR("cgroup", KAPI_SYSFS_STRING_RW, "cgroup.max.depth", "char *", 0644,
		  "/sys/fs/cgroup/<cgroup>/cgroup.max.depth",
		  "Deepest nesting allowed below this group, or max")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cgroup_cgroup_stat)
	KAPI_ATTR("cgroup", KAPI_SYSFS_STRING_RO, "cgroup.stat", "char *", 0444,
		  "/sys/fs/cgroup/<cgroup>/cgroup.stat",
		  "Key-value lines: live and dying descendants and subsystems")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cgroup_cgroup_freeze)
	KAPI_ATTR("cgroup", KAPI_SYSFS_INT_RW, "cgroup.freeze", "int", 0644,
		  "/sys/fs/cgroup/<cgroup>/cgroup.freeze",
		  "Whether the group's tasks are frozen (non-root groups)",
		  KAPI_SYSFS_RANGE(0, 1))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cgroup_cgroup_kill)
	KAPI_ATTR("cgroup", KAPI_SYSFS_STRING_WO, "cgroup.kill", "int", 0200,
		  "/sys/fs/cgroup/<cgroup>/cgroup.kill",
		  "Writing 1 kills every process in the group and below (non-root groups)")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cgroup_cgroup_pressure)
	KAPI_ATTR("cgroup", KAPI_SYSFS_INT_RW, "cgroup.pressure", "int", 0644,
		  "/sys/fs/cgroup/<cgroup>/cgroup.pressure",
		  "Whether pressure stall accounting is on for the group",
		  KAPI_SYSFS_RANGE(0, 1))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cgroup_cpu_pressure)
	KAPI_ATTR("cgroup", KAPI_SYSFS_STRING_RW, "cpu.pressure", "char *", 0644,
		  "/sys/fs/cgroup/<cgroup>/cpu.pressure",
		  "CPU pressure stall averages; writing registers a trigger")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cgroup_io_pressure)
	KAPI_ATTR("cgroup", KAPI_SYSFS_STRING_RW, "io.pressure", "char *", 0644,
		  "/sys/fs/cgroup/<cgroup>/io.pressure",
		  "I/O pressure stall averages; writing registers a trigger")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cgroup_memory_pressure)
	KAPI_ATTR("cgroup", KAPI_SYSFS_STRING_RW, "memory.pressure", "char *", 0644,
		  "/sys/fs/cgroup/<cgroup>/memory.pressure",
		  "Memory pressure stall averages; writing registers a trigger")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cgroup_irq_pressure)
	KAPI_ATTR("cgroup", KAPI_SYSFS_STRING_RW, "irq.pressure", "char *", 0644,
		  "/sys/fs/cgroup/<cgroup>/irq.pressure",
		  "IRQ pressure stall averages; writing registers a trigger")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cgroup_cpu_stat)
	KAPI_ATTR("cgroup", KAPI_SYSFS_STRING_RO, "cpu.stat", "char *", 0444,
		  "/sys/fs/cgroup/<cgroup>/cpu.stat",
		  "Key-value lines of CPU time used, throttling and bursts, in microseconds")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cgroup_cpu_stat_local)
	KAPI_ATTR("cgroup", KAPI_SYSFS_STRING_RO, "cpu.stat.local", "char *", 0444,
		  "/sys/fs/cgroup/<cgroup>/cpu.stat.local",
		  "Key-value lines of throttling this group caused itself")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cgroup_cpu_weight)
	KAPI_ATTR("cgroup", KAPI_SYSFS_UINT_RW, "cpu.weight", "unsigned long", 0644,
		  "/sys/fs/cgroup/<cgroup>/cpu.weight",
		  "Proportional CPU share; 100 is the default",
		  KAPI_SYSFS_RANGE(1, 10000))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cgroup_cpu_weight_nice)
	KAPI_ATTR("cgroup", KAPI_SYSFS_INT_RW, "cpu.weight.nice", "long", 0644,
		  "/sys/fs/cgroup/<cgroup>/cpu.weight.nice",
		  "The weight as a nice value",
		  KAPI_SYSFS_RANGE(-20, 19))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cgroup_cpu_max)
	KAPI_ATTR("cgroup", KAPI_SYSFS_STRING_RW, "cpu.max", "char *", 0644,
		  "/sys/fs/cgroup/<cgroup>/cpu.max",
		  "Bandwidth limit: quota (or max) and period in microseconds")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cgroup_cpu_max_burst)
	KAPI_ATTR("cgroup", KAPI_SYSFS_UINT_RW, "cpu.max.burst", "unsigned long", 0644,
		  "/sys/fs/cgroup/<cgroup>/cpu.max.burst",
		  "Time a group may run beyond its quota from unused earlier quota",
		  KAPI_UNITS("us"))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cgroup_cpu_idle)
	KAPI_ATTR("cgroup", KAPI_SYSFS_INT_RW, "cpu.idle", "long", 0644,
		  "/sys/fs/cgroup/<cgroup>/cpu.idle",
		  "Whether the group runs at idle scheduling priority",
		  KAPI_SYSFS_RANGE(0, 1))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cgroup_cpu_uclamp_min)
	KAPI_ATTR("cgroup", KAPI_SYSFS_STRING_RW, "cpu.uclamp.min", "char *", 0644,
		  "/sys/fs/cgroup/<cgroup>/cpu.uclamp.min",
		  "Utilisation clamp floor in percent, two decimals")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cgroup_cpu_uclamp_max)
	KAPI_ATTR("cgroup", KAPI_SYSFS_STRING_RW, "cpu.uclamp.max", "char *", 0644,
		  "/sys/fs/cgroup/<cgroup>/cpu.uclamp.max",
		  "Utilisation clamp ceiling in percent, two decimals, or max")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cgroup_memory_current)
	KAPI_ATTR("cgroup", KAPI_SYSFS_UINT_RO, "memory.current", "unsigned long long", 0444,
		  "/sys/fs/cgroup/<cgroup>/memory.current",
		  "Memory the group and its descendants use",
		  KAPI_UNITS("bytes"))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cgroup_memory_peak)
	KAPI_ATTR("cgroup", KAPI_SYSFS_UINT_RW, "memory.peak", "unsigned long long", 0644,
		  "/sys/fs/cgroup/<cgroup>/memory.peak",
		  "Highest memory use seen; writing resets it for the writer's file",
		  KAPI_UNITS("bytes"))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cgroup_memory_min)
	KAPI_ATTR("cgroup", KAPI_SYSFS_STRING_RW, "memory.min", "char *", 0644,
		  "/sys/fs/cgroup/<cgroup>/memory.min",
		  "Memory protected from reclaim whatever the pressure, in bytes or max")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cgroup_memory_low)
	KAPI_ATTR("cgroup", KAPI_SYSFS_STRING_RW, "memory.low", "char *", 0644,
		  "/sys/fs/cgroup/<cgroup>/memory.low",
		  "Memory protected from reclaim while unprotected memory remains, in bytes or max")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cgroup_memory_high)
	KAPI_ATTR("cgroup", KAPI_SYSFS_STRING_RW, "memory.high", "char *", 0644,
		  "/sys/fs/cgroup/<cgroup>/memory.high",
		  "Throttling limit, in bytes or max")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cgroup_memory_max)
	KAPI_ATTR("cgroup", KAPI_SYSFS_STRING_RW, "memory.max", "char *", 0644,
		  "/sys/fs/cgroup/<cgroup>/memory.max",
		  "Hard limit; above it the OOM killer runs, in bytes or max")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cgroup_memory_oom_group)
	KAPI_ATTR("cgroup", KAPI_SYSFS_INT_RW, "memory.oom.group", "int", 0644,
		  "/sys/fs/cgroup/<cgroup>/memory.oom.group",
		  "Whether the OOM killer kills the whole group at once",
		  KAPI_SYSFS_RANGE(0, 1))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cgroup_memory_events)
	KAPI_ATTR("cgroup", KAPI_SYSFS_STRING_RO, "memory.events", "char *", 0444,
		  "/sys/fs/cgroup/<cgroup>/memory.events",
		  "Key-value lines counting low, high, max, oom and oom_kill events, descendants included")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cgroup_memory_events_local)
	KAPI_ATTR("cgroup", KAPI_SYSFS_STRING_RO, "memory.events.local", "char *", 0444,
		  "/sys/fs/cgroup/<cgroup>/memory.events.local",
		  "As memory.events, for this group alone")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cgroup_memory_stat)
	KAPI_ATTR("cgroup", KAPI_SYSFS_STRING_RO, "memory.stat", "char *", 0444,
		  "/sys/fs/cgroup/<cgroup>/memory.stat",
		  "Key-value lines breaking the group's memory down by type, in bytes")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cgroup_memory_numa_stat)
	KAPI_ATTR("cgroup", KAPI_SYSFS_STRING_RO, "memory.numa_stat", "char *", 0444,
		  "/sys/fs/cgroup/<cgroup>/memory.numa_stat",
		  "memory.stat's entries per NUMA node")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cgroup_memory_swap_current)
	KAPI_ATTR("cgroup", KAPI_SYSFS_UINT_RO, "memory.swap.current", "unsigned long long", 0444,
		  "/sys/fs/cgroup/<cgroup>/memory.swap.current",
		  "Swap the group uses",
		  KAPI_UNITS("bytes"))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cgroup_memory_swap_peak)
	KAPI_ATTR("cgroup", KAPI_SYSFS_UINT_RW, "memory.swap.peak", "unsigned long long", 0644,
		  "/sys/fs/cgroup/<cgroup>/memory.swap.peak",
		  "Highest swap use seen; writing resets it for the writer's file",
		  KAPI_UNITS("bytes"))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cgroup_memory_swap_high)
	KAPI_ATTR("cgroup", KAPI_SYSFS_STRING_RW, "memory.swap.high", "char *", 0644,
		  "/sys/fs/cgroup/<cgroup>/memory.swap.high",
		  "Swap throttling limit, in bytes or max")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cgroup_memory_swap_max)
	KAPI_ATTR("cgroup", KAPI_SYSFS_STRING_RW, "memory.swap.max", "char *", 0644,
		  "/sys/fs/cgroup/<cgroup>/memory.swap.max",
		  "Swap hard limit, in bytes or max")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cgroup_memory_swap_events)
	KAPI_ATTR("cgroup", KAPI_SYSFS_STRING_RO, "memory.swap.events", "char *", 0444,
		  "/sys/fs/cgroup/<cgroup>/memory.swap.events",
		  "Key-value lines counting swap limit events")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cgroup_memory_zswap_current)
	KAPI_ATTR("cgroup", KAPI_SYSFS_UINT_RO, "memory.zswap.current", "unsigned long long", 0444,
		  "/sys/fs/cgroup/<cgroup>/memory.zswap.current",
		  "Compressed memory the group holds in zswap",
		  KAPI_UNITS("bytes"))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cgroup_memory_zswap_max)
	KAPI_ATTR("cgroup", KAPI_SYSFS_STRING_RW, "memory.zswap.max", "char *", 0644,
		  "/sys/fs/cgroup/<cgroup>/memory.zswap.max",
		  "zswap limit, in bytes or max")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cgroup_memory_zswap_writeback)
	KAPI_ATTR("cgroup", KAPI_SYSFS_INT_RW, "memory.zswap.writeback", "int", 0644,
		  "/sys/fs/cgroup/<cgroup>/memory.zswap.writeback",
		  "Whether zswap may write the group's pages to swap",
		  KAPI_SYSFS_RANGE(0, 1))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cgroup_memory_reclaim)
	KAPI_ATTR("cgroup", KAPI_SYSFS_STRING_WO, "memory.reclaim", "char *", 0200,
		  "/sys/fs/cgroup/<cgroup>/memory.reclaim",
		  "Writing an amount (with an optional swappiness=) reclaims that much from the group")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cgroup_pids_current)
	KAPI_ATTR("cgroup", KAPI_SYSFS_UINT_RO, "pids.current", "long long", 0444,
		  "/sys/fs/cgroup/<cgroup>/pids.current",
		  "Tasks in the group and below")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cgroup_pids_peak)
	KAPI_ATTR("cgroup", KAPI_SYSFS_UINT_RO, "pids.peak", "long long", 0444,
		  "/sys/fs/cgroup/<cgroup>/pids.peak",
		  "Highest task count seen")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cgroup_pids_max)
	KAPI_ATTR("cgroup", KAPI_SYSFS_STRING_RW, "pids.max", "char *", 0644,
		  "/sys/fs/cgroup/<cgroup>/pids.max",
		  "Most tasks the group may hold, or max")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cgroup_pids_events)
	KAPI_ATTR("cgroup", KAPI_SYSFS_STRING_RO, "pids.events", "char *", 0444,
		  "/sys/fs/cgroup/<cgroup>/pids.events",
		  "Key-value lines: fork refusals because of this group's limit or below")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cgroup_pids_events_local)
	KAPI_ATTR("cgroup", KAPI_SYSFS_STRING_RO, "pids.events.local", "char *", 0444,
		  "/sys/fs/cgroup/<cgroup>/pids.events.local",
		  "As pids.events, for this group's limit alone")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cgroup_io_stat)
	KAPI_ATTR("cgroup", KAPI_SYSFS_STRING_RO, "io.stat", "char *", 0444,
		  "/sys/fs/cgroup/<cgroup>/io.stat",
		  "One line per device: bytes and operations read, written and discarded")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cgroup_io_max)
	KAPI_ATTR("cgroup", KAPI_SYSFS_STRING_RW, "io.max", "char *", 0644,
		  "/sys/fs/cgroup/<cgroup>/io.max",
		  "Per-device bandwidth and IOPS limits")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cgroup_io_weight)
	KAPI_ATTR("cgroup", KAPI_SYSFS_STRING_RW, "io.weight", "char *", 0644,
		  "/sys/fs/cgroup/<cgroup>/io.weight",
		  "Default and per-device proportional I/O weight (1 to 10000)")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cgroup_io_latency)
	KAPI_ATTR("cgroup", KAPI_SYSFS_STRING_RW, "io.latency", "char *", 0644,
		  "/sys/fs/cgroup/<cgroup>/io.latency",
		  "Per-device latency target")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cgroup_io_prio_class)
	KAPI_ATTR("cgroup", KAPI_SYSFS_STRING_RW, "io.prio.class", "char *", 0644,
		  "/sys/fs/cgroup/<cgroup>/io.prio.class",
		  "I/O priority class policy of the group",
		  KAPI_ALLOWED_STRINGS(((const char *const[]){ "no-change", "promote-to-rt", "restrict-to-be", "idle", "none-to-rt" }), 5))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cgroup_io_bfq_weight)
	KAPI_ATTR("cgroup", KAPI_SYSFS_STRING_RW, "io.bfq.weight", "char *", 0644,
		  "/sys/fs/cgroup/<cgroup>/io.bfq.weight",
		  "BFQ weight, default and per device")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cgroup_io_cost_qos)
	KAPI_ATTR("cgroup", KAPI_SYSFS_STRING_RW, "io.cost.qos", "char *", 0644,
		  "/sys/fs/cgroup/<cgroup>/io.cost.qos",
		  "Per-device quality-of-service settings of the iocost controller (root only)")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cgroup_io_cost_model)
	KAPI_ATTR("cgroup", KAPI_SYSFS_STRING_RW, "io.cost.model", "char *", 0644,
		  "/sys/fs/cgroup/<cgroup>/io.cost.model",
		  "Per-device cost model of the iocost controller (root only)")
KAPI_END_SPEC;

// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * CPUs: /sys/devices/system/cpu/ (drivers/base/cpu.c, topology.c,
 * cpufreq.c, kernel/cpu.c).  CPU sets are shown as lists such as
 * "0-3,8" and masks as hex words.  cpu* matches the cpuN folders (and
 * the cpufreq and cpuidle folders, which hold none of these files);
 * cpufreq/<policy>/ only exists where a cpufreq driver is loaded.
 */
#include <limits.h>
#include <kapi/spec_compile.h>
#include <kapi_specs/helpers.h>

DEFINE_SYSFS_API_SPEC(cpu_online)
	KAPI_ATTR("cpu", KAPI_SYSFS_STRING_RO, "online", "char *", 0444,
		  "/sys/devices/system/cpu/online",
		  "CPUs online, as a list")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cpu_offline)
	KAPI_ATTR("cpu", KAPI_SYSFS_STRING_RO, "offline", "char *", 0444,
		  "/sys/devices/system/cpu/offline",
		  "CPUs possible but not online, as a list")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cpu_possible)
	KAPI_ATTR("cpu", KAPI_SYSFS_STRING_RO, "possible", "char *", 0444,
		  "/sys/devices/system/cpu/possible",
		  "CPUs that could ever be brought online, as a list")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cpu_present)
	KAPI_ATTR("cpu", KAPI_SYSFS_STRING_RO, "present", "char *", 0444,
		  "/sys/devices/system/cpu/present",
		  "CPUs present in the system, as a list")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cpu_enabled)
	KAPI_ATTR("cpu", KAPI_SYSFS_STRING_RO, "enabled", "char *", 0444,
		  "/sys/devices/system/cpu/enabled",
		  "CPUs firmware lets be brought online, as a list")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cpu_isolated)
	KAPI_ATTR("cpu", KAPI_SYSFS_STRING_RO, "isolated", "char *", 0444,
		  "/sys/devices/system/cpu/isolated",
		  "CPUs taken out of scheduling by isolcpus=, as a list")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cpu_nohz_full)
	KAPI_ATTR("cpu", KAPI_SYSFS_STRING_RO, "nohz_full", "char *", 0444,
		  "/sys/devices/system/cpu/nohz_full",
		  "CPUs running without the periodic tick, as a list")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cpu_kernel_max)
	KAPI_ATTR("cpu", KAPI_SYSFS_INT_RO, "kernel_max", "int", 0444,
		  "/sys/devices/system/cpu/kernel_max",
		  "Highest CPU number this kernel supports (NR_CPUS - 1)",
		  KAPI_SYSFS_RANGE(0, 8191))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cpu_modalias)
	KAPI_ATTR("cpu", KAPI_SYSFS_STRING_RO, "modalias", "char *", 0444,
		  "/sys/devices/system/cpu/modalias",
		  "Module alias listing the CPU's features")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cpu_uevent)
	KAPI_ATTR("cpu", KAPI_SYSFS_STRING_RW, "uevent", "char *", 0644,
		  "/sys/devices/system/cpu/uevent",
		  "uevent variables; writing an action sends that uevent")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cpu_crash_hotplug)
	KAPI_ATTR("cpu", KAPI_SYSFS_INT_RO, "crash_hotplug", "int", 0444,
		  "/sys/devices/system/cpu/crash_hotplug",
		  "Whether the crash kernel image follows CPU hotplug itself",
		  KAPI_SYSFS_RANGE(0, 1))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cpu_smt_active)
	KAPI_ATTR("cpu", KAPI_SYSFS_INT_RO, "active", "int", 0444,
		  "/sys/devices/system/cpu/smt/active",
		  "Whether sibling threads are online",
		  KAPI_SYSFS_RANGE(0, 1))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cpu_smt_control)
	KAPI_ATTR("cpu", KAPI_SYSFS_STRING_RW, "control", "char *", 0644,
		  "/sys/devices/system/cpu/smt/control",
		  "SMT state: on, off, forceoff, notsupported, notimplemented, or a thread count")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cpu_vulnerabilities)
	KAPI_ATTR("cpu", KAPI_SYSFS_STRING_RO, "vulnerability", "char *", 0444,
		  "/sys/devices/system/cpu/vulnerabilities/*",
		  "Whether the CPU is affected by one hardware flaw and how it is mitigated")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cpu_cpu_online)
	KAPI_ATTR("cpu", KAPI_SYSFS_INT_RW, "online", "int", 0644,
		  "/sys/devices/system/cpu/cpu*/online",
		  "Whether the CPU is online; writing 0 or 1 takes it down or brings it up",
		  KAPI_SYSFS_RANGE(0, 1))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cpu_cpu_uevent)
	KAPI_ATTR("cpu", KAPI_SYSFS_STRING_RW, "uevent", "char *", 0644,
		  "/sys/devices/system/cpu/cpu*/uevent",
		  "uevent variables of the CPU device")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cpu_cpu_cpu_capacity)
	KAPI_ATTR("cpu", KAPI_SYSFS_UINT_RO, "cpu_capacity", "unsigned long", 0444,
		  "/sys/devices/system/cpu/cpu*/cpu_capacity",
		  "Compute capacity relative to the fastest CPU, which has 1024",
		  KAPI_SYSFS_RANGE(0, 1024))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cpu_cpu_crash_notes)
	KAPI_ATTR("cpu", KAPI_SYSFS_HEX_RO, "crash_notes", "unsigned long long", 0400,
		  "/sys/devices/system/cpu/cpu*/crash_notes",
		  "Physical address of the CPU's crash notes")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cpu_cpu_crash_notes_size)
	KAPI_ATTR("cpu", KAPI_SYSFS_UINT_RO, "crash_notes_size", "unsigned long", 0400,
		  "/sys/devices/system/cpu/cpu*/crash_notes_size",
		  "Size of the crash notes",
		  KAPI_UNITS("bytes"))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cpu_cpu_topology_physical_package_id)
	KAPI_ATTR("cpu", KAPI_SYSFS_INT_RO, "physical_package_id", "int", 0444,
		  "/sys/devices/system/cpu/cpu*/topology/physical_package_id",
		  "Socket the CPU is in; -1 unknown",
		  KAPI_SYSFS_RANGE(-1, INT_MAX))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cpu_cpu_topology_die_id)
	KAPI_ATTR("cpu", KAPI_SYSFS_INT_RO, "die_id", "int", 0444,
		  "/sys/devices/system/cpu/cpu*/topology/die_id",
		  "Die within the package; -1 unknown",
		  KAPI_SYSFS_RANGE(-1, INT_MAX))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cpu_cpu_topology_cluster_id)
	KAPI_ATTR("cpu", KAPI_SYSFS_INT_RO, "cluster_id", "int", 0444,
		  "/sys/devices/system/cpu/cpu*/topology/cluster_id",
		  "Cluster within the die; -1 unknown",
		  KAPI_SYSFS_RANGE(-1, INT_MAX))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cpu_cpu_topology_core_id)
	KAPI_ATTR("cpu", KAPI_SYSFS_INT_RO, "core_id", "int", 0444,
		  "/sys/devices/system/cpu/cpu*/topology/core_id",
		  "Core within the package",
		  KAPI_SYSFS_RANGE(-1, INT_MAX))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cpu_cpu_topology_book_id)
	KAPI_ATTR("cpu", KAPI_SYSFS_INT_RO, "book_id", "int", 0444,
		  "/sys/devices/system/cpu/cpu*/topology/book_id",
		  "Book the CPU is in (s390)")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cpu_cpu_topology_drawer_id)
	KAPI_ATTR("cpu", KAPI_SYSFS_INT_RO, "drawer_id", "int", 0444,
		  "/sys/devices/system/cpu/cpu*/topology/drawer_id",
		  "Drawer the CPU is in (s390)")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cpu_cpu_topology_cpus)
	KAPI_ATTR("cpu", KAPI_SYSFS_STRING_RO, "cpus", "char *", 0444,
		  "/sys/devices/system/cpu/cpu*/topology/*_cpus",
		  "CPUs sharing this CPU's core, cluster, die or package, as a hex mask")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cpu_cpu_topology_cpus_list)
	KAPI_ATTR("cpu", KAPI_SYSFS_STRING_RO, "cpus_list", "char *", 0444,
		  "/sys/devices/system/cpu/cpu*/topology/*_cpus_list",
		  "The same CPUs as a list")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cpu_cpu_topology_siblings)
	KAPI_ATTR("cpu", KAPI_SYSFS_STRING_RO, "siblings", "char *", 0444,
		  "/sys/devices/system/cpu/cpu*/topology/*_siblings",
		  "CPUs sharing the core (thread) or package (core), as a hex mask")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cpu_cpu_topology_siblings_list)
	KAPI_ATTR("cpu", KAPI_SYSFS_STRING_RO, "siblings_list", "char *", 0444,
		  "/sys/devices/system/cpu/cpu*/topology/*_siblings_list",
		  "The same CPUs as a list")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cpu_cpufreq_policy_affected_cpus)
	KAPI_ATTR("cpu", KAPI_SYSFS_STRING_RO, "affected_cpus", "char *", 0444,
		  "/sys/devices/system/cpu/cpufreq/<policy>/affected_cpus",
		  "Online CPUs this policy drives, separated by spaces")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cpu_cpufreq_policy_related_cpus)
	KAPI_ATTR("cpu", KAPI_SYSFS_STRING_RO, "related_cpus", "char *", 0444,
		  "/sys/devices/system/cpu/cpufreq/<policy>/related_cpus",
		  "Every CPU this policy drives, separated by spaces")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cpu_cpufreq_policy_cpuinfo_min_freq)
	KAPI_ATTR("cpu", KAPI_SYSFS_UINT_RO, "cpuinfo_min_freq", "unsigned int", 0444,
		  "/sys/devices/system/cpu/cpufreq/<policy>/cpuinfo_min_freq",
		  "Lowest frequency the hardware runs at",
		  KAPI_UNITS("kHz"))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cpu_cpufreq_policy_cpuinfo_max_freq)
	KAPI_ATTR("cpu", KAPI_SYSFS_UINT_RO, "cpuinfo_max_freq", "unsigned int", 0444,
		  "/sys/devices/system/cpu/cpufreq/<policy>/cpuinfo_max_freq",
		  "Highest frequency the hardware runs at",
		  KAPI_UNITS("kHz"))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cpu_cpufreq_policy_cpuinfo_cur_freq)
	KAPI_ATTR("cpu", KAPI_SYSFS_UINT_RO, "cpuinfo_cur_freq", "unsigned int", 0400,
		  "/sys/devices/system/cpu/cpufreq/<policy>/cpuinfo_cur_freq",
		  "Frequency read back from the hardware",
		  KAPI_UNITS("kHz"))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cpu_cpufreq_policy_cpuinfo_transition_latency)
	KAPI_ATTR("cpu", KAPI_SYSFS_UINT_RO, "cpuinfo_transition_latency", "unsigned int", 0444,
		  "/sys/devices/system/cpu/cpufreq/<policy>/cpuinfo_transition_latency",
		  "Time a frequency switch takes",
		  KAPI_UNITS("ns"))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cpu_cpufreq_policy_scaling_cur_freq)
	KAPI_ATTR("cpu", KAPI_SYSFS_UINT_RO, "scaling_cur_freq", "unsigned int", 0444,
		  "/sys/devices/system/cpu/cpufreq/<policy>/scaling_cur_freq",
		  "Frequency the governor last set or the driver reports",
		  KAPI_UNITS("kHz"))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cpu_cpufreq_policy_scaling_min_freq)
	KAPI_ATTR("cpu", KAPI_SYSFS_UINT_RW, "scaling_min_freq", "unsigned int", 0644,
		  "/sys/devices/system/cpu/cpufreq/<policy>/scaling_min_freq",
		  "Lowest frequency the governor may choose",
		  KAPI_UNITS("kHz"))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cpu_cpufreq_policy_scaling_max_freq)
	KAPI_ATTR("cpu", KAPI_SYSFS_UINT_RW, "scaling_max_freq", "unsigned int", 0644,
		  "/sys/devices/system/cpu/cpufreq/<policy>/scaling_max_freq",
		  "Highest frequency the governor may choose",
		  KAPI_UNITS("kHz"))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cpu_cpufreq_policy_scaling_governor)
	KAPI_ATTR("cpu", KAPI_SYSFS_STRING_RW, "scaling_governor", "char *", 0644,
		  "/sys/devices/system/cpu/cpufreq/<policy>/scaling_governor",
		  "Governor of the policy",
		  KAPI_PARAM_SIZE(15))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cpu_cpufreq_policy_scaling_available_governors)
	KAPI_ATTR("cpu", KAPI_SYSFS_STRING_RO, "scaling_available_governors", "char *", 0444,
		  "/sys/devices/system/cpu/cpufreq/<policy>/scaling_available_governors",
		  "Governors that could be chosen, separated by spaces")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cpu_cpufreq_policy_scaling_driver)
	KAPI_ATTR("cpu", KAPI_SYSFS_STRING_RO, "scaling_driver", "char *", 0444,
		  "/sys/devices/system/cpu/cpufreq/<policy>/scaling_driver",
		  "The cpufreq driver",
		  KAPI_PARAM_SIZE(15))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cpu_cpufreq_policy_scaling_setspeed)
	KAPI_ATTR("cpu", KAPI_SYSFS_STRING_RW, "scaling_setspeed", "char *", 0644,
		  "/sys/devices/system/cpu/cpufreq/<policy>/scaling_setspeed",
		  "Frequency the userspace governor holds; <unsupported> otherwise")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cpu_cpufreq_policy_scaling_available_frequencies)
	KAPI_ATTR("cpu", KAPI_SYSFS_STRING_RO, "scaling_available_frequencies", "char *", 0444,
		  "/sys/devices/system/cpu/cpufreq/<policy>/scaling_available_frequencies",
		  "Frequencies the driver offers, separated by spaces")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cpu_cpufreq_policy_bios_limit)
	KAPI_ATTR("cpu", KAPI_SYSFS_UINT_RO, "bios_limit", "unsigned int", 0444,
		  "/sys/devices/system/cpu/cpufreq/<policy>/bios_limit",
		  "Highest frequency firmware allows now",
		  KAPI_UNITS("kHz"))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(cpu_cpufreq_boost)
	KAPI_ATTR("cpu", KAPI_SYSFS_INT_RW, "boost", "int", 0644,
		  "/sys/devices/system/cpu/cpufreq/boost",
		  "Whether frequencies above the base one may be used",
		  KAPI_SYSFS_RANGE(0, 1))
KAPI_END_SPEC;

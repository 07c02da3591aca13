// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * System-wide files of /proc that programs parse (fs/proc/meminfo.c,
 * loadavg.c, stat.c, uptime.c, version.c, cpuinfo of each architecture,
 * fs/filesystems.c, mm/swapfile.c, block/genhd.c, kernel/cgroup): the
 * layout of their text, field by field.  Facts from proc(5) and the
 * kernel's Documentation/filesystems/proc.rst; the wording is ours.
 */
#include <kapi/spec_compile.h>
#include <kapi_specs/helpers.h>

#define U(n, d)		KAPI_PROC_FIELD(n, "unsigned long", KAPI_TYPE_UINT, d)
#define S(n, d)		KAPI_PROC_FIELD(n, "char *", KAPI_TYPE_STRING, d)
#define S_OPT(n, d)	KAPI_PROC_FIELD_OPT(n, "char *", KAPI_TYPE_STRING, d)
#define DEC(n, d)	KAPI_PROC_FIELD(n, "decimal", KAPI_TYPE_CUSTOM, d)
#define KB(n, d)	KAPI_PROC_KB(n, d)
#define KB_OPT(n, d)	KAPI_PROC_KB_OPT(n, d)
#define PAGES_OPT(n, d)	KAPI_PROC_FIELD_OPT(n, "unsigned long", KAPI_TYPE_UINT, d)

DEFINE_SYSFS_API_SPEC(proc_meminfo)
	KAPI_PROC_FILE("meminfo", "/proc/meminfo", 0444, KAPI_RECORD_KEYED, ":",
		       "System memory use, 'Key:   value kB' lines")
	KB("MemTotal", "Usable RAM: physical memory less reserved and kernel code")
	KB("MemFree", "RAM not in use at all")
	KB("MemAvailable", "An estimate of memory available to new programs without swapping")
	KB("Buffers", "Block device page cache")
	KB("Cached", "File page cache, not counting SwapCached or Buffers")
	KB("SwapCached", "Memory once swapped out, swapped back in and still in the swap file")
	KB("Active", "Memory used recently, not reclaimed unless needed")
	KB("Inactive", "Memory less recently used, reclaimed first")
	KB("Active(anon)", "Active anonymous memory")
	KB("Inactive(anon)", "Inactive anonymous memory")
	KB("Active(file)", "Active file-backed memory")
	KB("Inactive(file)", "Inactive file-backed memory")
	KB("Unevictable", "Memory that cannot be reclaimed (mlocked, ramfs, ...)")
	KB("Mlocked", "Memory locked with mlock()")
	KB_OPT("HighTotal", "High memory (CONFIG_HIGHMEM, 32-bit)")
	KB_OPT("HighFree", "Free high memory")
	KB_OPT("LowTotal", "Low memory")
	KB_OPT("LowFree", "Free low memory")
	KB_OPT("MmapCopy", "Memory copied for private mappings (no MMU)")
	KB("SwapTotal", "Swap space")
	KB("SwapFree", "Unused swap space")
	KB_OPT("Zswap", "Memory the compressed swap cache takes (CONFIG_ZSWAP)")
	KB_OPT("Zswapped", "Anonymous memory held compressed in zswap")
	KB("Dirty", "Memory waiting to be written back")
	KB("Writeback", "Memory being written back")
	KB("AnonPages", "Anonymous pages mapped into page tables")
	KB("Mapped", "Files mapped into memory")
	KB("Shmem", "Shared memory and tmpfs")
	KB("KReclaimable", "Kernel allocations the kernel reclaims under pressure")
	KB("Slab", "Slab allocator caches")
	KB("SReclaimable", "Reclaimable slab caches")
	KB("SUnreclaim", "Unreclaimable slab caches")
	KB("KernelStack", "Kernel stacks")
	KB_OPT("ShadowCallStack", "Shadow call stacks (CONFIG_SHADOW_CALL_STACK)")
	KB("PageTables", "Page tables")
	KB_OPT("SecPageTables", "Secondary page tables (KVM, IOMMU)")
	KB("NFS_Unstable", "Always 0 (once NFS pages sent but not committed)")
	KB("Bounce", "Bounce buffers for devices that cannot reach all memory")
	KB("WritebackTmp", "Temporary buffers of FUSE writeback")
	KB("CommitLimit", "What may be committed under vm.overcommit_memory=2")
	KB("Committed_AS", "Memory committed to allocations")
	KB("VmallocTotal", "Size of the vmalloc area")
	KB("VmallocUsed", "vmalloc memory in use")
	KB("VmallocChunk", "Always 0 (once the largest free vmalloc block)")
	KB("Percpu", "Per-CPU allocator chunks")
	KB_OPT("EarlyMemtestBad", "RAM the early memory test found bad (CONFIG_MEMTEST)")
	KB_OPT("HardwareCorrupted", "RAM poisoned by hardware errors (CONFIG_MEMORY_FAILURE)")
	KB_OPT("AnonHugePages", "Anonymous transparent huge pages (CONFIG_TRANSPARENT_HUGEPAGE)")
	KB_OPT("ShmemHugePages", "Shared memory and tmpfs in huge pages")
	KB_OPT("ShmemPmdMapped", "Shared huge pages mapped by PMD")
	KB_OPT("FileHugePages", "File page cache in huge pages")
	KB_OPT("FilePmdMapped", "File huge pages mapped by PMD")
	KB_OPT("CmaTotal", "The contiguous memory allocator's reserve (CONFIG_CMA)")
	KB_OPT("CmaFree", "Free memory in that reserve")
	KB_OPT("Unaccepted", "Memory a confidential guest has not accepted yet (CONFIG_UNACCEPTED_MEMORY)")
	KB_OPT("Balloon", "Memory a balloon driver took from the guest")
	PAGES_OPT("HugePages_Total", "Pages of the default huge page pool (CONFIG_HUGETLB_PAGE), a count")
	PAGES_OPT("HugePages_Free", "Free pages of the pool")
	PAGES_OPT("HugePages_Rsvd", "Pages reserved for mappings not yet faulted in")
	PAGES_OPT("HugePages_Surp", "Pages above vm.nr_hugepages, from overcommit")
	KB_OPT("Hugepagesize", "The default huge page size")
	KB_OPT("Hugetlb", "Memory of all huge page pools")
	KB_OPT("DirectMap4k", "Kernel direct map in 4 KiB pages (x86)")
	KB_OPT("DirectMap2M", "... in 2 MiB pages")
	KB_OPT("DirectMap4M", "... in 4 MiB pages (32-bit x86 without PAE)")
	KB_OPT("DirectMap1G", "... in 1 GiB pages")
	KAPI_KEY_SINCE(MemAvailable, "3.14")
	KAPI_KEY_SINCE(KReclaimable, "4.20")
	KAPI_KEY_SINCE(Percpu, "4.16")
	KAPI_KEY_SINCE(Hugetlb, "4.16")
	KAPI_KEY_SINCE(ShmemHugePages, "4.8")
	KAPI_KEY_SINCE(ShmemPmdMapped, "4.8")
	KAPI_KEY_SINCE(FileHugePages, "5.4")
	KAPI_KEY_SINCE(FilePmdMapped, "5.4")
	KAPI_KEY_SINCE(Zswap, "5.19")
	KAPI_KEY_SINCE(Zswapped, "5.19")
	KAPI_KEY_SINCE(SecPageTables, "6.0")
	KAPI_KEY_SINCE(Unaccepted, "6.5")
	KAPI_KEY_SINCE(Balloon, "6.13")
	KAPI_NOTES("Amounts are KiB though the unit says kB; the HugePages_ counts have no unit.")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(proc_cpuinfo)
	KAPI_PROC_FILE("cpuinfo", "/proc/cpuinfo", 0444, KAPI_RECORD_KEYED, ":",
		       "One block of 'key<tab>: value' lines for each online CPU, blocks split by a blank line (x86's keys)")
	U("processor", "The CPU's number")
	S("vendor_id", "The CPUID vendor string")
	U("cpu family", "The CPUID family")
	U("model", "The CPUID model")
	S("model name", "The brand string")
	S_OPT("stepping", "The CPUID stepping, or 'unknown'")
	KAPI_PROC_FIELD_OPT("microcode", "u32", KAPI_TYPE_HEX, "The microcode revision, 0x...")
	DEC("cpu MHz", "The current or nominal frequency")
	S_OPT("cache size", "The last-level cache: 'N KB'")
	U("physical id", "The package")
	U("siblings", "CPUs in the package")
	U("core id", "The core within the package")
	U("cpu cores", "Cores in the package")
	U("apicid", "The local APIC ID")
	U("initial apicid", "The initial APIC ID")
	S("fpu", "yes or no")
	S("fpu_exception", "yes or no")
	U("cpuid level", "The highest standard CPUID leaf")
	S("wp", "Whether the CPU honours write protection in supervisor mode, yes or no")
	S("flags", "CPU features the kernel knows, space-separated")
	S_OPT("vmx flags", "Intel VMX features, space-separated")
	S("bugs", "Hardware bugs the kernel knows of, space-separated")
	DEC("bogomips", "The delay loop calibration")
	S_OPT("TLB size", "AMD: TLB entries, 'N 4K pages'")
	U("clflush size", "Bytes CLFLUSH flushes")
	U("cache_alignment", "Cache line alignment, bytes")
	S("address sizes", "'N bits physical, M bits virtual'")
	KAPI_PROC_FIELD("power management", "char *", KAPI_TYPE_STRING, "Power management features, possibly none")
	KAPI_KEY_SINCE(vmx flags, "5.8")
	KAPI_NOTES("The keys are each architecture's own; these are x86's. Only online CPUs have a block.")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(proc_loadavg)
	KAPI_PROC_FILE("loadavg", "/proc/loadavg", 0444, KAPI_RECORD_FIELDS, " ",
		       "Load averages and task counts on one line")
	DEC("load1", "Load average over 1 minute: runnable and uninterruptible tasks")
	DEC("load5", "Over 5 minutes")
	DEC("load15", "Over 15 minutes")
	S("running/total", "Runnable scheduling entities and all of them: 'r/t'")
	U("last_pid", "The PID most recently handed out in the reader's PID namespace")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(proc_uptime)
	KAPI_PROC_FILE("uptime", "/proc/uptime", 0444, KAPI_RECORD_FIELDS, " ",
		       "Seconds since boot and seconds CPUs spent idle, one line")
	KAPI_PROC_FIELD("uptime", "decimal", KAPI_TYPE_CUSTOM, "Seconds since boot (CLOCK_BOOTTIME), two decimals", KAPI_UNITS("s"))
	KAPI_PROC_FIELD("idle", "decimal", KAPI_TYPE_CUSTOM, "Idle time summed over all CPUs, seconds", KAPI_UNITS("s"))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(proc_version)
	KAPI_PROC_FILE("version", "/proc/version", 0444, KAPI_RECORD_FIELDS, " ",
		       "The kernel's name, release and build, one line (uname -srv and the compiler)")
	KAPI_PROC_FIELD("sysname", "char *", KAPI_TYPE_STRING, "'Linux'",
			KAPI_ALLOWED_STRINGS(((const char *const[]){ "Linux" }), 1))
	KAPI_PROC_FIELD("word", "char *", KAPI_TYPE_STRING, "'version'",
			KAPI_ALLOWED_STRINGS(((const char *const[]){ "version" }), 1))
	S("release", "The release, as uname -r")
	S("build", "Builder, compiler and linker in parentheses, then the build number and date (uname -v)")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(proc_stat)
	KAPI_PROC_FILE("stat", "/proc/stat", 0444, KAPI_RECORD_KEYED, " ",
		       "Kernel and CPU activity since boot, 'key value...' lines")
	KAPI_PROC_FIELD("cpu", "u64[10]", KAPI_TYPE_ARRAY, "Time of all CPUs, clock ticks: user nice system idle iowait irq softirq steal guest guest_nice",
			KAPI_PARAM_SIZE(10))
	KAPI_PROC_FIELD("cpu[0-9]*", "u64[10]", KAPI_TYPE_ARRAY, "The same for one online CPU",
			KAPI_PARAM_SIZE(10))
	KAPI_PROC_FIELD("intr", "u64[]", KAPI_TYPE_ARRAY, "Interrupts serviced: the total, then one count an interrupt number")
	U("ctxt", "Context switches")
	U("btime", "Boot time, seconds since the Epoch")
	U("processes", "Forks and clones")
	U("procs_running", "Runnable threads")
	U("procs_blocked", "Threads blocked on I/O")
	KAPI_PROC_FIELD("softirq", "u64[11]", KAPI_TYPE_ARRAY, "Softirqs serviced: the total, then HI TIMER NET_TX NET_RX BLOCK IRQ_POLL TASKLET SCHED HRTIMER RCU",
			KAPI_PARAM_SIZE(11))
	KAPI_NOTES("The cpu lines have had 10 values since 2.6.33 (guest_nice); softirq 11 since 4.1 (IRQ_POLL replacing BLOCK_IOPOLL).")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(proc_filesystems)
	KAPI_PROC_FILE("filesystems", "/proc/filesystems", 0444, KAPI_RECORD_ROWS, "\t",
		       "File system types the kernel knows now, one a line: 'nodev' or nothing, a tab, the name")
	KAPI_PROC_FIELD_OPT("nodev", "char *", KAPI_TYPE_STRING, "'nodev' for types that need no block device; empty for the others",
			    KAPI_ALLOWED_STRINGS(((const char *const[]){ "nodev" }), 1))
	S("name", "The type, as mount(2) takes it")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(proc_swaps)
	KAPI_PROC_FILE("swaps", "/proc/swaps", 0444, KAPI_RECORD_TABLE, " ",
		       "Swap areas in use under a header line")
	S("Filename", "The swap file or partition (spaces escaped)")
	KAPI_PROC_FIELD("Type", "char *", KAPI_TYPE_STRING, "partition or file",
			KAPI_ALLOWED_STRINGS(((const char *const[]){ "partition", "file" }), 2))
	KAPI_PROC_FIELD("Size", "unsigned long", KAPI_TYPE_UINT, "Size, KiB")
	KAPI_PROC_FIELD("Used", "unsigned long", KAPI_TYPE_UINT, "In use, KiB")
	KAPI_PROC_FIELD("Priority", "int", KAPI_TYPE_INT, "The priority; negative when none was set")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(proc_partitions)
	KAPI_PROC_FILE("partitions", "/proc/partitions", 0444, KAPI_RECORD_TABLE, " ",
		       "Block devices and partitions under a header line and a blank line")
	U("major", "Major device number")
	U("minor", "Minor device number")
	KAPI_PROC_FIELD("#blocks", "unsigned long long", KAPI_TYPE_UINT, "Size in 1 KiB blocks")
	S("name", "The device's name")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(proc_cgroups)
	KAPI_PROC_FILE("cgroups", "/proc/cgroups", 0444, KAPI_RECORD_TABLE, " ",
		       "cgroup v1 controllers under a header line")
	S("#subsys_name", "The controller")
	U("hierarchy", "The v1 hierarchy it is bound to, 0 for none or v2")
	U("num_cgroups", "Groups in that hierarchy")
	KAPI_PROC_FIELD("enabled", "bool", KAPI_TYPE_UINT, "0 when disabled with cgroup_disable=", KAPI_SYSFS_RANGE(0, 1))
KAPI_END_SPEC;

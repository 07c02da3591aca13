// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/* Whole-disk attributes: /sys/block/<disk>/ (block/genhd.c). */
#include <limits.h>
#include <kapi/spec_compile.h>
#include <kapi_specs/uapi_extra.h>
#include <kapi_specs/helpers.h>

DEFINE_SYSFS_API_SPEC(inflight)
	KAPI_DESCRIPTION("Reads and writes the driver is working on")
	KAPI_LONG_DESC("Two counts, reads then writes, of requests issued to "
		       "the driver and not yet completed, each right-aligned "
		       "in a field of eight.")
	KAPI_SYSFS_STRING_RO("inflight", "string", "\"%8u %8u\": reads and writes in flight",
		KAPI_PERMISSIONS(0444)
		KAPI_PATH("/sys/block/<disk>/inflight"))
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/vda/inflight")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(alignment_offset)
	KAPI_DESCRIPTION("Offset of the disk start from physical block alignment")
	KAPI_LONG_DESC("Bytes by which sector 0 sits past a physical block "
		       "boundary; -1 when the stacked limits cannot be aligned.")
	KAPI_SYSFS_INT_RO("alignment_offset", "int", "Alignment offset in bytes",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(-1, INT_MAX)
		KAPI_PERMISSIONS(0444)
		KAPI_PATH("/sys/block/<disk>/alignment_offset")
		KAPI_UNITS("bytes"))
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/vda/alignment_offset")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(discard_alignment)
	KAPI_DESCRIPTION("Offset of the disk start from discard granularity")
	KAPI_LONG_DESC("Bytes by which sector 0 sits past the start of the "
		       "disk's internal discard allocation unit.")
	KAPI_SYSFS_INT_RO("discard_alignment", "int", "Discard alignment in bytes",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, INT_MAX)
		KAPI_PERMISSIONS(0444)
		KAPI_PATH("/sys/block/<disk>/discard_alignment")
		KAPI_UNITS("bytes"))
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/vda/discard_alignment")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(diskseq)
	KAPI_DESCRIPTION("Sequence number of the disk")
	KAPI_LONG_DESC("A 64-bit number unique to each disk since boot, taken "
		       "from a counter that starts at 1; loop devices take a "
		       "new one when their backing file changes.")
	KAPI_SYSFS_UINT_RO("diskseq", "u64", "Disk sequence number",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_NONZERO)
		KAPI_PERMISSIONS(0444)
		KAPI_PATH("/sys/block/<disk>/diskseq"))
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/loop0/diskseq")
	KAPI_NOTES("Lets programs tell a reused device name from the disk they opened.")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(partscan)
	KAPI_DESCRIPTION("Whether the kernel scans the disk for partitions")
	KAPI_LONG_DESC("1 when partition tables on the disk are read and "
		       "partitions created, 0 when scanning is off (loop "
		       "devices without LO_FLAGS_PARTSCAN, for instance).")
	KAPI_SYSFS_BOOL_RO("partscan", "bool", "Partition scanning on",
		KAPI_PERMISSIONS(0444)
		KAPI_PATH("/sys/block/<disk>/partscan"))
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/vda/partscan")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(disk_capability)
	KAPI_DESCRIPTION("Capability flags of the disk")
	KAPI_PARAM_NEXT("capability", "unsigned int", "GENHD_FL_* bits, in hex")
		KAPI_PARAM_TYPE(KAPI_TYPE_HEX)
		KAPI_PARAM_FLAGS(KAPI_PARAM_SYSFS_READONLY)
		KAPI_PERMISSIONS(0444)
		KAPI_PATH("/sys/block/<disk>/capability")
	KAPI_PARAM_END
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/vda/capability")
KAPI_END_SPEC;


DEFINE_SYSFS_API_SPEC(disk_dev)
	KAPI_DESCRIPTION("Device number of the disk")
	KAPI_SYSFS_STRING_RO("dev", "dev_t", "MAJOR:MINOR",
		KAPI_PERMISSIONS(0444)
		KAPI_PATH("/sys/block/<disk>/dev"))
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/vda/dev")
KAPI_END_SPEC;


DEFINE_SYSFS_API_SPEC(disk_events)
	KAPI_DESCRIPTION("Media events the driver reports on its own")
	KAPI_SYSFS_STRING_RO("events", "char *", "Space-separated: media_change, eject_request, or nothing",
		KAPI_PERMISSIONS(0444)
		KAPI_PATH("/sys/block/<disk>/events"))
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/vda/events")
KAPI_END_SPEC;


DEFINE_SYSFS_API_SPEC(disk_events_async)
	KAPI_DESCRIPTION("Events reported without polling")
	KAPI_SYSFS_STRING_RO("events_async", "char *", "Always empty",
		KAPI_PERMISSIONS(0444)
		KAPI_PATH("/sys/block/<disk>/events_async"))
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/vda/events_async")
	KAPI_NOTES("Kept for older tools; asynchronous events now show in "
	           "events.")
KAPI_END_SPEC;


DEFINE_SYSFS_API_SPEC(disk_events_poll_msecs)
	KAPI_DESCRIPTION("How often media events are polled for")
	KAPI_SYSFS_INT_RW("events_poll_msecs", "long", "-1 for the system default, 0 for never",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(-1, LONG_MAX)
		KAPI_PERMISSIONS(0644)
		KAPI_PATH("/sys/block/<disk>/events_poll_msecs")
		KAPI_UNITS("milliseconds"))
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/vda/events_poll_msecs")
KAPI_END_SPEC;


DEFINE_SYSFS_API_SPEC(disk_ext_range)
	KAPI_DESCRIPTION("Minor numbers the disk may use, extended ones included")
	KAPI_SYSFS_INT_RO("ext_range", "int", "Minor count",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(1, INT_MAX)
		KAPI_PERMISSIONS(0444)
		KAPI_PATH("/sys/block/<disk>/ext_range"))
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/vda/ext_range")
KAPI_END_SPEC;


DEFINE_SYSFS_API_SPEC(disk_hidden)
	KAPI_DESCRIPTION("Whether the disk is hidden from user space")
	KAPI_SYSFS_BOOL_RO("hidden", "int", "1 for a hidden disk (no device node)",
		KAPI_PERMISSIONS(0444)
		KAPI_PATH("/sys/block/<disk>/hidden"))
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/vda/hidden")
KAPI_END_SPEC;


DEFINE_SYSFS_API_SPEC(disk_range)
	KAPI_DESCRIPTION("Minor numbers reserved for the disk and its partitions")
	KAPI_SYSFS_INT_RO("range", "int", "Minor count",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(1, INT_MAX)
		KAPI_PERMISSIONS(0444)
		KAPI_PATH("/sys/block/<disk>/range"))
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/vda/range")
KAPI_END_SPEC;


DEFINE_SYSFS_API_SPEC(disk_removable)
	KAPI_DESCRIPTION("Whether the media can be removed")
	KAPI_SYSFS_BOOL_RO("removable", "int", "1 for removable media",
		KAPI_PERMISSIONS(0444)
		KAPI_PATH("/sys/block/<disk>/removable"))
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/vda/removable")
KAPI_END_SPEC;


DEFINE_SYSFS_API_SPEC(disk_ro)
	KAPI_DESCRIPTION("Whether the disk is read-only")
	KAPI_SYSFS_BOOL_RO("ro", "int", "1 if writes are refused",
		KAPI_PERMISSIONS(0444)
		KAPI_PATH("/sys/block/<disk>/ro"))
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/vda/ro")
KAPI_END_SPEC;


DEFINE_SYSFS_API_SPEC(disk_size)
	KAPI_DESCRIPTION("Capacity of the disk")
	KAPI_SYSFS_UINT_RO("size", "sector_t", "Size, 0 for an empty device",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, LLONG_MAX)
		KAPI_PERMISSIONS(0444)
		KAPI_PATH("/sys/block/<disk>/size")
		KAPI_UNITS("512-byte sectors"))
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/vda/size")
KAPI_END_SPEC;


DEFINE_SYSFS_API_SPEC(disk_stat)
	KAPI_DESCRIPTION("I/O statistics of the disk")
	KAPI_SYSFS_STRING_RO("stat", "char *", "Seventeen counters: reads, writes, discards and flushes with their merges, sectors and times",
		KAPI_PERMISSIONS(0444)
		KAPI_PATH("/sys/block/<disk>/stat"))
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/vda/stat")
KAPI_END_SPEC;


DEFINE_SYSFS_API_SPEC(disk_uevent)
	KAPI_DESCRIPTION("Variables of the disk's uevents")
	KAPI_LONG_DESC("Writing an action name such as change makes the kernel send "
	               "that event again.")
	KAPI_SYSFS_STRING_RW("uevent", "char *", "KEY=value lines",
		KAPI_PERMISSIONS(0644)
		KAPI_PATH("/sys/block/<disk>/uevent"))
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/vda/uevent")
KAPI_END_SPEC;


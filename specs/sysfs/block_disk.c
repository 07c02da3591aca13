// SPDX-License-Identifier: GPL-2.0
/* Whole-disk attributes: /sys/block/<disk>/ (block/genhd.c). */
#include <limits.h>
#include <kapi/spec_compile.h>
#include <kapi_specs/uapi_extra.h>

DEFINE_SYSFS_API_SPEC(inflight)
	KAPI_DESCRIPTION("Reads and writes the driver is working on")
	KAPI_LONG_DESC("Two counts, reads then writes, of requests issued to "
		       "the driver and not yet completed, each right-aligned "
		       "in a field of eight.")
	KAPI_PARAM(0, "inflight", "string", "\"%8u %8u\": reads and writes in flight")
		KAPI_PARAM_TYPE(KAPI_TYPE_STRING)
		KAPI_PARAM_FLAGS(KAPI_PARAM_SYSFS_READONLY)
		KAPI_PERMISSIONS(0444)
		KAPI_PATH("/sys/block/<disk>/inflight")
	KAPI_PARAM_END
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/vda/inflight")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(alignment_offset)
	KAPI_DESCRIPTION("Offset of the disk start from physical block alignment")
	KAPI_LONG_DESC("Bytes by which sector 0 sits past a physical block "
		       "boundary; -1 when the stacked limits cannot be aligned.")
	KAPI_PARAM(0, "alignment_offset", "int", "Alignment offset in bytes")
		KAPI_PARAM_TYPE(KAPI_TYPE_INT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_SYSFS_READONLY)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(-1, INT_MAX)
		KAPI_PERMISSIONS(0444)
		KAPI_PATH("/sys/block/<disk>/alignment_offset")
		KAPI_UNITS("bytes")
	KAPI_PARAM_END
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/vda/alignment_offset")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(discard_alignment)
	KAPI_DESCRIPTION("Offset of the disk start from discard granularity")
	KAPI_LONG_DESC("Bytes by which sector 0 sits past the start of the "
		       "disk's internal discard allocation unit.")
	KAPI_PARAM(0, "discard_alignment", "int", "Discard alignment in bytes")
		KAPI_PARAM_TYPE(KAPI_TYPE_INT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_SYSFS_READONLY)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, INT_MAX)
		KAPI_PERMISSIONS(0444)
		KAPI_PATH("/sys/block/<disk>/discard_alignment")
		KAPI_UNITS("bytes")
	KAPI_PARAM_END
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/vda/discard_alignment")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(diskseq)
	KAPI_DESCRIPTION("Sequence number of the disk")
	KAPI_LONG_DESC("A 64-bit number unique to each disk since boot, taken "
		       "from a counter that starts at 1; loop devices take a "
		       "new one when their backing file changes.")
	KAPI_PARAM(0, "diskseq", "u64", "Disk sequence number")
		KAPI_PARAM_TYPE(KAPI_TYPE_UINT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_SYSFS_READONLY)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_NONZERO)
		KAPI_PERMISSIONS(0444)
		KAPI_PATH("/sys/block/<disk>/diskseq")
	KAPI_PARAM_END
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/loop0/diskseq")
	KAPI_NOTES("Lets programs tell a reused device name from the disk they opened.")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(partscan)
	KAPI_DESCRIPTION("Whether the kernel scans the disk for partitions")
	KAPI_LONG_DESC("1 when partition tables on the disk are read and "
		       "partitions created, 0 when scanning is off (loop "
		       "devices without LO_FLAGS_PARTSCAN, for instance).")
	KAPI_PARAM(0, "partscan", "bool", "Partition scanning on")
		KAPI_PARAM_TYPE(KAPI_TYPE_BOOL)
		KAPI_PARAM_FLAGS(KAPI_PARAM_SYSFS_READONLY)
		KAPI_PERMISSIONS(0444)
		KAPI_PATH("/sys/block/<disk>/partscan")
	KAPI_PARAM_END
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/vda/partscan")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(disk_capability)
	KAPI_DESCRIPTION("Capability flags of the disk")
	KAPI_PARAM(0, "capability", "unsigned int", "GENHD_FL_* bits, in hex")
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
	KAPI_PARAM(0, "dev", "dev_t", "MAJOR:MINOR")
		KAPI_PARAM_TYPE(KAPI_TYPE_STRING)
		KAPI_PARAM_FLAGS(KAPI_PARAM_SYSFS_READONLY)
		KAPI_PERMISSIONS(0444)
		KAPI_PATH("/sys/block/<disk>/dev")
	KAPI_PARAM_END
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/vda/dev")
KAPI_END_SPEC;


DEFINE_SYSFS_API_SPEC(disk_events)
	KAPI_DESCRIPTION("Media events the driver reports on its own")
	KAPI_PARAM(0, "events", "char *", "Space-separated: media_change, eject_request, or nothing")
		KAPI_PARAM_TYPE(KAPI_TYPE_STRING)
		KAPI_PARAM_FLAGS(KAPI_PARAM_SYSFS_READONLY)
		KAPI_PERMISSIONS(0444)
		KAPI_PATH("/sys/block/<disk>/events")
	KAPI_PARAM_END
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/vda/events")
KAPI_END_SPEC;


DEFINE_SYSFS_API_SPEC(disk_events_async)
	KAPI_DESCRIPTION("Events reported without polling")
	KAPI_PARAM(0, "events_async", "char *", "Always empty")
		KAPI_PARAM_TYPE(KAPI_TYPE_STRING)
		KAPI_PARAM_FLAGS(KAPI_PARAM_SYSFS_READONLY)
		KAPI_PERMISSIONS(0444)
		KAPI_PATH("/sys/block/<disk>/events_async")
	KAPI_PARAM_END
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/vda/events_async")
	KAPI_NOTES("Kept for older tools; asynchronous events now show in "
	           "events.")
KAPI_END_SPEC;


DEFINE_SYSFS_API_SPEC(disk_events_poll_msecs)
	KAPI_DESCRIPTION("How often media events are polled for")
	KAPI_PARAM(0, "events_poll_msecs", "long", "-1 for the system default, 0 for never")
		KAPI_PARAM_TYPE(KAPI_TYPE_INT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_SYSFS_RW)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(-1, LONG_MAX)
		KAPI_PERMISSIONS(0644)
		KAPI_PATH("/sys/block/<disk>/events_poll_msecs")
		KAPI_UNITS("milliseconds")
	KAPI_PARAM_END
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/vda/events_poll_msecs")
KAPI_END_SPEC;


DEFINE_SYSFS_API_SPEC(disk_ext_range)
	KAPI_DESCRIPTION("Minor numbers the disk may use, extended ones included")
	KAPI_PARAM(0, "ext_range", "int", "Minor count")
		KAPI_PARAM_TYPE(KAPI_TYPE_INT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_SYSFS_READONLY)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(1, INT_MAX)
		KAPI_PERMISSIONS(0444)
		KAPI_PATH("/sys/block/<disk>/ext_range")
	KAPI_PARAM_END
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/vda/ext_range")
KAPI_END_SPEC;


DEFINE_SYSFS_API_SPEC(disk_hidden)
	KAPI_DESCRIPTION("Whether the disk is hidden from user space")
	KAPI_PARAM(0, "hidden", "int", "1 for a hidden disk (no device node)")
		KAPI_PARAM_TYPE(KAPI_TYPE_BOOL)
		KAPI_PARAM_FLAGS(KAPI_PARAM_SYSFS_READONLY)
		KAPI_PERMISSIONS(0444)
		KAPI_PATH("/sys/block/<disk>/hidden")
	KAPI_PARAM_END
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/vda/hidden")
KAPI_END_SPEC;


DEFINE_SYSFS_API_SPEC(disk_range)
	KAPI_DESCRIPTION("Minor numbers reserved for the disk and its partitions")
	KAPI_PARAM(0, "range", "int", "Minor count")
		KAPI_PARAM_TYPE(KAPI_TYPE_INT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_SYSFS_READONLY)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(1, INT_MAX)
		KAPI_PERMISSIONS(0444)
		KAPI_PATH("/sys/block/<disk>/range")
	KAPI_PARAM_END
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/vda/range")
KAPI_END_SPEC;


DEFINE_SYSFS_API_SPEC(disk_removable)
	KAPI_DESCRIPTION("Whether the media can be removed")
	KAPI_PARAM(0, "removable", "int", "1 for removable media")
		KAPI_PARAM_TYPE(KAPI_TYPE_BOOL)
		KAPI_PARAM_FLAGS(KAPI_PARAM_SYSFS_READONLY)
		KAPI_PERMISSIONS(0444)
		KAPI_PATH("/sys/block/<disk>/removable")
	KAPI_PARAM_END
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/vda/removable")
KAPI_END_SPEC;


DEFINE_SYSFS_API_SPEC(disk_ro)
	KAPI_DESCRIPTION("Whether the disk is read-only")
	KAPI_PARAM(0, "ro", "int", "1 if writes are refused")
		KAPI_PARAM_TYPE(KAPI_TYPE_BOOL)
		KAPI_PARAM_FLAGS(KAPI_PARAM_SYSFS_READONLY)
		KAPI_PERMISSIONS(0444)
		KAPI_PATH("/sys/block/<disk>/ro")
	KAPI_PARAM_END
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/vda/ro")
KAPI_END_SPEC;


DEFINE_SYSFS_API_SPEC(disk_size)
	KAPI_DESCRIPTION("Capacity of the disk")
	KAPI_PARAM(0, "size", "sector_t", "Size, 0 for an empty device")
		KAPI_PARAM_TYPE(KAPI_TYPE_UINT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_SYSFS_READONLY)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, LLONG_MAX)
		KAPI_PERMISSIONS(0444)
		KAPI_PATH("/sys/block/<disk>/size")
		KAPI_UNITS("512-byte sectors")
	KAPI_PARAM_END
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/vda/size")
KAPI_END_SPEC;


DEFINE_SYSFS_API_SPEC(disk_stat)
	KAPI_DESCRIPTION("I/O statistics of the disk")
	KAPI_PARAM(0, "stat", "char *", "Seventeen counters: reads, writes, discards and flushes with their merges, sectors and times")
		KAPI_PARAM_TYPE(KAPI_TYPE_STRING)
		KAPI_PARAM_FLAGS(KAPI_PARAM_SYSFS_READONLY)
		KAPI_PERMISSIONS(0444)
		KAPI_PATH("/sys/block/<disk>/stat")
	KAPI_PARAM_END
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/vda/stat")
KAPI_END_SPEC;


DEFINE_SYSFS_API_SPEC(disk_uevent)
	KAPI_DESCRIPTION("Variables of the disk's uevents")
	KAPI_LONG_DESC("Writing an action name such as change makes the kernel send "
	               "that event again.")
	KAPI_PARAM(0, "uevent", "char *", "KEY=value lines")
		KAPI_PARAM_TYPE(KAPI_TYPE_STRING)
		KAPI_PARAM_FLAGS(KAPI_PARAM_SYSFS_RW)
		KAPI_PERMISSIONS(0644)
		KAPI_PATH("/sys/block/<disk>/uevent")
	KAPI_PARAM_END
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/vda/uevent")
KAPI_END_SPEC;


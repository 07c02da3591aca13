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

// SPDX-License-Identifier: GPL-2.0
/*
 * Request queue attributes: /sys/block/<disk>/queue/ (block/blk-sysfs.c).
 * Limits are shown in the units their names carry (bytes or KiB).
 */
#include <limits.h>
#include <kapi/spec_compile.h>
#include <kapi_specs/uapi_extra.h>

DEFINE_SYSFS_API_SPEC(nr_requests)
	KAPI_DESCRIPTION("Requests the queue may hold per direction")
	KAPI_LONG_DESC("The depth of the request pool of a blk-mq queue, for "
		       "reads and for writes each. Writing changes the depth "
		       "within what the driver's tag set allows. Bio-based "
		       "disks such as zram have no request pool and no file.")
	KAPI_PARAM(0, "nr_requests", "unsigned long", "Request pool depth")
		KAPI_PARAM_TYPE(KAPI_TYPE_UINT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_SYSFS_RW)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(BLKDEV_MIN_RQ, UINT_MAX)
		KAPI_PERMISSIONS(0644)
		KAPI_PATH("/sys/block/<disk>/queue/nr_requests")
	KAPI_PARAM_END
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("echo 64 > /sys/block/vda/queue/nr_requests")
	KAPI_NOTES("Values below BLKDEV_MIN_RQ (4) are raised to it when written.")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(read_ahead_kb)
	KAPI_DESCRIPTION("Read-ahead window of the disk")
	KAPI_LONG_DESC("How far file systems on this disk read ahead of "
		       "sequential reads, in KiB. 0 disables read-ahead.")
	KAPI_PARAM(0, "read_ahead_kb", "unsigned long", "Read-ahead in KiB")
		KAPI_PARAM_TYPE(KAPI_TYPE_UINT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_SYSFS_RW)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, ULONG_MAX >> (PAGE_SHIFT - 10))
		KAPI_PERMISSIONS(0644)
		KAPI_PATH("/sys/block/<disk>/queue/read_ahead_kb")
		KAPI_UNITS("KiB")
	KAPI_PARAM_END
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("echo 1024 > /sys/block/vda/queue/read_ahead_kb")
	KAPI_NOTES("Kept in pages; the value read back is rounded to whole pages.")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(logical_block_size)
	KAPI_DESCRIPTION("Smallest unit the disk addresses")
	KAPI_LONG_DESC("The logical block size in bytes: every I/O offset and "
		       "length must be a multiple of it.")
	KAPI_PARAM(0, "logical_block_size", "unsigned int", "Logical block size")
		KAPI_PARAM_TYPE(KAPI_TYPE_UINT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_SYSFS_READONLY)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_POWER_OF_TWO)
		KAPI_PARAM_RANGE(512, SZ_64K)
		KAPI_PERMISSIONS(0444)
		KAPI_PATH("/sys/block/<disk>/queue/logical_block_size")
		KAPI_UNITS("bytes")
	KAPI_PARAM_END
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/vda/queue/logical_block_size")
	KAPI_NOTES("Block sizes above the page size are allowed since 6.15, up to 64 KiB.")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(physical_block_size)
	KAPI_DESCRIPTION("Smallest unit the disk writes without read-modify-write")
	KAPI_LONG_DESC("The physical sector size in bytes; at least the logical "
		       "block size, larger on disks that emulate small sectors.")
	KAPI_PARAM(0, "physical_block_size", "unsigned int", "Physical block size")
		KAPI_PARAM_TYPE(KAPI_TYPE_UINT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_SYSFS_READONLY)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_POWER_OF_TWO)
		KAPI_PARAM_RANGE(512, UINT_MAX)
		KAPI_PERMISSIONS(0444)
		KAPI_PATH("/sys/block/<disk>/queue/physical_block_size")
		KAPI_UNITS("bytes")
	KAPI_PARAM_END
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/vda/queue/physical_block_size")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(hw_sector_size)
	KAPI_DESCRIPTION("Hardware sector size (same as the logical block size)")
	KAPI_LONG_DESC("An older name for the logical block size, kept for "
		       "programs that read it.")
	KAPI_PARAM(0, "hw_sector_size", "unsigned int", "Sector size in bytes")
		KAPI_PARAM_TYPE(KAPI_TYPE_UINT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_SYSFS_READONLY)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_POWER_OF_TWO)
		KAPI_PARAM_RANGE(512, SZ_64K)
		KAPI_PERMISSIONS(0444)
		KAPI_PATH("/sys/block/<disk>/queue/hw_sector_size")
		KAPI_UNITS("bytes")
	KAPI_PARAM_END
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/vda/queue/hw_sector_size")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(atomic_write_unit_min_bytes)
	KAPI_DESCRIPTION("Smallest atomic write the disk accepts")
	KAPI_LONG_DESC("Atomic writes (RWF_ATOMIC) must be a power-of-two "
		       "multiple of this size and aligned to it; 0 when the disk "
		       "has no atomic write support.")
	KAPI_PARAM(0, "atomic_write_unit_min_bytes", "unsigned int",
		   "Minimum atomic write unit")
		KAPI_PARAM_TYPE(KAPI_TYPE_UINT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_SYSFS_READONLY | KAPI_PARAM_OPTIONAL)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_POWER_OF_TWO)
		KAPI_PARAM_RANGE(0, UINT_MAX)
		KAPI_PERMISSIONS(0444)
		KAPI_PATH("/sys/block/<disk>/queue/atomic_write_unit_min_bytes")
		KAPI_UNITS("bytes")
	KAPI_PARAM_END
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/nvme0n1/queue/atomic_write_unit_min_bytes")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(atomic_write_unit_max_bytes)
	KAPI_DESCRIPTION("Largest single atomic write unit")
	KAPI_LONG_DESC("The largest power-of-two size one atomic write may "
		       "have; a multiple of the minimum unit, 0 without support.")
	KAPI_PARAM(0, "atomic_write_unit_max_bytes", "unsigned int",
		   "Maximum atomic write unit")
		KAPI_PARAM_TYPE(KAPI_TYPE_UINT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_SYSFS_READONLY | KAPI_PARAM_OPTIONAL)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_POWER_OF_TWO)
		KAPI_PARAM_RANGE(0, UINT_MAX)
		KAPI_PERMISSIONS(0444)
		KAPI_PATH("/sys/block/<disk>/queue/atomic_write_unit_max_bytes")
		KAPI_UNITS("bytes")
	KAPI_PARAM_END
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/nvme0n1/queue/atomic_write_unit_max_bytes")
	KAPI_NOTES("Never larger than atomic_write_max_bytes.")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(atomic_write_max_bytes)
	KAPI_DESCRIPTION("Largest merged atomic write")
	KAPI_LONG_DESC("The most bytes the block layer lets an atomic write "
		       "reach when merging; may exceed the unit maximum and "
		       "need not be a power of two. 0 without support.")
	KAPI_PARAM(0, "atomic_write_max_bytes", "unsigned int",
		   "Maximum atomic write size")
		KAPI_PARAM_TYPE(KAPI_TYPE_UINT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_SYSFS_READONLY)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, UINT_MAX)
		KAPI_PERMISSIONS(0444)
		KAPI_PATH("/sys/block/<disk>/queue/atomic_write_max_bytes")
		KAPI_UNITS("bytes")
	KAPI_PARAM_END
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/nvme0n1/queue/atomic_write_max_bytes")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(atomic_write_boundary_bytes)
	KAPI_DESCRIPTION("Boundary an atomic write must not cross")
	KAPI_LONG_DESC("Some disks split writes that straddle an internal "
		       "boundary; atomic writes may not cross one. 0 when the "
		       "disk reports no boundary.")
	KAPI_PARAM(0, "atomic_write_boundary_bytes", "unsigned int",
		   "Atomic write boundary")
		KAPI_PARAM_TYPE(KAPI_TYPE_UINT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_SYSFS_READONLY | KAPI_PARAM_OPTIONAL)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_POWER_OF_TWO)
		KAPI_PARAM_RANGE(0, UINT_MAX)
		KAPI_PERMISSIONS(0444)
		KAPI_PATH("/sys/block/<disk>/queue/atomic_write_boundary_bytes")
		KAPI_UNITS("bytes")
	KAPI_PARAM_END
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/nvme0n1/queue/atomic_write_boundary_bytes")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(max_sectors_kb)
	KAPI_DESCRIPTION("Largest request the block layer builds")
	KAPI_LONG_DESC("The software cap on one request, in KiB; writable up "
		       "to max_hw_sectors_kb. Writing 0 restores the default.")
	KAPI_PARAM(0, "max_sectors_kb", "unsigned int", "Request size limit in KiB")
		KAPI_PARAM_TYPE(KAPI_TYPE_UINT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_SYSFS_RW)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, UINT_MAX)
		KAPI_PERMISSIONS(0644)
		KAPI_PATH("/sys/block/<disk>/queue/max_sectors_kb")
		KAPI_UNITS("KiB")
	KAPI_PARAM_END
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("echo 512 > /sys/block/vda/queue/max_sectors_kb")
	KAPI_NOTES("Reads back as at most max_hw_sectors_kb.")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(max_hw_sectors_kb)
	KAPI_DESCRIPTION("Largest request the driver accepts")
	KAPI_LONG_DESC("The hardware cap on one request, in KiB, as the driver "
		       "reports it.")
	KAPI_PARAM(0, "max_hw_sectors_kb", "unsigned int", "Hardware limit in KiB")
		KAPI_PARAM_TYPE(KAPI_TYPE_UINT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_SYSFS_READONLY)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, UINT_MAX)
		KAPI_PERMISSIONS(0444)
		KAPI_PATH("/sys/block/<disk>/queue/max_hw_sectors_kb")
		KAPI_UNITS("KiB")
	KAPI_PARAM_END
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/vda/queue/max_hw_sectors_kb")
KAPI_END_SPEC;

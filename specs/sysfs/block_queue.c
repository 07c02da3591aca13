// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * Request queue attributes: /sys/block/<disk>/queue/ (block/blk-sysfs.c).
 * Limits are shown in the units their names carry (bytes or KiB).
 */
#include <limits.h>
#include <kapi/spec_compile.h>
#include <kapi_specs/uapi_extra.h>
#include <kapi_specs/helpers.h>

DEFINE_SYSFS_API_SPEC(nr_requests)
	KAPI_DESCRIPTION("Requests the queue may hold per direction")
	KAPI_LONG_DESC("The depth of the request pool of a blk-mq queue, for "
		       "reads and for writes each. Writing changes the depth "
		       "within what the driver's tag set allows. Bio-based "
		       "disks such as zram have no request pool and no file.")
	KAPI_SYSFS_UINT_RW("nr_requests", "unsigned long", "Request pool depth",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(BLKDEV_MIN_RQ, UINT_MAX)
		KAPI_PERMISSIONS(0644)
		KAPI_PATH("/sys/block/<disk>/queue/nr_requests"))
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("echo 64 > /sys/block/vda/queue/nr_requests")
	KAPI_NOTES("Values below BLKDEV_MIN_RQ (4) are raised to it when written.")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(read_ahead_kb)
	KAPI_DESCRIPTION("Read-ahead window of the disk")
	KAPI_LONG_DESC("How far file systems on this disk read ahead of "
		       "sequential reads, in KiB. 0 disables read-ahead.")
	KAPI_SYSFS_UINT_RW("read_ahead_kb", "unsigned long", "Read-ahead in KiB",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, ULONG_MAX >> (PAGE_SHIFT - 10))
		KAPI_PERMISSIONS(0644)
		KAPI_PATH("/sys/block/<disk>/queue/read_ahead_kb")
		KAPI_UNITS("KiB"))
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("echo 1024 > /sys/block/vda/queue/read_ahead_kb")
	KAPI_NOTES("Kept in pages; the value read back is rounded to whole pages.")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(logical_block_size)
	KAPI_DESCRIPTION("Smallest unit the disk addresses")
	KAPI_LONG_DESC("The logical block size in bytes: every I/O offset and "
		       "length must be a multiple of it.")
	KAPI_SYSFS_UINT_RO("logical_block_size", "unsigned int", "Logical block size",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_POWER_OF_TWO)
		KAPI_PARAM_RANGE(512, SZ_64K)
		KAPI_PERMISSIONS(0444)
		KAPI_PATH("/sys/block/<disk>/queue/logical_block_size")
		KAPI_UNITS("bytes"))
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/vda/queue/logical_block_size")
	KAPI_NOTES("Block sizes above the page size are allowed since 6.15, up to 64 KiB.")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(physical_block_size)
	KAPI_DESCRIPTION("Smallest unit the disk writes without read-modify-write")
	KAPI_LONG_DESC("The physical sector size in bytes; at least the logical "
		       "block size, larger on disks that emulate small sectors.")
	KAPI_SYSFS_UINT_RO("physical_block_size", "unsigned int", "Physical block size",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_POWER_OF_TWO)
		KAPI_PARAM_RANGE(512, UINT_MAX)
		KAPI_PERMISSIONS(0444)
		KAPI_PATH("/sys/block/<disk>/queue/physical_block_size")
		KAPI_UNITS("bytes"))
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/vda/queue/physical_block_size")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(hw_sector_size)
	KAPI_DESCRIPTION("Hardware sector size (same as the logical block size)")
	KAPI_LONG_DESC("An older name for the logical block size, kept for "
		       "programs that read it.")
	KAPI_SYSFS_UINT_RO("hw_sector_size", "unsigned int", "Sector size in bytes",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_POWER_OF_TWO)
		KAPI_PARAM_RANGE(512, SZ_64K)
		KAPI_PERMISSIONS(0444)
		KAPI_PATH("/sys/block/<disk>/queue/hw_sector_size")
		KAPI_UNITS("bytes"))
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/vda/queue/hw_sector_size")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(atomic_write_unit_min_bytes)
	KAPI_DESCRIPTION("Smallest atomic write the disk accepts")
	KAPI_LONG_DESC("Atomic writes (RWF_ATOMIC) must be a power-of-two "
		       "multiple of this size and aligned to it; 0 when the disk "
		       "has no atomic write support.")
	KAPI_PARAM_NEXT("atomic_write_unit_min_bytes", "unsigned int", "Minimum atomic write unit")
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
	KAPI_PARAM_NEXT("atomic_write_unit_max_bytes", "unsigned int", "Maximum atomic write unit")
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
	KAPI_SYSFS_UINT_RO("atomic_write_max_bytes", "unsigned int", "Maximum atomic write size",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, UINT_MAX)
		KAPI_PERMISSIONS(0444)
		KAPI_PATH("/sys/block/<disk>/queue/atomic_write_max_bytes")
		KAPI_UNITS("bytes"))
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/nvme0n1/queue/atomic_write_max_bytes")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(atomic_write_boundary_bytes)
	KAPI_DESCRIPTION("Boundary an atomic write must not cross")
	KAPI_LONG_DESC("Some disks split writes that straddle an internal "
		       "boundary; atomic writes may not cross one. 0 when the "
		       "disk reports no boundary.")
	KAPI_PARAM_NEXT("atomic_write_boundary_bytes", "unsigned int", "Atomic write boundary")
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
	KAPI_SYSFS_UINT_RW("max_sectors_kb", "unsigned int", "Request size limit in KiB",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, UINT_MAX)
		KAPI_PERMISSIONS(0644)
		KAPI_PATH("/sys/block/<disk>/queue/max_sectors_kb")
		KAPI_UNITS("KiB"))
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("echo 512 > /sys/block/vda/queue/max_sectors_kb")
	KAPI_NOTES("Reads back as at most max_hw_sectors_kb.")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(max_hw_sectors_kb)
	KAPI_DESCRIPTION("Largest request the driver accepts")
	KAPI_LONG_DESC("The hardware cap on one request, in KiB, as the driver "
		       "reports it.")
	KAPI_SYSFS_UINT_RO("max_hw_sectors_kb", "unsigned int", "Hardware limit in KiB",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, UINT_MAX)
		KAPI_PERMISSIONS(0444)
		KAPI_PATH("/sys/block/<disk>/queue/max_hw_sectors_kb")
		KAPI_UNITS("KiB"))
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/vda/queue/max_hw_sectors_kb")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(add_random)
	KAPI_DESCRIPTION("Whether completions of the disk feed the entropy pool")
	KAPI_SYSFS_BOOL_RW("add_random", "int", "1 if request timings are mixed into the random pool",
		KAPI_PERMISSIONS(0644)
		KAPI_PATH("/sys/block/<disk>/queue/add_random"))
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/vda/queue/add_random")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(chunk_sectors)
	KAPI_DESCRIPTION("Size of the chunks a device is cut into")
	KAPI_LONG_DESC("RAID and zoned devices split I/O at chunk boundaries; other "
	               "disks show 0.")
	KAPI_SYSFS_UINT_RO("chunk_sectors", "unsigned int", "Chunk size, 0 when the device has none",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, UINT_MAX)
		KAPI_PERMISSIONS(0444)
		KAPI_PATH("/sys/block/<disk>/queue/chunk_sectors")
		KAPI_UNITS("512-byte sectors"))
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/vda/queue/chunk_sectors")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(dax)
	KAPI_DESCRIPTION("Whether the disk supports direct access (DAX)")
	KAPI_SYSFS_BOOL_RO("dax", "int", "1 if pages of the device can be mapped directly",
		KAPI_PERMISSIONS(0444)
		KAPI_PATH("/sys/block/<disk>/queue/dax"))
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/vda/queue/dax")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(discard_granularity)
	KAPI_DESCRIPTION("Smallest unit the device discards")
	KAPI_SYSFS_UINT_RO("discard_granularity", "unsigned int", "Discard granularity, 0 when discard is not supported",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, UINT_MAX)
		KAPI_PERMISSIONS(0444)
		KAPI_PATH("/sys/block/<disk>/queue/discard_granularity")
		KAPI_UNITS("bytes"))
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/vda/queue/discard_granularity")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(discard_max_bytes)
	KAPI_DESCRIPTION("Largest discard the block layer sends")
	KAPI_LONG_DESC("Writing lowers the limit; it cannot exceed "
	               "discard_max_hw_bytes. 0 means no discard.")
	KAPI_SYSFS_UINT_RW("discard_max_bytes", "unsigned long long", "Discard size limit",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, LLONG_MAX)
		KAPI_PERMISSIONS(0644)
		KAPI_PATH("/sys/block/<disk>/queue/discard_max_bytes")
		KAPI_UNITS("bytes"))
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/vda/queue/discard_max_bytes")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(discard_max_hw_bytes)
	KAPI_DESCRIPTION("Largest discard the hardware accepts")
	KAPI_SYSFS_UINT_RO("discard_max_hw_bytes", "unsigned long long", "Hardware discard limit",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, LLONG_MAX)
		KAPI_PERMISSIONS(0444)
		KAPI_PATH("/sys/block/<disk>/queue/discard_max_hw_bytes")
		KAPI_UNITS("bytes"))
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/vda/queue/discard_max_hw_bytes")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(discard_zeroes_data)
	KAPI_DESCRIPTION("Whether discarded blocks read back as zeroes")
	KAPI_LONG_DESC("No longer promised by any device; kept so old tools still "
	               "find the file.")
	KAPI_SYSFS_UINT_RO("discard_zeroes_data", "int", "Always 0",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, 0)
		KAPI_PERMISSIONS(0444)
		KAPI_PATH("/sys/block/<disk>/queue/discard_zeroes_data"))
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/vda/queue/discard_zeroes_data")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(dma_alignment)
	KAPI_DESCRIPTION("Alignment DMA buffers need, as a mask")
	KAPI_SYSFS_UINT_RO("dma_alignment", "unsigned int", "Required buffer alignment minus one",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, UINT_MAX)
		KAPI_PERMISSIONS(0444)
		KAPI_PATH("/sys/block/<disk>/queue/dma_alignment")
		KAPI_UNITS("bytes"))
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/vda/queue/dma_alignment")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(fua)
	KAPI_DESCRIPTION("Whether the device honours Force Unit Access writes")
	KAPI_SYSFS_BOOL_RO("fua", "int", "1 if a write can bypass the volatile cache by itself",
		KAPI_PERMISSIONS(0444)
		KAPI_PATH("/sys/block/<disk>/queue/fua"))
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/vda/queue/fua")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(io_poll)
	KAPI_DESCRIPTION("Whether the queue can complete I/O by polling")
	KAPI_SYSFS_BOOL_RW("io_poll", "int", "1 if polled I/O is set up for the queue",
		KAPI_PERMISSIONS(0644)
		KAPI_PATH("/sys/block/<disk>/queue/io_poll"))
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/vda/queue/io_poll")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(io_poll_delay)
	KAPI_DESCRIPTION("Delay before a poll for completion starts")
	KAPI_SYSFS_INT_RW("io_poll_delay", "int", "Always -1 now that only classic polling remains",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(-1, INT_MAX)
		KAPI_PERMISSIONS(0644)
		KAPI_PATH("/sys/block/<disk>/queue/io_poll_delay")
		KAPI_UNITS("microseconds"))
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/vda/queue/io_poll_delay")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(iostats)
	KAPI_DESCRIPTION("Whether I/O statistics are gathered")
	KAPI_SYSFS_BOOL_RW("iostats", "int", "1 if the disk keeps I/O counters",
		KAPI_PERMISSIONS(0644)
		KAPI_PATH("/sys/block/<disk>/queue/iostats"))
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/vda/queue/iostats")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(iostats_passthrough)
	KAPI_DESCRIPTION("Whether passthrough commands are counted")
	KAPI_SYSFS_BOOL_RW("iostats_passthrough", "int", "1 if commands sent straight to the device enter the I/O counters",
		KAPI_PERMISSIONS(0644)
		KAPI_PATH("/sys/block/<disk>/queue/iostats_passthrough"))
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/vda/queue/iostats_passthrough")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(max_discard_segments)
	KAPI_DESCRIPTION("Ranges one discard request may carry")
	KAPI_SYSFS_UINT_RO("max_discard_segments", "unsigned short", "Discard segment limit",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, USHRT_MAX)
		KAPI_PERMISSIONS(0444)
		KAPI_PATH("/sys/block/<disk>/queue/max_discard_segments"))
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/vda/queue/max_discard_segments")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(max_integrity_segments)
	KAPI_DESCRIPTION("Integrity segments a request may carry")
	KAPI_SYSFS_UINT_RO("max_integrity_segments", "unsigned short", "Integrity segment limit, 0 without integrity support",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, USHRT_MAX)
		KAPI_PERMISSIONS(0444)
		KAPI_PATH("/sys/block/<disk>/queue/max_integrity_segments"))
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/vda/queue/max_integrity_segments")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(max_segment_size)
	KAPI_DESCRIPTION("Largest contiguous segment of a request")
	KAPI_SYSFS_UINT_RO("max_segment_size", "unsigned int", "Segment size limit",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, UINT_MAX)
		KAPI_PERMISSIONS(0444)
		KAPI_PATH("/sys/block/<disk>/queue/max_segment_size")
		KAPI_UNITS("bytes"))
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/vda/queue/max_segment_size")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(max_segments)
	KAPI_DESCRIPTION("Segments one request may carry")
	KAPI_SYSFS_UINT_RO("max_segments", "unsigned short", "Scatter-gather segment limit",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, USHRT_MAX)
		KAPI_PERMISSIONS(0444)
		KAPI_PATH("/sys/block/<disk>/queue/max_segments"))
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/vda/queue/max_segments")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(max_write_streams)
	KAPI_DESCRIPTION("Write streams the device offers")
	KAPI_SYSFS_UINT_RO("max_write_streams", "unsigned short", "Number of write streams, 0 when there are none",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, USHRT_MAX)
		KAPI_PERMISSIONS(0444)
		KAPI_PATH("/sys/block/<disk>/queue/max_write_streams"))
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/vda/queue/max_write_streams")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(minimum_io_size)
	KAPI_DESCRIPTION("Smallest I/O the device does without a penalty")
	KAPI_SYSFS_UINT_RO("minimum_io_size", "unsigned int", "Preferred minimum I/O size",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_POWER_OF_TWO)
		KAPI_PERMISSIONS(0444)
		KAPI_PATH("/sys/block/<disk>/queue/minimum_io_size")
		KAPI_UNITS("bytes"))
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/vda/queue/minimum_io_size")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(nomerges)
	KAPI_DESCRIPTION("How hard the block layer tries to merge requests")
	KAPI_SYSFS_UINT_RW("nomerges", "int", "0 merges, 1 only simple merges, 2 no merges",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, 2)
		KAPI_PERMISSIONS(0644)
		KAPI_PATH("/sys/block/<disk>/queue/nomerges"))
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/vda/queue/nomerges")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(nr_zones)
	KAPI_DESCRIPTION("Zones on a zoned device")
	KAPI_SYSFS_UINT_RO("nr_zones", "unsigned int", "Zone count, 0 for a conventional disk",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, UINT_MAX)
		KAPI_PERMISSIONS(0444)
		KAPI_PATH("/sys/block/<disk>/queue/nr_zones"))
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/vda/queue/nr_zones")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(optimal_io_size)
	KAPI_DESCRIPTION("I/O size the device streams best at")
	KAPI_SYSFS_UINT_RO("optimal_io_size", "unsigned int", "Optimal I/O size, 0 when the device states none",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, UINT_MAX)
		KAPI_PERMISSIONS(0444)
		KAPI_PATH("/sys/block/<disk>/queue/optimal_io_size")
		KAPI_UNITS("bytes"))
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/vda/queue/optimal_io_size")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(rotational)
	KAPI_DESCRIPTION("Whether the disk has spinning media")
	KAPI_SYSFS_BOOL_RW("rotational", "int", "1 for a rotational disk; writable to correct a driver",
		KAPI_PERMISSIONS(0644)
		KAPI_PATH("/sys/block/<disk>/queue/rotational"))
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/vda/queue/rotational")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(rq_affinity)
	KAPI_DESCRIPTION("Where completions of a request are processed")
	KAPI_LONG_DESC("Bio-based disks such as zram have no request completions to "
	               "steer and no file.")
	KAPI_SYSFS_UINT_RW("rq_affinity", "int", "0 anywhere, 1 in the submitting CPU group, 2 on the submitting CPU",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, 2)
		KAPI_PERMISSIONS(0644)
		KAPI_PATH("/sys/block/<disk>/queue/rq_affinity"))
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/vda/queue/rq_affinity")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(scheduler)
	KAPI_DESCRIPTION("I/O schedulers of the queue, the active one bracketed")
	KAPI_LONG_DESC("Writing a name switches the scheduler. Bio-based disks such "
	               "as zram have no file.")
	KAPI_SYSFS_STRING_RW("scheduler", "char *", "Scheduler names, the one in use between [ and ]",
		KAPI_PERMISSIONS(0644)
		KAPI_PATH("/sys/block/<disk>/queue/scheduler"))
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/vda/queue/scheduler")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(stable_writes)
	KAPI_DESCRIPTION("Whether pages must not change while being written")
	KAPI_SYSFS_BOOL_RW("stable_writes", "int", "1 if data pages are kept stable during write-out",
		KAPI_PERMISSIONS(0644)
		KAPI_PATH("/sys/block/<disk>/queue/stable_writes"))
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/vda/queue/stable_writes")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(virt_boundary_mask)
	KAPI_DESCRIPTION("Boundary segments must not cross, as a mask")
	KAPI_SYSFS_UINT_RO("virt_boundary_mask", "unsigned long", "Virtual boundary mask, 0 when there is none",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, LLONG_MAX)
		KAPI_PERMISSIONS(0444)
		KAPI_PATH("/sys/block/<disk>/queue/virt_boundary_mask"))
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/vda/queue/virt_boundary_mask")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(wbt_lat_usec)
	KAPI_DESCRIPTION("Target read latency of write-back throttling")
	KAPI_LONG_DESC("Queues without write-back throttling (bio-based disks) have "
	               "no file.")
	KAPI_SYSFS_INT_RW("wbt_lat_usec", "long long", "Latency target; 0 turns throttling off, -1 restores the default",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(-1, LLONG_MAX)
		KAPI_PERMISSIONS(0644)
		KAPI_PATH("/sys/block/<disk>/queue/wbt_lat_usec")
		KAPI_UNITS("microseconds"))
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/vda/queue/wbt_lat_usec")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(write_cache)
	KAPI_DESCRIPTION("Whether the device caches writes")
	KAPI_SYSFS_STRING_RW("write_cache", "char *", "Cache mode",
		KAPI_ALLOWED_STRINGS(((const char *const[]){ "write back", "write through" }), 2)
		KAPI_PERMISSIONS(0644)
		KAPI_PATH("/sys/block/<disk>/queue/write_cache"))
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/vda/queue/write_cache")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(write_same_max_bytes)
	KAPI_DESCRIPTION("Largest WRITE SAME command")
	KAPI_SYSFS_UINT_RO("write_same_max_bytes", "unsigned int", "Always 0",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, 0)
		KAPI_PERMISSIONS(0444)
		KAPI_PATH("/sys/block/<disk>/queue/write_same_max_bytes")
		KAPI_UNITS("bytes"))
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/vda/queue/write_same_max_bytes")
	KAPI_NOTES("WRITE SAME support was removed; the file stays.")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(write_stream_granularity)
	KAPI_DESCRIPTION("Unit of write-stream placement")
	KAPI_SYSFS_UINT_RO("write_stream_granularity", "unsigned int", "Granularity, 0 without write streams",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, UINT_MAX)
		KAPI_PERMISSIONS(0444)
		KAPI_PATH("/sys/block/<disk>/queue/write_stream_granularity")
		KAPI_UNITS("bytes"))
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/vda/queue/write_stream_granularity")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(write_zeroes_max_bytes)
	KAPI_DESCRIPTION("Largest write-zeroes request")
	KAPI_SYSFS_UINT_RO("write_zeroes_max_bytes", "unsigned long long", "Write-zeroes limit, 0 without support",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, LLONG_MAX)
		KAPI_PERMISSIONS(0444)
		KAPI_PATH("/sys/block/<disk>/queue/write_zeroes_max_bytes")
		KAPI_UNITS("bytes"))
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/vda/queue/write_zeroes_max_bytes")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(write_zeroes_unmap_max_bytes)
	KAPI_DESCRIPTION("Largest write-zeroes request that may unmap")
	KAPI_SYSFS_UINT_RW("write_zeroes_unmap_max_bytes", "unsigned long long", "Limit; writing 0 stops unmapping",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, LLONG_MAX)
		KAPI_PERMISSIONS(0644)
		KAPI_PATH("/sys/block/<disk>/queue/write_zeroes_unmap_max_bytes")
		KAPI_UNITS("bytes"))
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/vda/queue/write_zeroes_unmap_max_bytes")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(write_zeroes_unmap_max_hw_bytes)
	KAPI_DESCRIPTION("Largest unmapping write-zeroes the hardware accepts")
	KAPI_SYSFS_UINT_RO("write_zeroes_unmap_max_hw_bytes", "unsigned long long", "Hardware limit",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, LLONG_MAX)
		KAPI_PERMISSIONS(0444)
		KAPI_PATH("/sys/block/<disk>/queue/write_zeroes_unmap_max_hw_bytes")
		KAPI_UNITS("bytes"))
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/vda/queue/write_zeroes_unmap_max_hw_bytes")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(zone_append_max_bytes)
	KAPI_DESCRIPTION("Largest zone append request")
	KAPI_SYSFS_UINT_RO("zone_append_max_bytes", "unsigned int", "Zone append limit, 0 for a conventional disk",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, UINT_MAX)
		KAPI_PERMISSIONS(0444)
		KAPI_PATH("/sys/block/<disk>/queue/zone_append_max_bytes")
		KAPI_UNITS("bytes"))
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/vda/queue/zone_append_max_bytes")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(zone_write_granularity)
	KAPI_DESCRIPTION("Write alignment inside a zone")
	KAPI_SYSFS_UINT_RO("zone_write_granularity", "unsigned int", "Granularity, 0 for a conventional disk",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, UINT_MAX)
		KAPI_PERMISSIONS(0444)
		KAPI_PATH("/sys/block/<disk>/queue/zone_write_granularity")
		KAPI_UNITS("bytes"))
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/vda/queue/zone_write_granularity")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(zoned)
	KAPI_DESCRIPTION("Zone model of the disk")
	KAPI_SYSFS_STRING_RO("zoned", "char *", "none, host-aware or host-managed",
		KAPI_ALLOWED_STRINGS(((const char *const[]){ "none", "host-aware", "host-managed" }), 3)
		KAPI_PERMISSIONS(0444)
		KAPI_PATH("/sys/block/<disk>/queue/zoned"))
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/vda/queue/zoned")
KAPI_END_SPEC;

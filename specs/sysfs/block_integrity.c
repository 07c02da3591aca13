// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * Block integrity attributes: /sys/block/<disk>/integrity/ (block/blk-integrity.c).
 * The directory exists for every disk; on disks without protection
 * information the values show it as absent.
 */
#include <kapi/spec_compile.h>
#include <kapi_specs/uapi_extra.h>
#include <kapi_specs/helpers.h>

DEFINE_SYSFS_API_SPEC(format)
	KAPI_DESCRIPTION("Name of the integrity metadata profile")
	KAPI_LONG_DESC("The protection information format the disk uses, such "
		       "as T10-DIF-TYPE1-CRC. 'nop' means the disk stores "
		       "metadata without a checked profile; 'none' means it has "
		       "no integrity metadata at all.")
	KAPI_SYSFS_STRING_RO("format", "string", "Profile name",
		KAPI_PERMISSIONS(0444)
		KAPI_PATH("/sys/block/<disk>/integrity/format")
		KAPI_ALLOWED_STRINGS(((const char *const[]){ "none", "nop",
			"T10-DIF-TYPE1-CRC", "T10-DIF-TYPE3-CRC",
			"T10-DIF-TYPE1-IP", "T10-DIF-TYPE3-IP",
			"EXT-DIF-TYPE1-CRC64", "EXT-DIF-TYPE3-CRC64" }), 8))
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/nvme0n1/integrity/format")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(tag_size)
	KAPI_DESCRIPTION("Bytes of application tag per protection interval")
	KAPI_LONG_DESC("How many bytes of each integrity tuple the owner of the "
		       "disk may use as an application tag; 0 when the format "
		       "has no usable tag space.")
	KAPI_SYSFS_UINT_RO("tag_size", "unsigned char", "Tag size in bytes",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, 255)
		KAPI_PERMISSIONS(0444)
		KAPI_PATH("/sys/block/<disk>/integrity/tag_size")
		KAPI_UNITS("bytes"))
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/nvme0n1/integrity/tag_size")
	KAPI_NOTES("The kernel keeps the value in an 8-bit field.")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(protection_interval_bytes)
	KAPI_DESCRIPTION("Data bytes covered by one integrity tuple")
	KAPI_LONG_DESC("The size of the data unit each integrity tuple protects; "
		       "it falls back to the logical block size when the disk "
		       "sets no interval of its own.")
	KAPI_SYSFS_UINT_RO("protection_interval_bytes", "unsigned int", "Protection interval in bytes",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_POWER_OF_TWO)
		KAPI_PARAM_RANGE(512, SZ_64K)
		KAPI_PERMISSIONS(0444)
		KAPI_PATH("/sys/block/<disk>/integrity/protection_interval_bytes")
		KAPI_UNITS("bytes"))
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/nvme0n1/integrity/protection_interval_bytes")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(read_verify)
	KAPI_DESCRIPTION("Whether reads have their integrity metadata checked")
	KAPI_LONG_DESC("1 makes the block layer verify the protection "
		       "information of completed reads; writing 0 turns the "
		       "check off.")
	KAPI_SYSFS_BOOL_RW("read_verify", "bool", "Verify reads",
		KAPI_PERMISSIONS(0644)
		KAPI_PATH("/sys/block/<disk>/integrity/read_verify"))
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("echo 0 > /sys/block/nvme0n1/integrity/read_verify")
	KAPI_NOTES("Only matters on disks with integrity metadata.")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(write_generate)
	KAPI_DESCRIPTION("Whether writes get integrity metadata generated")
	KAPI_LONG_DESC("1 makes the block layer compute protection information "
		       "for writes that arrive without it; writing 0 turns the "
		       "generation off.")
	KAPI_SYSFS_BOOL_RW("write_generate", "bool", "Generate for writes",
		KAPI_PERMISSIONS(0644)
		KAPI_PATH("/sys/block/<disk>/integrity/write_generate"))
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("echo 1 > /sys/block/nvme0n1/integrity/write_generate")
	KAPI_NOTES("Only matters on disks with integrity metadata.")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(device_is_integrity_capable)
	KAPI_DESCRIPTION("Whether the medium is formatted with protection information")
	KAPI_LONG_DESC("1 when the disk itself stores and checks protection "
		       "information end to end, 0 otherwise.")
	KAPI_SYSFS_BOOL_RO("device_is_integrity_capable", "bool", "Integrity capable",
		KAPI_PERMISSIONS(0444)
		KAPI_PATH("/sys/block/<disk>/integrity/device_is_integrity_capable"))
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/sda/integrity/device_is_integrity_capable")
KAPI_END_SPEC;

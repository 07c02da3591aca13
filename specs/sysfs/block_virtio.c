// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * Attributes only virtio disks have: /sys/block/vd<x>/ (drivers/block/virtio_blk.c).
 */
#include <limits.h>
#include <kapi/spec_compile.h>
#include <kapi_specs/uapi_extra.h>
#include <kapi_specs/helpers.h>

DEFINE_SYSFS_API_SPEC(virtio_blk_cache_type)
	KAPI_DESCRIPTION("Cache mode of a virtio disk")
	KAPI_LONG_DESC("Writable (mode 0644) only when the device lets the guest "
	               "change it; 0444 otherwise.")
	KAPI_PARAM_NEXT("cache_type", "char *", "write back or write through")
		KAPI_PARAM_TYPE(KAPI_TYPE_STRING)
		KAPI_ALLOWED_STRINGS(((const char *const[]){ "write back", "write through" }), 2)
		KAPI_PATH("/sys/block/<disk>/cache_type")
	KAPI_PARAM_END
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/vda/cache_type")
KAPI_END_SPEC;


DEFINE_SYSFS_API_SPEC(virtio_blk_serial)
	KAPI_DESCRIPTION("Serial number of a virtio disk")
	KAPI_SYSFS_STRING_RO("serial", "char *", "Up to 20 characters from the device",
		KAPI_PERMISSIONS(0444)
		KAPI_PATH("/sys/block/<disk>/serial"))
	KAPI_SUBSYSTEM("block")
	KAPI_EXAMPLES("cat /sys/block/vda/serial")
KAPI_END_SPEC;

// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * /dev/btrfs-control (fs/btrfs/super.c), the misc device through which
 * device scanners (udev, btrfs device scan) tell btrfs which block devices
 * belong to which multi-device file system.  Every command needs
 * CAP_SYS_ADMIN.  The file system ioctls (BTRFS_IOC_* on a mounted btrfs)
 * are another family.
 */
#include <kapi/spec_compile.h>
#include <errno.h>
#include <limits.h>
#include <stddef.h>
#include <linux/ioctl.h>
#include <linux/btrfs.h>
#include <linux/capability.h>
#include <kapi_specs/helpers.h>

#define BTRFS_CTL	"btrfs_ctl_fops"

DEFINE_KAPI_IOCTL_SPEC(btrfs_ioc_scan_dev)
	KAPI_IOCTL_HEAD_W(BTRFS_IOC_SCAN_DEV, BTRFS_CTL, "struct btrfs_ioctl_vol_args *", sizeof(struct btrfs_ioctl_vol_args),
			  "Register a device as part of a btrfs file system",
			  "The device path")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EPERM, "Without CAP_SYS_ADMIN")
	KAPI_ERRNO(ENOENT, "The path does not exist")
	KAPI_ERRNO(EINVAL, "The device holds no btrfs super block")
	KAPI_ERRNO(ENOTBLK, "The path is not a block device")
	KAPI_ERRNO(EEXIST, "A different device already has that id")
	KAPI_ERRNO(EBUSY, "The file system is mounted and the device is not its")
	KAPI_CAPABILITY_NEXT(CAP_SYS_ADMIN, "CAP_SYS_ADMIN", KAPI_CAP_GRANT_PERMISSION)
		KAPI_CAP_ALLOWS("Any btrfs-control command")
		KAPI_CAP_WITHOUT("EPERM")
	KAPI_CAPABILITY_END
	KAPI_IOCTL_STRUCT(btrfs_ioctl_vol_args, "A device path (4096 bytes)",
		KAPI_IOCTL_FIELD(0, btrfs_ioctl_vol_args, fd, KAPI_TYPE_INT, "__s64", 8,
				 "Unused here")
		KAPI_IOCTL_FIELD(1, btrfs_ioctl_vol_args, name, KAPI_TYPE_STRING, "char[BTRFS_PATH_NAME_MAX + 1]", 4088,
				 "Path of a block device, NUL-terminated"))
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(btrfs_ioc_forget_dev)
	KAPI_IOCTL_HEAD_W(BTRFS_IOC_FORGET_DEV, BTRFS_CTL, "struct btrfs_ioctl_vol_args *", sizeof(struct btrfs_ioctl_vol_args),
			  "Forget scanned devices of unmounted file systems",
			  "A device path, or an empty name for all")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EPERM, "Without CAP_SYS_ADMIN")
	KAPI_ERRNO(ENOENT, "No such scanned device")
	KAPI_ERRNO(EBUSY, "The device's file system is mounted")
	KAPI_CAPABILITY_NEXT(CAP_SYS_ADMIN, "CAP_SYS_ADMIN", KAPI_CAP_GRANT_PERMISSION)
		KAPI_CAP_ALLOWS("Any btrfs-control command")
		KAPI_CAP_WITHOUT("EPERM")
	KAPI_CAPABILITY_END
	KAPI_IOCTL_STRUCT(btrfs_ioctl_vol_args, "A device path (4096 bytes)",
		KAPI_IOCTL_FIELD(0, btrfs_ioctl_vol_args, fd, KAPI_TYPE_INT, "__s64", 8,
				 "Unused here")
		KAPI_IOCTL_FIELD(1, btrfs_ioctl_vol_args, name, KAPI_TYPE_STRING, "char[BTRFS_PATH_NAME_MAX + 1]", 4088,
				 "Path of a block device, NUL-terminated"))
	KAPI_SINCE_VERSION("5.0")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(btrfs_ioc_devices_ready)
	KAPI_IOCTL_HEAD_R(BTRFS_IOC_DEVICES_READY, BTRFS_CTL, "struct btrfs_ioctl_vol_args *", sizeof(struct btrfs_ioctl_vol_args),
			  "Scan a device and say whether all devices of its file system are there",
			  "The device path (read although the number says _IOR)")
	KAPI_RETURN_IN_RANGE("int", "0: all devices present, 1: some missing", 0, 1)
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EPERM, "Without CAP_SYS_ADMIN")
	KAPI_ERRNO(ENOENT, "The path does not exist")
	KAPI_ERRNO(EINVAL, "The device holds no btrfs super block")
	KAPI_CAPABILITY_NEXT(CAP_SYS_ADMIN, "CAP_SYS_ADMIN", KAPI_CAP_GRANT_PERMISSION)
		KAPI_CAP_ALLOWS("Any btrfs-control command")
		KAPI_CAP_WITHOUT("EPERM")
	KAPI_CAPABILITY_END
	KAPI_IOCTL_STRUCT(btrfs_ioctl_vol_args, "A device path (4096 bytes)",
		KAPI_IOCTL_FIELD(0, btrfs_ioctl_vol_args, fd, KAPI_TYPE_INT, "__s64", 8,
				 "Unused here")
		KAPI_IOCTL_FIELD(1, btrfs_ioctl_vol_args, name, KAPI_TYPE_STRING, "char[BTRFS_PATH_NAME_MAX + 1]", 4088,
				 "Path of a block device, NUL-terminated"))
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(btrfs_ioc_get_supported_features)
	KAPI_IOCTL_HEAD_R(BTRFS_IOC_GET_SUPPORTED_FEATURES, BTRFS_CTL, "struct btrfs_ioctl_feature_flags[3] *", 3 * sizeof(struct btrfs_ioctl_feature_flags),
			  "The feature flags this kernel supports, can set online and can clear online",
			  "Three sets of compat, compat_ro and incompat flags")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EPERM, "Without CAP_SYS_ADMIN")
	KAPI_CAPABILITY_NEXT(CAP_SYS_ADMIN, "CAP_SYS_ADMIN", KAPI_CAP_GRANT_PERMISSION)
		KAPI_CAP_ALLOWS("Any btrfs-control command")
		KAPI_CAP_WITHOUT("EPERM")
	KAPI_CAPABILITY_END
	KAPI_STRUCT_SPEC(0, feature_sets, "Supported, settable, clearable (24 bytes each)")
		KAPI_STRUCT_SIZE(72, 8)
		KAPI_STRUCT_FIELD(0, "supported", KAPI_TYPE_STRUCT, "struct btrfs_ioctl_feature_flags", "compat, compat_ro, incompat the kernel knows")
			KAPI_FIELD_OFFSET(0)
			KAPI_FIELD_SIZE(24)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(1, "safe_set", KAPI_TYPE_STRUCT, "struct btrfs_ioctl_feature_flags", "Those it can turn on while mounted")
			KAPI_FIELD_OFFSET(24)
			KAPI_FIELD_SIZE(24)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(2, "safe_clear", KAPI_TYPE_STRUCT, "struct btrfs_ioctl_feature_flags", "Those it can turn off while mounted")
			KAPI_FIELD_OFFSET(48)
			KAPI_FIELD_SIZE(24)
		KAPI_STRUCT_FIELD_END
	KAPI_STRUCT_SPEC_END
KAPI_END_SPEC;

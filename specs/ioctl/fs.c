// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * File and file system ioctls.  The VFS answers most itself, for any file
 * (fs/ioctl.c do_vfs_ioctl), and asks the file system for the parts it
 * implements: inode flags and extended attributes (ext4, tmpfs, xfs,
 * btrfs ...), extent maps (ext4, not tmpfs), shared extents (btrfs, xfs,
 * not ext4 or tmpfs).  A few are ext4's own (fs/ext4/ioctl.c).
 */
#include <kapi/spec_compile.h>
#include <errno.h>
#include <limits.h>
#include <stddef.h>
#include <asm/ioctls.h>
#include <linux/fs.h>
#include <linux/fiemap.h>
#include <linux/fscrypt.h>
#include <linux/fsverity.h>
#include <linux/capability.h>
#include <kapi_specs/uapi_extra.h>
#include <kapi_specs/helpers.h>

#define VFS_FOPS	KAPI_IOCTL_FILE_OPS_NAME("do_vfs_ioctl")
#define EXT4_FOPS	KAPI_IOCTL_FILE_OPS_NAME("ext4_file_operations")

/* Every FS_*_FL bit defined, FS_RESERVED_FL (bit 31) left out */
#define FS_FL_DEFINED	0x72FFFFFF

#define FS_FLAGS_FIELD(desc, ...) \
	KAPI_STRUCT_SPEC(0, flags, desc) \
		KAPI_STRUCT_SIZE(sizeof(int), __alignof__(int)) \
		KAPI_STRUCT_FIELD(0, "flags", KAPI_TYPE_UINT, "int", "FS_*_FL") \
			KAPI_FIELD_OFFSET(0) \
			KAPI_FIELD_SIZE(4) \
			__VA_ARGS__ \
		KAPI_STRUCT_FIELD_END \
	KAPI_STRUCT_SPEC_END

DEFINE_KAPI_IOCTL_SPEC(fs_ioc_getflags)
	KAPI_IOCTL_CMD(FS_IOC_GETFLAGS)
	KAPI_IOCTL_CMD_NAME("FS_IOC_GETFLAGS")
	KAPI_IOCTL_OUTPUT_SIZE(sizeof(int))
	VFS_FOPS
	KAPI_DESCRIPTION("The inode's flags: immutable, append-only, no-dump, ... (lsattr)")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_OUT("arg", "int *", "Receives FS_*_FL")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF
	KAPI_ERRNO(EFAULT, "The flags cannot be written")
	KAPI_ERRNO(ENOTTY, "The file system keeps no such flags")
	FS_FLAGS_FIELD("What FS_IOC_GETFLAGS writes")
	KAPI_NOTES("Numbered with long but reads and writes an int.")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(fs_ioc_setflags)
	KAPI_IOCTL_CMD(FS_IOC_SETFLAGS)
	KAPI_IOCTL_CMD_NAME("FS_IOC_SETFLAGS")
	KAPI_IOCTL_INPUT_SIZE(sizeof(int))
	VFS_FOPS
	KAPI_DESCRIPTION("Change the inode's flags (chattr)")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_IN("arg", "const int *", "The new FS_*_FL")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF
	KAPI_ERR_FAULT_ARG_READ
	KAPI_ERRNO(EPERM, "Not the owner, or immutable and append-only without CAP_LINUX_IMMUTABLE")
	KAPI_ERRNO(EOPNOTSUPP, "A flag this file system cannot set")
	KAPI_ERRNO(EINVAL, "A combination the file system refuses")
	KAPI_ERRNO(ENOTTY, "The file system keeps no such flags")
	KAPI_ERR_ROFS
	KAPI_CAPABILITY_NEXT(CAP_LINUX_IMMUTABLE, "CAP_LINUX_IMMUTABLE", KAPI_CAP_GRANT_PERMISSION)
		KAPI_CAP_ALLOWS("Setting or clearing FS_IMMUTABLE_FL and FS_APPEND_FL")
		KAPI_CAP_WITHOUT("EPERM")
	KAPI_CAPABILITY_END
	FS_FLAGS_FIELD("What FS_IOC_SETFLAGS reads",
		       KAPI_FIELD_CONSTRAINT_MASK(FS_FL_DEFINED))
KAPI_END_SPEC;

#define FSXATTR_FIELDS \
	KAPI_STRUCT_SIZE(sizeof(struct fsxattr), __alignof__(struct fsxattr)) \
	KAPI_STRUCT_FIELD(0, "fsx_xflags", KAPI_TYPE_UINT, "__u32", "FS_XFLAG_*") \
		KAPI_FIELD_OFFSET(offsetof(struct fsxattr, fsx_xflags)) \
		KAPI_FIELD_SIZE(4) \
	KAPI_STRUCT_FIELD_END \
	KAPI_STRUCT_FIELD(1, "fsx_extsize", KAPI_TYPE_UINT, "__u32", "Extent size hint in bytes") \
		KAPI_FIELD_OFFSET(offsetof(struct fsxattr, fsx_extsize)) \
		KAPI_FIELD_SIZE(4) \
	KAPI_STRUCT_FIELD_END \
	KAPI_STRUCT_FIELD(2, "fsx_projid", KAPI_TYPE_UINT, "__u32", "Project ID for quotas") \
		KAPI_FIELD_OFFSET(offsetof(struct fsxattr, fsx_projid)) \
		KAPI_FIELD_SIZE(4) \
	KAPI_STRUCT_FIELD_END

DEFINE_KAPI_IOCTL_SPEC(fs_ioc_fsgetxattr)
	KAPI_IOCTL_CMD(FS_IOC_FSGETXATTR)
	KAPI_IOCTL_CMD_NAME("FS_IOC_FSGETXATTR")
	KAPI_IOCTL_OUTPUT_SIZE(sizeof(struct fsxattr))
	VFS_FOPS
	KAPI_DESCRIPTION("The inode's XFS-style attributes: flags, extent size hints, project ID")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_OUT("arg", "struct fsxattr *", "Filled in")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF
	KAPI_ERRNO(EFAULT, "The struct cannot be written")
	KAPI_ERRNO(ENOTTY, "The file system keeps no such attributes")
	KAPI_STRUCT_SPEC(0, fsxattr, "What FS_IOC_FSGETXATTR writes")
		FSXATTR_FIELDS
	KAPI_STRUCT_SPEC_END
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(fs_ioc_fssetxattr)
	KAPI_IOCTL_CMD(FS_IOC_FSSETXATTR)
	KAPI_IOCTL_CMD_NAME("FS_IOC_FSSETXATTR")
	KAPI_IOCTL_INPUT_SIZE(sizeof(struct fsxattr))
	VFS_FOPS
	KAPI_DESCRIPTION("Change the inode's XFS-style attributes")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_IN("arg", "const struct fsxattr *", "The new attributes")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF
	KAPI_ERR_FAULT_ARG_READ
	KAPI_ERRNO(EPERM, "Not the owner, or a project ID change from inside a user namespace")
	KAPI_ERRNO(EOPNOTSUPP, "An attribute this file system cannot set")
	KAPI_ERRNO(EINVAL, "An extent size or combination the file system refuses")
	KAPI_ERRNO(ENOTTY, "The file system keeps no such attributes")
	KAPI_ERR_ROFS
	KAPI_STRUCT_SPEC(0, fsxattr, "What FS_IOC_FSSETXATTR reads")
		FSXATTR_FIELDS
	KAPI_STRUCT_SPEC_END
	KAPI_NOTES("Unknown fsx_xflags bits and a nonzero fsx_pad are ignored on "
		   "ext4 and tmpfs of 6.18, not refused.")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(fs_ioc_fiemap)
	KAPI_IOCTL_CMD(FS_IOC_FIEMAP)
	KAPI_IOCTL_CMD_NAME("FS_IOC_FIEMAP")
	KAPI_IOCTL_INPUT_SIZE(sizeof(struct fiemap))
	VFS_FOPS
	KAPI_DESCRIPTION("Map a byte range of a file to its extents on disk")
	KAPI_LONG_DESC("The caller gives the range and room for fm_extent_count "
		       "extents after the header; the kernel fills them in and "
		       "says how many it mapped. With room for 0 it only counts.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_INOUT("arg", "struct fiemap *", "Header and room for extents")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(EBADR, "A flag the file system does not take; fm_flags is set to those it does")
	KAPI_ERRNO(EINVAL, "A zero length, or more extents than fit in memory")
	KAPI_ERRNO(EFAULT, "The header or the extents cannot be read or written")
	KAPI_ERRNO(EOPNOTSUPP, "The file system has no extent map (tmpfs)")
	KAPI_ERRNO(EFBIG, "The range starts beyond the largest file size")
	KAPI_STRUCT_SPEC(0, fiemap, "What FS_IOC_FIEMAP reads")
		KAPI_STRUCT_SIZE(sizeof(struct fiemap), __alignof__(struct fiemap))
		KAPI_STRUCT_FIELD(0, "fm_start", KAPI_TYPE_UINT, "__u64", "First byte")
			KAPI_FIELD_OFFSET(offsetof(struct fiemap, fm_start))
			KAPI_FIELD_SIZE(8)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(1, "fm_length", KAPI_TYPE_UINT, "__u64", "Bytes, not 0; ~0 for the rest of the file")
			KAPI_FIELD_OFFSET(offsetof(struct fiemap, fm_length))
			KAPI_FIELD_SIZE(8)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(2, "fm_flags", KAPI_TYPE_UINT, "__u32", "FIEMAP_FLAG_*")
			KAPI_FIELD_OFFSET(offsetof(struct fiemap, fm_flags))
			KAPI_FIELD_SIZE(4)
			KAPI_FIELD_CONSTRAINT_MASK(FIEMAP_FLAG_SYNC | FIEMAP_FLAG_XATTR | FIEMAP_FLAG_CACHE)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(3, "fm_extent_count", KAPI_TYPE_UINT, "__u32", "Room for extents after the header")
			KAPI_FIELD_OFFSET(offsetof(struct fiemap, fm_extent_count))
			KAPI_FIELD_SIZE(4)
		KAPI_STRUCT_FIELD_END
	KAPI_STRUCT_SPEC_END
	KAPI_NOTES("A zero fm_length is refused with EINVAL; the spec does not "
		   "flag it since ~0 and 0 are both plain u64 values.")
KAPI_END_SPEC;

/* The errors the remap ioctls share */
#define REMAP_ERRORS \
	KAPI_ERRNO(EBADF, "The source is not open for reading, or the destination for writing") \
	KAPI_ERRNO(EXDEV, "The two files are on different mounts or file systems") \
	KAPI_ERRNO(EOPNOTSUPP, "The file system cannot share extents (ext4, tmpfs)") \
	KAPI_ERRNO(EINVAL, "Ranges not aligned to the block size, overlapping in one file, or not regular files") \
	KAPI_ERRNO(EISDIR, "A directory") \
	KAPI_ERRNO(EPERM, "The destination is immutable or append-only") \
	KAPI_ERRNO(ETXTBSY, "The destination is an active swap file") \
	KAPI_ERR_NOSPC

DEFINE_KAPI_IOCTL_SPEC(ficlone)
	KAPI_IOCTL_CMD(FICLONE)
	KAPI_IOCTL_CMD_NAME("FICLONE")
	VFS_FOPS
	KAPI_DESCRIPTION("Make this file share all of another file's data extents (a reflink copy)")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("arg", "int", "The source file (a value)")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	REMAP_ERRORS
	KAPI_NOTES("cp --reflink tries it first. ext4 and tmpfs refuse it with "
		   "EOPNOTSUPP; success is not shown on this machine.")
	KAPI_SINCE_VERSION("4.5")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(ficlonerange)
	KAPI_IOCTL_CMD(FICLONERANGE)
	KAPI_IOCTL_CMD_NAME("FICLONERANGE")
	KAPI_IOCTL_INPUT_SIZE(sizeof(struct file_clone_range))
	VFS_FOPS
	KAPI_DESCRIPTION("Share a range of another file's extents at an offset of this one")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_IN("arg", "const struct file_clone_range *", "Source, ranges and length")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_ENOTTY
	REMAP_ERRORS
	KAPI_ERR_FAULT_ARG_READ
	KAPI_STRUCT_SPEC(0, file_clone_range, "What FICLONERANGE reads")
		KAPI_STRUCT_SIZE(sizeof(struct file_clone_range), __alignof__(struct file_clone_range))
		KAPI_STRUCT_FIELD(0, "src_fd", KAPI_TYPE_FD, "__s64", "The source file")
			KAPI_FIELD_OFFSET(offsetof(struct file_clone_range, src_fd))
			KAPI_FIELD_SIZE(8)
			KAPI_FIELD_CONSTRAINT_RANGE(0, INT_MAX)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(1, "src_length", KAPI_TYPE_UINT, "__u64", "Bytes; 0 to the source's end")
			KAPI_FIELD_OFFSET(offsetof(struct file_clone_range, src_length))
			KAPI_FIELD_SIZE(8)
		KAPI_STRUCT_FIELD_END
	KAPI_STRUCT_SPEC_END
	KAPI_NOTES("Refused with EOPNOTSUPP by ext4 and tmpfs.")
	KAPI_SINCE_VERSION("4.5")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(fideduperange)
	KAPI_IOCTL_CMD(FIDEDUPERANGE)
	KAPI_IOCTL_CMD_NAME("FIDEDUPERANGE")
	KAPI_IOCTL_INPUT_SIZE(sizeof(struct file_dedupe_range))
	VFS_FOPS
	KAPI_DESCRIPTION("Share extents between ranges of files whose contents are equal")
	KAPI_LONG_DESC("The header names the source range; dest_count records "
		       "follow, each with a destination file and offset and a "
		       "status the kernel fills in: FILE_DEDUPE_RANGE_SAME, "
		       "FILE_DEDUPE_RANGE_DIFFERS or a negative errno.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_INOUT("arg", "struct file_dedupe_range *", "Source range and destinations; then statuses")
	KAPI_RETURN_ZERO("int", "0; each destination's own status is in its record")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(EINVAL, "Nonzero reserved fields, or a source range past the end")
	KAPI_ERRNO(EOPNOTSUPP, "The file system cannot share extents (ext4, tmpfs)")
	KAPI_ERRNO(EFAULT, "The records cannot be read or written")
	KAPI_ERRNO(ENOMEM, "Too many destinations to copy in")
	KAPI_ERRNO(EISDIR, "The source is a directory")
	KAPI_STRUCT_SPEC(0, file_dedupe_range, "The header FIDEDUPERANGE reads")
		KAPI_STRUCT_SIZE(sizeof(struct file_dedupe_range), __alignof__(struct file_dedupe_range))
		KAPI_STRUCT_FIELD(0, "src_length", KAPI_TYPE_UINT, "__u64", "Bytes to compare and share")
			KAPI_FIELD_OFFSET(offsetof(struct file_dedupe_range, src_length))
			KAPI_FIELD_SIZE(8)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(1, "dest_count", KAPI_TYPE_UINT, "__u16", "Records that follow")
			KAPI_FIELD_OFFSET(offsetof(struct file_dedupe_range, dest_count))
			KAPI_FIELD_SIZE(2)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(2, "reserved1", KAPI_TYPE_UINT, "__u16", "Must be 0")
			KAPI_FIELD_OFFSET(offsetof(struct file_dedupe_range, reserved1))
			KAPI_FIELD_SIZE(2)
			KAPI_FIELD_CONSTRAINT_RANGE(0, 0)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(3, "reserved2", KAPI_TYPE_UINT, "__u32", "Must be 0")
			KAPI_FIELD_OFFSET(offsetof(struct file_dedupe_range, reserved2))
			KAPI_FIELD_SIZE(4)
			KAPI_FIELD_CONSTRAINT_RANGE(0, 0)
		KAPI_STRUCT_FIELD_END
	KAPI_STRUCT_SPEC_END
	KAPI_SINCE_VERSION("4.5")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(figetbsz)
	KAPI_IOCTL_CMD(FIGETBSZ)
	KAPI_IOCTL_CMD_NAME("FIGETBSZ")
	KAPI_IOCTL_OUTPUT_SIZE(sizeof(int))
	VFS_FOPS
	KAPI_DESCRIPTION("The block size of the file system the file is on")
	KAPI_CONTEXT(KAPI_CTX_PROCESS)
	KAPI_PARAM_USER_OUT("arg", "int *", "Receives the size")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(EFAULT, "The size cannot be written")
	KAPI_ERRNO(EINVAL, "The file is on no block-based file system")
	KAPI_STRUCT_SPEC(0, blocksize, "What FIGETBSZ writes")
		KAPI_STRUCT_SIZE(sizeof(int), __alignof__(int))
		KAPI_STRUCT_FIELD(0, "blocksize", KAPI_TYPE_INT, "int", "Bytes, a power of two")
			KAPI_FIELD_OFFSET(0)
			KAPI_FIELD_SIZE(4)
			KAPI_FIELD_CONSTRAINT_RANGE(1, INT_MAX)
		KAPI_STRUCT_FIELD_END
	KAPI_STRUCT_SPEC_END
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(fibmap)
	KAPI_IOCTL_CMD(FIBMAP)
	KAPI_IOCTL_CMD_NAME("FIBMAP")
	KAPI_IOCTL_INPUT_SIZE(sizeof(int))
	KAPI_IOCTL_FILE_OPS_NAME("file_ioctl")
	KAPI_DESCRIPTION("The disk block behind a block of a regular file")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_INOUT("arg", "int *", "The file's block number; then the disk's, 0 for a hole")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(EPERM, "The caller lacks CAP_SYS_RAWIO")
	KAPI_ERRNO(EINVAL, "A negative block, or a file system without block mapping (tmpfs)")
	KAPI_ERRNO(ERANGE, "The disk block does not fit in an int")
	KAPI_ERR_FAULT_ARG_READ
	KAPI_CAPABILITY_NEXT(CAP_SYS_RAWIO, "CAP_SYS_RAWIO", KAPI_CAP_GRANT_PERMISSION)
		KAPI_CAP_ALLOWS("Learning where data lies on the device")
		KAPI_CAP_WITHOUT("EPERM")
	KAPI_CAPABILITY_END
	KAPI_STRUCT_SPEC(0, block, "What FIBMAP reads")
		KAPI_STRUCT_SIZE(sizeof(int), __alignof__(int))
		KAPI_STRUCT_FIELD(0, "block", KAPI_TYPE_INT, "int", "Block of the file, from 0")
			KAPI_FIELD_OFFSET(0)
			KAPI_FIELD_SIZE(4)
			KAPI_FIELD_CONSTRAINT_RANGE(0, INT_MAX)
		KAPI_STRUCT_FIELD_END
	KAPI_STRUCT_SPEC_END
	KAPI_NOTES("Boot loaders use it; FS_IOC_FIEMAP is the modern form.")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(fioqsize)
	KAPI_IOCTL_CMD(FIOQSIZE)
	KAPI_IOCTL_CMD_NAME("FIOQSIZE")
	KAPI_IOCTL_OUTPUT_SIZE(sizeof(long long))
	VFS_FOPS
	KAPI_DESCRIPTION("The size of a file, directory or symbolic link in bytes")
	KAPI_CONTEXT(KAPI_CTX_PROCESS)
	KAPI_PARAM_USER_OUT("arg", "loff_t *", "Receives the size")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF
	KAPI_ERRNO(EFAULT, "The size cannot be written")
	KAPI_ERRNO(ENOTTY, "Not a regular file, directory or symbolic link")
	KAPI_STRUCT_SPEC(0, size, "What FIOQSIZE writes")
		KAPI_STRUCT_SIZE(sizeof(long long), __alignof__(long long))
		KAPI_STRUCT_FIELD(0, "size", KAPI_TYPE_INT, "loff_t", "Bytes")
			KAPI_FIELD_OFFSET(0)
			KAPI_FIELD_SIZE(8)
			KAPI_FIELD_CONSTRAINT_RANGE(0, LLONG_MAX)
		KAPI_STRUCT_FIELD_END
	KAPI_STRUCT_SPEC_END
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(fs_ioc_getfsuuid)
	KAPI_IOCTL_CMD(FS_IOC_GETFSUUID)
	KAPI_IOCTL_CMD_NAME("FS_IOC_GETFSUUID")
	KAPI_IOCTL_OUTPUT_SIZE(sizeof(struct fsuuid2))
	VFS_FOPS
	KAPI_DESCRIPTION("The UUID of the file system the file is on")
	KAPI_CONTEXT(KAPI_CTX_PROCESS)
	KAPI_PARAM_USER_OUT("arg", "struct fsuuid2 *", "Length and bytes of the UUID")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF
	KAPI_ERRNO(ENOTTY, "The file system has no UUID")
	KAPI_ERRNO(EFAULT, "The answer cannot be written")
	KAPI_STRUCT_SPEC(0, fsuuid2, "What FS_IOC_GETFSUUID writes")
		KAPI_STRUCT_SIZE(sizeof(struct fsuuid2), 1)
		KAPI_STRUCT_FIELD(0, "len", KAPI_TYPE_UINT, "__u8", "Bytes of UUID, at most 16")
			KAPI_FIELD_OFFSET(0)
			KAPI_FIELD_SIZE(1)
			KAPI_FIELD_CONSTRAINT_RANGE(1, 16)
		KAPI_STRUCT_FIELD_END
	KAPI_STRUCT_SPEC_END
	KAPI_NOTES("tmpfs has a UUID too.")
	KAPI_SINCE_VERSION("6.8")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(fs_ioc_getfssysfspath)
	KAPI_IOCTL_CMD(FS_IOC_GETFSSYSFSPATH)
	KAPI_IOCTL_CMD_NAME("FS_IOC_GETFSSYSFSPATH")
	KAPI_IOCTL_OUTPUT_SIZE(sizeof(struct fs_sysfs_path))
	VFS_FOPS
	KAPI_DESCRIPTION("Where the file system's folder under /sys/fs is, such as ext4/vda")
	KAPI_CONTEXT(KAPI_CTX_PROCESS)
	KAPI_PARAM_USER_OUT("arg", "struct fs_sysfs_path *", "Length and path")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF
	KAPI_ERRNO(ENOTTY, "The file system has no folder in sysfs (tmpfs)")
	KAPI_ERRNO(EFAULT, "The answer cannot be written")
	KAPI_STRUCT_SPEC(0, fs_sysfs_path, "What FS_IOC_GETFSSYSFSPATH writes")
		KAPI_STRUCT_SIZE(sizeof(struct fs_sysfs_path), 1)
		KAPI_STRUCT_FIELD(0, "len", KAPI_TYPE_UINT, "__u8", "Bytes of path, at most 128")
			KAPI_FIELD_OFFSET(0)
			KAPI_FIELD_SIZE(1)
			KAPI_FIELD_CONSTRAINT_RANGE(1, 128)
		KAPI_STRUCT_FIELD_END
	KAPI_STRUCT_SPEC_END
	KAPI_SINCE_VERSION("6.8")
KAPI_END_SPEC;

/* ext4's own */

DEFINE_KAPI_IOCTL_SPEC(fs_ioc_getversion)
	KAPI_IOCTL_CMD(FS_IOC_GETVERSION)
	KAPI_IOCTL_CMD_NAME("FS_IOC_GETVERSION")
	KAPI_IOCTL_OUTPUT_SIZE(sizeof(int))
	EXT4_FOPS
	KAPI_DESCRIPTION("The inode's generation number, which NFS file handles carry")
	KAPI_CONTEXT(KAPI_CTX_PROCESS)
	KAPI_PARAM_USER_OUT("arg", "int *", "Receives the generation")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(EFAULT, "The generation cannot be written")
	KAPI_NOTES("tmpfs answers ENOTTY.")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(fs_ioc_setversion)
	KAPI_IOCTL_CMD(FS_IOC_SETVERSION)
	KAPI_IOCTL_CMD_NAME("FS_IOC_SETVERSION")
	KAPI_IOCTL_INPUT_SIZE(sizeof(int))
	EXT4_FOPS
	KAPI_DESCRIPTION("Change the inode's generation number")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_IN("arg", "const int *", "The new generation")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(EPERM, "Not the owner")
	KAPI_ERRNO(EOPNOTSUPP, "The file system has metadata checksums, which cover the generation")
	KAPI_ERR_FAULT_ARG_READ
	KAPI_ERR_ROFS
	KAPI_STRUCT_SPEC(0, generation, "What FS_IOC_SETVERSION reads")
		KAPI_STRUCT_SIZE(sizeof(int), __alignof__(int))
		KAPI_STRUCT_FIELD(0, "generation", KAPI_TYPE_UINT, "int", "Any value")
			KAPI_FIELD_OFFSET(0)
			KAPI_FIELD_SIZE(4)
		KAPI_STRUCT_FIELD_END
	KAPI_STRUCT_SPEC_END
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(fs_ioc_getfslabel)
	KAPI_IOCTL_CMD(FS_IOC_GETFSLABEL)
	KAPI_IOCTL_CMD_NAME("FS_IOC_GETFSLABEL")
	KAPI_IOCTL_OUTPUT_SIZE(FSLABEL_MAX)
	EXT4_FOPS
	KAPI_DESCRIPTION("The file system's label")
	KAPI_CONTEXT(KAPI_CTX_PROCESS)
	KAPI_PARAM_USER_OUT("arg", "char[FSLABEL_MAX]", "Receives the label, NUL-terminated")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(EFAULT, "The label cannot be written")
	KAPI_NOTES("Also btrfs, xfs and f2fs; tmpfs answers ENOTTY.")
	KAPI_SINCE_VERSION("4.18")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(fitrim)
	KAPI_IOCTL_CMD(FITRIM)
	KAPI_IOCTL_CMD_NAME("FITRIM")
	KAPI_IOCTL_INPUT_SIZE(sizeof(struct fstrim_range))
	EXT4_FOPS
	KAPI_DESCRIPTION("Tell the device which free blocks in a range it may discard (fstrim)")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_INOUT("arg", "struct fstrim_range *", "Range and minimum extent; then bytes trimmed")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(EPERM, "The caller lacks CAP_SYS_ADMIN")
	KAPI_ERRNO(EOPNOTSUPP, "The device cannot discard")
	KAPI_ERRNO(EINVAL, "The range starts past the end, or minlen is larger than the file system")
	KAPI_ERRNO(EFAULT, "The range cannot be read or written")
	KAPI_CAPABILITY_NEXT(CAP_SYS_ADMIN, "CAP_SYS_ADMIN", KAPI_CAP_GRANT_PERMISSION)
		KAPI_CAP_ALLOWS("Trimming")
		KAPI_CAP_WITHOUT("EPERM")
	KAPI_CAPABILITY_END
	KAPI_STRUCT_SPEC(0, fstrim_range, "What FITRIM reads")
		KAPI_STRUCT_SIZE(sizeof(struct fstrim_range), __alignof__(struct fstrim_range))
		KAPI_STRUCT_FIELD(0, "start", KAPI_TYPE_UINT, "__u64", "First byte")
			KAPI_FIELD_OFFSET(offsetof(struct fstrim_range, start))
			KAPI_FIELD_SIZE(8)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(1, "len", KAPI_TYPE_UINT, "__u64", "Bytes")
			KAPI_FIELD_OFFSET(offsetof(struct fstrim_range, len))
			KAPI_FIELD_SIZE(8)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(2, "minlen", KAPI_TYPE_UINT, "__u64", "Smallest free extent worth discarding")
			KAPI_FIELD_OFFSET(offsetof(struct fstrim_range, minlen))
			KAPI_FIELD_SIZE(8)
		KAPI_STRUCT_FIELD_END
	KAPI_STRUCT_SPEC_END
	KAPI_NOTES("The tests here trim nothing: they ask with a minlen no "
		   "extent reaches and see EINVAL.")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(fs_ioc_get_encryption_policy)
	KAPI_IOCTL_CMD(FS_IOC_GET_ENCRYPTION_POLICY)
	KAPI_IOCTL_CMD_NAME("FS_IOC_GET_ENCRYPTION_POLICY")
	KAPI_IOCTL_OUTPUT_SIZE(sizeof(struct fscrypt_policy_v1))
	EXT4_FOPS
	KAPI_DESCRIPTION("The v1 encryption policy of an encrypted file or directory")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_OUT("arg", "struct fscrypt_policy_v1 *", "Filled in")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(EOPNOTSUPP, "The file system was made without the encrypt feature")
	KAPI_ERRNO(ENODATA, "The file is not encrypted")
	KAPI_ERRNO(EINVAL, "The file's policy is v2; use FS_IOC_GET_ENCRYPTION_POLICY_EX")
	KAPI_ERRNO(EFAULT, "The policy cannot be written")
	KAPI_NOTES("This machine's ext4 has no encrypt feature: only EOPNOTSUPP is shown.")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(fs_ioc_measure_verity)
	KAPI_IOCTL_CMD(FS_IOC_MEASURE_VERITY)
	KAPI_IOCTL_CMD_NAME("FS_IOC_MEASURE_VERITY")
	KAPI_IOCTL_INPUT_SIZE(sizeof(struct fsverity_digest))
	EXT4_FOPS
	KAPI_DESCRIPTION("The fs-verity digest of a verity file")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_INOUT("arg", "struct fsverity_digest *", "Room for the digest; then algorithm, size and bytes")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(EOPNOTSUPP, "The file system was made without the verity feature")
	KAPI_ERRNO(ENODATA, "The file is not a verity file")
	KAPI_ERRNO(EOVERFLOW, "digest_size is too small for the digest")
	KAPI_ERRNO(EFAULT, "The struct cannot be read or written")
	KAPI_STRUCT_SPEC(0, fsverity_digest, "What FS_IOC_MEASURE_VERITY reads")
		KAPI_STRUCT_SIZE(sizeof(struct fsverity_digest), __alignof__(struct fsverity_digest))
		KAPI_STRUCT_FIELD(0, "digest_size", KAPI_TYPE_UINT, "__u16", "Bytes of room after the header")
			KAPI_FIELD_OFFSET(offsetof(struct fsverity_digest, digest_size))
			KAPI_FIELD_SIZE(2)
		KAPI_STRUCT_FIELD_END
	KAPI_STRUCT_SPEC_END
	KAPI_NOTES("This machine's ext4 has no verity feature: only EOPNOTSUPP is shown.")
	KAPI_SINCE_VERSION("5.4")
KAPI_END_SPEC;

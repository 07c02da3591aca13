// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * NVDIMM (libnvdimm, drivers/nvdimm/bus.c): the bus control device
 * /dev/ndctlN (ndctl in /proc/devices) takes the address range scrub and
 * error clearing commands, each DIMM's /dev/nmemN (dimmctl) the label and
 * vendor commands; ND_IOCTL_CALL passes a firmware package on either.
 * The bus or DIMM says which commands it implements (the others are
 * ENOTTY); those that change state want a descriptor opened for writing.
 */
#include <kapi/spec_compile.h>
#include <errno.h>
#include <limits.h>
#include <stddef.h>
#include <linux/ioctl.h>
#include <linux/ndctl.h>
#include <kapi_specs/helpers.h>

#define ND_BUS		"nd_bus_fops"
#define ND_DIMM		"nvdimm_fops"
_Static_assert(sizeof(struct nd_cmd_ars_status) == 48 && offsetof(struct nd_cmd_ars_status, records) == 48, "nd_cmd_ars_status");

DEFINE_KAPI_IOCTL_SPEC(nd_ioctl_ars_cap)
	KAPI_IOCTL_HEAD_WR(ND_IOCTL_ARS_CAP, ND_BUS, "struct nd_cmd_ars_cap *", sizeof(struct nd_cmd_ars_cap),
			  "Whether an address range can be scrubbed, and the sizes involved",
			  "Range in, limits out")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENOTTY, "The bus or DIMM does not implement the command")
	KAPI_ERRNO(EINVAL, "Sizes in the payload beyond ND_IOCTL_MAX_BUFLEN or the command's own")
	KAPI_ERRNO(ENOMEM, "Kernel memory ran out")
	KAPI_ERRNO(ENXIO, "The firmware call failed")
	KAPI_IOCTL_STRUCT(nd_cmd_ars_cap, "Range in, status and limits out",
		KAPI_IOCTL_FIELD(0, nd_cmd_ars_cap, address, KAPI_TYPE_UINT, "__u64", 8,
				 "Start of the range (system physical)")
		KAPI_IOCTL_FIELD(1, nd_cmd_ars_cap, length, KAPI_TYPE_UINT, "__u64", 8,
				 "Bytes")
		KAPI_IOCTL_FIELD(2, nd_cmd_ars_cap, status, KAPI_TYPE_UINT, "__u32", 4,
				 "Out: firmware status")
		KAPI_IOCTL_FIELD(3, nd_cmd_ars_cap, max_ars_out, KAPI_TYPE_UINT, "__u32", 4,
				 "Out: size ARS_STATUS needs")
		KAPI_IOCTL_FIELD(4, nd_cmd_ars_cap, clear_err_unit, KAPI_TYPE_UINT, "__u32", 4,
				 "Out: granule of CLEAR_ERROR")
		KAPI_IOCTL_FIELD(5, nd_cmd_ars_cap, flags, KAPI_TYPE_UINT, "__u16", 2,
				 "Out: ND_ARS_* capability bits"))
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(nd_ioctl_ars_start)
	KAPI_IOCTL_HEAD_WR(ND_IOCTL_ARS_START, ND_BUS, "struct nd_cmd_ars_start *", sizeof(struct nd_cmd_ars_start),
			  "Start an address range scrub",
			  "Range, type and flags in, status out")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENOTTY, "The bus or DIMM does not implement the command")
	KAPI_ERRNO(EINVAL, "Sizes in the payload beyond ND_IOCTL_MAX_BUFLEN or the command's own")
	KAPI_ERRNO(ENOMEM, "Kernel memory ran out")
	KAPI_ERRNO(ENXIO, "The firmware call failed")
	KAPI_ERRNO(EPERM, "A command that changes state on a descriptor opened read-only")
	KAPI_ERRNO(EBUSY, "The range is in use by an enabled namespace, or a scrub is running")
	KAPI_IOCTL_STRUCT(nd_cmd_ars_start, "The request",
		KAPI_IOCTL_FIELD(0, nd_cmd_ars_start, address, KAPI_TYPE_UINT, "__u64", 8,
				 "Start")
		KAPI_IOCTL_FIELD(1, nd_cmd_ars_start, length, KAPI_TYPE_UINT, "__u64", 8,
				 "Bytes")
		KAPI_IOCTL_FIELD(2, nd_cmd_ars_start, type, KAPI_TYPE_UINT, "__u16", 2,
				 "ND_ARS_VOLATILE and/or ND_ARS_PERSISTENT",
				 KAPI_FIELD_CONSTRAINT_MASK(ND_ARS_VOLATILE | ND_ARS_PERSISTENT))
		KAPI_IOCTL_FIELD(3, nd_cmd_ars_start, flags, KAPI_TYPE_UINT, "__u8", 1,
				 "ND_ARS_RETURN_PREV_DATA")
		KAPI_IOCTL_FIELD(4, nd_cmd_ars_start, status, KAPI_TYPE_UINT, "__u32", 4,
				 "Out: firmware status")
		KAPI_IOCTL_FIELD(5, nd_cmd_ars_start, scrub_time, KAPI_TYPE_UINT, "__u32", 4,
				 "Out: estimated seconds"))
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(nd_ioctl_ars_status)
	KAPI_IOCTL_HEAD_WR(ND_IOCTL_ARS_STATUS, ND_BUS, "struct nd_cmd_ars_status *", 48,
			  "Progress of the scrub and the errors it found",
			  "Buffer of ARS_CAP's max_ars_out bytes")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENOTTY, "The bus or DIMM does not implement the command")
	KAPI_ERRNO(EINVAL, "Sizes in the payload beyond ND_IOCTL_MAX_BUFLEN or the command's own")
	KAPI_ERRNO(ENOMEM, "Kernel memory ran out")
	KAPI_ERRNO(ENXIO, "The firmware call failed")
	KAPI_STRUCT_SPEC(0, nd_cmd_ars_status, "Header, then num_records error records")
		KAPI_STRUCT_SIZE(48, 1)
		KAPI_STRUCT_FIELD(0, "status", KAPI_TYPE_UINT, "__u32", "Out: firmware status")
			KAPI_FIELD_OFFSET(0)
			KAPI_FIELD_SIZE(4)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(1, "out_length", KAPI_TYPE_UINT, "__u32", "Out: bytes valid")
			KAPI_FIELD_OFFSET(4)
			KAPI_FIELD_SIZE(4)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(2, "address", KAPI_TYPE_UINT, "__u64", "Scrubbed range start")
			KAPI_FIELD_OFFSET(8)
			KAPI_FIELD_SIZE(8)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(3, "length", KAPI_TYPE_UINT, "__u64", "Scrubbed range length")
			KAPI_FIELD_OFFSET(16)
			KAPI_FIELD_SIZE(8)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(4, "restart_address", KAPI_TYPE_UINT, "__u64", "Where an interrupted scrub resumes")
			KAPI_FIELD_OFFSET(24)
			KAPI_FIELD_SIZE(8)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(5, "restart_length", KAPI_TYPE_UINT, "__u64", "What remains")
			KAPI_FIELD_OFFSET(32)
			KAPI_FIELD_SIZE(8)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(6, "type", KAPI_TYPE_UINT, "__u16", "ND_ARS_*")
			KAPI_FIELD_OFFSET(40)
			KAPI_FIELD_SIZE(2)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(7, "flags", KAPI_TYPE_UINT, "__u16", "ND_ARS_STAT_FLAG_OVERFLOW")
			KAPI_FIELD_OFFSET(42)
			KAPI_FIELD_SIZE(2)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(8, "num_records", KAPI_TYPE_UINT, "__u32", "Records that follow")
			KAPI_FIELD_OFFSET(44)
			KAPI_FIELD_SIZE(4)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(9, "records", KAPI_TYPE_ARRAY, "struct nd_ars_record[]", "handle, err_address, length (a flexible array)")
			KAPI_FIELD_OFFSET(48)
			KAPI_FIELD_SIZE(0)
		KAPI_STRUCT_FIELD_END
	KAPI_STRUCT_SPEC_END
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(nd_ioctl_clear_error)
	KAPI_IOCTL_HEAD_WR(ND_IOCTL_CLEAR_ERROR, ND_BUS, "struct nd_cmd_clear_error *", sizeof(struct nd_cmd_clear_error),
			  "Clear poison in a range of persistent memory",
			  "Range in, bytes cleared out")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENOTTY, "The bus or DIMM does not implement the command")
	KAPI_ERRNO(EINVAL, "Sizes in the payload beyond ND_IOCTL_MAX_BUFLEN or the command's own; The range is not aligned to clear_err_unit")
	KAPI_ERRNO(ENOMEM, "Kernel memory ran out")
	KAPI_ERRNO(ENXIO, "The firmware call failed")
	KAPI_ERRNO(EPERM, "A command that changes state on a descriptor opened read-only")
	KAPI_IOCTL_STRUCT(nd_cmd_clear_error, "Range in, result out",
		KAPI_IOCTL_FIELD(0, nd_cmd_clear_error, address, KAPI_TYPE_UINT, "__u64", 8,
				 "Start, aligned to clear_err_unit")
		KAPI_IOCTL_FIELD(1, nd_cmd_clear_error, length, KAPI_TYPE_UINT, "__u64", 8,
				 "Bytes")
		KAPI_IOCTL_FIELD(2, nd_cmd_clear_error, status, KAPI_TYPE_UINT, "__u32", 4,
				 "Out: firmware status")
		KAPI_IOCTL_FIELD(3, nd_cmd_clear_error, cleared, KAPI_TYPE_UINT, "__u64", 8,
				 "Out: bytes cleared"))
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(nd_bus_ioctl_call)
	KAPI_IOCTL_HEAD_WR(ND_IOCTL_CALL, ND_BUS, "struct nd_cmd_pkg *", sizeof(struct nd_cmd_pkg),
			  "Pass a bus-family command through to the firmware",
			  "Package")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENOTTY, "The bus or DIMM does not implement the command")
	KAPI_ERRNO(EINVAL, "Sizes in the payload beyond ND_IOCTL_MAX_BUFLEN or the command's own; A family the bus does not speak")
	KAPI_ERRNO(ENOMEM, "Kernel memory ran out")
	KAPI_ERRNO(ENXIO, "The firmware call failed")
	KAPI_ERRNO(EPERM, "A command that changes state on a descriptor opened read-only")
	KAPI_IOCTL_STRUCT(nd_cmd_pkg, "Family, command, sizes, then the payload",
		KAPI_IOCTL_FIELD(0, nd_cmd_pkg, nd_family, KAPI_TYPE_UINT, "__u64", 8,
				 "NVDIMM_FAMILY_* (a DIMM) or NVDIMM_BUS_FAMILY_* (the bus)")
		KAPI_IOCTL_FIELD(1, nd_cmd_pkg, nd_command, KAPI_TYPE_UINT, "__u64", 8,
				 "The vendor command")
		KAPI_IOCTL_FIELD(2, nd_cmd_pkg, nd_size_in, KAPI_TYPE_UINT, "__u32", 4,
				 "Bytes of input in the payload")
		KAPI_IOCTL_FIELD(3, nd_cmd_pkg, nd_size_out, KAPI_TYPE_UINT, "__u32", 4,
				 "Room for output")
		KAPI_IOCTL_FIELD(4, nd_cmd_pkg, nd_fw_size, KAPI_TYPE_UINT, "__u32", 4,
				 "Out: bytes the firmware returned")
		KAPI_IOCTL_FIELD(5, nd_cmd_pkg, nd_payload, KAPI_TYPE_ARRAY, "unsigned char[]", 0,
				 "Input then output (a flexible array)"))
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(nd_ioctl_dimm_flags)
	KAPI_IOCTL_HEAD_WR(ND_IOCTL_DIMM_FLAGS, ND_DIMM, "struct nd_cmd_dimm_flags *", sizeof(struct nd_cmd_dimm_flags),
			  "The DIMM's state flags (locked, armed, ...)",
			  "Filled in")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENOTTY, "The bus or DIMM does not implement the command")
	KAPI_ERRNO(EINVAL, "Sizes in the payload beyond ND_IOCTL_MAX_BUFLEN or the command's own")
	KAPI_ERRNO(ENOMEM, "Kernel memory ran out")
	KAPI_ERRNO(ENXIO, "The firmware call failed")
	KAPI_IOCTL_STRUCT(nd_cmd_dimm_flags, "Status and flags",
		KAPI_IOCTL_FIELD(0, nd_cmd_dimm_flags, status, KAPI_TYPE_UINT, "__u32", 4,
				 "Out: firmware status")
		KAPI_IOCTL_FIELD(1, nd_cmd_dimm_flags, flags, KAPI_TYPE_UINT, "__u32", 4,
				 "Out: state bits"))
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(nd_ioctl_get_config_size)
	KAPI_IOCTL_HEAD_WR(ND_IOCTL_GET_CONFIG_SIZE, ND_DIMM, "struct nd_cmd_get_config_size *", sizeof(struct nd_cmd_get_config_size),
			  "Size of the DIMM's label area and the largest transfer",
			  "Filled in")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENOTTY, "The bus or DIMM does not implement the command")
	KAPI_ERRNO(EINVAL, "Sizes in the payload beyond ND_IOCTL_MAX_BUFLEN or the command's own")
	KAPI_ERRNO(ENOMEM, "Kernel memory ran out")
	KAPI_ERRNO(ENXIO, "The firmware call failed")
	KAPI_IOCTL_STRUCT(nd_cmd_get_config_size, "Sizes",
		KAPI_IOCTL_FIELD(0, nd_cmd_get_config_size, status, KAPI_TYPE_UINT, "__u32", 4,
				 "Out: firmware status")
		KAPI_IOCTL_FIELD(1, nd_cmd_get_config_size, config_size, KAPI_TYPE_UINT, "__u32", 4,
				 "Out: label area bytes")
		KAPI_IOCTL_FIELD(2, nd_cmd_get_config_size, max_xfer, KAPI_TYPE_UINT, "__u32", 4,
				 "Out: bytes per transfer"))
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(nd_ioctl_get_config_data)
	KAPI_IOCTL_HEAD_WR(ND_IOCTL_GET_CONFIG_DATA, ND_DIMM, "struct nd_cmd_get_config_data_hdr *", sizeof(struct nd_cmd_get_config_data_hdr),
			  "Read part of the label area",
			  "Offset and length in, data out")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENOTTY, "The bus or DIMM does not implement the command")
	KAPI_ERRNO(EINVAL, "Sizes in the payload beyond ND_IOCTL_MAX_BUFLEN or the command's own")
	KAPI_ERRNO(ENOMEM, "Kernel memory ran out")
	KAPI_ERRNO(ENXIO, "The firmware call failed")
	KAPI_IOCTL_STRUCT(nd_cmd_get_config_data_hdr, "Header, then the data",
		KAPI_IOCTL_FIELD(0, nd_cmd_get_config_data_hdr, in_offset, KAPI_TYPE_UINT, "__u32", 4,
				 "Offset in the label area")
		KAPI_IOCTL_FIELD(1, nd_cmd_get_config_data_hdr, in_length, KAPI_TYPE_UINT, "__u32", 4,
				 "Bytes, at most max_xfer")
		KAPI_IOCTL_FIELD(2, nd_cmd_get_config_data_hdr, status, KAPI_TYPE_UINT, "__u32", 4,
				 "Out: firmware status")
		KAPI_IOCTL_FIELD(3, nd_cmd_get_config_data_hdr, out_buf, KAPI_TYPE_ARRAY, "__u8[]", 0,
				 "Out: the data (a flexible array)"))
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(nd_ioctl_set_config_data)
	KAPI_IOCTL_HEAD_WR(ND_IOCTL_SET_CONFIG_DATA, ND_DIMM, "struct nd_cmd_set_config_hdr *", sizeof(struct nd_cmd_set_config_hdr),
			  "Write part of the label area",
			  "Offset, length and data; a status word follows the data")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENOTTY, "The bus or DIMM does not implement the command")
	KAPI_ERRNO(EINVAL, "Sizes in the payload beyond ND_IOCTL_MAX_BUFLEN or the command's own")
	KAPI_ERRNO(ENOMEM, "Kernel memory ran out")
	KAPI_ERRNO(ENXIO, "The firmware call failed")
	KAPI_ERRNO(EPERM, "A command that changes state on a descriptor opened read-only")
	KAPI_ERRNO(EBUSY, "A namespace on the DIMM is enabled")
	KAPI_IOCTL_STRUCT(nd_cmd_set_config_hdr, "Header, then the data",
		KAPI_IOCTL_FIELD(0, nd_cmd_set_config_hdr, in_offset, KAPI_TYPE_UINT, "__u32", 4,
				 "Offset in the label area")
		KAPI_IOCTL_FIELD(1, nd_cmd_set_config_hdr, in_length, KAPI_TYPE_UINT, "__u32", 4,
				 "Bytes")
		KAPI_IOCTL_FIELD(2, nd_cmd_set_config_hdr, in_buf, KAPI_TYPE_ARRAY, "__u8[]", 0,
				 "The data, then room for a status word (a flexible array)"))
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(nd_ioctl_vendor)
	KAPI_IOCTL_HEAD_WR(ND_IOCTL_VENDOR, ND_DIMM, "struct nd_cmd_vendor_hdr *", sizeof(struct nd_cmd_vendor_hdr),
			  "Pass a vendor-specific command to the DIMM",
			  "Opcode, input, then room for the tail")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENOTTY, "The bus or DIMM does not implement the command")
	KAPI_ERRNO(EINVAL, "Sizes in the payload beyond ND_IOCTL_MAX_BUFLEN or the command's own")
	KAPI_ERRNO(ENOMEM, "Kernel memory ran out")
	KAPI_ERRNO(ENXIO, "The firmware call failed")
	KAPI_ERRNO(EPERM, "A command that changes state on a descriptor opened read-only")
	KAPI_IOCTL_STRUCT(nd_cmd_vendor_hdr, "Header, input, then struct nd_cmd_vendor_tail",
		KAPI_IOCTL_FIELD(0, nd_cmd_vendor_hdr, opcode, KAPI_TYPE_UINT, "__u32", 4,
				 "Vendor opcode")
		KAPI_IOCTL_FIELD(1, nd_cmd_vendor_hdr, in_length, KAPI_TYPE_UINT, "__u32", 4,
				 "Bytes of input")
		KAPI_IOCTL_FIELD(2, nd_cmd_vendor_hdr, in_buf, KAPI_TYPE_ARRAY, "__u8[]", 0,
				 "Input, then status, out_length and output (a flexible array)"))
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(nd_dimm_ioctl_call)
	KAPI_IOCTL_HEAD_WR(ND_IOCTL_CALL, ND_DIMM, "struct nd_cmd_pkg *", sizeof(struct nd_cmd_pkg),
			  "Pass a DIMM-family command through to the firmware",
			  "Package")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENOTTY, "The bus or DIMM does not implement the command")
	KAPI_ERRNO(EINVAL, "Sizes in the payload beyond ND_IOCTL_MAX_BUFLEN or the command's own; A family the DIMM does not speak")
	KAPI_ERRNO(ENOMEM, "Kernel memory ran out")
	KAPI_ERRNO(ENXIO, "The firmware call failed")
	KAPI_ERRNO(EPERM, "A command that changes state on a descriptor opened read-only")
	KAPI_IOCTL_STRUCT(nd_cmd_pkg, "Family, command, sizes, then the payload",
		KAPI_IOCTL_FIELD(0, nd_cmd_pkg, nd_family, KAPI_TYPE_UINT, "__u64", 8,
				 "NVDIMM_FAMILY_* (a DIMM) or NVDIMM_BUS_FAMILY_* (the bus)")
		KAPI_IOCTL_FIELD(1, nd_cmd_pkg, nd_command, KAPI_TYPE_UINT, "__u64", 8,
				 "The vendor command")
		KAPI_IOCTL_FIELD(2, nd_cmd_pkg, nd_size_in, KAPI_TYPE_UINT, "__u32", 4,
				 "Bytes of input in the payload")
		KAPI_IOCTL_FIELD(3, nd_cmd_pkg, nd_size_out, KAPI_TYPE_UINT, "__u32", 4,
				 "Room for output")
		KAPI_IOCTL_FIELD(4, nd_cmd_pkg, nd_fw_size, KAPI_TYPE_UINT, "__u32", 4,
				 "Out: bytes the firmware returned")
		KAPI_IOCTL_FIELD(5, nd_cmd_pkg, nd_payload, KAPI_TYPE_ARRAY, "unsigned char[]", 0,
				 "Input then output (a flexible array)"))
KAPI_END_SPEC;

// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * The block SCSI generic driver: /dev/bsg/H:C:T:L (block/bsg.c), one node
 * per SCSI device, taking SCSI commands in the version 4 sg header.  Its
 * numbers are the sg driver's, 0x22xx without _IOC encoding, and
 * SCSI_IOCTL_*'s 0x53xx.
 */
#include <kapi/spec_compile.h>
#include <errno.h>
#include <limits.h>
#include <stddef.h>
#include <linux/ioctl.h>
#include <linux/bsg.h>
#include <scsi/sg.h>
#include <scsi/scsi.h>
#include <kapi_specs/helpers.h>

#define BSG		"bsg_fops"

DEFINE_KAPI_IOCTL_SPEC(sg_io)
	KAPI_IOCTL_HEAD_WR(SG_IO, BSG, "struct sg_io_v4 *", sizeof(struct sg_io_v4),
			  "Send a SCSI command and wait for its completion",
			  "The request and where its data and sense go")
	KAPI_LONG_DESC("bsg takes only the version 4 header (guard 'Q'). The number 0x2285 has "
	               "no _IOC encoding.")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EINVAL, "guard is not 'Q', an unknown protocol or subprotocol, or both data directions")
	KAPI_ERRNO(EPERM, "A command this opener may not send (a write-class command on a read-only open, without CAP_SYS_RAWIO)")
	KAPI_ERRNO(ENOMEM, "Kernel memory ran out")
	KAPI_ERRNO(EINTR, "A signal arrived while waiting")
	KAPI_ERRNO(EIO, "The transport failed")
	KAPI_IOCTL_STRUCT(sg_io_v4, "The version 4 request (160 bytes)",
		KAPI_IOCTL_FIELD(0, sg_io_v4, guard, KAPI_TYPE_INT, "__s32", 4,
				 "'Q'",
				 KAPI_FIELD_CONSTRAINT_ENUM('Q'))
		KAPI_IOCTL_FIELD(1, sg_io_v4, protocol, KAPI_TYPE_UINT, "__u32", 4,
				 "BSG_PROTOCOL_SCSI (0)",
				 KAPI_FIELD_CONSTRAINT_ENUM(BSG_PROTOCOL_SCSI))
		KAPI_IOCTL_FIELD(2, sg_io_v4, subprotocol, KAPI_TYPE_UINT, "__u32", 4,
				 "BSG_SUB_PROTOCOL_SCSI_CMD, _TMF or _TRANSPORT")
		KAPI_IOCTL_FIELD(3, sg_io_v4, request_len, KAPI_TYPE_UINT, "__u32", 4,
				 "CDB length")
		KAPI_IOCTL_FIELD(4, sg_io_v4, request, KAPI_TYPE_USER_PTR, "__u64", 8,
				 "The CDB")
		KAPI_IOCTL_FIELD(5, sg_io_v4, max_response_len, KAPI_TYPE_UINT, "__u32", 4,
				 "Room for sense data")
		KAPI_IOCTL_FIELD(6, sg_io_v4, response, KAPI_TYPE_USER_PTR, "__u64", 8,
				 "Sense buffer")
		KAPI_IOCTL_FIELD(7, sg_io_v4, dout_xfer_len, KAPI_TYPE_UINT, "__u32", 4,
				 "Bytes to send")
		KAPI_IOCTL_FIELD(8, sg_io_v4, dout_xferp, KAPI_TYPE_USER_PTR, "__u64", 8,
				 "Data to send")
		KAPI_IOCTL_FIELD(9, sg_io_v4, din_xfer_len, KAPI_TYPE_UINT, "__u32", 4,
				 "Bytes to receive")
		KAPI_IOCTL_FIELD(10, sg_io_v4, din_xferp, KAPI_TYPE_USER_PTR, "__u64", 8,
				 "Where received data goes")
		KAPI_IOCTL_FIELD(11, sg_io_v4, timeout, KAPI_TYPE_UINT, "__u32", 4,
				 "Milliseconds")
		KAPI_IOCTL_FIELD(12, sg_io_v4, flags, KAPI_TYPE_UINT, "__u32", 4,
				 "BSG_FLAG_Q_AT_TAIL, BSG_FLAG_Q_AT_HEAD")
		KAPI_IOCTL_FIELD(13, sg_io_v4, device_status, KAPI_TYPE_UINT, "__u32", 4,
				 "Out: SCSI status")
		KAPI_IOCTL_FIELD(14, sg_io_v4, driver_status, KAPI_TYPE_UINT, "__u32", 4,
				 "Out")
		KAPI_IOCTL_FIELD(15, sg_io_v4, transport_status, KAPI_TYPE_UINT, "__u32", 4,
				 "Out")
		KAPI_IOCTL_FIELD(16, sg_io_v4, response_len, KAPI_TYPE_UINT, "__u32", 4,
				 "Out: sense bytes written")
		KAPI_IOCTL_FIELD(17, sg_io_v4, din_resid, KAPI_TYPE_INT, "__s32", 4,
				 "Out: bytes not received")
		KAPI_IOCTL_FIELD(18, sg_io_v4, dout_resid, KAPI_TYPE_INT, "__s32", 4,
				 "Out: bytes not sent"))
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(sg_get_version_num)
	KAPI_IOCTL_HEAD_R(SG_GET_VERSION_NUM, BSG, "int *", sizeof(int),
			  "The sg driver version bsg reports",
			  "Receives 30527 (3.5.27)")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_IOCTL_SCALAR(version, KAPI_TYPE_INT, "int", 4, "sg version number")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(sg_set_timeout)
	KAPI_IOCTL_HEAD_W(SG_SET_TIMEOUT, BSG, "int *", sizeof(int),
			  "Default timeout of commands on this device",
			  "Clock ticks (USER_HZ)")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EINVAL, "Negative")
	KAPI_IOCTL_SCALAR(timeout, KAPI_TYPE_INT, "int", 4, "Ticks",
		KAPI_FIELD_CONSTRAINT_RANGE(0, INT_MAX))
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(sg_get_timeout)
	KAPI_IOCTL_HEAD_N(SG_GET_TIMEOUT, BSG,
			  "Default timeout of commands on this device")
	KAPI_RETURN_IN_RANGE("int", "The timeout in clock ticks (USER_HZ), as the return value", 0, INT_MAX)
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(sg_get_reserved_size)
	KAPI_IOCTL_HEAD_R(SG_GET_RESERVED_SIZE, BSG, "int *", sizeof(int),
			  "Largest transfer of one command, in bytes",
			  "Receives the size")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_IOCTL_SCALAR(size, KAPI_TYPE_INT, "int", 4, "Bytes")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(sg_set_reserved_size)
	KAPI_IOCTL_HEAD_W(SG_SET_RESERVED_SIZE, BSG, "int *", sizeof(int),
			  "Ask for a transfer size (kept for sg compatibility)",
			  "Bytes")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EINVAL, "Negative")
	KAPI_IOCTL_SCALAR(size, KAPI_TYPE_INT, "int", 4, "Bytes",
		KAPI_FIELD_CONSTRAINT_RANGE(0, INT_MAX))
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(sg_emulated_host)
	KAPI_IOCTL_HEAD_R(SG_EMULATED_HOST, BSG, "int *", sizeof(int),
			  "Whether the host adapter is emulated (always 0 here)",
			  "Receives 0")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_IOCTL_SCALAR(emulated, KAPI_TYPE_INT, "int", 4, "0",
		KAPI_FIELD_CONSTRAINT_RANGE(0, 0))
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(scsi_ioctl_get_idlun)
	KAPI_IOCTL_HEAD_R(SCSI_IOCTL_GET_IDLUN, BSG, "int *", sizeof(int),
			  "A SCSI id and LUN for old callers (0 here)",
			  "Receives 0")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_IOCTL_SCALAR(idlun, KAPI_TYPE_INT, "int", 4, "0")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(scsi_ioctl_get_bus_number)
	KAPI_IOCTL_HEAD_R(SCSI_IOCTL_GET_BUS_NUMBER, BSG, "int *", sizeof(int),
			  "The SCSI host number for old callers (0 here)",
			  "Receives 0")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_IOCTL_SCALAR(bus, KAPI_TYPE_INT, "int", 4, "0")
KAPI_END_SPEC;

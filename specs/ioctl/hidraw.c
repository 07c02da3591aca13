// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * Raw HID devices: /dev/hidrawN (drivers/hid/hidraw.c).  Commands of type
 * 'H'; those that carry a length in their number are spec'd at 256 bytes,
 * the length tools use for names (and that bounds a report here).
 */
#include <kapi/spec_compile.h>
#include <errno.h>
#include <limits.h>
#include <stddef.h>
#include <linux/ioctl.h>
#include <linux/hidraw.h>
#include <kapi_specs/helpers.h>

#define HIDRAW		"hidraw_ops"
/* _IOC(dir, 'H', nr, len), as the source loader can read it */
#define HIDRAW_CMD(dir, nr, len)	((dir) | ((len) << 16) | (nr))
_Static_assert(HIDRAW_CMD(0x80004800U, 0x04, 256) == HIDIOCGRAWNAME(256) &&
	       HIDRAW_CMD(0xc0004800U, 0x07, 256) == HIDIOCGFEATURE(256),
	       "hidraw command numbers");

DEFINE_KAPI_IOCTL_SPEC(hidiocgrdescsize)
	KAPI_IOCTL_HEAD_R(HIDIOCGRDESCSIZE, HIDRAW, "int *", sizeof(int),
			  "Size of the device's report descriptor",
			  "Receives the size")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENODEV, "The device was unplugged")
	KAPI_IOCTL_SCALAR(size, KAPI_TYPE_INT, "int", 4, "Bytes",
		KAPI_FIELD_CONSTRAINT_RANGE(0, HID_MAX_DESCRIPTOR_SIZE))
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(hidiocgrdesc)
	KAPI_IOCTL_HEAD_R(HIDIOCGRDESC, HIDRAW, "struct hidraw_report_descriptor *", sizeof(struct hidraw_report_descriptor),
			  "The device's report descriptor",
			  "size in (bytes wanted), value out")
	KAPI_LONG_DESC("The number says _IOR, yet the kernel reads size first.")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENODEV, "The device was unplugged")
	KAPI_ERRNO(EINVAL, "size is above HID_MAX_DESCRIPTOR_SIZE (4096)")
	KAPI_IOCTL_STRUCT(hidraw_report_descriptor, "Size, then the bytes",
		KAPI_IOCTL_FIELD(0, hidraw_report_descriptor, size, KAPI_TYPE_UINT, "__u32", 4,
				 "Bytes wanted",
				 KAPI_FIELD_CONSTRAINT_RANGE(0, HID_MAX_DESCRIPTOR_SIZE))
		KAPI_IOCTL_FIELD(1, hidraw_report_descriptor, value, KAPI_TYPE_BINARY, "__u8[HID_MAX_DESCRIPTOR_SIZE]", 4096,
				 "The descriptor"))
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(hidiocgrawinfo)
	KAPI_IOCTL_HEAD_R(HIDIOCGRAWINFO, HIDRAW, "struct hidraw_devinfo *", sizeof(struct hidraw_devinfo),
			  "Bus type, vendor and product of the device",
			  "Filled in")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENODEV, "The device was unplugged")
	KAPI_IOCTL_STRUCT(hidraw_devinfo, "Identity",
		KAPI_IOCTL_FIELD(0, hidraw_devinfo, bustype, KAPI_TYPE_UINT, "__u32", 4,
				 "BUS_*")
		KAPI_IOCTL_FIELD(1, hidraw_devinfo, vendor, KAPI_TYPE_INT, "__s16", 2,
				 "Vendor id")
		KAPI_IOCTL_FIELD(2, hidraw_devinfo, product, KAPI_TYPE_INT, "__s16", 2,
				 "Product id"))
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(hidiocgrawname)
	KAPI_IOCTL_CMD(HIDRAW_CMD(0x80004800U, 0x04, 256))
	KAPI_IOCTL_CMD_NAME("HIDIOCGRAWNAME(256)")
	KAPI_IOCTL_FILE_OPS_NAME(HIDRAW)
	KAPI_DESCRIPTION("The device's name")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_IOCTL_OUTPUT_SIZE(256)
	KAPI_PARAM_USER_OUT("arg", "char *", "Receives the name")
	KAPI_RETURN_IN_RANGE("int", "Bytes transferred", 0, 256)
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENODEV, "The device was unplugged")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(hidiocgrawphys)
	KAPI_IOCTL_CMD(HIDRAW_CMD(0x80004800U, 0x05, 256))
	KAPI_IOCTL_CMD_NAME("HIDIOCGRAWPHYS(256)")
	KAPI_IOCTL_FILE_OPS_NAME(HIDRAW)
	KAPI_DESCRIPTION("Where the device is attached")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_IOCTL_OUTPUT_SIZE(256)
	KAPI_PARAM_USER_OUT("arg", "char *", "Receives the path")
	KAPI_RETURN_IN_RANGE("int", "Bytes transferred", 0, 256)
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENODEV, "The device was unplugged")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(hidiocgrawuniq)
	KAPI_IOCTL_CMD(HIDRAW_CMD(0x80004800U, 0x08, 256))
	KAPI_IOCTL_CMD_NAME("HIDIOCGRAWUNIQ(256)")
	KAPI_IOCTL_FILE_OPS_NAME(HIDRAW)
	KAPI_DESCRIPTION("The device's unique id")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_IOCTL_OUTPUT_SIZE(256)
	KAPI_PARAM_USER_OUT("arg", "char *", "Receives the id")
	KAPI_RETURN_IN_RANGE("int", "Bytes transferred", 0, 256)
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENODEV, "The device was unplugged")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(hidiocsfeature)
	KAPI_IOCTL_CMD(HIDRAW_CMD(0xc0004800U, 0x06, 256))
	KAPI_IOCTL_CMD_NAME("HIDIOCSFEATURE(256)")
	KAPI_IOCTL_FILE_OPS_NAME(HIDRAW)
	KAPI_DESCRIPTION("Send a feature report")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_IOCTL_SIZE(256, 256)
	KAPI_PARAM_USER_INOUT("arg", "__u8 *", "Report number, then the data")
	KAPI_RETURN_IN_RANGE("int", "Bytes transferred", 0, 256)
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENODEV, "The device was unplugged")
	KAPI_ERRNO(EINVAL, "The first byte names no report of that kind, or the length is 0")
	KAPI_ERRNO(EIO, "The device did not answer")
	KAPI_ERRNO(EPIPE, "The device refused the request")
	KAPI_ERRNO(ENOMEM, "Kernel memory ran out")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(hidiocgfeature)
	KAPI_IOCTL_CMD(HIDRAW_CMD(0xc0004800U, 0x07, 256))
	KAPI_IOCTL_CMD_NAME("HIDIOCGFEATURE(256)")
	KAPI_IOCTL_FILE_OPS_NAME(HIDRAW)
	KAPI_DESCRIPTION("Read a feature report")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_IOCTL_SIZE(256, 256)
	KAPI_PARAM_USER_INOUT("arg", "__u8 *", "Report number in, report out")
	KAPI_RETURN_IN_RANGE("int", "Bytes transferred", 0, 256)
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENODEV, "The device was unplugged")
	KAPI_ERRNO(EINVAL, "The first byte names no report of that kind, or the length is 0")
	KAPI_ERRNO(EIO, "The device did not answer")
	KAPI_ERRNO(EPIPE, "The device refused the request")
	KAPI_ERRNO(ENOMEM, "Kernel memory ran out")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(hidiocsinput)
	KAPI_IOCTL_CMD(HIDRAW_CMD(0xc0004800U, 0x09, 256))
	KAPI_IOCTL_CMD_NAME("HIDIOCSINPUT(256)")
	KAPI_IOCTL_FILE_OPS_NAME(HIDRAW)
	KAPI_DESCRIPTION("Send an input report")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_IOCTL_SIZE(256, 256)
	KAPI_PARAM_USER_INOUT("arg", "__u8 *", "Report number, then the data")
	KAPI_RETURN_IN_RANGE("int", "Bytes transferred", 0, 256)
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENODEV, "The device was unplugged")
	KAPI_ERRNO(EINVAL, "The first byte names no report of that kind, or the length is 0")
	KAPI_ERRNO(EIO, "The device did not answer")
	KAPI_ERRNO(EPIPE, "The device refused the request")
	KAPI_ERRNO(ENOMEM, "Kernel memory ran out")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(hidiocginput)
	KAPI_IOCTL_CMD(HIDRAW_CMD(0xc0004800U, 0x0A, 256))
	KAPI_IOCTL_CMD_NAME("HIDIOCGINPUT(256)")
	KAPI_IOCTL_FILE_OPS_NAME(HIDRAW)
	KAPI_DESCRIPTION("Read an input report")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_IOCTL_SIZE(256, 256)
	KAPI_PARAM_USER_INOUT("arg", "__u8 *", "Report number in, report out")
	KAPI_RETURN_IN_RANGE("int", "Bytes transferred", 0, 256)
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENODEV, "The device was unplugged")
	KAPI_ERRNO(EINVAL, "The first byte names no report of that kind, or the length is 0")
	KAPI_ERRNO(EIO, "The device did not answer")
	KAPI_ERRNO(EPIPE, "The device refused the request")
	KAPI_ERRNO(ENOMEM, "Kernel memory ran out")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(hidiocsoutput)
	KAPI_IOCTL_CMD(HIDRAW_CMD(0xc0004800U, 0x0B, 256))
	KAPI_IOCTL_CMD_NAME("HIDIOCSOUTPUT(256)")
	KAPI_IOCTL_FILE_OPS_NAME(HIDRAW)
	KAPI_DESCRIPTION("Send an output report")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_IOCTL_SIZE(256, 256)
	KAPI_PARAM_USER_INOUT("arg", "__u8 *", "Report number, then the data")
	KAPI_RETURN_IN_RANGE("int", "Bytes transferred", 0, 256)
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENODEV, "The device was unplugged")
	KAPI_ERRNO(EINVAL, "The first byte names no report of that kind, or the length is 0")
	KAPI_ERRNO(EIO, "The device did not answer")
	KAPI_ERRNO(EPIPE, "The device refused the request")
	KAPI_ERRNO(ENOMEM, "Kernel memory ran out")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(hidiocgoutput)
	KAPI_IOCTL_CMD(HIDRAW_CMD(0xc0004800U, 0x0C, 256))
	KAPI_IOCTL_CMD_NAME("HIDIOCGOUTPUT(256)")
	KAPI_IOCTL_FILE_OPS_NAME(HIDRAW)
	KAPI_DESCRIPTION("Read an output report")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_IOCTL_SIZE(256, 256)
	KAPI_PARAM_USER_INOUT("arg", "__u8 *", "Report number in, report out")
	KAPI_RETURN_IN_RANGE("int", "Bytes transferred", 0, 256)
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENODEV, "The device was unplugged")
	KAPI_ERRNO(EINVAL, "The first byte names no report of that kind, or the length is 0")
	KAPI_ERRNO(EIO, "The device did not answer")
	KAPI_ERRNO(EPIPE, "The device refused the request")
	KAPI_ERRNO(ENOMEM, "Kernel memory ran out")
KAPI_END_SPEC;

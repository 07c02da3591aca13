// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * Intel Management Engine interface: /dev/meiN (drivers/misc/mei/main.c).
 * A descriptor talks to one firmware client once connected by UUID.
 * Needs root (the node is 0600); reads and writes go to the client.
 */
#include <kapi/spec_compile.h>
#include <errno.h>
#include <limits.h>
#include <stddef.h>
#include <linux/ioctl.h>
#include <linux/mei.h>
#include <kapi_specs/helpers.h>

#define MEI		"mei_fops"

DEFINE_KAPI_IOCTL_SPEC(ioctl_mei_connect_client)
	KAPI_IOCTL_HEAD_WR(IOCTL_MEI_CONNECT_CLIENT, MEI, "struct mei_connect_client_data *", sizeof(struct mei_connect_client_data),
			  "Connect this descriptor to a firmware client of the Management Engine",
			  "UUID in, properties out")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF
	KAPI_ERRNO(ENOTTY, "No firmware client has this UUID")
	KAPI_ERRNO(EBUSY, "This descriptor is connected already, or the client takes one connection and has it")
	KAPI_ERRNO(ENODEV, "The device is not enabled (reset or powered down)")
	KAPI_ERRNO(EFAULT, "The struct cannot be read or written")
	KAPI_ERRNO(ENOMEM, "Kernel memory ran out")
	KAPI_STRUCT_SPEC(0, mei_connect_client_data, "Client UUID in, client properties out (a union of 16 bytes)")
		KAPI_STRUCT_SIZE(16, 4)
		KAPI_STRUCT_FIELD(0, "in_client_uuid", KAPI_TYPE_BINARY, "uuid_le", "In: the firmware client; out, in its place: max_msg_length (__u32), protocol_version (__u8)")
			KAPI_FIELD_OFFSET(0)
			KAPI_FIELD_SIZE(16)
		KAPI_STRUCT_FIELD_END
	KAPI_STRUCT_SPEC_END
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(ioctl_mei_connect_client_vtag)
	KAPI_IOCTL_HEAD_WR(IOCTL_MEI_CONNECT_CLIENT_VTAG, MEI, "struct mei_connect_client_data_vtag *", sizeof(struct mei_connect_client_data_vtag),
			  "Connect with a virtual tag, to share one client among descriptors",
			  "UUID and vtag in, properties out")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENOTTY, "No firmware client has this UUID")
	KAPI_ERRNO(EOPNOTSUPP, "The firmware or client has no vtag support")
	KAPI_ERRNO(EINVAL, "vtag is 0")
	KAPI_ERRNO(EBUSY, "The vtag is in use")
	KAPI_ERRNO(ENODEV, "The device is not enabled")
	KAPI_ERRNO(ENOMEM, "Kernel memory ran out")
	KAPI_STRUCT_SPEC(0, mei_connect_client_data_vtag, "UUID and tag in, properties out (20 bytes)")
		KAPI_STRUCT_SIZE(20, 4)
		KAPI_STRUCT_FIELD(0, "in_client_uuid", KAPI_TYPE_BINARY, "uuid_le", "In: the firmware client")
			KAPI_FIELD_OFFSET(0)
			KAPI_FIELD_SIZE(16)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(1, "vtag", KAPI_TYPE_UINT, "__u8", "In: the tag, 1..255")
			KAPI_FIELD_OFFSET(16)
			KAPI_FIELD_SIZE(1)
			KAPI_FIELD_CONSTRAINT_RANGE(1, 255)
		KAPI_STRUCT_FIELD_END
	KAPI_STRUCT_SPEC_END
	KAPI_SINCE_VERSION("5.9")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(ioctl_mei_notify_set)
	KAPI_IOCTL_HEAD_W(IOCTL_MEI_NOTIFY_SET, MEI, "__u32 *", sizeof(__u32),
			  "Turn client event notification on or off",
			  "1 on, 0 off")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EINVAL, "A value other than 0 or 1")
	KAPI_ERRNO(EOPNOTSUPP, "The client does not notify")
	KAPI_ERRNO(ENODEV, "Not connected, or the device is not enabled")
	KAPI_IOCTL_SCALAR(enable, KAPI_TYPE_UINT, "__u32", 4, "0 or 1",
		KAPI_FIELD_CONSTRAINT_RANGE(0, 1))
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(ioctl_mei_notify_get)
	KAPI_IOCTL_HEAD_R(IOCTL_MEI_NOTIFY_GET, MEI, "__u32 *", sizeof(__u32),
			  "Wait for and take a client notification",
			  "Receives 1 if one arrived")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EOPNOTSUPP, "The client does not notify")
	KAPI_ERRNO(ENODEV, "Not connected, or the device is not enabled")
	KAPI_ERRNO(EINTR, "A signal arrived while waiting")
	KAPI_IOCTL_SCALAR(event, KAPI_TYPE_UINT, "__u32", 4, "1 if a notification was pending",
		KAPI_FIELD_CONSTRAINT_RANGE(0, 1))
KAPI_END_SPEC;

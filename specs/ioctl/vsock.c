// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * VM sockets: /dev/vsock (net/vmw_vsock/af_vsock.c), a misc device whose
 * only use is telling a program the context ID (CID) of the machine it
 * runs on, for AF_VSOCK addresses.
 */
#include <kapi/spec_compile.h>
#include <errno.h>
#include <linux/ioctl.h>
#include <linux/vm_sockets.h>
#include <kapi_specs/helpers.h>

DEFINE_KAPI_IOCTL_SPEC(ioctl_vm_sockets_get_local_cid)
	KAPI_IOCTL_HEAD_R(IOCTL_VM_SOCKETS_GET_LOCAL_CID, "vsock_device_ops",
			  "unsigned int *", sizeof(unsigned int),
			  "The context ID of this machine",
			  "Receives the CID")
	KAPI_LONG_DESC("The command number encodes no size and no direction "
		       "(_IO(7, 0xb9)) although the kernel writes a 32-bit CID "
		       "through arg. A host answers VMADDR_CID_HOST (2) or the "
		       "local CID (1) when no transport is loaded; a guest its "
		       "own CID, 3 or more.")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(EFAULT, "The CID cannot be written to arg")
	KAPI_IOCTL_SCALAR(cid, KAPI_TYPE_UINT, "unsigned int", 4, "The CID (VMADDR_CID_*)",
		KAPI_FIELD_CONSTRAINT_RANGE(VMADDR_CID_LOCAL, 0xfffffffe))
	KAPI_EXAMPLES("unsigned int cid;\\nioctl(open(\"/dev/vsock\", O_RDONLY), IOCTL_VM_SOCKETS_GET_LOCAL_CID, &cid);")
KAPI_END_SPEC;

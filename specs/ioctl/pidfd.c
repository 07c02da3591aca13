// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * Process file descriptors from pidfd_open() or clone(CLONE_PIDFD)
 * (fs/pidfs.c): what a process is, and a descriptor for each of its
 * namespaces, without going through /proc.
 */
#include <kapi/spec_compile.h>
#include <errno.h>
#include <limits.h>
#include <stddef.h>
#include <linux/types.h>
#include <linux/ioctl.h>
#include <kapi_specs/uapi_extra.h>
#include <kapi_specs/helpers.h>

/* PIDFD_GET_INFO numbered with the 64-byte struct of 6.13 headers */
#define PIDFD_GET_INFO_VER0	0xC040FF0B
_Static_assert(PIDFD_GET_INFO_VER0 == _IOWR(PIDFS_IOCTL_MAGIC, 11, char[PIDFD_INFO_SIZE_VER0]), "VER0");

DEFINE_KAPI_IOCTL_SPEC(pidfd_get_cgroup_namespace)
	KAPI_IOCTL_CMD(PIDFD_GET_CGROUP_NAMESPACE)
	KAPI_IOCTL_CMD_NAME("PIDFD_GET_CGROUP_NAMESPACE")
	KAPI_IOCTL_FILE_OPS_NAME("pidfd_fops")
	KAPI_DESCRIPTION("Open the cgroup namespace of the process")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_RETURN_NEW_FD("int", "A new nsfs descriptor, close-on-exec")
	KAPI_IOCTL_GENERAL_ERRNOS
	KAPI_ERRNO(EINVAL, "The argument is not 0")
	KAPI_ERRNO(ESRCH, "The process has exited")
	KAPI_ERRNO(EOPNOTSUPP, "The kernel is built without this namespace")
	KAPI_ERR_MFILE_SHORT
	KAPI_ERR_NOMEM
	KAPI_NOTES("The caller needs ptrace read access to the process; "
		   "this machine's tests run as root and do not show the "
		   "error a stranger gets.")
	KAPI_SINCE_VERSION("6.11")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(pidfd_get_ipc_namespace)
	KAPI_IOCTL_CMD(PIDFD_GET_IPC_NAMESPACE)
	KAPI_IOCTL_CMD_NAME("PIDFD_GET_IPC_NAMESPACE")
	KAPI_IOCTL_FILE_OPS_NAME("pidfd_fops")
	KAPI_DESCRIPTION("Open the IPC namespace of the process")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_RETURN_NEW_FD("int", "A new nsfs descriptor, close-on-exec")
	KAPI_IOCTL_GENERAL_ERRNOS
	KAPI_ERRNO(EINVAL, "The argument is not 0")
	KAPI_ERRNO(ESRCH, "The process has exited")
	KAPI_ERRNO(EOPNOTSUPP, "The kernel is built without this namespace")
	KAPI_ERR_MFILE_SHORT
	KAPI_ERR_NOMEM
	KAPI_NOTES("The caller needs ptrace read access to the process; "
		   "this machine's tests run as root and do not show the "
		   "error a stranger gets.")
	KAPI_SINCE_VERSION("6.11")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(pidfd_get_mnt_namespace)
	KAPI_IOCTL_CMD(PIDFD_GET_MNT_NAMESPACE)
	KAPI_IOCTL_CMD_NAME("PIDFD_GET_MNT_NAMESPACE")
	KAPI_IOCTL_FILE_OPS_NAME("pidfd_fops")
	KAPI_DESCRIPTION("Open the mount namespace of the process")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_RETURN_NEW_FD("int", "A new nsfs descriptor, close-on-exec")
	KAPI_IOCTL_GENERAL_ERRNOS
	KAPI_ERRNO(EINVAL, "The argument is not 0")
	KAPI_ERRNO(ESRCH, "The process has exited")
	KAPI_ERRNO(EOPNOTSUPP, "The kernel is built without this namespace")
	KAPI_ERR_MFILE_SHORT
	KAPI_ERR_NOMEM
	KAPI_NOTES("The caller needs ptrace read access to the process; "
		   "this machine's tests run as root and do not show the "
		   "error a stranger gets.")
	KAPI_SINCE_VERSION("6.11")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(pidfd_get_net_namespace)
	KAPI_IOCTL_CMD(PIDFD_GET_NET_NAMESPACE)
	KAPI_IOCTL_CMD_NAME("PIDFD_GET_NET_NAMESPACE")
	KAPI_IOCTL_FILE_OPS_NAME("pidfd_fops")
	KAPI_DESCRIPTION("Open the network namespace of the process")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_RETURN_NEW_FD("int", "A new nsfs descriptor, close-on-exec")
	KAPI_IOCTL_GENERAL_ERRNOS
	KAPI_ERRNO(EINVAL, "The argument is not 0")
	KAPI_ERRNO(ESRCH, "The process has exited")
	KAPI_ERRNO(EOPNOTSUPP, "The kernel is built without this namespace")
	KAPI_ERR_MFILE_SHORT
	KAPI_ERR_NOMEM
	KAPI_NOTES("The caller needs ptrace read access to the process; "
		   "this machine's tests run as root and do not show the "
		   "error a stranger gets.")
	KAPI_SINCE_VERSION("6.11")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(pidfd_get_pid_namespace)
	KAPI_IOCTL_CMD(PIDFD_GET_PID_NAMESPACE)
	KAPI_IOCTL_CMD_NAME("PIDFD_GET_PID_NAMESPACE")
	KAPI_IOCTL_FILE_OPS_NAME("pidfd_fops")
	KAPI_DESCRIPTION("Open the PID namespace of the process")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_RETURN_NEW_FD("int", "A new nsfs descriptor, close-on-exec")
	KAPI_IOCTL_GENERAL_ERRNOS
	KAPI_ERRNO(EINVAL, "The argument is not 0")
	KAPI_ERRNO(ESRCH, "The process has exited")
	KAPI_ERRNO(EOPNOTSUPP, "The kernel is built without this namespace")
	KAPI_ERR_MFILE_SHORT
	KAPI_ERR_NOMEM
	KAPI_NOTES("The caller needs ptrace read access to the process; "
		   "this machine's tests run as root and do not show the "
		   "error a stranger gets.")
	KAPI_SINCE_VERSION("6.11")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(pidfd_get_pid_for_children_namespace)
	KAPI_IOCTL_CMD(PIDFD_GET_PID_FOR_CHILDREN_NAMESPACE)
	KAPI_IOCTL_CMD_NAME("PIDFD_GET_PID_FOR_CHILDREN_NAMESPACE")
	KAPI_IOCTL_FILE_OPS_NAME("pidfd_fops")
	KAPI_DESCRIPTION("Open the children's PID namespace of the process")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_RETURN_NEW_FD("int", "A new nsfs descriptor, close-on-exec")
	KAPI_IOCTL_GENERAL_ERRNOS
	KAPI_ERRNO(EINVAL, "The argument is not 0")
	KAPI_ERRNO(ESRCH, "The process has exited")
	KAPI_ERRNO(EOPNOTSUPP, "The kernel is built without this namespace")
	KAPI_ERR_MFILE_SHORT
	KAPI_ERR_NOMEM
	KAPI_NOTES("The caller needs ptrace read access to the process; "
		   "this machine's tests run as root and do not show the "
		   "error a stranger gets.")
	KAPI_SINCE_VERSION("6.11")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(pidfd_get_time_namespace)
	KAPI_IOCTL_CMD(PIDFD_GET_TIME_NAMESPACE)
	KAPI_IOCTL_CMD_NAME("PIDFD_GET_TIME_NAMESPACE")
	KAPI_IOCTL_FILE_OPS_NAME("pidfd_fops")
	KAPI_DESCRIPTION("Open the time namespace of the process")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_RETURN_NEW_FD("int", "A new nsfs descriptor, close-on-exec")
	KAPI_IOCTL_GENERAL_ERRNOS
	KAPI_ERRNO(EINVAL, "The argument is not 0")
	KAPI_ERRNO(ESRCH, "The process has exited")
	KAPI_ERRNO(EOPNOTSUPP, "The kernel is built without this namespace")
	KAPI_ERR_MFILE_SHORT
	KAPI_ERR_NOMEM
	KAPI_NOTES("The caller needs ptrace read access to the process; "
		   "this machine's tests run as root and do not show the "
		   "error a stranger gets.")
	KAPI_SINCE_VERSION("6.11")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(pidfd_get_time_for_children_namespace)
	KAPI_IOCTL_CMD(PIDFD_GET_TIME_FOR_CHILDREN_NAMESPACE)
	KAPI_IOCTL_CMD_NAME("PIDFD_GET_TIME_FOR_CHILDREN_NAMESPACE")
	KAPI_IOCTL_FILE_OPS_NAME("pidfd_fops")
	KAPI_DESCRIPTION("Open the children's time namespace of the process")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_RETURN_NEW_FD("int", "A new nsfs descriptor, close-on-exec")
	KAPI_IOCTL_GENERAL_ERRNOS
	KAPI_ERRNO(EINVAL, "The argument is not 0")
	KAPI_ERRNO(ESRCH, "The process has exited")
	KAPI_ERRNO(EOPNOTSUPP, "The kernel is built without this namespace")
	KAPI_ERR_MFILE_SHORT
	KAPI_ERR_NOMEM
	KAPI_NOTES("The caller needs ptrace read access to the process; "
		   "this machine's tests run as root and do not show the "
		   "error a stranger gets.")
	KAPI_SINCE_VERSION("6.11")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(pidfd_get_user_namespace)
	KAPI_IOCTL_CMD(PIDFD_GET_USER_NAMESPACE)
	KAPI_IOCTL_CMD_NAME("PIDFD_GET_USER_NAMESPACE")
	KAPI_IOCTL_FILE_OPS_NAME("pidfd_fops")
	KAPI_DESCRIPTION("Open the user namespace of the process")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_RETURN_NEW_FD("int", "A new nsfs descriptor, close-on-exec")
	KAPI_IOCTL_GENERAL_ERRNOS
	KAPI_ERRNO(EINVAL, "The argument is not 0")
	KAPI_ERRNO(ESRCH, "The process has exited")
	KAPI_ERRNO(EOPNOTSUPP, "The kernel is built without this namespace")
	KAPI_ERR_MFILE_SHORT
	KAPI_ERR_NOMEM
	KAPI_NOTES("The caller needs ptrace read access to the process; "
		   "this machine's tests run as root and do not show the "
		   "error a stranger gets.")
	KAPI_SINCE_VERSION("6.11")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(pidfd_get_uts_namespace)
	KAPI_IOCTL_CMD(PIDFD_GET_UTS_NAMESPACE)
	KAPI_IOCTL_CMD_NAME("PIDFD_GET_UTS_NAMESPACE")
	KAPI_IOCTL_FILE_OPS_NAME("pidfd_fops")
	KAPI_DESCRIPTION("Open the UTS namespace of the process")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_RETURN_NEW_FD("int", "A new nsfs descriptor, close-on-exec")
	KAPI_IOCTL_GENERAL_ERRNOS
	KAPI_ERRNO(EINVAL, "The argument is not 0")
	KAPI_ERRNO(ESRCH, "The process has exited")
	KAPI_ERRNO(EOPNOTSUPP, "The kernel is built without this namespace")
	KAPI_ERR_MFILE_SHORT
	KAPI_ERR_NOMEM
	KAPI_NOTES("The caller needs ptrace read access to the process; "
		   "this machine's tests run as root and do not show the "
		   "error a stranger gets.")
	KAPI_SINCE_VERSION("6.11")
KAPI_END_SPEC;

/* What both sizes of PIDFD_GET_INFO read: the mask of fields asked for */
#define PIDFD_INFO_ASKED(size) \
	KAPI_STRUCT_SPEC(0, pidfd_info, "What PIDFD_GET_INFO reads") \
		KAPI_STRUCT_SIZE(size, 8) \
		KAPI_STRUCT_FIELD(0, "mask", KAPI_TYPE_UINT, "__u64", \
				  "PIDFD_INFO_* asked for; bits the kernel does not know are ignored") \
			KAPI_FIELD_OFFSET(offsetof(struct pidfd_info, mask)) \
			KAPI_FIELD_SIZE(8) \
		KAPI_STRUCT_FIELD_END \
	KAPI_STRUCT_SPEC_END

#define PIDFD_INFO_ERRORS \
	KAPI_ERRNO(EINVAL, "The argument is NULL") \
	KAPI_ERRNO(EFAULT, "The struct cannot be read or written") \
	KAPI_ERRNO(ESRCH, "The process was reaped and its exit was not asked for") \
	KAPI_ERRNO(EREMOTE, "The process is not in the caller's PID namespace or one below it, so it has no pid to report")

DEFINE_KAPI_IOCTL_SPEC(pidfd_get_info)
	KAPI_IOCTL_CMD(PIDFD_GET_INFO)
	KAPI_IOCTL_CMD_NAME("PIDFD_GET_INFO")
	KAPI_IOCTL_INPUT_SIZE(PIDFD_INFO_SIZE_VER1)
	KAPI_IOCTL_FILE_OPS_NAME("pidfd_fops")
	KAPI_DESCRIPTION("Identity, credentials, cgroup and exit status of the process")
	KAPI_LONG_DESC("The caller sets mask to the PIDFD_INFO_* it wants; the "
		       "kernel answers with the mask of what it filled in: pid "
		       "numbers as seen from the caller's PID namespace, the "
		       "credentials, the cgroup ID, the exit code and the "
		       "coredump state. This is the 72-byte form newer headers "
		       "number.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_INOUT("arg", "struct pidfd_info *", "The mask asked, then the answers")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	PIDFD_INFO_ERRORS
	PIDFD_INFO_ASKED(PIDFD_INFO_SIZE_VER1)
	KAPI_NOTES("The struct size is part of the command number; a size "
		   "below 64 is not a command (ENOTTY), larger ones are "
		   "answered up to what the kernel knows.")
	KAPI_SINCE_VERSION("6.13")
	KAPI_EXAMPLES("struct pidfd_info i = { .mask = PIDFD_INFO_CREDS };\n"
		      "ioctl(pidfd, PIDFD_GET_INFO, &i);")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(pidfd_get_info_ver0)
	KAPI_IOCTL_CMD(PIDFD_GET_INFO_VER0)
	KAPI_IOCTL_CMD_NAME("PIDFD_GET_INFO_SIZE_VER0")
	KAPI_IOCTL_INPUT_SIZE(PIDFD_INFO_SIZE_VER0)
	KAPI_IOCTL_FILE_OPS_NAME("pidfd_fops")
	KAPI_DESCRIPTION("PIDFD_GET_INFO as 6.13 headers number it: the 64-byte struct")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_INOUT("arg", "struct pidfd_info *", "The mask asked, then the answers")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	PIDFD_INFO_ERRORS
	PIDFD_INFO_ASKED(PIDFD_INFO_SIZE_VER0)
	KAPI_NOTES("Without exit_code and coredump_mask, which need the 72-byte form.")
	KAPI_SINCE_VERSION("6.13")
KAPI_END_SPEC;

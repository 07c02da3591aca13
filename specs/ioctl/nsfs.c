// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * Namespace files: /proc/<pid>/ns/<kind> and the descriptors pidfd and
 * nsfs ioctls hand out (fs/nsfs.c).  The namespace tree, who owns a
 * namespace, and pid numbers translated between PID namespaces.
 */
#include <kapi/spec_compile.h>
#include <errno.h>
#include <limits.h>
#include <stddef.h>
#include <linux/nsfs.h>
#include <kapi_specs/uapi_extra.h>
#include <kapi_specs/helpers.h>

#define NS_FOPS	KAPI_IOCTL_FILE_OPS_NAME("ns_file_operations")

DEFINE_KAPI_IOCTL_SPEC(ns_get_userns)
	KAPI_IOCTL_CMD(NS_GET_USERNS)
	KAPI_IOCTL_CMD_NAME("NS_GET_USERNS")
	NS_FOPS
	KAPI_DESCRIPTION("Open the user namespace that owns this namespace")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_RETURN_NEW_FD("int", "A new descriptor for the owning user namespace")
	KAPI_IOCTL_GENERAL_ERRNOS
	KAPI_ERRNO(EPERM, "The owner lies outside the caller's user namespace")
	KAPI_ERR_MFILE_SHORT
	KAPI_ERR_NOMEM
	KAPI_SINCE_VERSION("4.9")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(ns_get_parent)
	KAPI_IOCTL_CMD(NS_GET_PARENT)
	KAPI_IOCTL_CMD_NAME("NS_GET_PARENT")
	NS_FOPS
	KAPI_DESCRIPTION("Open the parent of a PID or user namespace")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_RETURN_NEW_FD("int", "A new descriptor for the parent namespace")
	KAPI_IOCTL_GENERAL_ERRNOS
	KAPI_ERRNO(EINVAL, "The namespace kind has no tree (not PID or user)")
	KAPI_ERRNO(EPERM, "The parent is outside the caller's view, as for the initial namespace")
	KAPI_ERR_MFILE_SHORT
	KAPI_ERR_NOMEM
	KAPI_SINCE_VERSION("4.9")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(ns_get_nstype)
	KAPI_IOCTL_CMD(NS_GET_NSTYPE)
	KAPI_IOCTL_CMD_NAME("NS_GET_NSTYPE")
	NS_FOPS
	KAPI_DESCRIPTION("The kind of namespace, as its CLONE_NEW* flag")
	KAPI_CONTEXT(KAPI_CTX_PROCESS)
	KAPI_RETURN_IN_RANGE("int", "CLONE_NEWNS, CLONE_NEWPID, ... (one bit)", 1, INT_MAX)
	KAPI_IOCTL_GENERAL_ERRNOS
	KAPI_SINCE_VERSION("4.11")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(ns_get_owner_uid)
	KAPI_IOCTL_CMD(NS_GET_OWNER_UID)
	KAPI_IOCTL_CMD_NAME("NS_GET_OWNER_UID")
	KAPI_IOCTL_OUTPUT_SIZE(sizeof(unsigned int))
	NS_FOPS
	KAPI_DESCRIPTION("The uid that created a user namespace, as the caller sees it")
	KAPI_CONTEXT(KAPI_CTX_PROCESS)
	KAPI_PARAM_USER_OUT("arg", "uid_t *", "Receives the uid")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(EINVAL, "The namespace is not a user namespace")
	KAPI_ERRNO(EFAULT, "The uid cannot be written")
	KAPI_NOTES("An owner with no mapping in the caller's namespace reads as the overflow uid.")
	KAPI_SINCE_VERSION("4.11")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(ns_get_mntns_id)
	KAPI_IOCTL_CMD(NS_GET_MNTNS_ID)
	KAPI_IOCTL_CMD_NAME("NS_GET_MNTNS_ID")
	KAPI_IOCTL_OUTPUT_SIZE(sizeof(__u64))
	NS_FOPS
	KAPI_DESCRIPTION("The 64-bit ID of a mount namespace, as listmount() and statmount() take it")
	KAPI_CONTEXT(KAPI_CTX_PROCESS)
	KAPI_PARAM_USER_OUT("arg", "__u64 *", "Receives the ID")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(EINVAL, "The namespace is not a mount namespace")
	KAPI_ERRNO(EFAULT, "The ID cannot be written")
	KAPI_SINCE_VERSION("6.10")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(ns_get_id)
	KAPI_IOCTL_CMD(NS_GET_ID)
	KAPI_IOCTL_CMD_NAME("NS_GET_ID")
	KAPI_IOCTL_OUTPUT_SIZE(sizeof(__u64))
	NS_FOPS
	KAPI_DESCRIPTION("The 64-bit ID of a namespace of any kind, never reused")
	KAPI_CONTEXT(KAPI_CTX_PROCESS)
	KAPI_PARAM_USER_OUT("arg", "__u64 *", "Receives the ID")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(EFAULT, "The ID cannot be written")
	KAPI_SINCE_VERSION("6.18")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(ns_get_pid_from_pidns)
	KAPI_IOCTL_CMD(NS_GET_PID_FROM_PIDNS)
	KAPI_IOCTL_CMD_NAME("NS_GET_PID_FROM_PIDNS")
	NS_FOPS
	KAPI_DESCRIPTION("A pid of this PID namespace, as the caller's namespace numbers it")
	KAPI_CONTEXT(KAPI_CTX_PROCESS)
	KAPI_PARAM_INT_IN("arg", "pid_t", "The pid to translate (a value, not a pointer)")
	KAPI_RETURN_IN_RANGE("int", "The translated pid", 1, INT_MAX)
	KAPI_IOCTL_GENERAL_ERRNOS
	KAPI_ERRNO(EINVAL, "The namespace is not a PID namespace")
	KAPI_ERRNO(ESRCH, "No such task, or it has no pid on the other side")
	KAPI_NOTES("The TGID forms answer with the thread group leader's pid.")
	KAPI_SINCE_VERSION("6.10")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(ns_get_tgid_from_pidns)
	KAPI_IOCTL_CMD(NS_GET_TGID_FROM_PIDNS)
	KAPI_IOCTL_CMD_NAME("NS_GET_TGID_FROM_PIDNS")
	NS_FOPS
	KAPI_DESCRIPTION("A thread group of this PID namespace, as the caller's namespace numbers it")
	KAPI_CONTEXT(KAPI_CTX_PROCESS)
	KAPI_PARAM_INT_IN("arg", "pid_t", "The pid to translate (a value, not a pointer)")
	KAPI_RETURN_IN_RANGE("int", "The translated pid", 1, INT_MAX)
	KAPI_IOCTL_GENERAL_ERRNOS
	KAPI_ERRNO(EINVAL, "The namespace is not a PID namespace")
	KAPI_ERRNO(ESRCH, "No such task, or it has no pid on the other side")
	KAPI_NOTES("The TGID forms answer with the thread group leader's pid.")
	KAPI_SINCE_VERSION("6.10")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(ns_get_pid_in_pidns)
	KAPI_IOCTL_CMD(NS_GET_PID_IN_PIDNS)
	KAPI_IOCTL_CMD_NAME("NS_GET_PID_IN_PIDNS")
	NS_FOPS
	KAPI_DESCRIPTION("A pid of the caller's namespace, as this PID namespace numbers it")
	KAPI_CONTEXT(KAPI_CTX_PROCESS)
	KAPI_PARAM_INT_IN("arg", "pid_t", "The pid to translate (a value, not a pointer)")
	KAPI_RETURN_IN_RANGE("int", "The translated pid", 1, INT_MAX)
	KAPI_IOCTL_GENERAL_ERRNOS
	KAPI_ERRNO(EINVAL, "The namespace is not a PID namespace")
	KAPI_ERRNO(ESRCH, "No such task, or it has no pid on the other side")
	KAPI_NOTES("The TGID forms answer with the thread group leader's pid.")
	KAPI_SINCE_VERSION("6.10")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(ns_get_tgid_in_pidns)
	KAPI_IOCTL_CMD(NS_GET_TGID_IN_PIDNS)
	KAPI_IOCTL_CMD_NAME("NS_GET_TGID_IN_PIDNS")
	NS_FOPS
	KAPI_DESCRIPTION("A thread group of the caller's namespace, as this PID namespace numbers it")
	KAPI_CONTEXT(KAPI_CTX_PROCESS)
	KAPI_PARAM_INT_IN("arg", "pid_t", "The pid to translate (a value, not a pointer)")
	KAPI_RETURN_IN_RANGE("int", "The translated pid", 1, INT_MAX)
	KAPI_IOCTL_GENERAL_ERRNOS
	KAPI_ERRNO(EINVAL, "The namespace is not a PID namespace")
	KAPI_ERRNO(ESRCH, "No such task, or it has no pid on the other side")
	KAPI_NOTES("The TGID forms answer with the thread group leader's pid.")
	KAPI_SINCE_VERSION("6.10")
KAPI_END_SPEC;

/* The mount namespace walk: what the kernel fills in */
#define MNT_NS_INFO_OUT(what) \
	KAPI_STRUCT_SPEC(0, mnt_ns_info, what) \
		KAPI_STRUCT_SIZE(sizeof(struct mnt_ns_info), __alignof__(struct mnt_ns_info)) \
		KAPI_STRUCT_FIELD(0, "size", KAPI_TYPE_UINT, "__u32", "Bytes the kernel filled, 16 so far") \
			KAPI_FIELD_OFFSET(offsetof(struct mnt_ns_info, size)) \
			KAPI_FIELD_SIZE(4) \
			KAPI_FIELD_CONSTRAINT_RANGE(MNT_NS_INFO_SIZE_VER0, 4096) \
		KAPI_STRUCT_FIELD_END \
		KAPI_STRUCT_FIELD(1, "nr_mounts", KAPI_TYPE_UINT, "__u32", "Mounts in the namespace") \
			KAPI_FIELD_OFFSET(offsetof(struct mnt_ns_info, nr_mounts)) \
			KAPI_FIELD_SIZE(4) \
		KAPI_STRUCT_FIELD_END \
		KAPI_STRUCT_FIELD(2, "mnt_ns_id", KAPI_TYPE_UINT, "__u64", "The namespace's ID") \
			KAPI_FIELD_OFFSET(offsetof(struct mnt_ns_info, mnt_ns_id)) \
			KAPI_FIELD_SIZE(8) \
			KAPI_FIELD_CONSTRAINT_RANGE(1, LLONG_MAX) \
		KAPI_STRUCT_FIELD_END \
	KAPI_STRUCT_SPEC_END

DEFINE_KAPI_IOCTL_SPEC(ns_mnt_get_info)
	KAPI_IOCTL_CMD(NS_MNT_GET_INFO)
	KAPI_IOCTL_CMD_NAME("NS_MNT_GET_INFO")
	KAPI_IOCTL_OUTPUT_SIZE(sizeof(struct mnt_ns_info))
	NS_FOPS
	KAPI_DESCRIPTION("Mount count and ID of a mount namespace")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_OUT("arg", "struct mnt_ns_info *", "Filled in")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(EINVAL, "The namespace is not a mount namespace")
	KAPI_ERRNO(EFAULT, "The struct cannot be written")
	MNT_NS_INFO_OUT("What NS_MNT_GET_INFO fills in")
	KAPI_NOTES("The size field is written, not read: any value the caller left there is ignored.")
	KAPI_SINCE_VERSION("6.12")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(ns_mnt_get_next)
	KAPI_IOCTL_CMD(NS_MNT_GET_NEXT)
	KAPI_IOCTL_CMD_NAME("NS_MNT_GET_NEXT")
	NS_FOPS
	KAPI_DESCRIPTION("Open the next mount namespace in creation order")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_OUT_OPT("arg", "struct mnt_ns_info *",
				"Filled in for the namespace opened; may be NULL")
	KAPI_RETURN_NEW_FD("int", "A new descriptor for that namespace")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(EINVAL, "The namespace is not a mount namespace")
	KAPI_ERRNO(ENOENT, "No next mount namespace the caller may see")
	KAPI_ERRNO(EFAULT, "The struct cannot be written")
	KAPI_ERR_MFILE_SHORT
	KAPI_NOTES("Namespaces whose owning user namespace the caller has "
		   "no CAP_SYS_ADMIN over are skipped; tests here run as "
		   "root and do not show that.")
	KAPI_SINCE_VERSION("6.12")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(ns_mnt_get_prev)
	KAPI_IOCTL_CMD(NS_MNT_GET_PREV)
	KAPI_IOCTL_CMD_NAME("NS_MNT_GET_PREV")
	NS_FOPS
	KAPI_DESCRIPTION("Open the previous mount namespace in creation order")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_OUT_OPT("arg", "struct mnt_ns_info *",
				"Filled in for the namespace opened; may be NULL")
	KAPI_RETURN_NEW_FD("int", "A new descriptor for that namespace")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(EINVAL, "The namespace is not a mount namespace")
	KAPI_ERRNO(ENOENT, "No previous mount namespace the caller may see")
	KAPI_ERRNO(EFAULT, "The struct cannot be written")
	KAPI_ERR_MFILE_SHORT
	KAPI_NOTES("Namespaces whose owning user namespace the caller has "
		   "no CAP_SYS_ADMIN over are skipped; tests here run as "
		   "root and do not show that.")
	KAPI_SINCE_VERSION("6.12")
KAPI_END_SPEC;


// SPDX-License-Identifier: GPL-2.0
/*
 * Extended attributes (fs/xattr.c): name/value pairs beside a file's data,
 * in the user, trusted, security and system namespaces.  Each call comes
 * in three forms: by path, by path without following a final symbolic
 * link (l*), and by descriptor (f*).  cp -a, tar --xattrs and the C
 * library's ACL code make them.
 */
#include <kapi/spec_compile.h>
#include <errno.h>
#include <limits.h>
#include <linux/limits.h>
#include <linux/xattr.h>
#include <kapi_specs/kernel_consts.h>

DEFINE_KERNEL_API_SPEC(sys_getxattr)
	KAPI_DESCRIPTION("Read an extended attribute of a file named by path")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "pathname", "const char *", "The file; symbolic links are followed")
		KAPI_PARAM_TYPE(KAPI_TYPE_PATH)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN | KAPI_PARAM_USER)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_PATH)
	KAPI_PARAM_END
	KAPI_PARAM(1, "name", "const char *", "Attribute name with its namespace prefix: user., trusted., security. or system.")
		KAPI_PARAM_TYPE(KAPI_TYPE_STRING)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN | KAPI_PARAM_USER)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_STRING)
		KAPI_PARAM_CONSTRAINT("1 to XATTR_NAME_MAX (255) bytes")
	KAPI_PARAM_END
	KAPI_PARAM(2, "value", "void *", "Receives the value; may be NULL when size is 0")
		KAPI_PARAM_TYPE(KAPI_TYPE_USER_PTR)
		KAPI_PARAM_FLAGS(KAPI_PARAM_OUT | KAPI_PARAM_USER)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_PTR)
		KAPI_PARAM_SIZE_PARAM(3)
	KAPI_PARAM_END
	KAPI_PARAM(3, "size", "size_t", "Room in value")
		KAPI_PARAM_TYPE(KAPI_TYPE_UINT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
		KAPI_PARAM_CONSTRAINT("0 asks for the size needed; more than the largest possible is clamped")
	KAPI_PARAM_END
	KAPI_RETURN("long", "The value's size; with size 0, the size it needs")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_RANGE)
		KAPI_RETURN_SUCCESS_RANGE(0, XATTR_SIZE_MAX)
	KAPI_RETURN_END
	KAPI_ERROR(0, -E2BIG, "E2BIG", "The value is larger than XATTR_SIZE_MAX",
		   "")
	KAPI_ERROR(1, -EACCES, "EACCES", "Search permission is missing on the path, or the attribute's namespace refuses the caller",
		   "")
	KAPI_ERROR(2, -EFAULT, "EFAULT", "An argument lies outside the address space",
		   "")
	KAPI_ERROR(3, -EIO, "EIO", "An I/O error",
		   "")
	KAPI_ERROR(4, -ELOOP, "ELOOP", "Too many symbolic links",
		   "")
	KAPI_ERROR(5, -ENAMETOOLONG, "ENAMETOOLONG", "The path or a component is too long",
		   "")
	KAPI_ERROR(6, -ENODATA, "ENODATA", "The file has no such attribute, or the caller may not see it",
		   "")
	KAPI_ERROR(7, -ENOENT, "ENOENT", "The file does not exist",
		   "")
	KAPI_ERROR(8, -ENOMEM, "ENOMEM", "Kernel memory ran out",
		   "")
	KAPI_ERROR(9, -ENOTDIR, "ENOTDIR", "A component is not a directory",
		   "")
	KAPI_ERROR(10, -EOPNOTSUPP, "EOPNOTSUPP", "The file system or the namespace has no extended attributes",
		   "")
	KAPI_ERROR(11, -ERANGE, "ERANGE", "size is non-zero and too small, or the name is empty or too long",
		   "")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_setxattr)
	KAPI_DESCRIPTION("Create or replace an extended attribute of a file named by path")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "pathname", "const char *", "The file; symbolic links are followed")
		KAPI_PARAM_TYPE(KAPI_TYPE_PATH)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN | KAPI_PARAM_USER)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_PATH)
	KAPI_PARAM_END
	KAPI_PARAM(1, "name", "const char *", "Attribute name with its namespace prefix: user., trusted., security. or system.")
		KAPI_PARAM_TYPE(KAPI_TYPE_STRING)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN | KAPI_PARAM_USER)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_STRING)
		KAPI_PARAM_CONSTRAINT("1 to XATTR_NAME_MAX (255) bytes")
	KAPI_PARAM_END
	KAPI_PARAM(2, "value", "const void *", "The value, not NUL-terminated")
		KAPI_PARAM_TYPE(KAPI_TYPE_USER_PTR)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN | KAPI_PARAM_USER)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_PTR)
		KAPI_PARAM_SIZE_PARAM(3)
	KAPI_PARAM_END
	KAPI_PARAM(3, "size", "size_t", "Bytes in value")
		KAPI_PARAM_TYPE(KAPI_TYPE_UINT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, XATTR_SIZE_MAX)
	KAPI_PARAM_END
	KAPI_PARAM(4, "flags", "int", "0, XATTR_CREATE or XATTR_REPLACE")
		KAPI_PARAM_TYPE(KAPI_TYPE_INT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(XATTR_CREATE | XATTR_REPLACE)
	KAPI_PARAM_END
	KAPI_RETURN("long", "0")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_EXACT)
		KAPI_RETURN_SUCCESS(0)
	KAPI_RETURN_END
	KAPI_ERROR(0, -E2BIG, "E2BIG", "size is larger than XATTR_SIZE_MAX",
		   "")
	KAPI_ERROR(1, -EACCES, "EACCES", "Search permission is missing on the path, or the attribute's namespace refuses the caller",
		   "")
	KAPI_ERROR(2, -EDQUOT, "EDQUOT", "The quota is used up",
		   "")
	KAPI_ERROR(3, -EEXIST, "EEXIST", "XATTR_CREATE and the attribute exists",
		   "")
	KAPI_ERROR(4, -EFAULT, "EFAULT", "An argument lies outside the address space",
		   "")
	KAPI_ERROR(5, -EINVAL, "EINVAL", "flags has other bits, or the value is malformed for its namespace",
		   "")
	KAPI_ERROR(6, -EIO, "EIO", "An I/O error",
		   "")
	KAPI_ERROR(7, -ELOOP, "ELOOP", "Too many symbolic links",
		   "")
	KAPI_ERROR(8, -ENAMETOOLONG, "ENAMETOOLONG", "The path or a component is too long",
		   "")
	KAPI_ERROR(9, -ENODATA, "ENODATA", "XATTR_REPLACE and the attribute does not exist",
		   "")
	KAPI_ERROR(10, -ENOENT, "ENOENT", "The file does not exist",
		   "")
	KAPI_ERROR(11, -ENOMEM, "ENOMEM", "Kernel memory ran out",
		   "")
	KAPI_ERROR(12, -ENOSPC, "ENOSPC", "No room for the attribute",
		   "")
	KAPI_ERROR(13, -ENOTDIR, "ENOTDIR", "A component is not a directory",
		   "")
	KAPI_ERROR(14, -EOPNOTSUPP, "EOPNOTSUPP", "The file system or the namespace has no extended attributes",
		   "")
	KAPI_ERROR(15, -EPERM, "EPERM", "An immutable or append-only file, a namespace the caller may not write, or user.* on a file that is neither regular nor a directory",
		   "")
	KAPI_ERROR(16, -ERANGE, "ERANGE", "The name is empty or too long",
		   "")
	KAPI_ERROR(17, -EROFS, "EROFS", "Read-only file system",
		   "")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_listxattr)
	KAPI_DESCRIPTION("List the extended attribute names of a file named by path")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "pathname", "const char *", "The file; symbolic links are followed")
		KAPI_PARAM_TYPE(KAPI_TYPE_PATH)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN | KAPI_PARAM_USER)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_PATH)
	KAPI_PARAM_END
	KAPI_PARAM(1, "list", "char *", "Receives the names, each NUL-terminated; may be NULL when size is 0")
		KAPI_PARAM_TYPE(KAPI_TYPE_USER_PTR)
		KAPI_PARAM_FLAGS(KAPI_PARAM_OUT | KAPI_PARAM_USER)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_PTR)
		KAPI_PARAM_SIZE_PARAM(2)
	KAPI_PARAM_END
	KAPI_PARAM(2, "size", "size_t", "Room in list")
		KAPI_PARAM_TYPE(KAPI_TYPE_UINT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
		KAPI_PARAM_CONSTRAINT("0 asks for the size needed; more than the largest possible is clamped")
	KAPI_PARAM_END
	KAPI_RETURN("long", "Bytes of the list; with size 0, the size it needs")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_RANGE)
		KAPI_RETURN_SUCCESS_RANGE(0, XATTR_LIST_MAX)
	KAPI_RETURN_END
	KAPI_ERROR(0, -E2BIG, "E2BIG", "The list is larger than XATTR_LIST_MAX",
		   "")
	KAPI_ERROR(1, -EACCES, "EACCES", "Search permission is missing on the path, or the attribute's namespace refuses the caller",
		   "")
	KAPI_ERROR(2, -EFAULT, "EFAULT", "An argument lies outside the address space",
		   "")
	KAPI_ERROR(3, -EIO, "EIO", "An I/O error",
		   "")
	KAPI_ERROR(4, -ELOOP, "ELOOP", "Too many symbolic links",
		   "")
	KAPI_ERROR(5, -ENAMETOOLONG, "ENAMETOOLONG", "The path or a component is too long",
		   "")
	KAPI_ERROR(6, -ENOENT, "ENOENT", "The file does not exist",
		   "")
	KAPI_ERROR(7, -ENOMEM, "ENOMEM", "Kernel memory ran out",
		   "")
	KAPI_ERROR(8, -ENOTDIR, "ENOTDIR", "A component is not a directory",
		   "")
	KAPI_ERROR(9, -EOPNOTSUPP, "EOPNOTSUPP", "The file system has no extended attributes",
		   "")
	KAPI_ERROR(10, -ERANGE, "ERANGE", "size is non-zero and too small for the list",
		   "")
	KAPI_NOTES("Names the caller may not see (trusted.* without CAP_SYS_ADMIN) are left out.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_removexattr)
	KAPI_DESCRIPTION("Remove an extended attribute of a file named by path")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "pathname", "const char *", "The file; symbolic links are followed")
		KAPI_PARAM_TYPE(KAPI_TYPE_PATH)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN | KAPI_PARAM_USER)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_PATH)
	KAPI_PARAM_END
	KAPI_PARAM(1, "name", "const char *", "Attribute name with its namespace prefix: user., trusted., security. or system.")
		KAPI_PARAM_TYPE(KAPI_TYPE_STRING)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN | KAPI_PARAM_USER)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_STRING)
		KAPI_PARAM_CONSTRAINT("1 to XATTR_NAME_MAX (255) bytes")
	KAPI_PARAM_END
	KAPI_RETURN("long", "0")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_EXACT)
		KAPI_RETURN_SUCCESS(0)
	KAPI_RETURN_END
	KAPI_ERROR(0, -EACCES, "EACCES", "Search permission is missing on the path, or the attribute's namespace refuses the caller",
		   "")
	KAPI_ERROR(1, -EFAULT, "EFAULT", "An argument lies outside the address space",
		   "")
	KAPI_ERROR(2, -EIO, "EIO", "An I/O error",
		   "")
	KAPI_ERROR(3, -ELOOP, "ELOOP", "Too many symbolic links",
		   "")
	KAPI_ERROR(4, -ENAMETOOLONG, "ENAMETOOLONG", "The path or a component is too long",
		   "")
	KAPI_ERROR(5, -ENODATA, "ENODATA", "The file has no such attribute",
		   "")
	KAPI_ERROR(6, -ENOENT, "ENOENT", "The file does not exist",
		   "")
	KAPI_ERROR(7, -ENOMEM, "ENOMEM", "Kernel memory ran out",
		   "")
	KAPI_ERROR(8, -ENOTDIR, "ENOTDIR", "A component is not a directory",
		   "")
	KAPI_ERROR(9, -EOPNOTSUPP, "EOPNOTSUPP", "The file system or the namespace has no extended attributes",
		   "")
	KAPI_ERROR(10, -EPERM, "EPERM", "An immutable or append-only file, or a namespace the caller may not write",
		   "")
	KAPI_ERROR(11, -ERANGE, "ERANGE", "The name is empty or too long",
		   "")
	KAPI_ERROR(12, -EROFS, "EROFS", "Read-only file system",
		   "")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_lgetxattr)
	KAPI_DESCRIPTION("Read an extended attribute of a file named by path, not following a final symbolic link")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "pathname", "const char *", "The file; a final symbolic link is the one acted on")
		KAPI_PARAM_TYPE(KAPI_TYPE_PATH)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN | KAPI_PARAM_USER)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_PATH)
	KAPI_PARAM_END
	KAPI_PARAM(1, "name", "const char *", "Attribute name with its namespace prefix: user., trusted., security. or system.")
		KAPI_PARAM_TYPE(KAPI_TYPE_STRING)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN | KAPI_PARAM_USER)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_STRING)
		KAPI_PARAM_CONSTRAINT("1 to XATTR_NAME_MAX (255) bytes")
	KAPI_PARAM_END
	KAPI_PARAM(2, "value", "void *", "Receives the value; may be NULL when size is 0")
		KAPI_PARAM_TYPE(KAPI_TYPE_USER_PTR)
		KAPI_PARAM_FLAGS(KAPI_PARAM_OUT | KAPI_PARAM_USER)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_PTR)
		KAPI_PARAM_SIZE_PARAM(3)
	KAPI_PARAM_END
	KAPI_PARAM(3, "size", "size_t", "Room in value")
		KAPI_PARAM_TYPE(KAPI_TYPE_UINT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
		KAPI_PARAM_CONSTRAINT("0 asks for the size needed; more than the largest possible is clamped")
	KAPI_PARAM_END
	KAPI_RETURN("long", "The value's size; with size 0, the size it needs")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_RANGE)
		KAPI_RETURN_SUCCESS_RANGE(0, XATTR_SIZE_MAX)
	KAPI_RETURN_END
	KAPI_ERROR(0, -E2BIG, "E2BIG", "The value is larger than XATTR_SIZE_MAX",
		   "")
	KAPI_ERROR(1, -EACCES, "EACCES", "Search permission is missing on the path, or the attribute's namespace refuses the caller",
		   "")
	KAPI_ERROR(2, -EFAULT, "EFAULT", "An argument lies outside the address space",
		   "")
	KAPI_ERROR(3, -EIO, "EIO", "An I/O error",
		   "")
	KAPI_ERROR(4, -ELOOP, "ELOOP", "Too many symbolic links",
		   "")
	KAPI_ERROR(5, -ENAMETOOLONG, "ENAMETOOLONG", "The path or a component is too long",
		   "")
	KAPI_ERROR(6, -ENODATA, "ENODATA", "The file has no such attribute, or the caller may not see it",
		   "")
	KAPI_ERROR(7, -ENOENT, "ENOENT", "The file does not exist",
		   "")
	KAPI_ERROR(8, -ENOMEM, "ENOMEM", "Kernel memory ran out",
		   "")
	KAPI_ERROR(9, -ENOTDIR, "ENOTDIR", "A component is not a directory",
		   "")
	KAPI_ERROR(10, -EOPNOTSUPP, "EOPNOTSUPP", "The file system or the namespace has no extended attributes",
		   "")
	KAPI_ERROR(11, -ERANGE, "ERANGE", "size is non-zero and too small, or the name is empty or too long",
		   "")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_lsetxattr)
	KAPI_DESCRIPTION("Create or replace an extended attribute of a file named by path, not following a final symbolic link")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "pathname", "const char *", "The file; a final symbolic link is the one acted on")
		KAPI_PARAM_TYPE(KAPI_TYPE_PATH)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN | KAPI_PARAM_USER)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_PATH)
	KAPI_PARAM_END
	KAPI_PARAM(1, "name", "const char *", "Attribute name with its namespace prefix: user., trusted., security. or system.")
		KAPI_PARAM_TYPE(KAPI_TYPE_STRING)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN | KAPI_PARAM_USER)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_STRING)
		KAPI_PARAM_CONSTRAINT("1 to XATTR_NAME_MAX (255) bytes")
	KAPI_PARAM_END
	KAPI_PARAM(2, "value", "const void *", "The value, not NUL-terminated")
		KAPI_PARAM_TYPE(KAPI_TYPE_USER_PTR)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN | KAPI_PARAM_USER)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_PTR)
		KAPI_PARAM_SIZE_PARAM(3)
	KAPI_PARAM_END
	KAPI_PARAM(3, "size", "size_t", "Bytes in value")
		KAPI_PARAM_TYPE(KAPI_TYPE_UINT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, XATTR_SIZE_MAX)
	KAPI_PARAM_END
	KAPI_PARAM(4, "flags", "int", "0, XATTR_CREATE or XATTR_REPLACE")
		KAPI_PARAM_TYPE(KAPI_TYPE_INT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(XATTR_CREATE | XATTR_REPLACE)
	KAPI_PARAM_END
	KAPI_RETURN("long", "0")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_EXACT)
		KAPI_RETURN_SUCCESS(0)
	KAPI_RETURN_END
	KAPI_ERROR(0, -E2BIG, "E2BIG", "size is larger than XATTR_SIZE_MAX",
		   "")
	KAPI_ERROR(1, -EACCES, "EACCES", "Search permission is missing on the path, or the attribute's namespace refuses the caller",
		   "")
	KAPI_ERROR(2, -EDQUOT, "EDQUOT", "The quota is used up",
		   "")
	KAPI_ERROR(3, -EEXIST, "EEXIST", "XATTR_CREATE and the attribute exists",
		   "")
	KAPI_ERROR(4, -EFAULT, "EFAULT", "An argument lies outside the address space",
		   "")
	KAPI_ERROR(5, -EINVAL, "EINVAL", "flags has other bits, or the value is malformed for its namespace",
		   "")
	KAPI_ERROR(6, -EIO, "EIO", "An I/O error",
		   "")
	KAPI_ERROR(7, -ELOOP, "ELOOP", "Too many symbolic links",
		   "")
	KAPI_ERROR(8, -ENAMETOOLONG, "ENAMETOOLONG", "The path or a component is too long",
		   "")
	KAPI_ERROR(9, -ENODATA, "ENODATA", "XATTR_REPLACE and the attribute does not exist",
		   "")
	KAPI_ERROR(10, -ENOENT, "ENOENT", "The file does not exist",
		   "")
	KAPI_ERROR(11, -ENOMEM, "ENOMEM", "Kernel memory ran out",
		   "")
	KAPI_ERROR(12, -ENOSPC, "ENOSPC", "No room for the attribute",
		   "")
	KAPI_ERROR(13, -ENOTDIR, "ENOTDIR", "A component is not a directory",
		   "")
	KAPI_ERROR(14, -EOPNOTSUPP, "EOPNOTSUPP", "The file system or the namespace has no extended attributes",
		   "")
	KAPI_ERROR(15, -EPERM, "EPERM", "An immutable or append-only file, a namespace the caller may not write, or user.* on a file that is neither regular nor a directory",
		   "")
	KAPI_ERROR(16, -ERANGE, "ERANGE", "The name is empty or too long",
		   "")
	KAPI_ERROR(17, -EROFS, "EROFS", "Read-only file system",
		   "")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_llistxattr)
	KAPI_DESCRIPTION("List the extended attribute names of a file named by path, not following a final symbolic link")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "pathname", "const char *", "The file; a final symbolic link is the one acted on")
		KAPI_PARAM_TYPE(KAPI_TYPE_PATH)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN | KAPI_PARAM_USER)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_PATH)
	KAPI_PARAM_END
	KAPI_PARAM(1, "list", "char *", "Receives the names, each NUL-terminated; may be NULL when size is 0")
		KAPI_PARAM_TYPE(KAPI_TYPE_USER_PTR)
		KAPI_PARAM_FLAGS(KAPI_PARAM_OUT | KAPI_PARAM_USER)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_PTR)
		KAPI_PARAM_SIZE_PARAM(2)
	KAPI_PARAM_END
	KAPI_PARAM(2, "size", "size_t", "Room in list")
		KAPI_PARAM_TYPE(KAPI_TYPE_UINT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
		KAPI_PARAM_CONSTRAINT("0 asks for the size needed; more than the largest possible is clamped")
	KAPI_PARAM_END
	KAPI_RETURN("long", "Bytes of the list; with size 0, the size it needs")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_RANGE)
		KAPI_RETURN_SUCCESS_RANGE(0, XATTR_LIST_MAX)
	KAPI_RETURN_END
	KAPI_ERROR(0, -E2BIG, "E2BIG", "The list is larger than XATTR_LIST_MAX",
		   "")
	KAPI_ERROR(1, -EACCES, "EACCES", "Search permission is missing on the path, or the attribute's namespace refuses the caller",
		   "")
	KAPI_ERROR(2, -EFAULT, "EFAULT", "An argument lies outside the address space",
		   "")
	KAPI_ERROR(3, -EIO, "EIO", "An I/O error",
		   "")
	KAPI_ERROR(4, -ELOOP, "ELOOP", "Too many symbolic links",
		   "")
	KAPI_ERROR(5, -ENAMETOOLONG, "ENAMETOOLONG", "The path or a component is too long",
		   "")
	KAPI_ERROR(6, -ENOENT, "ENOENT", "The file does not exist",
		   "")
	KAPI_ERROR(7, -ENOMEM, "ENOMEM", "Kernel memory ran out",
		   "")
	KAPI_ERROR(8, -ENOTDIR, "ENOTDIR", "A component is not a directory",
		   "")
	KAPI_ERROR(9, -EOPNOTSUPP, "EOPNOTSUPP", "The file system has no extended attributes",
		   "")
	KAPI_ERROR(10, -ERANGE, "ERANGE", "size is non-zero and too small for the list",
		   "")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_lremovexattr)
	KAPI_DESCRIPTION("Remove an extended attribute of a file named by path, not following a final symbolic link")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "pathname", "const char *", "The file; a final symbolic link is the one acted on")
		KAPI_PARAM_TYPE(KAPI_TYPE_PATH)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN | KAPI_PARAM_USER)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_PATH)
	KAPI_PARAM_END
	KAPI_PARAM(1, "name", "const char *", "Attribute name with its namespace prefix: user., trusted., security. or system.")
		KAPI_PARAM_TYPE(KAPI_TYPE_STRING)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN | KAPI_PARAM_USER)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_STRING)
		KAPI_PARAM_CONSTRAINT("1 to XATTR_NAME_MAX (255) bytes")
	KAPI_PARAM_END
	KAPI_RETURN("long", "0")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_EXACT)
		KAPI_RETURN_SUCCESS(0)
	KAPI_RETURN_END
	KAPI_ERROR(0, -EACCES, "EACCES", "Search permission is missing on the path, or the attribute's namespace refuses the caller",
		   "")
	KAPI_ERROR(1, -EFAULT, "EFAULT", "An argument lies outside the address space",
		   "")
	KAPI_ERROR(2, -EIO, "EIO", "An I/O error",
		   "")
	KAPI_ERROR(3, -ELOOP, "ELOOP", "Too many symbolic links",
		   "")
	KAPI_ERROR(4, -ENAMETOOLONG, "ENAMETOOLONG", "The path or a component is too long",
		   "")
	KAPI_ERROR(5, -ENODATA, "ENODATA", "The file has no such attribute",
		   "")
	KAPI_ERROR(6, -ENOENT, "ENOENT", "The file does not exist",
		   "")
	KAPI_ERROR(7, -ENOMEM, "ENOMEM", "Kernel memory ran out",
		   "")
	KAPI_ERROR(8, -ENOTDIR, "ENOTDIR", "A component is not a directory",
		   "")
	KAPI_ERROR(9, -EOPNOTSUPP, "EOPNOTSUPP", "The file system or the namespace has no extended attributes",
		   "")
	KAPI_ERROR(10, -EPERM, "EPERM", "An immutable or append-only file, or a namespace the caller may not write",
		   "")
	KAPI_ERROR(11, -ERANGE, "ERANGE", "The name is empty or too long",
		   "")
	KAPI_ERROR(12, -EROFS, "EROFS", "Read-only file system",
		   "")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_fgetxattr)
	KAPI_DESCRIPTION("Read an extended attribute of an open file")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "fd", "int", "The open file")
		KAPI_PARAM_TYPE(KAPI_TYPE_FD)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
	KAPI_PARAM_END
	KAPI_PARAM(1, "name", "const char *", "Attribute name with its namespace prefix: user., trusted., security. or system.")
		KAPI_PARAM_TYPE(KAPI_TYPE_STRING)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN | KAPI_PARAM_USER)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_STRING)
		KAPI_PARAM_CONSTRAINT("1 to XATTR_NAME_MAX (255) bytes")
	KAPI_PARAM_END
	KAPI_PARAM(2, "value", "void *", "Receives the value; may be NULL when size is 0")
		KAPI_PARAM_TYPE(KAPI_TYPE_USER_PTR)
		KAPI_PARAM_FLAGS(KAPI_PARAM_OUT | KAPI_PARAM_USER)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_PTR)
		KAPI_PARAM_SIZE_PARAM(3)
	KAPI_PARAM_END
	KAPI_PARAM(3, "size", "size_t", "Room in value")
		KAPI_PARAM_TYPE(KAPI_TYPE_UINT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
		KAPI_PARAM_CONSTRAINT("0 asks for the size needed; more than the largest possible is clamped")
	KAPI_PARAM_END
	KAPI_RETURN("long", "The value's size; with size 0, the size it needs")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_RANGE)
		KAPI_RETURN_SUCCESS_RANGE(0, XATTR_SIZE_MAX)
	KAPI_RETURN_END
	KAPI_ERROR(0, -E2BIG, "E2BIG", "The value is larger than XATTR_SIZE_MAX",
		   "")
	KAPI_ERROR(1, -EACCES, "EACCES", "The attribute's namespace refuses the caller",
		   "")
	KAPI_ERROR(2, -EBADF, "EBADF", "fd is not open",
		   "")
	KAPI_ERROR(3, -EFAULT, "EFAULT", "An argument lies outside the address space",
		   "")
	KAPI_ERROR(4, -EIO, "EIO", "An I/O error",
		   "")
	KAPI_ERROR(5, -ENODATA, "ENODATA", "The file has no such attribute, or the caller may not see it",
		   "")
	KAPI_ERROR(6, -ENOMEM, "ENOMEM", "Kernel memory ran out",
		   "")
	KAPI_ERROR(7, -EOPNOTSUPP, "EOPNOTSUPP", "The file system or the namespace has no extended attributes",
		   "")
	KAPI_ERROR(8, -ERANGE, "ERANGE", "size is non-zero and too small, or the name is empty or too long",
		   "")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_fsetxattr)
	KAPI_DESCRIPTION("Create or replace an extended attribute of an open file")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "fd", "int", "The open file")
		KAPI_PARAM_TYPE(KAPI_TYPE_FD)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
	KAPI_PARAM_END
	KAPI_PARAM(1, "name", "const char *", "Attribute name with its namespace prefix: user., trusted., security. or system.")
		KAPI_PARAM_TYPE(KAPI_TYPE_STRING)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN | KAPI_PARAM_USER)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_STRING)
		KAPI_PARAM_CONSTRAINT("1 to XATTR_NAME_MAX (255) bytes")
	KAPI_PARAM_END
	KAPI_PARAM(2, "value", "const void *", "The value, not NUL-terminated")
		KAPI_PARAM_TYPE(KAPI_TYPE_USER_PTR)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN | KAPI_PARAM_USER)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_PTR)
		KAPI_PARAM_SIZE_PARAM(3)
	KAPI_PARAM_END
	KAPI_PARAM(3, "size", "size_t", "Bytes in value")
		KAPI_PARAM_TYPE(KAPI_TYPE_UINT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, XATTR_SIZE_MAX)
	KAPI_PARAM_END
	KAPI_PARAM(4, "flags", "int", "0, XATTR_CREATE or XATTR_REPLACE")
		KAPI_PARAM_TYPE(KAPI_TYPE_INT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(XATTR_CREATE | XATTR_REPLACE)
	KAPI_PARAM_END
	KAPI_RETURN("long", "0")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_EXACT)
		KAPI_RETURN_SUCCESS(0)
	KAPI_RETURN_END
	KAPI_ERROR(0, -E2BIG, "E2BIG", "size is larger than XATTR_SIZE_MAX",
		   "")
	KAPI_ERROR(1, -EACCES, "EACCES", "The attribute's namespace refuses the caller",
		   "")
	KAPI_ERROR(2, -EBADF, "EBADF", "fd is not open",
		   "")
	KAPI_ERROR(3, -EDQUOT, "EDQUOT", "The quota is used up",
		   "")
	KAPI_ERROR(4, -EEXIST, "EEXIST", "XATTR_CREATE and the attribute exists",
		   "")
	KAPI_ERROR(5, -EFAULT, "EFAULT", "An argument lies outside the address space",
		   "")
	KAPI_ERROR(6, -EINVAL, "EINVAL", "flags has other bits, or the value is malformed for its namespace",
		   "")
	KAPI_ERROR(7, -EIO, "EIO", "An I/O error",
		   "")
	KAPI_ERROR(8, -ENODATA, "ENODATA", "XATTR_REPLACE and the attribute does not exist",
		   "")
	KAPI_ERROR(9, -ENOMEM, "ENOMEM", "Kernel memory ran out",
		   "")
	KAPI_ERROR(10, -ENOSPC, "ENOSPC", "No room for the attribute",
		   "")
	KAPI_ERROR(11, -EOPNOTSUPP, "EOPNOTSUPP", "The file system or the namespace has no extended attributes",
		   "")
	KAPI_ERROR(12, -EPERM, "EPERM", "An immutable or append-only file, a namespace the caller may not write, or user.* on a file that is neither regular nor a directory",
		   "")
	KAPI_ERROR(13, -ERANGE, "ERANGE", "The name is empty or too long",
		   "")
	KAPI_ERROR(14, -EROFS, "EROFS", "Read-only file system",
		   "")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_flistxattr)
	KAPI_DESCRIPTION("List the extended attribute names of an open file")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "fd", "int", "The open file")
		KAPI_PARAM_TYPE(KAPI_TYPE_FD)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
	KAPI_PARAM_END
	KAPI_PARAM(1, "list", "char *", "Receives the names, each NUL-terminated; may be NULL when size is 0")
		KAPI_PARAM_TYPE(KAPI_TYPE_USER_PTR)
		KAPI_PARAM_FLAGS(KAPI_PARAM_OUT | KAPI_PARAM_USER)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_PTR)
		KAPI_PARAM_SIZE_PARAM(2)
	KAPI_PARAM_END
	KAPI_PARAM(2, "size", "size_t", "Room in list")
		KAPI_PARAM_TYPE(KAPI_TYPE_UINT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
		KAPI_PARAM_CONSTRAINT("0 asks for the size needed; more than the largest possible is clamped")
	KAPI_PARAM_END
	KAPI_RETURN("long", "Bytes of the list; with size 0, the size it needs")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_RANGE)
		KAPI_RETURN_SUCCESS_RANGE(0, XATTR_LIST_MAX)
	KAPI_RETURN_END
	KAPI_ERROR(0, -E2BIG, "E2BIG", "The list is larger than XATTR_LIST_MAX",
		   "")
	KAPI_ERROR(1, -EACCES, "EACCES", "The attribute's namespace refuses the caller",
		   "")
	KAPI_ERROR(2, -EBADF, "EBADF", "fd is not open",
		   "")
	KAPI_ERROR(3, -EFAULT, "EFAULT", "An argument lies outside the address space",
		   "")
	KAPI_ERROR(4, -EIO, "EIO", "An I/O error",
		   "")
	KAPI_ERROR(5, -ENOMEM, "ENOMEM", "Kernel memory ran out",
		   "")
	KAPI_ERROR(6, -EOPNOTSUPP, "EOPNOTSUPP", "The file system has no extended attributes",
		   "")
	KAPI_ERROR(7, -ERANGE, "ERANGE", "size is non-zero and too small for the list",
		   "")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_fremovexattr)
	KAPI_DESCRIPTION("Remove an extended attribute of an open file")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "fd", "int", "The open file")
		KAPI_PARAM_TYPE(KAPI_TYPE_FD)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
	KAPI_PARAM_END
	KAPI_PARAM(1, "name", "const char *", "Attribute name with its namespace prefix: user., trusted., security. or system.")
		KAPI_PARAM_TYPE(KAPI_TYPE_STRING)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN | KAPI_PARAM_USER)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_STRING)
		KAPI_PARAM_CONSTRAINT("1 to XATTR_NAME_MAX (255) bytes")
	KAPI_PARAM_END
	KAPI_RETURN("long", "0")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_EXACT)
		KAPI_RETURN_SUCCESS(0)
	KAPI_RETURN_END
	KAPI_ERROR(0, -EACCES, "EACCES", "The attribute's namespace refuses the caller",
		   "")
	KAPI_ERROR(1, -EBADF, "EBADF", "fd is not open",
		   "")
	KAPI_ERROR(2, -EFAULT, "EFAULT", "An argument lies outside the address space",
		   "")
	KAPI_ERROR(3, -EIO, "EIO", "An I/O error",
		   "")
	KAPI_ERROR(4, -ENODATA, "ENODATA", "The file has no such attribute",
		   "")
	KAPI_ERROR(5, -ENOMEM, "ENOMEM", "Kernel memory ran out",
		   "")
	KAPI_ERROR(6, -EOPNOTSUPP, "EOPNOTSUPP", "The file system or the namespace has no extended attributes",
		   "")
	KAPI_ERROR(7, -EPERM, "EPERM", "An immutable or append-only file, or a namespace the caller may not write",
		   "")
	KAPI_ERROR(8, -ERANGE, "ERANGE", "The name is empty or too long",
		   "")
	KAPI_ERROR(9, -EROFS, "EROFS", "Read-only file system",
		   "")
KAPI_END_SPEC;

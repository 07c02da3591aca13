// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
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
#include <kapi_specs/helpers.h>

/* The errors of getxattr and lgetxattr */
#define GETXATTR_ERRORS \
	KAPI_ERRNO(E2BIG, "The value is larger than XATTR_SIZE_MAX") \
	KAPI_ERRNO(EACCES, "Search permission is missing on the path, or the attribute's namespace refuses the caller") \
	KAPI_ERRNO(EFAULT, "An argument lies outside the address space") \
	KAPI_ERR_IO \
	KAPI_ERR_LOOP \
	KAPI_ERR_NAMETOOLONG \
	KAPI_ERRNO(ENODATA, "The file has no such attribute, or the caller may not see it") \
	KAPI_ERR_NOENT \
	KAPI_ERR_NOMEM \
	KAPI_ERR_NOTDIR \
	KAPI_ERRNO(EOPNOTSUPP, "The file system or the namespace has no extended attributes") \
	KAPI_ERRNO(ERANGE, "size is non-zero and too small, or the name is empty or too long")

/* The errors of setxattr and lsetxattr */
#define SETXATTR_ERRORS \
	KAPI_ERRNO(E2BIG, "size is larger than XATTR_SIZE_MAX") \
	KAPI_ERRNO(EACCES, "Search permission is missing on the path, or the attribute's namespace refuses the caller") \
	KAPI_ERR_DQUOT \
	KAPI_ERRNO(EEXIST, "XATTR_CREATE and the attribute exists") \
	KAPI_ERRNO(EFAULT, "An argument lies outside the address space") \
	KAPI_ERRNO(EINVAL, "flags has other bits, or the value is malformed for its namespace") \
	KAPI_ERR_IO \
	KAPI_ERR_LOOP \
	KAPI_ERR_NAMETOOLONG \
	KAPI_ERRNO(ENODATA, "XATTR_REPLACE and the attribute does not exist") \
	KAPI_ERR_NOENT \
	KAPI_ERR_NOMEM \
	KAPI_ERRNO(ENOSPC, "No room for the attribute") \
	KAPI_ERR_NOTDIR \
	KAPI_ERRNO(EOPNOTSUPP, "The file system or the namespace has no extended attributes") \
	KAPI_ERRNO(EPERM, "An immutable or append-only file, a namespace the caller may not write, or user.* on a file that is neither regular nor a directory") \
	KAPI_ERRNO(ERANGE, "The name is empty or too long") \
	KAPI_ERR_ROFS

/* The errors of listxattr and llistxattr */
#define LISTXATTR_ERRORS \
	KAPI_ERRNO(E2BIG, "The list is larger than XATTR_LIST_MAX") \
	KAPI_ERRNO(EACCES, "Search permission is missing on the path, or the attribute's namespace refuses the caller") \
	KAPI_ERRNO(EFAULT, "An argument lies outside the address space") \
	KAPI_ERR_IO \
	KAPI_ERR_LOOP \
	KAPI_ERR_NAMETOOLONG \
	KAPI_ERR_NOENT \
	KAPI_ERR_NOMEM \
	KAPI_ERR_NOTDIR \
	KAPI_ERRNO(EOPNOTSUPP, "The file system has no extended attributes") \
	KAPI_ERRNO(ERANGE, "size is non-zero and too small for the list")

/* The errors of removexattr and lremovexattr */
#define REMOVEXATTR_ERRORS \
	KAPI_ERRNO(EACCES, "Search permission is missing on the path, or the attribute's namespace refuses the caller") \
	KAPI_ERRNO(EFAULT, "An argument lies outside the address space") \
	KAPI_ERR_IO \
	KAPI_ERR_LOOP \
	KAPI_ERR_NAMETOOLONG \
	KAPI_ERRNO(ENODATA, "The file has no such attribute") \
	KAPI_ERR_NOENT \
	KAPI_ERR_NOMEM \
	KAPI_ERR_NOTDIR \
	KAPI_ERRNO(EOPNOTSUPP, "The file system or the namespace has no extended attributes") \
	KAPI_ERRNO(EPERM, "An immutable or append-only file, or a namespace the caller may not write") \
	KAPI_ERRNO(ERANGE, "The name is empty or too long") \
	KAPI_ERR_ROFS

DEFINE_KERNEL_API_SPEC(sys_getxattr)
	KAPI_DESCRIPTION("Read an extended attribute of a file named by path")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_PATH_IN("pathname", "const char *", "The file; symbolic links are followed")
	KAPI_PARAM_STRING_IN("name", "const char *", "Attribute name with its namespace prefix: user., trusted., security. or system.",
		KAPI_PARAM_CONSTRAINT("1 to XATTR_NAME_MAX (255) bytes"))
	KAPI_PARAM_USER_OUT("value", "void *", "Receives the value; may be NULL when size is 0",
		KAPI_PARAM_SIZE_PARAM(3))
	KAPI_PARAM_UINT_IN("size", "size_t", "Room in value",
		KAPI_PARAM_CONSTRAINT("0 asks for the size needed; more than the largest possible is clamped"))
	KAPI_RETURN_IN_RANGE("long", "The value's size; with size 0, the size it needs", 0, XATTR_SIZE_MAX)
	GETXATTR_ERRORS
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_setxattr)
	KAPI_DESCRIPTION("Create or replace an extended attribute of a file named by path")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_PATH_IN("pathname", "const char *", "The file; symbolic links are followed")
	KAPI_PARAM_STRING_IN("name", "const char *", "Attribute name with its namespace prefix: user., trusted., security. or system.",
		KAPI_PARAM_CONSTRAINT("1 to XATTR_NAME_MAX (255) bytes"))
	KAPI_PARAM_USER_IN("value", "const void *", "The value, not NUL-terminated",
		KAPI_PARAM_SIZE_PARAM(3))
	KAPI_PARAM_UINT_IN("size", "size_t", "Bytes in value",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, XATTR_SIZE_MAX))
	KAPI_PARAM_INT_IN("flags", "int", "0, XATTR_CREATE or XATTR_REPLACE",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(XATTR_CREATE | XATTR_REPLACE))
	KAPI_RETURN_ZERO("long", "0")
	SETXATTR_ERRORS
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_listxattr)
	KAPI_DESCRIPTION("List the extended attribute names of a file named by path")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_PATH_IN("pathname", "const char *", "The file; symbolic links are followed")
	KAPI_PARAM_USER_OUT("list", "char *", "Receives the names, each NUL-terminated; may be NULL when size is 0",
		KAPI_PARAM_SIZE_PARAM(2))
	KAPI_PARAM_UINT_IN("size", "size_t", "Room in list",
		KAPI_PARAM_CONSTRAINT("0 asks for the size needed; more than the largest possible is clamped"))
	KAPI_RETURN_IN_RANGE("long", "Bytes of the list; with size 0, the size it needs", 0, XATTR_LIST_MAX)
	LISTXATTR_ERRORS
	KAPI_NOTES("Names the caller may not see (trusted.* without CAP_SYS_ADMIN) are left out.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_removexattr)
	KAPI_DESCRIPTION("Remove an extended attribute of a file named by path")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_PATH_IN("pathname", "const char *", "The file; symbolic links are followed")
	KAPI_PARAM_STRING_IN("name", "const char *", "Attribute name with its namespace prefix: user., trusted., security. or system.",
		KAPI_PARAM_CONSTRAINT("1 to XATTR_NAME_MAX (255) bytes"))
	KAPI_RETURN_ZERO("long", "0")
	REMOVEXATTR_ERRORS
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_lgetxattr)
	KAPI_DESCRIPTION("Read an extended attribute of a file named by path, not following a final symbolic link")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_PATH_IN("pathname", "const char *", "The file; a final symbolic link is the one acted on")
	KAPI_PARAM_STRING_IN("name", "const char *", "Attribute name with its namespace prefix: user., trusted., security. or system.",
		KAPI_PARAM_CONSTRAINT("1 to XATTR_NAME_MAX (255) bytes"))
	KAPI_PARAM_USER_OUT("value", "void *", "Receives the value; may be NULL when size is 0",
		KAPI_PARAM_SIZE_PARAM(3))
	KAPI_PARAM_UINT_IN("size", "size_t", "Room in value",
		KAPI_PARAM_CONSTRAINT("0 asks for the size needed; more than the largest possible is clamped"))
	KAPI_RETURN_IN_RANGE("long", "The value's size; with size 0, the size it needs", 0, XATTR_SIZE_MAX)
	GETXATTR_ERRORS
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_lsetxattr)
	KAPI_DESCRIPTION("Create or replace an extended attribute of a file named by path, not following a final symbolic link")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_PATH_IN("pathname", "const char *", "The file; a final symbolic link is the one acted on")
	KAPI_PARAM_STRING_IN("name", "const char *", "Attribute name with its namespace prefix: user., trusted., security. or system.",
		KAPI_PARAM_CONSTRAINT("1 to XATTR_NAME_MAX (255) bytes"))
	KAPI_PARAM_USER_IN("value", "const void *", "The value, not NUL-terminated",
		KAPI_PARAM_SIZE_PARAM(3))
	KAPI_PARAM_UINT_IN("size", "size_t", "Bytes in value",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, XATTR_SIZE_MAX))
	KAPI_PARAM_INT_IN("flags", "int", "0, XATTR_CREATE or XATTR_REPLACE",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(XATTR_CREATE | XATTR_REPLACE))
	KAPI_RETURN_ZERO("long", "0")
	SETXATTR_ERRORS
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_llistxattr)
	KAPI_DESCRIPTION("List the extended attribute names of a file named by path, not following a final symbolic link")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_PATH_IN("pathname", "const char *", "The file; a final symbolic link is the one acted on")
	KAPI_PARAM_USER_OUT("list", "char *", "Receives the names, each NUL-terminated; may be NULL when size is 0",
		KAPI_PARAM_SIZE_PARAM(2))
	KAPI_PARAM_UINT_IN("size", "size_t", "Room in list",
		KAPI_PARAM_CONSTRAINT("0 asks for the size needed; more than the largest possible is clamped"))
	KAPI_RETURN_IN_RANGE("long", "Bytes of the list; with size 0, the size it needs", 0, XATTR_LIST_MAX)
	LISTXATTR_ERRORS
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_lremovexattr)
	KAPI_DESCRIPTION("Remove an extended attribute of a file named by path, not following a final symbolic link")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_PATH_IN("pathname", "const char *", "The file; a final symbolic link is the one acted on")
	KAPI_PARAM_STRING_IN("name", "const char *", "Attribute name with its namespace prefix: user., trusted., security. or system.",
		KAPI_PARAM_CONSTRAINT("1 to XATTR_NAME_MAX (255) bytes"))
	KAPI_RETURN_ZERO("long", "0")
	REMOVEXATTR_ERRORS
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_fgetxattr)
	KAPI_DESCRIPTION("Read an extended attribute of an open file")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("fd", "int", "The open file")
	KAPI_PARAM_STRING_IN("name", "const char *", "Attribute name with its namespace prefix: user., trusted., security. or system.",
		KAPI_PARAM_CONSTRAINT("1 to XATTR_NAME_MAX (255) bytes"))
	KAPI_PARAM_USER_OUT("value", "void *", "Receives the value; may be NULL when size is 0",
		KAPI_PARAM_SIZE_PARAM(3))
	KAPI_PARAM_UINT_IN("size", "size_t", "Room in value",
		KAPI_PARAM_CONSTRAINT("0 asks for the size needed; more than the largest possible is clamped"))
	KAPI_RETURN_IN_RANGE("long", "The value's size; with size 0, the size it needs", 0, XATTR_SIZE_MAX)
	KAPI_ERRNO(E2BIG, "The value is larger than XATTR_SIZE_MAX")
	KAPI_ERRNO(EACCES, "The attribute's namespace refuses the caller")
	KAPI_ERR_BADF
	KAPI_ERRNO(EFAULT, "An argument lies outside the address space")
	KAPI_ERR_IO
	KAPI_ERRNO(ENODATA, "The file has no such attribute, or the caller may not see it")
	KAPI_ERR_NOMEM
	KAPI_ERRNO(EOPNOTSUPP, "The file system or the namespace has no extended attributes")
	KAPI_ERRNO(ERANGE, "size is non-zero and too small, or the name is empty or too long")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_fsetxattr)
	KAPI_DESCRIPTION("Create or replace an extended attribute of an open file")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("fd", "int", "The open file")
	KAPI_PARAM_STRING_IN("name", "const char *", "Attribute name with its namespace prefix: user., trusted., security. or system.",
		KAPI_PARAM_CONSTRAINT("1 to XATTR_NAME_MAX (255) bytes"))
	KAPI_PARAM_USER_IN("value", "const void *", "The value, not NUL-terminated",
		KAPI_PARAM_SIZE_PARAM(3))
	KAPI_PARAM_UINT_IN("size", "size_t", "Bytes in value",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, XATTR_SIZE_MAX))
	KAPI_PARAM_INT_IN("flags", "int", "0, XATTR_CREATE or XATTR_REPLACE",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(XATTR_CREATE | XATTR_REPLACE))
	KAPI_RETURN_ZERO("long", "0")
	KAPI_ERRNO(E2BIG, "size is larger than XATTR_SIZE_MAX")
	KAPI_ERRNO(EACCES, "The attribute's namespace refuses the caller")
	KAPI_ERR_BADF
	KAPI_ERR_DQUOT
	KAPI_ERRNO(EEXIST, "XATTR_CREATE and the attribute exists")
	KAPI_ERRNO(EFAULT, "An argument lies outside the address space")
	KAPI_ERRNO(EINVAL, "flags has other bits, or the value is malformed for its namespace")
	KAPI_ERR_IO
	KAPI_ERRNO(ENODATA, "XATTR_REPLACE and the attribute does not exist")
	KAPI_ERR_NOMEM
	KAPI_ERRNO(ENOSPC, "No room for the attribute")
	KAPI_ERRNO(EOPNOTSUPP, "The file system or the namespace has no extended attributes")
	KAPI_ERRNO(EPERM, "An immutable or append-only file, a namespace the caller may not write, or user.* on a file that is neither regular nor a directory")
	KAPI_ERRNO(ERANGE, "The name is empty or too long")
	KAPI_ERR_ROFS
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_flistxattr)
	KAPI_DESCRIPTION("List the extended attribute names of an open file")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("fd", "int", "The open file")
	KAPI_PARAM_USER_OUT("list", "char *", "Receives the names, each NUL-terminated; may be NULL when size is 0",
		KAPI_PARAM_SIZE_PARAM(2))
	KAPI_PARAM_UINT_IN("size", "size_t", "Room in list",
		KAPI_PARAM_CONSTRAINT("0 asks for the size needed; more than the largest possible is clamped"))
	KAPI_RETURN_IN_RANGE("long", "Bytes of the list; with size 0, the size it needs", 0, XATTR_LIST_MAX)
	KAPI_ERRNO(E2BIG, "The list is larger than XATTR_LIST_MAX")
	KAPI_ERRNO(EACCES, "The attribute's namespace refuses the caller")
	KAPI_ERR_BADF
	KAPI_ERRNO(EFAULT, "An argument lies outside the address space")
	KAPI_ERR_IO
	KAPI_ERR_NOMEM
	KAPI_ERRNO(EOPNOTSUPP, "The file system has no extended attributes")
	KAPI_ERRNO(ERANGE, "size is non-zero and too small for the list")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_fremovexattr)
	KAPI_DESCRIPTION("Remove an extended attribute of an open file")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("fd", "int", "The open file")
	KAPI_PARAM_STRING_IN("name", "const char *", "Attribute name with its namespace prefix: user., trusted., security. or system.",
		KAPI_PARAM_CONSTRAINT("1 to XATTR_NAME_MAX (255) bytes"))
	KAPI_RETURN_ZERO("long", "0")
	KAPI_ERRNO(EACCES, "The attribute's namespace refuses the caller")
	KAPI_ERR_BADF
	KAPI_ERRNO(EFAULT, "An argument lies outside the address space")
	KAPI_ERR_IO
	KAPI_ERRNO(ENODATA, "The file has no such attribute")
	KAPI_ERR_NOMEM
	KAPI_ERRNO(EOPNOTSUPP, "The file system or the namespace has no extended attributes")
	KAPI_ERRNO(EPERM, "An immutable or append-only file, or a namespace the caller may not write")
	KAPI_ERRNO(ERANGE, "The name is empty or too long")
	KAPI_ERR_ROFS
KAPI_END_SPEC;

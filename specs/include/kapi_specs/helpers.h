/* SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause */
/*
 * Helpers for writing specs: errors named once, the error conditions many
 * calls share, and the usual shapes of a parameter.  Every helper has its
 * index implied (the next of its list), so a spec lists items in order
 * without numbering them.
 *
 * The source loader (kapi extract, --from) expands these macros as the
 * compiler does; it reads this header where a spec file includes it, and
 * has a copy built in.  One rule keeps the two in step: a helper never
 * hands one of its arguments on to a macro that stringifies it (such as
 * KAPI_PARAM_VALID_MASK or KAPI_ERRNO's errno name), since the compiler
 * expands the constant names in it first; pass the whole
 * KAPI_PARAM_VALID_MASK(...) as an argument instead.
 */
#ifndef KAPI_SPECS_HELPERS_H
#define KAPI_SPECS_HELPERS_H

/*
 * An error: KAPI_ERRNO(EBADF, "condition") or, with a description,
 * KAPI_ERRNO(EBADF, "condition", "description").
 */
#define KAPI_ERRNO(e, ...)	KAPI__ERRNO(-e, #e, __VA_ARGS__, "")
#define KAPI__ERRNO(code, name, cond, desc, ...) \
	KAPI_ERROR_NEXT(code, name, cond, desc)

/*
 * ioctl(2)'s own errnos, which every ioctl command can give whatever it
 * does: the descriptor is looked up (EBADF) before any command runs, a
 * command the file does not know is ENOTTY, and arg is read or written
 * in place (EFAULT).  A command spec takes all three with
 * KAPI_IOCTL_GENERAL_ERRNOS, or the ones it does not word itself.
 */
#define KAPI_IOCTL_GENERAL_EBADF \
	KAPI_ERRNO(EBADF, "fd is not an open descriptor (ioctl(2) looks it up before any command)")
#define KAPI_IOCTL_GENERAL_ENOTTY \
	KAPI_ERRNO(ENOTTY, "The file's kind does not know this command")
#define KAPI_IOCTL_GENERAL_EFAULT \
	KAPI_ERRNO(EFAULT, "arg points where the kernel cannot read or write")
#define KAPI_IOCTL_GENERAL_ERRNOS \
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT

/*
 * Rows most kinds of descriptor share (specs/fdtypes/): each socket call
 * on a descriptor that is not a socket, each directory call on one that
 * is not a directory.
 */
#define KAPI_FD_NOT_A_SOCKET \
	KAPI_FD_ERR(accept4, ENOTSOCK, "not a socket") \
	KAPI_FD_ERR(listen, ENOTSOCK, "not a socket") \
	KAPI_FD_ERR(getsockname, ENOTSOCK, "not a socket") \
	KAPI_FD_ERR(getpeername, ENOTSOCK, "not a socket") \
	KAPI_FD_ERR(shutdown, ENOTSOCK, "not a socket") \
	KAPI_FD_ERR(sendto, ENOTSOCK, "not a socket") \
	KAPI_FD_ERR(recvfrom, ENOTSOCK, "not a socket")
#define KAPI_FD_NOT_A_DIRECTORY \
	KAPI_FD_ERR(getdents64, ENOTDIR, "not a directory") \
	KAPI_FD_ERR(fchdir, ENOTDIR, "not a directory")

/* Conditions many calls share, worded once. */
#define KAPI_ERR_NOMEM		KAPI_ERRNO(ENOMEM, "Kernel memory ran out")
#define KAPI_ERR_IO		KAPI_ERRNO(EIO, "An I/O error")
#define KAPI_ERR_BADF		KAPI_ERRNO(EBADF, "fd is not open")
#define KAPI_ERR_NOTSOCK	KAPI_ERRNO(ENOTSOCK, "fd is not a socket")
#define KAPI_ERR_MFILE \
	KAPI_ERRNO(EMFILE, "The process has RLIMIT_NOFILE descriptors open")
#define KAPI_ERR_MFILE_SHORT	KAPI_ERRNO(EMFILE, "RLIMIT_NOFILE is reached")
#define KAPI_ERR_NFILE \
	KAPI_ERRNO(ENFILE, "The system-wide file limit is reached")
#define KAPI_ERR_NFILE_SHORT \
	KAPI_ERRNO(ENFILE, "The system file limit is reached")
#define KAPI_ERR_ROFS		KAPI_ERRNO(EROFS, "Read-only file system")
#define KAPI_ERR_DQUOT		KAPI_ERRNO(EDQUOT, "The quota is used up")
#define KAPI_ERR_NOSPC		KAPI_ERRNO(ENOSPC, "No room")
#define KAPI_ERR_INTR_WAIT	KAPI_ERRNO(EINTR, "A signal arrived while waiting")
#define KAPI_ERR_INTR		KAPI_ERRNO(EINTR, "A signal interrupted the call")
#define KAPI_ERR_SRCH		KAPI_ERRNO(ESRCH, "No such process")
#define KAPI_ERR_FAULT_PTR	KAPI_ERRNO(EFAULT, "A pointer is out of reach")
#define KAPI_ERR_FAULT_ARG_READ	KAPI_ERRNO(EFAULT, "The argument cannot be read")
#define KAPI_ERR_CONNRESET \
	KAPI_ERRNO(ECONNRESET, "The peer reset the connection")
#define KAPI_ERR_UNMAPPED_ID \
	KAPI_ERRNO(EINVAL, "An ID has no mapping in the caller's user namespace")

/* Resolving a path */
#define KAPI_ERR_LOOP		KAPI_ERRNO(ELOOP, "Too many symbolic links")
#define KAPI_ERR_NAMETOOLONG \
	KAPI_ERRNO(ENAMETOOLONG, "The path or a component is too long")
#define KAPI_ERR_NOTDIR \
	KAPI_ERRNO(ENOTDIR, "A component is not a directory")
#define KAPI_ERR_NOENT		KAPI_ERRNO(ENOENT, "The file does not exist")
#define KAPI_ERR_NOENT_COMPONENT \
	KAPI_ERRNO(ENOENT, "A component does not exist")
#define KAPI_ERR_FAULT_PATH \
	KAPI_ERRNO(EFAULT, "The path lies outside the address space")
#define KAPI_ERR_FAULT_A_PATH \
	KAPI_ERRNO(EFAULT, "A path lies outside the address space")
#define KAPI_ERR_ACCES_PATH \
	KAPI_ERRNO(EACCES, "Search permission is missing on the path")
#define KAPI_ERR_ACCES_SEARCH_WRITE \
	KAPI_ERRNO(EACCES, "Search or write permission is missing")

/*
 * Parameter shapes: KAPI_PARAM_FD_IN("fd", "unsigned int", "The
 * descriptor") is a whole parameter, its type class and direction set.
 * More facts of the parameter follow the description as further
 * arguments: KAPI_PARAM_INT_IN("how", "int", "SHUT_*",
 * KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_ENUM) KAPI_PARAM_ENUM_VALUES(...)).
 */
#define KAPI__SHAPE(pname, ptype, pdesc, t, f, ...) \
	KAPI_PARAM_NEXT(pname, ptype, pdesc) \
		KAPI_PARAM_TYPE(t) KAPI_PARAM_FLAGS(f) __VA_ARGS__ \
	KAPI_PARAM_END
/* Any other shape: type class and flags spelt out. */
#define KAPI_PARAM_SHAPE(pname, ptype, pdesc, t, f, ...) \
	KAPI__SHAPE(pname, ptype, pdesc, t, f, __VA_ARGS__)
#define KAPI__SHAPE_C(pname, ptype, pdesc, t, f, c, ...) \
	KAPI__SHAPE(pname, ptype, pdesc, t, f, \
		    KAPI_PARAM_CONSTRAINT_TYPE(c) __VA_ARGS__)

/* Values passed in */
#define KAPI_PARAM_INT_IN(n, t, d, ...) \
	KAPI__SHAPE(n, t, d, KAPI_TYPE_INT, KAPI_PARAM_IN, __VA_ARGS__)
#define KAPI_PARAM_UINT_IN(n, t, d, ...) \
	KAPI__SHAPE(n, t, d, KAPI_TYPE_UINT, KAPI_PARAM_IN, __VA_ARGS__)
#define KAPI_PARAM_FD_IN(n, t, d, ...) \
	KAPI__SHAPE(n, t, d, KAPI_TYPE_FD, KAPI_PARAM_IN, __VA_ARGS__)

/* User memory, checked as a pointer (or path, or string) */
#define KAPI_PARAM_USER_IN(n, t, d, ...) \
	KAPI__SHAPE_C(n, t, d, KAPI_TYPE_USER_PTR, \
		      KAPI_PARAM_IN | KAPI_PARAM_USER, \
		      KAPI_CONSTRAINT_USER_PTR, __VA_ARGS__)
#define KAPI_PARAM_USER_OUT(n, t, d, ...) \
	KAPI__SHAPE_C(n, t, d, KAPI_TYPE_USER_PTR, \
		      KAPI_PARAM_OUT | KAPI_PARAM_USER, \
		      KAPI_CONSTRAINT_USER_PTR, __VA_ARGS__)
#define KAPI_PARAM_USER_INOUT(n, t, d, ...) \
	KAPI__SHAPE_C(n, t, d, KAPI_TYPE_USER_PTR, \
		      KAPI_PARAM_INOUT | KAPI_PARAM_USER, \
		      KAPI_CONSTRAINT_USER_PTR, __VA_ARGS__)
#define KAPI_PARAM_PATH_IN(n, t, d, ...) \
	KAPI__SHAPE_C(n, t, d, KAPI_TYPE_PATH, \
		      KAPI_PARAM_IN | KAPI_PARAM_USER, \
		      KAPI_CONSTRAINT_USER_PATH, __VA_ARGS__)
#define KAPI_PARAM_STRING_IN(n, t, d, ...) \
	KAPI__SHAPE_C(n, t, d, KAPI_TYPE_STRING, \
		      KAPI_PARAM_IN | KAPI_PARAM_USER, \
		      KAPI_CONSTRAINT_USER_STRING, __VA_ARGS__)

/* User memory that may be NULL */
#define KAPI_PARAM_USER_IN_OPT(n, t, d, ...) \
	KAPI__SHAPE(n, t, d, KAPI_TYPE_USER_PTR, \
		    KAPI_PARAM_IN | KAPI_PARAM_USER | KAPI_PARAM_OPTIONAL, \
		    __VA_ARGS__)
#define KAPI_PARAM_USER_OUT_OPT(n, t, d, ...) \
	KAPI__SHAPE(n, t, d, KAPI_TYPE_USER_PTR, \
		    KAPI_PARAM_OUT | KAPI_PARAM_USER | KAPI_PARAM_OPTIONAL, \
		    __VA_ARGS__)
#define KAPI_PARAM_USER_INOUT_OPT(n, t, d, ...) \
	KAPI__SHAPE(n, t, d, KAPI_TYPE_USER_PTR, \
		    KAPI_PARAM_INOUT | KAPI_PARAM_USER | KAPI_PARAM_OPTIONAL, \
		    __VA_ARGS__)

/* The value of a sysfs attribute, read-only, read-write or write-only */
#define KAPI_SYSFS_UINT_RO(n, t, d, ...) \
	KAPI__SHAPE(n, t, d, KAPI_TYPE_UINT, KAPI_PARAM_SYSFS_READONLY, \
		    __VA_ARGS__)
#define KAPI_SYSFS_UINT_RW(n, t, d, ...) \
	KAPI__SHAPE(n, t, d, KAPI_TYPE_UINT, KAPI_PARAM_SYSFS_RW, __VA_ARGS__)
#define KAPI_SYSFS_INT_RO(n, t, d, ...) \
	KAPI__SHAPE(n, t, d, KAPI_TYPE_INT, KAPI_PARAM_SYSFS_READONLY, \
		    __VA_ARGS__)
#define KAPI_SYSFS_INT_RW(n, t, d, ...) \
	KAPI__SHAPE(n, t, d, KAPI_TYPE_INT, KAPI_PARAM_SYSFS_RW, __VA_ARGS__)
#define KAPI_SYSFS_BOOL_RO(n, t, d, ...) \
	KAPI__SHAPE(n, t, d, KAPI_TYPE_BOOL, KAPI_PARAM_SYSFS_READONLY, \
		    __VA_ARGS__)
#define KAPI_SYSFS_BOOL_RW(n, t, d, ...) \
	KAPI__SHAPE(n, t, d, KAPI_TYPE_BOOL, KAPI_PARAM_SYSFS_RW, __VA_ARGS__)
#define KAPI_SYSFS_STRING_RO(n, t, d, ...) \
	KAPI__SHAPE(n, t, d, KAPI_TYPE_STRING, KAPI_PARAM_SYSFS_READONLY, \
		    __VA_ARGS__)
#define KAPI_SYSFS_STRING_RW(n, t, d, ...) \
	KAPI__SHAPE(n, t, d, KAPI_TYPE_STRING, KAPI_PARAM_SYSFS_RW, \
		    __VA_ARGS__)
#define KAPI_SYSFS_STRING_WO(n, t, d, ...) \
	KAPI__SHAPE(n, t, d, KAPI_TYPE_STRING, KAPI_PARAM_SYSFS_WRITEONLY, \
		    __VA_ARGS__)

/*
 * Return values: 0 on success, a count or other value in a range, a new
 * file descriptor; further facts follow as arguments, as for parameters.
 */
#define KAPI_RETURN_ZERO(rtype, rdesc, ...) \
	KAPI_RETURN(rtype, rdesc) \
		KAPI_RETURN_TYPE(KAPI_TYPE_INT) \
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_EXACT) \
		KAPI_RETURN_SUCCESS(0) __VA_ARGS__ \
	KAPI_RETURN_END
#define KAPI_RETURN_IN_RANGE(rtype, rdesc, lo, hi, ...) \
	KAPI_RETURN(rtype, rdesc) \
		KAPI_RETURN_TYPE(KAPI_TYPE_INT) \
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_RANGE) \
		KAPI_RETURN_SUCCESS_RANGE(lo, hi) __VA_ARGS__ \
	KAPI_RETURN_END
#define KAPI_RETURN_NEW_FD(rtype, rdesc, ...) \
	KAPI_RETURN(rtype, rdesc) \
		KAPI_RETURN_TYPE(KAPI_TYPE_FD) \
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_FD) __VA_ARGS__ \
	KAPI_RETURN_END
#define KAPI_RETURN_CHECKED(rtype, rdesc, ...) \
	KAPI_RETURN(rtype, rdesc) \
		KAPI_RETURN_TYPE(KAPI_TYPE_INT) \
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_ERROR_CHECK) __VA_ARGS__ \
	KAPI_RETURN_END

/*
 * A wait any handled signal interrupts with -EINTR; with _RESTART, one
 * SA_RESTART restarts.  cond says when the call waits.
 */
#define KAPI_SIGNAL_INTR(cond, ...) \
	KAPI_SIGNAL_NEXT(0, "any handled signal", KAPI_SIGNAL_RECEIVE, \
			 KAPI_SIGNAL_ACTION_RETURN) \
		KAPI_SIGNAL_CONDITION(cond) \
		KAPI_SIGNAL_ERROR(-EINTR) \
		KAPI_SIGNAL_INTERRUPTIBLE __VA_ARGS__ \
	KAPI_SIGNAL_END
#define KAPI_SIGNAL_INTR_RESTART(cond, ...) \
	KAPI_SIGNAL_INTR(cond, KAPI_SIGNAL_RESTARTABLE __VA_ARGS__)

/* A value shown in hex (0x...), read-only or read-write */
#define KAPI_SYSFS_HEX_RO(n, t, d, ...) \
	KAPI__SHAPE(n, t, d, KAPI_TYPE_HEX, KAPI_PARAM_SYSFS_READONLY, \
		    __VA_ARGS__)
#define KAPI_SYSFS_HEX_RW(n, t, d, ...) \
	KAPI__SHAPE(n, t, d, KAPI_TYPE_HEX, KAPI_PARAM_SYSFS_RW, __VA_ARGS__)

/* A numeric attribute's inclusive range, checked whatever else it says */
#define KAPI_SYSFS_RANGE(lo, hi) \
	KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE) \
	KAPI_PARAM_RANGE(lo, hi)

/*
 * The body of an attribute spec in one line, for the many files that
 * need only their path, mode, value shape and a few facts: sysctls (path
 * under /proc/sys), cgroup interface files, /sys/devices/system/cpu, ...
 * shape is a KAPI_SYSFS_* shape; further facts (KAPI_SYSFS_RANGE,
 * KAPI_UNITS, KAPI_ALLOWED_STRINGS) follow as arguments.  The _GEN form
 * marks a baseline a script wrote.
 */
#define KAPI_ATTR(sub, shape, file, type, mode, path, desc, ...) \
	KAPI_DESCRIPTION(desc) \
	shape(file, type, desc, KAPI_PERMISSIONS(mode) KAPI_PATH(path) \
	      __VA_ARGS__) \
	KAPI_SUBSYSTEM(sub)
#define KAPI_ATTR_GEN(sub, shape, file, type, mode, path, desc, ...) \
	KAPI_GENERATED \
	KAPI_ATTR(sub, shape, file, type, mode, path, desc, __VA_ARGS__)

/*
 * An ioctl command's head in one line: its number, name, file operations,
 * summary and the usual process context.  The _R, _W and _WR forms add
 * the size of what the command reads or writes and the arg parameter;
 * _V takes arg as a plain value, _N ignores it.  Each names the command
 * itself (#cmd), as the rule above asks.
 */
#define KAPI__IOCTL_BASE(cmd, name, fops, desc) \
	KAPI_IOCTL_CMD(cmd) \
	KAPI_IOCTL_CMD_NAME(name) \
	KAPI_IOCTL_FILE_OPS_NAME(fops) \
	KAPI_DESCRIPTION(desc) \
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
#define KAPI_IOCTL_HEAD_R(cmd, fops, ctype, size, desc, pdesc) \
	KAPI__IOCTL_BASE(cmd, #cmd, fops, desc) \
	KAPI_IOCTL_OUTPUT_SIZE(size) \
	KAPI_PARAM_USER_OUT("arg", ctype, pdesc)
#define KAPI_IOCTL_HEAD_W(cmd, fops, ctype, size, desc, pdesc) \
	KAPI__IOCTL_BASE(cmd, #cmd, fops, desc) \
	KAPI_IOCTL_INPUT_SIZE(size) \
	KAPI_PARAM_USER_IN("arg", ctype, pdesc)
#define KAPI_IOCTL_HEAD_WR(cmd, fops, ctype, size, desc, pdesc) \
	KAPI__IOCTL_BASE(cmd, #cmd, fops, desc) \
	KAPI_IOCTL_SIZE(size, size) \
	KAPI_PARAM_USER_INOUT("arg", ctype, pdesc)
#define KAPI_IOCTL_HEAD_V(cmd, fops, ctype, desc, pdesc, ...) \
	KAPI__IOCTL_BASE(cmd, #cmd, fops, desc) \
	KAPI_PARAM_UINT_IN("arg", ctype, pdesc, __VA_ARGS__)
#define KAPI_IOCTL_HEAD_N(cmd, fops, desc) \
	KAPI__IOCTL_BASE(cmd, #cmd, fops, desc)

/*
 * The layout of struct sname as an ioctl's argument: its size and
 * alignment, then KAPI_IOCTL_FIELD lines.  A field is named by its member
 * (offset from the header); further facts (a constraint) follow as
 * arguments.
 */
#define KAPI_IOCTL_STRUCT(sname, sdesc, ...) \
	KAPI_STRUCT_SPEC(0, sname, sdesc) \
		KAPI_STRUCT_SIZE(sizeof(struct sname), __alignof__(struct sname)) \
		__VA_ARGS__ \
	KAPI_STRUCT_SPEC_END
#define KAPI_IOCTL_FIELD(i, sname, m, ktype, ctype, size, desc, ...) \
	KAPI_STRUCT_FIELD(i, #m, ktype, ctype, desc) \
		KAPI_FIELD_OFFSET(offsetof(struct sname, m)) \
		KAPI_FIELD_SIZE(size) __VA_ARGS__ \
	KAPI_STRUCT_FIELD_END

/* A scalar argument (an int, a __u64) as a struct of one field named fname */
#define KAPI_IOCTL_SCALAR(fname, ktype, ctype, size, desc, ...) \
	KAPI_STRUCT_SPEC(0, fname, desc) \
		KAPI_STRUCT_SIZE(size, size) \
		KAPI_STRUCT_FIELD(0, #fname, ktype, ctype, desc) \
			KAPI_FIELD_OFFSET(0) \
			KAPI_FIELD_SIZE(size) __VA_ARGS__ \
		KAPI_STRUCT_FIELD_END \
	KAPI_STRUCT_SPEC_END

/*
 * Files of records under /proc: the file (a read-only text file at path,
 * laid out as KAPI_RECORD_* says, sep between key and value or between
 * fields), then one parameter a field, in the file's order: a key of a
 * keyed file, a position of a line of fields, a column of a table.  A
 * field the kernel shows only with some configuration is optional
 * (KAPI_PROC_FIELD_OPT); one that came with a release has a
 * KAPI_KEY_SINCE fact.  Type classes: UINT, INT, HEX, STRING, BITMAP (hex
 * words with commas), ARRAY (blank-separated integers; KAPI_PARAM_SIZE
 * their count) and CUSTOM (a decimal fraction).
 */
#define KAPI_PROC_FILE(file, path, mode, layout, sep, desc) \
	KAPI_DESCRIPTION(desc) \
	KAPI_SYSFS_STRING_RO(file, "text", desc, KAPI_PERMISSIONS(mode) \
			     KAPI_PATH(path) KAPI_RECORD(layout, sep)) \
	KAPI_SUBSYSTEM("proc")
#define KAPI_PROC_FIELD(n, t, cls, d, ...) \
	KAPI__SHAPE(n, t, d, cls, KAPI_PARAM_OUT, __VA_ARGS__)
#define KAPI_PROC_FIELD_OPT(n, t, cls, d, ...) \
	KAPI__SHAPE(n, t, d, cls, KAPI_PARAM_OUT | KAPI_PARAM_OPTIONAL, \
		    __VA_ARGS__)
/* An amount in kB, as meminfo and status show most of theirs */
#define KAPI_PROC_KB(n, d, ...) \
	KAPI_PROC_FIELD(n, "unsigned long", KAPI_TYPE_UINT, d, \
			KAPI_UNITS("kB") __VA_ARGS__)
#define KAPI_PROC_KB_OPT(n, d, ...) \
	KAPI_PROC_FIELD_OPT(n, "unsigned long", KAPI_TYPE_UINT, d, \
			    KAPI_UNITS("kB") __VA_ARGS__)

#endif /* KAPI_SPECS_HELPERS_H */

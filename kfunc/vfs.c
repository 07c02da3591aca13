// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * In-kernel VFS functions (fs/read_write.c, fs/open.c, fs/file.c,
 * fs/stat.c, security/security.c): specs of type function whose names are
 * the kernel's own symbols.  Their arguments are kernel pointers and
 * values, so the checks are the ones a kernel caller owes: non-NULL
 * objects, ranges of positions and counts, known flag bits.  The
 * parameter names and C types are the kernel's prototypes as its BTF
 * states them (__user dropped); kapi verify compares them with the
 * running kernel's BTF.  Not in the built-in corpus yet, since kapi list
 * and stats count every function spec as a syscall: read them with
 * --from builtin --from kfunc/vfs.c.
 */
#include <kapi/spec_compile.h>
#include <errno.h>
#include <limits.h>
#include <linux/falloc.h>
#include <linux/fs.h>
#include <kapi_specs/uapi_extra.h>
#include <kapi_specs/helpers.h>

DEFINE_KERNEL_API_SPEC(vfs_read)
	KAPI_DESCRIPTION("Read from an open file into a user buffer")
	KAPI_LONG_DESC("The body of read(2): checks that the file was opened for "
		       "reading and has a read method, verifies the area (position "
		       "and count) and the caller's permission, clamps count to "
		       "MAX_RW_COUNT and calls the file's read or read_iter.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "file", "struct file *", "The open file")
		KAPI_PARAM_TYPE(KAPI_TYPE_PTR)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_NONZERO)
	KAPI_PARAM_END
	KAPI_PARAM(1, "buf", "char *", "User-space destination")
		KAPI_PARAM_TYPE(KAPI_TYPE_USER_PTR)
	KAPI_PARAM_END
	KAPI_PARAM(2, "count", "size_t", "Bytes wanted")
		KAPI_PARAM_TYPE(KAPI_TYPE_UINT)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, LLONG_MAX)
	KAPI_PARAM_END
	KAPI_PARAM(3, "pos", "loff_t *", "The position to read at, advanced; NULL for streams")
		KAPI_PARAM_TYPE(KAPI_TYPE_PTR)
	KAPI_PARAM_END
	KAPI_RETURN("ssize_t", "Bytes read, 0 at the end of the file")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_RANGE)
		KAPI_RETURN_SUCCESS_RANGE(0, LLONG_MAX)
	KAPI_RETURN_END
	KAPI_ERRNO(EBADF, "The file was not opened for reading")
	KAPI_ERRNO(EINVAL, "No read method, or a negative position")
	KAPI_ERRNO(EOVERFLOW, "position + count overflows an unsigned offset")
	KAPI_ERRNO(EFAULT, "The buffer is not in user space")
	KAPI_ERRNO(EACCES, "A security module refuses the read")
	KAPI_ERRNO(EPERM, "A security module refuses the read")
	KAPI_ERRNO(EAGAIN, "Non-blocking and no data")
	KAPI_ERRNO(EINTR, "A signal arrived before any data")
	KAPI_ERRNO(EIO, "A low-level I/O error")
	KAPI_ERRNO(EISDIR, "The file is a directory")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(vfs_write)
	KAPI_DESCRIPTION("Write to an open file from a user buffer")
	KAPI_LONG_DESC("The body of write(2): checks that the file was opened "
		       "for writing and has a write method, verifies the area, "
		       "takes the superblock's write access and calls the file's "
		       "write or write_iter; notifies fsnotify on success.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "file", "struct file *", "The open file")
		KAPI_PARAM_TYPE(KAPI_TYPE_PTR)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_NONZERO)
	KAPI_PARAM_END
	KAPI_PARAM(1, "buf", "const char *", "User-space source")
		KAPI_PARAM_TYPE(KAPI_TYPE_USER_PTR)
	KAPI_PARAM_END
	KAPI_PARAM(2, "count", "size_t", "Bytes to write")
		KAPI_PARAM_TYPE(KAPI_TYPE_UINT)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, LLONG_MAX)
	KAPI_PARAM_END
	KAPI_PARAM(3, "pos", "loff_t *", "The position to write at, advanced; NULL for streams")
		KAPI_PARAM_TYPE(KAPI_TYPE_PTR)
	KAPI_PARAM_END
	KAPI_RETURN("ssize_t", "Bytes written")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_RANGE)
		KAPI_RETURN_SUCCESS_RANGE(0, LLONG_MAX)
	KAPI_RETURN_END
	KAPI_ERRNO(EBADF, "The file was not opened for writing")
	KAPI_ERRNO(EINVAL, "No write method, or a negative position")
	KAPI_ERRNO(EOVERFLOW, "position + count overflows an unsigned offset")
	KAPI_ERRNO(EFAULT, "The buffer is not in user space")
	KAPI_ERRNO(EACCES, "A security module refuses the write")
	KAPI_ERRNO(EPERM, "A security module refuses, or the file is sealed")
	KAPI_ERRNO(EAGAIN, "Non-blocking and no room")
	KAPI_ERRNO(EINTR, "A signal arrived before any data")
	KAPI_ERRNO(EIO, "A low-level I/O error")
	KAPI_ERRNO(EFBIG, "Past the file size limit")
	KAPI_ERRNO(ENOSPC, "The device is full")
	KAPI_ERRNO(EDQUOT, "The quota is used up")
	KAPI_ERRNO(EPIPE, "A pipe or socket with no reader")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(kernel_read)
	KAPI_DESCRIPTION("Read from an open file into a kernel buffer")
	KAPI_LONG_DESC("vfs_read() for kernel callers: the buffer is kernel "
		       "memory, so there is no user-space check; the file must "
		       "still be open for reading with a read_iter method.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "file", "struct file *", "The open file")
		KAPI_PARAM_TYPE(KAPI_TYPE_PTR)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_NONZERO)
	KAPI_PARAM_END
	KAPI_PARAM(1, "buf", "void *", "Kernel destination")
		KAPI_PARAM_TYPE(KAPI_TYPE_PTR)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_NONZERO)
	KAPI_PARAM_END
	KAPI_PARAM(2, "count", "size_t", "Bytes wanted")
		KAPI_PARAM_TYPE(KAPI_TYPE_UINT)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, LLONG_MAX)
	KAPI_PARAM_END
	KAPI_PARAM(3, "pos", "loff_t *", "The position, advanced")
		KAPI_PARAM_TYPE(KAPI_TYPE_PTR)
	KAPI_PARAM_END
	KAPI_RETURN("ssize_t", "Bytes read")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_RANGE)
		KAPI_RETURN_SUCCESS_RANGE(0, LLONG_MAX)
	KAPI_RETURN_END
	KAPI_ERRNO(EBADF, "The file was not opened for reading")
	KAPI_ERRNO(EINVAL, "No read_iter method, or a negative position")
	KAPI_ERRNO(EOVERFLOW, "position + count overflows")
	KAPI_ERRNO(EACCES, "A security module refuses the read")
	KAPI_ERRNO(EPERM, "A security module refuses the read")
	KAPI_ERRNO(EINTR, "A signal arrived before any data")
	KAPI_ERRNO(EIO, "A low-level I/O error")
	KAPI_ERRNO(EISDIR, "The file is a directory")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(kernel_write)
	KAPI_DESCRIPTION("Write to an open file from a kernel buffer")
	KAPI_LONG_DESC("vfs_write() for kernel callers (core dumps, firmware "
		       "loaders): the buffer is kernel memory.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "file", "struct file *", "The open file")
		KAPI_PARAM_TYPE(KAPI_TYPE_PTR)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_NONZERO)
	KAPI_PARAM_END
	KAPI_PARAM(1, "buf", "const void *", "Kernel source")
		KAPI_PARAM_TYPE(KAPI_TYPE_PTR)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_NONZERO)
	KAPI_PARAM_END
	KAPI_PARAM(2, "count", "size_t", "Bytes to write")
		KAPI_PARAM_TYPE(KAPI_TYPE_UINT)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, LLONG_MAX)
	KAPI_PARAM_END
	KAPI_PARAM(3, "pos", "loff_t *", "The position, advanced")
		KAPI_PARAM_TYPE(KAPI_TYPE_PTR)
	KAPI_PARAM_END
	KAPI_RETURN("ssize_t", "Bytes written")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_RANGE)
		KAPI_RETURN_SUCCESS_RANGE(0, LLONG_MAX)
	KAPI_RETURN_END
	KAPI_ERRNO(EBADF, "The file was not opened for writing")
	KAPI_ERRNO(EINVAL, "No write_iter method, or a negative position")
	KAPI_ERRNO(EOVERFLOW, "position + count overflows")
	KAPI_ERRNO(EACCES, "A security module refuses the write")
	KAPI_ERRNO(EPERM, "A security module refuses the write")
	KAPI_ERRNO(EINTR, "A signal arrived before any data")
	KAPI_ERRNO(EIO, "A low-level I/O error")
	KAPI_ERRNO(EFBIG, "Past the file size limit")
	KAPI_ERRNO(ENOSPC, "The device is full")
	KAPI_ERRNO(EDQUOT, "The quota is used up")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(do_sys_openat2)
	KAPI_DESCRIPTION("Open a file relative to a directory descriptor")
	KAPI_LONG_DESC("The common body of open(2), openat(2), creat(2) and "
		       "openat2(2): turns the open_how into open flags, copies "
		       "the path name in, opens the file and installs it in the "
		       "lowest free descriptor.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "dfd", "int", "Directory descriptor, or AT_FDCWD")
		KAPI_PARAM_TYPE(KAPI_TYPE_FD)
	KAPI_PARAM_END
	KAPI_PARAM(1, "filename", "const char *", "User-space path name")
		KAPI_PARAM_TYPE(KAPI_TYPE_PATH)
	KAPI_PARAM_END
	KAPI_PARAM(2, "how", "struct open_how *", "Flags, mode and resolve flags, in kernel memory")
		KAPI_PARAM_TYPE(KAPI_TYPE_PTR)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_NONZERO)
	KAPI_PARAM_END
	KAPI_RETURN("long", "The new descriptor")
		KAPI_RETURN_TYPE(KAPI_TYPE_FD)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_FD)
	KAPI_RETURN_END
	KAPI_ERRNO(EACCES, "Search or open permission refused")
	KAPI_ERRNO(EAGAIN, "RESOLVE_CACHED could not be met from the cache")
	KAPI_ERRNO(EBADF, "dfd is not an open descriptor")
	KAPI_ERRNO(EEXIST, "O_CREAT | O_EXCL and the name exists")
	KAPI_ERRNO(EFAULT, "The path name is not readable")
	KAPI_ERRNO(EFBIG, "A large file opened without O_LARGEFILE")
	KAPI_ERRNO(EOVERFLOW, "A large file opened without O_LARGEFILE")
	KAPI_ERRNO(EINTR, "A signal arrived while waiting (a FIFO)")
	KAPI_ERRNO(EINVAL, "Unknown or contradictory flags or mode")
	KAPI_ERRNO(EISDIR, "A directory opened for writing")
	KAPI_ERRNO(ELOOP, "Too many symbolic links, or O_NOFOLLOW on one")
	KAPI_ERRNO(EMFILE, "No free descriptor under RLIMIT_NOFILE")
	KAPI_ERRNO(ENAMETOOLONG, "The path or a component is too long")
	KAPI_ERRNO(ENFILE, "The system-wide file limit is reached")
	KAPI_ERRNO(ENODEV, "A device node with no driver")
	KAPI_ERRNO(ENOENT, "A component does not exist")
	KAPI_ERRNO(ENOMEM, "Out of kernel memory")
	KAPI_ERRNO(ENOSPC, "No room for a new file")
	KAPI_ERRNO(ENOTDIR, "A component is not a directory")
	KAPI_ERRNO(ENXIO, "A FIFO without reader opened O_WRONLY | O_NONBLOCK")
	KAPI_ERRNO(EOPNOTSUPP, "O_TMPFILE where the file system has none")
	KAPI_ERRNO(EPERM, "O_NOATIME not owner, or a sealed or immutable file")
	KAPI_ERRNO(EROFS, "Write access on a read-only file system")
	KAPI_ERRNO(ETXTBSY, "A running executable opened for writing")
	KAPI_ERRNO(EXDEV, "RESOLVE_NO_XDEV and a mount point crossed")
	KAPI_ERRNO(EDQUOT, "The quota is used up")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(filp_close)
	KAPI_DESCRIPTION("Flush an open file and drop a reference to it")
	KAPI_LONG_DESC("close(2)'s last step: calls the file's flush method, "
		       "removes the caller's POSIX locks and dnotify marks (id "
		       "is the owning files_struct) and puts the reference.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "filp", "struct file *", "The file")
		KAPI_PARAM_TYPE(KAPI_TYPE_PTR)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_NONZERO)
	KAPI_PARAM_END
	KAPI_PARAM(1, "id", "fl_owner_t", "The lock owner, usually current->files")
		KAPI_PARAM_TYPE(KAPI_TYPE_PTR)
	KAPI_PARAM_END
	KAPI_RETURN("int", "0, or the flush method's error; the file is put either way")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_EXACT)
		KAPI_RETURN_SUCCESS(0)
	KAPI_RETURN_END
	KAPI_ERRNO(EIO, "Write-back failed (NFS and others report it at close)")
	KAPI_ERRNO(EINTR, "The flush was interrupted")
	KAPI_ERRNO(ENOSPC, "Delayed write-back found the device full")
	KAPI_ERRNO(EDQUOT, "Delayed write-back found the quota used up")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(security_file_open)
	KAPI_DESCRIPTION("Ask the security modules whether a file may be opened")
	KAPI_LONG_DESC("Called from do_dentry_open() once the file exists: each "
		       "LSM's file_open hook may refuse; then fsnotify's "
		       "permission events run (fanotify may refuse too).")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "file", "struct file *", "The file being opened")
		KAPI_PARAM_TYPE(KAPI_TYPE_PTR)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_NONZERO)
	KAPI_PARAM_END
	KAPI_RETURN("int", "0 when every module allows it")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_EXACT)
		KAPI_RETURN_SUCCESS(0)
	KAPI_RETURN_END
	KAPI_ERRNO(EACCES, "A module's policy refuses the open")
	KAPI_ERRNO(EPERM, "A module or a fanotify listener refuses the open")
	KAPI_ERRNO(ENOMEM, "A module could not allocate its state")
	KAPI_ERRNO(EINTR, "Waiting for a fanotify answer was interrupted")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(vfs_fsync_range)
	KAPI_DESCRIPTION("Write a file's dirty data in a byte range to storage")
	KAPI_LONG_DESC("The body of fsync(2), fdatasync(2) and sync_file_range's "
		       "wait: marks the inode's timestamps for writing unless "
		       "datasync, then calls the file's fsync method.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "file", "struct file *", "The file")
		KAPI_PARAM_TYPE(KAPI_TYPE_PTR)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_NONZERO)
	KAPI_PARAM_END
	KAPI_PARAM(1, "start", "loff_t", "First byte")
		KAPI_PARAM_TYPE(KAPI_TYPE_INT)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, LLONG_MAX)
	KAPI_PARAM_END
	KAPI_PARAM(2, "end", "loff_t", "Last byte, inclusive (LLONG_MAX: to the end)")
		KAPI_PARAM_TYPE(KAPI_TYPE_INT)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, LLONG_MAX)
	KAPI_PARAM_END
	KAPI_PARAM(3, "datasync", "int", "Nonzero: only what reading the data back needs")
		KAPI_PARAM_TYPE(KAPI_TYPE_INT)
	KAPI_PARAM_END
	KAPI_RETURN("int", "0 on success")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_EXACT)
		KAPI_RETURN_SUCCESS(0)
	KAPI_RETURN_END
	KAPI_ERRNO(EINVAL, "The file has no fsync method")
	KAPI_ERRNO(EIO, "Write-back failed")
	KAPI_ERRNO(ENOSPC, "The device is full")
	KAPI_ERRNO(EDQUOT, "The quota is used up")
	KAPI_ERRNO(EROFS, "The file system went read-only")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(vfs_llseek)
	KAPI_DESCRIPTION("Move an open file's position")
	KAPI_LONG_DESC("The body of lseek(2): refuses files opened without "
		       "FMODE_LSEEK (pipes, sockets) and calls the file's llseek.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "file", "struct file *", "The file")
		KAPI_PARAM_TYPE(KAPI_TYPE_PTR)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_NONZERO)
	KAPI_PARAM_END
	KAPI_PARAM(1, "offset", "loff_t", "Offset, relative to whence")
		KAPI_PARAM_TYPE(KAPI_TYPE_INT)
	KAPI_PARAM_END
	KAPI_PARAM(2, "whence", "int", "SEEK_SET, SEEK_CUR, SEEK_END, SEEK_DATA or SEEK_HOLE")
		KAPI_PARAM_TYPE(KAPI_TYPE_INT)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_ENUM)
		KAPI_PARAM_ENUM_VALUES(((const s64[]){ SEEK_SET, SEEK_CUR, SEEK_END, SEEK_DATA, SEEK_HOLE }))
	KAPI_PARAM_END
	KAPI_RETURN("loff_t", "The new position")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_RANGE)
		KAPI_RETURN_SUCCESS_RANGE(0, LLONG_MAX)
	KAPI_RETURN_END
	KAPI_ERRNO(ESPIPE, "The file cannot seek (pipe, socket, FIFO)")
	KAPI_ERRNO(EINVAL, "whence unknown, or the position would be negative")
	KAPI_ERRNO(EOVERFLOW, "The position does not fit loff_t")
	KAPI_ERRNO(ENXIO, "SEEK_DATA or SEEK_HOLE past the end")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(vfs_fallocate)
	KAPI_DESCRIPTION("Allocate, punch or zero a byte range of a file")
	KAPI_LONG_DESC("The body of fallocate(2): checks the mode and range, "
		       "write access, append-only and immutable files and swap "
		       "files, then calls the file's fallocate method.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "file", "struct file *", "The file")
		KAPI_PARAM_TYPE(KAPI_TYPE_PTR)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_NONZERO)
	KAPI_PARAM_END
	KAPI_PARAM(1, "mode", "int", "0 or FALLOC_FL_* bits")
		KAPI_PARAM_TYPE(KAPI_TYPE_INT)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(FALLOC_FL_KEEP_SIZE | FALLOC_FL_PUNCH_HOLE | FALLOC_FL_NO_HIDE_STALE | FALLOC_FL_COLLAPSE_RANGE | FALLOC_FL_ZERO_RANGE | FALLOC_FL_INSERT_RANGE | FALLOC_FL_UNSHARE_RANGE | FALLOC_FL_WRITE_ZEROES)
	KAPI_PARAM_END
	KAPI_PARAM(2, "offset", "loff_t", "First byte")
		KAPI_PARAM_TYPE(KAPI_TYPE_INT)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, LLONG_MAX)
	KAPI_PARAM_END
	KAPI_PARAM(3, "len", "loff_t", "Bytes, at least 1")
		KAPI_PARAM_TYPE(KAPI_TYPE_INT)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(1, LLONG_MAX)
	KAPI_PARAM_END
	KAPI_RETURN("int", "0 on success")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_EXACT)
		KAPI_RETURN_SUCCESS(0)
	KAPI_RETURN_END
	KAPI_ERRNO(EBADF, "The file was not opened for writing")
	KAPI_ERRNO(EINVAL, "A bad range or mode combination")
	KAPI_ERRNO(EOPNOTSUPP, "The file system does not do this mode")
	KAPI_ERRNO(EPERM, "An append-only or immutable file")
	KAPI_ERRNO(ETXTBSY, "An active swap file")
	KAPI_ERRNO(EFBIG, "offset + len past the size limit")
	KAPI_ERRNO(ENODEV, "Not a regular file or block device")
	KAPI_ERRNO(ESPIPE, "A pipe or FIFO")
	KAPI_ERRNO(EISDIR, "A directory")
	KAPI_ERRNO(ENOSPC, "The device is full")
	KAPI_ERRNO(EINTR, "A signal arrived")
	KAPI_ERRNO(EIO, "A low-level I/O error")
	KAPI_ERRNO(EDQUOT, "The quota is used up")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(vfs_truncate)
	KAPI_DESCRIPTION("Set the size of the file at a path")
	KAPI_LONG_DESC("The body of truncate(2): refuses directories and "
		       "non-regular files, takes write access to the mount, "
		       "checks permission, leases and locks, then do_truncate().")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "path", "const struct path *", "The file's mount and dentry")
		KAPI_PARAM_TYPE(KAPI_TYPE_PTR)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_NONZERO)
	KAPI_PARAM_END
	KAPI_PARAM(1, "length", "loff_t", "The new size")
		KAPI_PARAM_TYPE(KAPI_TYPE_INT)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, LLONG_MAX)
	KAPI_PARAM_END
	KAPI_RETURN("long", "0 on success")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_EXACT)
		KAPI_RETURN_SUCCESS(0)
	KAPI_RETURN_END
	KAPI_ERRNO(EISDIR, "A directory")
	KAPI_ERRNO(EINVAL, "Not a regular file, or a negative length")
	KAPI_ERRNO(EACCES, "No write permission")
	KAPI_ERRNO(EPERM, "An append-only or immutable file")
	KAPI_ERRNO(EROFS, "A read-only file system")
	KAPI_ERRNO(ETXTBSY, "A running executable")
	KAPI_ERRNO(EFBIG, "Past the size limit")
	KAPI_ERRNO(EAGAIN, "A conflicting mandatory lock or lease")
	KAPI_ERRNO(EINTR, "Breaking a lease was interrupted")
	KAPI_ERRNO(EIO, "A low-level I/O error")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(vfs_getattr)
	KAPI_DESCRIPTION("Get the attributes of the inode at a path")
	KAPI_LONG_DESC("The body of the stat family: asks the security modules, "
		       "then the file system's getattr (or the generic one) to "
		       "fill a kstat with at least request_mask's fields.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "path", "const struct path *", "The mount and dentry")
		KAPI_PARAM_TYPE(KAPI_TYPE_PTR)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_NONZERO)
	KAPI_PARAM_END
	KAPI_PARAM(1, "stat", "struct kstat *", "Filled in")
		KAPI_PARAM_TYPE(KAPI_TYPE_PTR)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_NONZERO)
	KAPI_PARAM_END
	KAPI_PARAM(2, "request_mask", "u32", "STATX_* fields wanted")
		KAPI_PARAM_TYPE(KAPI_TYPE_UINT)
	KAPI_PARAM_END
	KAPI_PARAM(3, "query_flags", "unsigned int", "AT_STATX_* synchronisation flags")
		KAPI_PARAM_TYPE(KAPI_TYPE_UINT)
	KAPI_PARAM_END
	KAPI_RETURN("int", "0 on success")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_EXACT)
		KAPI_RETURN_SUCCESS(0)
	KAPI_RETURN_END
	KAPI_ERRNO(EACCES, "A security module refuses")
	KAPI_ERRNO(EPERM, "A security module refuses")
	KAPI_ERRNO(EIO, "The file system could not read the inode")
	KAPI_ERRNO(ENOMEM, "Out of kernel memory")
	KAPI_ERRNO(ESTALE, "A network file system's handle went stale")
	KAPI_ERRNO(EINTR, "A network file system's wait was interrupted")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(rw_verify_area)
	KAPI_DESCRIPTION("Check a read or write area before the I/O")
	KAPI_LONG_DESC("Refuses a negative position (unless the file takes "
		       "unsigned offsets) or one that overflows with count, then "
		       "asks the security modules for read or write permission.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "read_write", "int", "READ (0) or WRITE (1)")
		KAPI_PARAM_TYPE(KAPI_TYPE_INT)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, 1)
	KAPI_PARAM_END
	KAPI_PARAM(1, "file", "struct file *", "The file")
		KAPI_PARAM_TYPE(KAPI_TYPE_PTR)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_NONZERO)
	KAPI_PARAM_END
	KAPI_PARAM(2, "ppos", "const loff_t *", "The position, or NULL for streams")
		KAPI_PARAM_TYPE(KAPI_TYPE_PTR)
	KAPI_PARAM_END
	KAPI_PARAM(3, "count", "size_t", "Bytes")
		KAPI_PARAM_TYPE(KAPI_TYPE_UINT)
	KAPI_PARAM_END
	KAPI_RETURN("int", "0 when the I/O may go ahead")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_EXACT)
		KAPI_RETURN_SUCCESS(0)
	KAPI_RETURN_END
	KAPI_ERRNO(EINVAL, "A negative position, or position + count overflows")
	KAPI_ERRNO(EOVERFLOW, "An unsigned-offset file's position + count wraps")
	KAPI_ERRNO(EACCES, "A security module refuses")
	KAPI_ERRNO(EPERM, "A security module refuses")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(fd_install)
	KAPI_DESCRIPTION("Make a reserved descriptor refer to a file")
	KAPI_LONG_DESC("Stores file in slot fd of the current task's table; the "
		       "slot must have been reserved with get_unused_fd_flags() "
		       "and the caller's reference passes to the table.  Cannot "
		       "fail.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS)
	KAPI_PARAM(0, "fd", "unsigned int", "The reserved descriptor")
		KAPI_PARAM_TYPE(KAPI_TYPE_UINT)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, INT_MAX)
	KAPI_PARAM_END
	KAPI_PARAM(1, "file", "struct file *", "The file")
		KAPI_PARAM_TYPE(KAPI_TYPE_PTR)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_NONZERO)
	KAPI_PARAM_END
	KAPI_RETURN("void", "Nothing")
		KAPI_RETURN_TYPE(KAPI_TYPE_VOID)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_EXACT)
		KAPI_RETURN_SUCCESS(0)
	KAPI_RETURN_END
KAPI_END_SPEC;

// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * Reading, writing and positioning on file descriptors (fs/read_write.c,
 * fs/open.c, fs/file.c).  Counts above MAX_RW_COUNT are not errors: the
 * kernel clamps them, so the specs accept any size_t.
 */
#include <kapi/spec_compile.h>
#include <errno.h>
#include <limits.h>
#include <linux/close_range.h>
#include <linux/fadvise.h>
#include <linux/falloc.h>
#include <linux/fcntl.h>
#include <linux/fs.h>
#include <linux/uio.h>
#include <kapi_specs/kernel_consts.h>
#include <kapi_specs/helpers.h>

/* The errors of read and readv */
#define READ_ERRORS \
	KAPI_ERRNO(EAGAIN, "O_NONBLOCK is set and the call would block") \
	KAPI_ERRNO(EBADF, "fd is not open, or not open for this direction") \
	KAPI_ERRNO(EFAULT, "The buffer lies outside the address space") \
	KAPI_ERRNO(EINTR, "A signal arrived before any data moved") \
	KAPI_ERRNO(EINVAL, "The file cannot do this, or O_DIRECT alignment is not met") \
	KAPI_ERRNO(EIO, "A low-level I/O error") \
	KAPI_ERRNO(EISDIR, "fd refers to a directory") \
	KAPI_ERRNO(ECONNRESET, "A socket whose peer reset the connection") \
	KAPI_ERRNO(ENOTCONN, "A connection-mode socket that is not connected")


DEFINE_KERNEL_API_SPEC(sys_read)
	KAPI_DESCRIPTION("Read bytes from a file descriptor into a buffer")
	KAPI_LONG_DESC("Copies up to count bytes from the file position (for files "
	               "that have one) into buf and advances the position by what was "
	               "read.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("fd", "unsigned int", "Descriptor open for reading")
	KAPI_PARAM_USER_OUT("buf", "char *", "Destination buffer",
		KAPI_PARAM_SIZE_PARAM(2))
	KAPI_PARAM_UINT_IN("count", "size_t", "Bytes wanted",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, LLONG_MAX)
		KAPI_PARAM_CONSTRAINT("Clamped to MAX_RW_COUNT"))
	KAPI_RETURN_IN_RANGE("ssize_t", "Bytes read; 0 at end of file", 0, LLONG_MAX)
	READ_ERRORS
	KAPI_SIGNAL_INTR_RESTART("A signal arrives while the call waits for data")
	KAPI_EXAMPLES("n = read(fd, buf, sizeof(buf));")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_write)
	KAPI_DESCRIPTION("Write bytes from a buffer to a file descriptor")
	KAPI_LONG_DESC("Copies up to count bytes from buf to the file; with O_APPEND "
	               "the position moves to the end first.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("fd", "unsigned int", "Descriptor open for writing")
	KAPI_PARAM_USER_IN("buf", "const char *", "Source buffer",
		KAPI_PARAM_SIZE_PARAM(2))
	KAPI_PARAM_UINT_IN("count", "size_t", "Bytes to write",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, LLONG_MAX)
		KAPI_PARAM_CONSTRAINT("Clamped to MAX_RW_COUNT"))
	KAPI_RETURN_IN_RANGE("ssize_t", "Bytes written, possibly fewer than count", 0, LLONG_MAX)
	KAPI_ERRNO(EAGAIN, "O_NONBLOCK is set and the call would block")
	KAPI_ERRNO(EBADF, "fd is not open, or not open for this direction")
	KAPI_ERRNO(EFAULT, "The buffer lies outside the address space")
	KAPI_ERRNO(EINTR, "A signal arrived before any data moved")
	KAPI_ERRNO(EINVAL, "The file cannot do this, or O_DIRECT alignment is not met")
	KAPI_ERRNO(EIO, "A low-level I/O error")
	KAPI_ERRNO(EDQUOT, "The user quota is used up")
	KAPI_ERRNO(EFBIG, "The file would grow past its limit")
	KAPI_ERRNO(ENOSPC, "The device is full")
	KAPI_ERRNO(EPERM, "The file is sealed or immutable")
	KAPI_ERRNO(EPIPE, "The reading end of a pipe or socket is closed",
		   "SIGPIPE is sent as well")
	KAPI_ERRNO(ECONNRESET, "A socket whose peer reset the connection")
	KAPI_ERRNO(ENOTCONN, "A socket that is not connected: a stream socket never connected, a datagram socket without a peer")
	KAPI_ERRNO(EDESTADDRREQ, "A datagram socket (UDP and the like) with no peer address set")
	KAPI_ERRNO(EACCES, "A security module or the file system refused the write, or a datagram to a broadcast address without SO_BROADCAST")
	KAPI_SIGNAL_INTR_RESTART("A signal arrives before anything was written")
	KAPI_EXAMPLES("write(1, \"hi\\n\", 3);")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_pread64)
	KAPI_DESCRIPTION("Read at a given offset without moving the file position")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("fd", "unsigned int", "Seekable descriptor open for reading")
	KAPI_PARAM_USER_OUT("buf", "char *", "Destination buffer",
		KAPI_PARAM_SIZE_PARAM(2))
	KAPI_PARAM_UINT_IN("count", "size_t", "Bytes wanted",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, LLONG_MAX))
	KAPI_PARAM_INT_IN("pos", "loff_t", "File offset to read at",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, LLONG_MAX))
	KAPI_RETURN_IN_RANGE("ssize_t", "Bytes read; 0 at end of file", 0, LLONG_MAX)
	KAPI_ERRNO(EAGAIN, "O_NONBLOCK is set and the call would block")
	KAPI_ERRNO(EBADF, "fd is not open, or not open for this direction")
	KAPI_ERRNO(EFAULT, "The buffer lies outside the address space")
	KAPI_ERRNO(EINTR, "A signal arrived before any data moved")
	KAPI_ERRNO(EINVAL, "The file cannot do this, or O_DIRECT alignment is not met")
	KAPI_ERRNO(EIO, "A low-level I/O error")
	KAPI_ERRNO(ESPIPE, "fd is a pipe, socket or FIFO")
	KAPI_ERRNO(EISDIR, "fd is a directory")
	KAPI_ERRNO(ENXIO, "The offset is beyond what the device has")
	KAPI_ERRNO(EOVERFLOW, "The offset plus count overflows")
	KAPI_SIGNAL_INTR_RESTART("A signal arrives before any data moved")
	KAPI_EXAMPLES("pread(fd, buf, 4096, 8192);")
	KAPI_CONSTRAINT(0, "The range fits in a file offset",
			"pos + count past LLONG_MAX is EINVAL (files with unsigned offsets, "
			"such as /dev/mem, aside).")
		KAPI_CONSTRAINT_EXPR("pos <= 0x7fffffffffffffff - count")
	KAPI_CONSTRAINT_END
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_pwrite64)
	KAPI_DESCRIPTION("Write at a given offset without moving the file position")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("fd", "unsigned int", "Seekable descriptor open for writing")
	KAPI_PARAM_USER_IN("buf", "const char *", "Source buffer",
		KAPI_PARAM_SIZE_PARAM(2))
	KAPI_PARAM_UINT_IN("count", "size_t", "Bytes to write",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, LLONG_MAX))
	KAPI_PARAM_INT_IN("pos", "loff_t", "File offset to write at",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, LLONG_MAX))
	KAPI_RETURN_IN_RANGE("ssize_t", "Bytes written", 0, LLONG_MAX)
	KAPI_ERRNO(EAGAIN, "O_NONBLOCK is set and the call would block")
	KAPI_ERRNO(EBADF, "fd is not open, or not open for this direction")
	KAPI_ERRNO(EFAULT, "The buffer lies outside the address space")
	KAPI_ERRNO(EINTR, "A signal arrived before any data moved")
	KAPI_ERRNO(EINVAL, "The file cannot do this, or O_DIRECT alignment is not met")
	KAPI_ERRNO(EIO, "A low-level I/O error")
	KAPI_ERRNO(ESPIPE, "fd is a pipe, socket or FIFO")
	KAPI_ERRNO(EFBIG, "The file would grow past its limit")
	KAPI_ERRNO(ENOSPC, "The device is full")
	KAPI_ERRNO(EDQUOT, "The user quota is used up")
	KAPI_ERRNO(EPERM, "The file is sealed or immutable")
	KAPI_ERRNO(ENXIO, "The offset is beyond the device")
	KAPI_SIGNAL_INTR_RESTART("A signal arrives before anything was written")
	KAPI_EXAMPLES("pwrite(fd, buf, len, 0);")
	KAPI_CONSTRAINT(0, "The range fits in a file offset",
			"pos + count past LLONG_MAX is EINVAL (files with unsigned offsets, "
			"such as /dev/mem, aside).")
		KAPI_CONSTRAINT_EXPR("pos <= 0x7fffffffffffffff - count")
	KAPI_CONSTRAINT_END
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_readv)
	KAPI_DESCRIPTION("Read into several buffers in one call")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("fd", "unsigned long", "Descriptor open for reading")
	KAPI_PARAM_USER_IN("vec", "const struct iovec *", "Array of buffers")
	KAPI_PARAM_UINT_IN("vlen", "unsigned long", "Entries in vec",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, UIO_MAXIOV))
	KAPI_RETURN_IN_RANGE("ssize_t", "Bytes read in total", 0, LLONG_MAX)
	READ_ERRORS
	KAPI_SIGNAL_INTR_RESTART("A signal arrives before any data moved")
	KAPI_EXAMPLES("readv(fd, iov, 2);")
	KAPI_NOTES("More than UIO_MAXIOV (1024) entries, or lengths that add up "
	           "past SSIZE_MAX, give EINVAL.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_writev)
	KAPI_DESCRIPTION("Write from several buffers in one call")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("fd", "unsigned long", "Descriptor open for writing")
	KAPI_PARAM_USER_IN("vec", "const struct iovec *", "Array of buffers")
	KAPI_PARAM_UINT_IN("vlen", "unsigned long", "Entries in vec",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, UIO_MAXIOV))
	KAPI_RETURN_IN_RANGE("ssize_t", "Bytes written in total", 0, LLONG_MAX)
	KAPI_ERRNO(EAGAIN, "O_NONBLOCK is set and the call would block")
	KAPI_ERRNO(EBADF, "fd is not open, or not open for this direction")
	KAPI_ERRNO(EFAULT, "The buffer lies outside the address space")
	KAPI_ERRNO(EINTR, "A signal arrived before any data moved")
	KAPI_ERRNO(EINVAL, "The file cannot do this, or O_DIRECT alignment is not met")
	KAPI_ERRNO(EIO, "A low-level I/O error")
	KAPI_ERRNO(EPIPE, "The reading end is closed")
	KAPI_ERRNO(ENOSPC, "The device is full")
	KAPI_ERRNO(EDQUOT, "The user quota is used up")
	KAPI_ERRNO(EFBIG, "The file would grow past its limit")
	KAPI_ERRNO(EPERM, "The file is sealed or immutable")
	KAPI_ERRNO(ECONNRESET, "A socket whose peer reset the connection")
	KAPI_ERRNO(ENOTCONN, "A socket that is not connected: a stream socket never connected, a datagram socket without a peer")
	KAPI_ERRNO(EDESTADDRREQ, "A datagram socket (UDP and the like) with no peer address set")
	KAPI_ERRNO(EACCES, "A security module or the file system refused the write, or a datagram to a broadcast address without SO_BROADCAST")
	KAPI_SIGNAL_INTR_RESTART("A signal arrives before anything was written")
	KAPI_EXAMPLES("writev(1, iov, 2);")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_lseek)
	KAPI_DESCRIPTION("Move the file position")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("fd", "unsigned int", "Seekable descriptor")
	KAPI_PARAM_INT_IN("offset", "off_t", "Offset, its meaning set by whence")
	KAPI_PARAM_UINT_IN("whence", "unsigned int", "Where offset counts from",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_ENUM)
		KAPI_PARAM_ENUM_VALUES(((const s64[]){ SEEK_SET, SEEK_CUR, SEEK_END, SEEK_DATA, SEEK_HOLE })))
	KAPI_RETURN_IN_RANGE("off_t", "The new position", 0, LLONG_MAX)
	KAPI_ERR_BADF
	KAPI_ERRNO(EINVAL, "whence is unknown, or the position would be negative")
	KAPI_ERRNO(ENXIO, "SEEK_DATA or SEEK_HOLE past the end of the file")
	KAPI_ERRNO(EOVERFLOW, "The position does not fit in off_t")
	KAPI_ERRNO(ESPIPE, "fd is a pipe, socket or FIFO")
	KAPI_EXAMPLES("lseek(fd, 0, SEEK_END);")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_close)
	KAPI_DESCRIPTION("Close a file descriptor")
	KAPI_LONG_DESC("The descriptor is freed at once, even when closing reports an "
	               "error; the file itself goes when its last reference does.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("fd", "unsigned int", "Descriptor to close",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, INT_MAX)
		KAPI_PARAM_CONSTRAINT("Descriptors are ints: larger values are never open"))
	KAPI_RETURN_ZERO("int", "0, or a negative errno")
	KAPI_ERR_BADF
	KAPI_ERRNO(EINTR, "A signal interrupted a flush; fd is closed anyway")
	KAPI_ERRNO(EIO, "Writing back failed")
	KAPI_ERRNO(ENOSPC, "Writing back found the device full")
	KAPI_ERRNO(EDQUOT, "Writing back found the quota used up")
	KAPI_EXAMPLES("close(fd);")
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_RESOURCE_DESTROY, "file descriptor table",
			 "fd is free afterwards, even when the call fails with EINTR or EIO")
		KAPI_EFFECT_CHECK("fd_closed(fd)")
	KAPI_SIDE_EFFECT_END
	KAPI_NOTES("Do not retry after EINTR: the number may already belong to "
	           "another open file.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_close_range)
	KAPI_DESCRIPTION("Close or mark close-on-exec a range of descriptors")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_UINT_IN("fd", "unsigned int", "First descriptor of the range",
		KAPI_PARAM_CONSTRAINT("A bound, not a descriptor in use: it need not be open, but must not exceed max_fd"))
	KAPI_PARAM_UINT_IN("max_fd", "unsigned int", "Last descriptor, inclusive")
	KAPI_PARAM_UINT_IN("flags", "unsigned int", "CLOSE_RANGE_UNSHARE and CLOSE_RANGE_CLOEXEC",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(CLOSE_RANGE_UNSHARE | CLOSE_RANGE_CLOEXEC))
	KAPI_RETURN_ZERO("int", "0, or a negative errno")
	KAPI_ERRNO(EINVAL, "Unknown flags, or fd above max_fd")
	KAPI_ERRNO(ENOMEM, "Unsharing the descriptor table failed for memory")
	KAPI_ERRNO(EMFILE, "Unsharing needed more descriptors than allowed")
	KAPI_SINCE_VERSION("5.9")
	KAPI_EXAMPLES("close_range(3, ~0U, CLOSE_RANGE_CLOEXEC);")
	KAPI_CONSTRAINT(0, "An ordered range",
			"fd above max_fd is EINVAL.")
		KAPI_CONSTRAINT_EXPR("fd <= max_fd")
	KAPI_CONSTRAINT_END
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_RESOURCE_DESTROY, "file descriptor table",
			      "Without flags, every descriptor from fd to max_fd is closed")
		KAPI_EFFECT_CHECK("fd_closed(fd)")
		KAPI_EFFECT_CHECK_WHEN("flags == 0")
	KAPI_SIDE_EFFECT_END
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_fadvise64)
	KAPI_DESCRIPTION("Tell the page cache how a range of a file will be read")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("fd", "int", "The file")
	KAPI_PARAM_INT_IN("offset", "loff_t", "Start of the range")
	KAPI_PARAM_UINT_IN("len", "size_t", "Length of the range; 0 means to the end of the file",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, LLONG_MAX))
	KAPI_PARAM_INT_IN("advice", "int", "POSIX_FADV_*",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_ENUM)
		KAPI_PARAM_ENUM_VALUES(((const s64[]){ POSIX_FADV_NORMAL, POSIX_FADV_RANDOM, POSIX_FADV_SEQUENTIAL, POSIX_FADV_WILLNEED, POSIX_FADV_DONTNEED, POSIX_FADV_NOREUSE })))
	KAPI_RETURN_ZERO("long", "0")
	KAPI_ERR_BADF
	KAPI_ERRNO(EINVAL, "An unknown advice, a negative length, or a file with no page cache")
	KAPI_ERRNO(ESPIPE, "fd is a pipe or FIFO")
	KAPI_NOTES("Advice is a hint: the call succeeds even where the file "
	           "system ignores it. posix_fadvise() returns the error instead "
	           "of setting errno.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_copy_file_range)
	KAPI_DESCRIPTION("Copy a range from one file to another inside the kernel")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("fd_in", "int", "Source, open for reading")
	KAPI_PARAM_USER_INOUT_OPT("off_in", "loff_t *", "Source offset, updated; NULL to use and advance the file position")
	KAPI_PARAM_FD_IN("fd_out", "int", "Destination, open for writing and not O_APPEND")
	KAPI_PARAM_USER_INOUT_OPT("off_out", "loff_t *", "Destination offset, updated; NULL to use the file position")
	KAPI_PARAM_UINT_IN("len", "size_t", "Bytes to copy")
	KAPI_PARAM_UINT_IN("flags", "unsigned int", "Reserved: 0",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, 0))
	KAPI_RETURN_IN_RANGE("long", "Bytes copied; 0 at the end of the source", 0, LLONG_MAX)
	KAPI_ERRNO(EBADF, "A descriptor is not open, or not open for the needed direction, or fd_out is O_APPEND")
	KAPI_ERRNO(EFAULT, "off_in or off_out is out of reach")
	KAPI_ERRNO(EFBIG, "The copy would pass the largest file size")
	KAPI_ERRNO(EINVAL, "flags is not 0, a file is not regular, or the ranges overlap in one file")
	KAPI_ERR_IO
	KAPI_ERRNO(EISDIR, "A descriptor is a directory")
	KAPI_ERR_NOMEM
	KAPI_ERRNO(ENOSPC, "No room on the destination")
	KAPI_ERRNO(EOPNOTSUPP, "The file systems cannot copy between these files")
	KAPI_ERRNO(EOVERFLOW, "An offset plus len overflows")
	KAPI_ERRNO(EPERM, "fd_out is immutable")
	KAPI_ERRNO(ETXTBSY, "A file is an active swap file")
	KAPI_ERRNO(EXDEV, "The files are on different file systems that cannot copy across")
	KAPI_ERRNO(EINTR, "A signal arrived during the copy")
	KAPI_SINCE_VERSION("4.5")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_flock)
	KAPI_DESCRIPTION("Take or drop an advisory lock on a whole open file")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("fd", "unsigned int", "The file",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, INT_MAX))
	KAPI_PARAM_UINT_IN("cmd", "unsigned int", "LOCK_SH, LOCK_EX or LOCK_UN, each optionally with LOCK_NB",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_ENUM)
		KAPI_PARAM_ENUM_VALUES(((const s64[]){ LOCK_SH, LOCK_EX, LOCK_UN, LOCK_SH | LOCK_NB, LOCK_EX | LOCK_NB, LOCK_UN | LOCK_NB })))
	KAPI_RETURN_ZERO("long", "0")
	KAPI_ERRNO(EBADF, "fd is not open, or open with neither read nor write access")
	KAPI_ERRNO(EINTR, "A signal arrived while waiting for the lock")
	KAPI_ERRNO(EINVAL, "cmd is not one of the operations")
	KAPI_ERRNO(ENOLCK, "Lock records ran out")
	KAPI_ERRNO(EAGAIN, "LOCK_NB and another open file holds a conflicting lock")
	KAPI_SIGNAL_INTR_RESTART("A signal arrives while waiting for the lock")
	KAPI_NOTES("Locks belong to the open file, so dup()ed and inherited descriptors share them. A cmd with the old LOCK_MAND bit is ignored and returns 0.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_fallocate)
	KAPI_DESCRIPTION("Allocate, punch, zero, collapse or insert a byte range of a file")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("fd", "int", "A file open for writing")
	KAPI_PARAM_INT_IN("mode", "int", "0 to allocate, or a FALLOC_FL_* operation",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(FALLOC_FL_KEEP_SIZE | FALLOC_FL_PUNCH_HOLE | FALLOC_FL_COLLAPSE_RANGE | FALLOC_FL_ZERO_RANGE | FALLOC_FL_INSERT_RANGE | FALLOC_FL_UNSHARE_RANGE | FALLOC_FL_WRITE_ZEROES))
	KAPI_PARAM_INT_IN("offset", "loff_t", "Start of the range",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, LLONG_MAX))
	KAPI_PARAM_INT_IN("len", "loff_t", "Length of the range",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(1, LLONG_MAX))
	KAPI_RETURN_ZERO("long", "0")
	KAPI_ERRNO(EBADF, "fd is not open for writing")
	KAPI_ERR_DQUOT
	KAPI_ERRNO(EFBIG, "offset plus len passes the largest file size")
	KAPI_ERRNO(EINTR, "A signal arrived")
	KAPI_ERRNO(EINVAL, "A negative offset, len 0, or a combination of modes the file system refuses")
	KAPI_ERR_IO
	KAPI_ERRNO(EISDIR, "fd is a directory")
	KAPI_ERRNO(ENODEV, "fd is neither a regular file nor a directory")
	KAPI_ERR_NOSPC
	KAPI_ERRNO(EOPNOTSUPP, "Unknown bits or several modes in mode, FALLOC_FL_PUNCH_HOLE without FALLOC_FL_KEEP_SIZE, a size-changing mode with it, or a mode the file system cannot do")
	KAPI_ERRNO(EPERM, "The file is immutable, append-only or sealed")
	KAPI_ERRNO(ESPIPE, "fd is a pipe or FIFO")
	KAPI_ERRNO(ETXTBSY, "The file is an active swap file")
	KAPI_NOTES("FALLOC_FL_PUNCH_HOLE needs FALLOC_FL_KEEP_SIZE; FALLOC_FL_NO_HIDE_STALE is refused with EOPNOTSUPP."
		   " ENOSYS only on kernels before 2.6.23.")
	KAPI_CONSTRAINT(0, "One mode at a time",
			"At most one of the mode bits (all but FALLOC_FL_KEEP_SIZE); "
			"two together are EOPNOTSUPP before any file system is asked.")
		KAPI_CONSTRAINT_EXPR("popcount(mode & (FALLOC_FL_PUNCH_HOLE | FALLOC_FL_COLLAPSE_RANGE | FALLOC_FL_ZERO_RANGE | FALLOC_FL_INSERT_RANGE | FALLOC_FL_UNSHARE_RANGE | FALLOC_FL_WRITE_ZEROES)) <= 1")
	KAPI_CONSTRAINT_END
	KAPI_CONSTRAINT(1, "A hole keeps the size",
			"FALLOC_FL_PUNCH_HOLE without FALLOC_FL_KEEP_SIZE is EOPNOTSUPP.")
		KAPI_CONSTRAINT_EXPR("has(mode, FALLOC_FL_PUNCH_HOLE) -> has(mode, FALLOC_FL_KEEP_SIZE)")
	KAPI_CONSTRAINT_END
	KAPI_CONSTRAINT(2, "Size-changing modes change the size",
			"FALLOC_FL_COLLAPSE_RANGE, FALLOC_FL_INSERT_RANGE and FALLOC_FL_WRITE_ZEROES with FALLOC_FL_KEEP_SIZE are EOPNOTSUPP.")
		KAPI_CONSTRAINT_EXPR("(mode & (FALLOC_FL_COLLAPSE_RANGE | FALLOC_FL_INSERT_RANGE | FALLOC_FL_WRITE_ZEROES)) != 0 -> !has(mode, FALLOC_FL_KEEP_SIZE)")
	KAPI_CONSTRAINT_END
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_truncate)
	KAPI_DESCRIPTION("Set the size of a file named by path")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_PATH_IN("path", "const char *", "A regular file the caller may write")
	KAPI_PARAM_INT_IN("length", "long", "The new size in bytes",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, LLONG_MAX))
	KAPI_RETURN_ZERO("long", "0")
	KAPI_ERRNO(EACCES, "Search permission on the path, or write permission on the file, is missing")
	KAPI_ERR_FAULT_PATH
	KAPI_ERRNO(EFBIG, "length exceeds the file size limit or RLIMIT_FSIZE")
	KAPI_ERR_INTR_WAIT
	KAPI_ERRNO(EINVAL, "length is negative, or the file is not regular")
	KAPI_ERR_IO
	KAPI_ERRNO(EISDIR, "The path names a directory")
	KAPI_ERR_LOOP
	KAPI_ERR_NAMETOOLONG
	KAPI_ERR_NOENT
	KAPI_ERR_NOTDIR
	KAPI_ERRNO(EPERM, "The file is append-only, immutable or sealed")
	KAPI_ERR_ROFS
	KAPI_ERRNO(ETXTBSY, "The file is a running executable")
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_MODIFY_STATE | KAPI_EFFECT_FILESYSTEM, "file size",
			      "The file is length bytes long: cut, or extended with zeros")
		KAPI_EFFECT_CHECK("path_size(path, length)")
	KAPI_SIDE_EFFECT_END
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_sendfile64)
	KAPI_DESCRIPTION("Copy data from one descriptor to another inside the kernel")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("out_fd", "int", "Destination, open for writing")
	KAPI_PARAM_FD_IN("in_fd", "int", "Source, a file that can be mapped or spliced")
	KAPI_PARAM_USER_INOUT_OPT("offset", "loff_t *", "Source offset, updated; NULL to use and advance the file position")
	KAPI_PARAM_UINT_IN("count", "size_t", "Bytes to copy; more than MAX_RW_COUNT is cut")
	KAPI_RETURN_IN_RANGE("long", "Bytes copied; 0 at the end of the source", 0, LLONG_MAX)
	KAPI_ERRNO(EAGAIN, "out_fd is non-blocking and full")
	KAPI_ERRNO(EBADF, "A descriptor is not open for the needed direction")
	KAPI_ERRNO(EFAULT, "offset is out of reach")
	KAPI_ERRNO(EINVAL, "A descriptor cannot be used this way, or the offset is negative")
	KAPI_ERR_IO
	KAPI_ERR_NOMEM
	KAPI_ERRNO(EOVERFLOW, "The copy would pass the largest offset")
	KAPI_ERRNO(ESPIPE, "offset is given and in_fd cannot seek")
	KAPI_ERRNO(EINTR, "A signal arrived during the copy")
	KAPI_ERRNO(EPIPE, "out_fd is a pipe or socket with no reader")
	KAPI_ERRNO(ENOTCONN, "out_fd is a socket that is not connected")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_preadv)
	KAPI_DESCRIPTION("Read into several buffers at a file offset")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("fd", "unsigned long", "Descriptor open for reading")
	KAPI_PARAM_USER_IN("vec", "const struct iovec *", "Array of buffers",
		KAPI_PARAM_SIZE_PARAM(2))
	KAPI_PARAM_UINT_IN("vlen", "unsigned long", "Entries in vec",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, UIO_MAXIOV))
	KAPI_PARAM_INT_IN("pos_l", "unsigned long", "The file offset (all of it on 64-bit)",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, LLONG_MAX))
	KAPI_PARAM_UINT_IN("pos_h", "unsigned long", "High half of the offset on 32-bit; ignored on 64-bit")
	KAPI_RETURN_IN_RANGE("long", "Bytes moved; fewer than asked is no error", 0, LLONG_MAX)
	KAPI_ERRNO(EAGAIN, "O_NONBLOCK is set and the call would block")
	KAPI_ERRNO(EBADF, "fd is not open, or not open for this direction")
	KAPI_ERRNO(EFAULT, "A buffer or the vector lies outside the address space")
	KAPI_ERRNO(EINTR, "A signal arrived before any data moved")
	KAPI_ERRNO(EINVAL, "The file cannot do this, O_DIRECT alignment is not met, the offset is negative, or the lengths overflow")
	KAPI_ERRNO(EIO, "A low-level I/O error")
	KAPI_ERRNO(EISDIR, "fd refers to a directory")
	KAPI_ERRNO(ENXIO, "The offset is beyond what the device has")
	KAPI_ERRNO(EOVERFLOW, "The offset plus the length overflows")
	KAPI_ERRNO(ESPIPE, "fd is a pipe, socket or FIFO")
	KAPI_SIGNAL_INTR_RESTART("A signal arrives before any data moved")
	KAPI_CONSTRAINT(0, "The range fits in a file offset",
			"The offset plus the vector's total length past LLONG_MAX is EINVAL; "
			"the lengths are in memory, so only the kernel can tell.")
		KAPI_CONSTRAINT_EXPR("pos_l >= 0 -> pos_l <= 0x7fffffffffffffff - vec.iov_len")
	KAPI_CONSTRAINT_END
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_pwritev)
	KAPI_DESCRIPTION("Write from several buffers at a file offset")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("fd", "unsigned long", "Descriptor open for writing")
	KAPI_PARAM_USER_IN("vec", "const struct iovec *", "Array of buffers",
		KAPI_PARAM_SIZE_PARAM(2))
	KAPI_PARAM_UINT_IN("vlen", "unsigned long", "Entries in vec",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, UIO_MAXIOV))
	KAPI_PARAM_INT_IN("pos_l", "unsigned long", "The file offset (all of it on 64-bit)",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, LLONG_MAX))
	KAPI_PARAM_UINT_IN("pos_h", "unsigned long", "High half of the offset on 32-bit; ignored on 64-bit")
	KAPI_RETURN_IN_RANGE("long", "Bytes moved; fewer than asked is no error", 0, LLONG_MAX)
	KAPI_ERRNO(EAGAIN, "O_NONBLOCK is set and the call would block")
	KAPI_ERRNO(EBADF, "fd is not open, or not open for this direction")
	KAPI_ERRNO(EDQUOT, "The user quota is used up")
	KAPI_ERRNO(EFAULT, "A buffer or the vector lies outside the address space")
	KAPI_ERRNO(EFBIG, "The file would grow past its limit")
	KAPI_ERRNO(EINTR, "A signal arrived before any data moved")
	KAPI_ERRNO(EINVAL, "The file cannot do this, O_DIRECT alignment is not met, the offset is negative, or the lengths overflow")
	KAPI_ERRNO(EIO, "A low-level I/O error")
	KAPI_ERRNO(ENOSPC, "The device is full")
	KAPI_ERRNO(ENXIO, "The offset is beyond what the device has")
	KAPI_ERRNO(EOVERFLOW, "The offset plus the length overflows")
	KAPI_ERRNO(EPERM, "The file is sealed or immutable")
	KAPI_ERRNO(EPIPE, "The reading end is closed")
	KAPI_ERRNO(ESPIPE, "fd is a pipe, socket or FIFO")
	KAPI_SIGNAL_INTR_RESTART("A signal arrives before any data moved")
	KAPI_CONSTRAINT(0, "The range fits in a file offset",
			"The offset plus the vector's total length past LLONG_MAX is EINVAL; "
			"the lengths are in memory, so only the kernel can tell.")
		KAPI_CONSTRAINT_EXPR("pos_l >= 0 -> pos_l <= 0x7fffffffffffffff - vec.iov_len")
	KAPI_CONSTRAINT_END
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_preadv2)
	KAPI_DESCRIPTION("Read into several buffers, with an offset or the file position and per-call flags")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("fd", "unsigned long", "Descriptor open for reading")
	KAPI_PARAM_USER_IN("vec", "const struct iovec *", "Array of buffers",
		KAPI_PARAM_SIZE_PARAM(2))
	KAPI_PARAM_UINT_IN("vlen", "unsigned long", "Entries in vec",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, UIO_MAXIOV))
	KAPI_PARAM_INT_IN("pos_l", "unsigned long", "The file offset, or -1 for the file position",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(-1, LLONG_MAX))
	KAPI_PARAM_UINT_IN("pos_h", "unsigned long", "High half of the offset on 32-bit; ignored on 64-bit")
	KAPI_PARAM_INT_IN("flags", "rwf_t", "RWF_* per-call flags",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(RWF_HIPRI | RWF_DSYNC | RWF_SYNC | RWF_NOWAIT | RWF_APPEND | RWF_NOAPPEND | RWF_DONTCACHE | RWF_NOSIGNAL)
		KAPI_PARAM_CONSTRAINT("RWF_ATOMIC is for writes: a read refuses it (EOPNOTSUPP)"))
	KAPI_RETURN_IN_RANGE("long", "Bytes moved; fewer than asked is no error", 0, LLONG_MAX)
	KAPI_ERRNO(EAGAIN, "O_NONBLOCK is set and the call would block")
	KAPI_ERRNO(EBADF, "fd is not open, or not open for this direction")
	KAPI_ERRNO(EFAULT, "A buffer or the vector lies outside the address space")
	KAPI_ERRNO(EINTR, "A signal arrived before any data moved")
	KAPI_ERRNO(EINVAL, "The file cannot do this, O_DIRECT alignment is not met, the offset is negative, or the lengths overflow")
	KAPI_ERRNO(EIO, "A low-level I/O error")
	KAPI_ERRNO(EISDIR, "fd refers to a directory")
	KAPI_ERRNO(ENXIO, "The offset is beyond what the device has")
	KAPI_ERRNO(EOPNOTSUPP, "A flag this file does not support (RWF_NOWAIT, RWF_ATOMIC ...)")
	KAPI_ERRNO(EOVERFLOW, "The offset plus the length overflows")
	KAPI_ERRNO(ESPIPE, "fd is a pipe, socket or FIFO")
	KAPI_SIGNAL_INTR_RESTART("A signal arrives before any data moved")
	KAPI_CONSTRAINT(0, "The range fits in a file offset",
			"The offset plus the vector's total length past LLONG_MAX is EINVAL; "
			"the lengths are in memory, so only the kernel can tell.")
		KAPI_CONSTRAINT_EXPR("pos_l >= 0 -> pos_l <= 0x7fffffffffffffff - vec.iov_len")
	KAPI_CONSTRAINT_END
	KAPI_CONSTRAINT(1, "Append or not, not both",
			"RWF_APPEND with RWF_NOAPPEND is EINVAL.")
		KAPI_CONSTRAINT_EXPR("!has(flags, RWF_APPEND | RWF_NOAPPEND)")
	KAPI_CONSTRAINT_END
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_pwritev2)
	KAPI_DESCRIPTION("Write from several buffers, with an offset or the file position and per-call flags")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("fd", "unsigned long", "Descriptor open for writing")
	KAPI_PARAM_USER_IN("vec", "const struct iovec *", "Array of buffers",
		KAPI_PARAM_SIZE_PARAM(2))
	KAPI_PARAM_UINT_IN("vlen", "unsigned long", "Entries in vec",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, UIO_MAXIOV))
	KAPI_PARAM_INT_IN("pos_l", "unsigned long", "The file offset, or -1 for the file position",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(-1, LLONG_MAX))
	KAPI_PARAM_UINT_IN("pos_h", "unsigned long", "High half of the offset on 32-bit; ignored on 64-bit")
	KAPI_PARAM_INT_IN("flags", "rwf_t", "RWF_* per-call flags",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(RWF_HIPRI | RWF_DSYNC | RWF_SYNC | RWF_NOWAIT | RWF_APPEND | RWF_NOAPPEND | RWF_ATOMIC | RWF_DONTCACHE | RWF_NOSIGNAL))
	KAPI_RETURN_IN_RANGE("long", "Bytes moved; fewer than asked is no error", 0, LLONG_MAX)
	KAPI_ERRNO(EAGAIN, "O_NONBLOCK is set and the call would block")
	KAPI_ERRNO(EBADF, "fd is not open, or not open for this direction")
	KAPI_ERRNO(EDQUOT, "The user quota is used up")
	KAPI_ERRNO(EFAULT, "A buffer or the vector lies outside the address space")
	KAPI_ERRNO(EFBIG, "The file would grow past its limit")
	KAPI_ERRNO(EINTR, "A signal arrived before any data moved")
	KAPI_ERRNO(EINVAL, "The file cannot do this, O_DIRECT alignment is not met, the offset is negative, or the lengths overflow")
	KAPI_ERRNO(EIO, "A low-level I/O error")
	KAPI_ERRNO(ENOSPC, "The device is full")
	KAPI_ERRNO(ENXIO, "The offset is beyond what the device has")
	KAPI_ERRNO(EOPNOTSUPP, "A flag this file does not support (RWF_NOWAIT, RWF_ATOMIC ...)")
	KAPI_ERRNO(EOVERFLOW, "The offset plus the length overflows")
	KAPI_ERRNO(EPERM, "The file is sealed or immutable")
	KAPI_ERRNO(EPIPE, "The reading end is closed")
	KAPI_ERRNO(ESPIPE, "fd is a pipe, socket or FIFO")
	KAPI_SIGNAL_INTR_RESTART("A signal arrives before any data moved")
	KAPI_CONSTRAINT(0, "The range fits in a file offset",
			"The offset plus the vector's total length past LLONG_MAX is EINVAL; "
			"the lengths are in memory, so only the kernel can tell.")
		KAPI_CONSTRAINT_EXPR("pos_l >= 0 -> pos_l <= 0x7fffffffffffffff - vec.iov_len")
	KAPI_CONSTRAINT_END
	KAPI_CONSTRAINT(1, "Append or not, not both",
			"RWF_APPEND with RWF_NOAPPEND is EINVAL.")
		KAPI_CONSTRAINT_EXPR("!has(flags, RWF_APPEND | RWF_NOAPPEND)")
	KAPI_CONSTRAINT_END
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_sync)
	KAPI_DESCRIPTION("Write every dirty buffer and inode of every file system to disk")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_RETURN_ZERO("long", "0")
	KAPI_NOTES("It never fails; errors stay with the files they belong to.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_syncfs)
	KAPI_DESCRIPTION("Write the file system holding fd to disk")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("fd", "int", "Any descriptor on that file system")
	KAPI_RETURN_ZERO("long", "0")
	KAPI_ERR_BADF
	KAPI_ERRNO(EDQUOT, "Writing back hit the quota")
	KAPI_ERRNO(EIO, "Writing back failed")
	KAPI_ERRNO(ENOSPC, "Writing back ran out of room")
KAPI_END_SPEC;

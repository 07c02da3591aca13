// SPDX-License-Identifier: GPL-2.0
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


DEFINE_KERNEL_API_SPEC(sys_read)
	KAPI_DESCRIPTION("Read bytes from a file descriptor into a buffer")
	KAPI_LONG_DESC("Copies up to count bytes from the file position (for files "
	               "that have one) into buf and advances the position by what was "
	               "read.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "fd", "unsigned int", "Descriptor open for reading")
		KAPI_PARAM_TYPE(KAPI_TYPE_FD)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
	KAPI_PARAM_END
	KAPI_PARAM(1, "buf", "char *", "Destination buffer")
		KAPI_PARAM_TYPE(KAPI_TYPE_USER_PTR)
		KAPI_PARAM_FLAGS(KAPI_PARAM_OUT | KAPI_PARAM_USER)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_PTR)
		KAPI_PARAM_SIZE_PARAM(2)
	KAPI_PARAM_END
	KAPI_PARAM(2, "count", "size_t", "Bytes wanted")
		KAPI_PARAM_TYPE(KAPI_TYPE_UINT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, LLONG_MAX)
		KAPI_PARAM_CONSTRAINT("Clamped to MAX_RW_COUNT")
	KAPI_PARAM_END
	KAPI_RETURN("ssize_t", "Bytes read; 0 at end of file")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_RANGE)
		KAPI_RETURN_SUCCESS_RANGE(0, LLONG_MAX)
	KAPI_RETURN_END
	KAPI_ERROR(0, -EAGAIN, "EAGAIN", "O_NONBLOCK is set and the call would block",
		   "")
	KAPI_ERROR(1, -EBADF, "EBADF", "fd is not open, or not open for this direction",
		   "")
	KAPI_ERROR(2, -EFAULT, "EFAULT", "The buffer lies outside the address space",
		   "")
	KAPI_ERROR(3, -EINTR, "EINTR", "A signal arrived before any data moved",
		   "")
	KAPI_ERROR(4, -EINVAL, "EINVAL", "The file cannot do this, or O_DIRECT alignment is not met",
		   "")
	KAPI_ERROR(5, -EIO, "EIO", "A low-level I/O error",
		   "")
	KAPI_ERROR(6, -EISDIR, "EISDIR", "fd refers to a directory",
		   "")
	KAPI_SIGNAL(0, 0, "any handled signal", KAPI_SIGNAL_RECEIVE, KAPI_SIGNAL_ACTION_RETURN)
		KAPI_SIGNAL_CONDITION("A signal arrives while the call waits for data")
		KAPI_SIGNAL_ERROR(-EINTR)
		KAPI_SIGNAL_RESTARTABLE
		KAPI_SIGNAL_INTERRUPTIBLE
	KAPI_SIGNAL_END
	KAPI_EXAMPLES("n = read(fd, buf, sizeof(buf));")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_write)
	KAPI_DESCRIPTION("Write bytes from a buffer to a file descriptor")
	KAPI_LONG_DESC("Copies up to count bytes from buf to the file; with O_APPEND "
	               "the position moves to the end first.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "fd", "unsigned int", "Descriptor open for writing")
		KAPI_PARAM_TYPE(KAPI_TYPE_FD)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
	KAPI_PARAM_END
	KAPI_PARAM(1, "buf", "const char *", "Source buffer")
		KAPI_PARAM_TYPE(KAPI_TYPE_USER_PTR)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN | KAPI_PARAM_USER)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_PTR)
		KAPI_PARAM_SIZE_PARAM(2)
	KAPI_PARAM_END
	KAPI_PARAM(2, "count", "size_t", "Bytes to write")
		KAPI_PARAM_TYPE(KAPI_TYPE_UINT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, LLONG_MAX)
		KAPI_PARAM_CONSTRAINT("Clamped to MAX_RW_COUNT")
	KAPI_PARAM_END
	KAPI_RETURN("ssize_t", "Bytes written, possibly fewer than count")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_RANGE)
		KAPI_RETURN_SUCCESS_RANGE(0, LLONG_MAX)
	KAPI_RETURN_END
	KAPI_ERROR(0, -EAGAIN, "EAGAIN", "O_NONBLOCK is set and the call would block",
		   "")
	KAPI_ERROR(1, -EBADF, "EBADF", "fd is not open, or not open for this direction",
		   "")
	KAPI_ERROR(2, -EFAULT, "EFAULT", "The buffer lies outside the address space",
		   "")
	KAPI_ERROR(3, -EINTR, "EINTR", "A signal arrived before any data moved",
		   "")
	KAPI_ERROR(4, -EINVAL, "EINVAL", "The file cannot do this, or O_DIRECT alignment is not met",
		   "")
	KAPI_ERROR(5, -EIO, "EIO", "A low-level I/O error",
		   "")
	KAPI_ERROR(6, -EDQUOT, "EDQUOT", "The user quota is used up",
		   "")
	KAPI_ERROR(7, -EFBIG, "EFBIG", "The file would grow past its limit",
		   "")
	KAPI_ERROR(8, -ENOSPC, "ENOSPC", "The device is full",
		   "")
	KAPI_ERROR(9, -EPERM, "EPERM", "The file is sealed or immutable",
		   "")
	KAPI_ERROR(10, -EPIPE, "EPIPE", "The reading end of a pipe or socket is closed",
		   "SIGPIPE is sent as well")
	KAPI_SIGNAL(0, 0, "any handled signal", KAPI_SIGNAL_RECEIVE, KAPI_SIGNAL_ACTION_RETURN)
		KAPI_SIGNAL_CONDITION("A signal arrives before anything was written")
		KAPI_SIGNAL_ERROR(-EINTR)
		KAPI_SIGNAL_RESTARTABLE
		KAPI_SIGNAL_INTERRUPTIBLE
	KAPI_SIGNAL_END
	KAPI_EXAMPLES("write(1, \"hi\\n\", 3);")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_pread64)
	KAPI_DESCRIPTION("Read at a given offset without moving the file position")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "fd", "unsigned int", "Seekable descriptor open for reading")
		KAPI_PARAM_TYPE(KAPI_TYPE_FD)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
	KAPI_PARAM_END
	KAPI_PARAM(1, "buf", "char *", "Destination buffer")
		KAPI_PARAM_TYPE(KAPI_TYPE_USER_PTR)
		KAPI_PARAM_FLAGS(KAPI_PARAM_OUT | KAPI_PARAM_USER)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_PTR)
		KAPI_PARAM_SIZE_PARAM(2)
	KAPI_PARAM_END
	KAPI_PARAM(2, "count", "size_t", "Bytes wanted")
		KAPI_PARAM_TYPE(KAPI_TYPE_UINT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, LLONG_MAX)
	KAPI_PARAM_END
	KAPI_PARAM(3, "pos", "loff_t", "File offset to read at")
		KAPI_PARAM_TYPE(KAPI_TYPE_INT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, LLONG_MAX)
	KAPI_PARAM_END
	KAPI_RETURN("ssize_t", "Bytes read; 0 at end of file")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_RANGE)
		KAPI_RETURN_SUCCESS_RANGE(0, LLONG_MAX)
	KAPI_RETURN_END
	KAPI_ERROR(0, -EAGAIN, "EAGAIN", "O_NONBLOCK is set and the call would block",
		   "")
	KAPI_ERROR(1, -EBADF, "EBADF", "fd is not open, or not open for this direction",
		   "")
	KAPI_ERROR(2, -EFAULT, "EFAULT", "The buffer lies outside the address space",
		   "")
	KAPI_ERROR(3, -EINTR, "EINTR", "A signal arrived before any data moved",
		   "")
	KAPI_ERROR(4, -EINVAL, "EINVAL", "The file cannot do this, or O_DIRECT alignment is not met",
		   "")
	KAPI_ERROR(5, -EIO, "EIO", "A low-level I/O error",
		   "")
	KAPI_ERROR(6, -ESPIPE, "ESPIPE", "fd is a pipe, socket or FIFO",
		   "")
	KAPI_ERROR(7, -ENXIO, "ENXIO", "The offset is beyond what the device has",
		   "")
	KAPI_ERROR(8, -EOVERFLOW, "EOVERFLOW", "The offset plus count overflows",
		   "")
	KAPI_SIGNAL(0, 0, "any handled signal", KAPI_SIGNAL_RECEIVE, KAPI_SIGNAL_ACTION_RETURN)
		KAPI_SIGNAL_CONDITION("A signal arrives before any data moved")
		KAPI_SIGNAL_ERROR(-EINTR)
		KAPI_SIGNAL_RESTARTABLE
		KAPI_SIGNAL_INTERRUPTIBLE
	KAPI_SIGNAL_END
	KAPI_EXAMPLES("pread(fd, buf, 4096, 8192);")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_pwrite64)
	KAPI_DESCRIPTION("Write at a given offset without moving the file position")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "fd", "unsigned int", "Seekable descriptor open for writing")
		KAPI_PARAM_TYPE(KAPI_TYPE_FD)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
	KAPI_PARAM_END
	KAPI_PARAM(1, "buf", "const char *", "Source buffer")
		KAPI_PARAM_TYPE(KAPI_TYPE_USER_PTR)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN | KAPI_PARAM_USER)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_PTR)
		KAPI_PARAM_SIZE_PARAM(2)
	KAPI_PARAM_END
	KAPI_PARAM(2, "count", "size_t", "Bytes to write")
		KAPI_PARAM_TYPE(KAPI_TYPE_UINT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, LLONG_MAX)
	KAPI_PARAM_END
	KAPI_PARAM(3, "pos", "loff_t", "File offset to write at")
		KAPI_PARAM_TYPE(KAPI_TYPE_INT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, LLONG_MAX)
	KAPI_PARAM_END
	KAPI_RETURN("ssize_t", "Bytes written")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_RANGE)
		KAPI_RETURN_SUCCESS_RANGE(0, LLONG_MAX)
	KAPI_RETURN_END
	KAPI_ERROR(0, -EAGAIN, "EAGAIN", "O_NONBLOCK is set and the call would block",
		   "")
	KAPI_ERROR(1, -EBADF, "EBADF", "fd is not open, or not open for this direction",
		   "")
	KAPI_ERROR(2, -EFAULT, "EFAULT", "The buffer lies outside the address space",
		   "")
	KAPI_ERROR(3, -EINTR, "EINTR", "A signal arrived before any data moved",
		   "")
	KAPI_ERROR(4, -EINVAL, "EINVAL", "The file cannot do this, or O_DIRECT alignment is not met",
		   "")
	KAPI_ERROR(5, -EIO, "EIO", "A low-level I/O error",
		   "")
	KAPI_ERROR(6, -ESPIPE, "ESPIPE", "fd is a pipe, socket or FIFO",
		   "")
	KAPI_ERROR(7, -EFBIG, "EFBIG", "The file would grow past its limit",
		   "")
	KAPI_ERROR(8, -ENOSPC, "ENOSPC", "The device is full",
		   "")
	KAPI_ERROR(9, -EDQUOT, "EDQUOT", "The user quota is used up",
		   "")
	KAPI_ERROR(10, -EPERM, "EPERM", "The file is sealed or immutable",
		   "")
	KAPI_ERROR(11, -ENXIO, "ENXIO", "The offset is beyond the device",
		   "")
	KAPI_SIGNAL(0, 0, "any handled signal", KAPI_SIGNAL_RECEIVE, KAPI_SIGNAL_ACTION_RETURN)
		KAPI_SIGNAL_CONDITION("A signal arrives before anything was written")
		KAPI_SIGNAL_ERROR(-EINTR)
		KAPI_SIGNAL_RESTARTABLE
		KAPI_SIGNAL_INTERRUPTIBLE
	KAPI_SIGNAL_END
	KAPI_EXAMPLES("pwrite(fd, buf, len, 0);")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_readv)
	KAPI_DESCRIPTION("Read into several buffers in one call")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "fd", "unsigned long", "Descriptor open for reading")
		KAPI_PARAM_TYPE(KAPI_TYPE_FD)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
	KAPI_PARAM_END
	KAPI_PARAM(1, "vec", "const struct iovec *", "Array of buffers")
		KAPI_PARAM_TYPE(KAPI_TYPE_USER_PTR)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN | KAPI_PARAM_USER)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_PTR)
	KAPI_PARAM_END
	KAPI_PARAM(2, "vlen", "unsigned long", "Entries in vec")
		KAPI_PARAM_TYPE(KAPI_TYPE_UINT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, UIO_MAXIOV)
	KAPI_PARAM_END
	KAPI_RETURN("ssize_t", "Bytes read in total")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_RANGE)
		KAPI_RETURN_SUCCESS_RANGE(0, LLONG_MAX)
	KAPI_RETURN_END
	KAPI_ERROR(0, -EAGAIN, "EAGAIN", "O_NONBLOCK is set and the call would block",
		   "")
	KAPI_ERROR(1, -EBADF, "EBADF", "fd is not open, or not open for this direction",
		   "")
	KAPI_ERROR(2, -EFAULT, "EFAULT", "The buffer lies outside the address space",
		   "")
	KAPI_ERROR(3, -EINTR, "EINTR", "A signal arrived before any data moved",
		   "")
	KAPI_ERROR(4, -EINVAL, "EINVAL", "The file cannot do this, or O_DIRECT alignment is not met",
		   "")
	KAPI_ERROR(5, -EIO, "EIO", "A low-level I/O error",
		   "")
	KAPI_ERROR(6, -EISDIR, "EISDIR", "fd refers to a directory",
		   "")
	KAPI_SIGNAL(0, 0, "any handled signal", KAPI_SIGNAL_RECEIVE, KAPI_SIGNAL_ACTION_RETURN)
		KAPI_SIGNAL_CONDITION("A signal arrives before any data moved")
		KAPI_SIGNAL_ERROR(-EINTR)
		KAPI_SIGNAL_RESTARTABLE
		KAPI_SIGNAL_INTERRUPTIBLE
	KAPI_SIGNAL_END
	KAPI_EXAMPLES("readv(fd, iov, 2);")
	KAPI_NOTES("More than UIO_MAXIOV (1024) entries, or lengths that add up "
	           "past SSIZE_MAX, give EINVAL.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_writev)
	KAPI_DESCRIPTION("Write from several buffers in one call")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "fd", "unsigned long", "Descriptor open for writing")
		KAPI_PARAM_TYPE(KAPI_TYPE_FD)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
	KAPI_PARAM_END
	KAPI_PARAM(1, "vec", "const struct iovec *", "Array of buffers")
		KAPI_PARAM_TYPE(KAPI_TYPE_USER_PTR)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN | KAPI_PARAM_USER)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_PTR)
	KAPI_PARAM_END
	KAPI_PARAM(2, "vlen", "unsigned long", "Entries in vec")
		KAPI_PARAM_TYPE(KAPI_TYPE_UINT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, UIO_MAXIOV)
	KAPI_PARAM_END
	KAPI_RETURN("ssize_t", "Bytes written in total")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_RANGE)
		KAPI_RETURN_SUCCESS_RANGE(0, LLONG_MAX)
	KAPI_RETURN_END
	KAPI_ERROR(0, -EAGAIN, "EAGAIN", "O_NONBLOCK is set and the call would block",
		   "")
	KAPI_ERROR(1, -EBADF, "EBADF", "fd is not open, or not open for this direction",
		   "")
	KAPI_ERROR(2, -EFAULT, "EFAULT", "The buffer lies outside the address space",
		   "")
	KAPI_ERROR(3, -EINTR, "EINTR", "A signal arrived before any data moved",
		   "")
	KAPI_ERROR(4, -EINVAL, "EINVAL", "The file cannot do this, or O_DIRECT alignment is not met",
		   "")
	KAPI_ERROR(5, -EIO, "EIO", "A low-level I/O error",
		   "")
	KAPI_ERROR(6, -EPIPE, "EPIPE", "The reading end is closed",
		   "")
	KAPI_ERROR(7, -ENOSPC, "ENOSPC", "The device is full",
		   "")
	KAPI_ERROR(8, -EDQUOT, "EDQUOT", "The user quota is used up",
		   "")
	KAPI_ERROR(9, -EFBIG, "EFBIG", "The file would grow past its limit",
		   "")
	KAPI_ERROR(10, -EPERM, "EPERM", "The file is sealed or immutable",
		   "")
	KAPI_SIGNAL(0, 0, "any handled signal", KAPI_SIGNAL_RECEIVE, KAPI_SIGNAL_ACTION_RETURN)
		KAPI_SIGNAL_CONDITION("A signal arrives before anything was written")
		KAPI_SIGNAL_ERROR(-EINTR)
		KAPI_SIGNAL_RESTARTABLE
		KAPI_SIGNAL_INTERRUPTIBLE
	KAPI_SIGNAL_END
	KAPI_EXAMPLES("writev(1, iov, 2);")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_lseek)
	KAPI_DESCRIPTION("Move the file position")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "fd", "unsigned int", "Seekable descriptor")
		KAPI_PARAM_TYPE(KAPI_TYPE_FD)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
	KAPI_PARAM_END
	KAPI_PARAM(1, "offset", "off_t", "Offset, its meaning set by whence")
		KAPI_PARAM_TYPE(KAPI_TYPE_INT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
	KAPI_PARAM_END
	KAPI_PARAM(2, "whence", "unsigned int", "Where offset counts from")
		KAPI_PARAM_TYPE(KAPI_TYPE_UINT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_ENUM)
		KAPI_PARAM_ENUM_VALUES(((const s64[]){ SEEK_SET, SEEK_CUR, SEEK_END, SEEK_DATA, SEEK_HOLE }))
	KAPI_PARAM_END
	KAPI_RETURN("off_t", "The new position")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_RANGE)
		KAPI_RETURN_SUCCESS_RANGE(0, LLONG_MAX)
	KAPI_RETURN_END
	KAPI_ERROR(0, -EBADF, "EBADF", "fd is not open",
		   "")
	KAPI_ERROR(1, -EINVAL, "EINVAL", "whence is unknown, or the position would be negative",
		   "")
	KAPI_ERROR(2, -ENXIO, "ENXIO", "SEEK_DATA or SEEK_HOLE past the end of the file",
		   "")
	KAPI_ERROR(3, -EOVERFLOW, "EOVERFLOW", "The position does not fit in off_t",
		   "")
	KAPI_ERROR(4, -ESPIPE, "ESPIPE", "fd is a pipe, socket or FIFO",
		   "")
	KAPI_EXAMPLES("lseek(fd, 0, SEEK_END);")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_close)
	KAPI_DESCRIPTION("Close a file descriptor")
	KAPI_LONG_DESC("The descriptor is freed at once, even when closing reports an "
	               "error; the file itself goes when its last reference does.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "fd", "unsigned int", "Descriptor to close")
		KAPI_PARAM_TYPE(KAPI_TYPE_FD)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, INT_MAX)
		KAPI_PARAM_CONSTRAINT("Descriptors are ints: larger values are never open")
	KAPI_PARAM_END
	KAPI_RETURN("int", "0, or a negative errno")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_EXACT)
		KAPI_RETURN_SUCCESS(0)
	KAPI_RETURN_END
	KAPI_ERROR(0, -EBADF, "EBADF", "fd is not open",
		   "")
	KAPI_ERROR(1, -EINTR, "EINTR", "A signal interrupted a flush; fd is closed anyway",
		   "")
	KAPI_ERROR(2, -EIO, "EIO", "Writing back failed",
		   "")
	KAPI_ERROR(3, -ENOSPC, "ENOSPC", "Writing back found the device full",
		   "")
	KAPI_ERROR(4, -EDQUOT, "EDQUOT", "Writing back found the quota used up",
		   "")
	KAPI_EXAMPLES("close(fd);")
	KAPI_NOTES("Do not retry after EINTR: the number may already belong to "
	           "another open file.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_close_range)
	KAPI_DESCRIPTION("Close or mark close-on-exec a range of descriptors")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "fd", "unsigned int", "First descriptor of the range")
		KAPI_PARAM_TYPE(KAPI_TYPE_UINT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
		KAPI_PARAM_CONSTRAINT("A bound, not a descriptor in use: it need not be open, but must not exceed max_fd")
	KAPI_PARAM_END
	KAPI_PARAM(1, "max_fd", "unsigned int", "Last descriptor, inclusive")
		KAPI_PARAM_TYPE(KAPI_TYPE_UINT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
	KAPI_PARAM_END
	KAPI_PARAM(2, "flags", "unsigned int", "CLOSE_RANGE_UNSHARE and CLOSE_RANGE_CLOEXEC")
		KAPI_PARAM_TYPE(KAPI_TYPE_UINT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(CLOSE_RANGE_UNSHARE | CLOSE_RANGE_CLOEXEC)
	KAPI_PARAM_END
	KAPI_RETURN("int", "0, or a negative errno")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_EXACT)
		KAPI_RETURN_SUCCESS(0)
	KAPI_RETURN_END
	KAPI_ERROR(0, -EINVAL, "EINVAL", "Unknown flags, or fd above max_fd",
		   "")
	KAPI_ERROR(1, -ENOMEM, "ENOMEM", "Unsharing the descriptor table failed for memory",
		   "")
	KAPI_ERROR(2, -EMFILE, "EMFILE", "Unsharing needed more descriptors than allowed",
		   "")
	KAPI_SINCE_VERSION("5.9")
	KAPI_EXAMPLES("close_range(3, ~0U, CLOSE_RANGE_CLOEXEC);")
	KAPI_CONSTRAINT(0, "An ordered range",
			"fd above max_fd is EINVAL.")
		KAPI_CONSTRAINT_EXPR("fd <= max_fd")
	KAPI_CONSTRAINT_END
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_fadvise64)
	KAPI_DESCRIPTION("Tell the page cache how a range of a file will be read")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "fd", "int", "The file")
		KAPI_PARAM_TYPE(KAPI_TYPE_FD)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
	KAPI_PARAM_END
	KAPI_PARAM(1, "offset", "loff_t", "Start of the range")
		KAPI_PARAM_TYPE(KAPI_TYPE_INT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
	KAPI_PARAM_END
	KAPI_PARAM(2, "len", "size_t", "Length of the range; 0 means to the end of the file")
		KAPI_PARAM_TYPE(KAPI_TYPE_UINT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, LLONG_MAX)
	KAPI_PARAM_END
	KAPI_PARAM(3, "advice", "int", "POSIX_FADV_*")
		KAPI_PARAM_TYPE(KAPI_TYPE_INT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_ENUM)
		KAPI_PARAM_ENUM_VALUES(((const s64[]){ POSIX_FADV_NORMAL, POSIX_FADV_RANDOM, POSIX_FADV_SEQUENTIAL, POSIX_FADV_WILLNEED, POSIX_FADV_DONTNEED, POSIX_FADV_NOREUSE }))
	KAPI_PARAM_END
	KAPI_RETURN("long", "0")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_EXACT)
		KAPI_RETURN_SUCCESS(0)
	KAPI_RETURN_END
	KAPI_ERROR(0, -EBADF, "EBADF", "fd is not open",
		   "")
	KAPI_ERROR(1, -EINVAL, "EINVAL", "An unknown advice, a negative length, or a file with no page cache",
		   "")
	KAPI_ERROR(2, -ESPIPE, "ESPIPE", "fd is a pipe or FIFO",
		   "")
	KAPI_NOTES("Advice is a hint: the call succeeds even where the file "
	           "system ignores it. posix_fadvise() returns the error instead "
	           "of setting errno.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_copy_file_range)
	KAPI_DESCRIPTION("Copy a range from one file to another inside the kernel")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "fd_in", "int", "Source, open for reading")
		KAPI_PARAM_TYPE(KAPI_TYPE_FD)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
	KAPI_PARAM_END
	KAPI_PARAM(1, "off_in", "loff_t *", "Source offset, updated; NULL to use and advance the file position")
		KAPI_PARAM_TYPE(KAPI_TYPE_USER_PTR)
		KAPI_PARAM_FLAGS(KAPI_PARAM_INOUT | KAPI_PARAM_USER | KAPI_PARAM_OPTIONAL)
	KAPI_PARAM_END
	KAPI_PARAM(2, "fd_out", "int", "Destination, open for writing and not O_APPEND")
		KAPI_PARAM_TYPE(KAPI_TYPE_FD)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
	KAPI_PARAM_END
	KAPI_PARAM(3, "off_out", "loff_t *", "Destination offset, updated; NULL to use the file position")
		KAPI_PARAM_TYPE(KAPI_TYPE_USER_PTR)
		KAPI_PARAM_FLAGS(KAPI_PARAM_INOUT | KAPI_PARAM_USER | KAPI_PARAM_OPTIONAL)
	KAPI_PARAM_END
	KAPI_PARAM(4, "len", "size_t", "Bytes to copy")
		KAPI_PARAM_TYPE(KAPI_TYPE_UINT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
	KAPI_PARAM_END
	KAPI_PARAM(5, "flags", "unsigned int", "Reserved: 0")
		KAPI_PARAM_TYPE(KAPI_TYPE_UINT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, 0)
	KAPI_PARAM_END
	KAPI_RETURN("long", "Bytes copied; 0 at the end of the source")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_RANGE)
		KAPI_RETURN_SUCCESS_RANGE(0, LLONG_MAX)
	KAPI_RETURN_END
	KAPI_ERROR(0, -EBADF, "EBADF", "A descriptor is not open, or not open for the needed direction, or fd_out is O_APPEND",
		   "")
	KAPI_ERROR(1, -EFAULT, "EFAULT", "off_in or off_out is out of reach",
		   "")
	KAPI_ERROR(2, -EFBIG, "EFBIG", "The copy would pass the largest file size",
		   "")
	KAPI_ERROR(3, -EINVAL, "EINVAL", "flags is not 0, a file is not regular, or the ranges overlap in one file",
		   "")
	KAPI_ERROR(4, -EIO, "EIO", "An I/O error",
		   "")
	KAPI_ERROR(5, -EISDIR, "EISDIR", "A descriptor is a directory",
		   "")
	KAPI_ERROR(6, -ENOMEM, "ENOMEM", "Kernel memory ran out",
		   "")
	KAPI_ERROR(7, -ENOSPC, "ENOSPC", "No room on the destination",
		   "")
	KAPI_ERROR(8, -EOPNOTSUPP, "EOPNOTSUPP", "The file systems cannot copy between these files",
		   "")
	KAPI_ERROR(9, -EOVERFLOW, "EOVERFLOW", "An offset plus len overflows",
		   "")
	KAPI_ERROR(10, -EPERM, "EPERM", "fd_out is immutable",
		   "")
	KAPI_ERROR(11, -ETXTBSY, "ETXTBSY", "A file is an active swap file",
		   "")
	KAPI_ERROR(12, -EXDEV, "EXDEV", "The files are on different file systems that cannot copy across",
		   "")
	KAPI_ERROR(13, -EINTR, "EINTR", "A signal arrived during the copy",
		   "")
	KAPI_SINCE_VERSION("4.5")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_flock)
	KAPI_DESCRIPTION("Take or drop an advisory lock on a whole open file")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "fd", "unsigned int", "The file")
		KAPI_PARAM_TYPE(KAPI_TYPE_FD)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, INT_MAX)
	KAPI_PARAM_END
	KAPI_PARAM(1, "cmd", "unsigned int", "LOCK_SH, LOCK_EX or LOCK_UN, each optionally with LOCK_NB")
		KAPI_PARAM_TYPE(KAPI_TYPE_UINT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_ENUM)
		KAPI_PARAM_ENUM_VALUES(((const s64[]){ LOCK_SH, LOCK_EX, LOCK_UN, LOCK_SH | LOCK_NB, LOCK_EX | LOCK_NB, LOCK_UN | LOCK_NB }))
	KAPI_PARAM_END
	KAPI_RETURN("long", "0")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_EXACT)
		KAPI_RETURN_SUCCESS(0)
	KAPI_RETURN_END
	KAPI_ERROR(0, -EBADF, "EBADF", "fd is not open, or open with neither read nor write access",
		   "")
	KAPI_ERROR(1, -EINTR, "EINTR", "A signal arrived while waiting for the lock",
		   "")
	KAPI_ERROR(2, -EINVAL, "EINVAL", "cmd is not one of the operations",
		   "")
	KAPI_ERROR(3, -ENOLCK, "ENOLCK", "Lock records ran out",
		   "")
	KAPI_ERROR(4, -EAGAIN, "EAGAIN", "LOCK_NB and another open file holds a conflicting lock",
		   "")
	KAPI_SIGNAL(0, 0, "any handled signal", KAPI_SIGNAL_RECEIVE, KAPI_SIGNAL_ACTION_RETURN)
		KAPI_SIGNAL_CONDITION("A signal arrives while waiting for the lock")
		KAPI_SIGNAL_ERROR(-EINTR)
		KAPI_SIGNAL_RESTARTABLE
		KAPI_SIGNAL_INTERRUPTIBLE
	KAPI_SIGNAL_END
	KAPI_NOTES("Locks belong to the open file, so dup()ed and inherited descriptors share them. A cmd with the old LOCK_MAND bit is ignored and returns 0.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_fallocate)
	KAPI_DESCRIPTION("Allocate, punch, zero, collapse or insert a byte range of a file")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "fd", "int", "A file open for writing")
		KAPI_PARAM_TYPE(KAPI_TYPE_FD)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
	KAPI_PARAM_END
	KAPI_PARAM(1, "mode", "int", "0 to allocate, or a FALLOC_FL_* operation")
		KAPI_PARAM_TYPE(KAPI_TYPE_INT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(FALLOC_FL_KEEP_SIZE | FALLOC_FL_PUNCH_HOLE | FALLOC_FL_COLLAPSE_RANGE | FALLOC_FL_ZERO_RANGE | FALLOC_FL_INSERT_RANGE | FALLOC_FL_UNSHARE_RANGE | FALLOC_FL_WRITE_ZEROES)
	KAPI_PARAM_END
	KAPI_PARAM(2, "offset", "loff_t", "Start of the range")
		KAPI_PARAM_TYPE(KAPI_TYPE_INT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, LLONG_MAX)
	KAPI_PARAM_END
	KAPI_PARAM(3, "len", "loff_t", "Length of the range")
		KAPI_PARAM_TYPE(KAPI_TYPE_INT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(1, LLONG_MAX)
	KAPI_PARAM_END
	KAPI_RETURN("long", "0")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_EXACT)
		KAPI_RETURN_SUCCESS(0)
	KAPI_RETURN_END
	KAPI_ERROR(0, -EBADF, "EBADF", "fd is not open for writing",
		   "")
	KAPI_ERROR(1, -EDQUOT, "EDQUOT", "The quota is used up",
		   "")
	KAPI_ERROR(2, -EFBIG, "EFBIG", "offset plus len passes the largest file size",
		   "")
	KAPI_ERROR(3, -EINTR, "EINTR", "A signal arrived",
		   "")
	KAPI_ERROR(4, -EINVAL, "EINVAL", "A negative offset, a length of 0, or a combination of modes the file system refuses",
		   "")
	KAPI_ERROR(5, -EIO, "EIO", "An I/O error",
		   "")
	KAPI_ERROR(6, -EISDIR, "EISDIR", "fd is a directory",
		   "")
	KAPI_ERROR(7, -ENODEV, "ENODEV", "fd is neither a regular file nor a directory",
		   "")
	KAPI_ERROR(8, -ENOSPC, "ENOSPC", "No room",
		   "")
	KAPI_ERROR(9, -EOPNOTSUPP, "EOPNOTSUPP", "The file system cannot do this mode",
		   "")
	KAPI_ERROR(10, -EPERM, "EPERM", "The file is immutable, append-only or sealed",
		   "")
	KAPI_ERROR(11, -ESPIPE, "ESPIPE", "fd is a pipe or FIFO",
		   "")
	KAPI_ERROR(12, -ETXTBSY, "ETXTBSY", "The file is an active swap file",
		   "")
	KAPI_NOTES("FALLOC_FL_PUNCH_HOLE needs FALLOC_FL_KEEP_SIZE; FALLOC_FL_NO_HIDE_STALE is refused with EOPNOTSUPP.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_truncate)
	KAPI_DESCRIPTION("Set the size of a file named by path")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "path", "const char *", "A regular file the caller may write")
		KAPI_PARAM_TYPE(KAPI_TYPE_PATH)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN | KAPI_PARAM_USER)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_PATH)
	KAPI_PARAM_END
	KAPI_PARAM(1, "length", "long", "The new size in bytes")
		KAPI_PARAM_TYPE(KAPI_TYPE_INT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, LLONG_MAX)
	KAPI_PARAM_END
	KAPI_RETURN("long", "0")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_EXACT)
		KAPI_RETURN_SUCCESS(0)
	KAPI_RETURN_END
	KAPI_ERROR(0, -EACCES, "EACCES", "Search permission on the path, or write permission on the file, is missing",
		   "")
	KAPI_ERROR(1, -EFAULT, "EFAULT", "The path lies outside the address space",
		   "")
	KAPI_ERROR(2, -EFBIG, "EFBIG", "length exceeds the file size limit or RLIMIT_FSIZE",
		   "")
	KAPI_ERROR(3, -EINTR, "EINTR", "A signal arrived while waiting",
		   "")
	KAPI_ERROR(4, -EINVAL, "EINVAL", "length is negative, or the file is not regular",
		   "")
	KAPI_ERROR(5, -EIO, "EIO", "An I/O error",
		   "")
	KAPI_ERROR(6, -EISDIR, "EISDIR", "The path names a directory",
		   "")
	KAPI_ERROR(7, -ELOOP, "ELOOP", "Too many symbolic links",
		   "")
	KAPI_ERROR(8, -ENAMETOOLONG, "ENAMETOOLONG", "The path or a component is too long",
		   "")
	KAPI_ERROR(9, -ENOENT, "ENOENT", "The file does not exist",
		   "")
	KAPI_ERROR(10, -ENOTDIR, "ENOTDIR", "A component is not a directory",
		   "")
	KAPI_ERROR(11, -EPERM, "EPERM", "The file is append-only, immutable or sealed",
		   "")
	KAPI_ERROR(12, -EROFS, "EROFS", "Read-only file system",
		   "")
	KAPI_ERROR(13, -ETXTBSY, "ETXTBSY", "The file is a running executable",
		   "")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_sendfile64)
	KAPI_DESCRIPTION("Copy data from one descriptor to another inside the kernel")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "out_fd", "int", "Destination, open for writing")
		KAPI_PARAM_TYPE(KAPI_TYPE_FD)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
	KAPI_PARAM_END
	KAPI_PARAM(1, "in_fd", "int", "Source, a file that can be mapped or spliced")
		KAPI_PARAM_TYPE(KAPI_TYPE_FD)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
	KAPI_PARAM_END
	KAPI_PARAM(2, "offset", "loff_t *", "Source offset, updated; NULL to use and advance the file position")
		KAPI_PARAM_TYPE(KAPI_TYPE_USER_PTR)
		KAPI_PARAM_FLAGS(KAPI_PARAM_INOUT | KAPI_PARAM_USER | KAPI_PARAM_OPTIONAL)
	KAPI_PARAM_END
	KAPI_PARAM(3, "count", "size_t", "Bytes to copy; more than MAX_RW_COUNT is cut")
		KAPI_PARAM_TYPE(KAPI_TYPE_UINT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
	KAPI_PARAM_END
	KAPI_RETURN("long", "Bytes copied; 0 at the end of the source")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_RANGE)
		KAPI_RETURN_SUCCESS_RANGE(0, LLONG_MAX)
	KAPI_RETURN_END
	KAPI_ERROR(0, -EAGAIN, "EAGAIN", "out_fd is non-blocking and full",
		   "")
	KAPI_ERROR(1, -EBADF, "EBADF", "A descriptor is not open for the needed direction",
		   "")
	KAPI_ERROR(2, -EFAULT, "EFAULT", "offset is out of reach",
		   "")
	KAPI_ERROR(3, -EINVAL, "EINVAL", "A descriptor cannot be used this way, or the offset is negative",
		   "")
	KAPI_ERROR(4, -EIO, "EIO", "An I/O error",
		   "")
	KAPI_ERROR(5, -ENOMEM, "ENOMEM", "Kernel memory ran out",
		   "")
	KAPI_ERROR(6, -EOVERFLOW, "EOVERFLOW", "The copy would pass the largest offset",
		   "")
	KAPI_ERROR(7, -ESPIPE, "ESPIPE", "offset is given and in_fd cannot seek",
		   "")
	KAPI_ERROR(8, -EINTR, "EINTR", "A signal arrived during the copy",
		   "")
	KAPI_ERROR(9, -EPIPE, "EPIPE", "out_fd is a pipe or socket with no reader",
		   "")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_preadv)
	KAPI_DESCRIPTION("Read into several buffers at a file offset")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "fd", "unsigned long", "Descriptor open for reading")
		KAPI_PARAM_TYPE(KAPI_TYPE_FD)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
	KAPI_PARAM_END
	KAPI_PARAM(1, "vec", "const struct iovec *", "Array of buffers")
		KAPI_PARAM_TYPE(KAPI_TYPE_USER_PTR)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN | KAPI_PARAM_USER)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_PTR)
		KAPI_PARAM_SIZE_PARAM(2)
	KAPI_PARAM_END
	KAPI_PARAM(2, "vlen", "unsigned long", "Entries in vec")
		KAPI_PARAM_TYPE(KAPI_TYPE_UINT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, UIO_MAXIOV)
	KAPI_PARAM_END
	KAPI_PARAM(3, "pos_l", "unsigned long", "The file offset (all of it on 64-bit)")
		KAPI_PARAM_TYPE(KAPI_TYPE_INT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, LLONG_MAX)
	KAPI_PARAM_END
	KAPI_PARAM(4, "pos_h", "unsigned long", "High half of the offset on 32-bit; ignored on 64-bit")
		KAPI_PARAM_TYPE(KAPI_TYPE_UINT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
	KAPI_PARAM_END
	KAPI_RETURN("long", "Bytes moved; fewer than asked is no error")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_RANGE)
		KAPI_RETURN_SUCCESS_RANGE(0, LLONG_MAX)
	KAPI_RETURN_END
	KAPI_ERROR(0, -EAGAIN, "EAGAIN", "O_NONBLOCK is set and the call would block",
		   "")
	KAPI_ERROR(1, -EBADF, "EBADF", "fd is not open, or not open for this direction",
		   "")
	KAPI_ERROR(2, -EFAULT, "EFAULT", "A buffer or the vector lies outside the address space",
		   "")
	KAPI_ERROR(3, -EINTR, "EINTR", "A signal arrived before any data moved",
		   "")
	KAPI_ERROR(4, -EINVAL, "EINVAL", "The file cannot do this, O_DIRECT alignment is not met, the offset is negative, or the lengths overflow",
		   "")
	KAPI_ERROR(5, -EIO, "EIO", "A low-level I/O error",
		   "")
	KAPI_ERROR(6, -EISDIR, "EISDIR", "fd refers to a directory",
		   "")
	KAPI_ERROR(7, -ENXIO, "ENXIO", "The offset is beyond what the device has",
		   "")
	KAPI_ERROR(8, -EOVERFLOW, "EOVERFLOW", "The offset plus the length overflows",
		   "")
	KAPI_ERROR(9, -ESPIPE, "ESPIPE", "fd is a pipe, socket or FIFO",
		   "")
	KAPI_SIGNAL(0, 0, "any handled signal", KAPI_SIGNAL_RECEIVE, KAPI_SIGNAL_ACTION_RETURN)
		KAPI_SIGNAL_CONDITION("A signal arrives before any data moved")
		KAPI_SIGNAL_ERROR(-EINTR)
		KAPI_SIGNAL_RESTARTABLE
		KAPI_SIGNAL_INTERRUPTIBLE
	KAPI_SIGNAL_END
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_pwritev)
	KAPI_DESCRIPTION("Write from several buffers at a file offset")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "fd", "unsigned long", "Descriptor open for writing")
		KAPI_PARAM_TYPE(KAPI_TYPE_FD)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
	KAPI_PARAM_END
	KAPI_PARAM(1, "vec", "const struct iovec *", "Array of buffers")
		KAPI_PARAM_TYPE(KAPI_TYPE_USER_PTR)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN | KAPI_PARAM_USER)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_PTR)
		KAPI_PARAM_SIZE_PARAM(2)
	KAPI_PARAM_END
	KAPI_PARAM(2, "vlen", "unsigned long", "Entries in vec")
		KAPI_PARAM_TYPE(KAPI_TYPE_UINT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, UIO_MAXIOV)
	KAPI_PARAM_END
	KAPI_PARAM(3, "pos_l", "unsigned long", "The file offset (all of it on 64-bit)")
		KAPI_PARAM_TYPE(KAPI_TYPE_INT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, LLONG_MAX)
	KAPI_PARAM_END
	KAPI_PARAM(4, "pos_h", "unsigned long", "High half of the offset on 32-bit; ignored on 64-bit")
		KAPI_PARAM_TYPE(KAPI_TYPE_UINT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
	KAPI_PARAM_END
	KAPI_RETURN("long", "Bytes moved; fewer than asked is no error")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_RANGE)
		KAPI_RETURN_SUCCESS_RANGE(0, LLONG_MAX)
	KAPI_RETURN_END
	KAPI_ERROR(0, -EAGAIN, "EAGAIN", "O_NONBLOCK is set and the call would block",
		   "")
	KAPI_ERROR(1, -EBADF, "EBADF", "fd is not open, or not open for this direction",
		   "")
	KAPI_ERROR(2, -EDQUOT, "EDQUOT", "The user quota is used up",
		   "")
	KAPI_ERROR(3, -EFAULT, "EFAULT", "A buffer or the vector lies outside the address space",
		   "")
	KAPI_ERROR(4, -EFBIG, "EFBIG", "The file would grow past its limit",
		   "")
	KAPI_ERROR(5, -EINTR, "EINTR", "A signal arrived before any data moved",
		   "")
	KAPI_ERROR(6, -EINVAL, "EINVAL", "The file cannot do this, O_DIRECT alignment is not met, the offset is negative, or the lengths overflow",
		   "")
	KAPI_ERROR(7, -EIO, "EIO", "A low-level I/O error",
		   "")
	KAPI_ERROR(8, -ENOSPC, "ENOSPC", "The device is full",
		   "")
	KAPI_ERROR(9, -ENXIO, "ENXIO", "The offset is beyond what the device has",
		   "")
	KAPI_ERROR(10, -EOVERFLOW, "EOVERFLOW", "The offset plus the length overflows",
		   "")
	KAPI_ERROR(11, -EPERM, "EPERM", "The file is sealed or immutable",
		   "")
	KAPI_ERROR(12, -EPIPE, "EPIPE", "The reading end is closed",
		   "")
	KAPI_ERROR(13, -ESPIPE, "ESPIPE", "fd is a pipe, socket or FIFO",
		   "")
	KAPI_SIGNAL(0, 0, "any handled signal", KAPI_SIGNAL_RECEIVE, KAPI_SIGNAL_ACTION_RETURN)
		KAPI_SIGNAL_CONDITION("A signal arrives before any data moved")
		KAPI_SIGNAL_ERROR(-EINTR)
		KAPI_SIGNAL_RESTARTABLE
		KAPI_SIGNAL_INTERRUPTIBLE
	KAPI_SIGNAL_END
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_preadv2)
	KAPI_DESCRIPTION("Read into several buffers, with an offset or the file position and per-call flags")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "fd", "unsigned long", "Descriptor open for reading")
		KAPI_PARAM_TYPE(KAPI_TYPE_FD)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
	KAPI_PARAM_END
	KAPI_PARAM(1, "vec", "const struct iovec *", "Array of buffers")
		KAPI_PARAM_TYPE(KAPI_TYPE_USER_PTR)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN | KAPI_PARAM_USER)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_PTR)
		KAPI_PARAM_SIZE_PARAM(2)
	KAPI_PARAM_END
	KAPI_PARAM(2, "vlen", "unsigned long", "Entries in vec")
		KAPI_PARAM_TYPE(KAPI_TYPE_UINT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, UIO_MAXIOV)
	KAPI_PARAM_END
	KAPI_PARAM(3, "pos_l", "unsigned long", "The file offset, or -1 for the file position")
		KAPI_PARAM_TYPE(KAPI_TYPE_INT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(-1, LLONG_MAX)
	KAPI_PARAM_END
	KAPI_PARAM(4, "pos_h", "unsigned long", "High half of the offset on 32-bit; ignored on 64-bit")
		KAPI_PARAM_TYPE(KAPI_TYPE_UINT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
	KAPI_PARAM_END
	KAPI_PARAM(5, "flags", "rwf_t", "RWF_* per-call flags")
		KAPI_PARAM_TYPE(KAPI_TYPE_INT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(RWF_HIPRI | RWF_DSYNC | RWF_SYNC | RWF_NOWAIT | RWF_APPEND | RWF_NOAPPEND | RWF_ATOMIC | RWF_DONTCACHE)
	KAPI_PARAM_END
	KAPI_RETURN("long", "Bytes moved; fewer than asked is no error")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_RANGE)
		KAPI_RETURN_SUCCESS_RANGE(0, LLONG_MAX)
	KAPI_RETURN_END
	KAPI_ERROR(0, -EAGAIN, "EAGAIN", "O_NONBLOCK is set and the call would block",
		   "")
	KAPI_ERROR(1, -EBADF, "EBADF", "fd is not open, or not open for this direction",
		   "")
	KAPI_ERROR(2, -EFAULT, "EFAULT", "A buffer or the vector lies outside the address space",
		   "")
	KAPI_ERROR(3, -EINTR, "EINTR", "A signal arrived before any data moved",
		   "")
	KAPI_ERROR(4, -EINVAL, "EINVAL", "The file cannot do this, O_DIRECT alignment is not met, the offset is negative, or the lengths overflow",
		   "")
	KAPI_ERROR(5, -EIO, "EIO", "A low-level I/O error",
		   "")
	KAPI_ERROR(6, -EISDIR, "EISDIR", "fd refers to a directory",
		   "")
	KAPI_ERROR(7, -ENXIO, "ENXIO", "The offset is beyond what the device has",
		   "")
	KAPI_ERROR(8, -EOPNOTSUPP, "EOPNOTSUPP", "A flag this file does not support (RWF_NOWAIT, RWF_ATOMIC ...)",
		   "")
	KAPI_ERROR(9, -EOVERFLOW, "EOVERFLOW", "The offset plus the length overflows",
		   "")
	KAPI_ERROR(10, -ESPIPE, "ESPIPE", "fd is a pipe, socket or FIFO",
		   "")
	KAPI_SIGNAL(0, 0, "any handled signal", KAPI_SIGNAL_RECEIVE, KAPI_SIGNAL_ACTION_RETURN)
		KAPI_SIGNAL_CONDITION("A signal arrives before any data moved")
		KAPI_SIGNAL_ERROR(-EINTR)
		KAPI_SIGNAL_RESTARTABLE
		KAPI_SIGNAL_INTERRUPTIBLE
	KAPI_SIGNAL_END
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_pwritev2)
	KAPI_DESCRIPTION("Write from several buffers, with an offset or the file position and per-call flags")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "fd", "unsigned long", "Descriptor open for writing")
		KAPI_PARAM_TYPE(KAPI_TYPE_FD)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
	KAPI_PARAM_END
	KAPI_PARAM(1, "vec", "const struct iovec *", "Array of buffers")
		KAPI_PARAM_TYPE(KAPI_TYPE_USER_PTR)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN | KAPI_PARAM_USER)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_PTR)
		KAPI_PARAM_SIZE_PARAM(2)
	KAPI_PARAM_END
	KAPI_PARAM(2, "vlen", "unsigned long", "Entries in vec")
		KAPI_PARAM_TYPE(KAPI_TYPE_UINT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, UIO_MAXIOV)
	KAPI_PARAM_END
	KAPI_PARAM(3, "pos_l", "unsigned long", "The file offset, or -1 for the file position")
		KAPI_PARAM_TYPE(KAPI_TYPE_INT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(-1, LLONG_MAX)
	KAPI_PARAM_END
	KAPI_PARAM(4, "pos_h", "unsigned long", "High half of the offset on 32-bit; ignored on 64-bit")
		KAPI_PARAM_TYPE(KAPI_TYPE_UINT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
	KAPI_PARAM_END
	KAPI_PARAM(5, "flags", "rwf_t", "RWF_* per-call flags")
		KAPI_PARAM_TYPE(KAPI_TYPE_INT)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(RWF_HIPRI | RWF_DSYNC | RWF_SYNC | RWF_NOWAIT | RWF_APPEND | RWF_NOAPPEND | RWF_ATOMIC | RWF_DONTCACHE)
	KAPI_PARAM_END
	KAPI_RETURN("long", "Bytes moved; fewer than asked is no error")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_RANGE)
		KAPI_RETURN_SUCCESS_RANGE(0, LLONG_MAX)
	KAPI_RETURN_END
	KAPI_ERROR(0, -EAGAIN, "EAGAIN", "O_NONBLOCK is set and the call would block",
		   "")
	KAPI_ERROR(1, -EBADF, "EBADF", "fd is not open, or not open for this direction",
		   "")
	KAPI_ERROR(2, -EDQUOT, "EDQUOT", "The user quota is used up",
		   "")
	KAPI_ERROR(3, -EFAULT, "EFAULT", "A buffer or the vector lies outside the address space",
		   "")
	KAPI_ERROR(4, -EFBIG, "EFBIG", "The file would grow past its limit",
		   "")
	KAPI_ERROR(5, -EINTR, "EINTR", "A signal arrived before any data moved",
		   "")
	KAPI_ERROR(6, -EINVAL, "EINVAL", "The file cannot do this, O_DIRECT alignment is not met, the offset is negative, or the lengths overflow",
		   "")
	KAPI_ERROR(7, -EIO, "EIO", "A low-level I/O error",
		   "")
	KAPI_ERROR(8, -ENOSPC, "ENOSPC", "The device is full",
		   "")
	KAPI_ERROR(9, -ENXIO, "ENXIO", "The offset is beyond what the device has",
		   "")
	KAPI_ERROR(10, -EOPNOTSUPP, "EOPNOTSUPP", "A flag this file does not support (RWF_NOWAIT, RWF_ATOMIC ...)",
		   "")
	KAPI_ERROR(11, -EOVERFLOW, "EOVERFLOW", "The offset plus the length overflows",
		   "")
	KAPI_ERROR(12, -EPERM, "EPERM", "The file is sealed or immutable",
		   "")
	KAPI_ERROR(13, -EPIPE, "EPIPE", "The reading end is closed",
		   "")
	KAPI_ERROR(14, -ESPIPE, "ESPIPE", "fd is a pipe, socket or FIFO",
		   "")
	KAPI_SIGNAL(0, 0, "any handled signal", KAPI_SIGNAL_RECEIVE, KAPI_SIGNAL_ACTION_RETURN)
		KAPI_SIGNAL_CONDITION("A signal arrives before any data moved")
		KAPI_SIGNAL_ERROR(-EINTR)
		KAPI_SIGNAL_RESTARTABLE
		KAPI_SIGNAL_INTERRUPTIBLE
	KAPI_SIGNAL_END
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_sync)
	KAPI_DESCRIPTION("Write every dirty buffer and inode of every file system to disk")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_RETURN("long", "0")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_EXACT)
		KAPI_RETURN_SUCCESS(0)
	KAPI_RETURN_END
	KAPI_NOTES("It never fails; errors stay with the files they belong to.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_syncfs)
	KAPI_DESCRIPTION("Write the file system holding fd to disk")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "fd", "int", "Any descriptor on that file system")
		KAPI_PARAM_TYPE(KAPI_TYPE_FD)
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN)
	KAPI_PARAM_END
	KAPI_RETURN("long", "0")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_EXACT)
		KAPI_RETURN_SUCCESS(0)
	KAPI_RETURN_END
	KAPI_ERROR(0, -EBADF, "EBADF", "fd is not open",
		   "")
	KAPI_ERROR(1, -EDQUOT, "EDQUOT", "Writing back hit the quota",
		   "")
	KAPI_ERROR(2, -EIO, "EIO", "Writing back failed",
		   "")
	KAPI_ERROR(3, -ENOSPC, "ENOSPC", "Writing back ran out of room",
		   "")
KAPI_END_SPEC;

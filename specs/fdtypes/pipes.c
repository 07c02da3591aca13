// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * The two ends of a pipe.
 * What each syscall does given one, every other argument as conform's
 * base call of the syscall has it (docs/spec-format.md).
 */
#include <kapi/spec_compile.h>
#include <kapi_specs/helpers.h>

DEFINE_FDTYPE_API_SPEC(fd_pipe_read)
	KAPI_DESCRIPTION("The read end of a pipe")
	KAPI_LONG_DESC("pipe2(fds, O_NONBLOCK), fds[0]: empty, so a read answers EAGAIN at once.")
	KAPI_FD_ERR(read, EAGAIN, "nothing there yet, and the descriptor is non-blocking")
	KAPI_FD_ERR(write, EBADF, "not open for writing")
	KAPI_FD_ERR(lseek, ESPIPE, "no file position: a stream")
	KAPI_FD_ERR(pread64, ESPIPE, "no file position: a stream")
	KAPI_FD_ERR(pwrite64, ESPIPE, "no file position: a stream")
	KAPI_FD_ERR(ftruncate, EINVAL, "the kind has no such operation")
	KAPI_FD_ERR(fsync, EINVAL, "the kind has no such operation")
	KAPI_FD_ERR(fdatasync, EINVAL, "the kind has no such operation")
	KAPI_FD_ERR(fallocate, EBADF, "not open for writing")
	KAPI_FD_ERR(mmap, ENODEV, "the kind cannot be memory-mapped")
	KAPI_FD_NOT_A_DIRECTORY
	KAPI_FD_OK(fstat, "gives its status")
	KAPI_FD_OK(fstatfs, "applies")
	KAPI_FD_OK(fchmod, "applies")
	KAPI_FD_OK(fchown, "applies")
	KAPI_FD_ERR(fgetxattr, ENODATA, "the attribute is not set")
	KAPI_FD_OK(flock, "applies")
	KAPI_FD_NOT_A_SOCKET
	KAPI_FD_ERR(sendfile, EBADF, "not open for writing")
	KAPI_FD_ERR(splice, EAGAIN, "nothing there yet, and the descriptor is non-blocking")
	KAPI_FD_ERR(readahead, EINVAL, "the kind has no such operation")
	KAPI_FD_ERR(sync_file_range, ESPIPE, "no file position: a stream")
	KAPI_FD_ERR(fadvise64, ESPIPE, "no file position: a stream")
	KAPI_FD_OK(syncfs, "applies")
KAPI_END_SPEC;

DEFINE_FDTYPE_API_SPEC(fd_pipe_write)
	KAPI_DESCRIPTION("The write end of a pipe")
	KAPI_LONG_DESC("pipe2(fds, O_NONBLOCK), fds[1], its read end left open.")
	KAPI_FD_ERR(read, EBADF, "not open for reading")
	KAPI_FD_OK(write, "writes")
	KAPI_FD_ERR(lseek, ESPIPE, "no file position: a stream")
	KAPI_FD_ERR(pread64, ESPIPE, "no file position: a stream")
	KAPI_FD_ERR(pwrite64, ESPIPE, "no file position: a stream")
	KAPI_FD_ERR(ftruncate, EINVAL, "the kind has no such operation")
	KAPI_FD_ERR(fsync, EINVAL, "the kind has no such operation")
	KAPI_FD_ERR(fdatasync, EINVAL, "the kind has no such operation")
	KAPI_FD_ERR(fallocate, ESPIPE, "no file position: a stream")
	KAPI_FD_ERR(mmap, EACCES, "a shared mapping needs read access")
	KAPI_FD_NOT_A_DIRECTORY
	KAPI_FD_OK(fstat, "gives its status")
	KAPI_FD_OK(fstatfs, "applies")
	KAPI_FD_OK(fchmod, "applies")
	KAPI_FD_OK(fchown, "applies")
	KAPI_FD_ERR(fgetxattr, ENODATA, "the attribute is not set")
	KAPI_FD_OK(flock, "applies")
	KAPI_FD_NOT_A_SOCKET
	KAPI_FD_OK(sendfile, "applies")
	KAPI_FD_ERR(splice, EBADF, "not open for reading")
	KAPI_FD_ERR(readahead, EBADF, "not open for reading")
	KAPI_FD_ERR(sync_file_range, ESPIPE, "no file position: a stream")
	KAPI_FD_ERR(fadvise64, ESPIPE, "no file position: a stream")
	KAPI_FD_OK(syncfs, "applies")
KAPI_END_SPEC;

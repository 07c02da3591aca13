// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * Opening files (fs/open.c, fs/namei.c) and shaping the address space
 * (mm/mmap.c, mm/mprotect.c, mm/madvise.c).  Flag masks are the bits each
 * call gives a meaning to; open() and openat() ignore unknown bits rather
 * than refusing them, openat2() refuses them.
 */
#include <kapi/spec_compile.h>
#include <errno.h>
#include <limits.h>
#include <linux/capability.h>
#include <linux/fcntl.h>
#include <linux/mman.h>
#include <linux/openat2.h>
#include <kapi_specs/kernel_consts.h>
#include <kapi_specs/helpers.h>


DEFINE_KERNEL_API_SPEC(sys_open)
	KAPI_DESCRIPTION("Open a file by path, relative to the current directory")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_PATH_IN("filename", "const char *", "Path of the file")
	KAPI_PARAM_INT_IN("flags", "int", "Access mode and O_* flags",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(O_ACCMODE | O_CREAT | O_EXCL | O_NOCTTY | O_TRUNC | O_APPEND | O_NONBLOCK | O_DSYNC | FASYNC | O_DIRECT | O_LARGEFILE | O_DIRECTORY | O_NOFOLLOW | O_NOATIME | O_CLOEXEC | O_SYNC | O_PATH | O_TMPFILE)
		KAPI_PARAM_IGNORED_MASK(0xff80003c))
	KAPI_PARAM_UINT_IN("mode", "umode_t", "Permissions for a new file",
		KAPI_PARAM_CONSTRAINT("Read only with O_CREAT or O_TMPFILE, and then cut to 07777; otherwise the register may hold anything"))
	KAPI_RETURN_NEW_FD("long", "The lowest unused descriptor")
	KAPI_ERRNO(EACCES, "Search or open permission is missing somewhere on the path")
	KAPI_ERRNO(EEXIST, "O_CREAT | O_EXCL and the name exists")
	KAPI_ERR_FAULT_PATH
	KAPI_ERRNO(EINTR, "A signal interrupted a wait, e.g. opening a FIFO")
	KAPI_ERRNO(EINVAL, "A flag combination the file system refuses, e.g. O_TMPFILE without write access")
	KAPI_ERRNO(EISDIR, "A directory opened for writing")
	KAPI_ERRNO(ELOOP, "Too many symbolic links, or O_NOFOLLOW on a link")
	KAPI_ERR_MFILE
	KAPI_ERR_NAMETOOLONG
	KAPI_ERR_NFILE
	KAPI_ERRNO(ENOENT, "A component does not exist and O_CREAT was not given for the last")
	KAPI_ERR_NOMEM
	KAPI_ERRNO(ENOSPC, "No room to create the file")
	KAPI_ERRNO(ENOTDIR, "A path component, or O_DIRECTORY target, is not a directory")
	KAPI_ERRNO(ENXIO, "A device node with no device, or a FIFO with no reader under O_NONBLOCK")
	KAPI_ERRNO(EOVERFLOW, "A file too large to open without O_LARGEFILE")
	KAPI_ERRNO(EPERM, "O_NOATIME by a non-owner, or a sealed or immutable file")
	KAPI_ERRNO(EROFS, "Write access on a read-only file system")
	KAPI_ERRNO(ETXTBSY, "Write access to a running executable")
	KAPI_ERRNO(EDQUOT, "Creating the file exceeds the quota")
	KAPI_ERRNO(EFBIG, "Same as EOVERFLOW on some file systems")
	KAPI_ERRNO(ENODEV, "A device node whose driver is missing")
	KAPI_ERRNO(EOPNOTSUPP, "O_TMPFILE where the file system cannot do it")
	KAPI_ERRNO(EBUSY, "The device is in exclusive use")
	KAPI_ERRNO(EAGAIN, "O_NONBLOCK and a lease conflict")
	KAPI_ERRNO(ESRCH, "A /proc/PID file of a task that has exited, or that has no memory (the environ of a kernel thread)")
	KAPI_SIGNAL_INTR_RESTART("A signal arrives while opening waits (FIFO, lease break)")
	KAPI_EXAMPLES("fd = open(\"/etc/hostname\", O_RDONLY | O_CLOEXEC);")
	KAPI_CONSTRAINT(0, "O_TMPFILE needs a writable directory open",
			"O_TMPFILE (which holds O_DIRECTORY) needs write access (O_WRONLY, "
			"O_RDWR or the access mode 3); without it, or __O_TMPFILE without "
			"O_DIRECTORY, it is EINVAL.  With O_PATH the kernel drops every "
			"flag but O_DIRECTORY, O_NOFOLLOW and O_CLOEXEC first.")
		KAPI_CONSTRAINT_EXPR("!has(flags, O_PATH) && has(flags, __O_TMPFILE) -> has(flags, O_DIRECTORY) "
				     "&& (flags & O_ACCMODE) != O_RDONLY")
	KAPI_CONSTRAINT_END
	KAPI_CONSTRAINT(1, "No directory to create",
			"O_CREAT with O_DIRECTORY (O_TMPFILE included) is EINVAL, unless "
			"O_PATH dropped O_CREAT.")
		KAPI_CONSTRAINT_EXPR("!has(flags, O_PATH) -> !has(flags, O_CREAT | O_DIRECTORY)")
	KAPI_CONSTRAINT_END
	KAPI_CONSTRAINT(2, "mode only when creating",
			"mode is read only with O_CREAT or O_TMPFILE.")
		KAPI_CONSTRAINT_EXPR("!(flags & (O_CREAT | __O_TMPFILE)) -> ignored(mode)")
	KAPI_CONSTRAINT_END
	KAPI_CONSTRAINT(3, "Direct I/O where the file system has it",
			"O_DIRECT is EINVAL on a file system without direct I/O "
			"(tmpfs before 6.6).")
		KAPI_CONSTRAINT_EXPR("!has(flags, O_PATH) && has(flags, O_DIRECT) -> depends(FS_DIRECT_IO)")
	KAPI_CONSTRAINT_END
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_RESOURCE_CREATE, "file descriptor table",
			      "The returned descriptor is open, with close-on-exec when flags has O_CLOEXEC")
		KAPI_EFFECT_CHECK("cloexec(ret)")
		KAPI_EFFECT_CHECK_WHEN("has(flags, O_CLOEXEC)")
	KAPI_SIDE_EFFECT_END
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_creat)
	KAPI_DESCRIPTION("Create or truncate a file and open it for writing")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_PATH_IN("pathname", "const char *", "Path of the file")
	KAPI_PARAM_UINT_IN("mode", "umode_t", "Permissions for a new file, less the umask",
		KAPI_PARAM_CONSTRAINT("Cut to 07777; higher bits are dropped, not refused"))
	KAPI_RETURN_NEW_FD("long", "The lowest unused descriptor, opened write-only")
	KAPI_ERRNO(EACCES, "Search permission on the path, or write permission on the file or directory, is missing")
	KAPI_ERRNO(EDQUOT, "Creating the file exceeds the quota")
	KAPI_ERR_FAULT_PATH
	KAPI_ERRNO(EFBIG, "A file too large to open without O_LARGEFILE on some file systems")
	KAPI_ERRNO(EINTR, "A signal interrupted a wait, e.g. opening a FIFO with no reader")
	KAPI_ERRNO(EINVAL, "The file system refuses the creation")
	KAPI_ERRNO(EISDIR, "The path names a directory")
	KAPI_ERR_LOOP
	KAPI_ERR_MFILE
	KAPI_ERR_NAMETOOLONG
	KAPI_ERR_NFILE
	KAPI_ERRNO(ENOENT, "A directory on the path does not exist, or the name is empty")
	KAPI_ERR_NOMEM
	KAPI_ERRNO(ENOSPC, "No room to create the file")
	KAPI_ERRNO(ENOTDIR, "A path component is not a directory")
	KAPI_ERRNO(ENXIO, "A device node with no device")
	KAPI_ERRNO(EOVERFLOW, "A file too large to open without O_LARGEFILE")
	KAPI_ERRNO(EPERM, "A sealed, append-only or immutable file")
	KAPI_ERRNO(EROFS, "A read-only file system")
	KAPI_ERRNO(ETXTBSY, "The file is a running executable")
	KAPI_ERRNO(ENODEV, "A device node whose driver is missing")
	KAPI_ERRNO(EBUSY, "The device is in exclusive use")
	KAPI_ERRNO(EAGAIN, "A lease conflict")
	KAPI_SIGNAL_INTR_RESTART("A signal arrives while opening waits (FIFO, lease break)")
	KAPI_NOTES("The same as open(pathname, O_CREAT | O_WRONLY | O_TRUNC, mode).")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_openat)
	KAPI_DESCRIPTION("Open a file by path, relative to a directory descriptor")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("dfd", "int", "Directory for a relative path, or AT_FDCWD")
	KAPI_PARAM_PATH_IN("filename", "const char *", "Path of the file")
	KAPI_PARAM_INT_IN("flags", "int", "Access mode and O_* flags",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(O_ACCMODE | O_CREAT | O_EXCL | O_NOCTTY | O_TRUNC | O_APPEND | O_NONBLOCK | O_DSYNC | FASYNC | O_DIRECT | O_LARGEFILE | O_DIRECTORY | O_NOFOLLOW | O_NOATIME | O_CLOEXEC | O_SYNC | O_PATH | O_TMPFILE)
		KAPI_PARAM_IGNORED_MASK(0xff80003c))
	KAPI_PARAM_UINT_IN("mode", "umode_t", "Permissions for a new file",
		KAPI_PARAM_CONSTRAINT("Read only with O_CREAT or O_TMPFILE, and then cut to 07777; otherwise the register may hold anything"))
	KAPI_RETURN_NEW_FD("long", "The lowest unused descriptor")
	KAPI_ERRNO(EACCES, "Search or open permission is missing somewhere on the path")
	KAPI_ERRNO(EEXIST, "O_CREAT | O_EXCL and the name exists")
	KAPI_ERR_FAULT_PATH
	KAPI_ERRNO(EINTR, "A signal interrupted a wait, e.g. opening a FIFO")
	KAPI_ERRNO(EINVAL, "A flag combination the file system refuses, e.g. O_TMPFILE without write access")
	KAPI_ERRNO(EISDIR, "A directory opened for writing")
	KAPI_ERRNO(ELOOP, "Too many symbolic links, or O_NOFOLLOW on a link")
	KAPI_ERR_MFILE
	KAPI_ERR_NAMETOOLONG
	KAPI_ERR_NFILE
	KAPI_ERRNO(ENOENT, "A component does not exist and O_CREAT was not given for the last")
	KAPI_ERR_NOMEM
	KAPI_ERRNO(ENOSPC, "No room to create the file")
	KAPI_ERRNO(ENOTDIR, "A path component, or O_DIRECTORY target, is not a directory")
	KAPI_ERRNO(ENXIO, "A device node with no device, or a FIFO with no reader under O_NONBLOCK")
	KAPI_ERRNO(EOVERFLOW, "A file too large to open without O_LARGEFILE")
	KAPI_ERRNO(EPERM, "O_NOATIME by a non-owner, or a sealed or immutable file")
	KAPI_ERRNO(EROFS, "Write access on a read-only file system")
	KAPI_ERRNO(ETXTBSY, "Write access to a running executable")
	KAPI_ERRNO(EDQUOT, "Creating the file exceeds the quota")
	KAPI_ERRNO(EFBIG, "Same as EOVERFLOW on some file systems")
	KAPI_ERRNO(ENODEV, "A device node whose driver is missing")
	KAPI_ERRNO(EOPNOTSUPP, "O_TMPFILE where the file system cannot do it")
	KAPI_ERRNO(EBUSY, "The device is in exclusive use")
	KAPI_ERRNO(EAGAIN, "O_NONBLOCK and a lease conflict")
	KAPI_ERRNO(EBADF, "dfd is neither open nor AT_FDCWD for a relative path")
	KAPI_ERRNO(ESRCH, "A /proc/PID file of a task that has exited, or that has no memory (the environ of a kernel thread)")
	KAPI_SIGNAL_INTR_RESTART("A signal arrives while opening waits (FIFO, lease break)")
	KAPI_EXAMPLES("fd = openat(AT_FDCWD, \"data\", O_RDWR | O_CREAT, 0644);")
	KAPI_CONSTRAINT(0, "O_TMPFILE needs a writable directory open",
			"O_TMPFILE (which holds O_DIRECTORY) needs write access (O_WRONLY, "
			"O_RDWR or the access mode 3); without it, or __O_TMPFILE without "
			"O_DIRECTORY, it is EINVAL.  With O_PATH the kernel drops every "
			"flag but O_DIRECTORY, O_NOFOLLOW and O_CLOEXEC first.")
		KAPI_CONSTRAINT_EXPR("!has(flags, O_PATH) && has(flags, __O_TMPFILE) -> has(flags, O_DIRECTORY) "
				     "&& (flags & O_ACCMODE) != O_RDONLY")
	KAPI_CONSTRAINT_END
	KAPI_CONSTRAINT(1, "No directory to create",
			"O_CREAT with O_DIRECTORY (O_TMPFILE included) is EINVAL, unless "
			"O_PATH dropped O_CREAT.")
		KAPI_CONSTRAINT_EXPR("!has(flags, O_PATH) -> !has(flags, O_CREAT | O_DIRECTORY)")
	KAPI_CONSTRAINT_END
	KAPI_CONSTRAINT(2, "mode only when creating",
			"mode is read only with O_CREAT or O_TMPFILE.")
		KAPI_CONSTRAINT_EXPR("!(flags & (O_CREAT | __O_TMPFILE)) -> ignored(mode)")
	KAPI_CONSTRAINT_END
	KAPI_CONSTRAINT(3, "Direct I/O where the file system has it",
			"O_DIRECT is EINVAL on a file system without direct I/O "
			"(tmpfs before 6.6).")
		KAPI_CONSTRAINT_EXPR("!has(flags, O_PATH) && has(flags, O_DIRECT) -> depends(FS_DIRECT_IO)")
	KAPI_CONSTRAINT_END
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_RESOURCE_CREATE, "file descriptor table",
			      "The returned descriptor is open, with close-on-exec when flags has O_CLOEXEC")
		KAPI_EFFECT_CHECK("cloexec(ret)")
		KAPI_EFFECT_CHECK_WHEN("has(flags, O_CLOEXEC)")
	KAPI_SIDE_EFFECT_END
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_openat2)
	KAPI_DESCRIPTION("Open a file with an extensible, strictly checked set of "
	                 "options")
	KAPI_LONG_DESC("Like openat() but the options come in struct open_how, whose "
	               "size is passed so it can grow; unknown flags and resolve bits "
	               "are refused, and mode must be 0 unless a file may be created.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("dfd", "int", "Directory for a relative path, or AT_FDCWD")
	KAPI_PARAM_PATH_IN("filename", "const char *", "Path of the file")
	KAPI_PARAM_USER_IN("how", "struct open_how *", "flags, mode and RESOLVE_* bits",
		KAPI_PARAM_SIZE_PARAM(3))
	KAPI_PARAM_UINT_IN("usize", "size_t", "sizeof the caller's struct open_how",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(OPEN_HOW_SIZE_VER0, PAGE_SIZE))
	KAPI_RETURN_NEW_FD("long", "The lowest unused descriptor")
	KAPI_ERRNO(EACCES, "Search or open permission is missing somewhere on the path")
	KAPI_ERRNO(EEXIST, "O_CREAT | O_EXCL and the name exists")
	KAPI_ERR_FAULT_PATH
	KAPI_ERRNO(EINTR, "A signal interrupted a wait, e.g. opening a FIFO")
	KAPI_ERRNO(EINVAL, "usize below OPEN_HOW_SIZE_VER0 (24), or a flag combination the file system refuses, e.g. O_TMPFILE without write access")
	KAPI_ERRNO(EISDIR, "A directory opened for writing")
	KAPI_ERRNO(ELOOP, "Too many symbolic links, or O_NOFOLLOW on a link")
	KAPI_ERR_MFILE
	KAPI_ERR_NAMETOOLONG
	KAPI_ERR_NFILE
	KAPI_ERRNO(ENOENT, "A component does not exist and O_CREAT was not given for the last")
	KAPI_ERR_NOMEM
	KAPI_ERRNO(ENOSPC, "No room to create the file")
	KAPI_ERRNO(ENOTDIR, "A path component, or O_DIRECTORY target, is not a directory")
	KAPI_ERRNO(ENXIO, "A device node with no device, or a FIFO with no reader under O_NONBLOCK")
	KAPI_ERRNO(EOVERFLOW, "A file too large to open without O_LARGEFILE")
	KAPI_ERRNO(EPERM, "O_NOATIME by a non-owner, or a sealed or immutable file")
	KAPI_ERRNO(EROFS, "Write access on a read-only file system")
	KAPI_ERRNO(ETXTBSY, "Write access to a running executable")
	KAPI_ERRNO(EDQUOT, "Creating the file exceeds the quota")
	KAPI_ERRNO(EFBIG, "Same as EOVERFLOW on some file systems")
	KAPI_ERRNO(ENODEV, "A device node whose driver is missing")
	KAPI_ERRNO(EOPNOTSUPP, "O_TMPFILE where the file system cannot do it")
	KAPI_ERRNO(EBUSY, "The device is in exclusive use")
	KAPI_ERRNO(EBADF, "dfd is neither open nor AT_FDCWD for a relative path")
	KAPI_ERRNO(E2BIG, "usize is larger than the kernel knows and the extra bytes are not zero")
	KAPI_ERRNO(EXDEV, "RESOLVE_BENEATH or RESOLVE_IN_ROOT and the path escapes")
	KAPI_ERRNO(EAGAIN, "RESOLVE_CACHED and the lookup needs to block, or a rename race")
	KAPI_ERRNO(ESRCH, "A /proc/PID file of a task that has exited, or that has no memory (the environ of a kernel thread)")
	KAPI_SINCE_VERSION("5.6")
	KAPI_EXAMPLES("struct open_how h = { .flags = O_RDONLY, .resolve = RESOLVE_BENEATH };\\nopenat2(dir, \"a/b\", &h, sizeof(h));")
	KAPI_CONSTRAINT(0, "Known resolve flags",
			"how.resolve takes only the RESOLVE_* bits; others are EINVAL.")
		KAPI_CONSTRAINT_EXPR("(how.resolve & ~(RESOLVE_NO_XDEV | RESOLVE_NO_MAGICLINKS | RESOLVE_NO_SYMLINKS | RESOLVE_BENEATH | RESOLVE_IN_ROOT | RESOLVE_CACHED)) == 0")
	KAPI_CONSTRAINT_END
	KAPI_CONSTRAINT(1, "Beneath or in root, not both",
			"RESOLVE_BENEATH and RESOLVE_IN_ROOT together are EINVAL.")
		KAPI_CONSTRAINT_EXPR("!(has(how.resolve, RESOLVE_BENEATH) && has(how.resolve, RESOLVE_IN_ROOT))")
	KAPI_CONSTRAINT_END
	KAPI_CONSTRAINT(2, "A mode only when creating",
			"Unlike open(), openat2() refuses a nonzero how.mode without "
			"O_CREAT or O_TMPFILE.")
		KAPI_CONSTRAINT_EXPR("how.mode != 0 -> how.flags & (O_CREAT | __O_TMPFILE)")
	KAPI_CONSTRAINT_END
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_mmap)
	KAPI_DESCRIPTION("Map files or anonymous memory into the address space")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_UINT_IN("addr", "unsigned long", "Hint, or the exact place with MAP_FIXED",
		KAPI_PARAM_CONSTRAINT("Must be page aligned with MAP_FIXED or MAP_FIXED_NOREPLACE; a mere hint is rounded down"))
	KAPI_PARAM_UINT_IN("len", "unsigned long", "Bytes to map",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_NONZERO))
	KAPI_PARAM_UINT_IN("prot", "unsigned long", "PROT_* access",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(PROT_READ | PROT_WRITE | PROT_EXEC | PROT_SEM | PROT_GROWSDOWN | PROT_GROWSUP)
		KAPI_PARAM_IGNORED_MASK(0xfffffffffcfffff0ull))
	KAPI_PARAM_UINT_IN("flags", "unsigned long", "MAP_* flags; one of MAP_SHARED, MAP_PRIVATE, MAP_SHARED_VALIDATE")
	KAPI_PARAM_FD_IN("fd", "unsigned long", "File to map; ignored with MAP_ANONYMOUS (where -1 is the custom)")
	KAPI_PARAM_UINT_IN("off", "unsigned long", "Offset in the file",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_PAGE_ALIGNED))
	KAPI_RETURN_CHECKED("unsigned long", "The address of the mapping, or a negative errno")
	KAPI_ERRNO(EACCES, "fd is not open for reading, or the mode does not match the protection")
	KAPI_ERRNO(EAGAIN, "The file is locked, or too much memory is locked")
	KAPI_ERRNO(EBADF, "fd is not open and MAP_ANONYMOUS is not set")
	KAPI_ERRNO(EEXIST, "MAP_FIXED_NOREPLACE and the range is in use")
	KAPI_ERRNO(EINVAL, "addr or off not aligned, len 0, or no mapping type")
	KAPI_ERR_NFILE
	KAPI_ERRNO(ENODEV, "The file system cannot map this file")
	KAPI_ERRNO(ENOMEM, "No room in the address space, or over a limit")
	KAPI_ERRNO(EOVERFLOW, "off plus len overflows")
	KAPI_ERRNO(EPERM, "PROT_EXEC on a noexec mount, or a sealed file")
	KAPI_ERRNO(ETXTBSY, "MAP_DENYWRITE on a file open for writing")
	KAPI_ERRNO(EOPNOTSUPP, "MAP_SHARED_VALIDATE with a flag the file does not support")
	KAPI_EXAMPLES("p = mmap(NULL, 4096, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);")
	KAPI_NOTES("fd is an int in the C library prototype; -1 is usual with "
	           "MAP_ANONYMOUS.")
	KAPI_CONSTRAINT(0, "One mapping type",
			"The type bits (flags & MAP_TYPE) must say MAP_SHARED, MAP_PRIVATE "
			"or MAP_SHARED_VALIDATE; any other value, none included, is EINVAL.")
		KAPI_CONSTRAINT_EXPR("one_of(flags & MAP_TYPE, MAP_SHARED, MAP_PRIVATE, MAP_SHARED_VALIDATE)")
	KAPI_CONSTRAINT_END
	KAPI_CONSTRAINT(1, "Anonymous mappings are shared or private",
			"MAP_SHARED_VALIDATE (the value of MAP_SHARED | MAP_PRIVATE) is "
			"refused with EINVAL for an anonymous mapping.")
		KAPI_CONSTRAINT_EXPR("has(flags, MAP_ANONYMOUS) -> (flags & MAP_TYPE) != MAP_SHARED_VALIDATE")
	KAPI_CONSTRAINT_END
	KAPI_CONSTRAINT(2, "A fixed address is page aligned",
			"With MAP_FIXED or MAP_FIXED_NOREPLACE addr is taken as it is and "
			"must be page aligned; as a mere hint it is rounded.")
		KAPI_CONSTRAINT_EXPR("flags & (MAP_FIXED | MAP_FIXED_NOREPLACE) -> aligned(addr, PAGE_SIZE)")
	KAPI_CONSTRAINT_END
	KAPI_CONSTRAINT(3, "No file behind an anonymous mapping",
			"With MAP_ANONYMOUS the kernel never looks at fd (-1 by custom).")
		KAPI_CONSTRAINT_EXPR("has(flags, MAP_ANONYMOUS) -> ignored(fd)")
	KAPI_CONSTRAINT_END
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_munmap)
	KAPI_DESCRIPTION("Remove mappings from a range of the address space")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_UINT_IN("addr", "unsigned long", "Start of the range",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_PAGE_ALIGNED))
	KAPI_PARAM_UINT_IN("len", "size_t", "Bytes to unmap",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_NONZERO))
	KAPI_RETURN_ZERO("int", "0, or a negative errno")
	KAPI_ERRNO(EINVAL, "addr not page aligned, len 0, or the range is outside the address space")
	KAPI_ERRNO(ENOMEM, "Splitting a mapping would exceed the mapping count limit")
	KAPI_ERRNO(EPERM, "Part of the range is sealed (mseal)")
	KAPI_EXAMPLES("munmap(p, 4096);")
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_FREE_MEMORY, "address space",
			 "No page of the range is mapped afterwards")
		KAPI_EFFECT_CHECK("unmapped(addr, len)")
	KAPI_SIDE_EFFECT_END
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_mprotect)
	KAPI_DESCRIPTION("Change the access protection of a range")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_UINT_IN("start", "unsigned long", "Start of the range",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_PAGE_ALIGNED))
	KAPI_PARAM_UINT_IN("len", "size_t", "Bytes to change")
	KAPI_PARAM_UINT_IN("prot", "unsigned long", "New PROT_* access",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(PROT_READ | PROT_WRITE | PROT_EXEC | PROT_SEM | PROT_GROWSDOWN)
		KAPI_PARAM_CONSTRAINT("No x86 mapping grows up, so PROT_GROWSUP is always EINVAL here"))
	KAPI_RETURN_ZERO("int", "0, or a negative errno")
	KAPI_ERRNO(EACCES, "The file does not allow the access asked for")
	KAPI_ERRNO(EINVAL, "start not aligned, unknown prot bits, or both GROWSDOWN and GROWSUP")
	KAPI_ERRNO(ENOMEM, "Part of the range is not mapped, or the split exceeds the mapping limit")
	KAPI_ERRNO(EPERM, "The range is sealed")
	KAPI_EXAMPLES("mprotect(p, 4096, PROT_READ);")
	KAPI_CONSTRAINT(0, "Grows one way",
			"PROT_GROWSDOWN with PROT_GROWSUP is EINVAL.")
		KAPI_CONSTRAINT_EXPR("!(has(prot, PROT_GROWSDOWN) && has(prot, PROT_GROWSUP))")
	KAPI_CONSTRAINT_END
	KAPI_CONSTRAINT(1, "PROT_GROWSDOWN on a stack-like mapping",
			"PROT_GROWSDOWN extends the change to the start of a mapping that "
			"grows down; on any other mapping it is EINVAL.")
		KAPI_CONSTRAINT_EXPR("has(prot, PROT_GROWSDOWN) -> depends(GROWSDOWN_MAPPING)")
	KAPI_CONSTRAINT_END
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_MODIFY_STATE, "VMA flags",
			      "The range's protection becomes prot, splitting mappings at the edges (/proc/self/maps)")
		KAPI_EFFECT_CHECK("prot(start, len, prot)")
	KAPI_SIDE_EFFECT_END
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_madvise)
	KAPI_DESCRIPTION("Advise the kernel how a range of memory will be used")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_UINT_IN("start", "unsigned long", "Start of the range",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_PAGE_ALIGNED))
	KAPI_PARAM_UINT_IN("len_in", "size_t", "Bytes in the range")
	KAPI_PARAM_INT_IN("behavior", "int", "MADV_* advice",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_ENUM)
		KAPI_PARAM_ENUM_VALUES(((const s64[]){ MADV_NORMAL, MADV_RANDOM, MADV_SEQUENTIAL, MADV_WILLNEED, MADV_DONTNEED, MADV_FREE, MADV_REMOVE, MADV_DONTFORK, MADV_DOFORK, MADV_MERGEABLE, MADV_UNMERGEABLE, MADV_HUGEPAGE, MADV_NOHUGEPAGE, MADV_DONTDUMP, MADV_DODUMP, MADV_WIPEONFORK, MADV_KEEPONFORK, MADV_COLD, MADV_PAGEOUT, MADV_POPULATE_READ, MADV_POPULATE_WRITE, MADV_DONTNEED_LOCKED, MADV_COLLAPSE, MADV_HWPOISON, MADV_SOFT_OFFLINE, MADV_GUARD_INSTALL, MADV_GUARD_REMOVE })))
	KAPI_RETURN_ZERO("int", "0, or a negative errno")
	KAPI_ERRNO(EACCES, "MADV_REMOVE on a mapping that is not shared and writable")
	KAPI_ERRNO(EAGAIN, "A resource was briefly unavailable")
	KAPI_ERRNO(EBADF, "The mapping has no file where the advice needs one")
	KAPI_ERRNO(EFAULT, "MADV_POPULATE_* hit an unmappable page")
	KAPI_ERRNO(EINVAL, "start not aligned, unknown advice, or advice the mapping cannot take")
	KAPI_ERRNO(EIO, "MADV_WILLNEED read-ahead failed")
	KAPI_ERRNO(ENOMEM, "Part of the range is not mapped")
	KAPI_ERRNO(EPERM, "MADV_HWPOISON without CAP_SYS_ADMIN, or a sealed range")
	KAPI_ERRNO(EINTR, "A fatal signal while populating")
	KAPI_ERRNO(EBUSY, "MADV_SOFT_OFFLINE on a page that cannot be migrated")
	KAPI_ERRNO(EHWPOISON, "Populating met a poisoned page")
	KAPI_CAPABILITY_NEXT(CAP_SYS_ADMIN, "CAP_SYS_ADMIN", KAPI_CAP_GRANT_PERMISSION)
		KAPI_CAP_ALLOWS("MADV_HWPOISON and MADV_SOFT_OFFLINE")
		KAPI_CAP_WITHOUT("Those two give EPERM")
	KAPI_CAPABILITY_END
	KAPI_EXAMPLES("madvise(p, len, MADV_DONTNEED);")
	KAPI_NOTES("MADV_GUARD_INSTALL and MADV_GUARD_REMOVE are 6.13 additions.")
	KAPI_CONSTRAINT(0, "Memory failure advice needs its build option",
			"MADV_HWPOISON and MADV_SOFT_OFFLINE are EINVAL in a kernel built "
			"without memory failure handling.")
		KAPI_CONSTRAINT_EXPR("one_of(behavior, MADV_HWPOISON, MADV_SOFT_OFFLINE) -> depends(CONFIG_MEMORY_FAILURE)")
	KAPI_CONSTRAINT_END
	KAPI_CONSTRAINT(1, "MADV_REMOVE needs a shared mapping",
			"MADV_REMOVE frees the backing store, so a private mapping is EINVAL.")
		KAPI_CONSTRAINT_EXPR("behavior == MADV_REMOVE -> depends(SHARED_MAPPING)")
	KAPI_CONSTRAINT_END
	KAPI_CONSTRAINT(2, "MADV_COLLAPSE needs room for a huge page",
			"MADV_COLLAPSE is EINVAL where the mapping may not hold a "
			"transparent huge page (too small, unaligned, THP off for it).")
		KAPI_CONSTRAINT_EXPR("behavior == MADV_COLLAPSE -> depends(MAPPING_FITS_A_HUGE_PAGE)")
	KAPI_CONSTRAINT_END
	KAPI_PARAM_SINCE(behavior, MADV_GUARD_INSTALL, "6.13")
	KAPI_PARAM_SINCE(behavior, MADV_GUARD_REMOVE, "6.13")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_brk)
	KAPI_DESCRIPTION("Move the end of the data segment")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_UINT_IN("brk", "unsigned long", "New end, or 0 to ask for the current one",
		KAPI_PARAM_CONSTRAINT("Any value: one the kernel cannot use (above the user "
				      "address space, below the data segment) leaves the break "
				      "where it was, and the old end is returned"))
	KAPI_RETURN_IN_RANGE("unsigned long", "The end of the data segment after the call", 0, LLONG_MAX)
	KAPI_EXAMPLES("cur = brk(0);")
	KAPI_NOTES("brk never fails with an errno: when the move is refused it "
	           "returns the old end, which the C library turns into ENOMEM.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_mremap)
	KAPI_DESCRIPTION("Grow, shrink or move a mapping")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_UINT_IN("addr", "unsigned long", "Start of the mapping",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_PAGE_ALIGNED))
	KAPI_PARAM_UINT_IN("old_len", "unsigned long", "Its size; 0 with a shared mapping makes a second view of it",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, TASK_SIZE_MAX))
	KAPI_PARAM_UINT_IN("new_len", "unsigned long", "The size wanted",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(1, TASK_SIZE_MAX))
	KAPI_PARAM_UINT_IN("flags", "unsigned long", "MREMAP_MAYMOVE, MREMAP_FIXED, MREMAP_DONTUNMAP",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(MREMAP_MAYMOVE | MREMAP_FIXED | MREMAP_DONTUNMAP))
	KAPI_PARAM_UINT_IN("new_addr", "unsigned long", "Where to move it; read only with MREMAP_FIXED or MREMAP_DONTUNMAP",
		KAPI_PARAM_CONSTRAINT("Page aligned when it is read"))
	KAPI_RETURN("long", "The address of the mapping now")
		KAPI_RETURN_TYPE(KAPI_TYPE_UINT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_RANGE)
		KAPI_RETURN_SUCCESS_RANGE(0, TASK_SIZE_MAX)
	KAPI_RETURN_END
	KAPI_ERRNO(EAGAIN, "A locked mapping would pass RLIMIT_MEMLOCK")
	KAPI_ERRNO(EFAULT, "The range is not all mapped")
	KAPI_ERRNO(EINVAL, "addr not page aligned, new_len 0, unknown flags, or MREMAP_FIXED without MREMAP_MAYMOVE")
	KAPI_ERRNO(ENOMEM, "No room to grow in place without MREMAP_MAYMOVE, new_len past the address space (6.12 and older), or no memory",
		   "A new_len past TASK_SIZE is EINVAL on 6.18, whose parameter checks come first; 6.12 finds no room for it instead.")
	KAPI_ERRNO(EPERM, "A sealed mapping")
	KAPI_NOTES("Lengths are rounded up to whole pages. glibc's realloc() "
	           "uses it to grow large blocks.")
	KAPI_CONSTRAINT(0, "MREMAP_FIXED moves",
			"A new address only makes sense for a mapping allowed to move: "
			"MREMAP_FIXED without MREMAP_MAYMOVE is EINVAL.")
		KAPI_CONSTRAINT_EXPR("has(flags, MREMAP_FIXED) -> has(flags, MREMAP_MAYMOVE)")
	KAPI_CONSTRAINT_END
	KAPI_CONSTRAINT(1, "MREMAP_DONTUNMAP moves, size kept",
			"MREMAP_DONTUNMAP needs MREMAP_MAYMOVE and an unchanged length.")
		KAPI_CONSTRAINT_EXPR("has(flags, MREMAP_DONTUNMAP) -> has(flags, MREMAP_MAYMOVE) "
				     "&& old_len == new_len")
	KAPI_CONSTRAINT_END
	KAPI_CONSTRAINT(2, "A fixed new address is page aligned",
			"With MREMAP_FIXED new_addr must be page aligned.")
		KAPI_CONSTRAINT_EXPR("has(flags, MREMAP_FIXED) -> aligned(new_addr, PAGE_SIZE)")
	KAPI_CONSTRAINT_END
	KAPI_CONSTRAINT(3, "The old range is in the address space",
			"addr + old_len past the top of the user address space is EINVAL.")
		KAPI_CONSTRAINT_EXPR("old_len <= TASK_SIZE_MAX - addr")
	KAPI_CONSTRAINT_END
	KAPI_CONSTRAINT(4, "A second view needs a shared mapping",
			"old_len 0 duplicates a shared mapping; on a private one it is EINVAL.")
		KAPI_CONSTRAINT_EXPR("old_len == 0 -> depends(SHARED_MAPPING)")
	KAPI_CONSTRAINT_END
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_MODIFY_STATE, "address space",
			      "new_len bytes are mapped at the returned address")
		KAPI_EFFECT_CHECK("mapped(ret, new_len)")
	KAPI_SIDE_EFFECT_END
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_msync)
	KAPI_DESCRIPTION("Write a shared file mapping back to its file")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_UINT_IN("start", "unsigned long", "Start of the range, page aligned",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_PAGE_ALIGNED))
	KAPI_PARAM_UINT_IN("len", "size_t", "Length; rounded up to whole pages")
	KAPI_PARAM_INT_IN("flags", "int", "MS_ASYNC or MS_SYNC, optionally with MS_INVALIDATE",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(MS_ASYNC | MS_INVALIDATE | MS_SYNC))
	KAPI_RETURN_ZERO("long", "0")
	KAPI_ERRNO(EBUSY, "MS_INVALIDATE over locked pages")
	KAPI_ERRNO(EINVAL, "start is not page aligned, an unknown flag, or MS_ASYNC with MS_SYNC")
	KAPI_ERRNO(EIO, "Writing back failed")
	KAPI_ERRNO(ENOMEM, "Part of the range is not mapped")
	KAPI_ERRNO(EINTR, "A fatal signal arrived while waiting for the memory map lock")
	KAPI_CONSTRAINT(0, "Asynchronous or synchronous, not both",
			"MS_ASYNC with MS_SYNC is EINVAL.")
		KAPI_CONSTRAINT_EXPR("!(has(flags, MS_ASYNC) && has(flags, MS_SYNC))")
	KAPI_CONSTRAINT_END
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_mincore)
	KAPI_DESCRIPTION("Which pages of a range are resident in memory")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_UINT_IN("start", "unsigned long", "Start of the range, page aligned",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_PAGE_ALIGNED))
	KAPI_PARAM_UINT_IN("len", "size_t", "Length; rounded up to whole pages")
	KAPI_PARAM_USER_OUT("vec", "unsigned char *", "Receives one byte per page, bit 0 set when resident")
	KAPI_RETURN_ZERO("long", "0")
	KAPI_ERRNO(EAGAIN, "Kernel memory ran out for a moment")
	KAPI_ERRNO(EFAULT, "vec is out of reach")
	KAPI_ERRNO(EINVAL, "start is not page aligned, or the range wraps")
	KAPI_ERRNO(ENOMEM, "Part of the range is not mapped, or lies above the user address space")
KAPI_END_SPEC;

// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * Descriptors that are not plain files: duplicates, pipes, eventfds,
 * epoll instances, memfds, pidfds (fs/fcntl.c, fs/file.c, fs/pipe.c,
 * fs/eventfd.c, fs/eventpoll.c, mm/memfd.c, kernel/pid.c), and
 * getrandom() and futex() (drivers/char/random.c, kernel/futex/).
 */
#include <kapi/spec_compile.h>
#include <errno.h>
#include <limits.h>
#include <sys/eventfd.h>
#include <linux/eventpoll.h>
#include <linux/fcntl.h>
#include <linux/futex.h>
#include <linux/memfd.h>
#include <linux/pidfd.h>
#include <linux/watch_queue.h>
#include <linux/random.h>
#include <linux/signalfd.h>
#include <linux/inotify.h>
#include <kapi_specs/kernel_consts.h>
#include <kapi_specs/helpers.h>


DEFINE_KERNEL_API_SPEC(sys_fcntl)
	KAPI_DESCRIPTION("Query or change a file descriptor or its open file")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("fd", "unsigned int", "The descriptor")
	KAPI_PARAM_UINT_IN("cmd", "unsigned int", "F_* command",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_ENUM)
		KAPI_PARAM_ENUM_VALUES(((const s64[]){ F_DUPFD, F_GETFD, F_SETFD, F_GETFL, F_SETFL, F_GETLK, F_SETLK, F_SETLKW, F_SETOWN, F_GETOWN, F_SETSIG, F_GETSIG, F_SETOWN_EX, F_GETOWN_EX, F_GETOWNER_UIDS, F_OFD_GETLK, F_OFD_SETLK, F_OFD_SETLKW, F_SETLEASE, F_GETLEASE, F_NOTIFY, F_DUPFD_QUERY, F_CREATED_QUERY, F_DUPFD_CLOEXEC, F_SETPIPE_SZ, F_GETPIPE_SZ, F_ADD_SEALS, F_GET_SEALS, F_GET_RW_HINT, F_SET_RW_HINT })))
	KAPI_PARAM_UINT_IN("arg", "unsigned long", "An integer or a pointer, as cmd wants")
	KAPI_RETURN_CHECKED("long", "Depends on cmd: a descriptor, flags, or 0")
	KAPI_ERRNO(EACCES, "A conflicting lock is held")
	KAPI_ERRNO(EAGAIN, "A conflicting lock is held, or a lease cannot be had")
	KAPI_ERRNO(EBADF, "fd is not open, or not open for the access a lock needs")
	KAPI_ERRNO(EBUSY, "F_SETPIPE_SZ below what the pipe holds, or a lease with others open")
	KAPI_ERRNO(EDEADLK, "F_SETLKW would deadlock")
	KAPI_ERRNO(EFAULT, "The struct arg points to (a lock, F_GETOWN_EX's owner, F_GETOWNER_UIDS's two uids) cannot be read or written")
	KAPI_ERRNO(EINTR, "A signal interrupted F_SETLKW")
	KAPI_ERRNO(EINVAL, "Unknown cmd (F_GETOWNER_UIDS too, on a kernel without CONFIG_CHECKPOINT_RESTORE), or an argument cmd cannot take")
	KAPI_ERRNO(EMFILE, "F_DUPFD and no descriptor at or above arg is free")
	KAPI_ERRNO(ENOLCK, "The lock table is full")
	KAPI_ERRNO(ENOTDIR, "F_NOTIFY on a file that is not a directory")
	KAPI_ERRNO(EPERM, "Adding a seal or clearing O_APPEND is not allowed")
	KAPI_ERRNO(ESRCH, "F_SETOWN to a process that does not exist")
	KAPI_SIGNAL_INTR_RESTART("F_SETLKW or F_OFD_SETLKW waits for a lock")
	KAPI_EXAMPLES("fcntl(fd, F_SETFD, FD_CLOEXEC);")
	KAPI_CONSTRAINT(0, "Commands that take no argument",
			"The F_GET* commands below never read arg.")
		KAPI_CONSTRAINT_EXPR("one_of(cmd, F_GETFD, F_GETFL, F_GETOWN, F_GETSIG, F_GETLEASE, F_GETPIPE_SZ, F_GET_SEALS) "
				     "-> ignored(arg)")
	KAPI_CONSTRAINT_END
	KAPI_CONSTRAINT(1, "F_SETSIG takes a signal number",
			"The low 32 bits of arg, as an int, must be 0 or a signal number up "
			"to 64.")
		KAPI_CONSTRAINT_EXPR("cmd == F_SETSIG -> (arg & 0xffffffff) <= 64")
	KAPI_CONSTRAINT_END
	KAPI_CONSTRAINT(2, "F_SETLEASE takes a lease type",
			"The low 32 bits of arg must be F_RDLCK, F_WRLCK or F_UNLCK.")
		KAPI_CONSTRAINT_EXPR("cmd == F_SETLEASE -> one_of(arg & 0xffffffff, F_RDLCK, F_WRLCK, F_UNLCK)")
	KAPI_CONSTRAINT_END
	KAPI_PARAM_SINCE(cmd, F_DUPFD_QUERY, "6.10")
	KAPI_PARAM_SINCE(cmd, F_CREATED_QUERY, "6.12")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_dup)
	KAPI_DESCRIPTION("Duplicate a descriptor onto the lowest free number")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("fildes", "unsigned int", "Descriptor to copy",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, INT_MAX))
	KAPI_RETURN_NEW_FD("long", "The new descriptor, without close-on-exec")
	KAPI_ERRNO(EBADF, "fildes is not open")
	KAPI_ERR_MFILE
	KAPI_ERRNO(ENOMEM, "The descriptor table could not grow")
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_RESOURCE_CREATE, "file descriptor table",
			 "The returned descriptor refers to the open file fildes refers to")
		KAPI_EFFECT_CHECK("same_file(ret, fildes)")
	KAPI_SIDE_EFFECT_END
	KAPI_NOTES("EINTR on the shared dup(2) page is dup2()'s and dup3()'s, closing newfd.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_dup2)
	KAPI_DESCRIPTION("Duplicate a descriptor onto a chosen number")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("oldfd", "unsigned int", "Descriptor to copy",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, INT_MAX))
	KAPI_PARAM_UINT_IN("newfd", "unsigned int", "Number the copy gets; closed first if open",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, INT_MAX))
	KAPI_RETURN_NEW_FD("long", "newfd")
	KAPI_ERRNO(EBADF, "oldfd is not open, or newfd is beyond RLIMIT_NOFILE or nr_open")
	KAPI_ERRNO(EBUSY, "A race with open() on newfd")
	KAPI_ERRNO(ENOMEM, "The descriptor table could not grow")
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_RESOURCE_CREATE, "file descriptor table",
			 "newfd refers to the open file oldfd refers to")
		KAPI_EFFECT_CHECK("same_file(newfd, oldfd)")
	KAPI_SIDE_EFFECT_END
	KAPI_NOTES("Unlike dup3, oldfd equal to newfd is no error: if oldfd is "
	           "open, newfd comes back untouched. The copy never has "
	           "close-on-exec. The man page's EMFILE and EINTR do not "
	           "happen: a table that cannot reach newfd gives EBADF, and an "
	           "error closing the old newfd is dropped.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_dup3)
	KAPI_DESCRIPTION("Duplicate a descriptor onto a chosen number")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("oldfd", "unsigned int", "Descriptor to copy")
	KAPI_PARAM_UINT_IN("newfd", "unsigned int", "Number the copy gets; closed first if open",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, INT_MAX))
	KAPI_PARAM_INT_IN("flags", "int", "O_CLOEXEC or 0",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(O_CLOEXEC))
	KAPI_RETURN_NEW_FD("long", "newfd")
	KAPI_ERRNO(EBADF, "oldfd is not open, or newfd is beyond RLIMIT_NOFILE or nr_open")
	KAPI_ERRNO(EBUSY, "A race with open() on newfd")
	KAPI_ERRNO(EINVAL, "flags has a bit other than O_CLOEXEC, or oldfd equals newfd")
	KAPI_ERRNO(ENOMEM, "The descriptor table could not grow")
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_RESOURCE_CREATE, "file descriptor table",
			 "newfd refers to the open file oldfd refers to")
		KAPI_EFFECT_CHECK("same_file(newfd, oldfd)")
	KAPI_SIDE_EFFECT_END
	KAPI_NOTES("The man page's EMFILE and EINTR do not happen: a table that "
	           "cannot reach newfd gives EBADF, and an error closing the old "
	           "newfd is dropped.")
	KAPI_EXAMPLES("dup3(pipefd[1], 1, O_CLOEXEC);")
	KAPI_CONSTRAINT(0, "Two different descriptors",
			"Unlike dup2(), dup3() refuses oldfd equal to newfd with EINVAL.")
		KAPI_CONSTRAINT_EXPR("oldfd != newfd")
	KAPI_CONSTRAINT_END
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_pipe2)
	KAPI_DESCRIPTION("Make a pipe: a read end and a write end")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_OUT("fildes", "int *", "Two ints: read end, then write end")
	KAPI_PARAM_INT_IN("flags", "int", "O_CLOEXEC, O_NONBLOCK, O_DIRECT, O_NOTIFICATION_PIPE",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(O_CLOEXEC | O_NONBLOCK | O_DIRECT | O_NOTIFICATION_PIPE))
	KAPI_RETURN_ZERO("int", "0, or a negative errno")
	KAPI_ERRNO(EFAULT, "fildes cannot be written")
	KAPI_ERRNO(EINVAL, "Unknown flags")
	KAPI_ERR_MFILE
	KAPI_ERRNO(ENFILE, "The system-wide file limit, or the pipe memory limit, is reached")
	KAPI_ERRNO(ENOPKG, "O_NOTIFICATION_PIPE without watch queue support")
	KAPI_EXAMPLES("int p[2];\\npipe2(p, O_CLOEXEC);")
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_RESOURCE_CREATE, "file descriptor table",
			      "Two new descriptors, the pipe's read end first")
		KAPI_EFFECT_CHECK("fd_link(*fildes, pipe)")
	KAPI_SIDE_EFFECT_END
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_eventfd2)
	KAPI_DESCRIPTION("Make an eventfd: a counter to wait on and signal")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_UINT_IN("count", "unsigned int", "Initial counter value")
	KAPI_PARAM_INT_IN("flags", "int", "EFD_CLOEXEC, EFD_NONBLOCK, EFD_SEMAPHORE",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(EFD_CLOEXEC | EFD_NONBLOCK | EFD_SEMAPHORE))
	KAPI_RETURN_NEW_FD("long", "The eventfd descriptor")
	KAPI_ERRNO(EINVAL, "Unknown flags")
	KAPI_ERR_MFILE
	KAPI_ERR_NFILE
	KAPI_ERRNO(ENODEV, "The anonymous inode cannot be mounted")
	KAPI_ERR_NOMEM
	KAPI_EXAMPLES("efd = eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK);")
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_RESOURCE_CREATE, "file descriptor table",
			      "A new eventfd descriptor")
		KAPI_EFFECT_CHECK("fd_link(ret, eventfd)")
	KAPI_SIDE_EFFECT_END
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_epoll_create1)
	KAPI_DESCRIPTION("Make an epoll instance")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_INT_IN("flags", "int", "EPOLL_CLOEXEC or 0",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(EPOLL_CLOEXEC))
	KAPI_RETURN_NEW_FD("long", "The epoll descriptor")
	KAPI_ERRNO(EINVAL, "Unknown flags")
	KAPI_ERRNO(EMFILE, "The process has RLIMIT_NOFILE descriptors open, or the per-user epoll limit is reached")
	KAPI_ERR_NFILE
	KAPI_ERR_NOMEM
	KAPI_EXAMPLES("ep = epoll_create1(EPOLL_CLOEXEC);")
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_RESOURCE_CREATE, "file descriptor table",
			      "A new epoll instance and its descriptor")
		KAPI_EFFECT_CHECK("fd_link(ret, eventpoll)")
	KAPI_SIDE_EFFECT_END
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_epoll_ctl)
	KAPI_DESCRIPTION("Add, change or remove a watched descriptor of an epoll "
	                 "instance")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("epfd", "int", "The epoll instance")
	KAPI_PARAM_INT_IN("op", "int", "EPOLL_CTL_ADD, EPOLL_CTL_DEL or EPOLL_CTL_MOD",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_ENUM)
		KAPI_PARAM_ENUM_VALUES(((const s64[]){ EPOLL_CTL_ADD, EPOLL_CTL_DEL, EPOLL_CTL_MOD })))
	KAPI_PARAM_FD_IN("fd", "int", "The watched descriptor")
	KAPI_PARAM_USER_IN_OPT("event", "struct epoll_event *", "Events and data; ignored by EPOLL_CTL_DEL")
	KAPI_RETURN_ZERO("int", "0, or a negative errno")
	KAPI_ERRNO(EBADF, "epfd or fd is not open")
	KAPI_ERRNO(EEXIST, "EPOLL_CTL_ADD of a watched fd")
	KAPI_ERRNO(EFAULT, "event cannot be read")
	KAPI_ERRNO(EINTR, "A fatal signal while waiting for the epoll lock")
	KAPI_ERRNO(EINVAL, "epfd is not epoll, fd is epfd, unknown op, or EPOLLEXCLUSIVE misused")
	KAPI_ERRNO(ELOOP, "Watching fd would make a loop or nest too deep")
	KAPI_ERRNO(ENOENT, "EPOLL_CTL_MOD or DEL of an unwatched fd")
	KAPI_ERR_NOMEM
	KAPI_ERRNO(ENOSPC, "The per-user watch limit is reached")
	KAPI_ERRNO(EPERM, "fd does not support polling (regular files)")
	KAPI_EXAMPLES("struct epoll_event ev = { .events = EPOLLIN, .data.fd = s };\\nepoll_ctl(ep, EPOLL_CTL_ADD, s, &ev);")
	KAPI_CONSTRAINT(0, "Not itself",
			"An epoll instance cannot watch itself: fd equal to epfd is EINVAL.")
		KAPI_CONSTRAINT_EXPR("fd != epfd")
	KAPI_CONSTRAINT_END
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_epoll_pwait)
	KAPI_DESCRIPTION("Wait for events, with a millisecond timeout and a temporary "
	                 "signal mask")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("epfd", "int", "The epoll instance")
	KAPI_PARAM_USER_OUT_OPT("events", "struct epoll_event *", "Where ready events go; "
		"written only when one is ready, so NULL fails (EFAULT) only then")
	KAPI_PARAM_INT_IN("maxevents", "int", "Room in events",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(1, EP_MAX_EVENTS))
	KAPI_PARAM_INT_IN("timeout", "int", "Milliseconds; 0 returns at once, a negative value waits for ever")
	KAPI_PARAM_USER_IN_OPT("sigmask", "const sigset_t *", "Mask during the wait, or NULL")
	KAPI_PARAM_UINT_IN("sigsetsize", "size_t", "sizeof the kernel sigset (8)",
		KAPI_PARAM_CONSTRAINT("Must be 8 when sigmask is given; read only then"))
	KAPI_RETURN_IN_RANGE("int", "Events stored; 0 on timeout", 0, LLONG_MAX)
	KAPI_ERRNO(EBADF, "epfd is not open")
	KAPI_ERRNO(EFAULT, "events or sigmask is out of reach")
	KAPI_ERRNO(EINTR, "A signal arrived before an event or the timeout")
	KAPI_ERRNO(EINVAL, "epfd is not epoll, maxevents out of range, or a bad sigsetsize")
	KAPI_SIGNAL_INTR("A signal arrives during the wait")
	KAPI_NOTES("Never restarted after a handler, whatever SA_RESTART says; "
	           "epoll_wait is this call without a mask.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_epoll_pwait2)
	KAPI_DESCRIPTION("Wait for events, with a nanosecond timeout and a temporary "
	                 "signal mask")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("epfd", "int", "The epoll instance")
	KAPI_PARAM_USER_OUT_OPT("events", "struct epoll_event *", "Where ready events go; "
		"written only when one is ready, so NULL fails (EFAULT) only then")
	KAPI_PARAM_INT_IN("maxevents", "int", "Room in events",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(1, EP_MAX_EVENTS))
	KAPI_PARAM_USER_IN_OPT("timeout", "const struct __kernel_timespec *", "NULL waits for ever")
	KAPI_PARAM_USER_IN_OPT("sigmask", "const sigset_t *", "Mask during the wait, or NULL")
	KAPI_PARAM_UINT_IN("sigsetsize", "size_t", "sizeof the kernel sigset (8)",
		KAPI_PARAM_CONSTRAINT("Must be 8 when sigmask is given; read only then"))
	KAPI_RETURN_IN_RANGE("int", "Events stored; 0 on timeout", 0, LLONG_MAX)
	KAPI_ERRNO(EBADF, "epfd is not open")
	KAPI_ERRNO(EFAULT, "events, timeout or sigmask is out of reach")
	KAPI_ERRNO(EINTR, "A signal arrived before an event or the timeout")
	KAPI_ERRNO(EINVAL, "epfd is not epoll, maxevents out of range, bad timeout or sigsetsize")
	KAPI_SIGNAL_INTR("A signal arrives during the wait; EINTR even under SA_RESTART")
	KAPI_SINCE_VERSION("5.11")
	KAPI_EXAMPLES("epoll_pwait2(ep, evs, 16, &ts, NULL);")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_memfd_create)
	KAPI_DESCRIPTION("Make an anonymous file that lives in memory")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_STRING_IN("uname", "const char *", "Name shown in /proc/self/fd, for debugging")
	KAPI_PARAM_UINT_IN("flags", "unsigned int", "MFD_* flags, with a huge page size in the upper bits for MFD_HUGETLB",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(MFD_CLOEXEC | MFD_ALLOW_SEALING | MFD_HUGETLB | MFD_NOEXEC_SEAL | MFD_EXEC | (MFD_HUGE_MASK << MFD_HUGE_SHIFT)))
	KAPI_RETURN_NEW_FD("long", "The new descriptor")
	KAPI_ERRNO(EFAULT, "uname cannot be read")
	KAPI_ERRNO(EINVAL, "Unknown flags, a name over 249 bytes, or MFD_EXEC with MFD_NOEXEC_SEAL")
	KAPI_ERR_MFILE
	KAPI_ERR_NFILE
	KAPI_ERR_NOMEM
	KAPI_ERRNO(EPERM, "MFD_HUGETLB without permission, or exec memfds forbidden by sysctl")
	KAPI_ERRNO(ENODEV, "MFD_HUGETLB with a huge page size this machine does not have")
	KAPI_SINCE_VERSION("3.17")
	KAPI_EXAMPLES("fd = memfd_create(\"buf\", MFD_CLOEXEC | MFD_ALLOW_SEALING);")
	KAPI_CONSTRAINT(0, "Executable or sealed, not both",
			"MFD_EXEC and MFD_NOEXEC_SEAL together are EINVAL.")
		KAPI_CONSTRAINT_EXPR("!(has(flags, MFD_EXEC) && has(flags, MFD_NOEXEC_SEAL))")
	KAPI_CONSTRAINT_END
	KAPI_CONSTRAINT(1, "A huge page size needs MFD_HUGETLB",
			"The page-size bits (MFD_HUGE_MASK << MFD_HUGE_SHIFT) are EINVAL "
			"without MFD_HUGETLB.")
		KAPI_CONSTRAINT_EXPR("flags & (MFD_HUGE_MASK << MFD_HUGE_SHIFT) -> has(flags, MFD_HUGETLB)")
	KAPI_CONSTRAINT_END
	KAPI_PARAM_SINCE(flags, MFD_NOEXEC_SEAL, "6.3")
	KAPI_PARAM_SINCE(flags, MFD_EXEC, "6.3")
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_RESOURCE_CREATE, "file descriptor table",
			      "A new anonymous file named memfd:uname and its descriptor")
		KAPI_EFFECT_CHECK("fd_link(ret, memfd)")
	KAPI_SIDE_EFFECT_END
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_pidfd_open)
	KAPI_DESCRIPTION("Get a descriptor that refers to a process")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_INT_IN("pid", "pid_t", "The process (or, with PIDFD_THREAD, thread)",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(1, INT_MAX))
	KAPI_PARAM_UINT_IN("flags", "unsigned int", "PIDFD_NONBLOCK, PIDFD_THREAD",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(PIDFD_NONBLOCK | PIDFD_THREAD))
	KAPI_RETURN_NEW_FD("long", "The pidfd")
	KAPI_ERRNO(EINVAL, "Unknown flags, pid not positive, or not a thread-group leader without PIDFD_THREAD")
	KAPI_ERR_MFILE
	KAPI_ERR_NFILE
	KAPI_ERRNO(ENODEV, "The anonymous inode cannot be mounted")
	KAPI_ERR_NOMEM
	KAPI_ERR_SRCH
	KAPI_SINCE_VERSION("5.3")
	KAPI_EXAMPLES("pfd = pidfd_open(child, 0);")
	KAPI_PARAM_SINCE(flags, PIDFD_THREAD, "6.9")
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_RESOURCE_CREATE, "file descriptor table",
			      "A new descriptor referring to the process")
		KAPI_EFFECT_CHECK("fd_link(ret, pidfd)")
	KAPI_SIDE_EFFECT_END
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_getrandom)
	KAPI_DESCRIPTION("Fill a buffer with random bytes")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_OUT("ubuf", "char *", "Destination buffer",
		KAPI_PARAM_SIZE_PARAM(1))
	KAPI_PARAM_UINT_IN("len", "size_t", "Bytes wanted",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, LLONG_MAX))
	KAPI_PARAM_UINT_IN("flags", "unsigned int", "GRND_NONBLOCK, GRND_RANDOM, GRND_INSECURE",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(GRND_NONBLOCK | GRND_RANDOM | GRND_INSECURE))
	KAPI_RETURN_IN_RANGE("ssize_t", "Bytes stored", 0, LLONG_MAX)
	KAPI_ERRNO(EAGAIN, "GRND_NONBLOCK before the pool is ready")
	KAPI_ERRNO(EFAULT, "ubuf cannot be written")
	KAPI_ERRNO(EINTR, "A signal while waiting for the pool, or during a large fill")
	KAPI_ERRNO(EINVAL, "Unknown flags, or GRND_INSECURE with GRND_RANDOM")
	KAPI_SIGNAL_INTR_RESTART("A signal arrives while waiting for entropy")
	KAPI_SINCE_VERSION("3.17")
	KAPI_EXAMPLES("getrandom(key, sizeof(key), 0);")
	KAPI_CONSTRAINT(0, "Insecure or blocking pool, not both",
			"GRND_INSECURE with GRND_RANDOM is EINVAL.")
		KAPI_CONSTRAINT_EXPR("!(has(flags, GRND_INSECURE) && has(flags, GRND_RANDOM))")
	KAPI_CONSTRAINT_END
	KAPI_NOTES("ENOSYS only on kernels before 3.17.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_futex)
	KAPI_DESCRIPTION("Wait on, wake, or requeue waiters of a 32-bit word")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_IN("uaddr", "u32 *", "The futex word",
		KAPI_PARAM_ALIGNMENT(4))
	KAPI_PARAM_INT_IN("op", "int", "FUTEX_* operation, with FUTEX_PRIVATE_FLAG and FUTEX_CLOCK_REALTIME",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(15 | FUTEX_PRIVATE_FLAG | FUTEX_CLOCK_REALTIME)
		KAPI_PARAM_CONSTRAINT("The low four bits pick the operation"))
	KAPI_PARAM_UINT_IN("val", "u32", "Expected value, or how many to wake")
	KAPI_PARAM_USER_IN_OPT("utime", "const struct __kernel_timespec *", "Timeout, or a count for requeue ops")
	KAPI_PARAM_USER_IN_OPT("uaddr2", "u32 *", "Second futex for requeue and wake-op")
	KAPI_PARAM_UINT_IN("val3", "u32", "Bitset, or comparison value")
	KAPI_RETURN_CHECKED("long", "0, or a count of woken or requeued waiters")
	KAPI_ERRNO(EACCES, "The word cannot be read")
	KAPI_ERRNO(EAGAIN, "The word did not hold val")
	KAPI_ERRNO(EDEADLK, "A PI futex already owned by the caller")
	KAPI_ERR_FAULT_PTR
	KAPI_ERRNO(EINTR, "A signal interrupted the wait")
	KAPI_ERRNO(EINVAL, "Misaligned word, unknown op, or a bad timeout")
	KAPI_ERRNO(ENFILE, "The system limit for PI state is reached")
	KAPI_ERRNO(ENOMEM, "Kernel memory for PI state ran out")
	KAPI_ERRNO(ENOSYS, "An unknown op, a flag bit outside the known ones, FUTEX_CLOCK_REALTIME with an op that takes no absolute time, or an op the kernel was built without")
	KAPI_ERRNO(EPERM, "A PI operation the caller may not do")
	KAPI_ERRNO(ESRCH, "The owner of a PI futex is gone")
	KAPI_ERRNO(ETIMEDOUT, "The timeout passed")
	KAPI_SIGNAL_INTR_RESTART("A signal arrives during FUTEX_WAIT")
	KAPI_EXAMPLES("futex(&word, FUTEX_WAIT_PRIVATE, 0, NULL, NULL, 0);")
	KAPI_CONSTRAINT(0, "A known operation",
			"op & FUTEX_CMD_MASK runs from FUTEX_WAIT to FUTEX_LOCK_PI2, "
			"FUTEX_FD excepted (removed in 2.6.26); others are ENOSYS.")
		KAPI_CONSTRAINT_EXPR("(op & FUTEX_CMD_MASK) <= FUTEX_LOCK_PI2 && (op & FUTEX_CMD_MASK) != FUTEX_FD")
	KAPI_CONSTRAINT_END
	KAPI_CONSTRAINT(1, "CLOCK_REALTIME for absolute waits only",
			"FUTEX_CLOCK_REALTIME goes with FUTEX_WAIT_BITSET, "
			"FUTEX_WAIT_REQUEUE_PI and FUTEX_LOCK_PI2; with any other operation "
			"it is ENOSYS.")
		KAPI_CONSTRAINT_EXPR("has(op, FUTEX_CLOCK_REALTIME) -> one_of(op & FUTEX_CMD_MASK, FUTEX_WAIT_BITSET, FUTEX_WAIT_REQUEUE_PI, FUTEX_LOCK_PI2)")
	KAPI_CONSTRAINT_END
	KAPI_CONSTRAINT(2, "A bitset is not empty",
			"The bitset operations refuse an empty val3 with EINVAL.")
		KAPI_CONSTRAINT_EXPR("one_of(op & FUTEX_CMD_MASK, FUTEX_WAIT_BITSET, FUTEX_WAKE_BITSET) "
				     "-> val3 != 0")
	KAPI_CONSTRAINT_END
	KAPI_CONSTRAINT(3, "PI requeue between two futexes",
			"FUTEX_WAIT_REQUEUE_PI and FUTEX_CMP_REQUEUE_PI refuse the same "
			"word as source and target with EINVAL.")
		KAPI_CONSTRAINT_EXPR("one_of(op & FUTEX_CMD_MASK, FUTEX_WAIT_REQUEUE_PI, FUTEX_CMP_REQUEUE_PI) "
				     "-> uaddr != uaddr2")
	KAPI_CONSTRAINT_END
	KAPI_CONSTRAINT(4, "PI requeue wakes one",
			"FUTEX_CMP_REQUEUE_PI wakes exactly one waiter: val other than 1 is EINVAL.")
		KAPI_CONSTRAINT_EXPR("(op & FUTEX_CMD_MASK) == FUTEX_CMP_REQUEUE_PI -> val == 1")
	KAPI_CONSTRAINT_END
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_signalfd4)
	KAPI_DESCRIPTION("Receive signals by reading a descriptor")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_INT_IN("ufd", "int", "-1 for a new signalfd, or an existing one to change its mask")
	KAPI_PARAM_USER_IN("user_mask", "sigset_t *", "Signals to receive; SIGKILL and SIGSTOP are dropped from it")
	KAPI_PARAM_UINT_IN("sizemask", "size_t", "sizeof the kernel sigset (8)",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(8, 8))
	KAPI_PARAM_INT_IN("flags", "int", "SFD_CLOEXEC, SFD_NONBLOCK",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(SFD_CLOEXEC | SFD_NONBLOCK))
	KAPI_RETURN_NEW_FD("long", "The new descriptor, or ufd")
	KAPI_ERRNO(EBADF, "ufd is neither -1 nor open")
	KAPI_ERRNO(EFAULT, "user_mask is out of reach")
	KAPI_ERRNO(EINVAL, "flags has other bits, sizemask is not 8, or ufd is not a signalfd")
	KAPI_ERR_MFILE
	KAPI_ERR_NFILE
	KAPI_ERRNO(ENODEV, "The anonymous inode could not be mounted")
	KAPI_ERR_NOMEM
	KAPI_NOTES("The signals must also be blocked, or their default action "
	           "happens before anything is read.")
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_RESOURCE_CREATE, "file descriptor table",
			      "ufd -1 makes a new signalfd and its descriptor")
		KAPI_EFFECT_CHECK("fd_link(ret, signalfd)")
		KAPI_EFFECT_CHECK_WHEN("ufd == -1")
	KAPI_SIDE_EFFECT_END
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_accept)
	KAPI_DESCRIPTION("Take a connection from a listening socket (accept4 without flags)")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("fd", "int", "A listening socket")
	KAPI_PARAM_USER_OUT_OPT("upeer_sockaddr", "struct sockaddr *", "The peer address, or NULL")
	KAPI_PARAM_USER_INOUT_OPT("upeer_addrlen", "int *", "Room in, length out; NULL with a NULL address")
	KAPI_RETURN_NEW_FD("long", "The connected socket, without close-on-exec or O_NONBLOCK")
	KAPI_ERR_BADF
	KAPI_ERR_NOTSOCK
	KAPI_ERR_INTR
	KAPI_ERRNO(EAGAIN, "Non-blocking and no connection waits")
	KAPI_ERRNO(ECONNABORTED, "The connection was aborted")
	KAPI_ERRNO(EFAULT, "The address cannot be written")
	KAPI_ERRNO(EINVAL, "The socket is not listening, or the length is negative")
	KAPI_ERR_MFILE_SHORT
	KAPI_ERR_NFILE_SHORT
	KAPI_ERRNO(ENOBUFS, "Socket buffers ran out")
	KAPI_ERR_NOMEM
	KAPI_ERRNO(EOPNOTSUPP, "The socket type does not accept")
	KAPI_ERRNO(EPERM, "A firewall refused it")
	KAPI_ERRNO(EPROTO, "A protocol error")
	KAPI_SIGNAL_INTR_RESTART("A signal arrives while waiting for a connection")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_epoll_wait)
	KAPI_DESCRIPTION("Wait for events on an epoll instance, with a millisecond timeout")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("epfd", "int", "The epoll instance")
	KAPI_PARAM_USER_OUT_OPT("events", "struct epoll_event *", "Where ready events go; "
		"written only when one is ready, so NULL fails (EFAULT) only then")
	KAPI_PARAM_INT_IN("maxevents", "int", "Room in events",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(1, EP_MAX_EVENTS))
	KAPI_PARAM_INT_IN("timeout", "int", "Milliseconds; 0 returns at once, a negative value waits for ever")
	KAPI_RETURN_IN_RANGE("long", "Events stored; 0 on timeout", 0, EP_MAX_EVENTS)
	KAPI_ERRNO(EBADF, "epfd is not open")
	KAPI_ERRNO(EFAULT, "events is out of reach")
	KAPI_ERRNO(EINTR, "A signal arrived before an event or the timeout")
	KAPI_ERRNO(EINVAL, "epfd is not an epoll instance, or maxevents is out of range")
	KAPI_SIGNAL_INTR("A signal arrives during the wait")
	KAPI_NOTES("Never restarted after a handler, whatever SA_RESTART says.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_epoll_create)
	KAPI_DESCRIPTION("Make an epoll instance (the older form of epoll_create1)")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_INT_IN("size", "int", "Ignored since 2.6.8 but must be positive",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(1, INT_MAX))
	KAPI_RETURN_NEW_FD("long", "The new descriptor")
	KAPI_ERRNO(EINVAL, "size is not positive")
	KAPI_ERRNO(EMFILE, "RLIMIT_NOFILE or the per-user epoll limit is reached")
	KAPI_ERR_NFILE_SHORT
	KAPI_ERR_NOMEM
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_pipe)
	KAPI_DESCRIPTION("Make a pipe (pipe2 without flags)")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_OUT("fildes", "int *", "Receives the read end, then the write end")
	KAPI_RETURN_ZERO("long", "0")
	KAPI_ERRNO(EFAULT, "fildes is out of reach")
	KAPI_ERR_MFILE_SHORT
	KAPI_ERRNO(ENFILE, "The system file limit or the per-user pipe buffer limit is reached")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_inotify_init1)
	KAPI_DESCRIPTION("Make an inotify instance to watch files and directories")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_INT_IN("flags", "int", "IN_NONBLOCK, IN_CLOEXEC",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(IN_NONBLOCK | IN_CLOEXEC))
	KAPI_RETURN_NEW_FD("long", "The new descriptor")
	KAPI_ERRNO(EINVAL, "An unknown flag")
	KAPI_ERRNO(EMFILE, "RLIMIT_NOFILE or max_user_instances is reached")
	KAPI_ERR_NFILE_SHORT
	KAPI_ERR_NOMEM
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_inotify_add_watch)
	KAPI_DESCRIPTION("Watch a file or directory for events, or change a watch")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("fd", "int", "The inotify instance")
	KAPI_PARAM_PATH_IN("pathname", "const char *", "What to watch")
	KAPI_PARAM_UINT_IN("mask", "u32", "IN_* events and watch flags",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(IN_ALL_EVENTS | IN_UNMOUNT | IN_Q_OVERFLOW | IN_IGNORED | IN_ONLYDIR | IN_DONT_FOLLOW | IN_EXCL_UNLINK | IN_MASK_CREATE | IN_MASK_ADD | IN_ISDIR | IN_ONESHOT))
	KAPI_RETURN_IN_RANGE("long", "The watch descriptor; the same one again for a file already watched", 1, INT_MAX)
	KAPI_ERRNO(EACCES, "Read permission on the file is missing")
	KAPI_ERR_BADF
	KAPI_ERRNO(EEXIST, "IN_MASK_CREATE and the file is already watched")
	KAPI_ERR_FAULT_PATH
	KAPI_ERRNO(EINVAL, "fd is not inotify, mask is 0, or IN_MASK_ADD with IN_MASK_CREATE in mask")
	KAPI_ERR_LOOP
	KAPI_ERR_NAMETOOLONG
	KAPI_ERR_NOENT
	KAPI_ERR_NOMEM
	KAPI_ERRNO(ENOSPC, "max_user_watches is reached")
	KAPI_ERRNO(ENOTDIR, "IN_ONLYDIR and the path is not a directory, or a component is not one")
	KAPI_CONSTRAINT(0, "Add to a mask or create one, not both",
			"IN_MASK_ADD and IN_MASK_CREATE together are EINVAL.")
		KAPI_CONSTRAINT_EXPR("!(has(mask, IN_MASK_ADD) && has(mask, IN_MASK_CREATE))")
	KAPI_CONSTRAINT_END
	KAPI_CONSTRAINT(1, "Something to watch",
			"A mask of 0 is EINVAL.")
		KAPI_CONSTRAINT_EXPR("mask != 0")
	KAPI_CONSTRAINT_END
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_inotify_rm_watch)
	KAPI_DESCRIPTION("Stop a watch; an IN_IGNORED event follows")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("fd", "int", "The inotify instance")
	KAPI_PARAM_INT_IN("wd", "__s32", "The watch descriptor")
	KAPI_RETURN_ZERO("long", "0")
	KAPI_ERR_BADF
	KAPI_ERRNO(EINVAL, "fd is not inotify, or wd is not one of its watches")
KAPI_END_SPEC;

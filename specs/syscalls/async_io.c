// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * Asynchronous and batched I/O: the futex2 calls (kernel/futex/syscalls.c),
 * Linux AIO (fs/aio.c), io_uring_enter and io_uring_register
 * (io_uring/), splice, tee and vmsplice (fs/splice.c), recvmmsg and
 * sendmmsg (net/socket.c), the old eventfd and signalfd, userfaultfd
 * (fs/userfaultfd.c) and ioctl itself (fs/ioctl.c).
 */
#include <kapi/spec_compile.h>
#include <errno.h>
#include <limits.h>
#include <fcntl.h>
#include <time.h>
#include <sys/socket.h>
#include <sys/uio.h>
#include <linux/capability.h>
#include <linux/futex.h>
#include <linux/io_uring.h>
#include <linux/userfaultfd.h>
#include <kapi_specs/uapi_ipc.h>
#include <kapi_specs/kernel_consts.h>
#include <kapi_specs/helpers.h>

/* The futex2 flags a futex word carries: size (only 32 bits so far),
 * NUMA node, memory policy, process-private */
#define FUTEX2_FLAGS_PARAM(n) \
	KAPI_PARAM_UINT_IN(n, "unsigned int", "FUTEX2_SIZE_U32, with FUTEX2_PRIVATE, FUTEX2_NUMA, FUTEX2_MPOL", \
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK) \
		KAPI_PARAM_VALID_MASK(FUTEX2_SIZE_MASK | FUTEX2_NUMA | FUTEX2_MPOL | FUTEX2_PRIVATE))

/* A futex2 timeout and the clock it is read on */
#define FUTEX2_CLOCK_PARAM \
	KAPI_PARAM_INT_IN("clockid", "clockid_t", "CLOCK_MONOTONIC or CLOCK_REALTIME; read only with a timeout")

DEFINE_KERNEL_API_SPEC(sys_futex_wake)
	KAPI_DESCRIPTION("Wake waiters of a futex word whose bitset meets mask")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_IN("uaddr", "void *", "The futex word",
		KAPI_PARAM_ALIGNMENT(4))
	KAPI_PARAM_UINT_IN("mask", "unsigned long", "Bitset matched against each waiter's; must fit the futex size and not be 0",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(1, UINT_MAX))
	KAPI_PARAM_INT_IN("nr", "int", "Most waiters to wake; 0 wakes none")
	FUTEX2_FLAGS_PARAM("flags")
	KAPI_RETURN_IN_RANGE("long", "Waiters woken", 0, INT_MAX)
	KAPI_ERRNO(EFAULT, "uaddr is out of reach")
	KAPI_ERRNO(EINVAL, "Unknown flags, a size other than 32 bits, mask 0 or wider than the futex, or uaddr misaligned")
	KAPI_SINCE_VERSION("6.7")
	KAPI_CONSTRAINT(0, "A 32-bit futex",
			"Only FUTEX2_SIZE_U32 is implemented; other sizes are EINVAL.")
		KAPI_CONSTRAINT_EXPR("(flags & FUTEX2_SIZE_MASK) == FUTEX2_SIZE_U32")
	KAPI_CONSTRAINT_END
	KAPI_EXAMPLES("futex_wake(&word, FUTEX_BITSET_MATCH_ANY, 1, FUTEX2_SIZE_U32 | FUTEX2_PRIVATE);")
	KAPI_NOTES("A negative nr wakes one waiter. With FUTEX2_NUMA the word is "
		   "followed by a node word, and the pair must be 8-byte aligned.")
	KAPI_PARAM_SINCE(flags, FUTEX2_NUMA, "6.16")
	KAPI_PARAM_SINCE(flags, FUTEX2_MPOL, "6.16")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_futex_wait)
	KAPI_DESCRIPTION("Sleep while a futex word holds val, until woken, a timeout or a signal")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_IN("uaddr", "void *", "The futex word",
		KAPI_PARAM_ALIGNMENT(4))
	KAPI_PARAM_UINT_IN("val", "unsigned long", "The value the word must hold to sleep; must fit the futex size",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, UINT_MAX))
	KAPI_PARAM_UINT_IN("mask", "unsigned long", "This waiter's bitset; not 0",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(1, UINT_MAX))
	FUTEX2_FLAGS_PARAM("flags")
	KAPI_PARAM_USER_IN_OPT("timeout", "struct __kernel_timespec *", "Absolute deadline on clockid, or NULL to wait for ever")
	FUTEX2_CLOCK_PARAM
	KAPI_RETURN_ZERO("long", "0 when woken")
	KAPI_ERRNO(EAGAIN, "The word did not hold val")
	KAPI_ERRNO(EFAULT, "uaddr or the timeout is out of reach")
	KAPI_ERRNO(EINTR, "A signal arrived while waiting")
	KAPI_ERRNO(EINVAL, "Unknown flags or size, val or mask too wide, mask 0, uaddr misaligned, a clock other than CLOCK_MONOTONIC or CLOCK_REALTIME with a timeout, or an invalid timespec")
	KAPI_ERRNO(ETIMEDOUT, "The deadline passed")
	KAPI_SIGNAL_INTR_RESTART("A signal arrives while the thread sleeps")
	KAPI_SINCE_VERSION("6.7")
	KAPI_CONSTRAINT(0, "A 32-bit futex",
			"Only FUTEX2_SIZE_U32 is implemented; other sizes are EINVAL.")
		KAPI_CONSTRAINT_EXPR("(flags & FUTEX2_SIZE_MASK) == FUTEX2_SIZE_U32")
	KAPI_CONSTRAINT_END
	KAPI_CONSTRAINT(1, "A clock futexes can time on",
			"With a timeout, only CLOCK_MONOTONIC and CLOCK_REALTIME are EINVAL-free.")
		KAPI_CONSTRAINT_EXPR("timeout != 0 -> one_of(clockid, CLOCK_MONOTONIC, CLOCK_REALTIME)")
	KAPI_CONSTRAINT_END
	KAPI_PARAM_SINCE(flags, FUTEX2_NUMA, "6.16")
	KAPI_PARAM_SINCE(flags, FUTEX2_MPOL, "6.16")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_futex_waitv)
	KAPI_DESCRIPTION("Sleep on several futex words at once until one is woken")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_IN("waiters", "struct futex_waitv *", "nr_futexes entries: expected value, address, futex2 flags, a reserved 0",
		KAPI_PARAM_SIZE_PARAM(1))
	KAPI_PARAM_UINT_IN("nr_futexes", "unsigned int", "Entries in waiters",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(1, FUTEX_WAITV_MAX))
	KAPI_PARAM_UINT_IN("flags", "unsigned int", "Reserved: 0",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, 0))
	KAPI_PARAM_USER_IN_OPT("timeout", "struct __kernel_timespec *", "Absolute deadline on clockid, or NULL to wait for ever")
	FUTEX2_CLOCK_PARAM
	KAPI_RETURN_IN_RANGE("long", "Index of the entry that was woken", 0, FUTEX_WAITV_MAX - 1)
	KAPI_ERRNO(EAGAIN, "An entry's word did not hold its value")
	KAPI_ERRNO(EFAULT, "waiters, a word or the timeout is out of reach")
	KAPI_ERRNO(EINTR, "A signal arrived while waiting")
	KAPI_ERRNO(EINVAL, "flags not 0, nr_futexes 0 or above 128, waiters NULL, an entry with bad flags, a reserved field or a misaligned address, or a bad clock or timespec")
	KAPI_ERR_NOMEM
	KAPI_ERRNO(ETIMEDOUT, "The deadline passed")
	KAPI_SIGNAL_INTR_RESTART("A signal arrives while the thread sleeps")
	KAPI_SINCE_VERSION("5.16")
	KAPI_CONSTRAINT(0, "A clock futexes can time on",
			"With a timeout, only CLOCK_MONOTONIC and CLOCK_REALTIME are accepted.")
		KAPI_CONSTRAINT_EXPR("timeout != 0 -> one_of(clockid, CLOCK_MONOTONIC, CLOCK_REALTIME)")
	KAPI_CONSTRAINT_END
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_futex_requeue)
	KAPI_DESCRIPTION("Wake waiters of one futex word and move others to a second word")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_IN("waiters", "struct futex_waitv *", "Two entries: the source word with the value it must hold, then the target word; both with the same flags")
	KAPI_PARAM_UINT_IN("flags", "unsigned int", "Reserved: 0",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, 0))
	KAPI_PARAM_INT_IN("nr_wake", "int", "Most waiters to wake",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, INT_MAX))
	KAPI_PARAM_INT_IN("nr_requeue", "int", "Most waiters to move to the second word",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, INT_MAX))
	KAPI_RETURN_IN_RANGE("long", "Waiters woken plus waiters moved", 0, INT_MAX)
	KAPI_ERRNO(EAGAIN, "The source word did not hold the expected value")
	KAPI_ERRNO(EFAULT, "waiters or a word is out of reach")
	KAPI_ERRNO(EINVAL, "flags not 0, waiters NULL, bad or differing entry flags, a misaligned word, or a negative count")
	KAPI_SINCE_VERSION("6.7")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_io_setup)
	KAPI_DESCRIPTION("Make a Linux AIO context able to hold nr_events requests")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_UINT_IN("nr_events", "unsigned", "Requests in flight the context must allow",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(1, 4194304)
		KAPI_PARAM_CONSTRAINT("The sum over all contexts is bounded by fs.aio-max-nr (EAGAIN); past 4194304 the ring cannot be sized (EINVAL, or EAGAIN from 2^31 on, where doubling wraps)"))
	KAPI_PARAM_USER_INOUT("ctxp", "aio_context_t *", "Must hold 0; receives the context handle")
	KAPI_RETURN_ZERO("long", "0")
	KAPI_ERRNO(EAGAIN, "fs.aio-max-nr would be passed")
	KAPI_ERRNO(EFAULT, "ctxp is out of reach")
	KAPI_ERRNO(EINVAL, "*ctxp is not 0, nr_events is 0, or it is too large for a ring")
	KAPI_ERR_NOMEM
	KAPI_ERRNO(ENOSYS, "A kernel without CONFIG_AIO")
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_RESOURCE_CREATE | KAPI_EFFECT_ALLOC_MEMORY, "AIO context",
			      "Maps the completion ring into the caller's address space")
		KAPI_EFFECT_REVERSIBLE
		KAPI_EFFECT_CHECK("mapped(*ctxp, 1)")
	KAPI_SIDE_EFFECT_END
	KAPI_SINCE_VERSION("2.5")
	KAPI_EXAMPLES("aio_context_t ctx = 0; io_setup(128, &ctx);")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_io_destroy)
	KAPI_DESCRIPTION("Cancel what an AIO context has in flight, wait for it and free the context")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_UINT_IN("ctx", "aio_context_t", "A handle io_setup returned")
	KAPI_RETURN_ZERO("long", "0")
	KAPI_ERRNO(EFAULT, "The context's ring cannot be read")
	KAPI_ERRNO(EINVAL, "ctx is not a context of this process, or another io_destroy got there first")
	KAPI_ERRNO(ENOSYS, "A kernel without CONFIG_AIO")
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_RESOURCE_DESTROY | KAPI_EFFECT_FREE_MEMORY, "AIO context",
			      "Unmaps the ring; the handle is dead after it")
		KAPI_EFFECT_CHECK("unmapped(ctx, 1)")
	KAPI_SIDE_EFFECT_END
	KAPI_SINCE_VERSION("2.5")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_io_submit)
	KAPI_DESCRIPTION("Queue AIO requests on a context")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_UINT_IN("ctx_id", "aio_context_t", "The context")
	KAPI_PARAM_INT_IN("nr", "long", "Entries in iocbpp; more than the context holds are cut")
	KAPI_PARAM_USER_IN("iocbpp", "struct iocb **", "Array of nr pointers to control blocks")
	KAPI_RETURN_IN_RANGE("long", "Requests queued; fewer than nr when one fails after the first", 0, LLONG_MAX)
	KAPI_ERRNO(EAGAIN, "The context has no free slot")
	KAPI_ERRNO(EBADF, "A block names a descriptor that is not open, or IOCB_FLAG_RESFD one that is not an eventfd")
	KAPI_ERRNO(EFAULT, "The array or a block is out of reach")
	KAPI_ERRNO(EINVAL, "ctx_id is not a context, a reserved field is set, an unknown opcode, or the file cannot do that operation")
	KAPI_ERR_NOMEM
	KAPI_ERRNO(ENOSYS, "A kernel without CONFIG_AIO")
	KAPI_ERRNO(EOPNOTSUPP, "A per-request RWF_* flag the file does not support")
	KAPI_ERRNO(EPERM, "IOCB_FLAG_IOPRIO asks for a real-time priority without CAP_SYS_ADMIN")
	KAPI_SINCE_VERSION("2.5")
	KAPI_NOTES("The errno reports the first block only; later failures shorten the count. "
		   "A negative nr counts as very large and is cut to the context's size.")
	KAPI_CONSTRAINT(0, "Nothing to submit",
			"With nr 0 the kernel returns 0 without reading iocbpp, so NULL is fine there.")
		KAPI_CONSTRAINT_EXPR("nr == 0 -> ignored(iocbpp)")
	KAPI_CONSTRAINT_END
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_io_cancel)
	KAPI_DESCRIPTION("Try to cancel a queued AIO request")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_UINT_IN("ctx_id", "aio_context_t", "The context")
	KAPI_PARAM_USER_IN("iocb", "struct iocb *", "The block that was submitted")
	KAPI_PARAM_USER_OUT_OPT("result", "struct io_event *", "No longer written: the completion event arrives through io_getevents")
	KAPI_RETURN_CHECKED("long", "Never 0: -EINPROGRESS when cancellation started")
	KAPI_ERRNO(EAGAIN, "The request could not be cancelled")
	KAPI_ERRNO(EFAULT, "iocb is out of reach")
	KAPI_ERRNO(EINPROGRESS, "Cancellation started; the completion event follows")
	KAPI_ERRNO(EINVAL, "ctx_id is not a context, the block was never submitted there, or the request cannot be cancelled")
	KAPI_ERRNO(ENOSYS, "A kernel without CONFIG_AIO")
	KAPI_SINCE_VERSION("2.5")
	KAPI_NOTES("Only requests whose driver can cancel them (USB gadget, poll) ever get past EINVAL.")
KAPI_END_SPEC;

/* The errors of io_getevents and io_pgetevents */
#define GETEVENTS_ERRORS \
	KAPI_ERRNO(EFAULT, "events or the timeout is out of reach") \
	KAPI_ERRNO(EINTR, "A signal arrived before any event") \
	KAPI_ERRNO(EINVAL, "ctx_id is not a context, min_nr is negative, or min_nr is above nr") \
	KAPI_ERRNO(ENOSYS, "A kernel without CONFIG_AIO")

/* The parameters both calls open with, and the bound they share */
#define GETEVENTS_PARAMS \
	KAPI_PARAM_UINT_IN("ctx_id", "aio_context_t", "The context") \
	KAPI_PARAM_INT_IN("min_nr", "long", "Events to wait for at least", \
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE) \
		KAPI_PARAM_RANGE(0, LLONG_MAX)) \
	KAPI_PARAM_INT_IN("nr", "long", "Room in events") \
	KAPI_PARAM_USER_OUT_OPT("events", "struct io_event *", "Receives the events; read only to store one, so NULL passes while none is ready")
#define GETEVENTS_NR_CONSTRAINT \
	KAPI_CONSTRAINT(0, "No more wanted than there is room for", \
			"min_nr above nr is EINVAL.") \
		KAPI_CONSTRAINT_EXPR("min_nr <= nr") \
	KAPI_CONSTRAINT_END

DEFINE_KERNEL_API_SPEC(sys_io_getevents)
	KAPI_DESCRIPTION("Wait for completed AIO requests")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	GETEVENTS_PARAMS
	KAPI_PARAM_USER_IN_OPT("timeout", "struct __kernel_timespec *", "Relative time to wait at most, or NULL to wait for min_nr events")
	KAPI_RETURN_IN_RANGE("long", "Events stored, from 0 to nr", 0, LLONG_MAX)
	GETEVENTS_ERRORS
	KAPI_SIGNAL_INTR("A signal arrives before any event")
	KAPI_SINCE_VERSION("2.5")
	GETEVENTS_NR_CONSTRAINT
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_io_pgetevents)
	KAPI_DESCRIPTION("Wait for completed AIO requests with a temporary signal mask")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	GETEVENTS_PARAMS
	KAPI_PARAM_USER_IN_OPT("timeout", "struct __kernel_timespec *", "Relative time to wait at most, or NULL")
	KAPI_PARAM_USER_IN_OPT("usig", "const struct __aio_sigset *", "The mask to wait with and its size (8), or NULL")
	KAPI_RETURN_IN_RANGE("long", "Events stored, from 0 to nr", 0, LLONG_MAX)
	GETEVENTS_ERRORS
	KAPI_SIGNAL_INTR("A signal the temporary mask lets through arrives before any event")
	KAPI_SINCE_VERSION("4.18")
	GETEVENTS_NR_CONSTRAINT
	KAPI_NOTES("With a mask in usig, a sigsetsize other than 8 is EINVAL; without one the size is not read.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_io_uring_enter)
	KAPI_DESCRIPTION("Submit queued io_uring entries and wait for completions")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_UINT_IN("fd", "unsigned int", "The io_uring descriptor, or with IORING_ENTER_REGISTERED_RING an index into the ring descriptors the task registered")
	KAPI_PARAM_UINT_IN("to_submit", "u32", "Submission entries to consume")
	KAPI_PARAM_UINT_IN("min_complete", "u32", "Completions to wait for with IORING_ENTER_GETEVENTS")
	KAPI_PARAM_UINT_IN("flags", "u32", "IORING_ENTER_*",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(IORING_ENTER_GETEVENTS | IORING_ENTER_SQ_WAKEUP | IORING_ENTER_SQ_WAIT | IORING_ENTER_EXT_ARG | IORING_ENTER_REGISTERED_RING | IORING_ENTER_ABS_TIMER | IORING_ENTER_EXT_ARG_REG | IORING_ENTER_NO_IOWAIT))
	KAPI_PARAM_USER_IN_OPT("argp", "const void *", "A sigset_t, or with IORING_ENTER_EXT_ARG a struct io_uring_getevents_arg")
	KAPI_PARAM_UINT_IN("argsz", "size_t", "Size of *argp: 8 for a sigset, sizeof the extended argument with EXT_ARG")
	KAPI_RETURN_IN_RANGE("long", "Entries submitted", 0, UINT_MAX)
	KAPI_ERRNO(EAGAIN, "No memory for a request right now, or the completion queue is full")
	KAPI_ERRNO(EBADF, "fd is not open, or no ring is registered at that index")
	KAPI_ERRNO(EBADFD, "The ring is still disabled (IORING_SETUP_R_DISABLED)")
	KAPI_ERRNO(EBUSY, "The completion queue overflowed and must be reaped first")
	KAPI_ERRNO(EFAULT, "argp or the rings are out of reach")
	KAPI_ERRNO(EINTR, "A signal arrived while waiting")
	KAPI_ERRNO(EINVAL, "Unknown flags, a registered index of 16 or more (or no registered rings), a bad argsz, or a bad submission entry")
	KAPI_ERRNO(ENXIO, "The ring is being torn down")
	KAPI_ERRNO(EOPNOTSUPP, "fd is not an io_uring descriptor")
	KAPI_ERRNO(EOWNERDEAD, "The SQPOLL thread of the ring is gone")
	KAPI_ERRNO(ETIME, "The wait timed out")
	KAPI_SIGNAL_INTR("A signal arrives during an IORING_ENTER_GETEVENTS wait")
	KAPI_SINCE_VERSION("5.1")
	KAPI_CONSTRAINT(0, "Registered rings are few",
			"With IORING_ENTER_REGISTERED_RING, fd indexes a table of 16.")
		KAPI_CONSTRAINT_EXPR("has(flags, IORING_ENTER_REGISTERED_RING) -> fd < IO_RINGFD_REG_MAX")
	KAPI_CONSTRAINT_END
	KAPI_NOTES("Errors of the submitted operations arrive in their completion entries, not here.")
	KAPI_PARAM_SINCE(flags, IORING_ENTER_REGISTERED_RING, "5.18")
	KAPI_PARAM_SINCE(flags, IORING_ENTER_ABS_TIMER, "6.12")
	KAPI_PARAM_SINCE(flags, IORING_ENTER_EXT_ARG_REG, "6.13")
	KAPI_PARAM_SINCE(flags, IORING_ENTER_NO_IOWAIT, "6.15")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_io_uring_register)
	KAPI_DESCRIPTION("Register buffers, files, eventfds and settings with an io_uring instance")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("fd", "unsigned int", "The io_uring descriptor; -1 for the few opcodes that need no ring")
	KAPI_PARAM_UINT_IN("opcode", "unsigned int", "IORING_REGISTER_* and IORING_UNREGISTER_*, optionally with IORING_REGISTER_USE_REGISTERED_RING")
	KAPI_PARAM_USER_INOUT_OPT("arg", "void *", "The opcode's argument")
	KAPI_PARAM_UINT_IN("nr_args", "unsigned int", "Entries in arg, as the opcode counts them")
	KAPI_RETURN_CHECKED("long", "0, or a count or ID for some opcodes")
	KAPI_ERRNO(EACCES, "The ring's restrictions forbid the opcode")
	KAPI_ERRNO(EBADF, "fd, or a descriptor in arg, is not open")
	KAPI_ERRNO(EBADFD, "Restrictions on a ring that is already enabled")
	KAPI_ERRNO(EBUSY, "The resource is already registered, or in use")
	KAPI_ERRNO(EEXIST, "Registered twice")
	KAPI_ERRNO(EFAULT, "arg is out of reach")
	KAPI_ERRNO(EINTR, "A signal arrived while waiting for the ring to go idle")
	KAPI_ERRNO(EINVAL, "An unknown opcode, a bad nr_args, reserved fields set, or an argument the opcode refuses")
	KAPI_ERRNO(EMFILE, "Too many files for the registered table or RLIMIT_NOFILE")
	KAPI_ERRNO(ENOMEM, "Kernel memory, or pinnable memory (RLIMIT_MEMLOCK), ran out")
	KAPI_ERRNO(ENXIO, "Unregistering what was never registered")
	KAPI_ERRNO(EOPNOTSUPP, "fd is not an io_uring descriptor, or the file cannot be registered")
	KAPI_ERRNO(EOVERFLOW, "A buffer range wraps")
	KAPI_ERRNO(EPERM, "The opcode needs a capability the caller lacks")
	KAPI_SINCE_VERSION("5.1")
	KAPI_CONSTRAINT(0, "A known opcode",
			"Opcodes past the kernel's last are EINVAL; 6.18 knows 0 to 35.")
		KAPI_CONSTRAINT_EXPR("(opcode & 0x7fffffff) < KAPI_IORING_REGISTER_LAST_6_18")
	KAPI_CONSTRAINT_END
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_splice)
	KAPI_DESCRIPTION("Move data between a pipe and another descriptor without a user copy")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("fd_in", "int", "Source, open for reading; it or fd_out must be a pipe")
	KAPI_PARAM_USER_INOUT_OPT("off_in", "loff_t *", "Source offset, updated; NULL to use the file position; must be NULL for a pipe")
	KAPI_PARAM_FD_IN("fd_out", "int", "Destination, open for writing and not O_APPEND")
	KAPI_PARAM_USER_INOUT_OPT("off_out", "loff_t *", "Destination offset, updated; NULL to use the file position; must be NULL for a pipe")
	KAPI_PARAM_UINT_IN("len", "size_t", "Most bytes to move; 0 returns 0 at once")
	KAPI_PARAM_UINT_IN("flags", "unsigned int", "SPLICE_F_MOVE, SPLICE_F_NONBLOCK, SPLICE_F_MORE, SPLICE_F_GIFT",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(SPLICE_F_MOVE | SPLICE_F_NONBLOCK | SPLICE_F_MORE | SPLICE_F_GIFT))
	KAPI_RETURN_IN_RANGE("long", "Bytes moved; 0 when the source has no more", 0, LLONG_MAX)
	KAPI_ERRNO(EAGAIN, "SPLICE_F_NONBLOCK or a non-blocking pipe, and the call would block")
	KAPI_ERRNO(EBADF, "A descriptor is not open, or not open for the needed direction")
	KAPI_ERRNO(EFAULT, "An offset is out of reach")
	KAPI_ERRNO(EINTR, "A signal arrived while waiting on a pipe")
	KAPI_ERRNO(EINVAL, "Unknown flags, neither descriptor a pipe, the same pipe at both ends, fd_out O_APPEND, a negative offset, or a file that cannot splice")
	KAPI_ERR_NOMEM
	KAPI_ERRNO(ESPIPE, "An offset is given for a pipe")
	KAPI_ERRNO(EPIPE, "The pipe being written has no reader")
	KAPI_SIGNAL_INTR_RESTART("A signal arrives while waiting on a pipe")
	KAPI_SINCE_VERSION("2.6.17")
	KAPI_NOTES("len 0 returns 0 before the flags are checked.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_tee)
	KAPI_DESCRIPTION("Copy data from one pipe to another without consuming it")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("fdin", "int", "Source pipe, open for reading")
	KAPI_PARAM_FD_IN("fdout", "int", "Destination pipe, open for writing, not the same pipe")
	KAPI_PARAM_UINT_IN("len", "size_t", "Most bytes to copy")
	KAPI_PARAM_UINT_IN("flags", "unsigned int", "SPLICE_F_* (only SPLICE_F_NONBLOCK has an effect)",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(SPLICE_F_MOVE | SPLICE_F_NONBLOCK | SPLICE_F_MORE | SPLICE_F_GIFT))
	KAPI_RETURN_IN_RANGE("long", "Bytes copied; 0 when there is nothing to copy and no writer", 0, LLONG_MAX)
	KAPI_ERRNO(EAGAIN, "SPLICE_F_NONBLOCK and the call would block")
	KAPI_ERRNO(EBADF, "A descriptor is not open, or not open for the needed direction")
	KAPI_ERRNO(EINTR, "A signal arrived while waiting")
	KAPI_ERRNO(EINVAL, "Unknown flags, a descriptor that is not a pipe, or the same pipe at both ends")
	KAPI_ERR_NOMEM
	KAPI_ERRNO(EPIPE, "The destination pipe has no reader")
	KAPI_SIGNAL_INTR_RESTART("A signal arrives while waiting on a pipe")
	KAPI_SINCE_VERSION("2.6.17")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_vmsplice)
	KAPI_DESCRIPTION("Splice user pages into a pipe, or copy out of a pipe into user memory")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("fd", "int", "A pipe end: the write end to fill, the read end to drain")
	KAPI_PARAM_USER_IN("uiov", "const struct iovec *", "The user buffers",
		KAPI_PARAM_SIZE_PARAM(2))
	KAPI_PARAM_UINT_IN("nr_segs", "unsigned long", "Entries in uiov",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, UIO_MAXIOV))
	KAPI_PARAM_UINT_IN("flags", "unsigned int", "SPLICE_F_NONBLOCK, SPLICE_F_GIFT; the others are accepted",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(SPLICE_F_MOVE | SPLICE_F_NONBLOCK | SPLICE_F_MORE | SPLICE_F_GIFT))
	KAPI_RETURN_IN_RANGE("long", "Bytes moved", 0, LLONG_MAX)
	KAPI_ERRNO(EAGAIN, "SPLICE_F_NONBLOCK or a non-blocking pipe, and the call would block")
	KAPI_ERRNO(EBADF, "fd is not open, not a pipe, or open for neither reading nor writing")
	KAPI_ERRNO(EFAULT, "uiov or a buffer is out of reach")
	KAPI_ERRNO(EINTR, "A signal arrived while waiting on the pipe")
	KAPI_ERRNO(EINVAL, "Unknown flags, nr_segs above UIO_MAXIOV, or lengths that overflow")
	KAPI_ERR_NOMEM
	KAPI_ERRNO(EPIPE, "The pipe has no reader")
	KAPI_SIGNAL_INTR_RESTART("A signal arrives while waiting on the pipe")
	KAPI_SINCE_VERSION("2.6.17")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_recvmmsg)
	KAPI_DESCRIPTION("Receive several messages from a socket in one call")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("fd", "int", "A socket")
	KAPI_PARAM_USER_INOUT("mmsg", "struct mmsghdr *", "vlen message headers; msg_len of each is filled in",
		KAPI_PARAM_SIZE_PARAM(2))
	KAPI_PARAM_UINT_IN("vlen", "unsigned int", "Entries in mmsg; more than UIO_MAXIOV are cut")
	KAPI_PARAM_UINT_IN("flags", "unsigned int", "MSG_* flags as recvmsg takes (MSG_DONTWAIT, MSG_PEEK, MSG_TRUNC, MSG_ERRQUEUE, MSG_CMSG_CLOEXEC ...), plus MSG_WAITFORONE",
		KAPI_PARAM_CONSTRAINT("The protocol decides what each flag does; bits no protocol knows are ignored"))
	KAPI_PARAM_USER_INOUT_OPT("timeout", "struct __kernel_timespec *", "Bounds the whole call, checked after each message; updated; NULL for none")
	KAPI_RETURN_IN_RANGE("long", "Messages received", 0, UIO_MAXIOV)
	KAPI_ERR_BADF
	KAPI_ERR_NOTSOCK
	KAPI_ERRNO(EAGAIN, "Non-blocking (or MSG_DONTWAIT) and nothing to read")
	KAPI_ERR_CONNRESET
	KAPI_ERRNO(ECONNREFUSED, "The peer refused")
	KAPI_ERRNO(EFAULT, "mmsg, a buffer or the timeout is out of reach")
	KAPI_ERRNO(EINTR, "A signal arrived before any message")
	KAPI_ERRNO(EINVAL, "MSG_CMSG_COMPAT, an invalid timeout, or a bad message header")
	KAPI_ERRNO(EMSGSIZE, "A header's iovec count is above UIO_MAXIOV")
	KAPI_ERR_NOMEM
	KAPI_ERRNO(ENOTCONN, "A connection-mode socket is not connected")
	KAPI_ERRNO(EOPNOTSUPP, "A flag the socket does not support")
	KAPI_SIGNAL_INTR_RESTART("A signal arrives before the first message")
	KAPI_SINCE_VERSION("2.6.33")
	KAPI_NOTES("An error after the first message is kept for the next call on the socket.")
	KAPI_CONSTRAINT(0, "No compat control messages",
			"MSG_CMSG_COMPAT (bit 31) marks 32-bit callers inside the kernel: from user space it is EINVAL.")
		KAPI_CONSTRAINT_EXPR("!(flags & 0x80000000)")
	KAPI_CONSTRAINT_END
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_sendmmsg)
	KAPI_DESCRIPTION("Send several messages on a socket in one call")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("fd", "int", "A socket")
	KAPI_PARAM_USER_INOUT("mmsg", "struct mmsghdr *", "vlen message headers; msg_len of each is filled in",
		KAPI_PARAM_SIZE_PARAM(2))
	KAPI_PARAM_UINT_IN("vlen", "unsigned int", "Entries in mmsg; more than UIO_MAXIOV are cut")
	KAPI_PARAM_UINT_IN("flags", "unsigned int", "MSG_* flags as sendmsg takes (MSG_DONTWAIT, MSG_NOSIGNAL, MSG_MORE, MSG_ZEROCOPY ...)",
		KAPI_PARAM_CONSTRAINT("The protocol decides what each flag does; bits no protocol knows are ignored"))
	KAPI_RETURN_IN_RANGE("long", "Messages sent", 0, UIO_MAXIOV)
	KAPI_ERR_BADF
	KAPI_ERR_NOTSOCK
	KAPI_ERRNO(EACCES, "Permission or broadcast")
	KAPI_ERRNO(EAGAIN, "Non-blocking and the buffer is full")
	KAPI_ERRNO(ECONNREFUSED, "The datagram peer is gone")
	KAPI_ERR_CONNRESET
	KAPI_ERRNO(EDESTADDRREQ, "No peer address")
	KAPI_ERRNO(EFAULT, "mmsg or a buffer is out of reach")
	KAPI_ERRNO(ENOENT, "A Unix address names no socket")
	KAPI_ERRNO(EINTR, "A signal arrived before anything was sent")
	KAPI_ERRNO(EINVAL, "MSG_CMSG_COMPAT, or a bad message header")
	KAPI_ERRNO(EISCONN, "An address given on a connected socket")
	KAPI_ERRNO(EMSGSIZE, "A message is too large to send at once")
	KAPI_ERRNO(ENOBUFS, "The queue is full")
	KAPI_ERR_NOMEM
	KAPI_ERRNO(ENOTCONN, "Not connected")
	KAPI_ERRNO(EOPNOTSUPP, "A flag the socket does not support")
	KAPI_ERRNO(EPIPE, "The connection is shut down",
		   "SIGPIPE too, unless MSG_NOSIGNAL")
	KAPI_SIGNAL_INTR_RESTART("A signal arrives before anything was sent")
	KAPI_SINCE_VERSION("3.0")
	KAPI_NOTES("An error after the first message ends the call: the count is returned and the error is dropped.")
	KAPI_CONSTRAINT(0, "No compat control messages",
			"MSG_CMSG_COMPAT (bit 31) marks 32-bit callers inside the kernel: from user space it is EINVAL.")
		KAPI_CONSTRAINT_EXPR("!(flags & 0x80000000)")
	KAPI_CONSTRAINT_END
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_eventfd)
	KAPI_DESCRIPTION("Make an event counter descriptor (eventfd2 without flags)")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_UINT_IN("count", "unsigned int", "The counter's first value")
	KAPI_RETURN_NEW_FD("long", "The eventfd, without close-on-exec or O_NONBLOCK")
	KAPI_ERR_MFILE
	KAPI_ERR_NFILE
	KAPI_ERRNO(ENODEV, "The anonymous inode could not be mounted")
	KAPI_ERR_NOMEM
	KAPI_SINCE_VERSION("2.6.22")
	KAPI_NOTES("The C library's eventfd() calls eventfd2.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_signalfd)
	KAPI_DESCRIPTION("Make or change a descriptor that reads signals (signalfd4 without flags)")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_INT_IN("ufd", "int", "-1 for a new signalfd, or an existing one to change its mask")
	KAPI_PARAM_USER_IN("user_mask", "sigset_t *", "Signals to receive; SIGKILL and SIGSTOP are dropped from it")
	KAPI_PARAM_UINT_IN("sizemask", "size_t", "sizeof the kernel sigset (8)",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(8, 8))
	KAPI_RETURN_NEW_FD("long", "The new descriptor, or ufd")
	KAPI_ERRNO(EBADF, "ufd is neither -1 nor open")
	KAPI_ERRNO(EFAULT, "user_mask is out of reach")
	KAPI_ERRNO(EINVAL, "sizemask is not 8, or ufd is not a signalfd")
	KAPI_ERR_MFILE
	KAPI_ERR_NFILE
	KAPI_ERRNO(ENODEV, "The anonymous inode could not be mounted")
	KAPI_ERR_NOMEM
	KAPI_SINCE_VERSION("2.6.22")
	KAPI_NOTES("The C library's signalfd() calls signalfd4.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_userfaultfd)
	KAPI_DESCRIPTION("Make a descriptor through which the caller handles page faults of its own ranges")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_INT_IN("flags", "int", "O_CLOEXEC, O_NONBLOCK, UFFD_USER_MODE_ONLY",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(O_CLOEXEC | O_NONBLOCK | UFFD_USER_MODE_ONLY))
	KAPI_RETURN_NEW_FD("long", "The userfaultfd; UFFDIO_API must be its first ioctl")
	KAPI_ERRNO(EINVAL, "Unknown flags")
	KAPI_ERR_MFILE
	KAPI_ERR_NFILE
	KAPI_ERR_NOMEM
	KAPI_ERRNO(EPERM, "vm.unprivileged_userfaultfd is 0, the caller lacks CAP_SYS_PTRACE and UFFD_USER_MODE_ONLY is not set")
	KAPI_CAPABILITY_NEXT(CAP_SYS_PTRACE, "CAP_SYS_PTRACE", KAPI_CAP_GRANT_PERMISSION)
		KAPI_CAP_ALLOWS("Handling kernel-mode faults too when vm.unprivileged_userfaultfd is 0")
		KAPI_CAP_WITHOUT("EPERM unless UFFD_USER_MODE_ONLY")
	KAPI_CAPABILITY_END
	KAPI_SINCE_VERSION("4.3")
	KAPI_NOTES("UFFD_USER_MODE_ONLY exists since 5.11. Opening /dev/userfaultfd and "
		   "USERFAULTFD_IOC_NEW gives the same descriptor under the device's permissions.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_ioctl)
	KAPI_DESCRIPTION("Run a device- or file-specific command on a descriptor")
	KAPI_LONG_DESC("The generic contract only: the commands the VFS handles for "
		       "every file (FIOCLEX, FIONCLEX, FIONBIO, FIOASYNC, FIOQSIZE, "
		       "FIFREEZE, FICLONE, FS_IOC_* ...) and then the file's own "
		       "handler. What each command needs is in the ioctl specs.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("fd", "unsigned int", "An open descriptor, not O_PATH")
	KAPI_PARAM_UINT_IN("cmd", "unsigned int", "The request; many encode direction and size of arg (_IOR, _IOW, _IOWR)")
	KAPI_PARAM_UINT_IN("arg", "unsigned long", "An integer or a user pointer, as the request says")
	KAPI_RETURN_CHECKED("long", "0, or a value the request defines")
	KAPI_ERRNO(EACCES, "The request needs access the descriptor or a security module does not give")
	KAPI_ERRNO(EBADF, "fd is not open, or is an O_PATH descriptor")
	KAPI_ERRNO(EFAULT, "arg points out of reach")
	KAPI_ERRNO(EINVAL, "The request or arg is not valid for this file")
	KAPI_ERRNO(ENODEV, "The device behind fd is gone")
	KAPI_ERRNO(ENOTTY, "The file has no such request")
	KAPI_ERRNO(ENXIO, "The device is not there")
	KAPI_ERRNO(EOPNOTSUPP, "The file system does not support the request")
	KAPI_ERRNO(EPERM, "The request needs a capability the caller lacks")
	KAPI_ERRNO(EXDEV, "FICLONE and friends across file systems")
	KAPI_ERRNO(EINTR, "A signal interrupted a request that waits")
	KAPI_ERRNO(EAGAIN, "A non-blocking request would wait")
	KAPI_ERRNO(EBUSY, "The device or object is busy")
	KAPI_ERRNO(EEXIST, "The request would create what already exists")
	KAPI_ERRNO(EIO, "The device reported an I/O error")
	KAPI_ERRNO(ENOENT, "The object the request names does not exist")
	KAPI_ERR_NOMEM
	KAPI_ERRNO(ENOSPC, "The device or table is full")
	KAPI_ERRNO(EOVERFLOW, "A result does not fit the request's structure")
	KAPI_ERRNO(ERANGE, "A value is out of the request's range")
	KAPI_NOTES("Request-specific errors are many; the ioctl specs list them per "
		   "request. The errors above the generic ones are those drivers "
		   "commonly return for requests without a spec of their own.")
KAPI_END_SPEC;

// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * Memory locking: mlock, mlock2, munlock, mlockall, munlockall (mm/mlock.c).
 */
#include <kapi/spec_compile.h>
#include <errno.h>
#include <signal.h>
#include <sys/mman.h>
#include <linux/capability.h>
#include <kapi_specs/uapi_extra.h>
#include <kapi_specs/kernel_consts.h>
#include <kapi_specs/helpers.h>

DEFINE_KERNEL_API_SPEC(sys_mlock)
	KAPI_DESCRIPTION("Pin a range of the caller's pages in RAM")
	KAPI_LONG_DESC("Marks every page touching [start, start + len) as "
		       "locked and faults them in, so they stay resident until "
		       "unlocked, unmapped or the process exits. start is "
		       "rounded down and the end rounded up to page boundaries.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)

	KAPI_PARAM_UINT_IN("start", "unsigned long", "First address of the range",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_NONE)
		KAPI_PARAM_CONSTRAINT("Any address; rounded down to a page boundary"))

	KAPI_PARAM_UINT_IN("len", "size_t", "Length of the range in bytes",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, TASK_SIZE_MAX)
		KAPI_PARAM_CONSTRAINT("start + len must not wrap, and no range longer than the user address space is mapped; 0 locks nothing"))

	KAPI_RETURN_ZERO("long", "0 when every page is locked, a negative errno otherwise")

	KAPI_ERRNO(EPERM, "RLIMIT_MEMLOCK is 0 and the caller lacks CAP_IPC_LOCK",
		   "Locking is not allowed at all for this caller.")
	KAPI_ERRNO(ENOMEM, "Range [start, start + len) not fully mapped, or over RLIMIT_MEMLOCK",
		   "Part of the range has no mapping, the locked total would pass "
		   "RLIMIT_MEMLOCK without CAP_IPC_LOCK, or splitting a mapping would "
		   "pass the mapping count limit.")
	KAPI_ERRNO(EINVAL, "start + len overflows",
		   "The end of the rounded range wraps around the address space.")
	KAPI_ERRNO(EAGAIN, "Some pages could not be faulted in",
		   "The pages are marked locked but populating them failed for lack of memory.")
	KAPI_ERRNO(EINTR, "Fatal signal while waiting for mmap_lock",
		   "The killable wait for the address space lock was interrupted.")

	KAPI_SIGNAL_NEXT(SIGKILL, "SIGKILL", KAPI_SIGNAL_RECEIVE, KAPI_SIGNAL_ACTION_RETURN)
		KAPI_SIGNAL_CONDITION("Pending while waiting for mmap_lock")
		KAPI_SIGNAL_DESC("The lock wait is killable: a fatal signal ends the "
				 "call with -EINTR and the process then dies.")
		KAPI_SIGNAL_TIMING(KAPI_SIGNAL_TIME_BLOCKING)
		KAPI_SIGNAL_ERROR(-EINTR)
		KAPI_SIGNAL_INTERRUPTIBLE
	KAPI_SIGNAL_END

	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_MODIFY_STATE, "VMA flags",
			 "Sets VM_LOCKED on the mappings of the range, splitting them at the edges")
		KAPI_EFFECT_REVERSIBLE
		KAPI_EFFECT_CHECK("vmflag(start, len, lo)")
	KAPI_SIDE_EFFECT_END
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_ALLOC_MEMORY, "page cache and anonymous memory",
			 "Faults in every page of the range")
		KAPI_EFFECT_CHECK("resident(start, len)")
	KAPI_SIDE_EFFECT_END
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_MODIFY_STATE, "mm->locked_vm",
			 "Adds the newly locked pages to the locked page count")
		KAPI_EFFECT_REVERSIBLE
		KAPI_EFFECT_CHECK("locked(len)")
	KAPI_SIDE_EFFECT_END

	KAPI_STATE_TRANS(0, "pages in range", "evictable", "locked in RAM",
			 "Reclaim will not evict the pages while they stay locked")
		KAPI_STATE_TRANS_CHECK("vmflag(start, len, lo)")
	KAPI_STATE_TRANS_END

	KAPI_LOCK_NEXT("mmap_lock", KAPI_LOCK_RWLOCK)
		KAPI_LOCK_ACQUIRED
		KAPI_LOCK_RELEASED
		KAPI_LOCK_DESC("Held for writing, killable, while VMA flags change")
	KAPI_LOCK_END

	KAPI_CAPABILITY_NEXT(CAP_IPC_LOCK, "CAP_IPC_LOCK", KAPI_CAP_BYPASS_CHECK)
		KAPI_CAP_ALLOWS("Lock memory without regard to RLIMIT_MEMLOCK")
		KAPI_CAP_WITHOUT("The locked total is bounded by RLIMIT_MEMLOCK")
		KAPI_CAP_CONDITION("Checked when the new locked total passes the limit")
	KAPI_CAPABILITY_END

	KAPI_CONSTRAINT(0, "Memory lock limit",
			"Without CAP_IPC_LOCK the pages locked by the process, counting "
			"this range, may not exceed RLIMIT_MEMLOCK.")
	KAPI_CONSTRAINT_END

	KAPI_SINCE_VERSION("2.0")
	KAPI_EXAMPLES("mlock(buf, sizeof(buf));")
	KAPI_NOTES("Locks do not stack: locking a page twice and unlocking it once "
		   "leaves it unlocked. Locks are not inherited across fork().")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_mlock2)
	KAPI_DESCRIPTION("Pin a range of pages in RAM, optionally on first touch")
	KAPI_LONG_DESC("Like mlock(), with a flags argument. MLOCK_ONFAULT marks "
		       "the range locked without faulting it in: pages are locked "
		       "as they are first touched.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)

	KAPI_PARAM_UINT_IN("start", "unsigned long", "First address of the range",
		KAPI_PARAM_CONSTRAINT("Any address; rounded down to a page boundary"))

	KAPI_PARAM_UINT_IN("len", "size_t", "Length of the range in bytes",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, TASK_SIZE_MAX)
		KAPI_PARAM_CONSTRAINT("start + len must not wrap, and no range longer than the user address space is mapped; 0 locks nothing"))

	KAPI_PARAM_INT_IN("flags", "int", "Locking mode",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(MLOCK_ONFAULT)
		KAPI_PARAM_CONSTRAINT("0 or MLOCK_ONFAULT"))

	KAPI_RETURN_ZERO("long", "0 when the range is locked, a negative errno otherwise")

	KAPI_ERRNO(EINVAL, "Unknown flag bits, or start + len overflows",
		   "flags has a bit other than MLOCK_ONFAULT, or the rounded range wraps.")
	KAPI_ERRNO(EPERM, "RLIMIT_MEMLOCK is 0 and the caller lacks CAP_IPC_LOCK",
		   "Locking is not allowed at all for this caller.")
	KAPI_ERRNO(ENOMEM, "Range [start, start + len) not fully mapped, or over RLIMIT_MEMLOCK",
		   "Part of the range has no mapping, or the locked total would pass "
		   "RLIMIT_MEMLOCK without CAP_IPC_LOCK.")
	KAPI_ERRNO(EAGAIN, "Some pages could not be faulted in",
		   "Only without MLOCK_ONFAULT: populating the range failed.")
	KAPI_ERRNO(EINTR, "Fatal signal while waiting for mmap_lock",
		   "The killable wait for the address space lock was interrupted.")

	KAPI_SIGNAL_NEXT(SIGKILL, "SIGKILL", KAPI_SIGNAL_RECEIVE, KAPI_SIGNAL_ACTION_RETURN)
		KAPI_SIGNAL_CONDITION("Pending while waiting for mmap_lock")
		KAPI_SIGNAL_DESC("A fatal signal ends the killable lock wait with -EINTR.")
		KAPI_SIGNAL_TIMING(KAPI_SIGNAL_TIME_BLOCKING)
		KAPI_SIGNAL_ERROR(-EINTR)
		KAPI_SIGNAL_INTERRUPTIBLE
	KAPI_SIGNAL_END

	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_MODIFY_STATE, "VMA flags",
			 "Sets VM_LOCKED, and VM_LOCKONFAULT with MLOCK_ONFAULT, on the range")
		KAPI_EFFECT_REVERSIBLE
		KAPI_EFFECT_CHECK("vmflag(start, len, lo)")
	KAPI_SIDE_EFFECT_END
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_ALLOC_MEMORY, "process memory",
			 "Faults in every page of the range")
		KAPI_EFFECT_CONDITION("flags lacks MLOCK_ONFAULT")
		KAPI_EFFECT_CHECK("resident(start, len)")
		KAPI_EFFECT_CHECK_WHEN("!has(flags, MLOCK_ONFAULT)")
	KAPI_SIDE_EFFECT_END

	KAPI_STATE_TRANS(0, "pages in range", "evictable", "locked in RAM",
			 "Present pages, and later faulted ones, stay resident")
		KAPI_STATE_TRANS_CHECK("vmflag(start, len, lo)")
	KAPI_STATE_TRANS_END

	KAPI_LOCK_NEXT("mmap_lock", KAPI_LOCK_RWLOCK)
		KAPI_LOCK_ACQUIRED
		KAPI_LOCK_RELEASED
		KAPI_LOCK_DESC("Held for writing, killable, while VMA flags change")
	KAPI_LOCK_END

	KAPI_CAPABILITY_NEXT(CAP_IPC_LOCK, "CAP_IPC_LOCK", KAPI_CAP_BYPASS_CHECK)
		KAPI_CAP_ALLOWS("Lock memory without regard to RLIMIT_MEMLOCK")
		KAPI_CAP_WITHOUT("The locked total is bounded by RLIMIT_MEMLOCK")
	KAPI_CAPABILITY_END

	KAPI_SINCE_VERSION("4.4")
	KAPI_EXAMPLES("mlock2(buf, len, MLOCK_ONFAULT);")
	KAPI_NOTES("With flags 0 the call behaves exactly like mlock().")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_munlock)
	KAPI_DESCRIPTION("Unpin a range of pages")
	KAPI_LONG_DESC("Clears the lock on every page touching [start, start + len) "
		       "so that reclaim may evict them again.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)

	KAPI_PARAM_UINT_IN("start", "unsigned long", "First address of the range",
		KAPI_PARAM_CONSTRAINT("Any address; rounded down to a page boundary"))

	KAPI_PARAM_UINT_IN("len", "size_t", "Length of the range in bytes",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, TASK_SIZE_MAX)
		KAPI_PARAM_CONSTRAINT("start + len must not wrap, and no range longer than the user address space is mapped"))

	KAPI_RETURN_ZERO("long", "0 on success, a negative errno otherwise")

	KAPI_ERRNO(ENOMEM, "Range [start, start + len) not fully mapped",
		   "Part of the range has no mapping, or a split would pass the mapping limit.")
	KAPI_ERRNO(EINVAL, "start + len overflows",
		   "The end of the rounded range wraps around the address space.")
	KAPI_ERRNO(EINTR, "Fatal signal while waiting for mmap_lock",
		   "The killable wait for the address space lock was interrupted.")

	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_MODIFY_STATE, "VMA flags",
			 "Clears VM_LOCKED and VM_LOCKONFAULT on the range")
		KAPI_EFFECT_REVERSIBLE
		KAPI_EFFECT_CHECK("no_vmflag(start, len, lo)")
	KAPI_SIDE_EFFECT_END
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_MODIFY_STATE, "mm->locked_vm",
			 "Removes the unlocked pages from the locked page count")
		KAPI_EFFECT_REVERSIBLE
		KAPI_EFFECT_CHECK("status_max(VmLck, 0)")
	KAPI_SIDE_EFFECT_END

	KAPI_STATE_TRANS(0, "pages in range", "locked in RAM", "evictable",
			 "Pages return to the normal LRU lists")
		KAPI_STATE_TRANS_CHECK("no_vmflag(start, len, lo)")
	KAPI_STATE_TRANS_END

	KAPI_LOCK_NEXT("mmap_lock", KAPI_LOCK_RWLOCK)
		KAPI_LOCK_ACQUIRED
		KAPI_LOCK_RELEASED
		KAPI_LOCK_DESC("Held for writing, killable, while VMA flags change")
	KAPI_LOCK_END

	KAPI_SINCE_VERSION("2.0")
	KAPI_EXAMPLES("munlock(buf, sizeof(buf));")
	KAPI_NOTES("Unlocking needs no privilege and no limit applies.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_mlockall)
	KAPI_DESCRIPTION("Pin the whole address space, now and/or for future mappings")
	KAPI_LONG_DESC("MCL_CURRENT locks every mapping that exists now; "
		       "MCL_FUTURE makes mappings created later locked as well; "
		       "MCL_ONFAULT, with either, locks pages only when first touched.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)

	KAPI_PARAM_INT_IN("flags", "int", "Which mappings to lock, and how",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(MCL_CURRENT | MCL_FUTURE | MCL_ONFAULT)
		KAPI_PARAM_CONSTRAINT("MCL_CURRENT and/or MCL_FUTURE, optionally with "
			"MCL_ONFAULT; 0 and MCL_ONFAULT alone are refused"))

	KAPI_RETURN_ZERO("long", "0 on success, a negative errno otherwise")

	KAPI_ERRNO(EINVAL, "flags is 0, MCL_ONFAULT alone, or has unknown bits",
		   "The flags checks run before any other work.")
	KAPI_ERRNO(EPERM, "RLIMIT_MEMLOCK is 0 and the caller lacks CAP_IPC_LOCK",
		   "Locking is not allowed at all for this caller.")
	KAPI_ERRNO(ENOMEM, "MCL_CURRENT and the address space exceeds RLIMIT_MEMLOCK",
		   "The whole mapped size, not just resident pages, is compared "
		   "with the limit unless the caller has CAP_IPC_LOCK.")
	KAPI_ERRNO(EINTR, "Fatal signal while waiting for mmap_lock",
		   "The killable wait for the address space lock was interrupted.")

	KAPI_SIGNAL_NEXT(SIGKILL, "SIGKILL", KAPI_SIGNAL_RECEIVE, KAPI_SIGNAL_ACTION_RETURN)
		KAPI_SIGNAL_CONDITION("Pending while waiting for mmap_lock")
		KAPI_SIGNAL_DESC("A fatal signal ends the killable lock wait with -EINTR.")
		KAPI_SIGNAL_TIMING(KAPI_SIGNAL_TIME_BLOCKING)
		KAPI_SIGNAL_ERROR(-EINTR)
		KAPI_SIGNAL_INTERRUPTIBLE
	KAPI_SIGNAL_END

	KAPI_SIGNAL_NEXT(SIGBUS, "SIGBUS", KAPI_SIGNAL_SEND, KAPI_SIGNAL_ACTION_DEFAULT)
		KAPI_SIGNAL_TARGET("The calling process, later")
		KAPI_SIGNAL_CONDITION("A locked file page cannot be read back, e.g. after truncation")
		KAPI_SIGNAL_DESC("Not raised by the call itself; accesses to locked "
				 "mappings can still fault fatally afterwards.")
		KAPI_SIGNAL_TIMING(KAPI_SIGNAL_TIME_AFTER)
	KAPI_SIGNAL_END

	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_MODIFY_STATE | KAPI_EFFECT_ALLOC_MEMORY,
			 "every current mapping", "Sets VM_LOCKED and faults pages in")
		KAPI_EFFECT_CONDITION("MCL_CURRENT without MCL_ONFAULT")
		KAPI_EFFECT_REVERSIBLE
		KAPI_EFFECT_CHECK("status_min(VmLck, 1)")
		KAPI_EFFECT_CHECK_WHEN("has(flags, MCL_CURRENT) && !has(flags, MCL_ONFAULT)")
	KAPI_SIDE_EFFECT_END
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_MODIFY_STATE, "mm->def_flags",
			 "New mappings start out locked")
		KAPI_EFFECT_CONDITION("MCL_FUTURE")
		KAPI_EFFECT_REVERSIBLE
		KAPI_EFFECT_CHECK("new_vmflag(lo)")
		KAPI_EFFECT_CHECK_WHEN("has(flags, MCL_FUTURE)")
	KAPI_SIDE_EFFECT_END
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_MODIFY_STATE, "mm->locked_vm",
			 "Counts every locked mapping against the lock limit")
		KAPI_EFFECT_CONDITION("MCL_CURRENT")
		KAPI_EFFECT_REVERSIBLE
		KAPI_EFFECT_CHECK("status_min(VmLck, 1)")
		KAPI_EFFECT_CHECK_WHEN("has(flags, MCL_CURRENT)")
	KAPI_SIDE_EFFECT_END
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_SCHEDULE, "caller",
			 "Populating a large address space can take long and sleeps")
		KAPI_EFFECT_CONDITION("MCL_CURRENT without MCL_ONFAULT")
		KAPI_EFFECT_UNOBSERVABLE("Only time: the call leaves nothing behind to say it slept")
	KAPI_SIDE_EFFECT_END

	KAPI_STATE_TRANS(0, "current mappings", "evictable", "locked in RAM",
			 "Every page mapped now stays resident")
		KAPI_STATE_TRANS_COND("MCL_CURRENT")
		KAPI_STATE_TRANS_CHECK("status_min(VmLck, 1)")
		KAPI_STATE_TRANS_CHECK_WHEN("has(flags, MCL_CURRENT)")
	KAPI_STATE_TRANS_END
	KAPI_STATE_TRANS(1, "future mappings", "unlocked by default", "locked when created",
			 "mmap(), brk() and stack growth produce locked memory")
		KAPI_STATE_TRANS_COND("MCL_FUTURE")
		KAPI_STATE_TRANS_CHECK("new_vmflag(lo)")
		KAPI_STATE_TRANS_CHECK_WHEN("has(flags, MCL_FUTURE)")
	KAPI_STATE_TRANS_END
	KAPI_STATE_TRANS(2, "fault handling", "lock up front", "lock on first touch",
			 "Pages are locked as they are faulted in")
		KAPI_STATE_TRANS_COND("MCL_ONFAULT")
		KAPI_STATE_TRANS_CHECK("new_lock_on_fault()")
		KAPI_STATE_TRANS_CHECK_WHEN("has(flags, MCL_FUTURE) && has(flags, MCL_ONFAULT)")
	KAPI_STATE_TRANS_END

	KAPI_LOCK_NEXT("mmap_lock", KAPI_LOCK_RWLOCK)
		KAPI_LOCK_ACQUIRED
		KAPI_LOCK_RELEASED
		KAPI_LOCK_DESC("Held for writing, killable, while every VMA is updated")
	KAPI_LOCK_END

	KAPI_CAPABILITY_NEXT(CAP_IPC_LOCK, "CAP_IPC_LOCK", KAPI_CAP_BYPASS_CHECK)
		KAPI_CAP_ALLOWS("Lock an address space larger than RLIMIT_MEMLOCK")
		KAPI_CAP_WITHOUT("With MCL_CURRENT the whole mapped size must fit RLIMIT_MEMLOCK")
		KAPI_CAP_CONDITION("MCL_CURRENT and total_vm above the limit")
	KAPI_CAPABILITY_END

	KAPI_CONSTRAINT(0, "Valid flag combinations",
			"At least one of MCL_CURRENT and MCL_FUTURE must be set.")
		KAPI_CONSTRAINT_EXPR("flags & (MCL_CURRENT | MCL_FUTURE)")
	KAPI_CONSTRAINT_END
	KAPI_CONSTRAINT(1, "Whole address space against the limit",
			"With MCL_CURRENT the kernel compares the full mapped size "
			"with RLIMIT_MEMLOCK, not only what is resident.")
	KAPI_CONSTRAINT_END
	KAPI_CONSTRAINT(2, "MCL_FUTURE survives exec",
			"The locked default stays in mm->def_flags of this mm only; "
			"execve() builds a new mm without it.")
	KAPI_CONSTRAINT_END

	KAPI_SINCE_VERSION("2.0")
	KAPI_EXAMPLES("mlockall(MCL_CURRENT | MCL_FUTURE);\n"
		      "mlockall(MCL_CURRENT | MCL_ONFAULT);")
	KAPI_NOTES("Population errors after the flags are applied are not reported: "
		   "the call still returns 0.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_munlockall)
	KAPI_DESCRIPTION("Unpin the whole address space")
	KAPI_LONG_DESC("Clears the lock on every mapping and the locked default "
		       "for future mappings set by mlockall(MCL_FUTURE).")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)

	KAPI_RETURN_ZERO("long", "0 on success, -EINTR if killed while waiting")

	KAPI_ERRNO(EINTR, "Fatal signal while waiting for mmap_lock",
		   "The killable wait for the address space lock was interrupted.")

	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_MODIFY_STATE, "every mapping",
			 "Clears VM_LOCKED and VM_LOCKONFAULT everywhere")
		KAPI_EFFECT_REVERSIBLE
		KAPI_EFFECT_CHECK("status_max(VmLck, 0)")
	KAPI_SIDE_EFFECT_END
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_MODIFY_STATE, "mm->def_flags",
			 "New mappings are no longer locked")
		KAPI_EFFECT_REVERSIBLE
		KAPI_EFFECT_CHECK("!new_vmflag(lo)")
	KAPI_SIDE_EFFECT_END

	KAPI_STATE_TRANS(0, "address space", "locked", "evictable",
			 "All pages may be reclaimed again")
		KAPI_STATE_TRANS_CHECK("status_max(VmLck, 0)")
	KAPI_STATE_TRANS_END

	KAPI_LOCK_NEXT("mmap_lock", KAPI_LOCK_RWLOCK)
		KAPI_LOCK_ACQUIRED
		KAPI_LOCK_RELEASED
		KAPI_LOCK_DESC("Held for writing, killable")
	KAPI_LOCK_END

	KAPI_SINCE_VERSION("2.0")
	KAPI_EXAMPLES("munlockall();")
KAPI_END_SPEC;

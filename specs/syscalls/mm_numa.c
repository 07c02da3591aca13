// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * NUMA memory policy and page placement (mm/mempolicy.c, mm/migrate.c),
 * protection keys (mm/mprotect.c), sealing (mm/mseal.c), secret memory
 * (mm/secretmem.c), page-cache statistics (mm/filemap.c) and the
 * emulated remap_file_pages (mm/mmap.c).
 */
#include <kapi/spec_compile.h>
#include <errno.h>
#include <linux/fcntl.h>
#include <limits.h>
#include <signal.h>
#include <linux/mman.h>
#include <linux/mempolicy.h>
#include <linux/capability.h>
#include <kapi_specs/uapi_extra.h>
#include <kapi_specs/kernel_consts.h>
#include <kapi_specs/uapi_time_mm.h>
#include <kapi_specs/helpers.h>

/* A policy mode: MPOL_* in the low bits, MPOL_F_* mode flags above */
#define MPOL_MODE_DESC \
	"MPOL_DEFAULT, _PREFERRED, _BIND, _INTERLEAVE, _LOCAL, _PREFERRED_MANY " \
	"or _WEIGHTED_INTERLEAVE in bits 0-2, ORed with MPOL_F_STATIC_NODES, " \
	"MPOL_F_RELATIVE_NODES or MPOL_F_NUMA_BALANCING"

/* The constraints on a mode, checked before the node mask is read */
#define MPOL_MODE_CONSTRAINTS \
	KAPI_CONSTRAINT(0, "A known mode", \
			"Without the mode flags the value is one of the 7 modes.") \
		KAPI_CONSTRAINT_EXPR("(mode & 0xffffffff & ~MPOL_MODE_FLAGS) < KAPI_MPOL_MODES") \
	KAPI_CONSTRAINT_END \
	KAPI_CONSTRAINT(1, "Static or relative, not both", \
			"MPOL_F_STATIC_NODES and MPOL_F_RELATIVE_NODES exclude each other.") \
		KAPI_CONSTRAINT_EXPR("!(has(mode, MPOL_F_STATIC_NODES) && has(mode, MPOL_F_RELATIVE_NODES))") \
	KAPI_CONSTRAINT_END \
	KAPI_CONSTRAINT(2, "NUMA balancing needs a bound mode", \
			"MPOL_F_NUMA_BALANCING goes only with MPOL_BIND or MPOL_PREFERRED_MANY.") \
		KAPI_CONSTRAINT_EXPR("has(mode, MPOL_F_NUMA_BALANCING) -> one_of(mode & 7, MPOL_BIND, MPOL_PREFERRED_MANY)") \
	KAPI_CONSTRAINT_END \
	KAPI_CONSTRAINT(3, "Modes that need nodes", \
			"MPOL_BIND, MPOL_INTERLEAVE, MPOL_PREFERRED_MANY and " \
			"MPOL_WEIGHTED_INTERLEAVE need a mask with a node in it: a " \
			"pointer and maxnode above 1.") \
		KAPI_CONSTRAINT_EXPR("one_of(mode & 7, MPOL_BIND, MPOL_INTERLEAVE, MPOL_PREFERRED_MANY, MPOL_WEIGHTED_INTERLEAVE) -> (nmask != 0 && maxnode > 1)") \
	KAPI_CONSTRAINT_END \
	KAPI_CONSTRAINT(4, "No node flags for the local mode", \
			"MPOL_LOCAL takes no nodes, so MPOL_F_STATIC_NODES and " \
			"MPOL_F_RELATIVE_NODES with it are EINVAL.") \
		KAPI_CONSTRAINT_EXPR("(mode & 7) == MPOL_LOCAL -> (mode & (MPOL_F_STATIC_NODES | MPOL_F_RELATIVE_NODES)) == 0") \
	KAPI_CONSTRAINT_END \
	KAPI_CONSTRAINT(5, "Node flags need a preferred node", \
			"MPOL_PREFERRED with MPOL_F_STATIC_NODES or " \
			"MPOL_F_RELATIVE_NODES needs a mask with a node in it " \
			"(an empty one means local allocation, which takes no flags).") \
		KAPI_CONSTRAINT_EXPR("(mode & 7) == MPOL_PREFERRED && (mode & (MPOL_F_STATIC_NODES | MPOL_F_RELATIVE_NODES)) != 0 -> (nmask != 0 && maxnode > 1)") \
	KAPI_CONSTRAINT_END

/*
 * maxnode: bits in the node mask plus one, 1..32769 with a mask.  Where
 * the mask may be NULL the limit is an expression (MASK_SIZE_CONSTRAINT):
 * a range would hold when the kernel does not read maxnode at all.
 */
#define MAXNODE_DESC \
	"Bits of the node mask plus one (the kernel reads maxnode - 1 bits)"
#define MAXNODE_PARAM \
	KAPI_PARAM_UINT_IN("maxnode", "unsigned long", MAXNODE_DESC, \
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE) \
		KAPI_PARAM_RANGE(1, KAPI_MAXNODE_LIMIT) \
		KAPI_PARAM_CONSTRAINT("At most a page of bits plus one"))
#define MAXNODE_OPT_PARAM \
	KAPI_PARAM_UINT_IN("maxnode", "unsigned long", MAXNODE_DESC, \
		KAPI_PARAM_CONSTRAINT("With a mask, 1 to a page of bits plus one; unread when nmask is NULL"))

#define MASK_SIZE_CONSTRAINT(idx) \
	KAPI_CONSTRAINT(idx, "A mask size that fits a page", \
			"With a mask, maxnode is 1 to 32769 (a page of bits plus " \
			"one); without one it is not read.") \
		KAPI_CONSTRAINT_EXPR("nmask != 0 -> (maxnode >= 1 && maxnode <= KAPI_MAXNODE_LIMIT)") \
	KAPI_CONSTRAINT_END

/* The start of an address range the call works on, and flags kept for later */
#define RANGE_START_PARAM \
	KAPI_PARAM_UINT_IN("start", "unsigned long", "Start of the range", \
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_PAGE_ALIGNED))
#define RESERVED_FLAGS_PARAM(type) \
	KAPI_PARAM_UINT_IN("flags", type, "Reserved, 0", \
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK) \
		KAPI_PARAM_VALID_MASK(0))

DEFINE_KERNEL_API_SPEC(sys_get_mempolicy)
	KAPI_DESCRIPTION("Read the thread's memory policy, that of an address, or the nodes it may use")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_OUT_OPT("policy", "int *", "Receives the mode and mode flags (or a node ID with MPOL_F_NODE), or NULL")
	KAPI_PARAM_USER_OUT_OPT("nmask", "unsigned long *", "Receives the policy's nodes (or the allowed nodes), or NULL")
	MAXNODE_OPT_PARAM
	KAPI_PARAM_UINT_IN("addr", "unsigned long", "The address to look up with MPOL_F_ADDR, else 0")
	KAPI_PARAM_UINT_IN("flags", "unsigned long", "MPOL_F_NODE, MPOL_F_ADDR, MPOL_F_MEMS_ALLOWED",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(MPOL_F_NODE | MPOL_F_ADDR | MPOL_F_MEMS_ALLOWED))
	KAPI_RETURN_ZERO("long", "0, or a negative errno")
	KAPI_ERRNO(EFAULT, "policy or nmask cannot be written, or MPOL_F_ADDR with an address that is not mapped")
	KAPI_ERRNO(EINVAL, "Unknown flags, MPOL_F_MEMS_ALLOWED with another flag, an address without MPOL_F_ADDR, MPOL_F_NODE alone outside interleave mode, or maxnode is 0 or above 32769 with a mask, or the mask sets nodes at or above MAX_NUMNODES or below the node IDs in use")
	MASK_SIZE_CONSTRAINT(0)
	KAPI_CONSTRAINT(1, "Allowed nodes alone",
			"MPOL_F_MEMS_ALLOWED takes neither MPOL_F_NODE nor MPOL_F_ADDR.")
		KAPI_CONSTRAINT_EXPR("has(flags, MPOL_F_MEMS_ALLOWED) -> !(flags & (MPOL_F_NODE | MPOL_F_ADDR))")
	KAPI_CONSTRAINT_END
	KAPI_CONSTRAINT(2, "An address only to look up",
			"addr must be 0 unless MPOL_F_ADDR is set.")
		KAPI_CONSTRAINT_EXPR("!has(flags, MPOL_F_ADDR) -> addr == 0")
	KAPI_CONSTRAINT_END
	KAPI_CONSTRAINT(3, "MPOL_F_NODE alone",
			"Without MPOL_F_ADDR, MPOL_F_NODE asks for the next interleave "
			"node; it is refused unless the thread's policy is "
			"MPOL_INTERLEAVE, which kapi cannot see.")
		KAPI_CONSTRAINT_EXPR("(flags & (MPOL_F_NODE | MPOL_F_ADDR)) != MPOL_F_NODE")
	KAPI_CONSTRAINT_END
	KAPI_SINCE_VERSION("2.6.7")
	KAPI_NOTES("With a mask, maxnode must also cover every node ID of the "
		   "machine (1 here, up to MAX_NUMNODES elsewhere). libnuma calls it "
		   "with all arguments 0 but policy to read the mode.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_set_mempolicy)
	KAPI_DESCRIPTION("Set the calling thread's NUMA memory policy")
	KAPI_LONG_DESC("Chooses the nodes the thread's future page allocations "
		       "come from, outside ranges that have a policy of their own "
		       "(mbind). Pages already placed stay where they are.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_INT_IN("mode", "int", MPOL_MODE_DESC,
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(KAPI_MPOL_MODE_FIELD | MPOL_MODE_FLAGS))
	KAPI_PARAM_USER_IN_OPT("nmask", "const unsigned long *", "The nodes, a bitmap; NULL or empty for MPOL_DEFAULT and MPOL_LOCAL")
	MAXNODE_OPT_PARAM
	KAPI_RETURN_ZERO("long", "0, or a negative errno")
	KAPI_ERRNO(EFAULT, "nmask cannot be read")
	KAPI_ERRNO(EINVAL, "An unknown mode, exclusive mode flags, NUMA balancing with another mode, an empty mask for a mode that needs nodes, nodes for MPOL_DEFAULT or MPOL_LOCAL, no allowed node in the mask, or maxnode is 0 or above 32769 with a mask, or the mask sets nodes at or above MAX_NUMNODES")
	KAPI_ERR_NOMEM
	MPOL_MODE_CONSTRAINTS
	MASK_SIZE_CONSTRAINT(6)
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_MODIFY_STATE, "task mempolicy",
			 "Replaces the thread's policy; children inherit it")
		KAPI_EFFECT_REVERSIBLE
		KAPI_EFFECT_CHECK("mempolicy(0, mode)")
	KAPI_SIDE_EFFECT_END
	KAPI_SINCE_VERSION("2.6.7")
	KAPI_NOTES("MPOL_PREFERRED_MANY appeared in 5.15, MPOL_WEIGHTED_INTERLEAVE "
		   "in 6.9; older kernels refuse them with EINVAL.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_mbind)
	KAPI_DESCRIPTION("Set the NUMA memory policy of a range of the address space")
	KAPI_LONG_DESC("Gives the mappings in [start, start + len) a policy of "
		       "their own, splitting them at the edges; with MPOL_MF_MOVE "
		       "or MPOL_MF_MOVE_ALL pages already there are migrated to "
		       "match, and MPOL_MF_STRICT reports pages left elsewhere.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	RANGE_START_PARAM
	KAPI_PARAM_UINT_IN("len", "unsigned long", "Bytes, rounded up to whole pages; 0 does nothing")
	KAPI_PARAM_UINT_IN("mode", "unsigned long", MPOL_MODE_DESC,
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(KAPI_MPOL_MODE_FIELD | MPOL_MODE_FLAGS)
		KAPI_PARAM_IGNORED_MASK(0xffffffff00000000)
		KAPI_PARAM_CONSTRAINT("The kernel reads the low 32 bits only"))
	KAPI_PARAM_USER_IN_OPT("nmask", "const unsigned long *", "The nodes, a bitmap; NULL or empty for MPOL_DEFAULT and MPOL_LOCAL")
	MAXNODE_OPT_PARAM
	KAPI_PARAM_UINT_IN("flags", "unsigned int", "MPOL_MF_STRICT, MPOL_MF_MOVE, MPOL_MF_MOVE_ALL",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(MPOL_MF_STRICT | MPOL_MF_MOVE | MPOL_MF_MOVE_ALL))
	KAPI_RETURN_ZERO("long", "0, or a negative errno")
	KAPI_ERRNO(EFAULT, "nmask cannot be read, or the range has a hole")
	KAPI_ERRNO(EINVAL, "start not page aligned, start + len wraps, unknown flags, an unknown mode, exclusive mode flags, an empty mask for a mode that needs nodes, nodes for MPOL_DEFAULT or MPOL_LOCAL, or maxnode is 0 or above 32769 with a mask, or the mask sets nodes at or above MAX_NUMNODES")
	KAPI_ERRNO(EIO, "MPOL_MF_STRICT and pages of the range could not be placed on the policy's nodes")
	KAPI_ERR_NOMEM
	KAPI_ERRNO(EPERM, "MPOL_MF_MOVE_ALL without CAP_SYS_NICE")
	KAPI_ERRNO(EINTR, "A fatal signal while waiting for mmap_lock")
	MPOL_MODE_CONSTRAINTS
	MASK_SIZE_CONSTRAINT(6)
	KAPI_CAPABILITY_NEXT(CAP_SYS_NICE, "CAP_SYS_NICE", KAPI_CAP_GRANT_PERMISSION)
		KAPI_CAP_ALLOWS("MPOL_MF_MOVE_ALL: moving pages other processes share")
		KAPI_CAP_WITHOUT("EPERM")
	KAPI_CAPABILITY_END
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_MODIFY_STATE, "VMA policy",
			 "Sets the policy of the mappings in the range, splitting them at the edges")
		KAPI_EFFECT_REVERSIBLE
		KAPI_EFFECT_CHECK("mempolicy(start, mode)")
	KAPI_SIDE_EFFECT_END
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_ALLOC_MEMORY, "pages",
			 "Migrates pages of the range to the policy's nodes")
		KAPI_EFFECT_CONDITION("flags has MPOL_MF_MOVE or MPOL_MF_MOVE_ALL")
		KAPI_EFFECT_CHECK("page_in(start, *nmask)")
		KAPI_EFFECT_CHECK_WHEN("flags & (MPOL_MF_MOVE | MPOL_MF_MOVE_ALL)")
	KAPI_SIDE_EFFECT_END
	KAPI_SINCE_VERSION("2.6.7")
	KAPI_NOTES("With MPOL_DEFAULT the range falls back to the thread's policy "
		   "and MPOL_MF_STRICT is dropped.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_set_mempolicy_home_node)
	KAPI_DESCRIPTION("Name the preferred node of the bind policies of a range")
	KAPI_LONG_DESC("For mappings in [start, start + len) whose policy is "
		       "MPOL_BIND or MPOL_PREFERRED_MANY, allocations try "
		       "home_node first and the policy's other nodes after it.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	RANGE_START_PARAM
	KAPI_PARAM_UINT_IN("len", "unsigned long", "Bytes, rounded up to whole pages; 0 does nothing")
	KAPI_PARAM_UINT_IN("home_node", "unsigned long", "An online node",
		KAPI_PARAM_CONSTRAINT("Below MAX_NUMNODES and online"))
	RESERVED_FLAGS_PARAM("unsigned long")
	KAPI_RETURN_ZERO("long", "0, or a negative errno")
	KAPI_ERRNO(EINVAL, "start not page aligned, flags not 0, home_node not an online node, or start + len wraps")
	KAPI_ERRNO(ENOENT, "No mapping in the range has a policy of its own")
	KAPI_ERRNO(EOPNOTSUPP, "A mapping in the range has a policy other than MPOL_BIND or MPOL_PREFERRED_MANY")
	KAPI_ERR_NOMEM
	KAPI_ERRNO(EINTR, "A fatal signal while waiting for mmap_lock")
	KAPI_CONSTRAINT(0, "A node that can exist",
			"home_node is below MAX_NUMNODES (1024 on distribution "
			"kernels); it must also be online.")
		KAPI_CONSTRAINT_EXPR("home_node < KAPI_MAX_NUMNODES")
	KAPI_CONSTRAINT_END
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_MODIFY_STATE, "VMA policy",
			 "Copies the policies of the range with the home node set")
		KAPI_EFFECT_REVERSIBLE
		KAPI_EFFECT_UNOBSERVABLE("No interface reports a home node: get_mempolicy() answers the mode and the nodes, /proc/self/numa_maps the same")
	KAPI_SIDE_EFFECT_END
	KAPI_SINCE_VERSION("5.17")
	KAPI_NOTES("Mappings without a policy of their own are skipped.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_migrate_pages)
	KAPI_DESCRIPTION("Move a process's pages from one set of nodes to another")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_INT_IN("pid", "pid_t", "The process, or 0 for the caller")
	MAXNODE_PARAM
	KAPI_PARAM_USER_IN_OPT("old_nodes", "const unsigned long *", "Nodes to move pages away from, a bitmap; NULL is empty")
	KAPI_PARAM_USER_IN("new_nodes", "const unsigned long *", "Nodes to move them to, a bitmap with at least one node the caller may use")
	KAPI_RETURN_IN_RANGE("long", "Pages that could not be moved", 0, LONG_MAX)
	KAPI_ERRNO(EFAULT, "A node mask cannot be read")
	KAPI_ERRNO(EINVAL, "new_nodes is empty or names no node of the caller's cpuset, names a node without memory, or maxnode is 0 or above 32769 with a mask, or the mask sets nodes at or above MAX_NUMNODES")
	KAPI_ERR_NOMEM
	KAPI_ERRNO(EPERM, "The caller may not inspect the process (ptrace read access), or new_nodes leaves its cpuset, without CAP_SYS_NICE")
	KAPI_ERR_SRCH
	KAPI_CAPABILITY_NEXT(CAP_SYS_NICE, "CAP_SYS_NICE", KAPI_CAP_BYPASS_CHECK)
		KAPI_CAP_ALLOWS("Moving another user's pages, and to nodes outside its cpuset")
		KAPI_CAP_WITHOUT("EPERM")
	KAPI_CAPABILITY_END
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_ALLOC_MEMORY, "pages",
			 "Migrates the process's pages, keeping their relative node")
		KAPI_EFFECT_CHECK("pages_moved(*old_nodes, *new_nodes)")
		KAPI_EFFECT_CHECK_WHEN("old_nodes != 0")
	KAPI_SIDE_EFFECT_END
	KAPI_SINCE_VERSION("2.6.16")
	KAPI_NOTES("On a machine with one node every move is a no-op returning 0.")
	KAPI_CONSTRAINT(0, "Room for a node",
			"maxnode counts one more than the bits read: 1 reads none, "
			"so new_nodes is empty and the call EINVAL (0 is EINVAL too).")
		KAPI_CONSTRAINT_EXPR("maxnode >= 2")
	KAPI_CONSTRAINT_END
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_move_pages)
	KAPI_DESCRIPTION("Move single pages of a process to nodes, or ask where they are")
	KAPI_LONG_DESC("For each of nr_pages addresses, moves its page to "
		       "nodes[i] and stores the node or a negative errno in "
		       "status[i]; with nodes NULL it only stores the node each "
		       "page is on.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_INT_IN("pid", "pid_t", "The process, or 0 for the caller")
	KAPI_PARAM_UINT_IN("nr_pages", "unsigned long", "Entries in the three arrays")
	KAPI_PARAM_USER_IN("pages", "const void **", "The addresses, one per page")
	KAPI_PARAM_USER_IN_OPT("nodes", "const int *", "The target node of each page, or NULL to query")
	KAPI_PARAM_USER_OUT("status", "int *", "Receives each page's node, or a negative errno (-EFAULT, -ENOENT, -EBUSY, -EACCES, ...)")
	KAPI_PARAM_INT_IN("flags", "int", "MPOL_MF_MOVE (pages only this process maps) or MPOL_MF_MOVE_ALL",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(MPOL_MF_MOVE | MPOL_MF_MOVE_ALL))
	KAPI_RETURN_IN_RANGE("long", "0, or the number of pages left unmoved", 0, LONG_MAX)
	KAPI_ERRNO(EACCES, "A target node is outside the process's cpuset")
	KAPI_ERRNO(EFAULT, "An array cannot be read or written")
	KAPI_ERRNO(EINVAL, "Unknown flags")
	KAPI_ERRNO(ENODEV, "A target node is out of range or has no memory")
	KAPI_ERR_NOMEM
	KAPI_ERRNO(EPERM, "MPOL_MF_MOVE_ALL without CAP_SYS_NICE, or the caller may not inspect the process")
	KAPI_ERR_SRCH
	KAPI_CAPABILITY_NEXT(CAP_SYS_NICE, "CAP_SYS_NICE", KAPI_CAP_GRANT_PERMISSION)
		KAPI_CAP_ALLOWS("MPOL_MF_MOVE_ALL, and moving another user's pages")
		KAPI_CAP_WITHOUT("EPERM")
	KAPI_CAPABILITY_END
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_ALLOC_MEMORY, "pages",
			 "Migrates each page to its target node")
		KAPI_EFFECT_CONDITION("nodes is not NULL")
		KAPI_EFFECT_CHECK("page_node(*pages, *nodes)")
		KAPI_EFFECT_CHECK_WHEN("nodes != 0 && nr_pages >= 1")
	KAPI_SIDE_EFFECT_END
	KAPI_SINCE_VERSION("2.6.18")
	KAPI_NOTES("Per-page failures go to status, not to the return value. "
		   "The man page's E2BIG (too many pages) has not existed since 2.6.29.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_cachestat)
	KAPI_DESCRIPTION("Count a file's pages in the page cache over a byte range")
	KAPI_LONG_DESC("Reports how many pages of the range are cached, dirty, "
		       "under writeback, evicted and recently evicted.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("fd", "unsigned int", "The file")
	KAPI_PARAM_USER_IN("cstat_range", "struct cachestat_range *", "off and len of the range; len 0 runs to the end of the file")
	KAPI_PARAM_USER_OUT("cstat", "struct cachestat *", "Receives the counts")
	RESERVED_FLAGS_PARAM("unsigned int")
	KAPI_RETURN_ZERO("long", "0, or a negative errno")
	KAPI_ERR_BADF
	KAPI_ERRNO(EFAULT, "cstat_range cannot be read or cstat written")
	KAPI_ERRNO(EINVAL, "flags is not 0")
	KAPI_ERRNO(EOPNOTSUPP, "A hugetlbfs file")
	KAPI_ERRNO(EPERM, "The file is not open for writing, the caller does not own it and could not open it for writing")
	KAPI_SINCE_VERSION("6.5")
	KAPI_NOTES("The write-access rule (EPERM) came in 6.14 against page-cache "
		   "side channels.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_memfd_secret)
	KAPI_DESCRIPTION("Create a file whose memory only the mapping process can see")
	KAPI_LONG_DESC("The pages of a mapping of the file are removed from the "
		       "kernel's direct map, so neither the kernel nor other "
		       "processes read them; they count against RLIMIT_MEMLOCK.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_UINT_IN("flags", "unsigned int", "O_CLOEXEC or 0",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(O_CLOEXEC))
	KAPI_RETURN_NEW_FD("long", "The new descriptor")
	KAPI_ERRNO(EINVAL, "A flag other than O_CLOEXEC")
	KAPI_ERR_MFILE_SHORT
	KAPI_ERR_NFILE_SHORT
	KAPI_ERR_NOMEM
	KAPI_ERRNO(ENOSYS, "Secret memory is turned off (secretmem.enable=0) or the architecture cannot remove pages from the direct map")
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_RESOURCE_CREATE, "secretmem file",
			 "An anonymous file that can only be mapped MAP_SHARED")
		KAPI_EFFECT_CHECK("fd_link(ret, secretmem)")
	KAPI_SIDE_EFFECT_END
	KAPI_SINCE_VERSION("5.14")
	KAPI_NOTES("It keeps hibernation from running while a secretmem file is mapped.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_mseal)
	KAPI_DESCRIPTION("Seal a range of mappings against change")
	KAPI_LONG_DESC("After sealing, mprotect, munmap, mremap, mmap over the "
		       "range and destructive madvise fail with EPERM until the "
		       "process exits or execs.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	RANGE_START_PARAM
	KAPI_PARAM_UINT_IN("len", "size_t", "Bytes, rounded up to whole pages; 0 does nothing")
	RESERVED_FLAGS_PARAM("unsigned long")
	KAPI_RETURN_ZERO("long", "0, or a negative errno")
	KAPI_ERRNO(EINVAL, "start not page aligned, flags not 0, or the rounded range wraps")
	KAPI_ERRNO(ENOMEM, "Part of the range is not mapped")
	KAPI_ERRNO(EPERM, "A 32-bit kernel, which cannot seal")
	KAPI_ERRNO(EINTR, "A fatal signal while waiting for mmap_lock")
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_MODIFY_STATE | KAPI_EFFECT_IRREVERSIBLE, "VMA flags",
			 "Marks the mappings sealed, splitting them at the edges")
		KAPI_EFFECT_CHECK("vmflag(start, len, sl)")
	KAPI_SIDE_EFFECT_END
	KAPI_SINCE_VERSION("6.10")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_pkey_mprotect)
	KAPI_DESCRIPTION("Change the protection of a range and tag it with a protection key")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	RANGE_START_PARAM
	KAPI_PARAM_UINT_IN("len", "size_t", "Bytes to change")
	KAPI_PARAM_UINT_IN("prot", "unsigned long", "New PROT_* access",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(PROT_READ | PROT_WRITE | PROT_EXEC | PROT_SEM | PROT_GROWSDOWN)
		KAPI_PARAM_CONSTRAINT("PROT_GROWSUP does not exist on x86: EINVAL"))
	KAPI_PARAM_INT_IN("pkey", "int", "A key from pkey_alloc(), or -1 for the plain mprotect() behaviour")
	KAPI_RETURN_ZERO("long", "0, or a negative errno")
	KAPI_ERRNO(EACCES, "The file does not allow the access asked for")
	KAPI_ERRNO(EINVAL, "start not aligned, unknown prot bits (PROT_GROWSUP included, on x86), PROT_GROWSDOWN on a mapping that does not grow down, or a key that is not allocated")
	KAPI_ERRNO(ENOMEM, "Part of the range is not mapped, or the split exceeds the mapping limit")
	KAPI_ERRNO(EPERM, "The range is sealed")
	KAPI_CONSTRAINT(0, "A key x86 has",
			"-1, or 0..15; only key 0 without PKU hardware, and others once allocated.")
		KAPI_CONSTRAINT_EXPR("pkey >= -1 && pkey < KAPI_X86_PKEYS")
	KAPI_CONSTRAINT_END
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_MODIFY_STATE, "VMA flags",
			 "Sets the protection and the key of the range, splitting mappings at the edges")
		KAPI_EFFECT_REVERSIBLE
		KAPI_EFFECT_CHECK("prot(start, len, prot)")
	KAPI_SIDE_EFFECT_END
	KAPI_SINCE_VERSION("4.9")
	KAPI_NOTES("Without PKU hardware (this machine) only key -1 is accepted.")
	KAPI_CONSTRAINT(1, "PROT_GROWSDOWN on a stack-like mapping",
			"PROT_GROWSDOWN extends the change to the start of a mapping that "
			"grows down; on any other mapping it is EINVAL.")
		KAPI_CONSTRAINT_EXPR("has(prot, PROT_GROWSDOWN) -> depends(GROWSDOWN_MAPPING)")
	KAPI_CONSTRAINT_END
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_pkey_free)
	KAPI_DESCRIPTION("Give back a protection key")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_INT_IN("pkey", "int", "A key pkey_alloc() returned")
	KAPI_RETURN_ZERO("long", "0, or a negative errno")
	KAPI_ERRNO(EINVAL, "The key is not allocated, or out of range")
	KAPI_CONSTRAINT(0, "A key x86 has",
			"0..15, and allocated.")
		KAPI_CONSTRAINT_EXPR("pkey >= 0 && pkey < KAPI_X86_PKEYS")
	KAPI_CONSTRAINT_END
	KAPI_SINCE_VERSION("4.9")
	KAPI_NOTES("Mappings keep the freed key; a later pkey_alloc() may hand it "
		   "out again with them still tagged. Key 0, the default, counts "
		   "as allocated where the CPU has PKU; without it every key is EINVAL.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_remap_file_pages)
	KAPI_DESCRIPTION("Remap pages of a shared file mapping to other file offsets (emulated)")
	KAPI_LONG_DESC("Since 4.0 a new mapping replaces the range, of the same "
		       "file at pgoff; the nonlinear mappings it once made are gone.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_UINT_IN("start", "unsigned long", "Start of the range, rounded down to a page")
	KAPI_PARAM_UINT_IN("size", "unsigned long", "Bytes, rounded down to whole pages")
	KAPI_PARAM_UINT_IN("prot", "unsigned long", "Must be 0: the mapping's protection is kept",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(0))
	KAPI_PARAM_UINT_IN("pgoff", "unsigned long", "File offset in pages")
	KAPI_PARAM_UINT_IN("flags", "unsigned long", "MAP_NONBLOCK; other bits are ignored",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(MAP_NONBLOCK)
		KAPI_PARAM_IGNORED_MASK(~MAP_NONBLOCK))
	KAPI_RETURN_ZERO("long", "0, or a negative errno")
	KAPI_ERRNO(EINVAL, "prot not 0, size below a page, the range or pgoff wraps, start not in a MAP_SHARED mapping, or the range passes its end")
	KAPI_ERRNO(EIDRM, "start is in a System V shared memory mapping whose segment was removed (IPC_RMID) before the remap mapped it again")
	KAPI_ERR_NOMEM
	KAPI_ERRNO(EINTR, "A fatal signal while waiting for mmap_lock")
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_MODIFY_STATE, "address space",
			 "Replaces the range with a new mapping of the file at pgoff, populated")
		KAPI_EFFECT_CHECK("mapped(start, size)")
	KAPI_SIDE_EFFECT_END
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_MODIFY_STATE, "kernel log",
			 "Logs a deprecation warning once per boot")
		KAPI_EFFECT_UNOBSERVABLE("Once per boot: whether this call logged the warning depends on every earlier call, and the log is the machine's, not the caller's")
	KAPI_SIDE_EFFECT_END
	KAPI_SINCE_VERSION("2.5.46")
	KAPI_NOTES("Deprecated since 3.16; kept for old programs.")
KAPI_END_SPEC;

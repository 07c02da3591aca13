// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * System V message queues, semaphores and shared memory (ipc/msg.c,
 * ipc/sem.c, ipc/shm.c, ipc/util.c) and POSIX message queues
 * (ipc/mqueue.c).  Objects live in the caller's IPC namespace.
 */
#include <kapi/spec_compile.h>
#include <errno.h>
#include <limits.h>
#include <linux/capability.h>
#include <linux/fcntl.h>
#include <linux/ipc.h>
#include <linux/msg.h>
#include <linux/sem.h>
#include <linux/shm.h>
#include <linux/mqueue.h>
#include <kapi_specs/uapi_ipc.h>
#include <kapi_specs/kernel_consts.h>
#include <kapi_specs/helpers.h>

/* The ipcget() errors of msgget, semget and shmget */
#define IPCGET_ERRORS \
	KAPI_ERRNO(EACCES, "The object exists and the caller lacks the permissions flg asks for") \
	KAPI_ERRNO(EEXIST, "IPC_CREAT | IPC_EXCL and the key is in use") \
	KAPI_ERRNO(ENOENT, "No object has the key and IPC_CREAT is not set") \
	KAPI_ERR_NOMEM \
	KAPI_ERRNO(ENOSPC, "The namespace's object count limit is reached")

/* Permission bypass common to every System V object */
#define IPC_OWNER_CAP \
	KAPI_CAPABILITY_NEXT(CAP_IPC_OWNER, "CAP_IPC_OWNER", KAPI_CAP_BYPASS_CHECK) \
		KAPI_CAP_ALLOWS("Access regardless of the object's permission bits") \
		KAPI_CAP_WITHOUT("EACCES") \
	KAPI_CAPABILITY_END

/* An object identifier, checked for sign before any lookup */
#define IPC_ID_PARAM(name, desc) \
	KAPI_PARAM_INT_IN(name, "int", desc, \
		KAPI_PARAM_CONSTRAINT("Not negative; whether an object has it depends on the namespace"))
#define IPC_ID_CONSTRAINT(idx, desc, expr) \
	KAPI_CONSTRAINT(idx, "A valid identifier", desc) \
		KAPI_CONSTRAINT_EXPR(expr) \
	KAPI_CONSTRAINT_END

/* The ctl calls: CAP_SYS_ADMIN lets IPC_SET and IPC_RMID touch any object */
#define IPC_ADMIN_CAP(allows) \
	KAPI_CAPABILITY_NEXT(CAP_SYS_ADMIN, "CAP_SYS_ADMIN", KAPI_CAP_BYPASS_CHECK) \
		KAPI_CAP_ALLOWS(allows) \
		KAPI_CAP_WITHOUT("EPERM") \
	KAPI_CAPABILITY_END

DEFINE_KERNEL_API_SPEC(sys_msgget)
	KAPI_DESCRIPTION("Find or create a System V message queue by key")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_INT_IN("key", "key_t", "IPC_PRIVATE (0) for a new private queue, or a key shared by agreement (ftok)")
	KAPI_PARAM_INT_IN("msgflg", "int", "Permission bits (low 9) with IPC_CREAT and IPC_EXCL",
		KAPI_PARAM_CONSTRAINT("Other bits are ignored"))
	KAPI_RETURN_IN_RANGE("long", "The queue identifier", 0, INT_MAX)
	IPCGET_ERRORS
	IPC_OWNER_CAP
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_RESOURCE_CREATE, "message queue",
			      "A new queue outlives the process until IPC_RMID")
		KAPI_EFFECT_CHECK("ipc(msg, ret)")
	KAPI_SIDE_EFFECT_END
	KAPI_EXAMPLES("id = msgget(IPC_PRIVATE, IPC_CREAT | 0600);")
	KAPI_NOTES("kernel.msgmni bounds the queues of a namespace.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_msgsnd)
	KAPI_DESCRIPTION("Append a message to a System V message queue")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	IPC_ID_PARAM("msqid", "The queue identifier")
	KAPI_PARAM_USER_IN("msgp", "struct msgbuf *", "A long mtype (at least 1) followed by msgsz bytes of text")
	KAPI_PARAM_UINT_IN("msgsz", "size_t", "Bytes of text",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, INT_MAX)
		KAPI_PARAM_CONSTRAINT("At most kernel.msgmax (8192 by default)"))
	KAPI_PARAM_INT_IN("msgflg", "int", "IPC_NOWAIT to fail instead of waiting for room",
		KAPI_PARAM_CONSTRAINT("Other bits are ignored"))
	KAPI_RETURN_ZERO("long", "0")
	KAPI_ERRNO(EACCES, "No write permission on the queue")
	KAPI_ERRNO(EAGAIN, "The queue is full and IPC_NOWAIT is set")
	KAPI_ERRNO(EFAULT, "msgp is out of reach")
	KAPI_ERRNO(EIDRM, "The queue was removed, possibly while waiting")
	KAPI_ERRNO(EINTR, "A signal arrived while waiting for room")
	KAPI_ERRNO(EINVAL, "msqid is negative or names no queue, mtype is below 1, or msgsz exceeds kernel.msgmax")
	KAPI_ERR_NOMEM
	KAPI_SIGNAL_INTR("A signal arrives while the queue is full")
	IPC_OWNER_CAP
	KAPI_EXAMPLES("msgsnd(id, &m, sizeof(m.mtext), IPC_NOWAIT);")
	IPC_ID_CONSTRAINT(0, "A negative msqid is EINVAL before any queue is looked up.",
			  "msqid >= 0")
	KAPI_CONSTRAINT(1, "At most kernel.msgmax",
			"msgsz above the IPC namespace's kernel.msgmax is EINVAL; "
			"the limit is a sysctl, 8192 unless changed.")
		KAPI_CONSTRAINT_EXPR("msgsz > 8192 -> depends(KERNEL_MSGMAX)")
	KAPI_CONSTRAINT_END
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_msgrcv)
	KAPI_DESCRIPTION("Take a message off a System V message queue")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	IPC_ID_PARAM("msqid", "The queue identifier")
	KAPI_PARAM_USER_OUT_OPT("msgp", "struct msgbuf *", "Receives mtype and the text; only written once a message is taken, so a bad pointer fails then (EFAULT) and the message is lost")
	KAPI_PARAM_UINT_IN("msgsz", "size_t", "Room for text",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, LLONG_MAX))
	KAPI_PARAM_INT_IN("msgtyp", "long", "0 the first message; >0 the first of that type (or not of it with MSG_EXCEPT); <0 the lowest type up to -msgtyp; with MSG_COPY the position")
	KAPI_PARAM_INT_IN("msgflg", "int", "IPC_NOWAIT, MSG_NOERROR, MSG_EXCEPT, MSG_COPY",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(IPC_NOWAIT | MSG_NOERROR | MSG_EXCEPT | MSG_COPY)
		KAPI_PARAM_IGNORED_MASK(0xffffffff & ~(IPC_NOWAIT | MSG_NOERROR | MSG_EXCEPT | MSG_COPY)))
	KAPI_RETURN_IN_RANGE("long", "Bytes of text copied", 0, LLONG_MAX)
	KAPI_ERRNO(E2BIG, "The message is longer than msgsz and MSG_NOERROR is not set")
	KAPI_ERRNO(EACCES, "No read permission on the queue")
	KAPI_ERRNO(EFAULT, "msgp is out of reach")
	KAPI_ERRNO(EIDRM, "The queue was removed, possibly while waiting")
	KAPI_ERRNO(EINTR, "A signal arrived while waiting for a message")
	KAPI_ERRNO(EINVAL, "msqid is negative or names no queue, msgsz is above LONG_MAX, or MSG_COPY without IPC_NOWAIT or with MSG_EXCEPT")
	KAPI_ERR_NOMEM
	KAPI_ERRNO(ENOMSG, "IPC_NOWAIT and no matching message, or MSG_COPY and no message at that position")
	KAPI_ERRNO(ENOSYS, "MSG_COPY on a kernel without CONFIG_CHECKPOINT_RESTORE")
	KAPI_SIGNAL_INTR("A signal arrives while no message matches")
	IPC_OWNER_CAP
	KAPI_CONSTRAINT(0, "MSG_COPY peeks without waiting",
			"MSG_COPY needs IPC_NOWAIT and refuses MSG_EXCEPT (EINVAL).")
		KAPI_CONSTRAINT_EXPR("has(msgflg, MSG_COPY) -> (has(msgflg, IPC_NOWAIT) && !has(msgflg, MSG_EXCEPT))")
	KAPI_CONSTRAINT_END
	KAPI_EXAMPLES("n = msgrcv(id, &m, sizeof(m.mtext), 0, 0);")
	IPC_ID_CONSTRAINT(1, "A negative msqid is EINVAL before any queue is looked up.",
			  "msqid >= 0")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_msgctl)
	KAPI_DESCRIPTION("Query, change or remove a System V message queue")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	IPC_ID_PARAM("msqid", "The queue identifier, or an index for MSG_STAT and MSG_STAT_ANY")
	KAPI_PARAM_INT_IN("cmd", "int", "IPC_STAT, IPC_SET, IPC_RMID, IPC_INFO, MSG_INFO, MSG_STAT, MSG_STAT_ANY",
		KAPI_PARAM_CONSTRAINT("IPC_64 is not accepted on x86_64: the native layout is the 64-bit one"))
	KAPI_PARAM_USER_INOUT_OPT("buf", "struct msqid_ds *", "Read by IPC_SET; written by the STAT and INFO commands (struct msginfo for the INFO ones); unused by IPC_RMID")
	KAPI_RETURN_IN_RANGE("long", "0; the highest used index for IPC_INFO and MSG_INFO; the identifier for MSG_STAT and MSG_STAT_ANY", 0, INT_MAX)
	KAPI_ERRNO(EACCES, "A STAT command without read permission")
	KAPI_ERRNO(EFAULT, "buf is out of reach")
	KAPI_ERRNO(EIDRM, "The queue was removed")
	KAPI_ERRNO(EINVAL, "Negative msqid or cmd, an unknown cmd, or no queue with that identifier or index")
	KAPI_ERRNO(EPERM, "IPC_SET or IPC_RMID by neither creator nor owner without CAP_SYS_ADMIN, or msg_qbytes raised past kernel.msgmnb without CAP_SYS_RESOURCE")
	IPC_OWNER_CAP
	IPC_ADMIN_CAP("IPC_SET and IPC_RMID on queues of other users")
	KAPI_CAPABILITY_NEXT(CAP_SYS_RESOURCE, "CAP_SYS_RESOURCE", KAPI_CAP_BYPASS_CHECK)
		KAPI_CAP_ALLOWS("Setting msg_qbytes above kernel.msgmnb")
		KAPI_CAP_WITHOUT("EPERM")
	KAPI_CAPABILITY_END
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_RESOURCE_DESTROY, "message queue",
			      "IPC_RMID frees the queue at once and wakes every waiter with EIDRM")
		KAPI_EFFECT_CHECK("!ipc(msg, msqid)")
		KAPI_EFFECT_CHECK_WHEN("cmd == IPC_RMID")
	KAPI_SIDE_EFFECT_END
	KAPI_EXAMPLES("msgctl(id, IPC_RMID, NULL);")
	IPC_ID_CONSTRAINT(0, "A negative msqid is EINVAL before any queue is looked up.",
			  "msqid >= 0")
	KAPI_CONSTRAINT(1, "A known command",
			"Any other cmd, IPC_64 included, is EINVAL.")
		KAPI_CONSTRAINT_EXPR("one_of(cmd, IPC_RMID, IPC_SET, IPC_STAT, IPC_INFO, MSG_STAT, MSG_INFO, MSG_STAT_ANY)")
	KAPI_CONSTRAINT_END
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_semget)
	KAPI_DESCRIPTION("Find or create a System V semaphore set by key")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_INT_IN("key", "key_t", "IPC_PRIVATE (0) for a new private set, or a shared key")
	KAPI_PARAM_INT_IN("nsems", "int", "Semaphores in a new set; 0 will do when looking one up",
		KAPI_PARAM_CONSTRAINT("Not negative, and at most SEMMSL, the first field of kernel.sem (32000 by default)"))
	KAPI_PARAM_INT_IN("semflg", "int", "Permission bits (low 9) with IPC_CREAT and IPC_EXCL",
		KAPI_PARAM_CONSTRAINT("Other bits are ignored"))
	KAPI_RETURN_IN_RANGE("long", "The set identifier", 0, INT_MAX)
	IPCGET_ERRORS
	KAPI_ERRNO(EINVAL, "nsems is negative or above SEMMSL, 0 for a new set, or more than an existing set holds")
	IPC_OWNER_CAP
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_RESOURCE_CREATE, "semaphore set",
			      "A new set outlives the process until IPC_RMID")
		KAPI_EFFECT_CHECK("ipc(sem, ret)")
	KAPI_SIDE_EFFECT_END
	KAPI_CONSTRAINT(0, "A new set has semaphores",
			"IPC_PRIVATE always makes a set, and an empty one is EINVAL.")
		KAPI_CONSTRAINT_EXPR("key == IPC_PRIVATE -> nsems >= 1")
	KAPI_CONSTRAINT_END
	KAPI_CONSTRAINT(1, "A count",
			"A negative nsems is EINVAL; the upper bound, SEMMSL, is a sysctl.")
		KAPI_CONSTRAINT_EXPR("nsems >= 0")
	KAPI_CONSTRAINT_END
	KAPI_EXAMPLES("id = semget(IPC_PRIVATE, 1, IPC_CREAT | 0600);")
KAPI_END_SPEC;

/* The errors of semop and semtimedop */
#define SEMOP_ERRORS \
	KAPI_ERRNO(E2BIG, "nsops exceeds SEMOPM, the third field of kernel.sem (500 by default)") \
	KAPI_ERRNO(EACCES, "No permission for the operations asked") \
	KAPI_ERRNO(EAGAIN, "An operation would wait and has IPC_NOWAIT, or the timeout passed") \
	KAPI_ERRNO(EFAULT, "tsops (or the timeout) is out of reach") \
	KAPI_ERRNO(EFBIG, "A sem_num is at or above the number of semaphores in the set") \
	KAPI_ERRNO(EIDRM, "The set was removed, possibly while waiting") \
	KAPI_ERRNO(EINTR, "A signal arrived while waiting") \
	KAPI_ERRNO(EINVAL, "semid is negative or names no set, or nsops is 0") \
	KAPI_ERR_NOMEM \
	KAPI_ERRNO(ERANGE, "A value would pass SEMVMX (32767), or an undo value its bound")

/* nsops past the IPC namespace's SEMOPM (kernel.sem's third field) */
#define SEMOPM_CONSTRAINT(idx) \
	KAPI_CONSTRAINT(idx, "At most SEMOPM operations", \
			"nsops above SEMOPM is E2BIG; the limit is the third field " \
			"of the kernel.sem sysctl, 500 unless changed.") \
		KAPI_CONSTRAINT_EXPR("nsops > 500 -> depends(KERNEL_SEMOPM)") \
	KAPI_CONSTRAINT_END

DEFINE_KERNEL_API_SPEC(sys_semop)
	KAPI_DESCRIPTION("Run an array of operations on a System V semaphore set atomically")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	IPC_ID_PARAM("semid", "The set identifier")
	KAPI_PARAM_USER_IN("tsops", "struct sembuf *", "nsops operations: sem_num, sem_op, sem_flg (IPC_NOWAIT, SEM_UNDO)",
		KAPI_PARAM_SIZE_PARAM(2))
	KAPI_PARAM_UINT_IN("nsops", "unsigned", "Operations in tsops",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(1, UINT_MAX)
		KAPI_PARAM_CONSTRAINT("More than SEMOPM is E2BIG"))
	KAPI_RETURN_ZERO("long", "0 once every operation is done")
	SEMOP_ERRORS
	KAPI_SIGNAL_INTR("A signal arrives while an operation waits")
	IPC_OWNER_CAP
	KAPI_EXAMPLES("semop(id, &(struct sembuf){ 0, -1, SEM_UNDO }, 1);")
	KAPI_NOTES("Either all operations are done or none. SEM_UNDO records an adjustment "
		   "the kernel applies when the process exits.")
	IPC_ID_CONSTRAINT(0, "A negative semid is EINVAL before any set is looked up.",
			  "semid >= 0")
	SEMOPM_CONSTRAINT(1)
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_semtimedop)
	KAPI_DESCRIPTION("semop with a bound on how long to wait")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	IPC_ID_PARAM("semid", "The set identifier")
	KAPI_PARAM_USER_IN("tsops", "struct sembuf *", "nsops operations",
		KAPI_PARAM_SIZE_PARAM(2))
	KAPI_PARAM_UINT_IN("nsops", "unsigned int", "Operations in tsops",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(1, UINT_MAX)
		KAPI_PARAM_CONSTRAINT("More than SEMOPM is E2BIG"))
	KAPI_PARAM_USER_IN_OPT("timeout", "const struct __kernel_timespec *", "Relative time to wait at most, or NULL to wait as semop does")
	KAPI_RETURN_ZERO("long", "0 once every operation is done")
	SEMOP_ERRORS
	KAPI_SIGNAL_INTR("A signal arrives while an operation waits")
	IPC_OWNER_CAP
	KAPI_SINCE_VERSION("2.5.52")
	KAPI_NOTES("A timeout with tv_nsec outside 0..999999999 or a negative tv_sec is "
		   "EINVAL; a timeout that runs out is EAGAIN, not ETIMEDOUT.")
	IPC_ID_CONSTRAINT(0, "A negative semid is EINVAL before any set is looked up.",
			  "semid >= 0")
	SEMOPM_CONSTRAINT(1)
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_semctl)
	KAPI_DESCRIPTION("Query, set or remove a System V semaphore set or one of its semaphores")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	IPC_ID_PARAM("semid", "The set identifier, or an index for SEM_STAT and SEM_STAT_ANY")
	KAPI_PARAM_INT_IN("semnum", "int", "The semaphore, for GETVAL, SETVAL, GETPID, GETNCNT and GETZCNT")
	KAPI_PARAM_INT_IN("cmd", "int", "IPC_* and SEM_* set commands, or GET*/SET* semaphore commands")
	KAPI_PARAM_UINT_IN("arg", "unsigned long", "union semun: an int for SETVAL, else a pointer to a semid_ds, seminfo or an array of unsigned short")
	KAPI_RETURN_IN_RANGE("long", "0, or what a GET command reads, the highest index for the INFO commands, the identifier for SEM_STAT", 0, INT_MAX)
	KAPI_ERRNO(EACCES, "No read or alter permission for the command")
	KAPI_ERRNO(EFAULT, "The buffer or array arg points to is out of reach")
	KAPI_ERRNO(EIDRM, "The set was removed")
	KAPI_ERRNO(EINVAL, "Negative semid, an unknown cmd, no set with that identifier or index, or semnum outside the set")
	KAPI_ERR_NOMEM
	KAPI_ERRNO(EPERM, "IPC_SET or IPC_RMID by neither creator nor owner without CAP_SYS_ADMIN")
	KAPI_ERRNO(ERANGE, "SETVAL or SETALL with a value below 0 or above SEMVMX (32767)")
	IPC_OWNER_CAP
	IPC_ADMIN_CAP("IPC_SET and IPC_RMID on sets of other users")
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_RESOURCE_DESTROY, "semaphore set",
			      "IPC_RMID frees the set and wakes every waiter with EIDRM")
		KAPI_EFFECT_CHECK("!ipc(sem, semid)")
		KAPI_EFFECT_CHECK_WHEN("cmd == IPC_RMID")
	KAPI_SIDE_EFFECT_END
	KAPI_EXAMPLES("semctl(id, 0, SETVAL, 1);")
	KAPI_NOTES("IPC_64 in cmd is EINVAL on x86_64.")
	IPC_ID_CONSTRAINT(0, "A negative semid is EINVAL before any set is looked up.",
			  "semid >= 0")
	KAPI_CONSTRAINT(1, "A known command",
			"Any other cmd, IPC_64 included, is EINVAL.")
		KAPI_CONSTRAINT_EXPR("one_of(cmd, IPC_RMID, IPC_SET, IPC_STAT, IPC_INFO, GETPID, GETVAL, GETALL, GETNCNT, GETZCNT, SETVAL, SETALL, SEM_STAT, SEM_INFO, SEM_STAT_ANY)")
	KAPI_CONSTRAINT_END
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_shmget)
	KAPI_DESCRIPTION("Find or create a System V shared memory segment by key")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_INT_IN("key", "key_t", "IPC_PRIVATE (0) for a new private segment, or a shared key")
	KAPI_PARAM_UINT_IN("size", "size_t", "Bytes of a new segment (rounded up to pages); at most the size of an existing one",
		KAPI_PARAM_CONSTRAINT("From 1 to kernel.shmmax for a new segment"))
	KAPI_PARAM_INT_IN("shmflg", "int", "Permission bits (low 9), IPC_CREAT, IPC_EXCL, SHM_HUGETLB with a page size in bits 26-31, SHM_NORESERVE",
		KAPI_PARAM_CONSTRAINT("Other bits are ignored"))
	KAPI_RETURN_IN_RANGE("long", "The segment identifier", 0, INT_MAX)
	IPCGET_ERRORS
	KAPI_ERRNO(EINVAL, "A new segment of size 0 or above kernel.shmmax, an existing one smaller than size, or an unknown huge page size")
	KAPI_ERRNO(ENFILE, "The system file limit is reached")
	KAPI_ERRNO(EPERM, "SHM_HUGETLB without CAP_IPC_LOCK outside the hugetlb group")
	IPC_OWNER_CAP
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_RESOURCE_CREATE, "shared memory segment",
			      "A new segment outlives the process until IPC_RMID and the last detach")
		KAPI_EFFECT_CHECK("ipc(shm, ret)")
	KAPI_SIDE_EFFECT_END
	KAPI_CONSTRAINT(0, "A new segment has a size",
			"IPC_PRIVATE always makes a segment, and size 0 is EINVAL.")
		KAPI_CONSTRAINT_EXPR("key == IPC_PRIVATE -> size >= 1")
	KAPI_CONSTRAINT_END
	KAPI_EXAMPLES("id = shmget(IPC_PRIVATE, 4096, IPC_CREAT | 0600);")
	KAPI_NOTES("kernel.shmall bounds the pages of all segments together (ENOSPC).")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_shmat)
	KAPI_DESCRIPTION("Map a System V shared memory segment into the address space")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	IPC_ID_PARAM("shmid", "The segment identifier")
	KAPI_PARAM_SHAPE("shmaddr", "char *", "Where to map it: NULL lets the kernel choose; else page aligned, or rounded down to SHMLBA with SHM_RND",
		KAPI_TYPE_USER_PTR, KAPI_PARAM_IN | KAPI_PARAM_USER | KAPI_PARAM_OPTIONAL)
	KAPI_PARAM_INT_IN("shmflg", "int", "SHM_RDONLY, SHM_RND, SHM_REMAP, SHM_EXEC",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(SHM_RDONLY | SHM_RND | SHM_REMAP | SHM_EXEC)
		KAPI_PARAM_IGNORED_MASK(0xffffffff & ~(SHM_RDONLY | SHM_RND | SHM_REMAP | SHM_EXEC)))
	KAPI_RETURN_CHECKED("long", "The address of the mapping")
	KAPI_ERRNO(EACCES, "No permission for the access mode asked")
	KAPI_ERRNO(EIDRM, "The segment was removed")
	KAPI_ERRNO(EINVAL, "shmid is negative or names no segment, shmaddr is misaligned without SHM_RND, or SHM_REMAP without an address")
	KAPI_ERR_NOMEM
	KAPI_ERRNO(EPERM, "A security module refused executable shared memory")
	IPC_OWNER_CAP
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_ALLOC_MEMORY, "address space",
			      "A new shared mapping; SHM_REMAP replaces what was mapped there")
		KAPI_EFFECT_REVERSIBLE
		KAPI_EFFECT_CHECK("mapped(ret, 1)")
	KAPI_SIDE_EFFECT_END
	KAPI_CONSTRAINT(0, "SHM_REMAP needs an address",
			"Replacing a mapping needs to know where: SHM_REMAP with a NULL shmaddr is EINVAL.")
		KAPI_CONSTRAINT_EXPR("has(shmflg, SHM_REMAP) -> shmaddr != 0")
	KAPI_CONSTRAINT_END
	KAPI_EXAMPLES("p = shmat(id, NULL, 0);")
	IPC_ID_CONSTRAINT(1, "A negative shmid is EINVAL before any segment is looked up.",
			  "shmid >= 0")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_shmdt)
	KAPI_DESCRIPTION("Unmap a System V shared memory segment")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_UINT_IN("shmaddr", "char *", "The address shmat returned",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_PAGE_ALIGNED))
	KAPI_RETURN_ZERO("long", "0")
	KAPI_ERRNO(EINVAL, "shmaddr is not page aligned, or no segment is attached there")
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_FREE_MEMORY, "address space",
			      "Removes the mapping; a segment marked for removal goes with its last detach")
		KAPI_EFFECT_CHECK("unmapped(shmaddr, 1)")
	KAPI_SIDE_EFFECT_END
	KAPI_EXAMPLES("shmdt(p);")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_shmctl)
	KAPI_DESCRIPTION("Query, change, lock or remove a System V shared memory segment")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	IPC_ID_PARAM("shmid", "The segment identifier, or an index for SHM_STAT and SHM_STAT_ANY")
	KAPI_PARAM_INT_IN("cmd", "int", "IPC_STAT, IPC_SET, IPC_RMID, IPC_INFO, SHM_INFO, SHM_STAT, SHM_STAT_ANY, SHM_LOCK, SHM_UNLOCK")
	KAPI_PARAM_USER_INOUT_OPT("buf", "struct shmid_ds *", "Read by IPC_SET; written by the STAT and INFO commands; unused by the others")
	KAPI_RETURN_IN_RANGE("long", "0; the highest used index for IPC_INFO and SHM_INFO; the identifier for SHM_STAT", 0, INT_MAX)
	KAPI_ERRNO(EACCES, "A STAT command without read permission")
	KAPI_ERRNO(EFAULT, "buf is out of reach")
	KAPI_ERRNO(EIDRM, "The segment was removed")
	KAPI_ERRNO(EINVAL, "Negative shmid or cmd, an unknown cmd, or no segment with that identifier or index")
	KAPI_ERR_NOMEM
	KAPI_ERRNO(EOVERFLOW, "A value does not fit the structure asked for")
	KAPI_ERRNO(EPERM, "IPC_SET or IPC_RMID by neither creator nor owner, or SHM_LOCK/SHM_UNLOCK past RLIMIT_MEMLOCK, without the capability")
	IPC_OWNER_CAP
	IPC_ADMIN_CAP("IPC_SET and IPC_RMID on segments of other users")
	KAPI_CAPABILITY_NEXT(CAP_IPC_LOCK, "CAP_IPC_LOCK", KAPI_CAP_BYPASS_CHECK)
		KAPI_CAP_ALLOWS("SHM_LOCK and SHM_UNLOCK regardless of owner and RLIMIT_MEMLOCK")
		KAPI_CAP_WITHOUT("EPERM")
	KAPI_CAPABILITY_END
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_RESOURCE_DESTROY, "shared memory segment",
			      "IPC_RMID removes the key at once and the segment after its last detach")
		KAPI_EFFECT_CHECK("!ipc(shm, shmid)")
		KAPI_EFFECT_CHECK_WHEN("cmd == IPC_RMID")
	KAPI_SIDE_EFFECT_END
	KAPI_EXAMPLES("shmctl(id, IPC_RMID, NULL);")
	KAPI_NOTES("IPC_64 in cmd is EINVAL on x86_64.")
	IPC_ID_CONSTRAINT(0, "A negative shmid is EINVAL before any segment is looked up.",
			  "shmid >= 0")
	KAPI_CONSTRAINT(1, "A known command",
			"Any other cmd, IPC_64 included, is EINVAL.")
		KAPI_CONSTRAINT_EXPR("one_of(cmd, IPC_RMID, IPC_SET, IPC_STAT, IPC_INFO, SHM_LOCK, SHM_UNLOCK, SHM_STAT, SHM_INFO, SHM_STAT_ANY)")
	KAPI_CONSTRAINT_END
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_mq_open)
	KAPI_DESCRIPTION("Open or create a POSIX message queue")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_STRING_IN("u_name", "const char *", "The queue's name in the mqueue file system, without the leading slash the C library strips")
	KAPI_PARAM_INT_IN("oflag", "int", "O_RDONLY, O_WRONLY or O_RDWR, with O_CREAT, O_EXCL, O_NONBLOCK",
		KAPI_PARAM_CONSTRAINT("Other open flags are ignored"))
	KAPI_PARAM_UINT_IN("mode", "umode_t", "Permission bits of a new queue, less the umask; read only with O_CREAT")
	KAPI_PARAM_USER_IN_OPT("u_attr", "struct mq_attr *", "mq_maxmsg and mq_msgsize of a new queue, or NULL for the defaults")
	KAPI_RETURN_NEW_FD("long", "The queue descriptor, close-on-exec")
	KAPI_ERRNO(EACCES, "No permission for the access mode on an existing queue, or the name holds a slash or is \".\" or \"..\"")
	KAPI_ERRNO(EEXIST, "O_CREAT | O_EXCL and the queue exists")
	KAPI_ERRNO(EFAULT, "u_name or u_attr is out of reach")
	KAPI_ERRNO(EINVAL, "An existing queue opened with both O_WRONLY and O_RDWR, or u_attr has a non-positive field or one past the namespace's limits")
	KAPI_ERRNO(EMFILE, "RLIMIT_NOFILE or RLIMIT_MSGQUEUE is reached")
	KAPI_ERR_NAMETOOLONG
	KAPI_ERR_NFILE_SHORT
	KAPI_ERRNO(ENOENT, "No such queue and no O_CREAT, or an empty name")
	KAPI_ERR_NOMEM
	KAPI_ERRNO(ENOSPC, "fs.mqueue.queues_max is reached")
	KAPI_ERRNO(EOVERFLOW, "mq_maxmsg times mq_msgsize overflows")
	KAPI_CAPABILITY_NEXT(CAP_SYS_RESOURCE, "CAP_SYS_RESOURCE", KAPI_CAP_BYPASS_CHECK)
		KAPI_CAP_ALLOWS("Queue sizes up to the hard limits and more queues than queues_max")
		KAPI_CAP_WITHOUT("EINVAL or ENOSPC")
	KAPI_CAPABILITY_END
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_RESOURCE_CREATE | KAPI_EFFECT_FILESYSTEM, "message queue",
			      "O_CREAT makes a queue that lasts until mq_unlink")
		KAPI_EFFECT_CHECK("mq(u_name)")
		KAPI_EFFECT_CHECK_WHEN("has(oflag, O_CREAT)")
	KAPI_SIDE_EFFECT_END
	KAPI_SINCE_VERSION("2.6.6")
	KAPI_EXAMPLES("q = mq_open(\"/jobs\", O_RDWR | O_CREAT, 0600, NULL);")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_mq_unlink)
	KAPI_DESCRIPTION("Remove a POSIX message queue's name")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_STRING_IN("u_name", "const char *", "The queue's name, without the leading slash")
	KAPI_RETURN_ZERO("long", "0")
	KAPI_ERRNO(EACCES, "The name holds a slash or is \".\" or \"..\", or no write permission on the mqueue root")
	KAPI_ERRNO(EFAULT, "u_name is out of reach")
	KAPI_ERR_NAMETOOLONG
	KAPI_ERRNO(ENOENT, "No such queue, or an empty name")
	KAPI_ERRNO(EPERM, "The sticky root and the caller does not own the queue")
	KAPI_SIDE_EFFECT_NEXT(KAPI_EFFECT_RESOURCE_DESTROY | KAPI_EFFECT_FILESYSTEM, "message queue",
			      "The queue goes once no descriptor refers to it")
		KAPI_EFFECT_CHECK("!mq(u_name)")
	KAPI_SIDE_EFFECT_END
	KAPI_SINCE_VERSION("2.6.6")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_mq_timedsend)
	KAPI_DESCRIPTION("Add a message to a POSIX message queue, waiting until a time for room")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("mqdes", "mqd_t", "A queue descriptor open for writing")
	KAPI_PARAM_USER_IN("u_msg_ptr", "const char *", "The message",
		KAPI_PARAM_SIZE_PARAM(2))
	KAPI_PARAM_UINT_IN("msg_len", "size_t", "Its length, at most the queue's mq_msgsize")
	KAPI_PARAM_UINT_IN("msg_prio", "unsigned int", "Priority; higher ones are received first",
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)
		KAPI_PARAM_RANGE(0, MQ_PRIO_MAX - 1))
	KAPI_PARAM_USER_IN_OPT("u_abs_timeout", "const struct __kernel_timespec *", "Absolute CLOCK_REALTIME deadline, or NULL to wait for ever")
	KAPI_RETURN_ZERO("long", "0")
	KAPI_ERRNO(EAGAIN, "The queue is full and the descriptor is O_NONBLOCK")
	KAPI_ERRNO(EBADF, "mqdes is not a queue descriptor open for writing")
	KAPI_ERRNO(EFAULT, "The message or the timeout is out of reach")
	KAPI_ERRNO(EINTR, "A signal arrived while waiting for room")
	KAPI_ERRNO(EINVAL, "msg_prio is MQ_PRIO_MAX or more, or the timeout is not a valid timespec")
	KAPI_ERRNO(EMSGSIZE, "msg_len exceeds the queue's mq_msgsize")
	KAPI_ERR_NOMEM
	KAPI_ERRNO(ETIMEDOUT, "The deadline passed while the queue stayed full")
	KAPI_SIGNAL_INTR_RESTART("A signal arrives while the queue is full")
	KAPI_SINCE_VERSION("2.6.6")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_mq_timedreceive)
	KAPI_DESCRIPTION("Take the oldest message of the highest priority off a POSIX message queue")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("mqdes", "mqd_t", "A queue descriptor open for reading")
	KAPI_PARAM_USER_OUT("u_msg_ptr", "char *", "Receives the message",
		KAPI_PARAM_SIZE_PARAM(2))
	KAPI_PARAM_UINT_IN("msg_len", "size_t", "Room in u_msg_ptr, at least the queue's mq_msgsize")
	KAPI_PARAM_USER_OUT_OPT("u_msg_prio", "unsigned int *", "Receives the priority, or NULL")
	KAPI_PARAM_USER_IN_OPT("u_abs_timeout", "const struct __kernel_timespec *", "Absolute CLOCK_REALTIME deadline, or NULL to wait for ever")
	KAPI_RETURN_IN_RANGE("long", "Bytes in the message", 0, LLONG_MAX)
	KAPI_ERRNO(EAGAIN, "The queue is empty and the descriptor is O_NONBLOCK")
	KAPI_ERRNO(EBADF, "mqdes is not a queue descriptor open for reading")
	KAPI_ERRNO(EFAULT, "A buffer or the timeout is out of reach")
	KAPI_ERRNO(EINTR, "A signal arrived while waiting for a message")
	KAPI_ERRNO(EINVAL, "The timeout is not a valid timespec")
	KAPI_ERRNO(EMSGSIZE, "msg_len is below the queue's mq_msgsize")
	KAPI_ERRNO(ETIMEDOUT, "The deadline passed with the queue still empty")
	KAPI_SIGNAL_INTR_RESTART("A signal arrives while the queue is empty")
	KAPI_SINCE_VERSION("2.6.6")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_mq_notify)
	KAPI_DESCRIPTION("Ask for, or cancel, a notice when a message reaches an empty POSIX queue")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("mqdes", "mqd_t", "A queue descriptor")
	KAPI_PARAM_USER_IN_OPT("u_notification", "const struct sigevent *", "SIGEV_NONE, SIGEV_SIGNAL or SIGEV_THREAD (a netlink socket in sigev_signo); NULL drops the caller's registration")
	KAPI_RETURN_ZERO("long", "0")
	KAPI_ERRNO(EBADF, "mqdes is not a queue descriptor, or the netlink descriptor of SIGEV_THREAD is not open")
	KAPI_ERRNO(EBUSY, "Another process is registered on the queue")
	KAPI_ERRNO(ECONNREFUSED, "The SIGEV_THREAD socket is not a netlink socket")
	KAPI_ERRNO(EFAULT, "The sigevent or its cookie is out of reach")
	KAPI_ERRNO(EINVAL, "An unknown sigev_notify, or an invalid signal number with SIGEV_SIGNAL")
	KAPI_ERR_NOMEM
	KAPI_ERRNO(ENOTSOCK, "The SIGEV_THREAD descriptor is not a socket")
	KAPI_SINCE_VERSION("2.6.6")
	KAPI_NOTES("One process per queue; the registration is used up by the first notice.")
KAPI_END_SPEC;

DEFINE_KERNEL_API_SPEC(sys_mq_getsetattr)
	KAPI_DESCRIPTION("Read a POSIX queue's attributes and change its O_NONBLOCK flag")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("mqdes", "mqd_t", "A queue descriptor")
	KAPI_PARAM_USER_IN_OPT("u_mqstat", "const struct mq_attr *", "New mq_flags (0 or O_NONBLOCK; the other fields are ignored), or NULL")
	KAPI_PARAM_USER_OUT_OPT("u_omqstat", "struct mq_attr *", "Receives the attributes as they were, or NULL")
	KAPI_RETURN_ZERO("long", "0")
	KAPI_ERRNO(EBADF, "mqdes is not a queue descriptor")
	KAPI_ERRNO(EFAULT, "An attribute struct is out of reach")
	KAPI_ERRNO(EINVAL, "mq_flags has a bit other than O_NONBLOCK")
	KAPI_SINCE_VERSION("2.6.6")
	KAPI_NOTES("The C library's mq_getattr and mq_setattr are this call.")
KAPI_END_SPEC;

/* SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause */
/*
 * kapi conform inside: cases (gen.c), the things a call acts on
 * (target.c), the sandbox (sandbox.c), verdicts (verdict.c) and the run
 * (run.c).
 */
#ifndef KAPI_LIB_CONFORM_H
#define KAPI_LIB_CONFORM_H

#include <kapi/kapi.h>

#include "live/live.h"

/*
 * What an argument is: an immediate value, or a target the case child
 * builds in its scratch directory and whose descriptor or address it
 * passes (plus the argument's value as an offset, for pointers).
 */
enum conform_target {
	T_VALUE = 0,
	/* descriptors */
	T_FD_FILE,		/* a regular file, read-write */
	T_FD_RDONLY,
	T_FD_WRONLY,
	T_FD_DIR,
	T_FD_PIPE,		/* read end, non-blocking */
	T_FD_SOCKET,		/* one end of a unix stream socket pair */
	T_FD_LISTEN,		/* a listening unix socket */
	T_FD_OPATH,
	T_FD_CLOSED,		/* a number that was a descriptor */
	T_FD_MEMFD,
	T_FD_EVENTFD,
	T_FD_EPOLL,
	T_FD_TIMERFD,
	T_FD_INOTIFY,
	T_FD_PIDFD,
	T_FD_UNCONNECTED,	/* a unix stream socket, never connected */
	T_FD_DGRAM,		/* a unix datagram socket without a peer */
	T_FD_PEER_CLOSED,	/* a socket pair end whose peer is closed */
	T_FD_FANOTIFY,		/* a fanotify group reporting file handles */
	T_FD_NS,		/* the case child's own UTS namespace */
	T_FD_PIDFD_ZOMBIE,	/* a pidfd of a child that exited, unreaped */
	T_FD_MQUEUE,		/* POSIX message queue "kapi", one message in it */
	T_FD_IO_URING,		/* an io_uring ring of one entry */
	T_FD_LANDLOCK,		/* a landlock ruleset handling execution */
	/* more kinds, for the fd kinds' cases (fdops.c) */
	T_FD_PIPE_WRITE,	/* write end of a pipe, non-blocking */
	T_FD_TCP,		/* an unconnected TCP socket (IPv4) */
	T_FD_UDP,		/* an unbound UDP socket (IPv4) */
	T_FD_TCP6,
	T_FD_UDP6,
	T_FD_NETLINK,		/* a NETLINK_ROUTE socket */
	T_FD_PACKET,		/* an AF_PACKET datagram socket */
	T_FD_SIGNALFD,		/* a signalfd of SIGUSR1 */
	T_FD_USERFAULTFD,	/* user-mode faults only (5.11) */
	T_FD_PERF,		/* a software counter of this task */
	T_FD_DEVNULL,		/* the null device (a character device) */
	/* memory */
	T_BUF,			/* 64 KiB read-write, zeroed */
	T_RO_PAGE,
	T_UNMAPPED,
	T_MAP,			/* four pages of an anonymous mapping */
	T_IOVEC,		/* one struct iovec of 16 bytes, after it */
	T_MSGHDR,		/* a struct msghdr with that one iovec */
	/* paths and strings */
	T_PATH_FILE,
	T_PATH_DIR,
	T_PATH_NEW,		/* a name that does not exist yet */
	T_PATH_NOTDIR,		/* "file/x" */
	T_PATH_LONG,		/* longer than PATH_MAX */
	T_PATH_LOOP,		/* a symbolic link to itself */
	T_PATH_DANGLING,	/* a symbolic link to nothing */
	T_PATH_EMPTY,
	T_STRING,
	T_XATTR_NAME,
	T_PID_SELF,
	/* objects a call acts on by ID or address, made by the case child
	 * (System V objects live in the sandbox's IPC namespace) */
	T_SHARED_MAP,		/* four pages of a shared memfd mapping */
	T_SHM_ID,		/* a System V shared memory segment of a page */
	T_SHM_ADDR,		/* that segment, attached */
	T_MSG_ID,		/* a System V message queue holding one message */
	T_MSGBUF,		/* a struct msgbuf of type 1 */
	T_SEM_ID,		/* a System V set of one semaphore */
	T_TIMER_ID,		/* a POSIX timer that signals nothing */
	T_AIO_CTX,		/* an AIO context of one event */
	T_MNT_REQ_ROOT,		/* struct mnt_id_req for the root (listmount) */
	T_MNT_REQ_CWD,		/* struct mnt_id_req for the case's mount */
	T_RSEQ_AREA,		/* the thread's registered struct rseq */
	T_NODEMASK,		/* a bitmap with bit 0: node or CPU 0 */
	T_FUTEX_WAITV,		/* 128 struct futex_waitv on u32 words of 0 */
	T_SOCKADDR_UN,		/* a struct sockaddr_un naming "bound" */
	T_CAP_HEADER,		/* a capability header, version 3, pid 0 */
	T_INOTIFY_WD,		/* a watch of the inotify fd target on "file" */
	T_DEV_CWD,		/* the device number of the case's tmpfs */
	T_LANDLOCK_BENEATH,	/* a path-beneath rule on "dir" */
	T_LANDLOCK_ATTR,	/* a struct landlock_ruleset_attr handling execution */
	T_MQ_NAME,		/* "kapi", once the queue of that name exists */
	T_IOVEC_FILLED,		/* as T_IOVEC, over 16 bytes of 0xa5 and 16 of 0x5a */
	T_PATH_CWD,		/* ".": the case's own tmpfs mount */
	T_MOUNT_ATTR,		/* struct mount_attr setting RDONLY and NOEXEC */
	T_PAGE_LIST,		/* an array of one pointer, to its own (touched) page */
	T_TIMEX,		/* struct timex setting esterror (ADJ_ESTERROR) */
	T_LSM_CTX,		/* struct lsm_ctx: AppArmor, "exec unconfined" */
	T_PATH_EXEC,		/* "prog", a program that stops itself (effect_exec.c) */
	T_EXEC_ARGV,		/* an argv of one string, "prog" */
	T_SWAP_AREA,		/* "/case/blk/swap", a loop device with a swap
				 * header, not in use (effect_swap.c) */
	T_SWAP_ON,		/* the same, in use as swap */
	T_QUOTA_DEV,		/* "/case/blk/quota", a loop device holding an
				 * ext2 file system mounted with quotas, off
				 * (effect_quota.c) */
	T_QUOTA_FILE,		/* "/case/quota/aquota.user", its user quota file */
	T_FD_QUOTA,		/* its root directory, open, user quotas on */
	T__COUNT
};

#define CONFORM_MAX_ARGS 6
/* where a sandbox keeps /dev/null, opened before its chroot */
#define CONFORM_DEVNULL_FD 4
#define CONFORM_DEPENDS_MEMORY "memory"

struct conform_arg {
	uint8_t target;		/* enum conform_target */
	int64_t value;		/* T_VALUE: the value; pointers: an offset */
};

struct conform_case {
	struct kapi_conform_result r;	/* what is reported */
	struct conform_arg args[CONFORM_MAX_ARGS];
	int nargs;
	const char *not_run;		/* why it is never run, or NULL */
	/* an expression on the varied parameter left to depends(NAME):
	 * "NAME", CONFORM_DEPENDS_MEMORY for one reading a struct field, or "" */
	char depends[48];
	/* a capability case: CONFORM_CAP_WITH or _WITHOUT capability cap */
	uint8_t cap_case;
	uint8_t cap;
	const struct kapi_capability_spec *cap_spec;
	/* a signal case: the entry, a handler with SA_RESTART or not, and
	 * whether the call sends the signal rather than being interrupted */
	const struct kapi_signal_spec *sig_spec;
	bool sa_restart, sig_send;
	/* an effect case: the check of a side effect or state transition
	 * (check NULL otherwise), the arguments it applies to, its target */
	struct {
		const char *check, *when, *target;
	} effect;
	/* what the case child saw: handler runs (signal), the check (effect) */
	int32_t observed;
	/* an fd kind's case: the row it judges, and 1 + the argument that
	 * must be a descriptor of the kind (else the kind could not be made) */
	const struct kapi_fd_op *fdop;
	const struct kernel_api_spec *fdkind;
	uint8_t fd_arg;
	/* a layout case (layout.c): the struct checked, NULL otherwise */
	const struct kapi_struct_spec *layout;
	/* a combination case: the parameters it varies (bit i: parameter i) */
	uint64_t pair;
};
enum { CONFORM_CAP_NONE = 0, CONFORM_CAP_WITH, CONFORM_CAP_WITHOUT };

struct conform_cases;
/* signal.c: interrupted with and without SA_RESTART, or a signal sent */
int conform__signal_cases(const struct conform_case *base,
			  struct conform_cases *out);
/* In the case child: the arguments of a call that blocks (or sends) */
int conform__signal_setup(const struct conform_case *c, uint64_t *a);
/* In the case child, after the signals are ignored: the handler counting
 * into *count, and the timer that interrupts the call */
int conform__signal_arm(const struct conform_case *c, volatile int32_t *count,
			unsigned int timeout_ms);
/* Just before the call: a signal from now on interrupts it */
void conform__signal_calling(void);
void conform__signal_after(const struct conform_case *c, long ret);
void conform__judge_signal(struct conform_case *c);
/* The call and claim a signal case reports */
void conform__signal_describe(struct conform_case *c);
/* pairs.c: two mask or enum arguments an expression names, varied at once */
int conform__pair_cases(const struct conform_case *base,
			struct conform_cases *out);
/* gen.c: the register holding v for parameter p */
int64_t conform__to_reg(const struct kapi_param_spec *p, int64_t v);
/* effect.c: a case per side effect or state transition naming a check */
int conform__effect_cases(const struct conform_case *base,
			  struct conform_cases *out);
/* In the case child after a successful call: 1 holds, 0 not, -1 unknown,
 * CONFORM_EFFECT_NOT_MET the arguments do not meet the check's when */
#define CONFORM_EFFECT_NOT_MET 2
int conform__effect_observe(const struct conform_case *c, const uint64_t *a,
			    long ret);
void conform__judge_effect(struct conform_case *c);
/*
 * effect_exec.c: the effect cases of a call that replaces the program.
 * Whether c is one; its arguments made to run "prog" (from add_case);
 * in the sandbox process, waits up to timeout_ms for the case child to
 * stop in the new program and judges the check there (1: it did, the
 * verdict in *observed; 0: it exited first or never stopped); writes
 * the program at path (target.c).
 */
bool conform__effect_exec_case(const struct conform_case *c);
void conform__effect_exec_args(struct conform_case *c);
int conform__effect_exec_wait(const struct conform_case *c, pid_t pid,
			      unsigned int timeout_ms, int32_t *observed);
int conform__exec_prog_write(const char *path);
/*
 * effect_sigreturn.c: rt_sigreturn made from a handler's frame.  Whether
 * c is such a case; in its case child, the call made so (what the
 * interrupted code read, or -1; a signal case's frame is made bad);
 * whether this machine can; the verdict of a base case (false: judged
 * as any other).
 */
bool conform__sigreturn_case(const struct conform_case *c);
long conform__sigreturn_call(const struct conform_case *c);
bool conform__sigreturn_runs(void);
bool conform__sigreturn_judge(struct conform_case *c);
/* In the case child just before the call: what a check compares with
 * afterwards (the namespaces it is in, what its inputs point to) */
void conform__effect_before(const struct conform_case *c, const uint64_t *a);

/* gen.c: the base call with and without each capability the spec names */
int conform__cap_cases(const struct conform_case *base,
		       struct conform_cases *out);
/* run.c's case child: drops capability cap from every set; 0 or -errno */
int conform__cap_drop(unsigned int cap);
/*
 * The capability entry of a spec an EPERM in the sandbox comes from: the
 * one whose check_condition says "initial user namespace" (*said), or the
 * first; NULL when it names none.
 */
const struct kapi_capability_spec *
conform__cap_init_ns(const struct kernel_api_spec *spec, bool *said);
/* The reason of an EPERM the sandbox's user namespace cannot get past */
void conform__init_ns_reason(const struct kernel_api_spec *spec, char *buf,
			     size_t len);
/* verdict.c: judges a capability case against the base call */
void conform__judge_cap(struct conform_case *c, const struct conform_case *base);

/* A growing array of cases. */
struct conform_cases {
	struct conform_case *items;
	size_t count, cap;
};

int conform__cases_add(struct conform_cases *cs, const struct conform_case *c);
void conform__cases_free(struct conform_cases *cs);

/* The base call of a spec: every argument valid, as far as we can tell. */
int conform__base(const struct kernel_api_spec *spec, struct conform_case *base);
/*
 * Other base calls for a spec whose base the kernel refused: each mask or
 * enum parameter set to one valid value at a time.
 */
int conform__base_variants(const struct conform_case *base,
			   struct conform_cases *out);
/*
 * The cases of one spec from its base call, deterministic for a seed; at
 * most max (0: all), the base call first.
 */
int conform__gen(const struct conform_case *base, uint64_t seed, size_t max,
		 struct conform_cases *out);
/* Fills r.call, r.spec_refuses and r.claim for a finished case. */
void conform__describe(struct conform_case *c);

const char *conform__target_name(enum conform_target t);
bool conform__target_is_fd(enum conform_target t);

/* target.c: run in the case child only */
struct conform_targets;
int conform__targets_build(struct conform_targets **out);
/* In a sandbox: unmaps what a case child sharing its memory mapped */
void conform__targets_unmap(void);
/* The register value of an argument; builds what it needs. */
uint64_t conform__arg_value(struct conform_targets *t,
			    const struct conform_arg *a);

/* sandbox.c */
struct conform_sandbox {
	unsigned int ns;		/* KAPI_CONFORM_NS_* */
	bool drop_privs;		/* root without a user namespace */
	bool kill_allowed;		/* a pid namespace contains signals */
	bool throwaway;			/* a lab VM: denied calls run too */
	bool real_root;			/* a lab VM's root, no user namespace */
	char scratch[4096];		/* host directory the tmpfs covers */
	uint64_t as_limit;		/* RLIMIT_AS of a case child */
	/* in a sandbox: its end of a socket the run holds open for as long
	 * as it lives (hang-up: the run is gone) */
	int lifeline;
};
/* kill, tgkill and the like: run only inside a pid namespace. */
bool conform__signal_call(const char *syscall);
/* Seccomp deny filter, installed by the case child before its call;
 * prepare builds it ahead, in the process that forks the children. */
void conform__deny_filter_prepare(bool kill_allowed, bool throwaway);
int conform__deny_filter_install(bool kill_allowed, bool throwaway);
/* In a throwaway VM: a base the deny list stopped runs after all. */
void conform__vm_allow(struct conform_case *base);
/* Outside one: a denied call that reaches only the case child runs
 * (process_vm_writev on its own pid, the mount calls in a mount
 * namespace of its own), any other case of it stays not run. */
void conform__contained(struct conform_case *c);
/* The case child's own process group, which the sandbox kills after the
 * case; for vhangup's effect a session of its own, whose leader may take
 * a controlling terminal (both leave pgid == pid). */
void conform__case_group(const struct conform_case *c);
/* Calls that check a capability in the initial user namespace. */
bool conform__needs_init_ns(const char *syscall);
/* sb made the sandbox those run in, in a throwaway VM: the VM's root
 * with every other namespace sb has (all of them before sb's first). */
void conform__sandbox_as_root(struct conform_sandbox *sb);
/* loopdev.c, in the case child before its filter: an image write_image
 * makes at path image (returning it open) in a tmpfs of the child's own
 * at CONFORM_BLK_DIR that may hold device nodes, bound to a free loop
 * device that detaches itself at its last close, its node at dev: the
 * device open, or -1 (always outside the initial user namespace: in any
 * host sandbox) */
#define CONFORM_BLK_DIR "/case/blk"
int conform__loop_image(int (*write_image)(const char *path),
			const char *image, const char *dev);
/* effect_swap.c: in the case child, the swap area CONFORM_SWAP_DEV (in use
 * as swap with in_use); 0 or -1.  In a throwaway VM's root sandbox after
 * each case, the area a case left in use turned off. */
#define CONFORM_SWAP_DEV CONFORM_BLK_DIR "/swap"
int conform__swap_area(bool in_use);
void conform__swap_reap(const struct conform_sandbox *sb);
/* effect_quota.c: in the case child, the file system with quota files on
 * CONFORM_QUOTA_DEV, mounted at CONFORM_QUOTA_DIR, with on its user
 * quotas turned on; 0 or -1 */
#define CONFORM_QUOTA_DEV CONFORM_BLK_DIR "/quota"
#define CONFORM_QUOTA_DIR "/case/quota"
#define CONFORM_QUOTA_FILE CONFORM_QUOTA_DIR "/aquota.user"
int conform__quota_fs(bool on);
/* In the case child, before its call: the mount namespace of its own
 * such a call needs.  0 or -errno (then it must not make the call). */
int conform__case_mounts(const struct conform_case *c);
/* In a throwaway VM: reboot's cases move to the end (they end the
 * sandbox); without a pid namespace they do not run. */
void conform__vm_order(struct conform_case *c, size_t n, bool pid_ns);
/* Mounts, chroot, stdio of a sandbox's first process.  0 or -errno. */
int conform__sandbox_enter(struct conform_sandbox *sb);
/* Limits a case child sets on itself. */
void conform__case_limits(const struct conform_sandbox *sb);
/*
 * Clones a sandbox process running fn(arg); its pid or -errno.  *lifeline
 * gets the run's end of the sandbox's lifeline, to keep open until the
 * sandbox is reaped.
 */
pid_t conform__sandbox_spawn(struct conform_sandbox *sb, int (*fn)(void *),
			     void *arg, int *lifeline);
/* In a sandbox: whether the run that made it is gone. */
bool conform__run_gone(const struct conform_sandbox *sb);
/*
 * In a case child: a fault it provokes (SIGSEGV, SIGBUS, ...) is caught,
 * *signal gets its number and the child leaves, so the kernel logs no
 * "segfault" line; only the process pid records it.
 */
void conform__catch_faults(int32_t *signal, pid_t pid);
/* case_spawn.c: a case child sharing the sandbox's memory where the case
 * cannot change it, forked otherwise; _finish after it was waited for */
bool conform__case_shares_memory(const struct conform_case *c);
/* in a sandbox, before its first case: the deny filter's setting */
void conform__case_spawn_init(bool kill_allowed, bool throwaway);
/* in a case child: whether it started with the deny filter installed
 * (then it also ignores every signal but SIGKILL and SIGSTOP, as
 * conform__signals_ignore leaves a process) */
bool conform__case_filtered(void);
void conform__signals_ignore(void);
pid_t conform__case_start(const struct conform_case *c, void (*fn)(void *),
			  void *arg);
void conform__case_finish(const struct conform_case *c);

/* limits.c: the running kernel's resource limits, as depends(NAME) names
 * them (KERNEL_MSGMAX, KERNEL_SEMOPM, ...), read inside the sandbox */
int conform__limits_read(struct conform_sandbox *sb);
bool conform__limit(const char *name, size_t len, int64_t *v, const char **label);

/* verdict.c: judges one finished case against the base call's answer */
void conform__judge(struct conform_case *c, const struct conform_case *base);
bool conform__machine_errno(int err);
/*
 * Marks the cases (in syscall groups, each starting at index 0) of every
 * syscall the kernel lacks "not in this kernel": each case that returned
 * got ENOSYS, or none returned and release kver is older than the spec;
 * and a miss on a value release kver lacks (a version fact) an agreement.
 */
void conform__not_in_kernel(struct conform_case *cases, size_t n,
			    uint32_t kver);

/*
 * fdops.c: the fd kinds' cases.  Each row of a selected fdtype spec is the
 * base call of its syscall with the first descriptor parameter given a
 * descriptor of the kind; the answer is judged against the row's errno.
 */
struct conform_fdops {
	const struct kernel_api_spec **kinds;
	size_t nkinds;
	struct conform_cases bases;	/* one per syscall the rows name */
};
/* Whether fd kind spec s is selected by the -e names (marks used[]). */
bool conform__fdops_selected(const char *const *only, size_t n,
			     const struct kernel_api_spec *s, bool *used);
int conform__fdops_add(struct conform_fdops *f, const struct kapi_registry *reg,
		       const struct kernel_api_spec *kind);
int conform__fdops_gen(const struct conform_fdops *f, uint32_t kver,
		       struct conform_cases *out);
/* Fills call, claim, verdict and reason of a finished fd kind's case. */
void conform__fdops_judge(struct conform_case *c, bool dry_run);
void conform__fdops_free(struct conform_fdops *f);

/* ioctl.c: the read-only queries of the devices safe to open, judged
 * against their command specs; hands each result to on_case and says how
 * many in *cases.  0 or -errno. */
int conform__ioctl_run(const struct kapi_conform_opts *o,
		       struct conform_sandbox *sb, size_t *cases);
/* Whether name is an ioctl spec those cases cover (for -e NAMES). */
bool conform__ioctl_named(const struct kapi_registry *reg, const char *name);

/* refusal.c: whether an errno is the one the spec gives for a refusal */
enum {
	CONFORM_REFUSAL_UNNAMED = 0,	/* no error entry names the parameter */
	CONFORM_REFUSAL_NAMED,		/* an entry naming it has this errno */
	CONFORM_REFUSAL_OTHER,		/* entries name it, with other errnos */
};
int conform__refusal_errno(const struct kernel_api_spec *spec, int param,
			   int err);
enum {
	CONFORM_LATER_LOOKUP = 1,	/* ESRCH, ENOENT of an ID: looked up */
	CONFORM_LATER_POINTER,		/* EFAULT: a pointer it went on to use */
	CONFORM_LATER_PERMISSION,	/* EPERM, EACCES: checked before */
};
/* Whether err comes from work after the argument checks (CONFORM_LATER_*). */
int conform__later_work(const struct conform_case *c, int err);

/*
 * layout.c: a case for each struct of spec s whose layout the running
 * kernel can show (io_uring's rings and entries, the perf event page,
 * struct rseq), added to out after the spec's other cases.
 */
int conform__layout_cases(const struct kernel_api_spec *s,
			  struct conform_cases *out);
/* In the case child: sets up what the struct lives in and reads it at
 * the spec's offsets; *ret and *err are the slot's answer. */
void conform__layout_probe(const struct conform_case *c, int64_t *ret,
			   int32_t *err);
/* Judges a layout case from its answer. */
void conform__layout_judge(struct conform_case *c);

#endif /* KAPI_LIB_CONFORM_H */

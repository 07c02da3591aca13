// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * The sandbox conform cases run in.  A sandbox process is cloned into new
 * user, mount, pid, net, ipc and uts namespaces (whichever this machine
 * allows; the user namespace maps root to nobody, so the sandbox owns no
 * host file), makes its mounts private, covers the scratch directory with
 * a tmpfs (in its own mount namespace only: nothing is made on the host,
 * so nothing is left there whatever ends the run), chroots into it, mounts
 * a procfs of its own pid namespace at /proc there and points its stdio
 * at a file there.  It dies with the run: a death signal
 * set again after each credential change, and a lifeline socket it checks
 * before each case.  Each case
 * child then sets tight rlimits and installs a seccomp filter that kills it
 * on any syscall that must never run for real.  Without a user namespace
 * only root gets a sandbox: the case child then drops to nobody.
 */
#include <errno.h>
#include <fcntl.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <sched.h>
#include <signal.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <poll.h>
#include <unistd.h>
#include <sys/mman.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>

#include "live/conform/conform.h"
#include "live/native_arch.h"

/* what a host says of the calls a lab VM runs as its root */
#define LAB " (needs the lab: kapi --kernel runs it)"

/* Never run for real, whatever the namespaces: each with its reason. */
static const struct {
	const char *name;
	const char *why;
} denied[] = {
	{ "reboot", "reboots or halts the machine" },
	{ "kexec_load", "replaces the running kernel" },
	{ "kexec_file_load", "replaces the running kernel" },
	{ "init_module", "loads kernel code" },
	{ "finit_module", "loads kernel code" },
	{ "delete_module", "unloads kernel code" },
	{ "swapon", "changes the machine's swap" LAB },
	{ "swapoff", "changes the machine's swap" LAB },
	{ "settimeofday", "sets the machine's clock" },
	{ "clock_settime", "sets the machine's clock" },
	{ "clock_adjtime", "adjusts the machine's clock" LAB },
	{ "adjtimex", "adjusts the machine's clock" LAB },
	{ "mount", "mounts outside the scratch tmpfs" },
	{ "umount2", "unmounts outside the scratch tmpfs" },
	{ "umount", "unmounts outside the scratch tmpfs" },
	{ "pivot_root", "changes the root mount" },
	{ "move_mount", "moves mounts" },
	{ "fsopen", "builds mounts" },
	{ "fsmount", "builds mounts" },
	{ "fsconfig", "builds mounts" },
	{ "fspick", "reconfigures mounts" },
	{ "open_tree", "clones mounts" },
	{ "mount_setattr", "changes mount attributes" },
	{ "acct", "turns process accounting on or off" },
	{ "quotactl", "changes disk quotas" LAB },
	{ "quotactl_fd", "changes disk quotas" LAB },
	{ "ptrace", "traces other processes" },
	{ "process_vm_writev", "writes other processes' memory" },
	{ "sethostname", "names the machine" },
	{ "setdomainname", "names the machine" },
	{ "iopl", "opens I/O ports" LAB },
	{ "ioperm", "opens I/O ports" LAB },
	{ "bpf", "loads programs into the kernel" },
	{ "perf_event_open", "watches other processes and the kernel" },
	{ "keyctl", "keyrings are not namespaced" },
	{ "add_key", "keyrings are not namespaced" },
	{ "request_key", "keyrings are not namespaced" },
	{ "syslog", "clears or reconfigures the kernel log" LAB },
	{ "vhangup", "hangs up the terminal" LAB },
	{ "open_by_handle_at", "opens files outside the scratch by handle" },
	{ "lookup_dcookie", "reads kernel profiling state" },
	{ "nfsservctl", "controls the NFS server" },
	{ "uselib", "loads a library from any path" },
	{ "vfork", "shares the caller's memory until exec, which corrupts the runner" },
	{ "rt_sigreturn", "needs a signal frame; returns into garbage" },
};

/* Signals to other processes: safe only inside a pid namespace. */
static const char *const signal_calls[] = { "kill", "tkill", "tgkill",
	"pidfd_send_signal", "rt_sigqueueinfo", "rt_tgsigqueueinfo", NULL };

const char *kapi_conform__denied(const char *syscall)
{
	if (!syscall)
		return NULL;
	if (!strncmp(syscall, "sys_", 4))
		syscall += 4;
	for (size_t i = 0; i < KAPI_ARRAY_SIZE(denied); i++)
		if (!strcmp(denied[i].name, syscall))
			return denied[i].why;
	return NULL;
}

/*
 * Calls whose permission check is capable() against the initial user
 * namespace: a sandbox's own user namespace never passes it.  In a
 * throwaway VM their cases run in a sandbox of the VM's root without one
 * (conform__sandbox_as_root), so the checks behind it and the effects
 * are judged; on a host they are denied above.
 */
static const char *const init_ns_calls[] = { "adjtimex", "clock_adjtime",
	"syslog", "swapon", "swapoff", "quotactl", "quotactl_fd", "iopl",
	"ioperm", "vhangup", NULL };

bool conform__needs_init_ns(const char *syscall)
{
	for (const char *const *s = init_ns_calls; syscall && *s; s++)
		if (!strcmp(*s, syscall))
			return true;
	return false;
}

void conform__case_group(const struct conform_case *c)
{
	if (c->r.kind == KAPI_CONFORM_CASE_EFFECT && c->r.syscall &&
	    !strcmp(c->r.syscall, "vhangup"))
		setsid();
	else
		setpgid(0, 0);
}

void conform__sandbox_as_root(struct conform_sandbox *sb)
{
	if (!sb->ns)
		sb->ns = KAPI_CONFORM_NS_MOUNT | KAPI_CONFORM_NS_PID |
			 KAPI_CONFORM_NS_NET | KAPI_CONFORM_NS_IPC |
			 KAPI_CONFORM_NS_UTS;
	sb->ns &= ~KAPI_CONFORM_NS_USER;
	sb->real_root = true;
	sb->drop_privs = false;
}

bool conform__signal_call(const char *syscall)
{
	for (const char *const *s = signal_calls; *s; s++)
		if (!strcmp(*s, syscall))
			return true;
	return false;
}

/* What even a throwaway VM never runs: it breaks the runner, not the VM. */
static bool breaks_runner(const char *name)
{
	return !strcmp(name, "vfork") || !strcmp(name, "rt_sigreturn");
}

void conform__vm_allow(struct conform_case *base)
{
	const char *sc = base->r.syscall;

	if (sc && base->not_run && base->not_run == kapi_conform__denied(sc) &&
	    !breaks_runner(sc))
		base->not_run = NULL;
}

void conform__vm_order(struct conform_case *c, size_t n, bool pid_ns)
{
	struct conform_case *tmp = malloc((n ? n : 1) * sizeof(*tmp));
	size_t m = 0;

	if (!tmp)
		return;	/* reboot stays where it is: only later cases lose */
	for (int last = 0; last < 2; last++)
		for (size_t i = 0; i < n; i++)
			if ((strcmp(c[i].r.syscall, "reboot") == 0) == (last == 1))
				tmp[m++] = c[i];
	for (size_t i = 0; i < n; i++) {
		c[i] = tmp[i];
		/* outside a pid namespace reboot would end the VM itself */
		if (!pid_ns && !strcmp(c[i].r.syscall, "reboot") && !c[i].not_run)
			c[i].not_run = "reboots the VM (no pid namespace)";
	}
	free(tmp);
}

/*
 * Denied calls that run all the same where they reach nothing but the
 * case child: process_vm_writev on the child's own pid (arg 0 must be it:
 * the filter kills any other), and the mount calls once the child has a
 * mount namespace of its own (conform__case_mounts), shared with no other
 * process.  In a throwaway VM every denied call runs anyway.
 */
static const struct {
	const char *name;
	int pid_arg;		/* the argument that must be the caller, or -1 */
} contained[] = {
	{ "process_vm_writev", 0 },
	{ "mount_setattr", -1 },
	{ "pivot_root", -1 },
};

/* the case child has made a mount namespace of its own */
static bool own_mounts;

static int contained_at(const char *sc)
{
	for (size_t i = 0; sc && i < KAPI_ARRAY_SIZE(contained); i++)
		if (!strcmp(contained[i].name, sc))
			return (int)i;
	return -1;
}

void conform__contained(struct conform_case *c)
{
	int i = contained_at(c->r.syscall);
	const char *why = i < 0 ? NULL : kapi_conform__denied(c->r.syscall);
	int pa;

	if (i < 0 || !why || (c->not_run && c->not_run != why))
		return;
	pa = contained[i].pid_arg;
	c->not_run = pa >= 0 && c->args[pa].target != T_PID_SELF ? why : NULL;
}

int conform__case_mounts(const struct conform_case *c)
{
	int i = contained_at(c->r.syscall);

	if (i < 0 || contained[i].pid_arg >= 0)
		return 0;
	/* the root and working directory move to the new copies */
	if (unshare(CLONE_NEWNS) || mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL))
		return -errno;
	own_mounts = true;
	return 0;
}

/* Whether the filter lets denied[i] through (throwaway: a lab VM). */
static bool filter_passes(size_t i, bool throwaway)
{
	int k = contained_at(denied[i].name);

	/* vfork and rt_sigreturn are never generated; a signal handler's
	 * return must still work */
	if (!strcmp(denied[i].name, "rt_sigreturn"))
		return true;
	if (throwaway && !breaks_runner(denied[i].name))
		return true;
	return k >= 0 && contained[k].pid_arg < 0 && own_mounts;
}

/* The instructions that pass a call whose pid argument is the caller's
 * and kill it with any other (the number is in the accumulator, and is
 * again after them); 0 for a call that is no such one.  The caller's pid
 * is set at install, in insns[2] (pid_at). */
static size_t self_only(struct sock_filter *insns, long nr, int arg)
{
	size_t n = 0;

	if (nr < 0)
		return 0;
	insns[n++] = (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K,
			(uint32_t)nr, 0, 4);
	/* a pid_t: the low half of the argument (both arches are little
	 * endian) */
	insns[n++] = (struct sock_filter)BPF_STMT(BPF_LD | BPF_W | BPF_ABS,
			offsetof(struct seccomp_data, args[0]) + 8 * (size_t)arg);
	insns[n++] = (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K,
			0, 0, 1);
	insns[n++] = (struct sock_filter)BPF_STMT(BPF_RET | BPF_K,
			SECCOMP_RET_ALLOW);
	insns[n++] = (struct sock_filter)BPF_STMT(BPF_RET | BPF_K,
			SECCOMP_RET_KILL_PROCESS);
	insns[n++] = (struct sock_filter)BPF_STMT(BPF_LD | BPF_W | BPF_ABS,
			offsetof(struct seccomp_data, nr));
	return n;
}

/*
 * The deny filter, built once per process and setting: each case child
 * installs it, and looking up its 50 numbers by name in every child was
 * 7% of a run.  A sandbox builds it before its first fork; a case child
 * with mounts of its own builds its own, and sets its pid in it.
 */
static struct {
	bool ready, kill_allowed, throwaway, own_mounts;
	unsigned short len;
	size_t pid_at[KAPI_ARRAY_SIZE(contained)], npid;
	struct sock_filter insns[KAPI_ARRAY_SIZE(denied) + 16 +
				 6 * KAPI_ARRAY_SIZE(contained)];
} deny;

void conform__deny_filter_prepare(bool kill_allowed, bool throwaway)
{
	long nrs[KAPI_ARRAY_SIZE(denied) + 8];
	struct sock_filter *insns = deny.insns;
	size_t n = 0, nnr = 0;

	if (deny.ready && deny.kill_allowed == kill_allowed &&
	    deny.throwaway == throwaway && deny.own_mounts == own_mounts)
		return;
	deny.npid = 0;
	for (size_t i = 0; i < KAPI_ARRAY_SIZE(denied); i++) {
		long nr = kapi_syscall__nr(denied[i].name);
		int k = contained_at(denied[i].name);

		if (nr >= 0 && !filter_passes(i, throwaway) &&
		    !(k >= 0 && contained[k].pid_arg >= 0))
			nrs[nnr++] = nr;
	}
	if (!kill_allowed)
		for (const char *const *s = signal_calls; *s; s++) {
			long nr = kapi_syscall__nr(*s);

			if (nr >= 0)
				nrs[nnr++] = nr;
		}
	/* the architecture, then the calls on the caller only, then the
	 * x32 bit, then each denied number */
	insns[n++] = (struct sock_filter)BPF_STMT(BPF_LD | BPF_W | BPF_ABS,
			offsetof(struct seccomp_data, arch));
	insns[n++] = (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K,
			KAPI_AUDIT_ARCH_NATIVE, 1, 0);
	insns[n++] = (struct sock_filter)BPF_STMT(BPF_RET | BPF_K,
			SECCOMP_RET_KILL_PROCESS);
	insns[n++] = (struct sock_filter)BPF_STMT(BPF_LD | BPF_W | BPF_ABS,
			offsetof(struct seccomp_data, nr));
	for (size_t k = 0; k < KAPI_ARRAY_SIZE(contained) && !throwaway; k++) {
		size_t m = contained[k].pid_arg < 0 ? 0 :
			   self_only(insns + n, kapi_syscall__nr(contained[k].name),
				     contained[k].pid_arg);

		if (m)
			deny.pid_at[deny.npid++] = n + 2;
		n += m;
	}
	insns[n++] = (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JGE | BPF_K,
			0x40000000u, (uint8_t)(nnr + 1), 0);
	for (size_t i = 0; i < nnr; i++)
		insns[n++] = (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K,
				(uint32_t)nrs[i], (uint8_t)(nnr - i), 0);
	insns[n++] = (struct sock_filter)BPF_STMT(BPF_RET | BPF_K,
			SECCOMP_RET_ALLOW);
	insns[n++] = (struct sock_filter)BPF_STMT(BPF_RET | BPF_K,
			SECCOMP_RET_KILL_PROCESS);
	deny.len = (unsigned short)n;
	deny.kill_allowed = kill_allowed;
	deny.throwaway = throwaway;
	deny.own_mounts = own_mounts;
	deny.ready = true;
}

int conform__deny_filter_install(bool kill_allowed, bool throwaway)
{
	struct sock_fprog prog;

	conform__deny_filter_prepare(kill_allowed, throwaway);
	for (size_t i = 0; i < deny.npid; i++)
		deny.insns[deny.pid_at[i]].k = (uint32_t)getpid();
	prog.len = deny.len;
	prog.filter = deny.insns;
	if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0))
		return -errno;
	if (syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, 0, &prog))
		return -errno;
	return 0;
}

static int write_file(const char *path, const char *text)
{
	int fd = open(path, O_WRONLY | O_CLOEXEC);
	ssize_t n;

	if (fd < 0)
		return -errno;
	n = write(fd, text, strlen(text));
	close(fd);
	return n == (ssize_t)strlen(text) ? 0 : -EIO;
}

/* Root in the namespace is nobody outside: it owns no host file. */
static int write_maps(pid_t pid)
{
	char path[64], map[64];
	uid_t uid = geteuid();
	gid_t gid = getegid();
	int err;

	snprintf(path, sizeof(path), "/proc/%d/setgroups", (int)pid);
	err = write_file(path, "deny");
	if (err && err != -ENOENT)
		return err;
	snprintf(path, sizeof(path), "/proc/%d/uid_map", (int)pid);
	snprintf(map, sizeof(map), "0 %u 1\n", uid ? (unsigned int)uid : 65534u);
	err = write_file(path, map);
	if (err)
		return err;
	snprintf(path, sizeof(path), "/proc/%d/gid_map", (int)pid);
	snprintf(map, sizeof(map), "0 %u 1\n", uid ? (unsigned int)gid : 65534u);
	return write_file(path, map);
}

struct spawn_arg {
	int (*fn)(void *);
	void *arg;
	int sync;		/* read end: the parent is done with the maps */
	struct conform_sandbox *sb;	/* filled in, in the child, before fn */
};

static void learn(struct conform_sandbox *sb, unsigned int ns)
{
	sb->ns = ns;
	sb->drop_privs = !(ns & KAPI_CONFORM_NS_USER) && !sb->real_root;
	sb->kill_allowed = ns & KAPI_CONFORM_NS_PID;
}

static int ns_flags(unsigned int ns)
{
	int f = 0;

	if (ns & KAPI_CONFORM_NS_USER)
		f |= CLONE_NEWUSER;
	if (ns & KAPI_CONFORM_NS_MOUNT)
		f |= CLONE_NEWNS;
	if (ns & KAPI_CONFORM_NS_PID)
		f |= CLONE_NEWPID;
	if (ns & KAPI_CONFORM_NS_NET)
		f |= CLONE_NEWNET;
	if (ns & KAPI_CONFORM_NS_IPC)
		f |= CLONE_NEWIPC;
	if (ns & KAPI_CONFORM_NS_UTS)
		f |= CLONE_NEWUTS;
	return f;
}

static pid_t try_clone(unsigned int ns, int sync[2], struct spawn_arg *sa)
{
	pid_t pid = (pid_t)syscall(SYS_clone, ns_flags(ns) | SIGCHLD, NULL,
				   NULL, NULL, 0);
	char c;

	if (pid)
		return pid < 0 ? -errno : pid;
	/* the sandbox process: sync stays open as its lifeline */
	close(sync[1]);
	prctl(PR_SET_PDEATHSIG, SIGKILL);
	if (read(sync[0], &c, 1) != 1 || c != 'g')
		_exit(3);
	sa->sb->lifeline = sync[0];
	learn(sa->sb, ns);
	_exit(sa->fn(sa->arg));
}

pid_t conform__sandbox_spawn(struct conform_sandbox *sb, int (*fn)(void *),
			     void *arg, int *lifeline)
{
	static const unsigned int optional[] = { KAPI_CONFORM_NS_NET,
		KAPI_CONFORM_NS_IPC, KAPI_CONFORM_NS_UTS, KAPI_CONFORM_NS_PID };
	unsigned int ns = sb->ns;
	struct spawn_arg sa = { fn, arg, -1, sb };
	int sync[2];
	pid_t pid;

	/* a socket pair: a sandbox that died must not raise SIGPIPE here */
	if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, sync))
		return -errno;
	sa.sync = sync[0];
	if (!ns) {
		/* the first sandbox finds out what this machine allows */
		ns = KAPI_CONFORM_NS_USER | KAPI_CONFORM_NS_MOUNT |
		     KAPI_CONFORM_NS_PID | KAPI_CONFORM_NS_NET |
		     KAPI_CONFORM_NS_IPC | KAPI_CONFORM_NS_UTS;
		pid = try_clone(ns, sync, &sa);
		for (size_t i = 0; pid < 0 && i < KAPI_ARRAY_SIZE(optional); i++) {
			ns &= ~optional[i];
			pid = try_clone(ns, sync, &sa);
		}
		if (pid < 0 && geteuid() == 0) {
			/* root without user namespaces: drop to nobody */
			ns = KAPI_CONFORM_NS_MOUNT | KAPI_CONFORM_NS_PID |
			     KAPI_CONFORM_NS_NET | KAPI_CONFORM_NS_IPC |
			     KAPI_CONFORM_NS_UTS;
			pid = try_clone(ns, sync, &sa);
			for (size_t i = 0; pid < 0 &&
			     i < KAPI_ARRAY_SIZE(optional); i++) {
				ns &= ~optional[i];
				pid = try_clone(ns, sync, &sa);
			}
		}
		if (pid > 0)
			learn(sb, ns);
	} else {
		pid = try_clone(ns, sync, &sa);
	}
	close(sync[0]);
	if (pid < 0) {
		close(sync[1]);
		return -EPERM;
	}
	if ((ns & KAPI_CONFORM_NS_USER) && write_maps(pid)) {
		close(sync[1]);
		kill(pid, SIGKILL);
		waitpid(pid, NULL, 0);
		return -EPERM;
	}
	if (send(sync[1], "g", 1, MSG_NOSIGNAL) != 1) {
		close(sync[1]);
		kill(pid, SIGKILL);
		waitpid(pid, NULL, 0);
		return -EIO;
	}
	/* held until the sandbox is reaped: if the run dies, it hangs up */
	*lifeline = sync[1];
	return pid;
}

bool conform__run_gone(const struct conform_sandbox *sb)
{
	struct pollfd p = { .fd = sb->lifeline, .events = POLLIN };

	/* the run never writes after "g": anything readable is its end */
	return poll(&p, 1, 0) != 0;
}

/*
 * Where a case child's fault goes.  The kernel logs a fatal fault only
 * when nothing handles it, so a handler records it and leaves in its
 * place; it runs on a stack of its own, the call may have broken the
 * thread's.
 */
static int32_t *fault_signal;
static pid_t fault_pid;

/*
 * A fault signal that is no fault: sent by kill (si_code <= 0), or the
 * exit signal a child the call made chose (clone's CSIGNAL bits may name
 * SIGILL), whose si_pid is then a child waitid still knows.  Those are
 * ignored like every other signal the call makes, or the same case would
 * end as a fault in some runs and not in others.
 */
static bool not_a_fault(const siginfo_t *si)
{
	siginfo_t child;

	if (si->si_code <= 0)
		return true;
	memset(&child, 0, sizeof(child));
	return si->si_pid > 0 &&
	       !waitid(P_PID, (id_t)si->si_pid, &child,
		       WEXITED | WNOHANG | WNOWAIT | __WALL);
}

static void on_fault(int sig, siginfo_t *si, void *uc)
{
	(void)uc;
	if (not_a_fault(si))
		return;
	if ((pid_t)syscall(SYS_getpid) == fault_pid) {
		/* the case child or a thread of it: the process dies */
		__atomic_store_n(fault_signal, sig, __ATOMIC_SEQ_CST);
		syscall(SYS_exit_group, 0);
	}
	/* a process the call made: only it leaves */
	syscall(SYS_exit, 0);
}

void conform__catch_faults(int32_t *signal, pid_t pid)
{
	static const int faults[] = { SIGSEGV, SIGBUS, SIGILL, SIGFPE,
				      SIGTRAP, SIGSYS };
	/* made once: a child sharing the sandbox's memory finds it made */
	static void *altstack;
	stack_t ss = { .ss_size = 64 * 1024 };
	struct sigaction sa;

	fault_signal = signal;
	fault_pid = pid;
	if (!altstack) {
		altstack = mmap(NULL, ss.ss_size, PROT_READ | PROT_WRITE,
				MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
		if (altstack == MAP_FAILED)
			altstack = NULL;
	}
	ss.ss_sp = altstack;
	if (ss.ss_sp)
		sigaltstack(&ss, NULL);
	memset(&sa, 0, sizeof(sa));
	sa.sa_sigaction = on_fault;
	sa.sa_flags = SA_SIGINFO | SA_ONSTACK | SA_NODEFER;
	sigfillset(&sa.sa_mask);
	for (size_t i = 0; i < KAPI_ARRAY_SIZE(faults); i++)
		sigaction(faults[i], &sa, NULL);
}

/*
 * The case child's own /proc, for the effects it looks at after its call
 * (VmLck and the signal masks in /proc/self/status, /proc/self/maps, the
 * fdinfo of a descriptor): a fresh procfs of the sandbox's pid namespace,
 * mounted inside the chroot, so it shows the sandbox's processes only
 * and ".." from it stays in the chroot.  Without a pid namespace it
 * would show the host's processes: then there is no /proc, and those
 * effects are inconclusive.
 */
static void proc_mount(const struct conform_sandbox *sb)
{
	if (!(sb->ns & KAPI_CONFORM_NS_PID) || mkdir("/proc", 0555))
		return;
	if (mount("proc", "/proc", "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC,
		  NULL))
		rmdir("/proc");
}

int conform__sandbox_enter(struct conform_sandbox *sb)
{
	int fd, devnull;

	if (!(sb->ns & KAPI_CONFORM_NS_MOUNT))
		return -EPERM;
	/* nothing mounted here may reach the host */
	if (mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL))
		return -errno;
	/*
	 * Still the caller's host uid here, so the path to the scratch
	 * directory opens as it does for the caller; the tmpfs belongs to
	 * the namespace's root (uid=0 is read in the namespace).
	 */
	if (mount("kapi-conform", sb->scratch, "tmpfs", MS_NOSUID | MS_NODEV,
		  "size=64m,mode=0755,uid=0,gid=0"))
		return -errno;
	/* the null device, for the fd kind of a character device: it keeps
	 * no state a call could change (-1: the kind is not made) */
	devnull = open("/dev/null", O_RDWR | O_CLOEXEC);
	if (chdir(sb->scratch) || chroot(".") || chdir("/"))
		return -errno;
	/* become the mapped root: host nobody, or the calling user */
	if ((sb->ns & KAPI_CONFORM_NS_USER) &&
	    (setresgid(0, 0, 0) || setresuid(0, 0, 0)))
		return -errno;
	/* the credential change cleared the death signal: again, and the
	 * run may have died in between */
	prctl(PR_SET_PDEATHSIG, SIGKILL);
	if (conform__run_gone(sb))
		return -ESRCH;
	if (mkdir("/case", 0755))
		return -errno;
	proc_mount(sb);
	fd = open("/stdio", O_RDWR | O_CREAT | O_TRUNC, 0600);
	if (fd < 0)
		return -errno;
	/* the lifeline out of the way of stdio, then at 3 */
	sb->lifeline = fcntl(sb->lifeline, F_DUPFD_CLOEXEC, 10);
	if (sb->lifeline < 0)
		return -errno;
	if (dup2(fd, 0) < 0 || dup2(fd, 1) < 0 || dup2(fd, 2) < 0 ||
	    dup2(sb->lifeline, 3) != 3)
		return -errno;
	sb->lifeline = 3;
	if (devnull != CONFORM_DEVNULL_FD &&
	    (devnull < 0 || dup3(devnull, CONFORM_DEVNULL_FD, O_CLOEXEC) < 0))
		close(CONFORM_DEVNULL_FD);
	/* no terminal to reach, no host descriptor to act on but the null
	 * device */
	syscall(SYS_close_range, CONFORM_DEVNULL_FD + 1, ~0u, 0);
	setsid();
	return 0;
}

void conform__case_limits(const struct conform_sandbox *sb)
{
	struct rlimit cpu = { 1, 2 }, nofile = { 64, 64 }, nproc = { 8, 8 };
	struct rlimit fsize = { 1 << 20, 1 << 20 }, core = { 0, 0 };
	struct rlimit memlock = { 64 << 10, 64 << 10 };
	struct rlimit as = { sb->as_limit, sb->as_limit };

	setrlimit(RLIMIT_CPU, &cpu);
	setrlimit(RLIMIT_NOFILE, &nofile);
	setrlimit(RLIMIT_NPROC, &nproc);
	setrlimit(RLIMIT_FSIZE, &fsize);
	setrlimit(RLIMIT_CORE, &core);
	setrlimit(RLIMIT_MEMLOCK, &memlock);
	if (sb->as_limit)
		setrlimit(RLIMIT_AS, &as);
}

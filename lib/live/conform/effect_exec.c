// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * Effect cases of a call that replaces the program (execve, execveat).
 * A successful exec leaves no case child to look after the call, so the
 * sandbox process, its parent, looks instead, through /proc/PID:
 *
 * - the case's path arguments name "prog", a program of a few
 *   instructions written here, whose only work is to stop itself with
 *   SIGSTOP (and to exit should it be continued); its argv is {"prog"},
 *   its directory descriptors AT_FDCWD;
 * - before the call, the case child makes the state an exec must change
 *   or keep: a second thread, a handler for SIGUSR1 (every other signal
 *   is ignored), SIGTERM blocked and queued, no_new_privs set,
 *   ADDR_NO_RANDOMIZE in its personality, SECBIT_NOROOT (root is given
 *   no capabilities by an exec), a POSIX timer, a descriptor with
 *   FD_CLOEXEC at EXEC_FD_CLOEXEC and one without at EXEC_FD_PLAIN, and
 *   a mapping of a memfd named "kapi-old-image"; then, all of it made,
 *   it leaves the file "exec-ready";
 * - the sandbox process waits for the child to stop (or exit), and on a
 *   stop after "exec-ready" judges the check against /proc/PID, then
 *   kills the child.
 *
 * The kinds answer 1, 0 or -1 as effect_kinds.c's do; in the case child
 * itself (a call that returned: no exec happened) they answer -1.
 */
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <elf.h>
#include <sys/mman.h>
#include <sys/personality.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <linux/securebits.h>

#include "base/base.h"
#include "live/conform/conform.h"
#include "live/conform/effect.h"

#define EXEC_FD_CLOEXEC 20
#define EXEC_FD_PLAIN 21
#define EXEC_READY "exec-ready"
#define EXEC_MARK "kapi-old-image"

/* ---- the program --------------------------------------------------------- */

/* getpid(); kill(pid, SIGSTOP); exit_group(0) */
#if defined(__x86_64__)
#define EXEC_MACHINE EM_X86_64
static const unsigned char prog_code[] = {
	0xb8, 0x27, 0x00, 0x00, 0x00,	/* mov $39, %eax (getpid) */
	0x0f, 0x05,			/* syscall */
	0x89, 0xc7,			/* mov %eax, %edi */
	0xbe, 0x13, 0x00, 0x00, 0x00,	/* mov $19, %esi (SIGSTOP) */
	0xb8, 0x3e, 0x00, 0x00, 0x00,	/* mov $62, %eax (kill) */
	0x0f, 0x05,			/* syscall */
	0x31, 0xff,			/* xor %edi, %edi */
	0xb8, 0xe7, 0x00, 0x00, 0x00,	/* mov $231, %eax (exit_group) */
	0x0f, 0x05,			/* syscall */
};
#elif defined(__aarch64__)
#define EXEC_MACHINE EM_AARCH64
static const unsigned char prog_code[] = {
	0x88, 0x15, 0x80, 0xd2,		/* mov x8, #172 (getpid) */
	0x01, 0x00, 0x00, 0xd4,		/* svc #0 */
	0x61, 0x02, 0x80, 0xd2,		/* mov x1, #19 (SIGSTOP) */
	0x28, 0x10, 0x80, 0xd2,		/* mov x8, #129 (kill) */
	0x01, 0x00, 0x00, 0xd4,		/* svc #0 */
	0x00, 0x00, 0x80, 0xd2,		/* mov x0, #0 */
	0xc8, 0x0b, 0x80, 0xd2,		/* mov x8, #94 (exit_group) */
	0x01, 0x00, 0x00, 0xd4,		/* svc #0 */
};
#endif

#define PROG_BASE 0x400000ull

int conform__exec_prog_write(const char *path)
{
#ifdef EXEC_MACHINE
	struct {
		Elf64_Ehdr eh;
		Elf64_Phdr ph;
		unsigned char code[sizeof(prog_code)];
	} __attribute__((packed)) img;
	int fd;
	ssize_t n;

	memset(&img, 0, sizeof(img));
	memcpy(img.eh.e_ident, ELFMAG, SELFMAG);
	img.eh.e_ident[EI_CLASS] = ELFCLASS64;
	img.eh.e_ident[EI_DATA] = ELFDATA2LSB;
	img.eh.e_ident[EI_VERSION] = EV_CURRENT;
	img.eh.e_type = ET_EXEC;
	img.eh.e_machine = EXEC_MACHINE;
	img.eh.e_version = EV_CURRENT;
	img.eh.e_entry = PROG_BASE + offsetof(typeof(img), code);
	img.eh.e_phoff = offsetof(typeof(img), ph);
	img.eh.e_ehsize = sizeof(img.eh);
	img.eh.e_phentsize = sizeof(img.ph);
	img.eh.e_phnum = 1;
	img.ph.p_type = PT_LOAD;
	img.ph.p_flags = PF_R | PF_X;
	img.ph.p_vaddr = img.ph.p_paddr = PROG_BASE;
	img.ph.p_filesz = img.ph.p_memsz = sizeof(img);
	img.ph.p_align = 4096;
	memcpy(img.code, prog_code, sizeof(prog_code));
	fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0755);
	if (fd < 0)
		return -errno;
	n = write(fd, &img, sizeof(img));
	close(fd);
	return n == (ssize_t)sizeof(img) ? 0 : -EIO;
#else
	(void)path;
	return -ENOEXEC;	/* no program for this machine */
#endif
}

/* ---- in the case child, before the call ----------------------------------- */

static void on_usr1(int sig)
{
	(void)sig;
}

static void *idle_thread(void *arg)
{
	(void)arg;
	for (;;)
		pause();
	return NULL;
}

/* A descriptor of "file" at number at, with or without FD_CLOEXEC. */
static int fd_at(int at, int flags)
{
	int fd = open("file", O_RDONLY | O_CLOEXEC);
	int r;

	if (fd < 0)
		return -1;
	r = dup3(fd, at, flags);
	close(fd);
	return r == at ? 0 : -1;
}

static int old_image_mark(void)
{
	int fd = (int)syscall(SYS_memfd_create, EXEC_MARK, MFD_CLOEXEC);
	void *p;

	if (fd < 0)
		return -1;
	p = ftruncate(fd, 4096) ? MAP_FAILED :
	    mmap(NULL, 4096, PROT_READ, MAP_SHARED, fd, 0);
	close(fd);
	return p == MAP_FAILED ? -1 : 0;
}

/* A POSIX timer that signals nothing, and ADDR_NO_RANDOMIZE on top of
 * the personality the child has. */
static int timer_and_personality(void)
{
	struct sigevent sev;
	int id;
	long p = syscall(SYS_personality, 0xffffffffUL);

	memset(&sev, 0, sizeof(sev));
	sev.sigev_notify = SIGEV_NONE;
	if (syscall(SYS_timer_create, CLOCK_MONOTONIC, &sev, &id) || p < 0)
		return -1;
	return syscall(SYS_personality, (unsigned long)p | ADDR_NO_RANDOMIZE) < 0;
}

/* Root gets no capabilities from an exec any more (a caller other than
 * root never did). */
static int no_root_caps(void)
{
	return prctl(PR_SET_SECUREBITS, SECBIT_NOROOT, 0, 0, 0) && !geteuid();
}

static void exec_before(const struct effect_check *ck)
{
	struct sigaction sa;
	sigset_t term;
	pthread_t th;
	int fd;

	(void)ck;
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_usr1;
	sigemptyset(&term);
	sigaddset(&term, SIGTERM);
	if (sigaction(SIGUSR1, &sa, NULL) ||
	    sigprocmask(SIG_BLOCK, &term, NULL) || kill(getpid(), SIGTERM) ||
	    prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) || timer_and_personality() ||
	    no_root_caps() ||
	    fd_at(EXEC_FD_CLOEXEC, O_CLOEXEC) || fd_at(EXEC_FD_PLAIN, 0) ||
	    old_image_mark() || pthread_create(&th, NULL, idle_thread, NULL))
		return;
	fd = open(EXEC_READY, O_WRONLY | O_CREAT | O_CLOEXEC, 0644);
	if (fd >= 0)
		close(fd);
}

/* ---- in the sandbox process, after the exec ------------------------------- */

static pid_t exec_pid;	/* the stopped program; 0 in the case child */

/* /proc/PID/name into buf; -1 when there is no such file. */
static int proc_read(const char *name, char *buf, size_t len)
{
	char path[64];
	ssize_t n;
	int fd;

	if (!exec_pid || !len)
		return -1;
	snprintf(path, sizeof(path), "/proc/%d/%s", (int)exec_pid, name);
	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return -1;
	n = read(fd, buf, len - 1);
	close(fd);
	if (n < 0)
		return -1;
	buf[n] = '\0';
	return 0;
}

/* Field of /proc/PID/status as a number (base.h); -1 without it. */
static int status_field(const char *field, uint64_t *v)
{
	return exec_pid ? kapi__proc_status(exec_pid, field, v) : -1;
}

/* Field of /proc/PID/status reads n after the exec. */
static int k_exec_status(const struct effect_check *ck)
{
	uint64_t v;

	return status_field(ck->s[0], &v) ? -1 : v == (uint64_t)ck->v[1];
}

/* The descriptor the case child opened with FD_CLOEXEC ("cloexec") or
 * without ("plain") is open in the new program. */
static int fd_there(const struct effect_check *ck)
{
	char name[32], link[64];
	int fd = !strcmp(ck->s[0], "cloexec") ? EXEC_FD_CLOEXEC :
		 !strcmp(ck->s[0], "plain") ? EXEC_FD_PLAIN : -1;

	snprintf(name, sizeof(name), "/proc/%d/fd", (int)exec_pid);
	if (fd < 0 || !exec_pid || access(name, F_OK))
		return -1;
	snprintf(name, sizeof(name), "/proc/%d/fd/%d", (int)exec_pid, fd);
	return readlink(name, link, sizeof(link)) >= 0;
}

static int k_exec_fd_open(const struct effect_check *ck)
{
	return fd_there(ck);
}

/* /proc/PID/maps maps the new program and nothing of the old image (the
 * memfd the case child mapped). */
static int k_exec_maps(const struct effect_check *ck)
{
	static char buf[16384];

	(void)ck;
	if (proc_read("maps", buf, sizeof(buf)))
		return -1;
	return strstr(buf, "/case/prog\n") && !strstr(buf, EXEC_MARK);
}

/* The process that stopped is the one that called, still its group's
 * leader, running the new program under its name. */
static int k_exec_image(const struct effect_check *ck)
{
	char link[64], exe[64], comm[32];
	uint64_t pid, tgid;
	ssize_t n;

	(void)ck;
	snprintf(link, sizeof(link), "/proc/%d/exe", (int)exec_pid);
	if (status_field("Pid", &pid) || status_field("Tgid", &tgid) ||
	    proc_read("comm", comm, sizeof(comm)) ||
	    (n = readlink(link, exe, sizeof(exe) - 1)) < 0)
		return -1;
	exe[n] = '\0';
	return pid == (uint64_t)exec_pid && tgid == pid &&
	       !strcmp(exe, "/case/prog") && !strcmp(comm, "prog\n");
}

/*
 * What the case child set before the call is still so in the new
 * program: "blocked" (SIGTERM in SigBlk), "ignored" (SIGUSR2, like every
 * signal but SIGUSR1 and SIGALRM, in SigIgn), "pending" (the SIGTERM it
 * queued to itself in ShdPnd), "nnp" (NoNewPrivs 1), "personality"
 * (ADDR_NO_RANDOMIZE in /proc/PID/personality).
 */
static int k_exec_kept(const struct effect_check *ck)
{
	static const struct {
		const char *what, *field;
		uint64_t bits;
	} kept[] = {
		{ "blocked", "SigBlk", 1ull << (SIGTERM - 1) },
		{ "ignored", "SigIgn", 1ull << (SIGUSR2 - 1) },
		{ "pending", "ShdPnd", 1ull << (SIGTERM - 1) },
		{ "nnp", "NoNewPrivs", 1 },
	};
	uint64_t v;
	char buf[32];

	if (!strcmp(ck->s[0], "personality"))
		return proc_read("personality", buf, sizeof(buf)) ? -1 :
		       (strtoul(buf, NULL, 16) & ADDR_NO_RANDOMIZE) != 0;
	for (size_t i = 0; i < sizeof(kept) / sizeof(kept[0]); i++)
		if (!strcmp(ck->s[0], kept[i].what))
			return status_field(kept[i].field, &v) ? -1 :
			       (v & kept[i].bits) == kept[i].bits;
	return -1;
}

/* The new program has n POSIX timers (/proc/PID/timers, a kernel with
 * CONFIG_CHECKPOINT_RESTORE); the case child made one before. */
static int k_exec_timers(const struct effect_check *ck)
{
	static char buf[4096];
	int64_t n = 0;

	if (proc_read("timers", buf, sizeof(buf)))
		return -1;
	for (char *p = buf; p; p = strchr(p, '\n'), p = p ? p + 1 : p)
		n += !strncmp(p, "ID:", 3);
	return n == ck->v[0];
}

const struct effect_kind conform__effect_exec_kinds[] = {
	{ "exec_timers", 1, 0, k_exec_timers, exec_before },
	{ "exec_kept", 1, 1, k_exec_kept, exec_before },
	{ "exec_status", 2, 1, k_exec_status, exec_before },
	{ "exec_fd_open", 1, 1, k_exec_fd_open, exec_before },
	{ "exec_maps", 0, 0, k_exec_maps, exec_before },
	{ "exec_image", 0, 0, k_exec_image, exec_before },
};

const size_t conform__effect_exec_kind_count =
	sizeof(conform__effect_exec_kinds) / sizeof(conform__effect_exec_kinds[0]);

/* The exec kind the check names, or NULL. */
static const struct effect_kind *exec_kind(const char *check)
{
	size_t len;

	if (check && *check == '!')	/* "!exec_fd_open(...)" */
		check++;
	len = check ? strcspn(check, "(") : 0;

	for (size_t i = 0; i < conform__effect_exec_kind_count; i++)
		if (len && strlen(conform__effect_exec_kinds[i].name) == len &&
		    !strncmp(conform__effect_exec_kinds[i].name, check, len))
			return &conform__effect_exec_kinds[i];
	return NULL;
}

bool conform__effect_exec_case(const struct conform_case *c)
{
	return c->r.kind == KAPI_CONFORM_CASE_EFFECT && exec_kind(c->effect.check);
}

/* The arguments of an exec case: the program, its argv, AT_FDCWD. */
void conform__effect_exec_args(struct conform_case *c)
{
	const struct kernel_api_spec *s = c->r.spec;

	if (!conform__effect_exec_case(c))
		return;
	for (int k = 0; k < c->nargs && k < (int)s->param_count; k++) {
		const struct kapi_param_spec *p = &s->params[k];

		if (p->type == KAPI_TYPE_PATH)
			c->args[k] = (struct conform_arg){ T_PATH_EXEC, 0 };
		else if (p->type == KAPI_TYPE_FD)
			c->args[k] = (struct conform_arg){ T_VALUE, AT_FDCWD };
		else if (p->name && !strcmp(p->name, "argv"))
			c->args[k] = (struct conform_arg){ T_EXEC_ARGV, 0 };
	}
}

/* Judges the check against the stopped program pid. */
static int observe(const struct conform_case *c, pid_t pid)
{
	const struct effect_kind *k = exec_kind(c->effect.check);
	struct effect_check ck;
	struct stat st;
	int r;

	memset(&ck, 0, sizeof(ck));
	if (!k || stat("/case/" EXEC_READY, &st) ||
	    conform__effect_parse(c->effect.check, c->r.spec, NULL, 0, &ck))
		return -1;
	exec_pid = pid;
	r = conform__effect_judge_kind(k, &ck);
	exec_pid = 0;
	return r;
}

int conform__effect_exec_wait(const struct conform_case *c, pid_t pid,
			      unsigned int timeout_ms, int32_t *observed)
{
	for (unsigned int waited = 0; waited <= timeout_ms; waited++) {
		siginfo_t si;

		memset(&si, 0, sizeof(si));
		if (waitid(P_PID, (id_t)pid, &si,
			   WEXITED | WSTOPPED | WNOHANG | WNOWAIT))
			return 0;
		if (si.si_pid == pid && si.si_code == CLD_STOPPED &&
		    si.si_status == SIGSTOP) {
			*observed = observe(c, pid);
			return 1;
		}
		if (si.si_pid == pid)
			return 0;	/* it exited: no exec, or no stop */
		usleep(1000);
	}
	return 0;
}

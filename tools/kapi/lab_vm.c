// SPDX-License-Identifier: GPL-2.0
/*
 * One lab run: QEMU boots the kernel directly (-kernel, -initrd, no disk)
 * with the run directory shared over 9p (tag kapirun), the host's /usr
 * read-only (tag usr), and the directories of the paths named on the
 * command line at the same paths (read-only; read-write for -o FILE).  The
 * guest's init sources RUN/job, which runs kapi and leaves its stdout,
 * stderr and exit status in RUN; they are handed on as if kapi had run
 * here.
 *
 * Accelerator: KVM only where the CPU has VMX or SVM, /dev/kvm opens and a
 * probe boot of the kernel with -cpu host reaches the kernel; otherwise
 * TCG with the CPU model pinned to "max" of the installed QEMU.  An arm64
 * kernel (lab_arm64.c) runs in qemu-system-aarch64 -M virt under TCG,
 * -cpu cortex-a57 (max emulates pointer authentication, 5x slower), its
 * console on ttyAMA0 and no /usr share (the host's is x86's).
 * KAPI_LAB_ACCEL (kvm or tcg), KAPI_LAB_CPU, KAPI_LAB_MEM (QEMU's -m) and
 * KAPI_LAB_TIMEOUT (seconds) override; KAPI_LAB_APPEND adds kernel
 * parameters (syscall.x32=y for Debian's kernels, which have x32 off).
 */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "lab.h"
#include "main.h"

#define QEMU "qemu-system-x86_64"
#define TCG_CPU "max"
#define MAX_SHARES 16
/*
 * no_timer_check: on a loaded host an emulated CPU can miss the IO-APIC
 * timer check, and 6.1 then panics ("IO-APIC + timer doesn't work!").
 */
#define CMDLINE "console=ttyS0 panic=-1 quiet no_timer_check"
#define QEMU_ARM64 "qemu-system-aarch64"
#define TCG_CPU_ARM64 "cortex-a57"
#define CMDLINE_ARM64 "console=ttyAMA0 panic=-1 quiet"
#define MOUNT_9P "mount -t 9p -o trans=virtio,version=9p2000.L,msize=262144"

struct share {
	char host[PATH_MAX];	/* what QEMU exports */
	char guest[PATH_MAX];	/* where the guest mounts it */
	bool rw;
};

struct run {
	char dir[64];		/* the run directory (tag kapirun) */
	struct share shares[MAX_SHARES];
	int nshares;
};

/* Paths the guest has of its own, or from the /usr share. */
static bool system_path(const char *p)
{
	static const char *const sys[] = {
		"/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32",
		"/proc", "/sys", "/dev", "/run", NULL,
	};

	if (!strcmp(p, "/"))
		return true;
	for (int i = 0; sys[i]; i++) {
		size_t n = strlen(sys[i]);

		if (!strncmp(p, sys[i], n) && (!p[n] || p[n] == '/'))
			return true;
	}
	return false;
}

static void add_share(struct run *r, const char *guest, bool rw)
{
	char real[PATH_MAX];

	if (system_path(guest) || !realpath(guest, real))
		return;
	for (int i = 0; i < r->nshares; i++) {
		if (!strcmp(r->shares[i].guest, guest)) {
			r->shares[i].rw |= rw;
			return;
		}
	}
	if (r->nshares == MAX_SHARES)
		return;
	struct share *s = &r->shares[r->nshares++];

	lab_fmt(s->host, sizeof(s->host), "%s", real);
	lab_fmt(s->guest, sizeof(s->guest), "%s", guest);
	s->rw = rw;
}

/* The directory to share for one argument that names a path. */
static void share_arg(struct run *r, const char *cwd, const char *arg, bool out)
{
	char abs[PATH_MAX * 2];
	struct stat st;
	bool exists;

	if (!*arg || !strcmp(arg, "-"))
		return;
	if (arg[0] == '/')
		lab_fmt(abs, sizeof(abs), "%s", arg);
	else
		lab_fmt(abs, sizeof(abs), "%s/%s", cwd, arg);
	exists = !stat(abs, &st);
	if (!exists && !out)
		return;
	if (!exists || !S_ISDIR(st.st_mode)) {
		char *slash = strrchr(abs, '/');

		if (slash == abs)
			return;
		*slash = '\0';
	}
	add_share(r, abs, out);
}

/* Sorted by path, a directory before what it holds. */
static int by_guest(const void *a, const void *b)
{
	return strcmp(((const struct share *)a)->guest,
		      ((const struct share *)b)->guest);
}

static void collect_shares(struct run *r, const char *cwd, int argc, char **argv)
{
	for (int i = 0; i < argc; i++) {
		const char *a = argv[i], *eq = strchr(a, '=');
		bool out = false;

		if (!strcmp(a, "--"))
			continue;
		if ((!strcmp(a, "-o") || !strcmp(a, "--output")) && i + 1 < argc) {
			share_arg(r, cwd, argv[++i], true);
			continue;
		}
		if (!strncmp(a, "--output=", 9)) {
			out = true;
			a += 9;
		} else if (!strncmp(a, "-o", 2) && a[2]) {
			out = true;
			a += 2;
		} else if (!strncmp(a, "--", 2) && eq) {
			a = eq + 1;
		}
		share_arg(r, cwd, a, out);
	}
	qsort(r->shares, (size_t)r->nshares, sizeof(r->shares[0]), by_guest);
}

static void put_quoted(FILE *f, const char *s)
{
	fputc('\'', f);
	for (; *s; s++) {
		if (*s == '\'')
			fputs("'\\''", f);
		else
			fputc(*s, f);
	}
	fputc('\'', f);
}

/* RUN/job: the shell lines the guest's init sources. */
static int write_job(const struct run *r, const char *cwd, int argc, char **argv,
		     bool quota_modules)
{
	char path[PATH_MAX];
	FILE *f;

	lab_fmt(path, sizeof(path), "%s/job", r->dir);
	f = fopen(path, "w");
	if (!f)
		return -errno;
	fprintf(f, MOUNT_9P ",ro usr /usr || echo 'kapi-lab: no /usr share'\n");
	for (int i = 0; i < r->nshares; i++) {
		fputs("mkdir -p ", f);
		put_quoted(f, r->shares[i].guest);
		fprintf(f, " && " MOUNT_9P "%s s%d ", r->shares[i].rw ? "" : ",ro", i);
		put_quoted(f, r->shares[i].guest);
		fputc('\n', f);
	}
	fputs("mkdir -p ", f);
	put_quoted(f, cwd);
	fputs("; cd ", f);
	put_quoted(f, cwd);
	fputs(" || cd /\n", f);
	fputs("export HOME=/root TMPDIR=/tmp LANG=C KAPI_LAB_VM=1\n", f);
	/* conform's quota cases mount ext2 with quotas (lab_initramfs.c) */
	if (quota_modules)
		fputs("for m in $(cat /modules/conform 2>/dev/null); do insmod "
		      "/modules/$m || echo \"kapi-lab: insmod $m failed\"; done\n", f);
	fputs("/bin/kapi", f);
	for (int i = 0; i < argc; i++) {
		fputc(' ', f);
		put_quoted(f, argv[i]);
	}
	fputs(" >" LAB_RUN_DIR "/stdout 2>" LAB_RUN_DIR "/stderr </dev/null\n", f);
	fputs("echo $? >" LAB_RUN_DIR "/status.tmp && mv " LAB_RUN_DIR
	      "/status.tmp " LAB_RUN_DIR "/status\n", f);
	return fclose(f) ? -errno : 0;
}

static bool cpu_has_virt(void)
{
	char *info = NULL;
	bool yes;

	if (lab_slurp("/proc/cpuinfo", &info, NULL))
		return false;
	yes = strstr(info, " vmx") || strstr(info, " svm");
	free(info);
	return yes;
}

static int env_int(const char *name, int def)
{
	const char *v = getenv(name);

	return v && atoi(v) > 0 ? atoi(v) : def;
}

/* The ELF vmlinux where there is one (no decompressor to emulate), else the
 * bzImage; KAPI_LAB_BZIMAGE=1 keeps the bzImage. */
static const char *boot_image(const struct lab_kernel *k, char *buf, size_t len)
{
	if (!k->arm64 && !getenv("KAPI_LAB_BZIMAGE") && lab_vmlinux(k, buf, len))
		return buf;
	return k->image;
}

/*
 * Starts QEMU on k (initrd may be NULL) with extra arguments; the pid.
 * The console goes to console, QEMU's own messages to qemu_log.
 */
static pid_t start_qemu(const struct lab_kernel *k, const char *initrd,
			bool kvm, const struct run *r, const char *console,
			int log_fd)
{
	char *argv[64 + 2 * MAX_SHARES + 2], serial[PATH_MAX + 8], smp[16];
	char fs[MAX_SHARES + 2][PATH_MAX + 128], vmlinux[PATH_MAX];
	char cmdline[1024];
	const char *append = getenv("KAPI_LAB_APPEND");
	const char *mem = getenv("KAPI_LAB_MEM") ?: "2G";
	const char *cpu = kvm ? "host" : getenv("KAPI_LAB_CPU") ?:
			  k->arm64 ? TCG_CPU_ARM64 : TCG_CPU;
	int n = 0, nfs = 0;
	pid_t pid;

	lab_fmt(serial, sizeof(serial), "file:%s", console);
	lab_fmt(smp, sizeof(smp), "%ld", sysconf(_SC_NPROCESSORS_ONLN));
	lab_fmt(cmdline, sizeof(cmdline), "%s%s%s",
		k->arm64 ? CMDLINE_ARM64 : CMDLINE,
		append && *append ? " " : "", append ? append : "");
#define A(x) (argv[n++] = (char *)(x))
	A(k->arm64 ? QEMU_ARM64 : QEMU);
	if (k->arm64) {
		A("-M"); A("virt");
	}
	A("-nodefaults"); A("-no-user-config"); A("-nographic");
	A("-no-reboot"); A("-monitor"); A("none"); A("-serial"); A(serial);
	A("-accel"); A(kvm ? "kvm" : "tcg"); A("-cpu"); A(cpu);
	A("-m"); A(mem); A("-smp"); A(smp);
	A("-kernel"); A(boot_image(k, vmlinux, sizeof(vmlinux)));
	A("-append"); A(cmdline);
	if (initrd) {
		A("-initrd"); A(initrd);
	}
	if (r) {
		lab_fmt(fs[nfs], sizeof(fs[0]), "local,path=%s,mount_tag=kapirun,"
			 "security_model=none,id=kapirun", r->dir);
		A("-virtfs"); A(fs[nfs++]);
		lab_fmt(fs[nfs], sizeof(fs[0]), "local,path=/usr,mount_tag=usr,"
			 "security_model=none,readonly=on,id=usr");
		if (!k->arm64) {
			A("-virtfs"); A(fs[nfs++]);
		}
		for (int i = 0; i < r->nshares; i++) {
			lab_fmt(fs[nfs], sizeof(fs[0]), "local,path=%s,mount_tag=s%d,"
				 "security_model=none,id=s%d%s", r->shares[i].host,
				 i, i, r->shares[i].rw ? "" : ",readonly=on");
			A("-virtfs"); A(fs[nfs++]);
		}
	}
	A(NULL);
#undef A
	fflush(stdout);
	fflush(stderr);
	pid = fork();
	if (!pid) {
		int null = open("/dev/null", O_RDWR);

		dup2(null, STDIN_FILENO);
		dup2(log_fd, STDOUT_FILENO);
		dup2(log_fd, STDERR_FILENO);
		setpgid(0, 0);	/* no terminal signals: we stop it */
		execvp(argv[0], argv);
		_exit(127);
	}
	return pid;
}

/* A signal that asks kapi to stop: QEMU (its own process group) stops too. */
static volatile sig_atomic_t stop_signal;

static void on_stop(int sig)
{
	stop_signal = sig;
}

static void catch_stop(bool on)
{
	struct sigaction sa = { .sa_handler = on ? on_stop : SIG_DFL };

	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);
	sigaction(SIGHUP, &sa, NULL);
}

/*
 * Waits for QEMU until deadline seconds; calls tick (when set) on the way.
 * Its exit status, -ETIMEDOUT after killing it, or -EINTR after killing it
 * when kapi was asked to stop.
 */
static int wait_qemu(pid_t pid, double deadline, void (*tick)(void *), void *ctx)
{
	double end = lab_now() + deadline;
	int st;

	for (;;) {
		pid_t got = waitpid(pid, &st, WNOHANG);

		if (got == pid)
			return WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st);
		if (got < 0 && errno != EINTR)
			return -errno;
		if (lab_now() > end || stop_signal) {
			kill(pid, SIGKILL);
			waitpid(pid, &st, 0);
			return stop_signal ? -EINTR : -ETIMEDOUT;
		}
		if (tick)
			tick(ctx);
		usleep(20000);
	}
}

static bool file_has(const char *path, const char *what)
{
	char *text = NULL;
	bool yes;

	if (lab_slurp(path, &text, NULL))
		return false;
	yes = strstr(text, what);
	free(text);
	return yes;
}

/* A probe boot with -cpu host and no initramfs: the kernel must start. */
static bool kvm_boots(const struct lab_kernel *k)
{
	char dir[] = "/tmp/kapi-lab-kvm-XXXXXX", console[64], log[64];
	bool ok = false;
	int fd, st;
	pid_t pid;

	if (!mkdtemp(dir))
		return false;
	lab_fmt(console, sizeof(console), "%s/console", dir);
	lab_fmt(log, sizeof(log), "%s/qemu.log", dir);
	fd = open(log, O_WRONLY | O_CREAT | O_TRUNC, 0600);
	pid = fd < 0 ? -1 : start_qemu(k, NULL, true, NULL, console, fd);
	if (pid > 0) {
		st = wait_qemu(pid, 20, NULL, NULL);
		ok = st == 0 && file_has(console, "Kernel panic");
	}
	if (fd >= 0)
		close(fd);
	lab_rmtree(dir);
	return ok;
}

static int accel_kvm = -1;

bool lab_kvm(const struct lab_kernel *k)
{
	const char *env = getenv("KAPI_LAB_ACCEL");
	int fd;

	if (k->arm64)
		return false;	/* another architecture: TCG */
	if (accel_kvm >= 0)
		return accel_kvm;
	if (env && *env)
		return (accel_kvm = !strcmp(env, "kvm"));
	accel_kvm = 0;
	if (!cpu_has_virt())
		return false;
	fd = open("/dev/kvm", O_RDWR);
	if (fd < 0)
		return false;
	close(fd);
	lab_progress("probing KVM with %s", k->name);
	accel_kvm = kvm_boots(k);
	return accel_kvm;
}

/* The last lines of the console, after a VM that did not finish. */
static void console_tail(const char *console, int lines)
{
	char *text = NULL, *p;
	size_t len = 0;

	if (lab_slurp(console, &text, &len) || !len) {
		fprintf(stderr, "(the console said nothing)\n");
		free(text);
		return;
	}
	p = text + len;
	while (p > text && lines >= 0)
		if (*--p == '\n')
			lines--;
	fprintf(stderr, "--- console (last lines) ---\n%s\n---\n",
		p == text ? p : p + 1);
	free(text);
}

static void copy_out(const char *path, FILE *to)
{
	char *text = NULL;
	size_t len = 0;

	if (!lab_slurp(path, &text, &len) && len)
		fwrite(text, 1, len, to);
	free(text);
}

struct progress {
	const struct run *r;
	double start;
	double init;
};

static void tick(void *ctx)
{
	struct progress *p = ctx;
	char path[128];

	if (p->init)
		return;
	lab_fmt(path, sizeof(path), "%s/init-uptime", p->r->dir);
	if (!access(path, F_OK)) {
		p->init = lab_now() - p->start;
		lab_progress("running (init after %.1f s)", p->init);
	}
}

/* The verb's exit status from RUN/status, or -1. */
static int verb_status(const struct run *r)
{
	char path[128], *text = NULL;
	int st = -1;

	lab_fmt(path, sizeof(path), "%s/status", r->dir);
	if (!lab_slurp(path, &text, NULL) && text[0] >= '0' && text[0] <= '9')
		st = atoi(text);
	free(text);
	return st;
}

static int boot(const struct lab_kernel *k, const char *initrd, struct run *r,
		struct lab_opts *o)
{
	char console[128], log[128];
	struct progress p = { .r = r };
	bool kvm = lab_kvm(k);
	int fd, st, verb;
	pid_t pid;

	lab_fmt(console, sizeof(console), "%s/console", r->dir);
	lab_fmt(log, sizeof(log), "%s/qemu.log", r->dir);
	fd = open(log, O_WRONLY | O_CREAT | O_TRUNC, 0600);
	lab_progress("booting %s (%s)", k->name, kvm ? "KVM" :
		     k->arm64 ? "TCG, -cpu " TCG_CPU_ARM64 : "TCG, -cpu " TCG_CPU);
	p.start = lab_now();
	catch_stop(true);
	pid = fd < 0 ? -1 : start_qemu(k, initrd, kvm, r, console, fd);
	if (fd >= 0)
		close(fd);
	if (pid < 0) {
		catch_stop(false);
		p_err("cannot start %s: %s", QEMU, strerror(errno));
		return EXIT_FAILURE_;
	}
	st = wait_qemu(pid, env_int("KAPI_LAB_TIMEOUT", 1800), tick, &p);
	catch_stop(false);
	if (st == -EINTR) {
		p_err("stopped by signal %d; the VM is gone", (int)stop_signal);
		return 128 + stop_signal;
	}
	o->total = lab_now() - p.start;
	o->boot_to_init = p.init;
	o->tcg = !kvm;
	verb = verb_status(r);
	lab_fmt(log, sizeof(log), "%s/stdout", r->dir);
	copy_out(log, stdout);
	fflush(stdout);
	lab_fmt(log, sizeof(log), "%s/stderr", r->dir);
	copy_out(log, stderr);
	if (verb >= 0)
		return verb;
	if (st == -ETIMEDOUT)
		p_err("the VM of %s did not finish in %d s (KAPI_LAB_TIMEOUT)",
		      k->name, env_int("KAPI_LAB_TIMEOUT", 1800));
	else
		p_err("the VM of %s stopped before the verb finished "
		      "(QEMU status %d)", k->name, st);
	lab_fmt(log, sizeof(log), "%s/qemu.log", r->dir);
	copy_out(log, stderr);
	console_tail(console, 25);
	return EXIT_FAILURE_;
}

int lab_vm_run(const struct lab_kernel *k, int argc, char **argv,
	       struct lab_opts *o)
{
	struct run r = { 0 };
	char initrd[PATH_MAX], cwd[PATH_MAX];
	const char *tmp = getenv("TMPDIR");
	int ret;

	if (!lab_have(k->arm64 ? QEMU_ARM64 : QEMU)) {
		p_err("QEMU is missing: apt-get install -y %s",
		      k->arm64 ? "qemu-system-arm" : "qemu-system-x86");
		return EXIT_FAILURE_;
	}
	ret = lab_initramfs(k, initrd, sizeof(initrd));
	if (ret)
		return ret;
	if (!getcwd(cwd, sizeof(cwd)))
		lab_fmt(cwd, sizeof(cwd), "/");
	lab_fmt(r.dir, sizeof(r.dir), "%s/kapi-lab-XXXXXX",
		 tmp && *tmp && strlen(tmp) < 40 ? tmp : "/tmp");
	if (!mkdtemp(r.dir)) {
		p_err("cannot make a run directory in %s: %s",
		      tmp ? tmp : "/tmp", strerror(errno));
		return EXIT_FAILURE_;
	}
	collect_shares(&r, cwd, argc, argv);
	ret = write_job(&r, cwd, argc, argv, o->quota_modules);
	if (ret) {
		p_err("cannot write '%s/job': %s", r.dir, strerror(-ret));
		ret = EXIT_FAILURE_;
	} else {
		ret = boot(k, initrd, &r, o);
	}
	if (!getenv("KAPI_LAB_KEEP"))
		lab_rmtree(r.dir);
	else
		fprintf(stderr, "%s: lab run kept in %s\n", bin_name, r.dir);
	return ret;
}

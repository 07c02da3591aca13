// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * The observations an effect check can name (docs/kapi-conform.rst,
 * "Effect cases") about descriptors, paths and memory (effect_state.c has
 * the process and kernel objects), made in the case child after its
 * call, under its deny filter: only calls that filter lets through, and
 * /proc (the sandbox's own procfs, sandbox.c).  Each answers 1 (the effect is there), 0 (it is
 * not) or -1 (it cannot be told here).
 */
#include <errno.h>
#include <inttypes.h>
#include <fcntl.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <linux/capability.h>
#include <linux/fs.h>
#include <sys/ioctl.h>
#include <sys/ipc.h>
#include <sys/mman.h>
#include <sys/msg.h>
#include <sys/personality.h>
#include <sys/resource.h>
#include <sys/sem.h>
#include <sys/shm.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/syscall.h>
#include <sys/uio.h>
#include <sys/utsname.h>
#include <sys/wait.h>
#include <sys/xattr.h>
#include <time.h>

#include "live/conform/effect.h"


/* ---- descriptors ------------------------------------------------------- */

static int k_same_file(const struct effect_check *ck)
{
	struct stat a, b;

	return fstat((int)ck->v[0], &a) || fstat((int)ck->v[1], &b) ? 0 :
	       a.st_dev == b.st_dev && a.st_ino == b.st_ino;
}

static int k_fd_open(const struct effect_check *ck)
{
	return fcntl((int)ck->v[0], F_GETFD) >= 0;
}

static int k_fd_closed(const struct effect_check *ck)
{
	return fcntl((int)ck->v[0], F_GETFD) < 0 && errno == EBADF;
}

static int k_cloexec(const struct effect_check *ck)
{
	int f = fcntl((int)ck->v[0], F_GETFD);

	return f >= 0 && (f & FD_CLOEXEC);
}

static int k_lowest_fd(const struct effect_check *ck)
{
	if (ck->v[0] < 0 || fcntl((int)ck->v[0], F_GETFD) < 0)
		return 0;
	for (int fd = 0; fd < ck->v[0]; fd++)
		if (fcntl(fd, F_GETFD) < 0)
			return 0;
	return 1;
}

static int k_socket(const struct effect_check *ck)
{
	struct stat st;

	return !fstat((int)ck->v[0], &st) && S_ISSOCK(st.st_mode);
}

static int k_unconnected(const struct effect_check *ck)
{
	struct sockaddr_storage ss;
	socklen_t len = sizeof(ss);

	return getpeername((int)ck->v[0], (struct sockaddr *)&ss, &len) < 0 &&
	       errno == ENOTCONN;
}

/* What /proc/self/fd/N links to ("anon_inode:[fanotify]") holds s. */
static int k_fd_link(const struct effect_check *ck)
{
	char path[64], link[256];
	ssize_t n;

	if (access("/proc/self/fd", F_OK))
		return -1;
	snprintf(path, sizeof(path), "/proc/self/fd/%d", (int)ck->v[0]);
	n = readlink(path, link, sizeof(link) - 1);
	if (n < 0)
		return 0;
	link[n] = '\0';
	return strstr(link, ck->s[1]) != NULL;
}

/* A line of /proc/self/fdinfo/N starts with s ("fanotify", "inotify"). */
static int k_fdinfo(const struct effect_check *ck)
{
	char path[64], line[512];
	size_t len = strlen(ck->s[1]);
	FILE *f;
	int found = 0;

	if (access("/proc/self/fdinfo", F_OK))
		return -1;
	snprintf(path, sizeof(path), "/proc/self/fdinfo/%d", (int)ck->v[0]);
	f = fopen(path, "re");
	if (!f)
		return 0;
	while (!found && fgets(line, sizeof(line), f))
		found = !strncmp(line, ck->s[1], len);
	fclose(f);
	return found;
}

static int k_size(const struct effect_check *ck)
{
	struct stat st;

	return !fstat((int)ck->v[0], &st) && st.st_size == ck->v[1];
}

/* ---- paths ------------------------------------------------------------- */

static int k_is_dir(const struct effect_check *ck)
{
	struct stat st;

	return !stat((const char *)ck->v[0], &st) && S_ISDIR(st.st_mode);
}

static int k_exists(const struct effect_check *ck)
{
	struct stat st;

	return !lstat((const char *)ck->v[0], &st);
}

static int k_gone(const struct effect_check *ck)
{
	struct stat st;

	return lstat((const char *)ck->v[0], &st) && errno == ENOENT;
}

static int k_mode(const struct effect_check *ck)
{
	struct stat st;

	return !stat((const char *)ck->v[0], &st) &&
	       (st.st_mode & 07777) == (ck->v[1] & 07777);
}

/* The root directory is the directory p names from the working one. */
static int k_root_is(const struct effect_check *ck)
{
	struct stat r, p;

	return !stat("/", &r) && !stat((const char *)ck->v[0], &p) &&
	       r.st_dev == p.st_dev && r.st_ino == p.st_ino;
}

/* p is the root of a mount: its device differs from its parent's, or
 * it is the root of everything. */
static int mount_root(const char *p)
{
	char parent[4096];
	struct stat a, b;

	if (stat(p, &a))
		return -1;
	snprintf(parent, sizeof(parent), "%s/..", p);
	if (stat(parent, &b))
		return -1;
	return a.st_dev != b.st_dev || a.st_ino == b.st_ino;
}

static int k_mountpoint(const struct effect_check *ck)
{
	int r = mount_root((const char *)ck->v[0]);

	return r < 0 ? 0 : r;
}

static int k_not_mountpoint(const struct effect_check *ck)
{
	int r = mount_root((const char *)ck->v[0]);

	return r < 0 ? 1 : !r;
}

/* MOUNT_ATTR_* bits and the statvfs() flag each shows as */
static const struct { uint64_t attr; unsigned long st; } mount_bits[] = {
	{ 0x1, ST_RDONLY }, { 0x2, ST_NOSUID }, { 0x4, ST_NODEV },
	{ 0x8, ST_NOEXEC }, { 0x10, ST_NOATIME }, { 0x80, ST_NODIRATIME },
	{ 0x200000, 8192 /* ST_NOSYMFOLLOW */ },
};

/*
 * The mount path names from dfd ("" with AT_EMPTY_PATH: dfd's own) has
 * each attribute of MOUNT_ATTR_* mask set that statvfs() shows; -1 for a
 * mask with another bit (an atime mode, an idmapping), which it cannot.
 */
static int k_mount_flags(const struct effect_check *ck)
{
	const char *path = (const char *)(uintptr_t)ck->v[1];
	uint64_t want = (uint64_t)ck->v[2], known = 0;
	struct statvfs sv;
	int fd = openat((int)ck->v[0], path && *path ? path : ".",
			O_PATH | O_CLOEXEC);
	int r;

	for (size_t i = 0; i < sizeof(mount_bits) / sizeof(mount_bits[0]); i++)
		known |= mount_bits[i].attr;
	if (fd < 0 || (want & ~known)) {
		if (fd >= 0)
			close(fd);
		return -1;
	}
	r = fstatvfs(fd, &sv);
	close(fd);
	if (r)
		return -1;
	for (size_t i = 0; i < sizeof(mount_bits) / sizeof(mount_bits[0]); i++)
		if ((want & mount_bits[i].attr) && !(sv.f_flag & mount_bits[i].st))
			return 0;
	return 1;
}

/* An extended attribute name on the file path names from descriptor dfd. */
static int xattr_there(const struct effect_check *ck)
{
	char proc[64];
	int fd = openat((int)ck->v[0], (const char *)ck->v[1],
			O_PATH | O_CLOEXEC | O_NOFOLLOW);
	ssize_t n;

	if (fd < 0)
		return -1;
	snprintf(proc, sizeof(proc), "/proc/self/fd/%d", fd);
	n = getxattr(proc, (const char *)ck->v[2], NULL, 0);
	close(fd);
	if (n < 0 && errno != ENODATA)
		return -1;
	return n >= 0;
}

static int k_xattr(const struct effect_check *ck)
{
	return xattr_there(ck);
}

/*
 * The flags and project ID of the file path names from dfd are those of
 * struct file_attr at attr (fa_xflags at 0, fa_projid at 16), the bits
 * that only report state (FS_XFLAG_HASATTR) apart.
 */
static int k_fsxattr(const struct effect_check *ck)
{
	const unsigned char *want = (const unsigned char *)(uintptr_t)ck->v[2];
	int fd = openat((int)ck->v[0], (const char *)ck->v[1],
			O_RDONLY | O_NONBLOCK | O_CLOEXEC);
	struct fsxattr got;
	uint64_t xflags;
	uint32_t projid;
	int r;

	if (fd < 0)
		return -1;
	r = ioctl(fd, FS_IOC_FSGETXATTR, &got);
	close(fd);
	if (r)
		return -1;
	memcpy(&xflags, want, sizeof(xflags));
	memcpy(&projid, want + 16, sizeof(projid));
	return ((got.fsx_xflags ^ (uint32_t)xflags) & ~FS_XFLAG_HASATTR) == 0 &&
	       got.fsx_projid == projid;
}

/*
 * Executing is refused by a landlock domain: a file with execute
 * permission but no format is ENOEXEC to execve() without one, EACCES
 * with a domain that handles execution.
 */
static int k_exec_denied(const struct effect_check *ck)
{
	static const char path[] = "/case/.kapi-noformat";
	char *const argv[] = { (char *)path, NULL };
	int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0755);

	(void)ck;
	if (fd < 0 || write(fd, "\0\0\0\0", 4) != 4) {
		if (fd >= 0)
			close(fd);
		return -1;
	}
	close(fd);
	execve(path, argv, argv + 1);
	return errno == EACCES ? 1 : errno == ENOEXEC ? 0 : -1;
}

/* ---- memory ------------------------------------------------------------ */

/* Every page of [addr, addr + len) is mapped (every) or none is. */
static int pages_mapped(int64_t addr, int64_t len, bool every)
{
	long ps = sysconf(_SC_PAGESIZE);
	unsigned char vec;

	for (int64_t o = 0; o < (len ? len : 1); o += ps) {
		bool m = !mincore((void *)((addr + o) & -ps), (size_t)ps, &vec);

		if (m != every)
			return 0;
	}
	return 1;
}

static int k_mapped(const struct effect_check *ck)
{
	return pages_mapped(ck->v[0], ck->v[1], true);
}

static int k_unmapped(const struct effect_check *ck)
{
	return pages_mapped(ck->v[0], ck->v[1], false);
}

static int k_resident(const struct effect_check *ck)
{
	long ps = sysconf(_SC_PAGESIZE);
	unsigned char vec;

	for (int64_t o = 0; o < (ck->v[1] ? ck->v[1] : 1); o += ps)
		if (mincore((void *)((ck->v[0] + o) & -ps), (size_t)ps, &vec) ||
		    !(vec & 1))
			return 0;
	return 1;
}

/*
 * Each mapping of /proc/self/smaps overlapping [addr, addr + len): fn
 * gets its permissions ("rw-p") and VmFlags line; every one must pass.
 * -1 without /proc, 0 when a byte of the range has no mapping.
 */
typedef bool (*vma_fn)(const struct effect_check *ck, const char *perms,
		       const char *vmflags);

static int each_vma(const struct effect_check *ck, vma_fn fn)
{
	FILE *f = fopen("/proc/self/smaps", "re");
	uint64_t lo = (uint64_t)ck->v[0], hi = lo + (uint64_t)(ck->v[1] ? ck->v[1] : 1);
	uint64_t s, e, covered = lo;
	char line[512], perms[8] = "", *fl;
	bool in = false;
	int ok = 1;

	if (!f)
		return -1;
	while (ok && fgets(line, sizeof(line), f)) {
		if (sscanf(line, "%" SCNx64 "-%" SCNx64 " %7s", &s, &e, perms) == 3 &&
		    strchr(line, '-') < strchr(line, ' ')) {
			in = s < hi && e > lo;
			if (in && s <= covered && e > covered)
				covered = e;
			continue;
		}
		fl = !strncmp(line, "VmFlags:", 8) ? line + 8 : NULL;
		if (in && fl && !fn(ck, perms, fl))
			ok = 0;
	}
	fclose(f);
	return ok && covered >= hi;
}

static bool has_vmflag(const char *flags, const char *fl)
{
	size_t n = strlen(fl);

	for (const char *p = flags; (p = strstr(p, fl)); p += n)
		if ((p == flags || p[-1] == ' ') &&
		    (p[n] == ' ' || p[n] == '\n' || !p[n]))
			return true;
	return false;
}

static bool vma_has(const struct effect_check *ck, const char *perms,
		    const char *flags)
{
	(void)perms;
	return has_vmflag(flags, ck->s[2]);
}

static bool vma_lacks(const struct effect_check *ck, const char *perms,
		      const char *flags)
{
	return !vma_has(ck, perms, flags);
}

static bool vma_prot(const struct effect_check *ck, const char *perms,
		     const char *flags)
{
	int p = (perms[0] == 'r') * PROT_READ | (perms[1] == 'w') * PROT_WRITE |
		(perms[2] == 'x') * PROT_EXEC;

	(void)flags;
	/* PROT_EXEC without PROT_READ reads as r-x on x86 */
	return (p & (PROT_WRITE | PROT_EXEC)) ==
	       (ck->v[2] & (PROT_WRITE | PROT_EXEC)) &&
	       (!(ck->v[2] & PROT_READ) || (p & PROT_READ));
}

static int k_vmflag(const struct effect_check *ck)
{
	return each_vma(ck, vma_has);
}

static int k_no_vmflag(const struct effect_check *ck)
{
	return each_vma(ck, vma_lacks);
}

static int k_prot(const struct effect_check *ck)
{
	return each_vma(ck, vma_prot);
}

/*
 * A page mapped now (after the call) has VmFlags fl, and with unfaulted
 * is not resident either: mlockall(MCL_FUTURE) and munlockall() change
 * what new mappings get; MCL_ONFAULT leaves them locked but not faulted
 * in, which residency tells, not smaps' "lf", which 6.1 does not print.
 */
static int new_mapping_has(const char *fl, bool unfaulted)
{
	long ps = sysconf(_SC_PAGESIZE);
	void *p = mmap(NULL, (size_t)ps, PROT_READ | PROT_WRITE,
		       MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	struct effect_check probe;
	unsigned char vec = 0;
	int r;

	if (p == MAP_FAILED)
		return -1;
	memset(&probe, 0, sizeof(probe));
	probe.v[0] = (int64_t)(uintptr_t)p;
	probe.v[1] = ps;
	snprintf(probe.s[2], sizeof(probe.s[2]), "%s", fl);
	r = each_vma(&probe, vma_has);
	if (r > 0 && unfaulted && (mincore(p, (size_t)ps, &vec) || (vec & 1)))
		r = 0;
	munmap(p, (size_t)ps);
	return r;
}

static int k_new_lock_on_fault(const struct effect_check *ck)
{
	(void)ck;
	return new_mapping_has("lo", true);
}

static int k_new_vmflag(const struct effect_check *ck)
{
	return new_mapping_has(ck->s[0], false);
}

bool conform__effect_copy_in(void *out, uint64_t addr, size_t n)
{
	struct iovec local = { out, n }, remote = { (void *)(uintptr_t)addr, n };

	return syscall(SYS_process_vm_readv, getpid(), &local, 1UL, &remote,
		       1UL, 0UL) == (long)n;
}

/*
 * The first n bytes the first iovec of l covers are those r's covers: a
 * copy from one to the other happened (the remote side of
 * process_vm_writev was set to other bytes first, T_IOVEC_FILLED).
 */
static int k_iov_copied(const struct effect_check *ck)
{
	struct iovec l, r;
	unsigned char a[4096], b[4096];
	size_t n = (size_t)ck->v[2];

	if (ck->v[2] < 0 || n > sizeof(a) || !conform__effect_copy_in(&l, (uint64_t)ck->v[0], sizeof(l)) ||
	    !conform__effect_copy_in(&r, (uint64_t)ck->v[1], sizeof(r)))
		return -1;
	if (!conform__effect_copy_in(a, (uint64_t)(uintptr_t)l.iov_base, n) ||
	    !conform__effect_copy_in(b, (uint64_t)(uintptr_t)r.iov_base, n))
		return -1;
	return !memcmp(a, b, n);
}

/* ---- the table --------------------------------------------------------- */

static const struct effect_kind kinds[] = {
	{ "same_file", 2, 0, k_same_file, NULL },
	{ "fd_open", 1, 0, k_fd_open, NULL },
	{ "fd_closed", 1, 0, k_fd_closed, NULL },
	{ "cloexec", 1, 0, k_cloexec, NULL },
	{ "lowest_fd", 1, 0, k_lowest_fd, NULL },
	{ "socket", 1, 0, k_socket, NULL },
	{ "unconnected", 1, 0, k_unconnected, NULL },
	{ "fd_link", 2, 2, k_fd_link, NULL },
	{ "fdinfo", 2, 2, k_fdinfo, NULL },
	{ "size", 2, 0, k_size, NULL },
	{ "is_dir", 1, 0, k_is_dir, NULL },
	{ "exists", 1, 0, k_exists, NULL },
	{ "gone", 1, 0, k_gone, NULL },
	{ "mode", 2, 0, k_mode, NULL },
	{ "root_is", 1, 0, k_root_is, NULL },
	{ "mountpoint", 1, 0, k_mountpoint, NULL },
	{ "not_mountpoint", 1, 0, k_not_mountpoint, NULL },
	{ "mount_flags", 3, 0, k_mount_flags, NULL },
	{ "xattr", 3, 0, k_xattr, NULL },
	{ "fsxattr", 3, 0, k_fsxattr, NULL },
	{ "exec_denied", 0, 0, k_exec_denied, NULL },
	{ "mapped", 2, 0, k_mapped, NULL },
	{ "unmapped", 2, 0, k_unmapped, NULL },
	{ "resident", 2, 0, k_resident, NULL },
	{ "vmflag", 3, 4, k_vmflag, NULL },
	{ "no_vmflag", 3, 4, k_no_vmflag, NULL },
	{ "prot", 3, 0, k_prot, NULL },
	{ "new_vmflag", 1, 1, k_new_vmflag, NULL },
	{ "new_lock_on_fault", 0, 0, k_new_lock_on_fault, NULL },
	{ "iov_copied", 3, 0, k_iov_copied, NULL },
};

static const struct effect_kind *kind_in(const struct effect_kind *t, size_t n,
				       const char *name)
{
	for (size_t i = 0; i < n; i++)
		if (!strcmp(t[i].name, name))
			return &t[i];
	return NULL;
}

const struct effect_kind *conform__effect_kind(const char *name)
{
	return kind_in(kinds, sizeof(kinds) / sizeof(kinds[0]), name) ?:
	       kind_in(conform__effect_state_kinds,
		       conform__effect_state_kind_count, name) ?:
	       kind_in(conform__effect_task_kinds,
		       conform__effect_task_kind_count, name) ?:
	       kind_in(conform__effect_swap_kinds,
		       conform__effect_swap_kind_count, name) ?:
	       kind_in(conform__effect_quota_kinds,
		       conform__effect_quota_kind_count, name) ?:
	       kind_in(conform__effect_exec_kinds,
		       conform__effect_exec_kind_count, name) ?:
	       kind_in(conform__effect_sigreturn_kinds,
		       conform__effect_sigreturn_kind_count, name);
}

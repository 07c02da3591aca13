/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The kernel lab: a verb run inside a throwaway QEMU VM of another kernel
 * (kapi --kernel K VERB ...), Debian's kernel packages fetched into a cache,
 * an initramfs holding kapi and busybox.  docs/kapi-lab.rst describes it.
 *
 *   lab_proc.c       child processes: run, capture, progress lines
 *   lab_cache.c      the cache directory, kernel names, apt-get download
 *   lab_cpio.c       the newc cpio writer
 *   lab_initramfs.c  what goes into the initramfs, and its init
 *   lab_vm.c         accelerator, shares, the QEMU command line, results
 *   lab_matrix.c     kapi lab matrix
 *   lab_arm64.c      arm64 kernels: private apt state, arm64 kapi and busybox
 *   cmd_lab.c        kapi lab list|fetch|clean|matrix and --kernel
 */
#ifndef KAPI_TOOL_LAB_H
#define KAPI_TOOL_LAB_H

#include <limits.h>
#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

/* A kernel ready to boot: an unpacked package, a .deb or an image. */
struct lab_kernel {
	char name[256];		/* the package name, or the image's file name */
	char root[PATH_MAX];	/* the unpacked tree ("" for a bare image) */
	char image[PATH_MAX];	/* the bootable image (vmlinuz) */
	char release[128];	/* uname -r of the kernel ("" when unknown) */
	bool arm64;		/* an arm64 kernel (qemu-system-aarch64) */
};

/* lab_proc.c */
/* snprintf that says whether it all fit: 0, or -ENAMETOOLONG (cut short). */
__attribute__((format(printf, 3, 4)))
int lab_fmt(char *buf, size_t len, const char *fmt, ...);
/* A progress line on standard error when it is a terminal. */
__attribute__((format(printf, 1, 2))) void lab_progress(const char *fmt, ...);
/* Runs argv (PATH searched); stdout to out_fd when >= 0, stderr to err_fd
 * when >= 0 (else inherited), stdin from /dev/null.  Exit status, 128+sig,
 * or -errno when it could not be started. */
int lab_run(char *const argv[], int out_fd, int err_fd);
/* The same, its standard output into *out (malloc'd, NUL-terminated);
 * standard error dropped unless keep_err. */
int lab_capture(char *const argv[], char **out, bool keep_err);
/* Whether a program is on PATH. */
bool lab_have(const char *prog);
/* Seconds since an arbitrary start, monotonic. */
double lab_now(void);
/* mkdir -p; 0 or -errno. */
int lab_mkdirs(const char *path, mode_t mode);
/* rm -rf of a directory the lab made; 0 or -errno. */
int lab_rmtree(const char *path);
/* A whole file into *buf (malloc'd, NUL-terminated); 0 or -errno. */
int lab_slurp(const char *path, char **buf, size_t *len);

/* lab_cache.c */
/* The cache directory: $KAPI_LAB_DIR, /var/cache/kapi/lab as root,
 * $XDG_CACHE_HOME/kapi/lab (~/.cache) otherwise. */
const char *lab_dir(void);
/* Makes KERNEL ready (fetching and unpacking when fetch is set); an exit
 * status after saying why it could not. */
int lab_kernel_get(const char *spec, bool fetch, struct lab_kernel *k);
/* The same; fresh asks apt again about a short form (lab fetch). */
int lab_kernel_resolve(const char *spec, bool fetch, bool fresh,
		       struct lab_kernel *k);
/* apt-get download PKG into DIR/debs (unless there); the .deb's path. */
int lab_download(const char *pkg, char *deb, size_t len);
/* The .deb of pkg when it is in DIR/debs: 0, or -ENOENT. */
int lab_download_cached(const char *pkg, char *deb, size_t len);
/* The kernel's ELF vmlinux for a PVH boot (unpacked from the image once);
 * false when there is none. */
bool lab_vmlinux(const struct lab_kernel *k, char *path, size_t len);
/* A static busybox: the host's, or busybox-static's from the cache. */
int lab_busybox(char *path, size_t len);
/* kapi lab list/clean: each unpacked kernel. */
typedef void (*lab_kernel_fn)(const struct lab_kernel *k, void *ctx);
int lab_kernels_each(lab_kernel_fn fn, void *ctx);

/* lab_cpio.c: an uncompressed newc archive */
struct lab_cpio;
int lab_cpio_open(const char *path, struct lab_cpio **c);
int lab_cpio_dir(struct lab_cpio *c, const char *name);
int lab_cpio_data(struct lab_cpio *c, const char *name, mode_t mode,
		  const void *data, size_t len);
int lab_cpio_file(struct lab_cpio *c, const char *name, mode_t mode,
		  const char *src);
int lab_cpio_symlink(struct lab_cpio *c, const char *name, const char *target);
int lab_cpio_chardev(struct lab_cpio *c, const char *name, unsigned int major,
		     unsigned int minor);
/* Writes the trailer and closes; 0 or -errno (the file is removed on error). */
int lab_cpio_close(struct lab_cpio *c, bool ok);

/* lab_initramfs.c: the initramfs for kernel k (built or from the cache) */
int lab_initramfs(const struct lab_kernel *k, char *path, size_t len);
/* The guest's directory where the run's share is mounted. */
#define LAB_RUN_DIR "/run/kapi"

/* lab_vm.c */
struct lab_opts {
	bool quota_modules;	/* in: a conform run that may take quotactl:
				 * its job loads the modules it needs first */
	double boot_to_init;	/* out: seconds from QEMU's start to init */
	double total;		/* out: seconds QEMU ran */
	bool tcg;		/* out: software emulation */
};
/* Runs argv (kapi's own arguments after the program name) inside a VM of
 * k; the verb's output is copied to stdout/stderr.  The verb's exit
 * status, or EXIT_FAILURE_ after saying why. */
int lab_vm_run(const struct lab_kernel *k, int argc, char **argv,
	       struct lab_opts *o);
/* Whether VMs of k run under KVM (decided once a process; see lab_vm.c). */
bool lab_kvm(const struct lab_kernel *k);

/* cmd_lab.c: kapi --kernel K ...: argv is kapi's whole command line with
 * --kernel taken out. */
int lab_main(const char *kernel, int argc, char **argv, int verb);

/* Whether this process runs inside a lab VM: the guest's init set
 * KAPI_LAB_VM, its run share is mounted, the CPU says it is virtual. */
bool lab_inside_vm(void);

/* lab_arm64.c: kernels named arm64:SPEC (arm64:6.1) */
/* Set while arm64 packages are looked up: apt is the private arm64 one
 * (APT_CONFIG), short forms take -arm64 packages, busybox is arm64's. */
extern bool lab_arm64_mode;
int lab_arm64_kernel(const char *spec, bool fetch, bool fresh,
		     struct lab_kernel *k);
/* busybox-static's arm64 busybox, fetched into DIR/busybox-arm64 */
int lab_arm64_busybox(char *path, size_t len);
/* The arm64 kapi the VM runs ($KAPI_LAB_ARM64_KAPI, else build-arm64/kapi
 * beside this binary's build directory). */
int lab_arm64_kapi(char *path, size_t len);

/* lab_matrix.c */
int lab_matrix(int argc, char **argv);

#endif /* KAPI_TOOL_LAB_H */

#!/bin/sh
# Checks that the packages a step needs are installed.  On Debian (and its
# derivatives) as root it installs the missing ones; otherwise, or with
# --check, it prints the apt-get line and fails.  Elsewhere (no dpkg-query,
# or dpkg does not manage the C library) it says so, asks pkg-config about
# the libraries and lets the build go on: the compiler names what is
# really missing.
#   scripts/deps.sh [--check] build|doc|test|fuzz|bpf|lab|arm64
# doc is what the man pages need (make man, make install); bpf (kapi
# watch) is optional: when it cannot be installed it only says what is
# missing, and kapi builds without watch.  lab (kapi --kernel: QEMU,
# busybox for the initramfs, kmod's depmod/modprobe, xz and zstd for
# modules, file) is optional the same way.  WITH_FUSE=no (make's) drops
# libfuse3 from build.
set -eu

install=yes
if [ "${1:-}" = --check ]; then
	install=no
	shift
fi
group=${1:-build}

fuse_pkgs="libfuse3-dev"
[ "${WITH_FUSE:-auto}" = no ] && fuse_pkgs=
build_pkgs="gcc make pkg-config libc6-dev linux-libc-dev libelf-dev libjson-c-dev libseccomp-dev $fuse_pkgs"
doc_pkgs="python3-docutils"
# the cross headers: arch.t checks data/flags_arch.tsv against them
cross_headers="linux-libc-dev-alpha-cross linux-libc-dev-armhf-cross linux-libc-dev-mips64el-cross linux-libc-dev-hppa-cross linux-libc-dev-ppc64el-cross linux-libc-dev-sparc64-cross"
# devscripts (hardening-check), dpkg-dev (dpkg-buildflags): package.t.
# gcc -m32 (trace_m32.t, trace_compat_lab.t): gcc-12-multilib, not the
# gcc-multilib that conflicts with every cross gcc (the tests find asm/
# themselves)
test_pkgs="perl jq libxml2-utils binutils strace abigail-tools mandoc man-db fuse3 gcc-12-multilib devscripts dpkg-dev $cross_headers"
fuzz_pkgs="clang-14 libclang-rt-14-dev"
bpf_pkgs="clang libbpf-dev bpftool"
lab_pkgs="qemu-system-x86 busybox-static kmod xz-utils zstd file"
# make ARCH=arm64 (the sysroot itself: scripts/arm64-sysroot.sh) and the
# lab's arm64 VMs
arm64_pkgs="gcc-aarch64-linux-gnu debian-archive-keyring qemu-system-arm"

case $group in
build) pkgs=$build_pkgs ;;
doc) pkgs=$doc_pkgs ;;
test) pkgs="$build_pkgs $doc_pkgs $test_pkgs" ;;
fuzz) pkgs="$build_pkgs $fuzz_pkgs" ;;
bpf) pkgs=$bpf_pkgs ;;
lab) pkgs=$lab_pkgs ;;
arm64) pkgs=$arm64_pkgs ;;
*) echo "usage: $0 [--check] build|doc|test|fuzz|bpf|lab|arm64" >&2; exit 2 ;;
esac

# Not Debian: the libraries through pkg-config, the rest is up to the build.
if ! command -v dpkg-query >/dev/null 2>&1 ||
   ! dpkg-query -W -f='${Status}' libc6 2>/dev/null | grep -q 'ok installed'; then
	echo "kapi: not a Debian system (no dpkg-query, or it does not know libc6):" \
		"not checking the $group packages" >&2
	case $group in
	build) libs="libelf json-c libseccomp" ;;
	bpf) libs=libbpf ;;
	*) libs= ;;
	esac
	for l in $libs; do
		pkg-config --exists "$l" 2>/dev/null ||
			echo "kapi: pkg-config does not find $l; the build may fail" >&2
	done
	exit 0
fi

missing=
for p in $pkgs; do
	dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'ok installed' ||
		missing="$missing $p"
done
[ -z "$missing" ] && exit 0

if [ "$group" = bpf ] && { [ $install = no ] || [ "$(id -u)" -ne 0 ]; }; then
	echo "kapi: building without kapi watch; for it: apt-get install -y$missing" >&2
	exit 0
fi
if [ "$group" = lab ] && { [ $install = no ] || [ "$(id -u)" -ne 0 ]; }; then
	echo "kapi: kapi --kernel needs: apt-get install -y$missing" >&2
	exit 0
fi
if [ $install = no ] || [ "$(id -u)" -ne 0 ]; then
	echo "kapi: missing packages:$missing" >&2
	if [ "$(id -u)" -eq 0 ]; then
		echo "run: apt-get install -y$missing (or make deps)" >&2
	else
		echo "run: sudo apt-get install -y$missing" >&2
	fi
	exit 1
fi
echo "kapi: installing$missing" >&2
if ! DEBIAN_FRONTEND=noninteractive apt-get install -y -q $missing >&2; then
	apt-get update -q >&2
	DEBIAN_FRONTEND=noninteractive apt-get install -y -q $missing >&2
fi

#!/bin/sh
# Checks that the Debian packages a step needs are installed.  As root it
# installs the missing ones; otherwise, or with --check, it prints the
# apt-get line and fails.
#   scripts/deps.sh [--check] build|test|fuzz|bpf|lab
# bpf (kapi watch) is optional: when it cannot be installed it only says
# what is missing, and kapi builds without watch.  lab (kapi --kernel: QEMU,
# busybox for the initramfs, kmod's depmod/modprobe, xz and zstd for
# modules, file) is optional the same way.
set -eu

install=yes
if [ "${1:-}" = --check ]; then
	install=no
	shift
fi

build_pkgs="gcc make pkg-config libc6-dev linux-libc-dev libelf-dev libjson-c-dev libseccomp-dev libfuse3-dev fuse3"
# the cross headers: arch.t checks data/flags_arch.tsv against them
cross_headers="linux-libc-dev-alpha-cross linux-libc-dev-armhf-cross linux-libc-dev-mips64el-cross linux-libc-dev-hppa-cross linux-libc-dev-ppc64el-cross linux-libc-dev-sparc64-cross"
test_pkgs="perl jq libxml2-utils python3-docutils binutils strace abigail-tools mandoc man-db gcc-multilib $cross_headers"
fuzz_pkgs="clang-14 libclang-rt-14-dev"
bpf_pkgs="clang llvm libbpf-dev bpftool"
lab_pkgs="qemu-system-x86 busybox-static kmod xz-utils zstd file"

case "${1:-build}" in
build) pkgs=$build_pkgs ;;
test) pkgs="$build_pkgs $test_pkgs" ;;
fuzz) pkgs="$build_pkgs $fuzz_pkgs" ;;
bpf) pkgs=$bpf_pkgs ;;
lab) pkgs=$lab_pkgs ;;
*) echo "usage: $0 [--check] build|test|fuzz|bpf|lab" >&2; exit 2 ;;
esac

missing=
for p in $pkgs; do
	dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'ok installed' ||
		missing="$missing $p"
done
[ -z "$missing" ] && exit 0

if [ "${1:-build}" = bpf ] && { [ $install = no ] || [ "$(id -u)" -ne 0 ]; }; then
	echo "kapi: building without kapi watch; for it: apt-get install -y$missing" >&2
	exit 0
fi
if [ "${1:-build}" = lab ] && { [ $install = no ] || [ "$(id -u)" -ne 0 ]; }; then
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

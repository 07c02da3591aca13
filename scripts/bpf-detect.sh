#!/bin/sh
# Prints the make variables of kapi watch's eBPF build: HAVE_BPF=1 with the
# tools and flags when clang, bpftool, libbpf and the kernel's BTF are all
# there, else HAVE_BPF empty and BPF_MISSING saying what is not.
#   scripts/bpf-detect.sh > build/gen/bpf.mk
set -u
clang=$(command -v clang || command -v clang-14 || true)
bpftool=$(command -v bpftool || ls /usr/sbin/bpftool 2>/dev/null || true)
btf=/sys/kernel/btf/vmlinux
missing=
[ -n "$clang" ] || missing="$missing clang"
[ -n "$bpftool" ] || missing="$missing bpftool"
pkg-config --exists libbpf 2>/dev/null || missing="$missing libbpf-dev"
[ -r "$btf" ] || missing="$missing $btf"
if [ -n "$missing" ]; then
	echo "HAVE_BPF :="
	echo "BPF_MISSING := kapi was built without eBPF support (missing:$missing)"
	exit 0
fi
echo "HAVE_BPF := 1"
echo "BPF_CLANG := $clang"
echo "BPFTOOL := $bpftool"
echo "VMLINUX_BTF := $btf"
echo "BPF_CFLAGS := $(pkg-config --cflags libbpf)"
echo "BPF_LIBS := $(pkg-config --libs libbpf)"

#!/bin/sh
# Prints the make variables of the eBPF parts for WITH_BPF=auto|yes|no:
#   HAVE_LIBBPF=1, BPF_CFLAGS, BPF_LIBS when libbpf is used (BTF reading)
#   HAVE_BPF=1, BPF_CLANG, BPFTOOL when kapi watch's programs are built
#   BPF_MISSING, what kapi watch says when it was left out
#   BPF_ERROR, set when WITH_BPF=yes and something is missing
# The programs need no BTF of the build host (lib/live/watch/vmlinux.h).
#   scripts/bpf-detect.sh auto > build/gen/bpf.mk
set -u
with=${1:-auto}
if [ "$with" = no ]; then
	echo "HAVE_LIBBPF :="
	echo "HAVE_BPF :="
	echo "BPF_MISSING := kapi was built without eBPF support (WITH_BPF=no)"
	exit 0
fi
clang=$(command -v clang || command -v clang-14 || true)
bpftool=$(command -v bpftool || ls /usr/sbin/bpftool 2>/dev/null || true)
missing=
[ -n "$clang" ] || missing="$missing clang"
[ -n "$bpftool" ] || missing="$missing bpftool"
if pkg-config --exists libbpf 2>/dev/null; then
	echo "HAVE_LIBBPF := 1"
	echo "BPF_CFLAGS := $(pkg-config --cflags libbpf)"
	echo "BPF_LIBS := $(pkg-config --libs libbpf)"
else
	echo "HAVE_LIBBPF :="
	missing="$missing libbpf-dev"
fi
if [ -n "$missing" ]; then
	echo "HAVE_BPF :="
	echo "BPF_MISSING := kapi was built without eBPF support (missing:$missing)"
	[ "$with" = yes ] &&
		echo "BPF_ERROR := WITH_BPF=yes but these are missing:$missing"
	exit 0
fi
echo "HAVE_BPF := 1"
echo "BPF_CLANG := $clang"
echo "BPFTOOL := $bpftool"

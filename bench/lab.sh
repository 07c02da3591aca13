#!/bin/sh
# The kernel lab (kapi --kernel): per kernel the seconds from QEMU's start
# to the guest's init and of a whole VM run of 'kapi version', KVM or TCG;
# conform's wall time in the VM beside conform on this machine's kernel in
# the same run (the peer); and a cold run (apt-get download, unpack,
# vmlinux, initramfs, boot, in an empty cache) beside a cache hit.
#   LAB_BENCH_KERNELS  kernels (default "6.1 6.12")
#   LAB_BENCH_COLD=0   leave out the cold run (it downloads 70 MB)
set -u
kapi=${KAPI:-build/kapi}
kernels=${LAB_BENCH_KERNELS:-6.1 6.12}
echo "== bench: the kernel lab (kapi --kernel)"
# whole conform runs under emulation take many minutes: asked for only
if [ "${KAPI_LAB:-}" != 1 ]; then
	echo "skipped: the lab bench runs with KAPI_LAB=1 (make bench KAPI_LAB=1)"
	exit 0
fi
if ! command -v qemu-system-x86_64 >/dev/null; then
	echo "skipped: qemu-system-x86_64 is not installed (scripts/deps.sh lab)"
	exit 0
fi
now() { date +%s.%N; }
since() { echo "$(now) $1" | awk '{ printf "%.1f", $1 - $2 }'; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# one VM run of 'kapi version': boot-to-init, total, accelerator
vm_times() {
	KAPI_LAB_TIMES=1 "$@" version 2>"$tmp/times" >/dev/null || return 1
	sed -n 's/.* \(TCG\|KVM\): boot-to-init \([0-9.]*\) s, total \([0-9.]*\) s/\1 \2 \3/p' \
		"$tmp/times" | tail -1
}

t0=$(now)
"$kapi" conform >/dev/null 2>&1
host=$(since "$t0")
echo "conform on this kernel ($(uname -r)):   $host s (the peer)"
for k in $kernels; do
	if ! "$kapi" lab fetch "$k" >/dev/null 2>&1; then
		echo "kernel $k: skipped (cannot be fetched)"
		continue
	fi
	set -- $(vm_times "$kapi" --kernel "$k") # warms the initramfs
	set -- $(vm_times "$kapi" --kernel "$k")
	[ $# -eq 3 ] || { echo "kernel $k: the VM failed"; continue; }
	echo "kernel $k ($2 s to init, $3 s a VM run of version; $1)"
	t0=$(now)
	"$kapi" --kernel "$k" conform >/dev/null 2>&1
	vm=$(since "$t0")
	echo "$k $vm $host" | awk '{ printf "  conform in the VM: %s s; ratio VM / host: %.2f\n", $2, $2 / $3 }'
done
if [ "${LAB_BENCH_COLD:-1}" = 1 ]; then
	k=$(echo "$kernels" | cut -d' ' -f1)
	t0=$(now)
	KAPI_LAB_DIR=$tmp/cold KAPI_LAB_TIMES=1 "$kapi" --kernel "$k" version >/dev/null 2>&1
	cold=$(since "$t0")
	t0=$(now)
	KAPI_LAB_DIR=$tmp/cold "$kapi" --kernel "$k" version >/dev/null 2>&1
	hit=$(since "$t0")
	echo "$k $cold $hit" | awk '{ printf "cold %s (fetch, unpack, initramfs, boot): %s s; cache hit: %s s; ratio cold / hit: %.1f\n", $1, $2, $3, $2 / $3 }'
fi

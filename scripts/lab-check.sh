#!/bin/sh
# make lab-check: kapi conform on Debian's 6.1 and 6.12 kernels, each booted
# in the lab (kapi --kernel; TCG where KVM cannot boot a stock kernel).  The
# kernel packages are fetched into the lab cache when they are not there.
# Prints each kernel's totals; fails (1) on any false positive or miss, (3)
# when a kernel cannot be fetched or booted.
#   scripts/lab-check.sh [KERNEL...]     (default: 6.1 6.12)
set -u
cd "$(dirname "$0")/.."
KAPI=${KAPI:-build/kapi}
out=${LAB_CHECK_DIR:-build/lab-check}
[ $# -gt 0 ] || set -- 6.1 6.12

scripts/deps.sh lab
command -v qemu-system-x86_64 >/dev/null ||
	{ echo "lab-check: qemu-system-x86_64 is missing (scripts/deps.sh lab)" >&2; exit 3; }
mkdir -p "$out"
status=0
for k in "$@"; do
	if ! "$KAPI" lab fetch "$k" >/dev/null; then
		echo "lab-check: cannot fetch kernel $k" >&2
		exit 3
	fi
	t0=$(date +%s)
	"$KAPI" --kernel "$k" conform --jobs auto -f json -o "$out/$k.json"
	rc=$?
	# a boot that dies under emulation (seen once: 6.12 panicking in
	# security_init under TCG) is QEMU's, not the kernel's: one retry
	if [ $rc -eq 3 ]; then
		echo "lab-check: the VM of $k failed (exit 3); once more" >&2
		"$KAPI" --kernel "$k" conform --jobs auto -f json -o "$out/$k.json"
		rc=$?
	fi
	if [ $rc -ne 0 ] && [ $rc -ne 1 ]; then
		echo "lab-check: conform on $k failed (exit $rc)" >&2
		exit 3
	fi
	echo "lab-check: $k took $(($(date +%s) - t0)) s (boot and conform)"
	jq -r --arg k "$k" '"lab-check: \($k) (\(.kernel)): \(.totals.cases) cases, \(.totals.agree) agree, \(.totals.false_positive) false positives, \(.totals.miss) misses, \(.totals.errno_gap) errno gaps, \(.totals.machine_dependent) machine-dependent, \(.totals.not_run) not run"' "$out/$k.json"
	bad=$(jq '.totals.false_positive + .totals.miss' "$out/$k.json")
	if [ "$bad" -ne 0 ]; then
		jq -r '.syscalls[] | select(.false_positive + .miss > 0) |
			"lab-check:   \(.name): \(.false_positive) false positives, \(.miss) misses"' \
			"$out/$k.json"
		status=1
	fi
done
[ $status -eq 0 ] && echo "lab-check: no false positive, no miss" ||
	echo "lab-check: FAIL (reports in $out/)"
exit $status

#!/bin/sh
# The uprobe syscall from ordinary code: the kernel refuses it with ENXIO.
# Seccomp lets uprobe and uretprobe through every filter before any runs
# (kernel/seccomp.c, seccomp_uprobe_exception), so under kapi trace's
# filter the call makes no stop at all; --no-seccomp stops at every call
# and counts it with its errno (docs/kapi-trace.rst).
. "$(dirname "$0")/lib.sh"
: "${KAPI_BUILD:=$(dirname "$0")/../../build}"
T=$KAPI_BUILD/tests/trace

if [ "$(uname -m)" != x86_64 ]; then
	echo "1..0 # SKIP the uprobe syscall is x86_64's"
	exit 0
fi
if [ "$("$T/t_uprobe")" != "uprobe: ENXIO" ]; then
	echo "1..0 # SKIP this kernel has no uprobe syscall ($("$T/t_uprobe"))"
	exit 0
fi
need_tracing

run "$KAPI" trace --no-seccomp -c -o "$tmp/sum" -- "$T/t_uprobe"
check "[ $status -eq 0 ] && [ \"\$(cat $tmp/out)\" = 'uprobe: ENXIO' ]" "--no-seccomp: the call fails with ENXIO as untraced"
check "awk '\$1 == \"uprobe\" && \$2 == 1 && \$3 == 0 && / ENXIO:1/ { f = 1 } END { exit !f }' $tmp/sum" \
	"--no-seccomp -c: the call is counted, with its ENXIO, and draws no finding ($(grep '^uprobe ' "$tmp/sum"))"
run "$KAPI" trace -c -o "$tmp/sum" -- "$T/t_uprobe"
check "[ $status -eq 0 ] && [ \"\$(cat $tmp/out)\" = 'uprobe: ENXIO' ]" "under the seccomp filter: the call runs untouched, ENXIO"
check "! grep -q '^uprobe ' $tmp/sum && grep -q '^mode: seccomp' $tmp/sum" \
	"under the seccomp filter it makes no stop, so it is not counted, as documented ($(grep '^uprobe ' "$tmp/sum"))"
run "$KAPI" trace -e uprobe -o /dev/null -- "$T/t_uprobe"
expect_err '^kapi trace: uprobe calls pass every seccomp filter unseen; --no-seccomp stops at them$' "-e uprobe under the filter: kapi says it will not see them"
run "$KAPI" trace -e uprobe --no-seccomp -o /dev/null -- "$T/t_uprobe"
check "[ ! -s $tmp/err ]" "-e uprobe --no-seccomp: no such note"

done_testing

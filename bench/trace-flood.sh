#!/bin/sh
# A flood of failing calls: t_flood makes N invalid mlockall(0x8) calls
# (default 1,000,000), each one EINVAL and one finding.  It runs once bare,
# once under kapi trace -f -c and once under strace -f, all pinned to CPU 0
# in the same run, and prints kapi's time as a ratio of strace's (target:
# at most 1.50).  KAPI_BENCH_FLOOD sets N, KAPI_BENCH_CPU the CPU (pick an
# idle one: about 35 s in all on an idle core).  kapi shows the first findings and counts the rest, so the
# summary's count must equal N: nothing is lost.
set -eu
kapi=${KAPI:-build/kapi}
flood=${KAPI_BUILD:-build}/tests/trace/t_flood
n=${KAPI_BENCH_FLOOD:-1000000}
cpu=${KAPI_BENCH_CPU:-0}

echo "== bench: a flood of $n failing calls, kapi trace -f vs strace -f (CPU $cpu)"
. "$(dirname "$0")/lib.inc"
trace_bench_ready
sum=$(mktemp)
trap 'rm -f "$sum"' EXIT

now() { date +%s.%N; }
timed() {
	t0=$(now)
	taskset -c "$cpu" "$@" > /dev/null
	t1=$(now)
	echo "$t1 $t0" | awk '{ printf "%.2f", $1 - $2 }'
}

bare=$(timed "$flood" "$n")
k=$(timed "$kapi" trace -f -c -o "$sum" -- "$flood" "$n")
s=$(timed strace -f -o /dev/null "$flood" "$n")
counted=$(awk '$1 == "mlockall" { print $2 " calls, " $3 " findings" }' "$sum")
echo "bare ${bare}s, kapi trace -f ${k}s, strace -f ${s}s"
echo "kapi summary: ${counted:-nothing} (want $n calls, $n findings)"
echo "$k $s" | awk '{ printf "ratio kapi trace -f / strace -f: %.2f (target <= 1.50)\n", $1 / $2 }'
[ "$counted" = "$n calls, $n findings" ] || { echo "FAIL: the summary lost calls"; exit 1; }

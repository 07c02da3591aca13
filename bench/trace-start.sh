#!/bin/sh
# Start-up of kapi trace beside strace's, in one run: `-- true` under
# kapi trace --entry-only and under strace, interleaved pairs (so load
# from other work falls on both), the median of each, and their ratio.
# Target: kapi trace --entry-only -- true no slower than strace -- true,
# in wall time and (with perf installed) in CPU time.
#   bench/trace-start.sh [ROUNDS]
set -eu
kapi=${KAPI:-build/kapi}
rounds=${1:-${KAPI_BENCH_ROUNDS:-41}}

echo "== bench: kapi trace --entry-only -- true vs strace -- true ($rounds interleaved pairs, medians)"
echo "load average: $(cat /proc/loadavg)"
. "$(dirname "$0")/lib.inc"
trace_bench_ready
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

# one run of the command, in microseconds (date's fork is paid by both)
us() {
	name=$1
	shift
	t0=$(date +%s%N)
	"$@" > /dev/null 2>&1 || true
	t1=$(date +%s%N)
	echo $(( (t1 - t0) / 1000 )) >> "$out/$name"
}
i=0
while [ $i -lt "$rounds" ]; do
	# alternate which goes first
	if [ $((i % 2)) -eq 1 ]; then
		us kapi "$kapi" trace --entry-only -o /dev/null -- /bin/true
		us strace strace -o /dev/null -- /bin/true
	else
		us strace strace -o /dev/null -- /bin/true
		us kapi "$kapi" trace --entry-only -o /dev/null -- /bin/true
	fi
	us bare /bin/true
	i=$((i + 1))
done
median() { sort -n "$1" | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] / 1000 }'; }
k=$(median "$out/kapi") s=$(median "$out/strace") b=$(median "$out/bare")
echo "bare true:                          ${b} ms"
echo "kapi trace --entry-only -- true:    ${k} ms"
echo "strace -- true:                     ${s} ms"
echo "$k $s" | awk '{ printf "ratio kapi trace --entry-only / strace: %.2f (target <= 1.00, wall)\n", $1 / $2 }'
# CPU time (task-clock of the process tree, mean of perf stat -r), which
# a loaded machine's waits for a CPU do not inflate
cpu() {
	perf stat -x, -e task-clock -r "$rounds" -o "$out/stat" "$@" > /dev/null 2>&1 || true
	awk -F, '/task-clock/ { print $1 }' "$out/stat"
}
if perf stat -x, -e task-clock /bin/true > /dev/null 2>&1; then
	k=$(cpu "$kapi" trace --entry-only -o /dev/null -- /bin/true)
	s=$(cpu strace -o /dev/null -- /bin/true)
	b=$(cpu /bin/true)
	echo "CPU ms (perf stat -r $rounds): bare $b, kapi trace --entry-only $k, strace $s"
	echo "$k $s" | awk '{ printf "ratio kapi trace --entry-only / strace: %.2f (target <= 1.00, CPU time)\n", $1 / $2 }'
fi
echo "load average: $(cat /proc/loadavg)"

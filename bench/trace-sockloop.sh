#!/bin/sh
# Fairness and throughput with many tracees: t_sockloop runs 8 pairs of
# processes (16 in all) ping-ponging over sockets for a fixed time
# (default 5 s), bare, under kapi trace -f and under strace -f, in the same
# run.  Each must end in its own time; the figures are the wall time and
# the round trips made, and the ratio of kapi's round trips to strace's.
set -eu
kapi=${KAPI:-build/kapi}
loop=${KAPI_BUILD:-build}/tests/trace/t_sockloop
secs=${KAPI_BENCH_SOCKLOOP:-5}

echo "== bench: 16 processes in a socket loop for ${secs}s, kapi trace -f vs strace -f"
. "$(dirname "$0")/lib.inc"
trace_bench_ready
err=$(mktemp)
trap 'rm -f "$err"' EXIT

now() { date +%s.%N; }
# one LABEL CMD...: "LABEL: Ns, T round trips (what the program said)"
one() {
	label=$1
	shift
	t0=$(now)
	said=$(timeout -s KILL $((secs * 10 + 30)) "$@" 2> "$err") || said="killed or failed"
	t1=$(now)
	trips=$(sed -n 's/^round trips: //p' "$err")
	echo "$t1 $t0" | awk -v l="$label" -v t="${trips:-0}" -v s="$said" \
		'{ printf "%s: %.2fs, %d round trips (%s)\n", l, $1 - $2, t, s }'
	echo "${trips:-0}" > "$err.$label"
}

one bare "$loop" 8 "$secs"
one kapi "$kapi" trace -f -o /dev/null -- "$loop" 8 "$secs"
one strace strace -f -o /dev/null "$loop" 8 "$secs"
awk -v k="$(cat "$err.kapi")" -v s="$(cat "$err.strace")" 'BEGIN {
	printf "ratio of round trips, kapi trace -f / strace -f: %.2f (target >= 0.67)\n", s ? k / s : 0 }'
rm -f "$err.bare" "$err.kapi" "$err.strace"

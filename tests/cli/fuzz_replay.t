#!/bin/sh
# Every crash and leak input the fuzzers ever found (tests/fuzz/crashes/
# HARNESS/) replayed through every harness, hence every loader: the input
# of one format is hostile input to the others.  Under make check SAN=1
# the replays run with ASan, UBSan and LeakSanitizer, so a leak fails too.
. "$(dirname "$0")/lib.sh"
root=$(cd "$(dirname "$0")/../.." && pwd)
: "${KAPI_BUILD:=$root/build}"
ASAN_OPTIONS=detect_leaks=1:abort_on_error=0${ASAN_OPTIONS:+:$ASAN_OPTIONS}
UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1${UBSAN_OPTIONS:+:$UBSAN_OPTIONS}
export ASAN_OPTIONS UBSAN_OPTIONS

inputs=$(find "$root/tests/fuzz/crashes" -type f | LC_ALL=C sort)
check '[ -n "$inputs" ]' "crash inputs are kept under tests/fuzz/crashes"
harnesses=
for src in "$root"/tests/fuzz/fuzz_*.c; do
	h=$(basename "$src" .c)
	h=${h#fuzz_}
	harnesses="$harnesses $h"
	check '[ -x "$KAPI_BUILD/tests/fuzz/replay_$h" ]' "replay_$h is built"
done
for f in $inputs; do
	name=${f#"$root/tests/fuzz/crashes/"}
	for h in $harnesses; do
		if "$KAPI_BUILD/tests/fuzz/replay_$h" "$f" >"$tmp/out" 2>"$tmp/err"; then
			pass "$name through fuzz_$h"
		else
			fail "$name through fuzz_$h"
			head -30 "$tmp/err" | sed 's/^/#   /'
		fi
	done
done
done_testing

#!/bin/sh
# What changed in the kernel's API between two releases: `kapi diff` of
# two unpacked kernel trees (syscalls, constants, ioctls, struct layouts,
# Documentation/ABI) beside `diff -r` of their include/uapi folders in the
# same run, as a ratio of wall time (best of three, warm page cache).  The
# probes measuring ioctls and structs are cached (KAPI_CACHE_DIR); a run
# with --no-cache (every probe of both trees compiled, nothing kept) is
# timed once and put beside `diff -r` and `grep -r` over the same headers.
# The trees: Debian's linux-source-6.1 and -6.12, unpacked by
# scripts/unpack-kernel-trees.sh (KAPI_TREES, default /var/tmp/kapi-trees).
# KAPI_BEFORE=OLD_BINARY times an older kapi's cached run too, interleaved
# with the others, so a change is judged under the same load.
set -eu
kapi=${KAPI:-build/kapi}
trees=${KAPI_TREES:-/var/tmp/kapi-trees}
old=$trees/linux-source-6.1
new=$trees/linux-source-6.12

echo "== bench: kapi diff linux-source-6.1 linux-source-6.12 vs diff -r include/uapi"
echo "load average: $(cat /proc/loadavg)"
if [ ! -d "$old/include/uapi" ] || [ ! -d "$new/include/uapi" ]; then
	echo "skipped: trees missing; run scripts/unpack-kernel-trees.sh"
	exit 0
fi
now() { date +%s.%N; }
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

# CPU seconds too (the compiler runs included): wall time on a shared
# machine says as much about the neighbours as about kapi
cpu() { if [ -x /usr/bin/time ]; then /usr/bin/time -f '%U %S' -o "$out/cpu" "$@"; else "$@"; fi; }
t0=$(now)
cpu "$kapi" diff --no-cache "$old" "$new" > "$out/first.txt" 2>/dev/null || true
t1=$(now)
first=$(awk "BEGIN { print $t1 - $t0 }")
first_cpu=$(tail -1 "$out/cpu" 2>/dev/null | awk '{ print $1 + $2 }')
t0=$(now)
cpu diff -r "$old/include/uapi" "$new/include/uapi" > /dev/null || true
peer_cpu=$(tail -1 "$out/cpu" 2>/dev/null | awk '{ print $1 + $2 }')
# the cache filled for the timed runs below
"$kapi" diff "$old" "$new" > /dev/null 2>&1 || true

best_diff=999999 best_kapi=999999 best_grep=999999 best_before=999999
cpu_kapi=999999 cpu_diff=999999 cpu_before=999999
before=${KAPI_BEFORE:-}
[ -z "$before" ] || "$before" diff "$old" "$new" > /dev/null 2>&1 || true
# the least CPU seconds of the cached runs too: a loaded machine's waits
# for a CPU inflate wall time, not CPU time
least_cpu() { tail -1 "$out/cpu" 2>/dev/null | awk -v b="$1" '{ c = $1 + $2; print c < b ? c : b }'; }
for run in 1 2 3; do
	t0=$(now)
	grep -rc '#define' "$old/include/uapi" "$new/include/uapi" > /dev/null || true
	t1=$(now)
	best_grep=$(awk "BEGIN { g = $t1 - $t0; print g < $best_grep ? g : $best_grep }")
	t0=$(now)
	cpu diff -r "$old/include/uapi" "$new/include/uapi" > "$out/diff.txt" || true
	t1=$(now)
	cpu_diff=$(least_cpu "$cpu_diff")
	t2=$(now)
	cpu "$kapi" diff "$old" "$new" > "$out/kapi.txt" 2>/dev/null || true
	t3=$(now)
	cpu_kapi=$(least_cpu "$cpu_kapi")
	if [ -n "$before" ]; then
		t4=$(now)
		cpu "$before" diff "$old" "$new" > "$out/before.txt" 2>/dev/null || true
		t5=$(now)
		cpu_before=$(least_cpu "$cpu_before")
		best_before=$(awk "BEGIN { b = $t5 - $t4; print b < $best_before ? b : $best_before }")
	fi
	best_diff=$(awk "BEGIN { d = $t1 - $t0; print d < $best_diff ? d : $best_diff }")
	best_kapi=$(awk "BEGIN { k = $t3 - $t2; print k < $best_kapi ? k : $best_kapi }")
done
echo "diff -r include/uapi:  ${best_diff} s ($(wc -l < "$out/diff.txt") lines of raw diff)"
echo "kapi diff (cached):    ${best_kapi} s ($(tail -1 "$out/kapi.txt"))"
echo "grep -rc include/uapi: ${best_grep} s"
echo "kapi diff --no-cache:  ${first} s (every probe compiled, $(tail -1 "$out/first.txt"))"
echo "ratio kapi/diff -r:    $(awk "BEGIN { printf \"%.1f\", $best_kapi / $best_diff }") (cached)"
echo "ratio --no-cache/diff -r: $(awk "BEGIN { printf \"%.1f\", $first / $best_diff }")"
echo "ratio --no-cache/grep -r: $(awk "BEGIN { printf \"%.1f\", $first / $best_grep }")"
echo "CPU s --no-cache / diff -r: ${first_cpu} / ${peer_cpu}"
echo "CPU s cached kapi / diff -r: ${cpu_kapi} / ${cpu_diff} (least of three)"
if [ -n "$before" ]; then
	echo "before ($before) cached: ${best_before} s, CPU ${cpu_before} s"
	echo "ratio before/diff -r:  $(awk "BEGIN { printf \"%.1f\", $best_before / $best_diff }") (cached)"
	cmp -s "$out/before.txt" "$out/kapi.txt" && echo "before and now: the same report" ||
		echo "before and now: the reports differ"
fi
echo "load average: $(cat /proc/loadavg)"

#!/bin/sh
# Scanning a whole kernel tree for spec blocks (--source-type source: a
# tree is otherwise read as a baseline of its API): `kapi extract` against
# `grep -rl` over the same tree in the same run, as a ratio of wall time.
# The tree is Debian's linux-source-6.1, installed and unpacked outside
# the repository (KAPI_BENCH_DIR, default /var/tmp/kapi-bench).
# Run by `make bench`; skipped with a message when the package cannot be
# had (not root and not installed).
set -eu
kapi=${KAPI:-build/kapi}
dir=${KAPI_BENCH_DIR:-/var/tmp/kapi-bench}
tarball=/usr/src/linux-source-6.1.tar.xz
tree=$dir/linux-source-6.1

echo "== bench: scanning linux-source-6.1 for specs, kapi extract vs grep -rl"
if [ ! -d "$tree" ]; then
	if [ ! -f "$tarball" ]; then
		if [ "$(id -u)" -ne 0 ]; then
			echo "skipped: $tarball missing; run: sudo apt-get install -y linux-source-6.1"
			exit 0
		fi
		DEBIAN_FRONTEND=noninteractive apt-get install -y -q linux-source-6.1 >&2 ||
			{ apt-get update -q >&2 &&
			  DEBIAN_FRONTEND=noninteractive apt-get install -y -q linux-source-6.1 >&2; }
	fi
	mkdir -p "$dir"
	tar -C "$dir" -xJf "$tarball"
fi

now() { date +%s.%N; }
# warm the page cache so both scans read from memory
grep -rl --include='*.[ch]' KAPI_ "$tree" > /dev/null || true

# the same files for both: .c, .h (kapi also reads .patch/.diff; there are none)
best_grep=999999 best_kapi=999999
for run in 1 2 3; do
	t0=$(now)
	grep -rlE --include='*.[ch]' 'KAPI_|_API_SPEC|contexts:|context-flags:' "$tree" \
		> /dev/null || true
	t1=$(now)
	"$kapi" --allow-empty --source-type source extract -q "$tree" > "$dir/extract.out"
	t2=$(now)
	best_grep=$(echo "$t1 $t0 $best_grep" | awk '{ d = $1 - $2; print (d < $3 ? d : $3) }')
	best_kapi=$(echo "$t2 $t1 $best_kapi" | awk '{ d = $1 - $2; print (d < $3 ? d : $3) }')
done
files=$(find "$tree" -name '*.[ch]' | wc -l)
specs=$(wc -l < "$dir/extract.out")
echo "files (.c/.h):                 $files"
echo "specs found:                   $specs (a stock 6.1 tree has none; tests/cli/extract.t checks what is found)"
echo "grep -rlE seconds (best of 3): $best_grep"
echo "kapi extract seconds (best of 3): $best_kapi"
echo "$best_kapi $best_grep" | awk '{ printf "ratio kapi / grep:             %.2f (target <= 2.00)\n", $1 / $2 }'

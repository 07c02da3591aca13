#!/bin/sh
# kapi lint grows linearly with the number of parameters: 10k, 50k and
# 100k parameters (specs of four parameters each, one JSON document).
# Prints the time per size and per 10k parameters at each size, with the
# ratio to 10k's; it stays near 1 when lint is linear.  `kapi list` of the
# same document is timed beside it as the peer (loading alone).  (Lint
# sorted its findings with a scan of all of them per comparison: 16k
# parameters took 12.9 s, 100k did not end.)
set -eu
kapi=${KAPI:-build/kapi}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# N parameters: N/4 specs, parameters without descriptions (lint notes)
gen() {
	awk -v n="$1" 'BEGIN {
		printf "{\"schema_version\":1,\"specs\":["
		for (s = 0; s < n / 4; s++) {
			printf "%s{\"name\":\"sys_gen_%d\",\"api_type\":\"function\",\"parameters\":[", s ? "," : "", s
			for (p = 0; p < 4; p++)
				printf "%s{\"name\":\"p%d\",\"type\":\"int\",\"type_class\":\"int\",\"flags\":\"0x1\"}", p ? "," : "", p
			printf "]}"
		}
		printf "]}\n"
	}' > "$2"
}

now() { date +%s.%N; }

echo "== bench: kapi lint of N parameters (peer: kapi list of the same)"
base=
for n in 10000 50000 100000; do
	gen $n "$tmp/g.json"
	t0=$(now)
	"$kapi" --from "$tmp/g.json" list > /dev/null
	t1=$(now)
	"$kapi" --from "$tmp/g.json" lint > "$tmp/lint.txt" 2>&1 || true
	t2=$(now)
	grep -q findings "$tmp/lint.txt" || { echo "lint did not finish" >&2; exit 1; }
	per=$(awk -v n=$n -v a="$t1" -v b="$t2" 'BEGIN { printf "%.6f", (b - a) * 10000 / n }')
	[ -n "$base" ] || base=$per
	awk -v n=$n -v t0="$t0" -v t1="$t1" -v t2="$t2" -v per="$per" -v base="$base" 'BEGIN {
		printf "%7d parameters: lint %6.2f s (%.3f s per 10k, ratio to 10k %.2f); list %5.2f s, lint/list %.1f\n",
			n, t2 - t1, per, per / base, t1 - t0, (t2 - t1) / (t1 - t0)
	}'
done

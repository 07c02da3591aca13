#!/bin/sh
# Loading grows linearly with the number of specs: 10k, 50k and 100k
# generated macro spec blocks (one file each), loaded by `kapi list`.
# Prints the time per size and the time per 10k specs at each size; the
# ratio of 100k to 10k per-spec time stays near 1 when loading is linear
# (it was ~5 between 10k and 20k while the duplicate check re-sorted the
# registry on every add).
set -eu
kapi=${KAPI:-build/kapi}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

gen() {
	awk -v n="$1" 'BEGIN { for (i = 0; i < n; i++) {
		printf "DEFINE_KERNEL_API_SPEC(sys_gen_%d)\n", i
		printf "\tKAPI_DESCRIPTION(\"generated %d\")\n", i
		printf "\tKAPI_CONTEXT(KAPI_CTX_PROCESS)\n"
		printf "\tKAPI_PARAM(0, \"fd\", \"int\", \"a descriptor\")\n"
		printf "\t\tKAPI_PARAM_TYPE(KAPI_TYPE_FD)\n"
		printf "\t\tKAPI_PARAM_FLAGS(KAPI_PARAM_IN)\n"
		printf "\tKAPI_PARAM_END\n"
		printf "\tKAPI_ERROR(0, -EBADF, \"EBADF\", \"bad fd\", \"not open\")\n"
		printf "KAPI_END_SPEC;\n\n"
	} }' > "$2"
}

now() { date +%s.%N; }

echo "== bench: loading N generated spec blocks (kapi list)"
base=
for n in 10000 50000 100000; do
	gen $n "$tmp/g.c"
	t0=$(now)
	got=$("$kapi" --from "$tmp/g.c" list | wc -l)
	t1=$(now)
	[ "$got" -ge "$n" ] || { echo "only $got of $n specs listed" >&2; exit 1; }
	awk -v n=$n -v t0="$t0" -v t1="$t1" -v base="${base:-0}" 'BEGIN {
		per = (t1 - t0) * 10000 / n
		if (base == 0) base = per
		printf "%7d specs: %6.2f s, %.3f s per 10k, ratio to 10k %.2f\n",
			n, t1 - t0, per, per / base
	}'
	[ -n "$base" ] || base=$(awk -v n=$n -v t0="$t0" -v t1="$t1" \
		'BEGIN { printf "%.6f", (t1 - t0) * 10000 / n }')
done

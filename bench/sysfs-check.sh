#!/bin/sh
# kapi sysfs check over this machine's /sys/block: attributes checked per
# second, beside a plain cat of the same files in the same run.
set -eu
kapi=${KAPI:-build/kapi}
echo "== bench: kapi sysfs check over /sys/block"
echo "load average: $(cat /proc/loadavg)"
if [ ! -d /sys/block ] || [ -z "$(ls /sys/block)" ]; then
	echo "skipped: no /sys/block here"
	exit 0
fi
now() { date +%s.%N; }
paths=$("$kapi" -j sysfs list | jq -r '.attributes[].path')
count=$(printf '%s\n' "$paths" | grep -c .)
# interleaved: kapi without and with the walk for undocumented files, cat
best_k=999 best_u=999 best_c=999
for i in 1 2 3 4 5; do
	t0=$(now)
	"$kapi" sysfs check --no-undefined > /dev/null || true
	t1=$(now)
	"$kapi" sysfs check > /dev/null || true
	t2=$(now)
	printf '%s\n' "$paths" | xargs cat > /dev/null 2>&1 || true
	t3=$(now)
	best_k=$(echo "$t1 $t0 $best_k" | awk '{ d = $1 - $2; print (d < $3 ? d : $3) }')
	best_u=$(echo "$t2 $t1 $best_u" | awk '{ d = $1 - $2; print (d < $3 ? d : $3) }')
	best_c=$(echo "$t3 $t2 $best_c" | awk '{ d = $1 - $2; print (d < $3 ? d : $3) }')
done
echo "attributes:                   $count"
echo "kapi sysfs check --no-undefined seconds: $best_k (best of 5)"
echo "kapi sysfs check seconds:     $best_u (best of 5, undocumented files listed too)"
echo "xargs cat seconds:            $best_c (best of 5)"
echo "$count $best_k $best_u $best_c" | awk '{
	printf "attributes checked per second: %.0f\n", $1 / $2
	printf "ratio kapi check --no-undefined / cat: %.2f (target <= 1.00)\n", $2 / $4
	printf "ratio kapi check / cat:        %.2f (target <= 1.00)\n", $3 / $4 }'

# Documented vs live: every file under the directories Documentation/ABI
# covers, beside the kernel's own scripts/get_abi.pl undefined, which
# walks all of /sys.  Uses the tree bench/extract-scan.sh unpacks.
tree=${KAPI_BENCH_DIR:-/var/tmp/kapi-bench}/linux-source-6.1
echo "== bench: kapi sysfs check --from Documentation/ABI vs get_abi.pl undefined"
if [ ! -d "$tree/Documentation/ABI" ] || ! command -v perl >/dev/null; then
	echo "skipped: $tree not unpacked (run bench/extract-scan.sh) or no perl"
	exit 0
fi
best_k=999 best_g=999
for i in 1 2 3; do
	t0=$(now)
	"$kapi" --from "$tree/Documentation/ABI" sysfs check >"${TMPDIR:-/tmp}/kapi-abi.$$" 2>/dev/null || true
	t1=$(now)
	(cd "$tree" && perl scripts/get_abi.pl undefined --dir Documentation/ABI) \
		>"${TMPDIR:-/tmp}/getabi.$$" 2>/dev/null || true
	t2=$(now)
	best_k=$(echo "$t1 $t0 $best_k" | awk '{ d = $1 - $2; print (d < $3 ? d : $3) }')
	best_g=$(echo "$t2 $t1 $best_g" | awk '{ d = $1 - $2; print (d < $3 ? d : $3) }')
done
tail -1 "${TMPDIR:-/tmp}/kapi-abi.$$" | sed 's/^/kapi: /'
echo "get_abi.pl: $(grep -c 'not found' "${TMPDIR:-/tmp}/getabi.$$") files undocumented (all of /sys)"
rm -f "${TMPDIR:-/tmp}/kapi-abi.$$" "${TMPDIR:-/tmp}/getabi.$$"
echo "kapi sysfs check seconds:     $best_k (best of 3)"
echo "get_abi.pl undefined seconds: $best_g (best of 3)"
echo "$best_k $best_g" | awk '{ printf "ratio kapi / get_abi.pl:       %.2f\n", $1 / $2 }'

#!/bin/sh
# kapi sysfs check over this machine's /sys/block: attributes checked per
# second, beside a plain cat of the same files in the same run.
set -eu
kapi=${KAPI:-build/kapi}
echo "== bench: kapi sysfs check over /sys/block"
if [ ! -d /sys/block ] || [ -z "$(ls /sys/block)" ]; then
	echo "skipped: no /sys/block here"
	exit 0
fi
now() { date +%s.%N; }
paths=$("$kapi" -j sysfs list | jq -r '.attributes[].path')
count=$(printf '%s\n' "$paths" | grep -c .)
best_k=999 best_c=999
for i in 1 2 3 4 5; do
	t0=$(now)
	"$kapi" sysfs check --no-undefined > /dev/null || true
	t1=$(now)
	printf '%s\n' "$paths" | xargs cat > /dev/null 2>&1 || true
	t2=$(now)
	best_k=$(echo "$t1 $t0 $best_k" | awk '{ d = $1 - $2; print (d < $3 ? d : $3) }')
	best_c=$(echo "$t2 $t1 $best_c" | awk '{ d = $1 - $2; print (d < $3 ? d : $3) }')
done
echo "attributes:                   $count"
echo "kapi sysfs check seconds:     $best_k (best of 5)"
echo "xargs cat seconds:            $best_c (best of 5)"
echo "$count $best_k $best_c" | awk '{
	printf "attributes checked per second: %.0f\n", $1 / $2
	printf "ratio kapi check / cat:        %.2f\n", $2 / $3 }'

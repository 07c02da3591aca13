#!/bin/sh
# kapi conform over every deep syscall spec: cases per second and the full
# run's wall time with one and two sandboxes (--jobs), beside a peer measured in the
# same run: one fork+exec of /bin/true a case.
set -eu
kapi=${KAPI:-build/kapi}
echo "== bench: kapi conform over the deep syscall specs"
echo "load average: $(cat /proc/loadavg)"
"$kapi" conform --only dup3 >/dev/null 2>&1 || st=$?
if [ "${st:-0}" -ge 2 ]; then
	echo "skipped: no sandbox can be made here"
	exit 0
fi
now() { date +%s.%N; }
cases=$("$kapi" -j conform --dry-run | jq .totals.cases)
best1=999 best2=999
for i in 1 2 3; do
	t0=$(now)
	"$kapi" conform --jobs 1 >/dev/null || true
	t1=$(now)
	"$kapi" conform --jobs 2 >/dev/null || true
	t2=$(now)
	best1=$(echo "$t1 $t0 $best1" | awk '{ d = $1 - $2; print (d < $3 ? d : $3) }')
	best2=$(echo "$t2 $t1 $best2" | awk '{ d = $1 - $2; print (d < $3 ? d : $3) }')
done
# the peer: one fork+exec of true a case
t0=$(now)
i=0
while [ $i -lt "$cases" ]; do /bin/true; i=$((i + 1)); done
t1=$(now)
peer=$(echo "$t1 $t0" | awk '{ print $1 - $2 }')
echo "cases:                          $cases"
echo "full run, --jobs 1 seconds:     $best1 (best of 3)"
echo "full run, --jobs 2 seconds:     $best2 (best of 3)"
echo "fork+exec of true, a case:      $peer"
echo "$cases $best1 $best2 $peer" | awk '{
	printf "cases per second, --jobs 1:     %.0f\n", $1 / $2
	printf "cases per second, --jobs 2:     %.0f\n", $1 / $3
	printf "ratio --jobs 1 / --jobs 2:      %.2f (target >= 1.80)\n", $2 / $3
	printf "ratio --jobs 1 / fork+exec peer: %.2f\n", $2 / $4 }'

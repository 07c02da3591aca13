#!/bin/sh
# kapi trace with many tasks and many calls: 16, 64 and 500 threads and
# processes alive at once; pairs of processes ping-ponging over sockets
# for a fixed time (every pair must make progress: a tracer that starves
# some tracees shows here); Python's thread pool; and a flood of identical
# findings, shown --max-repeats times each and counted to the last one.
# Each run has a generous guard (timeout -s KILL) so a hang fails the test
# instead of the suite; nothing here measures time.
. "$(dirname "$0")/lib.sh"
: "${KAPI_BUILD:=$(dirname "$0")/../../build}"
T=$KAPI_BUILD/tests/trace

need_tracing
guard="timeout -s KILL 120"

for kind in threads procs; do
	for cnt in 16 64 500; do
		run $guard "$KAPI" trace -f -c -o "$tmp/sum" -- "$T/t_many" $kind $cnt 3
		got=$(awk '$1 == "mlockall" { print $2, $3 }' "$tmp/sum")
		check "[ $status -eq 0 ] && grep -q '^done $cnt 3\$' $tmp/out && [ '$got' = '$((cnt * 3)) $((cnt * 3))' ]" \
			"$cnt $kind alive at once: all followed, $((cnt * 3)) calls and findings counted (exit $status, counted '$got')"
	done
done

run $guard "$KAPI" trace -f -c -o "$tmp/sum" -- "$T/t_sockloop" 8 2
check "[ $status -eq 0 ] && grep -q '^pairs 8, every pair made progress\$' $tmp/out" \
	"16 processes in a socket loop for 2 s: every pair progresses and the program ends in its own time (exit $status: $(cat "$tmp/out"))"
check "awk '\$1 == \"sendto\" && \$2 > 0 { s = 1 } \$1 == \"recvfrom\" && \$2 > 0 { r = 1 } END { exit !(s && r) }' $tmp/sum" \
	"and its socket calls were checked"

pool='from concurrent.futures import ThreadPoolExecutor
import os
with ThreadPoolExecutor(20) as ex:
    print(sum(ex.map(lambda i: os.getppid() * 0 + i, range(400))))'
run $guard "$KAPI" trace -f -o /dev/null -- python3 -c "$pool"
check "[ $status -eq 0 ] && [ \"\$(cat $tmp/out)\" = 79800 ]" "python3 ThreadPoolExecutor(20) runs to its end (exit $status)"

# 20000 identical failing calls from 4 processes: 10 lines each, the rest
# counted; nothing lost
run $guard "$KAPI" trace -f -c -o "$tmp/sum" -- "$T/t_flood" 20000 4
lines=$(grep -c ' mlockall(flags=0x8 ' "$tmp/sum")
check "[ '$(awk '$1 == "mlockall" { print $2, $3 }' "$tmp/sum")' = '20000 20000' ] && [ $lines -eq 40 ]" \
	"a flood of 20000 findings in 4 processes: 10 lines each ($lines), the summary counts all 20000"
reps=$(awk '/^repeated findings/ { on = 1; next } on && $2 == "x" { s += $1; k++ } END { print s, k }' "$tmp/sum")
check "[ '$reps' = '20000 4' ]" \
	"and lists each repeated finding with its count ($reps)"
run $guard "$KAPI" trace -f -o "$tmp/trace" -- "$T/t_flood" 20000 4
check "grep -q '^kapi trace: 19960 repeated findings not shown (--max-repeats 10; -c lists them)\$' $tmp/trace" \
	"without -c one line says how many were not shown"
run $guard "$KAPI" trace -f --max-repeats 3 -o "$tmp/trace" -- "$T/t_flood" 2000 2
check "[ \$(grep -c ' mlockall(' $tmp/trace) -eq 6 ]" "--max-repeats 3: three lines of each"
run $guard "$KAPI" trace -f --max-repeats 0 -o "$tmp/trace" -- "$T/t_flood" 2000 2
check "[ \$(grep -c ' mlockall(' $tmp/trace) -eq 2000 ] && ! grep -q 'not shown' $tmp/trace" "--max-repeats 0: every finding shown"
run "$KAPI" -j trace -f -c -o "$tmp/trace" -- "$T/t_flood" 2000 2
check "jq -e -s '.[-1] | (.repeats | map(.count) | add) == 2000 and .not_shown == 1980 and .max_tasks == 2 and (.summary[] | select(.syscall == \"mlockall\") | .findings) == 2000' $tmp/trace >/dev/null" \
	"-j: the summary object has the repeats and their counts"
check "! grep -q '^\$' $tmp/trace && [ \$(jq -c . $tmp/trace | wc -l) -eq \$(wc -l < $tmp/trace) ]" \
	"-j: one JSON object a line, no blank lines between"
run "$KAPI" trace --max-repeats -1 -- true
expect_status 2 "--max-repeats takes a count"

done_testing

#!/bin/sh
# Soak: 200 short programs (t_soak's fork, exec, thread, signal and
# orphan mixes) traced one after the other and four at a time.  Each must
# run to its end with its own output and status.  Afterwards no process of
# the run is left, none is stopped, kapi's descriptor count did not grow
# with the children it traced, and kapi left no file in TMPDIR.
. "$(dirname "$0")/lib.sh"
: "${KAPI_BUILD:=$(dirname "$0")/../../build}"
T=$KAPI_BUILD/tests/trace

need_tracing
mark="$tmp/soak-mark"
mkdir -p "$tmp/tmpdir" "$tmp/runs"
export TMPDIR="$tmp/tmpdir"

# one I: mode I % 6, its output, trace and status in runs/I.*
one() {
	timeout -s KILL 60 "$KAPI" trace -f -o "$tmp/runs/$1.trace" -- \
		"$T/t_soak" $(($1 % 6)) "$mark" > "$tmp/runs/$1.out" 2>&1
	echo $? > "$tmp/runs/$1.status"
}

i=0
while [ $i -lt 100 ]; do one $i; i=$((i + 1)); done
while [ $i -lt 200 ]; do
	one $i & one $((i + 1)) & one $((i + 2)) & one $((i + 3)) &
	wait
	i=$((i + 4))
done

bad=
i=0
while [ $i -lt 200 ]; do
	want="ok $((i % 6))"
	[ $((i % 6)) -eq 5 ] && want="parent fds stable
ok 5"
	if [ "$(cat "$tmp/runs/$i.status")" != 0 ] || [ "$(cat "$tmp/runs/$i.out")" != "$want" ] ||
	   [ "$(grep -c ' mlockall(' "$tmp/runs/$i.trace")" -lt 1 ]; then
		bad="$bad $i"
	fi
	i=$((i + 1))
done
check "[ -z '$bad' ]" "200 programs, 100 back to back and 100 four at a time: each ran to its end with its output, status and findings${bad:+ (not:$bad)}"
check "! grep -q 'parent fds [0-9]' $tmp/runs/*.out" "kapi's descriptors did not grow while it traced 31 children ($(grep -h 'parent fds' "$tmp/runs/"*.out | sort | uniq -c | tr -s ' ' | head -2))"

# orphaned grandchildren (mode 3) end on their own shortly (30 s at most:
# a loaded machine with the sanitizer build is slow)
i=0
while pgrep -f -- "$mark" >/dev/null && [ $i -lt 600 ]; do sleep 0.05; i=$((i + 1)); done
left=$(pgrep -f -- "$mark" | head -5 | tr '\n' ' ')
check "[ -z '$left' ]" "no process of the run is left${left:+ ($left)}"
stopped=$(ps -eo stat=,pid=,args= | awk -v d="$tmp/" '$1 ~ /^[Tt]/ && index($0, d)' | head -3)
check "[ -z '$stopped' ]" "none is stopped${stopped:+: $stopped}"
check "[ -z \"\$(ls -A $tmp/tmpdir)\" ]" "kapi left no temporary file"

done_testing

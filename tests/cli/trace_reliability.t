#!/bin/sh
# kapi trace keeps a program's meaning and its own: the program's seccomp
# filter answers as it would untraced (RET_TRACE is ENOSYS), strict mode
# works, the exit status is the program's (kapi's own failure is 125 and
# says so), daemons may be let go, findings repeat by call site, and a
# kapi started with SIGINT ignored (a script's background job) still
# detaches on SIGINT.
. "$(dirname "$0")/lib.sh"
: "${KAPI_BUILD:=$(dirname "$0")/../../build}"
T=$KAPI_BUILD/tests/trace

need_tracing
guard="timeout -s KILL 60"

# the program's own SECCOMP_RET_TRACE keeps its meaning: ENOSYS
run $guard "$KAPI" trace -o /dev/null -- "$T/t_notracer"
check "[ \"\$(cat $tmp/out)\" = 'getppid: ENOSYS' ]" \
	"a RET_TRACE of the program's own filter answers ENOSYS, as untraced ($(cat "$tmp/out"))"
run $guard "$KAPI" trace --entry-only -o /dev/null -- "$T/t_notracer"
check "[ \"\$(cat $tmp/out)\" = 'getppid: ENOSYS' ]" "and so with --entry-only"

# SECCOMP_MODE_STRICT: refused next to a filter, so the tracer holds it
want='strict: 0
child: KILL'
for how in prctl syscall; do
	run $guard "$T/t_strict" $how
	check "[ \"\$(cat $tmp/out)\" = \"$want\" ]" "untraced, strict mode by $how kills on getpid"
	run $guard "$KAPI" trace -f -o "$tmp/trace" -- "$T/t_strict" $how
	check "[ \"\$(cat $tmp/out)\" = \"$want\" ]" \
		"traced, strict mode by $how works the same ($(tr '\n' ' ' <"$tmp/out"))"
	# (--entry-only: the catcher shares a program with the second filter)
	run $guard "$KAPI" trace --entry-only -o "$tmp/trace" -- "$T/t_strict" $how
	check "[ \"\$(cat $tmp/out)\" = \"$want\" ]" \
		"and with --entry-only ($(tr '\n' ' ' <"$tmp/out"))"
done
check "grep -q 'SECCOMP_MODE_STRICT' $tmp/err" "and kapi says it holds the process to it"

# the exit status: the program's own; kapi's failure 125, said as such
run $guard "$KAPI" trace -o /dev/null -- sh -c 'exit 3'
expect_status 3 "a program exiting 3 makes kapi exit 3"
run $guard "$KAPI" trace -o /dev/null -p 999999999
check "[ $status -eq 125 ] && grep -q 'tracing failed' $tmp/err" \
	"kapi's own failure exits 125 with 'tracing failed' (exit $status)"

# --max-repeats groups by rule and call site, not by value
run $guard "$KAPI" trace -o "$tmp/trace" -- "$T/t_repeat" 1000
lines=$(grep -c ' close(' "$tmp/trace")
check "[ $status -eq 0 ] && [ $lines -eq 10 ] && grep -q '990 repeated findings not shown' $tmp/trace" \
	"1000 closes of different descriptors from one line: 10 shown ($lines), 990 counted"

# daemons: kept traced (and waited for) by default; let go when asked
rm -f "$tmp/daemon"
run $guard "$KAPI" trace --leave-daemons -o /dev/null -- "$T/t_daemon" "$tmp/daemon" 3
dpid=$(sed -n 's/^daemon //p' "$tmp/out")
i=0
while [ ! -s "$tmp/daemon" ] && [ $i -lt 100 ]; do sleep 0.05; i=$((i + 1)); done
tracer=$(awk '/^TracerPid:/ { print $2 }' /proc/"$dpid"/status 2>/dev/null)
check "[ $status -eq 0 ] && [ -s $tmp/daemon ] && [ '$tracer' = 0 ]" \
	"--leave-daemons: kapi returns with the program, its daemon ($dpid) runs on untraced (TracerPid '$tracer')"

# SIGINT to kapi trace -p started from a script in the background, where
# the shell gives it SIGINT ignored: it detaches all the same
sleep 30 &
target=$!
sh -c '"$1" trace -o /dev/null -p "$2" & echo $! >"$3"; wait' sh "$KAPI" "$target" "$tmp/kpid" &
outer=$!
i=0
while [ $i -lt 200 ]; do
	kpid=$(cat "$tmp/kpid" 2>/dev/null)
	[ -n "$kpid" ] && [ "$(awk '/^TracerPid:/ { print $2 }' /proc/$target/status)" = "$kpid" ] && break
	sleep 0.05
	i=$((i + 1))
done
kill -INT "$kpid"
i=0
while kill -0 "$kpid" 2>/dev/null && [ $i -lt 100 ]; do sleep 0.05; i=$((i + 1)); done
gone=yes
kill -0 "$kpid" 2>/dev/null && gone=no && kill -KILL "$kpid"
wait "$outer"
tracer=$(awk '/^TracerPid:/ { print $2 }' /proc/$target/status)
check "[ $gone = yes ] && [ '$tracer' = 0 ] && kill -0 $target" \
	"kapi trace -p PID & (SIGINT inherited ignored) detaches on SIGINT (gone: $gone, TracerPid $tracer)"
kill "$target"
wait "$target" 2>/dev/null
done_testing

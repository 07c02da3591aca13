#!/bin/sh
# kapi trace and the signals that stop it: SIGINT, SIGTERM, SIGHUP and
# SIGQUIT, sent to kapi alone or to its whole process group, with a program
# kapi started and with one it attached to (-p).  The program (t_term)
# handles those signals itself and prints "caught SIG<NAME>"; under kapi it
# must print exactly that, once, as it does untraced.  kapi writes its
# summary and dies of the signal (128+N), as strace does; no process is
# left, stopped or traced.  Last, kapi is SIGKILLed at moments around its
# start: its child must never be left behind, stopped or running.
. "$(dirname "$0")/lib.sh"
: "${KAPI_BUILD:=$(dirname "$0")/../../build}"
T=$KAPI_BUILD/tests/trace

need_tracing
if ! env --default-signal=INT true 2>/dev/null || ! command -v setsid >/dev/null; then
	echo "1..0 # SKIP needs env --default-signal and setsid (coreutils 8.31, util-linux)"
	exit 0
fi
# a background job of a script starts with SIGINT and SIGQUIT ignored;
# kapi keeps an ignored signal ignored, so give it the defaults back
dflt="env --default-signal=INT,QUIT,TERM,HUP"

# wait_for FILE: until the program has made FILE (60 s at most: a loaded
# machine running the sanitizer build is slow)
wait_for() {
	i=0
	while [ ! -e "$1" ] && [ $i -lt 1200 ]; do sleep 0.05; i=$((i + 1)); done
	[ -e "$1" ]
}
# traced_by PID TRACER: until PID's tracer is TRACER (60 s at most)
traced_by() {
	i=0
	while [ "$(awk '$1 == "TracerPid:" { print $2 }' /proc/$1/status 2>/dev/null)" != "$2" ] &&
	      [ $i -lt 1200 ]; do sleep 0.05; i=$((i + 1)); done
	[ $i -lt 1200 ]
}
# gone PATTERN: no process whose command line has PATTERN (after 30 s at most)
gone() {
	i=0
	while pgrep -f -- "$1" >/dev/null && [ $i -lt 600 ]; do sleep 0.05; i=$((i + 1)); done
	! pgrep -f -- "$1" >/dev/null
}
# the premise: a call the filter traps is refused with ENOSYS when no
# tracer is attached, so kapi never detaches a program it filtered
run "$T/t_notracer"
check "[ \"\$(cat $tmp/out)\" = 'getppid: ENOSYS' ]" \
	"SECCOMP_RET_TRACE without a tracer refuses the call ($(cat "$tmp/out")): kapi must stay attached"

for sn in INT:2 TERM:15 HUP:1 QUIT:3; do
	sig=${sn%:*}
	want=$((128 + ${sn#*:}))

	# to kapi's pid, and to its group
	for to in pid group; do
		rm -f "$tmp/rdy"
		setsid $dflt "$KAPI" trace -c -o "$tmp/trace" -- "$T/t_term" "$tmp/rdy" > "$tmp/out" 2> "$tmp/err" &
		kp=$!
		wait_for "$tmp/rdy"
		if [ $to = pid ]; then kill -$sig $kp; else kill -$sig -$kp; fi
		wait $kp 2>/dev/null
		st=$?
		check "[ $st -eq $want ] && [ \"\$(cat $tmp/out)\" = 'caught SIG$sig' ]" \
			"SIG$sig to kapi's $to: the program's handler runs once, kapi dies of the signal (exit $st, printed '$(cat "$tmp/out")')"
		check "grep -q ' mlockall(flags=0x8 .* = -EINVAL: ' $tmp/trace && grep -q '^mode: ' $tmp/trace && gone '$tmp/rdy'" \
			"SIG$sig to kapi's $to: findings and summary written, no process left"
	done

	# -p: the attached process is detached and runs on
	rm -f "$tmp/rdy"
	setsid "$T/t_term" "$tmp/rdy" > "$tmp/pout" &
	pp=$!
	wait_for "$tmp/rdy"
	setsid $dflt "$KAPI" trace -c -o "$tmp/trace" -p $pp 2> "$tmp/err" &
	kp=$!
	attached=no
	traced_by $pp $kp && attached=yes
	kill -$sig $kp
	wait $kp 2>/dev/null
	st=$?
	tracer=$(awk '$1 == "TracerPid:" { print $2 }' /proc/$pp/status 2>/dev/null)
	state=$(awk '{ print $3 }' /proc/$pp/stat 2>/dev/null)
	check "[ $attached = yes ] && [ $st -eq $want ] && [ '$tracer' = 0 ] && [ '$state' != T ] && [ '$state' != t ] && [ ! -s $tmp/pout ] && grep -q '^mode: ptrace attach' $tmp/trace" \
		"SIG$sig to kapi -p (attached: $attached): exit $st, the process is detached (tracer '$tracer', state '$state') and runs on"
	kill -$sig $pp
	wait $pp
	st=$?
	check "[ $st -eq 0 ] && [ \"\$(cat $tmp/pout)\" = 'caught SIG$sig' ]" \
		"and later handles SIG$sig itself as untraced (exit $st)"

	# -p, kapi and the process in one group: both get the signal.  A
	# shell that catches the signals (its children start with the
	# defaults) holds the group and reaps the process after kapi.
	rm -f "$tmp/rdy" "$tmp/pout" "$tmp/kst"
	setsid sh -c 'trap : INT TERM HUP QUIT
		"$1" "$2" > "$3" &
		p=$!
		k=$4
		shift 4
		"$@" -p $p
		echo $? > "$k"
		wait $p' sh "$T/t_term" "$tmp/rdy" "$tmp/pout" "$tmp/kst" \
		$dflt "$KAPI" trace -o "$tmp/trace" 2> "$tmp/err" &
	sp=$!
	wait_for "$tmp/rdy"
	pp=$(pgrep -f -- "^$T/t_term $tmp/rdy")
	kp=$(pgrep -f -- "^$KAPI trace -o $tmp/trace -p")
	attached=no
	traced_by "$pp" "$kp" && attached=yes
	kill -$sig -$sp
	wait $sp 2>/dev/null
	st=$(cat "$tmp/kst" 2>/dev/null)
	check "[ $attached = yes ] && [ '$st' = $want ] && [ \"\$(cat $tmp/pout)\" = 'caught SIG$sig' ] && gone '$tmp/rdy'" \
		"SIG$sig to the group of kapi -p and its process (attached: $attached): detached with the signal, handled once (exit $st, printed '$(cat "$tmp/pout")')"
done

# -p of a process with seven threads: every one is detached
cat > "$tmp/threads.py" <<'PY'
import os, sys, threading, time
def work():
    while True:
        os.getppid()
        time.sleep(0.005)
for i in range(6):
    threading.Thread(target=work, daemon=True).start()
open(sys.argv[1], "w").close()
time.sleep(20)
PY
rm -f "$tmp/rdy"
python3 "$tmp/threads.py" "$tmp/rdy" &
pp=$!
wait_for "$tmp/rdy"
# (under a guard: timeout passes the TERM on to kapi and its status back)
timeout -s KILL 30 "$KAPI" trace -o /dev/null -p $pp &
kp=$!
i=0
while [ "$(grep -L "^TracerPid:[[:space:]]*0\$" /proc/$pp/task/*/status 2>/dev/null | wc -l)" -lt 7 ] && [ $i -lt 1200 ]; do
	sleep 0.05; i=$((i + 1)); done
attached=no
[ $i -lt 1200 ] && attached=yes
kill -TERM $kp
wait $kp 2>/dev/null
st=$?
traced=$(grep -L "^TracerPid:[[:space:]]*0\$" /proc/$pp/task/*/status 2>/dev/null | wc -l)
stopped=$(awk '$3 ~ /^[Tt]/' /proc/$pp/task/*/stat 2>/dev/null | wc -l)
threads=$(ls /proc/$pp/task | wc -l)
check "[ $attached = yes ] && [ $st -eq 143 ] && [ $threads -eq 7 ] && [ $traced -eq 0 ] && [ $stopped -eq 0 ]" \
	"SIGTERM to kapi -p of a 7-thread process: all $threads threads detached ($traced still traced, $stopped stopped, exit $st)"
kill $pp
wait $pp 2>/dev/null

# the two ways of the issue, exactly: kill -TERM to kapi, and timeout(1),
# which signals kapi and then the whole group.  Each signal is sent once
# the program's handlers are in place (a fixed sleep is not enough on a
# loaded machine); timeout is made to send it by a TERM of its own, which
# it passes on the same way as when its time is up.
rm -f "$tmp/rdy"
"$KAPI" trace -o /dev/null -- "$T/t_term" "$tmp/rdy" > "$tmp/out" 2> "$tmp/err" &
kp=$!
wait_for "$tmp/rdy"
kill -TERM $kp
wait $kp 2>/dev/null
st=$?
check "[ $st -eq 143 ] && [ \"\$(cat $tmp/out)\" = 'caught SIGTERM' ] && ! pgrep -f -- '$T/t_term .*rdy\$' >/dev/null" \
	"kapi trace -o /dev/null -- ./t_term & kill -TERM \$!: the handler's line (exit $st, printed '$(cat "$tmp/out")', left: $(pgrep -f -- "$T/t_term .*rdy\$"))"
rm -f "$tmp/rdy"
timeout -s TERM 120 "$KAPI" trace -- "$T/t_term" "$tmp/rdy" > "$tmp/out" 2> "$tmp/err" &
tp=$!
wait_for "$tmp/rdy"
kill -TERM $tp
wait $tp 2>/dev/null
st=$?
check "[ $st -eq 143 ] && [ \"\$(cat $tmp/out)\" = 'caught SIGTERM' ] && ! pgrep -f -- '$T/t_term .*rdy\$' >/dev/null && grep -q ' mlockall(' $tmp/err" \
	"timeout -s TERM kapi trace -- ./t_term, signalled: the handler's line, findings on stderr (exit $st)"

# SIGKILL at moments around fork, seize and exec: the child never stays
for d in 0 0.001 0.002 0.003 0.004 0.005 0.006 0.008 0.010 0.015 0.020 0.050; do
	"$KAPI" trace -o /dev/null -- "$T/t_term" "$tmp/k-$d" &
	kp=$!
	sleep $d
	kill -9 $kp
	wait $kp 2>/dev/null
done
check "gone '$tmp/k-'" "a SIGKILLed kapi never leaves its child behind, whenever it dies"
# the exact moments, with strace's fault injection: SIGKILL as kapi makes
# its first ptrace call (PTRACE_SEIZE: the child is forked, not seized)
# and its first write (the go-ahead: seized, not yet told to go on)
if command -v strace >/dev/null; then
	for at in ptrace write; do
		strace -o /dev/null -e trace=$at -e inject=$at:signal=SIGKILL:when=1 \
			"$KAPI" trace -o /dev/null -- "$T/t_term" "$tmp/inject-$at" 2>/dev/null
		st=$?
		check "[ $st -eq 137 ] && gone '$tmp/inject-$at'" \
			"kapi killed at its first $at (exit $st): the child does not stay ($(ps -eo stat=,args= | grep -F -- "$tmp/inject-$at" | grep -v grep | cut -c1-40))"
	done
else
	pass "# SKIP strace is not installed"
	pass "# SKIP strace is not installed"
fi
stopped=$(ps -eo stat=,args= | awk -v d="$tmp/" '$1 ~ /^[Tt]/ && index($0, d)' | head -3)
check "[ -z '$stopped' ]" "no process of these tests is stopped${stopped:+: $stopped}"

done_testing

#!/bin/sh
# Killing kapi conform (SIGKILL, SIGTERM, timeout(1)) mid-run leaves
# nothing behind after 2 s: no sandbox or case process, nothing in the
# scratch parent, no mount of its own on the host.  SIGTERM still writes
# what ran.  The kernel log gets no "segfault" line from a run: faults the
# cases provoke are caught.
. "$(dirname "$0")/lib.sh"

"$KAPI" conform --only dup3 >/dev/null 2>&1
if [ $? -ge 2 ]; then
	pass "# SKIP no sandbox can be made here"
	done_testing
	exit
fi

# the process tree under $1, its own pid left out
descendants() {
	for c in $(cat /proc/"$1"/task/*/children 2>/dev/null); do
		echo "$c"
		descendants "$c"
	done
}

# kill_mid_run HOW: starts a full run, waits for its sandboxes, kills it
kill_mid_run() {
	how=$1
	parent=$tmp/parent-$how
	mkdir "$parent"
	if [ "$how" = timeout ]; then
		timeout -s TERM 4 "$KAPI" conform --scratch "$parent" \
			>"$tmp/report-$how" 2>&1 &
	else
		"$KAPI" conform --scratch "$parent" >"$tmp/report-$how" 2>&1 &
	fi
	top=$!
	kids=
	i=0
	# the sandboxes and a case or two of theirs
	while [ $i -lt 600 ]; do
		kids=$(descendants "$top")
		[ "$(echo "$kids" | wc -w)" -ge 3 ] && break
		sleep 0.05
		i=$((i + 1))
	done
	sleep 0.5
	kids="$kids $(descendants "$top")"
	case $how in
	KILL|TERM) kill -s "$how" "$top" ;;
	esac
	wait "$top"
	st=$?
	sleep 2
	left=
	for p in $kids; do
		[ -d /proc/"$p" ] && ! grep -q '^State:.*Z' /proc/"$p"/status 2>/dev/null &&
			left="$left $p($(cat /proc/"$p"/comm 2>/dev/null))"
	done
	check "[ -n '$kids' ] && [ -z '$left' ]" \
		"$how: no process of the run is left after 2 s${left:+:$left}"
	check '[ -z "$(ls -A "$parent")" ]' "$how: nothing is left in the scratch parent"
	check '! grep -q -e "kapi-conform" -e "kapi-case" /proc/self/mountinfo' \
		"$how: no mount of the run on the host"
}

kill_mid_run KILL
kill_mid_run TERM
check '[ "$st" -eq 143 ]' "TERM: kapi dies of the signal (exit $st)"
check 'grep -q "^sandbox: " "$tmp/report-TERM" &&
       grep -q "interrupted" "$tmp/report-TERM"' \
	"TERM: the cases that ran are reported, the others as interrupted"
kill_mid_run timeout
check '[ "$st" -eq 124 ]' "timeout: the run is stopped (exit $st)"

# the progress line counts against one total, known before the first case
if command -v script >/dev/null; then
	script -qec "\"$KAPI\" conform --only dup3,pipe2,socket,mlockall" /dev/null \
		>"$tmp/tty" 2>&1
	totals=$(tr '\r' '\n' <"$tmp/tty" | sed -n 's/.* conform: [0-9]*\/\([0-9]*\) cases.*/\1/p' |
		 sort -u | tr '\n' ' ')
	check "[ \$(echo $totals | wc -w) -eq 1 ]" "one progress total ($totals)"
else
	pass "# SKIP script(1) is missing"
fi

# the kernel log, when it can be read: no segfault line of a run
# (a copy under a name of its own: other kapi runs on the machine log too)
if dmesg >/dev/null 2>&1 && cp "$KAPI" "$tmp/kapi-segv-t"; then
	before=$(dmesg | grep -c 'kapi-segv-t\[[0-9]*\]: segfault')
	"$tmp/kapi-segv-t" conform --only clone,clone3,mmap,munmap,mprotect,rt_sigreturn,sigaltstack \
		>/dev/null 2>&1
	after=$(dmesg | grep -c 'kapi-segv-t\[[0-9]*\]: segfault')
	check "[ '$before' = '$after' ]" \
		"no segfault line in the kernel log ($before before, $after after)"
else
	pass "# SKIP the kernel log cannot be read here"
fi
done_testing

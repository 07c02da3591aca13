#!/bin/sh
# kapi trace's own files and arguments: the program never sees kapi's
# descriptors (also when it starts with 0, 1 or 2 closed), a findings file
# that cannot be written stops kapi with exit 3 without harming the
# program, -p takes only a whole number, output buffers are not read on
# entry, and --generated keeps the hand-written ioctl specs.
. "$(dirname "$0")/lib.sh"
: "${KAPI_BUILD:=$(dirname "$0")/../../build}"
T=$KAPI_BUILD/tests/trace

need_tracing

# expect_lines PROG_OUTPUT TRACE_OUTPUT DESC (as in trace.t)
expect_lines() {
	sed -n "s/^EXPECT //p" "$1" | sort > "$tmp/want"
	sort "$2" > "$tmp/got"
	if [ -s "$tmp/want" ] && cmp -s "$tmp/want" "$tmp/got"; then pass "$3"; else
		fail "$3"; diff "$tmp/want" "$tmp/got" | sed 's/^/#   /' | head -20; fi
}

# the descriptors the program starts with, traced and not
"$T/t_fds" "$tmp/bare"
"$KAPI" trace -o "$tmp/trace" -- "$T/t_fds" "$tmp/traced"
check "cmp -s $tmp/bare $tmp/traced" "-o FILE is not inherited: $(cat "$tmp/traced") as untraced"
"$T/t_fds" "$tmp/bare" >&-
"$KAPI" trace -o "$tmp/trace" -- "$T/t_fds" "$tmp/traced" >&-
check "cmp -s $tmp/bare $tmp/traced" "stdout closed: -o FILE does not become the program's fd 1 ($(cat "$tmp/traced"))"
"$T/t_fds" "$tmp/bare" <&- >&- 2>&-
"$KAPI" trace -o "$tmp/trace" -- "$T/t_fds" "$tmp/traced" <&- >&- 2>&-
check "cmp -s $tmp/bare $tmp/traced" "0, 1 and 2 closed: the program finds them closed ($(cat "$tmp/traced"))"
"$KAPI" trace -- "$T/t_fds" "$tmp/traced" 2>&-
"$T/t_fds" "$tmp/bare" 2>&-
check "cmp -s $tmp/bare $tmp/traced" "stderr closed, findings to stderr: still closed for the program ($(cat "$tmp/traced"))"

# a findings file that cannot be written
run "$KAPI" trace -o /dev/full -- "$T/t_flags"
expect_status 125 "-o /dev/full: exit 125, kapi's own failure"
expect_err "cannot write (findings to )?'/dev/full': No space left on device" "and it says why"
expect_out '^done$' "the program runs to its end, unharmed"
"$T/t_loop" 100000 5 2000 > /dev/null &
prog=$!
run timeout -s KILL 20 "$KAPI" trace -o /dev/full -p $prog
state=$(awk '{ print $3 }' /proc/$prog/stat 2>/dev/null)
tracer=$(awk '$1 == "TracerPid:" { print $2 }' /proc/$prog/status 2>/dev/null)
check "[ $status -eq 125 ] && grep -q 'the process was detached' $tmp/err && [ '$tracer' = 0 ] && [ -n '$state' ] && [ '$state' != T ] && [ '$state' != t ]" \
	"-p with -o /dev/full: exit 125 ($status), the process detached and running (tracer '$tracer', state '$state')"
kill $prog 2>/dev/null
wait $prog 2>/dev/null

# -p: a whole positive number or a usage error
for bad in 12abc 1x 0 -5 '' ' 1' +1 1.0 99999999999; do
	run "$KAPI" trace -p "$bad"
	check "[ $status -eq 2 ] && grep -q 'bad pid' $tmp/err" "-p '$bad' is a usage error (exit $status)"
done

# read() fills its buffer: not read on entry; write()'s is read
run "$KAPI" trace -o "$tmp/trace" -- "$T/t_outbuf"
expect_lines "$tmp/out" "$tmp/trace" "an output buffer is not checked on entry, an input buffer is"

# --generated adds baselines only where no spec was written by hand: an
# ioctl is still checked by its command's spec
if [ "$(id -u)" -eq 0 ] && [ -c /dev/loop-control ]; then
	run "$KAPI" trace --generated -o "$tmp/trace" -- "$T/t_loop_ioctl"
	expect_lines "$tmp/out" "$tmp/trace" "--generated: LOOP_CONFIGURE is checked by its own spec, by name"
	# the filter traps ioctl commands that have specs, baseline or not
	for g in "" --generated; do
		run "$KAPI" trace --entry-only $g -o "$tmp/trace" -- "$T/t_loop_ioctl"
		check "[ \$(grep -c ' ioctl(fd=[0-9]*, cmd=LOOP_CONFIGURE, .* = ?: ' $tmp/trace) -eq 2 ]" \
			"--entry-only${g:+ $g}: the filter traps LOOP_CONFIGURE and both bad fields are found"
	done
else
	pass "# SKIP loop ioctls need root and /dev/loop-control"
	pass "# SKIP loop ioctls need root and /dev/loop-control"
	pass "# SKIP loop ioctls need root and /dev/loop-control"
fi
run "$KAPI" trace --generated -o "$tmp/trace" -- "$T/t_flags"
expect_lines "$tmp/out" "$tmp/trace" "--generated: hand-written syscall specs still decide"

done_testing

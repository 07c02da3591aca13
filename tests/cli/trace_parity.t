#!/bin/sh
# kapi trace's strace parity (issue 19 item 4) and enforcement (item 5):
# one test named after each option.  SIGINT/SIGTERM with -c is in
# trace_signals.t.
. "$(dirname "$0")/lib.sh"
: "${KAPI_BUILD:=$(dirname "$0")/../../build}"
T=$KAPI_BUILD/tests/trace

need_tracing

# a policy narrower than the kernel: mlockall(MCL_CURRENT) only
cat > "$tmp/narrow.c" <<'SPEC'
DEFINE_KERNEL_API_SPEC(sys_mlockall)
	KAPI_PARAM(0, "flags", "int", "which mappings")
		KAPI_PARAM_TYPE(KAPI_TYPE_INT)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)
		KAPI_PARAM_VALID_MASK(MCL_CURRENT)
	KAPI_PARAM_END
	KAPI_RETURN("int", "0 or an error")
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_ERROR_CHECK)
	KAPI_RETURN_END
	KAPI_ERROR(0, -EINVAL, "EINVAL", "bad flags", "flags outside the policy")
	KAPI_ERROR(1, -ENOMEM, "ENOMEM", "too much", "over the limit")
	KAPI_ERROR(2, -EPERM, "EPERM", "no right", "no CAP_IPC_LOCK")
KAPI_END_SPEC;
SPEC
refused='^mlockall\(MCL_CURRENT\|MCL_FUTURE\) = -1 EINVAL$'

# --enforce
run "$T/t_enforce"
expect_out '^mlockall\(MCL_CURRENT\|MCL_FUTURE\) = 0$' "--enforce: untraced, the kernel accepts mlockall(MCL_CURRENT|MCL_FUTURE)"
run "$KAPI" --from "$tmp/narrow.c" trace -o "$tmp/trace" -- "$T/t_enforce"
expect_out '^mlockall\(MCL_CURRENT\|MCL_FUTURE\) = 0$' "--enforce: without it, the call runs and is only reported"
check "grep -q 'mlockall(flags=0x3 .*) = 0: flags=0x3 has bits 0x2 outside MCL_CURRENT' $tmp/trace" "--enforce: without it, the finding shows the kernel's 0"
for mode in "" "--entry-only" "--entry-only --no-filter" "--no-seccomp"; do
	run "$KAPI" --from "$tmp/narrow.c" trace --enforce $mode -o "$tmp/trace" -- "$T/t_enforce"
	expect_out "$refused" "--enforce ${mode:-(both stops)}: the call the spec forbids fails with EINVAL"
	expect_out '^mlockall\(MCL_CURRENT\) = 0$' "--enforce ${mode:-(both stops)}: the call it allows runs"
	check "[ \$(grep -c ' = -EINVAL (enforced): flags=0x3 has bits 0x2' $tmp/trace) -eq 1 ]" "--enforce ${mode:-(both stops)}: the refused call is reported once, marked (enforced)"
done
# the errno a refused call gets: the one the spec lists for that fault
run "$KAPI" trace --enforce -o "$tmp/trace" -- "$T/t_flags"
check "grep -q ' close(fd=77) = -EBADF (enforced): ' $tmp/trace && grep -q ' close(fd=-1) = -EBADF (enforced): ' $tmp/trace && grep -q ' lseek(fd=0, offset=0, whence=77 .* = -EINVAL (enforced): ' $tmp/trace" "--enforce: a bad descriptor is refused with EBADF, which close's spec lists; a bad value with EINVAL"

# --enforce=filter: the filter returns EINVAL itself, no stop, no report
run "$KAPI" --from "$tmp/narrow.c" trace --entry-only --enforce -c -o "$tmp/sum1" -- "$T/t_enforce"
run "$KAPI" --from "$tmp/narrow.c" trace --entry-only --enforce=filter -c -o "$tmp/sum0" -- "$T/t_enforce"
expect_out "$refused" "--enforce=filter: the call the spec forbids fails with EINVAL"
check "grep -q '^calls: all but those the filter refused' $tmp/sum0" "-c --enforce=filter: the summary says the refused call was not counted"
run "$KAPI" --from "$tmp/narrow.c" trace --entry-only --enforce=filter -o "$tmp/trace" -- "$T/t_enforce"
check "[ ! -s $tmp/trace ]" "--enforce=filter without -c: nothing reported either"
s1=$(sed -n 's/.*; \([0-9]*\) stops$/\1/p' "$tmp/sum1")
s0=$(sed -n 's/.*; \([0-9]*\) stops$/\1/p' "$tmp/sum0")
check "grep -q '^mode: seccomp filter refuses violations, ptrace checks the rest' $tmp/sum0 && ! grep -q 'enforced' $tmp/sum0 && [ -n '$s0' ] && [ '$s0' -eq \$((${s1:-0} - 1)) ]" "--enforce=filter: refused in the kernel without a stop ($s0 stops against $s1) and not reported"
run "$KAPI" trace --enforce=bogus -- true
expect_status 2 "--enforce=bogus is a usage error"
run "$KAPI" -j --from "$tmp/narrow.c" trace --enforce -o "$tmp/trace" -- "$T/t_enforce"
check "jq -e -s 'length == 1 and .[0].enforced == true and .[0].ret == -22' $tmp/trace >/dev/null" "--enforce: JSON findings carry \"enforced\": true"

# -e status=failed
run "$KAPI" --from "$tmp/narrow.c" trace -e status=failed -o "$tmp/trace" -- "$T/t_enforce"
check "[ ! -s $tmp/trace ]" "-e status=failed: a finding on a call that succeeded is not shown"
run "$KAPI" --from "$tmp/narrow.c" trace -e status=failed --enforce -o "$tmp/trace" -- "$T/t_enforce"
check "grep -q '(enforced)' $tmp/trace" "-e status=failed: a call that failed is"
run "$KAPI" trace -e status=bogus -- true
expect_status 2 "-e status=bogus is a usage error"

# -e trace=!x
run "$KAPI" trace -e 'trace=!mlockall' -o "$tmp/trace" -- "$T/t_flags"
check "! grep -q ' mlockall(' $tmp/trace && grep -q ' openat(' $tmp/trace" "-e trace=!x: every checked syscall but mlockall"

# /regex/
run "$KAPI" trace -e '/^mlock/' -o "$tmp/trace" -- "$T/t_flags"
check "grep -q ' mlockall(' $tmp/trace && grep -q ' mlock2(' $tmp/trace && ! grep -Ev ' mlock(all|2)\(' $tmp/trace | grep -q ." "/regex/: only the syscalls whose names match (mlockall, mlock2)"
run "$KAPI" trace -e '/[/' -- true
expect_status 2 "/regex/: a bad expression is a usage error"

# every strace class, read off the specs
for cls in file desc process network signal ipc memory creds clock pure; do
	"$KAPI" trace -e "%$cls" -c -o "$tmp/sum" -- true 2>"$tmp/err"
	st=$?
	case $cls in
	ipc) check "[ $st -eq 0 ] || grep -q 'no syscall with a spec selected' $tmp/err" "%$cls: accepted (empty while no SysV IPC spec exists)";;
	*) check "[ $st -eq 0 ]" "%$cls: selects syscalls with specs";;
	esac
done
run "$KAPI" trace -e %memory -o "$tmp/trace" -- "$T/t_flags"
check "grep -q ' mlockall(' $tmp/trace && ! grep -q ' openat(' $tmp/trace" "%memory: mlockall in, openat out"
run "$KAPI" trace -e %creds,%pure -o "$tmp/trace" -- "$T/t_flags"
check "[ ! -s $tmp/trace ]" "%creds,%pure: none of t_flags' calls"
run "$KAPI" trace -e %nonsense -- true
expect_status 2 "an unknown class is a usage error"

# -s N
run "$KAPI" trace -s 4 -o "$tmp/trace" -- "$T/t_flags"
check "grep -q 'filename=\"/non\"\\.\\.\\.,' $tmp/trace" "-s 4: strings cut after 4 bytes, with ..."
run "$KAPI" trace -s 0 -- true
expect_status 2 "-s 0 is a usage error"

# -y
run "$KAPI" trace -y -o "$tmp/trace" -- "$T/t_fdpath"
check "grep -Eq ' lseek\\(fd=[0-9]+</dev/null>, offset=0, whence=77' $tmp/trace" "-y: descriptor arguments show their path"

# -tt, -ttt, -T
run "$KAPI" trace -tt -T -o "$tmp/trace" -- "$T/t_fdpath"
check "grep -Eq '^[0-9]{2}:[0-9]{2}:[0-9]{2}\\.[0-9]{6} [0-9]+ lseek\\(.* <[0-9]+\\.[0-9]{6}>$' $tmp/trace" "-tt and -T: wall clock with microseconds before, the call's duration after"
run "$KAPI" trace -ttt -o "$tmp/trace" -- "$T/t_fdpath"
check "grep -Eq '^[0-9]{10}\\.[0-9]{6} [0-9]+ lseek\\(' $tmp/trace" "-ttt: seconds since the epoch"
run "$KAPI" trace -t --entry-only -T -o "$tmp/trace" -- "$T/t_fdpath"
check "grep -Eq '^[0-9]{2}:[0-9]{2}:[0-9]{2} [0-9]+ lseek\\(.* <\\?>$' $tmp/trace" "-t, and -T with --entry-only: no duration for a call never seen returning"

# -ff
run "$KAPI" trace -ff -o "$tmp/ff" -- "$T/t_fork"
parent=$(sed -n 's/^EXPECT \([0-9]*\) .*/\1/p' "$tmp/out")
child=$(sed -n 's/^EXPECT-F \([0-9]*\) .*/\1/p' "$tmp/out")
check "[ -n '$child' ] && grep -q 'flags=0x100' $tmp/ff.$child && ! grep -q 0x200 $tmp/ff.$child" "-ff: the child's findings in FILE.<child pid>"
check "[ -n '$parent' ] && grep -q 'flags=0x200' $tmp/ff.$parent && ! grep -q 0x100 $tmp/ff.$parent" "-ff: the parent's in FILE.<parent pid>"
run "$KAPI" trace -ff -- true
expect_status 2 "-ff without -o is a usage error"

# -c counts what it reports: without -f, the child's calls are not counted
run "$KAPI" trace -c -o "$tmp/sum" -- "$T/t_fork"
check "awk '\$1 == \"mlockall\" { exit !(\$2 == 1 && \$3 == 1) }' $tmp/sum" "-c without -f: only the parent's mlockall counted"
run "$KAPI" trace -f -c -o "$tmp/sum" -- "$T/t_fork"
check "awk '\$1 == \"mlockall\" { exit !(\$2 == 2 && \$3 == 2) }' $tmp/sum" "-c -f: both counted"
# -c counts every call, also with --entry-only: the filter then traps the
# valid calls too (one stop each, no exit stop) instead of running them
# unseen, as it does without -c
run "$KAPI" trace --entry-only -c -o "$tmp/sum" -- "$T/t_loop" 200 100
check "awk '\$1 == \"mlockall\" { exit !(\$2 == 200 && \$3 == 2) }' $tmp/sum && ! grep -q '^calls:' $tmp/sum" "-c counts every call with --entry-only: 200 mlockall, 2 findings"
run "$KAPI" -j trace --entry-only -c -o "$tmp/sum" -- "$T/t_loop" 200 100
check "jq -e -s '.[-1] | .schema_version == 1 and .calls_counted == \"all\" and (.summary[] | select(.syscall == \"mlockall\") | .calls) == 200' $tmp/sum >/dev/null" "-c --entry-only -j: the summary document says all calls were counted"
run "$KAPI" trace --entry-only --no-filter -c -o "$tmp/sum" -- "$T/t_loop" 200 100
check "awk '\$1 == \"mlockall\" { exit !(\$2 == 200) }' $tmp/sum" "-c --entry-only --no-filter: every call counted"
# --summary=stopped keeps the filter's cheap way: the valid calls run
# unseen, only the 2 invalid ones are counted, and the summary says so
run "$KAPI" trace --entry-only --summary=stopped -o "$tmp/sum" -- "$T/t_loop" 200 100
check "awk '\$1 == \"mlockall\" { exit !(\$2 == 2 && \$3 == 2) }' $tmp/sum && grep -q '^calls: only those that stopped are counted' $tmp/sum" "--summary=stopped --entry-only: only the calls that stopped, and it says so"
run "$KAPI" trace --summary=bogus -- true
expect_status 2 "--summary=bogus is a usage error"

# SIGINT and SIGTERM with -c: the summary is written and kapi dies of the
# signal, as strace does (every signal and target: trace_signals.t)
dflt="env --default-signal=INT,TERM"
for sn in INT:2 TERM:15; do
	rm -f "$tmp/rdy"
	setsid $dflt "$KAPI" trace -c -o "$tmp/sig" -- "$T/t_term" "$tmp/rdy" > /dev/null 2>&1 &
	kp=$!
	i=0
	while [ ! -e "$tmp/rdy" ] && [ $i -lt 1200 ]; do sleep 0.05; i=$((i + 1)); done
	kill -${sn%:*} $kp
	# kapi dies of the signal, as it should: no "Terminated" from the shell
	wait $kp 2>/dev/null
	st=$?
	check "[ $st -eq $((128 + ${sn#*:})) ] && grep -q '^mlockall  *1  *1 ' $tmp/sig && grep -q '^mode: ' $tmp/sig" "SIG${sn%:*} with -c: the summary counts the calls so far, exit $st (128+${sn#*:})"
done

# --list-kinds
run "$KAPI" trace --list-kinds
check "grep -q '^fd_closed	caller_error\$' $tmp/out && grep -q '^errno_unlisted	spec_gap\$' $tmp/out" "--list-kinds: each kind -X takes, with its class"
check "! grep -q '^mode	' $tmp/out" "--list-kinds: not the sysfs-only kinds"

# --baseline: an earlier -j run's fingerprints (syscall, kind, parameter,
# value class) are known; pids and addresses differ, the findings do not
run "$KAPI" -j trace -o "$tmp/base.json" -- "$T/t_flags"
check "jq -e -s 'length == 8 and all(.fingerprint | test(\"^[0-9a-f]{16}\$\"))' $tmp/base.json >/dev/null" "--baseline: each JSON finding carries a fingerprint"
run "$KAPI" trace --baseline "$tmp/base.json" -o "$tmp/trace" -- "$T/t_flags"
check "! grep -q ' = ' $tmp/trace && grep -q '^not shown: 0 suppressed, 8 in the baseline\$' $tmp/trace" "--baseline: a second run shows none of the 8 known findings, and counts them"
head -n 3 "$tmp/base.json" > "$tmp/base3.json"
run "$KAPI" -j trace --baseline "$tmp/base3.json" -c -o "$tmp/trace" -- "$T/t_flags"
check "[ \$(grep -c '\"finding\"' $tmp/trace) -eq 5 ] && jq -e -s '.[-1].in_baseline == 3 and .[-1].suppressed == 0' $tmp/trace >/dev/null" "--baseline: with 3 of them known, the other 5 are shown; the JSON summary counts 3"
echo '{"not": "a trace' > "$tmp/bad.json"
run "$KAPI" trace --baseline "$tmp/bad.json" -- true
expect_status 125 "--baseline: a file that is not kapi -j trace output fails the run"

# --suppressions: rule = kind, api = spec, subject = parameter, value
cat > "$tmp/supp" <<'SUPP'
# t_flags probes a closed descriptor on purpose
[suppress]
rule = fd_closed
api = sys_close
subject = fd
value = 77
reason = the probe is deliberate
SUPP
run "$KAPI" trace --suppressions "$tmp/supp" -o "$tmp/trace" -- "$T/t_flags"
check "! grep -q ' close(fd=77)' $tmp/trace && grep -q ' mlockall(' $tmp/trace && grep -q '^not shown: 1 suppressed, 0 in the baseline\$' $tmp/trace" "--suppressions: the named finding is left out and counted, the others shown"
sed 's/^value = 77/value = 78/' "$tmp/supp" > "$tmp/supp78"
run "$KAPI" trace --suppressions "$tmp/supp78" -o "$tmp/trace" -- "$T/t_flags"
check "grep -q ' close(fd=77)' $tmp/trace" "--suppressions: a value that differs does not match"
printf '[suppress]\nrule = fd_closed\n' > "$tmp/noreason"
run "$KAPI" trace --suppressions "$tmp/noreason" -- true
expect_status 125 "--suppressions: a section without a reason fails the run"

# kapi-trace(1) documents each of them
doc=$(dirname "$0")/../../docs/kapi-trace.rst
missing=
for w in '-s N' '-y, --decode-fds' '-t, -tt, -ttt' '-T' '-ff' 'status=failed' 'a leading ``!``' '/REGEX/' \
	 %file %desc %network %signal %process %ipc %memory %creds %clock %pure \
	 --list-kinds --enforce=filter SIGINT SIGTERM --summary=stopped; do
	grep -qF -- "$w" "$doc" || missing="$missing $w"
done
check "[ -z '$missing' ]" "kapi-trace(1) documents each strace option, class and signal${missing:+ (missing:$missing)}"
done_testing

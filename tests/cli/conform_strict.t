#!/bin/sh
# Strict verdicts: a value the spec refuses agrees with the kernel only
# when the kernel answers with the errno the spec gives for it.  ESRCH of
# a lookup and EFAULT of a pointer the call went on to use mean the value
# was accepted; an errno the spec gives only for other things is a gap.
. "$(dirname "$0")/lib.sh"
fx=$(cd "$(dirname "$0")/../fixtures/conform" && pwd)/strict_specs.c

"$KAPI" conform --only dup3 >/dev/null 2>"$tmp/probe"
if [ $? -ge 2 ]; then
	echo "# SKIP no sandbox can be made here: $(head -1 "$tmp/probe")"
	done_testing
	exit $?
fi
run "$KAPI" conform --json --from "$fx"
expect_status 1 "the wrong specs disagree"
verdict() { jq -r --arg s "$1" --arg w "$2" '.syscalls[] | select(.name == $s) |
	.results[] | select(.what == $w) | "\(.verdict): \(.reason)"' "$tmp/out"; }
check "verdict tkill 'pid=4194305 (above the maximum)' | grep -q '^false_positive: .*ESRCH comes from a lookup'" \
	"tkill: ESRCH for a pid past the range is a lookup, so the value was accepted"
check "verdict fcntl 'cmd=17 (a hole)' | grep -q '^false_positive: .*EFAULT comes from a pointer'" \
	"fcntl: EFAULT for cmd 17 means the command was accepted and used arg"
check "verdict clone3 'size=63 (below the minimum)' | grep -q '^errno_gap: refused with -EINVAL, which the spec does not give for size'" \
	"clone3: EINVAL where the spec gives size only E2BIG is an errno gap"
# the built-in specs of the same calls agree
run "$KAPI" conform --json --only tkill,fcntl,clone3,kcmp,setpgid
check 'jq -e ".totals.false_positive == 0 and .totals.miss == 0 and .totals.errno_gap == 0" "$tmp/out" >/dev/null' \
	"the corpus's tkill, fcntl, clone3, kcmp and setpgid agree"
# capability cases: the base call with and without each capability named
run "$KAPI" conform --json --only setns
check 'jq -e "[.syscalls[0].results[] | select(.kind == \"capability\")] | map(.what) | index(\"with CAP_SYS_ADMIN\") and index(\"without CAP_SYS_ADMIN\")" "$tmp/out" >/dev/null' \
	"setns gets a case with CAP_SYS_ADMIN and one without"
check 'jq -e "[.syscalls[0].results[] | select(.what == \"without CAP_SYS_ADMIN\")][0] | .verdict == \"agree\" and .kernel.errno == \"EPERM\"" "$tmp/out" >/dev/null' \
	"without CAP_SYS_ADMIN the kernel refuses setns with EPERM, as the spec says"
check 'jq -e ".totals.by_kind.capability.cases == 2 and .totals.by_kind.base.cases == 1" "$tmp/out" >/dev/null' \
	"the totals count capability cases apart"
# resource limits: judged against the sandbox's own, read from /proc/sys
run "$KAPI" conform --json --only semop,msgsnd
check 'jq -e "[.syscalls[].results[] | select(.what | test(\"past SEMOPM|past kernel.msgmax\"))] | length == 2 and
	all(.verdict == \"agree\" and (.spec_claim | test(\"on this kernel\")))" "$tmp/out" >/dev/null' \
	"semop's nsops past SEMOPM and msgsnd's msgsz past msgmax are refused, as the running kernel's limits say"
done_testing

#!/bin/sh
# kapi validate: offline checks and their exit codes
. "$(dirname "$0")/lib.sh"

run "$KAPI" validate sys_mlockall flags=0x8
expect_status 1 "mlockall flags=0x8 is a finding"
expect_out 'flags=0x8 has bits 0x8 outside MCL_CURRENT \| MCL_FUTURE \| MCL_ONFAULT' "names the bad bits"
run "$KAPI" validate sys_mlockall flags=3
expect_status 0 "mlockall flags=3 is valid"
run "$KAPI" validate sys_socket family=46 type=1 protocol=0
expect_status 1 "socket family=46 is a finding"
expect_out 'family=46 is outside the range 1..45' "names the range"
run "$KAPI" validate sys_socket family=2 type=0x80801 protocol=0
expect_status 0 "SOCK_STREAM|SOCK_NONBLOCK|SOCK_CLOEXEC is valid"
run "$KAPI" validate sys_socket type=0x100
expect_status 1 "unknown type flag is a finding"
run "$KAPI" validate mlockall --return -EAGAIN
expect_status 1 "unlisted errno is a finding"
expect_out 'returned -EAGAIN' "names the errno"
run "$KAPI" validate mlockall 0=1 --return 0
expect_status 0 "params by index and a valid return"
run "$KAPI" -j validate execveat flags=0x10
expect_status 1 "-j validate still exits 1"
check "jq -e '.valid == false and .findings[0].kind == \"mask\" and .findings[0].subject == \"flags\"' $tmp/out >/dev/null" "JSON findings"
run "$KAPI" validate nr_requests value=2 --mode 0644
expect_status 1 "sysfs value below BLKDEV_MIN_RQ"
run "$KAPI" validate read_ahead_kb value=128 --mode 0644
expect_status 0 "sysfs value and mode valid"
run "$KAPI" validate partscan value=1 --mode 0644
expect_status 1 "sysfs mode mismatch"
expect_out 'has mode 0644, the spec says 0444' "names both modes"
run "$KAPI" validate FWCTL_RPC --data '20000000 04000000 00000000 00000000 0000000000000000 0000000000000000'
expect_status 1 "ioctl struct with a bad scope"
expect_out 'scope=4' "names the field"
run "$KAPI" validate FWCTL_RPC --data '20000000'
expect_status 1 "short ioctl struct"
run "$KAPI" validate mlockall flags=abc
expect_status 2 "non-numeric value is a usage error"
run "$KAPI" validate mlockall bogus=1
expect_status 2 "unknown parameter is a usage error"
expect_err "has no parameter 'bogus'" "and names it"
run "$KAPI" validate sys_wait4 pid=-1 options=0x80000000
expect_status 2 "the man page's name of a parameter the kernel calls otherwise is a usage error"
expect_err "has no parameter 'pid' \\(its parameters: upid, stat_addr, options, ru\\)" "that lists the names the spec takes"
run "$KAPI" validate mlockall flags
expect_status 2 "missing = is a usage error"
run "$KAPI" validate nosuch flags=1
expect_status 3 "unknown spec exits 3"
run "$KAPI" validate FWCTL_RPC --data zz
expect_status 2 "bad hex is a usage error"

# ioctl argument structs of the terminal and generic ioctls
run "$KAPI" validate tiocspgrp --data ffffffff
expect_status 1 "TIOCSPGRP with a negative group"
expect_out 'pgrp=-1 is outside the range 0\.\.2147483647' "names the field and its range"
run "$KAPI" validate tiocspgrp --data 01000000
expect_status 0 "TIOCSPGRP with group 1"
run "$KAPI" validate tcsetsw --data 000000000000000000000000000000006300000000000000000000000000000000000000
expect_status 1 "TCSETSW with line discipline 99"
run "$KAPI" validate fionread --data 05000000
expect_status 0 "FIONREAD's count of 5"

# arguments are checked together: a zero-length buffer may be NULL
run "$KAPI" validate sys_read buf=0 count=0
expect_status 0 "a NULL buffer of length 0 is valid"
run "$KAPI" validate sys_read buf=0 count=5
expect_status 1 "a NULL buffer of length 5 is not"
run "$KAPI" validate sys_openat dfd=-100
expect_status 0 "AT_FDCWD is a valid directory descriptor"

# constraint expressions across arguments
run "$KAPI" validate sys_mlockall flags=0
expect_status 1 "mlockall flags=0 breaks an expression"
expect_out "^sys_mlockall: .*'flags & \(MCL_CURRENT \| MCL_FUTURE\)' is false for flags=0x0" "naming the expression and the value"
run "$KAPI" validate sys_mlockall flags=4
expect_status 1 "mlockall flags=4 (MCL_ONFAULT alone) too"
expect_out "'flags & \(MCL_CURRENT \| MCL_FUTURE\)' is false for flags=0x4: " "with the description after it"
run "$KAPI" validate sys_mlockall flags=5
expect_status 0 "mlockall flags=5 is valid"
run "$KAPI" validate sys_mlockall flags=MCL_FUTURE\|MCL_ONFAULT
expect_status 0 "values may be constant names joined by |"
run "$KAPI" validate sys_mlockall flags=MCL_NOPE
expect_status 2 "an unknown constant name is a usage error"
kd="$(dirname "$0")/../fixtures/validate/expr_kdoc.c"
run "$KAPI" --from "$kd" validate sys_frob flags=1 addr=0x1001
expect_status 1 "kerneldoc expr: is checked over several arguments"
expect_out "Aligned when fixed: .* is false for flags=0x1, addr=0x1001: With bit 1" "naming the values it read"
expect_err "expression 'flags & \(2' of constraint 'Broken': column 11: expected '\)', found the end" "a broken expression is a load warning with its column"
expect_out "note: Broken: .* is not checkable: column 11" "and a note, never a pass"
run "$KAPI" --from "$kd" validate sys_frob flags=1
expect_status 0 "an argument not given is no finding"
expect_out "note: Aligned when fixed: .* not checked: needs addr" "but a note that says what it needs"
expect_out "some expressions not checked" "and the summary says so"
run "$KAPI" --from "$kd" validate sys_frob flags=2 addr=0x1001
expect_status 0 "false -> anything is true without reading addr"
run "$KAPI" -j --from "$kd" validate sys_frob flags=1
check "jq -e '.valid and (.not_checked | length) == 2' $tmp/out >/dev/null" "-j lists the undecided expressions under not_checked"

# each spec expression: a combination the kernel refuses, one it accepts
table="$(dirname "$0")/../fixtures/validate/expr-values.tsv"
grep -v '^#' "$table" >"$tmp/erows"
while IFS='	' read -r name bad good what; do
	if [ "$bad" != - ]; then
		# shellcheck disable=SC2086
		run "$KAPI" validate "$name" $bad
		expect_status 1 "$name refuses $bad"
		expect_out "$what" "naming '$what'"
	fi
	# shellcheck disable=SC2086
	run "$KAPI" validate "$name" $good
	expect_status 0 "$name accepts $good"
	[ "$bad" != - ] || expect_out "$what" "and says '$what'"
done <"$tmp/erows"
"$KAPI" export -f json 2>/dev/null | jq -r '.specs[] | select([.constraints[]? | select((.expression // "") != "")] | length > 0) | .name' | sort -u >"$tmp/with-expr"
cut -f1 "$tmp/erows" | sort -u >"$tmp/expr-names"
check "[ -s $tmp/with-expr ] && ! grep -vxF -f $tmp/expr-names $tmp/with-expr" \
	"every spec with an expression has a row in expr-values.tsv"

# Every deep syscall spec rejects one invalid value and accepts a valid one
table="$(dirname "$0")/../fixtures/validate/deep-values.tsv"
grep -v '^#' "$table" >"$tmp/rows"
while IFS='	' read -r name bad good; do
	run "$KAPI" validate "$name" "$bad"
	expect_status 1 "$name rejects $bad"
	case $bad in
	--*) ;;
	*) expect_out "^$name: ${bad%%=*}[= ]" "and names ${bad%%=*}" ;;
	esac
	# "-": a call without arguments (rt_sigreturn) is the accepted form
	if [ "$good" = - ]; then run "$KAPI" validate "$name"
	else run "$KAPI" validate "$name" "$good"; fi
	expect_status 0 "$name accepts $good"
done <"$tmp/rows"
"$KAPI" list --type syscall --depth deep | awk '/^  /{print $1}' >"$tmp/deep"
cut -f1 "$tmp/rows" >"$tmp/names"
check "[ -s $tmp/deep ] && ! grep -vxF -f $tmp/names $tmp/deep" \
	"every deep syscall spec has a row in deep-values.tsv"

# claims kapi conform checked against the running kernel (issue 14)
run "$KAPI" validate sys_preadv2 flags=0x100
expect_status 0 "preadv2 takes RWF_NOSIGNAL (0x100), as the kernel does"
run "$KAPI" validate sys_socket family=2 type=11 protocol=0
expect_status 1 "socket refuses base type 11, as the kernel does"
run "$KAPI" validate sys_socketpair family=1 type=15 protocol=0
expect_status 1 "socketpair refuses base type 15, as the kernel does"
run "$KAPI" validate sys_wait4 upid=-1 options=0x80000000
expect_status 0 "wait4 takes __WCLONE (bit 31 of an int), as the kernel does"
run "$KAPI" validate sys_preadv2 flags=RWF_ATOMIC
expect_status 1 "preadv2 refuses RWF_ATOMIC: atomic writes only"
run "$KAPI" validate sys_open flags=0x40000000
expect_status 0 "open takes a bit the kernel strips"
expect_out "the kernel ignores" "and says it has no effect"
done_testing

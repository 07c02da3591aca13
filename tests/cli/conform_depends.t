#!/bin/sh
# depends(NAME) in a constraint expression: the kernel's build (CONFIG_*)
# or an object's state decides, which no argument shows.  validate and
# trace never decide it; conform counts EINVAL there as machine-dependent
# or inconclusive, never as a spec miss.
. "$(dirname "$0")/lib.sh"
fx=$(cd "$(dirname "$0")/../fixtures/conform" && pwd)/depends_kdoc.c

run "$KAPI" --from "$fx" validate sys_frob flags=2
expect_status 0 "a value whose rule depends() on the kernel is valid"
expect_out "note: Bit 1 needs its build option: .* not checked: the running kernel decides \(CONFIG_FROB\)" \
	"with a note naming what decides"
run "$KAPI" --from "$fx" validate sys_frob flags=1
check "[ \$status -eq 0 ] && ! grep -q 'Bit 1 needs' $tmp/out" "the rule's condition false: no note"
expect_err "depends\(\) takes a name" "depends() without a name is a load warning"

"$KAPI" conform --only dup3 >/dev/null 2>"$tmp/probe"
if [ $? -ge 2 ]; then
	echo "# SKIP no sandbox can be made here: $(head -1 "$tmp/probe")"
	done_testing
	exit $?
fi
# recvfrom's MSG_OOB on a unix stream pair without urgent data: EINVAL,
# which the spec leaves to depends(OOB_DATA_WAITING)
run "$KAPI" conform --json --only recvfrom
check 'jq -e "[.syscalls[0].results[] | select(.verdict == \"miss\")] | length == 0" "$tmp/out" >/dev/null' \
	"no miss on recvfrom"
check 'jq -e "[.syscalls[0].results[] | select(.what == \"flags bit 0x1 (in the mask)\")] | length == 1 and (.[0] |
	(.kernel.errno != \"EINVAL\") or (.verdict == \"inconclusive\" and (.reason | test(\"depends\\\\(OOB_DATA_WAITING\\\\)\"))))" "$tmp/out" >/dev/null' \
	"MSG_OOB refused with EINVAL is inconclusive, naming depends(OOB_DATA_WAITING)"
# arch_prctl's shadow stack options: EINVAL from a build without them
run "$KAPI" conform --json --only arch_prctl
check 'jq -e "[.syscalls[0].results[] | select(.kernel.errno == \"EINVAL\" and .kind == \"value\" and .spec_refuses == false)] |
	all(.verdict == \"machine_dependent\" and (.reason | test(\"depends\\\\(CONFIG_\")))" "$tmp/out" >/dev/null' \
	"arch_prctl options a build lacks are machine-dependent, naming the CONFIG_ option"
done_testing

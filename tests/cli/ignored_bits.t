#!/bin/sh
# A mask's ignored bits (KAPI_PARAM_IGNORED_MASK): valid with a note in
# validate, a warning trace shows only when asked, accepted by conform.
. "$(dirname "$0")/lib.sh"
fx=$(cd "$(dirname "$0")/../fixtures/conform" && pwd)/ignored_bits.c

run "$KAPI" --from "$fx" validate sys_mkdir mode=0x1000
expect_status 0 "an ignored bit is valid: exit 0"
expect_out 'has bits 0x1000 the kernel ignores \(no effect\)' "and validate says it has no effect"
run "$KAPI" --from "$fx" -j validate sys_mkdir mode=0x1000
check 'jq -e ".findings[0].kind == \"ignored_bits\"" "$tmp/out" >/dev/null ||
       jq -e "[.. | objects | select(.finding? == \"ignored_bits\" or .kind? == \"ignored_bits\")] | length > 0" "$tmp/out" >/dev/null' \
	"JSON names the note ignored_bits"
run "$KAPI" --from "$fx" validate sys_mkdir mode=07777
expect_status 0 "a valid mode stays valid"

run "$KAPI" --from "$fx" -j export
check 'jq -e ".specs[0].parameters[1].ignored_mask == \"0xfffffffffffff000\"" "$tmp/out" >/dev/null' \
	"export carries ignored_mask"
"$KAPI" --from "$fx" -j export >"$tmp/a.json"
run "$KAPI" --from "$tmp/a.json" -j export
check 'cmp -s "$tmp/a.json" "$tmp/out"' "JSON round trip keeps ignored_mask"

if command -v python3 >/dev/null; then
	cd "$tmp" || exit 1
	run "$KAPI" --from "$fx" trace -e mkdir -- python3 -c 'import os; os.mkdir("d1", 0o10755)'
	check '[ "$status" -eq 0 ] && [ -d "$tmp/d1" ] && ! grep -q "ignores" "$tmp/err"' \
		"trace keeps ignored bits quiet by default"
	run "$KAPI" --from "$fx" trace --ignored-bits -e mkdir -- python3 -c 'import os; os.mkdir("d2", 0o10755)'
	expect_err 'has bits 0x1000 the kernel ignores' "trace --ignored-bits warns of them"
	cd - >/dev/null || exit 1
else
	pass "# SKIP no python3 to make the call"
	pass "# SKIP no python3 to make the call"
fi

run "$KAPI" --from "$fx" -j conform --only mkdir
check 'jq -e "[.syscalls[0].results[] | select(.what | test(\"bit 0x1000 \")) | .verdict] == [\"agree\"]" "$tmp/out" >/dev/null' \
	"conform: the kernel accepts an ignored bit, as the spec says"
# an int's bit 31 is one bit, not a sign extension (wait4's __WCLONE)
run "$KAPI" validate sys_wait4 upid=-1 options=0x80000000
expect_status 0 "bit 31 of an int mask is checked as bit 31"
run "$KAPI" validate sys_wait4 upid=-1 options=0x10
expect_status 1 "a bit outside an int mask is still refused"
done_testing

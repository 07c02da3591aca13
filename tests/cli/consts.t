#!/bin/sh
# The source extractor's constant table: the build's own holds the full
# set, clang makes the same table gcc does (fuzz builds use clang), and a
# compiler that fails makes the generator fail, not write a short table.
. "$(dirname "$0")/lib.sh"
root=$(cd "$(dirname "$0")/../.." && pwd)
: "${KAPI_BUILD:=$root/build}"

count() { grep -c '^	{ "[^"]*", [0-9]*ULL, [01] },$' "$1"; }

check "[ \$(count '$KAPI_BUILD/gen/consts.c') -gt 10000 ]" \
	"the build's constant table has more than 10,000 entries"

cd "$root" || exit 1
run scripts/gen-consts.sh false -Iinclude -Ispecs/include
check '[ "$status" -ne 0 ]' "a compiler that fails makes gen-consts.sh fail"
check "[ ! -s '$tmp/out' ] || ! grep -q 'kapi__consts_count' '$tmp/out'" "  without writing a table"

if command -v clang >/dev/null; then
	run scripts/gen-consts.sh clang -Iinclude -Ispecs/include -D_GNU_SOURCE
	expect_status 0 "gen-consts.sh works with clang"
	check "[ \$(count '$tmp/out') -gt 10000 ]" "  and its table has more than 10,000 entries"
	expect_err "^gen-consts: [0-9]{5} constants$" "  and says how many"
else
	for i in 1 2 3; do pass "# SKIP clang is not installed"; done
fi
done_testing

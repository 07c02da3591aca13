#!/bin/sh
# kapi sysfs check on a copied tree: -X drops kinds (mode), --baseline and
# --suppressions leave out known findings and count them
. "$(dirname "$0")/lib.sh"

attr() {
	mkdir -p "$(dirname "$tmp/sys/$1")"
	printf '%s\n' "$2" > "$tmp/sys/$1"
	chmod "$3" "$tmp/sys/$1"
}
attr block/vdy/queue/nr_requests 2 0644
attr block/vdy/diskseq 0 0444
attr block/vdy/partscan 1 0644

run "$KAPI" sysfs check --no-undefined --root "$tmp/sys"
expect_status 1 "four findings"
expect_out '^3 attributes checked, 4 findings' "counted"
run "$KAPI" sysfs check --no-undefined --root "$tmp/sys" -X mode,access
expect_out '^3 attributes checked, 2 findings' "-X mode,access drops what a copied tree's modes cause"
check "! grep -q 'partscan' $tmp/out" "the partscan mode and access ones"
run "$KAPI" sysfs check --no-undefined --root "$tmp/sys" -X colour
expect_status 2 "an unknown kind is a usage error"

"$KAPI" -j sysfs check --no-undefined --root "$tmp/sys" >"$tmp/base.json"
check "jq -e '[.findings[].fingerprint | length == 16] | all and length == 4' $tmp/base.json >/dev/null" "each JSON finding has a fingerprint"
run "$KAPI" sysfs check --no-undefined --root "$tmp/sys" --baseline "$tmp/base.json"
expect_status 0 "a run against its own baseline finds nothing new"
expect_out 'not shown: 0 suppressed, 4 in the baseline' "and says what the baseline held"
printf '3\n' >"$tmp/sys/block/vdy/queue/nr_requests"
printf '1\n' >"$tmp/sys/block/vdy/diskseq"
attr block/vdy/queue/logical_block_size 500 0444
run "$KAPI" sysfs check --no-undefined --root "$tmp/sys" --baseline "$tmp/base.json"
expect_status 1 "a new finding is reported"
expect_out 'logical_block_size' "the new one"
check "! grep -q 'partscan' $tmp/out" "not the one already known"

printf '[suppress]\nrule = mode\napi = partscan\nreason = copied tree, modes are not the kernel'"'"'s\n' >"$tmp/supp"
run "$KAPI" -j sysfs check --no-undefined --root "$tmp/sys" --suppressions "$tmp/supp"
check "jq -e '.suppressed == 1 and ([.findings[] | select(.finding == \"mode\")] | length == 0)' $tmp/out >/dev/null" "a suppression by kind and spec is counted and left out"

done_testing

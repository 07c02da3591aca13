#!/bin/sh
# Documentation/ABI files as a spec source: skeleton sysfs specs, checked
# live against a fixture tree.
. "$(dirname "$0")/lib.sh"

root=$(cd "$(dirname "$0")/../.." && pwd)
abi="$root/tests/fixtures/abi"

run "$KAPI" --from "$abi" list
expect_status 0 "an ABI tree loads"
expect_out '^Sysfs attributes \(7: 0 deep, 7 generated\):' "one generated sysfs spec per documented file"
expect_out '^  <part>\.stat ' "a name already taken gets its parent component"
expect_out '^  read_ahead_kb ' "every What: of an entry becomes a spec"
check "! grep -q 'fixture_attr\|knob' $tmp/out" "paths outside /sys or with '...' are left out"
expect_err "3 ABI What: paths skipped" "and counted in one warning"

run "$KAPI" --from "$abi" -j show nr_requests
check "jq -e '.specs[0] | .since_version == \"3.10\" and .generated and .subsystem == \"block\" and (.notes | test(\"June 2013\")) and .parameters[0].sysfs_path == \"/sys/block/<disk>/queue/nr_requests\"' $tmp/out >/dev/null" "path, version, date and subsystem are kept"
check "jq -e '.specs[0] | .description | startswith(\"Two tunables\")' $tmp/out >/dev/null" "the [RW] mark leaves the description"
run "$KAPI" --from "$abi" -j show stat
check "jq -e '.specs[0] | .description == \"Counters of the I/O the disk has done.\" and (.long_description | test(\"second paragraph\"))' $tmp/out >/dev/null" "the first sentence is the summary, the rest the long description"

run "$KAPI" --from "$abi/stable/sysfs-block-fixture" list
expect_out '^Total: 5 specifications' "a single ABI file is recognised by its content"
run "$KAPI" --from "$abi/testing" --source-type abi list
expect_out '^Total: 2 specifications' "--source-type abi reads a folder of ABI files"

# round trip: ABI -> JSON -> load -> JSON
"$KAPI" --from "$abi" -j export >"$tmp/abi.json" 2>/dev/null
"$KAPI" --from "$tmp/abi.json" -j export >"$tmp/abi2.json" 2>/dev/null
check "[ -s $tmp/abi.json ] && cmp -s $tmp/abi.json $tmp/abi2.json" "ABI skeletons survive a JSON round trip"

# checked against a fixture sysfs tree
attr() {
	mkdir -p "$(dirname "$tmp/sys/$1")"
	printf '%s\n' "$2" > "$tmp/sys/$1"
	chmod "$3" "$tmp/sys/$1"
}
attr block/vdz/stat "1 2 3" 0444
attr block/vdz/vdz1/stat "4 5 6" 0444
attr block/vdz/queue/nr_requests 64 0644
attr block/vdz/queue/read_ahead_kb 128 0444
attr block/vdz/queue/logical_block_size 512 0644
attr block/vdz/queue/undocumented 1 0444
attr class/zram-control/hot_add 9 0444
attr class/fixture/dev0/level 3 0444
attr class/fixture/other/level 3 0444
run "$KAPI" --from "$abi" sysfs check --root "$tmp/sys"
expect_status 1 "documented access the tree breaks is a finding"
expect_out "vdz/queue/read_ahead_kb: read_ahead_kb is not writable, the spec says read-write" "[RW] but read-only"
expect_out "vdz/queue/logical_block_size: .*read-only" "[RO] but writable"
expect_out "vdz/queue/undocumented: no spec" "an undocumented file beside documented ones"
expect_out '^7 attributes checked, 2 findings, 1 without a spec$' "<disk>, <part> and glob components expand"
run "$KAPI" --from "$abi" -j sysfs list --root "$tmp/sys"
check "jq -e '.attributes[] | select(.path | endswith(\"hot_add\")) | .not_read == true and .value == null' $tmp/out >/dev/null" "an attribute whose read has side effects is not read"
check "jq -e '[.attributes[] | select(.path | endswith(\"level\"))] | length == 1' $tmp/out >/dev/null" "a glob component matches only what it names"
run "$KAPI" --from "$abi" sysfs list --root "$tmp/sys" '*hot_add'
expect_out 'hot_add = <not read: reading has side effects>' "and text output says why"

# live: the running kernel against the fixture documents (never fails on
# the machine's contents, but must run cleanly and read no hot_add)
if [ -d /sys/class/zram-control ]; then
	before=$(ls /sys/block | wc -l)
	run "$KAPI" --from "$abi" sysfs check
	check "[ $status -le 1 ] && [ \$(ls /sys/block | wc -l) = $before ]" "a live check creates no zram device"
else
	pass "# SKIP no zram-control here"
fi
done_testing

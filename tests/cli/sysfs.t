#!/bin/sh
# kapi sysfs: a fixture tree for each finding kind, then this machine.
. "$(dirname "$0")/lib.sh"

# attr PATH VALUE MODE: a fixture attribute file
attr() {
	mkdir -p "$(dirname "$tmp/sys/$1")"
	printf '%s\n' "$2" > "$tmp/sys/$1"
	chmod "$3" "$tmp/sys/$1"
}
attr block/vdx/queue/nr_requests 64 0644
attr block/vdx/queue/logical_block_size 512 0444
attr block/vdx/queue/read_ahead_kb 128 0644
attr block/vdx/diskseq 3 0444
attr block/vdx/partscan 1 0444
attr block/vdy/queue/nr_requests 2 0644
attr block/vdy/queue/logical_block_size 500 0444
attr block/vdy/queue/read_ahead_kb lots 0644
attr block/vdy/diskseq 0 0444
attr block/vdy/partscan 1 0644
attr block/vdy/queue/frobnication 7 0444
attr block/vdy/queue/write_cache sometimes 0644
attr block/vdy/queue/max_sectors_kb '512 MB' 0644

run "$KAPI" sysfs list --root "$tmp/sys" '*vdx*'
expect_status 0 "list exits 0"
expect_out "^$tmp/sys/block/vdx/queue/nr_requests = 64  \\(0644 r w\\)$" "list shows value, mode and access"
run "$KAPI" sysfs check --root "$tmp/sys" '*vdx*'
expect_status 0 "a healthy disk has no finding"
expect_out '^5 attributes checked, 0 findings, 0 without a spec$' "and says how much it checked"

run "$KAPI" sysfs check --root "$tmp/sys" '*vdy*'
expect_status 1 "findings exit 1"
expect_out "vdy/queue/nr_requests: nr_requests=2 is outside the range 4\\.\\.4294967295 \\(value '2', mode 0644\\)" "a value below its range"
expect_out "vdy/queue/logical_block_size: .*power of two" "a value that is not a power of two"
expect_out "vdy/queue/read_ahead_kb: .*\\(value 'lots'" "a value that is not a number"
expect_out "vdy/diskseq: diskseq must not be 0" "a zero where the spec wants nonzero"
expect_out "vdy/partscan: .*mode" "a mode that differs from the spec"
expect_out "vdy/queue/frobnication: no spec" "an attribute beside them with no spec"
expect_out "vdy/queue/write_cache: .*'sometimes'.*(not one of|allowed)" "a string outside the allowed ones"
expect_out "vdy/queue/max_sectors_kb: max_sectors_kb='512 MB' is in MB, the spec says KiB" "a value shown in other units"
run "$KAPI" -j sysfs check --root "$tmp/sys" '*vdy*'
check "jq -e '.instances == 7 and (.findings | length) >= 6 and (.undefined | length) == 1 and (.findings | map(.finding) | index(\"range\")) != null and (.findings | map(.finding) | index(\"units\")) != null' $tmp/out >/dev/null" "-j check: findings with kinds, undefined attributes, a count"
# on vdy, the disk that has an attribute without a spec: on vdx there is
# nothing to leave out and the check could not fail
run "$KAPI" sysfs check --no-undefined --root "$tmp/sys" '*vdy*'
check "[ \$status -eq 1 ] && grep -q 'vdy/queue/nr_requests: ' $tmp/out && ! grep -q 'no spec' $tmp/out" "--no-undefined leaves them out"
# a user other than root is refused by the mode, which says nothing of
# the attribute: access is not judged then
if [ "$(id -u)" = 0 ] && command -v setpriv >/dev/null; then
	chmod 755 "$tmp"
	run setpriv --reuid=65534 --regid=65534 --clear-groups "$KAPI" sysfs check --root "$tmp/sys" '*vdx*'
	expect_status 0 "not root: a read-write attribute it cannot open for writing is no finding"
	expect_err "not root: read-only and read-write behaviour not checked" "and it says what it left out"
else
	pass "# SKIP needs root and setpriv to run as another user"
	pass "# SKIP needs root and setpriv to run as another user"
fi
chmod 0200 "$tmp/sys/block/vdx/queue/logical_block_size"
run "$KAPI" sysfs check --root "$tmp/sys" '*vdx*/logical_block_size'
expect_status 1 "a write-only file where the spec says read-only is a finding"
expect_out '^1 attributes checked, 2 findings, 0 without a spec$' "the pattern selects that one attribute"
expect_out "vdx/queue/logical_block_size: logical_block_size opens for writing, the spec says read-only" "and the finding is about its access"
run "$KAPI" sysfs check --root "$tmp/no-such-dir"
expect_status 3 "a --root that does not exist is a failure"
expect_err "cannot use '$tmp/no-such-dir' as the sysfs root: No such file" "named with its reason"
run "$KAPI" sysfs frob
expect_status 2 "an unknown sysfs command is a usage error"

# live: every /sys/block attribute a spec covers, on this machine
if [ -d /sys/block ] && [ "$(ls /sys/block)" ]; then
	run "$KAPI" sysfs check --no-undefined
	expect_status 0 "live: /sys/block attributes match their specs (0 findings)"
	check "awk '/attributes checked/ { exit !(\$1 > 0) }' $tmp/out" "live: some attributes were checked ($(grep checked "$tmp/out"))"
else
	pass "# SKIP no /sys/block here"
	pass "# SKIP no /sys/block here"
fi

# sysfs list sorted by path, whatever order the directory gives
attr block/vdz/zz_last 1 0444
attr block/vdz/aa_first 1 0444
attr block/vdz/mm_middle 1 0444
run "$KAPI" --allow-empty sysfs list --root "$tmp/sys"
grep "^$tmp/sys/" "$tmp/out" | sed 's/ = .*//' >"$tmp/paths"
check "[ \$(wc -l <$tmp/paths) -ge 8 ] && LC_ALL=C sort -c $tmp/paths" "sysfs list sorted by path"
done_testing

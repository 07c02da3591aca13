#!/bin/sh
# kapi proc check: fixture trees that must pass and must fail, the
# release a field came with, JSON, then this machine's /proc.
. "$(dirname "$0")/lib.sh"
fx=$(cd "$(dirname "$0")/../fixtures/proc" && pwd)

run "$KAPI" proc check --root "$fx/good"
expect_status 0 "a /proc tree shaped as the specs say has no finding"
expect_out '^[0-9]+ files checked, 0 findings, 0 unreadable$' "and says how much it read"
check "[ \$(sed -n 's/ files checked.*//p' $tmp/out) -ge 18 ]" "every fixture file matched a spec"

run "$KAPI" proc check --root "$fx/bad"
expect_status 1 "a tree that differs from the specs exits 1"
expect_out "bad/meminfo: field_missing: .*no field MemFree" "a field the spec has and the file lacks"
expect_out "bad/meminfo: field_unknown: .*'NewCounter' is not a field" "a field no spec has"
expect_out "bad/meminfo: format: Buffers='lots kB' is not an unsigned integer" "a value of the wrong type"
expect_out "bad/self/status: format: Kthread='maybe'" "a per-process file's value of the wrong type"
expect_out "bad/self/stat: field_missing: line 1: no field tty_nr" "a line of fields cut short"
expect_out "bad/self/limits: field_missing: the header lacks column 'Soft Limit'" "a table whose header differs"
expect_out "bad/loadavg: format: load15='zero' is not a decimal" "a decimal field that is not one"

run "$KAPI" --kernel-version 5.10 proc check --root "$fx/good" '*status'
expect_status 1 "fields shown before the release their spec names are findings"
expect_out "Kthread is shown, but the spec says since 6.2" "Kthread (6.2) on 5.10"
run "$KAPI" --kernel-version 3.2 proc check --root "$fx/good" '*/stat'
expect_status 1 "a line of fields judged as 3.2 shows fields that came later"
expect_out "start_data is shown, but the spec says since 3.3" "stat's start_data (3.3)"

run "$KAPI" -j proc check --root "$fx/bad" "*meminfo"
expect_status 1 "-j exits 1 on findings too"
check "jq -e '.findings | map(.finding) | index(\"field_missing\") and index(\"field_unknown\")' $tmp/out >/dev/null" \
	"JSON names each finding's kind"
check "jq -e '.files == 1 and .schema_version' $tmp/out >/dev/null" "JSON counts the files"

run "$KAPI" proc check --pid nope
expect_status 2 "--pid takes a number or self"
run "$KAPI" proc frob
expect_status 2 "an unknown proc command is a usage error"
run "$KAPI" proc help
expect_status 0 "help"
expect_out "field_missing" "help names the finding kinds"

run "$KAPI" proc check
expect_status 0 "this machine's /proc files match their specs"
expect_out '^[0-9]+ files checked, 0 findings' "with 0 findings"
expect_out '' "(output: $(tail -1 $tmp/out))"
run "$KAPI" sysfs check --no-undefined '*proc_*'
check "! grep -q '/proc/self' $tmp/out" "sysfs check leaves the /proc record specs to proc check"

done_testing

#!/bin/sh
# Suppressions and baselines for lint, diff and verify; inputs that cannot
# be read are reported without stopping the others; long-only options do
# not collide with each other (--from after the verb, --fail-on)
. "$(dirname "$0")/lib.sh"

cat > "$tmp/bad.c" <<'SPEC'
DEFINE_KERNEL_API_SPEC(sys_bogus)
	KAPI_DESCRIPTION("a spec with an unknown errno")
	KAPI_ERROR(0, -22, "EBOGUS", "c", "d")
KAPI_END_SPEC;
SPEC
cat > "$tmp/new.c" <<'SPEC'
DEFINE_KERNEL_API_SPEC(sys_bogus)
	KAPI_DESCRIPTION("a spec with an unknown errno")
	KAPI_ERROR(0, -22, "EBOGUS", "c", "d")
	KAPI_ERROR(1, -9, "EBADF", "c", "d")
KAPI_END_SPEC;
SPEC
echo 'int nothing_here;' > "$tmp/empty.c"

# lint: global --from, one bad input among several, empty inputs
run "$KAPI" --from "$tmp/bad.c" lint
expect_status 4 "lint honours the global --from (findings, no failure)"
expect_out "unknown errno name 'EBOGUS'" "and lints that file, not the corpus"
run "$KAPI" lint "$tmp/bad.c" "$tmp/missing.c" "$tmp/empty.c"
check "[ \$((status & 1)) -eq 1 ] && [ \$((status & 4)) -eq 4 ]" "an unreadable and an empty input fail the run (bit 1) after the others are linted (bit 4)"
expect_out "EBOGUS" "the readable input is still linted"
expect_err "empty.c' holds no specs" "an input with no specs is named"
run "$KAPI" lint --allow-empty "$tmp/empty.c"
expect_status 0 "--allow-empty accepts an input without specs"
run "$KAPI" lint -f json "$tmp/bad.c" "$tmp/missing.c"
check "jq -e '(.errors | length) == 1 and .errors[0].input == \"$tmp/missing.c\" and (.findings | length) == 2' $tmp/out >/dev/null" "JSON is complete, with the load error in it"
run "$KAPI" lint -f sarif "$tmp/bad.c" "$tmp/missing.c"
check "jq -e '.runs[0].invocations[0].executionSuccessful == false and (.runs[0].invocations[0].toolExecutionNotifications[0].message.text | test(\"missing.c\"))' $tmp/out >/dev/null" "SARIF names the load error as a tool notification"

# baselines
"$KAPI" lint -f json "$tmp/bad.c" >"$tmp/base.json"
run "$KAPI" lint --baseline "$tmp/base.json" "$tmp/bad.c"
expect_status 0 "lint against a baseline of itself: 0 new findings, exit 0"
expect_out 'not shown: 0 suppressed, 2 in the baseline' "and says what the baseline hid"
sed 's/KAPI_END_SPEC;/KAPI_ERROR(2, -EINVAL, "EINVAL", "c", "d")\nKAPI_END_SPEC;/' "$tmp/new.c" >"$tmp/newer.c"
"$KAPI" diff -f json "$tmp/bad.c" "$tmp/new.c" >"$tmp/diffbase.json"
run "$KAPI" diff --baseline "$tmp/diffbase.json" "$tmp/bad.c" "$tmp/newer.c"
check "[ \$((status & 4)) -eq 4 ]" "diff against a baseline still reports what is new"
expect_out 'EINVAL' "the new error"
check "! grep -q 'EBADF' $tmp/out" "but not the change the baseline had"
run "$KAPI" lint -f sarif --baseline "$tmp/base.json" "$tmp/bad.c"
check "jq -e '[.runs[0].results[].baselineState] | unique == [\"unchanged\"]' $tmp/out >/dev/null" "SARIF keeps baseline results, marked unchanged"
run "$KAPI" lint --baseline "$tmp/nope.json" "$tmp/bad.c"
expect_status 1 "a missing baseline file fails"
expect_err "cannot read baseline" "and says so"
echo '{"findings": [' >"$tmp/broken.json"
run "$KAPI" lint --baseline "$tmp/broken.json" "$tmp/bad.c"
expect_status 1 "a baseline that is not JSON fails"

# suppressions
cat >"$tmp/supp" <<'EOF2'
# known: the test spec's made-up errno
[suppress]
rule = errno-unknown
api = sys_bog*
reason = the errno is made up on purpose
EOF2
run "$KAPI" lint --suppressions "$tmp/supp" "$tmp/bad.c"
expect_out 'not shown: 1 suppressed, 0 in the baseline' "a suppression by rule name and api glob hides one finding"
check "! grep -q EBOGUS $tmp/out" "the suppressed one"
expect_out 'L018' "and keeps the other"
run "$KAPI" lint -f json --suppressions "$tmp/supp" "$tmp/bad.c"
check "jq -e '.summary.suppressed == 1 and .not_shown[0].reason == \"the errno is made up on purpose\"' $tmp/out >/dev/null" "JSON counts it and keeps the reason"
run "$KAPI" lint -f sarif --suppressions "$tmp/supp" "$tmp/bad.c"
check "jq -e '[.runs[0].results[] | select(.suppressions)] | length == 1 and .[0].suppressions[0].justification == \"the errno is made up on purpose\"' $tmp/out >/dev/null" "SARIF marks the suppressed result with its justification"
check "jq -e '[.runs[0].tool.driver.rules[] | select(.help.text | length > 0)] | length > 20' $tmp/out >/dev/null" "SARIF rules carry help text"
fp=$(jq -r '.findings[] | select(.rule_id == "L018") | .fingerprint' "$tmp/base.json")
printf '[suppress]\nfingerprint = %s\nreason = by fingerprint\n' "$fp" >"$tmp/supp2"
run "$KAPI" lint --suppressions "$tmp/supp2" "$tmp/bad.c"
check "! grep -q L018 $tmp/out" "a suppression by fingerprint"
printf '[suppress]\nrule = L013\n' >"$tmp/noreason"
run "$KAPI" lint --suppressions "$tmp/noreason" "$tmp/bad.c"
expect_status 1 "a suppression without a reason is refused"
expect_err 'noreason:1: suppression without a reason' "with file and line"
printf '[suppress]\nrule = L013\ncolour = red\nreason = x\n' >"$tmp/badkey"
run "$KAPI" lint --suppressions "$tmp/badkey" "$tmp/bad.c"
expect_status 1 "an unknown key is refused"
expect_err "badkey:3: unknown or repeated key 'colour'" "naming it"

# long-only options have values of their own
run "$KAPI" verify --from "$tmp/bad.c" --tracefs /no/such --fail-on never
expect_err 'no tracefs' "verify --from FILE --fail-on: both understood (it gets as far as tracefs)"
run "$KAPI" lint --fail-on bogus "$tmp/bad.c"
expect_status 2 "an unknown --fail-on level is a usage error"

done_testing

#!/bin/sh
# kapi conform --baseline and --suppressions (docs/suppressions.md): the
# disagreements an earlier --json run has, or a suppression names, are left
# out of the report and the exit status, and counted.
. "$(dirname "$0")/lib.sh"
fx=$(cd "$(dirname "$0")/../fixtures/conform" && pwd)/wrong_specs.c

"$KAPI" conform --only dup3 >/dev/null 2>"$tmp/probe"
if [ $? -ge 2 ]; then
	echo "# SKIP no sandbox can be made here: $(head -1 "$tmp/probe")"
	done_testing
	exit $?
fi

run "$KAPI" conform --json --from "$fx" -o "$tmp/base.json"
check '[ "$status" -eq 1 ] && jq -e "[.syscalls[].results[] | select(.verdict == \"miss\")] | length > 0" "$tmp/base.json" >/dev/null' \
	"the wrong specs disagree with the kernel (exit $status)"
check 'jq -e "[.syscalls[].results[] | .fingerprint | test(\"^[0-9a-f]{16}$\")] | all" "$tmp/base.json" >/dev/null' \
	"every result has a fingerprint"
run "$KAPI" conform --from "$fx" --baseline "$tmp/base.json"
expect_status 0 "a run with a baseline of itself reports nothing new: exit 0"
nbad=$(jq '.totals.false_positive + .totals.miss + .totals.errno_gap' "$tmp/base.json")
expect_out "^not shown: 0 suppressed, $nbad in the baseline$" "and counts the $nbad it left out"
check "! grep -q '^  miss:' $tmp/out" "and lists none of them"

# a baseline without eventfd2's results: those are new
jq 'del(.syscalls[] | select(.name == "eventfd2"))' "$tmp/base.json" >"$tmp/part.json"
run "$KAPI" --json conform --from "$fx" --baseline "$tmp/part.json"
check '[ "$status" -eq 1 ] && jq -e ".totals.miss > 0 and ([.syscalls[] | select(.name != \"eventfd2\") | .miss + .false_positive + .errno_gap] | add) == 0" "$tmp/out" >/dev/null' \
	"only disagreements not in the baseline are reported"

cat >"$tmp/supp" <<'S'
# eventfd2's fixture spec takes every flag bit on purpose
[suppress]
rule = C002
api = sys_eventfd2
reason = the fixture's mask is wrong on purpose
S
run "$KAPI" --json conform --from "$fx" --only eventfd2 --suppressions "$tmp/supp"
check '[ "$status" -eq 0 ] && jq -e ".totals.miss == 0 and .totals.suppressed > 0" "$tmp/out" >/dev/null' \
	"a suppression by rule and API leaves those misses out (exit $status)"
check 'jq -e "[.syscalls[0].results[] | select(.not_shown) | .not_shown] | length > 0 and all(. == \"suppressed: the fixture'"'"'s mask is wrong on purpose\")" "$tmp/out" >/dev/null' \
	"each says why in JSON"
run "$KAPI" conform -f sarif --from "$fx" --only eventfd2 --suppressions "$tmp/supp"
check 'jq -e "[.runs[0].results[] | select(.ruleId == \"C002\") | .suppressions[0].justification] | length > 0 and all(. != null)" "$tmp/out" >/dev/null' \
	"SARIF keeps them, marked suppressed with the reason"
printf '[suppress]\nrule = C002\n' >"$tmp/bad"
run "$KAPI" conform --from "$fx" --suppressions "$tmp/bad"
check '[ "$status" -eq 3 ]' "a suppression without a reason fails the run (exit $status)"
run "$KAPI" conform --from "$fx" --baseline /nonexistent
check '[ "$status" -eq 3 ]' "a baseline that cannot be read fails the run"
done_testing

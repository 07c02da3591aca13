#!/bin/sh
# kapi conform over the whole deep syscall corpus, whatever its size: the
# running kernel must find no spec false positive and no spec miss.  A
# failure names each disagreement with the call and the kernel's answer.
. "$(dirname "$0")/lib.sh"

"$KAPI" list --type syscall --depth deep | awk '/^  /{ print $1 }' | sort >"$tmp/deep"
check "[ -s $tmp/deep ]" "the corpus has deep syscall specs ($(wc -l <"$tmp/deep"))"

"$KAPI" conform --only dup3 >/dev/null 2>"$tmp/probe"
if [ $? -ge 2 ]; then
	echo "# SKIP no sandbox can be made here: $(head -1 "$tmp/probe")"
	done_testing
	exit $?
fi

run "$KAPI" conform --json --jobs 2
check '[ "$status" -le 1 ]' "a full run finishes (exit $status)"
jq -r '.syscalls[].spec' "$tmp/out" | sort >"$tmp/ran"
# (the run also holds ioctl queries and descriptor kinds: every deep
# syscall spec must be among what ran)
check "[ -z \"\$(comm -23 $tmp/deep $tmp/ran)\" ]" "every deep syscall spec is run$(comm -23 "$tmp/deep" "$tmp/ran" | head -3 | tr '\n' ' ' | sed 's/^./ (not: &/;s/ $/)/')"
check 'jq -e ".totals.cases > .totals.syscalls" "$tmp/out" >/dev/null' "each spec gives cases"

# every disagreement, as "syscall: what: call -> kernel's answer; claim"
jq -r '.syscalls[] | .name as $n | .results[] |
	select(.verdict == "false_positive" or .verdict == "miss") |
	"\(.verdict) \($n): \(.what): \(.call) -> \(.reason); spec: \(.spec_claim)"' \
	"$tmp/out" >"$tmp/bad"
fp=$(jq '.totals.false_positive' "$tmp/out")
miss=$(jq '.totals.miss' "$tmp/out")
check "[ '$fp' = 0 ]" "no spec false positive (the kernel accepts what a spec refuses): $fp"
check "[ '$miss' = 0 ]" "no spec miss (a spec accepts what the kernel refuses with EINVAL): $miss"
sed 's/^/#   /' "$tmp/bad" | head -40
done_testing

#!/bin/sh
# One CLI grammar: -j/-p and --from after the verb, -o on verbs that print,
# help on every verb and sub-verb, one meaning a short option, no silent
# passes on inputs that give nothing
. "$(dirname "$0")/lib.sh"

# -j and -p after the verb
for v in "list" "show sys_mlockall" "stats" "export sys_mlockall" "sysfs list --root /nonexistent-but-checked" \
	 "validate sys_mlockall flags=1"; do
	case $v in sysfs*) continue ;; esac
	# shellcheck disable=SC2086
	run "$KAPI" $v -j
	check "jq -e . $tmp/out >/dev/null" "kapi $v -j writes JSON"
	# shellcheck disable=SC2086
	run "$KAPI" $v -p
	check "jq -e . $tmp/out >/dev/null && [ \$(wc -l <$tmp/out) -gt 1 ]" "kapi $v -p writes indented JSON"
done
run "$KAPI" lint -j
check "jq -e '.schema_version == 1' $tmp/out >/dev/null" "kapi lint -j writes the JSON report"

# schema_version in every JSON document; -j show X and -j show X Y alike
root=$(cd "$(dirname "$0")/../.." && pwd)
for v in "list" "show sys_mlockall" "show sys_mlockall sys_close" "export sys_close" \
	 "stats" "validate sys_mlockall flags=1" "lint --rules" "diff --rules" \
	 "diff builtin builtin" "version" "extract $root/specs/syscalls/mlock.c" \
	 "show no_such_spec"; do
	# shellcheck disable=SC2086
	run "$KAPI" -j $v
	check "jq -e -s 'length == 1 and (.[0] | type == \"object\" and keys_unsorted[0] == \"schema_version\" and .schema_version == 1)' $tmp/out >/dev/null" "schema_version in every JSON document: kapi -j $v"
done
run "$KAPI" -j show sys_mlockall
jq -c '.specs | map(keys)' "$tmp/out" >"$tmp/one"
run "$KAPI" -j show sys_mlockall sys_mlockall
check "[ \"\$(jq -c '.specs[0:1] | map(keys)' $tmp/out)\" = \"\$(cat $tmp/one)\" ] && jq -e '.specs | length == 2' $tmp/out >/dev/null" "-j show X and -j show X Y the same shape"

# -o FILE on every verb that prints
for v in "list" "show sys_mlockall" "stats" "validate sys_mlockall flags=1" "lint" "export sys_mlockall"; do
	rm -f "$tmp/o"
	# shellcheck disable=SC2086
	run "$KAPI" $v -o "$tmp/o"
	check "[ -s $tmp/o ] && [ ! -s $tmp/out ]" "kapi $v -o FILE writes FILE, not standard output"
done
run "$KAPI" list -o /nonexistent/dir/file
expect_status 3 "an -o that cannot be written fails with status 3"
expect_err "cannot write '/nonexistent/dir/file'" "and says so"

# help everywhere
for v in $("$KAPI" help | sed -n '/^Verbs:/,/^$/s/^  \([a-z][a-z-]*\) .*/\1/p'); do
	[ "$v" = version ] && continue
	run "$KAPI" "$v" help
	check "[ \$status -eq 0 ] && grep -q '^usage: kapi' $tmp/out" "kapi $v help"
	run "$KAPI" "$v" -h
	check "[ \$status -eq 0 ] && grep -q '^usage: kapi' $tmp/out" "kapi $v -h"
	run "$KAPI" help "$v"
	check "[ \$status -eq 0 ] && grep -q '^usage: kapi' $tmp/out" "kapi help $v"
done
run "$KAPI" sysfs check help
expect_out '^usage: kapi sysfs' "kapi sysfs check help is help, not a pattern"
run "$KAPI" sysfs list -h
expect_out '^usage: kapi sysfs' "kapi sysfs list -h too"

# one meaning a short option across verbs, read off every verb's help:
# trace and watch keep strace's -p PID and -f follow where the others
# have bpftool's -p pretty and -f format; any other letter (strace's -s,
# -t, -e ... too) means the same in every verb
for v in $("$KAPI" help | sed -n '/^Verbs:/,/^$/s/^  \([a-z][a-z-]*\) .*/\1/p'); do
	"$KAPI" "$v" help 2>/dev/null | sed -n "s/^ *-\([A-Za-z]\), \(--[a-z-]*\).*/$v \1 \2/p"
done | sort -u >"$tmp/letters"
clash=$(awk '($1 == "trace" || $1 == "watch") && $2 ~ /^[pf]$/ { next }
	     { if (($2 in long) && long[$2] != $3) bad[$2] = bad[$2] " " $1 ":" $3 " vs " first[$2] ":" long[$2]
	       else if (!($2 in long)) { long[$2] = $3; first[$2] = $1 } }
	     END { for (l in bad) printf "-%s (%s) ", l, bad[l] }' "$tmp/letters")
check "[ \$(wc -l <$tmp/letters) -gt 20 ] && [ -z '$clash' ]" "one meaning per short option across verbs${clash:+: $clash}"
run "$KAPI" man -r sys_mlockall
expect_status 2 "man -r is gone (--roff); -r is validate's --return"
run "$KAPI" conform -s 1 --dry-run
expect_status 2 "conform -s is gone (--seed); -s is trace's string limit"
run "$KAPI" mount -f /nonexistent
expect_status 2 "mount -f is gone (--foreground); -f is --format"
if "$KAPI" trace -o /dev/null -- true 2>/dev/null; then
	run "$KAPI" trace -j -c -o "$tmp/tj" -- true
	check "jq -e -s '.[-1].schema_version == 1 and (.[-1].summary | length) > 0' $tmp/tj >/dev/null" "kapi trace -j after the verb: JSON"
else
	pass "# SKIP ptrace unavailable: kapi trace -j after the verb"
fi
run "$KAPI" watch -j -h
expect_status 0 "kapi watch takes -j after the verb"

# one meaning a short option: the long-only ones are refused short
run "$KAPI" list -t ioctl
expect_status 2 "list -t is gone (--type); -t meant three things"
run "$KAPI" list --type ioctl --depth deep
expect_status 0 "list --type and --depth"

# every verb honours the global --from: a one-spec set narrower than the
# corpus (mlockall(MCL_CURRENT) only) changes what each verb answers
printf 'DEFINE_KERNEL_API_SPEC(sys_mlockall)\n\tKAPI_PARAM(0, "flags", "int", "which")\n\t\tKAPI_PARAM_TYPE(KAPI_TYPE_INT)\n\t\tKAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK)\n\t\tKAPI_PARAM_VALID_MASK(MCL_CURRENT)\n\tKAPI_PARAM_END\nKAPI_END_SPEC;\n' >"$tmp/one.c"
run "$KAPI" --from "$tmp/one.c" list
expect_out '^Total: 1 specifications' "every verb honours the global --from: list"
run "$KAPI" --from "$tmp/one.c" -j show sys_mlockall
check "jq -e '.specs[0].parameters[0].valid_mask == \"0x1\"' $tmp/out >/dev/null" "every verb honours the global --from: show"
run "$KAPI" --from "$tmp/one.c" -j export
check "jq -e '.specs | length == 1' $tmp/out >/dev/null" "every verb honours the global --from: export"
run "$KAPI" --from "$tmp/one.c" -j stats
check "jq -e '.specs == 1' $tmp/out >/dev/null" "every verb honours the global --from: stats"
run "$KAPI" --from "$tmp/one.c" validate sys_mlockall flags=2
expect_status 1 "every verb honours the global --from: validate (MCL_FUTURE refused)"
run "$KAPI" --from "$tmp/one.c" man sys_close
expect_status 3 "every verb honours the global --from: man (no sys_close in it)"
run "$KAPI" --from "$tmp/one.c" -j conform --dry-run
check "jq -e '.totals.syscalls == 1' $tmp/out >/dev/null" "every verb honours the global --from: conform"
run "$KAPI" --from "$tmp/one.c" -j lint
check "jq -e '[.findings[].api] | unique | . == [] or . == [\"sys_mlockall\"]' $tmp/out >/dev/null" "every verb honours the global --from: lint"

# kapi --from bad/ lint: a directory of bad specs is linted and fails
mkdir -p "$tmp/bad"
printf 'DEFINE_KERNEL_API_SPEC(sys_bogus)\n\tKAPI_ERROR(0, -22, "EBOGUS", "c", "d")\nKAPI_END_SPEC;\n' >"$tmp/bad/bogus.c"
run "$KAPI" --from "$tmp/bad" lint
check "[ \$status -ne 0 ] && grep -q EBOGUS $tmp/out" "kapi --from bad/ lint exits non-zero ($status) and names the bad spec"

# one --fail-on vocabulary: every verb that has it takes every level name
# (diff's and lint's words for the same levels) and refuses others alike
bad=
for v in diff lint verify; do
	for l in breaking needs_review compatible info error warning note never; do
		"$KAPI" "$v" --fail-on "$l" --rules >/dev/null 2>&1 || bad="$bad $v:$l"
	done
	"$KAPI" "$v" --fail-on sometimes --rules >/dev/null 2>&1
	[ $? -eq 2 ] || bad="$bad $v:sometimes-accepted"
done
check "[ -z '$bad' ]" "one --fail-on vocabulary across diff, lint and verify${bad:+ (not:$bad)}"

# --from with every verb; sources that give nothing
echo 'int nothing_here;' >"$tmp/none.c"
run "$KAPI" --from "$tmp/none.c" list
expect_status 3 "0 specs from a --from input: exit 3, the verb does not run"
expect_err "holds no specs" "with an error"
run "$KAPI" --allow-empty --from "$tmp/none.c" list
expect_status 0 "--allow-empty accepts it"
run "$KAPI" --from "$tmp/none.c" diff builtin builtin
expect_status 2 "diff names its two sides; a --from would be ignored, so it is refused"

done_testing

#!/bin/sh
# Every spec form upstream has written, from RFC v1 to the newest revision:
# each fixture in tests/fixtures/upstream/ loads to the hand-checked JSON
# next to it (FIXTURE.NAME.json), without a warning; unknown words warn.
. "$(dirname "$0")/lib.sh"
root=$(cd "$(dirname "$0")/../.." && pwd)
fx="$root/tests/fixtures/upstream"

for want in $(ls "$fx"/*.*.json | grep -v -e compat-upstream -e expected); do
	base=${want##*/}
	file=${base%%.*}
	name=${base#*.}
	name=${name%.json}
	src=$(ls "$fx/$file".* | grep -v '\.json$' | head -1)
	run "$KAPI" -j --from "$src" show "$name"
	expect_status 0 "$file: $name loads"
	check "[ ! -s $tmp/err ]" "$file: $name loads without a warning"
	jq -S ".specs[0]" "$tmp/out" >"$tmp/got.json" 2>/dev/null
	if cmp -s "$tmp/got.json" "$want"; then
		pass "$file: every field of $name as expected"
	else
		fail "$file: every field of $name as expected"
		diff "$want" "$tmp/got.json" | sed 's/^/# /' | head -20
	fi
done

# the points the newest form used to get wrong, spelled out
run "$KAPI" -j --from "$fx/newest_kdoc.c" show sys_demo_mprotect
check "jq -e '.specs[0] | (.errors | map(.name)) == [\"EINVAL\",\"ENOMEM\"] and .signals[0].error_on_signal == -4' $tmp/out >/dev/null" \
	"an error: inside a signal: block is the signal's errno, not a new error"
check "jq -e '.specs[0] | .parameters[1].max_value == 4096 and .parameters[1].constraint_type == \"range\" and (.parameters[1].constraint_desc | startswith(\"the range may be empty\"))' $tmp/out >/dev/null" \
	"cdesc: is the constraint description and leaves range() intact"
check "jq -e '.specs[0] | .parameters[2].valid_mask == \"0x7\"' $tmp/out >/dev/null" \
	"arch-mask: adds x86 bits only; other architectures are accepted"
check "jq -e '.specs[0] | .locks[0].scope == \"internal\" and .locks[1].scope == \"acquires\"' $tmp/out >/dev/null" \
	"acquired:/released: give the lock scope, as upstream derives it"
run "$KAPI" -j --from "$fx/newest_kdoc.c" show sys_demo_close
check "jq -e '.specs[0] | (.errors | map(.name)) == [\"EBADF\"]' $tmp/out >/dev/null" \
	"a comment with no SYSCALL_DEFINE after it is not bound to the next one"

# upstream's numbering (--compat upstream): the kernel's JSON export
run "$KAPI" -j --compat upstream --from "$fx/kernel_export.json" show sys_demo_export
expect_status 0 "--compat upstream loads the kernel's JSON"
jq -S ".specs[0]" "$tmp/out" >"$tmp/got.json" 2>/dev/null
check "cmp -s $tmp/got.json $fx/kernel_export.compat-upstream.json" "every field of it as expected"
check "jq -e '.specs[0] | [.parameters[].constraint_type] == [\"user_ptr\",\"range\",\"custom\"] and .parameters[2].type_class == \"custom\"' $tmp/out >/dev/null" \
	"constraint kinds after KAPI_CONSTRAINT_BUFFER and KAPI_TYPE_CUSTOM move"
check "jq -e '.specs[0] | .parameters[0].flags == \"0x7\" and [.parameters[].size_param_idx] == [1,-1,-1]' $tmp/out >/dev/null" \
	"INOUT is IN|OUT, size_param_idx is 1-based with 0 for none"
check "jq -e '.specs[0] | .locks[0].acquired == true and .locks[0].released == true and .locks[1].acquired == true and (.locks[1].released | not)' $tmp/out >/dev/null" \
	"lock scope gives acquired and released"
run "$KAPI" -j --from "$fx/kernel_export.json" show sys_demo_export
check "jq -e '.specs[0] | .parameters[0].size_param_idx == 2' $tmp/out >/dev/null" "without --compat the numbers are ours"
run "$KAPI" --compat sideways list
expect_status 2 "an unknown --compat is a usage error"

# upstream's in-kernel layout: fixed arrays after magic numbers, read from
# an object built here from the published field order and sizes
if cc -c -o "$tmp/up.o" "$fx/upstream_layout.c" 2>"$tmp/ccerr"; then
	run "$KAPI" -j --from "$tmp/up.o" show sys_demo_lseek
	expect_status 0 "an ELF object in upstream's layout loads"
	check "[ ! -s $tmp/err ]" "without a warning"
	jq -S ".specs[0]" "$tmp/out" >"$tmp/got.json" 2>/dev/null
	if cmp -s "$tmp/got.json" "$fx/upstream_layout.expected.json"; then
		pass "every field of the upstream-layout spec as expected"
	else
		fail "every field of the upstream-layout spec as expected"
		diff "$fx/upstream_layout.expected.json" "$tmp/got.json" | sed 's/^/# /' | head -20
	fi
	check "jq -e '.specs[0] | .parameters[1].size_param_idx == 2 and .parameters[1].constraint_type == \"user_ptr\" and .parameters[1].flags == \"0x7\" and .parameters[2].type_class == \"custom\" and .locks[1].held_on_entry == true' $tmp/out >/dev/null" \
		"its numbers are translated (size index, BUFFER, INOUT, CUSTOM, lock scope)"
	run "$KAPI" -j --from "$root/build/kapi" show sys_mlockall
	check "[ \$status -eq 0 ] && jq -e .specs[0].name $tmp/out >/dev/null" "our own layout still reads (the kapi binary)"
else
	pass "# SKIP no C compiler: $(head -1 "$tmp/ccerr")"
fi

# every enum field given an unknown word: one warning each, with file:line
run "$KAPI" -j --from "$fx/unknown_words.c" show sys_demo_odd
expect_status 0 "unknown words do not stop loading"
for w in bogus_ctx bogus_api bogus_type bogus_flag bogus_flags bogus_constraint \
	 bogus_arch bogus-sub bogus_check EBOGUS bogus_lock bogus_scope \
	 bogus_direction bogus_action bogus_state bogus_effect bogus_cap bogus-key \
	 stray_line_word capability-allows; do
	check "grep -q 'unknown_words.c:[0-9]*: .*$w' $tmp/err" "unknown word '$w' is a warning with file:line"
done

# more than 255 blocks in one comment are all kept
{
	echo '/**'
	echo ' * sys_demo_many - Many errors'
	echo ' *'
	echo ' * contexts: process'
	i=0
	while [ $i -lt 300 ]; do
		echo " * error: EINVAL, case $i"
		i=$((i + 1))
	done
	echo ' */'
	echo 'SYSCALL_DEFINE0(demo_many)'
} >"$tmp/many.c"
run "$KAPI" -j --from "$tmp/many.c" show sys_demo_many
check "jq -e '.specs[0] | (.errors | length) == 300 and .errors[299].condition == \"case 299\"' $tmp/out >/dev/null" \
	"300 blocks in one comment are 300 entries"

done_testing

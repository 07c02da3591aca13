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

# RFC v1's ioctl_api_spec.h spellings, spelled out (values counted by hand:
# BINDER_WRITE_READ = _IOWR('b', 1, 48 bytes), BINDER_VERSION =
# _IOWR('b', 9, 4 bytes), BINDER_SET_MAX_THREADS = _IOW('b', 5, __u32))
run "$KAPI" -j --from "$fx/rfc1_ioctl_header.c" list
check "jq -e '[.specs[].name] == [\"binder_demo_threads\",\"binder_demo_version\",\"binder_demo_wr\"]' $tmp/out >/dev/null" \
	"three RFC v1 ioctl headers, three terminators, and the driver macro after them ignored"
run "$KAPI" -j --from "$fx/rfc1_ioctl_header.c" show binder_demo_wr
check "jq -e '.specs[0] | .cmd == \"0xc0306201\" and .input_size == 48 and .output_size == 48 and .file_ops_name == \"binder_fops\"' $tmp/out >/dev/null" \
	"KAPI_DEFINE_IOCTL_SPEC's six arguments"
check "jq -e '.specs[0] | .parameters[0].flags == \"0x4\" and .parameters[0].constraint_type == \"range\" and .parameters[0].max_value == 4096 and .parameters[0].type == \"__u32\"' $tmp/out >/dev/null" \
	"KAPI_IOCTL_PARAM_LEN: an in-out u32 length with its range"
run "$KAPI" -j --from "$fx/rfc1_ioctl_header.c" show binder_demo_threads
check "jq -e '.specs[0] | .input_size == 4 and .output_size == 0 and .file_ops_name == \"binder_fops\"' $tmp/out >/dev/null" \
	"KAPI_IOCTL_SIZE and KAPI_IOCTL_FILE_OPS (a bare name, stringified)"
run "$KAPI" -j --from "$fx/rfc1_ioctl_header.c" show binder_demo_version
check "jq -e '.specs[0] | .cmd == \"0xc0046209\" and .cmd_name == \"BINDER_VERSION\" and .input_size == 4 and .output_size == 4' $tmp/out >/dev/null" \
	"DEFINE_IOCTL_HANDLER: the command's name and both sizes from its struct"

# the macro-era shorthands (syscall_api_spec.h, canned signal sets)
run "$KAPI" -j --from "$fx/rfc_shorthand.c" show sys_demo_shorthand
check "jq -e '.specs[0] | .context_flags == \"0x21\" and [.parameters[].type_class] == [\"file_descriptor\",\"void\",\"user_pointer\",\"void\"] and .parameters[2].type == \"struct binder_version __user *\" and .parameters[2].size == 4' $tmp/out >/dev/null" \
	"KAPI_SYSCALL_SLEEPABLE and the parameter shorthands (a stringified struct, its size)"
check "jq -e '.specs[0] | [.errors[].code] == [-9,-22,-12,-1,-14] and .errors[1].condition == \"count is too large\"' $tmp/out >/dev/null" \
	"KAPI_ERROR_EBADF ... KAPI_ERROR_EFAULT"
check "jq -e '.specs[0] | [.signals[].signal_num] == [2,15,9,19,18] and [.signals[].action] == [\"return\",\"return\",\"terminate\",\"stop\",\"continue\"] and .signals[0].error_on_signal == -4' $tmp/out >/dev/null" \
	"the three canned signal sets: five signals with upstream's indices"
run "$KAPI" -j --from "$fx/rfc_shorthand.c" show sys_demo_atomic
check "jq -e '.specs[0] | .context_flags == \"0x11\" and .return.check_type == \"fd\"' $tmp/out >/dev/null" \
	"KAPI_SYSCALL_ATOMIC and KAPI_RETURN_FD_SPEC"

# upstream's numbering: bare numbers where kapi writes names (as upstream's
# tool writes them); without --compat it is detected, since nothing in the
# document is kapi's own (docs/kapi.rst)
run "$KAPI" -j --from "$fx/kernel_export.json" show sys_demo_export
expect_status 0 "upstream's numbering is detected in JSON input"
check "[ ! -s $tmp/err ]" "a clear detection draws no warning"
jq -S ".specs[0]" "$tmp/out" >"$tmp/got.json" 2>/dev/null
check "cmp -s $tmp/got.json $fx/kernel_export.compat-upstream.json" "every field of it as expected"
check "jq -e '.specs[0] | [.parameters[].constraint_type] == [\"user_ptr\",\"range\",\"custom\"] and .parameters[2].type_class == \"custom\"' $tmp/out >/dev/null" \
	"constraint kinds after KAPI_CONSTRAINT_BUFFER and KAPI_TYPE_CUSTOM move"
check "jq -e '.specs[0] | .parameters[0].flags == \"0x4\" and [.parameters[].size_param_idx] == [1,-1,-1]' $tmp/out >/dev/null" \
	"IN|OUT is our INOUT bit, size_param_idx is 1-based with 0 for none"
check "jq -e '.specs[0] | .locks[0].acquired == true and .locks[0].released == true and .locks[1].acquired == true and (.locks[1].released | not)' $tmp/out >/dev/null" \
	"lock scope gives acquired and released"
run "$KAPI" -j --compat native --from "$fx/kernel_export.json" show sys_demo_export
check "jq -e '.specs[0] | .parameters[0].size_param_idx == 2 and .parameters[0].constraint_type == \"custom\"' $tmp/out >/dev/null" \
	"with --compat native the numbers are ours"

# --compat upstream writes upstream's numbers too: enum fields as numbers,
# CUSTOM as 12, INOUT as IN|OUT, size_param_idx 1-based (0: none), locks
# with their scope only; BUFFER is read as a user pointer sized by another
# argument, which goes back out as BUFFER (11)
run "$KAPI" -j --compat upstream --from "$fx/kernel_export.json" show sys_demo_export
expect_status 0 "--compat upstream reads and writes upstream's numbering"
check "jq -e '.specs[0] | [.parameters[].type_class] == [10,2,12] and [.parameters[].constraint_type] == [11,1,12]' $tmp/out >/dev/null" \
	"type_class and constraint_type as upstream's numbers (BUFFER 11, CUSTOM 12)"
check "jq -e '.specs[0] | [.parameters[].flags] == [\"0x3\",\"0x1\",\"0x8\"] and [.parameters[].size_param_idx] == [2,0,0]' $tmp/out >/dev/null" \
	"INOUT written as IN|OUT, size_param_idx 1-based with 0 for none"
check "jq -e '.specs[0] | [.locks[].scope] == [0,1,3] and [.locks[].type] == [1,2,3] and ([.locks[] | has(\"acquired\") or has(\"released\") or has(\"held_on_entry\") or has(\"held_on_exit\")] | any | not)' $tmp/out >/dev/null" \
	"locks with their scope, without kapi's booleans"

# the whole corpus in upstream's numbering reads back (detected) to itself
"$KAPI" -j export >"$tmp/native.json"
"$KAPI" -j --compat upstream export >"$tmp/up.json"
run "$KAPI" -j --from "$tmp/up.json" export
check "[ \$status -eq 0 ] && cmp -s $tmp/out $tmp/native.json" \
	"every built-in spec survives a trip through upstream's numbering"
check "! cmp -s $tmp/up.json $tmp/native.json && jq -e '[.specs[] | .parameters[] | select(.constraint_type == 12)] | length > 0' $tmp/up.json >/dev/null" \
	"and the trip did write upstream's numbers"

# signs of both numberings: read as kapi's, with a warning naming both
run "$KAPI" -j --from "$fx/mixed_numbering.json" show sys_demo_mixed
expect_status 0 "a document with signs of both numberings loads"
check "grep -q \"'constraint_type' is upstream's numbering but 'acquired' is kapi's\" $tmp/err" \
	"it is warned about, naming a sign of each"
check "jq -e '.specs[0] | .parameters[0].constraint_type == \"custom\" and .parameters[0].size_param_idx == 0' $tmp/out >/dev/null" \
	"and read in kapi's numbering"

# upstream's tool's JSON ({"api_details": ...}): its own keys (param_type,
# lock_name, error_code, effect_type, ...) and bare numbers, detected
run "$KAPI" -j --from "$fx/tool_export.json" show sys_demo_tool
expect_status 0 "upstream's tool's JSON loads"
check "[ ! -s $tmp/err ]" "without a warning"
jq -S ".specs[0]" "$tmp/out" >"$tmp/got.json" 2>/dev/null
check "cmp -s $tmp/got.json $fx/tool_export.expected.json" "every field of it as expected"
check "jq -e '.specs[0] | .parameters[0].type_class == \"user_pointer\" and .parameters[0].constraint_type == \"user_ptr\" and .parameters[0].size_param_idx == 1 and .return.check_type == \"range\" and .locks[0].name == \"demo_lock\" and .locks[0].held_on_exit == true and .errors[0].code == -22' $tmp/out >/dev/null" \
	"its keys and numbers land on the right fields"

# the kernel's kapi_export_json() spellings: names of its own, null index
run "$KAPI" -j --from "$fx/kernel_names.json" show sys_demo_names
expect_status 0 "the kernel's own JSON spellings load"
check "[ ! -s $tmp/err ]" "without a warning"
check "jq -e '.specs[0] | [.parameters[].type_class] == [\"ptr\",\"func_ptr\"] and .parameters[0].constraint_type == \"user_ptr\" and [.parameters[].size_param_idx] == [1,-1] and .return.check_type == \"fd\"' $tmp/out >/dev/null" \
	"pointer, function_pointer, buffer, file_descriptor and a null size_param_idx"
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
	check "jq -e '.specs[0] | .parameters[1].size_param_idx == 2 and .parameters[1].constraint_type == \"user_ptr\" and .parameters[1].flags == \"0x4\" and .parameters[2].type_class == \"custom\" and .locks[1].held_on_entry == true' $tmp/out >/dev/null" \
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
	 stray_line_word capability-allows bogus_yes bogus_restart bogus_intr \
	 SIGBOGUS bogus_reversible; do
	check "grep -q 'unknown_words.c:[0-9]*: .*$w' $tmp/err" "unknown word '$w' is a warning with file:line"
done

# the same for the macro form and for JSON: every enum argument or field
# with a name nobody defines is a warning naming it (file:line for C)
run "$KAPI" -j --from "$fx/unknown_words_macro.c" show sys_demo_odd_macros
expect_status 0 "unknown names in macros do not stop loading"
for w in KAPI_TYPE_BOGUS KAPI_CONSTRAINT_BOGUS KAPI_PARAM_BOGUS KAPI_LOCK_BOGUS \
	 KAPI_LOCK_NOPE SIGBOGUS KAPI_SIGNAL_BOGUS KAPI_SIGNAL_ACTION_BOGUS CAP_BOGUS \
	 KAPI_CAP_BOGUS KAPI_EFFECT_BOGUS KAPI_RETURN_BOGUS; do
	check "grep -q 'unknown_words_macro.c:[0-9]*: .*$w' $tmp/err" "macro form: unknown name '$w' is a warning with file:line"
done
run "$KAPI" -j --from "$fx/unknown_words.json" show sys_demo_odd_json
expect_status 0 "unknown names in JSON do not stop loading"
for w in bogus_api bogus_type bogus_constraint KAPI_PARAM_BOGUS bogus_check bogus_lock \
	 bogus_scope KAPI_SIGNAL_BOGUS bogus_action KAPI_SIGNAL_STATE_BOGUS bogus_cap \
	 KAPI_EFFECT_BOGUS; do
	check "grep -q \"unknown name in '$w'\" $tmp/err" "JSON: unknown name '$w' is a warning"
done

# arch-mask: every architecture name upstream documents is taken; only
# x86's bits (0x100 here) join valid_mask, since we check x86-64 machines
{
	echo '/**'
	echo ' * sys_demo_arches - One bit per architecture'
	echo ' *'
	echo ' * contexts: process'
	echo ' *'
	echo ' * param: flags'
	echo ' *   type: uint, input'
	echo ' *   valid-mask: 0x1'
	bit=1
	for a in alpha arc arm arm64 csky hexagon loongarch m68k microblaze mips \
		 nios2 openrisc parisc powerpc riscv s390 sh sparc um x86 xtensa; do
		bit=$((bit * 2))
		[ $a = x86 ] && bit=256
		[ $a = xtensa ] && bit=512
		echo " *   arch-mask: $a = $bit"
	done
	echo ' */'
	echo 'SYSCALL_DEFINE1(demo_arches, unsigned int, flags)'
} >"$tmp/arches.c"
run "$KAPI" -j --from "$tmp/arches.c" show sys_demo_arches
check "[ \$status -eq 0 ] && [ ! -s $tmp/err ]" "all 21 architecture names of arch-mask: load without a warning"
check "jq -e '.specs[0] | .parameters[0].valid_mask == \"0x101\"' $tmp/out >/dev/null" \
	"and only x86's bit joins valid_mask"

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

#!/bin/sh
# What each revision of upstream's spec forms legitimately writes reads as
# upstream's own tools of that revision read it, without a warning; the
# fixtures in tests/fixtures/upstream/revisions/ are our transcriptions.
. "$(dirname "$0")/lib.sh"
root=$(cd "$(dirname "$0")/../.." && pwd)
fx="$root/tests/fixtures/upstream/revisions"

for f in kdoc_defects.c macro_defects.c rfc1_ioctl_struct.c; do
	run "$KAPI" -j --from "$fx/$f" list
	expect_status 0 "$f loads"
	check "[ ! -s $tmp/err ]" "$f loads without a warning"
	sed 's/^/# /' "$tmp/err" | head -5
done

q() { # q SPEC JQ DESCRIPTION, against kdoc_defects.c
	run "$KAPI" -j --from "$fx/kdoc_defects.c" show "$1"
	check "jq -e '.specs[0] | $2' $tmp/out >/dev/null" "$3"
}
q sys_demo_newest '[.signals[] | [.signal_name, .signal_num]] == [["Any signal",0],["Any fatal signal",0]]' \
	"D1: a class of signals (Any signal, Any fatal signal) has number 0 and no warning"
q sys_demo_flat '.signals[0].signal_num == 0' "D1: FATAL is a class too"
q sys_demo_flat '.constraints[0].expression | startswith("vma_lookup")' \
	"D2: an expression in the kernel's terms is kept as written"
q sys_demo_newest '[.parameters[1].constraint_type, .parameters[1].size_param_idx] == ["user_ptr", 2]' \
	"D5: buffer(2) is a user pointer sized by argument 2"
q sys_demo_newest '.parameters[2].constraint_type == "user_ptr"' \
	"D3: KAPI_CONSTRAINT_BUFFER is read"
run "$KAPI" -j --compat upstream --from "$fx/kdoc_defects.c" show sys_demo_newest
check "jq -e '[.specs[0].parameters[] | .constraint_type] == [0, 11, 10]' $tmp/out >/dev/null" \
	"D5: --compat upstream writes a sized user pointer as BUFFER (11), a bare one as USER_PTR (10)"
q sys_demo_flat '.parameters[1].constraint_type == "mask"' "D4: KAPI_CONSTRAINT_BITMASK is a mask"
q sys_demo_flat '.side_effects[0].type == "0x204"' \
	"D4: SCHEDULER is SCHEDULE and an unknown effect name is MODIFY_STATE"
q sys_demo_flat '.capabilities[0].action == "bypass_check"' "D4: KAPI_CAP_BYPASS is BYPASS_CHECK"
q sys_demo_flat '.side_effects[0].description == "pages are read ahead, which may block"' \
	"D6: a side-effect description keeps its commas"
q sys_demo_flat '[.parameters[] | [.name, .type_class]] == [["addr","uint"],["size","uint"]]' \
	"D11: 'param: NAME, TYPE' is a parameter NAME of that type, not a third one"
q sys_demo_newest '.locks[0].scope == "internal"' "acquired: conditional reads as not acquired, quietly"
q sys_demo_setattr '[.constraints[].name] == ["Known mode"] and (.notes | startswith("Validation group Mode A:"))' \
	"D12: a validation group is a note, not a constraint"
q sys_demo_setattr '.struct_specs[0] | .size == 16 and ([.fields[].name] == ["size","mode"]) and .fields[0].max_value == 4096 and .fields[1].enum_values == [0,1]' \
	"D12: RFC v4's struct: block and its fields stay in the struct"

run "$KAPI" -j --from "$fx/macro_defects.c" show sys_demo_init
check "jq -e '.specs[0].return | .type == \"long\" and .check_type == \"error_check\" and .description == \"zero, or a negative errno\"' $tmp/out >/dev/null" \
	"D7: .return_spec = { ... } is the return spec"
check "jq -e '.specs[0].locks == [{\"name\":\"siglock\",\"type\":\"spinlock\",\"scope\":\"internal\",\"description\":\"held while the mask changes\",\"acquired\":true,\"released\":true}]' $tmp/out >/dev/null" \
	"D7: .locks[0] = { ... } is lock 0"
check "jq -e '.specs[0].signals[0].queue_behavior == \"realtime\"' $tmp/out >/dev/null" \
	"D9: KAPI_SIGNAL_QUEUE_REALTIME is its string"
check "jq -e '.specs[0].parameters[0].size == 8' $tmp/out >/dev/null" \
	"D10: sizeof(sigset_t) is 8"

run "$KAPI" -j --from "$fx/rfc1_ioctl_struct.c" show demo_query demo_reset
check "jq -e '[.specs[] | [.name, .api_type, .cmd_name]] == [[\"demo_query\",\"ioctl\",\"DEMO_QUERY\"],[\"demo_reset\",\"ioctl\",\"DEMO_RESET\"]]' $tmp/out >/dev/null" \
	"D8: RFC v1's struct kapi_ioctl_spec, named by .api_spec's .name or its variable"
check "jq -e '.specs[0] | .cmd == \"0xc0086401\" and .input_size == 8 and .parameters[0].enum_values == [0,1,2] and .struct_specs[0].fields[0].enum_values == [0,1,2]' $tmp/out >/dev/null" \
	"D8: its command, sizes, and both array spellings of enum values"

# documentation examples are told apart: read only with --examples
patch="$tmp/doc.patch"
{
	printf 'diff --git a/Documentation/demo.rst b/Documentation/demo.rst\n'
	printf -- '--- /dev/null\n+++ b/Documentation/demo.rst\n@@ -0,0 +1,3 @@\n'
	printf '+DEFINE_KERNEL_API_SPEC(sys_example)\n+KAPI_DESCRIPTION("only an example")\n+KAPI_END_SPEC;\n'
	printf 'diff --git a/mm/demo.c b/mm/demo.c\n'
	printf -- '--- /dev/null\n+++ b/mm/demo.c\n@@ -0,0 +1,3 @@\n'
	printf '+DEFINE_KERNEL_API_SPEC(sys_real)\n+KAPI_DESCRIPTION("the real one")\n+KAPI_END_SPEC;\n'
} >"$patch"
run "$KAPI" -j --from "$patch" list
check "jq -e '[.specs[].name] == [\"sys_real\"]' $tmp/out >/dev/null" \
	"a spec in Documentation/ is an example, left out"
run "$KAPI" -j --examples --from "$patch" list
check "jq -e '[.specs[].name] == [\"sys_example\",\"sys_real\"]' $tmp/out >/dev/null" \
	"--examples reads it"

# two revisions of one spec, side by side and compared
cp "$fx/macro_defects.c" "$tmp/rev1.c"
sed 's/"zero, or a negative errno"/"0, or -errno"/; s/KAPI_SIGNAL_QUEUE_REALTIME/KAPI_SIGNAL_QUEUE_STANDARD/' \
	"$fx/macro_defects.c" >"$tmp/rev2.c"
run "$KAPI" -j --keep-duplicates --from "$tmp/rev1.c" --from "$tmp/rev2.c" list
check "jq -e '[.specs[].name] == [\"sys_demo_init\",\"sys_demo_init@rev2\"]' $tmp/out >/dev/null" \
	"--keep-duplicates keeps the second revision as NAME@FILE"
run "$KAPI" --from "$tmp/rev1.c" --from "$tmp/rev2.c" list
expect_err "duplicate spec 'sys_demo_init' skipped" "without it the duplicate is named, not dropped silently"
run "$KAPI" diff "$tmp/rev1.c" "$tmp/rev2.c"
expect_out "sys_demo_init: return description: text changed|return.*changed" "diff of two revisions shows what changed"

done_testing

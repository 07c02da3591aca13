#!/bin/sh
# kapi diff: one fixture pair per rule.  The old side is
# tests/fixtures/diff/base.c; the new side is that file with one edit
# (a sed script), so each pair differs in exactly what the rule is about.
. "$(dirname "$0")/lib.sh"
root=$(cd "$(dirname "$0")/../.." && pwd)
base=$root/tests/fixtures/diff/base.c

# rule ID, level, exit status, sed script making the new side
while IFS='|' read -r rule level want script; do
	case "$rule" in ''|'#'*) continue ;; esac
	sed -e "$script" "$base" > "$tmp/new.c"
	run "$KAPI" -j diff "$base" "$tmp/new.c"
	expect_rule changes "$rule" "$level" "$want"
done <<'RULES'
D001|breaking|12|/DEFINE_SYSFS_API_SPEC(frob_attr)/,$d
D002|compatible|4|$a DEFINE_KERNEL_API_SPEC(sys_extra) KAPI_END_SPEC;
D003|breaking|12|s/DEFINE_SYSFS_API_SPEC(frob_attr)/DEFINE_KAPI_IOCTL_SPEC(frob_attr)/
D010|breaking|12|s/KAPI_RETURN("long"/KAPI_PARAM(4, "more", "int", "x") KAPI_PARAM_END KAPI_RETURN("long"/
D011|breaking|12|/KAPI_PARAM(3, "buf"/,/KAPI_PARAM_END/d
D012|info|4|s/KAPI_PARAM(1, "count"/KAPI_PARAM(1, "cnt"/
D013|breaking|12|0,/KAPI_TYPE_INT)/s//KAPI_TYPE_FD)/
D014|needs_review|4|s/"count", "int"/"count", "long"/
D015|needs_review|4|0,/KAPI_PARAM_FLAGS(KAPI_PARAM_IN)/s//KAPI_PARAM_FLAGS(KAPI_PARAM_IN | KAPI_PARAM_OUT)/
D020|breaking|12|s/VALID_MASK(0x7)/VALID_MASK(0x3)/
D021|compatible|4|s/VALID_MASK(0x7)/VALID_MASK(0xf)/
D022|breaking|12|s/RANGE(0, 100)/RANGE(0, 50)/
D023|compatible|4|s/RANGE(0, 100)/RANGE(0, 200)/
D024|breaking|12|s/{ 1, 2, 3 }/{ 1, 2 }/
D024|breaking|12|s/{ "on", "off" }/{ "on" }/
D025|compatible|4|s/{ 1, 2, 3 }/{ 1, 2, 3, 4 }/
D026|breaking|12|s/KAPI_PARAM_ALIGNMENT(8)/KAPI_PARAM_ALIGNMENT(8) KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_NONZERO)/
D027|compatible|4|0,/KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)/s///
D028|needs_review|4|0,/KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE)/s//KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_NONZERO)/
D029|needs_review|4|s|RANGE(0, 10) /\* out \*/|RANGE(0, 20)|
D029|needs_review|4|s/{ "on", "off" }/{ "on", "off", "auto" }/
D030|compatible|4|s|RANGE(0, 10) /\* out \*/|RANGE(0, 5)|
D031|breaking|12|s/ALIGNMENT(8)/ALIGNMENT(16)/
D032|compatible|4|s/ALIGNMENT(8)/ALIGNMENT(4)/
D033|breaking|12|s/KAPI_PARAM_ALIGNMENT(8)/KAPI_PARAM_ALIGNMENT(8) KAPI_PARAM_SIZE(8)/
D034|breaking|12|s/count > 0")/count > 5")/
D034|breaking|12|s/KAPI_LOCK_END/KAPI_LOCK_END KAPI_CONSTRAINT(1, "Odd", "x") KAPI_CONSTRAINT_EXPR("mode != 2") KAPI_CONSTRAINT_END/
D035|compatible|4|s/has(flags, 1) -> count > 0/has(flags, 1) -> count >= 0/
D035|compatible|4|/KAPI_CONSTRAINT_EXPR/d
D098|info|4|s/has(flags, 1) -> count > 0/!(flags \& 1) || count > 0/
D040|breaking|12|s/KAPI_RETURN_TYPE(KAPI_TYPE_INT)/KAPI_RETURN_TYPE(KAPI_TYPE_FD)/
D041|needs_review|4|s/KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_RANGE)/KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_EXACT)/
D042|needs_review|4|s/SUCCESS_RANGE(0, 10)/SUCCESS_RANGE(0, 20)/
D043|compatible|4|s/SUCCESS_RANGE(0, 10)/SUCCESS_RANGE(0, 5)/
D050|needs_review|4|s/KAPI_CAPABILITY(0,/KAPI_ERROR(2, -EAGAIN, "EAGAIN", "Busy", "Try again") KAPI_CAPABILITY(0,/
D051|info|4|/KAPI_ERROR(1, -EPERM/d
D052|breaking|12|s/KAPI_ERROR(0, -EINVAL,/KAPI_ERROR(0, -EFAULT,/
D060|breaking|12|s/0x4601/0x4602/
D061|breaking|12|s/INPUT_SIZE(16)/INPUT_SIZE(24)/
D062|breaking|12|s/STRUCT_SIZE(16, 8)/STRUCT_SIZE(24, 8)/
D063|breaking|12|s/KAPI_FIELD_OFFSET(4)/KAPI_FIELD_OFFSET(12)/
D064|breaking|12|s/KAPI_FIELD_SIZE(8)/KAPI_FIELD_SIZE(4)/
D065|breaking|12|/KAPI_STRUCT_FIELD(2, "c"/,/KAPI_STRUCT_FIELD_END/d
D066|compatible|4|s/KAPI_STRUCT_SPEC_END/KAPI_STRUCT_FIELD(3, "d", KAPI_TYPE_UINT, "__u32", "Fourth") KAPI_STRUCT_FIELD_END KAPI_STRUCT_SPEC_END/
D067|info|4|s/KAPI_STRUCT_FIELD(1, "b"/KAPI_STRUCT_FIELD(1, "bee"/
D068|breaking|12|/KAPI_STRUCT_SPEC(0/,/KAPI_STRUCT_SPEC_END/d
D069|compatible|4|s/KAPI_STRUCT_SPEC_END/KAPI_STRUCT_SPEC_END KAPI_STRUCT_SPEC(1, frob_more, "More") KAPI_STRUCT_SPEC_END/
D070|breaking|12|s|/sys/block/<disk>/frob|/sys/block/<disk>/queue/frob|
D071|breaking|12|s/PERMISSIONS(0644)/PERMISSIONS(0444)/
D072|compatible|4|s/PERMISSIONS(0644)/PERMISSIONS(0664)/
D073|breaking|12|s/UNITS("bytes")/UNITS("KiB")/
D080|needs_review|4|s/KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)/KAPI_CONTEXT(KAPI_CTX_PROCESS)/
D081|info|4|s/KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE/KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE | KAPI_CTX_ATOMIC/
D082|needs_review|4|s/KAPI_CAPABILITY_END/KAPI_CAPABILITY_END KAPI_CAPABILITY(1, CAP_NET_ADMIN, "CAP_NET_ADMIN", KAPI_CAP_BYPASS_CHECK) KAPI_CAPABILITY_END/
D083|compatible|4|/KAPI_CAPABILITY(0,/,/KAPI_CAPABILITY_END/d
D084|needs_review|4|s/KAPI_SIGNAL_END/KAPI_SIGNAL_END KAPI_SIGNAL(1, SIGPIPE, "SIGPIPE", KAPI_SIGNAL_SEND, KAPI_SIGNAL_ACTION_TERMINATE) KAPI_SIGNAL_END/
D085|info|4|/KAPI_SIGNAL(0,/,/KAPI_SIGNAL_END/d
D090|needs_review|4|s/KAPI_DESCRIPTION("Frobnicate a thing")/KAPI_DESCRIPTION("Frobnicate a thing") KAPI_DEPRECATED/
D091|needs_review|4|s/KAPI_DESCRIPTION("Frobnicate a thing")/KAPI_DESCRIPTION("Frobnicate a thing") KAPI_SINCE("6.3")/
D091|needs_review|4|s/VALID_MASK(0x7)/VALID_MASK(0x7) KAPI_PARAM_SINCE(flags, 4, "6.3")/
D092|compatible|4|s/VALID_MASK(0x7)/VALID_MASK(0xf) KAPI_PARAM_SINCE(flags, 8, "6.3")/
D098|info|4|s/KAPI_LOCK_MUTEX/KAPI_LOCK_SPINLOCK/
D099|info|4|s/Frobnicate a thing/Frobnicate something/
RULES

# fd kinds: tests/fixtures/fdtypes/diff_base.c with one edit
fdbase=$root/tests/fixtures/fdtypes/diff_base.c
while IFS='|' read -r rule level want script; do
	sed -e "$script" "$fdbase" > "$tmp/new.c"
	run "$KAPI" -j diff "$fdbase" "$tmp/new.c"
	expect_rule changes "$rule" "$level" "$want"
done <<'FDOPS'
D093|breaking|12|s/KAPI_FD_ERR(lseek, ESPIPE/KAPI_FD_ERR(lseek, EINVAL/
D094|compatible|4|s/KAPI_FD_OK(read, "reads")/& KAPI_FD_OK(write, "writes")/
D095|needs_review|4|/KAPI_FD_OK(read, "reads")/d
FDOPS

# kernel tree baselines: a copy of tests/fixtures/ktree/base with one
# edit, a sed script on FILE, or with FILE "!" a command run in the copy,
# or with FILE "-" a spec file of tests/fixtures/ktree as the new side
kt=$root/tests/fixtures/ktree
# a struct passed with its size (open_how, clone_args...) may grow at its end
# (the fixture row of D045|compatible|4: both sides renamed, then grown)
sed 's/SPEC(0, frob_arg,/SPEC(0, open_how,/' "$base" > "$tmp/ext_old.c"
sed 's/STRUCT_SIZE(16, 8)/STRUCT_SIZE(24, 8)/' "$tmp/ext_old.c" > "$tmp/ext_new.c"
run "$KAPI" -j diff "$tmp/ext_old.c" "$tmp/ext_new.c"
expect_rule changes D045 compatible 4

while IFS='|' read -r rule level want file script; do
	case "$rule" in ''|'#'*) continue ;; esac
	rm -rf "$tmp/kt" && cp -r "$kt/base" "$tmp/kt"
	new=$tmp/kt
	case "$file" in
	-) new=$kt/$script ;;
	!) (cd "$tmp/kt" && eval "$script") ;;
	*) sed -i -e "$script" "$tmp/kt/$file" ;;
	esac
	run "$KAPI" -j diff "$kt/base" "$new"
	expect_rule changes "$rule" "$level" "$want"
done <<'KTREE'
D004|needs_review|12|arch/x86/entry/syscalls/syscall_64.tbl|s/sys_lookup_dcookie$/sys_read/
D005|breaking|12|arch/x86/entry/syscalls/syscall_64.tbl|s/[[:space:]]sys_lookup_dcookie$//
D006|breaking|12|arch/x86/entry/syscalls/syscall_64.tbl|s/^151/152/
D036|compatible|4|include/uapi/asm-generic/mman.h|s/^#define MCL_FUTURE.*/&\n#define MCL_EXTRA 8/
D037|breaking|12|include/uapi/asm-generic/mman.h|/MCL_ONFAULT/d
D038|breaking|12|include/uapi/asm-generic/mman.h|s/MCL_FUTURE\t2/MCL_FUTURE\t16/
D039|needs_review|12|-|mlockall_deep.c
D044|compatible|4|include/uapi/linux/membarrier.h|s/= 0x200,/= 0x400,/
D074|needs_review|4|!|mkdir -p Documentation/ABI/stable && mv Documentation/ABI/testing/sysfs-kernel-frob Documentation/ABI/stable/
D075|breaking|12|include/uapi/linux/frob.h|s/_IOR('F', 1/_IOWR('F', 1/
D060|breaking|12|include/uapi/linux/frob.h|s/_IO('F', 3)/_IO('F', 4)/
D061|breaking|12|include/uapi/linux/frob.h|s/__u64 addr;/__u64 addr;\n\t__u64 more;/
D062|breaking|12|include/uapi/linux/frob.h|s/__u64 addr;/__u64 addr;\n\t__u64 more;/
D063|breaking|12|include/uapi/linux/frob.h|s/__u32 pad;/__u64 pad;/
D064|breaking|12|include/uapi/linux/frob.h|s/__u32 pad;/__u64 pad;/
D065|breaking|12|include/uapi/linux/frob.h|/__u32 pad;/d
D068|breaking|12|include/uapi/linux/frob.h|/^struct frob_info/,/^};/d
D069|compatible|4|include/uapi/linux/frob.h|s/^#endif/struct frob_new {\n\t__u32 x;\n};\n#endif/
D001|breaking|12|include/uapi/linux/frob.h|/^#define FROB_RESET/d
D002|compatible|4|include/uapi/linux/frob.h|s/^#endif/#define FROB_NEW _IO('F', 9)\n#endif/
D007|info|4|!|mv include/uapi/linux/fs_clone.h include/uapi/linux/fs_clone2.h
D008|info|4|include/uapi/linux/fs_clone.h|s/^#include <linux\/types.h>/&\n#include <stdio.h>/
KTREE

# the running kernel as the new side (tracefs needs root): the fixture
# documents /sys/kernel/uevent_seqnum, so the files beside it are D076
while IFS='|' read -r rule level want; do
	if [ -r /sys/kernel/tracing/events/syscalls ] && [ -f /sys/kernel/uevent_seqnum ]; then
		run "$KAPI" -j diff --only sysfs "$kt/base" live
		expect_rule changes "$rule" "$level" "$want"
	else
		pass "# SKIP $rule: tracefs or /sys/kernel/uevent_seqnum is not readable here"
	fi
done <<'LIVE'
D076|info|4
LIVE

# every diff rule has a fixture above
"$KAPI" -j diff --rules | jq -r 'select(.schema_version == 1) | .rules[].id' >"$tmp/ids"
check "[ \$(wc -l <$tmp/ids) -ge 50 ]" "diff --rules lists the rule table"
missing=
for id in $(cat "$tmp/ids"); do
	grep -q "^$id|\|(the fixture row of $id|" "$0" || missing="$missing $id"
done
check "[ -z '$missing' ]" "every diff rule has a fixture pair${missing:+ (missing:$missing)}"

run "$KAPI" diff "$base" "$base"
expect_status 0 "a set diffed against itself exits 0"
expect_out '^0 changes' "and reports nothing"
run "$KAPI" diff builtin builtin
expect_status 0 "the built-in corpus against itself exits 0"
"$KAPI" -j export > "$tmp/corpus.json"
run "$KAPI" diff builtin "$tmp/corpus.json"
expect_status 0 "the corpus against its own JSON export exits 0"

sed -e 's/VALID_MASK(0x7)/VALID_MASK(0x3)/' -e 's/Frobnicate a thing/Frob/' \
	-e 's/RANGE(0, 100)/RANGE(0, 200)/' "$base" > "$tmp/mixed.c"
run "$KAPI" diff "$base" "$tmp/mixed.c"
expect_status 12 "breaking changes set bits 4 and 8"
check "head -1 $tmp/out | grep -q ': breaking: \\['" "text lists the most severe change first"
expect_out '^[^ ]*mixed.c:[0-9]+: (breaking|compatible|info): \[D[0-9]{3}\] sys_frob: ' "one line a change, gcc style: the new side's file:line, level, rule, api"
expect_out '^3 changes: 1 breaking, 0 needs review, 1 compatible, 1 info$' "a summary line ends the text"
run "$KAPI" diff --fail-on never "$base" "$tmp/mixed.c"
expect_status 4 "--fail-on never leaves only bit 4"
sed 's/Frobnicate a thing/Frob/' "$base" > "$tmp/prose.c"
run "$KAPI" diff --fail-on info "$base" "$tmp/prose.c"
expect_status 12 "--fail-on info counts an info change"
run "$KAPI" diff --fail-on sometimes "$base" "$base"
expect_status 2 "an unknown --fail-on level is a usage error"
run "$KAPI" diff "$base"
expect_status 2 "one side only is a usage error"
run "$KAPI" diff "$base" /no/such/file
expect_status 1 "an unreadable side sets bit 1"
expect_err "cannot load '/no/such/file'" "and says which"

"$KAPI" -j diff "$base" "$tmp/mixed.c" > "$tmp/a.json"
"$KAPI" -j diff "$base" "$tmp/mixed.c" > "$tmp/b.json"
check "cmp -s $tmp/a.json $tmp/b.json" "JSON output is deterministic"
check "jq -e '.schema_version == 1 and .summary.breaking == 1 and (.changes | length) == 3 and (.changes[0].fingerprint | test(\"^[0-9a-f]{16}\$\")) and .changes[0].breaks.binary == true' $tmp/a.json >/dev/null" "JSON has a summary, a fingerprint and what breaks"
sed 's/Frobnicate a thing/Frob, said differently/' "$tmp/mixed.c" > "$tmp/mixed2.c"
"$KAPI" -j diff "$base" "$tmp/mixed2.c" > "$tmp/c.json"
check "[ \"\$(jq -r '.changes[0].fingerprint' $tmp/a.json)\" = \"\$(jq -r '.changes[0].fingerprint' $tmp/c.json)\" ]" "a fingerprint does not depend on other changes"

run "$KAPI" diff -f sarif "$base" "$tmp/mixed.c"
check "jq -e '.version == \"2.1.0\" and (.runs[0].results | length) == 3' $tmp/out >/dev/null" "SARIF 2.1.0 with one result per change"
check "jq -e '.runs[0] as \$r | all(\$r.results[]; .ruleId as \$id | any(\$r.tool.driver.rules[]; .id == \$id))' $tmp/out >/dev/null" "every SARIF result names a rule in the driver"
check "jq -e 'all(.runs[0].results[]; (.locations | length) >= 1 and .partialFingerprints[\"kapiFingerprint/v1\"] != null)' $tmp/out >/dev/null" "every SARIF result has a location and a fingerprint"
check "jq -e '[.runs[0].results[].level] | sort == [\"error\", \"none\", \"note\"]' $tmp/out >/dev/null" "levels map to error, note and none"

run "$KAPI" diff -o "$tmp/report.txt" "$base" "$tmp/mixed.c"
check "grep -q 'D020' $tmp/report.txt" "-o writes the report to a file"

done_testing

#!/bin/sh
# kapi extract and --from: every loader yields the same model.  The round
# trips compare the JSON export of the whole built-in corpus byte for byte.
. "$(dirname "$0")/lib.sh"
corpus_counts
: "${KAPI_BUILD:=$(dirname "$0")/../../build}"
root=$(cd "$(dirname "$0")/../.." && pwd)
seeds=${KAPI_SEEDS:-$root/../shared/seeds}

"$KAPI" -j export > "$tmp/builtin.json"
check "jq -e '.specs | length == $n_total' $tmp/builtin.json >/dev/null" "the built-in corpus exports $n_total specs"

# same_as FILE DESC: FILE's JSON equals the built-in export
same_as() {
	if cmp -s "$tmp/builtin.json" "$1"; then pass "$2"; else
		fail "$2"
		jq -S . "$tmp/builtin.json" > "$tmp/a" 2>/dev/null
		jq -S . "$1" > "$tmp/b" 2>/dev/null
		diff "$tmp/a" "$tmp/b" | head -20 | sed 's/^/#   /'
	fi
}

run "$KAPI" -j --from "$KAPI" export
expect_status 0 "ELF: our own executable (PIE) loads"
cp "$tmp/out" "$tmp/elf.json"
same_as "$tmp/elf.json" "ELF of the executable equals the built-in corpus"

run "$KAPI" -j --from "$KAPI_BUILD/libkapi.so.0" export
cp "$tmp/out" "$tmp/so.json"
same_as "$tmp/so.json" "ELF of the shared library equals the built-in corpus"

set --
# objects with specs: a --from that gives nothing stops the verb
for o in "$KAPI_BUILD"/obj/specs/*/*.o; do
	readelf -S "$o" 2>/dev/null | grep -q kapi_specs && set -- "$@" --from "$o"
done
run "$KAPI" -j "$@" export
cp "$tmp/out" "$tmp/obj.json"
same_as "$tmp/obj.json" "ELF of the relocatable spec objects equals the built-in corpus"
ld -r -o "$tmp/all.o" "$KAPI_BUILD"/obj/specs/*/*.o
run "$KAPI" -j --from "$tmp/all.o" export
cp "$tmp/out" "$tmp/allobj.json"
same_as "$tmp/allobj.json" "ELF of one linked object equals the built-in corpus"

# a fixed-address (non-PIE) executable carrying the spec objects
printf 'int main(void) { return 0; }\n' > "$tmp/stub.c"
if cc -no-pie -o "$tmp/nopie" "$tmp/stub.c" "$KAPI_BUILD"/obj/specs/*/*.o \
	-Wl,-T,"$root/lib/kapi_specs.ld" 2>"$tmp/cc.err"; then
	run "$KAPI" -j --from "$tmp/nopie" export
	cp "$tmp/out" "$tmp/nopie.json"
	same_as "$tmp/nopie.json" "ELF of a non-PIE executable equals the built-in corpus"
else
	pass "# SKIP cannot link a non-PIE executable here: $(head -1 "$tmp/cc.err")"
fi
# kapi itself may be linked with packed (DT_RELR) relocations; a plain PIE
# keeps them as RELA entries, which the loader must apply
if cc -pie -o "$tmp/pie" "$tmp/stub.c" "$KAPI_BUILD"/obj/specs/*/*.o \
	-Wl,-T,"$root/lib/kapi_specs.ld" 2>"$tmp/cc.err"; then
	check "readelf -r $tmp/pie | grep -q R_X86_64_RELATIVE" "a PIE linked without RELR has RELA relative relocations"
	run "$KAPI" -j --from "$tmp/pie" export
	cp "$tmp/out" "$tmp/pie.json"
	same_as "$tmp/pie.json" "ELF of a PIE with RELA relocations equals the built-in corpus"
else
	# the sanitizer build's objects need its runtime to link
	pass "# SKIP cannot link a plain PIE here: $(head -1 "$tmp/cc.err")"
	pass "# SKIP cannot link a plain PIE here"
fi

run "$KAPI" -j --from "$root/specs" export
expect_status 0 "source: specs/ loads"
check "[ ! -s $tmp/err ]" "source: specs/ loads without a warning"
cp "$tmp/out" "$tmp/src.json"
same_as "$tmp/src.json" "source of specs/ equals the built-in corpus"

run "$KAPI" -j --from "$tmp/builtin.json" export
cp "$tmp/out" "$tmp/json.json"
same_as "$tmp/json.json" "JSON loads back into the same model"
run "$KAPI" -j --from "$tmp/json.json" export
cp "$tmp/out" "$tmp/json2.json"
same_as "$tmp/json2.json" "and again: JSON -> load -> JSON is stable"
# the JSON document shape and the bare array of 0.1.0 pre-releases and
# upstream's lists both load; a kapi document that holds no specs does not
# (sed, not jq: jq 1.6 rounds 64-bit numbers)
sed 's/^{"schema_version":1,"specs":\(.*\)}$/\1/' "$tmp/builtin.json" >"$tmp/bare.json"
run "$KAPI" -j --from "$tmp/bare.json" export
cp "$tmp/out" "$tmp/bare2.json"
check "[ \$status -eq 0 ] && jq -e 'type == \"array\"' $tmp/bare.json >/dev/null" "JSON loader: a bare array (the old export shape) loads"
same_as "$tmp/bare2.json" "JSON loader: the bare array gives the same model as the document"
sed 's/^{"schema_version":1,/{"schema_version":99,/' "$tmp/builtin.json" >"$tmp/v99.json"
run "$KAPI" -j --from "$tmp/v99.json" export
check "[ \$status -eq 0 ] && jq -e '.specs | length == $n_total' $tmp/out >/dev/null" "JSON loader: a newer schema_version still loads"
expect_err "schema_version 99 is newer than 1" "and is warned about"
"$KAPI" -j stats >"$tmp/stats.json"
run "$KAPI" --from "$tmp/stats.json" list
expect_status 3 "JSON loader: a kapi document without specs (a stats report) is an error"
expect_err 'without a "specs" array' "and says so"
echo '{"schema_version": "one", "specs": []}' >"$tmp/vbad.json"
run "$KAPI" --from "$tmp/vbad.json" list
expect_status 3 "JSON loader: a schema_version that is not a number is an error"

"$KAPI" export --tree "$tmp/tree"
run "$KAPI" -j --from "$tmp/tree" export
cp "$tmp/out" "$tmp/tree.json"
same_as "$tmp/tree.json" "a debugfs-style tree loads back into the same model"
rm -r "$tmp/tree/specs-json"
run "$KAPI" -j --from "$tmp/tree" list
expect_status 0 "a tree with only text dumps still loads"
check "jq -e '.specs | length == $n_total' $tmp/out >/dev/null" "with every name from the list"
expect_err "only its name and description are known" "and says what is missing"

# a unified diff: the post-image counts, removed lines do not
{ echo "--- /dev/null"; echo "+++ b/mm/mlock.c"; echo "@@ -0,0 +1,400 @@"
  sed 's/^/+/' "$root/specs/syscalls/mlock.c"
  echo "-DEFINE_KERNEL_API_SPEC(sys_removed)"; echo "-KAPI_END_SPEC;"; } > "$tmp/mlock.patch"
run "$KAPI" extract "$tmp/mlock.patch"
expect_status 0 "a unified diff extracts"
check "[ \$(wc -l < $tmp/out) -eq 5 ] && ! grep -q sys_removed $tmp/out" "its added lines give 5 specs, removed lines none"
expect_out 'mlock.patch:[0-9]+$' "origins point into the patch"
"$KAPI" -j --from "$tmp/mlock.patch" export > "$tmp/patch.json"
"$KAPI" -j export sys_mlock sys_mlock2 sys_mlockall sys_munlock sys_munlockall > "$tmp/mlock.json"
check "cmp -s $tmp/patch.json $tmp/mlock.json" "specs from the diff equal the built-in ones"

run sh -c "cat '$tmp/builtin.json' | '$KAPI' extract -"
expect_status 0 "'-' reads standard input"
check "[ \$(wc -l < $tmp/out) -eq $n_total ]" "and finds all $n_total specs"
run "$KAPI" -j extract "$root/specs/syscalls"
nfiles=$(ls "$root"/specs/syscalls/*.c | wc -l)
nspecs=$(cat "$root"/specs/syscalls/*.c | grep -c '^DEFINE_KERNEL_API_SPEC')
check "jq -e --argjson f $nfiles --argjson s $nspecs '.files == \$f and (.specs | length) == \$s and .specs[0].origin != \"\"' $tmp/out >/dev/null" "-j extract lists specs with origins and counts files ($nspecs specs in $nfiles files)"

# the kerneldoc form, bound to SYSCALL_DEFINE3(read, ...)
run "$KAPI" -j --from "$root/tests/fixtures/source/kdoc_read.c" show sys_read
expect_status 0 "a kerneldoc-form spec extracts"
check "[ ! -s $tmp/err ]" "without a warning"
check "jq -e '.specs[0] | [.parameters[].name] == [\"fd\",\"buf\",\"count\"] and .parameters[0].type == \"unsigned int\" and .parameters[1].type == \"char __user *\"' $tmp/out >/dev/null" "parameters come in SYSCALL_DEFINE order with its C types"
check "jq -e '.specs[0] | .context_flags == \"0x21\" and .parameters[0].constraint_type == \"range\" and .parameters[0].max_value == 2147483647 and .parameters[1].size_param_idx == 2' $tmp/out >/dev/null" "contexts, range() and buffer() are read"
check "jq -e '.specs[0] | .return.check_type == \"range\" and .return.success_min == 0 and (.errors | map(.name)) == [\"EBADF\",\"EFAULT\",\"EINTR\"] and .errors[0].code == -9' $tmp/out >/dev/null" "return and error blocks"
check "jq -e '.specs[0] | .locks[0].type == \"mutex\" and .signals[0].error_on_signal == -4 and .signals[0].signal_num == 9 and .side_effects[0].type == \"0x14\" and .capabilities[0].capability == 17 and .constraints[0].expression == \"count <= MAX_RW_COUNT\" and .state_transitions[0].to_state == \"offset + bytes read\"' $tmp/out >/dev/null" "lock, signal, side-effect, capability, constraint and state-trans blocks"
check "jq -e '.specs[0] | .long_description | test(\"copied.\\\\n\\\\nA short\")' $tmp/out >/dev/null" "a blank line in long-desc starts a paragraph"
check "jq -e '.specs[0] | .examples | test(\"\\\\n    perror\")' $tmp/out >/dev/null" "examples keep relative indentation"

# string macros beside string literals ("text " MACRO, MACRO " text", a
# macro of macros, one from an included header, through a helper): the
# source reader joins them as the compiler does
fix="$root/tests/fixtures/source/string_macros.c"
run "$KAPI" -j --from "$fix" show sys_getpid
expect_status 0 "a spec with string macros extracts"
check "[ ! -s $tmp/err ]" "  without a warning"
check "jq -e '.specs[0] | .description == \"Returns the process ID of the caller\" and .long_description == \"the caller learns its own ID and its threads.\" and .notes == \"Cheap for the caller and its threads; never fails.\" and .errors[0].condition == \"Never: the caller may always ask\" and .errors[0].description == \"the caller and its threads are not refused\"' $tmp/out >/dev/null" "  the literals and macros are joined"
if ${CC:-cc} -std=gnu11 -D_GNU_SOURCE -I"$root/include" -I"$root/specs/include" \
	-c "$fix" -o "$tmp/string_macros.o" 2>"$tmp/cc.err"; then
	"$KAPI" -j --from "$tmp/string_macros.o" export | jq -S .specs >"$tmp/sm_elf.json"
	"$KAPI" -j --from "$fix" export | jq -S .specs >"$tmp/sm_src.json"
	check "[ -s $tmp/sm_elf.json ] && cmp -s $tmp/sm_elf.json $tmp/sm_src.json" "  and equal what the compiler built"
else
	pass "# SKIP no C compiler (${CC:-cc}) to build the fixture"
fi

# bad input: a message, the documented exit status, no crash
printf '{"name": "x", "parameters": [' > "$tmp/bad.json"
run "$KAPI" --from "$tmp/bad.json" list
expect_status 3 "truncated JSON exits 3"
expect_err "bad.json: not valid JSON at byte" "and says where"
head -c 200 "$KAPI" > "$tmp/trunc.elf"
run "$KAPI" --from "$tmp/trunc.elf" list
expect_status 3 "a truncated ELF file exits 3"
expect_err "trunc.elf: truncated or damaged" "with an error, not a crash"
run "$KAPI" --from /bin/true list
expect_status 3 "an ELF file without specs exits 3"
expect_err "no .kapi_specs section" "and says so"
cp "$KAPI_BUILD/obj/specs/syscalls/mlock.o" "$tmp/bad.o"
# scribble over the pointer table's relocations: the specs point nowhere
off=$(readelf -SW "$tmp/bad.o" |
	awk '{ for (i = 1; i < NF; i++) if ($i == ".rela.kapi_specs") print $(i + 3) }')
printf '\377\377\377\377\377\377\377\377' | dd of="$tmp/bad.o" bs=1 seek=$((0x$off)) conv=notrunc 2>/dev/null
run "$KAPI" --from "$tmp/bad.o" list
expect_status 3 "a damaged object exits 3"
check "grep -q 'points outside the file' $tmp/err || grep -q 'error' $tmp/err" "and reports the damaged spec"
run "$KAPI" --from /no/such/path list
expect_status 3 "a missing path exits 3"
expect_err "cannot load '/no/such/path'" "and names it"
run "$KAPI" --source-type tarball list
expect_status 2 "an unknown source type is a usage error"
run "$KAPI" extract
expect_status 2 "extract without a path is a usage error"

cat > "$tmp/odd.c" <<'SRC'
DEFINE_KERNEL_API_SPEC(sys_odd)
	KAPI_DESCRIPTION("uses names nobody defines")
	KAPI_PARAM(0, "flags", "int", "some flags")
		KAPI_PARAM_VALID_MASK(ODD_ONE | ODD_TWO)
		KAPI_PARAM_WOBBLE(3)
	KAPI_PARAM_END
KAPI_END_SPEC;
SRC
run "$KAPI" -j --from "$tmp/odd.c" show sys_odd
expect_status 0 "unknown names do not stop extraction"
expect_err "odd.c:4: unknown name 'ODD_ONE' in 'ODD_ONE \\| ODD_TWO'" "an unknown constant is reported with its line"
expect_err "odd.c:5: unknown macro KAPI_PARAM_WOBBLE" "an unknown macro is reported"
check "jq -e '.specs[0] | .parameters[0].constraint_expr == \"ODD_ONE | ODD_TWO\"' $tmp/out >/dev/null" "the expression text is kept verbatim"
# found by fuzz_source: a short word at the very end of an open block
printf 'DEFINE_KERNEL_API_SPEC(sys_cut)\nab' > "$tmp/cut.c"
run "$KAPI" extract "$tmp/cut.c"
expect_status 0 "a block cut off after a short word still loads"
expect_err "cut.c:1: spec not closed by KAPI_END_SPEC" "and the open block is reported"

# found by fuzz_kdoc: an error name longer than its buffer
long=$(printf 'E%.0s' $(seq 1 300))
printf '/**\n * contexts: process\n * error: %s, x\n */\nSYSCALL_DEFINE0(long)\n' "$long" > "$tmp/long.c"
run "$KAPI" extract "$tmp/long.c"
expect_status 0 "an over-long error name does not overrun"
expect_err "unknown errno name" "and is reported as unknown"

run "$KAPI" -q extract "$tmp/odd.c"
expect_status 2 "-q is extract's option, not a global one"
run "$KAPI" extract -q "$tmp/odd.c"
check "[ ! -s $tmp/err ]" "extract -q silences warnings"

# the seeds: every spec block extracts, with the counts the patches define
if [ -d "$seeds" ]; then
	run "$KAPI" -j --from "$seeds" export
	expect_status 0 "all seed patches extract with no error"
	cp "$tmp/out" "$tmp/seeds.json"
	check "jq -e '.specs | length == 27' $tmp/seeds.json >/dev/null" "27 specs: 3 syscalls, 2 ioctls, 22 sysfs attributes"
	check "jq -e '.specs[] | select(.name == \"sys_execveat\") | (.parameters|length) == 5 and (.errors|length) == 20 and (.signals|length) == 12 and (.side_effects|length) == 8 and (.state_transitions|length) == 6 and (.locks|length) == 2' $tmp/seeds.json >/dev/null" "sys_execveat: 5 params, 20 errors, 12 signals, 8 side effects, 6 transitions, 2 locks"
	check "jq -e '.specs[] | select(.name == \"sys_socket\") | (.parameters|length) == 3 and (.errors|length) == 14 and (.network.protocol_behaviors|length) == 7 and (.network.addr_families|length) == 6 and .network.is_reentrant == true' $tmp/seeds.json >/dev/null" "sys_socket: 3 params, 14 errors, 7 protocol behaviours, 6 address families"
	check "jq -e '.specs[] | select(.name == \"sys_mlockall\") | .parameters[0].valid_mask == \"0x7\" and .return.check_type == \"error_check\"' $tmp/seeds.json >/dev/null" "sys_mlockall: raw .valid_mask and .check_type initialisers"
	check "jq -e '[.specs[] | select(.api_type == \"ioctl\")] | length == 2 and (map(.struct_specs[0].fields | length) | add) > 0' $tmp/seeds.json >/dev/null" "both fwctl ioctls with their struct fields"
	check "jq -e '[.specs[] | select(.api_type == \"sysfs\")] | length == 22' $tmp/seeds.json >/dev/null" "22 block sysfs specs"
	expect_err "sys_execveat declares 9 signals but defines 12" "the seed's wrong signal count is reported"
else
	for i in 1 2 3 4 5 6 7 8; do pass "# SKIP ../shared/seeds is absent"; done
fi

done_testing

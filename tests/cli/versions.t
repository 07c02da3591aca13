#!/bin/sh
# Facts of some kernel releases: the DSL's since/until forms survive every
# loader and emitter, and validate judges as the release --kernel-version
# names.
. "$(dirname "$0")/lib.sh"
: "${KAPI_BUILD:=$(dirname "$0")/../../build}"
root=$(cd "$(dirname "$0")/../.." && pwd)
fix="$root/tests/fixtures/versions/facts.c"

# C source -> JSON -> ELF -> tree: one model, byte for byte
run "$KAPI" -j --from "$fix" export
expect_status 0 "the C source with version facts loads"
cp "$tmp/out" "$tmp/c.json"
check "jq -e '.specs[] | select(.name == \"sys_frob_versions\") | .since_version == \"4.4\" and (.version_facts | length) == 4' $tmp/c.json >/dev/null" "since and four facts are read from the source"
check "jq -e '.specs[] | select(.name == \"sys_frob_versions\") | .version_facts[0] == {param: \"flags\", name: \"FROB_NEW\", value: 4, since: \"6.3\"}' $tmp/c.json >/dev/null" "a fact keeps its parameter, name, value and release"
check "jq -e '.specs[] | select(.name == \"sys_frob_gone\") | .until_version == \"5.0\" and (has(\"version_facts\") | not)' $tmp/c.json >/dev/null" "until is kept; an empty fact list is left out"
run "$KAPI" -j --from "$tmp/c.json" export
check "cmp -s $tmp/c.json $tmp/out" "JSON read back gives the same JSON"
if ${CC:-cc} -std=gnu11 -c -I"$root/include" -I"$root/specs/include" \
	-o "$tmp/facts.o" "$fix" 2>"$tmp/cc.err"; then
	run "$KAPI" -j --from "$tmp/facts.o" export
	check "cmp -s $tmp/c.json $tmp/out" "the compiled ELF object gives the same JSON"
else
	fail "the fixture compiles with the DSL headers"
	sed 's/^/#   /' "$tmp/cc.err" | head
fi
"$KAPI" --from "$fix" export --tree "$tmp/tree" >/dev/null 2>&1
run "$KAPI" -j --from "$tmp/tree" export
check "cmp -s $tmp/c.json $tmp/out" "the exported tree reads back to the same JSON"

# every emitter shows the facts
run "$KAPI" --from "$fix" export -f plain sys_frob_versions
expect_out 'FROB_NEW' "text names the fact"
run "$KAPI" --from "$fix" export -f xml sys_frob_versions
check "xmllint --xpath '//version_fact[name=\"MODE_NEW\"]/until' $tmp/out >/dev/null 2>&1" "XML has a version_fact element"
run "$KAPI" --from "$fix" export -f rst sys_frob_versions
expect_out '6\.15' "ReST shows the releases"
run "$KAPI" --from "$fix" export -f man sys_frob_versions
expect_out 'MODE_NEW.* \(mode\): Linux 6.1, removed in Linux 6.15' "the man page's HISTORY lists each fact"
# named as a page: mandoc takes a section from the last dot of the path,
# and mktemp's folder (tmp.8Oct...) gave some runs a section 8 mismatch
cp "$tmp/out" "$tmp/sys_frob_versions.2"
check "mandoc -T lint -W warning $tmp/sys_frob_versions.2 >/dev/null 2>&1 || ! command -v mandoc >/dev/null" "and lints clean"

# validate judges as the named release
run "$KAPI" --kernel-version 6.1 validate sys_memfd_create flags=0x8
expect_status 1 "MFD_NOEXEC_SEAL is refused as Linux 6.1"
expect_out 'MFD_NOEXEC_SEAL is not in Linux 6.1 \(added in 6.3\)' "and the finding names it and its release"
run "$KAPI" --kernel-version 6.18 validate sys_memfd_create flags=0x8
expect_status 0 "and valid as Linux 6.18"
run "$KAPI" validate --kernel-version 6.3 sys_memfd_create flags=0x8
expect_status 0 "valid from the release that added it (option after the verb)"
run "$KAPI" --kernel-version 6.1 validate sys_cachestat flags=0
expect_status 1 "a syscall newer than the release is a finding"
expect_out 'sys_cachestat is not in Linux 6.1' "that says not in this kernel"
# the built-in corpus on the release its newest fact names: judged without
# reading the specs (a span of releases found at build time), the fact
# must still hold there and not a release before
run "$KAPI" -j export
jq -r '[.specs[] | .name as $n | (.version_facts // [])[] |
	select(.since != null and .param != null and .name != null) |
	[(.since | split(".") | map(tonumber)), $n, .param, .value]] |
	sort_by(.[0]) | last | [(.[0] | map(tostring) | join(".")),
	(.[0][0] | tostring) + "." + (.[0][1] - 1 | tostring), .[1], .[2],
	(.[3] | tostring)] | @tsv' "$tmp/out" >"$tmp/newest" 2>/dev/null
read -r newest before nspec nparam nvalue <"$tmp/newest" || newest=
# (conform's cases read the rewritten specs; validate reads the facts)
claims() {
	"$KAPI" --kernel-version "$1" -j conform --dry-run -e "${nspec#sys_}" |
		jq -r --arg v "$nvalue" '[.syscalls[].results[] |
			select(.call | test("^[a-z0-9_]+\\(" + $v + "[,)]")) |
			.spec_claim[0:8]] | unique | join(",")'
}
if [ -n "$newest" ]; then
	on_newest=$(claims "$newest")
	on_before=$(claims "$before")
	check "[ '$on_newest' = accepted ] && [ '$on_before' = refused: ]" "the newest fact ($nspec $nparam=$nvalue, $newest) holds on $newest and not on $before ('$on_newest', '$on_before')"
else
	fail "the built-in corpus has version facts"
fi
run "$KAPI" --kernel-version 6.1.0-57-amd64 validate sys_memfd_create flags=0x1
expect_status 0 "uname's spelling of a release is read"
run "$KAPI" --kernel-version six validate sys_memfd_create flags=0x1
expect_status 2 "a release that does not read is a usage error"
for v in 5.4 5.10 6.1 6.15; do
	run "$KAPI" --from "$fix" --kernel-version $v -j validate sys_frob_versions mode=3 flags=4
	echo "$v $status $(jq -r '[.findings[]?.message] | join("; ")' $tmp/out 2>/dev/null)" >>"$tmp/matrix"
done
check "grep -q '^5.4 1 .*FROB_NEW' $tmp/matrix && ! grep -q '^5.4 .*MODE_OLD' $tmp/matrix" "5.4: the later flag is refused, the old mode taken"
check "grep -q '^5.10 1 .*MODE_OLD is not in Linux 5.10 (gone in 5.10)' $tmp/matrix" "5.10: the mode gone in 5.10 is refused"
run "$KAPI" --from "$fix" --kernel-version 6.15 validate sys_frob_versions mode=7
expect_status 1 "a member present from 6.1 until 6.15 is refused on 6.15"
run "$KAPI" --from "$fix" --kernel-version 6.14 validate sys_frob_versions mode=7
expect_status 0 "and taken on 6.14"
run "$KAPI" --from "$fix" --kernel-version 6.5 validate sys_frob_versions mode=2 flags=1
expect_status 1 "a rule added in 6.5 (KAPI_CONSTRAINT_SINCE) holds on 6.5"
run "$KAPI" --from "$fix" --kernel-version 6.4 validate sys_frob_versions mode=2 flags=1
expect_status 0 "and not on 6.4"
run "$KAPI" --from "$tmp/c.json" --kernel-version 6.4 validate sys_frob_versions mode=2 flags=1
expect_status 0 "nor when read back from JSON"
sed 's/^/# /' "$tmp/matrix"

# trace judges (and builds its seccomp filter) as the release
prog='import os; os.memfd_create("x", 8)'
if command -v python3 >/dev/null; then
	run "$KAPI" --kernel-version 6.1 trace -e memfd_create -- python3 -c "$prog"
	check "cat $tmp/out $tmp/err | grep -q 'flags=0x8 has bits 0x8 outside'" "trace as 6.1 flags MFD_NOEXEC_SEAL"
	run "$KAPI" --kernel-version 6.3 trace -e memfd_create -- python3 -c "$prog"
	check "[ $status -eq 0 ] && ! cat $tmp/out $tmp/err | grep -q outside" "and as 6.3 takes it"
else
	pass "# SKIP python3 is not installed"
	pass "# SKIP python3 is not installed"
fi
done_testing

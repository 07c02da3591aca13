#!/bin/sh
# kapi show and kapi export in every format, and the tree export
. "$(dirname "$0")/lib.sh"
corpus_counts

run "$KAPI" show mlockall
expect_status 0 "show by syscall name"
expect_out '^name: sys_mlockall$' "plain text names the spec"
expect_out '^    valid_mask: 0x7$' "plain text shows the mask"
run "$KAPI" -j show sys_socket
check "jq -e '.schema_version == 1 and (.specs | length) == 1' $tmp/out >/dev/null" "-j show is a document with schema_version and specs"
check "jq -e '.specs[0] | .name == \"sys_socket\" and (.parameters | length) == 3 and .parameters[0].max_value == 45' $tmp/out >/dev/null" "-j show: the spec under specs"
check "jq -e '.specs[0] | (.errors | length) == 12 and .network.addr_families[1].family_name == \"AF_INET\"' $tmp/out >/dev/null" "errors and network details in JSON"
run "$KAPI" show -f json FWCTL_INFO
check "jq -e '.specs[0] | .api_type == \"ioctl\" and .cmd == \"0x9a00\" and (.struct_specs[0].fields | length) == 5' $tmp/out >/dev/null" "ioctl JSON has cmd and struct fields"
run "$KAPI" show 151 0x9a00 /sys/block/loop0/queue/nr_requests
check "[ \"\$(grep '^name:' $tmp/out | tr '\\n' ' ')\" = 'name: sys_mlockall name: fwctl_info name: nr_requests ' ]" "show by syscall number, ioctl number and live sysfs path"
run "$KAPI" show 99999
expect_status 3 "a number no syscall has exits 3"
run "$KAPI" show no_such_thing
expect_status 3 "unknown spec exits 3"
expect_err "no spec named 'no_such_thing'" "and says which"
run "$KAPI" show
expect_status 2 "show without a name is a usage error"
run "$KAPI" show -f yaml mlock
expect_status 2 "unknown format is a usage error"

run "$KAPI" -j show sys_socket sys_mlockall
check "jq -e '.schema_version == 1 and (.specs | map(.name)) == [\"sys_socket\", \"sys_mlockall\"]' $tmp/out >/dev/null" "-j show X Y has the shape of -j show X"
run "$KAPI" -p show sys_socket
check "jq -e '.schema_version == 1 and .specs[0].name == \"sys_socket\"' $tmp/out >/dev/null && [ \"\$(sed -n 2p $tmp/out)\" = '  \"schema_version\": 1,' ] && [ \"\$(tail -1 $tmp/out)\" = '}' ]" "-p show: the same document, indented"

run "$KAPI" -j export
check "jq -e '.schema_version == 1 and (.specs | length) == $n_total' $tmp/out >/dev/null" "-j export is a document with schema_version and $n_total specs"
check "jq -e '.specs | map(.name) | index(\"sys_execveat\") != null' $tmp/out >/dev/null" "export includes sys_execveat"
run "$KAPI" export -f xml
check "xmllint --noout $tmp/out" "XML export is well-formed"
check "xmllint --xpath 'count(/kapi_specs/spec)' $tmp/out | grep -qx $n_total" "XML has $n_total spec elements"
run "$KAPI" export -f rst
check "rst2html --halt=warning $tmp/out >/dev/null" "ReST export passes docutils without warnings"
run "$KAPI" export -f plain sys_mlock sys_munlock
expect_out '^name: sys_munlock$' "export of named specs"
run "$KAPI" export -o "$tmp/one.json" -f json mlock2
check "jq -e '.schema_version == 1 and .specs[0].name == \"sys_mlock2\"' $tmp/one.json >/dev/null" "-o writes the file"
run "$KAPI" export -o /nonexistent/dir/x.json
expect_status 3 "unwritable -o exits 3"

run "$KAPI" export --tree "$tmp/tree"
expect_status 0 "tree export exits 0"
check "[ -f $tmp/tree/list ] && [ -f $tmp/tree/specs/sys_socket ] && [ -f $tmp/tree/specs-json/nr_requests ]" "tree has list, specs/ and specs-json/"
check "grep -qx 'Total: $n_total specifications' $tmp/tree/list" "list ends with the total"
check "jq -e 'length == $n_total' $tmp/tree/all.json >/dev/null" "all.json holds $n_total specs"
check "xmllint --noout $tmp/tree/all.xml" "all.xml is well-formed"
check "jq -e '.name == \"format\"' $tmp/tree/specs-json/format >/dev/null" "specs-json files are JSON"
check "[ \$(ls $tmp/tree/specs | wc -l) -eq $n_total ]" "one text file per spec"
# the whole corpus through JSON and back: a constraint without an
# expression is written as "", which reads as none (no warning, no lint)
"$KAPI" -j export > "$tmp/all.json"
run "$KAPI" --from "$tmp/all.json" lint
expect_status 0 "the corpus read back from its JSON export lints clean"
check "! grep -q warning $tmp/err" "and loads without a warning"
run "$KAPI" diff "$tmp/all.json" builtin
check "[ \$status -eq 0 ] && grep -q '^0 changes' $tmp/out" "and diffs against the built-in corpus with no change"
done_testing

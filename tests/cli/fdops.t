#!/bin/sh
# Descriptor kinds: what each syscall does given a descriptor of a kind
# (specs/fdtypes/).  Shown, exported and read back by every loader, linted,
# diffed, and judged by conform: a row the kernel contradicts is a miss or
# a false positive.
. "$(dirname "$0")/lib.sh"
root=$(cd "$(dirname "$0")/../.." && pwd)
fx="$root/tests/fixtures/fdtypes"
corpus_counts

# the model: listed, shown, exported
run "$KAPI" list --type fdtype
expect_status 0 "list --type fdtype"
check "[ \$(grep -c '^ *fd_' $tmp/out) -eq $n_fdtypes ]" "lists the $n_fdtypes kinds of specs/fdtypes"
run "$KAPI" show fd_pipe_read
expect_out 'api_type: fdtype' "show names the api type"
expect_out 'syscall: lseek' "and the rows"
run "$KAPI" -j export fd_opath fd_pipe_read fd_regular
check "jq -e '.specs[] | select(.name == \"fd_pipe_read\") | .fd_ops[] | select(.syscall == \"lseek\") | .error == \"ESPIPE\"' $tmp/out >/dev/null" "JSON: lseek on a pipe gives ESPIPE"
check "jq -e '.specs[] | select(.name == \"fd_opath\") | .fd_ops[] | select(.syscall == \"read\") | .error == \"EBADF\"' $tmp/out >/dev/null" "JSON: read on an O_PATH descriptor gives EBADF"
check "jq -e '.specs[] | select(.name == \"fd_regular\") | .fd_ops[] | select(.syscall == \"getdents64\") | .error == \"ENOTDIR\"' $tmp/out >/dev/null" "JSON: getdents64 on a regular file gives ENOTDIR"
check "jq -e '.specs[] | select(.name == \"fd_regular\") | .fd_ops[] | select(.syscall == \"read\") | has(\"error\") | not' $tmp/out >/dev/null" "JSON: a call that applies has no error"
run "$KAPI" export -f xml fd_pipe_read
check "xmllint --xpath '//fd_op[syscall=\"lseek\"]/error' $tmp/out >/dev/null 2>&1" "XML has fd_op elements"
run "$KAPI" man fd_eventfd
expect_out '^\.TH "FD_EVENTFD" 7 ' "the man page is in section 7"
expect_out 'EOPNOTSUPP.*Linux 6\.15' "and lists the operations with their releases"
# named as a page: mandoc takes a section from the last dot of the path,
# and mktemp's folder (tmp.8Oct...) gave some runs a section 8 mismatch
cp "$tmp/out" "$tmp/page.7"
check "mandoc -T lint -W warning $tmp/page.7 >/dev/null 2>&1 || ! command -v mandoc >/dev/null" "and lints clean"

# every loader: C source -> JSON -> tree, byte for byte
run "$KAPI" -j --from "$fx/wrong.c" export
cp "$tmp/out" "$tmp/c.json"
run "$KAPI" -j --from "$tmp/c.json" export
check "cmp -s $tmp/c.json $tmp/out" "the fixture's JSON reads back to the same JSON"
"$KAPI" --from "$fx/wrong.c" export --tree "$tmp/tree" >/dev/null 2>&1
run "$KAPI" -j --from "$tmp/tree" export
check "cmp -s $tmp/c.json $tmp/out" "and its tree too"

# stats count them
run "$KAPI" -j stats
check "jq -e '.fd_kinds == $n_fdtypes and .fd_ops > $n_fdtypes' $tmp/out >/dev/null" "stats counts the kinds and their rows"

# lint
run "$KAPI" -j lint
check "jq -e '[.findings[] | select(.rule_id | test(\"^L03[34]\"))] | length == 0' $tmp/out >/dev/null" "the corpus's kinds lint clean"
run "$KAPI" -j lint --from "$fx/lint.c"
expect_rule findings L033 warning 12
expect_rule findings L034 error 12
expect_rule findings L013 warning 12
expect_rule findings L032 warning 12
check "jq -e '[.findings[] | select(.rule_id == \"L034\")] | length == 1' $tmp/out >/dev/null" "rows on releases apart do not clash"

# diff: a changed answer breaks
run "$KAPI" -j diff "$root/specs/fdtypes/pipes.c" "$fx/wrong.c"
expect_rule changes D093 breaking 12
expect_rule changes D095 needs_review 12
check "jq -e '.changes[] | select(.rule_id == \"D093\" and .subject == \"fd_ops lseek\") | .old == \"ESPIPE\" and .new == \"EINVAL\"' $tmp/out >/dev/null" "D093 says lseek went from ESPIPE to EINVAL"
run "$KAPI" -j diff "$fx/wrong.c" "$root/specs/fdtypes/pipes.c"
expect_rule changes D094 compatible 12

# conform: every row judged; a wrong row disagrees
run "$KAPI" conform --dry-run -v -e fd_pipe_read
expect_out 'lseek\(<pipe fd>, 0, 0\)' "a dry run lists the kind's calls"
run "$KAPI" -j conform -e fd_pipe_read -e fd_opath -e fd_regular -e fd_udp
if [ "$status" -eq 3 ] || ! jq -e '.sandbox | test("user")' "$tmp/out" >/dev/null 2>&1; then
	pass "# SKIP no sandbox can be made here"
	pass "# SKIP no sandbox can be made here"
	pass "# SKIP no sandbox can be made here"
else
	check "[ $status -eq 0 ] && jq -e '.totals.by_kind.fd_op.cases > 100 and .totals.false_positive == 0 and .totals.miss == 0' $tmp/out >/dev/null" "four kinds of the corpus: every row agrees"
	run "$KAPI" -j --from "$fx/wrong.c" --from "$root/specs/syscalls" conform -e fd_pipe_read
	check "[ $status -eq 1 ] && jq -e '.totals.miss == 2 and .totals.false_positive == 1 and .totals.agree == 1' $tmp/out >/dev/null" "a wrong table: two misses, one false positive"
	check "jq -e '.syscalls[0].results[] | select(.what == \"lseek on pipe_read\") | .verdict == \"miss\" and .kernel.errno == \"ESPIPE\" and .spec_claim == \"EINVAL\"' $tmp/out >/dev/null" "the miss names the kernel's ESPIPE and the row's EINVAL"
fi
done_testing

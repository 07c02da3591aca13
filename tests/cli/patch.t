#!/bin/sh
# What a patch series changes in the API: applied to its tree in memory
# (kapi diff --apply, kapi diff TREE TREE+PATCH); without a tree, a hunk
# that edits part of a spec block is named, never read as nothing
. "$(dirname "$0")/lib.sh"
root=$(cd "$(dirname "$0")/../.." && pwd)

mkdir -p "$tmp/tree/mm" "$tmp/new/mm"
cp "$root/tests/fixtures/diff/base.c" "$tmp/tree/mm/frob.c"
cp "$tmp/tree/mm/frob.c" "$tmp/new/mm/frob.c"
# patch 1 narrows a mask; patch 2, on top of it, widens a range far below
sed -i 's/VALID_MASK(0x7)/VALID_MASK(0x3)/' "$tmp/new/mm/frob.c"
(cd "$tmp" && diff -u tree/mm/frob.c new/mm/frob.c | sed 's|^--- tree/|--- a/|; s|^+++ new/|+++ b/|') >"$tmp/0001.patch"
cp "$tmp/new/mm/frob.c" "$tmp/new1.c"
sed -i 's/RANGE(0, 100)/RANGE(0, 200)/' "$tmp/new/mm/frob.c"
(cd "$tmp" && cp new1.c tree1.c && diff -u tree1.c new/mm/frob.c | sed 's|^--- tree1.c.*|--- a/mm/frob.c|; s|^+++ new/mm/frob.c.*|+++ b/mm/frob.c|') >"$tmp/0002.patch"
check "grep -q '^@@' $tmp/0001.patch && grep -q '^@@' $tmp/0002.patch" "two fixture patches made"

run "$KAPI" diff --apply "$tmp/0001.patch" "$tmp/tree"
expect_status 12 "--apply: the patch narrows a mask, a breaking change (bits 4 and 8)"
expect_out 'mm/frob.c:[0-9]+: breaking: \[D020\] sys_frob: .*shrank' "named with the file of the tree"
check "[ \$(grep -c ': \\[D' $tmp/out) -eq 1 ]" "and nothing else: only what the patch touches is compared"
run "$KAPI" diff "$tmp/tree" "$tmp/tree+$tmp/0001.patch"
expect_status 12 "TREE TREE+PATCH is the same question"
run "$KAPI" diff --apply "$tmp/0001.patch" --apply "$tmp/0002.patch" "$tmp/tree"
expect_out 'D020' "a series: the first patch's change"
expect_out 'range' "and the second's, applied on top of the first"
run "$KAPI" diff "$tmp/tree" "$tmp/tree+$tmp/0001.patch,$tmp/0002.patch"
check "[ \$(grep -c ': \\[D' $tmp/out) -eq 2 ]" "TREE+P1,P2 applies both"
check "cmp -s $root/tests/fixtures/diff/base.c $tmp/tree/mm/frob.c" "the tree itself is never written"

sed 's/^-\(.*\)RANGE(0, 100)/-\1RANGE(0, 999)/' "$tmp/0002.patch" >"$tmp/0003.patch"
run "$KAPI" diff --apply "$tmp/0003.patch" "$tmp/tree"
check "[ \$((status & 1)) -eq 1 ]" "a hunk that does not apply fails the run"
expect_err '0003.patch:[0-9]+: hunk does not apply to mm/frob.c' "naming the patch line and the file"
run "$KAPI" diff --apply "$tmp/0001.patch" "$tmp/tree/mm/frob.c"
check "[ \$((status & 1)) -eq 1 ]" "--apply onto a file, not a tree, fails"
expect_err 'no directory' "and says why"

# no tree: the hunk holds part of a block
run "$KAPI" extract "$tmp/0001.patch"
check "[ \$status -ne 0 ]" "extract of a partial hunk does not pass silently"
expect_err '0001.patch:[0-9]+: KAPI_PARAM[A-Z_]* outside a spec block ignored: this hunk edits part of a spec' "it names the line and how to read it"
run "$KAPI" lint "$tmp/0001.patch"
check "[ \$((status & 1)) -eq 1 ]" "lint of it fails too (no specs, a warning)"
expect_out '0001.patch:[0-9]+: warning: \[L026\]' "the hunk as a lint finding"

# without a tree, a hunk whose context and added lines hold the whole
# block reads as the block after the patch
(cd "$tmp" && diff -U 1000 tree/mm/frob.c new1.c | sed 's|^--- tree/|--- a/|; s|^+++ new1.c.*|+++ b/mm/frob.c|') >"$tmp/full.patch"
run "$KAPI" -j --from "$tmp/full.patch" show sys_frob
check "[ \$status -eq 0 ] && jq -e '.specs[0].parameters[0].valid_mask == \"0x3\"' $tmp/out >/dev/null" "without a tree: a complete block is rebuilt from context and added lines (the post-image mask 0x3)"
check "! grep -q 'edits part of a spec' $tmp/err" "and needs no warning"
done_testing

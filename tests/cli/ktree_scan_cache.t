#!/bin/sh
# The SYSCALL_DEFINE scan of a kernel tree remembers the .c files that
# hold none (lib/load/ktree_scan_cache.c): a second run gives the same
# specs without reading them, and a file that changed is read again.
. "$(dirname "$0")/lib.sh"
root=$(cd "$(dirname "$0")/../.." && pwd)
export KAPI_CACHE_DIR="$tmp/cache" KAPI_KTREE_PROBES=0
cp -r "$root/tests/fixtures/ktree/base" "$tmp/tree"
kt=$tmp/tree
mkdir -p "$kt/arch/x86/kernel"
printf '/* no syscall here */\nint helper(void) { return 0; }\n' > "$kt/arch/x86/kernel/helper.c"

run "$KAPI" list --from "$kt"
expect_status 0 "a first run scans the tree"
cp "$tmp/out" "$tmp/first"
# a clean file is "kMTIME SIZE NAME" in its folder's entries
clean() { grep -Eq "(^|/)k[0-9.]+ [0-9]+ $1(/|\$)" $tmp/cache/ktree/scan/*; }
check "clean 'helper\.c' && grep -q '^D .* mm$' $tmp/cache/ktree/scan/* && ! clean 'mlock\.c'" \
	"the cache lists the file without syscalls, not the one with"
ino=$(stat -c %i $tmp/cache/ktree/scan/*)
run "$KAPI" list --from "$kt"
check "cmp -s $tmp/first $tmp/out" "a second run, from the cache, lists the same specs"
check "[ \"$ino\" = \"\$(stat -c %i $tmp/cache/ktree/scan/*)\" ]" \
	"an unchanged tree's cache is not written again"
# the file changes (size and mtime move): it gains an x86 prototype,
# which wins over fs/read_write.c's generic one
run "$KAPI" -j show --from "$kt" sys_lookup_dcookie
check "jq -e '.specs[0].parameters[0].name == \"cookie64\"' $tmp/out >/dev/null" "lookup_dcookie: the generic prototype first"
printf 'SYSCALL_DEFINE3(lookup_dcookie, u64, x86_cookie, char __user *, buf, size_t, len)\n{\n\treturn 0;\n}\n' >> "$kt/arch/x86/kernel/helper.c"
run "$KAPI" -j show --from "$kt" sys_lookup_dcookie
check "jq -e '.specs[0].parameters[0].name == \"x86_cookie\"' $tmp/out >/dev/null" \
	"a changed file is read again: the prototype it gained is found"
check "grep -Eq '(^|/)chelper\.c(/|$)' $tmp/cache/ktree/scan/* && ! clean 'helper\.c'" \
	"the cache, written again, no longer calls the file clean"
# folders older than the clock's tick are listed from the cache; one that
# gains a file (its mtime moves) is listed again and the file is read
printf 'int quiet(void) { return 0; }\n' > "$kt/arch/x86/kernel/quiet.c"
touch -d '1 minute ago' "$kt/arch/x86/kernel/quiet.c"
find "$kt" -type d -exec touch -d '2 minutes ago' {} +
run "$KAPI" list --from "$kt"
check "grep -q '^D .* arch/x86/kernel$' $tmp/cache/ktree/scan/*" "a folder's entries are kept with its mtime"
run "$KAPI" list --from "$kt"
check "cmp -s $tmp/first $tmp/out" "a run from the kept folders lists the same specs"
printf 'SYSCALL_DEFINE1(kapi_new_one, int, fd)\n{\n\treturn 0;\n}\n' > "$kt/arch/x86/kernel/newcall.c"
printf '500\tcommon\tkapi_new_one\tsys_kapi_new_one\n' >> "$kt/arch/x86/entry/syscalls/syscall_64.tbl"
run "$KAPI" -j show --from "$kt" sys_kapi_new_one
check "jq -e '.specs[0].parameters[0].name == \"fd\"' $tmp/out >/dev/null" \
	"a file added to a kept folder is found"
# an edit in place moves the file's mtime, not its folder's: a file
# kept as clean in a kept folder that gains a syscall is read again
run "$KAPI" list --from "$kt"
check "clean 'quiet\.c'" \
	"the clean file is kept"
printf 'SYSCALL_DEFINE1(kapi_quiet_one, int, quiet_fd)\n{\n\treturn 0;\n}\n' >> "$kt/arch/x86/kernel/quiet.c"
printf '501\tcommon\tkapi_quiet_one\tsys_kapi_quiet_one\n' >> "$kt/arch/x86/entry/syscalls/syscall_64.tbl"
touch -d '2 minutes ago' "$kt/arch/x86/kernel"
run "$KAPI" -j show --from "$kt" sys_kapi_quiet_one
check "jq -e '.specs[0].parameters[0].name == \"quiet_fd\"' $tmp/out >/dev/null" \
	"a clean file edited in place in a kept folder is read again"
# a folder holding a link is listed each run (kept under inode 0, the
# link may point elsewhere later); its clean file's signature is still
# kept, and an edit in place is still seen
mkdir -p "$kt/arch/x86/linked"
printf 'int linked(void) { return 0; }\n' > "$kt/arch/x86/linked/plain.c"
ln -s plain.c "$kt/arch/x86/linked/alias.c"
touch -d '1 minute ago' "$kt/arch/x86/linked/plain.c"
touch -d '2 minutes ago' "$kt/arch/x86/linked" "$kt/arch/x86"
run "$KAPI" list --from "$kt"
check "grep -q '^D 0\.000000000 0 arch/x86/linked$' $tmp/cache/ktree/scan/* && clean 'plain\.c'" \
	"a folder with a link is kept to be listed again, its clean file kept"
printf 'SYSCALL_DEFINE1(kapi_linked_one, int, linked_fd)\n{\n\treturn 0;\n}\n' >> "$kt/arch/x86/linked/plain.c"
printf '502\tcommon\tkapi_linked_one\tsys_kapi_linked_one\n' >> "$kt/arch/x86/entry/syscalls/syscall_64.tbl"
touch -d '2 minutes ago' "$kt/arch/x86/linked"
run "$KAPI" -j show --from "$kt" sys_kapi_linked_one
check "jq -e '.specs[0].parameters[0].name == \"linked_fd\"' $tmp/out >/dev/null" \
	"a clean file edited in place in a folder with a link is read again"
# a kept folder with no subfolder is replayed through its parent, not
# opened (the shortcut of most of a tree's folders); its files are still
# stat'ed, and a folder put in its place (another inode, the same mtime)
# is listed again
mkdir -p "$kt/arch/x86/deep/leaf" "$kt/arch/x86/deep/swap"
printf 'int deep(void) { return 0; }\n' > "$kt/arch/x86/deep/leaf/deep.c"
printf 'int swap(void) { return 0; }\n' > "$kt/arch/x86/deep/swap/old.c"
touch -d '1 minute ago' "$kt/arch/x86/deep/leaf/deep.c" "$kt/arch/x86/deep/swap/old.c"
touch -d '2 minutes ago' "$kt/arch/x86/deep/leaf" "$kt/arch/x86/deep/swap" \
	"$kt/arch/x86/deep" "$kt/arch/x86"
run "$KAPI" list --from "$kt"
check "clean 'deep\.c' && grep -q '^D .* arch/x86/deep/leaf$' $tmp/cache/ktree/scan/*" \
	"a leaf folder's clean file is kept"
if command -v strace >/dev/null 2>&1; then
	strace -f -e trace=openat -o "$tmp/trace" "$KAPI" list --from "$kt" >/dev/null 2>&1
	check "grep -q '\"deep\", O_RDONLY|O_CLOEXEC|O_DIRECTORY' $tmp/trace && ! grep -q '\"leaf\", O_RDONLY|O_CLOEXEC|O_DIRECTORY' $tmp/trace" \
		"a kept leaf folder is not opened"
else
	pass "# SKIP no strace"
fi
printf 'SYSCALL_DEFINE1(kapi_deep_one, int, deep_fd)\n{\n\treturn 0;\n}\n' >> "$kt/arch/x86/deep/leaf/deep.c"
printf '503\tcommon\tkapi_deep_one\tsys_kapi_deep_one\n' >> "$kt/arch/x86/entry/syscalls/syscall_64.tbl"
touch -d '2 minutes ago' "$kt/arch/x86/deep/leaf"
run "$KAPI" -j show --from "$kt" sys_kapi_deep_one
check "jq -e '.specs[0].parameters[0].name == \"deep_fd\"' $tmp/out >/dev/null" \
	"a clean file edited in place in a kept leaf folder is read again"
mv "$kt/arch/x86/deep/swap" "$kt/arch/x86/deep/swap.gone"
mkdir "$kt/arch/x86/deep/swap"
printf 'SYSCALL_DEFINE1(kapi_swap_one, int, swap_fd)\n{\n\treturn 0;\n}\n' > "$kt/arch/x86/deep/swap/new.c"
printf '504\tcommon\tkapi_swap_one\tsys_kapi_swap_one\n' >> "$kt/arch/x86/entry/syscalls/syscall_64.tbl"
touch -r "$kt/arch/x86/deep/swap.gone" "$kt/arch/x86/deep/swap"
rm -rf "$kt/arch/x86/deep/swap.gone"
touch -d '2 minutes ago' "$kt/arch/x86/deep"
run "$KAPI" -j show --from "$kt" sys_kapi_swap_one
check "jq -e '.specs[0].parameters[0].name == \"swap_fd\"' $tmp/out >/dev/null" \
	"a leaf folder put in place of a kept one (same mtime) is listed again"
# with the cache off nothing is written
rm -rf "$tmp/cache"
KAPI_KTREE_CACHE=0 run "$KAPI" list --from "$kt"
check "! ls $tmp/cache/ktree/scan/* >/dev/null 2>&1" "KAPI_KTREE_CACHE=0 keeps no scan cache"
done_testing

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
check "grep -q 'x86/kernel/helper.c' $tmp/cache/ktree/scan/* && ! grep -q 'mm/mlock.c' $tmp/cache/ktree/scan/*" \
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
check "! grep -q 'x86/kernel/helper.c' $tmp/cache/ktree/scan/*" \
	"the cache, written again, no longer calls the file clean"
# with the cache off nothing is written
rm -rf "$tmp/cache"
KAPI_KTREE_CACHE=0 run "$KAPI" list --from "$kt"
check "! ls $tmp/cache/ktree/scan/* >/dev/null 2>&1" "KAPI_KTREE_CACHE=0 keeps no scan cache"
done_testing

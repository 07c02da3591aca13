#!/bin/sh
# A tree's probe answers are kept as one file named by the probe key
# (lib/load/ktree_bundle.c): a warm run reads it instead of a probe a
# header, and any edit of a header (in place, its folder untouched) misses
# it, so the cache never hides a change.
. "$(dirname "$0")/lib.sh"
root=$(cd "$(dirname "$0")/../.." && pwd)
export KAPI_CACHE_DIR="$tmp/cache"
command -v cc >/dev/null || { echo "1..0 # SKIP no cc"; exit 0; }
cp -r "$root/tests/fixtures/ktree/base" "$tmp/tree"
kt=$tmp/tree
size() { jq -e ".specs[0] | .output_size == $1" "$tmp/out" >/dev/null; }

run "$KAPI" -j show --from "$kt" FROB_GET
check "size 16" "a first run measures the ioctl's struct"
check "ls $tmp/cache/ktree/tree-* >/dev/null 2>&1" "and keeps the tree's answers as one file"
# without the probes' own files, the bundle alone answers
rm -f "$tmp/cache/ktree/"*.out
run "$KAPI" -j show --from "$kt" FROB_GET
check "size 16" "a warm run answers from the bundle"
check "! ls $tmp/cache/ktree/*.out >/dev/null 2>&1" "and compiles no probe"
# an edit in place: the folder's mtime stays, the header's text changes
touch -r "$kt/include/uapi/linux" "$tmp/stamp"
sed -i.bak 's/__u32 pad;/__u32 pad; __u64 more;/' "$kt/include/uapi/linux/frob.h"
cat "$kt/include/uapi/linux/frob.h" > "$tmp/h" && cat "$tmp/h" > "$kt/include/uapi/linux/frob.h"
rm -f "$kt/include/uapi/linux/frob.h.bak"
touch -r "$tmp/stamp" "$kt/include/uapi/linux"
run "$KAPI" -j show --from "$kt" FROB_GET
check "size 24" "a header edited in a cached tree is measured again"
# a damaged bundle is not believed
for f in "$tmp/cache/ktree/"tree-*; do head -c 100 "$f" > "$f.x" && mv "$f.x" "$f"; done
run "$KAPI" -j show --from "$kt" FROB_GET
check "size 24" "a truncated bundle is measured around"
done_testing

#!/bin/sh
# The include folder of the C compiler the struct probes use (cc
# -print-file-name=include) is kept in the ktree cache with the compiler's
# identity: a warm run over a tree starts no compiler at all, and another
# compiler (its file changed) is asked again (lib/load/ktree_ioctl.c).
. "$(dirname "$0")/lib.sh"
root=$(cd "$(dirname "$0")/../.." && pwd)
export KAPI_CACHE_DIR="$tmp/cache"
kt=$root/tests/fixtures/ktree/base
real=$(command -v cc) || { echo "1..0 # SKIP no cc"; exit 0; }
mkdir -p "$tmp/bin"
# a cc that notes each call, then is the real one
printf '#!/bin/sh\necho "$*" >> %s/calls\nexec %s "$@"\n' "$tmp" "$real" > "$tmp/bin/cc"
chmod +x "$tmp/bin/cc"
export PATH="$tmp/bin:$PATH"

run "$KAPI" -j show --from "$kt" FROB_GET
check "jq -e '.specs[0].output_size == 16' $tmp/out >/dev/null" "a first run measures the ioctl"
check "grep -q print-file-name $tmp/calls" "a first run asks the compiler for its include folder"
: > "$tmp/calls"
run "$KAPI" -j show --from "$kt" FROB_GET
check "jq -e '.specs[0].output_size == 16' $tmp/out >/dev/null" "a warm run gives the same measurement"
check "[ ! -s $tmp/calls ]" "a warm run starts no compiler"
# another compiler: the same path, another file
cp "$tmp/bin/cc" "$tmp/cc.new" && mv "$tmp/cc.new" "$tmp/bin/cc"
run "$KAPI" -j show --from "$kt" FROB_GET
check "grep -q print-file-name $tmp/calls" "a changed compiler is asked again"
check "jq -e '.specs[0].output_size == 16' $tmp/out >/dev/null" "and the measurement stands"
# kapi diff reads two trees at once: a fresh cache is filled by both
# without either losing the compiler (each writes its own temporary files)
export KAPI_CACHE_DIR="$tmp/cache2"
cp -r "$kt" "$tmp/tree2"
echo '#define FROB_NEW _IO(0x46, 9)' >> "$tmp/tree2/include/uapi/linux/frob.h"
run "$KAPI" -j diff "$kt" "$tmp/tree2"
check "! grep -q 'no C compiler' $tmp/err" "two trees read at once both find the compiler"
check "jq -e '[.changes[] | select(.subject == \"FROB_NEW\" or .new == \"FROB_NEW\")] | length > 0' $tmp/out >/dev/null" \
	"and the new tree's ioctl is measured"
done_testing

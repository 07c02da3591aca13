#!/bin/sh
# Runs every libFuzzer harness for a while from seed inputs made of the
# repository's own files: spec sources, fixtures, JSON exports, objects
# and ABI documents.
#   scripts/fuzz-run.sh DIR SECONDS   (DIR holds the fuzz_* binaries)
set -eu
dir=$1
secs=$2
kapi=${KAPI:-build/kapi}
build=${KAPI_BUILD:-build}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

mkdir -p "$work/source" "$work/kdoc" "$work/json" "$work/elf" "$work/abi" \
	"$work/expr"
cp specs/*/*.c tests/fixtures/source/*.c "$work/source/"
[ -d ../shared/seeds ] && cp ../shared/seeds/00[1-7]*.patch "$work/source/"
# the kerneldoc harness wraps its input in a comment: seed it with bodies
sed -n '/^\/\*\*/,/\*\//p' tests/fixtures/source/kdoc_read.c |
	sed '1d;$d' > "$work/kdoc/read"
i=0
for name in $("$kapi" -j list | jq -r ".specs[].name"); do
	"$kapi" -j show "$name" > "$work/json/$i.json" 2>/dev/null || rm -f "$work/json/$i.json"
	i=$((i + 1))
done
cp "$build"/obj/specs/*/*.o "$work/elf/"
cp tests/fixtures/abi/*/* "$work/abi/"
# the expression harness: the corpus's own expressions, one a file
i=0
grep -ho 'KAPI_CONSTRAINT_EXPR("[^"]*")' specs/*/*.c | sed 's/^KAPI_CONSTRAINT_EXPR("//; s/")$//' |
while IFS= read -r e; do
	i=$((i + 1))
	printf '%s' "$e" > "$work/expr/$i"
done

status=0
for h in source kdoc json elf abi expr; do
	echo "== fuzz_$h for ${secs}s"
	mkdir -p "$work/out-$h"
	if ! "$dir/fuzz_$h" -max_total_time="$secs" -max_len=65536 \
		-artifact_prefix="$work/crash-$h-" "$work/out-$h" "$work/$h" \
		2> "$work/log-$h"; then
		tail -40 "$work/log-$h"
		mkdir -p build-fuzz/crashes
		cp "$work"/crash-$h-* build-fuzz/crashes/ 2>/dev/null || true
		status=1
	fi
	grep -E '^(#[0-9]+.*DONE|Done [0-9]+ runs)' "$work/log-$h" | tail -1 || true
done
exit $status

#!/bin/sh
# Runs every libFuzzer harness for a while from seed inputs made of the
# repository's own files: spec sources, fixtures, JSON exports, objects
# and ABI documents, plus every crash and leak input kept so far.  A new
# crash, leak, timeout or out-of-memory input is copied to
# tests/fuzz/crashes/HARNESS/, where make check replays it: commit it with
# the fix.
#   scripts/fuzz-run.sh DIR SECONDS   (DIR holds the fuzz_* binaries)
# FUZZ_HARNESSES="source elf" runs only those.
set -eu
dir=$1
secs=$2
kapi=${KAPI:-build/kapi}
build=${KAPI_BUILD:-build}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

mkdir -p "$work/source" "$work/kdoc" "$work/json" "$work/elf" "$work/abi" \
	"$work/expr" "$work/ktree" "$work/record"
# seeds named by their directory too: specs/syscalls/io.c and
# specs/fdtypes/io.c are two files
seed_copy() {
	dest=$1
	shift
	for f in "$@"; do
		cp "$f" "$dest/$(printf '%s' "$f" | tr / _)"
	done
}
seed_copy "$work/source" specs/*/*.c tests/fixtures/source/*.c
seeds=${KAPI_SEEDS:-../shared/seeds}
if [ -d "$seeds" ]; then
	cp "$seeds"/00[1-7]*.patch "$work/source/"
fi
# the kerneldoc harness wraps its input in a comment: seed it with bodies
sed -n '/^\/\*\*/,/\*\//p' tests/fixtures/source/kdoc_read.c |
	sed '1d;$d' > "$work/kdoc/read"
i=0
for name in $("$kapi" -j list | jq -r ".specs[].name"); do
	"$kapi" -j show "$name" > "$work/json/$i.json" 2>/dev/null || rm -f "$work/json/$i.json"
	i=$((i + 1))
done
(cd "$build"/obj && seed_copy "$work/elf" specs/*/*.o)
# small objects, so that mutations reach the specs within -max_len
for v in 0 1; do
	${CC:-cc} -std=gnu11 -D_GNU_SOURCE -O2 -Iinclude -Ispecs/include \
		$([ $v = 1 ] && echo -DBAD_BOOL_SET) -c \
		"$(pwd)/tests/fixtures/elf/bad_bool.c" -o "$work/elf/small$v.o"
done
cp tests/fixtures/abi/*/* "$work/abi/"
# the expression harness: the corpus's own expressions, one a file
i=0
grep -ho 'KAPI_CONSTRAINT_EXPR("[^"]*")' specs/*/*.c | sed 's/^KAPI_CONSTRAINT_EXPR("//; s/")$//' |
while IFS= read -r e; do
	i=$((i + 1))
	printf '%s' "$e" > "$work/expr/$i"
done

# the kernel-tree harness: a uapi header of the fixture tree; the record
# harness: the /proc fixture files behind a byte that picks the spec
for f in tests/fixtures/ktree/base/include/uapi/linux/*.h; do
	cp "$f" "$work/ktree/$(basename "$f")"
done
i=0
for f in tests/fixtures/proc/*/*; do
	[ -f "$f" ] || continue
	i=$((i + 1))
	{ printf "\\$(printf '%03o' $((i % 64)))\\000"; cat "$f"; } > "$work/record/$i"
done

# every crash and leak input found so far seeds its harness again
for h in source kdoc json elf abi expr ktree record; do
	if [ -d tests/fuzz/crashes/$h ]; then
		cp tests/fuzz/crashes/$h/* "$work/$h/" 2>/dev/null || true
	fi
done

status=0
for h in ${FUZZ_HARNESSES:-source kdoc json elf abi expr ktree record}; do
	echo "== fuzz_$h for ${secs}s"
	mkdir -p "$work/out-$h"
	mkdir -p "$work/found-$h"
	if ! "$dir/fuzz_$h" -max_total_time="$secs" -max_len=65536 \
		-detect_leaks=1 -artifact_prefix="$work/found-$h/" \
		"$work/out-$h" "$work/$h" 2> "$work/log-$h"; then
		tail -40 "$work/log-$h"
		status=1
	fi
	if [ -n "$(ls "$work/found-$h")" ]; then
		mkdir -p tests/fuzz/crashes/$h
		cp "$work/found-$h"/* tests/fuzz/crashes/$h/
		echo "fuzz_$h: kept $(ls "$work/found-$h" | tr '\n' ' ')in tests/fuzz/crashes/$h/"
		status=1
	fi
	# executions, coverage and features of the run
	grep -E '^#[0-9]+' "$work/log-$h" | tail -1 || true
done
exit $status

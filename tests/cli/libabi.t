#!/bin/sh
# libkapi's ABI: what it exports is what kapi.h declares, what the version
# script lists and what docs/libkapi.md documents; and it is compatible
# with the previous release (abidiff against the committed abixml)
. "$(dirname "$0")/lib.sh"
root=$(cd "$(dirname "$0")/../.." && pwd)
lib=${KAPI_BUILD:-$root/build}/libkapi.so.0

nm -D --defined-only "$lib" | awk '$2 ~ /^[TDRB]$/ { print $3 }' |
	sed 's/@.*//' | grep '^kapi' | sort -u >"$tmp/exported"
perl -0777 -ne 'print "$1\n" while /KAPI_API\s[^;(]*?\b(kapi_\w+)\s*\(/gs' \
	"$root/include/kapi/kapi.h" | sort -u >"$tmp/declared"
sed -n 's/^[[:space:]]*\(kapi_[a-z0-9_]*\);$/\1/p' "$root/lib/libkapi.map" |
	sort -u >"$tmp/mapped"

check "[ -s $tmp/exported ] && [ \$(wc -l <$tmp/exported) -gt 50 ]" "the library exports its API"
check "diff $tmp/declared $tmp/exported >$tmp/d1" "exported = declared KAPI_API in kapi.h"
sed 's/^/#   /' "$tmp/d1"
check "diff $tmp/mapped $tmp/exported >$tmp/d2" "exported = listed in libkapi.map"
sed 's/^/#   /' "$tmp/d2"
check "! nm -D --defined-only $lib | grep ' T kapi' | grep -qv '@@LIBKAPI_'" "every symbol has a version node"
check "! grep -q kapi_json__ $tmp/exported" "the JSON writer is not exported"
missing=
for s in $(cat "$tmp/exported"); do
	grep -q "$s" "$root/docs/libkapi.md" || missing="$missing $s"
done
check "[ -z '$missing' ]" "docs/libkapi.md documents every exported function"
[ -z "$missing" ] || echo "#   undocumented:$missing"

# every earlier release's ABI, newest last: each must still be served
abixmls=$(ls "$root"/tests/abi/libkapi-*.abixml 2>/dev/null | sort -V)
version=$(sed -n 's/^VERSION[[:space:]]*:= *//p' "$root/Makefile")
check "[ -f '$root/tests/abi/libkapi-$version.abixml' ]" \
	"the release's own ABI is in tests/abi/libkapi-$version.abixml (make abi-dump)"
check "grep -q '^LIBKAPI_$version {' '$root/lib/libkapi.map'" "libkapi.map has a node for $version"
if ! command -v abidiff >/dev/null; then
	pass "# SKIP abidiff is not installed (Debian: abigail-tools)"
elif [ -z "$abixmls" ]; then
	fail "no tests/abi/libkapi-*.abixml of a previous release"
else
	for abixml in $abixmls; do
		# bits: 1 error, 2 usage, 4 a change, 8 an incompatible change;
		# types private to the library (kapi_registry) are not its ABI
		run abidiff --headers-dir2 "$root/include/kapi" "$abixml" "$lib"
		check "[ \$((status & 11)) -eq 0 ]" "compatible with $(basename "$abixml") (abidiff exit $status)"
		sed 's/^/#   /' "$tmp/out" | head -40
	done
fi

done_testing

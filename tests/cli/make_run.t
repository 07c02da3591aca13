#!/bin/sh
# `make run`, the README's first command, from a clean build folder: its
# build part says one short line a step ("  CC   lib/x.c") and no
# warnings, so the first screen a newcomer sees is kapi's own output, not
# compiler command lines.
. "$(dirname "$0")/lib.sh"
root=$(cd "$(dirname "$0")/../.." && pwd)
# the defaults, whatever make ran the suite with
unset SAN FUZZ BUILD WERROR MAKEFLAGS MAKELEVEL MFLAGS

(cd "$root" && env -u CFLAGS -u CPPFLAGS -u LDFLAGS make -j2 BUILD="$tmp/b" run) \
	> "$tmp/out" 2>&1
# the build is everything before the first kapi command make echoes
awk -v k="$tmp/b/kapi" 'index($0, k " ") == 1 { exit } { print }' "$tmp/out" > "$tmp/build"
check "grep -q '^  CC ' $tmp/build && grep -q '^  LD ' $tmp/build" "the build says CC and LD steps"
grep -Ev '^  [A-Z]+ +[^ ]+$|^make(\[[0-9]+\])?: (Entering|Leaving) directory' "$tmp/build" > "$tmp/loud"
check "[ ! -s $tmp/loud ]" "no command lines beyond '  CC file' (V=1 shows them)"
[ -s "$tmp/loud" ] && head -5 "$tmp/loud" | sed 's/^/#   /' | cut -c1-160
check "! grep -qi 'warning' $tmp/build" "no compiler warnings"
check "grep -q \"^$tmp/b/kapi stats\" $tmp/out" "then kapi's own work runs (stats, lint, sysfs check)"
done_testing

#!/bin/sh
# Checks that libkapi's stages only depend on earlier ones: a file under
# lib/STAGE/ may include "S/..." only for a stage S at or before its own.
# Prints each offending include as file:line and exits 1 if there is any.
#   scripts/check-layout.sh [ROOT]
set -eu
root=${1:-.}
stages="base model load emit check live"

rank() {
	i=0
	for s in $stages; do
		[ "$s" = "$1" ] && { echo $i; return; }
		i=$((i + 1))
	done
	echo -1
}

bad=0
for f in $(cd "$root" && find lib -name '*.[ch]' | LC_ALL=C sort); do
	own=$(echo "$f" | cut -d/ -f2)
	r=$(rank "$own")
	if [ "$r" -lt 0 ]; then
		echo "$f: not in a stage folder ($stages)"
		bad=1
		continue
	fi
	grep -n '^#include "' "$root/$f" | while IFS= read -r hit; do
		line=${hit%%:*}
		inc=$(echo "$hit" | sed 's/^[0-9]*:#include "\([^"]*\)".*/\1/')
		case $inc in
		*/*) ;;
		*) continue ;;	# generated tables found through -I
		esac
		t=$(rank "${inc%%/*}")
		if [ "$t" -lt 0 ] || [ "$t" -gt "$r" ]; then
			echo "$f:$line: includes \"$inc\", a later stage than $own"
		fi
	done
done >"${TMPDIR:-/tmp}/kapi-layout.$$"
if [ -s "${TMPDIR:-/tmp}/kapi-layout.$$" ]; then
	cat "${TMPDIR:-/tmp}/kapi-layout.$$"
	bad=1
fi
rm -f "${TMPDIR:-/tmp}/kapi-layout.$$"
exit $bad

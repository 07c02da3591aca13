#!/bin/sh
# Runs inside a lab VM for trace_compat_lab.t (kapi --kernel K watch
# -e getppid -o OUT/outer -- sh THIS OUT): the 32-bit programs and the
# int 0x80 calls the host cannot run, bare, under kapi trace and under
# kapi trace --enforce, their output and findings written into OUT for
# the test to compare on the host.  OUT/bin holds the programs and specs
# the test built; OUT/modes the --enforce modes, one a line.
OUT=$1
B=$OUT/bin
PATH=/bin:/sbin:/usr/bin:/usr/sbin
export PATH

uname -r > "$OUT/release"
for p in t64 t32 m32; do
	"$B/$p" > "$OUT/$p.bare" 2>&1
done
# the calls under --enforce, in each mode; and traced without --enforce
i=0
while read -r mode; do
	i=$((i + 1))
	for p in t64 t32; do
		# shellcheck disable=SC2086
		kapi --from "$B/deny.c" trace --enforce $mode -o "$OUT/enf$i.$p.trace" \
			-- "$B/$p" < /dev/null > "$OUT/enf$i.$p" 2> "$OUT/enf$i.$p.err"
	done
done < "$OUT/modes"
kapi --from "$B/deny.c" trace -o "$OUT/plain.t64.trace" -- "$B/t64" > "$OUT/plain.t64" 2>&1
# a 32-bit program's calls, judged by their i386 numbers
i=0
for mode in "" "--entry-only" "--no-seccomp" "--entry-only --no-seccomp"; do
	i=$((i + 1))
	# shellcheck disable=SC2086
	kapi trace $mode -o "$OUT/m32.$i.trace" -- "$B/m32" > "$OUT/m32.$i" 2>&1
done
kapi trace --generated -o "$OUT/m32.gen.trace" -- "$B/m32" > /dev/null 2>&1
kapi trace -c -o "$OUT/m32.sum" -- "$B/m32" > /dev/null 2>&1
kapi --from "$B/narrow.c" trace --enforce -o "$OUT/enf32.trace" -- "$B/enf32" \
	> "$OUT/enf32" 2>&1
echo done > "$OUT/done"

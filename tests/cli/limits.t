#!/bin/sh
# Hostile inputs to every reader: devices, endless pipes, FIFOs without a
# writer, huge files and a damaged ELF.  Each must end (no test waits on a
# clock: timeout only stops a hang, which then fails the test) with exit 3
# and a message naming the input and the limit or the reason.
. "$(dirname "$0")/lib.sh"
root=$(cd "$(dirname "$0")/../.." && pwd)

# hang-proof: 124 from timeout fails every expect_status below
T="timeout 120"

for t in auto source elf json tree abi; do
	run $T "$KAPI" --source-type $t --from /dev/zero list
	expect_status 3 "--source-type $t --from /dev/zero is refused, exit 3"
	expect_err "^kapi: error: /dev/zero: not a regular file, directory or pipe" \
		"  and the message names the device and why"
done
run $T "$KAPI" --source-type elf --from /dev/urandom list
expect_status 3 "--source-type elf --from /dev/urandom ends with exit 3"
run $T "$KAPI" extract /dev/zero
expect_status 3 "extract /dev/zero: exit 3"

# standard input: read up to 256 MiB, then refused
yes | $T "$KAPI" extract - >"$tmp/out" 2>"$tmp/err"
status=$?
expect_status 3 "extract - from an endless pipe stops with exit 3"
expect_err "^kapi: error: <stdin>: larger than 256 MiB, the limit for standard input and pipes$" \
	"  naming standard input and the limit"
run $T sh -c '"$1" -j --from - list < /dev/zero' sh "$KAPI"
expect_status 3 "--from - with /dev/zero as standard input: exit 3"
expect_err "<stdin>: larger than 256 MiB" "  past the limit"
# the limit is exact: 256 MiB is read, one byte more is not
head -c 268435456 /dev/zero | $T "$KAPI" --allow-empty extract - >"$tmp/out" 2>"$tmp/err"
status=$?
expect_status 0 "exactly 256 MiB on standard input is read"
head -c 268435457 /dev/zero | $T "$KAPI" extract - >"$tmp/out" 2>"$tmp/err"
status=$?
expect_status 3 "256 MiB and one byte is refused"
head -c 1048576 /dev/urandom > "$tmp/random"
run $T sh -c '"$1" --source-type elf --from - list < "$2"' sh "$KAPI" "$tmp/random"
expect_status 3 "random bytes on standard input as ELF: exit 3"
expect_err "<stdin>: not a valid ELF file" "  not an ELF file"
# a pipe is still a fine input, by '-' or by its /dev/fd name
cat "$root/tests/fixtures/source/kdoc_read.c" |
	$T "$KAPI" extract /dev/stdin >"$tmp/out" 2>"$tmp/err"
status=$?
expect_status 0 "a pipe named /dev/stdin is read"
expect_out "^sys_read " "  and its spec found"

# a FIFO that no one writes to: refused at once, not waited on
mkfifo "$tmp/fifo"
run $T "$KAPI" --from "$tmp/fifo" list
expect_status 3 "a FIFO without a writer is refused, exit 3"
expect_err "$tmp/fifo: not a regular file, directory or pipe" "  naming the FIFO"
# in a debugfs-style tree, a FIFO where a file belongs
mkdir -p "$tmp/tree/specs"
mkfifo "$tmp/tree/list"
run $T "$KAPI" --source-type tree --from "$tmp/tree" list
expect_status 3 "a tree whose list is a FIFO: exit 3, no wait"
expect_err "cannot read the list file" "  the list cannot be read"
# in a source tree, a FIFO named like a source is skipped
mkdir -p "$tmp/src"
mkfifo "$tmp/src/a.c"
cp "$root/tests/fixtures/source/kdoc_read.c" "$tmp/src/b.c"
run $T "$KAPI" extract "$tmp/src"
expect_status 0 "a source tree holding a FIFO is read without waiting on it"
expect_out "^sys_read .*/b\\.c" "  and its files are"

# a regular file past 1 GiB (sparse: it costs no disk)
truncate -s 1025M "$tmp/huge.c"
run $T "$KAPI" --from "$tmp/huge.c" list
expect_status 3 "a file larger than 1 GiB is refused, exit 3"
expect_err "^kapi: error: $tmp/huge\\.c: larger than 1 GiB, the limit for a file$" \
	"  naming the file and the limit"

# A damaged ELF: a bool byte of 2.  The objects built with and without the
# bool set differ in that one byte; make check SAN=1 runs this under UBSan,
# where loading the 2 as a bool would abort.
cc=${CC:-cc}
ok=
for v in 0 1; do
	$cc -std=gnu11 -D_GNU_SOURCE -I"$root/include" -I"$root/specs/include" \
		$([ $v = 1 ] && echo -DBAD_BOOL_SET) \
		-c "$root/tests/fixtures/elf/bad_bool.c" -o "$tmp/bool$v.o" || ok=no
done
if [ -z "$ok" ]; then
	cmp -l "$tmp/bool0.o" "$tmp/bool1.o" > "$tmp/cmp" || true
	check '[ "$(wc -l < "$tmp/cmp")" -eq 1 ] && [ "$(awk "{print \$2 \$3}" "$tmp/cmp")" = 01 ]' \
		"the two objects differ in the bool's byte alone"
	off=$(($(awk '{print $1}' "$tmp/cmp") - 1))
	cp "$tmp/bool1.o" "$tmp/bad.o"
	printf '\002' | dd of="$tmp/bad.o" bs=1 seek="$off" conv=notrunc 2>/dev/null
	run "$KAPI" -j --from "$tmp/bad.o" show sys_bad_bool
	expect_status 0 "an ELF with a bool byte of 2 loads"
	check "jq -e '.specs[0] | .deprecated == true' '$tmp/out' >/dev/null" "  and the bool reads as true"
	run "$KAPI" -j --from "$tmp/bool0.o" show sys_bad_bool
	check "jq -e '.specs[0] | (.deprecated // false) == false' '$tmp/out' >/dev/null" \
		"  the undamaged one without the bool reads false"
else
	for i in 1 2 3 4; do pass "# SKIP no C compiler ($cc) to build the ELF fixture"; done
fi
done_testing

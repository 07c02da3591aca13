#!/bin/sh
# --enforce without holes: a spec refusing PROT_EXEC must hold for the
# same mmap made as an i386 mmap2 (int 0x80 from a 64-bit program, or a
# 32-bit program) and as an x32 call, not only for x86_64 mmap.  Parts
# this kernel cannot run (no IA32 emulation, no x32) are skipped; the
# filter's side of both is in the unit test test_expr, and
# trace_compat_lab.t runs them all in the lab's kernels (make check-lab).
. "$(dirname "$0")/lib.sh"
src=$(dirname "$0")/../trace/t_enforce_compat.c

if [ "$(uname -m)" != x86_64 ]; then
	echo "1..0 # SKIP not an x86_64 machine"
	exit 0
fi
need_tracing
# static: the spec refuses the loader's PROT_EXEC mappings too
if ! ${CC:-cc} -static -O2 -o "$tmp/t64" "$src" 2>"$tmp/cc"; then
	echo "1..0 # SKIP cannot build a static program: $(head -1 "$tmp/cc")"
	exit 0
fi
noexec=$(dirname "$0")/../fixtures/enforce/noexec.c

run "$tmp/t64"
cp "$tmp/out" "$tmp/bare"
check "grep -q '^mmap = mapped\$' $tmp/bare" "untraced, mmap(PROT_EXEC) maps"
int80=$(sed -n 's/^int80 mmap2 = //p' "$tmp/bare")
x32=$(sed -n 's/^x32 mmap = //p' "$tmp/bare")
cc32 -static -O2 -o "$tmp/t32" "$src" 2>/dev/null && "$tmp/t32" >/dev/null 2>&1 && m32=yes || m32=

for mode in "" "--entry-only" "--entry-only --enforce=filter" "--no-seccomp"; do
	what="--enforce${mode:+ $mode}"
	run "$KAPI" --from "$noexec" trace --enforce $mode -o "$tmp/trace" -- "$tmp/t64"
	expect_out '^mmap = EINVAL$' "$what: x86_64 mmap(PROT_EXEC) is refused"
	if [ "$int80" = mapped ]; then
		expect_out '^int80 mmap2 = EINVAL$' "$what: int 0x80 mmap2(PROT_EXEC) is refused"
	else
		pass "# SKIP $what: int 0x80 is '$int80' here (no IA32 emulation)"
	fi
	if [ "$x32" = mapped ]; then
		expect_out '^x32 mmap = ENOSYS$' "$what: x32 mmap fails as without x32"
	else
		pass "# SKIP $what: x32 mmap is '$x32' here (no x32)"
	fi
	if [ -n "$m32" ]; then
		run "$KAPI" --from "$noexec" trace --enforce $mode -o "$tmp/trace" -- "$tmp/t32"
		expect_out '^int80 mmap2 = EINVAL$' "$what: a 32-bit program's mmap2(PROT_EXEC) is refused"
	else
		pass "# SKIP $what: cannot build or run a static 32-bit program here"
	fi
done
done_testing

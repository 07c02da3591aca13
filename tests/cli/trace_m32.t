#!/bin/sh
# A 32-bit (i386) program on x86_64: its calls carry i386 numbers, which
# the filter (by the arch word) and the tracer (by PTRACE_GET_SYSCALL_INFO's
# arch) must not read as x86_64 ones.  Needs gcc -m32 (Debian: gcc-12-multilib).
. "$(dirname "$0")/lib.sh"
: "${KAPI_BUILD:=$(dirname "$0")/../../build}"
src=$(dirname "$0")/../trace/t_m32.c

if [ "$(uname -m)" != x86_64 ]; then
	echo "1..0 # SKIP not an x86_64 machine"
	exit 0
fi
need_tracing
if ! cc32 -O2 -o "$tmp/t_m32" "$src" 2>"$tmp/cc" || ! "$tmp/t_m32" >/dev/null 2>&1; then
	echo "1..0 # SKIP cannot build or run a 32-bit program (gcc-12-multilib; IA32 emulation; the i386 parts run in the lab, trace_compat_lab.t): $(head -1 "$tmp/cc")"
	exit 0
fi

expect_lines() {
	sed -n "s/^EXPECT //p" "$1" | sort > "$tmp/want"
	grep -v ' set_robust_list(' "$2" | sort > "$tmp/got"
	if [ -s "$tmp/want" ] && cmp -s "$tmp/want" "$tmp/got"; then pass "$3"; else
		fail "$3"; diff "$tmp/want" "$tmp/got" | sed 's/^/#   /' | head -20; fi
}

run "$tmp/t_m32"
check "grep -q '^bits 32\$' $tmp/out" "the program is a 32-bit one"
for mode in "" "--entry-only" "--no-seccomp" "--entry-only --no-seccomp"; do
	run "$KAPI" trace $mode -o "$tmp/trace" -- "$tmp/t_m32"
	if [ -n "$mode" ] && [ "${mode#--entry-only}" != "$mode" ]; then
		sed -E 's/\) = -E[A-Z]+: /) = ?: /' "$tmp/out" > "$tmp/out.eo"
		expect_lines "$tmp/out.eo" "$tmp/trace" "$mode: i386 calls are judged by their i386 numbers, negative ints stay negative"
	else
		expect_lines "$tmp/out" "$tmp/trace" "${mode:-both stops}: i386 calls are judged by their i386 numbers, negative ints stay negative"
	fi
	check "! grep -q ' mmap(' $tmp/trace" "${mode:-both stops}: i386 link (9) is not taken for x86_64 mmap (9)"
done
# --generated leaves no room for the i386 tree: every i386 call traps
run "$KAPI" trace --generated -o "$tmp/trace" -- "$tmp/t_m32"
check "grep -q ' mlockall(flags=0x8 ' $tmp/trace && grep -q ' close(fd=-1) ' $tmp/trace && ! grep -q ' mmap(' $tmp/trace" "--generated: i386 calls trap all, still judged by their i386 numbers"
run "$KAPI" trace -c -o "$tmp/sum" -- "$tmp/t_m32"
check "awk '\$1 == \"mlockall\" { exit !(\$2 == 2 && \$3 == 1) }' $tmp/sum" "-c counts the i386 calls under their names"

# --enforce on a 32-bit program
narrow=$(dirname "$0")/../fixtures/enforce/mlock_current.c
enf=$(dirname "$0")/../trace/t_enforce.c
if cc32 -O2 -o "$tmp/t_enforce" "$enf" 2>/dev/null; then
	run "$KAPI" --from "$narrow" trace --enforce -o "$tmp/trace" -- "$tmp/t_enforce"
	expect_out '^mlockall\(MCL_CURRENT\|MCL_FUTURE\) = -1 EINVAL$' "--enforce refuses an i386 call too"
else
	pass "# SKIP t_enforce does not build with -m32"
fi
done_testing

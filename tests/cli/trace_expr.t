#!/bin/sh
# kapi trace and constraint expressions: a call that breaks one is reported
# once, naming the expression and its description, whether the tracer or
# the seccomp filter (--entry-only) judged it; valid calls never stop.
. "$(dirname "$0")/lib.sh"
T=${KAPI_BUILD:-build}/tests/trace

# expect_lines OUT TRACE PREFIX DESC: the program's PREFIX lines, exactly
expect_lines() {
	sed -n "s/^$3 //p" "$1" | sort > "$tmp/want"
	sort "$2" > "$tmp/got"
	if [ -s "$tmp/want" ] && cmp -s "$tmp/want" "$tmp/got"; then pass "$4"; else
		fail "$4"; diff "$tmp/want" "$tmp/got" | sed 's/^/#   /' | head -20; fi
}

need_tracing

run "$KAPI" trace -o "$tmp/trace" -- "$T/t_expr"
expect_status 0 "t_expr runs to its end under trace"
expect_lines "$tmp/out" "$tmp/trace" EXPECT "one line per broken expression, naming it and its description; valid calls none"
check "[ \$(grep -c ' mmap(' $tmp/trace) -eq 1 ]" "mmap(MAP_SHARED|MAP_PRIVATE|MAP_ANONYMOUS) is one caller error"

run "$KAPI" trace --entry-only -o "$tmp/eo" -- "$T/t_expr"
sed 's/) = -EINVAL: /) = ?: /' "$tmp/out" > "$tmp/out.eo"
expect_lines "$tmp/out.eo" "$tmp/eo" EXPECT "--entry-only: the filter traps exactly the calls that break an expression"

# the filter judged them: mmap and mlockall calls that keep to their
# expressions (libc's own mmaps among them) never stopped
run "$KAPI" trace --entry-only --summary=stopped -o "$tmp/sum" -- "$T/t_expr"
check "awk '\$1 == \"mmap\" { found = 1; exit !(\$2 == 1 && \$3 == 1) } END { exit !found }' $tmp/sum" "--entry-only: only the one invalid mmap traps"
check "awk '\$1 == \"mlockall\" { found = 1; exit !(\$2 == 1 && \$3 == 1) } END { exit !found }' $tmp/sum" "and only the one invalid mlockall"
check "grep -q 'mode: seccomp filter checks' $tmp/sum" "with the filter doing the checking"

# the same program with --no-filter: every mmap stops, same findings
run "$KAPI" trace --entry-only --no-filter -o "$tmp/nf" -- "$T/t_expr"
sed 's/) = -EINVAL: /) = ?: /' "$tmp/out" > "$tmp/out.eo"
expect_lines "$tmp/out.eo" "$tmp/nf" EXPECT "--no-filter: user space finds the same"
# every kind of expression the filter compiles, across the corpus: the
# filter and the library find the same calls, and valid calls do not stop
run "$KAPI" trace -o "$tmp/full" -- "$T/t_expr_filter"
invalid=$(sed -n 's/^invalid //p' "$tmp/out")
run "$KAPI" trace --entry-only --summary=stopped -o "$tmp/eo" -- "$T/t_expr_filter"
norm() { sed -E 's/^[0-9]+ ([a-z0-9_]+)\(.*\) = [^:]*: /\1: /; s/0x[0-9a-f]{6,}/ADDR/g' | sort; }
norm < "$tmp/full" > "$tmp/full.n"
grep ') = ?: ' "$tmp/eo" | norm > "$tmp/eo.n"
check "[ \$(wc -l < $tmp/full.n) -eq ${invalid:-99} ] && cmp -s $tmp/full.n $tmp/eo.n" "--entry-only: the filter finds what the tracer finds (${invalid:-?} invalid calls over 22 syscalls)"
stops=$(sed -n 's/.*; \([0-9]*\) stops$/\1/p' "$tmp/eo")
check "[ -n '$stops' ] && [ '$stops' -le \$((${invalid:-0} + 5)) ]" "and valid calls do not stop ($stops stops for ${invalid:-?} invalid calls)"
done_testing

#!/bin/sh
# kapi trace --entry-only with the built-in corpus loads the filter built
# at compile time (gen/trace_filter.c); it must judge as the filter built
# at start-up does (KAPI_TRACE_NO_PREBUILT=1): the same findings, the
# same stops, on the filter's own test program and on a real one.
. "$(dirname "$0")/lib.sh"
: "${KAPI_BUILD:=$(dirname "$0")/../../build}"
T=$KAPI_BUILD/tests/trace

need_tracing
check "nm '$KAPI' 2>/dev/null | grep -q kapi__prebuilt_filter\$ || ! command -v nm >/dev/null" \
	"the kapi binary carries the prebuilt filter"
# pids and addresses differ from run to run
norm() { sed -E 's/^[0-9]+ //; s/0x[0-9a-f]{6,}/ADDR/g' "$1"; }
for prog in "$T/t_filter" "$T/t_flags" "python3 -c pass"; do
	[ -x "${prog%% *}" ] || command -v "${prog%% *}" >/dev/null || {
		pass "# SKIP $prog is not built"; pass "# SKIP"; continue; }
	run "$KAPI" trace --entry-only -c --summary=stopped -o "$tmp/pre" -- $prog
	KAPI_TRACE_NO_PREBUILT=1 run "$KAPI" trace --entry-only -c --summary=stopped -o "$tmp/rt" -- $prog
	check "[ \"\$(norm $tmp/pre)\" = \"\$(norm $tmp/rt)\" ]" \
		"$prog: prebuilt and start-up filters stop on the same calls"
	run "$KAPI" trace --entry-only -o "$tmp/pre" -- $prog
	KAPI_TRACE_NO_PREBUILT=1 run "$KAPI" trace --entry-only -o "$tmp/rt" -- $prog
	check "[ \"\$(norm $tmp/pre)\" = \"\$(norm $tmp/rt)\" ]" \
		"$prog: and report the same findings"
done
done_testing

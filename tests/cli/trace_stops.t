#!/bin/sh
# --entry-only stops only on calls the entry check can find fault with:
# an ioctl whose spec only fills a struct in (TCGETS, which isatty makes
# on every file it opens) is judged at its return, which --entry-only
# never sees, so it must run without a stop; uname, whose spec is named
# sys_newuname, is checked in the filter like any other call.  Without -f
# a child's calls, which are not reported, are not stopped at their exit.
. "$(dirname "$0")/lib.sh"

need_tracing
if ! command -v python3 >/dev/null; then
	echo "1..0 # SKIP python3 is not installed"
	exit 0
fi
prog='import os
f = open("/dev/null")
for _ in range(50):
    f.isatty()
    os.uname()'
run "$KAPI" trace --entry-only -c --summary=stopped -o "$tmp/sum" -- python3 -c "$prog"
expect_status 0 "--entry-only -c --summary=stopped runs python"
check "! grep -q '^ioctl ' $tmp/sum" "TCGETS (isatty) runs without a stop"
check "! grep -q '^uname ' $tmp/sum" "uname (spec sys_newuname) runs without a stop"
sed 's/^/#   /' "$tmp/sum"
# full mode still sees them all: TCGETS's struct is checked at its return
run "$KAPI" trace -c -o "$tmp/sum" -- python3 -c "$prog"
check "awk '\$1 == \"ioctl\" && \$2 >= 50 { ok = 1 } END { exit !ok }' $tmp/sum" \
	"full mode still stops on every TCGETS"

# the filter's checks fill more than one BPF program: those that do not
# fit the first go to a second (t_deep makes a valid call of each deep
# spec; waitid, open and clock_gettime were plain traps for lack of room)
T=${KAPI_BUILD:-$(dirname "$0")/../../build}/tests/trace
run "$KAPI" trace --entry-only -f -c --summary=stopped -o "$tmp/sum" -- "$T/t_deep"
check "[ '$status' -eq 0 ] && ! grep -E -q '^(waitid|open|clock_gettime|futex_wait|shmget) ' $tmp/sum" \
	"--entry-only: valid calls checked by the second filter run without a stop"
check "grep -q '^mount ' $tmp/sum" "and calls the filter cannot judge still stop (mount)"

# without -f a child's calls are not reported, so not checked: its 1000
# mlockall calls stop once each (the filter traps them), not at their exit
stops() { sed -n 's/^mode: .*; \([0-9]*\) stops$/\1/p' "$tmp/sum"; }
run "$KAPI" trace -c -o "$tmp/sum" -- sh -c "$T/t_loop 1000 10; true"
ns=$(stops)
check "[ '$status' -eq 0 ] && [ '${ns:-0}' -ge 1000 ] && [ '${ns:-0}' -lt 1500 ] && ! grep -q '^mlockall  *[1-9]' $tmp/sum" \
	"without -f a child's calls stop only at their entry ($ns stops for 1000 calls)"
run "$KAPI" trace -f -c -o "$tmp/sum" -- sh -c "$T/t_loop 1000 10; true"
ns=$(stops)
check "[ '${ns:-0}' -ge 2000 ] && grep -q '^mlockall  *1000  *100 ' $tmp/sum" \
	"with -f they are checked at entry and exit ($ns stops)"
run "$KAPI" trace --enforce -c -o "$tmp/sum" -- sh -c "$T/t_loop 1000 10; true"
ns=$(stops)
check "[ '${ns:-0}' -ge 2000 ]" "--enforce judges the child's calls without -f too ($ns stops)"
done_testing

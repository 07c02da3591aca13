#!/bin/sh
# --entry-only stops only on calls the entry check can find fault with:
# an ioctl whose spec only fills a struct in (TCGETS, which isatty makes
# on every file it opens) is judged at its return, which --entry-only
# never sees, so it must run without a stop; uname, whose spec is named
# sys_newuname, is checked in the filter like any other call.
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
done_testing

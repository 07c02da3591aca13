#!/bin/sh
# LTP's syscall tests stay transparent under kapi trace -f (the runner is
# scripts/ltp-trace.sh; LTP itself is never part of this repository).
# Skips unless $KAPI_LTP (default /var/tmp/ltp-src) is an LTP tree with its
# syscall tests built.  A handful of entries, seccomp01 among them (strict
# mode next to kapi's filter), each passing untraced and traced; one a
# tracer's property (rt_sigtimedwait01, strace -f fails it too), and two
# the runner never runs (a loop device, all free memory).
. "$(dirname "$0")/lib.sh"
ltp=${KAPI_LTP:-/var/tmp/ltp-src}
root=$(cd "$(dirname "$0")/../.." && pwd)

if [ ! -x "$ltp/testcases/kernel/syscalls/seccomp/seccomp01" ] ||
   [ ! -r "$ltp/runtest/syscalls" ]; then
	echo "1..0 # SKIP no built LTP at $ltp (set KAPI_LTP)"
	exit 0
fi
if ! command -v unshare >/dev/null || ! unshare --mount true 2>/dev/null; then
	echo "1..0 # SKIP the runner needs a mount namespace (unshare --mount)"
	exit 0
fi
run "$root/scripts/ltp-trace.sh" -k "$KAPI" -o "$tmp/ltp" -t 120 "$ltp" \
	seccomp01 close01 dup01 pipe01 read01 write01 getpid01 waitpid01 \
	rt_sigtimedwait01 fstatfs01_64 setsockopt11
expect_status 0 "no entry differs under kapi trace -f"
check "grep -q '^transparent  seccomp01' $tmp/out" \
	"seccomp01 (SECCOMP_MODE_STRICT) passes traced"
check "grep -q '^differ under kapi:  0' $tmp/out && grep -qE '^transparent: +[1-9]' $tmp/out" \
	"the summary counts the transparent entries"
if command -v strace >/dev/null; then
	check "grep -q '^tracer-prop  rt_sigtimedwait01 .*fails under strace -f too' $tmp/out" \
		"what fails under strace -f too is a tracer's property (rt_sigtimedwait01)"
else
	pass "# SKIP no strace to compare with"
fi
check "grep -q '^unsafe       fstatfs01_64\$' $tmp/out" \
	"a _64 build of a test taking a block device is never run"
check "grep -q '^unsafe       setsockopt11\$' $tmp/out" \
	"a test filling all free memory is never run"
done_testing

#!/bin/sh
# kapi sysfs judges writability from the mode and the caller's credentials
# (faccessat): no attribute is ever opened for writing, not even without
# writing, since an auditor sees the open.
. "$(dirname "$0")/lib.sh"

attr() {
	mkdir -p "$(dirname "$tmp/sys/$1")"
	printf '%s\n' "$2" > "$tmp/sys/$1"
	chmod "$3" "$tmp/sys/$1"
}
attr block/vdx/queue/nr_requests 64 0644
attr block/vdx/queue/logical_block_size 512 0444
attr block/vdx/queue/read_ahead_kb 128 0666
chmod 755 "$tmp"

run "$KAPI" sysfs list --root "$tmp/sys" '*vdx*'
# 1: read_ahead_kb's 0666 is not its spec's mode
check '[ "$status" -le 1 ]' "list runs"
expect_out "vdx/queue/nr_requests = 64  \\($(printf '%04o' 0644) r w\\)$" "a 0644 attribute is writable"
expect_out "vdx/queue/logical_block_size = 512  \\(0444 r\\)$" "a 0444 attribute is not, even for root"
if [ "$(id -u)" = 0 ] && command -v setpriv >/dev/null; then
	run setpriv --reuid=65534 --regid=65534 --clear-groups "$KAPI" sysfs list --root "$tmp/sys" '*vdx*'
	expect_out "vdx/queue/nr_requests = 64  \\(0644 r\\)$" "another user: root's 0644 attribute is not writable"
	expect_out "vdx/queue/read_ahead_kb = 128  \\(0666 r w\\)$" "another user: a 0666 one is"
else
	pass "# SKIP needs root and setpriv to run as another user"
	pass "# SKIP needs root and setpriv to run as another user"
fi

# strace sees every open: reads only
if command -v strace >/dev/null && strace -f -qq -e trace=none true 2>/dev/null; then
	for verb in list check; do
		strace -f -qq -e trace=open,openat,openat2 -o "$tmp/trace" \
			"$KAPI" sysfs $verb --root "$tmp/sys" '*vdx*' >/dev/null 2>&1
		grep -F "$tmp/sys/block" "$tmp/trace" > "$tmp/opens"
		check "grep -q 'nr_requests.*O_RDONLY' '$tmp/opens'" "sysfs $verb: strace sees the attributes opened for reading"
		check "! grep -E 'O_WRONLY|O_RDWR|O_CREAT|O_TRUNC' '$tmp/opens'" "sysfs $verb: and none opened for writing"
	done
else
	for i in 1 2 3 4; do pass "# SKIP strace is missing or cannot trace here"; done
fi
done_testing

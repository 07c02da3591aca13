#!/bin/sh
# Makes sure tracefs is mounted for kapi verify: succeeds when it is (or
# when, as root, it could be mounted at /sys/kernel/tracing); fails
# otherwise.
for d in /sys/kernel/tracing /sys/kernel/debug/tracing; do
	[ -d "$d/events/syscalls" ] && exit 0
done
[ "$(id -u)" -eq 0 ] || exit 1
mount -t tracefs nodev /sys/kernel/tracing 2>/dev/null &&
	[ -d /sys/kernel/tracing/events/syscalls ]

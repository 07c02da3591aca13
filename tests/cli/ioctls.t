#!/bin/sh
# ioctl families, live: each t_ioctl_<family> program makes valid calls (no
# finding), checks the kernel answers as the spec says (no MISMATCH line),
# and makes one invalid call whose finding it prints ("EXPECT ...").
. "$(dirname "$0")/lib.sh"
: "${KAPI_BUILD:=$(dirname "$0")/../../build}"
T=$KAPI_BUILD/tests/trace

need_tracing

# family PROGRAM WHAT: three results, or three honest skips
family() {
	run "$KAPI" trace -o "$tmp/trace" -- "$T/$1"
	if grep -q '^SKIP' "$tmp/out"; then
		why=$(sed -n 's/^SKIP //p' "$tmp/out" | head -1)
		pass "# SKIP $2: $why"
		pass "# SKIP $2: $why"
		pass "# SKIP $2: $why"
		return
	fi
	expect_status 0 "$2: the program runs"
	check "! grep '^MISMATCH' $tmp/out" "$2: the kernel answers as the specs say"
	grep '^MISMATCH' "$tmp/out" | sed 's/^/#   /'
	sed -n "s/^EXPECT //p" "$tmp/out" | sort > "$tmp/want"
	sort "$tmp/trace" > "$tmp/got"
	if [ -s "$tmp/want" ] && cmp -s "$tmp/want" "$tmp/got"; then
		pass "$2: the invalid call's finding, none for the valid ones"
	else
		fail "$2: the invalid call's finding, none for the valid ones"
		diff "$tmp/want" "$tmp/got" | sed 's/^/#   /' | head -20
	fi
}

family t_ioctl_random "random (RND*) on /dev/urandom"
family t_ioctl_ns "pidfd (PIDFD_*) and nsfs (NS_*) on a pidfd and its namespaces"
family t_ioctl_uffd "userfaultfd (UFFDIO_*, USERFAULTFD_IOC_NEW) on anonymous and shmem memory"
family t_ioctl_seccomp "seccomp notification (SECCOMP_IOCTL_NOTIF_*) on a listener"
family t_ioctl_perf "perf events (PERF_EVENT_IOC_*) on software and breakpoint events"
family t_ioctl_net "sockets (SIOC*) on lo in a network namespace of its own"
family t_ioctl_fs "files (FS_IOC_*, FICLONE, FIDEDUPERANGE, FIEMAP, ...) on ext4 and tmpfs"
family t_ioctl_tun "TUN/TAP (TUN*) on /dev/net/tun in a network namespace of its own"
family t_ioctl_vt "virtual consoles (VT_*, KD*, GIO_SCRNMAP) on /dev/tty0"
family t_ioctl_fuse "fuse (FUSE_DEV_IOC_*) on /dev/fuse and inotify (INOTIFY_IOC_SETNEXTWD)"

done_testing

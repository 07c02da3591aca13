#!/bin/sh
# kapi export -f seccomp: an OCI profile from a trace summary or a list of
# syscalls; libseccomp loads it and a program runs under it
. "$(dirname "$0")/lib.sh"

: "${KAPI_BUILD:=$(dirname "$0")/../../build}"
prog=$KAPI_BUILD/tests/trace/t_seccomp
loader=$KAPI_BUILD/tests/helpers/seccomp_load

run "$KAPI" export -f seccomp mlockall
expect_status 0 "export -f seccomp of one syscall exits 0"
check "jq -e '.defaultAction == \"SCMP_ACT_ERRNO\" and .defaultErrnoRet == 1 and .architectures == [\"SCMP_ARCH_X86_64\"]' $tmp/out >/dev/null" \
	"everything else fails with EPERM, on x86_64"
check "jq -e '[.syscalls[] | .args[0] | select(.index == 0 and .value == 4294967295 and .op == \"SCMP_CMP_MASKED_EQ\") | .valueTwo] == [1, 2, 3, 5, 6, 7]' $tmp/out >/dev/null" \
	"mlockall's mask 0x7, refined by its expression (MCL_CURRENT or MCL_FUTURE), is the six combinations it allows"
run "$KAPI" export -f seccomp mlock2
check "jq -e '[.syscalls[] | select(.names == [\"mlock2\"])][0].args[1] == {index: 2, value: 4294967294, valueTwo: 0, op: \"SCMP_CMP_MASKED_EQ\"}' $tmp/out >/dev/null" \
	"a plain mask is MASKED_EQ with value ~mask (32 bits) and valueTwo 0"

run "$KAPI" export -f seccomp fcntl
check "jq -e '[.syscalls[] | select(.names == [\"fcntl\"])] | length > 10' $tmp/out >/dev/null" \
	"an enum becomes one alternative rule a value"
check "jq -e '[.syscalls[] | (.args // [])[] | select(.index == 1 and .value == 4294967295 and .valueTwo == 1030)] | length == 1' $tmp/out >/dev/null" \
	"F_DUPFD_CLOEXEC (1030) among them, low 32 bits compared"
run "$KAPI" export -f seccomp kill
check "jq -e '[.syscalls[] | select(.names == [\"kill\"])][0].args == [{index: 1, value: 64, valueTwo: 0, op: \"SCMP_CMP_LE\"}]' $tmp/out >/dev/null" \
	"a range from 0 is SCMP_CMP_LE max"
run "$KAPI" export -f seccomp getppid FWCTL_RPC
check "jq -e '.syscalls == [{names: [\"getppid\", \"restart_syscall\", \"rt_sigreturn\"], action: \"SCMP_ACT_ALLOW\"}, {names: [\"ioctl\"], action: \"SCMP_ACT_ALLOW\", args: [{index: 1, value: 4294967295, valueTwo: 39425, op: \"SCMP_CMP_MASKED_EQ\"}], comment: \"FWCTL_RPC (fwctl_rpc)\"}]' $tmp/out >/dev/null" \
	"an ioctl spec allows ioctl with its command only"
printf 'read, write\n# a comment\nclose exit_group\n' >"$tmp/list"
run "$KAPI" export -f seccomp --syscalls "$tmp/list" --syscalls getpid,gettid
check "jq -e '.syscalls[0].names == [\"close\", \"exit_group\", \"getpid\", \"gettid\", \"read\", \"restart_syscall\", \"rt_sigreturn\", \"write\"]' $tmp/out >/dev/null" \
	"--syscalls takes a file of names and a comma list (rt_sigreturn and restart_syscall always join)"
# what kapi -j trace -c -o writes: a line a finding, then the summary
printf '{"syscall":"fcntl","finding":"fd_closed"}\n{"summary":[{"syscall":"getpid","calls":1}]}\n' >"$tmp/lines.json"
run "$KAPI" export -f seccomp --syscalls "$tmp/lines.json"
check "jq -e '.syscalls[0].names == [\"getpid\", \"restart_syscall\", \"rt_sigreturn\"]' $tmp/out >/dev/null" \
	"a trace output with findings before the summary is read"
run "$KAPI" export -f seccomp --syscalls read,no_such_call
expect_status 3 "an unknown syscall exits 3"
expect_err "'no_such_call' is neither an x86_64 syscall" "and says which"
echo '{"summary": [{"calls": 1}]}' >"$tmp/bad.json"
run "$KAPI" export -f seccomp --syscalls "$tmp/bad.json"
expect_status 2 "a summary entry without a syscall is a usage error"
# --arch: the architecture's name in the profile, only its syscalls, and
# the masks in its constants (fanotify_init's event_f_flags hold O_DIRECT
# and O_LARGEFILE, which sit elsewhere on arm64: 0x1e1c03, 0x1c9c03 on x86)
run "$KAPI" export -f seccomp --arch aarch64 fanotify_init
check "[ \"\$(jq -c '[.architectures, .syscalls[1].names, (.syscalls[1].args[1].value | 4294967295 - .)]' \"\$tmp/out\")\" = '[[\"SCMP_ARCH_AARCH64\"],[\"fanotify_init\"],1973251]' ]" \
	"--arch aarch64: SCMP_ARCH_AARCH64, and fanotify_init's flag mask in arm64's O_* values"
run "$KAPI" export -f seccomp --arch arm64
check "[ \"\$(jq '[.syscalls[].names[]] | (index(\"openat\") != null) and (index(\"open\") == null) and (index(\"fork\") == null)' \"\$tmp/out\")\" = true ]" \
	"the whole set on arm64 allows openat, and not open and fork, which it lacks"
run "$KAPI" export -f seccomp --arch arm64 open
expect_status 3 "naming a syscall the architecture lacks exits 3"
expect_err "'open' is neither an aarch64 syscall" "and says which"
run "$KAPI" export -f seccomp --arch sparc64 read
expect_status 2 "an architecture OCI profiles have no name for is refused, saying so"
run "$KAPI" export -f json --syscalls read
expect_status 2 "--syscalls without -f seccomp is a usage error"
run "$KAPI" export -f seccomp
check "[ \$(jq '[.syscalls[].names[]] | unique | length' $tmp/out) -ge 300 ]" "without names: every syscall with a spec"

if [ ! -x "$loader" ]; then
	for i in 1 2 3 4 5 6 7 8 9; do
		echo "ok $((n + 1)) # SKIP no libseccomp: $loader was not built (install libseccomp-dev)"
		n=$((n + 1))
	done
	done_testing
	exit
fi
# the profile of a traced run of the program, then the program under it
run "$KAPI" -j trace --generated -c -o "$tmp/summary.json" -- "$prog" ok
expect_status 0 "kapi trace -c -j writes the summary"
"$KAPI" export -f seccomp --syscalls "$tmp/summary.json" -o "$tmp/profile.json"
run "$loader" "$tmp/profile.json" "$prog" ok
check "[ $status -eq 0 ] && grep -qx 'mlockall: 0' $tmp/out && grep -qx 'munlockall: 0' $tmp/out" \
	"the program runs under its profile and its calls succeed"
[ "$status" -eq 0 ] || sed 's/^/#   /' "$tmp/err"
run "$prog" badbits
check "grep -qx 'mlockall: EINVAL' $tmp/out" "unconfined, a bit outside the mask is the kernel's EINVAL"
run "$loader" "$tmp/profile.json" "$prog" badbits
check "grep -qx 'mlockall: EPERM' $tmp/out" "under the profile the filter refuses it first (EPERM)"
run "$prog" onfault
check "grep -qx 'mlockall: EINVAL' $tmp/out" "unconfined, MCL_ONFAULT alone is the kernel's EINVAL"
run "$loader" "$tmp/profile.json" "$prog" onfault
check "grep -qx 'mlockall: EPERM' $tmp/out" "under the profile the expression's rule refuses it (EPERM)"
run "$loader" "$tmp/profile.json" "$prog" unlisted
check "grep -qx 'getppid: EPERM' $tmp/out && grep -qx 'mlockall: 0' $tmp/out" \
	"a syscall the profile does not list is refused"
# every rule of the whole corpus is one libseccomp takes
"$KAPI" export -f seccomp -o "$tmp/all.json"
run "$loader" "$tmp/all.json" /bin/echo loaded
check "[ $status -eq 0 ] && grep -qx loaded $tmp/out && ! grep -v 'skipping unknown syscall' $tmp/err | grep -q ." \
	"the profile of the whole corpus loads (names newer than libseccomp skipped, as runc does)"
# the loader must be able to fail: a profile allowing nothing but exit
"$KAPI" export -f seccomp exit_group -o "$tmp/tiny.json"
run "$loader" "$tmp/tiny.json" "$prog" ok
check "[ $status -ne 0 ] && ! grep -q 'mlockall: 0' $tmp/out" "a profile without execve stops the program"
done_testing

#!/bin/sh
# --arch: syscall numbers and errno values of other architectures
. "$(dirname "$0")/lib.sh"

run "$KAPI" --arch aarch64 show sys_mlockall
expect_status 0 "show on aarch64"
expect_out '^syscall_nr: 230$' "mlockall is 230 on aarch64"
run "$KAPI" --arch arm64 show sys_open
expect_out '^syscall_nr: none \(aarch64 has no open\)$' "arm64 names aarch64, which has no open"

run "$KAPI" --arch i386 list --type syscall
expect_status 0 "list on i386"
expect_out '^  sys_read +3  ' "read is 3 on i386"
expect_out '^  sys_mlockall +152  ' "mlockall is 152 on i386"
run "$KAPI" -j --arch x32 list --type syscall
check "jq -e '.specs[] | select(.name == \"sys_mlockall\") | .syscall_nr == 1073741975 and .arch == \"x32\"' $tmp/out >/dev/null" "x32 numbers carry the x32 bit"
run "$KAPI" -j --arch mips64 list
check "jq -e '.specs[] | select(.name == \"sys_mlockall\") | .syscall_nr == 5148' $tmp/out >/dev/null" "mips64 n64 numbers start at 5000"
run "$KAPI" -j --arch riscv64 list
check "jq -e '.specs[] | select(.name == \"sys_mseal\") | .syscall_nr == 462' $tmp/out >/dev/null" "a syscall newer than libseccomp's tables gets the shared number"
check "jq -e '.specs[] | select(.name == \"sys_open\") | .syscall_nr == null' $tmp/out >/dev/null" "and one the architecture lacks is null"
if [ "$(uname -m)" = x86_64 ]; then
	run "$KAPI" -j list
	check "jq -e '.specs[] | select(.name == \"sys_mlockall\") | .syscall_nr == 151 and .arch == \"x86_64\"' $tmp/out >/dev/null" "without --arch the numbers are this machine's"
	run "$KAPI" --arch i386 verify
	expect_status 2 "verify refuses another architecture than the running kernel's"
	expect_err 'running kernel, which is x86_64' "and says why"
else
	pass "# SKIP this machine is not x86_64"
	pass "# SKIP this machine is not x86_64"
	pass "# SKIP this machine is not x86_64"
fi
run "$KAPI" --arch loongarch64 show sys_mlockall
expect_out '^syscall_nr: 230$' "loongarch64 uses the generic table"

run "$KAPI" -j --arch mips64 show sys_write
check "jq -e '.specs[0] | [.errors[] | select(.name == \"EDQUOT\")][0].code == -1133' $tmp/out >/dev/null" "errno values follow the architecture (mips EDQUOT 1133)"
run "$KAPI" -j --arch alpha show sys_write
check "jq -e '.specs[0] | [.errors[] | select(.name == \"EAGAIN\")][0].code == -35' $tmp/out >/dev/null" "alpha's EAGAIN is 35"
run "$KAPI" -j --arch aarch64 show sys_write
check "jq -e '.specs[0] | [.errors[] | select(.name == \"EAGAIN\")][0].code == -11' $tmp/out >/dev/null" "generic architectures keep the common values"
run "$KAPI" --arch mips64 lint
expect_status 0 "the corpus lints clean with mips errno values"

run "$KAPI" --arch mips64 validate sys_write --return -1133
expect_status 0 "validate reads a return value in the architecture's numbers"
run "$KAPI" --arch mips64 validate sys_write --return -122
expect_status 1 "mips 122 is EOPNOTSUPP, which write does not list"
expect_out 'EOPNOTSUPP' "and the finding names it"
run "$KAPI" --arch mips64 validate sys_write --return -EDQUOT
expect_status 0 "errno names mean the same on every architecture"

run "$KAPI" --arch vax list
expect_status 2 "an unknown architecture is a usage error"
expect_err "unknown architecture 'vax' \(one of: x86_64 i386" "naming the ones kapi knows"
# flag and enum constants that move per architecture (data/flags_arch.tsv)
run "$KAPI" --arch sparc64 validate sys_mlockall flags=0x2000
expect_status 0 "sparc's MCL_CURRENT is 0x2000: valid there"
run "$KAPI" --arch sparc64 validate sys_mlockall flags=1
expect_status 1 "and 1 is no MCL_* flag on sparc"
run "$KAPI" --arch sparc64 validate sys_mlockall flags=0x8000
expect_status 1 "the constraint expression speaks sparc too: MCL_ONFAULT alone is refused"
expect_out "'flags & \(0x2000 \| 0x4000\)' is false" "with sparc's values in the expression"
run "$KAPI" --arch aarch64 validate sys_mlockall flags=1
expect_status 0 "arm64 keeps the generic MCL_CURRENT"
# arm64's O_DIRECTORY and friends are 32-bit arm's (its asm/fcntl.h, and
# the arm64 kernel: tests/cli/arm64.t)
run "$KAPI" --arch aarch64 show sys_openat
expect_out '^arch_constants: flags: O_DIRECT=0x10000, O_LARGEFILE=0x20000, O_DIRECTORY=0x4000, O_NOFOLLOW=0x8000, O_TMPFILE=0x404000' \
	"arm64's O_* values that differ from x86's"
# a constant defined by another (O_NOTIFICATION_PIPE is O_EXCL) moves with
# it: pipe2's mask on arm64 is what the arm64 build holds (O_DIRECT 0x10000)
run "$KAPI" --arch aarch64 show sys_pipe2
expect_out '^    valid_mask: 0x90880$' "pipe2's mask on arm64 (O_DIRECT there, O_NOTIFICATION_PIPE known)"
# limits no uapi header names move too: arm64's address space is 1 << 48
# (x86-64's stops a page short of 1 << 47), its struct epoll_event 16 bytes
run "$KAPI" --arch aarch64 validate sys_mlock start=0 len=0x800000000000
expect_status 0 "mlock of 1 << 47 bytes fits arm64's address space"
run "$KAPI" --arch x86_64 validate sys_mlock start=0 len=0x800000000000
expect_status 1 "and not x86-64's"
run "$KAPI" --arch aarch64 validate sys_epoll_wait epfd=3 events=0x1000 maxevents=150000000 timeout=0
expect_status 1 "maxevents 150000000 passes arm64's INT_MAX / 16"
run "$KAPI" --arch alpha show sys_openat
expect_out '^arch_constants: flags: O_CREAT=0x200, O_EXCL=0x800, ' "show --arch names the constants that move, with their values there"
expect_out '^    valid_mask: 0x1fbfe0f$' "and the mask is alpha's"
run "$KAPI" --arch mips64 validate sys_openat flags=0x100
expect_status 0 "mips O_CREAT (0x100) is valid"
run "$KAPI" show sys_openat
check "! grep -q arch_constants $tmp/out" "the native show has no such line"
if [ -d /usr/sparc64-linux-gnu/include/asm ] && [ -d /usr/alpha-linux-gnu/include/asm ] &&
   [ -d /usr/hppa-linux-gnu/include/asm ] && [ -d /usr/mips64el-linux-gnuabi64/include/asm ] &&
   [ -d /usr/powerpc64le-linux-gnu/include/asm ] && [ -d /usr/arm-linux-gnueabihf/include/asm ]; then
	"$(dirname "$0")/../../scripts/gen-flags-arch.sh" "$KAPI" > "$tmp/flags" 2>"$tmp/err"
	check "cmp -s $tmp/flags $(dirname "$0")/../../data/flags_arch.tsv" \
		"data/flags_arch.tsv is what the cross headers say for every constant the corpus names (rerun scripts/gen-flags-arch.sh)"
else
	pass "# SKIP the cross headers (linux-libc-dev-*-cross) are not installed"
fi
done_testing

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
done_testing

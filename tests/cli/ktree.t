#!/bin/sh
# Kernel trees and the running kernel as baselines (lib/load/load_ktree.c,
# lib/live/live_baseline.c): a small fixture tree, the real Debian trees
# when scripts/unpack-kernel-trees.sh has unpacked them, and this machine.
. "$(dirname "$0")/lib.sh"
root=$(cd "$(dirname "$0")/../.." && pwd)
kt=$root/tests/fixtures/ktree/base
export KAPI_CACHE_DIR="$tmp/cache"
skip() { i=0; while [ $i -lt "$2" ]; do pass "# SKIP $1"; i=$((i + 1)); done; }

run "$KAPI" -j show --from "$kt" sys_mlockall
expect_status 0 "a kernel tree is read by its layout"
check "jq -e '.specs[0] | .generated and .parameters[0].constraint_type == \"mask\" and .parameters[0].valid_mask == \"0x107\"' $tmp/out >/dev/null" "mlockall.flags: the MCL_* bits the tree defines, one written as an expression"
check "jq -e '.specs[0] | .parameters[0].constraint_desc | test(\"MCL_FIXTURE_ONLY=0x100\")' $tmp/out >/dev/null" "values come from the tree's headers (a name no host header has)"
run "$KAPI" -j show --from "$kt" sys_membarrier
check "jq -e '.specs[0] | .parameters[0].constraint_type == \"enum\" and (.parameters[0].constraint_desc | test(\"MEMBARRIER_CMD_GLOBAL=1 \") and test(\"MEMBARRIER_CMD_PRIVATE_EXPEDITED_RSEQ=1024 \") and test(\"MEMBARRIER_CMD_FIXTURE_NEXT=257 \") and test(\"MEMBARRIER_CMD_SHARED=1\$\"))' $tmp/out >/dev/null" "enumerators of uapi enums are constants: set by expressions, counted on, aliased"
check "jq -e '.specs[0] | .parameters[1].valid_mask == \"0x1\"' $tmp/out >/dev/null" "a mask made of an enum's values"
check "jq -e '.specs[0] | .parameters[0].constraint_desc | test(\"FLAG_CPU\") | not' $tmp/out >/dev/null" "enum:TAG: a glob takes the members of the argument's enum only (not MEMBARRIER_CMD_FLAG_CPU of another enum)"
trees=${KAPI_TREES:-/var/tmp/kapi-trees}
if [ -d "$trees/linux-source-6.12/include/uapi" ]; then
	run env KAPI_KTREE_PROBES=0 "$KAPI" -j show --from "$trees/linux-source-6.12" sys_bpf
	check "jq -e '.specs[0].parameters[0].constraint_desc | (test(\"BPF_MAP_CREATE=0 \") and (test(\"BPF_TCP_|BPF_PROG_TYPE_|BPF_ADD=\") | not))' $tmp/out >/dev/null" "linux 6.12: bpf's cmd takes enum bpf_cmd, not attach types, TCP states or opcodes"
else
	pass "# SKIP no unpacked linux-source-6.12 (scripts/unpack-kernel-trees.sh)"
fi
# data/arg_constants.tsv names an argument for every deep mask and enum
"$root/scripts/gen-arg-constants.sh" "$KAPI" | awk -F'\t' '!/^#/ { print $1 "." $2 }' | sort -u > "$tmp/want"
awk -F'\t' '!/^#/ { print $1 "." $2 }' "$root/data/arg_constants.tsv" | sort -u > "$tmp/have"
check "[ -s $tmp/want ] && [ -z \"\$(comm -23 $tmp/want $tmp/have)\" ]" "every deep mask and enum argument has a row (else: make gen-arg-constants)"
run "$KAPI" -j show --from "$kt" sys_read
check "jq -e '.specs[0] | [.parameters[] | .type_class] == [\"file_descriptor\", \"user_pointer\", \"uint\"] and .parameters[1].type == \"char *\"' $tmp/out >/dev/null" "SYSCALL_DEFINE3: names, C types without __user, type classes by data/type_classes.tsv"
run "$KAPI" -j show --from "$kt" sys_lookup_dcookie
expect_status 0 "every 64-bit table entry is a spec"
run "$KAPI" list --from "$kt"
check "! grep -q rt_sigaction $tmp/out" "x32 entries are left out"

run "$KAPI" -j show --from "$kt" FROB_GET
check "jq -e '.specs[0] | .cmd == \"0x80104601\" and .output_size == 16 and .input_size == 0 and .parameters[0].type == \"struct frob_args\"' $tmp/out >/dev/null" "an _IOR ioctl: command, size and type measured against the tree"
run "$KAPI" -j show --from "$kt" FROB_CMD_POKE
check "jq -e '.specs[0] | .cmd == \"0x40046600\" and .input_size == 4 and .parameters[0].type == \"__u32\"' $tmp/out >/dev/null" "an ioctl number written as an enumerator is an ioctl too"
run "$KAPI" -j show --from "$kt" uapi/linux/frob.h
check "jq -e '.specs[0] | .struct_specs[0] | .name == \"frob_args\" and .size == 16 and ([.fields[] | [.name, .offset, .size]] == [[\"flags\",0,4],[\"pad\",4,4],[\"addr\",8,8]])' $tmp/out >/dev/null" "a uapi struct's size and field offsets"
check "jq -e '.specs[0] | .struct_specs[1] | .name == \"frob_info\" and .size == 16 and ([.fields[] | [.name, .offset]] == [[\"kind\",0],[\"count\",4],[\"size\",4],[\"base\",8]])' $tmp/out >/dev/null" "members of an anonymous union are the struct's"
run "$KAPI" list --from "$kt"
expect_err "1 uapi header do not compile on their own" "a header needing the C library is skipped and counted (-nostdinc)"
check "ls $tmp/cache/ktree/*.out >/dev/null 2>&1" "measurements are cached under KAPI_CACHE_DIR"
# the cache is keyed on the tree's content, not its place
n_before=$(ls $tmp/cache/ktree | wc -l)
cp -r "$kt" "$tmp/copy"
run "$KAPI" -j show --from "$tmp/copy" FROB_GET
check "[ \$(ls $tmp/cache/ktree | wc -l) -eq $n_before ] && jq -e '.specs[0] | .cmd == \"0x80104601\"' $tmp/out >/dev/null" "a copy of a tree elsewhere is measured from the cache"
sed -i 's/__u64 addr;/__u64 addr;\n\t__u64 more;/' "$tmp/copy/include/uapi/linux/frob.h"
run "$KAPI" -j show --from "$tmp/copy" FROB_GET
check "[ \$(ls $tmp/cache/ktree | wc -l) -gt $n_before ] && jq -e '.specs[0] | .cmd == \"0x80184601\" and .output_size == 24' $tmp/out >/dev/null" "an edited header is measured again (struct grew, command changed)"
n_before=$(ls $tmp/cache/ktree | wc -l)
mkdir "$tmp/nc"
run env TMPDIR=$tmp/nc "$KAPI" diff --no-cache "$kt" "$tmp/copy"
expect_status 12 "--no-cache: the grown struct and the changed command are breaking"
expect_out "D061.*FROB_GET" "--no-cache still measures the ioctls"
check "[ \$(ls $tmp/cache/ktree | wc -l) -eq $n_before ] && [ -z \"\$(ls -A $tmp/nc)\" ]" "--no-cache neither reads nor writes the cache and leaves no folder behind"

# --progress: the loader ticks inside a tree (files read, probes compiled)
mkdir -p "$tmp/np"
run env TMPDIR=$tmp/np KAPI_PROGRESS_MS=0 "$KAPI" --progress diff --no-cache "$kt" "$kt"
check "grep -Eq 'reading .*base: [0-9]+ files, [0-9]+ specs' $tmp/err" "--progress ticks while a kernel tree is read, not only per stage"

run "$KAPI" -j show --from "$kt" /sys/kernel/frob/level
check "jq -e '.specs[0] | .notes | test(\"^ABI level: testing\")' $tmp/out >/dev/null" "a sysfs attribute keeps its ABI level"

# a struct moved to another header (which the old one includes) is compared
# there, not removed
cp -r "$kt" "$tmp/moved"
sed -i -e '/^\/\* an anonymous union/,/^};/d' -e 's|^#include <linux/ioctl.h>|&\n#include <linux/frob_info.h>|' \
	"$tmp/moved/include/uapi/linux/frob.h"
printf '#ifndef FROB_INFO_H\n#define FROB_INFO_H\n#include <linux/types.h>\nstruct frob_info {\n\t__u32 kind;\n\t__u32 count;\n\t__u64 base;\n};\n#endif\n' \
	> "$tmp/moved/include/uapi/linux/frob_info.h"
run "$KAPI" -j diff --only structs "$kt" "$tmp/moved"
check "jq -e '[.changes[] | select(.rule_id == \"D068\" or .rule_id == \"D069\")] | length == 0' $tmp/out >/dev/null" "a struct moved to another header is not removed"
check "jq -e 'any(.changes[]; .rule_id == \"D065\" and .subject == \"struct frob_info.size\")' $tmp/out >/dev/null" "and is compared where it went (its member size is gone)"

# a header wrapped for C++ (#ifdef __cplusplus / extern "C" {) has structs too
cp -r "$kt" "$tmp/cxx"
printf '#ifndef CXX_H\n#define CXX_H\n#include <linux/types.h>\n#ifdef __cplusplus\nextern "C" {\n#endif\nstruct cxx_args {\n\t__u32 a;\n\t__u64 b;\n};\n#ifdef __cplusplus\n}\n#endif\n#endif\n' \
	> "$tmp/cxx/include/uapi/linux/cxx.h"
run "$KAPI" -j show --from "$tmp/cxx" uapi/linux/cxx.h
check "jq -e '.specs[0].struct_specs[0] | .name == \"cxx_args\" and .size == 16' $tmp/out >/dev/null" "structs inside extern \"C\" { } are measured (btrfs.h, the drm headers)"

# a removed uapi header is not a break by itself; what it defined is
cp -r "$kt" "$tmp/renamed"
mv "$tmp/renamed/include/uapi/linux/fs_clone.h" "$tmp/renamed/include/uapi/linux/fs_clone2.h"
run "$KAPI" -j diff "$kt" "$tmp/renamed"
check "jq -e '[.changes[] | [.rule_id, .level, .api]] == [[\"D007\", \"info\", \"uapi/linux/fs_clone.h\"], [\"D002\", \"compatible\", \"uapi/linux/fs_clone2.h\"]] or [.changes[] | [.rule_id, .level, .api]] == [[\"D002\", \"compatible\", \"uapi/linux/fs_clone2.h\"], [\"D007\", \"info\", \"uapi/linux/fs_clone.h\"]]' $tmp/out >/dev/null" "a header renamed with its structs: D007 info, nothing breaking"
expect_status 4 "a renamed header: changes, no breaking bit"
rm "$tmp/renamed/include/uapi/linux/fs_clone2.h"
run "$KAPI" -j diff "$kt" "$tmp/renamed"
check "jq -e '[.changes[] | select(.level == \"breaking\") | [.rule_id, .subject]] == [[\"D068\", \"struct file_clone_range\"]]' $tmp/out >/dev/null" "a header gone with its struct: the struct is the break, not the header"
cp -r "$kt" "$tmp/broken"
sed -i 's|^#include <linux/types.h>|&\n#include <stdio.h>|' "$tmp/broken/include/uapi/linux/fs_clone.h"
run "$KAPI" -j diff "$kt" "$tmp/broken"
check "jq -e '[.changes[] | .rule_id] == [\"D008\"]' $tmp/out >/dev/null" "a header that no longer compiles alone: not compared (D008), neither removed nor its structs"

# output for kernel baselines: areas first, --only, --against-deep
cp -r "$kt" "$tmp/new"
sed -i 's/^#define MCL_FUTURE.*/&\n#define MCL_EXTRA 8/' "$tmp/new/include/uapi/asm-generic/mman.h"
mkdir -p "$tmp/new/Documentation/ABI/stable"
mv "$tmp/new/Documentation/ABI/testing/sysfs-kernel-frob" "$tmp/new/Documentation/ABI/stable/"
run "$KAPI" diff "$kt" "$tmp/new"
expect_status 4 "a new constant and a level change: bit 4 only"
check "head -1 $tmp/out | grep -q '^area *breaking'" "text opens with counts per area"
check "grep -q '^syscalls  *0  *0  *1  *0' $tmp/out" "one compatible syscall change counted"
expect_out '^sysfs:$' "changes are grouped by area"
run "$KAPI" -j diff --only sysfs "$kt" "$tmp/new"
check "jq -e '(.changes | length) > 0 and all(.changes[]; .area == \"sysfs\") and .summary.areas.sysfs.needs_review == 2' $tmp/out >/dev/null" "--only sysfs keeps sysfs changes"
run "$KAPI" diff --only nothing "$kt" "$tmp/new"
expect_status 2 "an unknown area is a usage error"
run "$KAPI" -j diff --against-deep "$kt" "$kt/../mlockall_deep.c"
check "jq -e '[.changes[].rule_id] == [\"D039\", \"D039\"]' $tmp/out >/dev/null" "--against-deep: only what the deep spec misses"
run "$KAPI" -f sarif diff "$kt" "$tmp/new"
check "jq -e '.runs[0].results | length == 3' $tmp/out >/dev/null" "SARIF has every change"

# the running kernel (tracefs needs root)
if [ -r /sys/kernel/tracing/events/syscalls ]; then
	run "$KAPI" -j diff --only syscalls "$kt" live
	check "[ \$((status & 4)) -eq 4 ] && jq -e '[.changes[] | select(.rule_id == \"D002\")] | length > 300' $tmp/out >/dev/null" "live: the running kernel's syscalls the fixture lacks are added"
	check "jq -e '[.changes[] | select(.api == \"sys_mlockall\" or .api == \"sys_read\")] | length == 0' $tmp/out >/dev/null" "live: prototypes matching the tree's are no change"
	run "$KAPI" -j show --from live sys_read
	check "jq -e '.specs[0] | .parameters[1].type == \"char *\" and .parameters[0].type_class == \"file_descriptor\"' $tmp/out >/dev/null" "--from live: a syscall's prototype from tracefs, classed like a tree's"
else
	skip "tracefs is not readable here" 3
fi
if [ -r /sys/kernel/tracing/events/syscalls ] && [ -r /sys/kernel/btf/vmlinux ] &&
   [ -r /sys/kernel/tracing/events/syscalls/sys_enter_membarrier ]; then
	run "$KAPI" -j diff --only syscalls "$kt" live
	check "jq -e '[.changes[] | select(.api == \"sys_membarrier\") | [.rule_id, .old, .new]] | any(. == [\"D038\", \"1024\", \"128\"]) and any(. == [\"D036\", null, \"MEMBARRIER_CMD_GET_REGISTRATIONS\"])' $tmp/out >/dev/null" "live: enum values from the kernel's BTF (a changed value, one the fixture lacks)"
	check "jq -e '[.changes[] | select(.api == \"sys_membarrier\" and .rule_id == \"D037\")] | length == 0' $tmp/out >/dev/null" "live: a name BTF lacks (it may be a #define) is taken over, not removed"
	run "$KAPI" -j diff --only structs "$kt" live
	check "jq -e '[.changes[] | [.rule_id, .subject, .old, .new]] == [[\"D063\", \"struct file_clone_range.src_length\", \"8\", \"16\"], [\"D063\", \"struct file_clone_range.src_offset\", \"16\", \"8\"]]' $tmp/out >/dev/null" "live: struct layouts from the kernel's BTF (two moved fields; frob_args, not in BTF, taken over)"
else
	skip "tracefs or /sys/kernel/btf/vmlinux is not readable here" 3
fi
if [ -r /sys/kernel/tracing/events/syscalls ] && [ -f /sys/kernel/uevent_seqnum ]; then
	run "$KAPI" -j diff --only sysfs "$kt" live
	check "jq -e '[.changes[] | select(.rule_id == \"D076\" and .level == \"info\" and (.api | startswith(\"/sys/kernel/\")))] | length > 0' $tmp/out >/dev/null" "live: attributes beside documented ones that the tree does not document are D076, info"
	check "jq -e '[.changes[] | select(.rule_id != \"D076\")] | length == 0' $tmp/out >/dev/null" "live: documented attributes, present or not, are not reported"
	expect_err "1 of 3 documented sysfs attributes found in /sys" "live: the documented attributes found in /sys are counted"
	run "$KAPI" -j diff --only sysfs live "$kt"
	check "jq -e '(.changes | length) > 0 and all(.changes[]; .rule_id == \"D076\")' $tmp/out >/dev/null" "live as the old side: still D076, never removed (D001)"
else
	skip "tracefs or /sys/kernel/uevent_seqnum is not readable here" 4
fi

# the real trees (scripts/unpack-kernel-trees.sh)
trees=${KAPI_TREES:-/var/tmp/kapi-trees}
if [ -d "$trees/linux-source-6.1/include/uapi" ] &&
   [ -d "$trees/linux-source-6.12/include/uapi" ]; then
	# syscalls only: the ioctl probes of a whole tree take minutes uncached
	export KAPI_KTREE_PROBES=0
	run "$KAPI" -j diff --only syscalls \
		"$trees/linux-source-6.1" "$trees/linux-source-6.12"
	unset KAPI_KTREE_PROBES
	check "[ $status -eq 12 ]" "6.1 -> 6.12: exit bits 4 and 8"
	check "[ \"\$(jq -r '[.changes[] | select(.rule_id == \"D002\") | .api] | sort | join(\" \")' $tmp/out)\" = 'sys_cachestat sys_fchmodat2 sys_futex_requeue sys_futex_wait sys_futex_wake sys_listmount sys_lsm_get_self_attr sys_lsm_list_modules sys_lsm_set_self_attr sys_map_shadow_stack sys_mseal sys_statmount sys_uretprobe' ]" "6.12 adds 13 syscalls: uretprobe and 451-462"
	check "jq -e 'any(.changes[]; .rule_id == \"D005\" and .api == \"sys_lookup_dcookie\")' $tmp/out >/dev/null" "lookup_dcookie's entry point is removed"
	check "jq -e '[.changes[] | select(.rule_id == \"D036\") | .api] | index(\"sys_mmap\") and index(\"sys_statx\") and index(\"sys_fcntl\")' $tmp/out >/dev/null" "new flag values in mmap, statx and fcntl"
	# the issue expected madvise and open too; their uapi headers define
	# the same MADV_* and O_* in both trees, so no change is right
	for v in 6.1 6.12; do
		grep -rhE '^#define[[:space:]]+(MADV_|O_|__O_)[A-Z0-9_]+[[:space:]]' \
			"$trees/linux-source-$v/include/uapi" \
			"$trees/linux-source-$v/arch/x86/include/uapi" |
			awk '{ print $2, $3 }' | sort -u > "$tmp/madv-o-$v"
	done
	check "cmp -s $tmp/madv-o-6.1 $tmp/madv-o-6.12 && jq -e '[.changes[] | select(.api == \"sys_madvise\" or .api == \"sys_open\" or .api == \"sys_openat\")] | length == 0' $tmp/out >/dev/null" "madvise and open: the same MADV_* and O_* in both trees, and no change reported"
else
	skip "the Debian kernel trees are not unpacked (scripts/unpack-kernel-trees.sh)" 5
fi
# 6.12 against this machine's kernel: syscalls 6.13-6.17 added
if [ -d "$trees/linux-source-6.12/include/uapi" ] &&
   [ -r /sys/kernel/tracing/events/syscalls/sys_enter_file_getattr ]; then
	export KAPI_KTREE_PROBES=0
	run "$KAPI" -j diff --only syscalls "$trees/linux-source-6.12" live
	unset KAPI_KTREE_PROBES
	check "[ \$((status & 4)) -eq 4 ] && jq -e '[.changes[] | select(.rule_id == \"D002\") | .api] as \$a | all(\"sys_getxattrat\", \"sys_setxattrat\", \"sys_listxattrat\", \"sys_removexattrat\", \"sys_open_tree_attr\", \"sys_file_getattr\", \"sys_file_setattr\"; . as \$n | \$a | index(\$n))' $tmp/out >/dev/null" "6.12 -> live: the xattrat, open_tree_attr and file_getattr/setattr syscalls are added"
else
	skip "linux-source-6.12 is not unpacked, or the running kernel predates file_getattr (6.17)" 1
fi

done_testing

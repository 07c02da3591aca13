#!/bin/sh
# kapi watch in the lab's kernels (kapi --kernel K, QEMU): on Debian's 6.1
# and 6.12 the same BPF object loads, the violation programs give exactly
# kapi trace's findings (the EXPECT lines they print), the kernel functions
# are checked on fexit (kfunc_violator's vfs_* findings), verify finds the
# kfunc/ prototypes in BTF, and nothing stays loaded afterwards.  One VM a
# kernel runs tests/cli/watch_lab_guest.sh.  Each boot takes minutes under
# TCG, so it runs only when asked: KAPI_LAB=1 (make check-lab); it skips
# when the lab cannot run (no QEMU, the kernel cannot be fetched).
# KAPI_LAB_KERNELS names other kernels (default "6.1 6.12").
. "$(dirname "$0")/lib.sh"
: "${KAPI_BUILD:=$(dirname "$0")/../../build}"
T=$KAPI_BUILD/tests/trace
G=$(dirname "$0")/watch_lab_guest.sh
kernels=${KAPI_LAB_KERNELS-6.1 6.12}
skip() { n=$((n + 1)); echo "ok $n # SKIP $1"; }

# expect_lines PROG_OUTPUT WATCH_OUTPUT DESC: the EXPECT lines are watch's.
# An enum's count is the target kernel's (6.1 has 28 fcntl commands, the
# program counts today's 30): the values listed are compared, not it.
expect_lines() {
	count='s/is not one of the [0-9]+ values/is not one of the N values/'
	sed -n 's/^EXPECT\(-F\)\{0,1\} //p' "$1" | sed -E "$count" | sort > "$tmp/want"
	sed -E "$count" "$2" 2>/dev/null | sort > "$tmp/got"
	if [ -s "$tmp/want" ] && cmp -s "$tmp/want" "$tmp/got"; then pass "$3"; else
		fail "$3"; diff "$tmp/want" "$tmp/got" | sed 's/^/#   /' | head -20; fi
}

# no_pid FILE: findings without the thread ids and user addresses (ASLR)
no_pid() { sed -E 's/^[0-9]+ //; s/0x[0-9a-f]{12}/PTR/g' "$1" | sort; }

if [ "${KAPI_LAB:-0}" != 1 ]; then
	skip "the lab's VMs boot only when asked: KAPI_LAB=1 (make check-lab)"
	done_testing
	exit $?
fi
"$KAPI" watch --duration 0.1 --all -o /dev/null 2>"$tmp/probe"
if grep -q 'not available' "$tmp/probe"; then
	skip "kapi was built without eBPF support"
	done_testing
	exit $?
fi
"$KAPI" -j --from "$(dirname "$0")/../../kfunc/vfs.c" export > "$tmp/vfs.json"

for k in $kernels; do
	if ! lab_ready "$k"; then
		skip "$k: $lab_why"
		continue
	fi
	out=$tmp/$k
	mkdir -p "$out"
	cp "$tmp/vfs.json" "$out/"
	lab_guest "$k" "$out" "$G" "$T" "$out"
	if [ ! -f "$out/done" ]; then
		fail "$k: the VM ran the guest script to its end"
		sed 's/^/#   /' "$out/lab.stderr" | tail -5
		continue
	fi
	pass "$k: the VM ran the guest script ($(cat "$out/release"))"
	for p in t_flags t_expr t_fork t_threads; do
		expect_lines "$out/$p.stdout" "$out/$p.watch" "$k: $p: watch gives trace's exact lines"
	done
	check "[ \"\$(no_pid $out/t_flags.trace)\" = \"\$(no_pid $out/t_flags.watch)\" ]" "$k: t_flags under trace and under watch: the same findings"
	check "grep -q '^kapi watch: children: followed' $out/t_fork.err && [ \$(cat $out/t_fork.status) -eq 0 ]" "$k: children followed, with the variant that fits this kernel"
	check "grep -q '^kapi watch: kernel functions: [0-9]* watched on fexit' $out/kfunc.err" "$k: the kernel functions are watched on fexit"
	check "grep -q ' vfs_read(.*count=0xffffffffffffffff.*) = -EFAULT: count=18446744073709551615 is outside' $out/kfunc.watch" "$k: vfs_read with count 0xffffffffffffffff"
	check "grep -q ' vfs_write(.*count=0xffffffffffffffff.*) = -EFAULT: count=' $out/kfunc.watch" "$k: vfs_write with count 0xffffffffffffffff"
	check "grep -q ' vfs_fallocate(.*mode=0x4000 .*) = -EOPNOTSUPP: mode=0x4000 has bits 0x4000 outside' $out/kfunc.watch" "$k: vfs_fallocate with mode 0x4000"
	check "grep -q ' vfs_fallocate(.*len=0) = -EINVAL: len=0 is outside the range 1\.\.' $out/kfunc.watch" "$k: vfs_fallocate with len 0"
	grep -vE '^[0-9]+ (vfs_|kernel_|do_sys_|filp_|security_|rw_verify|fd_install)' \
		"$out/kfunc.watch" > "$out/kfunc.sys"
	check "[ -s $out/kfunc.trace ] && [ \"\$(no_pid $out/kfunc.trace)\" = \"\$(no_pid $out/kfunc.sys)\" ]" "$k: kfunc_violator's syscall findings are trace's"
	check "jq -e '.findings and ([.findings[] | select(.rule_id | test(\"V00[3-6]\")) | select(.api | test(\"^(vfs_|kernel_|do_sys_openat2|filp_close|security_file_open|rw_verify_area|fd_install)\"))] | length == 0)' $out/verify.json >/dev/null" "$k: verify: every kfunc/ prototype matches the kernel's BTF"
	check "grep -q '^kapi watch: attached$' $out/all.err && [ \$(cat $out/all.status) -eq 0 ]" "$k: watch --all --duration 5 attaches and ends"
	check "[ -s $out/before ] && cmp -s $out/before $out/after" "$k: nothing stays loaded afterwards (bpftool prog/map show: $(tr '\n' ' ' < "$out/before")-> $(tr '\n' ' ' < "$out/after"))"
done
done_testing

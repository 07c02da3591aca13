#!/bin/sh
# Kernel function specs (kfunc/): their prototypes against the
# running kernel's BTF (kapi verify), and kapi watch's handling of them.
. "$(dirname "$0")/lib.sh"
: "${KAPI_BUILD:=$(dirname "$0")/../../build}"
T=$KAPI_BUILD/tests/trace
K=$(dirname "$0")/../../kfunc/vfs.c
skip() { n=$((n + 1)); echo "ok $n # SKIP $1"; }

run "$KAPI" --from "$K" list
check "[ \$(grep -cE '^  (vfs_|kernel_|do_sys_openat2|filp_close|security_file_open|rw_verify_area|fd_install)' $tmp/out) -ge 10 ]" "at least 10 kernel function specs"

"$KAPI" watch --duration 0.1 --all -o /dev/null 2>"$tmp/probe"
watch_ok=$?
if grep -q 'not available' "$tmp/probe" || [ ! -r /sys/kernel/btf/vmlinux ]; then
	echo "# SKIP the BTF checks: no libbpf in this build or no /sys/kernel/btf/vmlinux"
	done_testing
	exit $?
fi
"$KAPI" -j --from "$K" export > "$tmp/kf.json"
run "$KAPI" --from builtin --from "$K" verify -f json
if [ "$status" -eq 3 ] && grep -q 'no tracefs' "$tmp/err"; then
	skip "verify needs tracefs, not mounted here (the lab mounts it)"
	skip "(V005 needs verify)"
	skip "(V006 needs verify)"
elif grep -q 'V00[1-5]' "$tmp/out" && ! grep -q 'V006' "$tmp/out" && [ "$status" -eq 3 ]; then
	echo "# SKIP verify is not available here"
else
	check "jq -e '.findings and ([.findings[] | select(.rule_id | test(\"V00[3-6]\")) | select(.api | test(\"^(vfs_|kernel_|do_sys_openat2|filp_close|security_file_open|rw_verify_area|fd_install)\"))] | length == 0)' $tmp/out >/dev/null" "every kernel function spec matches the kernel's BTF prototype"
	jq '.specs |= map(if .name == "vfs_read" then .parameters[2].type = "int" else . end)
	    | .specs |= map(if .name == "vfs_llseek" then .name = "vfs_llseek_gone" else . end)' \
		"$tmp/kf.json" > "$tmp/bad.json"
	run "$KAPI" --from "$tmp/bad.json" verify
	expect_out "\[V005\] vfs_read: type 'int', the kernel says 'size_t'" "a type that differs from BTF is V005"
	expect_out "\[V006\] vfs_llseek_gone: the running kernel's BTF has no function vfs_llseek_gone" "a function BTF lacks is V006"
fi
if [ $watch_ok -eq 0 ]; then
	jq '.specs |= map(if .name == "vfs_llseek" then .name = "vfs_llseek_gone" else . end)' \
		"$tmp/kf.json" > "$tmp/gone.json"
	run "$KAPI" --from builtin --from "$tmp/gone.json" watch -o "$tmp/watch" -- "$T/t_flags"
	expect_err '^kapi watch: vfs_llseek_gone not watched: the kernel.s BTF has no function vfs_llseek_gone$' "watch reports a function BTF lacks and does not load it"
	expect_err '^kapi watch: kernel functions: ([0-9]+ watched on fexit|not watched: Linux [^ ]+ refused to (load|attach) fexit program .kapi_fn[0-9]+.: .* \(E[A-Z]+\))$' "the others are watched, or the kernel's refusal is said in one line: release, program, reason"
	check "[ \$(wc -l < $tmp/watch) -eq 8 ] && [ $status -eq 0 ]" "and the syscalls are watched either way"

	# kfunc_violator: the vfs_* findings where fexit works, else the
	# refusal said and the syscalls' findings exactly as trace's
	"$KAPI" trace -o "$tmp/trace" -- "$T/kfunc_violator" 2>/dev/null
	run "$KAPI" --from builtin --from "$K" watch -o "$tmp/watch" -- "$T/kfunc_violator"
	grep -vE '^[0-9]+ (vfs_|kernel_|do_sys_|filp_|security_|rw_verify|fd_install)' "$tmp/watch" |
		sed 's/^[0-9]* //; s/0x7ff[0-9a-f]*/PTR/g' > "$tmp/w.sys"
	sed 's/^[0-9]* //; s/0x7ff[0-9a-f]*/PTR/g' "$tmp/trace" > "$tmp/t.sys"
	check "[ -s $tmp/t.sys ] && cmp -s $tmp/t.sys $tmp/w.sys && [ $status -eq 0 ]" "kfunc_violator: the syscall findings are trace's"
	if grep -q '^kapi watch: kernel functions: [0-9]* watched on fexit' "$tmp/err"; then
		check "grep -q ' vfs_read(.*count=0xffffffffffffffff.*) = -EFAULT: count=18446744073709551615 is outside' $tmp/watch" "vfs_read with count 0xffffffffffffffff is found on fexit"
		check "grep -q ' vfs_write(.*count=0xffffffffffffffff.*) = -EFAULT: count=' $tmp/watch" "vfs_write with count 0xffffffffffffffff is found"
		check "grep -q ' vfs_fallocate(.*mode=0x4000.*) = -EOPNOTSUPP: mode=0x4000 has bits 0x4000 outside' $tmp/watch" "vfs_fallocate with mode 0x4000 is found"
		check "grep -q ' vfs_fallocate(.*len=0) = -EINVAL: len=0 is outside the range 1\.\.' $tmp/watch" "vfs_fallocate with len 0 is found"
	else
		expect_err '^kapi watch: kernel functions: not watched: Linux [^ ]+ refused to (load|attach) fexit' "fexit refused: said so, in one line"
		run "$KAPI" --from builtin --from "$K" watch -v -o /dev/null -- "$T/kfunc_violator"
		expect_err "^libbpf: prog 'kapi_fn0': .*(load|attach).*" "-v: libbpf's own lines about the refused program"
		expect_err '^libbpf: .*relo' "-v: libbpf's debug lines too (the whole log)"
		skip "the vfs_* findings: this kernel refuses fexit"
		skip "(vfs_fallocate needs fexit)"
		skip "(vfs_fallocate needs fexit)"
	fi
fi
done_testing

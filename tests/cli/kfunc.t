#!/bin/sh
# Kernel function specs (kfunc/): their prototypes against the
# running kernel's BTF (kapi verify), and kapi watch's handling of them.
. "$(dirname "$0")/lib.sh"
: "${KAPI_BUILD:=$(dirname "$0")/../../build}"
T=$KAPI_BUILD/tests/trace
K=$(dirname "$0")/../../kfunc/vfs.c

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
if grep -q 'V00[1-5]' "$tmp/out" && ! grep -q 'V006' "$tmp/out" && [ "$status" -eq 3 ]; then
	echo "# SKIP verify is not available here"
else
	check "jq -e '[.findings[] | select(.rule_id | test(\"V00[3-6]\"))] | length == 0' $tmp/out >/dev/null" "every kernel function spec matches the kernel's BTF prototype"
fi
jq 'map(if .name == "vfs_read" then .parameters[2].type = "int" else . end)
    | map(if .name == "vfs_llseek" then .name = "vfs_llseek_gone" else . end)' \
	"$tmp/kf.json" > "$tmp/bad.json"
run "$KAPI" --from "$tmp/bad.json" verify
expect_out "\[V005\] vfs_read: type 'int', the kernel says 'size_t'" "a type that differs from BTF is V005"
expect_out "\[V006\] vfs_llseek_gone: the running kernel's BTF has no function vfs_llseek_gone" "a function BTF lacks is V006"

if [ $watch_ok -eq 0 ]; then
	run "$KAPI" --from builtin --from "$tmp/bad.json" watch -o "$tmp/watch" -- "$T/t_flags"
	expect_err '^kapi watch: vfs_llseek_gone not watched: the kernel.s BTF has no function vfs_llseek_gone$' "watch reports a function BTF lacks and does not load it"
	expect_err '^kapi watch: vfs_read (not watched: the kernel refused its fexit program|)' "the others are watched, or said to be refused by the kernel"
	check "[ \$(wc -l < $tmp/watch) -eq 8 ] && [ $status -eq 0 ]" "and the syscalls are watched either way"
fi
done_testing

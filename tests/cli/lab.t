#!/bin/sh
# kapi --kernel K: the runner itself.  Without a VM: a bad kernel name and a
# missing QEMU are clear errors, lab help and lab list -j answer.  With one
# boot of a Debian kernel (KAPI_LAB_TEST_KERNEL, default 6.12; fetched into
# the lab cache when it is not there): a program after -- runs in the VM,
# reads a file named on the command line, its exit status comes back as
# kapi's, and trace's -o file comes back.  The VM part skips when QEMU or
# the kernel package cannot be had, and without KAPI_LAB=1.
. "$(dirname "$0")/lib.sh"

kernel=${KAPI_LAB_TEST_KERNEL:-6.12}

run "$KAPI" --kernel 9.99 list
expect_status 2 "an unknown short form is a usage error"
expect_err "unknown kernel '9.99'" "it names the kernel"

run "$KAPI" --kernel no-such-kernel list
expect_status 2 "a name that is no kernel is a usage error"
expect_err "package name, 6.1-style short form" "it says what a kernel name is"

run "$KAPI" lab help
expect_status 0 "lab help"
expect_out "lab matrix" "lab help names matrix"

run "$KAPI" -j lab list
check "[ $status -eq 0 ] && jq -e '.kernels | type == \"array\"' \"\$tmp/out\" >/dev/null" \
	"lab list -j is a JSON document with a kernels array"

# QEMU missing: an image path needs no apt, and PATH holds no QEMU
: >"$tmp/vmlinuz-0.0"
run env PATH=/nonexistent "$KAPI" --kernel "$tmp/vmlinuz-0.0" version
expect_status 3 "without QEMU, exit 3"
expect_err "apt-get install -y qemu-system-x86" "without QEMU, the apt-get line"

# a boot takes minutes under emulation: make check-lab (KAPI_LAB=1) runs it
need_lab "$kernel" 5

mkdir "$tmp/vmin" "$tmp/vmout"
echo "seen in the VM" >"$tmp/vmin/file"
run "$KAPI" --kernel "$kernel" trace -c -o "$tmp/vmout/summary" -- \
	/bin/sh -c 'cat "$1"; uname -r; touch "$1" 2>/dev/null || echo read-only; exit 7' \
	sh "$tmp/vmin/file"
expect_status 7 "the program's exit status comes back as kapi's"
expect_out "^seen in the VM$" "a file named on the command line is visible in the VM"
release=$(sed -n 2p "$tmp/out")
check "[ -n \"$release\" ] && [ \"$release\" != \"$(uname -r)\" ]" \
	"the program ran under the lab kernel ($release)"
check "grep -q '^execve' \"\$tmp/vmout/summary\"" "trace's -o file comes back"
expect_out "^read-only$" "an input file's directory is shared read-only"

done_testing

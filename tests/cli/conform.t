#!/bin/sh
# kapi conform: cases, verdicts, reports, exit codes, a clean bounded subset.
. "$(dirname "$0")/lib.sh"
fx=$(dirname "$0")/../fixtures/conform
# syscalls whose deep specs agree with the kernel: a spec change that makes
# one of them disagree fails here
clean=accept4,access,close_range,dup3,epoll_create1,eventfd2,faccessat2,inotify_init1,pidfd_open,pipe2,signalfd4,timerfd_create,unlinkat,utimensat,linkat,futex_wake,io_uring_enter,mq_timedsend,vmsplice,userfaultfd,msgrcv

run "$KAPI" conform help
expect_status 0 "conform help exits 0"
expect_out "--max-cases" "help names --max-cases"

run "$KAPI" conform --jobs 0
expect_status 2 "--jobs 0 is a usage error"
run "$KAPI" conform --jobs autox
expect_status 2 "--jobs takes a number or auto, nothing else"
run "$KAPI" conform --jobs auto --only dup3 --dry-run
expect_status 0 "--jobs auto: a sandbox a CPU"
run "$KAPI" conform -f bogus
expect_status 2 "an unknown format is a usage error"
run "$KAPI" conform --only no_such_syscall
expect_status 2 "--only with an unknown syscall is a usage error"
expect_err "'no_such_syscall', which has no syscall spec" "and names it"
run "$KAPI" conform stray
expect_status 2 "a stray argument is a usage error"

# case generation, without running anything
run "$KAPI" conform --dry-run -v --only openat,lseek,read
expect_status 0 "a dry run exits 0"
expect_out 'flags bit 0x4 \(outside the mask\)' "a mask bit outside the mask"
expect_out 'flags bit 0x40 \(in the mask\)' "a mask bit inside the mask"
expect_out 'openat\(AT_FDCWD, "file", 0x4, ' "the exact call of a mask case"
expect_out 'whence=3 \(a hole\)|whence=[0-9]+ \(a hole\)' "an enum hole"
expect_out 'whence=1 \(listed\)' "an enum value"
expect_out 'fd=-1' "a descriptor of -1"
expect_out 'fd: <closed fd>' "a closed descriptor"
expect_out 'fd: <directory fd>' "a directory descriptor"
expect_out 'fd: <O_PATH fd>' "an O_PATH descriptor"
expect_out 'filename=NULL' "a NULL path"
expect_out 'filename unmapped' "an unmapped path"
expect_out 'filename "file/x"' "a path through a non-directory"
expect_out 'filename <path of 4200 bytes>' "a path longer than PATH_MAX"
expect_out 'filename "loop"' "a symbolic link loop"
expect_out 'filename ""' "an empty path"
expect_out 'filename "dangling"' "a dangling symbolic link"
expect_out 'filename "dir"' "a directory where a file is expected"
expect_out 'count=0' "a size of 0"
expect_out 'count huge|count=9223372036854775807' "a huge size"
expect_out 'buf read-only page' "a read-only page for an output buffer"
run "$KAPI" conform --dry-run -v --only mlockall
expect_out 'spec: refused: flags=0x8 has bits 0x8 outside' "a case states the spec's refusal"
run "$KAPI" --from "$fx/ignored_bits.c" conform --dry-run -v --only mkdir
expect_out 'spec: accepted: mode=0x1000 has bits 0x1000 the kernel ignores' "a case states a bit the kernel ignores"

# deterministic for a seed; another seed picks another subset
"$KAPI" conform --dry-run -v --seed 7 --max-cases 12 >"$tmp/s7a" 2>&1
"$KAPI" conform --dry-run -v --seed 7 --max-cases 12 >"$tmp/s7b" 2>&1
"$KAPI" conform --dry-run -v --seed 8 --max-cases 12 >"$tmp/s8" 2>&1
check 'cmp -s "$tmp/s7a" "$tmp/s7b"' "the same seed gives the same cases"
check '! cmp -s "$tmp/s7a" "$tmp/s8"' "another seed gives other cases"
check 'grep -q "^openat: 12 cases" "$tmp/s7a"' "--max-cases bounds the cases a syscall"

# a real run gives the same verdicts every time (a new pid may differ)
verdicts='[.syscalls[].results[] | [.call, .verdict, .kernel.errno]]'
"$KAPI" -j conform --only openat,socket,futex,clone --jobs 2 | jq -c "$verdicts" >"$tmp/r1"
"$KAPI" -j conform --only openat,socket,futex,clone --jobs 2 | jq -c "$verdicts" >"$tmp/r2"
check '[ -s "$tmp/r1" ] && cmp -s "$tmp/r1" "$tmp/r2"' "two runs give the same verdicts"
# one sandbox takes the cases in order; two take forked (clone), signal
# (futex) and sharing cases in orders of their own, each on one CPU
"$KAPI" -j conform --only openat,socket,futex,clone --jobs 1 | jq -c "$verdicts" >"$tmp/r3"
check '[ -s "$tmp/r3" ] && cmp -s "$tmp/r1" "$tmp/r3"' "--jobs 1 and --jobs 2 give the same verdicts"

# every kind of disagreement, from specs wrong on purpose
run "$KAPI" conform --from "$fx/wrong_specs.c"
expect_status 1 "disagreements exit 1"
expect_out 'false positive: flags bit 0x80000' "a false positive: dup3 O_CLOEXEC"
expect_out 'kernel: 20; spec: refused' "with the kernel's answer and the spec's claim"
expect_out 'miss: flags bit 0x2 \(in the mask\)' "a miss: eventfd2 refuses bit 1"
expect_out 'with 0x[0-9a-f]+ it is taken' "a miss says which pairing of bits the kernel takes"
expect_out 'errno gap: oldfd=-1' "an errno gap: dup3 without EBADF"
expect_out 'dup3\(-1, 20, 0x0\)' "a descriptor prints as an int"

run "$KAPI" -j conform --from "$fx/wrong_specs.c"
expect_status 1 "JSON: disagreements exit 1"
check 'jq -e ".schema_version == 1 and .totals.false_positive >= 1 and .totals.miss >= 30 and .totals.errno_gap >= 3" "$tmp/out" >/dev/null' \
	"JSON carries schema_version and the totals"
check 'jq -e "[.syscalls[].results[] | select(.verdict == \"miss\")][0] | .call and .kernel.errno == \"EINVAL\" and .spec_claim" "$tmp/out" >/dev/null' \
	"JSON: a disagreement has the call, the answer and the claim"

run "$KAPI" conform -f tap --from "$fx/wrong_specs.c"
check 'grep -q "^1\.\.4$" "$tmp/out" && grep -q "^not ok 1 - dup3" "$tmp/out"' "TAP: a test a syscall"
check 'grep -q "^ok 4 - sync # SKIP not run: the spec says it acts on hardware" "$tmp/out"' \
	"a call the spec says acts on hardware is not run, with the reason"
run "$KAPI" conform -f sarif --from "$fx/wrong_specs.c"
check 'jq -e ".version == \"2.1.0\" and ([.runs[0].results[].ruleId] | index(\"C001\") != null and index(\"C002\") != null and index(\"C003\") != null)" "$tmp/out" >/dev/null' \
	"SARIF: one result a disagreement, each rule"
run "$KAPI" conform -f kcidb --from "$fx/wrong_specs.c"
check 'jq -e ".version.major == 5 and (.checkouts | length) == 1 and (.builds | length) == 1 and ([.tests[] | select(.origin == \"kapi\" and (.id | startswith(\"kapi:\")) and (.status | IN(\"PASS\", \"FAIL\", \"SKIP\", \"ERROR\")) and .path and .misc)] | length) == 4 and .tests[0].status == \"FAIL\"" "$tmp/out" >/dev/null' \
	"KCIDB: version, checkouts, builds, tests with id, origin, path, status, misc"

# the common options after the verb; -j is JSON here too, jobs --jobs N
run "$KAPI" conform -e dup3 --jobs 2 --json -o "$tmp/o.json"
check '[ ! -s "$tmp/out" ] && jq -e ".totals.syscalls == 1" "$tmp/o.json" >/dev/null' \
	"-e, --jobs N, --json and -o FILE"
run "$KAPI" conform -e dup3 -n 3 -j
check 'jq -e ".schema_version == 1 and .totals.syscalls == 1" "$tmp/out" >/dev/null' \
	"-j after conform means JSON, as in every verb"
run "$KAPI" conform -e dup3 -j 2
expect_status 2 "conform -j 2: a number after -j is a usage error"
expect_err "the number of sandboxes is --jobs N" "that names --jobs"
run "$KAPI" conform -e dup3 -j2
expect_status 2 "conform -j2 too"
run "$KAPI" conform -e dup3 -p
check 'jq -e .schema_version "$tmp/out" >/dev/null && [ $(wc -l <"$tmp/out") -gt 1 ]' "-p writes indented JSON"
run "$KAPI" conform -e dup3 --arch aarch64
expect_status 2 "--arch of another machine is a usage error"

# a bounded subset of the corpus agrees with this kernel
run "$KAPI" -j conform --jobs 2 --only "$clean" --max-cases 40
expect_status 0 "the clean subset exits 0"
check 'jq -e ".totals.false_positive == 0 and .totals.miss == 0 and .totals.syscalls == 21" "$tmp/out" >/dev/null' \
	"no false positive and no miss in the clean subset"
check 'jq -e ".sandbox | test(\"user\") and test(\"mount\")" "$tmp/out" >/dev/null' \
	"the cases ran in user and mount namespaces"

# what must never run is listed as not run, with the reason
run "$KAPI" -j conform -g --only reboot
check 'jq -e "[.syscalls[].results[] | select(.verdict != \"not_run\")] | length == 0" "$tmp/out" >/dev/null' \
	"reboot is never run"
check 'jq -e "[.syscalls[].results[0].reason] | any(test(\"reboots\"))" "$tmp/out" >/dev/null' \
	"with the reason"

# as a user without privileges: a user namespace only
if [ "$(id -u)" -eq 0 ] && command -v setpriv >/dev/null &&
   setpriv --reuid=65534 --regid=65534 --clear-groups "$KAPI" version >/dev/null 2>&1 &&
   setpriv --reuid=65534 --regid=65534 --clear-groups unshare -U true 2>/dev/null; then
	mkdir "$tmp/nobody" && chmod 1777 "$tmp/nobody" && chmod 755 "$tmp"
	run setpriv --reuid=65534 --regid=65534 --clear-groups \
		"$KAPI" conform --only pipe2,dup3 --scratch "$tmp/nobody"
	expect_status 0 "runs as nobody"
	expect_out 'sandbox: user' "in a user namespace"
else
	pass "# SKIP cannot run kapi as an unprivileged user with a user namespace here"
fi

done_testing

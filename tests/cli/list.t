#!/bin/sh
# kapi list and the global options
. "$(dirname "$0")/lib.sh"
corpus_counts

run "$KAPI" list
expect_status 0 "list exits 0"
if [ "$n_generated" -eq 0 ]; then
	expect_out "^System calls \\($n_syscalls\\):" "$n_syscalls syscalls, every one deep"
else
	expect_out "^System calls \\($n_syscalls: $n_deep deep, $n_generated generated\\):" "$n_syscalls syscalls, by depth"
fi
expect_out "^IOCTLs \\($n_ioctls\\):" "$n_ioctls ioctls"
n_sysfs_generated=$(grep -cE '^DEFINE_SYSFS_API_SPEC\(' "$(dirname "$0")"/../../specs/generated/*.c | awk -F: '{ n += $NF } END { print n + 0 }')
expect_out "^Sysfs attributes \\($n_sysfs(: $((n_sysfs - n_sysfs_generated)) deep, $n_sysfs_generated generated)?\\):" "$n_sysfs sysfs attributes"
expect_out "^Total: $n_total specifications" "$n_total in total (counted in specs/)"
expect_out '^  sys_mlockall ' "sys_mlockall listed"

run "$KAPI" list --type ioctl
expect_out "^Total: $n_ioctls specifications" "--type ioctl keeps $n_ioctls"
run "$KAPI" -j list
check "jq -e '.schema_version == 1 and (.specs | length) == $n_total and (.specs | map(select(.api_type == \"sysfs\")) | length) == $n_sysfs' $tmp/out >/dev/null" "-j list is a JSON document with $n_total entries"
run "$KAPI" -j list --type sysfs
check "jq -e '.specs | all(.sysfs_path | startswith(\"/sys/\") or startswith(\"/proc/\"))' $tmp/out >/dev/null" "sysfs entries carry their path"
run "$KAPI" list --type syscall --depth deep
expect_out "^System calls \\($n_deep\\):" "--depth deep keeps the $n_deep hand-written syscalls"
check "! grep -q '(generated)' $tmp/out" "and no generated one"
run "$KAPI" -j list --depth generated
check "jq -e '(.specs | length) == $n_generated + $n_sysfs_generated and (.specs | all(.depth == \"generated\"))' $tmp/out >/dev/null" "-j --depth generated has $((n_generated + n_sysfs_generated)) entries marked generated"
run "$KAPI" list --depth shallow
expect_status 2 "unknown depth is a usage error"
expect_err "unknown depth 'shallow'" "and says so"
run "$KAPI" list --type bogus
expect_status 2 "unknown kind is a usage error"
expect_err "unknown spec kind 'bogus'" "and says so"
run "$KAPI" -j list --type bogus
check "jq -e '.error' $tmp/out >/dev/null" "errors are JSON under -j"

run "$KAPI"
expect_status 2 "no verb is a usage error"
run "$KAPI" frobnicate
expect_status 2 "unknown verb is a usage error"
expect_err "unknown verb 'frobnicate'" "and names it"
run "$KAPI" --help
expect_status 0 "--help exits 0"
expect_out 'Exit status: 0 ok, 1 findings, 2 usage error, 3 failure' "help documents exit codes"
for verb in list show export extract diff lint validate trace sysfs verify stats; do
	run "$KAPI" $verb help
	expect_status 0 "$verb help exits 0"
	expect_out "^usage: kapi $verb" "$verb help prints its usage"
done
run "$KAPI" help validate
expect_out "^usage: kapi validate" "help VERB works"
run "$KAPI" lis
expect_out "^Total: $n_total" "unambiguous verb prefix works"
run "$KAPI" l
expect_status 2 "an ambiguous prefix (list, lint) is a usage error"
run "$KAPI" -V
expect_out "^kapi [0-9.]+ \\($n_total built-in specs\\)" "-V prints the version"
if [ -w /dev/full ]; then
	"$KAPI" list >/dev/full 2>"$tmp/err"; status=$?
	expect_status 3 "a write error on stdout exits 3"
	expect_err "write error" "and says so"
fi
done_testing

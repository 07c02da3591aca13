#!/bin/sh
# kapi verify against a fixture tracefs, then against this kernel; kapi
# stats; and the generated baselines are what the generator writes.
. "$(dirname "$0")/lib.sh"
root=$(cd "$(dirname "$0")/../.." && pwd)

# fmt NAME "TYPE NAME" ...: a sys_enter format file of a fixture tracefs
fmt() {
	d=$tmp/tracing/events/syscalls/sys_enter_$1
	shift
	mkdir -p "$d"
	{
		echo "name: sys_enter_x"
		echo "format:"
		echo "	field:unsigned short common_type;	offset:0;	size:2;	signed:0;"
		echo "	field:int __syscall_nr;	offset:8;	size:4;	signed:1;"
		for f in "$@"; do echo "	field:$f;	offset:16;	size:8;	signed:0;"; done
	} > "$d/format"
}
cat > "$tmp/specs.c" <<'SPEC'
DEFINE_KERNEL_API_SPEC(sys_frob) KAPI_PARAM(0, "fd", "unsigned int", "x") KAPI_PARAM_END KAPI_END_SPEC;
DEFINE_KERNEL_API_SPEC(sys_twist) KAPI_PARAM(0, "how", "int", "x") KAPI_PARAM_END KAPI_END_SPEC;
DEFINE_KERNEL_API_SPEC(sys_bend) KAPI_PARAM(0, "path", "const char __user *", "x") KAPI_PARAM_END KAPI_PARAM(1, "mode", "int", "x") KAPI_PARAM_END KAPI_END_SPEC;
DEFINE_KERNEL_API_SPEC(sys_gone) KAPI_END_SPEC;
DEFINE_KERNEL_API_SPEC(sys_getpid) KAPI_END_SPEC;
DEFINE_KERNEL_API_SPEC(sys_getppid) KAPI_END_SPEC;
SPEC
fmt frob "unsigned int fd"
fmt twist "int how" "int extra"
fmt bend "const char * pathname" "umode_t mode"
fmt getpid
fmt spin "int rounds"
: > "$tmp/kallsyms"

run "$KAPI" --from "$tmp/specs.c" -j verify --tracefs "$tmp/tracing" --kallsyms "$tmp/kallsyms" --no-probe
expect_rule findings V001 error 1
expect_rule findings V003 error 1
expect_rule findings V004 warning 1
expect_rule findings V005 error 1
check "jq -e '[.findings[] | select(.rule_id == \"V001\") | .api] == [\"sys_spin\"]' $tmp/out >/dev/null" "V001 names the syscall without a spec"
check "jq -e '[.findings[] | select(.rule_id == \"V005\")] | length == 1 and (.[0].message | test(\"umode_t\"))' $tmp/out >/dev/null" "a __user qualifier and spacing are not mismatches; umode_t against int is"
check "jq -e '[.findings[] | select(.rule_id == \"V002\") | .api] == [\"sys_gone\"]' $tmp/out >/dev/null" "--no-probe: only a spec without any syscall number is reported"
run "$KAPI" --from "$tmp/specs.c" verify --tracefs "$tmp/tracing" --kallsyms "$tmp/kallsyms" --no-probe --fail-on never
expect_status 0 "--fail-on never: findings reported, exit 0"
expect_out 'V001' "and still listed"
run "$KAPI" --from "$tmp/specs.c" -j verify --tracefs "$tmp/tracing" --kallsyms "$tmp/kallsyms"
check "jq -e '[.findings[] | select(.rule_id == \"V002\") | .api] == [\"sys_gone\"]' $tmp/out >/dev/null" "probing: getppid answers, so only sys_gone is reported"
printf 'ffffffff81000000 T __x64_sys_gone\n' > "$tmp/kallsyms"
run "$KAPI" --from "$tmp/specs.c" -j verify --tracefs "$tmp/tracing" --kallsyms "$tmp/kallsyms"
check "jq -e '[.findings[] | select(.rule_id == \"V002\")] | length == 0' $tmp/out >/dev/null" "kallsyms knowing the syscall is enough"
run "$KAPI" verify --print-protos --tracefs "$tmp/tracing"
expect_status 0 "--print-protos exits 0"
printf 'bend\tconst char * pathname|umode_t mode\nfrob\tunsigned int fd\ngetpid\t\nspin\tint rounds\ntwist\tint how|int extra\n' > "$tmp/want.tsv"
check "cmp -s $tmp/want.tsv $tmp/out" "--print-protos writes the prototype table, in name order"
run "$KAPI" verify --tracefs /no/such/dir
expect_status 3 "no tracefs: the check failed"
expect_err "no tracefs with events/syscalls" "and says how to mount it"

# live: the spec set against this kernel
live=
if [ -r /sys/kernel/tracing/events/syscalls/sys_enter_read/format ]; then
	live=/sys/kernel/tracing
elif [ "$(id -u)" -eq 0 ] && mount -t tracefs nodev /sys/kernel/tracing 2>/dev/null; then
	live=/sys/kernel/tracing
	mounted=1
fi
if [ -n "$live" ] && [ -r $live/events/syscalls/sys_enter_read/format ]; then
	run "$KAPI" verify --tracefs "$live"
	expect_status 0 "live: 0 syscalls without a spec and 0 prototype mismatches"
	expect_out '^0 findings' "live: the report is empty"
	check "awk '/kernel syscalls/ { exit !(\$1 > 300 && \$1 == \$4) }' $tmp/out" "live: every syscall the kernel traces has a spec ($(tail -1 "$tmp/out"))"
	snapshot=$root/data/ftrace_syscall_protos_$(uname -r | cut -d. -f1,2).tsv
	if [ -r "$snapshot" ]; then
		"$KAPI" verify --print-protos --tracefs "$live" > "$tmp/live.tsv"
		check "LC_ALL=C sort $snapshot | cmp -s - $tmp/live.tsv" "live: --print-protos reproduces $(basename "$snapshot")"
	else
		pass "# SKIP no snapshot for kernel $(uname -r) in data/"
	fi
else
	for i in 1 2 3 4; do pass "# SKIP no tracefs with syscall events here"; done
fi
[ -n "${mounted:-}" ] && umount /sys/kernel/tracing 2>/dev/null

run "$KAPI" stats
expect_out '^syscalls: +[0-9]+ \([0-9]+ deep, [0-9]+ generated\)$' "stats splits syscalls into deep and generated"
run "$KAPI" -j stats
check "jq -e '.syscalls == .syscalls_deep + .syscalls_generated and .syscalls_deep >= 8 and .syscall_numbers_covered > 300' $tmp/out >/dev/null" "-j stats adds up"

# the committed baselines are exactly what the generator writes
"$root/scripts/gen-syscall-specs.sh" "$root/data/ftrace_syscall_protos_6.18.tsv" \
	"$root/data/manpages_6.03_man2_errnos.json" "$root/specs/syscalls" "$tmp/gen.c"
check "cmp -s $tmp/gen.c $root/specs/generated/syscalls.c" "specs/generated/ is up to date (make gen-specs)"
check "! grep -q 'DEFINE_KERNEL_API_SPEC(sys_mlockall)' $root/specs/generated/syscalls.c" "a hand-written spec has no generated twin"

# kapi-verify(1) and the binary agree on exit codes: 0 match, 1 a
# mismatch, 2 usage, 3 the check failed
section=$(sed -n '/^EXIT STATUS/,/^SEE ALSO/p' "$root/docs/kapi-verify.rst" | tr '\n' ' ')
run "$KAPI" --from "$tmp/specs.c" verify --tracefs "$tmp/tracing" --kallsyms "$tmp/kallsyms" --no-probe
check "[ \$status -eq 1 ] && echo '$section' | grep -q '1 a mismatch'" "kapi-verify(1) and the binary agree on exit codes: 1 a mismatch"
run "$KAPI" verify --no-such-option
check "[ \$status -eq 2 ] && echo '$section' | grep -q '2 usage error'" "kapi-verify(1) and the binary agree on exit codes: 2 usage"
check "echo '$section' | grep -q '3 the check failed' && echo '$section' | grep -q '^.*0 the specs match'" "kapi-verify(1) documents 0 and 3 as tested above"
# not root: the message says tracefs is there but mode 0700
if [ "$(id -u)" -eq 0 ] && command -v setpriv >/dev/null; then
	mkdir -p "$tmp/pub/t700/events/syscalls"
	chmod 755 "$tmp" "$tmp/pub"
	chmod 700 "$tmp/pub/t700"
	run setpriv --reuid=65534 --regid=65534 --clear-groups "$KAPI" verify --tracefs "$tmp/pub/t700"
	check "[ \$status -eq 3 ] && grep -q 'only root may read it (mode 0700)' $tmp/err" "non-root verify names the real cause: tracefs mode 0700"
else
	pass "# SKIP needs root and setpriv: non-root verify names the real cause"
fi
done_testing

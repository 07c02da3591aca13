# TAP helpers for the CLI tests; source it, then call the checks, then done.
# $KAPI is the binary under test (make check sets it).
: "${KAPI:=$(dirname "$0")/../../build/kapi}"
n=0
failed=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

pass() { n=$((n + 1)); echo "ok $n - $1"; }
fail() { n=$((n + 1)); failed=$((failed + 1)); echo "not ok $n - $1"; }

# run CMD...: runs it, keeping stdout, stderr and the exit status
run() {
	"$@" >"$tmp/out" 2>"$tmp/err"
	status=$?
}

# expect_status N DESC
expect_status() {
	if [ "$status" -eq "$1" ]; then pass "$2"; else
		fail "$2"; echo "#   exit $status, want $1"; sed 's/^/#   /' "$tmp/err"; fi
}

# expect_out PATTERN DESC (grep -E on stdout)
expect_out() {
	if grep -Eq -- "$1" "$tmp/out"; then pass "$2"; else
		fail "$2"; echo "#   stdout lacks /$1/"; sed 's/^/#   /' "$tmp/out" | head -20; fi
}

# expect_err PATTERN DESC (grep -E on stderr)
expect_err() {
	if grep -Eq -- "$1" "$tmp/err"; then pass "$2"; else
		fail "$2"; echo "#   stderr lacks /$1/"; sed 's/^/#   /' "$tmp/err" | head -20; fi
}

check() { if eval "$1"; then pass "$2"; else fail "$2"; fi; }

# expect_rule LIST RULE LEVEL STATUS: the JSON report on stdout (diff's
# "changes" or lint's "findings") has RULE at LEVEL and the exit is STATUS
expect_rule() {
	if [ "$status" -eq "$4" ] &&
	   jq -e --arg r "$2" --arg l "$3" \
		"[.$1[] | select(.rule_id == \$r and .level == \$l)] | length > 0" \
		"$tmp/out" >/dev/null 2>&1; then
		pass "$2 is reported as $3, exit $4"
	else
		fail "$2 is reported as $3, exit $4"
		echo "#   exit $status; $1:"
		jq -r ".$1[] | \"#   \\(.rule_id) \\(.level) \\(.message)\"" "$tmp/out" 2>/dev/null
		sed 's/^/#   /' "$tmp/err" | head -5
	fi
}

# corpus_counts: the built-in corpus counted from its sources under
# specs/, so a test need not change when a spec is added.  Sets
# n_total, n_syscalls, n_deep (hand-written), n_generated, n_ioctls,
# n_sysfs and n_fdtypes.
corpus_counts() {
	_specs=$(cd "$(dirname "$0")/../../specs" && pwd)
	n_deep=$(cat "$_specs"/syscalls/*.c | grep -cE '^[[:space:]]*DEFINE_KERNEL_API_SPEC\(')
	n_generated=$(cat "$_specs"/generated/*.c | grep -cE '^[[:space:]]*DEFINE_KERNEL_API_SPEC\(')
	n_ioctls=$(cat "$_specs"/*/*.c | grep -cE '^[[:space:]]*DEFINE_(KAPI_IOCTL|IOCTL_API)_SPEC\(')
	n_sysfs=$(cat "$_specs"/*/*.c | grep -cE '^[[:space:]]*DEFINE_SYSFS_API_SPEC\(')
	n_fdtypes=$(cat "$_specs"/*/*.c | grep -cE '^[[:space:]]*DEFINE_FDTYPE_API_SPEC\(')
	n_syscalls=$((n_deep + n_generated))
	n_total=$((n_syscalls + n_ioctls + n_sysfs + n_fdtypes))
}

# cc32 ARGS...: ${CC:-cc} -m32 ARGS.  Where Debian's gcc-multilib is not
# installed (it conflicts with the cross compilers; gcc-12-multilib is
# enough) asm/ is taken from the multiarch include directory.
cc32() {
	${CC:-cc} -m32 "$@" 2>/dev/null ||
		${CC:-cc} -m32 -idirafter "/usr/include/$(${CC:-cc} -print-multiarch 2>/dev/null)" "$@"
}

# lab_ready K: the lab can boot x86_64 kernel K (6.1, 6.12): QEMU is
# there and the kernel is in the lab's cache, fetched now if it is not.
# Otherwise false, with the reason in $lab_why.
lab_ready() {
	lab_why=
	if ! command -v qemu-system-x86_64 >/dev/null; then
		lab_why="qemu-system-x86_64 is not installed"
		return 1
	fi
	"$KAPI" lab list 2>/dev/null | grep -q " $1\.[0-9][^ ]*-amd64\$" && return 0
	"$KAPI" lab fetch "$1" >"$tmp/lab-fetch" 2>&1 && return 0
	lab_why="kernel $1 cannot be had: $(tail -1 "$tmp/lab-fetch")"
	return 1
}

# lab_guest K OUT GUEST ARGS...: sh GUEST ARGS in a VM of kernel K, under
# kapi watch -e getppid (the lab's way to run a program) with its -o file
# in OUT, so that OUT comes back; a guest writes OUT/release first.  Once
# more when the VM did not get that far (a TCG boot of 6.1 now and then
# dies in start_kernel); false when neither did.
lab_guest() {
	_k=$1 _out=$2
	shift 2
	for _try in 1 2; do
		"$KAPI" --kernel "$_k" watch -e getppid -o "$_out/outer" -- sh "$@" \
			> "$_out/lab.stdout" 2> "$_out/lab.stderr"
		[ ! -f "$_out/release" ] || return 0
		echo "# $_k: the VM did not reach the guest script (try $_try)"
	done
	return 1
}

done_testing() { echo "1..$n"; [ "$failed" -eq 0 ]; }

# need_lab KERNEL N: unless KAPI_LAB=1 (make check-lab) and lab_ready
# KERNEL, passes N skips and ends the test
need_lab() {
	why=
	if [ "${KAPI_LAB:-}" != 1 ]; then
		why="the VM part runs with KAPI_LAB=1 (make check-lab)"
	elif ! lab_ready "$1"; then
		why=$lab_why
	fi
	[ -z "$why" ] && return 0
	i=0
	while [ "$i" -lt "$2" ]; do pass "# SKIP $why"; i=$((i + 1)); done
	done_testing
	exit
}

# need_sandbox CALL: ends the test as skipped unless kapi conform can
# make a sandbox here (tried with CALL's cases)
need_sandbox() {
	"$KAPI" conform --only "$1" >/dev/null 2>"$tmp/probe"
	if [ $? -ge 2 ]; then
		echo "1..0 # SKIP no sandbox can be made here: $(head -1 "$tmp/probe")"
		exit 0
	fi
}

# need_tracing: ends the test as skipped unless kapi trace can run here
# (ptrace and seccomp allowed)
need_tracing() {
	if ! "$KAPI" trace -o /dev/null -- /bin/true 2>"$tmp/probe"; then
		echo "1..0 # SKIP ptrace or seccomp unavailable here: $(head -1 "$tmp/probe")"
		exit 0
	fi
}

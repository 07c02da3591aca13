#!/bin/sh
# LTP's syscall tests under kapi trace -f: is kapi transparent to them?
#
#   scripts/ltp-trace.sh [-n N] [-t SECONDS] [-k KAPI] [-o DIR] LTP_BUILD [NAME...]
#
# LTP_BUILD is an LTP source tree whose syscall tests are built in place
# (make -C testcases/kernel/syscalls; never part of this repository).
# Each entry of its runtest/syscalls (or only those NAMEs; -n N: every
# Nth entry, a representative subset) is run untraced, then, if it passed,
# under 'kapi -j trace -f'.  An entry is transparent when it passes traced
# too.  Entries that change the host are never run: mounts, swap, clocks,
# host and domain names, reboot, modules, quotas, accounting, I/O ports,
# the kernel log, and every test that takes a block device (LTP makes a
# loop device for it) or saves and restores /proc/sys settings.  Each runs
# with a timeout, in a mount namespace of its own where /proc/sys is
# read-only.  Known ptrace properties any tracer has (a traced process
# cannot be ptraced or PTRACE_TRACEME again; its tracer shows in
# /proc/PID/status) are listed apart, not counted as kapi's; so is an
# entry that fails under strace -f as it does under kapi (a signal the
# process ignores still stops a traced one and interrupts its wait).
#
# Prints one line per entry (pass, TRACED-FAIL, skip, untraced-fail) and
# a summary: entries, run, transparent, differing, findings by class
# (caller_error, spec_gap) and by kind.  DIR keeps the logs.
set -u
every=1 secs=60 kapi=${KAPI:-build/kapi} out=
while getopts n:t:k:o: o; do
	case $o in
	n) every=$OPTARG ;;
	t) secs=$OPTARG ;;
	k) kapi=$OPTARG ;;
	o) out=$OPTARG ;;
	*) exit 2 ;;
	esac
done
shift $((OPTIND - 1))
ltp=${1:?usage: ltp-trace.sh [-n N] [-t S] [-k KAPI] [-o DIR] LTP_BUILD [NAME...]}
shift
kapi=$(cd "$(dirname "$kapi")" && pwd)/$(basename "$kapi")
[ -x "$kapi" ] || { echo "no kapi at $kapi" >&2; exit 2; }
runtest=$ltp/runtest/syscalls
[ -r "$runtest" ] || { echo "no $runtest: not an LTP tree" >&2; exit 2; }
out=${out:-$(mktemp -d)}
mkdir -p "$out/bin" "$out/logs" "$out/work"

# every built test program, by name, on one PATH
find "$ltp/testcases/kernel/syscalls" -type f -perm -u+x ! -name '*.sh' \
	! -name '*.o' -exec ln -sf -t "$out/bin" {} +
ln -sf "$ltp/testcases/lib/"*.sh "$out/bin/" 2>/dev/null
# and their sources, to see what each takes from the host
find "$ltp/testcases/kernel/syscalls" -name '*.c' >"$out/sources"

# never run here: what changes the host
unsafe='mount|swap|settimeofday|stime|clock_settime|clock_adjtime|adjtimex|'\
'hostname|domainname|reboot|module|kexec|quotactl|acct|pivot_root|fsopen|'\
'fsmount|fspick|move_mount|open_tree|mount_setattr|iopl|ioperm|syslog|'\
'vhangup|sysctl|sysfs|ustat|chroot|bpf|perf_event|fanotify|cacheflush|'\
'sched_setscheduler|sched_setparam|sched_setattr|setpriority|nice|mknod|'\
'madvise|ksm|hugetlb|memfd_create03|migrate_pages|move_pages|mbind|'\
'set_mempolicy|get_mempolicy|io_uring|userfaultfd|fork13|fork14'
# the ptrace properties any tracer has
tracer_props='ptrace|prctl06|getpid01'

# a test program's source: does it take a device (a loop device is the
# host's, and one a killed test leaves stays attached), fill all free
# memory (tst_pollute_memory: setsockopt11, ioctl_sg01) or touch /proc/sys?
# NAME_64 and NAME_16 are NAME.c built again.
needs_host() {
	src=$(grep -m1 "/$1\.c\$" "$out/sources" ||
	      grep -m1 "/$(echo "$1" | sed -E 's/_(64|16)$//')\.c\$" "$out/sources")
	[ -n "$src" ] && grep -qE '\.(needs_device|mount_device|format_device|all_filesystems|save_restore|needs_hugetlbfs|needs_cgroup_ctrls|needs_drivers)|tst_acquire_device|tst_find_free_loopdev|tst_attach_device|tst_pollute_memory' "$src"
}

# run LOG CMD...: in its own mount namespace, /proc/sys read-only, timed:
# SIGTERM first, on which LTP's main process kills its test's process
# group (a SIGKILL to the main process alone left that group running, one
# test filling all free memory for minutes), SIGKILL 10 s later
run() {
	log=$1
	shift
	(cd "$out/work" && PATH="$out/bin:$PATH" LTPROOT="$ltp" TMPDIR="$out/work" \
		LTP_TIMEOUT_MUL=4 timeout -s TERM -k 10 "$secs" \
		unshare --mount --propagation private sh -c \
		'mount --bind /proc/sys /proc/sys && mount -o remount,bind,ro /proc/sys && exec "$@"' \
		sh "$@") >"$log" 2>&1
}

entries=0 ran=0 same=0 differ=0 skipped=0 unsafe_n=0 props=0 failed_untraced=0
: >"$out/findings.jsonl"
i=0
grep -vE '^[[:space:]]*(#|$)' "$runtest" | while read -r name cmd; do
	i=$((i + 1))
	if [ $# -gt 0 ]; then
		case " $* " in *" $name "*) ;; *) continue ;; esac
	elif [ $((i % every)) -ne 0 ]; then
		continue
	fi
	echo "$name $cmd"
done >"$out/selected"

while read -r name cmd; do
	entries=$((entries + 1))
	prog=${cmd%% *}
	if echo "$name $prog" | grep -qE "$unsafe" || needs_host "$prog"; then
		unsafe_n=$((unsafe_n + 1))
		echo "unsafe       $name"
		continue
	fi
	if [ ! -x "$out/bin/$prog" ]; then
		skipped=$((skipped + 1))
		echo "not built    $name"
		continue
	fi
	# shellcheck disable=SC2086
	run "$out/logs/$name.bare" $cmd
	st=$?
	if [ $st -eq 32 ]; then
		skipped=$((skipped + 1))
		echo "TCONF        $name"
		continue
	fi
	if [ $st -ne 0 ]; then
		failed_untraced=$((failed_untraced + 1))
		echo "fails bare   $name (exit $st)"
		continue
	fi
	ran=$((ran + 1))
	# shellcheck disable=SC2086
	run "$out/logs/$name.traced" "$kapi" -j trace -f -o "$out/logs/$name.findings" -- $cmd
	tst=$?
	cat "$out/logs/$name.findings" >>"$out/findings.jsonl" 2>/dev/null
	if [ $tst -eq 0 ]; then
		same=$((same + 1))
		echo "transparent  $name"
	elif echo "$name" | grep -qE "$tracer_props"; then
		props=$((props + 1))
		echo "tracer-prop  $name (exit $tst)"
	# shellcheck disable=SC2086
	elif command -v strace >/dev/null &&
	     ! run "$out/logs/$name.strace" strace -f -o /dev/null $cmd; then
		props=$((props + 1))
		echo "tracer-prop  $name (exit $tst; fails under strace -f too)"
	else
		differ=$((differ + 1))
		echo "TRACED-FAIL  $name (exit $tst; $out/logs/$name.traced)"
	fi
done <"$out/selected"  >"$out/results"
cat "$out/results"
entries=$(wc -l <"$out/selected")
count() { grep -c "^$1" "$out/results"; }
echo "== summary (logs in $out)"
echo "entries:            $entries"
echo "never run (unsafe): $(count unsafe)"
echo "not built / TCONF:  $(( $(count 'not built') + $(count TCONF) ))"
echo "fail untraced:      $(count 'fails bare')"
echo "run traced:         $(( $(count transparent) + $(count TRACED-FAIL) + $(count tracer-prop) ))"
echo "transparent:        $(count transparent)"
echo "tracer properties:  $(count tracer-prop)"
echo "differ under kapi:  $(count TRACED-FAIL)"
echo "findings:           $(grep -c '"finding"' "$out/findings.jsonl")"
if command -v jq >/dev/null && [ -s "$out/findings.jsonl" ]; then
	echo "findings by class:"
	jq -r 'select(.class) | .class' "$out/findings.jsonl" | sort | uniq -c | sort -rn
	echo "findings by kind (top 10):"
	jq -r 'select(.finding) | .finding' "$out/findings.jsonl" 2>/dev/null |
		sort | uniq -c | sort -rn | head -10
fi
[ "$(count TRACED-FAIL)" -eq 0 ]

#!/bin/sh
# kapi trace, live on this machine: each test program prints the exact lines
# kapi trace must print ("EXPECT ..."), strace-style.
. "$(dirname "$0")/lib.sh"
: "${KAPI_BUILD:=$(dirname "$0")/../../build}"
T=$KAPI_BUILD/tests/trace

# expect_lines PROG_OUTPUT TRACE_OUTPUT TAG DESC: the TAG lines of the
# program are exactly the trace's lines (in any order: threads race)
expect_lines() {
	sed -n "s/^$3 //p" "$1" | sort > "$tmp/want"
	sort "$2" > "$tmp/got"
	if [ -s "$tmp/want" ] && cmp -s "$tmp/want" "$tmp/got"; then pass "$4"; else
		fail "$4"; diff "$tmp/want" "$tmp/got" | sed 's/^/#   /' | head -20; fi
}

need_tracing

run "$KAPI" trace -o "$tmp/trace" -- "$T/t_flags"
expect_status 0 "the program's exit status comes through"
expect_lines "$tmp/out" "$tmp/trace" EXPECT "invalid flags give the exact lines, valid calls none"
expect_out '^done$' "the program's own output is untouched"

run "$KAPI" trace -X fd_closed -o "$tmp/trace" -- "$T/t_flags"
grep -v ' close(fd=77) ' "$tmp/out" > "$tmp/out.nofd"
expect_lines "$tmp/out.nofd" "$tmp/trace" EXPECT "-X fd_closed drops that kind of finding and no other"
run "$KAPI" trace -X no_such_kind -- true
expect_status 2 "an unknown kind for -X is a usage error"

run "$KAPI" trace -o "$tmp/trace" -- "$T/t_threads"
expect_lines "$tmp/out" "$tmp/trace" EXPECT "four threads: one line each, with the thread's id"

run "$KAPI" trace -o "$tmp/trace" -- "$T/t_fork"
grep -v '^EXPECT-F ' "$tmp/out" > "$tmp/out.parent"
expect_lines "$tmp/out.parent" "$tmp/trace" EXPECT "without -f only the program's own calls are reported"
expect_out '^child exited 7$' "a traced child's exit status reaches its parent"
run "$KAPI" trace -f -o "$tmp/trace" -- "$T/t_fork"
sed 's/^EXPECT-F /EXPECT /' "$tmp/out" > "$tmp/out.all"
expect_lines "$tmp/out.all" "$tmp/trace" EXPECT "with -f the child's calls are reported too"

run "$KAPI" trace -o "$tmp/trace" -- "$T/t_exec"
expect_status 5 "exit status after an exec is the new image's"
expect_lines "$tmp/out" "$tmp/trace" EXPECT "a successful execve draws no finding; the new image is traced"

# valid calls of every deep-spec'd syscall: not one finding, and each seen
mkdir -p "$tmp/deep"
run "$KAPI" trace -f --summary -o "$tmp/trace" -- "$T/t_deep" "$tmp/deep"
expect_status 0 "t_deep runs to its end under trace"
expect_out '^done$' "and prints what it prints untraced"
check "! grep -q ') = ' $tmp/trace" "valid calls of the deep specs draw no finding$(grep -m1 ') = ' "$tmp/trace" | sed 's/^/ (first: /;s/$/)/')"
missing=
for name in $(sed -n 's/^CALLED //p' "$tmp/out" | sort -u); do
	awk -v n="$name" '$1 == n && $2 > 0 && $3 == 0 { found = 1 } END { exit !found }' "$tmp/trace" ||
		missing="$missing $name"
done
check "[ \$(grep -c '^CALLED ' $tmp/out) -ge 50 ] && [ -z '$missing' ]" "--summary counts each of them with 0 findings${missing:+ (not:$missing)}"

"$T/t_signals" > "$tmp/bare" 2>&1
run "$KAPI" trace -o "$tmp/trace" -- "$T/t_signals"
check "cmp -s $tmp/bare $tmp/out" "signals, group-stop and continue behave as untraced"
check "[ ! -s $tmp/trace ]" "and valid calls around them draw no finding"

# a spec with a gap: mlockall's EINVAL taken out of its error list
"$KAPI" -j export sys_mlockall sys_mlock2 sys_munlockall sys_munlock |
	jq '.specs |= map(if .name == "sys_mlockall" then .errors |= map(select(.name != "EINVAL")) else . end)' > "$tmp/gap.json"
run "$KAPI" --from "$tmp/gap.json" trace -o "$tmp/trace" -- "$T/t_flags"
check "grep -q 'mlockall(flags=0x8 /\\* MCL_??? \\*/) = -EINVAL: spec gap: returned -EINVAL (-22), which the spec does not list' $tmp/trace" "an errno the spec does not list is reported as a spec gap"
check "grep -q 'flags=0x8 has bits 0x8 outside' $tmp/trace" "and the caller error beside it"

# restarts: a spec for read() that lists only EBADF, not EINTR
cat > "$tmp/read.c" <<'SPEC'
DEFINE_KERNEL_API_SPEC(sys_read)
	KAPI_PARAM(0, "fd", "unsigned int", "descriptor")
		KAPI_PARAM_TYPE(KAPI_TYPE_FD)
	KAPI_PARAM_END
	KAPI_PARAM(1, "buf", "char *", "buffer")
		KAPI_PARAM_TYPE(KAPI_TYPE_USER_PTR)
	KAPI_PARAM_END
	KAPI_PARAM(2, "count", "size_t", "bytes")
	KAPI_PARAM_END
	KAPI_RETURN("ssize_t", "bytes read")
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_RANGE)
		KAPI_RETURN_SUCCESS_RANGE(0, S64_MAX)
	KAPI_RETURN_END
	KAPI_ERROR(0, -EBADF, "EBADF", "fd not open", "not open for reading")
KAPI_END_SPEC;
SPEC
run "$KAPI" --from "$tmp/read.c" trace -o "$tmp/trace" -- "$T/t_restart"
expect_out '^restarted read returned 1$' "an SA_RESTART read restarts under trace as without"
expect_out '^plain read returned -1 \(Interrupted system call\)$' "a plain read is interrupted as without"
check "! grep -q ERESTART $tmp/trace" "-ERESTARTSYS is not taken for an error"
check "[ ! -s $tmp/trace ]" "an interrupted call is not checked: the kernel picks EINTR or a restart only after its exit stop"

run "$KAPI" -j trace -o "$tmp/trace" -- "$T/t_flags"
check "jq -e -s 'length == 8 and .[6].finding == \"enum\" and .[5].strings[1] == \"/nonexistent/\\\"q\\\"\\n\" and .[0].syscall == \"mlockall\" and .[0].spec == \"sys_mlockall\" and .[0].class == \"caller_error\" and .[0].ret == -22 and .[0].finding == \"mask\"' $tmp/trace >/dev/null" "-j writes one JSON object a line"

run "$KAPI" trace --fail-on-finding -o /dev/null -- "$T/t_flags"
expect_status 1 "--fail-on-finding exits 1 after a finding"
# an empty trace alone would pass if -e failed or ran nothing: the program
# must have run, and a named call with findings must keep exactly those
run "$KAPI" trace -e munlockall -o "$tmp/trace" -- "$T/t_flags"
check "[ \$status -eq 0 ] && grep -q '^EXPECT' $tmp/out && [ ! -s $tmp/trace ]" "-e limits the checks to the syscalls named"
run "$KAPI" trace -e mlockall -o "$tmp/trace" -- "$T/t_flags"
grep '^EXPECT' "$tmp/out" | grep ' mlockall(' | sed 's/^EXPECT //' > "$tmp/want"
check "[ \$status -eq 0 ] && [ -s $tmp/want ] && cmp -s $tmp/want $tmp/trace" "-e mlockall reports exactly the mlockall findings"
run "$KAPI" trace -e mlockal -o "$tmp/trace" -- "$T/t_flags"
expect_status 2 "a misspelt name for -e is a usage error"
expect_err "unknown syscall 'mlockal'" "and names it"
run "$KAPI" trace -e trace=%file -o "$tmp/trace" -- "$T/t_flags"
check "grep -q ' openat(' $tmp/trace && ! grep -q -e ' mlockall(' -e ' close(' -e ' lseek(' $tmp/trace" "-e %file: only calls that take a path"
run "$KAPI" trace -e %desc -o "$tmp/trace" -- "$T/t_flags"
check "grep -q ' close(' $tmp/trace && grep -q ' lseek(' $tmp/trace && ! grep -q ' mlock' $tmp/trace" "-e %desc: only calls on a descriptor"
run "$KAPI" trace -- /no/such/program
expect_status 127 "a command that cannot run exits 127"
expect_err "cannot run '/no/such/program'" "and says so"
run "$KAPI" trace
expect_status 2 "trace without a command is a usage error"

# ioctls are checked by command, their argument structs field by field
if [ "$(id -u)" -eq 0 ] && [ -c /dev/loop-control ]; then
	run "$KAPI" trace -o "$tmp/trace" -- "$T/t_loop_ioctl"
	expect_status 0 "the loop ioctl program runs as untraced"
	expect_lines "$tmp/out" "$tmp/trace" EXPECT "a bad LOOP_CONFIGURE struct: one line per bad field, valid ioctls none"
	truncate -s 4M "$tmp/img"
	run "$KAPI" trace -c -o "$tmp/sum" -- losetup --find --show "$tmp/img"
	dev=$(cat "$tmp/out")
	check "echo '$dev' | grep -q '^/dev/loop[0-9]*\$' && awk '\$1 == "ioctl" { exit !(\$2 >= 2 && \$3 == 0) }' $tmp/sum" "losetup --find --show: its loop ioctls are checked and valid ($dev)"
	[ -n "$dev" ] && losetup -d "$dev" 2>/dev/null
else
	pass "# SKIP loop ioctls need root and /dev/loop-control"
	pass "# SKIP loop ioctls need root and /dev/loop-control"
	pass "# SKIP loop ioctls need root and /dev/loop-control"
fi

# an ioctl spec applies only to its kind of file: TCSETS on /dev/null is
# not checked as a terminal call, on a pty master it is
run "$KAPI" trace -o "$tmp/trace" -- "$T/t_ioctl_target"
if grep -q '^SKIP' "$tmp/out"; then
	pass "# SKIP $(cat "$tmp/out")"
else
	expect_lines "$tmp/out" "$tmp/trace" EXPECT "ioctl numbers are matched with the file's kind: one finding on the pty, none on /dev/null"
fi

# arguments named as the user knows them (no KAPI_ helper names, no
# MPOL_??? for mbind's mode 2)
run "$KAPI" trace -o "$tmp/trace" -- "$T/t_names"
expect_lines "$tmp/out" "$tmp/trace" EXPECT "user names in trace's lines: sysfs's options as numbers, mbind's mode, fsconfig's newest command"

# ioctl(2)'s descriptor check comes before the command's spec: a terminal
# command on a descriptor that is not open is EBADF, from ioctl(2)'s spec
run "$KAPI" trace -o "$tmp/trace" -- "$T/t_ioctl_badfd"
if grep -q '^SKIP' "$tmp/out"; then
	pass "# SKIP $(cat "$tmp/out")"
else
	expect_lines "$tmp/out" "$tmp/trace" EXPECT "a command with a spec on a bad descriptor: EBADF from ioctl(2)'s own check, nothing on the open pty"
fi

# terminal ioctls: what TCGETS and TIOCGWINSZ write back is decoded and checked
if command -v script >/dev/null; then
	script -qc "'$KAPI' trace -c -o '$tmp/sum' -- stty size" /dev/null > "$tmp/out" 2>&1
	check "awk '\$1 == \"ioctl\" { exit !(\$2 >= 2 && \$3 == 0) }' $tmp/sum" "stty on a terminal: TCGETS and TIOCGWINSZ decoded, no finding"
	# script opens a pty pair (TIOCSPTLCK, TIOCGPTPEER, TIOCSCTTY); stty
	# changes settings (TCSETSW) and the size (TIOCSWINSZ)
	run "$KAPI" trace -f -c -o "$tmp/sum" -- script -qc 'stty cols 100 rows 30; stty -echo; stty echo; stty size' /dev/null
	expect_out '^30 100' "stty under script under trace sets the size it reads back"
	check "awk '\$1 == \"ioctl\" { exit !(\$2 >= 10 && \$3 == 0) }' $tmp/sum" "pty and terminal-setting ioctls decoded, no finding"
else
	pass "# SKIP script(1) is not installed"
	pass "# SKIP script(1) is not installed"
	pass "# SKIP script(1) is not installed"
fi

# every checked call is seen: the counts agree with strace -c -f
run "$KAPI" trace -c -o "$tmp/sum" -- "$T/t_loop" 300 7
awk '$1 == "mlockall" { print $2, $3 }' "$tmp/sum" > "$tmp/kapi_counts"
check "[ \"\$(cat $tmp/kapi_counts)\" = '300 42' ]" "--summary: 300 mlockall calls, 42 findings"
if command -v strace >/dev/null; then
	strace -f -c -e trace=mlockall -o "$tmp/strace" "$T/t_loop" 300 7 >/dev/null
	check "[ \"\$(awk '\$NF == \"mlockall\" { print \$4 }' $tmp/strace)\" = 300 ]" "strace -c -f counts the same 300 calls"
	# a pipeline of processes, every syscall (--generated): each count
	# agrees but rt_sigreturn's, which follows when SIGCHLD lands, and
	# exit_group's, which strace -c leaves out as it never returns
	pipeline='cat /etc/hostname; ls /usr | wc -l; tar -C /usr/include -cf - linux/fs.h | wc -c'
	"$KAPI" trace --generated -f -c -o "$tmp/sum" -- sh -c "$pipeline" >/dev/null
	strace -f -c -o "$tmp/strace" sh -c "$pipeline" >/dev/null
	awk 'NR > 1 && $2 ~ /^[0-9]+$/ && $1 != "rt_sigreturn" && $1 != "exit_group" { print $1, $2 }' "$tmp/sum" | sort > "$tmp/k.counts"
	awk '$1 ~ /^[0-9.]+$/ && $NF ~ /^[a-z_0-9]+$/ && $NF != "total" && $NF != "rt_sigreturn" { print $NF, $4 }' "$tmp/strace" | sort > "$tmp/s.counts"
	check "[ \$(wc -l < $tmp/s.counts) -ge 20 ] && diff $tmp/k.counts $tmp/s.counts >&2" "a process pipeline: every syscall's count agrees with strace -c -f ($(wc -l < "$tmp/s.counts") syscalls)"
else
	pass "# SKIP strace is not installed"
	pass "# SKIP strace is not installed"
fi
python3 -c 'import sys; print(sys.version_info[0], sum(range(100)))' > "$tmp/py.bare" 2>&1
run "$KAPI" trace -o "$tmp/trace" -- python3 -c 'import sys; print(sys.version_info[0], sum(range(100)))'
check "cmp -s $tmp/py.bare $tmp/out" "python3 prints exactly what it prints untraced"
tar -C /usr/include -cf - linux/mman.h linux/fs.h | md5sum > "$tmp/tar.bare"
"$KAPI" trace -o /dev/null -- tar -C /usr/include -cf - linux/mman.h linux/fs.h | md5sum > "$tmp/tar.traced"
check "cmp -s $tmp/tar.bare $tmp/tar.traced" "tar writes the same archive traced"

# --entry-only: the filter checks the flags; only violating calls stop
run "$KAPI" trace --entry-only --summary=stopped -o "$tmp/sum" -- "$T/t_loop" 2000 100
check "awk '\$1 == \"mlockall\" { exit !(\$2 == 20 && \$3 == 20) }' $tmp/sum" "--entry-only: only the 20 invalid of 2000 calls trap"
check "grep -q 'mode: seccomp filter checks' $tmp/sum" "and the summary says the filter did the checking"
run "$KAPI" trace --entry-only -o "$tmp/trace" -- "$T/t_flags"
check "grep -q '^[0-9]* mlockall(flags=0x8 /\\* MCL_??? \\*/) = ?: flags=0x8 has bits' $tmp/trace" "entry-only lines show the result as ?"
# every kind of check the filter makes finds what full mode finds
run "$KAPI" trace -o "$tmp/full" -- "$T/t_filter"
invalid=$(sed -n 's/^invalid //p' "$tmp/out")
run "$KAPI" trace --entry-only --summary=stopped -o "$tmp/eo" -- "$T/t_filter"
# the syscall and the finding; addresses differ from run to run
norm() { sed -E 's/^[0-9]+ ([a-z0-9_]+)\(.*\) = [^:]*: /\1: /; s/0x[0-9a-f]+/ADDR/g' | sort; }
norm < "$tmp/full" > "$tmp/full.n"
grep ') = ?: ' "$tmp/eo" | norm > "$tmp/eo.n"
check "[ \$(wc -l < $tmp/full.n) -ge ${invalid:-99} ] && cmp -s $tmp/full.n $tmp/eo.n" "--entry-only: mask, enum, ranges, alignment and nonzero checks in the filter find what full mode finds (${invalid:-?} invalid calls)"
# exactly one stop per invalid call over what a run making none of the
# calls has (start and exit): t_filter's valid calls sit on the bounds,
# so an off-by-one comparison in the filter stops one of them
stops=$(sed -n 's/.*; \([0-9]*\) stops$/\1/p' "$tmp/eo")
run "$KAPI" trace --entry-only --summary=stopped -o "$tmp/eo0" -- "$T/t_filter" none
base=$(sed -n 's/.*; \([0-9]*\) stops$/\1/p' "$tmp/eo0")
check "[ -n '$stops' ] && [ -n '$base' ] && [ '$stops' -eq \$((${base:-0} + ${invalid:-0})) ]" "and valid calls do not stop ($stops stops: ${base:-?} in every run, ${invalid:-?} invalid calls)"
run "$KAPI" trace --entry-only --no-filter -c -o "$tmp/sum" -- "$T/t_loop" 200 100
check "awk '\$1 == \"mlockall\" { exit !(\$2 == 200) }' $tmp/sum" "--no-filter: every checked call stops"

# a killed tracer takes its tracee along rather than leaving it stopped
"$KAPI" trace -o /dev/null -- sleep 30 &
tracer=$!
sleep 0.5
victim=$(pgrep -P "$tracer" sleep || true)
kill -9 "$tracer"
wait "$tracer" 2>/dev/null
sleep 0.3
vstate=$(awk '{ print $3 }' /proc/$victim/stat 2>/dev/null)
check "[ -n '$victim' ] && { [ -z '$vstate' ] || [ '$vstate' = Z ]; }" "a SIGKILLed tracer leaves no tracee behind (was $victim, state '$vstate')"

# attach: a running program, checked from the outside, left running after
"$T/t_loop" 100000 5 2000 > /dev/null &
prog=$!
sleep 0.2
timeout -s INT 1 "$KAPI" trace -p "$prog" -o "$tmp/trace"
state=$(awk '{ print $3 }' /proc/$prog/stat 2>/dev/null)
check "grep -q \"^$prog mlockall(flags=0x8 /\\\\* MCL_??? \\\\*/) = -EINVAL\" $tmp/trace" "-p attaches and reports the running program's findings"
check "[ -n '$state' ] && [ '$state' != T ] && [ '$state' != t ]" "after the tracer is gone the program runs on (state $state)"
kill "$prog" 2>/dev/null
wait "$prog" 2>/dev/null
run "$KAPI" trace -p "$prog"
expect_status 125 "-p of a process that is gone: tracing could not start (kapi's own failure, 125)"
expect_err "cannot attach to process $prog: No such process" "and it says which process"

done_testing

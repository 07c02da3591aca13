#!/bin/sh
# kapi watch, live in this kernel with eBPF (as root): the programs kapi
# trace is tested on give the same lines under watch; a storm loses
# nothing or says exactly what it lost; no program stays attached.
. "$(dirname "$0")/lib.sh"
: "${KAPI_BUILD:=$(dirname "$0")/../../build}"
T=$KAPI_BUILD/tests/trace

# expect_lines PROG_OUTPUT WATCH_OUTPUT DESC: the program's EXPECT (and
# EXPECT-F: watch follows children) lines are exactly watch's, any order
expect_lines() {
	sed -n 's/^EXPECT\(-F\)\{0,1\} //p' "$1" | sort > "$tmp/want"
	sort "$2" > "$tmp/got"
	if [ -s "$tmp/want" ] && cmp -s "$tmp/want" "$tmp/got"; then pass "$3"; else
		fail "$3"; diff "$tmp/want" "$tmp/got" | sed 's/^/#   /' | head -20; fi
}

# owners: the process ids of the kapi watches whose programs are loaded
# now, each from its skeleton's read-only data (self_tgid), so that another
# watch running on the machine at the same time is told from this test's
owners() {
	for m in $(bpftool -j map show 2>/dev/null |
		   jq -r '.[] | select(.name == "kapi_wat.rodata") | .id'); do
		# a map freed between show and dump reads as an error object
		bpftool -j map dump id "$m" 2>/dev/null |
			jq -r 'if type == "array" then .[0].formatted.value[".rodata"][] |
			       .self_tgid // empty else empty end'
	done
}
# orphans: the owners that have exited; their programs should be gone
orphans() {
	for p in $(owners); do kill -0 "$p" 2>/dev/null || echo "$p"; done
}
# none_attached DESC: no program of an exited watch is loaded (the kernel
# frees them shortly after the last descriptor closes: 30 s at most)
none_attached() {
	i=0
	while [ -n "$(orphans)" ] && [ $i -lt 300 ]; do
		sleep 0.1
		i=$((i + 1))
	done
	left=$(orphans | tr '\n' ' ')
	check "[ -z '$left' ]" "$1${left:+ (programs of exited watches: $left)}"
}

# attached LOG PID: until the kapi watch PID says on its stderr (LOG) that
# its programs are attached; false when it ended first (or after 60 s).
# LOG is removed before the watch starts: the shell truncates it only in
# the child, after the fork, so an old LOG could still say "attached".
attached() {
	i=0
	while ! grep -q '^kapi watch: attached$' "$1"; do
		kill -0 "$2" 2>/dev/null && [ $i -lt 1200 ] || return 1
		sleep 0.05
		i=$((i + 1))
	done
}

run "$KAPI" watch
expect_status 2 "no target is a usage error"
run "$KAPI" watch --all -- true
expect_status 2 "two targets are a usage error"
run "$KAPI" watch --buffer-size 1000 --all
expect_status 2 "a ring buffer size that is no power of two is a usage error"

"$KAPI" watch --duration 0.1 --all -o /dev/null 2>"$tmp/probe"
probe=$?
if [ $probe -ne 0 ]; then
	if grep -q 'not available' "$tmp/probe"; then
		check "[ $probe -eq 3 ]" "without eBPF support watch says why and exits 3"
	fi
	echo "# SKIP the live tests: $(head -1 "$tmp/probe")"
	done_testing
	exit $?
fi
command -v bpftool >/dev/null || PATH=$PATH:/usr/sbin

run "$KAPI" watch -o "$tmp/watch" -- "$T/t_flags"
expect_status 0 "the program's exit status comes through"
expect_lines "$tmp/out" "$tmp/watch" "invalid flags give trace's exact lines, valid calls none"
expect_out '^done$' "the program's own output is untouched"
expect_err '^kapi watch: 8 findings in 8 reported calls, 0 dropped$' "the drop counter is reported"

run "$KAPI" -j watch -o "$tmp/watch.json" -- "$T/t_flags"
check "[ \$(jq -s '[.[] | select(.finding)] | length' $tmp/watch.json) -eq 8 ]" "-j: one JSON line a finding"
check "jq -se '.[-1].drops == 0 and .[-1].findings == 8 and .[-1].unconfirmed == 0' $tmp/watch.json >/dev/null" "-j: the last line counts findings and drops; every call the kernel reported is a finding"
"$KAPI" -j trace -o "$tmp/trace.json" -- "$T/t_flags" >/dev/null 2>&1
check "[ \"\$(jq -c 'select(.finding) | del(.tid, .pid, .args, .call, .time, .duration)' $tmp/trace.json | sort)\" = \"\$(jq -c 'select(.finding) | del(.tid, .pid, .args, .call, .time, .duration)' $tmp/watch.json | sort)\" ]" "-j: the same objects as trace -j"

# constraint expressions over several arguments run in the kernel too
run "$KAPI" watch -o "$tmp/watch" -- "$T/t_expr"
expect_status 0 "t_expr runs to its end under watch"
expect_lines "$tmp/out" "$tmp/watch" "calls that break a constraint expression give trace's exact lines"
expect_err '^kapi watch: 3 findings in 3 reported calls, 0 dropped$' "the kernel reported just those calls"

run "$KAPI" watch -o "$tmp/watch" -- "$T/t_threads"
expect_lines "$tmp/out" "$tmp/watch" "four threads: one line each, with the thread's id"
run "$KAPI" watch -o "$tmp/watch" -- "$T/t_fork"
expect_lines "$tmp/out" "$tmp/watch" "children are followed through fork, in the kernel"
expect_out '^child exited 7$' "a watched child's exit status reaches its parent"
run "$KAPI" watch -o "$tmp/watch" -- "$T/t_exec"
expect_status 5 "exit status after an exec is the new image's"
expect_lines "$tmp/out" "$tmp/watch" "a successful execve draws no finding; the new image is watched"

run "$KAPI" watch -c -o "$tmp/watch" -- "$T/t_flags"
check "awk '\$1 == \"mlockall\" && \$2 == 3 && \$3 == 2 { f = 1 } END { exit !f }' $tmp/watch" "--summary: calls and findings per syscall, counted in the kernel"
check "grep -q '^mode: ebpf, [0-9]* syscalls checked in the kernel; 0 dropped$' $tmp/watch" "--summary ends with the drop count"

run "$KAPI" watch -e mlock2 -o "$tmp/watch" -- "$T/t_flags"
check "[ \$(wc -l < $tmp/watch) -eq 1 ] && grep -q ' mlock2(' $tmp/watch" "-e checks only the syscalls named"

mkdir -p "$tmp/deep"
run "$KAPI" watch -o "$tmp/watch" -- "$T/t_deep" "$tmp/deep"
expect_status 0 "t_deep runs to its end under watch"
check "[ ! -s $tmp/watch ]" "valid calls of the deep specs draw no finding$(head -1 "$tmp/watch" | sed 's/^/ (first: /;s/$/)/')"
expect_err ' 0 dropped$' "and nothing is lost"
mkdir -p "$tmp/deep2"
run "$KAPI" -j watch -o "$tmp/deep.json" -- "$T/t_deep" "$tmp/deep2"
check "jq -se '.[-1].reported == 0 and .[-1].unconfirmed == 0' $tmp/deep.json >/dev/null" "the kernel's checks raise no alarm on valid calls (none reported, none unconfirmed)"

run "$KAPI" watch -o "$tmp/watch" -- "$T/t_storm"
total=$(sed -n 's/^TOTAL //p' "$tmp/out")
check "[ -n '$total' ] && [ \$(wc -l < $tmp/watch) -eq $total ]" "a fork, exec and thread storm: all $total findings"
expect_err ' 0 dropped$' "and none lost"
run "$KAPI" watch --buffer-size 4096 -o "$tmp/watch" -- "$T/t_storm"
dropped=$(sed -n 's/^kapi watch: .* \([0-9]*\) dropped$/\1/p' "$tmp/err")
check "[ -n '$dropped' ] && [ \$((\$(wc -l < $tmp/watch) + dropped)) -eq $total ]" "a ring buffer too small: findings plus dropped make $total (dropped: $dropped)"

# restarts: read() with a spec that lists only EBADF, not EINTR; the exit
# hook sees -ERESTARTSYS before the kernel picks a restart or EINTR
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
run "$KAPI" --from "$tmp/read.c" watch -o "$tmp/watch" -- "$T/t_restart"
expect_out '^restarted read returned 1$' "an SA_RESTART read restarts under watch as without"
expect_out '^plain read returned -1 \(Interrupted system call\)$' "a plain read is interrupted as without"
check "[ ! -s $tmp/watch ]" "an interrupted call draws no finding, as under trace"

# -p: a running process and the children it starts; it goes on once the
# watch is attached
mkfifo "$tmp/go"
sh -c 'read x < "$1"; exec "$2"' sh "$tmp/go" "$T/t_flags" > "$tmp/pout" &
pid=$!
rm -f "$tmp/werr"
"$KAPI" watch -p $pid -o "$tmp/watch" 2>"$tmp/werr" &
wp=$!
attached "$tmp/werr" $wp
echo go > "$tmp/go"
wait $pid
wait $wp
check "[ $? -eq 0 ]" "-p: the watch ends when its process does (exit 0)"
expect_lines "$tmp/pout" "$tmp/watch" "-p: a running process, through its exec"
run "$KAPI" watch -p 999999999
expect_status 3 "-p of no process fails"

# --comm: every task of that name (this run's own: another watch.t may run)
comm=kapi_wc$$
cp "$T/t_flags" "$tmp/$comm"
rm -f "$tmp/werr"
"$KAPI" watch --comm $comm -o "$tmp/watch" 2>"$tmp/werr" &
wp=$!
attached "$tmp/werr" $wp
"$tmp/$comm" > "$tmp/cout"
kill -INT $wp
wait $wp
expect_lines "$tmp/cout" "$tmp/watch" "--comm: the tasks of that name"

# --cgroup: the tasks of a cgroup v2 directory (made for the test)
cg2=$(awk '$3 == "cgroup2" { print $2; exit }' /proc/mounts)
if [ -n "$cg2" ] && mkdir "$cg2/kapi-watch-test.$$" 2>/dev/null; then
	cg=$cg2/kapi-watch-test.$$
	rm -f "$tmp/werr"
	"$KAPI" watch --cgroup "$cg" -o "$tmp/watch" 2>"$tmp/werr" &
	wp=$!
	attached "$tmp/werr" $wp
	sh -c 'echo $$ > "$1/cgroup.procs" && exec "$2"' sh "$cg" "$T/t_flags" > "$tmp/gout"
	kill -INT $wp
	wait $wp
	expect_lines "$tmp/gout" "$tmp/watch" "--cgroup: the tasks of that cgroup"
	rmdir "$cg"
else
	echo "# SKIP --cgroup: no writable cgroup v2 hierarchy"
fi
run "$KAPI" watch --cgroup "$tmp" --duration 0.1
expect_status 3 "--cgroup of a directory that is no cgroup fails"
expect_err "is not a cgroup v2 directory" "and says so"

if command -v setpriv >/dev/null && [ "$(id -u)" -eq 0 ]; then
	run setpriv --reuid=65534 --regid=65534 --clear-groups --inh-caps=-all "$KAPI" watch --all
	expect_status 3 "without privilege: exit 3"
	expect_err 'needs root \(or CAP_BPF and CAP_PERFMON\)' "and says what it needs"
fi

none_attached "nothing stays attached after the runs above (exit, errors)"
rm -f "$tmp/werr"
"$KAPI" watch --all -o /dev/null 2>"$tmp/werr" &
pid=$!
attached "$tmp/werr" $pid
kill -INT $pid
wait $pid
check "[ $? -eq 0 ]" "SIGINT ends --all, its normal end (exit 0)"
none_attached "and detaches"
rm -f "$tmp/werr"
"$KAPI" watch --all -o /dev/null 2>"$tmp/werr" &
pid=$!
attached "$tmp/werr" $pid
kill -TERM $pid
wait $pid
check "[ $? -eq 0 ]" "SIGTERM ends --all too (exit 0)"
none_attached "SIGTERM detaches"
rm -f "$tmp/werr"
"$KAPI" watch --all -o /dev/null 2>"$tmp/werr" &
pid=$!
attached "$tmp/werr" $pid
check "owners | grep -qx $pid" "an attached watch's programs are found by its pid (what none_attached looks for)"
{ kill -KILL $pid; wait $pid; } 2>/dev/null
none_attached "a SIGKILLed watch's programs go with its descriptors"

done_testing

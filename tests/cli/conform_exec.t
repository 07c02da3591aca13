#!/bin/sh
# The effects of a successful exec (execve, execveat), judged by the
# sandbox process through /proc/PID of the case child stopped in the new
# program: the corpus's checks hold, and wrong ones (the corpus's specs
# with a check made wrong, through a JSON export) are caught.
. "$(dirname "$0")/lib.sh"

need_sandbox umask
verdict() { jq -r --arg s "$1" --arg w "$2" '.syscalls[] | select(.name == $s) |
	.results[] | select(.what == $w) | "\(.verdict): \(.reason)"' "$tmp/out"; }

# the corpus: every exec check is judged and holds
run "$KAPI" conform --json --only execve,execveat
expect_status 0 "conform agrees on execve and execveat"
check 'jq -e ".totals.by_kind.effect.cases == 25 and .totals.by_kind.effect.agree == 25 and .totals.false_positive == 0 and .totals.miss == 0" "$tmp/out" >/dev/null' \
	"the 25 exec checks hold ($(jq -c '.totals.by_kind.effect' "$tmp/out"))"
check "verdict execve 'effect !exec_fd_open(cloexec)' | grep -q '^agree'" \
	"a descriptor with FD_CLOEXEC is gone from /proc/PID/fd after execve"
check "verdict execve 'effect exec_status(SigCgt, 0)' | grep -q '^agree'" \
	"the SIGUSR1 handler is reset: SigCgt is 0 in the new program"
check "verdict execve 'effect exec_kept(pending)' | grep -q '^agree'" \
	"a blocked SIGTERM queued before execve still waits in ShdPnd"
check "verdict execve 'effect exec_kept(personality)' | grep -q '^agree'" \
	"ADDR_NO_RANDOMIZE set before execve is still in /proc/PID/personality"
check "verdict execveat 'effect exec_status(CapPrm, 0)' | grep -q '^agree'" \
	"under SECBIT_NOROOT root gets no capabilities from execveat of a plain file"
check "verdict execveat 'effect exec_maps()' | grep -q '^agree'" \
	"the old mappings are gone and the program is mapped (/proc/PID/maps)"
check "verdict execveat 'effect exec_image()' | grep -q '^agree'" \
	"the PID stays, now running \"prog\" (exe, comm)"
check "jq -e '[.syscalls[] | .results[] | select(.what | startswith(\"effect exec\")) | .call] | all(contains(\"\\\"prog\\\"\"))' \"\$tmp/out\" >/dev/null" \
	"each exec case runs the program conform writes"

# the same specs with wrong checks
run "$KAPI" -j export sys_execve sys_execveat
jq '(.specs[] | select(.name=="sys_execve") | .side_effects[1].check) = "exec_fd_open(cloexec)"
  | (.specs[] | select(.name=="sys_execve") | .side_effects[2].check) = "exec_status(Threads, 2)"
  | (.specs[] | select(.name=="sys_execve") | .side_effects) += [
	{"type": "0x4", "target": "fds", "description": "wrong: others closed too",
	 "reversible": false, "check": "!exec_fd_open(plain)"},
	{"type": "0x4", "target": "fds", "description": "right: others kept",
	 "reversible": false, "check": "exec_fd_open(plain)"},
	{"type": "0x4", "target": "signals", "description": "wrong: ignored ones reset",
	 "reversible": false, "check": "exec_status(SigIgn, 0)"},
	{"type": "0x4", "target": "signals", "description": "wrong: pending dropped",
	 "reversible": false, "check": "exec_status(ShdPnd, 0)"},
	{"type": "0x4", "target": "timers", "description": "wrong: POSIX timers kept",
	 "reversible": false, "check": "exec_timers(1)"}]
  | (.specs[] | select(.name=="sys_execveat") | .side_effects[0].check_when) = "has(flags, AT_EMPTY_PATH)"' \
	"$tmp/out" >"$tmp/wrong.json"
run "$KAPI" conform --json --from "$tmp/wrong.json"
expect_status 1 "the wrong checks disagree"
check "verdict execve 'effect exec_fd_open(cloexec)' | grep -q '^false_positive: exec_fd_open(cloexec) does not hold'" \
	"a FD_CLOEXEC descriptor said to stay open across execve: it is closed"
check "verdict execve 'effect !exec_fd_open(plain)' | grep -q '^false_positive'" \
	"a plain descriptor said to be closed by execve: it is kept"
check "verdict execve 'effect exec_fd_open(plain)' | grep -q '^agree'" \
	"the plain descriptor is kept"
check "verdict execve 'effect exec_status(Threads, 2)' | grep -q '^false_positive'" \
	"the second thread said to survive: the new program has one"
check "verdict execve 'effect exec_status(SigIgn, 0)' | grep -q '^false_positive'" \
	"ignored signals said to be reset: they stay ignored"
check "verdict execve 'effect exec_status(ShdPnd, 0)' | grep -q '^false_positive'" \
	"pending signals said to be dropped: SIGTERM is still pending"
check "verdict execve 'effect exec_timers(1)' | grep -q '^false_positive'" \
	"the POSIX timer said to survive execve: /proc/PID/timers lists none"
check 'jq -e ".totals.by_kind.effect.false_positive == 6 and .totals.miss == 0" "$tmp/out" >/dev/null' \
	"exactly the six wrong checks are false positives ($(jq -c '.totals.by_kind.effect' "$tmp/out"))"
check "verdict execveat 'effect exec_maps()' | grep -q '^agree'" \
	"a condition (AT_EMPTY_PATH) is met by the case's flags, and still holds"

# the lab kernels agree too (a VM each, one after the other; once more
# when a TCG boot dies early); opt-in like every lab test: KAPI_LAB=1
# (make check-lab)
for k in 6.1 6.12; do
	if [ "${KAPI_LAB:-0}" != 1 ]; then
		n=$((n + 1)); echo "ok $n # SKIP kernel $k: the lab's VMs boot only when asked: KAPI_LAB=1"
		continue
	fi
	if ! lab_ready "$k"; then
		n=$((n + 1)); echo "ok $n # SKIP kernel $k: $lab_why"
		continue
	fi
	for try in 1 2; do
		run "$KAPI" --kernel "$k" conform --json --only execve,execveat
		[ "$status" -ne 3 ] && break
	done
	check 'jq -e ".totals.by_kind.effect.agree == 25 and .totals.false_positive == 0 and .totals.miss == 0" "$tmp/out" >/dev/null' \
		"kernel $k: the exec checks hold ($(jq -c '.totals.by_kind.effect' "$tmp/out" 2>/dev/null))"
done
done_testing

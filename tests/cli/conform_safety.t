#!/bin/sh
# kapi conform leaves the host as it found it: a snapshot of the scratch
# parent, the mounts, the rlimits, some sysctls, System V IPC, network
# interfaces, before and after a full run over every deep syscall spec;
# and no process of the run is left.  The run has a session of its own, so
# that what else runs in the caller's session (a build, another test) is
# not taken for a leftover.
. "$(dirname "$0")/lib.sh"

parent=$tmp/parent
mkdir "$parent"
echo keep >"$parent/existing"

snapshot() {
	out=$1
	{
		echo "== scratch parent"
		ls -la --time-style=+ "$parent" | sed 1d
		echo "== mounts"
		cut -d' ' -f1-10 /proc/self/mountinfo
		echo "== rlimits"
		ulimit -a
		echo "== sysctls"
		for s in kernel/hostname kernel/domainname kernel/pid_max \
			 net/ipv4/ip_forward vm/overcommit_memory fs/nr_open \
			 kernel/randomize_va_space; do
			printf '%s=%s\n' "$s" "$(cat /proc/sys/$s 2>/dev/null)"
		done
		echo "== ipc"
		cat /proc/sysvipc/shm /proc/sysvipc/msg /proc/sysvipc/sem 2>/dev/null
		echo "== net"
		ls /sys/class/net
	} >"$out" 2>&1
}

snapshot "$tmp/before"
# (the shell's $$ is the new session's id, whether setsid forked or not)
run setsid -w sh -c 'echo $$ > "$1"; shift; exec "$@"' sh "$tmp/sid" \
	"$KAPI" conform --jobs 2 --scratch "$parent"
sid=$(cat "$tmp/sid")
check '[ "$status" -eq 0 ] || [ "$status" -eq 1 ]' "a full run finishes (exit $status)"
check 'grep -q "^sandbox: user mount pid net ipc uts" "$tmp/out" ||
       grep -q "^sandbox: " "$tmp/out"' "it names its sandbox"
snapshot "$tmp/after"
if cmp -s "$tmp/before" "$tmp/after"; then
	pass "the host is unchanged after the run"
else
	fail "the host is unchanged after the run"
	diff "$tmp/before" "$tmp/after" | sed 's/^/#   /' | head -30
fi
check '[ "$(ls -A "$parent")" = existing ]' "the scratch parent holds only what it held"
# a sandbox's last processes may still be on their way out: 30 s at most
i=0
while [ -n "$(ps -o pid= -s "$sid")" ] && [ $i -lt 600 ]; do sleep 0.05; i=$((i + 1)); done
left=$(ps -o pid=,comm= -s "$sid" | tr -s ' \n' ' ')
check "[ -n '$sid' ] && [ -z '$left' ]" "no process of the run's session ($sid) is left${left:+: $left}"
done_testing

#!/bin/sh
# Effects only a lab VM can make: adjtimex, clock_adjtime, syslog, iopl,
# ioperm, vhangup, swapon, swapoff, quotactl and quotactl_fd check their
# capability in the initial user namespace, which no
# sandbox's own passes, and change the machine.  On the host they are not run and say
# the lab runs them; in one boot of a Debian kernel (KAPI_LAB_TEST_KERNEL,
# default 6.12) they run as the VM's root: the right checks agree and
# wrong ones (a clock value never asked for, a log that was not cleared,
# a console level never set, ports said to stay closed, a terminal said
# to work after its hangup, a swap area said to be off after swapon and
# on after swapoff, quotas said to be off after Q_QUOTAON and on after
# Q_QUOTAOFF) are false positives.  lsm_set_self_attr runs in the usual sandbox there: AppArmor's
# exec attribute changes (6.12; 6.1 has no such call).  The VM part skips
# without KAPI_LAB=1, QEMU or the kernel package.
. "$(dirname "$0")/lib.sh"

kernel=${KAPI_LAB_TEST_KERNEL:-6.12}
verdict() { jq -r --arg s "$1" --arg w "$2" '.syscalls[] | select(.name == $s) |
	.results[] | select(.what == $w) | "\(.verdict): \(.reason)"' "$tmp/out"; }

need_sandbox umask
run "$KAPI" conform --json --only adjtimex,clock_adjtime,syslog,iopl,ioperm,vhangup,swapon,swapoff,quotactl,quotactl_fd
check "jq -e '[.syscalls[].results[] | select(.verdict != \"not_run\")] | length == 0' \"\$tmp/out\" >/dev/null" \
	"on the host none of their cases runs"
check "verdict adjtimex 'base call' | grep -q 'needs the lab: kapi --kernel runs it'" \
	"the reason says the lab runs it"

need_lab "$kernel" 20

# the wrong checks first: a log cleared by the right check would make a
# wrong log_cleared() hold
mkdir "$tmp/vmin"
run "$KAPI" -j export sys_adjtimex sys_clock_adjtime sys_syslog sys_iopl sys_ioperm \
	sys_vhangup sys_lsm_set_self_attr sys_swapon sys_swapoff sys_quotactl sys_quotactl_fd
jq '(.specs[] | select(.name=="sys_adjtimex") | .side_effects) += [{"type": "0x4",
	"target": "clock", "description": "wrong: tick and frequency set",
	"reversible": false, "check": "timex(0, txc_p, 0x4002)"}]
  | (.specs[] | select(.name=="sys_syslog") | .side_effects) |= ([{"type": "0x4",
	"target": "log", "description": "wrong: opening the log clears it",
	"reversible": false, "check": "log_cleared()", "check_when": "type == 1"}] + . +
	[{"type": "0x4", "target": "console", "description": "wrong: level 3",
	"reversible": false, "check": "console_level(3)",
	"check_when": "type == 8 && len >= 1 && len <= 8"}])
  | (.specs[] | select(.name=="sys_iopl") | .side_effects) += [{"type": "0x4",
	"target": "ports", "description": "wrong: level 3 opens nothing",
	"reversible": false, "check": "iopl_ports(0)"}]
  | (.specs[] | select(.name=="sys_ioperm") | .side_effects) += [{"type": "0x4",
	"target": "ports", "description": "wrong: the port stays closed",
	"reversible": false, "check": "io_port(from, 0)"}]
  | (.specs[] | select(.name=="sys_lsm_set_self_attr") | .side_effects) += [{"type": "0x4",
	"target": "credentials", "description": "wrong: the current profile",
	"reversible": false, "check": "lsm_attr(100, ctx)"}]
  | (.specs[] | select(.name=="sys_vhangup") | .side_effects) += [{"type": "0x4",
	"target": "tty", "description": "wrong: the terminal still works",
	"reversible": false, "check": "tty_live()"}]
  | (.specs[] | select(.name=="sys_swapon") | .side_effects) += [{"type": "0x4",
	"target": "swap", "description": "wrong: the area is not used",
	"reversible": false, "check": "swap_inactive(specialfile)"}]
  | (.specs[] | select(.name=="sys_swapoff") | .side_effects) += [{"type": "0x4",
	"target": "swap", "description": "wrong: the area stays in use",
	"reversible": false, "check": "swap_active(specialfile)"}]
  | (.specs[] | select(.name=="sys_quotactl") | .side_effects) += [{"type": "0x4",
	"target": "quota", "description": "wrong: quotas stay off",
	"reversible": false, "check": "quota_off(special, cmd)", "check_when": "cmd == 0x80000200"}]
  | (.specs[] | select(.name=="sys_quotactl_fd") | .side_effects) += [{"type": "0x4",
	"target": "quota", "description": "wrong: quotas stay on",
	"reversible": false, "check": "fd_quota_on(fd, cmd)", "check_when": "cmd == 0x80000300"}]' \
	"$tmp/out" >"$tmp/vmin/lab.json"
run "$KAPI" --kernel "$kernel" conform --json --from "$tmp/vmin/lab.json"
check "verdict adjtimex 'effect timex(0, txc_p, *txc_p)' | grep -q '^agree'" \
	"adjtimex as the VM's root: the estimated error it set reads back"
check "verdict clock_adjtime 'effect timex(which_clock, utx, *utx)' | grep -q '^agree'" \
	"clock_adjtime(CLOCK_REALTIME) sets it the same"
check "verdict syslog 'effect log_cleared()' | grep -q '^agree'" \
	"syslog(SYSLOG_ACTION_READ_CLEAR): nothing is left to read"
check "verdict syslog 'effect console_level(len)' | grep -q '^agree'" \
	"syslog(SYSLOG_ACTION_CONSOLE_LEVEL, len 8): kernel.printk's level is 8"
check "verdict adjtimex 'effect timex(0, txc_p, 0x4002)' | grep -q '^false_positive'" \
	"adjtimex said to set the tick and frequency to 0: they read back unchanged"
check "[ \"\$(jq '[.syscalls[] | select(.name == \"syslog\") | .results[] | select(.verdict == \"false_positive\")] | length' \"\$tmp/out\")\" = 2 ]" \
	"syslog said to clear the log on SYSLOG_ACTION_OPEN (a no-op), and to set level 3: both false positives"
check "verdict iopl 'effect iopl_ports(level)' | grep -q '^agree'" \
	"iopl(3): port 0x80 reads without a fault"
check "verdict ioperm 'effect io_port(from, turn_on)' | grep -q '^agree'" \
	"ioperm(0x80, 1, 1): the port reads without a fault"
check "verdict iopl 'effect iopl_ports(0)' | grep -q '^false_positive' &&
       verdict ioperm 'effect io_port(from, 0)' | grep -q '^false_positive'" \
	"iopl and ioperm said to leave the port closed: it reads"
check "verdict vhangup 'effect tty_hung()' | grep -q '^agree'" \
	"vhangup with a pty as controlling terminal: writing it is EIO"
check "verdict vhangup 'effect tty_live()' | grep -q '^false_positive'" \
	"vhangup said to leave the terminal working: it does not"
check "verdict swapon 'effect swap_active(specialfile)' | grep -q '^agree' &&
       verdict swapoff 'effect swap_inactive(specialfile)' | grep -q '^agree'" \
	"swapon on a loop device with a swap header: /proc/swaps lists it; swapoff: it is gone"
check "verdict swapon 'effect swap_inactive(specialfile)' | grep -q '^false_positive' &&
       verdict swapoff 'effect swap_active(specialfile)' | grep -q '^false_positive'" \
	"swapon said to leave the area unused, swapoff to leave it in use: false positives"
check "jq -e '[.syscalls[] | select(.name == \"swapon\" or .name == \"swapoff\") | .results[] |
	select(.verdict != \"agree\" and .verdict != \"false_positive\")] | length == 0' \"\$tmp/out\" >/dev/null" \
	"every other swapon and swapoff case agrees: each got an area it could turn on or off"
check "verdict quotactl 'effect quota_on(special, cmd)' | grep -q '^agree' &&
       verdict quotactl_fd 'effect fd_quota_off(fd, cmd)' | grep -q '^agree'" \
	"quotactl Q_QUOTAON on the case's ext2 turns user quotas on; quotactl_fd Q_QUOTAOFF turns them off (Q_GETFMT)"
check "verdict quotactl 'effect quota_off(special, cmd)' | grep -q '^false_positive' &&
       verdict quotactl_fd 'effect fd_quota_on(fd, cmd)' | grep -q '^false_positive'" \
	"quotas said to stay off after Q_QUOTAON, and on after Q_QUOTAOFF: false positives"
check "verdict quotactl 'base call' | grep -q '^agree' && verdict quotactl_fd 'base call' | grep -q '^agree'" \
	"both base calls succeed on a file system of the case's own"
fp=10
if verdict lsm_set_self_attr 'base call' | grep -q '^not_in_kernel'; then
	pass "# SKIP kernel $kernel has no lsm_set_self_attr"
	pass "# SKIP kernel $kernel has no lsm_set_self_attr"
else
	fp=11
	check "verdict lsm_set_self_attr 'effect lsm_attr(attr, ctx)' | grep -q '^agree'" \
		"lsm_set_self_attr: AppArmor's exec attribute reads unconfined, and did not before"
	check "verdict lsm_set_self_attr 'effect lsm_attr(100, ctx)' | grep -q '^false_positive'" \
		"said to change the current profile: it was unconfined before and after"
fi
check 'jq -e ".totals.false_positive == $fp and .totals.miss == 0" "$tmp/out" >/dev/null' \
	"exactly the $fp wrong checks disagree ($(jq -c '.totals' "$tmp/out"))"
done_testing

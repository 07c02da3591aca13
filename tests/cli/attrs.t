#!/bin/sh
# sysctl, cgroup v2, /sys/class/net, /sys/devices/system/cpu,
# transparent_hugepage and /sys/power: fixture trees with every finding
# kind (tests/fixtures/attrs/*.tree), kapi stats per area, then this
# machine.
. "$(dirname "$0")/lib.sh"

fixtures="$(dirname "$0")/../fixtures/attrs"
# every tree under $tmp: sys/... and proc/sys/... beside it
for tree in "$fixtures"/*.tree; do
	while read -r mode path value; do
		mkdir -p "$(dirname "$tmp/$path")"
		if [ "$value" = - ]; then
			: > "$tmp/$path"
		else
			printf '%b\n' "$value" > "$tmp/$path"
		fi
		chmod "$mode" "$tmp/$path"
	done < "$tree"
done
root="$tmp/sys"

# sysctl: /proc/sys specs are looked for beside the root
run "$KAPI" sysfs check --root "$root" '*/proc/sys/*'
expect_status 1 "sysctl: findings exit 1"
expect_out "proc/sys/net/ipv4/conf/bad0/rp_filter: rp_filter=7 is outside the range 0\\.\\.2" "sysctl: a value outside its range, under conf/<if>"
expect_out "proc/sys/net/core/somaxconn: somaxconn='lots' is not an integer" "sysctl: a value that is not a number"
expect_out "proc/sys/fs/file-max: .*mode 0444, the spec says 0644" "sysctl: a mode that differs"
expect_out "proc/sys/kernel/osrelease: osrelease opens for writing, the spec says read-only" "sysctl: writable where the spec says read-only"
expect_out "proc/sys/kernel/domainname: domainname is 70 bytes long, at most 64" "sysctl: a string too long"
expect_out "proc/sys/vm/frobnicate: no spec" "sysctl: a file without a spec"
check "! grep -E 'good0|pid_max|swappiness|overcommit|drop_caches|stat_refresh|port_range|ostype|hostname' $tmp/out" "sysctl: correct files give no finding"
run "$KAPI" sysfs list --root "$root" '*stat_refresh'
expect_out "stat_refresh = <not read: reading has side effects>" "sysctl: vm.stat_refresh is never opened for reading"

# cgroup v2: <cgroup> is the root and every group below it
run "$KAPI" sysfs check --root "$root" '*/fs/cgroup/*'
expect_status 1 "cgroup: findings exit 1"
expect_out "bad.slice/cpu.weight: cpu.weight=0 is outside the range 1\\.\\.10000" "cgroup: a weight outside its range"
expect_out "bad.slice/cgroup.type: .*'sometimes'.*not one of the allowed strings" "cgroup: a string outside the allowed ones"
expect_out "bad.slice/bad-nested.scope/memory.current: .*mode 0644, the spec says 0444" "cgroup: a mode that differs, two levels down"
expect_out "bad-nested.scope/cgroup.freeze: cgroup.freeze='maybe' is not an integer" "cgroup: a value that is not a number"
expect_out "bad-nested.scope/memory.frobnicate: no spec" "cgroup: a nested file without a spec"
check "! grep -E 'good|cgroup/cgroup\\.' $tmp/out" "cgroup: the root and good groups give no finding"
run "$KAPI" sysfs check --root "$root" '*/good.slice/*'
expect_out '^9 attributes checked, 0 findings, 0 without a spec$' "cgroup: nested groups are walked (write-only files included)"

# /sys/class/net/<if>/
run "$KAPI" sysfs check --root "$root" '*/class/net/*'
expect_status 1 "net: findings exit 1"
expect_out "bad0/operstate: .*'sideways'.*not one of the allowed strings" "net: an operstate outside RFC 2863's"
expect_out "bad0/addr_assign_type: addr_assign_type=9 is outside the range 0\\.\\.3" "net: a value outside its range"
expect_out "bad0/speed: speed='1000 Gb/s' is in Gb/s, the spec says Mb/s" "net: a value in other units"
expect_out "bad0/ifindex: ifindex opens for writing" "net: writable where the spec says read-only"
expect_out "bad0/statistics/rx_bytes: counter='many' is not an unsigned integer" "net: a counter that is not a number"
expect_out "bad0/wobble: no spec" "net: a file without a spec"
check "! grep good0 $tmp/out" "net: a good interface gives no finding"

# /sys/devices/system/cpu
run "$KAPI" sysfs check --root "$root" '*/devices/system/cpu/*'
expect_status 1 "cpu: findings exit 1"
expect_out "cpu2/online: online=2 is outside the range 0\\.\\.1" "cpu: online outside 0..1"
expect_out "cpu2/topology/core_id: core_id=-7 is outside the range -1\\.\\." "cpu: a topology id below -1"
expect_out "policy1/scaling_max_freq: scaling_max_freq='3\\.2 GHz' is not an unsigned integer" "cpu: a cpufreq value that is not a number"
expect_out "cpu2/topology/frobnicate: no spec" "cpu: a file without a spec"
check "! grep -E 'cpu1|policy0|/online:|possible|kernel_max|meltdown' $tmp/out | grep -v cpu2" "cpu: correct files give no finding"

# transparent_hugepage
run "$KAPI" sysfs check --root "$root" '*/transparent_hugepage/*'
expect_status 1 "thp: findings exit 1"
expect_out "transparent_hugepage/defrag: .*not one of the allowed strings" "thp: a mode string without one choice in brackets"
expect_out "khugepaged/max_ptes_none: max_ptes_none=4096 is outside the range 0\\.\\.511" "thp: a value above its range"
expect_out "khugepaged/pages_to_scan: pages_to_scan=0 is outside the range 1\\." "thp: a value below its range"
check "! grep -E 'enabled|hpage_pmd_size|zero_page|stats' $tmp/out" "thp: correct files give no finding"

# /sys/power: wakeup_count blocks when read, so it is never opened
run "$KAPI" sysfs check --root "$root" '*/power/*'
expect_status 1 "power: findings exit 1"
expect_out "power/pm_async: pm_async=2 is outside the range 0\\.\\.1" "power: a value outside its range"
check "! grep -E 'wakeup_count|state|timeout|mem_sleep' $tmp/out" "power: wakeup_count is not read (its text is no number) and correct files pass"

# kapi stats: present and spec'd files per area
run "$KAPI" -j stats --root "$root"
expect_status 0 "stats --root exits 0"
check "jq -e '.attribute_areas | .sysctl == {present: 15, specified: 14, unspecified: 1} and .cgroup.unspecified == 1 and .net == {present: 12, specified: 11, unspecified: 1} and .cpu.unspecified == 1 and .thp.unspecified == 0 and .power.present == 5' $tmp/out >/dev/null" "stats: files present, spec'd and not per area"
run "$KAPI" stats --root "$root"
expect_out "^  sysctl +15 +14 +1$" "stats: the text form has a line per area"
run "$KAPI" stats --root "$tmp/none"
expect_status 3 "stats: a root that does not exist is a failure"
expect_err "cannot use '$tmp/none' as the sysfs root" "and says why"
run "$KAPI" stats extra
expect_status 2 "stats: an argument is a usage error"

# this machine: every file under the covered folders has a spec and
# agrees with it
if [ -d /proc/sys/kernel ] && [ -d /sys/devices/system/cpu ]; then
	run "$KAPI" sysfs check
	expect_status 0 "live: sysctl, cgroup, net, cpu, thp, power and block files match their specs"
	expect_out " 0 findings, 0 without a spec$" "live: no finding and no file without a spec"
	run "$KAPI" -j stats
	check "jq -e '.attribute_areas | (.sysctl.present > 100) and ([.[] | .unspecified] | add) == 0' $tmp/out >/dev/null" "live: stats counts sysctls and 0 files without a spec"
else
	for i in 1 2 3; do pass "# SKIP no /proc/sys or /sys here"; done
fi
# ioctl families of the drivers /proc names: tty is always there, and
# its family ('T') has spec'd ioctls
if grep -q ' tty$' /proc/devices 2>/dev/null; then
	run "$KAPI" -j stats
	check "jq -e '.ioctl_drivers | .present >= 1 and .with_specs >= 1 and .drivers.tty > 0 and .with_specs <= .present' $tmp/out >/dev/null" "live: stats counts drivers in /proc/devices and their spec'd ioctls"
else
	pass "# SKIP no tty in /proc/devices"
fi

done_testing

#!/bin/sh
# Every driver this machine's /proc/devices and /proc/misc list has its own
# ioctls spec'd (kapi stats credits a driver with the specs of its own file
# operations, not of its command type byte), and conform judges the
# read-only queries of the devices that can be opened safely.
. "$(dirname "$0")/lib.sh"

# Drivers with no ioctl of their own: the names stats leaves out of its table
no_ioctl=" mem misc vcs cpu/cpuid dax hw_random vga_arbiter cpu_dma_latency \
	rtc usbmon usb usb_device hidg sound drm aux ttyprintk nvram snapshot \
	vhci mapper/control memory_bandwidth network_latency network_throughput \
	psaux uhid nvme-generic nvme-subsys ng bus/usb "

run "$KAPI" -j stats
expect_status 0 "stats runs"
cp "$tmp/out" "$tmp/stats"

missing=
for name in $(awk '$1 ~ /^[0-9]+$/ { print $2 }' /proc/devices /proc/misc 2>/dev/null | sort -u); do
	case "$no_ioctl" in *" $name "*) continue ;; esac
	cnt=$(jq -r --arg d "$name" '.ioctl_drivers.drivers[$d] // 0' "$tmp/stats")
	[ "$cnt" -gt 0 ] || missing="$missing $name"
done
check "[ -z '$missing' ]" "every driver in /proc/devices and /proc/misc has spec'd ioctls of its own${missing:+ (none for:$missing)}"
check "jq -e '.ioctl_drivers | .with_specs == .present' $tmp/stats >/dev/null" \
	"stats: every ioctl driver present has specs"
check "jq -e '.ioctls >= 400' $tmp/stats >/dev/null" "at least 400 ioctl command specs"

# a driver is credited with its own commands: tun's are its tun_fops specs,
# not the 45 terminal commands that share the type byte 'T'
"$KAPI" -j export > "$tmp/all.json"
tun_own=$(jq '[.specs[] | select(.file_ops_name == "tun_fops")] | length' "$tmp/all.json")
tap_own=$(jq '[.specs[] | select(.file_ops_name == "tap_fops")] | length' "$tmp/all.json")
if jq -e '.ioctl_drivers.drivers.tun' "$tmp/stats" >/dev/null; then
	check "jq -e '.ioctl_drivers.drivers.tun == $tun_own' $tmp/stats >/dev/null" \
		"stats credits tun with its $tun_own tun_fops commands"
else
	pass "# SKIP no tun in /proc/misc"
fi
if jq -e '.ioctl_drivers.drivers.macvtap' "$tmp/stats" >/dev/null; then
	check "jq -e '.ioctl_drivers.drivers.macvtap == $tap_own' $tmp/stats >/dev/null" \
		"stats credits macvtap with its $tap_own tap_fops commands"
else
	pass "# SKIP no macvtap in /proc/devices"
fi

# the KVM families: system, VM, vCPU and device commands
check "[ \$(jq '[.specs[] | select(.file_ops_name | tostring | startswith(\"kvm_\"))] | length' $tmp/all.json) -ge 100 ]" \
	"KVM's system, VM, vCPU and device ioctls are spec'd"

# conform: read-only queries judged, a watchdog never opened
if ! "$KAPI" conform --dry-run -e rndgetentcnt >/dev/null 2>&1 ||
   ! "$KAPI" -j conform -e sched_yield -o /dev/null 2>/dev/null; then
	pass "# SKIP conform cannot make a sandbox here"
	pass "# SKIP conform cannot make a sandbox here"
	pass "# SKIP conform cannot make a sandbox here"
	done_testing
	exit
fi
names=rndgetentcnt,tungetfeatures,ioctl_vm_sockets_get_local_cid,kvm_get_api_version,wdioc_getsupport
run "$KAPI" -j conform -e $names
cp "$tmp/out" "$tmp/conform"
check "jq -e '.totals | .false_positive == 0 and .miss == 0 and .errno_gap == 0 and .agree >= 3' $tmp/conform >/dev/null" \
	"conform: the ioctl queries agree with their specs ($(jq -c '.totals | {agree, not_run, machine_dependent}' "$tmp/conform" 2>/dev/null))"
check "jq -e '[.syscalls[] | select(.name == \"wdioc_getsupport\") | .results[] | select(.verdict == \"not_run\" and (.reason | test(\"arms\")))] | length == 3' $tmp/conform >/dev/null" \
	"conform never opens a watchdog, and says why"

# the check can fail: a spec whose bound the kernel's answer breaks
if [ -c /dev/urandom ]; then
	jq '(.specs[] | select(.name == "rndgetentcnt") | .struct_specs[0].fields[0]) |=
		(.constraint_type = "range" | .min_value = -2 | .max_value = -1)' \
		"$tmp/all.json" > "$tmp/broken.json"
	run "$KAPI" -j --from "$tmp/broken.json" conform -e rndgetentcnt
	check "jq -e '.totals.false_positive == 1' $tmp/out >/dev/null" \
		"a spec the kernel's answer breaks is a false positive"
else
	pass "# SKIP no /dev/urandom"
fi

done_testing

#!/bin/sh
# conform's layout cases: the structs the kernel shares with a program
# (io_uring's rings and entries, the perf event page, struct rseq) read
# at the offsets their specs give; a spec with offsets moved must miss.
. "$(dirname "$0")/lib.sh"

"$KAPI" conform --only rseq >/dev/null 2>"$tmp/probe"
if [ $? -ge 2 ]; then
	echo "# SKIP no sandbox can be made here: $(head -1 "$tmp/probe")"
	done_testing
	exit $?
fi

run "$KAPI" -j conform -e io_uring_setup,perf_event_open,rseq
cp "$tmp/out" "$tmp/host.json"
check "jq -e '.totals.by_kind.layout.cases == 7' $tmp/host.json >/dev/null" \
	"7 layout cases: 5 io_uring structs, the perf event page, struct rseq"
check "jq -e '.totals.by_kind.layout | .miss == 0 and .false_positive == 0' $tmp/host.json >/dev/null" \
	"no layout case misses on this kernel"
check "jq -e '.totals.by_kind.layout | .agree + .machine_dependent == 7' $tmp/host.json >/dev/null" \
	"each agrees, or the machine refused its setup (io_uring disabled, perf_event_paranoid)"
jq -r '.syscalls[].results[] | select(.kind == "layout") | "#   \(.what): \(.verdict): \(.reason)"' "$tmp/host.json"

# the same specs with io_sqring_offsets' ring_mask and ring_entries swapped
# and struct rseq's alignment halved
"$KAPI" -j export | jq '.specs |= map(select(.name == "sys_rseq" or .name == "sys_io_uring_setup"))
	| (.specs[] | select(.name == "sys_io_uring_setup") | .struct_specs[1].fields[2].offset) = 12
	| (.specs[] | select(.name == "sys_io_uring_setup") | .struct_specs[1].fields[3].offset) = 8
	| (.specs[] | select(.name == "sys_rseq") | .struct_specs[0].alignment) = 16' >"$tmp/wrong.json"
run "$KAPI" -j --from "$tmp/wrong.json" conform -e io_uring_setup,rseq
cp "$tmp/out" "$tmp/wrong-out.json"
if jq -e '.syscalls[].results[] | select(.what == "layout: struct io_sqring_offsets") | .verdict == "machine_dependent"' "$tmp/wrong-out.json" >/dev/null; then
	pass "# SKIP io_uring is refused here (kernel.io_uring_disabled?)"
else
	check "jq -e '.syscalls[].results[] | select(.what == \"layout: struct io_sqring_offsets\") | .verdict == \"miss\" and (.reason | test(\"ring_mask|ring_entries\"))' $tmp/wrong-out.json >/dev/null" \
		"moved io_sqring_offsets fields are a miss that names the field"
fi
if jq -e '.syscalls[].results[] | select(.what == "layout: struct rseq") | .verdict == "miss" and (.reason | test("alignment of 32"))' "$tmp/wrong-out.json" >/dev/null; then
	pass "a wrong rseq alignment is a miss (AT_RSEQ_ALIGN, 6.3 on)"
else
	pass "# SKIP the kernel gives no AT_RSEQ_ALIGN (before 6.3)"
fi
check "jq -e '.totals.by_kind.layout.agree >= 4' $tmp/wrong-out.json >/dev/null" \
	"the structs left alone still agree"

done_testing

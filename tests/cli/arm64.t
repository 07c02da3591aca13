#!/bin/sh
# make ARCH=arm64: the cross build (build-arm64/ beside the build under
# test, or $KAPI_ARM64_BUILD) is an aarch64 ELF, static; its syscall table
# and constant table agree with arm64's own headers, as the cross compiler
# reads them from the sysroot (every entry whose name the headers define is
# checked by a _Static_assert), and with facts that differ from x86_64's.
# With KAPI_LAB=1: in Debian's arm64 6.1 kernel under TCG, trace runs a
# program and a bounded conform subset has no false positive and no miss,
# and calls arm64 lacks (open, fork) are not run.  Each part skips when its
# build, sysroot, compiler or QEMU is missing.
. "$(dirname "$0")/lib.sh"

root=$(cd "$(dirname "$0")/../.." && pwd)
build=${KAPI_ARM64_BUILD:-$(dirname "${KAPI_BUILD:-$root/build}")/build-arm64}
arm64_dir=${KAPI_ARM64_DIR:-/var/cache/kapi/arm64}
[ "$(id -u)" -eq 0 ] || arm64_dir=${KAPI_ARM64_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/kapi/arm64}
sysroot=$arm64_dir/sysroot
cross=aarch64-linux-gnu-gcc

skip_n() {
	for i in $(seq "$1"); do pass "# SKIP $2"; done
}

# --- the build --------------------------------------------------------------
if [ ! -x "$build/kapi" ]; then
	skip_n 10 "no arm64 build in $build (make ARCH=arm64)"
else
	run readelf -h "$build/kapi"
	expect_out "Machine: +AArch64" "build-arm64/kapi is an aarch64 ELF"
	run readelf -d "$build/kapi"
	check "! grep -q NEEDED \"\$tmp/out\"" "build-arm64/kapi is static (no shared libraries to put in a VM)"
	run readelf -h "$build/libkapi.so.0"
	expect_out "Machine: +AArch64" "build-arm64/libkapi.so.0 is an aarch64 ELF"
	tab=$build/gen/syscall_table.h
	check "grep -q '{ \"openat\", 56 }' \"$tab\" && grep -q '{ \"fcntl\", 25 }' \"$tab\" &&
	       grep -q '{ \"clone3\", 435 }' \"$tab\" && ! grep -q '{ \"open\",' \"$tab\" &&
	       ! grep -q '{ \"fork\",' \"$tab\"" \
		"the table has arm64's numbers (openat 56, fcntl 25) and not x86's calls (open, fork)"

	# the specs of an arm64 build are read by the x86-64 kapi: in the
	# static executable, the shared library (R_AARCH64_RELATIVE) and an
	# object file (R_AARCH64_ABS64); values computed by the compiler are
	# arm64's (struct epoll_event is 16 bytes there, 12 on x86-64)
	"$KAPI" -j --from "$build/kapi" export >"$tmp/a64.json" 2>"$tmp/a64.err"
	st=$?
	"$KAPI" -j --from "$build/libkapi.so.0" export >"$tmp/a64so.json" 2>>"$tmp/a64.err"
	st=$((st + $?))
	nspec=$(jq '.specs | length' "$tmp/a64.json" 2>/dev/null)
	check "[ $st -eq 0 ] && [ \"\${nspec:-0}\" -gt 1000 ] &&
	       cmp -s \"\$tmp/a64.json\" \"\$tmp/a64so.json\"" \
		"the ${nspec:-no} specs of build-arm64/kapi and libkapi.so.0 load on the host, the same"
	[ $st -eq 0 ] || sed 's/^/#   /' "$tmp/a64.err" | head -3
	check "[ \"\$(jq '.specs[] | select(.name == \"sys_epoll_wait\") | .return.success_max' \"\$tmp/a64.json\")\" = 134217727 ]" \
		"their epoll_wait maxevents bound is arm64's (INT_MAX / 16)"
	# --arch arm64 on this machine gives every mask, enum and range the
	# value the arm64 build holds (and the arm64 kernel judged: the VM
	# part): the O_* flags, the top of the address space, epoll's limit
	"$KAPI" --arch arm64 -j export >"$tmp/x64.json" 2>>"$tmp/a64.err"
	sets='[.specs[] | {(.name): [(.parameters[]? | .valid_mask, .enum_values,
		.min_value, .max_value), .return.success_min, .return.success_max]}] | add'
	jq -S "$sets" "$tmp/a64.json" >"$tmp/a64.sets" 2>/dev/null
	jq -S --slurpfile a "$tmp/a64.sets" "$sets"' | to_entries |
		map(select($a[0][.key] != null and $a[0][.key] != .value) | .key)' \
		"$tmp/x64.json" >"$tmp/moved" 2>/dev/null
	check "[ -s \"\$tmp/a64.sets\" ] && [ \"\$(jq -c . \"\$tmp/moved\")\" = '[]' ]" \
		"--arch arm64 on x86-64 gives each mask, enum and range the arm64 build's value"
	[ "$failed" -eq 0 ] || sed 's/^/#   /' "$tmp/moved" | head -5
	run "$KAPI" -j --from "$build/obj/specs/syscalls/mlock.o" export
	check "[ \"\$(jq -r '.specs[0].name' \"\$tmp/out\")\" = sys_mlock ]" \
		"an arm64 object file's specs load (R_AARCH64_ABS64 relocations)"

	# every entry against the headers, by the cross compiler
	if ! command -v $cross >/dev/null || [ ! -f "$sysroot/.done" ]; then
		skip_n 2 "no $cross or no sysroot in $sysroot (make deps ARCH=arm64)"
	else
		cc="$cross --sysroot=$sysroot -nostdinc -isystem $($cross -print-file-name=include)
		    -isystem $sysroot/usr/include/aarch64-linux-gnu -isystem $sysroot/usr/include"
		{
			echo '#include <asm/unistd.h>'
			sed -n 's/^	{ "\([a-z0-9_]*\)", \([0-9]*\) },$/\1 \2/p' "$tab" |
			while read -r name nr; do
				printf '#ifdef __NR_%s\n_Static_assert(__NR_%s == %s, "%s");\nint seen_%s;\n#endif\n' \
					"$name" "$name" "$nr" "$name" "$name"
			done
		} >"$tmp/nr.c"
		$cc -fsyntax-only "$tmp/nr.c" 2>"$tmp/nr.err"
		st=$?
		seen=$($cc -E "$tmp/nr.c" 2>/dev/null | grep -c '^int seen_')
		check "[ $st -eq 0 ] && [ $seen -gt 290 ]" \
			"each of the $seen table entries arm64's asm/unistd.h defines has its number there"
		[ $st -eq 0 ] || sed 's/^/#   /' "$tmp/nr.err" | head -5

		# the constants: those named in the C library's headers below,
		# but the C library's own run-time values (SIGRTMIN, SIGRTMAX,
		# SIGSTKSZ call sysconf or skip its signals) and O_LARGEFILE
		# (0 in a 64-bit C library, 0400000 in arm64's uapi, which the
		# table takes: the kernel sets it on every 64-bit open)
		{
			printf '#include <%s>\n' fcntl.h sys/mman.h errno.h signal.h \
				sys/socket.h sys/ioctl.h sys/stat.h sys/wait.h
			sed -n 's/^	{ "\([A-Z][A-Z0-9_]*\)", \([0-9]*\)ULL, [01] },$/\1 \2/p' \
				"$build/gen/consts.c" |
			grep -E '^(O|MAP|PROT|MADV|E|SIG|SA|F|AT|S|SOCK|MSG|TIOC|FIO|W)_?[A-Z0-9_]* ' |
			while read -r name v; do
				case $name in
				O_LARGEFILE|SIGRTMIN|SIGRTMAX|SIGSTKSZ) continue ;;
				esac
				printf '#ifdef %s\n_Static_assert((unsigned long long)(%s) == %sULL, "%s");\nint seen_%s;\n#endif\n' \
					"$name" "$name" "$v" "$name" "$name"
			done
		} >"$tmp/k.c"
		$cc -D_GNU_SOURCE -w -fsyntax-only "$tmp/k.c" 2>"$tmp/k.err"
		st=$?
		seen=$($cc -D_GNU_SOURCE -E "$tmp/k.c" 2>/dev/null | grep -c '^int seen_')
		check "[ $st -eq 0 ] && [ $seen -gt 500 ] &&
		       grep -q '{ \"O_DIRECTORY\", 16384ULL' \"$build/gen/consts.c\"" \
			"each of the $seen constants the C library's headers define has arm64's value (O_DIRECTORY 040000)"
		[ $st -eq 0 ] || grep error "$tmp/k.err" | sed 's/^/#   /' | head -5
	fi
fi

# --- the lab ----------------------------------------------------------------
[ "${KAPI_LAB:-}" = 1 ] || { skip_n 4 "the VM part runs with KAPI_LAB=1"; done_testing; exit; }
command -v qemu-system-aarch64 >/dev/null || { skip_n 4 "qemu-system-aarch64 is not installed"; done_testing; exit; }
[ -x "$build/kapi" ] || { skip_n 4 "no arm64 build"; done_testing; exit; }
"$KAPI" lab fetch arm64:6.1 >"$tmp/fetch" 2>&1 ||
	{ skip_n 4 "arm64:6.1 cannot be had: $(tail -1 "$tmp/fetch")"; done_testing; exit; }
export KAPI_LAB_ARM64_KAPI="$build/kapi"

run "$KAPI" --kernel arm64:6.1 trace -c -- /bin/sh -c 'uname -m; exit 5'
expect_status 5 "trace in the arm64 VM: the program's status comes back"
expect_out "^aarch64$" "the program ran on aarch64"

subset=openat,openat2,fcntl,mmap,mprotect,mremap,mlock,epoll_pwait,pipe2,fanotify_init,dup3,eventfd2,lseek,close,open,fork,getpid,execve,execveat
run "$KAPI" --kernel arm64:6.1 conform -e $subset
check "grep -Eq '^total: .* 0 false positives, 0 misses' \"\$tmp/out\"" \
	"conform of $subset on arm64 6.1: no false positive, no miss"
[ "$failed" -eq 0 ] || grep -E '^total|false positive|miss' "$tmp/out" | sed 's/^/#   /' | head -10
check "grep -Eq '^open: ([0-9]+) cases, 0 agree, .*\\1 not run' \"\$tmp/out\" &&
       grep -Eq '^fork: ([0-9]+) cases, 0 agree, .*\\1 not run' \"\$tmp/out\"" \
	"open and fork, which arm64 lacks, are not run there"

done_testing

#!/bin/sh
# kapi trace's i386 and x32 paths in the lab's kernels (kapi --kernel K,
# QEMU), where this host can run none of them: Debian's 6.1 and 6.12 have
# IA32 emulation, and x32 once booted with syscall.x32=y
# (KAPI_LAB_APPEND).  Built here, run in one VM a kernel by
# tests/cli/trace_compat_lab_guest.sh:
# - t_enforce_compat, 64-bit (int 0x80, x32) and 32-bit: under --enforce
#   with specs refusing PROT_EXEC and the unknown socket family 46, in each
#   mode, i386 mmap2 and socket (checked against the i386 table) fail with
#   EINVAL, old mmap and socketcall (arguments in memory: not checkable)
#   and x32 mmap with ENOSYS; bare, and traced without --enforce, they run;
# - t_m32 (trace_m32.t's program): i386 calls judged by their i386
#   numbers, in each stop mode, with --generated and -c;
# - t_enforce built 32-bit: --enforce refuses an i386 mlockall.
# The guest script runs under kapi watch -e getppid, the lab's way to run
# a program (under kapi trace, which traces all children, the traces it
# starts could not).  Opt-in like every lab test: KAPI_LAB=1 (make
# check-lab); it skips when the lab cannot run (no QEMU, the kernel cannot
# be fetched) or no static 32-bit program can be built (gcc-12-multilib).
# KAPI_LAB_KERNELS names other kernels (default "6.1 6.12").
. "$(dirname "$0")/lib.sh"
src=$(dirname "$0")/../trace
G=$(dirname "$0")/trace_compat_lab_guest.sh
kernels=${KAPI_LAB_KERNELS-6.1 6.12}
skip() { n=$((n + 1)); echo "ok $n # SKIP $1"; }
# Debian's kernels have x32 built in but off
KAPI_LAB_APPEND=syscall.x32=y
export KAPI_LAB_APPEND
modes='
--entry-only
--entry-only --enforce=filter
--no-seccomp'

if [ "${KAPI_LAB:-0}" != 1 ]; then
	skip "the lab's VMs boot only when asked: KAPI_LAB=1 (make check-lab)"
	done_testing
	exit $?
fi
if [ "$(uname -m)" != x86_64 ]; then
	skip "i386 and x32 are x86_64's"
	done_testing
	exit $?
fi

mkdir "$tmp/bin"
if ! ${CC:-cc} -static -O2 -o "$tmp/bin/t64" "$src/t_enforce_compat.c" 2>"$tmp/cc" ||
   ! cc32 -static -O2 -o "$tmp/bin/t32" "$src/t_enforce_compat.c" 2>"$tmp/cc" ||
   ! cc32 -static -O2 -o "$tmp/bin/m32" "$src/t_m32.c" 2>"$tmp/cc" ||
   ! cc32 -static -O2 -o "$tmp/bin/enf32" "$src/t_enforce.c" 2>"$tmp/cc"; then
	skip "cannot build static 32-bit programs (gcc-12-multilib): $(head -1 "$tmp/cc")"
	done_testing
	exit $?
fi
cp "$(dirname "$0")/../fixtures/enforce/noexec.c" "$tmp/bin/deny.c"
cp "$(dirname "$0")/../fixtures/enforce/mlock_current.c" "$tmp/bin/narrow.c"

# has FILE DESC LINE...: FILE holds every LINE
has() {
	f=$1 d=$2
	shift 2
	miss=
	for l in "$@"; do
		grep -qxF "$l" "$f" 2>/dev/null || miss="$miss|$l"
	done
	if [ -z "$miss" ]; then pass "$d"; else
		fail "$d"; echo "#   missing: ${miss#|}"; sed 's/^/#   got: /' "$f" | head -8; fi
}
# findings FILE: the trace's findings without thread ids, sorted
findings() { sed -E 's/^[0-9]+ //' "$1" | grep -v ' set_robust_list(' | sort; }
# want FILE: the EXPECT lines a program printed, the same way
want() { sed -n 's/^EXPECT [0-9]* //p' "$1" | sort; }

"$KAPI" watch --duration 0.1 --all -o /dev/null 2>"$tmp/probe"
if grep -q 'not available' "$tmp/probe"; then
	skip "kapi was built without eBPF support (kapi watch runs the guest)"
	done_testing
	exit $?
fi
for k in $kernels; do
	if ! lab_ready "$k"; then
		skip "$k: $lab_why"
		continue
	fi
	out=$tmp/$k
	mkdir -p "$out"
	cp -r "$tmp/bin" "$out/"
	echo "$modes" > "$out/modes"
	lab_guest "$k" "$out" "$G" "$out"
	if [ ! -f "$out/done" ]; then
		fail "$k: the VM ran the guest script to its end"
		sed 's/^/#   /' "$out/lab.stderr" | tail -5
		continue
	fi
	pass "$k: the VM ran the guest script ($(cat "$out/release"))"

	# the calls run where nothing refuses them: the checks below can fail
	has "$out/t64.bare" "$k: bare, a 64-bit program's int 0x80 and x32 calls run" \
		"mmap = mapped" "int80 mmap2 = mapped" "int80 old mmap = mapped" \
		"int80 socket = EAFNOSUPPORT" "int80 socketcall = EAFNOSUPPORT"
	has "$out/t32.bare" "$k: bare, a 32-bit program's calls run" \
		"int80 mmap2 = mapped" "int80 old mmap = mapped" \
		"int80 socket = EAFNOSUPPORT" "int80 socketcall = EAFNOSUPPORT"
	has "$out/plain.t64" "$k: traced without --enforce, they run too" \
		"mmap = mapped" "int80 mmap2 = mapped" "int80 old mmap = mapped"
	x32=$(sed -n 's/^x32 mmap = //p' "$out/t64.bare")
	i=0
	while read -r mode; do
		i=$((i + 1))
		what="--enforce${mode:+ $mode}"
		has "$out/enf$i.t64" "$k: $what: mmap, i386 mmap2 and socket refused (EINVAL), old mmap and socketcall (ENOSYS)" \
			"mmap = EINVAL" "int80 mmap2 = EINVAL" "int80 old mmap = ENOSYS" \
			"int80 socket = EINVAL" "int80 socketcall = ENOSYS"
		if [ "$x32" = mapped ]; then
			has "$out/enf$i.t64" "$k: $what: x32 mmap fails as without x32" "x32 mmap = ENOSYS"
		else
			skip "$k: $what: x32 mmap is '$x32' here (x32 off)"
		fi
		has "$out/enf$i.t32" "$k: $what: a 32-bit program's mmap2 and socket (EINVAL), old mmap and socketcall (ENOSYS)" \
			"int80 mmap2 = EINVAL" "int80 old mmap = ENOSYS" \
			"int80 socket = EINVAL" "int80 socketcall = ENOSYS"
	done < "$out/modes"

	has "$out/m32.bare" "$k: t_m32 is a 32-bit program" "bits 32"
	want "$out/m32.bare" > "$tmp/want"
	i=0
	for mode in "" "--entry-only" "--no-seccomp" "--entry-only --no-seccomp"; do
		i=$((i + 1))
		if [ "${mode#--entry-only}" != "$mode" ]; then
			sed -E 's/\) = -E[A-Z]+: /) = ?: /' "$tmp/want" > "$tmp/want.m"
		else
			cp "$tmp/want" "$tmp/want.m"
		fi
		findings "$out/m32.$i.trace" > "$tmp/got"
		if [ -s "$tmp/want.m" ] && cmp -s "$tmp/want.m" "$tmp/got" &&
		   ! grep -q ' mmap(' "$tmp/got"; then
			pass "$k: ${mode:-both stops}: i386 calls judged by their i386 numbers (link is not mmap)"
		else
			fail "$k: ${mode:-both stops}: i386 calls judged by their i386 numbers (link is not mmap)"
			diff "$tmp/want.m" "$tmp/got" | sed 's/^/#   /' | head -10
		fi
	done
	check "grep -q ' mlockall(flags=0x8 ' $out/m32.gen.trace && grep -q ' close(fd=-1) ' $out/m32.gen.trace && ! grep -q ' mmap(' $out/m32.gen.trace" \
		"$k: --generated: i386 calls all trap, judged by their i386 numbers"
	check "awk '\$1 == \"mlockall\" { f = (\$2 == 2 && \$3 == 1) } END { exit !f }' $out/m32.sum" \
		"$k: -c counts the i386 calls under their names"
	has "$out/enf32" "$k: --enforce refuses a 32-bit program's mlockall(MCL_FUTURE)" \
		"mlockall(MCL_CURRENT) = 0" "mlockall(MCL_CURRENT|MCL_FUTURE) = -1 EINVAL"
done
done_testing

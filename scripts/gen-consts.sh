#!/bin/sh
# Writes the source extractor's constant table (a C file) to stdout: every
# integer macro, enumerator and simple struct layout (sizeof, alignment,
# member offsets) of a set of headers, plus the project's own
# kernel_consts.h.  The compiler evaluates everything: a probe program is
# built per header bundle and run, so the output holds plain numbers.
#   scripts/gen-consts.sh CC INCLUDE_FLAGS...
# Any failure is fatal, and so is a table of fewer than KAPI_CONSTS_MIN
# entries (10000 by default): a silently short table makes the extractor
# and the fuzzers see a different language than the compiler does.
set -eu
cc=$1
shift
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# uapi headers that describe syscall, ioctl and sysfs arguments and the
# corpus's own headers of names Debian's uapi lacks, then the C library's
# headers (AF_*, SOCK_*, MSG_* and sys/timex.h's TIME_ERROR live only
# there; they clash with some uapi headers, hence a bundle of their own).
# Every header a spec under specs/ includes is in one of the two lists,
# so a constraint expression can name what its spec block can
# (tests/cli/lint.t checks).  A header that does not compile next to the
# others is left out, not fatal.
uapi="limits.h stdint.h
linux/types.h linux/limits.h linux/errno.h asm/errno.h linux/fcntl.h
linux/stat.h linux/mman.h linux/sched.h linux/signal.h linux/wait.h
linux/resource.h linux/time.h linux/time_types.h linux/eventfd.h
linux/eventpoll.h linux/futex.h linux/prctl.h linux/capability.h
linux/mount.h linux/openat2.h linux/io_uring.h linux/memfd.h
linux/random.h linux/ptrace.h linux/seccomp.h linux/xattr.h
linux/falloc.h linux/fanotify.h linux/inotify.h linux/userfaultfd.h
linux/perf_event.h linux/bpf.h linux/sched/types.h linux/net.h
linux/socket.h linux/in.h linux/in6.h linux/un.h linux/netlink.h
linux/if_packet.h linux/if_ether.h linux/tcp.h linux/udp.h
linux/loop.h linux/fs.h linux/blkpg.h linux/hdreg.h linux/cdrom.h
asm/ioctls.h asm/termbits.h asm/termios.h linux/tty.h linux/vt.h linux/kd.h
linux/personality.h linux/reboot.h linux/mempolicy.h linux/rseq.h
linux/landlock.h linux/close_range.h linux/pidfd.h linux/membarrier.h
linux/auxvec.h linux/kcmp.h linux/keyctl.h linux/uio.h linux/utsname.h
linux/aio_abi.h linux/mqueue.h linux/ipc.h linux/msg.h linux/sem.h
linux/shm.h linux/sysinfo.h linux/times.h linux/quota.h
linux/kexec.h linux/module.h linux/nsfs.h linux/securebits.h
linux/sockios.h linux/if.h linux/ioprio.h linux/timerfd.h
linux/signalfd.h linux/watch_queue.h linux/dma-heap.h linux/vfio.h
linux/kvm.h linux/input.h linux/rtc.h linux/watchdog.h linux/i2c-dev.h
linux/spi/spidev.h linux/gpio.h linux/nbd.h linux/dm-ioctl.h
linux/fiemap.h linux/fscrypt.h asm/prctl.h linux/fadvise.h
linux/fsverity.h linux/if_tun.h linux/filter.h linux/fuse.h
linux/android/binder.h linux/android/binderfs.h linux/ioctl.h
linux/hidraw.h linux/mei.h linux/ptp_clock.h linux/pps.h
linux/bsg.h scsi/sg.h linux/ndctl.h linux/btrfs.h
asm/ptrace-abi.h
kapi_specs/kernel_consts.h kapi_specs/uapi_extra.h kapi_specs/uapi_fs.h
kapi_specs/uapi_ipc.h
kapi_specs/uapi_sec.h kapi_specs/uapi_time_mm.h kapi_specs/uapi_x86.h
kapi/kernel_api_spec.h kapi/spec_dsl.h"
libc="limits.h sys/socket.h netinet/in.h netinet/tcp.h sys/un.h
sys/eventfd.h net/if.h net/route.h sys/stat.h
stddef.h errno.h fcntl.h signal.h time.h unistd.h sys/types.h sys/mman.h
sys/resource.h sys/time.h sys/timerfd.h sys/timex.h sys/uio.h
linux/input.h linux/vm_sockets.h scsi/scsi.h"

# bundle NAME HEADERS...: keeps the headers that compile together
bundle() {
	b=$tmp/$1.h
	shift
	: > "$b"
	for h in "$@"; do
		cp "$b" "$tmp/try.h"
		echo "#include <$h>" >> "$tmp/try.h"
		if echo '#include "try.h"' |
			$cc $flags -I"$tmp" -x c -fsyntax-only - >/dev/null 2>&1; then
			cp "$tmp/try.h" "$b"
		else
			echo "gen-consts: skipping <$h>" >&2
		fi
	done
}

# keys NAME: the candidate names of a bundle, one per line
keys() {
	b=$tmp/$1.h
	# A body with braces or semicolons (the DSL's own macros) is no
	# constant; capitals only (after leading underscores, so __WALL and
	# __O_SYNC count), since lower-case macros are member aliases such
	# as si_pid.  Values are baked in when generated, so the compiler's
	# own flag-dependent macros do no harm.
	# Unbalanced parentheses would also derail every line after it.
	$cc $flags -I"$tmp" -x c -E -dM "$b" > "$tmp/$1.dm"
	$cc $flags -I"$tmp" -x c -E -P "$b" | tr '\n' ' ' > "$tmp/$1.pp"
	grep -v '[{};]' "$tmp/$1.dm" |
		sed -n 's/^#define \(_*[A-Z][A-Za-z0-9_]*\) \(.*[^ ].*\)$/\1 \2/p' |
		awk '{ o = gsub(/\(/, "("); c = gsub(/\)/, ")");
		       if (o == c) print $1 }'
	awk '{
		s = $0
		while (match(s, /enum[ \t]*[A-Za-z0-9_]*[ \t]*\{[^}]*\}/)) {
			body = substr(s, RSTART, RLENGTH)
			s = substr(s, RSTART + RLENGTH)
			sub(/^[^{]*\{/, "", body)
			sub(/\}$/, "", body)
			n = split(body, items, ",")
			for (i = 1; i <= n; i++)
				if (match(items[i], /[A-Z][A-Za-z0-9_]*/))
					print substr(items[i], RSTART, RLENGTH)
		}
		# struct layouts, spelled as a spec writes them; an anonymous
		# union or struct inside one counts for its size only
		s = $0
		while (match(s, /[^A-Za-z0-9_](union|struct)[ \t]*\{[^{}]*\}/))
			s = substr(s, 1, RSTART) "int __kapi_anon" substr(s, RSTART + RLENGTH)
		while (match(s, /struct[ \t]+[A-Za-z_][A-Za-z0-9_]*[ \t]*\{[^{}]*\}/)) {
			body = substr(s, RSTART, RLENGTH)
			s = substr(s, RSTART + RLENGTH)
			name = body
			sub(/^struct[ \t]+/, "", name)
			sub(/[ \t]*\{.*/, "", name)
			printf "sizeof(struct %s)\n", name
			printf "__alignof__(struct %s)\n", name
			sub(/^[^{]*\{/, "", body)
			sub(/\}$/, "", body)
			n = split(body, items, ";")
			for (i = 1; i <= n; i++) {
				m = items[i]
				sub(/\[.*/, "", m)
				sub(/:.*/, "", m)
				if (match(m, /[A-Za-z_][A-Za-z0-9_]*[ \t]*$/)) {
					f = substr(m, RSTART, RLENGTH)
					sub(/[ \t]+$/, "", f)
					if (f != "__kapi_anon")
						printf "offsetof(struct %s, %s)\n", name, f
				}
			}
		}
	}' "$tmp/$1.pp"
}

# probe NAME: "key<TAB>value<TAB>is_unsigned" for every key that compiles
probe() {
	n=$1
	keys "$n" > "$tmp/$n.allkeys"
	LC_ALL=C sort -u "$tmp/$n.allkeys" > "$tmp/$n.keys"
	{
		echo "#include \"$n.h\""
		# a here-document: dash's echo would turn \t and \n into bytes
		cat <<-'END'
		#include <stddef.h>
		#include <stdio.h>
		#define P(k, e) printf("%s\t%llu\t%d\n", k, \
			(unsigned long long)(e), (int)((__typeof__(e))-1 > 0));
		int main(void) {
		END
		sed 's/.*/P("&", &)/' "$tmp/$n.keys"
		echo 'return 0; }'
	} > "$tmp/$n.c"
	# drop the lines the compiler rejects (types, strings, bit-fields,
	# macros that need arguments) until the probe builds
	i=0
	until $cc $flags -I"$tmp" -w $quiet_errors -fsyntax-only \
		"$tmp/$n.c" 2> "$tmp/err"; do
		sed -n "s/^[^:]*$n\.c:\([0-9]*\):[0-9]*: error:.*/\1{\/^P(\/d;}/p" \
			"$tmp/err" | sort -un > "$tmp/drop.sed"
		i=$((i + 1))
		if [ ! -s "$tmp/drop.sed" ] || [ $i -gt 20 ]; then
			cat "$tmp/err" >&2
			exit 1
		fi
		sed -i -f "$tmp/drop.sed" "$tmp/$n.c"
	done
	if [ "$read_asm" = yes ]; then
		from_asm "$n"
		return
	fi
	$cc $flags -I"$tmp" -w -O0 "$tmp/$n.c" -o "$tmp/$n.bin"
	"$tmp/$n.bin"
}

# from_asm NAME: the probe's values without running it (a cross build):
# each P line becomes three constants named after its line (low and high
# 32 bits, signedness) and the compiler's assembly is read back.
from_asm() {
	n=$1
	{
		cat <<-'END'
		#define KAPI_CAT2(a, b) a##b
		#define KAPI_CAT(a, b) KAPI_CAT2(a, b)
		#define KAPI_V(l, e) \
		const unsigned int KAPI_CAT(kapi_l, l) = \
			(unsigned int)(unsigned long long)(e); \
		const unsigned int KAPI_CAT(kapi_h, l) = \
			(unsigned int)((unsigned long long)(e) >> 32); \
		const int KAPI_CAT(kapi_u, l) = (int)((__typeof__(e))-1 > 0);
		END
		# the same line numbers as the probe: its P lines stay put
		sed -e 's/^#define P(k, e).*/#define P(k, e) KAPI_V(__LINE__, e)/' \
		    -e 's/^[[:space:]]*(unsigned long long)(e), (int).*//' \
		    -e 's/^int main(void) {$//' -e 's/^return 0; }$//' "$tmp/$n.c"
	} > "$tmp/$n.asm.c"
	# the eight lines above move every probe line down by eight; what is
	# constant enough for printf but not for a static initializer (a
	# macro that calls sysconf) is blanked until it compiles
	i=0
	until $cc $flags -I"$tmp" -w $quiet_errors -O0 -S "$tmp/$n.asm.c" \
		-o "$tmp/$n.s" 2> "$tmp/err"; do
		sed -n "s/^[^:]*$n\\.asm\\.c:\\([0-9]*\\):[0-9]*: error:.*/\\1s\\/^P(.*\\/\\//p" \
			"$tmp/err" | sort -un > "$tmp/drop.sed"
		i=$((i + 1))
		if [ ! -s "$tmp/drop.sed" ] || [ $i -gt 20 ]; then
			cat "$tmp/err" >&2
			exit 1
		fi
		sed -i -f "$tmp/drop.sed" "$tmp/$n.asm.c"
	done
	awk -v off=8 '
	FNR == NR { if ($0 ~ /^P\("/) { k = $0; sub(/^P\("/, "", k)
		sub(/", .*/, "", k); key[FNR + off] = k }; next }
	/^kapi_[lhu][0-9]+:$/ { lab = $0; sub(/:$/, "", lab); next }
	lab != "" {
		v = $1 == ".zero" ? 0 : $2 + 0
		if (v < 0) v += 4294967296
		val[lab] = v; lab = ""
	}
	END {
		for (l in key)
			if (("kapi_l" l) in val)
				printf "%s\t0x%08x%08x\t%d\n", key[l],
				       val["kapi_h" l], val["kapi_l" l], val["kapi_u" l]
	}' "$tmp/$n.c" "$tmp/$n.s" |
	while IFS='	' read -r k v u; do
		printf '%s\t%u\t%s\n' "$k" "$v" "$u"
	done
}

flags="$*"
# KAPI_CONSTS_READ=asm (the Makefile's for a cross build): read the values
# from the compiler's assembly instead of running the probe
read_asm=no
[ "${KAPI_CONSTS_READ:-}" = asm ] && read_asm=yes
# Every error, each on one line: the probe loop drops the lines they name.
# gcc and clang spell the same wish differently.
quiet_errors=
for f in -fmax-errors=0 -ftrack-macro-expansion=0 -ferror-limit=0; do
	if echo 'int x;' | $cc -Werror $f -x c -fsyntax-only - >/dev/null 2>&1; then
		quiet_errors="$quiet_errors $f"
	fi
done
bundle uapi $uapi
bundle libc $libc
probe uapi > "$tmp/uapi.out"
probe libc > "$tmp/libc.out"
# the uapi value wins where both define a name
awk -F'\t' '!seen[$1]++' "$tmp/uapi.out" "$tmp/libc.out" |
	LC_ALL=C sort -t "$(printf '\t')" -k1,1 > "$tmp/table"
count=$(wc -l < "$tmp/table")
min=${KAPI_CONSTS_MIN:-10000}
echo "gen-consts: $count constants" >&2
if [ "$count" -lt "$min" ]; then
	echo "gen-consts: only $count constants, fewer than $min: the probes" \
	     "failed (see the errors above)" >&2
	exit 1
fi

echo "/* generated by scripts/gen-consts.sh; do not edit */"
echo 'const struct kapi_const_entry { const char *name;'
echo '	unsigned long long value; int is_unsigned; } kapi__consts[] = {'
awk -F'\t' '{ printf "\t{ \"%s\", %sULL, %s },\n", $1, $2, $3 }' "$tmp/table"
echo '};'
echo 'const unsigned long kapi__consts_count ='
echo '	sizeof(kapi__consts) / sizeof(kapi__consts[0]);'

# The names a composite constant is made of (MPOL_MODE_FLAGS is
# MPOL_F_STATIC_NODES | MPOL_F_RELATIVE_NODES | MPOL_F_NUMA_BALANCING), so a
# traced value can be shown as the names the user wrote: macros whose body
# is two or more names joined by | and nothing else.
echo 'const struct kapi_const_part { const char *whole;'
echo '	const char *part; } kapi__const_parts[] = {'
cat "$tmp/uapi.dm" "$tmp/libc.dm" |
	sed -n 's/^#define \(_*[A-Z][A-Za-z0-9_]*\) \(.*|.*\)$/\1 \2/p' |
	awk '{ name = $1; body = $0; sub(/^[^ ]* /, "", body)
	       t = body; gsub(/[()| \t]/, " ", t)
	       n = split(t, w, " ")
	       ok = n >= 2
	       for (i = 1; i <= n; i++)
		       if (w[i] !~ /^_*[A-Z][A-Za-z0-9_]*$/) ok = 0
	       if (ok && !seen[name]++)
		       for (i = 1; i <= n; i++)
			       printf "\t{ \"%s\", \"%s\" },\n", name, w[i] }' |
	LC_ALL=C sort -s -t '"' -k2,2
echo '};'
echo 'const unsigned long kapi__const_parts_count ='
echo '	sizeof(kapi__const_parts) / sizeof(kapi__const_parts[0]);'

# The DSL's composite helpers (KAPI_IOCTL_PARAM_SIZE, ...) as text, so the
# extractor expands them exactly as the compiler does.
echo 'const struct kapi_dsl_helper { const char *name;'
echo '	const char *params; const char *body; } kapi__dsl_helpers[] = {'
echo '#include <kapi/spec_dsl.h>' | $cc $flags -E -dM -x c - > "$tmp/dsl.dm"
# and the macro-era shorthands (KAPI_ERROR_EBADF, ...; RFC v1's
# DEFINE_IOCTL_HANDLER, a spec header built of others)
grep -e '^#define KAPI_[A-Z_]*[( ].*KAPI_\(PARAM\|ERROR\|RETURN\|SIGNAL\|CONTEXT\)(' \
     -e '^#define DEFINE_IOCTL_HANDLER(' "$tmp/dsl.dm" | grep -v 'KAPI__' |
	sed -e 's/\\/\\\\/g' -e 's/"/\\"/g' \
	    -e 's/^#define \([A-Z_]*\)(\([^)]*\)) \(.*\)$/	{ "\1", "\2", "\3" },/' \
	    -e 's/^#define \([A-Z_]*\) \(.*\)$/	{ "\1", "", "\2" },/'
echo '	{ 0, 0, 0 },'
echo '};'

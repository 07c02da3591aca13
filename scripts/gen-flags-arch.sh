#!/bin/sh
# Writes data/flags_arch.tsv: the value of every constant the corpus names
# in a mask or an enum, on the generic architectures (x86, riscv, s390,
# loongarch: this machine's uapi headers) and on each architecture family
# whose uapi headers give it another value, from Debian's cross headers
# (linux-libc-dev-<arch>-cross).  arm64 takes the arm family (its
# asm/fcntl.h is 32-bit arm's; lib/model/arch.c).  Maintainers run it after a new
# constant enters a mask or enum:
#   scripts/gen-flags-arch.sh build/kapi > data/flags_arch.tsv
set -eu
kapi=${1:-build/kapi}

# family  include directory  Debian package
families='alpha /usr/alpha-linux-gnu/include linux-libc-dev-alpha-cross
arm /usr/arm-linux-gnueabihf/include linux-libc-dev-armhf-cross
mips /usr/mips64el-linux-gnuabi64/include linux-libc-dev-mips64el-cross
parisc /usr/hppa-linux-gnu/include linux-libc-dev-hppa-cross
powerpc /usr/powerpc64le-linux-gnu/include linux-libc-dev-ppc64el-cross
sparc /usr/sparc64-linux-gnu/include linux-libc-dev-sparc64-cross'

missing=$(echo "$families" | while read -r f dir pkg; do
	[ -d "$dir/asm" ] || printf '%s ' "$pkg"
done)
if [ -n "$missing" ]; then
	echo "gen-flags-arch.sh: needs the cross headers: apt-get install $missing" >&2
	exit 1
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# the names: identifiers in the text of every mask and enum of the corpus
"$kapi" -j export |
	jq -r '(if type == "array" then . else .specs end)[] | .parameters[]? |
	       select(.constraint_type == "mask" or .constraint_type == "enum") |
	       .constraint_expr // empty' |
	grep -o '[A-Za-z_][A-Za-z0-9_]*' | grep -vx 'const\|s64' | sort -u > "$work/names"

{
	for h in linux/fcntl.h linux/mman.h asm/mman.h asm/signal.h asm/socket.h \
		 linux/resource.h linux/poll.h linux/inotify.h \
		 linux/signalfd.h linux/timerfd.h linux/falloc.h linux/fs.h \
		 linux/wait.h linux/sched.h linux/stat.h linux/watch_queue.h; do
		echo "#include <$h>"
	done
	sed 's/.*/@@ "&" &/' "$work/names"
} > "$work/probe.c"

# values NAME<TAB>decimal for the headers under include directories $@
values() {
	cpp -P -nostdinc -D__KERNEL_DIV_ROUND_UP -w "$@" "$work/probe.c" 2>/dev/null |
	sed -n 's/^@@ "\([A-Za-z0-9_]*\)" /\1 /p' |
	while IFS=' ' read -r name expr; do
		[ "$expr" = "$name" ] && continue	# not a macro here
		# integer literals and | & << ( ) only; drop the U/L suffixes
		e=$(printf '%s' "$expr" | sed 's/\([0-9a-fA-Fx]\)[uUlL]\{1,3\}\b/\1/g; s/(int)//g; s/(unsigned int)//g; s/(unsigned long)//g')
		case $e in *[!0-9a-fA-FxX\ \|\&\<\(\)~-]*) continue ;; esac
		v=$( (echo $(( $e ))) 2>/dev/null) || continue
		printf '%s\t%s\n' "$name" "$v"
	done
}

values -I/usr/include/x86_64-linux-gnu -I/usr/include | sort > "$work/generic"
echo "# Values of the constants the corpus's masks and enums name: generic"
echo "# (x86, riscv, s390, loongarch) and, per family, where the uapi"
echo "# headers differ.  Made by scripts/gen-flags-arch.sh from Debian's cross"
echo "# headers; do not edit."
echo "# family	name	value"
awk -F '\t' '{ printf "generic\t%s\t%s\n", $1, $2 }' "$work/generic"
echo "$families" | while read -r f dir pkg; do
	values -I"$dir" -I/usr/include | sort > "$work/$f"
	join -t "$(printf '\t')" "$work/generic" "$work/$f" |
		awk -F '\t' -v f="$f" '$2 != $3 { printf "%s\t%s\t%s\n", f, $1, $3 }'
done

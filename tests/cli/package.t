#!/bin/sh
# What a distribution's build needs (debian/, README "Packaging"): kapi.h in
# strict C99; the Makefile's own hardening, CPPFLAGS, WITH_* and LIBDIR;
# then the tree built twice with dpkg-buildflags' hardening=+all flags, in
# two folders, the second with a PATH where scripts/deps.sh cannot ask
# dpkg: both build, hardening-check passes, the results are the same byte
# for byte, the man pages carry SOURCE_DATE_EPOCH's date and a multiarch
# install lays the library out under LIBDIR.
. "$(dirname "$0")/lib.sh"
root=$(cd "$(dirname "$0")/../.." && pwd)
skip() { n=$((n + 1)); echo "ok $n # SKIP $1"; }

# ---- kapi.h for any C program ----
printf '#include <kapi/kapi.h>\nint main(void) { return kapi_version() == 0; }\n' > "$tmp/c99.c"
for std in c99 c11 gnu99; do
	run cc -std=$std -pedantic -Wall -Wextra -Werror -I"$root/include" -c "$tmp/c99.c" -o "$tmp/c99.o"
	expect_status 0 "kapi.h compiles with cc -std=$std -pedantic -Werror"
done

# the builds below are the defaults' whatever make ran the suite with
# (make check SAN=1 exports SAN to every test)
unset SAN FUZZ BUILD WERROR MAKEFLAGS MAKELEVEL MFLAGS

# ---- the Makefile's flags, dry runs ----
dry() { env -u CFLAGS -u CPPFLAGS -u LDFLAGS -u MAKEFLAGS -u MAKELEVEL \
	make -s -n -C "$root" BUILD="$tmp/dry" "$@" 2>&1; }
dry all >"$tmp/dry.out"
for f in -fstack-protector-strong -D_FORTIFY_SOURCE=2 -fstack-clash-protection \
	 '-Wl,-z,relro' '-Wl,-z,now' -pie; do
	check "grep -q -- '$f' $tmp/dry.out" "hardened by default: $f"
done
check "grep -q -- '-no-pie.* -o [^ ]*/kapi\$' $tmp/dry.out" "kapi itself at a fixed address by default (no relocation of its specs at start-up)"
dry all PIE=1 STATIC_DEPS=0 >"$tmp/dry.out"
check "grep -q -- ' -pie.* -o [^ ]*/kapi\$' $tmp/dry.out" "PIE=1: kapi position independent too"
check "grep -- ' -o [^ ]*/kapi\$' $tmp/dry.out | grep -qv -- -Bstatic" "STATIC_DEPS=0: kapi with the shared libraries"
dry all LIBS='-lelf -lkapi-no-such-lib' >"$tmp/dry.out"
check "grep -- ' -o [^ ]*/kapi\$' $tmp/dry.out | grep -qv -- -Bstatic" "a static archive missing: the shared libraries (STATIC_DEPS=auto)"
dry all CPPFLAGS=-DKAPI_PROBE_CPP CFLAGS='-O1 -gline-tables-only' LDFLAGS=-Wl,--probe-ld >"$tmp/dry.out"
check "grep -q -- '-DKAPI_PROBE_CPP.*-O1 -gline-tables-only' $tmp/dry.out" "CPPFLAGS and CFLAGS are honoured, in that order"
check "grep -q -- '-Wl,--probe-ld' $tmp/dry.out" "LDFLAGS is honoured"
dry all WITH_BPF=no WITH_FUSE=no >"$tmp/dry.out"
check "! grep -Eq -- '-lbpf|-lfuse3|-target bpf|-DKAPI_HAVE_(BPF|LIBBPF|FUSE)' $tmp/dry.out" \
	"WITH_BPF=no WITH_FUSE=no: no libbpf, no eBPF programs, no libfuse3"
run dry all WITH_BPF=maybe
check "[ $status -ne 0 ] && grep -q 'take auto, yes or no' $tmp/out" "WITH_BPF takes auto, yes or no"
if pkg-config --exists libbpf && command -v bpftool >/dev/null && command -v clang >/dev/null; then
	dry all WITH_BPF=yes >"$tmp/dry.out"
	check "grep -q -- '-target bpf' $tmp/dry.out && grep -q -- '-lbpf' $tmp/dry.out" \
		"WITH_BPF=yes builds the eBPF programs and links libbpf"
	check "! grep -q '/sys/kernel/btf' $tmp/dry.out" "  without the build host's BTF"
else
	skip "clang, bpftool or libbpf is missing"
	skip "clang, bpftool or libbpf is missing"
fi

# ---- two builds as a distribution makes them ----
if ! command -v dpkg-buildflags >/dev/null; then
	skip "dpkg-buildflags is not installed (Debian: dpkg-dev)"
	done_testing
	exit
fi
# the tree without its build folders, in two places of different depth
a=$tmp/a/kapi b=$tmp/bb/src/kapi-copy
mkdir -p "$a" "$b"
tar -C "$root" --exclude='./build*' --exclude=./.git -cf - . | tar -C "$a" -xf -
tar -C "$a" -cf - . | tar -C "$b" -xf -
# a PATH without dpkg-query: links to every other command
mkdir -p "$tmp/path"
for d in /usr/local/bin /usr/bin /bin /usr/sbin /sbin; do
	for c in "$d"/*; do
		[ -x "$c" ] && [ ! -e "$tmp/path/${c##*/}" ] && ln -s "$c" "$tmp/path/${c##*/}"
	done
done
rm -f "$tmp/path/dpkg-query"
check "[ ! -e $tmp/path/dpkg-query ] && [ -e $tmp/path/cc ]" "the second build's PATH has no dpkg-query"

# build DIR [PATH]: make all, the man pages and the completion with
# dpkg-buildflags' flags for DIR and debian/rules' PIE=1 STATIC_DEPS=0,
# as dpkg-buildpackage would
SOURCE_DATE_EPOCH=1700000000
export SOURCE_DATE_EPOCH
build() {
	(cd "$1" && eval "$(DEB_BUILD_MAINT_OPTIONS=hardening=+all dpkg-buildflags --export=sh)" &&
	 PATH=${2:-$PATH} env -u MAKEFLAGS -u MAKELEVEL make -s -j2 PIE=1 STATIC_DEPS=0 all man build/kapi.bash) \
		>"$tmp/out" 2>"$tmp/err"
	status=$?
}
build "$a"
expect_status 0 "builds with dpkg-buildflags (hardening=+all, -ffile-prefix-map)"
build "$b" "$tmp/path"
expect_status 0 "builds in another folder with no dpkg-query on PATH"
expect_err "not a Debian system" "  where scripts/deps.sh says it checks nothing"

files="kapi libkapi.so.0 kapi.bash $(cd "$a/build" 2>/dev/null && ls man/*.1)"
differ=
for f in $files; do
	cmp -s "$a/build/$f" "$b/build/$f" || differ="$differ $f"
done
check "[ -f $a/build/kapi ] && [ -z '$differ' ]" "the two builds are the same byte for byte ($(echo $files | wc -w) files)"
[ -z "$differ" ] || echo "#   differ:$differ"
check "! grep -aq '$tmp' $a/build/kapi $a/build/libkapi.so.0" "neither binary names the folder it was built in"
check "grep -q '^\\.TH \"KAPI-STATS\" 1 \"2023-11-14\"' $a/build/man/kapi-stats.1" \
	"man pages are dated by SOURCE_DATE_EPOCH"

if command -v hardening-check >/dev/null; then
	# no CET (control flow) verdict; the note is lost at link time
	# although every C object is built -fcf-protection (left open)
	for f in kapi libkapi.so.0; do
		run hardening-check --nocfprotection "$a/build/$f"
		expect_status 0 "hardening-check $f"
		sed 's/^/#   /' "$tmp/out"
	done
else
	skip "hardening-check is not installed (Debian: devscripts)"
	skip "hardening-check is not installed (Debian: devscripts)"
fi

# a multiarch install of the first build (nothing is rebuilt)
(cd "$a" && eval "$(DEB_BUILD_MAINT_OPTIONS=hardening=+all dpkg-buildflags --export=sh)" &&
 env -u MAKEFLAGS -u MAKELEVEL make -s install DESTDIR="$tmp/dest" PREFIX=/usr \
	LIBDIR=lib/x86_64-linux-gnu) >"$tmp/out" 2>"$tmp/err"
status=$?
expect_status 0 "make install PREFIX=/usr LIBDIR=lib/x86_64-linux-gnu DESTDIR=..."
pc=$tmp/dest/usr/lib/x86_64-linux-gnu/pkgconfig/libkapi.pc
check "[ -f $tmp/dest/usr/lib/x86_64-linux-gnu/libkapi.so.0 ] && [ ! -e $tmp/dest/usr/lib/libkapi.so.0 ]" \
	"the library goes under LIBDIR"
check "grep -qx 'libdir=\${prefix}/lib/x86_64-linux-gnu' $pc" "libkapi.pc names LIBDIR"
if grep -q -- -lbpf "$a/build/gen/bpf.mk" 2>/dev/null; then
	check "grep -q '^Requires.private:.*libbpf' $pc" "Requires.private names libbpf, which the library links"
else
	skip "this build does not link libbpf"
fi

done_testing

#!/bin/sh
# Only make run, make check and make deps install packages; plain make and
# the other targets name what is missing and stop.  A fake dpkg-query says
# every package is missing and a fake apt-get records that it ran.
. "$(dirname "$0")/lib.sh"
root=$(cd "$(dirname "$0")/../.." && pwd)
mk() { env -u MAKEFLAGS -u MAKELEVEL -u MFLAGS make -s -n -C "$root" "$@" 2>&1; }

check "mk all | grep -Eq 'scripts/deps\\.sh --check build'" "make: packages checked"
check "! mk all | grep -Eq 'scripts/deps\\.sh +build'" "make: nothing installed"
check "mk run | grep -Eq 'scripts/deps\\.sh +build'" "make run: installs build packages"
check "mk check | grep -Eq 'scripts/deps\\.sh +test'" "make check: installs test packages"
check "mk deps | grep -Eq 'scripts/deps\\.sh +fuzz'" "make deps: installs every package, fuzz ones too"
check "mk fuzz-deps | grep -Eq 'scripts/deps\\.sh --check fuzz'" "make fuzz: checks its packages only"

mkdir -p "$tmp/bin"
# Debian: dpkg knows the C library, nothing else is installed
printf '#!/bin/sh\ncase "$*" in *libc6) echo "install ok installed" ;; *) exit 1 ;; esac\n' \
	> "$tmp/bin/dpkg-query"
printf '#!/bin/sh\necho "$*" >> "%s/apt-ran"\n' "$tmp" > "$tmp/bin/apt-get"
chmod +x "$tmp/bin/dpkg-query" "$tmp/bin/apt-get"
PATH=$tmp/bin:$PATH run "$root/scripts/deps.sh" --check build
expect_status 1 "deps.sh --check: missing packages fail"
expect_err "apt-get install -y gcc make" "  with the apt-get line"
check "[ ! -e '$tmp/apt-ran' ]" "  and apt-get does not run"
if [ "$(id -u)" = 0 ]; then
	PATH=$tmp/bin:$PATH run "$root/scripts/deps.sh" build
	check "grep -q 'install -y -q gcc make' '$tmp/apt-ran'" "deps.sh as root: apt-get installs them"
else
	PATH=$tmp/bin:$PATH run "$root/scripts/deps.sh" build
	expect_status 1 "deps.sh as another user: fails with the sudo line"
fi

# Not Debian: no dpkg-query on PATH (a PATH of links to what the script
# runs), or a dpkg that does not know the C library: the script says so
# and lets the build go on, asking pkg-config about the libraries.
mkdir -p "$tmp/nodpkg"
for c in sh grep pkg-config id cat; do
	p=$(command -v "$c") && ln -s "$p" "$tmp/nodpkg/$c"
done
PATH=$tmp/nodpkg run "$root/scripts/deps.sh" --check build
expect_status 0 "deps.sh without dpkg-query: the build goes on"
expect_err "not a Debian system" "  and says why it checks nothing"
PATH=$tmp/nodpkg run "$root/scripts/deps.sh" --check test
expect_status 0 "  the test group too"
rm -f "$tmp/apt-ran"
printf '#!/bin/sh\nexit 1\n' > "$tmp/bin/dpkg-query"
PATH=$tmp/bin:$PATH run "$root/scripts/deps.sh" --check build
expect_status 0 "deps.sh with a dpkg that does not know libc6: the build goes on"
check "[ ! -e '$tmp/apt-ran' ]" "  and apt-get does not run"
rm -f "$tmp/nodpkg/pkg-config"
printf '#!/bin/sh\nexit 1\n' > "$tmp/nodpkg/pkg-config"
chmod +x "$tmp/nodpkg/pkg-config"
PATH=$tmp/nodpkg run "$root/scripts/deps.sh" --check build
expect_err "pkg-config does not find libelf" "  libraries pkg-config does not find are named"
done_testing

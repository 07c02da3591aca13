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
printf '#!/bin/sh\nexit 1\n' > "$tmp/bin/dpkg-query"
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
done_testing

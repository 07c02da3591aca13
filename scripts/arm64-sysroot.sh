#!/bin/sh
# Makes the private arm64 sysroot `make ARCH=arm64` builds against: Debian's
# arm64 packages of the C library, the kernel's uapi headers and the
# libraries kapi links, fetched with apt-get download under an apt state of
# its own (its own sources and architecture; the host's dpkg never hears
# of arm64) and unpacked with dpkg-deb -x.
#   scripts/arm64-sysroot.sh [--check] [DIR]
# DIR defaults to $KAPI_ARM64_DIR, else /var/cache/kapi/arm64 as root,
# else ~/.cache/kapi/arm64.  It holds apt/ (the private apt state), debs/
# and sysroot/; DIR/sysroot/.done lists the packages once complete.  With
# --check it only says whether the sysroot is there (status 1 when not).
set -eu

check=no
if [ "${1:-}" = --check ]; then
	check=yes
	shift
fi
if [ $# -gt 0 ]; then
	dir=$1
elif [ -n "${KAPI_ARM64_DIR:-}" ]; then
	dir=$KAPI_ARM64_DIR
elif [ "$(id -u)" -eq 0 ]; then
	dir=/var/cache/kapi/arm64
else
	dir=${XDG_CACHE_HOME:-$HOME/.cache}/kapi/arm64
fi

# what kapi and libkapi build and link against (a static kapi included)
pkgs="libc6 libc6-dev linux-libc-dev libelf1 libelf-dev libjson-c5
libjson-c-dev libseccomp2 libseccomp-dev zlib1g zlib1g-dev libzstd1
libzstd-dev"
want=$(echo $pkgs)

sysroot=$dir/sysroot
if [ -f "$sysroot/.done" ] && [ "$(cat "$sysroot/.done")" = "$want" ]; then
	exit 0
fi
if [ $check = yes ]; then
	echo "kapi: no arm64 sysroot in $sysroot: run scripts/arm64-sysroot.sh" \
	     "(or make deps ARCH=arm64)" >&2
	exit 1
fi

apt=$dir/apt
mkdir -p "$apt/etc/sources.list.d" "$apt/etc/preferences.d" \
	 "$apt/etc/apt.conf.d" "$apt/state/lists/partial" \
	 "$apt/cache/archives/partial" "$dir/debs"
# the host's Debian mirrors, for arm64
keyring=/usr/share/keyrings/debian-archive-keyring.gpg
cat > "$apt/etc/sources.list" <<EOF
deb [arch=arm64 signed-by=$keyring] http://deb.debian.org/debian bookworm main
deb [arch=arm64 signed-by=$keyring] http://deb.debian.org/debian bookworm-updates main
deb [arch=arm64 signed-by=$keyring] http://deb.debian.org/debian-security bookworm-security main
EOF
[ -f "$apt/state/status" ] || : > "$apt/state/status"
cat > "$apt/apt.conf" <<EOF
Dir::Etc "$apt/etc";
Dir::Etc::sourcelist "$apt/etc/sources.list";
Dir::Etc::sourceparts "$apt/etc/sources.list.d";
Dir::Etc::preferencesparts "$apt/etc/preferences.d";
Dir::Etc::parts "$apt/etc/apt.conf.d";
Dir::State "$apt/state";
Dir::State::status "$apt/state/status";
Dir::Cache "$apt/cache";
APT::Architecture "arm64";
APT::Architectures { "arm64"; };
EOF
export APT_CONFIG="$apt/apt.conf"

echo "kapi: arm64 sysroot in $sysroot (apt-get download, private apt state)" >&2
apt-get -q update >&2
(cd "$dir/debs" && rm -f ./*.deb && apt-get -q download $pkgs >&2)
rm -rf "$sysroot"
mkdir -p "$sysroot"
for d in "$dir"/debs/*.deb; do
	dpkg-deb -x "$d" "$sysroot"
done
# absolute symlinks (libfoo.so -> /lib/...) would point into the host
find "$sysroot" -type l | while read -r l; do
	t=$(readlink "$l")
	case $t in
	/*) ln -sf "$sysroot$t" "$l" ;;
	esac
done
echo "$want" > "$sysroot/.done"

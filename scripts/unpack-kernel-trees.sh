#!/bin/sh
# Unpacks Debian's kernel source trees (apt-get install linux-source-6.1
# linux-source-6.12) under /var/tmp/kapi-trees/, outside the repository, for
# bench/kernel-diff.sh and the real-tree tests (tests/cli/ktree.t).
#   scripts/unpack-kernel-trees.sh [DEST]
set -eu
dest=${1:-/var/tmp/kapi-trees}
mkdir -p "$dest"
for v in 6.1 6.12; do
	tar=/usr/src/linux-source-$v.tar.xz
	if [ -d "$dest/linux-source-$v/include/uapi" ]; then
		echo "$dest/linux-source-$v: already unpacked"
	elif [ -f "$tar" ]; then
		echo "unpacking $tar into $dest"
		tar -C "$dest" -xJf "$tar"
	else
		echo "$tar missing: apt-get install linux-source-$v" >&2
	fi
done

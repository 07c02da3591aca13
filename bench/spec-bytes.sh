#!/bin/sh
# Compiled spec size: bytes of structure per spec, as ratios against
# upstream's layout.  Run by `make bench`.
set -eu
echo "== bench: bytes per compiled spec (strings excluded)"
"${KAPI_BUILD:-build}/bench/spec_bytes"

#!/bin/sh
# Puts the library's license on every file of lib/, include/kapi/, the
# spec-writing support headers (specs/include/, which the library embeds)
# and the spec corpus (specs/, linked into the library; kfunc/) that still
# carries the tool's (see LICENSE): run after adding such files.
set -eu
cd "$(dirname "$0")/.."
find lib include/kapi specs kfunc -name '*.[ch]' | while read -r f; do
	sed -i '1s|SPDX-License-Identifier: GPL-2.0\( \*/\)\{0,1\}$|SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause\1|' "$f"
done

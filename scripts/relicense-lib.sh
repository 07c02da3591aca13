#!/bin/sh
# Puts the library's license on every file of lib/, include/kapi/ and the
# spec-writing support headers (specs/include/, which the library embeds) that
# still carries the tool's (see LICENSE): run after adding library files.
set -eu
cd "$(dirname "$0")/.."
find lib include/kapi specs/include -name '*.[ch]' | while read -r f; do
	sed -i '1s|SPDX-License-Identifier: GPL-2.0\( \*/\)\{0,1\}$|SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause\1|' "$f"
done

#!/bin/sh
# libkapi's layout: stages only include headers of earlier stages
. "$(dirname "$0")/lib.sh"
root=$(cd "$(dirname "$0")/../.." && pwd)
check_layout=$root/scripts/check-layout.sh

run "$check_layout" "$root"
expect_status 0 "every lib/ file includes only its own or earlier stages"

# the check itself must catch each kind of fault
mkdir -p "$tmp/lib/base" "$tmp/lib/check" "$tmp/lib/misc"
printf '#include "check/validate.h"\n' >"$tmp/lib/base/early.c"
printf '#include "base/base.h"\n#include "syscall_table.h"\n' >"$tmp/lib/check/late.c"
run "$check_layout" "$tmp"
expect_status 1 "a base file including a check header fails the check"
expect_out '^lib/base/early.c:1: includes "check/validate.h"' "and names file, line and header"
check "! grep -q late.c $tmp/out" "an earlier stage and a generated table are fine"
printf 'int x;\n' >"$tmp/lib/misc/stray.c"
rm "$tmp/lib/base/early.c"
run "$check_layout" "$tmp"
expect_status 1 "a file outside the stage folders fails the check"
expect_out '^lib/misc/stray.c: not in a stage folder' "and says so"

# licenses: the library, with the corpus it links, may be linked by
# anyone; the rest is GPL-2.0
bad=$(cd "$root" && for f in $(find lib include/kapi specs kfunc -name '*.[ch]'); do
	head -1 "$f" | grep -q 'SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause' || echo "$f"
done)
check "[ -z '$bad' ]" "every library file, spec-writing header and spec file is LGPL-2.1 OR BSD-2-Clause (scripts/relicense-lib.sh)"
[ -z "$bad" ] || echo "$bad" | sed 's/^/#   /'
bad=$(cd "$root" && for f in $(find tools -name '*.[ch]'); do
	head -1 "$f" | grep -q 'SPDX-License-Identifier: GPL-2.0' || echo "$f"
done)
check "[ -z '$bad' ]" "every file of the tool is GPL-2.0"
[ -z "$bad" ] || echo "$bad" | sed 's/^/#   /'
for l in GPL-2.0 LGPL-2.1 BSD-2-Clause; do
	check "[ -s '$root/LICENSES/$l' ]" "LICENSES/ has the text of $l"
done

done_testing

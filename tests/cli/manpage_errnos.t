#!/bin/sh
# Each errno the man pages (6.03, data/manpages_6.03_man2_errnos.json)
# document for a syscall is listed by its deep spec, or the spec's notes
# say why not (naming the errno).  Aliases (EWOULDBLOCK, ENOTSUP) count as
# the errno they are; an errno a shared page documents for a sibling call
# (chmod's page and fchmodat's EINVAL) counts when the sibling lists it.
. "$(dirname "$0")/lib.sh"
here=$(cd "$(dirname "$0")" && pwd)
data=$here/../../data/manpages_6.03_man2_errnos.json

"$KAPI" list --type syscall --depth deep | awk '/^  /{ print $1 }' >"$tmp/deep"
# shellcheck disable=SC2046
"$KAPI" -j show $(cat "$tmp/deep") >"$tmp/specs.json"
check "[ -s $tmp/specs.json ]" "the deep syscall specs export"
jq -r -s -f "$here/manpage_errnos.jq" "$data" "$tmp/specs.json" | sort -u >"$tmp/gaps"
check "[ ! -s $tmp/gaps ]" "every man-page errno is listed or explained ($(wc -l <"$tmp/gaps") not)"
sed 's/^/#   /' "$tmp/gaps" | head -20
# the check itself: a spec without an errno its page documents is found
printf '%s\n' '{"pages":{"dup3":["EBADF","EINVAL"]}}' >"$tmp/page.json"
printf '%s\n' '{"specs":[{"name":"sys_dup3","errors":[{"name":"EBADF"}],"notes":""}]}' >"$tmp/one.json"
check "jq -r -s -f $here/manpage_errnos.jq $tmp/page.json $tmp/one.json | grep -qx 'sys_dup3 EINVAL'" \
	"an errno neither listed nor named in the notes is a gap"
done_testing

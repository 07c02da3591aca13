#!/bin/sh
# Every spec block upstream ever posted, read by kapi: given a local git
# copy of the linux-api list archive (one message a commit, in a file "m"),
# finds the postings of the kernel API specification series, counts the
# spec blocks in each (our own cutter, below, independent of kapi's
# readers) and reads each posting with kapi.  Prints one row a revision:
# postings, blocks, specs kapi read, and blocks read exactly (in a posting
# where kapi reads as many specs as there are blocks and warns about
# nothing upstream wrote).  Examples (documentation, tools, tests) are not
# counted, as kapi leaves them out without --examples.
#
#   scripts/upstream-check.sh ARCHIVE_GIT_DIR [KAPI] [-v]
#
# Exit status: 0 when every block of every revision reads exactly, 1 when
# some do not, 2 on bad arguments.
set -eu

archive=${1:-}
kapi=${2:-build/kapi}
verbose=${3:-}
if [ -z "$archive" ] || ! git -C "$archive" rev-parse --git-dir >/dev/null 2>&1; then
	echo "usage: $0 ARCHIVE_GIT_DIR [KAPI] [-v]: a git copy of the linux-api archive" >&2
	exit 2
fi
if [ ! -x "$kapi" ]; then
	echo "$0: $kapi: no kapi binary there (make first)" >&2
	exit 2
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# the series' postings, not replies: "[RFC v2 12/22] mm/mlock: add API spec..."
git -C "$archive" log --format='%H %s' |
	grep -E '^[0-9a-f]+ \[(RFC|PATCH)[^]]*\] ' |
	grep -iE 'api spec|kernel/api|tools/kapi|specs for sys_' >"$tmp/index" || true

# the revision a subject belongs to: rfc-v1 .. rfc-v5, v1 .. v4
revision() {
	case "$1" in
	'[RFC '[0-9]*) echo rfc-v1 ;;
	'[RFC v'*|'[RFC PATCH v'*) echo "rfc-$(echo "$1" | sed -E 's/^\[RFC (PATCH )?(v[0-9]+).*/\2/')" ;;
	'[PATCH '[0-9]*) echo v1 ;;
	'[PATCH v'*) echo "$(echo "$1" | sed -E 's/^\[PATCH (v[0-9]+).*/\1/')" ;;
	*) echo other ;;
	esac
}

# spec blocks in a posting's added lines, outside example files
count_blocks() {
	awk '
	/^\+\+\+ / {
		path = $2; sub(/^b\//, "", path)
		example = path ~ /^(Documentation|tools|samples)\// ||
			  path ~ /(\.rst|\.txt|\.md|\.py|\.rs|_kunit\.c|_test\.c)$/
		next
	}
	example || !/^\+/ { next }
	{ line = substr($0, 2) }
	line ~ /##|\\$/ { next }
	line ~ /^[ \t]*(DEFINE_KERNEL_API_SPEC|DEFINE_KAPI_IOCTL_SPEC|KAPI_DEFINE_IOCTL_SPEC|DEFINE_SYSFS_API_SPEC|DEFINE_IOCTL_API_SPEC)\(/ { n++ }
	line ~ /struct kapi_ioctl_spec [a-z_0-9]+ = \{/ { n++ }
	line ~ /^[ \t]*\/\*\*/ { incomment = 1; marked = 0 }
	incomment && line ~ /^[ \t]*\*[ \t]*(contexts|context-flags):/ && !marked { n++; marked = 1 }
	line ~ /\*\// { incomment = 0 }
	END { print n + 0 }'
}

: >"$tmp/rows"
while read -r hash subject; do
	rev=$(revision "$subject")
	git -C "$archive" show "$hash:m" >"$tmp/msg.patch" 2>/dev/null || continue
	blocks=$(count_blocks <"$tmp/msg.patch")
	[ "$blocks" -gt 0 ] || continue
	specs=$("$kapi" -j --allow-empty --from "$tmp/msg.patch" list 2>"$tmp/err" |
		jq '.specs | length' 2>/dev/null || echo 0)
	# upstream's own inconsistencies are one warning each, not kapi's
	# misreading; nor is a hunk that edits a spec of an earlier posting
	# (that spec is not among this posting's blocks)
	warnings=$(grep -v -e 'declares [0-9]* .* but defines' \
		-e 'this hunk edits part of a spec' "$tmp/err" | grep -c . || true)
	exact=0
	[ "$specs" -eq "$blocks" ] && [ "$warnings" -eq 0 ] && exact=$blocks
	echo "$rev $blocks $specs $exact" >>"$tmp/rows"
	if [ -n "$verbose" ] && [ "$exact" -ne "$blocks" ]; then
		echo "# $subject: $blocks blocks, $specs specs, $warnings warnings" >&2
		sed 's/^/#   /' "$tmp/err" | head -5 >&2
	fi
done <"$tmp/index"

printf '%-8s %9s %7s %6s %8s\n' revision postings blocks specs exactly
# rfc-v1 .. rfc-v5, then v1 .. v4, then the total
sort -k1,1 -s "$tmp/rows" | awk '
	$1 != r && r != "" { printf "%-8s %9d %7d %6d %8d\n", r, p, b, s, e; p = b = s = e = 0 }
	{ r = $1; p++; b += $2; s += $3; e += $4; tp++; tb += $2; ts += $3; te += $4 }
	END {
		if (r != "")
			printf "%-8s %9d %7d %6d %8d\n", r, p, b, s, e
		printf "%-8s %9d %7d %6d %8d\n", "all", tp, tb, ts, te
		exit te == tb ? 0 : 1
	}'

#!/bin/sh
# Every spec block upstream posted to the linux-api list, read exactly
# (scripts/upstream-check.sh), when a git copy of the list's archive is at
# KAPI_LINUX_API_ARCHIVE (default /var/tmp/linux-api-archive).  CI has no
# copy, so the test skips there; a developer brings one with the search
# tool's fetch (linux-mailinglist-archives/linux-api.vger.kernel.org.0).
. "$(dirname "$0")/lib.sh"
root=$(cd "$(dirname "$0")/../.." && pwd)
archive=${KAPI_LINUX_API_ARCHIVE:-/var/tmp/linux-api-archive}

# the checker itself, on a small archive of our own: one message a commit
mini="$tmp/archive"
git init -q "$mini"
post() { # post SUBJECT FILE: a message whose patch adds FILE's text as PATH
	{
		printf 'Subject: %s\n\n---\n' "$1"
		printf 'diff --git a/%s b/%s\n--- /dev/null\n+++ b/%s\n@@ -0,0 +1,%d @@\n' \
			"$3" "$3" "$3" "$(wc -l <"$2")"
		sed 's/^/+/' "$2"
	} >"$mini/m"
	git -C "$mini" add m
	git -C "$mini" -c user.name=t -c user.email=t@t commit -qm "$1"
}
post "[RFC v2 1/2] demo: add API specification for demo_init" \
	"$root/tests/fixtures/upstream/revisions/macro_defects.c" kernel/demo.c
post "[PATCH v3 2/2] demo: add API specification for three calls" \
	"$root/tests/fixtures/upstream/revisions/kdoc_defects.c" kernel/demo2.c
post "[PATCH v3 3/3] Documentation: API specification example" \
	"$root/tests/fixtures/upstream/revisions/macro_defects.c" Documentation/demo.rst
run "$root/scripts/upstream-check.sh" "$mini" "$KAPI"
expect_status 0 "the checker passes an archive kapi reads exactly"
check "grep -Eq '^rfc-v2 +1 +1 +1 +1\$' $tmp/out && grep -Eq '^v3 +1 +3 +3 +3\$' $tmp/out" \
	"it counts postings, blocks and specs per revision, examples left out"
sed 's/contexts: process, sleepable/contexts: process, sleepyable/' "$root/tests/fixtures/upstream/revisions/kdoc_defects.c" >"$tmp/broken.c"
post "[PATCH v4 1/1] demo: add API specification, once more" "$tmp/broken.c" kernel/demo3.c
run "$root/scripts/upstream-check.sh" "$mini" "$KAPI"
expect_status 1 "a posting read with a warning is not exact, and fails the check"
run "$root/scripts/upstream-check.sh" /nonexistent "$KAPI"
expect_status 2 "a path that is no archive is a usage error"

if ! git -C "$archive" rev-parse --git-dir >/dev/null 2>&1; then
	pass "# SKIP no linux-api archive at $archive (KAPI_LINUX_API_ARCHIVE)"
	done_testing
	exit
fi
run "$root/scripts/upstream-check.sh" "$archive" "$KAPI"
sed 's/^/# /' "$tmp/out"
expect_status 0 "every block of every revision reads exactly"
for rev in rfc-v1 rfc-v2 rfc-v3 rfc-v4 rfc-v5 v1 v2 v3 v4; do
	check "awk -v r=$rev '\$1 == r && \$3 > 0 && \$3 == \$5 { ok = 1 } END { exit !ok }' $tmp/out" \
		"$rev: its blocks are all read exactly"
done
done_testing

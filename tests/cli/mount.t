#!/bin/sh
# kapi mount: the debugfs-style tree as a FUSE filesystem, the same bytes
# as kapi export --tree; read back with --from; unmounted by signals
. "$(dirname "$0")/lib.sh"

mnt=$tmp/mnt
pid=
cleanup() {
	[ -n "$pid" ] && kill "$pid" 2>/dev/null
	grep -q " $mnt fuse" /proc/mounts && fusermount3 -u "$mnt" 2>/dev/null
	rm -rf "$tmp"
}
trap cleanup EXIT
mounted() { grep -q " $mnt fuse.kapi " /proc/mounts; }
# waits (at most 10 s) until the mount appears or disappears: $1 = yes|no
wait_mount() {
	i=0
	while [ $i -lt 100 ]; do
		if [ "$1" = yes ]; then mounted && return 0; else mounted || return 0; fi
		sleep 0.1
		i=$((i + 1))
	done
	return 1
}

# sends signal $1 to the daemon and reaps it; kills it (and fails) if it
# has not ended within 10 s, so a hang fails the test instead of the suite
stop_daemon() {
	kill -"$1" "$pid"
	i=0
	while kill -0 "$pid" 2>/dev/null && [ $i -lt 100 ]; do
		sleep 0.1
		i=$((i + 1))
	done
	if kill -0 "$pid" 2>/dev/null; then
		kill -KILL "$pid"
		wait "$pid"
		status=999
	else
		wait "$pid"
		status=$?
	fi
	pid=
}

run "$KAPI" mount
expect_status 2 "mount without a directory is a usage error"
run "$KAPI" mount "$tmp/nonexistent"
if grep -q 'built without libfuse3' "$tmp/err"; then
	expect_status 3 "without libfuse3 the verb exits 3"
	echo "ok $((n + 1)) # SKIP kapi was built without libfuse3"; n=$((n + 1))
	done_testing
	exit
fi
expect_status 3 "mounting on a missing directory exits 3"
if [ "$(id -u)" -ne 0 ] || [ ! -c /dev/fuse ] || ! command -v fusermount3 >/dev/null; then
	echo "ok $((n + 1)) # SKIP mounting needs root, /dev/fuse and fusermount3"
	n=$((n + 1))
	done_testing
	exit
fi

"$KAPI" export --tree "$tmp/tree"
mkdir "$mnt"
"$KAPI" mount --foreground "$mnt" 2>"$tmp/mount.err" &
pid=$!
check "wait_mount yes" "kapi mount --foreground mounts"
check "[ \"\$(ls $mnt | tr '\\n' ' ')\" = 'all.json all.xml list specs specs-json ' ]" \
	"the top level has list, specs/, specs-json/, all.json and all.xml"
check "[ \$(find $mnt -type f | wc -l) -eq \$(find $tmp/tree -type f | wc -l) ]" "as many files as the exported tree"
check "find $mnt -type f -exec cat {} + >/dev/null" "every file reads"
check "diff -r $tmp/tree $mnt >/dev/null" "and every file is byte-identical to kapi export --tree"
check "! sh -c 'echo x > $mnt/list' 2>/dev/null && ! touch $mnt/new 2>/dev/null" "writes are refused"
"$KAPI" -j export >"$tmp/builtin.json"
run "$KAPI" --from "$mnt" -j export
check "[ $status -eq 0 ] && cmp -s $tmp/out $tmp/builtin.json" "kapi --from the mount reads back the same specs"
stop_daemon TERM
check "[ $status -eq 0 ]" "SIGTERM ends it with status 0"
check "wait_mount no" "and leaves nothing mounted"

"$KAPI" mount --foreground "$mnt" 2>"$tmp/mount.err" &
pid=$!
wait_mount yes
stop_daemon INT
check "[ $status -eq 0 ] && wait_mount no" "SIGINT unmounts too, even where the shell ignores it"

run "$KAPI" mount "$mnt"
check "[ $status -eq 0 ] && mounted" "without --foreground it returns once mounted, serving from the background"
check "cmp -s $mnt/all.json $tmp/tree/all.json" "and serves the tree"
fusermount3 -u "$mnt"
check "wait_mount no" "fusermount3 -u unmounts it"

# a relative DIR: libfuse moves to / in the background, so the daemon must
# have resolved it first or SIGTERM leaves a stale mount behind
kapi_abs=$(cd "$(dirname "$KAPI")" && pwd)/$(basename "$KAPI")
(cd "$tmp" && "$kapi_abs" mount mnt)
check "[ \$? -eq 0 ] && wait_mount yes" "a relative DIR mounts"
# (libfuse starts a session of its own: found by its exact command line)
pid=$(ps -eo pid=,args= | awk -v k="$kapi_abs" '$2 == k && $3 == "mount" && $4 == "mnt" { print $1 }')
if [ -n "$pid" ]; then
	kill -TERM "$pid"
	check "wait_mount no" "SIGTERM to the daemon of a relative DIR unmounts it"
	pid=
else
	fail "the daemon of the relative mount is found"
fi
grep -q " $mnt fuse" /proc/mounts && fusermount3 -u "$mnt"

# a source that does not load: a message and a failure, nothing mounted
echo garbage >"$tmp/garbage"
run "$KAPI" --from "$tmp/garbage" mount "$mnt"
check "[ $status -eq 3 ] && [ -s $tmp/err ] && ! mounted" \
	"--from garbage: exit 3 with a message, nothing mounted (exit $status)"
grep -q " $mnt fuse" /proc/mounts && fusermount3 -u "$mnt"
done_testing

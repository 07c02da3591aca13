#!/bin/sh
# kapi export -f syzlang: syzkaller descriptions our structural check and,
# where syzkaller's source and Go are present, syzkaller's own parser take
. "$(dirname "$0")/lib.sh"

: "${KAPI_BUILD:=$(dirname "$0")/../../build}"
top=$(cd "$(dirname "$0")/../.." && pwd)
checker=$top/scripts/syzlang-check.pl

run "$KAPI" export -f syzlang mlockall read openat epoll_ctl FWCTL_RPC loop_configure
expect_status 0 "export -f syzlang exits 0"
expect_out '^mlockall\(flags flags\[mlockall_flags, int32\]\)$' "a mask is a flag set"
expect_out '^mlockall_flags = MCL_CURRENT, MCL_FUTURE, MCL_ONFAULT$' "named after its constants"
expect_out '^read\(fd fd, buf buffer\[out\], count len\[buf, intptr\]\)$' "size links are len[], out buffers buffer[out]"
expect_out '^openat\(dfd fd_dir, filename ptr\[in, filename\], flags flags\[openat_flags, int32\], mode int16\) fd$' \
	"paths are filename, directory fds fd_dir, a returned fd is a resource"
expect_out '^epoll_ctl\(epfd fd_epoll, op flags\[epoll_ctl_op, int32\], fd fd, ' "an fd of a family takes its resource"
expect_out '^resource fd_epoll\[fd\]$' "resources are declared"
expect_out '^ioctl\$FWCTL_RPC\(fd fd, cmd const\[FWCTL_RPC\], arg ptr\[inout, fwctl_rpc\]\)$' "ioctls are ioctl\$CMD"
expect_out '^	in_len	len\[in, int32\]$' "struct size fields are len[] of their buffer"
expect_out '^	pad0	array\[const\[0, int8\], 24\]$' "gaps in a layout are padding"
check "! grep -Eq 'EINVAL|ENOMEM|errno' $tmp/out" "no errno in the descriptions"
run "$KAPI" export -f syzlang --tree "$tmp/t"
expect_status 2 "-f syzlang is one document: --tree is a usage error"
run "$KAPI" export -f syzlang kill
expect_out '^kill\(pid int32, sig int32\[0:64\]\)$' "a range is an int range"

"$KAPI" export -f syzlang >"$tmp/kapi.txt"
run perl "$checker" "$tmp/kapi.txt"
expect_status 0 "the whole corpus passes the structural check"
expect_out ': (3[0-9][0-9]) calls, [0-9]+ structs, [0-9]+ flag sets' "with every syscall"
cp "$tmp/out" "$tmp/ours.count"
# the check must be able to fail
printf 'a(x int32\nb(y flags[none, int32], z ptr[up, int32], w len[nothere, int32]) nores\n' >"$tmp/bad.txt"
run perl "$checker" "$tmp/bad.txt"
check "[ $status -eq 1 ] && grep -q 'expecting )' $tmp/out && grep -q \"undefined flag set 'none'\" $tmp/out && grep -q \"bad direction 'up'\" $tmp/out && grep -q 'no sibling' $tmp/out && grep -q \"unknown type 'nores'\" $tmp/out" \
	"it finds an unclosed call, an undefined flag set, a bad direction, a bad len target, an unknown type"

# syzkaller's own parser: its source (a checkout, or a mirror's git
# directory) from KAPI_SYZKALLER_SRC or /work/.mirror, Go to build it
src=${KAPI_SYZKALLER_SRC:-$(ls -d /work/.mirror/google+syzkaller* 2>/dev/null | head -n 1)}
# a mirror keeps its git directory in repo/
[ -n "$src" ] && [ -d "$src/repo" ] && src=$src/repo
syz=
if [ -n "$src" ] && [ -f "$src/pkg/ast/parser.go" ]; then
	syz=$src
elif [ -n "$src" ] && git --git-dir="$src" rev-parse -q --verify HEAD >/dev/null 2>&1; then
	mkdir -p "$tmp/syz"
	git --git-dir="$src" archive HEAD pkg/ast sys/linux | tar -x -C "$tmp/syz" && syz=$tmp/syz
fi
skip() { n=$((n + 1)); echo "ok $n # SKIP $1"; }
if [ -z "$syz" ]; then
	skip "no syzkaller source (set KAPI_SYZKALLER_SRC to a checkout)"
	skip "no syzkaller source: no parser to compare counts"
	skip "no syzkaller source: no parser to refuse a broken file"
elif ! command -v go >/dev/null; then
	skip "no Go to build syzkaller's pkg/ast (install golang-go)"
	skip "no Go: no parser to compare counts"
	skip "no Go: no parser to refuse a broken file"
else
	# build_ast DIR: syzkaller's pkg/ast from DIR with our main; 0 if built
	build_ast() {
		rm -rf "$tmp/go"
		mkdir -p "$tmp/go/ast"
		for f in "$1"/pkg/ast/*.go; do
			case $f in *_test.go|*/test_util.go) continue ;; esac
			cp "$f" "$tmp/go/ast/"
		done
		cp "$top/tests/helpers/syz_parse/main.go" "$tmp/go/"
		printf 'module kapisyz\n\ngo 1.19\n' >"$tmp/go/go.mod"
		(cd "$tmp/go" && GOFLAGS=-mod=mod GOPATH="$tmp/gopath" \
		    GOCACHE="$KAPI_BUILD/gocache" go build -o syz_parse .) >"$tmp/gobuild" 2>&1
	}
	# the newest pkg/ast may want a newer Go than Debian's: from a git
	# source, try its earlier versions (same language) until one builds
	built=
	if build_ast "$syz"; then
		built=HEAD
	elif git --git-dir="$src" rev-parse -q --verify HEAD >/dev/null 2>&1; then
		for rev in $(git --git-dir="$src" log --format=%h -n 25 -- pkg/ast); do
			rm -rf "$tmp/older" && mkdir -p "$tmp/older"
			git --git-dir="$src" archive "$rev" pkg/ast 2>/dev/null | tar -x -C "$tmp/older" 2>/dev/null
			if build_ast "$tmp/older"; then
				built=$rev
				echo "# syzkaller's pkg/ast at $rev (the newest one Go $(go version | cut -d' ' -f3) builds)"
				break
			fi
		done
	fi
	if [ -n "$built" ]; then
		run "$tmp/go/syz_parse" "$tmp/kapi.txt"
		expect_status 0 "syzkaller's pkg/ast parses the whole corpus"
		[ "$status" -eq 0 ] || sed 's/^/#   /' "$tmp/err" | head -20
		check "[ \"\$(sed 's/^[^:]*://' $tmp/out)\" = \"\$(sed 's/^[^:]*://' $tmp/ours.count)\" ]" \
			"and counts the same calls, structs, flag sets and resources as our check"
		check "! $tmp/go/syz_parse $tmp/bad.txt >/dev/null 2>&1" "and refuses the broken file"
	else
		skip "syzkaller's pkg/ast does not build with $(go version | cut -d' ' -f3): $(head -n 1 "$tmp/gobuild")"
		skip "no parser: no comparison with our check"
		skip "no parser: no broken file to refuse"
	fi
	if [ -d "$syz/sys/linux" ]; then
		perl "$top/scripts/syzlang-compare.pl" "$tmp/kapi.txt" "$syz/sys/linux" >"$tmp/cmp"
		echo "# flag sets against syzkaller's sys/linux:"
		sed 's/^/#   /' "$tmp/cmp"
	fi
fi
done_testing

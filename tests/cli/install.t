#!/bin/sh
# make install into a fresh prefix: a program and an out-of-tree spec build
# against what it installed (pkg-config), and make uninstall removes it all
. "$(dirname "$0")/lib.sh"
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${KAPI_BUILD:-$root/build}
p=$tmp/prefix
fix=$root/tests/fixtures/install
san=
case $build in *-san) san="-fsanitize=address,undefined" ;; esac
mk() { make -s -C "$root" BUILD="$build" ${san:+SAN=1} "$@"; }

if ! command -v pkg-config >/dev/null; then
	echo "1..0 # SKIP pkg-config is not installed"
	exit 0
fi

run mk install PREFIX="$p"
expect_status 0 "make install PREFIX=DIR succeeds"
export PKG_CONFIG_PATH=$p/lib/pkgconfig
check "[ \"\$(pkg-config --variable=prefix libkapi)\" = '$p' ]" "libkapi.pc names the install prefix"
check "[ -x $p/bin/kapi ] && [ -f $p/share/bash-completion/completions/kapi ]" "the tool and its bash completion are installed"
check "bash -n $p/share/bash-completion/completions/kapi" "the completion script is valid bash"
for v in $("$KAPI" help | sed -n '/^Verbs:/,/^$/s/^  \([a-z][a-z-]*\) .*/\1/p'); do
	case $v in help|version) continue ;; esac
	check "[ -f $p/share/man/man1/kapi-$v.1 ]" "man page kapi-$v(1) installed"
	check "grep -q '^	$v)' $p/share/bash-completion/completions/kapi" "bash completion knows '$v' and its options"
done
check "grep -q '^\\.TH \"KAPI-STATS\" 1 \"[0-9-]*\" \"kapi [0-9.]*\"' $p/share/man/man1/kapi-stats.1" "man pages carry a date and the version"

# shellcheck disable=SC2046
run cc $san -o "$tmp/use" "$fix/use_libkapi.c" $(pkg-config --cflags --libs libkapi)
expect_status 0 "a program builds with pkg-config's flags alone"
run env LD_LIBRARY_PATH="$p/lib" "$tmp/use"
expect_status 0 "and runs against the installed library"
expect_out '^version [0-9.]+, over 400 specs$' "it loads the built-in corpus"
expect_out '^mlockall flags=0x8: refused$' "validates"
expect_out '"name": ?"sys_mlockall"' "exports"
expect_out '^self diff: 0, 0 changes$' "and diffs"

run cc -c -o "$tmp/spec.o" -I"$p/include" "$fix/out_of_tree_spec.c"
expect_status 0 "an out-of-tree spec compiles against the installed headers"
run "$p/bin/kapi" --from "$tmp/spec.o" show sys_out_of_tree
expect_status 0 "and the installed kapi reads it from the object"
expect_out 'valid_mask: 0x3' "with its mask"

run mk uninstall PREFIX="$p"
expect_status 0 "make uninstall succeeds"
check "[ -z \"\$(find $p -mindepth 1 2>/dev/null)\" ]" "and leaves the prefix empty"
find "$p" -mindepth 1 2>/dev/null | sed 's/^/#   left: /'

done_testing

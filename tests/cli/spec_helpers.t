#!/bin/sh
# Spec helper macros and index checks: what the compiler makes of a spec
# file, the source loader must make of it too, and an index used twice or
# skipped stops the build and is reported by extract and lint.
. "$(dirname "$0")/lib.sh"
root=$(cd "$(dirname "$0")/../.." && pwd)
fx=$root/tests/fixtures/helpers

# the flags the Makefile compiles spec objects with (relative to $root)
cflags=$(make -s --no-print-directory -C "$root" spec-cflags)
# spec_cc FILE OBJ [FLAGS...]: compiles a spec file as the build does
spec_cc() {
	f=$1 o=$2
	shift 2
	(cd "$root" && eval "$cflags \"\$@\" -c \"\$f\" -o \"\$o\"") 2>"$tmp/cc.err"
}

spec_cc "$fx/index_ok.c" "$tmp/ok.o"
check "[ \$? -eq 0 ]" "a spec with indices in order compiles"
spec_cc "$fx/index_twice.c" "$tmp/twice.o"
check "[ \$? -ne 0 ] && grep -q 'redeclaration of enumerator .kapi__ix_errors_1' $tmp/cc.err" \
	"an index used twice does not compile"
spec_cc "$fx/index_skipped.c" "$tmp/skipped.o"
check "[ \$? -ne 0 ] && grep -q 'kapi__ix_params_1. undeclared' $tmp/cc.err" \
	"a skipped index does not compile"

run "$KAPI" extract "$fx/index_twice.c"
expect_status 3 "extract of an index used twice fails"
expect_err "index_twice.c:10: error index 1 used twice" "and says where, as an error"
run "$KAPI" extract "$fx/index_skipped.c"
expect_status 3 "extract of a skipped index fails"
expect_err "error: .*index_skipped.c:5: sys_index_skipped: parameter 1 is missing" \
	"and names the missing parameter"
run "$KAPI" extract "$fx/index_ok.c"
expect_status 0 "extract of indices in order is clean"
run "$KAPI" -j lint "$fx/index_twice.c"
expect_rule findings L002 error 12
run "$KAPI" -j lint "$fx/index_skipped.c"
expect_rule findings L003 error 12

# every kind of helper use; the header fixture_extra.h only through -I
spec_cc "$fx/helpers.c" "$tmp/helpers.o" -I"$fx/inc"
check "[ \$? -eq 0 ]" "the helper fixture compiles"
"$KAPI" -j --from "$tmp/helpers.o" export > "$tmp/compiled.json"
run "$KAPI" -j extract -f json -I "$fx/inc" "$fx/helpers.c"
expect_status 0 "the source loader reads it with -I"
check "[ ! -s $tmp/err ]" "without a warning"
check "cmp -s $tmp/compiled.json $tmp/out" "into the specs the compiler made"
check "jq -e '(.specs[0].errors | length) == 12 and (.specs[0].parameters | length) == 4' $tmp/out >/dev/null" \
	"with every helper expanded (12 errors, 4 parameters)"
run "$KAPI" -j lint -I "$fx/inc" "$fx/helpers.c"
check "! grep -q L021 $tmp/out" "lint takes -I as well"
run "$KAPI" extract "$fx/helpers.c"
expect_err "helpers.c:25: unknown macro FIXTURE_FLAG_PARAM ignored" \
	"without -I the header's helper is an unknown macro, with file:line"

# the header found in the source root's specs/include, else built in
mkdir -p "$tmp/away"
cp "$fx/plain.c" "$tmp/away/plain.c"
run "$KAPI" -j extract -f json "$fx/plain.c"
cp "$tmp/out" "$tmp/rooted.json"
check "[ ! -s $tmp/err ] && jq -e '(.specs[0].errors | length) == 12' $tmp/rooted.json >/dev/null" \
	"kapi_specs/helpers.h is found in the source root's specs/include"
run "$KAPI" -j extract -f json "$tmp/away/plain.c"
check "[ ! -s $tmp/err ] && cmp -s $tmp/rooted.json $tmp/out" \
	"away from any source root the built-in copy serves"

# a runaway helper stops at the expansion budget, recursion is refused
cat > "$tmp/bomb.c" <<'SPEC'
#define A(x) x x x x x x x x x x
#define B(x) A(A(A(A(A(A(A(A(x))))))))
DEFINE_KERNEL_API_SPEC(sys_bomb)
	B(KAPI_DESCRIPTION("d"))
KAPI_END_SPEC;
SPEC
run "$KAPI" extract "$tmp/bomb.c"
expect_status 0 "a runaway helper does not stop extraction"
expect_err "bomb.c:4: A: helper expansions of this file exceed the limit" \
	"the expansion budget is reported"
cat > "$tmp/self.c" <<'SPEC'
#define SELF(x) SELF(x) KAPI_DESCRIPTION(#x)
DEFINE_KERNEL_API_SPEC(sys_self)
	SELF(1)
	NOT_A_HELPER(1, 2)
KAPI_END_SPEC;
SPEC
run "$KAPI" extract "$tmp/self.c"
expect_err "self.c:3: SELF is not expanded inside itself" "recursion is reported"
expect_err "self.c:4: unknown macro NOT_A_HELPER ignored" \
	"an unknown function-like macro is a warning with file:line"

done_testing

#!/bin/sh
# Bad input and unwritable output, as a hostile or careless user gives
# them: every case ends with a documented exit status and a message on
# standard error naming the input and the problem; never a silent
# success, never a report made of nothing, never a partial output file.
# One case a line: STATUS|STDERR (grep -E)|WHAT|COMMAND (run by sh).
. "$(dirname "$0")/lib.sh"
export KAPI tmp

# inputs: empty, a directory, random bytes, text that is no patch, binary
: > "$tmp/empty"
mkdir "$tmp/dir"
head -c 4096 /dev/urandom > "$tmp/garbage"
printf 'hello world\nthis is not a patch\n' > "$tmp/text"
printf 'read\n\033[31mred\001\177\n' > "$tmp/binary"

while IFS='|' read -r want err what cmd; do
	case $want in ''|'#'*) continue ;; esac
	run sh -c "$cmd"
	if [ "$status" -eq "$want" ] && grep -Eq -- "$err" "$tmp/err"; then
		pass "$what: exit $want"
	else
		fail "$what: exit $want, stderr /$err/"
		echo "#   exit $status; stderr:"
		head -3 "$tmp/err" | sed 's/^/#   /'
	fi
done <<'CASES'
# output files
3|cannot write '/dev/full': No space left on device|list -o /dev/full|"$KAPI" list -o /dev/full
3|cannot write '/proc/version': |list -o /proc/version|"$KAPI" list -o /proc/version
3|cannot write '/nonexistent/x': No such file or directory|conform -o in a missing directory|"$KAPI" conform --only mlockall -o /nonexistent/x
3|cannot write '/dev/full': No space left on device|export -o /dev/full|"$KAPI" export -o /dev/full
3|cannot write '/dev/full': No space left on device|export -f seccomp -o /dev/full|"$KAPI" export -f seccomp -o /dev/full read
1|cannot write '/dev/full': No space left on device|diff -o /dev/full|"$KAPI" diff -o /dev/full builtin builtin
125|cannot write '/dev/full': No space left on device|trace -o /dev/full of a program without findings|"$KAPI" trace -o /dev/full -- true
3|cannot write '.*/dir': Is a directory|list -o DIR|"$KAPI" list -o "$tmp/dir"
# inputs that hold no specs
1|'.*/empty' holds no specs: an empty file|diff builtin EMPTY|"$KAPI" diff builtin "$tmp/empty"
1|'.*/dir' holds no specs: a directory|diff builtin DIR|"$KAPI" diff builtin "$tmp/dir"
1|'.*/garbage' holds no specs|diff builtin GARBAGE|"$KAPI" diff builtin "$tmp/garbage"
1|'.*/text' holds no specs|diff builtin NOT-A-PATCH|"$KAPI" diff builtin "$tmp/text"
1|cannot load 'nope'|diff builtin MISSING|"$KAPI" diff builtin nope
3|cannot load 'nope'|--from nope list stops the verb|"$KAPI" --from nope list && ! grep -q Total "$tmp/out"
3|'.*/garbage' holds no specs|--from garbage verify stops the verb|"$KAPI" --from "$tmp/garbage" verify
3|'.*/text' holds no specs|--from text stats|"$KAPI" --from "$tmp/text" stats
3|'.*/empty' holds no specs|extract EMPTY|"$KAPI" extract "$tmp/empty"
1|'.*/dir' holds no specs|lint DIR|"$KAPI" lint "$tmp/dir"
3|^kapi: error: cannot load 'nope'|-j: the error on stderr too|"$KAPI" -j --from nope list
# seccomp --syscalls FILE
2|'.*/empty' names no syscall|export -f seccomp --syscalls EMPTY|"$KAPI" export -f seccomp --syscalls "$tmp/empty"
2|'.*/dir' is a directory|export -f seccomp --syscalls DIR|"$KAPI" export -f seccomp --syscalls "$tmp/dir"
2|'.*/binary' is not text|export -f seccomp --syscalls BINARY|"$KAPI" export -f seccomp --syscalls "$tmp/binary"
# --suppressions
1|dir: not a regular file|lint --suppressions DIR|"$KAPI" lint --suppressions "$tmp/dir"
1|garbage: binary data|lint --suppressions GARBAGE|"$KAPI" lint --suppressions "$tmp/garbage"
3|dir: not a regular file|sysfs check --suppressions DIR|"$KAPI" sysfs check --suppressions "$tmp/dir"
125|garbage: binary data|trace --suppressions GARBAGE|"$KAPI" trace --suppressions "$tmp/garbage" -- true
3|dir: not a regular file|conform --suppressions DIR|"$KAPI" conform --suppressions "$tmp/dir"
1|garbage: binary data|diff --suppressions GARBAGE|"$KAPI" diff --suppressions "$tmp/garbage" builtin builtin
3|--scratch '/nonexistent': No such file|conform --scratch /nonexistent|"$KAPI" conform --scratch /nonexistent
# newcomers' typos
2|unknown verb 'lst'; did you mean 'list'\?|kapi lst|"$KAPI" lst
2|ambiguous verb 'li': 'list', 'lint'|kapi li lists the candidates|"$KAPI" li
3|no spec named 'mlockal'; did you mean 'sys_mlockall'\?|kapi show mlockal|"$KAPI" show mlockal
2|'MCL_BOGUS' is not a known constant of mlockall's flags|validate names the unknown constant|"$KAPI" validate mlockall flags='MCL_CURRENT|MCL_BOGUS'
# escape bytes from the input are not sent to the terminal
3|no spec named '.x1b.31mred'|show ESC[31mred|"$KAPI" show "$(printf '\033[31mred')" && ! grep -q "$(printf '\033')" "$tmp/err"
CASES

# JSON numbers past their field's range are refused, naming field and value
"$KAPI" -j export sys_mlockall > "$tmp/ml.json"
while IFS='|' read -r edit field value; do
	sed "$edit" "$tmp/ml.json" > "$tmp/bad.json"
	run "$KAPI" --from "$tmp/bad.json" lint
	check "[ $status -eq 1 ] && grep -q \"field '$field': $value .*refused\" $tmp/err" \
		"JSON $field: $value is refused, naming both (exit $status: $(head -1 $tmp/err))"
done <<'EDITS'
s/"max_value":0/"max_value":1e400/|max_value|1e400
s/"size":0/"size":1e26/|size|1e26
s/"size":0/"size":-1/|size|-1
s/"version":1,/"version":1e30,/|version|1e30
s/"size_param_idx":-1/"size_param_idx":5000/|size_param_idx|5000
EDITS

# repeated warnings are capped, and the count left out is said
awk 'BEGIN { printf "{\"schema_version\":1,\"specs\":["
	for (i = 0; i < 80; i++)
		printf "%s{\"name\":\"sys_g%d\",\"api_type\":\"function\",\"bogus%d\":1}", i ? "," : "", i, i
	print "]}" }' > "$tmp/warn.json"
run "$KAPI" extract "$tmp/warn.json"
check "[ \$(grep -c 'unknown spec field .bogus' $tmp/err) -eq 50 ] && grep -q '30 more warnings like .unknown spec field' $tmp/err" \
	"extract: 50 warnings of a kind, then how many more were left out"

# the usage lines offer nothing the verb refuses; documented examples work
"$KAPI" mount help > "$tmp/out" 2>&1
check "grep -q '^usage: kapi mount .--foreground. DIR' $tmp/out" \
	"mount's usage line offers --foreground, not the refused -f"
jqex=$(grep -o "kapi -j list | jq -r '[^']*'" "$(dirname "$0")/../../docs/kapi-list.rst" | sed "s/^kapi -j list | jq -r //; s/'//g")
check "[ -n \"\$("$KAPI" -j list | jq -r "$jqex" 2>/dev/null | head -1)\" ]" \
	"kapi-list(1)'s jq example ($jqex) works on the JSON kapi writes"

# bash completion: only options a verb accepts, and values
root=$(cd "$(dirname "$0")/../.." && pwd)
sh "$root/scripts/gen-completion.sh" "$KAPI" > "$tmp/kapi.bash" 2>/dev/null
comp() {	# comp WORD...: what completing the last word offers
	bash -c '. "$1"; shift; COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); _kapi; echo "${COMPREPLY[*]}"' \
		sh "$tmp/kapi.bash" "$@"
}
check "! comp kapi mount --f | grep -q -- --follow" "completion: mount is not offered trace's --follow"
check "! comp kapi man --r | grep -q -- --return" "completion: man is not offered --return"
check "comp kapi diff -f '' | grep -q sarif" "completion: diff -f completes formats"
check "comp kapi --arch aa | grep -q aarch64" "completion: --arch completes architectures"

# a kernel tree's syscall change is located at its file:line, not the tree's directory
cp -r "$root/tests/fixtures/ktree/base" "$tmp/kt"
sed -i 's/^151/152/' "$tmp/kt/arch/x86/entry/syscalls/syscall_64.tbl"
run "$KAPI" diff "$root/tests/fixtures/ktree/base" "$tmp/kt"
expect_out "^$tmp/kt/arch/x86/entry/syscalls/syscall_64.tbl:[0-9]+: breaking: \\[D006\\]" \
	"kernel tree diff: the location is the syscall table's file:line"

# progress: stages on stderr with --progress (or a terminal), none otherwise
run "$KAPI" --progress diff builtin builtin
check "grep -q 'reading builtin' $tmp/err && grep -q 'comparing 1' $tmp/err" \
	"diff --progress says what it reads and compares"
run "$KAPI" diff builtin builtin
check "[ ! -s $tmp/err ]" "  and nothing without a terminal or --progress"

# a full disk: a small tmpfs in a private mount namespace
if unshare -m true 2>/dev/null; then
	mkdir "$tmp/small"
	echo old > "$tmp/small.keep"
	run unshare -m sh -c 'mount -t tmpfs -o size=64k tmpfs "$tmp/small" &&
		echo old > "$tmp/small/x" &&
		"$KAPI" -j export -o "$tmp/small/x"; s=$?
		ls -A "$tmp/small" > "$tmp/left"; cat "$tmp/small/x" > "$tmp/kept"; exit $s'
	expect_status 3 "-o onto a full disk: exit 3"
	expect_err "cannot write '.*/small/x': No space left on device" "  with the real errno"
	check "[ \"\$(cat $tmp/left)\" = x ] && [ \"\$(cat $tmp/kept)\" = old ]" \
		"  no temporary left, the old file untouched"
else
	for i in 1 2 3; do pass "# SKIP unshare -m is not allowed here"; done
fi

# a symlink someone else planted in a sticky world-writable directory
mkdir -m 1777 "$tmp/sticky"
ln -s "$tmp/victim" "$tmp/sticky/link"
if chown -h nobody "$tmp/sticky/link" 2>/dev/null; then
	run "$KAPI" list -o "$tmp/sticky/link"
	expect_status 3 "-o onto a planted symlink in a sticky directory: exit 3"
	expect_err "symlink in a sticky world-writable directory" "  saying why"
	check "[ ! -e $tmp/victim ]" "  and its target is not written"
else
	for i in 1 2 3; do pass "# SKIP chown needs root"; done
fi
# one's own symlink is followed
ln -s "$tmp/mine" "$tmp/own"
run "$KAPI" list -o "$tmp/own"
check "[ $status -eq 0 ] && [ -L $tmp/own ] && grep -q 'sys_read ' $tmp/mine" \
	"-o onto one's own symlink writes its target"
run "$KAPI" list -o "$tmp/fine"
check "[ $status -eq 0 ] && [ \"\$(ls -A $tmp | grep -c '^\\.fine')\" = 0 ]" \
	"-o FILE leaves no temporary behind"

done_testing

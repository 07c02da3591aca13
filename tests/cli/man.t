#!/bin/sh
# kapi export -f man and kapi man: pages mandoc finds clean, man renders
. "$(dirname "$0")/lib.sh"

total=$("$KAPI" -j export | jq '.specs | length')

run "$KAPI" export -f man --tree "$tmp/man"
expect_status 0 "export -f man --tree exits 0"
pages=$(find "$tmp/man" -type f | wc -l)
check "[ $pages -eq $total ]" "one page a spec ($pages of $total)"
check "[ -f $tmp/man/man2/mlockall.2 ] && [ -f $tmp/man/man2/FWCTL_RPC.2 ] && [ -f $tmp/man/man5/nr_requests.5 ]" \
	"man2/ for syscalls and ioctls, man5/ for sysfs attributes"

if command -v mandoc >/dev/null; then
	find "$tmp/man" -type f | sort | xargs mandoc -T lint -W warning >"$tmp/lint" 2>&1
	lint=$?
	check "[ $lint -eq 0 ] && [ ! -s $tmp/lint ]" "mandoc -T lint -W warning is clean for every page"
	[ -s "$tmp/lint" ] && head -20 "$tmp/lint" | sed 's/^/#   /'
	# the lint must be able to fail: a page with a blank line and no date
	printf '.TH X 2\n.SH NAME\nx \\- y\n\n' >"$tmp/bad.2"
	check "! mandoc -T lint -W warning $tmp/bad.2 >/dev/null 2>&1" "mandoc lint refuses a broken page"
else
	echo "ok $((n + 1)) # SKIP mandoc not installed"; n=$((n + 1))
	echo "ok $((n + 1)) # SKIP mandoc not installed"; n=$((n + 1))
fi

if command -v man >/dev/null; then
	MANPAGER=cat MANWIDTH=80 man -l "$tmp/man/man2/mlockall.2" >"$tmp/out" 2>"$tmp/err"
	status=$?
	expect_status 0 "man -l renders the mlockall page"
	expect_out '^MLOCKALL\(2\)' "with its title"
	expect_out 'long mlockall\(int flags\);' "the synopsis from the prototype"
	# filled text wraps anywhere: look at it as one line
	tr -s ' \n' '  ' <"$tmp/out" >"$tmp/flat"
	check "grep -q 'Accepted bits: MCL_CURRENT | MCL_FUTURE | MCL_ONFAULT (mask 0x7)' $tmp/flat" "the accepted bits by name"
	check "grep -q 'EINVAL flags is 0, MCL_ONFAULT alone, or has unknown bits' $tmp/flat" "the errors with their conditions"
	expect_out '^ +CAP_IPC_LOCK$' "the capability"
	expect_out '^SEE ALSO' "and SEE ALSO"
	expect_out 'mlock\(2\)' "pointing to a page of the family"
	MANPAGER=cat MANWIDTH=80 man -M "$tmp/man" FWCTL_RPC >"$tmp/out" 2>"$tmp/err"
	status=$?
	expect_status 0 "man -M finds the ioctl page in the tree"
	expect_out 'int ioctl\(int fd, FWCTL_RPC, struct fwctl_rpc \*arg\);' "with the ioctl synopsis"
else
	for i in 1 2 3 4 5 6 7 8 9 10; do echo "ok $((n + 1)) # SKIP man not installed"; n=$((n + 1)); done
fi

# text that looks like roff stays text
"$KAPI" -j export mlockall | jq '.specs[0] |
	.description = "Quote \"this\" and a back\\slash \\fB" |
	.long_description = ".TH looks like a request\n\n'"'"'quoted line\n  .SH indented" |
	.errors[0].condition = "a dash - here"' >"$tmp/esc.json"
run "$KAPI" --from "$tmp/esc.json" man mlockall
expect_status 0 "kapi man prints roff when stdout is not a terminal"
expect_out '^\.TH "MLOCKALL" 2 [0-9]{4}-[0-9]{2}-[0-9]{2} "kapi ' ".TH has the date and version"
expect_out '^\\&\.TH looks like a request$' "a leading dot is escaped"
expect_out "^\\\\&'quoted line\$" "a leading quote is escaped"
expect_out 'back\\eslash \\efB' "backslashes are escaped"
if command -v mandoc >/dev/null; then
	# mandoc takes the section from the name: past the last dot of the
	# whole path, which a temporary folder's name may hold
	cp "$tmp/out" "$tmp/escaped.2"
	mandoc -T lint -W warning "$tmp/escaped.2" >"$tmp/lint1" 2>&1
	lint=$?
	check "[ $lint -eq 0 ] && [ ! -s $tmp/lint1 ]" "the escaped page lints clean"
	[ -s "$tmp/lint1" ] && sed 's/^/#   /' "$tmp/lint1"
	check "mandoc -T utf8 $tmp/out | grep -q 'back.slash .fB'" "and renders the backslashes as text"
else
	echo "ok $((n + 1)) # SKIP mandoc not installed"; n=$((n + 1))
	echo "ok $((n + 1)) # SKIP mandoc not installed"; n=$((n + 1))
fi

SOURCE_DATE_EPOCH=0 run "$KAPI" man mlockall
expect_out '^\.TH "MLOCKALL" 2 1970-01-01 ' "SOURCE_DATE_EPOCH sets the date"
# on a terminal the page goes through man -l (script gives it one)
if command -v script >/dev/null && command -v man >/dev/null; then
	MANPAGER=cat MANWIDTH=80 script -qec "$KAPI man mlockall" /dev/null >"$tmp/out" 2>&1
	check "grep -q 'MLOCKALL(2)' $tmp/out && ! grep -q '^\.TH' $tmp/out" "kapi man on a terminal shows the rendered page"
else
	echo "ok $((n + 1)) # SKIP no script(1) or man to give kapi man a terminal"; n=$((n + 1))
fi
run "$KAPI" man
expect_status 2 "man without a name is a usage error"
run "$KAPI" man no_such_spec
expect_status 3 "an unknown name exits 3"
run "$KAPI" export -f man mlock munlock
check "[ \$(grep -c '^\.TH ' $tmp/out) -eq 2 ]" "export -f man to stdout writes one page after the other"
done_testing

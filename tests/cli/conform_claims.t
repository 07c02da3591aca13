#!/bin/sh
# Claims that are not about argument values, judged by the kernel: a
# blocked call interrupted by a handled signal with and without
# SA_RESTART, a signal a call sends, a side effect seen after a
# successful call (KAPI_EFFECT_CHECK), and two values varied at once.
. "$(dirname "$0")/lib.sh"
fx=$(cd "$(dirname "$0")/../fixtures/conform" && pwd)/claim_specs.c

"$KAPI" conform --only dup3 >/dev/null 2>"$tmp/probe"
if [ $? -ge 2 ]; then
	echo "# SKIP no sandbox can be made here: $(head -1 "$tmp/probe")"
	# combination cases: two bits of a mask an expression reads, or two
# arguments an expression names together, varied at once
px=$(dirname "$fx")/pair_specs.c
run "$KAPI" conform --json --from "$px"
check "verdict fanotify_mark 'flags=0x301 (bits 0x100 and 0x200)' | grep -q '^miss: the kernel refuses it: -EINVAL'" \
	"a mark-type rule the spec lacks (FAN_MARK_FILESYSTEM with FAN_MARK_EVICTABLE) is a combination miss"
run "$KAPI" conform --json --only fanotify_mark,mbind,set_mempolicy,name_to_handle_at,open,clone,fallocate
check 'jq -e ".totals.by_kind.combination.cases >= 200 and .totals.by_kind.combination.miss == 0 and .totals.by_kind.combination.false_positive == 0" "$tmp/out" >/dev/null' \
	"the corpus's combination rules agree ($(jq -c '.totals.by_kind.combination' "$tmp/out"))"

# an EPERM the sandbox's user namespace cannot get past (capable() checks
# in the initial one) is said to be that, not a plain machine-dependent
run "$KAPI" conform --json --only fanotify_init
if jq -e '[.syscalls[0].results[] | select(.kernel.errno == "EPERM")] | length > 0' "$tmp/out" >/dev/null; then
	check 'jq -e "[.syscalls[0].results[] | select(.kernel.errno == \"EPERM\" and .kind == \"value\")] | all(.reason | test(\"initial user namespace\"))" "$tmp/out" >/dev/null' \
		"fanotify_init's EPERMs name the initial user namespace's CAP_SYS_ADMIN check"
else
	pass "# SKIP fanotify_init got no EPERM here (a privileged sandbox)"
fi
done_testing
	exit $?
fi
verdict() { jq -r --arg s "$1" --arg w "$2" '.syscalls[] | select(.name == $s) |
	.results[] | select(.what == $w) | "\(.verdict): \(.reason)"' "$tmp/out"; }

# wrong claims are found
run "$KAPI" conform --json --from "$fx"
expect_status 1 "the wrong claims disagree"
check "verdict nanosleep 'blocked, a handled signal with SA_RESTART' | grep -q '^false_positive: -EINTR under SA_RESTART'" \
	"nanosleep said to restart under SA_RESTART: the kernel answers EINTR"
check "verdict read 'blocked, a handled signal with SA_RESTART' | grep -q '^false_positive: restarted under SA_RESTART'" \
	"read said not to restart: the kernel restarts it"
check "verdict read 'blocked, a handled signal' | grep -q '^agree: -EINTR'" \
	"without SA_RESTART a blocked read fails with EINTR"
check "verdict dup2 'effect fd_closed(oldfd)' | grep -q '^false_positive: fd_closed(oldfd) does not hold'" \
	"dup2 said to close oldfd: it is still open"
check "verdict dup2 'effect size(newfd, 1)' | grep -q '^false_positive'" \
	"a wrong file size is found"
check "verdict dup2 'effect same_file(newfd, oldfd)' | grep -q '^agree'" \
	"the right effect of the same call agrees"
check "verdict sendto 'sends SIGPIPE' | grep -q '^agree: SIGPIPE arrived'" \
	"sendto on a shut-down stream sends SIGPIPE"

# the corpus's claims agree, counted apart by kind
calls=read,write,readv,writev,poll,ppoll,select,pselect6,epoll_wait,epoll_pwait,epoll_pwait2,pause,nanosleep,clock_nanosleep,wait4,waitid,flock,fcntl,futex,accept,accept4,recvfrom,recvmsg,msgrcv,semop,semtimedop,rt_sigsuspend,io_getevents,open,openat,creat,splice,sendto,ftruncate,fork
run "$KAPI" conform --json --only "$calls"
check 'jq -e ".totals.by_kind.signal.cases >= 60 and .totals.by_kind.signal.false_positive == 0 and .totals.false_positive == 0 and .totals.miss == 0" "$tmp/out" >/dev/null' \
	"the corpus's signal claims agree ($(jq -c '.totals.by_kind.signal' "$tmp/out"))"
check "verdict ftruncate 'sends SIGXFSZ' | grep -q '^agree'" "ftruncate past RLIMIT_FSIZE sends SIGXFSZ"
check "verdict fork 'sends SIGCHLD' | grep -q '^agree'" "a forked child's end sends SIGCHLD"
check "verdict poll 'blocked, a handled signal with SA_RESTART' | grep -q '^agree: -EINTR after the handler despite SA_RESTART'" \
	"poll is never restarted after a handler, as its spec now says"
check "verdict wait4 'blocked, a handled signal with SA_RESTART' | grep -q '^agree: restarted'" \
	"wait4 restarts under SA_RESTART"
run "$KAPI" conform --json --only dup,dup2,dup3,close,umask,ftruncate,mkdir,munmap,chmod,unlink,rmdir
check 'jq -e ".totals.by_kind.effect.cases >= 11 and .totals.by_kind.effect.agree >= 11 and .totals.false_positive == 0" "$tmp/out" >/dev/null' \
	"the corpus's effect checks hold ($(jq -c '.totals.by_kind.effect' "$tmp/out"))"
# combination cases: two bits of a mask an expression reads, or two
# arguments an expression names together, varied at once
px=$(dirname "$fx")/pair_specs.c
run "$KAPI" conform --json --from "$px"
check "verdict fanotify_mark 'flags=0x301 (bits 0x100 and 0x200)' | grep -q '^miss: the kernel refuses it: -EINVAL'" \
	"a mark-type rule the spec lacks (FAN_MARK_FILESYSTEM with FAN_MARK_EVICTABLE) is a combination miss"
run "$KAPI" conform --json --only fanotify_mark,mbind,set_mempolicy,name_to_handle_at,open,clone,fallocate
check 'jq -e ".totals.by_kind.combination.cases >= 200 and .totals.by_kind.combination.miss == 0 and .totals.by_kind.combination.false_positive == 0" "$tmp/out" >/dev/null' \
	"the corpus's combination rules agree ($(jq -c '.totals.by_kind.combination' "$tmp/out"))"

# an EPERM the sandbox's user namespace cannot get past (capable() checks
# in the initial one) is said to be that, not a plain machine-dependent
run "$KAPI" conform --json --only fanotify_init
if jq -e '[.syscalls[0].results[] | select(.kernel.errno == "EPERM")] | length > 0' "$tmp/out" >/dev/null; then
	check 'jq -e "[.syscalls[0].results[] | select(.kernel.errno == \"EPERM\" and .kind == \"value\")] | all(.reason | test(\"initial user namespace\"))" "$tmp/out" >/dev/null' \
		"fanotify_init's EPERMs name the initial user namespace's CAP_SYS_ADMIN check"
else
	pass "# SKIP fanotify_init got no EPERM here (a privileged sandbox)"
fi
done_testing

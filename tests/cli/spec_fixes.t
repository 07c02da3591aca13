#!/bin/sh
# Spec claims the running kernel and an independent prober showed wrong,
# fixed: each line is "exit-status call", checked with kapi validate.
. "$(dirname "$0")/lib.sh"
while read -r want call; do
	case $want in ''|\#*) continue ;; esac
	# shellcheck disable=SC2086
	run "$KAPI" validate $call
	expect_status "$want" "validate $call"
done <<'LIST'
# fanotify_init takes FAN_REPORT_NAME and FAN_REPORT_TARGET_FID
0 sys_fanotify_init flags=0xe00 event_f_flags=0
0 sys_fanotify_init flags=0x1e00 event_f_flags=0
1 sys_fanotify_init flags=0x800 event_f_flags=0
1 sys_fanotify_init flags=0x1600 event_f_flags=0
# AF_UNSPEC is no family
1 sys_socket family=0 type=1 protocol=0
1 sys_socketpair family=0 type=1 protocol=0 usockvec=0x1000
# io_submit with nr 0 never reads iocbpp
0 sys_io_submit ctx_id=1 nr=0 iocbpp=0
1 sys_io_submit ctx_id=1 nr=1 iocbpp=0
# fallocate: a hole keeps the size, one mode at a time
1 sys_fallocate fd=3 mode=2 offset=0 len=1
0 sys_fallocate fd=3 mode=3 offset=0 len=1
1 sys_fallocate fd=3 mode=0x12 offset=0 len=1
# inotify_add_watch with nothing to watch
1 sys_inotify_add_watch fd=3 pathname=0x1000 mask=0
# clone: CLONE_PIDFD and CLONE_PARENT_SETTID share parent_tid
1 sys_clone clone_flags=0x101000 newsp=0 parent_tidptr=0x1000 child_tidptr=0 tls=0
# fcntl knows F_GETOWNER_UIDS; kcmp looks every pid up
0 sys_fcntl fd=3 cmd=17 arg=0x1000
0 sys_kcmp pid1=0 pid2=1 type=0 idx1=0 idx2=0
LIST

# every ioctl command spec lists ioctl(2)'s own errnos
"$KAPI" -j list --type ioctl | jq -r '.specs[].name' >"$tmp/ioctls"
"$KAPI" -j show $(cat "$tmp/ioctls") | jq -r '.specs[] |
	select([.errors[].name] | (index("EBADF") and index("ENOTTY") and index("EFAULT")) | not) | .name' >"$tmp/lacking"
check "[ -s $tmp/ioctls ] && [ ! -s $tmp/lacking ]" \
	"each of $(wc -l <"$tmp/ioctls") ioctl command specs lists EBADF, ENOTTY and EFAULT$(head -3 "$tmp/lacking" | tr '\n' ' ' | sed 's/^./ (not: &/;s/ $/)/')"
# errnos LTP's tests get, listed
for pair in pidfd_get_info:EREMOTE sys_listmount:EBADF sys_remap_file_pages:EIDRM sys_request_key:ENOENT; do
	check "\"\$KAPI\" -j show ${pair%%:*} | jq -e '[.specs[0].errors[].name] | index(\"${pair#*:}\")' >/dev/null" \
		"${pair%%:*} lists ${pair#*:}"
done
done_testing

#!/bin/sh
# Runs inside a lab VM for watch_lab.t (kapi --kernel K watch -e getppid --
# sh THIS T OUT): the violation programs under trace and under watch, the
# kernel functions (kfunc_violator), verify's BTF prototype check, a
# --all run, and the BPF programs and maps loaded before and after, all
# written into OUT for the test to compare on the host.  One VM boot for
# everything: under TCG a boot takes minutes on a loaded machine.
T=$1
OUT=$2
PATH=/bin:/sbin:/usr/bin:/usr/sbin
export PATH

loaded() {
	bpftool prog show 2>&1 | grep -c '^[0-9]*:'
	bpftool map show 2>&1 | grep -c '^[0-9]*:'
}

uname -r > "$OUT/release"
loaded > "$OUT/before"
for p in t_flags t_expr t_fork t_threads; do
	kapi trace -o "$OUT/$p.trace" -- "$T/$p" > "$OUT/$p.trace.stdout" 2>/dev/null
	kapi watch -o "$OUT/$p.watch" -- "$T/$p" > "$OUT/$p.stdout" 2> "$OUT/$p.err"
	echo $? > "$OUT/$p.status"
done
kapi trace -o "$OUT/kfunc.trace" -- "$T/kfunc_violator" >/dev/null 2>&1
kapi --from builtin --from "$OUT/vfs.json" watch -o "$OUT/kfunc.watch" \
	-- "$T/kfunc_violator" 2> "$OUT/kfunc.err"
echo $? > "$OUT/kfunc.status"
kapi --from builtin --from "$OUT/vfs.json" verify -f json > "$OUT/verify.json" 2>/dev/null
kapi watch --all --duration 5 -o "$OUT/all.watch" 2> "$OUT/all.err"
echo $? > "$OUT/all.status"
# the kernel frees a program shortly after its last descriptor closes
i=0
while [ "$(loaded)" != "$(cat "$OUT/before")" ] && [ $i -lt 30 ]; do
	sleep 1
	i=$((i + 1))
done
loaded > "$OUT/after"
bpftool prog show > "$OUT/after.list" 2>&1
echo done > "$OUT/done"

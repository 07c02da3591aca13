#!/bin/sh
# Turns a uapi unistd header, and the project's table of numbers newer than
# it (data/syscall_numbers_ARCH_extra.tsv), into C initialisers
# { "name", nr },  -- a name the header has keeps the header's number.
#   scripts/gen-syscall-table.sh UNISTD_H EXTRA_TSV
# UNISTD_H is x86_64's unistd_64.h (plain numbers), or the compiler's
# `-E -dM` of asm-generic's (arm64), where a number may be another macro
# (__NR_fcntl is __NR3264_fcntl): those are followed to the number.
# __NR_syscalls and __NR_arch_specific_syscall are no syscalls.
set -eu
awk '
function resolve(v, depth) {
	while (v !~ /^[0-9]+$/ && (v in def) && depth++ < 8)
		v = def[v]
	return v
}
FNR == 1 { file++ }
file == 1 && $1 == "#define" && NF == 3 { def[$2] = $3; order[n++] = $2 }
file == 2 && $1 !~ /^#/ && NF == 2 { extra[$1] = $2; eorder[m++] = $1 }
END {
	for (i = 0; i < n; i++) {
		k = order[i]
		if (k !~ /^__NR_/ || k == "__NR_syscalls" ||
		    k == "__NR_arch_specific_syscall")
			continue
		v = resolve(def[k], 0)
		if (v !~ /^[0-9]+$/)
			continue
		name = substr(k, 6); seen[name] = 1
		printf "\t{ \"%s\", %s },\n", name, v
	}
	for (i = 0; i < m; i++)
		if (!(eorder[i] in seen))
			printf "\t{ \"%s\", %s },\n", eorder[i], extra[eorder[i]]
}' "$1" "$2"

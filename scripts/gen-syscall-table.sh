#!/bin/sh
# Turns the uapi unistd_64.h, and the project's table of numbers newer than
# it (data/syscall_numbers_x86_64_extra.tsv), into C initialisers
# { "name", nr },  -- a name the header has keeps the header's number.
#   scripts/gen-syscall-table.sh UNISTD_64_H EXTRA_TSV
set -eu
awk '
FNR == 1 { file++ }
file == 1 && $1 == "#define" && $2 ~ /^__NR_/ && $3 ~ /^[0-9]+$/ {
	name = substr($2, 6); seen[name] = 1
	printf "\t{ \"%s\", %s },\n", name, $3
}
file == 2 && $1 !~ /^#/ && NF == 2 && !($1 in seen) {
	printf "\t{ \"%s\", %s },\n", $1, $2
}' "$1" "$2"

#!/bin/sh
# The per-architecture errno table (data/errno_arch.tsv) as C rows,
#   { "mips", "EDQUOT", 1133 },
# for lib/model/arch.c.  Only numbers that differ from the generic ones
# are listed.
set -eu
awk -F '\t' '
	/^#/ { next }
	NF != 3 || $3 !~ /^[0-9]+$/ {
		printf "%s:%d: want arch, errno name, number\n", FILENAME, NR > "/dev/stderr"
		bad = 1
		next
	}
	{ printf "\t{ \"%s\", \"%s\", %d },\n", $1, $2, $3 }
	END { exit bad }
' "$1"

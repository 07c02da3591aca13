#!/bin/sh
# A per-architecture table (data/errno_arch.tsv, data/flags_arch.tsv) as C
# rows for lib/model,
#   { "mips", "EDQUOT", 1133 },
# from its "family<TAB>name<TAB>number" lines.
set -eu
awk -F '\t' '
	/^#/ { next }
	NF != 3 || $3 !~ /^-?[0-9]+$/ {
		printf "%s:%d: want family, name, number\n", FILENAME, NR > "/dev/stderr"
		bad = 1
		next
	}
	{ printf "\t{ \"%s\", \"%s\", %sLL },\n", $1, $2, $3 }
	END { exit bad }
' "$1"

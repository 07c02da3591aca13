#!/bin/sh
# Turns the uapi unistd_64.h into C initialisers { "name", nr },
set -eu
awk '$1 == "#define" && $2 ~ /^__NR_/ && $3 ~ /^[0-9]+$/ {
	printf "\t{ \"%s\", %s },\n", substr($2, 6), $3
}' "$1"

// SPDX-License-Identifier: GPL-2.0
/*
 * Runs a libFuzzer harness on the files named on the command line, without
 * libFuzzer: linked with a harness by the plain and SAN=1 builds, so that
 * make check replays every crash and leak input kept in tests/fuzz/crashes/
 * (tests/cli/fuzz_replay.t).  A crash kills it; a leak makes
 * LeakSanitizer's exit status its own.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size);

static int replay(const char *path)
{
	unsigned char *buf = NULL;
	size_t len = 0, cap = 0;
	FILE *f = fopen(path, "rb");

	if (!f) {
		fprintf(stderr, "replay: %s: %s\n", path, strerror(errno));
		return -1;
	}
	for (;;) {
		if (cap - len < 4096) {
			unsigned char *p = realloc(buf, cap ? cap * 2 : 65536);

			if (!p) {
				fclose(f);
				free(buf);
				return -1;
			}
			buf = p;
			cap = cap ? cap * 2 : 65536;
		}
		size_t n = fread(buf + len, 1, cap - len, f);

		len += n;
		if (n == 0)
			break;
	}
	if (ferror(f)) {
		fprintf(stderr, "replay: %s: read error\n", path);
		fclose(f);
		free(buf);
		return -1;
	}
	fclose(f);
	LLVMFuzzerTestOneInput(buf, len);
	free(buf);
	return 0;
}

int main(int argc, char **argv)
{
	int status = 0;

	for (int i = 1; i < argc; i++)
		if (replay(argv[i]))
			status = 1;
	return status;
}

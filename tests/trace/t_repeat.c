// SPDX-License-Identifier: GPL-2.0
/*
 * One call site, many values: closes N (1000) descriptors that are not
 * open, each a different number, from the same line; every call fails
 * with EBADF and is one fd_closed finding.
 */
#include <stdlib.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 1000;

	for (int i = 0; i < n; i++)
		close(5000 + i);
	return 0;
}

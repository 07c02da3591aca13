// SPDX-License-Identifier: GPL-2.0
/*
 * t_fds FILE: writes the numbers of the descriptors it was started with
 * ("fds: 0 1 2") to FILE, so a test can compare them traced and untraced.
 */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv)
{
	char line[4096] = "fds:";
	int fds[256], n = 0, dfd;
	struct dirent *d;
	DIR *dir = opendir("/proc/self/fd");
	FILE *f;

	if (argc < 2 || !dir)
		return 2;
	dfd = dirfd(dir);
	while ((d = readdir(dir)) && n < 256) {
		int fd = atoi(d->d_name);

		if (d->d_name[0] != '.' && fd != dfd)
			fds[n++] = fd;
	}
	closedir(dir);
	/* numeric order, whatever order the directory gave */
	for (int i = 0; i < n; i++)
		for (int j = i + 1; j < n; j++)
			if (fds[j] < fds[i]) {
				int t = fds[i];

				fds[i] = fds[j];
				fds[j] = t;
			}
	for (int i = 0; i < n; i++)
		snprintf(line + strlen(line), sizeof(line) - strlen(line), " %d",
			 fds[i]);
	f = fopen(argv[1], "w");
	if (!f)
		return 2;
	fprintf(f, "%s\n", line);
	return fclose(f) ? 2 : 0;
}

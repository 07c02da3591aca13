// SPDX-License-Identifier: GPL-2.0
/*
 * t_soak MODE [MARK]: one short program of a soak run.  MODE picks a mix:
 *   0  fork and exec /bin/true, twice
 *   1  four threads making calls
 *   2  signals: a handled SIGUSR1, a child that stops itself and is
 *      continued, SIGCHLD
 *   3  a child that leaves a grandchild behind and exits first
 *   4  a thread that execs this program again, as mode -4 (the exec
 *      takes the leader's id); mode -4 only says "ok 4"
 *   5  vfork and exec, then 30 short children one after the other, and
 *      a look at the parent's (the tracer's) descriptors before and after
 * Each makes one invalid mlockall(0x8) first and prints "ok MODE" at the
 * end (mode 5: with "parent fds stable" when the tracer's count did not
 * grow).  MARK is only there to find the processes of a run by name.
 */
#include <dirent.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static volatile sig_atomic_t usr1;

static void on_usr1(int sig)
{
	(void)sig;
	usr1 = 1;
}

static void nap(long ms)
{
	struct timespec ts = { 0, ms * 1000 * 1000 };

	nanosleep(&ts, NULL);
}

static int run_true(void)
{
	int status;
	pid_t pid = fork();

	if (pid == 0) {
		execl("/bin/true", "true", (char *)NULL);
		_exit(127);
	}
	return pid < 0 || waitpid(pid, &status, 0) != pid || status;
}

static void *calls(void *arg)
{
	(void)arg;
	for (int i = 0; i < 5; i++) {
		getppid();
		mlockall(0x8);
	}
	return NULL;
}

static const char *mark = "";

static void *exec_self(void *arg)
{
	(void)arg;
	nap(5);
	execl("/proc/self/exe", "t_soak", "-4", mark, (char *)NULL);
	return NULL;
}

static int count_fds(pid_t pid)
{
	char path[64];
	struct dirent *d;
	DIR *dir;
	int n = 0;

	snprintf(path, sizeof(path), "/proc/%d/fd", pid);
	dir = opendir(path);
	if (!dir)
		return -1;
	while ((d = readdir(dir)))
		n += d->d_name[0] != '.';
	closedir(dir);
	return n;
}

/* vfork and exec, 30 children, and the parent's descriptors around them */
static int children(void)
{
	int before = count_fds(getppid()), after, status, err = 0;
	pid_t pid = vfork();

	if (pid == 0) {
		execl("/bin/true", "true", (char *)NULL);
		_exit(127);
	}
	err |= waitpid(pid, &status, 0) != pid || status;
	for (int i = 0; i < 30 && !err; i++) {
		pid = fork();
		if (pid == 0)
			_exit(0);
		err |= waitpid(pid, &status, 0) != pid || status;
	}
	after = count_fds(getppid());
	if (after == before)
		printf("parent fds stable\n");
	else
		printf("parent fds %d -> %d\n", before, after);
	return err;
}

int main(int argc, char **argv)
{
	int mode = argc > 1 ? atoi(argv[1]) : 0, status, err = 0;
	pthread_t t[4];
	pid_t pid;

	if (argc > 2)
		mark = argv[2];
	mlockall(0x8);
	switch (mode) {
	case -4:
		mode = 4;
		break;
	case 0:
		err = run_true() || run_true();
		break;
	case 1:
		for (int i = 0; i < 4; i++)
			pthread_create(&t[i], NULL, calls, NULL);
		for (int i = 0; i < 4; i++)
			pthread_join(t[i], NULL);
		break;
	case 2:
		signal(SIGUSR1, on_usr1);
		raise(SIGUSR1);
		err |= !usr1;
		pid = fork();
		if (pid == 0) {
			raise(SIGSTOP);
			_exit(3);
		}
		err |= waitpid(pid, &status, WUNTRACED) != pid || !WIFSTOPPED(status);
		kill(pid, SIGCONT);
		err |= waitpid(pid, &status, 0) != pid || WEXITSTATUS(status) != 3;
		break;
	case 3:
		pid = fork();
		if (pid == 0) {
			if (fork() == 0) {
				nap(20);
				mlockall(0x8);
				_exit(0);
			}
			_exit(0);
		}
		err |= waitpid(pid, &status, 0) != pid || status;
		break;
	case 4:
		pthread_create(&t[0], NULL, exec_self, NULL);
		pause();
		break;
	case 5:
		err = children();
		break;
	}
	printf("ok %d\n", mode);
	return err;
}

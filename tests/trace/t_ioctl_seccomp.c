// SPDX-License-Identifier: GPL-2.0
/*
 * Seccomp user notification: a child installs a filter that hands its
 * getppid() to a listener; this process takes the listener with
 * pidfd_getfd(), receives the call, checks it is pending, adds a
 * descriptor to the child and answers.  The invalid call answers with an
 * unknown flag.
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <signal.h>
#include <stddef.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include "../../specs/include/kapi_specs/uapi_extra.h"
#include "t_ioctl.h"

static int child(int wr)
{
	struct sock_filter code[] = {
		BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr)),
		BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_getppid, 0, 1),
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_USER_NOTIF),
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
	};
	struct sock_fprog prog = { sizeof(code) / sizeof(code[0]), code };
	int fd;

	prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0);
	fd = syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER,
		     SECCOMP_FILTER_FLAG_NEW_LISTENER, &prog);
	if (write(wr, &fd, sizeof(fd)) != sizeof(fd))
		return 1;
	if (fd < 0)
		return 1;
	return syscall(SYS_getppid) == 4242 ? 0 : 2;
}

int main(void)
{
	int p[2], lfd = -1, pidfd, status;
	struct seccomp_notif req = { 0 };
	struct seccomp_notif_resp resp = { 0 };
	struct seccomp_notif_addfd add = { 0 };
	pid_t pid;

	if (pipe(p))
		SKIP("no pipe");
	pid = fork();
	if (pid == 0)
		_exit(child(p[1]));
	if (read(p[0], &lfd, sizeof(lfd)) != sizeof(lfd) || lfd < 0) {
		waitpid(pid, NULL, 0);
		SKIP("seccomp listeners are not available here");
	}
	pidfd = syscall(SYS_pidfd_open, pid, 0);
	lfd = syscall(SYS_pidfd_getfd, pidfd, lfd, 0);
	if (lfd < 0) {
		kill(pid, SIGKILL);
		SKIP("pidfd_getfd: %s", strerror(errno));
	}
	EXPECT_IOCTL(lfd, SECCOMP_IOCTL_NOTIF_SET_FLAGS, SECCOMP_USER_NOTIF_FD_SYNC_WAKE_UP, 0);
	EXPECT_IOCTL(lfd, SECCOMP_IOCTL_NOTIF_SET_FLAGS, 2, EINVAL);
	EXPECT_IOCTL(lfd, SECCOMP_IOCTL_NOTIF_RECV, &req, 0);
	if (req.data.nr != SYS_getppid)
		printf("MISMATCH SECCOMP_IOCTL_NOTIF_RECV: call %d\n", req.data.nr);
	EXPECT_IOCTL(lfd, SECCOMP_IOCTL_NOTIF_ID_VALID, &req.id, 0);
	EXPECT_IOCTL(lfd, _IOR('!', 2, __u64), &req.id, 0);
	add.id = req.id;
	add.srcfd = p[0];
	add.newfd_flags = O_CLOEXEC;
	EXPECT_IOCTL(lfd, SECCOMP_IOCTL_NOTIF_ADDFD, &add, 0);
	resp.id = req.id;
	resp.flags = 2;
	EXPECT_IOCTL(lfd, SECCOMP_IOCTL_NOTIF_SEND, &resp, EINVAL);
	printf("EXPECT %d ioctl(fd=%d, cmd=SECCOMP_IOCTL_NOTIF_SEND, arg=%#lx) = "
	       "-EINVAL: flags=0x2 has bits 0x2 outside "
	       "SECCOMP_USER_NOTIF_FLAG_CONTINUE (0x1)\n", (int)getpid(), lfd,
	       (unsigned long)&resp);
	resp.flags = 0;
	resp.val = 4242;
	EXPECT_IOCTL(lfd, SECCOMP_IOCTL_NOTIF_SEND, &resp, 0);
	EXPECT_IOCTL(lfd, SECCOMP_IOCTL_NOTIF_ID_VALID, &req.id, ENOENT);
	waitpid(pid, &status, 0);
	if (!WIFEXITED(status) || WEXITSTATUS(status))
		printf("MISMATCH the child did not get the answer: %#x\n", status);
	return 0;
}

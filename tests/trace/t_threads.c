// SPDX-License-Identifier: GPL-2.0
/* Four threads each make one invalid call; each is reported with its tid. */
#include <pthread.h>
#include <stdio.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

static void *worker(void *arg)
{
	int tid = (int)syscall(SYS_gettid);

	(void)arg;
	syscall(SYS_mlockall, 0x40);
	pthread_mutex_lock(&lock);
	printf("EXPECT %d mlockall(flags=0x40 /* MCL_??? */) = -EINVAL: "
	       "flags=0x40 has bits 0x40 outside MCL_CURRENT | MCL_FUTURE | "
	       "MCL_ONFAULT (0x7)\n", tid);
	pthread_mutex_unlock(&lock);
	return NULL;
}

int main(void)
{
	pthread_t t[4];

	for (int i = 0; i < 4; i++)
		pthread_create(&t[i], NULL, worker, NULL);
	for (int i = 0; i < 4; i++)
		pthread_join(t[i], NULL);
	printf("joined\n");
	return 0;
}

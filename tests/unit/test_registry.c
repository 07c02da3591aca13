// SPDX-License-Identifier: GPL-2.0
/* The built-in corpus and the registry lookups. */
#include <kapi/kapi.h>
#include "tap.h"

int main(void)
{
	struct kapi_registry *reg;
	size_t by_type[KAPI_API__COUNT] = { 0 }, bytes = 0, max = 0;
	const struct kernel_api_spec *s;
	int sorted = 1, consistent = 1;

	is_int(kapi_registry__new(&reg), 0, "registry created");
	is_int(kapi_registry__add_builtin(reg), 0, "built-in specs added");
	is_int(kapi_registry__count(reg), 1317, "1317 built-in specs");
	for (size_t i = 0; i < kapi_registry__count(reg); i++) {
		size_t fp;

		s = kapi_registry__at(reg, i);
		by_type[s->api_type]++;
		if (i && strcmp(kapi_registry__at(reg, i - 1)->name, s->name) >= 0)
			sorted = 0;
		/* every counted entry exists and is named */
		for (uint32_t k = 0; k < s->param_count; k++)
			consistent &= s->params[k].name != NULL;
		for (uint32_t k = 0; k < s->error_count; k++)
			consistent &= s->errors[k].name != NULL &&
				      s->errors[k].error_code < 0 &&
				      kapi_errno__value(s->errors[k].name) ==
				      -s->errors[k].error_code;
		consistent &= (s->param_count == 0) == (s->params == NULL);
		fp = kapi_spec__footprint(s);
		bytes += fp;
		if (fp > max)
			max = fp;
	}
	ok(sorted, "specs come in name order");
	ok(consistent, "counts match named entries; error codes match their names");
	is_int(by_type[KAPI_API_FUNCTION], 360, "360 syscalls: 8 deep, 352 generated");
	is_int(by_type[KAPI_API_IOCTL], 176, "176 ioctls (TCGETA has its own)");
	is_int(by_type[KAPI_API_SYSFS], 781, "781 sysfs attributes and /proc record files");
	ok(bytes / kapi_registry__count(reg) < 26400 / 10,
	   "average %zu bytes per spec, under a tenth of 26400",
	   bytes / kapi_registry__count(reg));

	s = kapi_registry__find(reg, "sys_mlockall");
	ok(s && s->param_count == 1 && s->error_count == 4, "find by spec name");
	ok(kapi_registry__find(reg, "mlockall") == s, "find by syscall name");
	ok(kapi_registry__find_syscall(reg, 151) == s, "find by syscall number 151");
	{
		size_t generated = 0;

		for (long nr = 0; nr < 512; nr++) {
			const struct kernel_api_spec *g = kapi_registry__find_syscall(reg, nr);

			generated += g && g->generated;
		}
		ok(!generated && kapi_registry__find_syscall(reg, 16) &&
		   !kapi_registry__find_syscall(reg, 16)->generated && !s->generated,
		   "every syscall is deep: ioctl (16) and mlockall too (%zu generated)",
		   generated);
	}
	is_int(kapi_syscall__nr("execveat"), 322, "execveat is 322");
	is_int(kapi_syscall__nr("newstat"), 4, "the kernel's name newstat is stat's 4");
	/* numbers newer than Debian's headers come from the project's table */
	is_int(kapi_syscall__nr("mseal"), 462, "mseal is 462");
	ok(kapi_syscall__name(469) && !strcmp(kapi_syscall__name(469), "file_setattr"),
	   "469 is file_setattr");
	ok(kapi_registry__find_syscall(reg, 462) != NULL, "mseal has a spec");
	ok(!kapi_syscall__name(-1) && !kapi_syscall__name(100000), "no name outside the table");
	s = kapi_registry__find_ioctl(reg, 0x9a01);
	ok(s && !strcmp(s->name, "fwctl_rpc"), "find ioctl by command 0x9a01");
	ok(kapi_registry__find(reg, "FWCTL_INFO") &&
	   kapi_registry__find(reg, "FWCTL_INFO")->cmd == 0x9a00,
	   "find ioctl by command name");
	s = kapi_registry__find_sysfs(reg, "/sys/block/vda/queue/nr_requests");
	ok(s && !strcmp(s->name, "nr_requests"), "sysfs path with <disk> matches");
	ok(!kapi_registry__find_sysfs(reg, "/sys/block/queue/nr_requests"),
	   "placeholder needs a component");
	ok(!kapi_registry__find_sysfs(reg, "/sys/block/vda/queue/nr_requests/x"),
	   "longer path does not match");
	ok(!kapi_registry__find(reg, "no_such_spec"), "unknown name not found");
	s = kapi_registry__find(reg, "sys_socket");
	ok(s && s->net && s->net->addr_family_count == 5 &&
	   s->net->protocol_behavior_count == 6 && s->net->socket_state,
	   "socket carries its network details");
	ok(!kapi_registry__find(reg, "sys_mlock")->net, "others carry none");
	s = kapi_registry__find(reg, "fwctl_info");
	ok(s && s->struct_spec_count == 1 && s->struct_specs[0].field_count == 5 &&
	   s->struct_specs[0].size == 24, "fwctl_info struct has 5 fields, 24 bytes");
	is_int(kapi_errno__value("EINVAL"), 22, "errno names resolve");
	ok(!strcmp(kapi_errno__name(-512), "ERESTARTSYS"), "kernel-internal errno names");
	is_int(kapi_signal__value("SIGKILL"), 9, "signal names resolve");
	kapi_registry__free(reg);
	return done_testing();
}

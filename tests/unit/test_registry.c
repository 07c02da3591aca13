// SPDX-License-Identifier: GPL-2.0
/* The built-in corpus and the registry lookups. */
#include <kapi/kapi.h>
#include "tap.h"

/*
 * Of two specs with one name the first added is the one found, whether
 * the name hash (made on demand) comes before or after the first sort.
 */
static void same_name_first(void)
{
	static const struct kernel_api_spec specs[] = {
		{ .name = "zz_b", .api_type = KAPI_API_FUNCTION },
		{ .name = "dup", .api_type = KAPI_API_FUNCTION, .version = 1 },
		{ .name = "aa_a", .api_type = KAPI_API_FUNCTION },
		{ .name = "dup", .api_type = KAPI_API_FUNCTION, .version = 2 },
	};
	struct kapi_registry *reg;
	const struct kernel_api_spec *s;

	for (int sort_first = 0; sort_first < 2; sort_first++) {
		if (kapi_registry__new(&reg))
			return;
		for (size_t i = 0; i < 4; i++)
			kapi_registry__add(reg, &specs[i]);
		if (sort_first)
			kapi_registry__at(reg, 0);
		s = kapi_registry__find(reg, "dup");
		ok(s && s->version == 1, "the first 'dup' added is found (%s)",
		   sort_first ? "sorted first" : "looked up first");
		kapi_registry__add(reg, &(struct kernel_api_spec){
			.name = "late", .api_type = KAPI_API_FUNCTION });
		ok(kapi_registry__find(reg, "late"),
		   "a spec added after the first lookup is found");
		kapi_registry__free(reg);
	}
}

int main(void)
{
	struct kapi_registry *reg;
	size_t by_type[KAPI_API__COUNT] = { 0 }, bytes = 0, max = 0;
	const struct kernel_api_spec *s;
	int sorted = 1, consistent = 1;

	is_int(kapi_registry__new(&reg), 0, "registry created");
	is_int(kapi_registry__add_builtin(reg), 0, "built-in specs added");
	is_int(kapi_registry__count(reg), 1580, "1580 built-in specs");
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
		/* an fd kind's rows name a syscall, and an errno kapi knows */
		for (uint32_t k = 0; k < s->fd_op_count; k++)
			consistent &= s->fd_ops[k].syscall != NULL &&
				      (!s->fd_ops[k].error ||
				       kapi_errno__value(s->fd_ops[k].error) > 0);
		fp = kapi_spec__footprint(s);
		bytes += fp;
		if (fp > max)
			max = fp;
	}
	ok(sorted, "specs come in name order");
	ok(consistent, "counts match named entries; error codes match their names");
	is_int(by_type[KAPI_API_FUNCTION], 360, "360 syscalls: 8 deep, 352 generated");
	is_int(by_type[KAPI_API_IOCTL], 410, "410 ioctls (KVM, evdev, hidraw, PTP, ... of this machine's drivers)");
	is_int(by_type[KAPI_API_SYSFS], 781, "781 sysfs attributes and /proc record files");
	is_int(by_type[KAPI_API_FDTYPE], 29, "29 descriptor kinds");
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
	same_name_first();
	return done_testing();
}

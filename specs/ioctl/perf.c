// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * perf event descriptors from perf_event_open(2) (kernel/events/core.c):
 * start and stop counting, change the sampling period, route samples,
 * attach filters and BPF programs.  Commands that take a flag take
 * PERF_IOC_FLAG_GROUP to act on the whole group.
 */
#include <kapi/spec_compile.h>
#include <errno.h>
#include <limits.h>
#include <stddef.h>
#include <linux/perf_event.h>
#include <kapi_specs/uapi_extra.h>
#include <kapi_specs/helpers.h>

#define PERF_FOPS	KAPI_IOCTL_FILE_OPS_NAME("perf_fops")

DEFINE_KAPI_IOCTL_SPEC(perf_event_ioc_enable)
	KAPI_IOCTL_CMD(PERF_EVENT_IOC_ENABLE)
	KAPI_IOCTL_CMD_NAME("PERF_EVENT_IOC_ENABLE")
	PERF_FOPS
	KAPI_DESCRIPTION("Start counting")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_UINT_IN("arg", "unsigned long", "PERF_IOC_FLAG_GROUP for the whole group, else 0; other bits are ignored")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_ERRNOS
	KAPI_NOTES("The same as prctl(PR_TASK_PERF_EVENTS_*) for one event.")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(perf_event_ioc_disable)
	KAPI_IOCTL_CMD(PERF_EVENT_IOC_DISABLE)
	KAPI_IOCTL_CMD_NAME("PERF_EVENT_IOC_DISABLE")
	PERF_FOPS
	KAPI_DESCRIPTION("Stop counting; the count is kept")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_UINT_IN("arg", "unsigned long", "PERF_IOC_FLAG_GROUP for the whole group, else 0; other bits are ignored")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_ERRNOS
	KAPI_NOTES("The same as prctl(PR_TASK_PERF_EVENTS_*) for one event.")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(perf_event_ioc_reset)
	KAPI_IOCTL_CMD(PERF_EVENT_IOC_RESET)
	KAPI_IOCTL_CMD_NAME("PERF_EVENT_IOC_RESET")
	PERF_FOPS
	KAPI_DESCRIPTION("Set the count to zero")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_UINT_IN("arg", "unsigned long", "PERF_IOC_FLAG_GROUP for the whole group, else 0; other bits are ignored")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_ERRNOS
	KAPI_NOTES("The same as prctl(PR_TASK_PERF_EVENTS_*) for one event.")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(perf_event_ioc_refresh)
	KAPI_IOCTL_CMD(PERF_EVENT_IOC_REFRESH)
	KAPI_IOCTL_CMD_NAME("PERF_EVENT_IOC_REFRESH")
	PERF_FOPS
	KAPI_DESCRIPTION("Enable a sampling event for this many more overflows, then disable it")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_INT_IN("arg", "int", "Overflows to add to the limit (a value)")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_ERRNOS
	KAPI_ERRNO(EINVAL, "The event does not sample, or is inherited by children")
	KAPI_NOTES("Used with overflow signals (F_SETSIG) to sample a stretch of code.")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(perf_event_ioc_period)
	KAPI_IOCTL_CMD(PERF_EVENT_IOC_PERIOD)
	KAPI_IOCTL_CMD_NAME("PERF_EVENT_IOC_PERIOD")
	KAPI_IOCTL_INPUT_SIZE(sizeof(__u64))
	PERF_FOPS
	KAPI_DESCRIPTION("Change the sampling period, or the frequency of a frequency event")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_IN("arg", "const __u64 *", "The new period")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(EINVAL, "A period of 0 or with bit 63 set, an event that does not sample, or a frequency above perf_event_max_sample_rate")
	KAPI_ERRNO(EFAULT, "The period cannot be read")
	KAPI_STRUCT_SPEC(0, period, "What PERF_EVENT_IOC_PERIOD reads")
		KAPI_STRUCT_SIZE(sizeof(__u64), __alignof__(__u64))
		KAPI_STRUCT_FIELD(0, "period", KAPI_TYPE_UINT, "__u64", "Events between samples, or samples a second")
			KAPI_FIELD_OFFSET(0)
			KAPI_FIELD_SIZE(8)
			KAPI_FIELD_CONSTRAINT_RANGE(1, LLONG_MAX)
		KAPI_STRUCT_FIELD_END
	KAPI_STRUCT_SPEC_END
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(perf_event_ioc_set_output)
	KAPI_IOCTL_CMD(PERF_EVENT_IOC_SET_OUTPUT)
	KAPI_IOCTL_CMD_NAME("PERF_EVENT_IOC_SET_OUTPUT")
	PERF_FOPS
	KAPI_DESCRIPTION("Send this event's samples to another event's ring buffer")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_SHAPE("arg", "unsigned long", "The other event's descriptor, or -1 (as a long) to stop redirecting",
			 KAPI_TYPE_FD, KAPI_PARAM_IN)
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EBADF, "arg is not an open descriptor (an int -1 arrives as 0xffffffff, not -1)")
	KAPI_ERRNO(EINVAL, "Not a perf event, or one on another CPU, task or clock")
	KAPI_ERRNO(EBUSY, "This event already has its own ring buffer mapped")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(perf_event_ioc_set_filter)
	KAPI_IOCTL_CMD(PERF_EVENT_IOC_SET_FILTER)
	KAPI_IOCTL_CMD_NAME("PERF_EVENT_IOC_SET_FILTER")
	PERF_FOPS
	KAPI_DESCRIPTION("Set a tracepoint filter expression, or an address filter for AUX tracing")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_STRING_IN("arg", "const char *", "The filter text")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(EINVAL, "The event is neither a tracepoint nor has address filters, or the text does not parse")
	KAPI_ERRNO(EFAULT, "The text cannot be read")
	KAPI_ERR_NOMEM
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(perf_event_ioc_id)
	KAPI_IOCTL_CMD(PERF_EVENT_IOC_ID)
	KAPI_IOCTL_CMD_NAME("PERF_EVENT_IOC_ID")
	KAPI_IOCTL_OUTPUT_SIZE(sizeof(__u64))
	PERF_FOPS
	KAPI_DESCRIPTION("The event's ID, as PERF_SAMPLE_ID and read formats report it")
	KAPI_CONTEXT(KAPI_CTX_PROCESS)
	KAPI_PARAM_USER_OUT("arg", "__u64 *", "Receives the ID")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(EFAULT, "The ID cannot be written")
	KAPI_STRUCT_SPEC(0, id, "What PERF_EVENT_IOC_ID writes")
		KAPI_STRUCT_SIZE(sizeof(__u64), __alignof__(__u64))
		KAPI_STRUCT_FIELD(0, "id", KAPI_TYPE_UINT, "__u64", "Nonzero")
			KAPI_FIELD_OFFSET(0)
			KAPI_FIELD_SIZE(8)
			KAPI_FIELD_CONSTRAINT_RANGE(1, LLONG_MAX)
		KAPI_STRUCT_FIELD_END
	KAPI_STRUCT_SPEC_END
	KAPI_NOTES("The number encodes the size of a pointer, though the kernel writes a __u64.")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(perf_event_ioc_set_bpf)
	KAPI_IOCTL_CMD(PERF_EVENT_IOC_SET_BPF)
	KAPI_IOCTL_CMD_NAME("PERF_EVENT_IOC_SET_BPF")
	PERF_FOPS
	KAPI_DESCRIPTION("Attach a BPF program to a tracepoint, kprobe or uprobe event")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_FD_IN("arg", "u32", "The BPF program's descriptor (a value)")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EBADF, "arg is not an open descriptor")
	KAPI_ERRNO(EINVAL, "arg is not a BPF program, or its type does not fit the event")
	KAPI_ERRNO(EEXIST, "A program is already attached")
	KAPI_ERRNO(EPERM, "The program needs privileges the caller lacks")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(perf_event_ioc_pause_output)
	KAPI_IOCTL_CMD(PERF_EVENT_IOC_PAUSE_OUTPUT)
	KAPI_IOCTL_CMD_NAME("PERF_EVENT_IOC_PAUSE_OUTPUT")
	PERF_FOPS
	KAPI_DESCRIPTION("Pause or resume writing samples to the ring buffer")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_UINT_IN("arg", "unsigned long", "Nonzero pauses, 0 resumes (a value)")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_ERRNOS
	KAPI_ERRNO(EINVAL, "The event has no ring buffer mapped")
	KAPI_SINCE_VERSION("4.7")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(perf_event_ioc_query_bpf)
	KAPI_IOCTL_CMD(PERF_EVENT_IOC_QUERY_BPF)
	KAPI_IOCTL_CMD_NAME("PERF_EVENT_IOC_QUERY_BPF")
	KAPI_IOCTL_INPUT_SIZE(sizeof(struct perf_event_query_bpf))
	PERF_FOPS
	KAPI_DESCRIPTION("List the BPF programs attached to a tracepoint event")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_INOUT("arg", "struct perf_event_query_bpf *", "Room for IDs, then count and IDs")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(EINVAL, "The event is not a tracepoint, kprobe or uprobe")
	KAPI_ERRNO(EPERM, "The caller lacks CAP_PERFMON")
	KAPI_ERRNO(EFAULT, "The struct cannot be read or written")
	KAPI_ERRNO(ENOSPC, "More programs than ids_len; prog_cnt says how many")
	KAPI_STRUCT_SPEC(0, perf_event_query_bpf, "What PERF_EVENT_IOC_QUERY_BPF reads")
		KAPI_STRUCT_SIZE(sizeof(struct perf_event_query_bpf), __alignof__(struct perf_event_query_bpf))
		KAPI_STRUCT_FIELD(0, "ids_len", KAPI_TYPE_UINT, "__u32", "Room in ids[]")
			KAPI_FIELD_OFFSET(offsetof(struct perf_event_query_bpf, ids_len))
			KAPI_FIELD_SIZE(4)
		KAPI_STRUCT_FIELD_END
	KAPI_STRUCT_SPEC_END
	KAPI_SINCE_VERSION("4.16")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(perf_event_ioc_modify_attributes)
	KAPI_IOCTL_CMD(PERF_EVENT_IOC_MODIFY_ATTRIBUTES)
	KAPI_IOCTL_CMD_NAME("PERF_EVENT_IOC_MODIFY_ATTRIBUTES")
	KAPI_IOCTL_INPUT_SIZE(8)
	PERF_FOPS
	KAPI_DESCRIPTION("Change a breakpoint event's address, length or type in place")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_IN("arg", "struct perf_event_attr *", "The new attributes, read as far as their size says")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(EINVAL, "The event is not a breakpoint, or the type differs from the event's")
	KAPI_ERRNO(E2BIG, "size is below the first version's 64 bytes (but not 0), or larger with nonzero tail")
	KAPI_ERRNO(EFAULT, "The attributes cannot be read")
	KAPI_STRUCT_SPEC(0, perf_event_attr, "The head of what PERF_EVENT_IOC_MODIFY_ATTRIBUTES reads")
		KAPI_STRUCT_SIZE(8, 4)
		KAPI_STRUCT_FIELD(0, "type", KAPI_TYPE_UINT, "__u32", "PERF_TYPE_BREAKPOINT, the only kind that can be modified")
			KAPI_FIELD_OFFSET(0)
			KAPI_FIELD_SIZE(4)
			KAPI_FIELD_CONSTRAINT_ENUM(PERF_TYPE_BREAKPOINT)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(1, "size", KAPI_TYPE_UINT, "__u32", "sizeof(struct perf_event_attr) the caller knows")
			KAPI_FIELD_OFFSET(4)
			KAPI_FIELD_SIZE(4)
		KAPI_STRUCT_FIELD_END
	KAPI_STRUCT_SPEC_END
	KAPI_SINCE_VERSION("4.17")
KAPI_END_SPEC;

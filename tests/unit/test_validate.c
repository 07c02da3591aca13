// SPDX-License-Identifier: GPL-2.0
/* Every validator at its boundaries: the valid edge and the first invalid value. */
#include <kapi/kapi.h>
#include "tap.h"

static struct kapi_registry *reg;

/* Runs fn-style checks and reports whether a finding of kind was added. */
static int found(struct kapi_report *r, enum kapi_finding_kind kind)
{
	for (size_t i = 0; i < r->count; i++)
		if (r->items[i].kind == kind)
			return 1;
	return 0;
}

static int param_ok(const struct kapi_param_spec *p, int64_t v)
{
	struct kapi_report r;
	int ret;

	kapi_report__init(&r);
	ret = kapi_param__check(p, v, &r);
	kapi_report__free(&r);
	return ret == 0;
}

static int param_finding(const struct kapi_param_spec *p, int64_t v,
			 enum kapi_finding_kind kind, char *msg, size_t len)
{
	struct kapi_report r;
	int hit;

	kapi_report__init(&r);
	kapi_param__check(p, v, &r);
	hit = found(&r, kind);
	if (msg && r.count)
		snprintf(msg, len, "%s", r.items[0].message);
	kapi_report__free(&r);
	return hit;
}

static const struct kapi_param_spec *param(const char *spec, const char *name)
{
	const struct kernel_api_spec *s = kapi_registry__find(reg, spec);
	int i = s ? kapi_spec__param_index(s, name) : -1;

	return i >= 0 ? &s->params[i] : NULL;
}

static bool even(int64_t v)
{
	return v % 2 == 0;
}

static void test_constraints(void)
{
	const struct kapi_param_spec *family = param("sys_socket", "family");
	const struct kapi_param_spec *flags = param("sys_mlockall", "flags");
	const struct kapi_param_spec *scope = param("FWCTL_RPC", "scope");
	struct kapi_param_spec p = { .name = "v", .type = KAPI_TYPE_UINT };
	char msg[KAPI_FINDING_MSG_LEN];

	ok(family && flags && scope, "corpus params found");
	ok(param_ok(family, 1) && param_ok(family, 45), "range: 1 and 45 valid");
	ok(param_finding(family, 0, KAPI_FINDING_RANGE, NULL, 0),
	   "range: 0 (AF_UNSPEC, always EAFNOSUPPORT) invalid");
	ok(param_finding(family, 46, KAPI_FINDING_RANGE, msg, sizeof(msg)),
	   "range: 46 invalid");
	has_str(msg, "1..45", "range message names the bounds");
	ok(param_finding(family, -1, KAPI_FINDING_RANGE, NULL, 0), "range: -1 invalid");

	ok(param_ok(flags, 7), "mask: 0x7 valid");
	ok(param_finding(flags, 8, KAPI_FINDING_MASK, msg, sizeof(msg)),
	   "mask: 0x8 invalid");
	has_str(msg, "bits 0x8 outside MCL_CURRENT | MCL_FUTURE | MCL_ONFAULT",
		"mask message names the bad bits and the mask");

	ok(param_ok(scope, 3), "enum: 3 valid");
	ok(param_finding(scope, 4, KAPI_FINDING_ENUM, msg, sizeof(msg)),
	   "enum: 4 invalid");
	has_str(msg, "FWCTL_RPC_DEBUG_WRITE_FULL", "enum message names the values");

	p.constraint_type = KAPI_CONSTRAINT_ALIGNMENT;
	p.alignment = 8;
	ok(param_ok(&p, 16) && param_finding(&p, 17, KAPI_FINDING_ALIGNMENT, NULL, 0),
	   "alignment: 16 valid, 17 invalid");

	p.constraint_type = KAPI_CONSTRAINT_POWER_OF_TWO;
	ok(param_ok(&p, 1) && param_ok(&p, 1ll << 40), "power of two: 1, 2^40 valid");
	ok(param_finding(&p, 0, KAPI_FINDING_POWER_OF_TWO, NULL, 0) &&
	   param_finding(&p, 3, KAPI_FINDING_POWER_OF_TWO, NULL, 0),
	   "power of two: 0 and 3 invalid");
	p.flags = KAPI_PARAM_OPTIONAL;
	ok(param_ok(&p, 0), "power of two: 0 valid when optional");
	p.flags = 0;

	p.constraint_type = KAPI_CONSTRAINT_PAGE_ALIGNED;
	ok(param_ok(&p, 8192) &&
	   param_finding(&p, 4097, KAPI_FINDING_PAGE_ALIGNED, NULL, 0),
	   "page aligned: 8192 valid, 4097 invalid");

	p.constraint_type = KAPI_CONSTRAINT_NONZERO;
	ok(param_ok(&p, 1) && param_finding(&p, 0, KAPI_FINDING_NONZERO, NULL, 0),
	   "nonzero: 1 valid, 0 invalid");

	p.constraint_type = KAPI_CONSTRAINT_USER_PTR;
	ok(param_ok(&p, 0x1000) &&
	   param_finding(&p, 0, KAPI_FINDING_NULL_POINTER, NULL, 0),
	   "user pointer: NULL refused unless optional");

	p.constraint_type = KAPI_CONSTRAINT_CUSTOM;
	p.validate = even;
	ok(param_ok(&p, 2) && param_finding(&p, 3, KAPI_FINDING_CUSTOM, NULL, 0),
	   "custom: validator consulted");

	p.constraint_type = KAPI_CONSTRAINT_RANGE;
	p.min_value = 0;
	p.max_value = -1;	/* ULLONG_MAX as stored */
	ok(param_ok(&p, -5), "range: unsigned params compare unsigned");

	is_int(kapi_param__normalize(flags, 0xffffffffull), -1,
	       "normalize: int sign-extends 32 bits");
	is_int(kapi_param__normalize(param("FWCTL_RPC", "in_len"), 0x1ffffffffull),
	       0xffffffffll, "normalize: __u32 zero-extends");
	is_int(kapi_param__normalize(param("sys_landlock_restrict_self", "flags"),
				     0x1ffffffffull),
	       0xffffffffll, "normalize: const __u32 zero-extends");
	is_int(kapi_param__normalize(param("sys_landlock_add_rule", "rule_type"),
				     0x1ffffffffull),
	       -1, "normalize: a const enum is a 32-bit int");
}

static int ret_finding(const char *spec, int64_t v, enum kapi_finding_kind kind)
{
	struct kapi_report r;
	int hit;

	kapi_report__init(&r);
	kapi_return__check(kapi_registry__find(reg, spec), v, &r);
	hit = kind ? found(&r, kind) : r.count == 0;
	kapi_report__free(&r);
	return hit;
}

static void test_returns(void)
{
	ok(ret_finding("sys_mlockall", 0, 0), "exact: 0 valid");
	ok(ret_finding("sys_mlockall", 1, KAPI_FINDING_RETURN_VALUE), "exact: 1 invalid");
	ok(ret_finding("sys_mlockall", -22, 0), "errno: EINVAL is listed");
	ok(ret_finding("sys_mlockall", -38, 0) &&
	   ret_finding("LOOP_CONFIGURE", -38, KAPI_FINDING_ERRNO_UNLISTED),
	   "errno: any syscall may say ENOSYS; an ioctl must list it");
	ok(ret_finding("sys_mlockall", -11, KAPI_FINDING_ERRNO_UNLISTED),
	   "errno: EAGAIN is not listed");
	ok(ret_finding("sys_socket", 0, 0) && ret_finding("sys_socket", 1023, 0),
	   "fd: 0 and 1023 valid");
	ok(ret_finding("sys_socket", -4096, KAPI_FINDING_RETURN_VALUE),
	   "fd: -4096 is no descriptor");
	ok(ret_finding("sys_execve", 0, KAPI_FINDING_NO_RETURN),
	   "no_return: returning is a finding");
	ok(ret_finding("sys_execve", -2, 0), "no_return: listed errno valid");
}

static int sysfs_finding(const char *spec, const char *text,
			 enum kapi_finding_kind kind)
{
	const struct kernel_api_spec *s = kapi_registry__find(reg, spec);
	struct kapi_report r;
	int hit;

	kapi_report__init(&r);
	kapi_sysfs__check_value(&s->params[0], text, strlen(text), &r);
	hit = kind ? found(&r, kind) : r.count == 0;
	kapi_report__free(&r);
	return hit;
}

static void test_sysfs(void)
{
	const struct kernel_api_spec *lbs = kapi_registry__find(reg, "logical_block_size");
	struct kapi_param_spec step = { .name = "s", .type = KAPI_TYPE_UINT,
		.min_value = 4, .max_value = 100, .step = 4 };
	struct kapi_report r;

	ok(sysfs_finding("logical_block_size", "512\n", 0), "uint: 512 valid");
	ok(sysfs_finding("logical_block_size", "65536\n", 0), "uint: 65536 valid");
	ok(sysfs_finding("logical_block_size", "131072\n", KAPI_FINDING_RANGE),
	   "uint: 131072 out of range");
	ok(sysfs_finding("logical_block_size", "256\n", KAPI_FINDING_RANGE),
	   "uint: 256 out of range");
	ok(sysfs_finding("logical_block_size", "1536\n", KAPI_FINDING_POWER_OF_TWO),
	   "uint: 1536 not a power of two");
	ok(sysfs_finding("logical_block_size", "abc\n", KAPI_FINDING_FORMAT),
	   "uint: text refused");
	ok(sysfs_finding("logical_block_size", "-512\n", KAPI_FINDING_FORMAT),
	   "uint: negative refused");
	ok(sysfs_finding("alignment_offset", "-1\n", 0), "int: -1 valid");
	ok(sysfs_finding("alignment_offset", "-2\n", KAPI_FINDING_RANGE), "int: -2 invalid");
	ok(sysfs_finding("partscan", "1\n", 0) && sysfs_finding("partscan", "0\n", 0),
	   "bool: 0 and 1 valid");
	ok(sysfs_finding("partscan", "2\n", KAPI_FINDING_FORMAT), "bool: 2 invalid");
	ok(sysfs_finding("format", "nop\n", 0), "string: allowed value");
	ok(sysfs_finding("format", "T10-DIF-TYPE9\n", KAPI_FINDING_STRING_VALUE),
	   "string: unknown value refused");
	ok(sysfs_finding("read_ahead_kb", "128 KiB\n", 0) &&
	   sysfs_finding("read_ahead_kb", "128 kB\n", 0),
	   "units: a value may name the spec's units, in the kernel's spellings");
	ok(sysfs_finding("read_ahead_kb", "128 MB\n", KAPI_FINDING_UNITS),
	   "units: a value in other units is a finding");
	ok(sysfs_finding("read_ahead_kb", "128 12\n", KAPI_FINDING_FORMAT) &&
	   sysfs_finding("diskseq", "3 bytes\n", KAPI_FINDING_FORMAT),
	   "units: no unit text where the spec names none, no digits after the number");
	ok(sysfs_finding("diskseq", "1\n", 0) &&
	   sysfs_finding("diskseq", "0\n", KAPI_FINDING_NONZERO), "diskseq: nonzero");
	ok(sysfs_finding("atomic_write_unit_min_bytes", "0\n", 0) &&
	   sysfs_finding("atomic_write_unit_min_bytes", "4096\n", 0) &&
	   sysfs_finding("atomic_write_unit_min_bytes", "3000\n",
			 KAPI_FINDING_POWER_OF_TWO), "optional power of two");

	kapi_report__init(&r);
	ok(kapi_sysfs__check_value(&step, "8", 1, &r) == 0, "step: 8 valid");
	ok(kapi_sysfs__check_value(&step, "9", 1, &r) == 1 &&
	   found(&r, KAPI_FINDING_STEP), "step: 9 invalid");
	kapi_report__free(&r);

	kapi_report__init(&r);
	ok(kapi_sysfs__check_mode(&lbs->params[0], 0100444, &r) == 0, "mode: 0444 matches");
	ok(kapi_sysfs__check_mode(&lbs->params[0], 0100644, &r) == 1 &&
	   found(&r, KAPI_FINDING_MODE), "mode: 0644 differs");
	ok(kapi_sysfs__check_access(&lbs->params[0], true, false, &r) == 0,
	   "access: read-only readable");
	ok(kapi_sysfs__check_access(&lbs->params[0], true, true, &r) == 1,
	   "access: read-only but writable");
	ok(kapi_sysfs__check_access(&kapi_registry__find(reg, "read_ahead_kb")->params[0],
				    true, false, &r) == 1,
	   "access: read-write but not writable");
	kapi_report__free(&r);
}

static void test_ioctl(void)
{
	const struct kernel_api_spec *rpc = kapi_registry__find(reg, "FWCTL_RPC");
	const struct kernel_api_spec *info = kapi_registry__find(reg, "FWCTL_INFO");
	uint32_t buf[8] = { 32, 3, 16, 16, 0, 0, 0, 0 };
	struct kapi_report r;

	kapi_report__init(&r);
	is_int(kapi_ioctl__check_struct(rpc, buf, sizeof(buf), &r), 0,
	       "ioctl: valid fwctl_rpc");
	buf[1] = 4;
	is_int(kapi_ioctl__check_struct(rpc, buf, sizeof(buf), &r), 1,
	       "ioctl: scope 4 refused by the field range");
	buf[1] = 0;
	buf[2] = (2u << 20) + 1;
	is_int(kapi_ioctl__check_struct(rpc, buf, sizeof(buf), &r), 1,
	       "ioctl: in_len above MAX_RPC_LEN refused by the param range");
	ok(!strcmp(r.items[r.count - 1].subject, "in_len"), "ioctl: finding names the field");
	buf[2] = 0;
	is_int(kapi_ioctl__check_struct(rpc, buf, 8, &r), 1, "ioctl: short buffer");
	ok(found(&r, KAPI_FINDING_STRUCT_SIZE), "ioctl: struct size finding");
	kapi_report__free(&r);

	kapi_report__init(&r);
	buf[1] = 1;	/* fwctl_info.flags must be 0 */
	is_int(kapi_ioctl__check_struct(info, buf, 24, &r), 1, "ioctl: info flags != 0");
	kapi_report__free(&r);
}

int main(void)
{
	kapi_registry__new(&reg);
	kapi_registry__add_builtin(reg);
	test_constraints();
	test_returns();
	test_sysfs();
	test_ioctl();
	kapi_registry__free(reg);
	return done_testing();
}

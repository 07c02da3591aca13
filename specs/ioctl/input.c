// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * Input event devices: /dev/input/eventN (drivers/input/evdev.c), major
 * 13.  The queries need only read access; a device that went away or was
 * revoked answers ENODEV to every command.  The commands that carry a
 * buffer length in their number (EVIOCGNAME(len), EVIOCGBIT(ev, len),
 * ...) are spec'd at the length that holds the whole answer; other lengths
 * are other numbers, truncated to what fits.
 */
#include <kapi/spec_compile.h>
#include <errno.h>
#include <limits.h>
#include <stddef.h>
#include <linux/ioctl.h>
#include <linux/input.h>
#include <kapi_specs/helpers.h>

#define EVDEV		"evdev_fops"
/* _IOC(_IOC_READ, 'E', nr, len), as the source loader can read it */
#define EVDEV_READ(nr, len)	(0x80004500U | ((len) << 16) | (nr))
#define EVDEV_WRITE(nr, len)	(0x40004500U | ((len) << 16) | (nr))
_Static_assert(EVDEV_READ(0x06, 256) == EVIOCGNAME(256) &&
	       EVDEV_READ(0x20 + EV_KEY, KEY_CNT / 8) == EVIOCGBIT(EV_KEY, KEY_CNT / 8) &&
	       EVDEV_READ(0x40 + ABS_X, 24) == EVIOCGABS(ABS_X) &&
	       EVDEV_WRITE(0xc0 + ABS_X, 24) == EVIOCSABS(ABS_X),
	       "evdev command numbers");

DEFINE_KAPI_IOCTL_SPEC(eviocgversion)
	KAPI_IOCTL_HEAD_R(EVIOCGVERSION, EVDEV, "int *", sizeof(int),
			  "The evdev protocol version",
			  "Receives EV_VERSION")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENODEV, "The device was unplugged or access was revoked (EVIOCREVOKE)")
	KAPI_IOCTL_SCALAR(version, KAPI_TYPE_INT, "int", 4, "EV_VERSION (0x010001)",
		KAPI_FIELD_CONSTRAINT_RANGE(EV_VERSION, EV_VERSION))
	KAPI_EXAMPLES("int v;\\nioctl(fd, EVIOCGVERSION, &v);")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(eviocgid)
	KAPI_IOCTL_HEAD_R(EVIOCGID, EVDEV, "struct input_id *", sizeof(struct input_id),
			  "The device's bus, vendor, product and version",
			  "Filled in")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENODEV, "The device was unplugged or access was revoked (EVIOCREVOKE)")
	KAPI_IOCTL_STRUCT(input_id, "Bus and identity",
		KAPI_IOCTL_FIELD(0, input_id, bustype, KAPI_TYPE_UINT, "__u16", 2,
				 "BUS_*")
		KAPI_IOCTL_FIELD(1, input_id, vendor, KAPI_TYPE_UINT, "__u16", 2,
				 "Vendor id")
		KAPI_IOCTL_FIELD(2, input_id, product, KAPI_TYPE_UINT, "__u16", 2,
				 "Product id")
		KAPI_IOCTL_FIELD(3, input_id, version, KAPI_TYPE_UINT, "__u16", 2,
				 "Version"))
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(eviocgrep)
	KAPI_IOCTL_HEAD_R(EVIOCGREP, EVDEV, "unsigned int[2] *", 2 * sizeof(unsigned int),
			  "Autorepeat delay and period",
			  "Filled in")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENODEV, "The device was unplugged or access was revoked (EVIOCREVOKE)")
	KAPI_ERRNO(ENOSYS, "The device does not autorepeat (no EV_REP)")
	KAPI_STRUCT_SPEC(0, rep, "Autorepeat")
		KAPI_STRUCT_SIZE(8, 4)
		KAPI_STRUCT_FIELD(0, "delay", KAPI_TYPE_UINT, "unsigned int", "Milliseconds before the first repeat")
			KAPI_FIELD_OFFSET(0)
			KAPI_FIELD_SIZE(4)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(1, "period", KAPI_TYPE_UINT, "unsigned int", "Milliseconds between repeats")
			KAPI_FIELD_OFFSET(4)
			KAPI_FIELD_SIZE(4)
		KAPI_STRUCT_FIELD_END
	KAPI_STRUCT_SPEC_END
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(eviocsrep)
	KAPI_IOCTL_HEAD_W(EVIOCSREP, EVDEV, "const unsigned int[2] *", 2 * sizeof(unsigned int),
			  "Set autorepeat delay and period",
			  "The values")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENODEV, "The device was unplugged or access was revoked (EVIOCREVOKE)")
	KAPI_ERRNO(ENOSYS, "The device does not autorepeat (no EV_REP)")
	KAPI_STRUCT_SPEC(0, rep, "Autorepeat")
		KAPI_STRUCT_SIZE(8, 4)
		KAPI_STRUCT_FIELD(0, "delay", KAPI_TYPE_UINT, "unsigned int", "Milliseconds before the first repeat")
			KAPI_FIELD_OFFSET(0)
			KAPI_FIELD_SIZE(4)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(1, "period", KAPI_TYPE_UINT, "unsigned int", "Milliseconds between repeats")
			KAPI_FIELD_OFFSET(4)
			KAPI_FIELD_SIZE(4)
		KAPI_STRUCT_FIELD_END
	KAPI_STRUCT_SPEC_END
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(eviocgkeycode)
	KAPI_IOCTL_HEAD_R(EVIOCGKEYCODE, EVDEV, "unsigned int[2] *", 2 * sizeof(unsigned int),
			  "The keycode a scancode maps to",
			  "Scancode in, keycode out")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENODEV, "The device was unplugged or access was revoked (EVIOCREVOKE)")
	KAPI_ERRNO(EINVAL, "The scancode is not in the keymap")
	KAPI_STRUCT_SPEC(0, keycode, "Scancode and keycode")
		KAPI_STRUCT_SIZE(8, 4)
		KAPI_STRUCT_FIELD(0, "scancode", KAPI_TYPE_UINT, "unsigned int", "Scancode")
			KAPI_FIELD_OFFSET(0)
			KAPI_FIELD_SIZE(4)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(1, "keycode", KAPI_TYPE_UINT, "unsigned int", "KEY_* code")
			KAPI_FIELD_OFFSET(4)
			KAPI_FIELD_SIZE(4)
			KAPI_FIELD_CONSTRAINT_RANGE(0, KEY_MAX)
		KAPI_STRUCT_FIELD_END
	KAPI_STRUCT_SPEC_END
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(eviocgkeycode_v2)
	KAPI_IOCTL_HEAD_R(EVIOCGKEYCODE_V2, EVDEV, "struct input_keymap_entry *", sizeof(struct input_keymap_entry),
			  "A keymap entry by scancode or index",
			  "Key in, entry out")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENODEV, "The device was unplugged or access was revoked (EVIOCREVOKE)")
	KAPI_ERRNO(EINVAL, "len above 32, or no such entry")
	KAPI_IOCTL_STRUCT(input_keymap_entry, "A keymap entry by scancode or by index",
		KAPI_IOCTL_FIELD(0, input_keymap_entry, flags, KAPI_TYPE_UINT, "__u8", 1,
				 "INPUT_KEYMAP_BY_INDEX to look up by index",
				 KAPI_FIELD_CONSTRAINT_MASK(INPUT_KEYMAP_BY_INDEX))
		KAPI_IOCTL_FIELD(1, input_keymap_entry, len, KAPI_TYPE_UINT, "__u8", 1,
				 "Bytes of scancode used",
				 KAPI_FIELD_CONSTRAINT_RANGE(0, 32))
		KAPI_IOCTL_FIELD(2, input_keymap_entry, index, KAPI_TYPE_UINT, "__u16", 2,
				 "Index in the keymap")
		KAPI_IOCTL_FIELD(3, input_keymap_entry, keycode, KAPI_TYPE_UINT, "__u32", 4,
				 "KEY_* code")
		KAPI_IOCTL_FIELD(4, input_keymap_entry, scancode, KAPI_TYPE_BINARY, "__u8[32]", 32,
				 "Scancode, len bytes"))
	KAPI_SINCE_VERSION("2.6.37")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(eviocskeycode)
	KAPI_IOCTL_HEAD_W(EVIOCSKEYCODE, EVDEV, "const unsigned int[2] *", 2 * sizeof(unsigned int),
			  "Map a scancode to a keycode",
			  "Scancode and keycode")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENODEV, "The device was unplugged or access was revoked (EVIOCREVOKE)")
	KAPI_ERRNO(EINVAL, "A keycode above KEY_MAX, or a scancode the device cannot remap")
	KAPI_STRUCT_SPEC(0, keycode, "Scancode and keycode")
		KAPI_STRUCT_SIZE(8, 4)
		KAPI_STRUCT_FIELD(0, "scancode", KAPI_TYPE_UINT, "unsigned int", "Scancode")
			KAPI_FIELD_OFFSET(0)
			KAPI_FIELD_SIZE(4)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(1, "keycode", KAPI_TYPE_UINT, "unsigned int", "KEY_* code")
			KAPI_FIELD_OFFSET(4)
			KAPI_FIELD_SIZE(4)
			KAPI_FIELD_CONSTRAINT_RANGE(0, KEY_MAX)
		KAPI_STRUCT_FIELD_END
	KAPI_STRUCT_SPEC_END
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(eviocskeycode_v2)
	KAPI_IOCTL_HEAD_W(EVIOCSKEYCODE_V2, EVDEV, "const struct input_keymap_entry *", sizeof(struct input_keymap_entry),
			  "Change a keymap entry",
			  "The entry")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENODEV, "The device was unplugged or access was revoked (EVIOCREVOKE)")
	KAPI_ERRNO(EINVAL, "len above 32, a keycode above KEY_MAX, or an unknown entry")
	KAPI_IOCTL_STRUCT(input_keymap_entry, "A keymap entry by scancode or by index",
		KAPI_IOCTL_FIELD(0, input_keymap_entry, flags, KAPI_TYPE_UINT, "__u8", 1,
				 "INPUT_KEYMAP_BY_INDEX to look up by index",
				 KAPI_FIELD_CONSTRAINT_MASK(INPUT_KEYMAP_BY_INDEX))
		KAPI_IOCTL_FIELD(1, input_keymap_entry, len, KAPI_TYPE_UINT, "__u8", 1,
				 "Bytes of scancode used",
				 KAPI_FIELD_CONSTRAINT_RANGE(0, 32))
		KAPI_IOCTL_FIELD(2, input_keymap_entry, index, KAPI_TYPE_UINT, "__u16", 2,
				 "Index in the keymap")
		KAPI_IOCTL_FIELD(3, input_keymap_entry, keycode, KAPI_TYPE_UINT, "__u32", 4,
				 "KEY_* code")
		KAPI_IOCTL_FIELD(4, input_keymap_entry, scancode, KAPI_TYPE_BINARY, "__u8[32]", 32,
				 "Scancode, len bytes"))
	KAPI_SINCE_VERSION("2.6.37")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(eviocsff)
	KAPI_IOCTL_HEAD_W(EVIOCSFF, EVDEV, "struct ff_effect *", sizeof(struct ff_effect),
			  "Upload a force-feedback effect",
			  "The effect; id -1 for a new one (the id is written back)")
	KAPI_RETURN_IN_RANGE("int", "0", 0, 0)
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENODEV, "The device was unplugged or access was revoked (EVIOCREVOKE)")
	KAPI_ERRNO(ENOSYS, "The device has no force feedback")
	KAPI_ERRNO(EINVAL, "An effect type or direction the device does not have, or an id not this reader's")
	KAPI_ERRNO(ENOSPC, "Every effect slot is taken")
	KAPI_ERRNO(EACCES, "The effect id belongs to another reader")
	KAPI_IOCTL_STRUCT(ff_effect, "Effect header (48 bytes with its union)",
		KAPI_IOCTL_FIELD(0, ff_effect, type, KAPI_TYPE_UINT, "__u16", 2,
				 "FF_RUMBLE, FF_PERIODIC, ...",
				 KAPI_FIELD_CONSTRAINT_RANGE(FF_EFFECT_MIN, FF_EFFECT_MAX))
		KAPI_IOCTL_FIELD(1, ff_effect, id, KAPI_TYPE_INT, "__s16", 2,
				 "-1 for new; out: the id")
		KAPI_IOCTL_FIELD(2, ff_effect, direction, KAPI_TYPE_UINT, "__u16", 2,
				 "Direction")
		KAPI_IOCTL_FIELD(3, ff_effect, trigger, KAPI_TYPE_STRUCT, "struct ff_trigger", 4,
				 "Button and interval")
		KAPI_IOCTL_FIELD(4, ff_effect, replay, KAPI_TYPE_STRUCT, "struct ff_replay", 4,
				 "Length and delay")
		KAPI_STRUCT_FIELD(5, "u", KAPI_TYPE_UNION, "union", "Per type parameters")
			KAPI_FIELD_OFFSET(16)
			KAPI_FIELD_SIZE(32)
		KAPI_STRUCT_FIELD_END)
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(eviocrmff)
	KAPI_IOCTL_HEAD_V(EVIOCRMFF, EVDEV, "int",
			  "Erase an uploaded force-feedback effect",
			  "Effect id")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENODEV, "The device was unplugged or access was revoked (EVIOCREVOKE)")
	KAPI_ERRNO(EINVAL, "No effect with this id")
	KAPI_ERRNO(EACCES, "The effect belongs to another reader")
	KAPI_ERRNO(ENOSYS, "The device has no force feedback")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(eviocgeffects)
	KAPI_IOCTL_HEAD_R(EVIOCGEFFECTS, EVDEV, "int *", sizeof(int),
			  "How many effects the device can hold at once",
			  "Receives the count")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENODEV, "The device was unplugged or access was revoked (EVIOCREVOKE)")
	KAPI_IOCTL_SCALAR(effects, KAPI_TYPE_INT, "int", 4, "Count, 0 without force feedback",
		KAPI_FIELD_CONSTRAINT_RANGE(0, INT_MAX))
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(eviocgrab)
	KAPI_IOCTL_HEAD_V(EVIOCGRAB, EVDEV, "int",
			  "Take the device's events for this descriptor only, or give them back",
			  "1 to grab, 0 to release")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENODEV, "The device was unplugged or access was revoked (EVIOCREVOKE)")
	KAPI_ERRNO(EBUSY, "Another descriptor holds the grab")
	KAPI_ERRNO(EINVAL, "Releasing a grab this descriptor does not hold")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(eviocrevoke)
	KAPI_IOCTL_HEAD_V(EVIOCREVOKE, EVDEV, "int",
			  "Revoke this descriptor's access to the device for good",
			  "Must be 0",
			  KAPI_PARAM_RANGE(0, 0))
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENODEV, "The device was unplugged or access was revoked (EVIOCREVOKE)")
	KAPI_ERRNO(EINVAL, "arg is not 0")
	KAPI_SINCE_VERSION("3.12")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(eviocgmask)
	KAPI_IOCTL_HEAD_R(EVIOCGMASK, EVDEV, "struct input_mask *", sizeof(struct input_mask),
			  "Which event codes this reader receives",
			  "Type and bitmap buffer")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENODEV, "The device was unplugged or access was revoked (EVIOCREVOKE)")
	KAPI_ERRNO(EINVAL, "An unknown type")
	KAPI_IOCTL_STRUCT(input_mask, "Which event codes of a type this reader gets",
		KAPI_IOCTL_FIELD(0, input_mask, type, KAPI_TYPE_UINT, "__u32", 4,
				 "EV_* type whose codes the bitmap covers",
				 KAPI_FIELD_CONSTRAINT_RANGE(0, EV_MAX))
		KAPI_IOCTL_FIELD(1, input_mask, codes_size, KAPI_TYPE_UINT, "__u32", 4,
				 "Bytes at codes_ptr")
		KAPI_IOCTL_FIELD(2, input_mask, codes_ptr, KAPI_TYPE_USER_PTR, "__u64", 8,
				 "The bitmap"))
	KAPI_SINCE_VERSION("4.4")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(eviocsmask)
	KAPI_IOCTL_HEAD_W(EVIOCSMASK, EVDEV, "const struct input_mask *", sizeof(struct input_mask),
			  "Filter which event codes this reader receives",
			  "Type and bitmap")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENODEV, "The device was unplugged or access was revoked (EVIOCREVOKE)")
	KAPI_ERRNO(EINVAL, "An unknown type")
	KAPI_ERRNO(ENOMEM, "Kernel memory ran out")
	KAPI_IOCTL_STRUCT(input_mask, "Which event codes of a type this reader gets",
		KAPI_IOCTL_FIELD(0, input_mask, type, KAPI_TYPE_UINT, "__u32", 4,
				 "EV_* type whose codes the bitmap covers",
				 KAPI_FIELD_CONSTRAINT_RANGE(0, EV_MAX))
		KAPI_IOCTL_FIELD(1, input_mask, codes_size, KAPI_TYPE_UINT, "__u32", 4,
				 "Bytes at codes_ptr")
		KAPI_IOCTL_FIELD(2, input_mask, codes_ptr, KAPI_TYPE_USER_PTR, "__u64", 8,
				 "The bitmap"))
	KAPI_SINCE_VERSION("4.4")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(eviocsclockid)
	KAPI_IOCTL_HEAD_W(EVIOCSCLOCKID, EVDEV, "const int *", sizeof(int),
			  "The clock events are stamped with",
			  "CLOCK_REALTIME, CLOCK_MONOTONIC or CLOCK_BOOTTIME")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENODEV, "The device was unplugged or access was revoked (EVIOCREVOKE)")
	KAPI_ERRNO(EINVAL, "Another clock")
	KAPI_IOCTL_SCALAR(clockid, KAPI_TYPE_INT, "int", 4, "Clock",
		KAPI_FIELD_CONSTRAINT_ENUM(0, 1, 7))
	KAPI_SINCE_VERSION("3.4")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(eviocgname)
	KAPI_IOCTL_CMD(EVDEV_READ(0x06, 256))
	KAPI_IOCTL_CMD_NAME("EVIOCGNAME(256)")
	KAPI_IOCTL_FILE_OPS_NAME(EVDEV)
	KAPI_DESCRIPTION("The device's name")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_IOCTL_OUTPUT_SIZE(256)
	KAPI_PARAM_USER_OUT("arg", "void *", "Receives the name, NUL-terminated")
	KAPI_RETURN_IN_RANGE("int", "Bytes written", 0, 256)
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENODEV, "The device was unplugged or access was revoked (EVIOCREVOKE)")
	KAPI_ERRNO(ENOENT, "The device has no name")
	KAPI_NOTES("The answer is the length with its NUL, cut to the buffer.")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(eviocgphys)
	KAPI_IOCTL_CMD(EVDEV_READ(0x07, 256))
	KAPI_IOCTL_CMD_NAME("EVIOCGPHYS(256)")
	KAPI_IOCTL_FILE_OPS_NAME(EVDEV)
	KAPI_DESCRIPTION("Where the device is attached (its physical path)")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_IOCTL_OUTPUT_SIZE(256)
	KAPI_PARAM_USER_OUT("arg", "void *", "Receives the path")
	KAPI_RETURN_IN_RANGE("int", "Bytes written", 0, 256)
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENODEV, "The device was unplugged or access was revoked (EVIOCREVOKE)")
	KAPI_ERRNO(ENOENT, "The device gives no path")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(eviocguniq)
	KAPI_IOCTL_CMD(EVDEV_READ(0x08, 256))
	KAPI_IOCTL_CMD_NAME("EVIOCGUNIQ(256)")
	KAPI_IOCTL_FILE_OPS_NAME(EVDEV)
	KAPI_DESCRIPTION("The device's unique id (a serial number)")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_IOCTL_OUTPUT_SIZE(256)
	KAPI_PARAM_USER_OUT("arg", "void *", "Receives the id")
	KAPI_RETURN_IN_RANGE("int", "Bytes written", 0, 256)
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENODEV, "The device was unplugged or access was revoked (EVIOCREVOKE)")
	KAPI_ERRNO(ENOENT, "The device has no id")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(eviocgprop)
	KAPI_IOCTL_CMD(EVDEV_READ(0x09, INPUT_PROP_CNT / 8))
	KAPI_IOCTL_CMD_NAME("EVIOCGPROP(INPUT_PROP_CNT / 8)")
	KAPI_IOCTL_FILE_OPS_NAME(EVDEV)
	KAPI_DESCRIPTION("The device's INPUT_PROP_* bits")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_IOCTL_OUTPUT_SIZE(INPUT_PROP_CNT / 8)
	KAPI_PARAM_USER_OUT("arg", "void *", "Receives the bitmap")
	KAPI_RETURN_IN_RANGE("int", "Bytes written", 0, INPUT_PROP_CNT / 8)
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENODEV, "The device was unplugged or access was revoked (EVIOCREVOKE)")
	KAPI_IOCTL_SCALAR(bits, KAPI_TYPE_BITMAP, "unsigned char[4]", 4, "One bit per code")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(eviocgkey)
	KAPI_IOCTL_CMD(EVDEV_READ(0x18, KEY_CNT / 8))
	KAPI_IOCTL_CMD_NAME("EVIOCGKEY(KEY_CNT / 8)")
	KAPI_IOCTL_FILE_OPS_NAME(EVDEV)
	KAPI_DESCRIPTION("Which keys are down now")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_IOCTL_OUTPUT_SIZE(KEY_CNT / 8)
	KAPI_PARAM_USER_OUT("arg", "void *", "Receives the bitmap")
	KAPI_RETURN_IN_RANGE("int", "Bytes written", 0, KEY_CNT / 8)
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENODEV, "The device was unplugged or access was revoked (EVIOCREVOKE)")
	KAPI_IOCTL_SCALAR(bits, KAPI_TYPE_BITMAP, "unsigned char[96]", 96, "One bit per code")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(eviocgled)
	KAPI_IOCTL_CMD(EVDEV_READ(0x19, LED_CNT / 8))
	KAPI_IOCTL_CMD_NAME("EVIOCGLED(LED_CNT / 8)")
	KAPI_IOCTL_FILE_OPS_NAME(EVDEV)
	KAPI_DESCRIPTION("Which LEDs are lit")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_IOCTL_OUTPUT_SIZE(LED_CNT / 8)
	KAPI_PARAM_USER_OUT("arg", "void *", "Receives the bitmap")
	KAPI_RETURN_IN_RANGE("int", "Bytes written", 0, LED_CNT / 8)
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENODEV, "The device was unplugged or access was revoked (EVIOCREVOKE)")
	KAPI_IOCTL_SCALAR(bits, KAPI_TYPE_BITMAP, "unsigned char[2]", 2, "One bit per code")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(eviocgsnd)
	KAPI_IOCTL_CMD(EVDEV_READ(0x1a, SND_CNT / 8))
	KAPI_IOCTL_CMD_NAME("EVIOCGSND(SND_CNT / 8)")
	KAPI_IOCTL_FILE_OPS_NAME(EVDEV)
	KAPI_DESCRIPTION("Which sounds are playing")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_IOCTL_OUTPUT_SIZE(SND_CNT / 8)
	KAPI_PARAM_USER_OUT("arg", "void *", "Receives the bitmap")
	KAPI_RETURN_IN_RANGE("int", "Bytes written", 0, SND_CNT / 8)
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENODEV, "The device was unplugged or access was revoked (EVIOCREVOKE)")
	KAPI_IOCTL_SCALAR(bits, KAPI_TYPE_BITMAP, "unsigned char[1]", 1, "One bit per code")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(eviocgsw)
	KAPI_IOCTL_CMD(EVDEV_READ(0x1b, SW_CNT / 8 + 1))
	KAPI_IOCTL_CMD_NAME("EVIOCGSW(SW_CNT / 8 + 1)")
	KAPI_IOCTL_FILE_OPS_NAME(EVDEV)
	KAPI_DESCRIPTION("Which switches are on")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_IOCTL_OUTPUT_SIZE(SW_CNT / 8 + 1)
	KAPI_PARAM_USER_OUT("arg", "void *", "Receives the bitmap")
	KAPI_RETURN_IN_RANGE("int", "Bytes written", 0, SW_CNT / 8 + 1)
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENODEV, "The device was unplugged or access was revoked (EVIOCREVOKE)")
	KAPI_IOCTL_SCALAR(bits, KAPI_TYPE_BITMAP, "unsigned char[3]", 3, "One bit per code")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(eviocgbit_ev)
	KAPI_IOCTL_CMD(EVDEV_READ(0x20, EV_CNT / 8))
	KAPI_IOCTL_CMD_NAME("EVIOCGBIT(0, EV_CNT / 8)")
	KAPI_IOCTL_FILE_OPS_NAME(EVDEV)
	KAPI_DESCRIPTION("Which event types the device sends")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_IOCTL_OUTPUT_SIZE(EV_CNT / 8)
	KAPI_PARAM_USER_OUT("arg", "void *", "Receives the EV_* bitmap")
	KAPI_RETURN_IN_RANGE("int", "Bytes written", 0, EV_CNT / 8)
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENODEV, "The device was unplugged or access was revoked (EVIOCREVOKE)")
	KAPI_IOCTL_SCALAR(bits, KAPI_TYPE_BITMAP, "unsigned char[4]", 4, "One bit per code")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(eviocgbit_key)
	KAPI_IOCTL_CMD(EVDEV_READ(0x20 + EV_KEY, KEY_CNT / 8))
	KAPI_IOCTL_CMD_NAME("EVIOCGBIT(EV_KEY, KEY_CNT / 8)")
	KAPI_IOCTL_FILE_OPS_NAME(EVDEV)
	KAPI_DESCRIPTION("Which keys and buttons the device has")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_IOCTL_OUTPUT_SIZE(KEY_CNT / 8)
	KAPI_PARAM_USER_OUT("arg", "void *", "Receives the bitmap")
	KAPI_RETURN_IN_RANGE("int", "Bytes written", 0, KEY_CNT / 8)
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENODEV, "The device was unplugged or access was revoked (EVIOCREVOKE)")
	KAPI_IOCTL_SCALAR(bits, KAPI_TYPE_BITMAP, "unsigned char[96]", 96, "One bit per code")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(eviocgbit_rel)
	KAPI_IOCTL_CMD(EVDEV_READ(0x20 + EV_REL, REL_CNT / 8))
	KAPI_IOCTL_CMD_NAME("EVIOCGBIT(EV_REL, REL_CNT / 8)")
	KAPI_IOCTL_FILE_OPS_NAME(EVDEV)
	KAPI_DESCRIPTION("Which relative axes the device has")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_IOCTL_OUTPUT_SIZE(REL_CNT / 8)
	KAPI_PARAM_USER_OUT("arg", "void *", "Receives the bitmap")
	KAPI_RETURN_IN_RANGE("int", "Bytes written", 0, REL_CNT / 8)
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENODEV, "The device was unplugged or access was revoked (EVIOCREVOKE)")
	KAPI_IOCTL_SCALAR(bits, KAPI_TYPE_BITMAP, "unsigned char[2]", 2, "One bit per code")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(eviocgbit_abs)
	KAPI_IOCTL_CMD(EVDEV_READ(0x20 + EV_ABS, ABS_CNT / 8))
	KAPI_IOCTL_CMD_NAME("EVIOCGBIT(EV_ABS, ABS_CNT / 8)")
	KAPI_IOCTL_FILE_OPS_NAME(EVDEV)
	KAPI_DESCRIPTION("Which absolute axes the device has")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_IOCTL_OUTPUT_SIZE(ABS_CNT / 8)
	KAPI_PARAM_USER_OUT("arg", "void *", "Receives the bitmap")
	KAPI_RETURN_IN_RANGE("int", "Bytes written", 0, ABS_CNT / 8)
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENODEV, "The device was unplugged or access was revoked (EVIOCREVOKE)")
	KAPI_IOCTL_SCALAR(bits, KAPI_TYPE_BITMAP, "unsigned char[8]", 8, "One bit per code")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(eviocgbit_msc)
	KAPI_IOCTL_CMD(EVDEV_READ(0x20 + EV_MSC, MSC_CNT / 8))
	KAPI_IOCTL_CMD_NAME("EVIOCGBIT(EV_MSC, MSC_CNT / 8)")
	KAPI_IOCTL_FILE_OPS_NAME(EVDEV)
	KAPI_DESCRIPTION("Which miscellaneous events the device sends")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_IOCTL_OUTPUT_SIZE(MSC_CNT / 8)
	KAPI_PARAM_USER_OUT("arg", "void *", "Receives the bitmap")
	KAPI_RETURN_IN_RANGE("int", "Bytes written", 0, MSC_CNT / 8)
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENODEV, "The device was unplugged or access was revoked (EVIOCREVOKE)")
	KAPI_IOCTL_SCALAR(bits, KAPI_TYPE_BITMAP, "unsigned char[1]", 1, "One bit per code")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(eviocgbit_led)
	KAPI_IOCTL_CMD(EVDEV_READ(0x20 + EV_LED, LED_CNT / 8))
	KAPI_IOCTL_CMD_NAME("EVIOCGBIT(EV_LED, LED_CNT / 8)")
	KAPI_IOCTL_FILE_OPS_NAME(EVDEV)
	KAPI_DESCRIPTION("Which LEDs the device has")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_IOCTL_OUTPUT_SIZE(LED_CNT / 8)
	KAPI_PARAM_USER_OUT("arg", "void *", "Receives the bitmap")
	KAPI_RETURN_IN_RANGE("int", "Bytes written", 0, LED_CNT / 8)
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENODEV, "The device was unplugged or access was revoked (EVIOCREVOKE)")
	KAPI_IOCTL_SCALAR(bits, KAPI_TYPE_BITMAP, "unsigned char[2]", 2, "One bit per code")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(eviocgbit_snd)
	KAPI_IOCTL_CMD(EVDEV_READ(0x20 + EV_SND, SND_CNT / 8))
	KAPI_IOCTL_CMD_NAME("EVIOCGBIT(EV_SND, SND_CNT / 8)")
	KAPI_IOCTL_FILE_OPS_NAME(EVDEV)
	KAPI_DESCRIPTION("Which sounds the device makes")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_IOCTL_OUTPUT_SIZE(SND_CNT / 8)
	KAPI_PARAM_USER_OUT("arg", "void *", "Receives the bitmap")
	KAPI_RETURN_IN_RANGE("int", "Bytes written", 0, SND_CNT / 8)
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENODEV, "The device was unplugged or access was revoked (EVIOCREVOKE)")
	KAPI_IOCTL_SCALAR(bits, KAPI_TYPE_BITMAP, "unsigned char[1]", 1, "One bit per code")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(eviocgbit_ff)
	KAPI_IOCTL_CMD(EVDEV_READ(0x20 + EV_FF, FF_CNT / 8))
	KAPI_IOCTL_CMD_NAME("EVIOCGBIT(EV_FF, FF_CNT / 8)")
	KAPI_IOCTL_FILE_OPS_NAME(EVDEV)
	KAPI_DESCRIPTION("Which force-feedback effects the device has")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_IOCTL_OUTPUT_SIZE(FF_CNT / 8)
	KAPI_PARAM_USER_OUT("arg", "void *", "Receives the bitmap")
	KAPI_RETURN_IN_RANGE("int", "Bytes written", 0, FF_CNT / 8)
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENODEV, "The device was unplugged or access was revoked (EVIOCREVOKE)")
	KAPI_IOCTL_SCALAR(bits, KAPI_TYPE_BITMAP, "unsigned char[16]", 16, "One bit per code")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(eviocgbit_sw)
	KAPI_IOCTL_CMD(EVDEV_READ(0x20 + EV_SW, SW_CNT / 8 + 1))
	KAPI_IOCTL_CMD_NAME("EVIOCGBIT(EV_SW, SW_CNT / 8 + 1)")
	KAPI_IOCTL_FILE_OPS_NAME(EVDEV)
	KAPI_DESCRIPTION("Which switches the device has")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_IOCTL_OUTPUT_SIZE(SW_CNT / 8 + 1)
	KAPI_PARAM_USER_OUT("arg", "void *", "Receives the bitmap")
	KAPI_RETURN_IN_RANGE("int", "Bytes written", 0, SW_CNT / 8 + 1)
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENODEV, "The device was unplugged or access was revoked (EVIOCREVOKE)")
	KAPI_IOCTL_SCALAR(bits, KAPI_TYPE_BITMAP, "unsigned char[3]", 3, "One bit per code")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(eviocgabs_abs_x)
	KAPI_IOCTL_CMD(EVDEV_READ(0x40 + ABS_X, 24))
	KAPI_IOCTL_CMD_NAME("EVIOCGABS(ABS_X)")
	KAPI_IOCTL_FILE_OPS_NAME(EVDEV)
	KAPI_DESCRIPTION("Range and state of an absolute axis (X; the axis is the low bits of the number)")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_IOCTL_OUTPUT_SIZE(sizeof(struct input_absinfo))
	KAPI_PARAM_USER_OUT("arg", "struct input_absinfo *", "Filled in")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENODEV, "The device was unplugged or access was revoked (EVIOCREVOKE)")
	KAPI_ERRNO(EINVAL, "The device has no such axis")
	KAPI_IOCTL_STRUCT(input_absinfo, "An absolute axis",
		KAPI_IOCTL_FIELD(0, input_absinfo, value, KAPI_TYPE_INT, "__s32", 4,
				 "Current value")
		KAPI_IOCTL_FIELD(1, input_absinfo, minimum, KAPI_TYPE_INT, "__s32", 4,
				 "Minimum")
		KAPI_IOCTL_FIELD(2, input_absinfo, maximum, KAPI_TYPE_INT, "__s32", 4,
				 "Maximum")
		KAPI_IOCTL_FIELD(3, input_absinfo, fuzz, KAPI_TYPE_INT, "__s32", 4,
				 "Noise filter")
		KAPI_IOCTL_FIELD(4, input_absinfo, flat, KAPI_TYPE_INT, "__s32", 4,
				 "Dead zone")
		KAPI_IOCTL_FIELD(5, input_absinfo, resolution, KAPI_TYPE_INT, "__s32", 4,
				 "Units per mm (or per radian)"))
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(eviocsabs_abs_x)
	KAPI_IOCTL_CMD(EVDEV_WRITE(0xc0 + ABS_X, 24))
	KAPI_IOCTL_CMD_NAME("EVIOCSABS(ABS_X)")
	KAPI_IOCTL_FILE_OPS_NAME(EVDEV)
	KAPI_DESCRIPTION("Change the range of an absolute axis (X)")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_IOCTL_INPUT_SIZE(sizeof(struct input_absinfo))
	KAPI_PARAM_USER_IN("arg", "const struct input_absinfo *", "The values")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENODEV, "The device was unplugged or access was revoked (EVIOCREVOKE)")
	KAPI_ERRNO(EINVAL, "The device has no such axis, or it is ABS_MT_SLOT")
	KAPI_IOCTL_STRUCT(input_absinfo, "An absolute axis",
		KAPI_IOCTL_FIELD(0, input_absinfo, value, KAPI_TYPE_INT, "__s32", 4,
				 "Current value")
		KAPI_IOCTL_FIELD(1, input_absinfo, minimum, KAPI_TYPE_INT, "__s32", 4,
				 "Minimum")
		KAPI_IOCTL_FIELD(2, input_absinfo, maximum, KAPI_TYPE_INT, "__s32", 4,
				 "Maximum")
		KAPI_IOCTL_FIELD(3, input_absinfo, fuzz, KAPI_TYPE_INT, "__s32", 4,
				 "Noise filter")
		KAPI_IOCTL_FIELD(4, input_absinfo, flat, KAPI_TYPE_INT, "__s32", 4,
				 "Dead zone")
		KAPI_IOCTL_FIELD(5, input_absinfo, resolution, KAPI_TYPE_INT, "__s32", 4,
				 "Units per mm (or per radian)"))
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(eviocgmtslots)
	KAPI_IOCTL_CMD(EVDEV_READ(0x0a, 4 + 4 * 64))
	KAPI_IOCTL_CMD_NAME("EVIOCGMTSLOTS(4 + 4 * 64)")
	KAPI_IOCTL_FILE_OPS_NAME(EVDEV)
	KAPI_DESCRIPTION("One multitouch value (an ABS_MT_* code) of every slot")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_IOCTL_OUTPUT_SIZE(4 + 4 * 64)
	KAPI_PARAM_USER_OUT("arg", "struct input_mt_request_layout *", "code in, values of 64 slots out")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENODEV, "The device was unplugged or access was revoked (EVIOCREVOKE)")
	KAPI_ERRNO(EINVAL, "The device has no multitouch slots, or code is not an ABS_MT_* axis")
	KAPI_STRUCT_SPEC(0, input_mt_request_layout, "Code, then a value per slot")
		KAPI_STRUCT_SIZE(4 + 4 * 64, 4)
		KAPI_STRUCT_FIELD(0, "code", KAPI_TYPE_UINT, "__u32", "ABS_MT_* axis")
			KAPI_FIELD_OFFSET(0)
			KAPI_FIELD_SIZE(4)
			KAPI_FIELD_CONSTRAINT_RANGE(ABS_MT_TOUCH_MAJOR, ABS_MT_TOOL_Y)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(1, "values", KAPI_TYPE_ARRAY, "__s32[]", "One per slot (a flexible array)")
			KAPI_FIELD_OFFSET(4)
			KAPI_FIELD_SIZE(0)
		KAPI_STRUCT_FIELD_END
	KAPI_STRUCT_SPEC_END
KAPI_END_SPEC;

/* offsets the specs above spell as numbers, checked by the compiler */
_Static_assert(offsetof(struct ff_effect, u) == 16, "ff_effect.u");

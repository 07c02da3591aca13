// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * Virtual consoles: /dev/tty0 (the active one) and /dev/tty1../dev/tty63
 * (drivers/tty/vt/vt_ioctl.c, keyboard.c).  Queries anyone with the
 * console open may make; changes need the console to be the caller's
 * controlling terminal or CAP_SYS_TTY_CONFIG.
 */
#include <kapi/spec_compile.h>
#include <errno.h>
#include <limits.h>
#include <stddef.h>
#include <signal.h>
#include <linux/vt.h>
#include <linux/kd.h>
#include <linux/capability.h>
#include <kapi_specs/uapi_extra.h>
#include <kapi_specs/helpers.h>

#define VT_FOPS	KAPI_IOCTL_FILE_OPS_NAME("vt_ioctl")

/* A query that writes one value of size bytes, with a range */
#define VT_VALUE_OUT(ctype, size, what, lo, hi) \
	KAPI_STRUCT_SPEC(0, value, what) \
		KAPI_STRUCT_SIZE(size, size) \
		KAPI_STRUCT_FIELD(0, "value", KAPI_TYPE_INT, ctype, what) \
			KAPI_FIELD_OFFSET(0) \
			KAPI_FIELD_SIZE(size) \
			KAPI_FIELD_CONSTRAINT_RANGE(lo, hi) \
		KAPI_STRUCT_FIELD_END \
	KAPI_STRUCT_SPEC_END

DEFINE_KAPI_IOCTL_SPEC(vt_openqry)
	KAPI_IOCTL_CMD(VT_OPENQRY)
	KAPI_IOCTL_CMD_NAME("VT_OPENQRY")
	KAPI_IOCTL_OUTPUT_SIZE(sizeof(int))
	VT_FOPS
	KAPI_DESCRIPTION("The first virtual console nobody has open")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_OUT("arg", "int *", "Receives its number, from 1, or -1 if all are busy")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(EFAULT, "The number cannot be written")
	VT_VALUE_OUT("int", 4, "Console number, or -1", -1, MAX_NR_CONSOLES)
	KAPI_NOTES("openvt(1) asks it.")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(vt_getstate)
	KAPI_IOCTL_CMD(VT_GETSTATE)
	KAPI_IOCTL_CMD_NAME("VT_GETSTATE")
	KAPI_IOCTL_OUTPUT_SIZE(sizeof(struct vt_stat))
	VT_FOPS
	KAPI_DESCRIPTION("The active console, and which of consoles 1 to 15 are open")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_OUT("arg", "struct vt_stat *", "Filled in")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(EFAULT, "The struct cannot be written")
	KAPI_STRUCT_SPEC(0, vt_stat, "What VT_GETSTATE writes")
		KAPI_STRUCT_SIZE(sizeof(struct vt_stat), __alignof__(struct vt_stat))
		KAPI_STRUCT_FIELD(0, "v_active", KAPI_TYPE_UINT, "unsigned short", "Active console, from 1")
			KAPI_FIELD_OFFSET(offsetof(struct vt_stat, v_active))
			KAPI_FIELD_SIZE(2)
			KAPI_FIELD_CONSTRAINT_RANGE(1, MAX_NR_CONSOLES)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(1, "v_state", KAPI_TYPE_UINT, "unsigned short", "Bit n set: console n is allocated")
			KAPI_FIELD_OFFSET(offsetof(struct vt_stat, v_state))
			KAPI_FIELD_SIZE(2)
		KAPI_STRUCT_FIELD_END
	KAPI_STRUCT_SPEC_END
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(vt_getmode)
	KAPI_IOCTL_CMD(VT_GETMODE)
	KAPI_IOCTL_CMD_NAME("VT_GETMODE")
	KAPI_IOCTL_OUTPUT_SIZE(sizeof(struct vt_mode))
	VT_FOPS
	KAPI_DESCRIPTION("How switches away from this console are decided")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_OUT("arg", "struct vt_mode *", "Filled in")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(EFAULT, "The struct cannot be written")
	KAPI_STRUCT_SPEC(0, vt_mode, "What VT_GETMODE writes")
		KAPI_STRUCT_SIZE(sizeof(struct vt_mode), __alignof__(struct vt_mode))
		KAPI_STRUCT_FIELD(0, "mode", KAPI_TYPE_UINT, "char", "VT_AUTO, or VT_PROCESS to decide switches")
			KAPI_FIELD_OFFSET(offsetof(struct vt_mode, mode))
			KAPI_FIELD_SIZE(1)
			KAPI_FIELD_CONSTRAINT_ENUM(VT_AUTO, VT_PROCESS)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(1, "relsig", KAPI_TYPE_INT, "short", "Signal asking the process to release the console")
			KAPI_FIELD_OFFSET(offsetof(struct vt_mode, relsig))
			KAPI_FIELD_SIZE(2)
			KAPI_FIELD_CONSTRAINT_RANGE(0, 64)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(2, "acqsig", KAPI_TYPE_INT, "short", "Signal telling the process it has the console")
			KAPI_FIELD_OFFSET(offsetof(struct vt_mode, acqsig))
			KAPI_FIELD_SIZE(2)
			KAPI_FIELD_CONSTRAINT_RANGE(0, 64)
		KAPI_STRUCT_FIELD_END
	KAPI_STRUCT_SPEC_END
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(vt_setmode)
	KAPI_IOCTL_CMD(VT_SETMODE)
	KAPI_IOCTL_CMD_NAME("VT_SETMODE")
	KAPI_IOCTL_INPUT_SIZE(sizeof(struct vt_mode))
	VT_FOPS
	KAPI_DESCRIPTION("Let the kernel switch consoles, or have this process asked by signal first")
	KAPI_LONG_DESC("X servers and Wayland compositors use VT_PROCESS to "
		       "save and restore the display around a switch.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_IN("arg", "const struct vt_mode *", "The mode and its signals")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(EPERM, "Not the caller's terminal and no CAP_SYS_TTY_CONFIG")
	KAPI_ERRNO(EINVAL, "A mode other than VT_AUTO or VT_PROCESS, or an invalid signal")
	KAPI_ERR_FAULT_ARG_READ
	KAPI_CAPABILITY_NEXT(CAP_SYS_TTY_CONFIG, "CAP_SYS_TTY_CONFIG", KAPI_CAP_GRANT_PERMISSION)
		KAPI_CAP_ALLOWS("Changing a console that is not the caller's terminal")
		KAPI_CAP_WITHOUT("EPERM")
	KAPI_CAPABILITY_END
	KAPI_STRUCT_SPEC(0, vt_mode, "What VT_SETMODE reads")
		KAPI_STRUCT_SIZE(sizeof(struct vt_mode), __alignof__(struct vt_mode))
		KAPI_STRUCT_FIELD(0, "mode", KAPI_TYPE_UINT, "char", "VT_AUTO, or VT_PROCESS to decide switches")
			KAPI_FIELD_OFFSET(offsetof(struct vt_mode, mode))
			KAPI_FIELD_SIZE(1)
			KAPI_FIELD_CONSTRAINT_ENUM(VT_AUTO, VT_PROCESS)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(1, "relsig", KAPI_TYPE_INT, "short", "Signal asking the process to release the console")
			KAPI_FIELD_OFFSET(offsetof(struct vt_mode, relsig))
			KAPI_FIELD_SIZE(2)
			KAPI_FIELD_CONSTRAINT_RANGE(0, 64)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(2, "acqsig", KAPI_TYPE_INT, "short", "Signal telling the process it has the console")
			KAPI_FIELD_OFFSET(offsetof(struct vt_mode, acqsig))
			KAPI_FIELD_SIZE(2)
			KAPI_FIELD_CONSTRAINT_RANGE(0, 64)
		KAPI_STRUCT_FIELD_END
	KAPI_STRUCT_SPEC_END
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(vt_gethifontmask)
	KAPI_IOCTL_CMD(VT_GETHIFONTMASK)
	KAPI_IOCTL_CMD_NAME("VT_GETHIFONTMASK")
	KAPI_IOCTL_OUTPUT_SIZE(sizeof(unsigned short))
	VT_FOPS
	KAPI_DESCRIPTION("The attribute bit that selects the upper 256 glyphs of a 512-glyph font")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_OUT("arg", "unsigned short *", "Receives the mask, 0 for a 256-glyph font")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(EFAULT, "The mask cannot be written")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kdgetmode)
	KAPI_IOCTL_CMD(KDGETMODE)
	KAPI_IOCTL_CMD_NAME("KDGETMODE")
	KAPI_IOCTL_OUTPUT_SIZE(sizeof(int))
	VT_FOPS
	KAPI_DESCRIPTION("Whether the console shows text or a program's graphics")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_OUT("arg", "int *", "Receives KD_TEXT or KD_GRAPHICS")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(EFAULT, "The mode cannot be written")
	VT_VALUE_OUT("int", 4, "KD_TEXT or KD_GRAPHICS", KD_TEXT, KD_TEXT1)
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kdgkbtype)
	KAPI_IOCTL_CMD(KDGKBTYPE)
	KAPI_IOCTL_CMD_NAME("KDGKBTYPE")
	KAPI_IOCTL_OUTPUT_SIZE(1)
	VT_FOPS
	KAPI_DESCRIPTION("The keyboard type: always KB_101")
	KAPI_LONG_DESC("Programs use it to tell a console from other terminals.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_OUT("arg", "char *", "Receives the type (one byte)")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(EFAULT, "The type cannot be written")
	VT_VALUE_OUT("char", 1, "KB_101", KB_101, KB_101)
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kdgkbmode)
	KAPI_IOCTL_CMD(KDGKBMODE)
	KAPI_IOCTL_CMD_NAME("KDGKBMODE")
	KAPI_IOCTL_OUTPUT_SIZE(sizeof(int))
	VT_FOPS
	KAPI_DESCRIPTION("How key presses reach the console: scancodes, keycodes, characters or Unicode")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_OUT("arg", "int *", "Receives K_RAW, K_XLATE, K_MEDIUMRAW, K_UNICODE or K_OFF")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(EFAULT, "The mode cannot be written")
	VT_VALUE_OUT("int", 4, "K_* mode", K_RAW, K_OFF)
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kdgkbmeta)
	KAPI_IOCTL_CMD(KDGKBMETA)
	KAPI_IOCTL_CMD_NAME("KDGKBMETA")
	KAPI_IOCTL_OUTPUT_SIZE(sizeof(int))
	VT_FOPS
	KAPI_DESCRIPTION("Whether Meta sets the high bit or sends an escape first")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_OUT("arg", "int *", "Receives K_METABIT or K_ESCPREFIX")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(EFAULT, "The mode cannot be written")
	VT_VALUE_OUT("int", 4, "K_METABIT or K_ESCPREFIX", K_METABIT, K_ESCPREFIX)
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kdgetled)
	KAPI_IOCTL_CMD(KDGETLED)
	KAPI_IOCTL_CMD_NAME("KDGETLED")
	KAPI_IOCTL_OUTPUT_SIZE(1)
	VT_FOPS
	KAPI_DESCRIPTION("Which keyboard lights are on")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_OUT("arg", "char *", "Receives LED_SCR | LED_NUM | LED_CAP (one byte)")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(EFAULT, "The lights cannot be written")
	VT_VALUE_OUT("char", 1, "LED_* bits", 0, LED_SCR | LED_NUM | LED_CAP)
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kdgkbled)
	KAPI_IOCTL_CMD(KDGKBLED)
	KAPI_IOCTL_CMD_NAME("KDGKBLED")
	KAPI_IOCTL_OUTPUT_SIZE(1)
	VT_FOPS
	KAPI_DESCRIPTION("The lock states (not the lights): scroll, num and caps lock, and their defaults")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_OUT("arg", "char *", "Low nibble: K_* lock flags; high nibble: the defaults")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(EFAULT, "The flags cannot be written")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kdgkbent)
	KAPI_IOCTL_CMD(KDGKBENT)
	KAPI_IOCTL_CMD_NAME("KDGKBENT")
	KAPI_IOCTL_INPUT_SIZE(sizeof(struct kbentry))
	VT_FOPS
	KAPI_DESCRIPTION("One entry of a keymap: what a keycode gives with a modifier combination")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_INOUT("arg", "struct kbentry *", "Table and index; then the value")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(EFAULT, "The entry cannot be read or written")
	KAPI_STRUCT_SPEC(0, kbentry, "What KDGKBENT reads")
		KAPI_STRUCT_SIZE(sizeof(struct kbentry), __alignof__(struct kbentry))
		KAPI_STRUCT_FIELD(0, "kb_table", KAPI_TYPE_UINT, "unsigned char", "Keymap: K_NORMTAB, K_SHIFTTAB, ...")
			KAPI_FIELD_OFFSET(offsetof(struct kbentry, kb_table))
			KAPI_FIELD_SIZE(1)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(1, "kb_index", KAPI_TYPE_UINT, "unsigned char", "Keycode")
			KAPI_FIELD_OFFSET(offsetof(struct kbentry, kb_index))
			KAPI_FIELD_SIZE(1)
		KAPI_STRUCT_FIELD_END
	KAPI_STRUCT_SPEC_END
	KAPI_NOTES("An unallocated keymap reads as K_HOLE, or K_NOSUCHMAP for a "
		   "non-zero index; dumpkeys(1) walks them all.")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(gio_scrnmap)
	KAPI_IOCTL_CMD(GIO_SCRNMAP)
	KAPI_IOCTL_CMD_NAME("GIO_SCRNMAP")
	KAPI_IOCTL_OUTPUT_SIZE(E_TABSZ)
	VT_FOPS
	KAPI_DESCRIPTION("The screen map from bytes to font positions, as 256 bytes")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_OUT("arg", "scrnmap_t[E_TABSZ]", "Filled in")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(EFAULT, "The map cannot be written")
	KAPI_ERR_NOMEM
KAPI_END_SPEC;

// SPDX-License-Identifier: GPL-2.0
/* Terminal queries on a tty (drivers/tty/tty_io.c, tty_ioctl.c). */
#include <kapi/spec_compile.h>
#include <errno.h>
#include <asm/termios.h>
#include <linux/tty.h>
#include <stddef.h>
#include <kapi_specs/uapi_extra.h>

DEFINE_KAPI_IOCTL_SPEC(tcgets)
	KAPI_IOCTL_CMD(TCGETS)
	KAPI_IOCTL_CMD_NAME("TCGETS")
	KAPI_IOCTL_OUTPUT_SIZE(sizeof(struct termios))
	KAPI_IOCTL_FILE_OPS_NAME("tty_fops")
	KAPI_DESCRIPTION("Read the terminal settings")
	KAPI_LONG_DESC("Fills the kernel's struct termios (36 bytes on x86-64, "
		       "not the C library's larger one). tcgetattr() and isatty() "
		       "are built on it.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "arg", "struct termios *", "Filled in")
		KAPI_PARAM_FLAGS(KAPI_PARAM_OUT | KAPI_PARAM_USER)
		KAPI_PARAM_TYPE(KAPI_TYPE_USER_PTR)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_PTR)
	KAPI_PARAM_END
	KAPI_RETURN("int", "0 on success")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_EXACT)
		KAPI_RETURN_SUCCESS(0)
	KAPI_RETURN_END
	KAPI_ERROR(0, -EFAULT, "EFAULT", "The buffer cannot be written", "")
	KAPI_ERROR(1, -ENOTTY, "ENOTTY", "The file is not a terminal", "isatty() relies on this error.")
	KAPI_ERROR(2, -EIO, "EIO", "The terminal was hung up", "")
	KAPI_STRUCT_SPEC(0, termios, "What TCGETS fills in")
		KAPI_STRUCT_SIZE(sizeof(struct termios), __alignof__(struct termios))
		KAPI_STRUCT_FIELD(0, "c_iflag", KAPI_TYPE_UINT, "tcflag_t", "Input modes")
			KAPI_FIELD_OFFSET(offsetof(struct termios, c_iflag))
			KAPI_FIELD_SIZE(4)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(1, "c_oflag", KAPI_TYPE_UINT, "tcflag_t", "Output modes")
			KAPI_FIELD_OFFSET(offsetof(struct termios, c_oflag))
			KAPI_FIELD_SIZE(4)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(2, "c_cflag", KAPI_TYPE_UINT, "tcflag_t", "Control modes")
			KAPI_FIELD_OFFSET(offsetof(struct termios, c_cflag))
			KAPI_FIELD_SIZE(4)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(3, "c_lflag", KAPI_TYPE_UINT, "tcflag_t", "Local modes")
			KAPI_FIELD_OFFSET(offsetof(struct termios, c_lflag))
			KAPI_FIELD_SIZE(4)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(4, "c_line", KAPI_TYPE_UINT, "cc_t", "Line discipline number")
			KAPI_FIELD_OFFSET(offsetof(struct termios, c_line))
			KAPI_FIELD_SIZE(1)
			KAPI_FIELD_CONSTRAINT_RANGE(0, NR_LDISCS - 1)
		KAPI_STRUCT_FIELD_END
	KAPI_STRUCT_SPEC_END
	KAPI_EXAMPLES("struct termios t;\nioctl(0, TCGETS, &t);")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(tiocgwinsz)
	KAPI_IOCTL_CMD(TIOCGWINSZ)
	KAPI_IOCTL_CMD_NAME("TIOCGWINSZ")
	KAPI_IOCTL_OUTPUT_SIZE(sizeof(struct winsize))
	KAPI_IOCTL_FILE_OPS_NAME("tty_fops")
	KAPI_DESCRIPTION("Read the terminal window size")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM(0, "arg", "struct winsize *", "Rows, columns and pixels")
		KAPI_PARAM_FLAGS(KAPI_PARAM_OUT | KAPI_PARAM_USER)
		KAPI_PARAM_TYPE(KAPI_TYPE_USER_PTR)
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_USER_PTR)
	KAPI_PARAM_END
	KAPI_RETURN("int", "0 on success")
		KAPI_RETURN_TYPE(KAPI_TYPE_INT)
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_EXACT)
		KAPI_RETURN_SUCCESS(0)
	KAPI_RETURN_END
	KAPI_ERROR(0, -EFAULT, "EFAULT", "The buffer cannot be written", "")
	KAPI_ERROR(1, -ENOTTY, "ENOTTY", "The file is not a terminal", "")
	KAPI_STRUCT_SPEC(0, winsize, "What TIOCGWINSZ fills in")
		KAPI_STRUCT_SIZE(sizeof(struct winsize), __alignof__(struct winsize))
		KAPI_STRUCT_FIELD(0, "ws_row", KAPI_TYPE_UINT, "unsigned short", "Rows")
			KAPI_FIELD_OFFSET(offsetof(struct winsize, ws_row))
			KAPI_FIELD_SIZE(2)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(1, "ws_col", KAPI_TYPE_UINT, "unsigned short", "Columns")
			KAPI_FIELD_OFFSET(offsetof(struct winsize, ws_col))
			KAPI_FIELD_SIZE(2)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(2, "ws_xpixel", KAPI_TYPE_UINT, "unsigned short", "Width in pixels, often 0")
			KAPI_FIELD_OFFSET(offsetof(struct winsize, ws_xpixel))
			KAPI_FIELD_SIZE(2)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(3, "ws_ypixel", KAPI_TYPE_UINT, "unsigned short", "Height in pixels, often 0")
			KAPI_FIELD_OFFSET(offsetof(struct winsize, ws_ypixel))
			KAPI_FIELD_SIZE(2)
		KAPI_STRUCT_FIELD_END
	KAPI_STRUCT_SPEC_END
	KAPI_EXAMPLES("struct winsize w;\nioctl(1, TIOCGWINSZ, &w);")
KAPI_END_SPEC;

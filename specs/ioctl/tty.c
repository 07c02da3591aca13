// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * Terminals (drivers/tty/tty_io.c, tty_ioctl.c, tty_jobctrl.c) and the
 * pseudo-terminal master /dev/ptmx (drivers/tty/pty.c).
 */
#include <kapi/spec_compile.h>
#include <errno.h>
#include <asm/termios.h>
#include <linux/tty.h>
#include <limits.h>
#include <stddef.h>
#include <sys/types.h>
#include <linux/capability.h>
#include <kapi_specs/uapi_extra.h>
#include <kapi_specs/helpers.h>

/* The fields of struct termios, as 4 specs here describe them */
#define TERMIOS_FIELDS \
	KAPI_STRUCT_FIELD(0, "c_iflag", KAPI_TYPE_UINT, "tcflag_t", "Input modes") \
		KAPI_FIELD_OFFSET(offsetof(struct termios, c_iflag)) \
		KAPI_FIELD_SIZE(4) \
	KAPI_STRUCT_FIELD_END \
	KAPI_STRUCT_FIELD(1, "c_oflag", KAPI_TYPE_UINT, "tcflag_t", "Output modes") \
		KAPI_FIELD_OFFSET(offsetof(struct termios, c_oflag)) \
		KAPI_FIELD_SIZE(4) \
	KAPI_STRUCT_FIELD_END \
	KAPI_STRUCT_FIELD(2, "c_cflag", KAPI_TYPE_UINT, "tcflag_t", "Control modes") \
		KAPI_FIELD_OFFSET(offsetof(struct termios, c_cflag)) \
		KAPI_FIELD_SIZE(4) \
	KAPI_STRUCT_FIELD_END \
	KAPI_STRUCT_FIELD(3, "c_lflag", KAPI_TYPE_UINT, "tcflag_t", "Local modes") \
		KAPI_FIELD_OFFSET(offsetof(struct termios, c_lflag)) \
		KAPI_FIELD_SIZE(4) \
	KAPI_STRUCT_FIELD_END \
	KAPI_STRUCT_FIELD(4, "c_line", KAPI_TYPE_UINT, "cc_t", "Line discipline number") \
		KAPI_FIELD_OFFSET(offsetof(struct termios, c_line)) \
		KAPI_FIELD_SIZE(1) \
		KAPI_FIELD_CONSTRAINT_RANGE(0, NR_LDISCS - 1) \
	KAPI_STRUCT_FIELD_END

/* The fields of struct winsize, as 2 specs here describe them */
#define WINSIZE_FIELDS \
	KAPI_STRUCT_FIELD(0, "ws_row", KAPI_TYPE_UINT, "unsigned short", "Rows") \
		KAPI_FIELD_OFFSET(offsetof(struct winsize, ws_row)) \
		KAPI_FIELD_SIZE(2) \
	KAPI_STRUCT_FIELD_END \
	KAPI_STRUCT_FIELD(1, "ws_col", KAPI_TYPE_UINT, "unsigned short", "Columns") \
		KAPI_FIELD_OFFSET(offsetof(struct winsize, ws_col)) \
		KAPI_FIELD_SIZE(2) \
	KAPI_STRUCT_FIELD_END \
	KAPI_STRUCT_FIELD(2, "ws_xpixel", KAPI_TYPE_UINT, "unsigned short", "Width in pixels, often 0") \
		KAPI_FIELD_OFFSET(offsetof(struct winsize, ws_xpixel)) \
		KAPI_FIELD_SIZE(2) \
	KAPI_STRUCT_FIELD_END \
	KAPI_STRUCT_FIELD(3, "ws_ypixel", KAPI_TYPE_UINT, "unsigned short", "Height in pixels, often 0") \
		KAPI_FIELD_OFFSET(offsetof(struct winsize, ws_ypixel)) \
		KAPI_FIELD_SIZE(2) \
	KAPI_STRUCT_FIELD_END

/* The errors of tcsetsw and tcsetsf */
#define TCSETSW_ERRORS \
	KAPI_ERR_FAULT_ARG_READ \
	KAPI_ERRNO(ENOTTY, "The file is not a terminal") \
	KAPI_ERRNO(EIO, "The terminal was hung up") \
	KAPI_ERRNO(EINTR, "A signal arrived while output drained")

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
	KAPI_PARAM_USER_OUT("arg", "struct termios *", "Filled in")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF
	KAPI_ERRNO(EFAULT, "The buffer cannot be written")
	KAPI_ERRNO(ENOTTY, "The file is not a terminal",
		   "isatty() relies on this error.")
	KAPI_ERRNO(EIO, "The terminal was hung up")
	KAPI_STRUCT_SPEC(0, termios, "What TCGETS fills in")
		KAPI_STRUCT_SIZE(sizeof(struct termios), __alignof__(struct termios))
		TERMIOS_FIELDS
	KAPI_STRUCT_SPEC_END
	KAPI_EXAMPLES("struct termios t;\nioctl(0, TCGETS, &t);")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(tcgeta)
	KAPI_IOCTL_CMD(TCGETA)
	KAPI_IOCTL_CMD_NAME("TCGETA")
	KAPI_IOCTL_OUTPUT_SIZE(sizeof(struct termio))
	KAPI_IOCTL_FILE_OPS_NAME("tty_fops")
	KAPI_DESCRIPTION("Read the terminal settings in the old System V struct termio")
	KAPI_LONG_DESC("TCGETS with 16-bit flag words and eight control "
		       "characters (18 bytes); what old programs and some "
		       "test suites still ask.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_OUT("arg", "struct termio *", "Filled in")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_ERRNOS
	KAPI_ERRNO(EIO, "The terminal was hung up")
	KAPI_EXAMPLES("struct termio t;\nioctl(0, TCGETA, &t);")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(tiocgwinsz)
	KAPI_IOCTL_CMD(TIOCGWINSZ)
	KAPI_IOCTL_CMD_NAME("TIOCGWINSZ")
	KAPI_IOCTL_OUTPUT_SIZE(sizeof(struct winsize))
	KAPI_IOCTL_FILE_OPS_NAME("tty_fops")
	KAPI_DESCRIPTION("Read the terminal window size")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_OUT("arg", "struct winsize *", "Rows, columns and pixels")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF
	KAPI_ERRNO(EFAULT, "The buffer cannot be written")
	KAPI_ERRNO(ENOTTY, "The file is not a terminal")
	KAPI_STRUCT_SPEC(0, winsize, "What TIOCGWINSZ fills in")
		KAPI_STRUCT_SIZE(sizeof(struct winsize), __alignof__(struct winsize))
		WINSIZE_FIELDS
	KAPI_STRUCT_SPEC_END
	KAPI_EXAMPLES("struct winsize w;\nioctl(1, TIOCGWINSZ, &w);")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(tcsets)
	KAPI_IOCTL_CMD(TCSETS)
	KAPI_IOCTL_CMD_NAME("TCSETS")
	KAPI_IOCTL_INPUT_SIZE(sizeof(struct termios))
	KAPI_IOCTL_FILE_OPS_NAME("tty_fops")
	KAPI_DESCRIPTION("Change the terminal settings now")
	KAPI_LONG_DESC("tcsetattr(TCSANOW) is built on it.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_IN("arg", "const struct termios *", "The new settings")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF
	KAPI_ERR_FAULT_ARG_READ
	KAPI_ERRNO(ENOTTY, "The file is not a terminal")
	KAPI_ERRNO(EIO, "The terminal was hung up")
	KAPI_STRUCT_SPEC(0, termios, "What TCSETS reads")
		KAPI_STRUCT_SIZE(sizeof(struct termios), __alignof__(struct termios))
		TERMIOS_FIELDS
	KAPI_STRUCT_SPEC_END
	KAPI_EXAMPLES("ioctl(0, TCSETS, &t);")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(tcsetsw)
	KAPI_IOCTL_CMD(TCSETSW)
	KAPI_IOCTL_CMD_NAME("TCSETSW")
	KAPI_IOCTL_INPUT_SIZE(sizeof(struct termios))
	KAPI_IOCTL_FILE_OPS_NAME("tty_fops")
	KAPI_DESCRIPTION("Change the terminal settings once pending output is written")
	KAPI_LONG_DESC("tcsetattr(TCSADRAIN) is built on it.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_IN("arg", "const struct termios *", "The new settings")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF
	TCSETSW_ERRORS
	KAPI_SIGNAL_INTR_RESTART("A signal arrives while pending output drains")
	KAPI_STRUCT_SPEC(0, termios, "What TCSETSW reads")
		KAPI_STRUCT_SIZE(sizeof(struct termios), __alignof__(struct termios))
		TERMIOS_FIELDS
	KAPI_STRUCT_SPEC_END
	KAPI_EXAMPLES("ioctl(0, TCSETSW, &t);")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(tcsetsf)
	KAPI_IOCTL_CMD(TCSETSF)
	KAPI_IOCTL_CMD_NAME("TCSETSF")
	KAPI_IOCTL_INPUT_SIZE(sizeof(struct termios))
	KAPI_IOCTL_FILE_OPS_NAME("tty_fops")
	KAPI_DESCRIPTION("Change the terminal settings after draining output and dropping pending input")
	KAPI_LONG_DESC("tcsetattr(TCSAFLUSH) is built on it.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_IN("arg", "const struct termios *", "The new settings")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF
	TCSETSW_ERRORS
	KAPI_SIGNAL_INTR_RESTART("A signal arrives while pending output drains")
	KAPI_STRUCT_SPEC(0, termios, "What TCSETSF reads")
		KAPI_STRUCT_SIZE(sizeof(struct termios), __alignof__(struct termios))
		TERMIOS_FIELDS
	KAPI_STRUCT_SPEC_END
	KAPI_EXAMPLES("ioctl(0, TCSETSF, &t);")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(tiocswinsz)
	KAPI_IOCTL_CMD(TIOCSWINSZ)
	KAPI_IOCTL_CMD_NAME("TIOCSWINSZ")
	KAPI_IOCTL_INPUT_SIZE(sizeof(struct winsize))
	KAPI_IOCTL_FILE_OPS_NAME("tty_fops")
	KAPI_DESCRIPTION("Set the terminal window size")
	KAPI_LONG_DESC("A changed size sends SIGWINCH to the foreground process group.")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_IN("arg", "const struct winsize *", "Rows, columns and pixels")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF
	KAPI_ERR_FAULT_ARG_READ
	KAPI_ERRNO(ENOTTY, "The file is not a terminal")
	KAPI_STRUCT_SPEC(0, winsize, "What TIOCSWINSZ reads")
		KAPI_STRUCT_SIZE(sizeof(struct winsize), __alignof__(struct winsize))
		WINSIZE_FIELDS
	KAPI_STRUCT_SPEC_END
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(tiocgpgrp)
	KAPI_IOCTL_CMD(TIOCGPGRP)
	KAPI_IOCTL_CMD_NAME("TIOCGPGRP")
	KAPI_IOCTL_OUTPUT_SIZE(sizeof(pid_t))
	KAPI_IOCTL_FILE_OPS_NAME("tty_fops")
	KAPI_DESCRIPTION("Read the foreground process group of the terminal")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_OUT("arg", "pid_t *", "Receives the group ID")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF
	KAPI_ERRNO(EFAULT, "The argument cannot be written")
	KAPI_ERRNO(ENOTTY, "Not a terminal, or not the caller's controlling terminal")
	KAPI_STRUCT_SPEC(0, pgrp, "What TIOCGPGRP writes")
		KAPI_STRUCT_SIZE(sizeof(pid_t), __alignof__(pid_t))
		KAPI_STRUCT_FIELD(0, "pgrp", KAPI_TYPE_INT, "pid_t", "Foreground process group")
			KAPI_FIELD_OFFSET(0)
			KAPI_FIELD_SIZE(4)
			KAPI_FIELD_CONSTRAINT_RANGE(0, INT_MAX)
		KAPI_STRUCT_FIELD_END
	KAPI_STRUCT_SPEC_END
	KAPI_NOTES("tcgetpgrp() is built on it; shells ask it before every command.")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(tiocspgrp)
	KAPI_IOCTL_CMD(TIOCSPGRP)
	KAPI_IOCTL_CMD_NAME("TIOCSPGRP")
	KAPI_IOCTL_INPUT_SIZE(sizeof(pid_t))
	KAPI_IOCTL_FILE_OPS_NAME("tty_fops")
	KAPI_DESCRIPTION("Make a process group the terminal's foreground group")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_IN("arg", "const pid_t *", "The group ID")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF
	KAPI_ERR_FAULT_ARG_READ
	KAPI_ERRNO(EINVAL, "A negative group ID")
	KAPI_ERRNO(ENOTTY, "Not a terminal, or not the caller's controlling terminal")
	KAPI_ERRNO(EPERM, "The group belongs to another session")
	KAPI_ERRNO(ESRCH, "No such process group")
	KAPI_ERRNO(EIO, "The terminal was hung up")
	KAPI_STRUCT_SPEC(0, pgrp, "What TIOCSPGRP reads")
		KAPI_STRUCT_SIZE(sizeof(pid_t), __alignof__(pid_t))
		KAPI_STRUCT_FIELD(0, "pgrp", KAPI_TYPE_INT, "pid_t", "A process group of the caller's session")
			KAPI_FIELD_OFFSET(0)
			KAPI_FIELD_SIZE(4)
			KAPI_FIELD_CONSTRAINT_RANGE(0, INT_MAX)
		KAPI_STRUCT_FIELD_END
	KAPI_STRUCT_SPEC_END
	KAPI_NOTES("A background caller gets SIGTTOU unless it blocks or ignores it.")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(tiocsctty)
	KAPI_IOCTL_CMD(TIOCSCTTY)
	KAPI_IOCTL_CMD_NAME("TIOCSCTTY")
	KAPI_IOCTL_FILE_OPS_NAME("tty_fops")
	KAPI_DESCRIPTION("Make the terminal the caller's controlling terminal")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_INT_IN("arg", "int", "1 steals it from another session (needs CAP_SYS_ADMIN), 0 does not")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_ERRNOS
	KAPI_ERRNO(EPERM, "The caller is not a session leader, already has a controlling terminal, or may not steal it")
	KAPI_CAPABILITY_NEXT(CAP_SYS_ADMIN, "CAP_SYS_ADMIN", KAPI_CAP_GRANT_PERMISSION)
		KAPI_CAP_ALLOWS("Taking a terminal that is another session's")
		KAPI_CAP_WITHOUT("EPERM")
	KAPI_CAPABILITY_END
	KAPI_NOTES("The argument is a value, not a pointer.")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(tiocgptn)
	KAPI_IOCTL_CMD(TIOCGPTN)
	KAPI_IOCTL_CMD_NAME("TIOCGPTN")
	KAPI_IOCTL_OUTPUT_SIZE(sizeof(unsigned int))
	KAPI_IOCTL_FILE_OPS_NAME("ptmx_fops")
	KAPI_DESCRIPTION("Read the number of a pseudo-terminal master's peer")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_OUT("arg", "unsigned int *", "Receives N of /dev/pts/N")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF
	KAPI_ERRNO(EFAULT, "The argument cannot be written")
	KAPI_ERRNO(ENOTTY, "The file is not a pseudo-terminal master")
	KAPI_STRUCT_SPEC(0, ptn, "What TIOCGPTN writes")
		KAPI_STRUCT_SIZE(sizeof(unsigned int), __alignof__(unsigned int))
		KAPI_STRUCT_FIELD(0, "ptn", KAPI_TYPE_UINT, "unsigned int", "Index under /dev/pts")
			KAPI_FIELD_OFFSET(0)
			KAPI_FIELD_SIZE(4)
		KAPI_STRUCT_FIELD_END
	KAPI_STRUCT_SPEC_END
	KAPI_NOTES("ptsname() is built on it.")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(tiocsptlck)
	KAPI_IOCTL_CMD(TIOCSPTLCK)
	KAPI_IOCTL_CMD_NAME("TIOCSPTLCK")
	KAPI_IOCTL_INPUT_SIZE(sizeof(int))
	KAPI_IOCTL_FILE_OPS_NAME("ptmx_fops")
	KAPI_DESCRIPTION("Lock or unlock a pseudo-terminal's peer")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_USER_IN("arg", "const int *", "Nonzero locks, 0 unlocks")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF
	KAPI_ERR_FAULT_ARG_READ
	KAPI_ERRNO(ENOTTY, "The file is not a pseudo-terminal master")
	KAPI_STRUCT_SPEC(0, lock, "What TIOCSPTLCK reads")
		KAPI_STRUCT_SIZE(sizeof(int), __alignof__(int))
		KAPI_STRUCT_FIELD(0, "lock", KAPI_TYPE_INT, "int", "Nonzero locks, 0 unlocks")
			KAPI_FIELD_OFFSET(0)
			KAPI_FIELD_SIZE(4)
		KAPI_STRUCT_FIELD_END
	KAPI_STRUCT_SPEC_END
	KAPI_NOTES("unlockpt() is built on it; the peer cannot be opened while locked.")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(tiocgptpeer)
	KAPI_IOCTL_CMD(TIOCGPTPEER)
	KAPI_IOCTL_CMD_NAME("TIOCGPTPEER")
	KAPI_IOCTL_FILE_OPS_NAME("ptmx_fops")
	KAPI_DESCRIPTION("Open a pseudo-terminal master's peer")
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
	KAPI_PARAM_INT_IN("arg", "int", "open() flags for the new descriptor")
	KAPI_RETURN_NEW_FD("int", "A descriptor for the peer")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EIO, "The peer is locked or gone")
	KAPI_ERR_MFILE
	KAPI_ERR_NFILE
	KAPI_ERRNO(ENOTTY, "The file is not a pseudo-terminal master")
	KAPI_ERR_NOMEM
	KAPI_NOTES("Safer than opening /dev/pts/N by name: it cannot open another namespace's device.")
KAPI_END_SPEC;

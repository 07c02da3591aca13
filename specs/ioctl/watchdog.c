// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * Watchdog devices: /dev/watchdog and /dev/watchdogN (drivers/watchdog/
 * watchdog_dev.c).  Opening one starts the timer on most drivers, and
 * closing it without the magic 'V' write leaves it running until the
 * machine reboots: these specs are never judged on a host, only in a lab
 * VM or not at all.
 */
#include <kapi/spec_compile.h>
#include <errno.h>
#include <limits.h>
#include <stddef.h>
#include <linux/ioctl.h>
#include <linux/watchdog.h>
#include <kapi_specs/helpers.h>

#define WATCHDOG	"watchdog_fops"

DEFINE_KAPI_IOCTL_SPEC(wdioc_getsupport)
	KAPI_IOCTL_HEAD_R(WDIOC_GETSUPPORT, WATCHDOG, "struct watchdog_info *", sizeof(struct watchdog_info),
			  "What the watchdog can do and its name",
			  "Filled in")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENODEV, "The watchdog was unregistered")
	KAPI_IOCTL_STRUCT(watchdog_info, "Capabilities",
		KAPI_IOCTL_FIELD(0, watchdog_info, options, KAPI_TYPE_UINT, "__u32", 4,
				 "WDIOF_* the driver supports",
				 KAPI_FIELD_CONSTRAINT_MASK(WDIOF_OVERHEAT | WDIOF_FANFAULT | WDIOF_EXTERN1 | WDIOF_EXTERN2 | WDIOF_POWERUNDER | WDIOF_CARDRESET | WDIOF_POWEROVER | WDIOF_SETTIMEOUT | WDIOF_MAGICCLOSE | WDIOF_PRETIMEOUT | WDIOF_ALARMONLY | WDIOF_KEEPALIVEPING))
		KAPI_IOCTL_FIELD(1, watchdog_info, firmware_version, KAPI_TYPE_UINT, "__u32", 4,
				 "Driver or firmware version")
		KAPI_IOCTL_FIELD(2, watchdog_info, identity, KAPI_TYPE_STRING, "__u8[32]", 32,
				 "Name"))
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(wdioc_getstatus)
	KAPI_IOCTL_HEAD_R(WDIOC_GETSTATUS, WATCHDOG, "int *", sizeof(int),
			  "The watchdog's current status (WDIOF_* bits)",
			  "Receives the bits")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENODEV, "The watchdog was unregistered")
	KAPI_IOCTL_SCALAR(status, KAPI_TYPE_INT, "int", 4, "WDIOF_* bits")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(wdioc_getbootstatus)
	KAPI_IOCTL_HEAD_R(WDIOC_GETBOOTSTATUS, WATCHDOG, "int *", sizeof(int),
			  "Why the machine last rebooted, as far as the watchdog knows",
			  "Receives WDIOF_* bits (WDIOF_CARDRESET: the watchdog fired)")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENODEV, "The watchdog was unregistered")
	KAPI_IOCTL_SCALAR(bootstatus, KAPI_TYPE_INT, "int", 4, "WDIOF_* bits")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(wdioc_gettemp)
	KAPI_IOCTL_HEAD_R(WDIOC_GETTEMP, WATCHDOG, "int *", sizeof(int),
			  "The temperature the watchdog reads",
			  "Receives degrees Fahrenheit")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENODEV, "The watchdog was unregistered")
	KAPI_ERRNO(EOPNOTSUPP, "The driver has no sensor")
	KAPI_IOCTL_SCALAR(temperature, KAPI_TYPE_INT, "int", 4, "Degrees F")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(wdioc_setoptions)
	KAPI_IOCTL_HEAD_R(WDIOC_SETOPTIONS, WATCHDOG, "int *", sizeof(int),
			  "Stop or start the watchdog",
			  "WDIOS_DISABLECARD or WDIOS_ENABLECARD")
	KAPI_LONG_DESC("The number says _IOR although the kernel reads arg.")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENODEV, "The watchdog was unregistered")
	KAPI_ERRNO(EINVAL, "Neither option")
	KAPI_ERRNO(EOPNOTSUPP, "The driver cannot be stopped")
	KAPI_ERRNO(EBUSY, "The watchdog is nowayout and cannot be stopped")
	KAPI_IOCTL_SCALAR(options, KAPI_TYPE_INT, "int", 4, "WDIOS_* bits",
		KAPI_FIELD_CONSTRAINT_MASK(WDIOS_DISABLECARD | WDIOS_ENABLECARD | WDIOS_TEMPPANIC))
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(wdioc_keepalive)
	KAPI_IOCTL_HEAD_R(WDIOC_KEEPALIVE, WATCHDOG, "int *", sizeof(int),
			  "Ping the watchdog (as a write would)",
			  "Ignored")
	KAPI_LONG_DESC("Refreshes the timer; arg is not read.")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENODEV, "The watchdog was unregistered")
	KAPI_ERRNO(EOPNOTSUPP, "The driver does not take pings (no WDIOF_KEEPALIVEPING)")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(wdioc_settimeout)
	KAPI_IOCTL_HEAD_WR(WDIOC_SETTIMEOUT, WATCHDOG, "int *", sizeof(int),
			  "Set the timeout, and ping",
			  "Seconds in; the timeout in force out")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENODEV, "The watchdog was unregistered")
	KAPI_ERRNO(EINVAL, "Outside the driver's min_timeout..max_timeout")
	KAPI_ERRNO(EOPNOTSUPP, "The timeout is fixed (no WDIOF_SETTIMEOUT)")
	KAPI_IOCTL_SCALAR(timeout, KAPI_TYPE_INT, "int", 4, "Seconds",
		KAPI_FIELD_CONSTRAINT_RANGE(1, INT_MAX))
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(wdioc_gettimeout)
	KAPI_IOCTL_HEAD_R(WDIOC_GETTIMEOUT, WATCHDOG, "int *", sizeof(int),
			  "The timeout in force",
			  "Receives seconds")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENODEV, "The watchdog was unregistered")
	KAPI_ERRNO(EOPNOTSUPP, "The driver has no timeout to report")
	KAPI_IOCTL_SCALAR(timeout, KAPI_TYPE_INT, "int", 4, "Seconds")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(wdioc_setpretimeout)
	KAPI_IOCTL_HEAD_WR(WDIOC_SETPRETIMEOUT, WATCHDOG, "int *", sizeof(int),
			  "Set how long before the timeout the pretimeout fires",
			  "Seconds in, in force out")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENODEV, "The watchdog was unregistered")
	KAPI_ERRNO(EINVAL, "Not below the timeout")
	KAPI_ERRNO(EOPNOTSUPP, "No pretimeout (no WDIOF_PRETIMEOUT)")
	KAPI_IOCTL_SCALAR(pretimeout, KAPI_TYPE_INT, "int", 4, "Seconds, 0 to turn off",
		KAPI_FIELD_CONSTRAINT_RANGE(0, INT_MAX))
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(wdioc_getpretimeout)
	KAPI_IOCTL_HEAD_R(WDIOC_GETPRETIMEOUT, WATCHDOG, "int *", sizeof(int),
			  "The pretimeout in force",
			  "Receives seconds")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENODEV, "The watchdog was unregistered")
	KAPI_IOCTL_SCALAR(pretimeout, KAPI_TYPE_INT, "int", 4, "Seconds")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(wdioc_gettimeleft)
	KAPI_IOCTL_HEAD_R(WDIOC_GETTIMELEFT, WATCHDOG, "int *", sizeof(int),
			  "Seconds until the watchdog fires",
			  "Receives seconds")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENODEV, "The watchdog was unregistered")
	KAPI_ERRNO(EOPNOTSUPP, "The driver cannot tell")
	KAPI_IOCTL_SCALAR(timeleft, KAPI_TYPE_INT, "int", 4, "Seconds")
KAPI_END_SPEC;

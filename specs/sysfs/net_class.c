// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * Network interfaces: /sys/class/net/<if>/ and its statistics/ folder
 * (net/core/net-sysfs.c).  Several files refuse to be read while the
 * link is down or when the driver lacks the operation (speed, duplex,
 * phys_port_*); those reads fail and leave nothing to check.
 */
#include <limits.h>
#include <kapi/spec_compile.h>
#include <kapi_specs/helpers.h>

DEFINE_SYSFS_API_SPEC(netdev_addr_assign_type)
	KAPI_ATTR("net", KAPI_SYSFS_INT_RO, "addr_assign_type", "unsigned char", 0444,
		  "/sys/class/net/<if>/addr_assign_type",
		  "Where the hardware address came from: 0 permanent, 1 random, 2 stolen, 3 set by user space",
		  KAPI_SYSFS_RANGE(0, 3))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(netdev_addr_len)
	KAPI_ATTR("net", KAPI_SYSFS_INT_RO, "addr_len", "unsigned char", 0444,
		  "/sys/class/net/<if>/addr_len",
		  "Length of the hardware address",
		  KAPI_SYSFS_RANGE(0, 32) KAPI_UNITS("bytes"))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(netdev_address)
	KAPI_ATTR("net", KAPI_SYSFS_STRING_RO, "address", "char *", 0444,
		  "/sys/class/net/<if>/address",
		  "Hardware address, hex bytes separated by colons")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(netdev_broadcast)
	KAPI_ATTR("net", KAPI_SYSFS_STRING_RO, "broadcast", "char *", 0444,
		  "/sys/class/net/<if>/broadcast",
		  "Hardware broadcast address")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(netdev_carrier)
	KAPI_ATTR("net", KAPI_SYSFS_INT_RW, "carrier", "int", 0644,
		  "/sys/class/net/<if>/carrier",
		  "Whether the link has a carrier; writing sets it on drivers that allow it",
		  KAPI_SYSFS_RANGE(0, 1))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(netdev_carrier_changes)
	KAPI_ATTR("net", KAPI_SYSFS_UINT_RO, "carrier_changes", "unsigned int", 0444,
		  "/sys/class/net/<if>/carrier_changes",
		  "Times the carrier came up or went down")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(netdev_carrier_up_count)
	KAPI_ATTR("net", KAPI_SYSFS_UINT_RO, "carrier_up_count", "unsigned int", 0444,
		  "/sys/class/net/<if>/carrier_up_count",
		  "Times the carrier came up")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(netdev_carrier_down_count)
	KAPI_ATTR("net", KAPI_SYSFS_UINT_RO, "carrier_down_count", "unsigned int", 0444,
		  "/sys/class/net/<if>/carrier_down_count",
		  "Times the carrier went down")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(netdev_dev_id)
	KAPI_ATTR("net", KAPI_SYSFS_HEX_RO, "dev_id", "unsigned short", 0444,
		  "/sys/class/net/<if>/dev_id",
		  "Tells apart interfaces sharing one hardware address",
		  KAPI_SYSFS_RANGE(0, 0xffff))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(netdev_dev_port)
	KAPI_ATTR("net", KAPI_SYSFS_UINT_RO, "dev_port", "unsigned short", 0444,
		  "/sys/class/net/<if>/dev_port",
		  "Port number of the interface on its device",
		  KAPI_SYSFS_RANGE(0, 0xffff))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(netdev_dormant)
	KAPI_ATTR("net", KAPI_SYSFS_INT_RO, "dormant", "int", 0444,
		  "/sys/class/net/<if>/dormant",
		  "Whether the interface waits for an external event (RFC 2863 dormant)",
		  KAPI_SYSFS_RANGE(0, 1))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(netdev_duplex)
	KAPI_ATTR("net", KAPI_SYSFS_STRING_RO, "duplex", "char *", 0444,
		  "/sys/class/net/<if>/duplex",
		  "Duplex of the link as the driver reports it",
		  KAPI_ALLOWED_STRINGS(((const char *const[]){ "half", "full", "unknown" }), 3))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(netdev_flags)
	KAPI_ATTR("net", KAPI_SYSFS_HEX_RW, "flags", "unsigned int", 0644,
		  "/sys/class/net/<if>/flags",
		  "Interface flags (IFF_*)")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(netdev_gro_flush_timeout)
	KAPI_ATTR("net", KAPI_SYSFS_UINT_RW, "gro_flush_timeout", "unsigned long", 0644,
		  "/sys/class/net/<if>/gro_flush_timeout",
		  "Delay before GRO packets held by NAPI are flushed",
		  KAPI_UNITS("ns"))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(netdev_ifalias)
	KAPI_ATTR("net", KAPI_SYSFS_STRING_RW, "ifalias", "char *", 0644,
		  "/sys/class/net/<if>/ifalias",
		  "Free-form alias of the interface",
		  KAPI_PARAM_SIZE(255))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(netdev_ifindex)
	KAPI_ATTR("net", KAPI_SYSFS_INT_RO, "ifindex", "int", 0444,
		  "/sys/class/net/<if>/ifindex",
		  "Interface index",
		  KAPI_SYSFS_RANGE(1, INT_MAX))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(netdev_iflink)
	KAPI_ATTR("net", KAPI_SYSFS_INT_RO, "iflink", "int", 0444,
		  "/sys/class/net/<if>/iflink",
		  "Index of the interface this one sends through; its own index if none",
		  KAPI_SYSFS_RANGE(0, INT_MAX))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(netdev_link_mode)
	KAPI_ATTR("net", KAPI_SYSFS_INT_RO, "link_mode", "unsigned char", 0444,
		  "/sys/class/net/<if>/link_mode",
		  "0 default, 1 dormant until user space says otherwise",
		  KAPI_SYSFS_RANGE(0, 1))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(netdev_mtu)
	KAPI_ATTR("net", KAPI_SYSFS_UINT_RW, "mtu", "unsigned int", 0644,
		  "/sys/class/net/<if>/mtu",
		  "Largest packet payload the interface sends",
		  KAPI_UNITS("bytes"))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(netdev_name_assign_type)
	KAPI_ATTR("net", KAPI_SYSFS_INT_RO, "name_assign_type", "unsigned char", 0444,
		  "/sys/class/net/<if>/name_assign_type",
		  "How the name was chosen: 1 enumerated, 2 predictable, 3 user space, 4 renamed",
		  KAPI_SYSFS_RANGE(0, 4))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(netdev_napi_defer_hard_irqs)
	KAPI_ATTR("net", KAPI_SYSFS_UINT_RW, "napi_defer_hard_irqs", "unsigned int", 0644,
		  "/sys/class/net/<if>/napi_defer_hard_irqs",
		  "Empty NAPI polls before device interrupts are turned back on",
		  KAPI_SYSFS_RANGE(0, INT_MAX))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(netdev_netdev_group)
	KAPI_ATTR("net", KAPI_SYSFS_INT_RW, "netdev_group", "int", 0644,
		  "/sys/class/net/<if>/netdev_group",
		  "Group the interface belongs to for bulk changes")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(netdev_operstate)
	KAPI_ATTR("net", KAPI_SYSFS_STRING_RO, "operstate", "char *", 0444,
		  "/sys/class/net/<if>/operstate",
		  "RFC 2863 operational state",
		  KAPI_ALLOWED_STRINGS(((const char *const[]){ "unknown", "notpresent", "down", "lowerlayerdown", "testing", "dormant", "up" }), 7))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(netdev_phys_port_id)
	KAPI_ATTR("net", KAPI_SYSFS_STRING_RO, "phys_port_id", "char *", 0444,
		  "/sys/class/net/<if>/phys_port_id",
		  "Identifier of the physical port, hex")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(netdev_phys_port_name)
	KAPI_ATTR("net", KAPI_SYSFS_STRING_RO, "phys_port_name", "char *", 0444,
		  "/sys/class/net/<if>/phys_port_name",
		  "Name of the physical port")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(netdev_phys_switch_id)
	KAPI_ATTR("net", KAPI_SYSFS_STRING_RO, "phys_switch_id", "char *", 0444,
		  "/sys/class/net/<if>/phys_switch_id",
		  "Identifier of the switch the port belongs to, hex")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(netdev_proto_down)
	KAPI_ATTR("net", KAPI_SYSFS_INT_RW, "proto_down", "int", 0644,
		  "/sys/class/net/<if>/proto_down",
		  "Whether the interface is held down by a protocol",
		  KAPI_SYSFS_RANGE(0, 1))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(netdev_speed)
	KAPI_ATTR("net", KAPI_SYSFS_INT_RO, "speed", "int", 0444,
		  "/sys/class/net/<if>/speed",
		  "Link speed; -1 when unknown",
		  KAPI_SYSFS_RANGE(-1, INT_MAX) KAPI_UNITS("Mb/s"))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(netdev_testing)
	KAPI_ATTR("net", KAPI_SYSFS_INT_RO, "testing", "int", 0444,
		  "/sys/class/net/<if>/testing",
		  "Whether the interface is in test mode",
		  KAPI_SYSFS_RANGE(0, 1))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(netdev_threaded)
	KAPI_ATTR("net", KAPI_SYSFS_INT_RW, "threaded", "int", 0644,
		  "/sys/class/net/<if>/threaded",
		  "NAPI polling in kernel threads: 0 off, 1 on, 2 with busy polling",
		  KAPI_SYSFS_RANGE(0, 2))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(netdev_tx_queue_len)
	KAPI_ATTR("net", KAPI_SYSFS_UINT_RW, "tx_queue_len", "unsigned int", 0644,
		  "/sys/class/net/<if>/tx_queue_len",
		  "Length of the transmit queue",
		  KAPI_UNITS("packets"))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(netdev_type)
	KAPI_ATTR("net", KAPI_SYSFS_UINT_RO, "type", "unsigned short", 0444,
		  "/sys/class/net/<if>/type",
		  "Hardware type (ARPHRD_*)",
		  KAPI_SYSFS_RANGE(0, 0xffff))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(netdev_uevent)
	KAPI_ATTR("net", KAPI_SYSFS_STRING_RW, "uevent", "char *", 0644,
		  "/sys/class/net/<if>/uevent",
		  "The device's uevent variables; writing an action makes the kernel send that uevent")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(netdev_tun_flags)
	KAPI_ATTR("net", KAPI_SYSFS_HEX_RO, "tun_flags", "unsigned int", 0444,
		  "/sys/class/net/<if>/tun_flags",
		  "IFF_* flags the TUN/TAP device was created with (tun and tap devices)")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(netdev_owner)
	KAPI_ATTR("net", KAPI_SYSFS_INT_RO, "owner", "int", 0444,
		  "/sys/class/net/<if>/owner",
		  "UID allowed to attach to a persistent TUN/TAP device; -1 anyone",
		  KAPI_SYSFS_RANGE(-1, INT_MAX))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(netdev_group)
	KAPI_ATTR("net", KAPI_SYSFS_INT_RO, "group", "int", 0444,
		  "/sys/class/net/<if>/group",
		  "GID allowed to attach to a persistent TUN/TAP device; -1 anyone",
		  KAPI_SYSFS_RANGE(-1, INT_MAX))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(netdev_statistics)
	KAPI_ATTR("net", KAPI_SYSFS_UINT_RO, "counter", "unsigned long", 0444,
		  "/sys/class/net/<if>/statistics/*",
		  "Packet, byte, drop and error counters of the interface")
KAPI_END_SPEC;

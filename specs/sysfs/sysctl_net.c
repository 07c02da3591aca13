// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * net.core.* and net.ipv4.* sysctls (net/core/sysctl_net_core.c,
 * net/ipv4/sysctl_net_ipv4.c, devinet.c): socket buffers and backlogs,
 * TCP behaviour, forwarding and per-interface filters.  They belong to
 * the reader's network namespace.  conf/<if> matches every interface
 * folder including "all" and "default".
 */
#include <limits.h>
#include <kapi/spec_compile.h>
#include <kapi_specs/helpers.h>

DEFINE_SYSFS_API_SPEC(sysctl_net_core_somaxconn)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "somaxconn", "int", 0644,
		  "/proc/sys/net/core/somaxconn",
		  "Longest accept queue listen() grants",
		  KAPI_SYSFS_RANGE(0, INT_MAX))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_net_core_netdev_max_backlog)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "netdev_max_backlog", "int", 0644,
		  "/proc/sys/net/core/netdev_max_backlog",
		  "Packets queued per CPU before the stack drops input")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_net_core_netdev_budget)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "netdev_budget", "int", 0644,
		  "/proc/sys/net/core/netdev_budget",
		  "Most packets one softirq poll round handles")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_net_core_dev_weight)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "dev_weight", "int", 0644,
		  "/proc/sys/net/core/dev_weight",
		  "Packets one NAPI poll of the backlog device may handle",
		  KAPI_SYSFS_RANGE(1, INT_MAX))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_net_core_rmem_default)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "rmem_default", "int", 0644,
		  "/proc/sys/net/core/rmem_default",
		  "Receive buffer a new socket starts with",
		  KAPI_SYSFS_RANGE(256, INT_MAX) KAPI_UNITS("bytes"))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_net_core_rmem_max)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "rmem_max", "int", 0644,
		  "/proc/sys/net/core/rmem_max",
		  "Largest receive buffer SO_RCVBUF grants",
		  KAPI_SYSFS_RANGE(256, INT_MAX) KAPI_UNITS("bytes"))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_net_core_wmem_default)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "wmem_default", "int", 0644,
		  "/proc/sys/net/core/wmem_default",
		  "Send buffer a new socket starts with",
		  KAPI_SYSFS_RANGE(256, INT_MAX) KAPI_UNITS("bytes"))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_net_core_wmem_max)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "wmem_max", "int", 0644,
		  "/proc/sys/net/core/wmem_max",
		  "Largest send buffer SO_SNDBUF grants",
		  KAPI_SYSFS_RANGE(256, INT_MAX) KAPI_UNITS("bytes"))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_net_core_optmem_max)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "optmem_max", "int", 0644,
		  "/proc/sys/net/core/optmem_max",
		  "Ancillary buffer limit per socket",
		  KAPI_SYSFS_RANGE(0, INT_MAX) KAPI_UNITS("bytes"))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_net_core_message_cost)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "message_cost", "int", 0644,
		  "/proc/sys/net/core/message_cost",
		  "Interval of the network message rate limit",
		  KAPI_UNITS("s"))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_net_core_default_qdisc)
	KAPI_ATTR("sysctl", KAPI_SYSFS_STRING_RW, "default_qdisc", "char *", 0644,
		  "/proc/sys/net/core/default_qdisc",
		  "Queueing discipline new interfaces get",
		  KAPI_PARAM_SIZE(15))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_net_core_busy_poll)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "busy_poll", "int", 0644,
		  "/proc/sys/net/core/busy_poll",
		  "Default busy-polling time of poll and select",
		  KAPI_SYSFS_RANGE(0, INT_MAX) KAPI_UNITS("us"))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_net_core_busy_read)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "busy_read", "int", 0644,
		  "/proc/sys/net/core/busy_read",
		  "Default busy-polling time of socket reads",
		  KAPI_SYSFS_RANGE(0, INT_MAX) KAPI_UNITS("us"))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_net_core_bpf_jit_enable)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "bpf_jit_enable", "int", 0644,
		  "/proc/sys/net/core/bpf_jit_enable",
		  "0 interpreter, 1 JIT, 2 JIT with debug output",
		  KAPI_SYSFS_RANGE(0, 2))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_net_core_bpf_jit_harden)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "bpf_jit_harden", "int", 0600,
		  "/proc/sys/net/core/bpf_jit_harden",
		  "Constant blinding of JIT output: 0 off, 1 unprivileged programs, 2 all",
		  KAPI_SYSFS_RANGE(0, 2))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_net_core_bpf_jit_kallsyms)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "bpf_jit_kallsyms", "int", 0600,
		  "/proc/sys/net/core/bpf_jit_kallsyms",
		  "Whether JIT-compiled programs appear in /proc/kallsyms",
		  KAPI_SYSFS_RANGE(0, 1))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_net_ipv4_ip_forward)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "ip_forward", "int", 0644,
		  "/proc/sys/net/ipv4/ip_forward",
		  "Whether IPv4 packets are forwarded between interfaces",
		  KAPI_SYSFS_RANGE(0, 1))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_net_ipv4_ip_default_ttl)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "ip_default_ttl", "int", 0644,
		  "/proc/sys/net/ipv4/ip_default_ttl",
		  "TTL of outgoing packets",
		  KAPI_SYSFS_RANGE(1, 255))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_net_ipv4_ip_no_pmtu_disc)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "ip_no_pmtu_disc", "int", 0644,
		  "/proc/sys/net/ipv4/ip_no_pmtu_disc",
		  "Path MTU discovery mode: 0 on, 1 off, 2 and 3 variants that ignore ICMP",
		  KAPI_SYSFS_RANGE(0, 3))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_net_ipv4_ip_nonlocal_bind)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "ip_nonlocal_bind", "int", 0644,
		  "/proc/sys/net/ipv4/ip_nonlocal_bind",
		  "Whether sockets may bind to addresses not on this host",
		  KAPI_SYSFS_RANGE(0, 1))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_net_ipv4_ip_local_port_range)
	KAPI_ATTR("sysctl", KAPI_SYSFS_STRING_RW, "ip_local_port_range", "char *", 0644,
		  "/proc/sys/net/ipv4/ip_local_port_range",
		  "First and last ephemeral port, two integers")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_net_ipv4_ip_local_reserved_ports)
	KAPI_ATTR("sysctl", KAPI_SYSFS_STRING_RW, "ip_local_reserved_ports", "char *", 0644,
		  "/proc/sys/net/ipv4/ip_local_reserved_ports",
		  "Ports ephemeral allocation skips, a comma-separated list of ports and ranges")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_net_ipv4_ip_unprivileged_port_start)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "ip_unprivileged_port_start", "int", 0644,
		  "/proc/sys/net/ipv4/ip_unprivileged_port_start",
		  "First port unprivileged sockets may bind",
		  KAPI_SYSFS_RANGE(0, 65536))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_net_ipv4_ping_group_range)
	KAPI_ATTR("sysctl", KAPI_SYSFS_STRING_RW, "ping_group_range", "char *", 0644,
		  "/proc/sys/net/ipv4/ping_group_range",
		  "Lowest and highest GID allowed ICMP echo sockets, two integers")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_net_ipv4_icmp_echo_ignore_all)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "icmp_echo_ignore_all", "int", 0644,
		  "/proc/sys/net/ipv4/icmp_echo_ignore_all",
		  "Whether echo requests get no reply",
		  KAPI_SYSFS_RANGE(0, 1))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_net_ipv4_icmp_echo_ignore_broadcasts)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "icmp_echo_ignore_broadcasts", "int", 0644,
		  "/proc/sys/net/ipv4/icmp_echo_ignore_broadcasts",
		  "Whether broadcast and multicast echo requests get no reply",
		  KAPI_SYSFS_RANGE(0, 1))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_net_ipv4_tcp_syncookies)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "tcp_syncookies", "int", 0644,
		  "/proc/sys/net/ipv4/tcp_syncookies",
		  "SYN cookies: 0 never, 1 when the SYN queue overflows, 2 always",
		  KAPI_SYSFS_RANGE(0, 2))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_net_ipv4_tcp_max_syn_backlog)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "tcp_max_syn_backlog", "int", 0644,
		  "/proc/sys/net/ipv4/tcp_max_syn_backlog",
		  "Half-open connections a listener keeps")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_net_ipv4_tcp_fin_timeout)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "tcp_fin_timeout", "int", 0644,
		  "/proc/sys/net/ipv4/tcp_fin_timeout",
		  "How long an orphaned connection stays in FIN_WAIT_2",
		  KAPI_UNITS("s"))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_net_ipv4_tcp_keepalive_time)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "tcp_keepalive_time", "int", 0644,
		  "/proc/sys/net/ipv4/tcp_keepalive_time",
		  "Idle time before the first keepalive probe",
		  KAPI_SYSFS_RANGE(1, 32767) KAPI_UNITS("s"))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_net_ipv4_tcp_keepalive_intvl)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "tcp_keepalive_intvl", "int", 0644,
		  "/proc/sys/net/ipv4/tcp_keepalive_intvl",
		  "Interval between keepalive probes",
		  KAPI_SYSFS_RANGE(1, 32767) KAPI_UNITS("s"))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_net_ipv4_tcp_keepalive_probes)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "tcp_keepalive_probes", "int", 0644,
		  "/proc/sys/net/ipv4/tcp_keepalive_probes",
		  "Unanswered probes before a connection is dropped",
		  KAPI_SYSFS_RANGE(1, 127))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_net_ipv4_tcp_syn_retries)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "tcp_syn_retries", "int", 0644,
		  "/proc/sys/net/ipv4/tcp_syn_retries",
		  "SYN retransmissions of an active open",
		  KAPI_SYSFS_RANGE(1, 127))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_net_ipv4_tcp_synack_retries)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "tcp_synack_retries", "int", 0644,
		  "/proc/sys/net/ipv4/tcp_synack_retries",
		  "SYN-ACK retransmissions of a passive open")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_net_ipv4_tcp_retries1)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "tcp_retries1", "int", 0644,
		  "/proc/sys/net/ipv4/tcp_retries1",
		  "Retransmissions before the route is checked again")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_net_ipv4_tcp_retries2)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "tcp_retries2", "int", 0644,
		  "/proc/sys/net/ipv4/tcp_retries2",
		  "Retransmissions before an established connection is dropped")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_net_ipv4_tcp_tw_reuse)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "tcp_tw_reuse", "int", 0644,
		  "/proc/sys/net/ipv4/tcp_tw_reuse",
		  "Reuse of TIME_WAIT sockets for new outgoing connections: 0 off, 1 on, 2 loopback only",
		  KAPI_SYSFS_RANGE(0, 2))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_net_ipv4_tcp_max_tw_buckets)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "tcp_max_tw_buckets", "int", 0644,
		  "/proc/sys/net/ipv4/tcp_max_tw_buckets",
		  "Most TIME_WAIT sockets kept")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_net_ipv4_tcp_max_orphans)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "tcp_max_orphans", "int", 0644,
		  "/proc/sys/net/ipv4/tcp_max_orphans",
		  "Most sockets no process holds")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_net_ipv4_tcp_rmem)
	KAPI_ATTR("sysctl", KAPI_SYSFS_STRING_RW, "tcp_rmem", "char *", 0644,
		  "/proc/sys/net/ipv4/tcp_rmem",
		  "Minimum, default and maximum TCP receive buffer, three integers in bytes")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_net_ipv4_tcp_wmem)
	KAPI_ATTR("sysctl", KAPI_SYSFS_STRING_RW, "tcp_wmem", "char *", 0644,
		  "/proc/sys/net/ipv4/tcp_wmem",
		  "Minimum, default and maximum TCP send buffer, three integers in bytes")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_net_ipv4_tcp_mem)
	KAPI_ATTR("sysctl", KAPI_SYSFS_STRING_RW, "tcp_mem", "char *", 0644,
		  "/proc/sys/net/ipv4/tcp_mem",
		  "TCP memory thresholds low, pressure and high, three integers in pages")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_net_ipv4_udp_mem)
	KAPI_ATTR("sysctl", KAPI_SYSFS_STRING_RW, "udp_mem", "char *", 0644,
		  "/proc/sys/net/ipv4/udp_mem",
		  "UDP memory thresholds low, pressure and high, three integers in pages")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_net_ipv4_tcp_congestion_control)
	KAPI_ATTR("sysctl", KAPI_SYSFS_STRING_RW, "tcp_congestion_control", "char *", 0644,
		  "/proc/sys/net/ipv4/tcp_congestion_control",
		  "Congestion control new connections use",
		  KAPI_PARAM_SIZE(15))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_net_ipv4_tcp_available_congestion_control)
	KAPI_ATTR("sysctl", KAPI_SYSFS_STRING_RO, "tcp_available_congestion_control", "char *", 0444,
		  "/proc/sys/net/ipv4/tcp_available_congestion_control",
		  "Congestion control algorithms loaded, separated by spaces")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_net_ipv4_tcp_allowed_congestion_control)
	KAPI_ATTR("sysctl", KAPI_SYSFS_STRING_RW, "tcp_allowed_congestion_control", "char *", 0644,
		  "/proc/sys/net/ipv4/tcp_allowed_congestion_control",
		  "Algorithms unprivileged sockets may choose, separated by spaces")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_net_ipv4_tcp_fastopen)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "tcp_fastopen", "int", 0644,
		  "/proc/sys/net/ipv4/tcp_fastopen",
		  "TCP Fast Open flags: 1 client, 2 server, more bits relax cookie rules")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_net_ipv4_tcp_fastopen_key)
	KAPI_ATTR("sysctl", KAPI_SYSFS_STRING_RW, "tcp_fastopen_key", "char *", 0600,
		  "/proc/sys/net/ipv4/tcp_fastopen_key",
		  "Fast Open cookie keys as groups of hex digits")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_net_ipv4_tcp_timestamps)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "tcp_timestamps", "int", 0644,
		  "/proc/sys/net/ipv4/tcp_timestamps",
		  "RFC 7323 timestamps: 0 off, 1 with random offsets, 2 without",
		  KAPI_SYSFS_RANGE(0, 2))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_net_ipv4_tcp_sack)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "tcp_sack", "int", 0644,
		  "/proc/sys/net/ipv4/tcp_sack",
		  "Whether selective acknowledgements are used")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_net_ipv4_tcp_window_scaling)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "tcp_window_scaling", "int", 0644,
		  "/proc/sys/net/ipv4/tcp_window_scaling",
		  "Whether windows above 64 KiB are negotiated")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_net_ipv4_tcp_mtu_probing)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "tcp_mtu_probing", "int", 0644,
		  "/proc/sys/net/ipv4/tcp_mtu_probing",
		  "Packetization-layer path MTU discovery: 0 off, 1 after a black hole, 2 always",
		  KAPI_SYSFS_RANGE(0, 2))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_net_ipv4_tcp_slow_start_after_idle)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "tcp_slow_start_after_idle", "int", 0644,
		  "/proc/sys/net/ipv4/tcp_slow_start_after_idle",
		  "Whether an idle connection restarts from the initial window")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_net_ipv4_tcp_ecn)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "tcp_ecn", "int", 0644,
		  "/proc/sys/net/ipv4/tcp_ecn",
		  "Explicit congestion notification: 0 off, 1 requested and accepted, 2 accepted only",
		  KAPI_SYSFS_RANGE(0, 5))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_net_ipv4_tcp_notsent_lowat)
	KAPI_ATTR("sysctl", KAPI_SYSFS_UINT_RW, "tcp_notsent_lowat", "unsigned int", 0644,
		  "/proc/sys/net/ipv4/tcp_notsent_lowat",
		  "Unsent bytes a socket may queue before it stops polling writable",
		  KAPI_UNITS("bytes"))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_net_ipv4_conf_if_forwarding)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "forwarding", "int", 0644,
		  "/proc/sys/net/ipv4/conf/<if>/forwarding",
		  "Whether packets arriving on the interface are forwarded")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_net_ipv4_conf_if_rp_filter)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "rp_filter", "int", 0644,
		  "/proc/sys/net/ipv4/conf/<if>/rp_filter",
		  "Reverse path filter: 0 off, 1 strict, 2 loose",
		  KAPI_SYSFS_RANGE(0, 2))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_net_ipv4_conf_if_accept_redirects)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "accept_redirects", "int", 0644,
		  "/proc/sys/net/ipv4/conf/<if>/accept_redirects",
		  "Whether ICMP redirects are accepted")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_net_ipv4_conf_if_send_redirects)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "send_redirects", "int", 0644,
		  "/proc/sys/net/ipv4/conf/<if>/send_redirects",
		  "Whether ICMP redirects are sent")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_net_ipv4_conf_if_accept_source_route)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "accept_source_route", "int", 0644,
		  "/proc/sys/net/ipv4/conf/<if>/accept_source_route",
		  "Whether source-routed packets are accepted")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_net_ipv4_conf_if_log_martians)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "log_martians", "int", 0644,
		  "/proc/sys/net/ipv4/conf/<if>/log_martians",
		  "Whether packets with impossible addresses are logged")
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_net_ipv4_conf_if_arp_ignore)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "arp_ignore", "int", 0644,
		  "/proc/sys/net/ipv4/conf/<if>/arp_ignore",
		  "Which ARP requests get a reply, 0 to 8",
		  KAPI_SYSFS_RANGE(0, 8))
KAPI_END_SPEC;

DEFINE_SYSFS_API_SPEC(sysctl_net_ipv4_conf_if_arp_announce)
	KAPI_ATTR("sysctl", KAPI_SYSFS_INT_RW, "arp_announce", "int", 0644,
		  "/proc/sys/net/ipv4/conf/<if>/arp_announce",
		  "Which source address ARP requests use: 0 any, 1 same subnet, 2 best local",
		  KAPI_SYSFS_RANGE(0, 2))
KAPI_END_SPEC;

/* SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause */
/*
 * The kapi spec model: one description of a kernel interface (a syscall, an
 * ioctl or a sysfs attribute).
 *
 * Type, enum and field names follow the upstream kernel API specification
 * framework so that spec blocks read the same in both places.  The layout is
 * ours: every string is a pointer and every list is an exactly sized array
 * with its count beside it, so a spec costs only what it describes.
 *
 * The same structures serve the compiled corpus (const data in the
 * .kapi_specs section) and specs built at run time by loaders.
 */
#ifndef KAPI_KERNEL_API_SPEC_H
#define KAPI_KERNEL_API_SPEC_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/*
 * Upstream's fixed capacities.  Our specs have no such limits; the values
 * are kept for comparison and for checking specs meant for the kernel.
 */
#define KAPI_MAX_PARAMS		16
#define KAPI_MAX_ERRORS		32
#define KAPI_MAX_CONSTRAINTS	32
#define KAPI_MAX_SIGNALS	32
#define KAPI_MAX_NAME_LEN	128
#define KAPI_MAX_DESC_LEN	512
#define KAPI_MAX_CAPABILITIES	8
#define KAPI_MAX_STRUCT_SPECS	8
#define KAPI_MAX_SIDE_EFFECTS	32
#define KAPI_MAX_STATE_TRANS	8

/* Classes of values a parameter, field or return value can carry. */
enum kapi_param_type {
	KAPI_TYPE_VOID = 0,
	KAPI_TYPE_INT,
	KAPI_TYPE_UINT,
	KAPI_TYPE_PTR,
	KAPI_TYPE_STRUCT,
	KAPI_TYPE_UNION,
	KAPI_TYPE_ENUM,
	KAPI_TYPE_FUNC_PTR,
	KAPI_TYPE_ARRAY,
	KAPI_TYPE_FD,
	KAPI_TYPE_USER_PTR,
	KAPI_TYPE_PATH,
	KAPI_TYPE_STRING,
	KAPI_TYPE_BOOL,
	KAPI_TYPE_HEX,
	KAPI_TYPE_BINARY,
	KAPI_TYPE_BITMAP,
	KAPI_TYPE_CUSTOM,
	KAPI_TYPE__COUNT
};

enum kapi_param_flags {
	KAPI_PARAM_IN			= 1 << 0,
	KAPI_PARAM_OUT			= 1 << 1,
	KAPI_PARAM_INOUT		= 1 << 2,
	KAPI_PARAM_OPTIONAL		= 1 << 3,
	KAPI_PARAM_CONST		= 1 << 4,
	KAPI_PARAM_VOLATILE		= 1 << 5,
	KAPI_PARAM_USER			= 1 << 6,
	KAPI_PARAM_DMA			= 1 << 7,
	KAPI_PARAM_ALIGNED		= 1 << 8,
	KAPI_PARAM_SYSFS_READONLY	= 1 << 9,
	KAPI_PARAM_SYSFS_WRITEONLY	= 1 << 10,
	KAPI_PARAM_SYSFS_RW		= 1 << 11,
	KAPI_PARAM_SYSFS_BINARY		= 1 << 12,
};

enum kapi_context_flags {
	KAPI_CTX_PROCESS		= 1 << 0,
	KAPI_CTX_SOFTIRQ		= 1 << 1,
	KAPI_CTX_HARDIRQ		= 1 << 2,
	KAPI_CTX_NMI			= 1 << 3,
	KAPI_CTX_ATOMIC			= 1 << 4,
	KAPI_CTX_SLEEPABLE		= 1 << 5,
	KAPI_CTX_PREEMPT_DISABLED	= 1 << 6,
	KAPI_CTX_IRQ_DISABLED		= 1 << 7,
};

enum kapi_lock_type {
	KAPI_LOCK_NONE = 0,
	KAPI_LOCK_MUTEX,
	KAPI_LOCK_SPINLOCK,
	KAPI_LOCK_RWLOCK,
	KAPI_LOCK_SEQLOCK,
	KAPI_LOCK_RCU,
	KAPI_LOCK_SEMAPHORE,
	KAPI_LOCK_CUSTOM,
	KAPI_LOCK__COUNT
};

enum kapi_lock_scope {
	KAPI_LOCK_INTERNAL = 0,
	KAPI_LOCK_ACQUIRES,
	KAPI_LOCK_RELEASES,
	KAPI_LOCK_CALLER_HELD,
	KAPI_LOCK_SCOPE__COUNT
};

enum kapi_constraint_type {
	KAPI_CONSTRAINT_NONE = 0,
	KAPI_CONSTRAINT_RANGE,
	KAPI_CONSTRAINT_MASK,
	KAPI_CONSTRAINT_ENUM,
	KAPI_CONSTRAINT_ALIGNMENT,
	KAPI_CONSTRAINT_POWER_OF_TWO,
	KAPI_CONSTRAINT_PAGE_ALIGNED,
	KAPI_CONSTRAINT_NONZERO,
	KAPI_CONSTRAINT_USER_STRING,
	KAPI_CONSTRAINT_USER_PATH,
	KAPI_CONSTRAINT_USER_PTR,
	KAPI_CONSTRAINT_CUSTOM,
	KAPI_CONSTRAINT__COUNT
};

enum kapi_return_check_type {
	KAPI_RETURN_EXACT = 0,
	KAPI_RETURN_RANGE,
	KAPI_RETURN_ERROR_CHECK,
	KAPI_RETURN_FD,
	KAPI_RETURN_CUSTOM,
	KAPI_RETURN_NO_RETURN,
	KAPI_RETURN__COUNT
};

enum kapi_signal_direction {
	KAPI_SIGNAL_RECEIVE	= 1 << 0,
	KAPI_SIGNAL_SEND	= 1 << 1,
	KAPI_SIGNAL_HANDLE	= 1 << 2,
	KAPI_SIGNAL_BLOCK	= 1 << 3,
	KAPI_SIGNAL_IGNORE	= 1 << 4,
};

enum kapi_signal_action {
	KAPI_SIGNAL_ACTION_DEFAULT = 0,
	KAPI_SIGNAL_ACTION_TERMINATE,
	KAPI_SIGNAL_ACTION_COREDUMP,
	KAPI_SIGNAL_ACTION_STOP,
	KAPI_SIGNAL_ACTION_CONTINUE,
	KAPI_SIGNAL_ACTION_CUSTOM,
	KAPI_SIGNAL_ACTION_RETURN,
	KAPI_SIGNAL_ACTION_RESTART,
	KAPI_SIGNAL_ACTION_QUEUE,
	KAPI_SIGNAL_ACTION_DISCARD,
	KAPI_SIGNAL_ACTION_TRANSFORM,
	KAPI_SIGNAL_ACTION__COUNT
};

/* Process states a signal's delivery may require or forbid. */
#define KAPI_SIGNAL_STATE_RUNNING	(1 << 0)
#define KAPI_SIGNAL_STATE_SLEEPING	(1 << 1)
#define KAPI_SIGNAL_STATE_STOPPED	(1 << 2)
#define KAPI_SIGNAL_STATE_TRACED	(1 << 3)
#define KAPI_SIGNAL_STATE_ZOMBIE	(1 << 4)
#define KAPI_SIGNAL_STATE_DEAD		(1 << 5)

/* When a signal may arrive, as the strings upstream uses. */
#define KAPI_SIGNAL_TIME_ENTRY		"entry"
#define KAPI_SIGNAL_TIME_DURING		"during"
#define KAPI_SIGNAL_TIME_EXIT		"exit"
#define KAPI_SIGNAL_TIME_ANYTIME	"anytime"
#define KAPI_SIGNAL_TIME_BLOCKING	"while_blocked"
#define KAPI_SIGNAL_TIME_SLEEPING	"while_sleeping"
#define KAPI_SIGNAL_TIME_BEFORE		"before"
#define KAPI_SIGNAL_TIME_AFTER		"after"

#define KAPI_SIGNAL_QUEUE_STANDARD	"standard"
#define KAPI_SIGNAL_QUEUE_REALTIME	"realtime"
#define KAPI_SIGNAL_QUEUE_COALESCE	"coalesce"
#define KAPI_SIGNAL_QUEUE_REPLACE	"replace"
#define KAPI_SIGNAL_QUEUE_DISCARD	"discard"

/*
 * How a file of records lays out its text (the record of the file's
 * parameter; its separator says what splits it):
 *   keyed   a line per key: key, separator, value (/proc/meminfo); a blank
 *           line starts another record of the same keys (/proc/cpuinfo)
 *   fields  one line of fields at fixed positions (/proc/<pid>/stat)
 *   rows    a record a line, fields at fixed positions (/proc/<pid>/maps)
 *   table   rows under a header line naming the fields in order; with
 *           separator "columns" the header's words also fix where each
 *           column starts (/proc/<pid>/limits)
 *   list    values each ended by the separator, NUL (/proc/<pid>/environ)
 *   link    a symbolic link whose target has one of the field's allowed
 *           shapes, as shell patterns (/proc/<pid>/fd/<fd>)
 * A separator " " stands for any run of blanks.  A field in parentheses
 * ends at the line's last ')' (a command name may hold blanks), and the
 * last field of a line, when a string, takes the rest of it.
 */
#define KAPI_RECORD_KEYED	"keyed"
#define KAPI_RECORD_FIELDS	"fields"
#define KAPI_RECORD_ROWS	"rows"
#define KAPI_RECORD_TABLE	"table"
#define KAPI_RECORD_LIST	"list"
#define KAPI_RECORD_LINK	"link"

enum kapi_capability_action {
	KAPI_CAP_BYPASS_CHECK = 0,
	KAPI_CAP_INCREASE_LIMIT,
	KAPI_CAP_OVERRIDE_RESTRICTION,
	KAPI_CAP_GRANT_PERMISSION,
	KAPI_CAP_MODIFY_BEHAVIOR,
	KAPI_CAP_ACCESS_RESOURCE,
	KAPI_CAP_PERFORM_OPERATION,
	KAPI_CAP__COUNT
};

enum kapi_side_effect_type {
	KAPI_EFFECT_NONE		= 0,
	KAPI_EFFECT_ALLOC_MEMORY	= 1 << 0,
	KAPI_EFFECT_FREE_MEMORY		= 1 << 1,
	KAPI_EFFECT_MODIFY_STATE	= 1 << 2,
	KAPI_EFFECT_SIGNAL_SEND		= 1 << 3,
	KAPI_EFFECT_FILE_POSITION	= 1 << 4,
	KAPI_EFFECT_LOCK_ACQUIRE	= 1 << 5,
	KAPI_EFFECT_LOCK_RELEASE	= 1 << 6,
	KAPI_EFFECT_RESOURCE_CREATE	= 1 << 7,
	KAPI_EFFECT_RESOURCE_DESTROY	= 1 << 8,
	KAPI_EFFECT_SCHEDULE		= 1 << 9,
	KAPI_EFFECT_HARDWARE		= 1 << 10,
	KAPI_EFFECT_NETWORK		= 1 << 11,
	KAPI_EFFECT_FILESYSTEM		= 1 << 12,
	KAPI_EFFECT_PROCESS_STATE	= 1 << 13,
	KAPI_EFFECT_IRREVERSIBLE	= 1 << 14,
};

#define KAPI_EFFECTS_MEMORY	(KAPI_EFFECT_ALLOC_MEMORY | KAPI_EFFECT_FREE_MEMORY)
#define KAPI_EFFECTS_LOCKING	(KAPI_EFFECT_LOCK_ACQUIRE | KAPI_EFFECT_LOCK_RELEASE)
#define KAPI_EFFECTS_RESOURCES	(KAPI_EFFECT_RESOURCE_CREATE | KAPI_EFFECT_RESOURCE_DESTROY)
#define KAPI_EFFECTS_IO		(KAPI_EFFECT_NETWORK | KAPI_EFFECT_FILESYSTEM)

enum kapi_api_type {
	KAPI_API_FUNCTION = 0,
	KAPI_API_IOCTL,
	KAPI_API_SYSFS,
	KAPI_API_FDTYPE,		/* a kind of file descriptor */
	KAPI_API__COUNT
};

enum kapi_socket_state {
	KAPI_SOCK_STATE_UNSPEC = 0,
	KAPI_SOCK_STATE_CLOSED,
	KAPI_SOCK_STATE_OPEN,
	KAPI_SOCK_STATE_BOUND,
	KAPI_SOCK_STATE_LISTEN,
	KAPI_SOCK_STATE_SYN_SENT,
	KAPI_SOCK_STATE_SYN_RECV,
	KAPI_SOCK_STATE_ESTABLISHED,
	KAPI_SOCK_STATE_FIN_WAIT1,
	KAPI_SOCK_STATE_FIN_WAIT2,
	KAPI_SOCK_STATE_CLOSE_WAIT,
	KAPI_SOCK_STATE_CLOSING,
	KAPI_SOCK_STATE_LAST_ACK,
	KAPI_SOCK_STATE_TIME_WAIT,
	KAPI_SOCK_STATE_CONNECTED,
	KAPI_SOCK_STATE_DISCONNECTED,
	KAPI_SOCK_STATE__COUNT
};

enum kapi_socket_protocol {
	KAPI_PROTO_TCP		= 1 << 0,
	KAPI_PROTO_UDP		= 1 << 1,
	KAPI_PROTO_UNIX		= 1 << 2,
	KAPI_PROTO_RAW		= 1 << 3,
	KAPI_PROTO_PACKET	= 1 << 4,
	KAPI_PROTO_NETLINK	= 1 << 5,
	KAPI_PROTO_SCTP		= 1 << 6,
	KAPI_PROTO_DCCP		= 1 << 7,
};
#define KAPI_PROTO_ALL		0xFFFFFFFFu

enum kapi_buffer_behavior {
	KAPI_BUF_PEEK		= 1 << 0,
	KAPI_BUF_TRUNCATE	= 1 << 1,
	KAPI_BUF_SCATTER	= 1 << 2,
	KAPI_BUF_ZERO_COPY	= 1 << 3,
	KAPI_BUF_KERNEL_ALLOC	= 1 << 4,
	KAPI_BUF_DMA_CAPABLE	= 1 << 5,
	KAPI_BUF_FRAGMENT	= 1 << 6,
};

enum kapi_async_behavior {
	KAPI_ASYNC_BLOCK	 = 0,
	KAPI_ASYNC_NONBLOCK	 = 1 << 0,
	KAPI_ASYNC_POLL_READY	 = 1 << 1,
	KAPI_ASYNC_SIGNAL_DRIVEN = 1 << 2,
	KAPI_ASYNC_AIO		 = 1 << 3,
	KAPI_ASYNC_IO_URING	 = 1 << 4,
	KAPI_ASYNC_EPOLL	 = 1 << 5,
};

/*
 * A parameter of a syscall or ioctl, or the value of a sysfs attribute.
 * constraint_expr keeps the source text of a mask or enum constraint
 * ("MCL_CURRENT | MCL_FUTURE") so findings can name the accepted values.
 */
struct kapi_param_spec {
	const char *name;
	const char *type_name;
	const char *description;
	const char *constraints;
	const char *constraint_expr;
	const int64_t *enum_values;
	bool (*validate)(int64_t value);
	int64_t min_value;
	int64_t max_value;
	uint64_t valid_mask;
	uint64_t ignored_mask;		/* accepted, without effect */
	uint64_t size;
	uint64_t alignment;
	uint64_t size_multiplier;
	uint32_t flags;
	uint32_t enum_count;
	int32_t size_param_idx;		/* -1: the size is not another param */
	uint8_t type;			/* enum kapi_param_type */
	uint8_t constraint_type;	/* enum kapi_constraint_type */
	uint16_t sysfs_permissions;
	/* sysfs attributes */
	const char *sysfs_path;
	const char *default_value;
	const char *units;
	const char *const *allowed_strings;
	int64_t step;
	uint32_t allowed_string_count;
	/*
	 * A file of records (/proc/meminfo, /proc/<pid>/stat): on the file's
	 * own parameter, how its text is laid out (KAPI_RECORD_*) and what
	 * separates a key from its value or one field from the next; the
	 * parameters after it are the fields.  On a field, separator is the
	 * word that ends a list of variable length ("-" in mountinfo).
	 */
	const char *record;
	const char *separator;
};

/* error_code is negative as the kernel returns it; name is canonical. */
struct kapi_error_spec {
	int32_t error_code;
	const char *name;
	const char *condition;
	const char *description;
};

struct kapi_return_spec {
	const char *type_name;
	const char *description;
	const int64_t *error_values;
	bool (*is_success)(int64_t retval);
	int64_t success_value;
	int64_t success_min;
	int64_t success_max;
	uint32_t error_count;
	uint8_t type;			/* enum kapi_param_type */
	uint8_t check_type;		/* enum kapi_return_check_type */
};

struct kapi_lock_spec {
	const char *lock_name;
	const char *description;
	uint8_t lock_type;		/* enum kapi_lock_type */
	uint8_t scope;			/* enum kapi_lock_scope */
	bool acquired;
	bool released;
	bool held_on_entry;
	bool held_on_exit;
};

struct kapi_constraint_spec {
	const char *name;
	const char *description;
	const char *expression;
};

struct kapi_signal_spec {
	const char *signal_name;
	const char *target;
	const char *condition;
	const char *description;
	const char *timing;
	const char *queue_behavior;
	int32_t signal_num;
	uint32_t direction;
	uint32_t sa_flags_required;
	uint32_t sa_flags_forbidden;
	int32_t error_on_signal;
	int32_t transform_to;
	uint32_t state_required;
	uint32_t state_forbidden;
	uint8_t action;			/* enum kapi_signal_action */
	uint8_t priority;
	bool restartable;
	bool interruptible;
};

struct kapi_signal_mask_spec {
	const char *mask_name;
	const char *description;
	const int32_t *signals;
	uint32_t signal_count;
};

struct kapi_struct_field {
	const char *name;
	const char *type_name;
	const char *description;
	const char *constraint_expr;
	const int64_t *enum_values;
	int64_t min_value;
	int64_t max_value;
	uint64_t valid_mask;
	uint64_t offset;
	uint64_t size;
	uint32_t flags;
	uint32_t enum_count;
	uint8_t type;			/* enum kapi_param_type */
	uint8_t constraint_type;	/* enum kapi_constraint_type */
};

struct kapi_struct_spec {
	const char *name;
	const char *description;
	const struct kapi_struct_field *fields;
	uint64_t size;
	uint64_t alignment;
	uint32_t field_count;
};

struct kapi_capability_spec {
	const char *cap_name;
	const char *allows;
	const char *without_cap;
	const char *check_condition;
	const int32_t *alternative;
	int32_t capability;
	uint32_t alternative_count;
	uint8_t action;			/* enum kapi_capability_action */
	uint8_t priority;
};

struct kapi_side_effect {
	const char *target;
	const char *condition;
	const char *description;
	/* what user space sees after a successful call, as conform checks
	 * it: "same_file(newfd, oldfd)", "size(fd, length)" (docs/kapi-conform) */
	const char *check;
	/* a constraint expression over the arguments: the check applies
	 * only to a call that meets it ("cmd == IPC_RMID") */
	const char *check_when;
	/* why user space cannot see the effect, when it cannot */
	const char *unobservable;
	uint32_t type;			/* OR of enum kapi_side_effect_type */
	bool reversible;
};

struct kapi_state_transition {
	const char *object;
	const char *from_state;
	const char *to_state;
	const char *condition;
	const char *description;
	/* as struct kapi_side_effect's: the new state as conform checks it,
	 * the arguments it applies to, or why user space cannot see it */
	const char *check;
	const char *check_when;
	const char *unobservable;
};

struct kapi_socket_state_spec {
	const uint8_t *required_states;	/* enum kapi_socket_state */
	const uint8_t *forbidden_states;
	const char *state_condition;
	uint32_t required_state_count;
	uint32_t forbidden_state_count;
	uint32_t applicable_protocols;
	uint8_t resulting_state;
};

struct kapi_protocol_behavior {
	const char *behavior;
	const char *flag_description;
	int64_t protocol_flags;
	uint32_t applicable_protocols;
};

struct kapi_buffer_spec {
	const char *fragmentation_rules;
	const char *partial_transfer_rules;
	uint64_t min_buffer_size;
	uint64_t max_buffer_size;
	uint64_t optimal_buffer_size;
	uint32_t buffer_behaviors;
	bool can_partial_transfer;
};

struct kapi_async_spec {
	const char *completion_condition;
	const char *timeout_behavior;
	uint32_t supported_modes;
	int32_t nonblock_errno;
	uint32_t poll_events_in;
	uint32_t poll_events_out;
	bool supports_timeout;
};

struct kapi_addr_family_spec {
	const char *family_name;
	const char *addr_format;
	const char *special_addresses;
	uint64_t addr_struct_size;
	uint32_t min_addr_len;
	uint32_t max_addr_len;
	int32_t family;
	uint32_t port_range_min;
	uint32_t port_range_max;
	bool supports_wildcard;
	bool supports_multicast;
	bool supports_broadcast;
};

/* Network details; only socket-family specs carry them. */
struct kapi_net_spec {
	const struct kapi_socket_state_spec *socket_state;
	const struct kapi_protocol_behavior *protocol_behaviors;
	const struct kapi_buffer_spec *buffer_spec;
	const struct kapi_async_spec *async_spec;
	const struct kapi_addr_family_spec *addr_families;
	const char *connection_establishment;
	const char *connection_termination;
	const char *data_transfer_semantics;
	uint32_t protocol_behavior_count;
	uint32_t addr_family_count;
	bool is_connection_oriented;
	bool is_message_oriented;
	bool supports_oob_data;
	bool supports_peek;
	bool supports_select_poll;
	bool is_reentrant;
};

/*
 * A fact that holds only on some kernels: value (a flag bit or bits of a
 * mask, or an enum or range member) of parameter param is accepted from
 * kernel release since on, and until release until (exclusive).  Releases
 * are spelled "X.Y" or "X.Y.Z"; NULL or "" is "always" (since) or "still
 * there" (until).  name is the constant's source text.
 */
struct kapi_version_fact {
	const char *param;
	const char *name;
	const char *since;
	const char *until;
	int64_t value;
};

/*
 * What a syscall does given a descriptor of one kind (a pipe, an epoll
 * fd, ...), every other argument valid: error names the errno it fails
 * with (NULL or "": the call applies and succeeds), from release since
 * on and until release until (exclusive; NULL or "": always, still).
 */
struct kapi_fd_op {
	const char *syscall;
	const char *error;
	const char *since;
	const char *until;
	const char *description;
};

/* A kernel release packed as the kernel's KERNEL_VERSION(a, b, c). */
#define KAPI_KERNEL_VERSION(a, b, c) \
	(((uint32_t)(a) << 16) + ((uint32_t)(b) << 8) + \
	 ((uint32_t)(c) > 255 ? 255u : (uint32_t)(c)))

struct kernel_api_spec {
	const char *name;
	const char *description;
	const char *long_description;
	const char *examples;
	const char *notes;
	const char *since_version;
	const char *replacement;

	const struct kapi_param_spec *params;
	const struct kapi_error_spec *errors;
	const struct kapi_lock_spec *locks;
	const struct kapi_constraint_spec *constraints;
	const struct kapi_signal_spec *signals;
	const struct kapi_signal_mask_spec *signal_masks;
	const struct kapi_struct_spec *struct_specs;
	const struct kapi_side_effect *side_effects;
	const struct kapi_state_transition *state_transitions;
	const struct kapi_capability_spec *capabilities;
	const struct kapi_net_spec *net;

	/* ioctl */
	const char *cmd_name;
	const char *file_ops_name;
	/* sysfs */
	const char *subsystem;
	const char *device_type;

	struct kapi_return_spec return_spec;

	uint32_t param_count;
	uint32_t error_count;
	uint32_t lock_count;
	uint32_t constraint_count;
	uint32_t signal_count;
	uint32_t signal_mask_count;
	uint32_t struct_spec_count;
	uint32_t side_effect_count;
	uint32_t state_trans_count;
	uint32_t capability_count;

	uint32_t version;
	uint32_t context_flags;
	uint32_t cmd;			/* ioctl command number */
	uint32_t input_size;
	uint32_t output_size;
	uint8_t api_type;		/* enum kapi_api_type */
	bool deprecated;
	bool generated;			/* a baseline made from facts, not
					 * written by hand (KAPI_GENERATED) */

	/* the first release without the interface (since_version: with) */
	const char *until_version;
	/* values of parameters only some releases accept */
	const struct kapi_version_fact *version_facts;
	uint32_t version_fact_count;
	/* an fd kind (api_type fdtype): what each syscall does with one */
	uint32_t fd_op_count;
	const struct kapi_fd_op *fd_ops;
};

#ifdef __cplusplus
}
#endif

#endif /* KAPI_KERNEL_API_SPEC_H */

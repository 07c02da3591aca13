// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * Names of enum values and flag bits, shared by every emitter and loader.
 * The short names are the strings upstream's JSON export uses.
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include <kapi/kapi.h>
#include "model/model.h"

struct kapi_name_entry {
	uint32_t value;
	const char *name;
};

#define N(v, s) { (v), (s) }

static const struct kapi_name_entry api_type_names[] = {
	N(KAPI_API_FUNCTION, "function"), N(KAPI_API_IOCTL, "ioctl"),
	N(KAPI_API_SYSFS, "sysfs"), N(KAPI_API_FDTYPE, "fdtype"),
};

static const struct kapi_name_entry param_type_names[] = {
	N(KAPI_TYPE_VOID, "void"), N(KAPI_TYPE_INT, "int"),
	N(KAPI_TYPE_UINT, "uint"), N(KAPI_TYPE_PTR, "ptr"),
	N(KAPI_TYPE_STRUCT, "struct"), N(KAPI_TYPE_UNION, "union"),
	N(KAPI_TYPE_ENUM, "enum"), N(KAPI_TYPE_FUNC_PTR, "func_ptr"),
	N(KAPI_TYPE_ARRAY, "array"), N(KAPI_TYPE_FD, "file_descriptor"),
	N(KAPI_TYPE_USER_PTR, "user_pointer"), N(KAPI_TYPE_PATH, "pathname"),
	N(KAPI_TYPE_STRING, "string"), N(KAPI_TYPE_BOOL, "bool"),
	N(KAPI_TYPE_HEX, "hex"), N(KAPI_TYPE_BINARY, "binary"),
	N(KAPI_TYPE_BITMAP, "bitmap"), N(KAPI_TYPE_CUSTOM, "custom"),
};

static const struct kapi_name_entry param_flag_names[] = {
	N(KAPI_PARAM_IN, "KAPI_PARAM_IN"), N(KAPI_PARAM_OUT, "KAPI_PARAM_OUT"),
	N(KAPI_PARAM_INOUT, "KAPI_PARAM_INOUT"),
	N(KAPI_PARAM_OPTIONAL, "KAPI_PARAM_OPTIONAL"),
	N(KAPI_PARAM_CONST, "KAPI_PARAM_CONST"),
	N(KAPI_PARAM_VOLATILE, "KAPI_PARAM_VOLATILE"),
	N(KAPI_PARAM_USER, "KAPI_PARAM_USER"), N(KAPI_PARAM_DMA, "KAPI_PARAM_DMA"),
	N(KAPI_PARAM_ALIGNED, "KAPI_PARAM_ALIGNED"),
	N(KAPI_PARAM_SYSFS_READONLY, "KAPI_PARAM_SYSFS_READONLY"),
	N(KAPI_PARAM_SYSFS_WRITEONLY, "KAPI_PARAM_SYSFS_WRITEONLY"),
	N(KAPI_PARAM_SYSFS_RW, "KAPI_PARAM_SYSFS_RW"),
	N(KAPI_PARAM_SYSFS_BINARY, "KAPI_PARAM_SYSFS_BINARY"),
};

static const struct kapi_name_entry context_names[] = {
	N(KAPI_CTX_PROCESS, "KAPI_CTX_PROCESS"),
	N(KAPI_CTX_SOFTIRQ, "KAPI_CTX_SOFTIRQ"),
	N(KAPI_CTX_HARDIRQ, "KAPI_CTX_HARDIRQ"), N(KAPI_CTX_NMI, "KAPI_CTX_NMI"),
	N(KAPI_CTX_ATOMIC, "KAPI_CTX_ATOMIC"),
	N(KAPI_CTX_SLEEPABLE, "KAPI_CTX_SLEEPABLE"),
	N(KAPI_CTX_PREEMPT_DISABLED, "KAPI_CTX_PREEMPT_DISABLED"),
	N(KAPI_CTX_IRQ_DISABLED, "KAPI_CTX_IRQ_DISABLED"),
};

static const struct kapi_name_entry constraint_names[] = {
	N(KAPI_CONSTRAINT_NONE, "none"), N(KAPI_CONSTRAINT_RANGE, "range"),
	N(KAPI_CONSTRAINT_MASK, "mask"), N(KAPI_CONSTRAINT_ENUM, "enum"),
	N(KAPI_CONSTRAINT_ALIGNMENT, "alignment"),
	N(KAPI_CONSTRAINT_POWER_OF_TWO, "power_of_two"),
	N(KAPI_CONSTRAINT_PAGE_ALIGNED, "page_aligned"),
	N(KAPI_CONSTRAINT_NONZERO, "nonzero"),
	N(KAPI_CONSTRAINT_USER_STRING, "user_string"),
	N(KAPI_CONSTRAINT_USER_PATH, "user_path"),
	N(KAPI_CONSTRAINT_USER_PTR, "user_ptr"),
	N(KAPI_CONSTRAINT_CUSTOM, "custom"),
};

static const struct kapi_name_entry return_check_names[] = {
	N(KAPI_RETURN_EXACT, "exact"), N(KAPI_RETURN_RANGE, "range"),
	N(KAPI_RETURN_ERROR_CHECK, "error_check"), N(KAPI_RETURN_FD, "fd"),
	N(KAPI_RETURN_CUSTOM, "custom"), N(KAPI_RETURN_NO_RETURN, "no_return"),
};

static const struct kapi_name_entry lock_type_names[] = {
	N(KAPI_LOCK_NONE, "none"), N(KAPI_LOCK_MUTEX, "mutex"),
	N(KAPI_LOCK_SPINLOCK, "spinlock"), N(KAPI_LOCK_RWLOCK, "rwlock"),
	N(KAPI_LOCK_SEQLOCK, "seqlock"), N(KAPI_LOCK_RCU, "rcu"),
	N(KAPI_LOCK_SEMAPHORE, "semaphore"), N(KAPI_LOCK_CUSTOM, "custom"),
};

static const struct kapi_name_entry lock_scope_names[] = {
	N(KAPI_LOCK_INTERNAL, "internal"), N(KAPI_LOCK_ACQUIRES, "acquires"),
	N(KAPI_LOCK_RELEASES, "releases"),
	N(KAPI_LOCK_CALLER_HELD, "caller_held"),
};

static const struct kapi_name_entry signal_direction_names[] = {
	N(KAPI_SIGNAL_RECEIVE, "KAPI_SIGNAL_RECEIVE"),
	N(KAPI_SIGNAL_SEND, "KAPI_SIGNAL_SEND"),
	N(KAPI_SIGNAL_HANDLE, "KAPI_SIGNAL_HANDLE"),
	N(KAPI_SIGNAL_BLOCK, "KAPI_SIGNAL_BLOCK"),
	N(KAPI_SIGNAL_IGNORE, "KAPI_SIGNAL_IGNORE"),
};

static const struct kapi_name_entry signal_action_names[] = {
	N(KAPI_SIGNAL_ACTION_DEFAULT, "default"),
	N(KAPI_SIGNAL_ACTION_TERMINATE, "terminate"),
	N(KAPI_SIGNAL_ACTION_COREDUMP, "coredump"),
	N(KAPI_SIGNAL_ACTION_STOP, "stop"),
	N(KAPI_SIGNAL_ACTION_CONTINUE, "continue"),
	N(KAPI_SIGNAL_ACTION_CUSTOM, "custom"),
	N(KAPI_SIGNAL_ACTION_RETURN, "return"),
	N(KAPI_SIGNAL_ACTION_RESTART, "restart"),
	N(KAPI_SIGNAL_ACTION_QUEUE, "queue"),
	N(KAPI_SIGNAL_ACTION_DISCARD, "discard"),
	N(KAPI_SIGNAL_ACTION_TRANSFORM, "transform"),
};

static const struct kapi_name_entry signal_state_names[] = {
	N(KAPI_SIGNAL_STATE_RUNNING, "KAPI_SIGNAL_STATE_RUNNING"),
	N(KAPI_SIGNAL_STATE_SLEEPING, "KAPI_SIGNAL_STATE_SLEEPING"),
	N(KAPI_SIGNAL_STATE_STOPPED, "KAPI_SIGNAL_STATE_STOPPED"),
	N(KAPI_SIGNAL_STATE_TRACED, "KAPI_SIGNAL_STATE_TRACED"),
	N(KAPI_SIGNAL_STATE_ZOMBIE, "KAPI_SIGNAL_STATE_ZOMBIE"),
	N(KAPI_SIGNAL_STATE_DEAD, "KAPI_SIGNAL_STATE_DEAD"),
};

static const struct kapi_name_entry cap_action_names[] = {
	N(KAPI_CAP_BYPASS_CHECK, "bypass_check"),
	N(KAPI_CAP_INCREASE_LIMIT, "increase_limit"),
	N(KAPI_CAP_OVERRIDE_RESTRICTION, "override_restriction"),
	N(KAPI_CAP_GRANT_PERMISSION, "grant_permission"),
	N(KAPI_CAP_MODIFY_BEHAVIOR, "modify_behavior"),
	N(KAPI_CAP_ACCESS_RESOURCE, "access_resource"),
	N(KAPI_CAP_PERFORM_OPERATION, "perform_operation"),
};

static const struct kapi_name_entry effect_names[] = {
	N(KAPI_EFFECT_ALLOC_MEMORY, "KAPI_EFFECT_ALLOC_MEMORY"),
	N(KAPI_EFFECT_FREE_MEMORY, "KAPI_EFFECT_FREE_MEMORY"),
	N(KAPI_EFFECT_MODIFY_STATE, "KAPI_EFFECT_MODIFY_STATE"),
	N(KAPI_EFFECT_SIGNAL_SEND, "KAPI_EFFECT_SIGNAL_SEND"),
	N(KAPI_EFFECT_FILE_POSITION, "KAPI_EFFECT_FILE_POSITION"),
	N(KAPI_EFFECT_LOCK_ACQUIRE, "KAPI_EFFECT_LOCK_ACQUIRE"),
	N(KAPI_EFFECT_LOCK_RELEASE, "KAPI_EFFECT_LOCK_RELEASE"),
	N(KAPI_EFFECT_RESOURCE_CREATE, "KAPI_EFFECT_RESOURCE_CREATE"),
	N(KAPI_EFFECT_RESOURCE_DESTROY, "KAPI_EFFECT_RESOURCE_DESTROY"),
	N(KAPI_EFFECT_SCHEDULE, "KAPI_EFFECT_SCHEDULE"),
	N(KAPI_EFFECT_HARDWARE, "KAPI_EFFECT_HARDWARE"),
	N(KAPI_EFFECT_NETWORK, "KAPI_EFFECT_NETWORK"),
	N(KAPI_EFFECT_FILESYSTEM, "KAPI_EFFECT_FILESYSTEM"),
	N(KAPI_EFFECT_PROCESS_STATE, "KAPI_EFFECT_PROCESS_STATE"),
	N(KAPI_EFFECT_IRREVERSIBLE, "KAPI_EFFECT_IRREVERSIBLE"),
};

static const struct kapi_name_entry socket_state_names[] = {
	N(KAPI_SOCK_STATE_UNSPEC, "unspec"), N(KAPI_SOCK_STATE_CLOSED, "closed"),
	N(KAPI_SOCK_STATE_OPEN, "open"), N(KAPI_SOCK_STATE_BOUND, "bound"),
	N(KAPI_SOCK_STATE_LISTEN, "listen"),
	N(KAPI_SOCK_STATE_SYN_SENT, "syn_sent"),
	N(KAPI_SOCK_STATE_SYN_RECV, "syn_recv"),
	N(KAPI_SOCK_STATE_ESTABLISHED, "established"),
	N(KAPI_SOCK_STATE_FIN_WAIT1, "fin_wait1"),
	N(KAPI_SOCK_STATE_FIN_WAIT2, "fin_wait2"),
	N(KAPI_SOCK_STATE_CLOSE_WAIT, "close_wait"),
	N(KAPI_SOCK_STATE_CLOSING, "closing"),
	N(KAPI_SOCK_STATE_LAST_ACK, "last_ack"),
	N(KAPI_SOCK_STATE_TIME_WAIT, "time_wait"),
	N(KAPI_SOCK_STATE_CONNECTED, "connected"),
	N(KAPI_SOCK_STATE_DISCONNECTED, "disconnected"),
};

static const struct kapi_name_entry protocol_names[] = {
	N(KAPI_PROTO_TCP, "KAPI_PROTO_TCP"), N(KAPI_PROTO_UDP, "KAPI_PROTO_UDP"),
	N(KAPI_PROTO_UNIX, "KAPI_PROTO_UNIX"), N(KAPI_PROTO_RAW, "KAPI_PROTO_RAW"),
	N(KAPI_PROTO_PACKET, "KAPI_PROTO_PACKET"),
	N(KAPI_PROTO_NETLINK, "KAPI_PROTO_NETLINK"),
	N(KAPI_PROTO_SCTP, "KAPI_PROTO_SCTP"),
	N(KAPI_PROTO_DCCP, "KAPI_PROTO_DCCP"),
};

static const struct kapi_name_entry buffer_names[] = {
	N(KAPI_BUF_PEEK, "KAPI_BUF_PEEK"), N(KAPI_BUF_TRUNCATE, "KAPI_BUF_TRUNCATE"),
	N(KAPI_BUF_SCATTER, "KAPI_BUF_SCATTER"),
	N(KAPI_BUF_ZERO_COPY, "KAPI_BUF_ZERO_COPY"),
	N(KAPI_BUF_KERNEL_ALLOC, "KAPI_BUF_KERNEL_ALLOC"),
	N(KAPI_BUF_DMA_CAPABLE, "KAPI_BUF_DMA_CAPABLE"),
	N(KAPI_BUF_FRAGMENT, "KAPI_BUF_FRAGMENT"),
};

static const struct kapi_name_entry async_names[] = {
	N(KAPI_ASYNC_NONBLOCK, "KAPI_ASYNC_NONBLOCK"),
	N(KAPI_ASYNC_POLL_READY, "KAPI_ASYNC_POLL_READY"),
	N(KAPI_ASYNC_SIGNAL_DRIVEN, "KAPI_ASYNC_SIGNAL_DRIVEN"),
	N(KAPI_ASYNC_AIO, "KAPI_ASYNC_AIO"),
	N(KAPI_ASYNC_IO_URING, "KAPI_ASYNC_IO_URING"),
	N(KAPI_ASYNC_EPOLL, "KAPI_ASYNC_EPOLL"),
};

struct name_table {
	const struct kapi_name_entry *entries;
	size_t count;
};

#define T(a) { a, sizeof(a) / sizeof((a)[0]) }
static const struct name_table tables[KAPI_NAMES__COUNT] = {
	[KAPI_NAMES_API_TYPE] = T(api_type_names),
	[KAPI_NAMES_PARAM_TYPE] = T(param_type_names),
	[KAPI_NAMES_PARAM_FLAGS] = T(param_flag_names),
	[KAPI_NAMES_CONTEXT] = T(context_names),
	[KAPI_NAMES_CONSTRAINT] = T(constraint_names),
	[KAPI_NAMES_RETURN_CHECK] = T(return_check_names),
	[KAPI_NAMES_LOCK_TYPE] = T(lock_type_names),
	[KAPI_NAMES_LOCK_SCOPE] = T(lock_scope_names),
	[KAPI_NAMES_SIGNAL_DIRECTION] = T(signal_direction_names),
	[KAPI_NAMES_SIGNAL_ACTION] = T(signal_action_names),
	[KAPI_NAMES_SIGNAL_STATE] = T(signal_state_names),
	[KAPI_NAMES_CAP_ACTION] = T(cap_action_names),
	[KAPI_NAMES_EFFECT] = T(effect_names),
	[KAPI_NAMES_SOCKET_STATE] = T(socket_state_names),
	[KAPI_NAMES_PROTOCOL] = T(protocol_names),
	[KAPI_NAMES_BUFFER] = T(buffer_names),
	[KAPI_NAMES_ASYNC] = T(async_names),
};

/* The first name of value in a table, NULL if none. */
static const char *table_name(const struct name_table *t, uint32_t value)
{
	for (size_t i = 0; i < t->count; i++)
		if (t->entries[i].value == value)
			return t->entries[i].name;
	return NULL;
}

/* The value of name in a table; false if none. */
static bool table_value(const struct name_table *t, const char *name,
			uint32_t *value)
{
	for (size_t i = 0; name && i < t->count; i++) {
		if (!strcmp(t->entries[i].name, name)) {
			*value = t->entries[i].value;
			return true;
		}
	}
	return false;
}

const char *kapi_name(enum kapi_name_table table, uint32_t value)
{
	if ((unsigned int)table >= KAPI_NAMES__COUNT)
		return NULL;
	return table_name(&tables[table], value);
}

int kapi_name__value(enum kapi_name_table table, const char *name,
		     uint32_t *value)
{
	if ((unsigned int)table >= KAPI_NAMES__COUNT || !name)
		return -EINVAL;
	return table_value(&tables[table], name, value) ? 0 : -ENOENT;
}

int kapi_flags__format(enum kapi_name_table table, uint32_t value, char *buf,
		       size_t len)
{
	const struct name_table *t;
	struct kapi_strbuf sb;
	uint32_t rest = value;

	kapi__strbuf_init_fixed(&sb, buf, len);
	if ((unsigned int)table >= KAPI_NAMES__COUNT)
		return -EINVAL;
	t = &tables[table];
	for (size_t i = 0; i < t->count; i++) {
		uint32_t bit = t->entries[i].value;

		if (bit && (value & bit) == bit && (rest & bit)) {
			kapi__strbuf_printf(&sb, "%s%s", sb.len ? "|" : "",
					    t->entries[i].name);
			rest &= ~bit;
		}
	}
	if (rest || !value)
		kapi__strbuf_printf(&sb, "%s0x%x", sb.len ? "|" : "", rest);
	return (int)sb.want;
}

/* ---- errno and signal names (x86_64 numbering) -------------------------- */

static const struct kapi_name_entry errno_names[] = {
#define E(x) { x, #x },
	E(EPERM) E(ENOENT) E(ESRCH) E(EINTR) E(EIO) E(ENXIO) E(E2BIG)
	E(ENOEXEC) E(EBADF) E(ECHILD) E(EAGAIN) E(ENOMEM) E(EACCES) E(EFAULT)
	E(ENOTBLK) E(EBUSY) E(EEXIST) E(EXDEV) E(ENODEV) E(ENOTDIR) E(EISDIR)
	E(EINVAL) E(ENFILE) E(EMFILE) E(ENOTTY) E(ETXTBSY) E(EFBIG) E(ENOSPC)
	E(ESPIPE) E(EROFS) E(EMLINK) E(EPIPE) E(EDOM) E(ERANGE) E(EDEADLK)
	E(ENAMETOOLONG) E(ENOLCK) E(ENOSYS) E(ENOTEMPTY) E(ELOOP) E(ENOMSG)
	E(EIDRM) E(ECHRNG) E(EL2NSYNC) E(EL3HLT) E(EL3RST) E(ELNRNG) E(EUNATCH)
	E(ENOCSI) E(EL2HLT) E(EBADE) E(EBADR) E(EXFULL) E(ENOANO) E(EBADRQC)
	E(EBADSLT) E(EBFONT) E(ENOSTR) E(ENODATA) E(ETIME) E(ENOSR) E(ENONET)
	E(ENOPKG) E(EREMOTE) E(ENOLINK) E(EADV) E(ESRMNT) E(ECOMM) E(EPROTO)
	E(EMULTIHOP) E(EDOTDOT) E(EBADMSG) E(EOVERFLOW) E(ENOTUNIQ) E(EBADFD)
	E(EREMCHG) E(ELIBACC) E(ELIBBAD) E(ELIBSCN) E(ELIBMAX) E(ELIBEXEC)
	E(EILSEQ) E(ERESTART) E(ESTRPIPE) E(EUSERS) E(ENOTSOCK) E(EDESTADDRREQ)
	E(EMSGSIZE) E(EPROTOTYPE) E(ENOPROTOOPT) E(EPROTONOSUPPORT)
	E(ESOCKTNOSUPPORT) E(EOPNOTSUPP) E(EPFNOSUPPORT) E(EAFNOSUPPORT)
	E(EADDRINUSE) E(EADDRNOTAVAIL) E(ENETDOWN) E(ENETUNREACH) E(ENETRESET)
	E(ECONNABORTED) E(ECONNRESET) E(ENOBUFS) E(EISCONN) E(ENOTCONN)
	E(ESHUTDOWN) E(ETOOMANYREFS) E(ETIMEDOUT) E(ECONNREFUSED) E(EHOSTDOWN)
	E(EHOSTUNREACH) E(EALREADY) E(EINPROGRESS) E(ESTALE) E(EUCLEAN)
	E(ENOTNAM) E(ENAVAIL) E(EISNAM) E(EREMOTEIO) E(EDQUOT) E(ENOMEDIUM)
	E(EMEDIUMTYPE) E(ECANCELED) E(ENOKEY) E(EKEYEXPIRED) E(EKEYREVOKED)
	E(EKEYREJECTED) E(EOWNERDEAD) E(ENOTRECOVERABLE) E(ERFKILL)
	E(EHWPOISON)
#undef E
	/* Aliases user space knows; the first name of a number wins. */
	{ EWOULDBLOCK, "EWOULDBLOCK" }, { EDEADLOCK, "EDEADLOCK" },
	{ ENOTSUP, "ENOTSUP" },
	/* Kernel-internal codes (include/linux/errno.h) */
	{ 512, "ERESTARTSYS" }, { 513, "ERESTARTNOINTR" },
	{ 514, "ERESTARTNOHAND" }, { 515, "ENOIOCTLCMD" },
	{ 516, "ERESTART_RESTARTBLOCK" }, { 517, "EPROBE_DEFER" },
	{ 518, "EOPENSTALE" }, { 519, "ENOPARAM" }, { 521, "EBADHANDLE" },
	{ 522, "ENOTSYNC" }, { 523, "EBADCOOKIE" }, { 524, "ENOTSUPP" },
	{ 525, "ETOOSMALL" }, { 526, "ESERVERFAULT" }, { 527, "EBADTYPE" },
	{ 528, "EJUKEBOX" }, { 529, "EIOCBQUEUED" }, { 530, "ERECALLCONFLICT" },
	{ 531, "ENOGRACE" },
};

static const struct name_table errno_table = T(errno_names);

int kapi_errno__value(const char *name)
{
	uint32_t v;

	return table_value(&errno_table, name, &v) ? (int)v : 0;
}

const char *kapi_errno__name(int value)
{
	return table_name(&errno_table, value < 0 ? (uint32_t)-(int64_t)value
						  : (uint32_t)value);
}

static const struct kapi_name_entry signal_names[] = {
	{ 1, "SIGHUP" }, { 2, "SIGINT" }, { 3, "SIGQUIT" }, { 4, "SIGILL" },
	{ 5, "SIGTRAP" }, { 6, "SIGABRT" }, { 7, "SIGBUS" }, { 8, "SIGFPE" },
	{ 9, "SIGKILL" }, { 10, "SIGUSR1" }, { 11, "SIGSEGV" }, { 12, "SIGUSR2" },
	{ 13, "SIGPIPE" }, { 14, "SIGALRM" }, { 15, "SIGTERM" },
	{ 16, "SIGSTKFLT" }, { 17, "SIGCHLD" }, { 18, "SIGCONT" },
	{ 19, "SIGSTOP" }, { 20, "SIGTSTP" }, { 21, "SIGTTIN" }, { 22, "SIGTTOU" },
	{ 23, "SIGURG" }, { 24, "SIGXCPU" }, { 25, "SIGXFSZ" },
	{ 26, "SIGVTALRM" }, { 27, "SIGPROF" }, { 28, "SIGWINCH" },
	{ 29, "SIGIO" }, { 30, "SIGPWR" }, { 31, "SIGSYS" },
	{ 6, "SIGIOT" }, { 29, "SIGPOLL" }, { 32, "SIGRTMIN" }, { 64, "SIGRTMAX" },
};

static const struct name_table signal_table = T(signal_names);

int kapi_signal__value(const char *name)
{
	uint32_t v;

	return table_value(&signal_table, name, &v) ? (int)v : 0;
}

const char *kapi_signal__name(int value)
{
	return value < 0 ? NULL : table_name(&signal_table, (uint32_t)value);
}

/*
 * A marker, not a value: "FOO_MAX", "__FOO_MAX", "FOO_LAST", "__MAX_FOO",
 * "FOO_MAX_BAR" count the values before them and move whenever one is
 * added, which breaks no caller that passed a real value.  (A leading
 * "__" alone says nothing: __WALL is a wait4 flag.)
 */
bool kapi__is_sentinel(const char *name, size_t len)
{
	static const char *const tails[] = { "_MAX", "_LAST", "_CNT", "_COUNT" };

	for (size_t i = 0; i < sizeof(tails) / sizeof(tails[0]); i++) {
		size_t tl = strlen(tails[i]);

		if (len >= tl && !memcmp(name + len - tl, tails[i], tl))
			return true;
	}
	return memmem(name, len, "_MAX_", 5) != NULL;
}

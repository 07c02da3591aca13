// SPDX-License-Identifier: GPL-2.0
/*
 * seccomp_load PROFILE CMD [ARGS...]: applies an OCI seccomp profile with
 * libseccomp, as runc does, and runs CMD under it.  A test helper: it
 * knows the parts of the format kapi writes (and a little more), and
 * refuses what it does not know rather than guess.
 *
 * Semantics as in runc: syscalls libseccomp does not know are skipped;
 * the conditions of one entry must all hold; when an entry compares the
 * same argument twice, each condition becomes a rule of its own
 * (alternatives), since libseccomp takes one comparison an argument a
 * rule.
 */
#include <ctype.h>
#include <errno.h>
#include <seccomp.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <json-c/json.h>

static const struct {
	const char *name;
	enum scmp_compare op;
} ops[] = {
	{ "SCMP_CMP_NE", SCMP_CMP_NE },
	{ "SCMP_CMP_LT", SCMP_CMP_LT },
	{ "SCMP_CMP_LE", SCMP_CMP_LE },
	{ "SCMP_CMP_EQ", SCMP_CMP_EQ },
	{ "SCMP_CMP_GE", SCMP_CMP_GE },
	{ "SCMP_CMP_GT", SCMP_CMP_GT },
	{ "SCMP_CMP_MASKED_EQ", SCMP_CMP_MASKED_EQ },
};

static void die(const char *what, const char *detail)
{
	fprintf(stderr, "seccomp_load: %s%s%s\n", what, detail ? ": " : "",
		detail ? detail : "");
	exit(125);
}

static struct json_object *get(struct json_object *o, const char *key)
{
	struct json_object *v = NULL;

	return json_object_object_get_ex(o, key, &v) ? v : NULL;
}

static uint32_t action(struct json_object *entry, const char *name,
		       int errno_ret)
{
	struct json_object *ret = entry ? get(entry, "errnoRet") : NULL;

	if (!strcmp(name, "SCMP_ACT_ALLOW"))
		return SCMP_ACT_ALLOW;
	if (!strcmp(name, "SCMP_ACT_ERRNO"))
		return SCMP_ACT_ERRNO(ret ? json_object_get_int(ret) : errno_ret);
	if (!strcmp(name, "SCMP_ACT_KILL") || !strcmp(name, "SCMP_ACT_KILL_THREAD"))
		return SCMP_ACT_KILL;
	if (!strcmp(name, "SCMP_ACT_KILL_PROCESS"))
		return SCMP_ACT_KILL_PROCESS;
	if (!strcmp(name, "SCMP_ACT_LOG"))
		return SCMP_ACT_LOG;
	die("unknown action", name);
	return 0;
}

static struct scmp_arg_cmp arg_cmp(struct json_object *a)
{
	struct json_object *op = get(a, "op"), *idx = get(a, "index");
	struct json_object *v1 = get(a, "value"), *v2 = get(a, "valueTwo");

	if (!op || !idx || !v1)
		die("an argument lacks index, value or op", NULL);
	for (size_t i = 0; i < sizeof(ops) / sizeof(ops[0]); i++)
		if (!strcmp(json_object_get_string(op), ops[i].name))
			return (struct scmp_arg_cmp){
				.arg = (unsigned int)json_object_get_int(idx),
				.op = ops[i].op,
				.datum_a = json_object_get_uint64(v1),
				.datum_b = v2 ? json_object_get_uint64(v2) : 0,
			};
	die("unknown op", json_object_get_string(op));
	return (struct scmp_arg_cmp){ 0 };
}

static void add_rules(scmp_filter_ctx ctx, uint32_t act, int nr,
		      struct json_object *args)
{
	size_t n = args ? json_object_array_length(args) : 0;
	struct scmp_arg_cmp cmp[6];
	bool twice = false;
	int err;

	if (n > 6)
		die("more than 6 argument conditions", NULL);
	for (size_t i = 0; i < n; i++) {
		cmp[i] = arg_cmp(json_object_array_get_idx(args, i));
		for (size_t k = 0; k < i; k++)
			twice |= cmp[k].arg == cmp[i].arg;
	}
	if (!twice) {
		err = seccomp_rule_add_array(ctx, act, nr, (unsigned int)n, cmp);
		if (err)
			die("seccomp_rule_add", strerror(-err));
		return;
	}
	for (size_t i = 0; i < n; i++) {
		err = seccomp_rule_add_array(ctx, act, nr, 1, &cmp[i]);
		if (err)
			die("seccomp_rule_add", strerror(-err));
	}
}

int main(int argc, char **argv)
{
	struct json_object *root, *def, *archs, *calls, *ret;
	scmp_filter_ctx ctx;
	int errno_ret, err;

	if (argc < 3) {
		fprintf(stderr, "usage: seccomp_load PROFILE CMD [ARGS...]\n");
		return 2;
	}
	root = json_object_from_file(argv[1]);
	if (!root)
		die("cannot parse the profile", json_util_get_last_err());
	def = get(root, "defaultAction");
	if (!def)
		die("no defaultAction", NULL);
	ret = get(root, "defaultErrnoRet");
	errno_ret = ret ? json_object_get_int(ret) : EPERM;
	ctx = seccomp_init(action(NULL, json_object_get_string(def), errno_ret));
	if (!ctx)
		die("seccomp_init failed", NULL);
	archs = get(root, "architectures");
	for (size_t i = 0; archs && i < json_object_array_length(archs); i++) {
		const char *a = json_object_get_string(json_object_array_get_idx(archs, i));
		char lower[64];
		size_t k;
		uint32_t token;

		if (strncmp(a, "SCMP_ARCH_", 10))
			die("unknown architecture", a);
		for (k = 0; a[10 + k] && k + 1 < sizeof(lower); k++)
			lower[k] = (char)tolower((unsigned char)a[10 + k]);
		lower[k] = '\0';
		token = seccomp_arch_resolve_name(lower);
		if (!token)
			die("unknown architecture", a);
		if (token != seccomp_arch_native() &&
		    (err = seccomp_arch_add(ctx, token)) && err != -EEXIST)
			die("seccomp_arch_add", strerror(-err));
	}
	calls = get(root, "syscalls");
	for (size_t i = 0; calls && i < json_object_array_length(calls); i++) {
		struct json_object *e = json_object_array_get_idx(calls, i);
		struct json_object *names = get(e, "names"), *act = get(e, "action");
		uint32_t a;

		if (!names || !act)
			die("a syscalls entry lacks names or action", NULL);
		a = action(e, json_object_get_string(act), errno_ret);
		for (size_t k = 0; k < json_object_array_length(names); k++) {
			const char *name = json_object_get_string(
				json_object_array_get_idx(names, k));
			int nr = seccomp_syscall_resolve_name(name);

			/* as runc: a name this libseccomp does not know
			 * (newer than it) is skipped, so stays refused */
			if (nr == __NR_SCMP_ERROR) {
				fprintf(stderr, "seccomp_load: skipping unknown syscall %s\n",
					name);
				continue;
			}
			add_rules(ctx, a, nr, get(e, "args"));
		}
	}
	err = seccomp_load(ctx);
	if (err)
		die("seccomp_load", strerror(-err));
	seccomp_release(ctx);
	json_object_put(root);
	execvp(argv[2], argv + 2);
	fprintf(stderr, "seccomp_load: cannot run %s: %s\n", argv[2],
		strerror(errno));
	return 127;
}

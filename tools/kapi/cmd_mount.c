// SPDX-License-Identifier: GPL-2.0
/*
 * kapi mount [--foreground] DIR: the specs as a read-only filesystem in the layout of
 * upstream's debugfs directory (list, specs/NAME, specs-json/NAME, all.json,
 * all.xml), byte for byte what 'kapi export --tree' writes: both render
 * through kapi_tree__render().  Needs libfuse3; without it the verb says so.
 */
#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "main.h"

static int mount_help(void)
{
	printf("usage: %s mount [--foreground] DIR\n"
	       "\n"
	       "Serve the specs as a read-only filesystem at DIR, laid out like\n"
	       "upstream's debugfs directory: list, specs/NAME, specs-json/NAME,\n"
	       "all.json and all.xml, the same bytes 'kapi export --tree' writes.\n"
	       "'kapi --from DIR' reads it back.  Without --foreground it goes to the\n"
	       "background once mounted; SIGINT or SIGTERM unmount and end it,\n"
	       "as does 'fusermount3 -u DIR'.\n"
	       "      --foreground  stay in the foreground (long only: -f is\n"
	       "                    --format, or trace's --follow)\n",
	       bin_name);
	return EXIT_OK;
}

#ifdef KAPI_HAVE_FUSE

#define FUSE_USE_VERSION 31
#include <fuse.h>
#include <fuse_lowlevel.h>
#include <pthread.h>
#include <signal.h>

/* One file or directory, rendered once at mount time. */
struct node {
	char *path;		/* "/", "/specs", "/specs/sys_read" */
	char *data;
	size_t size;
	bool dir;
};

static struct {
	struct node *nodes;
	size_t count, cap;
	time_t when;
	uid_t uid;
	gid_t gid;
} fs;

struct membuf {
	char *buf;
	size_t len, cap;
};

static int mem_write(void *ctx, const char *buf, size_t len)
{
	struct membuf *m = ctx;

	if (m->len + len > m->cap) {
		size_t cap = m->cap ? m->cap : 4096;
		char *p;

		while (cap < m->len + len)
			cap *= 2;
		p = realloc(m->buf, cap);
		if (!p)
			return -ENOMEM;
		m->buf = p;
		m->cap = cap;
	}
	memcpy(m->buf + m->len, buf, len);
	m->len += len;
	return 0;
}

static int add_node(const char *path, bool dir, struct membuf *data)
{
	struct node *n;

	if (fs.count == fs.cap) {
		size_t cap = fs.cap ? fs.cap * 2 : 1024;
		struct node *p = realloc(fs.nodes, cap * sizeof(*p));

		if (!p)
			return -ENOMEM;
		fs.nodes = p;
		fs.cap = cap;
	}
	n = &fs.nodes[fs.count];
	memset(n, 0, sizeof(*n));
	n->path = strdup(path);
	if (!n->path)
		return -ENOMEM;
	n->dir = dir;
	if (data) {
		n->data = data->buf;
		n->size = data->len;
	}
	fs.count++;
	return 0;
}

static int render_file(const struct kernel_api_spec *const *specs, size_t count,
		       enum kapi_tree_file file, size_t idx)
{
	struct membuf m = { 0 };
	char rel[2048], path[2100];
	int err;

	err = kapi_tree__path(specs, count, file, idx, rel, sizeof(rel));
	if (!err)
		err = kapi_tree__render(specs, count, file, idx, mem_write, &m);
	if (!err) {
		snprintf(path, sizeof(path), "/%s", rel);
		err = add_node(path, false, &m);
	}
	if (err)
		free(m.buf);
	return err;
}

static int node_cmp(const void *a, const void *b)
{
	return strcmp(((const struct node *)a)->path,
		      ((const struct node *)b)->path);
}

/* Every file of the tree, in memory: the set never changes once mounted. */
static int render_tree(const struct kernel_api_spec *const *specs, size_t count)
{
	int err;

	err = add_node("/", true, NULL);
	if (!err)
		err = add_node("/specs", true, NULL);
	if (!err)
		err = add_node("/specs-json", true, NULL);
	if (!err)
		err = render_file(specs, count, KAPI_TREE_LIST, 0);
	for (size_t i = 0; !err && i < count; i++) {
		err = render_file(specs, count, KAPI_TREE_SPEC_TEXT, i);
		if (!err)
			err = render_file(specs, count, KAPI_TREE_SPEC_JSON, i);
	}
	if (!err)
		err = render_file(specs, count, KAPI_TREE_ALL_JSON, 0);
	if (!err)
		err = render_file(specs, count, KAPI_TREE_ALL_XML, 0);
	if (!err)
		qsort(fs.nodes, fs.count, sizeof(*fs.nodes), node_cmp);
	return err;
}

static const struct node *find_node(const char *path)
{
	struct node key = { .path = (char *)path };

	return bsearch(&key, fs.nodes, fs.count, sizeof(*fs.nodes), node_cmp);
}

static int fs_getattr(const char *path, struct stat *st,
		      struct fuse_file_info *fi)
{
	const struct node *n = find_node(path);

	(void)fi;
	if (!n)
		return -ENOENT;
	memset(st, 0, sizeof(*st));
	st->st_mode = n->dir ? S_IFDIR | 0555 : S_IFREG | 0444;
	st->st_nlink = n->dir ? 2 : 1;
	st->st_size = (off_t)n->size;
	st->st_uid = fs.uid;
	st->st_gid = fs.gid;
	st->st_atime = st->st_mtime = st->st_ctime = fs.when;
	return 0;
}

static int fs_readdir(const char *path, void *buf, fuse_fill_dir_t fill,
		      off_t off, struct fuse_file_info *fi,
		      enum fuse_readdir_flags flags)
{
	const struct node *dir = find_node(path);
	size_t plen = strlen(path);

	(void)off;
	(void)fi;
	(void)flags;
	if (!dir)
		return -ENOENT;
	if (!dir->dir)
		return -ENOTDIR;
	fill(buf, ".", NULL, 0, 0);
	fill(buf, "..", NULL, 0, 0);
	for (size_t i = 0; i < fs.count; i++) {
		const char *p = fs.nodes[i].path;
		const char *rest;

		/* direct children: "<path>/<name>" with no further '/' */
		if (!strcmp(path, "/"))
			rest = p + 1;
		else if (!strncmp(p, path, plen) && p[plen] == '/')
			rest = p + plen + 1;
		else
			continue;
		if (*rest && !strchr(rest, '/'))
			fill(buf, rest, NULL, 0, 0);
	}
	return 0;
}

static int fs_open(const char *path, struct fuse_file_info *fi)
{
	const struct node *n = find_node(path);

	if (!n)
		return -ENOENT;
	if (n->dir)
		return -EISDIR;
	if ((fi->flags & O_ACCMODE) != O_RDONLY)
		return -EROFS;
	fi->keep_cache = 1;
	return 0;
}

static int fs_read(const char *path, char *buf, size_t size, off_t off,
		   struct fuse_file_info *fi)
{
	const struct node *n = find_node(path);

	(void)fi;
	if (!n)
		return -ENOENT;
	if (off < 0 || (size_t)off >= n->size)
		return 0;
	if (size > n->size - (size_t)off)
		size = n->size - (size_t)off;
	memcpy(buf, n->data + off, size);
	return (int)size;
}

static const struct fuse_operations ops = {
	.getattr = fs_getattr,
	.readdir = fs_readdir,
	.open = fs_open,
	.read = fs_read,
};

static void free_tree(void)
{
	for (size_t i = 0; i < fs.count; i++) {
		free(fs.nodes[i].path);
		free(fs.nodes[i].data);
	}
	free(fs.nodes);
	memset(&fs, 0, sizeof(fs));
}

/*
 * Signals end the mount from a thread of their own: it unmounts, which
 * makes the loop's read of /dev/fuse fail, so the loop ends whatever it was
 * doing (a flag set by a handler can be missed by a read that then blocks).
 * Blocked signals are taken even where the shell ignores them (SIGINT in a
 * background job).  SIGUSR1 is how the main thread says "stop waiting".
 */
struct stopper {
	sigset_t set;
	struct fuse_session *se;
};

static void *wait_for_signal(void *arg)
{
	struct stopper *st = arg;
	int sig = 0;

	if (!sigwait(&st->set, &sig) && sig != SIGUSR1) {
		fuse_session_exit(st->se);
		fuse_session_unmount(st->se);
	}
	return NULL;
}

static int serve(const char *dir, bool foreground)
{
	struct fuse_args args = FUSE_ARGS_INIT(0, NULL);
	struct stopper st;
	pthread_t thread;
	struct fuse *f;
	int ret = EXIT_OK;

	if (fuse_opt_add_arg(&args, bin_name) ||
	    fuse_opt_add_arg(&args, "-o") ||
	    fuse_opt_add_arg(&args, "ro,default_permissions,fsname=kapi,subtype=kapi")) {
		p_err("out of memory");
		return EXIT_FAILURE_;
	}
	f = fuse_new(&args, &ops, sizeof(ops), NULL);
	fuse_opt_free_args(&args);
	if (!f) {
		p_err("cannot set up the filesystem");
		return EXIT_FAILURE_;
	}
	if (fuse_mount(f, dir)) {
		p_err("cannot mount on '%s' (root and /dev/fuse are needed)", dir);
		fuse_destroy(f);
		return EXIT_FAILURE_;
	}
	st.se = fuse_get_session(f);
	sigemptyset(&st.set);
	sigaddset(&st.set, SIGINT);
	sigaddset(&st.set, SIGTERM);
	sigaddset(&st.set, SIGHUP);
	sigaddset(&st.set, SIGUSR1);
	pthread_sigmask(SIG_BLOCK, &st.set, NULL);
	/* a reply to a reader that went away must not kill us */
	signal(SIGPIPE, SIG_IGN);
	/* the thread comes after the fork: threads do not survive it */
	if (fuse_daemonize(foreground)) {
		p_err("cannot go to the background");
		ret = EXIT_FAILURE_;
	} else if (pthread_create(&thread, NULL, wait_for_signal, &st)) {
		p_err("cannot start the signal thread");
		ret = EXIT_FAILURE_;
	} else {
		if (fuse_loop(f) < 0)
			ret = EXIT_FAILURE_;
		/* unmounted by a signal, or from outside: stop the thread */
		pthread_kill(thread, SIGUSR1);
		pthread_join(thread, NULL);
	}
	fuse_unmount(f);
	fuse_destroy(f);
	return ret;
}

static int mount_tree(const char *dir, bool foreground)
{
	const struct kapi_registry *reg;
	size_t count;
	const struct kernel_api_spec **specs;
	char where[PATH_MAX];
	struct stat st;
	int err, ret;

	/*
	 * The whole path: libfuse moves to / when it goes to the background,
	 * and a relative DIR would then name nothing to unmount.
	 */
	if (stat(dir, &st) || !S_ISDIR(st.st_mode) || !realpath(dir, where)) {
		p_err("'%s' is not a directory", dir);
		return EXIT_FAILURE_;
	}
	/* a source that does not load mounts nothing (spec_registry said why) */
	reg = spec_registry();
	if (!reg)
		return EXIT_FAILURE_;
	count = kapi_registry__count(reg);
	if (!count && !allow_empty) {
		p_err("no specs to mount (--allow-empty mounts an empty tree)");
		return EXIT_FAILURE_;
	}
	specs = calloc(count + 1, sizeof(*specs));
	if (!specs) {
		p_err("out of memory");
		return EXIT_FAILURE_;
	}
	for (size_t i = 0; i < count; i++)
		specs[i] = kapi_registry__at(reg, i);
	fs.when = time(NULL);
	fs.uid = getuid();
	fs.gid = getgid();
	err = render_tree(specs, count);
	free(specs);
	if (err) {
		p_err("cannot render the tree: %s", strerror(-err));
		free_tree();
		return EXIT_FAILURE_;
	}
	ret = serve(where, foreground);
	free_tree();
	return ret;
}

#else /* !KAPI_HAVE_FUSE */

static int mount_tree(const char *dir, bool foreground)
{
	(void)dir;
	(void)foreground;
	p_err("this kapi was built without libfuse3, so it cannot mount "
	      "(install libfuse3-dev and rebuild)");
	return EXIT_FAILURE_;
}

#endif

int do_mount(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "foreground", no_argument, NULL, 'f' },
		{ "help", no_argument, NULL, 'h' },
		COMMON_OPTIONS,
		{ NULL, 0, NULL, 0 },
	};
	bool foreground = false;
	int opt, ret;

	if (is_help_request(argc, argv))
		return mount_help();
	while ((opt = getopt_long(argc, argv, "hjp", opts, NULL)) != -1) {
		switch (opt) {
		case 'f':
			foreground = true;
			break;
		case 'h':
			return mount_help();
		COMMON_CASES:
			ret = common_option(opt, optarg);
			if (ret)
				return ret;
			break;
		default:
			return EXIT_USAGE;
		}
	}
	if (optind != argc - 1) {
		p_err("mount needs one directory to mount on");
		return EXIT_USAGE;
	}
	return mount_tree(argv[optind], foreground);
}

// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * Layout cases: memory the kernel shares with a program, read at the
 * offsets the struct specs give.  io_uring_setup's rings are mapped and a
 * NOP goes through them (the offsets in io_uring_params must lead to the
 * entry counts and masks the kernel put there, an SQE's user_data must
 * come back in the CQE); a perf event's first page must show version 0,
 * the header size and the data area where the spec has them; struct
 * rseq must match AT_RSEQ_FEATURE_SIZE and AT_RSEQ_ALIGN and show the
 * CPU the thread runs on.  A case is one struct; it agrees when every
 * claim read holds, and a claim that does not is a miss.
 */
#include <errno.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/auxv.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <linux/perf_event.h>

#include "live/conform/conform.h"

#define NO_FIELD	INT64_MIN	/* the spec lacks a field read */
#define REFUSED		(-1)		/* the setup call failed: err */

/* The structs a probe knows, by the name their spec gives them. */
static const char *const known[] = {
	"io_uring_params", "io_sqring_offsets", "io_cqring_offsets",
	"io_uring_sqe", "io_uring_cqe", "perf_event_mmap_page", "rseq",
};

static const struct kapi_struct_spec *struct_of(const struct kernel_api_spec *s,
						const char *name)
{
	for (uint32_t i = 0; i < s->struct_spec_count; i++)
		if (s->struct_specs[i].name && !strcmp(s->struct_specs[i].name, name))
			return &s->struct_specs[i];
	return NULL;
}

/* One probe's reading: the struct under test, claims checked so far. */
struct probe {
	const struct kapi_struct_spec *want;
	int64_t ret;
	int32_t err;
	bool done;
};

static const struct kapi_struct_field *field(struct probe *p,
					     const struct kapi_struct_spec *st,
					     const char *name)
{
	for (uint32_t i = 0; st && i < st->field_count; i++)
		if (!strcmp(st->fields[i].name, name))
			return &st->fields[i];
	if (!p->done) {
		p->ret = NO_FIELD;
		p->done = true;
	}
	return NULL;
}

static uint64_t get(const void *base, const struct kapi_struct_field *f)
{
	const unsigned char *at = (const unsigned char *)base + f->offset;
	uint64_t v = 0;

	/* little-endian: the low bytes; a nested struct or array reads 0 */
	if (f->size <= sizeof(v))
		memcpy(&v, at, f->size);
	return v;
}

static void put(void *base, const struct kapi_struct_field *f, uint64_t v)
{
	if (f->size <= sizeof(v))
		memcpy((unsigned char *)base + f->offset, &v, f->size);
}

/* A claim about the struct under test: field f holds want. */
static void claim(struct probe *p, const struct kapi_struct_spec *st,
		  const struct kapi_struct_field *f, uint64_t seen, uint64_t want)
{
	if (p->done || st != p->want)
		return;
	if (!f) {
		p->ret = NO_FIELD;
		p->done = true;
	} else if (seen != want) {
		p->ret = -2 - (int64_t)(f - st->fields);
		p->err = (int32_t)seen;
		p->done = true;
	} else {
		p->ret++;
	}
}

/* A claim about the whole struct: k 0 its used size, 1 its alignment. */
static void whole(struct probe *p, const struct kapi_struct_spec *st, int k,
		  uint64_t seen, uint64_t want)
{
	if (p->done || st != p->want)
		return;
	if (seen != want) {
		p->ret = -2 - (int64_t)st->field_count - k;
		p->err = (int32_t)seen;
		p->done = true;
	} else {
		p->ret++;
	}
}

static void refused(struct probe *p, int e)
{
	if (!p->done) {
		p->ret = REFUSED;
		p->err = e;
		p->done = true;
	}
}

/* What io_uring_setup(4, params) maps, and a NOP through the rings. */
static void io_uring_probe(const struct kernel_api_spec *s, struct probe *p)
{
	const struct kapi_struct_spec *P = struct_of(s, "io_uring_params"),
		*SQ = struct_of(s, "io_sqring_offsets"),
		*CQ = struct_of(s, "io_cqring_offsets"),
		*SQE = struct_of(s, "io_uring_sqe"), *CQE = struct_of(s, "io_uring_cqe");
	const struct kapi_struct_field *sqe_n = field(p, P, "sq_entries"),
		*cqe_n = field(p, P, "cq_entries"), *sqo = field(p, P, "sq_off"),
		*cqo = field(p, P, "cq_off");
	unsigned char params[512] = { 0 }, *sq, *cq, *sqes;
	uint64_t ns, nc, sz_sq, sz_cq;
	long fd, n;

	if (p->done || !P || !SQ || !CQ || !SQE || !CQE || P->size > sizeof(params) ||
	    !sqo || !cqo || !sqe_n || !cqe_n) {
		p->ret = p->done ? p->ret : NO_FIELD;
		return;
	}
	fd = syscall(SYS_io_uring_setup, 4, params);
	if (fd < 0)
		return refused(p, errno);
	ns = get(params, sqe_n);
	nc = get(params, cqe_n);
	claim(p, P, sqe_n, ns, 4);
	claim(p, P, cqe_n, nc, 8);
#define SQF(n) field(p, SQ, n)
#define CQF(n) field(p, CQ, n)
#define OFF(base, st, n) get(params + (base)->offset, field(p, st, n) ? field(p, st, n) : &(struct kapi_struct_field){ 0 })
	sz_sq = OFF(sqo, SQ, "array") + ns * 4;
	sz_cq = OFF(cqo, CQ, "cqes") + nc * CQE->size;
	if (p->done || sz_sq > (1u << 20) || sz_cq > (1u << 20))
		return claim(p, p->want, NULL, 0, 0);
	sq = mmap(NULL, sz_sq, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_POPULATE,
		  (int)fd, 0);				/* IORING_OFF_SQ_RING */
	cq = mmap(NULL, sz_cq, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_POPULATE,
		  (int)fd, 0x8000000);			/* IORING_OFF_CQ_RING */
	sqes = mmap(NULL, ns * SQE->size, PROT_READ | PROT_WRITE,
		    MAP_SHARED | MAP_POPULATE, (int)fd, 0x10000000);	/* IORING_OFF_SQES */
	if (sq == MAP_FAILED || cq == MAP_FAILED || sqes == MAP_FAILED)
		return refused(p, errno);
#define RING32(ring, base, st, n) (*(uint32_t *)((ring) + OFF(base, st, n)))
	claim(p, SQ, SQF("ring_mask"), RING32(sq, sqo, SQ, "ring_mask"), ns - 1);
	claim(p, SQ, SQF("ring_entries"), RING32(sq, sqo, SQ, "ring_entries"), ns);
	claim(p, SQ, SQF("head"), RING32(sq, sqo, SQ, "head"), 0);
	claim(p, SQ, SQF("tail"), RING32(sq, sqo, SQ, "tail"), 0);
	claim(p, CQ, CQF("ring_mask"), RING32(cq, cqo, CQ, "ring_mask"), nc - 1);
	claim(p, CQ, CQF("ring_entries"), RING32(cq, cqo, CQ, "ring_entries"), nc);
	claim(p, CQ, CQF("head"), RING32(cq, cqo, CQ, "head"), 0);
	claim(p, CQ, CQF("tail"), RING32(cq, cqo, CQ, "tail"), 0);
	if (p->done)
		return;
	/* a NOP with a user_data the completion must carry back */
	memset(sqes, 0, SQE->size);
	if (field(p, SQE, "opcode"))
		put(sqes, field(p, SQE, "opcode"), 0);	/* IORING_OP_NOP */
	if (field(p, SQE, "fd"))
		put(sqes, field(p, SQE, "fd"), (uint32_t)-1);
	if (field(p, SQE, "user_data"))
		put(sqes, field(p, SQE, "user_data"), 0x6b617069ULL);
	((uint32_t *)(sq + OFF(sqo, SQ, "array")))[0] = 0;
	__atomic_store_n((uint32_t *)(sq + OFF(sqo, SQ, "tail")), 1, __ATOMIC_RELEASE);
	n = syscall(SYS_io_uring_enter, (int)fd, 1, 1, 1 /* GETEVENTS */, NULL, 0);
	if (n < 0)
		return refused(p, errno);
	claim(p, SQE, field(p, SQE, "user_data"),
	      RING32(cq, cqo, CQ, "tail") == 1 && field(p, CQE, "user_data") ?
	      get(cq + OFF(cqo, CQ, "cqes"), field(p, CQE, "user_data")) : 0,
	      0x6b617069ULL);
	claim(p, CQE, field(p, CQE, "user_data"),
	      field(p, CQE, "user_data") ?
	      get(cq + OFF(cqo, CQ, "cqes"), field(p, CQE, "user_data")) : 0,
	      0x6b617069ULL);
	claim(p, CQE, field(p, CQE, "res"),
	      field(p, CQE, "res") ? get(cq + OFF(cqo, CQ, "cqes"), field(p, CQE, "res")) : 1,
	      0);
#undef RING32
#undef OFF
#undef SQF
#undef CQF
}

/* The first page of a task-clock event on this thread, user time only. */
static void perf_probe(const struct kernel_api_spec *s, struct probe *p)
{
	const struct kapi_struct_spec *M = struct_of(s, "perf_event_mmap_page");
	const struct kapi_struct_field *rsv = field(p, M, "__reserved");
	struct perf_event_attr attr = {
		.type = PERF_TYPE_SOFTWARE, .size = sizeof(attr),
		.config = PERF_COUNT_SW_TASK_CLOCK, .exclude_kernel = 1,
		.exclude_hv = 1,
	};
	long page = sysconf(_SC_PAGESIZE), fd;
	unsigned char *m;

	if (!M || !rsv)
		return claim(p, p->want, NULL, 0, 0);
	fd = syscall(SYS_perf_event_open, &attr, 0, -1, -1, PERF_FLAG_FD_CLOEXEC);
	if (fd < 0)
		return refused(p, errno);
	m = mmap(NULL, 2 * (size_t)page, PROT_READ | PROT_WRITE, MAP_SHARED,
		 (int)fd, 0);
	if (m == MAP_FAILED)
		return refused(p, errno);
#define F(n) field(p, M, n)
#define AT(n) (F(n) ? get(m, F(n)) : 0)
	claim(p, M, F("version"), AT("version"), 0);
	claim(p, M, F("compat_version"), AT("compat_version"), 0);
	claim(p, M, F("size"), AT("size"), rsv->offset);
	claim(p, M, F("data_offset"), AT("data_offset"), (uint64_t)page);
	claim(p, M, F("data_size"), AT("data_size"), (uint64_t)page);
#undef AT
#undef F
}

extern const ptrdiff_t __rseq_offset __attribute__((weak));
extern const unsigned int __rseq_size __attribute__((weak));

/* The auxiliary vector's rseq facts (6.3 on), then this thread's area. */
static void rseq_probe(const struct kernel_api_spec *s, struct probe *p)
{
	const struct kapi_struct_spec *R = struct_of(s, "rseq");
	unsigned long feat = getauxval(27), align = getauxval(28);	/* AT_RSEQ_* */
	uint64_t end = 0;
	unsigned int cpu, node;
	cpu_set_t one;
	unsigned char *area;

	if (!R)
		return claim(p, p->want, NULL, 0, 0);
	for (uint32_t i = 0; i < R->field_count; i++)
		if (R->fields[i].offset + R->fields[i].size > end)
			end = R->fields[i].offset + R->fields[i].size;
	/* the struct's own extent and alignment: claims past its fields */
	if (feat) {
		whole(p, R, 0, feat, end);
		whole(p, R, 1, align, R->alignment);
	}
	if (!&__rseq_size || !__rseq_size || !&__rseq_offset)
		return refused(p, ENOSYS);	/* the C library registered none */
	if (syscall(SYS_getcpu, &cpu, &node, NULL))
		return refused(p, errno);
	CPU_ZERO(&one);
	CPU_SET(cpu, &one);
	if (sched_setaffinity(0, sizeof(one), &one))
		return refused(p, errno);
	sched_yield();
	area = (unsigned char *)__builtin_thread_pointer() + __rseq_offset;
	claim(p, R, field(p, R, "cpu_id"), field(p, R, "cpu_id") ?
	      get(area, field(p, R, "cpu_id")) : 0, cpu);
	claim(p, R, field(p, R, "cpu_id_start"), field(p, R, "cpu_id_start") ?
	      get(area, field(p, R, "cpu_id_start")) : 0, cpu);
	if (feat >= 24 && field(p, R, "node_id"))
		claim(p, R, field(p, R, "node_id"), get(area, field(p, R, "node_id")),
		      node);
}

void conform__layout_probe(const struct conform_case *c, int64_t *ret,
			   int32_t *err)
{
	struct probe p = { .want = c->layout };
	const char *n = c->layout->name;

	if (!strncmp(n, "io_", 3))
		io_uring_probe(c->r.spec, &p);
	else if (!strcmp(n, "perf_event_mmap_page"))
		perf_probe(c->r.spec, &p);
	else
		rseq_probe(c->r.spec, &p);
	*ret = p.ret;
	*err = p.err;
}

int conform__layout_cases(const struct kernel_api_spec *s,
			  struct conform_cases *out)
{
	for (uint32_t i = 0; i < s->struct_spec_count; i++) {
		const struct kapi_struct_spec *st = &s->struct_specs[i];
		struct conform_case c = { .layout = st };
		bool probed = false;

		for (size_t k = 0; k < sizeof(known) / sizeof(known[0]); k++)
			probed |= st->name && !strcmp(st->name, known[k]);
		if (!probed)
			continue;
		c.r.spec = s;
		c.r.syscall = s->name + 4;
		c.r.nr = kapi_syscall__nr(c.r.syscall);
		c.r.index = 1000 + i;
		c.r.param = -1;
		c.r.kind = KAPI_CONFORM_CASE_LAYOUT;
		snprintf(c.r.what, sizeof(c.r.what), "layout: struct %s", st->name);
		snprintf(c.r.call, sizeof(c.r.call), "%s, then struct %s read "
			 "where the kernel shares it", s->name + 4, st->name);
		snprintf(c.r.claim, sizeof(c.r.claim), "struct %s: %u fields, %llu "
			 "bytes, as the spec lays them out", st->name, st->field_count,
			 (unsigned long long)st->size);
		if (conform__cases_add(out, &c))
			return -ENOMEM;
	}
	return 0;
}

void conform__layout_judge(struct conform_case *c)
{
	struct kapi_conform_result *r = &c->r;
	const struct kapi_struct_spec *st = c->layout;

	if (c->not_run) {
		r->verdict = KAPI_CONFORM_NOT_RUN;
		snprintf(r->reason, sizeof(r->reason), "%s", c->not_run);
	} else if (!r->returned) {
		r->verdict = KAPI_CONFORM_INCONCLUSIVE;
		snprintf(r->reason, sizeof(r->reason), "the probe did not finish%s",
			 r->signal ? " (killed by a signal)" : "");
	} else if (r->ret == REFUSED) {
		r->verdict = KAPI_CONFORM_MACHINE;
		snprintf(r->reason, sizeof(r->reason), "the setup was refused (%s): "
			 "nothing shared to read", kapi_errno__name(r->err));
	} else if (r->ret == NO_FIELD) {
		r->verdict = KAPI_CONFORM_INCONCLUSIVE;
		snprintf(r->reason, sizeof(r->reason), "the specs lack a field the "
			 "probe reads");
	} else if (r->ret < 0 && -r->ret - 2 >= (int64_t)st->field_count) {
		bool align = -r->ret - 2 > (int64_t)st->field_count;

		r->verdict = KAPI_CONFORM_MISS;
		snprintf(r->reason, sizeof(r->reason), "struct %s: the kernel gives "
			 "%s %u, the spec's fields %s %llu", st->name,
			 align ? "an alignment of" : "a used size of",
			 (unsigned int)r->err, align ? "align to" : "end at",
			 (unsigned long long)(align ? st->alignment : 0));
		if (!align) {
			uint64_t end = 0;

			for (uint32_t i = 0; i < st->field_count; i++)
				if (st->fields[i].offset + st->fields[i].size > end)
					end = st->fields[i].offset + st->fields[i].size;
			snprintf(r->reason, sizeof(r->reason), "struct %s: the kernel "
				 "gives a used size of %u, the spec's fields end at %llu",
				 st->name, (unsigned int)r->err, (unsigned long long)end);
		}
	} else if (r->ret < 0) {
		const struct kapi_struct_field *f = &st->fields[-r->ret - 2];

		r->verdict = KAPI_CONFORM_MISS;
		snprintf(r->reason, sizeof(r->reason), "%s.%s at offset %llu holds "
			 "%u, not what the kernel put there", st->name, f->name,
			 (unsigned long long)f->offset, (unsigned int)r->err);
	} else {
		r->verdict = r->ret ? KAPI_CONFORM_AGREE : KAPI_CONFORM_INCONCLUSIVE;
		snprintf(r->reason, sizeof(r->reason), "%lld claims of struct %s hold",
			 (long long)r->ret, st->name);
	}
}

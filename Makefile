# kapi: build, test and install.  `make help` lists the targets.

CC	?= gcc
PREFIX	?= /usr/local
VERSION	:= 0.1.0
SOVER	:= 0

# SAN=1 builds with ASan+UBSan into build-san/; WERROR=1 adds -Werror.
ifeq ($(FUZZ),1)
# libFuzzer harnesses: clang, ASan+UBSan, into build-fuzz/
CC	:= clang
BUILD	?= build-fuzz
SANFLAGS := -fsanitize=fuzzer-no-link,address,undefined -fno-omit-frame-pointer
else ifeq ($(SAN),1)
BUILD	?= build-san
SANFLAGS := -fsanitize=address,undefined -fno-omit-frame-pointer \
	    -fno-sanitize-recover=undefined
else
BUILD	?= build
SANFLAGS :=
endif

WARN	:= -Wall -Wextra -Wshadow -Wformat=2 -Wno-format-nonliteral
ifeq ($(WERROR),1)
WARN	+= -Werror
endif

CFLAGS	?= -O2 -g
ALL_CFLAGS := -std=gnu11 -D_GNU_SOURCE $(CFLAGS) $(WARN) $(SANFLAGS) -fPIC \
	      -fvisibility=hidden -Iinclude -Ilib -Ispecs/include -I$(BUILD)/gen \
	      -DKAPI_VERSION_STRING='"$(VERSION)"' -MMD -MP
LIBS	:= -lelf -ljson-c
# Every spec is a web of pointers, ~29,000 relocations in kapi; packed
# (DT_RELR, binutils 2.38, glibc 2.36) they take 12 KB instead of 690 KB
# and load faster.  Left out where the toolchain lacks it.
RELR	:= $(shell echo 'int main(void){return 0;}' | $(CC) -x c - \
	     -Wl,-z,pack-relative-relocs -o /dev/null 2>/dev/null && \
	     echo -Wl,-z,pack-relative-relocs)
ALL_LDFLAGS := $(LDFLAGS) $(SANFLAGS) $(RELR) -Wl,-T,lib/kapi_specs.ld

UNISTD	?= $(firstword $(wildcard /usr/include/x86_64-linux-gnu/asm/unistd_64.h \
			       /usr/include/asm/unistd_64.h))

LIB_SRCS  := $(shell find lib -name "*.c" | LC_ALL=C sort)
SPEC_SRCS := $(sort $(wildcard specs/*/*.c))
TOOL_SRCS := $(wildcard tools/kapi/*.c)
UNIT_SRCS := $(wildcard tests/unit/test_*.c)
FUZZ_SRCS := $(wildcard tests/fuzz/fuzz_*.c)
TRACE_SRCS := $(wildcard tests/trace/t_*.c)

LIB_OBJS  := $(LIB_SRCS:%.c=$(BUILD)/obj/%.o) $(BUILD)/obj/gen/consts.o
SPEC_OBJS := $(SPEC_SRCS:%.c=$(BUILD)/obj/%.o)
TOOL_OBJS := $(TOOL_SRCS:%.c=$(BUILD)/obj/%.o)
UNIT_BINS := $(UNIT_SRCS:tests/unit/%.c=$(BUILD)/tests/%)
BENCH_BINS := $(BUILD)/bench/spec_bytes
FUZZ_BINS := $(FUZZ_SRCS:tests/fuzz/%.c=$(BUILD)/fuzz/%)
# programs kapi trace runs in the tests and benchmarks: plain builds, so
# their syscalls are theirs and not a sanitizer's
TRACE_BINS := $(TRACE_SRCS:tests/trace/%.c=$(BUILD)/tests/trace/%)
FUZZ_SECONDS ?= 20

KAPI	:= $(BUILD)/kapi
SONAME	:= libkapi.so.$(SOVER)
SHLIB	:= $(BUILD)/$(SONAME)
GEN	:= $(BUILD)/gen/syscall_table.h

# keep intermediate objects: no trailing "rm" after the prove summary
.SECONDARY:

.PHONY: all deps test-deps fuzz-deps check check-san run bench man install \
	clean help fuzz fuzz-build gen-specs

all: deps $(KAPI) $(SHLIB) $(BUILD)/libkapi.pc

help:
	@echo "make            build $(KAPI) and $(SHLIB) (installs missing packages as root)"
	@echo "make run        build and list the built-in corpus"
	@echo "make check      run the test suite under prove"
	@echo "make check SAN=1  the same under ASan+UBSan (into build-san/)"
	@echo "make bench      run the benchmarks under bench/"
	@echo "make fuzz       build the libFuzzer harnesses and run each FUZZ_SECONDS"
	@echo "make man        build the man pages from docs/*.rst"
	@echo "make install PREFIX=/usr/local"

deps:
	@scripts/deps.sh build

test-deps:
	@scripts/deps.sh test

fuzz-deps:
	@scripts/deps.sh fuzz

NUMBERS_TSV := data/syscall_numbers_x86_64_extra.tsv
$(GEN): $(UNISTD) $(NUMBERS_TSV) scripts/gen-syscall-table.sh
	@mkdir -p $(dir $@)
	scripts/gen-syscall-table.sh $(UNISTD) $(NUMBERS_TSV) > $@.tmp && mv $@.tmp $@

PROTOS_TSV := $(lastword $(sort $(wildcard data/ftrace_syscall_protos_*.tsv)))
PROTOS	:= $(BUILD)/gen/syscall_protos.h
$(PROTOS): $(PROTOS_TSV) scripts/gen-syscall-protos.sh
	@mkdir -p $(dir $@)
	scripts/gen-syscall-protos.sh $< > $@.tmp && mv $@.tmp $@

$(BUILD)/obj/lib/model/syscalls.o: $(GEN) $(PROTOS)

# The source extractor's constant table: uapi and kernel-internal names,
# evaluated by the compiler (scripts/gen-consts.sh).
CONSTS	:= $(BUILD)/gen/consts.c
$(CONSTS): scripts/gen-consts.sh specs/include/kapi_specs/kernel_consts.h \
	   specs/include/kapi_specs/uapi_extra.h include/kapi/kernel_api_spec.h \
	   include/kapi/spec_dsl.h
	@mkdir -p $(dir $@)
	scripts/gen-consts.sh $(CC) -Iinclude -Ispecs/include -D_GNU_SOURCE \
		> $@.tmp 2> $@.log || { cat $@.log >&2; exit 1; }
	mv $@.tmp $@

# generated: warnings there are not ours to fix
$(BUILD)/obj/gen/consts.o: $(CONSTS)
	@mkdir -p $(dir $@)
	$(CC) -std=gnu11 -D_GNU_SOURCE $(CFLAGS) $(SANFLAGS) -fPIC -w \
		-fvisibility=hidden -Iinclude -Ispecs/include -c $< -o $@

$(BUILD)/obj/lib/%.o: lib/%.c
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) -c $< -o $@

# Spec files include themselves once per pass through __BASE_FILE__, which
# must therefore be a path the preprocessor finds: use the absolute one.
$(BUILD)/obj/specs/%.o: specs/%.c
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) -c $(abspath $<) -o $@

$(BUILD)/obj/tools/%.o: tools/%.c
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) -c $< -o $@

$(BUILD)/obj/tests/%.o: tests/%.c
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) -Itests/unit -c $< -o $@

$(BUILD)/obj/bench/%.o: bench/%.c
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) -c $< -o $@

$(KAPI): $(TOOL_OBJS) $(LIB_OBJS) $(SPEC_OBJS) lib/kapi_specs.ld
	$(CC) $(TOOL_OBJS) $(LIB_OBJS) $(SPEC_OBJS) $(ALL_LDFLAGS) $(LIBS) -o $@

$(SHLIB): $(LIB_OBJS) $(SPEC_OBJS) lib/libkapi.map lib/kapi_specs.ld
	$(CC) -shared -Wl,-soname,$(SONAME) -Wl,--version-script=lib/libkapi.map \
		$(LIB_OBJS) $(SPEC_OBJS) $(ALL_LDFLAGS) $(LIBS) -o $@
	ln -sf $(SONAME) $(BUILD)/libkapi.so

$(BUILD)/libkapi.pc: lib/libkapi.pc.in Makefile
	sed -e 's|@PREFIX@|$(PREFIX)|' -e 's|@VERSION@|$(VERSION)|' $< > $@

$(BUILD)/tests/%: $(BUILD)/obj/tests/unit/%.o $(LIB_OBJS) $(SPEC_OBJS)
	@mkdir -p $(dir $@)
	$(CC) $^ $(ALL_LDFLAGS) $(LIBS) -o $@

$(BUILD)/tests/trace/%: tests/trace/%.c
	@mkdir -p $(dir $@)
	$(CC) -std=gnu11 -O2 -Wall -Wextra $(if $(filter 1,$(WERROR)),-Werror) \
		-pthread $< -o $@

$(BUILD)/fuzz/%: $(BUILD)/obj/tests/fuzz/%.o $(LIB_OBJS)
	@mkdir -p $(dir $@)
	$(CC) $^ $(LDFLAGS) -fsanitize=fuzzer,address,undefined \
		-Wl,-T,lib/kapi_specs.ld $(LIBS) -o $@

$(BUILD)/bench/%: $(BUILD)/obj/bench/%.o $(LIB_OBJS) $(SPEC_OBJS)
	@mkdir -p $(dir $@)
	$(CC) $^ $(ALL_LDFLAGS) $(LIBS) -o $@

# The main job on the built-in corpus: coverage, a clean lint, this
# machine's /sys/block and (with tracefs) its syscall table against the specs
run: all
	$(KAPI) stats
	$(KAPI) lint
	$(KAPI) sysfs check --no-undefined
	@if [ -d /sys/kernel/tracing/events/syscalls ] || \
	    [ -d /sys/kernel/debug/tracing/events/syscalls ]; then \
		echo "$(KAPI) verify"; $(KAPI) verify; \
	else \
		echo "kapi verify skipped: no tracefs (as root: mount -t tracefs nodev /sys/kernel/tracing)"; \
	fi

# Baseline syscall specs (committed): rerun after adding a hand-written one.
gen-specs:
	scripts/gen-syscall-specs.sh $(PROTOS_TSV) data/manpages_6.03_man2_errnos.json \
		specs/syscalls specs/generated/syscalls.c

check: all test-deps $(UNIT_BINS) $(TRACE_BINS)
	KAPI=$(abspath $(KAPI)) KAPI_BUILD=$(abspath $(BUILD)) \
		prove --exec '' $(UNIT_BINS) tests/cli/*.t

check-san:
	$(MAKE) SAN=1 check

bench: all $(BENCH_BINS) $(TRACE_BINS)
	@for b in bench/*.sh; do KAPI=$(abspath $(KAPI)) KAPI_BUILD=$(abspath $(BUILD)) sh $$b || exit 1; done

# Each harness runs FUZZ_SECONDS from seeds made of the repo's own inputs.
fuzz: fuzz-deps all
	$(MAKE) FUZZ=1 fuzz-build
	KAPI=$(abspath $(KAPI)) KAPI_BUILD=$(abspath $(BUILD)) \
		scripts/fuzz-run.sh build-fuzz/fuzz $(FUZZ_SECONDS)

fuzz-build: $(FUZZ_BINS)

man:
	@scripts/deps.sh test
	@mkdir -p $(BUILD)/man
	@for f in docs/kapi*.rst; do \
		n=$$(basename $$f .rst); \
		rst2man --halt=warning $$f > $(BUILD)/man/$$n.1 || exit 1; \
	done

install: all man
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/lib \
		$(DESTDIR)$(PREFIX)/include/kapi $(DESTDIR)$(PREFIX)/lib/pkgconfig \
		$(DESTDIR)$(PREFIX)/share/man/man1
	install -m 755 $(KAPI) $(DESTDIR)$(PREFIX)/bin/kapi
	install -m 755 $(SHLIB) $(DESTDIR)$(PREFIX)/lib/$(SONAME)
	ln -sf $(SONAME) $(DESTDIR)$(PREFIX)/lib/libkapi.so
	install -m 644 include/kapi/kapi.h include/kapi/kernel_api_spec.h \
		include/kapi/spec_dsl.h include/kapi/spec_compile.h \
		include/kapi/spec_pass.h include/kapi/conform.h $(DESTDIR)$(PREFIX)/include/kapi/
	install -m 644 $(BUILD)/libkapi.pc $(DESTDIR)$(PREFIX)/lib/pkgconfig/
	install -m 644 $(BUILD)/man/*.1 $(DESTDIR)$(PREFIX)/share/man/man1/

clean:
	rm -rf build build-san build-fuzz

-include $(shell find $(BUILD)/obj -name '*.d' 2>/dev/null)

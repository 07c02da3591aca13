# kapi: build, test and install.  `make help` lists the targets.

CC	?= gcc
PREFIX	?= /usr/local
# the library's folder under PREFIX (debian/rules: lib/$(DEB_HOST_MULTIARCH))
LIBDIR	?= lib
VERSION	:= 0.2.0
SOVER	:= 0
# Optional features: auto builds them when what they need is there, yes
# stops the build when it is not, no leaves them out.
#   WITH_BPF: kapi watch (clang, bpftool, libbpf) and BTF through libbpf
#   WITH_FUSE: kapi mount (libfuse3)
WITH_BPF ?= auto
WITH_FUSE ?= auto

comma	:= ,
# ARCH=arm64 (or CROSS=aarch64-linux-gnu-) cross-builds kapi and libkapi
# for arm64 into build-arm64/, against a private sysroot of Debian's arm64
# packages (scripts/arm64-sysroot.sh, which make deps ARCH=arm64 runs):
# the syscall table, audit arch and constants are arm64's, and kapi is
# linked statically, for the lab's arm64 VMs (kapi --kernel arm64:6.1).
ifeq ($(ARCH),arm64)
CROSS	?= aarch64-linux-gnu-
endif
ifneq ($(CROSS),)
KAPI_ARM64_DIR ?= $(if $(filter 0,$(shell id -u)),/var/cache/kapi/arm64,\
	$(or $(XDG_CACHE_HOME),$(HOME)/.cache)/kapi/arm64)
SYSROOT	?= $(KAPI_ARM64_DIR)/sysroot
# Only the sysroot's headers, C library and start files: the cross
# compiler's own (Debian's libc6-dev-arm64-cross, linux-libc-dev-arm64-cross)
# would come first and are older.
TRIPLET	:= $(patsubst %-,%,$(CROSS))
CC	:= $(CROSS)gcc --sysroot=$(SYSROOT) -nostdinc \
	   -isystem $(shell $(CROSS)gcc -print-file-name=include) \
	   -isystem $(SYSROOT)/usr/include/$(TRIPLET) -isystem $(SYSROOT)/usr/include \
	   -B$(SYSROOT)/usr/lib/$(TRIPLET)/ -L$(SYSROOT)/usr/lib/$(TRIPLET) \
	   -L$(SYSROOT)/lib/$(TRIPLET)
BUILD	?= build-arm64
endif
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

# "CC file" for each build step; V=1 prints the whole commands
ifeq ($(V),1)
quiet =
else
quiet = @printf '  %-4s %s\n' $(1) $(2);
endif

WARN	:= -Wall -Wextra -Wshadow -Wformat=2 -Wno-format-nonliteral
ifeq ($(WERROR),1)
WARN	+= -Werror
endif

# CPPFLAGS, CFLAGS and LDFLAGS from the environment or the command line
# (dpkg-buildflags) come after kapi's own, so they win.
CFLAGS	?= -O2 -g
CPPFLAGS ?=
LDFLAGS	?=
cc_has	= $(shell echo 'int main(void){return 0;}' | $(CC) -x c - $(1) \
	    -o /dev/null 2>/dev/null && echo $(1))
# Hardened by default, as Debian's hardening=+all: stack protector, stack
# clash and CET protection, FORTIFY where the code is optimised (not under
# the sanitizers, which check the same calls), full RELRO, BIND_NOW, PIE.
# The source paths are recorded relative to the tree (reproducible builds
# in any folder).
HARDEN_CFLAGS := -fstack-protector-strong $(call cc_has,-fstack-clash-protection) \
	$(call cc_has,-fcf-protection) $(call cc_has,-ffile-prefix-map=$(CURDIR)=.)
HARDEN_CPPFLAGS := $(if $(SANFLAGS)$(findstring _FORTIFY_SOURCE,$(CPPFLAGS)),,\
	$(if $(filter -O1 -O2 -O3 -Os -Og,$(CFLAGS)),-U_FORTIFY_SOURCE -D_FORTIFY_SOURCE=2))
HARDEN_LDFLAGS := -Wl,-z,relro -Wl,-z,now
ALL_CPPFLAGS := -D_GNU_SOURCE $(HARDEN_CPPFLAGS) $(CPPFLAGS)
ALL_CFLAGS := -std=gnu11 $(ALL_CPPFLAGS) $(HARDEN_CFLAGS) $(CFLAGS) $(WARN) \
	      $(SANFLAGS) -fPIC -fvisibility=hidden -Iinclude -Ilib -Ispecs/include \
	      -I$(BUILD)/gen -DKAPI_VERSION_STRING='"$(VERSION)"' -MMD -MP
# link flags from pkg-config; the plain names where it is missing
LIB_PKGS := libelf json-c libseccomp
ifneq ($(CROSS),)
# the sysroot's static libraries and theirs (libelf's zlib and zstd)
LIBS	:= -lelf -ljson-c -lseccomp -lz -lzstd
else
LIBS	:= $(or $(shell pkg-config --libs $(LIB_PKGS) 2>/dev/null),-lelf -ljson-c -lseccomp)
endif
# Every spec is a web of pointers, ~29,000 relocations in kapi; packed
# (DT_RELR, binutils 2.38, glibc 2.36) they take 12 KB instead of 690 KB
# and load faster.  Left out where the toolchain lacks it.
RELR	:= $(call cc_has,-Wl$(comma)-z$(comma)pack-relative-relocs)
ifneq ($(CROSS),)
# binutils 2.40 packs them on x86 only; its aarch64 ld warns and ignores them
RELR	:=
endif
ALL_LDFLAGS := $(HARDEN_LDFLAGS) $(LDFLAGS) $(SANFLAGS) $(RELR) -Wl,-T,lib/kapi_specs.ld
# the programs are position independent (their objects are built -fPIC)
EXE_LDFLAGS := $(ALL_LDFLAGS) -pie
ifneq ($(CROSS),)
# one file to put in a VM's initramfs
EXE_LDFLAGS := $(ALL_LDFLAGS) -static
endif
# The kapi program itself is linked at a fixed address (PIE=1 to make it
# position independent like the rest): the built-in corpus is a web of
# pointers, and in a PIE the dynamic loader rewrites every one of them
# at each start (~65,000 words, packed or not), dirtying the ~1.8 MB of
# spec data: a third of `kapi trace --entry-only -- true`'s CPU time and 60%
# of its page faults (bench/trace-start.sh).  Linked at a fixed address
# those pointers are final in the file, and only the pages a run reads
# are mapped in.  The libraries, stack and heap keep their random
# addresses; libkapi.so and the tests stay PIC/PIE.
PIE ?= 0
KAPI_LDFLAGS := $(ALL_LDFLAGS) $(if $(filter 1,$(PIE)),-pie,-no-pie)
ifneq ($(CROSS),)
KAPI_LDFLAGS := $(EXE_LDFLAGS)
endif
# STATIC_DEPS=1: kapi takes libelf, json-c, libseccomp, libbpf, libfuse3
# and zlib from their static archives (libkapi.so and the tests keep the
# shared ones): the dynamic loader then maps libc alone, which saves
# 2-3 ms of every kapi start here (a third of `kapi --version`, a fifth
# of `kapi trace --entry-only -- true`; bench/trace-start.sh).  The
# default, auto, does so when the compiler finds every archive (Debian's
# -dev packages ship them), and not in a cross build; STATIC_DEPS=0 links
# the shared libraries, as a distribution wants (debian/rules says so).
STATIC_DEPS ?= auto
static_missing = $(foreach l,$(patsubst -l%,%,$(filter -l%,$(LIBS) $(FUSE_LIBS))) z,\
	$(if $(filter /%,$(shell $(CC) -print-file-name=lib$(l).a)),,$(l)))
static_deps = $(strip $(if $(filter 1,$(STATIC_DEPS)),1,$(if $(CROSS),,\
	$(if $(filter auto,$(STATIC_DEPS)),$(if $(strip $(static_missing)),,1)))))
EXE_LIBS = $(if $(static_deps),-Wl$(comma)-Bstatic \
	-Wl$(comma)--start-group $(filter -l%,$(LIBS) $(FUSE_LIBS)) -lz \
	-Wl$(comma)--end-group -Wl$(comma)-Bdynamic \
	$(filter-out -l%,$(LIBS) $(FUSE_LIBS)),$(LIBS) $(FUSE_LIBS))

ifneq ($(CROSS),)
# no libfuse3 in the sysroot; kapi watch's BPF objects are built for the host
override WITH_FUSE := no
override WITH_BPF := no
endif
ifneq ($(filter-out auto yes no,$(WITH_BPF) $(WITH_FUSE)),)
$(error WITH_BPF and WITH_FUSE take auto, yes or no)
endif
# The features chosen, in a file rewritten only when they change: what
# depends on them is rebuilt then.
FEATURES := $(BUILD)/gen/features
ifeq ($(filter clean help,$(MAKECMDGOALS)),)
FEATURE_LINE := WITH_BPF=$(WITH_BPF) WITH_FUSE=$(WITH_FUSE)
$(shell mkdir -p $(BUILD)/gen && { [ "$$(cat $(FEATURES) 2>/dev/null)" = \
	'$(FEATURE_LINE)' ] || echo '$(FEATURE_LINE)' > $(FEATURES); })
endif
# kapi mount needs libfuse3; without it the verb only says so
ifneq ($(WITH_FUSE),no)
FUSE_CFLAGS := $(shell pkg-config --cflags fuse3 2>/dev/null)
FUSE_LIBS := $(shell pkg-config --libs fuse3 2>/dev/null)
endif
ifeq ($(WITH_FUSE)$(FUSE_LIBS),yes)
$(error WITH_FUSE=yes but libfuse3 is missing (pkg-config fuse3; Debian: libfuse3-dev))
endif

ifneq ($(CROSS),)
# asm-generic's numbers, as the cross compiler sees them (the header
# spells many as other macros: preprocessed, resolved by the script)
UNISTD	:= $(BUILD)/gen/unistd.dM
NUMBERS_TSV := data/syscall_numbers_arm64_extra.tsv
$(UNISTD): $(SYSROOT)/.done
	@mkdir -p $(dir $@)
	echo '#include <asm/unistd.h>' | $(CC) -E -dM -x c - > $@.tmp && mv $@.tmp $@
$(SYSROOT)/.done:
	@scripts/arm64-sysroot.sh --check $(KAPI_ARM64_DIR)
else
UNISTD	?= $(firstword $(wildcard /usr/include/x86_64-linux-gnu/asm/unistd_64.h \
			       /usr/include/asm/unistd_64.h))
NUMBERS_TSV := data/syscall_numbers_x86_64_extra.tsv
endif

LIB_SRCS  := $(filter-out %.bpf.c,$(shell find lib -name "*.c" | LC_ALL=C sort))
SPEC_SRCS := $(sort $(wildcard specs/*/*.c))
TOOL_SRCS := $(wildcard tools/kapi/*.c)
UNIT_SRCS := $(wildcard tests/unit/test_*.c)
FUZZ_SRCS := $(wildcard tests/fuzz/fuzz_*.c)
TRACE_SRCS := $(wildcard tests/trace/t_*.c) tests/trace/kfunc_violator.c

LIB_OBJS  := $(LIB_SRCS:%.c=$(BUILD)/obj/%.o) $(BUILD)/obj/gen/consts.o \
	     $(BUILD)/obj/gen/spec_headers.o
SPEC_OBJS := $(SPEC_SRCS:%.c=$(BUILD)/obj/%.o)
# the prebuilt trace filter is made by running a program: not when cross
# building (kapi trace then lays the filter out at start)
TOOL_OBJS := $(TOOL_SRCS:%.c=$(BUILD)/obj/%.o) \
	     $(if $(CROSS),,$(BUILD)/obj/gen/trace_filter.o)
UNIT_BINS := $(UNIT_SRCS:tests/unit/%.c=$(BUILD)/tests/%)
BENCH_BINS := $(BUILD)/bench/spec_bytes
FUZZ_BINS := $(FUZZ_SRCS:tests/fuzz/%.c=$(BUILD)/fuzz/%)
# programs kapi trace runs in the tests and benchmarks: plain builds, so
# their syscalls are theirs and not a sanitizer's
TRACE_BINS := $(TRACE_SRCS:tests/trace/%.c=$(BUILD)/tests/trace/%)
# test helpers that link what libkapi itself does not: built where the
# library is installed (the tests that need them skip otherwise)
SECCOMP_LIBS := $(shell pkg-config --libs libseccomp 2>/dev/null)
HELPER_BINS := $(if $(SECCOMP_LIBS),$(BUILD)/tests/helpers/seccomp_load)
# replays of every crash and leak input the fuzzers found, by plain and
# SAN=1 builds (make check)
REPLAY_BINS := $(FUZZ_SRCS:tests/fuzz/fuzz_%.c=$(BUILD)/tests/fuzz/replay_%)
FUZZ_SECONDS ?= 60
FUZZ_LONG_SECONDS ?= 600

KAPI	:= $(BUILD)/kapi
SONAME	:= libkapi.so.$(SOVER)
SHLIB	:= $(BUILD)/$(SONAME)
GEN	:= $(BUILD)/gen/syscall_table.h

# keep intermediate objects: no trailing "rm" after the prove summary
.SECONDARY:

.PHONY: all deps build-deps test-deps fuzz-deps check check-san check-lab lab-check check-arm64 \
	check-unprivileged run bench man \
	install uninstall clean help fuzz fuzz-long fuzz-build gen-specs abi-dump \
	spec-cflags

all: build-deps $(KAPI) $(SHLIB)

help:
	@echo "make            build $(KAPI) and $(SHLIB) (names missing packages, installs none)"
	@echo "make STATIC_DEPS=0  kapi with the shared libraries (auto, the default: static archives where all are found)"
	@echo "make PIE=1          kapi position independent (its ~1.8 MB of spec pointers relocated at each start)"
	@echo "make run        build and list the built-in corpus"
	@echo "make check      run the test suite under prove"
	@echo "make check SAN=1  the same under ASan+UBSan (into build-san/)"
	@echo "make check-lab  kapi watch, trace's i386/x32 paths and the effects only a VM makes, in the lab's 6.1 and 6.12 VMs (QEMU; slow)"
	@echo "make check-unprivileged  the tests a package build runs (no root, no live kernel)"
	@echo "make bench      run the benchmarks under bench/"
	@echo "make deps       install every package the targets need (as root)"
	@echo "make fuzz       build the libFuzzer harnesses and run each FUZZ_SECONDS ($(FUZZ_SECONDS))"
	@echo "make fuzz-long  the same, each for FUZZ_LONG_SECONDS ($(FUZZ_LONG_SECONDS))"
	@echo "make man        build the man pages from docs/*.rst"
	@echo "make install PREFIX=/usr/local [LIBDIR=lib] [DESTDIR=...]"
	@echo "make ARCH=arm64  cross-build kapi (static) and libkapi for arm64 into build-arm64/"
	@echo "make deps ARCH=arm64  the cross compiler and the private arm64 sysroot"
	@echo "make check-arm64  the arm64 build's tables, and trace and a conform subset in arm64 6.1 (QEMU)"
	@echo "options: WITH_BPF=auto|yes|no WITH_FUSE=auto|yes|no, CPPFLAGS, CFLAGS, LDFLAGS"

# Only make run, make check and make deps install missing packages (as
# root); every other target names them and stops.
DEPS_INSTALL := $(if $(filter run check check-san deps,$(MAKECMDGOALS)),,--check)

deps:
	@WITH_FUSE=$(WITH_FUSE) scripts/deps.sh build
	@scripts/deps.sh doc
	@scripts/deps.sh test
	@scripts/deps.sh fuzz
	@scripts/deps.sh bpf
	@scripts/deps.sh lab
ifneq ($(CROSS),)
	@scripts/deps.sh arm64
	@scripts/arm64-sysroot.sh $(KAPI_ARM64_DIR)
endif

build-deps:
	@WITH_FUSE=$(WITH_FUSE) scripts/deps.sh $(DEPS_INSTALL) build
ifneq ($(CROSS),)
	@scripts/deps.sh $(DEPS_INSTALL) arm64
	@scripts/arm64-sysroot.sh $(if $(filter --check,$(DEPS_INSTALL)),--check) $(KAPI_ARM64_DIR)
endif

# nothing compiles before the packages are known to be there
$(LIB_OBJS) $(SPEC_OBJS) $(TOOL_OBJS) $(CONSTS) $(GEN) $(PROTOS): | build-deps

test-deps:
	@WITH_FUSE=$(WITH_FUSE) scripts/deps.sh $(DEPS_INSTALL) test

fuzz-deps:
	@scripts/deps.sh --check fuzz

$(GEN): $(UNISTD) $(NUMBERS_TSV) scripts/gen-syscall-table.sh
	@mkdir -p $(dir $@)
	$(call quiet,GEN,$@)scripts/gen-syscall-table.sh $(UNISTD) $(NUMBERS_TSV) > $@.tmp && mv $@.tmp $@

PROTOS_TSV := $(lastword $(sort $(wildcard data/ftrace_syscall_protos_*.tsv)))
PROTOS	:= $(BUILD)/gen/syscall_protos.h
$(PROTOS): $(PROTOS_TSV) scripts/gen-syscall-protos.sh
	@mkdir -p $(dir $@)
	$(call quiet,GEN,$@)scripts/gen-syscall-protos.sh $< > $@.tmp && mv $@.tmp $@

$(BUILD)/obj/lib/model/syscalls.o: $(GEN) $(PROTOS)

ERRNO_ARCH := $(BUILD)/gen/errno_arch.h
FLAGS_ARCH := $(BUILD)/gen/flags_arch.h
$(BUILD)/gen/%_arch.h: data/%_arch.tsv scripts/gen-arch-rows.sh
	@mkdir -p $(dir $@)
	$(call quiet,GEN,$@)scripts/gen-arch-rows.sh $< > $@.tmp && mv $@.tmp $@
$(BUILD)/obj/lib/model/arch.o: $(ERRNO_ARCH)
$(BUILD)/obj/lib/model/arch_flags.o: $(FLAGS_ARCH)

# The source extractor's constant table: uapi and kernel-internal names,
# evaluated by the compiler (scripts/gen-consts.sh).
CONSTS	:= $(BUILD)/gen/consts.c
$(CONSTS): scripts/gen-consts.sh specs/include/kapi_specs/kernel_consts.h \
	   $(wildcard specs/include/kapi_specs/uapi_*.h) \
	   include/kapi/kernel_api_spec.h include/kapi/spec_dsl.h
	@mkdir -p $(dir $@)
	$(call quiet,GEN,$@)$(if $(CROSS),KAPI_CONSTS_READ=asm )scripts/gen-consts.sh $(CC) -Iinclude -Ispecs/include -D_GNU_SOURCE \
		> $@.tmp 2> $@.log || { cat $@.log >&2; exit 1; }
	@mv $@.tmp $@

# What the spec compiler accepts, for the vocabulary test
DSL_DEFINES := $(BUILD)/gen/dsl_defines.h
$(DSL_DEFINES): scripts/gen-dsl-defines.sh include/kapi/spec_dsl.h \
		include/kapi/spec_pass.h include/kapi/spec_compile.h
	@mkdir -p $(dir $@)
	$(call quiet,GEN,$@)scripts/gen-dsl-defines.sh $(CC) include > $@.tmp && mv $@.tmp $@

$(BUILD)/obj/tests/unit/test_vocab.o: $(DSL_DEFINES)

# kapi trace --entry-only's seccomp filter for the built-in corpus, built
# at compile time by a program linked with the corpus, as a C array
$(BUILD)/gen-trace-filter: tools/gen-trace-filter.c $(LIB_OBJS) $(SPEC_OBJS) lib/kapi_specs.ld
	@mkdir -p $(dir $@)
	$(call quiet,LD,$@)$(CC) $(ALL_CFLAGS) $< $(LIB_OBJS) $(SPEC_OBJS) $(ALL_LDFLAGS) $(LIBS) -o $@
$(BUILD)/gen/trace_filter.c: $(BUILD)/gen-trace-filter
	@mkdir -p $(dir $@)
	$(call quiet,GEN,$@)$< > $@.tmp && mv $@.tmp $@
$(BUILD)/obj/gen/trace_filter.o: $(BUILD)/gen/trace_filter.c
	@mkdir -p $(dir $@)
	$(call quiet,CC,$<)$(CC) -std=gnu11 $(CFLAGS) -fPIC -c $< -o $@

# generated: warnings there are not ours to fix
$(BUILD)/obj/gen/consts.o: $(CONSTS)
	@mkdir -p $(dir $@)
	$(call quiet,CC,$@)$(CC) -std=gnu11 $(ALL_CPPFLAGS) $(HARDEN_CFLAGS) $(CFLAGS) $(SANFLAGS) -fPIC -w \
		-fvisibility=hidden -Iinclude -Ispecs/include -c $< -o $@

# The spec helper headers, built into the library for the source loader.
EMBED_HEADERS := kapi_specs/helpers.h
$(BUILD)/gen/spec_headers.c: scripts/gen-embed-headers.sh \
	   $(addprefix specs/include/,$(EMBED_HEADERS))
	@mkdir -p $(dir $@)
	$(call quiet,GEN,$@)scripts/gen-embed-headers.sh specs/include $(EMBED_HEADERS) > $@.tmp
	@mv $@.tmp $@

$(BUILD)/obj/gen/spec_headers.o: $(BUILD)/gen/spec_headers.c
	@mkdir -p $(dir $@)
	$(call quiet,CC,$<)$(CC) $(ALL_CFLAGS) -c $< -o $@

$(BUILD)/obj/lib/%.o: lib/%.c
	@mkdir -p $(dir $@)
	$(call quiet,CC,$<)$(CC) $(ALL_CFLAGS) -c $< -o $@

# Spec files include themselves once per pass (spec_compile.h): by the name
# KAPI_SPEC_FILE, relative to the tree and found through -iquote ., so that
# neither the tree's path nor -ffile-prefix-map (which rewrites __FILE__)
# changes what is compiled.  tests/cli/spec_helpers.t compiles its fixtures
# with SPEC_CFLAGS and absolute names (spec_compile.h's __BASE_FILE__).
SPEC_CFLAGS = $(ALL_CFLAGS) -iquote .
ifeq ($(FUZZ),1)
# clang's ASan pads globals with redzones, even in .kapi_specs, whose
# entries must lie end to end (gcc leaves named sections alone)
SPEC_CFLAGS += -mllvm -asan-globals=0
endif
$(BUILD)/obj/specs/%.o: specs/%.c
	@mkdir -p $(dir $@)
	$(call quiet,CC,$<)$(CC) $(SPEC_CFLAGS) -DKAPI_SPEC_FILE='"$<"' -c $< -o $@

spec-cflags:
	@echo $(CC) $(SPEC_CFLAGS)

$(BUILD)/obj/tools/%.o: tools/%.c
	@mkdir -p $(dir $@)
	$(call quiet,CC,$<)$(CC) $(ALL_CFLAGS) -c $< -o $@

$(BUILD)/obj/tools/kapi/cmd_mount.o: ALL_CFLAGS += \
	$(if $(FUSE_LIBS),$(FUSE_CFLAGS) -DKAPI_HAVE_FUSE)
$(BUILD)/obj/tools/kapi/cmd_mount.o: $(FEATURES)

$(BUILD)/obj/tests/%.o: tests/%.c
	@mkdir -p $(dir $@)
	$(call quiet,CC,$<)$(CC) $(ALL_CFLAGS) -Itests/unit -c $< -o $@

$(BUILD)/obj/bench/%.o: bench/%.c
	@mkdir -p $(dir $@)
	$(call quiet,CC,$<)$(CC) $(ALL_CFLAGS) -c $< -o $@

$(KAPI): $(TOOL_OBJS) $(LIB_OBJS) $(SPEC_OBJS) lib/kapi_specs.ld
	$(call quiet,LD,$@)$(CC) $(TOOL_OBJS) $(LIB_OBJS) $(SPEC_OBJS) $(KAPI_LDFLAGS) $(EXE_LIBS) -o $@

$(SHLIB): $(LIB_OBJS) $(SPEC_OBJS) lib/libkapi.map lib/kapi_specs.ld
	$(call quiet,LD,$@)$(CC) -shared -Wl,-soname,$(SONAME) -Wl,--version-script=lib/libkapi.map \
		$(LIB_OBJS) $(SPEC_OBJS) $(ALL_LDFLAGS) $(LIBS) -o $@
	@ln -sf $(SONAME) $(BUILD)/libkapi.so

$(BUILD)/tests/%: $(BUILD)/obj/tests/unit/%.o $(LIB_OBJS) $(SPEC_OBJS)
	@mkdir -p $(dir $@)
	$(call quiet,LD,$@)$(CC) $^ $(EXE_LDFLAGS) $(LIBS) -o $@

$(BUILD)/tests/trace/t_ioctl_%: tests/trace/t_ioctl.h
$(BUILD)/tests/trace/%: tests/trace/%.c
	@mkdir -p $(dir $@)
	$(call quiet,CC,$@)$(CC) -std=gnu11 -O2 -Wall -Wextra $(if $(filter 1,$(WERROR)),-Werror) \
		-pthread $< -o $@

$(BUILD)/tests/helpers/seccomp_load: tests/helpers/seccomp_load.c
	@mkdir -p $(dir $@)
	$(call quiet,CC,$@)$(CC) -std=gnu11 -O2 -Wall -Wextra $(if $(filter 1,$(WERROR)),-Werror) \
		$< $(SECCOMP_LIBS) $(LIBS) -o $@

$(BUILD)/tests/fuzz/replay_%: $(BUILD)/obj/tests/fuzz/fuzz_%.o \
			     $(BUILD)/obj/tests/fuzz/replay.o $(LIB_OBJS)
	@mkdir -p $(dir $@)
	$(call quiet,LD,$@)$(CC) $^ $(EXE_LDFLAGS) $(LIBS) -o $@

# the record harness checks text against the /proc record specs: it links
# them (the other harnesses make their specs from their input)
$(BUILD)/fuzz/fuzz_record $(BUILD)/tests/fuzz/replay_record: \
	$(filter $(BUILD)/obj/specs/proc/%,$(SPEC_OBJS))

$(BUILD)/fuzz/%: $(BUILD)/obj/tests/fuzz/%.o $(LIB_OBJS)
	@mkdir -p $(dir $@)
	$(call quiet,CC,$@)$(CC) $^ $(LDFLAGS) -fsanitize=fuzzer,address,undefined \
		-Wl,-T,lib/kapi_specs.ld $(LIBS) -o $@

$(BUILD)/bench/%: $(BUILD)/obj/bench/%.o $(LIB_OBJS) $(SPEC_OBJS)
	@mkdir -p $(dir $@)
	$(call quiet,LD,$@)$(CC) $^ $(EXE_LDFLAGS) $(LIBS) -o $@

# The main job on the built-in corpus: coverage, a clean lint, this
# machine's /sys/block and (with tracefs) its syscall table against the specs
run: all
	$(KAPI) stats
	$(KAPI) lint
	$(KAPI) sysfs check --no-undefined
	@if scripts/tracefs.sh; then echo "$(KAPI) verify"; $(KAPI) verify; \
	else echo "kapi verify skipped: no tracefs (as root: mount -t tracefs nodev /sys/kernel/tracing)"; fi

# The ABI of this release, for the next one's abidiff (tests/cli/libabi.t):
# run once when a release is cut, and commit the file.
abi-dump: $(SHLIB)
	@mkdir -p tests/abi
	abidw --out-file tests/abi/libkapi-$(VERSION).abixml $(SHLIB)

# Baseline syscall specs (committed): rerun after adding a hand-written one.
gen-specs:
	scripts/gen-syscall-specs.sh $(PROTOS_TSV) data/manpages_6.03_man2_errnos.json \
		specs/syscalls specs/generated/syscalls.c

check: all test-deps $(UNIT_BINS) $(TRACE_BINS) $(HELPER_BINS) $(REPLAY_BINS)
	KAPI=$(abspath $(KAPI)) KAPI_BUILD=$(abspath $(BUILD)) \
		prove --exec '' $(UNIT_BINS) tests/cli/*.t

# the tests that boot the lab's kernels (QEMU; each skips without them)
check-lab: all test-deps $(TRACE_BINS)
	KAPI=$(abspath $(KAPI)) KAPI_BUILD=$(abspath $(BUILD)) KAPI_LAB=1 \
		prove -v tests/cli/lab.t tests/cli/watch_lab.t tests/cli/trace_compat_lab.t \
		tests/cli/conform_effects_lab.t tests/cli/conform_exec.t

# the arm64 cross build (build-arm64/) against arm64's headers, then trace
# and a conform subset in Debian's arm64 6.1 under TCG (tests/cli/arm64.t)
check-arm64: all test-deps
	$(MAKE) ARCH=arm64 all
	KAPI=$(abspath $(KAPI)) KAPI_BUILD=$(abspath $(BUILD)) KAPI_LAB=1 \
		prove -v tests/cli/arm64.t

# The quick tests that need neither root nor this machine's kernel
# (tracing, sysfs, eBPF, FUSE, namespaces) nor the test packages beyond jq
# and xmllint: what a package build runs (debian/rules, dh_auto_test).
UNPRIV_TESTS := extract ignored_bits layout lint list patch show_export \
	spec_helpers suppress validate
check-unprivileged: all $(UNIT_BINS)
	KAPI=$(abspath $(KAPI)) KAPI_BUILD=$(abspath $(BUILD)) \
		prove --exec '' $(UNIT_BINS) $(UNPRIV_TESTS:%=tests/cli/%.t)

check-san:
	$(MAKE) SAN=1 check

bench: all $(BENCH_BINS) $(TRACE_BINS)
	@for b in bench/*.sh; do KAPI=$(abspath $(KAPI)) KAPI_BUILD=$(abspath $(BUILD)) sh $$b || exit 1; done

# Each harness runs FUZZ_SECONDS from seeds made of the repo's own inputs
# and the kept crash inputs; new crash and leak inputs are copied into
# tests/fuzz/crashes/HARNESS/ to be committed.
fuzz: fuzz-deps all
	$(MAKE) FUZZ=1 fuzz-build
	@echo "fuzz: constant table of $$(grep -c '^	{ "[^"]*", [0-9]*ULL' \
		build-fuzz/gen/consts.c) entries"
	KAPI=$(abspath $(KAPI)) KAPI_BUILD=$(abspath $(BUILD)) \
		scripts/fuzz-run.sh build-fuzz/fuzz $(FUZZ_SECONDS)

fuzz-long:
	$(MAKE) fuzz FUZZ_SECONDS=$(FUZZ_LONG_SECONDS)

fuzz-build: $(FUZZ_BINS)

# Man pages carry the version and a date that a rebuild of the same tree
# keeps: SOURCE_DATE_EPOCH's (reproducible-builds.org; dpkg sets it from
# debian/changelog), else the last commit's, else today's outside git.
MAN_DATE := $(or $(if $(SOURCE_DATE_EPOCH),$(shell date -u -d @$(SOURCE_DATE_EPOCH) +%F 2>/dev/null)),\
	$(shell git log -1 --format=%cs 2>/dev/null),$(shell date -u +%F))
# conform on Debian's 6.1 and 6.12 in QEMU VMs (kapi --kernel); fails on any
# false positive or miss (docs/kapi-lab.rst)
lab-check: all
	@KAPI=$(KAPI) scripts/lab-check.sh

man:
	@command -v rst2man >/dev/null || scripts/deps.sh --check doc
	@mkdir -p $(BUILD)/man
	@for f in docs/kapi*.rst; do \
		n=$$(basename $$f .rst); \
		sed '/^:Manual section:/a :Date: $(MAN_DATE)\n:Version: kapi $(VERSION)' $$f | \
		rst2man --halt=warning > $(BUILD)/man/$$n.1 || exit 1; \
	done

$(BUILD)/kapi.bash: $(KAPI) scripts/gen-completion.sh
	scripts/gen-completion.sh $(KAPI) > $@.tmp && mv $@.tmp $@

# Everything goes under $(DESTDIR)$(PREFIX), the library under LIBDIR there;
# libkapi.pc is written here, with the prefix of this install, not at build
# time.  Requires.private names what the static link needs: libbpf when it
# was used (WITH_BPF), fuse3 is the kapi command's only.
SPEC_HEADERS := include/kapi/kapi.h include/kapi/kernel_api_spec.h \
	include/kapi/spec_dsl.h include/kapi/spec_compile.h include/kapi/spec_pass.h
SPEC_SUPPORT := $(wildcard specs/include/kapi_specs/*.h)
PC_REQUIRES = $(LIB_PKGS) $(if $(HAVE_LIBBPF),libbpf)
INST	:= $(DESTDIR)$(PREFIX)
INST_LIB := $(INST)/$(LIBDIR)
INSTALLED = $(INST)/bin/kapi $(INST_LIB)/$(SONAME) $(INST_LIB)/libkapi.so \
	$(INST_LIB)/pkgconfig/libkapi.pc $(INST)/share/kapi/kapi_specs.ld \
	$(INST)/share/bash-completion/completions/kapi \
	$(addprefix $(INST)/include/kapi/,$(notdir $(SPEC_HEADERS))) \
	$(addprefix $(INST)/include/kapi_specs/,$(notdir $(SPEC_SUPPORT))) \
	$(patsubst docs/%.rst,$(INST)/share/man/man1/%.1,$(wildcard docs/kapi*.rst))
# the folders install may have made, deepest first
LIB_DIRS := $(shell d=$(LIBDIR)/pkgconfig; while [ "$$d" != . ]; do echo $$d; \
	d=$$(dirname $$d); done)
INST_DIRS := share/man/man1 share/man share/bash-completion/completions \
	share/bash-completion share/kapi share include/kapi_specs include/kapi \
	include $(LIB_DIRS) bin

install: all man $(BUILD)/kapi.bash
	install -d $(INST)/bin $(INST_LIB)/pkgconfig $(INST)/include/kapi \
		$(INST)/include/kapi_specs $(INST)/share/man/man1 \
		$(INST)/share/kapi $(INST)/share/bash-completion/completions
	install -m 755 $(KAPI) $(INST)/bin/kapi
	install -m 644 $(SHLIB) $(INST_LIB)/$(SONAME)
	ln -sf $(SONAME) $(INST_LIB)/libkapi.so
	install -m 644 $(SPEC_HEADERS) $(INST)/include/kapi/
	install -m 644 $(SPEC_SUPPORT) $(INST)/include/kapi_specs/
	install -m 644 lib/kapi_specs.ld $(INST)/share/kapi/
	sed -e 's|@PREFIX@|$(PREFIX)|' -e 's|@LIBDIR@|$(LIBDIR)|' \
		-e 's|@VERSION@|$(VERSION)|' -e 's|@REQUIRES@|$(PC_REQUIRES)|' \
		lib/libkapi.pc.in > $(INST_LIB)/pkgconfig/libkapi.pc
	install -m 644 $(BUILD)/man/*.1 $(INST)/share/man/man1/
	install -m 644 $(BUILD)/kapi.bash $(INST)/share/bash-completion/completions/kapi

# Removes what install wrote, then the folders it leaves empty.
uninstall:
	rm -f $(INSTALLED)
	-for d in $(INST_DIRS); do rmdir $(INST)/$$d 2>/dev/null; done; true

clean:
	rm -rf build build-san build-fuzz build-arm64

# ---- kapi watch: eBPF programs (lib/live/watch/) --------------------------
# WITH_BPF: build/gen/bpf.mk says whether clang, bpftool and libbpf are
# there (scripts/bpf-detect.sh, after scripts/deps.sh bpf installed them as
# root for make run/check).  Without them kapi builds as before and
# `kapi watch` says what is missing.
ifeq ($(filter clean help,$(MAKECMDGOALS)),)
-include $(BUILD)/gen/bpf.mk
endif
ifneq ($(BPF_ERROR),)
$(error $(BPF_ERROR))
endif
$(BUILD)/gen/bpf.mk: scripts/bpf-detect.sh scripts/deps.sh $(FEATURES)
	@mkdir -p $(dir $@)
	@$(if $(filter no,$(WITH_BPF)),,scripts/deps.sh $(DEPS_INSTALL) bpf || true)
	@scripts/bpf-detect.sh $(WITH_BPF) > $@.tmp && mv $@.tmp $@

WATCH_OBJ := $(BUILD)/obj/lib/live/watch/watch.o
BTF_OBJ	:= $(BUILD)/obj/lib/live/verify_btf.o \
	   $(BUILD)/obj/lib/live/watch/watch_log.o \
	   $(BUILD)/obj/lib/live/watch/watch_probe.o
$(WATCH_OBJ) $(BTF_OBJ): $(BUILD)/gen/bpf.mk
ifeq ($(HAVE_BPF),1)
LIBS	+= $(BPF_LIBS)
$(WATCH_OBJ) $(BTF_OBJ): ALL_CFLAGS += -DKAPI_HAVE_BPF $(BPF_CFLAGS)
$(WATCH_OBJ): $(BUILD)/gen/watch.skel.h $(BUILD)/gen/kfunc.skel.h
$(BUILD)/obj/tests/unit/test_watch_log.o: ALL_CFLAGS += -DKAPI_HAVE_BPF $(BPF_CFLAGS)

# CO-RE: the programs are compiled against the few kernel types they use
# (lib/live/watch/vmlinux.h, found beside them); libbpf relocates the
# field offsets to the running kernel's when they load.
$(BUILD)/gen/%.bpf.o: lib/live/watch/%.bpf.c lib/live/watch/watch_abi.h \
		      lib/live/watch/watch_common.bpf.h lib/check/regop.h \
		      lib/live/watch/vmlinux.h
	@mkdir -p $(dir $@)
	$(call quiet,BPF,$<)$(BPF_CLANG) -g -O2 -target bpf -D__TARGET_ARCH_x86 $(BPF_CFLAGS) \
		-ffile-prefix-map=$(CURDIR)=. -Ilib -c $< -o $@

$(BUILD)/gen/%.skel.h: $(BUILD)/gen/%.bpf.o
	$(call quiet,GEN,$@)$(BPFTOOL) gen skeleton $< name kapi_$*_bpf > $@.tmp && mv $@.tmp $@

# bench/watch.sh's floor: an empty program on kapi watch's syscall hook
$(BUILD)/gen/watch_floor.bpf.o: bench/watch_floor.bpf.c lib/live/watch/vmlinux.h
	@mkdir -p $(dir $@)
	$(call quiet,BPF,$@)$(BPF_CLANG) -g -O2 -target bpf -D__TARGET_ARCH_x86 $(BPF_CFLAGS) \
		-ffile-prefix-map=$(CURDIR)=. -Ilib/live/watch -c $< -o $@
$(BUILD)/gen/watch_floor.skel.h: $(BUILD)/gen/watch_floor.bpf.o
	$(call quiet,GEN,$@)$(BPFTOOL) gen skeleton $< name watch_floor_bpf > $@.tmp && mv $@.tmp $@
$(BUILD)/bench/watch_floor: bench/watch_floor.c $(BUILD)/gen/watch_floor.skel.h
	@mkdir -p $(dir $@)
	$(call quiet,CC,$@)$(CC) $(ALL_CFLAGS) $(BPF_CFLAGS) -I$(BUILD)/gen $< \
		$(EXE_LDFLAGS) $(BPF_LIBS) -o $@
bench: $(BUILD)/bench/watch_floor
else
$(WATCH_OBJ): ALL_CFLAGS += -DKAPI_WATCH_MISSING='"$(BPF_MISSING)"'
endif
# ---- end of kapi watch -----------------------------------------------------

-include $(shell find $(BUILD)/obj -name '*.d' 2>/dev/null)

# ---- kernel tree baselines (lib/load/load_ktree.c) ----
# The tables are built into the library (.incbin): rebuild when they change.
$(BUILD)/obj/lib/load/ktree_tables.o: data/arg_constants.tsv data/type_classes.tsv
# Rederives the argument -> constants table from the deep specs (committed):
# rerun after a deep spec gains a mask or enum.
.PHONY: gen-arg-constants
gen-arg-constants: $(KAPI)
	scripts/gen-arg-constants.sh $(KAPI) > data/arg_constants.tsv.tmp
	mv data/arg_constants.tsv.tmp data/arg_constants.tsv
# The running kernel's BTF (lib/live/live_baseline.c) through libbpf when it
# is used (WITH_BPF); without it, kapi diff ... live compares no struct layouts.
ifeq ($(HAVE_LIBBPF),1)
$(BUILD)/obj/lib/live/live_baseline.o: ALL_CFLAGS += -DKAPI_HAVE_LIBBPF $(BPF_CFLAGS)
LIBS += $(if $(findstring -lbpf,$(LIBS)),,$(BPF_LIBS))
endif
$(BUILD)/obj/lib/live/live_baseline.o: $(BUILD)/gen/bpf.mk

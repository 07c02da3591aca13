// SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause
/*
 * KVM (virt/kvm/kvm_main.c, arch/x86/kvm/x86.c) on x86-64: the system
 * ioctls of /dev/kvm, the VM ioctls of the descriptor KVM_CREATE_VM
 * returns, the vCPU ioctls of the one KVM_CREATE_VCPU returns, and the
 * attribute ioctls of a KVM_CREATE_DEVICE descriptor.  Commands are type
 * 0xae (KVMIO).  Unknown commands are EINVAL on /dev/kvm and on a vCPU,
 * ENOTTY on a VM.  Which optional commands exist is what
 * KVM_CHECK_EXTENSION answers; a kernel without the capability refuses
 * the command (EINVAL or ENOTTY).  Some hosts (PVM, nested setups, a
 * missing VMX/SVM) have /dev/kvm but refuse KVM_CREATE_VM.
 */
#include <kapi/spec_compile.h>
#include <errno.h>
#include <limits.h>
#include <stddef.h>
#include <linux/ioctl.h>
#include <linux/kvm.h>
#include <kapi_specs/helpers.h>

/* x86-64's KVM ABI (struct kvm_regs, MSRs, CPUID, ...): another
 * architecture's build has none of these specs */
#ifdef __x86_64__

#define KVM_SYS		"kvm_chardev_ops"
#define KVM_VM		"kvm_vm_fops"
#define KVM_VCPU	"kvm_vcpu_fops"
#define KVM_DEV		"kvm_device_fops"

DEFINE_KAPI_IOCTL_SPEC(kvm_get_api_version)
	KAPI_IOCTL_HEAD_N(KVM_GET_API_VERSION, KVM_SYS,
			  "The version of the KVM API")
	KAPI_LONG_DESC("Always 12 since 2.6.22; a program stops if it sees another. arg must be "
	               "0.")
	KAPI_RETURN_IN_RANGE("int", "KVM_API_VERSION (12)", 12, 12)
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EINVAL, "arg is not 0")
	KAPI_EXAMPLES("int v = ioctl(open(\"/dev/kvm\", O_RDWR), KVM_GET_API_VERSION, 0);")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_create_vm)
	KAPI_IOCTL_HEAD_V(KVM_CREATE_VM, KVM_SYS, "unsigned long",
			  "Create a virtual machine",
			  "Machine type: 0 (KVM_X86_DEFAULT_VM) on x86")
	KAPI_LONG_DESC("Returns a new descriptor for the VM ioctls; the VM has no memory and no "
	               "vCPUs yet.")
	KAPI_RETURN_NEW_FD("int", "A descriptor of the VM (anon_inode:kvm-vm)")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EINVAL, "An unknown machine type")
	KAPI_ERRNO(ENOMEM, "Kernel memory ran out")
	KAPI_ERRNO(EMFILE, "The process has no free descriptor")
	KAPI_ERRNO(ENFILE, "The system file table is full")
	KAPI_ERRNO(EBUSY, "Hardware virtualisation could not be enabled on every CPU")
	KAPI_ERRNO(ENODEV, "The host cannot run guests (no usable VMX/SVM, or a PVM or nested host that refuses)")
	KAPI_NOTES("Machine-dependent: a host whose /dev/kvm exists may still refuse "
	           "(conform marks that, never a finding).")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_get_msr_index_list)
	KAPI_IOCTL_HEAD_WR(KVM_GET_MSR_INDEX_LIST, KVM_SYS, "struct kvm_msr_list *", sizeof(struct kvm_msr_list),
			  "The MSRs KVM_GET_MSRS and KVM_SET_MSRS can reach",
			  "nmsrs in, nmsrs and indices out")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(E2BIG, "The count in the header is smaller than what the kernel has to write; it is set to the count needed")
	KAPI_ERRNO(EFAULT, "The list cannot be read or written")
	KAPI_IOCTL_STRUCT(kvm_msr_list, "Count, then that many MSR indices",
		KAPI_IOCTL_FIELD(0, kvm_msr_list, nmsrs, KAPI_TYPE_UINT, "__u32", 4,
				 "In: room in indices; out: how many there are")
		KAPI_STRUCT_FIELD(1, "indices", KAPI_TYPE_ARRAY, "__u32[]", "MSR numbers, nmsrs of them (a flexible array)")
			KAPI_FIELD_OFFSET(4)
			KAPI_FIELD_SIZE(0)
		KAPI_STRUCT_FIELD_END)
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_get_msr_feature_index_list)
	KAPI_IOCTL_HEAD_WR(KVM_GET_MSR_FEATURE_INDEX_LIST, KVM_SYS, "struct kvm_msr_list *", sizeof(struct kvm_msr_list),
			  "The feature MSRs the system KVM_GET_MSRS can read",
			  "nmsrs in, nmsrs and indices out")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(E2BIG, "The count in the header is smaller than what the kernel has to write; it is set to the count needed")
	KAPI_ERRNO(EFAULT, "The list cannot be read or written")
	KAPI_IOCTL_STRUCT(kvm_msr_list, "Count, then that many MSR indices",
		KAPI_IOCTL_FIELD(0, kvm_msr_list, nmsrs, KAPI_TYPE_UINT, "__u32", 4,
				 "In: room in indices; out: how many there are")
		KAPI_STRUCT_FIELD(1, "indices", KAPI_TYPE_ARRAY, "__u32[]", "MSR numbers, nmsrs of them (a flexible array)")
			KAPI_FIELD_OFFSET(4)
			KAPI_FIELD_SIZE(0)
		KAPI_STRUCT_FIELD_END)
	KAPI_SINCE_VERSION("4.17")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_check_extension)
	KAPI_IOCTL_HEAD_V(KVM_CHECK_EXTENSION, KVM_SYS, "long",
			  "Whether the kernel has a capability, and its value",
			  "A KVM_CAP_* number")
	KAPI_LONG_DESC("0: not there; a positive number: there (for some capabilities a count or "
	               "a mask). An unknown number is 0, never an error.")
	KAPI_RETURN_IN_RANGE("int", "0, or the capability's value", 0, INT_MAX)
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_EXAMPLES("int n = ioctl(kvm, KVM_CHECK_EXTENSION, KVM_CAP_NR_VCPUS);")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_get_vcpu_mmap_size)
	KAPI_IOCTL_HEAD_N(KVM_GET_VCPU_MMAP_SIZE, KVM_SYS,
			  "How many bytes of a vCPU descriptor to mmap for struct kvm_run")
	KAPI_LONG_DESC("At least a page; more when the coalesced MMIO ring or dirty ring pages "
	               "follow. arg must be 0.")
	KAPI_RETURN_IN_RANGE("int", "The size in bytes", 4096, INT_MAX)
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EINVAL, "arg is not 0")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_get_supported_cpuid)
	KAPI_IOCTL_HEAD_WR(KVM_GET_SUPPORTED_CPUID, KVM_SYS, "struct kvm_cpuid2 *", sizeof(struct kvm_cpuid2),
			  "The CPUID leaves a guest may be given",
			  "nent in, nent and entries out")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(E2BIG, "The count in the header is smaller than what the kernel has to write; it is set to the count needed")
	KAPI_ERRNO(ENOMEM, "Kernel memory ran out")
	KAPI_ERRNO(EFAULT, "The table cannot be read or written")
	KAPI_IOCTL_STRUCT(kvm_cpuid2, "Count, then that many struct kvm_cpuid_entry2 of 40 bytes",
		KAPI_IOCTL_FIELD(0, kvm_cpuid2, nent, KAPI_TYPE_UINT, "__u32", 4,
				 "In: room in entries; out: how many were written",
				 KAPI_FIELD_CONSTRAINT_RANGE(0, 256))
		KAPI_IOCTL_FIELD(1, kvm_cpuid2, padding, KAPI_TYPE_UINT, "__u32", 4,
				 "Zero")
		KAPI_STRUCT_FIELD(2, "entries", KAPI_TYPE_ARRAY, "struct kvm_cpuid_entry2[]", "function, index, flags, eax, ebx, ecx, edx (a flexible array of nent)")
			KAPI_FIELD_OFFSET(8)
			KAPI_FIELD_SIZE(0)
		KAPI_STRUCT_FIELD_END)
	KAPI_NOTES("nent above 256 (KVM_MAX_CPUID_ENTRIES) is taken as 256.")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_get_emulated_cpuid)
	KAPI_IOCTL_HEAD_WR(KVM_GET_EMULATED_CPUID, KVM_SYS, "struct kvm_cpuid2 *", sizeof(struct kvm_cpuid2),
			  "The CPUID features KVM emulates in software",
			  "nent in, nent and entries out")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(E2BIG, "The count in the header is smaller than what the kernel has to write; it is set to the count needed")
	KAPI_ERRNO(ENOMEM, "Kernel memory ran out")
	KAPI_ERRNO(EFAULT, "The table cannot be read or written")
	KAPI_IOCTL_STRUCT(kvm_cpuid2, "Count, then that many struct kvm_cpuid_entry2 of 40 bytes",
		KAPI_IOCTL_FIELD(0, kvm_cpuid2, nent, KAPI_TYPE_UINT, "__u32", 4,
				 "In: room in entries; out: how many were written",
				 KAPI_FIELD_CONSTRAINT_RANGE(0, 256))
		KAPI_IOCTL_FIELD(1, kvm_cpuid2, padding, KAPI_TYPE_UINT, "__u32", 4,
				 "Zero")
		KAPI_STRUCT_FIELD(2, "entries", KAPI_TYPE_ARRAY, "struct kvm_cpuid_entry2[]", "function, index, flags, eax, ebx, ecx, edx (a flexible array of nent)")
			KAPI_FIELD_OFFSET(8)
			KAPI_FIELD_SIZE(0)
		KAPI_STRUCT_FIELD_END)
	KAPI_SINCE_VERSION("3.13")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_get_supported_hv_cpuid)
	KAPI_IOCTL_HEAD_WR(KVM_GET_SUPPORTED_HV_CPUID, KVM_SYS, "struct kvm_cpuid2 *", sizeof(struct kvm_cpuid2),
			  "The Hyper-V CPUID leaves KVM can present",
			  "nent in, nent and entries out")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(E2BIG, "The count in the header is smaller than what the kernel has to write; it is set to the count needed")
	KAPI_ERRNO(ENOMEM, "Kernel memory ran out")
	KAPI_ERRNO(EFAULT, "The table cannot be read or written")
	KAPI_IOCTL_STRUCT(kvm_cpuid2, "Count, then that many struct kvm_cpuid_entry2 of 40 bytes",
		KAPI_IOCTL_FIELD(0, kvm_cpuid2, nent, KAPI_TYPE_UINT, "__u32", 4,
				 "In: room in entries; out: how many were written",
				 KAPI_FIELD_CONSTRAINT_RANGE(0, 256))
		KAPI_IOCTL_FIELD(1, kvm_cpuid2, padding, KAPI_TYPE_UINT, "__u32", 4,
				 "Zero")
		KAPI_STRUCT_FIELD(2, "entries", KAPI_TYPE_ARRAY, "struct kvm_cpuid_entry2[]", "function, index, flags, eax, ebx, ecx, edx (a flexible array of nent)")
			KAPI_FIELD_OFFSET(8)
			KAPI_FIELD_SIZE(0)
		KAPI_STRUCT_FIELD_END)
	KAPI_NOTES("The system form needs KVM_CAP_SYS_HYPERV_CPUID; the vCPU form exists "
	           "since 5.4.")
	KAPI_SINCE_VERSION("5.11")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_x86_get_mce_cap_supported)
	KAPI_IOCTL_HEAD_R(KVM_X86_GET_MCE_CAP_SUPPORTED, KVM_SYS, "__u64 *", sizeof(__u64),
			  "The machine-check capabilities a guest may be given",
			  "Receives the MCG_CAP bits")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(EFAULT, "The value cannot be written")
	KAPI_IOCTL_SCALAR(mcg_cap, KAPI_TYPE_UINT, "__u64", 8, "Supported MCG_CAP bits")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_sys_get_device_attr)
	KAPI_IOCTL_HEAD_W(KVM_GET_DEVICE_ATTR, KVM_SYS, "struct kvm_device_attr *", sizeof(struct kvm_device_attr),
			  "Read a system attribute (group KVM_X86_GRP_SYSTEM)",
			  "Which attribute, and where to put it")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(ENXIO, "An unknown group or attribute")
	KAPI_ERRNO(EINVAL, "flags is not 0")
	KAPI_ERRNO(EFAULT, "The struct or the value cannot be reached")
	KAPI_IOCTL_STRUCT(kvm_device_attr, "Which attribute, and where its value is",
		KAPI_IOCTL_FIELD(0, kvm_device_attr, flags, KAPI_TYPE_UINT, "__u32", 4,
				 "Zero",
				 KAPI_FIELD_CONSTRAINT_RANGE(0, 0))
		KAPI_IOCTL_FIELD(1, kvm_device_attr, group, KAPI_TYPE_UINT, "__u32", 4,
				 "Attribute group (KVM_X86_GRP_*, KVM_DEV_*_GRP_*)")
		KAPI_IOCTL_FIELD(2, kvm_device_attr, attr, KAPI_TYPE_UINT, "__u64", 8,
				 "Attribute within the group")
		KAPI_IOCTL_FIELD(3, kvm_device_attr, addr, KAPI_TYPE_USER_PTR, "__u64", 8,
				 "Userspace address of the value"))
	KAPI_NOTES("On /dev/kvm KVM_X86_XCOMP_GUEST_SUPP is the one attribute (the XSAVE "
	           "features a guest may get).")
	KAPI_SINCE_VERSION("5.16")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_sys_has_device_attr)
	KAPI_IOCTL_HEAD_W(KVM_HAS_DEVICE_ATTR, KVM_SYS, "struct kvm_device_attr *", sizeof(struct kvm_device_attr),
			  "Whether a system attribute exists",
			  "Which attribute")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(ENXIO, "The attribute does not exist")
	KAPI_ERRNO(EINVAL, "flags is not 0")
	KAPI_ERRNO(EFAULT, "The struct cannot be read")
	KAPI_IOCTL_STRUCT(kvm_device_attr, "Which attribute, and where its value is",
		KAPI_IOCTL_FIELD(0, kvm_device_attr, flags, KAPI_TYPE_UINT, "__u32", 4,
				 "Zero",
				 KAPI_FIELD_CONSTRAINT_RANGE(0, 0))
		KAPI_IOCTL_FIELD(1, kvm_device_attr, group, KAPI_TYPE_UINT, "__u32", 4,
				 "Attribute group (KVM_X86_GRP_*, KVM_DEV_*_GRP_*)")
		KAPI_IOCTL_FIELD(2, kvm_device_attr, attr, KAPI_TYPE_UINT, "__u64", 8,
				 "Attribute within the group")
		KAPI_IOCTL_FIELD(3, kvm_device_attr, addr, KAPI_TYPE_USER_PTR, "__u64", 8,
				 "Userspace address of the value"))
	KAPI_SINCE_VERSION("5.16")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_vm_check_extension)
	KAPI_IOCTL_HEAD_V(KVM_CHECK_EXTENSION, KVM_VM, "long",
			  "Whether this VM has a capability, and its value",
			  "A KVM_CAP_* number")
	KAPI_LONG_DESC("As on /dev/kvm, answered for this VM (KVM_CAP_CHECK_EXTENSION_VM says "
	               "the VM form exists).")
	KAPI_RETURN_IN_RANGE("int", "0, or the capability's value", 0, INT_MAX)
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_create_vcpu)
	KAPI_IOCTL_HEAD_V(KVM_CREATE_VCPU, KVM_VM, "unsigned long",
			  "Add a virtual CPU to the VM",
			  "vCPU id (the APIC id on x86)")
	KAPI_RETURN_NEW_FD("int", "A descriptor of the vCPU (anon_inode:kvm-vcpu)")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EINVAL, "The id is KVM_MAX_VCPU_IDS or more, or the VM has its maximum of vCPUs")
	KAPI_ERRNO(EEXIST, "A vCPU with this id exists")
	KAPI_ERRNO(ENOMEM, "Kernel memory ran out")
	KAPI_ERRNO(EMFILE, "The process has no free descriptor")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_set_user_memory_region)
	KAPI_IOCTL_HEAD_W(KVM_SET_USER_MEMORY_REGION, KVM_VM, "struct kvm_userspace_memory_region *", sizeof(struct kvm_userspace_memory_region),
			  "Map process memory into guest physical memory, or remove a slot",
			  "Slot, flags, guest address, size, host address")
	KAPI_LONG_DESC("memory_size 0 deletes the slot. Addresses and size must be page-aligned.")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(EINVAL, "Unaligned address or size, unknown flags, a slot number out of range, or a change to a slot that moves it")
	KAPI_ERRNO(EEXIST, "The guest range overlaps another slot")
	KAPI_ERRNO(ENOMEM, "Kernel memory ran out")
	KAPI_ERRNO(EFAULT, "The struct cannot be read")
	KAPI_IOCTL_STRUCT(kvm_userspace_memory_region, "One memory slot",
		KAPI_IOCTL_FIELD(0, kvm_userspace_memory_region, slot, KAPI_TYPE_UINT, "__u32", 4,
				 "Address space in bits 16-31, slot id below")
		KAPI_IOCTL_FIELD(1, kvm_userspace_memory_region, flags, KAPI_TYPE_UINT, "__u32", 4,
				 "KVM_MEM_LOG_DIRTY_PAGES, KVM_MEM_READONLY",
				 KAPI_FIELD_CONSTRAINT_MASK(KVM_MEM_LOG_DIRTY_PAGES | KVM_MEM_READONLY))
		KAPI_IOCTL_FIELD(2, kvm_userspace_memory_region, guest_phys_addr, KAPI_TYPE_UINT, "__u64", 8,
				 "Guest physical start, page-aligned")
		KAPI_IOCTL_FIELD(3, kvm_userspace_memory_region, memory_size, KAPI_TYPE_UINT, "__u64", 8,
				 "Bytes, page-aligned; 0 deletes")
		KAPI_IOCTL_FIELD(4, kvm_userspace_memory_region, userspace_addr, KAPI_TYPE_USER_PTR, "__u64", 8,
				 "Host virtual start, page-aligned"))
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_get_dirty_log)
	KAPI_IOCTL_HEAD_W(KVM_GET_DIRTY_LOG, KVM_VM, "struct kvm_dirty_log *", sizeof(struct kvm_dirty_log),
			  "Copy a slot's dirty-page bitmap and clear it",
			  "Slot and the bitmap to fill")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(EINVAL, "The slot is unknown or does not log dirty pages")
	KAPI_ERRNO(ENOENT, "The slot does not exist")
	KAPI_ERRNO(EFAULT, "The struct or the bitmap cannot be reached")
	KAPI_IOCTL_STRUCT(kvm_dirty_log, "Slot and bitmap",
		KAPI_IOCTL_FIELD(0, kvm_dirty_log, slot, KAPI_TYPE_UINT, "__u32", 4,
				 "Address space and slot id")
		KAPI_STRUCT_FIELD(1, "dirty_bitmap", KAPI_TYPE_USER_PTR, "void *", "One bit per page of the slot")
			KAPI_FIELD_OFFSET(8)
			KAPI_FIELD_SIZE(8)
		KAPI_STRUCT_FIELD_END)
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_clear_dirty_log)
	KAPI_IOCTL_HEAD_WR(KVM_CLEAR_DIRTY_LOG, KVM_VM, "struct kvm_clear_dirty_log *", sizeof(struct kvm_clear_dirty_log),
			  "Clear the dirty bits of part of a slot",
			  "Slot, page range and the bits to clear")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(EINVAL, "Manual protection is off, or first_page or num_pages are not multiples of 64 (but at the slot end)")
	KAPI_ERRNO(ENOENT, "The slot does not exist")
	KAPI_ERRNO(EFAULT, "The struct or the bitmap cannot be read")
	KAPI_IOCTL_STRUCT(kvm_clear_dirty_log, "Slot, range and bitmap",
		KAPI_IOCTL_FIELD(0, kvm_clear_dirty_log, slot, KAPI_TYPE_UINT, "__u32", 4,
				 "Address space and slot id")
		KAPI_IOCTL_FIELD(1, kvm_clear_dirty_log, num_pages, KAPI_TYPE_UINT, "__u32", 4,
				 "Pages in the range")
		KAPI_IOCTL_FIELD(2, kvm_clear_dirty_log, first_page, KAPI_TYPE_UINT, "__u64", 8,
				 "First page, a multiple of 64")
		KAPI_STRUCT_FIELD(3, "dirty_bitmap", KAPI_TYPE_USER_PTR, "void *", "Bits to clear")
			KAPI_FIELD_OFFSET(16)
			KAPI_FIELD_SIZE(8)
		KAPI_STRUCT_FIELD_END)
	KAPI_SINCE_VERSION("5.2")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_set_tss_addr)
	KAPI_IOCTL_HEAD_V(KVM_SET_TSS_ADDR, KVM_VM, "unsigned long",
			  "Where VMX keeps the real-mode task state segment",
			  "Guest physical address of three free pages")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EINVAL, "The address is above 4 GiB minus three pages")
	KAPI_ERRNO(EEXIST, "vCPUs already exist")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_set_identity_map_addr)
	KAPI_IOCTL_HEAD_W(KVM_SET_IDENTITY_MAP_ADDR, KVM_VM, "__u64 *", sizeof(__u64),
			  "Where VMX keeps the identity page table (one free page)",
			  "Guest physical address")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EINVAL, "vCPUs already exist")
	KAPI_ERRNO(EEXIST, "The address is in use")
	KAPI_IOCTL_SCALAR(ident_addr, KAPI_TYPE_UINT, "__u64", 8, "Guest physical address, page-aligned")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_set_nr_mmu_pages)
	KAPI_IOCTL_HEAD_V(KVM_SET_NR_MMU_PAGES, KVM_VM, "unsigned long",
			  "Cap the shadow MMU's page count",
			  "Pages")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EINVAL, "Fewer than KVM_MIN_ALLOC_MMU_PAGES (64)")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_get_nr_mmu_pages)
	KAPI_IOCTL_HEAD_N(KVM_GET_NR_MMU_PAGES, KVM_VM,
			  "The shadow MMU's page cap")
	KAPI_RETURN_IN_RANGE("int", "Pages", 0, INT_MAX)
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_create_irqchip)
	KAPI_IOCTL_HEAD_N(KVM_CREATE_IRQCHIP, KVM_VM,
			  "Give the VM an in-kernel PIC pair and IOAPIC")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EEXIST, "The VM has an interrupt controller already")
	KAPI_ERRNO(EINVAL, "vCPUs already exist")
	KAPI_ERRNO(ENOMEM, "Kernel memory ran out")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_irq_line)
	KAPI_IOCTL_HEAD_W(KVM_IRQ_LINE, KVM_VM, "struct kvm_irq_level *", sizeof(struct kvm_irq_level),
			  "Raise or lower an interrupt line of the in-kernel controller",
			  "Line and level")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENXIO, "No in-kernel interrupt controller")
	KAPI_ERRNO(EINVAL, "An unknown line")
	KAPI_IOCTL_STRUCT(kvm_irq_level, "Line and level",
		KAPI_STRUCT_FIELD(0, "irq", KAPI_TYPE_UINT, "__u32", "GSI")
			KAPI_FIELD_OFFSET(0)
			KAPI_FIELD_SIZE(4)
		KAPI_STRUCT_FIELD_END
		KAPI_IOCTL_FIELD(1, kvm_irq_level, level, KAPI_TYPE_UINT, "__u32", 4,
				 "0 or 1",
				 KAPI_FIELD_CONSTRAINT_RANGE(0, 1)))
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_irq_line_status)
	KAPI_IOCTL_HEAD_WR(KVM_IRQ_LINE_STATUS, KVM_VM, "struct kvm_irq_level *", sizeof(struct kvm_irq_level),
			  "KVM_IRQ_LINE, and whether the interrupt was delivered",
			  "Line and level in, status out")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENXIO, "No in-kernel interrupt controller")
	KAPI_ERRNO(EINVAL, "An unknown line")
	KAPI_IOCTL_STRUCT(kvm_irq_level, "Line and level in, status out",
		KAPI_STRUCT_FIELD(0, "irq", KAPI_TYPE_UINT, "__u32", "GSI in, delivery status out")
			KAPI_FIELD_OFFSET(0)
			KAPI_FIELD_SIZE(4)
		KAPI_STRUCT_FIELD_END
		KAPI_IOCTL_FIELD(1, kvm_irq_level, level, KAPI_TYPE_UINT, "__u32", 4,
				 "0 or 1"))
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_get_irqchip)
	KAPI_IOCTL_HEAD_WR(KVM_GET_IRQCHIP, KVM_VM, "struct kvm_irqchip *", sizeof(struct kvm_irqchip),
			  "Read one in-kernel interrupt controller's state",
			  "chip_id in, state out")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENXIO, "No in-kernel PIC/IOAPIC (or a split irqchip)")
	KAPI_ERRNO(EINVAL, "An unknown chip_id")
	KAPI_IOCTL_STRUCT(kvm_irqchip, "One interrupt controller's state (520 bytes)",
		KAPI_IOCTL_FIELD(0, kvm_irqchip, chip_id, KAPI_TYPE_UINT, "__u32", 4,
				 "KVM_IRQCHIP_PIC_MASTER, _PIC_SLAVE or _IOAPIC",
				 KAPI_FIELD_CONSTRAINT_ENUM(KVM_IRQCHIP_PIC_MASTER, KVM_IRQCHIP_PIC_SLAVE, KVM_IRQCHIP_IOAPIC))
		KAPI_IOCTL_FIELD(1, kvm_irqchip, pad, KAPI_TYPE_UINT, "__u32", 4,
				 "Zero")
		KAPI_STRUCT_FIELD(2, "chip", KAPI_TYPE_UNION, "union", "struct kvm_pic_state or kvm_ioapic_state")
			KAPI_FIELD_OFFSET(8)
			KAPI_FIELD_SIZE(512)
		KAPI_STRUCT_FIELD_END)
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_set_irqchip)
	KAPI_IOCTL_HEAD_R(KVM_SET_IRQCHIP, KVM_VM, "struct kvm_irqchip *", sizeof(struct kvm_irqchip),
			  "Write one in-kernel interrupt controller's state",
			  "chip_id and state")
	KAPI_LONG_DESC("The number says _IOR although the kernel only reads arg: a historical "
	               "slip kept for compatibility.")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENXIO, "No in-kernel PIC/IOAPIC (or a split irqchip)")
	KAPI_ERRNO(EINVAL, "An unknown chip_id")
	KAPI_IOCTL_STRUCT(kvm_irqchip, "One interrupt controller's state (520 bytes)",
		KAPI_IOCTL_FIELD(0, kvm_irqchip, chip_id, KAPI_TYPE_UINT, "__u32", 4,
				 "KVM_IRQCHIP_PIC_MASTER, _PIC_SLAVE or _IOAPIC",
				 KAPI_FIELD_CONSTRAINT_ENUM(KVM_IRQCHIP_PIC_MASTER, KVM_IRQCHIP_PIC_SLAVE, KVM_IRQCHIP_IOAPIC))
		KAPI_IOCTL_FIELD(1, kvm_irqchip, pad, KAPI_TYPE_UINT, "__u32", 4,
				 "Zero")
		KAPI_STRUCT_FIELD(2, "chip", KAPI_TYPE_UNION, "union", "struct kvm_pic_state or kvm_ioapic_state")
			KAPI_FIELD_OFFSET(8)
			KAPI_FIELD_SIZE(512)
		KAPI_STRUCT_FIELD_END)
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_create_pit2)
	KAPI_IOCTL_HEAD_W(KVM_CREATE_PIT2, KVM_VM, "struct kvm_pit_config *", sizeof(struct kvm_pit_config),
			  "Give the VM an in-kernel i8254 timer",
			  "Flags")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EEXIST, "The VM has a PIT already")
	KAPI_ERRNO(ENOENT, "No in-kernel interrupt controller")
	KAPI_ERRNO(ENOMEM, "Kernel memory ran out")
	KAPI_IOCTL_STRUCT(kvm_pit_config, "Flags and padding",
		KAPI_IOCTL_FIELD(0, kvm_pit_config, flags, KAPI_TYPE_UINT, "__u32", 4,
				 "KVM_PIT_SPEAKER_DUMMY",
				 KAPI_FIELD_CONSTRAINT_MASK(KVM_PIT_SPEAKER_DUMMY)))
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_get_pit)
	KAPI_IOCTL_HEAD_WR(KVM_GET_PIT, KVM_VM, "struct kvm_pit_state *", sizeof(struct kvm_pit_state),
			  "Read the in-kernel PIT's state",
			  "Filled in")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENXIO, "No in-kernel PIT")
	KAPI_IOCTL_STRUCT(kvm_pit_state, "Three PIT channels",
		KAPI_IOCTL_FIELD(0, kvm_pit_state, channels, KAPI_TYPE_ARRAY, "struct kvm_pit_channel_state[3]", 72,
				 "Counter state per channel"))
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_set_pit)
	KAPI_IOCTL_HEAD_R(KVM_SET_PIT, KVM_VM, "struct kvm_pit_state *", sizeof(struct kvm_pit_state),
			  "Write the in-kernel PIT's state",
			  "The state")
	KAPI_LONG_DESC("The number says _IOR although the kernel reads arg.")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENXIO, "No in-kernel PIT")
	KAPI_IOCTL_STRUCT(kvm_pit_state, "Three PIT channels",
		KAPI_IOCTL_FIELD(0, kvm_pit_state, channels, KAPI_TYPE_ARRAY, "struct kvm_pit_channel_state[3]", 72,
				 "Counter state per channel"))
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_get_pit2)
	KAPI_IOCTL_HEAD_R(KVM_GET_PIT2, KVM_VM, "struct kvm_pit_state2 *", sizeof(struct kvm_pit_state2),
			  "Read the in-kernel PIT's state with its flags",
			  "Filled in")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENXIO, "No in-kernel PIT")
	KAPI_IOCTL_STRUCT(kvm_pit_state2, "Three PIT channels and flags",
		KAPI_IOCTL_FIELD(0, kvm_pit_state2, channels, KAPI_TYPE_ARRAY, "struct kvm_pit_channel_state[3]", 72,
				 "Counter state per channel")
		KAPI_IOCTL_FIELD(1, kvm_pit_state2, flags, KAPI_TYPE_UINT, "__u32", 4,
				 "KVM_PIT_FLAGS_HPET_LEGACY, KVM_PIT_FLAGS_SPEAKER_DUMMY"))
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_set_pit2)
	KAPI_IOCTL_HEAD_W(KVM_SET_PIT2, KVM_VM, "struct kvm_pit_state2 *", sizeof(struct kvm_pit_state2),
			  "Write the in-kernel PIT's state with its flags",
			  "The state")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENXIO, "No in-kernel PIT")
	KAPI_IOCTL_STRUCT(kvm_pit_state2, "Three PIT channels and flags",
		KAPI_IOCTL_FIELD(0, kvm_pit_state2, channels, KAPI_TYPE_ARRAY, "struct kvm_pit_channel_state[3]", 72,
				 "Counter state per channel")
		KAPI_IOCTL_FIELD(1, kvm_pit_state2, flags, KAPI_TYPE_UINT, "__u32", 4,
				 "KVM_PIT_FLAGS_HPET_LEGACY, KVM_PIT_FLAGS_SPEAKER_DUMMY"))
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_set_gsi_routing)
	KAPI_IOCTL_HEAD_W(KVM_SET_GSI_ROUTING, KVM_VM, "struct kvm_irq_routing *", sizeof(struct kvm_irq_routing),
			  "Replace the VM's interrupt routing table",
			  "Count, flags, then the entries")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EINVAL, "More than KVM_MAX_IRQ_ROUTES entries, flags not 0, or a bad entry")
	KAPI_ERRNO(ENOMEM, "Kernel memory ran out")
	KAPI_IOCTL_STRUCT(kvm_irq_routing, "Count, then struct kvm_irq_routing_entry each",
		KAPI_IOCTL_FIELD(0, kvm_irq_routing, nr, KAPI_TYPE_UINT, "__u32", 4,
				 "Entries that follow",
				 KAPI_FIELD_CONSTRAINT_RANGE(0, 4096))
		KAPI_IOCTL_FIELD(1, kvm_irq_routing, flags, KAPI_TYPE_UINT, "__u32", 4,
				 "Zero",
				 KAPI_FIELD_CONSTRAINT_RANGE(0, 0))
		KAPI_STRUCT_FIELD(2, "entries", KAPI_TYPE_ARRAY, "struct kvm_irq_routing_entry[]", "gsi, type, flags, routing target")
			KAPI_FIELD_OFFSET(8)
			KAPI_FIELD_SIZE(0)
		KAPI_STRUCT_FIELD_END)
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_irqfd)
	KAPI_IOCTL_HEAD_W(KVM_IRQFD, KVM_VM, "struct kvm_irqfd *", sizeof(struct kvm_irqfd),
			  "Inject an interrupt when an eventfd is signalled, or stop doing so",
			  "eventfd, GSI, flags, resample eventfd")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EINVAL, "Unknown flags, or resampling without an in-kernel controller")
	KAPI_ERRNO(EBADF, "fd is not an eventfd")
	KAPI_ERRNO(EBUSY, "The eventfd is already attached to this VM")
	KAPI_ERRNO(ENOMEM, "Kernel memory ran out")
	KAPI_IOCTL_STRUCT(kvm_irqfd, "The binding",
		KAPI_IOCTL_FIELD(0, kvm_irqfd, fd, KAPI_TYPE_FD, "__u32", 4,
				 "An eventfd")
		KAPI_IOCTL_FIELD(1, kvm_irqfd, gsi, KAPI_TYPE_UINT, "__u32", 4,
				 "Line to raise")
		KAPI_IOCTL_FIELD(2, kvm_irqfd, flags, KAPI_TYPE_UINT, "__u32", 4,
				 "KVM_IRQFD_FLAG_DEASSIGN, KVM_IRQFD_FLAG_RESAMPLE",
				 KAPI_FIELD_CONSTRAINT_MASK(KVM_IRQFD_FLAG_DEASSIGN | KVM_IRQFD_FLAG_RESAMPLE))
		KAPI_IOCTL_FIELD(3, kvm_irqfd, resamplefd, KAPI_TYPE_FD, "__u32", 4,
				 "With KVM_IRQFD_FLAG_RESAMPLE: signalled at end of interrupt"))
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_ioeventfd)
	KAPI_IOCTL_HEAD_W(KVM_IOEVENTFD, KVM_VM, "struct kvm_ioeventfd *", sizeof(struct kvm_ioeventfd),
			  "Signal an eventfd when the guest writes an address, or stop doing so",
			  "Address, length, eventfd, flags")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EINVAL, "A length other than 0, 1, 2, 4 or 8, unknown flags, or a wrapping range")
	KAPI_ERRNO(EEXIST, "The same binding exists")
	KAPI_ERRNO(ENOENT, "Deassigning a binding that does not exist")
	KAPI_ERRNO(ENOSPC, "The I/O bus is full")
	KAPI_ERRNO(EBADF, "fd is not an eventfd")
	KAPI_ERRNO(ENOMEM, "Kernel memory ran out")
	KAPI_IOCTL_STRUCT(kvm_ioeventfd, "The binding",
		KAPI_IOCTL_FIELD(0, kvm_ioeventfd, datamatch, KAPI_TYPE_UINT, "__u64", 8,
				 "Value to match with KVM_IOEVENTFD_FLAG_DATAMATCH")
		KAPI_IOCTL_FIELD(1, kvm_ioeventfd, addr, KAPI_TYPE_UINT, "__u64", 8,
				 "Guest address")
		KAPI_IOCTL_FIELD(2, kvm_ioeventfd, len, KAPI_TYPE_UINT, "__u32", 4,
				 "0, 1, 2, 4 or 8",
				 KAPI_FIELD_CONSTRAINT_ENUM(0, 1, 2, 4, 8))
		KAPI_IOCTL_FIELD(3, kvm_ioeventfd, fd, KAPI_TYPE_INT, "__s32", 4,
				 "An eventfd")
		KAPI_IOCTL_FIELD(4, kvm_ioeventfd, flags, KAPI_TYPE_UINT, "__u32", 4,
				 "KVM_IOEVENTFD_FLAG_*"))
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_register_coalesced_mmio)
	KAPI_IOCTL_HEAD_W(KVM_REGISTER_COALESCED_MMIO, KVM_VM, "struct kvm_coalesced_mmio_zone *", sizeof(struct kvm_coalesced_mmio_zone),
			  "Buffer the guest's writes to a range in the shared ring instead of exiting",
			  "Range")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EINVAL, "pio is neither 0 nor 1")
	KAPI_ERRNO(ENOBUFS, "Too many zones")
	KAPI_ERRNO(ENOMEM, "Kernel memory ran out")
	KAPI_IOCTL_STRUCT(kvm_coalesced_mmio_zone, "The range",
		KAPI_IOCTL_FIELD(0, kvm_coalesced_mmio_zone, addr, KAPI_TYPE_UINT, "__u64", 8,
				 "Guest address")
		KAPI_IOCTL_FIELD(1, kvm_coalesced_mmio_zone, size, KAPI_TYPE_UINT, "__u32", 4,
				 "Bytes")
		KAPI_STRUCT_FIELD(2, "pio", KAPI_TYPE_UINT, "__u32", "1 for port I/O")
			KAPI_FIELD_OFFSET(12)
			KAPI_FIELD_SIZE(4)
			KAPI_FIELD_CONSTRAINT_RANGE(0, 1)
		KAPI_STRUCT_FIELD_END)
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_unregister_coalesced_mmio)
	KAPI_IOCTL_HEAD_W(KVM_UNREGISTER_COALESCED_MMIO, KVM_VM, "struct kvm_coalesced_mmio_zone *", sizeof(struct kvm_coalesced_mmio_zone),
			  "Stop buffering a range",
			  "Range")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EINVAL, "pio is neither 0 nor 1")
	KAPI_IOCTL_STRUCT(kvm_coalesced_mmio_zone, "The range",
		KAPI_IOCTL_FIELD(0, kvm_coalesced_mmio_zone, addr, KAPI_TYPE_UINT, "__u64", 8,
				 "Guest address")
		KAPI_IOCTL_FIELD(1, kvm_coalesced_mmio_zone, size, KAPI_TYPE_UINT, "__u32", 4,
				 "Bytes"))
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_set_clock)
	KAPI_IOCTL_HEAD_W(KVM_SET_CLOCK, KVM_VM, "struct kvm_clock_data *", sizeof(struct kvm_clock_data),
			  "Set the VM's kvmclock",
			  "Clock value and flags")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EINVAL, "Flags other than KVM_CLOCK_REALTIME")
	KAPI_IOCTL_STRUCT(kvm_clock_data, "The VM's kvmclock",
		KAPI_IOCTL_FIELD(0, kvm_clock_data, clock, KAPI_TYPE_UINT, "__u64", 8,
				 "kvmclock in nanoseconds")
		KAPI_IOCTL_FIELD(1, kvm_clock_data, flags, KAPI_TYPE_UINT, "__u32", 4,
				 "KVM_CLOCK_TSC_STABLE, KVM_CLOCK_REALTIME, KVM_CLOCK_HOST_TSC")
		KAPI_IOCTL_FIELD(2, kvm_clock_data, realtime, KAPI_TYPE_UINT, "__u64", 8,
				 "CLOCK_REALTIME at the same instant (with KVM_CLOCK_REALTIME)")
		KAPI_IOCTL_FIELD(3, kvm_clock_data, host_tsc, KAPI_TYPE_UINT, "__u64", 8,
				 "Host TSC at the same instant (with KVM_CLOCK_HOST_TSC)"))
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_get_clock)
	KAPI_IOCTL_HEAD_R(KVM_GET_CLOCK, KVM_VM, "struct kvm_clock_data *", sizeof(struct kvm_clock_data),
			  "Read the VM's kvmclock",
			  "Filled in")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_IOCTL_STRUCT(kvm_clock_data, "The VM's kvmclock",
		KAPI_IOCTL_FIELD(0, kvm_clock_data, clock, KAPI_TYPE_UINT, "__u64", 8,
				 "kvmclock in nanoseconds")
		KAPI_IOCTL_FIELD(1, kvm_clock_data, flags, KAPI_TYPE_UINT, "__u32", 4,
				 "KVM_CLOCK_TSC_STABLE, KVM_CLOCK_REALTIME, KVM_CLOCK_HOST_TSC")
		KAPI_IOCTL_FIELD(2, kvm_clock_data, realtime, KAPI_TYPE_UINT, "__u64", 8,
				 "CLOCK_REALTIME at the same instant (with KVM_CLOCK_REALTIME)")
		KAPI_IOCTL_FIELD(3, kvm_clock_data, host_tsc, KAPI_TYPE_UINT, "__u64", 8,
				 "Host TSC at the same instant (with KVM_CLOCK_HOST_TSC)"))
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_signal_msi)
	KAPI_IOCTL_HEAD_W(KVM_SIGNAL_MSI, KVM_VM, "struct kvm_msi *", sizeof(struct kvm_msi),
			  "Inject a message-signalled interrupt",
			  "Address and data")
	KAPI_RETURN_IN_RANGE("int", ">0 delivered, 0 blocked by the guest", 0, INT_MAX)
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EINVAL, "Unknown flags")
	KAPI_ERRNO(ENODEV, "No in-kernel interrupt controller")
	KAPI_IOCTL_STRUCT(kvm_msi, "The message",
		KAPI_IOCTL_FIELD(0, kvm_msi, address_lo, KAPI_TYPE_UINT, "__u32", 4,
				 "Low address")
		KAPI_IOCTL_FIELD(1, kvm_msi, address_hi, KAPI_TYPE_UINT, "__u32", 4,
				 "High address")
		KAPI_IOCTL_FIELD(2, kvm_msi, data, KAPI_TYPE_UINT, "__u32", 4,
				 "Payload")
		KAPI_IOCTL_FIELD(3, kvm_msi, flags, KAPI_TYPE_UINT, "__u32", 4,
				 "KVM_MSI_VALID_DEVID",
				 KAPI_FIELD_CONSTRAINT_MASK(KVM_MSI_VALID_DEVID))
		KAPI_IOCTL_FIELD(4, kvm_msi, devid, KAPI_TYPE_UINT, "__u32", 4,
				 "Device id with the flag"))
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_create_device)
	KAPI_IOCTL_HEAD_WR(KVM_CREATE_DEVICE, KVM_VM, "struct kvm_create_device *", sizeof(struct kvm_create_device),
			  "Create an emulated device (in-kernel interrupt controller, VFIO bridge, ...)",
			  "Type and flags in, fd out")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENODEV, "The type is unknown or not built")
	KAPI_ERRNO(EEXIST, "The VM has one of this type already")
	KAPI_ERRNO(ENOMEM, "Kernel memory ran out")
	KAPI_ERRNO(EINVAL, "Unknown flags")
	KAPI_IOCTL_STRUCT(kvm_create_device, "The request",
		KAPI_IOCTL_FIELD(0, kvm_create_device, type, KAPI_TYPE_UINT, "__u32", 4,
				 "KVM_DEV_TYPE_*")
		KAPI_IOCTL_FIELD(1, kvm_create_device, fd, KAPI_TYPE_FD, "__u32", 4,
				 "Out: the device descriptor")
		KAPI_IOCTL_FIELD(2, kvm_create_device, flags, KAPI_TYPE_UINT, "__u32", 4,
				 "KVM_CREATE_DEVICE_TEST: only ask whether the type exists",
				 KAPI_FIELD_CONSTRAINT_MASK(KVM_CREATE_DEVICE_TEST)))
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_vm_enable_cap)
	KAPI_IOCTL_HEAD_W(KVM_ENABLE_CAP, KVM_VM, "struct kvm_enable_cap *", sizeof(struct kvm_enable_cap),
			  "Turn on an optional behaviour of the VM",
			  "Capability and arguments")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EINVAL, "The capability cannot be enabled on a VM, flags not 0, or bad arguments")
	KAPI_ERRNO(EBUSY, "vCPUs exist and the capability must come first")
	KAPI_IOCTL_STRUCT(kvm_enable_cap, "Which capability and its arguments",
		KAPI_IOCTL_FIELD(0, kvm_enable_cap, cap, KAPI_TYPE_UINT, "__u32", 4,
				 "KVM_CAP_* number")
		KAPI_IOCTL_FIELD(1, kvm_enable_cap, flags, KAPI_TYPE_UINT, "__u32", 4,
				 "Zero",
				 KAPI_FIELD_CONSTRAINT_RANGE(0, 0))
		KAPI_IOCTL_FIELD(2, kvm_enable_cap, args, KAPI_TYPE_ARRAY, "__u64[4]", 32,
				 "Per capability"))
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_reinject_control)
	KAPI_IOCTL_HEAD_N(KVM_REINJECT_CONTROL, KVM_VM,
			  "Whether missed PIT ticks are injected again")
	KAPI_LONG_DESC("_IO although arg points to struct kvm_reinject_control (pit_reinject, 0 "
	               "or 1).")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENXIO, "No in-kernel PIT")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_set_boot_cpu_id)
	KAPI_IOCTL_HEAD_V(KVM_SET_BOOT_CPU_ID, KVM_VM, "unsigned long",
			  "Which vCPU is the bootstrap processor",
			  "vCPU id")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EBUSY, "vCPUs already exist")
	KAPI_ERRNO(EINVAL, "The id is out of range")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_xen_hvm_config)
	KAPI_IOCTL_HEAD_W(KVM_XEN_HVM_CONFIG, KVM_VM, "struct kvm_xen_hvm_config *", sizeof(struct kvm_xen_hvm_config),
			  "Set up Xen guest support: the hypercall page MSR and flags",
			  "Configuration")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EINVAL, "Unknown flags, or blob sizes with KVM_XEN_HVM_CONFIG_INTERCEPT_HCALL")
	KAPI_IOCTL_STRUCT(kvm_xen_hvm_config, "Xen configuration",
		KAPI_IOCTL_FIELD(0, kvm_xen_hvm_config, flags, KAPI_TYPE_UINT, "__u32", 4,
				 "KVM_XEN_HVM_CONFIG_*")
		KAPI_IOCTL_FIELD(1, kvm_xen_hvm_config, msr, KAPI_TYPE_UINT, "__u32", 4,
				 "MSR that loads the hypercall page")
		KAPI_IOCTL_FIELD(2, kvm_xen_hvm_config, blob_addr_32, KAPI_TYPE_UINT, "__u64", 8,
				 "32-bit hypercall page image")
		KAPI_IOCTL_FIELD(3, kvm_xen_hvm_config, blob_addr_64, KAPI_TYPE_UINT, "__u64", 8,
				 "64-bit image")
		KAPI_IOCTL_FIELD(4, kvm_xen_hvm_config, blob_size_32, KAPI_TYPE_UINT, "__u8", 1,
				 "Pages")
		KAPI_IOCTL_FIELD(5, kvm_xen_hvm_config, blob_size_64, KAPI_TYPE_UINT, "__u8", 1,
				 "Pages"))
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_vm_set_tsc_khz)
	KAPI_IOCTL_HEAD_V(KVM_SET_TSC_KHZ, KVM_VM, "unsigned long",
			  "Default TSC frequency of vCPUs created later",
			  "kHz")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EINVAL, "0 or beyond what the host can scale to")
	KAPI_ERRNO(EBUSY, "vCPUs already exist")
	KAPI_SINCE_VERSION("6.0")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_vm_get_tsc_khz)
	KAPI_IOCTL_HEAD_N(KVM_GET_TSC_KHZ, KVM_VM,
			  "The VM's default TSC frequency")
	KAPI_RETURN_IN_RANGE("int", "kHz", 0, INT_MAX)
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_SINCE_VERSION("6.0")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_memory_encrypt_op)
	KAPI_IOCTL_HEAD_WR(KVM_MEMORY_ENCRYPT_OP, KVM_VM, "unsigned long *", sizeof(unsigned long),
			  "An SEV or TDX command on an encrypted VM",
			  "A vendor command struct (struct kvm_sev_cmd)")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF
	KAPI_ERRNO(ENOTTY, "The host has no memory encryption")
	KAPI_ERRNO(EINVAL, "An unknown or ill-ordered command")
	KAPI_ERRNO(EFAULT, "The command cannot be read")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_memory_encrypt_reg_region)
	KAPI_IOCTL_HEAD_R(KVM_MEMORY_ENCRYPT_REG_REGION, KVM_VM, "struct kvm_enc_region *", sizeof(struct kvm_enc_region),
			  "Pin guest memory an encrypted VM uses",
			  "Range (read though the number says _IOR)")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENOTTY, "The host has no memory encryption")
	KAPI_ERRNO(EINVAL, "The range is empty or wraps")
	KAPI_ERRNO(ENOMEM, "Kernel memory ran out")
	KAPI_IOCTL_STRUCT(kvm_enc_region, "A range of guest memory in userspace",
		KAPI_IOCTL_FIELD(0, kvm_enc_region, addr, KAPI_TYPE_UINT, "__u64", 8,
				 "Start")
		KAPI_IOCTL_FIELD(1, kvm_enc_region, size, KAPI_TYPE_UINT, "__u64", 8,
				 "Length in bytes"))
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_memory_encrypt_unreg_region)
	KAPI_IOCTL_HEAD_R(KVM_MEMORY_ENCRYPT_UNREG_REGION, KVM_VM, "struct kvm_enc_region *", sizeof(struct kvm_enc_region),
			  "Unpin a range registered before",
			  "Range")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENOTTY, "The host has no memory encryption")
	KAPI_ERRNO(EINVAL, "No such registered range")
	KAPI_IOCTL_STRUCT(kvm_enc_region, "A range of guest memory in userspace",
		KAPI_IOCTL_FIELD(0, kvm_enc_region, addr, KAPI_TYPE_UINT, "__u64", 8,
				 "Start")
		KAPI_IOCTL_FIELD(1, kvm_enc_region, size, KAPI_TYPE_UINT, "__u64", 8,
				 "Length in bytes"))
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_hyperv_eventfd)
	KAPI_IOCTL_HEAD_W(KVM_HYPERV_EVENTFD, KVM_VM, "struct kvm_hyperv_eventfd *", sizeof(struct kvm_hyperv_eventfd),
			  "Signal an eventfd on a Hyper-V guest's HvSignalEvent",
			  "Connection id, eventfd, flags")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EINVAL, "Unknown flags or a connection id above HV_EVENTFD_CONN_ID_MASK")
	KAPI_ERRNO(EEXIST, "The id is bound")
	KAPI_ERRNO(ENOENT, "Deassigning an unbound id")
	KAPI_ERRNO(EBADF, "fd is not an eventfd")
	KAPI_IOCTL_STRUCT(kvm_hyperv_eventfd, "The binding",
		KAPI_IOCTL_FIELD(0, kvm_hyperv_eventfd, conn_id, KAPI_TYPE_UINT, "__u32", 4,
				 "Connection id")
		KAPI_IOCTL_FIELD(1, kvm_hyperv_eventfd, fd, KAPI_TYPE_INT, "__s32", 4,
				 "An eventfd")
		KAPI_IOCTL_FIELD(2, kvm_hyperv_eventfd, flags, KAPI_TYPE_UINT, "__u32", 4,
				 "KVM_HYPERV_EVENTFD_DEASSIGN",
				 KAPI_FIELD_CONSTRAINT_MASK(KVM_HYPERV_EVENTFD_DEASSIGN)))
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_set_pmu_event_filter)
	KAPI_IOCTL_HEAD_W(KVM_SET_PMU_EVENT_FILTER, KVM_VM, "struct kvm_pmu_event_filter *", sizeof(struct kvm_pmu_event_filter),
			  "Allow or deny performance events to the guest",
			  "Action, count, fixed counters, events")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EINVAL, "An unknown action or flags")
	KAPI_ERRNO(E2BIG, "More than KVM_PMU_EVENT_FILTER_MAX_EVENTS events")
	KAPI_ERRNO(ENOMEM, "Kernel memory ran out")
	KAPI_IOCTL_STRUCT(kvm_pmu_event_filter, "Header, then nevents __u64 events",
		KAPI_IOCTL_FIELD(0, kvm_pmu_event_filter, action, KAPI_TYPE_UINT, "__u32", 4,
				 "KVM_PMU_EVENT_ALLOW or KVM_PMU_EVENT_DENY",
				 KAPI_FIELD_CONSTRAINT_ENUM(KVM_PMU_EVENT_ALLOW, KVM_PMU_EVENT_DENY))
		KAPI_IOCTL_FIELD(1, kvm_pmu_event_filter, nevents, KAPI_TYPE_UINT, "__u32", 4,
				 "Events that follow")
		KAPI_IOCTL_FIELD(2, kvm_pmu_event_filter, fixed_counter_bitmap, KAPI_TYPE_UINT, "__u32", 4,
				 "Fixed counters the action applies to")
		KAPI_IOCTL_FIELD(3, kvm_pmu_event_filter, flags, KAPI_TYPE_UINT, "__u32", 4,
				 "Zero (KVM_PMU_EVENT_FLAG_MASKED_EVENTS since 6.3)"))
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_x86_set_msr_filter)
	KAPI_IOCTL_HEAD_W(KVM_X86_SET_MSR_FILTER, KVM_VM, "struct kvm_msr_filter *", sizeof(struct kvm_msr_filter),
			  "Decide per MSR range whether guest accesses reach KVM or exit to user space",
			  "Default and up to 16 ranges")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EINVAL, "Unknown flags, an empty range with flags, or a range bitmap too large")
	KAPI_ERRNO(ENOMEM, "Kernel memory ran out")
	KAPI_IOCTL_STRUCT(kvm_msr_filter, "Default action, then 16 ranges",
		KAPI_IOCTL_FIELD(0, kvm_msr_filter, flags, KAPI_TYPE_UINT, "__u32", 4,
				 "KVM_MSR_FILTER_DEFAULT_ALLOW or _DENY",
				 KAPI_FIELD_CONSTRAINT_MASK(KVM_MSR_FILTER_DEFAULT_DENY))
		KAPI_STRUCT_FIELD(1, "ranges", KAPI_TYPE_ARRAY, "struct kvm_msr_filter_range[16]", "flags, nmsrs, base, bitmap")
			KAPI_FIELD_OFFSET(8)
			KAPI_FIELD_SIZE(384)
		KAPI_STRUCT_FIELD_END)
	KAPI_SINCE_VERSION("5.10")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_reset_dirty_rings)
	KAPI_IOCTL_HEAD_N(KVM_RESET_DIRTY_RINGS, KVM_VM,
			  "Re-protect the pages the vCPUs' dirty rings report as harvested")
	KAPI_RETURN_IN_RANGE("int", "Pages reset", 0, INT_MAX)
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_SINCE_VERSION("5.11")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_vm_get_stats_fd)
	KAPI_IOCTL_HEAD_N(KVM_GET_STATS_FD, KVM_VM,
			  "A descriptor to read the VM's statistics from")
	KAPI_RETURN_NEW_FD("int", "A descriptor of binary statistics (header, descriptors, data)")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENOMEM, "Kernel memory ran out")
	KAPI_ERRNO(EMFILE, "The process has no free descriptor")
	KAPI_SINCE_VERSION("5.14")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_xen_hvm_get_attr)
	KAPI_IOCTL_HEAD_WR(KVM_XEN_HVM_GET_ATTR, KVM_VM, "struct kvm_xen_hvm_attr *", sizeof(struct kvm_xen_hvm_attr),
			  "Read one Xen attribute of the VM",
			  "type in, value out")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EINVAL, "An unknown type")
	KAPI_ERRNO(ENOTTY, "Xen support is not configured")
	KAPI_IOCTL_STRUCT(kvm_xen_hvm_attr, "One Xen attribute of the VM",
		KAPI_IOCTL_FIELD(0, kvm_xen_hvm_attr, type, KAPI_TYPE_UINT, "__u16", 2,
				 "KVM_XEN_ATTR_TYPE_*")
		KAPI_STRUCT_FIELD(1, "u", KAPI_TYPE_UNION, "union", "The value, by type")
			KAPI_FIELD_OFFSET(8)
			KAPI_FIELD_SIZE(64)
		KAPI_STRUCT_FIELD_END)
	KAPI_SINCE_VERSION("5.11")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_xen_hvm_set_attr)
	KAPI_IOCTL_HEAD_W(KVM_XEN_HVM_SET_ATTR, KVM_VM, "struct kvm_xen_hvm_attr *", sizeof(struct kvm_xen_hvm_attr),
			  "Set one Xen attribute of the VM",
			  "type and value")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EINVAL, "An unknown type or value")
	KAPI_ERRNO(ENOTTY, "Xen support is not configured")
	KAPI_IOCTL_STRUCT(kvm_xen_hvm_attr, "One Xen attribute of the VM",
		KAPI_IOCTL_FIELD(0, kvm_xen_hvm_attr, type, KAPI_TYPE_UINT, "__u16", 2,
				 "KVM_XEN_ATTR_TYPE_*")
		KAPI_STRUCT_FIELD(1, "u", KAPI_TYPE_UNION, "union", "The value, by type")
			KAPI_FIELD_OFFSET(8)
			KAPI_FIELD_SIZE(64)
		KAPI_STRUCT_FIELD_END)
	KAPI_SINCE_VERSION("5.11")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_run)
	KAPI_IOCTL_HEAD_N(KVM_RUN, KVM_VCPU,
			  "Run the guest on this vCPU until it exits")
	KAPI_LONG_DESC("Returns 0 with the reason in the mmapped struct kvm_run (exit_reason); "
	               "arg must be 0.")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY
	KAPI_ERRNO(EINTR, "A signal is pending (exit_reason KVM_EXIT_INTR)")
	KAPI_ERRNO(EINVAL, "arg is not 0, or the vCPU state is invalid")
	KAPI_ERRNO(ENOEXEC, "The vCPU cannot run (no CPUID set where one is needed)")
	KAPI_ERRNO(EFAULT, "Guest memory could not be reached")
	KAPI_ERRNO(EIO, "The VM is marked dead")
	KAPI_NOTES("A signal KVM_SET_SIGNAL_MASK leaves unblocked also ends the run with "
	           "EINTR.")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_get_regs)
	KAPI_IOCTL_HEAD_R(KVM_GET_REGS, KVM_VCPU, "struct kvm_regs *", sizeof(struct kvm_regs),
			  "Read the general registers",
			  "Filled in")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EINVAL, "The registers are protected (a confidential guest)")
	KAPI_IOCTL_STRUCT(kvm_regs, "The general registers, 8 bytes each",
		KAPI_STRUCT_FIELD(0, "rax", KAPI_TYPE_UINT, "__u64", "rax (then rbx, rcx, rdx, rsi, rdi, rsp, rbp, r8..r15)")
			KAPI_FIELD_OFFSET(0)
			KAPI_FIELD_SIZE(8)
		KAPI_STRUCT_FIELD_END
		KAPI_IOCTL_FIELD(1, kvm_regs, rdx, KAPI_TYPE_UINT, "__u64", 8,
				 "rdx")
		KAPI_IOCTL_FIELD(2, kvm_regs, rbp, KAPI_TYPE_UINT, "__u64", 8,
				 "rbp")
		KAPI_IOCTL_FIELD(3, kvm_regs, r15, KAPI_TYPE_UINT, "__u64", 8,
				 "r15")
		KAPI_STRUCT_FIELD(4, "rip", KAPI_TYPE_UINT, "__u64", "Instruction pointer")
			KAPI_FIELD_OFFSET(128)
			KAPI_FIELD_SIZE(8)
		KAPI_STRUCT_FIELD_END
		KAPI_IOCTL_FIELD(5, kvm_regs, rflags, KAPI_TYPE_UINT, "__u64", 8,
				 "Flags register"))
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_set_regs)
	KAPI_IOCTL_HEAD_W(KVM_SET_REGS, KVM_VCPU, "struct kvm_regs *", sizeof(struct kvm_regs),
			  "Write the general registers",
			  "The values")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EINVAL, "The registers are protected (a confidential guest)")
	KAPI_IOCTL_STRUCT(kvm_regs, "The general registers, 8 bytes each",
		KAPI_STRUCT_FIELD(0, "rax", KAPI_TYPE_UINT, "__u64", "rax (then rbx, rcx, rdx, rsi, rdi, rsp, rbp, r8..r15)")
			KAPI_FIELD_OFFSET(0)
			KAPI_FIELD_SIZE(8)
		KAPI_STRUCT_FIELD_END
		KAPI_IOCTL_FIELD(1, kvm_regs, rdx, KAPI_TYPE_UINT, "__u64", 8,
				 "rdx")
		KAPI_IOCTL_FIELD(2, kvm_regs, rbp, KAPI_TYPE_UINT, "__u64", 8,
				 "rbp")
		KAPI_IOCTL_FIELD(3, kvm_regs, r15, KAPI_TYPE_UINT, "__u64", 8,
				 "r15")
		KAPI_STRUCT_FIELD(4, "rip", KAPI_TYPE_UINT, "__u64", "Instruction pointer")
			KAPI_FIELD_OFFSET(128)
			KAPI_FIELD_SIZE(8)
		KAPI_STRUCT_FIELD_END
		KAPI_IOCTL_FIELD(5, kvm_regs, rflags, KAPI_TYPE_UINT, "__u64", 8,
				 "Flags register"))
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_get_sregs)
	KAPI_IOCTL_HEAD_R(KVM_GET_SREGS, KVM_VCPU, "struct kvm_sregs *", sizeof(struct kvm_sregs),
			  "Read the special registers",
			  "Filled in")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EINVAL, "The registers are protected")
	KAPI_IOCTL_STRUCT(kvm_sregs, "Segments, descriptor tables, control registers, EFER, APIC base, pending interrupt bitmap",
		KAPI_STRUCT_FIELD(0, "cs", KAPI_TYPE_STRUCT, "struct kvm_segment", "Code segment (then ds, es, fs, gs, ss, tr, ldt)")
			KAPI_FIELD_OFFSET(0)
			KAPI_FIELD_SIZE(24)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(1, "gdt", KAPI_TYPE_STRUCT, "struct kvm_dtable", "Global descriptor table")
			KAPI_FIELD_OFFSET(192)
			KAPI_FIELD_SIZE(16)
		KAPI_STRUCT_FIELD_END
		KAPI_IOCTL_FIELD(2, kvm_sregs, idt, KAPI_TYPE_STRUCT, "struct kvm_dtable", 16,
				 "Interrupt descriptor table")
		KAPI_STRUCT_FIELD(3, "cr0", KAPI_TYPE_UINT, "__u64", "CR0 (then cr2, cr3, cr4)")
			KAPI_FIELD_OFFSET(224)
			KAPI_FIELD_SIZE(8)
		KAPI_STRUCT_FIELD_END
		KAPI_IOCTL_FIELD(4, kvm_sregs, cr8, KAPI_TYPE_UINT, "__u64", 8,
				 "CR8 (task priority)")
		KAPI_IOCTL_FIELD(5, kvm_sregs, efer, KAPI_TYPE_UINT, "__u64", 8,
				 "Extended feature enable register")
		KAPI_IOCTL_FIELD(6, kvm_sregs, apic_base, KAPI_TYPE_UINT, "__u64", 8,
				 "APIC base MSR")
		KAPI_IOCTL_FIELD(7, kvm_sregs, interrupt_bitmap, KAPI_TYPE_BITMAP, "__u64[4]", 32,
				 "Pending external interrupt (at most one bit)"))
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_set_sregs)
	KAPI_IOCTL_HEAD_W(KVM_SET_SREGS, KVM_VCPU, "struct kvm_sregs *", sizeof(struct kvm_sregs),
			  "Write the special registers",
			  "The values")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EINVAL, "An inconsistent state (CR0, CR4 or EFER combination, more than one pending interrupt)")
	KAPI_IOCTL_STRUCT(kvm_sregs, "Segments, descriptor tables, control registers, EFER, APIC base, pending interrupt bitmap",
		KAPI_STRUCT_FIELD(0, "cs", KAPI_TYPE_STRUCT, "struct kvm_segment", "Code segment (then ds, es, fs, gs, ss, tr, ldt)")
			KAPI_FIELD_OFFSET(0)
			KAPI_FIELD_SIZE(24)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(1, "gdt", KAPI_TYPE_STRUCT, "struct kvm_dtable", "Global descriptor table")
			KAPI_FIELD_OFFSET(192)
			KAPI_FIELD_SIZE(16)
		KAPI_STRUCT_FIELD_END
		KAPI_IOCTL_FIELD(2, kvm_sregs, idt, KAPI_TYPE_STRUCT, "struct kvm_dtable", 16,
				 "Interrupt descriptor table")
		KAPI_STRUCT_FIELD(3, "cr0", KAPI_TYPE_UINT, "__u64", "CR0 (then cr2, cr3, cr4)")
			KAPI_FIELD_OFFSET(224)
			KAPI_FIELD_SIZE(8)
		KAPI_STRUCT_FIELD_END
		KAPI_IOCTL_FIELD(4, kvm_sregs, cr8, KAPI_TYPE_UINT, "__u64", 8,
				 "CR8 (task priority)")
		KAPI_IOCTL_FIELD(5, kvm_sregs, efer, KAPI_TYPE_UINT, "__u64", 8,
				 "Extended feature enable register")
		KAPI_IOCTL_FIELD(6, kvm_sregs, apic_base, KAPI_TYPE_UINT, "__u64", 8,
				 "APIC base MSR")
		KAPI_IOCTL_FIELD(7, kvm_sregs, interrupt_bitmap, KAPI_TYPE_BITMAP, "__u64[4]", 32,
				 "Pending external interrupt (at most one bit)"))
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_get_sregs2)
	KAPI_IOCTL_HEAD_R(KVM_GET_SREGS2, KVM_VCPU, "struct kvm_sregs2 *", sizeof(struct kvm_sregs2),
			  "Read the special registers with the PDPTEs",
			  "Filled in")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EINVAL, "The registers are protected")
	KAPI_IOCTL_STRUCT(kvm_sregs2, "kvm_sregs without the interrupt bitmap, with flags and the PAE PDPTEs",
		KAPI_STRUCT_FIELD(0, "cs", KAPI_TYPE_STRUCT, "struct kvm_segment", "Code segment (then ds, es, fs, gs, ss, tr, ldt)")
			KAPI_FIELD_OFFSET(0)
			KAPI_FIELD_SIZE(24)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(1, "cr0", KAPI_TYPE_UINT, "__u64", "CR0")
			KAPI_FIELD_OFFSET(224)
			KAPI_FIELD_SIZE(8)
		KAPI_STRUCT_FIELD_END
		KAPI_IOCTL_FIELD(2, kvm_sregs2, apic_base, KAPI_TYPE_UINT, "__u64", 8,
				 "APIC base MSR")
		KAPI_IOCTL_FIELD(3, kvm_sregs2, flags, KAPI_TYPE_UINT, "__u64", 8,
				 "KVM_SREGS2_FLAGS_PDPTRS_VALID",
				 KAPI_FIELD_CONSTRAINT_MASK(KVM_SREGS2_FLAGS_PDPTRS_VALID))
		KAPI_IOCTL_FIELD(4, kvm_sregs2, pdptrs, KAPI_TYPE_ARRAY, "__u64[4]", 32,
				 "PAE page-directory pointers, when the flag says so"))
	KAPI_SINCE_VERSION("5.14")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_set_sregs2)
	KAPI_IOCTL_HEAD_W(KVM_SET_SREGS2, KVM_VCPU, "struct kvm_sregs2 *", sizeof(struct kvm_sregs2),
			  "Write the special registers with the PDPTEs",
			  "The values")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EINVAL, "Unknown flags or an inconsistent state")
	KAPI_IOCTL_STRUCT(kvm_sregs2, "kvm_sregs without the interrupt bitmap, with flags and the PAE PDPTEs",
		KAPI_STRUCT_FIELD(0, "cs", KAPI_TYPE_STRUCT, "struct kvm_segment", "Code segment (then ds, es, fs, gs, ss, tr, ldt)")
			KAPI_FIELD_OFFSET(0)
			KAPI_FIELD_SIZE(24)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(1, "cr0", KAPI_TYPE_UINT, "__u64", "CR0")
			KAPI_FIELD_OFFSET(224)
			KAPI_FIELD_SIZE(8)
		KAPI_STRUCT_FIELD_END
		KAPI_IOCTL_FIELD(2, kvm_sregs2, apic_base, KAPI_TYPE_UINT, "__u64", 8,
				 "APIC base MSR")
		KAPI_IOCTL_FIELD(3, kvm_sregs2, flags, KAPI_TYPE_UINT, "__u64", 8,
				 "KVM_SREGS2_FLAGS_PDPTRS_VALID",
				 KAPI_FIELD_CONSTRAINT_MASK(KVM_SREGS2_FLAGS_PDPTRS_VALID))
		KAPI_IOCTL_FIELD(4, kvm_sregs2, pdptrs, KAPI_TYPE_ARRAY, "__u64[4]", 32,
				 "PAE page-directory pointers, when the flag says so"))
	KAPI_SINCE_VERSION("5.14")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_translate)
	KAPI_IOCTL_HEAD_WR(KVM_TRANSLATE, KVM_VCPU, "struct kvm_translation *", sizeof(struct kvm_translation),
			  "Translate a guest virtual address through the vCPU's page tables",
			  "Linear address in, physical address and flags out")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EINVAL, "Not supported for this guest")
	KAPI_IOCTL_STRUCT(kvm_translation, "In and out",
		KAPI_IOCTL_FIELD(0, kvm_translation, linear_address, KAPI_TYPE_UINT, "__u64", 8,
				 "In: guest virtual")
		KAPI_IOCTL_FIELD(1, kvm_translation, physical_address, KAPI_TYPE_UINT, "__u64", 8,
				 "Out: guest physical")
		KAPI_IOCTL_FIELD(2, kvm_translation, valid, KAPI_TYPE_UINT, "__u8", 1,
				 "Out: 1 if mapped")
		KAPI_IOCTL_FIELD(3, kvm_translation, writeable, KAPI_TYPE_UINT, "__u8", 1,
				 "Out: 1 if writable")
		KAPI_IOCTL_FIELD(4, kvm_translation, usermode, KAPI_TYPE_UINT, "__u8", 1,
				 "Out: 1 if user-accessible"))
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_interrupt)
	KAPI_IOCTL_HEAD_W(KVM_INTERRUPT, KVM_VCPU, "struct kvm_interrupt *", sizeof(struct kvm_interrupt),
			  "Queue an external interrupt without an in-kernel controller",
			  "Vector")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EINVAL, "The vector is 256 or more")
	KAPI_ERRNO(ENXIO, "An in-kernel interrupt controller handles interrupts")
	KAPI_ERRNO(EEXIST, "An interrupt is already queued")
	KAPI_IOCTL_STRUCT(kvm_interrupt, "Vector",
		KAPI_IOCTL_FIELD(0, kvm_interrupt, irq, KAPI_TYPE_UINT, "__u32", 4,
				 "Vector 0..255",
				 KAPI_FIELD_CONSTRAINT_RANGE(0, 255)))
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_get_msrs)
	KAPI_IOCTL_HEAD_WR(KVM_GET_MSRS, KVM_VCPU, "struct kvm_msrs *", sizeof(struct kvm_msrs),
			  "Read model-specific registers",
			  "Indices in, data out")
	KAPI_LONG_DESC("Returns how many were read; it stops at the first MSR it cannot read. On "
	               "/dev/kvm the same number reads feature MSRs.")
	KAPI_RETURN_IN_RANGE("int", "MSRs read", 0, 255)
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(E2BIG, "nmsrs is KVM_MAX_MSR_ENTRIES (255) or more")
	KAPI_ERRNO(ENOMEM, "Kernel memory ran out")
	KAPI_IOCTL_STRUCT(kvm_msrs, "Count, then that many struct kvm_msr_entry (index, reserved, data)",
		KAPI_IOCTL_FIELD(0, kvm_msrs, nmsrs, KAPI_TYPE_UINT, "__u32", 4,
				 "Entries that follow",
				 KAPI_FIELD_CONSTRAINT_RANGE(0, 255))
		KAPI_IOCTL_FIELD(1, kvm_msrs, pad, KAPI_TYPE_UINT, "__u32", 4,
				 "Zero")
		KAPI_STRUCT_FIELD(2, "entries", KAPI_TYPE_ARRAY, "struct kvm_msr_entry[]", "index, reserved, data (a flexible array of nmsrs)")
			KAPI_FIELD_OFFSET(8)
			KAPI_FIELD_SIZE(0)
		KAPI_STRUCT_FIELD_END)
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_set_msrs)
	KAPI_IOCTL_HEAD_W(KVM_SET_MSRS, KVM_VCPU, "struct kvm_msrs *", sizeof(struct kvm_msrs),
			  "Write model-specific registers",
			  "Indices and values")
	KAPI_LONG_DESC("Returns how many were written; it stops at the first one refused.")
	KAPI_RETURN_IN_RANGE("int", "MSRs written", 0, 255)
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(E2BIG, "nmsrs is KVM_MAX_MSR_ENTRIES (255) or more")
	KAPI_ERRNO(ENOMEM, "Kernel memory ran out")
	KAPI_IOCTL_STRUCT(kvm_msrs, "Count, then that many struct kvm_msr_entry (index, reserved, data)",
		KAPI_IOCTL_FIELD(0, kvm_msrs, nmsrs, KAPI_TYPE_UINT, "__u32", 4,
				 "Entries that follow",
				 KAPI_FIELD_CONSTRAINT_RANGE(0, 255))
		KAPI_IOCTL_FIELD(1, kvm_msrs, pad, KAPI_TYPE_UINT, "__u32", 4,
				 "Zero")
		KAPI_STRUCT_FIELD(2, "entries", KAPI_TYPE_ARRAY, "struct kvm_msr_entry[]", "index, reserved, data (a flexible array of nmsrs)")
			KAPI_FIELD_OFFSET(8)
			KAPI_FIELD_SIZE(0)
		KAPI_STRUCT_FIELD_END)
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_set_cpuid)
	KAPI_IOCTL_HEAD_W(KVM_SET_CPUID, KVM_VCPU, "struct kvm_cpuid *", sizeof(struct kvm_cpuid),
			  "Set the CPUID leaves the guest sees (the old 24-byte entries)",
			  "Count and entries")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(E2BIG, "More than 256 entries")
	KAPI_ERRNO(EINVAL, "An inconsistent table")
	KAPI_ERRNO(EBUSY, "The vCPU has run and the table differs")
	KAPI_ERRNO(ENOMEM, "Kernel memory ran out")
	KAPI_IOCTL_STRUCT(kvm_cpuid, "Count, then struct kvm_cpuid_entry each",
		KAPI_IOCTL_FIELD(0, kvm_cpuid, nent, KAPI_TYPE_UINT, "__u32", 4,
				 "Entries",
				 KAPI_FIELD_CONSTRAINT_RANGE(0, 256))
		KAPI_STRUCT_FIELD(1, "entries", KAPI_TYPE_ARRAY, "struct kvm_cpuid_entry[]", "function, eax, ebx, ecx, edx, padding")
			KAPI_FIELD_OFFSET(8)
			KAPI_FIELD_SIZE(0)
		KAPI_STRUCT_FIELD_END)
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_set_cpuid2)
	KAPI_IOCTL_HEAD_W(KVM_SET_CPUID2, KVM_VCPU, "struct kvm_cpuid2 *", sizeof(struct kvm_cpuid2),
			  "Set the CPUID leaves the guest sees",
			  "Count and entries")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(E2BIG, "More than 256 entries")
	KAPI_ERRNO(EINVAL, "An inconsistent table")
	KAPI_ERRNO(EBUSY, "The vCPU has run and the table differs")
	KAPI_ERRNO(ENOMEM, "Kernel memory ran out")
	KAPI_IOCTL_STRUCT(kvm_cpuid2, "Count, then that many struct kvm_cpuid_entry2 of 40 bytes",
		KAPI_IOCTL_FIELD(0, kvm_cpuid2, nent, KAPI_TYPE_UINT, "__u32", 4,
				 "In: room in entries; out: how many were written",
				 KAPI_FIELD_CONSTRAINT_RANGE(0, 256))
		KAPI_IOCTL_FIELD(1, kvm_cpuid2, padding, KAPI_TYPE_UINT, "__u32", 4,
				 "Zero")
		KAPI_STRUCT_FIELD(2, "entries", KAPI_TYPE_ARRAY, "struct kvm_cpuid_entry2[]", "function, index, flags, eax, ebx, ecx, edx (a flexible array of nent)")
			KAPI_FIELD_OFFSET(8)
			KAPI_FIELD_SIZE(0)
		KAPI_STRUCT_FIELD_END)
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_get_cpuid2)
	KAPI_IOCTL_HEAD_WR(KVM_GET_CPUID2, KVM_VCPU, "struct kvm_cpuid2 *", sizeof(struct kvm_cpuid2),
			  "Read the CPUID leaves the vCPU was given",
			  "nent in, table out")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(E2BIG, "The count in the header is smaller than what the kernel has to write; it is set to the count needed")
	KAPI_IOCTL_STRUCT(kvm_cpuid2, "Count, then that many struct kvm_cpuid_entry2 of 40 bytes",
		KAPI_IOCTL_FIELD(0, kvm_cpuid2, nent, KAPI_TYPE_UINT, "__u32", 4,
				 "In: room in entries; out: how many were written",
				 KAPI_FIELD_CONSTRAINT_RANGE(0, 256))
		KAPI_IOCTL_FIELD(1, kvm_cpuid2, padding, KAPI_TYPE_UINT, "__u32", 4,
				 "Zero")
		KAPI_STRUCT_FIELD(2, "entries", KAPI_TYPE_ARRAY, "struct kvm_cpuid_entry2[]", "function, index, flags, eax, ebx, ecx, edx (a flexible array of nent)")
			KAPI_FIELD_OFFSET(8)
			KAPI_FIELD_SIZE(0)
		KAPI_STRUCT_FIELD_END)
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_set_signal_mask)
	KAPI_IOCTL_HEAD_W(KVM_SET_SIGNAL_MASK, KVM_VCPU, "struct kvm_signal_mask *", sizeof(struct kvm_signal_mask),
			  "The signal mask in force while the guest runs",
			  "Length and mask; a NULL arg removes it")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EINVAL, "len is not 8 (the kernel's sigset size)")
	KAPI_IOCTL_STRUCT(kvm_signal_mask, "Length, then the mask",
		KAPI_IOCTL_FIELD(0, kvm_signal_mask, len, KAPI_TYPE_UINT, "__u32", 4,
				 "Bytes of mask: 8",
				 KAPI_FIELD_CONSTRAINT_ENUM(8))
		KAPI_STRUCT_FIELD(1, "sigset", KAPI_TYPE_BITMAP, "__u8[]", "The mask, len bytes (a flexible array)")
			KAPI_FIELD_OFFSET(4)
			KAPI_FIELD_SIZE(0)
		KAPI_STRUCT_FIELD_END)
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_get_fpu)
	KAPI_IOCTL_HEAD_R(KVM_GET_FPU, KVM_VCPU, "struct kvm_fpu *", sizeof(struct kvm_fpu),
			  "Read the x87 and SSE state",
			  "Filled in")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EINVAL, "The state is protected")
	KAPI_IOCTL_STRUCT(kvm_fpu, "x87 and SSE state",
		KAPI_IOCTL_FIELD(0, kvm_fpu, fpr, KAPI_TYPE_ARRAY, "__u8[8][16]", 128,
				 "x87 registers")
		KAPI_IOCTL_FIELD(1, kvm_fpu, fcw, KAPI_TYPE_UINT, "__u16", 2,
				 "Control word")
		KAPI_IOCTL_FIELD(2, kvm_fpu, fsw, KAPI_TYPE_UINT, "__u16", 2,
				 "Status word")
		KAPI_IOCTL_FIELD(3, kvm_fpu, ftwx, KAPI_TYPE_UINT, "__u8", 1,
				 "Abridged tag word")
		KAPI_IOCTL_FIELD(4, kvm_fpu, last_opcode, KAPI_TYPE_UINT, "__u16", 2,
				 "Last opcode")
		KAPI_IOCTL_FIELD(5, kvm_fpu, last_ip, KAPI_TYPE_UINT, "__u64", 8,
				 "Last instruction pointer")
		KAPI_IOCTL_FIELD(6, kvm_fpu, last_dp, KAPI_TYPE_UINT, "__u64", 8,
				 "Last data pointer")
		KAPI_IOCTL_FIELD(7, kvm_fpu, xmm, KAPI_TYPE_ARRAY, "__u8[16][16]", 256,
				 "SSE registers")
		KAPI_IOCTL_FIELD(8, kvm_fpu, mxcsr, KAPI_TYPE_UINT, "__u32", 4,
				 "SSE control and status"))
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_set_fpu)
	KAPI_IOCTL_HEAD_W(KVM_SET_FPU, KVM_VCPU, "struct kvm_fpu *", sizeof(struct kvm_fpu),
			  "Write the x87 and SSE state",
			  "The values")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EINVAL, "The state is protected")
	KAPI_IOCTL_STRUCT(kvm_fpu, "x87 and SSE state",
		KAPI_IOCTL_FIELD(0, kvm_fpu, fpr, KAPI_TYPE_ARRAY, "__u8[8][16]", 128,
				 "x87 registers")
		KAPI_IOCTL_FIELD(1, kvm_fpu, fcw, KAPI_TYPE_UINT, "__u16", 2,
				 "Control word")
		KAPI_IOCTL_FIELD(2, kvm_fpu, fsw, KAPI_TYPE_UINT, "__u16", 2,
				 "Status word")
		KAPI_IOCTL_FIELD(3, kvm_fpu, ftwx, KAPI_TYPE_UINT, "__u8", 1,
				 "Abridged tag word")
		KAPI_IOCTL_FIELD(4, kvm_fpu, last_opcode, KAPI_TYPE_UINT, "__u16", 2,
				 "Last opcode")
		KAPI_IOCTL_FIELD(5, kvm_fpu, last_ip, KAPI_TYPE_UINT, "__u64", 8,
				 "Last instruction pointer")
		KAPI_IOCTL_FIELD(6, kvm_fpu, last_dp, KAPI_TYPE_UINT, "__u64", 8,
				 "Last data pointer")
		KAPI_IOCTL_FIELD(7, kvm_fpu, xmm, KAPI_TYPE_ARRAY, "__u8[16][16]", 256,
				 "SSE registers")
		KAPI_IOCTL_FIELD(8, kvm_fpu, mxcsr, KAPI_TYPE_UINT, "__u32", 4,
				 "SSE control and status"))
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_get_lapic)
	KAPI_IOCTL_HEAD_R(KVM_GET_LAPIC, KVM_VCPU, "struct kvm_lapic_state *", sizeof(struct kvm_lapic_state),
			  "Read the local APIC registers",
			  "Filled in")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EINVAL, "No in-kernel local APIC")
	KAPI_IOCTL_STRUCT(kvm_lapic_state, "The local APIC register page",
		KAPI_IOCTL_FIELD(0, kvm_lapic_state, regs, KAPI_TYPE_BINARY, "char[KVM_APIC_REG_SIZE]", 1024,
				 "The 1 KiB register window, as the APIC lays it out"))
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_set_lapic)
	KAPI_IOCTL_HEAD_W(KVM_SET_LAPIC, KVM_VCPU, "struct kvm_lapic_state *", sizeof(struct kvm_lapic_state),
			  "Write the local APIC registers",
			  "The values")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EINVAL, "No in-kernel local APIC, or an APIC id the VM refuses")
	KAPI_IOCTL_STRUCT(kvm_lapic_state, "The local APIC register page",
		KAPI_IOCTL_FIELD(0, kvm_lapic_state, regs, KAPI_TYPE_BINARY, "char[KVM_APIC_REG_SIZE]", 1024,
				 "The 1 KiB register window, as the APIC lays it out"))
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_tpr_access_reporting)
	KAPI_IOCTL_HEAD_WR(KVM_TPR_ACCESS_REPORTING, KVM_VCPU, "struct kvm_tpr_access_ctl *", sizeof(struct kvm_tpr_access_ctl),
			  "Exit to user space on guest accesses to the task priority register",
			  "Enabled flag")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EINVAL, "No in-kernel local APIC")
	KAPI_IOCTL_STRUCT(kvm_tpr_access_ctl, "On or off",
		KAPI_IOCTL_FIELD(0, kvm_tpr_access_ctl, enabled, KAPI_TYPE_UINT, "__u32", 4,
				 "0 or 1")
		KAPI_IOCTL_FIELD(1, kvm_tpr_access_ctl, flags, KAPI_TYPE_UINT, "__u32", 4,
				 "Zero"))
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_set_vapic_addr)
	KAPI_IOCTL_HEAD_W(KVM_SET_VAPIC_ADDR, KVM_VCPU, "struct kvm_vapic_addr *", sizeof(struct kvm_vapic_addr),
			  "Where the guest keeps its virtual APIC page (old Windows guests)",
			  "Guest physical address")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EINVAL, "No in-kernel local APIC")
	KAPI_IOCTL_STRUCT(kvm_vapic_addr, "Address",
		KAPI_IOCTL_FIELD(0, kvm_vapic_addr, vapic_addr, KAPI_TYPE_UINT, "__u64", 8,
				 "Guest physical address, 0 to stop"))
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_get_mp_state)
	KAPI_IOCTL_HEAD_R(KVM_GET_MP_STATE, KVM_VCPU, "struct kvm_mp_state *", sizeof(struct kvm_mp_state),
			  "Read the vCPU's multiprocessing state",
			  "Filled in")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_IOCTL_STRUCT(kvm_mp_state, "The vCPU's multiprocessing state",
		KAPI_IOCTL_FIELD(0, kvm_mp_state, mp_state, KAPI_TYPE_UINT, "__u32", 4,
				 "KVM_MP_STATE_*",
				 KAPI_FIELD_CONSTRAINT_RANGE(KVM_MP_STATE_RUNNABLE, KVM_MP_STATE_AP_RESET_HOLD)))
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_set_mp_state)
	KAPI_IOCTL_HEAD_W(KVM_SET_MP_STATE, KVM_VCPU, "struct kvm_mp_state *", sizeof(struct kvm_mp_state),
			  "Set the vCPU's multiprocessing state",
			  "The state")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EINVAL, "An unknown state or one this vCPU cannot be put in")
	KAPI_IOCTL_STRUCT(kvm_mp_state, "The vCPU's multiprocessing state",
		KAPI_IOCTL_FIELD(0, kvm_mp_state, mp_state, KAPI_TYPE_UINT, "__u32", 4,
				 "KVM_MP_STATE_*",
				 KAPI_FIELD_CONSTRAINT_RANGE(KVM_MP_STATE_RUNNABLE, KVM_MP_STATE_AP_RESET_HOLD)))
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_nmi)
	KAPI_IOCTL_HEAD_N(KVM_NMI, KVM_VCPU,
			  "Queue a non-maskable interrupt")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENXIO, "An in-kernel APIC that does not take NMIs this way")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_smi)
	KAPI_IOCTL_HEAD_N(KVM_SMI, KVM_VCPU,
			  "Queue a system management interrupt")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_SINCE_VERSION("4.13")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_set_guest_debug)
	KAPI_IOCTL_HEAD_W(KVM_SET_GUEST_DEBUG, KVM_VCPU, "struct kvm_guest_debug *", sizeof(struct kvm_guest_debug),
			  "Single-step, breakpoints and debug exits for a debugger of the guest",
			  "Control flags and debug registers")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EINVAL, "Unknown control bits")
	KAPI_ERRNO(EBUSY, "The vCPU has a pending exception")
	KAPI_IOCTL_STRUCT(kvm_guest_debug, "Control and arch part",
		KAPI_IOCTL_FIELD(0, kvm_guest_debug, control, KAPI_TYPE_UINT, "__u32", 4,
				 "KVM_GUESTDBG_*")
		KAPI_STRUCT_FIELD(1, "arch", KAPI_TYPE_STRUCT, "struct kvm_guest_debug_arch", "DR0..DR7")
			KAPI_FIELD_OFFSET(8)
			KAPI_FIELD_SIZE(64)
		KAPI_STRUCT_FIELD_END)
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_x86_setup_mce)
	KAPI_IOCTL_HEAD_W(KVM_X86_SETUP_MCE, KVM_VCPU, "__u64 *", sizeof(__u64),
			  "Give the vCPU machine-check banks",
			  "MCG_CAP value")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EINVAL, "Zero banks, more than KVM_MAX_MCE_BANKS, or bits the host does not support")
	KAPI_IOCTL_SCALAR(mcg_cap, KAPI_TYPE_UINT, "__u64", 8, "Bank count in bits 0-7 and capability bits")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_x86_set_mce)
	KAPI_IOCTL_HEAD_W(KVM_X86_SET_MCE, KVM_VCPU, "struct kvm_x86_mce *", sizeof(struct kvm_x86_mce),
			  "Inject a machine-check event",
			  "Bank and status")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EINVAL, "A bank beyond those set up, or an invalid status")
	KAPI_IOCTL_STRUCT(kvm_x86_mce, "The event",
		KAPI_IOCTL_FIELD(0, kvm_x86_mce, status, KAPI_TYPE_UINT, "__u64", 8,
				 "MCi_STATUS")
		KAPI_IOCTL_FIELD(1, kvm_x86_mce, addr, KAPI_TYPE_UINT, "__u64", 8,
				 "MCi_ADDR")
		KAPI_IOCTL_FIELD(2, kvm_x86_mce, misc, KAPI_TYPE_UINT, "__u64", 8,
				 "MCi_MISC")
		KAPI_IOCTL_FIELD(3, kvm_x86_mce, mcg_status, KAPI_TYPE_UINT, "__u64", 8,
				 "MCG_STATUS")
		KAPI_IOCTL_FIELD(4, kvm_x86_mce, bank, KAPI_TYPE_UINT, "__u8", 1,
				 "Bank number"))
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_get_vcpu_events)
	KAPI_IOCTL_HEAD_R(KVM_GET_VCPU_EVENTS, KVM_VCPU, "struct kvm_vcpu_events *", sizeof(struct kvm_vcpu_events),
			  "Read pending exceptions, interrupts, NMIs and SMM state",
			  "Filled in")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EINVAL, "The state is protected")
	KAPI_IOCTL_STRUCT(kvm_vcpu_events, "Pending exception, interrupt, NMI and SMM state (64 bytes)",
		KAPI_STRUCT_FIELD(0, "exception", KAPI_TYPE_STRUCT, "struct", "injected, nr, has_error_code, pending, error_code")
			KAPI_FIELD_OFFSET(0)
			KAPI_FIELD_SIZE(8)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(1, "interrupt", KAPI_TYPE_STRUCT, "struct", "injected, nr, soft, shadow")
			KAPI_FIELD_OFFSET(8)
			KAPI_FIELD_SIZE(4)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(2, "nmi", KAPI_TYPE_STRUCT, "struct", "injected, pending, masked, pad")
			KAPI_FIELD_OFFSET(12)
			KAPI_FIELD_SIZE(4)
		KAPI_STRUCT_FIELD_END
		KAPI_IOCTL_FIELD(3, kvm_vcpu_events, sipi_vector, KAPI_TYPE_UINT, "__u32", 4,
				 "Startup IPI vector")
		KAPI_IOCTL_FIELD(4, kvm_vcpu_events, flags, KAPI_TYPE_UINT, "__u32", 4,
				 "KVM_VCPUEVENT_VALID_*: which parts are valid",
				 KAPI_FIELD_CONSTRAINT_MASK(KVM_VCPUEVENT_VALID_NMI_PENDING | KVM_VCPUEVENT_VALID_SIPI_VECTOR | KVM_VCPUEVENT_VALID_SHADOW | KVM_VCPUEVENT_VALID_SMM | KVM_VCPUEVENT_VALID_PAYLOAD | KVM_VCPUEVENT_VALID_TRIPLE_FAULT)))
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_set_vcpu_events)
	KAPI_IOCTL_HEAD_W(KVM_SET_VCPU_EVENTS, KVM_VCPU, "struct kvm_vcpu_events *", sizeof(struct kvm_vcpu_events),
			  "Write pending exceptions, interrupts, NMIs and SMM state",
			  "The state")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EINVAL, "Unknown flags, or an exception number above 31 or an SIPI state the vCPU is not in")
	KAPI_IOCTL_STRUCT(kvm_vcpu_events, "Pending exception, interrupt, NMI and SMM state (64 bytes)",
		KAPI_STRUCT_FIELD(0, "exception", KAPI_TYPE_STRUCT, "struct", "injected, nr, has_error_code, pending, error_code")
			KAPI_FIELD_OFFSET(0)
			KAPI_FIELD_SIZE(8)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(1, "interrupt", KAPI_TYPE_STRUCT, "struct", "injected, nr, soft, shadow")
			KAPI_FIELD_OFFSET(8)
			KAPI_FIELD_SIZE(4)
		KAPI_STRUCT_FIELD_END
		KAPI_STRUCT_FIELD(2, "nmi", KAPI_TYPE_STRUCT, "struct", "injected, pending, masked, pad")
			KAPI_FIELD_OFFSET(12)
			KAPI_FIELD_SIZE(4)
		KAPI_STRUCT_FIELD_END
		KAPI_IOCTL_FIELD(3, kvm_vcpu_events, sipi_vector, KAPI_TYPE_UINT, "__u32", 4,
				 "Startup IPI vector")
		KAPI_IOCTL_FIELD(4, kvm_vcpu_events, flags, KAPI_TYPE_UINT, "__u32", 4,
				 "KVM_VCPUEVENT_VALID_*: which parts are valid",
				 KAPI_FIELD_CONSTRAINT_MASK(KVM_VCPUEVENT_VALID_NMI_PENDING | KVM_VCPUEVENT_VALID_SIPI_VECTOR | KVM_VCPUEVENT_VALID_SHADOW | KVM_VCPUEVENT_VALID_SMM | KVM_VCPUEVENT_VALID_PAYLOAD | KVM_VCPUEVENT_VALID_TRIPLE_FAULT)))
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_get_debugregs)
	KAPI_IOCTL_HEAD_R(KVM_GET_DEBUGREGS, KVM_VCPU, "struct kvm_debugregs *", sizeof(struct kvm_debugregs),
			  "Read the debug registers",
			  "Filled in")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EINVAL, "The state is protected")
	KAPI_IOCTL_STRUCT(kvm_debugregs, "Debug registers",
		KAPI_IOCTL_FIELD(0, kvm_debugregs, db, KAPI_TYPE_ARRAY, "__u64[4]", 32,
				 "DR0..DR3")
		KAPI_IOCTL_FIELD(1, kvm_debugregs, dr6, KAPI_TYPE_UINT, "__u64", 8,
				 "DR6")
		KAPI_IOCTL_FIELD(2, kvm_debugregs, dr7, KAPI_TYPE_UINT, "__u64", 8,
				 "DR7")
		KAPI_IOCTL_FIELD(3, kvm_debugregs, flags, KAPI_TYPE_UINT, "__u64", 8,
				 "Zero",
				 KAPI_FIELD_CONSTRAINT_RANGE(0, 0)))
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_set_debugregs)
	KAPI_IOCTL_HEAD_W(KVM_SET_DEBUGREGS, KVM_VCPU, "struct kvm_debugregs *", sizeof(struct kvm_debugregs),
			  "Write the debug registers",
			  "The values")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EINVAL, "flags not 0, or reserved DR6/DR7 bits set")
	KAPI_IOCTL_STRUCT(kvm_debugregs, "Debug registers",
		KAPI_IOCTL_FIELD(0, kvm_debugregs, db, KAPI_TYPE_ARRAY, "__u64[4]", 32,
				 "DR0..DR3")
		KAPI_IOCTL_FIELD(1, kvm_debugregs, dr6, KAPI_TYPE_UINT, "__u64", 8,
				 "DR6")
		KAPI_IOCTL_FIELD(2, kvm_debugregs, dr7, KAPI_TYPE_UINT, "__u64", 8,
				 "DR7")
		KAPI_IOCTL_FIELD(3, kvm_debugregs, flags, KAPI_TYPE_UINT, "__u64", 8,
				 "Zero",
				 KAPI_FIELD_CONSTRAINT_RANGE(0, 0)))
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_get_xsave)
	KAPI_IOCTL_HEAD_R(KVM_GET_XSAVE, KVM_VCPU, "struct kvm_xsave *", sizeof(struct kvm_xsave),
			  "Read the XSAVE state (its first 4 KiB)",
			  "Filled in")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EINVAL, "The state is protected")
	KAPI_ERRNO(ENOMEM, "Kernel memory ran out")
	KAPI_IOCTL_STRUCT(kvm_xsave, "The XSAVE area (4 KiB, more with KVM_CAP_XSAVE2)",
		KAPI_IOCTL_FIELD(0, kvm_xsave, region, KAPI_TYPE_BINARY, "__u32[1024]", 4096,
				 "As XSAVE lays it out"))
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_set_xsave)
	KAPI_IOCTL_HEAD_W(KVM_SET_XSAVE, KVM_VCPU, "struct kvm_xsave *", sizeof(struct kvm_xsave),
			  "Write the XSAVE state",
			  "The state")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EINVAL, "Features the guest was not given")
	KAPI_IOCTL_STRUCT(kvm_xsave, "The XSAVE area (4 KiB, more with KVM_CAP_XSAVE2)",
		KAPI_IOCTL_FIELD(0, kvm_xsave, region, KAPI_TYPE_BINARY, "__u32[1024]", 4096,
				 "As XSAVE lays it out"))
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_get_xsave2)
	KAPI_IOCTL_HEAD_R(KVM_GET_XSAVE2, KVM_VCPU, "struct kvm_xsave *", sizeof(struct kvm_xsave),
			  "Read the whole XSAVE state",
			  "As large as KVM_CHECK_EXTENSION(KVM_CAP_XSAVE2) says")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EINVAL, "The state is protected")
	KAPI_ERRNO(ENOMEM, "Kernel memory ran out")
	KAPI_IOCTL_STRUCT(kvm_xsave, "The XSAVE area (4 KiB, more with KVM_CAP_XSAVE2)",
		KAPI_IOCTL_FIELD(0, kvm_xsave, region, KAPI_TYPE_BINARY, "__u32[1024]", 4096,
				 "As XSAVE lays it out"))
	KAPI_SINCE_VERSION("5.17")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_get_xcrs)
	KAPI_IOCTL_HEAD_R(KVM_GET_XCRS, KVM_VCPU, "struct kvm_xcrs *", sizeof(struct kvm_xcrs),
			  "Read the extended control registers (XCR0)",
			  "Filled in")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EINVAL, "The state is protected")
	KAPI_IOCTL_STRUCT(kvm_xcrs, "Extended control registers",
		KAPI_IOCTL_FIELD(0, kvm_xcrs, nr_xcrs, KAPI_TYPE_UINT, "__u32", 4,
				 "Entries used",
				 KAPI_FIELD_CONSTRAINT_RANGE(0, KVM_MAX_XCRS))
		KAPI_IOCTL_FIELD(1, kvm_xcrs, flags, KAPI_TYPE_UINT, "__u32", 4,
				 "Zero")
		KAPI_IOCTL_FIELD(2, kvm_xcrs, xcrs, KAPI_TYPE_ARRAY, "struct kvm_xcr[KVM_MAX_XCRS]", 256,
				 "xcr, reserved, value"))
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_set_xcrs)
	KAPI_IOCTL_HEAD_W(KVM_SET_XCRS, KVM_VCPU, "struct kvm_xcrs *", sizeof(struct kvm_xcrs),
			  "Write the extended control registers",
			  "The values")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EINVAL, "More than KVM_MAX_XCRS entries, or an XCR0 the guest may not have")
	KAPI_IOCTL_STRUCT(kvm_xcrs, "Extended control registers",
		KAPI_IOCTL_FIELD(0, kvm_xcrs, nr_xcrs, KAPI_TYPE_UINT, "__u32", 4,
				 "Entries used",
				 KAPI_FIELD_CONSTRAINT_RANGE(0, KVM_MAX_XCRS))
		KAPI_IOCTL_FIELD(1, kvm_xcrs, flags, KAPI_TYPE_UINT, "__u32", 4,
				 "Zero")
		KAPI_IOCTL_FIELD(2, kvm_xcrs, xcrs, KAPI_TYPE_ARRAY, "struct kvm_xcr[KVM_MAX_XCRS]", 256,
				 "xcr, reserved, value"))
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_kvmclock_ctrl)
	KAPI_IOCTL_HEAD_N(KVM_KVMCLOCK_CTRL, KVM_VCPU,
			  "Tell the guest it was paused, so its soft-lockup watchdog keeps quiet")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EINVAL, "The guest has not enabled kvmclock")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_vcpu_enable_cap)
	KAPI_IOCTL_HEAD_W(KVM_ENABLE_CAP, KVM_VCPU, "struct kvm_enable_cap *", sizeof(struct kvm_enable_cap),
			  "Turn on an optional behaviour of this vCPU (Hyper-V SynIC, enforced CPUID, ...)",
			  "Capability and arguments")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EINVAL, "The capability cannot be enabled on a vCPU, flags not 0, or bad arguments")
	KAPI_IOCTL_STRUCT(kvm_enable_cap, "Which capability and its arguments",
		KAPI_IOCTL_FIELD(0, kvm_enable_cap, cap, KAPI_TYPE_UINT, "__u32", 4,
				 "KVM_CAP_* number")
		KAPI_IOCTL_FIELD(1, kvm_enable_cap, flags, KAPI_TYPE_UINT, "__u32", 4,
				 "Zero",
				 KAPI_FIELD_CONSTRAINT_RANGE(0, 0))
		KAPI_IOCTL_FIELD(2, kvm_enable_cap, args, KAPI_TYPE_ARRAY, "__u64[4]", 32,
				 "Per capability"))
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_get_nested_state)
	KAPI_IOCTL_HEAD_WR(KVM_GET_NESTED_STATE, KVM_VCPU, "struct kvm_nested_state *", sizeof(struct kvm_nested_state),
			  "Read the state of a nested guest this vCPU runs",
			  "size in, header and data out")
	KAPI_RETURN_IN_RANGE("int", "0, or the size needed", 0, INT_MAX)
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(E2BIG, "size is smaller than the state (the size needed is written)")
	KAPI_ERRNO(ENOTTY, "No nested virtualisation")
	KAPI_IOCTL_STRUCT(kvm_nested_state, "Header of the nested virtualisation state (128 bytes), then the VMX or SVM data",
		KAPI_IOCTL_FIELD(0, kvm_nested_state, flags, KAPI_TYPE_UINT, "__u16", 2,
				 "KVM_STATE_NESTED_*")
		KAPI_IOCTL_FIELD(1, kvm_nested_state, format, KAPI_TYPE_UINT, "__u16", 2,
				 "KVM_STATE_NESTED_FORMAT_VMX or _SVM",
				 KAPI_FIELD_CONSTRAINT_ENUM(KVM_STATE_NESTED_FORMAT_VMX, KVM_STATE_NESTED_FORMAT_SVM))
		KAPI_IOCTL_FIELD(2, kvm_nested_state, size, KAPI_TYPE_UINT, "__u32", 4,
				 "Size of the whole buffer, header included"))
	KAPI_SINCE_VERSION("4.19")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_set_nested_state)
	KAPI_IOCTL_HEAD_W(KVM_SET_NESTED_STATE, KVM_VCPU, "struct kvm_nested_state *", sizeof(struct kvm_nested_state),
			  "Restore the state of a nested guest",
			  "Header and data")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EINVAL, "Bad flags, format or size, or an inconsistent state")
	KAPI_ERRNO(ENOTTY, "No nested virtualisation")
	KAPI_IOCTL_STRUCT(kvm_nested_state, "Header of the nested virtualisation state (128 bytes), then the VMX or SVM data",
		KAPI_IOCTL_FIELD(0, kvm_nested_state, flags, KAPI_TYPE_UINT, "__u16", 2,
				 "KVM_STATE_NESTED_*")
		KAPI_IOCTL_FIELD(1, kvm_nested_state, format, KAPI_TYPE_UINT, "__u16", 2,
				 "KVM_STATE_NESTED_FORMAT_VMX or _SVM",
				 KAPI_FIELD_CONSTRAINT_ENUM(KVM_STATE_NESTED_FORMAT_VMX, KVM_STATE_NESTED_FORMAT_SVM))
		KAPI_IOCTL_FIELD(2, kvm_nested_state, size, KAPI_TYPE_UINT, "__u32", 4,
				 "Size of the whole buffer, header included"))
	KAPI_SINCE_VERSION("4.19")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_vcpu_get_supported_hv_cpuid)
	KAPI_IOCTL_HEAD_WR(KVM_GET_SUPPORTED_HV_CPUID, KVM_VCPU, "struct kvm_cpuid2 *", sizeof(struct kvm_cpuid2),
			  "The Hyper-V CPUID leaves this vCPU can present",
			  "nent in, nent and entries out")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(E2BIG, "The count in the header is smaller than what the kernel has to write; it is set to the count needed")
	KAPI_ERRNO(ENOMEM, "Kernel memory ran out")
	KAPI_IOCTL_STRUCT(kvm_cpuid2, "Count, then that many struct kvm_cpuid_entry2 of 40 bytes",
		KAPI_IOCTL_FIELD(0, kvm_cpuid2, nent, KAPI_TYPE_UINT, "__u32", 4,
				 "In: room in entries; out: how many were written",
				 KAPI_FIELD_CONSTRAINT_RANGE(0, 256))
		KAPI_IOCTL_FIELD(1, kvm_cpuid2, padding, KAPI_TYPE_UINT, "__u32", 4,
				 "Zero")
		KAPI_STRUCT_FIELD(2, "entries", KAPI_TYPE_ARRAY, "struct kvm_cpuid_entry2[]", "function, index, flags, eax, ebx, ecx, edx (a flexible array of nent)")
			KAPI_FIELD_OFFSET(8)
			KAPI_FIELD_SIZE(0)
		KAPI_STRUCT_FIELD_END)
	KAPI_SINCE_VERSION("5.4")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_vcpu_set_tsc_khz)
	KAPI_IOCTL_HEAD_V(KVM_SET_TSC_KHZ, KVM_VCPU, "unsigned long",
			  "The vCPU's TSC frequency",
			  "kHz")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EINVAL, "0, or a rate the host cannot scale to")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_vcpu_get_tsc_khz)
	KAPI_IOCTL_HEAD_N(KVM_GET_TSC_KHZ, KVM_VCPU,
			  "The vCPU's TSC frequency")
	KAPI_RETURN_IN_RANGE("int", "kHz", 0, INT_MAX)
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EIO, "The frequency is unknown")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_vcpu_get_stats_fd)
	KAPI_IOCTL_HEAD_N(KVM_GET_STATS_FD, KVM_VCPU,
			  "A descriptor to read the vCPU's statistics from")
	KAPI_RETURN_NEW_FD("int", "A descriptor of binary statistics")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENOMEM, "Kernel memory ran out")
	KAPI_ERRNO(EMFILE, "The process has no free descriptor")
	KAPI_SINCE_VERSION("5.14")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_xen_vcpu_get_attr)
	KAPI_IOCTL_HEAD_WR(KVM_XEN_VCPU_GET_ATTR, KVM_VCPU, "struct kvm_xen_vcpu_attr *", sizeof(struct kvm_xen_vcpu_attr),
			  "Read one Xen attribute of a vCPU",
			  "type in, value out")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EINVAL, "An unknown type")
	KAPI_IOCTL_STRUCT(kvm_xen_vcpu_attr, "One Xen attribute of a vCPU",
		KAPI_IOCTL_FIELD(0, kvm_xen_vcpu_attr, type, KAPI_TYPE_UINT, "__u16", 2,
				 "KVM_XEN_VCPU_ATTR_TYPE_*")
		KAPI_STRUCT_FIELD(1, "u", KAPI_TYPE_UNION, "union", "The value, by type")
			KAPI_FIELD_OFFSET(8)
			KAPI_FIELD_SIZE(64)
		KAPI_STRUCT_FIELD_END)
	KAPI_SINCE_VERSION("5.11")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_xen_vcpu_set_attr)
	KAPI_IOCTL_HEAD_W(KVM_XEN_VCPU_SET_ATTR, KVM_VCPU, "struct kvm_xen_vcpu_attr *", sizeof(struct kvm_xen_vcpu_attr),
			  "Set one Xen attribute of a vCPU",
			  "type and value")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(EINVAL, "An unknown type or value")
	KAPI_IOCTL_STRUCT(kvm_xen_vcpu_attr, "One Xen attribute of a vCPU",
		KAPI_IOCTL_FIELD(0, kvm_xen_vcpu_attr, type, KAPI_TYPE_UINT, "__u16", 2,
				 "KVM_XEN_VCPU_ATTR_TYPE_*")
		KAPI_STRUCT_FIELD(1, "u", KAPI_TYPE_UNION, "union", "The value, by type")
			KAPI_FIELD_OFFSET(8)
			KAPI_FIELD_SIZE(64)
		KAPI_STRUCT_FIELD_END)
	KAPI_SINCE_VERSION("5.11")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_vcpu_get_device_attr)
	KAPI_IOCTL_HEAD_W(KVM_GET_DEVICE_ATTR, KVM_VCPU, "struct kvm_device_attr *", sizeof(struct kvm_device_attr),
			  "Read a vCPU attribute (KVM_VCPU_TSC_CTRL: the TSC offset)",
			  "Which attribute, and where to put it")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENXIO, "An unknown group or attribute")
	KAPI_IOCTL_STRUCT(kvm_device_attr, "Which attribute, and where its value is",
		KAPI_IOCTL_FIELD(0, kvm_device_attr, flags, KAPI_TYPE_UINT, "__u32", 4,
				 "Zero",
				 KAPI_FIELD_CONSTRAINT_RANGE(0, 0))
		KAPI_IOCTL_FIELD(1, kvm_device_attr, group, KAPI_TYPE_UINT, "__u32", 4,
				 "Attribute group (KVM_X86_GRP_*, KVM_DEV_*_GRP_*)")
		KAPI_IOCTL_FIELD(2, kvm_device_attr, attr, KAPI_TYPE_UINT, "__u64", 8,
				 "Attribute within the group")
		KAPI_IOCTL_FIELD(3, kvm_device_attr, addr, KAPI_TYPE_USER_PTR, "__u64", 8,
				 "Userspace address of the value"))
	KAPI_SINCE_VERSION("5.16")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_vcpu_set_device_attr)
	KAPI_IOCTL_HEAD_W(KVM_SET_DEVICE_ATTR, KVM_VCPU, "struct kvm_device_attr *", sizeof(struct kvm_device_attr),
			  "Write a vCPU attribute",
			  "Which attribute, and where its value is")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENXIO, "An unknown group or attribute")
	KAPI_IOCTL_STRUCT(kvm_device_attr, "Which attribute, and where its value is",
		KAPI_IOCTL_FIELD(0, kvm_device_attr, flags, KAPI_TYPE_UINT, "__u32", 4,
				 "Zero",
				 KAPI_FIELD_CONSTRAINT_RANGE(0, 0))
		KAPI_IOCTL_FIELD(1, kvm_device_attr, group, KAPI_TYPE_UINT, "__u32", 4,
				 "Attribute group (KVM_X86_GRP_*, KVM_DEV_*_GRP_*)")
		KAPI_IOCTL_FIELD(2, kvm_device_attr, attr, KAPI_TYPE_UINT, "__u64", 8,
				 "Attribute within the group")
		KAPI_IOCTL_FIELD(3, kvm_device_attr, addr, KAPI_TYPE_USER_PTR, "__u64", 8,
				 "Userspace address of the value"))
	KAPI_SINCE_VERSION("5.16")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_vcpu_has_device_attr)
	KAPI_IOCTL_HEAD_W(KVM_HAS_DEVICE_ATTR, KVM_VCPU, "struct kvm_device_attr *", sizeof(struct kvm_device_attr),
			  "Whether a vCPU attribute exists",
			  "Which attribute")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENXIO, "The attribute does not exist")
	KAPI_IOCTL_STRUCT(kvm_device_attr, "Which attribute, and where its value is",
		KAPI_IOCTL_FIELD(0, kvm_device_attr, flags, KAPI_TYPE_UINT, "__u32", 4,
				 "Zero",
				 KAPI_FIELD_CONSTRAINT_RANGE(0, 0))
		KAPI_IOCTL_FIELD(1, kvm_device_attr, group, KAPI_TYPE_UINT, "__u32", 4,
				 "Attribute group (KVM_X86_GRP_*, KVM_DEV_*_GRP_*)")
		KAPI_IOCTL_FIELD(2, kvm_device_attr, attr, KAPI_TYPE_UINT, "__u64", 8,
				 "Attribute within the group")
		KAPI_IOCTL_FIELD(3, kvm_device_attr, addr, KAPI_TYPE_USER_PTR, "__u64", 8,
				 "Userspace address of the value"))
	KAPI_SINCE_VERSION("5.16")
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_dev_set_device_attr)
	KAPI_IOCTL_HEAD_W(KVM_SET_DEVICE_ATTR, KVM_DEV, "struct kvm_device_attr *", sizeof(struct kvm_device_attr),
			  "Write an attribute of a KVM_CREATE_DEVICE device",
			  "Which attribute, and where its value is")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENXIO, "The device has no such group or attribute")
	KAPI_ERRNO(EPERM, "The attribute is read-only")
	KAPI_ERRNO(EBUSY, "The device is in use")
	KAPI_IOCTL_STRUCT(kvm_device_attr, "Which attribute, and where its value is",
		KAPI_IOCTL_FIELD(0, kvm_device_attr, flags, KAPI_TYPE_UINT, "__u32", 4,
				 "Zero",
				 KAPI_FIELD_CONSTRAINT_RANGE(0, 0))
		KAPI_IOCTL_FIELD(1, kvm_device_attr, group, KAPI_TYPE_UINT, "__u32", 4,
				 "Attribute group (KVM_X86_GRP_*, KVM_DEV_*_GRP_*)")
		KAPI_IOCTL_FIELD(2, kvm_device_attr, attr, KAPI_TYPE_UINT, "__u64", 8,
				 "Attribute within the group")
		KAPI_IOCTL_FIELD(3, kvm_device_attr, addr, KAPI_TYPE_USER_PTR, "__u64", 8,
				 "Userspace address of the value"))
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_dev_get_device_attr)
	KAPI_IOCTL_HEAD_W(KVM_GET_DEVICE_ATTR, KVM_DEV, "struct kvm_device_attr *", sizeof(struct kvm_device_attr),
			  "Read an attribute of a KVM_CREATE_DEVICE device",
			  "Which attribute, and where to put it")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENXIO, "The device has no such group or attribute")
	KAPI_ERRNO(EPERM, "The attribute is write-only")
	KAPI_IOCTL_STRUCT(kvm_device_attr, "Which attribute, and where its value is",
		KAPI_IOCTL_FIELD(0, kvm_device_attr, flags, KAPI_TYPE_UINT, "__u32", 4,
				 "Zero",
				 KAPI_FIELD_CONSTRAINT_RANGE(0, 0))
		KAPI_IOCTL_FIELD(1, kvm_device_attr, group, KAPI_TYPE_UINT, "__u32", 4,
				 "Attribute group (KVM_X86_GRP_*, KVM_DEV_*_GRP_*)")
		KAPI_IOCTL_FIELD(2, kvm_device_attr, attr, KAPI_TYPE_UINT, "__u64", 8,
				 "Attribute within the group")
		KAPI_IOCTL_FIELD(3, kvm_device_attr, addr, KAPI_TYPE_USER_PTR, "__u64", 8,
				 "Userspace address of the value"))
KAPI_END_SPEC;

DEFINE_KAPI_IOCTL_SPEC(kvm_dev_has_device_attr)
	KAPI_IOCTL_HEAD_W(KVM_HAS_DEVICE_ATTR, KVM_DEV, "struct kvm_device_attr *", sizeof(struct kvm_device_attr),
			  "Whether a KVM_CREATE_DEVICE device has an attribute",
			  "Which attribute")
	KAPI_RETURN_ZERO("int", "0 on success")
	KAPI_IOCTL_GENERAL_EBADF KAPI_IOCTL_GENERAL_ENOTTY KAPI_IOCTL_GENERAL_EFAULT
	KAPI_ERRNO(ENXIO, "It does not")
	KAPI_IOCTL_STRUCT(kvm_device_attr, "Which attribute, and where its value is",
		KAPI_IOCTL_FIELD(0, kvm_device_attr, flags, KAPI_TYPE_UINT, "__u32", 4,
				 "Zero",
				 KAPI_FIELD_CONSTRAINT_RANGE(0, 0))
		KAPI_IOCTL_FIELD(1, kvm_device_attr, group, KAPI_TYPE_UINT, "__u32", 4,
				 "Attribute group (KVM_X86_GRP_*, KVM_DEV_*_GRP_*)")
		KAPI_IOCTL_FIELD(2, kvm_device_attr, attr, KAPI_TYPE_UINT, "__u64", 8,
				 "Attribute within the group")
		KAPI_IOCTL_FIELD(3, kvm_device_attr, addr, KAPI_TYPE_USER_PTR, "__u64", 8,
				 "Userspace address of the value"))
KAPI_END_SPEC;

/* offsets the specs above spell as numbers, checked by the compiler */
_Static_assert(offsetof(struct kvm_msr_list, indices) == 4, "kvm_msr_list.indices");
_Static_assert(offsetof(struct kvm_cpuid2, entries) == 8, "kvm_cpuid2.entries");
_Static_assert(offsetof(struct kvm_dirty_log, dirty_bitmap) == 8, "kvm_dirty_log.dirty_bitmap");
_Static_assert(offsetof(struct kvm_clear_dirty_log, dirty_bitmap) == 16, "kvm_clear_dirty_log.dirty_bitmap");
_Static_assert(offsetof(struct kvm_irq_level, irq) == 0, "kvm_irq_level.irq");
_Static_assert(offsetof(struct kvm_irqchip, chip) == 8, "kvm_irqchip.chip");
_Static_assert(offsetof(struct kvm_irq_routing, entries) == 8, "kvm_irq_routing.entries");
_Static_assert(offsetof(struct kvm_coalesced_mmio_zone, pio) == 12, "kvm_coalesced_mmio_zone.pio");
_Static_assert(offsetof(struct kvm_msr_filter, ranges) == 8, "kvm_msr_filter.ranges");
_Static_assert(offsetof(struct kvm_xen_hvm_attr, u) == 8, "kvm_xen_hvm_attr.u");
_Static_assert(offsetof(struct kvm_regs, rax) == 0, "kvm_regs.rax");
_Static_assert(offsetof(struct kvm_regs, rip) == 128, "kvm_regs.rip");
_Static_assert(offsetof(struct kvm_sregs, cs) == 0, "kvm_sregs.cs");
_Static_assert(offsetof(struct kvm_sregs, gdt) == 192, "kvm_sregs.gdt");
_Static_assert(offsetof(struct kvm_sregs, cr0) == 224, "kvm_sregs.cr0");
_Static_assert(offsetof(struct kvm_sregs2, cs) == 0, "kvm_sregs2.cs");
_Static_assert(offsetof(struct kvm_sregs2, cr0) == 224, "kvm_sregs2.cr0");
_Static_assert(offsetof(struct kvm_msrs, entries) == 8, "kvm_msrs.entries");
_Static_assert(offsetof(struct kvm_cpuid, entries) == 8, "kvm_cpuid.entries");
_Static_assert(offsetof(struct kvm_signal_mask, sigset) == 4, "kvm_signal_mask.sigset");
_Static_assert(offsetof(struct kvm_guest_debug, arch) == 8, "kvm_guest_debug.arch");
_Static_assert(offsetof(struct kvm_vcpu_events, exception) == 0, "kvm_vcpu_events.exception");
_Static_assert(offsetof(struct kvm_vcpu_events, interrupt) == 8, "kvm_vcpu_events.interrupt");
_Static_assert(offsetof(struct kvm_vcpu_events, nmi) == 12, "kvm_vcpu_events.nmi");
_Static_assert(offsetof(struct kvm_xen_vcpu_attr, u) == 8, "kvm_xen_vcpu_attr.u");

#endif /* __x86_64__ */

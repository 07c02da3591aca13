// SPDX-License-Identifier: GPL-2.0
/*
 * Bytes of structure per compiled spec (strings excluded), against two
 * peers: upstream's published figure for its layout (26,400 bytes per
 * spec) and, measured here, the same elements stored in upstream's
 * fixed-capacity arrays instead of exactly sized ones.
 */
#include <stdio.h>
#include <kapi/kapi.h>

#define UPSTREAM_BYTES_PER_SPEC 26400.0

/* Upstream's capacities (KAPI_MAX_*) applied to our element types. */
struct fixed_capacity_spec {
	struct kernel_api_spec head;
	struct kapi_param_spec params[KAPI_MAX_PARAMS];
	struct kapi_error_spec errors[KAPI_MAX_ERRORS];
	struct kapi_lock_spec locks[16];
	struct kapi_constraint_spec constraints[KAPI_MAX_CONSTRAINTS];
	struct kapi_signal_spec signals[KAPI_MAX_SIGNALS];
	struct kapi_signal_mask_spec signal_masks[KAPI_MAX_SIGNALS];
	struct {
		struct kapi_struct_spec spec;
		struct kapi_struct_field fields[KAPI_MAX_PARAMS];
	} structs[KAPI_MAX_STRUCT_SPECS];
	struct kapi_side_effect side_effects[KAPI_MAX_SIDE_EFFECTS];
	struct kapi_state_transition transitions[KAPI_MAX_STATE_TRANS];
	struct kapi_capability_spec capabilities[KAPI_MAX_CAPABILITIES];
};

int main(int argc, char **argv)
{
	struct kapi_registry *reg;
	size_t n, total = 0, max = 0;
	const char *max_name = "";
	int verbose = argc > 1;

	(void)argv;
	if (kapi_registry__new(&reg) || kapi_registry__add_builtin(reg))
		return 3;
	n = kapi_registry__count(reg);
	for (size_t i = 0; i < n; i++) {
		const struct kernel_api_spec *s = kapi_registry__at(reg, i);
		size_t b = kapi_spec__footprint(s);

		if (verbose)
			printf("%-32s %6zu\n", s->name, b);
		total += b;
		if (b > max) {
			max = b;
			max_name = s->name;
		}
	}
	if (!n)
		return 3;
	printf("specs:                         %zu\n", n);
	printf("bytes per spec, average:       %.0f\n", (double)total / n);
	printf("bytes per spec, largest:       %zu (%s)\n", max, max_name);
	printf("fixed-capacity layout (peer):  %zu bytes per spec\n",
	       sizeof(struct fixed_capacity_spec));
	printf("ratio average / fixed-capacity: %.3f\n",
	       (double)total / n / sizeof(struct fixed_capacity_spec));
	printf("ratio average / upstream 26400: %.3f\n",
	       (double)total / n / UPSTREAM_BYTES_PER_SPEC);
	printf("ratio largest / upstream 26400: %.3f\n",
	       (double)max / UPSTREAM_BYTES_PER_SPEC);
	kapi_registry__free(reg);
	return 0;
}

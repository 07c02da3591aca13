/* SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause */
/*
 * One pass of the spec compiler: included once per pass by spec_compile.h
 * with KAPI__PASS set.  It switches on the selector of that pass and defines
 * how a spec opens and closes in it.  No include guard on purpose.
 *
 * The passes run in the order of their numbers; spec_compile.h runs them.
 */

#define KAPI__PASS_PARAMS 1
#define KAPI__PASS_ERRORS 2
#define KAPI__PASS_LOCKS 3
#define KAPI__PASS_CONSTRAINTS 4
#define KAPI__PASS_SIGNALS 5
#define KAPI__PASS_SIGMASKS 6
#define KAPI__PASS_FIELDS 7
#define KAPI__PASS_STRUCTS 8
#define KAPI__PASS_EFFECTS 9
#define KAPI__PASS_TRANS 10
#define KAPI__PASS_CAPS 11
#define KAPI__PASS_PROTOS 12
#define KAPI__PASS_ADDRS 13
#define KAPI__PASS_SOCKSTATE 14
#define KAPI__PASS_BUFFER 15
#define KAPI__PASS_ASYNC 16
#define KAPI__PASS_NETMARK 17
#define KAPI__PASS_NET 18
#define KAPI__PASS_INDEX 19
#define KAPI__PASS_VERS 20
#define KAPI__PASS_FDOPS 21
#define KAPI__PASS_SPEC 22

#undef KAPI__IN_PARAMS
#undef KAPI__IN_ERRORS
#undef KAPI__IN_LOCKS
#undef KAPI__IN_CONSTRAINTS
#undef KAPI__IN_SIGNALS
#undef KAPI__IN_SIGMASKS
#undef KAPI__IN_FIELDS
#undef KAPI__IN_STRUCTS
#undef KAPI__IN_EFFECTS
#undef KAPI__IN_TRANS
#undef KAPI__IN_CAPS
#undef KAPI__IN_PROTOS
#undef KAPI__IN_ADDRS
#undef KAPI__IN_SOCKSTATE
#undef KAPI__IN_BUFFER
#undef KAPI__IN_ASYNC
#undef KAPI__IN_NETMARK
#undef KAPI__IN_NET
#undef KAPI__IN_INDEX
#undef KAPI__IN_VERS
#undef KAPI__IN_FDOPS
#undef KAPI__IN_SPEC
#undef KAPI__OPEN
#undef KAPI__CLOSE

#if KAPI__PASS == KAPI__PASS_PARAMS
#define KAPI__IN_PARAMS(...) __VA_ARGS__
#else
#define KAPI__IN_PARAMS(...)
#endif
#if KAPI__PASS == KAPI__PASS_ERRORS
#define KAPI__IN_ERRORS(...) __VA_ARGS__
#else
#define KAPI__IN_ERRORS(...)
#endif
#if KAPI__PASS == KAPI__PASS_LOCKS
#define KAPI__IN_LOCKS(...) __VA_ARGS__
#else
#define KAPI__IN_LOCKS(...)
#endif
#if KAPI__PASS == KAPI__PASS_CONSTRAINTS
#define KAPI__IN_CONSTRAINTS(...) __VA_ARGS__
#else
#define KAPI__IN_CONSTRAINTS(...)
#endif
#if KAPI__PASS == KAPI__PASS_SIGNALS
#define KAPI__IN_SIGNALS(...) __VA_ARGS__
#else
#define KAPI__IN_SIGNALS(...)
#endif
#if KAPI__PASS == KAPI__PASS_SIGMASKS
#define KAPI__IN_SIGMASKS(...) __VA_ARGS__
#else
#define KAPI__IN_SIGMASKS(...)
#endif
#if KAPI__PASS == KAPI__PASS_FIELDS
#define KAPI__IN_FIELDS(...) __VA_ARGS__
#else
#define KAPI__IN_FIELDS(...)
#endif
#if KAPI__PASS == KAPI__PASS_STRUCTS
#define KAPI__IN_STRUCTS(...) __VA_ARGS__
#else
#define KAPI__IN_STRUCTS(...)
#endif
#if KAPI__PASS == KAPI__PASS_EFFECTS
#define KAPI__IN_EFFECTS(...) __VA_ARGS__
#else
#define KAPI__IN_EFFECTS(...)
#endif
#if KAPI__PASS == KAPI__PASS_TRANS
#define KAPI__IN_TRANS(...) __VA_ARGS__
#else
#define KAPI__IN_TRANS(...)
#endif
#if KAPI__PASS == KAPI__PASS_CAPS
#define KAPI__IN_CAPS(...) __VA_ARGS__
#else
#define KAPI__IN_CAPS(...)
#endif
#if KAPI__PASS == KAPI__PASS_PROTOS
#define KAPI__IN_PROTOS(...) __VA_ARGS__
#else
#define KAPI__IN_PROTOS(...)
#endif
#if KAPI__PASS == KAPI__PASS_ADDRS
#define KAPI__IN_ADDRS(...) __VA_ARGS__
#else
#define KAPI__IN_ADDRS(...)
#endif
#if KAPI__PASS == KAPI__PASS_SOCKSTATE
#define KAPI__IN_SOCKSTATE(...) __VA_ARGS__
#else
#define KAPI__IN_SOCKSTATE(...)
#endif
#if KAPI__PASS == KAPI__PASS_BUFFER
#define KAPI__IN_BUFFER(...) __VA_ARGS__
#else
#define KAPI__IN_BUFFER(...)
#endif
#if KAPI__PASS == KAPI__PASS_ASYNC
#define KAPI__IN_ASYNC(...) __VA_ARGS__
#else
#define KAPI__IN_ASYNC(...)
#endif
#if KAPI__PASS == KAPI__PASS_NETMARK
#define KAPI__IN_NETMARK(...) __VA_ARGS__
#else
#define KAPI__IN_NETMARK(...)
#endif
#if KAPI__PASS == KAPI__PASS_NET
#define KAPI__IN_NET(...) __VA_ARGS__
#else
#define KAPI__IN_NET(...)
#endif
#if KAPI__PASS == KAPI__PASS_INDEX
#define KAPI__IN_INDEX(...) __VA_ARGS__
#else
#define KAPI__IN_INDEX(...)
#endif
#if KAPI__PASS == KAPI__PASS_VERS
#define KAPI__IN_VERS(...) __VA_ARGS__
#else
#define KAPI__IN_VERS(...)
#endif
#if KAPI__PASS == KAPI__PASS_FDOPS
#define KAPI__IN_FDOPS(...) __VA_ARGS__
#else
#define KAPI__IN_FDOPS(...)
#endif
#if KAPI__PASS == KAPI__PASS_SPEC
#define KAPI__IN_SPEC(...) __VA_ARGS__
#else
#define KAPI__IN_SPEC(...)
#endif

/* How a spec opens in each pass; the source's ';' after KAPI_END_SPEC ends it. */
#if KAPI__PASS == KAPI__PASS_PARAMS
#define KAPI__OPEN(id, kind) \
	static const struct kapi_param_spec id##__params[] = {
#define KAPI__CLOSE }
#elif KAPI__PASS == KAPI__PASS_ERRORS
#define KAPI__OPEN(id, kind) \
	static const struct kapi_error_spec id##__errors[] = {
#define KAPI__CLOSE }
#elif KAPI__PASS == KAPI__PASS_LOCKS
#define KAPI__OPEN(id, kind) \
	static const struct kapi_lock_spec id##__locks[] = {
#define KAPI__CLOSE }
#elif KAPI__PASS == KAPI__PASS_CONSTRAINTS
#define KAPI__OPEN(id, kind) \
	static const struct kapi_constraint_spec id##__constraints[] = {
#define KAPI__CLOSE }
#elif KAPI__PASS == KAPI__PASS_SIGNALS
#define KAPI__OPEN(id, kind) \
	static const struct kapi_signal_spec id##__signals[] = {
#define KAPI__CLOSE }
#elif KAPI__PASS == KAPI__PASS_SIGMASKS
#define KAPI__OPEN(id, kind) \
	static const struct kapi_signal_mask_spec id##__sigmasks[] = {
#define KAPI__CLOSE }
#elif KAPI__PASS == KAPI__PASS_FIELDS
#define KAPI__OPEN(id, kind)
#define KAPI__CLOSE extern int kapi__semicolon_sink
#elif KAPI__PASS == KAPI__PASS_STRUCTS
#define KAPI__OPEN(id, kind) \
	static const struct kapi_struct_spec id##__structs[] = {
#define KAPI__CLOSE }
#elif KAPI__PASS == KAPI__PASS_EFFECTS
#define KAPI__OPEN(id, kind) \
	static const struct kapi_side_effect id##__effects[] = {
#define KAPI__CLOSE }
#elif KAPI__PASS == KAPI__PASS_TRANS
#define KAPI__OPEN(id, kind) \
	static const struct kapi_state_transition id##__trans[] = {
#define KAPI__CLOSE }
#elif KAPI__PASS == KAPI__PASS_CAPS
#define KAPI__OPEN(id, kind) \
	static const struct kapi_capability_spec id##__caps[] = {
#define KAPI__CLOSE }
#elif KAPI__PASS == KAPI__PASS_PROTOS
#define KAPI__OPEN(id, kind) \
	static const struct kapi_protocol_behavior id##__protos[] = {
#define KAPI__CLOSE }
#elif KAPI__PASS == KAPI__PASS_ADDRS
#define KAPI__OPEN(id, kind) \
	static const struct kapi_addr_family_spec id##__addrs[] = {
#define KAPI__CLOSE }
#elif KAPI__PASS == KAPI__PASS_SOCKSTATE
#define KAPI__OPEN(id, kind) \
	static const struct kapi_socket_state_spec id##__sockstate[] = {
#define KAPI__CLOSE }
#elif KAPI__PASS == KAPI__PASS_BUFFER
#define KAPI__OPEN(id, kind) \
	static const struct kapi_buffer_spec id##__buffer[] = {
#define KAPI__CLOSE }
#elif KAPI__PASS == KAPI__PASS_ASYNC
#define KAPI__OPEN(id, kind) \
	static const struct kapi_async_spec id##__async[] = {
#define KAPI__CLOSE }
#elif KAPI__PASS == KAPI__PASS_NETMARK
/* One char per network fact: its size says whether a spec has any. */
#define KAPI__OPEN(id, kind) \
	static const char id##__netmarks[] = {
#define KAPI__CLOSE }
#elif KAPI__PASS == KAPI__PASS_NET
#define KAPI__OPEN(id, kind) \
	static const struct kapi_net_spec id##__net = { \
		.socket_state = KAPI__ARR(id##__sockstate), \
		.protocol_behaviors = KAPI__ARR(id##__protos), \
		.protocol_behavior_count = KAPI__CNT(id##__protos), \
		.buffer_spec = KAPI__ARR(id##__buffer), \
		.async_spec = KAPI__ARR(id##__async), \
		.addr_families = KAPI__ARR(id##__addrs), \
		.addr_family_count = KAPI__CNT(id##__addrs),
#define KAPI__CLOSE }
#elif KAPI__PASS == KAPI__PASS_INDEX
/*
 * A function that only declares: one enumerator per explicit index, so an
 * index used twice is a redeclaration, and each index names the one before
 * it, so a skipped index is an undeclared name.  Nothing is emitted.
 */
#define KAPI__OPEN(id, kind) \
	__attribute__((unused)) static void kapi__index_check_##id(void) { \
		enum { kapi__ix_params_none, kapi__ix_errors_none, \
		       kapi__ix_locks_none, kapi__ix_constraints_none, \
		       kapi__ix_signals_none, kapi__ix_sigmasks_none, \
		       kapi__ix_structs_none, kapi__ix_effects_none, \
		       kapi__ix_trans_none, kapi__ix_caps_none, \
		       kapi__ix_behaviors_none, kapi__ix_addrs_none };
#define KAPI__CLOSE } extern int kapi__semicolon_sink
#elif KAPI__PASS == KAPI__PASS_VERS
#define KAPI__OPEN(id, kind) \
	static const struct kapi_version_fact id##__vers[] = {
#define KAPI__CLOSE }
#elif KAPI__PASS == KAPI__PASS_FDOPS
#define KAPI__OPEN(id, kind) \
	static const struct kapi_fd_op id##__fdops[] = {
#define KAPI__CLOSE }
#elif KAPI__PASS == KAPI__PASS_SPEC
/*
 * The spec itself, and a pointer to it in .kapi_specs: a section of equal
 * sized entries is safe to walk whatever the compiler does to alignment.
 */
#define KAPI__OPEN(id, kind) \
	static const struct kernel_api_spec kapi__spec_##id; \
	static const struct kernel_api_spec *const kapi__entry_##id \
		__attribute__((used, section(".kapi_specs"), \
			       aligned(sizeof(void *)))) = &kapi__spec_##id; \
	static const struct kernel_api_spec kapi__spec_##id = { \
		.name = #id, .api_type = (kind), .version = 1, \
		.net = sizeof(id##__netmarks) ? &id##__net : NULL, \
		.params = KAPI__ARR(id##__params), .param_count = KAPI__CNT(id##__params), \
		.errors = KAPI__ARR(id##__errors), .error_count = KAPI__CNT(id##__errors), \
		.locks = KAPI__ARR(id##__locks), .lock_count = KAPI__CNT(id##__locks), \
		.constraints = KAPI__ARR(id##__constraints), .constraint_count = KAPI__CNT(id##__constraints), \
		.signals = KAPI__ARR(id##__signals), .signal_count = KAPI__CNT(id##__signals), \
		.signal_masks = KAPI__ARR(id##__sigmasks), .signal_mask_count = KAPI__CNT(id##__sigmasks), \
		.struct_specs = KAPI__ARR(id##__structs), .struct_spec_count = KAPI__CNT(id##__structs), \
		.side_effects = KAPI__ARR(id##__effects), .side_effect_count = KAPI__CNT(id##__effects), \
		.state_transitions = KAPI__ARR(id##__trans), .state_trans_count = KAPI__CNT(id##__trans), \
		.capabilities = KAPI__ARR(id##__caps), .capability_count = KAPI__CNT(id##__caps), \
		.version_facts = KAPI__ARR(id##__vers), .version_fact_count = KAPI__CNT(id##__vers), \
		.fd_ops = KAPI__ARR(id##__fdops), .fd_op_count = KAPI__CNT(id##__fdops),
#define KAPI__CLOSE }
#else
#error "KAPI__PASS is not a known pass"
#endif

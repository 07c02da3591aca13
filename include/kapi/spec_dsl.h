/* SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause */
/*
 * The spec vocabulary: DEFINE_KERNEL_API_SPEC, KAPI_PARAM, ... KAPI_END_SPEC.
 *
 * A spec file is compiled in several passes (see spec_compile.h).  Each pass
 * turns on exactly one of the KAPI__IN_<section>() selectors below, so one
 * pass emits one exactly sized table (all params, all errors, ...) and the
 * last pass emits the spec itself pointing at those tables.  Counts are taken
 * with sizeof, so a declared count can never disagree with the entries: the
 * KAPI_*_COUNT macros are accepted and ignored.
 *
 * Items take their index as the first argument (KAPI_PARAM(0, ...)), or
 * in the _NEXT forms (KAPI_PARAM_NEXT, KAPI_ERROR_NEXT, ...) the next one
 * of their list, as an initialiser without a designator does; do not mix
 * the two in one list.  An explicit index used twice or skipped does not
 * compile (the INDEX pass).
 *
 * Do not include this header directly; include <kapi/spec_compile.h> as the
 * first line of a spec file.
 */
#ifndef KAPI_SPEC_DSL_H
#define KAPI_SPEC_DSL_H

#include <kapi/kernel_api_spec.h>

#define KAPI__CNT(a)	((uint32_t)(sizeof(a) / sizeof((a)[0])))
#define KAPI__ARR(a)	(KAPI__CNT(a) ? (a) : NULL)
#define KAPI__CAT2(a, b) a##b
#define KAPI__CAT(a, b)	KAPI__CAT2(a, b)
/* Arrays nested in an entry (struct fields) are named by source line. */
#define KAPI__LINE_NAME(prefix) KAPI__CAT(prefix, __LINE__)

/*
 * The index check (the INDEX pass, see spec_pass.h): item idx of a list
 * declares kapi__ix_<list>_<idx> and names kapi__ix_<list>_<idx - 1>.
 * Indices are therefore plain decimal numbers below 256, in order.
 */
#define KAPI__IX(list, idx) KAPI__IN_INDEX( \
	enum { KAPI__CAT(kapi__ix_##list##_, idx) = 1 }; \
	(void)KAPI__CAT(kapi__ix_##list##_, KAPI__CAT(KAPI__PREV_, idx));)
#define KAPI__PREV_0 none
#define KAPI__PREV_1 0
#define KAPI__PREV_2 1
#define KAPI__PREV_3 2
#define KAPI__PREV_4 3
#define KAPI__PREV_5 4
#define KAPI__PREV_6 5
#define KAPI__PREV_7 6
#define KAPI__PREV_8 7
#define KAPI__PREV_9 8
#define KAPI__PREV_10 9
#define KAPI__PREV_11 10
#define KAPI__PREV_12 11
#define KAPI__PREV_13 12
#define KAPI__PREV_14 13
#define KAPI__PREV_15 14
#define KAPI__PREV_16 15
#define KAPI__PREV_17 16
#define KAPI__PREV_18 17
#define KAPI__PREV_19 18
#define KAPI__PREV_20 19
#define KAPI__PREV_21 20
#define KAPI__PREV_22 21
#define KAPI__PREV_23 22
#define KAPI__PREV_24 23
#define KAPI__PREV_25 24
#define KAPI__PREV_26 25
#define KAPI__PREV_27 26
#define KAPI__PREV_28 27
#define KAPI__PREV_29 28
#define KAPI__PREV_30 29
#define KAPI__PREV_31 30
#define KAPI__PREV_32 31
#define KAPI__PREV_33 32
#define KAPI__PREV_34 33
#define KAPI__PREV_35 34
#define KAPI__PREV_36 35
#define KAPI__PREV_37 36
#define KAPI__PREV_38 37
#define KAPI__PREV_39 38
#define KAPI__PREV_40 39
#define KAPI__PREV_41 40
#define KAPI__PREV_42 41
#define KAPI__PREV_43 42
#define KAPI__PREV_44 43
#define KAPI__PREV_45 44
#define KAPI__PREV_46 45
#define KAPI__PREV_47 46
#define KAPI__PREV_48 47
#define KAPI__PREV_49 48
#define KAPI__PREV_50 49
#define KAPI__PREV_51 50
#define KAPI__PREV_52 51
#define KAPI__PREV_53 52
#define KAPI__PREV_54 53
#define KAPI__PREV_55 54
#define KAPI__PREV_56 55
#define KAPI__PREV_57 56
#define KAPI__PREV_58 57
#define KAPI__PREV_59 58
#define KAPI__PREV_60 59
#define KAPI__PREV_61 60
#define KAPI__PREV_62 61
#define KAPI__PREV_63 62
#define KAPI__PREV_64 63
#define KAPI__PREV_65 64
#define KAPI__PREV_66 65
#define KAPI__PREV_67 66
#define KAPI__PREV_68 67
#define KAPI__PREV_69 68
#define KAPI__PREV_70 69
#define KAPI__PREV_71 70
#define KAPI__PREV_72 71
#define KAPI__PREV_73 72
#define KAPI__PREV_74 73
#define KAPI__PREV_75 74
#define KAPI__PREV_76 75
#define KAPI__PREV_77 76
#define KAPI__PREV_78 77
#define KAPI__PREV_79 78
#define KAPI__PREV_80 79
#define KAPI__PREV_81 80
#define KAPI__PREV_82 81
#define KAPI__PREV_83 82
#define KAPI__PREV_84 83
#define KAPI__PREV_85 84
#define KAPI__PREV_86 85
#define KAPI__PREV_87 86
#define KAPI__PREV_88 87
#define KAPI__PREV_89 88
#define KAPI__PREV_90 89
#define KAPI__PREV_91 90
#define KAPI__PREV_92 91
#define KAPI__PREV_93 92
#define KAPI__PREV_94 93
#define KAPI__PREV_95 94
#define KAPI__PREV_96 95
#define KAPI__PREV_97 96
#define KAPI__PREV_98 97
#define KAPI__PREV_99 98
#define KAPI__PREV_100 99
#define KAPI__PREV_101 100
#define KAPI__PREV_102 101
#define KAPI__PREV_103 102
#define KAPI__PREV_104 103
#define KAPI__PREV_105 104
#define KAPI__PREV_106 105
#define KAPI__PREV_107 106
#define KAPI__PREV_108 107
#define KAPI__PREV_109 108
#define KAPI__PREV_110 109
#define KAPI__PREV_111 110
#define KAPI__PREV_112 111
#define KAPI__PREV_113 112
#define KAPI__PREV_114 113
#define KAPI__PREV_115 114
#define KAPI__PREV_116 115
#define KAPI__PREV_117 116
#define KAPI__PREV_118 117
#define KAPI__PREV_119 118
#define KAPI__PREV_120 119
#define KAPI__PREV_121 120
#define KAPI__PREV_122 121
#define KAPI__PREV_123 122
#define KAPI__PREV_124 123
#define KAPI__PREV_125 124
#define KAPI__PREV_126 125
#define KAPI__PREV_127 126
#define KAPI__PREV_128 127
#define KAPI__PREV_129 128
#define KAPI__PREV_130 129
#define KAPI__PREV_131 130
#define KAPI__PREV_132 131
#define KAPI__PREV_133 132
#define KAPI__PREV_134 133
#define KAPI__PREV_135 134
#define KAPI__PREV_136 135
#define KAPI__PREV_137 136
#define KAPI__PREV_138 137
#define KAPI__PREV_139 138
#define KAPI__PREV_140 139
#define KAPI__PREV_141 140
#define KAPI__PREV_142 141
#define KAPI__PREV_143 142
#define KAPI__PREV_144 143
#define KAPI__PREV_145 144
#define KAPI__PREV_146 145
#define KAPI__PREV_147 146
#define KAPI__PREV_148 147
#define KAPI__PREV_149 148
#define KAPI__PREV_150 149
#define KAPI__PREV_151 150
#define KAPI__PREV_152 151
#define KAPI__PREV_153 152
#define KAPI__PREV_154 153
#define KAPI__PREV_155 154
#define KAPI__PREV_156 155
#define KAPI__PREV_157 156
#define KAPI__PREV_158 157
#define KAPI__PREV_159 158
#define KAPI__PREV_160 159
#define KAPI__PREV_161 160
#define KAPI__PREV_162 161
#define KAPI__PREV_163 162
#define KAPI__PREV_164 163
#define KAPI__PREV_165 164
#define KAPI__PREV_166 165
#define KAPI__PREV_167 166
#define KAPI__PREV_168 167
#define KAPI__PREV_169 168
#define KAPI__PREV_170 169
#define KAPI__PREV_171 170
#define KAPI__PREV_172 171
#define KAPI__PREV_173 172
#define KAPI__PREV_174 173
#define KAPI__PREV_175 174
#define KAPI__PREV_176 175
#define KAPI__PREV_177 176
#define KAPI__PREV_178 177
#define KAPI__PREV_179 178
#define KAPI__PREV_180 179
#define KAPI__PREV_181 180
#define KAPI__PREV_182 181
#define KAPI__PREV_183 182
#define KAPI__PREV_184 183
#define KAPI__PREV_185 184
#define KAPI__PREV_186 185
#define KAPI__PREV_187 186
#define KAPI__PREV_188 187
#define KAPI__PREV_189 188
#define KAPI__PREV_190 189
#define KAPI__PREV_191 190
#define KAPI__PREV_192 191
#define KAPI__PREV_193 192
#define KAPI__PREV_194 193
#define KAPI__PREV_195 194
#define KAPI__PREV_196 195
#define KAPI__PREV_197 196
#define KAPI__PREV_198 197
#define KAPI__PREV_199 198
#define KAPI__PREV_200 199
#define KAPI__PREV_201 200
#define KAPI__PREV_202 201
#define KAPI__PREV_203 202
#define KAPI__PREV_204 203
#define KAPI__PREV_205 204
#define KAPI__PREV_206 205
#define KAPI__PREV_207 206
#define KAPI__PREV_208 207
#define KAPI__PREV_209 208
#define KAPI__PREV_210 209
#define KAPI__PREV_211 210
#define KAPI__PREV_212 211
#define KAPI__PREV_213 212
#define KAPI__PREV_214 213
#define KAPI__PREV_215 214
#define KAPI__PREV_216 215
#define KAPI__PREV_217 216
#define KAPI__PREV_218 217
#define KAPI__PREV_219 218
#define KAPI__PREV_220 219
#define KAPI__PREV_221 220
#define KAPI__PREV_222 221
#define KAPI__PREV_223 222
#define KAPI__PREV_224 223
#define KAPI__PREV_225 224
#define KAPI__PREV_226 225
#define KAPI__PREV_227 226
#define KAPI__PREV_228 227
#define KAPI__PREV_229 228
#define KAPI__PREV_230 229
#define KAPI__PREV_231 230
#define KAPI__PREV_232 231
#define KAPI__PREV_233 232
#define KAPI__PREV_234 233
#define KAPI__PREV_235 234
#define KAPI__PREV_236 235
#define KAPI__PREV_237 236
#define KAPI__PREV_238 237
#define KAPI__PREV_239 238
#define KAPI__PREV_240 239
#define KAPI__PREV_241 240
#define KAPI__PREV_242 241
#define KAPI__PREV_243 242
#define KAPI__PREV_244 243
#define KAPI__PREV_245 244
#define KAPI__PREV_246 245
#define KAPI__PREV_247 246
#define KAPI__PREV_248 247
#define KAPI__PREV_249 248
#define KAPI__PREV_250 249
#define KAPI__PREV_251 250
#define KAPI__PREV_252 251
#define KAPI__PREV_253 252
#define KAPI__PREV_254 253
#define KAPI__PREV_255 254

/* Spec headers */
#define DEFINE_KERNEL_API_SPEC(name)	KAPI__OPEN(name, KAPI_API_FUNCTION)
#define DEFINE_KAPI_IOCTL_SPEC(name)	KAPI__OPEN(name, KAPI_API_IOCTL)
#define DEFINE_SYSFS_API_SPEC(name)	KAPI__OPEN(name, KAPI_API_SYSFS)
#define DEFINE_FDTYPE_API_SPEC(name)	KAPI__OPEN(name, KAPI_API_FDTYPE)
#define DEFINE_IOCTL_API_SPEC(name, cmdval, cmdname) \
	KAPI__OPEN(name, KAPI_API_IOCTL) \
	KAPI_IOCTL_CMD(cmdval) KAPI_IOCTL_CMD_NAME(cmdname)
#define KAPI_END_SPEC			KAPI__CLOSE
/*
 * RFC v1's ioctl spellings (its ioctl_api_spec.h): its own terminators, a
 * header taking every ioctl fact, and a handler form whose command name
 * and sizes come from the command and its structure.
 */
#define KAPI_END_IOCTL_SPEC		KAPI__CLOSE
#define KAPI_IOCTL_END_SPEC		KAPI__CLOSE
#define KAPI_IOCTL_HANDLER_END		KAPI__CLOSE
#define KAPI_DEFINE_IOCTL_SPEC(name, cmdval, cmdname, insize, outsize, fops) \
	KAPI__OPEN(name, KAPI_API_IOCTL) \
	KAPI_IOCTL_CMD(cmdval) KAPI_IOCTL_CMD_NAME(cmdname) \
	KAPI_IOCTL_INPUT_SIZE(insize) KAPI_IOCTL_OUTPUT_SIZE(outsize) \
	KAPI_IOCTL_FILE_OPS_NAME(fops)
#define DEFINE_IOCTL_HANDLER(name, cmdval, handler, stype, last) \
	DEFINE_IOCTL_API_SPEC(name, cmdval, #cmdval) \
	KAPI_IOCTL_SIZE(sizeof(stype), sizeof(stype))

/* Top-level facts */
#define KAPI_DESCRIPTION(d)		KAPI__IN_SPEC(.description = d,)
#define KAPI_LONG_DESC(d)		KAPI__IN_SPEC(.long_description = d,)
#define KAPI_CONTEXT(f)			KAPI__IN_SPEC(.context_flags = (f),)
#define KAPI_EXAMPLES(e)		KAPI__IN_SPEC(.examples = e,)
#define KAPI_NOTES(n)			KAPI__IN_SPEC(.notes = n,)
#define KAPI_SINCE_VERSION(v)		KAPI__IN_SPEC(.since_version = v,)
/* The release that added the interface, and the first one without it. */
#define KAPI_SINCE(v)			KAPI__IN_SPEC(.since_version = v,)
#define KAPI_UNTIL(v)			KAPI__IN_SPEC(.until_version = v,)
#define KAPI_DEPRECATED			KAPI__IN_SPEC(.deprecated = true,)
#define KAPI_GENERATED			KAPI__IN_SPEC(.generated = true,)
#define KAPI_REPLACEMENT(r)		KAPI__IN_SPEC(.replacement = r,)
#define KAPI_VERSION(v)			KAPI__IN_SPEC(.version = (v),)
#define KAPI_SUBSYSTEM(s)		KAPI__IN_SPEC(.subsystem = s,)
#define KAPI_DEVICE_TYPE(t)		KAPI__IN_SPEC(.device_type = t,)
#define KAPI_IOCTL_CMD(c)		KAPI__IN_SPEC(.cmd = (c),)
#define KAPI_IOCTL_CMD_NAME(n)		KAPI__IN_SPEC(.cmd_name = n,)
#define KAPI_IOCTL_INPUT_SIZE(s)	KAPI__IN_SPEC(.input_size = (s),)
#define KAPI_IOCTL_OUTPUT_SIZE(s)	KAPI__IN_SPEC(.output_size = (s),)
#define KAPI_IOCTL_FILE_OPS_NAME(n)	KAPI__IN_SPEC(.file_ops_name = n,)
#define KAPI_IOCTL_SIZE(in, out) \
	KAPI__IN_SPEC(.input_size = (in), .output_size = (out),)
#define KAPI_IOCTL_FILE_OPS(ops)	KAPI__IN_SPEC(.file_ops_name = #ops,)

/* Declared counts: derived from the entries instead. */
#define KAPI_PARAM_COUNT(n)
#define KAPI_ERROR_COUNT(n)
#define KAPI_LOCK_COUNT(n)
#define KAPI_CONSTRAINT_COUNT(n)
#define KAPI_SIGNAL_COUNT(n)
#define KAPI_SIGNAL_MASK_COUNT(n)
#define KAPI_STRUCT_SPEC_COUNT(n)
#define KAPI_STRUCT_FIELD_COUNT(n)
#define KAPI_SIDE_EFFECT_COUNT(n)
#define KAPI_STATE_TRANS_COUNT(n)
#define KAPI_CAPABILITY_COUNT(n)
#define KAPI_PROTOCOL_BEHAVIOR_COUNT(n)
#define KAPI_ADDR_FAMILY_COUNT(n)
#define KAPI_RETURN_ERROR_COUNT(n)

/* Parameters (and the value of a sysfs attribute) */
#define KAPI_PARAM(idx, pname, ptype, pdesc) KAPI__IX(params, idx) KAPI__IN_PARAMS([idx] = { \
	.name = pname, .type_name = ptype, .description = pdesc, \
	.size_param_idx = -1,)
#define KAPI_PARAM_TYPE(t)		KAPI__IN_PARAMS(.type = (t),)
#define KAPI_PARAM_FLAGS(f)		KAPI__IN_PARAMS(.flags = (f),)
#define KAPI_PARAM_SIZE(s)		KAPI__IN_PARAMS(.size = (s),)
#define KAPI_PARAM_RANGE(lo, hi) \
	KAPI__IN_PARAMS(.min_value = (lo), .max_value = (hi),)
#define KAPI_PARAM_CONSTRAINT_TYPE(c)	KAPI__IN_PARAMS(.constraint_type = (c),)
#define KAPI_PARAM_CONSTRAINT(d)	KAPI__IN_PARAMS(.constraints = d,)
#define KAPI_PARAM_VALID_MASK(m) \
	KAPI__IN_PARAMS(.valid_mask = (m), .constraint_expr = #m,)
/* bits the kernel accepts and ignores: valid, with a note */
#define KAPI_PARAM_IGNORED_MASK(m)	KAPI__IN_PARAMS(.ignored_mask = (m),)
#define KAPI_PARAM_ENUM_VALUES(v) \
	KAPI__IN_PARAMS(.enum_values = v, .enum_count = KAPI__CNT(v), \
			.constraint_expr = #v,)
#define KAPI_PARAM_ALIGNMENT(a)		KAPI__IN_PARAMS(.alignment = (a),)
#define KAPI_PARAM_SIZE_PARAM(i)	KAPI__IN_PARAMS(.size_param_idx = (i),)
#define KAPI_PARAM_SIZE_MULTIPLIER(m)	KAPI__IN_PARAMS(.size_multiplier = (m),)
#define KAPI_PARAM_VALIDATE(fn)		KAPI__IN_PARAMS(.validate = fn,)
#define KAPI_PATH(p)			KAPI__IN_PARAMS(.sysfs_path = p,)
#define KAPI_PERMISSIONS(m)		KAPI__IN_PARAMS(.sysfs_permissions = (m),)
#define KAPI_DEFAULT(d)			KAPI__IN_PARAMS(.default_value = d,)
#define KAPI_UNITS(u)			KAPI__IN_PARAMS(.units = u,)
#define KAPI_STEP(s)			KAPI__IN_PARAMS(.step = (s),)
#define KAPI_ALLOWED_STRINGS(strs, n) \
	KAPI__IN_PARAMS(.allowed_strings = strs, \
			.allowed_string_count = KAPI__CNT(strs),)
/*
 * A file of records: its layout (KAPI_RECORD_KEYED, ...) and separator,
 * on the file's parameter; the word that ends a field's list, on a field.
 */
#define KAPI_RECORD(layout, sep)	KAPI__IN_PARAMS(.record = layout, \
						.separator = sep,)
#define KAPI_FIELD_ENDS_AT(w)		KAPI__IN_PARAMS(.separator = w,)
#define KAPI_PARAM_END			KAPI__IN_PARAMS(},)

/* A parameter whose index is the next one of the list */
#define KAPI_PARAM_NEXT(pname, ptype, pdesc) KAPI__IN_PARAMS({ \
	.name = pname, .type_name = ptype, .description = pdesc, \
	.size_param_idx = -1,)

/* Flag combinations upstream spells as macros */
#define KAPI_PARAM_FLAGS_INOUT	(KAPI_PARAM_IN | KAPI_PARAM_OUT)
#define KAPI_PARAM_FLAGS_USER	(KAPI_PARAM_USER | KAPI_PARAM_IN)
#define KAPI_PARAM_USER_PTR	(KAPI_PARAM_USER)

/*
 * Values of a parameter that only some releases accept (anywhere inside
 * the spec): KAPI_PARAM_SINCE(flags, MFD_NOEXEC_SEAL, "6.3") says the bit
 * of the mask, or the member of the enum or range, is refused before 6.3.
 */
#define KAPI_PARAM_SINCE(p, v, s) KAPI__IN_VERS({ .param = #p, \
	.name = #v, .value = (v), .since = s },)
#define KAPI_PARAM_UNTIL(p, v, u) KAPI__IN_VERS({ .param = #p, \
	.name = #v, .value = (v), .until = u },)
#define KAPI_PARAM_VERSIONS(p, v, s, u) KAPI__IN_VERS({ .param = #p, \
	.name = #v, .value = (v), .since = s, .until = u },)
/*
 * A field of a file of records (a key of /proc/<pid>/status, a column of
 * /proc/<pid>/stat) that the file shows from release s on, or until u:
 * a version fact about the field itself, without a value.
 */
#define KAPI_KEY_SINCE(k, s) KAPI__IN_VERS({ .param = #k, .since = s },)
#define KAPI_KEY_UNTIL(k, u) KAPI__IN_VERS({ .param = #k, .until = u },)

/*
 * A rule only some releases follow, named by its KAPI_CONSTRAINT's name:
 * KAPI_CONSTRAINT_SINCE("Nothing to advise", "6.13") drops that constraint
 * when the target release is older.
 */
#define KAPI_CONSTRAINT_SINCE(cname, s) KAPI__IN_VERS({ .name = cname, \
	.since = s },)
#define KAPI_CONSTRAINT_UNTIL(cname, u) KAPI__IN_VERS({ .name = cname, \
	.until = u },)

/*
 * An fd kind's operations (DEFINE_FDTYPE_API_SPEC): what syscall sc does
 * with a descriptor of the kind, every other argument valid.
 * KAPI_FD_ERR(lseek, ESPIPE, "...") names the errno it fails with,
 * KAPI_FD_OK(read, "...") says it applies; the _VERSIONS forms hold from
 * release s until release u (exclusive; "" for either end: open).
 */
#define KAPI_FD_OK(sc, d) KAPI__IN_FDOPS({ .syscall = #sc, .description = d },)
#define KAPI_FD_ERR(sc, e, d) KAPI__IN_FDOPS({ .syscall = #sc, \
	.error = #e, .description = d },)
#define KAPI_FD_OK_VERSIONS(sc, s, u, d) KAPI__IN_FDOPS({ .syscall = #sc, \
	.since = s, .until = u, .description = d },)
#define KAPI_FD_ERR_VERSIONS(sc, e, s, u, d) KAPI__IN_FDOPS({ .syscall = #sc, \
	.error = #e, .since = s, .until = u, .description = d },)

/* Return value */
#define KAPI_RETURN(rtype, rdesc) KAPI__IN_SPEC(.return_spec = { \
	.type_name = rtype, .description = rdesc,)
#define KAPI_RETURN_TYPE(t)		KAPI__IN_SPEC(.type = (t),)
#define KAPI_RETURN_CHECK_TYPE(c)	KAPI__IN_SPEC(.check_type = (c),)
#define KAPI_RETURN_SUCCESS(v)		KAPI__IN_SPEC(.success_value = (v),)
#define KAPI_RETURN_SUCCESS_RANGE(lo, hi) \
	KAPI__IN_SPEC(.success_min = (lo), .success_max = (hi),)
#define KAPI_RETURN_ERROR_VALUES(v) \
	KAPI__IN_SPEC(.error_values = v, .error_count = KAPI__CNT(v),)
#define KAPI_RETURN_IS_SUCCESS(fn)	KAPI__IN_SPEC(.is_success = fn,)
#define KAPI_RETURN_END			KAPI__IN_SPEC(},)

/* Errors */
#define KAPI_ERROR(idx, ecode, ename, econd, edesc) KAPI__IX(errors, idx) KAPI__IN_ERRORS([idx] = { \
	.error_code = (ecode), .name = ename, .condition = econd, \
	.description = edesc },)

#define KAPI_ERROR_NEXT(ecode, ename, econd, edesc) KAPI__IN_ERRORS({ \
	.error_code = (ecode), .name = ename, .condition = econd, \
	.description = edesc },)

/* Locks */
#define KAPI_LOCK(idx, lname, ltype) KAPI__IX(locks, idx) KAPI__IN_LOCKS([idx] = { \
	.lock_name = lname, .lock_type = (ltype),)
#define KAPI_LOCK_NEXT(lname, ltype) KAPI__IN_LOCKS({ \
	.lock_name = lname, .lock_type = (ltype),)
#define KAPI_LOCK_ACQUIRED		KAPI__IN_LOCKS(.acquired = true,)
#define KAPI_LOCK_RELEASED		KAPI__IN_LOCKS(.released = true,)
#define KAPI_LOCK_HELD_ENTRY		KAPI__IN_LOCKS(.held_on_entry = true,)
#define KAPI_LOCK_HELD_EXIT		KAPI__IN_LOCKS(.held_on_exit = true,)
#define KAPI_LOCK_SCOPE(s)		KAPI__IN_LOCKS(.scope = (s),)
#define KAPI_LOCK_DESC(d)		KAPI__IN_LOCKS(.description = d,)
#define KAPI_LOCK_END			KAPI__IN_LOCKS(},)

/* Constraints beyond single parameters */
#define KAPI_CONSTRAINT(idx, cname, cdesc) KAPI__IX(constraints, idx) KAPI__IN_CONSTRAINTS([idx] = { \
	.name = cname, .description = cdesc,)
#define KAPI_CONSTRAINT_EXPR(e)		KAPI__IN_CONSTRAINTS(.expression = e,)
#define KAPI_CONSTRAINT_END		KAPI__IN_CONSTRAINTS(},)

/* Signals */
#define KAPI_SIGNAL(idx, signum, signame, dir, act) KAPI__IX(signals, idx) KAPI__IN_SIGNALS([idx] = { \
	.signal_num = (signum), .signal_name = signame, .direction = (dir), \
	.action = (act),)
#define KAPI_SIGNAL_NEXT(signum, signame, dir, act) KAPI__IN_SIGNALS({ \
	.signal_num = (signum), .signal_name = signame, .direction = (dir), \
	.action = (act),)
#define KAPI_SIGNAL_TARGET(t)		KAPI__IN_SIGNALS(.target = t,)
#define KAPI_SIGNAL_CONDITION(c)	KAPI__IN_SIGNALS(.condition = c,)
#define KAPI_SIGNAL_DESC(d)		KAPI__IN_SIGNALS(.description = d,)
#define KAPI_SIGNAL_RESTARTABLE		KAPI__IN_SIGNALS(.restartable = true,)
#define KAPI_SIGNAL_SA_FLAGS_REQ(f)	KAPI__IN_SIGNALS(.sa_flags_required = (f),)
#define KAPI_SIGNAL_SA_FLAGS_FORBID(f)	KAPI__IN_SIGNALS(.sa_flags_forbidden = (f),)
#define KAPI_SIGNAL_ERROR(e)		KAPI__IN_SIGNALS(.error_on_signal = (e),)
#define KAPI_SIGNAL_TRANSFORM(s)	KAPI__IN_SIGNALS(.transform_to = (s),)
#define KAPI_SIGNAL_TIMING(w)		KAPI__IN_SIGNALS(.timing = w,)
#define KAPI_SIGNAL_PRIORITY(p)		KAPI__IN_SIGNALS(.priority = (p),)
#define KAPI_SIGNAL_INTERRUPTIBLE	KAPI__IN_SIGNALS(.interruptible = true,)
#define KAPI_SIGNAL_QUEUE(q)		KAPI__IN_SIGNALS(.queue_behavior = q,)
#define KAPI_SIGNAL_STATE_REQ(s)	KAPI__IN_SIGNALS(.state_required = (s),)
#define KAPI_SIGNAL_STATE_FORBID(s)	KAPI__IN_SIGNALS(.state_forbidden = (s),)
#define KAPI_SIGNAL_END			KAPI__IN_SIGNALS(},)

/* Signal masks */
#define KAPI_SIGNAL_MASK(idx, mname, mdesc) KAPI__IX(sigmasks, idx) KAPI__IN_SIGMASKS([idx] = { \
	.mask_name = mname, .description = mdesc,)
#define KAPI_SIGNAL_MASK_SIGNALS(...) KAPI__IN_SIGMASKS( \
	.signals = (const int32_t[]){ __VA_ARGS__ }, \
	.signal_count = KAPI__CNT(((const int32_t[]){ __VA_ARGS__ })),)
#define KAPI_SIGNAL_MASK_END		KAPI__IN_SIGMASKS(},)

/*
 * Struct specs.  The field table of each struct is its own array, emitted in
 * the FIELDS pass and named after the KAPI_STRUCT_SPEC line.
 */
#define KAPI_STRUCT_SPEC(idx, sname, sdesc) KAPI__IX(structs, idx) \
	KAPI__IN_INDEX({ enum { kapi__ix_fields_none };) \
	KAPI__IN_FIELDS(static const struct kapi_struct_field \
			KAPI__LINE_NAME(kapi__fields_)[] = {) \
	KAPI__IN_STRUCTS([idx] = { .name = #sname, .description = sdesc, \
		.fields = KAPI__ARR(KAPI__LINE_NAME(kapi__fields_)), \
		.field_count = KAPI__CNT(KAPI__LINE_NAME(kapi__fields_)),)
#define KAPI_STRUCT_SIZE(ssize, salign) \
	KAPI__IN_STRUCTS(.size = (ssize), .alignment = (salign),)
#define KAPI_STRUCT_SPEC_END \
	KAPI__IN_FIELDS(};) KAPI__IN_STRUCTS(},) KAPI__IN_INDEX(})
#define KAPI_STRUCT_FIELD(fidx, fname, ftype, ftname, fdesc) \
	KAPI__IX(fields, fidx) KAPI__IN_FIELDS([fidx] = { .name = fname, .type = (ftype), \
		.type_name = ftname, .description = fdesc,)
#define KAPI_FIELD_OFFSET(o)		KAPI__IN_FIELDS(.offset = (o),)
#define KAPI_FIELD_SIZE(s)		KAPI__IN_FIELDS(.size = (s),)
#define KAPI_FIELD_FLAGS(f)		KAPI__IN_FIELDS(.flags = (f),)
#define KAPI_FIELD_CONSTRAINT_RANGE(lo, hi) KAPI__IN_FIELDS( \
	.constraint_type = KAPI_CONSTRAINT_RANGE, \
	.min_value = (lo), .max_value = (hi),)
#define KAPI_FIELD_CONSTRAINT_MASK(m) KAPI__IN_FIELDS( \
	.constraint_type = KAPI_CONSTRAINT_MASK, .valid_mask = (m), \
	.constraint_expr = #m,)
#define KAPI_FIELD_CONSTRAINT_ENUM(...) KAPI__IN_FIELDS( \
	.constraint_type = KAPI_CONSTRAINT_ENUM, \
	.enum_values = (const int64_t[]){ __VA_ARGS__ }, \
	.enum_count = KAPI__CNT(((const int64_t[]){ __VA_ARGS__ })), \
	.constraint_expr = #__VA_ARGS__,)
#define KAPI_STRUCT_FIELD_END		KAPI__IN_FIELDS(},)

/* Side effects */
#define KAPI_SIDE_EFFECT(idx, etype, etarget, edesc) KAPI__IX(effects, idx) KAPI__IN_EFFECTS([idx] = { \
	.type = (etype), .target = etarget, .description = edesc,)
#define KAPI_SIDE_EFFECT_NEXT(etype, etarget, edesc) KAPI__IN_EFFECTS({ \
	.type = (etype), .target = etarget, .description = edesc,)
#define KAPI_EFFECT_CONDITION(c)	KAPI__IN_EFFECTS(.condition = c,)
#define KAPI_EFFECT_REVERSIBLE		KAPI__IN_EFFECTS(.reversible = true,)
#define KAPI_EFFECT_CHECK(c)		KAPI__IN_EFFECTS(.check = c,)
#define KAPI_EFFECT_CHECK_WHEN(x)	KAPI__IN_EFFECTS(.check_when = x,)
#define KAPI_EFFECT_UNOBSERVABLE(why)	KAPI__IN_EFFECTS(.unobservable = why,)
#define KAPI_SIDE_EFFECT_END		KAPI__IN_EFFECTS(},)

/* State transitions */
#define KAPI_STATE_TRANS(idx, obj, from, to, tdesc) KAPI__IX(trans, idx) KAPI__IN_TRANS([idx] = { \
	.object = obj, .from_state = from, .to_state = to, \
	.description = tdesc,)
#define KAPI_STATE_TRANS_COND(c)	KAPI__IN_TRANS(.condition = c,)
#define KAPI_STATE_TRANS_CHECK(c)	KAPI__IN_TRANS(.check = c,)
#define KAPI_STATE_TRANS_CHECK_WHEN(x)	KAPI__IN_TRANS(.check_when = x,)
#define KAPI_STATE_TRANS_UNOBSERVABLE(why) KAPI__IN_TRANS(.unobservable = why,)
#define KAPI_STATE_TRANS_END		KAPI__IN_TRANS(},)

/* Capabilities */
#define KAPI_CAPABILITY(idx, cap, cname, act) KAPI__IX(caps, idx) KAPI__IN_CAPS([idx] = { \
	.capability = (cap), .cap_name = cname, .action = (act),)
#define KAPI_CAPABILITY_NEXT(cap, cname, act) KAPI__IN_CAPS({ \
	.capability = (cap), .cap_name = cname, .action = (act),)
#define KAPI_CAP_ALLOWS(d)		KAPI__IN_CAPS(.allows = d,)
#define KAPI_CAP_WITHOUT(d)		KAPI__IN_CAPS(.without_cap = d,)
#define KAPI_CAP_CONDITION(c)		KAPI__IN_CAPS(.check_condition = c,)
#define KAPI_CAP_PRIORITY(p)		KAPI__IN_CAPS(.priority = (p),)
#define KAPI_CAP_ALTERNATIVE(caps, n) KAPI__IN_CAPS(.alternative = caps, \
	.alternative_count = KAPI__CNT(caps),)
#define KAPI_CAPABILITY_END		KAPI__IN_CAPS(},)

/* Network: socket state, protocols, buffers, async modes, address families */
#define KAPI_SOCKET_STATE_REQ(...) KAPI__IN_NETMARK(1,) KAPI__IN_SOCKSTATE({ \
	.required_states = (const uint8_t[]){ __VA_ARGS__ }, \
	.required_state_count = KAPI__CNT(((const uint8_t[]){ __VA_ARGS__ })),)
#define KAPI_SOCKET_STATE_FORBID(...) KAPI__IN_SOCKSTATE( \
	.forbidden_states = (const uint8_t[]){ __VA_ARGS__ }, \
	.forbidden_state_count = KAPI__CNT(((const uint8_t[]){ __VA_ARGS__ })),)
#define KAPI_SOCKET_STATE_RESULT(s)	KAPI__IN_SOCKSTATE(.resulting_state = (s),)
#define KAPI_SOCKET_STATE_COND(c)	KAPI__IN_SOCKSTATE(.state_condition = c,)
#define KAPI_SOCKET_STATE_PROTOS(p) \
	KAPI__IN_SOCKSTATE(.applicable_protocols = (p),)
#define KAPI_SOCKET_STATE_END		KAPI__IN_SOCKSTATE(},)

#define KAPI_PROTOCOL_BEHAVIOR(idx, protos, bdesc) KAPI__IX(behaviors, idx) KAPI__IN_NETMARK(1,) \
	KAPI__IN_PROTOS([idx] = { .applicable_protocols = (protos), \
		.behavior = bdesc,)
#define KAPI_PROTOCOL_FLAGS(f, fdesc) KAPI__IN_PROTOS(.protocol_flags = (f), \
	.flag_description = fdesc,)
#define KAPI_PROTOCOL_BEHAVIOR_END	KAPI__IN_PROTOS(},)

#define KAPI_BUFFER_SPEC(b) KAPI__IN_NETMARK(1,) \
	KAPI__IN_BUFFER({ .buffer_behaviors = (b),)
#define KAPI_BUFFER_SIZE(lo, hi, best) KAPI__IN_BUFFER(.min_buffer_size = (lo), \
	.max_buffer_size = (hi), .optimal_buffer_size = (best),)
#define KAPI_BUFFER_PARTIAL(ok, rules) KAPI__IN_BUFFER( \
	.can_partial_transfer = (ok), .partial_transfer_rules = rules,)
#define KAPI_BUFFER_FRAGMENT(rules) \
	KAPI__IN_BUFFER(.fragmentation_rules = rules,)
#define KAPI_BUFFER_END			KAPI__IN_BUFFER(},)

#define KAPI_ASYNC_SPEC(modes, err) KAPI__IN_NETMARK(1,) \
	KAPI__IN_ASYNC({ .supported_modes = (modes), .nonblock_errno = (err),)
#define KAPI_ASYNC_POLL(in, out) KAPI__IN_ASYNC(.poll_events_in = (in), \
	.poll_events_out = (out),)
#define KAPI_ASYNC_COMPLETION(c)	KAPI__IN_ASYNC(.completion_condition = c,)
#define KAPI_ASYNC_TIMEOUT(ok, d) KAPI__IN_ASYNC(.supports_timeout = (ok), \
	.timeout_behavior = d,)
#define KAPI_ASYNC_END			KAPI__IN_ASYNC(},)

#define KAPI_ADDR_FAMILY(idx, fam, fname, ssize, lo, hi) KAPI__IX(addrs, idx) \
	KAPI__IN_NETMARK(1,) \
	KAPI__IN_ADDRS([idx] = { .family = (fam), .family_name = fname, \
		.addr_struct_size = (ssize), .min_addr_len = (lo), \
		.max_addr_len = (hi),)
#define KAPI_ADDR_FORMAT(f)		KAPI__IN_ADDRS(.addr_format = f,)
#define KAPI_ADDR_FEATURES(wild, mcast, bcast) KAPI__IN_ADDRS( \
	.supports_wildcard = (wild), .supports_multicast = (mcast), \
	.supports_broadcast = (bcast),)
#define KAPI_ADDR_SPECIAL(s)		KAPI__IN_ADDRS(.special_addresses = s,)
#define KAPI_ADDR_PORTS(lo, hi) KAPI__IN_ADDRS(.port_range_min = (lo), \
	.port_range_max = (hi),)
#define KAPI_ADDR_FAMILY_END		KAPI__IN_ADDRS(},)

#define KAPI__NET_FACT(...)		KAPI__IN_NETMARK(1,) KAPI__IN_NET(__VA_ARGS__)
#define KAPI_NET_CONNECTION_ORIENTED	KAPI__NET_FACT(.is_connection_oriented = true,)
#define KAPI_NET_MESSAGE_ORIENTED	KAPI__NET_FACT(.is_message_oriented = true,)
#define KAPI_NET_SUPPORTS_OOB		KAPI__NET_FACT(.supports_oob_data = true,)
#define KAPI_NET_SUPPORTS_PEEK		KAPI__NET_FACT(.supports_peek = true,)
#define KAPI_NET_SUPPORTS_POLL		KAPI__NET_FACT(.supports_select_poll = true,)
#define KAPI_NET_REENTRANT		KAPI__NET_FACT(.is_reentrant = true,)
#define KAPI_NET_CONN_ESTABLISH(d)	KAPI__NET_FACT(.connection_establishment = d,)
#define KAPI_NET_CONN_TERMINATE(d)	KAPI__NET_FACT(.connection_termination = d,)
#define KAPI_NET_DATA_TRANSFER(d)	KAPI__NET_FACT(.data_transfer_semantics = d,)

/*
 * The kernel wraps a driver's file_operations to validate ioctls in place;
 * in user space there is nothing to wrap, so a spec file that carries the
 * wrapper still compiles.
 */
#define KAPI_DEFINE_FOPS(name, ...)

/* ioctl helpers: the common leading fields of extensible ioctl structs */
#define KAPI_IOCTL_PARAM_SIZE \
	KAPI_PARAM(0, "size", "__u32", "Size of the structure in bytes") \
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN) \
		KAPI_PARAM_TYPE(KAPI_TYPE_UINT) \
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_CUSTOM) \
		KAPI_PARAM_CONSTRAINT("must equal the size of the structure") \
	KAPI_PARAM_END

#define KAPI_IOCTL_PARAM_FLAGS \
	KAPI_PARAM(1, "flags", "__u32", "Feature flags") \
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN) \
		KAPI_PARAM_TYPE(KAPI_TYPE_UINT) \
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_MASK) \
		KAPI_PARAM_VALID_MASK(0) \
	KAPI_PARAM_END

#define KAPI_IOCTL_PARAM_USER_BUF(idx, pname, pdesc, len_idx) \
	KAPI_PARAM(idx, pname, "__aligned_u64", pdesc) \
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN | KAPI_PARAM_USER_PTR) \
		KAPI_PARAM_TYPE(KAPI_TYPE_USER_PTR) \
		KAPI_PARAM_SIZE_PARAM(len_idx) \
	KAPI_PARAM_END

/* RFC v1: a length field of an ioctl struct, in and out, up to max_size */
#define KAPI_IOCTL_PARAM_LEN(idx, pname, pdesc, max_size) \
	KAPI_PARAM(idx, pname, "__u32", pdesc) \
		KAPI_PARAM_FLAGS(KAPI_PARAM_INOUT) \
		KAPI_PARAM_TYPE(KAPI_TYPE_UINT) \
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_RANGE) \
		KAPI_PARAM_RANGE(0, max_size) \
	KAPI_PARAM_END

#define KAPI_IOCTL_PARAM_USER_OUT_BUF(idx, pname, pdesc, len_idx) \
	KAPI_PARAM(idx, pname, "__aligned_u64", pdesc) \
		KAPI_PARAM_FLAGS(KAPI_PARAM_OUT | KAPI_PARAM_USER_PTR) \
		KAPI_PARAM_TYPE(KAPI_TYPE_USER_PTR) \
		KAPI_PARAM_SIZE_PARAM(len_idx) \
	KAPI_PARAM_END

/*
 * The shorthands of upstream's macro-era headers (syscall_api_spec.h and
 * the canned signal sets of kernel_api_spec.h), setting the same fields in
 * this vocabulary, so their spec blocks read and compile; the descriptions
 * are worded here.
 */
#define KAPI_SYSCALL_SLEEPABLE \
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_SLEEPABLE)
#define KAPI_SYSCALL_ATOMIC \
	KAPI_CONTEXT(KAPI_CTX_PROCESS | KAPI_CTX_ATOMIC)
#define KAPI_PARAM_FD(idx, pdesc) \
	KAPI_PARAM(idx, "fd", "int", pdesc) \
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN) \
		KAPI_PARAM_TYPE(KAPI_TYPE_FD) \
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_NONE) \
	KAPI_PARAM_END
#define KAPI_PARAM_USER_BUF(idx, pname, pdesc) \
	KAPI_PARAM(idx, pname, "void __user *", pdesc) \
		KAPI_PARAM_FLAGS(KAPI_PARAM_USER | KAPI_PARAM_IN) \
	KAPI_PARAM_END
#define KAPI_PARAM_USER_STRUCT(idx, pname, stype, pdesc) \
	KAPI_PARAM(idx, pname, #stype " __user *", pdesc) \
		KAPI_PARAM_FLAGS(KAPI_PARAM_USER | KAPI_PARAM_IN) \
		KAPI_PARAM_TYPE(KAPI_TYPE_USER_PTR) \
		KAPI_PARAM_SIZE(sizeof(stype)) \
		KAPI_PARAM_CONSTRAINT_TYPE(KAPI_CONSTRAINT_NONE) \
	KAPI_PARAM_END
#define KAPI_PARAM_SIZE_T(idx, pname, pdesc) \
	KAPI_PARAM(idx, pname, "size_t", pdesc) \
		KAPI_PARAM_FLAGS(KAPI_PARAM_IN) \
		KAPI_PARAM_RANGE(0, SIZE_MAX) \
	KAPI_PARAM_END
#define KAPI_ERROR_EBADF(idx) \
	KAPI_ERROR(idx, -EBADF, "EBADF", "The descriptor is not open", \
		   "No open file has this descriptor")
#define KAPI_ERROR_EINVAL(idx, cond) \
	KAPI_ERROR(idx, -EINVAL, "EINVAL", cond, "An argument is not valid")
#define KAPI_ERROR_ENOMEM(idx) \
	KAPI_ERROR(idx, -ENOMEM, "ENOMEM", "Memory ran out", \
		   "The kernel could not allocate what the call needs")
#define KAPI_ERROR_EPERM(idx) \
	KAPI_ERROR(idx, -EPERM, "EPERM", "Not permitted", \
		   "The caller lacks the privilege the call needs")
#define KAPI_ERROR_EFAULT(idx) \
	KAPI_ERROR(idx, -EFAULT, "EFAULT", "Bad address", \
		   "A pointer is outside the caller's address space")
#define KAPI_RETURN_SUCCESS_ZERO \
	KAPI_RETURN("long", "0, or a negative errno") \
		KAPI_RETURN_SUCCESS(0) \
	KAPI_RETURN_END
#define KAPI_RETURN_FD_SPEC \
	KAPI_RETURN("long", "A new descriptor, or a negative errno") \
		KAPI_RETURN_CHECK_TYPE(KAPI_RETURN_FD) \
	KAPI_RETURN_END
#define KAPI_RETURN_COUNT \
	KAPI_RETURN("long", "How many bytes were handled, or a negative errno") \
		KAPI_RETURN_SUCCESS(0) \
	KAPI_RETURN_END
/* Canned signals: their indices are upstream's (0-1, 2, 3-4). */
#define KAPI_SIGNAL_INTERRUPTIBLE_SLEEP \
	KAPI_SIGNAL(0, SIGINT, "SIGINT", KAPI_SIGNAL_RECEIVE, \
		    KAPI_SIGNAL_ACTION_RETURN) \
		KAPI_SIGNAL_TIMING(KAPI_SIGNAL_TIME_SLEEPING) \
		KAPI_SIGNAL_ERROR(-EINTR) \
		KAPI_SIGNAL_RESTARTABLE \
		KAPI_SIGNAL_DESC("A sleep it interrupts ends with -EINTR") \
	KAPI_SIGNAL_END \
	KAPI_SIGNAL(1, SIGTERM, "SIGTERM", KAPI_SIGNAL_RECEIVE, \
		    KAPI_SIGNAL_ACTION_RETURN) \
		KAPI_SIGNAL_TIMING(KAPI_SIGNAL_TIME_SLEEPING) \
		KAPI_SIGNAL_ERROR(-EINTR) \
		KAPI_SIGNAL_RESTARTABLE \
		KAPI_SIGNAL_DESC("A sleep it interrupts ends with -EINTR") \
	KAPI_SIGNAL_END
#define KAPI_SIGNAL_FATAL_DEFAULT \
	KAPI_SIGNAL(2, SIGKILL, "SIGKILL", KAPI_SIGNAL_RECEIVE, \
		    KAPI_SIGNAL_ACTION_TERMINATE) \
		KAPI_SIGNAL_TIMING(KAPI_SIGNAL_TIME_ANYTIME) \
		KAPI_SIGNAL_PRIORITY(0) \
		KAPI_SIGNAL_DESC("Ends the process at once") \
	KAPI_SIGNAL_END
#define KAPI_SIGNAL_STOP_CONT \
	KAPI_SIGNAL(3, SIGSTOP, "SIGSTOP", KAPI_SIGNAL_RECEIVE, \
		    KAPI_SIGNAL_ACTION_STOP) \
		KAPI_SIGNAL_TIMING(KAPI_SIGNAL_TIME_ANYTIME) \
		KAPI_SIGNAL_DESC("Stops the process") \
	KAPI_SIGNAL_END \
	KAPI_SIGNAL(4, SIGCONT, "SIGCONT", KAPI_SIGNAL_RECEIVE, \
		    KAPI_SIGNAL_ACTION_CONTINUE) \
		KAPI_SIGNAL_TIMING(KAPI_SIGNAL_TIME_ANYTIME) \
		KAPI_SIGNAL_DESC("Lets a stopped process go on") \
	KAPI_SIGNAL_END

#endif /* KAPI_SPEC_DSL_H */

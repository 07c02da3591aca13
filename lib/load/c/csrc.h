/* SPDX-License-Identifier: LGPL-2.1 OR BSD-2-Clause */
/*
 * C text as the source extractor sees it: the post-image of a unified diff
 * or a plain file, cut into tokens, with its object-like #defines, its
 * static arrays and its kerneldoc comments noted on the way.
 */
#ifndef KAPI_LIB_CSRC_H
#define KAPI_LIB_CSRC_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum ctok_type { CT_IDENT, CT_NUM, CT_STR, CT_CHAR, CT_PUNCT };

struct ctok {
	const char *p;
	uint32_t n;
	uint32_t line;		/* in the input file */
	uint8_t type;		/* enum ctok_type */
	bool space_before;	/* whitespace or a comment precedes it */
};

struct cdefine {
	const char *name, *body;
	size_t name_len, body_len;
	const char *params;	/* function-like: the text between ( and ) */
	size_t params_len;
	bool func;		/* function-like macro */
	uint32_t line;
};

/* An #include directive: the name between <> or "". */
struct cinclude {
	const char *name;
	size_t len;
	bool angled;
	uint32_t line;
};

struct cdoc {
	const char *p;		/* the comment, from "/ **" to its end */
	size_t n;
	uint32_t line;
	size_t next_tok;	/* index of the first token after it */
};

struct csrc {
	const char *text;	/* what is tokenized */
	size_t len;
	char *owned;		/* the post-image of a diff */
	uint32_t *linemap;	/* post-image line -> diff line, or NULL */
	uint8_t *added;		/* diff line -> 1 if the diff adds it */
	size_t nadded;
	struct ctok *toks;
	size_t ntoks, tok_cap;
	struct cdefine *defs;	/* object-like and function-like */
	size_t ndefs, def_cap;
	struct cinclude *incs;
	size_t nincs, inc_cap;
	struct cdoc *docs;
	size_t ndocs, doc_cap;
	size_t examples_skipped;	/* example files of a diff left out */
};

/* Whether the text can hold a spec at all: a cheap test before parsing. */
bool kapi__csrc_maybe_spec(const char *data, size_t len);
/* Read the example files of a diff too (documentation, tools, tests). */
#define KAPI__CSRC_EXAMPLES	1u

/* Prepares data (a C file or a unified diff) and tokenizes it. */
int kapi__csrc_open(struct csrc *c, const char *data, size_t len,
		    unsigned int flags);
void kapi__csrc_close(struct csrc *c);
/* Tokenizes extra text (a macro expansion) into a fresh array. */
int kapi__csrc_tokenize_text(const char *text, size_t len, uint32_t line,
			     struct ctok **toks, size_t *n);

/* An object-like #define of the file, or NULL. */
const struct cdefine *kapi__csrc_define(const struct csrc *c, const char *name,
					size_t len);
/* A #define of the file, object-like or function-like, or NULL. */
const struct cdefine *kapi__csrc_macro(const struct csrc *c, const char *name,
				       size_t len);

/* Decodes adjacent string-literal tokens; returns malloc'd text or NULL. */
char *kapi__ctok_strings(const struct ctok *t, size_t n);
/* The text of tokens as the preprocessor's # would give it. */
char *kapi__ctok_text(const struct ctok *t, size_t n);
bool kapi__ctok_is(const struct ctok *t, const char *s);

#endif /* KAPI_LIB_CSRC_H */

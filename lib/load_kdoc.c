// SPDX-License-Identifier: GPL-2.0
#include "csrc.h"
#include "load.h"
int kapi__load_kdoc(struct kapi_loader *l, struct kapi_build *b,
		    const struct csrc *c, const struct cdoc *doc);
int kapi__load_kdoc(struct kapi_loader *l, struct kapi_build *b,
		    const struct csrc *c, const struct cdoc *doc)
{
	(void)l; (void)b; (void)c; (void)doc;
	return 0;
}

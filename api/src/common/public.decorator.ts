import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'konak:isPublic';

/** Opens a handler to anonymous callers. Everything else needs a bearer token (protected by default);
 *  the list of public routes is snapshotted by a test so a new one is a visible decision. */
export const Public = () => SetMetadata(IS_PUBLIC, true);

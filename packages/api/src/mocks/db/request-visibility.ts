import { checkRequestVisible } from '../../rules/request-access';
import type { Request } from '../../schemas/request';
import { isInvited } from './invitations';
import type { MockDb } from './mock-db';
import { hasProposed, requestFacts } from './views';

/** REQUEST-VISIBLE as the server decides it (rules/request-access.ts): null when `me` may see the post. */
export const requestRefusalFor = (db: MockDb, request: Request, me: { role: number | null }, meId: string) =>
  checkRequestVisible(requestFacts(request), {
    id: meId,
    role: me.role,
    proposed: hasProposed(db, request.id, meId),
    invited: isInvited(db, request.id, meId),
  });

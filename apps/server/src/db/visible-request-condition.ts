import { and, eq, exists, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';

import { invitations } from './invitation-schema';
import { proposals } from './proposal-schema';
import { requests } from './request-schema';

/**
 * REQUEST-VISIBLE (rules/request-access.ts checkRequestVisible) as a condition on `requests` for lists of a user's own choosing (the saved list):
 * their own posts, or shown ones that are public or that they were invited to or proposed on.
 * Administrators get no exception in a list of their own. `userId` is an id or a column holding
 * one (the recipient of each notification).
 */
export const visibleRequestCondition = (userId: string | AnyColumn): SQL =>
  or(
    eq(requests.clientId, userId),
    and(
      isNull(requests.hiddenAt),
      or(
        eq(requests.visibility, 'public'),
        exists(
          sql`(select 1 from ${invitations} where ${invitations.requestId} = ${requests.id} and ${invitations.providerId} = ${userId})`,
        ),
        exists(
          sql`(select 1 from ${proposals} where ${proposals.requestId} = ${requests.id} and ${proposals.providerId} = ${userId})`,
        ),
      ),
    ),
  )!;

import { and, desc, eq, notInArray } from 'drizzle-orm';

import type { Services } from '../services';
import { notifications } from '../db/notification-schema';
import type { DemoPeople } from './seed';

/**
 * The demo's notifications are written by the services the other seeds call (a proposal, a funded
 * milestone, an issue...). Here the older ones are read, so each demo user opens the bell to a few
 * unread on top of a read history.
 */
export async function seedNotifications(services: Services, people: DemoPeople) {
  for (const userId of Object.values(people)) {
    const newest = await services.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.recipientId, userId))
      .orderBy(desc(notifications.createdAt))
      .limit(3);
    const keep = newest.map((row) => row.id);
    await services.db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(
        and(
          eq(notifications.recipientId, userId),
          keep.length ? notInArray(notifications.id, keep) : undefined,
        ),
      );
  }
}

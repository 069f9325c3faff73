import { and, eq } from 'drizzle-orm';

import { MoneyCollectingMethodType } from '@lancer/api/constants';

import { moneyCollectingMethods } from '../db/schema';
import { announce, emitNotification } from '../notification/emit-notification';
import type { Services } from '../services';
import { changeProfile } from '../user/profile-writes';

/**
 * Called when the gateway reports the account linked (sandbox page or Stripe webhook). The first
 * report that the account can be paid tells its owner so (payout_account_ready, decision 1233), in
 * the same transaction: a report the gateway repeats, or one of an account already verified,
 * tells nobody again.
 */
export async function markAccountLinked(services: Services, userId: string, verified: boolean) {
  const recipients = await changeProfile(
    services,
    userId,
    async (profile) => {
      const [before] = await profile.db
        .select({ verified: moneyCollectingMethods.verified })
        .from(moneyCollectingMethods)
        .where(
          and(
            eq(moneyCollectingMethods.userId, userId),
            eq(moneyCollectingMethods.type, MoneyCollectingMethodType.STRIPE_CHECKOUT),
          ),
        )
        .for('update');
      await profile.upsertMethod(
        MoneyCollectingMethodType.STRIPE_CHECKOUT,
        { setup: true, verified },
        { setup: true, verified },
      );
      if (!verified || before?.verified) return [];
      return emitNotification(profile.db, {
        recipientId: userId,
        kind: 'payout_account_ready',
        subject: {},
        actorId: null,
        title: '',
      });
    },
    { transaction: true },
  );
  announce(services, recipients);
}
